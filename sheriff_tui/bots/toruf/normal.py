"""The ``normal`` Toruf bot: the source's strategy notes, with card counting.

Bids from trump length and honours (six or more trumps strong, four or fewer
dangerous) and what the partner's bids say; names the suit it is longest and
strongest in, no trump only with a stopper in every suit and sure tricks; the
declarer's side draws trumps when it holds length and keeps one for the last
trick (10 points); leads short suits to make the opponents trump and to void
its own hand; cashes an ace before the ten; loads points (tens first) on a
trick its partner is sure to win and never overtakes such a partner; throws
no ten on the opponents' tricks; doubles and opens only on a hand that
justifies it. It reads only its seat's view (:mod:`.eval`).
"""

from __future__ import annotations

import random
from typing import Sequence

from ...cards import SUIT_MASK
from ...engine.core import Action
from ...engine.toruf import View, winner_index
from ...engine.toruf.score import NO_TRUMP, POINTS, TRUMP_CODES
from ..reasons import Reason
from .eval import ACE, TEN, Table, beats, best_trump, hand_value, is_master, p_hold_trick, points, ranks, read_table


class TorufNormal:
    """Heuristic player; deterministic for a given view (the rng is unused)."""

    level = "normal"
    MARGIN = 12.0  # bid up to the hand's value less this …
    THEIR_DEAL_MARGIN = 30.0  # … or less this when the dealer, forced to 46 if all pass, is an opponent
    PARTNER_BID = 2.0  # a partner who bid adds this to the hand's value …
    PARTNER_STEP = 0.1  # … and this per point of its bid above 46
    OPPONENT_BID = 2.0  # an opponent's bid takes this off
    SHORT_TRUMPS = 4  # this many trumps or fewer: dangerous …
    SHORT_CAP = 52  # … bid no higher than this
    OPEN_OVER = 10.0  # open when the hand is worth this much more than the contract
    REDOUBLE_OVER = 12.0
    SURE = 0.85  # a partner's trick this safe gets my points
    WIN_P = 0.6  # take the trick with a card this safe

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase == "auction":
            return self._bid(view, legal)
        if phase == "trump":
            t, _ = best_trump(view.hand, view.rules.hand_size)
            code = TRUMP_CODES[t]
            return next((a for a in legal if a.suit == code), legal[0])
        if phase == "open":
            return self._call(legal, "open" if self.wants_open(view) else "pass")
        if phase == "double":
            return self._call(legal, "double" if self.wants_double(view) else "pass")
        if phase == "redouble":
            return self._call(legal, "redouble" if self.wants_redouble(view) else "pass")
        by_card = {a.card: a for a in legal if a.act == "play"}
        if not by_card:
            return legal[0]
        t = read_table(view)
        cards = sorted(by_card)
        c = self._follow(view, t, cards) if view.trick else self._lead(view, t, cards)
        return by_card[c]

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
        """``choose``'s move and why, for the hint (:mod:`.why`: the same rules, run to record
        which fired; ``choose`` itself, ``hard``'s playout policy, records nothing)."""
        from .why import explain

        return explain(self, view, legal, rng)

    @staticmethod
    def _call(legal: Sequence[Action], act: str) -> Action:
        return next((a for a in legal if a.act == act), legal[-1])

    # -- the auction and the calls -------------------------------------------
    def max_bid(self, view: View) -> int:
        """The highest bid this hand makes: its value for the best trump, the partner's bids added."""
        size = view.rules.hand_size
        trump, value = best_trump(view.hand, size)
        partner = view.partner_of(view.seat)
        heard = {s: v for s, v in view.bids if v}
        if partner in heard:
            value += self.PARTNER_BID + self.PARTNER_STEP * (heard[partner] - 46)
        if any(s != partner and s != view.seat for s in heard):
            value -= self.OPPONENT_BID
        # the bidders score only their bid, the defenders every card point they take: a contract is
        # a burden, worth taking when the alternative is our own dealer forced to 46 (naming a trump
        # from the wrong hand), seldom when the opponents' dealer would be forced (self-play)
        theirs = (view.dealer & 1) != (view.seat & 1)
        top = int(value - (self.THEIR_DEAL_MARGIN if theirs else self.MARGIN))
        if trump != NO_TRUMP and ranks(view.hand, trump).bit_count() <= self.SHORT_TRUMPS * size / 13:
            top = min(top, self.SHORT_CAP)
        return min(top, 90)

    def _bid(self, view: View, legal: Sequence[Action]) -> Action:
        """The lowest bid while the hand's value allows; a partner holding the contract is left alone."""
        pass_ = next(a for a in legal if a.act == "pass")
        if view.high_seat == view.partner_of(view.seat):
            return pass_
        lo = view.lowest_bid
        if lo > self.max_bid(view):
            return pass_
        return next((a for a in legal if a.act == "bid" and a.value == lo), pass_)

    def wants_open(self, view: View) -> bool:
        """Open only with a hand worth well over the contract: the defenders will see every card."""
        t = NO_TRUMP if view.no_trump else view.trump
        return hand_value(view.hand, t if t is not None else NO_TRUMP, view.rules.hand_size) >= view.contract + self.OPEN_OVER

    def wants_double(self, view: View) -> bool:
        """A defender doubles a high contract holding the declarer's trumps (length with the top),
        or, against no trump, a long suit headed by the ace and king."""
        if view.contract < 56:
            return False
        hand = view.hand
        if view.no_trump or view.trump is None:
            return any(ranks(hand, s).bit_count() >= 5 and ranks(hand, s) >> 11 == 3 for s in range(4))
        t = ranks(hand, view.trump)
        n = t.bit_count()
        top = t >> ACE & 1
        aces = sum(ranks(hand, s) >> ACE & 1 for s in range(4))
        return (n >= 4 and top and aces >= 2) or (n >= 5 and t >> 11 & 3 != 0) or (view.contract >= 72 and n >= 3 and top)

    def wants_redouble(self, view: View) -> bool:
        """The declarer redoubles a hand worth well over the contract; the partner leaves it to the declarer."""
        if view.seat != view.declarer:
            return False
        t = NO_TRUMP if view.no_trump else view.trump
        return hand_value(view.hand, t if t is not None else NO_TRUMP, view.rules.hand_size) >= view.contract + self.REDOUBLE_OVER

    # -- the play -------------------------------------------------------------
    def _later_opponents(self, view: View) -> tuple[int, ...]:
        """The opponents still to play to this trick after me."""
        n = len(view.trick)
        return tuple((view.seat + k) & 3 for k in range(1, 4 - n) if ((view.seat + k) & 1) != (view.seat & 1))

    def _follow(self, view: View, t: Table, cards: list[int]) -> int:
        trick = view.trick
        trump = t.trump
        led = trick[0] // 13
        i = winner_index(trick, trump)
        best = trick[i]
        winner = view.trick_seat(i)
        later = self._later_opponents(view)
        partner_wins = winner == view.partner_of(view.seat)
        on_table = points(trick)
        if partner_wins:
            keep = p_hold_trick(t, best, led, later)
            under = [c for c in cards if not beats(c, best, trump)]
            if keep >= self.SURE or not later:
                # the partner is sure: load points, never overtake without need
                if not under:  # the duty to overtrump: the cheapest trump that must go
                    return min(cards, key=lambda c: (self._cost(t, c), c))
                return max(under, key=lambda c: (self._load_value(t, c), -c))
            # the partner may be beaten: secure a fat trick with a safe card of mine
            overs = [c for c in cards if beats(c, best, trump)]
            safe = [c for c in overs if p_hold_trick(t, c, led, later) >= self.SURE]
            if safe and on_table >= 10:
                return min(safe, key=lambda c: (self._cost(t, c), c))
            return self._duck(t, under or cards)
        overs = [c for c in cards if beats(c, best, trump)]
        if overs:
            chances = [(p_hold_trick(t, c, led, later), c) for c in overs]
            good = [c for p, c in chances if p >= self.WIN_P]
            if good:  # every trick is worth a safe winner: its points, the lead, and the last trick's 10
                # cash the ace before the ten: the cheapest sure winner, aces cost nothing
                return min(good, key=lambda c: (self._cost(t, c), c))
        return self._duck(t, cards)

    @staticmethod
    def _load_value(t: Table, c: int) -> float:
        """Points handed to a partner's trick: tens first; a master ace wins its own trick later."""
        r = c % 13
        if c // 13 == t.trump:  # a trump is worth keeping (ruffs, the last trick): only its ten is loaded
            return (4.0 if r == TEN else -6.0) - r / 13
        v = float(POINTS[c])
        if r == ACE and is_master(t, c):
            v -= 4.5
        return v

    @staticmethod
    def _cost(t: Table, c: int) -> float:
        """What a card spends to win a trick: its rank, more for a trump, nothing for a master ace of a side suit."""
        r = c % 13
        if c // 13 == t.trump:
            return 20 + r
        if r == ACE:
            return 0.0
        return r + (8 if r == TEN else 0)

    def _duck(self, t: Table, cards: list[int]) -> int:
        """The cheapest card to lose: no points (never a ten), low rank, a short side suit, trumps kept."""
        hand_len = [0, 0, 0, 0]
        for c in cards:
            hand_len[c // 13] += 1

        def key(c: int) -> tuple[float, int, int]:
            s = c // 13
            pen = POINTS[c] * 3 + (c % 13)
            if s == t.trump:
                pen += 30
            if c % 13 == ACE and is_master(t, c):
                pen += 20
            return (pen, hand_len[s], c)

        return min(cards, key=key)

    def _lead(self, view: View, t: Table, cards: list[int]) -> int:
        trump = t.trump
        hand = view.hand
        me = view.seat
        opponents = ((me + 1) & 3, (me + 3) & 3)
        partner = view.partner_of(me)
        left = hand.bit_count()
        declaring = view.declarer is not None and (view.declarer & 1) == (me & 1)
        my_trumps = [c for c in cards if c // 13 == trump] if trump != NO_TRUMP else []
        side = [c for c in cards if c // 13 != trump]
        trumps_out = (t.unseen | (t.open_hand if t.open_seat >= 0 else 0)) & (SUIT_MASK[trump] if trump != NO_TRUMP else 0)
        opp_have_trumps = trump != NO_TRUMP and bool(trumps_out) and not all(t.voids[o] >> trump & 1 for o in opponents)
        # draw trumps with length: lead the master trump, else the lowest, while the opponents hold some
        if declaring and my_trumps and opp_have_trumps and len(my_trumps) >= 3 and len(my_trumps) * 2 > trumps_out.bit_count():
            top = max(my_trumps)
            if is_master(t, top) or len(my_trumps) >= 4:
                if not (len(my_trumps) == 1 and left > 1):
                    return top if is_master(t, top) else min(my_trumps)
        # cash masters of side suits (the ace before the ten) while the opponents still follow
        for c in sorted(side, key=lambda c: (-POINTS[c], c)):
            if is_master(t, c) and p_hold_trick(t, c, c // 13, opponents) >= self.WIN_P:
                return c
        # lead where the partner ruffs: a suit it showed out of, while it may hold trumps
        if trump != NO_TRUMP and side and t.voids[partner] >> trump & 1 == 0:
            ruff = [c for c in side if t.voids[partner] >> (c // 13) & 1 and POINTS[c] < 10]
            if ruff:
                return min(ruff, key=lambda c: (POINTS[c], c))
        # a short suit: the opponents run out of it and must trump, and I get a void to ruff with
        if side:
            lens = [ranks(hand, s).bit_count() for s in range(4)]

            def short_key(c: int) -> tuple[int, int, int]:
                s = c // 13
                ten_risk = 1 if c % 13 == TEN or (ranks(hand, s) >> TEN & 1 and lens[s] <= 2) else 0
                return (ten_risk, POINTS[c] + lens[s] * 2, c % 13)

            if not (len(my_trumps) == 1 and left > 1) or side:
                return min(side, key=short_key)
        # only trumps left: keep the highest for the last trick, lead the lowest
        return min(cards)
