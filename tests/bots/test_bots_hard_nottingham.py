"""The ``hard`` Sheriff of Nottingham bot: a Sheriff that reads bags through the hands that fit them."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from sheriff_tui.bots import make_bot
from sheriff_tui.bots.nottingham.hard import NottinghamHard, draw, unseen_pool
from sheriff_tui.bots.nottingham.normal import NottinghamNormal
from sheriff_tui.engine import nottingham as N
from sheriff_tui.engine.core import Action
from sheriff_tui.engine.nottingham.goods import KINDS, counts_of, deck_for
from sheriff_tui.bots.nottingham.eval import race_bonus
from sheriff_tui.bots.nottingham.merchant import Bargain, Ending, Quantile, kept_worth, quantiles, to_bargain
from tests.nottingham_helpers import game, goods, skip_market
from tests.nottingham_helpers import to_bargain as bargain_at


def counts(words: str) -> tuple[int, ...]:
    return counts_of(goods(words))


def to_verdict(seed: int, players: int = 4, bots: NottinghamNormal | None = None) -> N.Nottingham:
    """A seeded match played by ``normal`` up to a Sheriff's verdict."""
    bot = bots or NottinghamNormal()
    g = N.new_game(N.Rules(players=players), seed=seed)
    rng = random.Random(seed)
    while g.phase != N.VERDICT:
        s = g.to_act
        assert s is not None
        g.apply(bot.choose(g.view(s), g.legal_actions(), rng))
    return g


def test_make_bot_gives_the_hard_sheriff() -> None:
    assert isinstance(make_bot("nottingham", "hard"), NottinghamHard)


def test_the_unseen_pool_is_the_deck_less_what_the_seat_can_place() -> None:
    g = to_verdict(3)
    v = g.view(g.sheriff)
    pool = Counter(unseen_pool(v))
    known = Counter(deck_for(g.rules))
    for part in (v.hand, v.stand, *(v.stands_up[s] for s in range(v.n) if s != v.seat)):
        known -= Counter({k: n for k, n in enumerate(part) if n})
    for top in v.pile_tops:
        if top is not None:
            known[top] -= 1
    assert pool == +known
    hidden = sum(sum(h) for s, h in enumerate(g.hands) if s != v.seat) + sum(sum(b) for b in g.bags if b)
    assert sum(pool.values()) >= hidden  # every hidden hand and bag can be dealt from it


def test_draw_takes_cards_from_the_pool() -> None:
    pool = list(goods("apples apples pepper silk cheese"))
    got = draw(pool, 3, random.Random(1))
    assert sum(got) == 3 and all(got[k] <= Counter(pool)[k] for k in range(KINDS))
    assert sorted(pool) == sorted(goods("apples apples pepper silk cheese"))


@pytest.mark.parametrize("seed", [1, 3, 8])
def test_every_fitting_bag_is_one_normal_would_have_declared_and_bribed_for_so(seed: int) -> None:
    g = to_verdict(seed)
    v = g.view(g.sheriff)
    m = v.merchant
    assert m is not None
    bags = NottinghamHard().fitting_bags(v, random.Random(0))
    model = NottinghamNormal()
    for bag in bags:
        assert sum(bag) == v.bag_sizes[m]
        assert model.declaration(v, bag) == v.declared[m] or not any(bag[k] for k in range(4))


def test_the_verdict_weighs_what_the_fitting_bags_would_show(monkeypatch: pytest.MonkeyPatch) -> None:
    g = to_verdict(3)
    v = g.view(g.sheriff)
    m = v.merchant
    assert m is not None
    size = v.bag_sizes[m] or 0
    declared = v.declared[m]
    assert declared is not None
    honest = tuple(size if k == declared else 0 for k in range(KINDS))
    lying = tuple(1 if k == declared else (size - 1 if k == 7 else 0) for k in range(KINDS))  # crossbows
    hard = NottinghamHard()
    plain = dataclasses.replace(v, offer=None, pays=(0,) * v.n)
    monkeypatch.setattr(hard, "fitting_bags", lambda view, rng: [honest] * 40)
    assert hard.verdict(plain, random.Random(0)) == "pass"  # opening an honest bag costs the Sheriff
    monkeypatch.setattr(hard, "fitting_bags", lambda view, rng: [lying] * 40)
    assert hard.verdict(plain, random.Random(0)) == "inspect"
    rich = dataclasses.replace(plain, offer=N.Offer(gold=40))
    assert hard.verdict(rich, random.Random(0)) == "accept"  # more than the crossbows' penalties
    monkeypatch.setattr(hard, "fitting_bags", lambda view, rng: [honest] * 3)
    assert hard.verdict(plain, random.Random(0)) == NottinghamNormal().verdict(plain, random.Random(0))  # too few: as normal


def test_an_offer_normal_would_never_make_fits_no_hand() -> None:
    g = to_verdict(3)
    v = g.view(g.sheriff)
    odd = dataclasses.replace(v, offer=N.Offer(gold=1, cards=counts("apples")))
    assert NottinghamHard().fitting_bags(odd, random.Random(0)) == []


def test_with_the_merchant_search_off_only_the_verdict_differs_from_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NottinghamHard, "SEARCH_BAGS", False)
    monkeypatch.setattr(NottinghamHard, "SEARCH_OFFERS", False)
    g = N.new_game(N.Rules(players=4), seed=6)
    hard, normal = NottinghamHard(), NottinghamNormal()
    departed = 0
    while g.to_act is not None:
        s = g.to_act
        v, legal = g.view(s), g.legal_actions()
        a = hard.choose(v, legal, random.Random(len(g.actions)))
        if g.phase != N.VERDICT:
            assert a == normal.choose(v, legal, random.Random(len(g.actions)))
        else:
            departed += a != normal.choose(v, legal, random.Random(len(g.actions)))
        g.apply(a)
    assert departed > 0


def test_the_verdict_reads_the_view_alone() -> None:
    g = to_verdict(8)
    v = g.view(g.sheriff)
    m = v.merchant
    assert m is not None
    twin = g.clone()
    bag = twin.bags[m]
    assert bag is not None
    twin.bags[m] = [sum(bag)] + [0] * (KINDS - 1)  # another bag of the same size: the Sheriff can't tell
    assert twin.view(twin.sheriff) == v
    assert NottinghamHard().choose(v, g.legal_actions(), random.Random(2)) == NottinghamHard().choose(
        twin.view(twin.sheriff), twin.legal_actions(), random.Random(2)
    )


def test_hard_plays_whole_matches_legally_and_alike_for_the_same_seed() -> None:
    def match() -> list[Action]:
        g = N.new_game(N.Rules(players=3), seed=2)
        bots = [NottinghamHard(), NottinghamNormal(), NottinghamNormal()]
        rng = random.Random(2)
        while g.to_act is not None:
            s = g.to_act
            g.apply(bots[s].choose(g.view(s), g.legal_actions(), rng))
        return list(g.log[0].actions)

    assert match() == match()


def test_a_merchant_caught_smuggling_without_a_bribe_is_judged_as_normal_judges(monkeypatch: pytest.MonkeyPatch) -> None:
    g = to_verdict(3)
    v = g.view(g.sheriff)
    m = v.merchant
    assert m is not None and v.declared[m] is not None
    caught = N.Verdict(0, v.sheriff, m, 0, 3, None, None, (), "inspect", counts("apples pepper pepper"), False, None)
    odd = dataclasses.replace(v, history=v.history + (caught,))
    hard = NottinghamHard()
    assert hard.off_model(odd, m) and not hard.off_model(v, m)
    monkeypatch.setattr(hard, "fitting_bags", lambda view, rng: pytest.fail("no model for this merchant"))
    assert hard.verdict(odd, random.Random(0)) == NottinghamNormal().verdict(odd, random.Random(0))


def _countered_verdict() -> N.Nottingham:
    """The first seeded match where ``normal`` bribes with gold, the Sheriff counters for a gold more
    and the merchant (``normal``) answers: at the Sheriff's verdict again."""
    bot = NottinghamNormal()
    for seed in range(40):
        g = to_verdict(seed, bots=bot)
        m = g.merchant
        if g.offer is None or not g.offer.gold or g.offer.gold >= g.gold[m]:
            continue
        g.apply(Action("demand", g.sheriff, value=g.offer.gold + 1))
        g.apply(bot.choose(g.view(m), g.legal_actions(), random.Random(0)))
        assert g.phase == N.VERDICT and len(g.bids) == 2
        return g
    raise AssertionError("no seed with a gold bribe")


def test_the_fitting_bags_answer_the_whole_bargaining() -> None:
    g = _countered_verdict()
    v = g.view(g.sheriff)
    bags = NottinghamHard().fitting_bags(v, random.Random(0))
    assert bags
    honest = NottinghamHard().fitting_bags(dataclasses.replace(v, bids=v.bids[-1:]), random.Random(0))
    assert honest  # the last answer alone fits too
    first = v.bids[0].offer
    assert first is not None
    odd = dataclasses.replace(v, bids=(N.Bid(v.bids[0].demand, N.Offer(gold=first.gold, cards=counts("apples"))), v.bids[1]))
    assert NottinghamHard().fitting_bags(odd, random.Random(0)) == []  # a first offer normal would never make
    assert NottinghamHard().choose(v, g.legal_actions(), random.Random(0)).act in ("accept", "inspect", "pass")


def test_hard_counters_as_normal_does() -> None:
    g = to_verdict(3)
    v = dataclasses.replace(g.view(g.sheriff), offer=N.Offer(promise=True))
    v = dataclasses.replace(v, bids=(N.Bid(v.demand, v.offer),))
    assert NottinghamHard().counter(v, g.legal_actions()) == NottinghamNormal().counter(v, g.legal_actions())


def test_goods_promised_from_the_bag_are_worth_what_the_fitting_bags_would_hand_over(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seed 002: "中にリンゴが入っていなくても可能" — promised goods are a claim: ``hard`` counts, for each bag that fits,
    what it would hand over (rule bag_offers "void": the goods promised that are there)."""
    g = to_verdict(3)
    v = g.view(g.sheriff)
    m = v.merchant
    assert m is not None
    size = v.bag_sizes[m] or 0
    declared = v.declared[m]
    assert declared is not None and size >= 2
    lying = tuple(1 if k == declared else (size - 1 if k == 7 else 0) for k in range(KINDS))  # one declared good, crossbows
    hard = NottinghamHard()
    monkeypatch.setattr(hard, "fitting_bags", lambda view, rng: [lying] * 40)
    claim = dataclasses.replace(v, offer=N.Offer(bag=tuple(size if k == declared else 0 for k in range(KINDS))), pays=(0,) * v.n)
    assert hard.verdict(claim, random.Random(0)) == "inspect"  # only one of the goods promised is there: not worth the crossbows
    honest = tuple(size if k == declared else 0 for k in range(KINDS))
    monkeypatch.setattr(hard, "fitting_bags", lambda view, rng: [honest] * 40)
    assert hard.verdict(claim, random.Random(0)) == "accept"  # every good promised is there: better than paying for an honest bag


# -- the merchant's search ----------------------------------------------------------------------

def _bag_view(gold: int, lies_found: bool) -> N.View:
    """Seat 1 loading its bag (3 apples, silk, crossbow, pepper in hand) before Sheriff 0, whose eight
    bags opened so far were all honest (a Sheriff who believes the table) or all lies."""
    g = game(["cheese cheese cheese cheese bread bread", "apples apples apples silk crossbow pepper",
              "chicken chicken bread bread bread cheese", "bread bread bread cheese cheese chicken"], N.Rules(players=4))
    skip_market(g)
    assert g.phase == N.BAG and g.to_act == 1
    opened = counts("bread bread bread silk")
    past = tuple(N.Verdict(0, 0, 2 + i % 2, 2, 4, None, None, (), "inspect", opened, not lies_found, None) for i in range(8))
    return dataclasses.replace(g.view(1), history=past, gold=(50, gold, 50, 50))


def _smuggles(bot: NottinghamNormal, view: N.View) -> bool:
    bag = bot.load(view, random.Random(0))
    return any(bag[k] for k in range(KINDS) if k not in N.LEGAL)


def test_hard_smuggles_where_the_sheriff_takes_its_bribe_and_brings_honest_goods_where_it_cannot_pay() -> None:
    hard = NottinghamHard(scale=0.25)
    rich = _bag_view(20, lies_found=False)
    assert _smuggles(hard, rich)  # the Sheriff takes a bribe below the contraband's worth
    assert not _smuggles(NottinghamNormal(), rich)  # normal reads only how often this Sheriff opens quiet bags
    poor = _bag_view(6, lies_found=True)
    assert not _smuggles(hard, poor)  # no bribe it can pay is worth the Sheriff's while: honest apples
    bag = hard.load(poor, random.Random(0))
    assert bag[N.parse_good("apples")] == 3


def test_the_bag_search_keeps_normals_choice_within_the_edge(monkeypatch: pytest.MonkeyPatch) -> None:
    view = _bag_view(20, lies_found=False)
    monkeypatch.setattr(NottinghamHard, "EDGE", 1000.0)
    assert NottinghamHard(scale=0.25).load(view, random.Random(0)) == NottinghamNormal().load(view, random.Random(0))


def test_each_bag_weighed_is_worth_its_bargaining_played_out() -> None:
    hard = NottinghamHard(scale=0.25)
    view = _bag_view(20, lies_found=False)
    bargain = Bargain(hard.GRID)
    honest = counts("apples apples apples")
    rest = tuple(h - b for h, b in zip(view.hand, honest))
    mine = to_bargain(view, honest, 0, rest)
    assert bargain.demand(mine) is None  # a table of honest bags: three apples go by unasked
    assert bargain.endings(mine, None) == [Ending("pass", None, 1.0)]
    kept = kept_worth(hard, view, rest, N.EMPTY)
    assert hard.bag_worth(view, honest, 0, rest, bargain) == pytest.approx(kept + 3 * N.VALUE[0] + 3 * race_bonus(view, 0, 3) / 10)


def _offer_view(lies_found: bool) -> tuple[N.Nottingham, N.View]:
    """Seat 1 with an honest bag of five apples, at its offer (no price named), before Sheriff 0, whose
    eight opened bags all came with a bribe and were all lies or all honest."""
    g = game(["cheese cheese cheese cheese bread bread", "apples apples apples apples apples pepper",
              "chicken chicken bread bread bread cheese", "bread bread bread cheese cheese chicken"], N.Rules(players=4, demands=False))
    bargain_at(g, ["apples apples apples apples apples", "chicken chicken", "bread bread bread"], ["apples", "chicken", "bread"])
    assert g.phase == N.OFFER and g.to_act == 1
    opened = counts("bread bread bread silk")
    past = tuple(N.Verdict(0, 0, 2 + i % 2, 2, 4, None, N.Offer(gold=5), (), "inspect", opened, not lies_found, None) for i in range(8))
    return g, dataclasses.replace(g.view(1), history=past)


def test_an_honest_merchant_baits_the_sheriff_with_a_coin() -> None:
    """Five honest apples the Sheriff would let by: one gold offered reads as a lie to it, it opens the
    bag and pays their penalty."""
    g, view = _offer_view(lies_found=False)
    assert Bargain(2).endings(view, None) == [Ending("pass", None, 1.0)]
    assert NottinghamNormal().answer(view) is None  # normal bribes only for contraband
    offer = NottinghamHard(scale=0.25).answer(view)
    assert offer is not None and 0 < offer.gold <= 2 and not any(offer.bag)
    bargain = Bargain(2)
    assert [e.outcome for e in bargain.endings(view, offer)] == ["inspect"]
    action = NottinghamHard(scale=0.25).choose(view, g.legal_actions(), random.Random(0))
    g.apply(action)  # a legal offer


def test_the_quantile_grid_takes_the_sheriffs_coin_flip_at_its_share() -> None:
    assert quantiles(4) == (0.125, 0.375, 0.625, 0.875)
    assert Quantile(0.3).random() == 0.3
    assert NottinghamHard(scale=0.25).GRID == 2 and NottinghamHard().GRID == 8 and NottinghamHard(scale=6).GRID == 48
