"""Sheriff of Nottingham: merchants bring goods into town in bags, declaring what is
inside, and the Sheriff inspects them or takes a bribe (rules digest §4).

**Cards.** Goods are ids 0..14 (:mod:`.goods`); hands, bags and stands
are counts per kind. Actions and events name goods by id; the record writes
their words ("apples", "green-apples").

**The deal.** The deck is :func:`.goods.deck_for` the rules (the royal
goods only with ``royal_goods``; with three players and ``deck_by_players``, one
card in six of each good fewer). It (top first) is dealt once for the whole match: six cards
to each seat, clockwise from the first Sheriff's left (the Sheriff's own hand
last), then five cards face up to the left discard pile and five to the right
one (the fifth on top), the rest is the draw pile. A match may instead be given
by its hands and the piles ``left``, ``right`` (bottom first, top last) and
``draw`` (top first). When the draw pile runs out, the discard piles, except
the top five of each, are shuffled into a new one (the shuffle is the match's
seed and the reshuffle's number, so a record with its seed replays exactly).

**A round** (the ``dealer`` of ``new_game`` is the first Sheriff; the seat
passes left each round). The merchants act clockwise from the Sheriff's left:

1. Market, one merchant after another: ``market`` {cards} sets 0–5 cards
   aside; then, until the hand holds six again, ``take`` {value: 0 left /
   1 right} takes a discard pile's top card, or ``draw`` takes all the rest from
   the draw pile (no discards after that); then ``discard`` {card, value: pile}
   puts each set-aside card on a discard pile, one at a time, the last on top.
2. ``bag`` {cards}: one to ``bag_limit`` cards (six, the whole hand, unless a
   preset says five) into the bag, every merchant in turn; then ``declare``
   {card: a legal good}, in turn. The number declared is the bag's size,
   always true.
3. Each bag in turn: the Sheriff ``demand`` {value: gold} or ``pass`` (with
   ``demands``, to a merchant with gold); the merchant ``offer`` {value: gold,
   cards: from hand, bag: goods said to be in the bag, promise} or ``pass``; with
   ``open_bribes`` every other merchant with gold ``pay`` {value} to have it
   opened, or ``pass``; then the Sheriff ``accept`` (the offer: the bag goes
   through), ``inspect`` or ``pass`` (lets it through, taking nothing).
4. Counter-offers (rule ``counters``, 0–3 a bag): instead of deciding, the
   Sheriff may ``demand`` {value: gold} again, a new price: more gold than the
   standing offer gives (1 when none stands) and at most all the merchant has.
   The merchant answers as before, ``offer`` (it replaces the standing one) or
   ``pass`` (withdraws it: no offer stands), and the Sheriff decides again (or
   counters, while counters are left). Only the last offer can be accepted.
   The round of paying to open comes once, after the first answer; what was
   paid stands. A counter with no offer standing asks "make me an offer".

**Decisions where the digest is silent** (also in the help text): offered hand
cards go to the Sheriff's hand, offered bag goods to the Sheriff's stand; a
promise is said aloud and binds no one; goods offered from the bag are a claim
(rule ``bag_offers``, seed 002: "中にリンゴが入っていなくても可能"): a bag let
through with the bribe hands over what :func:`handover` says, an opened one gives nothing; money paid to open a bag is the
Sheriff's only if the bag is opened; confiscated goods go onto the smaller
discard pile (the left one when equal); a payment in goods moves them to the
payee's stand: contraband (royal goods with it) first, legal goods only when it
is not enough, each time the set that covers the debt with the least excess
(:func:`.score.cover`). A counter asks for
more gold than the standing offer gives (to take less, accept it), may repeat
the price already named, and needs no ``demands`` rule; a merchant without
gold can't be countered.

**Events**: ``round`` (seat = Sheriff, value = round number), ``market`` (seat,
value = cards set aside; data = True when the hand was empty), ``take`` (card, value = pile), ``draw`` (value =
count; data = the cards, private to the drawer), ``reshuffle`` (value = the new
draw pile's size), ``discard`` (card, value = pile), ``bag`` (value = size),
``declare`` (card = good, value = count), ``demand`` (value = gold; data =
``VERDICT`` when it is a counter), ``offer`` (data = :class:`Offer`), ``pay``, ``pass`` (data = the phase), ``accept``
(then ``handover`` when the offer promised goods from the bag: seat = merchant, value = Sheriff,
cards = the goods the bag handed over, data = the goods promised), ``inspect``
(value = merchant, cards = the bag, data = True when as declared),
``confiscated`` (seat = merchant, cards), ``through`` (seat = merchant, cards
= the legal goods, value = how many face down; data = those, private),
``penalty`` (data = :class:`~.score.Payment`), then at the end
``deal_scored`` and ``match_over`` (data = :class:`~.score.FinalScore`).

This module holds the match, the deal, the market, the bags and declarations and the
round's end; the bargaining over each bag is :mod:`.bargain` (mixed into
:class:`Nottingham`), its values :mod:`.offers`, what a seat knows :mod:`.view`.
"""


from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import N_, _
from ..core import Action, DealSetup, Event, IllegalAction, Match, check_dealt, shuffled
from .bargain import Bargaining
from .goods import (
    EMPTY, FACE_UP, GOODS, KINDS, LEGAL, cards_of, checked_counts, deck, counts_for, deck_for, deck_words, good_str,
    parse_good, sub_multisets, within,
)
from .offers import Bid, Offer, OfferSpace, Verdict, claims
from .phases import BAG, DECLARE, DEMAND, DISCARD, GAME, MARKET, OFFER, OVER, PAY, PILES, TAKE, VERDICT
from .rules import HAND_SIZE, MARKET_MAX, PILE_START, Rules
from .score import FinalScore, final_score
from .view import View

# An action out of its phase: the refusal, whole sentences for the translators
_WANT = {
    MARKET: N_("you can't {act} now: it is time to set cards aside for the market (market)"),
    TAKE: N_("you can't {act} now: it is time to take a discard pile's top card (take) or draw the rest from the draw pile (draw)"),
    DISCARD: N_("you can't {act} now: it is time to put a set-aside card on a discard pile (discard)"),
    BAG: N_("you can't {act} now: it is time to put cards in your bag (bag)"),
    DECLARE: N_("you can't {act} now: it is time to declare your bag: one legal good (declare)"),
    DEMAND: N_("you can't {act} now: it is time to name your price (demand) or pass"),
    OFFER: N_("you can't {act} now: it is time to offer the Sheriff a bribe (offer) or pass"),
    PAY: N_("you can't {act} now: it is time to pay the Sheriff to open the bag (pay) or pass"),
    VERDICT: N_("you can't {act} now: it is time to accept the bribe, inspect the bag, let it pass or name a new price (demand)"),
}
_WANT_COUNTER = N_("you can't {act} now: it is time to answer the Sheriff's new price: offer again or pass (withdraw)")
_WANT_VERDICT_LAST = N_("you can't {act} now: it is time to accept the bribe, inspect the bag or let it pass")

CARD_WORDS = (good_str, parse_good)  # the record writes goods as words


def check_setup(rules: Rules, setup: DealSetup) -> None:
    """Raise ValueError naming what is wrong with a given match's cards."""
    pack = deck_for(rules)
    words = deck_words(rules)
    try:
        if not check_dealt(
            setup, game="Sheriff of Nottingham", pack=pack, pack_words=words, players=rules.players, hand_size=HAND_SIZE, piles=(*PILES, "draw")
        ):
            return
        for name, cards in setup.piles:
            if name in PILES and len(cards) != PILE_START:
                raise ValueError(f"the {name} pile starts with {PILE_START} cards, not {len(cards)}")
        everything = [c for h in setup.hands or () for c in h] + [c for _pile, cs in setup.piles for c in cs]
        if sorted(everything) != sorted(pack):
            raise ValueError(f"the hands and piles hold {words}, each kind as many times as the game has")
    except ValueError as exc:
        raise ValueError(f"{exc}{_fixed_deck_hint(rules, setup)}") from None


def _fixed_deck_hint(rules: Rules, setup: DealSetup) -> str:
    """Why a deal of the same deck for every number of players fails a deck that follows them:
    a record made before the deck changed with the players says so, and how to replay it."""
    if not rules.deck_by_players or deck_for(rules) == deck(rules.royal_goods):
        return ""
    cards = setup.deck if setup.deck is not None else [c for h in setup.hands or () for c in h] + [c for _pile, cs in setup.piles for c in cs]
    if sorted(cards) != sorted(deck(rules.royal_goods)):
        return ""
    return f"; these are the {len(cards)} cards of the same deck for every number of players: set deck_by_players = false to play them"


class Nottingham(Bargaining, Match):
    GAME = GAME

    def __init__(self, rules: Rules, seats: int | Sequence[str], seed: int | None, setups: Sequence[DealSetup] | None, dealer: int) -> None:
        super().__init__(rules, seats, seed, setups, dealer)
        if self.n != rules.players:
            raise ValueError(f"these rules seat {rules.players} players, not {self.n}")
        if not 3 <= self.n <= 5:
            raise ValueError(f"Sheriff of Nottingham seats 3 to 5 players, not {self.n}")
        for s in self.setups:
            check_setup(rules, s)
        self.sheriff = self.dealer
        self.round_no = 0
        # the goods a bag may be said to hold: those of this table's deck (no royal good at a table without them)
        self.claim_kinds = tuple(g for g, n in enumerate(counts_for(rules)) if n)
        self.gold = [rules.gold] * self.n
        self.hands: list[list[int]] = [[0] * KINDS for _seat in range(self.n)]
        self.stands: list[list[int]] = [[0] * KINDS for _seat in range(self.n)]
        self.bags: list[list[int] | None] = [None] * self.n
        self.declared: list[int | None] = [None] * self.n
        self.piles: list[list[int]] = [[], []]
        self.draw: list[int] = []  # top last
        self.aside = [0] * KINDS
        self.to_take = 0
        self.drew = False
        self.turn = 0
        self.phase = MARKET
        self.demand: int | None = None
        self.offer: Offer | None = None
        self.pays = [0] * self.n
        self.payers: list[int] = []
        self.bids: tuple[Bid, ...] = ()  # this bag's exchanges so far
        self.counters_left = 0  # this bag's counters the Sheriff has left
        self.reshuffles = 0
        self.history: tuple[Verdict, ...] = ()
        self.final: FinalScore | None = None
        self._deal()

    # -- cards -------------------------------------------------------------
    def _deal(self) -> None:
        self.setup = self.next_setup(deck_for(self.rules))
        n = self.n
        if self.setup.deck is not None:
            d = self.setup.deck
            for k in range(n):
                for c in d[HAND_SIZE * k:HAND_SIZE * (k + 1)]:
                    self.hands[(self.sheriff + 1 + k) % n][c] += 1
            at = HAND_SIZE * n
            self.piles = [list(d[at:at + PILE_START]), list(d[at + PILE_START:at + 2 * PILE_START])]
            self.draw = list(reversed(d[at + 2 * PILE_START:]))
        else:
            for seat, h in enumerate(self.setup.hands or ()):
                for c in h:
                    self.hands[seat][c] += 1
            self.piles = [list(self.setup.pile("left")), list(self.setup.pile("right"))]
            self.draw = list(reversed(self.setup.pile("draw")))
        self.to_act = self.order[0]

    @property
    def order(self) -> tuple[int, ...]:
        """This round's merchants, clockwise from the Sheriff's left."""
        return tuple((self.sheriff + k) % self.n for k in range(1, self.n))

    def _draw_one(self, events: list[Event]) -> int | None:
        if not self.draw:
            pool = sorted(c for p in self.piles for c in p[:-PILE_START])
            if not pool:
                return None
            self.piles = [p[-PILE_START:] for p in self.piles]
            self.reshuffles += 1
            self.draw = list(reversed(shuffled(pool, self.seed, 1000 + self.reshuffles)))
            events.append(Event("reshuffle", value=len(self.draw)))
        return self.draw.pop()

    def clone(self) -> "Nottingham":
        other = super().clone()
        assert isinstance(other, Nottingham)
        other.gold = list(self.gold)
        other.hands = [list(h) for h in self.hands]
        other.stands = [list(s) for s in self.stands]
        other.bags = [None if b is None else list(b) for b in self.bags]
        other.declared = list(self.declared)
        other.piles = [list(p) for p in self.piles]
        other.draw = list(self.draw)
        other.aside = list(self.aside)
        other.pays = list(self.pays)
        other.payers = list(self.payers)
        return other

    # -- what may be done --------------------------------------------------
    def legal_actions(self) -> Sequence[Action]:  # type: ignore[override]
        s = self.to_act
        if s is None:
            return []
        phase = self.phase
        hand = self.hands[s]
        if phase == MARKET:
            return [Action("market", s, cards=cards_of(c)) for c in sub_multisets(hand, 0, MARKET_MAX)]
        if phase == TAKE:
            acts = [] if self.drew else [Action("take", s, value=p) for p in (0, 1) if self.piles[p]]
            return acts + [Action("draw", s)]
        if phase == DISCARD:
            return [Action("discard", s, card=g, value=p) for g in range(KINDS) if self.aside[g] for p in (0, 1)]
        if phase == BAG:
            return [Action("bag", s, cards=cards_of(c)) for c in sub_multisets(hand, 1, self.rules.bag_limit)]
        if phase == DECLARE:
            return [Action("declare", s, card=g) for g in LEGAL]
        if phase == DEMAND:
            return [Action("pass", s)] + [Action("demand", s, value=v) for v in range(1, self.gold[self.merchant] + 1)]
        if phase == OFFER:
            bag = self.bags[s]
            assert bag is not None
            bags = sub_multisets(bag, 0, sum(bag)) if self.rules.bag_offers == "cards" else claims(sum(bag), self.claim_kinds)
            return OfferSpace(s, self.gold[s], hand, bags)
        if phase == PAY:
            return [Action("pass", s)] + [Action("pay", s, value=v) for v in range(1, self.gold[s] + 1)]
        if phase == VERDICT:
            acts = [Action("accept", s)] if self.offer is not None else []
            acts += [Action("inspect", s), Action("pass", s)]
            if self.counters_left:
                lo, hi = self.counter_range()
                acts += [Action("demand", s, value=v) for v in range(lo, hi + 1)]
            return acts
        return []

    def counter_range(self) -> tuple[int, int]:
        """The prices a counter may name: more gold than the standing offer gives, at most all the
        merchant has (empty when lo > hi)."""
        return 1 + (self.offer.gold if self.offer is not None else 0), self.gold[self.merchant]

    @property
    def countering(self) -> bool:
        """The merchant is answering a counter (not bargaining over its bag for the first time)."""
        return self.phase == OFFER and bool(self.bids)

    @property
    def merchant(self) -> int:
        """The merchant whose turn of the round it is."""
        return self.order[self.turn] if self.turn < self.n - 1 else self.sheriff

    # -- doing it ----------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        s = self.to_act
        if s is None or action.seat != s:
            raise self.not_your_turn(action)
        handler = _HANDLERS.get((self.phase, action.act))
        if handler is None:
            raise IllegalAction(self._wrong_act(action.act))
        self.actions.append(action)  # before the handler: the last action ends the match and its log
        try:
            return handler(self, s, action)
        except IllegalAction:
            self.actions.pop()  # handlers check before they change anything
            raise

    def _wrong_act(self, act: str) -> str:
        phase = self.phase
        if phase == OFFER:
            want = _WANT_COUNTER if self.bids else _WANT[OFFER]
        elif phase == VERDICT:
            want = _WANT[VERDICT] if self.counters_left else _WANT_VERDICT_LAST
        else:
            want = _WANT[phase]
        return _(want).format(act=act)

    def _market(self, s: int, action: Action) -> list[Event]:
        aside = checked_counts(action.cards) if action.cards is not None else None
        if aside is None:
            raise IllegalAction(_("name the cards you set aside (none is allowed)"))
        if sum(aside) > MARKET_MAX:
            raise IllegalAction(_("you may set at most {n} cards aside").format(n=MARKET_MAX))
        hand = self.hands[s]
        if not within(aside, hand):
            raise IllegalAction(_("you can only set aside cards from your hand"))
        for g in range(KINDS):
            hand[g] -= aside[g]
        self.aside = list(aside)
        self.to_take = max(0, HAND_SIZE - sum(hand))
        self.drew = False
        # data True: the hand was empty (all of it went into the bag or a bribe): nothing to set aside
        events = [Event("market", s, value=sum(aside), data=True if not any(aside) and not any(hand) else None)]
        self._after_take(events)
        return events

    def _take(self, s: int, action: Action) -> list[Event]:
        p = action.value
        if self.drew:
            raise IllegalAction(_("once you draw from the draw pile you take no more discards"))
        if p not in (0, 1):
            raise IllegalAction(_("take from pile 0 (left) or 1 (right)"))
        if not self.piles[p]:
            raise IllegalAction(_("the left discard pile is empty") if p == 0 else _("the right discard pile is empty"))
        c = self.piles[p].pop()
        self.hands[s][c] += 1
        self.to_take -= 1
        events = [Event("take", s, card=c, value=p)]
        self._after_take(events)
        return events

    def _draw(self, s: int, action: Action) -> list[Event]:
        events: list[Event] = []
        got: list[int] = []
        while self.to_take:
            c = self._draw_one(events)
            if c is None:
                break
            self.hands[s][c] += 1
            got.append(c)
            self.to_take -= 1
        self.to_take = 0
        self.drew = True
        events.append(Event("draw", s, value=len(got), data=tuple(got)))
        self._after_take(events)
        return events

    def _after_take(self, events: list[Event]) -> None:
        if self.to_take:
            self.phase = TAKE
        elif any(self.aside):
            self.phase = DISCARD
        else:
            self._next_market(events)

    def _discard(self, s: int, action: Action) -> list[Event]:
        g, p = action.card, action.value
        if not isinstance(g, int) or not 0 <= g < KINDS or not self.aside[g]:
            raise IllegalAction(_("discard one of the cards you set aside"))
        if p not in (0, 1):
            raise IllegalAction(_("discard onto pile 0 (left) or 1 (right)"))
        self.aside[g] -= 1
        self.piles[p].append(g)
        events = [Event("discard", s, card=g, value=p)]
        if not any(self.aside):
            self._next_market(events)
        return events

    def _next_market(self, events: list[Event]) -> None:
        self.turn += 1
        if self.turn < self.n - 1:
            self.phase = MARKET
            self.to_act = self.order[self.turn]
            return
        self.turn = -1
        self.phase = BAG
        self._next_bagger(events)

    def _next_bagger(self, events: list[Event]) -> None:
        order = self.order
        self.turn += 1
        while self.turn < len(order) and not any(self.hands[order[self.turn]]):
            self.turn += 1
        if self.turn < len(order):
            self.to_act = order[self.turn]
            return
        self.turn = -1
        self.phase = DECLARE
        self._next_declarer(events)

    def _bag(self, s: int, action: Action) -> list[Event]:
        bag = checked_counts(action.cards)
        size = sum(bag)
        if not 1 <= size <= self.rules.bag_limit:
            raise IllegalAction(_("a bag holds 1 to {n} cards").format(n=self.rules.bag_limit))
        hand = self.hands[s]
        if not within(bag, hand):
            raise IllegalAction(_("you can only bag cards from your hand"))
        for g in range(KINDS):
            hand[g] -= bag[g]
        self.bags[s] = list(bag)
        events = [Event("bag", s, value=size)]
        self._next_bagger(events)
        return events

    def _next_declarer(self, events: list[Event]) -> None:
        order = self.order
        self.turn += 1
        while self.turn < len(order) and self.bags[order[self.turn]] is None:
            self.turn += 1
        if self.turn < len(order):
            self.to_act = order[self.turn]
            return
        self.turn = -1
        self._next_bargain(events)

    def _declare(self, s: int, action: Action) -> list[Event]:
        g = action.card
        if g not in LEGAL:
            if isinstance(g, int) and 0 <= g < KINDS:
                raise IllegalAction(_("{good} can't be declared: declare a legal good (apples, cheese, bread or chicken)").format(good=_(GOODS[g].label)))
            raise IllegalAction(_("declare a legal good: apples, cheese, bread or chicken"))
        self.declared[s] = g
        bag = self.bags[s]
        assert bag is not None
        events = [Event("declare", s, card=g, value=sum(bag))]
        self._next_declarer(events)
        return events

    def _end_round(self, events: list[Event]) -> None:
        self.round_no += 1
        if self.round_no >= self.rules.rounds:
            self.final = final_score(self.gold, self.stands)
            self.phase = OVER
            self.to_act = None
            self.finish_deal(self.final, self.final.scores)
            events.append(Event("deal_scored", data=self.final))
            events.append(Event("match_over", value=self.final.winners[0], data=self.final))
            return
        self.sheriff = (self.sheriff + 1) % self.n
        self.turn = 0
        self.phase = MARKET
        self.to_act = self.order[0]
        events.append(Event("round", self.sheriff, value=self.round_no))

    # -- what a seat knows -------------------------------------------------
    def events_for(self, seat: int, events: Sequence[Event]) -> Sequence[Event]:
        out = []
        for e in events:
            if e.kind in ("draw", "through") and e.seat != seat:
                e = e._replace(data=None)
            out.append(e)
        return out

    def view(self, seat: int) -> "View":
        over = self.to_act is None
        return View(
            *self.view_head(seat),
            round_no=self.round_no,
            sheriff=self.sheriff,
            merchant=None if over or self.phase in (MARKET, TAKE, DISCARD, BAG, DECLARE) else self.merchant,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(sum(h) for h in self.hands),
            gold=tuple(self.gold),
            stand=tuple(self.stands[seat]),
            stands_up=tuple(tuple(n if FACE_UP[g] else 0 for g, n in enumerate(st)) for st in self.stands),
            face_down=tuple(sum(n for g, n in enumerate(st) if not FACE_UP[g]) for st in self.stands),
            pile_tops=tuple(p[-1] if p else None for p in self.piles),
            pile_sizes=tuple(len(p) for p in self.piles),
            draw_size=len(self.draw),
            bag=None if self.bags[seat] is None else tuple(self.bags[seat] or ()),
            bag_sizes=tuple(None if b is None else sum(b) for b in self.bags),
            declared=tuple(self.declared),
            aside=tuple(self.aside) if self.to_act == seat and self.phase in (TAKE, DISCARD) else EMPTY,
            to_take=self.to_take if self.to_act == seat and self.phase == TAKE else 0,
            drew=self.drew,
            demand=self.demand,
            offer=self.offer,
            pays=tuple(self.pays),
            bids=self.bids,
            counters_left=self.counters_left if self.phase in (DEMAND, OFFER, PAY, VERDICT) else 0,
            history=self.history,
            totals=tuple(self.totals),
            final=self.final,
        )


_HANDLERS: dict[tuple[str, str], Any] = {
    (MARKET, "market"): Nottingham._market,
    (TAKE, "take"): Nottingham._take,
    (TAKE, "draw"): Nottingham._draw,
    (DISCARD, "discard"): Nottingham._discard,
    (BAG, "bag"): Nottingham._bag,
    (DECLARE, "declare"): Nottingham._declare,
    (DEMAND, "demand"): Nottingham._demand,
    (DEMAND, "pass"): Nottingham._pass,
    (OFFER, "offer"): Nottingham._offer,
    (OFFER, "pass"): Nottingham._pass,
    (PAY, "pay"): Nottingham._pay,
    (PAY, "pass"): Nottingham._pass,
    (VERDICT, "accept"): Nottingham._accept,
    (VERDICT, "inspect"): Nottingham._inspect,
    (VERDICT, "pass"): Nottingham._pass,
    (VERDICT, "demand"): Nottingham._counter,
}


new_game = Nottingham.new  # the module's match maker (core.Match.new)
