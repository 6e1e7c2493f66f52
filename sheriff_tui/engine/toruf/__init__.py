"""Toruf: four players in two partnerships, bidding for card points, where the duty
to trump and to overtrump drives the play (rules digest §2).

**Seats and teams.** Partners sit opposite: seats 0 and 2 (team 0) against 1 and
3 (team 1). Every seat's total is its team's total.

**The deal.** 13 cards each (8 in the short game, ``cards = 32``), dealt in
packets clockwise from the dealer's left: 3, 4, 3, 3 cards (short game 3, 2, 3).
From a deck (top first) the seat ``k`` places left of the dealer (k = 0..3) gets
``deck[3k:3k+3]``, ``deck[12+4k:16+4k]``, ``deck[28+3k:31+3k]`` and
``deck[40+3k:43+3k]``. A deal may instead be given by its four hands.

**Order of a deal's decisions** (record-format.md):

1. ``bid`` {value} or ``pass`` from the dealer's left, clockwise, 46 to 90 in
   steps of 1, each bid above the last; a pass is final. Three passes after a
   bid end the auction; four passes make the dealer play 46 (``forced``).
2. ``trump`` {suit: "C", "D", "H", "S" or "NT"} by the declarer alone.
3. With ``open_play`` and a contract of at least ``open_min``: the declarer
   ``open`` (the hand is face up for everyone from now on) or ``pass``.
4. With ``doubling``: the defender on the declarer's left, then the other,
   ``double`` or ``pass``; after a double the declarer, then the partner,
   ``redouble`` or ``pass``.
5. ``play`` {card}: the declarer leads; 13 (8) tricks.

**The duties of play** (the shared trick layer's must-trump and
must-overtrump): follow suit if you can; else play a trump if you hold one; and
when a trump is already in the trick, a higher trump than the best one there if
you hold one, else any trump. Following a trump lead you need not beat it. In no
trump a player who can't follow plays any card.

**Events** (``apply``'s answer): ``dealt`` (seat = dealer), ``bid`` (value),
``pass``, ``contract`` (seat = declarer, value = contract, cards = the bidding
team, data "forced" when all passed), ``trump`` (value = 0..3 or NO_TRUMP, data
= the record's word), ``open`` (cards = the hand laid open), ``double``,
``redouble``, ``play``, ``trick`` (seat = winner, card = winning card, cards =
the trick), ``deal_scored`` (data = :class:`DealResult`), ``match_over`` (value
= the winning team, data = the totals).

**Score.** Card points A 4, K 3, Q 2, J 1, 10 10, and 10 for the last trick: 90.
See :mod:`.score`. The match goes to ``target`` (500): it ends after the
deal in which a team reaches it, the higher total winning and, equal, the
bidding team of that deal; ``deals`` caps a match that never gets there.

The package is the game module (``game_module("toruf")``) and re-exports the
names of the old ``engine/toruf.py``. Submodules: :mod:`.rules` (the
:class:`Rules` dataclass), :mod:`.deal` (the packets, a given deal's check),
:mod:`.play` (the legal cards, the trick's winner), :mod:`.duty` (the duties in
a player's words), :mod:`.view` (what a seat may know), :mod:`.score` (card
points and a deal's score), :mod:`.game` (the auction and the play).
"""

from __future__ import annotations

from .deal import PACKETS, check_setup
from .game import AUCTION, DOUBLE, GAME, OPEN, OVER, PLAY, REDOUBLE, TRUMP, Toruf, new_game
from .play import legal_mask, trick_rules, winner_index
from .rules import LAST_TRICK, MAX_BID, MIN_BID, PLAYERS, TOTAL_POINTS, Rules
from .score import NO_TRUMP, POINTS, TRUMP_CODES, DealResult, deal_score, team_of
from .view import View

__all__ = [
    "GAME", "Rules", "Toruf", "View", "DealResult", "new_game", "check_setup", "trick_rules", "legal_mask",
    "winner_index", "MIN_BID", "MAX_BID", "TOTAL_POINTS", "LAST_TRICK", "NO_TRUMP", "POINTS", "TRUMP_CODES", "team_of",
    "AUCTION", "TRUMP", "OPEN", "DOUBLE", "REDOUBLE", "PLAY", "OVER",
    "PACKETS", "PLAYERS", "deal_score",
]
