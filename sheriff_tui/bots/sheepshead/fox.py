"""The ``normal`` bot's play in the fox game (``form = "fox"``, rules digest §3).

Seats 0 and 2 play against 1 and 3 with 24 cards; aces, tens and kings are
counters (the last trick one more), 7 counters score 1, 10 score 2, every trick
7, and the team that takes the A♦, the fox, 1 more. The bot counts the cards
(what is unseen, who has shown out of a suit), weighs each card it may play by
what its team can expect from the trick and what the card is worth kept, and
follows a regular player's rules for leads:

- catch the fox: a fox played by the other side is worth a catcher;
- protect the fox: never lead it into a higher trump, and play it only onto a
  trick the team is sure to take (or when it is the master);
- draw trumps with a master catcher, which also makes the team's tricks safe
  for the fox;
- schmear counters onto the partner's sure tricks, throw blanks on the
  others';
- count the counters: once neither side can cross 7 or 10 any more they
  matter little, while the team without a trick fights for one (a back is 7);
- keep a master trump for the last trick.
"""

from __future__ import annotations

from typing import Sequence

from ...cards import PACK_24, bits
from ...engine.sheepshead.fox import CATCHERS, COUNTERS, FOX, FOX_TRUMPS, TR
from .eval import tricks_so_far

TRUMP = 4
SUIT = TR.suit_index
POWER = TR.power
TRUMPS = TR.trump_mask
SUIT_MASK = tuple(TRUMPS if s == TRUMP else (TR.suit_mask[13 * s + 12] & ~TRUMPS) for s in range(5))
ABOVE = tuple(
    sum(1 << d for d in bits(TR.suit_mask[c] & PACK_24) if POWER[d] > POWER[c]) if PACK_24 >> c & 1 else 0 for c in range(52)
)
RANK = {c: i for i, c in enumerate(FOX_TRUMPS)}
HAND = 6


def beats(a: int, b: int) -> bool:
    """Whether ``a`` beats ``b``, the best card of a trick so far."""
    sa, sb = SUIT[a], SUIT[b]
    if sa == sb:
        return POWER[a] > POWER[b]
    return sa == TRUMP


def best_index(trick: Sequence[int]) -> int:
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best]):
            best = i
    return best


def counter(c: int) -> int:
    return COUNTERS >> c & 1


def _score_line(a: int) -> int:
    """The team's score less the other team's from the counters alone, with ``a`` of 13."""
    return (a >= 7) + (a >= 10) - ((13 - a) >= 7) - ((13 - a) >= 10)


class FoxTable:
    """What one seat knows of the cards: unseen cards, voids, hand sizes, the score so far."""

    def __init__(self, view) -> None:  # type: ignore[no-untyped-def]
        self.view = view
        self.me = me = view.seat
        self.hand = view.hand
        self.unseen = PACK_24 & ~view.hand & ~view.played
        self.counts = view.hand_counts
        voids = [0] * 4
        tricks = tricks_so_far(view)
        for leader, cards in tricks:
            led = SUIT[cards[0]]
            for i in range(1, len(cards)):
                if SUIT[cards[i]] != led:
                    voids[(leader + i) % 4] |= 1 << led
        self.voids = voids
        team = me % 2
        self.mine = view.counters[team]
        self.theirs = view.counters[1 - team]
        won = view.won
        self.my_tricks = won[team] + won[team + 2]
        self.their_tricks = won[1 - team] + won[3 - team]
        self.fox_out = bool(self.unseen >> FOX & 1)

    def mate(self, o: int) -> bool:
        return (o - self.me) % 2 == 0

    def share(self, o: int, s: int) -> float:
        total = 0
        for x in range(4):
            if x != self.me and not self.voids[x] >> s & 1:
                total += self.counts[x]
        return min(1.0, self.counts[o] / total) if total else 0.0

    def p_any(self, o: int, mask: int, s: int) -> float:
        mask &= self.unseen
        if not mask or self.voids[o] >> s & 1 or not self.counts[o]:
            return 0.0
        return 1.0 - (1.0 - self.share(o, s)) ** mask.bit_count()

    def p_void(self, o: int, s: int) -> float:
        if self.voids[o] >> s & 1:
            return 1.0
        return 1.0 - self.p_any(o, SUIT_MASK[s], s)

    def p_beat(self, o: int, c: int, led: int) -> float:
        """Chance that seat ``o`` can beat ``c``, the best card of a trick led in ``led``."""
        sc = SUIT[c]
        if sc == led:
            p = self.p_any(o, ABOVE[c], led)
            if led != TRUMP:
                p += self.p_void(o, led) * self.p_any(o, TRUMPS, TRUMP)
        elif sc == TRUMP:
            p = self.p_void(o, led) * self.p_any(o, ABOVE[c], TRUMP)
        else:
            return 1.0
        return min(1.0, p)

    def p_hold(self, c: int, led: int, after: Sequence[int]) -> float:
        """Chance that no seat of the other side among ``after`` beats ``c``."""
        p = 1.0
        for o in after:
            if not self.mate(o):
                p *= 1.0 - self.p_beat(o, c, led)
        return p

    def master(self, c: int) -> bool:
        return not self.unseen & ABOVE[c]

    def live(self) -> bool:
        """Whether a scoring line (7 or 10 counters for either side) may still be crossed."""
        left = 13 - self.mine - self.theirs
        return _score_line(self.mine) != _score_line(self.mine + left)


class FoxPlay:
    """The card play of the fox game (the game has no other decision)."""

    COUNTER = 0.3  # one counter won (or lost) in a trick, against the other side
    DEAD_COUNTER = 0.05  # … once no line can be crossed
    FOX = 1.0  # the fox: one point to whoever takes it
    BACK = 2.5  # a trick taken when the side has none yet, late in the hand (a back is 7)
    LATER = 0.35  # counters the players still to come add to a trick, each
    CATCHER_KEEP = 0.09  # a trump kept: per step of rank above the lowest
    ACE_KEEP = 0.0  # a plain master kept: a later trick
    LOOSE = 0.06  # a plain counter kept unguarded: the other side may catch it later
    CASH_P = 0.5  # lead a plain master this safe
    MATE_RESCUE = 0.6  # a later partner able to beat the trick keeps it this often

    def choose_card(self, view, cards: list[int]) -> int:  # type: ignore[no-untyped-def]
        if len(cards) == 1:
            return cards[0]
        t = FoxTable(view)
        if view.trick:
            return self.follow(view, t, cards)
        return self.lead(view, t, cards)

    def cw(self, t: FoxTable) -> float:
        """What one counter is worth now: little once no scoring line can be crossed."""
        return self.COUNTER if t.live() else self.DEAD_COUNTER

    # -- what a card is worth kept ---------------------------------------------
    def keep(self, t: FoxTable, c: int) -> float:
        left = t.hand.bit_count()
        if TRUMPS >> c & 1:
            if c == FOX:
                return 0.0  # the fox's risk is in the trick's value
            above_me = (t.unseen & ABOVE[c]).bit_count()
            k = self.CATCHER_KEEP * (len(FOX_TRUMPS) - RANK[c]) / (1 + above_me)
            if left == 2 and t.master(c):
                k += self.cw(t)  # the last trick's counter
            return k
        s = SUIT[c]
        if t.master(c):
            return self.ACE_KEEP
        if counter(c) and t.unseen & ABOVE[c] and (t.hand & SUIT_MASK[s]).bit_count() == 1:
            return -self.LOOSE * 2
        return -self.LOOSE if counter(c) else 0.0

    def value(self, t: FoxTable, c: int) -> float:
        """What a card adds to the trick it joins, for the side taking it."""
        v = counter(c) * self.cw(t)
        if c == FOX:
            v += self.FOX
        return v

    def trick_bonus(self, t: FoxTable) -> float:
        """What taking this trick is worth beyond its cards: the last counter, a back kept or broken."""
        left = t.hand.bit_count()
        v = self.cw(t) if left == 1 else 0.0
        played = HAND - left
        if t.my_tricks == 0 and played >= 3:
            v += self.BACK * (played - 2) / 4  # the other side's back: the later, the likelier
        return v

    # -- following ---------------------------------------------------------------
    def follow(self, view, t: FoxTable, cards: list[int]) -> int:  # type: ignore[no-untyped-def]
        trick = view.trick
        led = SUIT[trick[0]]
        bi = best_index(trick)
        best = trick[bi]
        wseat = (view.leader + bi) % 4
        after = [(view.leader + i) % 4 for i in range(len(trick) + 1, 4)]
        base = sum(self.value(t, c) for c in trick) + self.trick_bonus(t) + self.LATER * self.cw(t) * len(after)
        mate_after = [o for o in after if t.mate(o)]
        if t.mate(wseat):
            p_stay = t.p_hold(best, led, after)
        else:
            p_stay = 0.0
            for o in mate_after:
                p_stay = max(p_stay, t.p_beat(o, best, led) * self.MATE_RESCUE * t.p_hold(best, led, [x for x in after if x != o]))

        def ev(c: int) -> float:
            if beats(c, best):
                p = t.p_hold(c, led, after)
            else:
                p = p_stay
            return (2 * p - 1) * (base + self.value(t, c)) - self.keep(t, c)

        return max(cards, key=lambda c: (round(ev(c), 9), -POWER[c]))

    # -- leading -------------------------------------------------------------------
    def lead(self, view, t: FoxTable, cards: list[int]) -> int:  # type: ignore[no-untyped-def]
        me = t.me
        after = [(me + i) % 4 for i in (1, 2, 3)]
        trumps = sorted((c for c in cards if TRUMPS >> c & 1), key=lambda c: -POWER[c])
        plain = [c for c in cards if not TRUMPS >> c & 1]
        opp_trumps = any(t.p_any(o, TRUMPS, TRUMP) > 0 for o in after if not t.mate(o))
        # two cards left, a master trump and a card that may lose: the master takes the last trick
        if len(cards) == 2 and FOX not in cards:
            top = [c for c in trumps if t.master(c)]
            other = [c for c in cards if c not in top[:1]]
            if top and other and t.p_hold(other[0], SUIT[other[0]], after) < 1.0:
                return other[0]
        # the fox as master can't be caught: take it home, with whatever trumps fall
        if FOX in cards and t.master(FOX) and opp_trumps:
            return FOX
        # draw trumps with a master catcher: the fox falls, or the team's tricks get safe for it
        masters = [c for c in trumps if t.master(c) and c != FOX]
        if masters and opp_trumps and (t.fox_out or FOX in cards or len(trumps) >= 3):
            return masters[0]
        # cash a plain master the other side can't trump
        cash = [c for c in plain if t.master(c) and t.p_hold(c, SUIT[c], after) >= self.CASH_P]
        if cash:
            return max(cash, key=lambda c: (counter(c), POWER[c]))
        # a suit the partner has shown out of (and can trump), when the other side still follows
        mate = (me + 2) % 4
        for c in sorted(plain, key=lambda c: (counter(c), POWER[c])):
            s = SUIT[c]
            if t.voids[mate] >> s & 1 and not t.voids[mate] >> TRUMP & 1 and t.p_any(mate, TRUMPS, TRUMP) > 0.5:
                return c
        if plain:
            return min(plain, key=lambda c: self._lead_cost(t, c))
        # trumps only: the lowest that isn't the fox
        low = [c for c in trumps if c != FOX]
        return low[-1] if low else trumps[-1]

    def _lead_cost(self, t: FoxTable, c: int) -> float:
        """A plain lead without a master: few counters, from a short suit (to trump it later)."""
        s = SUIT[c]
        length = (t.hand & SUIT_MASK[s]).bit_count()
        cost = 1.0 * counter(c) + 0.02 * POWER[c] + 0.3 * length
        if counter(c) and not t.master(c):
            cost += 1.0
        return cost


__all__ = ["FoxPlay", "FoxTable", "CATCHERS"]
