"""A yes-or-no question before something that can't be taken back at a key: abandoning a match.

Shaped like posting's ConfirmationModal: a ``ModalScreen[bool]``, the buttons named with
their keys, Esc answers No. No has the focus, so a stray Enter never abandons anything.
"""

from __future__ import annotations

import dataclasses

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from ...i18n import N_, _
from ..widgets.footer import TranslatedFooter
from .leaving import leaving
from .respeak import Respeaks


class ConfirmScreen(Respeaks, ModalScreen[bool]):
    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Vertical {
        width: auto; min-width: 50; max-width: 90%; height: auto; max-height: 90%;
        border: thick $warning; background: $surface; padding: 1 2;
    }
    ConfirmScreen #confirm-question { text-style: bold; margin-bottom: 1; }
    ConfirmScreen #confirm-detail { color: $text-muted; margin-bottom: 1; }
    ConfirmScreen Horizontal { height: auto; align-horizontal: center; }
    ConfirmScreen Button { margin: 0 1; }
    """
    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes"), id="confirm.yes"),
        Binding("n,escape", "answer(False)", N_("No"), id="confirm.no"),
        Binding("left,right,tab,shift+tab", "other", N_("Buttons"), show=False, id="confirm.other"),
    ]

    def __init__(self, question: str, detail: str = "", yes: str = "", no: str = "") -> None:
        """``yes`` and ``no`` name the answers (by default Yes and No in the language in use)."""
        super().__init__()
        yes, no = yes or _("Yes"), no or _("No")
        self.question, self.detail, self.yes, self.no = question, detail, yes, no
        keys = self._bindings.key_to_bindings  # the footer names the answers as the buttons do
        for key, words in (("y", yes), ("n", no), ("escape", no)):
            keys[key] = [dataclasses.replace(b, description=words) for b in keys.get(key, [])]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.question, id="confirm-question", markup=False)  # it may name a player or a preset
            if self.detail:
                yield Static(self.detail, id="confirm-detail", markup=False)
            with Horizontal():
                yield Button(f"{self.yes} (y)", id="confirm-yes", variant="warning")
                yield Button(f"{self.no} (n)", id="confirm-no", variant="primary")
        yield TranslatedFooter(compact=True)

    def on_mount(self) -> None:
        if not leaving(self):
            self.query_one("#confirm-no", Button).focus()

    _answered = False

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_answer(event.button.id == "confirm-yes")

    def action_answer(self, yes: bool) -> None:
        """Once: a key queued behind the answer must not answer again (nor pop the next screen)."""
        if self._answered or not self.is_current:
            return
        self._answered = True
        self.dismiss(yes)

    def action_other(self) -> None:
        """Two buttons: every arrow and Tab goes to the other one."""
        buttons = list(self.query(Button))
        buttons[1 if self.focused is buttons[0] else 0].focus()
