"""The ``normal`` bot's stakes: cracks, re-cracks, third knocks, blitzes and the "sheepshead" call.

A knock doubles the hand, so it pays when the knocker's side is likely enough
to win. How likely is read from the knocker's own cards by logistic fits to
self-play deals of the normal bot (five-hand, called ace: 27,500 deals):

- a **defender** (:func:`defence_chance`): the trumps by rank, voids, and
  whether the picker is alone. With the loss doubled on the bump a defender
  wins 2 stakes for 1 lost, so a crack pays from about one chance in three;
  the bot wants more (the picker may re-crack), and more still from a player
  who passed ahead of the picker than from one behind, who never had the
  choice;
- the **picker** (:func:`picker_chance`): the kept trumps, the bury's points,
  and going alone. The picker wins 2 for 4 lost, so a re-crack needs a very
  strong hand, and a crack against it already tells of a strong defender;
- the **partner** (:func:`partner_chance`), likewise, and a re-crack shows who
  the partner is.

A third knock comes after a re-crack, when the picker has shown a very strong
hand: a defender needs a great one. A blitz (showing a queen pair) doubles the
hand too, so it is shown on the side likely to win.

The "sheepshead" call claims every trick: the bot makes it only when it can
count every trick (:func:`sweep_chance`): its masters draw every trump left
out however the others' trumps lie, bar a split so rare it ignores it.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import exp
from typing import Any, Sequence

from ...cards import bits
from ...engine.core import Action
from ...engine.sheepshead.cards import ACE, POINTS, TEN
from .eval import Cards, deck_of, sides

# the fits' weights: a trump by its rank (Q♣ first), fail aces, tens without their ace, voids
DEF_BIAS = -1.94
DEF_TRUMP = (0.64, 0.45, 0.41, 0.27, 0.23, 0.17, 0.19, 0.14, 0.23, 0.18, 0.1, 0.13, 0.11, 0.13)
DEF_ACE, DEF_TEN, DEF_VOID, DEF_ALONE = 0.1, 0.08, 0.44, -1.07
PICK_BIAS = -6.06
PICK_TRUMP = (2.32, 2.14, 1.96, 1.76, 1.53, 1.49, 1.4, 1.26, 1.33, 1.22, 1.13, 1.2, 1.17, 1.15)
PICK_ACE, PICK_VOID, PICK_BURY, PICK_ALONE = 0.34, -0.21, 0.035, -0.98
MATE_BIAS = -0.44
MATE_TRUMP = (1.62, 1.29, 0.95, 0.78, 0.59, 0.5, 0.56, 0.61, 0.65, 0.54, 0.45, 0.45, 0.47, 0.47)
MATE_ACE, MATE_TEN = 0.2, 0.07


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + exp(-x))


def _trumps(hand: int, k: Cards, weights: Sequence[float]) -> float:
    x = 0.0
    last = len(weights) - 1
    for c in bits(hand & k.trump_mask):
        x += weights[min(k.trump_rank[c], last)]
    return x


def _fails(hand: int, k: Cards) -> tuple[int, int, int]:
    """(aces, tens without their ace, voids) among the fail suits."""
    aces = tens = voids = 0
    for s in k.fail_suits:
        m = hand & k.suit5[s]
        if not m:
            voids += 1
        elif m >> ACE[s] & 1:
            aces += 1
        elif m >> TEN[s] & 1:
            tens += 1
    return aces, tens, voids


def defence_chance(hand: int, k: Cards, alone: bool) -> float:
    """A defender's chance that the defence wins, from its own hand."""
    aces, tens, voids = _fails(hand, k)
    x = DEF_BIAS + _trumps(hand, k, DEF_TRUMP) + DEF_ACE * aces + DEF_TEN * tens + DEF_VOID * voids
    return _logistic(x + (DEF_ALONE if alone else 0.0))


def picker_chance(hand: int, k: Cards, buried_points: int, alone: bool) -> float:
    """The picker's chance to win, from the kept hand and the bury."""
    aces, _, voids = _fails(hand, k)
    x = PICK_BIAS + _trumps(hand, k, PICK_TRUMP) + PICK_ACE * aces + PICK_VOID * voids + PICK_BURY * buried_points
    return _logistic(x + (PICK_ALONE if alone else 0.0))


def partner_chance(hand: int, k: Cards) -> float:
    """The partner's chance that the picker's side wins, from the partner's hand."""
    aces, tens, _ = _fails(hand, k)
    return _logistic(MATE_BIAS + _trumps(hand, k, MATE_TRUMP) + MATE_ACE * aces + MATE_TEN * tens)


def sweep_chance(kept: int, k: Cards, out: int, leads: bool, size: int, hands: int, samples: int = 200) -> float:
    """The chance that ``kept`` takes every trick, however the others play.

    ``out`` is every card the others hold, ``hands`` hands of ``size`` cards;
    ``leads``: this seat leads the first trick. The plan: lead masters
    (trumps above every trump left out) until the others have no trump left;
    the hand holding most trumps keeps its highest for last, so each of its
    trumps costs a master. Not leading, the hand must be all trumps (a fail
    card may be led into a void and trumped) and take the first trick with a
    master too. Then the fail cards must be the top of their suits. The
    chance is over the ways the others' cards may lie (1.0: sure).
    """
    tm = k.trump_mask
    fails = kept & ~tm
    if not leads and fails:
        return 0.0
    for s in k.fail_suits:
        m = fails & k.suit5[s]
        if m:
            lowest = min(bits(m), key=lambda c: k.power[c])
            if out & k.suit5[s] & k.above[lowest] & ~m:
                return 0.0
    others = out & tm
    top = max((k.power[c] for c in bits(others)), default=-1)
    masters = sum(1 for c in bits(kept & tm) if k.power[c] > top) - (0 if leads else 1)
    n_out = others.bit_count()
    if masters < 0:
        return 0.0
    if masters >= min(n_out, size):
        return 1.0
    if masters * hands < n_out:
        return 0.0
    cards = bits(out)
    rng = random.Random(kept * 31 + out)
    ok = 0
    for _ in range(samples):
        rng.shuffle(cards)
        most = max(sum(tm >> c & 1 for c in cards[h * size : h * size + size]) for h in range(hands))
        ok += most <= masters
    return ok / samples


class StakesPlay:
    CRACK_BEHIND = 0.45  # a defender who never had the chance to pick cracks with this chance
    CRACK_AHEAD = 0.52  # … one who passed, this
    RECRACK = 0.85  # the picker (or partner) re-cracks with this chance to win
    CRACKED = 0.1  # a crack against my side: the cracker holds a strong hand
    THIRD = 0.6  # a defender's chance for a third knock (the picker re-cracked: less than it says)
    RECRACKED = 0.15
    BLITZ_SIDE = 0.7  # the picker's side shows a blitz with this chance
    BLITZ_DEFENCE = 0.42  # a defender, with this
    SWEEP = 0.97  # "sheepshead" with this chance of every trick

    def knock(self, view: Any, legal: Sequence[Action]) -> Action:
        acts = {a.act: a for a in legal}
        k = deck_of(view)
        sd = sides(view)
        p = self.chance(view, k, bool(sd.picker_side))
        knocks = [act for _, act in view.knocks]
        against_me = [t for t, act in view.knocks if act in ("crack", "recrack") and (t == view.picker or t in sd.known) != bool(sd.picker_side)]
        if against_me:
            p -= self.RECRACKED if "recrack" in knocks and not sd.picker_side else self.CRACKED
        if "blitz" in acts:
            need = self.BLITZ_SIDE if sd.picker_side else self.BLITZ_DEFENCE
            if p >= need:
                return acts["blitz"]
        elif "recrack" in acts and sd.picker_side:
            if p >= self.RECRACK:
                return acts["recrack"]
        elif "crack" in acts and not sd.picker_side:
            if "recrack" in knocks:
                need = self.THIRD
            else:
                behind = view.seat not in view.passed
                need = self.CRACK_BEHIND if behind else self.CRACK_AHEAD
            if p >= need:
                return acts["crack"]
        return acts.get("pass", legal[-1])

    @staticmethod
    def chance(view: Any, k: Cards, on_side: bool) -> float:
        """My side's chance to win, as my cards tell it."""
        hand = view.hand
        if view.seat == view.picker:
            buried = sum(POINTS[c] for c in view.buried or ())
            return picker_chance(hand, k, buried, bool(view.alone))
        if on_side:
            return partner_chance(hand, k)
        return defence_chance(hand, k, bool(view.alone))

    # -- the "sheepshead" call ---------------------------------------------------
    def sweeps(self, view: Any, bury: int) -> bool:
        """Whether some bury of ``bury`` cards leaves a hand that can count on every trick."""
        k = deck_of(view)
        hand = view.hand
        leads = view.seat == (view.dealer + 1) % view.n
        cards = bits(hand)
        out = k.pack & ~hand
        hands = view.n - 1
        for combo in combinations(cards, bury) if bury else [()]:
            kept = hand & ~sum(1 << c for c in combo)
            if sweep_chance(kept, k, out, leads, out.bit_count() // hands, hands) >= self.SWEEP:
                return True
        return False


__all__ = ["StakesPlay", "sweep_chance", "defence_chance", "picker_chance", "partner_chance"]
