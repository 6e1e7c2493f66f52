"""Sheriff of Nottingham's reasons in words (the ``normal`` bot's
:mod:`~sheriff_tui.bots.nottingham.why`): "Bag 4 apples: an honest bag, this Sheriff opens
about 40% of bags", "Inspect: this bag is likely a lie, worth about 6 gold to open"."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ....bots.reasons import Reason
from ....engine.nottingham.goods import NOUNS
from ..why import and_list, percent


def _goods(gs: Sequence[int]) -> str:
    """``pepper and 2 silk``: illegal cards, one per entry."""
    counts: dict[int, int] = {}
    for g in gs:
        counts[g] = counts.get(g, 0) + 1
    return and_list([NOUNS[g][0] if n == 1 else f"{n} {NOUNS[g][1]}" for g, n in counts.items()])


def _plural(g: int) -> str:
    return NOUNS[g][1]


def _gold(x: float) -> str:
    return f"{round(x)} gold"


_SAY: dict[str, Callable[[str, Reason], str]] = {
    "market": lambda m, r: f"{m}: keep your {_plural(r['good'])} for the bag"
    + (f" and the {_goods(r['illegal'])} to smuggle" if r["illegal"] else ""),
    "take_target": lambda m, r: f"{m}: you collect {NOUNS[r['good']][1]}",
    "take_wanted": lambda m, r: f"{m}: {NOUNS[r['good']][0]} is worth keeping",
    "draw_none_wanted": lambda m, r: f"{m}: neither pile's top is a card you want",
    "discard_cover": lambda m, r: f"{m}: the next merchant wants it least",
    "discard_under": lambda m, r: f"{m}: it goes under, so the cards the next merchant wants least end on top",
    "honest": lambda m, r: f"{m}: an honest bag"
    + (f", and smuggling doesn't pay with this Sheriff (opens {percent(r['caught'])} of bags)" if r["contraband"] else ""),
    "honest_safer": lambda m, r: f"{m}: an honest bag; smuggling would gain only about {_gold(r['gain'])}, too little for the risk"
    + (" after your bribes made the Sheriff wary" if r["image"] else ""),
    "smuggle": lambda m, r: f"{m}: the {_goods(r['illegal'])} under your {_plural(r['good'])} should gain about {_gold(r['gain'])} more than an honest bag",
    "smuggle_bluff": lambda m, r: f"{m}: a little smuggling now and then, so the Sheriff can't read you",
    "smuggle_only": lambda m, r: f"{m}: no legal good to bag, so the {_goods(r['illegal'])} goes under cover",
    "declare": lambda m, r: f"{m}: the legal good your bag holds most of",
    "declare_cover": lambda m, r: f"{m}: your bag holds no legal good, so name the one you collect",
    "honest_bag": lambda m, r: f"{m}: your bag is honest, an inspection pays you",
    "no_bribe": lambda m, r: f"{m}: this Sheriff opens only {percent(r['chance'])} of such bags, keep your gold",
    "withdraw": lambda m, r: f"{m}: {_gold(r['price'])} is dearer than being caught ({_gold(r['lost'])})",
    "meet": lambda m, r: f"{m}: the Sheriff's price is less than your smuggled goods are worth ({_gold(r['worth'])})",
    "bribe": lambda m, r: f"{m}: {_gold(r['penalty'])} of penalty at stake and goods worth {_gold(r['worth'])}",
    "ask": lambda m, r: f"{m}: a {r['size']}-card bag, {percent(r['chance'])} to hide something",
    "ask_nothing": lambda m, r: f"{m}: a small or honest-looking bag ({percent(r['chance'])} to hide something)",
    "pay": lambda m, r: f"{m}: a big bag with a bribe on it, from " + ("the leader" if r["leads"] else "your rival in a race"),
    "counter": lambda m, r: f"{m}: opening the bag should bring about {_gold(r['gain'])}, the offer is well below that",
    "promise_kept": lambda m, r: f"{m}: you promised this merchant, and keeping it costs little",
    "price_met": lambda m, r: f"{m}: your price was met, a Sheriff keeps its word",
    "bribe_worth": lambda m, r: f"{m}: it is worth about {_gold(r['bribe'])}, more than an inspection should bring ({_gold(r['gain'])})",
    "inspect": lambda m, r: f"{m}: the bag likely lies, opening it should bring about {_gold(r['gain'])}",
    "probe": lambda m, r: f"{m}: it nearly pays, and merchants must not count on a pass",
    "let_through": lambda m, r: f"{m}: opening it would likely cost you more than it brings",
}


def say(move: str, r: Reason, ascii: bool) -> str:
    """The hint's words for ``move`` with its reason, or the move alone for a reason not known here."""
    words: Any = _SAY.get(r.key)
    return words(move, r) if words is not None else move
