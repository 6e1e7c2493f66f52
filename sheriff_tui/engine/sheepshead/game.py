"""Sheepshead and its house variants (rules digest §3), each a field of :class:`Rules`.

**The deal.** The pack is the 32 cards (7 to A) less ``removed``; each player
gets ``hand_size`` cards and ``blind`` go to the blind. From a deck (top first)
the dealer gives each player a first packet of ``ceil(h/2)`` starting left of
the dealer, then the blind, then a second packet of ``floor(h/2)`` each in the
same order: in the five-hand game three each, two to the blind, three each, so
seat ``dealer + 1 + k`` gets ``deck[3k:3k+3]`` and ``deck[17+3k:20+3k]`` and
the blind is ``deck[15:17]``. A deal may instead be given by its hands and the
pile ``blind``.

**Order of a deal's decisions** (record-format.md): ``pick``/``pass`` from the
dealer's left; the picker then ``call`` {card} (or {card, unknown}), ``alone``
or ``sheepshead`` when there is a choice; then ``bury`` {cards} (``bury_first``,
seed 004's order: the ``bury`` first, then the call, made from the hand left;
a card the picker buried is never called); then, where the
table plays them, ``crack``/``recrack``/``blitz`` {cards} or ``pass`` by each
player asked; then ``play`` {card} from the dealer's left. The unknown is played
as ``play`` {card: that card}; until the deal is over, only the picker and the
player who takes it see which card it is (:class:`View`,
:meth:`Sheepshead.events_for`). In the card-partner games (black queens, first
two queens) nobody picks: the deal starts with the first card.

The partners: :mod:`.auction` (with the pick, the call and the bury); the called-suit
duties: :mod:`.duties`; the deal's score: :mod:`.scoring`; what a seat may see: :mod:`.views`.

**Stakes that grow**, asked after the bury and before the first card: a crack
(×2) by a player who had no chance to pick or is not the partner, the first from
the dealer's left; a re-crack (×2 more) by the picker, else the partner (which
shows who the partner is); a third knock (×2 more) by an opponent who has not
knocked; then each holder of a blitz may show it (×2 a blitz: a queen pair, or
the black, the middle or all four jacks, seed 001). ``cap`` limits the product of
these, as seed 001 caps "the points gained by blitzing or cracking"; schneider, no
trick and the bump multiply on top (``cap_covers``: the doublers too, or the whole
multiplier). Each player knocks at most once.

**When nobody picks** (``no_pick``): a leaster, moster or mittler is played
without sides; a doubler redeals, the next hand counting double; a schwanzer
shows the hands at once; ``forced`` makes the dealer pick. ``shiller`` makes the
player left of the dealer pick. With ``pot``, each hand nobody picks feeds a pot
that the next picker's side wins or pays into (``pot.py``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from ...cards import parse_cards
from ...i18n import _
from ..core import (
    Action,
    DealSetup,
    Event,
    IllegalAction,
    Match,
    check_cards,
    check_dealt,
    shuffled,
)
from ..tricks import Trick
from .acts import (
    _BIT,
    _DEALT,
    _FOLLOW,
    _HI,
    _LO,
    _PASS,
    _PICK,
    _PICK_OR_PASS,
    _PLAY_HI,
    _PLAY_LO,
    _PLAYED,
    _PLAYED1,
    _REDEAL,
    BURY,
    CALL,
    EXCHANGE,
    KNOCK,
    PICK,
    PLAY,
    _bury_offer,
    _follow_actions,
    _hi_actions,
    _lo_actions,
    _new,
)
from .auction import Auction
from .blind import BlindShares
from .cards import ACE, HEARTS, POINTS, STANDARD, TRUMP_SUITS, Deck, deck
from .duties import _UNBOUND, Duties
from .knocks import BLITZ_PAIRS, KnockRounds
from .openings import CardSideOpenings
from .pot import PotKeeping
from .rules import Rules
from .score import outcome_base
from .scoring import Scoring
from .views import Views

GAME = "sheepshead"

PILES = ("blind",)

# The standard game's tables, for tests and callers that want them by name
TRUMPS: tuple[int, ...] = STANDARD.trumps
TR = STANDARD.tr
TRUMP_MASK = STANDARD.trump_mask
FAIL_SUITS = STANDARD.fail_suits
FAIL_MASK = STANDARD.fail_mask
HAND_SIZE = 6
BLIND_SIZE = 2
PACK_CARDS = STANDARD.cards

_RANK_OF = {"A": 12, "10": 8, "K": 11, "Q": 10, "J": 9, "9": 7, "8": 6, "7": 5}


def deck_for(rules: Rules) -> Deck:
    return deck(TRUMP_SUITS[rules.trump_suit], rules.trump_order, rules.removed_mask, False, rules.jack_order == "spades_first")


def check_standard_setup(rules: Rules, setup: DealSetup) -> None:
    """Raise ValueError naming what is wrong with a given deal of the standard game (and of the
    forms dealt like it); :func:`~.forms.check_setup` sends the other forms to their own."""
    d = deck_for(rules)
    words = f"the {len(d.cards)} cards of this pack" if rules.removed else "the 32 cards (7 to A)"
    piles = PILES if rules.blind else ()
    if not check_dealt(setup, game="Sheepshead", pack=d.cards, pack_words=words, players=rules.players, hand_size=rules.hand_size, piles=piles):
        return
    blind = setup.pile("blind")
    if len(blind) != rules.blind:
        raise ValueError(f"a deal given by hands needs the blind: {rules.blind} cards")
    check_cards([c for h in setup.hands or () for c in h] + list(blind), d.pack, words)


# A deal's state at its start; _start_deal sets it with one dict update
_FRESH: dict[str, Any] = {
    "passed": (), "picker": None, "partner": None, "partners": (), "partner_mask": 0, "called": None,
    "called_suit": -1, "called_mask": 0, "partner_duty": True, "own_call": False, "unknown": None,
    "alone": False, "alone_public": False, "sheepshead": False, "leaster": False, "kind": "picker",
    "buried": (), "duty": False, "watch": 0, "revealed": (), "knocks": (), "shown": (), "stage": "",
    "factor": 1, "trick": (), "history": (), "die": None,
    "face_down": (), "forced": False,
    "took": (), "bury_by": (), "opp_bury": (),
    "_duty_hand": -1, "_duty_trick": (), "_duty_legal": 0, "_bound_seats": _UNBOUND, "_bound_keys": (0,) * 8, "_bury_need": -1,
    "_call_after": False,
}

_ONE = tuple((c,) for c in range(52))  # each card's one-card tuple, to add to a trick without making it anew


@lru_cache(maxsize=64)
def _match_table(rules: Rules) -> tuple[str, dict[str, Any]]:
    """What every match of ``rules`` works out alike, once per rules: (the first problem with them, or
    "", and the attributes to set: the pack's tables and the usual table's shortcuts, all immutable)."""
    problems = [p for p in rules.problems() if p[0] != "deals"]  # an uneven rotation is a preset's concern, not the engine's
    if problems:
        return f"{problems[0][0]}: {problems[0][1]}", {}
    d = deck_for(rules) if rules.form == "standard" else deck(HEARTS, "standard", 0, True)
    t: dict[str, Any] = {
        "deck": d,
        "tr": d.tr,
        "_suit_mask": d.tr.suit_mask,
        "_lead_key": d.lead_key,
        "_lead_value": d.lead_value,
        "_callable_ace": frozenset(ACE[s] for s in d.fail_suits),
        "_fail_aces": tuple((d.fail_mask[s], ACE[s]) for s in d.fail_suits),  # each fail suit's cards and its ace
        "hand_size": rules.hand_size,
        "_sides_by_cards": not rules.picking,
    }
    if rules.partner == "cards":
        t["_side_mask"] = sum(1 << c for c in parse_cards(rules.partner_cards))
    elif rules.partner == "first_played":
        r = _RANK_OF[rules.agreed_rank]
        t["_side_mask"] = sum(1 << (13 * s + r) for s in range(4)) & d.pack
    else:
        t["_side_mask"] = 0
    t["_blitz_pairs"] = BLITZ_PAIRS.get(rules.blitz, ())  # the queen pairs
    t["_unknown_leads"] = rules.unknown_lead
    # the usual table's shortcuts (each a plain reading of the rules)
    t["_deals"], t["_target"] = rules.deals, rules.target
    t["_outcome_base"] = outcome_base(rules.schneider, rules.out_of_schneider, rules.double_on_bump, rules.hand_size)
    t["_next_seat"] = tuple(range(1, rules.players)) + (0,)
    t["_plain_pick"] = plain_pick = rules.no_pick != "forced" and not rules.shiller and not rules.redeal_nothing
    t["_plain_pick_up"] = plain_pick and rules.partner == "called_ace" and rules.blind_next == 0 and not rules.bury_first
    t["_plain_call"] = rules.partner == "called_ace" and not rules.call_own_ace and not rules.sheepshead_call and not rules.bury_first
    t["_bury_first"] = rules.bury_first
    t["_no_knocks"] = not rules.cracking and (rules.blitz == "none" or rules.blitz_late)
    t["_late_blitz"] = late_blitz = rules.blitz != "none" and rules.blitz_late
    # _score_usual may score a picker's deal (a cap on knocks or doublers can't bind without them)
    t["_plain_score"] = not rules.pot and not late_blitz and not (rules.cap and rules.cap_covers == "all")
    return "", t


class Sheepshead(Auction, Duties, Scoring, Views, KnockRounds, CardSideOpenings, BlindShares, PotKeeping, Match):
    """A match of the standard game (and of the forms played like it: Indiana); its parts by idea
    are the mixins :class:`~.auction.Auction`, :class:`~.duties.Duties`, :class:`~.scoring.Scoring`
    and :class:`~.views.Views`, with the house rules' turns (knocks, openings, blind shares, pot)."""

    GAME = GAME
    _COPY = ("hands", "won", "points", "buriers", "asked")

    # the per-deal state (_FRESH)
    passed: tuple[int, ...]
    picker: int | None
    partner: int | None  # the holder of the called card (the duty partner), else the first partner
    partners: tuple[int, ...]
    partner_mask: int  # the cards that make partners (their holders, once found)
    called: int | None
    called_suit: int
    called_mask: int  # the called suit's fail cards
    partner_duty: bool  # the called card must answer the first lead
    own_call: bool  # the picker called an ace they hold
    unknown: int | None = None  # (a class default: _start_deal reads it before the first deal's state is set)
    alone: bool
    alone_public: bool
    sheepshead: bool
    leaster: bool
    kind: str
    buried: tuple[int, ...]
    buriers: list[int]  # who buries next: a blind-sharing partner
    asked: list[int]  # the knock rounds' (and openings') queue
    duty: bool  # the called suit not yet led: the called-suit duties hold
    watch: int  # cards whose play tells the table something
    revealed: tuple[int, ...]  # partners the table knows
    knocks: tuple[tuple[int, str], ...]
    shown: tuple[tuple[int, tuple[int, ...]], ...]
    stage: str
    factor: int  # cracks and blitzes this hand
    die: int | None  # the roll that named the partner (partner rule dice)
    face_down: tuple[int, ...]  # cards played face down: the unknown
    forced: bool  # the dealer had to pick
    took: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, the blind cards they took up)
    bury_by: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, the cards they buried)
    opp_bury: tuple[int, ...]  # cards buried for the picker's opponents (partner rule behind)
    trick: tuple[int, ...]
    history: tuple[Trick, ...]
    # the duty mask legal_actions() worked out, for apply() to check the same play against:
    # a seat's (non-empty) hand and the trick name the position, the duties being fixed by then
    _duty_hand: int
    _duty_trick: tuple[int, ...]
    _duty_legal: int
    # per seat: the duties bind it (self.duty and it is the picker or the duty partner), one look-up
    # on every play where the test was three
    _bound_seats: tuple[bool, ...]
    _bound_keys: tuple[int, ...]  # per seat, set with _bound_seats: see _bind_duties
    # the usual table (_plain_pick_up): the cards the picker must keep one of in the bury (0: none), set
    # with the call; -1 elsewhere, where _hold_need() and _bury_count() say it
    _bury_need: int

    def __init__(self, rules: Rules, seats: int | Sequence[str], seed: int | None, setups: Sequence[DealSetup] | None, dealer: int) -> None:
        super().__init__(rules, seats, seed, setups, dealer)
        if self.n != rules.players:
            raise ValueError(f"these rules seat {rules.players} players, not {self.n}")
        problem, table = _match_table(rules)
        if problem:
            raise ValueError(problem)
        for s in self.setups:
            check_standard_setup(rules, s)
        self.__dict__.update(table)
        self.pending_growth = 1  # doublers waiting for the next hand
        self._start_deal()

    # -- dealing -----------------------------------------------------------
    def _start_deal(self) -> list[Event]:
        n = self.n
        deal_no = self.deal_no
        if deal_no >= self._deals or (self._target and max(self.totals) >= self._target):  # rules.match_over
            self.to_act = None
            self.phase = "over"
            return [Event("match_over", data=tuple(self.totals))]
        if deal_no < len(self.setups):
            setup = self.setups[deal_no]
        else:  # next_setup, inlined: a deal is dealt many thousand times a second in a playout
            setup = _new(DealSetup, (shuffled(self.deck.cards, self.seed, deal_no), None, ()))
        self.setup = setup
        dealer = self.dealer
        if setup.deck is not None:
            cards = setup.deck
            h = self.hand_size
            a, nb = (h + 1) // 2, self.rules.blind
            hands = [0] * n
            b = _BIT
            second = a * n + nb
            if h == 6:  # the five-hand game, three and three
                for k in range(n):
                    i, j = 3 * k, second + 3 * k
                    hands[(dealer + 1 + k) % n] = b[cards[i]] | b[cards[i + 1]] | b[cards[i + 2]] | b[cards[j]] | b[cards[j + 1]] | b[cards[j + 2]]
            else:
                rest = h - a
                for k in range(n):
                    m = 0
                    for c in cards[a * k : a * k + a] + cards[second + rest * k : second + rest * k + rest]:
                        m |= b[c]
                    hands[(dealer + 1 + k) % n] = m
            self.blind = tuple(cards[a * n : a * n + nb])
        else:
            hands = [sum(1 << c for c in hand) for hand in setup.hands]  # type: ignore[union-attr]
            self.blind = tuple(setup.pile("blind"))
        self.hands = hands
        self.dealt = tuple(hands)
        if self.unknown is not None:  # the last deal's unknown led as its called suit: leads read as dealt again
            self._suit_mask = self.tr.suit_mask
        self.__dict__.update(_FRESH)  # the per-deal state, in one go (see the class annotations)
        self.buriers = []
        self.asked = []
        self.leader = self.to_act = (dealer + 1) % n
        self.won = [0] * n
        self.points = [0] * n
        if self._sides_by_cards:
            self.kind = "cards"
            self.phase = PLAY
            self.side_cards = self._side_mask
            self.watch = self._side_mask
            self.exchanges: tuple[tuple[int, int], ...] = ()
            self._owes: int | None = None  # the player who must give a card back
            self._received = 0  # the card they were given, which can't go straight back
            if self.rules.partner == "cards":
                self._find_card_sides()
                rules = self.rules
                if rules.pass_left or rules.partner_call:
                    self.stage = EXCHANGE if rules.pass_left else CALL
                    self.asked = [(dealer + 1 + k) % n for k in range(n)]
                    self.phase = self.stage
                    self.to_act = self.asked[0]
            return [_DEALT[dealer]]
        self.phase = PICK
        return [_DEALT[dealer]]

    # -- legal actions -----------------------------------------------------

    def legal_actions(self) -> Sequence[Action]:
        s = self.to_act
        phase = self.phase
        if phase is PLAY:
            # play_mask inlined: the hot path of every playout
            hand = self.hands[s]  # type: ignore[index]
            trick = self.trick
            if self._bound_seats[s]:  # type: ignore[index]
                self._duty_hand, self._duty_trick = hand, trick
                self._duty_legal = hand = self._duty_mask(s, hand, trick)  # type: ignore[arg-type]
            elif trick:
                f = hand & self._suit_mask[trick[0]]
                if f:  # a follow: some cards of one suit
                    return _FOLLOW[s].get(f) or _follow_actions(s, f)  # type: ignore[index]
            lo = hand & _LO  # a lead, a void or what the duties leave: those cards, by the pack's halves
            hi = hand >> _HI
            if lo:
                if hi:
                    return (_PLAY_LO[s].get(lo) or _lo_actions(s, lo)) + (_PLAY_HI[s].get(hi) or _hi_actions(s, hi))  # type: ignore[index]
                return _PLAY_LO[s].get(lo) or _lo_actions(s, lo)  # type: ignore[index]
            return _PLAY_HI[s].get(hi) or _hi_actions(s, hi) if hi else ()  # type: ignore[index]
        if s is None:
            return []
        if phase is PICK:
            if self._plain_pick:
                return _PICK_OR_PASS[s]
            out = [_PICK[s]] if self._must_pick(s) else [_PICK[s], _PASS[s]]
            if self.rules.redeal_nothing and self._nothing(s):
                out.append(_REDEAL[s])
            return out
        if phase is CALL:
            return self._card_call_offer(s) if self.kind == "cards" else self._call_offer(s)
        if phase is EXCHANGE:
            return self._give_offer(s)
        if phase is KNOCK:
            return self._knock_offer(s)
        need = self._bury_need
        if need >= 0:  # the usual table: the picker buries what they took up
            return _bury_offer(s, self.hands[s], need, len(self.blind))
        return _bury_offer(s, self.hands[s], self._hold_need() if s == self.picker else 0, self._bury_count(s))

    # -- applying ----------------------------------------------------------
    def apply(self, action: Action) -> Sequence[Event]:
        s = self.to_act
        if self.phase is not PLAY or action.act != "play" or action.seat != s:
            return self._decide(s, action)
        # a card played: the hot path of every playout (a short jump to here, so the tests above specialise)
        c = action.card
        hand = self.hands[s]  # type: ignore[index]
        trick = self.trick
        if self._bound_seats[s]:  # type: ignore[index]  # play_mask inlined
            if hand == self._duty_hand and trick is self._duty_trick:
                legal = self._duty_legal
            else:
                legal = self._duty_mask(s, hand, trick)  # type: ignore[arg-type]
        elif trick:
            legal = hand & self._suit_mask[trick[0]] or hand
        else:
            legal = hand
        try:
            ok = legal >> c & 1
        except (TypeError, ValueError):
            ok = 0
        if not ok:
            raise IllegalAction(self._explain(s, c))  # type: ignore[arg-type]
        self.actions.append(action)
        bit = _BIT[c]  # type: ignore[index]
        self.hands[s] = hand ^ bit  # type: ignore[index]
        trick += _ONE[c]  # type: ignore[index]
        if self.watch & bit:
            self._watched(s, c)  # type: ignore[arg-type]
        if len(trick) < self.n:
            self.trick = trick
            self.to_act = self._next_seat[s]  # type: ignore[index]
            return _PLAYED1[s][c]  # type: ignore[index]
        # the trick is complete: its winner and taking it up (inlined, the hot path of every playout)
        n = self.n
        if n == 5:  # tricks.winner_index unrolled for the five-hand game: a fifth of max()'s time
            a, b, c2, d, e = trick
            key = self._lead_value[a]
            i, best = 0, key[a]
            k = key[b]
            if k > best:
                i, best = 1, k
            k = key[c2]
            if k > best:
                i, best = 2, k
            k = key[d]
            if k > best:
                i, best = 3, k
            if key[e] > best:
                i = 4
        else:
            i = trick.index(max(trick, key=self._lead_key[trick[0]]))  # tricks.winner_index, as one max()
        if self.duty and (self.called_mask >> trick[0] & 1 or self.unknown is not None):  # the duties' end, or the unknown
            i = self._duty_trick_end(trick, i)  # type: ignore[arg-type]
        leader = self.leader
        w = leader + i
        if w >= n:
            w -= n
        self.won[w] += 1
        if n == 5:  # the five-hand game, unrolled: a third of sum(map(...))'s time
            self.points[w] += POINTS[a] + POINTS[b] + POINTS[c2] + POINTS[d] + POINTS[e]
        else:
            self.points[w] += sum(map(POINTS.__getitem__, trick))
        self.history += (_new(Trick, (leader, trick, w)),)
        self.trick = ()
        self.leader = self.to_act = w
        if self.hands[w]:
            return [_PLAYED[s][c], _new(Event, ("trick", w, trick[i], None, trick, None))]  # type: ignore[index]
        return [_PLAYED[s][c], _new(Event, ("trick", w, trick[i], None, trick, None)), *self._score(w)]  # type: ignore[index]

    def _decide(self, s: int | None, action: Action) -> Sequence[Event]:
        """:meth:`apply` for everything but a card played in turn."""
        if action.act == "blitz" and self.phase is PLAY and self.rules.blitz_needs_crack and not self.knocks:
            raise IllegalAction(_("no blitz in this hand: nobody cracked, and at this table a blitz comes only after a crack (blitz_needs_crack)"))
        if s is None or action.seat != s:
            raise self.not_your_turn(action)
        phase, act = self.phase, action.act
        if phase is BURY and self._bury_need >= 0 and act == "bury":  # the usual table's bury
            events = self._plain_bury(s, action)
            if events is not None:
                return events
        if phase is PICK and act == "redeal":
            handler = self._redeal
        elif phase is PICK and act in ("pick", "pass"):
            handler = self._pick
        elif phase is CALL and self.kind != "cards" and act in ("call", "alone", "sheepshead", "pass", "roll", "take", "nuke"):
            handler = self._call
        elif phase is BURY and act == "bury":
            handler = self._bury
        elif phase is KNOCK and act in ("crack", "recrack", "blitz", "pass"):
            handler = self._knock
        elif phase is EXCHANGE and act in ("give", "pass"):
            handler = self._give
        elif phase is CALL and self.kind == "cards" and act in ("call", "pass"):
            handler = self._card_call
        else:
            raise IllegalAction(self._wrong_act(act))  # type: ignore[arg-type]
        # logged first: the last pass of a doubler or schwanzer ends the deal inside the handler
        self.actions.append(action)
        try:
            return handler(s, action)
        except IllegalAction:
            self.actions.pop()
            raise

    @property
    def played(self) -> int:
        """The cards played this deal: worked out when asked, so a play costs nothing more."""
        m = 0
        for t in self.history:
            for c in t.cards:
                m |= 1 << c
        for c in self.trick:
            m |= 1 << c
        return m

    def _watched(self, s: int, c: int) -> None:
        """A partner card (or the unknown) was played: the table learns who is on which side."""
        self.watch &= ~(1 << c)
        if c == self.unknown:
            self.face_down = (c,)
            return
        if self.kind == "cards":
            if self.rules.partner == "first_played":
                self.partners += (s,) if s not in self.partners else ()
                self.revealed += (s,) if s not in self.revealed else ()
                if not self.watch & self.side_cards or self._first_two_done(c):
                    self.watch = 0
            else:
                if s not in self.revealed:
                    self.revealed += (s,)
            return
        if s == self.picker:  # the picker played the J♦: alone
            if self.alone:
                self.alone_public = True
        elif s not in self.revealed:
            self.revealed += (s,)

    def _first_two_done(self, c: int) -> bool:
        """Two agreed cards have been played (by one player or two), ``c`` the one being played."""
        return ((self.played | 1 << c) & self.side_cards).bit_count() >= 2

    def _wrong_act(self, act: str) -> str:
        rules = self.rules
        if self.phase is BURY and self._call_after and act in ("call", "alone", "sheepshead"):
            return _("you can't {act} yet: at this table the picker buries first, then calls a partner or goes alone (bury_first; a record made with the call first replays with \"bury_first\": false)").format(act=act)
        if self.phase is CALL and act == "bury" and self.bury_by:
            return _("you have buried: now call a partner or go alone (bury_first)")
        if self.phase is CALL and act == "bury" and rules.partner == "jack_of_diamonds" and rules.jd_alone and not (rules.call_up or rules.jd_calls_ace or rules.sheepshead_call):
            return _("you can't bury yet: a picker first says pass (the J♦'s holder is the partner) or alone (jd_alone); "
                     "a record made before jd_alone replays with \"jd_alone\": false")
        if self.phase is BURY and act == "alone" and rules.partner == "jack_of_diamonds" and not rules.jd_alone:
            return _("you can't go alone: the J♦'s holder is your partner, and this table doesn't let a picker without the J♦ go alone (jd_alone off)")
        phase = self.phase
        if phase is PICK:
            if self._must_pick(self.to_act):  # type: ignore[arg-type]
                return _("you can't {act} now: it is time to pick up the blind").format(act=act)
            return _("you can't {act} now: it is time to pick up the blind or pass").format(act=act)
        if phase is CALL:
            return _("you can't {act} now: it is time to call a card for your partner or go alone").format(act=act)
        if phase is BURY:
            return _("you can't {act} now: it is time to bury {k} cards").format(act=act, k=self.rules.blind)
        if phase is KNOCK:
            return _("you can't {act} now: it is time to knock or pass").format(act=act)
        if phase is EXCHANGE:
            return _("you can't {act} now: it is time to pass a card to the left or pass").format(act=act)
        if phase is PLAY:
            return _("you can't {act} now: it is time to play a card").format(act=act)
        raise KeyError(phase)

    # -- the end of a trick and of a deal ----------------------------------

    # -- what a seat may see -----------------------------------------------
