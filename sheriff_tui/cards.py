"""Cards as small ints, hands as int bitmasks.

One id space serves every game: ``id = suit * 13 + rank`` with suits C D H S
(0..3) and ranks 2..A (0..12). The 32- and 24-card packs are subsets of it, so
a hand is always a bitmask over the same 52 bits.
"""

from __future__ import annotations

from collections.abc import Iterable

SUITS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
SUIT_SINGULAR = ("club", "diamond", "heart", "spade")
RANKS = "23456789TJQKA"
RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

C, D, H, S = 0, 1, 2, 3
TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(13)

Card = int
Mask = int

# A card another seat played face down (Sheepshead's unknown), in a seat's view:
# just past the 52 ids, so it is never in a mask and never a card to parse. Card
# tables that a view's cards index (points, powers, suits) carry an entry for it.
FACE_DOWN: Card = 52

SUIT_MASK: tuple[Mask, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
CARD_SUIT_MASK: tuple[Mask, ...] = tuple(SUIT_MASK[c // 13] for c in range(52))  # a card's whole printed suit
FULL_MASK: Mask = (1 << 52) - 1


class CardError(ValueError):
    """Card text that names no card; the message says what is allowed."""


def card(rank: int, suit: int) -> Card:
    return suit * 13 + rank


def suit_of(c: Card) -> int:
    return c // 13


def rank_of(c: Card) -> int:
    return c % 13


def rank_mask(*ranks: int) -> Mask:
    """All four suits of the given ranks."""
    m = 0
    for s in range(4):
        for r in ranks:
            m |= 1 << card(r, s)
    return m


PACK_52: Mask = FULL_MASK
PACK_32: Mask = rank_mask(SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE)
PACK_24: Mask = rank_mask(NINE, TEN, JACK, QUEEN, KING, ACE)
PACKS = {52: PACK_52, 32: PACK_32, 24: PACK_24}

# bits(): per-suit lookup of the 8192 possible 13-bit patterns. Built by doubling
# (pattern p | 1 << r extends p), on the first call: 32k tuples are no part of an
# import that needs no card drawn (the menu, --help). Lists, filled in place, so that
# bits() indexes them as fast as tuples and a name imported from here stays valid.
def _suit_table(suit: int) -> tuple[tuple[int, ...], ...]:
    table: list[tuple[int, ...]] = [()]
    for r in range(13):
        c = suit * 13 + r
        table += [t + (c,) for t in table]
    return tuple(table)


_SUIT_CARDS: tuple[list[tuple[int, ...]], ...] = ([], [], [], [])


def _fill_suit_cards() -> bool:
    """Build the tables if they are not; False if they were (a second thread may build them
    too: each list is replaced whole, with the same tuples, never seen half full)."""
    if _SUIT_CARDS[3]:
        return False
    for suit, table in enumerate(_SUIT_CARDS):
        table[:] = _suit_table(suit)
    return True


def bits(mask: Mask) -> list[Card]:
    """The card ids in a mask, lowest first (the hot path of every engine)."""
    out: list[Card] = []
    try:  # free in Python 3.11 until it catches: the first call, with the tables still empty
        if mask & 0x1FFF:
            out.extend(_SUIT_CARDS[0][mask & 0x1FFF])
        if mask >> 13 & 0x1FFF:
            out.extend(_SUIT_CARDS[1][mask >> 13 & 0x1FFF])
        if mask >> 26 & 0x1FFF:
            out.extend(_SUIT_CARDS[2][mask >> 26 & 0x1FFF])
        if mask >> 39:
            out.extend(_SUIT_CARDS[3][mask >> 39])
    except IndexError:
        if not _fill_suit_cards():
            raise  # a mask past the 52 cards, as before
        return bits(mask)
    return out


def count(mask: Mask) -> int:
    return mask.bit_count()


def mask_of(cards: Iterable[Card]) -> Mask:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def highest(mask: Mask) -> Card:
    """The highest id in a non-empty mask: within one suit, the highest rank."""
    return mask.bit_length() - 1


def lowest(mask: Mask) -> Card:
    return (mask & -mask).bit_length() - 1


def card_str(c: Card, symbols: bool = False) -> str:
    """``QC`` / ``10D`` (the record form), or ``Q♣`` with symbols; ``??`` for a card face down."""
    if c == FACE_DOWN:
        return "??"
    rank = RANK_NAMES[rank_of(c)]
    return rank + (SUIT_SYMBOLS if symbols else SUITS)[suit_of(c)]


def cards_str(cards: Iterable[Card], symbols: bool = False) -> str:
    return " ".join(card_str(c, symbols) for c in cards)


_RANK_TEXT = {name: i for i, name in enumerate(RANK_NAMES)} | {"T": TEN}
_SUIT_TEXT = {s: i for i, s in enumerate(SUITS)} | {s: i for i, s in enumerate(SUIT_SYMBOLS)}
_SUIT_TEXT |= {"♧": C, "♢": D, "♡": H, "♤": S}

ALLOWED = "a rank 2-10, T, J, Q, K or A followed by a suit C, D, H, S (or ♣ ♦ ♥ ♠), e.g. QC, 10D, TD, Q♣"


def parse_card(text: str) -> Card:
    """Read ``QC``, ``10D``, ``TD``, ``Q♣``, ``qc``; anything else is a CardError."""
    if not isinstance(text, str):
        raise CardError(f"not a card: {text!r}; a card is text: {ALLOWED}")
    t = text.strip().upper()
    if len(t) < 2 or t[:-1] not in _RANK_TEXT or t[-1] not in _SUIT_TEXT:
        raise CardError(f"not a card: {text!r}; allowed: {ALLOWED}")
    return card(_RANK_TEXT[t[:-1]], _SUIT_TEXT[t[-1]])


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_card(t) for t in items]


def parse_suit(text: str) -> int:
    t = text.strip().upper()
    if t in _SUIT_TEXT:
        return _SUIT_TEXT[t]
    raise CardError(f"not a suit: {text!r}; allowed: C, D, H, S (or ♣ ♦ ♥ ♠)")
