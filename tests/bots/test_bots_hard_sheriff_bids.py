"""``hard`` Sheriff's bid search (``SheriffHard.SEARCH_BIDS``, off by default until measured):
worlds drawn at the auction keep the seat's hand and the turned card and replay the bids
(read as ``normal`` bids); with the search on, every bid is legal and the same for the same seed."""

from __future__ import annotations

import random

from sheriff_tui.bots.sheriff import worlds as sw
from sheriff_tui.bots.sheriff.normal import SheriffNormal
from sheriff_tui.engine import sheriff

NORMAL = SheriffNormal()


def auction_positions(seeds: range) -> list[sheriff.Sheriff]:
    out = []
    rules = sheriff.Rules(deals=3)
    for seed in seeds:
        g = sheriff.new_game(rules, 3, seed=seed)
        while g.phase == sheriff.AUCTION:
            out.append(g.clone())
            g.apply(NORMAL.choose(g.view(g.to_act), g.legal_actions(), random.Random(0)))
    return out


def test_the_bid_search_is_off_by_default() -> None:
    assert sw.SheriffHard.SEARCH_BIDS is False
    bot = sw.hard()
    for g in auction_positions(range(2)):
        v, legal = g.view(g.to_act), g.legal_actions()
        assert bot.decides(v, legal, NORMAL.choose(v, legal, random.Random(0))) == ([], 0.0)


def test_auction_worlds_keep_the_hand_and_the_bids() -> None:
    worlds = sw.SheriffWorlds()
    worlds.reads = NORMAL
    rng = random.Random(2)
    seen = 0
    for g in auction_positions(range(3)):
        me = g.to_act
        v = g.view(me)
        for _ in range(4):
            w = worlds.sample(v, rng)
            if w is not None:
                seen += 1
                assert w.to_act == me and w.phase == sheriff.AUCTION and w.view(me).hand == v.hand
                assert w.turned == g.turned and w.bids == g.bids and w.legal_actions() == g.legal_actions()
    assert seen > 0


def test_searched_bids_are_legal_and_seeded() -> None:
    bot = sw.hard()
    bot.SEARCH_BIDS = True
    bot.BID_MIN_WORLDS = bot.BID_MAX_WORLDS = 3
    for g in auction_positions(range(3)):
        v, legal = g.view(g.to_act), g.legal_actions()
        a = bot.choose(v, legal, random.Random(4))
        assert a in legal and bot.choose(v, legal, random.Random(4)) == a
