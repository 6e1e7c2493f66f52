"""The ``expert`` level: ``hard``'s player with a budget times ``EXPERT_SCALE``, for every game.

A real expert spends seconds a decision; these tests make its budget small
(``EXPERT_SCALE`` is read when an expert is made) so that whole deals play fast.
"""

from __future__ import annotations

import random

import pytest

from sheriff_tui import sim
from sheriff_tui.bots import LEVELS, make_bot, parse_levels
from sheriff_tui.bots import hard as hard_bots
from sheriff_tui.bots.hard import HardBot
from sheriff_tui.bots.nottingham.hard import NottinghamHard
from sheriff_tui.bots.sheepshead.battery_worlds import BatteryWorlds
from sheriff_tui.engine import GAMES
from sheriff_tui.presets import load_rules


@pytest.fixture
def small_expert(monkeypatch: pytest.MonkeyPatch) -> float:
    monkeypatch.setattr(hard_bots, "EXPERT_SCALE", 0.1)
    return 0.1


def test_expert_is_a_level_after_hard() -> None:
    assert LEVELS == ("random", "normal", "hard", "expert")
    assert parse_levels("expert,hard") == ("expert", "hard")


@pytest.mark.parametrize("game", ["sheriff", "sheepshead", "toruf"])
def test_the_card_games_expert_is_hard_with_a_larger_budget(game: str) -> None:
    hard, expert = make_bot(game, "hard"), make_bot(game, "expert")
    assert type(hard) is type(expert) or type(hard).__qualname__ == type(expert).__qualname__  # Sheepshead's class is made per bot
    assert isinstance(expert, HardBot) and expert.level == "expert" and hard.level == "hard"
    scale = hard_bots.EXPERT_SCALE
    assert scale > 1
    assert expert.BUDGET == round(HardBot.BUDGET * scale) and expert.MAX_WORLDS == round(HardBot.MAX_WORLDS * scale)
    assert expert.MIN_WORLDS == round(HardBot.MIN_WORLDS * scale)
    # hard keeps the class's own budget: the same choices as before expert came
    assert (hard.BUDGET, hard.MIN_WORLDS, hard.MAX_WORLDS, hard.scale) == (6000, 16, 64, 1.0)
    assert not {"BUDGET", "MIN_WORLDS", "MAX_WORLDS"} & set(vars(hard))


def test_nottinghams_expert_deals_more_merchant_hands() -> None:
    hard, expert = make_bot("nottingham", "hard"), make_bot("nottingham", "expert")
    assert isinstance(expert, NottinghamHard) and expert.level == "expert"
    scale = hard_bots.EXPERT_SCALE
    assert (expert.TRIES, expert.ENOUGH, expert.FIT) == (round(1200 * scale), round(120 * scale), 25)
    assert (hard.TRIES, hard.ENOUGH, hard.FIT, hard.level) == (1200, 120, 25, "hard")


def test_a_small_budget_is_injected_through_the_scale(small_expert: float) -> None:
    bot = make_bot("sheriff", "expert")
    assert (bot.BUDGET, bot.MIN_WORLDS, bot.MAX_WORLDS) == (600, 2, 6)
    nottingham = make_bot("nottingham", "expert")
    assert (nottingham.TRIES, nottingham.ENOUGH, nottingham.FIT) == (120, 12, 12)  # a fit still possible


def test_the_battery_forms_budget_scales_as_hards() -> None:
    class View:  # what worlds_wanted reads: the cards still out
        def __init__(self, each: int) -> None:
            self.hand_counts = (each, each)
            self.stacks = ((), ())

    forms = BatteryWorlds()
    assert forms.worlds_wanted(View(3), 2) == min(64, 1500 // 12)
    assert forms.worlds_wanted(View(3), 2, 6.0) == min(64 * 6, 9000 // 12)
    assert forms.worlds_wanted(View(3), 2, 0.05) == min(3, 75 // 12)
    assert forms.worlds_wanted(View(12), 2, 6.0) == 0  # many cards out: normal's card, whatever the budget


@pytest.mark.parametrize(
    ("game", "preset", "bots"),
    [
        ("sheriff", "sheriff", ("expert", "normal", "normal")),
        ("sheepshead", "sheepshead", ("expert", "normal", "normal", "normal", "normal")),
        ("sheepshead", "sheepshead-battery", ("expert", "normal")),
        ("toruf", "toruf", ("expert", "normal", "normal", "normal")),
        ("nottingham", "nottingham-3", ("expert", "normal", "normal")),
    ],
)
def test_expert_plays_a_legal_deal(small_expert: float, game: str, preset: str, bots: tuple[str, ...]) -> None:
    """Through the engine, which refuses an illegal action; the same again for the same seed."""
    rules = load_rules(game, preset, None, None)
    assert game in GAMES and rules.players == len(bots)
    first = sim.run_sim(game, rules, bots, 1, seed=4, preset=preset)
    assert first.deals_played == 1 and first.records[0].kinds[0] == "expert"
    again = sim.run_sim(game, rules, bots, 1, seed=4, preset=preset)
    assert again.records == first.records


def test_expert_looks_ahead_where_hard_does(small_expert: float) -> None:
    """Given the same decision, a tiny expert draws worlds and plays them out as hard does."""
    from sheriff_tui.engine import game_module

    rules = sim.default_rules("sheriff")
    g = game_module("sheriff").new_game(rules, rules.players, seed=2)
    normal = make_bot("sheriff", "normal")
    rng = random.Random(0)
    while g.phase != "play" or len(g.legal_actions()) < 2:
        g.apply(normal.choose(g.view(g.to_act), g.legal_actions(), rng))
    expert = make_bot("sheriff", "expert")
    view = g.view(g.to_act)
    assert expert.worlds_wanted(view, 2) == expert.MIN_WORLDS == 2 or expert.worlds_wanted(view, 2) <= expert.MAX_WORLDS
    assert expert.sample(view, random.Random(1), 2)  # worlds the seat can't rule out
    assert expert.choose(view, g.legal_actions(), random.Random(1)) in g.legal_actions()


def test_a_saved_table_may_seat_an_expert() -> None:
    """A save's seat kinds are checked against the levels: expert is one."""
    from sheriff_tui import records, saves

    saves._check_meta({"seats": ["human", "expert", "normal"]}, 3)
    with pytest.raises(records.RecordError, match="allowed: human, random, normal, hard, expert"):
        saves._check_meta({"seats": ["human", "master", "normal"]}, 3)
