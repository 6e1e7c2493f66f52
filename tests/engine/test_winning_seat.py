"""``winning_seat``: the seat a trick in play goes to, as the trick's end then decides it.

The table marks that card while the trick is played; it must be the engine's answer, duties
and the unknown included, so it is checked against the trick's own end over random deals.
"""

from __future__ import annotations

import random

import pytest

from sheriff_tui import presets
from sheriff_tui.engine import game_module

CASES = [
    ("sheriff", "sheriff"),
    ("toruf", "toruf"),
    ("sheepshead", "sheepshead"),
    ("sheepshead", "sheepshead-jd-callup"),  # the called ten and the unknown
    ("sheepshead", "sheepshead-fox-42"),
    ("sheepshead", "sheepshead-indiana"),
]


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_the_marked_seat_is_the_one_that_takes_the_trick(game: str, preset: str) -> None:
    rules = presets.load_rules(game, preset)
    checked = 0
    for seed in range(6):
        g = game_module(game).new_game(rules, seed=seed)
        rng = random.Random(seed)
        while g.to_act is not None and g.deal_no < 2:
            action = rng.choice(list(g.legal_actions()))
            staged = None
            if action.act == "play" and len(g.trick) == g.n - 1:
                staged = g.clone()  # the trick with its last card on the table, not yet taken
                staged.trick = g.trick + (action.card,)
            if g.trick:
                assert g.winning_seat() is not None
            events = g.apply(action)
            taken = [e for e in events if e.kind == "trick"]
            if staged is not None:
                assert taken and taken[0].seat == staged.winning_seat(), (seed, action, taken)
                checked += 1
    assert checked > 20
