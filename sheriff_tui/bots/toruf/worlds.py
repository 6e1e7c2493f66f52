"""Toruf worlds for the ``hard`` level (see :mod:`.worlds`).

Covered: every built-in preset — the plain game (``toruf``), the short game
(``toruf-short``, 32 cards), double and redouble (``toruf-double``) and open
play (``toruf-open``), and their mixtures: Toruf has nothing face down but the
hands, so every deal can be rebuilt from a seat's view, in the card play and
before it (a bid, the trump, open play, a double or redouble: the seat's hand
as it is, the others dealt at random from the rest of the pack, the bids, the
trump and the calls so far replayed, and read as ``normal`` makes them: a seat
that passed holds a hand ``normal`` would pass, one that bid a hand it would
bid, a declarer the hand it would name that trump from).

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
but no rule binds them: the card play's worlds ignore them. The cards played can
be read (``hard``'s ``READS_PLAY``, :class:`..worlds.PlayReads`): each other
seat's recent play asked of ``normal`` holding the world's hand, a misread where it
would have played a card that tells otherwise (a trump for a plain card or back,
ten points or more for less or back: :meth:`TorufHard.play_sign`).

:class:`TorufHard` is ``hard`` but for one saving: cards that differ in
nothing (neighbours in a suit with no card between them still out, of equal
card points) are played out once, and hard's budget of worlds is shared by
those alone. A playout is worth ``totals[seat]``, the team's score for the
deal; our score less theirs (the race's true measure) was tried and played no
better in paired sims (−0.5 ± 1.0 a deal over 600 deals).

Before the cards, :meth:`TorufHard.decide` can search the bid (off: measured
no better than ``normal``'s bid, :attr:`TorufHard.SEARCH_BIDS`): the lowest
bid is played out in every world, ``normal`` making every later decision; where our side ends up
declaring, the card points it took tell what each higher bid would have scored,
and the best such jump is played out for real beside passing. A bid is worth
our score less theirs (a contract the others make scores for them alone).
The trump and the calls can be searched too (:attr:`TorufHard.PHASES`, off).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Sequence

from ...cards import SUIT_MASK, bits
from ...engine import toruf as engine
from ...engine.core import Action, DealSetup, IllegalAction
from ...engine.toruf.rules import MAX_BID
from ...engine.toruf.score import NO_TRUMP, POINTS, TRUMP_CODES
from ..endgame import Moves, world_runs
from ..hard import HardBot, highest
from .eval import hand_value
from ..worlds import Place, PlayReads, deal_around, deal_into, distinct_plays, play_out, played_by, replay_bids, trick_plays

PLAYERS = engine.PLAYERS
PREPLAY = (engine.AUCTION, engine.TRUMP, engine.OPEN, engine.DOUBLE, engine.REDOUBLE)  # the decisions before the cards


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
    #: the bidding policy the worlds read the auction by (``normal``'s, set by :func:`hard`): a seat
    #: that passed is dealt a hand it would pass, one that bid a hand it would bid (None: unread)
    reads: Any = None

    def sample(self, view: Any, rng: random.Random, reads: PlayReads | None = None) -> Any | None:
        if view.phase in PREPLAY:
            return self._preplay(view, rng)
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
            if not self._decisions(world, view, d, trump) or not play_out(world, plays, reads):
                return None
        except IllegalAction:
            return None
        return world if world.to_act == me and world.phase == engine.PLAY else None

    def _preplay(self, view: Any, rng: random.Random) -> Any | None:
        """The deal stopped at the seat's decision before the cards (a bid, the trump, a call): its
        hand as it is, the others dealt at random from the rest of the pack, the bids, the trump
        and the calls so far replayed, the bids and the trump read (:attr:`reads`)."""
        me = view.seat
        hands, _ = deal_around(view.hand, me, [view.rules.hand_size] * PLAYERS, bits(view.rules.pack & ~view.hand), rng)
        rules = dataclasses.replace(view.rules, deals=1, target=0)
        world = engine.new_game(rules, PLAYERS, seed=0, setups=[DealSetup(hands=tuple(hands))], dealer=view.dealer)
        reads = self.reads
        try:
            if not replay_bids(world, view.bids, me, reads, rng):
                return None
            if view.phase != engine.AUCTION:
                d = view.declarer
                if world.declarer != d or world.contract != view.contract:
                    return None
                if view.phase != engine.TRUMP:
                    code = TRUMP_CODES[NO_TRUMP if view.no_trump else view.trump]
                    if reads is not None and d != me and reads.choose(world.view(d), world.legal_actions(), rng).suit != code:
                        return None  # a trump the declarer wouldn't name from this hand
                    world.apply(Action("trump", d, suit=code))
                    for s, act in view.calls:
                        world.apply(Action(act, s))
        except IllegalAction:
            return None
        return world if world.to_act == me and world.phase == view.phase else None

    @staticmethod
    def _decisions(world: Any, view: Any, declarer: int, trump: int) -> bool:
        """Replay the auction, the trump and the calls (open, double, redouble) as the view tells them."""
        replay_bids(world, view.bids, view.seat, None, None)
        apply = world.apply
        if world.declarer != declarer or world.contract != view.contract:
            return False
        apply(Action("trump", declarer, suit=TRUMP_CODES[trump]))
        for s, act in view.calls:
            apply(Action(act, s))
        return world.phase == engine.PLAY and world.doubled == view.doubled and world.opened == view.opened


class TorufHard(HardBot):
    """``hard`` for Toruf: see the module's docstring, and :meth:`decide` for the bid."""

    # the bid searched (False: normal's bid, as before). Off: paired duplicate sims (hard alone among
    # normal, one deal per seed, the same seeds with and without) measured it no better: −0.86 a deal
    # [−2.33, +0.61] over 214 deals; the height alone (SWITCH off) −0.06 [−1.99, +1.86] over 65
    SEARCH_BIDS = False
    BID_EDGE = 2.0  # a bid other than normal's must beat it by this (own score less theirs, a deal)
    JUMP_EDGE = 1.0  # a jump is played out only when the playouts of the lowest bid value it this much higher
    SWITCH = True  # pass against bid searched too (False: only how high, where normal bids)
    PASS_SLACK = 8  # a hand normal passes is searched only when its value is this close to the lowest bid
    # an auction playout is a whole deal: fewer worlds than a card's, BID_BUDGET bot decisions in all
    BID_MIN_WORLDS, BID_MAX_WORLDS = 12, 32
    BID_BUDGET = 4000
    BID_TRIES = 6  # draws per world: a draw the bids so far rule out is refused (TorufWorlds.reads)

    # the decisions after the auction searched (the trump; "open", "double", "redouble" the calls), each
    # played out against normal's choice, which wins ties by the phase's edge
    PHASES: frozenset[str] = frozenset()
    TRUMPS = 3
    EDGES = {engine.TRUMP: 2.0, engine.OPEN: 2.0, engine.DOUBLE: 2.0, engine.REDOUBLE: 2.0}

    def decides(self, view: Any, legal: Sequence[Action], default: Action) -> tuple[list[Action], float]:
        if view.phase not in self.PHASES:
            return [], 0.0
        others = [a for a in legal if a != default]
        if view.phase == engine.TRUMP:  # the trumps the hand is worth most in (normal's measure), TRUMPS in all
            size = view.rules.hand_size
            worth = {code: hand_value(view.hand, t, size) for t, code in enumerate(TRUMP_CODES)}
            others = sorted(others, key=lambda a: -worth[a.suit])[: self.TRUMPS - 1]
        return others, self.EDGES[view.phase]

    def tries(self, view: Any) -> int:
        return self.BID_TRIES

    def worlds_wanted(self, view: Any, candidates: int) -> int:
        if view.phase not in PREPLAY:
            return super().worlds_wanted(view, candidates)
        sc = self.scale
        want = round(self.BID_BUDGET * sc) // max(1, candidates * (sum(view.hand_counts) + 4))
        return max(round(self.BID_MIN_WORLDS * sc), min(round(self.BID_MAX_WORLDS * sc), want))

    def decide(self, view: Any, legal: Sequence[Action], default: Action, rng: random.Random) -> Action:
        """The bid: ``normal``'s, unless the playouts say another scores better.

        The lowest bid is played out first in every world (each to the end of the deal, ``normal``
        everywhere after it); where our side ends up declaring, the card points it took say what
        any higher bid would have scored, and the best such jump is played out for real, as is
        passing. Valued as our score less theirs: a contract the others win scores for them."""
        if view.phase != engine.AUCTION or not self.SEARCH_BIDS:
            return super().decide(view, legal, default, rng)  # the trump and the calls: decides()
        lo = view.lowest_bid
        pass_ = next((a for a in legal if a.act == "pass"), None)
        low = next((a for a in legal if a.act == "bid" and a.value == lo), None)
        if pass_ is None or low is None or view.high_seat == view.partner_of(view.seat):
            return default
        if default == pass_ and (not self.SWITCH or self.normal.max_bid(view) < lo - self.PASS_SLACK):
            return default  # a clear pass (or passing left to normal)
        worlds = self.sample(view, rng, 3, lambda w: self.fits(w, view, legal), self.BID_TRIES)
        if not worlds:
            return default
        me = view.seat
        team = me & 1
        scores: list[float] = []
        ours: list[tuple[int, int, int, int]] = []  # per world where we declared: contract, points, multiplier, score
        for w in worlds:
            g = w.clone()
            v = self.play_out(g, low, me, rng)
            scores.append(v)
            r = g.results[-1]
            if r.declarer & 1 == team:
                ours.append((r.contract, r.points[team], r.multiplier, r.team_scores[team]))
        n = len(worlds)
        values = {low: sum(scores) / n}
        jump, jump_value = None, values[low] + self.JUMP_EDGE
        for b in range(lo + 1, MAX_BID + 1):
            gain = 0
            for c, p, m, own in ours:
                if b > c:  # what this contract scored beyond its bid (an open bonus) stays with a made jump
                    extra = own - (c * m if p >= c else -c * m)
                    gain += (b * m + extra if p >= b else -b * m) - own
            est = values[low] + gain / n
            if est > jump_value:
                jump, jump_value = b, est
        others = [pass_] if default != pass_ and self.SWITCH else []
        if jump is not None:
            others.append(Action("bid", me, value=jump))
        if default != low:
            others.append(low)
        def worth(a: Action) -> float:  # the playouts already made for the lowest bid serve again
            return values[a] if a in values else self.value(worlds, a, me, rng)

        return highest(default, others, worth(default) + self.BID_EDGE, map(worth, others))

    def play_out(self, g: Any, action: Action, seat: int, rng: random.Random) -> float:
        """The card play's worth is our score; before it (the bid), our score less theirs."""
        if g.phase is engine.PLAY:
            return super().play_out(g, action, seat, rng)
        return super().play_out(g, action, seat, rng) - g.totals[seat ^ 1]

    ENDGAME_TRICKS = 3  # the last three tricks solved exactly (:mod:`..endgame`)

    def allies(self, world: Any, seat: int) -> frozenset[int] | None:
        """Partners sit across: seats 0 and 2 against 1 and 3."""
        return frozenset((seat, seat ^ 2))

    def ending_moves(self) -> Moves | None:
        return _RUNS

    def play_sign(self, view: Any) -> Any:
        """A card played tells whether it was a trump, and whether it was worth ten or more."""
        trumps = 0 if view.no_trump or view.trump is None else SUIT_MASK[view.trump]
        return lambda c: (trumps >> c & 1, POINTS[c] >= 10)

    def candidates(self, view: Any, legal: Sequence[Action], default: Action) -> list[Action]:
        out = view.rules.pack & ~view.hand & (~view.played | sum(1 << c for c in view.trick))
        return [a for a in distinct_plays(legal, view.hand, out, default, POINTS) if a != default]


_RUNS = world_runs(POINTS)


def hard(scale: float = 1.0, level: str = "hard") -> Any:
    """The ``hard`` Toruf player: ``normal`` looking ahead in these worlds (``scale``: see :class:`HardBot`)."""
    from .normal import TorufNormal

    normal = TorufNormal()
    worlds = TorufWorlds()
    worlds.reads = normal
    return TorufHard(normal, worlds, scale, level)
