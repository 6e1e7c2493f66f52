"""The card-partner games' opening: the six-hand pass to the left and the eight-hand partner call.

A mixin of :class:`.sheepshead.Sheepshead`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import bits, card_str
from ...i18n import _
from ..core import Action, Event, IllegalAction
from .acts import _BIT, _CALL, _NO_CALL1, _PASS, CALL, EXCHANGE, PLAY, _give, parse_card_cached

# a pass of the pass to the left says what it declined, for the log ("passes" alone reads as giving a card)
_NO_GIVE1 = tuple((Event("pass", s, data="give"),) for s in range(8))


class CardSideOpenings:
    """Before the first lead of a card-partner game: passes to the left, then partner calls."""

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any: ...

    def _find_card_sides(self) -> None:
        self.partners = tuple(t for t in range(self.n) if self.hands[t] & self.side_cards)

    def _give_offer(self, s: int) -> list[Action]:
        hand = self.hands[s]
        if self._owes is not None:  # a card back for the one just received
            return [_give(s, c) for c in bits(hand & ~self._received)]
        mine = hand & self.side_cards
        if mine.bit_count() >= 2:
            return [_give(s, c) for c in bits(mine)] + [_PASS[s]]
        return [_PASS[s]]

    def _give(self, s: int, action: Action) -> list[Event]:
        if action not in self._give_offer(s):
            if self._owes is not None:
                raise IllegalAction(_("give back a card of your hand (not the one you were given)"))
            raise IllegalAction(_("you may pass one of your partner cards to the left only holding two of them"))
        if action.act == "pass":
            self.asked.pop(0)
            return [_NO_GIVE1[s][0]] + self._next_opening()
        c = action.card
        self.hands[s] &= ~_BIT[c]  # type: ignore[index]
        if self._owes is None:
            left = (s + 1) % self.n
            self.hands[left] |= _BIT[c]  # type: ignore[index]
            self._received = _BIT[c]  # type: ignore[index]
            self._owes = left
            self.exchanges += ((s, left),)
            self.to_act = left
            return [Event("give", s, value=left)]
        giver = self.exchanges[-1][0]
        self.hands[giver] |= _BIT[c]  # type: ignore[index]
        self._owes = None
        self.asked.pop(0)
        return [Event("give", s, value=giver)] + self._next_opening()

    def _card_call_offer(self, s: int) -> list[Action]:
        """8♦ with the 7♦ and the Q♣ or J♦; J♥ with the Q♣ and J♦ (001 l.244), each once."""
        hand = self.hands[s]
        q, jd, d7, d8, jh = (parse_card_cached(x) for x in ("QC", "JD", "7D", "8D", "JH"))
        out = []
        if hand >> d7 & 1 and hand & (_BIT[q] | _BIT[jd]) and not self.side_cards & _BIT[d8]:
            out.append(_CALL[s][d8])
        if hand >> q & 1 and hand >> jd & 1 and not self.side_cards & _BIT[jh]:
            out.append(_CALL[s][jh])
        return out + [_PASS[s]]

    def _card_call(self, s: int, action: Action) -> list[Event]:
        legal = self._card_call_offer(s)
        if action not in legal:
            calls = [card_str(a.card, symbols=True) for a in legal if a.act == "call"]  # type: ignore[arg-type]
            raise IllegalAction(_("you may call {cards}, or pass").format(cards=_(" or ").join(calls)) if calls else _("you hold no two partner cards: pass"))
        if action.act == "pass":
            self.asked.pop(0)
            return [_NO_CALL1[s][0]] + self._next_opening()
        c = action.card
        self.side_cards |= _BIT[c]  # type: ignore[index]
        self.watch |= _BIT[c]  # type: ignore[index]
        self._find_card_sides()
        event = Event("call", s, card=c)
        if len(self.partners) < 3 and len(self._card_call_offer(s)) > 1:
            return [event]  # the side is still short (its holder was already on it): call again
        self.asked.pop(0)
        return [event] + self._next_opening()

    def _next_opening(self) -> list[Event]:
        if self.asked:
            self.to_act = self.asked[0]
            return []
        self._find_card_sides()
        if self.stage == EXCHANGE and self.rules.partner_call:
            self.stage = self.phase = CALL
            self.asked = [(self.dealer + 1 + k) % self.n for k in range(self.n)]
            self.to_act = self.asked[0]
            return []
        self.stage = "done"
        self.phase = PLAY
        self.leader = self.to_act = (self.dealer + 1) % self.n
        return []

    def _exchanged_with(self, seat: int, other: int) -> bool:
        """Two players who passed a partner card between them know each other (the pass to the left)."""
        if self.kind != "cards" or seat not in self.partners:
            return False
        return any({seat, other} == {a, b} for a, b in self.exchanges)
