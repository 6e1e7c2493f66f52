"""The ``hard`` level: look ahead by playing the deal out in worlds the seat can't rule out.

For a card to play, it deals the unseen cards again many ways the view allows
(:mod:`.worlds`), plays each legal card out to the end of the deal in every
one of them with ``normal`` players in every seat, and keeps the card that
scores best on average (determinized playouts, "perfect-information Monte
Carlo"). The same worlds serve every candidate, so the comparison is fair.
Bidding, picking and the other decisions are ``normal``'s: their worth shows
only after many cards, where the playouts are weakest.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ..engine.core import Action
from .worlds import Worlds


class HardBot:
    """``normal`` with look-ahead at the cards: see the module's docstring."""

    level = "hard"
    WORLDS = 16  # worlds a decision is played out in
    TRIES = 3  # draws per world before giving it up
    NORMAL_EDGE = 0.05  # normal's own choice wins ties and near-ties: a playout's noise is no reason to differ

    def __init__(self, normal: Any, worlds: Worlds) -> None:
        self.normal = normal
        self.worlds = worlds

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        default = self.normal.choose(view, legal, rng)
        if len(legal) < 2 or view.phase != "play" or any(a.act != "play" for a in legal):
            return default
        worlds = self.sample(view, rng)
        if not worlds:
            return default
        seat = view.seat
        best, best_value = default, self.value(worlds, default, seat, rng) + self.NORMAL_EDGE
        for a in legal:
            if a == default:
                continue
            v = self.value(worlds, a, seat, rng)
            if v > best_value:
                best, best_value = a, v
        return best

    def sample(self, view: Any, rng: random.Random) -> list[Any]:
        out = []
        for _ in range(self.WORLDS * self.TRIES):
            w = self.worlds.sample(view, rng)
            if w is not None:
                out.append(w)
                if len(out) == self.WORLDS:
                    break
        return out

    def value(self, worlds: Sequence[Any], action: Action, seat: int, rng: random.Random) -> float:
        """The seat's average score for the deal when it plays ``action`` now."""
        total = 0.0
        for w in worlds:
            total += self.play_out(w.clone(), action, seat, rng)
        return total / len(worlds)

    def play_out(self, g: Any, action: Action, seat: int, rng: random.Random) -> float:
        g.apply(action)
        normal, legal_actions, apply, view = self.normal.choose, g.legal_actions, g.apply, g.view
        while g.to_act is not None:
            legal = legal_actions()
            apply(legal[0] if len(legal) == 1 else normal(view(g.to_act), legal, rng))
        return g.totals[seat]
