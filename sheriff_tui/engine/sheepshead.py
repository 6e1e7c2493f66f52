"""Sheepshead, the standard five-hand game: picker and called ace (rules digest §3).

Variants are fields of :class:`Rules`; this module plays the five-hand game with
a blind of two, the called-ace partner (the called ten, the unknown, alone) and,
when nobody picks, a leaster or a forced pick.

Dealing from a deck (top first), 32 cards: three to each player starting left of
the dealer (15 cards), the next two to the blind, then three more to each player
in the same order. So seat ``dealer + 1 + k`` gets ``deck[3k:3k+3]`` and
``deck[17+3k:20+3k]``, and the blind is ``deck[15:17]``. A deal may instead be
given by its hands (six cards each) and the pile ``blind`` (two cards).

Order of a deal's decisions (record-format.md): ``pick``/``pass`` from the
dealer's left; the picker then ``call`` {card} (or {card, unknown}) or
``alone``; then ``bury`` {cards: two}; then ``play`` {card} from the dealer's
left. The unknown is played as ``play`` {card: that card}.

**Called-suit duties** (until the called suit is first led; decisions taken as a
seasoned player expects, the digest being short on them):

- *Ace called*: the picker keeps a card of the called suit (the hold card): it may
  not be buried, and the picker's last card of that suit may not be thrown off on
  another suit's trick. The partner may not throw off the called ace, and leads
  the called suit only with it; when the suit is first led, the partner must play
  the ace. Other cards of the called suit are free to throw off.
- *Ten called* (the picker holds all three fail aces): the same with roles turned:
  the picker keeps the ace of the called suit and must play it when the suit is
  first led; the partner must play the called ten, which then wins that trick
  unless it is trumped.
- *Unknown*: the picker calls an ace of a suit they hold no card of, and sets a
  fail card aside face down. It may not be buried nor played before the called
  suit is led, and must be played on that first lead, where it cannot win; its
  points go to whoever takes the trick.
- When a duty leaves no card to play (the last trick, or only duty cards left),
  any card otherwise legal may be played: so the called ace may go to the last
  trick when the suit was never led.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any, Sequence

from ..cards import PACK_32, SUIT_NAMES, bits, card_str, parse_cards
from . import tricks
from .tricks import Trick
from .core import Action, DealSetup, Event, IllegalAction, Match, check_cards, check_dealt, option, play_actions

GAME = "sheepshead"

PICK, CALL, BURY, PLAY = "pick", "call", "bury", "play"
HAND_SIZE = 6
BLIND_SIZE = 2
PILES = ("blind",)

TRUMPS: tuple[int, ...] = tuple(parse_cards("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D"))
TR = tricks.build(PACK_32, TRUMPS, "ATK987")
TRUMP_MASK = TR.trump_mask
FAIL_SUITS = (0, 3, 2)  # clubs, spades, hearts
FAIL_MASK = tuple(TR.suit_mask[13 * s + 12] if s in FAIL_SUITS else 0 for s in range(4))  # suit -> its fail cards
ACE = tuple(13 * s + 12 for s in range(4))
TEN = tuple(13 * s + 8 for s in range(4))
_POINTS_BY_RANK = {12: 11, 8: 10, 11: 4, 10: 3, 9: 2}  # A 10 K Q J
POINTS: tuple[int, ...] = tuple(_POINTS_BY_RANK.get(c % 13, 0) if PACK_32 >> c & 1 else 0 for c in range(52))
TOTAL_POINTS = 120
PACK_CARDS = tuple(bits(PACK_32))


def points_of(mask_or_cards: int | Sequence[int]) -> int:
    if isinstance(mask_or_cards, int):
        return sum(POINTS[c] for c in bits(mask_or_cards))
    return sum(POINTS[c] for c in mask_or_cards)


@dataclass(frozen=True)
class Rules:
    players: int = option(5, "Players: 5, the standard game (6 cards each, 2 in the blind)", choices=(5,))
    deals: int = option(10, "Deals in a match; a multiple of the players, so everyone deals equally often", min=1, max=100)
    partner: str = option("called_ace", "How the picker finds a partner: called_ace (call a fail ace; the picker may go alone)", choices=("called_ace",))
    call_ten: bool = option(True, "A picker holding all three fail aces may call a ten of a suit whose ace they hold")
    unknown: bool = option(True, "A picker with no suit to call may call an ace they lack, setting a fail card aside face down (the unknown)")
    no_pick: str = option(
        "leaster",
        "When everyone passes: leaster (fewest points with a trick wins 1 from each) or forced (the dealer must pick)",
        choices=("leaster", "forced"),
    )
    schneider: int = option(91, "The picker's side wins double with at least this many points", choices=(90, 91))
    out_of_schneider: int = option(31, "The picker's side loses double with fewer points than this (30 or less by default)", choices=(30, 31))
    double_on_bump: bool = option(True, "Double on the bump: every loss of the picker's side is doubled again")
    bury_needs_trick: bool = option(False, "Buried points count for the picker's side only if that side takes a trick (else the opponents')")

    def problems(self) -> list[tuple[str, str]]:
        """Rules that are each allowed alone but not together: (key, message)."""
        out = []
        if self.deals % self.players:
            out.append(("deals", f"{self.deals} is not a multiple of players ({self.players}); allowed: {self.players}, {2 * self.players}, {3 * self.players} …"))
        return out


def multiplier(rules: Rules, side_points: int, side_tricks: int, tricks_in_deal: int = HAND_SIZE) -> tuple[bool, int]:
    """(won, multiplier) for the picker's side: ×1, ×2 schneider, ×3 all or no tricks; losses doubled on the bump."""
    if side_points >= 61:
        return True, 3 if side_tricks == tricks_in_deal else 2 if side_points >= rules.schneider else 1
    m = 3 if side_tricks == 0 else 2 if side_points < rules.out_of_schneider else 1
    return False, m * 2 if rules.double_on_bump else m


def deal_scores(rules: Rules, n: int, picker: int, partner: int | None, side_points: int, side_tricks: int) -> list[int]:
    """Each seat's change (zero-sum): picker ±2, partner ±1, each opponent ∓1, times the multiplier.

    Alone, the picker takes the partner's share too: ±4 against four opponents.
    """
    won, m = multiplier(rules, side_points, side_tricks)
    sign = 1 if won else -1
    out = [-sign * m] * n
    if partner is None:
        out[picker] = sign * m * (n - 1)
    else:
        out[picker] = sign * m * (n - 3)
        out[partner] = sign * m
    return out


def _changes(n: int, picker: int, partner: int | None, won: bool, m: int) -> list[int]:
    """deal_scores() from the multiplier already found."""
    sign = m if won else -m
    out = [-sign] * n
    if partner is None:
        out[picker] = sign * (n - 1)
    else:
        out[picker] = sign * (n - 3)
        out[partner] = sign
    return out


def leaster_scores(n: int, points: Sequence[int], tricks_won: Sequence[int]) -> tuple[int | None, list[int]]:
    """The leaster: the fewest points among players who took a trick wins 1 from each; a tie, nothing."""
    eligible = [s for s in range(n) if tricks_won[s]]
    low = min(points[s] for s in eligible)
    best = [s for s in eligible if points[s] == low]
    if len(best) != 1:
        return None, [0] * n
    w = best[0]
    return w, [n - 1 if s == w else -1 for s in range(n)]


@dataclass(frozen=True, slots=True)
class DealResult:
    deal: int
    dealer: int
    picker: int | None  # None: a leaster
    partner: int | None  # None: alone (or a leaster)
    called: int | None
    unknown: bool
    alone: bool
    leaster: bool
    tricks: tuple[int, ...]
    points: tuple[int, ...]  # card points each seat took (the bury to the picker when it counts; a leaster's blind to the last trick)
    buried: tuple[int, ...]
    blind: tuple[int, ...]
    side_points: int  # the picker's side (0 in a leaster)
    side_tricks: int
    won: bool
    multiplier: int
    winner: int | None  # the leaster's winner (None: a tie)
    scores: tuple[int, ...]

    @property
    def opponent_points(self) -> int:
        return TOTAL_POINTS - self.side_points

    @property
    def declarers(self) -> tuple[int, ...]:
        """The picker's side (empty in a leaster): what ``sim`` counts as contracts."""
        if self.picker is None:
            return ()
        return (self.picker,) if self.partner is None else (self.picker, self.partner)

    @property
    def made(self) -> bool | None:
        return None if self.leaster else self.won

    def headline(self, names: Sequence[str]) -> str:
        """One line for logs and the replay report."""
        if self.leaster:
            if self.winner is None:
                return "Leaster: a tie for the fewest points, nobody scores"
            return f"Leaster: {names[self.winner]} wins with {self.points[self.winner]} points"
        who = names[self.picker]  # type: ignore[index]
        if self.alone:
            how = f"{who} picked and went alone"
        else:
            unk = " with an unknown" if self.unknown else ""
            how = f"{who} picked and called the {card_str(self.called, symbols=True)}{unk} ({names[self.partner]} partner)"  # type: ignore[arg-type,index]
        outcome = "won" if self.won else "lost"
        extra = f" ×{self.multiplier}" if self.multiplier > 1 else ""
        return f"{how}: {self.side_points} points, {outcome}{extra}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "points": list(self.points),
            "tricks": list(self.tricks),
            "picker": self.picker,
            "partner": self.partner,
            "called": None if self.called is None else card_str(self.called),
            "unknown": self.unknown,
            "alone": self.alone,
            "leaster": self.leaster,
            "side_points": self.side_points,
            "won": self.won,
            "multiplier": self.multiplier,
            "winner": self.winner,
        }


@dataclass(frozen=True, slots=True)
class View:
    """What one seat may know; bots get this and nothing else."""

    seat: int
    players: tuple[str, ...]
    rules: Rules
    deal_no: int
    dealer: int
    phase: str
    to_act: int | None
    hand: int
    hand_counts: tuple[int, ...]
    passed: tuple[int, ...]  # seats that passed, in order
    picker: int | None
    leaster: bool
    blind: tuple[int, ...] | None  # the blind's cards: only the picker, once picked
    buried: tuple[int, ...] | None  # only the picker
    called: int | None
    unknown_called: bool  # public: the picker called with an unknown
    unknown: int | None  # the unknown card: only the picker
    alone: bool
    partner: int | None  # the partner himself knows; everyone once the called card is played
    called_suit_led: bool
    leader: int
    trick: tuple[int, ...]
    won: tuple[int, ...]  # tricks per seat
    points: tuple[int, ...]  # trick points per seat (public: the tricks are turned face up)
    played: int
    history: tuple[Trick, ...]
    totals: tuple[int, ...]

    @property
    def n(self) -> int:
        return len(self.players)

    def trick_seat(self, i: int) -> int:
        return (self.leader + i) % len(self.players)


_new = tuple.__new__
_PLAYED = tuple(tuple(Event("play", s, card=c) for c in range(52)) for s in range(8))
_PLAYED1 = tuple(tuple((e,) for e in row) for row in _PLAYED)
_PASS = tuple(Action("pass", s) for s in range(8))
_PICK = tuple(Action("pick", s) for s in range(8))
_ALONE = tuple(Action("alone", s) for s in range(8))
_CALL = tuple(tuple(Action("call", s, card=c) for c in range(52)) for s in range(8))


@lru_cache(maxsize=None)
def _call_unknown(seat: int, ace: int, unk: int) -> Action:
    return Action("call", seat, card=ace, unknown=unk)


@lru_cache(maxsize=None)
def _bury(seat: int, a: int, b: int) -> Action:
    return Action("bury", seat, cards=(a, b))


@lru_cache(maxsize=None)
def _bury_row(seat: int) -> tuple[tuple[Action | None, ...], ...]:
    """``row[a][b]`` (a < b, both pack cards): seat's bury action, built once per seat."""
    return tuple(
        tuple(_bury(seat, a, b) if a < b and PACK_32 >> a & 1 and PACK_32 >> b & 1 else None for b in range(52))
        for a in range(52)
    )


def _bury_offer(seat: int, hand: int, need: int) -> list[Action]:
    """Every pair of ``hand`` to bury, lowest first, keeping a card of ``need`` (0: no hold)."""
    row = _bury_row(seat)
    cards = bits(hand)
    keep = hand & need
    holds = keep.bit_count() if need else 3
    if not holds:
        return []
    if holds == 1:  # that card stays: the pairs of the others
        x = keep.bit_length() - 1
        return [row[a][b] for a, b in combinations([c for c in cards if c != x], 2)]
    out = [row[a][b] for a, b in combinations(cards, 2)]
    if holds == 2:  # every pair but those two, which sit at (i, j) in combinations' order
        x = keep & -keep
        i, j = cards.index(x.bit_length() - 1), cards.index((keep ^ x).bit_length() - 1)
        del out[i * (2 * len(cards) - i - 1) // 2 + j - i - 1]
    return out


_BIT = tuple(1 << c for c in range(52))

# The play actions of each half of the pack (clubs and spades, bits 0-25;
# hearts and diamonds, bits 26-51), per seat and pattern of that half: two
# look-ups per turn where play_actions makes four. At most 2**16 patterns of a
# half's 16 pack cards, in practice the few thousand subsets of real hands.
_LO, _HI = 0x3FFFFFF, 26
_PLAY_LO: tuple[dict[int, tuple[Action, ...]], ...] = tuple({} for _ in range(8))
_PLAY_HI: tuple[dict[int, tuple[Action, ...]], ...] = tuple({} for _ in range(8))


def _lo_actions(seat: int, pattern: int) -> tuple[Action, ...]:
    acts = _PLAY_LO[seat][pattern] = tuple(play_actions(seat, pattern))
    return acts


def _hi_actions(seat: int, pattern: int) -> tuple[Action, ...]:
    acts = _PLAY_HI[seat][pattern] = tuple(play_actions(seat, pattern << _HI))
    return acts


def _plays(seat: int, mask: int) -> list[Action]:
    """``play_actions(seat, mask)``, the same list, from the halves' tables."""
    lo = mask & _LO
    hi = mask >> _HI
    if lo:
        out = list(_PLAY_LO[seat].get(lo) or _lo_actions(seat, lo))
        if hi:
            out += _PLAY_HI[seat].get(hi) or _hi_actions(seat, hi)
        return out
    if hi:
        return list(_PLAY_HI[seat].get(hi) or _hi_actions(seat, hi))
    return []
_PASSED1 = tuple((Event("pass", s),) for s in range(8))
_BURIED1 = tuple((Event("bury", s),) for s in range(8))
_ALONE1 = tuple((Event("alone", s),) for s in range(8))
_CALLABLE_ACE = frozenset(ACE[s] for s in FAIL_SUITS)
_PICKED1 = tuple((Event("pick", s),) for s in range(8))
_DEALT = tuple(Event("dealt", seat=s) for s in range(8))
_LEASTER = Event("leaster")
_SUIT_MASK = TR.suit_mask
_SUIT_INDEX = TR.suit_index
_POWER = TR.power

# _LEAD_VALUE[led][c]: c's power when it can win a trick led by ``led`` (its suit or a trump), else 0
_LEAD_VALUE = tuple(
    tuple(_POWER[c] if _POWER[c] > 0 and (_SUIT_INDEX[c] == _SUIT_INDEX[led] or TRUMP_MASK >> c & 1) else 0 for c in range(52))
    for led in range(52)
)
_LEAD_KEY = tuple(v.__getitem__ for v in _LEAD_VALUE)


def check_setup(rules: Rules, setup: DealSetup) -> None:
    """Raise ValueError naming what is wrong with a given deal."""
    words = "the 32 cards (7 to A)"
    if not check_dealt(setup, game="Sheepshead", pack=PACK_CARDS, pack_words=words, players=rules.players, hand_size=HAND_SIZE, piles=PILES):
        return
    blind = setup.pile("blind")
    if len(blind) != BLIND_SIZE:
        raise ValueError(f"a deal given by hands needs the blind: {BLIND_SIZE} cards")
    check_cards([c for h in setup.hands or () for c in h] + list(blind), PACK_32, words)


def call_options(hand: int, rules: Rules) -> list[tuple[int, int | None]]:
    """The calls a picker holding ``hand`` (eight cards) may make: (card, unknown or None)."""
    aces = [s for s in FAIL_SUITS if hand >> ACE[s] & 1]
    out: list[tuple[int, int | None]] = [
        (ACE[s], None) for s in FAIL_SUITS if hand & FAIL_MASK[s] and not hand >> ACE[s] & 1
    ]
    if out:
        return out
    if len(aces) == 3:
        if rules.call_ten:
            out = [(TEN[s], None) for s in FAIL_SUITS if not hand >> TEN[s] & 1]
        return out
    if rules.unknown:
        fail = hand & ~TRUMP_MASK
        for s in FAIL_SUITS:
            if not hand >> ACE[s] & 1:
                out += [(ACE[s], u) for u in bits(fail)]
    return out


class Sheepshead(Match):
    GAME = GAME
    _COPY = ("hands", "won", "points")

    def __init__(self, rules: Rules, seats: int | Sequence[str], seed: int | None, setups: Sequence[DealSetup] | None, dealer: int) -> None:
        super().__init__(rules, seats, seed, setups, dealer)
        if self.n != rules.players:
            raise ValueError(f"these rules seat {rules.players} players, not {self.n}")
        for s in self.setups:
            check_setup(rules, s)
        self.tr = TR
        self._start_deal()

    # -- dealing -----------------------------------------------------------
    def _start_deal(self) -> list[Event]:
        n = self.n
        if self.deal_no >= self.rules.deals:
            self.to_act = None
            self.phase = "over"
            return [Event("match_over", data=tuple(self.totals))]
        self.setup = setup = self.next_setup(PACK_CARDS)
        dealer = self.dealer
        if setup.deck is not None:
            deck = setup.deck
            hands = [0] * n
            b = _BIT
            second = 3 * n + 2
            for k in range(n):
                seat = (dealer + 1 + k) % n
                i, j = 3 * k, second + 3 * k
                hands[seat] = b[deck[i]] | b[deck[i + 1]] | b[deck[i + 2]] | b[deck[j]] | b[deck[j + 1]] | b[deck[j + 2]]
            self.blind = tuple(deck[3 * n : 3 * n + 2])
        else:
            hands = [sum(1 << c for c in h) for h in setup.hands]  # type: ignore[union-attr]
            self.blind = tuple(setup.pile("blind"))
        self.hands = hands
        self.phase = PICK
        self.passed: tuple[int, ...] = ()
        self.picker: int | None = None
        self.partner: int | None = None
        self.called: int | None = None
        self.called_suit = -1
        self.called_mask = 0  # the called suit's fail cards
        self.unknown: int | None = None
        self.alone = False
        self.leaster = False
        self.buried: tuple[int, ...] = ()
        self.duty = False  # the called suit not yet led: the called-suit duties hold
        self.revealed = False  # the called card has been played
        self.leader = self.to_act = (dealer + 1) % n
        self.trick: tuple[int, ...] = ()
        self.won = [0] * n
        self.points = [0] * n
        self.played = 0
        self.history: tuple[Trick, ...] = ()
        return [_DEALT[dealer]]

    # -- legal actions -----------------------------------------------------
    def play_mask(self, s: int) -> int:
        """The cards seat ``s`` may play now."""
        hand = self.hands[s]
        trick = self.trick
        if self.duty and (s == self.picker or s == self.partner):
            return self._duty_mask(s, hand, trick)
        if trick:
            follow = hand & _SUIT_MASK[trick[0]]
            if follow:
                return follow
        return hand

    def _duty_mask(self, s: int, hand: int, trick: tuple[int, ...]) -> int:
        suit = self.called_mask
        led = bool(trick) and bool(suit >> trick[0] & 1)
        if s == self.picker and self.unknown is not None:
            u = 1 << self.unknown
            if led:
                return u
            rest = hand & ~u
            if not rest:
                return hand
            if trick:
                return rest & TR.suit_mask[trick[0]] or rest
            return rest
        if s == self.partner:
            key = 1 << self.called  # type: ignore[operator]
        elif self.called == TEN[self.called_suit]:
            key = 1 << ACE[self.called_suit]  # the picker's ace answers the called ten
        else:
            key = 0
        if key:  # the partner's called card, or a ten-calling picker's ace
            if led:
                return key & hand or hand & TR.suit_mask[trick[0]] or hand
            if not trick:  # lead anything; the called suit only with the key card
                return hand & ~(suit & ~key) or hand
            base = hand & TR.suit_mask[trick[0]] or hand
            return base & ~key or base
        # an ace-calling picker: keep the last card of the called suit
        if not trick:
            return hand
        if led:
            return hand & suit or hand
        base = hand & TR.suit_mask[trick[0]] or hand
        hold = hand & suit
        if hold.bit_count() == 1:
            return base & ~hold or base
        return base

    def legal_actions(self) -> list[Action]:
        s = self.to_act
        phase = self.phase
        if phase is PLAY:
            # play_mask and _plays inlined: the hot path of every playout
            hand = self.hands[s]  # type: ignore[index]
            trick = self.trick
            if self.duty and (s == self.picker or s == self.partner):
                return _plays(s, self._duty_mask(s, hand, trick))  # type: ignore[arg-type]
            if trick:
                hand = hand & _SUIT_MASK[trick[0]] or hand
            lo = hand & _LO
            hi = hand >> _HI
            if lo:
                out = list(_PLAY_LO[s].get(lo) or _lo_actions(s, lo))  # type: ignore[index, arg-type]
                if hi:
                    out += _PLAY_HI[s].get(hi) or _hi_actions(s, hi)  # type: ignore[index, arg-type]
                return out
            if hi:
                return list(_PLAY_HI[s].get(hi) or _hi_actions(s, hi))  # type: ignore[index, arg-type]
            return []
        if s is None:
            return []
        if phase is PICK:
            if s == self.dealer and self.rules.no_pick == "forced":  # _must_pick
                return [_PICK[s]]
            return [_PICK[s], _PASS[s]]
        if phase is CALL:
            out = [_ALONE[s]]
            hand = self.hands[s]
            calls = _CALL[s]
            for x in FAIL_SUITS:  # call_options' usual answer, inlined
                if hand & FAIL_MASK[x] and not hand >> ACE[x] & 1:
                    out.append(calls[ACE[x]])
            if len(out) > 1:
                return out
            for c, u in call_options(hand, self.rules):
                out.append(calls[c] if u is None else _call_unknown(s, c, u))
            return out
        return _bury_offer(s, self.hands[s], self._hold_need())

    def _must_pick(self, s: int) -> bool:
        return self.rules.no_pick == "forced" and s == self.dealer

    def _hold_need(self) -> int:
        """The cards the picker must keep at least one of (0: none)."""
        if self.called is None:
            return 0
        if self.unknown is not None:
            return 1 << self.unknown
        if self.called == TEN[self.called_suit]:
            return 1 << ACE[self.called_suit]
        return self.called_mask

    def _keeps_hold(self, hand: int) -> bool:
        need = self._hold_need()
        return not need or bool(hand & need)

    # -- applying ----------------------------------------------------------
    def apply(self, action: Action) -> Sequence[Event]:
        s = self.to_act
        if s is None or action.seat != s:
            raise self.not_your_turn(action)
        phase, act = self.phase, action.act
        if phase is PLAY and act == "play":
            c = action.card
            hands = self.hands
            hand = hands[s]
            trick = self.trick
            # play_mask inlined
            if self.duty and (s == self.picker or s == self.partner):
                legal = self._duty_mask(s, hand, trick)
            elif trick:
                legal = hand & _SUIT_MASK[trick[0]] or hand
            else:
                legal = hand
            try:
                ok = legal >> c & 1
            except (TypeError, ValueError):
                ok = 0
            if not ok:
                raise IllegalAction(self._explain(s, c))
            self.actions.append(action)
            bit = 1 << c
            hands[s] = hand ^ bit
            self.played |= bit
            trick += (c,)
            if c == self.called:
                self.revealed = True
            n = self.n
            if len(trick) < n:
                self.trick = trick
                self.to_act = s + 1 if s + 1 < n else 0
                return _PLAYED1[s][c]
            return self._end_trick(s, c, trick)
        if phase is PICK and act in ("pick", "pass"):
            events = self._pick(s, act)
        elif phase is CALL and act in ("call", "alone"):
            events = self._call(s, action)
        elif phase is BURY and act == "bury":
            events = self._bury(s, action.cards)
        else:
            raise IllegalAction(self._wrong_act(act))
        self.actions.append(action)
        return events

    def _wrong_act(self, act: str) -> str:
        want = {
            PICK: "pick up the blind" + ("" if self._must_pick(self.to_act) else " or pass"),  # type: ignore[arg-type]
            CALL: "call a card for your partner or go alone",
            BURY: "bury two cards",
            PLAY: "play a card",
        }[self.phase]
        return f"you can't {act} now: it is time to {want}"

    def _explain(self, s: int, c: Any) -> str:
        hand = self.hands[s]
        if not isinstance(c, int) or not 0 <= c < 52:
            return "play a card from your hand"
        if not hand >> c & 1:
            return f"you don't hold the {card_str(c, symbols=True)}"
        trick = self.trick
        if trick and hand & TR.suit_mask[trick[0]] and not TR.suit_mask[trick[0]] >> c & 1:
            return tricks.explain(TR, hand, trick, c)
        suit = SUIT_NAMES[self.called_suit] if self.called_suit >= 0 else ""
        led = bool(trick) and bool(self.called_mask >> trick[0] & 1)
        if s == self.picker and self.unknown is not None:
            u = card_str(self.unknown, symbols=True)
            if led:
                return f"{suit} were led for the first time: you must play your unknown, the {u}, face down"
            return f"the {u} is your unknown: it waits face down until {suit} are led"
        if s == self.partner or (s == self.picker and self.called == TEN[self.called_suit]):
            key = self.called if s == self.partner else ACE[self.called_suit]
            k = card_str(key, symbols=True)  # type: ignore[arg-type]
            if led:
                return f"{suit} were led for the first time: you must play the {k}"
            if not trick:
                return f"you may lead {suit} only with the {k} until they have been led"
            return f"you may not throw off the {k} before {suit} have been led"
        if s == self.picker:
            return f"you must keep a {SUIT_NAMES[self.called_suit][:-1]}, your hold card, until {suit} have been led"
        return "that card may not be played now"

    def _pick(self, s: int, act: str) -> list[Event]:
        n = self.n
        if act == "pass":
            if s == self.dealer and self.rules.no_pick == "forced":  # _must_pick
                raise IllegalAction("everyone else passed: the dealer must pick")
            self.passed += (s,)
            if len(self.passed) == n:
                return [_PASSED1[s][0]] + self._begin_leaster()
            self.to_act = s + 1 if s + 1 < n else 0
            return _PASSED1[s]
        self.picker = s
        blind = self.blind
        self.hands[s] |= _BIT[blind[0]] | _BIT[blind[1]] if len(blind) == 2 else sum(1 << c for c in blind)
        self.phase = CALL
        return _PICKED1[s]

    def _begin_leaster(self) -> list[Event]:
        self.leaster = True
        self.phase = PLAY
        self.leader = self.to_act = (self.dealer + 1) % self.n
        return [_LEASTER]

    def _call(self, s: int, action: Action) -> list[Event]:
        if action.act == "alone":
            self.alone = True
            self.phase = BURY
            return _ALONE1[s]
        c, u = action.card, action.unknown
        hand = self.hands[s]
        x = c // 13 if u is None and type(c) is int and c in _CALLABLE_ACE else -1  # type: ignore[operator]
        if not (x >= 0 and hand & FAIL_MASK[x] and not hand >> c & 1):  # else call_options' usual answer holds it
            options = call_options(hand, self.rules)
            if (c, u) not in options:
                raise IllegalAction(self._why_not_call(s, c, u, options))
        self.called = c
        self.called_suit = c // 13  # type: ignore[operator]
        self.called_mask = FAIL_MASK[self.called_suit]
        self.unknown = u
        self.duty = True
        for t in range(self.n):
            if self.hands[t] >> c & 1:  # type: ignore[operator]
                self.partner = t
        self.phase = BURY
        return [_new(Event, ("call", s, c, None, None, "unknown" if u is not None else None))]

    def _why_not_call(self, s: int, c: Any, u: Any, options: list[tuple[int, int | None]]) -> str:
        hand = self.hands[s]
        if not isinstance(c, int) or not 0 <= c < 52:
            return "call a card: a fail ace (or a ten), or go alone"
        name = card_str(c, symbols=True)
        if not options:
            return "no card may be called with this hand: go alone"
        if hand >> c & 1:
            return f"you hold the {name}: call a card you lack"
        if u is not None:
            if any(o[1] is not None for o in options):
                if not isinstance(u, int) or not 0 <= u < 52 or not hand >> u & 1:
                    return "the unknown is a fail card from your hand"
                return "the unknown must be a fail card from your hand, and the called ace one you lack"
            return "you may call an unknown only when no suit can be called otherwise"
        if any(o[1] is not None for o in options):
            return "you hold no fail suit without its ace: call an ace with an unknown card, or go alone"
        if any(o[0] in TEN for o in options):
            return "you hold all three fail aces: call a ten of a suit whose ace you hold, or go alone"
        return f"you can't call the {name}: call the ace of a fail suit you hold a card of but not its ace"

    def _bury(self, s: int, cards: Any) -> list[Event]:
        hand = self.hands[s]
        if not isinstance(cards, tuple) or len(cards) != 2 or not all(isinstance(c, int) and 0 <= c < 52 for c in cards):
            raise IllegalAction("bury two cards from your hand")
        a, b = cards
        if a == b:
            raise IllegalAction("bury two different cards")
        for c in cards:
            if not hand >> c & 1:
                raise IllegalAction(f"you don't hold the {card_str(c, symbols=True)}")
        rest = hand & ~(1 << a | 1 << b)
        if not self._keeps_hold(rest):
            if self.unknown is not None:
                raise IllegalAction(f"the {card_str(self.unknown, symbols=True)} is your unknown: you can't bury it")
            if self.called == TEN[self.called_suit]:
                raise IllegalAction(f"you called the ten: keep the {card_str(ACE[self.called_suit], symbols=True)}")
            raise IllegalAction(f"you called the {card_str(self.called, symbols=True)}: keep a {SUIT_NAMES[self.called_suit][:-1]} (your hold card)")  # type: ignore[arg-type]
        self.hands[s] = rest
        self.buried = (a, b)
        self.phase = PLAY
        self.leader = self.to_act = (self.dealer + 1) % self.n
        return _BURIED1[s]

    def _end_trick(self, s: int, c: int, trick: tuple[int, ...]) -> list[Event]:
        n = self.n
        i = trick.index(max(trick, key=_LEAD_KEY[trick[0]]))  # tricks.winner_index, as one max()
        if self.duty:
            lead = trick[0]
            if self.called_mask >> lead & 1:  # the called suit's first lead
                self.duty = False
                if self.called == TEN[self.called_suit] and self.called in trick and not any(TRUMP_MASK >> x & 1 for x in trick):
                    i = trick.index(self.called)  # the called ten wins its first trick unless trumped
            if self.unknown is not None and trick[i] == self.unknown:  # it never wins (led to the last trick)
                rest = [j for j in range(n) if trick[j] != self.unknown]
                sub = tuple(trick[j] for j in rest)
                i = rest[tricks.winner_index(TR, sub)]
        leader = self.leader
        w = leader + i
        if w >= n:
            w -= n
        self.won[w] += 1
        self.points[w] += sum(map(POINTS.__getitem__, trick))
        self.history += (_new(Trick, (leader, trick, w)),)
        self.trick = ()
        self.leader = self.to_act = w
        if self.hands[w]:
            return [_PLAYED[s][c], _new(Event, ("trick", w, trick[i], None, trick, None))]
        return [_PLAYED[s][c], _new(Event, ("trick", w, trick[i], None, trick, None)), *self._score(w)]

    def _score(self, last: int) -> list[Event]:
        n, rules = self.n, self.rules
        points = list(self.points)
        if self.leaster:
            points[last] += points_of(self.blind)
            winner, changes = leaster_scores(n, points, self.won)
            result = DealResult(
                deal=self.deal_no, dealer=self.dealer, picker=None, partner=None, called=None, unknown=False,
                alone=False, leaster=True, tricks=tuple(self.won), points=tuple(points), buried=(),
                blind=self.blind, side_points=0, side_tricks=0, won=False, multiplier=1, winner=winner,
                scores=tuple(changes),
            )
        else:
            picker = self.picker
            assert picker is not None
            partner = self.partner
            won_ = self.won
            side_tricks = won_[picker] if partner is None else won_[picker] + won_[partner]
            if side_tricks or not rules.bury_needs_trick:
                points[picker] += sum(map(POINTS.__getitem__, self.buried))
            # else the bury goes to the opponents
            side_points = points[picker] if partner is None else points[picker] + points[partner]
            won, m = multiplier(rules, side_points, side_tricks)
            changes = _changes(n, picker, self.partner, won, m)
            result = DealResult(
                deal=self.deal_no, dealer=self.dealer, picker=picker, partner=self.partner, called=self.called,
                unknown=self.unknown is not None, alone=self.alone, leaster=False, tricks=tuple(self.won),
                points=tuple(points), buried=self.buried, blind=self.blind, side_points=side_points,
                side_tricks=side_tricks, won=won, multiplier=m, winner=None, scores=tuple(changes),
            )
        self.finish_deal(result, changes)
        return [_new(Event, ("deal_scored", None, None, None, None, result))] + self._start_deal()

    # -- what a seat may see -----------------------------------------------
    def view(self, seat: int) -> View:
        over = self.to_act is None
        is_picker = seat == self.picker
        partner_known = self.partner is not None and (seat == self.partner or self.revealed)
        return View(
            seat=seat,
            players=self.players,
            rules=self.rules,
            deal_no=self.deal_no,
            dealer=self.dealer,
            phase="over" if over else self.phase,
            to_act=self.to_act,
            hand=0 if over else self.hands[seat],
            hand_counts=(0,) * self.n if over else tuple(h.bit_count() for h in self.hands),
            passed=self.passed,
            picker=self.picker,
            leaster=self.leaster,
            blind=self.blind if is_picker else None,
            buried=self.buried if is_picker and self.buried else None,
            called=self.called,
            unknown_called=self.unknown is not None,
            unknown=self.unknown if is_picker else None,
            alone=self.alone,
            partner=self.partner if partner_known else None,
            called_suit_led=self.called is not None and not self.duty,
            leader=self.leader,
            trick=self.trick,
            won=tuple(self.won),
            points=tuple(self.points),
            played=self.played,
            history=self.history,
            totals=tuple(self.totals),
        )


def new_game(
    rules: Rules,
    seats: int | Sequence[str] | None = None,
    seed: int | None = None,
    setups: Sequence[DealSetup] | None = None,
    dealer: int = 0,
) -> Sheepshead:
    return Sheepshead(rules, rules.players if seats is None else seats, seed, setups, dealer)


__all__ = ["GAME", "Rules", "DealResult", "View", "new_game", "check_setup", "call_options", "deal_scores"]
