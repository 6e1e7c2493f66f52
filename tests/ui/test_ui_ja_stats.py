"""History, Statistics, the yes-or-no question and the too-small notice in Japanese: the
figures and results in Japanese words, nothing cut at 80×24, and the charts' frames whole
(plotext lays text out one cell a character; the chart puts a Japanese character back in
its two cells, so every line of a chart is as wide as the chart)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Button, DataTable

from sheriff_tui import history, i18n, stats
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.confirm import ConfirmScreen
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.stats import StatsScreen
from sheriff_tui.ui.screens.too_small import TooSmallScreen
from sheriff_tui.ui.widgets.chart import PAD, Chart, narrowed, widened

from ..history_helpers import seed_history, write_match
from ..ui_helpers import plain, until
from .test_ui_history import to_history

GAMES = ["sheriff", "sheepshead", "toruf", "nottingham"]


def ja_app(tmp_path: Path) -> SheriffApp:
    """The seeded history (Sheriff, Sheepshead, an abandoned match, a broken file) with finished
    Toruf and Nottingham matches too: every game's figures and charts."""
    data = tmp_path / "data"
    seed_history(data)
    write_match(data, "20261130-100000", "toruf", "toruf", 7, deals=2)
    for i in range(2):
        write_match(data, f"2026112{i + 1}-100000", "nottingham", "nottingham", i, deals=None)
    return SheriffApp(tmp_path / "config", data, lang="ja")


def frame_is_whole(chart: Chart) -> None:
    """Every line of the chart as drawn is the chart's width in cells, and the frame's corners
    and right edge sit in one column."""
    width, height = chart.size.width, chart.size.height
    lines = chart.render().plain.split("\n")
    assert len([line for line in lines if line]) == height
    assert all(cell_len(line) == width for line in lines if line), [line for line in lines if line and cell_len(line) != width]
    assert PAD not in "".join(lines)
    top = next(line for line in lines if "┌" in line)
    bottom = next(line for line in lines if "└" in line)
    right = cell_len(top[: top.index("┐")])
    assert cell_len(bottom[: bottom.index("┘")]) == right
    inside = lines[lines.index(top) + 1 : lines.index(bottom)]
    assert inside and all(cell_len(line[: line.rindex("│")]) == right for line in inside)


def test_widened_text_comes_back_in_its_cells() -> None:
    assert widened("points") == "points" and narrowed("points") == "points"  # English as it was
    assert widened("得点a") == f"得{PAD}点{PAD}a" and narrowed(widened("得点a")) == "得点a"
    coloured = f"\x1b[38;2;1;2;3m得\x1b[0m\x1b[38;2;1;2;3m{PAD}\x1b[0mx"
    assert narrowed(coloured) == "\x1b[38;2;1;2;3m得\x1b[0m\x1b[38;2;1;2;3m\x1b[0mx"
    assert narrowed(f"ab得\n{PAD}c") == "ab \n c"  # cut apart at the edge: a blank cell each, as plotext counted


async def test_history_in_japanese_at_80_by_24_nothing_cut(tmp_path: Path) -> None:
    app = ja_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_history(pilot)
        table = screen.query_one("#history-table", DataTable)
        rows = [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]
        statuses = [row[3] for row in rows]
        assert "終了" in statuses and "放棄" in statuses and "読めない" in statuses
        results = {m.game: row[5] for m, row in zip(screen.matches, rows) if m.finished}
        assert results["sheriff"].endswith("/3") and "位" in results["sheriff"]
        assert results["toruf"].endswith("/2組") and results["nottingham"].split()[0].endswith("点")
        width = next(c for c in table.columns.values() if c.key == "your result").width
        for m, row in zip(screen.matches, rows):
            if m.status != history.BROKEN:  # a broken file's reason is told in full under the table
                assert cell_len(row[5]) <= width, row[5]


@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_statistics_in_japanese_every_game_figures_whole_and_frames_whole(tmp_path: Path, size: tuple[int, int]) -> None:
    app = ja_app(tmp_path)
    async with app.run_test(size=size) as pilot:
        await to_history(pilot)
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen) and app.screen.current is not None)
        screen = app.screen
        assert [s.game for s in screen.all] == GAMES
        for k, game in enumerate(GAMES):
            if k:
                await pilot.press("right")
                await until(pilot, lambda: screen.current.game == game)
            await pilot.pause()
            table = screen.query_one("#stats-figures", DataTable)
            figures = dict((str(table.get_row_at(i)[0]), str(table.get_row_at(i)[1])) for i in range(table.row_count))
            assert figures["マッチ"] == str(len(screen.current.matches)) and "プレイしたディール" in figures
            assert "勝ったマッチ" in figures and "マッチ中" in figures["勝ったマッチ"]
            assert figures["1ディールあたりの損失"] == "レビューなし"
            if game != "nottingham":
                assert "ディール平均" in figures["得点"]
            assert table.virtual_size.width <= table.scrollable_content_region.width  # no figure cut
            rates, points = screen.query_one("#stats-rates", Chart), screen.query_one("#stats-points", Chart)
            for chart in (rates, points):
                frame_is_whole(chart)
                assert chart.chart_title in chart.render().plain  # the title whole
            labels = [label for label, _value in rates.shown[1]]
            assert all(label in rates.render().plain for label in labels)  # each bar named in full
            assert all(s.label in points.render().plain for s in points.shown[1])  # the legend whole
        assert rates.chart_title == "順位（マッチの%）" and labels[0] == "1位"
        assert [s.label for s in points.shown[1]] == ["得点", "金"]


def test_the_figures_in_japanese_and_the_same_in_english() -> None:
    """One Stats, its figures in each language: the same values, the words of the language in use."""
    s = stats.Stats("sheepshead", "sheepshead", (), (2, -1, 3), stats.Rate(1, 2), stats.Rate(1, 3), stats.Rate(1, 1), stats.Rate(0, 0), stats.Rate(1, 2))
    english = s.figures()
    assert ("pick rate", "1 of 3 deals (33%)") in english and ("won as defender", "1 of 2 (50%)") in english
    i18n.use("ja")
    japanese = s.figures()
    assert ("ピック率", "3ディール中1（33%）") in japanese and ("守備側で勝ち", "2回中1（50%）") in japanese
    assert ("ピッカーで契約成功", "1回中1（100%）") in japanese and len(japanese) == len(english)
    assert [short for _label, short, _rate in s.rates()] == ["マッチ", "ピック", "ピッカー", "パートナー", "守備側"]
    assert history.ordinal(2) == "2位" and history.ordinal(11) == "11位"


async def test_the_question_and_the_too_small_notice_in_japanese(tmp_path: Path) -> None:
    app = SheriffApp(tmp_path / "config", tmp_path / "data", lang="ja")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        answers: list[bool] = []
        app.push_screen(ConfirmScreen("消しますか？"), answers.append)
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        buttons = [str(b.label) for b in app.screen.query(Button)]
        assert buttons == ["はい (y)", "いいえ (n)"]
        keys = {b.description for _node, b, _on, _tip in app.screen.active_bindings.values() if b.show}
        assert {"はい", "いいえ"} <= keys
        await pilot.press("n")
        await until(pilot, lambda: answers == [False])
        await pilot.resize_terminal(70, 20)
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen))
        assert "80×24以上" in plain(app.screen.query_one("#too-small"))
