"""A claim: the seat to play shows that its cards take every trick left, whatever the others hold.

The proof reads only the seat's own view (its hand, the cards played, the trick on the
table), so offering a claim tells the player nothing the table hadn't: every card the seat
has not seen may lie in any other hand, the blind or the bury included. It is a sound,
sufficient rule, not a solver (a claim it misses is played out by hand):

- On lead: the seat's trumps that beat every unseen trump (its masters) are at least as
  many as the unseen trumps one player could hold (their number, at most that player's
  cards), so leading trumps high first draws them all, each lead a winner; every other
  card of the seat is then higher than every unseen card of its suit, and no one is left
  with a trump to ruff it.
- Not on lead: a legal card that takes the trick now and against any unseen card still to
  come, and a lead-out as above from the cards left.

The plan (the order the seat plays its cards in) comes with the proof: trumps high first,
then the rest; it keeps the proof whatever the others play. Claims are made in the trick
games only, where taking every trick is what a seat plays for: not in a leaster, moster,
mittler or Indiana billy (taking every trick loses those), nor in the fox and battery
forms (not plain tricks), nor in Sheepshead while the called-suit duties could turn a
trick the seat leads (the called ten that takes its first trick, the unknown that never
does): then the seat must hold no card of the called suit, and the trick on the table
must not be that suit's first lead.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..cards import FACE_DOWN, bits
from . import tricks
from .tricks import TrickRules

NO_CLAIM_KINDS = frozenset({"leaster", "moster", "mittler", "billy", "schwanzer", "doubler", "redeal", "thrown"})


def claim_proven(game_or_view: Any, seat: int | None = None) -> bool:
    """True when it is ``seat``'s turn to play a card and its cards take every trick left
    whatever the others hold, proved from its view alone (see the module's docstring).
    Given a match, the seat's view is taken from it (``seat``: the seat to act when None)."""
    return claim_plan(game_or_view, seat) is not None


def claim_plan(game_or_view: Any, seat: int | None = None) -> tuple[int, ...] | None:
    """The seat's cards in an order that takes every trick left (None: no claim proved)."""
    view = _view_of(game_or_view, seat)
    if view is None or view.to_act != view.seat or view.phase != "play":
        return None
    setting = _setting(view)
    if setting is None:
        return None
    tr, unseen = setting
    hand = view.hand
    trick = tuple(view.trick)
    if not hand or FACE_DOWN in trick:
        return None
    held = max((c for s, c in enumerate(view.hand_counts) if s != view.seat), default=0)
    return plan(tr, hand, trick, view.n, unseen, held)


def _view_of(game_or_view: Any, seat: int | None) -> Any:
    if hasattr(game_or_view, "legal_actions"):  # a match: the seat's own view, nothing more
        game = game_or_view
        seat = game.to_act if seat is None else seat
        if seat is None:
            return None
        return game.view(seat)
    if seat is not None and getattr(game_or_view, "seat", seat) != seat:
        return None
    return game_or_view


def _setting(view: Any) -> tuple[TrickRules, int] | None:
    """The trick rules of the deal and the cards the seat has not seen (may be anywhere), or
    None when this game or form makes no claims now."""
    module = type(view).__module__
    played = _seen_played(view)
    if module.endswith("sheriff.game"):
        if view.trump is None:
            return None
        tr = tricks.suit_trump(view.trump)
        out = 0
        if view.rules.auction != "choice" and view.turned is not None:
            out |= 1 << view.turned  # the turned card only names trump: it is in no hand
        if view.discard is not None:
            out |= 1 << view.discard  # the seat's own discard, out of play
        return tr, tr.pack & ~view.hand & ~played & ~out
    if module.endswith("toruf.view"):
        from .toruf.play import trick_rules
        from .toruf.score import NO_TRUMP

        if view.declarer is None or (view.trump is None and not view.no_trump):
            return None
        tr = trick_rules(NO_TRUMP if view.no_trump else view.trump, view.rules.pack)
        return tr, tr.pack & ~view.hand & ~played
    if module.endswith("sheepshead.views"):
        if view.leaster or view.kind in NO_CLAIM_KINDS:
            return None
        tr = view.deck.tr
        if view.unknown is not None and view.hand >> view.unknown & 1:
            return None  # the picker's unknown never takes a trick
        called = view.called
        if called is not None and not tr.trump_mask >> called & 1 and not view.called_suit_led:
            suit = tr.suit_mask[called] & ~tr.trump_mask
            if view.hand & suit:
                return None  # leading the called suit first may give its trick to the called ten
            if view.trick and suit >> view.trick[0] & 1:
                return None  # the called suit's first lead, whose winner the duties decide
        return tr, tr.pack & ~view.hand & ~played
    return None  # the fox and battery forms, Nottingham: no claims


def _seen_played(view: Any) -> int:
    m = 0
    for t in view.history:
        for c in t.cards:
            if c != FACE_DOWN:
                m |= 1 << c
    for c in view.trick:
        if c != FACE_DOWN:
            m |= 1 << c
    return m


def plan(tr: TrickRules, hand: int, trick: Sequence[int], n: int, unseen: int, held: int) -> tuple[int, ...] | None:
    """The seat's cards in an order that takes every trick left, proved against any holding
    of the ``unseen`` cards (``held``: the most cards another seat holds), or None."""
    if not trick:
        return lead_out(tr, hand, unseen, held)
    me = len(trick)
    later = me + 1 < n
    power, suit_index, trumps = tr.power, tr.suit_index, tr.trump_mask
    for c in sorted(bits(tricks.legal_mask(tr, hand, trick)), key=lambda x: power[x]):  # the cheapest winner first
        now = tuple(trick) + (c,)
        if tricks.winner_index(tr, now) != me:
            continue
        if later and any(
            (suit_index[x] == suit_index[c] or trumps >> x & 1) and power[x] > power[c] for x in bits(unseen)
        ):
            continue  # a seat still to play might beat it
        rest = lead_out(tr, hand & ~(1 << c), unseen, held)
        if rest is not None:
            return (c,) + rest
    return None


def lead_out(tr: TrickRules, hand: int, unseen: int, held: int) -> tuple[int, ...] | None:
    """On lead with ``hand``: trumps high first, then the rest, if that takes every trick."""
    power = tr.power
    mine = sorted(bits(hand & tr.trump_mask), key=lambda c: -power[c])
    out = unseen & tr.trump_mask
    if out:
        top = max(power[c] for c in bits(out))
        masters = sum(1 for c in mine if power[c] > top)
        if masters < min(out.bit_count(), held):
            return None
    plain = sorted(bits(hand & ~tr.trump_mask), key=lambda c: -power[c])
    for c in plain:
        if any(power[x] > power[c] for x in bits(unseen & tr.suit_mask[c])):
            return None
    return tuple(mine + plain)


def claim_wanted(view: Any) -> bool:
    """Taking every trick left is what the seat plays for (a bot claims only then): always, but
    for a Sheriff who could still make the contract exactly, for its bonus, by giving tricks away."""
    if type(view).__module__.endswith("sheriff.game") and view.seat in view.sheriffs and view.rules.exact_bonus:
        team = sum(view.won[s] for s in view.sheriffs)
        every = team + view.hand.bit_count()
        return not team <= view.contract < every
    return True
