"""The hooks shared by the Sheepshead forms played without an auction (fox, battery).

No picking and no steps: every decision is a card, so the auction box is the
trick box and a follow-up is the prompt again.
"""

from __future__ import annotations

from typing import Any, Sequence

from ....engine.core import Action, Event
from ....i18n import _
from .. import PromptSpec


class CardsOnlyAdapter:
    game = "sheepshead"
    form = ""  # the ``rules.form`` this adapter draws

    def draws(self, rules: Any) -> bool:
        return getattr(rules, "form", "") == self.form

    def unsupported(self, view: Any) -> str | None:
        return None

    def auction_lines(self, view: Any) -> dict[int, str] | None:
        return None

    def short_title(self, view: Any, ascii: bool) -> str:
        """No shorter title: the table cuts it with an ellipsis if it must."""
        return self.title(view, ascii)  # type: ignore[attr-defined]

    def auction_extras(self, view: Any, ascii: bool) -> tuple[str, int | None, tuple[int | str, ...]]:
        return _("Trick"), None, ()

    def prompt(self, view: Any, legal: Sequence[Action], ascii: bool) -> PromptSpec:
        raise NotImplementedError

    def follow_up(self, view: Any, legal: Sequence[Action], step: Action, ascii: bool) -> PromptSpec:
        return self.prompt(view, legal, ascii)

    @staticmethod
    def who(event: Event, view: Any) -> str:
        """The name of the event's seat, or "" for a table event."""
        names = view.players
        return names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else ""
