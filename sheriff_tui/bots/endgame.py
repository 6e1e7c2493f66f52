"""The end of a deal solved exactly in one world: alpha-beta over the last tricks.

``hard`` judges a card by playing the deal out with ``normal`` in every seat;
near the end that playout can miss a squeeze, an endplay or a trump the
opponents should keep, and ``hard`` would follow it into a lost ending it had
won. With only a few cards left in the hands, each world's ending is small
enough to search in full: every seat plays its best for its side (the seat's
allies maximise the seat's score, the rest minimise it), so the value of each
card is exact in that world. The worlds still stand for what the seat can't
see; the average over them picks the card (PIMC with a perfect solver at the
leaves, as bridge programs do).

A game says who is on whose side in a world (:meth:`HardBot.allies`): the
picker and partner, a partnership, the Sheriffs against the Outlaws; where it
can't (every seat for itself, as in a leaster), there is no solve.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

from ..engine.core import Action

#: the cards a seat may play that must fare alike in a world (one per run), or all of them
Moves = Callable[[Any, list[Action]], list[Action]]


class OutOfNodes(Exception):
    """The search went past its node limit: the ending is bigger than it looked."""


class Solver:
    """Alpha-beta over one world's ending, worth ``totals[root]`` at the deal's end."""

    def __init__(self, root: int, allies: frozenset[int], limit: int, moves: Moves | None = None, decide: Callable[[Any, list[Action]], Action] | None = None) -> None:
        """``allies``: the seats (the root among them) that play for the root's score; ``limit``:
        the nodes one solve may visit; ``moves``: the candidates at a card (all the legal ones
        without it); ``decide``: who answers a decision that isn't a card (``normal``)."""
        self.root = root
        self.allies = allies
        self.nodes = limit
        self.moves = moves
        self.decide = decide

    def values(self, g: Any, actions: Sequence[Action]) -> list[float]:
        """The exact value of each of ``actions`` (the root's own, now), in this world."""
        out = []
        for a in actions:
            c = g.clone()
            c.apply(a)
            out.append(self.search(c, -math.inf, math.inf))
        return out

    def search(self, g: Any, alpha: float, beta: float) -> float:
        self.nodes -= 1
        if self.nodes < 0:
            raise OutOfNodes
        s = g.to_act
        if s is None:
            return g.totals[self.root]
        legal = g.legal_actions()
        if len(legal) == 1:
            g.apply(legal[0])  # forced: no branch, no copy
            return self.search(g, alpha, beta)
        if any(a.act != "play" for a in legal):  # not a card: answered as normal would (no branch)
            if self.decide is None:
                raise OutOfNodes
            g.apply(self.decide(g, legal))
            return self.search(g, alpha, beta)
        if self.moves is not None:
            legal = self.moves(g, legal)
        if s in self.allies:
            v = -math.inf
            for a in legal:
                c = g.clone()
                c.apply(a)
                v = max(v, self.search(c, alpha, beta))
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            return v
        v = math.inf
        for a in legal:
            c = g.clone()
            c.apply(a)
            v = min(v, self.search(c, alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v


def world_runs(worth: Sequence[int] | None = None) -> Moves:
    """For a 52-card trick game, one card per run (see :func:`.worlds.distinct_plays`), every
    hand seen: a card no hand holds and none on the table is gone and splits no run."""
    from .worlds import distinct_plays

    def moves(g: Any, legal: list[Action]) -> list[Action]:
        s = g.to_act
        out = 0
        for t, h in enumerate(g.hands):
            if t != s:
                out |= h
        for c in g.trick:
            out |= 1 << c
        return distinct_plays(legal, g.hands[s], out, legal[0], worth)

    return moves
