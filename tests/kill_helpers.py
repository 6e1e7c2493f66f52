"""The process the kill test kills: it plays a seeded match, saving after every action.

Kept apart from the test so the fork server imports it (and the engine) once, and each
killed saver starts in milliseconds."""

from __future__ import annotations

import random
from typing import Any

from sheriff_tui import records, saves
from sheriff_tui.bots import RandomBot
from sheriff_tui.engine import game_module

GAME = "sheriff"


def play(rules: Any, seed: int) -> Any:
    """The match a saver plays, and the one the test replays to know what each save held."""
    return game_module(GAME).new_game(rules, seed=seed)


def step(game: Any, rng: random.Random, bot: RandomBot) -> None:
    game.apply(bot.choose(game.view(game.to_act), game.legal_actions(), rng))


def saver(data_dir: str, rules: Any, seed: int, started: Any, done: Any) -> None:
    """Save after each action, for ever (the match is played again when it ends): ``started``
    counts the saves begun, ``done`` those that returned. Save n holds n actions of the match."""
    game, rng, bot = play(rules, seed), random.Random(seed), RandomBot()
    while True:
        if game.to_act is None:
            game, rng = play(rules, seed), random.Random(seed)
            continue
        step(game, rng, bot)
        started.value += 1
        saves.save_current(records.to_record(game, GAME), {"seed": seed}, data_dir)
        done.value += 1
