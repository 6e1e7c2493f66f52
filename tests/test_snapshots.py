"""Snapshots of the screens (pytest-textual-snapshot). Update after a deliberate
change of look with ``pytest tests/test_snapshots.py --snapshot-update`` and
look at the report before committing."""

from __future__ import annotations

import pytest

from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.results import DealResultScreen

from .ui_helpers import human_waits, make_app, until

SIZE = (100, 30)


def menu_app(tmp_path, **kw) -> SheriffApp:
    return SheriffApp(tmp_path / "config", tmp_path / "data", **kw)


async def to_menu(pilot) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, MenuScreen))


async def to_bid(pilot) -> None:
    app = pilot.app
    await until(pilot, lambda: human_waits(app) and app.screen.prompt_spec.kind == "bid" and bool(app.screen.query("#bid-pass")))


async def to_mid_trick(pilot) -> None:
    """Pass the auction, then stop when a trick has begun and it is our turn."""
    app = pilot.app
    while True:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        if screen.prompt_spec.kind == "cards" and screen.game.trick:
            await pilot.pause()
            return
        await pilot.press("p" if screen.prompt_spec.kind == "bid" else "1")


async def to_deal_result(pilot) -> None:
    app = pilot.app
    while not isinstance(app.screen, DealResultScreen):
        await until(pilot, lambda: human_waits(app) or isinstance(app.screen, DealResultScreen))
        if isinstance(app.screen, DealResultScreen):
            break
        await pilot.press("p" if app.screen.prompt_spec.kind == "bid" else "1")
    await pilot.pause()


def test_menu(snap_compare, tmp_path):
    assert snap_compare(menu_app(tmp_path), terminal_size=SIZE, run_before=to_menu)


def test_menu_at_80_by_24(snap_compare, tmp_path):
    assert snap_compare(menu_app(tmp_path), terminal_size=(80, 24), run_before=to_menu)


def test_bid_prompt(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=3), terminal_size=SIZE, run_before=to_bid)


def test_table_mid_trick(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=3), terminal_size=SIZE, run_before=to_mid_trick)


def test_table_at_80_by_24(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=3), terminal_size=(80, 24), run_before=to_mid_trick)


def test_table_ascii(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=3, ascii=True), terminal_size=SIZE, run_before=to_mid_trick)


def test_deal_result(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=4), terminal_size=SIZE, run_before=to_deal_result)


def test_rules_help(snap_compare, tmp_path):
    async def open_rules(pilot):
        await to_menu(pilot)
        await pilot.press("r")
        await until(pilot, lambda: type(pilot.app.screen).__name__ == "RulesScreen")
        await pilot.pause()

    assert snap_compare(menu_app(tmp_path), terminal_size=SIZE, run_before=open_rules)


@pytest.mark.parametrize("theme", ["sheriff-dark", "sheriff-light", "sheriff-contrast", "sheriff-mono"])
def test_each_theme(snap_compare, tmp_path, theme):
    assert snap_compare(make_app(tmp_path, seed=3, theme=theme), terminal_size=SIZE, run_before=to_mid_trick)
