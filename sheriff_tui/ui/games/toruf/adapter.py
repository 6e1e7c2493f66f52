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
from ....engine.toruf.score import NO_TRUMP, POINTS, TRUMP_CODES, DealResult, team_of, trump_said
from ....i18n import NP_, _, ngettext, pgettext
from ...cardtext import label, suit_label
from ...text import deal_heading
from ...widgets.bid_prompt import MAX_BUTTONS
from .. import PromptSpec, SeatInfo, card_actions, card_prompt
from ..standing import deal_words, match_over
from ..teams import side_role, team_name
from .words import SUIT_TITLES, _call_word, _trump_of, as_said_by, by, call_text, one_of, pts, trump_order, trump_text

_SUIT_ORDER = (3, 2, 0, 1)  # ♠ ♥ ♣ ♦: the colours alternate; trumps go to the right end
OPEN_ROW = 9  # the open hand's cards per line under the trick: a line fits the trick box at 80 columns


# the bid prompt's words as Toruf's players say them (ビッド, not Sheriff's 宣言): the shared prompt
# looks them up with the game's name as the context (``BidPrompt.said``)
BID_WORDS = (
    NP_("toruf", "Bid"),
    NP_("toruf", "{typed} is not a bid here: you can only pass"),
    NP_("toruf", "{typed} is not a bid here: {bids}, or pass"),
    NP_("toruf", "{typed} is not a bid here: {bids}"),
    NP_("toruf", "bid {n}"),  # a hint's move (``hints.prompt_words``)
)


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
        parts = [_("Toruf to {target}").format(target=target) if target else _("Toruf"), deal_words(view, 0 if target else view.rules.deals, word="deal")]
        score = f"{a}–{b}" if short else f"{a} – {b}"
        parts.append(f"[$team-a]{escape(team_name(names, 0))}[/] {score} [$team-b]{escape(team_name(names, 1))}[/]")
        if match_over(view):
            return " · ".join(parts)  # no dealer of a deal that will not come
        trump = _trump_of(view)
        if view.declarer is None:
            parts.append(_("dealer {name}").format(name=escape(names[view.dealer])))
        else:
            contract = f"{escape(names[view.declarer])} {view.contract}"
            if trump is not None and short:
                contract += " " + ("NT" if trump == NO_TRUMP else SUIT_NAMES[trump] if ascii else suit_label(trump, ascii))
            elif trump is not None:
                contract = _("{name} {contract} in {trump}").format(name=escape(names[view.declarer]), contract=view.contract, trump=trump_text(trump, ascii))
            words = {2: " ×2", 4: " ×4"} if short else {2: " " + _("doubled"), 4: " " + _("redoubled")}
            contract += words.get(view.doubled, "") + (" " + _("open") if view.opened else "")
            parts.append(contract)
        return " · ".join(parts)

    def role(self, view: View, seat: int) -> str:
        base = side_role(view.seat, seat, team_of)
        if seat == view.declarer:
            return f"{base} · {_('declarer')}" if base else _("declarer")
        if view.declarer is None and seat == view.dealer:
            return f"{base} · {_('dealer')}" if base else _("dealer")
        return base

    def seat_info(self, view: View, seat: int, ascii: bool) -> SeatInfo:
        t = team_of(seat)
        if view.phase == "auction":
            said = [v for s, v in view.bids if s == seat]
            bids = [v for v in said if v]
            if not said:
                first = ""
            elif said[-1] != 0:
                first = _("bid {bid}").format(bid=said[-1])
            else:
                first = _("bid {bid} · passed").format(bid=bids[-1]) if bids else _("passed")
        else:
            calls = [call_text(_call_word(view, s, a)) for s, a in view.calls if s == seat and a != "pass"]
            if seat == view.declarer:
                trump = _trump_of(view)
                first = _("bid {bid}").format(bid=view.contract) + (f" {suit_label(trump, ascii) if trump != NO_TRUMP else 'NT'}" if trump is not None else "")
            else:
                first = _("team {points}").format(points=pts(view.points[t])) if view.phase != "trump" else ""
            if calls:
                first = (first + " · " if first else "") + ", ".join(calls)
        won, held = view.won[seat], view.hand_counts[seat]
        tricks = ngettext("{n} trick", "{n} tricks", won).format(n=won)
        second = tricks + " · " + ngettext("{n} card", "{n} cards", held).format(n=held)
        return SeatInfo(view.players[seat], self.role(view, seat), (first, second), "ab"[t])

    def auction_lines(self, view: View) -> dict[int, str] | None:
        """The auction, then trump and the calls, until the first card is led."""
        if view.phase not in ("auction", "trump", "open", "double", "redouble"):
            return None
        said: dict[int, str] = {}
        for seat, bid in view.bids:
            # a bidder who then passed keeps the bid in view: the partner's bid tells about the hand
            said[seat] = (f"{said[seat]} · {_('passed')}" if seat in said else _("passed")) if bid == 0 else _("bid {bid}").format(bid=bid)
        if view.declarer is not None:
            plays = _("plays {contract} (forced)") if view.forced else _("plays {contract}")
            said[view.declarer] = plays.format(contract=view.contract)
        for i, (seat, act) in enumerate(view.calls):
            said[seat] = f"{said.get(seat, '')} · {call_text(_call_word(view, seat, act, view.calls[:i]))}".lstrip(" ·")
        return {seat: as_said_by(view.players[seat], text) for seat, text in said.items()}

    def auction_extras(self, view: View, ascii: bool) -> tuple[str, int | None, tuple[int | str, ...]]:
        """(the box's title, the seat in bold, a footer line)."""
        names = view.players
        if view.phase == "auction":
            if view.high_seat is None:
                # two lines: one is cut off in the 80-column auction box
                dealer = names[view.dealer]
                foot = by(
                    dealer, _("No bid yet: {lowest} to 90\nIf all pass, You play {lowest}"), _("No bid yet: {lowest} to 90\nIf all pass, {name} plays {lowest}")
                ).format(lowest=view.lowest_bid, name=dealer)
            elif view.lowest_bid > 90:
                foot = _("High bid {bid} by {name}: only a pass is left").format(bid=view.high_bid, name=names[view.high_seat])
            else:
                foot = _("High bid {bid} by {name} · next bid {lowest} or more").format(bid=view.high_bid, name=names[view.high_seat], lowest=view.lowest_bid)
            return pgettext("toruf", "Auction"), view.high_seat, (foot,)  # ビッド, as Toruf's players say it
        assert view.declarer is not None
        trump = _trump_of(view)
        team = team_name(names, team_of(view.declarer))
        declarer = names[view.declarer]
        if trump is None:
            foot = by(declarer, _("{team} need {contract} of 90: You name trump"), _("{team} need {contract} of 90: {name} names trump"))
        else:
            foot = _("{team} need {contract} of 90 in {trump}")
        foot = foot.format(team=team, contract=view.contract, name=declarer, trump=trump_text(trump, ascii) if trump is not None else "")
        return _("Contract"), view.declarer, (foot,)

    def trick_extras(self, view: View, cards: dict[int, int], ascii: bool) -> tuple[set[int], dict[int, str], tuple[int | str, ...]]:
        """(no cards face down, a note on point cards, the footer: points and the open hand)."""
        names = view.players
        notes = {s: pts(POINTS[c]) for s, c in cards.items() if POINTS[c]}
        a, b = view.points
        footer: list[int | str] = [_("Points: {team} {a} · {other} {b}").format(team=team_name(names, 0), a=a, other=team_name(names, 1), b=b)]
        if view.open_hand is not None and view.declarer is not None and view.declarer != view.seat:
            footer.append("\n" + _("{name}'s hand, face up:").format(name=names[view.declarer]))
            for i, c in enumerate(self.sort_hand(view, view.open_hand)):
                if i % OPEN_ROW == 0:
                    footer.append("\n")
                footer.append(c)
        elif view.opened and view.declarer == view.seat:
            footer.append("\n" + _("Your hand lies face up for everyone"))
        return set(), notes, tuple(footer)

    def turn_words(self, view: View) -> str | None:
        """A seat about to bid is ビッドの番 in Toruf's words (Sheriff's auction says 宣言)."""
        return pgettext("toruf", "to bid") if view.phase == "auction" else None

    def status_line(self, view: View, turn: str) -> str:
        names = view.players
        me = view.seat
        mine = team_name(names, team_of(me))
        if view.declarer is None:
            return _("{name} · partner {partner} · {turn}").format(name=names[me], partner=names[view.partner_of(me)], turn=turn)
        ours = view.points[team_of(me)]
        if team_of(me) == view.bidding_team:
            return _("{team} {points} of {contract} · {turn}").format(team=mine, points=ours, contract=view.contract, turn=turn)
        return _("{team} {points} · they need {contract} · {turn}").format(team=mine, points=ours, contract=view.contract, turn=turn)

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
                high = _("No bid yet")
            else:
                high = _("High bid {bid} by {name}").format(bid=view.high_bid, name=names[view.high_seat])
            bids = [a.value for a in legal if a.act == "bid" and a.value is not None]
            if bids:
                keys = _("type it or ↑↓, Enter to bid") if len(bids) > MAX_BUTTONS else _("←→ and Enter to bid")  # a stepper, or buttons
                question = _("{high}. Your bid ({lowest}–{highest}): {keys}, P to pass").format(high=high, lowest=min(bids), highest=max(bids), keys=keys)
            else:
                question = _("{high}: no higher bid is left, you can only pass").format(high=high)
            return PromptSpec("bid", question, tuple((str(a.value or _("Pass")), a) for a in legal))
        if phase == "trump":
            mine = bits(view.hand)
            choices = []
            for a in sorted(legal, key=lambda a: trump_order(mine, a.suit or "")):
                code = a.suit or ""
                if code == "NT":
                    choices.append((_("No trump"), a))
                else:
                    s = TRUMP_CODES.index(code)
                    held = sum(1 for c in mine if suit_of(c) == s)
                    choices.append((f"{suit_label(s, ascii)} {_(SUIT_TITLES[s])} ({held})", a))
            if view.forced:
                question = _("You play {contract} (all passed: you must play it). Name trump, or no trump:")
            else:
                question = _("You play {contract}. Name trump, or no trump:")
            return PromptSpec("choice", question.format(contract=view.contract), tuple(choices))
        if phase == "open":
            bonus = view.rules.open_bonus
            words = {"open": _("Play open (+{bonus} if made)").format(bonus=bonus) if bonus else _("Play open"), "pass": _("Play closed")}
            return PromptSpec("choice", _("Lay your hand face up for everyone?"), tuple((words.get(a.act, a.act), a) for a in legal))
        if phase in ("double", "redouble"):
            assert view.declarer is not None
            trump = _trump_of(view)
            declarer = names[view.declarer]
            contract = by(declarer, _("You play {contract} in {trump}"), _("{name} plays {contract} in {trump}")).format(
                name=declarer, contract=view.contract, trump=trump_text(trump, ascii) if trump is not None else "?"
            )
            if phase == "double":
                question = _("{contract}. Double?").format(contract=contract)
            else:
                doubler = next((names[s] for s, a in view.calls if a == "double"), _("a defender"))
                question = _("{contract}, doubled by {doubler}. Redouble?").format(contract=contract, doubler=doubler)
            words = {"double": _("Double"), "redouble": _("Redouble"), "pass": _("Pass")}
            return PromptSpec("choice", question, tuple((words.get(a.act, a.act), a) for a in legal))
        return card_prompt(self.play_question(view, ascii), card_actions(legal))

    def play_question(self, view: View, ascii: bool) -> str:
        """The duty that binds this card, said before it is chosen: a player who can't follow
        is told to trump, which card to overtrump, or that any trump (or any card) will do."""
        trump = _trump_of(view)
        d = duty(view.hand, view.trick, NO_TRUMP if trump is None else trump)
        if d.kind == LEAD or d.led is None:
            return _("Your lead")
        if d.kind == FOLLOW:
            return _("Your play: trumps were led, follow suit") if d.led == view.trump else _("Your play: follow suit")
        no = _("no {suit}").format(suit=one_of(d.led, ascii))
        if d.kind == ANY:
            return (_("Your play: {no}: any card") if view.no_trump else _("Your play: {no} and no trump: any card")).format(no=no)
        heart = one_of(view.trump, ascii)  # type: ignore[arg-type]
        if d.kind == TRUMP:
            return _("Your play: {no}, so you must trump with a {suit}").format(no=no, suit=heart)
        best = label(d.best, ascii)  # type: ignore[arg-type]
        if d.kind == OVERTRUMP:
            return _("Your play: {no}, so you must overtrump the {card}").format(no=no, card=best)
        return _("Your play: {no}; none of yours beats the {card}, but you must still trump").format(no=no, card=best)

    # -- the log ---------------------------------------------------------------------
    def describe(self, event: Event, view: View, ascii: bool) -> str | None:
        names = view.players
        k = event.kind
        who = names[event.seat] if event.seat is not None else ""
        if k == "dealt":
            race = view.rules.deals if not view.rules.target else None  # a race to a target: no set number of deals
            said = by(who, _("{deal}: You deal; {team} against {other}"), _("{deal}: {name} deals; {team} against {other}"))
            return said.format(deal=deal_heading(view.deal_no, race), name=who, team=team_name(names, 0), other=team_name(names, 1))
        if k == "bid":
            return by(who, _("You bid {bid}"), _("{name} bids {bid}")).format(name=who, bid=event.value)
        if k == "pass":
            if event.seat is not None and (event.seat, "pass") in view.calls:
                i = max(j for j, call in enumerate(view.calls) if call == (event.seat, "pass"))  # this pass: its seat's last
                word = _call_word(view, event.seat, "pass", view.calls[:i])
                said = {
                    "no double": by(who, _("You do not double"), _("{name} does not double")),
                    "no redouble": by(who, _("You do not redouble"), _("{name} does not redouble")),
                    "plays closed": by(who, _("You play closed"), _("{name} plays closed")),
                }[word]
                return said.format(name=who)
            return by(who, _("You pass"), _("{name} passes")).format(name=who)
        if k == "contract":
            team = team_name(names, team_of(event.seat or 0))
            if event.data == "forced":
                said = by(who, _("All passed: You, the dealer, must play {contract} for {team}"), _("All passed: {name}, the dealer, must play {contract} for {team}"))
            else:
                said = by(who, _("You win the auction at {contract} for {team}"), _("{name} wins the auction at {contract} for {team}"))
            return said.format(name=who, contract=event.value, team=team)
        if k == "trump":
            t = event.value if event.value is not None else NO_TRUMP
            if t == NO_TRUMP:
                return by(who, _("You play in no trump"), _("{name} plays in no trump")).format(name=who)
            return by(who, _("You name {trump} as trump"), _("{name} names {trump} as trump")).format(name=who, trump=trump_text(t, ascii))
        if k == "open":
            cards = " ".join(label(c, ascii) for c in self.sort_hand(view, sum(1 << c for c in event.cards or ())))
            return by(who, _("You lay your hand face up: {cards}"), _("{name} lays the hand face up: {cards}")).format(name=who, cards=cards)
        if k == "double":
            return by(who, _("You double"), _("{name} doubles")).format(name=who)
        if k == "redouble":
            return by(who, _("You redouble"), _("{name} redoubles")).format(name=who)
        if k == "play":
            return by(who, _("You play the {card}"), _("{name} plays the {card}")).format(name=who, card=label(event.card, ascii))  # type: ignore[arg-type]
        if k == "trick":
            won = sum(POINTS[c] for c in event.cards or ())
            last = view.hand_counts[event.seat] == 0 if event.seat is not None else False
            team = team_name(names, team_of(event.seat or 0))
            if last:
                said = by(
                    who,
                    ngettext(
                        "You take the trick with the {card}: {n} point + 10 for the last trick for {team}",
                        "You take the trick with the {card}: {n} points + 10 for the last trick for {team}",
                        won,
                    ),
                    ngettext(
                        "{name} takes the trick with the {card}: {n} point + 10 for the last trick for {team}",
                        "{name} takes the trick with the {card}: {n} points + 10 for the last trick for {team}",
                        won,
                    ),
                )
            else:
                said = by(
                    who,
                    ngettext("You take the trick with the {card}: {n} point for {team}", "You take the trick with the {card}: {n} points for {team}", won),
                    ngettext("{name} takes the trick with the {card}: {n} point for {team}", "{name} takes the trick with the {card}: {n} points for {team}", won),
                )
            return said.format(name=who, card=label(event.card, ascii), n=won, team=team)  # type: ignore[arg-type]
        if k == "deal_scored":
            return event.data.headline(names)
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
        """The engine's headline: one wording for the table, the log and ``replay``, in either language."""
        return result.headline(view.players)

    def sheet_headline(self, result: DealResult, view: Any) -> str:
        """The score sheet's short line, outcome early: 'Wyatt 46 hearts: made, took 60'. The sheet's
        columns carry the scores; the long headline was cut off before 'made' at 80 columns.
        Suits in words: the sheet has no ASCII switch."""
        trump = trump_said(result.trump)
        extra = (" " + _("forced") if result.forced else "") + {2: " " + _("doubled"), 4: " " + _("redoubled")}.get(result.doubled, "")
        extra += " " + _("open") if result.opened else ""
        said = _("{name} {contract} {trump}{extra}: made, took {points}") if result.made else _("{name} {contract} {trump}{extra}: failed, took {points}")
        return said.format(name=view.players[result.declarer], contract=result.contract, trump=trump, extra=extra, points=result.points[result.bidding_team])

    def result_columns(self, result: DealResult, view: Any) -> tuple[str, ...]:
        return (_("team"), _("side"), _("card points"), _("tricks"), _("change"))

    def result_rows(self, result: DealResult, view: Any) -> list[tuple[str, ...]]:
        """A row per team: the table's total column reads seat 0 then 1, one of each team."""
        names = view.players
        rows = []
        for t in (0, 1):
            side = _("bidders") if t == result.bidding_team else _("defenders")
            tricks = result.tricks[t] + result.tricks[t + 2]
            rows.append((team_name(names, t), side, str(result.points[t]), str(tricks), f"{result.team_scores[t]:+d}"))
        return rows

    def result_notes(self, result: DealResult, view: Any) -> list[str]:
        names = view.players
        lines = result.reasons_said()
        lines.append(_("Last trick (+10): {name}.").format(name=names[result.last_trick]))
        target = view.rules.target
        a, b = view.team_totals
        said = _("Race to {target}: {team} {a}, {other} {b}.") if target else _("Totals: {team} {a}, {other} {b}.")
        lines.append(said.format(target=target, team=team_name(names, 0), a=a, other=team_name(names, 1), b=b))
        return lines

    def sheet_columns(self, view: Any) -> list[tuple[str, int]]:
        """A column per partnership: seats 0 and 1 stand for their teams (partners score alike)."""
        return [(team_name(view.players, t), t) for t in (0, 1)]

    def sheet_notes(self, view: Any) -> list[str]:
        target = view.rules.target
        a, b = view.team_totals
        team, other = team_name(view.players, 0), team_name(view.players, 1)
        if not target:
            return [_("{team} {a}, {other} {b}; {deals} deals.").format(team=team, a=a, other=other, b=b, deals=view.rules.deals)]
        return [_("First partnership to {target} wins: {team} {a}, {other} {b}.").format(target=target, team=team, a=a, other=other, b=b)]

    def match_headline(self, view: Any, winner: int | None = None, totals: Any = None) -> str:
        """The winning partnership, from the engine's ``winner`` (a team)."""
        names = view.players
        a, b = (totals[0], totals[1]) if totals else view.team_totals
        if winner is None:
            winner = 0 if a >= b else 1
        won, lost = (a, b) if winner == 0 else (b, a)
        return _("{team} win the match, {won} to {lost}").format(team=team_name(names, winner), won=won, lost=lost)


ADAPTER = TorufAdapter()
