"""Toruf's house rules: the :class:`Rules` dataclass, whose fields are the preset keys.

The plain game (rules digest §2) is the defaults: 52 cards, the race to 500, no
doubling, no open play. Each variant of the document is one field.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import PACK_32, PACK_52
from ..core import option, undo_option

PLAYERS = 4
MIN_BID = 46  # the smallest majority of the 90 points
MAX_BID = 90
TOTAL_POINTS = 90  # 20 a suit and 10 for the last trick
LAST_TRICK = 10
HAND_SIZE = {52: 13, 32: 8}
PACKS = {52: PACK_52, 32: PACK_32}


@dataclass(frozen=True)
class Rules:
    players: int = option(4, "Players: four, partners sitting opposite (seats 1 and 3 against 2 and 4)", choices=(4,))
    cards: int = option(
        52,
        "The pack: 52 cards, 13 each; or 32, the short game (A K Q J 10 9 8 7, 8 each; the 90 points and the bids unchanged)",
        choices=(52, 32),
    )
    target: int = option(
        500,
        "A team reaching this many points wins the match; if both do in the same deal, the higher total, and if equal the bidding team (0: play the deals)",
        min=0,
        max=5000,
    )
    deals: int = option(
        100,
        "The most deals in a match: if no team has reached the target by then, the higher total wins (equal: the last bidding team)",
        min=1,
        max=500,
    )
    doubling: bool = option(
        False,
        "Double and redouble: once trump is named a defender may double (the contract counts ×2), then the bidding side may redouble (×4); the defenders' own points are never multiplied",
    )
    open_play: bool = option(
        False,
        "Open play: a declarer whose bid reaches open_min may lay their hand face up for everyone, for open_bonus more if the contract is made",
    )
    open_min: int = option(80, "Open play: the lowest contract that may be played open", min=MIN_BID, max=MAX_BID)
    open_bonus: int = option(20, "Open play: added to a made open contract (not multiplied); a failed one costs the usual", min=0, max=100)
    undo: bool = undo_option()

    @property
    def hand_size(self) -> int:
        return HAND_SIZE[self.cards]

    @property
    def pack(self) -> int:
        return PACKS[self.cards]

    def problems(self) -> list[tuple[str, str]]:
        """Rules that are each allowed alone but not together: (key, message)."""
        return []
