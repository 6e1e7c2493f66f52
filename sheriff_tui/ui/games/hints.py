"""How a hint is said, at every table: one function, the adapter's ``hint_words`` hook its per-game part.

A trick game's hint is said in its prompt's own words (the button's label, or the verb and the
cards: :func:`prompt_words`); a game whose prompt is no :class:`~.PromptSpec` (Nottingham's goods,
gold and bags) says its hints itself with ``hint_words(action, view, ascii)`` on its adapter.
"""

from __future__ import annotations

from typing import Any

from ...engine.core import Action
from ...i18n import N_, _, pgettext
from . import PromptSpec

#: a hinted card whose prompt has no button for it, in whole words by the engine's act
ONE_CARD = {"play": N_("Play the {card}"), "discard": N_("Discard the {card}")}


def hint_words(adapter: Any, action: Action, view: Any, spec: PromptSpec | None, ascii: bool) -> str:
    """``action`` as the hint says it: the adapter's words if it has them, else the prompt's."""
    own = getattr(adapter, "hint_words", None)
    if own is not None:
        return own(action, view, ascii)
    return prompt_words(spec, action, ascii, getattr(adapter, "game", "")) if spec is not None else ""


def prompt_words(spec: PromptSpec, action: Action, ascii: bool, game: str = "") -> str:
    """A hinted action in the prompt's own words: its button's label, or the verb and the cards."""
    from ..cardtext import label

    for text, offered in spec.choices:
        if offered == action and spec.kind != "mark":
            if spec.kind == "bid" and action.act == "bid":  # as the game says a bid (Toruf's ビッド)
                return (pgettext(game, "bid {n}") if game else _("bid {n}")).format(n=action.value)
            return text
    verb = spec.choices[0][0] if spec.kind == "mark" and spec.choices else action.act.replace("_", " ").capitalize()
    if action.cards:
        return f"{verb} {' '.join(label(c, ascii) for c in action.cards)}"
    if action.card is not None and action.unknown is not None:  # a Sheepshead call with a card face down
        return f"{verb} the {label(action.card, ascii)}, the {label(action.unknown, ascii)} face down"
    if action.card is not None:
        if action.act in ONE_CARD and spec.kind != "mark":
            return _(ONE_CARD[action.act]).format(card=label(action.card, ascii))
        return f"{verb} the {label(action.card, ascii)}"
    return f"{verb} {action.value}" if action.value is not None else verb
