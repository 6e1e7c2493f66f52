"""Sheepshead's phases and the actions and events it hands out, each built once.

Engine-internal: the mixins of :mod:`.sheepshead` share these tables, so that a
playout allocates no action or event it can reuse.
"""

from __future__ import annotations

import operator
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

from ...cards import bits, parse_cards
from ..core import Action, Event, play_actions
from .cards import JACKS

PICK, CALL, BURY, KNOCK, PLAY = "pick", "call", "bury", "knock", "play"
EXCHANGE = "exchange"  # the six-hand pass to the left

_new = tuple.__new__
_PLAYED = tuple(tuple(Event("play", s, card=c) for c in range(52)) for s in range(8))
_PLAYED1 = tuple(tuple((e,) for e in row) for row in _PLAYED)
_PASS = tuple(Action("pass", s) for s in range(8))
_PICK = tuple(Action("pick", s) for s in range(8))
_PICK_OR_PASS = tuple((_PICK[s], _PASS[s]) for s in range(8))
_ALONE = tuple(Action("alone", s) for s in range(8))
_SHEEPSHEAD = tuple(Action("sheepshead", s) for s in range(8))
_CRACK = tuple(Action("crack", s) for s in range(8))
_ROLL = tuple(Action("roll", s) for s in range(8))
_TAKE = tuple(tuple(Action("take", s, value=k) for k in (0, 1, 2)) for s in range(8))
_NUKE = tuple(Action("nuke", s) for s in range(8))
_REDEAL = tuple(Action("redeal", s) for s in range(8))
_JACKS_MASK = sum(1 << j for j in JACKS)
_NOTHING_RANKS = sum(1 << (13 * s + r) for s in range(4) for r in (12, 11, 10, 9, 8))  # A K Q J 10
_RECRACK = tuple(Action("recrack", s) for s in range(8))
_CALL = tuple(tuple(Action("call", s, card=c) for c in range(52)) for s in range(8))
_CALLED1 = tuple(tuple((Event("call", s, card=c),) for c in range(52)) for s in range(8))


@lru_cache(maxsize=None)
def _call_unknown(seat: int, ace: int, unk: int) -> Action:
    return Action("call", seat, card=ace, unknown=unk)


@lru_cache(maxsize=None)
def _bury(seat: int, cards: tuple[int, ...]) -> Action:
    return Action("bury", seat, cards=cards)


def _bury_row(seat: int) -> tuple[tuple[Action | None, ...], ...]:
    """``row[a][b]`` (a < b, both pack cards): seat's two-card bury, built once per seat."""
    row = _BURY_ROWS[seat]
    if row is None:
        row = _BURY_ROWS[seat] = tuple(tuple(_bury(seat, (a, b)) if a < b else None for b in range(52)) for a in range(52))
    return row


_BURY_ROWS: list[tuple[tuple[Action | None, ...], ...] | None] = [None] * 8  # _bury_row's answers, by seat


def _pairs(m: int) -> tuple[tuple[int, int], ...]:
    """The index pairs of ``combinations(range(m), 2)``, in its order, made once per ``m``."""
    pairs = _PAIRS[m]
    if pairs is None:
        pairs = _PAIRS[m] = tuple(combinations(range(m), 2))
    return pairs


_PAIRS: list[tuple[tuple[int, int], ...] | None] = [None] * 53  # _pairs' answers, by hand length


class BuryOffer(Sequence[Action]):
    """Every two cards of a hand to bury, lowest first, made only when looked at.

    A hand of eight has 28 pairs; a playout takes one, so building all of them
    was most of a bury's cost. An immutable sequence, as ``legal_actions`` hands
    out (``python-chess``'s ``legal_moves`` is lazy the same way); it equals the
    list of the same actions.
    """

    __slots__ = ("seat", "cards", "skip", "size")

    def __init__(self, seat: int, cards: list[int], skip: int, size: int) -> None:
        self.seat = seat
        self.cards = cards  # the cards that may be buried, lowest first
        self.skip = skip  # the index in combinations' order of the one pair that may not go (size: none)
        self.size = size

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, i: Any) -> Any:
        if type(i) is not int:
            if isinstance(i, slice):
                return [self[k] for k in range(*i.indices(self.size))]
            i = operator.index(i)
        if i < 0:
            i += self.size
        if not 0 <= i < self.size:
            raise IndexError("bury offer index out of range")
        if i >= self.skip:
            i += 1
        cards = self.cards
        a, b = (_PAIRS[len(cards)] or _pairs(len(cards)))[i]
        return (_BURY_ROWS[self.seat] or _bury_row(self.seat))[cards[a]][cards[b]]

    def __iter__(self) -> Iterator[Action]:
        row, cards, skip = _bury_row(self.seat), self.cards, self.skip
        for i, (a, b) in enumerate(_pairs(len(cards))):
            if i != skip:
                yield row[cards[a]][cards[b]]  # type: ignore[misc]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, BuryOffer)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(list(self))


def _bury_offer(seat: int, hand: int, need: int, k: int) -> Sequence[Action]:
    """Every ``k`` cards of ``hand`` to bury, lowest first, keeping a card of ``need`` (0: no hold)."""
    cards = bits(hand)
    keep = hand & need
    holds = keep.bit_count() if need else 3
    if not holds:
        return []
    if k != 2:
        return [_bury(seat, combo) for combo in combinations(cards, k) if not need or keep & ~sum(1 << c for c in combo)]
    if holds == 1:  # that card stays: the pairs of the others
        cards.remove(keep.bit_length() - 1)
    m = len(cards)
    size = m * (m - 1) // 2
    if holds == 2:  # every pair but those two, which sit at (i, j) in combinations' order
        x = keep & -keep
        i, j = cards.index(x.bit_length() - 1), cards.index((keep ^ x).bit_length() - 1)
        return BuryOffer(seat, cards, i * (2 * m - i - 1) // 2 + j - i - 1, size - 1)
    return BuryOffer(seat, cards, size, size)


@lru_cache(maxsize=None)
def _give(seat: int, card: int) -> Action:
    return Action("give", seat, card=card)


@lru_cache(maxsize=None)
def parse_card_cached(text: str) -> int:
    return parse_cards(text)[0]


@lru_cache(maxsize=None)
def _blitz(seat: int, cards: tuple[int, ...]) -> Action:
    return Action("blitz", seat, cards=cards)


_BIT = tuple(1 << c for c in range(52))

# The play actions of each half of the pack (clubs and spades, bits 0-25;
# hearts and diamonds, bits 26-51), per seat and pattern of that half: two
# look-ups per turn where play_actions makes four. At most 2**16 patterns of a
# half's 16 pack cards, in practice the few thousand subsets of real hands.
_LO, _HI = 0x3FFFFFF, 26
_PLAY_LO: tuple[dict[int, tuple[Action, ...]], ...] = tuple({} for _ in range(8))
_PLAY_HI: tuple[dict[int, tuple[Action, ...]], ...] = tuple({} for _ in range(8))


def _lo_actions(seat: int, pattern: int) -> tuple[Action, ...]:
    acts = _PLAY_LO[seat][pattern] = tuple(play_actions(seat, pattern))
    return acts


def _hi_actions(seat: int, pattern: int) -> tuple[Action, ...]:
    acts = _PLAY_HI[seat][pattern] = tuple(play_actions(seat, pattern << _HI))
    return acts


# Every seat's play actions per follow: a subset of one suit, so at most the
# 2**14 subsets of the trumps and 2**6 of each fail suit per seat.
_FOLLOW: tuple[dict[int, tuple[Action, ...]], ...] = tuple({} for _ in range(8))


def _follow_actions(seat: int, mask: int) -> tuple[Action, ...]:
    acts = _FOLLOW[seat][mask] = tuple(play_actions(seat, mask))
    return acts


_PASSED1 = tuple((Event("pass", s),) for s in range(8))
# a pass once the blind is taken up says what it declined, for the log: the J♦ picker's call
# (the table hears "no call", whether alone or not) or a knock
_NO_CALL1 = tuple((Event("pass", s, data="call"),) for s in range(8))
_NO_KNOCK1 = tuple((Event("pass", s, data="knock"),) for s in range(8))
_BURIED1 = tuple((Event("bury", s),) for s in range(8))
_ALONE1 = tuple((Event("alone", s),) for s in range(8))
_PICKED1 = tuple((Event("pick", s),) for s in range(8))
_DEALT = tuple(Event("dealt", seat=s) for s in range(8))
_LEASTER = Event("leaster")


def buried_event(seat: int, count: int) -> tuple[Event, ...]:
    """A bury as the table hears it: how many cards went down (value), when not the usual two,
    for the tables that bury one, three or four (the log can't count cards it may not see)."""
    return _BURIED1[seat] if count == 2 else (Event("bury", seat, value=count),)
