"""The dialogs around the table, driven as a player would: the result dialogs' own keys, the
rules chooser, asking before a match is abandoned, what Continue continues, and New game
opening from presets read once.

Every app gets temporary config and data folders; every match is seeded; the tests wait on
the app's state (``until``), never on the clock.
"""

from __future__ import annotations

from sheriff_tui import presets
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import NewGameScreen

from .ui_helpers import until

SIZE = (80, 24)


def new_app(tmp_path, **kw) -> SheriffApp:
    """The app at its menu, bots at the instant pace, on temporary folders."""
    kw.setdefault("pace", "instant")
    return SheriffApp(tmp_path / "config", tmp_path / "data", **kw)


def user_preset(app: SheriffApp, name: str, description: str, extends: str = "sheriff") -> None:
    folder = presets.user_presets_dir(app.config_dir)
    folder.mkdir(parents=True, exist_ok=True)
    text = f'game = "sheriff"\nname = "{name}"\ndescription = "{description}"\nextends = "{extends}"\n\n[rules]\n'
    (folder / f"{name}.toml").write_text(text, encoding="utf-8")


# -- 12. New game from the presets read once ----------------------------------------------


def test_the_presets_are_read_once_per_session_until_a_user_file_changes(tmp_path, monkeypatch):
    app = new_app(tmp_path)
    reads = []
    load_all, catalog = presets._load_all, presets.catalog
    monkeypatch.setattr(presets, "_load_all", lambda *a, **k: reads.append(1) or load_all(*a, **k))
    first = app.preset_choices()
    assert len(reads) == 1, "one pass over the presets, not one per preset"
    passes = []
    monkeypatch.setattr(presets, "catalog", lambda *a, **k: passes.append(1) or catalog(*a, **k))
    assert app.preset_choices() == first and app.players_for("sheriff", "sheriff-blind") and not passes
    # a preset saved (as the Presets screen does) is seen at the next New game, with its description
    presets.save_user_preset(presets.Preset("mine", "sheriff", "my table", "sheriff", {}, None, False), app.config_dir)
    assert ("mine", "my table") in app.preset_choices()["sheriff"] and len(passes) == 1
    # edited again: a new file in its place, seen even within the clock's resolution
    presets.save_user_preset(presets.Preset("mine", "sheriff", "my table, edited", "sheriff", {}, None, False), app.config_dir)
    assert ("mine", "my table, edited") in app.preset_choices()["sheriff"]
    presets.delete_user_preset("mine", app.config_dir)
    assert "mine" not in dict(app.preset_choices()["sheriff"])


def test_a_broken_preset_is_still_refused_with_its_problem(tmp_path):
    app = new_app(tmp_path)
    user_preset(app, "loop-a", "a", extends="loop-b")
    user_preset(app, "loop-b", "b", extends="loop-a")
    assert "loop-a" not in dict(app.preset_choices()["sheriff"])
    assert any("loop" in line for line in app.preset_catalog().problems)
    try:
        app.rules_for("sheriff", "loop-a")
    except presets.PresetError as exc:
        assert "loop-a" in exc.problems[0]
    else:
        raise AssertionError("a preset with problems has no rules")


async def test_the_first_key_after_start_opens_new_game(tmp_path):
    """n pressed as the app comes up is not lost: New game opens."""
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await until(pilot, lambda: app.screen.ready)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
