"""Sheriff worlds for the ``hard`` level (see :mod:`.worlds`).

Covered: every built-in Sheriff table — the standard auction, Blind Sheriff
(the bids are replayed as bid; once the play starts nothing is hidden that a
normal deal doesn't hide), Double Sheriff for 5 and 6 (the cards nobody was
dealt lie unseen beside the hands: they are dealt again with the other hands)
and Sheriff's Choice. A view this module can't rebuild (no trump yet, a card
off the pack) gives None, and ``hard`` plays that decision as ``normal``.

What a seat doesn't see: the other hands, the cards out of play in Double
Sheriff, and in Sheriff's Choice the taker's face-down discard. Everyone saw
the taker pick up the turned card, so until it is played it is placed in the
taker's hand — unless the taker showed out of trumps: then it was the discard.
(A taker might discard the very card taken while still holding trumps; the
worlds leave that aside, as the ``normal`` bot's card counting does.)

A world is a one-deal game from the starting hands: each seat's hand now plus
the cards it played (the taker's with the discard back and the turned card
out), the bids or the declines replayed as the view tells them, then the
cards played. The engine's own legality rejects a world the view rules out.
The cards played can be read as they are replayed (``hard``'s ``READS_PLAY``,
:class:`..worlds.PlayReads`): each other seat's recent play asked of ``normal``
holding the world's hand, a misread where it would have played another card.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Sequence

from ...cards import CARD_SUIT_MASK, PACK_52, bits
from ...engine import sheriff as engine
from ...engine.core import Action, DealSetup, IllegalAction
from ..endgame import Moves, world_runs
from ..hard import HardBot
from ..worlds import Place, PlayReads, deal_around, deal_into, distinct_plays, play_out, played_by, replay_bids, step, trick_plays, voids


class SheriffWorlds:
    #: the bidding policy the auction's worlds read the bids by (``normal``'s, set by :func:`hard`): a
    #: seat that passed holds a hand it would pass, one that bid a hand it would bid (None: unread)
    reads: Any = None

    def sample(self, view: Any, rng: random.Random, reads: PlayReads | None = None) -> Any | None:
        rules, n, me = view.rules, view.n, view.seat
        turned = view.turned
        if view.phase == engine.AUCTION:
            return self._auction(view, rng)
        if view.phase == engine.CHOICE:
            return self._choice(view, rng)
        if view.phase != engine.PLAY or turned is None or not view.sheriffs:
            return None
        plays = trick_plays(view.history, view.leader, view.trick, n)
        if any(not 0 <= c < 52 for _, c in plays):
            return None
        played = played_by(plays, n)
        void = voids(plays, n, CARD_SUIT_MASK)
        turned_bit = 1 << turned
        choice = rules.auction == "choice"
        taker = view.taken_by if choice else None
        if choice and taker is None:
            return None
        seen = view.hand | view.played | turned_bit
        discard: int | None = None  # the taker's, when this seat knows it
        fixed_turned = False  # the turned card lies in the taker's hand
        if taker == me:
            discard = view.discard
            if discard is None:
                return None
            seen |= 1 << discard
        elif taker is not None and not view.played & turned_bit:
            if void[taker] & turned_bit:
                discard = turned  # the taker showed out of trumps: it went face down
            else:
                fixed_turned = True
        others = [t for t in range(n) if t != me]
        places = [Place(view.hand_counts[t] - (fixed_turned and t == taker), void[t]) for t in others]
        unseen = bits(PACK_52 & ~seen)
        rest = len(unseen) - sum(p.count for p in places)  # out of play: Double Sheriff's undealt, or the discard
        if rest < 0 or any(p.count < 0 for p in places):
            return None
        hands = [0] * n
        hands[me] = view.hand
        out = deal_into(hands, others, places, unseen, rng, Place(rest))
        if out is None:
            return None
        if taker is not None and taker != me and discard is None:
            if rest != 1:
                return None
            discard = out.bit_length() - 1  # the one card face down
            out = 0
        if fixed_turned:
            hands[taker] |= turned_bit
        start = [hands[t] | played[t] for t in range(n)]
        if taker is not None:
            assert discard is not None
            start[taker] = (start[taker] | 1 << discard) & ~turned_bit
            out = 0
        piles: tuple[tuple[str, tuple[int, ...]], ...] = (("turned", (turned,)),)
        if out:
            piles += (("out", tuple(bits(out))),)
        setup = DealSetup(hands=tuple(tuple(bits(h)) for h in start), piles=piles)
        try:
            world = engine.new_game(dataclasses.replace(rules, deals=1), n, seed=0, setups=[setup], dealer=view.dealer)
            if not self._contract(world, view, discard) or not play_out(world, plays, reads):
                return None
        except (IllegalAction, ValueError):
            return None
        return world if world.to_act == me and world.phase == engine.PLAY else None

    def _auction(self, view: Any, rng: random.Random) -> Any | None:
        """The deal stopped at the seat's bid (the standard auction, the turned card seen): see
        :meth:`_before_cards`, the bids so far replayed and read (:attr:`reads`)."""
        return self._before_cards(view, rng, "standard", engine.AUCTION, lambda world: replay_bids(world, view.bids, view.seat, self.reads, rng))

    def _choice(self, view: Any, rng: random.Random) -> Any | None:
        """The deal stopped at the seat's take or pass in Sheriff's Choice: see :meth:`_before_cards`,
        the declines so far replayed and read (a seat that declined holds a hand :attr:`reads`
        would decline with)."""

        def declines(world: Any) -> bool:
            while world.declined < view.declined:
                s, legal = world.to_act, world.legal_actions()
                if self.reads is not None and s != view.seat and self.reads.choose(world.view(s), legal, rng).act != "pass":
                    return False
                world.apply(next(a for a in legal if a.act == "pass"))
            return True

        return self._before_cards(view, rng, "choice", engine.CHOICE, declines)

    @staticmethod
    def _before_cards(view: Any, rng: random.Random, auction: str, phase: str, replay: Any) -> Any | None:
        """A world at a decision before the cards (the ``auction`` kind of table, the turned card
        seen): the seat's hand as it is, the other hands (and Double Sheriff's cards out of play)
        dealt at random from the cards it can't see, then ``replay(world)`` (False: refused)."""
        rules, n, me, turned = view.rules, view.n, view.seat, view.turned
        if rules.auction != auction or turned is None or not view.hand:
            return None
        hands, out = deal_around(view.hand, me, view.hand_counts, bits(PACK_52 & ~view.hand & ~(1 << turned)), rng)
        piles: tuple[tuple[str, tuple[int, ...]], ...] = (("turned", (turned,)),)
        if out:
            piles += (("out", tuple(out)),)
        try:
            world = engine.new_game(dataclasses.replace(rules, deals=1), n, seed=0, setups=[DealSetup(hands=tuple(hands), piles=piles)], dealer=view.dealer)
            if not replay(world):
                return None
        except (IllegalAction, ValueError, StopIteration):
            return None
        return world if world.to_act == me and world.phase == phase else None

    @staticmethod
    def _contract(world: Any, view: Any, discard: int | None) -> bool:
        """Replay how the Sheriff was found: the bids in order, or the declines, the take and the discard."""
        bids = list(view.bids)
        while world.phase != engine.PLAY:
            s, phase = world.to_act, world.phase
            if phase == engine.AUCTION:
                if not bids or bids[0][0] != s:
                    return False
                v = bids.pop(0)[1]
                ok = step(world, (lambda a: a.act == "pass") if v == 0 else (lambda a: a.act == "bid" and a.value == v))
            elif phase == engine.CHOICE:
                act = "pass" if world.declined < view.declined else "take"
                ok = step(world, lambda a: a.act == act)
            elif phase == engine.DISCARD:
                ok = step(world, lambda a: a.card == discard)
            else:
                return False
            if not ok:
                return False
        return not bids and world.sheriffs == view.sheriffs and world.contract == view.contract and world.taken_by == view.taken_by


class SheriffHard(HardBot):
    """``HardBot`` that tries one card of each run of equal cards.

    Only tricks score in Sheriff, so two cards of a suit with nothing between
    them still to be played (the 9 and 10 held, or the 8 and 10 once the 9 is
    gone) win and lose exactly the same tricks: playing one of each run out
    is the same look-ahead for less time.

    The rest is ``HardBot``'s: its budget of worlds, a playout worth the seat's
    own score. Tried in duplicate sims against ``normal`` (with 16 worlds) and
    not kept: 32 worlds for the short Double Sheriff deals (no gain beyond the
    noise, twice the time), and the score minus the others' average (Outlaws
    then chase the exact bonus instead of breaking the contract: a smaller edge).
    """

    # the bid searched (off: not measured yet): normal's bid, passing and the bids beside normal's,
    # each played out to the end of the deal in worlds drawn at the auction (SheriffWorlds._auction),
    # worth the seat's score less the others' average (a failed contract pays every Outlaw)
    SEARCH_BIDS = False
    # Sheriff's Choice: take the turned card or pass, each played out the same way (SheriffWorlds._choice)
    SEARCH_CHOICE = False
    BID_EDGE = 1.0  # points a deal another bid (or the other of take and pass) must beat normal's by
    BID_MIN_WORLDS, BID_MAX_WORLDS = 8, 24
    BID_BUDGET = 2000
    BID_TRIES = 6

    def decides(self, view: Any, legal: Sequence[Action], default: Action) -> tuple[list[Action], float]:
        if view.phase == engine.CHOICE and self.SEARCH_CHOICE:
            return [a for a in legal if a != default], self.BID_EDGE
        if view.phase != engine.AUCTION or not self.SEARCH_BIDS:
            return [], 0.0
        near = {default.value - 1, default.value + 1} if default.act == "bid" else {min((a.value for a in legal if a.act == "bid"), default=None)}
        return [a for a in legal if a != default and (a.act == "pass" or a.value in near)], self.BID_EDGE

    def tries(self, view: Any) -> int:
        return self.BID_TRIES

    def worlds_wanted(self, view: Any, candidates: int) -> int:
        if view.phase == engine.PLAY:
            return super().worlds_wanted(view, candidates)
        sc = self.scale
        want = round(self.BID_BUDGET * sc) // max(1, candidates * (sum(view.hand_counts) + 2))
        return max(round(self.BID_MIN_WORLDS * sc), min(round(self.BID_MAX_WORLDS * sc), want))

    def play_out(self, g: Any, action: Action, seat: int, rng: random.Random) -> float:
        """A card's worth is the seat's score; a bid's, the seat's score less the others' average."""
        if g.phase == engine.PLAY:
            return super().play_out(g, action, seat, rng)
        own = super().play_out(g, action, seat, rng)
        return own - (sum(g.totals) - own) / (len(g.totals) - 1)

    ENDGAME_TRICKS = 3  # the last three tricks solved exactly (:mod:`..endgame`)

    def allies(self, world: Any, seat: int) -> frozenset[int] | None:
        """The Sheriffs play together, and so do the Outlaws."""
        sheriffs = frozenset(world.sheriffs)
        return sheriffs if seat in sheriffs else frozenset(range(world.n)) - sheriffs

    def ending_moves(self) -> Moves | None:
        return _RUNS

    def candidates(self, view: Any, legal: Sequence[Action], default: Action) -> list[Action]:
        gone = view.played & ~sum(1 << c for c in view.trick)  # a card on the table still splits a run
        return [a for a in distinct_plays(legal, view.hand, PACK_52 & ~view.hand & ~gone, default) if a != default]


_RUNS = world_runs()


def hard(scale: float = 1.0, level: str = "hard") -> Any:
    """The ``hard`` Sheriff player: ``normal`` looking ahead in these worlds (``scale``: see :class:`HardBot`)."""
    from .normal import SheriffNormal

    normal = SheriffNormal()
    worlds = SheriffWorlds()
    worlds.reads = normal
    return SheriffHard(normal, worlds, scale, level)
