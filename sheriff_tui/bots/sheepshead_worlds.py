"""Sheepshead worlds for the ``hard`` level (see :mod:`.worlds`).

Covered: the standard form with a picker and a called ace, a called-up jack,
the J♦, going alone or the black queens; and the hands nobody picks (leaster,
moster, mittler). Not covered, so ``hard`` plays them as ``normal``: the
unknown for a seat that can't see it (the picker can, and the player who took
its trick), the partner rules that deal the blind
otherwise (dice, behind, blind share), the card passes and calls of the
partner-card games, and the fox, battery and Indiana forms.

For a seat that isn't the picker, the bury is some two unseen cards: the
world's blind is those same cards, so its picker takes them up and buries them
again, which leaves the picker's hand as the world deals it.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from ..cards import bits
from ..engine import sheepshead as engine
from ..engine.core import Action, DealSetup, IllegalAction
from ..engine.sheepshead_rules import SHARED_BLIND
from .worlds import Place, deal_into, play_out, played_by, step, trick_plays, voids


class SheepsheadWorlds:
    def sample(self, view: Any, rng: random.Random) -> Any | None:
        rules = view.rules
        if rules.form != "standard" or rules.partner in SHARED_BLIND or rules.blind_next:
            return None
        if view.kind == "cards" and (rules.pass_left or rules.partner_call):
            return None
        unknown = None
        if view.unknown_called:  # the picker knows it, and so does the player who took it
            unknown = view.unknown if view.seat == view.picker else next((c for c in view.face_down if 0 <= c < 52), None)
            if unknown is None:
                return None
        plays = trick_plays(view.history, view.leader, view.trick, view.n)
        if any(not 0 <= c < 52 for _, c in plays):
            return None  # a card face down
        played = played_by(plays, view.n)
        dealt = self._deal(view, plays, played, rng)
        if dealt is None:
            return None
        hands, extra = dealt
        blind, buried = (tuple(view.blind or ()), tuple(view.buried or ())) if view.seat == view.picker else (extra, extra)
        start = [hands[t] | played[t] for t in range(view.n)]
        if view.picker is not None:
            for c in buried:
                start[view.picker] |= 1 << c
            for c in blind:
                start[view.picker] &= ~(1 << c)
        setup = DealSetup(hands=tuple(tuple(bits(h)) for h in start), piles=(("blind", blind),) if rules.blind else ())
        world = engine.new_game(dataclasses.replace(rules, deals=1, target=0), view.n, seed=0, setups=[setup], dealer=view.dealer)
        try:
            if not self._decisions(world, view, buried, unknown) or not play_out(world, plays):
                return None
        except IllegalAction:
            return None
        return world if world.to_act == view.seat and world.phase == "play" else None

    def _deal(self, view: Any, plays: list[tuple[int, int]], played: list[int], rng: random.Random) -> tuple[list[int], tuple[int, ...]] | None:
        """Every seat's hand now and the unseen blind or bury, drawn to fit the view; None if no draw fit."""
        n, me, picker, called = view.n, view.seat, view.picker, view.called
        seen = view.hand | view.played
        if me == picker:
            for c in tuple(view.blind or ()) + tuple(view.buried or ()):
                seen |= 1 << c
        unseen = bits(view.deck.pack & ~seen)
        void = voids(plays, n, view.deck.tr.suit_mask)
        others = [t for t in range(n) if t != me]
        places = [Place(view.hand_counts[t], void[t]) for t in others]
        rest = Place(len(unseen) - sum(p.count for p in places))  # the blind, or the bury, unseen
        if rest.count < 0:
            return None
        if called is not None and not view.played >> called & 1:  # its holder is no picker, and it isn't buried
            places = [Place(p.count, p.barred | (1 << called if t == picker else 0)) for t, p in zip(others, places)]
            rest = Place(rest.count, 1 << called)
        fixed = [(t, c) for t, pair in view.shown for c in pair if t != me and not view.played >> c & 1]  # a blitz shows them
        if called is not None and picker is not None and picker != me and view.kind == "picker" and called not in engine.JACKS:
            suit = view.deck.fail_mask[called // 13]
            if not played[picker] & suit and not any(t == picker and suit >> c & 1 for t, c in fixed):
                # the picker called a suit they held and kept a card of it: one of those is theirs
                held = [c for c in unseen if suit >> c & 1 and c != called and not places[others.index(picker)].barred >> c & 1]
                if not held:
                    return None
                fixed.append((picker, held[rng.randrange(len(held))]))
        for t, c in fixed:
            unseen.remove(c)
            i = others.index(t)
            places[i] = Place(places[i].count - 1, places[i].barred)
        hands = [0] * n
        hands[me] = view.hand
        extra = deal_into(hands, others, places, unseen, rng, rest)
        if extra is None:
            return None
        for t, c in fixed:
            hands[t] |= 1 << c
        return hands, tuple(bits(extra))

    def _decisions(self, world: Any, view: Any, buried: tuple[int, ...], unknown: int | None) -> bool:
        """Replay the picking, the call, the bury and the knocks as the view tells them."""
        passed = list(view.passed)
        shown = iter(cards for _, cards in view.shown)
        # (seat, act, cards), in order: a blitz shows its pairs; the stage needs no telling, as each
        # round's knock ends it and comes before the next round's
        knocks = [(t, act, next(shown) if act == "blitz" else None) for t, act in view.knocks]
        picker = view.picker
        while world.phase != "play":
            s, phase = world.to_act, world.phase
            if phase == "pick":
                act = "pick" if s == picker else "pass"
                if act == "pass" and (not passed or passed[0] != s):
                    return False
                if act == "pass":
                    passed.pop(0)
                if not step(world, lambda a: a.act == act):
                    return False
            elif phase == "call":
                if not step(world, lambda a: _call_matches(a, view, unknown)):
                    return False
            elif phase == "bury":
                if not step(world, lambda a: a.act == "bury" and sorted(a.cards) == sorted(buried)):
                    return False
            elif phase == "knock":  # the next knock when its seat is offered it, else a pass
                if knocks and knocks[0][0] == s and step(world, lambda a: (a.seat, a.act, a.cards) == knocks[0]):
                    knocks.pop(0)
                elif not step(world, lambda a: a.act == "pass"):
                    return False
            else:
                return False
        return not passed and not knocks


def _call_matches(a: Action, view: Any, unknown: int | None) -> bool:
    if view.sheepshead:
        return a.act == "sheepshead"
    if view.called is not None:
        return a.act == "call" and a.card == view.called and a.unknown == unknown
    return a.act in ("alone", "pass")  # no call: alone, or the J♦'s holder unannounced


def hard() -> Any:
    """The ``hard`` Sheepshead player: ``normal`` looking ahead in these worlds."""
    from .hard import HardBot
    from .sheepshead_normal import SheepsheadNormal

    return HardBot(SheepsheadNormal(), SheepsheadWorlds())
