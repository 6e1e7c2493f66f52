"""Why :class:`~.normal.TorufNormal` makes its move: :func:`explain`, the same rules as its
``choose`` (the bid, the trump, the calls, the lead and the follow) run once more, recording
which rule fired and the facts it read. ``choose`` is ``hard``'s playout policy and stays as it
is: this module only calls its helpers.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Sequence

from ...cards import SUIT_MASK
from ...engine.core import Action
from ...engine.toruf import View, winner_index
from ...engine.toruf.score import NO_TRUMP, POINTS
from ..reasons import PLAIN, Reason, reason
from .eval import ACE, TEN, Table, beats, best_trump, hand_value, is_master, p_hold_trick, points, ranks, read_table

if TYPE_CHECKING:
    from .normal import TorufNormal


def explain(bot: TorufNormal, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
    """``bot.choose(view, legal, rng)`` and why (:data:`PLAIN` where its rules say nothing more)."""
    if len(legal) == 1:
        return legal[0], PLAIN
    phase = view.phase
    a = bot.choose(view, legal, rng) if phase != "play" else None
    if phase == "auction":
        return a, _bid_reason(bot, view, a)  # type: ignore[arg-type]
    if phase == "trump":
        t, value = best_trump(view.hand, view.rules.hand_size)
        return a, reason("trump", **_suit_facts(view.hand, t), value=round(value))  # type: ignore[return-value]
    if phase in ("open", "double", "redouble"):
        t = NO_TRUMP if view.no_trump else view.trump
        t = t if t is not None else NO_TRUMP
        value = hand_value(view.hand, t, view.rules.hand_size)
        facts = _suit_facts(view.hand, t) if t != NO_TRUMP else {"trump": t}
        return a, reason(f"{phase}_{a.act}", value=round(value), contract=view.contract, **facts)  # type: ignore[union-attr, return-value]
    by_card = {x.card: x for x in legal if x.act == "play"}
    if not by_card:
        return legal[0], PLAIN
    t = read_table(view)
    cards = sorted(by_card)
    c, why = _follow(bot, view, t, cards) if view.trick else _lead(bot, view, t, cards)
    return by_card[c], why


def _suit_facts(hand: int, trump: int) -> dict[str, int]:
    """A trump suit as the reasons name it: its length, its ace and ten; the side aces."""
    if trump == NO_TRUMP:
        return dict(trump=trump, aces=sum(ranks(hand, s) >> ACE & 1 for s in range(4)))
    r = ranks(hand, trump)
    return dict(trump=trump, length=r.bit_count(), ace=r >> ACE & 1, ten=r >> TEN & 1,
                aces=sum(ranks(hand, s) >> ACE & 1 for s in range(4) if s != trump))


def _bid_reason(bot: TorufNormal, view: View, a: Action) -> Reason:
    if view.high_seat == view.partner_of(view.seat):
        return reason("partner_holds", bid=view.lowest_bid)
    trump, value = best_trump(view.hand, view.rules.hand_size)
    top = bot.max_bid(view)
    heard = {s: v for s, v in view.bids if v}
    partner = view.partner_of(view.seat)
    short = trump != NO_TRUMP and ranks(view.hand, trump).bit_count() <= bot.SHORT_TRUMPS * view.rules.hand_size / 13
    facts = dict(value=round(value), top=top, partner_bid=partner in heard, their_deal=not heard and (view.dealer & 1) != (view.seat & 1),
                 short=short and top == bot.SHORT_CAP, cap=bot.SHORT_CAP, **_suit_facts(view.hand, trump))
    if a.act == "bid":
        return reason("bid", bid=a.value, **facts)
    return reason("pass", bid=view.lowest_bid, **facts)


# -- following ---------------------------------------------------------------------------------


def _follow(bot: TorufNormal, view: View, t: Table, cards: list[int]) -> tuple[int, Reason]:
    """:meth:`TorufNormal._follow`'s rules, each return saying which fired."""
    trick = view.trick
    trump = t.trump
    led = trick[0] // 13
    i = winner_index(trick, trump)
    best = trick[i]
    winner = view.trick_seat(i)
    later = bot._later_opponents(view)
    partner_wins = winner == view.partner_of(view.seat)
    on_table = points(trick)
    base = dict(winner=best, points=on_table)
    if partner_wins:
        keep = p_hold_trick(t, best, led, later)
        under = [c for c in cards if not beats(c, best, trump)]
        if keep >= bot.SURE or not later:
            if not under:
                c = min(cards, key=lambda c: (bot._cost(t, c), c))
                return c, reason("must_overtrump", card=c, **base)
            c = max(under, key=lambda c: (bot._load_value(t, c), -c))
            if POINTS[c] > 0:
                return c, reason("load", card=c, card_points=POINTS[c], sure=not later, **base)
            return c, reason("partner_sure", card=c, **base)
        overs = [c for c in cards if beats(c, best, trump)]
        safe = [c for c in overs if p_hold_trick(t, c, led, later) >= bot.SURE]
        if safe and on_table >= 10:
            c = min(safe, key=lambda c: (bot._cost(t, c), c))
            return c, reason("secure", card=c, **base)
        return bot._duck(t, under or cards), reason("partner_may_lose", **base)
    overs = [c for c in cards if beats(c, best, trump)]
    if overs:
        chances = [(p_hold_trick(t, c, led, later), c) for c in overs]
        good = [(p, c) for p, c in chances if p >= bot.WIN_P]
        if good:
            c = min((c for _, c in good), key=lambda c: (bot._cost(t, c), c))
            p = next(p for p, x in good if x == c)
            return c, reason("take", card=c, chance=round(p, 2), ruff=trump != NO_TRUMP and c // 13 == trump != led, **base)
        c = bot._duck(t, cards)
        return c, reason("no_safe_winner", card=c, **base)
    c = bot._duck(t, cards)
    return c, reason("cannot_beat", card=c, void=c // 13 != led, **base)


# -- leading -----------------------------------------------------------------------------------


def _lead(bot: TorufNormal, view: View, t: Table, cards: list[int]) -> tuple[int, Reason]:
    trump = t.trump
    hand = view.hand
    me = view.seat
    opponents = ((me + 1) & 3, (me + 3) & 3)
    partner = view.partner_of(me)
    left = hand.bit_count()
    declaring = view.declarer is not None and (view.declarer & 1) == (me & 1)
    my_trumps = [c for c in cards if c // 13 == trump] if trump != NO_TRUMP else []
    side = [c for c in cards if c // 13 != trump]
    trumps_out = (t.unseen | (t.open_hand if t.open_seat >= 0 else 0)) & (SUIT_MASK[trump] if trump != NO_TRUMP else 0)
    opp_have_trumps = trump != NO_TRUMP and bool(trumps_out) and not all(t.voids[o] >> trump & 1 for o in opponents)
    if declaring and my_trumps and opp_have_trumps and len(my_trumps) >= 3 and len(my_trumps) * 2 > trumps_out.bit_count():
        top = max(my_trumps)
        if is_master(t, top) or len(my_trumps) >= 4:
            if not (len(my_trumps) == 1 and left > 1):
                c = top if is_master(t, top) else min(my_trumps)
                return c, reason("draw", card=c, master=c == top and is_master(t, top), trumps=len(my_trumps), out=trumps_out.bit_count())
    for c in sorted(side, key=lambda c: (-POINTS[c], c)):
        if is_master(t, c) and p_hold_trick(t, c, c // 13, opponents) >= bot.WIN_P:
            return c, reason("cash", card=c, chance=round(p_hold_trick(t, c, c // 13, opponents), 2))
    if trump != NO_TRUMP and side and t.voids[partner] >> trump & 1 == 0:
        ruff = [c for c in side if t.voids[partner] >> (c // 13) & 1 and POINTS[c] < 10]
        if ruff:
            return min(ruff, key=lambda c: (POINTS[c], c)), reason("partner_ruff", card=min(ruff, key=lambda c: (POINTS[c], c)))
    if side:
        lens = [ranks(hand, s).bit_count() for s in range(4)]

        def short_key(c: int) -> tuple[int, int, int]:
            s = c // 13
            ten_risk = 1 if c % 13 == TEN or (ranks(hand, s) >> TEN & 1 and lens[s] <= 2) else 0
            return (ten_risk, POINTS[c] + lens[s] * 2, c % 13)

        if not (len(my_trumps) == 1 and left > 1) or side:
            c = min(side, key=short_key)
            return c, reason("short", card=c, length=lens[c // 13], trumps=trump != NO_TRUMP)
    return min(cards), reason("trumps_left", card=min(cards))
