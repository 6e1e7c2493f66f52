"""Why :class:`~.normal.SheriffNormal` makes its move: :func:`explain`, the same rules as its
``choose`` (the bid, the Sheriff's Choice, the lead, the follow) run once more, recording which
rule fired and the facts it read. ``choose`` is ``hard``'s playout policy and stays as it is:
this module only calls its helpers.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Sequence

from ...cards import SUIT_MASK
from ...engine.core import Action
from ...engine.sheriff import View
from ..reasons import PLAIN, Reason, reason
from .eval import ABOVE, ANY, LOSE, Table, beats, features, goal, p_make, read_table, rough_count, trick_winner

if TYPE_CHECKING:
    from .normal import SheriffNormal


def explain(bot: SheriffNormal, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
    """``bot.choose(view, legal, rng)`` and why (:data:`PLAIN` where its rules say nothing more)."""
    if len(legal) == 1:
        return legal[0], PLAIN
    phase = view.phase
    if phase == "auction":
        return _auction(bot, view, legal)
    if phase == "choice":
        return _choice(bot, view, legal)
    if phase == "discard":
        return bot._discard(view, legal), reason("discard")
    by_card = {a.card: a for a in legal}
    t = read_table(view)
    cards = list(by_card)
    c, why = _follow(bot, t, view, cards) if view.trick else _lead(bot, t, view, cards)
    return by_card[c], why


def hand_facts(hand: int, trump: int) -> dict[str, int]:
    """What the bid reads in a hand: trumps, how many of them sure on top, side aces."""
    f = features(hand, trump, 0)
    return dict(trumps=int(f[0]), top=int(f[2]), aces=int(f[4]), trump=trump)


def _auction(bot: SheriffNormal, view: View, legal: Sequence[Action]) -> tuple[Action, Reason]:
    passing = next(a for a in legal if a.act == "pass")
    bids = [a for a in legal if a.act == "bid"]
    if not bids:
        return passing, PLAIN
    a = bot._auction(view, legal)
    if view.hand == 0 or view.trump is None:
        return a, reason("blind_bid" if a.act == "bid" else "blind_pass", value=bids[0].value)
    out = 1 << view.turned if view.turned is not None else 0
    help_ = bot._partner_help(view)
    facts = hand_facts(view.hand, view.trump)
    count = rough_count(view.hand, view.trump)
    if a.act == "bid":
        k = a.value or 0
        p = p_make(view.hand, view.trump, out, view.n, k, help_)
        higher = k > (bids[0].value or 0)
        return a, reason("bid", value=k, chance=round(p, 2), count=count, higher=higher, partner=help_ > 0, **facts)
    k = bids[0].value or 0
    p = p_make(view.hand, view.trump, out, view.n, k, help_)
    return a, reason("pass", value=k, chance=round(p, 2), count=count, partner=help_ > 0, **facts)


def _choice(bot: SheriffNormal, view: View, legal: Sequence[Action]) -> tuple[Action, Reason]:
    a = bot._choice(view, legal)
    assert view.turned is not None and view.trump is not None
    hand = view.hand | 1 << view.turned
    k = view.rules.choice_contract
    allowed = None if view.rules.choice_discard_turned else ~(1 << view.turned)
    _, p = bot._best_discard(hand, view.trump, view.n, k, allowed)
    return a, reason("choice_take" if a.act == "take" else "choice_decline", value=k, chance=round(p, 2), card=view.turned,
                     **hand_facts(hand, view.trump))


# -- following -------------------------------------------------------------------------------


def _need(t: Table) -> dict[str, int]:
    return dict(need=t.contract - t.sheriff_won, left=t.tricks_left, contract=t.contract)


def _follow(bot: SheriffNormal, t: Table, view: View, cards: list[int]) -> tuple[int, Reason]:
    """:meth:`SheriffNormal._follow`'s rules, each return saying which fired."""
    trick, trump, n = view.trick, t.trump, t.n
    led = trick[0] // 13
    wi = trick_winner(trick, trump)
    win_c = trick[wi]
    win_seat = view.trick_seat(wi)
    after = [view.trick_seat(i) for i in range(len(trick) + 1, n)]
    opps_after = [s for s in after if s not in t.team]
    mate_winning = win_seat in t.team
    following = cards[0] // 13 == led
    want = goal(t)
    beaters = [c for c in cards if beats(c, win_c, trump)]
    base = dict(winner=win_c, void=not following, sheriff=t.sheriff_side, **_need(t))
    if want == ANY:
        return bot._low(t, cards), reason("nothing_at_stake", **base)
    if want == LOSE:
        c = bot._duck(t, cards, beaters, led, opps_after, following)
        return c, reason("duck", card=c, **base)
    if mate_winning:
        if not opps_after or not beaters or t.p_hold(win_c, led, opps_after) >= bot.MATE_OK:
            return bot._low(t, cards), reason("mate_holds", mate=win_seat != t.seat, **base)
        holds = [(t.p_hold(c, led, opps_after), c) for c in beaters]
        ok = [c for h, c in holds if h >= bot.OVERTAKE]
        if ok:
            c = min(ok, key=lambda c: (c // 13 == trump, c))
            return c, reason("overtake", card=c, ruff=c // 13 == trump != led, **base)
        return bot._low(t, cards), reason("mate_may_lose", **base)
    if not beaters:
        return bot._low(t, cards), reason("cannot_beat", **base)
    if not opps_after:
        c = min(beaters, key=lambda c: (c // 13 == trump, c))
        return c, reason("last_wins", card=c, ruff=c // 13 == trump != led, **base)
    holds = [(t.p_hold(c, led, opps_after), c) for c in beaters]
    top = max(h for h, _ in holds)
    if top < bot.FOLLOW_MIN:
        return bot._low(t, cards), reason("no_safe_winner", behind=len(opps_after), **base)
    ok = [c for h, c in holds if h >= top - bot.FOLLOW_SLACK]
    c = min(ok, key=lambda c: (c // 13 == trump, c))
    chance = next(h for h, x in holds if x == c)
    return c, reason("take", card=c, chance=round(chance, 2), ruff=c // 13 == trump != led, **base)


# -- leading ---------------------------------------------------------------------------------


def _lead(bot: SheriffNormal, t: Table, view: View, cards: list[int]) -> tuple[int, Reason]:
    want = goal(t)
    base = dict(sheriff=t.sheriff_side, **_need(t))
    if want == ANY:
        return bot._low(t, cards), reason("nothing_at_stake", **base)
    if want == LOSE:
        c = bot._lead_to_lose(t, cards)
        return c, reason("lead_to_lose", card=c, **base)
    if t.sheriff_side:
        return _sheriff_lead(bot, t, cards, base)
    return _outlaw_lead(bot, t, view, cards, base)


def _sheriff_lead(bot: SheriffNormal, t: Table, cards: list[int], base: dict) -> tuple[int, Reason]:
    trump, hand = t.trump, t.hand
    opps = list(t.opps)
    trumps = [c for c in cards if c // 13 == trump]
    side = [c for c in cards if c // 13 != trump]
    out_trumps = (t.unseen & t.tmask).bit_count()
    if trumps and t.opp_trumps():
        top = max(trumps)
        if t.master(top):
            return top, reason("draw_master", card=top, trumps=len(trumps), out=out_trumps, **base)
        if len(trumps) >= bot.DRAW_MIN and len(trumps) >= out_trumps + bot.DRAW_MARGIN:
            c = min(trumps)
            return c, reason("draw_length", card=c, trumps=len(trumps), out=out_trumps, **base)
    cash = [(t.p_hold(c, c // 13, opps), c) for c in side if t.master(c)]
    good = [x for x in cash if x[0] >= bot.SHERIFF_CASH]
    if good:
        h, c = max(good, key=lambda x: (round(x[0], 2), -(hand & SUIT_MASK[x[1] // 13]).bit_count()))
        return c, reason("cash", card=c, chance=round(h, 2), **base)
    if trumps and not t.opp_trumps() and not side:
        return max(trumps), reason("trumps_only", card=max(trumps), **base)
    if side:
        lengths = {s: (hand & SUIT_MASK[s]).bit_count() for s in {c // 13 for c in side}}
        long_s = max(lengths, key=lambda s: (lengths[s], s))
        if lengths[long_s] >= 4:
            suit_cards = sorted(c for c in side if c // 13 == long_s)
            top, below = suit_cards[-1], suit_cards[-2]
            if not t.unseen & ABOVE[below] & ~ABOVE[top] & ~(1 << top) and top % 13 >= 9:
                return top, reason("establish_top", card=top, length=lengths[long_s], **base)
            return suit_cards[0], reason("establish_low", card=suit_cards[0], length=lengths[long_s], **base)
    if trumps and t.opp_trumps() and len(trumps) >= bot.DRAW_LONG:
        c = min(trumps)
        return c, reason("draw_length", card=c, trumps=len(trumps), out=out_trumps, **base)
    if side:
        c = bot._low(t, side)
        return c, reason("safe_low", card=c, **base)
    return min(trumps), reason("trumps_only_low", card=min(trumps), **base)


def _outlaw_lead(bot: SheriffNormal, t: Table, view: View, cards: list[int], base: dict) -> tuple[int, Reason]:
    trump = t.trump
    opps = list(t.opps)
    mates = [s for s in t.team if s != t.seat]
    sheriff_trumps = t.opp_trumps()
    trumps = [c for c in cards if c // 13 == trump]
    side = [c for c in cards if c // 13 != trump]

    def sheriff_void(s: int) -> bool:
        return all(t.voids[o] >> s & 1 for o in opps)

    if not sheriff_trumps or bot._urgent(t):
        cash = [(t.p_hold(c, c // 13, opps), c) for c in cards if t.master(c)]
        good = [x for x in cash if x[0] >= bot.OUTLAW_ATTACK]
        if good:
            h, c = max(good, key=lambda x: (round(x[0], 2), x[1] // 13 != trump))
            return c, reason("attack", card=c, chance=round(h, 2), out=not sheriff_trumps, **base)
    if sheriff_trumps:
        for c in sorted(side, key=lambda c: c % 13):
            s = c // 13
            if any(t.voids[m] >> s & 1 and not t.voids[m] >> trump & 1 for m in mates) and not sheriff_void(s):
                return c, reason("partner_ruff", card=c, **base)
    cash = [(t.p_hold(c, c // 13, opps), c) for c in side if t.master(c)]
    good = [x for x in cash if x[0] >= bot.OUTLAW_CASH]
    if good:
        h, c = max(good)
        return c, reason("cash", card=c, chance=round(h, 2), **base)
    led_by_sheriff = [0] * 4
    for tr in view.history:
        if tr.leader in opps:
            led_by_sheriff[tr.cards[0] // 13] += 1
    attack = [c for c in side if led_by_sheriff[c // 13] and not sheriff_void(c // 13)]
    if attack:
        s = max({c // 13 for c in attack}, key=lambda s: led_by_sheriff[s])
        c = min(c for c in attack if c // 13 == s)
        return c, reason("attack_long", card=c, **base)
    pool = [c for c in side if not sheriff_void(c // 13)] if sheriff_trumps else side
    if pool:
        c = bot._low_lead(t, pool)
        return c, reason("outlaw_low", card=c, keep_trumps=bool(trumps and sheriff_trumps), **base)
    if side and not trumps:
        return bot._low_lead(t, side), PLAIN
    if trumps:
        top = max(trumps)
        if t.master(top):
            return top, reason("master_trump", card=top, **base)
        return (min(trumps), PLAIN) if not side else (bot._low_lead(t, side), PLAIN)
    return bot._low_lead(t, side), PLAIN
