"""Issue 25: no English left on a Japanese screen. A round of Nottingham played by keys in
Japanese at 80×24, and every screen around the table; at every decision the whole screen is
read and every English word on it must be a name, a key or what a file says (the catalog test
finds a marked string without its Japanese; this one finds a string never marked). Each trick
game's deal is read the same way on its way to the Japanese deal-result snapshot
(test_snapshots_ja.py, with :func:`deal_in_japanese`)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from sheriff_tui import i18n

from ..ui_helpers import until
from .test_ui_ja_table import screen_lines

NAMES = {"You", "Belle", "Wyatt", "Doc", "Calamity", "Jesse", "Annie", "Bass"}
KEYS = {"esc", "Enter", "ctrl", "Esc", "Tab", "Space", "space", "Home", "End", "del"}  # key names as the footer shows them
PRESETS = {"sheriff", "sheepshead", "toruf", "nottingham"}
WORD = re.compile(r"[A-Za-z][A-Za-z']{2,}")


def english_words(app: Any) -> set[str]:
    """The English words on the screen that are not a name, a key or a preset's name."""
    text = "\n".join(screen_lines(app))
    return {w for w in WORD.findall(text) if w not in NAMES | KEYS | PRESETS and not w.startswith("sheepshead-")}


async def deal_in_japanese(pilot: Any) -> set[str]:
    """Play by keys until the deal's result; the English words seen on the way."""
    from .test_snapshots_tables import never, play_until

    seen: set[str] = set()
    await play_until(pilot, never, each=lambda app: seen.update(english_words(app)))
    return seen


async def test_a_nottingham_round_shows_no_english(tmp_path) -> None:
    from .test_ui_nottingham import nt_app, ready

    app = nt_app(tmp_path, seed=3)
    i18n.use("ja")
    seen: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        for _step in range(12):
            screen = await ready(pilot)
            await pilot.pause()
            seen |= english_words(app)
            if screen.game.phase == "verdict":
                break
            await pilot.press("3", "enter")
    assert seen == set()


@pytest.mark.parametrize("opened", ["menu", "open_new_game", "open_settings", "open_presets", "open_history", "open_stats", "show_rules"])
async def test_the_screens_around_the_table_show_no_english(tmp_path, opened) -> None:
    """The menu and each screen it opens, empty folders and all (History and Statistics say
    what to do), in Japanese: only preset names and keys in English."""
    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.menu import MenuScreen

    app = SheriffApp(tmp_path / "config", tmp_path / "data", lang="ja")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen) and bool(app.screen.query("#menu")))
        if opened == "show_rules":
            app.show_rules("sheriff", None)
        elif opened != "menu":
            getattr(app, opened)()
        if opened != "menu":
            await until(pilot, lambda: not isinstance(app.screen, MenuScreen))
        for _step in range(5):
            await pilot.pause()
        words = english_words(app)
    assert words - file_words() == set()


def file_words() -> set[str]:
    """What a file says and the screens show as written: the presets' names, the rules' keys
    and values (TOML's true and false too), the themes' names, the suits' letters (SHDC)."""
    from sheriff_tui import presets
    from sheriff_tui.engine import GAMES
    from sheriff_tui.themes import load_themes

    text = [p.name for p in presets.builtin_presets().values()] + [t.name for t in load_themes()[0]]
    for game in GAMES:
        for f in presets.schema(game):
            text += [f.name, f.allowed()]
    return set(WORD.findall(" ".join(text).replace("_", " ").replace("-", " "))) | {"true", "false", "SHDC", "description", "description_ja"}


async def test_the_review_of_a_deal_shows_no_english(tmp_path, monkeypatch) -> None:
    """The hand-made Sheriff deal reviewed in Japanese, weighed, read at every trick and at its
    costliest decision: the notes, the costs and the list say it all in Japanese."""
    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.menu import MenuScreen
    from sheriff_tui.ui.screens.review import ReviewScreen

    from ..review_helpers import BAD_ENDING, ending_record

    monkeypatch.setattr(ReviewScreen, "SCALE", 0.25)  # as the review's snapshots weigh it
    app = SheriffApp(tmp_path / "config", tmp_path / "data", lang="ja")
    seen: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await app.push_screen(ReviewScreen(ending_record(last=BAD_ENDING), 0))
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen) and app.screen.done, limit=20000)
        screen = app.screen
        assert not screen.error, screen.error
        for key in ["c", "home"] + ["right"] * (len(screen.story.tricks) + 1):
            await pilot.press(key)
            await pilot.pause()
            seen |= english_words(app)
    assert seen - file_words() == set()
