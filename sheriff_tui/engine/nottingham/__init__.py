"""Sheriff of Nottingham: the package is the game module (``game_module("nottingham")``).

Merchants bring goods into town in bags, declaring what is inside, and the
Sheriff inspects them or takes a bribe (rules digest §4; the whole round is told
in :mod:`.game`). Submodules by idea: :mod:`.rules` (the ``Rules`` dataclass, the
preset keys), :mod:`.goods` (the cards and their counts), :mod:`.score` (penalties,
bonuses, the final score), :mod:`.phases` (the phase names), :mod:`.offers` (offers,
prices, verdicts: the values said over a bag), :mod:`.game` (the deal, the market,
bags and declarations, the round), :mod:`.bargain` (the bargaining over each bag,
mixed into the game) and :mod:`.view` (what a seat knows). Imports run one way:
goods <- score, offers <- bargain <- game. This module
re-exports the names the old ``engine/nottingham.py`` had, so records, saves,
the bots and the table read it unchanged.
"""

from __future__ import annotations

# the old module's public names, re-exported as they were (F401: they are the package's own)
from ..core import Action, DealSetup, Event, IllegalAction, Match, check_dealt, shuffled  # noqa: F401
from .game import CARD_WORDS, Nottingham, check_setup, new_game  # noqa: F401
from .offers import Bid, Claims, Offer, OfferSpace, Verdict, claims, handover, offer_action  # noqa: F401
from .phases import BAG, DECLARE, DEMAND, DISCARD, GAME, MARKET, OFFER, OVER, PAY, PILES, TAKE, VERDICT  # noqa: F401
from .view import View  # noqa: F401
from .goods import (  # noqa: F401
    EMPTY, FACE_UP, GOODS, KINDS, LEGAL, PENALTY, VALUE, Counts, cards_of, counts_of, deck, deck_counts, deck_for,
    deck_words, describe, good_str, parse_good, sub_multisets,
)
from .rules import HAND_SIZE, MARKET_MAX, PILE_START, Rules  # noqa: F401
from .score import FinalScore, Payment, final_score, settle  # noqa: F401

__all__ = [
    "GAME", "Rules", "Nottingham", "View", "Offer", "Bid", "Verdict", "new_game", "check_setup", "handover", "claims",
    "MARKET", "TAKE", "DISCARD", "BAG", "DECLARE", "DEMAND", "OFFER", "PAY", "VERDICT", "OVER", "PILES",
]
