"""tools/ab_decisions.py: a change measured at the decisions it changes, paired."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest


@pytest.fixture(scope="module")
def ab():
    path = Path(__file__).parents[2] / "tools" / "ab_decisions.py"
    spec = importlib.util.spec_from_file_location("ab_decisions", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ab_decisions"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def quick_hard(ab, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hard player on a sliver of its budget: these tests are about the tool, not the player."""
    from sheriff_tui.bots import make_bot
    from sheriff_tui.bots.sheriff.worlds import hard

    monkeypatch.setattr(ab, "make_bot", lambda game, level: hard(scale=0.02) if level == "hard" else make_bot(game, level))


def test_a_variant_that_changes_nothing_scores_nothing(ab, monkeypatch: pytest.MonkeyPatch) -> None:
    """With A the same player as B they never part: every deal is worth 0 and none is counted as acted."""
    monkeypatch.setitem(ab.VARIANTS, "same", (None, None, lambda view: True))
    assert [ab.one_deal(("sheriff", None, "same", 1, i)) for i in range(2)] == [(0, None), (1, None)]


def test_a_variant_that_acts_is_scored_where_it_parts(ab, monkeypatch: pytest.MonkeyPatch) -> None:
    """A that always passes the auction parts from B at its first bid: the deal is scored as two branches."""
    def passes(bot):
        bot.decide = lambda view, legal, default, rng: next(a for a in legal if a.act == "pass")

    monkeypatch.setitem(ab.VARIANTS, "passer", (passes, None, lambda view: view.phase == "auction"))
    results = [ab.one_deal(("sheriff", None, "passer", 1, i)) for i in range(3)]
    assert any(d is not None for _, d in results)
    assert all(isinstance(d, int) for _, d in results if d is not None)
