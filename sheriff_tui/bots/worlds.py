"""Worlds a seat can't tell from the real one: its unseen cards dealt again at random.

The ``hard`` level plays its candidates out in such worlds. A game's worlds
module turns a view into places for the unseen cards (the other hands, the
blind or the bury) and what each place can't hold (a suit it showed void in, a
called card its holder can't be); :func:`deal_unseen` deals them; the game
module rebuilds the deal from those hands and replays the view's public
actions, so the engine itself rejects a world the view rules out.

**The play read** (:class:`PlayReads`): while a world's past cards are
replayed, the reading player (``normal``) is asked at each other seat's play
what it would have played there, holding that world's hand; a world where the
seats played as ``normal`` would not (a defender who didn't schmear a sure trick
while holding the ace) counts those misreads, and :func:`keep_likely` keeps the
worlds with few of them from a larger draw. It reads only the world, which is
built from the seat's view: nothing hidden enters.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Protocol, Sequence

from ..cards import bits
from ..engine.core import Action, IllegalAction


class PlayReads:
    """The read of one world's past plays: how many of the other seats' cards ``player``
    would not have played there (``misreads``), from play number ``since`` on (earlier
    ones replayed unread), a play with one legal card telling nothing. With ``sign``, a
    card ``player`` would have played is as good as the one played when their signs are
    alike (Sheepshead: a trump or not, a schmear or not), so the play's meaning is read
    and not the hand's small change."""

    __slots__ = ("player", "seat", "rng", "since", "sign", "misreads", "asked")

    def __init__(self, player: Any, seat: int, rng: random.Random, since: int = 0, sign: Callable[[int], Any] | None = None) -> None:
        self.player, self.seat, self.rng, self.since, self.sign = player, seat, rng, since, sign
        self.misreads = 0
        self.asked = 0  # plays the player was asked about: what the read cost

    def read(self, game: Any, i: int, seat: int, card: int) -> None:
        """Play ``i``, ``seat``'s ``card``, about to be replayed in ``game``."""
        if i < self.since or seat == self.seat:
            return
        legal = game.legal_actions()
        if len(legal) < 2 or not any(a.card == card for a in legal):
            return  # no choice, or a card the world forbids (its replay fails)
        sign = self.sign
        if sign is not None:
            said = sign(card)
            if all(sign(a.card) == said for a in legal):
                return  # every card it could play says the same
        self.asked += 1
        mine = self.player.choose(game.view(seat), legal, self.rng).card
        if mine != card and (sign is None or sign(mine) != said):
            self.misreads += 1


class Worlds(Protocol):
    def sample(self, view: Any, rng: random.Random, reads: PlayReads | None = None) -> Any | None:
        """A one-deal game at ``view``'s decision, its unseen cards dealt anew; None when
        this view can't be rebuilt (a variant not covered) or the draw broke a rule.
        ``reads``, when given at a card to play: the past plays read as they are replayed
        (a game's worlds that can't read them leave it as it is)."""
        ...


def keep_likely(drawn: Sequence[tuple[Any, int]], want: int, k: float, rng: random.Random) -> list[Any]:
    """``want`` of the ``drawn`` worlds (world, misreads), each kept as if weighted
    exp(-k·misreads), drawn without putting back (Efraimidis–Spirakis): k = 0 keeps
    any, a large k those with the fewest misreads."""
    if len(drawn) <= want:
        return [w for w, _ in drawn]
    keyed = sorted(((math.log(1.0 - rng.random()) * math.exp(k * m), i) for i, (_, m) in enumerate(drawn)), reverse=True)
    return [drawn[i][0] for _, i in keyed[:want]]


@dataclass(frozen=True)
class Place:
    """Where some unseen cards lie: ``count`` of them, none of ``barred``."""

    count: int
    barred: int = 0


def deal_unseen(cards: Sequence[int], places: Sequence[Place], rng: random.Random, tries: int = 20) -> list[int] | None:
    """The unseen ``cards`` dealt to ``places`` at random (a mask per place), or None when
    ``tries`` draws found no way. The cards with the fewest homes go first, so a void or
    a barred card rarely leaves a card with nowhere to go."""
    homes = []
    for c in cards:
        bit = 1 << c
        homes.append((sum(1 for p in places if not p.barred & bit), c))
    for _ in range(tries):
        order = sorted(homes, key=lambda h: (h[0], rng.random()))
        room = [p.count for p in places]
        out = [0] * len(places)
        for _, c in order:
            bit = 1 << c
            open_ = [i for i, p in enumerate(places) if room[i] and not p.barred & bit]
            if not open_:
                break
            # a place with more room is likelier: every deal of the free cards is about as likely
            pick = rng.randrange(sum(room[i] for i in open_))
            for i in open_:
                pick -= room[i]
                if pick < 0:
                    break
            room[i] -= 1
            out[i] |= bit
        else:
            return out
    return None


def deal_into(hands: list[int], seats: Sequence[int], places: Sequence[Place], unseen: Sequence[int], rng: random.Random, rest: Place | None = None) -> int | None:
    """Deal ``unseen`` to ``seats`` (``places`` theirs, in order) into ``hands``, and ``rest``'s
    count aside: the cards set aside (0 without ``rest``), or None when no draw fit."""
    dealt = deal_unseen(unseen, [*places, rest] if rest is not None else places, rng)
    if dealt is None:
        return None
    for t, m in zip(seats, dealt):
        hands[t] = m
    return dealt[-1] if rest is not None else 0


def played_by(plays: Sequence[tuple[int, int]], n: int) -> list[int]:
    """Per seat, the cards it played this deal (its start is its hand now and these)."""
    out = [0] * n
    for seat, c in plays:
        out[seat] |= 1 << c
    return out


def step(game: Any, match: Callable[[Action], bool]) -> bool:
    """Apply the one legal action ``match`` accepts; False when there is none."""
    for a in game.legal_actions():
        if match(a):
            game.apply(a)
            return True
    return False


def play_out(game: Any, plays: Iterable[tuple[int, int]], reads: PlayReads | None = None) -> bool:
    """Replay the cards played so far, (seat, card) in order; False when the world forbids one.
    ``reads``: each play read before it is replayed (see :class:`PlayReads`)."""
    for i, (seat, card) in enumerate(plays):
        if game.to_act != seat:
            return False
        if reads is not None:
            reads.read(game, i, seat, card)
        try:
            game.apply(Action("play", seat, card=card))
        except IllegalAction:
            return False
    return True


def trick_plays(history: Sequence[Any], leader: int, trick: Sequence[int], n: int) -> list[tuple[int, int]]:
    """Every card played this deal as (seat, card), in order: the tricks taken, then the running one."""
    out = [((t.leader + i) % n, c) for t in history for i, c in enumerate(t.cards)]
    out += [((leader + i) % n, c) for i, c in enumerate(trick)]
    return out


def voids(plays: Sequence[tuple[int, int]], n: int, suit_mask: Sequence[int]) -> list[int]:
    """Per seat, the cards of every suit it showed void in (it didn't follow the led suit).
    ``suit_mask[c]``: every card of ``c``'s suit as the trick's rules count suits."""
    out = [0] * n
    for i in range(0, len(plays), n):
        trick = plays[i : i + n]
        led = suit_mask[trick[0][1]]
        for seat, c in trick[1:]:
            if not led >> c & 1:
                out[seat] |= led
    return out


def distinct_plays(legal: Sequence[Action], hand: int, out: int, keep: Action, worth: Sequence[int] | None = None) -> list[Action]:
    """One play per run of cards that must fare alike, ``keep`` speaking for its own run.

    A run: cards of one suit in ``hand`` with no card still ``out`` between them
    (the cards in no hand yet seen and those on the table; a card gone for good is
    no gap) and, with ``worth``, the same worth each (card points). For the
    52-card pack, whose ids rank in order within a suit; not for Sheepshead,
    where the queens and jacks are trumps.
    """
    runs: dict[int, Action] = {}
    for a in legal:
        c = a.card
        assert c is not None
        start = k = c
        while k % 13:  # down the suit to the run's lowest card held: it names the run
            k -= 1
            if out >> k & 1:
                break
            if hand >> k & 1:
                if worth is not None and worth[k] != worth[c]:
                    break
                start = k
        if start not in runs or a == keep:
            runs[start] = a
    return list(runs.values())



def deal_around(hand: int, seat: int, counts: Sequence[int], unseen: list[int], rng: random.Random) -> tuple[list[tuple[int, ...]], list[int]]:
    """A deal before the cards: ``seat``'s hand as it is, every other seat its count of ``unseen``
    (shuffled in place); with the cards left over (out of play in the world)."""
    rng.shuffle(unseen)
    hands: list[tuple[int, ...]] = []
    k = 0
    for t, many in enumerate(counts):
        if t == seat:
            hands.append(tuple(bits(hand)))
        else:
            hands.append(tuple(unseen[k : k + many]))
            k += many
    return hands, unseen[k:]


def replay_bids(world: Any, bids: Sequence[tuple[int, int]], seat: int, reads: Any, rng: random.Random | None) -> bool:
    """Replay an auction's bids (``(seat, value)``, 0 a pass) in ``world``; False when ``reads``
    (a player such as ``normal``), given the world's hand, would not have said one of the others'."""
    for s, v in bids:
        if reads is not None and s != seat and reads.choose(world.view(s), world.legal_actions(), rng).act != ("bid" if v else "pass"):
            return False
        world.apply(Action("bid", s, value=v) if v else Action("pass", s))
    return True
