"""The command line: ``sheriff-tui presets …`` and ``replay``, and bad input everywhere."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from sheriff_tui import __version__, cli, paths, presets, records
from sheriff_tui.engine import GAMES

BUILTIN_NAMES = sorted(p.stem for p in (paths.rules_dir() / "presets").glob("*.toml"))
GAMES_OF = {p.stem: tomllib.loads(p.read_text())["game"] for p in (paths.rules_dir() / "presets").glob("*.toml")}
REPO = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = cli.main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def assert_bad_input(rc: int, out: str, err: str, lines: int | None = 1) -> list[str]:
    """Status 2, nothing on stdout, and only ``error:`` lines on stderr, no traceback."""
    assert rc == 2
    assert out == ""
    assert "Traceback" not in err
    got = err.splitlines()
    assert got and all(line.startswith("error: ") for line in got), err
    if lines is not None:
        assert len(got) == lines, err
    return got


# -- presets ---------------------------------------------------------------------


def test_presets_list(capsys, user_preset) -> None:
    user_preset("mine", 'game = "sheriff"\nname = "mine"\ndescription = "my table"\nextends = "sheriff"\n')
    rc, out, err = run(capsys, "presets", "list")
    assert rc == 0 and err == ""
    rows = [line.split() for line in out.splitlines()]
    # grouped by game; in each, built-ins first, then yours
    assert [r[1] for r in rows] == sorted(r[1] for r in rows)
    sheriff_rows = [r for r in rows if r[1] == "sheriff"]
    assert [r[0] for r in sheriff_rows] == [n for n in BUILTIN_NAMES if GAMES_OF[n] == "sheriff"] + ["mine"]
    assert [r[2] for r in sheriff_rows] == ["built-in"] * (len(sheriff_rows) - 1) + ["user"]
    assert "my table" in out
    rc, out2, _ = run(capsys, "presets", "list", "--game", "sheriff")
    assert rc == 0 and [line.split()[0] for line in out2.splitlines()] == [r[0] for r in sheriff_rows]


def test_presets_list_skips_broken_ones_and_says_so(capsys, user_preset) -> None:
    bad = user_preset("bad", 'game = "sheriff"\nname = "bad"\n[rules]\ndeals = 0\nplayers = 2\n')
    user_preset("good", 'game = "sheriff"\nname = "good"\n')
    rc, out, err = run(capsys, "presets", "list")
    assert rc == 0
    assert "good" in out and "bad" not in out.split()
    assert err.splitlines() == [
        f"skipped: {bad}: rules.deals: 0 is out of range; allowed: a whole number 1–120",
        f"skipped: {bad}: rules.players: 2 is not allowed; allowed: 3, 5, 6",
    ]


def test_presets_list_unknown_game(capsys) -> None:
    [line] = assert_bad_input(*run(capsys, "presets", "list", "--game", "poker"))
    assert line == "error: presets list --game: 'poker' is not a game; allowed: " + ", ".join(GAMES)


def test_presets_show(capsys) -> None:
    rc, out, err = run(capsys, "presets", "show", "sheriff-double")
    assert rc == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "sheriff-double (sheriff, built-in), extends sheriff"
    assert lines[2] == f"file: {paths.rules_dir() / 'presets' / 'sheriff-double.toml'}"
    rows = {line[2:].split(" = ")[0]: line for line in lines[4:]}
    fields = presets.schema("sheriff")
    assert list(rows) == [f.name for f in fields]
    for f in fields:
        assert rows[f.name].endswith(f"# {f.doc}")
    assert rows["players"].startswith("* players = 5 ") and rows["deals"].startswith("* deals = 10 ")
    assert rows["auction"].startswith('  auction = "standard" ')


def test_presets_show_unknown(capsys) -> None:
    [line] = assert_bad_input(*run(capsys, "presets", "show", "nope"))
    assert line == 'error: no preset named "nope"; allowed: ' + ", ".join(BUILTIN_NAMES)


@pytest.mark.parametrize(
    "argv",
    [
        ["presets", "show", "bad"],
        ["play", "sheriff", "--preset", "bad"],
        ["rules", "sheriff", "--preset", "bad"],
        ["presets", "new", "mine", "--from", "bad"],
    ],
)
def test_a_broken_user_preset_asked_for_by_name_says_what_is_wrong(capsys, user_preset, argv: list[str]) -> None:
    bad = user_preset("bad", 'game = "sheriff"\nname = "bad"\n[rules]\nfoo = 1\n')
    [line] = assert_bad_input(*run(capsys, *argv))
    assert f'the preset "bad" can\'t be used: {bad}: rules.foo: unknown rule for sheriff; allowed: players, ' in line, line
    assert "no preset named" not in line


def test_presets_path(capsys, config_dir: Path, tmp_path: Path) -> None:
    assert run(capsys, "presets", "path") == (0, f"{config_dir / 'presets'}\n", "")
    other = tmp_path / "elsewhere"
    for argv in (
        ["--config-dir", str(other), "presets", "path"],
        ["presets", "--config-dir", str(other), "path"],
        ["presets", "path", "--config-dir", str(other)],
    ):
        assert run(capsys, *argv) == (0, f"{other / 'presets'}\n", ""), argv


def test_presets_validate(capsys, tmp_path: Path) -> None:
    good = tmp_path / "fine.toml"
    good.write_text('game = "sheriff"\nname = "fine"\nextends = "sheriff-double"\n[rules]\nexact_bonus = 1\n')
    assert run(capsys, "presets", "validate", str(good)) == (0, f"{good}: ok (sheriff preset 'fine')\n", "")
    builtin = paths.rules_dir() / "presets" / "sheriff-blind.toml"
    assert run(capsys, "presets", "validate", str(builtin))[0] == 0

    bad = tmp_path / "bad.toml"
    bad.write_text('game = "sheriff"\nname = "bad"\nextends = "nope"\nwho = 1\n[rules]\ndeals = "9"\nplayers = 4\n')
    lines = assert_bad_input(*run(capsys, "presets", "validate", str(bad)), lines=4)
    assert [line.split(": ")[2] for line in lines] == ["who", "rules.deals", "rules.players", "extends"]
    assert all(line.startswith(f"error: {bad}: ") for line in lines)

    broken = tmp_path / "broken.toml"
    broken.write_text("game = \n")
    [line] = assert_bad_input(*run(capsys, "presets", "validate", str(broken)))
    assert line.startswith(f"error: {broken}: not valid TOML: ")

    shadow = tmp_path / "sheriff.toml"
    shadow.write_text('game = "sheriff"\nname = "sheriff"\n')
    [line] = assert_bad_input(*run(capsys, "presets", "validate", str(shadow)))
    assert line == f'error: {shadow}: name: "sheriff" is a built-in preset; choose another name'

    [line] = assert_bad_input(*run(capsys, "presets", "validate", str(tmp_path / "missing.toml")))
    assert line == f"error: presets validate: no such file: {tmp_path / 'missing.toml'}"
    assert_bad_input(*run(capsys, "presets", "validate", str(tmp_path)))


def test_presets_new_and_delete(capsys, config_dir: Path) -> None:
    path = config_dir / "presets" / "mine.toml"
    assert run(capsys, "presets", "new", "mine", "--from", "sheriff-blind", "--description", "blind, mine") == (0, f"created {path}\n", "")
    data = tomllib.loads(path.read_text())
    assert data["description"] == "blind, mine" and data["rules"]["auction"] == "blind"
    assert len(data["rules"]) == len(presets.schema("sheriff"))
    assert "mine" in run(capsys, "presets", "list")[1]
    before = path.read_bytes()
    [line] = assert_bad_input(*run(capsys, "presets", "new", "mine", "--from", "sheriff"))
    assert line == 'error: name: a preset named "mine" exists already; choose another name'
    assert path.read_bytes() == before

    assert run(capsys, "presets", "delete", "mine") == (0, "deleted mine\n", "")
    assert not path.exists()
    [line] = assert_bad_input(*run(capsys, "presets", "delete", "mine"))
    assert line.startswith('error: no user preset named "mine"')


@pytest.mark.parametrize(
    "argv, words",
    [
        (["presets", "new", "x", "--from", "nope"], '--from: no preset named "nope"'),
        (["presets", "new", "Bad Name", "--from", "sheriff"], "is not a preset name; allowed: lower-case letters"),
        (["presets", "new", "sheriff", "--from", "sheriff"], 'a built-in preset named "sheriff" exists already'),
        (["presets", "delete", "sheriff"], '"sheriff" is a built-in preset and can\'t be deleted'),
        (["presets", "delete", "../x"], '"../x" is not a preset name'),
    ],
)
def test_presets_refusals(capsys, argv: list[str], words: str) -> None:
    [line] = assert_bad_input(*run(capsys, *argv))
    assert words in line


def test_presets_new_into_an_unusable_folder(capsys, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("I am not a folder")
    [line] = assert_bad_input(*run(capsys, "--config-dir", str(blocker), "presets", "new", "mine", "--from", "sheriff"))
    assert str(blocker) in line
    assert blocker.read_text() == "I am not a folder"


@pytest.mark.parametrize(
    "argv",
    [
        ["--config-dir", "{file}", "presets", "list"],
        ["presets", "list", "--config-dir", "{file}"],
        ["play", "sheriff", "--data-dir", "{file}"],
        ["sim", "sheriff", "--deals", "1", "--config-dir", "{file}"],
    ],
)
def test_a_folder_option_naming_a_file_is_refused_before_anything_runs(capsys, tmp_path: Path, monkeypatch, argv: list[str]) -> None:
    """Not a menu that fails at its first save, nor a list that quietly has no user presets."""
    from sheriff_tui.ui import app as app_module

    monkeypatch.setattr(app_module.SheriffApp, "run", lambda self: pytest.fail("the app was started"))
    blocker = tmp_path / "file"
    blocker.write_text("I am not a folder")
    [line] = assert_bad_input(*run(capsys, *(a.format(file=blocker) for a in argv)))
    assert f"{blocker} is a file; allowed: a folder" in line
    assert blocker.read_text() == "I am not a folder"


def test_presets_validate_a_folder_says_it_is_one(capsys, tmp_path: Path) -> None:
    [line] = assert_bad_input(*run(capsys, "presets", "validate", str(tmp_path)))
    assert line == f"error: presets validate: {tmp_path} is a folder; allowed: a preset file, e.g. {tmp_path / 'mine.toml'}"


# -- replay ---------------------------------------------------------------------


@pytest.fixture
def record_file(tmp_path: Path, play_match) -> Path:
    path = tmp_path / "game.json"
    records.save(records.to_record(play_match("sheriff-double", seed=21), "sheriff-double"), path)
    return path


def test_replay(capsys, record_file: Path) -> None:
    rc, out, err = run(capsys, "replay", str(record_file))
    assert rc == 0 and err == ""
    lines = out.splitlines()
    assert sum(line.startswith("deal ") for line in lines) == 10
    assert "totals:" in lines and "unfinished" not in out
    rc, out, err = run(capsys, "replay", str(record_file), "--json")
    report = json.loads(out)
    assert rc == 0 and err == "" and len(report["deals"]) == 10 and len(report["totals"]) == 5


def test_replay_unfinished(capsys, tmp_path: Path, play_match) -> None:
    game = play_match("sheriff", seed=1, stop_after=70)
    path = tmp_path / "autosave.json"
    records.save(records.to_record(game), path)
    rc, out, _ = run(capsys, "replay", str(path))
    assert rc == 0 and out.splitlines()[-1] == f"(unfinished: {game.players[game.to_act]} is to act)"
    rc, out, _ = run(capsys, "replay", str(path), "--json")
    report = json.loads(out)
    assert report["unfinished"] is True and report["to_act"] == game.to_act


@pytest.mark.parametrize(
    "content, words",
    [
        ("not json", "not valid JSON: Expecting value at line 1, column 1"),
        ('{"format": "other"}', 'not a game record: "format" must be "sheriff-tui-record"'),
        ('{"format": "sheriff-tui-record", "version": 9}', '"version": 9 is not supported; allowed: 1'),
    ],
)
def test_replay_bad_files(capsys, tmp_path: Path, content: str, words: str) -> None:
    path = tmp_path / "r.json"
    path.write_text(content)
    [line] = assert_bad_input(*run(capsys, "replay", str(path)))
    assert line == f"error: {path}: {words}"
    rc, out, err = run(capsys, "replay", str(path), "--json")
    assert rc == 2 and err == ""
    assert json.loads(out) == {"error": {"deal": None, "action": None, "reason": words}}


def test_replay_missing_or_unreadable_file(capsys, tmp_path: Path) -> None:
    [line] = assert_bad_input(*run(capsys, "replay", str(tmp_path / "nope.json")))
    assert line == f"error: {tmp_path / 'nope.json'}: can't read the file: No such file or directory"
    [line] = assert_bad_input(*run(capsys, "replay", str(tmp_path)))
    assert line == f"error: {tmp_path}: is a folder, not a file; allowed: a regular file of at most 16 MiB"


# -- bad input anywhere ------------------------------------------------------------


@pytest.mark.parametrize(
    "argv, words",
    [
        (["bogus"], "invalid choice: 'bogus'"),
        (["presets"], "the following arguments are required: ACTION"),
        (["presets", "frobnicate"], "invalid choice: 'frobnicate'"),
        (["presets", "show"], "the following arguments are required: name"),
        (["presets", "new", "x"], "the following arguments are required: --from"),
        (["presets", "validate"], "the following arguments are required: file"),
        (["presets", "delete"], "the following arguments are required: name"),
        (["presets", "list", "--game"], "argument --game: expected one argument"),
        (["presets", "list", "--colour"], "unrecognized arguments: --colour"),
        (["replay"], "the following arguments are required: file"),
        (["replay", "a.json", "b.json"], "unrecognized arguments: b.json"),
        (["--config-dir"], "argument --config-dir: expected one argument"),
        (["--nope"], "unrecognized arguments: --nope"),
        (["play", "sheriff", "--seed", "abc"], "argument --seed: 'abc' is not a seed; allowed: a whole number"),
    ],
)
def test_bad_arguments_are_one_line(capsys, argv: list[str], words: str) -> None:
    [line] = assert_bad_input(*run(capsys, *argv))
    assert words in line
    assert line.startswith("error: sheriff-tui")


def test_version_and_help(capsys) -> None:
    assert run(capsys, "--version") == (0, f"sheriff-tui {__version__}\n", "")
    rc, out, err = run(capsys, "--help")
    assert rc == 0 and "presets" in out and "replay" in out and err == ""
    rc, out, _ = run(capsys, "presets", "--help")
    assert rc == 0 and "validate" in out
    rc, out, _ = run(capsys, "play", "--help")
    assert rc == 0 and out.startswith("usage: sheriff-tui play")


def test_no_command_opens_the_table_app(monkeypatch) -> None:
    from sheriff_tui.ui import app as ui_app

    opened = []
    monkeypatch.setattr(ui_app.SheriffApp, "run", lambda self: opened.append(self.start_request))
    assert cli.main([]) == 0
    assert opened == [None]  # the menu, no game started


def test_play_with_a_preset_alone_plays_its_game(capsys, user_preset, monkeypatch) -> None:
    """`play --preset house`: the preset names its game, so asking for it again was only a hurdle."""
    from sheriff_tui.ui import app as ui_app

    user_preset("house", 'game = "toruf"\nname = "house"\nextends = "toruf-open"\n')
    opened = []
    monkeypatch.setattr(ui_app.SheriffApp, "run", lambda self: opened.append(self.start_request))
    assert run(capsys, "play", "--preset", "house", "--seed", "4") == (0, "", "")
    [req] = opened
    assert (req.game, req.preset, req.seed, len(req.names)) == ("toruf", "house", 4, 4)
    [line] = assert_bad_input(*run(capsys, "play", "--preset", "nosuch"))
    assert line.startswith('error: play --preset: no preset named "nosuch"; allowed: ')
    assert opened == [req]


def test_play_theme_takes_textual_themes_as_config_toml_does(capsys, monkeypatch) -> None:
    from sheriff_tui.ui import app as ui_app

    opened = []
    monkeypatch.setattr(ui_app.SheriffApp, "run", lambda self: opened.append(self.requested_theme))
    assert run(capsys, "play", "--theme", "nord") == (0, "", "")
    assert opened == ["nord"]
    [line] = assert_bad_input(*run(capsys, "play", "--theme", "nope"))
    assert line.startswith("error: --theme: no theme named 'nope'; allowed: sheriff-dark") and "or a Textual theme: " in line and "nord" in line


def _env(config: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["SHERIFF_TUI_CONFIG_DIR"] = str(config)
    return env


def test_python_dash_m_version(config_dir: Path, tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "sheriff_tui", "--version"], capture_output=True, text=True, cwd=tmp_path, env=_env(config_dir), timeout=60
    )
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, f"sheriff-tui {__version__}\n", "")


def test_python_dash_m_bad_input_has_no_traceback(config_dir: Path, tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "sheriff_tui", "replay", str(tmp_path / "missing.json")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=_env(config_dir),
        timeout=60,
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == f"error: {tmp_path / 'missing.json'}: can't read the file: No such file or directory\n"


def test_replay_into_a_pipe_closed_early_says_nothing(config_dir: Path, tmp_path: Path, record_file: Path) -> None:
    """`replay FILE | head -1`: the reader gone before the report is written is no error to tell
    (it said "error: Broken pipe"). The pipe's reading end is closed before the command starts."""
    read, write = os.pipe()
    os.close(read)
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "sheriff_tui", "replay", str(record_file)],
            stdout=write, stderr=subprocess.PIPE, cwd=tmp_path, env=_env(config_dir), timeout=60,
        )
    finally:
        os.close(write)
    assert proc.stderr == b"" and proc.returncode == 1


def test_replay_doubler_on_the_last_deal(capsys, tmp_path: Path) -> None:
    """The replay report's last line for a doubler must not promise a next hand the match doesn't have."""
    from sheriff_tui.engine import sheepshead

    rules = presets.load_rules("sheepshead", overrides={"no_pick": "doubler", "deals": 5})
    game = sheepshead.new_game(rules, seed=3)
    while game.to_act is not None:  # everyone passes: five doublers
        game.apply(next(a for a in game.legal_actions() if a.act == "pass"))
    path = tmp_path / "doublers.json"
    records.save(records.to_record(game), path)
    rc, out, err = run(capsys, "replay", str(path))
    deals = [line for line in out.splitlines() if line.startswith("deal ")]
    assert rc == 0 and err == ""
    assert len(deals) == 5
    assert deals[0] == "deal 1: Nobody picked: a doubler, the next hand counts ×2"
    assert deals[-1] == "deal 5: Nobody picked: a doubler, but the match ends with this deal"


@pytest.mark.parametrize(
    "argv, words",
    [
        (["play", "sheepshead", "--bots", "master"], "play --bots: unknown level 'master'; allowed: random, normal, hard, expert"),
        (["play", "sheriff", "--bots", "hard,normal,normal"], "play --bots: 3 levels for 2 opponents; allowed: one level for all, or 2"),
        (["play", "--bots", "hard"], "play --bots: name the game (or a --preset) too"),
        (["play", "--seed", "-1"], "play --seed: -1 is not a seed for the New game form; allowed: a whole number from 0 to 999999999999999999"),
        (["play", "--seed", "1" + "0" * 18], "allowed: a whole number from 0 to 999999999999999999"),
        (["play", "--seed", "x"], "'x' is not a seed; allowed: a whole number, e.g. 42"),
    ],
)
def test_play_bots_says_what_is_allowed(capsys, argv: list[str], words: str) -> None:
    [line] = assert_bad_input(*run(capsys, *argv))
    assert words in line


def test_play_bots_one_level_for_all_or_one_per_opponent() -> None:
    from sheriff_tui.commands.play_cmd import opponents

    assert opponents(None, 5) == ("normal",) * 4
    assert opponents("hard", 3) == ("hard", "hard")
    assert opponents("hard, random", 3) == ("hard", "random")
