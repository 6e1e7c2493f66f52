"""Sheepshead worlds for the ``hard`` level (see :mod:`.worlds`).

Covered: the standard form with a picker and a called ace (with or without the
unknown), a called-up jack, the J♦, going alone or the black queens; the blind
shared or dealt otherwise (``blind_share``, ``dice`` with or without
``dice_or_all``, ``behind`` with the dealer's nuke, ``blind_next``); and the
hands nobody picks (leaster, moster, mittler); the eight-hand partner call
(``partner_call``: a called 8♦ or J♥); the six-hand pass to the left
(``pass_left``) for a seat that knows no partner through a pass. The fox,
Indiana and battery forms have worlds of their own (:mod:`.forms_worlds`,
:mod:`.battery_worlds`), which :meth:`SheepsheadWorlds.sample` hands
their views to; in the battery games ``hard`` looks ahead only once 20 cards or
fewer are out. Not covered, so ``hard`` plays it as ``normal``: a seat that
passed a partner card or was passed one, while the partner it knows that way
hasn't played a partner card (its view doesn't say which cards went across).

**The blind and the buries.** A seat that took part of the blind knows that part
and what it buried; every other taker's bury is some unseen cards. The world's
blind gives each such taker those same cards, so it takes them up and buries
them again, which leaves its hand as the world deals it. The die (partner rule
``dice``) is read from the blind's order, so there the picker's and the
partner's parts are drawn from their whole hands (as the seat can't tell which
of their cards came from the blind) until the world's die is the real one.
Under ``behind`` the picker's take (0, 1 or 2) shows in no view but the two
partners': a third seat's world draws it; the two cards buried for the
opponents are unseen by everyone. A third seat can't tell a nuke from a take:
its worlds take.

**The unknown** (a card the picker set face down for the called ace): the
picker knows it, and so does the player who took its trick; for any other seat
the world's unknown is drawn among the unseen cards the picker could have held
and set aside under the rules (a trump, unless ``unknown_trump`` is off, or a
fail card not of the called suit, of a suit whose ace the picker could have
held: a picker calls with an unknown only when it holds none of the called suit
and every fail suit it holds has its ace). A trump set face down is no trump in
play: a picker that showed out of trumps may still hold it. The unknown led is
a lead of the called suit: the voids are read so.
The picker's hand and bury get no card of the called suit nor of a suit whose
ace it can't have held; every other fail suit is decided held (its ace then
fixed in the picker's hand or bury) or not (barred there) by a first free draw,
the unknown's suit and any suit the picker played being held. Once the unknown
has been played face down, the world's picker played its unknown there.

**The call read into the picker's hand** (a seat that isn't the picker): the
called card lies in no picker's hand nor bury; a J♦ picker called (so it held
the J♦, and the jacks below a called-up one); a called ten means every fail ace
was the picker's, that suit's kept in hand until its first lead; an ace called
without the unknown means the picker keeps a card of its suit until the suit is
led. A called suit's first lead lying on the table bars the called card from
whoever played to it.

**The partner call**: the cards called show in every view's partner cards.
The caller held the 7♦ and the Q♣ or J♦ for the 8♦, the Q♣ and J♦ for the J♥
(all three for both): whoever holds the 7♦ (or, for the J♥ alone, the Q♣) in a
first free draw, or is seen to have played it, is the caller, and the cards it
needed are fixed in its hand. The world makes the calls the view shows and no
other (a player who could call may pass).

**The pass to the left**: a seat outside a pass can't tell it happened (the
hands it can't see are dealt at random either way), and a partner's pass shows
only in the partners the two know. So the worlds make no pass, each seat's hand
as dealt being its hand at the first lead; a seat whose view knows a partner
through a pass gets no world.

Each world replays the view's decisions (pick, call, take or roll, buries,
knocks) in a real engine game, so a world the view rules out is refused by the
engine itself, and the seat's view there is its real view.

**The card play read** (``hard``'s ``READS_PLAY``, :class:`..worlds.PlayReads`): as
the standard form's cards are replayed, each other seat's recent play is asked of
``normal`` holding the world's hand, and a world counts a misread where ``normal``
would have played a card that tells otherwise: a trump for a fail card or back, a
schmear (an ace or a ten) for a lower card or back (``SheepsheadHard.play_sign``).
So a defender that played low to its side's sure trick is read as holding no ace
nor ten to schmear. The fox, Indiana and battery forms' worlds don't read the play.

**Before the first card** (the seat's pick, call, bury or knock: ``hard``'s
search of those, :mod:`.preplay`) the world is the same deal stopped at the
seat's decision: the seat's hand (and the blind, once it picked) as the view
has them, every other card drawn from the unseen ones (the blind too, while
nobody has picked), the decisions before it replayed. What a pass or a pick
says of a hand is :mod:`.preplay`'s to ask of a world (``hard`` filters them).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any

from ...cards import FACE_DOWN, bits, parse_cards
from ...engine import sheepshead as engine
from ...engine.core import Action, DealSetup, IllegalAction
from ...engine.sheepshead.blind import roll_die
from ...engine.sheepshead.cards import ACE, JD, TEN
from .forms_worlds import form_worlds
from ..worlds import Place, PlayReads, deal_unseen, play_out, played_by, step, trick_plays, voids


_CALL_CARDS = tuple(parse_cards("QC JD 7D 8D JH"))  # the eight-hand partner call's cards


@dataclasses.dataclass(frozen=True)
class Shares:
    """How the blind went: (seat, cards it took up) in the blind's order, and the cards
    buried unseen for the opponents (partner rule ``behind``; a nuke's dealt hand)."""

    takes: tuple[tuple[int, int], ...] = ()
    opp: int = 0  # also the blind nobody picked up
    nuke: bool = False


def shares(view: Any, rng: random.Random) -> Shares:
    """How this view's blind was taken up, drawn where the seat can't tell."""
    rules, picker, n, blind = view.rules, view.picker, view.n, view.rules.blind
    if not blind:
        return Shares()
    if picker is None:  # nobody picked: the blind lies unseen
        return Shares(opp=blind)
    me, p = view.seat, rules.partner
    half = blind // 2
    if p == "blind_share":
        return Shares(((picker, half), ((picker + 1) % n, half)))
    if p == "dice":
        if view.die is None:  # all four and alone (dice_or_all), or the sheepshead call
            return Shares(((picker, blind),))
        return Shares(((picker, half), ((picker + view.die) % n, half)))
    if p == "behind":
        mate = (picker + 1) % n
        if me == picker:
            nuke, k = len(view.blind or ()) == blind, len(view.blind or ())
        elif me == mate:
            nuke, k = view.blind is None, 2 - len(view.blind or ())
        else:
            nuke, k = False, rng.randrange(3)  # the take shows in no third seat's view
        if nuke:
            return Shares(((picker, blind),), rules.hand_size, True)
        return Shares(((picker, k), (mate, 2 - k)), blind - 2)
    if rules.blind_next:
        return Shares(((picker, blind - rules.blind_next), ((picker + 1) % n, rules.blind_next)))
    return Shares(((picker, blind),))


class SheepsheadWorlds:
    DEALS = 3  # draws of the unknown and the fixed cards before giving the world up (a cheap retry: no engine yet)
    TRIES = 8  # deals drawn for one world until its blind gives the view's die (partner rule dice)

    def __init__(self) -> None:
        self._forms: dict[str, Any] = {}

    def forms(self, form: str) -> Any | None:
        """The worlds of a form other than the standard one (None: not covered), made once."""
        if form == "standard":
            return None
        if form not in self._forms:
            self._forms[form] = form_worlds(form)
        return self._forms[form]

    def sample(self, view: Any, rng: random.Random, reads: PlayReads | None = None) -> Any | None:
        rules = view.rules
        if rules.form != "standard":  # the fox, Indiana and battery forms have worlds of their own
            forms = self.forms(rules.form)
            return forms.sample(view, rng) if forms is not None else None
        me, picker = view.seat, view.picker
        plays = trick_plays(view.history, view.leader, view.trick, view.n)
        if view.kind == "cards" and rules.pass_left and _knows_by_pass(view, plays):
            return None
        unknown = None
        if view.unknown_called:  # the picker knows it, and so does the player who took it
            unknown = view.unknown if me == picker else next((c for c in view.face_down if 0 <= c < 52), None)
        if any(not 0 <= c < 52 for _, c in plays) and (unknown is not None or picker is None):
            return None  # only the unknown lies face down, and only the picker played it
        how = shares(view, rng)
        for _ in range(self.DEALS):
            dealt = self._deal(view, plays, how, unknown, rng)
            if dealt is not None:
                break
        else:
            return None
        start, blind, buries, unknown, plays = dealt
        setup = DealSetup(hands=tuple(tuple(bits(h)) for h in start), piles=(("blind", blind),) if rules.blind else ())
        try:  # a deal the engine won't take (ValueError) is a draw that broke a rule, as is an illegal replay
            world = engine.new_game(dataclasses.replace(rules, deals=1, target=0), view.n, seed=0, setups=[setup], dealer=view.dealer)
            if not self._decisions(world, view, how, buries, unknown) or not play_out(world, plays, reads):
                return None
        except (IllegalAction, ValueError):
            return None
        if world.to_act != me or world.phase != view.phase:
            return None
        if view.phase != "play" and not _same_deal(world.view(me), view):
            return None  # a replay the rules let part from the view (a blitz's pairs, going alone or not)
        return world

    def _deal(
        self, view: Any, plays: list[tuple[int, int]], how: Shares, unknown: int | None, rng: random.Random
    ) -> tuple[list[int], tuple[int, ...], dict[int, tuple[int, ...]], int | None, list[tuple[int, int]]] | None:
        """The world's deal, drawn to fit the view: (every seat's dealt hand, the blind, each
        burier's bury, the unknown, the plays with the unknown face up); None if no draw fit."""
        n, me, picker, called, d = view.n, view.seat, view.picker, view.called, view.deck
        seen = view.hand | view.played
        for c in tuple(view.blind or ()) + tuple(view.buried or ()):
            seen |= 1 << c
        unseen = d.pack & ~seen
        hidden = view.unknown_called and unknown is None  # the unknown, somewhere this seat can't see
        called_suit = d.fail_mask[called // 13] if view.unknown_called and called is not None else 0
        out_suits = 0  # cards the picker held none of: with an unknown, its called suit and the suits whose ace it lacked
        if view.unknown_called and me != picker:
            picked = played_by([(t, c) for t, c in plays if 0 <= c < 52], n)[picker]
            out_suits = called_suit
            for s in d.fail_suits:
                if not (unseen | picked) >> ACE[s] & 1:
                    out_suits |= d.fail_mask[s]
        if hidden:  # any card the picker could have held: a trump too, where the table allows it
            can = bits(unseen & ~out_suits & d.pack & (~0 if view.rules.unknown_trump else ~d.trump_mask))
            if not can:
                return None
            unknown = can[rng.randrange(len(can))]
            unseen &= ~(1 << unknown)
            plays = [(t, unknown if c == FACE_DOWN else c) for t, c in plays]
        played = played_by(plays, n)
        # the unknown led is a lead of the called suit: who followed what is read so
        void = voids(plays, n, engine.led_as_called(d.tr.suit_mask, unknown, called_suit) if unknown is not None and called_suit else d.tr.suit_mask)
        others = [t for t in range(n) if t != me]
        seats: list[int] = list(others)  # whose each place is: a seat's hand, then buries (seat) and the opponents' (-1)
        places = [Place(view.hand_counts[t], void[t] | (out_suits if t == picker else 0)) for t in others]
        called_out = called is not None and not view.played >> called & 1  # no picker held it, nor buried it
        if called_out and picker is not None and picker != me:
            i = others.index(picker)
            places[i] = Place(places[i].count, places[i].barred | 1 << called)
        unknown_led = bool(view.trick) and view.unknown_called and (view.trick[0] == FACE_DOWN or view.trick[0] == unknown)
        if called_out and not view.called_suit_led and view.trick and view.rules.partner != "jack_of_diamonds" and (d.fail_mask[called // 13] >> view.trick[0] & 1 or unknown_led):
            # the called suit's first lead lies on the table (the unknown led is one): whoever played to it held no called card
            for j in range(len(view.trick)):
                t = (view.leader + j) % n
                if t != me:
                    i = others.index(t)
                    places[i] = Place(places[i].count, places[i].barred | 1 << called)
        buriers = [(t, k) for t, k in how.takes if k and t != me and not how.nuke]
        for t, k in buriers:
            seats.append(t)
            places.append(Place(k, (1 << called if called_out and t == picker else 0) | (out_suits if t == picker else 0)))
        if how.opp:
            seats.append(-1)
            places.append(Place(how.opp))
        # cards known to lie in a place: (place, card)
        fixed = [(others.index(t), c) for t, pair in view.shown for c in pair if t != me and not view.played >> c & 1]  # a blitz shows them
        if hidden and not played[picker] >> unknown & 1:
            fixed.append((others.index(picker), unknown))
            unseen |= 1 << unknown  # taken out again below, with the fixed cards
        ten = called is not None and called not in engine.JACKS and called == TEN[called // 13]
        if called is not None and picker is not None and picker != me and view.kind == "picker" and not view.unknown_called:
            # cards the picker held when it called, (card, still in its hand): a J♦ picker calls (up,
            # or an ace); a ten is called holding every fail ace, its own suit's kept for its first lead
            # (a card played since is no longer unseen, and is passed over)
            need = [(JD, False)] if view.rules.partner == "jack_of_diamonds" else []
            if need and called in engine.JACKS:  # called up: the lowest jack it lacked, so it held those below
                need += [(j, False) for j in engine.JACKS[engine.JACKS.index(called) + 1 : 3]]
            if ten:
                need += [(ACE[s], s == called // 13) for s in d.fail_suits]
            mine = [i for i, t in enumerate(seats) if t == picker]
            for c, now in need:
                if not unseen >> c & 1 or any(x == c for _, x in fixed):
                    continue
                room = [i for i in (mine[:1] if now else mine) if places[i].count > sum(j == i for j, _ in fixed) and not places[i].barred >> c & 1]
                if not room:
                    return None
                fixed.append((room[rng.randrange(len(room))], c))
        if called is not None and picker is not None and picker != me and view.kind == "picker" and called not in engine.JACKS and not view.unknown_called and not ten:
            suit = d.fail_mask[called // 13]
            i = others.index(picker)
            on_table = bool(view.trick) and suit >> view.trick[0] & 1 and (picker - view.leader) % n < len(view.trick)
            if not view.called_suit_led and not on_table and not any(j == i and suit >> c & 1 for j, c in fixed):
                # the picker called a suit they held and keeps a card of it until the suit is led: one of those is theirs
                held = [c for c in bits(unseen & suit) if c != called and not places[i].barred >> c & 1]
                if not held:
                    return None
                fixed.append((i, held[rng.randrange(len(held))]))
        for i, c in fixed:
            unseen &= ~(1 << c)
            places[i] = Place(places[i].count - 1, places[i].barred)
        cards = bits(unseen)
        if sum(p.count for p in places) != len(cards):
            return None
        if view.unknown_called and me != picker:  # the picker's fail suits, each with its ace or none of it
            mine = [i for i, t in enumerate(seats) if t == picker]
            if not self._suits_held(view, cards, places, fixed, mine, unknown, played[picker], rng):
                return None
            cards = [c for c in cards if not any(c == x for _, x in fixed)]
        if view.kind == "cards" and view.rules.partner_call:  # the partner calls made: their caller held the cards to make them
            if not self._caller_held(view, cards, places, fixed, others, played, rng):
                return None
            cards = [c for c in cards if not any(c == x for _, x in fixed)]
        k_others = len(others)
        for _ in range(self.TRIES):
            masks = deal_unseen(cards, places, rng)
            if masks is None:
                return None
            for i, c in fixed:
                masks[i] |= 1 << c
            hands = [0] * n
            hands[me] = view.hand
            for t, m in zip(others, masks):
                hands[t] = m
            bury = {t: masks[k_others + i] for i, (t, _) in enumerate(buriers)}
            opp = masks[-1] if how.opp else 0
            if view.unknown_called and me != picker and not _could_call(hands[picker] | played[picker] | bury.get(picker, 0), called, d):
                return None
            blind_parts = self._parts(view, how, hands, played, bury, opp, rng)
            if blind_parts is not None:  # else no parts give the view's die: draw again
                break
        else:
            return None
        parts, buries = blind_parts
        start = [hands[t] | played[t] for t in range(n)]
        for t, cards_ in buries.items():
            for c in cards_:
                start[t] |= 1 << c
        for t, part in parts:
            for c in part:
                start[t] &= ~(1 << c)
        blind = tuple(c for _, part in parts for c in part)
        if how.nuke:  # the dealer's hand as dealt went to the opponents' bury
            start[picker] = opp
        else:
            blind += tuple(bits(opp))
        return start, blind, buries, unknown, plays

    def _suits_held(
        self, view: Any, cards: list[int], places: list[Place], fixed: list[tuple[int, int]], mine: list[int], unknown: int | None, picked: int, rng: random.Random
    ) -> bool:
        """Decide, suit by suit, whether the picker who called with an unknown held that fail suit
        (then with its ace: fixed in its hand or bury) or none of it (barred there); in place.
        A first free draw says which, so a suit is held about as often as the deal makes it;
        the unknown's suit, and a suit the picker played, it held. False when nothing fits."""
        d, called = view.deck, view.called
        first = deal_unseen(cards, places, rng)
        if first is None:
            return False
        suits = [s for s in d.fail_suits if s != called // 13 and ACE[s] in cards]  # the called suit is barred already; an ace seen decides nothing here
        must = [bool(picked & d.fail_mask[s] or (unknown is not None and d.fail_mask[s] >> unknown & 1)) for s in suits]
        for s, needed in sorted(zip(suits, must), key=lambda x: not x[1]):  # the suits it must have held first
            ace, suit = ACE[s], d.fail_mask[s]
            room = [i for i in mine if places[i].count > 0 and not places[i].barred >> ace & 1]
            at = next((i for i in room if first[i] >> ace & 1), None)
            if at is None and needed and room:
                at = room[rng.randrange(len(room))]
            if at is not None:
                fixed.append((at, ace))
                places[at] = Place(places[at].count - 1, places[at].barred)
            elif needed:
                return False
            else:
                for i in mine:
                    places[i] = Place(places[i].count, places[i].barred | suit)
        return True

    def _caller_held(
        self, view: Any, cards: list[int], places: list[Place], fixed: list[tuple[int, int]], others: list[int], played: list[int], rng: random.Random
    ) -> bool:
        """The eight-hand partner call (Q♣ J♦ 7♦): a called J♥ was called holding the Q♣ and J♦, a
        called 8♦ holding the 7♦ and one of them (both: one player held all three). Fix those in
        the caller's hand, the caller being whoever holds the 7♦ (or the Q♣) in a first free draw
        when the seat hasn't seen it; in place. False when nothing fits."""
        me = view.seat
        called = set(view.partner_cards) - set(parse_cards(view.rules.partner_cards))
        if not called:
            return True  # nobody called: a player who could call may have passed
        qc, jd, d7, d8, jh = _CALL_CARDS
        anchor = d7 if d8 in called else qc
        first = deal_unseen(cards, places, rng)
        if first is None:
            return False
        dealt = [first[others.index(t)] | played[t] if t != me else view.hand | played[t] for t in range(view.n)]
        for i, c in fixed:
            if i < len(others):
                dealt[others[i]] |= 1 << c
        caller = next((t for t in range(view.n) if dealt[t] >> anchor & 1), None)
        if caller is None:
            return False
        need = [qc, jd] if jh in called else []
        if d8 in called:
            need.append(d7)
            if jh not in called and not dealt[caller] & (1 << qc | 1 << jd):
                need.append((qc, jd)[rng.randrange(2)])
            elif jh not in called:
                need.append(qc if dealt[caller] >> qc & 1 else jd)
        if caller == me:
            return all((view.hand | played[me]) >> c & 1 for c in need)  # it called: it held them (its own hand is real)
        i = others.index(caller)
        for c in need:
            if played[caller] >> c & 1 or any(x == c and j == i for j, x in fixed):
                continue
            if c not in cards or any(x == c for _, x in fixed) or places[i].count < 1 or places[i].barred >> c & 1:
                return False  # seen elsewhere, or no room for it
            fixed.append((i, c))
            places[i] = Place(places[i].count - 1, places[i].barred)
        return True

    def _parts(
        self, view: Any, how: Shares, hands: list[int], played: list[int], bury: dict[int, int], opp: int, rng: random.Random
    ) -> tuple[list[tuple[int, tuple[int, ...]]], dict[int, tuple[int, ...]]] | None:
        """Each taker's part of the blind, in the blind's order, and each burier's bury; None
        when no parts give the view's die."""
        me = view.seat
        buries = {t: tuple(bits(m)) for t, m in bury.items()}
        if me in (t for t, k in how.takes if k) and view.buried:
            buries[me] = tuple(view.buried)
        parts: list[tuple[int, tuple[int, ...]]] = []
        for t, k in how.takes:
            if t == me:
                parts.append((t, tuple(view.blind or ())))
            elif how.nuke:  # the whole blind is the picker's hand
                parts.append((t, tuple(bits(hands[t] | played[t]))))
            else:
                parts.append((t, buries.get(t, ())))  # took up what it buried
        if view.die is None or view.rules.partner != "dice":
            return parts, buries
        # the die is the order of the blind's first three cards: the picker's part and the partner's first
        (p, mine), (q, theirs) = parts
        whole = {t: bits(hands[t] | played[t] | bury.get(t, 0)) for t in (p, q)}
        firsts = [mine] if p == me else list(itertools.permutations(whole[p], len(mine)))
        seconds = [theirs[:1]] if q == me else [(c,) for c in whole[q]]
        fits = [(a, b) for a in firsts for b in seconds if len(set(a + b)) == len(a) + 1 and roll_die(a + b) == view.die]
        if not fits:
            return None
        first, (c,) = fits[rng.randrange(len(fits))]
        if q != me:
            rest = [x for x in whole[q] if x != c]
            theirs = (c, *rng.sample(rest, len(theirs) - 1))
        return [(p, first), (q, theirs)], buries

    def _decisions(self, world: Any, view: Any, how: Shares, buries: dict[int, tuple[int, ...]], unknown: int | None) -> bool:
        """Replay the picking, the call (or take, or roll), the buries and the knocks as the view tells them."""
        passed = list(view.passed)
        shown = iter(cards for _, cards in view.shown)
        # (seat, act, cards), in order: a blitz shows its pairs; the stage needs no telling, as each
        # round's knock ends it and comes before the next round's
        knocks = [(t, act, next(shown) if act == "blitz" else None) for t, act in view.knocks]
        picker, me, now = view.picker, view.seat, view.phase
        while world.phase != "play":
            s, phase = world.to_act, world.phase
            if s == me and phase == now and not passed and not knocks:
                return True  # a decision before the cards: the seat's, where the view has it
            if phase == "pick":
                act = "pick" if s == picker else "pass"
                if act == "pass" and (not passed or passed[0] != s):
                    return False
                if act == "pass":
                    passed.pop(0)
                if not step(world, lambda a: a.act == act):
                    return False
            elif phase == "exchange":  # no pass to the left: see _knows_by_pass
                if not step(world, lambda a: a.act == "pass"):
                    return False
            elif phase == "call" and view.kind == "cards":  # a partner call the view shows, else a pass
                if not step(world, lambda a: a.act == "call" and a.card in view.partner_cards and not world.side_cards >> a.card & 1):
                    if not step(world, lambda a: a.act == "pass"):
                        return False
            elif phase == "call":
                if not step(world, lambda a: _call_matches(a, view, how, unknown)):
                    return False
            elif phase == "bury":
                mine = sorted(buries.get(s, ()))
                if not step(world, lambda a: a.act == "bury" and sorted(a.cards) == mine):
                    return False
            elif phase == "knock":  # the next knock when its seat is offered it, else a pass
                if knocks and knocks[0][0] == s and step(world, lambda a: (a.seat, a.act, a.cards) == knocks[0]):
                    knocks.pop(0)
                elif not step(world, lambda a: a.act == "pass"):
                    return False
            else:
                return False
        if view.kind == "cards" and world.side_cards != sum(1 << c for c in view.partner_cards):
            return False
        return not passed and not knocks


_MATCH_FIELDS = ("rules", "deal_no", "totals", "pot", "growth")  # the match's, not the deal's: a world is a match of one deal


def _same_deal(mine: Any, view: Any) -> bool:
    """The world's view is the seat's real view, the match's fields aside."""
    keep = {f: getattr(view, f) for f in _MATCH_FIELDS}
    return dataclasses.replace(mine, **keep) == view


def _knows_by_pass(view: Any, plays: list[tuple[int, int]]) -> bool:
    """This seat knows a partner it hasn't seen play a partner card: they passed one between
    them (the pass to the left). The worlds make no passes, so they can't give it that."""
    shown = {t for t, c in plays if c in view.partner_cards}
    return any(p != view.seat and p not in shown for p in view.partners)


def _could_call(held: int, called: int | None, d: Any) -> bool:
    """A picker holding ``held`` (the blind taken up) could call ``called`` with an unknown:
    none of its suit, and every fail suit it holds with its ace (:func:`engine.call_options`)."""
    if called is None:
        return False
    for s in d.fail_suits:
        suit = held & d.fail_mask[s]
        if s == called // 13:
            if suit or held >> called & 1:
                return False
        elif suit and not held >> ACE[s] & 1:
            return False
    return True


def _call_matches(a: Action, view: Any, how: Shares, unknown: int | None) -> bool:
    if view.sheepshead:
        return a.act == "sheepshead"
    partner = view.rules.partner
    if partner == "behind":
        if how.nuke:
            return a.act == "nuke"
        return a.act == "take" and a.value == how.takes[0][1]
    if partner == "dice":
        return a.act == ("roll" if view.die is not None else "alone")
    if view.called is not None:
        return a.act == "call" and a.card == view.called and a.unknown == unknown
    return a.act in ("alone", "pass")  # no call: alone, or the J♦'s holder unannounced
