"""``sheriff-tui --version`` and ``--help`` answer from cli.py's static table of commands:
no command module, no Textual, no Rich, no engine is imported (start-up stays fast).

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
