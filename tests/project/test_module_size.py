"""No module grows past about 600 lines without saying why at its top (issue 21): someone who
wants to fix one rule should find a room, not a hall."""

from __future__ import annotations

import ast
from pathlib import Path

import sheriff_tui

LIMIT = 600


def test_a_long_module_says_why() -> None:
    root = Path(sheriff_tui.__file__).parent
    unexplained = []
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n")
        if lines <= LIMIT:
            continue
        doc = ast.get_docstring(ast.parse(text)) or ""
        if "Long:" not in doc:
            unexplained.append(f"{path.relative_to(root)} ({lines} lines)")
    assert not unexplained, "modules over 600 lines with no 'Long:' reason in their docstring: " + ", ".join(unexplained)
