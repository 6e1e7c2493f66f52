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

from ....cards import SUIT_NAMES
from ....engine.core import Action, Event
from ....engine.sheepshead.cards import HEARTS
from ....engine.sheepshead.indiana import SIDE_SUITS
from ...cardtext import label, suit_label
from ...text import plural, says
from .. import PromptSpec, SeatInfo
from ..standing import deal_words, match_over, own_total
from .adapter import SheepsheadAdapter
from .words import _partners

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
            return f"side solo in {SUIT_NAMES[trump]}"
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
        parts = [f"Race to {_target(view.rules)}", deal_words(view, word="deal"), own_total(view)]
        if match_over(view):
            return " · ".join(parts)  # no dealer of a deal that will not come
        kind = _contract(view)
        if view.picker is None or not kind:
            parts.append(f"dealer {names[view.dealer]}")
            parts.append("bidding")
        elif kind == "call":
            parts.append(says(names[view.picker], "calls") + (f" {label(view.called, ascii)}" if view.called is not None else ""))
            partners = _partners(view)
            parts.append("partner " + " & ".join(names[s] for s in partners) if partners else "partner ?")
        else:
            words = {"best": "best, alone", "billy": "billy: no trick, alone"}.get(kind, self.contract_name(kind, trump) + ", alone")
            parts.append(f"{names[view.picker]}: {words}")
        parts.append(f"trump {suit_label(trump, ascii)} {SUIT_NAMES[trump]}")
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
            first = "passed" if seat in view.passed else ""
            second = plural(view.hand_counts[seat], "card")
        else:
            if seat == view.picker:
                first = f"called {label(view.called, ascii)}" if kind == "call" and view.called is not None else self.contract_name(kind, _trump_suit(view), ascii)
            elif seat == view.partner and view.called is not None:
                first = f"has the {label(view.called, ascii)}"
            else:
                first = ""
            second = f"{view.points[seat]} pts  {plural(view.won[seat], 'trick')}"
        return SeatInfo(view.players[seat], role, (first, second), team)

    def auction_lines(self, view: Any) -> dict[int, str] | None:
        if view.phase != "pick":
            return None
        return {s: "passed" for s in view.passed}

    def auction_extras(self, view: Any, ascii: bool) -> tuple[str, int | None, tuple[int | str, ...]]:
        return "Bidding", None, ("No blind: the first to bid plays",)

    def trick_extras(self, view: Any, cards: dict[int, int], ascii: bool) -> tuple[set[int], dict[int, str], tuple[int | str, ...]]:
        notes: dict[int, str] = {}
        if view.called is not None:
            for s, c in cards.items():
                if c == view.called:
                    notes[s] = "called card: partner"
        kind = _contract(view)
        trump = _trump_suit(view)
        footer: tuple[int | str, ...] = (f"Trump {suit_label(trump, ascii)}: J Q above A 10 K 9 8 7",)
        if kind == "billy" and view.picker is not None:
            footer = (f"Billy: {view.players[view.picker]} must take no trick",)
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
        return "to bid" if view.phase == "pick" else None

    def status_line(self, view: Any, turn: str) -> str:
        me = view.seat
        parts = [view.players[me]]
        role = self.role(view, me)
        if role and role != "dealer":
            parts.append(role.lower())
        if view.phase != "pick":
            parts.append(f"{view.points[me]} pts")
            side = self.side_points(view)
            if side is not None and (me != view.picker or side[0] == "caller's side"):
                parts.append(f"{side[0]} {side[1]}")
        parts.append(f"total {view.totals[me]}/{_target(view.rules)}")
        parts.append(turn)
        return " · ".join(parts)

    def hand_marks(self, view: Any) -> dict[int, str]:
        return {}

    # -- the auction -----------------------------------------------------------------
    def prompt(self, view: Any, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        if view.phase != "pick":
            return super().prompt(view, legal, ascii)
        choices = tuple((self._bid_label(a, ascii), a) for a in legal)
        if sum(len(t) + 3 for t, _ in choices) > ROW_WIDTH:
            # three calls and three side solos don't fit a row of 80 columns: "Solo ♣"
            choices = tuple((self._bid_label(a, ascii, short=True), a) for a in legal)
        calls = [a for a in legal if a.act == "call"]
        ask = "call an ace you lack (its holder partners you), " if calls else ""
        question = f"Pass, {ask}or alone: best ({suit_label(HEARTS, ascii)} trump), side solo (names trump), billy (no trick)"
        return PromptSpec("choice", question, choices)

    def _bid_label(self, a: Action, ascii: bool, short: bool = False) -> str:
        if a.act == "pass":
            return "Pass"
        if a.act == "call" and a.card is not None:
            return f"Call {label(a.card, ascii)}"
        if a.act == "side_solo":
            suit = SIDE_SUITS.get(a.suit or "", 0)
            return f"{'Solo' if short else 'Side solo'} {suit_label(suit, ascii)}"
        return a.act.capitalize()

    # -- the log -----------------------------------------------------------------------
    def describe(self, event: Event, view: Any, ascii: bool) -> str | None:
        k = event.kind
        names = view.players
        who = names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else ""
        if k == "best":
            return f"{says(who, 'plays')} a best: alone, hearts trump"
        if k == "side_solo":
            suit = SIDE_SUITS.get(event.data or "", 0)
            return f"{says(who, 'plays')} a side solo in {SUIT_NAMES[suit]}: alone, {SUIT_NAMES[suit]} trump"
        if k == "billy":
            return f"{says(who, 'plays')} a billy: alone, to take no trick"
        if k == "call":
            card = label(event.card, ascii) if event.card is not None else "an ace"
            mine = ""
            if event.card is not None and event.seat != view.seat and view.hand >> event.card & 1:
                mine = ": you hold it, you are the partner"
            return f"{says(who, 'calls')} the {card}{mine}"
        return super().describe(event, view, ascii)

    # -- the deal's end ----------------------------------------------------------------
    def result_headline(self, result: Any, view: Any) -> str:
        names = view.players
        kind = _contract(result)
        if kind == "thrown" or result.picker is None:
            return "Everyone passed: the hand is thrown in"
        who = names[result.picker]
        outcome = "made" if result.won else "beaten"
        if kind == "call":
            mates = " & ".join(names[s] for s in result.partners) or "nobody"
            side = "won" if result.won else "lost"
            return f"{says(who, 'called')} {label(result.called)}, partner {mates}: {result.side_points} points, {side}"
        whose = "Your" if who == "You" else f"{who}'s"
        if kind == "billy":
            return f"{whose} billy {outcome}: {plural(result.side_tricks, 'trick')} taken"
        return f"{whose} {self.contract_name(kind, self._result_trump(result, view))} {outcome}: {result.side_points} points"

    def _result_trump(self, result: Any, view: Any) -> int:
        return _trump_suit(view)

    def result_columns(self, result: Any, view: Any) -> tuple[str, ...]:
        return ("player", "role", "tricks", "points", "change")

    def result_role(self, result: Any, view: Any, s: int, side: tuple[int, ...]) -> str:
        kind = _contract(result)
        if kind == "thrown" or result.picker is None:
            return ""
        if s == result.picker:
            return "caller" if kind == "call" else self.contract_name(kind, _trump_suit(view))
        return "partner" if s in side else "opponent"

    def result_notes(self, result: Any, view: Any) -> list[str]:
        names = view.players
        kind = _contract(result)
        target = _target(view.rules)
        lines: list[str] = []
        if kind == "thrown" or result.picker is None:
            lines.append("Nobody played the hand: no score.")
        elif kind == "call":
            who = " and ".join(names[s] for s in result.side)
            verdict = "won, 61 or more" if result.won else "lost, 60 or less"
            lines.append(f"{who}: {result.side_points} points in {plural(result.side_tricks, 'trick')}: {verdict}.")
            lines.append("Winners score 2 each; 4 when the losers have 30 or less; 6 when they took no trick.")
        elif kind == "billy":
            lines.append(f"{names[result.picker]} took {plural(result.side_tricks, 'trick')}: " + ("a billy made scores 18." if result.won else "beaten, 6 for each opponent."))
        elif kind == "best":
            lines.append(f"{names[result.picker]}: {result.side_points} points: " + ("a best made wins the game." if result.won else "beaten, 6 for each opponent."))
        else:
            lines.append(f"{names[result.picker]}: {result.side_points} points: " + ("a side solo made scores 18." if result.won else "beaten, 6 for each opponent."))
        lines.append(f"Scores are only won: the first to {target} wins the match.")
        return lines


INDIANA = IndianaAdapter()
