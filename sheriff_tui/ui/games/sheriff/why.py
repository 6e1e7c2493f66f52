"""Sheriff's reasons in words (the ``normal`` bot's :mod:`~sheriff_tui.bots.sheriff.why`):
"bid 7: four spades, two sure on top, and two side aces: about 65% to make 7".

Each reason is one whole sentence for the translator (``{move}``: the hint's move, as the
prompt says it); the counts are words in English ("two"), figures where the language in use
has no such words (:func:`..why.number`)."""

from __future__ import annotations

from typing import Any, Callable

from ....bots.reasons import Reason
from ....i18n import _, ngettext
from ...cardtext import label
from ..why import number, percent


def _suit_count(suit: int, n: int) -> str:
    """``four spades``, ``one spade``: so many cards of a suit."""
    if suit == 0:
        text = ngettext("{n} club", "{n} clubs", n)
    elif suit == 1:
        text = ngettext("{n} diamond", "{n} diamonds", n)
    elif suit == 2:
        text = ngettext("{n} heart", "{n} hearts", n)
    else:
        text = ngettext("{n} spade", "{n} spades", n)
    return text.format(n=number(n))


def _hand(r: Reason) -> str:
    """``four spades, two sure on top, and two side aces``."""
    trumps = _suit_count(r["trump"], r["trumps"])
    aces = ngettext("{n} side ace", "{n} side aces", r["aces"]).format(n=number(r["aces"]))
    if r["top"]:
        return _("{trumps}, {top} sure on top, and {aces}").format(trumps=trumps, top=number(r["top"]), aces=aces)
    return _("{trumps} and {aces}").format(trumps=trumps, aces=aces)


def _card(r: Reason, a: bool, key: str = "card") -> str:
    return label(r[key], a)


def _duck(r: Reason) -> str:
    if r["sheriff"]:
        if r["need"] == 0:
            return _("you stand exactly on your contract, a trick more costs the exact bonus")
        return _("your sure trumps make the rest of the contract, this trick can go")
    return _("the Sheriff stands exactly on his contract: one trick more costs him the exact bonus")


def _take(r: Reason, a: bool, verb: str) -> str:
    """``Ruff with the 5♠`` when the card is a trump on another suit, else the move's own words."""
    if r.get("ruff"):
        return _("Ruff with the {card}").format(card=_card(r, a))
    if verb == "over":
        return _("Take over with the {card}").format(card=_card(r, a))
    return _("Take it with the {card}").format(card=_card(r, a))


def _mate(r: Reason, a: bool, key: str) -> dict[str, str]:
    return {"card": _card(r, a, key)}


def _mates_holds(m: str, r: Reason, a: bool) -> str:
    if r["sheriff"]:
        return _("{move}: your partner's {card} should hold, keep your cards").format(move=m, **_mate(r, a, "winner"))
    return _("{move}: a fellow Outlaw's {card} should hold, keep your cards").format(move=m, **_mate(r, a, "winner"))


def _overtake(m: str, r: Reason, a: bool) -> str:
    if r["sheriff"]:
        return _("{take}: your partner's {card} may be beaten").format(take=_take(r, a, "over"), card=label(r["winner"], a))
    return _("{take}: a fellow Outlaw's {card} may be beaten").format(take=_take(r, a, "over"), card=label(r["winner"], a))


def _mate_may_lose(m: str, r: Reason, a: bool) -> str:
    if r["sheriff"]:
        return _("{move}: your partner's {card} may be beaten, but no card of yours is safe").format(move=m, **_mate(r, a, "winner"))
    return _("{move}: a fellow Outlaw's {card} may be beaten, but no card of yours is safe").format(move=m, **_mate(r, a, "winner"))


def _bid(m: str, r: Reason, a: bool) -> str:
    if r["higher"]:
        return _("{move}: {hand}: {chance} to make {n}").format(move=m, hand=_hand(r), chance=percent(r["chance"]), n=r["value"])
    return _("{move}: {hand}: {chance} to make {n}, and a low contract earns the exact bonus more often").format(
        move=m, hand=_hand(r), chance=percent(r["chance"]), n=r["value"]
    )


def _cannot_beat(m: str, r: Reason, a: bool) -> str:
    if r["void"]:
        return _("{move}: nothing of yours beats the {card}, discard the cheapest").format(move=m, card=_card(r, a, "winner"))
    return _("{move}: nothing of yours beats the {card}, the cheapest card").format(move=m, card=_card(r, a, "winner"))


def _attack(m: str, r: Reason, a: bool) -> str:
    if r["out"]:
        return _("Cash the {card}: the Sheriff is out of trumps, {chance} to hold").format(card=_card(r, a), chance=percent(r["chance"]))
    return _("Cash the {card}: few tricks are left and the Sheriff needs them, {chance} to hold").format(card=_card(r, a), chance=percent(r["chance"]))


def _outlaw_low(m: str, r: Reason, a: bool) -> str:
    if r["keep_trumps"]:
        return _("Lead the {card}: low, in a suit the Sheriff must follow, keeping your trumps").format(card=_card(r, a))
    return _("Lead the {card}: low, in a suit the Sheriff must follow").format(card=_card(r, a))


def _no_safe_winner(m: str, r: Reason, a: bool) -> str:
    n = r["behind"]
    return ngettext(
        "{move}: no card of yours is likely to hold with {n} opponent to come", "{move}: no card of yours is likely to hold with {n} opponents to come", n
    ).format(move=m, n=number(n))


_SAY: dict[str, Callable[[str, Reason, bool], str]] = {
    "bid": _bid,
    "pass": lambda m, r, a: _("{move}: with {hand}, {n} tricks are only {chance} likely").format(move=m, hand=_hand(r), n=r["value"], chance=percent(r["chance"])),
    "blind_bid": lambda m, r, a: _("{move}: unseen, {n} is likely enough at this table, and blind pays more").format(move=m, n=r["value"]),
    "blind_pass": lambda m, r, a: _("{move}: unseen, {n} tricks is too many to count on").format(move=m, n=r["value"]),
    "choice_take": lambda m, r, a: _("{move}: with the {card}, {hand}: {chance} to make {n}").format(
        move=m, card=_card(r, a), hand=_hand(r), chance=percent(r["chance"]), n=r["value"]
    ),
    "choice_decline": lambda m, r, a: _("{move}: with the {card}, {hand}: {n} tricks are only {chance} likely").format(
        move=m, card=_card(r, a), hand=_hand(r), n=r["value"], chance=percent(r["chance"])
    ),
    "discard": lambda m, r, a: _("{move}: the card your contract misses least").format(move=m),
    "nothing_at_stake": lambda m, r, a: _("{move}: nothing rides on this trick, the cheapest card goes").format(move=m),
    "duck": lambda m, r, a: _("{move}: {why}").format(move=m, why=_duck(r)),
    "lead_to_lose": lambda m, r, a: _("Lead the {card}: {why}").format(card=_card(r, a), why=_duck(r)),
    "mate_holds": _mates_holds,
    "overtake": _overtake,
    "mate_may_lose": _mate_may_lose,
    "cannot_beat": _cannot_beat,
    "last_wins": lambda m, r, a: _("{take}: last to play, the cheapest card that wins").format(take=_take(r, a, "it")),
    "no_safe_winner": _no_safe_winner,
    "take": lambda m, r, a: _("{take}: {chance} to hold, the cheapest of the safe cards").format(take=_take(r, a, "it"), chance=percent(r["chance"])),
    "draw_master": lambda m, r, a: _("Lead the {card}: the highest trump, to draw the Outlaws' trumps ({n} still out)").format(card=_card(r, a), n=number(r["out"])),
    "draw_length": lambda m, r, a: _("Lead the {card}: draw trumps with length, your {mine} against {n} still out").format(
        card=_card(r, a), mine=number(r["trumps"]), n=number(r["out"])
    ),
    "cash": lambda m, r, a: _("Cash the {card}: nothing left beats it, {chance} to hold").format(card=_card(r, a), chance=percent(r["chance"])),
    "trumps_only": lambda m, r, a: _("Lead the {card}: only trumps left, and no one else holds any").format(card=_card(r, a)),
    "establish_top": lambda m, r, a: _("Lead the {card}: the top of your {n}-card suit, to set it up").format(card=_card(r, a), n=number(r["length"])),
    "establish_low": lambda m, r, a: _("Lead the {card}: low from your {n}-card suit, to set it up").format(card=_card(r, a), n=number(r["length"])),
    "safe_low": lambda m, r, a: _("Lead the {card}: the lowest card that does no harm").format(card=_card(r, a)),
    "trumps_only_low": lambda m, r, a: _("Lead the {card}: only trumps left, the lowest goes").format(card=_card(r, a)),
    "attack": _attack,
    "partner_ruff": lambda m, r, a: _("Lead the {card}: a fellow Outlaw is out of the suit and can ruff").format(card=_card(r, a)),
    "attack_long": lambda m, r, a: _("Lead the {card}: the Sheriff's own suit, to cut it off before it runs").format(card=_card(r, a)),
    "outlaw_low": _outlaw_low,
    "master_trump": lambda m, r, a: _("Lead the {card}: your trump is the highest left").format(card=_card(r, a)),
}


def say(move: str, r: Reason, ascii: bool) -> str:
    """The hint's words for ``move`` with its reason, or the move alone for a reason not known here."""
    words: Any = _SAY.get(r.key)
    return words(move, r, ascii) if words is not None else move
