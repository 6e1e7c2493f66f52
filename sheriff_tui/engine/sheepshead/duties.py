"""The play's duties: what a seat may play, and who takes the trick.

**Called-suit duties** (until the called suit is first led; decisions taken as a
seasoned player expects, the digest being short on them):

- *Ace called*: the picker keeps a card of the called suit (the hold card): it may
  not be buried, and the picker's last card of that suit may not be thrown off on
  another suit's trick. The partner may not throw off the called ace, and leads
  the called suit only with it; when the suit is first led, the partner must play
  the ace. Other cards of the called suit are free to throw off.
- *Ten called* (the picker holds all three fail aces): the same with roles turned:
  the picker keeps the ace of the called suit and must play it when the suit is
  first led; the partner must play the called ten, which then wins that trick
  unless it is trumped.
- *Unknown*: the picker calls an ace of a suit they hold no card of, and sets a
  card of their hand aside face down (seed 001: "usually a low fail card or the
  lowest trump"; ``unknown_trump`` off: a fail card only). It stands for a card
  of the called suit (the picker "calls a fail suit to stand for the
  unknown"): it may not be buried, nor thrown off on another suit, nor played
  to follow one; it must be played on the called suit's first lead, and the
  picker may lead it (``unknown_lead``), which is that first lead: the others
  follow the called suit and the partner plays the ace. It never wins a trick
  (seed 001: it "has no power to take the trick"); its points go to whoever
  takes the trick.
- When a duty leaves no card to play (the last trick, or only duty cards left),
  any card otherwise legal may be played: so the called ace may go to the last
  trick when the suit was never led.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...cards import card_str
from ...i18n import _
from .. import tricks
from ..tricks import A_SUIT, SUITS_WORD
from .cards import ACE, TEN

# _bound_seats' answers: [picker][partner] (the picker again when there is no duty partner)
_BOUND = tuple(tuple(tuple(t in (p, q) for t in range(8)) for q in range(8)) for p in range(8))

_UNBOUND = (False,) * 8  # no seat bound: the duties over, or none this deal


@lru_cache(maxsize=256)
def led_as_called(suit_mask: tuple[int, ...], unknown: int, called_mask: int) -> tuple[int, ...]:
    """``suit_mask`` (led card -> the cards that follow it) with the unknown led standing for the
    called suit: seed 001's picker "calls a fail suit to stand for the unknown", so the others
    follow that suit. The unknown is never led after the suit's first lead, so this holds all deal."""
    return suit_mask[:unknown] + (called_mask,) + suit_mask[unknown + 1 :]


class Duties:
    """Which cards a seat may play, and who takes a trick, under the called-suit duties (a part of
    :class:`~.game.Sheepshead`)."""

    def play_mask(self, s: int) -> int:
        """The cards seat ``s`` may play now."""
        hand = self.hands[s]
        trick = self.trick
        if self._bound_seats[s]:
            return self._duty_mask(s, hand, trick)
        if trick:
            follow = hand & self._suit_mask[trick[0]]
            if follow:
                return follow
        return hand

    def _duty_mask(self, s: int, hand: int, trick: tuple[int, ...]) -> int:
        """The cards a seat bound by the called-suit duties may play (see the module's docstring);
        who holds which key card was worked out once, by :meth:`_bind_duties`."""
        key = self._bound_keys[s]
        suit = self.called_mask
        if not trick:
            if key > 0:  # lead anything; the called suit only with the key card
                return hand & ~(suit & ~key) or hand
            if key < 0:  # the unknown: led as the called suit's first lead (unknown_lead), else it waits
                return hand if self._unknown_leads else hand & ~(1 << self.unknown) or hand  # type: ignore[operator]
            return hand
        lead = trick[0]
        follow = hand & self._suit_mask[lead]  # the unknown led: the called suit (_suit_mask says so)
        if key > 0:  # the partner's called card, or the picker's ace that answers a called ten (or is the called ace)
            if suit >> lead & 1 or lead == self.unknown:
                return key & hand or follow or hand
            base = follow or hand
            return base & ~key or base
        if key < 0:  # the picker's unknown: played on the called suit's first lead, and not before
            u = 1 << self.unknown  # type: ignore[operator]
            if suit >> lead & 1:
                return u
            rest = hand & ~u
            return rest & self._suit_mask[lead] or rest if rest else hand
        if follow or s != self.picker:
            return follow or hand
        hold = hand & suit  # an ace-calling picker, void in the led suit, keeps the last card of the called suit
        if hold.bit_count() == 1:
            return hand & ~hold or hand
        return hand

    def _bind_duties(self) -> None:
        """The called-suit duties begin: they bind the picker and the duty partner (``_bound_seats``)."""
        picker = self.picker
        partner = self.partner
        self._bound_seats = _BOUND[picker][picker if partner is None else partner]  # type: ignore[index]
        keys = [0] * 8  # per seat: its key card's bit, -1 for the unknown's picker, 0 for a hold or none
        if partner is not None and partner != picker and self.partner_duty:
            keys[partner] = 1 << self.called  # type: ignore[operator]
        if partner != picker:
            if self.unknown is not None:
                keys[picker] = -1  # type: ignore[index]
            elif self.own_call or self.called == TEN[self.called_suit]:
                keys[picker] = 1 << ACE[self.called_suit]  # type: ignore[index]
        self._bound_keys = tuple(keys)

    def winning_seat(self) -> int | None:
        """The seat now taking the trick on the table: as its end will decide it, duties included."""
        trick = self.trick
        if not trick:
            return None
        i = trick.index(max(trick, key=self._lead_key[trick[0]]))
        if self.duty and (self.called_mask >> trick[0] & 1 or self.unknown is not None):
            i = self._duty_winner(trick, i)
        return (self.leader + i) % self.n

    def _duty_trick_end(self, trick: tuple[int, ...], i: int) -> int:
        """The winner's place in a trick played under the called-suit duties, which may end with it."""
        if self.called_mask >> trick[0] & 1 or trick[0] == self.unknown:  # the called suit's first lead (the unknown led is one)
            self.duty = False
            self._bound_seats = _UNBOUND
        return self._duty_winner(trick, i)

    def _duty_winner(self, trick: tuple[int, ...], i: int) -> int:
        """The winner's place under the duties (``i``: by the cards' power alone), the game unchanged."""
        if self.called_mask >> trick[0] & 1:  # the called suit's first lead
            if self.called == TEN[self.called_suit] and self.called in trick and not any(self.deck.trump_mask >> x & 1 for x in trick):
                i = trick.index(self.called)  # the called ten wins its first trick unless trumped
        elif trick[0] == self.unknown:  # the unknown led: a lead of the called suit, which it can't win
            if len(trick) == 1:
                return 0  # alone on the table: it shows as leading until another card comes
            key = self._lead_key[self.called]  # type: ignore[index]
            return max(range(1, len(trick)), key=lambda j: key(trick[j]))  # nobody following nor trumping (the partner must): the next card
        if self.unknown is not None and trick[i] == self.unknown:  # it never wins (the last card of a hand)
            rest = [j for j in range(len(trick)) if trick[j] != self.unknown]  # a trick still being played is shorter
            if not rest:
                return i  # the unknown alone on the table: it shows as leading until another card comes
            sub = tuple(trick[j] for j in rest)
            i = rest[tricks.winner_index(self.tr, sub)]
        return i

    def _explain(self, s: int, c: Any) -> str:
        hand = self.hands[s]
        tr = self.tr
        if not isinstance(c, int) or not 0 <= c < 52:
            return _("play a card from your hand")
        if not hand >> c & 1:
            return _("you don't hold the {card}").format(card=card_str(c, symbols=True))
        trick = self.trick
        if trick and hand & tr.suit_mask[trick[0]] and not tr.suit_mask[trick[0]] >> c & 1 and trick[0] != self.unknown:
            return tricks.explain(tr, hand, trick, c)
        suit = _(SUITS_WORD[self.called_suit]) if self.called_suit >= 0 else ""
        led = bool(trick) and bool(self.called_mask >> trick[0] & 1 or trick[0] == self.unknown)
        if led and trick[0] == self.unknown and hand & self.called_mask and not self.called_mask >> c & 1:
            return _("the unknown was led: it stands for the called suit, {suit}, and you hold one: you must follow suit").format(suit=suit)
        if s == self.picker and self.unknown is not None:
            u = card_str(self.unknown, symbols=True)
            if led:
                return _("{suit} were led for the first time: you must play your unknown, the {card}, face down").format(suit=suit, card=u)
            if not trick and not self._unknown_leads:
                return _("the {card} is your unknown: it waits face down until another player leads {suit} (the table plays unknown_lead off)").format(card=u, suit=suit)
            if self._unknown_leads:
                return _("the {card} is your unknown: it waits face down until {suit} are led, or you lead it").format(card=u, suit=suit)
            return _("the {card} is your unknown: it waits face down until {suit} are led").format(card=u, suit=suit)
        if s == self.partner or (s == self.picker and (self.own_call or self.called == TEN[self.called_suit])):
            key = self.called if s == self.partner else ACE[self.called_suit]
            k = card_str(key, symbols=True)  # type: ignore[arg-type]
            if led:
                return _("{suit} were led for the first time: you must play the {card}").format(suit=suit, card=k)
            if not trick:
                return _("you may lead {suit} only with the {card} until they have been led").format(suit=suit, card=k)
            return _("you may not throw off the {card} before {suit} have been led").format(card=k, suit=suit)
        if s == self.picker:
            return _("you must keep {a_suit}, your hold card, until {suit} have been led").format(a_suit=_(A_SUIT[self.called_suit]), suit=suit)
        return _("that card may not be played now")
