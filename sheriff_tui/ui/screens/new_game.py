"""New game: game, preset (with its description), names, bot levels, pace, seed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from ...bots import LEVELS
from ...settings import PACES
from .leaving import leaving

NAMES = ("Belle", "Wyatt", "Doc", "Calamity", "Jesse", "Annie", "Bass")
LEVELS_HINT = "Levels: random plays any legal card · normal plays by the book · hard looks ahead, playing each card out (it thinks a moment)"
#: games whose levels are not about cards played out
GAME_LEVELS_HINT = {
    "nottingham": "Levels: random does anything legal · normal trades, smuggles and bargains by the book · "
    "hard, as the Sheriff, reads each bag from how it was loaded and bargained over (it thinks a moment)",
}


@dataclass(frozen=True)
class MatchRequest:
    game: str
    preset: str
    names: tuple[str, ...]
    seats: tuple[str, ...]  # "human" at seat 0, then bot levels
    pace: str
    seed: int | None


class NewGameScreen(Screen):
    BINDINGS = [
        Binding("escape", "back", "Back", id="new.back"),
        Binding("ctrl+s", "start", "Start", id="new.start"),
    ]

    def __init__(
        self,
        games: list[str],
        presets: dict[str, list[tuple[str, str]]],
        default_preset: dict[str, str],
        player_name: str,
        pace: str,
        game: str = "",
        note: str | None = None,
    ) -> None:
        super().__init__()
        self.note = note  # where an abandoned match went
        self.games = games
        self.first_game = game if game in games else games[0]  # the last game started, so Enter plays it again
        self.shown_game = self.first_game  # the game whose presets the form lists
        self.presets = presets  # game -> [(name, description)]
        self.default_preset = default_preset
        self.player_name = player_name
        self.pace = pace
        self.players_of: dict[str, int] = {}
        self.ready = False  # mounted and drawn once: safe to leave

    def compose(self) -> ComposeResult:
        game = self.first_game
        with VerticalScroll(id="form", can_focus=False):  # Tab goes from Back to the game, not to the form itself (its fields scroll it)
            yield Label("New game", classes="title")
            if self.note:
                yield Static(self.note, id="abandoned-note", markup=False)
            with Horizontal(classes="row"):
                yield Label("Game", classes="field")
                yield Select([(g.title(), g) for g in self.games], value=game, allow_blank=False, id="game")
            with Horizontal(classes="row"):
                yield Label("House rules", classes="field")
                yield Select(self._preset_options(game), value=self._first_preset(game), allow_blank=False, id="preset")
            yield Static("", id="preset-desc", markup=False)  # a user preset's own words, brackets and all
            with Horizontal(classes="row"):
                yield Label("Your name", classes="field")
                yield Input(self.player_name, id="name-0")
            # the first preset's seats come with the form: one layout, not a second after mounting
            with Vertical(id="opponents"):
                yield from self._opponent_rows(self.app.players_for(game, self._first_preset(game)))  # type: ignore[attr-defined]
            yield Static(GAME_LEVELS_HINT.get(game, LEVELS_HINT), id="levels-desc", markup=False)
            with Horizontal(classes="row"):
                yield Label("Pace", classes="field")
                yield Select([(p, p) for p in PACES], value=self.pace, allow_blank=False, id="pace")
            with Horizontal(classes="row"):
                yield Label("Seed", classes="field")
                yield Input(placeholder="random", id="seed", restrict=r"[0-9]*", max_length=18)
        # outside the scrolling form: Start is always in sight, and focusing it
        # doesn't scroll the game and house rules out of view
        with Horizontal(id="new-buttons"):
            yield Button("Start", id="start", variant="primary")
            yield Button("Back", id="back")
        yield Footer()

    async def on_mount(self) -> None:
        if leaving(self):  # popped before it mounted: a Start or a table queued behind the key that opened it
            return
        self.query_one("#start", Button).focus()
        await self._preset_changed()
        self.call_after_refresh(self._now_ready)

    def _now_ready(self) -> None:
        self.ready = True

    def _preset_options(self, game: str) -> list[tuple[str, str]]:
        return [(name, name) for name, _ in self.presets.get(game, [])]

    def _first_preset(self, game: str) -> str:
        names = [n for n, _ in self.presets.get(game, [])]
        want = self.default_preset.get(game, game)
        return want if want in names else names[0]

    @on(Select.Changed, "#game")
    def _game_changed(self, event: Select.Changed) -> None:
        game = str(event.value)
        if game == self.shown_game or leaving(self):  # the Select's first Changed, on mount: the presets are already this game's
            return
        self.shown_game = game
        preset = self.query_one("#preset", Select)
        preset.set_options(self._preset_options(game))
        preset.value = self._first_preset(game)

    @on(Select.Changed, "#preset")
    async def _on_preset(self, event: Select.Changed) -> None:
        await self._preset_changed()

    async def _preset_changed(self) -> None:
        """The preset's description and a row per opponent. The old rows are gone before the new
        ones mount (awaited), so presets changed quickly never mount a row into one being removed."""
        if leaving(self):
            return
        game = str(self.query_one("#game", Select).value)
        name = self.query_one("#preset", Select).value
        desc = dict(self.presets.get(game, [])).get(str(name), "")
        self.query_one("#preset-desc", Static).update(desc)
        self.query_one("#levels-desc", Static).update(GAME_LEVELS_HINT.get(game, LEVELS_HINT))
        players = self.app.players_for(game, str(name))  # type: ignore[attr-defined]
        box = self.query_one("#opponents", Vertical)
        if len(box.children) == players - 1:
            return
        await box.remove_children()
        if leaving(self):
            return
        await box.mount_all(self._opponent_rows(players))

    @staticmethod
    def _opponent_rows(players: int) -> list[Horizontal]:
        """A row per seat after the player's: a name and a bot level."""
        return [
            Horizontal(
                Label(f"Seat {s + 1}", classes="field"),
                Input(NAMES[(s - 1) % len(NAMES)], id=f"name-{s}", classes="name"),
                Select([(lvl, lvl) for lvl in LEVELS], value="normal" if "normal" in LEVELS else LEVELS[0], allow_blank=False, id=f"level-{s}"),
                classes="row",
            )
            for s in range(1, players)
        ]

    def request(self) -> MatchRequest | str:
        """The form as a request, or a one-line problem."""
        game = str(self.query_one("#game", Select).value)
        preset = str(self.query_one("#preset", Select).value)
        players = self.app.players_for(game, preset)  # type: ignore[attr-defined]
        names, seats = [], ["human"]
        for s in range(players):
            name = self.query_one(f"#name-{s}", Input).value.strip() or (self.player_name if s == 0 else NAMES[(s - 1) % len(NAMES)])
            names.append(name[:16])
            if s:
                seats.append(str(self.query_one(f"#level-{s}", Select).value))
        if len(set(names)) != len(names):
            return "Each player needs a different name"
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else None
        pace = str(self.query_one("#pace", Select).value)
        return MatchRequest(game, preset, tuple(names), tuple(seats), pace, seed)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "back":
            self.action_back()

    def _cannot_leave_now(self, then: Callable[[], None]) -> bool:
        """True when Start or Back must not act now. A form still mounting would be pulled from
        under its Selects' own mount handlers (Textual raises NoMatches '#label'): ``then`` runs
        again after its first frame. A form no longer on top was left by a key queued before
        this one: there is nothing left to do."""
        if self.ready:
            return not self.is_current
        self.call_after_refresh(then)
        return True

    def action_start(self) -> None:
        if self._cannot_leave_now(self.action_start):
            return
        req = self.request()
        if isinstance(req, str):
            self.notify(req, severity="warning")
            return
        self.app.start_match(req)  # type: ignore[attr-defined]

    def action_back(self) -> None:
        if self._cannot_leave_now(self.action_back):
            return
        self.dismiss()
