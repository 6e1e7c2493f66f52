"""Toruf's rules (digest §2): deal, auction, trump, the duties of play, scoring, the variants, the match."""

from __future__ import annotations

import dataclasses

import pytest

from sheriff_tui.cards import PACK_32, bits, mask_of, parse_cards
from sheriff_tui.engine import IllegalAction, toruf, tricks
from sheriff_tui.engine.toruf import duty as toruf_duty
from sheriff_tui.engine.core import Action, DealSetup
from sheriff_tui.engine.toruf.score import NO_TRUMP, POINTS, deal_score, points_of

from ..toruf_helpers import SUITS_BY_SEAT, A, C, M, auction, contract, deal, finish_deal, game, legal_cards, plays


def state(g: toruf.Toruf) -> tuple:
    """Everything an action may change."""
    return (
        g.phase, g.to_act, tuple(g.hands), g.trick, g.bids, g.high_bid, g.high_seat, g.passed, g.declarer,
        g.contract, g.forced, g.trump, g.opened, g.doubled, g.calls, tuple(g.asked), tuple(g.stages),
        tuple(g.actions), tuple(g.points), g.history, g.deal_no, tuple(g.totals), g.leader, g.dealer,
    )


def refused(g: toruf.Toruf, action: Action, words: str) -> None:
    """The action is refused with a reason containing ``words``, and nothing changes."""
    before = state(g)
    with pytest.raises(IllegalAction) as exc:
        g.apply(action)
    assert words in exc.value.reason
    assert state(g) == before


# Hearts trump, seat 0 declares and leads 2C. Seat 1 is void in clubs with 4H QH;
# seat 2 is void in clubs with 3H 5H 6H 9H KH; seat 3 holds clubs and hearts.
OVERTRUMP = [
    "2C 3C 4C 5C 6C 7C AS KS QS JS 10S 9S 8S",
    "4H QH AD KD QD JD 10D 9D 8D 7D 6D 5D 4D",
    "3H 5H 6H 9H KH 7S 6S 5S 4S 3S 2S 3D 2D",
    "8C 9C 10C JC QC KC AC AH JH 10H 2H 8H 7H",
]
# The same, but seat 1 trumps with the AH: seat 2 holds only lower trumps.
UNDERTRUMP = [
    "2C 3C 4C 5C 6C 7C AS KS QS JS 10S 9S 8S",
    "AH 4H AD KD QD JD 10D 9D 8D 7D 6D 5D 4D",
    "2H 3H 5H 6H KH 7S 6S 5S 4S 3S 2S 3D 2D",
    "8C 9C 10C JC QC KC AC QH JH 10H 9H 8H 7H",
]


# -- the pack and the points ----------------------------------------------------


def test_card_points_make_90_with_the_last_trick():
    assert [POINTS[C(x)] for x in ("AS", "KS", "QS", "JS", "10S", "9S", "2S")] == [4, 3, 2, 1, 10, 0, 0]
    assert sum(POINTS) == 80 == points_of(PACK_32)
    assert toruf.TOTAL_POINTS == 90 and toruf.LAST_TRICK == 10


# -- the deal ---------------------------------------------------------------------


def test_deal_in_packets_of_3_4_3_3_from_the_dealers_left():
    deck = tuple(range(52))
    g = toruf.new_game(toruf.Rules(), 4, setups=[DealSetup(deck=deck)], dealer=1)
    left = [2, 3, 0, 1]  # seats from the dealer's left
    for k, s in enumerate(left):
        want = list(range(3 * k, 3 * k + 3)) + list(range(12 + 4 * k, 16 + 4 * k))
        want += list(range(28 + 3 * k, 31 + 3 * k)) + list(range(40 + 3 * k, 43 + 3 * k))
        assert g.hands[s] == mask_of(want)
    assert all(h.bit_count() == 13 for h in g.hands)
    assert g.to_act == 2 and g.phase == "auction"


def test_short_game_deals_8_each_in_packets_of_3_2_3_from_32_cards():
    rules = toruf.Rules(cards=32)
    deck = tuple(bits(PACK_32))
    g = toruf.new_game(rules, 4, setups=[DealSetup(deck=deck)], dealer=3)
    for k in range(4):  # the dealer is seat 3: seat k is k places from the dealer's left
        want = deck[3 * k : 3 * k + 3] + deck[12 + 2 * k : 14 + 2 * k] + deck[20 + 3 * k : 23 + 3 * k]
        assert g.hands[k] == mask_of(want)
    assert all(h.bit_count() == 8 for h in g.hands)
    g2 = toruf.new_game(rules, 4, seed=9)
    assert sum(g2.hands) == PACK_32


def test_random_deals_hold_the_whole_pack_and_pass_left():
    g = toruf.new_game(toruf.Rules(), 4, seed=3, dealer=2)
    assert sum(g.hands) == (1 << 52) - 1 and g.to_act == 3
    finish_deal(g)
    assert g.dealer == 3 and g.to_act == 0 and sum(g.hands) == (1 << 52) - 1
    assert g.log[0].setup.deck is not None and g.log[0].dealer == 2


def test_a_random_deal_depends_on_the_seed_and_the_deal_alone():
    a, b = toruf.new_game(toruf.Rules(), 4, seed=5), toruf.new_game(toruf.Rules(), 4, seed=5)
    assert a.hands == b.hands
    assert toruf.new_game(toruf.Rules(), 4, seed=6).hands != a.hands


@pytest.mark.parametrize(
    ("setup", "words"),
    [
        (deal(SUITS_BY_SEAT[:3]), "needs 4 hands"),
        (deal(SUITS_BY_SEAT[:3] + ["2C 3C"]), "hand 3 has 2 cards"),
        (deal(SUITS_BY_SEAT[:3] + [SUITS_BY_SEAT[0]]), "twice"),
        (DealSetup(deck=tuple(range(51))), "exactly once"),
        (DealSetup(hands=deal(SUITS_BY_SEAT).hands, piles=(("blind", (0,)),)), "unknown pile"),
    ],
)
def test_a_bad_deal_is_refused_with_its_reason(setup, words):
    with pytest.raises(ValueError, match=words):
        toruf.new_game(toruf.Rules(), 4, setups=[setup])


def test_a_short_game_deal_must_come_from_the_32_cards():
    hands = ["AS KS QS JS 10S 9S 8S 2S", "AH KH QH JH 10H 9H 8H 7H", "AD KD QD JD 10D 9D 8D 7D", "AC KC QC JC 10C 9C 8C 7C"]
    with pytest.raises(ValueError, match="outside the 32 cards"):
        toruf.new_game(toruf.Rules(cards=32), 4, setups=[deal(hands)])


def test_four_players_only():
    with pytest.raises(ValueError, match="4 players"):
        toruf.new_game(toruf.Rules(), 3)


# -- the auction --------------------------------------------------------------------


def test_auction_starts_left_of_the_dealer_from_46_to_90():
    g = game(SUITS_BY_SEAT, dealer=1)
    assert g.to_act == 2
    legal = g.legal_actions()
    assert legal[0] == A("pass", 2)
    assert [a.value for a in legal[1:]] == list(range(46, 91))


def test_each_bid_beats_the_last_by_at_least_one():
    g = game(SUITS_BY_SEAT)
    auction(g, 60)
    assert [a.value for a in g.legal_actions()[1:]] == list(range(61, 91))
    refused(g, A("bid", 1, value=60), "beat the highest bid so far (60): 61 to 90")
    refused(g, A("bid", 1, value=91), "61 to 90")
    refused(g, A("bid", 1, value=None), "61 to 90")
    refused(g, A("bid", 1, value=True), "61 to 90")


def test_a_pass_is_final_and_three_passes_after_a_bid_end_the_auction():
    g = game(SUITS_BY_SEAT)  # dealer 3: seat 0 speaks first
    auction(g, 50, None, 55, None)  # seat 1 and seat 3 are out
    assert g.to_act == 0
    auction(g, 60)
    assert g.to_act == 2  # seat 1 passed: skipped
    refused(g, A("bid", 1, value=70), "Seat 3's turn, not Seat 2's")
    auction(g, None)  # the third pass after a bid
    assert g.phase == "trump" and g.declarer == 0 and g.contract == 60 and g.to_act == 0
    assert g.bids == ((0, 50), (1, 0), (2, 55), (3, 0), (0, 60), (2, 0))


def test_the_high_bidder_wins_when_the_other_three_have_passed():
    g = game(SUITS_BY_SEAT)
    auction(g, 50, 52, None, None)
    assert g.to_act == 0
    events = g.apply(A("pass", 0))
    assert g.phase == "trump" and g.declarer == 1 and g.contract == 52 and not g.forced
    assert events[-1].kind == "contract" and events[-1].seat == 1 and events[-1].value == 52
    assert events[-1].cards == (1, 3)
    assert g.to_act == 1 and g.legal_actions() == [A("trump", 1, suit=s) for s in ("C", "D", "H", "S", "NT")]


def test_all_four_pass_the_dealer_plays_46():
    g = game(SUITS_BY_SEAT, dealer=2)
    auction(g, None, None, None, None)
    assert g.declarer == 2 and g.contract == 46 and g.forced and g.phase == "trump"


def test_three_passes_before_any_bid_leave_the_dealer_to_speak():
    g = game(SUITS_BY_SEAT, dealer=2)
    auction(g, None, None, None)
    assert g.phase == "auction" and g.to_act == 2
    auction(g, 70)
    assert g.declarer == 2 and g.contract == 70 and not g.forced


def test_after_a_bid_of_90_only_a_pass_is_left():
    g = game(SUITS_BY_SEAT)
    auction(g, 90)
    assert g.legal_actions() == [A("pass", 1)]
    refused(g, A("bid", 1, value=90), "nobody can bid above 90")


def test_wrong_acts_are_refused_with_what_is_due():
    g = game(SUITS_BY_SEAT)
    refused(g, A("play", 0, card="AS"), "it is time to bid or pass")
    refused(g, A("trump", 0, suit="S"), "it is time to bid or pass")
    refused(g, A("bid", 1, value=50), "Seat 1's turn, not Seat 2's")
    refused(g, A("double", 0), "doesn't play double and redouble")
    refused(g, A("open", 0), "doesn't play open hands")


# -- trump ---------------------------------------------------------------------------


def test_the_declarer_alone_names_trump_or_no_trump_and_leads():
    g = game(SUITS_BY_SEAT)
    auction(g, 50, None, None, None)
    refused(g, A("trump", 0, suit="X"), "C, D, H or S, or NT")
    refused(g, A("pass", 0), "time to name the trump suit")
    events = g.apply(A("trump", 0, suit="NT"))
    assert events[0].kind == "trump" and events[0].data == "NT"
    assert g.trump == NO_TRUMP and g.phase == "play" and g.to_act == 0 and g.leader == 0
    v = g.view(1)
    assert v.no_trump and v.trump is None and v.declarer == 0 and v.contract == 50


# -- the duties of play -----------------------------------------------------------------


def test_follow_suit_when_you_can_even_holding_trumps():
    g = game(OVERTRUMP)
    contract(g, 50, "H")
    plays(g, "2C 4H KH")
    assert legal_cards(g) == M("8C 9C 10C JC QC KC AC")
    refused(g, A("play", 3, card="AH"), "you hold a club: you must follow suit")


def test_void_in_the_led_suit_you_must_trump():
    g = game(OVERTRUMP)
    contract(g, 50, "H")
    plays(g, "2C")
    assert legal_cards(g) == M("4H QH")
    refused(g, A("play", 1, card="AD"), "you have no club and hearts are trumps: you must trump with a heart")


def test_with_a_trump_on_the_trick_you_must_overtrump_when_you_can():
    g = game(OVERTRUMP)
    contract(g, 50, "H")
    plays(g, "2C 4H")
    assert legal_cards(g) == M("5H 6H 9H KH")  # any higher trump, not only the highest
    refused(g, A("play", 2, card="3H"), "you have no club and the 4♥ is on the trick: you must overtrump the 4♥ with a higher heart")
    refused(g, A("play", 2, card="7S"), "overtrump the 4♥ with a higher heart")


def test_holding_only_lower_trumps_you_must_still_trump():
    g = game(UNDERTRUMP)
    contract(g, 50, "H")
    plays(g, "2C AH")
    assert legal_cards(g) == M("2H 3H 5H 6H KH")
    refused(g, A("play", 2, card="7S"), "you have no club, and none of your hearts beats the A♥, but you must trump all the same: play a heart")
    plays(g, "2H AC")
    assert g.history[-1].winner == 1  # the AH wins


def test_following_a_trump_lead_you_need_not_beat_it():
    g = game(OVERTRUMP)
    contract(g, 50, "H")
    plays(g, "2C 4H KH AC")  # seat 2 wins with the KH and leads
    assert g.to_act == 2
    plays(g, "6H")
    refused(g, A("play", 3, card="8C"), "trumps were led and you hold a heart: you must follow suit")
    assert legal_cards(g) == M("AH JH 10H 2H 8H 7H")  # the 2H too
    plays(g, "2H")
    assert legal_cards(g) == g.hands[0]  # seat 0 has no heart: anything
    plays(g, "3C")
    assert legal_cards(g) == M("QH")


def test_in_no_trump_a_player_who_cannot_follow_plays_anything():
    g = game(OVERTRUMP)
    contract(g, 50, "NT")
    plays(g, "2C")
    assert legal_cards(g) == g.hands[1]
    plays(g, "AD 3H AC")
    assert g.history[0].winner == 3  # the AC: no trumps


def test_overtrump_leaves_out_only_the_lower_trumps():
    g = game(OVERTRUMP)
    contract(g, 50, "H")
    plays(g, "AS 4H")  # seat 1 is void in spades: it trumps
    assert legal_cards(g) == M("7S 6S 5S 4S 3S 2S")  # seat 2 follows
    plays(g, "2S")
    assert legal_cards(g) == M("AH JH 10H 8H 7H")  # void: over the 4H, so not the 2H
    refused(g, A("play", 3, card="2H"), "overtrump the 4♥")


def test_the_duty_to_trump_holds_when_the_partner_is_winning():
    g = game(SUITS_BY_SEAT)  # spades, hearts, diamonds, clubs by seat
    contract(g, 46, "D")
    plays(g, "AS")
    assert legal_cards(g) == g.hands[1]  # no spade, no diamond: anything
    plays(g, "2H")
    assert legal_cards(g) == g.hands[2] == M(SUITS_BY_SEAT[2])  # the partner's ace is winning: trump all the same
    plays(g, "2D")
    assert legal_cards(g) == g.hands[3]
    plays(g, "2C")
    assert g.history[0].winner == 2


@pytest.mark.parametrize(
    ("hand", "trick", "trump", "legal"),
    [
        ("2H KH AS 3C", "5H", "S", "2H KH"),  # follow
        ("AS 2S 3C 4D", "5H", "S", "AS 2S"),  # must trump
        ("AS 2S 3C 4D", "5H 9S", "S", "AS"),  # must overtrump
        ("3S 2S 3C 4D", "5H 9S", "S", "3S 2S"),  # only lower trumps: still trump
        ("3S 10S AS 3C", "5H 9S KS", "S", "AS"),  # the best trump on the trick counts
        ("3S 10S QS 3C", "5H KS 9S", "S", "3S 10S QS"),
        ("2S AS 3C", "9S", "S", "2S AS"),  # trump lead: no duty to beat
        ("3C 4D", "9S", "S", "3C 4D"),  # trump lead, none held
        ("3C 4D", "5H", "S", "3C 4D"),  # void, no trump held
        ("AS 2S 3C 4D", "5H 9S", "NT", "AS 2S 3C 4D"),  # no trump
        ("AS 2S 3C", "", "S", "AS 2S 3C"),  # a lead: anything
    ],
)
def test_legal_mask_cases(hand, trick, trump, legal):
    t = ("C", "D", "H", "S", "NT").index(trump)
    cards = parse_cards(trick)
    assert toruf.legal_mask(M(hand), cards, t) == M(legal)
    assert tricks.legal_mask(toruf.trick_rules(t, (1 << 52) - 1), M(hand), cards) == M(legal)


@pytest.mark.parametrize(
    ("hand", "trick", "trump", "kind", "best"),
    [
        ("2H KH AS 3C", "5H", "S", "follow", None),
        ("AS 2S 3C 4D", "5H", "S", "trump", None),
        ("AS 2S 3C 4D", "5H 9S", "S", "overtrump", "9S"),
        ("3S 2S 3C 4D", "5H 9S", "S", "undertrump", "9S"),
        ("3S 10S AS 3C", "5H 9S KS", "S", "overtrump", "KS"),
        ("2S AS 3C", "9S", "S", "follow", None),
        ("3C 4D", "5H", "S", "any", None),
        ("AS 2S 3C 4D", "5H 9S", "NT", "any", None),
        ("AS 2S 3C", "", "S", "lead", None),
    ],
)
def test_the_duty_that_binds_names_the_trump_to_beat(hand, trick, trump, kind, best):
    """What the table's prompt reads to say which duty holds before a card is chosen."""
    d = toruf_duty.duty(M(hand), parse_cards(trick), ("C", "D", "H", "S", "NT").index(trump))
    assert d.kind == kind and d.best == (None if best is None else C(best))


def test_trick_winner_highest_trump_else_highest_of_the_led_suit():
    assert toruf.winner_index(parse_cards("5H AH KD 2S"), 3) == 3
    assert toruf.winner_index(parse_cards("5H AH KD 2C"), 3) == 1
    assert toruf.winner_index(parse_cards("5H 2S KS AD"), 3) == 2
    assert toruf.winner_index(parse_cards("5H 2S KS AD"), NO_TRUMP) == 0


def test_illegal_plays_change_nothing():
    g = game(OVERTRUMP)
    contract(g, 50, "H")
    refused(g, A("play", 0, card="AH"), "you don't hold the A♥")
    refused(g, A("play", 0, card=None), "play a card from your hand")
    refused(g, A("play", 0, card=-1), "play a card from your hand")
    refused(g, A("play", 0, card=99), "play a card from your hand")
    refused(g, A("play", 1, card="4H"), "Seat 1's turn, not Seat 2's")
    refused(g, A("bid", 0, value=60), "it is time to play a card")


# -- scoring ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bid", "took", "trump", "doubled", "opened", "bidders", "defenders"),
    [
        (60, 64, 2, 1, False, 60, 26),  # made in a suit: +bid
        (60, 60, 2, 1, False, 60, 30),  # exactly made
        (60, 55, 2, 1, False, -60, 35),  # failed: −bid
        (50, 52, NO_TRUMP, 1, False, 100, 38),  # no trump: double
        (70, 60, NO_TRUMP, 1, False, -140, 30),  # no trump doubles the loss too
        (60, 64, 2, 2, False, 120, 26),  # doubled
        (60, 55, 2, 2, False, -120, 35),
        (60, 64, 2, 4, False, 240, 26),  # redoubled
        (60, 55, 2, 4, False, -240, 35),
        (50, 52, NO_TRUMP, 4, False, 400, 38),  # no trump redoubled: ×8
        (80, 84, 3, 1, True, 100, 6),  # open: +20, not multiplied
        (80, 84, NO_TRUMP, 2, True, 340, 6),
        (80, 70, 3, 1, True, -80, 20),  # a failed open contract costs the usual
    ],
)
def test_deal_score(bid, took, trump, doubled, opened, bidders, defenders):
    for team in (0, 1):
        points = [0, 0]
        points[team], points[1 - team] = took, 90 - took
        sc = deal_score(bid, team, points, trump, doubled, opened, 20)
        assert sc.team_scores[team] == bidders and sc.team_scores[1 - team] == defenders
        assert sc.made == (took >= bid)
        assert sc.reasons[0] == f"bid {bid}, took {took}: {'made' if took >= bid else 'failed'}"
        assert sc.reasons[-1] == f"defenders' card points: +{defenders}"


def test_a_made_contract_in_a_suit_all_tricks_and_the_last_trick():
    g = game(SUITS_BY_SEAT)
    contract(g, 46, "S")  # seat 0 holds every spade: takes every trick
    finish_deal(g)
    r = g.results[0]
    assert r.tricks == (13, 0, 0, 0) and r.points == (90, 0) and r.last_trick == 0
    assert r.made and r.team_scores == (46, 0) and r.scores == (46, 0, 46, 0) and g.scores == [46, 0, 46, 0]
    assert r.declarers == (0, 2) and r.contract == 46 and r.trump == 3 and not r.forced
    assert "bid 46 in spades" in r.headline(g.players)


def test_the_headline_names_the_partnership_in_seat_order_whoever_declared():
    """'You & Wyatt', as the title, the log and the score sheet say it, even when Wyatt declared."""
    g = game(SUITS_BY_SEAT, dealer=1)  # seat 2 speaks first
    contract(g, 46, "D")
    finish_deal(g)
    r = g.results[0]
    assert r.declarer == 2
    assert r.headline(["You", "Belle", "Wyatt", "Doc"]).startswith("Wyatt bid 46 in diamonds; You & Wyatt took 90: made")


def test_a_made_contract_in_no_trump_counts_double():
    g = game(SUITS_BY_SEAT)
    contract(g, 46, "NT")
    finish_deal(g)
    assert g.results[0].team_scores == (92, 0) and g.results[0].multiplier == 2


def test_a_failed_contract_and_the_defenders_points():
    g = game(SUITS_BY_SEAT)
    contract(g, 46, "C")  # seat 3 holds every club: trumps the first trick, then takes the rest
    finish_deal(g)
    r = g.results[0]
    assert r.tricks == (0, 0, 0, 13) and r.points == (0, 90) and r.last_trick == 3
    assert not r.made and r.team_scores == (-46, 90) and g.scores == [-46, 90, -46, 90]


def test_no_trump_made_by_the_second_team():
    g = game(SUITS_BY_SEAT, dealer=2)  # seat 3 declares and leads its clubs: nobody can follow
    contract(g, 60, "NT")
    finish_deal(g)
    r = g.results[0]
    assert r.points == (0, 90) and r.team_scores == (0, 120) and r.declarers == (3, 1) and r.bidding_team == 1


def test_the_last_trick_scores_10_for_its_takers():
    g = game(OVERTRUMP, deals=1)
    contract(g, 50, "H")
    finish_deal(g)
    r = g.results[0]
    cards = [a.card for a in g.log[0].actions if a.act == "play"]
    assert sorted(cards) == list(range(52))
    points, leader = [0, 0], 0
    for k in range(13):
        trick = cards[4 * k : 4 * k + 4]
        w = (leader + toruf.winner_index(trick, 2)) % 4
        points[w & 1] += sum(POINTS[c] for c in trick) + (10 if k == 12 else 0)
        leader = w
    assert r.last_trick == leader and tuple(points) == r.points and sum(r.points) == 90


# -- double and redouble -------------------------------------------------------------


def test_defenders_double_from_the_declarers_left_then_the_bidders_redouble():
    g = game(SUITS_BY_SEAT, doubling=True)
    contract(g, 46, "C")
    assert g.phase == "double" and g.to_act == 1 and g.legal_actions() == [A("double", 1), A("pass", 1)]
    g.apply(A("pass", 1))
    assert g.to_act == 3
    refused(g, A("redouble", 3), "it is time to double or pass")
    g.apply(A("double", 3))
    assert g.phase == "redouble" and g.to_act == 0 and g.doubled == 2
    g.apply(A("pass", 0))
    assert g.to_act == 2
    g.apply(A("redouble", 2))
    assert g.phase == "play" and g.to_act == 0 and g.doubled == 4
    assert g.view(1).calls == ((1, "pass"), (3, "double"), (0, "pass"), (2, "redouble"))
    finish_deal(g)
    r = g.results[0]
    assert r.doubled == 4 and r.team_scores == (-184, 90)  # the defenders' points are not multiplied
    assert "redoubled: ×4" in r.reasons and "redoubled" in r.headline(g.players)


def test_no_double_means_the_play_begins():
    g = game(SUITS_BY_SEAT, doubling=True)
    contract(g, 46, "S")
    g.apply(A("pass", 1))
    g.apply(A("pass", 3))
    assert g.phase == "play" and g.to_act == 0 and g.doubled == 1


def test_a_double_without_a_redouble_counts_twice():
    g = game(SUITS_BY_SEAT, doubling=True)
    contract(g, 46, "S")
    g.apply(A("double", 1))
    g.apply(A("pass", 0))
    g.apply(A("pass", 2))
    finish_deal(g)
    assert g.results[0].team_scores == (92, 0) and g.results[0].doubled == 2


# -- open play -------------------------------------------------------------------------


def test_open_play_shows_the_declarers_hand_to_every_seat():
    g = game(SUITS_BY_SEAT, open_play=True)
    contract(g, 80, "S")
    assert g.phase == "open" and g.legal_actions() == [A("open", 0), A("pass", 0)]
    assert all(g.view(s).open_hand is None for s in range(4))
    events = g.apply(A("open", 0))
    assert events[0].kind == "open" and events[0].cards == tuple(sorted(parse_cards(SUITS_BY_SEAT[0])))
    assert g.phase == "play"
    for s in range(4):
        v = g.view(s)
        assert v.opened and v.open_hand == g.hands[0] and v.hand == g.hands[s]
    plays(g, "AS")
    assert all(g.view(s).open_hand == g.hands[0] for s in range(4))
    finish_deal(g)
    r = g.results[0]
    assert r.opened and r.team_scores == (100, 0) and "played open: +20" in r.reasons


def test_open_play_needs_the_open_minimum():
    g = game(SUITS_BY_SEAT, open_play=True)
    contract(g, 79, "S")
    assert g.phase == "play"
    refused(g, A("open", 0), "only a contract of 80 or more may be played open")


def test_a_declarer_may_decline_to_play_open():
    g = game(SUITS_BY_SEAT, open_play=True)
    contract(g, 85, "S")
    g.apply(A("pass", 0))
    assert g.phase == "play" and not g.opened and g.view(1).open_hand is None
    finish_deal(g)
    assert g.results[0].team_scores == (85, 0)


def test_open_comes_before_the_doubles():
    g = game(SUITS_BY_SEAT, open_play=True, doubling=True)
    contract(g, 80, "C")
    g.apply(A("open", 0))
    assert g.phase == "double" and g.view(1).open_hand == g.hands[0]
    g.apply(A("double", 1))
    g.apply(A("pass", 0))
    g.apply(A("pass", 2))
    finish_deal(g)
    assert g.results[0].team_scores == (-160, 90)  # failed: no bonus


# -- the short game --------------------------------------------------------------------


def test_the_short_game_plays_8_tricks_for_the_same_90_points():
    rules = toruf.Rules(cards=32, deals=1)
    hands = ["AS KS QS JS 10S 9S 8S 7S", "AH KH QH JH 10H 9H 8H 7H", "AD KD QD JD 10D 9D 8D 7D", "AC KC QC JC 10C 9C 8C 7C"]
    g = toruf.new_game(rules, 4, setups=[deal(hands)], dealer=3)
    contract(g, 46, "S")
    finish_deal(g)
    r = g.results[0]
    assert r.tricks == (8, 0, 0, 0) and r.points == (90, 0) and r.team_scores == (46, 0)
    assert g.is_over and g.winner == 0


# -- the match ---------------------------------------------------------------------------


def test_the_deal_passes_on_until_a_team_reaches_the_target():
    g = game(SUITS_BY_SEAT, deals=10)
    contract(g, 46, "S")
    finish_deal(g)
    assert not g.is_over and g.deal_no == 1 and g.dealer == 0 and g.to_act == 1


def test_a_team_reaching_500_wins():
    g = game(SUITS_BY_SEAT, deals=10)
    g.totals[:] = [470, 480, 470, 480]
    contract(g, 46, "C")  # fails: the bidders −46, the defenders +90
    finish_deal(g)
    assert g.is_over and g.winner == 1 and g.scores == [424, 570, 424, 570]
    assert g.to_act is None and g.legal_actions() == [] and g.view(0).phase == "over"


def _both_score(seed_from: int = 0) -> tuple[int, toruf.DealResult]:
    """A seed whose first deal, everyone passing and playing the first legal card, gives both teams points."""
    for seed in range(seed_from, seed_from + 500):
        g = toruf.new_game(toruf.Rules(deals=2), 4, seed=seed)
        finish_deal(g)
        r = g.results[0]
        if r.team_scores[0] > 0 and r.team_scores[1] > 0:
            return seed, r
    raise AssertionError("no such deal")


@pytest.mark.parametrize("margin", [(5, 1), (1, 5), (3, 3)])
def test_both_teams_past_500_in_one_deal(margin):
    seed, r = _both_score()
    g = toruf.new_game(toruf.Rules(deals=2), 4, seed=seed)
    ts = r.team_scores
    before = [500 - ts[t] + margin[t] - 1 for t in (0, 1)]
    g.totals[:] = before + before
    events = []
    while g.deal_no == 0:
        legal = g.legal_actions()
        events += g.apply(legal[0])
    assert g.is_over
    a, b = g.scores[0], g.scores[1]
    assert a >= 500 and b >= 500
    want = 0 if a > b else 1 if b > a else r.bidding_team
    assert g.winner == want
    assert events[-1].kind == "match_over" and events[-1].value == want


def test_nobody_at_500_after_the_last_deal_the_higher_total_wins():
    g = game(SUITS_BY_SEAT, deals=1)
    contract(g, 46, "C")
    finish_deal(g)
    assert g.is_over and g.winner == 1


def test_target_zero_plays_the_deals():
    rules = toruf.Rules(target=0, deals=2)
    g = toruf.new_game(rules, 4, seed=4)
    g.totals[:] = [900, 900, 900, 900]
    finish_deal(g)
    assert not g.is_over
    finish_deal(g)
    assert g.is_over and g.deal_no == 2


# -- the view, the clone, the log ---------------------------------------------------------


def test_views_show_only_the_seats_own_hand():
    g = game(OVERTRUMP)
    contract(g, 50, "H")
    plays(g, "2C 4H")
    for s in range(4):
        v = g.view(s)
        assert v.hand == g.hands[s] and v.open_hand is None and not v.opened
        assert v.hand_counts == (12, 12, 13, 13) and v.trick == tuple(parse_cards("2C 4H"))
        assert v.trump == 2 and not v.no_trump and v.bidding_team == 0 and v.partner_of(s) == (s + 2) % 4
        assert v.played == M("2C 4H") and v.to_act == 2
    plays(g, "KH AC")
    v = g.view(1)
    assert v.won == (0, 0, 1, 0) and v.points == (7, 0) and v.history[0].winner == 2


def test_view_auction_fields():
    g = game(SUITS_BY_SEAT)
    auction(g, 50, None)
    v = g.view(3)
    assert v.bids == ((0, 50), (1, 0)) and v.high_bid == 50 and v.high_seat == 0 and v.lowest_bid == 51
    assert v.declarer is None and v.contract == 0 and v.trump is None and not v.no_trump and v.phase == "auction"


def test_clone_is_independent():
    g = game(OVERTRUMP, doubling=True)
    auction(g, 50, None)
    c = g.clone()
    auction(c, None, None)
    c.apply(A("trump", 0, suit="H"))
    c.apply(A("double", 1))
    assert g.phase == "auction" and g.to_act == 2 and g.passed == 0b10 and g.stages == [] and g.asked == []
    assert c.phase == "redouble"
    g2 = g.clone()
    auction(g, None, None)
    g.apply(A("trump", 0, suit="S"))
    g.apply(A("pass", 1))
    assert g2.phase == "auction" and g2.trump == -1 and c.trump == 2 and c.doubled == 2


def test_the_deal_log_holds_every_decision_in_order():
    g = game(SUITS_BY_SEAT, doubling=True, deals=2)
    contract(g, 46, "S")
    g.apply(A("pass", 1))
    g.apply(A("pass", 3))
    plays(g, "AS 2H 2D 2C")
    log = g.deal_logs()[-1]
    assert [a.act for a in log.actions] == ["bid", "pass", "pass", "pass", "trump", "pass", "pass", "play", "play", "play", "play"]
    assert log.dealer == 3
    finish_deal(g)
    assert len(g.log) == 1 and len(g.log[0].actions) == 7 + 52


def test_rules_problems_are_empty_and_the_schema_has_the_variants():
    names = [f.name for f in dataclasses.fields(toruf.Rules)]
    assert {"cards", "target", "deals", "doubling", "open_play", "open_min", "open_bonus"} <= set(names)
    assert toruf.Rules().problems() == []
    assert toruf.Rules().hand_size == 13 and toruf.Rules(cards=32).hand_size == 8
