"""``sheriff-tui --version`` and ``--help`` answer from cli.py's static table of commands:
no command module, no Textual, no Rich, no engine is imported (start-up stays fast). The
menu's first frame imports no rules (engines, cards, records, presets) and no table code.

Each check runs in a fresh interpreter, as ``sys.modules`` of this one is full of
whatever other tests loaded.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

PROBE = """
import contextlib, io, json, sys
from sheriff_tui import cli
out = io.StringIO()
with contextlib.redirect_stdout(out):
    rc = cli.main({argv!r})
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich") or m.startswith(("sheriff_tui.commands", "sheriff_tui.engine", "sheriff_tui.ui")))
print(json.dumps({{"rc": rc, "out": out.getvalue(), "heavy": heavy}}))
"""


def probe(argv: list[str]) -> dict[str, object]:
    proc = subprocess.run([sys.executable, "-c", PROBE.format(argv=argv)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["-h"]])
def test_version_and_help_import_no_command_nor_ui_nor_engine(argv: list[str]) -> None:
    found = probe(argv)
    assert found["rc"] == 0 and found["heavy"] == []
    assert "sheriff-tui" in str(found["out"])


def test_help_lists_every_command_from_the_static_table() -> None:
    from sheriff_tui.cli import COMMANDS

    out = str(probe(["--help"])["out"])
    for name, help_text in COMMANDS.items():
        assert name in out and help_text.split()[0] in out


def test_the_probe_sees_a_command_module_when_a_command_runs() -> None:
    """The check itself works: a command's own help does import its module, and only that one."""
    found = probe(["rules", "--help"])
    commands = [m for m in found["heavy"] if m.startswith("sheriff_tui.commands.")]  # type: ignore[union-attr]
    assert found["rc"] == 0 and commands == ["sheriff_tui.commands.rules_cmd"]


# What the menu's first frame needs: the settings, the themes, the save's header. Not the rules
# (engines, cards, records, presets, the rules help), the bots nor any game's table code, which
# load when a table, a form or the rules first open (issue 21; docs/measurements.md, start-up).
NOT_FOR_THE_MENU = (
    "sheriff_tui.engine.", "sheriff_tui.cards", "sheriff_tui.bots", "sheriff_tui.records", "sheriff_tui.presets",
    "sheriff_tui.helptext", "sheriff_tui.ui.games.", "sheriff_tui.ui.screens.table", "sheriff_tui.ui.screens.new_game",
    "sheriff_tui.ui.palette", "sheriff_tui.ui.cardtext",
)

MENU_PROBE = """
import json, os, sys
from sheriff_tui.ui import app

class Probe(app.SheriffApp):
    def _tell_broken_presets(self):  # reads every preset after the first frame, in a thread: not raced here
        pass

    def on_ready(self):
        self.seen = sorted(m for m in sys.modules if m.startswith("sheriff_tui"))
        self.shown = type(self.screen).__name__
        menu = self.screen.query_one("#menu")
        self.labels = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        self.exit()

    def run(self, **kwargs):
        super().run(headless=True, size=(100, 30))
        os.write(1, json.dumps({{"modules": self.seen, "screen": self.shown, "labels": self.labels}}).encode())

app.SheriffApp = Probe  # the one `sheriff-tui play` starts
from sheriff_tui import cli
sys.exit(cli.main(["play", "--config-dir", {config!r}, "--data-dir", {data!r}]))
"""


def heavy(modules: list[str]) -> list[str]:
    return [m for m in modules if m.startswith(NOT_FOR_THE_MENU)]


def test_the_app_module_imports_no_rules_nor_tables() -> None:
    code = "import json, sys; import sheriff_tui.commands.play_cmd, sheriff_tui.ui.app; print(json.dumps(sorted(sys.modules)))"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    modules = json.loads(proc.stdout.splitlines()[-1])
    assert "sheriff_tui.ui.screens.menu" in modules
    assert heavy(modules) == []


@pytest.mark.parametrize("saved", [False, True])
def test_the_menus_first_frame_imports_no_rules_nor_tables(tmp_path, saved: bool) -> None:
    """`sheriff-tui play` to the menu's first frame, in a fresh interpreter; with a match to
    continue too, whose Continue label is read from the save's header, not by replaying it, and
    the settings of a player who has played (config.toml names a built-in preset per game)."""
    data = tmp_path / "data"
    if saved:
        (tmp_path / "config").mkdir()
        chosen = 'sheriff = "sheriff-blind"\nsheepshead = "sheepshead-4"\ntoruf = "toruf"\nnottingham = "nottingham-3"\n'
        (tmp_path / "config" / "config.toml").write_text(f'game = "sheepshead"\nplayer_name = "Ada"\n\n[presets]\n{chosen}')
    if saved:
        (data / "saves").mkdir(parents=True)
        header = {"format": 1, "game": "sheepshead", "preset": "sheepshead", "players": ["You", "Ann", "Bo", "Cy", "Di"], "rules": {"deals": 10}, "deals": [{}, {}]}
        (data / "saves" / "current.json").write_text(json.dumps(header))
    code = MENU_PROBE.format(config=str(tmp_path / "config"), data=str(data))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    assert found["screen"] == "MenuScreen"
    assert ("Continue: Sheepshead, deal 2 of 10" in found["labels"]) is saved
    assert "sheriff_tui.ui.screens.menu" in found["modules"]
    assert heavy(found["modules"]) == []
