"""Sheriff's reasons in words (the ``normal`` bot's :mod:`~sheriff_tui.bots.sheriff.why`):
"bid 7: four spades, two sure on top, and two side aces: about 65% to make 7"."""

from __future__ import annotations

from typing import Any, Callable

from ....bots.reasons import Reason
from ....cards import SUIT_NAMES
from ...cardtext import label
from ..why import count, number, percent


def _hand(r: Reason) -> str:
    """``four spades, two sure on top, and two side aces``."""
    n, top = r["trumps"], r["top"]
    words = f"{number(n)} {SUIT_NAMES[r['trump']] if n != 1 else SUIT_NAMES[r['trump']][:-1]}"
    if top:
        words += f", {number(top)} sure on top,"
    return f"{words} and {count(r['aces'], 'side ace')}"


def _card(r: Reason, a: bool, key: str = "card") -> str:
    return label(r[key], a)


def _mates(r: Reason) -> str:
    return "your partner's" if r["sheriff"] else "a fellow Outlaw's"


def _duck(r: Reason) -> str:
    if r["sheriff"]:
        if r["need"] == 0:
            return "you stand exactly on your contract, a trick more costs the exact bonus"
        return "your sure trumps make the rest of the contract, this trick can go"
    return "the Sheriff stands exactly on his contract: one trick more costs him the exact bonus"


def _take(verb: str, r: Reason, a: bool) -> str:
    return f"Ruff with the {_card(r, a)}" if r.get("ruff") else f"{verb} the {_card(r, a)}"


_SAY: dict[str, Callable[[str, Reason, bool], str]] = {
    "bid": lambda m, r, a: f"{m}: {_hand(r)}: {percent(r['chance'])} to make {r['value']}"
    + ("" if r["higher"] else ", and a low contract earns the exact bonus more often"),
    "pass": lambda m, r, a: f"{m}: with {_hand(r)}, {r['value']} tricks are only {percent(r['chance'])} likely",
    "blind_bid": lambda m, r, a: f"{m}: unseen, {r['value']} is likely enough at this table, and blind pays more",
    "blind_pass": lambda m, r, a: f"{m}: unseen, {r['value']} tricks is too many to count on",
    "choice_take": lambda m, r, a: f"{m}: with the {_card(r, a)}, {_hand(r)}: {percent(r['chance'])} to make {r['value']}",
    "choice_decline": lambda m, r, a: f"{m}: with the {_card(r, a)}, {_hand(r)}: {r['value']} tricks are only {percent(r['chance'])} likely",
    "discard": lambda m, r, a: f"{m}: the card your contract misses least",
    "nothing_at_stake": lambda m, r, a: f"{m}: nothing rides on this trick, the cheapest card goes",
    "duck": lambda m, r, a: f"{m}: {_duck(r)}",
    "lead_to_lose": lambda m, r, a: f"Lead the {_card(r, a)}: {_duck(r)}",
    "mate_holds": lambda m, r, a: f"{m}: {_mates(r)} {_card(r, a, 'winner')} should hold, keep your cards",
    "overtake": lambda m, r, a: f"{_take('Take over with', r, a)}: {_mates(r)} {label(r['winner'], a)} may be beaten",
    "mate_may_lose": lambda m, r, a: f"{m}: {_mates(r)} {_card(r, a, 'winner')} may be beaten, but no card of yours is safe",
    "cannot_beat": lambda m, r, a: f"{m}: nothing of yours beats the {_card(r, a, 'winner')}"
    + (", discard the cheapest" if r["void"] else ", the cheapest card"),
    "last_wins": lambda m, r, a: f"{_take('Take it with', r, a)}: last to play, the cheapest card that wins",
    "no_safe_winner": lambda m, r, a: f"{m}: no card of yours is likely to hold with {count(r['behind'], 'opponent')} to come",
    "take": lambda m, r, a: f"{_take('Take it with', r, a)}: {percent(r['chance'])} to hold, the cheapest of the safe cards",
    "draw_master": lambda m, r, a: f"Lead the {_card(r, a)}: the highest trump, to draw the Outlaws' trumps ({number(r['out'])} still out)",
    "draw_length": lambda m, r, a: f"Lead the {_card(r, a)}: draw trumps with length, your {number(r['trumps'])} against {number(r['out'])} still out",
    "cash": lambda m, r, a: f"Cash the {_card(r, a)}: nothing left beats it, {percent(r['chance'])} to hold",
    "trumps_only": lambda m, r, a: f"Lead the {_card(r, a)}: only trumps left, and no one else holds any",
    "establish_top": lambda m, r, a: f"Lead the {_card(r, a)}: the top of your {number(r['length'])}-card suit, to set it up",
    "establish_low": lambda m, r, a: f"Lead the {_card(r, a)}: low from your {number(r['length'])}-card suit, to set it up",
    "safe_low": lambda m, r, a: f"Lead the {_card(r, a)}: the lowest card that does no harm",
    "trumps_only_low": lambda m, r, a: f"Lead the {_card(r, a)}: only trumps left, the lowest goes",
    "attack": lambda m, r, a: f"Cash the {_card(r, a)}: "
    + ("the Sheriff is out of trumps" if r["out"] else "few tricks are left and the Sheriff needs them")
    + f", {percent(r['chance'])} to hold",
    "partner_ruff": lambda m, r, a: f"Lead the {_card(r, a)}: a fellow Outlaw is out of the suit and can ruff",
    "attack_long": lambda m, r, a: f"Lead the {_card(r, a)}: the Sheriff's own suit, to cut it off before it runs",
    "outlaw_low": lambda m, r, a: f"Lead the {_card(r, a)}: low, in a suit the Sheriff must follow"
    + (", keeping your trumps" if r["keep_trumps"] else ""),
    "master_trump": lambda m, r, a: f"Lead the {_card(r, a)}: your trump is the highest left",
}


def say(move: str, r: Reason, ascii: bool) -> str:
    """The hint's words for ``move`` with its reason, or the move alone for a reason not known here."""
    words: Any = _SAY.get(r.key)
    return words(move, r, ascii) if words is not None else move
