"""Snapshots of the deal review (pytest-textual-snapshot): the hand-made Sheriff deal whose
trick 16 threw the contract away, at 80×24 and 120×40, dark and mono. Update after a
deliberate change of look with ``pytest tests/ui/test_snapshots_review.py --snapshot-update``."""

from __future__ import annotations

import pytest

from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.review import ReviewScreen

from ..review_helpers import BAD_ENDING, ending_record
from ..ui_helpers import until


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ReviewScreen, "SCALE", 0.25)  # the same figures every run, sooner


async def to_costliest(pilot) -> None:
    """The review of the hand-made deal, weighed, at its costliest decision (c)."""
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    await app.push_screen(ReviewScreen(ending_record(last=BAD_ENDING), 0))
    await until(pilot, lambda: isinstance(app.screen, ReviewScreen) and app.screen.done, limit=20000)
    await pilot.press("c")
    await pilot.pause()


@pytest.mark.parametrize("theme", ["sheriff-dark", "sheriff-mono"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_review(snap_compare, tmp_path, theme, size):
    app = SheriffApp(tmp_path / "config", tmp_path / "data", theme=theme)
    assert snap_compare(app, terminal_size=size, run_before=to_costliest)
