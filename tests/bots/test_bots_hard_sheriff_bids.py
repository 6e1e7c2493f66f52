"""``hard`` Sheriff's bid search (``SheriffHard.SEARCH_BIDS``, off by default until measured):
worlds drawn at the auction keep the seat's hand and the turned card and replay the bids
(read as ``normal`` bids); with the search on, every bid is legal and the same for the same seed."""

from __future__ import annotations

import dataclasses
import random

import pytest

from sheriff_tui.cards import parse_cards
from sheriff_tui.engine.core import DealSetup
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


def choice_positions(seeds: range) -> list[sheriff.Sheriff]:
    out = []
    rules = sheriff.Rules(deals=3, auction="choice")
    for seed in seeds:
        g = sheriff.new_game(rules, 3, seed=seed)
        while g.phase == sheriff.CHOICE:
            if len(g.legal_actions()) > 1:
                out.append(g.clone())
            g.apply(next(a for a in g.legal_actions() if a.act == "pass") if g.declined < 2 else g.legal_actions()[0])
    return out


def test_choice_worlds_keep_the_hand_the_turned_card_and_the_declines() -> None:
    worlds = sw.SheriffWorlds()
    rng = random.Random(2)
    seen = 0
    for g in choice_positions(range(3)):
        me = g.to_act
        v = g.view(me)
        for _ in range(3):
            w = worlds.sample(v, rng)
            if w is not None:
                seen += 1
                assert w.view(me) == dataclasses.replace(v, rules=w.rules) and w.legal_actions() == g.legal_actions()
                moved = any(w.hands[t] != g.hands[t] for t in range(3) if t != me)
                seen += moved
    assert seen > 6


def _choice_deal(mine: str) -> sheriff.Sheriff:
    """Seat 0 first to take or pass the turned 2♥, holding ``mine``; the rest dealt in order."""
    hand = parse_cards(mine)
    turned = parse_cards("2H")[0]
    rest = [c for c in range(52) if c not in hand and c != turned]
    setup = DealSetup(hands=(tuple(hand), tuple(rest[:17]), tuple(rest[17:34])), piles=(("turned", (turned,)),))
    return sheriff.new_game(sheriff.Rules(deals=1, auction="choice"), 3, seed=0, setups=[setup], dealer=2)


@pytest.mark.parametrize(
    ("mine", "act"),
    [
        ("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H AS AC AD KS KC", "take"),  # twelve trumps and three aces
        ("2S 3S 4S 5S 6S 2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 7S 7C", "pass"),  # no trump, no honour
    ],
)
def test_the_choice_search_keeps_a_clear_take_and_a_clear_pass(mine: str, act: str) -> None:
    g = _choice_deal(mine)
    assert g.phase == sheriff.CHOICE and g.to_act == 0
    bot = sw.hard()
    bot.SEARCH_CHOICE = True
    bot.BID_MIN_WORLDS = bot.BID_MAX_WORLDS = 4
    v, legal = g.view(0), g.legal_actions()
    assert [a.act for a in bot.decides(v, legal, NORMAL.choose(v, legal, random.Random(0)))[0]] == ["pass" if act == "take" else "take"]
    assert bot.choose(v, legal, random.Random(3)).act == act


def test_searched_takes_are_legal_and_seeded() -> None:
    bot = sw.hard()
    bot.SEARCH_CHOICE = True
    bot.BID_MIN_WORLDS = bot.BID_MAX_WORLDS = 3
    for g in choice_positions(range(2)):
        v, legal = g.view(g.to_act), g.legal_actions()
        a = bot.choose(v, legal, random.Random(4))
        assert a in legal and bot.choose(v, legal, random.Random(4)) == a
