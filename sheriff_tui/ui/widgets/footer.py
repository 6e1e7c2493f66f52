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

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from ...i18n import N_, _


PALETTE = N_("palette")  # Textual's own word for its command palette's key (ctrl+p)
TEXTUALS_KEYS = (N_("Dismiss menu"),)  # Textual's own widgets' key words a footer shows (a Select's open list)


class TranslatedFooter(Footer):
    """Textual's Footer, each key's words in the language in use: a binding's description is
    the English of the code (``N_``-marked), translated as the footer is drawn."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = _(widget.description)
            yield widget


class SteadyFooter(TranslatedFooter):
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
            for _node, b, enabled, tooltip in self.screen.active_bindings.values()
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


# the keys a footer too narrow even when compact leaves out first (they still work): the pace
# (its own key in the status line's words), then the last trick (l)
DROPPED_FIRST = ("cycle_pace", "last_trick")


class FittingFooter(TranslatedFooter):
    """Textual's Footer, fitted to its width: while its keys would not fit as they are (at 80
    columns a table's keys just fit until Undo and Claim join them), the command palette's key
    (ctrl+p still opens it) leaves first, then the keys are drawn compact (less space around
    each), then the keys of :data:`DROPPED_FIRST` leave (Japanese words are two cells a character)."""

    dropped: tuple[str, ...] = ()  # the actions (their beginnings) left out

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and widget.action.startswith(self.dropped or ("\0",)):
                continue
            yield widget

    def _need(self, compact: bool, palette: bool, dropped: tuple[str, ...] = ()) -> int:
        """The columns the shown keys take: each key's display, its words and the space around it."""
        app = self.app
        pad = 2 if compact else 3  # compact: no padding round the key, a space and a margin after
        seen: set[str] = set()
        total = 0
        for _node, b, _enabled, _tip in self.screen.active_bindings.values():
            if not b.show or b.action in seen or (dropped and b.action.startswith(dropped)):
                continue
            seen.add(b.action)
            total += cell_len(app.get_key_display(b)) + cell_len(_(b.description)) + pad  # cells: 日本語 is two a character
        if palette and app.ENABLE_COMMAND_PALETTE:
            found = self.screen.active_bindings.get(app.COMMAND_PALETTE_BINDING)
            if found is not None:
                total += cell_len(app.get_key_display(found[1])) + cell_len(_(found[1].description)) + 3
        return total

    def fit(self) -> None:
        width = self.size.width
        if not self.is_attached or not width:
            return
        palette = self._need(False, True) <= width
        compact = not palette and self._need(False, False) > width
        dropped: tuple[str, ...] = ()
        for action in DROPPED_FIRST if compact else ():
            if self._need(True, False, dropped) <= width:
                break
            dropped += (action,)
        if (palette, compact, dropped) != (self.show_command_palette, self.compact, self.dropped):
            self.show_command_palette = palette
            self.compact = compact
            self.dropped = dropped
            self.refresh(recompose=True)

    def bindings_changed(self, screen: Screen) -> None:
        super().bindings_changed(screen)
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self.fit)

    def on_resize(self, event: Any) -> None:
        self.fit()
