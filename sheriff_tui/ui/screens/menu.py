"""The main menu: New game, Continue, Rules, Presets, Settings, History, Statistics, Quit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...i18n import N_, _
from ..widgets.footer import SteadyFooter
from .respeak import Respeaks

BANNER = "S H E R I F F   T U I"


class MenuScreen(Respeaks, Screen):
    can_continue = False  # a saved match is there (set by fill)
    BINDINGS = [
        Binding("n", "pick('new')", N_("New game"), id="menu.new"),
        Binding("c", "pick('continue')", N_("Continue"), id="menu.continue"),
        Binding("r,f1", "pick('rules')", N_("Rules"), id="menu.rules"),
        Binding("h", "pick('history')", N_("History"), id="menu.history"),
        Binding("t", "pick('stats')", N_("Statistics"), id="menu.stats"),
        Binding("q", "pick('quit')", N_("Quit"), id="menu.quit"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static(BANNER, id="banner")
            yield Static(_("a card table in the terminal"), id="tagline")
            with Center():
                yield OptionList(id="menu")
            yield Static("", id="menu-note", markup=False)  # where an abandoned match went
        yield SteadyFooter()  # not recomposed, keys unchanged, as New game opens over it and closes

    def on_mount(self) -> None:
        self.fill()

    def on_screen_resume(self) -> None:
        self.fill()  # back from Settings in another language, :class:`Respeaks` composes it again after

    def fill(self) -> None:
        found = self.query("#menu").results(OptionList)
        menu = next(found, None)
        if menu is None:  # resumed before it was composed
            return
        menu.clear_options()
        options = [Option(_("New game"), id="new")]
        self.can_continue = self.app.has_saved_match()  # type: ignore[attr-defined]
        if self.can_continue:
            what = self.app.saved_match_words()  # type: ignore[attr-defined]
            options.append(Option(_("Continue: {what}").format(what=what) if what else _("Continue"), id="continue"))
        options += [Option(_("Rules"), id="rules"), Option(_("Presets"), id="presets"), Option(_("Settings"), id="settings")]
        options += [Option(_("History"), id="history"), Option(_("Statistics"), id="stats"), Option(_("Quit"), id="quit")]
        menu.add_options(options)
        note = self.app.abandoned_note  # type: ignore[attr-defined]
        shown = self.query_one("#menu-note", Static)
        shown.update(note or "")
        shown.display = bool(note)
        menu.highlighted = 1 if self.can_continue else 0
        menu.focus()
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer offers Continue only when there is a match to continue, as the menu does."""
        if action == "pick" and parameters == ("continue",):
            return self.can_continue
        return True

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        await self.action_pick(event.option.id or "")

    async def action_pick(self, what: str) -> None:
        app = self.app
        if app.screen is not self:  # a second Enter queued behind the first: its screen is already up
            return
        if what == "new":
            if app.open_new_game():  # type: ignore[attr-defined]
                # a key binding (n) runs in the App's own queue: the keys after it wait there until
                # the form's fields are up, and then reach the one with the focus
                await app.new_game_composed()  # type: ignore[attr-defined]
        elif what == "continue":
            app.continue_match()  # type: ignore[attr-defined]
        elif what == "rules":
            app.show_rules(None, None)  # type: ignore[attr-defined]
        elif what == "history":
            app.open_history()  # type: ignore[attr-defined]
        elif what == "stats":
            app.open_stats()  # type: ignore[attr-defined]
        elif what == "presets":
            app.open_presets()  # type: ignore[attr-defined]
        elif what == "settings":
            app.open_settings()  # type: ignore[attr-defined]
        elif what == "quit":
            app.exit()
