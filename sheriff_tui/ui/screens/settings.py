"""Settings: theme, pace, hints, language, suit letters, your name, default preset per game.

Every change is saved at once to ``config.toml`` (atomic replace).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Label, Select, Static, Switch

from ... import i18n, presets, settings
from ...i18n import N_, _
from ..match_words import choice_word, short_title
from ..widgets.footer import TranslatedFooter
from ..games import table_games
from ...settings import HINT_LEVELS, PACES

# what each hint level gives, in the Settings list
HINT_WORDS = {"normal": N_("at once, with why"), "hard": N_("its search, with the points")}
AUTO_LANGUAGE = N_("Auto (from the system)")  # Settings' Language "auto": the environment's
from ..widgets.steady_select import SteadySelect

_UNSET = object()


class SettingsScreen(Screen):
    CSS_PATH = Path(__file__).with_name("presets.tcss")  # shared with Presets, parsed as either first opens
    BINDINGS = [Binding("escape", "back", N_("Back"), id="settings.back")]

    def __init__(self) -> None:
        super().__init__()
        # widget id -> the value it shows; the widgets report their first values
        # as changes, and only a player's change may be saved (not, say, a
        # --pace given on the command line, just by opening this screen)
        self.shown: dict[str, Any] = {}

    def _changed(self, widget_id: str | None, value: Any) -> bool:
        if widget_id is None or self.shown.get(widget_id, _UNSET) == value:
            return False
        self.shown[widget_id] = value
        return True

    def compose(self) -> ComposeResult:
        app = self.app
        s = app.settings  # type: ignore[attr-defined]
        found, _problems = presets.all_presets(app.config_dir)  # type: ignore[attr-defined]
        themes = sorted(app.available_themes)
        self.shown = {
            "theme": app.theme if app.theme in themes else Select.BLANK,
            "pace": app.pace,  # type: ignore[attr-defined]
            "hints": s.hints,
            "language": s.language if s.language in i18n.SETTING_CHOICES else "auto",
            "ascii": s.ascii,
            "player-name": settings.name_shown(s.player_name),
        }
        with VerticalScroll(id="settings-form"):
            yield Static(_("Settings"), classes="title")
            with Horizontal(classes="row"):
                yield Label(_("Theme"), classes="field")
                yield SteadySelect([(t, t) for t in themes], value=self.shown["theme"], id="theme")
            with Horizontal(classes="row"):
                yield Label(_("Pace of the bots"), classes="field")
                yield SteadySelect([(choice_word(p), p) for p in PACES], value=self.shown["pace"], allow_blank=False, id="pace")
            with Horizontal(classes="row"):
                yield Label(_("Hints from"), classes="field")
                yield SteadySelect([(f"{choice_word(h)} ({_(HINT_WORDS[h])})", h) for h in HINT_LEVELS], value=self.shown["hints"], allow_blank=False, id="hints")
            with Horizontal(classes="row"):
                yield Label(_("Language"), classes="field")
                yield SteadySelect(self._language_options(), value=self.shown["language"], allow_blank=False, id="language")
            with Horizontal(classes="row"):
                yield Label(_("Suit letters (S H D C)"), classes="field")
                yield Switch(value=s.ascii, id="ascii")
            with Horizontal(classes="row"):
                yield Label(_("Your name"), classes="field")
                yield Input(s.player_name, id="player-name", max_length=16)
            for game in table_games():
                names = sorted(n for n, p in found.items() if p.game == game)
                if not names:
                    continue
                current = s.presets.get(game, game)
                self.shown[f"preset-{game}"] = current if current in names else names[0]
                with Horizontal(classes="row"):
                    yield Label(_("{game} preset").format(game=short_title(game)), classes="field")
                    yield SteadySelect([(n, n) for n in names], value=self.shown[f"preset-{game}"], allow_blank=False, id=f"preset-{game}")
        yield TranslatedFooter()

    @staticmethod
    def _language_options() -> list[tuple[str, str]]:
        """Auto, then each language in its own words (English, 日本語): a player who can't read
        the language in use still finds theirs."""
        return [(_(AUTO_LANGUAGE) if c == "auto" else i18n.LANGUAGES[c], c) for c in i18n.SETTING_CHOICES]

    @on(Select.Changed, "#theme")
    def _theme(self, event: Select.Changed) -> None:
        if event.value is not Select.BLANK and self._changed(event.select.id, event.value):
            self.app.theme = str(event.value)
            self.app.update_settings(theme=str(event.value))  # type: ignore[attr-defined]

    @on(Select.Changed, "#pace")
    def _pace(self, event: Select.Changed) -> None:
        if not self._changed(event.select.id, event.value):
            return
        self.app.pace = str(event.value)  # type: ignore[attr-defined]
        self.app.update_settings(pace=str(event.value))  # type: ignore[attr-defined]

    @on(Select.Changed, "#hints")
    def _hints(self, event: Select.Changed) -> None:
        if self._changed(event.select.id, event.value):
            self.app.update_settings(hints=str(event.value))  # type: ignore[attr-defined]

    @on(Select.Changed, "#language")
    async def _language(self, event: Select.Changed) -> None:
        """Saved, and spoken at once: this screen is composed again in it, and the menu is
        when it shows again (the screens opened after speak it as they compose)."""
        if event.value is Select.BLANK or not self._changed(event.select.id, event.value):
            return
        before = i18n.lang()
        self.app.update_settings(language=str(event.value))  # type: ignore[attr-defined]
        i18n.use(i18n.choose(None, str(event.value)))
        if i18n.lang() != before:
            await self.recompose()
            self.query_one("#language", Select).focus()

    @on(Switch.Changed, "#ascii")
    def _ascii(self, event: Switch.Changed) -> None:
        if not self._changed(event.switch.id, event.value):
            return
        self.app.ascii = event.value  # type: ignore[attr-defined]
        self.app.update_settings(ascii=event.value)  # type: ignore[attr-defined]

    @on(Input.Changed, "#player-name")
    def _name(self, event: Input.Changed) -> None:
        changed = self._changed(event.input.id, event.value)
        name = event.value.strip()
        if name and changed:
            self.app.update_settings(player_name=settings.name_kept(name))  # type: ignore[attr-defined]

    @on(Select.Changed)
    def _preset(self, event: Select.Changed) -> None:
        sid = event.select.id or ""
        if sid.startswith("preset-") and self._changed(sid, event.value):
            game = sid[len("preset-") :]
            chosen = dict(self.app.settings.presets)  # type: ignore[attr-defined]
            chosen[game] = str(event.value)
            self.app.update_settings(presets=chosen)  # type: ignore[attr-defined]

    def action_back(self) -> None:
        self.dismiss()
