"""Sheepshead's fox game at the table (``form = "fox"``, ``engine/sheepshead/fox.py``).

Four players in two partnerships, seats 0 and 2 against 1 and 3, coloured as
teams "a" and "b". No auction: six cards each, the dealer's left leads. The
tricks are turned face up, so the view counts each team's counters (A 10 K,
and one for the last trick) and tells who holds the fox (A♦) as tricks are
taken. A hand scores 1 for 7 to 9 counters, 2 for 10 to 12, 7 for a back
(every trick), and 1 more for the fox; the match is a race to ``target``
(21 or 42), the totals per seat (partners score alike).
"""

from __future__ import annotations

from typing import Any, Sequence

from ....cards import rank_of, suit_of
from ....engine.core import Action, Event
from ....engine.sheepshead.fox import COUNTERS, FOX, FOX_TRUMPS, team_of
from ...cardtext import label
from ....i18n import _, ngettext
from .. import PromptSpec, SeatInfo, card_actions, card_prompt
from ..standing import deal_words, match_over
from ..teams import side_role, team_name
from .cards_only import CardsOnlyAdapter
from .words import _by, _role, deal_line, scored_line

_SUIT_ORDER = (0, 2, 3, 1)  # ♣ ♥ ♠ after the trumps
_PLAIN_ORDER = {r: i for i, r in enumerate((12, 8, 11, 10, 7))}  # A 10 K Q 9


def _counters(cards: Sequence[int]) -> int:
    return sum(1 for c in cards if COUNTERS >> c & 1)


def _counter_words(n: int) -> str:
    return ngettext("{n} counter", "{n} counters", n).format(n=n)


class FoxAdapter(CardsOnlyAdapter):
    form = "fox"

    # -- teams -----------------------------------------------------------------------
    def team_name(self, view: Any, team: int) -> str:
        return team_name(view.players, team)

    def _target(self, view: Any) -> int:
        return view.rules.target or 21

    def _team_totals(self, view: Any) -> tuple[int, int]:
        return view.totals[0], view.totals[1]  # partners score alike

    # -- the table -----------------------------------------------------------------
    def title(self, view: Any, ascii: bool) -> str:
        a, b = self._team_totals(view)
        parts = [
            _("Fox · race to {n}").format(n=self._target(view)),
            deal_words(view, word="hand"),
            f"{self.team_name(view, 0)} {a} – {b} {self.team_name(view, 1)}",
        ]
        if not match_over(view):
            parts.append(_("fox {card}").format(card=label(FOX, ascii)))
        return " · ".join(parts)

    def role(self, view: Any, seat: int) -> str:
        return side_role(view.seat, seat, team_of)

    def seat_info(self, view: Any, seat: int, ascii: bool) -> SeatInfo:
        t = team_of(seat)
        tricks = ngettext("{n} trick", "{n} tricks", view.won[seat]).format(n=view.won[seat])
        first = f"{tricks}  {ngettext('{n} card', '{n} cards', view.hand_counts[seat]).format(n=view.hand_counts[seat])}"
        n = view.counters[t]
        if view.fox_team == t:  # a panel is 22 columns at 80: the Japanese says the count alone here
            second = ngettext("team {n} counter · fox", "team {n} counters · fox", n).format(n=n)
        else:
            second = ngettext("team {n} counter", "team {n} counters", n).format(n=n)
        return SeatInfo(view.players[seat], _role(self.role(view, seat)), (first, second), "ab"[t])

    def trick_display(self, view: Any, final: bool, ascii: bool) -> dict[str, Any] | None:
        return None  # a card per seat: the table's own trick box

    def trick_extras(self, view: Any, cards: dict[int, int], ascii: bool) -> tuple[set[int], dict[int, str], tuple[int | str, ...]]:
        notes = {s: _("the fox") for s, c in cards.items() if c == FOX}
        a, b = view.counters
        line = _("Counters: {team_a} {a} · {team_b} {b}").format(team_a=self.team_name(view, 0), a=a, team_b=self.team_name(view, 1), b=b)
        if view.fox_team is not None:
            line = (_("{line} · the fox: us") if view.fox_team == team_of(view.seat) else _("{line} · the fox: them")).format(line=line)
        return set(), notes, (line,)

    def status_line(self, view: Any, turn: str) -> str:
        t = team_of(view.seat)
        mine = (_("{team}: {counters} + the fox") if view.fox_team == t else _("{team}: {counters}")).format(
            team=self.team_name(view, t), counters=_counter_words(view.counters[t])
        )
        total = _("{total} of {target}").format(total=view.totals[view.seat], target=self._target(view))
        return f"{mine} · {total} · {turn}"

    def hand_marks(self, view: Any) -> dict[int, str]:
        return {FOX: "fox"} if view.hand >> FOX & 1 else {}

    def sort_hand(self, view: Any) -> list[int]:
        """Trumps first (Q♣ … 9♦), then ♣ ♥ ♠, each A 10 K Q 9."""
        rank = {c: i for i, c in enumerate(FOX_TRUMPS)}

        def key(c: int) -> tuple[int, int]:
            if c in rank:
                return (0, rank[c])
            return (1 + _SUIT_ORDER.index(suit_of(c)), _PLAIN_ORDER.get(rank_of(c), 9))

        hand = view.hand
        return sorted((c for c in range(52) if hand >> c & 1), key=key)

    # -- prompts -----------------------------------------------------------------------
    def prompt(self, view: Any, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        return card_prompt(_("Your lead") if not view.trick else _("Your play: follow suit (trump is a suit)"), card_actions(legal))

    # -- the log -----------------------------------------------------------------------
    def describe(self, event: Event, view: Any, ascii: bool) -> str | None:
        k = event.kind
        who = self.who(event, view)
        if k == "dealt":
            return deal_line(view, who, _("; {team_a} against {team_b}").format(team_a=self.team_name(view, 0), team_b=self.team_name(view, 1)))
        if k == "play":
            return _by(who, _("You play the {card}"), _("{name} plays the {card}"), card=label(event.card, ascii))  # type: ignore[arg-type]
        if k == "trick":
            cards = event.cards or ()
            n = _counters(cards)
            last = view.hand_counts[event.seat] == 0 if event.seat is not None else False
            card = label(event.card, ascii)  # type: ignore[arg-type]
            text = _by(who, _("You take the trick with the {card}: {points}"), _("{name} takes the trick with the {card}: {points}"), card=card, points=_counter_words(n))
            if last:
                text = _("{text} + 1 for the last trick").format(text=text)
            if FOX in cards:
                team = self.team_name(view, team_of(event.seat))  # type: ignore[arg-type]
                text = _("{text}. The fox ({card}) is caught: a point for {team}").format(text=text, card=label(FOX, ascii), team=team)
            return text
        if k == "deal_scored":
            return scored_line(self.result_headline(event.data, view), event.data, view.players)
        if k == "match_over":
            a, b = self._team_totals(view) if not event.data else (event.data[0], event.data[1])
            win = 0 if a > b else 1
            return _("The match is over: {team} win, {high} to {low}").format(team=self.team_name(view, win), high=max(a, b), low=min(a, b))
        return f"{who} {k.replace('_', ' ')}".strip()

    # -- the deal's end ----------------------------------------------------------------
    def final_view(self, view: Any, result: Any) -> Any:
        totals = tuple(t + d for t, d in zip(view.totals, result.scores))  # the view was taken before the score
        return view._replace(counters=tuple(result.counters), fox_team=result.fox_team, totals=totals)

    def result_headline(self, result: Any, view: Any) -> str:
        return result.headline(view.players)

    def result_columns(self, result: Any, view: Any) -> tuple[str, ...]:
        return ("player", "team", "tricks", "change")

    def result_rows(self, result: Any, view: Any) -> list[tuple[str, ...]]:
        return [
            (name, self.team_name(view, team_of(s)), str(result.tricks[s]), f"{result.scores[s]:+d}")
            for s, name in enumerate(view.players)
        ]

    def result_notes(self, result: Any, view: Any) -> list[str]:
        lines = []
        if result.auto_back is not None:
            lines.append(_("{name} was dealt all six fox catchers: 14 points, the hand not played.").format(name=view.players[result.auto_back]))
        else:
            for t in (0, 1):
                parts = [_counter_words(result.counters[t])]
                if result.back == t:
                    parts.append(_("a back (every trick): 7"))
                if result.fox_team == t:
                    parts.append(_("the fox: +1"))
                points = ngettext("{n} point", "{n} points", result.team_points[t]).format(n=result.team_points[t])
                lines.append(_("{team}: {parts} → {points}.").format(team=self.team_name(view, t), parts=_(", ").join(parts), points=points))
            lines.append(_("7 to 9 counters score 1, 10 to 12 score 2, every trick 7; the fox 1 more."))
        a, b = self._team_totals(view)
        lines.append(
            _("Race to {n}: {team_a} {a}, {team_b} {b}.").format(n=self._target(view), team_a=self.team_name(view, 0), a=a, team_b=self.team_name(view, 1), b=b)
        )
        return lines


FOX_TABLE = FoxAdapter()
