"""The statistics of a run: means with their 95% intervals, per deal and per seat.

A statistical unit is a duplicate deal with all its rotations, or one deal of a
plain run; :class:`Running` keeps the headline figure as units come in, for the
progress bar, and the report recomputes it from the records.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    from .deals import DealRecord


# two-sided 95% quantiles of Student's t for 1..30 degrees of freedom
_T95 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def t95(df: int) -> float:
    """The 97.5% quantile of Student's t (table to 30, Cornish–Fisher beyond)."""
    if df < 1:
        return math.inf
    if df <= len(_T95):
        return _T95[df - 1]
    z = 1.959963984540054
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df * df)


@dataclass(frozen=True)
class Estimate:
    """A sample mean with its 95% confidence interval (t interval)."""

    n: int
    mean: float
    sd: float
    lo: float | None
    hi: float | None

    @classmethod
    def of(cls, values: Sequence[float]) -> "Estimate":
        n = len(values)
        if n == 0:
            return cls(0, math.nan, math.nan, None, None)
        mean = math.fsum(values) / n
        if n < 2:
            return cls(n, mean, math.nan, None, None)
        sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))
        half = t95(n - 1) * sd / math.sqrt(n)
        return cls(n, mean, sd, mean - half, mean + half)

    def as_dict(self) -> dict[str, Any]:
        return {
            "mean": rounded(self.mean),
            "ci95": [rounded(self.lo), rounded(self.hi)],
            "sd": rounded(self.sd),
            "n": self.n,
        }


def rounded(x: float | None, places: int = 6) -> float | None:
    if x is None or math.isnan(x):
        return None
    return round(x, places)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100) of already sorted values."""
    if not sorted_values:
        return math.nan
    k = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[min(k, len(sorted_values)) - 1]



def unit_mean(unit: Sequence[DealRecord], kind: str) -> float:
    """A unit's mean score per seat of ``kind`` (over its seats and rotations)."""
    vals = [r.scores[s] for r in unit for s, k in enumerate(r.kinds) if k == kind]
    return math.fsum(vals) / len(vals)


def unit_diff(unit: Sequence[DealRecord], a: str, b: str) -> float:
    """A unit's kind ``a`` − kind ``b`` per seat, averaged over its rotations."""
    d = []
    for r in unit:
        sa = [r.scores[s] for s, k in enumerate(r.kinds) if k == a]
        sb = [r.scores[s] for s, k in enumerate(r.kinds) if k == b]
        d.append(math.fsum(sa) / len(sa) - math.fsum(sb) / len(sb))
    return math.fsum(d) / len(d)


class Running:
    """The run's headline figure as its units come in, for a progress bar: with two bot
    kinds A − B per deal (the report's ``diff``), else the first kind's mean per deal.
    Welford's running mean and variance; the report recomputes it from the records."""

    def __init__(self, bots: Sequence[str]) -> None:
        kinds = tuple(dict.fromkeys(bots))
        self.pair = (kinds[0], kinds[1]) if len(kinds) == 2 else None
        self.kind = kinds[0]
        self.label = f"{kinds[0]} − {kinds[1]}" if self.pair else f"{kinds[0]} mean/deal"
        self.n, self.mean, self.m2 = 0, 0.0, 0.0

    def add(self, unit: Sequence[DealRecord]) -> None:
        x = unit_diff(unit, *self.pair) if self.pair else unit_mean(unit, self.kind)
        self.n += 1
        delta = x - self.mean
        self.mean += delta / self.n
        self.m2 += delta * (x - self.mean)

    def estimate(self) -> Estimate:
        n = self.n
        if n < 2:
            return Estimate(n, self.mean if n else math.nan, math.nan, None, None)
        sd = math.sqrt(self.m2 / (n - 1))
        half = t95(n - 1) * sd / math.sqrt(n)
        return Estimate(n, self.mean, sd, self.mean - half, self.mean + half)


