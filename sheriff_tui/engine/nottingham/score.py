"""Sheriff of Nottingham's money: penalties paid in gold and then in goods, and the final score.

Both follow rules digest §4 and seed 002 (文無しの場合 2–5): a debt a player
can't pay in gold is paid in goods from their stand at their value, contraband
first ("罰金と等しい額の禁制品をまず渡さなくてはならない。お釣りは出ない。"),
legal goods only when the contraband is not enough (3), never cards in hand (4);
what still can't be paid is forgiven (5). At the end each player scores gold +
the value of the stand + the King and Queen bonuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...i18n import _
from .goods import BONUS, GOODS, KINDS, LEGAL, VALUE, Counts, legal_count, value_of

#: the goods that pay a debt first: contraband, and the royal goods with it (face down on the
#: stand, inspected as contraband: the published game's contraband); legal goods pay only after
FACE_DOWN: tuple[int, ...] = tuple(g for g in range(KINDS) if GOODS[g].kind != "legal")


def and_join(words: Sequence[str]) -> str:
    """'Belle and Doc and Wyatt', each 'and' said in the language in use (the table joins names so too)."""
    out = words[0] if words else ""
    for word in words[1:]:
        out = _("{a} and {b}").format(a=out, b=word)
    return out


@dataclass(frozen=True)
class Payment:
    """What a debt became: gold handed over, goods handed over (counts), and what was forgiven."""

    payer: int
    payee: int
    owed: int
    gold: int
    goods: tuple[int, ...]  # counts per kind, moved from the payer's stand to the payee's
    forgiven: int


def settle(gold: list[int], stands: list[list[int]], payer: int, payee: int, owed: int) -> Payment:
    """Pay ``owed`` from ``payer`` to ``payee`` in place: gold first, then goods from the stand.

    Goods handed over go to the payee's stand, as a payment in goods does in the
    published game. Seed 002: "罰金と等しい額の禁制品をまず渡さなくてはならない。お釣りは出ない。"
    (contraband equal to the fine first; no change is given), "罰金として十分な禁制品を
    用意出来ない場合は合法品で" (not enough contraband: legal goods). So the contraband
    (royal goods with it) pays alone when it can cover the rest, with :func:`cover`; if
    it can't, all of it goes and the legal goods cover what is left the same way; what
    even all of them can't cover is forgiven.
    """
    g = min(gold[payer], owed)
    gold[payer] -= g
    gold[payee] += g
    left = owed - g
    moved = [0] * KINDS
    for tier in (FACE_DOWN, LEGAL):
        if left <= 0:
            break
        take = cover(stands, payer, payee, tier, left)
        for kind in tier:
            stands[payer][kind] -= take[kind]
            stands[payee][kind] += take[kind]
            moved[kind] += take[kind]
        left -= value_of(take)
    return Payment(payer, payee, owed, g, tuple(moved), max(left, 0))


def cover(stands: Sequence[Sequence[int]], payer: int, payee: int, kinds: Sequence[int], debt: int) -> Counts:
    """The goods of ``kinds`` on the payer's stand that pay ``debt``, as a seasoned player picks them.

    No change is given, so the set that covers the debt with the least excess:
    a debt of 8 with a 6 and a 9 hands over the 9 alone. Among sets worth the
    same: the one that costs the payer least of its King and Queen bonuses as the
    stands are now (the payee's gain counted), then the fewest legal goods
    counted for the bonuses (royal goods by their number: each feeds a rival's
    race too), then the fewest cards, then the cheapest cards. When the goods
    can't cover the debt, all of them go.
    """
    stand = stands[payer]
    have = [0] * KINDS
    for g in kinds:
        have[g] = stand[g]
    if value_of(have) <= debt:
        return tuple(have)
    covers: list[Counts] = []
    take = [0] * KINDS
    order = [g for g in kinds if stand[g]]

    def walk(i: int, paid: int) -> None:
        if paid >= debt:
            covers.append(tuple(take))
            return
        if i == len(order):
            return
        g = order[i]
        for k in range(min(stand[g], -(-(debt - paid) // VALUE[g])) + 1):  # more than covers it is never least
            take[g] = k
            walk(i + 1, paid + k * VALUE[g])
        take[g] = 0

    walk(0, 0)
    least = min(value_of(c) for c in covers)
    best = [c for c in covers if value_of(c) == least]
    if len(best) == 1:
        return best[0]
    before = _bonus_of(stands, payer)

    def key(c: Counts) -> tuple[Any, ...]:
        after = [list(s) for s in stands]
        for g in range(KINDS):
            after[payer][g] -= c[g]
            after[payee][g] += c[g]
        counted = sum(n * GOODS[g].times for g, n in enumerate(c))
        values = tuple(sorted(VALUE[g] for g in range(KINDS) for _n in range(c[g])))
        return (before - _bonus_of(after, payer), counted, sum(c), values, tuple(-n for n in c))

    return min(best, key=key)


def _bonus_of(stands: Sequence[Sequence[int]], seat: int) -> int:
    return sum(b.each for b in bonuses(stands) if seat in b.seats)


@dataclass(frozen=True)
class Bonus:
    good: int  # the legal good
    title: str  # "King", "Queen", "shared King", "shared Queen"
    seats: tuple[int, ...]
    each: int


@dataclass(frozen=True)
class FinalScore:
    """The end of the match: every figure the score sheet shows, per seat."""

    gold: tuple[int, ...]
    goods: tuple[int, ...]  # value of the stand
    bonus: tuple[int, ...]
    scores: tuple[int, ...]
    legal: tuple[int, ...]  # legal goods on the stand (royal goods by their number): the first tie-break
    bonuses: tuple[Bonus, ...]
    winners: tuple[int, ...]  # more than one when still tied after the tie-break: they share the win

    def headline(self, names: Sequence[str], final: bool = True, you: int | None = None) -> str:
        """One line for logs, the table's result and the replay report, in the language in use:
        'Belle wins with 52 (gold 20, goods 22, bonuses 10)'. ``you``: the seat spoken to in the
        second person ('You win with 52 …'), as the table speaks to the person at it."""
        best = self.winners[0]
        how = _("gold {gold}, goods {goods}, bonuses {bonuses}").format(gold=self.gold[best], goods=self.goods[best], bonuses=self.bonus[best])
        if len(self.winners) > 1:
            who = and_join([names[w] for w in self.winners])
            return _("{names} share the win with {score} each ({how} for {name})").format(names=who, score=self.scores[best], how=how, name=names[best])
        name = names[best]
        tied = [i for i, score in enumerate(self.scores) if score == self.scores[best] and i != best]
        if tied:  # equal totals: the tie-break decides, and a player seeing two equal rows is told which
            others = and_join([_("{name}'s {n}").format(name=names[i], n=self.legal[i]) for i in tied])
            said = (
                _("You win the tie on {score} with more legal goods: {n} against {others}")
                if best == you
                else _("{name} wins the tie on {score} with more legal goods: {n} against {others}")
            )
            return said.format(name=name, score=self.scores[best], n=self.legal[best], others=others)
        said = _("You win with {score} ({how})") if best == you else _("{name} wins with {score} ({how})")
        return said.format(name=name, score=self.scores[best], how=how)

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": "nottingham",
            "scores": list(self.scores),
            "gold": list(self.gold),
            "goods": list(self.goods),
            "bonus": list(self.bonus),
            "legal_goods": list(self.legal),
            "bonuses": [{"good": GOODS[b.good].name, "title": b.title, "seats": list(b.seats), "each": b.each} for b in self.bonuses],
            "winners": list(self.winners),
        }


def bonuses(stands: Sequence[Sequence[int]]) -> tuple[Bonus, ...]:
    """King and Queen of each legal good. Tied Kings share King + Queen (rounded down) and no
    Queen is paid; tied Queens share the Queen. A player with none of a good gets nothing for it."""
    out: list[Bonus] = []
    for good in LEGAL:
        king, queen = BONUS[good]
        have = [(legal_count(s, good), seat) for seat, s in enumerate(stands)]
        top = max(n for n, _g in have)
        if top == 0:
            continue
        kings = tuple(seat for n, seat in have if n == top)
        if len(kings) > 1:
            out.append(Bonus(good, "shared King", kings, (king + queen) // len(kings)))
            continue
        out.append(Bonus(good, "King", kings, king))
        second = max((n for n, _g in have if n < top), default=0)
        if second == 0:
            continue
        queens = tuple(seat for n, seat in have if n == second)
        out.append(Bonus(good, "Queen" if len(queens) == 1 else "shared Queen", queens, queen // len(queens)))
    return tuple(out)


def final_score(gold: Sequence[int], stands: Sequence[Sequence[int]]) -> FinalScore:
    n = len(gold)
    bs = bonuses(stands)
    bonus = [0] * n
    for b in bs:
        for seat in b.seats:
            bonus[seat] += b.each
    goods = tuple(value_of(s) for s in stands)
    scores = tuple(gold[i] + goods[i] + bonus[i] for i in range(n))
    legal = tuple(sum(legal_count(s, g) for g in LEGAL) for s in stands)
    best = max(scores)
    top = [i for i in range(n) if scores[i] == best]
    most = max(legal[i] for i in top)
    winners = tuple(i for i in top if legal[i] == most)
    return FinalScore(tuple(gold), goods, tuple(bonus), scores, legal, bs, winners)
