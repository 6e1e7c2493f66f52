"""Screens that speak the language chosen in Settings when they show again.

The palette opens Settings over any screen: a table, History, a deal's result. A screen's words
are composed once, in the language of the moment, so one left behind Settings would go on in the
old language beside a footer (translated as drawn) in the new one. Each screen here notes the
language it was composed in and, shown again in another, composes itself again (:meth:`respeak`);
a table is opened again on the same match (its log is rebuilt from the match, in the new words).
"""

from __future__ import annotations

from typing import Any

from ... import i18n


class Respeaks:
    """Mixed into a Screen (before it in the bases): ``respeak`` runs when the screen shows
    again in a language it was not composed in. Only the top screen speaks again: one resumed
    under a dialog pushed in the same breath waits for its own turn on top."""

    spoken_in = ""

    async def on_screen_resume(self) -> None:
        now = i18n.lang()
        if not self.spoken_in:
            self.spoken_in = now
        elif self.spoken_in != now and self.app.screen is self:  # type: ignore[attr-defined]
            self.spoken_in = now
            await self.respeak()

    async def respeak(self) -> None:
        """Compose the screen again and do what mounting it did (fill its lists, focus)."""
        await self.recompose()  # type: ignore[attr-defined]
        mounted: Any = getattr(self, "on_mount", None)
        if mounted is not None:
            result = mounted()
            if result is not None and hasattr(result, "__await__"):
                await result
