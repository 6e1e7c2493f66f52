"""The trick on the table, card by seat, and the winner once it is complete.

Besides cards, a seat's entry may be words (what it said in an auction); a card
may be drawn face down (``face_down``: the seats whose card lies hidden; a
:data:`~sheriff_tui.cards.FACE_DOWN` card is drawn so anyway), a short note may
follow a seat's card, and a footer line may close the box (the blind, say). A
footer item is a card id, :data:`BACK` (a card face down) or words.
"""

from __future__ import annotations

from typing import Collection, Sequence

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.widget import Widget

from ...cards import FACE_DOWN
from ..cardtext import is_red, label

BACK = -1  # a card lying face down, in a footer


def fit_note(note: str, room: int) -> str:
    """A seat's note in the ``room`` left on its row: a wrapped note took a row and pushed the
    last seat out of the box ('called card: partner' beside a long name at 80 columns). The
    words after its colon if the whole is too long ('partner'), else cut with an ellipsis."""
    if cell_len(note) <= room:
        return note
    head, colon, tail = note.partition(": ")
    if colon and cell_len(tail) <= room:
        return tail
    return set_cell_size(note, room - 1) + "…" if room >= 4 else ""


class TrickView(Widget):
    DEFAULT_CSS = """
    TrickView {
        height: auto;
        min-height: 5;
        border: round $primary 40%;
        padding: 0 1;
    }
    TrickView > .trick--red { color: $card-red; text-style: $suit-style-red; }
    TrickView > .trick--black { color: $card-black; text-style: $suit-style-black; }
    TrickView > .trick--card { background: $card-face; }
    TrickView > .trick--back { background: $card-back; color: $card-face; }
    TrickView > .trick--winner { text-style: bold reverse; }
    TrickView > .trick--dim { color: $card-dim; }  /* a solid colour: the rich style drops $text-muted's alpha */
    """
    COMPONENT_CLASSES = {"trick--red", "trick--black", "trick--card", "trick--back", "trick--winner", "trick--dim"}

    def __init__(self, *, ascii: bool = False, id: str | None = None) -> None:
        super().__init__(id=id)
        self.ascii = ascii
        self.names: Sequence[str] = ()
        self.cards: dict[int, int | str] = {}
        self.leader: int | None = None
        self.winner: int | None = None
        self.to_act: int | None = None
        self.lead_mark = True
        self.face_down: frozenset[int] = frozenset()
        self.notes: dict[int, str] = {}
        self.footer: tuple[int | str, ...] = ()

    def show(
        self,
        names: Sequence[str],
        cards: dict[int, int | str],
        leader: int | None,
        winner: int | None = None,
        to_act: int | None = None,
        title: str = "Trick",
        *,
        lead_mark: bool | None = None,
        face_down: Collection[int] = (),
        notes: dict[int, str] | None = None,
        footer: Sequence[int | str] = (),
    ) -> None:
        """Cards by seat (or, in an auction, words by seat), ``leader`` first."""
        self.names, self.cards, self.leader, self.winner, self.to_act = names, dict(cards), leader, winner, to_act
        self.lead_mark = title != "Auction" if lead_mark is None else lead_mark
        self.face_down = frozenset(face_down)
        self.notes = dict(notes or {})
        self.footer = tuple(footer)
        self.border_title = title
        self.refresh(layout=True)

    def _back(self) -> str:
        return " ## " if self.ascii else " ▒▒ "

    def render(self) -> Text:
        red = self.get_component_rich_style("trick--red", partial=True)
        black = self.get_component_rich_style("trick--black", partial=True)
        face = self.get_component_rich_style("trick--card", partial=True)
        back = self.get_component_rich_style("trick--back", partial=True)
        win = self.get_component_rich_style("trick--winner", partial=True)
        dim = self.get_component_rich_style("trick--dim", partial=True)
        width = max((len(n) for n in self.names), default=4)
        out = Text()
        n = len(self.names)
        order = [((self.leader or 0) + i) % n for i in range(n)] if n else []
        room = self.content_size.width  # 0 until laid out: nothing to fit yet
        for i, seat in enumerate(order):
            if i:
                out.append("\n")
            start = len(out.plain)
            mark = "lead " if seat == self.leader and self.lead_mark else "     "
            out.append(mark, style=dim)
            out.append(f"{self.names[seat]:<{width}}  ")
            c = self.cards.get(seat)
            if c is None:
                out.append("…" if seat == self.to_act else "·", style=dim)
                continue
            if isinstance(c, str):  # the auction: what each seat said
                out.append(c, style="bold" if seat == self.winner else "")
            elif seat in self.face_down or c == FACE_DOWN:
                out.append(self._back(), style=back)
            else:
                style = face + (red if is_red(c) else black)
                if seat == self.winner:
                    style = style + win
                out.append(f" {label(c, self.ascii)} ", style=style)
                if seat == self.winner:
                    out.append("  wins", style="bold")
            note = self.notes.get(seat)
            if note and room:
                note = fit_note(note, room - cell_len(out.plain[start:]) - 2)
            if note:
                out.append(f"  {note}", style=dim)
        if self.footer:
            out.append("\n")
            for item in self.footer:
                if isinstance(item, str):
                    out.append(item, style=dim)
                elif item == BACK or item == FACE_DOWN:
                    out.append(self._back(), style=back)
                else:
                    out.append(f" {label(item, self.ascii)} ", style=face + (red if is_red(item) else black))
        return out

    def get_content_height(self, container, viewport, width: int) -> int:  # type: ignore[override]
        """A row per seat and the footer's lines, as wrapped at ``width``: a footer wider than
        the box (the fox's counters, the sixteen-stack battery at 80 columns) takes two rows,
        and counted as one it pushed its last line out of the box."""
        lines = (1 + sum(item.count("\n") for item in self.footer if isinstance(item, str))) if self.footer else 0
        rows = max(1, len(self.names)) + lines
        if width > 0 and self.is_mounted:
            rows = max(rows, len(self.render().wrap(self.app.console, width)))
        return rows
