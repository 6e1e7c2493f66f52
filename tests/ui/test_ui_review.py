"""The deal review screen: from a deal's result, stepping through the tricks, the costliest
decision listed, Esc back to the result; and a hand-made deal's review on its own."""

from __future__ import annotations

import pytest

from sheriff_tui import records
from sheriff_tui.review import review_deal
from sheriff_tui.review.walk import make_hard
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.results import DealResultScreen
from sheriff_tui.ui.screens.review import ReviewScreen
from sheriff_tui.ui.widgets.review_hands import ReviewHands
from sheriff_tui.ui.widgets.trick import TrickView

from ..review_helpers import BAD_ENDING, ending_record
from ..ui_helpers import make_app, plain, table_of, to_deal_result, until

SCALE = 0.25  # a quicker search: the screen shows whatever the search says, and the exact ending is exact at any budget


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ReviewScreen, "SCALE", SCALE)


def reviewed(app) -> bool:
    return isinstance(app.screen, ReviewScreen) and app.screen.done


async def test_a_deal_to_its_review_and_back(tmp_path) -> None:
    app = make_app(tmp_path, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_deal_result(pilot)
        result = app.screen
        assert isinstance(result, DealResultScreen) and result.query_one("#review")
        game = table_of(app).game
        record = records.to_record(game)
        await pilot.press("r")
        await until(pilot, lambda: reviewed(app), limit=20000)
        screen = app.screen
        assert screen.position == 0 and "Before the cards" in plain(screen.query_one("#review-step"))
        # the same figures as the review computed apart, costliest first in the list
        expected = review_deal(records.load_data(record), 0, 0, make_hard("sheriff", SCALE))
        assert [d.index for d in screen._review().decisions] == [d.index for d in expected.decisions]
        first = expected.decisions[0]
        entries = screen.query_one("#review-list").options
        head = f"−{first.cost:4.1f}" if first.costly else "  ok "  # a cost within the search's noise is no mistake
        assert entries and str(entries[0].prompt).startswith(head)
        assert f"points lost this deal: about {expected.lost:.1f}" == plain(screen.query_one("#review-lost"))
        # stepping: → to trick 1, End to the last, ← back, Home to the start
        await pilot.press("right")
        assert screen.position == 1 and plain(screen.query_one("#review-step")).startswith("Trick 1 of 17")
        await pilot.press("end")
        assert screen.position == 17
        await pilot.press("left")
        assert screen.position == 16
        await pilot.press("home")
        assert screen.position == 0
        # c: the costliest decision's trick, its line under the trick
        await pilot.press("c")
        assert screen.position == (first.trick or 0)
        assert plain(screen.query_one("#review-note")).startswith(f"trick {first.trick}:")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))


class HeldSearch:
    """``hard`` whose every weighing waits until the test lets it go: a search still running
    whatever the machine's speed."""

    def __init__(self) -> None:
        import threading

        self.inner = make_hard("sheriff", SCALE)
        self.go = threading.Event()

    def appraise_outcomes(self, *args, **kw):
        self.go.wait(timeout=30)
        return self.inner.appraise_outcomes(*args, **kw)


async def test_esc_while_the_search_runs_closes_at_once(tmp_path) -> None:
    held = HeldSearch()
    app = SheriffApp(tmp_path / "config", tmp_path / "data")  # the menu beneath: no table playing on
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: bool(app.screen_stack))
        under = app.screen
        await app.push_screen(ReviewScreen(ending_record(last=BAD_ENDING), 0, bot=held))
        screen = app.screen
        await pilot.pause()
        assert isinstance(screen, ReviewScreen) and not screen.done
        await pilot.press("right")  # the deal can be stepped through while the search runs
        assert screen.position == 1
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is under)
        assert not screen.done  # closed before the search was through; its worker cancelled
        held.go.set()
        assert all(w.is_cancelled or w.is_finished for w in screen.workers if w.group == "review")


async def test_the_hand_made_deal_shows_the_thrown_trick(tmp_path) -> None:
    """The 5♠ led at trick 16 (the 10♣ made the contract exactly): listed first, 41 points."""
    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: bool(app.screen_stack))
        await app.push_screen(ReviewScreen(ending_record(last=BAD_ENDING), 0))
        await until(pilot, lambda: reviewed(app), limit=20000)
        screen = app.screen
        assert screen.seat == 0  # the table's human seat, from the record's "table" meta
        first = screen._review().decisions[0]
        assert first.trick == 16 and first.cost == pytest.approx(41)
        assert str(screen.query_one("#review-list").options[0].prompt) == "−41.0  trick 16: 5♠, 10♣ best"
        await pilot.press("c")
        assert screen.position == 16
        hands = plain(screen.query_one(ReviewHands))
        assert hands.splitlines()[0].split() == ["You", "♠", "5", "♣", "10"]
        trick = plain(screen.query_one(TrickView))
        assert "5♠" in trick and "−41.0" in trick  # the card led, marked with its cost (big cards at 40 rows)
        assert plain(screen.query_one("#review-note")).startswith("trick 16: 5♠ cost about 41.0 points; 10♣ was best")


async def test_a_record_that_cant_be_reviewed_says_why(tmp_path) -> None:
    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: bool(app.screen_stack))
        await app.push_screen(ReviewScreen(ending_record(), 3))
        await pilot.pause()
        assert "can't be reviewed: deal 4: the record holds 1 deal" in plain(app.screen.query_one("#review-said"))
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ReviewScreen)
