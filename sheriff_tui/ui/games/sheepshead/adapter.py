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

import dataclasses
from typing import Any, Sequence

from ....cards import FACE_DOWN, SUIT_NAMES, bits, rank_of, suit_of
from ....engine import sheepshead as sh
from ....engine.core import Action, Event
from ....engine.sheepshead.pot import ANTE
from ....engine.sheepshead.score import base_reasons, multiplier
from ...cardtext import label, suit_label
from ...text import changes_words, deal_heading, plural, says
from ...widgets.trick import BACK
from .. import PromptSpec, SeatInfo
from ..standing import deal_words, match_over, own_total

_SUIT_ORDER = (0, 2, 3, 1)  # ♣ ♥ ♠ (♦ when clubs are trump) after the trumps: the colours alternate
_FAIL_ORDER = {r: i for i, r in enumerate((12, 8, 11, 7, 6, 5))}  # A 10 K 9 8 7
_NO_SIDES = ("leaster", "moster", "mittler")
_NO_SIDES_WORDS = {
    "leaster": "Leaster: all passed · fewest points with a trick wins",
    "moster": "Moster: all passed · the most points pays",
    "mittler": "Mittler: all passed · the middle score wins",
}
_NO_SIDES_SHORT = {"leaster": "Leaster: fewest points wins", "moster": "Moster: most points pays", "mittler": "Mittler: middle score wins"}

# partner rules with one partner at most: once that one is known, everyone else is an opponent
# (the J♦-and-ace game may have two; the card games have their own sides)
_ONE_PARTNER = frozenset({"called_ace", "jack_of_diamonds", "behind", "dice", "blind_share"})
_UNPLAYED = {"schwanzer": ("shows",), "doubler": ()}  # result columns of the hands nobody played: no tricks, no points
_HOW_MANY = {0: "none", 1: "one", 2: "two"}  # blind cards taken (partner behind)

MORE = "more"  # a step of the prompt (choose the unknown), not an engine action
BACK_ACT = "back"

# a bury's count in words (the engine says how many when not two)
_BURY_COUNT = {1: "a card", 2: "two cards", 3: "three cards", 4: "four cards"}


def _unknown_why(card: int, d: Any) -> str:
    """Why the card the call prompt offers first (:func:`~...engine.sheepshead.unknown_order`) is
    the sensible unknown, in a player's words (seed 001: "usually a low fail card or the lowest trump")."""
    if d.trump_mask >> card & 1:
        return "your lowest trump"
    if not sh.POINTS[card]:
        return "a low fail card"
    return "the fewest points"


# first_played's agreed rank, as a player says it
_RANK_WORDS = {"Q": "queens", "J": "jacks", "K": "kings", "A": "aces", "10": "tens", "9": "nines", "8": "eights", "7": "sevens"}


def deal_line(view: Any, who: str, extra: str = "") -> str:
    """The log's first line of a deal: 'Deal 3 of 10: Belle deals', as every game's log starts one."""
    return f"{deal_heading(view.deal_no, view.rules.deals)}: {says(who, 'deals')}{extra}"


def scored_line(headline: str, result: Any, names: Sequence[str]) -> str:
    """The log's last line of a deal: what happened, then each seat's change."""
    return f"{headline} · {changes_words(names, result.scores)}"


def _points(cards: Sequence[int]) -> int:
    return sum(sh.POINTS[c] for c in cards)


def _cards(cards: Sequence[int], ascii: bool) -> str:
    return " ".join(label(c, ascii) for c in cards)


def _spaced(cards: Sequence[int]) -> list[int | str]:
    """Cards for a footer line, a space between each."""
    out: list[int | str] = []
    for c in cards:
        if out:
            out.append(" ")
        out.append(c)
    return out


def _trumps(view: Any) -> tuple[int, ...]:
    deck = getattr(view, "deck", None)
    return deck.trumps if deck is not None else sh.TRUMPS


def _kind(view_or_result: Any) -> str:
    return getattr(view_or_result, "kind", "leaster" if view_or_result.leaster else "picker")


def _partners(view: Any) -> tuple[int, ...]:
    """The partners this seat knows of."""
    known = tuple(getattr(view, "partners", ()) or ())
    if view.partner is not None and view.partner not in known:
        known = (view.partner,) + known
    return known


def _forced(view: Any) -> bool:
    """The dealer picked because everyone else passed and the table plays forced pick."""
    return bool(getattr(view, "forced", False))


def _short(reason: str) -> str:
    """'schneider (95 points): ×2' -> 'schneider'; 'double on the bump: ×2' -> 'bump';
    'cracks and blitzes capped at ×16' -> 'capped ×16'."""
    if "capped at ×" in reason:
        return "capped ×" + reason.rsplit("×", 1)[1]
    word = reason.split(":")[0].split(" (")[0].split(" ×")[0].strip()
    word = word.split(" by ")[0]
    return "bump" if word == "double on the bump" else word


FORMS_DRAWN = frozenset({"standard"})  # the forms (``rules.form``) this table draws


class SheepsheadAdapter:
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
        return f"The {form} form of Sheepshead has no table yet: choose another preset."

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
            parts.append((_NO_SIDES_SHORT if short else _NO_SIDES_WORDS)[kind])
        elif kind == "cards":
            cards = getattr(view, "partner_cards", ())
            if rules.partner == "first_played":  # any two of the rank: listing all four read as four partner cards
                rank = _RANK_WORDS.get(rules.agreed_rank, rules.agreed_rank + "s")
                parts.append(f"partners: first two {rank}" if short else f"partners: the first two {rank} played")
            else:
                order = _trumps(view)  # high to low, as a player names them (Q♣ J♦ 7♦, not Q♣ 7♦ J♦)
                cards = sorted(cards, key=lambda c: order.index(c) if c in order else len(order))
                parts.append(f"partners: {_cards(cards, ascii)}" if cards else "partners by their cards")
            known = _partners(view)
            if known and view.alone and len(known) == 1:  # every partner card in one hand
                parts.append(f"{names[known[0]]} alone")
            elif known:
                parts.append("side " + " & ".join(names[s] for s in known))
        elif view.picker is None:
            parts.append(f"dealer {names[view.dealer]}")
            if getattr(view, "forced_now", False):
                parts.append(f"all passed: {names[view.dealer]} must pick")
            else:
                parts.append("picking")
        else:
            pick = f"picker {names[view.picker]}" + (" (forced)" if _forced(view) else "")
            partners = _partners(view)
            if getattr(view, "sheepshead", False):
                parts.append(pick + (" · sheepshead" if short else " · sheepshead: every trick"))
            elif view.alone:
                parts.append(pick + " alone")
            elif view.called is not None:
                parts.append(pick)
                unk = ("+unk" if short else " + unknown") if view.unknown_called else ""
                parts.append(f"called {label(view.called, ascii)}{unk}")
                parts.append("partner " + " & ".join(names[s] for s in partners) if partners else "partner ?")
            else:
                parts.append(pick)
                if partners:
                    parts.append("partner " + " & ".join(names[s] for s in partners))
        growth = getattr(view, "growth", 1)
        if growth > 1:
            parts.append(f"×{growth}" if short else f"stakes ×{growth}")
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
            first = "passed" if seat in view.passed else ""
        elif seat == view.picker:
            if getattr(view, "sheepshead", False):
                first = "sheepshead!"
            elif view.alone:
                first = "alone"
            elif view.called is not None:
                first = f"called {label(view.called, ascii)}" + (" +unk" if view.unknown_called else "")
            else:
                first = "picked"
        elif seat == view.partner and view.called is not None:
            first = f"has the {label(view.called, ascii)}"
        else:
            first = ""
        if knocked:
            first = (first + " · " if first else "") + ", ".join({"recrack": "re-cracked", "crack": "cracked"}.get(k, k) for k in knocked)
        if view.phase in ("pick", "call", "bury"):
            second = plural(view.hand_counts[seat], "card")
        else:
            second = f"{view.points[seat]} pts  {plural(view.won[seat], 'trick')}"
        return SeatInfo(view.players[seat], role, (first, second), team)

    def auction_lines(self, view: Any) -> dict[int, str] | None:
        """While the blind is offered, and while the picker calls and buries."""
        if view.phase not in ("pick", "call", "bury") or _kind(view) != "picker":
            return None
        said = {s: "passed" for s in view.passed}
        if view.picker is not None:
            doing = {"behind": "taking", "dice": "rolling"}.get(getattr(view.rules, "partner", ""), "calling")  # what the picker decides now
            said[view.picker] = f"picked: {doing} …" if view.phase == "call" else "picked"
            if view.phase == "bury":
                said[view.picker] = "alone: burying …" if view.alone else "burying …"
        return said

    def auction_extras(self, view: Any, ascii: bool) -> tuple[str, int | None, tuple[int | str, ...]]:
        """(the box's title, the seat in bold, the footer: the blind)."""
        names = view.players
        size = getattr(view.rules, "blind", 2)
        backs = _spaced([BACK] * (size if isinstance(size, int) and size > 0 else 2))
        if view.picker is None:
            forced = getattr(view, "forced_now", False)
            tail = "  the dealer must pick" if forced else "  pick it up or pass"
            return "Picking", None, ("Blind ", *backs, tail)
        if view.blind:
            return "Picking", view.picker, ("Blind ", *_spaced(view.blind), "  now in your hand")
        if getattr(view.rules, "partner", "") in ("behind", "dice") and view.phase == "call":  # how many to take is still to say
            return "Picking", view.picker, ("Blind ", *backs, "  not taken yet")
        return "Picking", view.picker, ("Blind ", *backs, f"  taken by {names[view.picker]}")

    def trick_extras(self, view: Any, cards: dict[int, int], ascii: bool) -> tuple[set[int], dict[int, str], tuple[int | str, ...]]:
        """(seats whose card lies face down, a note per seat, the footer line)."""
        hidden = self.face_down_cards(view)
        down = {s for s, c in cards.items() if c in hidden}
        notes: dict[int, str] = {}
        leader = next(iter(cards), None)  # the cards come in play order
        for s in down:
            notes[s] = "unknown" if cards[s] == FACE_DOWN else f"unknown ({label(cards[s], ascii)})"
            if s == leader and view.called is not None:  # the unknown led: a lead of the called suit
                notes[s] += f": {suit_label(suit_of(view.called), ascii)} led"
        if view.called is not None:
            for s, c in cards.items():
                if c == view.called:
                    notes[s] = "called card: partner"
        footer: tuple[int | str, ...] = ()
        if view.leaster:
            size = getattr(view.rules, "blind", 2)
            footer = ("Blind ", *_spaced([BACK] * (size if isinstance(size, int) and size > 0 else 2)), "  goes to the last trick")
        elif view.buried:
            footer = ("Buried ", *_spaced(view.buried), f"  {_points(view.buried)} points for you")
        return down, notes, footer

    def status_line(self, view: Any, turn: str) -> str:
        me = view.seat
        parts = [view.players[me]]
        role = self.role(view, me)
        if role:
            parts.append(role.lower())
        if view.phase not in ("pick", "call", "bury"):
            parts.append(f"{view.points[me]} pts")
            side = self.side_points(view)
            if side is not None and not (me == view.picker and side[0] in ("picker", "picker alone")):  # the picker's own points, said once
                parts.append(f"{side[0]} {side[1]}")
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
            choices = tuple(("Pick up the blind" if a.act == "pick" else "Pass", a) for a in legal)
            if len(choices) == 1 and choices[0][1].act == "pick":
                question = "Everyone passed: the dealer must pick up the blind." if _forced_now(view) else "Shiller: you must pick up the blind." if view.rules.shiller else "You must pick up the blind."
            else:
                r = view.rules
                k = r.blind
                if r.partner in ("blind_share", "dice", "behind") or r.blind_next:
                    question = "Pick up your share of the blind (and bury as many), or pass?"
                else:
                    question = f"Pick up the {k} blind cards and bury {k}, or pass?"
            return PromptSpec("choice", question, choices)
        if phase == "call" and _kind(view) == "picker":
            return self._call_prompt(view, legal, ascii)
        if phase == "bury" and legal and all(a.act == "bury" for a in legal):
            choices = tuple(("Bury", a) for a in legal)
            count = len(legal[0].cards or ())
            cards = sorted({c for _, a in choices for c in a.cards or ()})
            words = "two cards" if count == 2 else plural(count, "card")
            then = ", then call" if _calls_after_bury(view) else ""
            return PromptSpec("mark", f"Bury {words}{then}: Space marks, Enter buries", choices, legal_cards=tuple(cards))
        plays = {a.card: a for a in legal if a.card is not None and a.cards is None and a.unknown is None}
        others = tuple((self._label(a, ascii), a) for a in legal if a.card is None or a.cards is not None)
        if phase == "play" or plays and not others:
            question = "Your lead" if not view.trick else "Your play"
            if phase == "exchange":
                question = "Pass a card to your left"
            elif view.unknown is not None and view.unknown in plays and len(plays) == 1:
                question += ": your unknown goes face down"
            elif view.unknown is not None and view.unknown in plays and not view.trick and view.called is not None:
                question += f" (your unknown, the {label(view.unknown, ascii)}, would lead {SUIT_NAMES[suit_of(view.called)]} face down)"
            return PromptSpec("cards", question, others, legal_cards=tuple(plays), actions=plays)
        choices = tuple((self._label(a, ascii), a) for a in legal)
        question = {
            "knock": "Knock before the first card?",
            "call": "Call a card: its holder joins your side, to make three against five; or pass",
            "exchange": "Pass a card to your left?",
        }.get(phase, "Your choice")
        return PromptSpec("choice", question, choices)

    def _label(self, a: Action, ascii: bool) -> str:
        act = a.act
        if act == "pass":
            return "Pass"
        if act == "crack":
            return "Crack ×2"
        if act == "recrack":
            return "Re-crack ×2"
        if act == "blitz":
            return f"Blitz: show {_cards(a.cards or (), ascii)}"
        if act == "call" and a.card is not None:
            return f"Call the {label(a.card, ascii)}"
        if act == "give" and a.card is not None:
            return f"Give the {label(a.card, ascii)}"
        if act == "sheepshead":
            return "Sheepshead: every trick"
        if act == "alone":
            return "Go alone"
        if act == "take":
            return f"Take {_HOW_MANY.get(a.value or 0, a.value)}"  # of the blind (partner behind)
        if act == "nuke":
            return "Nuke: hand out, blind in"
        if act == "roll":
            return "Roll the die"
        return act.replace("_", " ").capitalize()

    def _call_prompt(self, view: Any, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        choices: list[tuple[str, Action]] = []
        sensible: dict[int, Action] = {}  # ace -> its call with the unknown the engine lists first (seed 001's sensible card)
        others = False  # some ace may be called with another card face down
        rest: list[tuple[str, Action]] = []
        for a in legal:
            if a.act == "call" and a.unknown is None:
                choices.append((f"Call the {label(a.card, ascii)}", a))  # type: ignore[arg-type]
            elif a.act == "call":
                if a.card in sensible:
                    others = True
                else:
                    sensible[a.card] = a  # type: ignore[index]
            else:
                rest.append((self._label(a, ascii), a))
        for ace, a in sensible.items():
            choices.append((f"{label(ace, ascii)}, {label(a.unknown, ascii)} face down", a))  # type: ignore[arg-type]
        if others:
            choices.append(("Other card …", Action(MORE, view.seat)))
        jd_alone = getattr(view.rules, "jd_alone", False) and view.rules.partner in ("jack_of_diamonds", "jd_and_called_ace")
        held = view.hand | sum(1 << c for c in view.buried or ())  # bury_first: the J♦ may lie in the bury
        if jd_alone and any(a.act == "pass" for a in legal):  # taking the J♦'s holder is a choice, not a pass
            rest = [("Partner: the J♦'s holder" if a.act == "pass" else text, a) for text, a in rest]
            choices += sorted(rest, key=lambda c: c[1].act not in ("pass", "alone"))
        else:
            choices += sorted(rest, key=lambda c: c[1].act != "alone")
        calls = [a for a in legal if a.act == "call"]
        # "or go alone" only where going alone is offered (the J♦-and-ace game has none)
        alone = any(a.act == "alone" for a in legal)
        if sensible:
            u = next(iter(sensible.values())).unknown
            why = _unknown_why(u, view.deck)  # type: ignore[arg-type]
            question = (
                f"No fail suit to call: call an ace you lack and set a card face down for it, your unknown: "
                f"the {label(u, ascii)} ({why}) or another." + (" Or go alone." if alone else "")  # type: ignore[arg-type]
            )
        elif calls and all(rank_of(a.card) == 8 for a in calls):  # type: ignore[arg-type]
            question = "You hold all three fail aces: call a ten (your ace must cover it)" + (", or go alone." if alone else ".")
        elif calls and view.rules.partner == "jd_and_called_ace":  # two partners, or one when the J♦ is the picker's
            if held >> sh.JD & 1:
                question = "You hold the J♦: call an ace, its holder your one partner (two against four)."
            else:
                question = "Call an ace: its holder and the J♦'s are your partners (three against three, unless one holds both)."
            if jd_alone and alone:
                question += " Or go alone: the J♦'s holder defends too."
        elif calls:
            question = "Call a card: its holder is your partner." + (" Or go alone." if alone else "")
        elif any(a.act in ("take", "nuke") for a in legal):
            question = self._behind_question(view, legal)
        elif any(a.act == "roll" for a in legal):
            question = "Roll the die: it names your partner (1 your left-hand player, on round to 6), who takes half the blind."
            if alone:
                question += " Or take the whole blind and go alone."
        elif jd_alone and alone and any(a.act == "pass" for a in legal):  # no J♦: its holder, or alone (jd_alone)
            question = "Your partner is the J♦'s holder, whoever that is. Or go alone, said aloud: the J♦'s holder then defends."
            if any(a.act == "sheepshead" for a in legal):
                question += " Or call sheepshead: every trick, ×6 won or lost."
        elif alone:  # nothing to call: the J♦ in the picker's own hand, or no partner at this table
            jd = view.rules.partner in ("jack_of_diamonds", "jd_and_called_ace") and held >> sh.JD & 1
            question = "You hold the J♦: you play alone." if jd else "You play alone."
            if any(a.act == "sheepshead" for a in legal):
                question += " Or call sheepshead: you claim every trick, ×6 won or lost."
        else:
            question = "Your partner: nobody to call."
        return PromptSpec("choice", question, tuple(choices))

    def _behind_question(self, view: Any, legal: Sequence[Action]) -> str:
        """Partner behind: who the partner is, and what taking none, one or two of the blind means
        (two lines at 80 columns: the trick box above keeps its room)."""
        mate = view.players[(view.seat + 1) % view.n]
        rest = getattr(view.rules, "blind", 4) - 2
        words = f"Partner: {mate}, behind you. Take 0, 1 or 2 of the blind; {mate} takes the rest of two, the opponents' bury the other {rest}."
        if any(a.act == "nuke" for a in legal):
            words += " Nuke: your hand for the blind."
        return words

    def follow_up(self, view: Any, legal: Sequence[Action], step: Action, ascii: bool) -> PromptSpec:
        """The unknown's other cards: which card of the hand goes face down (any, where the table
        allows a trump: seed 001's "usually a low fail card or the lowest trump" names the usual
        ones, which the first step offered), then, with several aces to call, which ace."""
        back = (("Back", Action(BACK_ACT, view.seat)),)
        calls = [a for a in legal if a.act == "call" and a.unknown is not None]
        aces = list(dict.fromkeys(a.card for a in calls))
        if step.unknown is not None:  # the card is chosen: the ace
            u = label(step.unknown, ascii)
            choices = tuple((f"Call the {label(a.card, ascii)}", a) for a in calls if a.unknown == step.unknown)  # type: ignore[arg-type]
            return PromptSpec("choice", f"The {u} face down: call which ace? It stands for a card of that suit.", choices + back)
        cards = list(dict.fromkeys(a.unknown for a in calls))
        if len(aces) == 1:
            acts = {a.unknown: a for a in calls}
            what = f"Call the {label(aces[0], ascii)}: choose"  # type: ignore[arg-type]
        else:
            acts = {c: Action(MORE, view.seat, unknown=c) for c in cards}
            what = "Choose"
        # the other cards (a trump where the table forbids one) get the engine's refusal, so its reason is shown
        everything = {c: acts.get(c) or Action("call", view.seat, card=aces[0] if aces else None, unknown=c) for c in bits(view.hand)}
        question = f"{what} your unknown, the card to set face down"
        return PromptSpec("cards", question, back, legal_cards=tuple(c for c in cards if c is not None), actions=everything)  # type: ignore[arg-type]

    # -- the log -------------------------------------------------------------------
    def describe(self, event: Event, view: Any, ascii: bool) -> str | None:
        names = view.players
        k = event.kind
        who = names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else ""
        if k == "dealt":
            return deal_line(view, who)
        if k == "pass":  # what it declined: a pick, a call, a knock, or a partner card to the left
            if event.data == "call":
                return f"{who} {'make' if who == 'You' else 'makes'} no call"
            if event.data == "give":
                return f"{says(who, 'passes')} no card"
            if event.data == "knock":
                return f"{who} {'do' if who == 'You' else 'does'} not knock"
            return says(who, "passes")
        if k == "pick":
            text = says(who, "picks") + " up the blind"
            if getattr(view, "forced", False) and event.seat == view.picker:
                text = f"Everyone passed: {who} must pick up the blind"
            elif view.rules.shiller and event.seat == (view.dealer + 1) % len(names):  # the first player after the dealer picks, always
                text = f"Shiller: {who} must pick up the blind"
            if view.blind and event.seat == view.seat:
                text += f": {_cards(view.blind, ascii)}"
            nxt = getattr(view.rules, "blind_next", 0)
            if nxt and view.rules.partner not in sh.SHARED_BLIND and event.seat is not None:  # three and one
                behind = (event.seat + 1) % len(names)
                text += f"; {says(names[behind], 'takes')} its last {'card' if nxt == 1 else f'{nxt} cards'}"
                if behind == view.seat and view.blind:
                    text += f": {_cards(view.blind, ascii)}"
            return text
        if k == "leaster":
            kind = event.data if isinstance(event.data, str) else "leaster"
            words = {
                "moster": "a moster. The most points pays",
                "mittler": "a mittler. The middle score wins",
            }.get(kind, "a leaster. The fewest points, with at least one trick, wins")
            ante = f". Each player antes {ANTE} to the pot" if getattr(view.rules, "pot", False) else ""
            return f"Everyone passed: {words}{ante}"
        if k == "call":
            card = label(event.card, ascii) if event.card is not None else "a card"
            if event.data == "unknown":
                unk = f", the {label(view.unknown, ascii)} as the unknown" if view.unknown is not None else " with an unknown card"
                return f"{says(who, 'calls')} the {card}{unk}"
            if event.card is not None and rank_of(event.card) == 8:
                return f"{says(who, 'calls')} the {card} (holding all three fail aces)"
            mine = ""
            if event.card is not None and event.seat != view.seat and view.hand >> event.card & 1:
                mine = ": you hold it, you are the partner"
            return f"{says(who, 'calls')} the {card}{mine}"
        if k == "alone":
            if getattr(view.rules, "jd_alone", False) and view.rules.partner in ("jack_of_diamonds", "jd_and_called_ace"):
                mine = ": you hold the J♦, you defend" if event.seat != view.seat and view.hand >> sh.JD & 1 else ""
                return f"{says(who, 'goes')} alone{mine}"
            return f"{says(who, 'goes')} alone"
        if k == "sheepshead":
            return f"{says(who, 'claims')} every trick: sheepshead!"
        if k == "bury":
            if view.buried and event.seat == view.seat:
                return f"You bury {_cards(view.buried, ascii)} ({plural(_points(view.buried), 'point')})"
            return f"{says(who, 'buries')} {_BURY_COUNT.get(event.value or 2, f'{event.value} cards')}"
        if k in ("crack", "recrack"):
            verb = "cracks" if k == "crack" else "re-cracks"
            return f"{says(who, verb)}: the stakes double" + (f" (×{event.value})" if event.value else "")
        if k == "blitz":
            return f"{says(who, 'shows')} {_cards(event.cards or (), ascii)}: blitz" + (f" (×{event.value})" if event.value else "")
        if k == "give":
            to = names[event.value] if isinstance(event.value, int) and 0 <= event.value < len(names) else "the left"
            return f"{says(who, 'gives')} a card to {'you' if to == 'You' else to}"
        if k == "take":  # partner behind: how many of the blind the picker took, unseen
            return f"{says(who, 'takes')} {_HOW_MANY.get(event.value or 0, event.value)} of the blind"
        if k == "share":
            verb = "are" if who == "You" else "is"
            if isinstance(event.value, int):  # partner behind: the rest of two, the others to the opponents
                took = f" and {'take' if who == 'You' else 'takes'} {_HOW_MANY.get(event.value, event.value)}" if event.value else ""
                return f"{who} {verb} the partner, behind the picker{took}; the blind's other cards are buried unseen for the opponents"
            return f"{says(who, 'takes')} the other half of the blind: {who} {verb} the partner"
        if k == "roll":
            return f"{says(who, 'rolls')} a {event.value}" if event.value else says(who, "rolls")
        if k == "nuke":
            mate = names[event.value] if isinstance(event.value, int) and 0 <= event.value < len(names) else "the player behind"
            whose = "your" if who == "You" else "their"
            return f"{says(who, 'nukes')}: {whose} hand goes to the opponents' bury, the whole blind to {who.lower() if who == 'You' else who}; {mate} is the partner"
        if k == "play":
            c = event.card
            if c in self.face_down_cards(view):
                mine = f" (the {label(c, ascii)})" if c != FACE_DOWN else ""  # type: ignore[arg-type]
                if len(view.trick) == 1 and view.leader == event.seat and view.called is not None:  # told as it is led
                    return f"{says(who, 'leads')} the unknown face down{mine}: a {SUIT_NAMES[suit_of(view.called)][:-1]} lead"
                return f"{says(who, 'plays')} the unknown face down{mine}"
            text = f"{says(who, 'plays')} the {label(c, ascii)}"  # type: ignore[arg-type]
            if c == view.called and event.seat != view.picker:
                text += f": {who} {'are' if who == 'You' else 'is'} the partner"
            return text
        if k == "trick":
            cards = event.cards or ()
            pts = _points(cards)  # the points this seat can see
            unk = " and the unknown" if FACE_DOWN in cards else ""
            return f"{says(who, 'takes')} the trick with the {label(event.card, ascii)}: {plural(pts, 'point')}{unk}"  # type: ignore[arg-type]
        if k == "deal_scored":
            result = event.data
            line = scored_line(self.result_headline(result, view), result, names)
            bury = self.bury_told(result, view, ascii)
            return f"{bury}\n{line}" if bury else line
        if k == "match_over":
            totals = list(event.data or view.totals)
            best = max(totals) if totals else 0
            won = [names[s] for s, t in enumerate(totals) if t == best]
            return f"The match is over: {' and '.join(won)} {'win' if len(won) > 1 or won == ['You'] else 'wins'} with {best}"
        return f"{who} {k.replace('_', ' ')}".strip()

    def bury_told(self, result: Any, view: Any, ascii: bool) -> str | None:
        """Once the deal is over, the picker's bury, for the seats that did not see it go down
        (the engine's result names it; the deal's earlier events say only how many)."""
        picker = getattr(result, "picker", None)
        own, _ = _buried_apart(result)
        if picker is None or not own:
            return None
        buriers = [picker]
        partner = getattr(result, "partner", None)
        if view.rules.partner in sh.SHARED_BLIND and partner is not None and partner != picker:
            buriers.append(partner)  # the partner took a share of the blind and buried as many
        if buriers == [view.seat]:
            return None  # the picker saw its own bury go down: the log said it then
        who = _and_list([view.players[s] for s in buriers])
        return f"{who} buried {_cards(own, ascii)} ({plural(_points(own), 'point')})"

    # -- the deal's end ------------------------------------------------------------
    def final_view(self, view: Any, result: Any) -> Any:
        """The finished deal as it lay when its last card fell (the table's generic
        final view has the tricks; here the trick points and the partners too).
        The deal is over, so the unknown is shown: the result names it."""
        points = list(view.points)
        history = tuple(view.history)
        for t in history[len(history) - 1 :]:
            points[t.winner] += _points(t.cards)
        changes: dict[str, Any] = {"partner": result.partner}
        unknown = getattr(result, "unknown_card", None)
        if unknown is not None and any(unknown in t.cards or FACE_DOWN in t.cards for t in history):
            shown = []
            for t in history:
                if FACE_DOWN in t.cards:  # the trick that took it, face down to this seat till now
                    t = t._replace(cards=tuple(unknown if c == FACE_DOWN else c for c in t.cards))
                    points[t.winner] += sh.POINTS[unknown]
                shown.append(t)
            changes["history"] = tuple(shown)
            changes["face_down"] = (unknown,)
        changes["points"] = tuple(points)
        fields = {f.name for f in dataclasses.fields(view)}
        for name in ("partners", "side"):
            if name in fields and hasattr(result, name):
                changes[name] = tuple(getattr(result, name))
        return dataclasses.replace(view, **changes)

    def multiplier_parts(self, result: Any, rules: Any) -> list[str]:
        """Why the stake is what it is: 'schneider ×2', 'double on the bump ×2' …

        The engine's own words (``result.reasons``) where it gives them."""
        if result.leaster:
            return []
        reasons = list(getattr(result, "reasons", ()) or ())
        if reasons or result.multiplier == 1:
            return reasons
        total = sum(result.tricks)
        won, m = multiplier(rules, result.side_points, result.side_tricks, total)
        parts = base_reasons(rules, won, m, result.side_points, result.side_tricks, total)
        if result.multiplier != m:
            parts.append(f"other: ×{result.multiplier / m:g}")
        return parts

    def result_headline(self, result: Any, view: Any) -> str:
        """The deal in one line (the score sheet's too), with what happened to the pot."""
        line = self._headline(result, view)
        pot = _pot_short(result, view.players)
        return f"{line} · {pot}" if pot else line

    def _headline(self, result: Any, view: Any) -> str:
        names = view.players
        if result.picker is None or _kind(result) != "picker":
            line = result.headline(names, final=_kind(result) == "doubler" and _last_deal(result, view))
            if result.winner is not None and names[result.winner] == "You":  # the engine's words are third person
                for third, second in (("You wins", "You win"), ("You shows", "You show"), ("You took", "You take"), (" and pays", " and pay")):
                    line = line.replace(third, second)
            return line
        who = names[result.picker]
        forced = " (forced)" if view.rules.no_pick == "forced" and result.picker == result.dealer else ""
        partners = tuple(getattr(result, "partners", ()) or ((result.partner,) if result.partner is not None else ()))
        mates = " & ".join(names[s] for s in partners)
        if getattr(result, "sheepshead", False):
            how = f"{who}{forced} called sheepshead"
        elif result.alone or not partners:
            how = f"{who}{forced} alone"
        elif result.called is not None:
            unk = "+unknown" if result.unknown else ""
            how = f"{who}{forced} called {label(result.called)}{unk}, partner {mates}"
        else:
            how = f"{who}{forced}, partner {mates}"
        outcome = "won" if result.won else "lost"
        why = ""
        if result.multiplier > 1:
            short = [_short(p) for p in self.multiplier_parts(result, view.rules)]
            why = f" ×{result.multiplier}" + (f" ({', '.join(short)})" if short else "")
        return f"{how}: {result.side_points} points, {outcome}{why}"

    def result_columns(self, result: Any, view: Any) -> tuple[str, ...]:
        """With a pot that moved, its column beside the whole change. A hand not played has
        no tricks or points to show: a schwanzer shows each hand's count, a doubler nothing."""
        middle = _UNPLAYED.get(_kind(result), ("tricks", "points"))
        if getattr(result, "pot_moves", ()):
            return ("player", "role", *middle, "hand", "pot", "change")
        return ("player", "role", *middle, "change")

    def result_rows(self, result: Any, view: Any) -> list[tuple[str, ...]]:
        side = tuple(getattr(result, "side", ()) or ())
        if not side and result.picker is not None:
            side = (result.picker,) + ((result.partner,) if result.partner is not None else ())
        pot = getattr(result, "pot_scores", ()) if getattr(result, "pot_moves", ()) else ()
        rows = []
        kind = _kind(result)
        for s, name in enumerate(view.players):
            if kind == "schwanzer":
                figures: tuple[str, ...] = (str(result.shown[s]) if len(getattr(result, "shown", ())) > s else "",)
            elif kind == "doubler":
                figures = ()
            else:
                figures = (str(result.tricks[s]), str(result.points[s]))
            row = (name, self.result_role(result, view, s, side), *figures)
            if pot:
                row += (f"{result.scores[s] - pot[s]:+d}", f"{pot[s]:+d}")
            rows.append(row + (f"{result.scores[s]:+d}",))
        return rows

    def result_role(self, result: Any, view: Any, s: int, side: tuple[int, ...]) -> str:
        """A seat's part in the finished deal, for the result table."""
        if result.leaster or _kind(result) not in ("picker", "cards"):
            return "winner" if s == result.winner and result.scores[s] > 0 else "loser" if s == result.winner else ""
        if s == result.picker:
            return "picker alone" if len(side) <= 1 else "picker"
        if s in side:
            return "alone" if len(side) == 1 else "partner"  # alone: holding both partner cards
        return "opponent"

    def result_notes(self, result: Any, view: Any) -> list[str]:
        """The deal's figures in words: the side's points, the stake and why, and the pot."""
        return self._notes(result, view) + _pot_sentences(result, view.players)

    def _schwanzer_notes(self, result: Any, view: Any) -> list[str]:
        """The showdown in words: how hands count, what each showed, and who pays."""
        names = view.players
        shown = tuple(getattr(result, "shown", ()) or ())
        lines = ["Nobody picked: every hand is shown; queens count 3, jacks 2, other trumps 1. The highest pays 1 to each player."]
        if shown:
            lines.append("Shown: " + ", ".join(f"{names[s]} {v}" for s, v in enumerate(shown)) + ".")
            best = max(shown)
            tied = [names[s] for s, v in enumerate(shown) if v == best]
            if result.winner is None:
                lines.append("A tie: nobody pays.")
            elif len(tied) > 1:
                holds, pays = ("hold", "pay") if names[result.winner] == "You" else ("holds", "pays")
                who = ", ".join(tied[:-1]) + " and " + tied[-1]
                lines.append(f"{who} tie on {best}: {names[result.winner]} {holds} the highest trump and {pays}.")
        return lines

    def _notes(self, result: Any, view: Any) -> list[str]:
        names = view.players
        rules = view.rules
        kind = _kind(result)
        if result.leaster or kind not in ("picker", "cards"):
            lines = []
            if kind == "leaster":
                lines.append("Nobody picked: the fewest points (with a trick) wins 1 from each player.")
            elif kind == "moster" and result.winner is not None and result.scores[result.winner] > 0:
                lines.append(f"Nobody picked: the most points pays 1 to each player, but {names[result.winner]} took every trick and {'win' if names[result.winner] == 'You' else 'wins'} 1 from each instead.")
            elif kind == "moster":
                lines.append("Nobody picked: the most points pays 1 to each player.")
            elif kind == "mittler":
                lines.append("Nobody picked: the middle score wins 1 from each player.")
            elif kind == "doubler":
                growth = getattr(result, "growth", 2)
                if _last_deal(result, view):
                    lines.append("Nobody picked: a doubler, and nothing changes hands. It was the match's last deal: there is no next hand to double.")
                else:
                    lines.append(f"Nobody picked: the cards are thrown in and dealt again. Nothing changes hands; the next hand counts ×{growth}.")
                return lines  # not a tie: nothing was played
            elif kind == "schwanzer":
                lines += self._schwanzer_notes(result, view)
                return lines + [f"{r[0].upper()}{r[1:]}." for r in getattr(result, "reasons", ()) or ()]
            if result.blind and kind in _NO_SIDES:
                last = view.history[-1].winner if view.history else None
                to = f" went to {names[last]} with the last trick" if last is not None else ""
                lines.append(f"The blind ({_cards(result.blind, False)}, {plural(_points(result.blind), 'point')}){to}.")
            if result.winner is None:
                lines.append("A tie: nothing changes hands.")
            lines += [f"{r[0].upper()}{r[1:]}." for r in getattr(result, "reasons", ()) or ()]
            return lines
        side = tuple(getattr(result, "side", ()) or ())
        if not side and result.picker is not None:
            side = (result.picker,) + ((result.partner,) if result.partner is not None else ())
        who = _and_list([names[s] for s in side]) or "The picker's side"
        own, theirs = _buried_apart(result)
        buried = _points(own)
        if not buried:
            bury = ""
        elif result.side_tricks or not rules.bury_needs_trick:
            bury = f" ({buried} of them buried)"
        else:
            bury = f" (the bury's {buried} went to the opponents)"
        verdict = "won, 61 or more" if result.won else "lost, 60 or less"
        if getattr(result, "sheepshead", False):  # the call is for every trick, whatever the points
            verdict = "won, every trick" if result.won else "lost, the opponents took a trick"
        lines = [f"{who}: {result.side_points} points{bury} in {plural(result.side_tricks, 'trick')}: {verdict}."]
        if theirs:
            opp = next((s for s in range(len(names)) if s not in side), None)
            counted = f", counted with {names[opp]}'s" if opp is not None and _points(theirs) else ""
            lines.append(f"Buried for the opponents: {_cards(theirs, False)} ({plural(_points(theirs), 'point')}{counted}).")
        unknown = getattr(result, "unknown_card", None)
        if unknown is not None:
            lines.append(f"The unknown, played face down, was the {label(unknown)} ({plural(sh.POINTS[unknown], 'point')}).")
        parts = self.multiplier_parts(result, rules)
        plain = " (61 to 90 points)" if result.won else f" ({rules.out_of_schneider} to 60 points)"
        lines.append(f"Stake ×{result.multiplier}" + (f": {' · '.join(parts)}." if parts else f"{plain}."))
        sc = getattr(result, "stakes", result.scores)  # the hand's own stakes, the pot apart
        opp = next((sc[s] for s in range(len(sc)) if s not in side), 0)
        if result.picker is None and len(side) == 1:  # one player holds both partner cards
            lines.append(f"{names[side[0]]} alone against {len(names) - 1}: {sc[side[0]]:+d}; each opponent {opp:+d}.")
        elif result.picker is None:
            lines.append(f"Each of the side {sc[side[0]]:+d}, each opponent {opp:+d}.")
        elif len(side) <= 1 and rules.partner == "none":  # three- and four-hand: the picker always plays alone
            lines.append(f"{names[result.picker]} against {len(names) - 1}: {sc[result.picker]:+d}; each opponent {opp:+d}.")
        elif len(side) <= 1:
            mine = "take" if names[result.picker] == "You" else "takes"
            lines.append(f"Alone, {names[result.picker]} {mine} the partner's share too: {sc[result.picker]:+d}; each opponent {opp:+d}.")
        elif getattr(result, "exempt", False):  # house rule partner_exempt: the picker pays the partner's share
            why = "the picker's side took no trick" if rules.partner_exempt == "no_tricks" else "the picker took no trick"
            mate = "the partner pays" if len(side) == 2 else "the partners pay"
            lines.append(f"Picker {sc[result.picker]:+d}, the partner's share too: {why}, so {mate} nothing; each opponent {opp:+d}.")
        else:
            mates = ", ".join(f"{sc[s]:+d}" for s in side[1:])
            lines.append(f"Picker {sc[result.picker]:+d}, {'partner' if len(side) == 2 else 'partners'} {mates}, each opponent {opp:+d}.")
        return lines


def _and_list(words: Sequence[str]) -> str:
    """'Kit', 'Kit and Doc', 'Kit, You and Doc'."""
    return " and ".join(words) if len(words) < 3 else f"{', '.join(words[:-1])} and {words[-1]}"


def _last_deal(result: Any, view: Any) -> bool:
    """The match's last deal (a doubler there doubles nothing: the engine's words still promise a next hand)."""
    return bool(view.rules.match_over(result.deal + 1, view.totals))  # a doubler moves no totals: the view's are the deal's


def _buried_apart(result: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(the picker's side's bury, the cards buried for the opponents: partner behind)."""
    theirs = tuple(getattr(result, "opp_buried", ()) or ())
    return tuple(c for c in result.buried if c not in theirs), theirs


def _pot_title(view: Any, ascii: bool) -> str:
    """'pot 5'; in a hand nobody picked, where its antes take it: 'pot 5 → 10'."""
    pot = getattr(view, "pot", 0)
    now = f"pot {pot}" if pot else "pot empty"
    if view.leaster and view.phase != "over":
        return f"{now} {'->' if ascii else '→'} {pot + ANTE * len(view.players)}"
    return now


def _pot_sentences(result: Any, names: Sequence[str]) -> list[str]:
    """The engine's words for each pot move, as sentences ('Each player antes 1 …')."""
    reasons = getattr(result, "pot_reasons", None)
    return [f"{r[0].upper()}{r[1:]}." for r in reasons(names)] if reasons is not None else []


def _pot_short(result: Any, names: Sequence[str]) -> str:
    """The pot's part of a headline: 'pot +5', 'won the pot (10)', 'paid 10 into the pot', 'showdown: Belle'."""
    out = []
    for m in getattr(result, "pot_moves", ()):
        if m.kind == "fed":
            out.append(f"pot +{m.amount}")
        elif m.kind == "won":
            out.append(f"won {'one pot' if m.how == 'one' and m.pot else 'the pot'} ({m.amount})")
        elif m.kind == "paid":
            out.append(f"paid {m.amount} into the pot")
        elif m.kind == "split":
            out.append(f"pot ({m.amount}) split")
        elif m.showdown is not None:
            out.append(f"showdown ({m.amount}): {' & '.join(names[s] for s in m.showdown.winners)}")
    return ", ".join(out)


def _calls_after_bury(view: Any) -> bool:
    """``bury_first``: this bury is the picker's, and a call (or going alone) comes after it."""
    r = view.rules
    if not getattr(r, "bury_first", False) or view.seat != view.picker or view.called is not None:
        return False
    if r.partner in ("called_ace", "jd_and_called_ace"):
        return True
    if r.partner == "jack_of_diamonds":
        return bool(r.call_up or r.jd_calls_ace or r.sheepshead_call or r.jd_alone)
    return r.partner == "none" and bool(r.sheepshead_call)


def _forced_now(view: Any) -> bool:
    return bool(getattr(view, "forced_now", False))


class ByForm:
    """The Sheepshead adapter the table sees: each call goes to the adapter of
    the match's form (``rules.form``), found from the view (or rules) it is
    given; the standard adapter serves the standard form and says which hooks
    exist. The forms' adapters live beside it (``fox.py``, ``battery.py``, ``indiana.py``)
    and are registered by the package (``__init__.py``)."""

    game = "sheepshead"

    def __init__(self, standard: SheepsheadAdapter) -> None:
        self.standard = standard
        self.forms: dict[str, Any] = {}

    def register(self, form: str, adapter: Any) -> None:
        self.forms[form] = adapter

    def for_form(self, form: str) -> Any:
        return self.forms.get(form, self.standard)

    def auto_action(self, view: Any, legal: Sequence[Action]) -> Action | None:
        hook = getattr(self._pick((view,)), "auto_action", None)
        return hook(view, legal) if hook is not None else None

    def _pick(self, args: Sequence[Any]) -> Any:
        for a in args:
            rules = getattr(a, "rules", None)
            form = getattr(rules, "form", None) if rules is not None else getattr(a, "form", None)
            if isinstance(form, str):
                return self.for_form(form)
        return self.standard

    def draws(self, rules: Any) -> bool:
        form = getattr(rules, "form", "standard")
        return form in self.forms or self.standard.draws(rules)

    def unsupported(self, view: Any) -> str | None:
        return self._pick((view,)).unsupported(view)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        getattr(self.standard, name)  # a hook the standard adapter lacks stays absent

        def call(*args: Any, **kw: Any) -> Any:
            return getattr(self._pick(args), name)(*args, **kw)

        return call

