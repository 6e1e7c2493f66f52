"""Rewrites keep the player's files as they wrote them, and a move to the history folder is
safe when two windows race for it.

Settings and a preset edited here keep their comments, order and the keys nobody changed;
a file keeps its mode; a symbolic link stays a link, its target rewritten; the folder is
synced after the rename; the temporary files of a save cut short are cleaned at start."""

from __future__ import annotations

import json
import os
import re
import stat
import threading
import time
from pathlib import Path

import pytest

from sheriff_tui import paths, presets, records, saves, settings
from sheriff_tui.settings import Settings, load_settings, save_changes

DEAD_PID = 99_999_999  # above any pid_max: no process has it


def write_config(config_dir: Path, text: str) -> Path:
    config_dir.mkdir(parents=True, exist_ok=True)
    path = config_dir / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


# -- settings ----------------------------------------------------------------

COMMENTED = """# my settings, by hand
theme = "sheriff-light"   # easier on the eyes
pace = "normal"           # how fast the bots play
player_name = "Annie"

[presets]                 # what a new table starts from
sheriff = "sheriff-blind" # the one we play at home
"""


def test_a_change_keeps_the_players_comments_order_and_other_keys(config_dir: Path) -> None:
    path = write_config(config_dir, COMMENTED)
    old, problems = load_settings()
    assert problems == []
    save_changes(old, settings.with_changes(old, pace="fast"))
    assert path.read_text(encoding="utf-8") == COMMENTED.replace('pace = "normal"', 'pace = "fast"')
    save_changes(old, settings.with_changes(old, presets={**old.presets, "toruf": "toruf-double"}))
    text = path.read_text(encoding="utf-8")
    assert text.startswith(COMMENTED.split("[presets]")[0].replace('pace = "normal"', 'pace = "fast"'))
    assert '[presets]                 # what a new table starts from\nsheriff = "sheriff-blind" # the one we play at home\ntoruf = "toruf-double"\n' in text
    assert load_settings()[0] == settings.with_changes(old, pace="fast", presets={**old.presets, "toruf": "toruf-double"})


def test_two_windows_each_keep_their_change(config_dir: Path) -> None:
    """Each window read the file at its start; each writes only what its player changed."""
    write_config(config_dir, COMMENTED)
    first, _ = load_settings()
    second, _ = load_settings()
    save_changes(first, settings.with_changes(first, pace="slow", presets={**first.presets, "sheepshead": "sheepshead-4"}))
    save_changes(second, settings.with_changes(second, player_name="Kit", ascii=True, presets={**second.presets, "toruf": "toruf-double"}))
    merged, problems = load_settings()
    assert problems == []
    assert (merged.pace, merged.player_name, merged.ascii, merged.theme) == ("slow", "Kit", True, "sheriff-light")
    assert {g: merged.presets[g] for g in ("sheriff", "sheepshead", "toruf")} == {"sheriff": "sheriff-blind", "sheepshead": "sheepshead-4", "toruf": "toruf-double"}


def test_changes_from_many_threads_at_once_are_all_kept(config_dir: Path) -> None:
    write_config(config_dir, COMMENTED)
    base, _ = load_settings()
    keys = [f"table.k{i}" for i in range(12)]
    start = threading.Barrier(len(keys))

    def window(bid: str) -> None:
        start.wait()
        save_changes(base, settings.with_changes(base, keys={bid: "f2"}))

    threads = [threading.Thread(target=window, args=(bid,)) for bid in keys]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert dict(load_settings()[0].keys) == {bid: "f2" for bid in keys}


def test_nothing_changed_writes_nothing(config_dir: Path) -> None:
    s = Settings()
    assert save_changes(s, settings.with_changes(s, pace="normal")) is None
    assert not (config_dir / "config.toml").exists()


def test_a_dotted_key_written_by_hand_is_replaced_not_doubled(config_dir: Path) -> None:
    path = write_config(config_dir, '[keys]\napp.quit = "ctrl+q"  # mine\n')
    old, _ = load_settings()
    assert old.keys == {"app.quit": "ctrl+q"}
    save_changes(old, settings.with_changes(old, keys={"app.quit": "ctrl+x"}))
    assert load_settings()[0].keys == {"app.quit": "ctrl+x"}
    assert path.read_text(encoding="utf-8") == '[keys]\napp.quit = "ctrl+x"  # mine\n', "set where the player wrote it, not added again quoted"
    save_changes(load_settings()[0], settings.with_changes(old, keys={}))
    assert load_settings()[0].keys == {}


def test_a_file_that_is_not_toml_is_kept_aside_then_written_whole(config_dir: Path) -> None:
    path = write_config(config_dir, "pace = = fast\n# notes\n")
    before = path.read_bytes()
    old, _ = load_settings()
    save_changes(old, settings.with_changes(old, pace="fast"))
    [kept] = config_dir.glob("config.broken-*.toml")
    assert kept.read_bytes() == before
    assert load_settings() == (settings.with_changes(old, pace="fast"), [])


def test_a_bad_value_the_player_did_not_change_stays_theirs(config_dir: Path) -> None:
    """Their typo is theirs to mend (the app says what is wrong at each start); it is not dropped."""
    path = write_config(config_dir, 'pace = "ludicrous"  # a typo\nascii = false\n')
    old, problems = load_settings()
    assert len(problems) == 1
    save_changes(old, settings.with_changes(old, ascii=True))
    assert path.read_text(encoding="utf-8") == 'pace = "ludicrous"  # a typo\nascii = true\n'


# -- the file itself: mode, link, folder, temporary files ----------------------


def test_the_files_mode_is_kept(config_dir: Path) -> None:
    path = write_config(config_dir, COMMENTED)
    os.chmod(path, 0o600)
    old, _ = load_settings()
    save_changes(old, settings.with_changes(old, pace="fast"))
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    os.chmod(path, 0o644)
    save_changes(settings.with_changes(old, pace="fast"), settings.with_changes(old, pace="slow"))
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_a_new_file_gets_the_umask_s_mode(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        paths.write_atomic(tmp_path / "new.toml", "x = 1\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.toml").stat().st_mode) == 0o640


def test_a_linked_settings_file_is_written_through_its_link(config_dir: Path, tmp_path: Path) -> None:
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "sheriff.toml"
    target.write_text(COMMENTED, encoding="utf-8")
    config_dir.mkdir(parents=True)
    link = config_dir / "config.toml"
    link.symlink_to(target)
    old, _ = load_settings()
    assert old.player_name == "Annie"
    save_changes(old, settings.with_changes(old, player_name="Kit"))
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert 'player_name = "Kit"' in target.read_text(encoding="utf-8")
    assert [p.name for p in dotfiles.iterdir()] == ["sheriff.toml"], "no temporary file left beside the target"


def test_the_folder_is_synced_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        events.append("fsync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        real_fsync(fd)

    def replace(src: str | Path, dst: str | Path) -> None:
        events.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    paths.write_atomic(tmp_path / "a.json", "{}")
    assert events == ["fsync file", "rename", "fsync folder"]


def test_temp_files_of_ended_saves_are_cleaned_at_start(tmp_path: Path) -> None:
    from sheriff_tui.ui.app import SheriffApp

    config, data = tmp_path / "config", tmp_path / "data"
    (config / "presets").mkdir(parents=True)
    (data / "saves").mkdir(parents=True)
    dead = [config / f".config.toml.{DEAD_PID}-0a1b2c3d.tmp", config / "presets" / f".mine.toml.{DEAD_PID}-ff00ff00.tmp", data / "saves" / f".current.json.{DEAD_PID}-12345678.tmp"]
    old_style = data / "saves" / ".current.json.ab_cd123.tmp"  # an older version's name, no pid: after an hour
    young_old_style = config / ".config.toml.zz_yy987.tmp"
    mine = config / f".config.toml.{os.getpid()}-0a1b2c3d.tmp"  # a save running now, in this process
    theirs = config / ".notes.tmp"  # not a name a save gives
    for path in [*dead, old_style, young_old_style, mine, theirs]:
        path.write_text("half", encoding="utf-8")
    an_hour_ago = time.time() - 3700
    os.utime(old_style, (an_hour_ago, an_hour_ago))
    os.utime(theirs, (an_hour_ago, an_hour_ago))
    SheriffApp(config, data)._clean_up_after_a_crash()
    assert [p for p in dead + [old_style] if p.exists()] == []
    assert young_old_style.exists() and mine.exists() and theirs.exists()


def test_a_running_writer_s_temp_file_is_left_alone(tmp_path: Path) -> None:
    """Another window's save in flight: its process runs, so its file stays."""
    import subprocess
    import sys

    child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        flying = tmp_path / f".config.toml.{child.pid}-0a1b2c3d.tmp"
        flying.write_text("half", encoding="utf-8")
        assert paths.clean_temp_files(tmp_path) == []
        assert flying.exists()
    finally:
        child.communicate(b"")
    assert paths.clean_temp_files(tmp_path) == [flying]


# -- presets ------------------------------------------------------------------

HOUSE = """# our house rules
game = "sheriff"      # the game
name = "house"
description = "How we play"

[rules]
# a short evening
deals = 3             # three rounds
"""


def test_an_edited_preset_keeps_its_comments_and_leaves_out_what_it_left_out(user_preset) -> None:
    path = user_preset("house", HOUSE)
    os.chmod(path, 0o640)
    p = presets.get_preset("house")
    full = presets.rules_to_table(presets.load_rules("sheriff", "house"))  # what the editor saves: every rule
    presets.save_user_preset(presets.Preset("house", "sheriff", "How we play, longer", None, {**full, "deals": 6}, None, False))
    assert path.read_text(encoding="utf-8") == HOUSE.replace("How we play", "How we play, longer").replace("deals = 3 ", "deals = 6 ")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert presets.get_preset("house").rules == {**p.rules, "deals": 6}
    changed = {**full, "deals": 3, next(k for k, v in full.items() if isinstance(v, bool)): not next(v for v in full.values() if isinstance(v, bool))}
    presets.save_user_preset(presets.Preset("house", "sheriff", "How we play", None, changed, None, False))
    text = path.read_text(encoding="utf-8")
    assert text.startswith(HOUSE), "a rule set away from its default is added after the player's lines"
    assert presets.rules_to_table(presets.load_rules("sheriff", "house")) == changed


def test_a_linked_preset_is_written_through_its_link(user_preset, tmp_path: Path) -> None:
    target = tmp_path / "shared-house.toml"
    target.write_text(HOUSE, encoding="utf-8")
    link = user_preset("house", "")
    link.unlink()
    link.symlink_to(target)
    full = presets.rules_to_table(presets.load_rules("sheriff", "house"))
    presets.save_user_preset(presets.Preset("house", "sheriff", "How we play", None, {**full, "deals": 9}, None, False))
    assert link.is_symlink()
    assert "deals = 9 " in target.read_text(encoding="utf-8")


# -- moving a match to the history folder ------------------------------------------


def _record(game: str, seed: int) -> dict:
    from sheriff_tui.engine import game_module

    rules = presets.load_rules(game, game)
    return records.to_record(game_module(game).new_game(rules, seed=seed), game)


def test_windows_racing_to_move_the_match_make_one_history_file(tmp_path: Path) -> None:
    data = tmp_path / "data"
    for round_ in range(20):
        saves.save_current(_record("sheepshead", round_), {}, data)
        before = saves.current_path(data).read_bytes()
        start = threading.Barrier(6)
        moved: list[Path | None] = []
        errors: list[BaseException] = []

        def window() -> None:
            start.wait()
            try:
                moved.append(saves.discard_current(data))
            except BaseException as exc:  # noqa: BLE001 - a thread's error is otherwise only a warning
                errors.append(exc)

        threads = [threading.Thread(target=window) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert errors == []
        [kept] = [p for p in moved if p is not None]
        assert re.fullmatch(r"\d{8}-\d{6}-sheepshead-abandoned(-\d+)?\.json", kept.name) and kept.read_bytes() == before
    history = sorted(saves.history_dir(data).iterdir())
    assert len(history) == 20
    assert list(saves.saves_dir(data).iterdir()) == []


def test_a_save_racing_a_move_never_names_a_file_after_another_game(tmp_path: Path) -> None:
    """One window saves a match of each game in turn while another moves whatever is there:
    every history file is named after the game it holds, none "unknown", none lost."""
    data = tmp_path / "data"
    games = ["sheriff", "sheepshead", "toruf"]
    recs = {g: _record(g, 1) for g in games}
    saved: list[str] = []
    stop = threading.Event()
    errors: list[BaseException] = []

    def saver() -> None:
        for i in range(60):
            g = games[i % 3]
            saves.save_current(recs[g], {}, data)
            saved.append(g)
        stop.set()

    def mover() -> None:
        while not stop.is_set():
            try:
                saves.discard_current(data)
            except BaseException as exc:  # noqa: BLE001 - a thread's error is otherwise only a warning
                errors.append(exc)
                return

    threads = [threading.Thread(target=saver), threading.Thread(target=mover), threading.Thread(target=mover)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    saves.discard_current(data)
    for path in saves.history_dir(data).iterdir():
        game = json.loads(path.read_text(encoding="utf-8"))["game"]
        assert path.name.split("-")[2] == game, path.name
        assert "unknown" not in path.name
    assert list(saves.saves_dir(data).iterdir()) == []


def test_a_match_left_half_way_to_the_history_folder_goes_on_into_it(tmp_path: Path) -> None:
    data = tmp_path / "data"
    saves.save_current(_record("toruf", 4), {}, data)
    stranded = saves.saves_dir(data) / f".moving-{DEAD_PID}-0a1b2c3d.json"
    os.replace(saves.current_path(data), stranded)
    in_flight = saves.saves_dir(data) / f".moving-{os.getpid()}-0a1b2c3d.json"  # this process is moving it now
    in_flight.write_bytes(stranded.read_bytes())
    [moved] = saves.recover_moving(data)
    assert moved.name.endswith("-toruf-unfinished.json") and not stranded.exists()
    assert in_flight.exists()


# -- any sequence of changes from two windows ---------------------------------------

from hypothesis import given, settings as hsettings, strategies as hs  # noqa: E402

_CHANGES = hs.one_of(
    hs.tuples(hs.just("pace"), hs.sampled_from(["instant", "fast", "normal", "slow"])),
    hs.tuples(hs.just("ascii"), hs.booleans()),
    hs.tuples(hs.just("player_name"), hs.sampled_from(["Annie", "Kit", "Bo", "Al [b]"])),
    hs.tuples(hs.just("presets.sheriff"), hs.sampled_from(["sheriff", "sheriff-blind"])),
    hs.tuples(hs.just("presets.toruf"), hs.sampled_from(["toruf", "toruf-double"])),
    hs.tuples(hs.just("keys.app.quit"), hs.sampled_from(["ctrl+q", "ctrl+x"])),
)


@hsettings(max_examples=40)
@given(steps=hs.lists(hs.tuples(hs.integers(0, 1), _CHANGES), max_size=12))
def test_any_changes_from_two_windows_end_as_the_last_of_each(tmp_path_factory: pytest.TempPathFactory, steps: list) -> None:
    """Each window changes settings on its own view of them (read once, at its start): the file
    ends with, for each setting, the value changed last, whichever window changed it; the
    player's comments are all still there."""
    config = tmp_path_factory.mktemp("config")
    write_config(config, COMMENTED)
    views = [load_settings(config)[0], load_settings(config)[0]]
    expected = load_settings(config)[0]
    for window, (key, value) in steps:
        old = views[window]
        table, _, entry = key.partition(".")
        if (getattr(old, table).get(entry) if entry else getattr(old, key)) == value:
            continue  # no change in this window's eyes (its screens only report changes)
        if "." in key:
            table, entry = key.split(".", 1)
            change = {table: {**getattr(old, table), entry: value}}
            expected = settings.with_changes(expected, **{table: {**getattr(expected, table), entry: value}})
        else:
            change = {key: value}
            expected = settings.with_changes(expected, **change)
        views[window] = settings.with_changes(old, **change)
        save_changes(old, views[window], config)
    got, problems = load_settings(config)
    assert problems == [] and got == expected
    text = (config / "config.toml").read_text(encoding="utf-8")
    assert all(line in text for line in COMMENTED.splitlines() if line.startswith("#"))
    assert "# easier on the eyes" in text and "# the one we play at home" in text
