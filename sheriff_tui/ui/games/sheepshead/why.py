"""Sheepshead's reasons in words (the ``normal`` bot's :mod:`~sheriff_tui.bots.sheepshead.why`):
"pass: only two trumps, no queen and no ace", "Schmear the A♣: your partner's Q♣ wins this trick"."""

from __future__ import annotations

from typing import Any, Callable

from ....bots.reasons import Reason
from ....cards import SUIT_NAMES
from ....engine.sheepshead.cards import JD
from ...cardtext import label
from ..why import and_list, cards, count, number, percent, suits, the

_WHO = {
    "you": "your",
    "picker": "the picker's",
    "partner": "your partner's",
    "likely partner": "your likely partner's",
    "opponent": "the other side's",
    "likely opponent": "the other side's",
}


def _hand(r: Reason, ascii: bool) -> str:
    """The hand as the pick reads it: ``four trumps with the Q♣ Q♠ and the A♥``."""
    tops, aces = r.get("tops", ()), r.get("aces", ())
    words = count(r["trumps"], "trump")
    if tops:
        words += f" with {the(tops[0], ascii) if len(tops) == 1 else 'the ' + cards(tops, ascii)}"
    else:
        words += ", no queen" if r.get("queens") else ", no top trump"
    words += f" and {'the ' + cards(aces, ascii) if aces else 'no fail ace'}"
    return words


def _behind(n: int) -> str:
    if n == 0:
        return "even as the last to decide"
    return f"with {count(n, 'player')} still to decide after you"


def _winner(r: Reason, ascii: bool) -> str:
    return f"{_WHO.get(r['who'], 'the')} {label(r['winner'], ascii)}"


def _take(verb: str, r: Reason, ascii: bool) -> str:
    c = label(r["card"], ascii)
    return f"Trump in with the {c}" if r.get("trump_in") else f"{verb} the {c}"


def _short(length: int, c: int) -> str:
    if length <= 1:
        return f"your only {SUIT_NAMES[c // 13][:-1]}, to trump the suit later"
    return f"a cheap lead from {number(length)} {SUIT_NAMES[c // 13]}"


_SAY: dict[str, Callable[[str, Reason, bool], str]] = {
    "redeal": lambda m, r, a: f"{m}: a hand of nothing, that helps no side",
    "pass_few": lambda m, r, a: f"{m}: " + (f"only {count(r['trumps'], 'trump')}" if r["trumps"] else "no trumps")
    + (" and no queen" if r.get("queens") else " and no top trump"),
    "pass_weak": lambda m, r, a: f"{m}: {_hand(r, a)}: too little, {_behind(r['behind'])}",
    "pick": lambda m, r, a: f"{m}: {_hand(r, a)}: enough, {_behind(r['behind'])}",
    "pick_jd_alone": lambda m, r, a: f"{m}: holding the {label(JD, a)} you play alone, and {_hand(r, a)} can",
    "pass_jd_alone": lambda m, r, a: f"{m}: holding the {label(JD, a)} you would play alone, and {_hand(r, a)} can't",
    "sweep": lambda m, r, a: f"{m}: {count(r['trumps'], 'trump')}, every trick is yours",
    "alone": lambda m, r, a: f"{m}: after the bury, {_hand(r, a)} need no partner",
    "alone_no_call": lambda m, r, a: f"{m}: no ace to call",
    "call_own": lambda m, r, a: f"{m}: your own ace, so you play alone without telling: {_hand(r, a)} needs no partner",
    "call": lambda m, r, a: _call(m, r, a),
    "bury": lambda m, r, a: _bury(m, r, a),
    "schmear": lambda m, r, a: f"Schmear the {label(r['card'], a)}: {_winner(r, a)} {'wins' if r['sure'] else 'should win'} this trick",
    "shed_side": lambda m, r, a: f"{m}: {_winner(r, a)} wins this trick, and nothing of yours is worth schmearing",
    "overtake": lambda m, r, a: f"Take over with the {label(r['card'], a)}: {r['points']} points on a trick your side might lose",
    "mate_holds": lambda m, r, a: f"{m}: {_winner(r, a)} should hold, keep your cards",
    "cannot_beat": lambda m, r, a: f"{m}: nothing of yours beats the {label(r['winner'], a)}, give the least away",
    "settles": lambda m, r, a: f"{_take('Take it with', r, a)}: sure to win, and its {r['points']} points decide the deal",
    "last_wins": lambda m, r, a: f"{_take('Take it with', r, a)}: last to play, the cheapest card that wins {r['points']} points",
    "take": lambda m, r, a: f"{_take('Take it with', r, a)}: {'sure' if r['chance'] >= 1 else percent(r['chance'])} to hold, for {r['points']} points or more",
    "no_safe_winner": lambda m, r, a: f"{m}: no card of yours is likely to hold the trick with {count(r['behind'], 'player')} to come",
    "not_worth": lambda m, r, a: f"{m}: the trick isn't worth the {label(r['card'], a)}",
    "lead_master_trump": lambda m, r, a: f"Lead the {label(r['card'], a)}: the highest trump left, to draw the other side's trumps",
    "lead_trump": lambda m, r, a: _lead_trump(m, r, a),
    "cash": lambda m, r, a: f"Cash the {label(r['card'], a)}: nothing left beats it" + (", and it should not be trumped" if r["trumps_out"] else ""),
    "side_trumps_drawn": lambda m, r, a: f"Lead the {label(r['card'], a)}: the other side has no trump left",
    "low_lead": lambda m, r, a: f"Lead the {label(r['card'], a)}: {_short(r['length'], r['card'])}",
    "lead_called": lambda m, r, a: f"Lead the {label(r['card'], a)}: the called suit, so the {label(r['called'], a)} must come out",
    "master_over_points": lambda m, r, a: f"Lead the {label(r['card'], a)}: your master trump, rather than an ace or ten into the picker's trumps",
    "defender_low": lambda m, r, a: f"Lead the {label(r['card'], a)}: {_short(r['length'], r['card'])}",
    "only_trumps_master": lambda m, r, a: f"Lead the {label(r['card'], a)}: only trumps left, and nothing beats it",
    "only_trumps_low": lambda m, r, a: f"Lead the {label(r['card'], a)}: only trumps left, the lowest goes",
}


def _call(move: str, r: Reason, ascii: bool) -> str:
    held, unknown = r.get("held", ()), r.get("unknown")
    why = []
    if unknown is not None:
        why.append(f"the {label(unknown, ascii)} face down stands for its suit")
    elif held:
        why.append(f"you keep the {label(held[0], ascii)} to lead to your partner")
    if r.get("voids"):
        why.append(f"the bury leaves you void in {suits(r['voids'])}")
    return f"{move}: {and_list(why)}" if why else move


def _bury(move: str, r: Reason, ascii: bool) -> str:
    why = [f"{r['points']} points safe in the bury" if r["points"] else "cards you won't miss"]
    if r.get("voids"):
        why.append(f"a void in {suits(r['voids'])} to trump")
    if r.get("hold"):
        why.append(f"the {label(r['hold'][0], ascii)} kept for the call")
    return f"{move}: {and_list(why)}"


def _lead_trump(move: str, r: Reason, ascii: bool) -> str:
    role = "the picker" if r["role"] == "picker" else "the partner"
    return f"Lead trump (the {label(r['card'], ascii)}): you are {role} with {count(r['trumps'], 'trump')}, {number(r['out'])} more still out"


def say(move: str, r: Reason, ascii: bool) -> str:
    """The hint's words for ``move`` with its reason, or the move alone for a reason not known here."""
    words: Any = _SAY.get(r.key)
    return words(move, r, ascii) if words is not None else move
