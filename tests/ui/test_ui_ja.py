"""The screens around the table in Japanese: the menu, New game, Settings (its Language row
switches the app's language and saves it), the rules help and the presets editor.

Each app gets temporary folders; the tests wait on the app's state, never on the clock."""

from __future__ import annotations

import tomllib

from textual.widgets import Label, OptionList, Select

from sheriff_tui import i18n
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import NewGameScreen
from sheriff_tui.ui.widgets.cycle import Cycle

from ..ui_helpers import until

SMALL = (80, 24)


def ja_app(tmp_path, **kw) -> SheriffApp:
    kw.setdefault("pace", "instant")
    return SheriffApp(tmp_path / "config", tmp_path / "data", lang="ja", **kw)


def menu_words(app: SheriffApp) -> list[str]:
    menu = app.screen.query_one("#menu", OptionList)
    return [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]


def screen_text(screen) -> str:
    """What the screen's labels, static texts and buttons say."""
    return "\n".join(str(w.render()) for w in screen.query("Static, Label, Button"))


async def to_menu(pilot) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, MenuScreen) and bool(pilot.app.screen.query("#menu")))


async def test_the_menu_speaks_japanese(tmp_path):
    app = ja_app(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await to_menu(pilot)
        assert menu_words(app) == ["新しいゲーム", "ルール", "プリセット", "設定", "履歴", "統計", "終了"]
        assert "ターミナルのカードテーブル" in screen_text(app.screen)
        footer = " ".join(str(k.render()) for k in app.screen.query("FooterKey"))
        assert "新しいゲーム" in footer and "終了" in footer


async def test_new_game_speaks_japanese_and_fits_80_by_24(tmp_path):
    app = ja_app(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await to_menu(pilot)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.ready)
        screen = app.screen
        text = screen_text(screen)
        for word in ("新しいゲーム", "ゲーム", "ハウスルール", "あなたの名前", "席 2", "ペース", "シード", "開始", "戻る", "レベル："):
            assert word in text, word
        game = screen.query_one("#game", Cycle)
        assert game.value == "sheriff" and "シェリフ" in str(game.render())
        level = screen.query_one("#level-1", Cycle)
        assert level.value == "normal" and "ふつう" in str(level.render())  # the value stays the key
        # nothing of the form is cut: each field's name, choice and button within the screen and its column
        width = app.size.width
        for widget in screen.query("#fields Label.field, #fields Cycle, #new-buttons Button"):
            region = widget.region
            assert region.width > 0 and region.right <= width, widget
        for label in screen.query("#fields Label.field").results(Label):
            words = str(label.render()).strip()
            assert label.content_size.width >= _cells(words), words
        for cycle in screen.query("#fields Cycle").results(Cycle):
            assert cycle.content_size.width >= _cells(str(cycle.render()).strip()), cycle.id
        assert not [w for w in screen.query("#new-buttons Button") if w.region.bottom > app.size.height - 1]  # above the footer


async def test_a_player_who_chose_no_name_is_anata_in_japanese_and_you_in_english(tmp_path):
    """The unchosen default name is said in the language in use: あなた at a Japanese table,
    spoken to in the second person, and still "You" in the settings (English the next time)."""
    from textual.widgets import Input

    from sheriff_tui.ui.screens.table import TableScreen

    config = tmp_path / "config" / "config.toml"
    app = ja_app(tmp_path, seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_menu(pilot)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.ready)
        assert app.screen.query_one("#name-0", Input).value == "あなた"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.prompt_spec is not None)
        table = app.screen
        assert table.game.players[0] == "あなた"
        from sheriff_tui.ui.text import by_person

        assert by_person("あなた", "You pass", "{name} passes") == "You pass"  # spoken to, not of
        assert "player_name" not in tomllib.loads(config.read_text(encoding="utf-8"))  # the default, kept as it is
    i18n.use("en")
    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await to_menu(pilot)
        await until(pilot, lambda: bool(app.screen.query("#menu")))
        app.open_settings()
        await until(pilot, lambda: bool(app.screen.query("#player-name")))
        assert app.screen.query_one("#player-name", Input).value == "You"


def _cells(text: str) -> int:
    from rich.cells import cell_len

    return cell_len(text)


async def test_settings_in_japanese_fit_their_names_at_80_by_24(tmp_path):
    from sheriff_tui.ui.screens.settings import SettingsScreen

    app = ja_app(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await to_menu(pilot)
        app.open_settings()
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen) and bool(app.screen.query("#language")))
        labels = list(app.screen.query("#settings-form Label.field").results(Label))
        words = [str(label.render()).strip() for label in labels]
        assert words[:4] == ["テーマ", "ボットのペース", "ヒントの出し手", "言語"] and "ノッティンガムのルール" in words
        for label, said in zip(labels, words):
            assert _cells(said) <= label.content_size.width, said  # one line each: no name wrapped
        pace = app.screen.query_one("#pace", Select)
        assert pace.value == "instant" and "即時" in [label for label, _value in pace._options]  # the value stays the key


async def test_settings_language_switches_the_app_and_is_saved(tmp_path):
    from sheriff_tui.ui.screens.settings import SettingsScreen

    config = tmp_path / "config" / "config.toml"
    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await to_menu(pilot)
        assert menu_words(app)[0] == "New game"
        app.open_settings()
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen) and bool(app.screen.query("#language")))
        language = app.screen.query_one("#language", Select)
        assert language.value == "auto"
        assert [label for label, _value in language._options] == ["Auto (from the system)", "English", "日本語"]
        language.value = "ja"
        await until(pilot, lambda: i18n.lang() == "ja" and "言語" in screen_text(app.screen))
        assert tomllib.loads(config.read_text(encoding="utf-8"))["language"] == "ja"
        language = app.screen.query_one("#language", Select)  # the screen composed again, in Japanese
        assert [label for label, _value in language._options] == ["自動（システムの言語）", "English", "日本語"]
        assert "設定" in screen_text(app.screen)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen) and menu_words(app)[0] == "新しいゲーム")
        app.open_settings()
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen) and bool(app.screen.query("#language")))
        app.screen.query_one("#language", Select).value = "en"
        await until(pilot, lambda: i18n.lang() == "en" and "Language" in screen_text(app.screen))
        assert tomllib.loads(config.read_text(encoding="utf-8"))["language"] == "en"
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen) and menu_words(app)[0] == "New game")


async def test_the_rules_help_opens_in_japanese(tmp_path):
    from sheriff_tui import helptext

    app = ja_app(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await to_menu(pilot)
        await pilot.press("f1")
        await until(pilot, lambda: type(app.screen).__name__ == "RulesScreen")
        screen = app.screen
        assert helptext.help_path(screen.game) == helptext.help_path(screen.game, "ja") and "/ja/" in helptext.help_path(screen.game).as_posix()
        assert screen.markdown.startswith("# シェリフ")  # rules/help/ja/sheriff.md
        tabs = [str(t.label) for t in screen.query("Tab")]
        assert tabs[:2] == ["シェリフ", "シープスヘッド"] and "ノッティンガムのシェリフ" in tabs
        footer = " ".join(str(k.render()) for k in screen.query("FooterKey"))
        assert "戻る" in footer and "次のゲーム" in footer and "目次" in footer
        await pilot.press("g")  # the next game's rules, in Japanese too
        await until(pilot, lambda: screen.markdown.startswith("# シープスヘッド"))
        from textual.widgets import MarkdownViewer
        from textual.widgets._markdown import MarkdownTableOfContents

        viewer = screen.query_one(MarkdownViewer)
        viewer.show_table_of_contents = True  # t: the contents beside the rules, never squeezing them to a column
        await until(pilot, lambda: screen.query_one(MarkdownTableOfContents).region.width > 0)
        await pilot.pause()
        assert screen.query_one(MarkdownTableOfContents).region.width <= 40 and viewer.document.region.width >= 38
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))


async def test_the_presets_editor_opens_in_japanese(tmp_path):
    from sheriff_tui import presets
    from sheriff_tui.ui.screens.presets import PresetEditScreen, PresetsScreen

    presets.new_user_preset("my-sheriff", "sheriff", tmp_path / "config")
    app = ja_app(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await to_menu(pilot)
        app.open_presets()
        await until(pilot, lambda: isinstance(app.screen, PresetsScreen) and any(m.option_count for m in app.screen.query("#preset-list").results(OptionList)))
        screen = app.screen
        listed = screen.query_one("#preset-list", OptionList)
        ids = [listed.get_option_at_index(i).id for i in range(listed.option_count)]
        assert "my-sheriff（あなたの）" in [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        assert "プリセット：ハウスルール" in screen_text(screen)
        listed.highlighted = ids.index("my-sheriff")
        await pilot.pause()
        assert "あなたのもの" in str(screen.query_one("#preset-info").render())
        await pilot.press("e")
        await until(pilot, lambda: isinstance(app.screen, PresetEditScreen))
        editor = app.screen
        text = screen_text(editor)
        assert "my-sheriff を編集（sheriff）" in text and "保存" in text and "キャンセル" in text and "使える値" in text
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, PresetsScreen))


async def test_history_and_statistics_say_there_is_nothing_yet_in_japanese(tmp_path):
    from sheriff_tui.ui.screens.history import HistoryScreen
    from sheriff_tui.ui.screens.stats import StatsScreen

    app = ja_app(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await to_menu(pilot)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.matches is not None)
        assert "マッチはまだありません" in screen_text(app.screen)
        assert "履歴：あなたのマッチ（新しい順）" in screen_text(app.screen)
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen) and app.screen.loaded)
        assert "終えたマッチはまだありません" in screen_text(app.screen)


def test_a_saved_match_in_a_few_japanese_words():
    from types import SimpleNamespace

    from sheriff_tui.ui.match_words import game_title, match_words

    i18n.use("ja")
    sheepshead = SimpleNamespace(game="sheepshead", form="", deals=10, deal=3, target=0, players=4)
    assert match_words(sheepshead) == "シープスヘッド、第3ディール（全10ディール）"
    assert match_words(SimpleNamespace(game="nottingham", form="", deals=0, deal=1, target=0, players=4)) == "ノッティンガムのシェリフ（4人）"
    assert game_title("nottingham") == "ノッティンガムのシェリフ"
    i18n.use("en")
    assert match_words(sheepshead) == "Sheepshead, deal 3 of 10"
    assert game_title("nottingham") == "Sheriff of Nottingham" and game_title("toruf") == "Toruf"


async def test_history_rows_in_japanese_keep_their_columns_within_80(tmp_path):
    from textual.widgets import DataTable

    from sheriff_tui.ui.screens.history import HistoryScreen

    from ..history_helpers import seed_history

    seed_history(tmp_path / "data")
    app = ja_app(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await to_menu(pilot)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.matches is not None)
        table = app.screen.query_one("#history-table", DataTable)
        columns = list(table.columns.values())
        assert [str(c.label) for c in columns] == ["日付", "ゲーム", "プリセット", "状態", "取り消し", "あなたの結果"]
        assert all(c.width >= _cells(str(c.label)) for c in columns)
        assert sum(c.get_render_width(table) for c in columns) <= app.size.width - 2  # as wide as in English
        statuses = {str(table.get_row_at(r)[3]) for r in range(table.row_count)}
        assert statuses and statuses <= {"終了", "放棄", "途中", "読めない"}
        note = str(app.screen.query_one("#history-note").render())
        assert "プリセット" in note or "読めません" in note


async def test_the_palette_speaks_japanese_and_finds_the_language_by_any_name(tmp_path):
    """The palette's search field in Japanese; 言語 (or "language") finds Settings, whose
    Language list closes with a key the footer names in Japanese."""
    from textual.command import CommandInput, CommandPalette

    from sheriff_tui.ui.screens.settings import SettingsScreen

    from .test_ui_screens import first_command

    app = ja_app(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await to_menu(pilot)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette) and bool(app.screen.query(CommandInput)))
        palette = app.screen
        assert palette.query_one(CommandInput).placeholder == "コマンドを検索…"
        await pilot.press(*"言語")
        await until(pilot, lambda: "言語" in first_command(palette))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen) and bool(app.screen.query("#language")))
        app.screen.query_one("#language", Select).action_show_overlay()
        await until(pilot, lambda: app.screen.query_one("#language", Select).expanded)
        await pilot.pause()
        from .test_ui_ja_table import screen_lines

        assert "一覧を閉じる" in screen_lines(app)[-1] and "Dismiss" not in "\n".join(screen_lines(app))


def test_a_game_name_too_long_for_historys_column_ends_in_an_ellipsis() -> None:
    from rich.cells import cell_len

    from sheriff_tui.ui.widgets.trick import fit_name as _fitted  # the one way a name is cut, History's game column too

    assert _fitted("ノッティンガム", 10) == "ノッティ…" and cell_len(_fitted("シープスヘッド", 10)) <= 10
    assert _fitted("Nottingham", 10) == "Nottingham"
