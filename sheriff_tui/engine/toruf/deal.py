"""Toruf's deal: the packets a deck is dealt in (3, 4, 3, 3; short game 3, 2, 3) and the check of a deal given by hands."""

from __future__ import annotations

from ...cards import bits
from ..core import DealSetup, check_cards, check_dealt
from .rules import PLAYERS, Rules

PACKETS = {13: (3, 4, 3, 3), 8: (3, 2, 3)}


def _deal_index(size: int) -> tuple[tuple[int, ...], ...]:
    """For the seat k places left of the dealer, the deck positions of its cards."""
    out: list[list[int]] = [[] for _ in range(PLAYERS)]
    pos = 0
    for packet in PACKETS[size]:
        for k in range(PLAYERS):
            out[k] += range(pos, pos + packet)
            pos += packet
    return tuple(tuple(x) for x in out)


_DEAL_INDEX = {size: _deal_index(size) for size in PACKETS}
# hand size, dealer -> the seat that gets each card of the deck
_OWNER = {
    size: tuple(
        tuple(next((dealer + 1 + k) % PLAYERS for k, idx in enumerate(index) if i in idx) for i in range(PLAYERS * size))
        for dealer in range(PLAYERS)
    )
    for size, index in _DEAL_INDEX.items()
}



def check_setup(rules: Rules, setup: DealSetup) -> None:
    """Raise ValueError naming what is wrong with a given deal."""
    words = "the 52 cards" if rules.cards == 52 else "the 32 cards (7 to A)"
    if check_dealt(setup, game="Toruf", pack=bits(rules.pack), pack_words=words, players=PLAYERS, hand_size=rules.hand_size, piles=()):
        check_cards([c for h in setup.hands or () for c in h], rules.pack, words)

