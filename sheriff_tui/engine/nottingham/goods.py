"""Sheriff of Nottingham's goods: the card table of rules digest §4, by id.

A goods card is an int 0..14 (legal goods 0..3, contraband 4..7, royal goods
8..14). Cards of one kind are alike, so hands, bags and stands are counts per
kind (a tuple or list of 15 ints), not bitmasks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from ...i18n import N_, _
from ..core import IllegalAction


class Good(NamedTuple):
    name: str  # the record's word
    label: str  # as the table says it (marked for the catalogs: ``_()`` it where it is shown)
    count: int  # cards in the deck
    value: int  # on the stand at the end
    penalty: int  # paid when an inspection finds it undeclared (or declared, by the Sheriff)
    kind: str  # "legal", "contraband" or "royal"
    counts_as: int  # the legal good a royal good stands for (itself for legal goods, -1 for contraband)
    times: int  # how many of that legal good it counts as for the King and Queen bonuses


GOODS: tuple[Good, ...] = (
    Good("apples", N_("Apples"), 48, 2, 2, "legal", 0, 1),
    Good("cheese", N_("Cheese"), 36, 3, 2, "legal", 1, 1),
    Good("bread", N_("Bread"), 36, 3, 2, "legal", 2, 1),
    Good("chicken", N_("Chicken"), 24, 4, 2, "legal", 3, 1),
    Good("pepper", N_("Pepper"), 22, 6, 4, "contraband", -1, 0),
    Good("mead", N_("Mead"), 21, 7, 4, "contraband", -1, 0),
    Good("silk", N_("Silk"), 12, 8, 4, "contraband", -1, 0),
    Good("crossbow", N_("Crossbow"), 5, 9, 4, "contraband", -1, 0),
    Good("green-apples", N_("Green apples"), 2, 4, 3, "royal", 0, 2),
    Good("golden-apples", N_("Golden apples"), 2, 6, 4, "royal", 0, 3),
    Good("gouda", N_("Gouda cheese"), 2, 6, 4, "royal", 1, 2),
    Good("bleu", N_("Bleu cheese"), 1, 9, 5, "royal", 1, 3),
    Good("rye", N_("Rye bread"), 2, 6, 4, "royal", 2, 2),
    Good("pumpernickel", N_("Pumpernickel"), 1, 9, 5, "royal", 2, 3),
    Good("rooster", N_("Royal rooster"), 2, 8, 4, "royal", 3, 2),
)

KINDS = len(GOODS)
APPLES, CHEESE, BREAD, CHICKEN, PEPPER, MEAD, SILK, CROSSBOW = range(8)
LEGAL: tuple[int, ...] = (APPLES, CHEESE, BREAD, CHICKEN)
CONTRABAND: tuple[int, ...] = (PEPPER, MEAD, SILK, CROSSBOW)
ROYAL: tuple[int, ...] = tuple(range(8, KINDS))
VALUE: tuple[int, ...] = tuple(g.value for g in GOODS)
PENALTY: tuple[int, ...] = tuple(g.penalty for g in GOODS)
FACE_UP: tuple[bool, ...] = tuple(g.kind == "legal" for g in GOODS)  # legal goods lie face up on a stand

#: King and Queen bonuses per legal good (most, second most)
BONUS: tuple[tuple[int, int], ...] = ((20, 10), (15, 10), (15, 10), (10, 5))

_BY_NAME = {g.name: i for i, g in enumerate(GOODS)}
_ALIASES = {
    "apple": APPLES, "breads": BREAD, "chickens": CHICKEN, "crossbows": CROSSBOW,
    "green apples": 8, "golden apples": 9, "gouda cheese": 10, "bleu cheese": 11, "rye bread": 12,
    "royal rooster": 14, "royal-rooster": 14, "gouda-cheese": 10, "bleu-cheese": 11, "rye-bread": 12,
}

Counts = tuple[int, ...]
EMPTY: Counts = (0,) * KINDS


class GoodsError(ValueError):
    """Text that names no good; the message says what is allowed."""


def parse_good(text: object) -> int:
    """A good's id from its record word (``"apples"``, ``"green-apples"``), any case."""
    if not isinstance(text, str):
        raise GoodsError(f"a good is named by a word like \"apples\", not {text!r}")
    key = text.strip().lower()
    g = _BY_NAME.get(key, _ALIASES.get(key))
    if g is None:
        raise GoodsError(f"{text!r} is not a good; allowed: {', '.join(g.name for g in GOODS)}")
    return g


def good_str(g: int) -> str:
    return GOODS[g].name


def deck(royal: bool, players: int | None = None) -> tuple[int, ...]:
    """Every card of the game, in id order (216 with the royal goods, 204 without).

    ``players`` (None: the deck for every number of players) takes out the cards a
    table of that size plays without: see :func:`deck_counts`.
    """
    return cards_of(deck_counts(royal, players))


#: a three-player deck takes out this share of each good, rounded down. The published game takes
#: out the cards marked "4+" with three players; which cards carry the mark was not found, so this
#: table takes out one card in six of each good: 32 of the 204 (apples 8, cheese 6, bread 6,
#: chicken 4, pepper 3, mead 3, silk 2), none of the five crossbows or of the royal goods.
THREE_PLAYER_SHARE = 6


def deck_counts(royal: bool, players: int | None = None) -> Counts:
    """How many cards of each good the deck holds: with three ``players``, one in six fewer (rounded down)."""
    def count(g: Good) -> int:
        if g.kind == "royal" and not royal:
            return 0
        return g.count - (g.count // THREE_PLAYER_SHARE if players == 3 else 0)

    return tuple(count(g) for g in GOODS)


def counts_for(rules: Any) -> Counts:
    """How many cards of each good a table of these Nottingham rules plays with."""
    return deck_counts(rules.royal_goods, rules.players if rules.deck_by_players else None)


def deck_for(rules: Any) -> tuple[int, ...]:
    """The deck a table of these Nottingham rules plays with."""
    return cards_of(counts_for(rules))


def deck_words(rules: Any) -> str:
    """The deck in words, for messages: "the 172 goods cards for three players"."""
    n = len(deck_for(rules))
    royal = "with the royal goods" if rules.royal_goods else "without the royal goods"
    if rules.deck_by_players and rules.players == 3:
        return f"the {n} goods cards of a three-player deck {royal}"
    return f"the {n} goods cards {royal}"


def counts_of(cards: Iterable[int]) -> Counts:
    c = [0] * KINDS
    for g in cards:
        c[g] += 1
    return tuple(c)


def cards_of(counts: Sequence[int]) -> tuple[int, ...]:
    """The cards of a count vector, in id order."""
    return tuple(g for g in range(KINDS) for _n in range(counts[g]))


#: each good as a count of cards says it, (one, more): the things one counts take an s;
#: bread, pepper, mead and silk are said as at the table, "2 bread", "3 silk" (marked for the catalogs)
NOUNS: tuple[tuple[str, str], ...] = (
    (N_("apple"), N_("apples")), (N_("cheese"), N_("cheeses")), (N_("bread"), N_("bread")), (N_("chicken"), N_("chickens")),
    (N_("pepper"), N_("pepper")), (N_("mead"), N_("mead")), (N_("silk"), N_("silk")), (N_("crossbow"), N_("crossbows")),
    (N_("green apple"), N_("green apples")), (N_("golden apple"), N_("golden apples")), (N_("Gouda cheese"), N_("Gouda cheeses")),
    (N_("Bleu cheese"), N_("Bleu cheeses")), (N_("rye bread"), N_("rye bread")), (N_("pumpernickel"), N_("pumpernickel")),
    (N_("royal rooster"), N_("royal roosters")),
)


def noun(g: int, n: int) -> str:
    """The good as ``n`` cards of it are called, in the language in use: 'apple', 'apples', 'bread'."""
    one, more = NOUNS[g]
    return _(one if n == 1 else more)


def amount(n: int, g: int) -> str:
    """'1 apple', '2 apples', '2 bread': ``n`` cards of good ``g`` in words, in the language in use."""
    return _("{n} {goods}").format(n=n, goods=noun(g, n))


def describe(counts: Sequence[int]) -> str:
    """"3 apples, 1 pepper" — for logs, messages and the table, in the language in use."""
    parts = [amount(n, g) for g, n in enumerate(counts) if n]
    if not parts:
        return _("nothing")
    out = parts[0]
    for part in parts[1:]:
        out = _("{goods}, {more}").format(goods=out, more=part)  # Japanese lists with 、
    return out


def value_of(counts: Sequence[int]) -> int:
    return sum(n * VALUE[g] for g, n in enumerate(counts))


def legal_count(counts: Sequence[int], good: int) -> int:
    """How many of legal ``good`` a stand counts for the bonuses (royal goods count as their number)."""
    return sum(n * GOODS[g].times for g, n in enumerate(counts) if GOODS[g].counts_as == good)


def sub_multisets(counts: Sequence[int], lo: int, hi: int) -> tuple[Counts, ...]:
    """Every way to take between ``lo`` and ``hi`` cards from ``counts`` (cards of a kind are alike)."""
    out: list[Counts] = []
    kinds = [g for g in range(KINDS) if counts[g]]
    take = [0] * KINDS

    def walk(i: int, size: int) -> None:
        if i == len(kinds):
            if size >= lo:
                out.append(tuple(take))
            return
        g = kinds[i]
        for k in range(min(counts[g], hi - size) + 1):
            take[g] = k
            walk(i + 1, size + k)
        take[g] = 0

    walk(0, 0)
    return tuple(out)


def checked_counts(cards: tuple[int, ...] | None) -> Counts:
    """The counts of the goods an action names; IllegalAction when one is no good of the game."""
    if not cards:
        return EMPTY
    if any(not isinstance(c, int) or not 0 <= c < KINDS for c in cards):
        raise IllegalAction(_("name goods from the game's cards"))
    return counts_of(cards)


def within(part: Counts, whole: Sequence[int]) -> bool:
    """Every good of ``part`` is there in ``whole`` (a hand, a bag)."""
    return all(p <= w for p, w in zip(part, whole))
