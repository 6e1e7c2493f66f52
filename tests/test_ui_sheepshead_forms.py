"""The Sheepshead forms with views of their own at the table (indiana, fox, battery).

Until a form has its table, the New Game screen and the command palette don't
offer its presets, and a saved match of it is refused on Continue with a reason
(kept in the history folder) instead of opening a table that bounces back.
"""

from __future__ import annotations

from sheriff_tui import presets, records, saves
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.ui.app import GameCommands, SheriffApp
from sheriff_tui.ui.games.sheepshead import ADAPTER
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import NewGameScreen

from .ui_helpers import until

SIZE = (100, 30)


def forms_of() -> dict[str, str]:
    found, _ = presets.all_presets()
    return {n: presets.load_rules("sheepshead", n).form for n, p in found.items() if p.game == "sheepshead"}


def undrawn() -> list[str]:
    return sorted(n for n, form in forms_of().items() if not ADAPTER.draws(presets.load_rules("sheepshead", n)))


async def test_the_new_game_screen_offers_only_presets_the_table_draws(tmp_path):
    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("enter")  # "New game"
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        offered = {n for n, _ in app.screen.presets.get("sheepshead", [])}
        assert "sheepshead" in offered
        for name in undrawn():
            assert name not in offered
        for name, form in forms_of().items():
            if ADAPTER.draws(presets.load_rules("sheepshead", name)):
                assert name in offered, form


async def test_the_palette_offers_only_presets_the_table_draws(tmp_path):
    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        provider = GameCommands(app.screen)
        names = [name for name, _, _ in provider._commands()]
        assert "New game: sheepshead · sheepshead" in names
        for preset in undrawn():
            assert f"New game: sheepshead · {preset}" not in names


async def test_continue_of_a_form_without_a_table_says_so_once(tmp_path):
    missing = undrawn()
    if not missing:
        return
    preset = missing[0]
    rules = presets.load_rules("sheepshead", preset)
    names = ["You", "Belle", "Wyatt", "Doc", "Calamity"][: rules.players]
    game = sh.new_game(rules, names, seed=4)
    data = tmp_path / "data"
    saves.save_current(records.to_record(game, preset), {"seats": ["human"] + ["normal"] * (rules.players - 1), "seed": 4}, data)
    app = SheriffApp(tmp_path / "config", data, pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert app.has_saved_match()
        app.continue_match()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        said = [n.message for n in app._notifications]
        assert any(f"the {rules.form} form of Sheepshead" in m and "no table" in m for m in said)
        assert not app.has_saved_match()  # kept in the history, Continue is gone: no bounce
        assert any((data / "saves" / "history").iterdir()) if (data / "saves" / "history").exists() else True
