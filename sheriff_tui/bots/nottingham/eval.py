"""What the ``normal`` Nottingham bot reads off its view: goods worth, bonus races,
each Sheriff's habits and each merchant's record (rules digest §4).

Everything here is computed from :class:`~sheriff_tui.engine.nottingham.View`
alone: the public stands (legal goods face up), the public record of verdicts
(``history``: demands, offers, payments to open, opened bags) and the seat's own
hand, bag and stand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Sequence

from ...engine.nottingham import View
from ...engine.nottingham.goods import BONUS, GOODS, KINDS, LEGAL, PENALTY, VALUE, legal_count

CONTRABAND_KINDS = ("contraband", "royal")  # inspected as contraband, never declarable


def illegal(g: int) -> bool:
    """Contraband and royal goods: they can only come through a bag by smuggling."""
    return GOODS[g].kind in CONTRABAND_KINDS


def counts_for(g: int) -> int:
    """The legal good card ``g`` counts towards for the bonuses (-1: none)."""
    return GOODS[g].counts_as


# -- bonus races -----------------------------------------------------------------------


def race_counts(view: View, good: int) -> tuple[int, list[int]]:
    """(my count of legal ``good`` for the bonuses, every other seat's face-up count)."""
    mine = legal_count(view.stand, good)
    others = [view.stands_up[s][good] for s in range(view.n) if s != view.seat]
    return mine, others


def race_bonus(view: View, good: int, extra: int) -> float:
    """The King or Queen bonus ``extra`` more of ``good`` would put within reach, as a rough share."""
    mine, others = race_counts(view, good)
    ranked = sorted(others, reverse=True) + [0]
    total = mine + extra
    king, queen = BONUS[good]
    if total > ranked[0]:
        return float(king)
    if total > ranked[1]:
        return float(queen) * 0.8
    return 0.0


def target_good(view: View, hand: Sequence[int]) -> int:
    """The legal good to collect: the one held most (royal goods by their number), then the one already
    on my stand with a bonus within reach, then the dearer one."""
    def score(g: int) -> tuple[float, int]:
        held = sum(n * GOODS[k].times for k, n in enumerate(hand) if counts_for(k) == g)
        plain = hand[g]
        mine = legal_count(view.stand, g)
        return (2.0 * plain + 0.5 * (held - plain) + 0.5 * min(mine, 8) + race_bonus(view, g, plain) / 5.0 + VALUE[g] / 10.0, -g)

    return max(LEGAL, key=score)


def best_bag_good(view: View, hand: Sequence[int], limit: int) -> int | None:
    """The legal good in hand that makes the best honest bag now: value through, and the bonus it nears."""
    held = [g for g in LEGAL if hand[g]]
    if not held:
        return None

    def score(g: int) -> tuple[float, int]:
        n = min(hand[g], limit)
        return (n * VALUE[g] + race_bonus(view, g, n) / 5.0 + 0.5 * min(legal_count(view.stand, g), 8), -g)

    return max(held, key=score)


# -- goods worth ---------------------------------------------------------------------------


def smuggle_worth(g: int) -> float:
    """What an illegal card is worth on my stand: its value, a royal good also its bonus weight."""
    v = float(VALUE[g])
    if GOODS[g].kind == "royal":
        v += GOODS[g].times  # it pushes a bonus race, a little
    return v


# -- the public record ------------------------------------------------------------------------


@dataclass(frozen=True)
class SheriffHabit:
    """A Sheriff's record: how often it opened bags that came with no offer, what it did with offers,
    and the prices it demanded."""

    plain_bags: int  # no offer made
    plain_inspected: int
    offers: int
    accepted: int
    offers_inspected: int
    demands: int
    demanded: int  # gold demanded, in all

    def plain_rate(self, prior: float = 0.35, weight: float = 3.0) -> float:
        return (self.plain_inspected + prior * weight) / (self.plain_bags + weight)

    def accept_rate(self) -> float:
        """How often it took a bribe; before any, a strict Sheriff is taken to take fewer."""
        return (self.accepted + 1.6 * (1.0 - self.plain_rate())) / (self.offers + 2.0)

    def offer_inspect_rate(self) -> float:
        """How often it opened a bag that came with a bribe; before any, as often as the others."""
        return (self.offers_inspected + 2.0 * self.plain_rate()) / (self.offers + 2.0)

    def mean_demand(self) -> float:
        return self.demanded / self.demands if self.demands else 0.0


def sheriff_habit(view: View, sheriff: int) -> SheriffHabit:
    plain = plain_in = offers = accepted = offer_in = demands = demanded = 0
    for v in view.history:
        if v.sheriff != sheriff:
            continue
        opened = v.outcome == "inspect"
        if v.offer is None:
            plain += 1
            plain_in += opened
        else:
            offers += 1
            accepted += v.outcome == "accept"
            offer_in += opened
        if v.demand is not None:
            demands += 1
            demanded += v.demand
    return SheriffHabit(plain, plain_in, offers, accepted, offer_in, demands, demanded)


@dataclass(frozen=True)
class MerchantRecord:
    """A merchant's public record: bags opened, how many of them lied, bribes offered."""

    bags: int
    opened: int
    caught: int
    offers: int  # offers of gold or goods (a promise alone is not counted)

    def smuggle_rate(self, base: float) -> float:
        """The share of its bags likely dishonest: caught lies and bribes as evidence, ``base`` as the prior."""
        evidence = self.caught + 0.6 * self.offers
        trials = self.opened + 0.6 * self.offers
        return (evidence + base * 3.0) / (trials + 3.0)


def merchant_record(view: View, merchant: int) -> MerchantRecord:
    bags = opened = caught = offers = 0
    for v in view.history:
        if v.merchant != merchant:
            continue
        bags += 1
        if v.outcome == "inspect":
            opened += 1
            caught += v.honest is False
        if v.offer is not None and v.offer.material:
            offers += 1
    return MerchantRecord(bags, opened, caught, offers)


def table_lie_rate(view: View) -> float:
    """How often this table's bags lie, with a prior of 0.4: the opened bags, and the bribes of gold or
    goods (honest bags rarely pay one) as most likely lies."""
    lies = trials = 0.0
    for v in view.history:
        if v.outcome == "inspect":
            trials += 1
            lies += v.honest is False
        elif v.offer is not None and v.offer.material:
            trials += 1
            lies += 0.8
    return (lies + 0.4 * 4.0) / (trials + 4.0)


def refusal_lie_rate(view: View) -> float:
    """How often an opened bag lied when its merchant had refused the Sheriff's demand (prior 0.3)."""
    lies = trials = 0
    for v in view.history:
        if v.outcome == "inspect" and v.demand is not None and v.offer is None:
            trials += 1
            lies += v.honest is False
    return (lies + 0.3 * 3.0) / (trials + 3.0)


def recent_bribes(view: View, merchant: int, last: int = 3) -> int:
    """How many of ``merchant``'s last bags came with a bribe of gold or goods (its table image)."""
    mine = [v for v in view.history if v.merchant == merchant][-last:]
    return sum(1 for v in mine if v.offer is not None and v.offer.material)


def estimated_score(view: View, seat: int) -> float:
    """A seat's score as the table sees it: gold, face-up goods, face-down cards at about 6 each."""
    up = sum(n * VALUE[g] for g, n in enumerate(view.stands_up[seat]))
    return view.gold[seat] + up + 6.0 * view.face_down[seat]


def promised_to(view: View, sheriff: int) -> bool:
    """Did I promise ``sheriff`` (now a merchant) to spare its bag, in an offer it accepted?"""
    return any(
        v.merchant == view.seat and v.sheriff == sheriff and v.outcome == "accept" and v.offer is not None and v.offer.promise
        for v in view.history
    )


def penalty_of(bag: Sequence[int], declared: int) -> int:
    """What an inspection of ``bag`` declared as ``declared`` costs its merchant (0 if honest)."""
    return sum(n * PENALTY[g] for g, n in enumerate(bag) if g != declared)


def sheriff_turns_left(view: View, seat: int) -> int:
    """Rounds still to come (after this one) in which ``seat`` is the Sheriff."""
    return sum(1 for r in range(view.round_no + 1, view.rounds) if (view.dealer + r) % view.n == seat)


def merchant_turns_left(view: View) -> int:
    """Rounds still to come (after this one) in which this seat is a merchant."""
    return sum(1 for r in range(view.round_no + 1, view.rounds) if (view.dealer + r) % view.n != view.seat)


def smuggling_bags(declared: int, honest: int, extras: Sequence[int], limit: int) -> Iterator[list[int]]:
    """The smuggling bags worth weighing: up to three fewer of the declared good than an honest
    bag holds, topped up with the best contraband (``extras``, best first) up to ``limit`` cards."""
    for d in range(honest, max(-1, honest - 3), -1):
        for k in range(1, min(len(extras), limit - d) + 1):
            bag = [0] * KINDS
            bag[declared] = d
            for g in extras[:k]:
                bag[g] += 1
            yield bag
