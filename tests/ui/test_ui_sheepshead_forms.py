"""The Sheepshead forms with views of their own at the table (indiana, fox, battery).

Until a form has its table, the New Game screen and the command palette don't
offer its presets, and a saved match of it is refused on Continue with a reason
(kept in the history folder) instead of opening a table that bounces back.
"""

from __future__ import annotations

from sheriff_tui import presets, records, saves
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.palette import GameCommands
from sheriff_tui.ui.games.sheepshead import ADAPTER
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import NewGameScreen

from ..ui_helpers import until

SIZE = (100, 30)


def forms_of() -> dict[str, str]:
    found, _ = presets.all_presets()
    return {n: presets.load_rules("sheepshead", n).form for n, p in found.items() if p.game == "sheepshead"}


def undrawn() -> list[str]:
    return sorted(n for n, form in forms_of().items() if not ADAPTER.draws(presets.load_rules("sheepshead", n)))


async def test_the_new_game_screen_offers_only_presets_the_table_draws(tmp_path):
    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("enter")  # "New game"
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        offered = {n for n, _ in app.screen.presets.get("sheepshead", [])}
        assert "sheepshead" in offered
        for name in undrawn():
            assert name not in offered
        for name, form in forms_of().items():
            if ADAPTER.draws(presets.load_rules("sheepshead", name)):
                assert name in offered, form


async def test_the_palette_offers_only_presets_the_table_draws(tmp_path):
    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        provider = GameCommands(app.screen)
        names = [name for name, _, _ in provider._commands()]
        assert "New game: sheepshead · sheepshead" in names
        for preset in undrawn():
            assert f"New game: sheepshead · {preset}" not in names


async def test_continue_of_a_form_without_a_table_says_so_once(tmp_path, monkeypatch):
    monkeypatch.delitem(ADAPTER.forms, "fox")  # as it was before the fox had a table
    missing = undrawn()
    assert missing
    preset = missing[0]
    rules = presets.load_rules("sheepshead", preset)
    names = ["You", "Belle", "Wyatt", "Doc", "Calamity"][: rules.players]
    game = sh.new_game(rules, names, seed=4)
    data = tmp_path / "data"
    saves.save_current(records.to_record(game, preset), {"seats": ["human"] + ["normal"] * (rules.players - 1), "seed": 4}, data)
    app = SheriffApp(tmp_path / "config", data, pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert app.has_saved_match()
        app.continue_match()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        said = [n.message for n in app._notifications]
        assert any(f"the {rules.form} form of Sheepshead" in m and "no table" in m for m in said)
        assert not app.has_saved_match()  # kept in the history, Continue is gone: no bounce
        assert any((data / "saves" / "history").iterdir()) if (data / "saves" / "history").exists() else True


# -- Indiana ------------------------------------------------------------------------

from sheriff_tui.ui.screens.new_game import MatchRequest  # noqa: E402
from sheriff_tui.ui.screens.results import DealResultScreen, ScoreSheetScreen  # noqa: E402
from sheriff_tui.ui.widgets.seat import SeatPanel  # noqa: E402

import pytest  # noqa: E402

from ..ui_helpers import human_waits, log_text, plain, waiting  # noqa: E402


class FirstBot:
    """The first legal action: a bot passes when it may."""

    def choose(self, view, legal, rng):
        return legal[0]



def form_app(tmp_path, preset: str, seed: int = 3, level: str = "random") -> SheriffApp:
    players = presets.load_rules("sheepshead", preset).players
    names = ("You", "Belle", "Wyatt", "Doc")[:players]
    req = MatchRequest("sheepshead", preset, names, ("human",) + (level,) * (players - 1), "instant", seed)
    return SheriffApp(tmp_path / "config", tmp_path / "data", start=req)


async def play_to_result(pilot) -> None:
    """By keyboard: Enter on a prompt's focused button, "1" for the first legal card."""
    app = pilot.app
    while not isinstance(app.screen, DealResultScreen):
        await until(pilot, lambda: waiting(app))
        if isinstance(app.screen, DealResultScreen):
            break
        if app.screen.prompt_spec.kind == "cards":
            await pilot.press("1")
        else:
            await pilot.press("enter")


async def choose_by_keys(pilot, index: int) -> None:
    """Move right along the prompt's buttons to ``index``, then Enter."""
    for _ in range(index):
        await pilot.press("right")
    await pilot.press("enter")


def test_indiana_presets_are_offered():
    for name in ("sheepshead-indiana",):
        assert ADAPTER.draws(presets.load_rules("sheepshead", name))


async def test_indiana_a_whole_deal_by_keyboard_best(tmp_path, bots):
    bots(FirstBot)  # the bots pass
    app = form_app(tmp_path, "sheepshead-indiana", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        spec = screen.prompt_spec
        labels = [t for t, _ in spec.choices]
        assert labels[0] == "Pass"
        assert "Best" in labels and "Billy" in labels
        assert [t for t in labels if t.startswith("Side solo")] == ["Side solo ♣", "Side solo ♠", "Side solo ♦"]
        legal_calls = sorted(a.card for a in screen.game.legal_actions() if a.act == "call")
        assert sorted(a.card for _, a in spec.choices if a.act == "call") == legal_calls
        assert "trump ♥ hearts" in plain(screen.query_one("#title"))
        assert "Race to 24" in plain(screen.query_one("#title"))
        await choose_by_keys(pilot, labels.index("Best"))
        await until(pilot, lambda: screen.game.view(0).kind == "best")
        title = plain(screen.query_one("#title"))
        assert "You: best, alone" in title
        roles = {p.seat: p.border_subtitle for p in screen.query(SeatPanel)}
        assert set(roles.values()) == {"Opponent"}
        assert "plays a best" in log_text(screen) or "You play a best" in log_text(screen)
        await play_to_result(pilot)
        result = screen.game.results[0]
        assert result.kind == "best"
        headline = str(app.screen.headline)
        assert headline.startswith("You's best") is False
        assert ("best made" in headline) == result.won
        notes = "\n".join(app.screen.notes)
        assert "first to 24" in notes
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))


async def test_indiana_a_call_by_mouse_then_keys_shows_caller_and_partner(tmp_path, bots):
    bots(FirstBot)
    app = form_app(tmp_path, "sheepshead-indiana", seed=6)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        calls = [(i, a) for i, (_, a) in enumerate(screen.prompt_spec.choices) if a.act == "call"]
        i, call = calls[0]
        await pilot.click(f"#choice-{i}")
        await until(pilot, lambda: screen.game.view(0).kind == "call")
        view = screen.game.view(0)
        partner = view.partner if view.partner is not None else next(s for s in range(4) if s != 0 and screen.game.hands[s] >> call.card & 1)
        assert "You calls" not in plain(screen.query_one("#title"))
        assert "You calls" not in log_text(screen) and "You call the" in log_text(screen)
        assert screen.query_one("#status").render().plain.startswith("You · caller")
        await play_to_result(pilot)
        result = screen.game.results[0]
        rows = {r[0]: r[1] for r in app.screen.rows}
        assert rows["You"] == "caller"
        assert rows[("You", "Belle", "Wyatt", "Doc")[partner]] == "partner"
        assert any("first to 24" in n for n in app.screen.notes)
        assert result.kind == "call"


async def test_indiana_side_solo_names_its_trump(tmp_path, bots):
    bots(FirstBot)
    app = form_app(tmp_path, "sheepshead-indiana", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        labels = [t for t, _ in screen.prompt_spec.choices]
        await choose_by_keys(pilot, labels.index("Side solo ♠"))
        await until(pilot, lambda: screen.game.view(0).kind == "side_solo")
        assert "trump ♠ spades" in plain(screen.query_one("#title"))
        assert "side solo in spades" in plain(screen.query_one("#title"))
        assert "You play a side solo in spades" in log_text(screen)
        await play_to_result(pilot)
        assert app.screen.rows[0][1] == "side solo in spades"


# -- the fox ------------------------------------------------------------------------


async def test_fox_a_whole_deal_by_keyboard(tmp_path, bots):
    bots(FirstBot)
    app = form_app(tmp_path, "sheepshead-fox", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        panels = {p.seat: p for p in screen.query(SeatPanel)}
        assert panels[2].has_class("-team-a") and panels[2].border_subtitle == "Partner"
        assert panels[1].has_class("-team-b") and panels[3].has_class("-team-b")
        assert "You & Wyatt 0 – 0 Belle & Doc" in plain(screen.query_one("#title"))
        assert "race to 21" in plain(screen.query_one("#title"))
        seen_counters = set()
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            view = screen.game.view(0)
            seen_counters.add(view.counters)
            assert f"team {view.counters[1]} counter" in plain(panels[1])
            await pilot.press("1")
        assert len(seen_counters) > 1  # the counters grow as tricks are taken
        result = screen.game.results[0]
        assert "The fox (A♦) is caught" in log_text(screen)
        notes = "\n".join(app.screen.notes)
        for t, team in enumerate(("You & Wyatt", "Belle & Doc")):
            assert f"{team}: {result.counters[t]} counter" in notes
        assert "Race to 21" in notes
        assert [r[1] for r in app.screen.rows] == ["You & Wyatt", "Belle & Doc"] * 2
        assert result.headline(("You", "Belle", "Wyatt", "Doc")) == app.screen.headline
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app) or isinstance(app.screen, DealResultScreen))


def test_fox_presets_are_offered():
    for name in ("sheepshead-fox", "sheepshead-fox-42"):
        assert ADAPTER.draws(presets.load_rules("sheepshead", name))


# -- the battery --------------------------------------------------------------------


def test_battery_presets_are_offered():
    for name in ("sheepshead-battery", "sheepshead-battery-2"):
        assert ADAPTER.draws(presets.load_rules("sheepshead", name))


@pytest.mark.parametrize("preset", ["sheepshead-battery", "sheepshead-battery-2"])
async def test_battery_a_whole_deal_by_keyboard(tmp_path, bots, preset):
    from sheriff_tui.ui.widgets.hand import Hand
    from sheriff_tui.ui.widgets.trick import TrickView

    bots(FirstBot)
    app = form_app(tmp_path, preset, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        sources = set()
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            view = screen.game.view(0)
            sources.add(view.source)
            hand = screen.query_one(Hand)
            legal = {a.card for a in screen.game.legal_actions()}
            assert set(screen.prompt_spec.legal_cards) == legal
            assert f"from your {view.source}" in plain(screen.query_one("#status"))
            tops = {up for up, _ in view.stacks[0] if up is not None}
            if view.source == "battery":
                assert legal <= tops
            else:
                assert not legal & tops
            assert set(hand.cards) >= tops  # the battery is in sight beside the hand
            box = plain(screen.query_one(TrickView))
            assert "Belle" in box and "▒▒" in box or not any(d for _, d in view.stacks[1])
            await pilot.press("1")
        assert sources == ({"hand", "battery"} if preset == "sheepshead-battery" else {"battery"})
        result = screen.game.results[0]
        assert [r[2] for r in app.screen.rows] == [str(p) for p in result.points]
        assert app.screen.headline == result.headline(("You", "Belle"), you=0)  # the engine's line, to the human in the second person
        assert "from your" in log_text(screen)


async def test_battery_a_card_by_mouse(tmp_path, bots):
    from sheriff_tui.ui.widgets.hand import CELL, Hand

    bots(FirstBot)
    app = form_app(tmp_path, "sheepshead-battery-2", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        hand = screen.query_one(Hand)
        card = screen.prompt_spec.legal_cards[0]
        before = len(screen.game.actions)
        await pilot.click(Hand, offset=(hand.styles.padding.left + 1 + hand.cards.index(card) * CELL + 1, hand.size.height // 2 + 1))
        await until(pilot, lambda: len(screen.game.actions) > before)
        assert screen.game.actions[before].card == card


async def test_battery_last_trick_shows_all_four_cards(tmp_path, bots):
    from sheriff_tui.ui.screens.results import LastTrickScreen
    from sheriff_tui.ui.widgets.trick import TrickView

    bots(FirstBot)
    app = form_app(tmp_path, "sheepshead-battery", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        while True:
            await until(pilot, lambda: human_waits(app))
            if app.screen.game.view(0).history:
                break
            await pilot.press("1")
        last = app.screen.game.view(0).history[-1]
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LastTrickScreen))
        await pilot.pause()
        box = app.screen.query_one(TrickView)
        assert len(box.cards) == 4 and sorted(box.cards.values()) == sorted(last.cards)


def fox_app(tmp_path, setups: list[list[str]]) -> SheriffApp:
    """A fox table on given deals (hands in seat order, the human at seat 0)."""
    from sheriff_tui.cards import parse_cards
    from sheriff_tui.engine.core import DealSetup
    from sheriff_tui.ui.screens.table import Table

    rules = presets.load_rules("sheepshead", "sheepshead-fox")
    deals = [DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands)) for hands in setups]
    game = sh.new_game(rules, ["You", "Belle", "Wyatt", "Doc"], seed=1, setups=deals)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    app.given = Table(game, "sheepshead", "sheepshead-fox", ["human", "random", "random", "random"], 1)  # type: ignore[attr-defined]
    return app


AUTO_BACK = ["QC QS JC JS JH JD", "AC TC KC 9C AH TH", "AD TD KD QD 9D AS", "KH QH 9H TS KS 9S"]  # seat 0: all six catchers
PLAYED = ["QC QS JC JS JH AC", "JD TC KC 9C AH TH", "AD TD KD QD 9D AS", "KH QH 9H TS KS 9S"]


async def open_fox(pilot):
    from sheriff_tui.ui.screens.table import TableScreen

    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    app.push_screen(TableScreen(app.given))
    await until(pilot, lambda: isinstance(app.screen, (TableScreen, DealResultScreen)))


async def test_fox_automatic_back_dealt_first_is_shown_before_play(tmp_path, bots):
    bots(FirstBot)
    app = fox_app(tmp_path, [AUTO_BACK, PLAYED])
    async with app.run_test(size=SIZE) as pilot:
        await open_fox(pilot)
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))
        notes = "\n".join(app.screen.notes)
        assert "You was dealt all six fox catchers: 14 points, the hand not played." in notes
        await pilot.press("enter")
        await until(pilot, lambda: human_waits(app))
        assert app.screen.game.deal_no == 1 and app.screen.game.scores[0] == 14


async def test_fox_automatic_back_after_a_played_deal_gets_its_own_result(tmp_path, bots):
    bots(FirstBot)
    app = fox_app(tmp_path, [PLAYED, AUTO_BACK])
    async with app.run_test(size=SIZE) as pilot:
        await open_fox(pilot)
        screen = app.screen
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            await pilot.press("1")
        first = "\n".join(app.screen.notes)
        assert "fox catchers" not in first, "the played deal's result comes first"
        assert app.screen.headline == screen.game.results[0].headline(("You", "Belle", "Wyatt", "Doc"))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen) and "fox catchers" in "\n".join(app.screen.notes))
        assert app.screen.headline == screen.game.results[1].headline(("You", "Belle", "Wyatt", "Doc"))
        await pilot.press("enter")
        from sheriff_tui.ui.screens.results import MatchResultScreen

        # 14 more for You & Wyatt win the race to 21 here: the match's result follows
        await until(pilot, lambda: isinstance(app.screen, MatchResultScreen))
        assert screen.game.deal_no == 2 and screen.game.scores[0] >= 21 and screen.pending_results == []
