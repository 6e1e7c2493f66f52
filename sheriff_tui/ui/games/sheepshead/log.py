"""Sheepshead's log: each event in a player's words (a part of the standard adapter)."""

from __future__ import annotations

from typing import Any

from ....cards import FACE_DOWN, SUIT_NAMES, rank_of, suit_of
from ....engine import sheepshead as sh
from ....engine.core import Event
from ....engine.sheepshead.pot import ANTE
from ...cardtext import label
from ...text import plural, says
from ..standing import leaders
from .words import (
    _BURY_COUNT,
    _HOW_MANY,
    _and_list,
    _buried_apart,
    _cards,
    _points,
    deal_line,
    scored_line,
)


class LogWords:
    """The log's lines: ``describe`` and, once the deal is over, the bury told."""

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
            best, seats = leaders(list(event.data or view.totals))
            won = [names[s] for s in seats]
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
