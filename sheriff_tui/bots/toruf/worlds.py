"""Toruf worlds for the ``hard`` level (see :mod:`.worlds`).

Covered: every built-in preset — the plain game (``toruf``), the short game
(``toruf-short``, 32 cards), double and redouble (``toruf-double``) and open
play (``toruf-open``), and their mixtures: Toruf has nothing face down but the
hands, so every deal can be rebuilt from a seat's view. Nothing returns None
but a view outside the card play.

What a view tells about the hands, all of it barred up front so that the
replay almost never rejects a draw:

- the open hand (the declarer's cards, face up once played open) is dealt as
  it lies;
- a seat that didn't follow the suit led holds none of it;
- in a trump contract, a seat that didn't follow and didn't trump holds no
  trump (the duty to trump);
- one that trumped under the best trump already in the trick holds no trump
  above that one (the duty to overtrump).

These are all the duties of play, so every world dealt this way replays; the
engine's own legality still checks it. The bids say something of the hands too,
but no rule binds them: the worlds ignore them.

:class:`TorufHard` is ``hard`` but for one saving: cards that differ in
nothing (neighbours in a suit with no card between them still out, of equal
card points) are played out once, and hard's budget of worlds is shared by
those alone. A playout is worth ``totals[seat]``, the team's score for the
deal; our score less theirs (the race's true measure) was tried and played no
better in paired sims (−0.5 ± 1.0 a deal over 600 deals).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Sequence

from ...cards import SUIT_MASK, bits
from ...engine import toruf as engine
from ...engine.core import Action, DealSetup, IllegalAction
from ...engine.toruf.score import NO_TRUMP, POINTS, TRUMP_CODES
from ..hard import HardBot
from ..worlds import Place, deal_into, distinct_plays, play_out, played_by, trick_plays

PLAYERS = engine.PLAYERS


def barred(plays: Sequence[tuple[int, int]], trump: int) -> list[int]:
    """Per seat, the cards its play shows it can't hold: a suit it didn't follow, the trumps
    when it neither followed nor trumped, the trumps above the best one when it trumped under it."""
    out = [0] * PLAYERS
    for i in range(0, len(plays), PLAYERS):
        trick = plays[i : i + PLAYERS]
        led = trick[0][1] // 13
        best_trump = trick[0][1] if led == trump else -1
        for seat, c in trick[1:]:
            suit = c // 13
            if suit != led:
                out[seat] |= SUIT_MASK[led]
                if trump != NO_TRUMP:
                    if suit != trump:
                        out[seat] |= SUIT_MASK[trump]  # must trump
                    elif c < best_trump:
                        out[seat] |= SUIT_MASK[trump] & ~((2 << best_trump) - 1)  # must overtrump
            if suit == trump and c > best_trump:
                best_trump = c
    return out


class TorufWorlds:
    def sample(self, view: Any, rng: random.Random) -> Any | None:
        if view.phase != engine.PLAY or view.declarer is None:
            return None
        me, d = view.seat, view.declarer
        trump = NO_TRUMP if view.no_trump else view.trump
        if trump is None:
            return None
        plays = trick_plays(view.history, view.leader, view.trick, PLAYERS)
        played = played_by(plays, PLAYERS)
        hands = [0] * PLAYERS
        hands[me] = view.hand
        known = {me}
        if view.open_hand is not None and d != me:
            hands[d] = view.open_hand
            known.add(d)
        unseen_mask = view.rules.pack & ~view.played & ~hands[0] & ~hands[1] & ~hands[2] & ~hands[3]
        bar = barred(plays, trump)
        others = [t for t in range(PLAYERS) if t not in known]
        places = [Place(view.hand_counts[t], bar[t]) for t in others]
        unseen = bits(unseen_mask)
        if len(unseen) != sum(p.count for p in places):
            return None
        if deal_into(hands, others, places, unseen, rng) is None:
            return None
        setup = DealSetup(hands=tuple(tuple(bits(hands[t] | played[t])) for t in range(PLAYERS)))
        rules = dataclasses.replace(view.rules, deals=1, target=0)
        world = engine.new_game(rules, PLAYERS, seed=0, setups=[setup], dealer=view.dealer)
        try:
            if not self._decisions(world, view, d, trump) or not play_out(world, plays):
                return None
        except IllegalAction:
            return None
        return world if world.to_act == me and world.phase == engine.PLAY else None

    @staticmethod
    def _decisions(world: Any, view: Any, declarer: int, trump: int) -> bool:
        """Replay the auction, the trump and the calls (open, double, redouble) as the view tells them."""
        apply = world.apply
        for s, v in view.bids:
            apply(Action("bid", s, value=v) if v else Action("pass", s))
        if world.declarer != declarer or world.contract != view.contract:
            return False
        apply(Action("trump", declarer, suit=TRUMP_CODES[trump]))
        for s, act in view.calls:
            apply(Action(act, s))
        return world.phase == engine.PLAY and world.doubled == view.doubled and world.opened == view.opened


class TorufHard(HardBot):
    """``hard`` for Toruf: see the module's docstring."""

    def candidates(self, view: Any, legal: Sequence[Action], default: Action) -> list[Action]:
        out = view.rules.pack & ~view.hand & (~view.played | sum(1 << c for c in view.trick))
        return [a for a in distinct_plays(legal, view.hand, out, default, POINTS) if a != default]


def hard(scale: float = 1.0, level: str = "hard") -> Any:
    """The ``hard`` Toruf player: ``normal`` looking ahead in these worlds (``scale``: see :class:`HardBot`)."""
    from .normal import TorufNormal

    return TorufHard(TorufNormal(), TorufWorlds(), scale, level)


def expert() -> Any:
    """The ``expert`` Toruf player: ``hard`` with :data:`~sheriff_tui.bots.hard.EXPERT_SCALE` times its budget."""
    from .. import hard as levels

    return hard(levels.EXPERT_SCALE, "expert")
