"""Worlds for the two-hand battery games, for the ``hard`` level (see :mod:`.worlds`).

What a seat can't see: the other player's hand (layout 1) and every face-down
card still down, its own included. The hand is drawn void in any suit it
failed to follow; a face-down card was never playable, so nothing rules any
card out there.

What no view says, though the table saw it: which stack each battery card came
from. A world needs some answer, and any answer with the same stacks now and
legal plays throughout looks the same to the seat (the stacks' past is public,
not hidden, so it leaves the unseen cards' odds alone). Each stack held an up
card and a down card; the down turned up at the end of the trick its up card
was played in. A stack showing a card with nothing under it shows its down
card; an empty one had both played, the up card first; one showing nothing
over a face-down card lost its up card in the running trick. A search over
each seat's battery plays in order makes each an up card or the down card of
an earlier one, so that every card was on top whenever it had to be and no
card on top could have followed a suit the seat failed to follow from its
battery. The engine replays every card, so a world the view rules out is
refused.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from ...cards import bits
from ...engine import sheepshead as engine
from ...engine.core import DealSetup, IllegalAction
from ...engine.sheepshead.battery import BATTERY, HAND, TR
from ...engine.sheepshead.cards import STANDARD
from ...engine.tricks import winner_index
from ..worlds import Place, deal_unseen, play_out

Play = tuple[int, int, str, int]  # (trick number, seat, hand or battery, card)


def battery_plays(view: Any) -> list[Play] | None:
    """Every card played this deal, the tricks' order of play worked out again from the first
    trick's and each trick's winner; None if that doesn't give the view's order now."""
    layout, o, d = view.rules.battery_layout, 1 - view.dealer, view.dealer
    order = [(o, HAND), (d, HAND), (o, BATTERY), (d, BATTERY)] if layout == 1 else [(o, BATTERY), (d, BATTERY)]
    out: list[Play] = []
    for t, trick in enumerate(view.history):
        out += [(t, s, src, c) for (s, src), c in zip(order, trick.cards)]
        w, src = order[winner_index(TR, trick.cards)]
        if layout == 1:
            other = BATTERY if src == HAND else HAND
            order = [(w, src), (1 - w, src), (w, other), (1 - w, other)]
        else:
            order = [(w, BATTERY), (1 - w, BATTERY)]
    if tuple(order) != tuple(view.order):
        return None
    t = len(view.history)
    return out + [(t, s, src, c) for (s, src), c in zip(view.trick_from, view.trick)]


def failures(plays: list[Play]) -> tuple[list[int], list[dict[int, int]]]:
    """Per seat, the suits its hand showed void in, and per trick the suit (every card of it)
    it failed to follow from its battery."""
    void = [0, 0]
    fails: list[dict[int, int]] = [{}, {}]
    led = 0
    for i, (t, s, src, c) in enumerate(plays):
        if i == 0 or plays[i - 1][0] != t:
            led = TR.suit_mask[c]
            continue
        if not led >> c & 1:
            if src == HAND:
                void[s] |= led
            else:
                fails[s][t] = led
    return void, fails


class _Search:
    """One seat's stacks as dealt: see the module's docstring."""

    NODES = 4000  # search steps before giving up (a legal answer, the real one, always exists)

    def __init__(self, fails: dict[int, int], now: int, rng: random.Random) -> None:
        self.fails, self.now, self.rng, self.nodes = fails, now, rng, 0
        self._shown: list[tuple[int, int]] = []  # (up, shown card), once a search succeeds

    def on_top(self, c: int, lo: int, hi: int) -> bool:
        """``c`` could lie on top from trick ``lo`` up to (not with) ``hi``."""
        return not any(lo <= t < hi and m >> c & 1 for t, m in self.fails.items())

    def run(self, seq: list[tuple[int, int]], ups: int, shown: list[int]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]] | None:
        """Pairs (up, down) for the emptied stacks and (up, shown card) for ``shown``: the
        played cards ``seq`` ((trick, card), in order) made ``ups`` up cards, the rest downs."""
        pairs: list[tuple[int, int]] = []
        if self._step(seq, 0, [], ups, pairs, shown):
            return pairs, self._shown
        return None

    def _step(self, seq: list[tuple[int, int]], k: int, open_: list[tuple[int, int]], ups: int, pairs: list[tuple[int, int]], shown: list[int]) -> bool:
        self.nodes += 1
        if self.nodes > self.NODES:
            return False
        if k == len(seq):
            return self._match(open_, shown, [])
        t, c = seq[k]
        choices: list[int | None] = [None] if ups and self.on_top(c, 0, t) else []  # None: an up card
        choices += [j for j, (t1, _) in enumerate(open_) if self.on_top(c, t1 + 1, t)] if len(seq) - k > ups else []
        self.rng.shuffle(choices)
        for j in choices:
            if j is None:
                if self._step(seq, k + 1, [*open_, (t, c)], ups - 1, pairs, shown):
                    return True
            else:
                pairs.append((open_[j][1], c))
                if self._step(seq, k + 1, open_[:j] + open_[j + 1 :], ups, pairs, shown):
                    return True
                pairs.pop()
        return False

    def _match(self, open_: list[tuple[int, int]], shown: list[int], got: list[tuple[int, int]]) -> bool:
        """Each shown card (a turned-up down) over one of the open up cards, played before this
        trick (a down turns up at the end of its up card's trick)."""
        if not shown:
            self._shown = got
            return not open_
        c = shown[0]
        for j, (t1, u) in enumerate(open_):
            if t1 < self.now and self.on_top(c, t1 + 1, self.now + 1) and self._match(open_[:j] + open_[j + 1 :], shown[1:], [*got, (u, c)]):
                return True
        return False


class BatteryWorlds:
    # normal's battery play searches the cards ahead, costly while many are left (a few ms a card,
    # against microseconds late), and its cards lie in the stacks too: no look-ahead (normal's card)
    # while more than MAX_LEFT cards are out, then a budget of bot decisions as HardBot's
    BUDGET, MIN_WORLDS, MAX_WORLDS, MAX_LEFT = 1500, 8, 64, 20

    def worlds_wanted(self, view: Any, candidates: int, scale: float = 1.0) -> int:
        """Worlds for ``candidates`` cards played out from ``view``, 0 when too few would fit
        (``scale``: the player's, times the budget and the bounds on the worlds, as ``HardBot``'s)."""
        left = sum(view.hand_counts) + sum((top is not None) + down for s in view.stacks for top, down in s)
        want = round(self.BUDGET * scale) // max(1, candidates * left)
        return 0 if want < self.MIN_WORLDS * scale or left > self.MAX_LEFT else min(max(1, round(self.MAX_WORLDS * scale)), want)

    def sample(self, view: Any, rng: random.Random) -> Any | None:
        plays = battery_plays(view)
        if plays is None:
            return None
        void, fails = failures(plays)
        now, me, opp = len(view.history), view.seat, 1 - view.seat
        ups: list[list[int]] = [[], []]
        downs: list[list[int | None]] = [[], []]  # None: a face-down card still down, to be drawn
        for s in (0, 1):
            stacks = view.stacks[s]
            mine = [(t, c) for t, seat, src, c in plays if seat == s and src == BATTERY]
            running = [c for t, c in mine if t == now]
            fresh = [i for i, (top, down) in enumerate(stacks) if top is None and down]  # lost its up card this trick
            if len(fresh) > 1 or (fresh and not running):
                return None
            if fresh:
                mine = [x for x in mine if x[0] != now]
            shown = [i for i, (top, down) in enumerate(stacks) if top is not None and not down]
            empty = [i for i, (top, down) in enumerate(stacks) if top is None and not down]
            if len(mine) != len(shown) + 2 * len(empty):
                return None
            found = _Search(fails[s], now, rng).run(mine, len(shown) + len(empty), [stacks[i][0] for i in shown])  # type: ignore[misc]
            if found is None:
                return None
            pairs, over = found
            up: list[int] = [0] * len(stacks)
            down: list[int | None] = [None] * len(stacks)
            for i, (top, _) in enumerate(stacks):
                if top is not None and stacks[i][1]:
                    up[i] = top
            for i in fresh:
                up[i] = running[0]
            for i, (u, c) in zip(shown, over):  # in the shown cards' order
                up[i], down[i] = u, c
            rng.shuffle(pairs)
            for i, (u, d) in zip(empty, pairs):
                up[i], down[i] = u, d
            ups[s], downs[s] = up, down
        tops = sum(1 << c for s in (0, 1) for c, _ in view.stacks[s] if c is not None)
        unseen = STANDARD.pack & ~(view.hand | view.played | tops)
        hidden = sum(d is None for s in (0, 1) for d in downs[s])
        dealt = deal_unseen(bits(unseen), [Place(view.hand_counts[opp], void[opp]), Place(hidden)], rng)
        if dealt is None:
            return None
        under = bits(dealt[1])
        rng.shuffle(under)
        for s in (0, 1):
            downs[s] = [under.pop() if d is None else d for d in downs[s]]
        hands = [0, 0]
        hands[me], hands[opp] = view.hand, dealt[0]
        for t, s, src, c in plays:
            if src == HAND:
                hands[s] |= 1 << c
        piles = tuple((f"{kind}{s}", tuple(cards)) for s in (0, 1) for kind, cards in (("down", downs[s]), ("up", ups[s])))
        setup = DealSetup(hands=tuple(tuple(bits(h)) for h in hands), piles=piles)  # type: ignore[arg-type]
        try:
            world = engine.new_game(dataclasses.replace(view.rules, deals=1), 2, seed=0, setups=[setup], dealer=view.dealer)
            if not play_out(world, [(s, c) for _, s, _, c in plays]):
                return None
        except (IllegalAction, ValueError):
            return None
        return world if world.to_act == me and world.phase == "play" else None


__all__ = ["BatteryWorlds", "battery_plays", "failures"]
