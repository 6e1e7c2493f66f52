"""Toruf at the table: the auction, trump, open play, double and redouble, the
partnerships and the deal's result, by keyboard and by mouse.

The bots are replaced by small scripted players so each flow is the same every
run (``make_bot`` is patched where the tables seat their bots); the deal is seeded.
"""

from __future__ import annotations

import dataclasses

import pytest

from sheriff_tui.engine.toruf.score import team_of
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.games import table_games
from sheriff_tui.ui.screens import bot_turns
from sheriff_tui.ui.screens.new_game import MatchRequest
from sheriff_tui.ui.screens.results import DealResultScreen, MatchResultScreen, ScoreSheetScreen
from sheriff_tui.ui.screens.rules_help import RulesScreen
from sheriff_tui.ui.widgets.seat import SeatPanel

from ..toruf_helpers import C
from ..ui_helpers import human_waits, log_text, plain, press_many, until, waiting

SIZE = (100, 30)
NAMES = ("You", "Belle", "Wyatt", "Doc")


class Passer:
    """Passes whenever it may; names the first trump; plays the first legal card."""

    def choose(self, view, legal, rng):
        return next((a for a in legal if a.act == "pass"), legal[0])


class Doubler(Passer):
    """Passes in the auction, then doubles and redoubles whenever it may."""

    def choose(self, view, legal, rng):
        if view.phase in ("double", "redouble"):
            return legal[0] if legal[0].act != "pass" else legal[-1]
        return super().choose(view, legal, rng)


class BelleDeclares(Passer):
    """Belle (seat 1) bids ``bid`` at once and plays open when she may; everyone else passes."""

    bid = 46

    def choose(self, view, legal, rng):
        if view.phase == "auction" and view.seat == 1 and view.high_bid == 0:
            return next(a for a in legal if a.act == "bid" and a.value == self.bid)
        if view.phase == "open":
            return next(a for a in legal if a.act == "open")
        return super().choose(view, legal, rng)


class BelleOpens(BelleDeclares):
    bid = 80


@pytest.fixture
def bots(monkeypatch):
    def use(kind):
        monkeypatch.setattr(bot_turns, "make_bot", lambda game, level: kind())

    return use


def toruf_app(tmp_path, preset: str = "toruf", seed: int = 3) -> SheriffApp:
    req = MatchRequest("toruf", preset, NAMES, ("human", "random", "random", "random"), "instant", seed)
    return SheriffApp(tmp_path / "config", tmp_path / "data", start=req)


async def play_out(pilot) -> set[tuple[int, int]]:
    """Play "1" (the first legal card) to the deal's result; the team points seen on the way."""
    app = pilot.app
    seen = set()
    while not isinstance(app.screen, DealResultScreen):
        await until(pilot, lambda: waiting(app))
        if isinstance(app.screen, DealResultScreen):
            break
        screen = app.screen
        assert screen.prompt_spec.kind == "cards"
        view = screen.game.view(0)
        a, b = view.points
        seen.add((a, b))
        assert f"Points: You & Wyatt {a} · Belle & Doc {b}" in plain(screen.query_one("#trick"))
        assert f"You & Wyatt {a} " in plain(screen.query_one("#status"))
        await pilot.press("1")
    return seen


async def name_clubs(pilot) -> None:
    """At the trump choice: → to the clubs' button (the longest suit's has the focus), Enter."""
    labels = [t for t, _ in pilot.app.screen.prompt_spec.choices]
    await pilot.press(*["right"] * next(i for i, t in enumerate(labels) if "Clubs" in t), "enter")


def test_toruf_has_a_table():
    assert "toruf" in table_games()


async def test_toruf_presets_are_offered(tmp_path):
    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with app.run_test(size=SIZE):
        names = [n for n, _ in app.preset_choices()["toruf"]]
        assert names == ["toruf", "toruf-double", "toruf-open", "toruf-short"]


async def test_a_whole_deal_by_keyboard(tmp_path, bots):
    bots(Passer)
    app = toruf_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        assert screen.prompt_spec.kind == "bid"
        title = plain(screen.query_one("#title"))
        assert "You & Wyatt 0 – 0 Belle & Doc" in title and "Toruf to 500" in title
        panels = {p.seat: p for p in screen.query(SeatPanel)}
        assert panels[2].has_class("-team-a") and panels[2].border_subtitle.startswith("Partner")
        assert panels[1].has_class("-team-b") and panels[3].has_class("-team-b")
        assert "Belle  passed" in plain(screen.query_one("#trick"))
        await pilot.press("up", "up", "enter")  # 46 -> 48
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        assert screen.game.view(0).contract == 48
        labels = [t for t, _ in screen.prompt_spec.choices]
        assert "No trump" in labels and labels[0] != "No trump"  # the longest suit first: its button has the focus
        hearts = next(i for i, t in enumerate(labels) if t.startswith("♥ Hearts ("))
        await pilot.press(*["right"] * hearts, "enter")  # hearts
        await until(pilot, lambda: screen.game.view(0).trump == 2)
        log = log_text(screen)
        assert "You bid 48" in log and "Belle passes" in log and "You name ♥ hearts as trump" in log
        assert "You 48 in ♥ hearts" in plain(screen.query_one("#title"))
        seen = await play_out(pilot)
        assert len(seen) > 2  # the points grow as tricks are taken
        result = screen.game.results[0]
        res = app.screen
        assert res.headline == result.headline(NAMES)
        assert [r[0] for r in res.rows] == ["You & Wyatt", "Belle & Doc"]
        assert [r[1] for r in res.rows] == ["bidders", "defenders"]
        assert [int(r[2]) for r in res.rows] == list(result.points)
        assert [r[4] for r in res.rows] == [f"{d:+d}" for d in result.team_scores]
        notes = "\n".join(res.notes)
        assert "Race to 500" in notes and result.reasons[0] in notes.lower()
        assert "takes the trick" in log_text(screen) and "for the last trick" in log_text(screen)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        sheet = app.screen
        assert [name for name, _ in sheet.columns] == ["You & Wyatt", "Belle & Doc"]
        a, b = result.team_scores
        assert sheet.notes == (f"First partnership to 500 wins: You & Wyatt {a}, Belle & Doc {b}.",)
        await pilot.press("escape")  # back to the deal's result, as from the match's result
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen) and app.screen is not sheet)
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app))  # the next deal: Belle deals, Wyatt bids first
        assert screen.game.view(0).deal_no == 1
        assert "l" not in screen.active_bindings  # no trick of this deal yet: l leaves the footer


async def test_the_auction_and_contract_lines_speak_to_you_as_you(tmp_path, bots):
    bots(Passer)
    app = toruf_app(tmp_path)  # deal 1: You deal; everyone passes to you
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        assert screen.game.view(0).dealer == 0
        assert "If all pass, You play 46" in plain(screen.query_one("#trick"))
        await pilot.press("enter")  # bid 46
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        trick = plain(screen.query_one("#trick"))
        assert "You & Wyatt need 46 of 90: You name trump" in trick, trick


async def test_bid_and_trump_by_mouse(tmp_path, bots):
    bots(Passer)
    app = toruf_app(tmp_path, seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app) and bool(app.screen.query("#bid-go")))
        screen = app.screen
        await pilot.click("#bid-up")
        await pilot.click("#bid-go")
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        assert screen.game.view(0).contract == 47
        await pilot.click("#choice-4")  # no trump
        await until(pilot, lambda: screen.game.view(0).no_trump)
        assert "You play in no trump" in log_text(screen)
        assert "no trump" in plain(screen.query_one("#title"))
        await until(pilot, lambda: human_waits(app))
        assert "l" not in screen.active_bindings  # no trick yet: l is not offered
        await pilot.press("l")  # and does nothing
        assert app.screen is screen
        await play_out(pilot)
        assert "No trump: ×2." in app.screen.notes


async def test_defenders_double_and_the_declarer_redoubles(tmp_path, bots):
    bots(Doubler)
    app = toruf_app(tmp_path, "toruf-double")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await pilot.press("enter")  # bid 46
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        await name_clubs(pilot)
        await until(pilot, lambda: human_waits(app) and screen.game.view(0).phase == "redouble")
        assert screen.prompt_spec.question == "You play 46 in ♣ clubs, doubled by Belle. Redouble?"
        assert [t for t, _ in screen.prompt_spec.choices] == ["Redouble", "Pass"]
        await pilot.press("enter")
        await until(pilot, lambda: screen.game.view(0).doubled == 4)
        log = log_text(screen)
        assert "Belle doubles" in log and "You redouble" in log
        assert "redoubled" in plain(screen.query_one("#title"))
        await play_out(pilot)
        assert "Redoubled: ×4." in app.screen.notes


async def test_the_human_defender_is_asked_to_double(tmp_path, bots):
    bots(BelleDeclares)
    app = toruf_app(tmp_path, "toruf-double")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await pilot.press("p")  # Belle bid 46: pass
        await until(pilot, lambda: human_waits(app) and screen.game.view(0).phase == "double")
        assert screen.prompt_spec.question == "Belle plays 46 in ♣ clubs. Double?"
        await pilot.click("#choice-0")
        await until(pilot, lambda: screen.game.view(0).doubled == 2)
        await until(pilot, lambda: human_waits(app))
        log = log_text(screen)
        assert "Wyatt does not double" in log and "You double" in log and "Belle does not redouble" in log
        assert "Belle  plays 46" not in plain(screen.query_one("#trick"))  # the play has begun


async def test_an_open_hand_is_shown_to_everyone(tmp_path, bots):
    bots(BelleOpens)
    app = toruf_app(tmp_path, "toruf-open")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await pilot.press("p")
        await until(pilot, lambda: human_waits(app) and screen.game.view(0).opened)
        view = screen.game.view(0)
        assert view.open_hand is not None and team_of(view.declarer) != team_of(0)
        from sheriff_tui.ui.cardtext import label

        trick = plain(screen.query_one("#trick"))
        assert "Belle's hand, face up:" in trick
        for c in screen.adapter.sort_hand(view, view.open_hand):
            assert label(c) in trick
        assert "Belle lays the hand face up" in log_text(screen)
        assert "open" in plain(screen.query_one("#title"))


async def test_the_human_may_play_open(tmp_path, bots):
    bots(Passer)
    app = toruf_app(tmp_path, "toruf-open")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await press_many(pilot, ["up"] * 34)  # 46 -> 80
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        assert screen.game.view(0).contract == 80
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app) and screen.game.view(0).phase == "open")
        assert [t for t, _ in screen.prompt_spec.choices] == ["Play open (+20 if made)", "Play closed"]
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app) and screen.game.view(0).phase == "play")
        assert "Your hand lies face up for everyone" in plain(screen.query_one("#trick"))
        assert "You lay your hand face up: " in log_text(screen)
        assert screen.game.view(2).open_hand == screen.game.view(0).hand  # the partner sees it too


async def test_f1_shows_toruf_rules_with_the_house_rules(tmp_path, bots):
    bots(Passer)
    app = toruf_app(tmp_path, "toruf-double")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, RulesScreen))
        text = app.screen.markdown
        assert text.startswith("# Toruf")
        assert "House rules at this table" in text and "toruf-double" in text
        assert "`doubling` | **true**" in text


async def test_the_match_result_names_the_winning_team(tmp_path, bots):
    bots(Passer)
    req = MatchRequest("toruf", "toruf", NAMES, ("human", "random", "random", "random"), "instant", 5)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", start=req)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        screen.game.rules = dataclasses.replace(screen.game.rules, deals=1)  # a one-deal match
        await pilot.press("p")  # all pass: You, the dealer, must play 46
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        assert "All passed: You, the dealer, must play 46" in log_text(screen)
        await pilot.press("enter")
        await play_out(pilot)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, MatchResultScreen))
        winner = screen.game.winner
        team = ("You & Wyatt", "Belle & Doc")[winner]
        assert plain(app.screen.query_one("#winner")).startswith(f"{team} win the match")
        assert sorted(app.screen.names) == ["Belle & Doc", "You & Wyatt"]  # a row per partnership, not per player
        assert sorted(app.screen.totals) == sorted(screen.game.scores[:2])


def test_the_command_line_opens_a_toruf_table(monkeypatch, tmp_path):
    """``sheriff-tui play toruf`` starts a Toruf match (it was refused before the table existed)."""
    from sheriff_tui import cli

    started = []
    monkeypatch.setattr(SheriffApp, "run", lambda self, *a, **kw: started.append(self))
    rc = cli.main(["play", "toruf", "--preset", "toruf-double", "--seed", "3", "--config-dir", str(tmp_path / "c"), "--data-dir", str(tmp_path / "d")])
    assert rc == 0
    [app] = started
    req = app.start_request
    assert (req.game, req.preset, req.seed) == ("toruf", "toruf-double", 3) and len(req.names) == 4


async def test_the_short_game_plays_to_its_result(tmp_path, bots):
    bots(Passer)
    app = toruf_app(tmp_path, "toruf-short", seed=6)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        assert len(screen.adapter.sort_hand(screen.game.view(0))) == 8
        await pilot.press("p")  # all pass: the dealer (You) plays 46
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        await pilot.press("enter")
        await play_out(pilot)
        assert sum(int(r[2]) for r in app.screen.rows) == 90


def test_a_pass_after_trump_is_told_by_who_passed_and_when():
    """The declarer's pass before a double declines open play; after it, the redouble."""
    from sheriff_tui.engine import toruf
    from sheriff_tui.ui.games.toruf import ADAPTER

    rules = dataclasses.replace(toruf.Rules(), doubling=True, open_play=True)
    game = toruf.new_game(rules, list(NAMES), seed=1)
    game.apply(next(a for a in game.legal_actions() if a.act == "bid" and a.value == 85))  # Belle
    for _ in range(3):
        game.apply(next(a for a in game.legal_actions() if a.act == "pass"))
    game.apply(next(a for a in game.legal_actions() if a.suit == "S"))
    said = [ADAPTER.describe(e, game.view(0), False) for e in game.apply(next(a for a in game.legal_actions() if a.act == "pass"))]
    assert said == ["Belle plays closed"]
    said = [ADAPTER.describe(e, game.view(0), False) for e in game.apply(next(a for a in game.legal_actions() if a.act == "double"))]
    assert said == ["Wyatt doubles"]
    said = [ADAPTER.describe(e, game.view(0), False) for e in game.apply(next(a for a in game.legal_actions() if a.act == "pass"))]
    assert said == ["Belle does not redouble"]
    lines = ADAPTER.auction_lines(game.view(0))
    assert lines[1] == "plays 85 · plays closed · no redouble" and lines[2] == "passed · doubled"


async def test_a_saved_toruf_match_continues_at_the_same_position(tmp_path, bots):
    from sheriff_tui.ui.screens.menu import MenuScreen

    bots(Doubler)
    app = toruf_app(tmp_path, "toruf-double", seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        await pilot.press("enter")  # bid 46
        await until(pilot, lambda: human_waits(app) and app.screen.prompt_spec.kind == "choice")
        await name_clubs(pilot)  # Belle doubles
        await until(pilot, lambda: human_waits(app) and app.screen.game.view(0).phase == "redouble")
        view = app.screen.game.view(0)
    again = toruf_app(tmp_path, "toruf-double", seed=99)
    again.start_request = None
    async with again.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(again.screen, MenuScreen))
        await pilot.press("c")
        await until(pilot, lambda: human_waits(again))
        assert again.screen.game.view(0) == view
        assert "Redouble?" in again.screen.prompt_spec.question


def test_the_auction_panel_speaks_to_you_in_the_second_person() -> None:
    """The human's row reads 'You  play 85 · play closed', never 'You  plays 85'."""
    from sheriff_tui.engine import toruf
    from sheriff_tui.ui.games.toruf import ADAPTER

    rules = dataclasses.replace(toruf.Rules(), doubling=True, open_play=True)
    game = toruf.new_game(rules, ["Doc", "You", "Wyatt", "Belle"], seed=1)
    game.apply(next(a for a in game.legal_actions() if a.act == "bid" and a.value == 85))  # You, left of the dealer
    for _ in range(3):
        game.apply(next(a for a in game.legal_actions() if a.act == "pass"))
    game.apply(next(a for a in game.legal_actions() if a.suit == "S"))
    game.apply(next(a for a in game.legal_actions() if a.act == "pass"))  # closed
    lines = ADAPTER.auction_lines(game.view(1))
    assert lines[1] == "play 85 · play closed" and lines[2] == "passed"


class WyattDeclaresHearts(Passer):
    """Wyatt (seat 2) bids 46 and names hearts; everyone plays the first legal card."""

    def choose(self, view, legal, rng):
        if view.phase == "auction" and view.seat == 2 and view.high_bid == 0:
            return next(a for a in legal if a.act == "bid")
        if view.phase == "trump":
            return next(a for a in legal if a.suit == "H")
        return super().choose(view, legal, rng)


# Wyatt leads the 2♣, Doc has no club and trumps with the 4♥; You have no club either
# and hold 3♥ 5♥ 6♥ 9♥ K♥: you must overtrump the 4♥.
OVERTRUMP_DEAL = (
    "3H 5H 6H 9H KH 7S 6S 5S 4S 3S 2S 3D 2D",  # You
    "8C 9C 10C JC QC KC AC AH JH 10H 2H 8H 7H",  # Belle
    "2C 3C 4C 5C 6C 7C AS KS QS JS 10S 9S 8S",  # Wyatt
    "4H QH AD KD QD JD 10D 9D 8D 7D 6D 5D 4D",  # Doc
)


def dealt(monkeypatch, hands) -> None:
    """The table's match starts with this deal, Belle dealing (Wyatt bids first)."""
    from sheriff_tui.cards import parse_cards
    from sheriff_tui.engine import toruf
    from sheriff_tui.engine.core import DealSetup

    real = toruf.new_game
    setup = DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands))
    monkeypatch.setattr(toruf, "new_game", lambda rules, seats=None, seed=None, setups=None, dealer=0: real(rules, seats, seed, [setup], dealer=1))


async def test_the_prompt_says_which_trump_to_beat_and_a_refused_card_says_why(tmp_path, bots, monkeypatch):
    """A player who can't follow is told before choosing that they must overtrump the 4♥, and a
    spade chosen anyway is refused naming the club they lack and the heart they must play."""
    bots(WyattDeclaresHearts)
    dealt(monkeypatch, OVERTRUMP_DEAL)
    app = toruf_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await pilot.press("p")
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "cards")
        assert screen.game.view(0).trick == (C("2C"), C("4H"))
        hand = screen.query_one("#hand")
        assert hand.border_title == "Your play: no ♣ club, so you must overtrump the 4♥"
        assert set(hand.legal) == {C("5H"), C("6H"), C("9H"), C("KH")}
        await pilot.press("home", "enter")  # the 7♠, first in the hand
        status = plain(screen.query_one("#status"))
        why = "you have no club and the 4♥ is on the trick: you must overtrump the 4♥ with a higher heart"
        assert status.startswith("Not allowed: you have no club") and status.endswith("…")  # one row, cut
        assert f"Not allowed: {why}" in log_text(screen)  # and whole in the log
        assert len(screen.game.view(0).trick) == 2  # nothing was played


def test_a_jack_on_the_trick_is_worth_1_pt_not_1_pts() -> None:
    from sheriff_tui.engine import toruf
    from sheriff_tui.ui.games.toruf import ADAPTER

    game = toruf.new_game(toruf.Rules(), list(NAMES), seed=1)
    view = game.view(0)
    _, notes, _ = ADAPTER.trick_extras(view, {1: C("JS"), 2: C("10S"), 3: C("2S")}, False)
    assert notes == {1: "1 pt", 2: "10 pts"}
    view = dataclasses.replace(view, phase="play", declarer=1, contract=46, trump=0, points=(1, 0))
    assert ADAPTER.seat_info(view, 2, False).lines[0] == "team 1 pt"


async def test_the_auction_box_lines_fit_at_80_columns(tmp_path, bots):
    """At 80x24 every line of the auction box fits: the all-pass rule was cut after 'You play'."""
    bots(Passer)
    app = toruf_app(tmp_path)  # You deal; everyone passes to you
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        box = app.screen.query_one("#trick")
        lines = plain(box).split("\n")
        assert max(len(line) for line in lines) <= box.content_size.width, lines
        assert "If all pass, You play 46" in lines
        assert box.content_size.height >= len(lines)


async def test_the_score_sheet_line_fits_at_80_columns(tmp_path, bots):
    """The sheet's 'what happened' is short enough to show whether the contract was made:
    the long headline was cut after 'You & Wyat' at 80 columns."""
    from textual.widgets import DataTable

    bots(Passer)
    app = toruf_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await pilot.press("enter")  # bid 46
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        await name_clubs(pilot)
        await play_out(pilot)
        result = screen.game.results[0]
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        table = app.screen.query_one(DataTable)
        await pilot.pause()
        width = sum(col.get_render_width(table) for col in table.columns.values())
        assert width <= table.scrollable_content_region.width
        outcome = "made" if result.made else "failed"
        assert app.screen.headlines == [f"You 46 clubs: {outcome}, took {result.points[0]}"]


async def test_a_high_bid_is_typed_or_stepped_by_ten(tmp_path, bots):
    """80 is two keys ("8", "0"), not thirty-four presses of ↑; PgUp/PgDn move ten at a time."""
    bots(Passer)
    app = toruf_app(tmp_path, "toruf-open")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        prompt = screen.query_one("BidPrompt")
        assert "type it or ↑↓" in screen.prompt_spec.question
        await pilot.press("pageup", "pageup")
        assert prompt.value == 66
        await pilot.press("pagedown")
        assert prompt.value == 56
        await pilot.press("9", "9")  # no bid starts 99: the second 9 starts again
        assert prompt.value == 56
        await pilot.press("9", "0")
        assert prompt.value == 90
        await pilot.press("8", "0", "enter")
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        assert screen.game.view(0).contract == 80


def test_a_bidder_who_then_passed_keeps_the_bid_in_view() -> None:
    """'Wyatt  bid 46 · passed', not just 'passed': the partner's bid says something about the hand."""
    from sheriff_tui.engine import toruf
    from sheriff_tui.ui.games.toruf import ADAPTER

    game = toruf.new_game(toruf.Rules(), list(NAMES), seed=1, dealer=1)  # Wyatt speaks first
    for act in (("bid", 46), ("pass", None), ("bid", 50)):  # Wyatt 46, Doc passes, You 50
        game.apply(next(a for a in game.legal_actions() if a.act == act[0] and (act[1] is None or a.value == act[1])))
    game.apply(next(a for a in game.legal_actions() if a.act == "pass"))  # Belle
    game.apply(next(a for a in game.legal_actions() if a.act == "pass"))  # Wyatt, after his 46
    view = game.view(0)
    lines = ADAPTER.auction_lines(view)
    assert lines[2] == "bid 46 · passed" and lines[3] == "passed" and lines[1] == "passed"
    assert lines[0] == "play 50"
    game = toruf.new_game(toruf.Rules(), list(NAMES), seed=1, dealer=1)
    for act in (("bid", 46), ("bid", 47), ("bid", 48), ("pass", None), ("pass", None)):  # Wyatt, Doc, You, Belle, Wyatt
        game.apply(next(a for a in game.legal_actions() if a.act == act[0] and (act[1] is None or a.value == act[1])))
    view = game.view(0)
    assert view.phase == "auction"
    assert ADAPTER.seat_info(view, 2, False).lines[0] == "bid 46 · passed"
    assert ADAPTER.auction_lines(view)[2] == "bid 46 · passed"


def test_the_play_prompt_in_ascii_names_suits_in_words() -> None:
    """'no club, so you must trump with a heart', not 'no C club … a H heart'."""
    from sheriff_tui.cards import parse_cards
    from sheriff_tui.engine import toruf
    from sheriff_tui.engine.core import DealSetup
    from sheriff_tui.ui.games.toruf import ADAPTER

    setup = DealSetup(hands=tuple(tuple(parse_cards(h)) for h in OVERTRUMP_DEAL))
    game = toruf.new_game(toruf.Rules(), list(NAMES), seed=1, setups=[setup], dealer=1)
    game.apply(next(a for a in game.legal_actions() if a.act == "bid"))  # Wyatt 46
    for _ in range(3):
        game.apply(next(a for a in game.legal_actions() if a.act == "pass"))
    game.apply(next(a for a in game.legal_actions() if a.suit == "H"))
    game.apply(next(a for a in game.legal_actions() if a.card == C("2C")))  # Wyatt leads
    view = game.view(3)  # Doc: no club, holds the 4H and QH
    assert ADAPTER.play_question(view, True) == "Your play: no club, so you must trump with a heart"
    assert ADAPTER.play_question(view, False) == "Your play: no ♣ club, so you must trump with a ♥ heart"
    game.apply(next(a for a in game.legal_actions() if a.card == C("4H")))
    assert ADAPTER.play_question(game.view(0), True) == "Your play: no club, so you must overtrump the 4H"


def test_the_short_title_keeps_the_contract_in_fewer_words() -> None:
    """At 80 columns 'Toruf to 500 · … · Wyatt 46 in ♥ hearts doubled open' was cut to 'o…':
    the short title says the same as 'Wyatt 46 ♥ ×2 open' (the race to 500 kept: the match in view)."""
    from textual.content import Content

    from sheriff_tui.engine import toruf
    from sheriff_tui.ui.games.toruf import ADAPTER

    game = toruf.new_game(toruf.Rules(), list(NAMES), seed=1, dealer=1)
    game.apply(next(a for a in game.legal_actions() if a.act == "bid"))  # Wyatt 46
    for _ in range(3):
        game.apply(next(a for a in game.legal_actions() if a.act == "pass"))
    game.apply(next(a for a in game.legal_actions() if a.suit == "H"))
    view = dataclasses.replace(game.view(0), doubled=2, opened=True)
    whole = Content.from_markup(ADAPTER.title(view, False)).plain
    short = Content.from_markup(ADAPTER.short_title(view, False)).plain
    assert whole.endswith("Wyatt 46 in ♥ hearts doubled open") and "to 500" in whole
    assert short == "Toruf to 500 · deal 1 · You & Wyatt 0–0 Belle & Doc · Wyatt 46 ♥ ×2 open"
    assert Content.from_markup(ADAPTER.short_title(view, True)).plain.endswith("Wyatt 46 hearts ×2 open")
    assert len(short) <= 78 < len(whole)  # the title row at 80 columns
