"""Computer players. A bot sees ``view(seat)`` and the legal actions, nothing else.

``make_bot(game, level)`` returns an object with
``choose(view, legal, rng) -> Action``.
"""

from __future__ import annotations

import importlib
import random
from typing import Any, Protocol, Sequence

from ..engine.core import Action

LEVELS: tuple[str, ...] = ("random", "normal", "hard", "expert")

# (game, level) -> "module:factory"; a level missing for a game falls back to the level below it
_REGISTRY: dict[tuple[str, str], str] = {
    ("sheriff", "normal"): "sheriff_tui.bots.sheriff.normal:SheriffNormal",
    ("sheepshead", "normal"): "sheriff_tui.bots.sheepshead.normal:SheepsheadNormal",
    ("toruf", "normal"): "sheriff_tui.bots.toruf.normal:TorufNormal",
    ("nottingham", "normal"): "sheriff_tui.bots.nottingham.normal:NottinghamNormal",
    ("sheepshead", "hard"): "sheriff_tui.bots.sheepshead.hard:hard",
    ("sheriff", "hard"): "sheriff_tui.bots.sheriff.worlds:hard",
    ("toruf", "hard"): "sheriff_tui.bots.toruf.worlds:hard",
    ("nottingham", "hard"): "sheriff_tui.bots.nottingham.hard:hard",
}
# a level that is another level's player given a larger budget: its factory is called with
# (scale, level); the scale is read when the bot is made (tests make a small expert)
_SCALED = {"expert": "hard"}


class Bot(Protocol):
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """A baseline for tests and benchmarks: any legal action, uniformly."""

    level = "random"

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


def parse_levels(text: str) -> tuple[str, ...]:
    """Bot levels from ``normal,hard``: ValueError naming the first unknown one and the allowed."""
    levels = tuple(x.strip() for x in text.split(","))
    for x in levels:
        if x not in LEVELS:
            raise ValueError(f"unknown level {x!r}; allowed: {', '.join(LEVELS)}")
    return levels


def make_bot(game: str, level: str) -> Bot:
    parse_levels(level)
    scaled = _REGISTRY.get((game, _SCALED.get(level, "")))
    if scaled is not None:
        from . import hard

        module, factory = scaled.split(":")
        return getattr(importlib.import_module(module), factory)(hard.EXPERT_SCALE, level)
    target = _REGISTRY.get((game, level))
    while target is None and level != "random":
        level = LEVELS[LEVELS.index(level) - 1]
        target = _REGISTRY.get((game, level))
    if target is None:
        return RandomBot()
    module, cls = target.split(":")
    return getattr(importlib.import_module(module), cls)()
