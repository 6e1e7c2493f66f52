"""One seat at the table: name, role, bid or contract, tricks and cards left."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ..games import SeatInfo


class SeatPanel(Static):
    DEFAULT_CSS = """
    SeatPanel {
        width: 1fr;
        height: 5;
        border: round $foreground 30%;  /* readable on a light table as on a dark one */
        border-subtitle-color: $text-muted;
        padding: 0 1;
    }
    SeatPanel.-active { border: heavy $seat-active; }
    SeatPanel.-team-a { border-title-color: $team-a; }
    SeatPanel.-team-b { border-title-color: $team-b; }
    """

    def __init__(self, seat: int, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seat = seat

    def show(self, info: SeatInfo, active: bool, doing: str = "to play") -> None:
        """Draw from the engine's view; the classes only mirror it for styling. ``doing``: what
        the seat to act is about to do ('to play', 'to bury' …)."""
        self.border_title = info.name
        self.border_subtitle = info.role or None
        self.set_class(active, "-active")
        self.set_class(info.team == "a", "-team-a")
        self.set_class(info.team == "b", "-team-b")
        text = Text()
        if active:
            text.append(f"▶ {doing}\n" if info.lines else "▶", style="bold")
        else:
            text.append("\n")
        text.append("\n".join(info.lines))
        self.update(text)
