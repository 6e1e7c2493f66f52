"""Marking cards at the table (a bury, a pass): what may be marked, what the prompt says of the
cards marked, and the engine's own reason for a card that may not be. A part of
:class:`~sheriff_tui.ui.screens.table.TableScreen`, kept apart as one idea."""

from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from ...engine.core import Action, IllegalAction
from ...i18n import _, ngettext
from ..games import PromptSpec
from ..widgets.hand import CARD_KEYS, Hand


class MarkingCards:
    """Mixed into the table screen: the hand's marking messages (handled by name, as Textual
    finds ``on_hand_*`` methods along the class's MRO) and the mark prompt's words."""

    game: Any
    me: int
    ascii: bool
    prompt_spec: PromptSpec | None
    mark_prompt: Any
    unmarkable: dict[int, str]

    def _unmarkable(self, spec: PromptSpec, cards: Sequence[int]) -> dict[int, str]:
        """The engine's reason for each card that is in no legal set."""
        if not spec.choices:
            return {}
        template = spec.choices[0][1]
        size = len(template.cards or ())
        legal = [c for c in cards if c in spec.legal_cards]
        out = {}
        for c in cards:
            if c in spec.legal_cards:
                continue
            others = tuple(legal[: size - 1])
            reason = self._refusal(dataclasses.replace(template, cards=(c, *others)))
            if reason:
                out[c] = reason
        return out

    def _refusal(self, action: Action) -> str | None:
        """What the engine says to an action, asked of a copy of the match."""
        try:
            self.game.clone().apply(action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def _marked_action(self, marked: Sequence[int]) -> Action | None:
        spec = self.prompt_spec
        if spec is None or spec.kind != "mark":
            return None
        want = set(marked)
        for _label, action in spec.choices:
            if set(action.cards or ()) == want and len(want) == len(action.cards or ()):
                return action
        return None

    def _mark_words(self, marked: Sequence[int]) -> str:
        from ..cardtext import label

        spec = self.prompt_spec
        count = len(spec.choices[0][1].cards or ()) if spec and spec.choices else 1
        names = " ".join(label(c, self.ascii) for c in marked)
        if len(marked) < count:
            if marked:
                more = count - len(marked)
                words = ngettext("marked {cards}: one more", "marked {cards}: {n} more", more).format(cards=names, n=more)
            else:
                words = _("mark {n} in your hand").format(n=count)
        elif self._marked_action(marked) is not None:
            words = _("{cards}: press Enter or the button").format(cards=names)
        else:
            template = spec.choices[0][1] if spec and spec.choices else None
            reason = self._refusal(dataclasses.replace(template, cards=tuple(marked))) if template else None
            words = _("not {cards}: {reason}").format(cards=names, reason=reason) if reason else _("not {cards}").format(cards=names)
        if self.unmarkable and len(marked) < count:
            kept = []
            for c, r in self.unmarkable.items():
                name = label(c, self.ascii)
                line = r if name in r else _("{card} stays: {reason}").format(card=name, reason=r)
                if line not in kept:
                    kept.append(line)
            words += " · " + "; ".join(kept)
        return words

    def on_hand_marked(self, event: Hand.Marked) -> None:
        if self.mark_prompt is not None:
            self.mark_prompt.set_question(self._mark_words(event.cards))
            self.mark_prompt.set_enabled(0, self._marked_action(event.cards) is not None)

    def on_hand_mark_refused(self, event: Hand.MarkRefused) -> None:
        from ..cardtext import label

        reason = self.unmarkable.get(event.card, _("that card can't be chosen now"))
        self.tell(_("Not allowed: {card}: {reason}").format(card=label(event.card, self.ascii), reason=reason), "warning")

    def on_hand_key_unused(self, event: Hand.KeyUnused) -> None:
        """Not silence: say which keys the hand has now (the keys are shown over the cards)."""
        keys = CARD_KEYS[: event.playable]
        which = keys[0] if len(keys) == 1 else _("{first} to {last}").format(first=keys[0], last=keys[-1])
        if event.hand.select:
            said = _("No card under {key}: only {which} can be marked now")
        else:
            said = _("No card under {key}: only {which} can be played now")
        self.tell(said.format(key=event.key, which=which), "warning")

    def on_hand_mark_confirmed(self, event: Hand.MarkConfirmed) -> None:
        self._confirm_marked(event.cards)

    def _confirm_marked(self, marked: Sequence[int]) -> None:
        spec = self.prompt_spec
        if spec is None or spec.kind != "mark" or self.game.to_act != self.me:
            return
        action = self._marked_action(marked)
        if action is None:
            # not a legal set: the engine refuses it with its own reason
            template = spec.choices[0][1] if spec.choices else Action("bury", self.me)
            action = dataclasses.replace(template, cards=tuple(marked))
        self.act(action)
