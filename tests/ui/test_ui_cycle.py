"""The Cycle (a choice among few values in one line) and the New game form built of them:
keys, mouse, the house rules' list, and keys pressed the moment the form opens.

Tests wait on the app's own state (``until``), never on the clock.
"""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.widgets import Input, OptionList

from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import NewGameScreen
from sheriff_tui.ui.screens.table import TableScreen
from sheriff_tui.ui.widgets.cycle import Cycle, CycleList

from ..ui_helpers import press_many, table_of, until

SIZE = (100, 30)


class Two(App):
    """Two Cycles and an Input, the Changed messages they post kept in order."""

    def __init__(self) -> None:
        super().__init__()
        self.changes: list[tuple[str | None, Any]] = []

    def compose(self) -> ComposeResult:
        yield Cycle(["random", "normal", "hard"], "normal", id="level")
        yield Cycle([(f"Preset {n}", f"p{n}") for n in range(30)], "p3", listed=True, title="House rules", id="preset")
        yield Input(id="text")

    def on_cycle_changed(self, event: Cycle.Changed) -> None:
        assert event.control is event.cycle
        self.changes.append((event.cycle.id, event.value))


def cycle_of(app: App, id: str) -> Cycle:
    return app.screen.query_one(f"#{id}", Cycle)


async def test_keys_step_through_the_values_and_wrap():
    app = Two()
    async with app.run_test() as pilot:
        level = cycle_of(app, "level")
        assert app.focused is level and str(level.render()) == "◂ normal ▸"
        await pilot.press("right")
        await until(pilot, lambda: level.value == "hard")
        await pilot.press("right")  # wraps round to the first
        await until(pilot, lambda: level.value == "random")
        await pilot.press("left")  # and back round to the last
        await until(pilot, lambda: level.value == "hard")
        await pilot.press("enter", "space")  # each a step forward on a Cycle without a list
        await until(pilot, lambda: level.value == "normal")
        await until(pilot, lambda: len(app.changes) == 5)
        assert app.changes == [("level", "hard"), ("level", "random"), ("level", "hard"), ("level", "random"), ("level", "normal")]
        await pilot.press("tab")  # Tab still moves on
        assert app.focused is cycle_of(app, "preset")
        await pilot.press("shift+tab")
        assert app.focused is level


async def test_a_value_set_from_code_is_told_and_new_options_keep_it_if_they_can():
    app = Two()
    async with app.run_test() as pilot:
        level = cycle_of(app, "level")
        level.value = "hard"
        await until(pilot, lambda: app.changes == [("level", "hard")])
        level.value = "hard"  # the same value: nothing to tell
        level.set_options([("Hard", "hard"), ("Easy", "easy")])  # still offered: kept, and not told
        await pilot.pause()
        assert app.changes == [("level", "hard")] and level.label == "Hard"
        level.set_options(["a", "b"])  # gone: the first, and told
        await until(pilot, lambda: app.changes[-1] == ("level", "a"))
        level.set_options(["a", "b"], "b")
        await until(pilot, lambda: app.changes[-1] == ("level", "b"))
        try:
            level.value = "c"
        except ValueError:
            pass
        else:
            raise AssertionError("a value that is not offered is refused")


async def test_clicks_go_back_on_the_left_and_forward_elsewhere():
    app = Two()
    async with app.run_test() as pilot:
        level = cycle_of(app, "level")
        width = level.outer_size.width
        await pilot.click(level, offset=(2, 1))  # the left arrow (after the border and padding)
        await until(pilot, lambda: level.value == "random")
        await pilot.click(level, offset=(width - 3, 1))  # the right arrow
        await until(pilot, lambda: level.value == "normal")
        await pilot.click(level, offset=(6, 1))  # on the value: forward too
        await until(pilot, lambda: level.value == "hard")
        assert app.focused is level
        preset = cycle_of(app, "preset")
        await pilot.click(preset, offset=(2, 1))  # the arrows of a listed Cycle step as well
        await until(pilot, lambda: preset.value == "p2")
        await pilot.click(preset, offset=(preset.outer_size.width - 3, 1))
        await until(pilot, lambda: preset.value == "p3")


async def test_the_list_opens_on_the_value_enter_picks_escape_keeps():
    app = Two()
    async with app.run_test() as pilot:
        preset = cycle_of(app, "preset")
        preset.focus()
        await pilot.press("right")  # ← → step a listed Cycle too
        await until(pilot, lambda: preset.value == "p4")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CycleList))
        listed = app.screen.query_one(OptionList)
        assert listed.highlighted == 4 and app.focused is listed
        await pilot.press("down", "down", "enter")
        await until(pilot, lambda: preset.value == "p6" and not isinstance(app.screen, CycleList))
        assert app.focused is preset
        await pilot.press("space")
        await until(pilot, lambda: isinstance(app.screen, CycleList))
        await pilot.press("down", "escape")
        await until(pilot, lambda: not isinstance(app.screen, CycleList))
        assert preset.value == "p6"


async def test_the_list_by_mouse():
    app = Two()
    async with app.run_test(size=(60, 20)) as pilot:
        preset = cycle_of(app, "preset")
        await pilot.click(preset, offset=(6, 1))  # on the name
        await until(pilot, lambda: isinstance(app.screen, CycleList))
        listed = app.screen.query_one(OptionList)
        assert listed.highlighted == 3
        listed.highlighted = 20  # scrolled to it, as the wheel would
        await pilot.pause()
        await pilot.click(listed, offset=(2, 20 - round(listed.scroll_offset.y)))
        await until(pilot, lambda: preset.value == "p20" and not isinstance(app.screen, CycleList))


async def test_a_preset_name_is_text_not_markup():
    class Odd(App):
        def compose(self) -> ComposeResult:
            yield Cycle(["[b]odd[/b", "plain"], listed=True)

    app = Odd()
    async with app.run_test() as pilot:
        cycle = app.screen.query_one(Cycle)
        assert "[b]odd[/b" in str(cycle.render())
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CycleList))


# -- the New game form ------------------------------------------------------------


def new_app(tmp_path) -> SheriffApp:
    return SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")


async def open_form(pilot: Any) -> NewGameScreen:
    """From the menu, ``n``: the New game form, drawn."""
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    await pilot.press("n")
    await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.ready)
    return app.screen


async def test_enter_pressed_with_n_starts_the_match(tmp_path):
    """The key after ``n`` reaches the form even when it comes before the form is drawn."""
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await press_many(pilot, ["n", "enter"])
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert table_of(app).table.game_name == "sheriff"


async def test_keys_pressed_with_n_change_the_game(tmp_path):
    """Tab, Tab, → sent at once with ``n``: Start, Back, then the game, one step on."""
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await press_many(pilot, ["n", "tab", "tab", "right"])
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.ready)
        form = app.screen
        game = form.query_one("#game", Cycle)
        await until(pilot, lambda: game.value == "sheepshead")
        assert app.focused is game
        await until(pilot, lambda: form.query_one("#preset", Cycle).value == "sheepshead")  # its presets came with it
        assert dict((v, t) for t, v in game.options)["nottingham"] == "Sheriff of Nottingham"  # as the rest of the app names it


async def test_the_form_by_keys_alone(tmp_path):
    """Game, house rules (their list), a bot's level and the pace, each by its keys; ← → in a name
    move its cursor, not the form."""
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot)
        game, preset = form.query_one("#game", Cycle), form.query_one("#preset", Cycle)
        await pilot.press("tab", "tab")
        assert app.focused is game
        await pilot.press("left")  # wraps back to the last game
        await until(pilot, lambda: game.value == app.screen.games[-1] == "nottingham")
        await until(pilot, lambda: "reads each bag" in str(form.query_one("#levels-desc").render()))
        await pilot.press("right", "right")  # on to Sheepshead
        await until(pilot, lambda: game.value == "sheepshead" and preset.value == "sheepshead")
        await pilot.press("tab", "enter")
        await until(pilot, lambda: isinstance(app.screen, CycleList))
        names = [v for _, v in preset.options]
        assert app.screen.query_one(OptionList).highlighted == names.index("sheepshead")
        await pilot.press("down", "enter")
        chosen = names[names.index("sheepshead") + 1]
        await until(pilot, lambda: preset.value == chosen and app.focused is preset)
        seats = app.players_for("sheepshead", chosen)
        await until(pilot, lambda: len(form.query(".seat-fields")) == seats - 1)
        await pilot.press("tab")  # your name
        name = form.query_one("#name-0", Input)
        assert app.focused is name
        await pilot.press("end", "left", "left")  # the cursor in the name, nothing else
        await until(pilot, lambda: name.cursor_position == len(name.value) - 2)
        assert preset.value == chosen and game.value == "sheepshead" and app.focused is name
        await pilot.press("tab", "tab")  # seat 2's name, then its level
        level = form.query_one("#level-1", Cycle)
        assert app.focused is level
        await pilot.press("right")
        await until(pilot, lambda: level.value == "hard")
        pace = form.query_one("#pace", Cycle)
        pace.focus()
        await pilot.pause()
        before = pace.value
        await pilot.press("right")
        await until(pilot, lambda: pace.value != before)
        form.query_one("#seed", Input).value = "7"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = table_of(app)
        assert table.table.preset == chosen and table.table.seats[1] == "hard"
        assert app.pace == pace.value


async def test_seats_kept_as_the_house_rules_change(tmp_path):
    """A name typed for seat 2 stays when a five-player preset adds seats 4 and 5, and when a
    three-player one takes them away again."""
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot)
        assert len(form.query(".seat-fields")) == 2
        form.query_one("#name-1", Input).value = "Kit"
        preset = form.query_one("#preset", Cycle)
        preset.value = "sheriff-double"
        await until(pilot, lambda: len(form.query(".seat-fields")) == 4)
        assert [form.query_one(f"#name-{s}", Input).value for s in range(1, 5)] == ["Kit", "Wyatt", "Doc", "Calamity"]
        preset.value = "sheriff"
        await until(pilot, lambda: len(form.query(".seat-fields")) == 2 and not form.query("#name-3"))
        assert form.query_one("#name-1", Input).value == "Kit"
        ids = [w.id for w in form.query_one("#fields").children if w.id]
        assert ids == ["game", "preset", "preset-desc", "name-0", "seat-label-1", "seat-1", "seat-label-2", "seat-2", "levels-desc", "pace", "seed"]
        req = form.request()
        assert not isinstance(req, str) and req.names[1] == "Kit" and len(req.names) == 3


async def test_the_form_opens_again_after_a_match(tmp_path):
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        (await open_form(pilot)).query_one("#game", Cycle).value = "toruf"
        await until(pilot, lambda: app.screen.query_one("#preset", Cycle).value.startswith("toruf"))
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.open_new_game()
        await until(pilot, lambda: type(app.screen).__name__ == "ConfirmScreen")  # the match is kept, or not
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.ready)
        assert app.screen.query_one("#game", Cycle).value == "toruf"
        assert app.focused is app.screen.query_one("#start")
