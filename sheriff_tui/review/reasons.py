"""Why the best card was best, in a fact the player could see at the time, or nothing.

Only what the seat's view shows is said: who is winning the trick on the table,
the suits a seat showed void in (it didn't follow them), how many trumps it
has not yet seen (in no hand of its own, not played, not turned up). No guess at a hidden card: where
no such fact bears on the two cards, the review says only which was best.
"""

from __future__ import annotations

from functools import reduce
from typing import Any

from ..cards import FACE_DOWN
from ..engine import tricks
from ..engine.core import Action
from ..i18n import N_, _, ngettext

# the suits as the tricks count them (TrickRules.suit_word, plural): kept in English, translated when shown
_SUITS = {"clubs": N_("clubs"), "diamonds": N_("diamonds"), "hearts": N_("hearts"), "spades": N_("spades"), "trumps": N_("trumps")}


def trick_rules(game: str, view: Any) -> tricks.TrickRules | None:
    """The trick rules as the seat's view knows them (None: no trump named yet, or a form without them)."""
    if game == "sheepshead":
        deck = getattr(view, "deck", None)
        return getattr(deck, "tr", None)
    if game == "sheriff":
        return tricks.suit_trump(view.trump) if getattr(view, "trump", None) is not None else None
    if game == "toruf":
        from ..engine.toruf.play import trick_rules as toruf_rules
        from ..engine.toruf.score import NO_TRUMP

        if view.no_trump:
            return toruf_rules(NO_TRUMP, view.rules.pack)
        return toruf_rules(view.trump, view.rules.pack) if view.trump is not None else None
    return None


def shown_voids(view: Any, tr: tricks.TrickRules) -> list[int]:
    """Per seat, the cards of each suit (as the tricks count suits) it showed void in."""
    n = len(view.players)
    out = [0] * n
    tricks_seen = [(t.leader, t.cards) for t in view.history] + [(view.leader, view.trick)]
    for leader, cards in tricks_seen:
        if not cards or cards[0] == FACE_DOWN:
            continue
        led = tr.suit_mask[cards[0]]
        for i, c in enumerate(cards[1:], 1):
            if c != FACE_DOWN and not led >> c & 1:
                out[(leader + i) % n] |= led
    return out


def why(game: Any, view: Any, chosen: Action, best: Action) -> str:
    """A short reason for ``best`` over ``chosen`` from public facts, or "" (a card play only;
    a form whose view tells no trick the usual way, as the battery's, gets none)."""
    if best.act != "play" or best.card is None or chosen.card is None:
        return ""
    if not all(hasattr(view, name) for name in ("leader", "trick", "history", "hand", "played")):
        return ""
    try:
        return _why(game, view, chosen, best)
    except (AttributeError, IndexError, KeyError, TypeError):  # a form laid out otherwise: no reason rather than none at all
        return ""


def _why(game: Any, view: Any, chosen: Action, best: Action) -> str:
    tr = trick_rules(game.GAME, view)
    if tr is None:
        return ""
    names = view.players
    me = view.seat
    facts: list[str] = []
    trick = tuple(view.trick)
    if trick and FACE_DOWN not in trick:
        winner = (view.leader + tricks.winner_index(tr, trick)) % len(names)
        facts.append(_("{name} is winning the trick").format(name=names[winner]))
    voids = shown_voids(view, tr)
    for card in (chosen.card, best.card):
        suit = tr.suit_mask[card]
        void = [names[s] for s in range(len(names)) if s != me and voids[s] & suit]
        if void and (not trick or tr.suit_mask[trick[0]] == suit):
            who = reduce(lambda a, b: _("{a} and {b}").format(a=a, b=b), void)
            suits = tr.suit_word(card, plural=True)
            suits = _(_SUITS[suits]) if suits in _SUITS else suits
            facts.append(ngettext("{names} is void in {suits}", "{names} are void in {suits}", len(void)).format(names=who, suits=suits))
            break
    if tr.trump_mask and (tr.is_trump(chosen.card) or tr.is_trump(best.card)):
        out = bin(tr.trump_mask & tr.pack & ~view.hand & ~view.played & ~_mask(trick) & ~_seen(view)).count("1")
        facts.append(ngettext("{n} trump not yet seen", "{n} trumps not yet seen", out).format(n=out) if out else _("every trump seen"))
    # TRANSLATORS: two facts that say why a card was best, in one reason
    return _("{fact}; {other}").format(fact=facts[0], other=facts[1]) if len(facts) > 1 else "".join(facts)


def _seen(view: Any) -> int:
    """Cards the seat sees besides its hand and the cards played: the turned card, an open hand, its own bury."""
    seen = 0
    for name in ("turned", "discard"):
        c = getattr(view, name, None)
        if isinstance(c, int) and c != FACE_DOWN:
            seen |= 1 << c
    if getattr(view, "open_hand", None):
        seen |= view.open_hand
    for name in ("buried", "blind"):
        seen |= _mask(tuple(getattr(view, name, None) or ()))
    return seen


def _mask(cards: tuple[int, ...]) -> int:
    m = 0
    for c in cards:
        if c != FACE_DOWN:
            m |= 1 << c
    return m
