"""Sheriff at the table: roles, the auction prompt, the log's words."""

from __future__ import annotations

from typing import Any, Sequence

from ....cards import bits, rank_of, suit_of
from ....engine.core import Action, Event
from ....engine.sheriff import DealResult, Rules, View
from ....i18n import _, ngettext
from ...cardtext import label, suit_label
from ...text import by_person, changes_words, deal_heading, suit_name
from .. import PromptSpec, SeatInfo, card_actions, card_prompt
from ..standing import deal_words, match_over, own_total, winners_words

# suits left to right alternating colours, trumps moved to the right end
_SUIT_ORDER = (3, 2, 0, 1)  # ♠ ♥ ♣ ♦


def play_question(view: View, playable: Sequence[int], ascii: bool) -> str:
    """The one duty, said before the card is chosen: follow the led suit, or any card when void."""
    if not view.trick:
        return _("Your lead")
    led = suit_of(view.trick[0])
    name = suit_name(led)
    suit = name if ascii else f"{suit_label(led, ascii)} {name}"
    if all(suit_of(c) == led for c in playable):
        return _("Your play: follow {suit}").format(suit=suit)
    return _("Your play: no {suit}, any card").format(suit=name)


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
        parts.append(_("dealer {name}").format(name=view.players[view.dealer]))
        if view.trump is None:
            parts.append(_("trump hidden until the blind auction ends"))
        else:
            turned = label(view.turned, ascii) if view.turned is not None else "?"
            suit = suit_label(view.trump, ascii)
            if short:
                parts.append(_("trump {suit} (turned {card})").format(suit=suit, card=turned))
            else:
                parts.append(_("trump {suit} {name} (turned {card})").format(suit=suit, name=suit_name(view.trump), card=turned))
        if view.contract:
            who = " & ".join(view.players[s] for s in view.sheriffs)
            parts.append(_("{who}: {n} tricks").format(who=who, n=view.contract))
        return " · ".join(parts)

    def role(self, view: View, seat: int) -> str:
        if view.sheriffs:
            if seat not in view.sheriffs:
                return _("Outlaw")
            return _("Sheriff") if seat == view.sheriffs[0] else _("2nd Sheriff")  # Double Sheriff's second
        return ""

    def seat_info(self, view: View, seat: int, ascii: bool) -> SeatInfo:
        lines = []
        if view.phase in ("choice", "discard"):
            lines.append((self.auction_lines(view) or {}).get(seat, ""))
        elif view.phase == "auction" or not view.sheriffs:
            last = [v for s, v in view.bids if s == seat]
            if last:
                lines.append(_bid_words(last[-1]))
            else:
                lines.append("")
        elif seat in view.sheriffs:
            lines.append(_("contract {n}").format(n=view.contract))  # the two Sheriffs' together
        else:
            lines.append("")
        if view.n >= 5:
            # four or five panels in a row leave 12 to 16 columns: one short line, or the
            # seat to act (its "▶ to play" row above) loses the end of it
            if view.sheriffs:
                lines.append(_("tricks {n}").format(n=view.won[seat]))
            else:
                lines.append(_("cards {n}").format(n=view.hand_counts[seat]))
        else:
            # TRANSLATORS: the two spaces are where a narrow panel folds the line: keep them
            lines.append(_("tricks {won}  cards {held}").format(won=view.won[seat], held=view.hand_counts[seat]))
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
        parts = [info.name, info.role or (_("Sheriff's Choice") if choice else _("auction"))]
        if view.sheriffs and view.contract and not choice:
            if me in view.sheriffs:
                parts.append(_("{won} of {n} tricks").format(won=sum(view.won[s] for s in view.sheriffs), n=view.contract))
            else:
                parts.append(_tricks(view.won[me]))
        elif info.lines and info.lines[0]:
            parts.append(info.lines[0])
        return " · ".join([*parts, turn])

    def auction_lines(self, view: View) -> dict[int, str] | None:
        """What each seat has said so far, while the Sheriff is being found."""
        if view.phase == "auction":
            said: dict[int, str] = {}
            for seat, bid in view.bids:
                said[seat] = _bid_words(bid)
            return said
        if view.phase in ("choice", "discard"):
            said = {(view.dealer + 1 + i) % view.n: _("declined") for i in range(min(view.declined, view.n))}
            if view.taken_by is not None:
                said[view.taken_by] = _("declined, had to take it") if view.declined >= view.n else _("took the card")
            return said
        return None

    def auction_extras(self, view: View, ascii: bool) -> tuple[str, int | None, tuple[Any, ...]]:
        """The box's title: no auction is held in Sheriff's Choice, only the turned card offered."""
        if view.rules.auction == "choice":
            return _("Sheriff's Choice"), view.taken_by, ()
        return _("Auction"), view.high_seat, ()

    def sort_hand(self, view: View) -> list[int]:
        trump = view.trump
        order = [s for s in _SUIT_ORDER if s != trump] + ([trump] if trump is not None else [])
        cards = bits(view.hand)
        return sorted(cards, key=lambda c: (order.index(suit_of(c)), -rank_of(c)))

    def prompt(self, view: View, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        phase = view.phase
        if phase == "auction":
            question = auction_question(view)
            if view.trump is None:
                question = _("Blind auction. {question}").format(question=question)
            return PromptSpec("bid", question, tuple((str(a.value) if a.value else _("Pass"), a) for a in legal))
        if phase == "choice":
            card = label(view.turned, ascii) if view.turned is not None else _("the card")
            choices = []
            for a in legal:
                if a.act == "take":
                    choices.append((_("Take the {card}: Sheriff for {n}").format(card=card, n=view.rules.choice_contract), a))
                else:
                    choices.append((_("Decline"), a))
            must = _(" Everyone declined: you must take it.") if len(choices) == 1 else ""
            other = "" if view.rules.choice_discard_turned else _(" (not the {card} itself)").format(card=card)
            how = _("whoever takes the {card} discards a card face down{other}.").format(card=card, other=other)
            return PromptSpec("choice", _("Sheriff's Choice: {how}{must}").format(how=how, must=must), tuple(choices))
        if phase == "discard":
            which = _("any card, the taken one too") if view.rules.choice_discard_turned else _("any card but the taken one")
            return card_prompt(_("Discard one card face down ({which})").format(which=which), card_actions(legal))
        acts = card_actions(legal)
        return card_prompt(play_question(view, acts, ascii), acts)

    def describe(self, event: Event, view: View, ascii: bool) -> str | None:
        names = view.players
        k = event.kind
        name = names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else ""
        card = label(event.card, ascii) if event.card is not None else ""
        if k == "dealt":
            heading = deal_heading(view.deal_no, view.rules.deals)
            if event.card is not None:
                suit = suit_name(suit_of(event.card))
                return by_person(
                    name,
                    _("{heading}: You deal; the {card} is turned: {suit} are trump"),
                    _("{heading}: {name} deals; the {card} is turned: {suit} are trump"),
                    heading=heading,
                    card=card,
                    suit=suit,
                )
            return by_person(
                name,
                _("{heading}: You deal; the cards stay face down for the blind auction"),
                _("{heading}: {name} deals; the cards stay face down for the blind auction"),
                heading=heading,
            )
        if k == "bid":
            return by_person(name, _("You bid {n}"), _("{name} bids {n}"), n=event.value)
        if k == "pass":
            if view.rules.auction == "choice":
                return by_person(name, _("You decline the turned card"), _("{name} declines the turned card"))
            return by_person(name, _("You pass"), _("{name} passes"))
        if k == "contract":
            sheriffs = event.cards or (event.seat,)
            first = names[sheriffs[0]]
            if event.data == "forced":
                text = by_person(first, _("You must be Sheriff for {n} tricks"), _("{name} must be Sheriff for {n} tricks"), n=event.value)
            else:
                text = by_person(first, _("You are Sheriff for {n} tricks"), _("{name} is Sheriff for {n} tricks"), n=event.value)
            if len(sheriffs) > 1:
                text += _(", with {name} as second Sheriff").format(name=names[sheriffs[1]])
            elif view.rules.double:  # a Double Sheriff table expects two: say why there is one
                if event.data == "forced":
                    text += _(", alone against {n}: nobody bid").format(n=view.n - 1)
                else:
                    text += _(", alone against {n}: nobody else bid").format(n=view.n - 1)
            return text
        if k == "revealed":
            return _("The turned card is the {card}: {suit} are trump").format(card=card, suit=suit_name(suit_of(event.card)))
        if k == "take":
            return by_person(name, _("You take the {card}"), _("{name} takes the {card}"), card=card)
        if k == "discard":
            if event.seat == view.seat and view.discard is not None:  # the taker knows what went
                gone = label(view.discard, ascii)
                return by_person(name, _("You discard the {card} face down"), _("{name} discards the {card} face down"), card=gone)
            return by_person(name, _("You discard a card face down"), _("{name} discards a card face down"))
        if k == "play":  # every card, as the other games' logs tell them
            return by_person(name, _("You play the {card}"), _("{name} plays the {card}"), card=card)
        if k == "trick":
            return by_person(name, _("You take the trick with the {card}"), _("{name} takes the trick with the {card}"), card=card)
        if k == "deal_scored":
            return f"{event.data.headline(names)} · {changes_words(names, event.data.scores)}"
        if k == "match_over":  # who won, as the other games' logs say it
            totals = list(event.data) if isinstance(event.data, (list, tuple)) else list(view.totals)
            if totals:
                return _("The match is over: {winners}").format(winners=winners_words(names, totals))
            return _("The match is over")
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
            lines.append(by_person(view.players[last.winner], _("Last trick: {cards}; You won it."), _("Last trick: {cards}; {name} won it."), cards=cards))
        return lines

    def result_rows(self, result: DealResult, view: Any) -> list[tuple[str, ...]]:
        rows = []
        for s, name in enumerate(view.players):
            role = _("Sheriff") if s in result.sheriffs else _("Outlaw")
            rows.append((name, role, str(result.tricks[s]), f"{result.scores[s]:+d}"))
        return rows


def _bid_words(bid: int) -> str:
    """What a seat said in the auction, as its panel shows it: 'passed', 'bid 7'."""
    return _("passed") if bid == 0 else _("bid {n}").format(n=bid)


def auction_question(view: View) -> str:
    """The state of the auction and what a pass would do, when it decides the contract."""
    names = view.players
    if view.high_seat is not None:
        return _("High bid {bid} by {name}. Your bid:").format(bid=view.high_bid, name=names[view.high_seat])
    passed = {s for s, v in view.bids if v == 0}
    if len(passed) == view.n - 1 and view.seat not in passed:
        forced = (view.dealer + 1) % view.n
        if forced == view.seat:
            return _("Everyone else passed: bid, or pass and you must be Sheriff for {n}. Your bid:").format(n=view.rules.lowest_bid)
        return _("Everyone else passed: bid, or pass and {name} must be Sheriff for {n}. Your bid:").format(name=names[forced], n=view.rules.lowest_bid)
    return _("No bid yet. Your bid:")


def _tricks(n: int) -> str:
    return ngettext("{n} trick", "{n} tricks", n).format(n=n)


def score_notes(result: DealResult, names: Sequence[str], rules: Rules) -> list[str]:
    """How the deal's tricks became its scores, with the house rules' figures."""
    sheriffs, contract, team = result.sheriffs, result.contract, result.sheriff_tricks
    outlaws = sum(result.tricks) - team
    if len(sheriffs) > 1:
        parts = " + ".join(f"{names[s]} {result.tricks[s]}" for s in sheriffs)
        lines = [
            _("The Sheriffs took {parts} = {tricks} for a contract of {contract}; the Outlaws {outlaws}.").format(
                parts=parts, tricks=_tricks(team), contract=contract, outlaws=outlaws
            )
        ]
        win, lose = _("each Sheriff wins"), _("each Sheriff loses")
    else:
        who = names[sheriffs[0]]
        lines = [
            by_person(
                who,
                _("You took {tricks} for a contract of {contract}; the Outlaws {outlaws} together."),
                _("{name} took {tricks} for a contract of {contract}; the Outlaws {outlaws} together."),
                tricks=_tricks(team),
                contract=contract,
                outlaws=outlaws,
            )
        ]
        # TRANSLATORS: the start of "Made: You win 2 × 7 = 14" / "Failed by 2: You lose 2 × 7 = 14"
        win = by_person(who, _("You win"), _("{name} wins"))
        lose = by_person(who, _("You lose"), _("{name} loses"))
    ppt, gain = rules.points_per_trick, result.scores[sheriffs[0]]
    if result.made:
        sum_ = f"{ppt} × {contract}"
        if result.exact and rules.exact_bonus:
            sum_ += _(" + {bonus} for exactly {n}").format(bonus=rules.exact_bonus, n=contract)
        if result.blind and rules.blind_multiplier != 1:
            sum_ = _("({sum}) × {times} for bidding blind").format(sum=sum_, times=rules.blind_multiplier)
        line = _("Made: {win} {sum} = {gain}; the Outlaws score nothing.").format(win=win, sum=sum_, gain=gain)
        if not result.exact and rules.exact_bonus:
            line += _(" Exactly {n} would have added {bonus}.").format(n=contract, bonus=rules.exact_bonus)
        return lines + [line]
    outlaw = max(result.scores)
    line = _("Failed by {short}: {lose} {ppt} × {n} = {loss}; each Outlaw wins {n}").format(short=contract - team, lose=lose, ppt=ppt, n=contract, loss=-gain)
    if team == 0 and rules.no_trick_bonus:
        if len(sheriffs) > 1:
            line += _(" + {bonus} for holding the Sheriffs to no trick = {total}").format(bonus=rules.no_trick_bonus, total=outlaw)
        else:
            line += _(" + {bonus} for holding the Sheriff to no trick = {total}").format(bonus=rules.no_trick_bonus, total=outlaw)
    return lines + [_("{line}.").format(line=line)]


ADAPTER = SheriffAdapter()
