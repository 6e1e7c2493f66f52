"""Why :class:`~.normal.NottinghamNormal` makes its move: :func:`explain`, the same rules as its
``choose`` (the market, the bag, the declaration, the bribe, the Sheriff's price and verdict) run
once more, recording which rule fired and the facts it read. ``choose`` is ``hard``'s playout
policy (and its model of the other merchants) and stays as it is: this module only calls its
helpers, drawing from the rng exactly where ``choose`` does.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Sequence

from ...engine.core import Action
from ...engine.nottingham import BAG, DECLARE, DEMAND, DISCARD, MARKET, OFFER, PAY, TAKE, VERDICT, View
from ...engine.nottingham.goods import KINDS, LEGAL, PENALTY, VALUE, cards_of
from ..reasons import PLAIN, Reason, reason
from .eval import (
    best_bag_good, illegal, merchant_turns_left, penalty_of, promised_to, recent_bribes, sheriff_habit, smuggle_worth, smuggling_bags,
    target_good,
)

if TYPE_CHECKING:
    from .normal import NottinghamNormal


def explain(bot: NottinghamNormal, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
    """``bot.choose(view, legal, rng)`` and why (:data:`PLAIN` where its rules say nothing more)."""
    phase = view.phase
    if phase == OFFER:
        return bot.choose(view, legal, rng), _offer_reason(bot, view)
    if len(legal) == 1:
        return legal[0], PLAIN
    if phase == MARKET:
        target = target_good(view, view.hand)
        keep = bot.keep(view, view.hand)
        kept_illegal = tuple(g for g in range(KINDS) if illegal(g) and keep[g])
        return bot.choose(view, legal, rng), reason("market", good=target, illegal=kept_illegal)
    if phase == TAKE:
        a = bot.choose(view, legal, rng)
        if a.act == "take":
            card = view.pile_tops[a.value or 0]
            target = target_good(view, view.hand)
            return a, reason("take_target" if card == target else "take_wanted", good=card)
        return a, reason("draw_none_wanted")
    if phase == DISCARD:
        a = bot.choose(view, legal, rng)
        nxt = bot.next_merchant(view)
        cards = sorted(cards_of(view.aside), key=lambda c: (bot.feed(view, nxt, c), c))
        under = len(cards) > 2 and a.card == cards[-1] and a.card != cards[0]
        return a, reason("discard_under" if under else "discard_cover", seat=nxt)
    if phase == BAG:
        bag, why = _load(bot, view, rng)
        return Action("bag", view.seat, cards=cards_of(bag)), why
    if phase == DECLARE:
        assert view.bag is not None
        g = bot.declaration(view, view.bag)
        held = any(view.bag[x] for x in LEGAL)
        return Action("declare", view.seat, card=g), reason("declare" if held else "declare_cover", good=g, count=view.bag[g])
    if phase == DEMAND:
        return bot.choose(view, legal, rng), _demand_reason(bot, view)
    if phase == PAY:
        a = bot.choose(view, legal, rng)
        return a, (reason("pay", leads=bot.leads(view, view.merchant)) if a.act == "pay" else PLAIN)  # type: ignore[arg-type]
    if phase == VERDICT:
        return _verdict(bot, view, legal, rng)
    return bot.choose(view, legal, rng), PLAIN


def _load(bot: NottinghamNormal, view: View, rng: random.Random) -> tuple[list[int], Reason]:
    """:meth:`NottinghamNormal.load`'s rules (the same draw from ``rng``, at the same point)."""
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
        best_score = bot.bag_score(view, habit, hand, tuple(best), declared)
    gold = view.gold[view.seat]
    plain_best = best_score
    for bag in smuggling_bags(declared, honest, extras, limit):
        if penalty_of(bag, declared) > gold and best is not None:
            continue
        s = bot.bag_score(view, habit, hand, tuple(bag), declared)
        if s > best_score:
            best, best_score = bag, s
    if best is None:
        g = min((g for g in range(KINDS) if hand[g]), key=lambda g: (PENALTY[g], VALUE[g]))
        best = [0] * KINDS
        best[g] = 1
        return best, PLAIN
    caught = round(bot.inspect_chance(habit, sum(best)), 2)
    if honest and best[declared] != sum(best):
        margin = bot.SMUGGLE_MARGIN + bot.IMAGE * recent_bribes(view, view.seat)
        if not merchant_turns_left(view):
            margin = 0.0
        gain = round(best_score - plain_best, 1)
        if best_score < plain_best + margin:
            if rng.random() >= bot.BLUFF_CHANCE:
                plain = [0] * KINDS
                plain[declared] = honest
                return plain, reason("honest_safer", good=declared, count=honest, gain=gain, image=recent_bribes(view, view.seat))
            return best, reason("smuggle_bluff", good=declared, illegal=_illegal(best), gain=gain)
        return best, reason("smuggle", good=declared, illegal=_illegal(best), gain=gain, caught=caught)
    if not honest:
        return best, reason("smuggle_only", illegal=_illegal(best), caught=caught)
    return best, reason("honest", good=declared, count=honest, contraband=bool(extras), caught=caught)


def _illegal(bag: Sequence[int]) -> tuple[int, ...]:
    return tuple(g for g in range(KINDS) if illegal(g) for _ in range(bag[g]))


def _offer_reason(bot: NottinghamNormal, view: View) -> Reason:
    """:meth:`NottinghamNormal.bribe`'s reasons (and :meth:`~NottinghamNormal.answer`'s, to a counter)."""
    me = view.seat
    bag, declared = view.bag, view.declared[me]
    if bag is None or declared is None:
        return PLAIN
    pen = penalty_of(bag, declared)
    if pen == 0:
        return reason("honest_bag", good=declared)
    worth = bot.smuggled_worth(bag, declared)
    offer = bot.answer(view)
    if view.bids and view.demand is not None and offer is None and view.demand > worth + pen:
        return reason("withdraw", price=view.demand, lost=round(worth + pen))
    if offer is None or offer.empty:
        p = bot.inspect_chance(sheriff_habit(view, view.sheriff), sum(bag))
        return reason("no_bribe", chance=round(p, 2))
    demand = view.demand
    if demand is not None and offer.gold == demand:
        return reason("meet", price=demand, worth=round(worth))
    return reason("bribe", penalty=pen, worth=round(worth))


def _demand_reason(bot: NottinghamNormal, view: View) -> Reason:
    m = view.merchant
    if m is None:
        return PLAIN
    p = round(bot.suspicion(view, m), 2)
    size = view.bag_sizes[m] or 1
    return reason("ask" if bot.demand(view) else "ask_nothing", chance=p, size=size)


def _verdict(bot: NottinghamNormal, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
    """:meth:`NottinghamNormal.counter` and :meth:`~NottinghamNormal.verdict`, the branch recorded."""
    price = bot.counter(view, legal)
    m = view.merchant
    assert m is not None
    gain = bot.inspect_gain(view)
    if price:
        return Action("demand", view.seat, value=price), reason("counter", gain=round(gain))
    verdict = bot.verdict(view, rng)
    bribe = bot.offer_worth(view.offer, bot.claim_trust(view, m)) if view.offer is not None else None
    facts = dict(gain=round(gain, 1), bribe=None if bribe is None else round(bribe, 1))
    offer = view.offer
    if promised_to(view, m) and gain - max(0.0, bribe or 0.0) < bot.CHEAP_PROMISE:
        key = "promise_kept"
    elif offer is not None and view.demand is not None and offer.gold >= view.demand:
        key = "price_met"
    elif verdict == "accept":
        key = "bribe_worth"
    elif verdict == "inspect":
        key = "inspect" if gain > 0 else "probe"
    else:
        key = "let_through"
    return Action(verdict, view.seat), reason(key, **facts)
