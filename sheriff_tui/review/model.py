"""The review's values: one decision weighed, and a deal's decisions, costliest first."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.core import Action

#: a cost below this is the search's noise: the decision is as good as the best
NOISE = 0.05


class ReviewError(ValueError):
    """A record or a request the review can't serve: one line for the player."""


@dataclass(frozen=True)
class Decision:
    """One of the player's decisions with a choice (two or more legal actions)."""

    index: int  # its place in the deal's actions
    trick: int | None  # the trick it was played to (1 first); None before the cards
    phase: str
    action: Action  # what the player did
    best: Action  # what the search found best (``action`` when nothing was weighed)
    cost: float  # best's value less action's, in the deal's own points (0 when nothing was weighed)
    values: tuple[tuple[Action, float], ...]  # every action weighed, best first; empty: not weighed
    reason: str = ""  # why ``best`` was best, where a public fact says it ("" otherwise)
    margin: float = 0.0  # how far ``cost`` could be off by the worlds drawn alone (about 2 standard errors)

    @property
    def weighed(self) -> bool:
        return bool(self.values)

    @property
    def costly(self) -> bool:
        """Whether the cost stands out of the search's noise: above the smallest that counts,
        and above what the worlds drawn could make of an even choice (``margin``)."""
        return self.cost >= NOISE and self.cost > self.margin

    def value_of(self, action: Action) -> float | None:
        for a, v in self.values:
            if a == action:
                return v
        return None


@dataclass(frozen=True)
class DealReview:
    """A deal's review for one seat: its decisions, costliest first."""

    game: str
    deal: int  # 0 first
    seat: int
    player: str
    decisions: tuple[Decision, ...]
    complete: bool = True  # False: the deal stops before its end (an unfinished match)

    @property
    def lost(self) -> float:
        """The points the search says the player's decisions lost this deal (costs in the noise left out)."""
        return sum(d.cost for d in self.decisions if d.costly)

    def in_order(self) -> tuple[Decision, ...]:
        """The decisions in the order they were taken."""
        return tuple(sorted(self.decisions, key=lambda d: d.index))


def costliest_first(decisions: list[Decision]) -> tuple[Decision, ...]:
    """The costs that stand out of the noise first, costliest first; then the rest, so."""
    return tuple(sorted(decisions, key=lambda d: (not d.costly, -d.cost, d.index)))
