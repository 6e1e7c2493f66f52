"""Five-card poker hands, for the pot's showdown (rules digest §3, "Pots").

A pot left at the end of a match may be played off by dealing five cards face up
to each player: the best poker hand wins. The cards are the Sheepshead pack
(7 to A), and the hands keep the standard poker order, high to low:

straight flush, four of a kind, full house, flush, straight, three of a kind,
two pair, pair, high card.

The short pack changes the odds (a flush is rarer here than four of a kind), not
the order: a table that deals poker at the end of the night ranks the hands the
way everyone knows them. The ace plays high, or low in A-7-8-9-10, the short
pack's lowest straight (as A-2-3-4-5 is in a full pack). Suits never rank:
equal hands tie, and the caller decides what a tie does.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ..cards import ACE, SEVEN, rank_of, suit_of

STRAIGHT_FLUSH, FOUR, FULL_HOUSE, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH_CARD = 8, 7, 6, 5, 4, 3, 2, 1, 0

_SHAPES = {(4, 1): FOUR, (3, 2): FULL_HOUSE, (3, 1, 1): THREE, (2, 2, 1): TWO_PAIR, (2, 1, 1, 1): PAIR, (1, 1, 1, 1, 1): HIGH_CARD}
_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")


def _plural(rank: int) -> str:
    word = _WORDS[rank]
    return word + "es" if word.endswith("x") else word + "s"


def hand_rank(cards: Sequence[int], low: int = SEVEN) -> tuple[int, ...]:
    """A key that orders five-card hands: the better hand has the greater key.

    ``(category, ranks …)`` with the ranks that break ties, most telling first.
    ``low`` is the pack's lowest rank, which the ace joins in the lowest straight.
    """
    if len(cards) != 5 or len(set(cards)) != 5:
        raise ValueError("a poker hand is five different cards")
    counts = Counter(rank_of(c) for c in cards)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    flush = len({suit_of(c) for c in cards}) == 1
    if len(counts) == 5:
        ranks = sorted(counts, reverse=True)
        top = None
        if ranks[0] - ranks[4] == 4:
            top = ranks[0]
        elif ranks == [ACE, low + 3, low + 2, low + 1, low]:
            top = low + 3  # the ace plays low
        if top is not None:
            return (STRAIGHT_FLUSH if flush else STRAIGHT, top)
        if flush:
            return (FLUSH, *ranks)
    shape = tuple(n for _, n in groups)
    return (_SHAPES[shape], *(r for r, _ in groups))


def hand_name(cards: Sequence[int], low: int = SEVEN) -> str:
    """The hand in a player's words: 'a full house, jacks over sevens', 'a pair of kings'."""
    key = hand_rank(cards, low)
    cat, r = key[0], key[1:]
    if cat == STRAIGHT_FLUSH:
        return f"a straight flush to the {_WORDS[r[0]]}"
    if cat == FOUR:
        return f"four {_plural(r[0])}"
    if cat == FULL_HOUSE:
        return f"a full house, {_plural(r[0])} over {_plural(r[1])}"
    if cat == FLUSH:
        return f"a flush, {_WORDS[r[0]]} high"
    if cat == STRAIGHT:
        return f"a straight to the {_WORDS[r[0]]}"
    if cat == THREE:
        return f"three {_plural(r[0])}"
    if cat == TWO_PAIR:
        return f"two pair, {_plural(r[0])} and {_plural(r[1])}"
    if cat == PAIR:
        return f"a pair of {_plural(r[0])}"
    return f"{_WORDS[r[0]]} high"


def best_hands(hands: Sequence[Sequence[int]], low: int = SEVEN) -> list[int]:
    """The indexes of the best hand (more than one when they tie)."""
    keys = [hand_rank(h, low) for h in hands]
    top = max(keys)
    return [i for i, k in enumerate(keys) if k == top]
