"""What the Toruf ``normal`` bot reads from its view: the hand's worth for a contract,
the cards still out, the seats known void, and the chance that a trick stays won.

Card ids: suit ``c // 13`` (C D H S), rank ``c % 13`` (A = 12, K 11, Q 10, J 9, 10 = 8).
Everything here reads one seat's :class:`~sheriff_tui.engine.toruf.View` only.
"""

from __future__ import annotations

from typing import NamedTuple

from ...cards import SUIT_MASK
from ...engine.toruf import View
from ...engine.toruf.score import NO_TRUMP, POINTS

ACE, KING, QUEEN, JACK, TEN = 12, 11, 10, 9, 8
LOW = 0x1FFF


def ranks(hand: int, suit: int) -> int:
    """The 13-bit rank mask of ``hand`` in ``suit``."""
    return hand >> (13 * suit) & LOW


def hand_value(hand: int, trump: int, size: int = 13) -> float:
    """The card points a partnership can expect with ``hand`` and this trump (NO_TRUMP for none).

    An average hand expects half of the 90. Trump length is the core of the
    strategy notes: six or more is strong, four or fewer dangerous, because the
    must-trump duty lets long trumps ruff the others' points. Aces are sure
    points (and a trick); a ten is safe only beside its ace; kings need a guard.
    In no trump only stoppers and sure tricks count: a long suit without its top
    is lost to the first opponent who can't follow.
    """
    scale = size / 13
    value = 45.0
    if trump == NO_TRUMP:
        for s in range(4):
            r = ranks(hand, s)
            n = r.bit_count()
            top = 0  # sure tricks from the top: A, A K, A K Q …
            k = ACE
            while k >= 0 and r >> k & 1:
                top += 1
                k -= 1
            value += 6 * top + (3 if top and r >> TEN & 1 else 0)
            if not r >> ACE & 1:
                if r >> KING & 1 and n >= 2:
                    value += 1
                else:
                    value -= 9  # no stopper: the opponents run the suit
            value += max(0, n - 4) * 2 if top >= 2 else 0
        return value
    t = ranks(hand, trump)
    length = t.bit_count()
    value += 4.5 * (length - 3.25 * scale)
    value += 4 * (t >> ACE & 1) + 3 * (t >> KING & 1) + 2 * (t >> QUEEN & 1) + (t >> JACK & 1) + 4 * (t >> TEN & 1)
    for s in range(4):
        if s == trump:
            continue
        r = ranks(hand, s)
        n = r.bit_count()
        if r >> ACE & 1:
            value += 4 + (4 if r >> TEN & 1 else 0)
            if r >> KING & 1:
                value += 2
        elif r >> KING & 1 and n >= 2:
            value += 1
        elif r >> TEN & 1 and n <= 2:
            value -= 3  # a bare ten feeds the opponents' ace
        if length >= 4:
            value += {0: 4, 1: 2}.get(n, 0)  # a void or a singleton beside trumps: ruffs
    return value


def best_trump(hand: int, size: int = 13) -> tuple[int, float]:
    """The best contract for ``hand``: (trump or NO_TRUMP, its value)."""
    best, val = 0, -1e9
    for s in range(4):
        v = hand_value(hand, s, size)
        if v > val:
            best, val = s, v
    nt = hand_value(hand, NO_TRUMP, size)
    if nt >= 2 * (val - 45) + 45 + 6 and all(ranks(hand, s) >> ACE & 1 or (ranks(hand, s) >> KING & 1 and ranks(hand, s).bit_count() >= 2) for s in range(4)):
        return NO_TRUMP, nt
    return best, val


class Table(NamedTuple):
    """What a seat knows in the play."""

    me: int
    trump: int  # 0..3, or NO_TRUMP
    unseen: int  # cards I can't place: the others' hands, the open hand excepted
    voids: tuple[int, ...]  # per seat, the suits (bit per suit) it showed out of
    counts: tuple[int, ...]  # cards left per seat
    open_seat: int  # the declarer when played open, else -1
    open_hand: int


def read_table(view: View) -> Table:
    """Cards out and known voids, from the played cards and the tricks' history."""
    trump = NO_TRUMP if view.no_trump or view.trump is None else view.trump
    open_hand = view.open_hand or 0
    open_seat = view.declarer if view.open_hand is not None and view.declarer != view.seat else -1
    unseen = view.rules.pack & ~view.played & ~view.hand & ~(open_hand if open_seat >= 0 else 0)
    voids = [0, 0, 0, 0]
    tricks = [(t.leader, t.cards) for t in view.history]
    if view.trick:
        tricks.append((view.leader, view.trick))
    for leader, cards in tricks:
        led = cards[0] // 13
        for i in range(1, len(cards)):
            c = cards[i]
            s = c // 13
            if s != led:
                seat = (leader + i) & 3
                voids[seat] |= 1 << led
                if trump != NO_TRUMP and s != trump:
                    voids[seat] |= 1 << trump  # couldn't follow and didn't trump: no trump left
    return Table(view.seat, trump, unseen, tuple(voids), view.hand_counts, open_seat if open_seat is not None else -1, open_hand)


def beats(c: int, best: int, trump: int) -> bool:
    """Whether ``c`` beats the trick's best card ``best``."""
    sc, sb = c // 13, best // 13
    if sc == sb:
        return c > best
    return sc == trump


def _p_hold(k: int, share: float) -> float:
    """The chance a seat holding ``share`` of the unseen cards has one of ``k`` given ones."""
    return 1.0 - (1.0 - share) ** k if k > 0 else 0.0


def p_beat(t: Table, seat: int, best: int, led: int) -> float:
    """The chance that ``seat`` (still to play) beats ``best`` in a trick led in suit ``led``."""
    if seat == t.open_seat:
        return 1.0 if _can_beat(t.open_hand, best, led, t.trump) else 0.0
    unknown = t.unseen.bit_count()
    if not unknown or not t.counts[seat]:
        return 0.0
    share = min(1.0, t.counts[seat] / unknown)
    void = t.voids[seat]
    trump = t.trump
    bs = best // 13
    above = t.unseen & SUIT_MASK[bs] & ~((2 << best) - 1)
    if bs == led:  # best is of the suit led
        led_out = (t.unseen & SUIT_MASK[led]).bit_count()
        if void >> led & 1:
            p_void = 1.0
            p_high = 0.0
        else:
            p_high = _p_hold(above.bit_count(), share)
            p_void = (1.0 - share) ** led_out
        if trump == NO_TRUMP or led == trump or void >> trump & 1:
            return p_high
        trumps_out = (t.unseen & SUIT_MASK[trump]).bit_count()
        return min(1.0, p_high + p_void * _p_hold(trumps_out, share))
    # best is a trump on a side suit
    if void >> trump & 1:
        return 0.0
    if void >> led & 1:
        p_void = 1.0
    else:
        p_void = (1.0 - share) ** (t.unseen & SUIT_MASK[led]).bit_count()
    return p_void * _p_hold(above.bit_count(), share)


def _can_beat(hand: int, best: int, led: int, trump: int) -> bool:
    """Whether a known hand can beat ``best`` (the open hand)."""
    follow = hand & SUIT_MASK[led]
    bs = best // 13
    if follow:
        return bs == led and bool(follow >> (best + 1))
    if trump == NO_TRUMP:
        return False
    trumps = hand & SUIT_MASK[trump]
    if bs == trump:
        return bool(trumps >> (best + 1))
    return bool(trumps)


def p_hold_trick(t: Table, best: int, led: int, later: tuple[int, ...]) -> float:
    """The chance that ``best`` keeps the trick against the opponents in ``later`` (seats still to play)."""
    p = 1.0
    for s in later:
        p *= 1.0 - p_beat(t, s, best, led)
    return p


def is_master(t: Table, c: int) -> bool:
    """No unseen card of its suit is higher (nor in the open hand)."""
    others = t.unseen | (t.open_hand if t.open_seat >= 0 else 0)
    return not others & SUIT_MASK[c // 13] & ~((2 << c) - 1)


def points(cards: tuple[int, ...]) -> int:
    return sum(POINTS[c] for c in cards)
