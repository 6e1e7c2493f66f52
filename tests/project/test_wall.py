"""The wall: the rules layer, the bots and the data code never import Textual or Rich.

Every module behind the wall (each engine and bot module, the lazily imported
forms and worlds too, found by walking the packages) is imported in one fresh
interpreter (``sys.modules`` of this one is full of whatever other tests
loaded), as tconbeer/harlequin's ``tests/unit_tests/test_import_hygiene.py``
does; the first import that brings Textual or Rich in is named.
"""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys

import sheriff_tui.bots
import sheriff_tui.engine

DATA = [
    "sheriff_tui.cards",
    "sheriff_tui.paths",
    "sheriff_tui.presets",
    "sheriff_tui.records",
    "sheriff_tui.saves",
    "sheriff_tui.settings",
    "sheriff_tui.themes",
    "sheriff_tui.helptext",
    "sheriff_tui.userfiles",
    "sheriff_tui.crash",
    "sheriff_tui.sim",
    "sheriff_tui.benchref",
]
FORBIDDEN = ("textual", "rich")

PROBE = """
import importlib, json, sys
breach = {{}}
for module in {modules!r}:
    importlib.import_module(module)
    seen = sorted(m for m in sys.modules if m.split(".")[0] in {forbidden!r})
    if seen:
        breach = {{"module": module, "pulls in": sorted({{m.split(".")[0] for m in seen}})}}
        break
print(json.dumps(breach))
"""


def walled() -> list[str]:
    """Every module of the engine and bot packages, then the data modules."""
    found = []
    for package in (sheriff_tui.engine, sheriff_tui.bots):
        found.append(package.__name__)
        found += sorted(m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + "."))
    return found + DATA


def probe(modules: list[str]) -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE.format(modules=modules, forbidden=FORBIDDEN)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_no_module_behind_the_wall_imports_the_ui() -> None:
    modules = walled()
    assert len(modules) > 40 and "sheriff_tui.bots.sheepshead.battery_worlds" in modules  # the lazy ones too
    assert probe(modules) == {}


def test_the_probe_can_see_a_breach() -> None:
    """The check itself works: importing Textual does show up, named by the module that did it."""
    breach = probe(["sheriff_tui.cards", "textual.app"])
    assert breach["module"] == "textual.app" and "textual" in breach["pulls in"]
