"""Sheriff: one bidder alone against two Outlaws (rules digest §1).

The package is the game module (``game_module("sheriff")``): it re-exports the
names of the old ``engine/sheriff.py``. Submodules: :mod:`.rules` (the
:class:`Rules` dataclass), :mod:`.score` (a deal's result and score),
:mod:`.game` (the deal, the auction and the play; the seat's :class:`View`).
"""

from __future__ import annotations

from .game import View, Sheriff, check_setup, new_game
from .rules import AUCTION, CHOICE, DISCARD, GAME, HAND_SIZE, PILES, PLAY, USUAL_MIN_BID, Rules
from .score import DealResult, deal_scores

__all__ = [
    "AUCTION", "CHOICE", "DISCARD", "GAME", "HAND_SIZE", "PILES", "PLAY", "USUAL_MIN_BID",
    "DealResult", "Rules", "Sheriff", "View", "check_setup", "deal_scores", "new_game",
]
