"""Toruf's words at the table: the teams, the trump, the points and the calls after trump, as said."""

from __future__ import annotations

from typing import Sequence

from ....cards import SUIT_NAMES, SUIT_SINGULAR, rank_of, suit_of
from ....engine.toruf import View
from ....engine.toruf.score import NO_TRUMP, POINTS, TRUMP_CODES, team_of
from ...cardtext import suit_label
from ...text import base_form


def as_said_by(name: str, text: str) -> str:
    """A panel row's words after the name, each part's verb agreeing: 'plays 85 · plays open', but
    for You 'play 85 · play open'."""
    if name != "You":
        return text
    parts = []
    for part in text.split(" · "):
        verb, _, rest = part.partition(" ")
        parts.append(f"{base_form(verb)} {rest}".rstrip())
    return " · ".join(parts)


def pts(n: int) -> str:
    """'1 pt', '10 pts': a jack on the trick is worth one point, not 'pts'."""
    return f"{n} pt" if n == 1 else f"{n} pts"


def trump_text(trump: int, ascii: bool) -> str:
    """'♥ hearts', or 'no trump'."""
    return "no trump" if trump == NO_TRUMP else f"{suit_label(trump, ascii)} {SUIT_NAMES[trump]}"


def one_of(suit: int, ascii: bool) -> str:
    """'♣ club'; in ASCII just 'club' ('C club' reads like a typo)."""
    return SUIT_SINGULAR[suit] if ascii else f"{suit_label(suit, ascii)} {SUIT_SINGULAR[suit]}"


def trump_order(hand: Sequence[int], code: str) -> tuple[int, int, int, int]:
    """Where a trump choice's button goes: the longest suit first (its button has the focus), a tie
    to the stronger (more card points, then higher cards), then no trump, and a suit the player
    holds none of last, so Enter never names a void suit trump. An order of buttons, not a rule:
    every choice the engine lists is offered."""
    if code == "NT":
        return (1, 0, 0, 0)
    s = TRUMP_CODES.index(code)
    held = [c for c in hand if suit_of(c) == s]
    if not held:
        return (2, 0, 0, s)
    return (0, -len(held), -sum(POINTS[c] for c in held), -sum(1 << rank_of(c) for c in held))


def _trump_of(view: View) -> int | None:
    """The contract's trump index (0..3, NO_TRUMP), None before it is named."""
    return NO_TRUMP if view.no_trump else view.trump


def _call_word(view: View, seat: int, act: str, before: Sequence[tuple[int, str]] | None = None) -> str:
    """A call after trump in words. A pass is told by who passed and when (``before``: the
    calls ahead of it, else all): a defender declines to double; a bidder declines to
    redouble after a double, else to play open."""
    if act != "pass":
        return {"double": "doubled", "redouble": "redoubled", "open": "plays open"}.get(act, act)
    if team_of(seat) != view.bidding_team:
        return "no double"
    if any(a == "double" for _, a in (view.calls if before is None else before)):
        return "no redouble"
    return "plays closed"
