"""Settings: theme, pace, suit letters, your name, default preset per game.

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
from textual.widgets import Footer, Input, Label, Select, Static, Switch

from ... import presets
from ..games import table_games
from ...settings import HINT_LEVELS, PACES

# what each hint level gives, in the Settings list
HINT_WORDS = {"normal": "at once, with why", "hard": "its search, with the points"}
from ..widgets.steady_select import SteadySelect

_UNSET = object()


class SettingsScreen(Screen):
    CSS_PATH = Path(__file__).with_name("presets.tcss")  # shared with Presets, parsed as either first opens
    BINDINGS = [Binding("escape", "back", "Back", id="settings.back")]

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
        found, _ = presets.all_presets(app.config_dir)  # type: ignore[attr-defined]
        themes = sorted(app.available_themes)
        self.shown = {
            "theme": app.theme if app.theme in themes else Select.BLANK,
            "pace": app.pace,  # type: ignore[attr-defined]
            "hints": s.hints,
            "ascii": s.ascii,
            "player-name": s.player_name,
        }
        with VerticalScroll(id="settings-form"):
            yield Static("Settings", classes="title")
            with Horizontal(classes="row"):
                yield Label("Theme", classes="field")
                yield SteadySelect([(t, t) for t in themes], value=self.shown["theme"], id="theme")
            with Horizontal(classes="row"):
                yield Label("Pace of the bots", classes="field")
                yield SteadySelect([(p, p) for p in PACES], value=self.shown["pace"], allow_blank=False, id="pace")
            with Horizontal(classes="row"):
                yield Label("Hints from", classes="field")
                yield SteadySelect([(f"{h} ({HINT_WORDS[h]})", h) for h in HINT_LEVELS], value=self.shown["hints"], allow_blank=False, id="hints")
            with Horizontal(classes="row"):
                yield Label("Suit letters (S H D C)", classes="field")
                yield Switch(value=s.ascii, id="ascii")
            with Horizontal(classes="row"):
                yield Label("Your name", classes="field")
                yield Input(s.player_name, id="player-name", max_length=16)
            for game in table_games():
                names = sorted(n for n, p in found.items() if p.game == game)
                if not names:
                    continue
                current = s.presets.get(game, game)
                self.shown[f"preset-{game}"] = current if current in names else names[0]
                with Horizontal(classes="row"):
                    yield Label(f"{game.title()} preset", classes="field")
                    yield SteadySelect([(n, n) for n in names], value=self.shown[f"preset-{game}"], allow_blank=False, id=f"preset-{game}")
        yield Footer()

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
            self.app.update_settings(player_name=name)  # type: ignore[attr-defined]

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
