"""Sheepshead's cards: the trump orders of the variants, points, and per-deck tables.

A :class:`Deck` is built once per (trump suit, trump order, removed cards) and
shared: the engine's hot paths read its tuples instead of module constants, so a
variant's trumps cost nothing per card played.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Sequence

from ...cards import FACE_DOWN, PACK_32, bits, parse_cards
from .. import tricks
from ..tricks import TrickRules

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
TRUMP_SUITS = {"diamonds": DIAMONDS, "clubs": CLUBS, "hearts": HEARTS, "spades": SPADES}
TRUMP_ORDERS = ("standard", "spitz", "spitz_high")
JACK_ORDERS = ("standard", "spades_first")  # seed 001's J♣ J♠ J♥ J♦, or seed 004's J♠ J♣ J♥ J♦
ACE = tuple(13 * s + 12 for s in range(4))
TEN = tuple(13 * s + 8 for s in range(4))
SEVEN = tuple(13 * s + 5 for s in range(4))
QUEENS = tuple(parse_cards("QC QS QH QD"))
JACKS = tuple(parse_cards("JC JS JH JD"))
JD = JACKS[3]
_POINTS_BY_RANK = {12: 11, 8: 10, 11: 4, 10: 3, 9: 2}  # A 10 K Q J
# card -> its points; FACE_DOWN counts 0: a seat counts only the points it can see
POINTS: tuple[int, ...] = tuple(_POINTS_BY_RANK.get(c % 13, 0) if PACK_32 >> c & 1 else 0 for c in range(52)) + (0,)
TOTAL_POINTS = 120
FAIL_RANKS = "ATK987"
_SUIT_RANKS = (12, 8, 11, 7, 6, 5)  # A 10 K 9 8 7


def points_of(mask_or_cards: int | Sequence[int]) -> int:
    if isinstance(mask_or_cards, int):
        return sum(POINTS[c] for c in bits(mask_or_cards))
    return sum(POINTS[c] for c in mask_or_cards)


def trump_order(trump_suit: int = DIAMONDS, order: str = "standard", jacks_high: bool = False, spades_first: bool = False) -> tuple[int, ...]:
    """The fourteen trumps high to low: queens, jacks, then the trump suit A 10 K 9 8 7.

    Spitz moves the trump suit's seven to second place, below the Q♣ only, or
    (``spitz_high``) to the top of all. ``jacks_high`` puts the jacks above the
    queens (the southern-Indiana game). ``spades_first`` ranks the J♠ above the
    J♣ (seed 004's list: "jack of spades, jack of clubs, jack of hearts, jack of diamonds").
    """
    suit = tuple(13 * trump_suit + r for r in _SUIT_RANKS)
    jacks = (JACKS[1], JACKS[0]) + JACKS[2:] if spades_first else JACKS
    out = list((jacks + QUEENS if jacks_high else QUEENS + jacks) + suit)
    if order != "standard":
        seven = SEVEN[trump_suit]
        out.remove(seven)
        out.insert(0 if order == "spitz_high" else 1, seven)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Deck:
    """The tables for one variant's cards."""

    pack: int
    cards: tuple[int, ...]
    trumps: tuple[int, ...]  # high to low, only cards in the pack
    tr: TrickRules
    trump_mask: int
    trump_suit: int
    fail_suits: tuple[int, ...]  # clubs, spades, hearts order, without the trump suit
    fail_mask: tuple[int, ...]  # suit -> its fail cards in the pack (0 for the trump suit)
    lead_key: tuple[Callable[[int], int], ...]  # led card -> key: a card's power if it can win that trick, else 0 (FACE_DOWN: 0)
    lead_value: tuple[tuple[int, ...], ...] = ()  # led card -> card -> that key, as a table (the unrolled five-card trick)

    def is_trump(self, c: int) -> bool:
        return bool(self.trump_mask >> c & 1)

    def rank(self, c: int) -> int:
        """Strength for sorting and bots: trumps above every fail card."""
        return self.tr.power[c]


@lru_cache(maxsize=None)
def deck(trump_suit: int = DIAMONDS, order: str = "standard", removed: int = 0, jacks_high: bool = False, spades_first: bool = False) -> Deck:
    pack = PACK_32 & ~removed
    trumps = tuple(c for c in trump_order(trump_suit, order, jacks_high, spades_first) if pack >> c & 1)
    tr = tricks.build(pack, trumps, FAIL_RANKS)
    fails = tuple(s for s in (CLUBS, SPADES, HEARTS, DIAMONDS) if s != trump_suit)
    fail_mask = tuple(0 if s == trump_suit else tr.suit_mask[ACE[s]] & ~tr.trump_mask for s in range(4))
    power, suit_index, tmask = tr.power, tr.suit_index, tr.trump_mask
    lead_value = tuple(
        tuple(power[c] if power[c] > 0 and (suit_index[c] == suit_index[led] or tmask >> c & 1) else 0 for c in range(FACE_DOWN + 1))
        for led in range(52)
    )
    return Deck(
        pack=pack,
        cards=tuple(bits(pack)),
        trumps=trumps,
        tr=tr,
        trump_mask=tmask,
        trump_suit=trump_suit,
        fail_suits=fails,
        fail_mask=fail_mask,
        lead_key=tuple(v.__getitem__ for v in lead_value),
        lead_value=lead_value,
    )


STANDARD = deck()


def schwanzer_points(hand: int, d: Deck) -> int:
    """Schwanzer's count of a shown hand: queen 3, jack 2, any other trump 1."""
    total = 0
    for c in bits(hand & d.trump_mask):
        r = c % 13
        total += 3 if r == 10 else 2 if r == 9 else 1
    return total
