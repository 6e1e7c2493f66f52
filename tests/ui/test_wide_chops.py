"""A layer over other widgets keeps its Japanese whole: Settings' Language list drawn over the
rows below it (Textual cut 「シ」 where a switch's edge lies beneath, Textualize/textual#6357),
and a screen with no Japanese is drawn cell for cell as Textual draws it."""

from __future__ import annotations

from rich.cells import cell_len
from textual.widgets import Select

from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.settings import SettingsScreen
from sheriff_tui.ui.wide_chops import TEXTUALS, _render_chops

from ..ui_helpers import until


def lines(app: SheriffApp, chops) -> list[str]:
    compositor = app.screen._compositor
    drawn = chops(compositor, compositor.size.region, lambda y: True)
    return ["".join(strip.text for strip in line.values()) for line in drawn]


async def open_language_list(pilot) -> None:
    app = pilot.app
    await until(pilot, lambda: bool(app.screen.query("#menu")))
    app.open_settings()
    await until(pilot, lambda: isinstance(app.screen, SettingsScreen) and bool(app.screen.query("#language")))
    app.screen.query_one("#language", Select).action_show_overlay()
    await until(pilot, lambda: app.screen.query_one("#language", Select).expanded)
    await pilot.pause()


async def test_the_language_list_over_the_rows_below_keeps_its_japanese_whole(tmp_path):
    app = SheriffApp(tmp_path / "config", tmp_path / "data", lang="ja")
    async with app.run_test(size=(100, 30)) as pilot:
        await open_language_list(pilot)
        ours, textuals = lines(app, _render_chops), lines(app, TEXTUALS)
        assert sum(line.count("自動（システムの言語）") for line in ours) == 2  # the field and its list
        assert sum(line.count("自動（システムの言語）") for line in textuals) == 1  # Textual's cut one of them
        assert all(cell_len(line) == 100 for line in ours)  # every line the screen's width, no cell lost or added


async def test_english_is_drawn_as_textual_draws_it(tmp_path):
    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with app.run_test(size=(100, 30)) as pilot:
        await open_language_list(pilot)
        assert lines(app, _render_chops) == lines(app, TEXTUALS)
