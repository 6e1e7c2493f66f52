"""Two windows on one data folder, and screens closed before their fields have mounted.

The first window owns the autosave (``saves/current.json``); a second one says so, keeps
its hands off that match and saves each match it starts in a file of its own in the
history folder. Nothing either window does loses the other's match."""

from __future__ import annotations

import asyncio
import json
import tomllib
from pathlib import Path
from typing import Any

import pytest

from sheriff_tui import saves
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import MatchRequest
from sheriff_tui.ui.screens.table import TableScreen

from ..ui_helpers import human_waits, until

SIZE = (100, 30)


def request(game: str, seats: int, seed: int, name: str = "You") -> MatchRequest:
    names = (name, "Belle", "Wyatt", "Doc", "Calamity")[:seats]
    return MatchRequest(game, game, names, ("human",) + ("normal",) * (seats - 1), "instant", seed)


def notes_of(app: SheriffApp) -> list[tuple[str, str]]:
    told: list[tuple[str, str]] = []
    real = app.notify

    def notify(message: str, *, title: str = "", **kw: Any) -> None:
        told.append((title, message))
        real(message, title=title, **kw)

    app.notify = notify  # type: ignore[method-assign]
    return told


def saved_game(path: Path) -> str:
    return json.loads(path.read_text(encoding="utf-8"))["game"]


async def test_a_second_window_never_touches_the_first_windows_match(tmp_path: Path) -> None:
    config, data = tmp_path / "config", tmp_path / "data"
    first = SheriffApp(config, data, start=request("sheriff", 3, 7))
    async with first.run_test(size=SIZE) as p1:
        await until(p1, lambda: human_waits(first))
        current = saves.current_path(data)
        assert saved_game(current) == "sheriff"

        second = SheriffApp(config, data, start=request("toruf", 4, 3))
        told = notes_of(second)
        async with second.run_test(size=SIZE) as p2:
            await until(p2, lambda: isinstance(second.screen, TableScreen))
            assert any(title == "Another window plays from this data folder" for title, _ in told)
            # the first window's match is where it was, not moved to the history folder
            assert saved_game(current) == "sheriff"
            [own] = saves.history_dir(data).glob("*-toruf-unfinished.json")
            assert any(str(own.name) in message for _, message in told), "the player is told where this match is kept"
            assert saved_game(own) == "toruf"
            assert [p.name for p in saves.history_dir(data).iterdir()] == [own.name]

            # the first window's next autosave: its own match, and the second's file is untouched
            first.autosave(first.screen)  # type: ignore[arg-type]
            second.autosave(second.screen)  # type: ignore[arg-type]
            assert saved_game(current) == "sheriff"
            assert saved_game(own) == "toruf"
            assert saves.load_current(data)[0].game == "sheriff"

            # the second window offers no Continue of a match it does not own
            second.pop_screen()
            await until(p2, lambda: isinstance(second.screen, MenuScreen))
            assert not second.has_saved_match() and not second.screen.can_continue
            second.continue_match()
            await p2.pause()
            assert isinstance(second.screen, MenuScreen)
            assert saved_game(current) == "sheriff"

    # the first window closed: the second may own the autosave now (a new window does at once)
    third = SheriffApp(config, data)
    async with third.run_test(size=SIZE) as p3:
        await until(p3, lambda: isinstance(third.screen, MenuScreen))
        assert third.has_saved_match() and third.screen.can_continue
    names = sorted(p.name for p in saves.history_dir(data).iterdir())
    assert len(names) == 1 and names[0].endswith("-toruf-unfinished.json")
    assert not any("unknown" in n for n in names)


async def test_the_second_window_takes_the_autosave_once_the_first_has_closed(tmp_path: Path) -> None:
    config, data = tmp_path / "config", tmp_path / "data"
    first = SheriffApp(config, data, start=request("sheriff", 3, 7))
    second = SheriffApp(config, data)
    async with second.run_test(size=SIZE) as p2:
        await until(p2, lambda: isinstance(second.screen, MenuScreen))
        async with first.run_test(size=SIZE) as p1:  # the menu of the second holds the lock first
            await until(p1, lambda: isinstance(first.screen, TableScreen))
            assert not saves.has_current(data), "the window that came second does not take the autosave"
            [own] = saves.history_dir(data).glob("*-sheriff-unfinished.json")
        # the first (as started) is closed; its own match stays in the history folder
        assert saved_game(own) == "sheriff"
        second.start_match(request("sheepshead", 5, 2))
        await until(p2, lambda: isinstance(second.screen, TableScreen))
        assert saved_game(saves.current_path(data)) == "sheepshead"


async def test_play_game_keeps_the_players_name_and_their_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`play GAME` used to seat "You" and write it over the saved name."""
    from sheriff_tui import cli
    from sheriff_tui.ui import app as ui_app

    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    text = '# mine\nplayer_name = "Annie"   # me\npace = "instant"\n'
    (config / "config.toml").write_text(text, encoding="utf-8")
    opened: list[SheriffApp] = []
    monkeypatch.setattr(ui_app.SheriffApp, "run", lambda self: opened.append(self))
    assert cli.main(["play", "sheriff", "--seed", "7", "--config-dir", str(config), "--data-dir", str(data)]) == 0
    [app] = opened
    assert app.start_request.names[0] == "Annie"
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
    saved = tomllib.loads((config / "config.toml").read_text(encoding="utf-8"))
    assert saved["player_name"] == "Annie"
    assert (config / "config.toml").read_text(encoding="utf-8").startswith(text), "the file is as the player wrote it, a remembered game added"


async def test_settings_changed_in_two_windows_keep_both_changes(tmp_path: Path) -> None:
    config, data = tmp_path / "config", tmp_path / "data"
    first, second = SheriffApp(config, data), SheriffApp(config, data)
    async with first.run_test(size=SIZE) as p1, second.run_test(size=SIZE) as p2:
        await until(p1, lambda: isinstance(first.screen, MenuScreen))
        await until(p2, lambda: isinstance(second.screen, MenuScreen))
        first.update_settings(pace="slow", presets={**first.settings.presets, "sheriff": "sheriff-blind"})
        second.update_settings(player_name="Kit", presets={**second.settings.presets, "toruf": "toruf-double"})
        second.cycle_pace()  # normal -> slow in this window's eyes: the same value, written again
    saved = tomllib.loads((config / "config.toml").read_text(encoding="utf-8"))
    assert saved["player_name"] == "Kit"
    assert saved["presets"] == {"sheriff": "sheriff-blind", "toruf": "toruf-double"}
    assert "theme" not in saved, "a setting no window changed is not written"


@pytest.mark.parametrize("opener", ["settings", "preset editor"])
async def test_a_screen_with_selects_closed_while_it_mounts_raises_nothing(tmp_path: Path, opener: str) -> None:
    """The New game Select race: a screen closed by a key queued behind the one that opened it
    ("No nodes match 'SelectOverlay'" from Select's mount handler). Closed after each number of
    turns of the event loop, so every step of its mounting is hit."""
    from sheriff_tui import presets
    from sheriff_tui.ui.screens.presets import PresetEditScreen

    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        found, _ = presets.all_presets(app.config_dir)
        for steps in range(1, 5):
            if opener == "settings":
                app.open_settings()
            else:
                app.push_screen(PresetEditScreen(found["sheriff"], found))
            for _ in range(steps):
                await asyncio.sleep(0)
            app.pop_screen()
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)
    assert app.return_code in (None, 0)


async def test_n_esc_c_in_one_frame_raises_nothing(tmp_path: Path) -> None:
    """The burst the race was first seen with: New game, Esc, Continue, all before a frame."""
    from textual import events

    app = SheriffApp(tmp_path / "config", tmp_path / "data", start=request("sheriff", 3, 7))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        app.pop_screen()
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        for key in ("n", "escape", "c"):  # New game asks first (a match is saved); Esc keeps it; c continues it
            app._driver.send_message(events.Key(key, key if len(key) == 1 else None))
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert saved_game(saves.current_path(app.data_dir)) == "sheriff"
    assert app.return_code in (None, 0)



async def test_a_second_windows_menu_offers_continue_once_the_first_has_closed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A browser tab reloaded (``serve``) starts before the table it replaces has quit: once that
    table has closed, the new tab's menu offers its match without being opened again."""
    monkeypatch.setattr(SheriffApp, "AUTOSAVE_WATCH", 0.01)
    config, data = tmp_path / "config", tmp_path / "data"
    first = SheriffApp(config, data, start=request("sheriff", 3, 7))
    async with first.run_test(size=SIZE) as p1:
        await until(p1, lambda: human_waits(first))
    assert saves.has_current(data)
    still_open = saves.autosave_lock(data)  # the first window, not yet gone
    assert still_open.acquire()
    second = SheriffApp(config, data)
    told = notes_of(second)
    async with second.run_test(size=SIZE) as p2:
        await until(p2, lambda: isinstance(second.screen, MenuScreen))
        for _ in range(5):  # it keeps trying, and keeps its hands off the match meanwhile
            await p2.pause()
        assert not second.screen.can_continue
        still_open.release()
        await until(p2, lambda: second.screen.can_continue, limit=2000)
        assert any("Continue is in the menu" in message for _, message in told)
        second.continue_match()
        await until(p2, lambda: isinstance(second.screen, TableScreen))
        assert second.screen.table.game_name == "sheriff"
