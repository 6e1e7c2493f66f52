"""Snapshots of History and Statistics on a seeded history, at 80×24 and 120×40, in the dark and
mono themes (pytest-textual-snapshot). Update after a deliberate change of look with
``pytest tests/ui/test_snapshots_stats.py --snapshot-update`` and look at the report."""

from __future__ import annotations

import pytest

from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.history import HistoryScreen
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.stats import StatsScreen

from ..history_helpers import seed_history
from ..ui_helpers import until

SIZES = [(80, 24), (120, 40)]
THEMES = ["sheriff-dark", "sheriff-mono"]


def history_app(tmp_path, theme: str) -> SheriffApp:
    seed_history(tmp_path / "data")
    return SheriffApp(tmp_path / "config", tmp_path / "data", theme=theme)


async def to_history(pilot) -> None:
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    await pilot.press("h")
    await until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.matches is not None)
    await pilot.pause()


async def to_stats(pilot) -> None:
    app = pilot.app
    await to_history(pilot)
    await pilot.press("t")
    await until(pilot, lambda: isinstance(app.screen, StatsScreen) and app.screen.current is not None)
    await pilot.pause()


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_statistics(snap_compare, tmp_path, size, theme):
    assert snap_compare(history_app(tmp_path, theme), terminal_size=size, run_before=to_stats)


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_history(snap_compare, tmp_path, size, theme):
    assert snap_compare(history_app(tmp_path, theme), terminal_size=size, run_before=to_history)


def test_statistics_ascii_at_80_by_24(snap_compare, tmp_path):
    seed_history(tmp_path / "data")
    app = SheriffApp(tmp_path / "config", tmp_path / "data", theme="sheriff-mono", ascii=True)
    assert snap_compare(app, terminal_size=(80, 24), run_before=to_stats)
