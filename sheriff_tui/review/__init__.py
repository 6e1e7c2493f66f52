"""The deal review: which of a player's decisions cost points, as ``hard``'s search sees them.

Pure (no Textual): :mod:`.walk` steps a recorded deal action by action and asks
``hard`` (:meth:`~sheriff_tui.bots.hard.HardBot.appraise`) what each of the
player's decisions was worth against the best it found, from that seat's view
only; :mod:`.story` lays the deal out trick by trick for the review screen;
:mod:`.words` says it all in a player's words; :mod:`.reasons` says why the best
move was best, where a public fact does. ``sheriff-tui review`` and the review
screen both read from here.
"""

from __future__ import annotations

from .model import DealReview, Decision, ReviewError
from .walk import REVIEWED_GAMES, decision_count, deal_start, human_seat, iter_decisions, load_path, review_deal

__all__ = ["DealReview", "Decision", "ReviewError", "REVIEWED_GAMES", "decision_count", "deal_start", "human_seat", "iter_decisions", "load_path", "review_deal"]
