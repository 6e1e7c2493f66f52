"""The ``normal`` bot's auction and billy in the southern-Indiana game (``form = "indiana"``).

Four players, eight cards each, jacks above queens, hearts trump. In turn each
player passes or takes the hand with a call (an ace partner), a best (alone,
hearts trump), a side solo (alone, clubs, spades or diamonds trump) or a billy
(alone, taking no trick). The bot bids like a regular player:

- a **best** with a very strong hand in hearts, a **side solo** when another
  suit makes a hand as strong (its jacks and queens with length in the suit);
  the strength is the chance of making 61 alone, from a fit to self-play deals
  (:func:`solo_chance`);
- a **billy** with low cards only: no high trump, no ace or ten it can't get
  rid of (:func:`billy_chance`);
- a **call** with a trump-rich hand holding a fail suit whose ace it lacks;
- otherwise it passes.

The calls, bests and side solos are played by the standard game's card play
(the view's deck carries the trump suit); a billy is played here: the declarer
ducks every trick, the others try to make the declarer take one.
"""

from __future__ import annotations

from functools import lru_cache
from math import exp
from typing import Any, Sequence

from ...cards import bits
from ...engine.core import Action
from ...engine.sheepshead.cards import ACE, CLUBS, DIAMONDS, HEARTS, SPADES, TEN, deck
from .eval import Cards, Table, best_index, cards_of

SUITS = {"C": CLUBS, "S": SPADES, "D": DIAMONDS}


@lru_cache(maxsize=None)
def trump_cards(suit: int) -> Cards:
    """The tables for the hand played with ``suit`` as trump (jacks above queens)."""
    return cards_of(deck(suit, "standard", 0, True))


# The chances below are logistic fits to 20,000 self-play deals of the normal
# bot, every contract forced on the same hand: each trump by its rank (jacks,
# queens, then the trump suit's A 10 K 9 8 7), fail aces and tens. Calibrated:
# a hand given 0.5 made it about half the time.
SOLO_BIAS = -14.4
SOLO_TRUMP = (3.26, 3.14, 2.69, 2.35, 2.18, 2.12, 2.08, 1.97, 2.09, 2.01, 1.77, 1.77, 1.78, 1.8)
SOLO_ACE = 1.18
SOLO_TEN = 0.23

CALL_BIAS = -2.99
CALL_TRUMP = (1.15, 1.07, 0.95, 0.84, 0.74, 0.7, 0.71, 0.66, 0.77, 0.65, 0.58, 0.61, 0.62, 0.64)
CALL_ACE = 0.41
CALL_SUIT = -0.09  # per card held of the called suit

BILLY_BIAS = -4.13
BILLY_TRUMP = (-4.63, -1.63, -1.1, -0.57, -0.29, -0.11, 0.1, 0.32, 0.47, 0.56, 0.76, 0.86, 0.95, 0.93)
BILLY_FAIL = {12: 0.15, 8: 0.35, 11: 0.66, 7: 0.99, 6: 0.63, 5: 0.6}  # fail A 10 K 9 8 7
BILLY_NO_LOW = -1.01  # a fail suit held without its 7 or 8: nothing to duck with


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + exp(-x))


def _fail_counts(hand: int, k: Cards) -> tuple[int, int]:
    aces = tens = 0
    for s in k.fail_suits:
        aces += hand >> ACE[s] & 1
        tens += hand >> TEN[s] & 1
    return aces, tens


def solo_chance(hand: int, k: Cards) -> float:
    """The chance that ``hand`` makes 61 playing alone with ``k``'s trumps (a best or a side solo)."""
    x = SOLO_BIAS
    for c in bits(hand & k.trump_mask):
        x += SOLO_TRUMP[k.trump_rank[c]]
    aces, tens = _fail_counts(hand, k)
    return _logistic(x + SOLO_ACE * aces + SOLO_TEN * tens)


def call_chance(hand: int, k: Cards, ace: int) -> float:
    """The chance that calling ``ace`` wins, the partner unknown."""
    x = CALL_BIAS
    for c in bits(hand & k.trump_mask):
        x += CALL_TRUMP[k.trump_rank[c]]
    aces, _ = _fail_counts(hand, k)
    x += CALL_ACE * aces + CALL_SUIT * (hand & k.suit5[ace // 13]).bit_count()
    return _logistic(x)


def billy_chance(hand: int, k: Cards) -> float:
    """The chance that ``hand`` takes no trick (a billy): high trumps and lone high cards sink it."""
    x = BILLY_BIAS
    for c in bits(hand & k.trump_mask):
        x += BILLY_TRUMP[k.trump_rank[c]]
    for s in k.fail_suits:
        m = hand & k.suit5[s]
        for c in bits(m):
            x += BILLY_FAIL[c % 13]
        if m and not m & (1 << (13 * s + 5) | 1 << (13 * s + 6)):
            x += BILLY_NO_LOW
    return _logistic(x)


class IndianaPlay:
    """The auction and the billy; everything else is the standard game's play."""

    SOLO_NEED = 0.4  # the chance of making it a best or a side solo needs (a beaten solo pays 6 to each of three, a made one 18 or the game)
    BEST_EDGE = 0.05  # hearts is preferred over a side suit this much less likely (a best wins the game)
    BILLY_NEED = 0.4
    CALL_NEED = 0.55

    # -- the auction ---------------------------------------------------------------
    def bid(self, view: Any, legal: Sequence[Action]) -> Action:
        hand = view.hand
        acts = {(a.act, a.suit): a for a in legal}
        k = trump_cards(HEARTS)
        best_p, best_act = 0.0, None
        if ("best", None) in acts:
            best_p, best_act = solo_chance(hand, k) + self.BEST_EDGE, acts[("best", None)]
        for name, suit in SUITS.items():
            a = acts.get(("side_solo", name))
            if a is not None:
                p = solo_chance(hand, trump_cards(suit))
                if p > best_p:
                    best_p, best_act = p, a
        if best_act is not None and best_p >= self.SOLO_NEED:
            return best_act
        billy = acts.get(("billy", None))
        if billy is not None and billy_chance(hand, k) >= self.BILLY_NEED:
            return billy
        calls = [(call_chance(hand, k, a.card), -a.card, a) for a in legal if a.act == "call" and a.card is not None]
        if calls:
            p, _, a = max(calls)
            if p >= self.CALL_NEED:
                return a
        return acts.get(("pass", None), legal[0])

    # -- the billy ---------------------------------------------------------------
    def billy(self, view: Any, t: Table, cards: list[int]) -> int:
        if view.seat == view.picker:
            return self._duck(view, t, cards)
        return self._force(view, t, cards)

    @staticmethod
    def _danger(k: Cards, c: int) -> float:
        return k.power[c] + (100 if k.is_trump(c) else 0)

    def _duck(self, view: Any, t: Table, cards: list[int]) -> int:
        """The declarer: the most dangerous card that won't take the trick, else the likeliest to be beaten."""
        k = t.k
        n = view.n
        if not view.trick:
            after = [(view.seat + i) % n for i in range(1, n)]
            return min(cards, key=lambda c: (round(t.p_hold(c, k.suit[c], after), 3), k.power[c]))
        trick = view.trick
        best = trick[best_index(view, trick, k)]
        led = k.suit[trick[0]]
        under = [c for c in cards if not k.beats(c, best)]
        if under:
            return max(under, key=lambda c: self._danger(k, c))
        after = [view.trick_seat(i) for i in range(len(trick) + 1, n)]
        return min(cards, key=lambda c: (round(t.p_hold(c, led, after), 3), k.power[c]))

    def _force(self, view: Any, t: Table, cards: list[int]) -> int:
        """A defender: leave the declarer's card on top, lead low where the declarer must follow."""
        k = t.k
        decl = view.picker
        if not view.trick:
            void = t.voids[decl]
            live = [c for c in cards if not void >> k.suit[c] & 1] or cards
            return min(live, key=lambda c: (k.power[c] - (0 if k.is_trump(c) else 100), c))
        trick = view.trick
        bi = best_index(view, trick, k)
        best = trick[bi]
        wseat = view.trick_seat(bi)
        played = [view.trick_seat(i) for i in range(len(trick))]
        under = [c for c in cards if not k.beats(c, best)]
        if decl in played:
            if wseat == decl:  # the declarer is winning: stay under, shed a high card
                if under:
                    return max(under, key=lambda c: self._danger(k, c))
                return min(cards, key=lambda c: k.power[c])
            # the declarer ducked: shed the most dangerous card (it would save the declarer later)
            return max(cards, key=lambda c: self._danger(k, c))
        # the declarer is still to play: keep the trick low for the declarer to take
        if under:
            return min(under, key=lambda c: (k.power[c], c))
        return min(cards, key=lambda c: k.power[c])


__all__ = ["IndianaPlay", "solo_chance", "call_chance", "billy_chance", "trump_cards"]
