"""Toruf at the table (``engine/toruf/``): the partnerships, the 46–90 auction,
trump or no trump, open play, double and redouble, and the card points as tricks
are taken.

Partners sit opposite: seats 0 and 2 against 1 and 3, coloured as teams "a" and
"b" (the human is seat 0, the partner across the table). The adapter reads the
view and the events only; every figure it shows (the lowest bid, the points,
the multiplier's reasons) comes from the engine.

Beyond the :class:`~sheriff_tui.ui.games.Adapter` protocol it offers the table's
optional hooks ``auction_extras``, ``trick_extras`` (the team points, and the
declarer's hand once it lies open), ``status_line``, ``final_view``,
``result_columns``, ``result_notes``, ``sheet_columns``, ``sheet_notes``,
``sheet_headline`` (read by the app's score sheet) and ``match_headline``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from textual.markup import escape

from ....cards import SUIT_NAMES, bits, rank_of, suit_of
from ....engine.core import Action, Event
from ....engine.toruf import View
from ....engine.toruf.duty import ANY, FOLLOW, LEAD, OVERTRUMP, TRUMP, duty
from ....engine.toruf.score import NO_TRUMP, POINTS, TRUMP_CODES, DealResult, team_of, trump_words
from ...cardtext import label, suit_label
from ...text import deal_heading, plural, says
from ...widgets.bid_prompt import MAX_BUTTONS
from .. import PromptSpec, SeatInfo, card_actions, card_prompt
from ..standing import deal_words, match_over
from ..teams import side_role, team_name
from .words import _call_word, _trump_of, as_said_by, one_of, pts, trump_order, trump_text

_SUIT_ORDER = (3, 2, 0, 1)  # ♠ ♥ ♣ ♦: the colours alternate; trumps go to the right end
OPEN_ROW = 9  # the open hand's cards per line under the trick: a line fits the trick box at 80 columns


class TorufAdapter:
    game = "toruf"
    TITLE_MARKUP = True  # the teams in their colours: the names in it escaped

    # -- the table -----------------------------------------------------------------
    def title(self, view: View, ascii: bool) -> str:
        """Markup: the two teams in their colours, the race, the contract once made."""
        return self._title(view, ascii, short=False)

    def short_title(self, view: View, ascii: bool) -> str:
        """The title in fewer words, for 80 columns with long names or a doubled, open contract:
        no target, the trump by its sign ('NT'), '×2' for doubled, '×4' for redoubled."""
        return self._title(view, ascii, short=True)

    def _title(self, view: View, ascii: bool, short: bool) -> str:
        names = view.players
        a, b = view.team_totals
        target = view.rules.target
        # the race and the deal in every form of the title (short too): the match always in view
        parts = [f"Toruf to {target}" if target else "Toruf", deal_words(view, 0 if target else view.rules.deals, word="deal")]
        score = f"{a}–{b}" if short else f"{a} – {b}"
        parts.append(f"[$team-a]{escape(team_name(names, 0))}[/] {score} [$team-b]{escape(team_name(names, 1))}[/]")
        if match_over(view):
            return " · ".join(parts)  # no dealer of a deal that will not come
        trump = _trump_of(view)
        if view.declarer is None:
            parts.append(f"dealer {escape(names[view.dealer])}")
        else:
            contract = f"{escape(names[view.declarer])} {view.contract}"
            if trump is not None and short:
                contract += " " + ("NT" if trump == NO_TRUMP else SUIT_NAMES[trump] if ascii else suit_label(trump, ascii))
            elif trump is not None:
                contract += f" in {trump_text(trump, ascii)}"
            words = {2: " ×2", 4: " ×4"} if short else {2: " doubled", 4: " redoubled"}
            contract += words.get(view.doubled, "") + (" open" if view.opened else "")
            parts.append(contract)
        return " · ".join(parts)

    def role(self, view: View, seat: int) -> str:
        base = side_role(view.seat, seat, team_of)
        if seat == view.declarer:
            return f"{base} · declarer" if base else "declarer"
        if view.declarer is None and seat == view.dealer:
            return f"{base} · dealer" if base else "dealer"
        return base

    def seat_info(self, view: View, seat: int, ascii: bool) -> SeatInfo:
        t = team_of(seat)
        if view.phase == "auction":
            said = [v for s, v in view.bids if s == seat]
            bids = [v for v in said if v]
            first = ((f"bid {bids[-1]} · passed" if bids else "passed") if said[-1] == 0 else f"bid {said[-1]}") if said else ""
        else:
            calls = [_call_word(view, s, a) for s, a in view.calls if s == seat and a != "pass"]
            if seat == view.declarer:
                trump = _trump_of(view)
                first = f"bid {view.contract}" + (f" {suit_label(trump, ascii) if trump != NO_TRUMP else 'NT'}" if trump is not None else "")
            else:
                first = f"team {pts(view.points[t])}" if view.phase != "trump" else ""
            if calls:
                first = (first + " · " if first else "") + ", ".join(calls)
        second = f"{plural(view.won[seat], 'trick')} · {plural(view.hand_counts[seat], 'card')}"
        return SeatInfo(view.players[seat], self.role(view, seat), (first, second), "ab"[t])

    def auction_lines(self, view: View) -> dict[int, str] | None:
        """The auction, then trump and the calls, until the first card is led."""
        if view.phase not in ("auction", "trump", "open", "double", "redouble"):
            return None
        said: dict[int, str] = {}
        for seat, bid in view.bids:
            # a bidder who then passed keeps the bid in view: the partner's bid tells about the hand
            said[seat] = (f"{said[seat]} · passed" if seat in said else "passed") if bid == 0 else f"bid {bid}"
        if view.declarer is not None:
            said[view.declarer] = f"plays {view.contract}" + (" (forced)" if view.forced else "")
        for i, (seat, act) in enumerate(view.calls):
            said[seat] = f"{said.get(seat, '')} · {_call_word(view, seat, act, view.calls[:i])}".lstrip(" ·")
        return {seat: as_said_by(view.players[seat], text) for seat, text in said.items()}

    def auction_extras(self, view: View, ascii: bool) -> tuple[str, int | None, tuple[int | str, ...]]:
        """(the box's title, the seat in bold, a footer line)."""
        names = view.players
        if view.phase == "auction":
            if view.high_seat is None:
                # two lines: one is cut off in the 80-column auction box
                foot = f"No bid yet: {view.lowest_bid} to 90\nIf all pass, {says(names[view.dealer], 'plays')} {view.lowest_bid}"
            elif view.lowest_bid > 90:
                foot = f"High bid {view.high_bid} by {names[view.high_seat]}: only a pass is left"
            else:
                foot = f"High bid {view.high_bid} by {names[view.high_seat]} · next bid {view.lowest_bid} or more"
            return "Auction", view.high_seat, (foot,)
        assert view.declarer is not None
        trump = _trump_of(view)
        team = team_name(names, team_of(view.declarer))
        if trump is None:
            foot = f"{team} need {view.contract} of 90: {says(names[view.declarer], 'names')} trump"
        else:
            foot = f"{team} need {view.contract} of 90 in {trump_text(trump, ascii)}"
        return "Contract", view.declarer, (foot,)

    def trick_extras(self, view: View, cards: dict[int, int], ascii: bool) -> tuple[set[int], dict[int, str], tuple[int | str, ...]]:
        """(no cards face down, a note on point cards, the footer: points and the open hand)."""
        names = view.players
        notes = {s: pts(POINTS[c]) for s, c in cards.items() if POINTS[c]}
        a, b = view.points
        footer: list[int | str] = [f"Points: {team_name(names, 0)} {a} · {team_name(names, 1)} {b}"]
        if view.open_hand is not None and view.declarer is not None and view.declarer != view.seat:
            footer.append(f"\n{names[view.declarer]}'s hand, face up:")
            for i, c in enumerate(self.sort_hand(view, view.open_hand)):
                if i % OPEN_ROW == 0:
                    footer.append("\n")
                footer.append(c)
        elif view.opened and view.declarer == view.seat:
            footer.append("\nYour hand lies face up for everyone")
        return set(), notes, tuple(footer)

    def status_line(self, view: View, turn: str) -> str:
        names = view.players
        me = view.seat
        mine = team_name(names, team_of(me))
        if view.declarer is None:
            return f"{names[me]} · partner {names[view.partner_of(me)]} · {turn}"
        ours = view.points[team_of(me)]
        if team_of(me) == view.bidding_team:
            return f"{mine} {ours} of {view.contract} · {turn}"
        return f"{mine} {ours} · they need {view.contract} · {turn}"

    def sort_hand(self, view: View, hand: int | None = None) -> list[int]:
        """Suits with alternating colours, high to low; the trump suit at the right end."""
        trump = view.trump
        order = [s for s in _SUIT_ORDER if s != trump] + ([trump] if trump is not None else [])
        return sorted(bits(view.hand if hand is None else hand), key=lambda c: (order.index(suit_of(c)), -rank_of(c)))

    # -- prompts ---------------------------------------------------------------------
    def prompt(self, view: View, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        names = view.players
        phase = view.phase
        if phase == "auction":
            if view.high_seat is None:
                high = "No bid yet"
            else:
                high = f"High bid {view.high_bid} by {names[view.high_seat]}"
            bids = [a.value for a in legal if a.act == "bid" and a.value is not None]
            if bids:
                keys = "type it or ↑↓, Enter to bid" if len(bids) > MAX_BUTTONS else "←→ and Enter to bid"  # a stepper, or buttons
                question = f"{high}. Your bid ({min(bids)}–{max(bids)}): {keys}, P to pass"
            else:
                question = f"{high}: no higher bid is left, you can only pass"
            return PromptSpec("bid", question, tuple((str(a.value or "Pass"), a) for a in legal))
        if phase == "trump":
            mine = bits(view.hand)
            choices = []
            for a in sorted(legal, key=lambda a: trump_order(mine, a.suit or "")):
                code = a.suit or ""
                if code == "NT":
                    choices.append(("No trump", a))
                else:
                    s = TRUMP_CODES.index(code)
                    held = sum(1 for c in mine if suit_of(c) == s)
                    choices.append((f"{suit_label(s, ascii)} {SUIT_NAMES[s].capitalize()} ({held})", a))
            forced = " (all passed: you must play it)" if view.forced else ""
            return PromptSpec("choice", f"You play {view.contract}{forced}. Name trump, or no trump:", tuple(choices))
        if phase == "open":
            bonus = view.rules.open_bonus
            words = {"open": f"Play open (+{bonus} if made)" if bonus else "Play open", "pass": "Play closed"}
            return PromptSpec("choice", "Lay your hand face up for everyone?", tuple((words.get(a.act, a.act), a) for a in legal))
        if phase in ("double", "redouble"):
            assert view.declarer is not None
            trump = _trump_of(view)
            contract = f"{says(names[view.declarer], 'plays')} {view.contract} in {trump_text(trump, ascii) if trump is not None else '?'}"
            if phase == "double":
                question = f"{contract}. Double?"
            else:
                doubler = next((names[s] for s, a in view.calls if a == "double"), "a defender")
                question = f"{contract}, doubled by {doubler}. Redouble?"
            words = {"double": "Double", "redouble": "Redouble", "pass": "Pass"}
            return PromptSpec("choice", question, tuple((words.get(a.act, a.act), a) for a in legal))
        return card_prompt(self.play_question(view, ascii), card_actions(legal))

    def play_question(self, view: View, ascii: bool) -> str:
        """The duty that binds this card, said before it is chosen: a player who can't follow
        is told to trump, which card to overtrump, or that any trump (or any card) will do."""
        trump = _trump_of(view)
        d = duty(view.hand, view.trick, NO_TRUMP if trump is None else trump)
        if d.kind == LEAD or d.led is None:
            return "Your lead"
        if d.kind == FOLLOW:
            return "Your play: trumps were led, follow suit" if d.led == view.trump else "Your play: follow suit"
        no = f"no {one_of(d.led, ascii)}"
        if d.kind == ANY:
            return f"Your play: {no}" + (": any card" if view.no_trump else " and no trump: any card")
        heart = one_of(view.trump, ascii)  # type: ignore[arg-type]
        if d.kind == TRUMP:
            return f"Your play: {no}, so you must trump with a {heart}"
        best = label(d.best, ascii)  # type: ignore[arg-type]
        if d.kind == OVERTRUMP:
            return f"Your play: {no}, so you must overtrump the {best}"
        return f"Your play: {no}; none of yours beats the {best}, but you must still trump"

    # -- the log ---------------------------------------------------------------------
    def describe(self, event: Event, view: View, ascii: bool) -> str | None:
        names = view.players
        k = event.kind
        who = names[event.seat] if event.seat is not None else ""
        if k == "dealt":
            race = view.rules.deals if not view.rules.target else None  # a race to a target: no set number of deals
            return f"{deal_heading(view.deal_no, race)}: {says(who, 'deals')}; {team_name(names, 0)} against {team_name(names, 1)}"
        if k == "bid":
            return f"{says(who, 'bids')} {event.value}"
        if k == "pass":
            if event.seat is not None and (event.seat, "pass") in view.calls:
                i = max(j for j, call in enumerate(view.calls) if call == (event.seat, "pass"))  # this pass: its seat's last
                word = _call_word(view, event.seat, "pass", view.calls[:i])
                verb = {"no double": "does not double", "no redouble": "does not redouble", "plays closed": "plays closed"}[word]
                if who == "You":
                    verb = verb.replace("does", "do").replace("plays", "play")
                return f"{who} {verb}"
            return says(who, "passes")
        if k == "contract":
            team = team_name(names, team_of(event.seat or 0))
            if event.data == "forced":
                return f"All passed: {who}, the dealer, must play {event.value} for {team}"
            return f"{says(who, 'wins')} the auction at {event.value} for {team}"
        if k == "trump":
            t = event.value if event.value is not None else NO_TRUMP
            if t == NO_TRUMP:
                return f"{says(who, 'plays')} in no trump"
            return f"{says(who, 'names')} {trump_text(t, ascii)} as trump"
        if k == "open":
            cards = " ".join(label(c, ascii) for c in self.sort_hand(view, sum(1 << c for c in event.cards or ())))
            whose = "your" if who == "You" else "the"
            return f"{says(who, 'lays')} {whose} hand face up: {cards}"
        if k == "double":
            return f"{says(who, 'doubles')}"
        if k == "redouble":
            return f"{says(who, 'redoubles')}"
        if k == "play":
            return f"{says(who, 'plays')} the {label(event.card, ascii)}"  # type: ignore[arg-type]
        if k == "trick":
            won = sum(POINTS[c] for c in event.cards or ())
            last = view.hand_counts[event.seat] == 0 if event.seat is not None else False
            extra = " + 10 for the last trick" if last else ""
            team = team_name(names, team_of(event.seat or 0))
            return f"{says(who, 'takes')} the trick with the {label(event.card, ascii)}: {plural(won, 'point')}{extra} for {team}"  # type: ignore[arg-type]
        if k == "deal_scored":
            return self.result_headline(event.data, view)
        if k == "match_over":
            return self.match_headline(view, event.value, event.data)
        return None

    # -- the deal's end ----------------------------------------------------------------
    def final_view(self, view: View, result: DealResult) -> View:
        """The finished deal: the teams' points as scored, the totals with this deal in. Its phase
        stays the play's: "over" is the match's, and the title said "match over" after deal 1."""
        totals = tuple(t + d for t, d in zip(view.totals, result.scores))  # the view was taken before the score
        return dataclasses.replace(view, points=tuple(result.points), totals=totals, open_hand=None)  # type: ignore[arg-type]

    def result_headline(self, result: DealResult, view: Any) -> str:
        return result.headline(view.players)

    def sheet_headline(self, result: DealResult, view: Any) -> str:
        """The score sheet's short line, outcome early: 'Wyatt 46 hearts: made, took 60'. The sheet's
        columns carry the scores; the long headline was cut off before 'made' at 80 columns.
        Suits in words: the sheet has no ASCII switch."""
        trump = trump_words(result.trump)
        extra = (" forced" if result.forced else "") + {2: " doubled", 4: " redoubled"}.get(result.doubled, "")
        extra += " open" if result.opened else ""
        outcome = "made" if result.made else "failed"
        return f"{view.players[result.declarer]} {result.contract} {trump}{extra}: {outcome}, took {result.points[result.bidding_team]}"

    def result_columns(self, result: DealResult, view: Any) -> tuple[str, ...]:
        return ("team", "side", "card points", "tricks", "change")

    def result_rows(self, result: DealResult, view: Any) -> list[tuple[str, ...]]:
        """A row per team: the table's total column reads seat 0 then 1, one of each team."""
        names = view.players
        rows = []
        for t in (0, 1):
            side = "bidders" if t == result.bidding_team else "defenders"
            tricks = result.tricks[t] + result.tricks[t + 2]
            rows.append((team_name(names, t), side, str(result.points[t]), str(tricks), f"{result.team_scores[t]:+d}"))
        return rows

    def result_notes(self, result: DealResult, view: Any) -> list[str]:
        names = view.players
        lines = [f"{r[0].upper()}{r[1:]}." for r in result.reasons]
        lines.append(f"Last trick (+10): {names[result.last_trick]}.")
        target = view.rules.target
        a, b = view.team_totals
        race = f"Race to {target}: " if target else "Totals: "
        lines.append(f"{race}{team_name(names, 0)} {a}, {team_name(names, 1)} {b}.")
        return lines

    def sheet_columns(self, view: Any) -> list[tuple[str, int]]:
        """A column per partnership: seats 0 and 1 stand for their teams (partners score alike)."""
        return [(team_name(view.players, t), t) for t in (0, 1)]

    def sheet_notes(self, view: Any) -> list[str]:
        target = view.rules.target
        a, b = view.team_totals
        if not target:
            return [f"{team_name(view.players, 0)} {a}, {team_name(view.players, 1)} {b}; {view.rules.deals} deals."]
        return [f"First partnership to {target} wins: {team_name(view.players, 0)} {a}, {team_name(view.players, 1)} {b}."]

    def match_headline(self, view: Any, winner: int | None = None, totals: Any = None) -> str:
        """The winning partnership, from the engine's ``winner`` (a team)."""
        names = view.players
        a, b = (totals[0], totals[1]) if totals else view.team_totals
        if winner is None:
            winner = 0 if a >= b else 1
        won, lost = (a, b) if winner == 0 else (b, a)
        return f"{team_name(names, winner)} win the match, {won} to {lost}"


ADAPTER = TorufAdapter()
