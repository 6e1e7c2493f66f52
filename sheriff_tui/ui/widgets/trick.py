"""The trick on the table, card by seat, and the card now taking it.

Given the human's seat (``me``), a trick of cards is laid out as the seats sit:
the human's card at the bottom, the others' to the left, across the top and to the
right in their order of play. On a tall screen (``-tall``) each card is a small
face of its own. Without ``me`` (the auction, the last-trick review, a trick not
one card per seat) the box is a list, the leader first.

Besides cards, a seat's entry may be words (what it said in an auction); a card
may be drawn face down (``face_down``: the seats whose card lies hidden; a
:data:`~sheriff_tui.cards.FACE_DOWN` card is drawn so anyway), a short note may
follow a seat's card, and a footer line may close the box (the blind, say). A
footer item is a card id, :data:`BACK` (a card face down) or words.
"""

from __future__ import annotations

from typing import Collection, Sequence

from rich.cells import cell_len, set_cell_size
from rich.style import Style
from rich.text import Text
from textual.content import Content
from textual.widget import Widget

from ...cards import FACE_DOWN
from ..cardtext import is_red, label
from ...i18n import _
from ..text import by_person

BACK = -1  # a card lying face down, in a footer


# where each seat sits around the trick, by how many others there are: (row, anchor) for the
# others in their order of play from the human's left; anchor 0 is the left edge, 1 the right
_RING: dict[int, tuple[tuple[str, float], ...]] = {
    1: (("top", 0.5),),
    2: (("middle", 0.0), ("middle", 1.0)),
    3: (("middle", 0.0), ("top", 0.5), ("middle", 1.0)),
    4: (("middle", 0.0), ("top", 1 / 3), ("top", 2 / 3), ("middle", 1.0)),
    5: (("middle", 0.0), ("top", 0.25), ("top", 0.5), ("top", 0.75), ("middle", 1.0)),
    6: (("bottom", 0.0), ("middle", 0.0), ("top", 1 / 3), ("top", 2 / 3), ("middle", 1.0), ("bottom", 1.0)),
    7: (("bottom", 0.0), ("middle", 0.0), ("top", 0.25), ("top", 0.5), ("top", 0.75), ("middle", 1.0), ("bottom", 1.0)),
}
ROWS = ("top", "middle", "bottom")


def places(n: int, me: int) -> dict[int, tuple[str, float]]:
    """Seat -> (row, anchor) around the trick for ``n`` seats seen from ``me``: the human at the
    bottom, the others from the left, up and over to the right, as they play after the human."""
    ring = _RING.get(n - 1) or tuple(("top", (k + 1) / n) for k in range(n - 1))
    out = {me: ("bottom", 0.5)}
    for k, place in enumerate(ring, start=1):
        out[(me + k) % n] = place
    return out


def fit_name(name: str, room: int) -> str:
    """A name in ``room`` cells, cut with an ellipsis if it must: a whole character before it (a
    double-width one that would not fit leaves no padding space before the …)."""
    if cell_len(name) <= room:
        return name
    return set_cell_size(name, max(room - 1, 0)).rstrip(" ") + "…" if room >= 2 else set_cell_size(name, max(room, 0))


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
        height: auto;  /* as many rows as the seats take: three seats sit in two, no blank third */
        border: round $primary 40%;
        padding: 0 1;
    }
    TrickView > .trick--red { color: $card-red; text-style: $suit-style-red; }
    TrickView > .trick--black { color: $card-black; text-style: $suit-style-black; }
    TrickView > .trick--card { background: $card-face; }
    TrickView > .trick--back { background: $card-back; color: $card-face; }
    TrickView > .trick--winner { text-style: bold reverse; }
    TrickView > .trick--dim { color: $card-dim; }  /* a solid colour: the rich style drops $text-muted's alpha */
    TrickView > .trick--name { text-style: bold; }
    """
    COMPONENT_CLASSES = {"trick--red", "trick--black", "trick--card", "trick--back", "trick--winner", "trick--dim", "trick--name"}
    BIG_CARD = 6  # a card's width on a tall screen (three rows high): "10♥" in a corner and its mirror

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
        self.me: int | None = None

    def show(
        self,
        names: Sequence[str],
        cards: dict[int, int | str],
        leader: int | None,
        winner: int | None = None,
        to_act: int | None = None,
        title: str | None = None,
        *,
        lead_mark: bool | None = None,
        face_down: Collection[int] = (),
        notes: dict[int, str] | None = None,
        footer: Sequence[int | str] = (),
        me: int | None = None,
        taken: bool = False,
    ) -> None:
        """Cards by seat (or, in an auction, words by seat), ``leader`` first. ``me``: lay the
        cards out around the table as seen from that seat; ``winner`` is the seat taking the
        trick (``taken``: it has taken it) or, in an auction, the seat to say in bold."""
        self.names, self.cards, self.leader, self.winner, self.to_act = names, dict(cards), leader, winner, to_act
        words = any(isinstance(c, str) for c in cards.values())
        self.me = me if me is not None and not words and 0 <= me < len(names) else None
        if title is None:
            title = _("Trick")
        self.lead_mark = title not in ("Auction", _("Auction")) if lead_mark is None else lead_mark
        self.face_down = frozenset(face_down)
        self.notes = dict(notes or {})
        self.footer = tuple(footer)
        self.border_title = Content(title) if isinstance(title, str) else title  # it may name a player: text, not markup
        subtitle = []
        if self.me is not None and leader is not None and cards:
            subtitle.append(by_person(names[leader], _("You led"), _("{name} led")))
        if self.me is not None and winner is not None and (len(cards) > 1 or winner != leader):
            if taken:  # "You win", not "You wins"
                subtitle.append(by_person(names[winner], _("You win"), _("{name} wins")))
            else:
                subtitle.append(_("{name} winning").format(name=names[winner]))
        self.border_subtitle = Content(" · ".join(subtitle)) if subtitle else None  # names in it: text, not markup
        self.refresh(layout=True)

    @property
    def big(self) -> bool:
        """Cards drawn as faces three rows high: a trick laid out by seat, on a tall screen."""
        return self.me is not None and self.is_mounted and self.screen.has_class("-tall")

    def _back(self) -> str:
        return " ## " if self.ascii else " ▒▒ "

    def render(self) -> Text:
        return self._drawn(self.content_size.width)

    def _drawn(self, width: int) -> Text:
        """The box's text at ``width`` (0: not laid out yet)."""
        if self.me is not None:
            out = self._render_ring(width or 60)
            self._append_footer(out)
            return out
        return self._render_list()

    def _card_style(self, c: int, seat: int) -> Style:
        face = self.get_component_rich_style("trick--card", partial=True)
        colour = self.get_component_rich_style("trick--red" if is_red(c) else "trick--black", partial=True)
        style = face + colour
        if seat == self.winner:
            style = style + self.get_component_rich_style("trick--winner", partial=True)
        return style

    def _slot(self, seat: int, room: int) -> list[Text]:
        """A seat's place at the table in at most ``room`` cells: its name and its card (or
        '…' for the seat to play, '·' for one still to come), its note if there is room; on a
        tall screen the name above a card three rows high."""
        dim = self.get_component_rich_style("trick--dim", partial=True)
        named = self.get_component_rich_style("trick--name", partial=True)
        c = self.cards.get(seat)
        note = self.notes.get(seat, "")
        if self.big:
            name = fit_name(self.names[seat], room)
            head = Text(name, style=named if seat == self.winner else "")
            if note and room - cell_len(name) - 1 >= 4:
                head.append(" " + fit_note(note, room - cell_len(name) - 1), style=dim)
            w = self.BIG_CARD
            if c is None:  # the card's place on the felt, outlined: '…' for the seat to play
                mark = "…" if seat == self.to_act else " "
                top, side = (f"+{'-' * (w - 2)}+", "|") if self.ascii else (f"╭{'─' * (w - 2)}╮", "│")
                bottom = top if self.ascii else f"╰{'─' * (w - 2)}╯"
                return [head, Text(top, style=dim), Text(f"{side}{mark.center(w - 2)}{side}", style=dim), Text(bottom, style=dim)]
            if seat in self.face_down or c == FACE_DOWN:
                back = self.get_component_rich_style("trick--back", partial=True)
                fill = ("#" if self.ascii else "▒") * (w - 2)
                return [head] + [Text(f" {fill} ", style=back) for _row in range(3)]
            style = self._card_style(c, seat)
            text = label(c, self.ascii)
            top = f" {text}".ljust(w)
            bottom = f"{text} ".rjust(w)
            return [head, Text(top, style=style), Text(" " * w, style=style), Text(bottom, style=style)]
        card = 4 if c is None or isinstance(c, str) or seat in self.face_down or c == FACE_DOWN else cell_len(label(c, self.ascii)) + 2
        name = fit_name(self.names[seat], max(room - card - 1, 1))
        line = Text(name + " ", style=named if seat == self.winner else "")
        if c is None:
            line.append("…" if seat == self.to_act else "·", style=dim)
        elif isinstance(c, str):
            line.append(c)
        elif seat in self.face_down or c == FACE_DOWN:
            line.append(self._back(), style=self.get_component_rich_style("trick--back", partial=True))
        else:
            line.append(f" {label(c, self.ascii)} ", style=self._card_style(c, seat))
        left = room - line.cell_len - 1
        if note and left >= 4:
            line.append(" " + fit_note(note, left), style=dim)
        return [line]

    def _render_ring(self, width: int) -> Text:
        """The cards around the table: a row across the top, one at each side, the human's below."""
        n = len(self.names)
        seated = places(n, self.me or 0)
        rows: dict[str, list[tuple[float, int]]] = {r: [] for r in ROWS}
        for seat, (row, anchor) in seated.items():
            rows[row].append((anchor, seat))
        out = Text()
        first = True
        for row in ROWS:
            placed = sorted(rows[row])
            if not placed:
                continue
            gap = 3  # between two seats' places: a note must not read as the next seat's
            room = max((width - gap * (len(placed) - 1)) // len(placed), 6)
            slots = [(anchor, self._slot(seat, room)) for anchor, seat in placed]
            height = max(len(lines) for _anchor, lines in slots)
            lines = [Text() for _row in range(height)]
            end = 0  # the first free column of the row
            for i, (anchor, slot) in enumerate(slots):
                wide = max(t.cell_len for t in slot)
                if anchor <= 0:
                    x = 0
                elif anchor >= 1:
                    x = width - wide
                else:
                    x = round(anchor * width - wide / 2)
                rest = sum(max(t.cell_len for t in s) + gap for _anchor, s in slots[i + 1 :])
                x = max(min(x, width - wide - rest), end + (gap if i else 0))
                for j in range(height):
                    part = slot[j] if j < len(slot) else Text()
                    line = lines[j]
                    line.append(" " * max(x - line.cell_len, 0))
                    line.append_text(part)
                end = x + wide
            if not first and self.big:
                out.append("\n")  # a row of felt between the rows of cards
            for line in lines:
                if not first:
                    out.append("\n")
                first = False
                line.rstrip_end(width)  # not rstrip(): a card's face ends in spaces of its colour
                out.append_text(line)
        return out

    def _append_footer(self, out: Text) -> None:
        if not self.footer:
            return
        face = self.get_component_rich_style("trick--card", partial=True)
        red = self.get_component_rich_style("trick--red", partial=True)
        black = self.get_component_rich_style("trick--black", partial=True)
        back = self.get_component_rich_style("trick--back", partial=True)
        dim = self.get_component_rich_style("trick--dim", partial=True)
        out.append("\n")
        for item in self.footer:
            if isinstance(item, str):
                out.append(item, style=dim)
            elif item == BACK or item == FACE_DOWN:
                out.append(self._back(), style=back)
            else:
                out.append(f" {label(item, self.ascii)} ", style=face + (red if is_red(item) else black))

    def _render_list(self) -> Text:
        red = self.get_component_rich_style("trick--red", partial=True)
        black = self.get_component_rich_style("trick--black", partial=True)
        face = self.get_component_rich_style("trick--card", partial=True)
        back = self.get_component_rich_style("trick--back", partial=True)
        win = self.get_component_rich_style("trick--winner", partial=True)
        dim = self.get_component_rich_style("trick--dim", partial=True)
        width = max((cell_len(n) for n in self.names), default=4)
        lead = _("lead ")  # the leader's mark, and as many blank cells for the others
        blank = " " * cell_len(lead)
        out = Text()
        n = len(self.names)
        order = [((self.leader or 0) + i) % n for i in range(n)] if n else []
        room = self.content_size.width  # 0 until laid out: nothing to fit yet
        for i, seat in enumerate(order):
            if i:
                out.append("\n")
            start = len(out.plain)
            mark = lead if seat == self.leader and self.lead_mark else blank
            out.append(mark, style=dim)
            name = self.names[seat]
            out.append(name + " " * (width - cell_len(name)) + "  ")
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
                    out.append(_("  wins"), style="bold")
            note = self.notes.get(seat)
            if note and room:
                note = fit_note(note, room - cell_len(out.plain[start:]) - 2)
            if note:
                out.append(f"  {note}", style=dim)
        self._append_footer(out)
        return out

    def get_content_height(self, container, viewport, width: int) -> int:  # type: ignore[override]
        """A row per seat and the footer's lines, as wrapped at ``width``: a footer wider than
        the box (the fox's counters, the sixteen-stack battery at 80 columns) takes two rows,
        and counted as one it pushed its last line out of the box."""
        lines = (1 + sum(item.count("\n") for item in self.footer if isinstance(item, str))) if self.footer else 0
        rows = (1 if self.me is not None else max(1, len(self.names))) + lines  # by seat: as the rows drawn
        if width > 0 and self.is_mounted:
            rows = max(rows, len(self._drawn(width).wrap(self.app.console, width)))
        return rows
