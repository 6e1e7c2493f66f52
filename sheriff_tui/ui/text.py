"""Words every game's table shares: a verb agreeing with its player, a count with its noun.

The log, the prompts and the panels say "Belle plays" but "You play", "1 point" but
"2 points"; each game's adapter used to carry its own table of verbs and its own
``plural``. One English rule here serves them all.
"""

from __future__ import annotations

from typing import Sequence

from ..i18n import N_, _
from ..settings import is_unnamed

#: the suits' names as SUIT_NAMES orders them (clubs, diamonds, hearts, spades), to be ``_()``-ed when shown
SUIT_WORDS = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))

# the verbs whose "You" form no rule of endings gives
_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}
# "-es" after a hissing sound is the ending itself (passes, catches); after another letter
# the "e" belongs to the verb (loses, takes)
_HISSING = ("sses", "zzes", "ches", "shes", "xes")


def base_form(verb: str) -> str:
    """The verb as "You" says it: 'plays' -> 'play', 'passes' -> 'pass', 'buries' -> 'bury'.
    A word that is no third-person verb ('must', 'bid') is left as it is."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(_HISSING):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def is_you(name: str) -> bool:
    """The player who chose no name, spoken to in the second person: "You", or the word a new
    table in another language gave them (あなた)."""
    return is_unnamed(name)


def says(name: str, verb: str) -> str:
    """'Belle bids', but 'You bid': the verb given in the third person. English glue only: a
    sentence shown in the language in use is whole for the translator (:func:`by_person`)."""
    return f"You {base_form(verb)}" if is_you(name) else f"{name} {verb}"


def by_person(name: str, you: str, other: str, **fields: object) -> str:
    """A whole sentence by person, each already ``_()``-ed where it is written (so the catalogs
    hold both and a language says each its own way): ``you`` for the human's seat ("You play
    the {card}"), ``other`` for anyone else ("{name} plays the {card}"), ``{name}`` filled in."""
    return (you if is_you(name) else other).format(name=name, **fields)


def suit_name(suit: int) -> str:
    """A suit's name in the language in use: 'spades', 'スペード'."""
    return _(SUIT_WORDS[suit])


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 trick', '2 tricks'; ``many`` for a noun whose plural is not its word and an s."""
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def deal_heading(deal_no: int, deals: int | None = None) -> str:
    """'Deal 3 of 10' (``deal_no`` counts from 0), or 'Deal 3' in a race with no set number of deals."""
    if deals:
        return _("Deal {n} of {deals}").format(n=deal_no + 1, deals=deals)
    return _("Deal {n}").format(n=deal_no + 1)


def changes_words(names: Sequence[str], scores: Sequence[int]) -> str:
    """A deal's score for the log: 'You +2, Belle -1, Wyatt -1', each name held to its figure
    (a no-break space: the log folds lines at spaces only)."""
    return ", ".join(f"{name}\u00a0{score:+d}" for name, score in zip(names, scores))
