"""A hand-made Sheriff deal for the review's tests: its last tricks known to seat 0.

Seat 0 (``You``) holds the 2♣–10♣ and eight spades (trumps: the turned 2♠), bids
9 and is the Sheriff; ``Belle`` holds every diamond and the 9 8 7 3 of spades,
``Wyatt`` every heart and the J Q K A of clubs. Seven times You leads a low club,
someone else takes it (Wyatt with a higher club, then Belle by trumping) and
leads a red card, and You trumps it; then You's 9♣ takes trick 15. Belle showed
void in hearts (trick 2), so from the last three tricks on every card You can't
see lies in one place only: one world fits, and the search's value of each card
is the exact one. At 8 tricks with two to play, leading the 10♣ makes 9 exactly
(+23); the 5♠ loses both tricks to Belle's 9♠ and the 7♦ (−18).
"""

from __future__ import annotations

from typing import Any

from sheriff_tui import records
from sheriff_tui.cards import parse_card

PLAYERS = ["You", "Belle", "Wyatt"]
HANDS = [
    "2C 3C 4C 5C 6C 7C 8C 9C 10C AS KS QS JS 10S 6S 5S 4S",
    "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 9S 8S 7S 3S",
    "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH JC QC KC AC",
]
# trick by trick, in play order from the leader (You leads the first: the Sheriff)
TRICKS = [
    "2C 2D JC", "2H 4S 3D",  # Wyatt takes the club and leads a heart: Belle shows void, You trumps
    "3C 4D QC", "3H 6S 5D",
    "4C 6D KC", "4H 10S 8D",
    "5C 9D AC", "5H JS 10D",
    "6C 3S 6H", "JD 7H QS",  # Wyatt is out of clubs: Belle trumps, leads a diamond, You trumps
    "7C 7S 10H", "QD JH KS",
    "8C 8S QH", "KD KH AS",
    "9C AD AH",  # nobody follows, nobody trumps: You's 9♣ takes it, 8 tricks of the 9 bid
]
ENDING = ["10C 9S 8H", "7D 9H 5S"]  # the best line: the 10♣ (Belle trumps), then You trumps the 7♦
BAD_ENDING = ["5S 9S 8H", "7D 9H 10C"]  # the 5♠ led: Belle takes both, You is one short


def seats_of(tricks: list[str], leaders: list[int]) -> list[dict[str, Any]]:
    out = []
    for leader, trick in zip(leaders, tricks):
        for i, c in enumerate(trick.split()):
            out.append({"seat": (leader + i) % 3, "act": "play", "card": c})
    return out


def leaders_of(tricks: list[str]) -> list[int]:
    """Who led each trick: the first, You; each next one, the previous trick's winner (as the engine says)."""
    from sheriff_tui.engine import tricks as tr

    rules = tr.suit_trump(3)  # spades
    leaders, leader = [], 0
    for t in tricks:
        leaders.append(leader)
        cards = [parse_card(c) for c in t.split()]
        leader = (leader + tr.winner_index(rules, cards)) % 3
    return leaders


def ending_record(last: list[str] | None = None, deals: int = 3) -> dict[str, Any]:
    """The deal as a record: the auction, the 15 tricks, then ``last`` (default :data:`ENDING`)."""
    tricks = TRICKS + (ENDING if last is None else last)
    actions = [{"seat": 0, "act": "bid", "value": 9}, {"seat": 1, "act": "pass"}, {"seat": 2, "act": "pass"}]
    actions += seats_of(tricks, leaders_of(tricks))
    deal = {"dealer": 2, "hands": [h.split() for h in HANDS], "turned": ["2S"], "actions": actions}
    return {"format": records.FORMAT, "version": records.VERSION, "game": "sheriff", "preset": "sheriff",
            "rules": {"deals": deals}, "players": PLAYERS, "seed": 5, "deals": [deal], "table": {"seats": ["human", "hard", "hard"]}}
