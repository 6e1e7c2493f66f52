"""The ``hard`` level: look ahead by playing the deal out in worlds the seat can't rule out.

For a card to play, it deals the unseen cards again many ways the view allows
(:mod:`.worlds`), plays each legal card out to the end of the deal in every
one of them with ``normal`` players in every seat, and keeps the card that
scores best on average (determinized playouts, "perfect-information Monte
Carlo"). The same worlds serve every candidate, so the comparison is fair.
A decision before the first card (a bid, a pick, a call, a bury, a knock) is
``normal``'s unless a game offers candidates for it (:meth:`HardBot.decides`):
then each is played out the same way, from that decision to the end of the
deal, in worlds the game's :class:`~.worlds.Worlds` draws at that decision.

At a card to play, with :attr:`HardBot.READS_PLAY`, the worlds are read too:
``READS_POOL`` times as many are drawn, each other seat's past plays asked of
``normal`` in each world (:class:`~.worlds.PlayReads`), and those where the
table played as ``normal`` would have are kept (:func:`~.worlds.keep_likely`).

The ``expert`` level is this same player with a larger budget: its worlds and
playout decisions times :data:`EXPERT_SCALE` (``scale``), up to about 2 s a
decision where ``hard`` takes a few tenths (its time grows with the scale).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Sequence

from ..engine.core import Action
from .endgame import Moves, OutOfNodes, Solver
from .worlds import PlayReads, Worlds, keep_likely

#: how much further ``expert`` looks than ``hard``: its BUDGET, MIN_WORLDS and MAX_WORLDS times this
#: (read when an expert is made, so a test can make a fast one)
EXPERT_SCALE = 6.0


class HardBot:
    """``normal`` with look-ahead at the cards: see the module's docstring."""

    level = "hard"
    # worlds a decision is played out in: as many as BUDGET allows (a playout's cost is about the
    # cards left in the hands, times the candidates), within these bounds
    MIN_WORLDS, MAX_WORLDS = 16, 64
    BUDGET = 6000  # bot decisions in all the playouts of one choice: about 0.2 s of normal's thinking
    TRIES = 3  # draws per world before giving it up
    NORMAL_EDGE = 0.05  # normal's own choice wins ties and near-ties: a playout's noise is no reason to differ
    # the ending solved exactly (:mod:`.endgame`) once this few tricks are left (0: never; a game that
    # names the sides, allies(), sets it), in as many worlds as ENDGAME_NODES lets it search in full
    # (at least ENDGAME_WORLDS, else playouts decide); expert looks one trick further
    ENDGAME_TRICKS = 0
    ENDGAME_NODES = 20000
    ENDGAME_WORLDS = 8

    # the card play read (see the module's docstring): on where a game's paired sims say it pays
    READS_PLAY = False
    READS_POOL = 2  # worlds drawn per world kept
    READS_K = 1.0  # a world's weight: exp(-READS_K × the plays normal would not have made in it)
    READS_TRICKS = 2  # the tricks read: the last few taken, and the one on the table
    READS_COST = 1.5  # a play read, in the budget's playout decisions (a world drawn and a view built beside it)

    def __init__(self, normal: Any, worlds: Worlds, scale: float = 1.0, level: str = "hard") -> None:
        """``scale`` multiplies the budget and the bounds on the worlds (``expert``: :data:`EXPERT_SCALE`;
        below 1, a fast player for tests); ``level`` is the name it answers to."""
        self.normal = normal
        self.worlds = worlds
        self.level = level
        self.scale = scale
        if scale != 1:  # instance values over the class's: a game's subclass may set its own
            cls = type(self)
            self.BUDGET = max(1, round(cls.BUDGET * scale))
            self.MIN_WORLDS = max(1, round(cls.MIN_WORLDS * scale))
            self.MAX_WORLDS = max(self.MIN_WORLDS, round(cls.MAX_WORLDS * scale))
            self.ENDGAME_NODES = max(1, round(cls.ENDGAME_NODES * scale))
            if scale > 1 and cls.ENDGAME_TRICKS:
                self.ENDGAME_TRICKS = cls.ENDGAME_TRICKS + 1

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        default = self.normal.choose(view, legal, rng)
        if len(legal) < 2:
            return default
        if view.phase != "play" or any(a.act != "play" for a in legal):
            return self.decide(view, legal, default, rng)
        others = self.candidates(view, legal, default)
        if not others:
            return default
        if sum(view.hand_counts) <= self.ENDGAME_TRICKS * len(view.hand_counts) and self.solves(view):
            solved = self.solve_ending(view, default, others, rng)
            if solved is not None:
                return solved
        worlds = self.sample(view, rng, len(others) + 1)  # the budget counts the cards played out
        if not worlds:
            return default
        return self.best(worlds, view.seat, default, others, self.NORMAL_EDGE, rng)

    def appraise(self, view: Any, legal: Sequence[Action], rng: random.Random, chosen: Action, beside_normal: bool = True) -> list[tuple[Action, float]]:
        """:meth:`appraise_outcomes`, each action's outcomes averaged: its value."""
        return [(a, sum(o) / len(o)) for a, o in self.appraise_outcomes(view, legal, rng, chosen, beside_normal)]

    def appraise_outcomes(self, view: Any, legal: Sequence[Action], rng: random.Random, chosen: Action, beside_normal: bool = True) -> list[tuple[Action, list[float]]]:
        """What the search makes of a decision already taken (the deal review): each action it
        plays out here, ``chosen`` always among them, with its value (the seat's expected score
        for the deal, as :meth:`choose` weighs it), in the order tried, normal's first.

        The same steps as :meth:`choose`, on the same ``view``, so the figures are the search's
        own, world by world (the same worlds for every action, so that a review can tell a
        difference from the search's noise): the solved ending where choose() would solve it, else the playouts in the worlds it
        would draw; before the cards, the candidates of :meth:`decides` in worlds that
        :meth:`fits` (where it offers none, normal's choice and ``chosen`` are still played out
        against each other when they differ; ``beside_normal`` false: nothing, as choose() would).
        Empty when there is nothing to weigh: one legal action, or a view no world could be drawn for."""
        if len(legal) < 2:
            return []
        default = self.normal.choose(view, legal, rng)
        if view.phase != "play" or any(a.act != "play" for a in legal):
            others, _ = self.decides(view, legal, default)
            if not others and not beside_normal:
                return []
            cands = _with(default, others, chosen)
            if len(cands) < 2:
                return []
            worlds = self.sample(view, rng, len(cands), lambda w: self.fits(w, view, legal), self.tries(view))
        else:
            cands = _with(default, self.candidates(view, legal, default), chosen)
            if len(cands) < 2:
                return []
            if sum(view.hand_counts) <= self.ENDGAME_TRICKS * len(view.hand_counts) and self.solves(view):
                exact = self.ending_outcomes(view, cands, rng)
                if exact is not None:
                    return list(zip(cands, exact))
            worlds = self.sample(view, rng, len(cands))
        if not worlds:
            return []
        return [(a, self.outcomes(worlds, a, view.seat, rng)) for a in cands]

    def best(self, worlds: Sequence[Any], seat: int, default: Action, others: Sequence[Action], edge: float, rng: random.Random) -> Action:
        """The action of the best average score in ``worlds``, ``default`` given ``edge`` on the rest."""
        return highest(default, others, self.value(worlds, default, seat, rng) + edge, (self.value(worlds, a, seat, rng) for a in others))

    # -- the ending, solved exactly: a game opts in with ENDGAME_TRICKS and allies() -----
    def allies(self, world: Any, seat: int) -> frozenset[int] | None:
        """The seats that play for ``seat``'s score in ``world`` (``seat`` among them); None when
        the game can't say (every seat for itself): then the ending is played out, not solved."""
        return None

    def solves(self, view: Any) -> bool:
        """Whether this deal's ending has two sides to solve for (see :meth:`allies`), told from the view."""
        return True

    def ending_key(self, world: Any) -> Any:
        """What tells one world's ending from another's: the hands (a game adds any hidden card
        that still scores, as Sheepshead's bury)."""
        return tuple(world.hands)

    def ending_moves(self) -> Moves | None:
        """The cards worth searching at a seat in a solved ending (None: every legal one)."""
        return None

    def solve_ending(self, view: Any, default: Action, others: Sequence[Action], rng: random.Random) -> Action | None:
        """The card of the best average exact value over the worlds, ``default`` given the edge;
        None when too few worlds could be solved within ENDGAME_NODES (playouts decide then)."""
        values = self.ending_values(view, [default, *others], rng)
        if values is None:
            return None
        return highest(default, others, values[0] + self.NORMAL_EDGE, values[1:])

    def ending_values(self, view: Any, cands: Sequence[Action], rng: random.Random) -> list[float] | None:
        """Each of ``cands``' average exact value over the worlds drawn (see :meth:`solve_ending`);
        None when too few of them could be solved within ENDGAME_NODES."""
        rows = self.ending_outcomes(view, cands, rng)
        return None if rows is None else [sum(r) / len(r) for r in rows]

    def ending_outcomes(self, view: Any, cands: Sequence[Action], rng: random.Random) -> list[list[float]] | None:
        """Each of ``cands``' exact value in each world solved (see :meth:`ending_values`)."""
        worlds = self.sample(view, rng, len(cands))
        rows: list[list[float]] = [[] for _ in cands]
        nodes, solved = self.ENDGAME_NODES, 0
        moves, decide = self.ending_moves(), self._decide_in(rng)
        seen: dict[Any, list[float]] = {}  # few cards unseen: the same world drawn again
        for w in worlds:
            key = self.ending_key(w)
            values = seen.get(key)
            if values is None:
                allies = self.allies(w, view.seat)
                if allies is None:
                    return None
                solver = Solver(view.seat, allies, nodes, moves, decide)
                try:
                    values = seen[key] = solver.values(w, cands)
                except OutOfNodes:
                    break
                nodes = solver.nodes
            solved += 1
            for row, v in zip(rows, values):
                row.append(v)
        if solved < min(self.ENDGAME_WORLDS, len(worlds)) or not solved:
            return None
        return rows

    def _decide_in(self, rng: random.Random) -> Callable[[Any, list[Action]], Action]:
        choose = self.normal.choose
        return lambda g, legal: choose(g.view(g.to_act), legal, rng)

    # -- decisions before the cards: a game opts in through decides() -------
    def decides(self, view: Any, legal: Sequence[Action], default: Action) -> tuple[list[Action], float]:
        """At a decision that isn't a card to play: the actions to play out beside ``default``
        (normal's) and the edge ``default`` gets over them. None to play out (this default):
        normal's choice stands. A game's hard bot overrides it, phase by phase."""
        return [], 0.0

    def decide(self, view: Any, legal: Sequence[Action], default: Action, rng: random.Random) -> Action:
        """A decision before the cards: ``default`` unless :meth:`decides` offers candidates
        and one of them plays out better in worlds drawn at this decision."""
        others, edge = self.decides(view, legal, default)
        if not others:
            return default
        worlds = self.sample(view, rng, len(others) + 1, lambda w: self.fits(w, view, legal), self.tries(view))
        if not worlds:
            return default
        return self.best(worlds, view.seat, default, others, edge, rng)

    def candidates(self, view: Any, legal: Sequence[Action], default: Action) -> list[Action]:
        """The cards to play out beside ``default`` (normal's): every other legal one. A game
        leaves out a card that must fare as one kept (see :func:`.worlds.distinct_plays`)."""
        return [a for a in legal if a != default]

    def fits(self, world: Any, view: Any, legal: Sequence[Action]) -> bool:
        """A world drawn for a decision before the cards offers the seat the same actions; a game
        may ask more of it (what the table's decisions so far say of the hands)."""
        return list(world.legal_actions()) == list(legal)

    def tries(self, view: Any) -> int:
        """Draws per world wanted at a decision before the cards (a game that asks more of a
        world, :meth:`fits`, may need more)."""
        return self.TRIES

    def worlds_wanted(self, view: Any, candidates: int) -> int:
        """How many worlds to play ``candidates`` cards out in (0: look no further than normal)."""
        want = self.BUDGET // max(1, candidates * sum(view.hand_counts))
        return max(self.MIN_WORLDS, min(self.MAX_WORLDS, want))

    def play_sign(self, view: Any) -> Callable[[int], Any] | None:
        """What a card played says, for the read (None: the card itself): a game's may say
        less, so that two cards alike in what they tell are one (see :class:`~.worlds.PlayReads`)."""
        return None

    def reads_since(self, view: Any) -> int:
        """The first play read: that of the earliest of the last ``READS_TRICKS`` tricks taken."""
        return max(0, len(view.history) - self.READS_TRICKS) * len(view.hand_counts)

    def worlds_read(self, view: Any, candidates: int, want: int) -> int:
        """Worlds to keep when the play is read: ``want`` (:meth:`worlds_wanted`), fewer where
        the budget can't pay for the reads as well (each world kept costs ``READS_POOL`` worlds'
        reads, about one a play of the other seats since :meth:`reads_since`)."""
        n = len(view.hand_counts)
        plays = len(view.history) * n + len(view.trick) - self.reads_since(view)
        reads = self.READS_POOL * self.READS_COST * plays * (n - 1) / n
        fits = int(self.BUDGET // max(1.0, candidates * sum(view.hand_counts) + reads))
        return min(want, max(self.MIN_WORLDS, fits))

    def read_worlds(self, view: Any, rng: random.Random, want: int, tries: int) -> list[Any]:
        """``want`` worlds of a pool ``READS_POOL`` times larger, kept by how well ``normal``
        reads the other seats' plays in them (the last ``READS_TRICKS`` tricks taken and the
        one on the table)."""
        since, sign = self.reads_since(view), self.play_sign(view)
        pool = round(want * self.READS_POOL)
        drawn: list[tuple[Any, int]] = []
        asked = 0
        for _ in range(pool * tries):
            reads = PlayReads(self.normal, view.seat, rng, since, sign)
            w = self.worlds.sample(view, rng, reads)
            if w is not None:
                drawn.append((w, reads.misreads))
                asked += reads.asked
                if len(drawn) == pool or len(drawn) == want and not asked:
                    break  # (a world that can't read the plays: no more drawn than kept)
        return keep_likely(drawn, want, self.READS_K, rng)

    def sample(self, view: Any, rng: random.Random, candidates: int = 1, fits: Callable[[Any], bool] | None = None, tries: int | None = None) -> list[Any]:
        want = self.worlds_wanted(view, candidates)
        out: list[Any] = []
        if not want:
            return out
        if self.READS_PLAY and fits is None and view.phase == "play" and view.history:
            return self.read_worlds(view, rng, self.worlds_read(view, candidates, want), tries or self.TRIES)
        for _ in range(want * (tries or self.TRIES)):
            w = self.worlds.sample(view, rng)
            if w is not None and (fits is None or fits(w)):
                out.append(w)
                if len(out) == want:
                    break
        return out

    def value(self, worlds: Sequence[Any], action: Action, seat: int, rng: random.Random) -> float:
        """The seat's average score for the deal when it plays ``action`` now."""
        return sum(self.outcomes(worlds, action, seat, rng)) / len(worlds)

    def outcomes(self, worlds: Sequence[Any], action: Action, seat: int, rng: random.Random) -> list[float]:
        """The seat's score in each world when it plays ``action`` now (the review weighs the
        spread of the differences; :meth:`value` their average)."""
        return [self.play_out(w.clone(), action, seat, rng) for w in worlds]

    def play_out(self, g: Any, action: Action, seat: int, rng: random.Random) -> float:
        g.apply(action)
        normal, legal_actions, apply, view = self.normal.choose, g.legal_actions, g.apply, g.view
        while g.to_act is not None:
            legal = legal_actions()
            apply(legal[0] if len(legal) == 1 else normal(view(g.to_act), legal, rng))
        return g.totals[seat]


def _with(default: Action, others: Sequence[Action], chosen: Action) -> list[Action]:
    """``default``, ``others`` and ``chosen`` once each, in that order."""
    out = [default]
    for a in (*others, chosen):
        if a not in out:
            out.append(a)
    return out


def highest(default: Action, others: Sequence[Action], default_value: float, values: Iterable[float]) -> Action:
    """``default`` unless one of ``others`` (``values`` in order, worked out one by one) beats ``default_value``."""
    best, best_value = default, default_value
    for a, v in zip(others, values):
        if v > best_value:
            best, best_value = a, v
    return best
