"""The docs that are generated from the code stay in step with it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def gen_docs():
    spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "tools" / "gen_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_key_reference_is_up_to_date() -> None:
    """docs/rules-and-presets.md lists every rule key and built-in preset as the code has them:
    after a change of keys or presets, run python tools/gen_docs.py."""
    gen = gen_docs()
    text = gen.DOC.read_text(encoding="utf-8")
    assert gen.BEGIN in text and gen.END in text
    assert gen.rewritten(text) == text, "docs/rules-and-presets.md is out of date: run python tools/gen_docs.py"


def test_the_reference_names_every_key() -> None:
    from sheriff_tui import presets
    from sheriff_tui.engine import GAMES

    text = (ROOT / "docs" / "rules-and-presets.md").read_text(encoding="utf-8")
    for game in GAMES:
        for f in presets.schema(game):
            assert f"| `{f.name}` |" in text, (game, f.name)
