"""A row of goods cards (Sheriff of Nottingham): a hand, a bag, things to mark.

One widget draws every card, as :class:`~sheriff_tui.ui.widgets.hand.Hand` does. Each card is a cell
of three lines: its number and kind in letters ("✖CONTRA", "♛ROYAL": not by
colour alone), its name, its value and penalty. ``compact`` draws one line a
card ("1 Mead✖ 7/4": a bag beside an offer, a hand too big for the screen). Cells wrap onto more rows when the width ends.

Marking (``select=k``): Space, a digit or a click marks or unmarks a card (at
most ``k``; one more is refused with :class:`GoodsRow.MarkRefused`), Enter
confirms once ``lo`` are marked (before that it marks the card under the
cursor). Cards of a kind are alike, so marks are positions; the screen reads
:meth:`GoodsRow.marked_counts`.
"""

from __future__ import annotations

from typing import Sequence

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.binding import Binding
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.content import Content
from textual.widget import Widget

from ....engine.nottingham.goods import GOODS, KINDS
from ....i18n import N_, _, ngettext
from ...widgets.cursor import CardCursor, cursor_bindings, number_bindings
from .words import kind_mark, kind_tag, short

CELL = 12  # eleven columns a card and a space: six cards fit in 80 columns


def fit(text: str, width: int) -> str:
    """``text`` in exactly ``width`` cells (a Japanese character takes two): padded, or cut
    short with a full stop, so a cut word never reads as another."""
    if cell_len(text) <= width:
        return set_cell_size(text, width)
    return set_cell_size(set_cell_size(text, width - 1).rstrip() + ".", width)


class GoodsRow(CardCursor, Widget, can_focus=True):
    DEFAULT_CSS = """
    GoodsRow {
        height: auto;
        padding: 0 1;
        border: round $primary 50%;
        border-title-color: $card-black;
        background: $card-face;
        color: $card-black;
    }
    GoodsRow:focus { border: round $card-legal; }
    GoodsRow > .goods--legal { color: $card-black; }
    GoodsRow > .goods--contraband { color: $card-red; text-style: bold; }
    GoodsRow > .goods--royal { color: $card-back; text-style: bold italic; }
    GoodsRow > .goods--number { color: $card-black; text-style: bold; }
    GoodsRow > .goods--dim { color: $card-dim; }
    GoodsRow > .goods--marked { background: $card-legal 45%; text-style: bold underline; }
    GoodsRow > .goods--cursor { text-style: reverse; }
    GoodsRow > .goods--hinted { color: $accent; text-style: bold; }
    """
    COMPONENT_CLASSES = {"goods--legal", "goods--contraband", "goods--royal", "goods--number", "goods--dim", "goods--marked", "goods--cursor", "goods--hinted"}
    BINDINGS = [
        *cursor_bindings("goods"),
        Binding("space", "toggle", N_("Mark"), show=False, id="goods.mark"),
        Binding("enter", "confirm", N_("Confirm"), show=False, id="goods.confirm"),
    ] + number_bindings("goods")

    cursor: reactive[int] = reactive(0)

    class Marked(Message):
        def __init__(self, row: "GoodsRow") -> None:
            super().__init__()
            self.row = row

    class MarkRefused(Message):
        def __init__(self, row: "GoodsRow", reason: str) -> None:
            super().__init__()
            self.row = row
            self.reason = reason

    class Confirmed(Message):
        def __init__(self, row: "GoodsRow") -> None:
            super().__init__()
            self.row = row

    def __init__(self, *, ascii: bool = False, compact: bool = False, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.cards: list[int] = []
        self.ascii = ascii
        self.compact = compact
        self.select = 0
        self.lo = 0
        self.marked: list[int] = []  # positions in ``cards``
        self.hinted: list[int] = []  # positions a hint points at: drawn, never marked
        self.hint = ""
        self.placeholder = ""  # "" says "(no cards)"

    # -- state from the screen ------------------------------------------------
    def show(
        self, cards: Sequence[int], *, select: int = 0, lo: int = 0, hint: str = "", placeholder: str = "", compact: bool | None = None
    ) -> None:
        """``compact``: one line a card (None: as it was); ``placeholder``: the words of no cards ("": "(no cards)")."""
        if compact is not None:
            self.compact = compact  # the title says so: show() sets it below
        same = list(cards) == self.cards and select == self.select
        self.cards = list(cards)
        self.select, self.lo = select, lo
        if not same:
            self.marked = []
            self.hinted = []
        self.hint = hint
        self.placeholder = placeholder
        self.cursor = min(self.cursor, max(len(self.cards) - 1, 0))
        self._update_title()
        self.refresh_bindings()
        self.refresh(layout=True)

    def marked_counts(self) -> tuple[int, ...]:
        counts = [0] * KINDS
        for i in self.marked:
            counts[self.cards[i]] += 1
        return tuple(counts)

    def suggest(self, goods: Sequence[int]) -> None:
        """Draw these goods, one card each, as a hint's (none: no hint); the marks stay the player's."""
        hinted: list[int] = []
        for g in goods:
            i = next((i for i, c in enumerate(self.cards) if c == g and i not in hinted), None)
            if i is not None:
                hinted.append(i)
        if hinted != self.hinted:
            self.hinted = hinted
            self.refresh()

    def _update_title(self) -> None:
        title = self.hint
        if self.select and title:
            title += " · " + _("{n} marked").format(n=len(self.marked))
        if self.compact and title and self.cards:
            title += " · " + _("value/penalty")
        self.border_title = Content(title) if title else None  # it may name a player: text, not markup

    # -- drawing -------------------------------------------------------------
    def _cell(self) -> int:
        """Columns a card takes: a full card's, or in compact mode the longest line of these cards."""
        if not self.compact:
            return CELL
        return max((cell_len(self._compact_text(g, " ", " ")) for g in self.cards), default=CELL) + 2

    def _compact_text(self, g: int, digit: str, mark: str) -> str:
        """'1▲Mead✖ 7/4': number, mark, name, kind, value/penalty."""
        good = GOODS[g]
        return f"{digit}{mark}{short(g)}{kind_mark(g, self.ascii)} {good.value}/{good.penalty}"

    def _per_row(self, width: int | None = None) -> int:
        width = self.content_size.width if width is None else width
        return max(1, width // self._cell()) if width else max(1, len(self.cards))

    def _lines(self) -> int:
        rows = -(-len(self.cards) // self._per_row()) if self.cards else 1
        return rows if self.compact else rows * 3 if self.cards else 1

    def get_content_height(self, container, viewport, width: int) -> int:  # type: ignore[override]
        rows = -(-len(self.cards) // self._per_row(width)) if self.cards else 1
        return rows if self.compact or not self.cards else rows * 3

    def render(self) -> Text:
        style = {k: self.get_component_rich_style(f"goods--{k}", partial=True) for k in ("legal", "contraband", "royal", "number", "dim", "marked", "cursor", "hinted")}
        if not self.cards:
            return Text(self.placeholder or _("(no cards)"), style=style["dim"])
        per = self._per_row()
        out: list[Text] = []
        for start in range(0, len(self.cards), per):
            rows = [Text() for _ in range(1 if self.compact else 3)]
            for i in range(start, min(start + per, len(self.cards))):
                g = self.cards[i]
                good = GOODS[g]
                base = style[good.kind]
                if i in self.marked:
                    base = base + style["marked"]
                if i == self.cursor and self.has_focus:
                    base = base + style["cursor"]
                digit = str((i + 1) % 10) if i < 10 and self.select else " "
                mark = ("^" if self.ascii else "▲") if i in self.marked else ("v" if self.ascii else "▼") if i in self.hinted else " "
                if i in self.hinted:
                    base = base + style["hinted"]
                if self.compact:
                    rows[0].append(set_cell_size(self._compact_text(g, digit, mark), self._cell() - 2), style=base)
                    rows[0].append("  ")
                    continue
                lines = (f"{digit}{mark}{kind_tag(g, self.ascii)}", short(g), _("val {value} pen {penalty}").format(value=good.value, penalty=good.penalty))
                for row, line in zip(rows, lines):
                    row.append(fit(line, CELL - 1), style=base)
                    row.append(" ")
            out.extend(rows)
        return Text("\n").join(out)

    # -- input ---------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("toggle", "confirm", "number"):
            return bool(self.select)
        return True

    def action_toggle(self) -> None:
        if self.cards:
            self.toggle(self.cursor)

    def action_confirm(self) -> None:
        if len(self.marked) >= self.lo:
            self.post_message(self.Confirmed(self))
        else:
            self.action_toggle()

    def action_number(self, digit: int) -> None:
        i = 9 if digit == 0 else digit - 1
        if i < len(self.cards):
            self.cursor = i
            self.toggle(i)

    def toggle(self, i: int) -> None:
        if not self.select or not 0 <= i < len(self.cards):
            return
        if i in self.marked:
            self.marked.remove(i)
        elif len(self.marked) >= self.select:
            reason = ngettext("at most {n} card: unmark one first", "at most {n} cards: unmark one first", self.select).format(n=self.select)
            self.post_message(self.MarkRefused(self, reason))
            return
        else:
            self.marked.append(i)
        self._update_title()
        self.refresh()
        self.post_message(self.Marked(self))

    def index_at(self, x: int, y: int) -> int | None:
        per = self._per_row()
        col = x // self._cell()
        row = y if self.compact else y // 3
        if col >= per:
            return None
        i = row * per + col
        return i if 0 <= i < len(self.cards) else None

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        i = self.index_at(offset.x, offset.y)
        if i is not None:
            self.cursor = i
            self.toggle(i)
