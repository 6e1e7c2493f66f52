"""Toruf's reasons in words (the ``normal`` bot's :mod:`~sheriff_tui.bots.toruf.why`):
"bid 50: six hearts with the ace and ten and two side aces: worth about 62 points"."""

from __future__ import annotations

from typing import Any, Callable

from ....bots.reasons import Reason
from ....cards import SUIT_NAMES
from ...cardtext import label
from ..why import and_list, count, number, percent


def _suit(r: Reason) -> str:
    """``six hearts with the ace and ten, and two side aces`` (no trump: ``three aces``)."""
    if r["trump"] == 4:
        return count(r["aces"], "ace")
    n = r["length"]
    name = SUIT_NAMES[r["trump"]] if n != 1 else SUIT_NAMES[r["trump"]][:-1]
    tops = and_list([w for w, has in (("ace", r["ace"]), ("ten", r["ten"])) if has])
    words = f"{number(n)} {name}" + (f" with the {tops}" if tops else "")
    return f"{words} and {count(r['aces'], 'side ace')}"


def _worth(r: Reason, ascii: bool) -> str:
    trump = "at no trump" if r["trump"] == 4 else f"with {SUIT_NAMES[r['trump']]} trump"
    return f"worth about {r['value']} points {trump}"


def _bid(m: str, r: Reason, a: bool) -> str:
    why = f"{m}: {_suit(r)}, {_worth(r, a)}"
    if r["partner_bid"]:
        why += ", and your partner bid"
    return why


def _pass(m: str, r: Reason, a: bool) -> str:
    if r["short"]:
        return f"{m}: only {_suit(r)}: so few trumps are dangerous, no bid above {r['cap']}"
    if r["value"] >= r["bid"]:
        why = f"{m}: {_suit(r)}, {_worth(r, a)}: too small a margin for {r['bid']}"
    else:
        why = f"{m}: {_suit(r)}, {_worth(r, a)}: {r['bid']} is too many"
    if r["their_deal"]:
        why += ", and if all pass the other side's dealer must play 46"
    return why


def _take(verb: str, r: Reason, a: bool) -> str:
    return f"Trump in with the {label(r['card'], a)}" if r.get("ruff") else f"{verb} the {label(r['card'], a)}"


_SAY: dict[str, Callable[[str, Reason, bool], str]] = {
    "partner_holds": lambda m, r, a: f"{m}: your partner holds the contract",
    "bid": lambda m, r, a: _bid(m, r, a),
    "pass": lambda m, r, a: _pass(m, r, a),
    "trump": lambda m, r, a: f"{m}: {_suit(r)}, your best suit"
    if r["trump"] != 4 else f"{m}: a stopper in every suit and {count(r['aces'], 'ace')}",
    "open_open": lambda m, r, a: f"{m}: {_worth(r, a)}, well over {r['contract']}",
    "open_pass": lambda m, r, a: f"{m}: {_worth(r, a)}, not enough over {r['contract']} to show the defenders every card",
    "double_double": lambda m, r, a: f"{m}: your {'long suit' if r['trump'] == 4 else SUIT_NAMES[r['trump']]} can beat {r['contract']}",
    "double_pass": lambda m, r, a: f"{m}: not enough of the declarer's trumps to double {r['contract']}",
    "redouble_redouble": lambda m, r, a: f"{m}: {_worth(r, a)}, well over {r['contract']}",
    "redouble_pass": lambda m, r, a: f"{m}: {_worth(r, a)}, not enough over {r['contract']} to redouble",
    "must_overtrump": lambda m, r, a: f"{m}: your partner wins, but you must overtrump: the cheapest trump",
    "load": lambda m, r, a: f"Load the {label(r['card'], a)}: your partner's {label(r['winner'], a)} "
    + ("wins this trick" if r["sure"] else "is sure to win") + f", {r['card_points']} points for your side",
    "partner_sure": lambda m, r, a: f"{m}: your partner's {label(r['winner'], a)} wins this trick, and you have no points to load",
    "secure": lambda m, r, a: f"Take over with the {label(r['card'], a)}: {r['points']} points on a trick your partner may lose",
    "partner_may_lose": lambda m, r, a: f"{m}: your partner's {label(r['winner'], a)} may be beaten, but no card of yours is safe",
    "take": lambda m, r, a: f"{_take('Take it with', r, a)}: {percent(r['chance'])} to hold, the cheapest of the safe cards",
    "no_safe_winner": lambda m, r, a: f"{m}: no card of yours is likely to hold, give nothing away",
    "cannot_beat": lambda m, r, a: f"{m}: nothing of yours beats the {label(r['winner'], a)}, "
    + ("discard the card with fewest points" if r["void"] else "the card with fewest points"),
    "draw": lambda m, r, a: f"Lead the {label(r['card'], a)}: draw trumps, your {number(r['trumps'])} against {number(r['out'])} still out"
    + (" (it is the highest)" if r["master"] else ""),
    "cash": lambda m, r, a: f"Cash the {label(r['card'], a)}: nothing left beats it, {percent(r['chance'])} to hold",
    "partner_ruff": lambda m, r, a: f"Lead the {label(r['card'], a)}: your partner is out of the suit and can trump it",
    "short": lambda m, r, a: f"Lead the {label(r['card'], a)}: "
    + (f"your short suit ({number(r['length'])}), so the others must trump and you can ruff it later" if r["trumps"] else "a low card from a short suit"),
    "trumps_left": lambda m, r, a: f"Lead the {label(r['card'], a)}: only trumps left, the highest kept for the last trick",
}


def say(move: str, r: Reason, ascii: bool) -> str:
    """The hint's words for ``move`` with its reason, or the move alone for a reason not known here."""
    words: Any = _SAY.get(r.key)
    return words(move, r, ascii) if words is not None else move
