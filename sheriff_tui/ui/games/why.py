"""A hint's reason in a player's words: the ``normal`` bot's :class:`~sheriff_tui.bots.reasons.Reason`
(a key and facts) said by its game's words module (``ui/games/<game>/why.py``, a ``say(move,
reason, ascii)``), with the cards as the table names them (:func:`..cardtext.label`).

A key the module doesn't know, or no reason at all, leaves the move alone: a new rule in a bot
never breaks a hint, it only goes unexplained until its words are written.
"""

from __future__ import annotations

import importlib
from typing import Sequence

from ...bots.reasons import Reason
from ... import i18n
from ...cards import SUIT_NAMES
from ...i18n import _
from ..cardtext import label

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number(n: int) -> str:
    """A small count in words ("two"), a larger one in figures; in figures in a language other
    than English (a count's words are the English glue's)."""
    if i18n.lang() != i18n.SOURCE:
        return str(n)
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def count(n: int, word: str) -> str:
    """``two trumps``, ``one ace``, ``no aces``."""
    return f"{number(n)} {word}{'' if n == 1 else 's'}"


def cards(cs: Sequence[int], ascii: bool) -> str:
    """Cards as the table shows them: ``Q♣ Q♠`` (``QC QS``)."""
    return " ".join(label(c, ascii) for c in cs)


def the(c: int, ascii: bool) -> str:
    return f"the {label(c, ascii)}"


def and_list(words: Sequence[str]) -> str:
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def suits(ss: Sequence[int]) -> str:
    return and_list([SUIT_NAMES[s] for s in ss])


def percent(p: float) -> str:
    """A chance as the hint says it: ``about 70%``; a near-certainty as ``all but sure``, a
    near-impossibility as ``under 1%`` (not "about 0%")."""
    if p >= 0.995:
        return _("all but sure")
    return _("under 1%") if p < 0.01 else _("about {p}%").format(p=round(p * 100))


def with_reason(game: str, move: str, reason: Reason | None, ascii: bool) -> str:
    """The hint's words: the move, and its reason where the bot had one (``move: reason``)."""
    if not reason:
        return move
    try:
        module = importlib.import_module(f"{__package__}.{game}.why")
    except ImportError:
        return move
    said = module.say(move, reason, ascii)
    return said or move
