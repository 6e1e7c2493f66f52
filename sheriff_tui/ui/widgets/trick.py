"""The trick on the table, card by seat, and the winner once it is complete."""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.widget import Widget

from ..cardtext import is_red, label


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
    TrickView > .trick--winner { text-style: bold reverse; }
    TrickView > .trick--dim { color: $text-muted; }
    """
    COMPONENT_CLASSES = {"trick--red", "trick--black", "trick--card", "trick--winner", "trick--dim"}

    def __init__(self, *, ascii: bool = False, id: str | None = None) -> None:
        super().__init__(id=id)
        self.ascii = ascii
        self.names: Sequence[str] = ()
        self.cards: dict[int, int | str] = {}
        self.leader: int | None = None
        self.winner: int | None = None
        self.to_act: int | None = None

    def show(self, names: Sequence[str], cards: dict[int, int | str], leader: int | None, winner: int | None = None, to_act: int | None = None, title: str = "Trick") -> None:
        """Cards by seat (or, in an auction, words by seat), ``leader`` first."""
        self.names, self.cards, self.leader, self.winner, self.to_act = names, dict(cards), leader, winner, to_act
        self.border_title = title
        self.refresh(layout=True)

    def render(self) -> Text:
        red = self.get_component_rich_style("trick--red", partial=True)
        black = self.get_component_rich_style("trick--black", partial=True)
        face = self.get_component_rich_style("trick--card", partial=True)
        win = self.get_component_rich_style("trick--winner", partial=True)
        dim = self.get_component_rich_style("trick--dim", partial=True)
        width = max((len(n) for n in self.names), default=4)
        out = Text()
        n = len(self.names)
        order = [((self.leader or 0) + i) % n for i in range(n)] if n else []
        for i, seat in enumerate(order):
            if i:
                out.append("\n")
            mark = "lead " if seat == self.leader and self.border_title != "Auction" else "     "
            out.append(mark, style=dim)
            out.append(f"{self.names[seat]:<{width}}  ")
            c = self.cards.get(seat)
            if c is None:
                out.append("…" if seat == self.to_act else "·", style=dim)
                continue
            if isinstance(c, str):  # the auction: what each seat said
                out.append(c, style="bold" if seat == self.winner else "")
                continue
            style = face + (red if is_red(c) else black)
            if seat == self.winner:
                style = style + win
            out.append(f" {label(c, self.ascii)} ", style=style)
            if seat == self.winner:
                out.append("  wins", style="bold")
        return out

    def get_content_height(self, container, viewport, width: int) -> int:  # type: ignore[override]
        return max(1, len(self.names))
