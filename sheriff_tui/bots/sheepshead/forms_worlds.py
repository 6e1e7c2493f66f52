"""Worlds for Sheepshead's other forms, for the ``hard`` level (see :mod:`.worlds`).

Covered: the 24-card **fox** game and the southern-**Indiana** four-hand game
here, the two-hand **battery** games in :mod:`.battery_worlds`;
:func:`form_worlds` gives each form's. Neither the fox nor Indiana has a blind,
so a world is the other three hands dealt again from the unseen cards (none of
a suit a seat showed void in), the deal rebuilt as a real engine game and the
view's public decisions and cards replayed in it; the engine refuses a world
the view rules out, and the seat's view there is its real view.

- **Fox**: no bidding. A deal that gives a seat all six fox catchers is an
  automatic back and never played, so the engine's world ends at once and is
  refused: the worlds are the deals that were played, as the real one was.
- **Indiana**: the passes and the contract (call, best, side solo, billy) are
  replayed. A caller called an ace it lacked, of a fail suit it held a card of:
  the called ace lies in no caller's hand, and a caller who hasn't played a card
  of that suit still holds one (it keeps one until the suit is led, and had one
  to call with); deals without it are drawn again, so the hands are as likely as
  the real deal makes them. Passes and solos say nothing of a hand.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from ...cards import PACK_24, bits
from ...engine import sheepshead as engine
from ...engine.core import DealSetup, IllegalAction
from ...engine.sheepshead.fox import TR as FOX_TR
from ...engine.sheepshead.indiana import SIDE_SUITS
from ...engine.sheepshead.cards import deck
from ..worlds import Place, deal_unseen, play_out, played_by, step, trick_plays, voids


def _rebuild(view: Any, start: list[int], plays: list[tuple[int, int]], decide: Any = None) -> Any | None:
    """A one-deal engine game dealt ``start``, ``decide`` making the decisions before play, then
    ``plays`` replayed; None when the engine refuses it or it isn't the seat's turn to play."""
    setup = DealSetup(hands=tuple(tuple(bits(h)) for h in start))
    try:
        world = engine.new_game(dataclasses.replace(view.rules, deals=1), view.n, seed=0, setups=[setup], dealer=view.dealer)
        if decide is not None and not decide(world):
            return None
        if world.phase != "play" or not play_out(world, plays):
            return None
    except (IllegalAction, ValueError):
        return None
    return world if world.to_act == view.seat and world.phase == "play" else None


def _hands(view: Any, pack: int, suit_mask: Any, rng: random.Random, barred: dict[int, int] | None = None) -> tuple[list[int], list[int], list[tuple[int, int]]] | None:
    """The other seats' hands now, drawn from the unseen cards (none of a suit a seat showed
    void in, nor of ``barred``), with the cards each seat played: (hands, played, plays)."""
    n, me = view.n, view.seat
    plays = trick_plays(view.history, view.leader, view.trick, n)
    void = voids(plays, n, suit_mask)
    others = [t for t in range(n) if t != me]
    bar = barred or {}
    places = [Place(view.hand_counts[t], void[t] | bar.get(t, 0)) for t in others]
    masks = deal_unseen(bits(pack & ~(view.hand | view.played)), places, rng)
    if masks is None:
        return None
    hands = [0] * n
    hands[me] = view.hand
    for t, m in zip(others, masks):
        hands[t] = m
    return hands, played_by(plays, n), plays


class FoxWorlds:
    def sample(self, view: Any, rng: random.Random) -> Any | None:
        dealt = _hands(view, PACK_24, FOX_TR.suit_mask, rng)
        if dealt is None:
            return None
        hands, played, plays = dealt
        return _rebuild(view, [h | p for h, p in zip(hands, played)], plays)


class IndianaWorlds:
    DRAWS = 8  # draws until a caller not yet seen with the called suit holds some of it

    def sample(self, view: Any, rng: random.Random) -> Any | None:
        if view.picker is None:
            return None
        me, caller, called = view.seat, view.picker, view.called
        barred: dict[int, int] = {}
        need = 0  # the called suit's cards (the ace aside) the caller must hold now
        if view.kind == "call" and caller != me:
            suit = view.deck.fail_mask[called // 13]
            barred[caller] = 1 << called
            plays = trick_plays(view.history, view.leader, view.trick, view.n)
            if not played_by(plays, view.n)[caller] & suit:
                need = suit & ~(1 << called)
        for _ in range(self.DRAWS):
            dealt = _hands(view, view.deck.pack, view.deck.tr.suit_mask, rng, barred)
            if dealt is None:
                return None
            hands, played, plays = dealt
            if not need or hands[caller] & need:
                break
        else:
            return None
        return _rebuild(view, [h | p for h, p in zip(hands, played)], plays, lambda w: _auction(w, view))


def _auction(world: Any, view: Any) -> bool:
    """Replay the passes and the contract as the view tells them."""
    while world.phase == "pick":
        s = world.to_act
        if s != view.picker:
            if not step(world, lambda a: a.act == "pass"):
                return False
            continue
        kind = view.kind
        if kind == "call":
            return step(world, lambda a: a.act == "call" and a.card == view.called)
        if kind == "side_solo":
            return step(world, lambda a: a.act == kind and deck(SIDE_SUITS[a.suit], "standard", 0, True) == view.deck)
        return step(world, lambda a: a.act == kind)
    return False


def form_worlds(form: str) -> Any | None:
    """The worlds for a form other than the standard one, None for a form not covered."""
    from .battery_worlds import BatteryWorlds

    return {"fox": FoxWorlds, "indiana": IndianaWorlds, "battery": BatteryWorlds}.get(form, lambda: None)()


__all__ = ["FoxWorlds", "IndianaWorlds", "form_worlds"]
