"""The shared trick layer: card orders and duties for all three trick games."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from sheriff_tui.cards import PACK_32, PACK_52, bits, mask_of, parse_card, parse_cards
from sheriff_tui.engine import tricks


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def cards(text: str) -> list[int]:
    return parse_cards(text)


# -- Sheriff: plain suits, one of them trump ------------------------------

SHERIFF_SPADES = tricks.suit_trump(3)  # spades trump


def test_sheriff_follow_suit_when_you_can():
    hand = m("2H KH AS 3C")
    assert tricks.legal_mask(SHERIFF_SPADES, hand, cards("5H")) == m("2H KH")


def test_sheriff_any_card_when_void():
    hand = m("AS 3C 4D")
    assert tricks.legal_mask(SHERIFF_SPADES, hand, cards("5H")) == hand


def test_sheriff_no_duty_to_trump():
    hand = m("AS 3C")
    assert tricks.legal_mask(SHERIFF_SPADES, hand, cards("5H KH")) == hand


def test_sheriff_lead_anything():
    hand = m("AS 3C 4D")
    assert tricks.legal_mask(SHERIFF_SPADES, hand, []) == hand


def test_sheriff_highest_of_led_suit_wins_without_trump():
    assert tricks.winner_index(SHERIFF_SPADES, cards("5H AH KD")) == 1
    assert tricks.winner_index(SHERIFF_SPADES, cards("5H 2H AD")) == 0


def test_sheriff_lowest_trump_beats_ace_of_led_suit():
    assert tricks.winner_index(SHERIFF_SPADES, cards("AH 2S KH")) == 1


def test_sheriff_highest_trump_wins():
    assert tricks.winner_index(SHERIFF_SPADES, cards("AH 2S 3S")) == 2
    assert tricks.winner_index(SHERIFF_SPADES, cards("4S 2S AH")) == 0


def test_reason_for_not_following():
    reason = tricks.explain(SHERIFF_SPADES, m("2H AS"), cards("5H"), parse_card("AS"))
    assert reason == "you hold a heart: you must follow suit"


def test_reason_for_a_card_not_held():
    assert "don't hold" in tricks.explain(SHERIFF_SPADES, m("2H"), [], parse_card("AS"))


# -- Sheepshead: trump suit of queens, jacks and diamonds -----------------

SH_TRUMPS = tuple(parse_cards("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D"))
SHEEPSHEAD = tricks.build(PACK_32, SH_TRUMPS, "ATK987")


def test_sheepshead_trump_suit_has_fourteen_cards():
    assert SHEEPSHEAD.trump_mask.bit_count() == 14
    assert SHEEPSHEAD.suit_mask[parse_card("QC")] == SHEEPSHEAD.trump_mask
    assert SHEEPSHEAD.suit_mask[parse_card("7D")] == SHEEPSHEAD.trump_mask


def test_sheepshead_fail_suit_is_six_cards_without_queen_or_jack():
    assert SHEEPSHEAD.suit_mask[parse_card("AC")] == m("AC TC KC 9C 8C 7C")


def test_sheepshead_queen_is_not_a_club():
    # clubs led; a player holding only the Q♣ of clubs' printed suit is void in clubs
    hand = m("QC 7H")
    assert tricks.legal_mask(SHEEPSHEAD, hand, cards("AC")) == hand


def test_sheepshead_must_follow_trump_with_a_jack_or_queen():
    hand = m("JS AC 7H")
    assert tricks.legal_mask(SHEEPSHEAD, hand, cards("7D")) == m("JS")


def test_sheepshead_trump_order():
    order = sorted(bits(SHEEPSHEAD.trump_mask), key=lambda c: -SHEEPSHEAD.power[c])
    assert order == list(SH_TRUMPS)
    assert tricks.winner_index(SHEEPSHEAD, cards("AD JD 7D")) == 1
    assert tricks.winner_index(SHEEPSHEAD, cards("JC QD QC")) == 2


def test_sheepshead_fail_order_ten_above_king():
    assert tricks.winner_index(SHEEPSHEAD, cards("KH TH 9H")) == 1
    assert tricks.winner_index(SHEEPSHEAD, cards("TH AH KH")) == 1


def test_sheepshead_seven_of_diamonds_beats_fail_ace():
    assert tricks.winner_index(SHEEPSHEAD, cards("AH 7D TH")) == 1


def test_sheepshead_off_suit_fail_never_wins():
    assert tricks.winner_index(SHEEPSHEAD, cards("7H AC AS")) == 0


def test_sheepshead_reason_names_trump():
    reason = tricks.explain(SHEEPSHEAD, m("QS AC"), cards("7D"), parse_card("AC"))
    assert reason == "you hold a trump: you must follow suit"


# -- Toruf: must trump and must overtrump ---------------------------------

TORUF_HEARTS = tricks.suit_trump(2, PACK_52, must_trump=True, must_overtrump=True)
TORUF_NT = tricks.suit_trump(None, PACK_52, must_trump=True, must_overtrump=True)


def test_toruf_follow_suit_first():
    hand = m("3C 2H AH")
    assert tricks.legal_mask(TORUF_HEARTS, hand, cards("KC")) == m("3C")


def test_toruf_must_trump_when_void():
    hand = m("2H AH 5S")
    assert tricks.legal_mask(TORUF_HEARTS, hand, cards("KC")) == m("2H AH")


def test_toruf_must_overtrump_when_able():
    hand = m("2H AH 5S")
    assert tricks.legal_mask(TORUF_HEARTS, hand, cards("KC 9H")) == m("AH")


def test_toruf_lower_trump_still_required_when_cannot_overtrump():
    hand = m("2H 3H 5S")
    assert tricks.legal_mask(TORUF_HEARTS, hand, cards("KC 9H")) == m("2H 3H")


def test_toruf_no_trump_held_anything_goes():
    hand = m("5S 6D")
    assert tricks.legal_mask(TORUF_HEARTS, hand, cards("KC 9H")) == hand


def test_toruf_trump_lead_no_duty_to_beat():
    hand = m("2H KH 5S")
    assert tricks.legal_mask(TORUF_HEARTS, hand, cards("QH")) == m("2H KH")


def test_toruf_overtrump_counts_the_best_trump_in_the_trick():
    hand = m("TH QH")
    # clubs led, then 9H, then KH: only a trump above the K would overtrump
    assert tricks.legal_mask(TORUF_HEARTS, hand, cards("2C 9H KH")) == m("TH QH")
    hand = m("TH AH")
    assert tricks.legal_mask(TORUF_HEARTS, hand, cards("2C 9H KH")) == m("AH")


def test_toruf_no_trump_contract_any_card_when_void():
    hand = m("2H 5S")
    assert tricks.legal_mask(TORUF_NT, hand, cards("KC")) == hand
    assert tricks.winner_index(TORUF_NT, cards("KC AH 2C")) == 0


def test_toruf_reasons():
    assert tricks.explain(TORUF_HEARTS, m("2H 5S"), cards("KC"), parse_card("5S")) == (
        "you cannot follow suit and hold a trump: you must trump"
    )
    assert "overtrump the 9♥" in tricks.explain(TORUF_HEARTS, m("2H AH"), cards("KC 9H"), parse_card("2H"))


# -- properties over all three ---------------------------------------------

ALL = [SHERIFF_SPADES, SHEEPSHEAD, TORUF_HEARTS, TORUF_NT]


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_legal_is_a_non_empty_subset_and_winner_is_unbeaten(data):
    tr = data.draw(st.sampled_from(ALL))
    pack = bits(tr.pack)
    chosen = data.draw(st.lists(st.sampled_from(pack), min_size=2, max_size=12, unique=True))
    hand_cards, trick = chosen[: len(chosen) // 2 + 1], chosen[len(chosen) // 2 + 1 :][:4]
    hand = mask_of(hand_cards)
    legal = tricks.legal_mask(tr, hand, trick)
    assert legal and legal & ~hand == 0
    if trick:
        w = trick[tricks.winner_index(tr, trick)]
        for c in trick:
            if c == w:
                continue
            # no other card is of the winner's suit and stronger, and no trump beats a non-trump winner
            same = tr.suit_index[c] == tr.suit_index[w]
            assert not (same and tr.power[c] > tr.power[w])
            if tr.is_trump(c):
                assert tr.is_trump(w)


def test_play_actions_of_a_suit_pattern_are_its_cards_lowest_first():
    from sheriff_tui.engine import core

    for seat in (0, 3):
        for suit in range(4):
            for pattern in [1, 4096, 8191, 0b1010101, 0b110000000011] + list(range(5, 8192, 509)):
                want = tuple(core.PLAY[seat][13 * suit + r] for r in range(13) if pattern >> r & 1)
                assert core.suit_actions(seat, suit, pattern) == want
                assert core.play_actions(seat, pattern << 13 * suit) == list(want)
