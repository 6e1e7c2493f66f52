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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any, overload

from ..core import Action, DealSetup, Event, IllegalAction, Match, check_dealt, shuffled
from .goods import (
    EMPTY, FACE_UP, GOODS, KINDS, LEGAL, PENALTY, VALUE, Counts, cards_of, counts_of, deck, describe, good_str, parse_good,
    sub_multisets,
)
from .goods import deck_counts, deck_for, deck_words
from .rules import HAND_SIZE, MARKET_MAX, PILE_START, Rules
from .score import FinalScore, Payment, final_score, settle

GAME = "nottingham"

MARKET, TAKE, DISCARD, BAG, DECLARE, DEMAND, OFFER, PAY, VERDICT, OVER = (
    "market", "take", "discard", "bag", "declare", "demand", "offer", "pay", "verdict", "over",
)
PILES = ("left", "right")
CARD_WORDS = (good_str, parse_good)  # the record writes goods as words

__all__ = [
    "GAME", "Rules", "Nottingham", "View", "Offer", "Bid", "Verdict", "new_game", "check_setup", "handover", "claims",
    "MARKET", "TAKE", "DISCARD", "BAG", "DECLARE", "DEMAND", "OFFER", "PAY", "VERDICT", "OVER", "PILES",
]


@dataclass(frozen=True)
class Offer:
    """A merchant's bribe to let the bag through. Everything in it is said aloud; the goods
    from the bag are only said (rule ``bag_offers``): what the bag hands over is :func:`handover`'s."""

    gold: int = 0
    cards: Counts = EMPTY  # from hand, to the Sheriff's hand
    bag: Counts = EMPTY  # said to come from the bag, to the Sheriff's stand
    promise: bool = False  # "I won't open your bag when I am Sheriff": binds no one

    @property
    def material(self) -> bool:
        """Gold or goods in it, not a bare promise."""
        return bool(self.gold or any(self.cards) or any(self.bag))

    @property
    def empty(self) -> bool:
        return not (self.material or self.promise)

    def words(self, claim: bool = True) -> str:
        """The offer as said aloud; ``claim``: goods from the bag are a promise no one can check
        (rule ``bag_offers`` other than "cards"), so they are said as promised."""
        parts = []
        if self.gold:
            parts.append(f"{self.gold} gold")
        if any(self.cards):
            parts.append(f"{describe(self.cards)} from hand")
        if any(self.bag):
            parts.append(f"{describe(self.bag)} {'promised ' if claim else ''}from the bag")
        if self.promise:
            parts.append("a promise")
        return " + ".join(parts) or "nothing"


@dataclass(frozen=True)
class Bid:
    """One exchange over a bag, as everyone heard it: the Sheriff's price (None: none named)
    and the merchant's answer (None: it passed, or withdrew its offer)."""

    demand: int | None
    offer: Offer | None


@dataclass(frozen=True)
class Verdict:
    """One bag's fate, as everyone saw it."""

    round_no: int
    sheriff: int
    merchant: int
    declared: int
    count: int
    demand: int | None
    offer: Offer | None
    pays: tuple[tuple[int, int], ...]  # (seat, gold) paid or offered to open it
    outcome: str  # "accept", "inspect" or "pass"
    revealed: Counts | None  # the bag, when opened
    honest: bool | None  # when opened: was it exactly as declared
    penalty: Payment | None
    bids: tuple[Bid, ...] = ()  # the whole bargaining, first exchange first (``demand`` and ``offer`` are the last)
    given: Counts | None = None  # on ``accept`` with goods promised from the bag: what the bag handed over


class Claims(Sequence[Counts]):
    """Every set of goods a merchant may say it offers from a bag of ``size`` cards: any goods of
    the table's deck (``kinds``), at most ``size`` of them (the bag's size is known to all, its
    goods are not). Some 54,000 for a bag of six: each is worked out from its index, never listed."""

    def __init__(self, size: int, kinds: tuple[int, ...] = tuple(range(KINDS))) -> None:
        self.size = size
        self.kinds = kinds
        self.count = comb(size + len(kinds), len(kinds))

    def __len__(self) -> int:
        return self.count

    def __eq__(self, other: object) -> bool:
        """Two lazy spaces are equal when they hold the same claims: the same bag size and goods."""
        return isinstance(other, Claims) and (other.size, other.kinds) == (self.size, self.kinds)

    def __hash__(self) -> int:
        return hash(("claims", self.size, self.kinds))

    @overload
    def __getitem__(self, i: int) -> Counts: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Counts]: ...

    def __getitem__(self, i: int | slice) -> Counts | Sequence[Counts]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self.count))]
        if i < 0:
            i += self.count
        if not 0 <= i < self.count:
            raise IndexError(i)
        out = [0] * KINDS
        left = self.size
        last = len(self.kinds) - 1
        for k, g in enumerate(self.kinds[:-1]):  # how many of good g: each choice leaves comb(rest + kinds left, kinds left) claims
            kinds = last - k
            n = 0
            while i >= (block := comb(left - n + kinds, kinds)):
                i -= block
                n += 1
            out[g] = n
            left -= n
        out[self.kinds[-1]] = i  # the last good: 0 .. what is left
        return tuple(out)


@lru_cache(maxsize=None)
def claims(size: int, kinds: tuple[int, ...] = tuple(range(KINDS))) -> Claims:
    """The claims a bag of ``size`` cards can carry of the goods ``kinds`` (:class:`Claims`)."""
    return Claims(size, kinds)


def handover(claim: Counts, bag: Sequence[int], how: str) -> Counts:
    """What a bag let through hands the Sheriff for the goods ``claim`` promised from it (rule
    ``bag_offers`` = ``how``). Seed 002 allows the offer "even if there are no apples inside"
    and says no more; here the promised goods the bag holds are handed over and the promise
    of the rest is void ("void", and "cards", where the claim is always there). With "held"
    the number promised binds ("袋の中の2枚", two of the bag's cards): the goods promised that
    are there, then the bag's cheapest other cards (the merchant's pick) for the rest."""
    given = [min(c, b) for c, b in zip(claim, bag)]
    if how == "held":
        short = sum(claim) - sum(given)
        for g in sorted(range(KINDS), key=lambda g: (VALUE[g], g)):
            take = min(short, bag[g] - given[g])
            given[g] += take
            short -= take
    return tuple(given)


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
        everything = [c for h in setup.hands or () for c in h] + [c for _, cs in setup.piles for c in cs]
        if sorted(everything) != sorted(pack):
            raise ValueError(f"the hands and piles hold {words}, each kind as many times as the game has")
    except ValueError as exc:
        raise ValueError(f"{exc}{_fixed_deck_hint(rules, setup)}") from None


def _fixed_deck_hint(rules: Rules, setup: DealSetup) -> str:
    """Why a deal of the same deck for every number of players fails a deck that follows them:
    a record made before the deck changed with the players says so, and how to replay it."""
    if not rules.deck_by_players or deck_for(rules) == deck(rules.royal_goods):
        return ""
    cards = setup.deck if setup.deck is not None else [c for h in setup.hands or () for c in h] + [c for _, cs in setup.piles for c in cs]
    if sorted(cards) != sorted(deck(rules.royal_goods)):
        return ""
    return f"; these are the {len(cards)} cards of the same deck for every number of players: set deck_by_players = false to play them"


class OfferSpace(Sequence[Action]):
    """A merchant's every answer: ``pass`` first, then each offer, without listing millions of them.

    Offer ``j`` (from 1) is gold ``j % G``, then the hand part, the bag part and
    the promise in mixed radix; 0 would be the empty offer, which is the ``pass``.
    """

    def takes_of(self, act: str) -> list[str] | None:
        """The keys each of these acts takes (the record checker asks, rather than walk them all)."""
        return {"pass": [], "offer": ["value", "cards", "bag", "promise"]}.get(act)

    def __init__(self, seat: int, gold: int, hand: Sequence[int], bags: Sequence[Counts]) -> None:
        self.seat = seat
        self.golds = gold + 1
        self.hands = sub_multisets(hand, 0, sum(hand))
        self.bags = bags  # the bag parts that may be offered: its goods, or every claim it can carry
        self.size = self.golds * len(self.hands) * len(self.bags) * 2

    def __len__(self) -> int:
        return self.size

    def __eq__(self, other: object) -> bool:
        """The same answers: compared by what defines them, never by listing them."""
        if not isinstance(other, OfferSpace):
            return NotImplemented
        mine = self.bags if isinstance(self.bags, Claims) else tuple(self.bags)
        theirs = other.bags if isinstance(other.bags, Claims) else tuple(other.bags)
        return (self.seat, self.golds, tuple(self.hands), mine) == (other.seat, other.golds, tuple(other.hands), theirs)

    __hash__ = None  # type: ignore[assignment]

    @overload
    def __getitem__(self, i: int) -> Action: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Action]: ...

    def __getitem__(self, i: int | slice) -> Action | Sequence[Action]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self.size))]
        if i < 0:
            i += self.size
        if not 0 <= i < self.size:
            raise IndexError(i)
        if i == 0:
            return Action("pass", self.seat)
        j, gold = divmod(i, self.golds)
        j, h = divmod(j, len(self.hands))
        promise, b = divmod(j, len(self.bags))
        return offer_action(self.seat, Offer(gold, self.hands[h], self.bags[b], bool(promise)))


def offer_action(seat: int, offer: Offer) -> Action:
    """The record's ``offer``: only the parts it has."""
    return Action(
        "offer", seat,
        value=offer.gold or None,
        cards=cards_of(offer.cards) or None,
        bag=cards_of(offer.bag) or None,
        promise=True if offer.promise else None,
    )


def _counts(cards: tuple[int, ...] | None) -> Counts:
    if not cards:
        return EMPTY
    if any(not isinstance(c, int) or not 0 <= c < KINDS for c in cards):
        raise IllegalAction("name goods from the game's cards")
    return counts_of(cards)


def _within(part: Counts, whole: Sequence[int]) -> bool:
    return all(p <= w for p, w in zip(part, whole))


class Nottingham(Match):
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
        self.claim_kinds = tuple(g for g, n in enumerate(deck_counts(rules.royal_goods, rules.players if rules.deck_by_players else None)) if n)
        self.gold = [rules.gold] * self.n
        self.hands: list[list[int]] = [[0] * KINDS for _ in range(self.n)]
        self.stands: list[list[int]] = [[0] * KINDS for _ in range(self.n)]
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
        want = {
            MARKET: "set cards aside for the market (market)",
            TAKE: "take a discard pile's top card (take) or draw the rest from the draw pile (draw)",
            DISCARD: "put a set-aside card on a discard pile (discard)",
            BAG: "put cards in your bag (bag)",
            DECLARE: "declare your bag: one legal good (declare)",
            DEMAND: "name your price (demand) or pass",
            OFFER: "answer the Sheriff's new price: offer again or pass (withdraw)" if self.bids else "offer the Sheriff a bribe (offer) or pass",
            PAY: "pay the Sheriff to open the bag (pay) or pass",
            VERDICT: (
                "accept the bribe, inspect the bag, let it pass or name a new price (demand)"
                if self.counters_left else "accept the bribe, inspect the bag or let it pass"
            ),
        }[self.phase]
        return f"you can't {act} now: it is time to {want}"

    def _market(self, s: int, action: Action) -> list[Event]:
        aside = _counts(action.cards) if action.cards is not None else None
        if aside is None:
            raise IllegalAction("name the cards you set aside (none is allowed)")
        if sum(aside) > MARKET_MAX:
            raise IllegalAction(f"you may set at most {MARKET_MAX} cards aside")
        hand = self.hands[s]
        if not _within(aside, hand):
            raise IllegalAction("you can only set aside cards from your hand")
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
            raise IllegalAction("once you draw from the draw pile you take no more discards")
        if p not in (0, 1):
            raise IllegalAction("take from pile 0 (left) or 1 (right)")
        if not self.piles[p]:
            raise IllegalAction(f"the {PILES[p]} discard pile is empty")
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
            raise IllegalAction("discard one of the cards you set aside")
        if p not in (0, 1):
            raise IllegalAction("discard onto pile 0 (left) or 1 (right)")
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
        bag = _counts(action.cards)
        size = sum(bag)
        if not 1 <= size <= self.rules.bag_limit:
            raise IllegalAction(f"a bag holds 1 to {self.rules.bag_limit} cards")
        hand = self.hands[s]
        if not _within(bag, hand):
            raise IllegalAction("you can only bag cards from your hand")
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
                raise IllegalAction(f"{GOODS[g].label} can't be declared: declare a legal good (apples, cheese, bread or chicken)")
            raise IllegalAction("declare a legal good: apples, cheese, bread or chicken")
        self.declared[s] = g
        bag = self.bags[s]
        assert bag is not None
        events = [Event("declare", s, card=g, value=sum(bag))]
        self._next_declarer(events)
        return events

    # -- bargaining --------------------------------------------------------
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
            raise IllegalAction(f"ask for 1 to {self.gold[m]} gold: all {self.players[m]} has")
        self.demand = v
        self.phase = OFFER
        self.to_act = m
        return [Event("demand", s, value=v)]

    def _counter(self, s: int, action: Action) -> list[Event]:
        m = self.merchant
        who = self.players[m]
        if not self.counters_left:
            n = self.rules.counters
            used = f"the {n} counter-offer{'s' if n != 1 else ''} for this bag {'are' if n != 1 else 'is'} used" if n else "these rules allow no counter-offers"
            what = "accept the offer, inspect the bag or let it pass" if self.offer is not None else "inspect the bag or let it pass"
            raise IllegalAction(f"{used}: {what}")
        lo, hi = self.counter_range()
        v = action.value
        if lo > hi:
            if self.offer is not None and self.offer.gold:
                raise IllegalAction(f"{who} offers {self.offer.gold} gold, all {who} has: there is no more to ask for")
            raise IllegalAction(f"{who} has no gold to ask for")
        if not isinstance(v, int) or not lo <= v <= hi:
            if self.offer is not None and self.offer.gold:
                raise IllegalAction(f"ask for {lo} to {hi} gold: more than the {self.offer.gold} gold offered, at most all {who} has")
            raise IllegalAction(f"ask for {lo} to {hi} gold: all {who} has")
        self.counters_left -= 1
        self.demand = v
        self.phase = OFFER
        self.to_act = m
        return [Event("demand", s, value=v, data=VERDICT)]

    def _offer(self, s: int, action: Action) -> list[Event]:
        gold = action.value or 0
        if not isinstance(gold, int) or not 0 <= gold <= self.gold[s]:
            raise IllegalAction(f"you can offer 0 to {self.gold[s]} gold: the gold you have")
        cards = _counts(action.cards)
        if not _within(cards, self.hands[s]):
            raise IllegalAction("you can only offer cards you hold")
        bag = _counts(action.bag)
        mine = self.bags[s]
        assert mine is not None
        if self.rules.bag_offers == "cards":
            if not _within(bag, mine):
                raise IllegalAction('you can only offer goods that are in your bag (rule bag_offers = "cards")')
        elif sum(bag) > sum(mine):
            size = sum(mine)
            raise IllegalAction(f"you can promise at most {size} {'good' if size == 1 else 'goods'} from your bag: it holds {size} {'card' if size == 1 else 'cards'}")
        elif any(n and g not in self.claim_kinds for g, n in enumerate(bag)):
            missing = next(g for g, n in enumerate(bag) if n and g not in self.claim_kinds)
            raise IllegalAction(f"there is no {GOODS[missing].name} in this table's deck: promise goods the game has")
        offer = Offer(gold, cards, bag, bool(action.promise))
        if offer.empty:
            raise IllegalAction("an offer gives something: gold, cards, goods from the bag or a promise (or pass)")
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
            raise IllegalAction(f"pay 1 to {self.gold[s]} gold: the gold you have")
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
            raise IllegalAction("there is no bribe to accept: inspect the bag or let it pass")
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
        up = tuple(g for g in range(KINDS) if FACE_UP[g] for _ in range(goods[g]))
        down = tuple(g for g in range(KINDS) if not FACE_UP[g] for _ in range(goods[g]))
        return Event("through", m, cards=up, value=len(down), data=down)

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
            seat=seat,
            players=self.players,
            rules=self.rules,
            deal_no=self.deal_no,
            dealer=self.dealer,
            phase=OVER if over else self.phase,
            to_act=self.to_act,
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


@dataclass(frozen=True, slots=True)
class View:
    """What one seat may know; bots get this and nothing else.

    Other stands show their legal goods and only how many cards lie face down;
    the discard piles show their top card. Offers, demands, counters, payments
    to open a bag and every opened bag are public (``bids``, ``history``).
    """

    seat: int
    players: tuple[str, ...]
    rules: Rules
    deal_no: int
    dealer: int  # the first Sheriff
    phase: str
    to_act: int | None
    round_no: int
    sheriff: int
    merchant: int | None  # whose bag is being bargained over
    hand: Counts
    hand_sizes: tuple[int, ...]
    gold: tuple[int, ...]
    stand: Counts  # this seat's whole stand
    stands_up: tuple[Counts, ...]  # every stand's face-up (legal) goods
    face_down: tuple[int, ...]  # how many cards lie face down on each stand
    pile_tops: tuple[int | None, ...]
    pile_sizes: tuple[int, ...]
    draw_size: int
    bag: Counts | None  # this seat's bag
    bag_sizes: tuple[int | None, ...]
    declared: tuple[int | None, ...]
    aside: Counts  # at this seat's market: the cards set aside
    to_take: int
    drew: bool
    demand: int | None  # the price the Sheriff named last for this bag (a counter's, after one)
    offer: Offer | None  # the offer standing (while the merchant answers a counter: the one it may replace)
    pays: tuple[int, ...]
    bids: tuple[Bid, ...]  # this bag's exchanges so far, first first: each price named and its answer
    counters_left: int  # how many more times the Sheriff may answer this bag's offer with a new price
    history: tuple[Verdict, ...]
    totals: tuple[int, ...]
    final: FinalScore | None
    kind: str = "nottingham"

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def rounds(self) -> int:
        return self.rules.rounds


def new_game(
    rules: Rules,
    seats: int | Sequence[str] | None = None,
    seed: int | None = None,
    setups: Sequence[DealSetup] | None = None,
    dealer: int = 0,
) -> Nottingham:
    return Nottingham(rules, rules.players if seats is None else seats, seed, setups, dealer)
