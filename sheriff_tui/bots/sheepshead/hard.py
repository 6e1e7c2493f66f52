"""The ``hard`` Sheepshead player: ``normal`` looking ahead in :mod:`.worlds`, its decisions
before the cards searched (:mod:`.preplay`), its last tricks solved (:mod:`..endgame`) with one
card of each run (:func:`ending_runs`)."""

from __future__ import annotations

import random
from typing import Any, Sequence

from ...cards import bits
from ...engine.core import Action
from ...engine.sheepshead.cards import POINTS
from .worlds import SheepsheadWorlds


def ending_runs(g: Any, legal: list[Action]) -> list[Action]:
    """One card per run in a solved ending, every hand seen: cards of one suit as the tricks count
    suits (the trumps one), next to each other in power with none still out between them, and of
    the same points, win and lose the same tricks (Q♣ Q♠, two jacks, the 9 8 7 of a suit). A card
    the deal's sides or duties name (the called card, the unknown, a partner card) stays alone."""
    tr, hand = g.deck.tr, g.hands[g.to_act]
    live = 0
    for h in g.hands:
        live |= h
    for c in g.trick:
        live |= 1 << c
    named = g.partner_mask | g.called_mask | (1 << g.unknown if g.unknown is not None else 0)
    power = tr.power
    keep: list[Action] = []
    runs: dict[int, Action] = {}
    for a in legal:
        c = a.card
        if c is None or named >> c & 1 or not hand >> c & 1:
            keep.append(a)
            continue
        # the run's top: up the suit, the live cards above in order, while they are ours, of the same points
        top = c
        for x in sorted((x for x in bits(tr.suit_mask[c] & live) if power[x] > power[c]), key=power.__getitem__):
            if not hand >> x & 1 or POINTS[x] != POINTS[c]:
                break
            top = x
        runs.setdefault(top, a)
    return keep + list(runs.values())


def hard(scale: float = 1.0, level: str = "hard") -> Any:
    """The ``hard`` Sheepshead player: ``normal`` looking ahead in these worlds (``scale``: see :class:`HardBot`)."""
    from ..hard import HardBot
    from .normal import SheepsheadNormal
    from .preplay import Preplay

    class SheepsheadHard(HardBot):
        """``HardBot``, with a form's own budget of worlds where it has one (battery), scaled alike, and the
        decisions before the cards searched (:mod:`.preplay`)."""

        preplay = Preplay()
        # the card play read (HardBot): paired duplicate sims, hard alone among normal, five-hand,
        # 362 deals: +0.006 a deal [-0.052, +0.063] with it on against off; no loss, so on
        READS_PLAY = True

        def decides(self, view: Any, legal: Sequence[Action], default: Action) -> tuple[list[Action], float]:
            return self.preplay.decides(view, legal, default)

        def fits(self, world: Any, view: Any, legal: Sequence[Action]) -> bool:
            return super().fits(world, view, legal) and self.preplay.fits(world, view)

        def tries(self, view: Any) -> int:
            return self.preplay.tries(view)

        ENDGAME_TRICKS = 3  # the last three tricks solved exactly (:mod:`..endgame`)

        def allies(self, world: Any, seat: int) -> frozenset[int] | None:
            """The picker and partners against the rest; no solve without a picker's side (a leaster,
            the card-partner and battery forms)."""
            if world.rules.form != "standard" or world.kind != "picker" or world.picker is None:
                return None
            side = frozenset((world.picker, *world.partners))
            return side if seat in side else frozenset(range(world.n)) - side

        # a playout's worth: the seat's score and, at this weight, its side's card points past the
        # line (a win by 90 is worth a little more than by 61, a loss by 59 less than by 30);
        # 0: the score alone
        POINTS_WEIGHT = 0.0

        def play_out(self, g: Any, action: Action, seat: int, rng: random.Random) -> float:
            score = super().play_out(g, action, seat, rng)
            if self.POINTS_WEIGHT and g.results:
                r = g.results[-1]
                if r.side and r.kind in ("picker", "cards"):
                    past = (r.side_points - 60.5) / 30
                    score += self.POINTS_WEIGHT * (past if seat in r.side else -past)
            return score

        def ending_key(self, world: Any) -> Any:
            return (tuple(world.hands), world.buried, world.opp_bury)  # the bury's points count at the end

        def ending_moves(self) -> Any:
            return ending_runs

        def solves(self, view: Any) -> bool:
            return view.rules.form == "standard" and view.kind == "picker" and view.picker is not None

        def play_sign(self, view: Any) -> Any:
            """A card played tells whether it was a trump, and whether it was a schmear (an ace or a ten).
            (The other forms' worlds don't read the play: None.)"""
            if view.rules.form != "standard":
                return None
            trumps = view.deck.trump_mask
            return lambda c: (trumps >> c & 1, POINTS[c] >= 10)

        def worlds_wanted(self, view: Any, candidates: int) -> int:
            if view.phase != "play":
                return self.preplay.worlds_wanted(view, candidates, self.scale)
            forms = self.worlds.forms(view.rules.form)
            own = getattr(forms, "worlds_wanted", None)
            return own(view, candidates, self.scale) if own is not None else super().worlds_wanted(view, candidates)

    return SheepsheadHard(SheepsheadNormal(), SheepsheadWorlds(), scale, level)
