"""Sheepshead's log: each event in a player's words (a part of the standard adapter)."""

from __future__ import annotations

from typing import Any

from ....cards import FACE_DOWN, rank_of, suit_of
from ....engine import sheepshead as sh
from ....engine.core import Event
from ....engine.sheepshead.pot import ANTE
from ....i18n import N_, _, ngettext
from ...text import is_you
from ...cardtext import label
from ..standing import leaders
from .words import (
    _BURY_COUNT,
    _SUIT_ONE,
    _HOW_MANY,
    _and_list,
    _buried_apart,
    _by,
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
                return _by(who, _("You make no call"), _("{name} makes no call"))
            if event.data == "give":
                return _by(who, _("You pass no card"), _("{name} passes no card"))
            if event.data == "knock":
                return _by(who, _("You do not knock"), _("{name} does not knock"))
            return _by(who, _("You pass"), _("{name} passes"))
        if k == "pick":
            text = _by(who, _("You pick up the blind"), _("{name} picks up the blind"))
            if getattr(view, "forced", False) and event.seat == view.picker:
                text = _("Everyone passed: {name} must pick up the blind").format(name=who)
            elif view.rules.shiller and event.seat == (view.dealer + 1) % len(names):  # the first player after the dealer picks, always
                text = _("Shiller: {name} must pick up the blind").format(name=who)
            if view.blind and event.seat == view.seat:
                text = _("{text}: {cards}").format(text=text, cards=_cards(view.blind, ascii))
            nxt = getattr(view.rules, "blind_next", 0)
            if nxt and view.rules.partner not in sh.SHARED_BLIND and event.seat is not None:  # three and one
                behind = (event.seat + 1) % len(names)
                if nxt == 1:
                    takes = _by(names[behind], _("you take its last card"), _("{name} takes its last card"))
                else:
                    takes = _by(names[behind], _("you take its last {n} cards"), _("{name} takes its last {n} cards"), n=nxt)
                text = _("{text}; {takes}").format(text=text, takes=takes)
                if behind == view.seat and view.blind:
                    text = _("{text}: {cards}").format(text=text, cards=_cards(view.blind, ascii))
            return text
        if k == "leaster":
            kind = event.data if isinstance(event.data, str) else "leaster"
            words = {
                "moster": N_("Everyone passed: a moster. The most points pays"),
                "mittler": N_("Everyone passed: a mittler. The middle score wins"),
            }.get(kind, N_("Everyone passed: a leaster. The fewest points, with at least one trick, wins"))
            if getattr(view.rules, "pot", False):
                return _("{text}. Each player antes {n} to the pot").format(text=_(words), n=ANTE)
            return _(words)
        if k == "call":
            card = label(event.card, ascii) if event.card is not None else _("a card")
            if event.data == "unknown":
                if view.unknown is not None:
                    return _by(
                        who, _("You call the {card}, the {unknown} as the unknown"), _("{name} calls the {card}, the {unknown} as the unknown"),
                        card=card, unknown=label(view.unknown, ascii),
                    )
                return _by(who, _("You call the {card} with an unknown card"), _("{name} calls the {card} with an unknown card"), card=card)
            if event.card is not None and rank_of(event.card) == 8:
                return _by(who, _("You call the {card} (holding all three fail aces)"), _("{name} calls the {card} (holding all three fail aces)"), card=card)
            if event.card is not None and event.seat != view.seat and view.hand >> event.card & 1:
                return _("{name} calls the {card}: you hold it, you are the partner").format(name=who, card=card)
            return _by(who, _("You call the {card}"), _("{name} calls the {card}"), card=card)
        if k == "alone":
            if getattr(view.rules, "jd_alone", False) and view.rules.partner in ("jack_of_diamonds", "jd_and_called_ace"):
                if event.seat != view.seat and view.hand >> sh.JD & 1:
                    return _("{name} goes alone: you hold the J♦, you defend").format(name=who)
            return _by(who, _("You go alone"), _("{name} goes alone"))
        if k == "sheepshead":
            return _by(who, _("You claim every trick: sheepshead!"), _("{name} claims every trick: sheepshead!"))
        if k == "bury":
            if view.buried and event.seat == view.seat:
                pts = _points(view.buried)
                return _("You bury {cards} ({points})").format(cards=_cards(view.buried, ascii), points=ngettext("{n} point", "{n} points", pts).format(n=pts))
            n = event.value or 2
            count = _(_BURY_COUNT[n]) if n in _BURY_COUNT else ngettext("{n} card", "{n} cards", n).format(n=n)
            return _by(who, _("You bury {count}"), _("{name} buries {count}"), count=count)
        if k in ("crack", "recrack"):
            if k == "crack":
                text = _by(who, _("You crack: the stakes double"), _("{name} cracks: the stakes double"))
            else:
                text = _by(who, _("You re-crack: the stakes double"), _("{name} re-cracks: the stakes double"))
            return text + (f" (×{event.value})" if event.value else "")
        if k == "blitz":
            text = _by(who, _("You show {cards}: blitz"), _("{name} shows {cards}: blitz"), cards=_cards(event.cards or (), ascii))
            return text + (f" (×{event.value})" if event.value else "")
        if k == "give":
            if isinstance(event.value, int) and 0 <= event.value < len(names):
                to = names[event.value]
                if is_you(to):
                    return _("{name} gives a card to you").format(name=who)
                return _by(who, _("You give a card to {to}"), _("{name} gives a card to {to}"), to=to)
            return _by(who, _("You give a card to the left"), _("{name} gives a card to the left"))
        if k == "take":  # partner behind: how many of the blind the picker took, unseen
            n = event.value or 0
            many = _(_HOW_MANY[n]) if n in _HOW_MANY else str(n)
            return _by(who, _("You take {count} of the blind"), _("{name} takes {count} of the blind"), count=many)
        if k == "share":
            if isinstance(event.value, int):  # partner behind: the rest of two, the others to the opponents
                if event.value:
                    many = _(_HOW_MANY[event.value]) if event.value in _HOW_MANY else str(event.value)
                    return _by(
                        who,
                        _("You are the partner, behind the picker and take {count}; the blind's other cards are buried unseen for the opponents"),
                        _("{name} is the partner, behind the picker and takes {count}; the blind's other cards are buried unseen for the opponents"),
                        count=many,
                    )
                return _by(
                    who,
                    _("You are the partner, behind the picker; the blind's other cards are buried unseen for the opponents"),
                    _("{name} is the partner, behind the picker; the blind's other cards are buried unseen for the opponents"),
                )
            return _by(who, _("You take the other half of the blind: You are the partner"), _("{name} takes the other half of the blind: {name} is the partner"))
        if k == "roll":
            if event.value:
                return _by(who, _("You roll a {n}"), _("{name} rolls a {n}"), n=event.value)
            return _by(who, _("You roll"), _("{name} rolls"))
        if k == "nuke":
            if isinstance(event.value, int) and 0 <= event.value < len(names):
                return _by(
                    who,
                    _("You nuke: your hand goes to the opponents' bury, the whole blind to you; {mate} is the partner"),
                    _("{name} nukes: their hand goes to the opponents' bury, the whole blind to {name}; {mate} is the partner"),
                    mate=names[event.value],
                )
            return _by(
                who,
                _("You nuke: your hand goes to the opponents' bury, the whole blind to you; the player behind is the partner"),
                _("{name} nukes: their hand goes to the opponents' bury, the whole blind to {name}; the player behind is the partner"),
            )
        if k == "play":
            c = event.card
            if c in self.face_down_cards(view):
                if len(view.trick) == 1 and view.leader == event.seat and view.called is not None:  # told as it is led
                    suit = _(_SUIT_ONE[suit_of(view.called)])
                    if c != FACE_DOWN:
                        return _by(
                            who, _("You lead the unknown face down (the {card}): a {suit} lead"), _("{name} leads the unknown face down (the {card}): a {suit} lead"),
                            card=label(c, ascii), suit=suit,  # type: ignore[arg-type]
                        )
                    return _by(who, _("You lead the unknown face down: a {suit} lead"), _("{name} leads the unknown face down: a {suit} lead"), suit=suit)
                if c != FACE_DOWN:
                    return _by(who, _("You play the unknown face down (the {card})"), _("{name} plays the unknown face down (the {card})"), card=label(c, ascii))  # type: ignore[arg-type]
                return _by(who, _("You play the unknown face down"), _("{name} plays the unknown face down"))
            card = label(c, ascii)  # type: ignore[arg-type]
            if c == view.called and event.seat != view.picker:
                return _by(who, _("You play the {card}: You are the partner"), _("{name} plays the {card}: {name} is the partner"), card=card)
            return _by(who, _("You play the {card}"), _("{name} plays the {card}"), card=card)
        if k == "trick":
            cards = event.cards or ()
            pts = ngettext("{n} point", "{n} points", _points(cards)).format(n=_points(cards))  # the points this seat can see
            card = label(event.card, ascii)  # type: ignore[arg-type]
            if FACE_DOWN in cards:
                return _by(
                    who, _("You take the trick with the {card}: {points} and the unknown"), _("{name} takes the trick with the {card}: {points} and the unknown"),
                    card=card, points=pts,
                )
            return _by(who, _("You take the trick with the {card}: {points}"), _("{name} takes the trick with the {card}: {points}"), card=card, points=pts)
        if k == "deal_scored":
            result = event.data
            line = scored_line(self.result_headline(result, view), result, names)
            bury = self.bury_told(result, view, ascii)
            return f"{bury}\n{line}" if bury else line
        if k == "match_over":
            best, seats = leaders(list(event.data or view.totals))
            won = [names[s] for s in seats]
            if len(won) > 1:
                both = won[0]
                for name in won[1:]:  # 'Kit and Doc and Belle', as it always read
                    both = _("{some} and {last}").format(some=both, last=name)
                return _("The match is over: {names} win with {n}").format(names=both, n=best)
            return _by(won[0], _("The match is over: You win with {n}"), _("The match is over: {name} wins with {n}"), n=best)
        return f"{who} {k.replace('_', ' ')}".strip()

    def bury_told(self, result: Any, view: Any, ascii: bool) -> str | None:
        """Once the deal is over, the picker's bury, for the seats that did not see it go down
        (the engine's result names it; the deal's earlier events say only how many)."""
        picker = getattr(result, "picker", None)
        own, _theirs = _buried_apart(result)
        if picker is None or not own:
            return None
        buriers = [picker]
        partner = getattr(result, "partner", None)
        if view.rules.partner in sh.SHARED_BLIND and partner is not None and partner != picker:
            buriers.append(partner)  # the partner took a share of the blind and buried as many
        if buriers == [view.seat]:
            return None  # the picker saw its own bury go down: the log said it then
        who = _and_list([view.players[s] for s in buriers])
        pts = ngettext("{n} point", "{n} points", _points(own)).format(n=_points(own))
        return _("{names} buried {cards} ({points})").format(names=who, cards=_cards(own, ascii), points=pts)
