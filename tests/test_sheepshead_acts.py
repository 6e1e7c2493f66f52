"""The lazy bury offer is the list of pairs it stands for (engine/sheepshead_acts.py)."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from sheriff_tui.cards import PACK_32, bits
from sheriff_tui.engine.core import Action
from sheriff_tui.engine.sheepshead_acts import BuryOffer, _bury_offer

PACK = bits(PACK_32)


def every_pair(seat: int, hand: int, need: int) -> list[Action]:
    """The offer written out: every two cards of the hand, lowest first, keeping a card of ``need``."""
    keep = hand & need
    return [
        Action("bury", seat, cards=pair)
        for pair in combinations(bits(hand), 2)
        if not need or keep & ~((1 << pair[0]) | (1 << pair[1]))
    ]


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 7),
    st.lists(st.sampled_from(PACK), min_size=2, max_size=12, unique=True),
    st.lists(st.sampled_from(PACK), max_size=4, unique=True),
)
def test_bury_offer_is_every_pair_keeping_the_hold(seat: int, hand_cards: list[int], need_cards: list[int]) -> None:
    hand = sum(1 << c for c in hand_cards)
    need = sum(1 << c for c in need_cards)
    offer = _bury_offer(seat, hand, need, 2)
    expected = every_pair(seat, hand, need)
    assert offer == expected and list(offer) == expected and len(offer) == len(expected)
    assert [offer[i] for i in range(len(offer))] == expected
    assert [offer[i] for i in range(-len(offer), 0)] == expected
    assert offer[1:4] == expected[1:4]
    assert all(a in offer for a in expected)
    assert Action("bury", seat, cards=(PACK[0], PACK[0])) not in offer


def test_bury_offer_refuses_an_index_past_its_end() -> None:
    offer = _bury_offer(0, (1 << PACK[0]) | (1 << PACK[1]) | (1 << PACK[2]), 0, 2)
    assert isinstance(offer, BuryOffer) and len(offer) == 3
    for i in (3, -4):
        try:
            offer[i]
        except IndexError:
            continue
        raise AssertionError(f"offer[{i}] gave an action")
