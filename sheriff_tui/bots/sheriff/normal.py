"""The ``normal`` Sheriff bot: the strategy notes of the rule document as heuristics.

It values its hand for the auction (trump honours and length, side aces, long
suits), plays the Sheriff's plan (draw trumps, cash masters, establish a long
suit, stop at the exact contract) and the Outlaws' (cooperate, keep trumps
while the Sheriff has some, attack when he has none, deny the exact bonus,
keep a beaten Sheriff at zero). It reads only its seat's view.
"""

from __future__ import annotations

import random
from typing import Sequence

from ...cards import SUIT_MASK, bits
from ...engine.core import Action
from ...engine.sheriff import View
from ..reasons import Reason
from .eval import ABOVE, ANY, BELOW, LOSE, Table, beats, goal, p_make, read_table, rough_count, trick_winner


class SheriffNormal:
    """Heuristic player; deterministic for a given view (the rng is unused)."""

    level = "normal"
    # Blind Sheriff: how often a random hand makes k = 1, 2 … tricks as Sheriff
    # with this bot's play (self-play, 600 deals each), per number of players,
    # alone or with a Double Sheriff partner; the bid follows from the scores
    BLIND_CHANCE: dict[tuple[int, bool], tuple[float, ...]] = {
        (3, False): (1.0, 0.97, 0.88, 0.76, 0.57, 0.37, 0.24, 0.14, 0.07, 0.03, 0.02, 0.01),
        (5, False): (0.8, 0.47, 0.21, 0.09, 0.03, 0.02),
        (5, True): (1.0, 0.92, 0.76, 0.55, 0.36, 0.15, 0.07, 0.01),
        (6, False): (0.68, 0.24, 0.1, 0.02, 0.01),
        (6, True): (1.0, 0.67, 0.44, 0.21, 0.07, 0.02),
    }
    EXACT_SHARE = 0.5  # how often a made contract is made exactly (self-play)
    PASS_VALUE = -1.0  # what declining is worth, relative to the table (self-play)
    CHOICE_VALUE = -1.0  # Sheriff's Choice: what declining the turned card is worth
    PARTNER_BID = 1.3  # Double Sheriff: a partner who has bid, in average hands
    PARTNER_MAYBE = 0.5  # ... and one who may or may not turn up
    # chances (of a card staying best in its trick) behind the decisions;
    # tuned by self-play against earlier versions
    MATE_OK = 0.5  # a partner's card this safe is left alone
    OVERTAKE = 0.6  # ... otherwise a card this safe takes the trick over
    FOLLOW_MIN = 0.45  # second hand: below this, play low
    FOLLOW_SLACK = 0.1  # the cheapest card nearly as safe as the safest
    DRAW_MIN = 3  # the Sheriff draws with a small trump from this many …
    DRAW_MARGIN = 1  # … when he holds this many more than the Outlaws together
    DRAW_LONG = 4  # … or, with nothing better to lead, from this many
    SHERIFF_CASH = 0.7  # the Sheriff cashes masters at least this safe
    OUTLAW_CASH = 0.75  # Outlaws cash masters in suits the Sheriff follows
    OUTLAW_ATTACK = 0.6  # ... and, once he is out of trumps, anything this safe

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase == "auction":
            return self._auction(view, legal)
        if phase == "choice":
            return self._choice(view, legal)
        if phase == "discard":
            return self._discard(view, legal)
        by_card = {a.card: a for a in legal}
        t = read_table(view)
        cards = list(by_card)
        c = self._follow(t, view, cards) if view.trick else self._lead(t, view, cards)
        return by_card[c]

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
        """``choose``'s move and why, for the hint (:mod:`.why`: the same rules, run to record
        which fired; ``choose`` itself, ``hard``'s playout policy, records nothing)."""
        from .why import explain

        return explain(self, view, legal, rng)

    # -- the contract ----------------------------------------------------
    def _relative_ev(self, view: View, p: float, v: int, blind: bool) -> float:
        """A contract's worth to the bidder minus the average other player.

        Scores are compared with the table, not counted alone: a failed
        contract also pays every Outlaw.
        """
        rules, n = view.rules, view.n
        mult = rules.blind_multiplier if blind else 1
        base = rules.points_per_trick * v
        team = 2 if rules.double else 1
        outlaws = n - team
        made_me = (base + rules.exact_bonus * self.EXACT_SHARE) * mult
        made_others = (made_me * (team - 1)) / (n - 1)
        fail_me = -base
        fail_others = (-base * (team - 1) + v * outlaws) / (n - 1)
        return p * (made_me - made_others) + (1 - p) * (fail_me - fail_others)

    def _partner_help(self, view: View) -> float:
        """How much of a Double Sheriff partner to count on (see ``p_make``).

        Outbidding someone makes them the partner, and their bid shows a good
        hand; bidding first may leave us alone against everyone.
        """
        if not view.rules.double:
            return 0.0
        if view.high_seat is not None and view.high_seat != view.seat:
            return self.PARTNER_BID
        return self.PARTNER_MAYBE

    def _auction(self, view: View, legal: Sequence[Action]) -> Action:
        """Bid the contract worth most against the table, if worth more than passing.

        Usually the lowest legal bid (the exact bonus rewards small contracts),
        higher only when the hand is strong enough that the extra tricks pay,
        and never above a plain count of the hand's tricks.
        Blind, with no card seen, only the table size and house rules count.
        """
        passing = next(a for a in legal if a.act == "pass")
        bids = [a for a in legal if a.act == "bid"]
        if not bids:
            return passing
        low = bids[0]
        v = low.value or 0
        if view.hand == 0 or view.trump is None:  # blind: only the position is known
            partner = view.rules.double and view.high_seat is not None
            chances = self.BLIND_CHANCE.get((view.n, partner), ())
            p = chances[v - 1] if v <= len(chances) else 0.0
            return low if self._relative_ev(view, p, v, True) > self.PASS_VALUE else passing
        out = 1 << view.turned if view.turned is not None else 0
        help_ = self._partner_help(view)
        cap = rough_count(view.hand, view.trump) + round(help_ * view.rules.hand_size / view.n)
        best, best_ev = passing, self.PASS_VALUE
        for a in bids:
            k = a.value or 0
            if k > cap:
                break
            p = p_make(view.hand, view.trump, out, view.n, k, help_)
            ev = self._relative_ev(view, p, k, False)
            if ev > best_ev:
                best, best_ev = a, ev
            if p < 0.2:
                break
        return best

    def _best_discard(self, hand: int, trump: int, n: int, k: int, allowed: int | None = None) -> tuple[int, float]:
        """The discard (of ``allowed``, the whole hand by default) that leaves the best chance of
        ``k`` tricks, and that chance.

        Ties (the model sees honours and lengths, not small ranks) go to the
        lowest card of the shortest side suit; a trump only when all are trumps.
        """
        best, best_key = -1, (-1.0, 0.0)
        for c in bits(hand if allowed is None else hand & allowed):
            s = c // 13
            p = p_make(hand ^ (1 << c), trump, 0, n, k)
            length = (hand & SUIT_MASK[s]).bit_count()
            cost = c % 13 + 2 * length + (40 if s == trump else 0) + (15 if not hand & ABOVE[c] and c % 13 >= 11 else 0)
            key = (round(p, 3), -cost)
            if key > best_key:
                best, best_key = c, key
        return best, best_key[0]

    def _choice(self, view: View, legal: Sequence[Action]) -> Action:
        """Sheriff's Choice: take the turned card if the hand (with it, after the
        best discard) is likely enough to make the fixed contract."""
        take = next(a for a in legal if a.act == "take")
        passing = next(a for a in legal if a.act == "pass")
        assert view.turned is not None and view.trump is not None
        hand = view.hand | 1 << view.turned
        k = view.rules.choice_contract
        allowed = None if view.rules.choice_discard_turned else ~(1 << view.turned)
        _, p = self._best_discard(hand, view.trump, view.n, k, allowed)
        return take if self._relative_ev(view, p, k, False) > self.CHOICE_VALUE else passing

    def _discard(self, view: View, legal: Sequence[Action]) -> Action:
        """Sheriff's Choice: put away the card the hand misses least."""
        assert view.trump is not None
        allowed = sum(1 << a.card for a in legal if a.card is not None)
        c, _ = self._best_discard(view.hand, view.trump, view.n, view.rules.choice_contract, allowed)
        return next(a for a in legal if a.card == c)

    # -- following -------------------------------------------------------
    def _follow(self, t: Table, view: View, cards: list[int]) -> int:
        """Second, third … hand: win as cheaply as is safe, or keep low.

        A partner's card that will probably hold is left alone (no overtaking,
        no trumping it); one that will not is taken over only by a card that
        will. With opponents still to play, a card is spent only if it has a
        fair chance to stay best; last to play, the cheapest winner is enough.
        """
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
        if want == ANY:
            return self._low(t, cards)
        if want == LOSE:
            return self._duck(t, cards, beaters, led, opps_after, following)
        # we want the trick
        if mate_winning:
            if not opps_after or not beaters or t.p_hold(win_c, led, opps_after) >= self.MATE_OK:
                return self._low(t, cards)
            holds = [(t.p_hold(c, led, opps_after), c) for c in beaters]
            ok = [c for h, c in holds if h >= self.OVERTAKE]
            if ok:
                return min(ok, key=lambda c: (c // 13 == trump, c))
            return self._low(t, cards)
        if not beaters:
            return self._low(t, cards)
        if not opps_after:
            return min(beaters, key=lambda c: (c // 13 == trump, c))
        holds = [(t.p_hold(c, led, opps_after), c) for c in beaters]
        top = max(h for h, _ in holds)
        if top < self.FOLLOW_MIN:
            return self._low(t, cards)
        # the cheapest card nearly as safe as the safest
        ok = [c for h, c in holds if h >= top - self.FOLLOW_SLACK]
        return min(ok, key=lambda c: (c // 13 == trump, c))

    @staticmethod
    def _urgent(t: Table) -> bool:
        """Outlaws near the end (or about to lose) fight for every trick."""
        need = t.contract - t.sheriff_won
        return t.tricks_left <= 4 or t.tricks_left - need <= 2

    def _duck(self, t: Table, cards: list[int], beaters: list[int], led: int, opps_after: list[int], following: bool) -> int:
        """Play so that the other side takes the trick, shedding high cards.

        A Sheriff who still needs tricks counts on his sure trumps for them:
        those are kept, never thrown under a higher card.
        """
        trump = t.trump
        if t.sheriff_side and t.contract > t.sheriff_won:
            sure = t.sure_trumps()
            keep = [c for c in cards if not sure >> c & 1]
            if keep and len(keep) < len(cards):
                cards = keep
                beaters = [c for c in beaters if not sure >> c & 1]
        under = [c for c in cards if c not in beaters]
        if under:
            if following:
                return max(under)
            # discard: throw the card most likely to win a trick later
            side = [c for c in under if c // 13 != trump]
            if side:
                return max(side, key=lambda c: (t.master(c), c % 13))
            return max(under)
        if opps_after:  # every card wins now: give the others the best chance to overtake
            return min(cards, key=lambda c: (t.p_hold(c, led, opps_after), c // 13 == trump, c))
        side = [c for c in cards if c // 13 != trump]
        return max(side or cards, key=lambda c: c % 13)

    def _low(self, t: Table, cards: list[int]) -> int:
        """The cheapest card: low in its suit, from a short side suit, never a master or a trump if avoidable."""
        trump = t.trump
        hand = t.hand
        if len({c // 13 for c in cards}) == 1 and cards[0] // 13 != trump or all(c // 13 == trump for c in cards):
            return min(cards)

        def cost(c: int) -> float:
            s = c // 13
            length = (hand & SUIT_MASK[s]).bit_count()
            value = c % 13 + 1.2 * length
            if t.master(c):
                value += 16
            if s == trump:
                value += 40
            return value

        return min(cards, key=lambda c: (cost(c), c))

    # -- leading ---------------------------------------------------------
    def _lead(self, t: Table, view: View, cards: list[int]) -> int:
        """Leading a trick: each side's plan, or getting rid of the lead."""
        want = goal(t)
        if want == ANY:
            return self._low(t, cards)
        if want == LOSE:
            return self._lead_to_lose(t, cards)
        if t.sheriff_side:
            return self._sheriff_lead(t, cards)
        return self._outlaw_lead(t, view, cards)

    def _lead_to_lose(self, t: Table, cards: list[int]) -> int:
        """Lead the card the other side most surely takes, the highest such card."""
        trump = t.trump
        opps = list(t.opps)
        if not t.sheriff_side:
            # feed the Sheriff: a low card of a suit he still holds
            sheriff_suits = [c for c in cards if all(not t.voids[o] >> (c // 13) & 1 for o in opps)]
            pool = [c for c in sheriff_suits if c // 13 != trump] or sheriff_suits or cards
            return min(pool, key=lambda c: (t.p_hold(c, c // 13, opps), c % 13))
        # the Outlaws will duck if they can (showing out, or holding a lower
        # card): lead what they can least avoid winning, the highest such card
        scored = [(round(self._p_stuck(t, c, opps), 2), c // 13 == trump, -(c % 13), c) for c in cards]
        return min(scored)[3]

    @staticmethod
    def _p_stuck(t: Table, c: int, opps: list[int]) -> float:
        """Chance that a led ``c`` wins although every opponent tries to duck it."""
        s = c // 13
        p = 1.0
        for o in opps:
            p *= min(1.0, t.p_void(o, s) + t.p_any(o, t.unseen & BELOW[c], s))
        return p

    def _sheriff_lead(self, t: Table, cards: list[int]) -> int:
        """The Sheriff's plan: draw trumps, cash masters, establish the long suit."""
        trump, hand = t.trump, t.hand
        opps = list(t.opps)
        trumps = [c for c in cards if c // 13 == trump]
        side = [c for c in cards if c // 13 != trump]
        # 1. draw trumps while the outlaws may hold some
        if trumps and t.opp_trumps():
            top = max(trumps)
            if t.master(top):
                return top
            out_trumps = (t.unseen & t.tmask).bit_count()
            if len(trumps) >= self.DRAW_MIN and len(trumps) >= out_trumps + self.DRAW_MARGIN:
                return min(trumps)
        # 2. cash side masters that will not be ruffed
        cash = [(t.p_hold(c, c // 13, opps), c) for c in side if t.master(c)]
        good = [x for x in cash if x[0] >= self.SHERIFF_CASH]
        if good:
            return max(good, key=lambda x: (round(x[0], 2), -(hand & SUIT_MASK[x[1] // 13]).bit_count()))[1]
        if trumps and not t.opp_trumps() and not side:
            return max(trumps)
        # 3. establish the longest side suit
        if side:
            lengths = {s: (hand & SUIT_MASK[s]).bit_count() for s in {c // 13 for c in side}}
            long_s = max(lengths, key=lambda s: (lengths[s], s))
            if lengths[long_s] >= 4:
                suit_cards = sorted(c for c in side if c // 13 == long_s)
                top = suit_cards[-1]
                below = suit_cards[-2]
                # top of a sequence knocks out the card above; otherwise lead low
                if not t.unseen & ABOVE[below] & ~ABOVE[top] & ~(1 << top) and top % 13 >= 9:
                    return top
                return suit_cards[0]
        # 4. a trump from length when the outlaws still hold some
        if trumps and t.opp_trumps() and len(trumps) >= self.DRAW_LONG:
            return min(trumps)
        # 5. otherwise the lowest card that does no harm
        if side:
            return self._low(t, side)
        return min(trumps)

    def _outlaw_lead(self, t: Table, view: View, cards: list[int]) -> int:
        """The Outlaws' plan: keep trumps, give the partner ruffs, attack the
        Sheriff's long suit, and cash everything once he is out of trumps."""
        trump = t.trump
        opps = list(t.opps)
        mates = [s for s in t.team if s != t.seat]
        sheriff_trumps = t.opp_trumps()
        trumps = [c for c in cards if c // 13 == trump]
        side = [c for c in cards if c // 13 != trump]

        def sheriff_void(s: int) -> bool:
            return all(t.voids[o] >> s & 1 for o in opps)

        # 1. aggressive once the Sheriff is out of trumps, or near the end
        if not sheriff_trumps or self._urgent(t):
            cash = [(t.p_hold(c, c // 13, opps), c) for c in cards if t.master(c)]
            good = [x for x in cash if x[0] >= self.OUTLAW_ATTACK]
            if good:
                return max(good, key=lambda x: (round(x[0], 2), x[1] // 13 != trump))[1]
        # 2. a suit the partner can ruff and the Sheriff must follow
        if sheriff_trumps:
            for c in sorted(side, key=lambda c: c % 13):
                s = c // 13
                if any(t.voids[m] >> s & 1 and not t.voids[m] >> trump & 1 for m in mates) and not sheriff_void(s):
                    return c
        # 3. safe masters: suits the Sheriff still follows
        cash = [(t.p_hold(c, c // 13, opps), c) for c in side if t.master(c)]
        good = [x for x in cash if x[0] >= self.OUTLAW_CASH]
        if good:
            return max(good)[1]
        # 4. attack the Sheriff's long suit: the side suit he has led most
        led_by_sheriff = [0] * 4
        for tr in view.history:
            if tr.leader in opps:
                led_by_sheriff[tr.cards[0] // 13] += 1
        attack = [c for c in side if led_by_sheriff[c // 13] and not sheriff_void(c // 13)]
        if attack:
            s = max({c // 13 for c in attack}, key=lambda s: led_by_sheriff[s])
            return min(c for c in attack if c // 13 == s)
        # 5. a low card of a suit the Sheriff must follow; keep trumps
        pool = [c for c in side if not sheriff_void(c // 13)] if sheriff_trumps else side
        if pool:
            return self._low_lead(t, pool)
        if side and not trumps:
            return self._low_lead(t, side)
        if trumps:
            top = max(trumps)
            if t.master(top):
                return top
            return min(trumps) if not side else self._low_lead(t, side)
        return self._low_lead(t, side)

    def _low_lead(self, t: Table, cards: list[int]) -> int:
        """A low lead that exposes no unguarded honour: small cards of long suits first."""
        hand = t.hand

        def cost(c: int) -> float:
            s = c // 13
            m = hand & SUIT_MASK[s]
            length = m.bit_count()
            honour = any(m >> (s * 13 + r) & 1 for r in (10, 11)) and length <= 2
            return c % 13 - 0.8 * length + (6 if honour else 0) + (10 if t.master(c) else 0)

        return min(cards, key=lambda c: (cost(c), c))
