"""``hard`` Sheepshead before the first card: the pick, the call, the bury and the knocks searched in worlds.

Hand-made deals with a clear answer, each decided by a search forced on (the
pick's closeness gate off) with a small, fixed world count so the tests stay
fast; the worlds at those decisions look real to the seat; and the seat's view
alone decides (twin deals get the same choice). Every random choice is seeded.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from sheriff_tui.bots import make_bot
from sheriff_tui.bots.hard import HardBot
from sheriff_tui.bots.sheepshead.normal import SheepsheadNormal
from sheriff_tui.bots.sheepshead.preplay import Preplay
from sheriff_tui.bots.sheepshead.worlds import SheepsheadWorlds
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Action
from sheriff_tui.presets import load_rules

from ..sheepshead_helpers import deal
from ..world_helpers import Tally, drawn_worlds
from . import test_bots_sheepshead as ts

NORMAL = SheepsheadNormal()
RULES = load_rules("sheepshead", "sheepshead", None, None)


class Forced(Preplay):
    """Every pick searched, in a few worlds: a test's search."""

    MIN_WORLDS = MAX_WORLDS = 10
    PICK_MARGIN = 99.0
    PHASES = frozenset(Preplay.EDGES)  # the searches off by default too


def hard(worlds: int = 10) -> Any:
    bot = make_bot("sheepshead", "hard")
    bot.preplay = Forced()
    bot.preplay.MIN_WORLDS = bot.preplay.MAX_WORLDS = worlds
    return bot


def at(g: sh.Sheepshead, seat: int, phase: str) -> tuple[Any, list[Action]]:
    """Play ``normal`` for everyone until ``seat`` decides in ``phase``."""
    rng = random.Random(0)
    while not (g.to_act == seat and g.phase == phase):
        assert g.phase != "play", "the decision never came"
        g.apply(NORMAL.choose(g.view(g.to_act), g.legal_actions(), rng))
    return g.view(seat), list(g.legal_actions())


def game(hands: list[str], blind: str, rules: Any = RULES) -> sh.Sheepshead:
    return sh.new_game(rules, rules.players, seed=0, setups=[deal(hands, blind)], dealer=0)


def test_a_hand_of_top_trumps_picks() -> None:
    g = game(["7C 8C 9C KC 7S 8S", "QC QS QH QD JC JS", "AC TC AS TS AH TH", "9S KS 9H KH 7H 8H", "JH JD AD TD KD 9D"], "8D 7D")
    view, legal = at(g, 1, "pick")
    assert hard().choose(view, legal, random.Random(1)).act == "pick"


def test_a_hand_of_nothing_passes() -> None:
    g = game(["QC QS QH QD JC JS", "7C 8C 7S 8S 7H 8H", "AC TC AS TS AH TH", "9S KS 9H KH 9C KC", "JH JD AD TD KD 9D"], "8D 7D")
    view, legal = at(g, 1, "pick")
    assert hard().choose(view, legal, random.Random(1)).act == "pass"


BURY_HANDS = ["8C 9C KC 7S 8S 9S", "QC QS QH JC AS TS", "TC AC KS 7H 8H 9H", "TH AH 7D 8D 9D KD", "TD AD QD JS JH JD"]


def test_the_bury_voids_a_fail_suit() -> None:
    """Seat 1 picks up K♥ and 7♣ beside four trumps and A♠ T♠: two fail cards buried leave it void in a suit."""
    g = game(BURY_HANDS, "KH 7C")
    g.apply(Action("pick", 1))
    view, legal = at(g, 1, "bury")
    bot = hard()
    a = bot.choose(view, legal, random.Random(2))
    assert a.act == "bury" and a in legal
    kept = view.hand & ~sum(1 << c for c in a.cards or ())
    k = view.deck
    held = [s for s in k.fail_suits if view.hand & k.fail_mask[s]]
    assert any(not kept & k.fail_mask[s] for s in held)  # some fail suit it held is gone from the hand


def test_a_lay_down_hand_goes_alone() -> None:
    """Every queen and jack: the picker takes every trick without a partner."""
    g = game(["7C 8C 9C KC 7S 8S", "QC QS QH QD JC JS", "AC TC AS TS AH TH", "9S KS 9H KH 7H 8H", "AD TD KD 9D 8D 7D"], "JH JD")
    g.apply(Action("pick", 1))
    view, legal = at(g, 1, "call")
    assert any(a.act == "alone" for a in legal) and any(a.act == "call" for a in legal)
    assert hard().choose(view, legal, random.Random(3)).act == "alone"


def test_the_bury_candidates_are_few_and_hold_no_more_trumps_than_normals() -> None:
    g = game(BURY_HANDS, "KH 7C")
    g.apply(Action("pick", 1))
    view, legal = at(g, 1, "bury")
    default = NORMAL.choose(view, legal, random.Random(0))
    others, edge = Forced().decides(view, legal, default)
    assert 0 < len(others) < Preplay.BURY_CANDIDATES and default not in others and edge > 0
    trumps = view.deck.trump_mask
    assert all(sum(trumps >> c & 1 for c in a.cards or ()) <= sum(trumps >> c & 1 for c in default.cards or ()) for a in others)


def test_a_clear_pick_is_not_searched() -> None:
    """Outside the pick's margin normal's choice stands without a look-ahead."""
    g = game(["7C 8C 9C KC 7S 8S", "QC QS QH QD JC JS", "AC TC AS TS AH TH", "9S KS 9H KH 7H 8H", "JH JD AD TD KD 9D"], "8D 7D")
    view, legal = at(g, 1, "pick")
    assert Preplay().decides(view, legal, legal[0]) == ([], 0.0)


@pytest.mark.parametrize("preset", ["sheepshead", "sheepshead-cracks", "sheepshead-jd", "sheepshead-3", "sheepshead-bury-first"])
def test_a_world_before_the_cards_looks_like_the_real_deal(preset: str) -> None:
    """At the seat's pick, call, bury and knock the world is the deal as the seat knows it."""
    rules = load_rules("sheepshead", preset, None, None)
    worlds = SheepsheadWorlds()
    rng = random.Random(4)
    tally, phases = Tally(), set()
    for seed in range(3):
        g = sh.new_game(rules, rules.players, seed=seed)
        while g.phase != "play" and g.to_act is not None:
            view, legal = g.view(g.to_act), list(g.legal_actions())
            if len(legal) > 1:
                for w in drawn_worlds(worlds, view, legal, rng, tally, 1, preset):
                    phases.add(view.phase)
                    seen = view.hand | sum(1 << c for c in view.blind or ())
                    assert all(not w.hands[t] & seen for t in range(view.n) if t != view.seat)
            g.apply(NORMAL.choose(view, legal, rng))
    assert tally.found >= 0.8 * tally.drawn and "pick" in phases, tally


def test_the_blind_is_drawn_while_nobody_has_picked() -> None:
    g = sh.new_game(RULES, RULES.players, seed=5)
    view = g.view(g.to_act)
    rng = random.Random(1)
    blinds = {tuple(sorted(w.blind)) for w in (SheepsheadWorlds().sample(view, rng) for _ in range(10)) if w is not None}
    assert len(blinds) > 5 and all(not view.hand & sum(1 << c for c in b) for b in blinds)


def test_without_candidates_every_decision_before_the_cards_is_normals() -> None:
    """The extension point's default (HardBot.decides offers nothing): normal's choice, as before."""
    g = sh.new_game(RULES, RULES.players, seed=5)
    bot = HardBot(NORMAL, SheepsheadWorlds())
    rng = random.Random(5)
    while g.phase != "play":
        view, legal = g.view(g.to_act), g.legal_actions()
        assert bot.choose(view, legal, random.Random(1)) == NORMAL.choose(view, legal, random.Random(1))
        g.apply(NORMAL.choose(view, legal, rng))


def test_hard_decides_before_the_cards_legally_and_alike_for_the_same_dice() -> None:
    bot = hard(4)
    g = sh.new_game(load_rules("sheepshead", "sheepshead-cracks", None, None), 5, seed=8)
    rng = random.Random(8)
    seen = set()
    while g.phase != "play" and g.to_act is not None:
        view, legal = g.view(g.to_act), g.legal_actions()
        if len(legal) > 1:
            a = bot.choose(view, legal, random.Random(len(seen)))
            assert a in legal and bot.choose(view, legal, random.Random(len(seen))) == a
            seen.add(view.phase)
        g.apply(NORMAL.choose(view, legal, rng))
    assert {"pick", "call", "bury"} <= seen


def test_twin_deals_get_the_same_decision_before_the_cards() -> None:
    """The view-only promise for the new search: the unseen cards moved, the same choice."""
    bot = hard(4)
    rng = random.Random(11)
    checked = 0
    for g in ts._positions(deals=3, every=1):
        if g.phase == "play" or checked >= 8:
            continue
        twin = ts._twin(g, rng)
        me = g.to_act
        assert twin.view(me) == g.view(me)
        ours = bot.choose(g.view(me), g.legal_actions(), random.Random(checked))
        assert ours == bot.choose(twin.view(me), twin.legal_actions(), random.Random(checked)), g.phase
        checked += 1
    assert checked >= 6


def test_the_searched_phases_have_an_edge_each() -> None:
    assert set(Preplay.EDGES) == {"pick", "call", "bury", "knock"} and all(e >= 0 for e in Preplay.EDGES.values())
    assert Preplay.PHASES <= set(Preplay.EDGES) and "pick" in Preplay.PHASES


def test_a_search_off_by_default_leaves_normals_choice() -> None:
    """The bury is searched only when asked (Preplay.PHASES): by default hard buries as normal."""
    g = game(BURY_HANDS, "KH 7C")
    g.apply(Action("pick", 1))
    view, legal = at(g, 1, "bury")
    default = NORMAL.choose(view, legal, random.Random(0))
    assert Preplay().decides(view, legal, default) == ([], 0.0)
    assert make_bot("sheepshead", "hard").choose(view, legal, random.Random(0)) == default


def test_a_crack_is_weighed_in_worlds_whose_picker_would_have_picked() -> None:
    rules = load_rules("sheepshead", "sheepshead-cracks", None, None)
    bot = hard(6)
    rng = random.Random(3)
    for seed in range(6):
        g = sh.new_game(rules, rules.players, seed=seed)
        while g.phase != "play" and g.to_act is not None:
            view, legal = g.view(g.to_act), list(g.legal_actions())
            if view.phase == "knock" and view.picker != view.seat and len(legal) > 1:
                worlds = bot.sample(view, rng, 2, lambda w: bot.fits(w, view, legal), bot.tries(view))
                assert worlds and len(worlds) <= 6
                for w in worlds:
                    picked = dataclasses.replace(w.view(view.picker), hand=w.dealt[view.picker], phase="pick")
                    assert NORMAL.wants_pick(picked)
                return
            g.apply(NORMAL.choose(view, legal, rng))
    raise AssertionError("no crack offered")


def test_a_pick_after_passes_is_weighed_in_worlds_whose_passers_would_have_passed() -> None:
    """Each seat that passed gets a hand ``normal`` passes: else the blind and the seats behind
    would be dealt too weak, and picking would look worse than it is."""
    bot = hard(6)
    rng = random.Random(4)
    g = sh.new_game(RULES, RULES.players, seed=2)
    while not (g.phase == "pick" and len(g.view(g.to_act).passed) >= 3):
        g.apply(Action("pass", g.to_act))
    view, legal = g.view(g.to_act), list(g.legal_actions())
    worlds = bot.sample(view, rng, 2, lambda w: bot.fits(w, view, legal), bot.tries(view))
    assert len(worlds) == 6
    for w in worlds:
        for t in view.passed:
            assert not NORMAL.wants_pick(dataclasses.replace(w.view(t), hand=w.dealt[t], phase="pick"))
