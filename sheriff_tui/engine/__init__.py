"""The shared rules layer: pure, deterministic, no I/O, no Textual.

``GAMES`` maps a game's name to its module; every module keeps the contract in
:mod:`sheriff_tui.engine.core`.
"""

from __future__ import annotations

from types import ModuleType

from . import nottingham, sheepshead, sheriff, toruf
from .core import Action, DealSetup, Event, IllegalAction

GAMES: dict[str, ModuleType] = {sheriff.GAME: sheriff, sheepshead.GAME: sheepshead, toruf.GAME: toruf, nottingham.GAME: nottingham}

__all__ = ["GAMES", "Action", "DealSetup", "Event", "IllegalAction", "game_module"]


def game_module(name: str) -> ModuleType:
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; allowed: {', '.join(GAMES)}") from None
