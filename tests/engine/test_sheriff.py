"""Sheriff's rules (digest §1): deal, auction, play, scoring and the variants."""

from __future__ import annotations

import dataclasses
import random

import pytest

from sheriff_tui.cards import PACK_52, bits, mask_of, parse_card, parse_cards, suit_of
from sheriff_tui.bots import make_bot
from sheriff_tui.engine import IllegalAction, sheriff
from sheriff_tui.engine.core import Action, DealSetup

R3 = sheriff.Rules(deals=3)


def A(act: str, seat: int, **kw) -> Action:
    if isinstance(kw.get("card"), str):
        kw["card"] = parse_card(kw["card"])
    return Action(act, seat, **kw)


# -- scoring, the digest's examples ----------------------------------------


@pytest.mark.parametrize(
    ("bid", "took", "sheriff_change", "outlaw_change"),
    [
        (6, 6, 17, 0),  # exact: 2×6 + 5
        (8, 9, 16, 0),  # made with an overtrick: no bonus
        (7, 5, -14, 7),  # failed: −2×7, Outlaws +7 each
        (6, 0, -12, 16),  # no trick at all: Outlaws +6 +10 each
        (17, 17, 39, 0),
        (6, 5, -12, 6),
    ],
)
def test_digest_scoring_examples(bid, took, sheriff_change, outlaw_change):
    changes = sheriff.deal_scores(sheriff.Rules(), 3, (1,), bid, took, blind=False)
    assert changes == [outlaw_change, sheriff_change, outlaw_change]


def test_blind_success_scores_three_times_and_failure_the_usual():
    rules = sheriff.Rules(auction="blind")
    assert sheriff.deal_scores(rules, 3, (0,), 6, 6, blind=True) == [51, 0, 0]
    assert sheriff.deal_scores(rules, 3, (0,), 7, 9, blind=True) == [42, 0, 0]
    assert sheriff.deal_scores(rules, 3, (0,), 7, 5, blind=True) == [-14, 7, 7]


def test_blind_exact_bonus_added_once_when_the_table_says_so():
    """The document is silent on whether the exact bonus is tripled in Blind Sheriff: tripled by
    default (the help's decision), added once after the multiplier with the key off."""
    rules = sheriff.Rules(auction="blind", blind_exact_multiplied=False)
    assert sheriff.deal_scores(rules, 3, (0,), 6, 6, blind=True) == [41, 0, 0]  # 12 × 3 + 5
    assert sheriff.deal_scores(rules, 3, (0,), 7, 9, blind=True) == [42, 0, 0]  # no exact bonus: as before


def test_choice_turned_card_stays_when_the_table_says_so():
    """Sheriff's Choice: the document says the taker discards a card; by default any card, the
    turned one too; with ``choice_discard_turned`` off the turned card may not go back out."""
    g = sheriff.new_game(sheriff.Rules(auction="choice", choice_discard_turned=False), 3, seed=5)
    g.apply(A("pass", 1))
    g.apply(A("take", 2))
    assert g.turned not in {a.card for a in g.legal_actions()} and len(g.legal_actions()) == 17
    with pytest.raises(IllegalAction, match="turned card.*choice_discard_turned"):
        g.apply(A("discard", 2, card=g.turned))
    bot = make_bot("sheriff", "normal")
    choice = bot.choose(g.view(2), g.legal_actions(), random.Random(1))
    assert choice.card != g.turned


def test_double_sheriff_each_sheriff_scores_as_a_lone_sheriff():
    rules = sheriff.Rules(players=5, deals=5)
    assert sheriff.deal_scores(rules, 5, (1, 3), 6, 6, blind=False) == [0, 17, 0, 17, 0]
    assert sheriff.deal_scores(rules, 5, (1, 3), 6, 0, blind=False) == [16, -12, 16, -12, 16]


def test_house_rule_values_change_the_score():
    rules = sheriff.Rules(points_per_trick=3, exact_bonus=0, no_trick_bonus=0)
    assert sheriff.deal_scores(rules, 3, (0,), 6, 6, blind=False) == [18, 0, 0]
    assert sheriff.deal_scores(rules, 3, (0,), 6, 0, blind=False) == [-18, 6, 6]


# -- the deal -------------------------------------------------------------


def test_deal_from_a_deck_one_card_at_a_time_from_the_dealers_left():
    deck = tuple(range(52))
    g = sheriff.new_game(R3, 3, setups=[DealSetup(deck=deck)], dealer=0)
    # seat 1 (dealer's left) gets cards 0, 3, 6 …; the 52nd card is turned
    assert g.hands[1] == mask_of(range(0, 51, 3))
    assert g.hands[2] == mask_of(range(1, 51, 3))
    assert g.hands[0] == mask_of(range(2, 51, 3))
    assert g.turned == 51
    assert g.trump == suit_of(51)
    assert all(h.bit_count() == 17 for h in g.hands)


def test_turned_card_is_out_of_play():
    g = sheriff.new_game(R3, 3, seed=4)
    assert not any(h >> g.turned & 1 for h in g.hands)


def test_deal_passes_left():
    g = sheriff.new_game(R3, 3, seed=1)
    dealers = []
    while g.to_act is not None:
        if not dealers or dealers[-1] != g.dealer:
            dealers.append(g.dealer)
        g.apply(g.legal_actions()[0])
    assert dealers == [0, 1, 2]


@pytest.mark.parametrize(("players", "size", "lowest"), [(5, 10, 5), (6, 8, 4)])
def test_double_sheriff_deal(players, size, lowest):
    rules = sheriff.Rules(players=players, deals=players)
    g = sheriff.new_game(rules, players, seed=3)
    assert all(h.bit_count() == size for h in g.hands)
    dealt = mask_of(c for h in g.hands for c in bits(h))
    assert dealt.bit_count() == players * size
    assert not dealt >> g.turned & 1
    bids = [a.value for a in g.legal_actions() if a.act == "bid"]
    assert bids == list(range(lowest, size + 1))


# -- the auction ----------------------------------------------------------


def test_auction_starts_left_of_dealer_and_offers_six_to_seventeen():
    g = sheriff.new_game(R3, 3, seed=2, dealer=2)
    assert g.to_act == 0
    legal = g.legal_actions()
    assert legal[0] == A("pass", 0)
    assert [a.value for a in legal[1:]] == list(range(6, 18))


def test_bids_must_rise_and_a_pass_is_final():
    g = sheriff.new_game(R3, 3, seed=2)
    g.apply(A("bid", 1, value=7))
    with pytest.raises(IllegalAction, match="beat the highest bid"):
        g.apply(A("bid", 2, value=7))
    g.apply(A("pass", 2))
    g.apply(A("bid", 0, value=8))
    # seat 2 passed: the turn skips it
    assert g.to_act == 1
    g.apply(A("bid", 1, value=9))
    assert g.to_act == 0
    g.apply(A("pass", 0))
    assert g.sheriffs == (1,) and g.contract == 9
    assert g.phase == "play" and g.to_act == 1  # the Sheriff leads


def test_all_pass_makes_dealers_left_sheriff_at_six():
    g = sheriff.new_game(R3, 3, seed=2, dealer=1)
    events = []
    for s in (2, 0, 1):
        events += g.apply(A("pass", s))
    assert g.sheriffs == (2,) and g.contract == 6
    assert events[-1].kind == "contract" and events[-1].data == "forced"


def test_last_player_may_still_bid_after_two_passes():
    g = sheriff.new_game(R3, 3, seed=2)
    g.apply(A("pass", 1))
    g.apply(A("pass", 2))
    assert g.phase == "auction" and g.to_act == 0
    g.apply(A("bid", 0, value=6))
    assert g.sheriffs == (0,) and g.contract == 6


def test_illegal_bid_leaves_the_state_unchanged():
    g = sheriff.new_game(R3, 3, seed=2)
    before = g.view(1)
    for bad in (A("bid", 1, value=5), A("bid", 1, value=18), A("play", 1, card="AS"), A("bid", 2, value=7), A("take", 1)):
        with pytest.raises(IllegalAction):
            g.apply(bad)
    assert g.view(1) == before and g.actions == []


def test_double_sheriff_second_highest_last_bid_is_partner():
    rules = sheriff.Rules(players=5, deals=5)
    g = sheriff.new_game(rules, 5, seed=1)
    g.apply(A("bid", 1, value=5))
    g.apply(A("bid", 2, value=6))
    g.apply(A("pass", 3))
    g.apply(A("bid", 4, value=7))
    g.apply(A("pass", 0))
    g.apply(A("bid", 1, value=8))
    g.apply(A("pass", 2))
    g.apply(A("pass", 4))
    # seat 1 high at 8; last bids: seat 2 six, seat 4 seven → seat 4 is the second Sheriff
    assert g.sheriffs == (1, 4) and g.contract == 8
    assert g.to_act == 1


def test_double_sheriff_alone_when_nobody_else_bid():
    rules = sheriff.Rules(players=5, deals=5)
    g = sheriff.new_game(rules, 5, seed=1)
    g.apply(A("bid", 1, value=6))
    for s in (2, 3, 4, 0):
        g.apply(A("pass", s))
    assert g.sheriffs == (1,)


# -- play -------------------------------------------------------------------


def _hands_deal(hands: list[str], turned: str) -> DealSetup:
    return DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands), piles=(("turned", (parse_card(turned),)),))


SPADES = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
# Sheriff (seat 1) holds every spade (trump) and four low clubs.
RUN_DEAL = _hands_deal(
    [
        "AH KH QH JH 10H 9H 8H 7H 6H AD KD QD JD 10D 9D 8D 7D",
        SPADES + " 2C 3C 4C 5C",
        "AC KC QC JC 10C 9C 8C 7C 6C 5H 4H 3H 2H 6D 5D 4D 3D",
    ],
    turned="2D",
)


def _play_out(g, choose):
    while g.phase == "play":
        s = g.to_act
        g.apply(choose(s, g.legal_actions()))


def test_a_whole_deal_scores_the_tricks_it_counted():
    g = sheriff.new_game(R3, 3, setups=[RUN_DEAL])
    g.apply(A("bid", 1, value=13))
    g.apply(A("pass", 2))
    g.apply(A("pass", 0))
    assert g.trump == parse_card("2D") // 13  # the turned 2♦ makes diamonds trump
    _play_out(g, lambda s, legal: max(legal, key=lambda a: (a.card % 13)))
    r = g.results[0]
    assert sum(r.tricks) == 17
    assert r.scores == tuple(sheriff.deal_scores(R3, 3, (1,), 13, r.sheriff_tricks, False))


def test_sheriff_with_all_trumps_takes_exactly_the_tricks_expected():
    # spades trump: the Sheriff (seat 1) holds twelve of them, 2♦ and four low clubs
    deal = _hands_deal(
        [
            "AH KH QH JH 10H 9H 8H 7H 6H AD KD QD JD 10D 9D 8D 7D",
            "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2D 2C 3C 4C 5C",
            "AC KC QC JC 10C 9C 8C 7C 6C 5H 4H 3H 2H 6D 5D 4D 3D",
        ],
        turned="2S",
    )
    g = sheriff.new_game(R3, 3, setups=[deal])
    g.apply(A("bid", 1, value=12))
    g.apply(A("pass", 2))
    g.apply(A("pass", 0))

    def choose(s, legal):
        if s == 1:  # lead the clubs first, then the trumps, 2♦ last
            for want in ("2C", "3C", "4C", "5C"):
                if A("play", 1, card=want) in legal:
                    return A("play", 1, card=want)
            return max(legal, key=lambda a: (a.card // 13 == 3, a.card % 13))
        # Outlaws: follow with the highest card, discard the lowest when void, keeping diamonds
        led = g.trick[0] // 13 if g.trick else None
        if led is not None and all(a.card // 13 != led for a in legal):
            return min(legal, key=lambda a: (a.card // 13 == 1, a.card % 13))
        return max(legal, key=lambda a: a.card % 13)

    _play_out(g, choose)
    r = g.results[0]
    # four club tricks lost to seat 2, then 12 spade tricks, then the 2♦ loses
    assert r.sheriff_tricks == 12
    assert r.exact and r.made
    assert r.scores == (0, 29, 0)
    assert g.totals == [0, 29, 0]


def test_follow_suit_is_enforced_with_a_reason():
    g = sheriff.new_game(R3, 3, setups=[RUN_DEAL])
    for a in (A("bid", 1, value=6), A("pass", 2), A("pass", 0)):
        g.apply(a)
    g.apply(A("play", 1, card="2C"))
    with pytest.raises(IllegalAction, match="you hold a club: you must follow suit"):
        g.apply(A("play", 2, card="5H"))
    g.apply(A("play", 2, card="AC"))
    # seat 0 holds no club: any card
    assert len(g.legal_actions()) == 17


def test_trick_winner_leads_next():
    g = sheriff.new_game(R3, 3, setups=[RUN_DEAL])
    for a in (A("bid", 1, value=6), A("pass", 2), A("pass", 0), A("play", 1, card="2C"), A("play", 2, card="AC")):
        g.apply(a)
    events = g.apply(A("play", 0, card="2H" if False else "AH"))
    trick = [e for e in events if e.kind == "trick"][0]
    assert trick.seat == 2 and trick.card == parse_card("AC")
    assert g.to_act == 2 and g.won == [0, 0, 1]


# -- Sheriff's Choice --------------------------------------------------------


def test_choice_first_taker_is_sheriff_at_six_and_discards():
    rules = sheriff.Rules(auction="choice")
    g = sheriff.new_game(rules, 3, seed=5)
    assert g.phase == "choice" and g.to_act == 1
    assert {a.act for a in g.legal_actions()} == {"take", "pass"}
    g.apply(A("pass", 1))
    g.apply(A("take", 2))
    assert g.hands[2].bit_count() == 18 and g.hands[2] >> g.turned & 1
    assert g.phase == "discard" and g.to_act == 2
    discard = g.legal_actions()[0]
    g.apply(discard)
    assert g.hands[2].bit_count() == 17
    assert g.sheriffs == (2,) and g.contract == 6 and g.to_act == 2
    assert g.view(2).discard == discard.card and g.view(1).discard is None
    assert g.view(0).taken_by == 2 and g.view(0).turned == g.turned


def test_choice_all_decline_dealers_left_must_take():
    rules = sheriff.Rules(auction="choice")
    g = sheriff.new_game(rules, 3, seed=5, dealer=0)
    for s in (1, 2, 0):
        g.apply(A("pass", s))
    assert g.to_act == 1
    assert g.legal_actions() == [A("take", 1)]
    with pytest.raises(IllegalAction, match="must take"):
        g.apply(A("pass", 1))
    g.apply(A("take", 1))
    g.apply(g.legal_actions()[0])
    assert g.sheriffs == (1,) and g.contract == 6


def test_choice_rejected_with_double_sheriff():
    assert sheriff.Rules(players=5, deals=5, auction="choice").problems()


# -- Blind Sheriff ------------------------------------------------------------


def test_blind_auction_hides_hands_and_trump_until_it_ends():
    rules = sheriff.Rules(auction="blind")
    g = sheriff.new_game(rules, 3, seed=6)
    v = g.view(1)
    assert v.hand == 0 and v.turned is None and v.trump is None
    g.apply(A("bid", 1, value=6))
    assert g.view(2).hand == 0
    g.apply(A("pass", 2))
    events = g.apply(A("pass", 0))
    assert [e.kind for e in events][-1] == "revealed"
    v = g.view(1)
    assert v.hand == g.hands[1] and v.turned == g.turned and v.trump == g.trump


def test_blind_deal_result_is_multiplied_when_made():
    rules = sheriff.Rules(auction="blind", deals=3)
    g = sheriff.new_game(rules, 3, seed=6)
    for a in (A("bid", 1, value=6), A("pass", 2), A("pass", 0)):
        g.apply(a)
    _play_out(g, lambda s, legal: legal[0])
    r = g.results[0]
    assert r.blind
    assert list(r.scores) == sheriff.deal_scores(rules, 3, (1,), 6, r.sheriff_tricks, True)
    if r.made:
        assert r.scores[1] == 3 * (12 + (5 if r.exact else 0))


# -- the match --------------------------------------------------------------


def test_match_ends_after_the_set_number_of_deals_and_totals_add_up():
    g = sheriff.new_game(sheriff.Rules(deals=6), 3, seed=11)
    while g.to_act is not None:
        g.apply(g.legal_actions()[-1])
    assert g.is_over and len(g.results) == 6
    assert g.scores == [sum(r.scores[s] for r in g.results) for s in range(3)]
    assert g.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        g.apply(A("pass", 0))


def test_view_shows_no_other_hand():
    g = sheriff.new_game(R3, 3, seed=12)
    v = g.view(0)
    assert v.hand == g.hands[0]
    assert not any(getattr(v, f.name) == g.hands[1] for f in dataclasses.fields(v) if f.name != "hand")


def test_problems_reports_deals_not_a_multiple_of_players():
    assert [k for k, _ in sheriff.Rules(deals=10).problems()] == ["deals"]
    assert sheriff.Rules().problems() == []


def test_pack_is_full_fifty_two():
    g = sheriff.new_game(R3, 3, seed=13)
    assert mask_of(c for h in g.hands for c in bits(h)) | (1 << g.turned) == PACK_52


# -- deals given by hands, and how a deal is told -------------------------------


def test_a_deal_by_hands_rejects_unknown_piles_and_a_wrong_out_pile():
    hands = tuple(tuple(range(k * 17, k * 17 + 17)) for k in range(3))
    good = DealSetup(hands=hands, piles=(("turned", (51,)),))
    sheriff.check_setup(R3, good)
    with pytest.raises(ValueError, match="unknown pile 'blind'.*allowed: turned, out"):
        sheriff.check_setup(R3, DealSetup(hands=hands, piles=(("turned", (51,)), ("blind", ()))))
    rules5 = sheriff.Rules(players=5, deals=5)
    hands5 = tuple(tuple(range(k * 10, k * 10 + 10)) for k in range(5))
    sheriff.check_setup(rules5, DealSetup(hands=hands5, piles=(("turned", (50,)), ("out", (51,)))))
    with pytest.raises(ValueError, match="holds the 1 cards nobody was dealt, not 0"):
        sheriff.check_setup(rules5, DealSetup(hands=hands5, piles=(("turned", (50,)), ("out", ()))))


def test_headline_tells_a_bid_a_forced_contract_and_a_choice_apart():
    base = dict(deal=0, dealer=0, sheriffs=(1,), contract=6, tricks=(5, 6, 6), sheriff_tricks=6, made=True, exact=True, blind=False, trump=3, turned=51, scores=(0, 17, 0))
    names = ("You", "Belle", "Wyatt")
    assert sheriff.DealResult(**base).headline(names) == "Belle bid 6 in spades, took 6: made it exactly"
    assert sheriff.DealResult(**base, forced=True).headline(names) == "Belle had to play 6 in spades, took 6: made it exactly"
    assert sheriff.DealResult(**base, choice=True).headline(names) == "Belle took the turned card for 6 in spades, took 6: made it exactly"
    assert sheriff.DealResult(**{**base, "blind": True}).headline(names).startswith("Belle bid 6 blind")


def test_double_sheriff_headline_names_the_high_bidder_as_the_bidder():
    """Belle bid 6, Doc (second Sheriff) only 5: not 'Belle and Doc bid 6'."""
    base = dict(deal=0, dealer=0, sheriffs=(1, 3), contract=6, tricks=(1, 4, 1, 2, 2), sheriff_tricks=6, made=True, exact=True, blind=False, trump=0, turned=12, scores=(0, 17, 0, 17, 0))
    names = ("You", "Belle", "Wyatt", "Doc", "Calamity")
    assert sheriff.DealResult(**base).headline(names) == "Belle bid 6 in clubs with Doc, took 6: made it exactly"


def test_forced_contract_is_marked_in_the_result():
    g = sheriff.new_game(R3, 3, seed=2)
    for s in (1, 2, 0):
        g.apply(A("pass", s))
    _play_out(g, lambda s, legal: legal[0])
    assert g.results[0].forced and g.results[0].as_dict()["forced"] is True
