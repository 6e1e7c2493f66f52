"""Sheepshead: the package is the game module (``game_module("sheepshead")``).

It re-exports what the one module ``engine/sheepshead.py`` held, so
``from sheriff_tui.engine import sheepshead as sh; sh.new_game(...)`` works as before.
The rooms, by idea: :mod:`.rules` (the preset keys), :mod:`.cards` (packs, trumps,
points), :mod:`.acts` (the actions and events), :mod:`.game` (the standard deal and
its play), :mod:`.score`, and one module per form or house rule (:mod:`.fox`,
:mod:`.battery`, :mod:`.indiana`, :mod:`.pot`, :mod:`.blind`, :mod:`.knocks`,
:mod:`.openings`).
"""

from __future__ import annotations

from ...cards import FACE_DOWN, SUIT_NAMES, bits, card_str, parse_cards
from ..core import Action, DealSetup, Event, IllegalAction, Match, check_cards, check_dealt, shuffled
from ..tricks import Trick
from .acts import BURY, CALL, EXCHANGE, KNOCK, PICK, PLAY, buried_event
from .auction import call_options, unknown_order
from .blind import BlindShares, roll_die
from .cards import (
    ACE,
    HEARTS,
    JACKS,
    JD,
    POINTS,
    QUEENS,
    STANDARD,
    TEN,
    TOTAL_POINTS,
    TRUMP_SUITS,
    Deck,
    deck,
    points_of,
    schwanzer_points,
)
from .duties import led_as_called
from .forms import check_setup, new_game
from .game import (
    BLIND_SIZE,
    FAIL_MASK,
    FAIL_SUITS,
    GAME,
    HAND_SIZE,
    PACK_CARDS,
    PILES,
    TR,
    TRUMP_MASK,
    TRUMPS,
    Sheepshead,
    deck_for,
)
from .knocks import BLITZ_PAIRS, KnockRounds, capped_growth
from .openings import CardSideOpenings
from .pot import PotKeeping
from .rules import CARD_SIDES, FORMS, NO_PICK, PARTNER_RULES, SHARED_BLIND, Rules
from .score import (
    OUTCOMES,
    DealResult,
    deal_scores,
    leaster_scores,
    mittler_scores,
    moster_scores,
    multiplier,
    one_against_all,
    outcome,
    outcome_base,
    side_changes,
    side_stakes,
    sides_outcome,
)
from .views import View

# every public name of the old module, so nothing reads as an unused import
__all__ = [
    "ACE", "Action", "bits", "BLIND_SIZE", "BlindShares", "BLITZ_PAIRS", "buried_event", "BURY", "CALL",
    "call_options", "capped_growth", "CARD_SIDES", "card_str", "CardSideOpenings", "check_cards", "check_dealt",
    "check_setup", "deal_scores", "DealResult", "DealSetup", "Deck", "deck", "deck_for", "Event", "EXCHANGE",
    "FACE_DOWN", "FAIL_MASK", "FAIL_SUITS", "FORMS", "GAME", "HAND_SIZE", "HEARTS", "IllegalAction", "JACKS", "JD",
    "KNOCK", "KnockRounds", "leaster_scores", "led_as_called", "Match", "mittler_scores", "moster_scores",
    "multiplier", "new_game", "NO_PICK", "one_against_all", "outcome", "outcome_base", "OUTCOMES", "PACK_CARDS",
    "parse_cards", "PARTNER_RULES", "PICK", "PILES", "PLAY", "POINTS", "points_of", "PotKeeping", "QUEENS",
    "roll_die", "Rules", "schwanzer_points", "SHARED_BLIND", "Sheepshead", "shuffled", "side_changes", "side_stakes",
    "sides_outcome", "STANDARD", "SUIT_NAMES", "TEN", "TOTAL_POINTS", "TR", "Trick", "TRUMP_MASK", "TRUMP_SUITS",
    "TRUMPS", "unknown_order", "View",
]
