"""The language changed in Settings opened from the palette, over a screen other than the menu:
that screen speaks the new language when it shows again (a table is opened again on the same
match, its log said again), never half in one language and half in the other."""

from __future__ import annotations

from textual.widgets import Select

from sheriff_tui import i18n
from sheriff_tui.ui.screens.history import HistoryScreen
from sheriff_tui.ui.screens.settings import SettingsScreen
from sheriff_tui.ui.screens.table import TableScreen

from ..ui_helpers import human_waits, log_text, make_app, plain, table_of, until


async def change_language(pilot, to: str) -> None:
    """Settings over the screen on top (as the palette opens it), the language changed, and back."""
    app = pilot.app
    below = app.screen
    app.open_settings()
    await until(pilot, lambda: isinstance(app.screen, SettingsScreen) and bool(app.screen.query("#language")))
    app.screen.query_one("#language", Select).value = to
    await until(pilot, lambda: i18n.lang() == to)
    await pilot.press("escape")
    await until(pilot, lambda: app.screen is not below and not isinstance(app.screen, SettingsScreen) or app.screen is below)


async def test_a_table_behind_settings_speaks_the_new_language_on_the_same_match(tmp_path):
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: human_waits(app))
        before = table_of(app)
        hand = before.game.view(before.me).hand
        lines = log_text(before).count("\n")
        assert "Deal 1 of 9" in plain(before.query_one("#title"))
        await change_language(pilot, "ja")
        await until(pilot, lambda: human_waits(app) and table_of(app) is not before)
        table = table_of(app)
        assert table.table is before.table and table.game.view(table.me).hand == hand  # the same match, the same turn
        assert before.closed  # the old table's late bot answers are dropped
        said = log_text(table)
        assert "プリセット" in said and "Deal 1" not in said
        assert said.count("\n") == lines  # every line said again, none lost or doubled
        assert "第1/9ディール" in plain(table.query_one("#title"))
        assert [s for s in app.screen_stack if isinstance(s, TableScreen)] == [table]
        assert table.game.players[0] == "あなた"  # the player who chose no name, in the table's language
        # and back: the same again in English
        await change_language(pilot, "en")
        await until(pilot, lambda: human_waits(app) and table_of(app) is not table)
        assert "Deal 1 of 9" in log_text(table_of(app)) and table_of(app).game.players[0] == "You"


async def test_a_screen_behind_settings_is_composed_again_in_the_new_language(tmp_path):
    from sheriff_tui.ui.app import SheriffApp

    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#menu")))
        app.open_history()
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.matches is not None)
        history = app.screen
        assert "History" in plain(history.query_one("#history-title"))
        await change_language(pilot, "ja")
        await until(pilot, lambda: app.screen is history and "履歴" in plain(history.query_one("#history-title")))
        await until(pilot, lambda: history.matches is not None)  # read again, the table filled
        await pilot.press("escape")
        await until(pilot, lambda: bool(app.screen.query("#menu")) and "新しいゲーム" in str(app.screen.query_one("#menu").get_option_at_index(0).prompt))


async def test_a_deal_result_behind_settings_speaks_again_and_the_table_under_it_follows(tmp_path):
    from sheriff_tui.ui.screens.results import DealResultScreen

    from ..ui_helpers import to_deal_result

    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_deal_result(pilot, by_keys=False)
        result = app.screen
        table = table_of(app)
        assert "Next deal" in [str(b.label) for b in result.query("Button")]
        await change_language(pilot, "ja")
        await until(pilot, lambda: app.screen is result and "次のディール" in [str(b.label) for b in result.query("Button")])
        assert table_of(app) is table  # not opened again under the dialog: the result stays where it was
        await pilot.press("enter")  # the next deal, at a table speaking Japanese
        await until(pilot, lambda: human_waits(app) and table_of(app) is not table)
        assert "第2/9ディール" in plain(table_of(app).query_one("#title"))
        assert table.closed and not isinstance(app.screen, DealResultScreen)


async def test_a_review_behind_settings_is_weighed_again_in_the_new_language(tmp_path, monkeypatch):
    """The review's reasons and headline are words: weighed afresh, each decision once."""
    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.review import ReviewScreen

    from ..review_helpers import BAD_ENDING, ending_record

    monkeypatch.setattr(ReviewScreen, "SCALE", 0.25)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#menu")))
        await app.push_screen(ReviewScreen(ending_record(last=BAD_ENDING), 0))
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen) and app.screen.done, limit=20000)
        review = app.screen
        weighed = [d.index for d in review.decisions]
        await change_language(pilot, "ja")
        await until(pilot, lambda: app.screen is review and review.done and bool(review.decisions), limit=20000)
        assert [d.index for d in review.decisions] == weighed  # each once, none left from the first weighing
        assert plain(review.query_one("#review-side Label")) == "損の大きい判断"  # "Costliest decisions"
