"""What a seat may see: the view a seat (and its bot) gets, and the events as it may hear them.

The unknown is the one card hidden from the table while it is played (see :class:`View`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...cards import FACE_DOWN, bits
from ..core import Event, SeatView, trick_seat
from ..tricks import Trick
from .acts import PICK
from .cards import JD, POINTS, STANDARD, Deck
from .rules import Rules


@dataclass(frozen=True, slots=True)
class View(SeatView):
    """What one seat may know; bots get this and nothing else.

    The unknown lies face down until the deal is over: only the picker and, once
    its trick is taken, the player who took it may look at it (seed 001, the
    called-ace partner rules). Every other seat's view holds
    :data:`~sheriff_tui.cards.FACE_DOWN` in its place in ``trick`` and
    ``history``, leaves it out of ``played``, and leaves its points out of its
    taker's ``points``: a seat counts the points it can see.
    """

    rules: Rules  # SeatView's fields (core: seat … to_act) come first; this one typed as this game's
    hand: int
    hand_counts: tuple[int, ...]
    passed: tuple[int, ...]  # seats that passed, in order
    picker: int | None
    leaster: bool  # a hand without sides: leaster, moster or mittler
    blind: tuple[int, ...] | None  # the blind's cards: only the picker, once picked
    buried: tuple[int, ...] | None  # only the picker
    called: int | None
    unknown_called: bool  # public: the picker called with an unknown
    unknown: int | None  # the unknown card: only the picker
    alone: bool  # the picker alone, as far as this seat knows
    partner: int | None  # the first partner this seat knows of
    called_suit_led: bool
    leader: int
    trick: tuple[int, ...]  # may hold FACE_DOWN: the unknown, for a seat that may not see it
    won: tuple[int, ...]  # tricks per seat
    points: tuple[int, ...]  # trick points per seat that this seat can see (the tricks are turned face up, but for the unknown)
    played: int  # the cards seen played (not the unknown, for a seat that may not see it)
    history: tuple[Trick, ...]  # the tricks taken; FACE_DOWN as in ``trick``
    totals: tuple[int, ...]
    deck: Deck = STANDARD  # trumps, suits and powers of this variant
    partners: tuple[int, ...] = ()  # every partner this seat knows of
    side: tuple[int, ...] = ()  # the picker's side as this seat knows it (picker first)
    partner_cards: tuple[int, ...] = ()  # the cards that make partners, where public (called card, J♦, black queens)
    i_am_partner: bool = False  # this seat holds (or held) a partner card
    kind: str = "picker"  # "picker", "cards" (sides by cards), "leaster", "moster", "mittler"
    knocks: tuple[tuple[int, str], ...] = ()  # (seat, crack / recrack / blitz) in order
    growth: int = 1  # cracks × blitzes × doublers, after a cap on them (cap_covers)
    shown: tuple[tuple[int, tuple[int, ...]], ...] = ()  # blitz pairs shown: (seat, cards)
    sheepshead: bool = False  # the picker claimed every trick
    die: int | None = None  # the roll that named the partner (partner rule dice)
    face_down: tuple[int, ...] = ()  # cards played face down (the unknown, once played): its id, or FACE_DOWN where this seat may not see it
    forced: bool = False  # the dealer picked because everyone passed and the table plays forced pick
    forced_now: bool = False  # everyone else passed: the dealer must pick now
    pot: int = 0  # the match's pot (house rule pot), public

    trick_seat = trick_seat


class Views:
    """What each seat may know of the match (a part of :class:`~.game.Sheepshead`)."""

    def _unknown_taken(self) -> int:
        """The index in ``history`` of the trick that took the unknown (-1: it lies in the trick)."""
        u = self.unknown
        history = self.history
        for i in range(len(history) - 1, -1, -1):
            if u in history[i].cards:
                return i
        return -1

    def _sees_unknown(self, seat: int) -> bool:
        """The picker knows its unknown; the player who took it may look at it (seed 001: "only the
        player who took the unknown may see it until the end"); the rest see a card face down."""
        if seat == self.picker:
            return True
        i = self._unknown_taken()
        return i >= 0 and self.history[i].winner == seat

    def _hide_unknown(self) -> tuple[tuple[int, ...], tuple[Trick, ...], int, tuple[int, ...]]:
        """(trick, history, played, points) with the unknown face down: FACE_DOWN in its trick, out of
        ``played``, its points out of its taker's (a seat counts what it sees)."""
        u = self.unknown
        assert u is not None
        trick, history, points = self.trick, self.history, tuple(self.points)
        i = self._unknown_taken()
        if i < 0:
            trick = tuple(FACE_DOWN if c == u else c for c in trick)
        else:
            t = history[i]
            history = history[:i] + (Trick(t.leader, tuple(FACE_DOWN if c == u else c for c in t.cards), t.winner),) + history[i + 1 :]
            points = points[: t.winner] + (points[t.winner] - POINTS[u],) + points[t.winner + 1 :]
        return trick, history, self.played & ~(1 << u), points

    def events_for(self, seat: int, events: Sequence[Event]) -> Sequence[Event]:
        """``events`` as ``seat`` may know them: the unknown's ``play`` and the ``trick`` it lies in
        name FACE_DOWN for a seat that may not see it (see :class:`View`). Asked right after
        :meth:`apply`: events that ended the deal keep their cards, the deal being over."""
        if not self.face_down or self.to_act is None or self._sees_unknown(seat):
            return events
        u = self.unknown
        out = []
        for e in events:
            if e.kind == "play" and e.card == u:
                e = e._replace(card=FACE_DOWN)
            elif e.kind == "trick" and e.cards and u in e.cards:
                e = e._replace(cards=tuple(FACE_DOWN if c == u else c for c in e.cards))
            out.append(e)
        return out

    def view(self, seat: int) -> View:
        over = self.to_act is None
        trick, history, played, points, face_down = self.trick, self.history, self.played, self.points, self.face_down
        if face_down and not over and not self._sees_unknown(seat):  # the unknown lies face down (rare: checked first)
            trick, history, played, points = self._hide_unknown()
            face_down = (FACE_DOWN,)
        is_picker = seat == self.picker
        hand = self.hands[seat]
        if self.kind == "cards":
            mine = seat in self.partners
        else:
            mine = bool(self.dealt[seat] & (self.partner_mask | self._side_mask))
        known = tuple(p for p in self.partners if p == seat or p in self.revealed or self._exchanged_with(seat, p))
        if self.kind == "cards":
            side = tuple(sorted(set(known)))
        elif self.picker is not None:
            side = (self.picker,) + known
        else:
            side = ()
        alone = self.alone and (is_picker or self.alone_public)
        if self.kind == "cards" and self.rules.partner == "cards" and len(self.partners) == 1:
            alone = seat in self.partners or not self.watch & self.side_cards  # all the partner cards played
        public_cards: tuple[int, ...] = ()
        if self.called is not None:
            public_cards = (self.called,)
        if self.picker is not None and self.rules.partner in ("jack_of_diamonds", "jd_and_called_ace") and not (self.alone and self.alone_public):
            public_cards += (JD,) if JD not in public_cards else ()
        if self.kind == "cards":
            public_cards = tuple(bits(self.side_cards))
        return View(
            *self.view_head(seat),
            hand=0 if over else hand,
            hand_counts=(0,) * self.n if over else tuple(h.bit_count() for h in self.hands),
            passed=self.passed,
            picker=self.picker,
            leaster=self.leaster,
            blind=self._blind_seen(seat),
            buried=self._buried_by(seat),
            called=self.called,
            unknown_called=self.unknown is not None,
            unknown=self.unknown if is_picker else None,
            alone=alone,
            partner=known[0] if known else None,
            called_suit_led=self.called is not None and self.called_mask != 0 and not self.duty,
            leader=self.leader,
            trick=trick,
            won=tuple(self.won),
            points=tuple(points),
            played=played,
            history=history,
            totals=tuple(self.totals),
            deck=self.deck,
            partners=known,
            side=side,
            partner_cards=public_cards,
            i_am_partner=mine and not is_picker,
            kind=self.kind,
            knocks=self.knocks,
            growth=self._growth(),
            shown=self.shown,
            sheepshead=self.sheepshead,
            die=self.die,
            face_down=face_down,
            forced=self.forced,
            forced_now=self.phase is PICK and self._dealer_forced(),
            pot=self.pot,
        )
