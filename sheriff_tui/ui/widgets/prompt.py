"""A row of choices offered by the engine: bids, pass, take or decline …

The screen hands it the legal actions with a label each; it posts
:class:`ActionPrompt.Chosen` with the action. It never offers anything the
engine did not list, so it can't produce an illegal choice.
"""

from __future__ import annotations

from typing import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalGroup, VerticalGroup
from textual.message import Message
from textual.widgets import Button, Label

from ...engine.core import Action


class ActionPrompt(VerticalGroup):
    DEFAULT_CSS = """
    ActionPrompt { height: auto; padding: 0 1; }
    ActionPrompt > Label { width: 100%; }
    ActionPrompt > HorizontalGroup > Button { min-width: 6; margin: 0 1 0 0; }
    """
    BINDINGS = [
        Binding("left", "app.focus_previous", "Previous", show=False, id="prompt.left"),
        Binding("right", "app.focus_next", "Next", show=False, id="prompt.right"),
    ]

    class Chosen(Message):
        def __init__(self, action: Action) -> None:
            super().__init__()
            self.action = action

    def __init__(self, question: str, choices: Sequence[tuple[str, Action]], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.question = question
        self.choices = list(choices)

    def compose(self) -> ComposeResult:
        yield Label(self.question)
        with HorizontalGroup():
            for i, (text, action) in enumerate(self.choices):
                variant = "primary" if action.act != "pass" else "default"
                yield Button(text, id=f"choice-{i}", variant=variant, compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        i = int((event.button.id or "choice-0").rsplit("-", 1)[1])
        self.post_message(self.Chosen(self.choices[i][1]))

    def on_mount(self) -> None:
        self.focus_first()

    def focus_first(self) -> None:
        buttons = list(self.query(Button))
        if buttons:
            buttons[0].focus()
