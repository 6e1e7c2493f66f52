"""Sheepshead's words at the table, shared by the standard adapter and the forms' adapters:
the log's first and last lines of a deal, the orders of a hand, the pot's words, and small readings
of a view or a result."""

from __future__ import annotations

from typing import Any, Sequence

from ....engine import sheepshead as sh
from ....i18n import N_, _
from ....engine.sheepshead.pot import ANTE
from ...cardtext import label
from ...text import by_person, changes_words, deal_heading, is_you
from ....settings import unnamed_seat as _you  # the seat spoken to in the second person, as _by reads it  # noqa: F401

_SUIT_ORDER = (0, 2, 3, 1)  # ♣ ♥ ♠ (♦ when clubs are trump) after the trumps: the colours alternate

_FAIL_ORDER = {r: i for i, r in enumerate((12, 8, 11, 7, 6, 5))}  # A 10 K 9 8 7

_NO_SIDES = ("leaster", "moster", "mittler")

_NO_SIDES_WORDS = {
    "leaster": N_("Leaster: all passed · fewest points with a trick wins"),
    "moster": N_("Moster: all passed · the most points pays"),
    "mittler": N_("Mittler: all passed · the middle score wins"),
}

_NO_SIDES_SHORT = {
    "leaster": N_("Leaster: fewest points wins"),
    "moster": N_("Moster: most points pays"),
    "mittler": N_("Mittler: middle score wins"),
}

# the roles as :meth:`role` and ``result_role`` keep them (English, compared in the code), shown ``_()``-ed
_ROLE_WORDS = (
    N_("Picker"), N_("Picker alone"), N_("Partner"), N_("Opponent"), N_("Alone"), N_("dealer"),
    N_("Leaster"), N_("Moster"), N_("Mittler"), N_("Caller"),
    N_("picker"), N_("picker alone"), N_("partner"), N_("opponent"), N_("alone"), N_("caller"),
    N_("leaster"), N_("moster"), N_("mittler"), N_("winner"), N_("loser"),
)

# the suits' names, in SUIT_NAMES' order (clubs, diamonds, hearts, spades); their one card's word
_SUIT_WORDS = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
_SUIT_ONE = (N_("club"), N_("diamond"), N_("heart"), N_("spade"))


# partner rules with one partner at most: once that one is known, everyone else is an opponent
# (the J♦-and-ace game may have two; the card games have their own sides)
_ONE_PARTNER = frozenset({"called_ace", "jack_of_diamonds", "behind", "dice", "blind_share"})

_UNPLAYED = {"schwanzer": ("shows",), "doubler": ()}  # result columns of the hands nobody played: no tricks, no points
# the result's columns as ``result_columns`` keeps them (English), shown ``_()``-ed by the deal's result
_COLUMN_WORDS = (N_("player"), N_("role"), N_("team"), N_("tricks"), N_("points"), N_("shows"), N_("hand"), N_("pot"), N_("change"))

_HOW_MANY = {0: N_("none"), 1: N_("one"), 2: N_("two")}  # blind cards taken (partner behind)

MORE = "more"  # a step of the prompt (choose the unknown), not an engine action

BACK_ACT = "back"


# a bury's count in words (the engine says how many when not two)
_BURY_COUNT = {1: N_("a card"), 2: N_("two cards"), 3: N_("three cards"), 4: N_("four cards")}


def _unknown_why(card: int, d: Any) -> str:
    """Why the card the call prompt offers first (:func:`~...engine.sheepshead.unknown_order`) is
    the sensible unknown, in a player's words (seed 001: "usually a low fail card or the lowest trump")."""
    if d.trump_mask >> card & 1:
        return _("your lowest trump")
    if not sh.POINTS[card]:
        return _("a low fail card")
    return _("the fewest points")


# first_played's agreed rank, as a player says it
_RANK_WORDS = {
    "Q": N_("queens"), "J": N_("jacks"), "K": N_("kings"), "A": N_("aces"),
    "10": N_("tens"), "9": N_("nines"), "8": N_("eights"), "7": N_("sevens"),
}


def deal_line(view: Any, who: str, extra: str = "") -> str:
    """The log's first line of a deal: 'Deal 3 of 10: Belle deals', as every game's log starts one."""
    if is_you(who):
        return _("{heading}: You deal{extra}").format(heading=deal_heading(view.deal_no, view.rules.deals), extra=extra)
    return _("{heading}: {name} deals{extra}").format(heading=deal_heading(view.deal_no, view.rules.deals), name=who, extra=extra)


def scored_line(headline: str, result: Any, names: Sequence[str]) -> str:
    """The log's last line of a deal: what happened, then each seat's change."""
    return f"{headline} · {changes_words(names, result.scores)}"


def _points(cards: Sequence[int]) -> int:
    return sum(sh.POINTS[c] for c in cards)


def _cards(cards: Sequence[int], ascii: bool) -> str:
    return " ".join(label(c, ascii) for c in cards)


def _spaced(cards: Sequence[int]) -> list[int | str]:
    """Cards for a footer line, a space between each."""
    out: list[int | str] = []
    for c in cards:
        if out:
            out.append(" ")
        out.append(c)
    return out


def _trumps(view: Any) -> tuple[int, ...]:
    deck = getattr(view, "deck", None)
    return deck.trumps if deck is not None else sh.TRUMPS


def _kind(view_or_result: Any) -> str:
    return getattr(view_or_result, "kind", "leaster" if view_or_result.leaster else "picker")


def _partners(view: Any) -> tuple[int, ...]:
    """The partners this seat knows of."""
    known = tuple(getattr(view, "partners", ()) or ())
    if view.partner is not None and view.partner not in known:
        known = (view.partner,) + known
    return known


def _forced(view: Any) -> bool:
    """The dealer picked because everyone else passed and the table plays forced pick."""
    return bool(getattr(view, "forced", False))


def _and_list(words: Sequence[str]) -> str:
    """'Kit', 'Kit and Doc', 'Kit, You and Doc'."""
    if len(words) < 2:
        return "".join(words)
    return _("{some} and {last}").format(some=_(", ").join(words[:-1]), last=words[-1])


def _last_deal(result: Any, view: Any) -> bool:
    """The match's last deal (a doubler there doubles nothing: the engine's words still promise a next hand)."""
    return bool(view.rules.match_over(result.deal + 1, view.totals))  # a doubler moves no totals: the view's are the deal's


def _buried_apart(result: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(the picker's side's bury, the cards buried for the opponents: partner behind)."""
    theirs = tuple(getattr(result, "opp_buried", ()) or ())
    return tuple(c for c in result.buried if c not in theirs), theirs


def _pot_title(view: Any, ascii: bool) -> str:
    """'pot 5'; in a hand nobody picked, where its antes take it: 'pot 5 → 10'."""
    pot = getattr(view, "pot", 0)
    now = _("pot {n}").format(n=pot) if pot else _("pot empty")
    if view.leaster and view.phase != "over":
        return f"{now} {'->' if ascii else '→'} {pot + ANTE * len(view.players)}"
    return now


def _pot_sentences(result: Any, names: Sequence[str]) -> list[str]:
    """The engine's words for each pot move, as sentences ('Each player antes 1 …')."""
    moves = getattr(result, "pot_moves", None)
    if moves is None:
        return []
    sentences = (m.words(names) for m in moves)  # the engine's words, in the language in use
    return [_("{sentence}.").format(sentence=f"{r[0].upper()}{r[1:]}") for r in sentences]


def _pot_short(result: Any, names: Sequence[str]) -> str:
    """The pot's part of a headline: 'pot +5', 'won the pot (10)', 'paid 10 into the pot', 'showdown: Belle'."""
    out = []
    for m in getattr(result, "pot_moves", ()):
        if m.kind == "fed":
            out.append(_("pot +{n}").format(n=m.amount))
        elif m.kind == "won":
            out.append((_("won one pot ({n})") if m.how == "one" and m.pot else _("won the pot ({n})")).format(n=m.amount))
        elif m.kind == "paid":
            out.append(_("paid {n} into the pot").format(n=m.amount))
        elif m.kind == "split":
            out.append(_("pot ({n}) split").format(n=m.amount))
        elif m.showdown is not None:
            out.append(_("showdown ({n}): {names}").format(n=m.amount, names=" & ".join(names[s] for s in m.showdown.winners)))
    return _(", ").join(out)


def _calls_after_bury(view: Any) -> bool:
    """``bury_first``: this bury is the picker's, and a call (or going alone) comes after it."""
    r = view.rules
    if not getattr(r, "bury_first", False) or view.seat != view.picker or view.called is not None:
        return False
    if r.partner in ("called_ace", "jd_and_called_ace"):
        return True
    if r.partner == "jack_of_diamonds":
        return bool(r.call_up or r.jd_calls_ace or r.sheepshead_call or r.jd_alone)
    return r.partner == "none" and bool(r.sheepshead_call)


def _forced_now(view: Any) -> bool:
    return bool(getattr(view, "forced_now", False))



def _by(who: str, you: str, other: str, **fields: Any) -> str:
    """A whole sentence by person, both ``_()``-ed where written (Japanese says each its own way):
    ``you`` for the human's seat, ``other`` with ``{name}`` for anyone else."""
    return by_person(who, you, other, **fields)


def _role(role: str) -> str:
    """A role kept in English (:data:`_ROLE_WORDS`) as a player reads it."""
    return _(role) if role else ""


def _suit(suit: int) -> str:
    """A suit's name in the language in use: 'hearts', 'ハート'."""
    return _(_SUIT_WORDS[suit])
