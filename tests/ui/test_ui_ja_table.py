"""The Sheriff table in Japanese, from the first deal to its result: every word a player reads
there is Japanese (the header, the seats, the auction, the prompts, the log, the deal's result,
the score sheet, the last trick), nothing raises, and no line is wider than its widget: text
laid out by hand is measured in cells, where 日本語 takes two a character."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from textual.widgets import Static

from sheriff_tui import i18n
from sheriff_tui.ui.games.sheriff import ADAPTER, score_notes
from sheriff_tui.ui.screens.results import DealResultScreen, LastTrickScreen, MatchResultScreen, ScoreSheetScreen
from sheriff_tui.ui.screens.table import TableScreen
from sheriff_tui.ui.widgets.hand import Hand
from sheriff_tui.ui.widgets.seat import SeatPanel
from sheriff_tui.ui.widgets.trick import TrickView

from ..ui_helpers import human_waits, log_text, make_app, plain, until
from .test_ui_sheriff import NAMES, result

SIZES = [(80, 24), (160, 50)]


def screen_lines(app: Any) -> list[str]:
    """The whole screen as a terminal shows it, a line a row."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def assert_fits(app: Any) -> None:
    """Every row of the screen within its width, and the text the table lays out itself (the
    header, the trick box, the hand, the seats' borders) within its widget, counted in cells."""
    width = app.size.width
    for line in screen_lines(app):
        assert cell_len(line) <= width, line
    screen = app.screen
    if not isinstance(screen, TableScreen):
        return
    title = screen.query_one("#title", Static)
    assert cell_len(plain(title)) <= title.content_size.width, plain(title)
    for widget in (screen.query_one(TrickView), screen.query_one(Hand)):
        room = widget.content_size.width
        for line in plain(widget).split("\n"):
            assert cell_len(line) <= room, (type(widget).__name__, line, room)
    for panel in screen.query(SeatPanel):
        for edge in (panel.border_title, panel.border_subtitle):
            if edge:
                assert cell_len(str(edge)) + 4 <= panel.region.width, (str(edge), panel.region)


def has_japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


@pytest.mark.parametrize("size", SIZES)
async def test_a_sheriff_deal_in_japanese_by_keys(tmp_path, size) -> None:
    app = make_app(tmp_path, seed=11, lang="ja")
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and human_waits(app))
        screen = app.screen
        assert isinstance(screen, TableScreen)
        header = plain(screen.query_one("#title", Static))
        assert "ディール" in header and "ディーラー" in header, header
        assert "プリセット" in log_text(screen) and "が配る" in log_text(screen)
        assert_fits(app)
        asked: set[str] = set()
        while True:
            await until(pilot, lambda: human_waits(app) or isinstance(app.screen, DealResultScreen))
            if isinstance(app.screen, DealResultScreen):
                break
            spec = screen.prompt_spec
            assert spec is not None
            asked.add(spec.question)
            assert has_japanese(spec.question), spec.question
            if spec.kind == "cards":
                title = str(screen.query_one(Hand).border_title)
                assert title.startswith("あなた"), title
            assert_fits(app)
            await pilot.press("p" if spec.kind == "bid" else "1")
        assert any("宣言" in q for q in asked) and any(q.startswith("あなた") for q in asked), asked
        log = log_text(screen)
        assert "を出す" in log and "トリックを取る" in log and "シェリフ" in log, log
        dialog = app.screen
        assert isinstance(dialog, DealResultScreen)
        assert dialog.title.startswith("第1/9ディール") and dialog.title.endswith("終了"), dialog.title
        assert "トリック:" in dialog.headline and has_japanese(dialog.headline), dialog.headline
        notes = "\n".join(dialog.notes)
        assert ("成功" in notes or "失敗" in notes) and "最後のトリック" in notes, notes
        await pilot.pause()
        assert_fits(app)
        await pilot.press("s")  # the score sheet over the result
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.pause()
        assert_fits(app)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))
        await pilot.press("escape")  # the board: the deal stays over
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and bool(screen.query("#after-words")))
        words = str(screen.query_one("#after-words").render())
        assert words.startswith("ディール終了"), words
        assert "ディール終了" in plain(screen.query_one("#status"))
        assert_fits(app)
        await pilot.press("l")  # the last trick
        await until(pilot, lambda: isinstance(app.screen, LastTrickScreen))
        await pilot.pause()
        assert "最後のトリック" in str(app.screen.query_one(TrickView).border_title)
        assert_fits(app)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("n")  # the next deal
        await until(pilot, lambda: human_waits(app) and screen.game.deal_no == 1)
        assert "第2/9ディール" in plain(screen.query_one("#title", Static))
        assert_fits(app)


@pytest.mark.parametrize("size", SIZES)
async def test_the_match_result_in_japanese_fits(tmp_path, size) -> None:
    app = make_app(tmp_path, seed=11, lang="ja")
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        app.push_screen(MatchResultScreen(["You", "ベル", "ワイアット"], [31, 12, -7]))
        await until(pilot, lambda: isinstance(app.screen, MatchResultScreen))
        await pilot.pause()
        shown = "\n".join(screen_lines(app))
        assert "マッチ終了" in shown and "あなたの勝ち (31点)" in shown and "新しいマッチ" in shown, shown
        assert_fits(app)


def test_the_score_in_words_is_japanese_and_english_unchanged() -> None:
    from sheriff_tui.engine.sheriff import Rules

    r = result(Rules(), (1,), 6, (6, 6, 5))
    english = score_notes(r, NAMES, Rules())
    assert english[1] == "Made: Belle wins 2 × 6 + 5 for exactly 6 = 17; the Outlaws score nothing."
    i18n.use("ja")
    japanese = score_notes(r, NAMES, Rules())
    assert japanese[0] == "Belle は 6トリック (契約 6)。アウトローは合わせて 11。"
    assert japanese[1] == "成功: Belle の勝ち 2 × 6 + 5 (ちょうど6のボーナス) = 17。アウトローは0点。"
    assert ADAPTER.result_headline(r, type("V", (), {"players": NAMES})()) == "Belle: クラブ・宣言 6、6トリック: ちょうど成功"


async def test_a_hint_says_its_move_and_reason_in_japanese(tmp_path) -> None:
    app = make_app(tmp_path, seed=11, lang="ja")
    async with app.run_test(size=(160, 50)) as pilot:
        said: list[str] = []
        while len(said) < 2:
            await until(pilot, lambda: human_waits(app))
            screen = app.screen
            assert isinstance(screen, TableScreen)
            await pilot.press("h")
            await pilot.pause()
            said.append(str(screen.query_one("#status").render()))
            assert said[-1].startswith("ヒント: ") and said[-1].endswith("Enter で実行"), said[-1]
            await pilot.press("enter")  # the hint carried out
        assert any("を出す" in s or "パス" in s or "宣言" in s for s in said), said
        assert all(not any(w in s for w in ("Play the", "about", " to hold")) for s in said), said


@pytest.mark.parametrize("preset, seats", [("sheriff-double-6", 6), ("sheriff-choice", 3), ("sheriff-blind", 3)])
async def test_the_other_sheriff_forms_fit_80_by_24_in_japanese(tmp_path, preset, seats) -> None:
    """Six seats' Japanese roles (アウトロー, 第2シェリフ) in their borders, Sheriff's Choice's and the
    blind auction's prompts: each turn of a deal within the screen."""
    app = make_app(tmp_path, seed=5, preset=preset, seats=seats, lang="ja")
    async with app.run_test(size=(80, 24)) as pilot:
        while True:
            await until(pilot, lambda: human_waits(app) or isinstance(app.screen, DealResultScreen))
            if isinstance(app.screen, DealResultScreen):
                break
            spec = app.screen.prompt_spec
            assert spec is not None and has_japanese(spec.question), spec
            assert_fits(app)
            await pilot.press("p" if spec.kind == "bid" else ("1" if spec.kind == "cards" else "enter"))
        await pilot.pause()
        assert has_japanese(app.screen.headline)
        assert_fits(app)


async def test_the_score_sheets_totals_row_says_its_deals_whole_in_japanese(tmp_path) -> None:
    """The sheet before any deal ends, at 80×24 in Japanese: 「0ディール後」 whole on the totals' row (it read 「0デ」)."""
    from rich.cells import cell_len
    from textual.widgets import DataTable

    from sheriff_tui.ui.screens.results import ScoreSheetScreen

    from ..ui_helpers import human_waits, make_app, until

    app = make_app(tmp_path, seed=7, lang="ja")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen) and bool(app.screen.query("#sheet-total")))
        await pilot.pause()
        total = app.screen.query_one("#sheet-total", DataTable)
        last = list(total.columns.values())[-1]
        assert str(total.get_row_at(0)[-1]) == "0ディール後" and last.width >= cell_len("0ディール後")



async def test_the_reviews_hands_keep_their_columns_with_a_japanese_name(tmp_path) -> None:
    """あなた is three characters and six cells: the hands after the names start in one column."""
    from rich.cells import cell_len

    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.widgets.review_hands import ReviewHands

    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        hands = ReviewHands()
        await app.screen.mount(hands)
        hands.show(["あなた", "Belle", "Wyatt"], [1 << 12, 1 << 11, 1 << 10])
        await pilot.pause()
        rows = hands.render().plain.splitlines()
    assert len({cell_len(row.split("♣")[0]) for row in rows}) == 1, rows
