"""Snapshots of the app in Japanese, at 80×24 (pytest-textual-snapshot): the menu, New game,
Settings, the rules help, the presets editor, and each game's table and result. Update after a deliberate
change of look with ``pytest tests/ui/test_snapshots_ja.py --snapshot-update``."""

from __future__ import annotations

from typing import Any

import pytest

from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.results import DealResultScreen

from ..ui_helpers import until
from .test_snapshots_tables import mid_trick, nottingham_match_result, play_until, to_the_verdict, trick_app

SIZE = (80, 24)


def ja_app(tmp_path) -> SheriffApp:
    return SheriffApp(tmp_path / "config", tmp_path / "data", lang="ja")


async def to_menu(pilot) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, MenuScreen) and bool(pilot.app.screen.query("#menu")))


def test_menu_ja(snap_compare, tmp_path):
    assert snap_compare(ja_app(tmp_path), terminal_size=SIZE, run_before=to_menu)


def test_new_game_ja(snap_compare, tmp_path):
    async def open_form(pilot):
        await to_menu(pilot)
        await pilot.press("n")
        await until(pilot, lambda: type(pilot.app.screen).__name__ == "NewGameScreen" and pilot.app.screen.ready)

    assert snap_compare(ja_app(tmp_path), terminal_size=SIZE, run_before=open_form)


def test_settings_ja(snap_compare, tmp_path):
    async def open_settings(pilot):
        await to_menu(pilot)
        pilot.app.open_settings()
        await until(pilot, lambda: type(pilot.app.screen).__name__ == "SettingsScreen" and bool(pilot.app.screen.query("#language")))

    assert snap_compare(ja_app(tmp_path), terminal_size=SIZE, run_before=open_settings)


def test_rules_help_ja(snap_compare, tmp_path):
    async def open_rules(pilot):
        await to_menu(pilot)
        await pilot.press("f1")
        await until(pilot, lambda: type(pilot.app.screen).__name__ == "RulesScreen")

    assert snap_compare(ja_app(tmp_path), terminal_size=SIZE, run_before=open_rules)


def test_presets_editor_ja(snap_compare, tmp_path):
    from sheriff_tui import presets

    presets.new_user_preset("my-sheriff", "sheriff", tmp_path / "config")

    async def open_editor(pilot):
        app = pilot.app
        await to_menu(pilot)
        app.open_presets()
        await until(pilot, lambda: type(app.screen).__name__ == "PresetsScreen" and any(m.option_count for m in app.screen.query("#preset-list")))
        listed = app.screen.query_one("#preset-list")
        ids = [listed.get_option_at_index(i).id for i in range(listed.option_count)]
        listed.highlighted = ids.index("my-sheriff")
        await pilot.pause()
        await pilot.press("e")
        await until(pilot, lambda: type(app.screen).__name__ == "PresetEditScreen")

    assert snap_compare(ja_app(tmp_path), terminal_size=SIZE, run_before=open_editor)


# -- each game's table and result -------------------------------------------------------


def in_japanese(app: SheriffApp) -> SheriffApp:
    """A table app of the English snapshots, speaking Japanese from its first screen."""
    from sheriff_tui import i18n

    i18n.use("ja")
    return app


@pytest.mark.parametrize("game", ["sheriff", "sheepshead", "toruf"])
def test_a_trick_table_mid_trick_ja(snap_compare, tmp_path, bots, game):
    async def run_before(pilot: Any) -> None:
        await play_until(pilot, mid_trick)

    assert snap_compare(in_japanese(trick_app(game, tmp_path, bots)), terminal_size=SIZE, run_before=run_before)


@pytest.mark.parametrize("game", ["sheriff", "sheepshead", "toruf"])
def test_a_trick_table_at_the_deal_result_ja(snap_compare, tmp_path, bots, game):
    """The deal played by keys to its result, every screen on the way read whole: no English
    but names and keys (test_ui_ja_audit.py), then the result's picture."""
    from .test_ui_ja_audit import deal_in_japanese

    async def run_before(pilot: Any) -> None:
        assert await deal_in_japanese(pilot) == set()
        assert isinstance(pilot.app.screen, DealResultScreen)

    assert snap_compare(in_japanese(trick_app(game, tmp_path, bots)), terminal_size=SIZE, run_before=run_before)


def test_nottingham_at_the_verdict_ja(snap_compare, tmp_path):
    from .test_ui_nottingham import nt_app

    assert snap_compare(in_japanese(nt_app(tmp_path, seed=3)), terminal_size=SIZE, run_before=to_the_verdict)


def test_nottingham_at_the_match_result_ja(snap_compare, tmp_path):
    app, run_before = nottingham_match_result(tmp_path)
    assert snap_compare(in_japanese(app), terminal_size=SIZE, run_before=run_before)


# -- at 160×50: the room a big terminal gives (the seats, the log and the trick grow) -------------


@pytest.mark.parametrize("game", ["sheepshead", "toruf"])
def test_a_trick_table_mid_trick_ja_at_160_by_50(snap_compare, tmp_path, bots, game):
    async def run_before(pilot: Any) -> None:
        await play_until(pilot, mid_trick)

    assert snap_compare(in_japanese(trick_app(game, tmp_path, bots)), terminal_size=(160, 50), run_before=run_before)


def test_nottingham_at_the_verdict_ja_at_160_by_50(snap_compare, tmp_path):
    from .test_ui_nottingham import nt_app

    assert snap_compare(in_japanese(nt_app(tmp_path, seed=3)), terminal_size=(160, 50), run_before=to_the_verdict)
