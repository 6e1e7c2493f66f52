"""A cursor over a row of cards drawn in one widget: the moves both card rows share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from textual.binding import Binding

from ...i18n import N_


def cursor_bindings(row: str) -> list[Binding]:
    """← → Home End over the row, for :class:`CardCursor`'s moves (ids ``<row>.left`` …: a remap
    in config.toml names them)."""
    return [
        Binding("left", "move(-1)", N_("Left"), show=False, id=f"{row}.left"),
        Binding("right", "move(1)", N_("Right"), show=False, id=f"{row}.right"),
        Binding("home", "jump(0)", N_("First"), show=False, id=f"{row}.first"),
        Binding("end", "jump(-1)", N_("Last"), show=False, id=f"{row}.last"),
    ]


def number_bindings(row: str) -> list[Binding]:
    """1 … 9, 0: the row's card under that number (its ``action_number``)."""
    return [Binding(str(d), f"number({d})", f"Card {d}", show=False, id=f"{row}.number{d}") for d in "1234567890"]


class CardCursor:
    """Mixed into a focusable Widget with ``cards`` and a reactive ``cursor``: ← → Home End move it,
    and the row redraws when it moves or the focus comes or goes (the cursor shows only with focus)."""

    cards: Sequence[Any]
    cursor: int

    if TYPE_CHECKING:  # the Widget's own: a stub here would shadow it (this class comes first)

        def refresh(self, *args: Any, **kwargs: Any) -> Any: ...

    def watch_cursor(self) -> None:
        self.refresh()

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def action_move(self, step: int) -> None:
        if self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)

    def action_jump(self, index: int) -> None:
        if self.cards:
            self.cursor = index % len(self.cards)
