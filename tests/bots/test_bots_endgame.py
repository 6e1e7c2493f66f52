"""The ending solved exactly (bots/endgame.py): the solver against a plain minimax, and ``hard``
keeping a won ending that ``normal``'s card throws away (found by search, seeded)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from sheriff_tui.bots import make_bot
from sheriff_tui.bots.endgame import OutOfNodes, Solver
from sheriff_tui.engine import game_module
from sheriff_tui.presets import load_rules


def one_deal(game: str) -> Any:
    rules = load_rules(game, None, None, None)
    return dataclasses.replace(rules, deals=1, **({"target": 0} if game == "toruf" else {}))


def to_step(game: str, seed: int, step: int) -> Any:
    """The deal of ``seed`` played by ``normal`` in every seat up to its ``step``-th decision."""
    rules = one_deal(game)
    g = game_module(game).new_game(rules, rules.players, seed=seed)
    normal, rng = make_bot(game, "normal"), random.Random(seed)
    for _ in range(step):
        g.apply(normal.choose(g.view(g.to_act), g.legal_actions(), rng))
    return g


def minimax(g: Any, root: int, allies: frozenset[int]) -> float:
    """Every card of every seat, no pruning: the value the solver must agree with."""
    if g.to_act is None:
        return g.totals[root]
    values = []
    for a in g.legal_actions():
        c = g.clone()
        c.apply(a)
        values.append(minimax(c, root, allies))
    return max(values) if g.to_act in allies else min(values)


class Truth:
    """Worlds that are the deal itself: the seat sees every card, so its ending is a sure thing."""

    def __init__(self, g: Any) -> None:
        self.g = g

    def sample(self, view: Any, rng: random.Random, reads: Any = None) -> Any:
        return self.g.clone()

    def forms(self, form: str) -> None:
        return None


@pytest.mark.parametrize("game", ["sheriff", "toruf", "sheepshead"])
def test_solver_agrees_with_minimax(game: str) -> None:
    hard = make_bot(game, "hard")
    checked = 0
    for seed in range(6):
        g = to_step(game, seed, 0)
        normal, rng = make_bot(game, "normal"), random.Random(seed)
        while g.to_act is not None:
            v, legal = g.view(g.to_act), g.legal_actions()
            allies = hard.allies(g, g.to_act) if v.phase == "play" else None
            if allies is not None and len(legal) > 1 and sum(v.hand_counts) <= 2 * len(v.hand_counts):
                solver = Solver(g.to_act, allies, 10**6, hard.ending_moves())
                exact = [minimax(_after(g, a), g.to_act, allies) for a in legal]
                assert solver.values(g, legal) == exact
                checked += 1
            g.apply(normal.choose(v, legal, rng))
    assert checked >= 3


def _after(g: Any, a: Any) -> Any:
    c = g.clone()
    c.apply(a)
    return c


# a seed and decision where normal's card loses what the deal, seen whole, had won
MISPLAYED = [("toruf", 6, 45), ("sheriff", 5, 50), ("sheepshead", 14, 23)]


@pytest.mark.parametrize(("game", "seed", "step"), MISPLAYED)
def test_hard_keeps_the_won_ending(game: str, seed: int, step: int) -> None:
    g = to_step(game, seed, step)
    seat, legal = g.to_act, g.legal_actions()
    v = g.view(seat)
    hard = make_bot(game, "hard")
    allies = hard.allies(g, seat)
    assert allies is not None
    exact = dict(zip(legal, Solver(seat, allies, 10**6, None).values(g, legal)))
    normal_card = make_bot(game, "normal").choose(v, legal, random.Random(seed))
    assert exact[normal_card] < max(exact.values())  # the position is what it claims to be
    hard.worlds = Truth(g)
    assert exact[hard.choose(v, legal, random.Random(0))] == max(exact.values())


def test_an_ending_too_big_for_its_nodes_is_played_out() -> None:
    g = to_step("toruf", 6, 45)
    v, legal = g.view(g.to_act), g.legal_actions()
    hard = make_bot("toruf", "hard")
    hard.ENDGAME_NODES = 1
    default = hard.normal.choose(v, legal, random.Random(0))
    others = hard.candidates(v, legal, default)
    assert hard.solve_ending(v, default, others, random.Random(0)) is None
    assert hard.choose(v, legal, random.Random(0)) in legal
    with pytest.raises(OutOfNodes):
        Solver(g.to_act, frozenset((0, 2)), 1).values(g, legal)


def test_expert_solves_one_trick_further() -> None:
    assert make_bot("toruf", "expert").ENDGAME_TRICKS == make_bot("toruf", "hard").ENDGAME_TRICKS + 1 == 4


def test_no_sides_no_solve() -> None:
    """A leaster has no picker: every seat plays for itself, so there is nothing to solve as two sides."""
    rules = dataclasses.replace(one_deal("sheepshead"), no_pick="leaster")
    g = game_module("sheepshead").new_game(rules, rules.players, seed=0)
    while g.phase != "play":
        g.apply(next(a for a in g.legal_actions() if a.act == "pass"))
    assert g.kind == "leaster" and make_bot("sheepshead", "hard").allies(g, 0) is None


def test_a_sheepshead_ending_is_told_by_its_bury_too() -> None:
    """Worlds with the same hands but another bury end with other points: they are not one ending."""
    g = to_step("sheepshead", 14, 23)
    hard = make_bot("sheepshead", "hard")
    other = g.clone()
    other.buried = tuple(reversed(g.buried)) + (99,)
    assert hard.ending_key(g) == hard.ending_key(g.clone()) != hard.ending_key(other)
