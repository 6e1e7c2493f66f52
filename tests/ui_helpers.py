"""Driving the app in tests: wait on the app's own state, never on the clock."""

from __future__ import annotations

import asyncio
from typing import Any, Callable

from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.new_game import MatchRequest
from sheriff_tui.ui.screens.table import TableScreen

STEP_LIMIT = 3000


async def until(pilot: Any, condition: Callable[[], bool], limit: int = STEP_LIMIT) -> None:
    """Let the app run until ``condition`` holds (bots, workers and timers included).

    Most steps only let the screen's queued messages run and give a bot's thread a moment;
    every tenth is a full ``pilot.pause()`` (which waits for the process to go idle, at least
    20 ms of wall time, and draws a frame): the suite spent most of its time in those. Once
    the condition holds, one full pause, so the screen is laid out for the next click."""
    for n in range(limit):
        if condition():
            await pilot.pause()  # drawn, laid out: what the test does next (a click) lands
            return
        if n % 10 == 9:
            await pilot.pause()
        else:
            await pilot._wait_for_screen()
            await asyncio.sleep(0.001)
    raise AssertionError("the app never reached the expected state")


async def press_many(pilot: Any, keys: list[str], batch: int = 25) -> None:
    """Send keys through the driver as a terminal would, pausing once per batch.

    ``pilot.press`` waits for the process to go idle after every key (~40 ms);
    thousands of keys need batches to keep the suite quick.
    """
    from textual import events

    app = pilot.app
    for start in range(0, len(keys), batch):
        for key in keys[start : start + batch]:
            char = key if len(key) == 1 else None
            app._driver.send_message(events.Key(key, char))
        await pilot.pause()


def table_of(app: SheriffApp) -> TableScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, TableScreen):
            return screen
    raise AssertionError("no table on the screen stack")


def human_waits(app: SheriffApp) -> bool:
    scr = app.screen
    return isinstance(scr, TableScreen) and scr.game.to_act == scr.me and scr.prompt_spec is not None


def make_app(tmp_path: Any, seed: int = 7, preset: str = "sheriff", seats: int = 3, **kw: Any) -> SheriffApp:
    names = ("You", "Belle", "Wyatt", "Doc", "Calamity", "Jesse")[:seats]
    req = MatchRequest("sheriff", preset, names, ("human",) + ("normal",) * (seats - 1), "instant", seed)
    return SheriffApp(tmp_path / "config", tmp_path / "data", start=req, **kw)


def waiting(app: SheriffApp) -> bool:
    """The human is asked, or a deal's result is up."""
    from sheriff_tui.ui.screens.results import DealResultScreen

    return human_waits(app) or isinstance(app.screen, DealResultScreen)


async def to_deal_result(pilot: Any, *, by_keys: bool = True) -> None:
    """Answer the human's turns until the deal's result is up: by keys (p at a bid, 1 for the
    first card) or, ``by_keys`` false, by acting directly (a pass if legal, else the first action)."""
    from sheriff_tui.ui.screens.results import DealResultScreen

    app = pilot.app
    while True:
        await until(pilot, lambda: waiting(app))
        if isinstance(app.screen, DealResultScreen):
            return
        if by_keys:
            await pilot.press("p" if app.screen.prompt_spec.kind == "bid" else "1")
        else:
            legal = app.screen.game.legal_actions()
            app.screen.act(next((a for a in legal if a.act == "pass"), legal[0]))


def plain(widget: Any) -> str:
    """A widget's rendered text, without its styles."""
    rendered = widget.render()
    return getattr(rendered, "plain", str(rendered))


def log_text(screen: TableScreen) -> str:
    """The log as written, a line an entry (the log folds them to its width when it shows them)."""
    return "".join(text + "\n" for text in screen.query_one("#log").texts)
