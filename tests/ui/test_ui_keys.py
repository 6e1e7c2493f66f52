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

from ..ui_helpers import human_waits, make_app, plain, until


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


async def test_the_line_stays_one_row_cut_with_an_ellipsis_the_turn_kept() -> None:
    app = _LineApp()
    async with app.run_test(size=(40, 3)) as pilot:
        line = app.query_one(StatusLine)
        line.update("You · Sheriff · contract 6 · tricks 0  cards 17 · your turn")
        await pilot.pause()
        shown = plain(line)
        assert line.region.height == 1 and len(shown) == 40, shown
        assert shown.endswith("… · your turn") and shown.startswith("You · Sheriff")
        line.say("Not allowed: " + "you must follow suit when you can, " * 3, "warning", timeout=None)
        await pilot.pause()
        shown = plain(line)
        assert line.region.height == 1 and len(shown) == 40 and shown.endswith("…")
        assert not line.fits(line.message) and line.fits("Pace: fast")


async def test_a_message_cut_in_the_line_is_written_whole_into_the_log(tmp_path) -> None:
    from ..ui_helpers import log_text

    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        status = screen.query_one("#status", StatusLine)
        height = status.region.height
        long = "Not allowed: " + "a reason long enough to be cut at eighty columns, " * 2
        screen.tell(long, "warning")
        await pilot.pause()
        assert status.region.height == height == 1 and plain(status).endswith("…")
        assert long in log_text(screen)
        screen.tell("Pace: fast")  # a short one is said in the line only
        assert "Pace: fast" not in log_text(screen)


# -- the pace (item 14) --------------------------------------------------------------------
async def test_the_pace_is_said_in_the_status_line_and_named_in_the_footer(tmp_path) -> None:
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        assert isinstance(screen, TableScreen)

        def footer_pace() -> str:
            return next(b.binding.description for b in screen.active_bindings.values() if b.binding.action.startswith("cycle_pace"))

        assert footer_pace() == "Pace instant"
        await pilot.press("full_stop")
        assert app.pace == "fast"
        assert screen.query_one("#status", StatusLine).message == "Pace: fast"
        assert footer_pace() == "Pace fast"
        await pilot.pause()
        assert not app.screen.query(Toast)


# -- the hint points, the player's keys decide (item 1) --------------------------------------
def _toruf_app(tmp_path, monkeypatch, seed: int = 3, preset: str = "toruf"):
    """Toruf with the human bidding after a pass: the other seats pass and play their first card."""
    from sheriff_tui.ui.screens import bot_turns
    from sheriff_tui.ui.screens.new_game import MatchRequest
    from sheriff_tui.ui.app import SheriffApp

    from .test_ui_toruf import Passer

    real = bot_turns.make_bot
    monkeypatch.setattr(bot_turns, "make_bot", lambda game, level: real(game, level) if level == "normal" else Passer())
    req = MatchRequest("toruf", preset, ("You", "Belle", "Wyatt", "Doc"), ("human", "random", "random", "random"), "instant", seed)
    return SheriffApp(tmp_path / "config", tmp_path / "data", start=req)


async def test_toruf_h_then_up_up_enter_bids_what_the_stepper_shows(tmp_path, monkeypatch) -> None:
    app = _toruf_app(tmp_path, monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        prompt = screen.query_one("BidPrompt")
        await pilot.pause()
        focused, value = app.focused, prompt.value
        await pilot.press("h")
        assert screen.suggestion is not None and screen.query_one("#status").message.startswith("Hint: ")
        assert app.focused is focused and prompt.value == value  # pointed at, nothing taken
        assert prompt.query(".-hinted")  # the hinted button drawn as the hint's
        await pilot.press("up", "up")
        assert screen.suggestion is None and not prompt.query(".-hinted")
        assert not screen.query_one("#status").message.startswith("Hint")
        shown = prompt.value
        await pilot.press("enter")
        await until(pilot, lambda: screen.game.view(0).high_seat == 0 or screen.game.view(0).contract)
        mine = [a for a in screen.game.actions if a.seat == 0]
        assert mine[0].act == "bid" and mine[0].value == shown == value + 2


async def test_toruf_h_then_enter_does_the_hint(tmp_path, monkeypatch) -> None:
    app = _toruf_app(tmp_path, monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await pilot.pause()
        await pilot.press("h")
        hinted = screen.suggestion
        assert hinted is not None
        await pilot.press("enter")
        await until(pilot, lambda: any(a.seat == 0 for a in screen.game.actions))
        assert next(a for a in screen.game.actions if a.seat == 0) == hinted


async def test_nottingham_h_then_a_typed_price_asks_that_price(tmp_path) -> None:
    """As Sheriff: h says normal's answer; 5 typed in the field, Enter asks 5, not the hint."""
    from sheriff_tui.engine.core import Action
    from sheriff_tui.engine.nottingham import DEMAND

    from .test_ui_nottingham import nt_app, ready

    app = nt_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await ready(pilot)
        assert screen.game.phase == DEMAND and screen.gold_input.has_focus
        await pilot.press("h")
        assert screen.suggestion is not None and screen.query_one("#nt-me").message.startswith("Hint: ")
        assert screen.gold_input.value == "" and screen.gold_input.has_focus  # nothing typed for the player
        assert any(b.has_class("-hinted") for b in screen.named.values())
        before = len(screen.game.actions)
        await pilot.press("5")
        assert screen.suggestion is None and not any(b.has_class("-hinted") for b in screen.named.values())
        await pilot.press("enter")
        await until(pilot, lambda: len(screen.game.actions) > before)
        assert screen.game.actions[before] == Action("demand", screen.me, value=5)


async def test_sheepshead_h_then_marks_by_hand_bury_the_players_cards(tmp_path) -> None:
    """The hint draws its bury; the player moves and marks two other cards; Enter buries those."""
    import random

    from sheriff_tui.bots import make_bot

    from .test_ui_hint import app_for

    app = app_for(tmp_path, "sheepshead", "sheepshead", 5, 9)
    async with app.run_test(size=(100, 30)) as pilot:
        while True:  # normal's game up to the bury (seed 9: the human picks)
            await until(pilot, lambda: human_waits(app))
            screen = app.screen
            if screen.prompt_spec.kind == "mark":
                break
            g = screen.game
            want = make_bot("sheepshead", "normal").choose(g.view(screen.me), g.legal_actions(), random.Random(0))
            screen.act(want)
        await pilot.pause()
        hand = screen.query_one("#hand")
        cursor = hand.cursor
        await pilot.press("h")
        hinted = set(screen.suggestion.cards)
        assert set(hand.hinted) == hinted and not hand.marked and hand.cursor == cursor
        mine = next(set(a.cards) for _, a in screen.prompt_spec.choices if set(a.cards) != hinted)
        for card in sorted(mine, key=hand.cards.index):
            await pilot.press("home", *["right"] * hand.cards.index(card), "space")
        assert set(hand.marked) == mine and not hand.hinted and screen.suggestion is None
        before = len(screen.game.actions)
        await pilot.press("enter")
        await until(pilot, lambda: len(screen.game.actions) > before)
        assert set(screen.game.actions[before].cards) == mine


# -- every playable card has a key (item 4) -------------------------------------------------
async def test_every_card_of_a_17_card_hand_has_a_key_and_the_13th_key_plays_the_13th(tmp_path) -> None:
    """Sheriff, 3 players, 52 cards: 17 each. Leading, all 17 are playable: 1 … 9, 0, then
    q w e r t y u; the numbers row shows each key over its card, and e plays the 13th."""
    from sheriff_tui.ui.widgets.hand import CARD_KEYS, CELL, Hand

    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        while True:
            await until(pilot, lambda: human_waits(app))
            screen = app.screen
            if screen.prompt_spec.kind == "cards":
                break
            await pilot.press("enter")  # bid the lowest, and so on: the human wins the auction and leads
        hand = screen.query_one(Hand)
        assert len(hand.cards) == 17 and len(hand.numbered) == 17
        keys_row = plain(hand).split("\n")[0]
        shown = [keys_row[i * CELL : (i + 1) * CELL].strip() for i in range(17)]
        assert shown == list(CARD_KEYS[:17])  # every card has its key, none is bare
        assert len(set(shown)) == 17
        thirteenth = hand.numbered[12]
        before = len(screen.game.actions)
        await pilot.press("e")
        await until(pilot, lambda: len(screen.game.actions) > before)
        played = screen.game.actions[before]
        assert played.act == "play" and played.card == thirteenth
        # following suit later, a key past the playable cards says which keys play, not silence
        await until(pilot, lambda: human_waits(app) and len(hand.numbered) < len(hand.cards))
        unused = CARD_KEYS[len(hand.numbered)]
        before = len(screen.game.actions)
        await pilot.press(unused)
        await until(pilot, lambda: screen.query_one("#status", StatusLine).message.startswith(f"No card under {unused}: only 1"))
        assert len(screen.game.actions) == before


def test_the_card_keys_are_bound_nowhere_else_at_a_table() -> None:
    """q w e r t y u i o: no binding of a table screen, of the app or of the prompts takes them."""
    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.table import TableScreen
    from sheriff_tui.ui.widgets.bid_prompt import BidPrompt
    from sheriff_tui.ui.widgets.hand import CARD_KEYS
    from sheriff_tui.ui.widgets.prompt import ActionPrompt

    taken = set()
    for cls in (SheriffApp, TableScreen, BidPrompt, ActionPrompt):
        for b in cls.BINDINGS:
            taken.update(k.strip() for k in b.key.split(","))
    assert not taken & set(CARD_KEYS[10:])


# -- Toruf bids typed (item 2) --------------------------------------------------------------
async def test_a_typed_toruf_bid_shows_as_typed_backspace_edits_and_a_wrong_one_says_why(tmp_path, monkeypatch) -> None:
    app = _toruf_app(tmp_path, monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        prompt = screen.query_one("BidPrompt")
        value = screen.query_one("#bid-value")
        question = screen.query_one("#bid-question")
        lo, hi = prompt.values[0], prompt.values[-1]
        start = prompt.value
        await pilot.press("5")
        assert plain(value) == "5_" and prompt.value == start  # shown as typed, nothing set yet
        await pilot.press("backspace")
        assert plain(value) == str(start) and prompt.typed == ""
        await pilot.press("9", "5")  # no bid 95: said in the prompt, and forgotten
        assert plain(question) == f"95 is not a bid here: {lo} to {hi}, or pass" and question.has_class("-refused")
        assert prompt.value == start and plain(value) == str(start)
        await pilot.press("5")
        assert plain(value) == "5_" and plain(question) == prompt.question  # the question is back
        await pilot.press("2")  # 9 5 5 2: 52, the leftover 5 never joins the next number
        assert prompt.value == 52 and plain(value) == "52"
        await pilot.press("7", "up")  # an arrow drops the typed digit
        assert prompt.typed == "" and prompt.value == 53
        await pilot.press("enter")
        await until(pilot, lambda: any(a.seat == 0 for a in screen.game.actions))
        assert next(a for a in screen.game.actions if a.seat == 0).value == 53


async def test_enter_on_a_half_typed_bid_says_why_it_is_none(tmp_path, monkeypatch) -> None:
    app = _toruf_app(tmp_path, monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        screen.query_one("BidPrompt")  # the bid prompt is up
        await pilot.press("5", "enter")
        assert plain(screen.query_one("#bid-question")).startswith("5 is not a bid here: ")
        assert not any(a.seat == 0 for a in screen.game.actions)


# -- Toruf's trump choice starts on a suit you hold (item 3) ---------------------------------
async def test_the_trump_choice_starts_on_the_longest_suit_never_a_void_one(tmp_path, monkeypatch) -> None:
    """You hold six spades, five hearts, two diamonds and no club: Enter names spades, and the
    clubs come last, after no trump."""
    from .test_ui_toruf import OVERTRUMP_DEAL, dealt

    dealt(monkeypatch, OVERTRUMP_DEAL)
    app = _toruf_app(tmp_path, monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await pilot.press("enter")  # bid the lowest; the others pass
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        labels = [t for t, _ in screen.prompt_spec.choices]
        assert labels == ["♠ Spades (6)", "♥ Hearts (5)", "♦ Diamonds (2)", "No trump", "♣ Clubs (0)"]
        await pilot.pause()
        await pilot.press("enter")
        await until(pilot, lambda: screen.game.view(0).trump is not None)
        assert screen.game.view(0).trump == 3  # spades, not the clubs you have none of


def test_a_tie_in_length_goes_to_the_stronger_suit() -> None:
    from sheriff_tui.ui.games.toruf import trump_order

    from ..toruf_helpers import C

    hand = [C(c) for c in "AH 10H 2H KD QD JD 3C 4C 5C".split()]
    codes = sorted(["C", "D", "H", "S", "NT"], key=lambda code: trump_order(hand, code))
    assert codes == ["H", "D", "C", "NT", "S"]  # hearts' ace and ten outweigh diamonds' three faces


async def test_the_footer_naming_the_pace_fits_80_columns_at_a_bid_and_at_a_card(tmp_path) -> None:
    """'Pace instant' (the longest) and 'esc Menu' both in sight: Enter's Play and the bid's Pass
    are said by the hand's title and the prompt, not the footer."""
    from textual.widgets import Footer

    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        kinds = set()
        while "cards" not in kinds:
            await until(pilot, lambda: human_waits(app))
            screen = app.screen
            await pilot.pause()
            footer = screen.query_one(Footer)
            kinds.add(screen.prompt_spec.kind)
            assert footer.virtual_size.width <= footer.content_size.width, (screen.prompt_spec.kind, footer.virtual_size)
            if screen.prompt_spec.kind != "cards":
                await pilot.press("enter")
        assert "bid" in kinds


async def test_keys_pressed_while_a_prompt_mounts_go_to_it(tmp_path) -> None:
    """→ then Enter, pressed in the instant between a prompt being asked and its buttons taking
    the focus, do what they would on it: → from the lowest bid (focused first) to the next, Enter
    bids it. They used to fall on the log and be lost."""
    from textual import events

    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: human_waits(app) and app.screen.prompt_spec.kind == "bid")
        screen = app.screen
        bids = sorted(a.value for _, a in screen.prompt_spec.choices if a.act == "bid")
        taken = []
        act = screen.act
        screen.act = lambda action: taken.append(action) or act(action)  # type: ignore[method-assign]
        screen.refresh_table()  # the prompt again: mounting, its buttons not yet focused
        assert not screen._prompt_focused()
        for key in ("right", "enter"):
            app.post_message(events.Key(key, None))
        await until(pilot, lambda: bool(taken))
        assert [(a.act, a.value) for a in taken] == [("bid", bids[1])] and screen.keys_held is None


# -- the footer lists only keys that can do something now (at 80 columns, esc Menu in sight) ----
async def test_keys_that_can_do_nothing_now_leave_the_footer(tmp_path) -> None:
    from .test_ui_dialogs import footer_in_sight, footer_keys

    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await until(pilot, lambda: "h" in footer_keys(screen))
        assert "l" not in footer_keys(screen), "no trick taken yet: l has nothing to show"
        assert footer_in_sight(screen)
        app.pace = "slow"  # the bots think 1.5 s: time to read the footer while they do
        screen.refresh_bindings()
        await until(pilot, lambda: footer_keys(screen).get("full_stop") == "Pace slow")
        legal = screen.game.legal_actions()
        screen.act(next((a for a in legal if a.act == "pass"), legal[0]))
        await until(pilot, lambda: screen.game.to_act != screen.me and "h" not in footer_keys(screen))
        assert footer_keys(screen).get("escape") == "Menu" and footer_in_sight(screen)
        await pilot.press("h")  # a key the footer does not offer does nothing, says nothing
        assert screen.suggestion is None and not screen.query_one("#status", StatusLine).message
        app.pace = "instant"
        await until(pilot, lambda: human_waits(app) and "h" in footer_keys(screen))
