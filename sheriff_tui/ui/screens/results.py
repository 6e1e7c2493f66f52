"""Deal result, match result, score sheet and last trick: modal screens.

Each has its own compact Footer with its own keys (the table's don't show through), ← → and
Tab move between its buttons, Enter presses the focused one, and Esc closes it back to what
lies beneath (the table, to look at the last trick and the board). What the player chose is a
:class:`Choice`. The buttons stay in sight at 80×24: the body scrolls, the buttons are docked.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Iterable, Sequence

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.content import Content
from textual.widgets import Button, DataTable, Footer, Label, Static

from ...i18n import N_, _, ngettext
from ..games.standing import winners_words
from ..widgets.footer import TranslatedFooter
from ..widgets.trick import TrickView
from .leaving import leaving
from .respeak import Respeaks


class Choice(Enum):
    """What the player chose in a result dialog (a button's id is its value)."""

    NEXT = "next"  # the next deal, or the match result after the last
    SHEET = "sheet"  # the score sheet, then this dialog again
    CLOSE = "close"  # Esc: back to the table, to look at the board
    AGAIN = "again"  # a new match at the same table
    MENU = "menu"  # leave the table
    REVIEW = "review"  # the deal's review (hard's search of the player's decisions), then this dialog again


#: the match result's first column, by what a row is (``Standing.heading``)
HEADINGS = {"player": N_("player"), "team": N_("team")}


class _Modal(Respeaks, ModalScreen[Choice]):
    DEFAULT_CSS = """
    _Modal { align: center middle; }
    _Modal > Vertical {
        width: auto; min-width: 50; max-width: 96%;
        height: auto; max-height: 100%;
        border: thick $primary; background: $surface; padding: 1 2;
        overflow-y: auto;
    }
    /* the body scrolls within what the screen leaves; the foot (the buttons, a sheet's
       totals) is docked below it and stays in sight */
    _Modal > Vertical > VerticalScroll.body { width: auto; height: auto; max-height: 100%; }
    _Modal > Vertical > Vertical.foot { dock: bottom; width: auto; height: auto; }
    _Modal > Vertical > Horizontal { dock: bottom; }
    _Modal .headline { text-style: bold; margin-bottom: 1; }
    _Modal .notes { color: $text-muted; margin-bottom: 1; }
    _Modal DataTable { height: auto; max-height: 16; margin-bottom: 1; }
    _Modal #sheet { margin-bottom: 0; }
    _Modal #sheet-total { margin-bottom: 1; }
    _Modal Horizontal { height: auto; align-horizontal: center; }
    _Modal Button { margin: 0 1; }
    /* too tall for the screen (seven or eight players at 24 rows): the title moves into the
       border, the padding and the buttons' frames go, so the headline stays in sight */
    _Modal.-tight > Vertical { padding: 0 2; }
    _Modal.-tight .title { display: none; }
    /* a result's table as wide as its columns, not stripes across an empty half of the dialog */
    DealResultScreen DataTable, MatchResultScreen DataTable { width: auto; }
    /* the width is set (content_cells), with room kept for the body's scrollbar: when it came
       (a short screen), the lines wrapped to its left and the body no longer fitted a tall one */
    DealResultScreen > Vertical > VerticalScroll.body, MatchResultScreen > Vertical > VerticalScroll.body { width: 1fr; scrollbar-gutter: stable; }
    """
    WIDEST = 100  # a dialog sized to its content (``content_cells``) grows no wider: longer lines wrap
    FRAME = 2 + 4  # the thick border and the padding, either side
    # Esc is each dialog's own binding (shown after its other keys, which come first in the footer)
    BINDINGS = [
        Binding("left,shift+tab", "step(-1)", N_("Buttons"), show=False, id="modal.previous"),
        Binding("right,tab", "step(1)", N_("Buttons"), show=False, id="modal.next"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical():
            with VerticalScroll(classes="body", can_focus=False):
                yield from self.compose_body()
            with Vertical(classes="foot"):
                yield from self.compose_foot()
                with Horizontal():
                    yield from self.compose_buttons()
        yield TranslatedFooter(compact=True)

    def compose_body(self) -> Iterable[Any]:
        """What the dialog says, above its buttons (it scrolls when the screen is short)."""
        return ()

    def content_cells(self) -> int | None:
        """The cells the dialog's widest line, table or row of buttons needs: the dialog is that
        wide (up to ``WIDEST``, and 96% of the screen), not the whole of a large terminal. None:
        as the CSS sizes it."""
        return None

    def _size_to_content(self) -> None:
        need, box, body = self.content_cells(), self._box(), self._scroller()
        if need is not None and box is not None:
            gutter = body.styles.scrollbar_size_vertical if body is not None and body is not box else 0
            box.styles.width = min(need, self.WIDEST) + self.FRAME + gutter

    def compose_foot(self) -> Iterable[Any]:
        """What stays in sight above the buttons however short the screen (a sheet's totals)."""
        return ()

    def compose_buttons(self) -> Iterable[Button]:
        return ()

    def on_mount(self) -> None:
        if not self.query(Footer):  # a dialog that composes itself (Nottingham's) has its keys shown too
            self.mount(TranslatedFooter(compact=True))
        box = self._scroller()
        if box is not None:  # a table's rows are counted after the first frames: fit when the content grows
            self.watch(box, "virtual_size", lambda _size: self.call_after_refresh(self._fit), init=False)
        self._size_to_content()
        self.call_after_refresh(self._fit)
        if not leaving(self):  # not when closed by a key queued behind the one that opened it
            self.focus_first()

    def focus_first(self) -> None:
        """The dialog's first button has the focus: Enter presses it."""
        buttons = [w for w in self._stops() if isinstance(w, Button)]
        if buttons:
            buttons[0].focus()

    def _stops(self) -> list[Any]:
        """Where ← → and Tab go: the buttons, and a table with rows to move through (the sheet's)."""
        return [w for w in self.focus_chain if isinstance(w, (Button, DataTable))]

    def action_step(self, by: int) -> None:
        """← → and Tab: the next button (round the row); from anywhere else, the first."""
        stops = self._stops()
        if not stops:
            return
        here = stops.index(self.focused) if self.focused in stops else (-1 if by > 0 else 0)
        stops[(here + by) % len(stops)].focus()

    def on_resize(self) -> None:
        if self.has_class("-tight"):  # more room, perhaps: try the roomy layout again
            self._loosen()
        self.call_after_refresh(self._fit)

    def _box(self) -> Vertical | None:
        boxes = [w for w in self.children if isinstance(w, Vertical)]
        return boxes[0] if boxes else None

    def _scroller(self) -> Vertical | VerticalScroll | None:
        """What scrolls when the dialog is too tall: its body, or the whole box (a dialog that composes itself)."""
        bodies = [w for w in self.query(".body") if isinstance(w, VerticalScroll)]
        return bodies[0] if bodies else self._box()

    def _fit(self) -> None:
        """Tighten the layout if the dialog overflows the screen (it would scroll its top away)."""
        box, scroller = self._box(), self._scroller()
        if box is None or scroller is None or self.has_class("-tight") or not scroller.is_mounted:
            return
        if scroller.virtual_size.height > scroller.scrollable_content_region.height:
            self.add_class("-tight")
            titles = [w for w in box.query(".title") if isinstance(w, Label)]
            if titles:
                box.border_title = Content(str(titles[0].render()))  # a title may name a player: text, not markup
            for button in box.query(Button):
                button.compact = True
            scroller.scroll_home(animate=False)

    def _loosen(self) -> None:
        box = self._box()
        self.remove_class("-tight")
        if box is not None:
            box.border_title = None
            for button in box.query(Button):
                button.compact = False

    _answered = False

    def finish(self, choice: Choice) -> None:
        """Close with ``choice``, once: a second key or click queued behind the first (Enter, Enter)
        must not answer again, nor pop the screen that has come up in the meantime."""
        if self._answered or not self.is_current:
            return
        self._answered = True
        self.dismiss(choice)

    def action_close(self) -> None:
        self.finish(Choice.CLOSE)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        try:
            choice = Choice(event.button.id)
        except ValueError:
            choice = Choice.CLOSE
        self.finish(choice)


class DealResultScreen(_Modal):
    """A deal's outcome: contract, tricks, each seat's change and the totals."""

    BINDINGS = [
        # the key says where it leads: check_action shows one of the two
        Binding("n", "next('deal')", N_("Next deal"), id="result.next"),
        Binding("n", "next('match')", N_("Match result"), id="result.next"),
        Binding("s", "sheet", N_("Score sheet"), id="result.sheet"),
        Binding("r", "review", N_("Review"), id="result.review"),
        Binding("escape", "close", N_("Table"), id="result.close"),
    ]

    def __init__(
        self,
        headline: str,
        columns: Sequence[str],
        rows: Sequence[Sequence[str]],
        totals: Sequence[int],
        last: bool,
        notes: Sequence[str] = (),
        title: str = "",
        review: bool = False,
    ) -> None:
        super().__init__()
        self.headline, self.columns, self.rows, self.totals, self.last = headline, columns, rows, totals, last
        self.review = review  # the deal can be reviewed (a trick game): the Review button and r
        self.title = title or _("Deal over")  # which deal: "Deal 6 of 9 over"
        self.notes = tuple(notes)  # the figures in words: the stake and why

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next" and parameters:
            return parameters[0] == ("match" if self.last else "deal")
        if action == "review":
            return self.review or None
        return True

    def compose_body(self) -> ComposeResult:
        yield Label(self.title, classes="title", markup=False)  # names in them: text, never markup
        yield Static(self.headline, classes="headline", markup=False)
        if self.notes:
            yield Static("\n".join(self.notes), classes="notes", id="result-notes", markup=False)
        table: DataTable[str] = DataTable(cursor_type="none", zebra_stripes=True)
        table.can_focus = False  # nothing to choose in it: ← → and Tab go between the buttons
        table.add_columns(*(Text(c) for c in self.columns), Text(_("total")))  # a DataTable reads a str as markup: names as Text
        for row, total in zip(self.rows, self.totals):
            table.add_row(*(Text(c, end="") for c in row), str(total))
        yield table

    def compose_buttons(self) -> ComposeResult:
        yield Button(_("Match result") if self.last else _("Next deal"), id=Choice.NEXT.value, variant="primary")
        yield Button(_("Score sheet"), id=Choice.SHEET.value)
        if self.review:
            yield Button(_("Review"), id=Choice.REVIEW.value)

    def content_cells(self) -> int:
        lines = [self.headline, *"\n".join(self.notes).splitlines()]
        table = [*self.columns, _("total")]
        cells = [[*map(str, row), str(total)] for row, total in zip(self.rows, self.totals)]
        return max(max(cell_len(line) for line in lines), table_cells(table, cells), buttons_cells(3 if self.review else 2))

    def action_next(self, to: str = "deal") -> None:
        self.finish(Choice.NEXT)

    def action_sheet(self) -> None:
        self.finish(Choice.SHEET)

    def action_review(self) -> None:
        if self.review:
            self.finish(Choice.REVIEW)


class MatchResultScreen(_Modal):
    BINDINGS = [
        Binding("n", "again", N_("New match"), id="match.again"),
        Binding("s", "sheet", N_("Score sheet"), id="match.sheet"),
        Binding("m", "menu", N_("Menu"), id="match.menu"),
        Binding("escape", "close", N_("Table"), id="match.close"),
    ]

    def __init__(
        self, names: Sequence[str], totals: Sequence[int], headline: str | None = None, heading: str = "player", winners: Sequence[int] = ()
    ) -> None:
        super().__init__()
        self.names, self.totals = names, totals
        self.winners = tuple(winners)  # a tie-break's winner: listed first among equal totals
        self.headline = headline  # the game's own words (a partnership wins), else the best total's
        self.heading = heading  # "team" when a row is a partnership

    def compose_body(self) -> ComposeResult:
        headline = self.headline or winners_words(self.names, self.totals)
        yield Label(_("Match over"), classes="title")
        yield Static(headline, classes="headline", id="winner", markup=False)
        table: DataTable[str] = DataTable(cursor_type="none")
        table.can_focus = False
        table.add_columns(Text(self._heading()), Text(_("total")))
        order = sorted(range(len(self.names)), key=lambda i: (-self.totals[i], i not in self.winners))
        for i in order:
            table.add_row(Text(self.names[i], end=""), str(self.totals[i]))  # a DataTable reads a str as markup: the name as Text
        yield table

    def compose_buttons(self) -> ComposeResult:
        yield Button(_("New match"), id=Choice.AGAIN.value, variant="primary")
        yield Button(_("Score sheet"), id=Choice.SHEET.value)
        yield Button(_("Menu"), id=Choice.MENU.value)

    def content_cells(self) -> int:
        cells = [[name, str(total)] for name, total in zip(self.names, self.totals)]
        return max(cell_len(self.headline or ""), table_cells([self._heading(), _("total")], cells), buttons_cells(3))

    def _heading(self) -> str:
        return _(HEADINGS[self.heading]) if self.heading in HEADINGS else self.heading

    def action_again(self) -> None:
        self.finish(Choice.AGAIN)

    def action_sheet(self) -> None:
        self.finish(Choice.SHEET)

    def action_menu(self) -> None:
        self.finish(Choice.MENU)


class ScoreSheetScreen(_Modal):
    """Every deal's changes per column and what happened, with the totals.

    The sheet is laid out for the screen's width: "what happened" wraps in its column, or,
    with too many columns for it (six to eight players at 80 columns), it leaves the table
    and the deal under the cursor is told in full below it; long names are shortened in
    the headings. Nothing is cut at the modal's edge."""

    BINDINGS = [
        Binding("escape,s", "close", N_("Close"), id="sheet.close"),
        # before the focused rows' own Enter (select a row: nothing to do here)
        Binding("enter", "close", N_("Close"), show=False, priority=True, id="sheet.close_enter"),
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

    def compose_body(self) -> ComposeResult:
        yield Label(_("Score sheet"), classes="title")
        if self.notes:
            yield Static("\n".join(self.notes), classes="notes", id="sheet-notes", markup=False)
        yield DataTable(cursor_type="row", zebra_stripes=True, id="sheet")
        if not self.results:
            yield Static(_("No deal has been scored yet."))

    def compose_foot(self) -> ComposeResult:
        # the totals below the deals, in the same columns: in sight however many deals scroll above
        totals: DataTable[Any] = DataTable(cursor_type="none", show_header=False, id="sheet-total")
        totals.can_focus = False
        yield totals
        yield Static("", classes="notes", id="sheet-line")

    def compose_buttons(self) -> ComposeResult:
        yield Button(_("Close"), id=Choice.CLOSE.value, variant="primary")

    def focus_first(self) -> None:
        self.query_one("#sheet", DataTable).focus()  # ↑↓ go through the deals; Enter or Esc closes

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
        total = self.query_one("#sheet-total", DataTable)
        cursor = table.cursor_row
        table.clear(columns=True)
        total.clear(columns=True)
        rows, totals = self._figures()
        room = self.room()
        pad = 2 * table.cell_padding
        total_word, deal_word, happened = _("total"), _("deal"), _("what happened")
        first = max(cell_len(total_word), cell_len(deal_word), len(str(len(rows)))) + pad
        values = [max([cell_len(r[k]) for r in rows] + [len(str(totals[k]))]) for k in range(len(self.columns))]
        headings = [name for name, _seat in self.columns]
        lines = list(self.headlines[: len(rows)])
        fixed = first + sum(max(cell_len(h), v) + pad for h, v in zip(headings, values))
        text = room - fixed - pad
        after_words = ngettext("after {n} deal", "after {n} deals", len(rows)).format(n=len(rows))  # under the lines, on the totals' row
        longest = max([cell_len(line) for line in lines] + [cell_len(happened), cell_len(after_words)])
        if text >= min(self.LINE_MIN, longest):
            text = min(text, longest)
            if text < longest and self._height(lines, text) > self.TABLE_ROWS:
                text -= table.styles.scrollbar_size_vertical  # the rows will scroll: room for the bar
            self.line_below = False
        else:
            self.line_below = True
            headings = _shortened(headings, values, room - first - table.styles.scrollbar_size_vertical, pad)
        # each column as wide in both tables, so the totals stand under their deals
        widths = [first - pad, *(max(cell_len(h), v) for h, v in zip(headings, values))]
        table.add_column(Text(deal_word), width=widths[0])
        total.add_column("", width=widths[0])
        for h, w in zip(headings, widths[1:]):
            table.add_column(Text(h), width=w)  # a DataTable reads a str as markup: the name as Text
            total.add_column("", width=w)
        if not self.line_below:
            table.add_column(Text(happened), width=text)
            total.add_column("", width=text)
        for i, (changes, line) in enumerate(zip(rows, lines)):
            cells = [str(i + 1), *changes] + ([] if self.line_below else [Text(line)])
            table.add_row(*cells, height=None)
        after = [] if self.line_below else [Text(after_words, style="italic")]
        total.add_row(Text(total_word, style="bold"), *(Text(str(t), style="bold") for t in totals), *after)
        line = self.query_one("#sheet-line", Static)
        line.display = self.line_below and bool(rows)
        if self.line_below and rows:
            table.move_cursor(row=min(cursor, len(rows) - 1) if cursor else len(rows) - 1)
            self._tell(table.cursor_row)

    def _figures(self) -> tuple[list[list[str]], list[int]]:
        totals = [0] * len(self.columns)
        rows = []
        for r in self.results[: len(self.headlines)]:
            changes = [r.scores[s] for _name, s in self.columns]
            for k, d in enumerate(changes):
                totals[k] += d
            rows.append([f"{d:+d}" for d in changes])
        return rows, totals

    def _height(self, lines: Sequence[str], width: int) -> int:
        console = self.app.console
        return sum(len(Text(line).wrap(console, width)) for line in lines)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if self.line_below:
            self._tell(event.cursor_row)

    def _tell(self, row: int) -> None:
        """Below the totals, what happened in the deal under the cursor."""
        if row < len(self.headlines):
            self.query_one("#sheet-line", Static).update(Text(_("Deal {n}: {headline}").format(n=row + 1, headline=self.headlines[row])))


def table_cells(headings: Sequence[str], rows: Sequence[Sequence[str]], padding: int = 1) -> int:
    """A DataTable's width: each column as its widest cell, and its cell padding either side."""
    return sum(max([cell_len(h)] + [cell_len(r[k]) for r in rows if k < len(r)]) + 2 * padding for k, h in enumerate(headings))


def buttons_cells(n: int) -> int:
    """A row of ``n`` buttons (16 cells, a margin of 1 either side)."""
    return n * 18


def plural_deals(n: int) -> str:
    return "1 deal" if n == 1 else f"{n} deals"


def _shortened(headings: list[str], values: list[int], room: int, pad: int) -> list[str]:
    """The headings cut to a common length, with an ellipsis, until the columns fit ``room``."""
    longest = max((cell_len(h) for h in headings), default=0)
    for limit in range(longest, 2, -1):
        cut = [_cut(h, limit) for h in headings]
        if sum(max(cell_len(h), v) + pad for h, v in zip(cut, values)) <= room:
            return cut
    return [_cut(h, 3) for h in headings]


def _cut(text: str, cells: int) -> str:
    """``text`` in at most ``cells`` cells, an ellipsis for what is cut (never half a wide character)."""
    if cell_len(text) <= cells:
        return text
    return set_cell_size(text, cells - 1).rstrip() + "…"


class LastTrickScreen(_Modal):
    DEFAULT_CSS = """
    LastTrickScreen TrickView { width: 64; max-width: 100%; }
    """
    BINDINGS = [Binding("escape,l,enter", "close", N_("Close"), id="lasttrick.close")]

    def __init__(self, names: Sequence[str], trick: Any, ascii: bool, number: int) -> None:
        super().__init__()
        self.names, self.trick, self.ascii, self.number = names, trick, ascii, number

    def compose_body(self) -> ComposeResult:
        yield Label(_("Last trick (trick {n})").format(n=self.number) if self.trick else _("Last trick"), classes="title")
        yield TrickView(ascii=self.ascii, id="last-trick")
        if self.trick is None:
            yield Static(_("No trick has been played yet in this deal."))

    def compose_buttons(self) -> ComposeResult:
        yield Button(_("Close"), id=Choice.CLOSE.value, variant="primary")

    def on_mount(self) -> None:
        if leaving(self):  # closed by a key queued behind the one that opened it
            return
        if self.trick is not None:
            n = len(self.names)
            cards = {(self.trick.leader + i) % n: c for i, c in enumerate(self.trick.cards)}
            face_down, notes, _footer = self._extras(cards)
            self.query_one(TrickView).show(self.names, cards, self.trick.leader, winner=self.trick.winner, title=_("Last trick"), face_down=face_down, notes=notes)
        else:
            self.query_one(TrickView).show(self.names, {}, None, title=_("Last trick"))

    def _extras(self, cards: dict[int, int]) -> tuple[Any, dict[int, str], Any]:
        """A card played face down stays face down: the table beneath knows which."""
        for screen in reversed(self.app.screen_stack):
            extras = getattr(screen, "trick_extras", None)
            if extras is not None and hasattr(screen, "game"):
                return extras(screen.game.view(screen.me), cards)
        return (), {}, ()
