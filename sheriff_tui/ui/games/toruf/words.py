"""Toruf's words at the table: the teams, the trump, the points and the calls after trump, as said."""

from __future__ import annotations

from typing import Sequence

from .... import i18n
from ....cards import rank_of, suit_of
from ....engine.toruf import View
from ....engine.toruf.score import NO_TRUMP, POINTS, TRUMP_CODES, team_of
from ....i18n import N_, _, ngettext
from ...cardtext import suit_label
from ...text import base_form, is_you

# the suits' words, in the order of ``cards.SUIT_NAMES`` (♣ ♦ ♥ ♠): kept, translated when shown
SUIT_WORDS = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
SUIT_ONE = (N_("club"), N_("diamond"), N_("heart"), N_("spade"))
SUIT_TITLES = (N_("Clubs"), N_("Diamonds"), N_("Hearts"), N_("Spades"))
# a call after trump as :func:`_call_word` keys it (English), and as a panel shows it
CALL_WORDS = {
    "doubled": N_("doubled"), "redoubled": N_("redoubled"), "plays open": N_("plays open"),
    "no double": N_("no double"), "no redouble": N_("no redouble"), "plays closed": N_("plays closed"),
}


def by(who: str, you: str, other: str) -> str:
    """The sentence for the person at the table ('You bid 50') or for another seat ('{name} bids 50'),
    each already translated: whole sentences, so that a language says each in its own order."""
    return you if is_you(who) else other


def call_text(word: str) -> str:
    """A call's word (:func:`_call_word`) in the language in use."""
    return _(CALL_WORDS[word]) if word in CALL_WORDS else word


def as_said_by(name: str, text: str) -> str:
    """A panel row's words after the name, each part's verb agreeing: 'plays 85 · plays open', but
    for You 'play 85 · play open'."""
    if not is_you(name) or i18n.lang() != i18n.SOURCE:  # only English verbs agree with "You"
        return text
    parts = []
    for part in text.split(" · "):
        verb, _sep, rest = part.partition(" ")
        parts.append(f"{base_form(verb)} {rest}".rstrip())
    return " · ".join(parts)


def pts(n: int) -> str:
    """'1 pt', '10 pts': a jack on the trick is worth one point, not 'pts'."""
    return ngettext("{n} pt", "{n} pts", n).format(n=n)


def trump_text(trump: int, ascii: bool) -> str:
    """'♥ hearts', or 'no trump'."""
    return _("no trump") if trump == NO_TRUMP else f"{suit_label(trump, ascii)} {_(SUIT_WORDS[trump])}"


def one_of(suit: int, ascii: bool) -> str:
    """'♣ club'; in ASCII just 'club' ('C club' reads like a typo)."""
    return _(SUIT_ONE[suit]) if ascii else f"{suit_label(suit, ascii)} {_(SUIT_ONE[suit])}"


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
    if any(a == "double" for _seat, a in (view.calls if before is None else before)):
        return "no redouble"
    return "plays closed"
