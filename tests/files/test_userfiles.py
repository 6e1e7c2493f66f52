"""The one reading layer of the player's files, case by case: what a hostile user tried (issue 20)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from sheriff_tui import crash, presets, records, saves, themes, userfiles
from sheriff_tui import settings as user_settings

from ..cli.test_cli import assert_bad_input, run

SOUND_THEME = 'name = "{name}"\ndark = true\n[colors]\nprimary = "#3a9d5d"\n'
BIG = "9" * 5000
DEEP = "x = " + "[" * 100_000


@pytest.fixture
def record(play_match) -> dict:
    return records.to_record(play_match("sheriff", seed=11, stop_after=30), "sheriff")


def fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def link_to_zero(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    return path


# -- the layer itself ----------------------------------------------------------------

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(), reason="POSIX special files")


@needs_fifo
def test_special_files_are_refused_at_once_and_say_what_they_are(tmp_path: Path) -> None:
    with pytest.raises(userfiles.UserFileError) as info:
        userfiles.read_bytes(fifo(tmp_path / "x.toml"))  # with no writer: would block forever
    assert str(info.value) == "is a named pipe (FIFO), not a file; allowed: a regular file of at most 1 MiB"
    with pytest.raises(userfiles.UserFileError) as info:
        userfiles.read_bytes(link_to_zero(tmp_path / "z.json"), userfiles.RECORD_LIMIT)  # endless: would fill memory
    assert str(info.value) == "is a character device, not a file; allowed: a regular file of at most 16 MiB"
    with pytest.raises(userfiles.UserFileError) as info:
        userfiles.read_bytes(tmp_path)
    assert str(info.value) == "is a folder, not a file; allowed: a regular file of at most 1 MiB"


def test_a_file_over_the_limit_is_refused_with_both_sizes(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    path.write_bytes(b"#" * (userfiles.TEXT_LIMIT + 1))
    with pytest.raises(userfiles.UserFileError) as info:
        userfiles.read_text(path)
    assert str(info.value) == "is 1,048,577 bytes; allowed: at most 1 MiB"
    assert userfiles.read_text(path, userfiles.RECORD_LIMIT).startswith("#")


@pytest.mark.parametrize(
    "text",
    ["x = " + BIG, "x = -" + BIG, "x = 0x" + "f" * 20_000, "x = 1" + "0" * 1000, "[a]\nb = [[1, " + BIG + "]]"],
    ids=["5000 digits", "negative", "hex", "1001 digits", "in a list"],
)
def test_huge_whole_numbers_in_toml(text: str) -> None:
    with pytest.raises(userfiles.UserFileError) as info:
        userfiles.parse_toml(text)
    assert str(info.value) == "a whole number is too long; allowed: at most 1000 digits"
    assert userfiles.parse_toml("x = 1" + "0" * 999) == {"x": 10**999}


@pytest.mark.parametrize("text", [BIG, "[" + BIG + "]", '{"a": -' + BIG + "}", "1" + "0" * 1000], ids=["bare", "in a list", "negative", "1001 digits"])
def test_huge_whole_numbers_in_json(text: str) -> None:
    with pytest.raises(userfiles.UserFileError) as info:
        userfiles.parse_json(text)
    assert str(info.value) == "a whole number is too long; allowed: at most 1000 digits"


@pytest.mark.parametrize("text", ["[" * 100_000, "[" * 33 + "]" * 33, '{"a":' * 40 + "1" + "}" * 40], ids=["100000", "33", "objects"])
def test_deep_json(text: str) -> None:
    with pytest.raises(userfiles.UserFileError) as info:
        userfiles.parse_json(text)
    assert "nested too deeply; allowed: at most 32 levels of objects and lists" in str(info.value) or str(info.value) == (
        "nested too deeply; allowed: at most 32 levels of tables and lists"
    )


def test_deep_toml() -> None:
    for text in (DEEP, "x = " + "[" * 40 + "]" * 40, "a = " + "{ b = " * 40 + "1" + " }" * 40):
        with pytest.raises(userfiles.UserFileError) as info:
            userfiles.parse_toml(text)
        assert "nested too deeply; allowed: at most 32 levels of tables and lists" in str(info.value)


def test_a_lone_surrogate_in_json_is_refused() -> None:
    with pytest.raises(userfiles.UserFileError) as info:
        userfiles.parse_json('{"players": ["\\ud800"]}')
    assert str(info.value) == "a text holds \\ud800, half of a character (a lone surrogate); allowed: Unicode text"


def test_printable_escapes_what_a_terminal_would_obey() -> None:
    assert userfiles.printable("\x1b[2J\x1b]0;pwned\x07a\rb\nc\td\x7f\x9b\u202e\u2028") == (
        "\\x1b[2J\\x1b]0;pwned\\x07a\\rb\\nc\\td\\x7f\\x9b\\u202e\\u2028"
    )
    assert userfiles.printable("Ålborg ♠ [b]Al") == "Ålborg ♠ [b]Al"


# -- each reader ------------------------------------------------------------------------


@needs_fifo
def test_a_fifo_among_the_presets_is_skipped_and_the_rest_load(config_dir: Path, user_preset) -> None:
    user_preset("mine", 'game = "sheriff"\nname = "mine"\n')
    path = fifo(config_dir / "presets" / "x.toml")
    found, problems = presets.all_presets(config_dir)
    assert "mine" in found
    assert problems == [f"{path}: is a named pipe (FIFO), not a file; allowed: a regular file of at most 1 MiB"]


@pytest.mark.parametrize("text", ['game = "sheriff"\n[rules]\ndeals = ' + BIG, 'game = "sheriff"\n' + DEEP], ids=["huge", "deep"])
def test_a_preset_with_a_huge_number_or_deep_nesting_is_one_problem(user_preset, text: str) -> None:
    path = user_preset("x", text)
    _, problems = presets.all_presets()
    assert len(problems) == 1 and problems[0].startswith(f"{path}: ")


@pytest.mark.parametrize(
    "text, words",
    [
        ("player_name = " + BIG, "a whole number is too long; allowed: at most 1000 digits"),
        (DEEP, "not valid TOML: nested too deeply; allowed: at most 32 levels of tables and lists"),
        ('player_name = "a\\u001b[2Jb\\nc"', None),
    ],
    ids=["huge", "deep", "control"],
)
def test_settings_fall_back_with_one_line(config_dir: Path, text: str, words: str | None) -> None:
    path = config_dir / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text(text)
    loaded, problems = user_settings.load_settings(config_dir)
    assert loaded == user_settings.Settings()
    [line] = problems
    assert "\n" not in line and "\x1b" not in line
    if words is not None:
        assert line == f"{path}: {words}; using the default settings"


@needs_fifo
def test_settings_that_are_a_link_to_dev_zero(config_dir: Path) -> None:
    link_to_zero(config_dir / "config.toml")
    loaded, problems = user_settings.load_settings(config_dir)
    assert loaded == user_settings.Settings()
    assert problems == [f"{config_dir / 'config.toml'}: is a character device, not a file; allowed: a regular file of at most 1 MiB; using the default settings"]


@pytest.mark.parametrize("extra", ["description = " + BIG, "description = 1\n" + DEEP, "[variables]\ncard-red = " + BIG], ids=["huge", "deep", "huge variable"])
def test_a_bad_theme_is_skipped_with_a_line(config_dir: Path, extra: str) -> None:
    folder = config_dir / "themes"
    folder.mkdir(parents=True)
    (folder / "mine.toml").write_text(SOUND_THEME.format(name="mine") + extra + "\n")
    specs, problems = themes.load_themes(config_dir=config_dir)
    assert "mine" not in [s.name for s in specs] and "sheriff-dark" in [s.name for s in specs]
    assert len(problems) == 1 and problems[0].startswith(str(folder / "mine.toml"))


def test_a_record_with_a_huge_number_or_a_lone_surrogate(tmp_path: Path, record: dict) -> None:
    text = records.dumps(record)
    for bad, words in [(text.replace('"seed": 11', '"seed": ' + BIG), "a whole number is too long"), (text.replace('"Seat 1"', '"\\udc00"'), "lone surrogate")]:
        with pytest.raises(records.RecordError) as info:
            records.load_text(bad)
        assert words in str(info.value)


def test_nested_save_is_moved_aside_byte_for_byte(tmp_path: Path) -> None:
    data = tmp_path / "data"
    path = saves.current_path(data)
    path.parent.mkdir(parents=True)
    raw = b"[" * 100_000
    path.write_bytes(raw)
    assert saves.current_summary(data) is None
    with pytest.raises(saves.SaveError) as info:
        saves.resume_current(data)
    [aside] = path.parent.glob("current.corrupt-*.json")
    assert aside.read_bytes() == raw and not path.exists()
    assert str(info.value) == (
        f"{path}: the saved match can't be resumed: not valid JSON: nested too deeply; allowed: at most 32 levels of objects and lists; "
        f"the file was moved to {aside}"
    )


def test_a_nested_save_goes_to_the_history_as_unknown(tmp_path: Path) -> None:
    """Moving a match to the history reads its game for the file's name: a nested file says none."""
    data = tmp_path / "data"
    path = saves.current_path(data)
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"game": ' + b"[" * 100_000)
    kept = saves.discard_current(data)
    assert kept is not None and kept.name.endswith("-unknown-abandoned.json")


@needs_fifo
def test_a_save_that_is_a_fifo_or_dev_zero(tmp_path: Path) -> None:
    data = tmp_path / "data"
    path = saves.current_path(data)
    link_to_zero(path)
    with pytest.raises(saves.SaveError) as info:
        saves.resume_current(data)
    assert "is a character device, not a file; allowed: a regular file of at most 16 MiB" in str(info.value)
    [aside] = path.parent.glob("current.corrupt-*.json")
    assert aside.is_symlink() and not path.exists()  # the link itself moved, /dev/zero untouched


# -- the command line --------------------------------------------------------------------


def test_replay_of_hostile_records_is_one_line_and_status_2(capsys, tmp_path: Path, record: dict) -> None:
    path = tmp_path / "r.json"
    for raw in ["[" * 100_000, records.dumps(record).replace('"seed": 11', '"seed": ' + BIG), ""]:
        path.write_text(raw)
        [line] = assert_bad_input(*run(capsys, "replay", str(path)))
        assert line.startswith(f"error: {path}: ")


@needs_fifo
def test_replay_and_validate_of_special_files(capsys, tmp_path: Path) -> None:
    [line] = assert_bad_input(*run(capsys, "replay", str(link_to_zero(tmp_path / "z.json"))))
    assert line == f"error: {tmp_path / 'z.json'}: is a character device, not a file; allowed: a regular file of at most 16 MiB"
    [line] = assert_bad_input(*run(capsys, "presets", "validate", str(fifo(tmp_path / "p.toml"))))
    assert line == f"error: {tmp_path / 'p.toml'}: is a named pipe (FIFO), not a file; allowed: a regular file of at most 1 MiB"


def test_validate_of_a_preset_with_a_huge_number(capsys, tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    path.write_text('game = "sheriff"\n[rules]\ndeals = ' + BIG + "\n")
    [line] = assert_bad_input(*run(capsys, "presets", "validate", str(path)))
    assert line == f"error: {path}: a whole number is too long; allowed: at most 1000 digits"


def test_a_record_whose_names_hold_control_characters_is_refused_in_one_escaped_line(capsys, tmp_path: Path, record: dict) -> None:
    """A name is shown on the table and printed by replay: ESC, BEL, CR or a newline in it would
    clear the screen, set the window title or forge a line. Such a record is refused, as the
    settings refuse such a name, and the line saying so shows the name escaped."""
    path = tmp_path / "r.json"
    for name, shown in [("\x1b]0;pwned\x07Al", "\\u001b]0;pwned\\u0007Al"), ("Bo\r\nforged: line", "Bo\\r\\nforged: line"), ("\x1b[2JCy", "\\u001b[2JCy")]:
        record["players"] = [name, "Belle", "Wyatt"]
        path.write_text(json.dumps(record))
        [line] = assert_bad_input(*run(capsys, "replay", str(path)))
        assert line == f'error: {path}: "players": "{shown}" is not a name; allowed: printable characters, not blank'


def test_a_preset_description_with_a_control_character_is_a_problem(capsys, user_preset) -> None:
    path = user_preset("mine", 'game = "sheriff"\nname = "mine"\ndescription = "\\u001b[2J\\u001b]0;x\\u0007ok"\n')
    user_preset("bad", 'game = "\\u001b[31mred"\n')
    rc, out, err = run(capsys, "presets", "list")
    assert rc == 0 and "\x1b" not in out + err
    assert f"skipped: {path}: description: holds the control character \\x1b; allowed: text, newlines and tabs" in err.splitlines()
    assert '"\\x1b[31mred" is not a game' in err
    [line] = assert_bad_input(*run(capsys, "presets", "show", "mine"))
    assert "\x1b" not in line and "\\x1b" in line


def test_bidi_overrides_and_line_separators_are_escaped_in_presets_list_and_show(capsys, user_preset) -> None:
    user_preset("mine", 'game = "sheriff"\nname = "mine"\ndescription = "\\u202eevil\\u2028forged\tand a tab"\n')
    rc, out, err = run(capsys, "presets", "list")
    assert rc == 0 and "\u202e" not in out and "\\u202eevil\\u2028forged\\tand a tab" in out
    rc, out, err = run(capsys, "presets", "show", "mine")
    assert rc == 0 and "\u202e" not in out and "\\u202eevil" in out
    rc, out, err = run(capsys, "rules", "sheriff", "--preset", "mine", "--markdown")
    assert rc == 0 and "\u202e" not in out


def test_an_unforeseen_error_writes_a_crash_log_and_exits_1(capsys, monkeypatch, tmp_path: Path) -> None:
    from sheriff_tui.commands import presets_cmd

    def boom(args, cfg):
        raise RuntimeError("a bug of ours")

    monkeypatch.setitem(presets_cmd._ACTIONS, "path", boom)
    monkeypatch.setenv("SHERIFF_TUI_DATA_DIR", str(tmp_path / "data"))
    rc, out, err = run(capsys, "presets", "path")
    assert rc == crash.EXIT_STATUS == 1
    [line] = err.splitlines()
    [log] = (tmp_path / "data").glob("crash-*.log")
    assert line == f"error: sheriff-tui stopped on an unexpected error (RuntimeError: a bug of ours); the details are in {log}. Please report it with that file."
    assert "Traceback" in log.read_text() and "a bug of ours" in log.read_text()


def test_a_huge_seed_on_the_command_line_is_refused_before_it_is_saved(capsys) -> None:
    [line] = assert_bad_input(*run(capsys, "play", "sheriff", "--seed", "9" * 5000))
    assert line == "error: sheriff-tui play: argument --seed: a seed of 5000 digits is too long; allowed: a whole number of at most 1000 digits"


def test_play_exits_1_and_says_where_the_crash_log_is_when_the_app_ended_on_an_error(capsys, monkeypatch, tmp_path: Path) -> None:
    from sheriff_tui.ui.app import SheriffApp

    def run_and_crash(self, *args, **kw) -> None:  # as Textual ends an app on an unhandled error
        self._return_code = 1
        self.crash = RuntimeError("a bug of ours")
        self.crash_log = crash.write_log(self.crash, self.data_dir)

    monkeypatch.setattr(SheriffApp, "run", run_and_crash)
    rc, out, err = run(capsys, "play", "--data-dir", str(tmp_path / "data"))
    [log] = (tmp_path / "data").glob("crash-*.log")
    assert rc == 1 and err.splitlines() == [
        f"error: sheriff-tui stopped on an unexpected error (RuntimeError: a bug of ours); the details are in {log}. Please report it with that file."
    ]
