"""Toruf's duties of play as the engine applies them: the legal cards and the trick's winner.

:mod:`.duty` says the same duties in a player's words.
"""

from __future__ import annotations

from typing import Sequence

from ...cards import SUIT_MASK
from .. import tricks
from .score import NO_TRUMP


def trick_rules(trump: int, pack: int) -> tricks.TrickRules:
    """The shared trick layer's tables for a contract: the trump suit (or NO_TRUMP), must trump, must overtrump."""
    return tricks.suit_trump(None if trump == NO_TRUMP else trump, pack, tricks.NATURAL, True, True)


def legal_mask(hand: int, trick: Sequence[int], trump: int) -> int:
    """The cards of ``hand`` that may be played to ``trick``: follow, else trump, else overtrump.

    The same duties as ``tricks.legal_mask`` with must-trump and must-overtrump,
    worked on the suits' bit ranges: a card's suit is ``c // 13``, its rank ``c % 13``.
    """
    if not trick:
        return hand
    follow = hand & SUIT_MASK[trick[0] // 13]
    if follow or trump == NO_TRUMP:
        return follow or hand
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand
    best = -1
    for c in trick:
        if c // 13 == trump and c > best:
            best = c
    if best >= 0:
        over = trumps >> (best + 1) << (best + 1)
        if over:
            return over
    return trumps


# -- the actions and events, each built once --------------------------------------


def _lead_keys(trump: int) -> tuple[tuple[int, ...], ...]:
    """Led card -> each card's strength in that trick: trumps above the led suit, other suits nowhere (-1)."""
    by_suit = tuple(
        tuple(100 + c % 13 if c // 13 == trump else c % 13 if c // 13 == led else -1 for c in range(52))
        for led in range(4)
    )
    return tuple(by_suit[c // 13] for c in range(52))


_LEAD_KEYS = tuple(_lead_keys(t) for t in range(5))  # by trump index (NO_TRUMP last)


def winner_index(trick: Sequence[int], trump: int) -> int:
    """Position in ``trick`` of the winning card: the highest trump, else the highest of the suit led."""
    key = _LEAD_KEYS[trump][trick[0]]
    return max(range(len(trick)), key=lambda i: key[trick[i]])
