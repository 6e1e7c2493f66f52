"""Sheriff's house rules: the :class:`Rules` dataclass (a field = a preset key) and the table sizes."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import option, undo_option

GAME = "sheriff"

AUCTION, CHOICE, DISCARD, PLAY = "auction", "choice", "discard", "play"
HAND_SIZE = {3: 17, 5: 10, 6: 8}
PILES = ("turned", "out")  # a deal given by hands: the turned card, the cards out of play
USUAL_MIN_BID = {3: 6, 5: 5, 6: 4}


@dataclass(frozen=True)
class Rules:
    players: int = option(3, "Players: 3 is Sheriff; 5 or 6 is Double Sheriff, two Sheriffs against the rest", choices=(3, 5, 6))
    auction: str = option(
        "standard",
        "How the Sheriff is found: standard auction; choice (first to take the turned card, fixed contract); blind (bid before seeing any card)",
        choices=("standard", "choice", "blind"),
    )
    deals: int = option(9, "Deals in a match; a multiple of the players, so everyone deals equally often", min=1, max=120)
    min_bid: int = option(0, "Lowest bid in tricks; 0 means the usual: 6 with 3 players, 5 with 5, 4 with 6", min=0, max=17)
    points_per_trick: int = option(2, "A Sheriff wins or loses this many points per trick of the contract", min=1, max=10)
    exact_bonus: int = option(5, "Bonus for a Sheriff who takes exactly the contract", min=0, max=50)
    no_trick_bonus: int = option(10, "Bonus to each Outlaw when the Sheriff takes no trick at all", min=0, max=50)
    choice_contract: int = option(6, "Sheriff's Choice: the fixed contract of whoever takes the turned card", min=1, max=17)
    blind_multiplier: int = option(3, "Blind Sheriff: a successful Sheriff scores this many times the usual", min=1, max=10)
    blind_exact_multiplied: bool = option(True, "Blind Sheriff: the exact bonus is multiplied with the rest (off: added once, after)")
    choice_discard_turned: bool = option(True, "Sheriff's Choice: the taker may discard the turned card itself (off: any other card)")
    undo: bool = undo_option()

    @property
    def hand_size(self) -> int:
        return HAND_SIZE[self.players]

    @property
    def lowest_bid(self) -> int:
        return self.min_bid or USUAL_MIN_BID[self.players]

    @property
    def double(self) -> bool:
        return self.players >= 5

    def problems(self) -> list[tuple[str, str]]:
        """Rules that are each allowed alone but not together: (key, message)."""
        out = []
        if self.deals % self.players:
            out.append(("deals", f"{self.deals} is not a multiple of players ({self.players}); allowed: {self.players}, {2 * self.players}, {3 * self.players} …"))
        if self.lowest_bid > self.hand_size:
            out.append(("min_bid", f"{self.min_bid} is more than the {self.hand_size} tricks of a deal with {self.players} players"))
        if self.choice_contract > self.hand_size:
            out.append(("choice_contract", f"{self.choice_contract} is more than the {self.hand_size} tricks of a deal"))
        if self.auction == "choice" and self.double:
            out.append(("auction", "Sheriff's Choice names one Sheriff and is played by 3 players; allowed with 5 or 6 players: standard, blind"))
        return out
