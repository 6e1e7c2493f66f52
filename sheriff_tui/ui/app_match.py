"""A match's life in the app: started, kept when abandoned, opened at its table, continued
from the autosave and saved after every action. A part of :class:`~.app.SheriffApp`,
kept apart as one idea."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .. import saves, settings
from ..engine import game_module
from ..i18n import _
from .match_words import match_words, short_title, shown_path
from .screens.menu import MenuScreen

if TYPE_CHECKING:
    from .screens.new_game import MatchRequest
    from .screens.table import Table, TableScreen


class MatchLife:
    """Mixed into the app: see the module's docstring."""

    data_dir: Any
    settings: Any
    pace: str
    abandoned_note: str | None
    _unsaved: str | None
    screen: Any
    screen_stack: Any
    notify: Any
    push_screen: Any
    pop_screen: Any
    rules_for: Any
    rules_drawn: Any
    update_settings: Any
    owns_autosave: Any
    second_window_note: Any
    config_dir: Any

    def start_match(self, req: MatchRequest, *, same_table: bool = False) -> None:
        """Open a table for ``req`` and remember its game, preset, pace and (from the New game
        form) the player's name; ``same_table``: a match again at a table, whose names are the
        last match's, not a change of the player's."""
        from .. import presets
        from .screens.table import Table

        try:
            rules = self.rules_for(req.game, req.preset)
        except presets.PresetError as exc:
            self.notify(exc.problems[0], severity="error")
            return
        seed = req.seed if req.seed is not None else random.SystemRandom().randrange(1 << 31)
        game = game_module(req.game).new_game(rules, list(req.names), seed=seed)
        self.pace = req.pace or self.pace  # "" keeps the settings' pace
        remembered = {**self.settings.presets, req.game: req.preset}  # the next New game starts from this table
        name = self.settings.player_name if same_table else settings.name_kept(req.names[0])
        if (name, self.pace, req.game, remembered) != (self.settings.player_name, self.settings.pace, self.settings.game, dict(self.settings.presets)):
            self.update_settings(player_name=name, pace=self.pace, game=req.game, presets=remembered)  # only what changed is written
        table = Table(game, req.game, req.preset, list(req.seats), seed)
        if not self.owns_autosave():  # another window's match stays where it is: this one has its own file
            try:
                table.slot = saves.own_slot(req.game, self.data_dir)
            except OSError as exc:
                table.slot = False
                said = _("The match can't be saved ({problem}): play goes on, but it won't be kept.").format(problem=exc.strerror or exc)
                self.notify(said, severity="error", timeout=10, markup=False)
            else:
                said = _("Another window owns the autosave of this data folder: this match is saved as {path}.").format(path=shown_path(table.slot))
                self.notify(said, timeout=10, markup=False)
        elif self.has_saved_match():  # not asked first (a table started from the command line): said here
            self._keep_unfinished()
            if self.abandoned_note:
                self.notify(self.abandoned_note, timeout=10)
        self.autosave_table(table)
        self._open_table(table)

    def _keep_unfinished(self) -> None:
        """A match still in progress moves to the history folder before a new one takes its place;
        ``abandoned_note`` says where (the menu and New game show it in full, not a toast cut short)."""
        summary = saves.current_summary(self.data_dir)
        try:
            kept = saves.discard_current(self.data_dir)
        except (OSError, saves.SaveError) as exc:
            self.notify(_("The unfinished match could not be moved to the history folder: {problem}").format(problem=exc), severity="error")
            return
        if kept is not None:
            what = match_words(summary) if summary is not None else _("The unfinished match")
            self.abandoned_note = _("{what} was abandoned; it is kept as {path}").format(what=what[0].upper() + what[1:], path=shown_path(kept))

    def _open_table(self, table: Table) -> None:
        from .games import adapter_for
        from .screens.table import TableScreen

        # the player who chose no name, in the language in use (あなた, You): a match continued or a
        # table opened again after Settings changed the language says it as the rest of the table
        game = table.game
        game.players = tuple(settings.name_shown(settings.DEFAULT_NAME) if settings.is_unnamed(n) else n for n in game.players)
        # the table replaces whatever stands above the menu
        while len(self.screen_stack) > 2:
            self.pop_screen()
        own = getattr(adapter_for(table.game_name), "screen_class", None)  # a game that is not about tricks draws its own table
        self.push_screen(own()(table) if own is not None else TableScreen(table))

    def reopen_table(self, table: Table) -> None:
        """The same match at a new table: the language changed behind it (its log is said again)."""
        self._open_table(table)

    def has_saved_match(self) -> bool:
        """A saved match this window may continue: never the one another window is playing."""
        return self.owns_autosave() and saves.has_current(self.data_dir)

    def saved_match_words(self) -> str | None:
        """What Continue continues ("Sheepshead, deal 3 of 10"), from the save's own fields."""
        summary = saves.current_summary(self.data_dir)
        return match_words(summary) if summary is not None else None

    def continue_match(self) -> None:
        if not self.owns_autosave():
            self.notify(self.second_window_note(), title=_("The saved match is open in another window"), severity="warning", timeout=12, markup=False)
            return
        try:
            game, loaded, meta = saves.resume_current(self.data_dir, self.config_dir)
        except saves.SaveError as exc:
            self.notify(str(exc), title=_("The saved match can't be continued"), severity="error", timeout=10)
            if isinstance(self.screen, MenuScreen):
                self.screen.fill()
            return
        from .screens.table import Table

        rules = getattr(game, "rules", None)
        if rules is not None and not self.rules_drawn(loaded.game, rules):
            # never open a table that can't draw it (it would bounce back here):
            # the match is kept in the history folder and Continue goes away
            form = getattr(rules, "form", "")
            what = _("the {form} form of {game}").format(form=form, game=short_title(loaded.game)) if form else short_title(loaded.game)
            try:
                kept = saves.discard_current(self.data_dir)
            except (OSError, saves.SaveError):
                kept = None
            where = _(" It is kept as {name} in the history folder.").format(name=kept.name) if kept is not None else ""
            said = _("The saved match (preset {preset}) plays {what}, which has no table in this version.{where} Start a new game.")
            self.notify(
                said.format(preset=loaded.preset or loaded.game, what=what, where=where),
                title=_("The saved match can't be continued"),
                severity="error",
                timeout=12,
            )
            if isinstance(self.screen, MenuScreen):
                self.screen.fill()
            return
        from .games import HUMAN

        seats = list(meta.get("seats") or [HUMAN] + ["normal"] * (game.n - 1))
        table = Table(game, loaded.game, loaded.preset or loaded.game, seats, int(meta.get("seed", loaded.seed or 0)))
        undos = meta.get("undos", 0)
        table.undos = undos if isinstance(undos, int) and not isinstance(undos, bool) and undos > 0 else 0
        self._open_table(table)

    def autosave(self, screen: TableScreen) -> None:
        self.autosave_table(screen.table)

    def autosave_table(self, table: Table) -> None:
        from .. import records

        record = records.to_record(table.game, table.preset)
        meta: dict[str, Any] = {"seats": table.seats, "seed": table.seed}
        if getattr(table, "undos", 0):
            meta["undos"] = table.undos  # a match where the player took decisions back says so (history, statistics)
        slot = getattr(table, "slot", None)
        if slot is False:
            return  # its own file could not be made: told once, at the start
        try:
            if slot is not None:  # a second window's match, in its own file
                saves.save_current(record, meta, self.data_dir, slot=slot)
                if table.game.is_over:
                    saves.finish_slot(slot, self.data_dir)
                    table.slot = False  # the finished match is in the history folder: saved no more
            else:
                saves.save_current(record, meta, self.data_dir)
                if table.game.is_over:
                    saves.finish_current(self.data_dir)
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            problem = f"{where}{exc.strerror or exc}"
            if problem != self._unsaved:  # told once, not after every card while it lasts
                self._unsaved = problem
                self.notify(_("The match can't be saved ({problem}): play goes on, but Continue won't find it.").format(problem=problem), severity="error", timeout=10)
        else:
            self._unsaved = None

    def leave_table(self) -> None:
        if getattr(self.screen, "is_table", False):  # a late call (keys queued behind a result) pops nothing else
            self.pop_screen()
