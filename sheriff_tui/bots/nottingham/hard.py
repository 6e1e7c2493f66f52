"""The ``hard`` Sheriff of Nottingham player: ``normal``, with a Sheriff that reads a bag
by asking how a merchant would have come to it, and a merchant that loads, declares
and bribes by playing the bargaining out.

A bag's cards are hidden, but how it was loaded, declared and bargained over is
not. To judge one, the Sheriff deals the merchant hands from the cards it can't
see, lets the merchant's own ``normal`` reasoning load, declare and bribe from
each, and keeps the hands that end in the bag size, declaration and every
answer of the bargaining the table saw (its offer, and after each counter the
offer made again or withdrawn: rejection sampling, with ``normal`` as the
model of a merchant). The
bags kept say what an inspection would find, and what goods promised from the bag
it would hand over: it then takes the bribe, opens the
bag or lets it by, whichever is worth most on average. When the merchant's
play fits too few hands, or the table has caught it smuggling without a bribe
(which ``normal`` never does: a person, say), it judges as ``normal`` does; and
like ``normal`` it opens a quiet bag now and then, so that a smuggler can't
count on silence.

As a merchant (:mod:`.merchant`) it weighs a few bags against ``normal``'s own: an
honest bag of each legal good it holds and ``normal``'s smuggling bags (one to three
fewer of the declared good, the best contraband added), each with every
declaration, and, at its offer, none, ``normal``'s, a little more or less gold, the
price named and a bare promise. Each is worth the cards it keeps plus the
bargaining played out with a Sheriff that reasons as ``normal`` does from what the
table sees (all of it public: the Sheriff's price, the answer, the others' gold to
open, the counter, the verdict at each quantile of its coin flip), less a share of
what the Sheriff gains (a rival). ``normal``'s choice stands unless another beats it
by ``EDGE``. The market, the discards and the Sheriff's prices and counters are
``normal``'s.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from ...engine.nottingham import BAG, DECLARE, OFFER, Bid, Offer, View, handover
from ...engine.nottingham.goods import EMPTY, KINDS, LEGAL, PENALTY, Counts, counts_of, deck_for
from .eval import best_bag_good, illegal, penalty_of, sheriff_turns_left, smuggle_worth, target_good
from .merchant import Bargain, Worth, kept_worth, to_bargain
from .normal import NottinghamNormal, smuggling_bags


def unseen_pool(view: View) -> list[int]:
    """The cards this seat can't place: the deck less its hand and stand, every face-up good and the pile tops."""
    left = list(counts_of(deck_for(view.rules)))
    known: list[Sequence[int]] = [view.hand, view.stand]
    known += [view.stands_up[s] for s in range(view.n) if s != view.seat]
    if view.bag is not None:
        known.append(view.bag)
    for counts in known:
        for g in range(KINDS):
            left[g] -= counts[g]
    for top in view.pile_tops:
        if top is not None:
            left[top] -= 1
    return [g for g in range(KINDS) for _ in range(max(left[g], 0))]


def draw(pool: list[int], size: int, rng: random.Random) -> Counts:
    """``size`` cards from ``pool`` (a partial shuffle: the pool's order is left changed, not its cards)."""
    out = [0] * KINDS
    n = len(pool)
    for i in range(min(size, n)):
        j = rng.randrange(i, n)
        pool[i], pool[j] = pool[j], pool[i]
        out[pool[i]] += 1
    return tuple(out)


class NottinghamHard(NottinghamNormal):
    level = "hard"
    TRIES = 1200  # merchant hands dealt per verdict, at most
    ENOUGH = 120  # … stopping once this many fit what the table saw
    FIT = 25  # fewer fitting hands than this: judge as normal does
    SEARCH_BAGS = True  # load and declare by playing each candidate's bargaining out (:mod:`.merchant`)
    SEARCH_OFFERS = True  # … and the offer, and the answer to a counter
    EDGE = 1.0  # an alternative must beat normal's choice by this much (gold, less the Sheriff's share)
    GRID = 8  # quantiles of the Sheriff's coin flip a bargaining is played out at
    RIVAL: float | None = None  # the Sheriff's gain counts against mine at this share (None: 1 / (players - 1))

    def __init__(self, scale: float = 1.0, level: str = "hard") -> None:
        """``scale`` multiplies the hands dealt and kept per verdict (``expert``:
        :data:`~sheriff_tui.bots.hard.EXPERT_SCALE`; below 1, a fast player for tests)."""
        super().__init__()
        self.level = level
        if scale != 1:
            self.TRIES = max(1, round(type(self).TRIES * scale))
            self.ENOUGH = max(1, round(type(self).ENOUGH * scale))
            self.FIT = min(self.FIT, self.ENOUGH)  # a fit is as telling however many were dealt
            self.GRID = max(2, round(type(self).GRID * scale))

    def verdict(self, view: View, rng: random.Random) -> str:
        m = view.merchant
        if m is None or self.off_model(view, m):
            return super().verdict(view, rng)
        bags = self.fitting_bags(view, rng)
        if len(bags) < self.FIT:
            return super().verdict(view, rng)
        declared = view.declared[m] if m is not None else None
        assert m is not None and declared is not None
        size = view.bag_sizes[m] or 0
        found = 0.0
        for bag in bags:  # what opening it brings me: their penalty, or mine to pay for an honest bag
            pen = penalty_of(bag, declared)
            found += pen if pen else -size * PENALTY[declared]
        inspect = found / len(bags) + sum(view.pays)
        options = {"pass": 0.0, "inspect": inspect}
        if view.offer is not None:  # goods promised from the bag: what each bag kept would hand over
            offer, how = view.offer, view.rules.bag_offers
            options["accept"] = sum(self.offer_worth(dataclasses.replace(offer, bag=handover(offer.bag, bag, how))) for bag in bags) / len(bags)
        best = max(options, key=lambda k: (options[k], k == "pass"))
        if best == "pass" and view.offer is None and size >= 3 and inspect > -self.PROBE_WITHIN and rng.random() < self.PROBE_CHANCE:
            return "inspect"  # now and then anyway, as normal does: a quiet smuggler can't count on a pass
        return best

    # -- the merchant ------------------------------------------------------------------------------
    def rival(self, view: View) -> float:
        return self.RIVAL if self.RIVAL is not None else 1.0 / max(1, view.n - 1)

    def bag_worth(self, view: View, bag: Counts, declared: int, rest: Counts, bargain: Bargain) -> float:
        """What loading ``bag`` and declaring it ``declared`` is worth: the cards kept in hand, and the
        bargaining over it played out (the Sheriff's price, ``normal``'s answer, the verdict)."""
        mine = to_bargain(view, bag, declared, rest)
        mine = dataclasses.replace(mine, demand=bargain.demand(mine))
        endings = bargain.endings(mine, bargain.answer(mine))
        return kept_worth(self, view, rest, EMPTY) + Worth(view, self.rival(view)).expected(bag, declared, endings)

    def bag_choices(self, view: View, plain: Counts) -> list[Counts]:
        """The bags worth weighing: an honest one of each legal good held, ``normal``'s own, and its
        smuggling bags (one to three fewer of the declared good, the best contraband added)."""
        hand, limit = view.hand, view.rules.bag_limit
        bags = {plain}
        for g in LEGAL:
            if hand[g]:
                bags.add(tuple(min(hand[g], limit) if k == g else 0 for k in range(KINDS)))
        good = best_bag_good(view, hand, limit)
        declared = good if good is not None else target_good(view, hand)
        honest = min(hand[declared], limit)
        extras = sorted((g for g in range(KINDS) if illegal(g) for _ in range(hand[g])), key=smuggle_worth, reverse=True)
        for bag in smuggling_bags(declared, honest, extras, limit):
            bags.add(tuple(bag))
        return sorted(bags)

    def load(self, view: View, rng: random.Random) -> list[int]:
        """``normal``'s bag, unless another bag (with its best declaration) is worth ``EDGE`` more."""
        plain = super().load(view, rng)
        if not self.SEARCH_BAGS:
            return plain
        hand, gold = view.hand, view.gold[view.seat]
        bargain = Bargain(self.GRID)
        first = tuple(plain)

        def rest_of(bag: Counts) -> Counts:
            return tuple(h - b for h, b in zip(hand, bag))

        said = NottinghamNormal.declaration(self, dataclasses.replace(view, hand=rest_of(first)), first)
        best, best_score = first, self.bag_worth(view, first, said, rest_of(first), bargain) + self.EDGE
        for bag in self.bag_choices(view, first):
            for g in LEGAL:
                if (bag, g) == (first, said) or penalty_of(bag, g) > gold:
                    continue  # a penalty it could not pay in gold
                score = self.bag_worth(view, bag, g, rest_of(bag), bargain)
                if score > best_score:
                    best, best_score = bag, score
        return list(best)

    def declaration(self, view: View, bag: Counts) -> int:
        """``normal``'s declaration, unless another legal good is worth ``EDGE`` more for this bag."""
        plain = super().declaration(view, bag)
        if not self.SEARCH_BAGS or view.phase != DECLARE:
            return plain
        bargain = Bargain(self.GRID)
        scores = {g: self.bag_worth(view, bag, g, view.hand, bargain) for g in LEGAL}
        best = max(LEGAL, key=lambda g: (scores[g], g == plain))
        return best if scores[best] > scores[plain] + self.EDGE else plain

    def offer_choices(self, view: View, plain: Offer | None) -> list[Offer | None]:
        """Offers worth weighing: none, ``normal``'s, a little more or less gold than it (the goods it
        promises kept), the price named, a bare promise."""
        gold = view.gold[view.seat]
        promise = sheriff_turns_left(view, view.seat) > 0
        base = plain.gold if plain is not None else 0
        goods = plain.bag if plain is not None else EMPTY
        golds = {base - 2, base - 1, base + 1, base + 2, round(base * 0.6), round(base * 1.4)}
        if view.demand is not None:
            golds.add(view.demand)
        out: list[Offer | None] = [None, plain] if plain is not None else [None]
        out += [Offer(gold=x, bag=goods, promise=promise) for x in sorted(golds) if 1 <= x <= gold]
        if promise:
            out.append(Offer(promise=True))
        return out

    def answer(self, view: View) -> Offer | None:
        """``normal``'s offer (or answer to a counter), unless another is worth ``EDGE`` more, the
        bargaining played out from here."""
        plain = super().answer(view)
        me = view.seat
        bag, declared = view.bag, view.declared[me]
        if not self.SEARCH_OFFERS or bag is None or declared is None:
            return plain
        bargain = Bargain(self.GRID)
        worth = Worth(view, self.rival(view))

        def score(offer: Offer | None) -> float:
            return worth.expected(bag, declared, bargain.endings(view, offer))

        best, best_score = plain, score(plain) + self.EDGE
        for offer in self.offer_choices(view, plain):
            if offer == plain:
                continue
            s = score(offer)
            if s > best_score:
                best, best_score = offer, s
        return best

    @staticmethod
    def off_model(view: View, merchant: int) -> bool:
        """The table has caught ``merchant`` lying without a bribe: it doesn't bargain as ``normal``
        does (a person, say), so its bags are judged as ``normal`` judges them."""
        return any(
            v.merchant == merchant and v.honest is False and (v.offer is None or not v.offer.material) for v in view.history
        )

    def fitting_bags(self, view: View, rng: random.Random) -> list[Counts]:
        """Bags the merchant might hold: from hands dealt out of the unseen cards, those whose ``normal``
        loading, declaration and every answer to the Sheriff's prices are what the table saw."""
        m = view.merchant
        if m is None or view.bag_sizes[m] is None:
            return []
        size = view.bag_sizes[m] or 0
        declared = view.declared[m]
        pool = unseen_pool(view)
        hand_size = view.hand_sizes[m] + size
        if len(pool) < hand_size:
            return []
        me = dataclasses.replace(
            view, seat=m, phase=BAG, to_act=m, merchant=None, stand=view.stands_up[m], bag=None,
            demand=None, offer=None, pays=(0,) * view.n, aside=EMPTY, to_take=0, bids=(), counters_left=0,
        )
        said = (*view.bids[:-1], Bid(view.demand, view.offer))  # at the verdict the last answer is the price and offer standing
        model = NottinghamNormal()
        out: list[Counts] = []
        for k in range(self.TRIES):
            hand = draw(pool, hand_size, rng)
            loading = dataclasses.replace(me, hand=hand)
            bag = tuple(model.load(loading, random.Random(k)))
            if sum(bag) != size or model.declaration(loading, bag) != declared:
                continue
            rest = tuple(h - b for h, b in zip(hand, bag))
            bargaining = dataclasses.replace(loading, phase=OFFER, hand=rest, bag=bag, declared=view.declared, bag_sizes=view.bag_sizes)
            if not _same_answers(model, bargaining, said):
                continue
            out.append(bag)
            if len(out) == self.ENOUGH:
                break
        return out


def _same_answers(model: NottinghamNormal, bargaining: View, said: Sequence[Bid]) -> bool:
    """The model, asked each price in turn (with the offer then standing), answers as the merchant did."""
    standing: Offer | None = None
    for i, bid in enumerate(said):
        asked = dataclasses.replace(bargaining, demand=bid.demand, offer=standing, bids=tuple(said[:i]))
        if not _same_offer(model.answer(asked), bid.offer):
            return False
        standing = bid.offer
    return True


def _same_offer(a: Offer | None, b: Offer | None) -> bool:
    if a is None or a.empty:
        return b is None or b.empty
    return b is not None and a == b


def hard(scale: float = 1.0, level: str = "hard") -> NottinghamHard:
    """``hard``; ``expert`` is this with :data:`~sheriff_tui.bots.hard.EXPERT_SCALE` times the merchant hands per verdict."""
    return NottinghamHard(scale, level)
