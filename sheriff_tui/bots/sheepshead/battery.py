"""The ``normal`` bot's play in the two-hand battery games (``form = "battery"``).

Two players, the standard trumps and points, part of each player's cards on the
table in stacks (a face-up card on a face-down one). Almost everything is in
sight: both players' face-up stack cards, and, in the first layout, one's own
hand. What is not is the other player's hand and the face-down cards, which
nobody has seen.

The bot looks at the rest of the current trick: every card it may play there
(from the hand or the battery, following suit), against every answer of the
other player (the visible battery cards as they are, the hidden hand as a few
hands drawn from the unseen cards, consistent with the suits it has shown out
of). A line of play is worth the trick's points to whoever takes it, less
what the cards spent would have been worth later (a high trump, an ace), plus
a little for uncovering a face-down card (one more card to choose from, and
one fewer surprise). The other player is assumed to answer as well as it can.
It counts the points as well: once its win (or loss) can no longer change,
only schneider and the every-trick bonus are left to play for.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ...cards import bits
from ...engine.sheepshead.cards import ACE, POINTS, STANDARD, TEN
from .eval import TRUMP, cards_of

K = cards_of(STANDARD)
HAND, BATTERY = "hand", "battery"


def _legal(cards: int, trick: Sequence[int]) -> list[int]:
    if trick:
        follow = cards & K.suit5[K.suit[trick[0]]]
        if follow:
            cards = follow
    return bits(cards)


def _winner(trick: Sequence[int]) -> int:
    best = 0
    for i in range(1, len(trick)):
        if K.beats(trick[i], trick[best]):
            best = i
    return best


class BatteryPlay:
    SAMPLES = 6  # hands drawn for the other player's hidden hand
    TRUMP_KEEP = 0.9  # a trump kept, per rank step from the lowest (×1/14)
    TRUMP_BASE = 3.0  # any trump kept
    ACE_KEEP = 2.0  # a fail ace kept
    TEN_KEEP = 0.5  # a ten kept behind its ace (mine or gone)
    REVEAL = 0.8  # uncovering a face-down card of my own
    REVEAL_OTHER = 0.4  # … or making the other player's battery play uncover one

    def choose_card(self, view: Any, cards: list[int]) -> int:
        if len(cards) == 1:
            return cards[0]
        me = view.seat
        opp = 1 - me
        hand = view.hand
        tops = [sum(1 << up for up, _ in st if up is not None) for st in view.stacks]
        covers = [{up: down for up, down in st if up is not None} for st in view.stacks]
        visible = hand | tops[0] | tops[1] | view.played
        unseen = STANDARD.pack & ~visible
        self._unseen = unseen
        self._voids = self._opp_voids(view, opp)
        order = list(view.order)
        trick = list(view.trick)
        slots = order[len(trick):]
        owners = [s for s, _ in order]
        h_opp = view.hand_counts[opp]
        opp_hand_later = any(s == opp and src == HAND for s, src in slots)
        samples: list[int] = [0]
        if opp_hand_later and h_opp:
            samples = self._samples(view, unseen, h_opp, opp)
        self._me, self._covers, self._tops, self._hand = me, covers, tops, hand
        self._owners = owners
        self._weights = self._stakes(view, me)
        best_c, best_v = cards[0], float("-inf")
        for c in cards:
            total = 0.0
            for opp_hand in samples:
                total += self._search(trick + [c], slots[1:], opp_hand)
            v = total / len(samples) + self._spend(c, me, slots[0][1])
            if v > best_v + 1e-9:
                best_c, best_v = c, v
        return best_c

    # -- the search over the rest of the trick --------------------------------------
    def _search(self, trick: list[int], slots: list[tuple[int, str]], opp_hand: int) -> float:
        if not slots:
            w = self._owners[_winner(trick)]
            pts = sum(POINTS[c] for c in trick)
            return self._score(pts, w == self._me)
        seat, src = slots[0]
        if seat == self._me:
            pool = self._hand if src == HAND else self._tops[seat]
        else:
            pool = opp_hand if src == HAND else self._tops[seat]
        options = _legal(pool, trick)
        if not options:  # a hidden hand drawn too short: nothing to add
            return self._search(trick, slots[1:], opp_hand)
        mine = seat == self._me
        best = float("-inf") if mine else float("inf")
        for c in options:
            v = self._search(trick + [c], slots[1:], opp_hand) + self._spend(c, seat, src)
            if mine:
                if v > best:
                    best = v
            elif v < best:
                best = v
        return best

    def _score(self, pts: int, mine: bool) -> float:
        w_win, w_lose = self._weights
        return pts * w_win if mine else -pts * w_lose

    def _spend(self, c: int, seat: int, src: str) -> float:
        """What playing ``c`` costs its player (positive: good for me)."""
        v = -self._keep(c)
        if src == BATTERY and self._covers[seat].get(c):
            v += self.REVEAL if seat == self._me else -self.REVEAL_OTHER
        return v if seat == self._me else -v

    def _keep(self, c: int) -> float:
        if K.suit[c] == TRUMP:
            return self.TRUMP_BASE + self.TRUMP_KEEP * (14 - K.trump_rank[c])
        s = c // 13
        if c == ACE[s]:
            return self.ACE_KEEP
        if c == TEN[s] and not self._unseen >> ACE[s] & 1:
            return self.TEN_KEEP
        return 0.0

    # -- what is at stake ----------------------------------------------------------
    @staticmethod
    def _stakes(view: Any, me: int) -> tuple[float, float]:
        """A point's worth when I take it and when the other player does (the lines 61 and 91)."""
        mine, theirs = view.points[me], view.points[1 - me]
        left = 120 - mine - theirs
        if mine >= 61 or theirs >= 61:
            lead = mine if mine >= 61 else theirs
            live = lead < 91 and lead + left >= 91 or (120 - lead) < 30  # schneider still open
            w = 1.0 if live else 0.3
            return w, w
        return 1.0, 1.0

    # -- the other player's hidden hand ----------------------------------------------
    @staticmethod
    def _opp_voids(view: Any, opp: int) -> int:
        """Suits (effective, as a mask) the other player's hand has shown out of.

        A past trick's order follows from the one before it (the hand or battery
        that took it leads the next), starting from the non-dealer's hand.
        """
        if view.rules.battery_layout != 1:
            return 0
        dealer = view.dealer
        other = 1 - dealer
        order = [(other, HAND), (dealer, HAND), (other, BATTERY), (dealer, BATTERY)]
        voids = 0
        tricks = [t.cards for t in view.history]
        if view.trick:
            tricks.append(tuple(view.trick))
        for cards in tricks:
            led = K.suit[cards[0]]
            for i in range(1, len(cards)):
                if order[i] == (opp, HAND) and K.suit[cards[i]] != led:
                    voids |= 1 << led
            if len(cards) == len(order):
                w, src = order[_winner(cards)]
                o = 1 - w
                rest = BATTERY if src == HAND else HAND
                order = [(w, src), (o, src), (w, rest), (o, rest)]
        return voids

    def _samples(self, view: Any, unseen: int, size: int, opp: int) -> list[int]:
        """Hands the other player may hold: ``size`` unseen cards, none of a suit it showed out of."""
        pool = unseen
        for x in range(5):
            if self._voids >> x & 1:
                pool &= ~K.suit5[x]
        cards = bits(pool)
        if len(cards) <= size:
            return [pool]
        rng = random.Random(view.played * 7919 + view.hand * 31 + len(view.trick) * 2 + view.seat)
        return [sum(1 << c for c in rng.sample(cards, size)) for _ in range(self.SAMPLES)]


__all__ = ["BatteryPlay"]
