"""The southern-Indiana four-hand game at the table (``form = "indiana"``).

The engine's standard view serves it (see ``engine/sheepshead/indiana.py``):
no blind; an auction from the dealer's left where each player passes or plays
the hand: ``call`` an ace (a secret partner, as in the called-ace game),
``best`` (alone, hearts trump), ``side_solo`` {C, S, D} (alone, that suit
trump), ``billy`` (alone, taking no trick). Scores are only won, in a race to
``rules.target`` (24). The view's ``kind`` names the contract once made; its
``deck`` the trump suit.

The auction is a row of buttons (Pass, Call A♣ …, Best, Side solo ♣ …,
Billy); the play, the partner's secrecy and the trick points are the standard
table's.
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.cells import cell_len

from ....cards import SUIT_NAMES
from ....engine.core import Action, Event
from ....engine.sheepshead.cards import HEARTS
from ....engine.sheepshead.indiana import SIDE_SUITS
from ...cardtext import label, suit_label
from ....i18n import N_, _, ngettext
from .. import PromptSpec, SeatInfo
from ..standing import deal_words, match_over, own_total
from .adapter import SheepsheadAdapter
from .words import _by, _partners, _role, _suit, _you

# the contracts' words as the adapter keeps them (English, compared in the code), shown _()-ed
_CONTRACT_WORDS = (
    N_("Caller"), N_("Best"), N_("Billy"), N_("Thrown in"), N_("Call"),
    N_("Side solo in clubs"), N_("Side solo in spades"), N_("Side solo in diamonds"), N_("Side solo in hearts"),
    N_("caller"), N_("best"), N_("billy"), N_("thrown in"), N_("call"),
    N_("side solo in clubs"), N_("side solo in spades"), N_("side solo in diamonds"), N_("side solo in hearts"),
    N_("declarer"), N_("caller's side"),
)
CONTRACTS = ("call", "best", "side_solo", "billy")
ROW_WIDTH = 77  # the prompt's buttons at 80 columns (each: its label, padding and a gap)


def _contract(view_or_result: Any) -> str:
    kind = getattr(view_or_result, "kind", "")
    return kind if kind in CONTRACTS or kind == "thrown" else ""


def _trump_suit(view: Any) -> int:
    deck = getattr(view, "deck", None)
    return deck.trump_suit if deck is not None else HEARTS


def _target(rules: Any) -> int:
    return rules.target or 24


class IndianaAdapter(SheepsheadAdapter):
    """The standard table's play with Indiana's auction, roles and score."""

    def draws(self, rules: Any) -> bool:
        return getattr(rules, "form", "") == "indiana"

    def unsupported(self, view: Any) -> str | None:
        return None

    # -- words ---------------------------------------------------------------------
    def contract_name(self, kind: str, trump: int, ascii: bool = False) -> str:
        if kind == "side_solo":
            return f"side solo in {SUIT_NAMES[trump]}"  # kept in English: _()-ed where shown
        return {"call": "call", "best": "best", "billy": "billy", "thrown": "thrown in"}.get(kind, kind)

    def role(self, view: Any, seat: int) -> str:
        kind = _contract(view)
        if not kind or view.picker is None:
            return "dealer" if seat == view.dealer else ""
        if seat == view.picker:
            if kind == "call":
                return "Caller"
            return self.contract_name(kind, _trump_suit(view)).capitalize()
        if kind != "call":
            return "Opponent"
        partners = _partners(view)
        mine = getattr(view, "i_am_partner", False)
        if seat in partners or seat == view.seat and mine:
            return "Partner"
        if partners or seat == view.seat:
            return "Opponent"  # the partner is known, or this seat would know it is one
        return ""

    def title(self, view: Any, ascii: bool) -> str:
        names = view.players
        trump = _trump_suit(view)
        parts = [_("Race to {n}").format(n=_target(view.rules)), deal_words(view, word="deal"), own_total(view)]
        if match_over(view):
            return " · ".join(parts)  # no dealer of a deal that will not come
        kind = _contract(view)
        if view.picker is None or not kind:
            parts.append(_("dealer {name}").format(name=names[view.dealer]))
            parts.append(_("bidding"))
        elif kind == "call":
            who = names[view.picker]
            if view.called is not None:
                parts.append(_by(who, _("You call {card}"), _("{name} calls {card}"), card=label(view.called, ascii)))
            else:
                parts.append(_by(who, _("You call"), _("{name} calls")))
            partners = _partners(view)
            parts.append(_("partner {names}").format(names=" & ".join(names[s] for s in partners)) if partners else _("partner ?"))
        else:
            who = names[view.picker]
            if kind == "best":
                parts.append(_("{name}: best, alone").format(name=who))
            elif kind == "billy":
                parts.append(_("{name}: billy: no trick, alone").format(name=who))
            else:
                parts.append(_("{name}: {contract}, alone").format(name=who, contract=_role(self.contract_name(kind, trump))))
        parts.append(_("trump {symbol} {suit}").format(symbol=suit_label(trump, ascii), suit=_suit(trump)))
        return " · ".join(parts)

    def short_title(self, view: Any, ascii: bool) -> str:
        """Its own title, not the five-hand game's short one: the table cuts it with an ellipsis if it must."""
        return self.title(view, ascii)

    def seat_info(self, view: Any, seat: int, ascii: bool) -> SeatInfo:
        role = self.role(view, seat)
        low = role.lower()
        team = None
        if low and low != "dealer":
            team = "b" if low == "opponent" else "a"
        kind = _contract(view)
        if view.phase == "pick" or view.picker is None:
            first = _("passed") if seat in view.passed else ""
            second = ngettext("{n} card", "{n} cards", view.hand_counts[seat]).format(n=view.hand_counts[seat])
        else:
            if seat == view.picker:
                if kind == "call" and view.called is not None:
                    first = _("called {card}").format(card=label(view.called, ascii))
                else:
                    first = _role(self.contract_name(kind, _trump_suit(view), ascii))
            elif seat == view.partner and view.called is not None:
                first = _("has the {card}").format(card=label(view.called, ascii))
            else:
                first = ""
            tricks = ngettext("{n} trick", "{n} tricks", view.won[seat]).format(n=view.won[seat])
            second = _("{points} pts  {tricks}").format(points=view.points[seat], tricks=tricks)
        return SeatInfo(view.players[seat], _role(role), (first, second), team)

    def auction_lines(self, view: Any) -> dict[int, str] | None:
        if view.phase != "pick":
            return None
        return {s: _("passed") for s in view.passed}

    def auction_extras(self, view: Any, ascii: bool) -> tuple[str, int | None, tuple[int | str, ...]]:
        return _("Bidding"), None, (_("No blind: the first to bid plays"),)

    def trick_extras(self, view: Any, cards: dict[int, int], ascii: bool) -> tuple[set[int], dict[int, str], tuple[int | str, ...]]:
        notes: dict[int, str] = {}
        if view.called is not None:
            for s, c in cards.items():
                if c == view.called:
                    notes[s] = _("called card: partner")
        kind = _contract(view)
        trump = _trump_suit(view)
        footer: tuple[int | str, ...] = (_("Trump {suit}: J Q above A 10 K 9 8 7").format(suit=suit_label(trump, ascii)),)
        if kind == "billy" and view.picker is not None:
            footer = (_("Billy: {name} must take no trick").format(name=view.players[view.picker]),)
        return set(), notes, footer

    def side_points(self, view: Any) -> tuple[str, int] | None:
        kind = _contract(view)
        if view.picker is None or not kind or kind == "thrown":
            return None
        pts = view.points[view.picker]
        if kind != "call":
            return ("declarer", pts)
        partners = _partners(view)
        if partners:
            return ("caller's side", pts + sum(view.points[p] for p in partners))
        return ("caller", pts)

    def turn_words(self, view: Any) -> str | None:
        """The southern-Indiana game bids where the others pick."""
        return _("to bid") if view.phase == "pick" else None

    def status_line(self, view: Any, turn: str) -> str:
        me = view.seat
        parts = [view.players[me]]
        role = self.role(view, me)
        if role and role != "dealer":
            parts.append(_(role.lower()))
        if view.phase != "pick":
            parts.append(_("{n} pts").format(n=view.points[me]))
            side = self.side_points(view)
            if side is not None and (me != view.picker or side[0] == "caller's side"):
                parts.append(f"{_(side[0])} {side[1]}")
        parts.append(_("total {total}/{target}").format(total=view.totals[me], target=_target(view.rules)))
        parts.append(turn)
        return " · ".join(parts)

    def hand_marks(self, view: Any) -> dict[int, str]:
        return {}

    # -- the auction -----------------------------------------------------------------
    def prompt(self, view: Any, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        if view.phase != "pick":
            return super().prompt(view, legal, ascii)
        choices = tuple((self._bid_label(a, ascii), a) for a in legal)
        if sum(cell_len(t) + 3 for t, _a in choices) > ROW_WIDTH:
            # three calls and three side solos don't fit a row of 80 columns: "Solo ♣"
            choices = tuple((self._bid_label(a, ascii, short=True), a) for a in legal)
        calls = [a for a in legal if a.act == "call"]
        if calls:
            question = _("Pass, call an ace you lack (its holder partners you), or alone: best ({suit} trump), side solo (names trump), billy (no trick)")
        else:
            question = _("Pass, or alone: best ({suit} trump), side solo (names trump), billy (no trick)")
        return PromptSpec("choice", question.format(suit=suit_label(HEARTS, ascii)), choices)

    def _bid_label(self, a: Action, ascii: bool, short: bool = False) -> str:
        if a.act == "pass":
            return _("Pass")
        if a.act == "call" and a.card is not None:
            return _("Call {card}").format(card=label(a.card, ascii))
        if a.act == "side_solo":
            suit = SIDE_SUITS.get(a.suit or "", 0)
            return (_("Solo {suit}") if short else _("Side solo {suit}")).format(suit=suit_label(suit, ascii))
        return _role(a.act.capitalize())  # Best, Billy

    # -- the log -----------------------------------------------------------------------
    def describe(self, event: Event, view: Any, ascii: bool) -> str | None:
        k = event.kind
        names = view.players
        who = names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else ""
        if k == "best":
            return _by(who, _("You play a best: alone, hearts trump"), _("{name} plays a best: alone, hearts trump"))
        if k == "side_solo":
            suit = _suit(SIDE_SUITS.get(event.data or "", 0))
            return _by(who, _("You play a side solo in {suit}: alone, {suit} trump"), _("{name} plays a side solo in {suit}: alone, {suit} trump"), suit=suit)
        if k == "billy":
            return _by(who, _("You play a billy: alone, to take no trick"), _("{name} plays a billy: alone, to take no trick"))
        if k == "call":
            card = label(event.card, ascii) if event.card is not None else _("an ace")
            if event.card is not None and event.seat != view.seat and view.hand >> event.card & 1:
                return _("{name} calls the {card}: you hold it, you are the partner").format(name=who, card=card)
            return _by(who, _("You call the {card}"), _("{name} calls the {card}"), card=card)
        return super().describe(event, view, ascii)

    # -- the deal's end ----------------------------------------------------------------
    def result_headline(self, result: Any, view: Any) -> str:
        return result.headline(view.players, you=_you(view.players))

    def result_columns(self, result: Any, view: Any) -> tuple[str, ...]:
        return ("player", "role", "tricks", "points", "change")

    def result_role(self, result: Any, view: Any, s: int, side: tuple[int, ...]) -> str:
        kind = _contract(result)
        if kind == "thrown" or result.picker is None:
            return ""
        if s == result.picker:
            return _("caller") if kind == "call" else _role(self.contract_name(kind, _trump_suit(view)))
        return _("partner") if s in side else _("opponent")

    def result_notes(self, result: Any, view: Any) -> list[str]:
        names = view.players
        kind = _contract(result)
        target = _target(view.rules)
        lines: list[str] = []
        if kind == "thrown" or result.picker is None:
            lines.append(_("Nobody played the hand: no score."))
        elif kind == "call":
            who = names[result.side[0]] if result.side else ""
            for s in result.side[1:]:
                who = _("{some} and {last}").format(some=who, last=names[s])
            verdict = _("won, 61 or more") if result.won else _("lost, 60 or less")
            tricks = ngettext("{n} trick", "{n} tricks", result.side_tricks).format(n=result.side_tricks)
            lines.append(_("{who}: {n} points{bury} in {tricks}: {verdict}.").format(who=who, n=result.side_points, bury="", tricks=tricks, verdict=verdict))
            lines.append(_("Winners score 2 each; 4 when the losers have 30 or less; 6 when they took no trick."))
        elif kind == "billy":
            tricks = ngettext("{n} trick", "{n} tricks", result.side_tricks).format(n=result.side_tricks)
            words = _("{name} took {tricks}: a billy made scores 18.") if result.won else _("{name} took {tricks}: beaten, 6 for each opponent.")
            lines.append(words.format(name=names[result.picker], tricks=tricks))
        elif kind == "best":
            words = _("{name}: {n} points: a best made wins the game.") if result.won else _("{name}: {n} points: beaten, 6 for each opponent.")
            lines.append(words.format(name=names[result.picker], n=result.side_points))
        else:
            words = _("{name}: {n} points: a side solo made scores 18.") if result.won else _("{name}: {n} points: beaten, 6 for each opponent.")
            lines.append(words.format(name=names[result.picker], n=result.side_points))
        lines.append(_("Scores are only won: the first to {n} wins the match.").format(n=target))
        return lines


INDIANA = IndianaAdapter()
