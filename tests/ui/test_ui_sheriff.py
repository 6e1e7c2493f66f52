"""Sheriff at the table as a player reads it: the deal's figures in words, the prompts."""

from __future__ import annotations

import pytest

from sheriff_tui.engine.sheriff import DealResult, Rules, deal_scores
from sheriff_tui.ui.games.sheriff import ADAPTER, score_notes
from sheriff_tui.ui.screens.results import DealResultScreen
from sheriff_tui.ui.screens.table import TableScreen
from sheriff_tui.ui.widgets.hand import Hand

from ..ui_helpers import human_waits, make_app, table_of, to_deal_result, until

NAMES = ("You", "Belle", "Wyatt", "Doc", "Calamity")


def result(rules: Rules, sheriffs: tuple[int, ...], contract: int, tricks: tuple[int, ...], blind: bool = False) -> DealResult:
    team = sum(tricks[s] for s in sheriffs)
    scores = deal_scores(rules, rules.players, sheriffs, contract, team, blind)
    return DealResult(0, 0, sheriffs, contract, tricks, team, team >= contract, team == contract, blind, 0, 0, tuple(scores))


@pytest.mark.parametrize(
    "sheriffs, contract, tricks, blind, want",
    [
        # the digest's examples: bid 6 took 6 → +17; bid 8 took 9 → +16; 7 took 5; 6 took 0
        ((1,), 6, (6, 6, 5), False, "Made: Belle wins 2 × 6 + 5 for exactly 6 = 17; the Outlaws score nothing."),
        ((1,), 8, (4, 9, 4), False, "Made: Belle wins 2 × 8 = 16; the Outlaws score nothing. Exactly 8 would have added 5."),
        ((0,), 7, (5, 6, 6), False, "Failed by 2: You lose 2 × 7 = 14; each Outlaw wins 7."),
        ((2,), 6, (9, 8, 0), False, "Failed by 6: Wyatt loses 2 × 6 = 12; each Outlaw wins 6 + 10 for holding the Sheriff to no trick = 16."),
        ((0,), 6, (6, 5, 6), True, "Made: You win (2 × 6 + 5 for exactly 6) × 3 for bidding blind = 51; the Outlaws score nothing."),
    ],
)
def test_the_deal_result_says_how_the_score_came(sheriffs, contract, tricks, blind, want) -> None:
    r = result(Rules(), sheriffs, contract, tricks, blind)
    notes = score_notes(r, NAMES, Rules())
    assert notes[1] == want
    assert notes[0].startswith(f"{NAMES[sheriffs[0]]} took {tricks[sheriffs[0]]} trick")
    # the words agree with the engine's figures
    assert str(abs(r.scores[sheriffs[0]])) in want


def test_double_sheriff_notes_add_the_two_sheriffs_tricks() -> None:
    rules = Rules(players=5, deals=5)
    r = result(rules, (1, 3), 5, (1, 3, 2, 2, 2))
    assert score_notes(r, NAMES, rules) == [
        "The Sheriffs took Belle 3 + Doc 2 = 5 tricks for a contract of 5; the Outlaws 5.",
        "Made: each Sheriff wins 2 × 5 + 5 for exactly 5 = 15; the Outlaws score nothing.",
    ]
    r = result(rules, (1, 3), 5, (3, 0, 3, 0, 4))
    assert score_notes(r, NAMES, rules)[1].endswith("each Outlaw wins 5 + 10 for holding the Sheriffs to no trick = 15.")


async def test_the_deal_over_screen_shows_the_notes(tmp_path) -> None:
    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await to_deal_result(pilot)
        game = table_of(app).game
        shown = app.screen.notes
        assert shown[:2] == tuple(score_notes(game.results[0], game.players, game.rules))
        # the last trick, hidden behind this screen the moment it was played, is told here
        last = game.results[0]
        history = table_of(app).final.history
        assert len(history) == 17
        winner = game.players[history[-1].winner]
        assert shown[2].startswith(f"Last trick: {game.players[history[-1].leader]} ") and shown[2].endswith(f"; {winner} won it.")
        assert last.tricks[history[-1].winner] > 0
        assert shown[1].startswith(("Made:", "Failed by"))
        assert app.screen.query_one("#result-notes")


def _question(g) -> str:  # type: ignore[no-untyped-def]
    return ADAPTER.prompt(g.view(g.to_act), g.legal_actions(), False).question


def test_the_auction_prompt_says_what_a_last_pass_would_do() -> None:
    from sheriff_tui.engine.core import Action
    from sheriff_tui.engine.sheriff import new_game

    g = new_game(Rules(deals=3), ("You", "Belle", "Wyatt"), seed=1, dealer=0)
    assert _question(g) == "No bid yet. Your bid:"  # Belle, first to speak
    g.apply(Action("pass", 1))
    assert _question(g) == "No bid yet. Your bid:"
    g.apply(Action("pass", 2))
    # the dealer, last to speak: passing makes the dealer's left Sheriff for 6
    assert _question(g) == "Everyone else passed: bid, or pass and Belle must be Sheriff for 6. Your bid:"
    g = new_game(Rules(deals=3), ("You", "Belle", "Wyatt"), seed=1, dealer=0)
    g.apply(Action("bid", 1, value=7))
    assert _question(g) == "High bid 7 by Belle. Your bid:"
    g = new_game(Rules(players=6, deals=6), NAMES + ("Jesse",), seed=1, dealer=0)
    for s in range(1, 6):
        g.apply(Action("pass", s))
    assert _question(g) == "Everyone else passed: bid, or pass and Belle must be Sheriff for 4. Your bid:"
    g = new_game(Rules(auction="blind", deals=3), ("You", "Belle", "Wyatt"), seed=1, dealer=0)
    g.apply(Action("pass", 1))
    g.apply(Action("pass", 2))
    assert _question(g) == "Blind auction. Everyone else passed: bid, or pass and Belle must be Sheriff for 6. Your bid:"


def test_a_lone_double_sheriff_is_told_as_alone() -> None:
    from sheriff_tui.engine.core import Event
    from sheriff_tui.engine.sheriff import new_game

    g = new_game(Rules(players=5, deals=5), NAMES, seed=1, dealer=0)
    view = g.view(0)
    alone = ADAPTER.describe(Event("contract", 1, value=5, cards=(1,)), view, False)
    assert alone == "Belle is Sheriff for 5 tricks, alone against 4: nobody else bid"
    forced = ADAPTER.describe(Event("contract", 1, value=5, cards=(1,), data="forced"), view, False)
    assert forced == "Belle must be Sheriff for 5 tricks, alone against 4: nobody bid"
    two = ADAPTER.describe(Event("contract", 1, value=6, cards=(1, 3)), view, False)
    assert two == "Belle is Sheriff for 6 tricks, with Doc as second Sheriff"
    # three players: one Sheriff is the game, nothing to explain
    g3 = new_game(Rules(deals=3), NAMES[:3], seed=1, dealer=0)
    assert ADAPTER.describe(Event("contract", 1, value=6, cards=(1,)), g3.view(0), False) == "Belle is Sheriff for 6 tricks"


def test_the_help_says_who_plays_when_a_double_sheriff_table_all_passes() -> None:
    """The engine makes the dealer's left play the lowest bid alone (forced); the help says so."""
    from sheriff_tui.engine.core import Action
    from sheriff_tui.engine.sheriff import new_game
    from sheriff_tui.helptext import rules_markdown

    g = new_game(Rules(players=5, deals=5), NAMES, seed=1, dealer=0)
    for s in (1, 2, 3, 4, 0):
        g.apply(Action("pass", s))
    assert g.sheriffs == (1,) and g.contract == 5
    double = rules_markdown("sheriff", "sheriff-double").split("### Double Sheriff")[1].split("###")[0]
    assert "If everyone passes, the player left of the dealer must play the lowest bid,\n  alone against everyone." in double


async def test_click_spam_during_a_bot_turn_shows_one_wait_notice(tmp_path) -> None:
    """A player clicking cards while a bot thinks gets one 'Wait for your turn' in the status line,
    not a wall of toasts over the seats (Enter is greyed out in the footer then, and does nothing)."""
    from textual.widgets._toast import Toast

    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        screen = app.screen
        while not (human_waits(app) and screen.game.phase == "play" and not screen.game.trick):
            await until(pilot, lambda: human_waits(app))
            if screen.game.phase == "play" and not screen.game.trick:
                break
            await pilot.press("p" if screen.prompt_spec.kind == "bid" else "1")
        app.pace = "slow"  # my lead, then the bots take their time: the test holds their timer
        timers: list = []
        screen.set_timer = lambda delay, callback, *a, **kw: timers.append(callback)  # type: ignore[method-assign]
        await pilot.press("1")
        await until(pilot, lambda: timers)
        after_lead = len(screen.game.trick)
        for _ in range(12):
            await pilot.click(Hand, offset=(3, 2))  # the first card
        assert screen.game.to_act != screen.me and len(screen.game.trick) == after_lead  # nothing played
        status = screen.query_one("#status")
        assert status.message == "Wait for your turn" and status.has_class("-information")
        await pilot.pause()
        assert not app.screen.query(Toast)
        timers.pop()()  # the bot's think comes due: it plays
        await until(pilot, lambda: len(screen.game.trick) > after_lead)


def test_sheriffs_choice_log_names_your_own_discard_only() -> None:
    from sheriff_tui.cards import card_str
    from sheriff_tui.engine.core import Action
    from sheriff_tui.engine.sheriff import new_game

    g = new_game(Rules(auction="choice", deals=3), NAMES[:3], seed=2, dealer=2)
    g.apply(Action("take", 0))  # you, left of the dealer, take the turned card
    c = min(g.legal_actions(), key=lambda a: a.card).card
    events = g.apply(Action("discard", 0, card=c))
    discard = next(e for e in events if e.kind == "discard")
    mine = ADAPTER.describe(discard, g.view(0), True)
    assert mine == f"You discard the {card_str(c)} face down"
    assert ADAPTER.describe(discard, g.view(1), True) == "You discard a card face down"  # from another seat: no card named
    assert g.view(1).discard is None


def test_the_second_sheriff_seat_says_so() -> None:
    from sheriff_tui.engine.core import Action
    from sheriff_tui.engine.sheriff import new_game

    g = new_game(Rules(players=5, deals=5), NAMES, seed=1, dealer=0)
    g.apply(Action("bid", 1, value=5))
    g.apply(Action("bid", 2, value=6))
    for s in (3, 4, 0, 1):
        g.apply(Action("pass", s))
    assert g.sheriffs == (2, 1)
    view = g.view(0)
    high, second, outlaw = (ADAPTER.seat_info(view, s, False) for s in (2, 1, 3))
    assert (high.role, high.lines[0]) == ("Sheriff", "contract 6")
    assert (second.role, second.lines[0]) == ("2nd Sheriff", "contract 6")  # not "partner, 6"
    assert (outlaw.role, outlaw.lines[0]) == ("Outlaw", "")


@pytest.mark.parametrize("players", [5, 6])
def test_double_sheriff_seat_lines_fit_a_narrow_panel(players: int) -> None:
    """At 80 columns a Double Sheriff panel holds 12 to 16 columns and three rows, one of them
    '▶ to play' for the seat to act: each line must fit whole, unfolded."""
    import random

    from sheriff_tui.engine.core import Action
    from sheriff_tui.engine.sheriff import new_game

    g = new_game(Rules(players=players, deals=players), (NAMES + ("Jesse",))[:players], seed=3, dealer=0)
    g.apply(Action("bid", 1, value=g.rules.lowest_bid))
    g.apply(Action("bid", 2, value=g.rules.lowest_bid + 1))
    rng = random.Random(3)
    seen = 0
    while g.to_act is not None and g.deal_no == 0:
        view = g.view(0)
        for seat in range(players):
            lines = ADAPTER.seat_info(view, seat, False).lines
            assert len(lines) <= 2 and all(len(line) <= 12 for line in lines), lines
            seen += 1
        legal = g.legal_actions()
        g.apply(next((a for a in legal if a.act == "pass"), None) or rng.choice(legal))
    assert seen > 20 * players


def test_sheriffs_choice_prompts_say_what_taking_means() -> None:
    from sheriff_tui.cards import card_str
    from sheriff_tui.engine.core import Action
    from sheriff_tui.engine.sheriff import new_game

    g = new_game(Rules(auction="choice", deals=3), NAMES[:3], seed=2, dealer=2)
    spec = ADAPTER.prompt(g.view(0), g.legal_actions(), True)
    turned = card_str(g.turned)
    assert spec.question == f"Sheriff's Choice: whoever takes the {turned} discards a card face down."
    assert [label for label, _ in spec.choices][1] == "Decline"
    for s in (0, 1, 2):
        g.apply(Action("pass", s))
    spec = ADAPTER.prompt(g.view(0), g.legal_actions(), True)
    assert spec.question.endswith("Everyone declined: you must take it.") and len(spec.choices) == 1
    g.apply(Action("take", 0))
    assert ADAPTER.prompt(g.view(0), g.legal_actions(), True).question == "Discard one card face down (any card, the taken one too)"


async def test_the_log_shows_its_newest_line_when_the_prompt_takes_room(tmp_path) -> None:
    """A new deal's prompt rises under the log and shortens it: the newest line ('Wyatt
    declines the turned card') must stay in sight, not fall below the log's edge."""
    from sheriff_tui.ui.screens.table import TableLog

    app = make_app(tmp_path, seed=9, preset="sheriff-choice")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        while True:
            await until(pilot, lambda: human_waits(app) or isinstance(app.screen, DealResultScreen))
            if isinstance(app.screen, DealResultScreen):
                await pilot.press("enter")
                continue
            screen = app.screen
            if screen.game.deal_no == 1 and screen.game.phase == "choice":
                break
            kind = screen.prompt_spec.kind
            await pilot.press("p" if kind == "bid" else ("1" if kind == "cards" else "enter"))
        await pilot.pause()
        log = screen.query_one("#log", TableLog)
        assert log.texts[-1] == "Wyatt declines the turned card"
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y


def test_sheriffs_choice_box_shows_who_declined() -> None:
    from sheriff_tui.engine.core import Action
    from sheriff_tui.engine.sheriff import new_game

    g = new_game(Rules(auction="choice", deals=3), NAMES[:3], seed=2, dealer=0)
    assert ADAPTER.auction_lines(g.view(0)) == {}
    g.apply(Action("pass", 1))
    assert g.view(0).declined == 1
    assert ADAPTER.auction_lines(g.view(0)) == {1: "declined"}
    g.apply(Action("take", 2))
    assert ADAPTER.auction_lines(g.view(0)) == {1: "declined", 2: "took the card"}
    assert [ADAPTER.seat_info(g.view(0), s, False).lines[0] for s in range(3)] == ["", "declined", "took the card"]
    g = new_game(Rules(auction="choice", deals=3), NAMES[:3], seed=2, dealer=0)
    for s in (1, 2, 0):
        g.apply(Action("pass", s))
    assert ADAPTER.auction_lines(g.view(0)) == {1: "declined", 2: "declined", 0: "declined"}
    g.apply(Action("take", 1))
    assert ADAPTER.auction_lines(g.view(0))[1] == "declined, had to take it"
    assert ADAPTER.auction_extras(g.view(0), False) == ("Sheriff's Choice", 1, ())


def test_the_status_line_does_not_call_sheriffs_choice_an_auction() -> None:
    from sheriff_tui.engine.core import Action
    from sheriff_tui.engine.sheriff import new_game

    g = new_game(Rules(auction="choice", deals=3), NAMES[:3], seed=2, dealer=2)
    assert ADAPTER.status_line(g.view(0), "your turn") == "You · Sheriff's Choice · your turn"
    g = new_game(Rules(deals=3), NAMES[:3], seed=2, dealer=2)
    assert ADAPTER.status_line(g.view(0), "your turn") == "You · auction · your turn"
    for s in (0, 1, 2):
        g.apply(Action("pass", s))
    # the tricks against the contract, in the 46 cells the line has at 80 columns (the cards are in the hand)
    assert ADAPTER.status_line(g.view(0), "Wyatt to play") == "You · Sheriff · 0 of 6 tricks · Wyatt to play"
    # the title's short form keeps the contract whole at 80 columns: the suit's sign, not its name
    short = ADAPTER.short_title(g.view(0), False)
    assert short.endswith(" · You: 6 tricks") and "Deal 1/3" in short and len(short) <= 78
    g.apply(g.legal_actions()[0])
    assert ADAPTER.status_line(g.view(1), "your turn") == "Belle · Outlaw · 0 tricks · your turn"


@pytest.mark.parametrize("players", [3, 5, 6])
async def test_the_deal_result_fits_80_by_24_with_its_notes(tmp_path, players: int) -> None:
    """Long names, two Sheriffs, the exact-bonus hint, the last trick: the buttons stay on the screen."""
    from textual.app import App
    from textual.widgets import Button

    names = ("Calamity", "Annie Oakley", "Jesse James", "Wild Bill", "Doc Holliday", "Belle Starr")[:players]
    rules = Rules(players=players, deals=players)
    sheriffs = (1,) if players == 3 else (1, 4)
    tricks = {3: (5, 7, 5), 5: (2, 4, 2, 0, 2), 6: (1, 3, 1, 1, 2, 0)}[players]
    r = result(rules, sheriffs, rules.lowest_bid, tricks)
    assert r.made and not r.exact
    from sheriff_tui.ui.games.sheriff import ADAPTER as adapter

    class Host(App[None]):
        def on_mount(self) -> None:
            from sheriff_tui.engine.tricks import Trick

            last = Trick(2, tuple(range(39, 39 + players)), 0)  # the last trick: spades from the two up
            view = type("V", (), {"players": names, "rules": rules, "history": (last,) * sum(tricks)})()
            rows = adapter.result_rows(r, view)
            self.push_screen(DealResultScreen(adapter.result_headline(r, view), ("player", "role", "tricks", "change"), rows, list(r.scores), False, adapter.result_notes(r, view)))

    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen) and bool(app.screen.query("#next")))
        await pilot.pause()
        assert any(n.startswith("Last trick:") for n in app.screen.notes)
        button = app.screen.query_one("#next", Button).region
        box = app.screen.query_one("Vertical").region  # the modal's frame: nothing clipped below it
        assert button.height > 0 and button.bottom <= box.bottom <= 24, (button, box)


async def test_a_bid_typed_in_digits_focuses_its_button_in_a_row_of_bids(tmp_path):
    from sheriff_tui.ui.widgets.bid_prompt import BidPrompt

    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: human_waits(app) and app.screen.prompt_spec.kind == "bid")
        screen = app.screen
        prompt = screen.query_one(BidPrompt)
        assert not prompt.stepper
        high = max(prompt.values)
        await pilot.press(*str(high))
        assert app.focused is not None and app.focused.id == f"bid-{high}"
        before = len(screen.game.actions)
        await pilot.press("enter")
        await until(pilot, lambda: len(screen.game.actions) > before)
        assert screen.game.actions[before].value == high


async def test_the_log_tells_every_card_of_every_trick_as_the_other_games_do(tmp_path) -> None:
    """The Sheriff log named only each trick's winner, while Sheepshead and Toruf name every
    card: now a line per card ('Belle plays the A♠'), then who takes the trick with which
    card, from 'Deal 1 of 9: You deal' to the deal's score with each seat's change."""
    from sheriff_tui.ui.cardtext import label
    from sheriff_tui.ui.text import says

    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await to_deal_result(pilot, by_keys=False)
        table = table_of(app)
        game, history = table.game, table.final.history
        texts = list(table.query_one("#log").texts)
    names = game.players
    assert texts[1].startswith("Deal 1 of 9: You deal; the ")
    assert len(history) == 17
    at = 0
    for trick in history:  # each trick's cards in the order played, then its winner, one after another
        n = len(trick.cards)
        told = [f"{says(names[(trick.leader + i) % n], 'plays')} the {label(c, False)}" for i, c in enumerate(trick.cards)]
        told.append(f"{says(names[trick.winner], 'takes')} the trick with the {label(trick.cards[(trick.winner - trick.leader) % n], False)}")
        at = texts.index(told[0], at)
        assert texts[at : at + len(told)] == told
    result = game.results[0]
    changes = ", ".join(f"{name}\u00a0{score:+d}" for name, score in zip(names, result.scores))  # a name held to its figure
    assert texts[at + n + 1] == f"{result.headline(names)} · {changes}"
    assert not any("wins the trick" in t or "win the trick" in t for t in texts)


def test_the_log_says_who_won_the_match() -> None:
    from sheriff_tui.engine.core import Event
    from sheriff_tui.engine.sheriff import new_game

    view = new_game(Rules(deals=3), NAMES[:3], seed=1, dealer=0).view(0)
    assert ADAPTER.describe(Event("match_over", data=(60, 59, 0)), view, False) == "The match is over: You win with 60"
    assert ADAPTER.describe(Event("match_over", data=(12, 40, 3)), view, False) == f"The match is over: {NAMES[1]} wins with 40"
    assert ADAPTER.describe(Event("match_over", data=(40, 40, 3)), view, False) == f"The match is over: You and {NAMES[1]} share the win with 40"


def test_your_play_names_the_suit_to_follow_or_says_any_card() -> None:
    """Sheriff's one duty, follow suit (seed 000), said before the card is chosen."""
    from types import SimpleNamespace

    from sheriff_tui.cards import parse_card
    from sheriff_tui.ui.games.sheriff import play_question

    view = SimpleNamespace(trick=(parse_card("KS"),))
    assert play_question(SimpleNamespace(trick=()), [parse_card("2H")], False) == "Your lead"
    assert play_question(view, [parse_card("2S"), parse_card("9S")], False) == "Your play: follow ♠ spades"
    assert play_question(view, [parse_card("2S")], True) == "Your play: follow spades"
    assert play_question(view, [parse_card("2H"), parse_card("9D")], False) == "Your play: no spades, any card"
