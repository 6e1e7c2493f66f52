"""Where the match stands, in the words of every table's title: the deal and how long the
match runs, each seat's total; once it is over, the last deal and 'match over' (never a
deal that does not exist)."""

from __future__ import annotations

from typing import Any, Sequence

from ...i18n import _
from ..text import by_person


def match_over(view: Any) -> bool:
    """Every engine's view says ``over`` once the match has ended."""
    return getattr(view, "phase", "") == "over"


def deal_number(view: Any) -> int:
    """The deal on the table, from 1; once the match is over, the last deal played (the
    engine has counted it, so ``deal_no`` is then the number of deals played)."""
    return max(view.deal_no if match_over(view) else view.deal_no + 1, 1)


def deal_words(view: Any, deals: int = 0, target: int = 0, *, word: str = "Deal", short: bool = False) -> str:
    """'Deal 3 of 10' ('Deal 3/10' short), 'Deal 3 · to 100' for a race, both for a race with
    a last deal ('Deal 3 of 10 · to 100'), and ' · match over' once it is."""
    deal = deal_number(view)
    if word == "Deal":  # the usual word: whole phrases for the translator (else ``word`` is a game's own, translated)
        if deals:
            deal = min(deal, deals)
            text = (_("Deal {n}/{deals}") if short else _("Deal {n} of {deals}")).format(n=deal, deals=deals)
        else:
            text = _("Deal {n}").format(n=deal)
    elif word == "deal":  # lower case, inside a title's run of words (Toruf's)
        if deals:
            deal = min(deal, deals)
            text = (_("deal {n}/{deals}") if short else _("deal {n} of {deals}")).format(n=deal, deals=deals)
        else:
            text = _("deal {n}").format(n=deal)
    elif deals:
        deal = min(deal, deals)
        text = f"{word} {deal}/{deals}" if short else f"{word} {deal} of {deals}"
    else:
        text = f"{word} {deal}"
    if target:
        text += " · " + _("to {target}").format(target=target)
    if match_over(view):
        text += " · " + _("match over")
    return text


def total_text(total: int) -> str:
    """A match total as a score: '+12', '-3', '0'."""
    return f"{total:+d}" if total else "0"


def own_total(view: Any) -> str:
    """The human's own match total, named as the seat is: 'You +12'."""
    return f"{view.players[view.seat]} {total_text(view.totals[view.seat])}"


def leaders(totals: Sequence[int]) -> tuple[int, list[int]]:
    """The best total and the seats that hold it (a tie: more than one)."""
    best = max(totals, default=0)
    return best, [s for s, t in enumerate(totals) if t == best]


def winners_words(names: Sequence[str], totals: Sequence[int]) -> str:
    """'Belle wins with 31', 'Belle and Doc share the win with 31': the match's end by its totals
    (the match result's first line, and the log's last, where no game says it otherwise)."""
    best, seats = leaders(totals)
    if len(seats) > 1:
        # TRANSLATORS: {names} is "Belle and Doc" (the word "and" is its own string)
        together = _(" and ").join(names[s] for s in seats)
        return _("{names} share the win with {best}").format(names=together, best=best)
    return by_person(names[seats[0]], _("You win with {best}"), _("{name} wins with {best}"), best=best)
