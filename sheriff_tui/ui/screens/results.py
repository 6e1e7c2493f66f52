"""Deal result, match result, score sheet and last trick: modal screens."""

from __future__ import annotations

from typing import Any, Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, DataTable, Label, Static

from ..widgets.trick import TrickView
from .leaving import leaving


class _Modal(ModalScreen[str]):
    DEFAULT_CSS = """
    _Modal { align: center middle; }
    _Modal > Vertical {
        width: auto; min-width: 50; max-width: 96%;
        height: auto; max-height: 96%;
        border: thick $primary; background: $surface; padding: 1 2;
        overflow-y: auto;
    }
    _Modal .headline { text-style: bold; margin-bottom: 1; }
    _Modal .notes { color: $text-muted; margin-bottom: 1; }
    _Modal DataTable { height: auto; max-height: 16; margin-bottom: 1; }
    _Modal Horizontal { height: auto; align-horizontal: center; }
    _Modal Button { margin: 0 1; }
    /* too tall for the screen (seven or eight players at 24 rows): the title moves into the
       border, the padding and the buttons' frames go, so the headline stays in sight */
    _Modal.-tight > Vertical { padding: 0 2; }
    _Modal.-tight .title { display: none; }
    """
    BINDINGS = [Binding("escape", "close", "Close", id="modal.close")]

    def on_mount(self) -> None:
        box = self._box()
        if box is not None:  # a table's rows are counted after the first frames: fit when the content grows
            self.watch(box, "virtual_size", lambda _size: self.call_after_refresh(self._fit), init=False)
        self.call_after_refresh(self._fit)

    def on_resize(self) -> None:
        if self.has_class("-tight"):  # more room, perhaps: try the roomy layout again
            self._loosen()
        self.call_after_refresh(self._fit)

    def _box(self) -> Vertical | None:
        boxes = [w for w in self.children if isinstance(w, Vertical)]
        return boxes[0] if boxes else None

    def _fit(self) -> None:
        """Tighten the layout if the dialog overflows the screen (it would scroll its top away)."""
        box = self._box()
        if box is None or self.has_class("-tight") or not box.is_mounted:
            return
        if box.virtual_size.height > box.scrollable_content_region.height:
            self.add_class("-tight")
            titles = [w for w in box.query(".title") if isinstance(w, Label)]
            if titles:
                box.border_title = str(titles[0].render())
            for button in box.query(Button):
                button.compact = True
            box.scroll_home(animate=False)

    def _loosen(self) -> None:
        box = self._box()
        self.remove_class("-tight")
        if box is not None:
            box.border_title = None
            for button in box.query(Button):
                button.compact = False

    def action_close(self) -> None:
        self.dismiss("close")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "close")


class DealResultScreen(_Modal):
    """A deal's outcome: contract, tricks, each seat's change and the totals."""

    BINDINGS = [
        Binding("enter,n", "next", "Next deal", id="result.next"),
        Binding("s", "sheet", "Score sheet", id="result.sheet"),
        Binding("escape", "close", "Next deal", show=False, id="result.close"),
    ]

    def __init__(
        self,
        headline: str,
        columns: Sequence[str],
        rows: Sequence[Sequence[str]],
        totals: Sequence[int],
        last: bool,
        notes: Sequence[str] = (),
    ) -> None:
        super().__init__()
        self.headline, self.columns, self.rows, self.totals, self.last = headline, columns, rows, totals, last
        self.notes = tuple(notes)  # the figures in words: the stake and why

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Deal over", classes="title")
            yield Static(self.headline, classes="headline")
            if self.notes:
                yield Static("\n".join(self.notes), classes="notes", id="result-notes")
            table: DataTable[str] = DataTable(cursor_type="none", zebra_stripes=True)
            table.add_columns(*self.columns, "total")
            for row, total in zip(self.rows, self.totals):
                table.add_row(*row, str(total))
            yield table
            with Horizontal():
                yield Button("Match result" if self.last else "Next deal", id="next", variant="primary")
                yield Button("Score sheet", id="sheet")

    def on_mount(self) -> None:
        if not leaving(self):  # closed by a key queued behind the one that opened it
            self.query_one("#next", Button).focus()

    def action_next(self) -> None:
        self.dismiss("next")

    def action_close(self) -> None:
        self.dismiss("next")

    def action_sheet(self) -> None:
        self.dismiss("sheet")


class MatchResultScreen(_Modal):
    BINDINGS = [
        Binding("n", "again", "New match", id="match.again"),
        Binding("m,escape", "menu", "Menu", id="match.menu"),
    ]

    def __init__(self, names: Sequence[str], totals: Sequence[int], headline: str | None = None) -> None:
        super().__init__()
        self.names, self.totals = names, totals
        self.headline = headline  # the game's own words (a partnership wins), else the best total's

    def compose(self) -> ComposeResult:
        best = max(self.totals)
        winners = [n for n, t in zip(self.names, self.totals) if t == best]
        headline = self.headline or (f"{winners[0]} wins with {best}" if len(winners) == 1 else f"{' and '.join(winners)} share the win with {best}")
        with Vertical():
            yield Label("Match over", classes="title")
            yield Static(headline, classes="headline", id="winner")
            table: DataTable[str] = DataTable(cursor_type="none")
            table.add_columns("player", "total")
            for name, total in sorted(zip(self.names, self.totals), key=lambda p: -p[1]):
                table.add_row(name, str(total))
            yield table
            with Horizontal():
                yield Button("New match", id="again", variant="primary")
                yield Button("Score sheet", id="sheet")
                yield Button("Menu", id="menu")

    def on_mount(self) -> None:
        if not leaving(self):  # closed by a key queued behind the one that opened it
            self.query_one("#again", Button).focus()

    def action_again(self) -> None:
        self.dismiss("again")

    def action_menu(self) -> None:
        self.dismiss("menu")


class ScoreSheetScreen(_Modal):
    """Every deal's changes per column and what happened, with the totals.

    The sheet is laid out for the screen's width: "what happened" wraps in its column, or,
    with too many columns for it (six to eight players at 80 columns), it leaves the table
    and the deal under the cursor is told in full below it; long names are shortened in
    the headings. Nothing is cut at the modal's edge."""

    BINDINGS = [
        Binding("escape,s", "close", "Close", id="sheet.close"),
        # before the focused rows' own Enter (select a row: nothing to do here)
        Binding("enter", "close", "Close", show=False, priority=True, id="sheet.close_enter"),
    ]
    LINE_MIN = 24  # the narrowest "what happened" column worth having
    TABLE_ROWS = 15  # the table's max-height (16) less its header

    def __init__(
        self,
        names: Sequence[str],
        results: Sequence[Any],
        headlines: Sequence[str],
        columns: Sequence[tuple[str, int]] | None = None,
        notes: Sequence[str] = (),
    ) -> None:
        super().__init__()
        self.names, self.results, self.headlines = names, results, headlines
        # (heading, seat) per score column: a partnership game shows one seat of each team
        self.columns = list(columns) if columns is not None else [(n, s) for s, n in enumerate(names)]
        self.notes = tuple(notes)
        self.line_below = False  # "what happened" is told below the table, for the row under the cursor
        self._laid_out_at = 0

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Score sheet", classes="title")
            if self.notes:
                yield Static("\n".join(self.notes), classes="notes", id="sheet-notes")
            yield DataTable(cursor_type="row", zebra_stripes=True, id="sheet")
            yield Static("", classes="notes", id="sheet-line")
            if not self.results:
                yield Static("No deal has been scored yet.")
            with Horizontal():
                yield Button("Close", id="close", variant="primary")

    def on_mount(self) -> None:
        self._lay_out()

    def on_resize(self) -> None:
        self._lay_out()

    def room(self) -> int:
        """The modal's widest content: 96% of the screen less the thick border and the padding."""
        return int(self.app.size.width * 0.96) - 2 - 4

    def _lay_out(self) -> None:
        width = self.app.size.width
        if width == self._laid_out_at:
            return
        self._laid_out_at = width
        table = self.query_one("#sheet", DataTable)
        cursor = table.cursor_row
        table.clear(columns=True)
        rows, totals = self._figures()
        room = self.room()
        pad = 2 * table.cell_padding
        first = max(len("total"), len(str(len(rows)))) + pad
        values = [max([len(r[k]) for r in rows] + [len(str(totals[k]))]) for k in range(len(self.columns))]
        headings = [name for name, _ in self.columns]
        lines = list(self.headlines[: len(rows)])
        fixed = first + sum(max(len(h), v) + pad for h, v in zip(headings, values))
        text = room - fixed - pad
        longest = max([cell_len(line) for line in lines] + [len("what happened")])
        if text >= min(self.LINE_MIN, longest):
            text = min(text, longest)
            if text < longest and self._height(lines, text) > self.TABLE_ROWS:
                text -= table.styles.scrollbar_size_vertical  # the rows will scroll: room for the bar
            self.line_below = False
        else:
            self.line_below = True
            headings = _shortened(headings, values, room - first - table.styles.scrollbar_size_vertical, pad)
        table.add_column("deal")
        for h in headings:
            table.add_column(h)
        if not self.line_below:
            table.add_column("what happened", width=text)
        for i, (changes, line) in enumerate(zip(rows, lines)):
            cells = [str(i + 1), *changes] + ([] if self.line_below else [Text(line)])
            table.add_row(*cells, height=None)
        table.add_row("total", *(Text(str(t), style="bold") for t in totals), *([] if self.line_below else [""]))
        line = self.query_one("#sheet-line", Static)
        line.display = self.line_below and bool(rows)
        if self.line_below and rows:
            table.move_cursor(row=min(cursor, len(rows) - 1) if cursor else len(rows) - 1)
            self._tell(table.cursor_row)

    def _figures(self) -> tuple[list[list[str]], list[int]]:
        totals = [0] * len(self.columns)
        rows = []
        for r in self.results[: len(self.headlines)]:
            changes = [r.scores[s] for _, s in self.columns]
            for k, d in enumerate(changes):
                totals[k] += d
            rows.append([f"{d:+d}" for d in changes])
        return rows, totals

    def _height(self, lines: Sequence[str], width: int) -> int:
        console = self.app.console
        return sum(len(Text(line).wrap(console, width)) for line in lines) + 1  # and the total row

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if self.line_below:
            self._tell(event.cursor_row)

    def _tell(self, row: int) -> None:
        """Below the table, what happened in the deal under the cursor (the total row: every deal)."""
        if row < len(self.headlines):
            words = f"Deal {row + 1}: {self.headlines[row]}"
        else:
            words = f"Totals after {plural_deals(len(self.headlines))}. ↑↓ a deal: what happened."
        self.query_one("#sheet-line", Static).update(Text(words))


def plural_deals(n: int) -> str:
    return "1 deal" if n == 1 else f"{n} deals"


def _shortened(headings: list[str], values: list[int], room: int, pad: int) -> list[str]:
    """The headings cut to a common length, with an ellipsis, until the columns fit ``room``."""
    longest = max((len(h) for h in headings), default=0)
    for limit in range(longest, 2, -1):
        cut = [h if len(h) <= limit else h[: limit - 1] + "…" for h in headings]
        if sum(max(len(h), v) + pad for h, v in zip(cut, values)) <= room:
            return cut
    return [h if len(h) <= 3 else h[:2] + "…" for h in headings]


class LastTrickScreen(_Modal):
    BINDINGS = [Binding("escape,l,enter", "close", "Close", id="lasttrick.close")]

    def __init__(self, names: Sequence[str], trick: Any, ascii: bool, number: int) -> None:
        super().__init__()
        self.names, self.trick, self.ascii, self.number = names, trick, ascii, number

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(f"Last trick (trick {self.number})" if self.trick else "Last trick", classes="title")
            view = TrickView(ascii=self.ascii, id="last-trick")
            yield view
            if self.trick is None:
                yield Static("No trick has been played yet in this deal.")
            with Horizontal():
                yield Button("Close", id="close", variant="primary")

    def on_mount(self) -> None:
        if leaving(self):  # closed by a key queued behind the one that opened it
            return
        if self.trick is not None:
            n = len(self.names)
            cards = {(self.trick.leader + i) % n: c for i, c in enumerate(self.trick.cards)}
            face_down, notes, _ = self._extras(cards)
            self.query_one(TrickView).show(self.names, cards, self.trick.leader, winner=self.trick.winner, title="Last trick", face_down=face_down, notes=notes)
        else:
            self.query_one(TrickView).show(self.names, {}, None, title="Last trick")

    def _extras(self, cards: dict[int, int]) -> tuple[Any, dict[int, str], Any]:
        """A card played face down stays face down: the table beneath knows which."""
        for screen in reversed(self.app.screen_stack):
            extras = getattr(screen, "trick_extras", None)
            if extras is not None and hasattr(screen, "game"):
                return extras(screen.game.view(screen.me), cards)
        return (), {}, ()
