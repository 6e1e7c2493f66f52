"""A row of choices offered by the engine: bids, pass, take or decline …

The screen hands it the legal actions with a label each; it posts
:class:`ActionPrompt.Chosen` with the action. It never offers anything the
engine did not list, so it can't produce an illegal choice. (The screen may
add steps of its own to a row, "Back" say, as actions the engine never sees.)

Every prompt draws a hint the same way (:func:`point_at`): the hinted button in the
``-hinted`` style, the focus left where the player put it.

``inline`` puts the words after the buttons on one line (a Confirm button
beside what it would confirm); ``focus=False`` leaves the focus where it is,
on the hand when the cards are chosen there.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalGroup, VerticalGroup
from textual.message import Message
from textual.content import Content
from textual.widgets import Button, Label

from ...engine.core import Action
from ...i18n import N_


HINTED = "-hinted"  # the class of the button a hint points at (each prompt's CSS draws it)


def point_at(buttons: Iterable[Button], hinted: Callable[[Button], bool]) -> None:
    """Draw the ``hinted`` buttons as the hint's and every other plain (none hinted: the hint is
    gone); the focus stays the player's."""
    for button in buttons:
        button.set_class(hinted(button), HINTED)


class ActionPrompt(VerticalGroup):
    DEFAULT_CSS = """
    ActionPrompt { height: auto; padding: 0 1; }
    ActionPrompt > Label { width: 100%; }
    ActionPrompt > HorizontalGroup > Button { min-width: 6; margin: 0 1 0 0; }
    ActionPrompt > HorizontalGroup > Label { width: 1fr; }
    ActionPrompt Button.-hinted { background: $accent; color: $text; text-style: bold underline; }
    """
    BINDINGS = [
        Binding("left", "app.focus_previous", N_("Previous"), show=False, id="prompt.left"),
        Binding("right", "app.focus_next", N_("Next"), show=False, id="prompt.right"),
    ]

    class Chosen(Message):
        def __init__(self, action: Action) -> None:
            super().__init__()
            self.action = action

    def __init__(
        self,
        question: str,
        choices: Sequence[tuple[str, Action]],
        *,
        id: str | None = None,
        focus: bool = True,
        inline: bool = False,
    ) -> None:
        super().__init__(id=id)
        self.question = question
        self.choices = list(choices)
        self.take_focus = focus
        self.inline = inline
        self.disabled_choices: set[int] = set()

    def compose(self) -> ComposeResult:
        if not self.inline:
            yield Label(self.question, classes="question", markup=False)  # it may name a player
        with HorizontalGroup():
            for i, (text, action) in enumerate(self.choices):
                variant = "primary" if action.act not in ("pass", "back") else "default"
                yield Button(Content(text), id=f"choice-{i}", variant=variant, compact=True, disabled=i in self.disabled_choices)
            if self.inline:
                yield Label(self.question, classes="question", markup=False)

    def set_question(self, text: str) -> None:
        self.question = text
        for label in self.query(".question").results(Label):
            label.update(text)

    def set_enabled(self, index: int, enabled: bool) -> None:
        if enabled:
            self.disabled_choices.discard(index)
        else:
            self.disabled_choices.add(index)
        for button in self.query(f"#choice-{index}").results(Button):
            button.disabled = not enabled

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        i = int((event.button.id or "choice-0").rsplit("-", 1)[1])
        self.post_message(self.Chosen(self.choices[i][1]))

    class Ready(Message):
        """The prompt holds the focus: keys held back while it mounted can go to it now."""

    def on_mount(self) -> None:
        if self.take_focus:
            self.focus_first()
            self.post_message(self.Ready())

    def focus_first(self) -> None:
        buttons = list(self.query(Button))
        if buttons:
            buttons[0].focus()

    def suggest(self, action: Action | None) -> bool:
        """Draw this action's button as the hint's (``-hinted``), the others plain; the focus stays
        where the player left it. False if the row does not offer it."""
        ids = {f"choice-{i}" for i, (_text, offered) in enumerate(self.choices) if action is not None and offered == action}
        point_at(self.query(Button).results(Button), lambda button: button.id in ids)
        return bool(ids)
