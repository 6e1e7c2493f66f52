"""The app against what a hostile user puts in its files and fields (issue 20): a name with
markup, a save nested a hundred thousand deep, a theme that can't be read, a crash."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Static

from sheriff_tui import saves
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import NewGameScreen

from ..ui_helpers import until

SIZE = (100, 30)
NAME = "[/][b]Al"  # "[/]" raised MarkupError in the table's title; "[b]" made the rest bold


def new_app(tmp_path: Path, **kw) -> SheriffApp:
    kw.setdefault("pace", "instant")
    return SheriffApp(tmp_path / "config", tmp_path / "data", **kw)


def write_config(tmp_path: Path, text: str) -> None:
    (tmp_path / "config").mkdir(parents=True, exist_ok=True)
    (tmp_path / "config" / "config.toml").write_text(text)


def on_table(app: SheriffApp) -> bool:
    return bool(getattr(app.screen, "is_table", False)) and app.screen.is_mounted


def shown(app: SheriffApp) -> str:
    """Every line of text the screen shows, as drawn (markup would have been taken out)."""
    return "\n".join(str(w.render()) for w in app.screen.query(Static))


@pytest.mark.parametrize("game", ["sheriff", "sheepshead", "toruf", "nottingham"])
async def test_a_name_with_markup_is_text_on_the_table_and_after_continue(tmp_path: Path, game: str) -> None:
    write_config(tmp_path, f'player_name = "{NAME}"\n')
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.quick_start(game, game)
        await until(pilot, lambda: on_table(app))
        assert app.screen.game.players[0] == NAME
        assert NAME in shown(app)
    assert saves.has_current(tmp_path / "data")
    again = new_app(tmp_path)
    async with again.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(again.screen, MenuScreen))
        await pilot.press("c")
        await until(pilot, lambda: on_table(again))
        assert NAME in shown(again)


async def test_a_name_with_markup_typed_into_new_game(tmp_path: Path) -> None:
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.ready)
        field = app.screen.query_one("#name-0", Input)
        field.value = "[/]Bo"
        await pilot.pause()
        app.screen.query_one("#start").press()
        await until(pilot, lambda: on_table(app))
        assert "[/]Bo" in shown(app)
        assert app.settings.player_name == "[/]Bo"


async def test_a_pasted_control_character_in_a_name_becomes_a_space(tmp_path: Path) -> None:
    """A record refuses a name with a tab or ESC in it: the form never writes one into the save."""
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.ready)
        app.screen.query_one("#name-0", Input).value = "Al\tB\x1bo"
        await pilot.pause()
        app.screen.query_one("#start").press()
        await until(pilot, lambda: on_table(app))
        assert app.screen.game.players[0] == "Al B o"
    game, loaded, _ = saves.resume_current(tmp_path / "data", tmp_path / "config")
    assert loaded.players[0] == "Al B o"


async def test_a_notice_with_markup_is_text(tmp_path: Path) -> None:
    """A preset's problem names the file's own text: it is shown as written, never as markup."""
    presets_dir = tmp_path / "config" / "presets"
    presets_dir.mkdir(parents=True)
    (presets_dir / "mine.toml").write_text('game = "[/]sheriff"\n')
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen) and bool(app._notifications))
        await pilot.pause()
        assert any('"[/]sheriff" is not a game' in n.message for n in app._notifications)


async def test_a_save_nested_100000_deep_is_moved_aside_and_new_game_starts(tmp_path: Path) -> None:
    path = saves.current_path(tmp_path / "data")
    path.parent.mkdir(parents=True)
    raw = b"[" * 100_000
    path.write_bytes(raw)
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("c")
        await until(pilot, lambda: not path.exists())
        [aside] = path.parent.glob("current.corrupt-*.json")
        assert aside.read_bytes() == raw
        [note] = [n for n in app._notifications if "can't be continued" in n.title]
        assert "nested too deeply" in note.message and str(aside) in note.message
        assert isinstance(app.screen, MenuScreen)
        app.quick_start("sheriff", "sheriff")  # and a new match starts and saves as ever
        await until(pilot, lambda: on_table(app))
        assert saves.has_current(tmp_path / "data")


async def test_a_nested_save_does_not_stop_a_table_from_the_command_line(tmp_path: Path) -> None:
    """``play GAME`` moves the match in progress to the history first: a nested one too."""
    from sheriff_tui.ui.screens.new_game import MatchRequest

    path = saves.current_path(tmp_path / "data")
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"game": ' + b"[" * 100_000)
    req = MatchRequest("sheriff", "sheriff", ("You", "Belle", "Wyatt"), ("human", "normal", "normal"), "instant", 3)
    app = new_app(tmp_path, start=req)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: on_table(app))
        [kept] = saves.history_dir(tmp_path / "data").glob("*-unknown-abandoned.json")
        assert kept.read_bytes().endswith(b"[" * 1000)


@pytest.mark.parametrize(
    "theme",
    [
        'name = "mine"\ndark = true\n[colors]\nprimary = ' + "9" * 5000 + "\n",
        'name = "mine"\ndark = true\nx = ' + "[" * 100_000 + "\n",
        b"\xff\xfe\x00binary",
    ],
    ids=["huge number", "deep", "binary"],
)
async def test_a_bad_theme_falls_back_to_the_default_with_a_notice(tmp_path: Path, theme: str | bytes) -> None:
    folder = tmp_path / "config" / "themes"
    folder.mkdir(parents=True)
    (folder / "mine.toml").write_bytes(theme if isinstance(theme, bytes) else theme.encode())
    write_config(tmp_path, 'theme = "mine"\n')
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert app.theme == "sheriff-dark"
        told = [n.message for n in app._notifications]
        assert any(m.startswith(str(folder / "mine.toml")) for m in told)
        assert any('"mine" is not installed' in m for m in told)
    assert 'theme = "mine"' in (tmp_path / "config" / "config.toml").read_text()  # the file keeps the player's choice


async def test_a_crash_in_the_app_writes_a_crash_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(self) -> None:
        raise RuntimeError("a bug of ours")

    monkeypatch.setattr(MenuScreen, "on_mount", boom, raising=False)
    app = new_app(tmp_path)
    with pytest.raises(RuntimeError):
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
    assert app.return_code == 1
    [log] = (tmp_path / "data").glob("crash-*.log")
    assert app.crash_log == log and "a bug of ours" in log.read_text()


async def test_a_config_of_thousands_of_unknown_keys_is_a_few_notices(tmp_path: Path) -> None:
    write_config(tmp_path, "".join(f"k{i} = {i}\n" for i in range(20_000)))
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        told = [n.message for n in app._notifications]
        assert len(app.setting_problems) == 20_000
        assert len(told) == 6 and told[-1] == "… and 19995 more problems in config.toml and the theme files"
