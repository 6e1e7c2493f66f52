"""Sheriff of Nottingham's money: penalties paid in gold and then in goods, and the final score.

Both follow rules digest §4: a debt a player can't pay in gold is paid in goods
from their stand at their value, contraband first, then legal goods, with no
change given; what still can't be paid is forgiven. At the end each player
scores gold + the value of the stand + the King and Queen bonuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .nottingham_goods import BONUS, GOODS, KINDS, LEGAL, VALUE, legal_count, value_of

#: the order a stand pays a debt in: contraband and royal goods (face down) before legal goods, cheapest first
PAY_ORDER: tuple[int, ...] = tuple(
    sorted(range(KINDS), key=lambda g: (GOODS[g].kind == "legal", VALUE[g], g))
)


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
    """Pay ``owed`` from ``payer`` to ``payee`` in place: gold first, then stand goods cheapest first.

    Goods handed over go to the payee's stand, as a payment in goods does in the
    published game. A good worth more than what is left owed still pays it all
    (no change); the payer's choice of goods is taken as the cheapest that cover it.
    """
    g = min(gold[payer], owed)
    gold[payer] -= g
    gold[payee] += g
    left = owed - g
    moved = [0] * KINDS
    stand = stands[payer]
    for kind in PAY_ORDER:
        while left > 0 and stand[kind]:
            stand[kind] -= 1
            stands[payee][kind] += 1
            moved[kind] += 1
            left -= VALUE[kind]
    return Payment(payer, payee, owed, g, tuple(moved), max(left, 0))


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

    def headline(self, names: Sequence[str], final: bool = True) -> str:
        """One line for logs and the replay report."""
        best = self.winners[0]
        how = f"gold {self.gold[best]}, goods {self.goods[best]}, bonuses {self.bonus[best]}"
        if len(self.winners) > 1:
            who = " and ".join(names[w] for w in self.winners)
            return f"{who} share the win with {self.scores[best]} each ({how} for {names[best]})"
        return f"{names[best]} wins with {self.scores[best]} ({how})"

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
        top = max(n for n, _ in have)
        if top == 0:
            continue
        kings = tuple(seat for n, seat in have if n == top)
        if len(kings) > 1:
            out.append(Bonus(good, "shared King", kings, (king + queen) // len(kings)))
            continue
        out.append(Bonus(good, "King", kings, king))
        second = max((n for n, _ in have if n < top), default=0)
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
