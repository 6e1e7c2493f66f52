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

**Partners** (``partner``):

- ``called_ace``: the holder of the called fail ace (or ten, see below).
- ``jack_of_diamonds``: the holder of the J♦. A picker holding it plays alone,
  silently, unless ``call_up`` lets them call the next jack they lack (in the
  table's ``jack_order``), or ``jd_calls_ace`` a fail ace (the picker keeps a
  card of that suit; the partner need not play the ace on the first lead).
  With ``jd_alone`` a picker without it says ``pass`` (its holder the partner)
  or ``alone``, aloud: the J♦'s holder is then a defender.
- ``jd_and_called_ace``: both, three against three at six; two against four
  when the picker holds the J♦ or its holder has the called ace. With
  ``jd_alone`` the picker may go ``alone`` instead (both holders defend); with
  no ace to call, ``pass`` keeps the J♦'s holder as the one partner.
- ``none``: the picker always plays alone.
- ``blind_share``: the player after the picker takes the second half of the
  blind and is the (known) partner; each buries as many cards as they took.
- ``behind``: the player behind the picker is the partner. The picker
  ``take``s {value: 0, 1 or 2} of the blind and the partner the rest of two; the
  other two, unseen, are buried for the opponents. A dealer who picks may
  ``nuke`` instead: the dealer's four cards go to the opponents' bury and the
  dealer takes the whole blind, the player behind still the partner.
- ``dice``: the picker ``roll``s a die, 1 naming the player on the picker's
  left and so on round the table; that player takes the second half of the blind
  and is the partner. With ``dice_or_all`` the picker may instead (choosing unseen) take the whole
  blind and play ``alone``. The die is read from the blind as dealt: the order of
  its first three cards, one of six equally likely orders, is the number rolled,
  so a record replays it.
- ``cards``: no picking; the holders of ``partner_cards`` (black queens …) are
  one side, scored as the picker's; a player holding them all is alone.
- ``first_played``: no picking; the players of the first two cards of
  ``agreed_rank`` are the side (one player playing both: alone).

In the card-partner games, before the first lead: ``pass_left`` lets a holder of
two partner cards ``give`` {card} one of them to the left-hand player, who
gives a card back; ``partner_call`` lets a holder of two of Q♣ J♦ 7♦ ``call``
{card} the 8♦ or J♥, whose holder joins the side. Every player is asked in turn
(``pass`` when they may not), so being asked tells nobody anything.

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
  card of their hand aside face down (seed 001: "usually a low fail card or the
  lowest trump"; ``unknown_trump`` off: a fail card only). It stands for a card
  of the called suit (the picker "calls a fail suit to stand for the
  unknown"): it may not be buried, nor thrown off on another suit, nor played
  to follow one; it must be played on the called suit's first lead, and the
  picker may lead it (``unknown_lead``), which is that first lead: the others
  follow the called suit and the partner plays the ace. It never wins a trick
  (seed 001: it "has no power to take the trick"); its points go to whoever
  takes the trick.
- When a duty leaves no card to play (the last trick, or only duty cards left),
  any card otherwise legal may be played: so the called ace may go to the last
  trick when the suit was never led.

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

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Sequence

from ...cards import FACE_DOWN, SUIT_NAMES, bits, card_str, parse_cards
from .. import tricks
from ..core import Action, DealSetup, Event, IllegalAction, Match, check_cards, check_dealt, shuffled
from .cards import (
    ACE,
    HEARTS,
    JACKS,
    JD,
    POINTS,
    QUEENS,
    STANDARD,
    TEN,
    TOTAL_POINTS,
    TRUMP_SUITS,
    Deck,
    deck,
    points_of,
    schwanzer_points,
)
from .score import (
    OUTCOMES,
    DealResult,
    deal_scores,
    leaster_scores,
    mittler_scores,
    moster_scores,
    multiplier,
    one_against_all,
    outcome,
    outcome_base,
    side_changes,
    side_stakes,
    sides_outcome,
)
from .acts import (
    _ALONE,
    _ALONE1,
    _BIT,
    _BURIED1,
    buried_event,
    _CALL,
    _CALLED1,
    _DEALT,
    _HI,
    _JACKS_MASK,
    _LO,
    _NO_CALL1,
    _NOTHING_RANKS,
    _NUKE,
    _PASS,
    _PASSED1,
    _PICK,
    _PICK_OR_PASS,
    _PICKED1,
    _PLAY_HI,
    _PLAY_LO,
    _PLAYED,
    _PLAYED1,
    _REDEAL,
    _ROLL,
    _SHEEPSHEAD,
    _TAKE,
    BURY,
    CALL,
    EXCHANGE,
    KNOCK,
    PICK,
    PLAY,
    _bury_offer,
    _call_unknown,
    _hi_actions,
    _lo_actions,
    _new,
    _FOLLOW,
    _follow_actions,
)
from .blind import BlindShares, roll_die
from .knocks import BLITZ_PAIRS, KnockRounds, capped_growth
from .openings import CardSideOpenings
from .pot import PotKeeping
from .rules import CARD_SIDES, FORMS, NO_PICK, PARTNER_RULES, SHARED_BLIND, Rules
from ..tricks import Trick

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


def check_setup(rules: Rules, setup: DealSetup) -> None:
    """Raise ValueError naming what is wrong with a given deal."""
    if rules.form == "fox":
        from . import fox

        return fox.check_setup(rules, setup)
    if rules.form == "battery":
        from . import battery

        return battery.check_setup(rules, setup)
    d = deck_for(rules)
    words = f"the {len(d.cards)} cards of this pack" if rules.removed else "the 32 cards (7 to A)"
    piles = PILES if rules.blind else ()
    if not check_dealt(setup, game="Sheepshead", pack=d.cards, pack_words=words, players=rules.players, hand_size=rules.hand_size, piles=piles):
        return
    blind = setup.pile("blind")
    if len(blind) != rules.blind:
        raise ValueError(f"a deal given by hands needs the blind: {rules.blind} cards")
    check_cards([c for h in setup.hands or () for c in h] + list(blind), d.pack, words)


def call_options(
    hand: int, rules: Rules, d: Deck = STANDARD, ten: bool | None = None, unknown: bool | None = None, held: int | None = None
) -> list[tuple[int, int | None]]:
    """The aces (or tens) a picker holding ``hand`` may call: (card, unknown or None).

    ``held`` is every card the picker took into their hand, the bury included (``bury_first``:
    the call comes after the bury). A card they buried is never called: its "holder" would be
    nobody. The card kept for the call (a card of the suit, the ace under a ten, the unknown)
    must be in ``hand``."""
    held = hand if held is None else held | hand
    fails = d.fail_suits
    out: list[tuple[int, int | None]] = [(ACE[s], None) for s in fails if hand & d.fail_mask[s] and not held >> ACE[s] & 1 and d.pack >> ACE[s] & 1]
    if out:
        return out
    aces = [s for s in fails if held >> ACE[s] & 1]
    if len(aces) == len(fails):
        if rules.call_ten if ten is None else ten:
            out = [(TEN[s], None) for s in fails if hand >> ACE[s] & 1 and not held >> TEN[s] & 1]
        return out
    if rules.unknown if unknown is None else unknown:
        order = unknown_order(hand if rules.unknown_trump else hand & ~d.trump_mask, d)
        for s in fails:
            if not held >> ACE[s] & 1 and d.pack >> ACE[s] & 1:
                out += [(ACE[s], u) for u in order]
    return out


def unknown_order(cards: int, d: Deck = STANDARD) -> tuple[int, ...]:
    """``cards`` as candidates for the unknown, the sensible first: seed 001 has the picker set
    aside "usually a low fail card or the lowest trump". So a fail card worth nothing (lowest
    first), then the lowest trump, then fail cards by their points, then the other trumps low to
    high: a point card or a high trump only hands the other side points or a trick."""
    power = d.tr.power
    trumps = sorted(bits(cards & d.trump_mask), key=power.__getitem__)
    fails = sorted(bits(cards & ~d.trump_mask), key=lambda c: (POINTS[c], power[c]))
    low = [c for c in fails if not POINTS[c]]
    return tuple(low + trumps[:1] + fails[len(low) :] + trumps[1:])


@dataclass(frozen=True, slots=True)
class View:
    """What one seat may know; bots get this and nothing else.

    The unknown lies face down until the deal is over: only the picker and, once
    its trick is taken, the player who took it may look at it (seed 001, the
    called-ace partner rules). Every other seat's view holds
    :data:`~sheriff_tui.cards.FACE_DOWN` in its place in ``trick`` and
    ``history``, leaves it out of ``played``, and leaves its points out of its
    taker's ``points``: a seat counts the points it can see.
    """

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
    leaster: bool  # a hand without sides: leaster, moster or mittler
    blind: tuple[int, ...] | None  # the blind's cards: only the picker, once picked
    buried: tuple[int, ...] | None  # only the picker
    called: int | None
    unknown_called: bool  # public: the picker called with an unknown
    unknown: int | None  # the unknown card: only the picker
    alone: bool  # the picker alone, as far as this seat knows
    partner: int | None  # the first partner this seat knows of
    called_suit_led: bool
    leader: int
    trick: tuple[int, ...]  # may hold FACE_DOWN: the unknown, for a seat that may not see it
    won: tuple[int, ...]  # tricks per seat
    points: tuple[int, ...]  # trick points per seat that this seat can see (the tricks are turned face up, but for the unknown)
    played: int  # the cards seen played (not the unknown, for a seat that may not see it)
    history: tuple[Trick, ...]  # the tricks taken; FACE_DOWN as in ``trick``
    totals: tuple[int, ...]
    deck: Deck = STANDARD  # trumps, suits and powers of this variant
    partners: tuple[int, ...] = ()  # every partner this seat knows of
    side: tuple[int, ...] = ()  # the picker's side as this seat knows it (picker first)
    partner_cards: tuple[int, ...] = ()  # the cards that make partners, where public (called card, J♦, black queens)
    i_am_partner: bool = False  # this seat holds (or held) a partner card
    kind: str = "picker"  # "picker", "cards" (sides by cards), "leaster", "moster", "mittler"
    knocks: tuple[tuple[int, str], ...] = ()  # (seat, crack / recrack / blitz) in order
    growth: int = 1  # cracks × blitzes × doublers, after a cap on them (cap_covers)
    shown: tuple[tuple[int, tuple[int, ...]], ...] = ()  # blitz pairs shown: (seat, cards)
    sheepshead: bool = False  # the picker claimed every trick
    die: int | None = None  # the roll that named the partner (partner rule dice)
    face_down: tuple[int, ...] = ()  # cards played face down (the unknown, once played): its id, or FACE_DOWN where this seat may not see it
    forced: bool = False  # the dealer picked because everyone passed and the table plays forced pick
    forced_now: bool = False  # everyone else passed: the dealer must pick now
    pot: int = 0  # the match's pot (house rule pot), public

    @property
    def n(self) -> int:
        return len(self.players)

    def trick_seat(self, i: int) -> int:
        return (self.leader + i) % len(self.players)


# A deal's state at its start; _start_deal sets it with one dict update
_FRESH: dict[str, Any] = {
    "passed": (), "picker": None, "partner": None, "partners": (), "partner_mask": 0, "called": None,
    "called_suit": -1, "called_mask": 0, "partner_duty": True, "own_call": False, "unknown": None,
    "alone": False, "alone_public": False, "sheepshead": False, "leaster": False, "kind": "picker",
    "buried": (), "duty": False, "watch": 0, "revealed": (), "knocks": (), "shown": (), "stage": "",
    "factor": 1, "trick": (), "history": (), "die": None,
    "face_down": (), "forced": False,
    "took": (), "bury_by": (), "opp_bury": (),
    "_duty_hand": -1, "_duty_trick": (), "_duty_legal": 0, "_bound_seats": (False,) * 8, "_bound_keys": (0,) * 8, "_bury_need": -1,
    "_call_after": False,
}

_ONE = tuple((c,) for c in range(52))  # each card's one-card tuple, to add to a trick without making it anew

# _bound_seats' answers: [picker][partner] (the picker again when there is no duty partner)
_BOUND = tuple(tuple(tuple(t in (p, q) for t in range(8)) for q in range(8)) for p in range(8))



@lru_cache(maxsize=256)
def led_as_called(suit_mask: tuple[int, ...], unknown: int, called_mask: int) -> tuple[int, ...]:
    """``suit_mask`` (led card -> the cards that follow it) with the unknown led standing for the
    called suit: seed 001's picker "calls a fail suit to stand for the unknown", so the others
    follow that suit. The unknown is never led after the suit's first lead, so this holds all deal."""
    return suit_mask[:unknown] + (called_mask,) + suit_mask[unknown + 1 :]


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


class Sheepshead(KnockRounds, CardSideOpenings, BlindShares, PotKeeping, Match):
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
            check_setup(rules, s)
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
    def play_mask(self, s: int) -> int:
        """The cards seat ``s`` may play now."""
        hand = self.hands[s]
        trick = self.trick
        if self._bound_seats[s]:
            return self._duty_mask(s, hand, trick)
        if trick:
            follow = hand & self._suit_mask[trick[0]]
            if follow:
                return follow
        return hand

    def _duty_mask(self, s: int, hand: int, trick: tuple[int, ...]) -> int:
        """The cards a seat bound by the called-suit duties may play (see the module's docstring);
        who holds which key card was worked out once, by :meth:`_bind_duties`."""
        key = self._bound_keys[s]
        suit = self.called_mask
        if not trick:
            if key > 0:  # lead anything; the called suit only with the key card
                return hand & ~(suit & ~key) or hand
            if key < 0:  # the unknown: led as the called suit's first lead (unknown_lead), else it waits
                return hand if self._unknown_leads else hand & ~(1 << self.unknown) or hand  # type: ignore[operator]
            return hand
        lead = trick[0]
        follow = hand & self._suit_mask[lead]  # the unknown led: the called suit (_suit_mask says so)
        if key > 0:  # the partner's called card, or the picker's ace that answers a called ten (or is the called ace)
            if suit >> lead & 1 or lead == self.unknown:
                return key & hand or follow or hand
            base = follow or hand
            return base & ~key or base
        if key < 0:  # the picker's unknown: played on the called suit's first lead, and not before
            u = 1 << self.unknown  # type: ignore[operator]
            if suit >> lead & 1:
                return u
            rest = hand & ~u
            return rest & self._suit_mask[lead] or rest if rest else hand
        if follow or s != self.picker:
            return follow or hand
        hold = hand & suit  # an ace-calling picker, void in the led suit, keeps the last card of the called suit
        if hold.bit_count() == 1:
            return hand & ~hold or hand
        return hand

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

    def _must_pick(self, s: int) -> bool:
        rules = self.rules
        return (rules.no_pick == "forced" and s == self.dealer) or (rules.shiller and s == (self.dealer + 1) % self.n)

    def _dealer_forced(self) -> bool:
        """Everyone else has passed and the table plays forced pick: the dealer must pick."""
        return self.rules.no_pick == "forced" and self.picker is None and len(self.passed) == self.n - 1

    def _call_offer(self, s: int) -> list[Action]:
        """The picker's partner choices (there is always at least one)."""
        if self._plain_call:  # the usual table: nothing more to ask when an ace can be called
            out = self._ace_calls(s)
            if len(out) > 1:
                return out
        rules, hand, d = self.rules, self.hands[s], self.deck
        held = self._held(s)  # the bury too, where the picker buried first (bury_first)
        calls = _CALL[s]
        out: list[Action] = []
        if rules.partner == "called_ace":
            if self._bury_first:
                out = [_ALONE[s]]
                for c, u in call_options(hand, rules, d, held=held):
                    out.append(calls[c] if u is None else _call_unknown(s, c, u))
            else:
                out = self._ace_calls(s)
                if len(out) == 1:
                    for c, u in call_options(hand, rules, d):
                        out.append(calls[c] if u is None else _call_unknown(s, c, u))
            if rules.call_own_ace:
                out += [calls[ACE[x]] for x in d.fail_suits if hand >> ACE[x] & 1]
        elif rules.partner == "jack_of_diamonds":
            if not held >> JD & 1:
                if not rules.jd_alone:
                    return [_PASS[s]]  # nothing to call: the J♦'s holder is the partner
                out += [_PASS[s], _ALONE[s]]  # the J♦'s holder, or alone (announced): jd_alone
            else:
                out.append(_ALONE[s])
                if rules.call_up:
                    up = self._call_up_jack(held)
                    if up is not None:
                        out.append(calls[up])
                if rules.jd_calls_ace:
                    out += [calls[c] for c, _ in call_options(hand, rules, d, ten=False, unknown=False, held=held)]
        elif rules.partner == "none":
            out.append(_ALONE[s])
        elif rules.partner == "behind":
            out += _TAKE[s]
            if s == self.dealer:
                out.append(_NUKE[s])
        elif rules.partner == "dice":
            out.append(_ROLL[s])
            if rules.dice_or_all:
                out.append(_ALONE[s])
        else:  # the J♦ and a called ace: no going alone, unless no ace can be called (or jd_alone)
            for c, u in call_options(hand, rules, d, held=held):
                out.append(calls[c] if u is None else _call_unknown(s, c, u))
            if rules.jd_alone:  # alone: the J♦'s holder defends too; "pass": no ace, the J♦'s holder the one partner
                if not out and not held >> JD & 1:
                    out.append(_PASS[s])
                out.append(_ALONE[s])
            elif not out:
                out.append(_ALONE[s])
        if rules.sheepshead_call and (hand & _JACKS_MASK or not rules.sheepshead_needs_jack):
            out.append(_SHEEPSHEAD[s])
        return out

    def _ace_calls(self, s: int) -> list[Action]:
        """Alone, and the ace of each fail suit the picker holds without it: call_options' usual answer."""
        hand, calls = self.hands[s], _CALL[s]
        out = [_ALONE[s]]
        for fail, ace in self._fail_aces:
            if hand & fail and not hand >> ace & 1:
                out.append(calls[ace])
        return out

    def _call_up_jack(self, hand: int) -> int | None:
        """The lowest jack above the J♦ that the picker lacks (in this table's jack order)."""
        jacks = [c for c in self.deck.trumps if c in JACKS and c != JD]
        for j in reversed(jacks):
            if not hand >> j & 1:
                return j
        return None

    def _held(self, s: int) -> int:
        """The cards ``s`` holds, with those they buried: a picker who buried first (``bury_first``)
        still "holds" the J♦ they buried, and may not call a card they buried."""
        hand = self.hands[s]
        for seat, cards in self.bury_by:
            if seat == s:
                for c in cards:
                    hand |= _BIT[c]
        return hand

    def _hold_need(self) -> int:
        """The cards the picker must keep at least one of (0: none)."""
        if self.called is None or self.called_mask == 0:
            # jd_keep: alone with the J♦, or (bury_first) still to decide: a picker with it may yet go alone
            if (self.alone or self._call_after) and self.rules.jd_keep and self.rules.partner == "jack_of_diamonds" and self.hands[self.picker] >> JD & 1:  # type: ignore[index]
                return _BIT[JD]
            return 0
        if self.unknown is not None:
            return 1 << self.unknown
        if self.called == TEN[self.called_suit] or self.own_call:
            return 1 << ACE[self.called_suit]
        return self.called_mask

    def _keeps_hold(self, hand: int) -> bool:
        need = self._hold_need()
        return not need or bool(hand & need)

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
            raise IllegalAction("no blitz in this hand: nobody cracked, and at this table a blitz comes only after a crack (blitz_needs_crack)")
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
            return f"you can't {act} yet: at this table the picker buries first, then calls a partner or goes alone (bury_first; a record made with the call first replays with \"bury_first\": false)"
        if self.phase is CALL and act == "bury" and self.bury_by:
            return "you have buried: now call a partner or go alone (bury_first)"
        if self.phase is CALL and act == "bury" and rules.partner == "jack_of_diamonds" and rules.jd_alone and not (rules.call_up or rules.jd_calls_ace or rules.sheepshead_call):
            return ("you can't bury yet: a picker first says pass (the J♦'s holder is the partner) or alone (jd_alone); "
                    "a record made before jd_alone replays with \"jd_alone\": false")
        if self.phase is BURY and act == "alone" and rules.partner == "jack_of_diamonds" and not rules.jd_alone:
            return "you can't go alone: the J♦'s holder is your partner, and this table doesn't let a picker without the J♦ go alone (jd_alone off)"
        want = {
            PICK: "pick up the blind" + ("" if self._must_pick(self.to_act) else " or pass"),  # type: ignore[arg-type]
            CALL: "call a card for your partner or go alone",
            BURY: f"bury {self.rules.blind} cards",
            KNOCK: "knock or pass",
            EXCHANGE: "pass a card to the left or pass",
            PLAY: "play a card",
        }[self.phase]
        return f"you can't {act} now: it is time to {want}"

    def _explain(self, s: int, c: Any) -> str:
        hand = self.hands[s]
        tr = self.tr
        if not isinstance(c, int) or not 0 <= c < 52:
            return "play a card from your hand"
        if not hand >> c & 1:
            return f"you don't hold the {card_str(c, symbols=True)}"
        trick = self.trick
        if trick and hand & tr.suit_mask[trick[0]] and not tr.suit_mask[trick[0]] >> c & 1 and trick[0] != self.unknown:
            return tricks.explain(tr, hand, trick, c)
        suit = SUIT_NAMES[self.called_suit] if self.called_suit >= 0 else ""
        led = bool(trick) and bool(self.called_mask >> trick[0] & 1 or trick[0] == self.unknown)
        if led and trick[0] == self.unknown and hand & self.called_mask and not self.called_mask >> c & 1:
            return f"the unknown was led: it stands for the called suit, {suit}, and you hold one: you must follow suit"
        if s == self.picker and self.unknown is not None:
            u = card_str(self.unknown, symbols=True)
            if led:
                return f"{suit} were led for the first time: you must play your unknown, the {u}, face down"
            if not trick and not self._unknown_leads:
                return f"the {u} is your unknown: it waits face down until another player leads {suit} (the table plays unknown_lead off)"
            return f"the {u} is your unknown: it waits face down until {suit} are led" + (", or you lead it" if self._unknown_leads else "")
        if s == self.partner or (s == self.picker and (self.own_call or self.called == TEN[self.called_suit])):
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


    def _nothing(self, s: int) -> bool:
        """No ace, no face card, no trump, no count: only fail nines, eights and sevens."""
        hand = self.dealt[s]
        return not hand & (_NOTHING_RANKS | self.deck.trump_mask)

    def _redeal(self, s: int, action: Action) -> list[Event]:
        if not (self.rules.redeal_nothing and self._nothing(s)):
            raise IllegalAction("only a hand with no ace, face card, trump or count may ask for a redeal")
        self.kind = "redeal"
        self.picker = None
        return [Event("redeal", s)] + self._score(-1)

    def _pick(self, s: int, action: Action) -> Sequence[Event]:
        n = self.n
        if action.act == "pass":
            if not self._plain_pick and self._must_pick(s):
                who = "everyone else passed: the dealer" if s == self.dealer and self.rules.no_pick == "forced" else "shiller: the player left of the dealer"
                raise IllegalAction(f"{who} must pick")
            self.passed += (s,)
            if len(self.passed) == n:
                return [_PASSED1[s][0]] + self._nobody_picked()
            self.to_act = s + 1 if s + 1 < n else 0
            return _PASSED1[s]
        if self._plain_pick_up:  # the usual table: the picker takes the whole blind and calls
            self.picker = s
            hand = self.hands[s]
            for c in self.blind:
                hand |= _BIT[c]
            self.hands[s] = hand
            self.took = ((s, self.blind),)
            self.phase = CALL
            return _PICKED1[s]
        self.forced = s == self.dealer and self._dealer_forced()
        self.picker = s
        rules = self.rules
        p = rules.partner
        keep = len(self.blind) - rules.blind_next
        hand = self.hands[s]
        for c in self.blind[:keep]:
            hand |= _BIT[c]
        self.hands[s] = hand
        self.took = ((s, self.blind),)
        if keep < len(self.blind) and p not in SHARED_BLIND:  # the player behind takes the rest and buries as many
            behind = (s + 1) % self.n
            for c in self.blind[keep:]:
                self.hands[behind] |= _BIT[c]
            self.took = ((s, self.blind[:keep]), (behind, self.blind[keep:]))
            self.buriers = [behind]
        if p == "none":
            self.alone = self.alone_public = True
            self.phase = CALL if rules.sheepshead_call else BURY
            if self.phase is CALL and self._bury_first:
                self.phase, self._call_after = BURY, True
            return _PICKED1[s]
        if p == "blind_share":
            return self._share_blind(s, (s + 1) % self.n)
        if p == "behind":  # the picker decides how many to take before seeing any of the blind
            self.hands[s] = self.dealt[s]
            self.took = ()
            self.phase = CALL
            return _PICKED1[s]
        if p == "dice":
            if rules.dice_or_all or rules.sheepshead_call:  # chosen before any blind card is seen (001 l.246):
                self.hands[s] = self.dealt[s]  # all four at once, or two and the die
                self.took = ()
                self.phase = CALL
                return _PICKED1[s]
            return [_PICKED1[s][0]] + self._roll(s)
        if p == "jack_of_diamonds" and not (rules.call_up or rules.jd_calls_ace or rules.sheepshead_call or rules.jd_alone):
            self._no_call(s)
            self.phase = BURY
            return _PICKED1[s]
        # every picker of the J♦ game is asked, so being asked shows nothing
        if self._bury_first:  # seed 004: the bury first, then the partner
            self.phase, self._call_after = BURY, True
        else:
            self.phase = CALL
        return _PICKED1[s]

    def _no_call(self, s: int) -> None:
        """The J♦ game without a call: its holder is the partner, or the picker plays alone, silently."""
        self.watch = _BIT[JD]
        if self._held(s) >> JD & 1:
            self.alone = True
        else:
            self.partner_mask = _BIT[JD]

    def _nobody_picked(self) -> list[Event]:
        how = self.rules.no_pick
        if how == "doubler" or how == "schwanzer":
            self.kind = how
            return self._score(-1)
        self.leaster = True
        self.kind = how if how in ("moster", "mittler") else "leaster"
        self.phase = PLAY
        self.leader = self.to_act = (self.dealer + 1) % self.n
        return [_new(Event, ("leaster", None, None, None, None, self.kind))]

    def _call(self, s: int, action: Action) -> Sequence[Event]:
        events = self._call_made(s, action)
        if self._bury_first and self.bury_by and self.phase is BURY:  # buried already (bury_first): on to the knocks or the first lead
            return list(events) + self._bury_done()
        return events

    def _call_made(self, s: int, action: Action) -> Sequence[Event]:
        if self._plain_pick_up and action.act == "alone":  # the usual table: going alone is always offered
            self.phase = BURY
            self.partners = ()
            self.alone = self.alone_public = True
            self._bury_need = 0
            return _ALONE1[s]
        if action.act in ("roll", "take", "nuke"):
            if action not in self._call_offer(s):
                if action.act == "roll":
                    raise IllegalAction("the die is rolled only where it names the partner")
                raise IllegalAction("take 0, 1 or 2 of the blind (the dealer may nuke)" if self.rules.partner == "behind" else f"you can't {action.act} here")
            if action.act == "roll":
                return self._roll(s)
            return self._take(s, action)
        if action.act in ("alone", "sheepshead", "pass"):
            legal = self._call_offer(s)
            if action not in legal:
                if action.act == "pass":
                    raise IllegalAction("call a card for your partner or go alone")
                raise IllegalAction("you can't call 'sheepshead' at this table" if action.act == "sheepshead" else "you can't go alone here")
            self.phase = BURY
            if self.rules.partner == "dice":  # decided unseen: now the whole blind comes up
                self.hands[s] = self.dealt[s] | sum(_BIT[c] for c in self.blind)
                self.took = ((s, self.blind),)
            jd_rules = self.rules.partner in ("jack_of_diamonds", "jd_and_called_ace")
            if action.act == "alone" and jd_rules and self.rules.jd_alone and not (self.rules.partner == "jack_of_diamonds" and self._held(s) >> JD & 1):
                self.partners = ()  # jd_alone: announced, the J♦'s holder a defender
                self.alone = self.alone_public = True
                return list(_ALONE1[s])
            if self.rules.partner == "jack_of_diamonds" and action.act != "sheepshead":
                self._no_call(s)  # alone with the J♦ stays unannounced: the table hears "no call"
                return list(_NO_CALL1[s])
            if action.act == "sheepshead":
                self.sheepshead = True
            else:
                self._find_partners(())  # the J♦'s holder stays a partner in the three-against-three game
            if action.act == "pass":  # jd_and_called_ace, jd_alone, no ace to call: the J♦'s holder the one partner
                self.alone = not self.partners
                return list(_NO_CALL1[s])
            self.alone = not self.partners
            self.alone_public = True
            if self._plain_pick_up:
                self._bury_need = self._hold_need()
            return [Event(action.act, s)]
        c, u = action.card, action.unknown
        hand = self.hands[s]
        rules = self.rules
        fast = rules.partner == "called_ace" and u is None and type(c) is int and c in self._callable_ace and not self._bury_first
        if not (fast and hand & self.deck.fail_mask[c // 13] and not hand >> c & 1):  # type: ignore[operator]
            legal = self._call_offer(s)
            if action not in legal:
                raise IllegalAction(self._why_not_call(s, c, u, legal))
            fast = False
        self.called = c
        self.partner_mask = 1 << c  # type: ignore[operator]
        if c in JACKS:  # called up: no suit duties
            self.called_suit = -1
        else:
            self.called_suit = c // 13  # type: ignore[operator]
            self.called_mask = self.deck.fail_mask[self.called_suit]
            self.unknown = u
            if u is not None:
                self.watch |= 1 << u  # played face down: the table sees where it lies
                self._suit_mask = led_as_called(self._suit_mask, u, self.called_mask)
            self.duty = True
            self.partner_duty = rules.partner != "jack_of_diamonds"
        holder = None
        for t, h in enumerate(self.hands):
            if h >> c & 1:  # type: ignore[operator]
                holder = t
                break
        if holder == s:  # the picker's own ace: alone, and nobody is told
            self.own_call = self.alone = True
            holder = None
        self.partner = holder
        if rules.partner == "called_ace":  # _find_partners' answer for one called card
            self.partners = (holder,) if holder is not None else ()
        else:
            self._find_partners((holder,) if holder is not None else ())
        self.watch |= 1 << c  # type: ignore[operator]
        self.phase = BURY
        if self.duty:
            self._bind_duties()
        if self._plain_pick_up:  # the bury's hold card, worked out once
            self._bury_need = self.called_mask if fast else self._hold_need()
        if u is None:
            return _CALLED1[s][c]  # type: ignore[index]
        return [_new(Event, ("call", s, c, None, None, "unknown"))]

    def _bind_duties(self) -> None:
        """The called-suit duties begin: they bind the picker and the duty partner (``_bound_seats``)."""
        picker = self.picker
        partner = self.partner
        self._bound_seats = _BOUND[picker][picker if partner is None else partner]  # type: ignore[index]
        keys = [0] * 8  # per seat: its key card's bit, -1 for the unknown's picker, 0 for a hold or none
        if partner is not None and partner != picker and self.partner_duty:
            keys[partner] = 1 << self.called  # type: ignore[operator]
        if partner != picker:
            if self.unknown is not None:
                keys[picker] = -1  # type: ignore[index]
            elif self.own_call or self.called == TEN[self.called_suit]:
                keys[picker] = 1 << ACE[self.called_suit]  # type: ignore[index]
        self._bound_keys = tuple(keys)

    def _find_partners(self, called: tuple[int, ...]) -> None:
        """The partners from the called card's holder and, in the 3-against-3 game, the J♦."""
        partners = list(called)
        if self.rules.partner == "jd_and_called_ace":
            self.watch |= _BIT[JD]
            self.partner_mask |= _BIT[JD]
            jd = next((t for t in range(self.n) if self.hands[t] >> JD & 1), None)
            if jd is not None and jd != self.picker and jd not in partners:
                partners.append(jd)
        self.partners = tuple(partners)
        if self.partner is None and partners:
            self.partner = partners[0]

    def _why_not_call(self, s: int, c: Any, u: Any, legal: list[Action]) -> str:
        hand = self.hands[s]
        calls = [a for a in legal if a.act == "call"]
        if not isinstance(c, int) or not 0 <= c < 52:
            return "call a card: a fail ace (or a ten), or go alone"
        name = card_str(c, symbols=True)
        if not calls:
            return "no card may be called with this hand: go alone"
        if hand >> c & 1:
            return f"you hold the {name}: call a card you lack"
        if self._held(s) >> c & 1:
            return f"you buried the {name}: call a card you never held (bury_first: the call comes after the bury)"
        if self.rules.partner == "jack_of_diamonds" and c in JACKS:
            return "call up the next jack you lack"
        if u is not None:
            if any(a.unknown is not None for a in calls):
                what = "a card" if self.rules.unknown_trump else "a fail card"
                if not isinstance(u, int) or not 0 <= u < 52 or not hand >> u & 1:
                    return f"the unknown is {what} from your hand"
                if not self.rules.unknown_trump and self.deck.trump_mask >> u & 1:
                    return "the unknown is a fail card from your hand: this table doesn't set a trump aside (unknown_trump off)"
                return f"the unknown must be {what} from your hand, and the called ace one you lack"
            return "you may call an unknown only when no suit can be called otherwise"
        if any(a.unknown is not None for a in calls):
            return "you hold no fail suit without its ace: call an ace with an unknown card, or go alone"
        if any(a.card in TEN for a in calls):
            return "you hold all three fail aces: call a ten of a suit whose ace you hold, or go alone"
        return f"you can't call the {name}: call the ace of a fail suit you hold a card of but not its ace"

    def _plain_bury(self, s: int, action: Action) -> Sequence[Event] | None:
        """:meth:`_bury` for the usual table's picker burying two: the same, without the variants' turns;
        None when the bury is not two cards the picker may bury (``_bury`` then says why)."""
        cards = action.cards
        if type(cards) is not tuple or len(cards) != 2 or len(self.blind) != 2:
            return None
        a, b = cards
        hand = self.hands[s]
        if type(a) is not int or type(b) is not int or a == b or not 0 <= a < 52 or not 0 <= b < 52 or not hand >> a & 1 or not hand >> b & 1:
            return None
        rest = hand ^ _BIT[a] ^ _BIT[b]
        need = self._bury_need
        if need and not rest & need:
            return None
        self.actions.append(action)
        self.hands[s] = rest
        self.buried = cards
        self.bury_by = ((s, cards),)
        if self._no_knocks:  # _begin_knocks' answer when the table plays no knocks: the first lead
            self.phase = PLAY
            self.leader = self.to_act = self._next_seat[self.dealer]
            return _BURIED1[s]
        return list(_BURIED1[s]) + self._begin_knocks()

    def _bury(self, s: int, action: Action) -> Sequence[Event]:
        cards = action.cards
        hand = self.hands[s]
        k = self._bury_count(s) if self.buriers or len(self.took) != 1 else len(self.took[0][1])  # one burier: the picker
        if type(cards) is not tuple or len(cards) != k:
            raise IllegalAction(f"bury {k} cards from your hand")
        rest = hand
        for c in cards:
            if type(c) is not int or not 0 <= c < 52:
                raise IllegalAction(f"bury {k} cards from your hand")
            if not rest >> c & 1:
                raise IllegalAction(f"bury {k} different cards" if hand >> c & 1 else f"you don't hold the {card_str(c, symbols=True)}")
            rest ^= 1 << c
        if s == self.picker and not self._keeps_hold(rest):
            if self.called is None and self._call_after:
                raise IllegalAction("the J♦ stays in your hand: you may yet go alone with it, and this table keeps it (jd_keep)")
            if self.called is None:
                raise IllegalAction("you play alone with the J♦: it stays in your hand")
            if self.unknown is not None:
                raise IllegalAction(f"the {card_str(self.unknown, symbols=True)} is your unknown: you can't bury it")
            if self.called == TEN[self.called_suit]:
                raise IllegalAction(f"you called the ten: keep the {card_str(ACE[self.called_suit], symbols=True)}")
            if self.own_call:
                raise IllegalAction(f"you called your own {card_str(self.called, symbols=True)}: keep it for the first {SUIT_NAMES[self.called_suit][:-1]} lead")
            raise IllegalAction(f"you called the {card_str(self.called, symbols=True)}: keep a {SUIT_NAMES[self.called_suit][:-1]} (your hold card)")  # type: ignore[arg-type]
        self.hands[s] = rest
        self.buried += tuple(cards)
        self.bury_by += ((s, tuple(cards)),)
        buried = buried_event(s, k)
        if self.buriers:  # a blind-sharing partner buries next
            self.to_act = self.buriers.pop(0)
            return list(buried)
        if self._call_after:  # bury_first: now the picker calls, from the hand left
            self._call_after = False
            self.phase = CALL
            self.to_act = self.picker
            return list(buried)
        return list(buried) + self._bury_done()

    def _bury_done(self) -> list[Event]:
        """The bury (and the call) made: the J♦'s holder found, then the knocks or the first lead."""
        if self.rules.partner == "jack_of_diamonds" and self.partner_mask == _BIT[JD] and not self.alone:
            jd = next((t for t in range(self.n) if self.hands[t] >> JD & 1), None)
            self.partner = jd
            self.partners = (jd,) if jd is not None else ()
        if self._no_knocks:  # _begin_knocks' answer when the table plays no knocks: the first lead
            self.phase = PLAY
            self.leader = self.to_act = (self.dealer + 1) % self.n
            return []
        return self._begin_knocks()


    # -- the end of a trick and of a deal ----------------------------------
    def winning_seat(self) -> int | None:
        """The seat now taking the trick on the table: as its end will decide it, duties included."""
        trick = self.trick
        if not trick:
            return None
        i = trick.index(max(trick, key=self._lead_key[trick[0]]))
        if self.duty and (self.called_mask >> trick[0] & 1 or self.unknown is not None):
            i = self._duty_winner(trick, i)
        return (self.leader + i) % self.n

    def _duty_trick_end(self, trick: tuple[int, ...], i: int) -> int:
        """The winner's place in a trick played under the called-suit duties, which may end with it."""
        if self.called_mask >> trick[0] & 1 or trick[0] == self.unknown:  # the called suit's first lead (the unknown led is one)
            self.duty = False
            self._bound_seats = _FRESH["_bound_seats"]
        return self._duty_winner(trick, i)

    def _duty_winner(self, trick: tuple[int, ...], i: int) -> int:
        """The winner's place under the duties (``i``: by the cards' power alone), the game unchanged."""
        if self.called_mask >> trick[0] & 1:  # the called suit's first lead
            if self.called == TEN[self.called_suit] and self.called in trick and not any(self.deck.trump_mask >> x & 1 for x in trick):
                i = trick.index(self.called)  # the called ten wins its first trick unless trumped
        elif trick[0] == self.unknown:  # the unknown led: a lead of the called suit, which it can't win
            if len(trick) == 1:
                return 0  # alone on the table: it shows as leading until another card comes
            key = self._lead_key[self.called]  # type: ignore[index]
            return max(range(1, len(trick)), key=lambda j: key(trick[j]))  # nobody following nor trumping (the partner must): the next card
        if self.unknown is not None and trick[i] == self.unknown:  # it never wins (the last card of a hand)
            rest = [j for j in range(len(trick)) if trick[j] != self.unknown]  # a trick still being played is shorter
            if not rest:
                return i  # the unknown alone on the table: it shows as leading until another card comes
            sub = tuple(trick[j] for j in rest)
            i = rest[tricks.winner_index(self.tr, sub)]
        return i

    def _score(self, last: int) -> list[Event]:
        n, rules, kind = self.n, self.rules, self.kind
        prior = self.pending_growth
        if kind == "picker" and self._plain_score and prior == 1 and not self.knocks and not self.sheepshead and len(self.bury_by) == 1 and not self.opp_bury:
            return self._score_usual()
        if self._late_blitz and kind in ("picker", "cards"):
            self._late_blitzes()
        growth = capped_growth(rules, self.factor, prior)
        side: tuple[int, ...] = ()
        side_points = side_tricks = 0
        won = exempt = False
        base = 1
        winner: int | None = None
        shown: tuple[int, ...] = ()
        points = self.points
        if kind == "picker" or kind == "cards":
            side, side_points, side_tricks, won, base, exempt, stakes, points, reasons = self._score_sides()
        elif kind == "doubler":
            self.pending_growth = prior * 2 if rules.doubler_stack else 2
            growth = capped_growth(rules, self.factor, self.pending_growth)  # what the next hand will count
            stakes, reasons = [], []
        elif kind == "schwanzer":
            shown, winner, stakes = self._score_schwanzer()
            reasons = []
        elif kind == "redeal":
            stakes, reasons = [], []
        else:
            points, winner, stakes = self._score_no_sides(last)
            reasons = []
        total = base * growth
        if kind != "doubler":
            self.pending_growth = 1
            if self.knocks or prior > 1:
                reasons += self._growth_reasons(prior)
            cap, covers = rules.cap, rules.cap_covers
            if cap and covers == "all" and total > cap:
                total = cap
                reasons.append(f"capped at ×{cap}")
            elif cap and covers == "knocks" and self.factor > cap:
                reasons.append(f"cracks and blitzes capped at ×{cap}")
            elif cap and covers == "growth" and self.factor * prior > cap:
                reasons.append(f"cracks, blitzes and doublers capped at ×{cap}")
        changes = (list(stakes) if total == 1 else [x * total for x in stakes]) if stakes else [0] * n
        pot_moves = ()
        if rules.pot:  # pot.py: the pot's moves added to the changes
            changes, pot_moves = self._pot_moves(kind, side, won, changes)
        picker = self.picker
        partners = side[1:] if side and side[0] == picker else side
        partner = self.partner if self.partner in partners else None
        result = _new(DealResult, (
            self.deal_no, self.dealer, picker, partner, self.called, self.unknown is not None, len(side) == 1,
            self.leaster, tuple(self.won), tuple(points), self.buried + self.opp_bury, self.blind, side_points, side_tricks, won,
            total, winner, tuple(changes), kind, side, partners, base, growth, tuple(reasons), exempt, shown,
            self.sheepshead, self.unknown, self.pot, pot_moves, self.opp_bury,
        ))
        self.finish_deal(result, changes)
        return [_new(Event, ("deal_scored", None, None, None, None, result))] + self._start_deal()

    def _score_usual(self) -> list[Event]:
        """:meth:`_score` for the usual deal: a picker (and partners) against the rest, one bury, no
        knocks, doublers, pot or cap (see ``_plain_score``). The same result, without the variants' turns."""
        n, rules, picker, won_ = self.n, self.rules, self.picker, self.won
        points = list(self.points)
        partners = self.partners
        if not partners:  # _side's answer for the picker alone, or with one partner
            side, side_tricks = (picker,), won_[picker]  # type: ignore[index]
        elif len(partners) == 1 and partners[0] != picker:
            partner = partners[0]
            side, side_tricks = (picker, partner), won_[picker] + won_[partner]  # type: ignore[index]
        else:
            side, side_tricks = self._side()
        seat, cards = self.bury_by[0]
        if seat == picker and (side_tricks or not rules.bury_needs_trick):  # _count_bury's answer for the picker's bury
            for c in cards:
                points[seat] += POINTS[c]
        else:
            self._count_bury(points, side, side_tricks, seat, cards)
        side_points = 0
        for t in side:
            side_points += points[t]
        key = self._outcome_base | side_points << 5 | side_tricks
        won, base, reasons = OUTCOMES.get(key) or outcome(key)  # sides_outcome, kept by one int
        exempt = False
        if not won and len(side) > 1:
            pe = rules.partner_exempt
            exempt = (pe == "no_tricks" and side_tricks == 0) or (pe == "picker_no_trick" and won_[picker] == 0)  # type: ignore[index]
        changes = side_stakes(n, side, picker, won, exempt, base)
        partners = side[1:]
        partner = self.partner if self.partner in partners else None
        result = _new(DealResult, (
            self.deal_no, self.dealer, picker, partner, self.called, self.unknown is not None, len(side) == 1,
            False, tuple(won_), tuple(points), self.buried, self.blind, side_points, side_tricks, won,
            base, None, changes, "picker", side, partners, base, 1, reasons, exempt, (),
            False, self.unknown, self.pot, (), (),
        ))
        self.finish_deal(result, changes)
        return [_new(Event, ("deal_scored", None, None, None, None, result))] + self._start_deal()

    def _side(self) -> tuple[tuple[int, ...], int]:
        """The side (the picker first, then the partners; without a picker, the card-partners in
        seat order) and the tricks it took."""
        picker, partners = self.picker, self.partners
        if picker is None:
            side = tuple(sorted(set(partners)))
        elif not partners:
            side = (picker,)
        elif len(partners) == 1 and partners[0] != picker:  # the usual picker and partner
            side = (picker, partners[0])
        else:
            side = (picker,) + tuple(p for p in partners if p != picker)
        won, tricks = self.won, 0
        for t in side:
            tricks += won[t]
        return side, tricks

    def _count_bury(self, points: list[int], side: Sequence[int], side_tricks: int, seat: int, cards: tuple[int, ...]) -> None:
        """A bury counts for its burier's side, unless that side took no trick at a table where
        the bury needs one: then it goes to the opponents (to the first of them, for the record)."""
        buried = 0
        for c in cards:
            buried += POINTS[c]
        if seat not in side or side_tricks or not self.rules.bury_needs_trick:
            points[seat] += buried
        else:
            points[next(t for t in range(self.n) if t not in side)] += buried

    def _score_schwanzer(self) -> tuple[tuple[int, ...], int | None, list[int]]:
        """The hands shown: the highest count pays each player; a tie goes against the highest trump."""
        n = self.n
        shown = tuple(schwanzer_points(h, self.deck) for h in self.hands)
        high = max(shown)
        tied = [t for t in range(n) if shown[t] == high]
        if len(tied) > 1:
            tops = {t: max((self.tr.power[c] for c in bits(self.hands[t] & self.deck.trump_mask)), default=-1) for t in tied}
            best = max(tops.values())
            tied = [t for t in tied if tops[t] == best] if best >= 0 else []
        if len(tied) == 1:
            return shown, tied[0], one_against_all(n, tied[0], False)
        return shown, None, []

    def _score_no_sides(self, last: int) -> tuple[list[int], int | None, list[int]]:
        """Leaster, moster, mittler: the blind's points where the house puts them, then the winner."""
        n, rules = self.n, self.rules
        points = list(self.points)
        if rules.leaster_blind == "last_trick":
            points[last] += points_of(self.blind)
        elif rules.leaster_blind == "first_trick":
            points[self.history[0].winner] += points_of(self.blind)
        if self.kind == "moster":
            winner, stakes = moster_scores(n, points, self.won)
        elif self.kind == "mittler":
            winner, stakes = mittler_scores(n, points)
        else:
            winner, stakes = leaster_scores(n, points, self.won, rules.leaster_trick)
            if winner is not None:
                took = self.won[winner]
                if rules.leaster_triple and took and (points[winner] == 0 or took == self.hand_size):
                    stakes = [3 * x for x in stakes]
                elif rules.leaster_no_trick_double and not took:
                    stakes = [2 * x for x in stakes]
        return points, winner, stakes

    def _score_sides(self) -> tuple[tuple[int, ...], int, int, bool, int, bool, list[int], list[int], list[str]]:
        """The picker's side (or the card-partners' side) against the rest."""
        n, rules, picker, won_ = self.n, self.rules, self.picker, self.won
        points = list(self.points)
        side, side_tricks = self._side()
        if picker is not None:
            if self.opp_bury:  # unseen blind cards (or a nuked hand) buried for the opponents
                points[next(t for t in range(n) if t not in side)] += sum(POINTS[c] for c in self.opp_bury)
            for seat, cards in self.bury_by:
                self._count_bury(points, side, side_tricks, seat, cards)
        side_points = 0
        for t in side:
            side_points += points[t]
        exempt = False
        if self.sheepshead:
            won = side_tricks == self.hand_size
            base = 6
            reasons = ["sheepshead called: ×6"]
        else:
            won, base, why = sides_outcome(rules.schneider, rules.out_of_schneider, rules.double_on_bump, self.hand_size, side_points, side_tricks)
            reasons = list(why)
            if not won and picker is not None and len(side) > 1:
                pe = rules.partner_exempt
                exempt = (pe == "no_tricks" and side_tricks == 0) or (pe == "picker_no_trick" and won_[picker] == 0)
        stakes = side_stakes(n, side, picker, won, exempt)
        return side, side_points, side_tricks, won, base, exempt, stakes, points, reasons

    # -- what a seat may see -----------------------------------------------

    def _unknown_taken(self) -> int:
        """The index in ``history`` of the trick that took the unknown (-1: it lies in the trick)."""
        u = self.unknown
        history = self.history
        for i in range(len(history) - 1, -1, -1):
            if u in history[i].cards:
                return i
        return -1

    def _sees_unknown(self, seat: int) -> bool:
        """The picker knows its unknown; the player who took it may look at it (seed 001: "only the
        player who took the unknown may see it until the end"); the rest see a card face down."""
        if seat == self.picker:
            return True
        i = self._unknown_taken()
        return i >= 0 and self.history[i].winner == seat

    def _hide_unknown(self) -> tuple[tuple[int, ...], tuple[Trick, ...], int, tuple[int, ...]]:
        """(trick, history, played, points) with the unknown face down: FACE_DOWN in its trick, out of
        ``played``, its points out of its taker's (a seat counts what it sees)."""
        u = self.unknown
        assert u is not None
        trick, history, points = self.trick, self.history, tuple(self.points)
        i = self._unknown_taken()
        if i < 0:
            trick = tuple(FACE_DOWN if c == u else c for c in trick)
        else:
            t = history[i]
            history = history[:i] + (Trick(t.leader, tuple(FACE_DOWN if c == u else c for c in t.cards), t.winner),) + history[i + 1 :]
            points = points[: t.winner] + (points[t.winner] - POINTS[u],) + points[t.winner + 1 :]
        return trick, history, self.played & ~(1 << u), points

    def events_for(self, seat: int, events: Sequence[Event]) -> Sequence[Event]:
        """``events`` as ``seat`` may know them: the unknown's ``play`` and the ``trick`` it lies in
        name FACE_DOWN for a seat that may not see it (see :class:`View`). Asked right after
        :meth:`apply`: events that ended the deal keep their cards, the deal being over."""
        if not self.face_down or self.to_act is None or self._sees_unknown(seat):
            return events
        u = self.unknown
        out = []
        for e in events:
            if e.kind == "play" and e.card == u:
                e = e._replace(card=FACE_DOWN)
            elif e.kind == "trick" and e.cards and u in e.cards:
                e = e._replace(cards=tuple(FACE_DOWN if c == u else c for c in e.cards))
            out.append(e)
        return out

    def view(self, seat: int) -> View:
        over = self.to_act is None
        trick, history, played, points, face_down = self.trick, self.history, self.played, self.points, self.face_down
        if face_down and not over and not self._sees_unknown(seat):  # the unknown lies face down (rare: checked first)
            trick, history, played, points = self._hide_unknown()
            face_down = (FACE_DOWN,)
        is_picker = seat == self.picker
        hand = self.hands[seat]
        if self.kind == "cards":
            mine = seat in self.partners
        else:
            mine = bool(self.dealt[seat] & (self.partner_mask | self._side_mask))
        known = tuple(p for p in self.partners if p == seat or p in self.revealed or self._exchanged_with(seat, p))
        if self.kind == "cards":
            side = tuple(sorted(set(known)))
        elif self.picker is not None:
            side = (self.picker,) + known
        else:
            side = ()
        alone = self.alone and (is_picker or self.alone_public)
        if self.kind == "cards" and self.rules.partner == "cards" and len(self.partners) == 1:
            alone = seat in self.partners or not self.watch & self.side_cards  # all the partner cards played
        public_cards: tuple[int, ...] = ()
        if self.called is not None:
            public_cards = (self.called,)
        if self.picker is not None and self.rules.partner in ("jack_of_diamonds", "jd_and_called_ace") and not (self.alone and self.alone_public):
            public_cards += (JD,) if JD not in public_cards else ()
        if self.kind == "cards":
            public_cards = tuple(bits(self.side_cards))
        return View(
            seat=seat,
            players=self.players,
            rules=self.rules,
            deal_no=self.deal_no,
            dealer=self.dealer,
            phase="over" if over else self.phase,
            to_act=self.to_act,
            hand=0 if over else hand,
            hand_counts=(0,) * self.n if over else tuple(h.bit_count() for h in self.hands),
            passed=self.passed,
            picker=self.picker,
            leaster=self.leaster,
            blind=self._blind_seen(seat),
            buried=self._buried_by(seat),
            called=self.called,
            unknown_called=self.unknown is not None,
            unknown=self.unknown if is_picker else None,
            alone=alone,
            partner=known[0] if known else None,
            called_suit_led=self.called is not None and self.called_mask != 0 and not self.duty,
            leader=self.leader,
            trick=trick,
            won=tuple(self.won),
            points=tuple(points),
            played=played,
            history=history,
            totals=tuple(self.totals),
            deck=self.deck,
            partners=known,
            side=side,
            partner_cards=public_cards,
            i_am_partner=mine and not is_picker,
            kind=self.kind,
            knocks=self.knocks,
            growth=self._growth(),
            shown=self.shown,
            sheepshead=self.sheepshead,
            die=self.die,
            face_down=face_down,
            forced=self.forced,
            forced_now=self.phase is PICK and self._dealer_forced(),
            pot=self.pot,
        )


def new_game(
    rules: Rules,
    seats: int | Sequence[str] | None = None,
    seed: int | None = None,
    setups: Sequence[DealSetup] | None = None,
    dealer: int = 0,
) -> Any:
    """A match of ``rules.form``: the standard game (:class:`Sheepshead`) or the fox game."""
    seats = rules.players if seats is None else seats
    if rules.form == "fox":
        from .fox import FoxMatch

        return FoxMatch(rules, seats, seed, setups, dealer)
    if rules.form == "battery":
        from .battery import BatteryMatch

        return BatteryMatch(rules, seats, seed, setups, dealer)
    if rules.form == "indiana":
        from .indiana import IndianaSheepshead

        return IndianaSheepshead(rules, seats, seed, setups, dealer)
    return Sheepshead(rules, seats, seed, setups, dealer)


__all__ = [
    "BLITZ_PAIRS", "CARD_SIDES", "FORMS", "NO_PICK", "PARTNER_RULES", "SHARED_BLIND", "roll_die",
    "GAME", "Rules", "DealResult", "View", "new_game", "check_setup", "call_options", "deal_scores",
    "leaster_scores", "mittler_scores", "moster_scores", "multiplier", "side_changes", "points_of", "POINTS", "TOTAL_POINTS", "QUEENS",
]
