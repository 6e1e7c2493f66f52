"""Poker hands from the Sheepshead pack, for the pot's showdown: the standard order,
the ace high or low in A-7-8-9-10, suits never ranking."""

from __future__ import annotations

import itertools

import pytest

from sheriff_tui.cards import PACK_32, bits, parse_cards
from sheriff_tui.engine.poker_hands import (
    FLUSH,
    FOUR,
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE,
    TWO_PAIR,
    best_hands,
    hand_name,
    hand_rank,
)

# one hand of each kind, best first, with its name
LADDER = [
    ("AH KH QH JH TH", STRAIGHT_FLUSH, "a straight flush to the ace"),
    ("9S 9H 9D 9C 7C", FOUR, "four nines"),
    ("JC JD JH 7S 7H", FULL_HOUSE, "a full house, jacks over sevens"),
    ("AC JC 9C 8C 7C", FLUSH, "a flush, ace high"),
    ("TC JD QH KS AS", STRAIGHT, "a straight to the ace"),
    ("QC QD QS 8H 7D", THREE, "three queens"),
    ("KC KD 8S 8H 7D", TWO_PAIR, "two pair, kings and eights"),
    ("TC TD AS 9H 7D", PAIR, "a pair of tens"),
    ("AC KD QH JS 9C", HIGH_CARD, "ace high"),
]


def cards(text: str) -> list[int]:
    return list(parse_cards(text))


def test_each_kind_is_named_and_ranked_in_the_standard_order() -> None:
    keys = []
    for text, kind, name in LADDER:
        key = hand_rank(cards(text))
        assert key[0] == kind and hand_name(cards(text)) == name
        keys.append(key)
    assert keys == sorted(keys, reverse=True)


def test_the_ace_plays_low_in_the_short_packs_lowest_straight() -> None:
    wheel = cards("AS 7H 8D 9C TC")
    assert hand_rank(wheel) == (STRAIGHT, parse_cards("TC")[0] % 13)
    assert hand_name(wheel) == "a straight to the ten"
    assert hand_rank(wheel) < hand_rank(cards("7H 8D 9C TC JS"))
    assert hand_name(cards("AH 7H 8H 9H TH")) == "a straight flush to the ten"
    assert hand_rank(cards("AS KH 7D 8C 9C"))[0] == HIGH_CARD  # no wrapping round the ace


def test_kickers_break_ties_and_suits_never_do() -> None:
    assert hand_rank(cards("KC KD AS 9H 7D")) > hand_rank(cards("KH KS QS 9D 8D"))
    assert hand_rank(cards("QC QD 8S 8H AD")) > hand_rank(cards("QH QS 8C 8D KD"))
    a, b = cards("AC KD QH JS 9C"), cards("AD KC QS JH 9H")
    assert hand_rank(a) == hand_rank(b)
    assert best_hands([a, b, cards("KH QC JD 9S 7C")]) == [0, 1]


def test_a_hand_is_five_different_cards() -> None:
    with pytest.raises(ValueError, match="five different cards"):
        hand_rank(cards("AC KD QH JS"))
    with pytest.raises(ValueError, match="five different cards"):
        hand_rank(cards("AC AC QH JS 9S"))


def test_every_hand_of_the_pack_has_a_kind_and_a_name() -> None:
    """All 201,376 hands of the 32 cards: the short pack's counts, four of a kind commoner than a flush."""
    counts = [0] * 9
    for hand in itertools.combinations(bits(PACK_32), 5):
        counts[hand_rank(hand)[0]] += 1
    assert counts[STRAIGHT_FLUSH] == 4 * 5  # 7-J … 10-A and A-7-8-9-10 in each suit
    assert counts[FOUR] == 8 * 28
    assert counts[FLUSH] == 4 * 56 - 20
    assert counts[FULL_HOUSE] == 8 * 4 * 7 * 6
    assert counts[FOUR] > counts[FLUSH]
    assert sum(counts) == 201376
