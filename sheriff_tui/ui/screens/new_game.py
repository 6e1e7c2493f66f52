"""New game: game, preset (with its description), names, bot levels, pace, seed.

It opens at a key from the menu, so it is built to open fast: a :class:`Cycle` for
each choice (one node, where Textual's Select is three and an overlay), the whole
form composed as it first shows (no rows rebuilt or text filled in on mount), and
Start focused as it is composed, so no second restyle for a change of focus."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Static

from ...bots import LEVELS
from ...settings import PACES
from ...i18n import N_, _
from ..match_words import choice_word, game_title
from ..widgets.cycle import Cycle
from ..widgets.footer import SteadyFooter
from .leaving import leaving
from .respeak import Respeaks

NAMES = ("Belle", "Wyatt", "Doc", "Calamity", "Jesse", "Annie", "Bass")
LEVELS_HINT = N_(
    "Levels: random plays any legal card · normal plays by the book · hard looks ahead, playing each card out "
    "(it thinks a moment) · expert looks further (a second or two)"
)
#: games whose levels are not about cards played out
GAME_LEVELS_HINT = {
    "nottingham": N_(
        "Levels: random does anything legal · normal trades, smuggles and bargains by the book · "
        "hard, as the Sheriff, reads each bag from how it was loaded and bargained over (it thinks a moment) · "
        "expert reads them closer (a second or two)"
    ),
}


@dataclass(frozen=True)
class MatchRequest:
    game: str
    preset: str
    names: tuple[str, ...]
    seats: tuple[str, ...]  # "human" at seat 0, then bot levels
    pace: str
    seed: int | None


class Form(VerticalScroll, can_focus=False):
    """The fields, scrolling on a short terminal. Not itself focusable: a focused
    scroll container would take the first focus (and a restyle of the whole form as
    Start takes it from it), and its ← → would scroll rather than reach the form."""


class NewGameScreen(Respeaks, Screen):
    CSS_PATH = Path(__file__).with_name("new_game.tcss")  # parsed as the form first opens, not before the menu
    AUTO_FOCUS = "#start"  # focused as the form is composed: Enter plays the last table again

    BINDINGS = [
        Binding("escape", "back", N_("Back"), id="new.back"),
        Binding("ctrl+s", "start", N_("Start"), id="new.start"),
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
        seed: int | None = None,
    ) -> None:
        super().__init__()
        self.note = note  # where an abandoned match went
        self.seed = seed  # `play --seed N` (or `serve --seed N`): the same deals from the menu
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
        preset = self._first_preset(game)
        with Form(id="form"):
            yield Label(_("New game"), classes="title")
            if self.note:
                yield Static(self.note, id="abandoned-note", markup=False)
            # one grid of names and fields, not a row container for each: fewer widgets to style and lay out
            with Grid(id="fields"):
                yield Label(_("Game"), classes="field")
                yield Cycle([(game_title(g), g) for g in self.games], game, id="game")
                yield Label(_("House rules"), classes="field")
                yield Cycle(self._preset_options(game), preset, listed=True, title=_("House rules"), id="preset")
                yield Label("", classes="gap")
                # a user preset's own words, brackets and all
                yield Static(self._description(game, preset), id="preset-desc", markup=False)
                yield Label(_("Your name"), classes="field")
                yield Input(self.player_name, id="name-0")
                # the first preset's seats come with the form: one layout, not a second after mounting
                yield from self._opponent_rows(1, self.app.players_for(game, preset))  # type: ignore[attr-defined]
                yield Label("", classes="gap")
                yield Static(_(GAME_LEVELS_HINT.get(game, LEVELS_HINT)), id="levels-desc", markup=False)
                yield Label(_("Pace"), classes="field")
                yield Cycle([(choice_word(p), p) for p in PACES], self.pace if self.pace in PACES else None, id="pace")
                yield Label(_("Seed"), classes="field")
                yield Input("" if self.seed is None else str(self.seed), placeholder=_("random"), id="seed", restrict=r"[0-9]*", max_length=18)
        # outside the scrolling form: Start is always in sight, and focusing it
        # doesn't scroll the game and house rules out of view
        with Horizontal(id="new-buttons"):
            yield Button(_("Start"), id="start", variant="primary")
            yield Button(_("Back"), id="back")
        yield SteadyFooter()

    async def respeak(self) -> None:
        self.presets = self.app.preset_choices()  # type: ignore[attr-defined]  # their descriptions, in the new language
        await super().respeak()

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """The first resume comes as the form is pushed, its widgets styled as they mounted:
        restyling all of them again would only repeat it."""
        if not self.ready:
            event.refresh_styles = False

    def _screen_resized(self, size: Size) -> None:
        """Textual sends a new screen a Resize for its own first layout and lays it all out again
        at the same size; the widgets' own layout requests follow in the next one anyway. Skipped
        until the first frame: the form is laid out and drawn once fewer as it opens. (Textual's
        private hook, as ``leaving`` reads its ``_pruning``; the version is pinned.)"""
        if not self.ready and size == self._compositor.size:
            return
        super()._screen_resized(size)

    def on_mount(self) -> None:
        if leaving(self):  # popped before it mounted: a Start or a table queued behind the key that opened it
            return
        self.call_after_refresh(self._now_ready)

    def _now_ready(self) -> None:
        self.ready = True

    def _preset_options(self, game: str) -> list[str]:
        return [name for name, _description in self.presets.get(game, [])]

    def _first_preset(self, game: str) -> str:
        names = self._preset_options(game)
        want = self.default_preset.get(game, game)
        return want if want in names else names[0]

    def _description(self, game: str, preset: str) -> str:
        return dict(self.presets.get(game, [])).get(preset, "")

    @on(Cycle.Changed, "#game")
    def _game_changed(self, event: Cycle.Changed) -> None:
        """The game's presets, on the one last played: its Changed brings the rows and words."""
        game = str(event.value)
        if game == self.shown_game or leaving(self):
            return
        self.shown_game = game
        self.query_one("#preset", Cycle).set_options(self._preset_options(game), self._first_preset(game))

    @on(Cycle.Changed, "#preset")
    async def _on_preset(self, event: Cycle.Changed) -> None:
        await self._preset_changed()

    async def _preset_changed(self) -> None:
        """The preset's description, and a row per opponent: the rows there stay as they are
        (names and levels typed in them kept), the ones past the new count go, new ones are added.
        Each change is awaited, so presets changed quickly never mount a row beside one being removed."""
        if leaving(self):
            return
        game = str(self.query_one("#game", Cycle).value)
        name = str(self.query_one("#preset", Cycle).value)
        self.query_one("#preset-desc", Static).update(self._description(game, name))
        self.query_one("#levels-desc", Static).update(_(GAME_LEVELS_HINT.get(game, LEVELS_HINT)))
        players = self.app.players_for(game, name)  # type: ignore[attr-defined]
        have = len(self.query(".seat-fields")) + 1  # players the rows are for
        if players < have:
            await self.query(", ".join(f"#seat-label-{s}, #seat-{s}" for s in range(players, have))).remove()
        elif players > have and not leaving(self):
            after = f"#seat-{have - 1}" if have > 1 else "#name-0"
            await self.query_one("#fields", Grid).mount_all(self._opponent_rows(have, players), after=after)

    @staticmethod
    def _opponent_rows(first: int, players: int) -> list[Widget]:
        """For each seat from ``first`` on (the player's is 0): its number, then its name and bot
        level side by side, as two cells of the grid."""
        rows: list[Widget] = []
        for s in range(first, players):
            rows.append(Label(_("Seat {n}").format(n=s + 1), id=f"seat-label-{s}", classes="field"))
            rows.append(Horizontal(
                Input(NAMES[(s - 1) % len(NAMES)], id=f"name-{s}", classes="name"),
                Cycle([(choice_word(v), v) for v in LEVELS], "normal" if "normal" in LEVELS else LEVELS[0], id=f"level-{s}"),
                id=f"seat-{s}",
                classes="seat-fields",
            ))
        return rows

    def request(self) -> MatchRequest | str:
        """The form as a request, or a one-line problem."""
        game = str(self.query_one("#game", Cycle).value)
        preset = str(self.query_one("#preset", Cycle).value)
        players = self.app.players_for(game, preset)  # type: ignore[attr-defined]
        names, seats = [], ["human"]
        for s in range(players):
            typed = "".join(ch if ch.isprintable() else " " for ch in self.query_one(f"#name-{s}", Input).value)  # a pasted tab or ESC: a record refuses them
            name = typed.strip() or (self.player_name if s == 0 else NAMES[(s - 1) % len(NAMES)])
            names.append(name[:16])
            if s:
                seats.append(str(self.query_one(f"#level-{s}", Cycle).value))
        if len(set(names)) != len(names):
            return _("Each player needs a different name")
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else None
        pace = str(self.query_one("#pace", Cycle).value)
        return MatchRequest(game, preset, tuple(names), tuple(seats), pace, seed)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "back":
            self.action_back()

    def _cannot_leave_now(self, then: Callable[[], None]) -> bool:
        """True when Start or Back must not act now. A form still mounting would be pulled from
        under its fields' own mount handlers: ``then`` runs
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
