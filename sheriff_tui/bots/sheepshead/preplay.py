"""``hard``'s Sheepshead decisions before the first card: what it plays out beside ``normal``'s choice.

:class:`~..hard.HardBot` plays each candidate out to the end of the deal in
worlds drawn at the decision (:class:`.worlds.SheepsheadWorlds`: the seat's
hand, and the blind once it picked, as it knows them; every other card dealt
anew from the unseen ones, the blind too while nobody has picked), ``normal``
making every later decision for every seat, and keeps the candidate of the best
average score. This module says which candidates, and how sure a search must
be to overrule ``normal`` (its choice gets an edge, as a card's does); only the
pick is searched by default (:attr:`Preplay.PHASES`: the others measured no
better than ``normal``'s choice):

- **pick or pass**: both. Picking plays the deal out with ``normal`` calling,
  burying and playing for the seat; passing, with the seats behind deciding
  (a leaster or a forced pick where the table has them).
- **the call**: every legal call (ace, ten, jack; with an unknown only the card
  ``normal`` would set face down for each), going alone, the "sheepshead" claim.
- **the bury**: ``normal``'s pair and pairs burying no more trumps than it, those
  that void a fail suit first, each group best first by ``normal``'s own
  measure of a kept hand, :attr:`Preplay.BURY_CANDIDATES` at most (the engine
  offers no pair that buries the called suit's hold card).
- **crack, re-crack, third knock, blitz**: knocking or not.

The worlds read the bidding as ``normal`` bids (:meth:`Preplay.fits`): a seat that
passed holds a hand ``normal`` would pass, and at a knock the picker one it
would pick.

The standard form with a picker only (not the fox, Indiana or battery forms,
nor the games whose sides are made by cards). The no-pick games (leaster,
moster, mittler) are card play, looked ahead as any other.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from ...engine.core import Action
from .eval import deck_of
from .hand import hold_of, keep_score, pick_strength
from .normal import SheepsheadNormal


class Preplay:
    """Candidates and edges for the decisions before the cards: see the module's docstring."""

    # normal's choice wins unless a candidate beats it by this much (points a deal, in the worlds' average):
    # a whole deal's playout is noisy, and normal's thresholds were fitted on many deals
    EDGES = {"pick": 0.5, "call": 0.3, "bury": 0.25, "knock": 1.0}
    BURY_CANDIDATES = 6  # bury pairs played out, normal's among them
    # the phases searched: the pick only. The call, bury and knock searches are here and tested, but
    # off: five-hand duplicate sims (seed 1, hard alone among normal) measured the pick search
    # +0.253 a deal [0.131, 0.376] (150 deals), the call, bury and knock searches +0.196 [0.066, 0.326]
    # (150), everything +0.192 [0.081, 0.303] (200), against +0.246 [0.162, 0.329] (250) for no search
    PHASES = frozenset({"pick"})
    normal = SheepsheadNormal()
    # worlds for a decision before the cards: a playout is the whole deal, so fewer than for a card,
    # BUDGET bot decisions in all (as long as a card's search), within these bounds
    MIN_WORLDS, MAX_WORLDS = 12, 32
    BUDGET = 2048
    FIT_TRIES = 10  # draws per world wanted once someone passed, or for a knock: many are refused (fits)
    PICK_MARGIN = 1.5  # search a pick only for a hand this close to normal's need (pick_strength): the rest are clear

    def worlds_wanted(self, view: Any, candidates: int, scale: float = 1.0) -> int:
        """As :meth:`HardBot.worlds_wanted`, on this search's own budget times ``scale`` (expert's)."""
        want = round(self.BUDGET * scale) // max(1, candidates * (sum(view.hand_counts) + 2))
        return max(round(self.MIN_WORLDS * scale), min(round(self.MAX_WORLDS * scale), want))

    def decides(self, view: Any, legal: Sequence[Action], default: Action) -> tuple[list[Action], float]:
        rules = view.rules
        phase = view.phase
        if phase not in self.PHASES or getattr(rules, "form", "standard") != "standard" or view.kind == "cards":
            return [], 0.0
        if phase == "pick":
            if not self.close_call(view):
                return [], 0.0
            others = [a for a in legal if a.act in ("pick", "pass") and a != default]
        elif phase == "call":
            others = [a for a in SheepsheadNormal._sensible_unknowns(legal, deck_of(view)) if a != default]
        elif phase == "bury":
            others = self.buries(view, legal, default)
        else:
            others = [a for a in legal if a != default]
        return others, self.EDGES[phase]

    def fits(self, world: Any, view: Any) -> bool:
        """A world fits the bidding as ``normal`` bids: every seat that passed would have passed
        with the hand the world dealt it, and (for a knock) the picker would have picked. A pass
        left out would make the seats behind and the blind too weak (picking would look worse than
        it is), a pick left out the picker's hand (a crack would look better)."""
        me, picker = view.seat, view.picker
        want = self.normal.wants_pick
        for t in view.passed:
            if t != me and want(self._dealt(world, t)):
                return False
        if view.phase == "knock" and picker is not None and picker != me and not view.forced:
            return want(self._dealt(world, picker))
        return True

    @staticmethod
    def _dealt(world: Any, seat: int) -> Any:
        """``seat``'s view in ``world`` with its hand as dealt: what it picked or passed on."""
        return dataclasses.replace(world.view(seat), hand=world.dealt[seat], phase="pick")

    def tries(self, view: Any) -> int:
        """Draws per world wanted: most are refused where many passed, or for a knock (:meth:`fits`)."""
        return self.FIT_TRIES if view.passed or view.phase == "knock" else 3

    def close_call(self, view: Any) -> bool:
        """A hand near ``normal``'s need to pick (or one it may only pick to go alone: the J♦'s)."""
        if SheepsheadNormal._jd_means_alone(view):
            return True
        return abs(pick_strength(view.hand, deck_of(view)) - self.normal.pick_need(view)) <= self.PICK_MARGIN

    def buries(self, view: Any, legal: Sequence[Action], default: Action) -> list[Action]:
        """The bury pairs worth playing out beside ``default``: none with more trumps than it, those
        that void a fail suit first, then the rest, each group best first by ``normal``'s kept-hand
        score (the engine keeps the called suit's hold card out of every pair offered)."""
        k = deck_of(view)
        hand = view.hand
        hold, dead = hold_of(view.called, view.unknown, k)
        if view.called is not None and hand >> view.called & 1:
            hold, dead = 1 << view.called, 0
        tm = k.trump_mask
        trumps = sum(tm >> c & 1 for c in default.cards or ())
        held = [s for s in k.fail_suits if hand & k.suit5[s] & ~tm]
        scored: list[tuple[bool, float, int, Action]] = []
        for i, a in enumerate(legal):
            if a == default or a.act != "bury" or not a.cards:
                continue
            m = sum(1 << c for c in a.cards)
            if dead & m or sum(tm >> c & 1 for c in a.cards) > trumps:
                continue
            kept = hand & ~m
            voids = any(not kept & k.suit5[s] & ~tm for s in held)
            scored.append((voids, keep_score(kept, m, hold, k, dead), -i, a))
        scored.sort(key=lambda x: x[:3], reverse=True)
        return [x[3] for x in scored[: self.BURY_CANDIDATES - 1]]


__all__ = ["Preplay"]
