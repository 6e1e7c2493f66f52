"""Sheriff of Nottingham's house rules: the :class:`Rules` dataclass, whose fields are the preset keys.

The plain game (rules digest §4) is the defaults: four players, a deck of the
legal goods and contraband only (seed 002 names no other goods; the royal goods
are a key), the deck changing a little with the number of players (seed 002:
"プレイ人数でカード数が少し変わる"), bags of one to six cards (seed 002: "袋に手札から
1-6枚の札を入れる"), 50 gold, everyone Sheriff twice (three times with three players).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import option, undo_option

HAND_SIZE = 6
PILE_START = 5  # face-up cards on each discard pile at the start; a reshuffle keeps this many on each
MARKET_MAX = 5  # cards a merchant may set aside at the market


@dataclass(frozen=True)
class Rules:
    players: int = option(4, "Players: three to five; one is the Sheriff each round, the others are merchants", choices=(3, 4, 5))
    royal_goods: bool = option(
        False,
        "The twelve royal goods of the published game are in the deck (green and golden apples, gouda and bleu cheese, rye and pumpernickel, the royal rooster): never declarable, inspected like contraband, counted as two or three of their legal good for the bonuses",
    )
    deck_by_players: bool = option(
        True,
        "The deck follows the number of players: with three, one card in six of each good is taken out (rounded down: 32 of the 204, none of the royal goods), standing in for the published game's cards marked 4+; false: the same deck for every number of players",
        before=False,
    )
    bag_limit: int = option(
        6,
        "The most cards a merchant may put in the bag: six, the whole hand, as the document writes it (1 to 6 cards); five as the published game has it",
        choices=(5, 6),
    )
    gold: int = option(50, "Gold each player starts with", min=0, max=500)
    sheriff_turns: int = option(0, "How many times each player is the Sheriff (0: three times with three players, twice with four or five)", min=0, max=5)
    open_bribes: bool = option(
        True,
        "Anyone may pay the Sheriff to open another merchant's bag; a Sheriff who opens it keeps that gold, one who lets the bag through (or takes its bribe) gives it back",
    )
    demands: bool = option(True, "Before a merchant bargains, the Sheriff may name the gold it will take to let the bag through")
    counters: int = option(
        1,
        "How many times, for each bag, the Sheriff may answer the merchant's offer with a new price instead of deciding (the merchant offers again or withdraws); 0: one pass of bargaining",
        min=0,
        max=3,
    )

    bag_offers: str = option(
        "void",
        "Goods offered from the bag: void, a claim the Sheriff can't check (seed 002: even with no apples inside); a bag let through hands over the promised goods it holds, the rest of that promise is void. held: the same claim, but the bag hands over as many cards as promised, the promised goods it holds and its cheapest other cards for the rest. cards: only goods truly in the bag may be offered",
        choices=("void", "held", "cards"),
        before="cards",
    )
    undo: bool = undo_option()

    @property
    def deals(self) -> int:
        """A match is one deal in the record's sense: the deck is dealt once and the rounds follow."""
        return 1

    @property
    def turns(self) -> int:
        return self.sheriff_turns or (3 if self.players == 3 else 2)

    @property
    def rounds(self) -> int:
        return self.turns * self.players

    def problems(self) -> list[tuple[str, str]]:
        """Rules that are each allowed alone but not together: (key, message)."""
        return []
