"""Rules help: the game's Markdown and the house rules at the table; the ``rules`` command; the wall."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sheriff_tui import cli, paths, presets
from sheriff_tui.engine import game_module
from sheriff_tui.helptext import HelpError, help_games, house_rules_markdown, rules_markdown

SHERIFF_PRESETS = sorted(n for n, p in presets.builtin_presets().items() if p.game == "sheriff")
FIELDS = presets.schema("sheriff")


def rows(markdown: str) -> dict[str, list[str]]:
    """The house-rules table as {rule: [value, about]}."""
    out = {}
    for line in markdown.splitlines():
        m = re.fullmatch(r"\| `(\w+)` \| (.*) \|", line)
        if m:
            cells = re.split(r"(?<!\\) \| ", m.group(2))
            assert len(cells) == 2, line
            out[m.group(1)] = cells
    return out


def test_help_games() -> None:
    assert help_games() == ["sheriff", "sheepshead", "toruf", "nottingham"]


def test_the_help_file_comes_first() -> None:
    text = rules_markdown("sheriff")
    help_file = (paths.rules_dir() / "help" / "sheriff.md").read_text(encoding="utf-8").rstrip()
    assert text.startswith(help_file)
    assert "\n## House rules at this table: sheriff\n" in text
    assert text.endswith("```\n")  # the table, then the same rules as a preset file writes them


@pytest.mark.parametrize("name", SHERIFF_PRESETS)
def test_every_preset_explains_every_rule(name: str) -> None:
    text = rules_markdown("sheriff", name)
    p = presets.builtin_presets()[name]
    assert f"## House rules at this table: {name}" in text
    assert " ".join(p.description.split()) in text
    table = rows(text)
    assert list(table) == [f.name for f in FIELDS]
    rules = presets.load_rules("sheriff", name)
    plain = game_module("sheriff").Rules()
    for f in FIELDS:
        value, about = table[f.name]
        assert f.doc in about and f.allowed() in about
        shown = str(getattr(rules, f.name)).lower()
        if getattr(rules, f.name) == getattr(plain, f.name):
            assert value == shown
        else:
            assert value == f"**{shown}** (plain: {str(getattr(plain, f.name)).lower()})"


def test_changed_values_are_marked() -> None:
    table = rows(rules_markdown("sheriff", "sheriff-double"))
    assert table["players"][0] == "**5** (plain: 3)"
    assert table["deals"][0] == "**10** (plain: 9)"
    assert table["auction"][0] == "standard"
    assert "**" not in "".join(v for v, _ in rows(rules_markdown("sheriff")).values()), "the plain game changes nothing"


def test_the_rules_in_play_may_differ_from_the_preset() -> None:
    rules = presets.load_rules("sheriff", "sheriff-blind", {"deals": 6, "exact_bonus": 0})
    text = house_rules_markdown("sheriff", "sheriff-blind", rules=rules)
    assert "This table changes the preset's `deals` and `exact_bonus`." in text
    assert rows(text)["exact_bonus"][0] == "**0** (plain: 5)"
    assert house_rules_markdown("sheriff", "sheriff-blind", rules={"deals": 6, "exact_bonus": 0}) == text
    assert "changes the preset" not in house_rules_markdown("sheriff", "sheriff-blind", rules=presets.load_rules("sheriff", "sheriff-blind"))


def test_a_user_preset(user_preset) -> None:
    user_preset("quick", 'game = "sheriff"\nname = "quick"\ndescription = "Three deals | quick"\nextends = "sheriff-choice"\n[rules]\ndeals = 3\n')
    text = rules_markdown("sheriff", "quick")
    assert "## House rules at this table: quick" in text and "Three deals | quick" in text
    table = rows(text)
    assert table["deals"][0] == "**3** (plain: 9)" and table["auction"][0] == "**choice** (plain: standard)"


@pytest.mark.parametrize(
    ("game", "preset", "rules", "words"),
    [
        ("chess", None, None, ['no rules for "chess"', "allowed: sheriff"]),
        ("sheriff", "nope", None, ['no sheriff preset named "nope"', "allowed: sheriff, sheriff-blind"]),
        ("sheriff", None, {"deals": 7}, ["rules.deals", "multiple of players"]),
        ("sheriff", None, {"colour": 1}, ["unknown rule"]),
        ("sheriff", None, 42, ["a sheriff Rules value or a table"]),
    ],
)
def test_errors_are_one_line(game: str, preset: str | None, rules: object, words: list[str]) -> None:
    with pytest.raises(HelpError) as exc:
        rules_markdown(game, preset, rules=rules)
    message = str(exc.value)
    assert "\n" not in message
    for w in words:
        assert w in message


def test_a_broken_user_preset_is_not_offered(user_preset) -> None:
    user_preset("broken", 'game = "sheriff"\nname = "broken"\n[rules]\ndeals = "many"\n')
    with pytest.raises(HelpError, match=r'the preset "broken" can\'t be used: .*broken\.toml: rules\.deals: "many" is not allowed'):
        rules_markdown("sheriff", "broken")  # not offered, and it says why


# -- the rules command -------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = cli.main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_rules_command_prints_markdown_when_piped(capsys) -> None:
    rc, out, err = run(capsys, "rules", "sheriff")
    assert (rc, err) == (0, "")
    assert out == rules_markdown("sheriff")
    rc, out, err = run(capsys, "rules", "sheriff", "--preset", "sheriff-double-6")
    assert (rc, err) == (0, "")
    assert out == rules_markdown("sheriff", "sheriff-double-6")


def test_rules_command_renders_on_a_terminal(capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    rc, out, err = run(capsys, "rules", "sheriff", "--preset", "sheriff-blind")
    assert (rc, err) == (0, "")
    assert "Sheriff" in out and "blind_multiplier" in out
    assert "| --- |" not in out and "## House rules" not in out, "rendered, not raw"
    rc, out, _ = run(capsys, "rules", "sheriff", "--markdown")
    assert rc == 0 and out == rules_markdown("sheriff")


def test_rules_command_with_a_config_dir(capsys, tmp_path: Path) -> None:
    folder = tmp_path / "cfg"
    (folder / "presets").mkdir(parents=True)
    (folder / "presets" / "mine.toml").write_text('game = "sheriff"\nname = "mine"\nextends = "sheriff"\n[rules]\nexact_bonus = 9\n', encoding="utf-8")
    rc, out, err = run(capsys, "rules", "sheriff", "--preset", "mine", "--config-dir", str(folder))
    assert (rc, err) == (0, "")
    assert "**9** (plain: 5)" in out
    rc, out, err = run(capsys, "rules", "sheriff", "--preset", "mine")
    assert rc == 2 and 'no sheriff preset named "mine"' in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["rules", "chess"], ['no rules for "chess"', "allowed: sheriff"]),
        (["rules", "sheriff", "--preset", "nope"], ['"nope"', "allowed: sheriff, sheriff-blind, sheriff-choice"]),
        (["rules"], ["the following arguments are required: game"]),
        (["rules", "sheriff", "--colour"], ["unrecognized arguments: --colour"]),
    ],
)
def test_rules_command_errors(capsys, argv: list[str], words: list[str]) -> None:
    rc, out, err = run(capsys, *argv)
    assert rc == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    for w in words:
        assert w in lines[0]


def test_rules_command_help(capsys) -> None:
    rc, out, _ = run(capsys, "rules", "--help")
    assert rc == 0 and "--preset" in out
    rc, out, _ = run(capsys, "--help")
    assert rc == 0 and "rules" in out


# -- the wall ----------------------------------------------------------------------

PROBE = """
import json, sys
from sheriff_tui import settings, saves, themes, helptext
from sheriff_tui.commands import rules_cmd
settings.load_settings()
themes.load_themes()
helptext.rules_markdown("sheriff", "sheriff-blind")
print(json.dumps(sorted({m.split(".")[0] for m in sys.modules} & {"textual", "rich"})))
"""


def test_the_support_modules_keep_off_textual_and_rich(config_dir: Path) -> None:
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == [], "importing or using the support modules pulled in " + proc.stdout
