"""What one Toruf seat may know: the :class:`View` bots and the table read."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import SeatView, trick_seat
from ..tricks import Trick
from .rules import MIN_BID, Rules
from .score import team_of


@dataclass(frozen=True, slots=True)
class View(SeatView):
    """What one seat may know; bots get this and nothing else.

    ``open_hand`` is the declarer's hand once it is played open: every seat
    sees it. ``points`` are the card points each team's tricks hold so far
    (tricks are turned face up), the last trick's 10 included once taken.
    """

    rules: Rules  # SeatView's fields (core: seat … to_act) come first; this one typed as this game's
    hand: int
    hand_counts: tuple[int, ...]
    bids: tuple[tuple[int, int], ...]  # (seat, bid) in order, 0 for a pass
    high_bid: int  # 0 before the first bid
    high_seat: int | None
    declarer: int | None
    contract: int  # 0 during the auction
    forced: bool  # everyone passed: the dealer plays the lowest bid
    trump: int | None  # the trump suit 0..3; None in no trump or before it is named
    no_trump: bool
    opened: bool
    open_hand: int | None  # the declarer's cards, face up for everyone, once played open
    doubled: int  # 1, 2 (doubled) or 4 (redoubled)
    calls: tuple[tuple[int, str], ...]  # after trump: (seat, "open" / "double" / "redouble" / "pass") in order
    leader: int
    trick: tuple[int, ...]
    won: tuple[int, ...]  # tricks per seat
    points: tuple[int, int]  # card points per team so far
    played: int
    history: tuple[Trick, ...]
    totals: tuple[int, ...]  # per seat (partners alike)
    kind: str = "toruf"

    trick_seat = trick_seat

    @property
    def team_totals(self) -> tuple[int, int]:
        return (self.totals[0], self.totals[1])

    @property
    def lowest_bid(self) -> int:
        """The lowest bid allowed now (above 90: only a pass is left)."""
        return max(self.high_bid + 1, MIN_BID)

    @property
    def bidding_team(self) -> int | None:
        return None if self.declarer is None else team_of(self.declarer)

    def partner_of(self, seat: int) -> int:
        return (seat + 2) % len(self.players)
