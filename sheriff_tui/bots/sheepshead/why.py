"""Why :class:`~.normal.SheepsheadNormal` makes its move: :func:`explain`, the same rules as its
``choose`` (the pick, the call, the bury, the lead and the follow of the standard game) run once
more, recording which rule fired and the facts it read. ``choose`` is ``hard``'s playout policy
and stays as it is: this module only calls its helpers. The fox and battery forms, the leaster
and the variants' own decisions (the Indiana auction, billy, cracks, the card passes) give their
move with no reason: the hint says the move alone.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Sequence

from ...cards import rank_of
from ...engine.core import Action
from ...engine.sheepshead import View
from ...engine.sheepshead.cards import POINTS
from ..reasons import PLAIN, Reason, reason
from .eval import Cards, Stakes, Table, best_index, deck_of, is_unknown, led_suit, read_table, stakes, ten_rule
from .hand import alone_strength, best_bury, bury_offers, hold_of, pick_strength

if TYPE_CHECKING:
    from .normal import SheepsheadNormal

ACE = 12


def explain(bot: SheepsheadNormal, view: Any, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
    """``bot.choose(view, legal, rng)`` and why (:data:`PLAIN` where its rules say nothing more)."""
    if len(legal) == 1:
        return legal[0], PLAIN
    form = getattr(getattr(view, "rules", None), "form", "standard")
    if form not in ("standard", "indiana") or not isinstance(view, View):
        return bot.choose(view, legal, rng), PLAIN
    phase = view.phase
    if form == "indiana" and phase != "play":  # the auction and billy: the Indiana player's own
        return bot.choose(view, legal, rng), PLAIN
    if phase == "pick":
        return _pick(bot, view, legal)
    if phase == "call" and view.kind != "cards":
        return _call(bot, view, legal)
    if phase == "bury":
        return _bury(bot, view, legal)
    if phase != "play" or view.kind == "billy":
        return bot.choose(view, legal, rng), PLAIN
    by_card = {a.card: a for a in legal if a.act == "play"}
    if not by_card or len(by_card) < len(legal):
        return bot.choose(view, legal, rng), PLAIN
    cards = list(by_card)
    if view.kind == "cards" and getattr(view.rules, "partner", "") == "first_played":
        cards = bot.cards.timing(view, cards)
    t = read_table(view)
    if t.sides.picker_side is None:  # the leaster and the mittler: a game of its own
        return bot.choose(view, legal, rng), PLAIN
    st = stakes(view, t)
    c, why = _follow(bot, view, t, st, cards) if view.trick else _lead(bot, view, t, cards)
    return by_card[c], why


# -- what a hand holds, as the reasons name it ------------------------------------------


def _trumps(hand: int, k: Cards) -> int:
    return (hand & k.trump_mask).bit_count()


def _tops(hand: int, k: Cards) -> tuple[int, ...]:
    """The four highest trumps held (the queens, in the standard order), highest first."""
    return tuple(c for c in k.deck.trumps[:4] if hand >> c & 1)


def _fail_aces(hand: int, k: Cards) -> tuple[int, ...]:
    return tuple(c for c in range(52) if hand >> c & 1 and not k.is_trump(c) and rank_of(c) == ACE and k.pack >> c & 1)


def _voids(hand: int, k: Cards) -> tuple[int, ...]:
    return tuple(s for s in k.fail_suits if not hand & k.suit5[s])


def _role(view: View) -> str:
    if view.seat == view.picker:
        return "picker"
    return "partner"


# -- before the cards -------------------------------------------------------------------


def _pick(bot: SheepsheadNormal, view: View, legal: Sequence[Action]) -> tuple[Action, Reason]:
    redeal = next((a for a in legal if a.act == "redeal"), None)
    if redeal is not None:
        return redeal, reason("redeal")
    k = deck_of(view)
    hand = view.hand
    facts = dict(trumps=_trumps(hand, k), tops=_tops(hand, k), aces=_fail_aces(hand, k), queens=_queens(k))
    behind = (view.dealer - view.seat) % view.n  # seats still to decide after mine (the dealer last)
    if bot._jd_means_alone(view):
        want = alone_strength(hand, k) >= bot.JD_ALONE_PICK * bot.alone_need(view) * hand.bit_count() / 6
        key = "pick_jd_alone" if want else "pass_jd_alone"
    elif (hand & k.trump_mask).bit_count() < bot.MIN_TRUMPS * hand.bit_count() / 6 and not hand & k.top4:
        want, key = False, "pass_few"
    else:
        want = pick_strength(hand, k) >= bot.pick_need(view)
        key = "pick" if want else "pass_weak"
    act = "pick" if want else "pass"
    return next((a for a in legal if a.act == act), legal[0]), reason(key, behind=behind, **facts)


def _queens(k: Cards) -> bool:
    """The four top trumps are the queens (the standard order): the words can say "queen"."""
    return all(rank_of(c) == 10 for c in k.deck.trumps[:4])


def _call(bot: SheepsheadNormal, view: View, legal: Sequence[Action]) -> tuple[Action, Reason]:
    """:meth:`SheepsheadNormal._call`'s rules, recording the call's hold card and the bury it plans."""
    k = deck_of(view)
    hand = view.hand
    size = max(0, hand.bit_count() - getattr(view.rules, "hand_size", hand.bit_count() - view.rules.blind))
    sheep = next((a for a in legal if a.act == "sheepshead"), None)
    if sheep is not None and bot.stakes.sweeps(view, size):
        return sheep, reason("sweep", trumps=_trumps(hand, k))
    takes = [a for a in legal if a.act in ("take", "nuke")]
    if takes:
        return bot._take(view, takes), PLAIN
    own = [a for a in legal if a.act == "call" and a.card is not None and hand >> a.card & 1]
    legal = [a for a in legal if a.act != "sheepshead" and a not in own]
    legal = bot._sensible_unknowns(legal, k)
    best: Action | None = None
    best_score = float("-inf")
    best_bury_cards: tuple[int, ...] = ()
    for a in legal:
        if a.act != "call":
            continue
        hold, dead = hold_of(a.card, a.unknown, k)
        pair, score = best_bury(hand, hold, k, bury_offers(hand, size, hold, dead), dead, bot.BURY_WEIGHT)
        if dead:
            score -= bot.UNKNOWN_COST
        if score > best_score:
            best, best_score, best_bury_cards = a, score, tuple(pair)
    if best is None:
        best = next((a for a in legal if a.act != "alone"), None)
    alone = next((a for a in legal if a.act == "alone"), None)
    if alone is not None:
        pair, _ = best_bury(hand, 0, k, bury_offers(hand, size, 0, 0), 0, bot.BURY_WEIGHT)
        kept = hand & ~sum(1 << c for c in pair)
        if best is None or alone_strength(kept, k) >= bot.alone_need(view) * kept.bit_count() / 6:
            facts = dict(trumps=_trumps(kept, k), tops=_tops(kept, k), aces=_fail_aces(kept, k), queens=_queens(k))
            if own:
                a = min(own, key=lambda a: ((hand & k.suit5[k.suit[a.card]]).bit_count(), a.card))  # type: ignore[index]
                return a, reason("call_own", card=a.card, **facts)
            return alone, reason("alone" if best is not None else "alone_no_call", **facts)
    if best is not None:
        if best.act != "call" or best.card is None:
            return best, PLAIN
        kept = hand & ~sum(1 << c for c in best_bury_cards)
        suit = k.suit5[k.suit[best.card]]
        held = tuple(c for c in sorted(range(52), key=lambda c: k.power[c]) if kept >> c & 1 and suit >> c & 1)
        voids = tuple(s for s in _voids(kept, k) if s not in _voids(hand, k))
        return best, reason("call", card=best.card, unknown=best.unknown, held=held, bury=best_bury_cards, voids=voids)
    return (legal[0] if legal else (own[0] if own else sheep)), PLAIN  # type: ignore[return-value]


def _bury(bot: SheepsheadNormal, view: View, legal: Sequence[Action]) -> tuple[Action, Reason]:
    a = bot._bury(view, legal)
    k = deck_of(view)
    cards = tuple(a.cards or ())
    kept = view.hand & ~sum(1 << c for c in cards)
    voids = tuple(s for s in _voids(kept, k) if s not in _voids(view.hand, k))
    called = view.called
    hold: tuple[int, ...] = ()
    if called is not None and not k.is_trump(called) and not view.hand >> called & 1:
        hold = tuple(c for c in range(52) if kept >> c & 1 and k.suit[c] == k.suit[called])
    return a, reason("bury", cards=cards, points=sum(POINTS[c] for c in cards), voids=voids, hold=hold,
                     trumps=sum(1 for c in cards if k.is_trump(c)))


# -- following ----------------------------------------------------------------------------


def _follow(bot: SheepsheadNormal, view: View, t: Table, st: Stakes | None, cards: list[int]) -> tuple[int, Reason]:
    """:meth:`~.play.CardPlay._follow`'s rules, each return saying which fired."""
    k = t.k
    trick = view.trick
    n = view.n
    bi = best_index(view, trick, k)
    if is_unknown(view, trick[bi]):
        return _lead(bot, view, t, cards)
    led = led_suit(view, trick, k)
    best = trick[bi]
    wseat = view.trick_seat(bi)
    after = [view.trick_seat(i) for i in range(len(trick) + 1, n)]
    tenrule = best == view.called and ten_rule(view, trick)
    points = sum(POINTS[c] for c in trick)
    coming = bot._called_coming(view, t, led)
    mate = t.sides.mate
    careful = bot.CAREFUL and st is not None and (st.won or not st.live)
    p_keep = mate[wseat] * t.p_hold(best, led, after, tenrule)
    beaters = [c for c in cards if k.beats(c, best) and not (tenrule and k.suit[c] == led)]
    who = _who(view, t, wseat)
    if p_keep >= (1.0 if careful else bot.SCHMEAR_P):
        c = bot._schmear(t, cards)
        if POINTS[c] > 0:
            return c, reason("schmear", card=c, points=POINTS[c], who=who, winner=best, sure=p_keep >= 1.0)
        return c, reason("shed_side", card=c, who=who, winner=best)
    if mate[wseat] >= 0.5 and p_keep >= bot.MATE_OK:
        if points >= bot.FAT and p_keep < 0.7 and not careful:
            safe = [c for c in beaters if t.p_hold(c, led, after) >= bot.OVERTAKE_P]
            if safe:
                c = min(safe, key=lambda c: k.power[c])
                return c, reason("overtake", card=c, who=who, points=points)
        return bot._low(t, cards), reason("mate_holds", who=who, winner=best)
    if not beaters:
        return bot._low(t, cards), reason("cannot_beat", winner=best, points=points, led=led, void=not any(k.suit[c] == led for c in cards))
    if st is not None and st.live and not (st.won or st.lost):
        sure = [c for c in beaters if t.p_hold(c, led, after, tenrule) >= 1.0]
        if sure:
            c = min(sure, key=lambda c: k.power[c])
            if bot._settles(st, bool(t.sides.picker_side), points + POINTS[c]):
                return c, _take_reason("settles", c, k, led, points + POINTS[c], 1.0)
    low = bot._low(t, cards)
    if not after:
        c = min(beaters, key=lambda c: k.power[c])
        if points + POINTS[c] + 6 - bot._keep_cost(k, c) > -POINTS[low]:
            return c, _take_reason("last_wins", c, k, led, points + POINTS[c], 1.0)
        return low, reason("not_worth", winner=best, points=points, card=c)
    need = bot.WIN_P - (0.1 if points + coming >= bot.FAT else 0.0)
    scored = []
    for c in beaters:
        h = t.p_hold(c, led, after)
        if h < need or (careful and POINTS[c] >= 10 and h < 1.0):
            continue
        scored.append((h * (points + coming + POINTS[c] + 6) - bot._keep_cost(k, c), c, h))
    if scored and max(scored)[0] > -POINTS[low]:
        _, c, h = max(scored)
        return c, _take_reason("take", c, k, led, points + coming + POINTS[c], h)
    if not scored:
        return low, reason("no_safe_winner", winner=best, points=points, behind=len(after))
    return low, reason("not_worth", winner=best, points=points, card=max(scored)[1])


def _take_reason(key: str, c: int, k: Cards, led: int, points: int, p: float) -> Reason:
    """Taking the trick: a trump on a fail lead is trumping in."""
    trump_in = k.is_trump(c) and led >= 0 and led != 4
    return reason(key, card=c, points=points, chance=round(p, 2), trump_in=trump_in)


def _who(view: View, t: Table, seat: int) -> str:
    """Who wins the trick so far, as I know it: me, the picker, my (known) partner, a defender …"""
    if seat == view.seat:
        return "you"
    if seat == view.picker:
        return "picker"
    mate = t.sides.mate[seat]
    if mate >= 1.0:
        return "partner"
    if mate <= 0.0:
        return "opponent"
    return "likely partner" if mate >= 0.5 else "likely opponent"


# -- leading ----------------------------------------------------------------------------


def _lead(bot: SheepsheadNormal, view: View, t: Table, cards: list[int]) -> tuple[int, Reason]:
    after = [(view.seat + i) % view.n for i in range(1, view.n)]
    if view.unknown is not None and len(cards) > 1 and view.unknown in cards:
        cards = [c for c in cards if c != view.unknown]
    if t.sides.picker_side:
        return _side_lead(bot, view, t, cards, after)
    return _defender_lead(bot, view, t, cards, after)


def _side_lead(bot: SheepsheadNormal, view: View, t: Table, cards: list[int], after: list[int]) -> tuple[int, Reason]:
    k = t.k
    trumps = sorted((c for c in cards if k.is_trump(c)), key=lambda c: -k.power[c])
    fails = [c for c in cards if not k.is_trump(c)]
    fat = all(POINTS[c] >= 10 for c in trumps) and not t.master(trumps[0]) if trumps else False
    role = _role(view)
    held = _trumps(t.hand, k)
    out = (t.unseen & k.trump_mask).bit_count()
    tops = _tops(t.hand, k)
    if trumps and t.opp_trumps() > 0.05 and not (fat and fails):
        top = trumps[0]
        if t.master(top) and bot.LEAD_MASTER:
            return top, reason("lead_master_trump", card=top, role=role, trumps=held, out=out)
        c = bot._pick_trump(trumps, bot.PICKER_LEAD if view.seat == view.picker else bot.PARTNER_LEAD)
        return c, reason("lead_trump", card=c, role=role, trumps=held, out=out, tops=tops, queens=_queens(k))
    cash = [c for c in fails if t.master(c) and t.p_hold(c, k.suit[c], after) >= bot.CASH_P]
    if cash:
        c = max(cash, key=lambda c: (POINTS[c], c))
        return c, reason("cash", card=c, points=POINTS[c], trumps_out=t.opp_trumps() > 0.05)
    if trumps and not (fat and fails):
        return trumps[0], reason("side_trumps_drawn", card=trumps[0], role=role)
    c = bot._low_lead(t, fails)
    return c, reason("low_lead", card=c, length=(t.hand & k.suit5[k.suit[c]]).bit_count(), role=role)


def _defender_lead(bot: SheepsheadNormal, view: View, t: Table, cards: list[int], after: list[int]) -> tuple[int, Reason]:
    k = t.k
    called = view.called
    if called is not None and not view.called_suit_led and not view.alone and not k.is_trump(called):
        suit = [c for c in cards if k.suit[c] == called // 13 and c != called]
        if suit:
            if bot.CALLED_LEAD == "high":
                c = max(suit, key=lambda c: (POINTS[c], k.power[c]))
            else:
                c = min(suit, key=lambda c: (POINTS[c], k.power[c]))
            return c, reason("lead_called", card=c, called=called)
    fails = [c for c in cards if not k.is_trump(c)]
    trumps = sorted((c for c in cards if k.is_trump(c)), key=lambda c: -k.power[c])
    if fails:
        cash = [c for c in fails if t.master(c) and t.p_hold(c, k.suit[c], after) >= bot.CASH_P]
        if cash:
            c = max(cash, key=lambda c: (POINTS[c], c))
            return c, reason("cash", card=c, points=POINTS[c], trumps_out=t.opp_trumps() > 0.05)
        c = bot._low_lead(t, fails)
        if POINTS[c] >= 10 and trumps and t.master(trumps[0]):
            return trumps[0], reason("master_over_points", card=trumps[0])
        return c, reason("defender_low", card=c, length=(t.hand & k.suit5[k.suit[c]]).bit_count())
    if t.master(trumps[0]):
        return trumps[0], reason("only_trumps_master", card=trumps[0])
    return trumps[-1], reason("only_trumps_low", card=trumps[-1])
