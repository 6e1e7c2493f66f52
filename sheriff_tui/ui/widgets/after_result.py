"""The way on, at the table, after a result dialog was closed with Esc to look at the board.

The deal (or the match) is over and the table says so: a line of words and a button per way
on, each with its own key, the first focused so that Enter takes it. The bots wait meanwhile
(the table stays busy), so the result flow can't be lost: the next deal is always a key or a
click away.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalGroup, VerticalGroup
from textual.widgets import Button, Label

from ...i18n import N_


@dataclass(frozen=True)
class WayOn:
    label: str  # the button's words
    key: str  # its key (a letter), shown in the footer
    then: Callable[[], None]


class AfterResult(VerticalGroup):
    DEFAULT_CSS = """
    AfterResult { height: auto; padding: 0 1; }
    AfterResult > Label { width: 100%; text-style: bold; }
    AfterResult > HorizontalGroup > Button { min-width: 6; margin: 0 1 0 0; }
    """
    BINDINGS = [
        Binding("left", "step(-1)", N_("Previous"), show=False, id="after_result.left"),
        Binding("right", "step(1)", N_("Next"), show=False, id="after_result.right"),
    ]

    def __init__(self, words: str, ways: Sequence[WayOn], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.words = words
        self.ways = list(ways)
        for i, way in enumerate(self.ways):
            # not in the footer: the row's words name these keys, and at 80 columns the footer
            # then keeps the table's own (l, s, rules, pace, esc Menu) in sight
            self._bindings.bind(way.key, f"take({i})", way.label, show=False)

    def compose(self) -> ComposeResult:
        yield Label(self.words, id="after-words", markup=False)
        with HorizontalGroup():
            for i, way in enumerate(self.ways):
                yield Button(way.label, id=f"after-{i}", variant="primary" if i == 0 else "default", compact=True)

    def on_mount(self) -> None:
        self.call_after_refresh(self.focus_first)  # after the dialog's screen has given the focus back

    def focus_first(self) -> None:
        buttons = list(self.query(Button))
        if buttons and self.is_attached:
            buttons[0].focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        index = int((event.button.id or "after-0").split("-")[1])
        self.action_take(index)

    taken = False

    def action_take(self, index: int) -> None:
        """Once: the table replaces this row (a new one if the result is closed with Esc again),
        so a second Enter queued behind the first never shows the result twice."""
        if self.taken or not (0 <= index < len(self.ways)) or not self.is_attached:
            return
        self.taken = True
        self.ways[index].then()

    def action_step(self, by: int) -> None:
        buttons = list(self.query(Button))
        if buttons:
            here = buttons.index(self.screen.focused) if self.screen.focused in buttons else 0
            buttons[(here + by) % len(buttons)].focus()
