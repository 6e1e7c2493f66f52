"""A ``Select`` that keys faster than its mounting can't break.

Textual's ``Select`` fills its list and its shown value in its mount handler, by
querying the two children it composed. A screen closed by a key queued behind the
one that opened it (Settings, then Esc, in one frame) removes those children
before that handler runs: "No nodes match 'SelectOverlay'" (or '#label') and the
app stops. A ``SteadySelect`` skips what it can no longer fill: the widget is on
its way out anyway.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.css.query import NoMatches
from textual.widget import Widget
from textual.widgets import Select


class SteadySelect(Select):  # type: ignore[type-arg]
    def _on_mount(self, event: events.Mount) -> None:
        event.prevent_default()  # Select's own handler would run next and query children that may be gone
        Widget._on_mount(self, event)
        try:
            self._setup_options_renderables()
            self._init_selected_option(self._value)
        except NoMatches:
            pass

    def _watch_value(self, value: Any) -> None:
        try:
            super()._watch_value(value)
        except NoMatches:
            self._value = value

    def _watch_prompt(self, prompt: str) -> None:
        try:
            super()._watch_prompt(prompt)
        except NoMatches:
            pass
