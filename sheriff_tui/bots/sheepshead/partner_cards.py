"""The ``normal`` bot's openings in the card-partner games: the pass to the left and the partner call.

- **The pass to the left** (``pass_left``, six-hand Q♣ Q♠ J♦): holding two
  partner cards the side is two against four, each of the two winning or
  losing two stakes; giving one to the left-hand player makes it three
  against three at one stake each, a side far likelier to win. Self-play
  (paired deals, both choices played out) says: give unless the hand is
  strong, by the picking worth of its trumps (:func:`~.hand.pick_strength`);
  a player holding all three is alone against five and gives unless very strong.
  It gives its lowest partner card. The player who receives one gives back a
  card of no use to it: a fail card without points, from its shortest suit.
- **The partner call** (``partner_call``, eight-hand Q♣ J♦ 7♦): holding two of
  the three, calling the 8♦ or the J♥ brings a third player onto the side
  (three against five). Self-play says it always pays; the J♥, a trump worth
  having, before the 8♦.
- **The first two of a rank** (``first_played``): whoever plays them makes the
  side, whose loss is doubled on the bump; self-play says stay off it (see
  :meth:`PartnerCardsPlay.timing`).
"""

from __future__ import annotations

from typing import Any, Sequence

from ...engine.core import Action
from ...engine.sheepshead.cards import POINTS
from .eval import Cards, deck_of
from .hand import pick_strength


class PartnerCardsPlay:
    GIVE_BELOW = 7.5  # holding two partner cards: give one with a hand worth less than this
    GIVE_ALONE_BELOW = 9.0  # holding all of them
    JOIN_NEED = 14.0  # first_played: the hand's worth (per six cards) that plays its agreed cards freely

    def give(self, view: Any, legal: Sequence[Action]) -> Action:
        k = deck_of(view)
        gives = [a for a in legal if a.act == "give" and a.card is not None]
        passing = next((a for a in legal if a.act == "pass"), None)
        if not gives:
            return legal[0]
        if passing is None:  # a card back for the one received
            return min(gives, key=lambda a: self._back_cost(view.hand, k, a.card))  # type: ignore[arg-type]
        mine = view.hand & sum(1 << c for c in view.partner_cards)
        need = self.GIVE_ALONE_BELOW if mine.bit_count() >= len(view.partner_cards) else self.GIVE_BELOW
        if pick_strength(view.hand, k) >= need * view.hand.bit_count() / 5:
            return passing
        return max(gives, key=lambda a: k.trump_rank[a.card])  # type: ignore[index]

    @staticmethod
    def _back_cost(hand: int, k: Cards, c: int) -> tuple[float, int]:
        if k.is_trump(c):
            return (100.0 + POINTS[c] + (14 - k.trump_rank[c]), c)
        length = (hand & k.suit5[k.suit[c]]).bit_count()
        return (POINTS[c] * 2.0 + length + 0.01 * k.power[c], c)

    def timing(self, view: Any, cards: list[int]) -> list[int]:
        """The first two cards of the agreed rank played make the side (``first_played``).

        Two against the rest, the side's loss doubled on the bump: self-play
        says a player does best to stay off it, holding its agreed cards back
        until two are out (unless it must play one), and never playing a
        second one to be alone; all but a hand that wins on its own.
        """
        agreed = sum(1 << c for c in view.partner_cards)
        if (view.played & agreed).bit_count() >= 2:
            return cards
        rest = [c for c in cards if not agreed >> c & 1]
        if not rest or len(rest) == len(cards):
            return cards
        if pick_strength(view.hand, deck_of(view)) >= self.JOIN_NEED * view.hand.bit_count() / 6:
            return cards
        return rest

    @staticmethod
    def call(view: Any, legal: Sequence[Action]) -> Action:
        """Call a third partner: the J♥ first (a trump on the side), else the 8♦."""
        calls = [a for a in legal if a.act == "call" and a.card is not None]
        if not calls:
            return legal[0]
        k = deck_of(view)
        return min(calls, key=lambda a: k.trump_rank[a.card])  # type: ignore[index]


__all__ = ["PartnerCardsPlay"]
