"""The contract every game module keeps, so the table, the bots, the simulator
and the record replayer drive all four games the same way.

A game module offers ``GAME`` (its name), ``Rules`` (a frozen dataclass whose
fields are the house rules, declared with :func:`option`) and
``new_game(rules, seats, seed, setups=None, dealer=0)`` returning a match object
with ``to_act``, ``legal_actions()``, ``apply()``, ``view(seat)``, ``scores``,
``is_over`` and ``clone()``.
"""

from __future__ import annotations

import dataclasses
import math
import random
from dataclasses import dataclass
from functools import lru_cache
from hashlib import shake_256
from operator import add
from typing import Any, NamedTuple, Protocol, Sequence, TypeVar

from ..i18n import _
from . import tricks


class IllegalAction(Exception):
    """An action the rules forbid; ``reason`` is written for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Action:
    """One decision at the table, in the record vocabulary (record-format.md)."""

    act: str
    seat: int
    card: int | None = None
    value: int | None = None
    cards: tuple[int, ...] | None = None
    suit: str | None = None
    unknown: int | None = None
    bag: tuple[int, ...] | None = None  # Sheriff of Nottingham: goods from the bag in an offer
    promise: bool | None = None  # Sheriff of Nottingham: an offer's promise for a later round


class Event(NamedTuple):
    """Something that happened, for the log and the animations.

    Kinds shared by the trick games: ``dealt``, ``bid``, ``pass``, ``contract``,
    ``play``, ``trick`` (seat = winner, card = winning card, cards = the trick
    in play order), ``deal_scored`` (data = the deal's result), ``match_over``.
    A named tuple, not a dataclass: one is made per card played.
    """

    kind: str
    seat: int | None = None
    card: int | None = None
    value: int | None = None
    cards: tuple[int, ...] | None = None
    data: Any = None


class DealSetup(NamedTuple):
    """How a deal's cards lie: a deck (top first) or the hands and extra piles.

    A named tuple, not a dataclass: one is made per deal on the playout path.
    """

    deck: tuple[int, ...] | None = None
    hands: tuple[tuple[int, ...], ...] | None = None
    piles: tuple[tuple[str, tuple[int, ...]], ...] = ()

    def pile(self, name: str) -> tuple[int, ...]:
        for key, cards in self.piles:
            if key == name:
                return cards
        return ()


def check_dealt(
    setup: DealSetup, *, game: str, pack: Sequence[int], pack_words: str, players: int, hand_size: int, piles: Sequence[str]
) -> bool:
    """The checks every game makes of a given deal; False when it is a deck (nothing more to check).

    A deck must hold the pack exactly once; hands must be ``players`` hands of
    ``hand_size`` cards with only the game's pile names beside them. The game
    then checks its own piles' sizes and calls :func:`check_cards`.
    """
    if setup.deck is not None:
        if sorted(setup.deck) != sorted(pack):
            raise ValueError(f"a {game} deck holds each of {pack_words} exactly once")
        return False
    if setup.hands is None:
        raise ValueError("a deal needs a deck or the hands")
    if len(setup.hands) != players:
        raise ValueError(f"a deal needs {players} hands, not {len(setup.hands)}")
    for i, h in enumerate(setup.hands):
        if len(h) != hand_size:
            raise ValueError(f"hand {i} has {len(h)} cards; each hand holds {hand_size}")
    for name, _cards in setup.piles:
        if name not in piles:
            raise ValueError(f"unknown pile {name!r} in a {game} deal; allowed: {', '.join(piles)}")
    return True


def check_cards(cards: Sequence[int], pack: int, pack_words: str) -> None:
    """Every card of a deal given by hands is in the pack, and none is there twice."""
    if any(not (isinstance(c, int) and 0 <= c < 52 and pack >> c & 1) for c in cards):
        raise ValueError(f"a card is outside {pack_words}")
    if len(set(cards)) != len(cards):
        raise ValueError("a card appears twice in the deal")


class DealLog(NamedTuple):
    """A finished or running deal as the record keeps it (a named tuple: one per deal)."""

    dealer: int
    setup: DealSetup
    actions: tuple[Action, ...]


NO_BEFORE = object()  # the key is as old as saves: nothing to fill in


def option(
    default: Any,
    doc: str,
    *,
    choices: Sequence[Any] | None = None,
    min: int | None = None,  # noqa: A002 - schema vocabulary
    max: int | None = None,  # noqa: A002
    before: Any = NO_BEFORE,
) -> Any:
    """A house-rule field: its default, one-line description and allowed values.

    The schema is declared once, on the game's ``Rules`` dataclass; presets,
    the editor and the help text all read it from here. ``before`` is how the
    game was played before the key existed: a save lacking the key was begun
    under that reading and goes on under it (saves write every key, so a
    missing one dates the save).
    """
    meta = {"doc": doc, "choices": tuple(choices) if choices is not None else None, "min": min, "max": max, "before": before}
    return dataclasses.field(default=default, metadata=meta)


def undo_option() -> Any:
    """The one house rule every game's table shares (each game's ``Rules`` ends with it): the
    player may take back a decision (z). It changes nothing in the play: the engine never reads it."""
    return option(True, "Undo: the player may take back their last decision in the running deal (the z key); false: no undo at this table")


def earlier_readings(rules_cls: Any) -> dict[str, Any]:
    """Each key's reading from before it existed, for the keys that have one."""
    return {f.name: f.metadata["before"] for f in dataclasses.fields(rules_cls) if f.metadata.get("before", NO_BEFORE) is not NO_BEFORE}


class Game(Protocol):
    """What the front end, bots, simulator and replayer rely on."""

    rules: Any
    players: tuple[str, ...]
    to_act: int | None

    def legal_actions(self) -> list[Action]: ...

    def apply(self, action: Action) -> list[Event]: ...

    def view(self, seat: int) -> Any: ...

    def events_for(self, seat: int, events: Sequence[Event]) -> Sequence[Event]: ...

    @property
    def scores(self) -> list[int]: ...

    @property
    def is_over(self) -> bool: ...

    def clone(self) -> "Game": ...


_new = tuple.__new__  # a named tuple made without its keyword-parsing __new__

PLAY: tuple[tuple[Action, ...], ...] = tuple(tuple(Action("play", s, card=c) for c in range(52)) for s in range(8))


_PLAY_BY_SUIT: tuple[tuple[dict[int, tuple[Action, ...]], ...], ...] = tuple(
    tuple({} for _suit in range(4)) for _seat in range(8)
)


def _suit_actions(seat: int, suit: int, pattern: int) -> tuple[Action, ...]:
    """Build and keep a pattern's actions: its lowest card, then the (mostly kept) rest."""
    table = _PLAY_BY_SUIT[seat][suit]
    low = pattern & -pattern
    rest = pattern ^ low
    acts = (PLAY[seat][13 * suit + low.bit_length() - 1],)
    if rest:
        acts += table.get(rest) or _suit_actions(seat, suit, rest)
    table[pattern] = acts
    return acts


def suit_actions(seat: int, suit: int, pattern: int) -> tuple[Action, ...]:
    """The ``play`` actions for the cards of one suit (a 13-bit ``pattern``)."""
    return _PLAY_BY_SUIT[seat][suit].get(pattern) or _suit_actions(seat, suit, pattern)


def play_actions(seat: int, mask: int) -> list[Action]:
    """The ``play`` actions for a mask of cards, lowest id first.

    Asked for on every turn of every playout, so the actions of each suit
    pattern are built once per seat and reused (at most 4 × 8192 per seat).
    """
    t = _PLAY_BY_SUIT[seat]
    out: list[Action] = []
    p = mask & 0x1FFF
    if p:
        out += t[0].get(p) or _suit_actions(seat, 0, p)
    p = mask >> 13 & 0x1FFF
    if p:
        out += t[1].get(p) or _suit_actions(seat, 1, p)
    p = mask >> 26 & 0x1FFF
    if p:
        out += t[2].get(p) or _suit_actions(seat, 2, p)
    p = mask >> 39
    if p:
        out += t[3].get(p) or _suit_actions(seat, 3, p)
    return out


@lru_cache(maxsize=None)
def _shuffle_bytes(cards: int) -> int:
    """Bytes of hash output that make each of ``cards``! orders equally likely, to within 2**-64."""
    return (math.ceil(math.lgamma(cards + 1) / math.log(2)) + 64 + 7) // 8


def shuffled(pack: Sequence[int], seed: int, deal_no: int) -> tuple[int, ...]:
    """Deal ``deal_no`` of the match ``seed``: ``pack`` in a Fisher-Yates order drawn from SHAKE-256.

    A pure function of (seed, deal): no generator to build or carry between
    deals (building a ``random.Random`` cost more than the whole shuffle), so
    clones and replays deal alike. The digest is read as one big number and
    taken apart digit by digit in the mixed radix ``i + 1``.
    """
    deck = list(pack)
    r = int.from_bytes(shake_256(b"%d:%d" % (seed, deal_no)).digest(_shuffle_bytes(len(deck))), "little")
    # two digits a division of the big number: r's digits in radix i + 1 and then i are the two
    # digits of r % ((i + 1) * i), taken apart as a small number
    for i, i1, radix in _digit_pairs(len(deck)):
        r, d = divmod(r, radix)
        k, j = divmod(d, i1)
        deck[i], deck[j] = deck[j], deck[i]
        deck[i - 1], deck[k] = deck[k], deck[i - 1]
    if len(deck) % 2 == 0:  # the last digit, in radix 2, alone
        j = r & 1
        deck[1], deck[j] = deck[j], deck[1]
    return tuple(deck)


@lru_cache(maxsize=None)
def _digit_pairs(cards: int) -> tuple[tuple[int, int, int], ...]:
    """For the shuffle of ``cards``: (i, i + 1, (i + 1) * i) for i = cards - 1, cards - 3, … down to 2."""
    return tuple((i, i + 1, (i + 1) * i) for i in range(cards - 1, 1, -2))


def seat_names(seats: int | Sequence[str]) -> tuple[str, ...]:
    if isinstance(seats, int):
        return _numbered_seats(seats)
    return tuple(seats)


@lru_cache(maxsize=None)
def _numbered_seats(n: int) -> tuple[str, ...]:
    """"Seat 1" … "Seat n", made once: playouts start many matches a second."""
    return tuple(f"Seat {i + 1}" for i in range(n))


M = TypeVar("M", bound="Match")


# -- what every game's View offers beside its fields (each View says ``n = property(seat_count)``) --
def seat_count(view: Any) -> int:
    """How many sit at the table (``view.n``)."""
    return len(view.players)


def trick_seat(view: Any, i: int) -> int:
    """The seat that played the trick's ``i``-th card: the leader's, then clockwise (``view.trick_seat(i)``)."""
    return (view.leader + i) % len(view.players)


@dataclass(frozen=True, slots=True)
class SeatView:
    """What every game's View opens with: who looks, at which table and rules, which deal and
    whose turn, ``phase`` "over" once the match is. A game's View adds what its seat may know;
    its ``view()`` opens with :meth:`Match.view_head` (the fox and battery views, NamedTuples,
    hold the same fields first)."""

    seat: int
    players: tuple[str, ...]
    rules: Any
    deal_no: int
    dealer: int
    phase: str
    to_act: int | None

    n = property(seat_count)


class Match:
    """Deal bookkeeping shared by the games: decks, dealer, totals, the log.

    Subclasses set ``_COPY`` to the names of their mutable list attributes so
    that :meth:`clone` stays a cheap shallow copy with those lists duplicated.
    """

    _COPY: tuple[str, ...] = ()

    def __init__(
        self,
        rules: Any,
        seats: int | Sequence[str],
        seed: int | None,
        setups: Sequence[DealSetup] | None,
        dealer: int,
    ) -> None:
        self.rules = rules
        self.players = seat_names(seats)
        self.n = len(self.players)
        # each deal is shuffled by its own generator, so clone() copies no RNG state
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 62)
        self.setups = tuple(setups or ())
        self.deal_no = 0
        self.dealer = dealer % self.n
        self.to_act: int | None = None
        self.totals = [0] * self.n
        self.results: list[Any] = []
        self.log: tuple[DealLog, ...] = ()
        self.setup = DealSetup()
        self.actions: list[Action] = []

    @classmethod
    def new(
        cls: type[M],
        rules: Any,
        seats: int | Sequence[str] | None = None,
        seed: int | None = None,
        setups: Sequence[DealSetup] | None = None,
        dealer: int = 0,
    ) -> M:
        """A match as a game module's ``new_game`` makes it (``new_game = Game.new``): no
        ``seats`` seats ``rules.players``."""
        return cls(rules, rules.players if seats is None else seats, seed, setups, dealer)

    def view_head(self, seat: int) -> tuple[int, tuple[str, ...], Any, int, int, str, int | None]:
        """:class:`SeatView`'s fields as ``seat`` sees them, in order: ``View(*self.view_head(seat), …)``."""
        to_act = self.to_act
        return (seat, self.players, self.rules, self.deal_no, self.dealer, "over" if to_act is None else self.phase, to_act)  # type: ignore[attr-defined]

    # -- deals -------------------------------------------------------------
    def next_setup(self, pack: Sequence[int]) -> DealSetup:
        """The given setup for this deal, or a fresh shuffle of ``pack``."""
        if self.deal_no < len(self.setups):
            return self.setups[self.deal_no]
        return _new(DealSetup, (shuffled(pack, self.seed, self.deal_no), None, ()))

    def finish_deal(self, result: Any, changes: Sequence[int]) -> None:
        self.totals = list(map(add, self.totals, changes))
        self.results.append(result)
        dealer = self.dealer
        self.log += (_new(DealLog, (dealer, self.setup, tuple(self.actions))),)
        self.actions = []
        self.deal_no += 1
        self.dealer = dealer + 1 if dealer + 1 < self.n else 0

    def deal_logs(self) -> tuple[DealLog, ...]:
        """Every deal so far, the running one last (if it has begun)."""
        if self.to_act is None:
            return self.log
        return self.log + (DealLog(self.dealer, self.setup, tuple(self.actions)),)

    # -- contract ----------------------------------------------------------
    @property
    def scores(self) -> list[int]:
        return list(self.totals)

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def winning_seat(self) -> int | None:
        """The seat whose card now takes the trick on the table (None: no card played, or no
        tricks in this game). A trick game with one card per seat, a ``tr``, ``trick`` and
        ``leader`` answers here; a game whose tricks end otherwise says so itself."""
        trick = getattr(self, "trick", ())
        tr = getattr(self, "tr", None)
        if not trick or tr is None:
            return None
        return (self.leader + tricks.winner_index(tr, trick)) % self.n  # type: ignore[attr-defined]

    def clone(self) -> "Match":
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.totals = list(self.totals)
        other.results = list(self.results)
        other.actions = list(self.actions)
        for name in self._COPY:
            setattr(other, name, list(getattr(self, name)))
        return other

    def events_for(self, seat: int, events: Sequence[Event]) -> Sequence[Event]:
        """``events`` from :meth:`apply` as ``seat`` may know them. apply() tells the
        referee everything (the record, the simulator); a seat's screen shows this.
        Games with cards played face down override it; here every event is public."""
        return events

    def not_your_turn(self, action: Action) -> IllegalAction:
        """The refusal for an action by a seat that is not to act (or after the match)."""
        if self.to_act is None:
            return IllegalAction(_("the match is over: no more actions"))
        who = self.players[action.seat] if 0 <= action.seat < self.n else _("seat {n}").format(n=action.seat)
        return IllegalAction(_("it is {name}'s turn, not {who}'s").format(name=self.players[self.to_act], who=who))


class PlayMatch(Match):
    """A match whose every decision is a card to play (the fox and battery games)."""

    def play_mask(self, s: int) -> int:
        raise NotImplementedError

    def refusal(self, s: int, c: Any) -> str:
        """Why seat ``s`` may not play ``c`` now."""
        return _("play a card from your hand")

    def legal_actions(self) -> list[Action]:
        s = self.to_act
        if s is None:
            return []
        return play_actions(s, self.play_mask(s))

    def checked_play(self, action: Action) -> tuple[int, int]:
        """The seat and card of a legal ``play``, or the refusal raised."""
        s = self.to_act
        if s is None or action.seat != s:
            raise self.not_your_turn(action)
        if action.act != "play":
            raise IllegalAction(_("you can't {act} now: it is time to play a card").format(act=action.act))
        c = action.card
        if not isinstance(c, int) or not self.play_mask(s) >> c & 1:
            raise IllegalAction(self.refusal(s, c))
        return s, c
