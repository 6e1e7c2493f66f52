"""Menu → History → Statistics on a seeded history: the rows, a broken file listed, a match
opened, the charts drawn from the player's figures, in the mono theme and in ASCII."""

from __future__ import annotations

from pathlib import Path

import pytest

from textual.widgets import DataTable

from sheriff_tui import history, stats
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.history import HistoryScreen
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.review import ReviewScreen
from sheriff_tui.ui.screens.stats import StatsScreen
from sheriff_tui.ui.widgets.chart import ASCII_MARKERS, MARKERS, Chart

from ..history_helpers import seed_history, write_match
from ..ui_helpers import plain, until


def app_with_history(tmp_path: Path, **kw) -> SheriffApp:
    seed_history(tmp_path / "data")
    return SheriffApp(tmp_path / "config", tmp_path / "data", **kw)


async def to_history(pilot) -> HistoryScreen:
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    await pilot.press("h")
    await until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.matches is not None)
    return app.screen


async def to_stats(pilot, key: str = "t") -> StatsScreen:
    app = pilot.app
    await pilot.press(key)
    await until(pilot, lambda: isinstance(app.screen, StatsScreen) and app.screen.loaded)
    return app.screen


async def test_history_lists_every_match_and_the_broken_file(tmp_path: Path) -> None:
    app = app_with_history(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_history(pilot)
        table = screen.query_one("#history-table", DataTable)
        expected = history.list_matches(tmp_path / "data")
        assert table.row_count == len(expected) == 6
        first = [str(c) for c in table.get_row_at(0)]
        assert first[1] == "Toruf" and first[3] == "broken"
        note = plain(screen.query_one("#history-note"))
        assert note.startswith("20261204-100000-toruf.json can't be read: not valid JSON")
        assert [str(c) for c in table.get_row_at(4)][4] == "×2"  # the match where undo was used
        await pilot.press("enter")  # a broken file: said, not opened
        await pilot.pause()
        assert app.screen is screen and "can't be opened" in plain(screen.query_one("#history-note"))
        assert (tmp_path / "data" / "history" / "20261204-100000-toruf.json").is_file()


async def test_enter_opens_the_match_s_last_deal_in_the_review_and_its_points_lost_reach_the_statistics(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ReviewScreen, "SCALE", 0.1)  # a quick search: the figures are whatever it says
    app = app_with_history(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_history(pilot)
        for _ in range(3):
            await pilot.press("down")
        match = screen.highlighted()
        assert match.name == "20261203-100000-sheriff.json" and match.finished
        assert stats.points_lost_per_deal(match.path, match.seat) is None
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen) and app.screen.done, limit=20000)
        review = app.screen
        last = len(match.deals) - 1
        assert review.deal == last and f"deal {last + 1}" in plain(review.query_one("#review-title"))
        lost_last = review._review().lost
        # [ : the deal before, weighed afresh; ] back
        await pilot.press("left_square_bracket")
        await until(pilot, lambda: review.deal == last - 1 and review.done, limit=20000)
        lost_before = review._review().lost
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen)
    # both reviewed deals count in the match's points lost a deal
    assert stats.points_lost_per_deal(match.path, match.seat) == pytest.approx((round(lost_last, 3) + round(lost_before, 3)) / 2)


async def test_a_nottingham_match_opens_its_score_sheet(tmp_path: Path) -> None:
    """The review weighs trick games only: a Nottingham match opens as its score sheet."""
    path = write_match(tmp_path / "data", "20261130-100000", "nottingham", "nottingham", 6, deals=None)
    app = app_with_history(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_history(pilot)
        screen.open_record(path, None)
        await until(pilot, lambda: app.screen is not screen)
        assert not isinstance(app.screen, ReviewScreen) and "Sheet" in type(app.screen).__name__


async def test_statistics_draw_the_player_s_figures(tmp_path: Path) -> None:
    app = app_with_history(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_history(pilot)
        screen = await to_stats(pilot)
        expected = stats.all_stats(history.list_matches(tmp_path / "data"))
        assert [(s.game, s.preset) for s in screen.all] == [("sheriff", "sheriff"), ("sheepshead", "sheepshead")]
        s = expected[0]
        table = screen.query_one("#stats-figures", DataTable)
        assert [(str(table.get_row_at(i)[0]), str(table.get_row_at(i)[1])) for i in range(table.row_count)] == s.figures()
        kind, bars = screen.query_one("#stats-rates", Chart).shown
        assert kind == "bars" and bars == tuple((short, 100 * rate.share) for _, short, rate in s.rates() if rate.of)
        kind, series = screen.query_one("#stats-points", Chart).shown
        assert kind == "lines"
        assert series[0].ys == tuple(m.per_deal for m in s.matches) and series[0].xs == (3.0, 6.0, 9.0)
        assert series[1].ys == tuple(s.rolling()) and len(series[1].xs) == s.deals == 9
        await pilot.press("right")  # the next game and preset
        await until(pilot, lambda: screen.current is not None and screen.current.game == "sheepshead")
        kind, bars = screen.query_one("#stats-rates", Chart).shown
        assert [label for label, _ in bars][:2] == ["matches", "pick"]
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))


async def test_statistics_from_the_menu_and_with_no_history(tmp_path: Path) -> None:
    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        menu = app.screen.query_one("#menu")
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        assert ids == ["new", "rules", "presets", "settings", "history", "stats", "quit"]
        assert menu.highlighted == 0  # New game, with no match to continue (seven options now)
        screen = await to_stats(pilot)
        assert screen.all == [] and "No finished matches yet" in plain(screen.query_one("#stats-note"))
        assert not screen.query_one("#stats-points").display
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.matches is not None)
        assert "No matches yet" in plain(app.screen.query_one("#history-note"))


async def test_charts_in_mono_are_grey_and_in_ascii_have_ascii_markers(tmp_path: Path) -> None:
    app = app_with_history(tmp_path, theme="sheriff-mono", ascii=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        screen = await to_stats(pilot)
        chart = screen.query_one("#stats-points", Chart)
        assert all(r == g == b for r, g, b in chart.colours())
        assert chart.markers == ASCII_MARKERS
        drawn = chart.plt.uncolorize(chart.plt.build())
        assert "*" in drawn and "+" in drawn and not set(MARKERS[:1]) & set(drawn)
        bars = screen.query_one("#stats-rates", Chart)
        assert "#" in bars.plt.uncolorize(bars.plt.build()) and "█" not in bars.plt.uncolorize(bars.plt.build())


async def test_a_new_theme_draws_the_data_in_its_colours(tmp_path: Path) -> None:
    app = app_with_history(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        screen = await to_stats(pilot)
        chart = screen.query_one("#stats-points", Chart)
        before = chart.colours()
        app.theme = "sheriff-mono"
        await pilot.pause()
        after = chart.colours()
        assert after != before and all(r == g == b for r, g, b in after)
        assert f"38;2;{after[0][0]};{after[0][1]};{after[0][2]}m" in chart.plt.build()


async def test_nottingham_draws_places_and_score_and_gold(tmp_path: Path) -> None:
    from ..history_helpers import write_match

    for i in range(3):
        write_match(tmp_path / "data", f"2026120{i + 1}-100000", "nottingham", "nottingham", i, deals=None)
    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        screen = await to_stats(pilot)
        (s,) = screen.all
        kind, bars = screen.query_one("#stats-rates", Chart).shown
        assert [label for label, _ in bars] == [label for label, _ in s.places()]
        assert sum(value for _, value in bars) == pytest.approx(100)
        kind, series = screen.query_one("#stats-points", Chart).shown
        assert [x.label for x in series] == ["score", "gold"]
        assert series[0].ys == tuple(float(m.total) for m in s.matches) and series[1].ys == tuple(float(m.gold) for m in s.matches)


def test_whole_ticks_count_from_first_to_last() -> None:
    from sheriff_tui.ui.widgets.chart import whole_ticks

    assert whole_ticks(1, 9) == [1, 3, 5, 7, 9]
    assert whole_ticks(1, 100) == [1, 21, 41, 61, 81, 100]
    assert whole_ticks(1, 7) == [1, 3, 5, 7] and whole_ticks(4, 4) == [4]
