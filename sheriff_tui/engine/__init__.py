"""The shared rules layer: pure, deterministic, no I/O, no Textual.

``GAMES`` maps a game's name to its package, imported on first use: the menu and
``--help`` need the names, not four rule engines. Every game package keeps the
contract in :mod:`sheriff_tui.engine.core`, itself imported when first asked for
(``from sheriff_tui.engine import Action``): the names of the games cost nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping, MutableMapping
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .core import Action, DealSetup, Event, IllegalAction

NAMES: tuple[str, ...] = ("sheriff", "sheepshead", "toruf", "nottingham")


class _Games(MutableMapping[str, ModuleType]):
    """The games by name, in menu order; a game's package is imported when it is first asked for.
    A game module may be added by name (a test's made-up game)."""

    def __init__(self) -> None:
        self._added: dict[str, ModuleType] = {}
        self._loaded: dict[str, ModuleType] = {}

    def __getitem__(self, name: str) -> ModuleType:
        found = self._added.get(name) or self._loaded.get(name)
        if found is not None:
            return found
        if name not in NAMES:
            raise KeyError(name)
        module = self._loaded[name] = importlib.import_module(f"{__name__}.{name}")  # once: game_module is asked often
        return module

    def __setitem__(self, name: str, module: ModuleType) -> None:
        self._added[name] = module

    def __delitem__(self, name: str) -> None:
        del self._added[name]

    def __iter__(self) -> Iterator[str]:
        yield from NAMES
        yield from (n for n in self._added if n not in NAMES)

    def __len__(self) -> int:
        return len(NAMES) + sum(1 for n in self._added if n not in NAMES)

    def __contains__(self, name: object) -> bool:
        return name in NAMES or name in self._added

    def __repr__(self) -> str:
        return f"GAMES({', '.join(self)})"


GAMES: Mapping[str, ModuleType] = _Games()

__all__ = ["GAMES", "NAMES", "Action", "DealSetup", "Event", "IllegalAction", "game_module"]


def game_module(name: str) -> ModuleType:
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; allowed: {', '.join(GAMES)}") from None


_FROM_CORE = ("Action", "DealSetup", "Event", "IllegalAction")


def __getattr__(name: str) -> Any:
    """The contract's names, from :mod:`.core` when first asked for."""
    if name in _FROM_CORE:
        from . import core

        value = getattr(core, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
