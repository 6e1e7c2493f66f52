"""Every game's table mid-play and at its result, at 80×24 and at 160×50.

The same pictures a player meets in the first minutes, at the smallest terminal
the app draws and a large one: nothing over the cards, the match in view, the
result's buttons on screen. Scripted bots (or a seeded random table) keep the
pictures still when the real bots change. Update with ``--snapshot-update``
after a deliberate change of look, and look at the report.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from sheriff_tui.ui.screens.results import DealResultScreen, MatchResultScreen
from sheriff_tui.ui.widgets.hand import Hand

from ..ui_helpers import make_app, until, waiting

SIZES = {"80x24": (80, 24), "160x50": (160, 50)}


async def play_until(pilot: Any, done: Callable[[Any], bool], each: Callable[[Any], None] | None = None) -> None:
    """Answer every prompt by keys (pass a bid, Enter a choice, the first card, the first
    legal bury) until ``done(view)`` holds at the human's turn or a deal's result is up;
    ``each(app)`` looks at every screen on the way."""
    app = pilot.app
    while True:
        await until(pilot, lambda: waiting(app))
        if each is not None:
            await pilot.pause()
            each(app)
        if isinstance(app.screen, DealResultScreen):
            break
        screen = app.screen
        if done(screen.game.view(screen.me)):
            break
        spec = screen.prompt_spec
        if spec.kind == "mark":
            hand = screen.query_one(Hand)
            for card in spec.choices[0][1].cards:
                while hand.cards[hand.cursor] != card:
                    await pilot.press("right")
                await pilot.press("space")
            await pilot.press("enter")
        elif spec.kind == "cards":
            await pilot.press("1")
        elif spec.kind == "bid":
            await pilot.press("p")
        else:
            await pilot.press("enter")
    await pilot.pause()


def mid_trick(view: Any) -> bool:
    return len(view.history) >= 2 and bool(view.trick)


def never(view: Any) -> bool:
    return False


def trick_app(game: str, tmp_path: Any, bots: Any) -> Any:
    """A table of ``game`` whose bots are scripted (Sheriff: the seeded normal bots)."""
    if game == "sheriff":
        return make_app(tmp_path, seed=3)
    if game == "sheepshead":
        from .test_ui_sheepshead import PickBot, sheep_app

        bots(PickBot)
        return sheep_app(tmp_path, seed=3)
    from .test_ui_toruf import BelleDeclares, toruf_app

    bots(BelleDeclares)
    return toruf_app(tmp_path, seed=3)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", ["sheriff", "sheepshead", "toruf"])
def test_a_trick_table_mid_trick(snap_compare, tmp_path, bots, game, size):
    """Two tricks played and the third begun: the trick by seat, its winning card, the match in the header."""

    async def run_before(pilot: Any) -> None:
        await play_until(pilot, mid_trick)

    assert snap_compare(trick_app(game, tmp_path, bots), terminal_size=SIZES[size], run_before=run_before)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", ["sheriff", "sheepshead", "toruf"])
def test_a_trick_table_at_the_deal_result(snap_compare, tmp_path, bots, game, size):
    """The deal's result over the finished deal: its buttons and its own keys in sight."""

    async def run_before(pilot: Any) -> None:
        await play_until(pilot, never)
        assert isinstance(pilot.app.screen, DealResultScreen)

    assert snap_compare(trick_app(game, tmp_path, bots), terminal_size=SIZES[size], run_before=run_before)


async def to_the_verdict(pilot: Any) -> None:
    """Answer each prompt with its third choice until the Sheriff's verdict on a bag."""
    from .test_ui_nottingham import ready

    while True:
        screen = await ready(pilot)
        if screen.game.phase == "verdict":
            break
        await pilot.press("3", "enter")
    await pilot.pause()


@pytest.mark.parametrize("size", list(SIZES))
def test_nottingham_at_the_verdict(snap_compare, tmp_path, size):
    """Mid-round: the Sheriff's verdict on a bag, the declarations and the offer."""
    from .test_ui_nottingham import nt_app

    assert snap_compare(nt_app(tmp_path, seed=3), terminal_size=SIZES[size], run_before=to_the_verdict)


def nottingham_near_the_end(seed: int) -> Any:
    """A three-seat match played by random bots up to the human's last decision."""
    from sheriff_tui import presets
    from sheriff_tui.bots import RandomBot
    from sheriff_tui.engine import nottingham

    rules = presets.load_rules("nottingham", "nottingham-3")
    names = ["You", "Belle", "Wyatt"]
    whole = nottingham.new_game(rules, names, seed=seed)
    rng, bot = random.Random(seed), RandomBot()
    played = []
    while not whole.is_over:
        played.append(bot.choose(whole.view(whole.to_act), whole.legal_actions(), rng))
        whole.apply(played[-1])
    last = max(i for i, a in enumerate(played) if a.seat == 0)
    game = nottingham.new_game(rules, names, seed=seed)
    for action in played[:last]:
        game.apply(action)
    return game


def nottingham_match_result(tmp_path: Any) -> tuple[Any, Callable[[Any], Any]]:
    """A three-seat match one decision from its end, and the run that answers it and waits
    for the final score: (app, run_before)."""
    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.menu import MenuScreen
    from sheriff_tui.ui.games.nottingham.table import NottinghamScreen
    from sheriff_tui.ui.screens.table import Table

    from .test_ui_nottingham import answer

    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    game = nottingham_near_the_end(5)

    async def run_before(pilot: Any) -> None:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(NottinghamScreen(Table(game, "nottingham", "nottingham-3", ["human", "random", "random"], 5)))
        rng = random.Random(5)
        while not isinstance(app.screen, MatchResultScreen):
            await until(pilot, lambda: isinstance(app.screen, MatchResultScreen) or getattr(app.screen, "human_waiting", False))
            if not isinstance(app.screen, MatchResultScreen):
                await answer(pilot, rng)
        await pilot.pause()

    return app, run_before


@pytest.mark.parametrize("size", list(SIZES))
def test_nottingham_at_the_match_result(snap_compare, tmp_path, size):
    """The last decision answered, the bots finish: the final score and its buttons."""
    app, run_before = nottingham_match_result(tmp_path)
    assert snap_compare(app, terminal_size=SIZES[size], run_before=run_before)
