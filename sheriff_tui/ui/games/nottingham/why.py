"""Sheriff of Nottingham's reasons in words (the ``normal`` bot's
:mod:`~sheriff_tui.bots.nottingham.why`): "Bag 4 apples: an honest bag, this Sheriff opens
about 40% of bags", "Inspect: this bag is likely a lie, worth about 6 gold to open"."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ....bots.reasons import Reason
from ....i18n import _
from .words import amount, and_list, noun


def _percent(p: float) -> str:
    """``about 70%``; a near-certainty as ``all but sure``."""
    return _("all but sure") if p >= 0.995 else _("about {p}%").format(p=round(p * 100))


def _goods(gs: Sequence[int]) -> str:
    """``pepper and 2 silk``: illegal cards, one per entry."""
    counts: dict[int, int] = {}
    for g in gs:
        counts[g] = counts.get(g, 0) + 1
    return and_list([noun(g, 1) if n == 1 else amount(n, g) for g, n in counts.items()])


def _plural(g: int) -> str:
    return noun(g, 2)


def _gold(x: float) -> str:
    return _("{n} gold").format(n=round(x))


def _market(m: str, r: Reason) -> str:
    if r["illegal"]:
        said = _("{move}: keep your {goods} for the bag and the {contraband} to smuggle")
    else:
        said = _("{move}: keep your {goods} for the bag")
    return said.format(move=m, goods=_plural(r["good"]), contraband=_goods(r["illegal"]) if r["illegal"] else "")


def _honest(m: str, r: Reason) -> str:
    if r["contraband"]:
        return _("{move}: an honest bag, and smuggling doesn't pay with this Sheriff (opens {chance} of bags)").format(move=m, chance=_percent(r["caught"]))
    return _("{move}: an honest bag").format(move=m)


def _honest_safer(m: str, r: Reason) -> str:
    if r["image"]:
        said = _("{move}: an honest bag; smuggling would gain only about {gold}, too little for the risk after your bribes made the Sheriff wary")
    else:
        said = _("{move}: an honest bag; smuggling would gain only about {gold}, too little for the risk")
    return said.format(move=m, gold=_gold(r["gain"]))


def _pay(m: str, r: Reason) -> str:
    if r["leads"]:
        return _("{move}: a big bag with a bribe on it, from the leader").format(move=m)
    return _("{move}: a big bag with a bribe on it, from your rival in a race").format(move=m)


_SAY: dict[str, Callable[[str, Reason], str]] = {
    "market": _market,
    "take_target": lambda m, r: _("{move}: you collect {goods}").format(move=m, goods=_plural(r["good"])),
    "take_wanted": lambda m, r: _("{move}: {good} is worth keeping").format(move=m, good=noun(r["good"], 1)),
    "draw_none_wanted": lambda m, r: _("{move}: neither pile's top is a card you want").format(move=m),
    "discard_cover": lambda m, r: _("{move}: the next merchant wants it least").format(move=m),
    "discard_under": lambda m, r: _("{move}: it goes under, so the cards the next merchant wants least end on top").format(move=m),
    "honest": _honest,
    "honest_safer": _honest_safer,
    "smuggle": lambda m, r: _("{move}: the {contraband} under your {goods} should gain about {gold} more than an honest bag").format(
        move=m, contraband=_goods(r["illegal"]), goods=_plural(r["good"]), gold=_gold(r["gain"])
    ),
    "smuggle_bluff": lambda m, r: _("{move}: a little smuggling now and then, so the Sheriff can't read you").format(move=m),
    "smuggle_only": lambda m, r: _("{move}: no legal good to bag, so the {contraband} goes under cover").format(move=m, contraband=_goods(r["illegal"])),
    "declare": lambda m, r: _("{move}: the legal good your bag holds most of").format(move=m),
    "declare_cover": lambda m, r: _("{move}: your bag holds no legal good, so name the one you collect").format(move=m),
    "honest_bag": lambda m, r: _("{move}: your bag is honest, an inspection pays you").format(move=m),
    "no_bribe": lambda m, r: _("{move}: this Sheriff opens only {chance} of such bags, keep your gold").format(move=m, chance=_percent(r["chance"])),
    "withdraw": lambda m, r: _("{move}: {price} is dearer than being caught ({lost})").format(move=m, price=_gold(r["price"]), lost=_gold(r["lost"])),
    "meet": lambda m, r: _("{move}: the Sheriff's price is less than your smuggled goods are worth ({worth})").format(move=m, worth=_gold(r["worth"])),
    "bribe": lambda m, r: _("{move}: {penalty} of penalty at stake and goods worth {worth}").format(
        move=m, penalty=_gold(r["penalty"]), worth=_gold(r["worth"])
    ),
    "ask": lambda m, r: _("{move}: a {size}-card bag, {chance} to hide something").format(move=m, size=r["size"], chance=_percent(r["chance"])),
    "ask_nothing": lambda m, r: _("{move}: a small or honest-looking bag ({chance} to hide something)").format(move=m, chance=_percent(r["chance"])),
    "pay": _pay,
    "counter": lambda m, r: _("{move}: opening the bag should bring about {gold}, the offer is well below that").format(move=m, gold=_gold(r["gain"])),
    "promise_kept": lambda m, r: _("{move}: you promised this merchant, and keeping it costs little").format(move=m),
    "price_met": lambda m, r: _("{move}: your price was met, a Sheriff keeps its word").format(move=m),
    "bribe_worth": lambda m, r: _("{move}: it is worth about {bribe}, more than an inspection should bring ({gain})").format(
        move=m, bribe=_gold(r["bribe"]), gain=_gold(r["gain"])
    ),
    "inspect": lambda m, r: _("{move}: the bag likely lies, opening it should bring about {gold}").format(move=m, gold=_gold(r["gain"])),
    "probe": lambda m, r: _("{move}: it nearly pays, and merchants must not count on a pass").format(move=m),
    "let_through": lambda m, r: _("{move}: opening it would likely cost you more than it brings").format(move=m),
}


def say(move: str, r: Reason, ascii: bool) -> str:
    """The hint's words for ``move`` with its reason, or the move alone for a reason not known here."""
    words: Any = _SAY.get(r.key)
    return words(move, r) if words is not None else move
