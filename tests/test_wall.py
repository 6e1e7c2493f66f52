"""The wall: the rules layer, the bots and the data code never import Textual or Rich.

Each module is imported in a fresh interpreter (``sys.modules`` of this one is
full of whatever other tests loaded), as tconbeer/harlequin's
``tests/unit_tests/test_import_hygiene.py`` does.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest

WALLED = [
    "sheriff_tui.cards",
    "sheriff_tui.paths",
    "sheriff_tui.engine",
    "sheriff_tui.engine.sheriff",
    "sheriff_tui.bots",
    "sheriff_tui.presets",
    "sheriff_tui.records",
    "sheriff_tui.userfiles",
    "sheriff_tui.crash",
    "sheriff_tui.saves",
    "sheriff_tui.settings",
    "sheriff_tui.themes",
    "sheriff_tui.sim",
]
FORBIDDEN = ("textual", "rich")

PROBE = """
import json, sys
import {module}
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in {forbidden!r})))
"""


def exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


@pytest.mark.parametrize("module", WALLED)
def test_module_does_not_import_the_ui(module: str) -> None:
    if not exists(module):
        pytest.skip(f"{module} is not written yet")
    proc = subprocess.run(
        [sys.executable, "-c", PROBE.format(module=module, forbidden=FORBIDDEN)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == [], f"importing {module} pulls in {proc.stdout.strip()}"


def test_the_probe_can_see_a_breach() -> None:
    """The check itself works: importing Textual does show up."""
    proc = subprocess.run(
        [sys.executable, "-c", PROBE.format(module="textual.app", forbidden=FORBIDDEN)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert "textual" in json.loads(proc.stdout)
