"""A Footer that composes its keys once and again only when they change.

Textual's Footer composes empty, then recomposes (removing and mounting every
key, each styled) after each refresh of the screen's bindings: a screen that
opens and takes its first focus recomposes it two or three times with the same
keys. This one composes the keys it has at once and recomposes at most once per
refresh, and only when what it would show is not what it shows.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer


class SteadyFooter(Footer):
    """Textual's Footer, recomposed only when its keys (or their state) change."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.set_reactive(Footer._bindings_ready, True)  # the screen's keys are known as it composes
        self._shown: Hashable = None
        self._pending = False

    def _keys(self) -> Hashable:
        """What compose would draw: each shown binding's key, text and whether it is enabled."""
        return tuple(
            (b.key, b.action, b.description, b.key_display, b.group, enabled, tooltip)
            for _, b, enabled, tooltip in self.screen.active_bindings.values()
            if b.show or b.key == self.app.COMMAND_PALETTE_BINDING
        )

    def compose(self) -> ComposeResult:
        self._shown = self._keys()
        yield from super().compose()

    def bindings_changed(self, screen: Screen) -> None:
        if not screen.app.app_focus or self._pending:
            return
        if self.is_attached and screen is self.screen:
            self._pending = True
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        self._pending = False
        if self.is_attached and self._keys() != self._shown:
            await self.recompose()
