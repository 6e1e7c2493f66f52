"""The table through the screens: whole deals by keyboard and by mouse, saves,
Continue, a corrupt save, random key presses, the small-terminal notice."""

from __future__ import annotations

import json
import random

from textual.widgets._toast import Toast

from sheriff_tui import records, saves
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.results import DealResultScreen, MatchResultScreen, ScoreSheetScreen
from sheriff_tui.ui.screens.table import TableScreen
from sheriff_tui.ui.screens.too_small import TooSmallScreen
from sheriff_tui.ui.widgets.hand import CELL, Hand

from ..ui_helpers import human_waits, log_text, make_app, press_many, table_of, until

SIZE = (100, 30)


async def play_one_deal_by_keys(app, pilot) -> None:
    """Pass in the auction, play the first playable card each trick."""
    while not isinstance(app.screen, DealResultScreen):
        await until(pilot, lambda: human_waits(app) or isinstance(app.screen, DealResultScreen))
        if isinstance(app.screen, DealResultScreen):
            break
        spec = app.screen.prompt_spec
        await pilot.press("p" if spec.kind == "bid" else ("1" if spec.kind == "cards" else "enter"))


async def test_a_whole_deal_by_keyboard_scores_as_the_engine_does(tmp_path):
    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await play_one_deal_by_keys(app, pilot)
        table = table_of(app)
        result = table.game.results[0]
        # the screen shows the engine's figures
        shown = [r for r in app.screen.rows]
        assert [int(r[3]) for r in shown] == list(result.scores)
        assert [int(r[2]) for r in shown] == list(result.tricks)
        # and the autosave replays to the same scores
        loaded, meta = saves.load_current(app.data_dir)
        again = records.replay(loaded)
        assert again.results[0] == result
        assert meta["seats"] == ["human", "normal", "normal"]
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and table.game.deal_no == 1)


async def test_the_log_tells_the_next_deal_when_the_player_goes_on_to_it(tmp_path):
    """The engine deals deal 2 as it scores deal 1: the log says so only after the result,
    not under it (nor at the table's "Deal over" row after Esc)."""
    from sheriff_tui.ui.widgets.after_result import AfterResult

    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await play_one_deal_by_keys(app, pilot)
        table = table_of(app)
        assert table.game.deal_no == 1  # dealt already
        told = log_text(table)
        assert "Deal 1 of 9" in told and "Deal 2 of 9" not in told
        assert "You\u00a0" in told.splitlines()[-1]  # the deal's score is the last line ("You +0, Belle +12 …")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table and bool(table.query(AfterResult)))
        assert "Deal 2 of 9" not in log_text(table)
        await until(pilot, lambda: app.focused is not None)
        await pilot.press("n")
        await until(pilot, lambda: not table.busy)
        after = log_text(table)[len(told) :]
        assert after.startswith("Deal 2 of 9: ") and after.count("Deal 2 of 9") == 1


async def test_a_whole_deal_by_mouse(tmp_path):
    app = make_app(tmp_path, seed=12)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: human_waits(app) or isinstance(app.screen, DealResultScreen))
            if isinstance(app.screen, DealResultScreen):
                break
            screen = app.screen
            spec = screen.prompt_spec
            if spec.kind == "bid":
                await until(pilot, lambda: bool(screen.query("#bid-pass")))
                await pilot.click("#bid-pass")
            elif spec.kind == "cards":
                hand = screen.query_one(Hand)
                index = hand.cards.index(spec.legal_cards[0]) if spec.legal_cards[0] in hand.cards else 0
                # the content starts after the border and one column of padding
                await pilot.click(Hand, offset=(2 + index * CELL + 1, 2))
            else:
                await until(pilot, lambda: bool(screen.query("#choice-0")))
                await pilot.click("#choice-0")
        assert table_of(app).game.results
        await pilot.click("#next")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))


async def test_an_illegal_card_shows_the_engines_reason_and_nothing_breaks(tmp_path):
    app = make_app(tmp_path, seed=13)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: human_waits(app))
        # get to a trick where we must follow suit and hold another suit too
        for _ in range(40):
            await until(pilot, lambda: human_waits(app) or isinstance(app.screen, DealResultScreen))
            screen = app.screen
            if not isinstance(screen, TableScreen):
                break
            spec = screen.prompt_spec
            if spec.kind == "bid":
                await pilot.press("p")
                continue
            hand = screen.query_one(Hand)
            illegal = [c for c in hand.cards if c not in spec.legal_cards]
            if screen.game.trick and illegal:
                before = screen.game.view(screen.me)
                hand.cursor = hand.cards.index(illegal[0])
                await pilot.press("enter")
                await pilot.pause()
                assert screen.game.view(screen.me) == before
                assert "must follow suit" in str(screen.query_one("#status").render())
                # said in the table's own status line, as a warning, never a toast over the seats
                assert screen.query_one("#status").has_class("-warning")
                await pilot.pause()
                assert not app.screen.query(Toast)
                return
            await pilot.press("1")
        raise AssertionError("no position with an illegal card came up")


async def test_save_mid_deal_then_continue_shows_the_same_position(tmp_path):
    app = make_app(tmp_path, seed=14)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        for _ in range(6):
            await until(pilot, lambda: human_waits(app))
            await pilot.press("p" if app.screen.prompt_spec.kind == "bid" else "1")
        await until(pilot, lambda: human_waits(app))
        screen = table_of(app)
        view = screen.game.view(screen.me)
        legal = screen.game.legal_actions()
        logged_before = log_text(screen).rstrip("\n")
    # a new app on the same folders: Continue restores the exact position
    again = make_app(tmp_path, seed=99)
    again.start_request = None
    async with again.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(again.screen, MenuScreen))
        assert "continue" in [again.screen.query_one("#menu").get_option_at_index(i).id for i in range(again.screen.query_one("#menu").option_count)]
        assert [b for b in again.active_bindings.values() if b.binding.action == "pick('continue')" and b.enabled]  # and in the footer
        await pilot.press("c")
        await until(pilot, lambda: human_waits(again))
        restored = table_of(again)
        assert restored.game.view(restored.me) == view
        assert restored.game.legal_actions() == legal
        # the log tells again what this deal saw before the save, not only that it was dealt
        told = log_text(restored).rstrip("\n").split("\n")[1:]  # after the title: the deal, as it went
        before = logged_before.split("\n")
        assert len(told) > 3 and before[-len(told):] == told, (told, before)


async def test_a_corrupt_save_is_kept_aside_and_the_menu_shows(tmp_path):
    data = tmp_path / "data"
    path = saves.current_path(data)
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "sheriff-tui-record", "version": 1, "game": "sheriff", "deals": [{"dealer": 0, "deck": ["XX"]}]}')
    app = make_app(tmp_path)
    app.start_request = None
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("c")
        await until(pilot, lambda: not path.exists())
        assert isinstance(app.screen, MenuScreen)
        kept = list(path.parent.glob("current.corrupt-*.json"))
        assert len(kept) == 1 and "XX" in kept[0].read_text()
        assert any("can't be continued" in (n.title or "") for n in app._notifications)


async def test_thousands_of_random_keys_on_the_table_raise_nothing(tmp_path):
    app = make_app(tmp_path, seed=15)
    keys = ["left", "right", "enter", "space", "home", "end", "tab", "p", "l", "s", "escape", "1", "2", "3", "5", "0", "up", "down", "n", "c", "full_stop", "question_mark", "h"]
    rng = random.Random(2024)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        # Esc, ↓ and Enter can reach the menu's Quit; how far a batch of keys gets before a screen
        # changes depends on the machine's load, so quitting is kept out of this test's way
        app.exit = lambda *args, **kwargs: None  # type: ignore[method-assign]
        saved = []
        autosave = app.autosave_table
        app.autosave_table = lambda table: (saved.append(1), autosave(table))  # count the actions taken
        game = app.screen.game
        for _ in range(60):  # 1,500 keys
            if not any(isinstance(s, TableScreen) for s in app.screen_stack):
                # escaped to the menu (perhaps on to New game): back to the table via Continue
                await pilot.press("escape" if not isinstance(app.screen, MenuScreen) else "c")
                continue
            await press_many(pilot, [rng.choice(keys) for _ in range(25)])
            game = next((s.game for s in app.screen_stack if isinstance(s, TableScreen)), game)
        # let the last keys settle: one still queued in a busy widget (the rules' Markdown) bubbles
        # to the App after shutdown has emptied the screen stack, and Textual raises ScreenStackError
        await until(pilot, lambda: not any(w._message_queue.qsize() for w in app.screen.walk_children(with_self=True)))
        await pilot.pause()
        game = next((s.game for s in app.screen_stack if isinstance(s, TableScreen)), game)
        # what the keys must have done: played (every action is saved), and left on disk the very
        # match on the table, action for action, however the keys fell between the screens
        assert saved
        assert game.deal_no > 0 or game.actions
        # current.json, or the history file it went to when the keys abandoned it through New game
        data = tmp_path / "data"
        kept = [saves.current_path(data)] if saves.current_path(data).exists() else sorted(saves.history_dir(data).glob("*.json"))[-1:]
        on_disk = json.loads(kept[0].read_text(encoding="utf-8"))
        assert on_disk["deals"] == records.to_record(game, "sheriff")["deals"]


async def test_a_small_terminal_gets_a_notice_not_a_broken_layout(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(70, 20)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen))
        assert "80×24" in str(app.screen.query_one("#too-small").render())
        await pilot.resize_terminal(100, 30)
        await until(pilot, lambda: isinstance(app.screen, TableScreen))


async def test_the_log_is_wrapped_again_when_the_terminal_narrows(tmp_path):
    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await play_one_deal_by_keys(app, pilot)
        await pilot.press("enter")  # on to the next deal
        await until(pilot, lambda: human_waits(app))
        table = table_of(app)
        log = table.query_one("#log")
        wide = log.scrollable_content_region.width
        assert max(line.cell_length for line in log.lines) > 30  # lines as long as a wide log allows
        before = log_text(table)
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: log.scrollable_content_region.width < wide)
        await pilot.pause()
        narrow = log.scrollable_content_region.width
        assert max(line.cell_length for line in log.lines) <= narrow, "no line cut off at the log's edge"
        assert log_text(table).split() == before.split(), "the same words, wrapped again"
        assert log.scroll_y == log.max_scroll_y, "still showing the latest lines"


async def test_a_whole_match_reaches_the_match_result(tmp_path):
    short = tmp_path / "config" / "presets" / "short.toml"  # a whole match, a third as long as the standard one
    short.parent.mkdir(parents=True)
    short.write_text('game = "sheriff"\nname = "short"\nextends = "sheriff"\n[rules]\ndeals = 3\n', encoding="utf-8")
    app = make_app(tmp_path, seed=16, preset="short")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = table_of(app)
        assert table.game.rules.deals == 3
        for _ in range(3):
            await play_one_deal_by_keys(app, pilot)
            await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, MatchResultScreen))
        assert table.game.is_over
        assert str(max(table.game.scores)) in str(app.screen.query_one("#winner").render())
        # the finished match went to the history folder
        assert not saves.has_current(app.data_dir)
        history = list((app.data_dir / "history").glob("*.json"))
        assert len(history) == 1 and json.loads(history[0].read_text())["game"] == "sheriff"


async def test_the_score_sheet_opened_from_a_deals_result_closes_back_to_it(tmp_path):
    app = make_app(tmp_path, seed=13)
    async with app.run_test(size=SIZE) as pilot:
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: human_waits(app) or isinstance(app.screen, DealResultScreen))
            if isinstance(app.screen, DealResultScreen):
                break
            await pilot.press("p" if app.screen.prompt_spec.kind == "bid" else "1")
        result = app.screen
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))
        assert app.screen.headline == result.headline and app.screen.rows == result.rows
        await pilot.press("enter")  # Next deal
        await until(pilot, lambda: human_waits(app))
        assert table_of(app).game.deal_no == 1


async def test_a_bot_answer_landing_while_ctrl_q_takes_the_table_down_is_dropped(tmp_path, monkeypatch):
    """Ctrl+Q while a bot thinks: its answer (``call_from_thread``) can land after the table's
    widgets are gone but before the screen's own unmount, and once raised NoMatches '#log'.

    The bot's answer is delivered by hand from the hand's unmount, the log being gone by then."""
    from sheriff_tui.ui.screens import table as table_module

    app = make_app(tmp_path, seed=11)
    asked: list[int] = []
    # the bots think forever: the test hands in the answer itself
    monkeypatch.setattr(table_module.TableScreen, "_bot_think", lambda self: asked.append(self.game.to_act))
    landed: list[bool] = []

    def late_answer(log) -> None:
        table = table_of(app)
        seat = table.game.to_act
        landed.append(table.game.to_act != table.me)
        table._bot_acts(seat, table.game.legal_actions()[0])

    monkeypatch.setattr(Hand, "on_unmount", late_answer, raising=False)  # the last of the table to go
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and bool(asked))
        game = table_of(app).game
        before = len(game.actions)
        await pilot.press("ctrl+q")
    assert landed == [True]  # a bot's turn was pending when the table's widgets went
    assert len(game.actions) == before  # the late answer was dropped, not played


async def test_enter_closes_the_score_sheet_as_its_footer_says(tmp_path):
    """The sheet's rows have the focus, and the table of rows took Enter for itself: the
    sheet stayed up (only Esc and s closed it)."""
    app = make_app(tmp_path, seed=13)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        table = app.screen
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is table)


async def test_play_card_is_greyed_while_no_card_may_be_played():
    """The footer's ⏎ Play is live only when a card may be played: greyed during the bots' turns
    and a bid, where Enter would only be told to wait."""
    from textual.app import App

    from sheriff_tui import themes

    class One(App):
        def get_theme_variable_defaults(self) -> dict[str, str]:
            return dict(themes.VARIABLE_DEFAULTS)

        def compose(self):
            yield Hand(id="hand")

    app = One()
    async with app.run_test(size=SIZE) as pilot:
        hand = app.query_one(Hand)
        hand.focus()

        async def shown(legal) -> set[bool]:
            hand.show([1, 2, 3], legal)
            await pilot.pause()
            return {b.enabled for b in app.active_bindings.values() if b.binding.action == "choose"}

        assert await shown(()) == {False}
        assert await shown([2, 3]) == {True}
        assert await shown(()) == {False}
