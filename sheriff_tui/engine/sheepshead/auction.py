"""The pick, the partner and the bury: from the first ``pick``/``pass`` to the first lead.

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
"""

from __future__ import annotations

from typing import Any, Sequence

from ...cards import bits, card_str
from ...i18n import _
from ..tricks import A_SUIT, SUIT_WORD
from ..core import Action, Event, IllegalAction
from .acts import (
    _ALONE,
    _ALONE1,
    _BIT,
    _BURIED1,
    _CALL,
    _CALLED1,
    _JACKS_MASK,
    _NO_CALL1,
    _NOTHING_RANKS,
    _NUKE,
    _PASS,
    _PASSED1,
    _PICKED1,
    _ROLL,
    _SHEEPSHEAD,
    _TAKE,
    BURY,
    CALL,
    PLAY,
    _call_unknown,
    _new,
    buried_event,
)
from .cards import ACE, JACKS, JD, POINTS, STANDARD, TEN, Deck
from .duties import led_as_called
from .rules import SHARED_BLIND, Rules


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


class Auction:
    """The pick, the call and the bury (a part of :class:`~.game.Sheepshead`, whose
    annotations name the state these read and set)."""

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

    def _nothing(self, s: int) -> bool:
        """No ace, no face card, no trump, no count: only fail nines, eights and sevens."""
        hand = self.dealt[s]
        return not hand & (_NOTHING_RANKS | self.deck.trump_mask)

    def _redeal(self, s: int, action: Action) -> list[Event]:
        if not (self.rules.redeal_nothing and self._nothing(s)):
            raise IllegalAction(_("only a hand with no ace, face card, trump or count may ask for a redeal"))
        self.kind = "redeal"
        self.picker = None
        return [Event("redeal", s)] + self._score(-1)

    def _pick(self, s: int, action: Action) -> Sequence[Event]:
        n = self.n
        if action.act == "pass":
            if not self._plain_pick and self._must_pick(s):
                if s == self.dealer and self.rules.no_pick == "forced":
                    raise IllegalAction(_("everyone else passed: the dealer must pick"))
                raise IllegalAction(_("shiller: the player left of the dealer must pick"))
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
                    raise IllegalAction(_("the die is rolled only where it names the partner"))
                raise IllegalAction(_("take 0, 1 or 2 of the blind (the dealer may nuke)") if self.rules.partner == "behind" else _("you can't {act} here").format(act=action.act))
            if action.act == "roll":
                return self._roll(s)
            return self._take(s, action)
        if action.act in ("alone", "sheepshead", "pass"):
            legal = self._call_offer(s)
            if action not in legal:
                if action.act == "pass":
                    raise IllegalAction(_("call a card for your partner or go alone"))
                raise IllegalAction(_("you can't call 'sheepshead' at this table") if action.act == "sheepshead" else _("you can't go alone here"))
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
            return _("call a card: a fail ace (or a ten), or go alone")
        name = card_str(c, symbols=True)
        if not calls:
            return _("no card may be called with this hand: go alone")
        if hand >> c & 1:
            return _("you hold the {card}: call a card you lack").format(card=name)
        if self._held(s) >> c & 1:
            return _("you buried the {card}: call a card you never held (bury_first: the call comes after the bury)").format(card=name)
        if self.rules.partner == "jack_of_diamonds" and c in JACKS:
            return _("call up the next jack you lack")
        if u is not None:
            if any(a.unknown is not None for a in calls):
                any_card = self.rules.unknown_trump
                if not isinstance(u, int) or not 0 <= u < 52 or not hand >> u & 1:
                    return _("the unknown is a card from your hand") if any_card else _("the unknown is a fail card from your hand")
                if not self.rules.unknown_trump and self.deck.trump_mask >> u & 1:
                    return _("the unknown is a fail card from your hand: this table doesn't set a trump aside (unknown_trump off)")
                if any_card:
                    return _("the unknown must be a card from your hand, and the called ace one you lack")
                return _("the unknown must be a fail card from your hand, and the called ace one you lack")
            return _("you may call an unknown only when no suit can be called otherwise")
        if any(a.unknown is not None for a in calls):
            return _("you hold no fail suit without its ace: call an ace with an unknown card, or go alone")
        if any(a.card in TEN for a in calls):
            return _("you hold all three fail aces: call a ten of a suit whose ace you hold, or go alone")
        return _("you can't call the {card}: call the ace of a fail suit you hold a card of but not its ace").format(card=name)

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
            raise IllegalAction(_("bury {k} cards from your hand").format(k=k))
        rest = hand
        for c in cards:
            if type(c) is not int or not 0 <= c < 52:
                raise IllegalAction(_("bury {k} cards from your hand").format(k=k))
            if not rest >> c & 1:
                raise IllegalAction(_("bury {k} different cards").format(k=k) if hand >> c & 1 else _("you don't hold the {card}").format(card=card_str(c, symbols=True)))
            rest ^= 1 << c
        if s == self.picker and not self._keeps_hold(rest):
            if self.called is None and self._call_after:
                raise IllegalAction(_("the J♦ stays in your hand: you may yet go alone with it, and this table keeps it (jd_keep)"))
            if self.called is None:
                raise IllegalAction(_("you play alone with the J♦: it stays in your hand"))
            if self.unknown is not None:
                raise IllegalAction(_("the {card} is your unknown: you can't bury it").format(card=card_str(self.unknown, symbols=True)))
            if self.called == TEN[self.called_suit]:
                raise IllegalAction(_("you called the ten: keep the {card}").format(card=card_str(ACE[self.called_suit], symbols=True)))
            if self.own_call:
                raise IllegalAction(_("you called your own {card}: keep it for the first {suit} lead").format(card=card_str(self.called, symbols=True), suit=_(SUIT_WORD[self.called_suit])))
            raise IllegalAction(_("you called the {card}: keep {a_suit} (your hold card)").format(card=card_str(self.called, symbols=True), a_suit=_(A_SUIT[self.called_suit])))  # type: ignore[arg-type]
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
