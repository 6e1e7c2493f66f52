"""The review in a player's words: one line a decision, and the record's JSON for ``--json``."""

from __future__ import annotations

from typing import Any

from .. import records
from ..cards import card_str
from ..engine.core import Action
from ..i18n import N_, _, ngettext
from .model import NOISE, DealReview, Decision

# each kept in English, translated when shown
_VERBS = {"play": "", "bid": N_("bid"), "pass": N_("pass"), "pick": N_("pick"), "call": N_("call"), "alone": N_("go alone"),
          "bury": N_("bury"), "take": N_("take the turned card"), "discard": N_("discard"), "trump": N_("trump"),
          "double": N_("double"), "redouble": N_("redouble"), "open": N_("play open"), "crack": N_("crack"),
          "recrack": N_("recrack"), "blitz": N_("blitz"), "best": N_("best"), "billy": N_("billy"), "side_solo": N_("side solo"),
          "nuke": N_("nuke"), "roll": N_("roll"), "redeal": N_("redeal"), "sheepshead": N_("sheepshead")}
_TRUMPS = {"C": N_("clubs"), "D": N_("diamonds"), "H": N_("hearts"), "S": N_("spades"), "NT": N_("no trump")}


def card(c: int, ascii: bool = False) -> str:
    return card_str(c, symbols=not ascii)


def action_words(a: Action, ascii: bool = False) -> str:
    """``A♠``, ``bid 7``, ``pass``, ``bury 7♣ 8♦``, ``call A♥``, ``trump hearts``."""
    if a.act == "play" and a.card is not None:
        return card(a.card, ascii)
    if a.act == "trump" and a.suit is not None:
        return _("trump {suit}").format(suit=_(_TRUMPS[a.suit]) if a.suit in _TRUMPS else a.suit)
    verb = _(_VERBS[a.act]) if _VERBS.get(a.act) else a.act.replace("_", " ") if a.act not in _VERBS else ""
    parts = []
    if a.card is not None:
        parts.append(card(a.card, ascii))
    if a.cards:
        parts.append(" ".join(card(c, ascii) for c in a.cards))
    if a.value is not None:
        parts.append(str(a.value))
    if a.unknown is not None:
        parts.append(_("(the {card} face down)").format(card=card(a.unknown, ascii)))
    what = " ".join(parts)
    if verb and what:
        # TRANSLATORS: a decision: "bid 7", "bury 7♣ 8♦", "call A♥" ({what}: the cards or the number)
        return _("{verb} {what}").format(verb=verb, what=what)
    return verb or what


def where(d: Decision) -> str:
    return _("trick {n}").format(n=d.trick) if d.trick is not None else _("before the cards")


def points(x: float) -> str:
    return ngettext("{n} point", "{n} points", 1 if round(x, 1) == 1 else 2).format(n=f"{x:.1f}")


def decision_line(d: Decision, ascii: bool = False) -> str:
    """``trick 3: A♠ cost about 1.4 points; K♠ was best: the picker is void in spades``."""
    fields = {"where": where(d), "action": action_words(d.action, ascii)}
    if not d.weighed:
        return _("{where}: {action}: not weighed").format(**fields)
    if d.best == d.action:
        return _("{where}: {action}: best of {n} weighed").format(n=len(d.values), **fields)
    fields["best"] = action_words(d.best, ascii)
    if not d.costly:
        if d.cost >= NOISE and d.margin >= d.cost:
            return _("{where}: {action}: as good as {best} (the {points} between them is within the search's noise, ±{margin})").format(
                points=points(d.cost), margin=f"{d.margin:.1f}", **fields
            )
        return _("{where}: {action}: as good as {best}").format(**fields)
    fields["points"] = points(d.cost)
    spread = d.margin >= 0.05
    if d.reason:
        words = _("{where}: {action} cost about {points} (±{margin}); {best} was best: {reason}") if spread else _("{where}: {action} cost about {points}; {best} was best: {reason}")
    else:
        words = _("{where}: {action} cost about {points} (±{margin}); {best} was best") if spread else _("{where}: {action} cost about {points}; {best} was best")
    return words.format(margin=f"{d.margin:.1f}", reason=d.reason, **fields)


def lost_line(review: DealReview) -> str:
    return _("points lost this deal: about {lost}").format(lost=f"{review.lost:.1f}")


def review_lines(review: DealReview, ascii: bool = False) -> list[str]:
    """The deal's heading, one line a decision (costliest first), the points lost."""
    fields = {"deal": review.deal + 1, "player": review.player, "seat": review.seat + 1}
    if review.complete:
        head = _("deal {deal}: {player} (seat {seat}), as hard's search weighs the decisions").format(**fields)
    else:
        head = _("deal {deal}: {player} (seat {seat}), as hard's search weighs the decisions (the deal is unfinished)").format(**fields)
    lines = [head]
    if not review.decisions:
        lines.append("  " + _("no decision with a choice"))
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
