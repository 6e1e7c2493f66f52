"""The player's statistics per game and preset, from the finished matches of the history folder.

Each finished match is replayed once (:mod:`.history`, cached) and its deals seen from the
player's seat: the points of each deal, whether the player bid (picked), which side they were
on and whether that side won. Only finished matches count: an abandoned one stopped where the
player chose to stop. The figures are frozen values the command prints and the Statistics
screen draws. No Textual, no Rich.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable, Sequence

from . import history, userfiles
from .engine import NAMES
from .history import DECLARER, DEFENDER, PARTNER
from .i18n import N_, _, ngettext

ROLLING = 10  # deals in the rolling mean of points per deal

# what the table calls each side, per game: (declarer, partner, defender); translated where shown
ROLE_NAMES: dict[str, tuple[str, str, str]] = {
    "sheriff": (N_("Sheriff"), N_("second Sheriff"), N_("Outlaw")),
    "sheepshead": (N_("picker"), N_("partner"), N_("defender")),
    "toruf": (N_("declarer"), N_("partner"), N_("defender")),
}
BID_NAMES: dict[str, str] = {"sheriff": N_("bid"), "sheepshead": N_("pick"), "toruf": N_("bid")}
# the bid (pick) rate's line, by the bid's name: a whole phrase for the translator
BID_RATES: dict[str, str] = {"bid": N_("bid rate"), "pick": N_("pick rate")}


def plural(word: str, n: int) -> str:
    if not word or n == 1:
        return word
    return word + ("es" if word.endswith("ch") else "s")


def points_lost_per_deal(path: Path, seat: int | None = None) -> float | None:
    """The deal review's points lost per deal for the match in ``path`` (a file of the history
    folder, ``<data>/history/``): the mean over its reviewed deals of what the player's
    decisions cost against ``hard``'s best (None: no deal of it reviewed). The reviews are
    those kept by :mod:`.review.cache`, at the table or from History."""
    from .review import cache
    from .review.walk import human_seat

    try:
        data = userfiles.load_json(path, userfiles.RECORD_LIMIT)
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    if seat is None:
        seat = human_seat(data, len(data.get("players") or ()))
    return cache.lost_per_deal(data, seat, path.parent.parent)


@dataclass(frozen=True)
class Rate:
    """``done`` of ``of``: a share shown with its counts, never a bare percentage."""

    done: int
    of: int

    @property
    def share(self) -> float | None:
        return self.done / self.of if self.of else None

    def words(self, unit: str = "") -> str:
        """"2 of 3 matches (67%)": ``unit`` "match", "deal" or "" (none) in the language in use."""
        if not self.of:
            return "—"
        fields = {"done": self.done, "of": self.of, "share": round(100 * self.done / self.of)}
        if unit == "match":
            return ngettext("{done} of {of} match ({share}%)", "{done} of {of} matches ({share}%)", self.of).format(**fields)
        if unit == "deal":
            return ngettext("{done} of {of} deal ({share}%)", "{done} of {of} deals ({share}%)", self.of).format(**fields)
        if not unit:
            return _("{done} of {of} ({share}%)").format(**fields)
        return f"{self.done} of {self.of} {plural(unit, self.of)} ({fields['share']}%)"  # a unit no catalog knows

    def as_json(self) -> dict[str, Any]:
        return {"done": self.done, "of": self.of, "share": None if self.share is None else round(self.share, 4)}


@dataclass(frozen=True)
class MatchPoint:
    """One finished match, a point on the charts."""

    path: Path
    when: datetime
    deals: int
    total: int
    place: int | None
    gold: int | None  # Nottingham
    undos: int
    lost: float | None  # the review's points lost per deal (:func:`points_lost_per_deal`)

    @property
    def per_deal(self) -> float:
        return self.total / self.deals if self.deals else 0.0


@dataclass(frozen=True)
class Stats:
    """One game and preset: every finished match, oldest first, and the rates over their deals."""

    game: str
    preset: str
    matches: tuple[MatchPoint, ...]
    deal_scores: tuple[int, ...]  # every deal's points, oldest first
    won: Rate  # matches won (first place, shared or not)
    bids: Rate  # deals the player bid or picked in
    as_declarer: Rate
    as_partner: Rate
    as_defender: Rate

    @property
    def deals(self) -> int:
        return len(self.deal_scores)

    @property
    def points(self) -> int:
        return sum(self.deal_scores)

    @property
    def per_deal(self) -> float | None:
        return self.points / self.deals if self.deals else None

    @property
    def has_sides(self) -> bool:
        return self.game in ROLE_NAMES

    @property
    def role_names(self) -> tuple[str, str, str]:
        """What the table calls each side, in the language in use."""
        declarer, partner, defender = ROLE_NAMES.get(self.game, ("declarer", "partner", "defender"))
        return _(declarer), _(partner), _(defender)

    @property
    def bid_name(self) -> str:
        """"bid" or "pick", in the language in use."""
        return _(BID_NAMES.get(self.game, "bid"))

    @property
    def undo_matches(self) -> int:
        return sum(1 for m in self.matches if m.undos)

    @property
    def mean_place(self) -> float | None:
        places = [m.place for m in self.matches if m.place is not None]
        return sum(places) / len(places) if places else None

    @property
    def mean_gold(self) -> float | None:
        gold = [m.gold for m in self.matches if m.gold is not None]
        return sum(gold) / len(gold) if gold else None

    @property
    def reviewed(self) -> tuple[MatchPoint, ...]:
        return tuple(m for m in self.matches if m.lost is not None)

    def rolling(self, window: int = ROLLING) -> list[float]:
        """The mean points per deal over the last ``window`` deals (fewer at the start), deal by deal."""
        out, run = [], 0.0
        scores = self.deal_scores
        for i, x in enumerate(scores):
            run += x
            if i >= window:
                run -= scores[i - window]
            out.append(run / min(i + 1, window))
        return out

    def places(self) -> list[tuple[str, Rate]]:
        """How often each place was the player's, first to last (of the matches with a place)."""
        placed = [m.place for m in self.matches if m.place is not None]
        if not placed:
            return []
        return [(history.ordinal(p), Rate(placed.count(p), len(placed))) for p in range(1, max(placed) + 1)]

    def rates(self) -> list[tuple[str, str, Rate]]:
        """The rates, as (the table's line, the bar chart's short label, the rate), in the language
        in use. The contracts made as declarer are the declarer's win rate: one line, not two."""
        return [(label, short, rate) for _unit, label, short, rate in self._rates()]

    def _rates(self) -> list[tuple[str, str, str, Rate]]:
        """The rates, each with the unit it counts ("match", "deal" or "": :meth:`Rate.words`)."""
        if not self.has_sides:
            return [("match", _("matches won"), _("won"), self.won)]
        declarer, partner, defender = self.role_names
        bid = BID_NAMES.get(self.game, "bid")
        out = [
            ("match", _("matches won"), _("matches"), self.won),
            ("deal", _(BID_RATES[bid]), _(bid), self.bids),
            ("", _("contracts made as {role}").format(role=declarer), declarer, self.as_declarer),
        ]
        if self.as_partner.of or self.game != "sheriff":  # a second Sheriff only in Double Sheriff
            out.append(("", _("won as {role}").format(role=partner), partner, self.as_partner))
        out.append(("", _("won as {role}").format(role=defender), defender, self.as_defender))
        return out

    def figures(self) -> list[tuple[str, str]]:
        """The statistics as (what, value) lines, for the command and the screen's table."""
        n = len(self.matches)
        rows = [(_("matches"), str(n)), (_("deals played"), str(self.deals))]
        if self.per_deal is not None:
            if self.game == "nottingham":
                rows.append((_("points"), _("{points} ({per_match} a match)").format(points=self.points, per_match=f"{self.points / n:.1f}")))
            else:
                rows.append((_("points"), _("{points} ({per_deal} a deal)").format(points=f"{self.points:+d}", per_deal=f"{self.per_deal:+.2f}")))
        if self.mean_place is not None:
            rows.append((_("mean place"), f"{self.mean_place:.2f}"))
        if self.mean_gold is not None:
            rows.append((_("mean gold"), f"{self.mean_gold:.1f}"))
        for unit, label, _short, rate in self._rates():
            rows.append((label, rate.words(unit)))
        lost = self.reviewed
        if lost:
            mean = f"{sum(m.lost or 0.0 for m in lost) / len(lost):.2f}"
            rows.append((_("points lost a deal"), _("{lost} ({n} reviewed)").format(lost=mean, n=len(lost))))
        else:
            rows.append((_("points lost a deal"), _("no reviews yet")))
        if self.undo_matches:
            rows.append((_("undo used"), ngettext("in {k} of {n} match", "in {k} of {n} matches", n).format(k=self.undo_matches, n=n)))
        return rows

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "preset": self.preset,
            "matches": len(self.matches),
            "deals": self.deals,
            "points": self.points,
            "points_per_deal": None if self.per_deal is None else round(self.per_deal, 4),
            "mean_place": None if self.mean_place is None else round(self.mean_place, 4),
            "mean_gold": None if self.mean_gold is None else round(self.mean_gold, 4),
            "won": self.won.as_json(),
            "bids": self.bids.as_json(),
            "as_declarer": self.as_declarer.as_json(),
            "as_partner": self.as_partner.as_json(),
            "as_defender": self.as_defender.as_json(),
            "undo_matches": self.undo_matches,
            "points_lost_per_deal": [m.lost for m in self.matches],
            "by_match": [
                {
                    "file": m.path.name,
                    "date": m.when.isoformat(timespec="seconds"),
                    "deals": m.deals,
                    "points": m.total,
                    "points_per_deal": round(m.per_deal, 4),
                    "place": m.place,
                    "gold": m.gold,
                    "undos": m.undos,
                }
                for m in self.matches
            ],
        }


def stats_of(game: str, preset: str, matches: Sequence[history.Match]) -> Stats:
    """The statistics of these matches (finished ones of ``game`` and ``preset``, any order)."""
    done = sorted((m for m in matches if m.finished and m.seat is not None and m.game == game and m.preset == preset), key=lambda m: (m.when, m.name))
    deals = [d for m in done for d in m.deals]

    def side(role: str) -> Rate:
        played = [d for d in deals if d.role == role]
        return Rate(sum(1 for d in played if d.won), len(played))

    declarer = side(DECLARER)
    points = tuple(
        MatchPoint(m.path, m.when, len(m.deals), m.total or 0, m.place, m.gold, m.undos, _lost(m.path, m.seat))
        for m in done
    )
    return Stats(
        game,
        preset,
        points,
        tuple(d.score for d in deals),
        Rate(sum(1 for m in done if m.place == 1), len(done)),
        Rate(sum(1 for d in deals if d.bid), len(deals)),
        declarer,
        side(PARTNER),
        side(DEFENDER),
    )


def _lost(path: Path, seat: int | None) -> float | None:
    value = points_lost_per_deal(path, seat)
    return None if value is None or not math.isfinite(value) else float(value)


def all_stats(matches: Iterable[history.Match], game: str | None = None, preset: str | None = None) -> list[Stats]:
    """The statistics of each game and preset with a finished match, in the menu's game order."""
    matches = list(matches)
    keys = sorted({(m.game, m.preset) for m in matches if m.finished and m.seat is not None}, key=lambda k: (_order(k[0]), k[1]))
    return [stats_of(g, p, matches) for g, p in keys if (game is None or g == game) and (preset is None or p == preset)]


def _order(game: str) -> int:
    return NAMES.index(game) if game in NAMES else len(NAMES)
