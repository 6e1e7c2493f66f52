"""What a Sheepshead hand is worth to pick, call and bury, for the bots (the weights fitted to
self-play). The table's reading (sides, where the cards are, the stakes) is :mod:`.eval`'s."""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from ...cards import bits
from ...engine.sheepshead.cards import ACE, TEN
from .eval import Cards, pts

# -- picking, calling, burying ---------------------------------------------------

# a card's worth for picking, fitted to self-play (the score picking minus
# passing, over 22,000 pick decisions): a trump about one stake, the black
# queens nearly three; fail aces and voids add little beside the trumps
TRUMP_VALUE = (3.0, 3.0, 2.2, 2.2, 1.65, 1.65, 1.35, 1.35, 1.25, 1.25, 1.15, 1.15, 1.15, 1.15) + (1.15,) * 4
FAIL_ACE = 0.3  # a fail ace: a likely trick and 11 points
VOID = 0.1  # a void (with trumps to ruff)
LONE_TEN = 0.0  # a ten without its ace


def pick_strength(hand: int, k: Cards) -> float:
    """A hand's worth for picking (about: sure tricks, doubled)."""
    score = 0.0
    for c in bits(hand & k.trump_mask):
        score += TRUMP_VALUE[k.trump_rank[c]]
    ntr = (hand & k.trump_mask).bit_count()
    for s in k.fail_suits:
        m = hand & k.suit5[s]
        if not m:
            score += VOID if ntr >= 3 else 0.0
        elif m >> ACE[s] & 1:
            score += FAIL_ACE
        elif m >> TEN[s] & 1:
            score += LONE_TEN
    return score


BURY_WEIGHT = 0.35  # a buried point against a kept card's worth


def keep_score(kept: int, buried: int, hold: int, k: Cards, dead: int = 0, bury_weight: float = BURY_WEIGHT) -> float:
    """How good a picker's kept cards are to play, plus the bury's sure points.

    Trumps first (a trump is never buried while a fail card will do: see
    :func:`best_bury`), then voids to trump with, then fail points kept only
    where they are safe (an ace) and buried where they are not (a lone ten, a
    king). ``hold`` is the called suit (its last card stays); ``dead`` the
    unknown, a card that only waits for the called suit.
    """
    score = 0.0
    live = kept & ~dead  # a trump set face down as the unknown takes no trick
    for c in bits(live & k.trump_mask):
        score += 10.0 + (14 - k.trump_rank[c]) * 0.5
    for s in k.fail_suits:
        m = live & k.suit5[s]
        if not m:
            if not hold & k.suit5[s]:
                score += 3.0
            continue
        many = m.bit_count()
        for c in bits(m):
            score -= 1.5
            r = c % 13
            if c == ACE[s]:
                score += 2.5 if many <= 2 else 1.0
            elif r == 8 and not m >> ACE[s] & 1:
                score -= 2.0  # a lone ten: bury its points instead
            elif r == 11:
                score -= 0.8
    score += bury_weight * pts(buried)
    score -= 0.2 * pts(dead)
    return score


def bury_offers(hand: int, size: int, hold: int, dead: int) -> list[tuple[int, ...]]:
    """Every ``size`` cards of ``hand`` the picker may bury: never the unknown, never the last hold card."""
    cards = [c for c in bits(hand) if not dead >> c & 1]
    out = []
    for combo in combinations(cards, size):
        m = sum(1 << c for c in combo)
        if not hold or hand & hold & ~m:
            out.append(combo)
    return out


def best_bury(
    hand: int, hold: int, k: Cards, offers: Sequence[tuple[int, ...]], dead: int = 0, bury_weight: float = BURY_WEIGHT
) -> tuple[tuple[int, ...], float]:
    """The cards to bury, among ``offers``, and the kept hand's score.

    Buries as few trumps as the hand allows; among those, the best kept hand.
    """
    if not offers:
        return (), float("-inf")
    tm = k.trump_mask
    ntr = [sum(tm >> c & 1 for c in o) for o in offers]
    fewest = min(ntr)
    best, best_score = offers[0], float("-inf")
    for o, t in zip(offers, ntr):
        if t > fewest:
            continue
        m = sum(1 << c for c in o)
        sc = keep_score(hand & ~m, m, hold, k, dead, bury_weight)
        if sc > best_score:
            best, best_score = o, sc
    return best, best_score


def hold_of(called: int | None, unknown: int | None, k: Cards) -> tuple[int, int]:
    """(hold mask, dead card mask) a call leaves the picker: a card of the called suit
    to keep (an ace call), the ace (a ten call), or the unknown; nothing for a jack."""
    if called is None or k.is_trump(called):
        return 0, 0
    suit = called // 13
    if unknown is not None:
        return 1 << unknown, 1 << unknown
    if called == TEN[suit]:
        return 1 << ACE[suit], 0
    return k.suit5[suit], 0


def alone_strength(kept: int, k: Cards) -> float:
    """Kept cards' chance to beat everyone alone, roughly in tricks."""
    score = 0.0
    for c in bits(kept & k.trump_mask):
        r = k.trump_rank[c]
        score += 1.0 if r < 2 else 0.8 if r < 4 else 0.6 if r < 8 else 0.45
    for s in k.fail_suits:
        if kept >> ACE[s] & 1:
            score += 0.5
    return score
