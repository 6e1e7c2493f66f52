"""Card counting and hand evaluation for the Sheriff bots.

Everything here is derived from one seat's :class:`~sheriff_tui.engine.sheriff.View`
and nothing else: the bot must play as a person at the table would, from its own
hand and the public record of the deal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...cards import FULL_MASK, SUIT_MASK
from ...engine.sheriff import View

# ABOVE[c]: the cards of c's suit that beat it; a suit's ranks rise with the id.
ABOVE: tuple[int, ...] = tuple(SUIT_MASK[c // 13] & ~((1 << (c + 1)) - 1) for c in range(52))
BELOW: tuple[int, ...] = tuple(SUIT_MASK[c // 13] & ((1 << c) - 1) for c in range(52))

WIN, LOSE, ANY = "win", "lose", "any"


def beats(a: int, b: int, trump: int) -> bool:
    """Whether card ``a`` beats ``b``, the best card of a trick so far."""
    sa, sb = a // 13, b // 13
    if sa == sb:
        return a > b
    return sa == trump


def trick_winner(trick: tuple[int, ...], trump: int) -> int:
    """Index in ``trick`` of the card winning it so far."""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trump):
            best = i
    return best


@dataclass(slots=True)
class Table:
    """What one seat knows about the cards, from its view.

    ``unseen`` holds every card that may be in another hand; in Double Sheriff
    (and, for the others, after a Sheriff's Choice discard) some of them are out
    of play face down: ``out_count`` says how many. ``share[o][s]`` is the chance
    that one given unseen card of suit ``s`` lies in seat ``o``'s hand.
    """

    seat: int
    n: int
    trump: int
    tmask: int
    hand: int
    unseen: int
    voids: list[int]
    counts: tuple[int, ...]
    out_count: int
    located: dict[int, int]
    located_mask: int
    share: list[list[float]]
    team: tuple[int, ...]
    opps: tuple[int, ...]
    sheriff_side: bool
    sheriff_won: int
    contract: int
    tricks_left: int

    # -- chances ---------------------------------------------------------
    def p_any(self, o: int, mask: int, s: int) -> float:
        """Chance that seat ``o`` holds at least one card of ``mask`` (all of suit ``s``)."""
        if not mask or self.voids[o] >> s & 1:
            return 0.0
        loc = mask & self.located_mask
        if loc:
            for c, holder in self.located.items():
                if loc >> c & 1 and holder == o:
                    return 1.0
            mask &= ~loc
        k = mask.bit_count()
        if not k:
            return 0.0
        return 1.0 - (1.0 - self.share[o][s]) ** k

    def p_void(self, o: int, s: int) -> float:
        """Chance that seat ``o`` holds no card of suit ``s``."""
        if self.voids[o] >> s & 1:
            return 1.0
        return 1.0 - self.p_any(o, self.unseen & SUIT_MASK[s], s)

    def p_hold(self, c: int, led: int, after: tuple[int, ...] | list[int]) -> float:
        """Chance that ``c``, if best in the trick now, is still best once ``after`` have played."""
        p = 1.0
        trump = self.trump
        sc = c // 13
        for o in after:
            if sc == led:
                pb = self.p_any(o, self.unseen & ABOVE[c], led)
                if led != trump:
                    pb += self.p_void(o, led) * self.p_any(o, self.unseen & self.tmask, trump)
            elif sc == trump:
                pb = self.p_void(o, led) * self.p_any(o, self.unseen & ABOVE[c], trump)
            else:
                return 0.0
            p *= 1.0 - min(pb, 1.0)
        return p

    def master(self, c: int) -> bool:
        """No card that may still be played beats ``c`` within its suit."""
        return not self.unseen & ABOVE[c]

    def sure_trumps(self) -> int:
        """Mask of the trumps in hand that must each win a trick later, however the others play.

        Once no opponent holds a trump, every trump left wins when played;
        before that, those in an unbroken run down from the highest trump out.
        (A card in the current trick counts as gone: a trump under it now stays
        a sure winner if it is not thrown away on this trick.)
        """
        mine = self.hand & self.tmask
        if not self.opp_trumps():
            return mine
        sure = 0
        base = self.trump * 13
        for r in range(12, -1, -1):
            c = base + r
            if mine >> c & 1:
                sure |= 1 << c
            elif self.unseen >> c & 1:
                break
        return sure

    def opp_trumps(self) -> bool:
        """Whether an opponent may still hold a trump."""
        if not self.unseen & self.tmask:
            return False
        return any(not self.voids[o] >> self.trump & 1 for o in self.opps)


def read_table(view: View) -> Table:
    """Count the cards from a seat's view (play phase, so the trump is known).

    Voids come from the record: a seat that did not follow the suit led has
    none of it left. In Sheriff's Choice everyone saw the taker pick up the
    turned card, so it is placed in the taker's hand until it shows up (or
    the taker shows out of its suit: then it was the discard).
    """
    assert view.trump is not None
    seat, n = view.seat, len(view.players)
    rules = view.rules
    trump = view.trump
    hand = view.hand
    known = hand | view.played
    located: dict[int, int] = {}
    out_count = 52 - n * rules.hand_size - 1
    voids = [0] * n
    for tr in view.history:
        cards = tr.cards
        led = cards[0] // 13
        for i in range(1, n):
            if cards[i] // 13 != led:
                voids[(tr.leader + i) % n] |= 1 << led
    trick = view.trick
    if trick:
        led = trick[0] // 13
        for i in range(1, len(trick)):
            if trick[i] // 13 != led:
                voids[(view.leader + i) % n] |= 1 << led
    if view.turned is not None:
        if rules.auction == "choice" and view.taken_by is not None:
            taker = view.taken_by
            if taker == seat:
                if view.discard is not None:
                    known |= 1 << view.discard
            else:
                out_count = 1  # the taker's discard
                t = view.turned
                if not view.played >> t & 1 and not voids[taker] >> (t // 13) & 1:
                    located[t] = taker
        else:
            known |= 1 << view.turned
    unseen = FULL_MASK & ~known
    counts = view.hand_counts
    located_mask = 0
    for c in located:
        located_mask |= 1 << c
    share: list[list[float]] = [[0.0] * 4 for _ in range(n)]
    for s in range(4):
        cap = out_count
        for o in range(n):
            if o != seat and not voids[o] >> s & 1:
                cap += counts[o]
        if cap:
            for o in range(n):
                if o != seat and not voids[o] >> s & 1:
                    share[o][s] = counts[o] / cap
    sheriffs = view.sheriffs
    sheriff_side = seat in sheriffs
    team = tuple(s for s in range(n) if (s in sheriffs) == sheriff_side)
    opps = tuple(s for s in range(n) if (s in sheriffs) != sheriff_side)
    return Table(
        seat=seat,
        n=n,
        trump=trump,
        tmask=SUIT_MASK[trump],
        hand=hand,
        unseen=unseen,
        voids=voids,
        counts=counts,
        out_count=out_count,
        located=located,
        located_mask=located_mask,
        share=share,
        team=team,
        opps=opps,
        sheriff_side=sheriff_side,
        sheriff_won=sum(view.won[s] for s in sheriffs),
        contract=view.contract,
        tricks_left=counts[seat],
    )


def goal(t: Table) -> str:
    """What this seat's side wants from the coming tricks.

    The Sheriff side wants tricks until the contract is made, then none (the
    exact contract earns a bonus), counting trumps that must win later as
    already made; a contract out of reach still wants one trick, since a
    Sheriff without any gives each Outlaw a bonus. The Outlaws
    mirror that: fight while the contract is open, push one more trick on a
    Sheriff who stands exactly on it, and keep a beaten Sheriff at zero.
    """
    need = t.contract - t.sheriff_won
    if need > t.tricks_left:  # the contract can no longer be made
        return WIN if t.sheriff_won == 0 else ANY
    if need > 0 and t.sheriff_side:
        # sure trumps make their tricks later whatever happens: win only the rest
        spare = need - t.sure_trumps().bit_count()
        return WIN if spare > 0 else LOSE if spare == 0 else ANY
    if need > 0:
        return WIN
    if need == 0:
        return LOSE
    return ANY


# -- hand evaluation ---------------------------------------------------------

FEATURES = (
    "trumps", "trumps_sq", "top_trumps", "trump_honours", "aces", "guarded_kings",
    "single_kings", "guarded_queens", "length", "short", "short_x_trumps",
)


def features(hand: int, trump: int, out: int) -> tuple[float, ...]:
    """Numbers that describe a hand's trick-taking power with ``trump`` (see FEATURES).

    ``out`` holds cards known to be out of play (the turned card), which make
    the trumps below them masters. Trump A+K on top count as two sure tricks,
    side aces and guarded kings as likely ones, long suits as late tricks and
    short suits as ruffs when there are trumps to ruff with.
    """
    tm = hand & SUIT_MASK[trump]
    nt = tm.bit_count()
    top = 0
    for r in range(12, -1, -1):
        c = trump * 13 + r
        if tm >> c & 1:
            top += 1
        elif not out >> c & 1:
            break
    honours = sum(1 for r in (12, 11, 10, 9) if tm >> (trump * 13 + r) & 1)
    honours = max(0, honours - top)
    aces = kings = single_kings = queens = length = short = 0
    for s in range(4):
        if s == trump:
            continue
        m = hand & SUIT_MASK[s]
        k = m.bit_count()
        a = m >> (s * 13 + 12) & 1
        kk = m >> (s * 13 + 11) & 1
        aces += a
        if kk:
            if k >= 2:
                kings += 1
            else:
                single_kings += 1
        if m >> (s * 13 + 10) & 1 and (k >= 3 or a or kk):
            queens += 1
        length += max(0, k - 4)
        short += max(0, 2 - k)
    return (
        float(nt), nt * nt / 10.0, float(top), float(honours), float(aces), float(kings),
        float(single_kings), float(queens), float(length), float(short), short * max(0, nt - 3) / 3.0,
    )


def rough_count(hand: int, trump: int) -> int:
    """A plain count of tricks: each trump, side ace, side king under its ace,
    and side card beyond four in a suit.

    Strong hands sit outside most of the model's data, so bids are capped
    by this count.
    """
    f = features(hand, trump, 0)
    nt, aces, length = f[0], f[4], f[8]
    ak = sum(1 for s in range(4) if s != trump and hand >> (s * 13 + 12) & 1 and hand >> (s * 13 + 11) & 1)
    return int(nt + aces + ak + length)


# Logistic model of "this bot's side makes a contract of k", fitted on
# self-play deals with forced contracts: the chance is
# sigmoid(INTERCEPT + W . features + PARTNER * partner - SLOPE * k), one row per
# number of players; ``partner`` is 1 when a Double Sheriff partner (an average
# hand) plays along. Double Sheriff is hard for the Sheriffs: two hands of five
# must take most of the tricks against three that cooperate.
MODEL: dict[int, tuple[float, tuple[float, ...], float, float]] = {
    3: (-5.825, (1.644, 0.367, 1.62, 0.869, 1.518, 1.488, -0.213, 1.123, 0.486, -0.699, 1.276), 0.0, 1.532),
    5: (0.142, (-0.181, 1.374, 1.042, 0.395, 0.86, 0.458, -0.008, 0.028, -0.221, 0.419, 0.003), 3.797, 1.315),
    6: (-1.064, (0.191, 1.331, 1.352, 0.53, 1.053, 0.56, 0.028, 0.122, 0.289, 0.183, 0.257), 3.217, 1.549),
}


def p_make(hand: int, trump: int, out: int, n: int, k: int, partner: float = 0.0) -> float:
    """Chance that this hand, as Sheriff, makes a contract of ``k`` tricks.

    ``partner`` is how much of a Double Sheriff partner to count on: 0 alone,
    1 an average hand, more for a partner whose bid showed strength.
    """
    b, w, pw, slope = MODEL[n]
    z = b + sum(wi * fi for wi, fi in zip(w, features(hand, trump, out))) + pw * partner - slope * k
    if z > 30:
        return 1.0
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))
