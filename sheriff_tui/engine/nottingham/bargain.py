"""The bargaining over each bag (rules digest §4): the Sheriff names a price, the merchant
offers a bribe, the others may pay to open the bag, the Sheriff's counters and verdict,
and what the verdict moves (penalties, goods through, handed-over goods).

:class:`Bargaining` is a part of :class:`.game.Nottingham` (which mixes it in): it works
on the match's state and hands the round back through ``_end_round``; it never imports
the game module.
"""

from __future__ import annotations

from collections.abc import Sequence

from ... import i18n
from ...i18n import _, ngettext
from ..core import Action, Event, IllegalAction
from .goods import FACE_UP, GOODS, KINDS, PENALTY, Counts, cards_of, checked_counts, within
from .offers import Bid, Offer, Verdict, handover
from .phases import DEMAND, OFFER, PAY, VERDICT
from .score import Payment, settle


class Bargaining:
    """The bargaining phases of :class:`.game.Nottingham` (demand, offer, pay, verdict)."""

    def _next_bargain(self, events: list[Event]) -> None:
        order = self.order
        self.turn += 1
        while self.turn < len(order) and self.bags[order[self.turn]] is None:
            self.turn += 1
        if self.turn >= len(order):
            self._end_round(events)
            return
        m = order[self.turn]
        self.demand = None
        self.offer = None
        self.pays = [0] * self.n
        self.bids = ()
        self.counters_left = self.rules.counters
        if self.rules.demands and self.gold[m] > 0:
            self.phase = DEMAND
            self.to_act = self.sheriff
        else:
            self.phase = OFFER
            self.to_act = m

    def _demand(self, s: int, action: Action) -> list[Event]:
        m = self.merchant
        v = action.value
        if not isinstance(v, int) or not 1 <= v <= self.gold[m]:
            raise IllegalAction(_("ask for 1 to {n} gold: all {name} has").format(n=self.gold[m], name=self.players[m]))
        self.demand = v
        self.phase = OFFER
        self.to_act = m
        return [Event("demand", s, value=v)]

    def _counter(self, s: int, action: Action) -> list[Event]:
        m = self.merchant
        who = self.players[m]
        if not self.counters_left:
            n = self.rules.counters
            if self.offer is not None:
                if n:
                    raise IllegalAction(ngettext(
                        "the {n} counter-offer for this bag is used: accept the offer, inspect the bag or let it pass",
                        "the {n} counter-offers for this bag are used: accept the offer, inspect the bag or let it pass", n).format(n=n))
                raise IllegalAction(_("these rules allow no counter-offers: accept the offer, inspect the bag or let it pass"))
            if n:
                raise IllegalAction(ngettext(
                    "the {n} counter-offer for this bag is used: inspect the bag or let it pass",
                    "the {n} counter-offers for this bag are used: inspect the bag or let it pass", n).format(n=n))
            raise IllegalAction(_("these rules allow no counter-offers: inspect the bag or let it pass"))
        lo, hi = self.counter_range()
        v = action.value
        if lo > hi:
            if self.offer is not None and self.offer.gold:
                raise IllegalAction(_("{name} offers {n} gold, all {name} has: there is no more to ask for").format(name=who, n=self.offer.gold))
            raise IllegalAction(_("{name} has no gold to ask for").format(name=who))
        if not isinstance(v, int) or not lo <= v <= hi:
            if self.offer is not None and self.offer.gold:
                raise IllegalAction(_("ask for {lo} to {hi} gold: more than the {n} gold offered, at most all {name} has").format(lo=lo, hi=hi, n=self.offer.gold, name=who))
            raise IllegalAction(_("ask for {lo} to {hi} gold: all {name} has").format(lo=lo, hi=hi, name=who))
        self.counters_left -= 1
        self.demand = v
        self.phase = OFFER
        self.to_act = m
        return [Event("demand", s, value=v, data=VERDICT)]

    def _offer(self, s: int, action: Action) -> list[Event]:
        gold = action.value or 0
        if not isinstance(gold, int) or not 0 <= gold <= self.gold[s]:
            raise IllegalAction(_("you can offer 0 to {n} gold: the gold you have").format(n=self.gold[s]))
        cards = checked_counts(action.cards)
        if not within(cards, self.hands[s]):
            raise IllegalAction(_("you can only offer cards you hold"))
        bag = checked_counts(action.bag)
        mine = self.bags[s]
        assert mine is not None
        if self.rules.bag_offers == "cards":
            if not within(bag, mine):
                raise IllegalAction(_('you can only offer goods that are in your bag (rule bag_offers = "cards")'))
        elif sum(bag) > sum(mine):
            size = sum(mine)
            raise IllegalAction(ngettext("you can promise at most {n} good from your bag: it holds {n} card",
                                          "you can promise at most {n} goods from your bag: it holds {n} cards", size).format(n=size))
        elif any(n and g not in self.claim_kinds for g, n in enumerate(bag)):
            missing = next(g for g, n in enumerate(bag) if n and g not in self.claim_kinds)
            good = GOODS[missing].name if i18n.lang() == i18n.SOURCE else _(GOODS[missing].label)  # English names the record's word
            raise IllegalAction(_("there is no {good} in this table's deck: promise goods the game has").format(good=good))
        offer = Offer(gold, cards, bag, bool(action.promise))
        if offer.empty:
            raise IllegalAction(_("an offer gives something: gold, cards, goods from the bag or a promise (or pass)"))
        first = not self.bids
        self.offer = offer
        self.bids += (Bid(self.demand, offer),)
        events = [Event("offer", s, data=offer)]
        if first:
            self._start_pays(events)
        else:
            self._decide()
        return events

    def _start_pays(self, events: list[Event]) -> None:
        m = self.merchant
        if self.rules.open_bribes:
            self.payers = [t for t in ((m + k) % self.n for k in range(1, self.n)) if t != self.sheriff and self.gold[t] > 0]
        else:
            self.payers = []
        self._next_payer()

    def _next_payer(self) -> None:
        if self.payers:
            self.phase = PAY
            self.to_act = self.payers.pop(0)
        else:
            self._decide()

    def _decide(self) -> None:
        self.phase = VERDICT
        self.to_act = self.sheriff

    def _pay(self, s: int, action: Action) -> list[Event]:
        v = action.value
        if not isinstance(v, int) or not 1 <= v <= self.gold[s]:
            raise IllegalAction(_("pay 1 to {n} gold: the gold you have").format(n=self.gold[s]))
        self.pays[s] = v
        self._next_payer()
        return [Event("pay", s, value=v)]

    def _pass(self, s: int, action: Action) -> list[Event]:
        phase = self.phase
        events = [Event("pass", s, data=phase)]
        if phase == DEMAND:
            self.phase = OFFER
            self.to_act = self.merchant
        elif phase == OFFER:
            first = not self.bids
            self.offer = None  # after a counter: the standing offer is withdrawn
            self.bids += (Bid(self.demand, None),)
            if first:
                self._start_pays(events)
            else:
                self._decide()
        elif phase == PAY:
            self._next_payer()
        else:
            events = self._verdict(s, "pass")
        return events

    def _accept(self, s: int, action: Action) -> list[Event]:
        if self.offer is None:
            raise IllegalAction(_("there is no bribe to accept: inspect the bag or let it pass"))
        return self._verdict(s, "accept")

    def _inspect(self, s: int, action: Action) -> list[Event]:
        return self._verdict(s, "inspect")

    def _verdict(self, s: int, outcome: str) -> list[Event]:
        m = self.merchant
        bag = self.bags[m]
        declared = self.declared[m]
        assert bag is not None and declared is not None
        count = sum(bag)
        events: list[Event] = [Event(outcome, s, value=m, data=VERDICT if outcome == "pass" else self.offer if outcome == "accept" else None)]
        pays = tuple((t, v) for t, v in enumerate(self.pays) if v)
        offer = self.offer if outcome == "accept" else None
        revealed: Counts | None = None
        honest: bool | None = None
        penalty: Payment | None = None
        given: Counts | None = None
        if offer is not None:
            self.gold[m] -= offer.gold
            self.gold[s] += offer.gold
            if any(offer.bag):
                given = handover(offer.bag, bag, self.rules.bag_offers)
                events.append(Event("handover", m, value=s, cards=cards_of(given), data=offer.bag))
            for g in range(KINDS):
                self.hands[m][g] -= offer.cards[g]
                self.hands[s][g] += offer.cards[g]
                if given is not None:
                    bag[g] -= given[g]
                    self.stands[s][g] += given[g]
        if outcome == "inspect":
            for t, v in pays:
                self.gold[t] -= v
                self.gold[s] += v
            revealed = tuple(bag)
            honest = bag[declared] == count
            events[0] = Event("inspect", s, value=m, cards=cards_of(bag), data=honest)
            if honest:
                penalty = settle(self.gold, self.stands, s, m, count * PENALTY[declared])
                events.append(Event("penalty", s, value=penalty.owed, data=penalty))
                events.append(self._through(m, bag))
            else:
                wrong = [0] * KINDS
                for g in range(KINDS):
                    if g != declared:
                        wrong[g] = bag[g]
                owed = sum(wrong[g] * PENALTY[g] for g in range(KINDS))
                pile = 0 if len(self.piles[0]) <= len(self.piles[1]) else 1
                self.piles[pile].extend(cards_of(wrong))
                events.append(Event("confiscated", m, value=pile, cards=cards_of(wrong)))
                penalty = settle(self.gold, self.stands, m, s, owed)
                events.append(Event("penalty", m, value=owed, data=penalty))
                kept = [0] * KINDS
                kept[declared] = bag[declared]
                events.append(self._through(m, kept))
        else:
            events.append(self._through(m, bag))
        self.history += (
            Verdict(self.round_no, s, m, declared, count, self.demand, self.offer, pays, outcome, revealed, honest, penalty, self.bids, given),
        )
        self.bags[m] = None
        self.declared[m] = None
        self.offer = None
        self.demand = None
        self.pays = [0] * self.n
        self.bids = ()
        self.counters_left = 0
        self._next_bargain(events)
        return events

    def _through(self, m: int, goods: Sequence[int]) -> Event:
        """``goods`` onto merchant ``m``'s stand: the legal ones face up, the rest face down."""
        stand = self.stands[m]
        for g in range(KINDS):
            stand[g] += goods[g]
        up = tuple(g for g in range(KINDS) if FACE_UP[g] for _n in range(goods[g]))
        down = tuple(g for g in range(KINDS) if not FACE_UP[g] for _n in range(goods[g]))
        return Event("through", m, cards=up, value=len(down), data=down)
