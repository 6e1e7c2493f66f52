"""Sheriff of Nottingham's counter-offers (rule ``counters``): the Sheriff answers an offer with a new
price, the merchant offers again or withdraws, and only the last offer can be taken."""

from __future__ import annotations

import copy
import hashlib
import random
from typing import Any

import pytest

from sheriff_tui.bots import make_bot
from sheriff_tui.engine import IllegalAction
from sheriff_tui.engine import nottingham as N
from sheriff_tui.engine.nottingham import Bid, Offer
from tests.nottingham_helpers import act, game, to_bargain

SHERIFF = "cheese cheese cheese bread bread bread"
SMUGGLER = "apples apples pepper silk bread chicken"


def bargain(counters: int = 1, **rules: Any) -> N.Nottingham:
    """Seat 0 is the Sheriff; seat 1 bags 'apples pepper silk' declared apples and is bargained over first."""
    g = game([SHERIFF, SMUGGLER, SHERIFF], rules=N.Rules(players=3, counters=counters, **rules))
    to_bargain(g, ["apples pepper silk", "cheese"], ["apples", "cheese"])
    assert g.merchant == 1 and g.phase == (N.DEMAND if g.gold[1] else N.OFFER)
    return g


def state(g: N.Nottingham) -> dict[str, object]:
    return copy.deepcopy(dict(vars(g)))


def test_a_counter_sends_the_bag_back_to_the_offer_and_the_new_offer_can_be_taken() -> None:
    g = bargain()
    act(g, "demand", value=5)
    act(g, "offer", value=3)
    act(g, "pass")  # seat 2 pays nothing to open it
    assert g.phase == N.VERDICT and g.counters_left == 1
    events = act(g, "demand", value=8)
    assert [(e.kind, e.seat, e.value, e.data) for e in events] == [("demand", 0, 8, N.VERDICT)]
    assert g.phase == N.OFFER and g.to_act == 1
    v = g.view(2)  # anyone at the table hears it
    assert (v.demand, v.offer, v.counters_left, v.bids) == (8, Offer(3), 0, (Bid(5, Offer(3)),))
    act(g, "offer", value=8)
    assert g.phase == N.VERDICT and g.to_act == 0  # straight back: nobody is asked to pay again
    assert [a.act for a in g.legal_actions()] == ["accept", "inspect", "pass"]  # no counter left
    act(g, "accept")
    assert g.gold == [58, 42, 50]
    last = g.history[-1]
    assert (last.demand, last.offer, last.outcome) == (8, Offer(8), "accept")
    assert last.bids == (Bid(5, Offer(3)), Bid(8, Offer(8)))


def test_only_the_last_offer_is_accepted_even_when_it_is_less() -> None:
    g = bargain()
    act(g, "pass")  # no price
    act(g, "offer", value=6, cards="chicken")
    act(g, "pass")
    act(g, "demand", value=10)
    act(g, "offer", value=4)  # replaces the 6 gold and the chicken
    act(g, "accept")
    assert g.gold[:2] == [54, 46] and g.hands[1][N.parse_good("chicken")] == 1


def test_the_counter_limit_counts_each_bag_afresh() -> None:
    g = bargain(counters=2)
    act(g, "pass")
    act(g, "offer", value=1)
    act(g, "pass")
    for price, left in ((5, 1), (7, 0)):
        act(g, "demand", value=price)
        assert g.counters_left == left
        act(g, "offer", value=price - 1)
    assert not [a for a in g.legal_actions() if a.act == "demand"]
    with pytest.raises(IllegalAction, match="the 2 counter-offers for this bag are used: accept the offer"):
        act(g, "demand", value=9)
    act(g, "inspect")
    assert g.merchant == 2 and g.counters_left == 2  # the next bag has its own


def test_without_counters_a_price_at_the_verdict_is_refused() -> None:
    g = bargain(counters=0)
    act(g, "pass")
    act(g, "offer", value=3)
    act(g, "pass")
    assert [a.act for a in g.legal_actions()] == ["accept", "inspect", "pass"]
    with pytest.raises(IllegalAction, match="these rules allow no counter-offers: accept the offer, inspect the bag or let it pass"):
        act(g, "demand", value=5)


def test_a_merchant_who_passes_a_counter_withdraws_its_offer() -> None:
    g = bargain()
    act(g, "demand", value=4)
    act(g, "offer", value=4, promise=True)
    act(g, "pass")
    act(g, "demand", value=12)
    events = act(g, "pass")
    assert events[0].kind == "pass" and events[0].data == N.OFFER
    assert g.phase == N.VERDICT and g.offer is None
    assert [a.act for a in g.legal_actions()] == ["inspect", "pass"]
    with pytest.raises(IllegalAction, match="no bribe to accept"):
        act(g, "accept")
    act(g, "pass")
    last = g.history[-1]
    assert (last.demand, last.offer, last.outcome) == (12, None, "pass") and g.gold[:2] == [50, 50]
    assert last.bids == (Bid(4, Offer(4, promise=True)), Bid(12, None))


def test_a_counter_with_no_offer_standing_asks_for_one() -> None:
    g = bargain()
    act(g, "pass")
    act(g, "pass")  # no offer
    act(g, "pass")  # nobody pays
    assert [a.value for a in g.legal_actions() if a.act == "demand"] == list(range(1, 51))
    act(g, "demand", value=3)
    act(g, "offer", value=3)
    act(g, "accept")
    assert g.gold[:2] == [53, 47]


def test_payments_to_open_are_asked_once_and_stand_through_the_counters() -> None:
    g = bargain(counters=3)
    act(g, "pass")
    act(g, "offer", value=2)
    act(g, "pay", value=4)  # seat 2 wants it opened
    act(g, "demand", value=6)
    assert g.pays == [0, 0, 4]
    act(g, "offer", value=5)
    assert g.phase == N.VERDICT  # no second round of paying
    act(g, "demand", value=9)
    act(g, "pass")  # withdrawn
    assert g.phase == N.VERDICT and g.view(1).pays == (0, 0, 4)
    act(g, "inspect")
    assert g.history[-1].pays == ((2, 4),) and g.gold[2] == 46  # the payment went to the Sheriff


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        (3, "ask for 4 to 50 gold: more than the 3 gold offered, at most all Seat 2 has"),
        (0, "ask for 4 to 50 gold"),
        (51, "ask for 4 to 50 gold"),
        (None, "ask for 4 to 50 gold"),
    ],
)
def test_a_bad_counter_is_refused_and_changes_nothing(value: int | None, reason: str) -> None:
    g = bargain()
    act(g, "pass")
    act(g, "offer", value=3)
    act(g, "pass")
    before = state(g)
    with pytest.raises(IllegalAction, match=reason):
        act(g, "demand", value=value)
    assert state(g) == before


def test_a_counter_in_the_wrong_phase_or_after_all_gold_is_offered() -> None:
    g = bargain()
    act(g, "pass")
    before = state(g)
    with pytest.raises(IllegalAction, match="you can't demand now: it is time to offer the Sheriff a bribe"):
        g.apply(N.Action("demand", 1, value=5))
    with pytest.raises(IllegalAction, match="it is Seat 2's turn, not Seat 1's"):
        g.apply(N.Action("demand", 0, value=5))  # the Sheriff, while the merchant bargains
    assert state(g) == before
    act(g, "offer", value=50)  # all it has
    act(g, "pass")
    assert not [a for a in g.legal_actions() if a.act == "demand"]
    before = state(g)
    with pytest.raises(IllegalAction, match="offers 50 gold, all Seat 2 has: there is no more to ask for"):
        act(g, "demand", value=50)
    assert state(g) == before
    act(g, "accept")
    act(g, "pass")  # seat 2's bag: no price
    act(g, "pass")  # no offer; seat 1 has no gold left to pay with
    assert g.phase == N.VERDICT and g.merchant == 2
    act(g, "demand", value=2)
    with pytest.raises(IllegalAction, match="answer the Sheriff's new price: offer again or pass"):
        act(g, "inspect")


def test_a_merchant_without_gold_cant_be_countered() -> None:
    g = bargain(gold=0)
    act(g, "pass")  # no price is asked of a merchant without gold: this is its offer
    assert g.phase == N.VERDICT
    assert [a.act for a in g.legal_actions()] == ["inspect", "pass"]
    with pytest.raises(IllegalAction, match="Seat 2 has no gold to ask for"):
        act(g, "demand", value=1)


def test_a_view_tells_the_bargaining_but_no_hidden_cards() -> None:
    g = bargain()
    act(g, "demand", value=5)
    act(g, "offer", value=2, cards="chicken")
    act(g, "pass")
    act(g, "demand", value=7)
    views = [g.view(s) for s in range(3)]
    for v in views:
        assert (v.demand, v.offer, v.counters_left, v.bids, v.phase) == (7, views[0].offer, 0, views[0].bids, N.OFFER)
    assert views[0].bag is None and views[2].bag is not None and views[1].bag is not None


def test_a_clone_bargains_on_its_own() -> None:
    g = bargain()
    act(g, "pass")
    act(g, "offer", value=2)
    act(g, "pass")
    c = g.clone()
    act(c, "demand", value=9)
    act(c, "offer", value=9)
    assert (g.phase, g.demand, g.bids, g.counters_left) == (N.VERDICT, None, (Bid(None, Offer(2)),), 1)
    assert c.bids == (Bid(None, Offer(2)), Bid(9, Offer(9)))


def _fingerprint(players: int, seed: int, levels: list[str], **rules: Any) -> str:
    g = N.new_game(N.Rules(players=players, **rules), seed=seed, dealer=seed % players)
    bots = [make_bot("nottingham", level) for level in levels]
    rng = random.Random(seed)
    log = []
    while g.to_act is not None:
        a = bots[g.to_act].choose(g.view(g.to_act), g.legal_actions(), rng)
        log.append(repr(a))
        # the market event's data (True: an empty hand) came later than these fingerprints: left out
        # so did the handover event (what a bag hands over for a bribe): left out too
        log.append(repr([e._replace(data=None) if e.kind == "market" else e for e in g.apply(a) if e.kind != "handover"]))
    return hashlib.sha256(repr(log).encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    ("players", "seed", "levels", "before"),
    [
        (4, 1, ["normal"] * 4, "58de8844511afe89"),
        (3, 2, ["normal", "random", "normal"], "3b168c7f0e189fec"),
        # hard's merchant search (ec0bd05) plays otherwise than when counters came: its fingerprint since
        # (the engine's sameness rests on the two above, whose bots have not changed)
        (4, 5, ["hard", "normal", "random", "normal"], "74b75011b29a0805"),
    ],
)
def test_no_counters_is_exactly_the_game_before_them(players: int, seed: int, levels: list[str], before: str) -> None:
    """Every action and event of these matches, as the engine and bots played them before counters existed
    (with bags of five, the royal goods, the same deck for every number of players, and only goods
    truly in the bag offered: the defaults then)."""
    assert _fingerprint(players, seed, levels, counters=0, bag_limit=5, royal_goods=True, deck_by_players=False, bag_offers="cards") == before
