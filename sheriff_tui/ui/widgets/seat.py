"""One seat at the table: name, role, bid or contract, tricks and cards left.

Every table's row of the others' panels is :func:`seat_panels` and is drawn by :func:`show_seats`;
what a panel says is the game's part, its adapter's ``seat_info(view, seat, ascii)``.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.content import Content
from textual.widgets import Static

from ...i18n import N_, _
from ..games import SeatInfo


# a role in fewer letters, for a panel too narrow for the whole (six or seven seats at 80 columns)
SHORT_ROLES = {"Opponent": "Opp.", "Picker alone": "Alone", "Picker": "Pick", "Partner": "Ptnr"}
#: the same, each in the language in use (``_()``-ed as a panel asks): a role comes translated
_SHORT_WORDS = ((N_("Opponent"), N_("Opp.")), (N_("Picker alone"), N_("Alone")), (N_("Picker"), N_("Pick")), (N_("Partner"), N_("Ptnr")))


def short_role(role: str) -> str:
    """``role`` in fewer letters if it has a short form, in the language in use (else itself)."""
    if role in SHORT_ROLES:
        return SHORT_ROLES[role]
    for whole, short in _SHORT_WORDS:
        if role == _(whole):
            return _(short)
    return role
BORDER_TEXT = 6  # a border title's corners, dashes and spaces: a panel is this much wider than its name


def border_need(text: str) -> int:
    """The panel width that shows ``text`` whole in its border (the name above, the role below)."""
    return cell_len(text) + BORDER_TEXT


def role_within(role: str, width: int) -> str:
    """The role as the panel's bottom border can hold it (its corners, dashes and spaces: six more)."""
    if width and border_need(role) > width:
        return short_role(role)
    return role


def seat_panels(me: int, n: int) -> list["SeatPanel"]:
    """The panels of the seats other than ``me``, clockwise from the one after it (``#seat-<n>``)."""
    return [SeatPanel((me + k) % n, id=f"seat-{(me + k) % n}") for k in range(1, n)]


def show_seats(
    panels: Iterable["SeatPanel"], adapter: Any, view: Any, to_act: int | None, doing: str, totals: Sequence[str] | None = None, ascii: bool = False
) -> None:
    """Draw each panel from the game's ``seat_info``, the seat to act marked ``doing`` ('to play');
    ``totals``: each seat's match total as its panel shows it (None: not shown)."""
    for panel in panels:
        panel.show(adapter.seat_info(view, panel.seat, ascii), to_act == panel.seat, doing, None if totals is None else totals[panel.seat])


class SeatPanel(Static):
    DEFAULT_CSS = """
    SeatPanel {
        width: 1fr;
        height: 5;
        border: round $foreground 30%;  /* readable on a light table as on a dark one */
        border-subtitle-color: $text-muted;
        padding: 0 1;
    }
    SeatPanel.-narrow { padding: 0; }  /* seven or eight seats on 80 columns: "4 tricks" keeps its room */
    SeatPanel.-active { border: heavy $seat-active; }
    SeatPanel.-team-a { border-title-color: $team-a; }
    SeatPanel.-team-b { border-title-color: $team-b; }
    """

    def __init__(self, seat: int, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seat = seat
        self._shown: tuple[SeatInfo, bool, str, str | None] | None = None

    @property
    def role(self) -> str:
        """The role last shown in the bottom border, whole ("" before the first draw): the table
        sizes the panels by it."""
        return self._shown[0].role if self._shown is not None else ""

    def show(self, info: SeatInfo, active: bool, doing: str = "to play", total: str | None = None) -> None:
        """Draw from the engine's view; the classes only mirror it for styling. ``doing``: what
        the seat to act is about to do ('to play', 'to bury' …); ``total``: the seat's match
        total, beside its name ('Belle +12'), or where the border has no room for both (seven
        others at 80 columns), in the free row above its lines."""
        self._shown = (info, active, doing, total)
        outer = self.outer_size.width
        beside = total is None or not outer or border_need(f"{info.name} {total}") <= outer
        self.border_title = Content(f"{info.name} {total}" if total is not None and beside else info.name)
        role = role_within(info.role, outer)
        self.border_subtitle = Content(role) if role else None  # it may name a player: text, not markup
        self.set_class(active, "-active")
        self.set_class(info.team == "a", "-team-a")
        self.set_class(info.team == "b", "-team-b")
        width = self.content_size.width
        said = total or ""  # the total in the panel, said what it is if there is room
        if not beside and cell_len(_("total {score}").format(score=said)) + (2 if active else 0) <= width:
            said = _("total {score}").format(score=said)
        rows = fit_rows(list(info.lines), active, width)
        text = Text()
        folded = fit_rows(list(info.lines), False, width) if active and any(cell_len(r) > width for r in rows) else []
        if len(folded) == 3 and cell_len(folded[0]) + 2 <= width and all(cell_len(r) <= width for r in folded[1:]):
            # to act with a line too wide ('called A♣ · blitz' at 80 columns): the fold takes the
            # row of '▶ to play', the ▶ stays (the heavy border and the status line say the rest)
            text.append("▶ ", style="bold")
            rows = folded
            placed = beside
        elif active:
            text.append(f"▶ {said if not beside else doing}\n" if info.lines else "▶", style="bold")
            placed = beside or bool(info.lines)
        elif len(rows) < 3:
            text.append(f"{said if not beside else ''}\n")
            placed = True
        else:
            placed = beside
        if not placed:  # no free row: the name gives way to the total in the border
            room = max(outer - BORDER_TEXT - cell_len(total or "") - 1, 1)
            name = info.name if cell_len(info.name) <= room else set_cell_size(info.name, max(room - 1, 1)) + "…"
            self.border_title = Content(f"{name} {total}")
        text.append("\n".join(rows))
        self.update(text)

    def on_resize(self) -> None:
        self.set_class(self.size.width < 12, "-narrow")
        if self._shown is not None:  # the lines may fold differently at the new width
            self.call_after_refresh(self._reshow)

    def _reshow(self) -> None:
        if self._shown is not None:
            self.show(*self._shown)


def fit_rows(lines: list[str], active: bool, width: int) -> list[str]:
    """A seat's lines in its three rows at ``width`` (0: not laid out yet, as they are): a line too
    wide ("0 pts  0 tricks" among eight seats) is folded at its double space, else at a " · "
    ("called A♣ · blitz" at 80 columns), into the row above, which is the free one when the
    seat is not to act or the line before it is empty."""
    if width <= 0 or all(cell_len(line) <= width for line in lines):
        return lines
    out = list(lines)
    for i in range(len(out) - 1, -1, -1):
        head, sep, tail = out[i].partition("  ")
        if not sep:
            head, sep, tail = out[i].partition(" · ")
        if cell_len(out[i]) <= width or not sep:
            continue
        if i > 0 and out[i - 1] == "":
            out[i - 1 : i + 1] = [head, tail]
        elif not active and len(out) < 3:
            out[i : i + 1] = [head, tail]
    return out
