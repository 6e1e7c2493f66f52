"""Shared fixtures: a temporary config folder for every test, and seeded matches."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Callable

import pytest
from hypothesis import settings

from sheriff_tui import presets
from sheriff_tui.bots import RandomBot
from sheriff_tui.engine import game_module


# Seed all randomness, hypothesis's too: the same examples on every run, no example database
settings.register_profile("seeded", derandomize=True, database=None, deadline=None)
settings.load_profile("seeded")


@pytest.fixture(autouse=True)
def config_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own empty config and data folders, never the user's."""
    root = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("SHERIFF_TUI_CONFIG_DIR", str(root / "config"))
    monkeypatch.setenv("SHERIFF_TUI_DATA_DIR", str(root / "data"))
    return root / "config"


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Every test speaks English unless it asks for another language: the machine's own
    locale (LANG=ja_JP.UTF-8 on a Japanese desktop) must not change what a test reads."""
    from sheriff_tui import i18n

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    i18n.use("en")
    yield
    i18n.use("en")


@pytest.fixture
def bots(monkeypatch: pytest.MonkeyPatch) -> Callable[[Any], None]:
    """``bots(kind)``: every computer seat at a table plays with the scripted bot ``kind``."""

    def use(kind: Any) -> None:
        from sheriff_tui.ui.screens import bot_turns  # Textual only for the tests that ask

        monkeypatch.setattr(bot_turns, "make_bot", lambda game, level: kind())

    return use


@pytest.fixture
def user_preset(config_dir: Path) -> Callable[[str, str], Path]:
    """Write ``<config>/presets/<name>.toml`` with the given text; returns its path."""

    def write(name: str, text: str) -> Path:
        path = config_dir / "presets" / f"{name}.toml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    return write


def play_random(game: Any, seed: int, stop_after: int | None = None) -> Any:
    """Play ``game`` with random bots from a seeded RNG (at most ``stop_after`` actions)."""
    rng = random.Random(seed)
    bot = RandomBot()
    done = 0
    while game.to_act is not None and (stop_after is None or done < stop_after):
        game.apply(bot.choose(game.view(game.to_act), game.legal_actions(), rng))
        done += 1
    return game


@pytest.fixture
def play_on() -> Callable[..., Any]:
    """``play_on(game, seed, stop_after=None)``: go on with random bots."""
    return play_random


@pytest.fixture
def play_match() -> Callable[..., Any]:
    """``play_match(preset, seed, stop_after=None, game="sheriff")``: a seeded random match."""

    def play(preset: str, seed: int, stop_after: int | None = None, game: str = "sheriff") -> Any:
        rules = presets.load_rules(game, preset)
        match = game_module(game).new_game(rules, seed=seed)
        return play_random(match, seed, stop_after)

    return play


SLOW_IN_CI = Path(__file__).with_name("slow_in_ci.txt")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark ``slow`` the tests listed in slow_in_ci.txt (measured, with why): CI deselects them."""
    listed = {line.split("#", 1)[0].strip() for line in SLOW_IN_CI.read_text(encoding="utf-8").splitlines()} - {""}
    for item in items:
        if item.nodeid in listed:
            item.add_marker(pytest.mark.slow)
