"""Snapshots of the screens (pytest-textual-snapshot). Update after a deliberate
change of look with ``pytest tests/ui/test_snapshots.py --snapshot-update`` and
look at the report before committing."""

from __future__ import annotations

import pytest

from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen

from ..ui_helpers import human_waits, make_app, until
from ..ui_helpers import to_deal_result as keys_to_deal_result

SIZE = (100, 30)


def menu_app(tmp_path, **kw) -> SheriffApp:
    return SheriffApp(tmp_path / "config", tmp_path / "data", **kw)


async def to_menu(pilot) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, MenuScreen))


async def to_bid(pilot) -> None:
    app = pilot.app
    await until(pilot, lambda: human_waits(app) and app.screen.prompt_spec.kind == "bid" and bool(app.screen.query("#bid-pass")))


async def to_mid_trick(pilot) -> None:
    """Pass the auction, then stop when a trick has begun and it is our turn."""
    app = pilot.app
    while True:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        if screen.prompt_spec.kind == "cards" and screen.game.trick:
            await pilot.pause()
            return
        await pilot.press("p" if screen.prompt_spec.kind == "bid" else "1")


async def to_deal_result(pilot) -> None:
    await keys_to_deal_result(pilot)
    await pilot.pause()


def test_menu(snap_compare, tmp_path):
    assert snap_compare(menu_app(tmp_path), terminal_size=SIZE, run_before=to_menu)


def test_menu_at_80_by_24(snap_compare, tmp_path):
    assert snap_compare(menu_app(tmp_path), terminal_size=(80, 24), run_before=to_menu)


def test_bid_prompt(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=3), terminal_size=SIZE, run_before=to_bid)


def test_table_mid_trick(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=3), terminal_size=SIZE, run_before=to_mid_trick)


def test_table_at_80_by_24(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=3), terminal_size=(80, 24), run_before=to_mid_trick)


def test_table_ascii(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=3, ascii=True), terminal_size=SIZE, run_before=to_mid_trick)


def test_deal_result(snap_compare, tmp_path):
    assert snap_compare(make_app(tmp_path, seed=4), terminal_size=SIZE, run_before=to_deal_result)


def test_rules_help(snap_compare, tmp_path):
    async def open_rules(pilot):
        await to_menu(pilot)
        await pilot.press("r")
        await until(pilot, lambda: type(pilot.app.screen).__name__ == "RulesScreen")
        await pilot.pause()

    assert snap_compare(menu_app(tmp_path), terminal_size=SIZE, run_before=open_rules)


@pytest.mark.parametrize("theme", ["sheriff-dark", "sheriff-light", "sheriff-contrast", "sheriff-mono"])
def test_each_theme(snap_compare, tmp_path, theme):
    assert snap_compare(make_app(tmp_path, seed=3, theme=theme), terminal_size=SIZE, run_before=to_mid_trick)


# -- Sheepshead: scripted bots and given deals, so the pictures stay put when the bots change


def test_sheepshead_pick_prompt(snap_compare, tmp_path, bots):
    from .test_ui_sheepshead import PassBot, sheep_app

    bots(PassBot)

    async def to_pick(pilot):
        app = pilot.app
        await until(pilot, lambda: human_waits(app) and bool(app.screen.query("#choice-0")))
        await pilot.pause()

    assert snap_compare(sheep_app(tmp_path, seed=3), terminal_size=SIZE, run_before=to_pick)


def test_sheepshead_bury_at_80_by_24(snap_compare, tmp_path, bots):
    """The bury: one card marked, the blind's cards tagged, the hold card kept back and why."""
    from sheriff_tui.cards import parse_card

    from .test_ui_sheepshead import PassBot, deal, given_app, mark_by_keys, open_given

    bots(PassBot)
    app, game = given_app(tmp_path, deal({1: "QC QS QH QD JH 9H"}, "JC JS"), human=1)

    async def to_bury(pilot):
        screen = await open_given(pilot)
        await until(pilot, lambda: human_waits(app) and bool(screen.query("#choice-0")))
        await pilot.press("enter")  # pick
        await until(pilot, lambda: human_waits(app) and game.view(1).phase == "call" and len(screen.query("#choice-0")) == 1)
        await pilot.press("enter")  # the A♥
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "mark" and screen.mark_prompt.is_mounted)
        await mark_by_keys(pilot, screen.query_one("Hand"), (parse_card("JC"),))
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=to_bury)


def test_sheepshead_trick_with_the_unknown_face_down(snap_compare, tmp_path, bots):
    from .test_ui_sheepshead import PickBot, deal, given_app, open_given

    bots(PickBot)
    unknown_deal = deal({0: "TD KD 9D 8D 7D 7H", 1: "QC QS JH QD AC 7C", 2: "AH 8H 9H QH JD AD"}, "JC JS")
    app, game = given_app(tmp_path, unknown_deal, human=0)

    async def to_unknown(pilot):
        from sheriff_tui.ui.games.sheepshead import ADAPTER

        await open_given(pilot)
        while True:
            await until(pilot, lambda: human_waits(app))
            view = game.view(0)
            if view.trick and ADAPTER.face_down_cards(view) & set(view.trick):
                break
            await pilot.press("p" if view.phase == "pick" else "1")
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=to_unknown)


def test_sheepshead_deal_result(snap_compare, tmp_path, bots):
    from .test_ui_sheepshead import PassBot, finish_by_keys, sheep_app

    bots(PassBot)

    async def to_result(pilot):
        await until(pilot, lambda: human_waits(pilot.app))
        await finish_by_keys(pilot)
        await pilot.pause()

    assert snap_compare(sheep_app(tmp_path, seed=3), terminal_size=SIZE, run_before=to_result)


def test_sheepshead_indiana_bidding_at_80_by_24(snap_compare, tmp_path, bots):
    """Indiana's auction: three calls, best, the side solos (short labels to fit) and billy."""
    from .test_ui_sheepshead_forms import FirstBot, form_app

    bots(FirstBot)

    async def to_bid(pilot):
        app = pilot.app
        await until(pilot, lambda: human_waits(app) and bool(app.screen.query("#choice-0")))
        await pilot.pause()

    assert snap_compare(form_app(tmp_path, "sheepshead-indiana", seed=6), terminal_size=(80, 24), run_before=to_bid)


def test_sheepshead_fox_at_80_by_24(snap_compare, tmp_path, bots):
    """The fox: partnerships coloured, counters per team, the fox in the trick."""
    from .test_ui_sheepshead_forms import FirstBot, form_app

    bots(FirstBot)

    async def to_fox(pilot):
        app = pilot.app
        while True:
            await until(pilot, lambda: human_waits(app))
            view = app.screen.game.view(0)
            if len(view.history) >= 3 and view.trick:
                break
            await pilot.press("1")
        await pilot.pause()

    assert snap_compare(form_app(tmp_path, "sheepshead-fox", seed=3), terminal_size=(80, 24), run_before=to_fox)


def test_sheepshead_battery_at_80_by_24(snap_compare, tmp_path, bots):
    """The battery: the hand and the battery's face-up cards, both players' stacks, the source to play from."""
    from .test_ui_sheepshead_forms import FirstBot, form_app

    bots(FirstBot)

    async def to_battery(pilot):
        app = pilot.app
        while True:
            await until(pilot, lambda: human_waits(app))
            view = app.screen.game.view(0)
            if view.history and view.source == "battery" and view.trick:
                break
            await pilot.press("1")
        await pilot.pause()

    assert snap_compare(form_app(tmp_path, "sheepshead-battery", seed=3), terminal_size=(80, 24), run_before=to_battery)


# -- Toruf: scripted bots (tests/ui/test_ui_toruf.py), so the pictures stay put when the bots change


def test_toruf_auction_prompt(snap_compare, tmp_path, bots):
    """The 46–90 stepper after Belle's 52, the partnerships in their colours."""
    from .test_ui_toruf import BelleDeclares, toruf_app

    class Belle52(BelleDeclares):
        bid = 52

    bots(Belle52)

    async def to_bid(pilot):
        app = pilot.app
        await until(pilot, lambda: human_waits(app) and bool(app.screen.query("#bid-go")))
        await pilot.pause()

    assert snap_compare(toruf_app(tmp_path, seed=3), terminal_size=SIZE, run_before=to_bid)


def test_toruf_open_hand_mid_trick_at_80_by_24(snap_compare, tmp_path, bots):
    """Mid-trick: Belle's open hand under the trick, the team points, the contract in the title."""
    from .test_ui_toruf import BelleOpens, toruf_app

    bots(BelleOpens)

    async def to_trick(pilot):
        app = pilot.app
        while True:
            await until(pilot, lambda: human_waits(app))
            view = app.screen.game.view(0)
            if len(view.history) >= 2 and view.trick:
                break
            await pilot.press("p" if view.phase == "auction" else "1")
        await pilot.pause()

    assert snap_compare(toruf_app(tmp_path, "toruf-open", seed=3), terminal_size=(80, 24), run_before=to_trick)


# -- Sheriff of Nottingham: random bots from a seeded table, so the pictures stay put


def test_nottingham_verdict_at_80_by_24(snap_compare, tmp_path):
    """The Sheriff's verdict on Belle's bag: the declarations, the demand, the offer, payments to open."""
    from .test_ui_nottingham import nt_app, ready

    async def to_verdict(pilot):
        while True:
            screen = await ready(pilot)
            if screen.game.phase == "verdict":
                break
            assert screen.game.phase == "demand"
            await pilot.press("3", "enter")
        await pilot.pause()

    assert snap_compare(nt_app(tmp_path, seed=3), terminal_size=(80, 24), run_before=to_verdict)


def test_nottingham_offer_at_80_by_24(snap_compare, tmp_path):
    """A merchant's offer: gold, the promise, the bag's goods to mark, the hand."""
    import random

    from .test_ui_nottingham import answer, nt_app, ready

    async def to_offer(pilot):
        rng = random.Random(3)
        while True:
            screen = await ready(pilot)
            if screen.game.phase == "offer":
                break
            await answer(pilot, rng)
        await pilot.press("2")
        await pilot.pause()

    assert snap_compare(nt_app(tmp_path, seed=3), terminal_size=(80, 24), run_before=to_offer)
