"""The two-hand battery games at the table (``form = "battery"``, ``engine/sheepshead/battery.py``).

Two players; each has stacks on the table (a face-up card on a face-down one)
and, in layout 1, a hand. ``view.source`` says where the player to act plays
from. The Hand row shows the human's hand and, after a gap, the face-up cards
of the battery (tagged ``bat``; the trick box's footer shows what lies under); only the
cards of the source in play are selectable. The trick box lists the trick's
four (or two) cards by player and source, and its footer draws both players'
stacks: the face-up card, then a card back when a card lies under it.
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.cells import cell_len

from ....cards import rank_of, suit_of
from ....engine.core import Action, Event
from ....engine.sheepshead.battery import TR
from ....engine.tricks import winner_index
from ...cardtext import label
from ....i18n import N_, _, ngettext
from ...widgets.trick import BACK
from .. import PromptSpec, SeatInfo, card_actions, card_prompt
from ..standing import deal_words, leaders, match_over
from .cards_only import CardsOnlyAdapter
from .words import _FAIL_ORDER, _SUIT_ORDER, _by, _you, deal_line, scored_line

_SOURCES = {"hand": N_("hand"), "battery": N_("battery")}  # where a card comes from (the engine's words)


def _source(src: str) -> str:
    return _(_SOURCES[src]) if src in _SOURCES else src


def _pts(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _tops(view: Any, seat: int) -> list[int]:
    return [up for up, _ in view.stacks[seat] if up is not None]


class BatteryAdapter(CardsOnlyAdapter):
    form = "battery"

    def _other(self, view: Any) -> int:
        return 1 - view.seat

    # -- the table -------------------------------------------------------------------
    def title(self, view: Any, ascii: bool) -> str:
        rules = view.rules
        names = view.players
        parts = [_("Battery"), deal_words(view, rules.deals, rules.target, word="deal")]
        parts.append(f"{names[0]} {view.totals[0]} – {view.totals[1]} {names[1]}")
        if not match_over(view):
            parts.append(_("trump {suit} (Q J above)").format(suit="D" if ascii else "♦"))
        return " · ".join(parts)

    def seat_info(self, view: Any, seat: int, ascii: bool) -> SeatInfo:
        if view.rules.battery_layout == 1:
            first = _("hand {cards}").format(cards=ngettext("{n} card", "{n} cards", view.hand_counts[seat]).format(n=view.hand_counts[seat]))
        else:
            first = _("no hand")
        tops = len(_tops(view, seat))
        downs = sum(1 for _up, d in view.stacks[seat] if d)
        first = _("{hand} · battery {up} up, {down} down").format(hand=first, up=tops, down=downs)
        tricks = ngettext("{n} trick", "{n} tricks", view.won[seat]).format(n=view.won[seat])
        second = _("{points} pts  {tricks}").format(points=view.points[seat], tricks=tricks)
        return SeatInfo(view.players[seat], "", (first, second), None)

    def stacks_footer(self, view: Any) -> tuple[int | str, ...]:
        """Both players' stacks, the opponent's first: a face-up card, a back when one lies under."""
        names = view.players
        width = max(cell_len(n) for n in names)  # in cells: a name in Japanese takes two a character
        out: list[int | str] = []
        for s in (self._other(view), view.seat):
            out.append(("\n" if out else "") + names[s] + " " * (width - cell_len(names[s]) + 1))
            for up, down in view.stacks[s]:
                out.append(" ")
                if up is not None:
                    out.append(up)
                else:
                    out.append(" —  ")
                out.append(BACK if down else "    ")
        return tuple(out)

    def trick_display(self, view: Any, final: bool, ascii: bool) -> dict[str, Any] | None:
        names = view.players
        footer = self.stacks_footer(view)
        if (view.trick or not view.history) and not final:
            labels = [f"{names[s]} · {_source(src)}" for s, src in view.order]
            cards = {i: c for i, c in enumerate(view.trick)}
            to_act = len(view.trick) if view.to_act is not None else None
            return dict(names=labels, cards=cards, leader=0, winner=None, to_act=to_act, title=_("Trick"), footer=footer)
        last = view.history[-1]
        seats = [last.leader if i % 2 == 0 else 1 - last.leader for i in range(len(last.cards))]
        labels = [names[s] for s in seats]
        cards = {i: c for i, c in enumerate(last.cards)}
        win = winner_index(TR, last.cards)
        return dict(names=labels, cards=cards, leader=0, winner=win, to_act=None, title=_("Last trick") if final else _("Trick won"), footer=footer)

    def trick_extras(self, view: Any, cards: dict[int, int], ascii: bool) -> tuple[set[int], dict[int, str], tuple[int | str, ...]]:
        return set(), {}, ()

    def status_line(self, view: Any, turn: str) -> str:
        me, other = view.seat, self._other(view)
        names = view.players
        parts = [_("{me} {a} · {other} {b} pts").format(me=names[me], a=view.points[me], other=names[other], b=view.points[other])]
        if view.to_act == me:
            parts.append(_("play from your hand") if view.source == "hand" else _("play from your battery"))
        elif view.to_act is not None:
            where = _("{name} plays from the hand") if view.source == "hand" else _("{name} plays from the battery")
            parts.append(where.format(name=names[view.to_act]))
        else:
            parts.append(turn)
        return " · ".join(parts)

    def hand_marks(self, view: Any) -> dict[int, str]:
        me = view.seat
        return {up: "bat" for up, _ in view.stacks[me] if up is not None}

    def _sort(self, cards: Sequence[int]) -> list[int]:
        rank = {c: i for i, c in enumerate(view_trumps())}

        def key(c: int) -> tuple[int, int]:
            if c in rank:
                return (0, rank[c])
            return (1 + _SUIT_ORDER.index(suit_of(c)), _FAIL_ORDER.get(rank_of(c), 9))

        return sorted(cards, key=key)

    def sort_hand(self, view: Any) -> list[int]:
        """The hand sorted, then the battery's face-up cards in their stacks' order."""
        hand = [c for c in range(64) if view.hand >> c & 1]
        return self._sort(hand) + _tops(view, view.seat)

    # -- prompts -----------------------------------------------------------------------
    def prompt(self, view: Any, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        if view.source == "hand":
            question = _("Your lead from your hand") if not view.trick else _("Your play from your hand")
        else:
            question = _("Your lead from your battery (the cards tagged bat)") if not view.trick else _("Your play from your battery (the cards tagged bat)")
        return card_prompt(question, card_actions(legal))

    # -- the log -----------------------------------------------------------------------
    def describe(self, event: Event, view: Any, ascii: bool) -> str | None:
        names = view.players
        k = event.kind
        who = self.who(event, view)
        if k == "dealt":
            return deal_line(view, who)
        if k == "play":
            card = label(event.card, ascii)  # type: ignore[arg-type]
            if event.value == 1:
                return _by(who, _("You play the {card} from your battery"), _("{name} plays the {card} from the battery"), card=card)
            return _by(who, _("You play the {card} from your hand"), _("{name} plays the {card} from the hand"), card=card)
        if k == "trick":
            pts = _pts(sum(_points_of(c) for c in event.cards or ()))
            card = label(event.card, ascii)  # type: ignore[arg-type]
            return _by(who, _("You take the trick with the {card}: {points}"), _("{name} takes the trick with the {card}: {points}"), card=card, points=pts)
        if k == "deal_scored":
            return scored_line(self.result_headline(event.data, view), event.data, names)
        if k == "match_over":
            best, seats = leaders(list(event.data or view.totals))
            if len(seats) > 1:
                return _("The match is over: a tie at {n}").format(n=best)
            return _by(names[seats[0]], _("The match is over: You win with {n}"), _("The match is over: {name} wins with {n}"), n=best)
        return f"{who} {k.replace('_', ' ')}".strip()

    # -- the deal's end ----------------------------------------------------------------
    def final_view(self, view: Any, result: Any) -> Any:
        empty = tuple(tuple((None, False) for _ in s) for s in view.stacks)
        totals = tuple(t + d for t, d in zip(view.totals, result.scores))
        return view._replace(points=tuple(result.points), won=tuple(result.tricks), stacks=empty, totals=totals)

    def result_headline(self, result: Any, view: Any) -> str:
        return result.headline(view.players, you=_you(view.players))

    def result_columns(self, result: Any, view: Any) -> tuple[str, ...]:
        return ("player", "tricks", "points", "change")

    def result_rows(self, result: Any, view: Any) -> list[tuple[str, ...]]:
        return [(name, str(result.tricks[s]), str(result.points[s]), f"{result.scores[s]:+d}") for s, name in enumerate(view.players)]

    def result_notes(self, result: Any, view: Any) -> list[str]:
        lines = [_("The more card points wins: 61 to 90 scores 1, 91 or more 2, every trick 3; 60-60 is a draw.")]
        if view.rules.target:
            lines.append(_("The match goes to {n}.").format(n=view.rules.target))
        return lines


def view_trumps() -> tuple[int, ...]:
    from ....engine.sheepshead.battery import STANDARD

    return STANDARD.trumps


def _points_of(c: int) -> int:
    from ....engine.sheepshead.cards import POINTS

    return POINTS[c]


BATTERY = BatteryAdapter()
