"""The ``normal`` Sheepshead bot: a regular player's rules of thumb, with card counting.

Picks by trumps, queens, aces and seat; calls and buries to void fail suits and
put unsafe points away; the picker and partner lead trump, defenders lead the
called suit, then fail; schmears only onto tricks its side is sure to take,
throws low on the others' tricks, takes a trick as cheaply as is safe when it
is worth the card (always when it decides the deal), and plays the leaster for
one cheap trick, the mittler for a middling share. It reads only its seat's
view: what it knows of the sides comes from :func:`~.eval.sides`.

The other forms and the variants' own decisions have a module each:

- the fox game's card play: :mod:`.fox`;
- the southern-Indiana auction and billy: :mod:`.indiana` (its
  calls, bests and side solos are played here, the view's deck naming trump);
- the two-hand battery games: :mod:`.battery`;
- cracks, re-cracks, third knocks, blitzes and the "sheepshead" call:
  :mod:`.stakes`;
- the card-partner games' pass to the left, partner call and first-played
  timing: :mod:`.partner_cards`.

Going alone (rather than calling, rolling the die or taking the J♦'s holder)
needs a table-fitted strength (:meth:`SheepsheadNormal.alone_need`); calling
one's own ace (``call_own_ace``) is how it goes alone where the table allows it.
Where holding the J♦ forces a picker to go alone, a hand with it is picked only
if it could go alone (:meth:`SheepsheadNormal._jd_means_alone`). A picker without
the J♦ who may go alone (``jd_alone``) does so by the called-ace game's measure.
Where the picker buries before calling (``bury_first``), the bury is made for the
call the full hand would make (:meth:`SheepsheadNormal._planned_calls`), then the
call is chosen again from the hand left.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ...engine.core import Action
from ...engine.sheepshead import View, call_options, unknown_order
from ...engine.sheepshead.cards import JD, POINTS
from ..reasons import Reason
from .battery import BatteryPlay
from .eval import Cards, deck_of, read_table, stakes
from .fox import FoxPlay
from .hand import alone_strength, best_bury, bury_offers, hold_of, pick_strength
from .indiana import IndianaPlay
from .partner_cards import PartnerCardsPlay
from .play import CardPlay
from .stakes import StakesPlay


class SheepsheadNormal(CardPlay):
    """Heuristic player; deterministic for a given view (the rng is unused)."""

    level = "normal"
    # picking: the hand's worth (pick_strength) needed, from the dealer's left to the dealer
    PICK_NEED = (6.45, 6.45, 6.3, 5.75, 4.9)
    PICK_SCALES: dict[tuple[int, str], float] = {  # other tables: (players, partner rule) -> factor
        (3, "none"): 1.25,
        (4, "none"): 1.1,
        (4, "called_ace"): 0.45,
        (4, "jack_of_diamonds"): 0.45,
        (5, "jack_of_diamonds"): 1.25,
        (6, "called_ace"): 1.45,
        (6, "jack_of_diamonds"): 1.25,
        (6, "jd_and_called_ace"): 1.2,
        (7, "jack_of_diamonds"): 1.55,
        (7, "dice"): 1.45,
        (7, "blind_share"): 1.45,
        (7, "behind"): 1.7,
    }
    MIN_TRUMPS = 4  # fewer trumps without a queen: always pass
    ALONE_NEED = 3.9  # alone_strength of the kept six for going alone (self-play)
    ALONE_SCALES: dict[tuple[int, str], float] = {  # other tables: (players, partner rule) -> factor (paired self-play)
        (4, "called_ace"): 0.95,
        (4, "jack_of_diamonds"): 0.93,
        (5, "jack_of_diamonds"): 1.03,
        (6, "called_ace"): 1.06,
        (6, "jack_of_diamonds"): 1.17,
        (7, "jack_of_diamonds"): 1.27,
        (7, "dice"): 1.19,
    }
    JD_ALONE_PICK = 0.8  # holding the J♦ where that means alone: pick with this share of the alone need (before the blind)
    UNKNOWN_COST = 2.0  # calling with an unknown wastes a card
    BLIND_MEAN = 3.1  # partner behind: the average pick strength of four unseen cards
    UNSEEN_NUKE_GAIN = 2.5  # the dealer nukes a hand this much weaker than that: a hand of nothing
    # play: chances that the trick stays with my side
    SCHMEAR_P = 0.7  # schmear onto a trick this safe (1.0 once the deal is decided)
    LOW_TRUMPS = 8  # trumps from this rank down (the A♦ …) may be schmeared; a queen or jack is worth a trick, not 2 or 3 points
    MATE_OK = 0.5  # a mate's card this safe is left alone …
    OVERTAKE_P = 0.9  # … unless a card this safe secures a fat trick
    FAT = 10  # points that make a trick fat
    WIN_P = 0.55  # try to take a trick with a card this safe
    CASH_P = 0.75  # lead a fail master this safe
    LEAD_MASTER = True  # the picker's side leads the highest trump when nothing beats it …
    PICKER_LEAD = "low"  # … else the picker leads its lowest trump (self-play: better than high) …
    PARTNER_LEAD = "low"  # … and so does the partner
    CALLED_LEAD = "low"  # defenders lead the called suit's smallest card
    CAREFUL = True  # once the deal is decided: no point card risked on a trick that may be lost
    BURY_WEIGHT = 0.35  # a point in the bury against the kept hand's worth (keep_score)
    MITTLER_SHARE = 0.5  # a mittler player takes tricks until it holds this much of an even share of the points (self-play: 0.3 to 0.6 alike)
    LEASTER_CHEAP = (99, 40, 30, 25, 20, 20, 20, 20, 20, 20, 20)  # by tricks left: the most points a trick-less leaster player takes (self-play)

    def __init__(self) -> None:
        self.fox = FoxPlay()
        self.indiana = IndianaPlay()
        self.battery = BatteryPlay()
        self.stakes = StakesPlay()
        self.cards = PartnerCardsPlay()

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        form = getattr(getattr(view, "rules", None), "form", "standard")
        if form == "fox":
            return self._fox(view, legal)
        if form == "battery":
            return self._battery(view, legal)
        if not isinstance(view, View) or form not in ("standard", "indiana"):
            return self._fallback(view, legal)  # a form this bot doesn't know
        phase = view.phase
        if phase == "pick":
            if form == "indiana":
                return self.indiana.bid(view, legal)
            return self._pick(view, legal)
        if phase == "exchange":
            return self.cards.give(view, legal)
        if phase == "call":
            if view.kind == "cards":
                return self.cards.call(view, legal)
            return self._call(view, legal)
        if phase == "bury":
            return self._bury(view, legal)
        if phase == "knock":
            return self._knock(view, legal)
        by_card = {a.card: a for a in legal if a.act == "play"}
        if not by_card or len(by_card) < len(legal):
            return self._fallback(view, legal)
        cards = list(by_card)
        if view.kind == "cards" and getattr(view.rules, "partner", "") == "first_played":
            cards = self.cards.timing(view, cards)
        t = read_table(view)
        if view.kind == "billy":
            c = self.indiana.billy(view, t, cards)
        elif t.sides.picker_side is None:
            c = self._mittler(view, t, cards) if getattr(view, "kind", "") == "mittler" else self._leaster(view, t, cards)
        else:
            st = stakes(view, t)
            c = self._follow(view, t, st, cards) if view.trick else self._lead(view, t, cards)
        return by_card[c]

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
        """``choose``'s move and why, for the hint (:mod:`.why`: the same rules, run to record
        which fired; ``choose`` itself, ``hard``'s playout policy, records nothing)."""
        from .why import explain

        return explain(self, view, legal, rng)

    # -- picking, calling, burying, knocking ------------------------------
    def pick_need(self, view: View) -> float:
        """The worth a hand needs in this seat: early seats need more (more players behind).

        Scaled from the five-hand game by the hand's size and, for other
        tables, by :meth:`pick_scale`.
        """
        n = view.n
        pos = (view.seat - view.dealer - 1) % n
        steps = len(self.PICK_NEED) - 1
        need = self.PICK_NEED[round(pos * steps / max(1, n - 1))]
        size = view.hand.bit_count() or 6
        return need * size / 6 * self.pick_scale(view)

    def pick_scale(self, view: View) -> float:
        """The five-hand needs, scaled to another table (self-play, per player count and partner rule)."""
        rule = str(getattr(view.rules, "partner", "called_ace"))
        return self.PICK_SCALES.get((view.n, rule), self.PICK_SCALES.get((0, rule), 1.0))

    def alone_need(self, view: View) -> float:
        """The kept hand's alone_strength (per six cards) for going alone rather than calling, rolling or
        taking the J♦'s holder: fitted per table on paired self-play deals (both choices played out).
        A picker without the J♦ going alone (``jd_alone``) leaves a partner unknown to it, as in the
        called-ace game: that game's measure."""
        rule = str(getattr(view.rules, "partner", "called_ace"))
        if rule in ("jack_of_diamonds", "jd_and_called_ace") and getattr(view.rules, "jd_alone", False) and not view.hand >> JD & 1:
            rule = "called_ace"
        return self.ALONE_NEED * self.ALONE_SCALES.get((view.n, rule), 1.0)

    def wants_pick(self, view: View) -> bool:
        k = deck_of(view)
        hand = view.hand
        if self._jd_means_alone(view):
            return alone_strength(hand, k) >= self.JD_ALONE_PICK * self.alone_need(view) * hand.bit_count() / 6
        if (hand & k.trump_mask).bit_count() < self.MIN_TRUMPS * hand.bit_count() / 6 and not hand & k.top4:
            return False
        return pick_strength(hand, k) >= self.pick_need(view)

    @staticmethod
    def _jd_means_alone(view: View) -> bool:
        """Holding the J♦ where its holder is the partner and a picker holding it may neither call up
        nor call an ace: picking is going alone, so the hand must be one to go alone with."""
        rules = view.rules
        if getattr(rules, "partner", "") != "jack_of_diamonds" or getattr(rules, "call_up", False) or getattr(rules, "jd_calls_ace", False):
            return False
        return bool(view.hand >> JD & 1)

    def _pick(self, view: View, legal: Sequence[Action]) -> Action:
        """Pick by the hand's worth; a hand of nothing (``redeal_nothing``) asks for a new deal:
        it can't help a defence, nor take the trick a leaster needs."""
        redeal = next((a for a in legal if a.act == "redeal"), None)
        if redeal is not None:
            return redeal
        want = "pick" if self.wants_pick(view) else "pass"
        return next((a for a in legal if a.act == want), legal[0])

    def _call(self, view: View, legal: Sequence[Action]) -> Action:
        """The call whose best bury leaves the best hand; alone with a hand that needs no help.

        "Sheepshead" only with a hand that can count every trick (bar a freak split). A die
        (or the J♦ holder, "no call") for a partner unless the hand can go alone.
        Calling one's own ace (``call_own_ace``) is going alone unannounced: the
        bot does it instead of going alone, with the ace of its shortest suit.
        """
        k = deck_of(view)
        hand = view.hand
        size = max(0, hand.bit_count() - getattr(view.rules, "hand_size", hand.bit_count() - view.rules.blind))
        sheep = next((a for a in legal if a.act == "sheepshead"), None)
        if sheep is not None and self.stakes.sweeps(view, size):
            return sheep
        takes = [a for a in legal if a.act in ("take", "nuke")]
        if takes:
            return self._take(view, takes)
        own = [a for a in legal if a.act == "call" and a.card is not None and hand >> a.card & 1]
        legal = [a for a in legal if a.act != "sheepshead" and a not in own]
        legal = self._sensible_unknowns(legal, k)
        best: Action | None = None
        best_score = float("-inf")
        for a in legal:
            if a.act != "call":
                continue
            hold, dead = hold_of(a.card, a.unknown, k)
            _, score = best_bury(hand, hold, k, bury_offers(hand, size, hold, dead), dead, self.BURY_WEIGHT)
            if dead:
                score -= self.UNKNOWN_COST
            if score > best_score:
                best, best_score = a, score
        if best is None:  # no card to call: a die (or the J♦'s holder) may still name a partner
            best = next((a for a in legal if a.act != "alone"), None)
        alone = next((a for a in legal if a.act == "alone"), None)
        if alone is not None:
            pair, _ = best_bury(hand, 0, k, bury_offers(hand, size, 0, 0), 0, self.BURY_WEIGHT)
            kept = hand & ~sum(1 << c for c in pair)
            if best is None or alone_strength(kept, k) >= self.alone_need(view) * kept.bit_count() / 6:
                if own:  # alone, without telling: the ace most likely to live through its suit's first lead
                    return min(own, key=lambda a: ((hand & k.suit5[k.suit[a.card]]).bit_count(), a.card))  # type: ignore[index]
                return alone
        if best is not None:
            return best
        return legal[0] if legal else (own[0] if own else sheep)  # type: ignore[return-value]

    @staticmethod
    def _sensible_unknowns(legal: Sequence[Action], k: Cards) -> list[Action]:
        """Each ace called with an unknown with the one card the call prompt offers first (seed 001:
        "usually a low fail card or the lowest trump", :func:`~..engine.sheepshead.unknown_order`),
        the calls without an unknown as they are."""
        cards = 0
        for a in legal:
            if a.act == "call" and a.unknown is not None:
                cards |= 1 << a.unknown
        if not cards:
            return list(legal)
        order = {c: i for i, c in enumerate(unknown_order(cards, k.deck))}
        first: dict[int, Action] = {}
        for a in legal:
            if a.act == "call" and a.unknown is not None and a.card is not None:
                b = first.get(a.card)
                if b is None or order[a.unknown] < order[b.unknown]:  # type: ignore[index]
                    first[a.card] = a
        return [a for a in legal if a.act != "call" or a.unknown is None or first.get(a.card) is a]  # type: ignore[arg-type]

    def _take(self, view: View, legal: Sequence[Action]) -> Action:
        """The partner behind (``partner = "behind"``): the blind is chosen unseen, and taking two is
        best on average (paired self-play); a dealer with a worthless hand nukes it for the blind."""
        k = deck_of(view)
        nuke = next((a for a in legal if a.act == "nuke"), None)
        if nuke is not None and self.BLIND_MEAN - pick_strength(view.hand, k) >= self.UNSEEN_NUKE_GAIN:
            return nuke
        return next((a for a in legal if a.act == "take" and a.value == 2), legal[0])

    def _bury(self, view: View, legal: Sequence[Action]) -> Action:
        """Void a fail suit, bury unsafe points, keep the trumps and the hold card (``bury_first``: the
        hold card of the call planned from the full hand)."""
        k = deck_of(view)
        if view.called is not None and view.hand >> view.called & 1:
            hold, dead = 1 << view.called, 0  # my own ace called: it stays for the suit's first lead
        elif getattr(view.rules, "bury_first", False) and view.seat == view.picker and view.called is None and not view.alone:
            plan = self._call(view, self._planned_calls(view))
            hold, dead = hold_of(plan.card, plan.unknown, k) if plan.act == "call" else (0, 0)
        else:
            hold, dead = hold_of(view.called, view.unknown, k)
        offers = [tuple(a.cards or ()) for a in legal]
        allowed = offers
        if hold or dead:  # the engine checks a hold only once called: the plan's hold and unknown stay too
            hand = view.hand
            allowed = [o for o in offers if not any(dead >> c & 1 for c in o) and (not hold or hand & hold & ~sum(1 << c for c in o))] or offers
        pick, _ = best_bury(view.hand, hold, k, allowed, dead, self.BURY_WEIGHT)
        return legal[offers.index(pick)]

    @staticmethod
    def _planned_calls(view: View) -> list[Action]:
        """The calls the picker's full hand (before a ``bury_first`` bury) allows, with going alone and
        taking the J♦'s holder where the table has them: what the bury is planned for."""
        rules, hand, s = view.rules, view.hand, view.seat
        d = deck_of(view).deck
        jd = bool(hand >> JD & 1)
        out: list[Action] = []
        if rules.partner == "jack_of_diamonds":
            if jd and rules.jd_calls_ace:
                out += [Action("call", s, card=c) for c, _ in call_options(hand, rules, d, ten=False, unknown=False)]
            if not jd:
                out.append(Action("pass", s))
            if jd or rules.jd_alone:
                out.append(Action("alone", s))
            return out
        out = [Action("call", s, card=c, unknown=u) for c, u in call_options(hand, rules, d)]
        if rules.partner == "jd_and_called_ace" and not out and not jd:
            out.append(Action("pass", s))
        if rules.partner in ("called_ace", "none") or rules.jd_alone or not out:
            out.append(Action("alone", s))
        return out

    def _knock(self, view: View, legal: Sequence[Action]) -> Action:
        """Crack, re-crack, third knock and blitz by my side's chance to win (:mod:`.stakes`)."""
        return self.stakes.knock(view, legal)

    def _battery(self, view: Any, legal: Sequence[Action]) -> Action:
        by_card = {a.card: a for a in legal if a.act == "play" and a.card is not None}
        if not by_card or len(by_card) < len(legal):
            return self._fallback(view, legal)
        return by_card[self.battery.choose_card(view, list(by_card))]

    def _fox(self, view: Any, legal: Sequence[Action]) -> Action:
        by_card = {a.card: a for a in legal if a.act == "play" and a.card is not None}
        if not by_card or len(by_card) < len(legal):
            return self._fallback(view, legal)
        return by_card[self.fox.choose_card(view, list(by_card))]

    def _fallback(self, view: View, legal: Sequence[Action]) -> Action:
        """A decision this bot has no rule for (another form of the game, a new phase):
        something plain and legal. A card: win cheaply when last, else keep low.
        Otherwise pass where allowed, else give away the least useful card."""
        plays = {a.card: a for a in legal if a.act == "play" and a.card is not None}
        if plays:
            return plays[self._plain_play(view, list(plays))]
        for act in ("pass", "roll"):
            for a in legal:
                if a.act == act:
                    return a
        k = deck_of(view)
        with_card = [a for a in legal if a.card is not None]
        if with_card:
            return min(with_card, key=lambda a: (k.is_trump(a.card), POINTS[a.card], k.power[a.card]))  # type: ignore[index]
        return legal[0]

    @staticmethod
    def _plain_play(view: View, cards: list[int]) -> int:
        k = deck_of(view)
        trick = tuple(getattr(view, "trick", ()) or ())
        cheap = sorted(cards, key=lambda c: (POINTS[c] + (8 if k.is_trump(c) else 0), k.power[c]))
        if not trick:
            return cheap[0]
        best = trick[0]
        for c in trick[1:]:
            if k.beats(c, best):
                best = c
        winners = [c for c in cards if k.beats(c, best)]
        if winners and len(trick) == len(view.players) - 1:
            return min(winners, key=lambda c: k.power[c])
        return cheap[0]
