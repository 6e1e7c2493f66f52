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
from typing import Callable, Sequence

from ..cards import ACE, SEVEN, rank_of, suit_of
from ..i18n import N_, _

STRAIGHT_FLUSH, FOUR, FULL_HOUSE, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH_CARD = 8, 7, 6, 5, 4, 3, 2, 1, 0

_SHAPES = {(4, 1): FOUR, (3, 2): FULL_HOUSE, (3, 1, 1): THREE, (2, 2, 1): TWO_PAIR, (2, 1, 1, 1): PAIR, (1, 1, 1, 1, 1): HIGH_CARD}
_WORDS = (N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"), N_("eight"), N_("nine"), N_("ten"),
          N_("jack"), N_("queen"), N_("king"), N_("ace"))
_PLURALS = (N_("twos"), N_("threes"), N_("fours"), N_("fives"), N_("sixes"), N_("sevens"), N_("eights"), N_("nines"), N_("tens"),
            N_("jacks"), N_("queens"), N_("kings"), N_("aces"))


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
    shape = tuple(n for _rank, n in groups)
    return (_SHAPES[shape], *(r for r, _count in groups))


def hand_name(cards: Sequence[int], low: int = SEVEN) -> str:
    """The hand in a player's words: 'a full house, jacks over sevens', 'a pair of kings'.
    English, as a result and its record keep it; :func:`hand_words` says it in the language in use."""
    return _named(hand_rank(cards, low), str)


def hand_words(cards: Sequence[int], low: int = SEVEN) -> str:
    """:func:`hand_name` in the language in use (for the words shown, never for what is kept)."""
    return _named(hand_rank(cards, low), _)


def _named(key: tuple[int, ...], say: Callable[[str], str]) -> str:
    cat, r = key[0], key[1:]
    one = say(_WORDS[r[0]])
    if cat == STRAIGHT_FLUSH:
        return say(N_("a straight flush to the {rank}")).format(rank=one)
    if cat == FLUSH:
        return say(N_("a flush, {rank} high")).format(rank=one)
    if cat == STRAIGHT:
        return say(N_("a straight to the {rank}")).format(rank=one)
    if cat == HIGH_CARD:
        return say(N_("{rank} high")).format(rank=one)
    many = say(_PLURALS[r[0]])
    if cat == FOUR:
        return say(N_("four {ranks}")).format(ranks=many)
    if cat == FULL_HOUSE:
        return say(N_("a full house, {ranks} over {others}")).format(ranks=many, others=say(_PLURALS[r[1]]))
    if cat == THREE:
        return say(N_("three {ranks}")).format(ranks=many)
    if cat == TWO_PAIR:
        return say(N_("two pair, {ranks} and {others}")).format(ranks=many, others=say(_PLURALS[r[1]]))
    return say(N_("a pair of {ranks}")).format(ranks=many)


def best_hands(hands: Sequence[Sequence[int]], low: int = SEVEN) -> list[int]:
    """The indexes of the best hand (more than one when they tie)."""
    keys = [hand_rank(h, low) for h in hands]
    top = max(keys)
    return [i for i, k in enumerate(keys) if k == top]
