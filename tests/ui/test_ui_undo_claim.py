"""Undo (z) and claim (c) at the table (issue 23, part 4).

Undo takes back the human's last decision in the running deal and every bot action after
it: the match is rebuilt from its record, so the record after an undo is the record as it
was when the human was asked. A preset with ``undo = false`` forbids it. A claim is offered
only while the engine proves it from the human's view, and plays the deal out at once.
"""

from __future__ import annotations

import json

from sheriff_tui import records
from sheriff_tui.engine.claim import claim_plan
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.new_game import MatchRequest
from sheriff_tui.ui.screens.results import DealResultScreen
from sheriff_tui.ui.widgets.status_line import StatusLine

from ..ui_helpers import human_waits, log_text, make_app, table_of, until, waiting
from .test_ui_dialogs import footer_in_sight, footer_keys

SIZE = (80, 24)


def _first(screen) -> None:
    """The human's move: a pass where one is legal, else the first legal action."""
    legal = screen.game.legal_actions()
    screen.act(next((a for a in legal if a.act == "pass"), legal[0]))


def _saved_table(tmp_path) -> dict:
    return json.loads((tmp_path / "data" / "saves" / "current.json").read_text())["table"]


async def test_undo_restores_the_record_as_it_was_when_the_human_was_asked(tmp_path) -> None:
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        assert "z" not in footer_keys(screen), "nothing to take back before the human's first decision"
        asked = []
        for _ in range(3):  # a bid and two cards, the bots answering each
            await until(pilot, lambda: human_waits(app))
            asked.append(records.to_record(screen.game))
            _first(screen)
        await until(pilot, lambda: human_waits(app) and "z" in footer_keys(screen))
        assert footer_keys(screen)["z"] == "Undo" and footer_in_sight(screen)
        await pilot.press("z")
        await until(pilot, lambda: human_waits(app))
        assert records.to_record(screen.game) == asked[-1]  # the same deal, the same actions, asked again
        assert screen.table.undos == 1 and _saved_table(tmp_path)["undos"] == 1
        assert "Undo: your last decision" in log_text(screen)
        await pilot.press("z")  # and the one before it
        await until(pilot, lambda: human_waits(app))
        assert records.to_record(screen.game) == asked[-2]
        assert _saved_table(tmp_path)["undos"] == 2

    # the mark stays with the match when it is continued
    again = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        again.continue_match()
        await until(pilot, lambda: human_waits(again))
        assert table_of(again).table.undos == 2
        assert records.to_record(table_of(again).game) == asked[-2]


async def test_undo_drops_a_bot_thinking_so_nothing_lands_on_the_restored_table(tmp_path) -> None:
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        _first(screen)
        await until(pilot, lambda: human_waits(app))
        asked = records.to_record(screen.game)
        app.pace = "slow"  # the next bot thinks after a timer (or the trick is held a while): still pending when z comes
        _first(screen)
        assert (screen.thinking and screen._think_timer is not None) or screen.holding
        await pilot.press("z")
        await until(pilot, lambda: human_waits(app))
        assert not screen.thinking and screen._think_timer is None and not screen.holding
        for _ in range(5):
            await pilot.pause()
        assert records.to_record(screen.game) == asked


async def test_nothing_to_undo_is_said_in_the_status_line(tmp_path) -> None:
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        before = records.to_record(screen.game)
        await pilot.press("z")
        await until(pilot, lambda: screen.query_one("#status", StatusLine).message == "Nothing to undo in this deal")
        assert records.to_record(screen.game) == before


async def test_a_preset_with_undo_false_hides_the_key_and_refuses_it(tmp_path) -> None:
    presets_dir = tmp_path / "config" / "presets"
    presets_dir.mkdir(parents=True)
    (presets_dir / "sheriff-straight.toml").write_text(
        'game = "sheriff"\nname = "sheriff-straight"\nextends = "sheriff"\ndescription = "No undo."\n\n[rules]\nundo = false\n'
    )
    req = MatchRequest("sheriff", "sheriff-straight", ("You", "Belle", "Wyatt"), ("human", "normal", "normal"), "instant", 7)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", start=req)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        assert screen.game.rules.undo is False
        _first(screen)
        await until(pilot, lambda: human_waits(app))
        before = records.to_record(screen.game)
        assert "z" not in footer_keys(screen)
        await pilot.press("z")
        await until(pilot, lambda: "without undo" in screen.query_one("#status", StatusLine).message)
        assert records.to_record(screen.game) == before and screen.table.undos == 0
        assert "undos" not in _saved_table(tmp_path)


async def _to_claim(pilot, app, *, proven: bool):
    """Play the human's first legal moves until a card turn whose claim is (or is not) proved."""
    for _ in range(400):
        await until(pilot, lambda: waiting(app))
        if isinstance(app.screen, DealResultScreen):
            await pilot.press("enter")
            continue
        screen = app.screen
        plan = claim_plan(screen.game.view(screen.me))
        if screen.prompt_spec.kind == "cards" and (plan is not None and len(plan) > 1) == proven:
            return screen
        _first(screen)
    raise AssertionError("no such turn")


async def test_claim_is_offered_only_when_proved_and_finishes_the_deal_as_the_cards_give(tmp_path) -> None:
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        # a card turn without a proof: no Claim in the footer, and c only says why
        screen = await _to_claim(pilot, app, proven=False)
        await pilot.pause()
        assert "c" not in footer_keys(screen) and screen.claimable is None
        before = records.to_record(screen.game)
        await pilot.press("c")
        await until(pilot, lambda: screen.query_one("#status", StatusLine).message.startswith("No claim here"))
        assert records.to_record(screen.game) == before
        # a card turn with a proof (seed 1: the first deal's last cards): c plays the deal out
        screen = await _to_claim(pilot, app, proven=True)
        await until(pilot, lambda: "c" in footer_keys(screen) and footer_in_sight(screen))  # Claim and Undo fit 80 columns
        assert footer_keys(screen)["c"] == "Claim" and footer_keys(screen)["z"] == "Undo"
        game = screen.game
        me, deal = screen.me, game.deal_no
        won, left = game.won[me], game.hands[me].bit_count()
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))
        result = game.results[deal]
        assert result.tricks[me] == won + left  # every trick left, as proved
        assert "You claim the rest" in log_text(screen)
        # the record is plain card plays: replayed, it scores the same
        again = records.replay(records.load_data(records.to_record(game, "sheriff")))
        assert again.results[deal] == result and again.scores == game.scores


async def test_a_bot_claims_the_rest_and_takes_every_trick_left(tmp_path) -> None:
    """Seed 3: Belle, the Sheriff, holds the rest of the first deal; the human's cards in those
    tricks are played for them, and the record stays card plays."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        while True:
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            _first(app.screen)
        screen = table_of(app)
        lines = log_text(screen).splitlines()
        assert "Belle claims the rest" in lines
        after = lines[lines.index("Belle claims the rest") + 1 :]
        takes = [line for line in after if " takes the trick" in line]
        assert len(takes) >= 2 and all(line.startswith("Belle takes") for line in takes)
        game = screen.game
        again = records.replay(records.load_data(records.to_record(game, "sheriff")))
        assert again.results == game.results


async def test_undo_at_nottinghams_table(tmp_path) -> None:
    from .test_ui_nottingham import asked, nt_app

    app = nt_app(tmp_path, seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: asked(app))
        screen = app.screen
        assert "z" not in footer_keys(screen)
        asked_at = []
        for _ in range(2):
            await until(pilot, lambda: asked(app))
            await pilot.pause()
            asked_at.append(records.to_record(screen.game))
            legal = screen.game.legal_actions()
            screen.act(legal[0])
        await until(pilot, lambda: asked(app) and "z" in footer_keys(screen))
        await pilot.press("z")
        await until(pilot, lambda: asked(app) and records.to_record(screen.game) == asked_at[-1])
        assert screen.table.undos == 1 and _saved_table(tmp_path)["undos"] == 1


async def test_undo_at_sheepshead_takes_back_the_call_with_the_bury_asked(tmp_path) -> None:
    """Seed 9: the human picks and calls the A♥ (normal's moves); at the bury, z takes the call
    back: the call is asked again, the record as it was then."""
    from .test_ui_hint import app_for

    app = app_for(tmp_path, "sheepshead", "sheepshead", 5, 9)
    async with app.run_test(size=SIZE) as pilot:
        asked = []
        for _ in range(2):  # the pick, the call
            await until(pilot, lambda: human_waits(app))
            screen = app.screen
            asked.append(records.to_record(screen.game))
            screen.act(screen.hint())
        await until(pilot, lambda: human_waits(app) and app.screen.prompt_spec.kind == "mark")
        await pilot.press("z")
        await until(pilot, lambda: human_waits(app) and app.screen.prompt_spec.kind != "mark")
        assert records.to_record(screen.game) == asked[-1]
        assert screen.game.view(screen.me).phase == "call"


async def test_undo_in_japanese_is_said_once_in_the_log(tmp_path) -> None:
    """At 80×24 the status line cuts the undo's sentence: the log has it, once, in Japanese."""
    app = make_app(tmp_path, seed=7, lang="ja")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        _first(screen)
        await until(pilot, lambda: human_waits(app) and "z" in footer_keys(screen))
        await pilot.press("z")
        await until(pilot, lambda: human_waits(app) and "取り消し" in log_text(screen))
        assert log_text(screen).count("取り消し: あなたの最後の判断") == 1 and "Undo" not in log_text(screen)
        await until(pilot, lambda: footer_in_sight(screen))  # every key whole (the Japanese snapshots show the pace's key leave for l and z)
        assert footer_keys(screen)["escape"] == "メニュー"

