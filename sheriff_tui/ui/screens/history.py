"""History: every match in the history folder, newest first, and what became of it.

The folder is read in a thread (a match not read before is replayed, :mod:`sheriff_tui.history`),
so the screen takes keys at once. Enter on a row opens the match (:meth:`HistoryScreen.open_record`:
its score sheet for now; the deal review at merge), ``t`` the statistics. A file that can't be
read is a row with its reason, never a crash; the line under the table tells the highlighted
row in full (the file, the preset, the whole reason).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...i18n import N_, _, ngettext
from ..match_words import game_title, short_title
from ..widgets.trick import fit_name
from ..widgets.footer import SteadyFooter
from .leaving import leaving
from .matches_read import read_matches
from .respeak import Respeaks

HISTORY_CSS = Path(__file__).with_name("history.tcss")
COLUMNS = (("date", 10), ("game", 10), ("preset", 14), ("status", 10), ("undo", 4), ("your result", 16))
# the columns' names as a player reads them (the keys stay)
HEADERS = {"date": N_("date"), "game": N_("game"), "preset": N_("preset"), "status": N_("status"), "undo": N_("undo"), "your result": N_("your result")}
# a match's status (history.FINISHED …) in words
STATUS_WORDS = {"finished": N_("finished"), "abandoned": N_("abandoned"), "unfinished": N_("unfinished"), "broken": N_("broken")}
TIMED = 100  # from this width the date has its time
WIDE = ("preset", "your result")  # the columns that take the room of a wider screen


class HistoryScreen(Respeaks, Screen):
    CSS_PATH = HISTORY_CSS
    BINDINGS = [
        # before the table's own Enter (select the row): the footer names it; a click selects (on_data_table_row_selected)
        Binding("enter", "open", N_("Open"), id="history.open", priority=True),
        Binding("t", "stats", N_("Statistics"), id="history.stats"),
        Binding("escape", "back", N_("Back"), id="history.back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.matches: list[Any] | None = None  # history.Match, newest first; None until read
        self._laid_out_at = 0

    def compose(self) -> ComposeResult:
        yield Static(_("History: your matches, newest first"), classes="title", id="history-title")
        yield DataTable(id="history-table", cursor_type="row", zebra_stripes=True)
        yield Static(_("Reading the history folder…"), id="history-note", markup=False)
        yield SteadyFooter()

    def on_mount(self) -> None:
        if leaving(self):
            return
        self.query_one("#history-table", DataTable).focus()
        read_matches(self, "#history-note")

    def show(self, matches: Sequence[Any]) -> None:
        """Fill the table with ``matches`` (the reader's answer)."""
        if leaving(self):
            return
        self.matches = list(matches)
        self._laid_out_at = 0
        self._fill()

    def on_resize(self) -> None:
        if self.matches is not None:
            self._fill()

    def _fill(self) -> None:
        from ... import history

        width = self.app.size.width
        if width == self._laid_out_at or self.matches is None:
            return
        self._laid_out_at = width
        table = self.query_one("#history-table", DataTable)
        row = table.cursor_row
        table.clear(columns=True)
        timed = width >= TIMED
        spare = max(0, width - 80 - (6 if timed else 0)) // len(WIDE)
        headers = {name: _(HEADERS[name]) for name, _cells in COLUMNS}
        # a column as wide as its name (「取り消し」 is 8 cells where "undo" is 4), taken from the result's
        extra = sum(max(0, cell_len(headers[name]) - cells) for name, cells in COLUMNS)
        widths = {}
        for name, cells in COLUMNS:
            wide = max(cells, cell_len(headers[name])) + (spare if name in WIDE else 0) + (6 if timed and name == "date" else 0)
            widths[name] = wide
            table.add_column(headers[name], width=wide - (extra if name == "your result" else 0), key=name)
        for m in self.matches:
            cells = (
                m.when.strftime("%Y-%m-%d %H:%M" if timed else "%Y-%m-%d"),
                fit_name(short_title(m.game), widths["game"]),  # a column of 80: the game's short name (「ノッティンガム」 ends in …)
                m.preset or "—",
                _status(m.status),
                f"×{m.undos}" if m.undos else "",
                m.result_words(),
            )
            style = "italic" if m.status == history.BROKEN else ""
            table.add_row(*(Text(c, style=style, end="") for c in cells), key=str(m.path))  # a preset's name: text, never markup
        if self.matches:
            table.move_cursor(row=min(row, len(self.matches) - 1))
            self._tell(table.cursor_row)
        else:
            self._say(_("No matches yet: a match you finish (or leave for another) is kept here."))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._tell(event.cursor_row)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_open()

    def highlighted(self) -> Any:
        table = self.query_one("#history-table", DataTable)
        if not self.matches or not 0 <= table.cursor_row < len(self.matches):
            return None
        return self.matches[table.cursor_row]

    def _tell(self, row: int) -> None:
        """Under the table, the highlighted match in full: its file, and why a broken one is."""
        from ... import history

        if self.matches is None or not 0 <= row < len(self.matches):
            return
        m = self.matches[row]
        if m.status == history.BROKEN:
            self._say(_("{name} can't be read: {problem}").format(name=m.name, problem=m.problem))
        else:
            undo = ngettext("; undo used {n} time", "; undo used {n} times", m.undos).format(n=m.undos) if m.undos else ""
            if m.game == "nottingham":  # one deal played in rounds: no count of deals to give
                said = _("{name}: {game}, preset {preset}, {status}{undo}")
                self._say(said.format(name=m.name, game=game_title(m.game), preset=m.preset, status=_status(m.status), undo=undo))
                return
            deals = ngettext("{n} deal", "{n} deals", len(m.deals)).format(n=len(m.deals))
            said = _("{name}: {game}, preset {preset}, {status}, {deals}{undo}")
            self._say(said.format(name=m.name, game=game_title(m.game), preset=m.preset, status=_status(m.status), deals=deals, undo=undo))

    def _say(self, line: str) -> None:
        self.query_one("#history-note", Static).update(line)

    # -- keys ----------------------------------------------------------------------------
    def action_open(self) -> None:
        from ... import history

        m = self.highlighted()
        if m is None:
            return
        if m.status == history.BROKEN:
            self._say(_("{name} can't be opened: {problem}").format(name=m.name, problem=m.problem))
            return
        if not m.players:
            self._say(_("{name}: the match had not begun; nothing to show").format(name=m.name))
            return
        self.open_record(m.path, None)

    def open_record(self, path: Path, deal: int | None = None) -> None:
        """Open the match in ``path`` at ``deal`` (0-based; None: its last deal played): the deal
        review, where [ and ] go through its deals; a game the review can't weigh (Nottingham)
        shows its score sheet."""
        from ... import records, userfiles
        from ..games import adapter_for
        from ..games.sheets import score_sheet
        from ...review.walk import deal_finished
        from .review import ReviewScreen, reviewable

        try:
            data = userfiles.load_json(path, userfiles.RECORD_LIMIT)
            loaded = records.load_data(data, self.app.config_dir)  # type: ignore[attr-defined]
            game = records.replay(loaded)
        except (OSError, ValueError) as exc:  # RecordError and a file that isn't JSON among them
            self._say(_("{name} can't be opened: {problem}").format(name=path.name, problem=exc))
            return
        seat = next((m.seat for m in self.matches or () if m.path == path), 0)
        seat = seat if seat is not None else 0
        if reviewable(loaded.game) and loaded.setups:
            last = len(loaded.setups) - 1
            if deal is None:  # the last deal that was played to its end
                deal = last if deal_finished(loaded, last) else max(0, last - 1)
            self.app.push_screen(ReviewScreen(data, deal, seat))
            return
        adapter = adapter_for(loaded.game)
        self.app.push_screen(score_sheet(adapter, game, game.view(seat)))

    def action_stats(self) -> None:
        from .stats import StatsScreen

        self.app.push_screen(StatsScreen(self.matches))

    def action_back(self) -> None:
        self.dismiss()


def _status(status: str) -> str:
    """A match's status in the language in use."""
    return _(STATUS_WORDS[status]) if status in STATUS_WORDS else status

