"""The ``normal`` Sheepshead bot's card play in the standard game: following (schmear, keep low,
take a trick as cheaply as is safe), leading (trump for the picker's side, the called suit then
fail for the defenders), the mittler and the leaster. A part of
:class:`~.normal.SheepsheadNormal`, whose class constants (``SCHMEAR_P``, ``WIN_P`` …) it reads."""

from __future__ import annotations

from ...cards import bits
from ...engine.sheepshead import View
from ...engine.sheepshead.cards import POINTS
from .eval import Cards, Stakes, Table, best_index, is_unknown, led_suit, ten_rule


class CardPlay:
    """The cards :class:`~.normal.SheepsheadNormal` plays once the deal's sides are set."""

    # -- following ---------------------------------------------------------
    def _follow(self, view: View, t: Table, st: Stakes | None, cards: list[int]) -> int:
        """Schmear onto a sure trick of my side, keep low on the others', take one as cheaply as is safe.

        A trick is taken only when it is worth the card spent, against what the low
        card would give away; a sure win that decides the deal is taken whatever it costs.
        """
        k = t.k
        trick = view.trick
        n = view.n
        bi = best_index(view, trick, k)
        if is_unknown(view, trick[bi]):  # the unknown led, no heart nor trump after it yet: my card leads in effect
            return self._lead(view, t, cards)
        led = led_suit(view, trick, k)  # the unknown led: the called suit
        best = trick[bi]
        wseat = view.trick_seat(bi)
        after = [view.trick_seat(i) for i in range(len(trick) + 1, n)]
        tenrule = best == view.called and ten_rule(view, trick)
        points = sum(POINTS[c] for c in trick)
        coming = self._called_coming(view, t, led)
        mate = t.sides.mate
        careful = self.CAREFUL and st is not None and (st.won or not st.live)
        p_keep = mate[wseat] * t.p_hold(best, led, after, tenrule)
        beaters = [c for c in cards if k.beats(c, best) and not (tenrule and k.suit[c] == led)]
        if p_keep >= (1.0 if careful else self.SCHMEAR_P):
            return self._schmear(t, cards)
        if mate[wseat] >= 0.5 and p_keep >= self.MATE_OK:
            if points >= self.FAT and p_keep < 0.7 and not careful:
                safe = [c for c in beaters if t.p_hold(c, led, after) >= self.OVERTAKE_P]
                if safe:
                    return min(safe, key=lambda c: k.power[c])
            return self._low(t, cards)
        if not beaters:
            return self._low(t, cards)
        if st is not None and st.live and not (st.won or st.lost):  # a sure win that settles the deal is taken, whatever it costs
            sure = [c for c in beaters if t.p_hold(c, led, after, tenrule) >= 1.0]
            if sure:
                c = min(sure, key=lambda c: k.power[c])
                if self._settles(st, bool(t.sides.picker_side), points + POINTS[c]):
                    return c
        low = self._low(t, cards)
        if not after:  # last to play: the cheapest card that wins, if the trick is worth it
            c = min(beaters, key=lambda c: k.power[c])
            if points + POINTS[c] + 6 - self._keep_cost(k, c) > -POINTS[low]:
                return c
            return low
        need = self.WIN_P - (0.1 if points + coming >= self.FAT else 0.0)
        scored = []
        for c in beaters:
            h = t.p_hold(c, led, after)
            if h < need or (careful and POINTS[c] >= 10 and h < 1.0):
                continue
            scored.append((h * (points + coming + POINTS[c] + 6) - self._keep_cost(k, c), c))
        # a win must be worth the card spent (no queen on a pointless trick), against what the low card gives away
        if scored and max(scored)[0] > -POINTS[low]:
            return max(scored)[1]
        return low

    @staticmethod
    def _called_coming(view: View, t: Table, led: int) -> int:
        """Points sure to fall on this trick still: the called card, on its suit's first lead
        (its holder must play it), when it is still out."""
        called = view.called
        if called is None or view.called_suit_led or view.alone or not t.unseen >> called & 1:
            return 0
        return POINTS[called] if t.k.suit[called] == led else 0

    @staticmethod
    def _settles(st: Stakes, side: bool, gain: int) -> bool:
        """Whether ``gain`` more points to my side decides the deal for sure: the defenders reach 60,
        or the picker's side puts 60 out of their reach. (Not the schneider lines: in self-play
        a queen spent to cross them is missed on the 60 line.)"""
        if side:
            most = st.d_high + st.left
            return most - gain < 60 <= most
        return st.d_low < 60 <= st.d_low + gain

    @staticmethod
    def _keep_cost(k: Cards, c: int) -> float:
        """What spending ``c`` now costs later: high trumps win later tricks."""
        if k.is_trump(c):
            return 1.2 * (14 - k.trump_rank[c])
        return 0.0

    def _low(self, t: Table, cards: list[int]) -> int:
        """The card the other side gains least from: few points, no good trump, no master."""
        k = t.k

        def cost(c: int) -> float:
            p = POINTS[c]
            if k.is_trump(c):
                return 6.0 + self._trump_worth(t, c) + p
            return self._fail_cost(t, c)

        return min(cards, key=lambda c: (cost(c), c))

    @staticmethod
    def _fail_cost(t: Table, c: int) -> float:
        """What giving up a fail card costs: its points, its rank, its suit's length (keep a long
        suit's guards), and a master that would take a trick later."""
        k = t.k
        length = (t.hand & k.suit5[k.suit[c]]).bit_count()
        return 1.5 * POINTS[c] + 0.1 * k.power[c] + 0.3 * length + (3.0 if t.master(c) else 0.0)

    @staticmethod
    def _trump_worth(t: Table, c: int) -> float:
        """A trump's worth for later tricks, by the trumps still out above it (counted, not by rank):
        with the Q♣ and Q♠ gone the Q♥ is the master, and the 10♦ under seven live trumps is worth little."""
        above = (t.unseen & t.k.above[c]).bit_count()
        return 12.0 * 0.7**above

    def _schmear(self, t: Table, cards: list[int]) -> int:
        """The most points my side can bank now: a fail ace or ten, a low point trump it can spare.

        Never a queen or jack for its 2 or 3 points: that overtrumps a partner's
        sure trick with a card that would take a trick of its own later.
        """
        k = t.k

        def value(c: int) -> float:
            p = POINTS[c]
            if k.is_trump(c):
                return p - 1.0 if p and k.trump_rank[c] >= self.LOW_TRUMPS and self._spare_trump(t, c) else -1.0
            if c % 13 == 8 and t.unseen & k.above[c]:
                return p + 2.0  # a ten the ace still hunts
            return float(p)

        c = max(cards, key=lambda c: (value(c), -k.power[c]))
        return c if value(c) > 0 else self._shed(t, cards)

    def _shed(self, t: Table, cards: list[int]) -> int:
        """Nothing worth schmearing on my side's sure trick: the card I miss least.

        Unlike :meth:`_low` (a trick the others may take), points here are not given
        away: made to follow with the Q♥ or the A♦, the A♦ goes and the queen stays.
        """
        k = t.k

        def cost(c: int) -> float:
            if k.is_trump(c):
                rank = k.trump_rank[c]
                return 6.0 + (14 - rank) - (0.3 * POINTS[c] if rank >= self.LOW_TRUMPS else 0.0)
            return self._fail_cost(t, c)

        return min(cards, key=lambda c: (cost(c), c))

    @staticmethod
    def _spare_trump(t: Table, c: int) -> bool:
        """A point trump I won't miss: two unseen trumps beat it, and, picking, it is not a top trump of mine."""
        k = t.k
        if (t.unseen & k.above[c]).bit_count() < 2:
            return False
        if t.seat == t.view.picker:
            mine = sorted(bits(t.hand & k.trump_mask), key=lambda x: -k.power[x])
            return len(mine) > 2 and c not in mine[:2]
        return True

    # -- leading -----------------------------------------------------------
    def _lead(self, view: View, t: Table, cards: list[int]) -> int:
        after = [(view.seat + i) % view.n for i in range(1, view.n)]
        if view.unknown is not None and len(cards) > 1 and view.unknown in cards:  # the unknown led can't win: not while another card can go
            cards = [c for c in cards if c != view.unknown]
        if t.sides.picker_side:
            return self._side_lead(view, t, cards, after)
        return self._defender_lead(view, t, cards, after)

    def _side_lead(self, view: View, t: Table, cards: list[int], after: list[int]) -> int:
        """Picker and partner lead trump while the other side may hold some, then cash.

        Not a lone A♦ or 10♦ (every trump held worth ten, none a master) while a fail card
        can go: led into the other side's higher trumps it only hands them its points.
        """
        k = t.k
        trumps = sorted((c for c in cards if k.is_trump(c)), key=lambda c: -k.power[c])
        fails = [c for c in cards if not k.is_trump(c)]
        fat = all(POINTS[c] >= 10 for c in trumps) and not t.master(trumps[0]) if trumps else False
        if trumps and t.opp_trumps() > 0.05 and not (fat and fails):  # an A♦ or 10♦ alone is no trump to lead
            top = trumps[0]
            if t.master(top) and self.LEAD_MASTER:
                return top
            if view.seat == view.picker:
                return self._pick_trump(trumps, self.PICKER_LEAD)
            return self._pick_trump(trumps, self.PARTNER_LEAD)
        cash = [c for c in fails if t.master(c) and t.p_hold(c, k.suit[c], after) >= self.CASH_P]
        if cash:
            return max(cash, key=lambda c: (POINTS[c], c))
        if trumps and not (fat and fails):
            return trumps[0]
        return self._low_lead(t, fails)

    @staticmethod
    def _pick_trump(trumps: list[int], how: str) -> int:
        """A trump to lead (``trumps`` high to low): the highest without many points, the highest, or the lowest.

        The lowest is the lowest without many points: a low lead is meant to draw
        trump cheaply, and an A♦ or 10♦ led into higher trumps hands them 10 or 11.
        """
        if how == "high":
            return trumps[0]
        if how == "low":
            plain = [c for c in trumps if POINTS[c] < 10]
            return plain[-1] if plain else trumps[-1]
        plain = [c for c in trumps if POINTS[c] < 10]
        return plain[0] if plain else trumps[-1]

    def _defender_lead(self, view: View, t: Table, cards: list[int], after: list[int]) -> int:
        """Lead the called suit; else a fail suit (cash a safe master, or lead low); trump only with reason
        (a master trump, when the only fail cards to lead are aces and tens)."""
        k = t.k
        called = view.called
        if called is not None and not view.called_suit_led and not view.alone and not k.is_trump(called):
            suit = [c for c in cards if k.suit[c] == called // 13 and c != called]
            if suit:
                if self.CALLED_LEAD == "high":
                    return max(suit, key=lambda c: (POINTS[c], k.power[c]))
                return min(suit, key=lambda c: (POINTS[c], k.power[c]))
        fails = [c for c in cards if not k.is_trump(c)]
        trumps = sorted((c for c in cards if k.is_trump(c)), key=lambda c: -k.power[c])
        if fails:
            cash = [c for c in fails if t.master(c) and t.p_hold(c, k.suit[c], after) >= self.CASH_P]
            if cash:
                return max(cash, key=lambda c: (POINTS[c], c))
            c = self._low_lead(t, fails)
            if POINTS[c] >= 10 and trumps and t.master(trumps[0]):  # only aces and tens to lead: a master trump is reason enough
                return trumps[0]
            return c
        if t.master(trumps[0]):
            return trumps[0]
        return trumps[-1]

    def _low_lead(self, t: Table, fails: list[int]) -> int:
        """A cheap fail lead: few points, from a short suit (to trump it later)."""
        k = t.k

        def cost(c: int) -> float:
            length = (t.hand & k.suit5[k.suit[c]]).bit_count()
            return 1.5 * POINTS[c] + 0.1 * k.power[c] + 0.3 * length

        return min(fails, key=lambda c: (cost(c), c))

    # -- the mittler -------------------------------------------------------
    def _mittler(self, view: View, t: Table, cards: list[int]) -> int:
        """The median wins: collect points while short of a middling share, then play it as a leaster.

        Dodging every point (the leaster's way) ends a mittler at the bottom, not in
        the middle: below :attr:`MITTLER_SHARE` of an even share it takes tricks: it leads
        its likeliest winner, and follows with the card likeliest to hold the trick (the
        more points the better), or else its fewest points.
        """
        k = t.k
        me, n = view.seat, view.n
        if view.points[me] >= self.MITTLER_SHARE * 120 / n:
            return self._leaster(view, t, cards)
        if not view.trick:
            after = [(me + i) % n for i in range(1, n)]
            return max(cards, key=lambda c: (round(t.p_hold(c, k.suit[c], after), 2), -k.power[c]))
        trick = view.trick
        led = k.suit[trick[0]]
        best = trick[best_index(view, trick, k)]
        after = [view.trick_seat(i) for i in range(len(trick) + 1, n)]
        beaters = [c for c in cards if k.beats(c, best)]
        likely = [c for c in beaters if t.p_hold(c, led, after) >= 0.5]
        if likely:
            return max(likely, key=lambda c: (t.p_hold(c, led, after), POINTS[c], -k.power[c]))
        return min(cards, key=lambda c: (POINTS[c], k.power[c]))

    # -- the leaster -------------------------------------------------------
    def _leaster(self, view: View, t: Table, cards: list[int]) -> int:
        """Take one cheap trick, then stay under: dump points and high cards on the others' tricks."""
        k = t.k
        me = view.seat
        left = view.hand.bit_count()
        kind = getattr(view, "kind", "leaster")
        need = kind == "leaster" and getattr(view.rules, "leaster_trick", True) and view.won[me] == 0
        cheap = self.LEASTER_CHEAP[min(left, len(self.LEASTER_CHEAP) - 1)]
        n = view.n
        if not view.trick:
            after = [(me + i) % n for i in range(1, n)]
            win = {c: t.p_hold(c, k.suit[c], after) for c in cards}
            if need and left <= 2:
                return max(cards, key=lambda c: (win[c], -POINTS[c]))
            return min(cards, key=lambda c: (round(win[c], 2), POINTS[c], -k.power[c]))
        trick = view.trick
        led = k.suit[trick[0]]
        best = trick[best_index(view, trick, k)]
        after = [view.trick_seat(i) for i in range(len(trick) + 1, n)]
        points = sum(POINTS[c] for c in trick)
        beaters = [c for c in cards if k.beats(c, best)]
        under = [c for c in cards if c not in beaters]
        if need and beaters:
            sure = [c for c in beaters if t.p_hold(c, led, after) >= (1.0 if not after else 0.8)]
            if sure:
                c = min(sure, key=lambda c: (POINTS[c], k.power[c]))
                if points + POINTS[c] <= cheap or left == 1:
                    return c
        if under:
            return max(under, key=lambda c: (POINTS[c], k.power[c]))
        if after:  # every card wins now: the one the others most likely overtake
            return min(beaters, key=lambda c: (round(t.p_hold(c, led, after), 2), POINTS[c]))
        return min(beaters, key=lambda c: (POINTS[c], -k.power[c]))
