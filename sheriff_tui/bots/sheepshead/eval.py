"""Card counting, sides and hand values for the Sheepshead bots.

Everything here is read from one seat's :class:`~sheriff_tui.engine.sheepshead.View`
and nothing else: which seats play with me as far as I know (:func:`sides`),
where the unseen cards may be (:class:`Table`), what is still at stake
(:func:`stakes`); what a hand is worth to pick, call and bury is :mod:`.hand`'s. The tables
follow the view's deck, so variant trump orders and packs need nothing extra.

The unknown lies face down in most seats' views (:data:`FACE_DOWN` in a trick,
not in ``played``): the tables give it no suit, no power and no points, so it
never wins a trick and is counted among the unseen cards, as the engine has it.
Led, it is a lead of the called suit (:func:`led_suit`), for the seats that see
it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...cards import FACE_DOWN, bits
from ...engine.sheepshead import View
from ...engine.sheepshead.cards import POINTS, STANDARD, TEN, Deck

TRUMP = 4  # effective suit of the trumps (tricks.TRUMP)


@dataclass(frozen=True, slots=True)
class Cards:
    """One deck's tables, as the bots use them."""

    deck: Deck
    suit: tuple[int, ...]  # card -> effective suit: a fail suit 0..3 or TRUMP (-1: FACE_DOWN)
    power: tuple[int, ...]
    above: tuple[int, ...]  # card -> the cards of its effective suit that beat it
    suit5: tuple[int, ...]  # effective suit -> its cards in the pack
    trump_mask: int
    trump_rank: tuple[int, ...]  # card -> 0 for the highest trump, 1 the next …; 99 for a fail card
    top4: int  # the four highest trumps (the queens in the standard order)
    fail_suits: tuple[int, ...]
    pack: int

    def is_trump(self, c: int) -> bool:
        return bool(self.trump_mask >> c & 1)

    def beats(self, a: int, b: int) -> bool:
        """Whether ``a`` beats ``b``, the best card of a trick so far. A card face
        down beats nothing, and anything beats it (it led: the next card leads in effect)."""
        sa, sb = self.suit[a], self.suit[b]
        if sa == sb:
            return self.power[a] > self.power[b]
        return sa == TRUMP or sb < 0 <= sa


_CARDS: dict[int, tuple[Deck, Cards]] = {}


def cards_of(deck: Deck) -> Cards:
    """The tables of ``deck``, built once (keyed by identity: decks are shared)."""
    hit = _CARDS.get(id(deck))
    if hit is not None and hit[0] is deck:
        return hit[1]
    tr = deck.tr
    power = tr.power
    pack = deck.pack
    above = tuple(
        sum(1 << d for d in bits(tr.suit_mask[c]) if power[d] > power[c]) if pack >> c & 1 else 0 for c in range(FACE_DOWN + 1)
    )
    suit5 = tuple(deck.fail_mask[s] if s < 4 else deck.trump_mask for s in range(5))
    rank = [99] * (FACE_DOWN + 1)
    for i, c in enumerate(deck.trumps):
        rank[c] = i
    k = Cards(
        deck=deck,
        suit=tr.suit_index,
        power=power,
        above=above,
        suit5=suit5,
        trump_mask=deck.trump_mask,
        trump_rank=tuple(rank),
        top4=sum(1 << c for c in deck.trumps[:4]),
        fail_suits=deck.fail_suits,
        pack=pack,
    )
    _CARDS[id(deck)] = (deck, k)
    return k


def deck_of(view: View) -> Cards:
    return cards_of(getattr(view, "deck", STANDARD))


def pts(mask: int) -> int:
    return sum(POINTS[c] for c in bits(mask))


def ten_rule(view: View, trick: Sequence[int]) -> bool:
    """The called ten's first trick: it wins its suit's first lead unless trumped."""
    c = view.called
    if c is None or c != TEN[c // 13] or view.called_suit_led or not trick:
        return False
    return deck_of(view).suit[trick[0]] == c // 13


def is_unknown(view: View, c: int) -> bool:
    """``c`` is the unknown as this seat sees it: face down, or the card itself (the picker, its taker)."""
    return c == FACE_DOWN or c in getattr(view, "face_down", ())


def led_suit(view: View, cards: Sequence[int], k: Cards | None = None) -> int:
    """The effective suit a trick was led in: the unknown led stands for the called suit (seed
    001: the picker "calls a fail suit to stand for the unknown"); -1 when that can't be told."""
    k = k or deck_of(view)
    if is_unknown(view, cards[0]):
        return k.suit[view.called] if view.called is not None else -1
    return k.suit[cards[0]]


def best_index(view: View, trick: Sequence[int], k: Cards | None = None) -> int:
    """Position in ``trick`` of the card winning it so far (the called-ten rule included). The
    unknown led never wins: the best heart or trump after it (0 while none has come)."""
    k = k or deck_of(view)
    led = led_suit(view, trick, k) if is_unknown(view, trick[0]) else -1
    if led >= 0:
        best = 0
        for i in range(1, len(trick)):
            c = trick[i]
            if k.suit[c] in (led, TRUMP) and (best == 0 or k.beats(c, trick[best])):
                best = i
        return best
    best = 0
    for i in range(1, len(trick)):
        if k.beats(trick[i], trick[best]):
            best = i
    if view.called in trick and ten_rule(view, trick) and k.suit[trick[best]] != TRUMP:
        return trick.index(view.called)  # type: ignore[arg-type]
    return best


# -- sides -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sides:
    """Which side each seat plays on, as far as this seat knows.

    The *side* is the picker's side (or, without picking, the holders of the
    partner cards); everyone else defends. ``on_side[s]`` is the chance that
    seat ``s`` is on the side, ``mate[s]`` that it plays with me (1.0 for
    myself). ``picker_side`` is None when every seat plays for itself (a leaster).
    """

    picker_side: bool | None
    mate: tuple[float, ...]
    on_side: tuple[float, ...]
    known: tuple[int, ...]  # seats known to be on the side
    picker: int | None = None

    @property
    def partner(self) -> int | None:
        """A known partner of the picker (not the picker)."""
        return next((s for s in self.known if s != self.picker), None)


def partner_cards(view: View) -> int:
    """The cards whose holders join the side, where public (the called card, the J♦, black queens …)."""
    m = sum(1 << c for c in getattr(view, "partner_cards", ()))
    if view.called is not None:
        m |= 1 << view.called
    return m


def side_size(view: View) -> float:
    """How many seats the side has, as far as the rules and the table tell."""
    if view.alone:
        return 1.0
    rule = str(getattr(view.rules, "partner", "called_ace"))
    if rule == "none":
        return 1.0
    if rule == "jd_and_called_ace":
        return 3.0
    if rule == "cards":
        return float(len(getattr(view, "partner_cards", ()) or (0, 0)))
    return 2.0


# evidence from play that a seat is on the side of the winner it helped (weights, multiplied)
LED_TRUMP = 2.5  # the side leads trump; defenders seldom do
SCHMEARED = 2.5  # ten or more points onto a trick a known seat was winning: its mate
TOOK_OVER = 0.4  # beat a known seat's winning card: not its mate (not on a trump lead: see _evidence)


def tricks_so_far(view: View) -> list[tuple[int, tuple[int, ...]]]:
    """(leader, cards) of every trick played this deal, the one on the table last."""
    tricks = [(t.leader, t.cards) for t in view.history]
    if view.trick:
        tricks.append((view.leader, view.trick))
    return tricks


def _evidence(view: View, k: Cards, unknown: Sequence[int], known_side: set[int], known_other: set[int]) -> dict[int, float]:
    """Odds, per unknown seat, of being on the side, from the play so far."""
    w = {s: 1.0 for s in unknown}
    n = view.n
    tricks = tricks_so_far(view)
    for leader, cards in tricks:
        if is_unknown(view, cards[0]):  # the unknown led: the called suit's first lead, followed as the duties say
            continue
        trump_led = k.suit[cards[0]] == TRUMP
        if leader in w and trump_led and known_side:
            w[leader] *= LED_TRUMP
        best = 0
        for i in range(1, len(cards)):
            seat = (leader + i) % n
            c = cards[i]
            over = k.beats(c, cards[best])
            if seat in w:
                top = (leader + best) % n
                same = 1 if top in known_side else -1 if top in known_other else 0
                if same and over:
                    if not trump_led:  # everyone must follow a trump lead, and a partner covers the picker's low trump as a defender does
                        w[seat] *= TOOK_OVER if same > 0 else 1 / TOOK_OVER
                elif same and POINTS[c] >= 10:
                    w[seat] *= SCHMEARED if same > 0 else 1 / SCHMEARED
            if over:
                best = i
    return w


def _cannot_hold_called(view: View, k: Cards, unknown: Sequence[int]) -> set[int]:
    """Seats that can't be the hidden partner: it holds the called card, and they showed void in its suit.

    Only where the called card alone makes the partner (a called ace, or a jack
    called up); once it is played the partner is known and this is moot.
    """
    called = view.called
    rule = str(getattr(view.rules, "partner", "called_ace"))
    if called is None or rule not in ("called_ace", "jack_of_diamonds") or view.played >> called & 1:
        return set()
    suit = k.suit[called]
    n = view.n
    out: set[int] = set()
    tricks = tricks_so_far(view)
    for leader, cards in tricks:
        if led_suit(view, cards, k) != suit:
            continue
        for i in range(1, len(cards)):
            seat = (leader + i) % n
            if seat in unknown and cards[i] != FACE_DOWN and k.suit[cards[i]] != suit:
                out.add(seat)
    return out


def sides(view: View) -> Sides:
    """My side, my mates and the others, from the rules, my hand and the play.

    The picker is public. A partner knows itself (it holds a partner card, say
    the called ace); everyone learns who it is once that card is played. Until
    then a defender knows it is a defender (it holds no partner card) and weighs
    the other seats by how they played (:func:`_evidence`). Alone, the picker
    has no partner. In a leaster every seat plays for itself.
    """
    n, me, picker = view.n, view.seat, view.picker
    if view.leaster or (picker is None and getattr(view, "kind", "picker") != "cards"):
        solo = tuple(1.0 if s == me else 0.0 for s in range(n))
        return Sides(None, solo, (0.0,) * n, (), picker)
    known = list(getattr(view, "side", ()) or ())
    if not known:  # a view without the side field: the picker and a revealed partner
        known = [picker] if picker is not None else []
        if view.partner is not None and view.partner not in known:
            known.append(view.partner)
    flag = getattr(view, "i_am_partner", None)  # the engine says; an older view: my hand does
    mine = me == picker or (bool(flag) if flag is not None else bool(view.hand & partner_cards(view)))
    if mine and me not in known:
        known.append(me)
    size = side_size(view)
    on = [0.0] * n
    for s in known:
        on[s] = 1.0
    unknown = [s for s in range(n) if s not in known and s != me]
    hidden = max(0.0, size - len(known))
    if unknown and hidden > 0:
        other = set() if mine else {me}
        k = deck_of(view)
        w = _evidence(view, k, unknown, set(known), other)
        for s in _cannot_hold_called(view, k, unknown):
            w[s] = 0.0
        total = sum(w.values())
        if not total:  # the play contradicts itself (it can't): back to even odds
            w, total = dict.fromkeys(unknown, 1.0), float(len(unknown))
        for s in unknown:
            on[s] = min(1.0, hidden * w[s] / total)
    mate = tuple(1.0 if s == me else on[s] if mine else 1.0 - on[s] for s in range(n))
    return Sides(mine, mate, tuple(on), tuple(known), picker)


# -- where the cards are ---------------------------------------------------------

PICKER_FAIL_SHARE = 0.5  # a picker holds fewer fail cards than the others (he buried them) …
PICKER_TRUMP_SHARE = 1.8  # … and more trumps


@dataclass(slots=True)
class Table:
    """What one seat knows of the cards, from its view.

    ``unseen`` holds every card that may be in another hand or face down (the
    bury, or a leaster's blind: ``hidden`` cards of them). ``voids[o]`` has bit
    ``s`` when seat ``o`` has shown it holds no card of effective suit ``s``;
    ``holds[o]`` when it must still hold one (the picker's hold card).
    """

    view: View
    k: Cards
    seat: int
    n: int
    hand: int
    unseen: int
    hidden: int
    voids: list[int]
    holds: list[int]
    counts: tuple[int, ...]
    sides: Sides
    called_at: tuple[float, ...] | None  # chance each seat holds the unseen called card

    def weight(self, o: int, s: int) -> float:
        """Seat ``o``'s hand size, scaled by how its role bends its holding in suit ``s``."""
        c = self.counts[o]
        if o == self.view.picker:
            return c * (PICKER_TRUMP_SHARE if s == TRUMP else PICKER_FAIL_SHARE)
        return float(c)

    def share(self, o: int, s: int) -> float:
        """Chance that one given unseen card of suit ``s`` lies in seat ``o``'s hand."""
        total = float(self.hidden)
        for x in range(self.n):
            if x != self.seat and not self.voids[x] >> s & 1:
                total += self.weight(x, s)
        return min(1.0, self.weight(o, s) / total) if total else 0.0

    def p_any(self, o: int, mask: int, s: int) -> float:
        """Chance that seat ``o`` holds at least one card of ``mask`` (all of suit ``s``)."""
        mask &= self.unseen
        if not mask or self.voids[o] >> s & 1 or not self.counts[o]:
            return 0.0
        none = 1.0
        called = self.view.called
        if self.called_at is not None and called is not None and mask >> called & 1:
            none *= 1.0 - self.called_at[o]
            mask &= ~(1 << called)
        n = mask.bit_count()
        if n:
            none *= (1.0 - self.share(o, s)) ** n
        return 1.0 - none

    def p_void(self, o: int, s: int) -> float:
        if self.voids[o] >> s & 1:
            return 1.0
        if self.holds[o] >> s & 1:
            return 0.0
        return 1.0 - self.p_any(o, self.k.suit5[s], s)

    def p_beat(self, o: int, c: int, led: int, tenrule: bool = False) -> float:
        """Chance that seat ``o`` can beat ``c``, the best card of a trick led in suit ``led``."""
        k = self.k
        sc = k.suit[c]
        if sc == led:
            p = self.p_any(o, 0 if tenrule else k.above[c], led)
            if led != TRUMP:
                p += self.p_void(o, led) * self.p_any(o, k.trump_mask, TRUMP)
        elif sc == TRUMP:
            p = self.p_void(o, led) * self.p_any(o, k.above[c], TRUMP)
        else:
            return 1.0
        return min(1.0, p)

    def p_hold(self, c: int, led: int, after: Sequence[int], tenrule: bool = False) -> float:
        """Chance that my side still has the trick if ``c`` is best now and ``after`` play.

        A seat on my side that beats ``c`` keeps the trick on my side, so only
        the chance that a later seat is against me counts.
        """
        p = 1.0
        mate = self.sides.mate
        for o in after:
            against = 1.0 - mate[o]
            if against > 0.0:
                p *= 1.0 - against * self.p_beat(o, c, led, tenrule)
        return p

    def master(self, c: int) -> bool:
        """No card that may still be played beats ``c`` within its suit."""
        return not self.unseen & self.k.above[c]

    def opp_trumps(self) -> float:
        """Chance that some seat against me still holds a trump."""
        tm = self.k.trump_mask
        if not self.unseen & tm:
            return 0.0
        none = 1.0
        for o in range(self.n):
            if o != self.seat:
                none *= 1.0 - (1.0 - self.sides.mate[o]) * self.p_any(o, tm, TRUMP)
        return 1.0 - none


def read_table(view: View, sd: Sides | None = None) -> Table:
    """Count the cards: what is unseen, who is void, who must still hold what."""
    n, me = view.n, view.seat
    k = deck_of(view)
    sd = sd or sides(view)
    known = view.hand | view.played
    if view.picker == me and view.buried:
        for c in view.buried:
            known |= 1 << c
    unseen = k.pack & ~known
    counts = view.hand_counts
    hidden = max(0, unseen.bit_count() - sum(counts[s] for s in range(n) if s != me))
    voids = [0] * n
    tricks = tricks_so_far(view)
    suit = k.suit
    unknown = getattr(view, "face_down", ())
    for leader, cards in tricks:
        led = led_suit(view, cards, k)
        if led < 0:
            continue
        for i in range(1, len(cards)):
            if suit[cards[i]] != led and cards[i] != FACE_DOWN and cards[i] not in unknown:
                voids[(leader + i) % n] |= 1 << led
    holds = [0] * n
    called_at: tuple[float, ...] | None = None
    called = view.called
    if called is not None and not view.leaster and k.suit[called] != TRUMP:
        cs = called // 13
        picker = view.picker
        if picker is not None and picker != me:
            if view.unknown_called:
                voids[picker] |= 1 << cs  # the unknown: the picker holds none of the suit, all deal
            elif not view.called_suit_led:
                holds[picker] |= 1 << cs  # the hold card (or, calling a ten, the ace)
        if unseen >> called & 1:  # with the partner, if I know who that is, else spread like the side
            p = sd.partner if view.rules.partner == "called_ace" else None
            if p is not None:
                called_at = tuple(1.0 if s == p else 0.0 for s in range(n))
            else:
                on = sd.on_side
                total = sum(on[s] for s in range(n) if s != picker and s != me) or 1.0
                called_at = tuple(0.0 if s in (picker, me) else on[s] / total for s in range(n))
    u = getattr(view, "unknown", None)
    hand = view.hand & ~(1 << u) if u is not None else view.hand  # the unknown is no card to play as itself
    return Table(view, k, me, n, hand, unseen, hidden, voids, holds, counts, sd, called_at)


# -- what is at stake ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Stakes:
    """The deal's score as far as card points go, counted as the defenders' points D.

    The side has ``120 − D`` (the bury included), so each scoring line is a
    boundary on D: schneider below 30, the win below 60, schneidered from 90
    (by default). ``live`` when a boundary may still be crossed: otherwise no
    card point can change the score. ``won``/``lost``: my side's win or loss is
    already certain.
    """

    d_low: int
    d_high: int
    left: int
    live: bool
    won: bool
    lost: bool


def stakes(view: View, t: Table) -> Stakes | None:
    """The defenders' points so far (as low and as high as the unknown seats allow) and what is left."""
    sd = t.sides
    if sd.picker_side is None:
        return None
    n, p = view.n, view.points
    d_known = sum(p[s] for s in range(n) if sd.on_side[s] == 0.0)
    unsure = sorted((p[s] for s in range(n) if 0.0 < sd.on_side[s] < 1.0), reverse=True)
    hidden = round(sum(sd.on_side[s] for s in range(n) if 0.0 < sd.on_side[s] < 1.0))
    lo = d_known + sum(unsure[hidden:])  # the hidden side members took the most
    hi = d_known + sum(unsure[: len(unsure) - hidden])  # … or the least
    left = pts(t.unseen | view.hand) + sum(POINTS[c] for c in view.trick)
    rules = view.rules
    bounds = (121 - rules.schneider, 60, 121 - rules.out_of_schneider)
    live = any(lo < x <= hi + left for x in bounds)
    if sd.picker_side:
        won, lost = hi + left < 60, lo >= 60
    else:
        won, lost = lo >= 60, hi + left < 60
    return Stakes(lo, hi, left, live, won, lost)


def action_cards(a: Any) -> tuple[int, ...]:
    return tuple(a.cards or ())
