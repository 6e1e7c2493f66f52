"""The ``normal`` Sheriff of Nottingham bot: a sensible regular player (rules digest §4).

As a merchant it collects one legal good (the one it holds most of, or whose
King or Queen the public stands put within reach), keeps the contraband worth
smuggling and sets the rest aside; it takes a discard pile's top only when it
wants that card, and covers the piles with the cards the next merchant wants
least. It loads mostly honest bags, adding contraband when the Sheriff's record
and its own gold make the odds good; it bribes only when it smuggles, scaled to
the penalty at stake and never above what the smuggled goods are worth (short
of gold, it tops the bribe up with declared goods from the bag), and
pays to open a rival's bag only rarely. As the Sheriff it weighs a bribe
against the expected take of an inspection: how likely the bag lies (its size,
the table's and the merchant's record, the offer itself) times the penalty.
With counter-offers, a Sheriff offered well below that take asks for it instead
(once a bag); a merchant meets a counter the goods are worth, withdraws from
one dearer than being caught, and otherwise keeps its offer.
Goods promised from the bag are a claim (rule ``bag_offers``): a smuggler now and
then pays part of its bribe in declared goods its bag may not hold (seed 002:
"中にリンゴが入っていなくても可能"), and the Sheriff counts promised goods at the share
it expects to see, less for a merchant whose promises came to nothing before.
It reads only its seat's view (:mod:`.eval`).
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from ...engine.core import Action
from ...engine.nottingham import (
    BAG, DECLARE, DEMAND, DISCARD, MARKET, OFFER, PAY, TAKE, VERDICT, Offer, View, offer_action,
)
from ...engine.nottingham.goods import GOODS, KINDS, LEGAL, PENALTY, VALUE, Counts, cards_of
from ...engine.nottingham.rules import MARKET_MAX
from ..reasons import Reason
from .eval import (
    SheriffHabit, best_bag_good, estimated_score, illegal, merchant_record, merchant_turns_left, penalty_of, promised_to,
    race_bonus, race_counts, recent_bribes, refusal_lie_rate, sheriff_habit, sheriff_turns_left, smuggle_worth,
    smuggling_bags, table_lie_rate, target_good,
)

__all__ = ["NottinghamNormal", "smuggling_bags"]  # the bags are eval's; hard weighs them from here too


class NottinghamNormal:
    """Heuristic player; deterministic for a given view and rng seed (the rng only breaks near-ties in
    the choice to smuggle, so a Sheriff can't read the bot perfectly)."""

    level = "normal"
    KEEP_ILLEGAL = 3  # contraband and royal goods kept in hand at most
    KEEP_SECOND = 3  # a second legal good is kept for the next bag from this many
    RESIDUAL = 0.5  # a card left in hand is worth this share of its value, while bags are to come
    SMUGGLE_MARGIN = 4.0  # a smuggling bag must beat the honest one by this much …
    IMAGE = 4.0  # … and by this much more for each of my last three bags that came with a bribe
    BLUFF_CHANCE = 0.2  # … or, within the margin, is chosen this often
    MAX_INSPECT = 0.95
    BRIBE_PENALTY = 0.9  # a bribe: this share of the penalty at stake …
    BRIBE_WORTH = 0.15  # … plus this share of the smuggled goods' worth
    MEET_SHARE = 0.8  # a smuggler meets a demand up to this share of the smuggled goods' worth
    OFFER_IF = 0.5  # bribe when the expected loss without one is at least this share of the bribe
    PROBE_WITHIN = 4.0  # an inspection expected to cost less than this …
    PROBE_CHANCE = 0.25  # … is made this often anyway
    CHEAP_PROMISE = 4.0  # a promise is honoured when it costs the Sheriff less than this
    PAY_MIN_GOLD = 12  # pay to open a bag only with this much gold
    AVG_PENALTY = 4.2  # an illegal card's penalty, on average
    AVG_WORTH = 7.0  # … and its worth
    DEMAND_SHARE = 0.3  # demand the expected penalty and this share of the expected worth
    COUNTER_BELOW = 0.6  # counter an offer worth less than this share of an inspection's expected take …
    COUNTER_MIN = 4.0  # … when that take is at least this much; the counter asks for the take
    BLUFF_OFFER = 0.3  # a smuggler's bribe promises declared goods from the bag this often (rule bag_offers "void")
    BLUFF_SHARE = 0.6  # … for this share of the bribe, the rest in gold
    CLAIM_TRUST = {"cards": 1.0, "held": 0.8, "void": 0.5}  # the share of goods promised from the bag a Sheriff counts on
    BROKEN_PROMISE = 0.2  # … less this for each promise of the merchant's that handed over less than it said

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        phase = view.phase
        if phase == OFFER:  # a lazy space of millions: never walk it
            return self._offer(view)
        if len(legal) == 1:
            return legal[0]
        if phase == MARKET:
            return Action("market", view.seat, cards=cards_of(self.set_aside(view)))
        if phase == TAKE:
            return self._take(view, legal)
        if phase == DISCARD:
            card, pile = self.discard(view)
            return Action("discard", view.seat, card=card, value=pile)
        if phase == BAG:
            return Action("bag", view.seat, cards=cards_of(self.load(view, rng)))
        if phase == DECLARE:
            assert view.bag is not None
            return Action("declare", view.seat, card=self.declaration(view, view.bag))
        if phase == DEMAND:
            d = self.demand(view)
            return Action("demand", view.seat, value=d) if d else Action("pass", view.seat)
        if phase == PAY:
            v = self.pay(view)
            return Action("pay", view.seat, value=v) if v else Action("pass", view.seat)
        if phase == VERDICT:
            price = self.counter(view, legal)
            if price:
                return Action("demand", view.seat, value=price)
            return Action(self.verdict(view, rng), view.seat)
        return legal[0]

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
        """``choose``'s move and why, for the hint (:mod:`.why`: the same rules, run to record
        which fired; ``choose`` itself, ``hard``'s playout policy, records nothing)."""
        from .why import explain

        return explain(self, view, legal, rng)

    # -- the market -----------------------------------------------------------------------
    def keep(self, view: View, hand: Counts) -> list[int]:
        """The cards worth keeping: the target good, a second good with a bag's worth, the best illegal cards."""
        target = target_good(view, hand)
        keep = [0] * KINDS
        keep[target] = hand[target]
        for g in LEGAL:
            if g != target and hand[g] >= self.KEEP_SECOND:
                keep[g] = hand[g]
        room = self.KEEP_ILLEGAL
        for g in sorted((g for g in range(KINDS) if illegal(g)), key=smuggle_worth, reverse=True):
            take = min(hand[g], room)
            keep[g] = take
            room -= take
        return keep

    def set_aside(self, view: View) -> list[int]:
        """Everything not kept, at most five cards (the cheapest of the rest go first)."""
        hand = view.hand
        keep = self.keep(view, hand)
        aside = [h - k for h, k in zip(hand, keep)]
        while sum(aside) > MARKET_MAX:
            g = max((g for g in range(KINDS) if aside[g]), key=lambda g: (self._worth(g), g))
            aside[g] -= 1
        return aside

    @staticmethod
    def _worth(g: int) -> float:
        return smuggle_worth(g) if illegal(g) else float(VALUE[g])

    def smuggled_worth(self, bag: Counts, declared: int) -> float:
        """What the bag's undeclared goods are worth to their smuggler: what a bribe or a counter risks."""
        return sum(n * self._worth(g) for g, n in enumerate(bag) if g != declared)

    def wants(self, view: View, card: int) -> bool:
        """A pile's top worth taking: the target good, or an illegal card while there is room for it."""
        hand = view.hand
        if not illegal(card):
            return card == target_good(view, hand) or hand[card] >= self.KEEP_SECOND
        held = sum(hand[g] for g in range(KINDS) if illegal(g))
        if GOODS[card].kind == "royal" and GOODS[card].counts_as == target_good(view, hand):
            return held < self.KEEP_ILLEGAL
        return held < (self.KEEP_ILLEGAL if VALUE[card] >= 7 else self.KEEP_ILLEGAL - 1)

    def _take(self, view: View, legal: Sequence[Action]) -> Action:
        takes = [a for a in legal if a.act == "take"]
        wanted = [a for a in takes if self.wants(view, view.pile_tops[a.value or 0])]  # type: ignore[arg-type]
        if wanted:  # the target good first: it fills the honest bag
            target = target_good(view, view.hand)

            def key(a: Action) -> tuple[bool, float, int]:
                card = view.pile_tops[a.value or 0]
                assert card is not None
                return (card == target, self._worth(card), -(a.value or 0))

            return max(wanted, key=key)
        return next(a for a in legal if a.act == "draw")

    def next_merchant(self, view: View) -> int:
        """Who goes to the market next: the following merchant, or the first one of the next round."""
        order = [(view.sheriff + k) % view.n for k in range(1, view.n)]
        i = order.index(view.seat)
        if i + 1 < len(order):
            return order[i + 1]
        return (view.sheriff + 2) % view.n

    def feed(self, view: View, seat: int, card: int | None) -> float:
        """How much ``card`` on a pile's top would help ``seat``: illegal goods everyone wants,
        a legal good most when it is the one ``seat`` shows or declares most."""
        if card is None:
            return 0.0
        if illegal(card):
            return smuggle_worth(card)
        if card == self.collects(view, seat):
            return 6.0
        return VALUE[card] / 2.0

    @staticmethod
    def collects(view: View, seat: int) -> int | None:
        """The legal good ``seat`` seems to collect: its stand, then its declarations."""
        score = {g: 2 * view.stands_up[seat][g] for g in LEGAL}
        for v in view.history:
            if v.merchant == seat:
                score[v.declared] += 1
        g = max(LEGAL, key=lambda g: (score[g], -g))
        return g if score[g] else None

    def discard(self, view: View) -> tuple[int, int]:
        """The next card and pile: the cards that help the next merchant most go under, the two it wants
        least end on top (or one, covering the pile whose top it wants more)."""
        nxt = self.next_merchant(view)
        cards = sorted(cards_of(view.aside), key=lambda c: (self.feed(view, nxt, c), c))
        tops = view.pile_tops
        f = [self.feed(view, nxt, t) for t in tops]
        cover = 0 if f[0] >= f[1] else 1  # the pile the least wanted card goes on last
        if len(cards) == 1:
            return cards[0], cover
        one_pile = max(self.feed(view, nxt, cards[0]), f[1 - cover])
        two_piles = self.feed(view, nxt, cards[1])
        if len(cards) == 2 and two_piles < one_pile:
            return cards[1], 1 - cover  # the second least wanted covers the other pile
        return cards[-1], cover  # buried under what follows

    # -- loading and declaring ----------------------------------------------------------------
    def inspect_chance(self, habit: SheriffHabit, size: int) -> float:
        """How likely this round's Sheriff (its ``habit``) opens a bag of ``size`` that comes with no offer."""
        return min(self.MAX_INSPECT, habit.plain_rate() * (0.75 + 0.08 * size))

    def bribe_for(self, pen: float, worth: float) -> float:
        """The bribe offered for smuggled goods with penalty ``pen`` and worth ``worth``."""
        return min(worth, self.BRIBE_PENALTY * pen + self.BRIBE_WORTH * worth)

    def smuggle_cost(self, habit: SheriffHabit, size: int, pen: float, worth: float) -> float:
        """What smuggling goods of ``pen`` and ``worth`` in a bag of ``size`` is expected to cost with this
        Sheriff: quietly (caught at its rate of opening bags) or with a bribe (its price, or caught)."""
        lost = worth + pen
        quiet = self.inspect_chance(habit, size) * lost
        price = max(self.bribe_for(pen, worth), min(worth, habit.mean_demand()))
        bribed = habit.accept_rate() * price + habit.offer_inspect_rate() * lost
        return min(quiet, bribed)

    def smuggle_value(self, habit: SheriffHabit, g: int, limit: int) -> float:
        """An illegal card's expected worth in a bag, alone."""
        w = smuggle_worth(g)
        return w - self.smuggle_cost(habit, limit, PENALTY[g], w)

    def bag_score(self, view: View, habit: SheriffHabit, hand: Counts, bag: Counts, declared: int) -> float:
        """The expected worth of loading ``bag``; cards kept in hand count at a share of their worth."""
        later = self.RESIDUAL if merchant_turns_left(view) else 0.0
        score = 0.0
        worth = 0.0
        for g in range(KINDS):
            if hand[g] > bag[g]:
                kept = self.smuggle_value(habit, g, view.rules.bag_limit) if illegal(g) else float(VALUE[g])
                score += (hand[g] - bag[g]) * max(kept, 0.0) * later
            if g != declared:
                worth += bag[g] * self._worth(g)
        honest = bag[declared]
        score += honest * (VALUE[declared] + race_bonus(view, declared, honest) / 10.0)
        size = sum(bag)
        if size == honest:  # a Sheriff who opens an honest bag pays its penalty
            return score + 0.5 * self.inspect_chance(habit, size) * honest * PENALTY[declared]
        return score + worth - self.smuggle_cost(habit, size, penalty_of(bag, declared), worth)

    def load(self, view: View, rng: random.Random) -> list[int]:
        """An honest bag of the declared good, or the same with contraband when it pays clearly."""
        hand = view.hand
        limit = view.rules.bag_limit
        good = best_bag_good(view, hand, limit)
        declared = good if good is not None else target_good(view, hand)
        honest = min(hand[declared], limit)
        habit = sheriff_habit(view, view.sheriff)
        extras = sorted((g for g in range(KINDS) if illegal(g) for _ in range(hand[g])), key=smuggle_worth, reverse=True)
        best: list[int] | None = None
        best_score = -math.inf
        if honest:
            best = [0] * KINDS
            best[declared] = honest
            best_score = self.bag_score(view, habit, hand, tuple(best), declared)
        gold = view.gold[view.seat]
        plain_best = best_score
        for bag in smuggling_bags(declared, honest, extras, limit):
            if penalty_of(bag, declared) > gold and best is not None:
                continue  # a penalty it could not pay in gold
            s = self.bag_score(view, habit, hand, tuple(bag), declared)
            if s > best_score:
                best, best_score = bag, s
        if best is None:  # no legal good and no illegal one: impossible with cards in hand
            g = min((g for g in range(KINDS) if hand[g]), key=lambda g: (PENALTY[g], VALUE[g]))
            best = [0] * KINDS
            best[g] = 1
        if honest and best[declared] != sum(best):  # a smuggling bag: only when it clearly pays
            margin = self.SMUGGLE_MARGIN + self.IMAGE * recent_bribes(view, view.seat)
            if not merchant_turns_left(view):
                margin = 0.0  # the last bag: what stays in hand scores nothing, and no image to keep
            if best_score < plain_best + margin and rng.random() >= self.BLUFF_CHANCE:
                best = [0] * KINDS
                best[declared] = honest
        return best

    def declaration(self, view: View, bag: Counts) -> int:
        """The legal good the bag holds most of; a bag of only illegal goods names the target good."""
        held = [g for g in LEGAL if bag[g]]
        if held:
            return max(held, key=lambda g: (bag[g], VALUE[g]))
        return target_good(view, view.hand)

    # -- bargaining as a merchant ---------------------------------------------------------------
    def bribe(self, view: View) -> Offer | None:
        """The smuggler's bribe, or None: nothing for an honest bag; the Sheriff's demand when it is no
        more than the smuggled goods are worth; else a share of the penalty at stake, in gold, and
        short of gold topped up with declared goods from the bag (one always stays in it)."""
        me = view.seat
        bag, declared = view.bag, view.declared[me]
        assert bag is not None and declared is not None
        pen = penalty_of(bag, declared)
        if pen == 0:
            return None  # an inspection would pay me: let the Sheriff try
        worth = self.smuggled_worth(bag, declared)
        gold = view.gold[me]
        promise = sheriff_turns_left(view, me) > 0
        demand = view.demand
        if demand is not None and demand <= min(gold, int(worth), self.MEET_SHARE * worth):
            return Offer(gold=demand, promise=promise)
        bribe = min(int(worth), max(1, round(self.bribe_for(pen, worth))))
        p = self.inspect_chance(sheriff_habit(view, view.sheriff), sum(bag))
        if demand is not None:
            p = min(self.MAX_INSPECT, p + 0.15)  # a demand says the Sheriff suspects
        if p * (worth + pen) < self.OFFER_IF * bribe:
            return None  # this Sheriff seldom looks: say nothing
        paid = min(gold, bribe)
        goods = [0] * KINDS
        if self.bluffs(view):  # declared goods said to be in the bag, there or not: a part of the bribe no one can check
            goods[declared] = min(sum(bag), max(1, math.ceil(self.BLUFF_SHARE * bribe / VALUE[declared])))
            paid = min(gold, max(0, bribe - goods[declared] * VALUE[declared]))
        elif paid < bribe and bag[declared] > 1:
            goods[declared] = min(bag[declared] - 1, math.ceil((bribe - paid) / VALUE[declared]))
        if paid <= 0 and not any(goods):
            return Offer(promise=True) if promise else None
        return Offer(gold=paid, bag=tuple(goods), promise=promise)

    def bluffs(self, view: View) -> bool:
        """Whether this bribe promises goods from the bag whatever it holds: only where such a promise
        is void when the goods are missing, and by a draw seeded by what the table knows (so a model of
        this merchant, the ``hard`` Sheriff's, draws the same)."""
        if view.rules.bag_offers != "void":
            return False
        seed = f"bluff {view.round_no} {view.seat} {view.gold} {len(view.bids)} {view.demand}"
        return random.Random(seed).random() < self.BLUFF_OFFER

    def answer(self, view: View) -> Offer | None:
        """The offer made at ``view``'s OFFER phase, or None (pass). To a counter (``view.bids`` holds
        the bargaining so far, ``view.offer`` the standing offer): meet the new price when the goods
        are worth it, withdraw when it is dearer than being caught, else keep the offer made."""
        offer = self.bribe(view)
        standing, price = view.offer, view.demand
        if not view.bids or price is None or (offer is not None and offer.gold >= price):
            return offer
        bag, declared = view.bag, view.declared[view.seat]
        assert bag is not None and declared is not None
        worth = self.smuggled_worth(bag, declared)
        if price > worth + penalty_of(bag, declared):
            return None  # asks more than losing the goods would cost: let it open the bag, if it dares
        return standing if standing is not None else offer

    def _offer(self, view: View) -> Action:
        offer = self.answer(view)
        return Action("pass", view.seat) if offer is None or offer.empty else offer_action(view.seat, offer)

    def pay(self, view: View) -> int:
        """Gold to have the Sheriff open a rival's bag: only a big bag with a bribe on it (a likely lie),
        from the leader or from the King of a race I am close behind in, and a little."""
        m = view.merchant
        size = view.bag_sizes[m] if m is not None else None
        offer = view.offer
        if m is None or size is None or size < 4 or offer is None or not offer.gold:
            return 0
        gold = view.gold[view.seat]
        if gold < self.PAY_MIN_GOLD or not (self.leads(view, m) or self.race_rival(view, m)):
            return 0
        return min(gold, 2 if size >= 5 else 1)

    @staticmethod
    def leads(view: View, seat: int) -> bool:
        """``seat`` leads the table, me included, as the table sees the scores."""
        best = max((s for s in range(view.n) if s != view.seat), key=lambda s: estimated_score(view, s))
        return best == seat and estimated_score(view, seat) > estimated_score(view, view.seat)

    @staticmethod
    def race_rival(view: View, seat: int) -> bool:
        """``seat`` leads the race of the good it declares, and I am within three cards of it."""
        good = view.declared[seat]
        if good is None:
            return False
        mine, others = race_counts(view, good)
        theirs = view.stands_up[seat][good]
        return theirs == max(others) and 0 < theirs - mine <= 3

    # -- the Sheriff ----------------------------------------------------------------------------
    def suspicion(self, view: View, merchant: int) -> float:
        """The chance this bag lies before any bargaining: the table's habits, the bag's size, the
        merchant's record and the contraband that already reached its stand."""
        size = view.bag_sizes[merchant] or 1
        base = table_lie_rate(view) * self.size_factor(size)
        p = merchant_record(view, merchant).smuggle_rate(min(base, 0.9))
        p += min(0.15, 0.05 * view.face_down[merchant])
        return min(0.95, max(0.05, p))

    @staticmethod
    def size_factor(size: int) -> float:
        """Bigger bags lie more often: a one-card bag seldom hides anything worth the trouble."""
        return 0.3 + 0.2 * size

    def illegal_cards(self, size: int) -> float:
        """How many illegal cards a lying bag of ``size`` likely holds."""
        return max(1.0, 0.35 * size + 0.3)

    def demand(self, view: View) -> int:
        """A price for a suspicious bag (its expected penalty, in part), none for a harmless-looking one."""
        m = view.merchant
        assert m is not None
        size = view.bag_sizes[m] or 1
        p = self.suspicion(view, m)
        declared = view.declared[m]
        honest_cost = size * PENALTY[declared if declared is not None else 0]
        k = self.illegal_cards(size)
        fine = k * self.AVG_PENALTY
        if p * fine - (1 - p) * honest_cost <= 0 and (p < 0.5 or size <= 2):
            return 0  # a small or honest-looking bag goes by
        return max(1, min(view.gold[m], round(k * (self.AVG_PENALTY + self.DEMAND_SHARE * self.AVG_WORTH))))

    def offer_worth(self, offer: Offer, trust: float = 1.0) -> float:
        """A bribe to the Sheriff: gold, goods from the bag onto its stand (at the ``trust`` share of
        them it expects the bag to hand over), hand cards at half."""
        hand = sum(n * VALUE[g] for g, n in enumerate(offer.cards)) * 0.5
        return offer.gold + hand + trust * sum(n * VALUE[g] for g, n in enumerate(offer.bag))

    def claim_trust(self, view: View, merchant: int) -> float:
        """How much of what ``merchant`` promises from its bag a Sheriff counts on: the goods are unchecked
        (rule ``bag_offers``), and each promise of its that handed over less than it said counts against it."""
        trust = self.CLAIM_TRUST.get(view.rules.bag_offers, 1.0)
        if trust >= 1.0:
            return trust
        broken = sum(1 for v in view.history if v.merchant == merchant and v.given is not None and v.offer is not None and v.given != v.offer.bag)
        return max(0.0, trust - self.BROKEN_PROMISE * broken)

    def inspect_gain(self, view: View) -> float:
        """What opening this bag is expected to bring: the penalty of a lie, less that of an honest bag,
        plus the gold paid to open it; an offer (not a bare promise) is strong evidence of a lie."""
        m = view.merchant
        assert m is not None
        size = view.bag_sizes[m] or 1
        declared = view.declared[m]
        p = self.suspicion(view, m)
        offer = view.offer
        k = self.illegal_cards(size)
        if offer is not None and offer.material:
            p = 1 - (1 - p) * 0.3
            k = min(float(size), max(k, offer.gold / self.AVG_PENALTY))
        elif offer is not None:
            p = min(0.95, p * 1.15)  # a promise binds no one: weak evidence
        elif view.demand is not None:  # it would not meet my price: as likely to lie as such bags were
            p = min(p, refusal_lie_rate(view) * self.size_factor(size))
        paid = sum(view.pays)
        p = min(0.97, p + 0.05 * sum(1 for v in view.pays if v))
        honest_cost = size * PENALTY[declared if declared is not None else 0]
        return p * k * self.AVG_PENALTY - (1 - p) * honest_cost + paid

    def counter(self, view: View, legal: Sequence[Action]) -> int:
        """A new price (0: none) when the offer is well below what opening the bag is expected to bring:
        that take, asked once a bag; never when my price is met or a promise I owe is in play."""
        m = view.merchant
        if m is None or not view.counters_left or len(view.bids) != 1 or promised_to(view, m):
            return 0
        prices = [a.value for a in legal if a.act == "demand" and a.value is not None]
        if not prices:
            return 0
        offer = view.offer
        if offer is not None and view.demand is not None and offer.gold >= view.demand:
            return 0
        gain = self.inspect_gain(view)
        worth = self.offer_worth(offer, self.claim_trust(view, m)) if offer is not None else 0.0
        if gain < self.COUNTER_MIN or worth >= self.COUNTER_BELOW * gain:
            return 0
        return min(max(round(gain), prices[0]), prices[-1])

    def verdict(self, view: View, rng: random.Random) -> str:
        """Accept a bribe worth more than an inspection, inspect when that pays (and now and then when
        it nearly does, so merchants can't count on a pass), else let the bag through."""
        m = view.merchant
        assert m is not None
        gain = self.inspect_gain(view)
        bribe = self.offer_worth(view.offer, self.claim_trust(view, m)) if view.offer is not None else None
        best_other = max(0.0, bribe if bribe is not None else 0.0)
        if promised_to(view, m) and gain - best_other < self.CHEAP_PROMISE:
            return "accept" if view.offer is not None else "pass"  # a promise kept, while it is cheap
        offer = view.offer
        if offer is not None and view.demand is not None and offer.gold >= view.demand:
            return "accept"  # my price met: a Sheriff keeps its word
        if bribe is not None and bribe >= max(gain, 0.0):
            return "accept"
        size = view.bag_sizes[m] or 0
        if gain > 0 or (size >= 3 and gain > -self.PROBE_WITHIN and bribe is None and rng.random() < self.PROBE_CHANCE):
            return "inspect"
        return "pass"
