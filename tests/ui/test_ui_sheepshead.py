"""The Sheepshead table: whole deals by keyboard and by mouse with the pick, the
call and the bury; the leaster; a forced pick; what the human may and may not
know (the blind, the partner, the unknown); the bury's refusals; the log; the
deal's final state behind its result.

The bots are scripted here (pass or pick, then the first legal action), so the
deals do not move when the computer players get better; a couple of tests use
whatever bots the game has, to show the table copes with any of them.
"""

from __future__ import annotations

import dataclasses
import random
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator

import pytest

from sheriff_tui import records, saves
from sheriff_tui.bots import RandomBot
from sheriff_tui.cards import FACE_DOWN, PACK_32, bits, parse_card, parse_cards
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import DealSetup
from sheriff_tui.engine.sheepshead.score import CRACKED, StakeReason
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.cardtext import label
from sheriff_tui.ui.games import table_games
from sheriff_tui.ui.games.sheepshead import ADAPTER
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import MatchRequest
from sheriff_tui.ui.screens.results import DealResultScreen, LastTrickScreen
from sheriff_tui.ui.screens.table import Table, TableScreen
from sheriff_tui.ui.widgets.hand import CELL, Hand
from sheriff_tui.ui.widgets.seat import SeatPanel
from sheriff_tui.ui.widgets.trick import TrickView

from ..sheepshead_helpers import UNKNOWN_BLIND, UNKNOWN_HANDS
from ..ui_helpers import human_waits, log_text, plain, table_of, until, waiting

SIZE = (100, 30)
NAMES = ("You", "Belle", "Wyatt", "Doc", "Calamity")


# -- scripted bots and deals --------------------------------------------------------


class PassBot:
    """Passes whenever it may; otherwise the first legal action (a call before going alone)."""

    def choose(self, view, legal, rng):
        for a in legal:
            if a.act == "pass":
                return a
        return first_choice(legal)


class PickBot:
    """Picks whenever it may, calls the first card offered, then the first legal action."""

    def choose(self, view, legal, rng):
        return first_choice(legal)


def first_choice(legal):
    calls = [a for a in legal if a.act == "call"]
    if calls:
        return calls[0]
    return legal[0]


def deal(hands: dict[int, str], blind: str) -> DealSetup:
    """Given hands for some seats and the blind; the other seats get the rest in pack order."""
    used = [parse_card(c) for h in hands.values() for c in h.split()] + list(parse_cards(blind))
    rest = [c for c in bits(PACK_32) if c not in used]
    out = []
    for s in range(5):
        if s in hands:
            out.append(tuple(parse_cards(hands[s])))
        else:
            out.append(tuple(rest[:6]))
            rest = rest[6:]
    return DealSetup(hands=tuple(out), piles=(("blind", tuple(parse_cards(blind))),))


def sheep_app(tmp_path, seed: int = 3, preset: str = "sheepshead", level: str = "random", players: int = 5, **kw) -> SheriffApp:
    names = NAMES + ("Jesse", "Annie", "Bass")
    req = MatchRequest("sheepshead", preset, names[:players], ("human",) + (level,) * (players - 1), "instant", seed)
    return SheriffApp(tmp_path / "config", tmp_path / "data", start=req, **kw)


@asynccontextmanager
async def passing_table(tmp_path, bots, **kw) -> AsyncIterator[tuple[SheriffApp, Any, Any]]:
    """A Sheepshead table (``sheep_app``'s keywords) where every bot passes whenever it may,
    run until the human is first asked: (app, pilot, table screen)."""
    bots(PassBot)
    app = sheep_app(tmp_path, **kw)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        yield app, pilot, app.screen


def given_app(tmp_path, setup: DealSetup, human: int, rules: sh.Rules | None = None, **kw) -> tuple[SheriffApp, sh.Sheepshead]:
    """An app that opens a table on a given deal, the human at seat ``human`` (dealer: seat 0)."""
    names = ["Belle", "Wyatt", "Doc", "Calamity"]
    names.insert(human, "You")
    seats = ["random"] * 5
    seats[human] = "human"
    game = sh.new_game(rules or sh.Rules(), names, seed=1, setups=[setup])
    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant", **kw)
    app.given = Table(game, "sheepshead", "sheepshead", seats, 1)  # type: ignore[attr-defined]
    return app, game


async def open_given(pilot) -> TableScreen:
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    app.push_screen(TableScreen(app.given))
    await until(pilot, lambda: isinstance(app.screen, TableScreen))
    return app.screen


texts = plain


async def mark_by_keys(pilot, hand: Hand, cards) -> None:
    """Move the cursor onto each card and press Space."""
    for c in cards:
        while hand.cards[hand.cursor] != c:
            await pilot.press("right")
        await pilot.press("space")


async def finish_by_keys(pilot) -> None:
    """Play on by keyboard to the deal's result: Enter on prompts, the first card, the first legal bury."""
    app = pilot.app
    while not isinstance(app.screen, DealResultScreen):
        await until(pilot, lambda: waiting(app))
        if isinstance(app.screen, DealResultScreen):
            break
        spec = app.screen.prompt_spec
        if spec.kind == "mark":
            await mark_by_keys(pilot, app.screen.query_one(Hand), spec.choices[0][1].cards)
            await pilot.press("enter")
        elif spec.kind == "cards":
            await pilot.press("1")
        else:
            await pilot.press("enter")


# -- the menu ------------------------------------------------------------------------


def test_sheepshead_has_a_table_now():
    assert "sheepshead" in table_games()


# -- whole deals ------------------------------------------------------------------------


async def test_a_whole_deal_by_keyboard_pick_call_bury(tmp_path, bots):
    bots(PassBot)  # everyone passes to the human, the dealer
    app = sheep_app(tmp_path, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        spec = screen.prompt_spec
        assert spec.kind == "choice" and [a.act for _, a in spec.choices] == ["pick", "pass"]
        assert [text for text, _ in spec.choices] == ["Pick up the blind", "Pass"]
        assert "Picking" in str(screen.query_one(TrickView).border_title)
        await pilot.press("enter")  # the focused button: Pick up the blind
        await until(pilot, lambda: human_waits(app) and app.screen.prompt_spec.kind == "choice" and app.screen.game.view(0).phase == "call")
        game = screen.game
        view = game.view(0)
        assert view.picker == 0 and view.blind is not None
        # the blind, face up for the picker only, and marked "new" in the hand
        trick = texts(screen.query_one(TrickView))
        assert all(label(c) in trick for c in view.blind)
        assert all(screen.query_one(Hand).marks.get(c) == "new" for c in view.blind)
        calls = [a for _, a in screen.prompt_spec.choices]
        assert calls[-1].act == "alone" and all(a.act == "call" for a in calls[:-1])
        assert {a.card for a in calls[:-1]} == {a.card for a in game.legal_actions() if a.act == "call"}
        await pilot.press("enter")  # call the first card offered
        await until(pilot, lambda: human_waits(app) and app.screen.prompt_spec.kind == "mark")
        called = game.view(0).called
        assert called == calls[0].card
        hand = screen.query_one(Hand)
        assert app.focused is hand and hand.select == 2
        pair = screen.prompt_spec.choices[0][1].cards
        await mark_by_keys(pilot, hand, pair[:1])
        assert hand.marked == [pair[0]] and "1 of 2 marked" in str(hand.border_title)
        await mark_by_keys(pilot, hand, pair[1:])
        assert sorted(hand.marked) == sorted(pair)
        await pilot.press("enter")
        await until(pilot, lambda: game.view(0).phase == "play")
        assert game.view(0).buried == tuple(pair)
        await finish_by_keys(pilot)
        result = game.results[0]
        assert result.picker == 0 and result.called == called
        rows = app.screen.rows
        assert [int(r[4]) for r in rows] == list(result.scores)
        assert [int(r[3]) for r in rows] == list(result.points)
        assert app.screen.columns == ("player", "role", "tricks", "points", "change")
        notes = app.screen.notes
        assert any(f"Stake ×{result.multiplier}" in line for line in notes)
        # the final state behind the result: nobody "to play", the last trick taken
        for panel in screen.query(SeatPanel):
            assert not panel.has_class("-active") and "to play" not in texts(panel)
        assert screen.query_one(TrickView).border_title == "Last trick"
        assert "deal over" in texts(screen.query_one("#status"))
        # the save replays to the same result
        loaded, _ = saves.load_current(app.data_dir)
        assert records.replay(loaded).results[0] == result
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and game.deal_no == 1)


async def test_a_whole_deal_by_mouse_pick_call_bury(tmp_path, bots):
    async with passing_table(tmp_path, bots, seed=5) as (app, pilot, screen):
        game = screen.game
        picked = called = buried = False
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            spec = screen.prompt_spec
            hand = screen.query_one(Hand)
            if spec.kind == "choice":
                picked |= spec.choices[0][1].act == "pick"
                called |= spec.choices[0][1].act == "call"
                await until(pilot, lambda: len(screen.query("#choice-0")) == 1)
                await pilot.click("#choice-0")
            elif spec.kind == "mark":
                pair = spec.choices[-1][1].cards
                for c in pair:
                    await pilot.click(Hand, offset=(2 + hand.cards.index(c) * CELL + 1, 2))
                assert sorted(hand.marked) == sorted(pair)
                await until(pilot, lambda: len(screen.query("#choice-0")) == 1)
                await pilot.click("#choice-0")  # Bury
                await until(pilot, lambda: game.view(0).phase == "play" or game.deal_no)
                buried = True
            else:
                index = hand.cards.index(spec.legal_cards[-1])
                await pilot.click(Hand, offset=(2 + index * CELL + 1, 2))
        assert picked and called and buried
        result = game.results[0]
        assert result.picker == 0 and not result.alone
        await pilot.click("#next")
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and game.deal_no == 1)


async def test_whole_deals_with_the_games_own_bots(tmp_path):
    """Whatever the bots do (pick, pass, call, go alone), the keys finish the deals."""
    app = sheep_app(tmp_path, seed=8, level="normal")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = table_of(app)
        for deal_no in range(2):
            await finish_by_keys(pilot)
            assert len(table.game.results) == deal_no + 1
            await pilot.press("enter")
        await until(pilot, lambda: human_waits(app))


@pytest.mark.parametrize("preset", ["sheepshead-cracks", "sheepshead-jd", "sheepshead-6-queens", "sheepshead-7-share"])
async def test_a_deal_of_other_presets_by_keyboard(tmp_path, preset):
    """The other variants play on the same table, in plainer words: nothing breaks."""
    from sheriff_tui import presets

    players = presets.load_rules("sheepshead", preset).players
    app = sheep_app(tmp_path, seed=4, preset=preset, players=players)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await finish_by_keys(pilot)
        assert len(table_of(app).game.results) == 1
        assert len(app.screen.rows) == players


async def test_a_leaster(tmp_path, bots):
    async with passing_table(tmp_path, bots, seed=3) as (app, pilot, screen):
        await pilot.press("p")  # the human passes too
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "cards")
        view = screen.game.view(0)
        assert view.leaster
        assert "Leaster" in texts(screen.query_one("#title"))
        assert all(p.border_subtitle == "Leaster" for p in screen.query(SeatPanel))
        assert "goes to the last trick" in texts(screen.query_one(TrickView))
        assert "a leaster" in log_text(screen)
        await finish_by_keys(pilot)
        result = screen.game.results[0]
        assert result.leaster
        notes = "\n".join(app.screen.notes)
        assert "The blind" in notes and "last trick" in notes
        assert app.screen.headline.startswith("Leaster")


async def test_a_forced_pick_offers_only_pick(tmp_path, bots):
    bots(PassBot)
    presets = tmp_path / "config" / "presets"
    presets.mkdir(parents=True)
    (presets / "forced.toml").write_text(
        'game = "sheepshead"\nname = "forced"\ndescription = "Screw the dealer"\nextends = "sheepshead"\n[rules]\nno_pick = "forced"\n',
        encoding="utf-8",
    )
    app = sheep_app(tmp_path, seed=3, preset="forced")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        spec = screen.prompt_spec
        assert [a.act for _, a in spec.choices] == ["pick"] and "must pick" in spec.question
        assert "must pick" in texts(screen.query_one("#title"))
        await pilot.press("p")  # no pass on offer: nothing happens
        await pilot.pause()
        assert screen.game.view(0).picker is None
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app) and screen.game.view(0).phase == "call")
        assert "picker You (forced)" in texts(screen.query_one("#title"))
        await finish_by_keys(pilot)
        assert "(forced)" in app.screen.headline


# -- what the human may know ----------------------------------------------------------------

# Seat 1 (Wyatt), first to act, picks and calls the A♣ (its only fail suit is
# clubs); the human sits at seat 2; the A♣ lies with ``partner`` (3: Doc).


def called_ace_deal(partner: int) -> DealSetup:
    hands = {1: "QC QS QH QD 9C 8C"}
    hands[partner] = "AC 7H 8H 9H KH TH"
    return deal(hands, "JC JS")


@pytest.mark.parametrize("partner", [3, 2])
async def test_the_partner_is_hidden_until_the_called_ace_is_played(tmp_path, bots, partner):
    bots(PickBot)
    app, game = given_app(tmp_path, called_ace_deal(partner), human=2)
    seen = []  # (is the ace out, the partner's panel role, the title) at each of the human's turns
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_given(pilot)
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            view = game.view(2)
            out = bool(view.played >> parse_card("AC") & 1)
            roles = {p.seat: p.border_subtitle for p in screen.query(SeatPanel)}
            seen.append((out, view.partner, roles, texts(screen.query_one("#title")), texts(screen.query_one("#status"))))
            await pilot.press("1")
    assert game.results[0].partner == partner
    for out, known, roles, title, status in seen:
        assert roles[1] == "Picker"
        if partner == 2:  # the human holds the ace: he knows from the start
            assert known == 2 and "partner You" in title and "partner" in status
        elif not out:
            assert known is None and "partner ?" in title and "Partner" not in roles.values()
            assert roles[3] != "Partner" and "Doc" not in title
        else:
            assert known == 3 and roles[3] == "Partner" and "partner Doc" in title
    assert any(not s[0] for s in seen) and any(s[0] for s in seen)


async def test_the_blind_is_never_shown_to_a_non_picker(tmp_path, bots, monkeypatch):
    bots(PickBot)
    app, game = given_app(tmp_path, called_ace_deal(3), human=2)
    drawn = []
    show = TrickView.show

    def record(self, names, cards, *args, **kw):
        show(self, names, cards, *args, **kw)
        drawn.append(texts(self))

    monkeypatch.setattr(TrickView, "show", record)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_given(pilot)
        await until(pilot, lambda: human_waits(app))
        view = game.view(2)
        assert view.picker == 1 and view.blind is None
        picking = [t for t in drawn if "Blind" in t]
        assert picking and all("J♣" not in t and "J♠" not in t and "▒▒" in t for t in picking)
        assert any("taken by Wyatt" in t for t in picking)
        log = log_text(screen)
        assert "Wyatt picks up the blind" in log and "J♣" not in log and "J♠" not in log
        assert "Wyatt buries two cards" in log
        assert "Buried" not in texts(screen.query_one(TrickView))


async def test_the_unknown_two_steps_back_face_down_and_hidden_from_the_others(tmp_path, bots):
    """Seed 001: the picker sets a card face down, "usually a low fail card or the lowest trump": the
    call prompt offers each ace with that card (here the 7♣) and says so; any other card of the hand
    (a trump too) is a step away, then the ace to call; Back returns."""
    unknown_deal = deal({0: "TD KD 9D 8D 7D 7H", 1: "QC QS JH QD AC 7C", 2: "AH 8H 9H QH JD AD"}, "JC JS")
    bots(PassBot)
    app, game = given_app(tmp_path, unknown_deal, human=1)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_given(pilot)
        await until(pilot, lambda: human_waits(app))
        await pilot.press("enter")  # pick
        await until(pilot, lambda: human_waits(app) and game.view(1).phase == "call")
        spec = screen.prompt_spec
        assert [t for t, _ in spec.choices] == ["A♠, 7♣ face down", "A♥, 7♣ face down", "Other card …", "Go alone"]
        assert "your unknown: the 7♣ (a low fail card) or another" in spec.question
        await pilot.press("right", "right", "enter")  # another card: the second step
        await until(pilot, lambda: screen.prompt_spec.kind == "cards")
        assert set(screen.prompt_spec.legal_cards) == set(parse_cards("QC QS JH QD AC 7C JC JS"))
        assert app.focused is screen.query_one(Hand)
        for _ in range(5):  # back to the Back button, before the hand
            if type(app.focused).__name__ == "Button":
                break
            await pilot.press("shift+tab")
        assert str(app.focused.label) == "Back"
        await pilot.press("enter")
        await until(pilot, lambda: screen.prompt_spec.kind == "choice")
        await pilot.press("right", "right", "enter")
        await until(pilot, lambda: screen.prompt_spec.kind == "cards")
        hand = screen.query_one(Hand)
        while hand.cards[hand.cursor] != parse_card("QC"):
            await pilot.press("left")
        await pilot.press("enter")  # a trump may lie face down: then which ace
        await until(pilot, lambda: screen.prompt_spec.kind == "choice" and screen.prompt_spec.question.startswith("The Q♣ face down"))
        assert [t for t, _ in screen.prompt_spec.choices] == ["Call the A♠", "Call the A♥", "Back"]
        assert game.view(1).phase == "call"
        await pilot.press("right", "right", "enter")  # Back: the first step again
        await until(pilot, lambda: screen.prompt_spec.kind == "choice" and screen.prompt_spec.choices[0][0] == "A♠, 7♣ face down")
        await pilot.press("right", "enter")  # the A♥, the 7♣ face down
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "mark")
        view = game.view(1)
        assert view.called == parse_card("AH") and view.unknown == parse_card("7C")
        assert hand.marks[parse_card("7C")] == "unk" and parse_card("7C") not in hand.legal
        assert "your unknown" in str(screen.mark_prompt.question)
        # the unknown can't be marked: Space on it says why
        while hand.cards[hand.cursor] != parse_card("7C"):
            await pilot.press("right")
        await pilot.press("space")
        assert hand.marked == [] and "unknown" in texts(screen.query_one("#status"))
        await mark_by_keys(pilot, hand, (parse_card("JC"), parse_card("JS")))
        await pilot.press("enter")
        await until(pilot, lambda: game.view(1).phase == "play")
        # play on until the unknown lies in the last trick taken
        unknown = parse_card("7C")
        while True:
            await until(pilot, lambda: waiting(app))
            view = game.view(1)
            if view.history and unknown in view.history[-1].cards:
                break
            assert not view.played >> unknown & 1
            if screen.prompt_spec.legal_cards == (unknown,):
                assert "your unknown goes face down" in str(screen.query_one(Hand).border_title)
            await pilot.press("1")
        assert "You play the unknown face down (the 7♣)" in log_text(screen)
        # the last trick: face down, named for the picker only
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LastTrickScreen))
        shown = texts(app.screen.query_one(TrickView))
        assert "▒▒" in shown and "unknown (7♣)" in shown and " 7♣ " not in shown
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        # another seat's view of that trick: face down, no name; its taker may look at it
        taker = game.view(1).history[-1].winner
        other = game.view(next(s for s in range(5) if s not in (1, taker)))
        trick = other.history[-1]
        cards = {(trick.leader + i) % 5: c for i, c in enumerate(trick.cards)}
        down, notes, _ = ADAPTER.trick_extras(other, cards, False)
        assert down == {1} and notes[1] == "unknown" and cards[1] == FACE_DOWN
        assert ADAPTER.face_down_cards(other) == {FACE_DOWN}
        if taker != 1:
            took = game.view(taker)
            cards = {(trick.leader + i) % 5: c for i, c in enumerate(took.history[-1].cards)}
            assert ADAPTER.trick_extras(took, cards, False)[1][1] == "unknown (7♣)"
        await finish_by_keys(pilot)
        assert app.screen.headline.startswith("You called A♥+unknown")


class UnknownBot:
    """Wyatt (seat 2) picks and calls the A♠ with the A♣ as its unknown; the others pass; a spade is led when one may be."""

    def choose(self, view, legal, rng):
        if view.phase == "pick":
            return next(a for a in legal if a.act == ("pick" if view.seat == 2 else "pass"))
        if view.phase == "call":
            return next(a for a in legal if a.act == "call" and a.unknown == parse_card("AC"))
        spades = [a for a in legal if a.act == "play" and a.card // 13 == 3 and not view.deck.is_trump(a.card)]
        if spades and not view.trick:
            return spades[0]
        return first_choice(legal)


async def test_a_non_picker_sees_the_unknown_as_a_card_back_and_never_its_name(tmp_path, bots):
    """The human neither picks nor takes the unknown: the trick, the log, the last-trick review and the
    seat panels show a card back and what can be seen; the finished deal and its result name it."""
    hands = {0: "7S 8S 7H 8H 9H 8C", 1: "9S TS TC KC 9C AH", 2: "QC QS JH QD AC 7C", 3: "AS QH JD AD TD KD", 4: "KS 9D 8D 7D TH KH"}
    bots(UnknownBot)
    app, game = given_app(tmp_path, deal(hands, "JC JS"), human=0)
    unknown = parse_card("AC")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_given(pilot)
        await until(pilot, lambda: human_waits(app))
        # the first trick: Belle leads the 9♠, Wyatt's unknown goes face down, Doc plays the A♠
        assert game.unknown == unknown and game.trick == (parse_card("9S"), unknown, parse_card("AS"), parse_card("KS"))
        view = game.view(0)
        assert view.trick[1] == FACE_DOWN and view.face_down == (FACE_DOWN,)
        shown = texts(screen.query_one(TrickView))
        assert "Wyatt  ▒▒  unknown" in shown and "A♣" not in shown  # its place at the table: a card back
        assert "Wyatt plays the unknown face down\n" in log_text(screen) and "A♣" not in log_text(screen)
        await pilot.press("1")
        await until(pilot, lambda: human_waits(app) and game.history)
        assert game.history[0].winner == 3 and game.points[3] == 26  # Doc took it: 15 points he sees and the A♣
        log = log_text(screen)
        assert "Doc takes the trick with the A♠: 15 points and the unknown" in log and "A♣" not in log
        assert "15 pts" in texts(screen.query_one("#seat-3"))
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LastTrickScreen))
        review = texts(app.screen.query_one(TrickView))
        assert "▒▒" in review and "unknown" in review and "A♣" not in review
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        while not isinstance(app.screen, DealResultScreen):  # no word of the card before the result
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            assert "A♣" not in log_text(screen) and "A♣" not in texts(screen.query_one(TrickView))
            await pilot.press("1")
        notes = texts(app.screen.query_one("#result-notes"))
        assert "The unknown, played face down, was the A♣ (11 points)." in notes
        final = screen.final
        assert final.history[0].cards[1] == unknown and final.face_down == (unknown,)
        assert final.points[3] == sum(sh.POINTS[c] for t in final.history if t.winner == 3 for c in t.cards)


# -- the bury's refusals -----------------------------------------------------------------------


class LeadUnknownBot:
    """The unknown deal of the helpers: Wyatt (seat 1) picks, calls the A♥ with the J♦ face down,
    buries the two aces and leads the J♦; everyone else passes, then plays its first legal card."""

    def choose(self, view, legal, rng):
        if view.phase == "pick":
            return next(a for a in legal if a.act == ("pick" if view.seat == 1 else "pass"))
        if view.phase == "call":
            return next(a for a in legal if a.act == "call" and a.unknown == parse_card("JD"))
        if view.phase == "bury":
            return next(a for a in legal if set(a.cards) == set(parse_cards(UNKNOWN_BLIND)))
        if view.phase == "play" and not view.trick and view.unknown is not None:
            return next(a for a in legal if a.card == view.unknown)
        return next((a for a in legal if a.act == "pass"), legal[0])


async def test_the_unknown_led_reads_as_a_lead_of_the_called_suit(tmp_path, bots):
    """Seed 001: the picker "calls a fail suit to stand for the unknown". Wyatt leads his unknown:
    the log and the trick say hearts were led, the human (holding hearts) may play only hearts, and
    the A♥ takes the trick, the unknown's card still face down to the human."""
    bots(LeadUnknownBot)
    app, game = given_app(tmp_path, deal(dict(enumerate(UNKNOWN_HANDS)), UNKNOWN_BLIND), human=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_given(pilot)
        await until(pilot, lambda: human_waits(app) and game.phase == "play")
        assert game.trick[0] == parse_card("JD") and game.view(3).trick[0] == FACE_DOWN
        log = log_text(screen)
        assert "Wyatt leads the unknown face down: a heart lead" in log and "J♦" not in log.split("buries")[-1]
        assert set(screen.prompt_spec.legal_cards) == set(parse_cards("TH KH"))
        shown = texts(screen.query_one(TrickView))
        assert "unknown: ♥ led" in shown and "J♦" not in shown
        await pilot.press("1")
        await until(pilot, lambda: game.history)
        assert game.history[0].winner == 4  # Calamity's A♥: the unknown can't win
        assert "Calamity takes the trick with the A♥" in log_text(screen)


async def test_the_picker_is_told_the_unknown_would_lead_the_called_suit(tmp_path, bots):
    """The human picks, calls the A♥ with the J♦ face down (the lowest trump, offered first), and
    on the lead is told the J♦ would lead hearts face down; led, the log says so, naming it to him."""
    bots(PassBot)
    app, game = given_app(tmp_path, deal(dict(enumerate(UNKNOWN_HANDS)), UNKNOWN_BLIND), human=1)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_given(pilot)
        await until(pilot, lambda: human_waits(app))
        await pilot.press("enter")  # pick
        await until(pilot, lambda: human_waits(app) and game.view(1).phase == "call")
        assert [t for t, _ in screen.prompt_spec.choices] == ["A♥, J♦ face down", "Other card …", "Go alone"]
        assert "the J♦ (your lowest trump) or another" in screen.prompt_spec.question
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "mark")
        hand = screen.query_one(Hand)
        await mark_by_keys(pilot, hand, parse_cards(UNKNOWN_BLIND))
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app) and game.phase == "play")
        title = str(hand.border_title)
        assert "Your lead (your unknown, the J♦, would lead hearts face down)" in title
        while hand.cards[hand.cursor] != parse_card("JD"):
            await pilot.press("right")
        await pilot.press("enter")
        await until(pilot, lambda: game.played >> parse_card("JD") & 1)
        assert "You lead the unknown face down (the J♦): a heart lead" in log_text(screen)
        view = game.view(1)
        trick = view.history[0] if view.history else sh.Trick(view.leader, view.trick, -1)
        cards = {(trick.leader + i) % 5: c for i, c in enumerate(trick.cards)}
        assert ADAPTER.trick_extras(view, cards, False)[1][1] == "unknown (J♦): ♥ led"


async def test_the_bury_refuses_an_illegal_pair_and_says_why(tmp_path, bots):
    # the human (seat 1) picks and must call the A♥: both hearts may not go together
    bots(PassBot)
    app, game = given_app(tmp_path, deal({1: "QC QS QH QD 9H 8H"}, "JC JS"), human=1)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_given(pilot)
        await until(pilot, lambda: human_waits(app))
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app) and game.view(1).phase == "call")
        await pilot.press("enter")  # the A♥, the only call
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "mark")
        hand = screen.query_one(Hand)
        hearts = (parse_card("9H"), parse_card("8H"))
        assert set(hearts) <= hand.legal  # each may go, alone
        await mark_by_keys(pilot, hand, hearts)
        assert screen.query_one("#choice-0").disabled
        assert "hold card" in str(screen.mark_prompt.question)
        before = game.view(1)
        await pilot.press("enter")
        await pilot.pause()
        assert game.view(1) == before
        said = screen.query_one("#status").message  # whole; the line may show it cut with …
        assert "Not allowed" in said and "hold card" in said
        # a legal pair goes
        await mark_by_keys(pilot, hand, (hearts[0],))  # unmark one heart
        await mark_by_keys(pilot, hand, (parse_card("JC"),))
        assert not screen.query_one("#choice-0").disabled
        await pilot.click("#choice-0")
        await until(pilot, lambda: game.view(1).phase == "play")
        assert set(game.view(1).buried) == {hearts[1], parse_card("JC")}


async def test_the_hold_card_cannot_be_marked_by_mouse(tmp_path, bots):
    bots(PassBot)
    app, game = given_app(tmp_path, deal({1: "QC QS QH QD JH 9H"}, "JC JS"), human=1)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_given(pilot)
        await until(pilot, lambda: human_waits(app))
        await pilot.click("#choice-0")  # pick
        await until(pilot, lambda: human_waits(app) and game.view(1).phase == "call")
        await until(pilot, lambda: len(screen.query("#choice-0")) == 1)
        await pilot.click("#choice-0")  # the A♥
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "mark")
        hand = screen.query_one(Hand)
        hold = parse_card("9H")
        assert hold not in hand.legal
        assert "hold card" in str(screen.mark_prompt.question)
        await pilot.click(Hand, offset=(2 + hand.cards.index(hold) * CELL + 1, 2))
        # the status line says it in one row (cut with an ellipsis at this width); the log has it whole
        assert hand.marked == [] and texts(screen.query_one("#status")).startswith("Not allowed: 9♥: you called the A♥")
        assert "hold card" in log_text(screen)


# -- the adapter alone -------------------------------------------------------------------------------


def test_the_hand_sorts_trumps_first_then_fail_suits_grouped():
    cards = parse_cards("7C AH QD TS JC 8D AC 9H KS 7D QC")
    view = dataclasses.replace(sh.new_game(sh.Rules(), seed=1).view(0), hand=sum(1 << c for c in cards))
    order = [label(c, True) for c in ADAPTER.sort_hand(view)]
    assert order == ["QC", "QD", "JC", "8D", "7D", "AC", "7C", "AH", "9H", "10S", "KS"]


def test_every_event_has_a_log_line_and_nothing_leaks():
    """Random matches: each engine event is described; no seat's words name what it can't know."""
    kinds = set()
    for seed in range(30):
        rng = random.Random(seed)
        game = sh.new_game(sh.Rules(deals=5), seed=seed)
        bot = RandomBot()
        while game.to_act is not None:
            events = game.apply(bot.choose(game.view(game.to_act), game.legal_actions(), rng))
            for seat in range(5):
                view = game.view(seat)
                for e in game.events_for(seat, events):
                    kinds.add(e.kind)
                    line = ADAPTER.describe(e, view, False)
                    assert line, e
                    if FACE_DOWN in view.face_down and e.kind in ("play", "trick"):  # the unknown lies face down to this seat
                        assert label(game.unknown) not in line
                    if e.kind == "pick" and seat != e.seat:
                        assert not any(label(c) in line for c in game.blind)
                    if e.kind == "bury" and seat != e.seat:
                        assert line.endswith("buries two cards")
                if view.phase == "over":
                    continue
                roles = [ADAPTER.role(view, s) for s in range(5)]
                if view.partner is None:
                    assert "Partner" not in roles
                title = ADAPTER.title(view, False)
                if view.partner is None and view.called is not None and not view.alone:
                    assert "partner ?" in title
    assert {"dealt", "pass", "pick", "leaster", "call", "alone", "bury", "play", "trick", "deal_scored", "match_over"} <= kinds


def test_the_multiplier_is_explained():
    rules = sh.Rules()
    view = sh.new_game(rules, seed=1).view(0)

    def result(**kw):
        base = dict(deal=0, dealer=0, picker=1, partner=2, called=parse_card("AC"), unknown=False, alone=False, leaster=False,
                    tricks=(1, 2, 1, 1, 1), points=(10, 40, 30, 20, 20), buried=(parse_card("7H"), parse_card("8H")),
                    blind=(), side_points=70, side_tricks=3, won=True, multiplier=1, winner=None, scores=(-1, 2, 1, -1, -1))
        base.update(kw)
        return sh.DealResult(**base)

    plain = result()
    assert ADAPTER.multiplier_parts(plain, rules) == []
    assert any("Stake ×1 (61 to 90 points)" in n for n in ADAPTER.result_notes(plain, view))
    # without the engine's words, the adapter finds them for the notes; the headline says the engine's
    schneider = result(side_points=95, multiplier=2, scores=(-2, 4, 2, -2, -2))
    assert ADAPTER.multiplier_parts(schneider, rules) == ["schneider (95 points): ×2"]
    assert ADAPTER.result_headline(schneider._replace(reasons=tuple(ADAPTER.multiplier_parts(schneider, rules))), view).endswith("won ×2 (schneider)")
    bump = result(side_points=20, won=False, multiplier=4, scores=(4, -8, -4, 4, 4))
    assert ADAPTER.multiplier_parts(bump, rules) == ["schneidered (20 points): ×2", "double on the bump: ×2"]
    assert ADAPTER.result_headline(bump._replace(reasons=tuple(ADAPTER.multiplier_parts(bump, rules))), view).endswith("lost ×4 (schneidered, bump)")
    no_trick = result(side_points=0, side_tricks=0, won=False, multiplier=6, alone=True, partner=None, scores=(6, -24, 6, 6, 6))
    assert ADAPTER.multiplier_parts(no_trick, rules) == ["no trick: ×3", "double on the bump: ×2"]
    notes = ADAPTER.result_notes(no_trick, view)
    assert any("partner's share" in n and "-24" in n for n in notes)
    # the engine's own words win where it gives them
    cracked = result(multiplier=2, scores=(-2, 4, 2, -2, -2), reasons=(StakeReason(*CRACKED, name="Belle", n=2),))
    assert ADAPTER.multiplier_parts(cracked, rules) == ["cracked by Belle: ×2"]
    assert ADAPTER.result_headline(cracked, view).endswith("won ×2 (cracked)")


def test_every_preset_is_drawn_without_a_hitch():
    """The adapter on every built-in Sheepshead preset: each view, prompt, event and result."""
    from sheriff_tui import presets

    found, _ = presets.all_presets()
    names = sorted(name for name, p in found.items() if p.game == "sheepshead")
    assert "sheepshead" in names
    for name in names:
        rules = presets.load_rules("sheepshead", name)
        rng = random.Random(name)
        game = sh.new_game(rules, seed=len(name))
        if ADAPTER.unsupported(game.view(0)):
            continue  # a form the table can't draw: refused (test_ui_sheepshead_forms)
        while game.to_act is not None and game.deal_no < 2:
            seat = game.to_act
            legal = game.legal_actions()
            for s in range(game.n):
                view = game.view(s)
                ADAPTER.title(view, False)
                for t in range(game.n):
                    ADAPTER.seat_info(view, t, False)
                if ADAPTER.auction_lines(view) is not None:
                    ADAPTER.auction_extras(view, False)
                seat_of = getattr(view, "trick_seat", lambda i: i)  # the battery's trick is not a card per seat
                ADAPTER.trick_extras(view, {seat_of(i): c for i, c in enumerate(view.trick)}, False)
                ADAPTER.trick_display(view, False, False)
                ADAPTER.status_line(view, "")
                ADAPTER.hand_marks(view)
                shown = bits(view.hand)
                if rules.form == "battery":  # the battery's face-up cards beside the hand
                    shown += [up for up, _ in view.stacks[s] if up is not None]
                assert sorted(ADAPTER.sort_hand(view)) == sorted(shown)
            view = game.view(seat)
            spec = ADAPTER.prompt(view, legal, False)
            offered = [a for _, a in spec.choices] + list(spec.actions.values())
            for a in offered:
                if a.act == "more":
                    offered += list(ADAPTER.follow_up(view, legal, a, False).actions.values())
            engine = [a for a in offered if a.act not in ("more", "back")]
            assert set(legal) <= set(engine) or spec.kind == "mark", (name, view.phase, spec)
            before = game.view(0)
            for e in game.apply(legal[rng.randrange(len(legal))]):
                assert ADAPTER.describe(e, game.view(0), False)
                if e.kind == "deal_scored":
                    final = ADAPTER.final_view(before, e.data)
                    assert ADAPTER.result_headline(e.data, final)
                    assert len(ADAPTER.result_rows(e.data, final)) == game.n
                    ADAPTER.result_notes(e.data, final)


async def test_the_sheriff_result_is_drawn_from_the_final_state(tmp_path):
    """A shared fix: behind any game's deal result, no seat is left 'to play'."""
    from .test_ui_table import play_one_deal_by_keys
    from ..ui_helpers import make_app

    app = make_app(tmp_path, seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await play_one_deal_by_keys(app, pilot)
        table = table_of(app)
        result = table.game.results[0]
        for panel in table.query(SeatPanel):
            assert not panel.has_class("-active") and "to play" not in texts(panel)
            assert f"tricks {result.tricks[panel.seat]}" in texts(panel)


def test_a_turn_with_only_pass_left_is_not_asked():
    """Knock rounds ask everyone; a player who may only pass isn't shown a one-button prompt."""
    from sheriff_tui import presets

    rules = presets.load_rules("sheepshead", "sheepshead-blitz")
    game = sh.new_game(rules, seed=3)
    seen_auto = seen_choice = False
    rng = random.Random(3)
    while game.deal_no == 0:
        view = game.view(game.to_act)
        legal = game.legal_actions()
        auto = ADAPTER.auto_action(view, legal)
        if view.phase == "knock" and len(legal) == 1:
            assert auto == legal[0] and auto.act == "pass"
            seen_auto = True
        else:
            assert auto is None
            seen_choice = seen_choice or view.phase == "knock"
        game.apply(legal[rng.randrange(len(legal))])
    assert seen_auto


async def test_the_seat_to_act_says_what_it_is_about_to_do(tmp_path, monkeypatch):
    """A bot about to pick reads 'Belle to pick' in the status line and '▶ to pick' on its seat, not 'to play'."""
    monkeypatch.setattr(SheriffApp, "pace_delay", property(lambda self: 3600.0))  # the bots wait: the position stays
    app = sheep_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.game.to_act is not None)
        screen = table_of(app)
        seat = screen.game.to_act
        assert seat != screen.me and screen.game.phase == "pick"
        name = screen.game.players[seat]
        await until(pilot, lambda: f"{name} to pick" in plain(screen.query_one("#status")))
        panel = screen.query_one(f"#seat-{seat}", SeatPanel)
        assert "▶ to pick" in plain(panel) and "to play" not in plain(panel)


@pytest.mark.parametrize(("preset", "count"), [("sheepshead-4", "four cards"), ("sheepshead-3-30", "three cards")])
def test_the_log_counts_the_cards_another_player_buries(preset, count):
    """Four-hand buries four, three-hand of 30 cards three: the log said "buries two cards"."""
    from sheriff_tui import presets

    game = sh.new_game(presets.load_rules("sheepshead", preset), seats=["You", "Belle", "Wyatt", "Doc"][: presets.load_rules("sheepshead", preset).players], seed=3)
    game.apply(next(a for a in game.legal_actions() if a.act == "pick"))  # Belle, left of the dealer, picks
    picker = game.picker
    assert picker != 0
    bury = next(a for a in game.legal_actions() if a.act == "bury")
    events = game.apply(bury)
    view = game.view(0)
    lines = [ADAPTER.describe(e, view, False) for e in game.events_for(0, events) if e.kind == "bury"]
    assert lines == [f"Belle buries {count}"]


@pytest.mark.parametrize(("preset", "line"), [("sheepshead-6-spitz", "Belle passes no card"), ("sheepshead-8-three", "Belle makes no call")])
def test_a_pass_before_the_first_lead_says_what_it_declined(preset, line):
    """Six-hand spitz's pass to the left and eight-hand's partner call: the log said "Belle passes",
    which in a round of passing cards reads as a card going left."""
    from sheriff_tui import presets

    rules = presets.load_rules("sheepshead", preset)
    game = sh.new_game(rules, seats=["You", "Belle", "Wyatt", "Doc", "Kit", "Jesse", "Annie", "Cole"][: rules.players], seed=3)
    assert game.to_act == 1 and game.phase in ("exchange", "call")
    events = game.apply(next(a for a in game.legal_actions() if a.act == "pass"))
    assert [ADAPTER.describe(e, game.view(0), False) for e in game.events_for(0, events)][0] == line


def test_a_jd_picker_is_told_they_play_alone_or_may_call_sheepshead():
    """J♦ partner with the sheepshead call, the picker holding the J♦: the question read 'Your
    partner: nobody to call.' over 'Go alone' and 'Sheepshead: every trick'."""
    from ..sheepshead_helpers import A, deal
    from ..engine.test_sheepshead_variants import JDA, game, rules

    g = game(deal(JDA, "AD TD"), rules(partner="jack_of_diamonds", sheepshead_call=True))
    while g.to_act != 1:
        g.apply(A("pass", g.to_act))
    g.apply(A("pick", 1))
    spec = ADAPTER.prompt(g.view(1), g.legal_actions(), False)
    assert spec.question == "You hold the J♦: you play alone. Or call sheepshead: you claim every trick, ×6 won or lost."
    assert [label for label, _ in spec.choices] == ["Go alone", "Sheepshead: every trick"]


@pytest.mark.parametrize(("preset", "words"), [("sheepshead-4-first-queens", "queens"), ("sheepshead-4-first-jacks", "jacks"), ("sheepshead-8-first-queens", "queens")])
def test_first_two_played_title_says_so(preset, words):
    """First two of a rank: the title listed the whole rank ('partners: Q♣ Q♦ Q♥ Q♠'), as if
    all four were partner cards."""
    from sheriff_tui import presets

    rules = presets.load_rules("sheepshead", preset)
    game = sh.new_game(rules, seats=["You", "Belle", "Wyatt", "Doc", "Kit", "Jesse", "Annie", "Cole"][: rules.players], seed=3)
    title = ADAPTER.title(game.view(0), False)
    assert f"partners: the first two {words} played" in title and "♣" not in title


@pytest.mark.parametrize(("preset", "cards"), [("sheepshead-8-three", "Q♣ J♦ 7♦"), ("sheepshead-6-spitz", "Q♣ Q♠ J♦")])
def test_partner_cards_in_the_title_run_high_to_low(preset, cards):
    """The title listed the partner cards in the pack's order: 'Q♣ 7♦ J♦', 'Q♣ J♦ Q♠'."""
    from sheriff_tui import presets

    rules = presets.load_rules("sheepshead", preset)
    game = sh.new_game(rules, seats=["You", "Belle", "Wyatt", "Doc", "Kit", "Jesse", "Annie", "Cole"][: rules.players], seed=3)
    assert f"partners: {cards}" in ADAPTER.title(game.view(0), False)


def test_jd_and_called_ace_the_call_says_who_the_partners_are():
    """Six-hand J♦ and called ace: the call read 'Call a card: its holder is your partner.', though
    the J♦'s holder is a partner too (and the picker's own J♦ leaves the ace's holder alone with him)."""
    from ..sheepshead_helpers import A, deal
    from ..engine.test_sheepshead_variants import JD6_3V3, JDCA_RULES, game

    g = game(deal(JD6_3V3, "8H 7H"), JDCA_RULES)
    g.apply(A("pick", 1))
    spec = ADAPTER.prompt(g.view(1), g.legal_actions(), False)
    assert spec.question == "Call an ace: its holder and the J♦'s are your partners (three against three, unless one holds both)."
    hands = list(JD6_3V3)
    hands[1], hands[3] = "QC QS JD AD TD", "JC 8S 7S KH TH"  # the picker holds the J♦
    g = game(deal(hands, "8H 7H"), JDCA_RULES)
    g.apply(A("pick", 1))
    spec = ADAPTER.prompt(g.view(1), g.legal_actions(), False)
    assert spec.question == "You hold the J♦: call an ace, its holder your one partner (two against four)."


def test_eight_hand_partner_call_says_what_a_call_does():
    """Eight-hand Q♣ J♦ 7♦: the call read 'Call a partner card, or pass' over 'Call the 8♦'."""
    from ..sheepshead_helpers import A, deal
    from ..engine.test_sheepshead_variants import QJ7_RULES, game

    hands = ["QC JD 7D KC", "9C 8C 7C AS", "AC TS KS 9S", "8S 7S AH TH", "8D KH 9H TC", "7H QS QH QD", "JC JS JH AD", "TD KD 9D 8H"]
    g = game(deal(hands), dataclasses.replace(QJ7_RULES, partner_call=True))
    while g.to_act != 0:
        g.apply(A("pass", g.to_act))
    spec = ADAPTER.prompt(g.view(0), g.legal_actions(), False)
    assert spec.question == "Call a card: its holder joins your side, to make three against five; or pass"
    assert [label for label, _ in spec.choices] == ["Call the 8♦", "Call the J♥", "Pass"]


def test_a_lost_sheepshead_call_is_lost_by_a_trick_not_by_points():
    """The sheepshead call claims every trick: the notes said 'lost, 60 or less' whatever the points."""
    from ..sheepshead_helpers import A, deal, play_policy
    from ..engine.test_sheepshead_variants import JDA, game, rules

    g = game(deal(JDA, "AD TD"), rules(partner="jack_of_diamonds", sheepshead_call=True))
    while g.to_act != 1:
        g.apply(A("pass", g.to_act))
    g.apply(A("pick", 1))
    g.apply(A("sheepshead", 1))
    g.apply(next(a for a in g.legal_actions() if a.act == "bury"))
    before = g.view(0)
    play_policy(g, {0, 2, 3, 4})
    result = g.results[0]
    assert not result.won and 0 < result.side_tricks < 6
    notes = ADAPTER.result_notes(result, ADAPTER.final_view(before, result))
    assert notes[0].endswith(": lost, the opponents took a trick.") and "60 or less" not in notes[0]


def test_a_card_passed_to_the_left_reaches_you_in_lower_case():
    """Six-hand spitz: 'Belle gives a card to You' read as a capitalised name mid-sentence."""
    from sheriff_tui.engine.core import Event

    from ..sheepshead_helpers import deal
    from ..engine.test_sheepshead_variants import QQ6, QQ6_RULES

    view = sh.new_game(QQ6_RULES, seats=["You", "Belle", "Wyatt", "Doc", "Kit", "Jesse"], setups=[deal(QQ6)]).view(0)
    assert ADAPTER.describe(Event("give", 1, value=0), view, False) == "Belle gives a card to you"
    assert ADAPTER.describe(Event("give", 0, value=1), view, False) == "You give a card to Belle"
