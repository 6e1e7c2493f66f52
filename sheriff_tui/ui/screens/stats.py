"""Statistics: the player's figures for one game and preset, with charts.

At the top a choice of the games and presets with a finished match (← → step through them);
below, the figures (:meth:`sheriff_tui.stats.Stats.figures`) beside a bar chart of the rates
(matches won, bid or pick rate, won as each side), and under them the points per deal over
time: each match's mean at its last deal, and the mean of the last ten deals. Nottingham, a
match of one deal, draws each match's score and gold. Charts by plotext
(:class:`~..widgets.chart.Chart`), in the theme's colours and told apart by their markers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...i18n import N_, _
from ..match_words import game_title
from ..widgets.cycle import Cycle
from ..widgets.footer import SteadyFooter
from .leaving import leaving
from .respeak import Respeaks


class StatsScreen(Respeaks, Screen):
    CSS_PATH = Path(__file__).with_name("history.tcss")  # History's and this screen's
    BINDINGS = [Binding("escape", "back", N_("Back"), id="stats.back")]

    def __init__(self, matches: Sequence[Any] | None = None, game: str | None = None) -> None:
        super().__init__()
        self.matches = None if matches is None else list(matches)  # history.Match; None: read the folder
        self.wanted = game  # open on this game's first preset, when it has one
        self.all: list[Any] = []  # stats.Stats per game and preset
        self.current: Any = None  # the Stats shown
        self.loaded = False

    def compose(self) -> ComposeResult:
        from ..widgets.chart import Chart

        ascii = bool(getattr(self.app, "ascii", False))
        with Horizontal(id="stats-head"):
            yield Static(_("Statistics"), classes="title", id="stats-title")
        yield Static(_("Reading the history folder…"), id="stats-note", markup=False)
        with Horizontal(id="stats-top"):
            yield DataTable(id="stats-figures", cursor_type="none", show_header=False, zebra_stripes=True)
            yield Chart(ascii, id="stats-rates")
        yield Chart(ascii, id="stats-points")
        yield SteadyFooter()

    def on_mount(self) -> None:
        if leaving(self):
            return
        self._show_charts(False)
        if self.matches is not None:
            self.show(self.matches)
            return
        from .matches_read import read_matches

        read_matches(self, "#stats-note")

    def show(self, matches: Sequence[Any]) -> None:
        """The statistics of ``matches`` (the reader's answer): the choice of games and presets, and the first."""
        from ... import stats

        if leaving(self):
            return
        self.matches = list(matches)
        self.all = stats.all_stats(self.matches)
        self.loaded = True
        note = self.query_one("#stats-note", Static)
        if not self.all:
            note.update(_("No finished matches yet: play a match to its end, and its figures show here."))
            return
        note.display = False
        options = [(f"{game_title(s.game)} · {s.preset}", (s.game, s.preset)) for s in self.all]
        first = next((v for _label, v in options if v[0] == self.wanted), options[0][1])
        cycle = Cycle(options, first, listed=len(options) > 6, title=_("Game and preset"), id="stats-choice")
        self.query_one("#stats-head").mount(cycle)
        cycle.focus()
        self.choose(first)

    def on_cycle_changed(self, event: Cycle.Changed) -> None:
        event.stop()
        game, preset = event.value  # type: ignore[misc]
        self.choose((game, preset))

    def choose(self, key: tuple[str, str]) -> None:
        """Show the statistics of one game and preset."""
        found = next((s for s in self.all if (s.game, s.preset) == key), None)
        if found is None:
            return
        self.current = found
        self._show_charts(True)
        table = self.query_one("#stats-figures", DataTable)
        table.clear(columns=True)
        table.add_column("what")
        table.add_column("yours")
        for label, value in found.figures():
            table.add_row(Text(label, end=""), Text(value, end=""))  # a DataTable reads a str as markup
        self._draw_rates(found)
        self._draw_points(found)

    def _show_charts(self, shown: bool) -> None:
        for name in ("#stats-top", "#stats-points"):
            self.query_one(name).display = shown

    def _draw_rates(self, s: Any) -> None:
        from ..widgets.chart import Chart

        chart = self.query_one("#stats-rates", Chart)
        if not s.has_sides:  # Nottingham: no contracts, so how often each place
            places = s.places()
            chart.bars(_("places, % of matches"), [label for label, _rate in places], [100 * (rate.share or 0) for _label, rate in places])
            return
        rates = [(short, rate) for _long, short, rate in s.rates() if rate.of]
        chart.bars(_("how often, %"), [label for label, _rate in rates], [100 * (rate.share or 0) for _label, rate in rates])

    def _draw_points(self, s: Any) -> None:
        from ..widgets.chart import Chart, Series

        chart = self.query_one("#stats-points", Chart)
        if s.game == "nottingham":  # one deal a match: each match's score and gold
            xs = tuple(float(i + 1) for i in range(len(s.matches)))
            series = [Series(_("score"), xs, tuple(float(m.total) for m in s.matches))]
            series.append(Series(_("gold"), xs, tuple(float(m.gold or 0) for m in s.matches)))
            chart.lines(_("score and gold, match by match"), series)
            return
        ends, n = [], 0
        for m in s.matches:
            n += m.deals
            ends.append(float(n))
        series = [
            Series(_("a match's mean"), tuple(ends), tuple(m.per_deal for m in s.matches)),
            Series(_("last {n} deals").format(n=_window()), tuple(float(i + 1) for i in range(s.deals)), tuple(s.rolling())),
        ]
        reviewed = [(end, m.lost) for end, m in zip(ends, s.matches) if m.lost is not None]
        if reviewed:
            # another measure than the score: its own axis, at the right
            series.append(Series(_("lost in review (right)"), tuple(e for e, _v in reviewed), tuple(v for _e, v in reviewed), right=True))
        chart.lines(_("points per deal, by deals played"), series)

    def action_back(self) -> None:
        self.dismiss()


def _window() -> int:
    from ...stats import ROLLING

    return ROLLING
