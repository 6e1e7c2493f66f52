"""The review in a player's words: one line a decision, and the record's JSON for ``--json``."""

from __future__ import annotations

from typing import Any

from .. import records
from ..cards import card_str
from ..engine.core import Action
from .model import NOISE, DealReview, Decision

_VERBS = {"play": "", "bid": "bid", "pass": "pass", "pick": "pick", "call": "call", "alone": "go alone", "bury": "bury",
          "take": "take the turned card", "discard": "discard", "trump": "trump", "double": "double",
          "redouble": "redouble", "open": "play open", "crack": "crack", "recrack": "recrack", "blitz": "blitz"}
_TRUMPS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trump"}


def card(c: int, ascii: bool = False) -> str:
    return card_str(c, symbols=not ascii)


def action_words(a: Action, ascii: bool = False) -> str:
    """``A♠``, ``bid 7``, ``pass``, ``bury 7♣ 8♦``, ``call A♥``, ``trump hearts``."""
    verb = _VERBS.get(a.act, a.act.replace("_", " "))
    if a.act == "play" and a.card is not None:
        return card(a.card, ascii)
    parts = [verb] if verb else []
    if a.act == "trump" and a.suit is not None:
        return f"trump {_TRUMPS.get(a.suit, a.suit)}"
    if a.card is not None:
        parts.append(card(a.card, ascii))
    if a.cards:
        parts.append(" ".join(card(c, ascii) for c in a.cards))
    if a.value is not None:
        parts.append(str(a.value))
    if a.unknown is not None:
        parts.append(f"(the {card(a.unknown, ascii)} face down)")
    return " ".join(parts)


def where(d: Decision) -> str:
    return f"trick {d.trick}" if d.trick is not None else "before the cards"


def points(x: float) -> str:
    return f"{x:.1f} point{'s' if round(x, 1) != 1 else ''}"


def decision_line(d: Decision, ascii: bool = False) -> str:
    """``trick 3: A♠ cost about 1.4 points; K♠ was best: the picker is void in spades``."""
    what = f"{where(d)}: {action_words(d.action, ascii)}"
    if not d.weighed:
        return f"{what}: not weighed"
    if d.best == d.action:
        return f"{what}: best of {len(d.values)} weighed"
    best = action_words(d.best, ascii)
    if not d.costly:
        noise = f" (the {points(d.cost)} between them is within the search's noise, ±{d.margin:.1f})" if d.cost >= NOISE and d.margin >= d.cost else ""
        return f"{what}: as good as {best}{noise}"
    tail = f": {d.reason}" if d.reason else ""
    spread = f" (±{d.margin:.1f})" if d.margin >= 0.05 else ""
    return f"{what} cost about {points(d.cost)}{spread}; {best} was best{tail}"


def lost_line(review: DealReview) -> str:
    return f"points lost this deal: about {review.lost:.1f}"


def review_lines(review: DealReview, ascii: bool = False) -> list[str]:
    """The deal's heading, one line a decision (costliest first), the points lost."""
    head = f"deal {review.deal + 1}: {review.player} (seat {review.seat + 1}), as hard's search weighs the decisions"
    if not review.complete:
        head += " (the deal is unfinished)"
    lines = [head]
    if not review.decisions:
        lines.append("  no decision with a choice")
    lines += [f"  {decision_line(d, ascii)}" for d in review.decisions]
    lines.append(f"  {lost_line(review)}")
    return lines


def review_json(review: DealReview) -> dict[str, Any]:
    act = lambda a: records.action_to_json(a, review.game)  # noqa: E731
    return {
        "deal": review.deal + 1,
        "seat": review.seat,
        "player": review.player,
        "complete": review.complete,
        "lost": round(review.lost, 3),
        "decisions": [
            {
                "index": d.index,
                "trick": d.trick,
                "phase": d.phase,
                "action": act(d.action),
                "best": act(d.best),
                "cost": round(d.cost, 3),
                "margin": round(d.margin, 3),
                "values": [{"action": act(a), "value": round(v, 3)} for a, v in d.values],
                "reason": d.reason,
            }
            for d in review.decisions
        ],
    }
