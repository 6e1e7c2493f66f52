"""Sheriff of Nottingham's phases of a round, in order, by the names the game, its views,
the bots and the table share; and the two discard piles by name (``left``, ``right``)."""

from __future__ import annotations

GAME = "nottingham"

MARKET, TAKE, DISCARD, BAG, DECLARE, DEMAND, OFFER, PAY, VERDICT, OVER = (
    "market", "take", "discard", "bag", "declare", "demand", "offer", "pay", "verdict", "over",
)
PILES = ("left", "right")
