"""Keys that do what the screen says, and messages in the table's own status line (issue 18).

The hint points and never holds the player's selection; typed Toruf bids show
as typed; every playable card has a key; the trump choice starts on a suit the
player holds; hints, refusals and the pace are said in the status line, not in
toasts over the seats.
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets._toast import Toast

from sheriff_tui.ui.screens.table import TableScreen
from sheriff_tui.ui.widgets.status_line import StatusLine

from .ui_helpers import human_waits, make_app, plain, until


# -- the status line (item 7) --------------------------------------------------------------
class _LineApp(App[None]):
    def compose(self) -> ComposeResult:
        yield StatusLine("You · your turn", id="status")


async def test_a_message_shows_over_the_standing_text_and_its_timer_takes_it_away() -> None:
    app = _LineApp()
    async with app.run_test(size=(60, 3)) as pilot:
        line = app.query_one(StatusLine)
        line.say("Not allowed: [b]follow suit[/b]", "warning", timeout=0.05)
        assert plain(line) == "Not allowed: [b]follow suit[/b]"  # plain text, never markup
        assert line.has_class("-warning")
        line.update("You · your turn · 3 pts")  # the table redraws under the message: it stays
        assert plain(line) == "Not allowed: [b]follow suit[/b]"
        await until(pilot, lambda: not line.message)
        assert plain(line) == "You · your turn · 3 pts" and not line.has_class("-warning")


async def test_a_message_without_a_timeout_stays_until_taken_back() -> None:
    app = _LineApp()
    async with app.run_test(size=(60, 3)) as pilot:
        line = app.query_one(StatusLine)
        line.say("Hint: bid 48", timeout=None)
        await pilot.pause()
        line.clear_message("Pace: fast")  # another message's taking back leaves this one
        assert line.message == "Hint: bid 48" and line.has_class("-information")
        line.clear_message()
        assert plain(line) == "You · your turn"


# -- the pace (item 14) --------------------------------------------------------------------
async def test_the_pace_is_said_in_the_status_line_and_named_in_the_footer(tmp_path) -> None:
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        assert isinstance(screen, TableScreen)

        def footer_pace() -> str:
            return next(b.binding.description for b in screen.active_bindings.values() if b.binding.action == "cycle_pace")

        assert footer_pace() == "Pace instant"
        await pilot.press("full_stop")
        assert app.pace == "fast"
        assert screen.query_one("#status", StatusLine).message == "Pace: fast"
        assert footer_pace() == "Pace fast"
        await pilot.pause()
        assert not app.screen.query(Toast)
