"""Sheriff of Nottingham at the table: a whole match by keyboard, the prompts' legal choices,
a save continued mid-round, the log's words. Seeded; the tests wait on the app's state."""

from __future__ import annotations

import random
from typing import Any

import pytest

from sheriff_tui.engine.core import Event
from sheriff_tui.engine.nottingham import BAG, DECLARE, DEMAND, DISCARD, MARKET, OFFER, PAY, TAKE, VERDICT, View
from sheriff_tui.engine.nottingham.goods import LEGAL
from sheriff_tui.engine.nottingham.score import Payment
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.games import table_games
from sheriff_tui.ui.games.nottingham import ADAPTER
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import MatchRequest
from sheriff_tui.ui.games.nottingham.sheets import BagsScreen, NottinghamSheetScreen
from sheriff_tui.ui.games.nottingham.table import NottinghamScreen
from sheriff_tui.ui.screens.results import MatchResultScreen
from sheriff_tui.ui.games.nottingham.goods_row import GoodsRow

from ..ui_helpers import until

NAMES = ("You", "Belle", "Wyatt", "Doc", "Calamity")


def nt_app(tmp_path: Any, seed: int = 3, preset: str = "nottingham-3", players: int = 3, bots: str = "random") -> SheriffApp:
    req = MatchRequest("nottingham", preset, NAMES[:players], ("human",) + (bots,) * (players - 1), "instant", seed)
    return SheriffApp(tmp_path / "config", tmp_path / "data", start=req)


def table(app: SheriffApp) -> NottinghamScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, NottinghamScreen):
            return screen
    raise AssertionError("no Nottingham table on the screen stack")


def asked(app: SheriffApp) -> bool:
    return isinstance(app.screen, NottinghamScreen) and app.screen.human_waiting


def asked_or_over(app: SheriffApp) -> bool:
    return asked(app) or isinstance(app.screen, MatchResultScreen)


async def ready(pilot: Any) -> NottinghamScreen:
    """The prompt is up, mounted and focused."""
    app = pilot.app
    await until(pilot, lambda: asked(app))
    await pilot.pause()
    await pilot.pause()
    return table(app)


async def answer(pilot: Any, rng: random.Random) -> None:
    """One decision of the human's, by keyboard only, varied by ``rng``."""
    screen = await ready(pilot)
    view: View = screen.game.view(screen.me)
    phase = view.phase
    # the question, its controls and the hand are all in sight, above the footer
    bottom = pilot.app.size.height - 1
    hand = screen.query_one("#nt-hand")
    assert hand.region.bottom <= bottom, (phase, hand.region, pilot.app.size)
    for part in screen.query(".nt-question, .nt-row, .nt-bag-row"):
        assert part.region.height and part.region.bottom <= hand.region.y, (phase, part, part.region)
    if phase == MARKET:
        keys = [str(k) for k in rng.sample(range(1, 6), rng.randint(0, 2))]
        await pilot.press(*keys, "enter")
    elif phase == TAKE:
        takes = [a for a in screen.game.legal_actions() if a.act == "take"]
        await pilot.press("left_square_bracket" if takes and rng.random() < 0.5 and takes[0].value == 0 else "d")
    elif phase == DISCARD:
        await pilot.press(rng.choice(["left_square_bracket", "right_square_bracket"]))
    elif phase == BAG:
        keys = [str(k) for k in rng.sample(range(1, sum(view.hand) + 1), rng.randint(1, min(3, sum(view.hand))))]
        await pilot.press(*keys, "enter")
    elif phase == DECLARE:
        await pilot.press(*[rng.choice(["tab", "right"])] * rng.randint(0, 3), "enter")
    elif phase == DEMAND:
        if rng.random() < 0.5:
            await pilot.press("p")  # the gold field has the focus: it takes digits, p still passes
        else:
            await pilot.press(str(min(2, view.gold[view.merchant])), "enter")
    elif phase == OFFER:
        if view.gold[screen.me] and rng.random() < 0.6:
            await pilot.press("1", "enter")
        else:
            await pilot.press("tab", "p")
    elif phase == PAY:
        await pilot.press(*(("1", "enter") if rng.random() < 0.3 else ("tab", "p")))
    elif phase == VERDICT:
        keys = ["i", "p"] + (["a"] if view.offer is not None else [])
        await pilot.press(rng.choice(keys))
    try:
        await until(pilot, lambda: not asked(pilot.app) or screen.game.view(screen.me) != view, limit=300)
    except AssertionError:
        raise AssertionError(f"no answer at {phase}: {view}") from None


async def play_to_end(pilot: Any, seed: int) -> None:
    app = pilot.app
    rng = random.Random(seed)
    for _ in range(400):
        await until(pilot, lambda: asked_or_over(app))
        if isinstance(app.screen, MatchResultScreen):
            return
        await answer(pilot, rng)
    raise AssertionError("the match did not end")


def test_the_game_has_a_table() -> None:
    assert "nottingham" in table_games()


def one_turn_each(tmp_path: Any) -> str:
    """A user preset of three rounds (each player the Sheriff once): the whole match, end
    included, at a third of the cost; the full nine rounds play with the slow tests."""
    folder = tmp_path / "config" / "presets"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "nottingham-once.toml").write_text(
        'game = "nottingham"\nname = "nottingham-once"\nextends = "nottingham-3"\n'
        'description = "Each player the Sheriff once."\n\n[rules]\nsheriff_turns = 1\n'
    )
    return "nottingham-once"


@pytest.mark.parametrize(
    "bots, seed, size, rounds",
    [
        ("random", 3, (80, 24), 3),
        pytest.param("random", 3, (80, 24), 9, marks=pytest.mark.slow),
        pytest.param("normal", 8, (100, 30), 9, marks=pytest.mark.slow),
    ],
)
async def test_a_whole_match_by_keyboard_to_the_final_score(tmp_path, bots, seed, size, rounds) -> None:
    preset = one_turn_each(tmp_path) if rounds == 3 else "nottingham-3"
    app = nt_app(tmp_path, seed=seed, bots=bots, preset=preset)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, NottinghamScreen))
        await play_to_end(pilot, seed)
        screen = table(app)
        game = screen.game
        assert game.is_over and game.final is not None
        result = app.screen
        assert isinstance(result, MatchResultScreen)
        said = game.final.headline(game.players, you=0)  # the engine's line, 'You win' to the person at the table
        assert result.headline == said
        assert list(result.totals) == list(game.final.scores)
        # the log told the match, the end included
        texts = screen.query_one("#log").texts
        assert texts[-1] == said
        assert any(t.startswith(f"Round {rounds} of {rounds}") for t in texts)
        # the score sheet from the result: gold, goods, bonuses, totals
        await pilot.press("tab", "enter")
        await until(pilot, lambda: isinstance(app.screen, NottinghamSheetScreen))
        sheet = app.screen
        rows = sheet.query_one("#nt-sheet")
        assert rows.row_count == 4
        assert [str(c) for c in rows.get_row_at(3)[1:]] == [str(s) for s in game.final.scores]
        notes = str(sheet.query_one("#nt-sheet-notes").render())
        assert said in notes
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MatchResultScreen))
        await pilot.press("m")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert not app.has_saved_match()  # a finished match is filed away, not continued


async def test_market_and_bag_offer_only_legal_choices(tmp_path) -> None:
    app = nt_app(tmp_path, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await ready(pilot)
        while screen.game.phase != MARKET:
            await answer(pilot, random.Random(1))
            screen = await ready(pilot)
        hand = screen.query_one("#nt-hand", GoodsRow)
        assert hand.has_focus and hand.select == 5
        # a sixth card can't be set aside: refused, five stay marked
        await pilot.press("1", "2", "3", "4", "5", "6")
        assert len(hand.marked) == 5
        assert str(screen.named["market"].label) == "Set aside 5"
        await pilot.press("1", "2", "3", "4", "5")
        assert hand.marked == [] and str(screen.named["market"].label) == "Keep my hand"
        await pilot.press("1", "2", "enter")
        screen = await ready(pilot)
        assert screen.game.phase == TAKE
        legal = screen.game.legal_actions()
        offered = {k for k in screen.named if k.startswith(("take-", "draw"))}
        assert offered == {f"take-{('left', 'right')[a.value]}" if a.act == "take" else "draw" for a in legal}
        while screen.game.phase in (TAKE, DISCARD):
            await pilot.press("d" if screen.game.phase == TAKE else "right_square_bracket")
            screen = await ready(pilot)
        while screen.game.phase != BAG:
            await answer(pilot, random.Random(2))
            screen = await ready(pilot)
        hand = screen.query_one("#nt-hand", GoodsRow)
        limit = screen.game.rules.bag_limit
        assert hand.select == limit
        button = screen.named["bag"]
        assert button.disabled  # a bag holds at least one card
        await pilot.press(*[str(k) for k in range(1, 7)])
        assert len(hand.marked) == min(limit, len(hand.cards))
        assert not button.disabled
        bagged = hand.marked_counts()
        await pilot.press("enter")
        screen = await ready(pilot)
        assert screen.game.phase == DECLARE
        assert screen.game.view(screen.me).bag == bagged
        declare = sorted(k for k in screen.named if k.startswith("declare-"))
        assert declare == ["declare-apples", "declare-bread", "declare-cheese", "declare-chicken"]
        assert len(declare) == len(LEGAL)
        assert app.focused is screen.named["declare-apples"]
        await pilot.press("right", "right")  # along the buttons
        assert app.focused is screen.named["declare-bread"]
        await pilot.press("enter")
        mine = lambda: [a for a in screen.game.actions if a.act == "declare" and a.seat == screen.me]  # noqa: E731
        await until(pilot, lambda: bool(mine()))
        assert mine()[-1].card == 2  # bread


async def to_own_offer(pilot: Any, seed: int) -> NottinghamScreen:
    """Answer (keys varied by ``seed``) until the human is asked to offer for its bag."""
    rng = random.Random(seed)
    screen = await ready(pilot)
    while screen.game.phase != OFFER:
        await answer(pilot, rng)
        screen = await ready(pilot)
    return screen


async def test_a_whole_hand_in_the_bag_then_an_empty_hand_at_market(tmp_path) -> None:
    """Seed 002, 商人 4: "袋に手札から1-6枚の札を入れる": the six cards of the hand go into the bag, and the next
    market asks only to fill the empty hand."""
    app = nt_app(tmp_path, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await ready(pilot)
        rng = random.Random(4)
        while screen.game.phase != BAG:
            await answer(pilot, rng)
            screen = await ready(pilot)
        assert screen.game.rules.bag_limit == 6 and sum(screen.game.view(screen.me).hand) == 6
        await pilot.press("1", "2", "3", "4", "5", "6")
        assert str(screen.named["bag"].label) == "Bag 6 cards"
        await pilot.press("enter")
        screen = await ready(pilot)
        assert sum(screen.game.view(screen.me).bag or ()) == 6 and not any(screen.game.view(screen.me).hand)
        while screen.game.phase != MARKET:
            await answer(pilot, rng)
            screen = await ready(pilot)
        question = str(screen.query_one(".nt-question").render())
        assert "your hand is empty; take 6 cards" in question
        assert str(screen.named["market"].label) == "Fill my hand" and app.focused is screen.named["market"]
        await pilot.press("enter")
        screen = await ready(pilot)
        assert screen.game.phase == TAKE and screen.game.to_take == 6
        assert str(screen.query_one(".nt-question").render()).startswith("Your hand is empty: take 6")
        assert "You come to market with an empty hand" in screen.query_one("#log").texts


async def test_an_offer_is_built_from_the_form(tmp_path) -> None:
    app = nt_app(tmp_path, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_own_offer(pilot, 4)
        view = screen.game.view(screen.me)
        assert screen.named["offer"].disabled  # nothing offered yet
        await pilot.press("9", "9", "9")  # more than the gold held: no offer
        assert screen.named["offer"].disabled
        await pilot.press("backspace", "backspace", "backspace", "2")
        assert not screen.named["offer"].disabled
        assert "2 gold" in str(screen.summary.render())
        await pilot.press("tab", "space")  # the promise
        assert screen.promise.value
        screen.named["offer"].press()
        await until(pilot, lambda: any(v.merchant == screen.me for v in screen.game.history) or screen.game.offer is not None)
        offers = [a for a in screen.game.actions if a.act == "offer" and a.seat == screen.me]
        assert offers and offers[-1].value == 2 and offers[-1].promise is True
        assert view.gold[screen.me] >= 2


async def test_a_save_mid_round_continues_to_the_same_state(tmp_path) -> None:
    app = nt_app(tmp_path, seed=6)
    async with app.run_test(size=(100, 30)) as pilot:
        rng = random.Random(6)
        screen = await ready(pilot)
        # into the second round, to the moment our bag is declared and bargained over
        while not (screen.game.round_no >= 1 and screen.game.phase in (OFFER, VERDICT, DEMAND, PAY)):
            await answer(pilot, rng)
            screen = await ready(pilot)
        before = screen.game.view(screen.me)
        log_before = list(screen.query_one("#log").texts)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    again = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with again.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(again.screen, MenuScreen))
        assert again.has_saved_match()
        await pilot.press("c")
        screen = await ready(pilot)
        assert screen.game.view(screen.me) == before
        assert screen.table.seats == ["human", "random", "random"]
        # the log tells the match as it was told (the preset line first)
        assert list(screen.query_one("#log").texts) == log_before
        await answer(pilot, rng)  # and it plays on


def test_the_log_says_what_happened() -> None:
    from sheriff_tui import presets
    from sheriff_tui.engine.nottingham import new_game

    game = new_game(presets.load_rules("nottingham", "nottingham-3"), list(NAMES[:3]), seed=1)
    view = game.view(0)
    say = lambda e: ADAPTER.describe(e, view, False, 1)  # noqa: E731
    assert say(Event("market", 1, value=2)) == "Belle sets 2 cards aside"
    assert say(Event("market", 0, value=0)) == "You keep the whole hand"
    assert say(Event("market", 2, value=0, data=True)) == "Wyatt comes to market with an empty hand"
    assert say(Event("take", 1, card=4, value=0)) == "Belle takes 1 pepper from the left pile"
    assert say(Event("draw", 2, value=3)) == "Wyatt draws 3 cards from the draw pile"
    assert say(Event("draw", 0, value=2, data=(0, 6))) == "You draw 2 cards from the draw pile: 1 apple, 1 silk"
    assert say(Event("declare", 2, card=1, value=3)) == "Wyatt declares 3 cheeses"
    assert say(Event("demand", 0, value=5)) == "The Sheriff asks Belle for 5 gold to let the bag through"
    lines = ADAPTER.describe_all(
        [
            Event("inspect", 0, value=1, cards=(0, 0, 6), data=False),
            Event("confiscated", 1, value=0, cards=(6,)),
            Event("penalty", 1, value=4, data=Payment(1, 0, 4, 4, (0,) * 15, 0)),
            Event("through", 1, cards=(0, 0), value=0, data=()),
        ],
        view,
    )
    assert lines == [
        "The Sheriff opens Belle's bag: 2 apples, 1 silk — caught! Belle pays you 4",
        "1 silk confiscated onto the left pile",
        "2 apples onto Belle's stand",
    ]
    import dataclasses

    belle = new_game(presets.load_rules("nottingham", "nottingham-3"), list(NAMES[:3]), seed=1, dealer=1)  # Belle is the Sheriff
    paid = dataclasses.replace(belle.view(0), pays=(5, 0, 0))  # you paid to open Wyatt's bag
    lines = ADAPTER.describe_all([Event("inspect", 1, value=2, cards=(0,), data=True)], belle.view(0), before=paid)
    assert lines[0].endswith("— as declared!; your 5 gold to open it goes to the Sheriff")


async def test_review_keys_show_the_bags_and_the_sheet(tmp_path) -> None:
    app = nt_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        rng = random.Random(3)
        screen = await ready(pilot)
        while not screen.game.history:
            await answer(pilot, rng)
            screen = await ready(pilot)
        await pilot.press("tab") if screen.game.phase in (DEMAND, OFFER, PAY) else None
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, BagsScreen))
        words = str(app.screen.query_one("#nt-verdicts").render())
        first = screen.game.history[0]
        assert words.startswith(f"{screen.game.players[first.merchant]}: {first.count} ")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, NottinghamScreen))
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, NottinghamSheetScreen))
        rows = app.screen.query_one("#nt-sheet")
        assert [str(c) for c in rows.get_row_at(0)[1:]] == [str(g) for g in screen.game.gold]
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, NottinghamScreen))


async def test_the_market_and_the_bag_by_mouse(tmp_path) -> None:
    app = nt_app(tmp_path, seed=5)
    async with app.run_test(size=(100, 30)) as pilot:
        rng = random.Random(1)
        screen = await ready(pilot)
        while screen.game.phase != MARKET:
            await answer(pilot, rng)
            screen = await ready(pilot)
        hand = screen.query_one("#nt-hand", GoodsRow)
        # the second and third cards (a cell is 12 columns; the border and padding take 2)
        await pilot.click(hand, offset=(2 + 12 + 3, 2))
        await pilot.click(hand, offset=(2 + 24 + 3, 3))
        assert hand.marked == [1, 2]
        aside = hand.marked_counts()
        await pilot.click(screen.named["market"])
        screen = await ready(pilot)
        assert screen.game.phase in (TAKE, DISCARD, BAG) or screen.game.to_act != screen.me
        markets = [a for a in screen.game.actions if a.act == "market" and a.seat == screen.me]
        assert len(markets[-1].cards) == 2
        assert sum(aside) == 2
        while screen.game.phase in (TAKE, DISCARD):
            first = next(b for k, b in screen.named.items() if k.startswith(("take-", "draw", "all-")))
            await pilot.click(first)
            screen = await ready(pilot)
        while screen.game.phase != BAG:
            await answer(pilot, rng)
            screen = await ready(pilot)
        hand = screen.query_one("#nt-hand", GoodsRow)
        await pilot.click(hand, offset=(3, 2))
        await pilot.click(screen.named["bag"])
        screen = await ready(pilot)
        assert screen.game.phase == DECLARE and sum(screen.game.view(screen.me).bag) == 1
        await pilot.click(screen.named["declare-chicken"])
        await until(pilot, lambda: screen.game.phase != DECLARE or screen.game.to_act != screen.me)
        assert screen.game.declared[screen.me] == 3


async def test_an_illegal_action_shows_the_engines_reason(tmp_path) -> None:
    from sheriff_tui.engine.core import Action

    app = nt_app(tmp_path, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        rng = random.Random(1)
        screen = await ready(pilot)
        while screen.game.phase != DECLARE:
            await answer(pilot, rng)
            screen = await ready(pilot)
        told = []
        app.notify = lambda message, **kw: told.append(message)  # type: ignore[method-assign]
        before = screen.game.view(screen.me)
        assert not screen.act(Action("declare", screen.me, card=4))  # pepper is contraband
        line = screen.query_one("#nt-me")  # said in the table's status line, not a toast
        assert line.message == "Not allowed: Pepper can't be declared: declare a legal good (apples, cheese, bread or chicken)"
        assert line.has_class("-warning") and not told
        assert screen.game.view(screen.me) == before
        await pilot.press("i", "a", "d")  # keys of other moments do nothing here
        assert screen.game.view(screen.me) == before


# -- counter-offers ---------------------------------------------------------------------------------


async def test_the_human_sheriff_counters_by_keys_and_mouse(tmp_path) -> None:
    app = nt_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await ready(pilot)
        while screen.game.phase != VERDICT:
            assert screen.game.phase == DEMAND
            await pilot.press("3", "enter")
            screen = await ready(pilot)
        m = screen.game.merchant
        assert "counter" in screen.named and "1 counter left" in str(screen.query_one(".nt-question").render())
        await pilot.click(".nt-counter")  # the mouse opens the price prompt …
        await until(pilot, lambda: screen.counter_open and "go" in screen.named)
        assert str(screen.named["pass"].label) == "Back (c)"
        await pilot.press("i")  # no verdict while the price prompt is up
        await pilot.press("p")
        assert screen.game.phase == VERDICT and not screen.game.history
        await pilot.press("c")  # … c goes back
        await until(pilot, lambda: not screen.counter_open and "inspect" in screen.named)
        await pilot.press("c")
        await until(pilot, lambda: screen.counter_open and screen.gold_input is not None and screen.gold_input.has_focus)
        lo, hi = screen.game.counter_range()
        await pilot.press(*str(hi + 1), "enter")  # more than the merchant has: refused, nothing happens
        assert screen.game.phase == VERDICT and screen.game.counters_left == 1
        await pilot.press(*["backspace"] * 4, *str(hi), "enter")
        await until(pilot, lambda: screen.game.phase == VERDICT and screen.game.counters_left == 0 and asked(app))
        screen = await ready(pilot)
        assert screen.game.bids[-1].demand == hi and screen.game.merchant == m
        log = list(screen.query_one("#log").texts)
        assert f"The Sheriff asks {NAMES[m]} for {hi} gold instead" in log
        assert "counter" not in screen.named  # none left: no counter button
        await pilot.press("i")
        await until(pilot, lambda: screen.game.history and screen.game.history[0].outcome == "inspect")
        assert len(screen.game.history[0].bids) == 2


async def test_the_human_merchant_answers_a_counter(tmp_path) -> None:
    app = nt_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        rng = random.Random(3)
        screen = await ready(pilot)
        for _ in range(200):
            if screen.game.countering and screen.game.to_act == screen.me and screen.game.offer is not None:
                break
            if screen.game.phase == OFFER and screen.game.to_act == screen.me:
                await pilot.press("1", "enter")  # always a gold offer, so that a counter has one to answer
                await until(pilot, lambda: not asked(app) or screen.game.phase != OFFER or screen.game.countering)
            else:
                await answer(pilot, rng)
            screen = await ready(pilot)
        else:
            raise AssertionError("no Sheriff countered the human's offer")
        view = screen.game.view(screen.me)
        question = str(screen.query_one(".nt-question").render())
        assert f"asks {view.demand} gold instead of your {view.offer.words()}" in question
        assert str(screen.named["pass"].label) == "Withdraw (p)"
        assert f"The Sheriff asks you for {view.demand} gold instead" in list(screen.query_one("#log").texts)
        gold = min(view.gold[screen.me], 3)
        await pilot.press(str(gold), "enter")  # a new offer, by keys
        await until(pilot, lambda: len(screen.game.bids) == 2 or screen.game.history[-1].merchant == screen.me)
        said = screen.game.bids if len(screen.game.bids) == 2 else screen.game.history[-1].bids
        assert said[-1].offer is not None and said[-1].offer.gold == gold and said[-1].demand == view.demand


def test_the_log_tells_a_counter_and_a_withdrawal() -> None:
    import dataclasses

    from sheriff_tui import presets
    from sheriff_tui.engine.nottingham import Bid, Offer, Verdict, new_game

    game = new_game(presets.load_rules("nottingham", "nottingham-3"), list(NAMES[:3]), seed=1)
    view = game.view(0)
    counter = Event("demand", 0, value=8, data=VERDICT)
    assert ADAPTER.describe(counter, dataclasses.replace(view, offer=Offer(3)), False, 1) == "The Sheriff asks Belle for 8 gold instead"
    assert ADAPTER.describe(counter, view, False, 1) == "The Sheriff asks Belle for 8 gold to let the bag through"  # no offer stood
    countered = dataclasses.replace(view, phase=OFFER, merchant=1, demand=8, offer=Offer(3), bids=(Bid(None, Offer(3)),))
    assert ADAPTER.describe_all([Event("pass", 1, data=OFFER)], view, before=countered) == ["Belle withdraws the offer"]
    v = Verdict(0, 0, 1, 0, 3, 8, None, (), "inspect", (3,) + (0,) * 14, True, None, (Bid(5, Offer(3)), Bid(8, None)))
    assert ADAPTER.verdict_words(v, NAMES[:3]).startswith("Belle: 3 apples · asked 5 gold · offered 3 gold · countered 8 gold · withdrew · opened")


def test_every_good_is_said_right_for_one_card_and_for_two() -> None:
    """'1 Apples' read wrong: a count of one takes the singular; the things one counts take an s,
    bread, pepper, mead and silk are said as at the table ('2 bread')."""
    from sheriff_tui.engine.nottingham.goods import GOODS, amount, describe

    said = {g.name: (amount(1, i), amount(2, i)) for i, g in enumerate(GOODS)}
    assert said == {
        "apples": ("1 apple", "2 apples"), "cheese": ("1 cheese", "2 cheeses"), "bread": ("1 bread", "2 bread"),
        "chicken": ("1 chicken", "2 chickens"), "pepper": ("1 pepper", "2 pepper"), "mead": ("1 mead", "2 mead"),
        "silk": ("1 silk", "2 silk"), "crossbow": ("1 crossbow", "2 crossbows"),
        "green-apples": ("1 green apple", "2 green apples"), "golden-apples": ("1 golden apple", "2 golden apples"),
        "gouda": ("1 Gouda cheese", "2 Gouda cheeses"), "bleu": ("1 Bleu cheese", "2 Bleu cheeses"),
        "rye": ("1 rye bread", "2 rye bread"), "pumpernickel": ("1 pumpernickel", "2 pumpernickel"),
        "rooster": ("1 royal rooster", "2 royal roosters"),
    }
    assert describe((1, 2) + (0,) * 5 + (1,) + (0,) * 7) == "1 apple, 2 cheeses, 1 crossbow"
    from sheriff_tui import presets
    from sheriff_tui.engine.nottingham import new_game

    game_view = new_game(presets.load_rules("nottingham", "nottingham-3"), list(NAMES[:3]), seed=1).view(0)
    assert ADAPTER.describe(Event("declare", 1, card=0, value=1), game_view, False) == "Belle declares 1 apple"
    assert ADAPTER.describe(Event("declare", 0, card=3, value=2), game_view, False) == "You declare 2 chickens"


def test_a_card_name_cut_to_fit_its_cell_reads_as_cut_not_as_another_word() -> None:
    """'Green apple' on a card of green apples read as a singular: a name cut short ends in a
    full stop, and every name fits the card's eleven columns."""
    from sheriff_tui.engine.nottingham.goods import GOODS, KINDS
    from sheriff_tui.ui.games.nottingham import short

    for g in range(KINDS):
        name = short(g)
        assert len(name) <= 11, name
        full = GOODS[g].label
        assert name == full or "." in name or name in ("Gold apples", "Gouda", "Rooster"), name  # cut, or a name of its own
    assert short(8) == "Grn. apples"


async def test_esc_from_the_match_result_leaves_a_match_over_row_at_the_table(tmp_path) -> None:
    """After the last bag, Esc closes the match result to look at the board: the table says the
    match is over and offers the result again (Enter or r) and a new match (n); its footer keeps
    esc Menu in sight at 80 columns, without the hint, which can do nothing now."""
    from sheriff_tui.ui.screens.table import Table
    from sheriff_tui.ui.widgets.after_result import AfterResult

    from .test_snapshots_tables import nottingham_near_the_end
    from .test_ui_dialogs import footer_in_sight, footer_keys

    app = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        screen = NottinghamScreen(Table(nottingham_near_the_end(5), "nottingham", "nottingham-3", ["human", "random", "random"], 5))
        app.push_screen(screen)
        await play_to_end(pilot, 5)
        await until(pilot, lambda: bool(footer_keys(app.screen)))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen and bool(screen.query(AfterResult)))
        row = screen.query_one(AfterResult)
        assert row.words.startswith("Match over") and row.parent is screen.query_one("#nt-prompt")
        await until(pilot, lambda: app.focused is not None and app.focused.parent.parent is row)
        await until(pilot, lambda: "escape" in footer_keys(screen))
        keys = footer_keys(screen)
        assert keys.get("escape") == "Menu" and keys.get("l") == "Bags" and "h" not in keys, keys
        assert footer_in_sight(screen)
        assert "The match is over" in str(screen.query_one("#nt-board").render())
        await pilot.press("enter")  # the result again
        await until(pilot, lambda: isinstance(app.screen, MatchResultScreen))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen and bool(screen.query(AfterResult)))
        await until(pilot, lambda: app.focused is not None and app.focused.parent.parent is screen.query_one(AfterResult))
        await pilot.press("n")  # a new match at the same table
        await until(pilot, lambda: isinstance(app.screen, NottinghamScreen) and app.screen is not screen)
        assert not app.screen.game.is_over and app.screen.game.players == screen.game.players


async def test_a_price_typed_while_its_prompt_mounts_is_the_price_asked(tmp_path) -> None:
    """5 and Enter typed in the instant between the price prompt being drawn and its field taking
    the focus name 5 gold: they fell on the hand and were lost."""
    from textual import events

    app = nt_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await ready(pilot)
        assert screen.game.phase == DEMAND
        screen.prompt_key = None
        screen.refresh_table()  # the prompt again: mounting, its field not yet focused
        assert screen.keys_held == []
        for key, character in (("5", "5"), ("enter", "\r")):
            app.post_message(events.Key(key, character))
        await until(pilot, lambda: bool(screen.game.bids) or screen.game.phase != DEMAND)
        assert screen.game.bids[-1].demand == 5 and screen.keys_held is None


def test_the_log_tells_goods_promised_from_the_bag_as_a_promise_and_what_was_handed_over() -> None:
    """Seed 002: "中にリンゴが入っていなくても可能": an offer of bag goods is a promise, the bag let through says what it gave."""
    from sheriff_tui import presets
    from sheriff_tui.engine.nottingham import Offer, Verdict, new_game

    game = new_game(presets.load_rules("nottingham", "nottingham-3"), list(NAMES[:3]), seed=1)
    view = game.view(0)
    say = lambda e: ADAPTER.describe(e, view, False, 1)  # noqa: E731
    two = (2,) + (0,) * 14
    assert say(Event("offer", 1, data=Offer(3, bag=two))) == "Belle offers 3 gold + 2 apples promised from the bag"
    assert say(Event("handover", 1, value=0, cards=(0, 0), data=two)) == "Belle hands the Sheriff 2 apples from the bag, as promised"
    assert say(Event("handover", 1, value=0, cards=(), data=two)) == (
        "Belle hands the Sheriff nothing from the bag: the 2 apples promised are not in it (the promise is void)"
    )
    assert say(Event("handover", 1, value=0, cards=(1, 4), data=two)) == "Belle hands the Sheriff 1 cheese, 1 pepper from the bag for the 2 apples promised"
    v = Verdict(0, 0, 1, 0, 3, None, Offer(bag=two), (), "accept", None, None, None, given=(0,) * 15)
    assert ADAPTER.verdict_words(v, NAMES[:3]).endswith("bribe taken, through unopened · the bag gave nothing of the goods promised")


async def test_the_merchant_promises_declared_goods_its_bag_does_not_hold(tmp_path) -> None:
    """The offer form's "+ apples" field: declared goods promised from the bag beyond those marked in it, a claim
    the engine takes (rule bag_offers "void"); the log says it as a promise."""
    app = nt_app(tmp_path, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_own_offer(pilot, 4)
        view = screen.game.view(screen.me)
        declared = view.declared[screen.me]
        size = sum(view.bag or ())
        assert view.rules.bag_offers == "void" and screen.claim_input is not None and declared is not None
        await pilot.press("tab", "tab", str(size + 1))  # gold, the promise, then the goods promised: more than the bag holds
        assert screen.named["offer"].disabled and "promise at most" in str(screen.summary.render())
        await pilot.press("backspace", str(size))
        assert not screen.named["offer"].disabled and "promised from the bag" in str(screen.summary.render())
        await pilot.press("enter")
        await until(pilot, lambda: any(a.act == "offer" and a.seat == screen.me for a in screen.game.actions))
        offer = next(a for a in screen.game.actions if a.act == "offer" and a.seat == screen.me)
        assert offer.bag is not None and offer.bag.count(declared) == size
        assert any("promised from the bag" in line for line in screen.query_one("#log").texts)


@pytest.mark.parametrize("preset", ["nottingham", "nottingham-3", "nottingham-5", "nottingham-bag-5", "nottingham-royal"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tables_offers_and_result_are_the_engines_words(preset: str, lang: str) -> None:
    """Over a seeded match of each preset, in each language: every offer the log says is the engine's
    ``Offer.words``, and the table's result line (log, result, score sheet) is the engine's
    ``FinalScore.headline``, in the second person to the seat named "You": one wording, not two."""
    from sheriff_tui import i18n, presets
    from sheriff_tui.engine import game_module

    i18n.use(lang)
    rules = presets.load_rules("nottingham", preset)
    game = game_module("nottingham").new_game(rules, NAMES[: rules.players], seed=11)
    rng, offers = random.Random(11), 0
    while game.to_act is not None:
        before = game.view(0)
        legal = game.legal_actions()
        events = game.apply(legal[rng.randrange(len(legal))])
        lines = ADAPTER.describe_all(game.events_for(0, events), game.view(0), before)
        for e in events:
            if e.kind == "offer" and e.data is not None:
                offers += 1
                said = e.data.words()
                assert any(said in line for line in lines), (said, lines)
    assert offers
    view = game.view(0)
    engine = game.final.headline(view.players, you=0)
    assert ADAPTER.result_headline(game.final, view) == ADAPTER.match_headline(view) == engine
    assert ADAPTER.describe(Event("match_over", None, data=game.final), view) == engine
    if lang == "ja":
        assert "金" in engine and "gold" not in engine


def test_a_payment_to_open_is_said_paid_only_when_the_bag_was_opened() -> None:
    """The engine keeps a payment to open only if the bag is opened: a bag let through (or bribed
    through) says the gold was offered, not paid."""
    from sheriff_tui.engine.nottingham import Offer, Verdict
    from sheriff_tui.ui.games.nottingham.adapter import ADAPTER

    names = ("You", "Belle", "Wyatt", "Doc")
    through = Verdict(0, 1, 2, 0, 4, None, Offer(gold=19, promise=True), ((3, 2),), "accept", None, None, None)
    assert "Doc offered 2 to open, not paid" in ADAPTER.verdict_words(through, names) and "paid 2" not in ADAPTER.verdict_words(through, names)
    opened = Verdict(0, 1, 2, 0, 4, None, None, ((3, 2),), "inspect", (4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), True, None)
    assert "Doc paid 2 to open" in ADAPTER.verdict_words(opened, names)
