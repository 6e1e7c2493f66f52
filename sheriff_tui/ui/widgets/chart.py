"""A chart drawn by plotext in the app's theme, readable without colour and in ASCII.

textual-plotext's ``PlotextPlot`` takes the canvas and the text colours from the app's
theme but draws the data in plotext's own rainbow. A :class:`Chart` draws the data in the
theme's own colours too (``accent``, ``team-a``, ``team-b``: greys and white in the mono
theme), so the mono theme stays mono; and each series has its own marker, so two series
are told apart without colour: ``●`` and ``+`` (``*`` and ``+`` with the ASCII setting,
the bars then ``#`` rather than blocks). The chart keeps what it shows and draws it again
at every size and theme.

plotext lays text out one cell a character, so a Japanese title, legend or label (two cells a
character) would push the frame out of line. Every text given to plotext is :func:`widened`:
a wide character takes a placeholder after it, so plotext keeps it two cells; the drawing is
:func:`narrowed` before it is shown, each placeholder taken out again (a wide character that
plotext cut from its placeholder becomes a blank), so every line is as wide as the chart.
English text has no wide character and is drawn as it always was.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from rich.cells import cell_len
from rich.console import RenderableType
from rich.text import Text
from textual.color import Color
from textual_plotext import PlotextPlot

MARKERS = ("●", "+", "x")
ASCII_MARKERS = ("*", "+", "x")
COLOUR_VARIABLES = ("accent", "team-a", "team-b")
PAD = "\ue000"  # a private-use character: the second cell of a wide character, while plotext lays it out
_ESCAPE = re.compile(r"(\x1b\[[0-9;]*m)")


def widened(text: str) -> str:
    """``text`` as plotext should count it: each wide character followed by :data:`PAD`, a
    character of no width left out (plotext would count it one cell)."""
    if text.isascii():
        return text
    out = []
    for char in text:
        cells = cell_len(char)
        if cells:
            out.append(char + PAD if cells == 2 else char)
    return "".join(out)


def narrowed(drawn: str) -> str:
    """plotext's drawing (with its colour codes) as the terminal shows it: each :data:`PAD` taken
    out after its wide character, and a blank for a wide character or a pad that plotext cut
    apart (at the edge of the canvas), so each line keeps the cells plotext gave it."""
    if PAD not in drawn:
        return drawn
    out: list[str] = []
    waiting = -1  # where in ``out`` a wide character waits for its pad
    for k, part in enumerate(_ESCAPE.split(drawn)):
        if k % 2:  # a colour code: no cell
            out.append(part)
            continue
        for char in part:
            if char == PAD:
                if waiting >= 0:
                    waiting = -1  # the wide character takes both cells
                else:
                    out.append(" ")  # its character cut off
                continue
            if waiting >= 0:  # its pad cut off: one cell, a blank
                out[waiting] = " "
                waiting = -1
            out.append(char)
            if cell_len(char) == 2:
                waiting = len(out) - 1
    if waiting >= 0:
        out[waiting] = " "
    return "".join(out)


@dataclass(frozen=True)
class Series:
    """One line of a line chart: its label in the legend, and its points."""

    label: str
    xs: tuple[float, ...]
    ys: tuple[float, ...]
    right: bool = False  # on an axis of its own at the right: another measure than the others


def whole_ticks(lo: int, hi: int, most: int = 6) -> list[int]:
    """At most ``most`` whole numbers from ``lo`` to ``hi``, evenly apart, both ends included."""
    if hi <= lo:
        return [lo]
    step = max(1, -(-(hi - lo) // (most - 1)))
    ticks = list(range(lo, hi + 1, step))
    if ticks[-1] != hi:  # the last counted always shown: added when far enough, else in the place of the one before
        if hi - ticks[-1] >= step / 2:
            ticks.append(hi)
        else:
            ticks[-1] = hi
    return ticks


class Chart(PlotextPlot):
    """A line chart (:meth:`lines`) or a horizontal bar chart (:meth:`bars`), and nothing else."""

    DEFAULT_CSS = """
    Chart { width: 1fr; height: 1fr; min-height: 6; background: $surface; }
    """

    def __init__(self, ascii: bool = False, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.ascii = ascii
        self.chart_title = ""
        self.shown: tuple[str, object] = ("none", ())  # what the chart draws, for tests
        self._drawn: tuple[Callable[..., None], tuple[Any, ...]] | None = None  # drawn again in a new theme

    # -- the theme --------------------------------------------------------------------------
    def _get_plotext_theme_name(self, app_theme_name: str) -> str:
        return f"sheriff-chart-{app_theme_name}" if self.theme == "auto" else self.theme

    def _register_theme(self, app_theme_name: str) -> None:
        """The app's theme as plotext's: the surface under it all and the text for the axes and
        ticks (plotext keeps themes by name); the data is drawn again in the theme's colours."""
        from plotext._dict import themes
        from textual_plotext.plot import _rgbify_theme

        name = self._get_plotext_theme_name(app_theme_name)
        if self.theme == "auto" and name not in themes:
            surface, text = self._rgb("surface", "#1c1c1c"), self._rgb("foreground", "#eeeeee")
            themes[name] = _rgbify_theme(surface, surface, text, "default", self.colours())
        if self._drawn is not None:  # a new theme: the data in its colours
            draw, args = self._drawn
            draw(*args)
        self.refresh()

    def _rgb(self, key: str, default: str) -> tuple[int, int, int]:
        try:
            return Color.parse(self.app.theme_variables.get(key, default)).rgb
        except Exception:  # a colour Textual takes that its parser here does not
            return Color.parse(default).rgb

    def colours(self) -> list[tuple[int, int, int]]:
        """The data's colours: the theme's accent and team colours, each once (white, then grey in mono)."""
        return list(dict.fromkeys(self._rgb(key, "#eeeeee") for key in COLOUR_VARIABLES))

    @property
    def markers(self) -> tuple[str, ...]:
        return ASCII_MARKERS if self.ascii else MARKERS

    def render(self) -> RenderableType:
        """As textual-plotext draws it, the wide characters of the text put back in their cells."""
        plt = self.plt
        plt.plotsize(self.size.width, self.size.height)
        plt._set_size(self.size.width, self.size.height)  # as PlotextPlot.render does (textual-plotext issue 5)
        plt.theme(self._get_plotext_theme_name(self.app.theme))
        return Text.from_ansi(narrowed(plt.build()))

    # -- what it draws ------------------------------------------------------------------------
    def lines(self, title: str, series: Sequence[Series], xlabel: str = "") -> None:
        """Lines through each series' points, each with its own marker and colour, and a legend."""
        self._drawn = (self.lines, (title, series, xlabel))
        self.shown = ("lines", tuple(series))
        plt = self._fresh(title)
        colours = self.colours()
        for k in reversed(range(len(series))):  # the first series drawn last, on top where they cross
            s = series[k]
            if s.xs:
                plt.plot(list(s.xs), list(s.ys), marker=self.markers[k % len(self.markers)], color=colours[k % len(colours)], label=widened(s.label), yside="right" if s.right else "left")
        xs = [x for s in series for x in s.xs]
        if xs and all(float(x).is_integer() for x in xs):  # counted things (deals, matches): whole ticks
            ticks = whole_ticks(int(min(xs)), int(max(xs)))
            plt.xticks(ticks, [str(t) for t in ticks])
        if xlabel:
            plt.xlabel(widened(xlabel))
        self.refresh()

    def bars(self, title: str, labels: Sequence[str], values: Sequence[float], top: float = 100) -> None:
        """One horizontal bar a label, from 0 to ``top`` (a percentage by default), the first on top."""
        self._drawn = (self.bars, (title, labels, values, top))
        self.shown = ("bars", tuple(zip(labels, values)))
        plt = self._fresh(title)
        if labels:
            # plotext draws the first bar at the bottom: reversed, they read down as listed
            plt.bar([widened(label) for label in reversed(labels)], list(reversed(values)), orientation="horizontal", width=0.3, marker="#" if self.ascii else "sd", color=self.colours()[0])
            plt.xlim(0, top)
            plt.xticks([0, top / 4, top / 2, 3 * top / 4, top], [f"{v:g}" for v in (0, top / 4, top / 2, 3 * top / 4, top)])
        self.refresh()

    def _fresh(self, title: str) -> Any:
        plt = self.plt
        plt.clear_figure()
        plt.title(widened(title))
        self.chart_title = title
        return plt
