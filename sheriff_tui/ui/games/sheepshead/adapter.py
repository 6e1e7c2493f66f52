"""Sheepshead at the table: picking, the call, the bury, what each seat may know.

The adapter reads the engine's view and nothing else: the picker is public, the
called card is public, the partner is named only where the view names him (the
partner himself, or everyone once the called card is out). The unknown is
played face down: the table draws it as a card back (the engine marks it:
``View.face_down``). Only the picker and the player who took it know the card,
so only they see it named beside the back; the other seats' views, and the
events the table logs for them (``events_for``), hold
:data:`~sheriff_tui.cards.FACE_DOWN` instead, until the deal is over and the
result shows it (:meth:`SheepsheadAdapter.final_view`).

It is written for the five-hand called-ace game with its leaster and forced
pick, and reads the engine's later fields where they are there (``deck``,
``kind``, ``partners``, ``knocks``, the result's ``reasons`` …), so the other
presets that share its view play too, with plainer words; the forms with views
of their own (battery, fox) are refused politely (:meth:`unsupported`).

Beyond the :class:`~sheriff_tui.ui.games.Adapter` protocol it offers the
table's optional hooks: ``auction_extras``, ``trick_extras``, ``status_line``,
``hand_marks``, ``follow_up`` (the two-step call with an unknown),
``final_view``, ``result_columns`` and ``result_notes``.

With pots (house rule ``pot``) the title shows the pot to every seat, and the
deal's result gives the pot its own column and the engine's words for each move.
"""

from __future__ import annotations

from typing import Any, Sequence

from ....cards import FACE_DOWN, bits, rank_of, suit_of
from ....engine import sheepshead as sh
from ....engine.core import Action
from ....i18n import N_, _, ngettext
from ...cardtext import label, suit_label
from ...widgets.trick import BACK
from .. import PromptSpec, SeatInfo, card_actions, card_prompt
from ..standing import deal_words, match_over, own_total
from .log import LogWords
from .results import ResultWords
from .words import (
    _FAIL_ORDER,
    _HOW_MANY,
    _NO_SIDES,
    _NO_SIDES_SHORT,
    _NO_SIDES_WORDS,
    _ONE_PARTNER,
    _RANK_WORDS,
    _SUIT_ORDER,
    BACK_ACT,
    MORE,
    _calls_after_bury,
    _cards,
    _forced,
    _forced_now,
    _kind,
    _partners,
    _points,
    _pot_title,
    _spaced,
    _trumps,
    _role,
    _suit,
    _unknown_why,
)

# side_points' words, kept in English (compared below), shown _()-ed
_SIDE_WORDS = (N_("picker alone"), N_("picker's side"), N_("picker"))

FORMS_DRAWN = frozenset({"standard"})  # the forms (``rules.form``) this table draws


class SheepsheadAdapter(LogWords, ResultWords):
    game = "sheepshead"

    def draws(self, rules: Any) -> bool:
        """Whether this table can draw a match of these rules (the New Game screen,
        the command palette and Continue ask before opening a table)."""
        return getattr(rules, "form", "standard") in FORMS_DRAWN

    def unsupported(self, view: Any) -> str | None:
        """The forms without a table yet are refused with a reason."""
        form = getattr(view.rules, "form", "standard")
        if form in FORMS_DRAWN and isinstance(view, sh.View):
            return None
        return _("The {form} form of Sheepshead has no table yet: choose another preset.").format(form=form)

    # -- what is known -----------------------------------------------------------
    def face_down_cards(self, view: Any) -> frozenset[int]:
        """The unknown, once played: it lies face down (the engine says where). Its id for the
        seats that know it (the picker, the player who took it), else FACE_DOWN."""
        return frozenset(getattr(view, "face_down", ()))

    def side_points(self, view: Any) -> tuple[str, int] | None:
        """The picker's side's trick points as far as this seat can tell."""
        if view.picker is None or _kind(view) != "picker":
            return None
        pts = view.points[view.picker]
        if view.alone:
            return ("picker alone", pts)
        partners = _partners(view)
        if partners:
            return ("picker's side", pts + sum(view.points[p] for p in partners))
        return ("picker", pts)

    # -- the table -----------------------------------------------------------------
    def title(self, view: Any, ascii: bool) -> str:
        return self._title(view, ascii, short=False)

    def short_title(self, view: Any, ascii: bool) -> str:
        """The title in fewer words, for a table too narrow for the whole (80 columns with a
        pot, the unknown or long names): 'Deal 3/10', '+unk', '×2', the rule of a hand nobody
        picked in three words."""
        return self._title(view, ascii, short=True)

    def _title(self, view: Any, ascii: bool, short: bool) -> str:
        rules = view.rules
        names = view.players
        kind = _kind(view)
        # where the match stands first: a title cut at 80 columns loses the deal's details, not the score
        parts = [deal_words(view, rules.deals, getattr(rules, "target", 0), short=short), own_total(view)]
        if match_over(view):
            return " · ".join(parts)
        if kind in _NO_SIDES:
            parts.append(_((_NO_SIDES_SHORT if short else _NO_SIDES_WORDS)[kind]))
        elif kind == "cards":
            cards = getattr(view, "partner_cards", ())
            if rules.partner == "first_played":  # any two of the rank: listing all four read as four partner cards
                rank = _(_RANK_WORDS[rules.agreed_rank]) if rules.agreed_rank in _RANK_WORDS else rules.agreed_rank + "s"
                parts.append((_("partners: first two {rank}") if short else _("partners: the first two {rank} played")).format(rank=rank))
            else:
                order = _trumps(view)  # high to low, as a player names them (Q♣ J♦ 7♦, not Q♣ 7♦ J♦)
                cards = sorted(cards, key=lambda c: order.index(c) if c in order else len(order))
                parts.append(_("partners: {cards}").format(cards=_cards(cards, ascii)) if cards else _("partners by their cards"))
            known = _partners(view)
            if known and view.alone and len(known) == 1:  # every partner card in one hand
                parts.append(_("{name} alone").format(name=names[known[0]]))
            elif known:
                parts.append(_("side {names}").format(names=" & ".join(names[s] for s in known)))
        elif view.picker is None:
            parts.append(_("dealer {name}").format(name=names[view.dealer]))
            if getattr(view, "forced_now", False):
                parts.append(_("all passed: {name} must pick").format(name=names[view.dealer]))
            else:
                parts.append(_("picking"))
        else:
            pick = (_("picker {name} (forced)") if _forced(view) else _("picker {name}")).format(name=names[view.picker])
            partners = _partners(view)
            mates = " & ".join(names[s] for s in partners)
            if getattr(view, "sheepshead", False):
                parts.append((_("{pick} · sheepshead") if short else _("{pick} · sheepshead: every trick")).format(pick=pick))
            elif view.alone:
                parts.append(_("{pick} alone").format(pick=pick))
            elif view.called is not None:
                parts.append(pick)
                card = label(view.called, ascii)
                if not view.unknown_called:
                    parts.append(_("called {card}").format(card=card))
                else:
                    parts.append((_("called {card}+unk") if short else _("called {card} + unknown")).format(card=card))
                parts.append(_("partner {names}").format(names=mates) if partners else _("partner ?"))
            else:
                parts.append(pick)
                if partners:
                    parts.append(_("partner {names}").format(names=mates))
        growth = getattr(view, "growth", 1)
        if growth > 1:
            parts.append(f"×{growth}" if short else _("stakes ×{n}").format(n=growth))
        if getattr(view.rules, "pot", False):
            parts.append(_pot_title(view, ascii))
        return " · ".join(parts)

    def role(self, view: Any, seat: int) -> str:
        kind = _kind(view)
        if kind in _NO_SIDES:
            return kind.capitalize()
        partners = _partners(view)
        mine = getattr(view, "i_am_partner", False) or view.seat in partners
        if kind == "cards":
            if seat in partners or seat == view.seat and mine:
                return "Alone" if view.alone and partners == (seat,) else "Partner"  # holding every partner card
            if seat == view.seat and view.rules.partner == "cards" and view.phase == "play":
                return "Opponent"  # holding no partner card once the passes and calls are done: not on the side
            return ""
        if view.picker is None:
            return "dealer" if seat == view.dealer else ""
        if seat == view.picker:
            return "Picker alone" if view.alone else "Picker"
        if seat in partners:
            return "Partner"
        if view.alone or partners and view.rules.partner in _ONE_PARTNER:
            return "Opponent"  # the one partner is known: the rest are opponents
        if seat == view.seat and view.called is not None and not mine:
            return "Opponent"  # the partner would know: this seat is not
        return ""

    def seat_info(self, view: Any, seat: int, ascii: bool) -> SeatInfo:
        role = self.role(view, seat)
        team = {"Picker": "a", "Picker alone": "a", "Partner": "a", "Alone": "a", "Opponent": "b"}.get(role)
        knocked = [k for s, k in getattr(view, "knocks", ()) if s == seat]
        if view.phase == "pick" or view.picker is None and _kind(view) == "picker":
            first = _("passed") if seat in view.passed else ""
        elif seat == view.picker:
            if getattr(view, "sheepshead", False):
                first = _("sheepshead!")
            elif view.alone:
                first = _("alone")
            elif view.called is not None:
                first = (_("called {card} +unk") if view.unknown_called else _("called {card}")).format(card=label(view.called, ascii))
            else:
                first = _("picked")
        elif seat == view.partner and view.called is not None:
            first = _("has the {card}").format(card=label(view.called, ascii))
        else:
            first = ""
        if knocked:
            words = {"recrack": N_("re-cracked"), "crack": N_("cracked")}
            first = (first + " · " if first else "") + _(", ").join(_(words[k]) if k in words else k for k in knocked)
        if view.phase in ("pick", "call", "bury"):
            second = ngettext("{n} card", "{n} cards", view.hand_counts[seat]).format(n=view.hand_counts[seat])
        else:
            tricks = ngettext("{n} trick", "{n} tricks", view.won[seat]).format(n=view.won[seat])
            second = _("{points} pts  {tricks}").format(points=view.points[seat], tricks=tricks)
        return SeatInfo(view.players[seat], _role(role), (first, second), team)

    def auction_lines(self, view: Any) -> dict[int, str] | None:
        """While the blind is offered, and while the picker calls and buries."""
        if view.phase not in ("pick", "call", "bury") or _kind(view) != "picker":
            return None
        said = {s: _("passed") for s in view.passed}
        if view.picker is not None:
            # what the picker decides now
            doing = {"behind": N_("picked: taking …"), "dice": N_("picked: rolling …")}.get(getattr(view.rules, "partner", ""), N_("picked: calling …"))
            said[view.picker] = _(doing) if view.phase == "call" else _("picked")
            if view.phase == "bury":
                said[view.picker] = _("alone: burying …") if view.alone else _("burying …")
        return said

    def auction_extras(self, view: Any, ascii: bool) -> tuple[str, int | None, tuple[int | str, ...]]:
        """(the box's title, the seat in bold, the footer: the blind)."""
        names = view.players
        size = getattr(view.rules, "blind", 2)
        backs = _spaced([BACK] * (size if isinstance(size, int) and size > 0 else 2))
        if view.picker is None:
            forced = getattr(view, "forced_now", False)
            tail = _("  the dealer must pick") if forced else _("  pick it up or pass")
            return _("Picking"), None, (_("Blind "), *backs, tail)
        if view.blind:
            return _("Picking"), view.picker, (_("Blind "), *_spaced(view.blind), _("  now in your hand"))
        if getattr(view.rules, "partner", "") in ("behind", "dice") and view.phase == "call":  # how many to take is still to say
            return _("Picking"), view.picker, (_("Blind "), *backs, _("  not taken yet"))
        return _("Picking"), view.picker, (_("Blind "), *backs, _("  taken by {name}").format(name=names[view.picker]))

    def trick_extras(self, view: Any, cards: dict[int, int], ascii: bool) -> tuple[set[int], dict[int, str], tuple[int | str, ...]]:
        """(seats whose card lies face down, a note per seat, the footer line)."""
        hidden = self.face_down_cards(view)
        down = {s for s, c in cards.items() if c in hidden}
        notes: dict[int, str] = {}
        leader = next(iter(cards), None)  # the cards come in play order
        for s in down:
            notes[s] = _("unknown") if cards[s] == FACE_DOWN else _("unknown ({card})").format(card=label(cards[s], ascii))
            if s == leader and view.called is not None:  # the unknown led: a lead of the called suit
                notes[s] = _("{note}: {suit} led").format(note=notes[s], suit=suit_label(suit_of(view.called), ascii))
        if view.called is not None:
            for s, c in cards.items():
                if c == view.called:
                    notes[s] = _("called card: partner")
        footer: tuple[int | str, ...] = ()
        if view.leaster:
            size = getattr(view.rules, "blind", 2)
            footer = (_("Blind "), *_spaced([BACK] * (size if isinstance(size, int) and size > 0 else 2)), _("  goes to the last trick"))
        elif view.buried:
            footer = (_("Buried "), *_spaced(view.buried), _("  {n} points for you").format(n=_points(view.buried)))
        return down, notes, footer

    def status_line(self, view: Any, turn: str) -> str:
        me = view.seat
        parts = [view.players[me]]
        role = self.role(view, me)
        if role:
            parts.append(_(role.lower()))
        if view.phase not in ("pick", "call", "bury"):
            parts.append(_("{n} pts").format(n=view.points[me]))
            side = self.side_points(view)
            if side is not None and not (me == view.picker and side[0] in ("picker", "picker alone")):  # the picker's own points, said once
                parts.append(f"{_(side[0])} {side[1]}")
        parts.append(turn)
        return " · ".join(parts)

    def hand_marks(self, view: Any) -> dict[int, str]:
        marks: dict[int, str] = {}
        if view.blind and view.phase in ("call", "bury"):
            for c in view.blind:
                marks[c] = "new"
        if view.unknown is not None and view.hand >> view.unknown & 1:
            marks[view.unknown] = "unk"
        return marks

    def trick_display(self, view: Any, final: bool, ascii: bool) -> dict[str, Any] | None:
        """A card per seat: the table's own trick box."""
        return None

    def sort_hand(self, view: Any) -> list[int]:
        """Trumps first, highest first (Q♣ … 7♦), then the fail suits ♣ ♥ ♠, each A 10 K 9 8 7."""
        rank = {c: i for i, c in enumerate(_trumps(view))}

        def key(c: int) -> tuple[int, int]:
            if c in rank:
                return (0, rank[c])
            return (1 + _SUIT_ORDER.index(suit_of(c)), _FAIL_ORDER.get(rank_of(c), 9))

        return sorted(bits(view.hand), key=key)

    # -- prompts -------------------------------------------------------------------
    def auto_action(self, view: Any, legal: Sequence[Action]) -> Action | None:
        """A turn with no choice in it: passing is all that is left in a round everyone is asked
        (knocks, the pass to the left, partner calls, a jack-of-diamonds picker with nothing to call)."""
        if len(legal) == 1 and legal[0].act == "pass" and view.phase not in ("pick", "play"):
            return legal[0]
        return None

    def prompt(self, view: Any, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        phase = view.phase
        if phase == "pick":
            choices = tuple((_("Pick up the blind") if a.act == "pick" else _("Pass"), a) for a in legal)
            if len(choices) == 1 and choices[0][1].act == "pick":
                if _forced_now(view):
                    question = _("Everyone passed: the dealer must pick up the blind.")
                else:
                    question = _("Shiller: you must pick up the blind.") if view.rules.shiller else _("You must pick up the blind.")
            else:
                r = view.rules
                k = r.blind
                if r.partner in ("blind_share", "dice", "behind") or r.blind_next:
                    question = _("Pick up your share of the blind (and bury as many), or pass?")
                else:
                    question = _("Pick up the {k} blind cards and bury {k}, or pass?").format(k=k)
            return PromptSpec("choice", question, choices)
        if phase == "call" and _kind(view) == "picker":
            return self._call_prompt(view, legal, ascii)
        if phase == "bury" and legal and all(a.act == "bury" for a in legal):
            choices = tuple((_("Bury"), a) for a in legal)
            count = len(legal[0].cards or ())
            cards = sorted({c for _text, a in choices for c in a.cards or ()})
            words = _("two cards") if count == 2 else ngettext("{n} card", "{n} cards", count).format(n=count)
            if _calls_after_bury(view):
                question = _("Bury {cards}, then call: Space marks, Enter buries").format(cards=words)
            else:
                question = _("Bury {cards}: Space marks, Enter buries").format(cards=words)
            return PromptSpec("mark", question, choices, legal_cards=tuple(cards))
        plays = card_actions(legal)
        others = tuple((self._label(a, ascii), a) for a in legal if a.card is None or a.cards is not None)
        if phase == "play" or plays and not others:
            lead = not view.trick
            question = _("Your lead") if lead else _("Your play")
            if phase == "exchange":
                question = _("Pass a card to your left")
            elif view.unknown is not None and view.unknown in plays and len(plays) == 1:
                question = _("Your lead: your unknown goes face down") if lead else _("Your play: your unknown goes face down")
            elif view.unknown is not None and view.unknown in plays and lead and view.called is not None:
                question = _("Your lead (your unknown, the {card}, would lead {suit} face down)").format(
                    card=label(view.unknown, ascii), suit=_suit(suit_of(view.called))
                )
            return card_prompt(question, plays, others)
        choices = tuple((self._label(a, ascii), a) for a in legal)
        asks = {
            "knock": N_("Knock before the first card?"),
            "call": N_("Call a card: its holder joins your side, to make three against five; or pass"),
            "exchange": N_("Pass a card to your left?"),
        }
        otherwise = N_("Your choice")
        return PromptSpec("choice", _(asks.get(phase, otherwise)), choices)

    def _label(self, a: Action, ascii: bool) -> str:
        act = a.act
        if act == "pass":
            return _("Pass")
        if act == "crack":
            return _("Crack ×2")
        if act == "recrack":
            return _("Re-crack ×2")
        if act == "blitz":
            return _("Blitz: show {cards}").format(cards=_cards(a.cards or (), ascii))
        if act == "call" and a.card is not None:
            return _("Call the {card}").format(card=label(a.card, ascii))
        if act == "give" and a.card is not None:
            return _("Give the {card}").format(card=label(a.card, ascii))
        if act == "sheepshead":
            return _("Sheepshead: every trick")
        if act == "alone":
            return _("Go alone")
        if act == "take":  # of the blind (partner behind)
            return _("Take {n}").format(n=_(_HOW_MANY[a.value or 0]) if (a.value or 0) in _HOW_MANY else a.value)
        if act == "nuke":
            return _("Nuke: hand out, blind in")
        if act == "roll":
            return _("Roll the die")
        return act.replace("_", " ").capitalize()

    def _call_prompt(self, view: Any, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        choices: list[tuple[str, Action]] = []
        sensible: dict[int, Action] = {}  # ace -> its call with the unknown the engine lists first (seed 001's sensible card)
        others = False  # some ace may be called with another card face down
        rest: list[tuple[str, Action]] = []
        for a in legal:
            if a.act == "call" and a.unknown is None:
                choices.append((_("Call the {card}").format(card=label(a.card, ascii)), a))  # type: ignore[arg-type]
            elif a.act == "call":
                if a.card in sensible:
                    others = True
                else:
                    sensible[a.card] = a  # type: ignore[index]
            else:
                rest.append((self._label(a, ascii), a))
        for ace, a in sensible.items():
            choices.append((_("{ace}, {card} face down").format(ace=label(ace, ascii), card=label(a.unknown, ascii)), a))  # type: ignore[arg-type]
        if others:
            choices.append((_("Other card …"), Action(MORE, view.seat)))
        jd_alone = getattr(view.rules, "jd_alone", False) and view.rules.partner in ("jack_of_diamonds", "jd_and_called_ace")
        held = view.hand | sum(1 << c for c in view.buried or ())  # bury_first: the J♦ may lie in the bury
        if jd_alone and any(a.act == "pass" for a in legal):  # taking the J♦'s holder is a choice, not a pass
            rest = [(_("Partner: the J♦'s holder") if a.act == "pass" else text, a) for text, a in rest]
            choices += sorted(rest, key=lambda c: c[1].act not in ("pass", "alone"))
        else:
            choices += sorted(rest, key=lambda c: c[1].act != "alone")
        calls = [a for a in legal if a.act == "call"]
        # "or go alone" only where going alone is offered (the J♦-and-ace game has none)
        alone = any(a.act == "alone" for a in legal)
        if sensible:
            u = next(iter(sensible.values())).unknown
            why = _unknown_why(u, view.deck)  # type: ignore[arg-type]
            question = _(
                "No fail suit to call: call an ace you lack and set a card face down for it, your unknown: the {card} ({why}) or another."
            ).format(card=label(u, ascii), why=why)  # type: ignore[arg-type]
            if alone:
                question += _(" Or go alone.")
        elif calls and all(rank_of(a.card) == 8 for a in calls):  # type: ignore[arg-type]
            if alone:
                question = _("You hold all three fail aces: call a ten (your ace must cover it), or go alone.")
            else:
                question = _("You hold all three fail aces: call a ten (your ace must cover it).")
        elif calls and view.rules.partner == "jd_and_called_ace":  # two partners, or one when the J♦ is the picker's
            if held >> sh.JD & 1:
                question = _("You hold the J♦: call an ace, its holder your one partner (two against four).")
            else:
                question = _("Call an ace: its holder and the J♦'s are your partners (three against three, unless one holds both).")
            if jd_alone and alone:
                question += _(" Or go alone: the J♦'s holder defends too.")
        elif calls:
            question = _("Call a card: its holder is your partner.") + (_(" Or go alone.") if alone else "")
        elif any(a.act in ("take", "nuke") for a in legal):
            question = self._behind_question(view, legal)
        elif any(a.act == "roll" for a in legal):
            question = _("Roll the die: it names your partner (1 your left-hand player, on round to 6), who takes half the blind.")
            if alone:
                question += _(" Or take the whole blind and go alone.")
        elif jd_alone and alone and any(a.act == "pass" for a in legal):  # no J♦: its holder, or alone (jd_alone)
            question = _("Your partner is the J♦'s holder, whoever that is. Or go alone, said aloud: the J♦'s holder then defends.")
            if any(a.act == "sheepshead" for a in legal):
                question += _(" Or call sheepshead: every trick, ×6 won or lost.")
        elif alone:  # nothing to call: the J♦ in the picker's own hand, or no partner at this table
            jd = view.rules.partner in ("jack_of_diamonds", "jd_and_called_ace") and held >> sh.JD & 1
            question = _("You hold the J♦: you play alone.") if jd else _("You play alone.")
            if any(a.act == "sheepshead" for a in legal):
                question += _(" Or call sheepshead: you claim every trick, ×6 won or lost.")
        else:
            question = _("Your partner: nobody to call.")
        return PromptSpec("choice", question, tuple(choices))

    def _behind_question(self, view: Any, legal: Sequence[Action]) -> str:
        """Partner behind: who the partner is, and what taking none, one or two of the blind means
        (two lines at 80 columns: the trick box above keeps its room)."""
        mate = view.players[(view.seat + 1) % view.n]
        rest = getattr(view.rules, "blind", 4) - 2
        words = _(
            "Partner: {name}, behind you. Take 0, 1 or 2 of the blind; {name} takes the rest of two, the opponents' bury the other {rest}."
        ).format(name=mate, rest=rest)
        if any(a.act == "nuke" for a in legal):
            words += _(" Nuke: your hand for the blind.")
        return words

    def follow_up(self, view: Any, legal: Sequence[Action], step: Action, ascii: bool) -> PromptSpec:
        """The unknown's other cards: which card of the hand goes face down (any, where the table
        allows a trump: seed 001's "usually a low fail card or the lowest trump" names the usual
        ones, which the first step offered), then, with several aces to call, which ace."""
        back = ((_("Back"), Action(BACK_ACT, view.seat)),)
        calls = [a for a in legal if a.act == "call" and a.unknown is not None]
        aces = list(dict.fromkeys(a.card for a in calls))
        if step.unknown is not None:  # the card is chosen: the ace
            u = label(step.unknown, ascii)
            choices = tuple((_("Call the {card}").format(card=label(a.card, ascii)), a) for a in calls if a.unknown == step.unknown)  # type: ignore[arg-type]
            return PromptSpec("choice", _("The {card} face down: call which ace? It stands for a card of that suit.").format(card=u), choices + back)
        cards = list(dict.fromkeys(a.unknown for a in calls))
        if len(aces) == 1:
            acts = {a.unknown: a for a in calls}
            question = _("Call the {card}: choose your unknown, the card to set face down").format(card=label(aces[0], ascii))  # type: ignore[arg-type]
        else:
            acts = {c: Action(MORE, view.seat, unknown=c) for c in cards}
            question = _("Choose your unknown, the card to set face down")
        # the other cards (a trump where the table forbids one) get the engine's refusal, so its reason is shown
        everything = {c: acts.get(c) or Action("call", view.seat, card=aces[0] if aces else None, unknown=c) for c in bits(view.hand)}
        return PromptSpec("cards", question, back, legal_cards=tuple(c for c in cards if c is not None), actions=everything)  # type: ignore[arg-type]

    # -- the log -------------------------------------------------------------------

    # -- the deal's end ------------------------------------------------------------
