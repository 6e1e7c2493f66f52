"""How a card looks on screen: ``A♠`` or, without suit symbols, ``AS``."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from ..cards import FACE_DOWN, RANK_NAMES, SUIT_SYMBOLS, SUITS, rank_of, suit_of

RED_SUITS = (1, 2)  # diamonds, hearts


def label(c: int, ascii: bool = False) -> str:
    """``A♠`` (``AS``); a card face down (:data:`FACE_DOWN`) is its back, so it never names a card."""
    if c == FACE_DOWN:
        return "##" if ascii else "▒▒"
    return RANK_NAMES[rank_of(c)] + (SUITS if ascii else SUIT_SYMBOLS)[suit_of(c)]


def suit_label(suit: int, ascii: bool = False) -> str:
    return (SUITS if ascii else SUIT_SYMBOLS)[suit]


def is_red(c: int) -> bool:
    return suit_of(c) in RED_SUITS


def card_text(c: int, ascii: bool, red: Style, black: Style) -> Text:
    return Text(label(c, ascii), style=red if is_red(c) else black)
