"""Cards: ids, parsing and printing, packs, masks."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheriff_tui import cards
from sheriff_tui.cards import (
    ACE,
    PACK_24,
    PACK_32,
    PACK_52,
    PACKS,
    QUEEN,
    TEN,
    C,
    CardError,
    D,
    H,
    S,
    bits,
    card,
    card_str,
    cards_str,
    mask_of,
    parse_card,
    parse_cards,
    parse_suit,
    rank_of,
    suit_of,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("QC", card(QUEEN, C)),
        ("10D", card(TEN, D)),
        ("TD", card(TEN, D)),
        ("Q♣", card(QUEEN, C)),
        ("10♦", card(TEN, D)),
        ("A♥", card(ACE, H)),
        ("2♠", card(0, S)),
        ("qc", card(QUEEN, C)),
        ("td", card(TEN, D)),
        ("as", card(ACE, S)),
        ("  KH\t", card(11, H)),
        ("\n10s ", card(TEN, S)),
        ("Q♧", card(QUEEN, C)),
        ("Q♢", card(QUEEN, D)),
        ("Q♡", card(QUEEN, H)),
        ("Q♤", card(QUEEN, S)),
    ],
)
def test_parse_card(text: str, expected: int) -> None:
    assert parse_card(text) == expected


@pytest.mark.parametrize(
    "text", ["", " ", "Q", "C", "1C", "11C", "1D", "QX", "ZC", "QCC", "Q C", "10", "♣Q", "0D", "QC,", "T10D"]
)
def test_bad_card_text_names_what_is_allowed(text: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    message = str(info.value)
    assert repr(text) in message
    for allowed in ("2-10", "J, Q, K or A", "C, D, H, S", "♣ ♦ ♥ ♠", "QC, 10D"):
        assert allowed in message
    assert "\n" not in message


@pytest.mark.parametrize("value", [None, 12, ["QC"], b"QC"])
def test_non_text_is_a_card_error(value: object) -> None:
    with pytest.raises(CardError, match="a card is text"):
        parse_card(value)  # type: ignore[arg-type]


def test_card_error_is_a_value_error() -> None:
    assert issubclass(CardError, ValueError)


def test_parse_cards_takes_text_or_a_list() -> None:
    assert parse_cards("QC 10D, t♥  as") == [card(QUEEN, C), card(TEN, D), card(TEN, H), card(ACE, S)]
    assert parse_cards(["QC", "10d"]) == [card(QUEEN, C), card(TEN, D)]
    assert parse_cards("") == []
    with pytest.raises(CardError):
        parse_cards("QC XX")


@pytest.mark.parametrize("c", range(52))
def test_card_str_round_trip(c: int) -> None:
    assert parse_card(card_str(c)) == c
    assert parse_card(card_str(c, symbols=True)) == c
    assert parse_card(card_str(c).lower()) == c


def test_card_str_forms() -> None:
    assert card_str(card(QUEEN, C)) == "QC"
    assert card_str(card(TEN, D)) == "10D"
    assert card_str(card(QUEEN, C), symbols=True) == "Q♣"
    assert card_str(card(TEN, H), symbols=True) == "10♥"
    assert cards_str([card(ACE, S), card(0, C)]) == "AS 2C"
    assert len({card_str(c) for c in range(52)}) == 52


def test_ids_suits_and_ranks() -> None:
    for c in range(52):
        assert card(rank_of(c), suit_of(c)) == c
        assert cards.SUITS[suit_of(c)] == card_str(c)[-1]
    assert suit_of(card(ACE, S)) == S and rank_of(card(ACE, S)) == ACE


def test_parse_suit() -> None:
    assert [parse_suit(t) for t in ("C", "d", "♥", " s ")] == [C, D, H, S]
    with pytest.raises(CardError, match="allowed: C, D, H, S"):
        parse_suit("NT")


@pytest.mark.parametrize("size, low", [(52, "2"), (32, "7"), (24, "9")])
def test_packs(size: int, low: str) -> None:
    pack = PACKS[size]
    assert bin(pack).count("1") == size == cards.count(pack)
    ranks = {card_str(c)[:-1] for c in bits(pack)}
    assert len(ranks) == size // 4
    assert min(bits(pack), key=rank_of) in {parse_card(low + s) for s in "CDHS"}
    for s in range(4):  # every suit equally
        assert cards.count(pack & cards.SUIT_MASK[s]) == size // 4


def test_packs_nest() -> None:
    assert PACK_24 & PACK_32 == PACK_24
    assert PACK_32 & PACK_52 == PACK_32
    assert PACK_52 == cards.FULL_MASK == (1 << 52) - 1


@settings(derandomize=True)
@given(st.sets(st.integers(0, 51)))
def test_bits_and_mask_of_round_trip(ids: set[int]) -> None:
    mask = mask_of(ids)
    assert bits(mask) == sorted(ids)
    assert mask_of(bits(mask)) == mask
    assert cards.count(mask) == len(ids)
    if ids:
        assert cards.highest(mask) == max(ids)
        assert cards.lowest(mask) == min(ids)


@settings(derandomize=True)
@given(st.integers(0, (1 << 52) - 1))
def test_mask_of_bits_is_identity(mask: int) -> None:
    assert mask_of(bits(mask)) == mask
