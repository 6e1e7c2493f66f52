"""What is said over a bag: offers, the Sheriff's prices and answers (:class:`Bid`), a bag's
fate (:class:`Verdict`), the claims a merchant may make of its bag's goods and the lazy
space of every offer a merchant may make. Values only; the bargaining that uses them is
:mod:`.bargain`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import overload

from ...i18n import _
from ..core import Action
from .goods import EMPTY, KINDS, VALUE, Counts, cards_of, describe, sub_multisets
from .score import Payment


@dataclass(frozen=True)
class Offer:
    """A merchant's bribe to let the bag through. Everything in it is said aloud; the goods
    from the bag are only said (rule ``bag_offers``): what the bag hands over is :func:`handover`'s."""

    gold: int = 0
    cards: Counts = EMPTY  # from hand, to the Sheriff's hand
    bag: Counts = EMPTY  # said to come from the bag, to the Sheriff's stand
    promise: bool = False  # "I won't open your bag when I am Sheriff": binds no one

    @property
    def material(self) -> bool:
        """Gold or goods in it, not a bare promise."""
        return bool(self.gold or any(self.cards) or any(self.bag))

    @property
    def empty(self) -> bool:
        return not (self.material or self.promise)

    def words(self, claim: bool = True) -> str:
        """The offer as said aloud, in the language in use (the table says it so too); ``claim``:
        goods from the bag are a promise no one can check (rule ``bag_offers`` other than "cards"),
        so they are said as promised."""
        parts = []
        if self.gold:
            parts.append(_("{n} gold").format(n=self.gold))
        if any(self.cards):
            parts.append(_("{goods} from hand").format(goods=describe(self.cards)))
        if any(self.bag):
            said = _("{goods} promised from the bag") if claim else _("{goods} from the bag")
            parts.append(said.format(goods=describe(self.bag)))
        if self.promise:
            parts.append(_("a promise"))
        return " + ".join(parts) or _("nothing")


@dataclass(frozen=True)
class Bid:
    """One exchange over a bag, as everyone heard it: the Sheriff's price (None: none named)
    and the merchant's answer (None: it passed, or withdrew its offer)."""

    demand: int | None
    offer: Offer | None


@dataclass(frozen=True)
class Verdict:
    """One bag's fate, as everyone saw it."""

    round_no: int
    sheriff: int
    merchant: int
    declared: int
    count: int
    demand: int | None
    offer: Offer | None
    pays: tuple[tuple[int, int], ...]  # (seat, gold) paid or offered to open it
    outcome: str  # "accept", "inspect" or "pass"
    revealed: Counts | None  # the bag, when opened
    honest: bool | None  # when opened: was it exactly as declared
    penalty: Payment | None
    bids: tuple[Bid, ...] = ()  # the whole bargaining, first exchange first (``demand`` and ``offer`` are the last)
    given: Counts | None = None  # on ``accept`` with goods promised from the bag: what the bag handed over


class Claims(Sequence[Counts]):
    """Every set of goods a merchant may say it offers from a bag of ``size`` cards: any goods of
    the table's deck (``kinds``), at most ``size`` of them (the bag's size is known to all, its
    goods are not). Some 54,000 for a bag of six: each is worked out from its index, never listed."""

    def __init__(self, size: int, kinds: tuple[int, ...] = tuple(range(KINDS))) -> None:
        self.size = size
        self.kinds = kinds
        self.count = comb(size + len(kinds), len(kinds))

    def __len__(self) -> int:
        return self.count

    def __eq__(self, other: object) -> bool:
        """Two lazy spaces are equal when they hold the same claims: the same bag size and goods."""
        return isinstance(other, Claims) and (other.size, other.kinds) == (self.size, self.kinds)

    def __hash__(self) -> int:
        return hash(("claims", self.size, self.kinds))

    @overload
    def __getitem__(self, i: int) -> Counts: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Counts]: ...

    def __getitem__(self, i: int | slice) -> Counts | Sequence[Counts]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self.count))]
        if i < 0:
            i += self.count
        if not 0 <= i < self.count:
            raise IndexError(i)
        out = [0] * KINDS
        left = self.size
        last = len(self.kinds) - 1
        for k, g in enumerate(self.kinds[:-1]):  # how many of good g: each choice leaves comb(rest + kinds left, kinds left) claims
            kinds = last - k
            n = 0
            while i >= (block := comb(left - n + kinds, kinds)):
                i -= block
                n += 1
            out[g] = n
            left -= n
        out[self.kinds[-1]] = i  # the last good: 0 .. what is left
        return tuple(out)


@lru_cache(maxsize=None)
def claims(size: int, kinds: tuple[int, ...] = tuple(range(KINDS))) -> Claims:
    """The claims a bag of ``size`` cards can carry of the goods ``kinds`` (:class:`Claims`)."""
    return Claims(size, kinds)


def handover(claim: Counts, bag: Sequence[int], how: str) -> Counts:
    """What a bag let through hands the Sheriff for the goods ``claim`` promised from it (rule
    ``bag_offers`` = ``how``). Seed 002 allows the offer "even if there are no apples inside"
    and says no more; here the promised goods the bag holds are handed over and the promise
    of the rest is void ("void", and "cards", where the claim is always there). With "held"
    the number promised binds ("袋の中の2枚", two of the bag's cards): the goods promised that
    are there, then the bag's cheapest other cards (the merchant's pick) for the rest."""
    given = [min(c, b) for c, b in zip(claim, bag)]
    if how == "held":
        short = sum(claim) - sum(given)
        for g in sorted(range(KINDS), key=lambda g: (VALUE[g], g)):
            take = min(short, bag[g] - given[g])
            given[g] += take
            short -= take
    return tuple(given)


class OfferSpace(Sequence[Action]):
    """A merchant's every answer: ``pass`` first, then each offer, without listing millions of them.

    Offer ``j`` (from 1) is gold ``j % G``, then the hand part, the bag part and
    the promise in mixed radix; 0 would be the empty offer, which is the ``pass``.
    """

    def takes_of(self, act: str) -> list[str] | None:
        """The keys each of these acts takes (the record checker asks, rather than walk them all)."""
        return {"pass": [], "offer": ["value", "cards", "bag", "promise"]}.get(act)

    def __init__(self, seat: int, gold: int, hand: Sequence[int], bags: Sequence[Counts]) -> None:
        self.seat = seat
        self.golds = gold + 1
        self.hands = sub_multisets(hand, 0, sum(hand))
        self.bags = bags  # the bag parts that may be offered: its goods, or every claim it can carry
        self.size = self.golds * len(self.hands) * len(self.bags) * 2

    def __len__(self) -> int:
        return self.size

    def __eq__(self, other: object) -> bool:
        """The same answers: compared by what defines them, never by listing them."""
        if not isinstance(other, OfferSpace):
            return NotImplemented
        mine = self.bags if isinstance(self.bags, Claims) else tuple(self.bags)
        theirs = other.bags if isinstance(other.bags, Claims) else tuple(other.bags)
        return (self.seat, self.golds, tuple(self.hands), mine) == (other.seat, other.golds, tuple(other.hands), theirs)

    __hash__ = None  # type: ignore[assignment]

    @overload
    def __getitem__(self, i: int) -> Action: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Action]: ...

    def __getitem__(self, i: int | slice) -> Action | Sequence[Action]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self.size))]
        if i < 0:
            i += self.size
        if not 0 <= i < self.size:
            raise IndexError(i)
        if i == 0:
            return Action("pass", self.seat)
        j, gold = divmod(i, self.golds)
        j, h = divmod(j, len(self.hands))
        promise, b = divmod(j, len(self.bags))
        return offer_action(self.seat, Offer(gold, self.hands[h], self.bags[b], bool(promise)))


def offer_action(seat: int, offer: Offer) -> Action:
    """The record's ``offer``: only the parts it has."""
    return Action(
        "offer", seat,
        value=offer.gold or None,
        cards=cards_of(offer.cards) or None,
        bag=cards_of(offer.bag) or None,
        promise=True if offer.promise else None,
    )
