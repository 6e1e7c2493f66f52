"""A cursor over a row of cards drawn in one widget: the moves both card rows share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence


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
