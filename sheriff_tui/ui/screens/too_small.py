"""Shown instead of a broken layout when the terminal is smaller than 80×24."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static

from ...i18n import _


class TooSmallScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; background: $background; }
    TooSmallScreen > Static { width: auto; height: auto; padding: 0 1; text-align: center; }
    """

    def compose(self) -> ComposeResult:
        yield Static(_("The table needs a terminal of at least 80×24.\nPlease make the window larger."), id="too-small")
