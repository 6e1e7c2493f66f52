"""What one seat of Sheriff of Nottingham may know (:class:`View`): bots get it and nothing else."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import SeatView
from .goods import Counts
from .offers import Bid, Offer, Verdict
from .rules import Rules
from .score import FinalScore


@dataclass(frozen=True, slots=True)
class View(SeatView):
    """What one seat may know; bots get this and nothing else.

    Other stands show their legal goods and only how many cards lie face down;
    the discard piles show their top card. Offers, demands, counters, payments
    to open a bag and every opened bag are public (``bids``, ``history``). ``dealer`` is
    the first Sheriff.
    """

    rules: Rules  # SeatView's fields (core: seat … to_act) come first; this one typed as this game's
    round_no: int
    sheriff: int
    merchant: int | None  # whose bag is being bargained over
    hand: Counts
    hand_sizes: tuple[int, ...]
    gold: tuple[int, ...]
    stand: Counts  # this seat's whole stand
    stands_up: tuple[Counts, ...]  # every stand's face-up (legal) goods
    face_down: tuple[int, ...]  # how many cards lie face down on each stand
    pile_tops: tuple[int | None, ...]
    pile_sizes: tuple[int, ...]
    draw_size: int
    bag: Counts | None  # this seat's bag
    bag_sizes: tuple[int | None, ...]
    declared: tuple[int | None, ...]
    aside: Counts  # at this seat's market: the cards set aside
    to_take: int
    drew: bool
    demand: int | None  # the price the Sheriff named last for this bag (a counter's, after one)
    offer: Offer | None  # the offer standing (while the merchant answers a counter: the one it may replace)
    pays: tuple[int, ...]
    bids: tuple[Bid, ...]  # this bag's exchanges so far, first first: each price named and its answer
    counters_left: int  # how many more times the Sheriff may answer this bag's offer with a new price
    history: tuple[Verdict, ...]
    totals: tuple[int, ...]
    final: FinalScore | None
    kind: str = "nottingham"


    @property
    def rounds(self) -> int:
        return self.rules.rounds
