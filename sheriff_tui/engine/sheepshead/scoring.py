"""Scoring a deal of the standard game: who was on which side, the points each took, the stakes.

The sums themselves (schneider, the bump, leaster and the rest) are :mod:`.score`'s; this reads
the finished deal off the match and hands them what it needs."""

from __future__ import annotations

from typing import Sequence

from ...cards import bits
from ..core import Event
from .acts import _new
from .cards import POINTS, points_of, schwanzer_points
from .knocks import capped_growth
from .score import (
    CAPPED,
    CAPPED_GROWTH,
    CAPPED_KNOCKS,
    OUTCOMES,
    SHEEPSHEAD_CALLED,
    DealResult,
    StakeReason,
    leaster_scores,
    mittler_scores,
    moster_scores,
    one_against_all,
    outcome,
    side_stakes,
    sides_outcome,
)


class Scoring:
    """The deal's end read off the match: the sides, their points and the stakes (a part of
    :class:`~.game.Sheepshead`; the arithmetic is :mod:`.score`'s)."""

    def _score(self, last: int) -> list[Event]:
        n, rules, kind = self.n, self.rules, self.kind
        prior = self.pending_growth
        if kind == "picker" and self._plain_score and prior == 1 and not self.knocks and not self.sheepshead and len(self.bury_by) == 1 and not self.opp_bury:
            return self._score_usual()
        if self._late_blitz and kind in ("picker", "cards"):
            self._late_blitzes()
        growth = capped_growth(rules, self.factor, prior)
        side: tuple[int, ...] = ()
        side_points = side_tricks = 0
        won = exempt = False
        base = 1
        winner: int | None = None
        shown: tuple[int, ...] = ()
        points = self.points
        if kind == "picker" or kind == "cards":
            side, side_points, side_tricks, won, base, exempt, stakes, points, reasons = self._score_sides()
        elif kind == "doubler":
            self.pending_growth = prior * 2 if rules.doubler_stack else 2
            growth = capped_growth(rules, self.factor, self.pending_growth)  # what the next hand will count
            stakes, reasons = [], []
        elif kind == "schwanzer":
            shown, winner, stakes = self._score_schwanzer()
            reasons = []
        elif kind == "redeal":
            stakes, reasons = [], []
        else:
            points, winner, stakes = self._score_no_sides(last)
            reasons = []
        total = base * growth
        if kind != "doubler":
            self.pending_growth = 1
            if self.knocks or prior > 1:
                reasons += self._growth_reasons(prior)
            cap, covers = rules.cap, rules.cap_covers
            if cap and covers == "all" and total > cap:
                total = cap
                reasons.append(StakeReason(*CAPPED, n=cap))
            elif cap and covers == "knocks" and self.factor > cap:
                reasons.append(StakeReason(*CAPPED_KNOCKS, n=cap))
            elif cap and covers == "growth" and self.factor * prior > cap:
                reasons.append(StakeReason(*CAPPED_GROWTH, n=cap))
        changes = (list(stakes) if total == 1 else [x * total for x in stakes]) if stakes else [0] * n
        pot_moves = ()
        if rules.pot:  # pot.py: the pot's moves added to the changes
            changes, pot_moves = self._pot_moves(kind, side, won, changes)
        picker = self.picker
        partners = side[1:] if side and side[0] == picker else side
        partner = self.partner if self.partner in partners else None
        result = _new(DealResult, (
            self.deal_no, self.dealer, picker, partner, self.called, self.unknown is not None, len(side) == 1,
            self.leaster, tuple(self.won), tuple(points), self.buried + self.opp_bury, self.blind, side_points, side_tricks, won,
            total, winner, tuple(changes), kind, side, partners, base, growth, tuple(reasons), exempt, shown,
            self.sheepshead, self.unknown, self.pot, pot_moves, self.opp_bury, self._forced_pick(), None,
        ))
        self.finish_deal(result, changes)
        return [_new(Event, ("deal_scored", None, None, None, None, result))] + self._start_deal()

    def _forced_pick(self) -> bool:
        """The dealer picked at a table that plays forced pick (the result says '(forced)')."""
        return self.picker is not None and self.picker == self.dealer and self.rules.no_pick == "forced"

    def _score_usual(self) -> list[Event]:
        """:meth:`_score` for the usual deal: a picker (and partners) against the rest, one bury, no
        knocks, doublers, pot or cap (see ``_plain_score``). The same result, without the variants' turns."""
        n, rules, picker, won_ = self.n, self.rules, self.picker, self.won
        points = list(self.points)
        partners = self.partners
        if not partners:  # _side's answer for the picker alone, or with one partner
            side, side_tricks = (picker,), won_[picker]  # type: ignore[index]
        elif len(partners) == 1 and partners[0] != picker:
            partner = partners[0]
            side, side_tricks = (picker, partner), won_[picker] + won_[partner]  # type: ignore[index]
        else:
            side, side_tricks = self._side()
        seat, cards = self.bury_by[0]
        if seat == picker and (side_tricks or not rules.bury_needs_trick):  # _count_bury's answer for the picker's bury
            for c in cards:
                points[seat] += POINTS[c]
        else:
            self._count_bury(points, side, side_tricks, seat, cards)
        side_points = 0
        for t in side:
            side_points += points[t]
        key = self._outcome_base | side_points << 5 | side_tricks
        won, base, reasons = OUTCOMES.get(key) or outcome(key)  # sides_outcome, kept by one int
        exempt = False
        if not won and len(side) > 1:
            pe = rules.partner_exempt
            exempt = (pe == "no_tricks" and side_tricks == 0) or (pe == "picker_no_trick" and won_[picker] == 0)  # type: ignore[index]
        changes = side_stakes(n, side, picker, won, exempt, base)
        partners = side[1:]
        partner = self.partner if self.partner in partners else None
        result = _new(DealResult, (
            self.deal_no, self.dealer, picker, partner, self.called, self.unknown is not None, len(side) == 1,
            False, tuple(won_), tuple(points), self.buried, self.blind, side_points, side_tricks, won,
            base, None, changes, "picker", side, partners, base, 1, reasons, exempt, (),
            False, self.unknown, self.pot, (), (), self._forced_pick(), None,
        ))
        self.finish_deal(result, changes)
        return [_new(Event, ("deal_scored", None, None, None, None, result))] + self._start_deal()

    def _side(self) -> tuple[tuple[int, ...], int]:
        """The side (the picker first, then the partners; without a picker, the card-partners in
        seat order) and the tricks it took."""
        picker, partners = self.picker, self.partners
        if picker is None:
            side = tuple(sorted(set(partners)))
        elif not partners:
            side = (picker,)
        elif len(partners) == 1 and partners[0] != picker:  # the usual picker and partner
            side = (picker, partners[0])
        else:
            side = (picker,) + tuple(p for p in partners if p != picker)
        won, tricks = self.won, 0
        for t in side:
            tricks += won[t]
        return side, tricks

    def _count_bury(self, points: list[int], side: Sequence[int], side_tricks: int, seat: int, cards: tuple[int, ...]) -> None:
        """A bury counts for its burier's side, unless that side took no trick at a table where
        the bury needs one: then it goes to the opponents (to the first of them, for the record)."""
        buried = 0
        for c in cards:
            buried += POINTS[c]
        if seat not in side or side_tricks or not self.rules.bury_needs_trick:
            points[seat] += buried
        else:
            points[next(t for t in range(self.n) if t not in side)] += buried

    def _score_schwanzer(self) -> tuple[tuple[int, ...], int | None, list[int]]:
        """The hands shown: the highest count pays each player; a tie goes against the highest trump."""
        n = self.n
        shown = tuple(schwanzer_points(h, self.deck) for h in self.hands)
        high = max(shown)
        tied = [t for t in range(n) if shown[t] == high]
        if len(tied) > 1:
            tops = {t: max((self.tr.power[c] for c in bits(self.hands[t] & self.deck.trump_mask)), default=-1) for t in tied}
            best = max(tops.values())
            tied = [t for t in tied if tops[t] == best] if best >= 0 else []
        if len(tied) == 1:
            return shown, tied[0], one_against_all(n, tied[0], False)
        return shown, None, []

    def _score_no_sides(self, last: int) -> tuple[list[int], int | None, list[int]]:
        """Leaster, moster, mittler: the blind's points where the house puts them, then the winner."""
        n, rules = self.n, self.rules
        points = list(self.points)
        if rules.leaster_blind == "last_trick":
            points[last] += points_of(self.blind)
        elif rules.leaster_blind == "first_trick":
            points[self.history[0].winner] += points_of(self.blind)
        if self.kind == "moster":
            winner, stakes = moster_scores(n, points, self.won)
        elif self.kind == "mittler":
            winner, stakes = mittler_scores(n, points)
        else:
            winner, stakes = leaster_scores(n, points, self.won, rules.leaster_trick)
            if winner is not None:
                took = self.won[winner]
                if rules.leaster_triple and took and (points[winner] == 0 or took == self.hand_size):
                    stakes = [3 * x for x in stakes]
                elif rules.leaster_no_trick_double and not took:
                    stakes = [2 * x for x in stakes]
        return points, winner, stakes

    def _score_sides(self) -> tuple[tuple[int, ...], int, int, bool, int, bool, list[int], list[int], list[str]]:
        """The picker's side (or the card-partners' side) against the rest."""
        n, rules, picker, won_ = self.n, self.rules, self.picker, self.won
        points = list(self.points)
        side, side_tricks = self._side()
        if picker is not None:
            if self.opp_bury:  # unseen blind cards (or a nuked hand) buried for the opponents
                points[next(t for t in range(n) if t not in side)] += sum(POINTS[c] for c in self.opp_bury)
            for seat, cards in self.bury_by:
                self._count_bury(points, side, side_tricks, seat, cards)
        side_points = 0
        for t in side:
            side_points += points[t]
        exempt = False
        if self.sheepshead:
            won = side_tricks == self.hand_size
            base = 6
            reasons = [StakeReason(*SHEEPSHEAD_CALLED, n=6)]
        else:
            won, base, why = sides_outcome(rules.schneider, rules.out_of_schneider, rules.double_on_bump, self.hand_size, side_points, side_tricks)
            reasons = list(why)
            if not won and picker is not None and len(side) > 1:
                pe = rules.partner_exempt
                exempt = (pe == "no_tricks" and side_tricks == 0) or (pe == "picker_no_trick" and won_[picker] == 0)
        stakes = side_stakes(n, side, picker, won, exempt)
        return side, side_points, side_tricks, won, base, exempt, stakes, points, reasons
