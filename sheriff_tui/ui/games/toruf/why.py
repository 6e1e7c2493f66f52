"""Toruf's reasons in words (the ``normal`` bot's :mod:`~sheriff_tui.bots.toruf.why`):
"bid 50: six hearts with the ace and ten and two side aces: worth about 62 points"."""

from __future__ import annotations

from typing import Any, Callable

from .... import i18n
from ....bots.reasons import Reason
from ....i18n import _, ngettext
from ...cardtext import label
from ..why import number
from .words import SUIT_ONE, SUIT_WORDS


def _number(n: int) -> str:
    """'two' in English (the table's hints spell small counts), a figure in any other language."""
    return number(n) if i18n.lang() == i18n.SOURCE else str(n)


def _percent(p: float) -> str:
    """``about 70%``; a near-certainty as ``all but sure``."""
    return _("all but sure") if p >= 0.995 else _("about {p}%").format(p=round(p * 100))


def _aces(n: int) -> str:
    return ngettext("{n} ace", "{n} aces", n).format(n=_number(n))


def _suit(r: Reason) -> str:
    """``six hearts with the ace and ten, and two side aces`` (no trump: ``three aces``)."""
    if r["trump"] == 4:
        return _aces(r["aces"])
    n = r["length"]
    name = _(SUIT_WORDS[r["trump"]]) if n != 1 else _(SUIT_ONE[r["trump"]])
    cards = _("{n} {suits}").format(n=_number(n), suits=name)
    if r["ace"] and r["ten"]:
        cards = _("{cards} with the ace and ten").format(cards=cards)
    elif r["ace"]:
        cards = _("{cards} with the ace").format(cards=cards)
    elif r["ten"]:
        cards = _("{cards} with the ten").format(cards=cards)
    side = ngettext("{n} side ace", "{n} side aces", r["aces"]).format(n=_number(r["aces"]))
    return _("{cards} and {aces}").format(cards=cards, aces=side)


def _worth(r: Reason, ascii: bool) -> str:
    if r["trump"] == 4:
        return _("worth about {value} points at no trump").format(value=r["value"])
    return _("worth about {value} points with {suits} trump").format(value=r["value"], suits=_(SUIT_WORDS[r["trump"]]))


def _bid(m: str, r: Reason, a: bool) -> str:
    said = _("{move}: {hand}, {worth}, and your partner bid") if r["partner_bid"] else _("{move}: {hand}, {worth}")
    return said.format(move=m, hand=_suit(r), worth=_worth(r, a))


def _pass(m: str, r: Reason, a: bool) -> str:
    if r["short"]:
        return _("{move}: only {hand}: so few trumps are dangerous, no bid above {cap}").format(move=m, hand=_suit(r), cap=r["cap"])
    if r["value"] >= r["bid"]:
        why = _("{move}: {hand}, {worth}: too small a margin for {bid}")
    else:
        why = _("{move}: {hand}, {worth}: {bid} is too many")
    why = why.format(move=m, hand=_suit(r), worth=_worth(r, a), bid=r["bid"])
    if r["their_deal"]:
        why += _(", and if all pass the other side's dealer must play 46")
    return why


def _take(r: Reason, a: bool) -> str:
    return (_("Trump in with the {card}") if r.get("ruff") else _("Take it with the {card}")).format(card=label(r["card"], a))


def _double(m: str, r: Reason, a: bool) -> str:
    if r["trump"] == 4:
        return _("{move}: your long suit can beat {contract}").format(move=m, contract=r["contract"])
    return _("{move}: your {suits} can beat {contract}").format(move=m, suits=_(SUIT_WORDS[r["trump"]]), contract=r["contract"])


def _load(m: str, r: Reason, a: bool) -> str:
    said = (
        _("Load the {card}: your partner's {winner} wins this trick, {points} points for your side")
        if r["sure"]
        else _("Load the {card}: your partner's {winner} is sure to win, {points} points for your side")
    )
    return said.format(card=label(r["card"], a), winner=label(r["winner"], a), points=r["card_points"])


def _cannot_beat(m: str, r: Reason, a: bool) -> str:
    said = (
        _("{move}: nothing of yours beats the {card}, discard the card with fewest points")
        if r["void"]
        else _("{move}: nothing of yours beats the {card}, the card with fewest points")
    )
    return said.format(move=m, card=label(r["winner"], a))


def _draw(m: str, r: Reason, a: bool) -> str:
    said = (
        _("Lead the {card}: draw trumps, your {mine} against {out} still out (it is the highest)")
        if r["master"]
        else _("Lead the {card}: draw trumps, your {mine} against {out} still out")
    )
    return said.format(card=label(r["card"], a), mine=_number(r["trumps"]), out=_number(r["out"]))


def _short(m: str, r: Reason, a: bool) -> str:
    if r["trumps"]:
        said = _("Lead the {card}: your short suit ({n}), so the others must trump and you can ruff it later")
    else:
        said = _("Lead the {card}: a low card from a short suit")
    return said.format(card=label(r["card"], a), n=_number(r["length"]))


_SAY: dict[str, Callable[[str, Reason, bool], str]] = {
    "partner_holds": lambda m, r, a: _("{move}: your partner holds the contract").format(move=m),
    "bid": _bid,
    "pass": _pass,
    "trump": lambda m, r, a: _("{move}: {hand}, your best suit").format(move=m, hand=_suit(r))
    if r["trump"] != 4 else _("{move}: a stopper in every suit and {aces}").format(move=m, aces=_aces(r["aces"])),
    "open_open": lambda m, r, a: _("{move}: {worth}, well over {contract}").format(move=m, worth=_worth(r, a), contract=r["contract"]),
    "open_pass": lambda m, r, a: _("{move}: {worth}, not enough over {contract} to show the defenders every card").format(
        move=m, worth=_worth(r, a), contract=r["contract"]
    ),
    "double_double": _double,
    "double_pass": lambda m, r, a: _("{move}: not enough of the declarer's trumps to double {contract}").format(move=m, contract=r["contract"]),
    "redouble_redouble": lambda m, r, a: _("{move}: {worth}, well over {contract}").format(move=m, worth=_worth(r, a), contract=r["contract"]),
    "redouble_pass": lambda m, r, a: _("{move}: {worth}, not enough over {contract} to redouble").format(move=m, worth=_worth(r, a), contract=r["contract"]),
    "must_overtrump": lambda m, r, a: _("{move}: your partner wins, but you must overtrump: the cheapest trump").format(move=m),
    "load": _load,
    "partner_sure": lambda m, r, a: _("{move}: your partner's {winner} wins this trick, and you have no points to load").format(
        move=m, winner=label(r["winner"], a)
    ),
    "secure": lambda m, r, a: _("Take over with the {card}: {points} points on a trick your partner may lose").format(
        card=label(r["card"], a), points=r["points"]
    ),
    "partner_may_lose": lambda m, r, a: _("{move}: your partner's {winner} may be beaten, but no card of yours is safe").format(
        move=m, winner=label(r["winner"], a)
    ),
    "take": lambda m, r, a: _("{take}: {chance} to hold, the cheapest of the safe cards").format(take=_take(r, a), chance=_percent(r["chance"])),
    "no_safe_winner": lambda m, r, a: _("{move}: no card of yours is likely to hold, give nothing away").format(move=m),
    "cannot_beat": _cannot_beat,
    "draw": _draw,
    "cash": lambda m, r, a: _("Cash the {card}: nothing left beats it, {chance} to hold").format(card=label(r["card"], a), chance=_percent(r["chance"])),
    "partner_ruff": lambda m, r, a: _("Lead the {card}: your partner is out of the suit and can trump it").format(card=label(r["card"], a)),
    "short": _short,
    "trumps_left": lambda m, r, a: _("Lead the {card}: only trumps left, the highest kept for the last trick").format(card=label(r["card"], a)),
}


def say(move: str, r: Reason, ascii: bool) -> str:
    """The hint's words for ``move`` with its reason, or the move alone for a reason not known here."""
    words: Any = _SAY.get(r.key)
    return words(move, r, ascii) if words is not None else move
