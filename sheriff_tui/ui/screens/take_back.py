"""Undo (z) at any table: the human's last decision in the running deal taken back, with every
bot action after it, so the human is asked that decision again.

The match is rebuilt through its own record (every finished deal's actions, then the running
deal's up to that decision, replayed through ``apply``), so the state is exactly what it was
when the human was asked: the same record, the same view. Never back across a scored deal.
A table whose rules say ``undo = false`` has no undo; a match where undo was used counts its
undos in the save's table meta (``undos``), so its history can say so.
"""

from __future__ import annotations

from typing import Any

from ...engine import game_module
from ...i18n import _, ngettext


def replayed(game: Any, upto: int) -> Any:
    """The match rebuilt from its log: every finished deal, then the running deal's first ``upto`` actions."""
    first = game.log[0].dealer if game.log else game.dealer
    again = game_module(game.GAME).new_game(game.rules, list(game.players), seed=game.seed, setups=game.setups, dealer=first)
    for deal in game.log:
        for action in deal.actions:
            again.apply(action)
    for action in game.actions[:upto]:
        again.apply(action)
    return again


def _one_choice(legal: Any) -> bool:
    try:
        return len(legal) == 1
    except TypeError:  # a space of actions too big to list (Nottingham's offers): a choice
        return False


def undo_point(game: Any, seat: int) -> int | None:
    """Where the running deal's last decision of ``seat`` is in ``game.actions`` (an action it
    had a choice in: one forced on it is not a decision to take back), or None."""
    mine = [i for i, a in enumerate(game.actions) if a.seat == seat]
    if not mine:
        return None
    again = replayed(game, 0)
    choices = set()
    for i, action in enumerate(game.actions):
        if action.seat == seat and not _one_choice(again.legal_actions()):
            choices.add(i)
        again.apply(action)
    return max(choices) if choices else None


class TakeBack:
    """Mixed into a table screen (after :class:`~.bot_turns.BotTurns`' ``sit_down``): the z key."""

    table: Any
    game: Any
    me: int

    @property
    def undo_allowed(self) -> bool:
        """The table's rules allow undo (a preset's ``undo = false`` forbids it)."""
        return bool(getattr(getattr(self.game, "rules", None), "undo", True))

    @property
    def can_undo(self) -> bool:
        """z would take something back: the human acted in the running deal, nothing covers the table."""
        if not self.undo_allowed or getattr(self, "busy", False) or self.game.is_over:
            return False
        return any(a.seat == self.me for a in self.game.actions)

    def action_undo(self, why: str = "") -> None:
        """z: the human's last decision in the running deal, and the bots' actions after it, taken back."""
        if not self.undo_allowed:
            self.tell(_("This table plays without undo (undo = false)"), "warning")  # type: ignore[attr-defined]
            return
        point = None if getattr(self, "busy", False) or self.game.is_over else undo_point(self.game, self.me)
        if point is None:
            self.tell(_("Nothing to undo in this deal"), timeout=3)  # type: ignore[attr-defined]
            return
        undone = len(self.game.actions) - point
        game = replayed(self.game, point)
        self.stop_turns()  # type: ignore[attr-defined]  # a bot thinking, a trick held: none of it lands on the restored table
        self.table.game = self.game = game
        self.table.undos = int(getattr(self.table, "undos", 0)) + 1
        self.app.autosave(self)  # type: ignore[attr-defined]
        others = undone - 1
        if others:
            text = ngettext(
                "Undo: your last decision and the {n} action after it taken back", "Undo: your last decision and the {n} actions after it taken back", others
            ).format(n=others)
        else:
            text = _("Undo: your last decision taken back")
        for log in self.query("#log"):  # type: ignore[attr-defined]
            log.write_text(text)
        self.restored()
        self.tell(text, timeout=3, logged=True)  # type: ignore[attr-defined]

    def restored(self) -> None:
        """Draw the table again from the restored match and go on (each screen's own)."""
