"""Sheriff of Nottingham's rules, scenario by scenario (rules digest §4, seed 002)."""

from __future__ import annotations

import random

import pytest

from sheriff_tui import presets
from sheriff_tui.engine import IllegalAction
from sheriff_tui.engine import nottingham as N
from sheriff_tui.engine.core import Action, DealSetup
from sheriff_tui.engine.nottingham.goods import APPLES, CHEESE, GOODS, PEPPER, counts_of, deck, deck_counts, deck_for, sub_multisets
from sheriff_tui.engine.nottingham.score import bonuses, final_score, settle
from tests.nottingham_helpers import act, game, goods, play_random, skip_market, to_bargain

SHERIFF = "cheese cheese cheese bread bread bread"
A4P2 = "apples apples apples apples pepper pepper"
C2P2 = "cheese cheese bread bread pepper pepper"


def counts(words: str) -> tuple[int, ...]:
    return counts_of(goods(words))


# -- the goods and the deck ------------------------------------------------


def test_the_deck_is_the_published_games() -> None:
    assert len(deck(True)) == 216
    assert len(deck(False)) == 204
    assert sum(g.count for g in GOODS if g.kind == "contraband") == 60
    assert [(g.value, g.penalty) for g in GOODS[:8]] == [(2, 2), (3, 2), (3, 2), (4, 2), (6, 4), (7, 4), (8, 4), (9, 4)]


def test_sub_multisets_treat_cards_of_a_kind_alike() -> None:
    hand = counts("apples apples pepper")
    assert sorted(sub_multisets(hand, 1, 5)) == sorted([counts(w) for w in ("apples", "apples apples", "pepper", "apples pepper", "apples apples pepper")])


def test_a_deck_is_dealt_from_the_sheriffs_left_then_the_piles() -> None:
    d = tuple(sorted(deck(True, 3), key=lambda g: -g))  # rooster first … apples last
    g = N.new_game(N.Rules(players=3, royal_goods=True), 3, seed=1, setups=[DealSetup(deck=d)], dealer=1)
    assert g.sheriff == 1 and g.to_act == 2
    assert g.hands[2] == list(counts_of(d[0:6]))  # the Sheriff's left first
    assert g.hands[0] == list(counts_of(d[6:12]))
    assert g.hands[1] == list(counts_of(d[12:18]))  # the Sheriff's own hand last
    assert g.piles == [list(d[18:23]), list(d[23:28])]
    assert g.draw[-1] == d[28]  # the draw pile's top


def test_a_deck_must_be_the_whole_deck() -> None:
    with pytest.raises(ValueError, match="216 goods cards with the royal goods"):
        N.new_game(N.Rules(players=4, royal_goods=True), 4, seed=1, setups=[DealSetup(deck=deck(True)[1:])])
    with pytest.raises(ValueError, match="without the royal goods"):
        N.new_game(N.Rules(players=4), 4, seed=1, setups=[DealSetup(deck=deck(True))])


def test_the_deck_changes_a_little_with_the_number_of_players() -> None:
    """Seed 002, 準備: "プレイ人数でカード数が少し変わる" (the card count changes a little with the
    number of players). Three players play without one card in six of each good (the published
    game's cards marked 4+, which the table could not list); four and five, the whole deck."""
    assert [len(deck_for(N.Rules(players=n))) for n in (3, 4, 5)] == [172, 204, 204]
    assert [len(deck_for(N.Rules(players=n, royal_goods=True))) for n in (3, 4, 5)] == [184, 216, 216]
    assert deck_counts(False, 3)[:8] == (40, 30, 30, 20, 19, 18, 10, 5)
    assert len(deck_for(N.Rules(players=3, deck_by_players=False))) == 204
    g = N.new_game(N.Rules(players=3), seed=4)
    assert sum(map(sum, g.hands)) + sum(map(len, g.piles)) + len(g.draw) == 172


def test_a_three_player_deal_of_the_old_deck_says_which_key_plays_it() -> None:
    """A deal of the same deck for every number of players (records made before the deck followed
    the players) is refused with the key that plays it; with that key it plays."""
    with pytest.raises(ValueError, match="set deck_by_players = false to play them"):
        N.new_game(N.Rules(players=3), 3, seed=1, setups=[DealSetup(deck=deck(False))])
    g = N.new_game(N.Rules(players=3, deck_by_players=False), 3, seed=1, setups=[DealSetup(deck=deck(False))])
    assert len(g.draw) == 204 - 28


def test_the_number_of_rounds_follows_the_players() -> None:
    assert N.Rules(players=3).rounds == 9
    assert N.Rules(players=4).rounds == 8
    assert N.Rules(players=5).rounds == 10
    assert N.Rules(players=4, sheriff_turns=1).rounds == 4


# -- the market ------------------------------------------------------------


def test_market_takes_discards_first_then_draws_and_discards_after() -> None:
    g = game([SHERIFF, "apples apples silk bread bread chicken", SHERIFF], left="apples apples apples apples pepper", draw_top="mead")
    act(g, "market", cards="bread bread chicken")
    assert g.phase == N.TAKE and g.to_take == 3
    events = act(g, "take", value=0)
    assert events[0].card == PEPPER and g.piles[0][-1] == APPLES  # the next card shows
    act(g, "draw")  # the other two from the draw pile
    assert g.hands[1] == list(counts("apples apples silk pepper mead apples"))  # apples: the rest of the deck in id order
    assert [a.act for a in g.legal_actions()] == ["discard"] * 4
    with pytest.raises(IllegalAction, match="discard one of the cards you set aside"):
        act(g, "discard", card="silk", value=0)
    act(g, "discard", card="chicken", value=1)
    act(g, "discard", card="bread", value=0)
    act(g, "discard", card="bread", value=0)
    assert g.piles[0][-2:] == [2, 2] and g.piles[1][-1] == 3  # the set-aside cards, the last on top
    assert g.phase == N.MARKET and g.to_act == 2


def test_no_more_discards_once_you_draw() -> None:
    g = game([SHERIFF, "apples apples silk bread bread chicken", SHERIFF])
    act(g, "market", cards="bread bread")
    act(g, "draw")
    assert g.phase == N.DISCARD  # both drawn at once


def test_taking_only_discards() -> None:
    g = game([SHERIFF, "apples apples silk bread bread chicken", SHERIFF])
    act(g, "market", cards="bread")
    assert {a.act for a in g.legal_actions()} == {"take", "draw"}
    act(g, "take", value=1)
    assert g.phase == N.DISCARD and g.hands[1][CHEESE] == 1


def test_at_most_five_aside_and_none_is_allowed() -> None:
    g = game([SHERIFF, "apples apples silk bread bread chicken", SHERIFF])
    with pytest.raises(IllegalAction, match="at most 5"):
        act(g, "market", cards="apples apples silk bread bread chicken")
    with pytest.raises(IllegalAction, match="from your hand"):
        act(g, "market", cards="pepper")
    act(g, "market", cards=())
    assert g.phase == N.MARKET and g.to_act == 2 and g.hands[1] == list(counts("apples apples silk bread bread chicken"))


def test_an_empty_pile_cant_be_taken_from() -> None:
    g = game([SHERIFF, "apples apples silk bread bread chicken", SHERIFF])
    g.piles[0] = []
    act(g, "market", cards="bread")
    assert [a.value for a in g.legal_actions() if a.act == "take"] == [1]
    with pytest.raises(IllegalAction, match="left discard pile is empty"):
        act(g, "take", value=0)


def test_the_draw_pile_is_made_again_from_the_discards_keeping_five_on_each() -> None:
    g = game([SHERIFF, "apples apples silk bread bread chicken", SHERIFF])
    g.piles = [[4, 5, 6] + [0] * 5, [7] + [1] * 5]  # the bottoms are reshuffled
    kept = [list(p[-5:]) for p in g.piles]
    g.draw = []
    act(g, "market", cards="bread bread")
    events = act(g, "draw")
    assert [e.kind for e in events][:1] == ["reshuffle"] and events[0].value == 4
    assert g.piles == kept
    drawn = events[-1].data
    assert len(drawn) == 2 and set(drawn) <= {4, 5, 6, 7}
    again = game([SHERIFF, "apples apples silk bread bread chicken", SHERIFF])
    again.piles = [[4, 5, 6] + [0] * 5, [7] + [1] * 5]
    again.draw = []
    act(again, "market", cards="bread bread")
    assert act(again, "draw")[-1].data == drawn  # the seed decides the new order


def test_with_nothing_to_draw_the_hand_stays_short() -> None:
    g = game([SHERIFF, "apples apples silk bread bread chicken", SHERIFF])
    g.piles = [[0] * 5, [1] * 5]
    g.draw = []
    act(g, "market", cards="bread bread")
    act(g, "draw")
    assert sum(g.hands[1]) == 4 and g.phase == N.DISCARD


# -- bags and declarations -------------------------------------------------


def test_a_bag_holds_one_to_six_cards_the_whole_hand() -> None:
    """Seed 002, 商人 4: "袋に手札から1-6枚の札を入れる" (1 to 6 cards from hand into the bag)."""
    g = game([SHERIFF, A4P2, SHERIFF])
    assert g.rules.bag_limit == 6
    skip_market(g)
    with pytest.raises(IllegalAction, match="1 to 6"):
        act(g, "bag", cards=())
    with pytest.raises(IllegalAction, match="from your hand"):
        act(g, "bag", cards="silk")
    assert max(sum(sub) for sub in (counts_of(a.cards or ()) for a in g.legal_actions())) == 6
    act(g, "bag", cards=A4P2)
    assert g.bags[1] == list(counts(A4P2)) and not any(g.hands[1])  # the whole hand
    act(g, "bag", cards=SHERIFF)
    act(g, "declare", card="apples")
    events = act(g, "declare", card="cheese")
    assert [(e.card, e.value) for e in events if e.kind == "declare"] == [(CHEESE, 6)]


def test_an_empty_hand_comes_to_market_and_takes_six() -> None:
    """Seed 002, 商人 2: "手札が6枚になるまでもらう" (take cards until the hand holds six): a merchant whose
    whole hand went into the bag sets nothing aside and takes six; the event says the hand was empty."""
    g = game([SHERIFF, A4P2, SHERIFF])
    g.hands[1] = [0] * 15
    (event,) = act(g, "market", cards=())
    assert (event.value, event.data) == (0, True) and g.phase == N.TAKE and g.to_take == 6
    full = game([SHERIFF, A4P2, SHERIFF])
    assert act(full, "market", cards=())[0].data is None  # a full hand kept: no word about it


def test_the_published_bag_of_five_is_a_preset() -> None:
    """Seed 002 writes 1-6; the published game's 1 to 5 is the key ``bag_limit = 5`` (nottingham-bag-5)."""
    rules = presets.load_rules("nottingham", "nottingham-bag-5")
    assert rules == N.Rules(bag_limit=5)
    g = game([SHERIFF, A4P2, SHERIFF], rules=N.Rules(players=3, bag_limit=5))
    skip_market(g)
    with pytest.raises(IllegalAction, match="1 to 5"):
        act(g, "bag", cards=A4P2)
    assert max(sum(counts_of(a.cards or ())) for a in g.legal_actions()) == 5
    act(g, "bag", cards="apples apples apples apples pepper")
    assert g.hands[1] == list(counts("pepper"))


def test_only_a_legal_good_is_declared() -> None:
    g = game([SHERIFF, A4P2, SHERIFF])
    skip_market(g)
    act(g, "bag", cards="apples pepper")
    act(g, "bag", cards="cheese")
    assert [a.card for a in g.legal_actions()] == [0, 1, 2, 3]
    with pytest.raises(IllegalAction, match="Pepper can't be declared"):
        act(g, "declare", card="pepper")
    with pytest.raises(IllegalAction, match="Royal rooster can't be declared"):
        act(g, "declare", card="rooster")
    events = act(g, "declare", card="apples")
    assert (events[0].card, events[0].value) == (APPLES, 2)  # the count is the bag's: always true


# -- inspection, the document's three examples -----------------------------


def _inspect(merchant_hand: str, bag: str, declared: str) -> N.Nottingham:
    g = game([SHERIFF, merchant_hand, SHERIFF])
    to_bargain(g, [bag, "cheese"], [declared, "cheese"])
    act(g, "pass")  # no demand
    act(g, "pass")  # no offer
    act(g, "pass")  # the third merchant pays nothing
    act(g, "inspect")
    return g


def test_four_apples_as_declared_the_sheriff_pays_eight() -> None:
    g = _inspect("apples apples apples apples bread bread", "apples apples apples apples", "apples")
    assert g.gold[:2] == [42, 58]
    assert g.stands[1][APPLES] == 4
    v = g.history[-1]
    assert (v.outcome, v.honest, v.penalty.owed) == ("inspect", True, 8)


def test_two_apples_two_pepper_pays_eight_and_the_apples_go_through() -> None:
    g = _inspect(A4P2, "apples apples pepper pepper", "apples")
    assert g.gold[:2] == [58, 42]
    assert g.stands[1] == list(counts("apples apples"))
    assert g.piles[0][-2:] == [PEPPER, PEPPER]  # confiscated, onto the smaller pile (left when equal)


def test_two_cheese_two_pepper_declared_apples_pays_twelve_and_nothing_goes_through() -> None:
    g = _inspect(C2P2, "cheese cheese pepper pepper", "apples")
    assert g.gold[:2] == [62, 38]
    assert not any(g.stands[1])
    assert sorted(g.piles[0][-4:]) == [CHEESE, CHEESE, PEPPER, PEPPER]


def test_royal_goods_are_inspected_like_contraband() -> None:
    g = _inspect("apples apples rooster bread bread bread", "apples apples rooster", "apples")
    assert g.gold[:2] == [54, 46]  # the rooster's penalty, 4
    assert g.stands[1] == list(counts("apples apples"))


def test_a_bag_let_through_goes_to_the_stand_contraband_face_down() -> None:
    g = game([SHERIFF, A4P2, SHERIFF])
    to_bargain(g, ["apples apples pepper pepper", "cheese"], ["apples", "cheese"])
    act(g, "pass")
    act(g, "pass")
    act(g, "pass")
    events = act(g, "pass")  # the Sheriff lets it through
    through = next(e for e in events if e.kind == "through")
    assert through.cards == (APPLES, APPLES) and through.value == 2 and through.data == (PEPPER, PEPPER)
    assert [e.data for e in g.events_for(2, events) if e.kind == "through"] == [None]  # what lies face down is the merchant's
    assert [e.data for e in g.events_for(1, events) if e.kind == "through"] == [(PEPPER, PEPPER)]
    assert g.gold[:2] == [50, 50]
    view = g.view(2)
    assert view.stands_up[1][APPLES] == 2 and view.stands_up[1][PEPPER] == 0 and view.face_down[1] == 2
    assert g.view(1).stand == counts("apples apples pepper pepper")


# -- bargaining --------------------------------------------------------------


def test_an_accepted_bribe_lets_the_bag_through_unopened() -> None:
    g = game([SHERIFF, "apples apples pepper silk bread chicken", SHERIFF])
    to_bargain(g, ["apples pepper silk", "cheese"], ["apples", "cheese"])
    act(g, "demand", value=10)
    assert g.phase == N.OFFER and g.to_act == 1
    act(g, "offer", value=6, cards="chicken", bag="silk", promise=True)
    act(g, "pass")  # seat 2 pays nothing
    legal = g.legal_actions()
    assert [a.act for a in legal[:3]] == ["accept", "inspect", "pass"]
    assert [a.value for a in legal[3:]] == list(range(7, 51))  # a counter: more than the 6 offered, up to all 50
    act(g, "accept")
    assert g.gold[:2] == [56, 44]
    assert g.hands[0][3] == 1 and g.hands[1][3] == 0  # the chicken from hand to the Sheriff's hand
    assert g.stands[0][6] == 1  # the silk from the bag to the Sheriff's stand
    assert g.stands[1] == list(counts("apples pepper"))  # the rest went through, never opened
    v = g.history[-1]
    assert (v.outcome, v.demand, v.offer.promise, v.revealed) == ("accept", 10, True, None)


def test_an_offer_is_only_what_the_merchant_has() -> None:
    g = game([SHERIFF, A4P2, SHERIFF], N.Rules(players=3, bag_offers="cards"))
    to_bargain(g, ["apples apples", "cheese"], ["apples", "cheese"])
    act(g, "pass")
    with pytest.raises(IllegalAction, match="0 to 50 gold"):
        act(g, "offer", value=51)
    with pytest.raises(IllegalAction, match="cards you hold"):
        act(g, "offer", cards="silk")
    with pytest.raises(IllegalAction, match='in your bag \\(rule bag_offers = "cards"\\)'):
        act(g, "offer", bag="pepper")
    with pytest.raises(IllegalAction, match="gives something"):
        act(g, "offer")


def test_the_offer_space_lists_pass_then_every_offer() -> None:
    g = game([SHERIFF, A4P2, SHERIFF], N.Rules(players=3, bag_offers="cards"))
    to_bargain(g, ["apples pepper", "cheese"], ["apples", "cheese"])
    act(g, "pass")
    legal = g.legal_actions()
    hands = len(sub_multisets(g.hands[1], 0, 6))
    assert len(legal) == 51 * hands * 4 * 2
    assert legal[0] == Action("pass", 1)
    seen = {legal[i] for i in range(1, len(legal), 97)}
    assert Action("pass", 1) not in seen
    for a in seen:
        g2 = g.clone()
        g2.apply(a)  # every listed offer is legal
    assert legal[-1] == N.offer_action(1, N.Offer(50, tuple(g.hands[1]), counts("apples pepper"), True))


# -- goods promised from the bag: a claim (rule bag_offers) --------------------


def _bluff(rules: N.Rules, bag: str = "pepper pepper cheese", declared: str = "apples") -> N.Nottingham:
    """Seat 1 bags ``bag`` and declares ``declared``; the Sheriff names no price."""
    g = game([SHERIFF, "pepper pepper cheese apples bread chicken", SHERIFF], rules)
    to_bargain(g, [bag, "cheese"], [declared, "cheese"])
    act(g, "pass")
    return g


def test_goods_promised_from_the_bag_need_not_be_in_it() -> None:
    """Seed 002: "「袋の中にリンゴ4つが入っています。もし検閲しないで通してくれたら袋の中の2枚を
    差し上げます。」と申し出る賄賂も可能。中にリンゴが入っていなくても可能。" The offer is a claim:
    everyone hears it, nothing in it shows the bag."""
    g = _bluff(N.Rules(players=3))
    assert N.Rules().bag_offers == "void"
    events = act(g, "offer", bag="apples apples")
    offer = events[0].data
    assert offer.bag == counts("apples apples") and offer.words() == "2 apples promised from the bag"
    assert g.view(0).offer == offer  # the Sheriff sees the claim, and only the claim
    with pytest.raises(IllegalAction, match="at most 3 goods from your bag: it holds 3 cards"):
        _bluff(N.Rules(players=3)).apply(Action("offer", 1, bag=goods("apples apples apples apples")))


def test_a_void_promise_hands_over_nothing_that_is_not_in_the_bag() -> None:
    """Seed 002: "中にリンゴが入っていなくても可能" (even with no apples inside) — once the bribe is
    accepted the bag can't be opened ("賄賂を受け付けたら検閲することは出来ない"): the promised goods
    it holds go to the Sheriff, the promise of the rest is void, gold and hand cards still change hands."""
    g = _bluff(N.Rules(players=3))
    act(g, "offer", value=2, cards="bread", bag="apples cheese")
    act(g, "pass")  # seat 2 pays nothing
    events = act(g, "accept")
    hand = next(e for e in events if e.kind == "handover")
    assert (hand.seat, hand.value, hand.cards, hand.data) == (1, 0, goods("cheese"), counts("apples cheese"))
    assert g.gold[:2] == [52, 48]
    assert g.stands[0] == list(counts("cheese"))  # the cheese that was there, not the apples that were not
    assert g.hands[0][2] == 4  # the bread from hand
    assert g.stands[1] == list(counts("pepper pepper"))  # the rest went through unopened
    v = g.history[-1]
    assert v.given == counts("cheese") and v.offer.bag == counts("apples cheese") and v.revealed is None


def test_held_promises_hand_over_as_many_cards_as_promised() -> None:
    """Seed 002's "袋の中の2枚を差し上げます" (I give you two of the bag's cards) read by the number:
    the promised goods that are there, then the bag's cheapest other cards."""
    g = _bluff(N.Rules(players=3, bag_offers="held"))
    act(g, "offer", bag="apples apples")
    act(g, "pass")
    act(g, "accept")
    assert g.history[-1].given == counts("cheese pepper")  # no apples: the cheese (3), then a pepper (6)
    assert g.stands[0] == list(counts("cheese pepper")) and g.stands[1] == list(counts("pepper"))
    assert N.handover(counts("apples"), counts("apples pepper"), "held") == counts("apples")


def test_an_opened_bag_gives_nothing_promised() -> None:
    """A bag opened is a bribe refused: the promise of its goods is void whatever it holds."""
    g = _bluff(N.Rules(players=3))
    act(g, "offer", value=5, bag="apples apples")
    act(g, "pass")
    events = act(g, "inspect")
    assert not any(e.kind == "handover" for e in events)
    assert g.gold[:2] == [60, 40] and g.stands[0] == [0] * len(GOODS)  # the penalty (pepper 4 + 4, cheese 2), no goods, no bribe


def test_the_old_reading_refuses_what_is_not_in_the_bag_and_hands_over_what_is() -> None:
    g = _bluff(N.Rules(players=3, bag_offers="cards"))
    with pytest.raises(IllegalAction, match="only offer goods that are in your bag"):
        act(g, "offer", bag="apples")
    act(g, "offer", bag="cheese")
    act(g, "pass")
    events = act(g, "accept")
    assert [e.cards for e in events if e.kind == "handover"] == [goods("cheese")]
    assert g.history[-1].offer.words(claim=False) == "1 cheese from the bag"


def test_the_offer_space_lists_every_claim_a_bag_can_carry() -> None:
    g = game([SHERIFF, A4P2, SHERIFF])
    to_bargain(g, ["apples pepper", "cheese"], ["apples", "cheese"])
    act(g, "pass")
    legal = g.legal_actions()
    hands = len(sub_multisets(g.hands[1], 0, 6))
    assert len(N.claims(2)) == 1 + 15 + 15 * 16 // 2  # none, one good, two goods (alike or not)
    assert len(legal) == 51 * hands * len(N.claims(2)) * 2
    rng = random.Random(3)
    for i in (rng.randrange(1, len(legal)) for _ in range(40)):
        g.clone().apply(legal[i])  # every listed offer is legal


def test_a_demand_is_at_most_the_merchants_gold_and_skipped_without_gold() -> None:
    g = game([SHERIFF, A4P2, SHERIFF])
    g.gold[1] = 3
    to_bargain(g, ["apples apples", "cheese"], ["apples", "cheese"])
    assert [a.value for a in g.legal_actions()] == [None, 1, 2, 3]
    with pytest.raises(IllegalAction, match="1 to 3 gold"):
        act(g, "demand", value=4)
    broke = game([SHERIFF, A4P2, SHERIFF])
    broke.gold[1] = 0
    to_bargain(broke, ["apples apples", "cheese"], ["apples", "cheese"])
    assert broke.phase == N.OFFER and broke.to_act == 1
    plain = game([SHERIFF, A4P2, SHERIFF], rules=N.Rules(players=3, demands=False))
    to_bargain(plain, ["apples apples", "cheese"], ["apples", "cheese"])
    assert plain.phase == N.OFFER


def test_money_to_open_is_the_sheriffs_only_if_the_bag_is_opened() -> None:
    g = game([SHERIFF, A4P2, SHERIFF, SHERIFF], rules=N.Rules(players=4))
    to_bargain(g, ["apples apples", "cheese", "bread"], ["apples", "cheese", "bread"])
    act(g, "pass")
    act(g, "pass")
    assert g.phase == N.PAY and g.to_act == 2
    act(g, "pay", value=5)
    assert g.to_act == 3
    act(g, "pay", value=3)
    act(g, "inspect")  # honest: the Sheriff pays 4, keeps the 8
    assert g.gold == [54, 54, 45, 47]
    assert g.history[-1].pays == ((2, 5), (3, 3))
    h = game([SHERIFF, A4P2, SHERIFF, SHERIFF], rules=N.Rules(players=4))
    to_bargain(h, ["apples apples", "cheese", "bread"], ["apples", "cheese", "bread"])
    act(h, "pass")
    act(h, "pass")
    act(h, "pay", value=5)
    act(h, "pass")
    act(h, "pass")  # let through: the payer keeps the gold
    assert h.gold == [50, 50, 50, 50]


def test_without_open_bribes_nobody_is_asked_to_pay() -> None:
    g = game([SHERIFF, A4P2, SHERIFF, SHERIFF], rules=N.Rules(players=4, open_bribes=False))
    to_bargain(g, ["apples apples", "cheese", "bread"], ["apples", "cheese", "bread"])
    act(g, "pass")
    act(g, "pass")
    assert g.phase == N.VERDICT and g.to_act == 0


def test_accept_needs_an_offer() -> None:
    g = game([SHERIFF, A4P2, SHERIFF])
    to_bargain(g, ["apples apples", "cheese"], ["apples", "cheese"])
    act(g, "pass")
    act(g, "pass")
    act(g, "pass")
    assert [a.act for a in g.legal_actions()][:2] == ["inspect", "pass"]  # then the counters: "make me an offer"
    with pytest.raises(IllegalAction, match="no bribe to accept"):
        act(g, "accept")


def test_bags_are_bargained_in_turn_then_the_sheriff_passes_left() -> None:
    g = game([SHERIFF, A4P2, SHERIFF])
    to_bargain(g, ["apples", "cheese"], ["apples", "cheese"])
    for _ in range(4):
        act(g, "pass")
    assert g.merchant == 2 and g.to_act == 0
    for _ in range(3):
        act(g, "pass")  # demand, offer, no third party to pay... the Sheriff lets it through
    events = act(g, "pass")
    assert events[-1].kind == "round" and g.sheriff == 1 and g.to_act == 2 and g.phase == N.MARKET


def test_the_wrong_act_says_what_is_wanted() -> None:
    g = game([SHERIFF, A4P2, SHERIFF])
    with pytest.raises(IllegalAction, match="set cards aside"):
        act(g, "bag", cards="apples")
    with pytest.raises(IllegalAction, match="Seat 2's turn, not Seat 3's"):
        g.apply(Action("market", 2, cards=()))


# -- out of gold -------------------------------------------------------------


def test_a_penalty_without_gold_is_paid_in_stand_goods_contraband_first() -> None:
    """Seed 002, 文無しの場合 2, 3, 5: contraband first, no change; then legal goods; the rest forgiven."""
    gold = [0, 50]
    stands = [list(counts("apples apples apples mead silk")), [0] * 15]
    p = settle(gold, stands, 0, 1, 10)
    assert p.gold == 0 and p.goods == counts("mead silk") and p.forgiven == 0  # 7, then 8: no change
    assert stands[1] == list(counts("mead silk")) and stands[0] == list(counts("apples apples apples"))
    gold = [3, 0]
    p = settle(gold, stands, 0, 1, 20)
    assert p.gold == 3 and p.goods == counts("apples apples apples") and p.forgiven == 11
    assert gold == [0, 3]


def _pay(stand: str, owed: int, *others: str) -> tuple[tuple[int, ...], int, list[list[int]]]:
    """Seat 0, out of gold, pays ``owed`` to seat 1: the goods handed over, what was forgiven, the stands after."""
    stands = [list(counts(stand)), *(list(counts(o)) for o in others or ("",))]
    while len(stands) < 3:
        stands.append([0] * 15)
    p = settle([0] * len(stands), stands, 0, 1, owed)
    return p.goods, p.forgiven, stands


def test_goods_pay_with_the_least_excess_not_the_cheapest_first() -> None:
    """Seed 002, 文無しの場合 2: "罰金と等しい額の禁制品をまず渡さなくてはならない。お釣りは出ない。"
    No change is given, so no more than the debt needs: owing 8 with a Pepper (6) and a Crossbow (9),
    the Crossbow alone (it used to take both, 15)."""
    paid, forgiven, stands = _pay("pepper crossbow", 8)
    assert (paid, forgiven) == (counts("crossbow"), 0)
    assert stands[0] == list(counts("pepper")) and stands[1] == list(counts("crossbow"))
    assert _pay("pepper pepper mead silk crossbow", 13)[0] == counts("pepper mead")  # exactly 13
    assert _pay("pepper mead silk", 6)[0] == counts("pepper")


def test_contraband_pays_alone_when_it_covers_the_debt() -> None:
    """Seed 002, 文無しの場合 2: contraband "まず" (first): a Crossbow (9) for a debt of 8 even though two
    chickens (8) would match it exactly."""
    assert _pay("crossbow chicken chicken", 8)[0] == counts("crossbow")


def test_without_enough_contraband_all_of_it_goes_then_legal_goods_with_the_least_excess() -> None:
    """Seed 002, 文無しの場合 3: "罰金として十分な禁制品を用意出来ない場合は合法品で罰金を支払う必要がある。"
    All the contraband (6), then legal goods for the 4 left: the chicken, not the cheese and apple (5)."""
    paid, forgiven, _ = _pay("pepper cheese chicken apples", 10)
    assert (paid, forgiven) == (counts("pepper chicken"), 0)


def test_what_the_stand_cannot_cover_is_forgiven() -> None:
    """Seed 002, 文無しの場合 4, 5: the stand pays all it has; cards in hand never pay; the rest is forgiven."""
    paid, forgiven, stands = _pay("pepper apples", 12)
    assert (paid, forgiven) == (counts("pepper apples"), 4) and not any(stands[0])


def test_on_a_tie_the_payer_keeps_its_king_and_queen() -> None:
    """Seed 002, 文無しの場合 3 (legal goods pay) with no change: a Cheese or a Bread pays 3 alike; giving the
    Bread only shares the Bread King (12 instead of 15), giving the only Cheese loses the Cheese King (15)."""
    paid, _, _ = _pay("cheese bread bread bread", 3, "", "bread bread")
    assert paid == counts("bread")
    paid, _, _ = _pay("cheese cheese cheese bread", 3, "", "cheese cheese")  # the other way round
    assert paid == counts("cheese")


def test_on_a_tie_the_fewest_goods_for_the_bonuses_then_the_fewest_cards() -> None:
    """Seed 002, 文無しの場合 2, 3: with the Kings safe either way, one Chicken pays 4 rather than two
    Apples (each would count for the payee's race); a plain Pepper before Golden apples (3 apples)."""
    assert _pay("apples apples apples apples apples apples chicken chicken chicken", 4)[0] == counts("chicken")
    royal = "golden-apples pepper " + "apples " * 10
    assert _pay(royal, 6)[0] == counts("pepper")


def test_royal_goods_pay_with_the_contraband_at_their_value() -> None:
    """Seed 002 names contraband and legal goods; the royal goods lie face down and are inspected as
    contraband, so they pay with it: a Royal rooster (8) for a debt of 8 before any legal good."""
    paid, forgiven, _ = _pay("rooster chicken chicken", 8)
    assert (paid, forgiven) == (counts("rooster"), 0)
    assert _pay("pepper rooster", 7)[0] == counts("rooster")  # 8 covers 7; the Pepper (6) does not


def test_a_broke_sheriff_pays_an_honest_merchant_in_goods() -> None:
    g = game([SHERIFF, "apples apples apples apples bread bread", SHERIFF])
    g.gold[0] = 2
    g.stands[0] = list(counts("pepper cheese"))
    to_bargain(g, ["apples apples apples apples", "cheese"], ["apples", "cheese"])
    act(g, "pass")
    act(g, "pass")
    act(g, "pass")
    act(g, "inspect")
    p = g.history[-1].penalty
    assert (p.gold, p.goods, p.forgiven) == (2, counts("pepper"), 0)
    assert g.stands[1] == list(counts("apples apples apples apples pepper"))


# -- the end -------------------------------------------------------------------


def test_king_and_queen_with_royal_goods() -> None:
    stands = [counts("apples apples apples"), counts("golden-apples"), counts("apples"), counts("cheese")]
    got = {(b.good, b.title): (b.seats, b.each) for b in bonuses(stands)}
    assert got[(APPLES, "shared King")] == ((0, 1), 15)  # three apples each: (20 + 10) // 2, no Queen
    assert (APPLES, "Queen") not in got
    assert got[(CHEESE, "King")] == ((3,), 15)


def test_tied_queens_share_the_queen() -> None:
    stands = [counts("bread bread bread"), counts("bread"), counts("bread"), counts("")]
    got = {(b.good, b.title): (b.seats, b.each) for b in bonuses(stands)}
    assert got[(2, "King")] == ((0,), 15)
    assert got[(2, "shared Queen")] == ((1, 2), 5)


def test_final_score_and_its_tie_break() -> None:
    s = final_score([10, 14], [counts("apples apples"), counts("pepper")])
    # 10 + 4 + King of apples 20 = 34; 14 + 6 = 20
    assert s.scores == (34, 20) and s.winners == (0,)
    tie = final_score([10, 12], [counts("chicken"), counts("pepper pepper")])
    # 10 + 4 + King of chicken 10 = 24 against 12 + 12 = 24: the chicken is the only legal good
    assert tie.scores == (24, 24) and tie.winners == (0,)
    shared = final_score([5, 5], [counts(""), counts("")])
    assert shared.winners == (0, 1)


def test_a_whole_match_ends_after_every_sheriff_turn() -> None:
    g = play_random(N.new_game(N.Rules(players=3), seed=4), random.Random(4))
    assert g.round_no == 9 and g.is_over and g.final is not None
    assert g.scores == list(g.final.scores)
    assert g.view(0).phase == N.OVER


def test_the_first_sheriff_is_the_dealer_and_it_passes_left() -> None:
    g = N.new_game(N.Rules(players=4), seed=2, dealer=3)
    assert g.sheriff == 3 and g.order == (0, 1, 2)


def test_a_claim_names_only_goods_the_tables_deck_has() -> None:
    """Seed 002 lets a merchant promise goods "even if there are no apples inside", but only goods of
    the game: at a table without the royal goods (the default) nobody can promise a green apple."""
    g = game([SHERIFF, A4P2, SHERIFF], rules=N.Rules(players=3))
    to_bargain(g, ["apples pepper", "cheese"], ["apples", "cheese"])
    act(g, "pass")
    legal = g.legal_actions()
    kinds = sum(1 for n in deck_counts(False, 3) if n)
    assert kinds == 8 and len(legal) == 51 * len(sub_multisets(g.hands[1], 0, 6)) * (1 + kinds + kinds * (kinds + 1) // 2) * 2
    rng = random.Random(5)
    for i in (rng.randrange(1, len(legal)) for _ in range(60)):
        assert not any(GOODS[c].kind == "royal" for c in legal[i].bag or ())
    with pytest.raises(IllegalAction, match="no green-apples in this table's deck"):
        act(g, "offer", bag="green-apples")
    act(g, "offer", bag="crossbow")  # contraband is in the deck: a claim of it stands
