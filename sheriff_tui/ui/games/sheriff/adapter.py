"""Sheriff at the table: roles, the auction prompt, the log's words."""

from __future__ import annotations

from typing import Any, Sequence

from ....cards import SUIT_NAMES, bits, rank_of, suit_of
from ....engine.core import Action, Event
from ....engine.sheriff import DealResult, Rules, View
from ...cardtext import label, suit_label
from ...text import changes_words, deal_heading, plural, says
from .. import PromptSpec, SeatInfo, card_actions, card_prompt
from ..standing import deal_words, match_over, own_total, winners_words

# suits left to right alternating colours, trumps moved to the right end
_SUIT_ORDER = (3, 2, 0, 1)  # ♠ ♥ ♣ ♦


def play_question(view: View, playable: Sequence[int], ascii: bool) -> str:
    """The one duty, said before the card is chosen: follow the led suit, or any card when void."""
    if not view.trick:
        return "Your lead"
    led = suit_of(view.trick[0])
    suit = SUIT_NAMES[led] if ascii else f"{suit_label(led, ascii)} {SUIT_NAMES[led]}"
    if all(suit_of(c) == led for c in playable):
        return f"Your play: follow {suit}"
    return f"Your play: no {SUIT_NAMES[led]}, any card"


class SheriffAdapter:
    game = "sheriff"

    def title(self, view: View, ascii: bool) -> str:
        return self._title(view, ascii, short=False)

    def short_title(self, view: View, ascii: bool) -> str:
        """The title in fewer words for 80 columns, where the whole lost the contract's end
        ('You: 8 tr…'): 'Deal 6/9', the trump's suit without its name."""
        return self._title(view, ascii, short=True)

    def _title(self, view: View, ascii: bool, short: bool) -> str:
        rules = view.rules
        parts = [deal_words(view, rules.deals, short=short), own_total(view)]
        if match_over(view):
            return " · ".join(parts)  # no dealer of a deal that will not come
        parts.append(f"dealer {view.players[view.dealer]}")
        if view.trump is None:
            parts.append("trump hidden until the blind auction ends")
        else:
            turned = label(view.turned, ascii) if view.turned is not None else "?"
            name = "" if short else f" {SUIT_NAMES[view.trump]}"
            parts.append(f"trump {suit_label(view.trump, ascii)}{name} (turned {turned})")
        if view.contract:
            who = " & ".join(view.players[s] for s in view.sheriffs)
            parts.append(f"{who}: {view.contract} tricks")
        return " · ".join(parts)

    def role(self, view: View, seat: int) -> str:
        if view.sheriffs:
            if seat not in view.sheriffs:
                return "Outlaw"
            return "Sheriff" if seat == view.sheriffs[0] else "2nd Sheriff"  # Double Sheriff's second
        return ""

    def seat_info(self, view: View, seat: int, ascii: bool) -> SeatInfo:
        lines = []
        if view.phase in ("choice", "discard"):
            lines.append((self.auction_lines(view) or {}).get(seat, ""))
        elif view.phase == "auction" or not view.sheriffs:
            last = [v for s, v in view.bids if s == seat]
            if last:
                lines.append("passed" if last[-1] == 0 else f"bid {last[-1]}")
            else:
                lines.append("")
        elif seat in view.sheriffs:
            lines.append(f"contract {view.contract}")  # the two Sheriffs' together
        else:
            lines.append("")
        if view.n >= 5:
            # four or five panels in a row leave 12 to 16 columns: one short line, or the
            # seat to act (its "▶ to play" row above) loses the end of it
            lines.append(f"tricks {view.won[seat]}" if view.sheriffs else f"cards {view.hand_counts[seat]}")
        else:
            lines.append(f"tricks {view.won[seat]}  cards {view.hand_counts[seat]}")
        team = None
        if view.sheriffs:
            team = "a" if seat in view.sheriffs else "b"
        return SeatInfo(view.players[seat], self.role(view, seat), tuple(lines), team)

    def status_line(self, view: View, turn: str) -> str:
        """Where you stand, in the one row the status line has (46 cells at 80 columns): your role
        (Sheriff's Choice is not called an auction), what you said, and in the play your tricks
        against the contract ('3 of 8 tricks'; two Sheriffs' together); your cards are in your hand."""
        me = view.seat
        info = self.seat_info(view, me, False)
        choice = view.phase in ("choice", "discard")
        parts = [info.name, info.role or ("Sheriff's Choice" if choice else "auction")]
        if view.sheriffs and view.contract and not choice:
            if me in view.sheriffs:
                parts.append(f"{sum(view.won[s] for s in view.sheriffs)} of {view.contract} tricks")
            else:
                parts.append(plural(view.won[me], "trick"))
        elif info.lines and info.lines[0]:
            parts.append(info.lines[0])
        return " · ".join([*parts, turn])

    def auction_lines(self, view: View) -> dict[int, str] | None:
        """What each seat has said so far, while the Sheriff is being found."""
        if view.phase == "auction":
            said: dict[int, str] = {}
            for seat, bid in view.bids:
                said[seat] = "passed" if bid == 0 else f"bid {bid}"
            return said
        if view.phase in ("choice", "discard"):
            said = {(view.dealer + 1 + i) % view.n: "declined" for i in range(min(view.declined, view.n))}
            if view.taken_by is not None:
                said[view.taken_by] = "declined, had to take it" if view.declined >= view.n else "took the card"
            return said
        return None

    def auction_extras(self, view: View, ascii: bool) -> tuple[str, int | None, tuple[Any, ...]]:
        """The box's title: no auction is held in Sheriff's Choice, only the turned card offered."""
        if view.rules.auction == "choice":
            return "Sheriff's Choice", view.taken_by, ()
        return "Auction", view.high_seat, ()

    def sort_hand(self, view: View) -> list[int]:
        trump = view.trump
        order = [s for s in _SUIT_ORDER if s != trump] + ([trump] if trump is not None else [])
        cards = bits(view.hand)
        return sorted(cards, key=lambda c: (order.index(suit_of(c)), -rank_of(c)))

    def prompt(self, view: View, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        phase = view.phase
        if phase == "auction":
            blind = "Blind auction. " if view.trump is None else ""
            return PromptSpec("bid", f"{blind}{auction_question(view)}", tuple((str(a.value or "Pass"), a) for a in legal))
        if phase == "choice":
            card = label(view.turned, ascii) if view.turned is not None else "the card"
            choices = []
            for a in legal:
                if a.act == "take":
                    choices.append((f"Take the {card}: Sheriff for {view.rules.choice_contract}", a))
                else:
                    choices.append(("Decline", a))
            must = " Everyone declined: you must take it." if len(choices) == 1 else ""
            other = "" if view.rules.choice_discard_turned else f" (not the {card} itself)"
            how = f"whoever takes the {card} discards a card face down{other}."
            return PromptSpec("choice", f"Sheriff's Choice: {how}{must}", tuple(choices))
        if phase == "discard":
            which = "any card, the taken one too" if view.rules.choice_discard_turned else "any card but the taken one"
            return card_prompt(f"Discard one card face down ({which})", card_actions(legal))
        acts = card_actions(legal)
        return card_prompt(play_question(view, acts, ascii), acts)

    def describe(self, event: Event, view: View, ascii: bool) -> str | None:
        names = view.players
        k = event.kind
        if k == "dealt":
            turned = f"; the {label(event.card, ascii)} is turned: {SUIT_NAMES[suit_of(event.card)]} are trump" if event.card is not None else "; the cards stay face down for the blind auction"
            return f"{deal_heading(view.deal_no, view.rules.deals)}: {says(names[event.seat], 'deals')}{turned}"
        if k == "bid":
            return f"{says(names[event.seat], 'bids')} {event.value}"
        if k == "pass":
            return says(names[event.seat], "declines") + " the turned card" if view.rules.auction == "choice" else says(names[event.seat], "passes")
        if k == "contract":
            sheriffs = event.cards or (event.seat,)
            if event.data == "forced":
                text = f"{names[sheriffs[0]]} must be Sheriff for {event.value} tricks"
            else:
                text = f"{says(names[sheriffs[0]], 'is')} Sheriff for {event.value} tricks"
            if len(sheriffs) > 1:
                text += f", with {names[sheriffs[1]]} as second Sheriff"
            elif view.rules.double:  # a Double Sheriff table expects two: say why there is one
                who = "nobody" if event.data == "forced" else "nobody else"
                text += f", alone against {view.n - 1}: {who} bid"
            return text
        if k == "revealed":
            return f"The turned card is the {label(event.card, ascii)}: {SUIT_NAMES[suit_of(event.card)]} are trump"
        if k == "take":
            return f"{says(names[event.seat], 'takes')} the {label(event.card, ascii)}"
        if k == "discard":
            if event.seat == view.seat and view.discard is not None:  # the taker knows what went
                return f"{says(names[event.seat], 'discards')} the {label(view.discard, ascii)} face down"
            return f"{says(names[event.seat], 'discards')} a card face down"
        if k == "play":  # every card, as the other games' logs tell them
            return f"{says(names[event.seat], 'plays')} the {label(event.card, ascii)}"
        if k == "trick":
            return f"{says(names[event.seat], 'takes')} the trick with the {label(event.card, ascii)}"
        if k == "deal_scored":
            return f"{event.data.headline(names)} · {changes_words(names, event.data.scores)}"
        if k == "match_over":  # who won, as the other games' logs say it
            totals = list(event.data) if isinstance(event.data, (list, tuple)) else list(view.totals)
            return f"The match is over: {winners_words(names, totals)}" if totals else "The match is over"
        return None

    def result_headline(self, result: DealResult, view: Any) -> str:
        return result.headline(view.players)

    def result_notes(self, result: DealResult, view: Any) -> list[str]:
        """The score in words: a player who sees +17 or +16 should see why; and the last
        trick, which this screen covers the moment it is played."""
        lines = score_notes(result, view.players, view.rules)
        history = getattr(view, "history", ())
        if history and len(history) == sum(result.tricks):  # the finished deal's own view
            last = history[-1]
            n = len(view.players)
            cards = ", ".join(f"{view.players[(last.leader + i) % n]} {label(c, False)}" for i, c in enumerate(last.cards))
            lines.append(f"Last trick: {cards}; {view.players[last.winner]} won it.")
        return lines

    def result_rows(self, result: DealResult, view: Any) -> list[tuple[str, ...]]:
        rows = []
        for s, name in enumerate(view.players):
            role = "Sheriff" if s in result.sheriffs else "Outlaw"
            rows.append((name, role, str(result.tricks[s]), f"{result.scores[s]:+d}"))
        return rows


def auction_question(view: View) -> str:
    """The state of the auction and what a pass would do, when it decides the contract."""
    names = view.players
    if view.high_seat is not None:
        return f"High bid {view.high_bid} by {names[view.high_seat]}. Your bid:"
    passed = {s for s, v in view.bids if v == 0}
    if len(passed) == view.n - 1 and view.seat not in passed:
        forced = (view.dealer + 1) % view.n
        who = "you" if forced == view.seat else names[forced]
        return f"Everyone else passed: bid, or pass and {who} must be Sheriff for {view.rules.lowest_bid}. Your bid:"
    return "No bid yet. Your bid:"


def _tricks(n: int) -> str:
    return f"{n} trick" if n == 1 else f"{n} tricks"


def score_notes(result: DealResult, names: Sequence[str], rules: Rules) -> list[str]:
    """How the deal's tricks became its scores, with the house rules' figures."""
    sheriffs, contract, team = result.sheriffs, result.contract, result.sheriff_tricks
    outlaws = sum(result.tricks) - team
    if len(sheriffs) > 1:
        parts = " + ".join(f"{names[s]} {result.tricks[s]}" for s in sheriffs)
        lines = [f"The Sheriffs took {parts} = {_tricks(team)} for a contract of {contract}; the Outlaws {outlaws}."]
        win, lose = "each Sheriff wins", "each Sheriff loses"
    else:
        who = names[sheriffs[0]]
        lines = [f"{who} took {_tricks(team)} for a contract of {contract}; the Outlaws {outlaws} together."]
        win, lose = says(who, "wins"), says(who, "loses")
    ppt, gain = rules.points_per_trick, result.scores[sheriffs[0]]
    if result.made:
        sum_ = f"{ppt} × {contract}"
        if result.exact and rules.exact_bonus:
            sum_ += f" + {rules.exact_bonus} for exactly {contract}"
        if result.blind and rules.blind_multiplier != 1:
            sum_ = f"({sum_}) × {rules.blind_multiplier} for bidding blind"
        line = f"Made: {win} {sum_} = {gain}; the Outlaws score nothing."
        if not result.exact and rules.exact_bonus:
            line += f" Exactly {contract} would have added {rules.exact_bonus}."
        return lines + [line]
    outlaw = max(result.scores)
    line = f"Failed by {contract - team}: {lose} {ppt} × {contract} = {-gain}; each Outlaw wins {contract}"
    if team == 0 and rules.no_trick_bonus:
        line += f" + {rules.no_trick_bonus} for holding the Sheriff{'s' if len(sheriffs) > 1 else ''} to no trick = {outlaw}"
    return lines + [line + "."]


ADAPTER = SheriffAdapter()
