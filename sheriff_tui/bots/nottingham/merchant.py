"""The ``hard`` merchant's look ahead: a bag, a declaration or an offer weighed by how the
bargaining over it would end with a Sheriff who reasons as ``normal`` does.

Everything the ``normal`` Sheriff weighs is public (the bag's size and declaration, the
table's record, the offer, the prices said, the gold paid to open), so the merchant can
play the bargaining out from its own view: the Sheriff's price, its own answer (``normal``'s
or the one being weighed), the other merchants' payments to open (``normal``'s, from what the
merchant sees of their stands), the Sheriff's counter, the answer to it, and the verdict.
The verdict's one coin flip (``normal`` opens a quiet bag now and then) is taken at each
point of a grid of quantiles (:class:`Quantile`) instead of at random draws, so the
expectation is exact for a threshold and the same every time: no noise to tell apart
from an edge. Only the seat's own view enters.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine.core import Action
from ...engine.nottingham import OFFER, PAY, VERDICT, Bid, Offer, View, handover
from ...engine.nottingham.goods import EMPTY, KINDS, PENALTY, VALUE, Counts
from .eval import illegal, merchant_turns_left, race_bonus, sheriff_habit, smuggle_worth
from .normal import NottinghamNormal


class Quantile(random.Random):
    """A die that always shows ``u``: a coin flip taken at one quantile of a grid."""

    def __init__(self, u: float) -> None:
        super().__init__(0)
        self.u = u

    def random(self) -> float:  # noqa: D102 - the one draw the Sheriff's verdict makes
        return self.u


def quantiles(n: int) -> tuple[float, ...]:
    """``n`` evenly spaced quantiles, each the middle of its slice."""
    return tuple((i + 0.5) / n for i in range(n))


@dataclass(frozen=True)
class Ending:
    """How a bag's bargaining ends: the verdict, the offer standing at it, and how likely that is."""

    outcome: str  # "accept", "inspect" or "pass"
    offer: Offer | None
    weight: float


Answer = Callable[[View], "Offer | None"]


def _with(values: tuple, seat: int, value: object) -> tuple:
    return tuple(value if s == seat else v for s, v in enumerate(values))


def _said(offer: Offer | None) -> Offer | None:
    """What the table hears: an empty offer is a pass."""
    return None if offer is None or offer.empty else offer


def to_bargain(view: View, bag: Counts, declared: int, rest: Counts) -> View:
    """The seat's view as its bag comes up for bargaining: ``bag`` declared as ``declared``, ``rest`` in hand."""
    me = view.seat
    return dataclasses.replace(
        view, phase=OFFER, to_act=me, merchant=me, hand=rest, bag=bag, declared=_with(view.declared, me, declared),
        bag_sizes=_with(view.bag_sizes, me, sum(bag)), demand=None, offer=None, pays=(0,) * view.n, bids=(),
        counters_left=view.rules.counters, aside=EMPTY, to_take=0, drew=False,
    )


def seen_from(view: View, seat: int) -> View:
    """``view``'s table as ``seat`` would see it, as far as this seat can tell: the public things,
    ``seat``'s face-up goods for its stand, no hand nor bag (``normal`` never reads them there)."""
    return dataclasses.replace(view, seat=seat, to_act=seat, hand=EMPTY, stand=view.stands_up[seat], bag=None)


class Bargain:
    """Plays a bag's bargaining out: ``sheriff`` and the payers reason as ``normal``; the merchant
    answers later prices with ``answer`` (``normal``'s by default)."""

    def __init__(self, grid: int = 8, answer: Answer | None = None) -> None:
        self.model = NottinghamNormal()
        self.answer = answer or self.model.answer
        self.grid = quantiles(grid)

    def demand(self, mine: View) -> int | None:
        """The Sheriff's first price for the bag ``mine`` is bargaining over (None: none)."""
        if not mine.rules.demands or mine.gold[mine.seat] <= 0:
            return None
        return self.model.demand(seen_from(mine, mine.sheriff)) or None

    def pays(self, mine: View, offer: Offer | None) -> tuple[int, ...]:
        """What the other merchants pay to have the bag opened, after its first answer."""
        pays = [0] * mine.n
        if not mine.rules.open_bribes:
            return tuple(pays)
        me = mine.seat
        for k in range(1, mine.n):
            t = (me + k) % mine.n
            if t == mine.sheriff or mine.gold[t] <= 0:
                continue
            theirs = dataclasses.replace(seen_from(mine, t), phase=PAY, offer=offer, pays=tuple(pays))
            pays[t] = self.model.pay(theirs)
        return tuple(pays)

    def endings(self, mine: View, answer: Offer | None) -> list[Ending]:
        """The verdicts ``answer`` (said at ``mine``, the seat's OFFER view) leads to, with their chances."""
        sheriff, me = mine.sheriff, mine.seat
        offer = _said(answer)
        bids = (*mine.bids, Bid(mine.demand, offer))
        pays = self.pays(mine, offer) if not mine.bids else mine.pays
        demand, counters = mine.demand, mine.counters_left
        while True:
            seen = dataclasses.replace(
                seen_from(mine, sheriff), phase=VERDICT, demand=demand, offer=offer, pays=pays, bids=bids, counters_left=counters,
            )
            price = 0
            if counters:
                lo, hi = 1 + (offer.gold if offer is not None else 0), mine.gold[me]
                legal = [Action("demand", sheriff, value=lo), Action("demand", sheriff, value=hi)] if lo <= hi else []
                price = self.model.counter(seen, legal)
            if not price:
                break
            counters -= 1
            demand = price
            again = dataclasses.replace(mine, demand=price, offer=offer, bids=bids, counters_left=counters, pays=pays)
            offer = _said(self.answer(again))
            bids = (*bids, Bid(price, offer))
        tally: dict[str, float] = {}
        for u in self.grid:
            outcome = self.model.verdict(seen, Quantile(u))
            tally[outcome] = tally.get(outcome, 0.0) + 1.0 / len(self.grid)
        return [Ending(k, offer if k == "accept" else None, w) for k, w in tally.items()]


@dataclass(frozen=True)
class Worth:
    """What a bag's fate is worth to its merchant: its own gain, less ``rival`` times the Sheriff's
    (the Sheriff is a rival: gold it takes from me counts twice in the ranking, once for each side)."""

    view: View
    rival: float

    def goods(self, goods: Sequence[int], declared: int) -> float:
        """Goods onto my stand: legal ones at their value (the declared ones nearer a bonus, as ``normal``
        counts them), contraband at its worth."""
        w = sum(n * (smuggle_worth(g) if illegal(g) else VALUE[g]) for g, n in enumerate(goods) if n)
        n = goods[declared]
        return w + (n * race_bonus(self.view, declared, n) / 10.0 if n else 0.0)

    def ending(self, bag: Counts, declared: int, end: Ending) -> float:
        size = sum(bag)
        if end.outcome == "accept" and end.offer is not None:
            offer = end.offer
            given = handover(offer.bag, bag, self.view.rules.bag_offers) if any(offer.bag) else EMPTY
            through = tuple(b - g for b, g in zip(bag, given))
            hand = sum(n * VALUE[g] for g, n in enumerate(offer.cards))
            theirs = offer.gold + hand + sum(n * VALUE[g] for g, n in enumerate(given))
            return self.goods(through, declared) - offer.gold - hand * NottinghamNormal.RESIDUAL - self.rival * theirs
        if end.outcome == "inspect":
            if bag[declared] == size:  # an honest bag: the Sheriff pays me its penalty
                fine = size * PENALTY[declared]
                return self.goods(bag, declared) + fine * (1 + self.rival)
            kept = tuple(n if g == declared else 0 for g, n in enumerate(bag))
            owed = sum(n * PENALTY[g] for g, n in enumerate(bag) if g != declared)
            return self.goods(kept, declared) - owed * (1 + self.rival)
        return self.goods(bag, declared)

    def expected(self, bag: Counts, declared: int, endings: Sequence[Ending]) -> float:
        return sum(e.weight * self.ending(bag, declared, e) for e in endings)


def kept_worth(model: NottinghamNormal, view: View, hand: Counts, bag: Counts) -> float:
    """What the cards left in hand are worth for the bags to come, as ``normal`` counts them."""
    if not merchant_turns_left(view):
        return 0.0
    habit = sheriff_habit(view, view.sheriff)
    score = 0.0
    for g in range(KINDS):
        if hand[g] > bag[g]:
            kept = model.smuggle_value(habit, g, view.rules.bag_limit) if illegal(g) else float(VALUE[g])
            score += (hand[g] - bag[g]) * max(kept, 0.0) * model.RESIDUAL
    return score
