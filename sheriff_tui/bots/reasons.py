"""Why a bot chose its move: a :class:`Reason` the ``normal`` bots give beside their action.

``normal``'s ``explain(view, legal, rng) -> (action, Reason)`` runs the same rules as its
``choose`` (which stays the fast playout policy of ``hard``, untouched) and records which rule
fired and the facts it read: the hint says them in a player's words. A reason holds no words:
a key and facts (cards as card numbers, suits as suit numbers), phrased by the game's words
module in the UI (:mod:`sheriff_tui.ui.games.why`), so an ascii table names suits in letters.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Reason:
    """Which rule chose a move (``key``) and what it saw (``facts``, name → value). The empty
    reason (no key) is a move the bot's rules give no reason for: the hint says the move alone."""

    key: str = ""
    facts: tuple[tuple[str, Any], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.key)

    def __getitem__(self, name: str) -> Any:
        for k, v in self.facts:
            if k == name:
                return v
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.facts:
            if k == name:
                return v
        return default


def reason(key: str, **facts: Any) -> Reason:
    """A reason with its facts (lists become tuples: a reason is a value)."""
    return Reason(key, tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in facts.items()))


PLAIN = Reason()  # no reason worth saying: the move alone
