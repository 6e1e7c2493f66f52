"""Who takes up the blind and buries: the picker alone, or shared with a partner (seven-hand).

A mixin of :class:`.sheepshead.Sheepshead`: blind_share, the die, the partner
behind (with the dealer's nuke), and the views of what each seat took and buried.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ...cards import bits
from ..core import Action, Event
from .acts import _BIT, _PICKED1, BURY, PLAY

_ORDERS = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))


def roll_die(blind: Sequence[int]) -> int:
    """1 to 6, from the order of the blind's first three cards as dealt (six equally likely orders)."""
    a, b, c = blind[:3]
    ranks = sorted((a, b, c))
    return _ORDERS.index((ranks.index(a), ranks.index(b), ranks.index(c))) + 1


class BlindShares:
    """The blind taken up by more than one seat, and what each seat took and buried."""

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any: ...

    def _take(self, s: int, action: Action) -> list[Event]:
        """The picker takes none, one or two of the blind, the partner behind the rest of two; or the dealer's nuke."""
        mate = (s + 1) % self.n
        self.partner = mate
        self.partners = self.revealed = (mate,)
        blind = self.blind
        if action.act == "nuke":
            self.opp_bury = tuple(bits(self.dealt[s]))
            self.hands[s] = sum(_BIT[c] for c in blind)
            self.took = ((s, blind),)
            self.phase = PLAY
            return [Event("nuke", s, value=mate)] + self._begin_knocks()
        k = action.value or 0
        self.hands[s] = self.dealt[s] | sum(_BIT[c] for c in blind[:k])
        self.hands[mate] |= sum(_BIT[c] for c in blind[k:2])
        self.opp_bury = blind[2:]
        self.took = ((s, blind[:k]), (mate, blind[k:2]))
        buriers = [t for t, cards in self.took if cards]
        events = [Event("take", s, value=k), Event("share", mate, value=2 - k)]
        if not buriers:
            return events + self._begin_knocks()
        self.phase = BURY
        self.to_act = buriers[0]
        self.buriers = buriers[1:]
        return events

    def _roll(self, s: int) -> list[Event]:
        """The die names the partner, counting from the picker's left."""
        self.die = die = roll_die(self.blind)
        return [Event("roll", s, value=die)] + self._share_blind(s, (s + die) % self.n)

    def _share_blind(self, s: int, mate: int) -> list[Event]:
        """The picker keeps the first half of the blind; ``mate`` takes the rest and partners him."""
        half = len(self.blind) // 2
        hand = self.dealt[s]
        for c in self.blind[:half]:
            hand |= _BIT[c]
        self.hands[s] = hand
        for c in self.blind[half:]:
            self.hands[mate] |= _BIT[c]
        self.partner = mate
        self.partners = self.revealed = (mate,)
        self.took = ((s, self.blind[:half]), (mate, self.blind[half:]))
        self.buriers = [mate]
        self.phase = BURY
        if self.rules.partner == "blind_share":
            return [_PICKED1[s][0], Event("share", mate)]
        return [Event("share", mate)]

    def _bury_count(self, s: int) -> int:
        """A burier buries as many cards as they took from the blind."""
        for seat, cards in self.took:
            if seat == s:
                return len(cards)
        return self.rules.blind

    def _blind_seen(self, seat: int) -> tuple[int, ...] | None:
        """The blind cards this seat took up (a share of them when the blind is shared)."""
        for s, cards in self.took:
            if s == seat:
                return cards
        return None

    def _buried_by(self, seat: int) -> tuple[int, ...] | None:
        for s, cards in self.bury_by:
            if s == seat:
                return cards
        return None
