"""The Textual app: themes, settings, the presets it offers, the screens it opens, the palette.

It holds what every screen shares; a match's life (start, continue, autosave) is in
:mod:`.app_match`, what is shown over a table (results, score sheet, last trick) in
:mod:`.app_results`, and each screen is its own module.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.theme import Theme

from .. import i18n, paths, saves, settings, themes
from ..i18n import _, ngettext
from ..engine import game_module
from .app_match import MatchLife
from .app_results import ResultViews
from .kinsoku import install as break_japanese_lines
from .wide_chops import install as keep_wide_characters_whole
from .match_words import choice_word, match_words, shown_path
from .screens.menu import MenuScreen

if TYPE_CHECKING:  # the table and its screens load when a game starts: a quick first frame

    from .. import presets
    from .screens.new_game import MatchRequest

# the presets, records, the rules help, the games' table code and the engines load when first
# used (a preset read, a match saved, the rules shown), not for the menu's first frame:
# tests/cli/test_cli_startup.py

MIN_WIDTH, MIN_HEIGHT = 80, 24
NOTICES_AT_START = 5  # problems of config.toml and the themes told one by one; the rest counted

break_japanese_lines()  # never 。 or ） at a line's start, in every widget that wraps
keep_wide_characters_whole()  # a dropdown or a toast over other widgets keeps its Japanese whole


def terminal_can_draw_suits() -> bool:
    """False where the output encoding can't carry ♠♥♦♣ (then letters are used)."""
    import sys

    encoding = getattr(sys.__stdout__, "encoding", None) or "ascii"
    try:
        "♠♥♦♣".encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def binding_ids() -> set[str]:
    """Every key binding id of the app, its screens and widgets: what ``[keys]`` in config.toml may remap."""
    import importlib
    import inspect
    import pkgutil

    from textual.dom import DOMNode

    from . import games, screens, widgets

    ids = {b.id for b in SheriffApp.BINDINGS if isinstance(b, Binding) and b.id}
    for package in (screens, games, widgets):
        for info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            for obj in vars(module).values():
                if inspect.isclass(obj) and issubclass(obj, DOMNode):
                    ids.update(b.id for b in obj.BINDINGS if isinstance(b, Binding) and b.id)
    return ids


def game_commands() -> type:
    """The palette's games and presets, imported when the palette first opens (as Textual's own
    system commands are): ``textual.command`` is no part of the menu's first frame."""
    from .palette import GameCommands

    return GameCommands


class SheriffApp(MatchLife, ResultViews, App):
    TITLE = "Sheriff TUI"
    AUTOSAVE_WATCH = 1.0  # seconds between a second window's tries at the autosave's lock
    CSS_PATH = Path(__file__).with_name("app.tcss")
    COMMANDS = App.COMMANDS | {game_commands}
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", id="app.quit", priority=True, show=False)]  # hidden, as Textual has it: the menu shows q

    def __init__(
        self,
        config_dir: str | Path | None = None,
        data_dir: str | Path | None = None,
        *,
        start: MatchRequest | None = None,
        ascii: bool | None = None,
        theme: str | None = None,
        pace: str | None = None,
        seed: int | None = None,
        lang: str | None = None,
    ) -> None:
        super().__init__()
        self.config_dir = paths.config_dir(config_dir)
        self.data_dir = paths.data_dir(data_dir)
        self.settings, self.setting_problems = settings.load_settings(self.config_dir)
        i18n.use(i18n.choose(lang, self.settings.language))  # before a word is composed
        if start is not None and start.names and not start.names[0]:  # `play GAME`: the player's own name
            start = dataclasses.replace(start, names=(settings.name_shown(self.settings.player_name), *start.names[1:]))
        self.start_request = start
        # the first window on a data folder owns its autosave (saves/current.json); another
        # saves each match it starts in a file of its own in the history folder
        self._autosave_lock = saves.autosave_lock(self.data_dir)
        self.ascii = self.settings.ascii if ascii is None else ascii
        if not terminal_can_draw_suits():
            self.ascii = True
        self.requested_theme = theme
        self.pace = pace or self.settings.pace
        self.seed = seed  # `play --seed N` from the menu: New game's Seed field starts at N
        self.theme_problems: list[str] = []
        self._unsaved: str | None = None  # why the last autosave failed, once told
        self._autosave_watch: Any = None  # a second window's timer that takes the autosave once it is free
        self._catalog: tuple[Any, presets.Catalog] | None = None  # (the user files' stamp, every preset read once)
        self.abandoned_note: str | None = None  # where the last abandoned match went: the menu and New game say it
        self._form_mounting: Any = None  # the New game form being mounted (push_screen's AwaitMount)
        self._start_theme()

    def _start_theme(self) -> None:
        """Register the themes and take the player's before any CSS is parsed: set in ``on_mount``
        (after the first parse) the theme would parse every stylesheet a second time, with its
        colours, before the first frame. Problems are told in ``on_mount``, as the settings' are."""
        specs, self.theme_problems = themes.load_themes(config_dir=self.config_dir)
        usable = []
        for spec in specs:
            try:  # a file read_theme passes that Textual still refuses is skipped, not the app's end
                self.register_theme(to_textual_theme(spec))
            except Exception as exc:
                self.theme_problems.append(_("{theme}: Textual can't use this theme: {problem}; skipped").format(theme=spec.path or spec.name, problem=exc))
                continue
            usable.append(spec)
        wanted = self.requested_theme or self.settings.theme
        if wanted in self.available_themes:
            try:
                self._take_theme(wanted)
                return
            except Exception as exc:
                self.theme_problems.append(_('theme "{theme}" can\'t be used: {problem}; using "{default}"').format(theme=wanted, problem=exc, default=settings.DEFAULT_THEME))
        else:
            # the game's default look, not Textual's; the file keeps the name (loading never writes)
            where = "--theme" if self.requested_theme else f"{settings.settings_path(self.config_dir)}: theme"
            allowed = ", ".join(s.name for s in usable)
            said = _('{where}: "{theme}" is not installed; allowed: {allowed}, or a Textual theme; using "{default}"')
            self.theme_problems.append(said.format(where=where, theme=wanted, allowed=allowed, default=settings.DEFAULT_THEME))
        self._take_theme(settings.DEFAULT_THEME)

    def _take_theme(self, name: str) -> None:
        """What setting ``theme`` does (Textual's ``_watch_theme``), less the re-parse of the CSS,
        which has not been parsed yet: its variables, the theme's classes and ANSI colours.
        The player's settings are not written (this is no change of theirs)."""
        before = self.theme
        self.set_reactive(SheriffApp.theme, name)
        try:
            theme = self.current_theme
            self.stylesheet.set_variables(self.get_css_variables())
        except Exception:
            self.set_reactive(SheriffApp.theme, before)
            raise
        classes = {c: False for c in self.classes if c.startswith("-theme-")}
        self.update_classes({**classes, f"-theme-{theme.name}": True, "-dark-mode": theme.dark, "-light-mode": not theme.dark}, update=False)
        self._refresh_truecolor_filter(self.ansi_theme)

    crash_log: Path | None = None  # where the traceback of the error that ended the app was written
    crash: BaseException | None = None

    def _handle_exception(self, error: Exception) -> None:
        """An error nobody foresaw ends the app (Textual's way): its traceback is kept in the data
        folder first, so the command can say where (and exit with status 1, not 0)."""
        if self.crash is None:
            from .. import crash

            self.crash = error
            self.crash_log = crash.write_log(error, self.data_dir)
        super()._handle_exception(error)

    def notify(self, message: str, *, title: str = "", severity: Any = "information", timeout: float | None = None, markup: bool = False) -> None:
        """Every notice is text, never markup: they carry names, paths and lines from the player's
        files ("[/]" in a preset's problem would raise, "[b]" would be bold). A screen's or widget's
        ``notify`` passes ``markup=True`` by default, so it is not taken from the caller."""
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    # -- start-up ----------------------------------------------------------------
    def get_theme_variable_defaults(self) -> dict[str, str]:
        """Card colours for themes that don't set them (Textual's own themes)."""
        return dict(themes.VARIABLE_DEFAULTS)

    def compose(self) -> ComposeResult:
        return iter(())

    def on_mount(self) -> None:
        self._clean_up_after_a_crash()
        if not self.owns_autosave():
            self.notify(self.second_window_note(), title=_("Another window plays from this data folder"), severity="warning", timeout=12, markup=False)
            self._autosave_watch = self.set_interval(self.AUTOSAVE_WATCH, self._take_the_autosave_when_free)
        if self.settings.keys:
            self.set_keymap(dict(self.settings.keys))
        told = self.setting_problems + self.theme_problems
        for line in told[:NOTICES_AT_START]:
            self.notify(line, severity="warning", timeout=8)
        if len(told) > NOTICES_AT_START:  # a file of 50,000 unknown keys is not 50,000 toasts
            rest = len(told) - NOTICES_AT_START
            said = ngettext("… and {n} more problem in config.toml and the theme files", "… and {n} more problems in config.toml and the theme files", rest)
            self.notify(said.format(n=rest), severity="warning", timeout=8)
        self.call_after_refresh(self._tell_broken_presets)  # after the first frame: reading every preset takes a moment
        self.call_after_refresh(self._tell_unknown_keys)  # it imports every screen: after the first frame too
        self.push_screen(MenuScreen())
        if self.start_request is not None:
            self.start_match(self.start_request)

    def _load_screen_css(self, screen: Any) -> None:
        """A screen's own CSS file (CSS_PATH), read as it first opens: parsed alone and added.
        Textual would parse every stylesheet again with it (what ``reparse`` does, for variables
        that changed): they have not, and the ones parsed are kept. Watched CSS (``--dev``) and
        a screen's inline CSS go Textual's way."""
        new = [path for path in screen.css_path if not self.stylesheet.has_source(str(path), "")]
        if not new or screen.CSS or self.css_monitor is not None:
            super()._load_screen_css(screen)
            return
        for path in new:
            self.stylesheet.read(path)
        self.stylesheet.parse()  # the sources parsed before come from the stylesheet's cache
        self.stylesheet.update(self)

    def on_unmount(self) -> None:
        self._autosave_lock.release()  # the next window on this folder owns the autosave

    def owns_autosave(self) -> bool:
        """Whether this window owns the autosave: it holds the lock, or takes it now (the
        window that had it has closed)."""
        try:
            return self._autosave_lock.acquire()
        except OSError:
            return True  # a lock that can't even be made: the saves folder will say why at the first save

    def _take_the_autosave_when_free(self) -> None:
        """A second window takes the autosave as soon as the first has closed, and its menu then
        offers Continue. A browser tab reloaded (``serve``) starts before the table it replaces
        has quit: without this its menu would not offer the match that table was playing."""
        if not self.owns_autosave():
            return
        if self._autosave_watch is not None:
            self._autosave_watch.stop()
            self._autosave_watch = None
        if saves.has_current(self.data_dir):
            self.notify(_("The other window has closed: this one keeps the autosave now, and Continue is in the menu."), timeout=8, markup=False)
        if isinstance(self.screen, MenuScreen):
            self.screen.fill()

    def second_window_note(self) -> str:
        folder = shown_path(saves.history_dir(self.data_dir))
        return _(
            "Its match in progress stays in that window (Continue it there). A match started here "
            "is saved on its own, as <time>-<game>-unfinished.json in {folder}; it can't be continued "
            "from the menu, but it is never lost."
        ).format(folder=folder)

    def _clean_up_after_a_crash(self) -> None:
        """Temporary files of saves cut short (the app killed mid-write) go, and a match left
        half-way to the history folder goes on into it. Only those whose process has ended."""
        try:
            saves.recover_moving(self.data_dir)
        except OSError:
            pass
        config = Path(self.config_dir)
        paths.clean_temp_files(config, config / "presets", saves.saves_dir(self.data_dir), saves.history_dir(self.data_dir))

    def _tell_unknown_keys(self) -> None:
        """A remapped key whose binding id no screen has does nothing: say so once at start-up
        (a typo, or an id from another version), with the ids there are."""
        if not self.settings.keys:
            return
        import difflib

        known = binding_ids()
        for bid in self.settings.keys:
            if bid in known:
                continue
            # all sixty ids would bury every other note: the likely ones, and where the rest are
            prefix = bid.split(".")[0] + "."
            near = sorted(i for i in known if i.startswith(prefix)) or difflib.get_close_matches(bid, sorted(known), n=6)
            starts = ", ".join(sorted({i.split(".")[0] + "." for i in known}))
            hint = _("did you mean {ids}?").format(ids=", ".join(near)) if near else _("the ids start with {prefixes}").format(prefixes=starts)
            said = _("{file}: keys.{id}: no key binding has this id; {hint}").format(file=settings.settings_path(self.config_dir), id=bid, hint=hint)
            self.notify(said, severity="warning", timeout=10)

    def _tell_broken_presets(self) -> None:
        """A user preset that can't be used is left out of New game: say so once at start-up. Every
        preset is read (and each table's code imported, which New game asks what it draws) in a
        thread, so the menu takes keys at once and New game then opens at once."""
        self.run_worker(self._read_presets, thread=True, group="startup-presets", exit_on_error=False)

    def _read_presets(self) -> None:
        problems = self.preset_catalog().problems
        self.preset_choices()
        if problems:
            self.call_from_thread(self._say_broken_presets, problems)

    def _say_broken_presets(self, problems: list[str]) -> None:
        if problems:
            rest = len(problems) - 1
            more = ngettext(" (and {n} more problem)", " (and {n} more problems)", rest).format(n=rest) if rest else ""
            said = _("{problem}{more}. See Presets.").format(problem=problems[0], more=more)
            self.notify(said, title=_("A preset of yours is left out"), severity="warning", timeout=10)

    def watch_theme(self, theme: str) -> None:
        if self.is_mounted and theme != self.settings.theme and self.requested_theme is None:
            self.update_settings(theme=theme)

    def on_resize(self, event: Any) -> None:
        from .screens.too_small import TooSmallScreen

        small = event.size.width < MIN_WIDTH or event.size.height < MIN_HEIGHT
        if small and not isinstance(self.screen, TooSmallScreen):
            self.push_screen(TooSmallScreen())
        elif not small and isinstance(self.screen, TooSmallScreen):
            self.pop_screen()

    # -- settings ----------------------------------------------------------------
    @property
    def pace_delay(self) -> float:
        return settings.PACES.get(self.pace, 0.7)

    def update_settings(self, **changes: Any) -> None:
        """The player changed these settings: only they are written into the file (another
        window's changes since, and the player's comments, stay)."""
        before = self.settings
        self.settings = dataclasses.replace(before, **changes)
        try:
            settings.save_changes(before, self.settings, self.config_dir)
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            self.notify(_("Settings not saved: {where}{problem}").format(where=where, problem=exc.strerror or exc), severity="error")

    def cycle_pace(self) -> None:
        names = list(settings.PACES)
        self.pace = names[(names.index(self.pace) + 1) % len(names)] if self.pace in names else "normal"
        self.update_settings(pace=self.pace)
        told = getattr(self.screen, "pace_changed", None)
        if told is not None:
            told(self.pace)  # a table says it in its status line and its footer
        else:
            self.notify(_("Pace: {pace}").format(pace=choice_word(self.pace)), timeout=2)

    # -- matches -----------------------------------------------------------------
    def preset_catalog(self) -> presets.Catalog:
        """Every preset, read in one pass and kept for the session until a user preset file
        changes on disk (the Presets screen saves, duplicates or deletes one, or an editor does)."""
        from .. import presets

        stamp = presets.user_stamp(self.config_dir)
        if self._catalog is None or self._catalog[0] != stamp:
            self._catalog = (stamp, presets.catalog(self.config_dir))
        return self._catalog[1]

    def rules_for(self, game: str, preset: str) -> Any:
        """A preset's Rules, from the catalog; raises PresetError with the problem (a name that is
        not there, or another game's, is told by ``load_rules`` in its own words)."""
        from .. import presets

        found = self.preset_catalog()
        p = found.presets.get(preset)
        if p is None or p.game != game:
            return presets.load_rules(game, preset, config_dir=self.config_dir)
        rules = found.rules[preset]
        if isinstance(rules, presets.PresetError):
            raise rules
        return rules

    def players_for(self, game: str, preset: str) -> int:
        from .. import presets

        try:
            return int(self.rules_for(game, preset).players)
        except presets.PresetError:
            return game_module(game).Rules().players

    def table_draws(self, game: str, preset: str) -> bool:
        """Whether the table can draw a match of this preset (a game's table may
        draw only some of its forms: the rest are not offered)."""
        from .. import presets

        try:
            rules = self.rules_for(game, preset)
        except presets.PresetError:
            return True  # a broken preset is refused, with its problem, when it starts
        return self.rules_drawn(game, rules)

    def rules_drawn(self, game: str, rules: Any) -> bool:
        from .games import adapter_for

        try:
            draws = getattr(adapter_for(game), "draws", None)
        except ImportError:
            return False
        return draws is None or bool(draws(rules))

    def preset_choices(self) -> dict[str, list[tuple[str, str]]]:
        """The presets New game offers: those of the games with a table, that their table draws."""
        from .games import table_games

        found = self.preset_catalog().presets
        playable = set(table_games())  # a game without a table (yet) is not offered, nor its presets read
        out: dict[str, list[tuple[str, str]]] = {}
        for p in sorted(found.values(), key=lambda p: (not p.builtin, p.name)):
            if p.game in playable and self.table_draws(p.game, p.name):
                out.setdefault(p.game, []).append((p.name, p.describe(i18n.lang())))
        return out

    def open_new_game(self, game: str | None = None, preset: str | None = None) -> bool:
        """The New game form, on ``game`` and ``preset`` when given (Presets' "Play");
        False, and no form, when no table here draws that preset."""
        from .games import table_games
        from .screens.new_game import NewGameScreen

        choices = self.preset_choices()
        games = [g for g in table_games() if g in choices]
        chosen = dict(self.settings.presets)
        if game is not None and preset is not None:
            if preset not in dict(choices.get(game, [])):
                return False
            chosen[game] = preset

        pushed: list[Any] = []

        def form() -> None:
            pushed.append(self.push_screen(NewGameScreen(games, choices, chosen, settings.name_shown(self.settings.player_name), self.pace, game or self.settings.game, note=self.abandoned_note, seed=self.seed)))

        self.unless_a_match_is_kept(form)
        self._form_mounting = pushed[0] if pushed else None  # not when asked first about the match in progress
        return True

    async def new_game_composed(self) -> None:
        """Until the form just opened by ``open_new_game`` has its fields and its first focus.
        A key the App takes before then goes to the form's screen, not to a field, and only a
        binding would act on it: a key binding that opens the form awaits this, so the keys
        typed after it wait in the App's queue and reach the field that has the focus."""
        mounting, self._form_mounting = self._form_mounting, None
        if mounting is not None:
            await mounting

    def unless_a_match_is_kept(self, then: Any) -> None:
        """``then()``, after asking whether to abandon the match in progress, if there is one: it
        moves to the history folder on Yes (and the menu and New game say where); No keeps it."""
        from .screens.confirm import ConfirmScreen

        if not self.has_saved_match():
            then()
            return
        summary = saves.current_summary(self.data_dir)
        what = match_words(summary) if summary is not None else _("the match in progress")
        folder = shown_path(saves.history_dir(self.data_dir))

        def answered(yes: bool | None) -> None:
            if yes:
                self._keep_unfinished()
                then()

        question = _("Abandon {what}?").format(what=what)
        told = _("It will be kept in the history folder, {folder}.").format(folder=folder)
        self.push_screen(ConfirmScreen(question, told, yes=_("Abandon it"), no=_("Keep it")), answered)

    def quick_start(self, game: str, preset: str) -> None:
        """The palette's "New game: <preset>": a table at once, with the settings' name and normal bots."""
        self.unless_a_match_is_kept(lambda: self._quick_start(game, preset))

    def _quick_start(self, game: str, preset: str) -> None:
        players = self.players_for(game, preset)
        from .games import HUMAN
        from .screens.new_game import NAMES, MatchRequest

        names = (settings.name_shown(self.settings.player_name),) + tuple(NAMES[i % len(NAMES)] for i in range(players - 1))
        self.start_match(MatchRequest(game, preset, names, (HUMAN,) + ("normal",) * (players - 1), self.pace, None))

    def open_presets(self) -> None:
        from .screens.presets import PresetsScreen

        self.push_screen(PresetsScreen())

    def open_history(self) -> None:
        from .screens.history import HistoryScreen

        self.push_screen(HistoryScreen())

    def open_stats(self, game: str | None = None) -> None:
        from .screens.stats import StatsScreen

        self.push_screen(StatsScreen(game=game))

    def action_command_palette(self) -> None:
        """Textual's palette, its search field's words in the language in use."""
        from textual.command import CommandPalette

        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(CommandPalette(id="--command-palette", placeholder=_("Search for commands…")))

    def open_settings(self) -> None:
        from .screens.settings import SettingsScreen

        self.push_screen(SettingsScreen())


def to_textual_theme(spec: themes.ThemeSpec) -> Theme:
    kwargs = spec.theme_kwargs()
    kwargs["variables"] = {**themes.VARIABLE_DEFAULTS, **kwargs["variables"]}
    return Theme(**kwargs)
