"""The hint (H): what the ``normal`` bot would do in the human's seat, said and pointed at.

Pressing H and then Enter at every turn plays exactly ``normal``'s game: the
hint is a suggestion drawn beside the player's own selection (its card, the
bury's cards, the button of its bid or call), and Enter right after H carries
it out. It never moves the cursor, marks a card or takes the focus: any other
key drops it and does what it always does. Asking never changes the table's
own dice.
"""

from __future__ import annotations

import random

import pytest

from sheriff_tui.bots import make_bot
from sheriff_tui.cards import card_str
from sheriff_tui.ui.cardtext import label
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.games import PromptSpec
from sheriff_tui.ui.screens.new_game import MatchRequest
from sheriff_tui.ui.screens.results import DealResultScreen
from sheriff_tui.ui.games.hints import prompt_words as hint_words
from sheriff_tui.ui.games.why import with_reason
from sheriff_tui.ui.screens.table import TableScreen
from sheriff_tui.engine.core import Action

from ..ui_helpers import until, waiting

SIZE = (100, 30)
NAMES = ("You", "Belle", "Wyatt", "Doc", "Calamity")


def app_for(tmp_path, game: str, preset: str, players: int, seed: int) -> SheriffApp:
    req = MatchRequest(game, preset, NAMES[:players], ("human",) + ("normal",) * (players - 1), "instant", seed)
    return SheriffApp(tmp_path / "config", tmp_path / "data", start=req)


def said(action: Action) -> str:
    """An action in a few words, to hold the hints against a fixed list."""
    words = [action.act]
    if action.card is not None:
        words.append(card_str(action.card))
    if action.cards:
        words += [card_str(c) for c in action.cards]
    if action.value is not None:
        words.append(str(action.value))
    if action.unknown is not None:
        words += ["unknown", card_str(action.unknown)]
    return " ".join(words)


# What ``normal`` does in the human's seat on these deals, checked by hand against the hands dealt:
NORMALS_DEAL = {
    # 2C 5C 7C 8C 9C JC QC AC 8D 9D 10D JD 6H 9H JH AH KS, diamonds trump: four low trumps, no
    # six sure tricks: pass; then the plays.
    ("sheriff", 5): "pass / play 8D / play KS / play 9D / play AH / play AC / play 2C / play 10D / play 5C / "
    "play JD / play 7C / play 6H / play 9H / play JH / play 8C / play 9C / play JC / play QC",
    # QC JH 9D KH 7S AS: three trumps and the A♠ in the blind's seat: pick; call the A♥ (the K♥ and
    # 7♥ held); bury the K♥ and 10♠, fourteen points kept by the picker, the 7♥ left to hold the call.
    ("sheepshead", 9): "pick / call AH / bury KH 10S / play 7H / play 9D / play 7S / play QC / play JH / play AS",
    # 9C KC 8D QD 8H AH: two trumps: pass.
    ("sheepshead", 15): "pass / play AH / play QD / play 9C / play 8D / play 8H / play KC",
    # JC JH 4H 3D 4C 5H QD 2S 7S 7C 4S 5S KS: no ace, no ten: pass.
    # QC QS JS 7C 9C AC, the blind's K♣ and Q♦: five trumps, pick; no spade or heart to hold a call,
    # so the A♠ with the 7♣ face down as the unknown (the lowest fail); bury the K♣ and A♣, fifteen
    # points; lead the unknown first: a lead of spades, the partner's ace must come.
    ("sheepshead", 349): "pick / call AS unknown 7C / bury KC AC / play 7C / play JS / play 9C / play QS / play QC / play QD",
    # the same deal at a crack table: nobody cracks a picker's five trumps
    ("sheepshead-cracks", 9): "pick / call AH / bury KH 10S / play 7H / play 9D / play 7S / play QC / play JH / play AS",
    ("sheepshead-fox", 1): "play JD / play KH / play 9S / play 10S / play KD / play AC",
    # 8D JD 10H JH KH 7S QS AS: the call the Indiana game asks of every hand, then the cards
    ("sheepshead-indiana", 5): "call AD / play KH / play QS / play AS / play JD / play 8D / play 10H / play JH / play 7S",
    ("sheepshead-battery", 1): "play 8H / play AH / play AD / play QS / play AC / play 7C / play JD / play 7D / play KH / play 7S / "
    "play 9S / play KS / play 8D / play JH / play KC / play AS",
    ("toruf", 3): "pass / play JC / play JH / play 4H / play 3D / play 4C / play 5H / play QD / play 2S / "
    "play 7S / play 7C / play 4S / play 5S / play KS",
}


@pytest.mark.parametrize(
    "game, preset, players, seed",
    [
        ("sheriff", "sheriff", 3, 5),  # the auction's row of bid buttons
        ("sheepshead", "sheepshead", 5, 9),  # the pick, the call, the bury marked in the hand
        ("sheepshead", "sheepshead", 5, 15),  # a pass
        ("toruf", "toruf", 4, 3),  # the auction's stepper
        ("sheepshead", "sheepshead", 5, 349),  # a call with an unknown: a card the first row may not offer
        ("sheepshead", "sheepshead-cracks", 5, 9),  # a crack table
        ("sheepshead", "sheepshead-fox", 4, 1),  # the other forms
        ("sheepshead", "sheepshead-indiana", 4, 5),
        ("sheepshead", "sheepshead-battery", 2, 1),
    ],
)
async def test_h_then_enter_at_every_turn_plays_normals_deal(tmp_path, game, preset, players, seed):
    app = app_for(tmp_path, game, preset, players, seed)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        kinds: set[str] = set()
        taken_all: list[str] = []
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            screen = app.screen
            g = screen.game
            want = screen.hint()
            before = len(g.actions)
            state = screen.rng.getstate()
            kinds.add(screen.prompt_spec.kind)
            await pilot.press("h")
            assert screen.rng.getstate() == state  # the bots' dice are untouched
            assert screen.query_one("#status").message.startswith("Hint: ")  # in the table's status line
            await pilot.press("enter")
            await until(pilot, lambda: len(g.actions) > before or g.deal_no > 0 or isinstance(app.screen, DealResultScreen))
            taken = g.actions[before] if len(g.actions) > before else g.log[-1].actions[before]
            assert taken == want
            taken_all.append(said(taken))
        assert " / ".join(taken_all) == NORMALS_DEAL[preset, seed]
        if preset not in ("sheepshead-fox", "sheepshead-battery"):  # games with no decision before the cards
            assert "cards" in kinds and kinds - {"cards"}  # a decision before the cards was hinted too
        if game == "sheepshead" and seed == 9:
            assert "mark" in kinds


async def test_h_says_the_move_and_why_and_enter_still_does_it(tmp_path):
    """H at a Sheepshead table: the hint names the move and normal's reason in the status line
    ("Pass: two trumps with the Q♦ and the A♥: too little, even as the last to decide"), points at the button without
    taking the focus, and Enter right after does it."""
    app = app_for(tmp_path, "sheepshead", "sheepshead", 5, 15)
    async with app.run_test(size=(160, 30), notifications=True) as pilot:
        await until(pilot, lambda: waiting(app))
        screen = app.screen
        g = screen.game
        view, legal = g.view(screen.me), g.legal_actions()
        want, why = make_bot("sheepshead", "normal").explain(view, legal, screen._hint_rng())  # type: ignore[attr-defined]
        assert want == screen.hint() and want.act == "pass" and why.key == "pass_weak"
        focused = app.focused
        await pilot.press("h")
        message = screen.query_one("#status").message
        move = hint_words(screen.prompt_spec, want, False)
        assert message == f"Hint: {with_reason('sheepshead', move, why, False)} · Enter does it"
        assert message == f"Hint: {move}: two trumps with the Q♦ and the A♥: too little, even as the last to decide · Enter does it"
        assert app.focused is focused and screen.suggestion == want
        before = len(g.actions)
        await pilot.press("enter")
        await until(pilot, lambda: len(g.actions) > before)
        assert g.actions[before] == want


async def test_a_hint_set_by_hand_says_the_move_alone(tmp_path):
    """A suggestion normal would not make has no reason of normal's: the move alone, as before."""
    app = app_for(tmp_path, "sheepshead", "sheepshead", 5, 15)
    async with app.run_test(size=(160, 30), notifications=True) as pilot:
        await until(pilot, lambda: waiting(app))
        screen = app.screen
        pick = next(a for a in screen.game.legal_actions() if a.act == "pick")
        screen.hint = lambda: pick  # type: ignore[method-assign]
        await pilot.press("h")
        assert screen.query_one("#status").message == f"Hint: {hint_words(screen.prompt_spec, pick, False)} · Enter does it"


async def test_h_when_it_is_not_your_turn_is_not_offered(tmp_path):
    """A bot's turn: the footer does not offer h, and h does nothing (it once said "Wait for your turn")."""
    req = MatchRequest("sheriff", "sheriff", NAMES[:3], ("human", "normal", "normal"), "slow", 7)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", start=req)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.game.to_act is not None)
        screen = app.screen
        assert screen.game.to_act != screen.me  # the dealer's left bids first; a slow bot thinks
        assert screen.hint() is None
        assert screen.check_action("hint", ()) is not True
        await pilot.press("h")
        assert screen.suggestion is None and screen.query_one("#status").message != "Wait for your turn"


def test_hint_words_name_the_button_the_bid_or_the_cards():
    pick = Action("pick", 0)
    assert hint_words(PromptSpec("choice", "?", (("Pick up the blind", pick), ("Pass", Action("pass", 0)))), pick, False) == "Pick up the blind"
    bid = Action("bid", 0, value=7)
    assert hint_words(PromptSpec("bid", "?", (("7", bid),)), bid, False) == "bid 7"
    play = Action("play", 0, card=0)
    assert hint_words(PromptSpec("cards", "?", legal_cards=(0,)), play, True).startswith("Play the ")
    bury = Action("bury", 0, cards=(0, 1))
    words = hint_words(PromptSpec("mark", "?", (("Bury", bury),)), bury, True)
    assert words.startswith("Bury ") and len(words.split()) == 3


async def test_nottingham_h_says_normals_move_and_marks_its_market_and_bag(tmp_path):
    from sheriff_tui.engine.nottingham.goods import counts_of
    from sheriff_tui.ui.games.nottingham import hint_words as nottingham_words

    from .test_ui_nottingham import nt_app, ready

    app = nt_app(tmp_path, seed=4, bots="normal")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        phases: set[str] = set()
        acts: set[str] = set()
        reasons = 0
        for _ in range(30):  # the first rounds' markets, bags, declarations and bargaining
            screen = await ready(pilot)
            g = screen.game
            dice = hash((screen.table.seed, g.deal_no, len(g.actions)))
            bot = make_bot("nottingham", "normal")
            want = bot.choose(g.view(screen.me), g.legal_actions(), random.Random(dice))
            assert screen.hint() == want
            why = bot.explain(g.view(screen.me), g.legal_actions(), random.Random(dice))[1]  # type: ignore[attr-defined]
            await pilot.press("h")
            said = with_reason("nottingham", nottingham_words(want, g.phase), why, False)
            assert screen.query_one("#nt-me").message == f"Hint: {said} · Enter does it"  # the move and, mostly, why
            reasons += bool(why)
            if want.act in ("market", "bag"):  # drawn as the hint's, never marked for the player
                hand = screen._hand()
                assert not hand.marked
                assert counts_of(tuple(hand.cards[i] for i in hand.hinted)) == counts_of(want.cards or ())
            phases.add(g.phase)
            acts.add(want.act)
            before = len(g.actions)
            await pilot.press("enter")  # Enter right after H does the hint, whatever the prompt's focus
            await until(pilot, lambda: len(g.actions) > before)
            assert g.actions[before] == want
        assert {"market", "take", "draw", "bag", "declare", "demand", "inspect", "pass"} <= acts
        assert {"offer", "pay", "verdict"} <= phases
        assert reasons >= 15  # the bag, the declaration, the price, the verdict say why


def test_nottingham_hint_words_say_each_act_plainly():
    from sheriff_tui.engine.nottingham import DEMAND, VERDICT
    from sheriff_tui.ui.games.nottingham import hint_words as nottingham_words

    assert nottingham_words(Action("market", 0, cards=()), "market") == "Keep your hand"
    assert nottingham_words(Action("take", 0, value=1), "take") == "Take the top of the right pile"
    assert nottingham_words(Action("demand", 0, value=5), DEMAND) == "Ask 5 gold"
    assert nottingham_words(Action("pass", 0), DEMAND) == "Name no price"
    assert nottingham_words(Action("pass", 0), VERDICT) == "Let the bag through"
    assert nottingham_words(Action("offer", 0, value=3), "offer") == "Offer 3 gold"


async def test_nottingham_a_hinted_offer_is_drawn_not_filled_in_and_enter_makes_it(tmp_path):
    from .test_ui_nottingham import nt_app, to_own_offer

    app = nt_app(tmp_path, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_own_offer(pilot, 4)
        view = screen.game.view(screen.me)
        good = next(g for g, n in enumerate(view.bag) if n)
        offer = Action("offer", screen.me, value=min(2, view.gold[screen.me]), bag=(good,), promise=True)
        focused = app.focused
        screen.suggestion = offer  # as H does with normal's offer
        screen.draw_suggestion(offer)
        await pilot.pause()
        assert screen.gold_input.value == "" and not screen.promise.value  # the form stays the player's
        assert not screen.bag_row.marked and screen.bag_row.hinted and screen.named["offer"].has_class("-hinted")
        assert app.focused is focused
        await pilot.press("enter")
        await until(pilot, lambda: any(a.act == "offer" and a.seat == screen.me for a in screen.game.actions))
        made = [a for a in screen.game.actions if a.act == "offer" and a.seat == screen.me][-1]
        assert (made.value, made.bag, made.promise) == (offer.value, offer.bag, True)


async def test_nottingham_hints_of_a_discard_and_a_counter_say_it_and_enter_does_it(tmp_path):
    """The acts the first rounds' hints seldom reach: a card put back on a pile after the market, and
    the Sheriff's counter-offer. H says each in words, and Enter right after does it (the hint is
    set by the test: normal seldom discards or counters on a seeded table's first rounds)."""
    from sheriff_tui.engine.nottingham import DISCARD, MARKET, TAKE, VERDICT
    from sheriff_tui.ui.games.nottingham import hint_words as nottingham_words

    from .test_ui_nottingham import answer, nt_app, ready

    assert nottingham_words(Action("discard", 0, card=0, value=1), DISCARD) == "Put 1 apple on the right pile"
    assert nottingham_words(Action("demand", 0, value=7), VERDICT) == "Counter: ask 7 gold instead"

    async def hinted_then_enter(screen, action) -> None:
        screen.hint = lambda: action  # type: ignore[method-assign]
        before = len(screen.game.actions)
        await pilot.press("h")
        said = with_reason("nottingham", nottingham_words(action, screen.game.phase), screen.hint_reason(action), False)
        assert screen.query_one("#nt-me").message == f"Hint: {said} · Enter does it"  # with normal's reason when it is normal's move
        await pilot.press("enter")
        await until(pilot, lambda: len(screen.game.actions) > before)
        assert screen.game.actions[before] == action

    app = nt_app(tmp_path, seed=5)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        screen = await ready(pilot)
        while screen.game.phase != MARKET:
            await answer(pilot, random.Random(1))
            screen = await ready(pilot)
        await pilot.press("1", "2", "enter")  # two cards set aside: they go back on the piles
        screen = await ready(pilot)
        while screen.game.phase == TAKE:
            await pilot.press("d")
            screen = await ready(pilot)
        assert screen.game.phase == DISCARD
        legal = list(screen.game.legal_actions())
        await hinted_then_enter(screen, legal[-1])
    app = nt_app(tmp_path / "sheriff", seed=3)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        screen = await ready(pilot)
        while screen.game.phase != VERDICT:
            await pilot.press("3", "enter")  # the price asked of each bag
            screen = await ready(pilot)
        lo, hi = screen.game.counter_range()
        await hinted_then_enter(screen, Action("demand", screen.me, value=hi))
        assert screen.game.counters_left == 0 and screen.game.bids[-1].demand == hi


def hard_hints_app(tmp_path, seed: int = 3) -> SheriffApp:
    (tmp_path / "config").mkdir(parents=True, exist_ok=True)
    (tmp_path / "config" / "config.toml").write_text('hints = "hard"\n', encoding="utf-8")
    return app_for(tmp_path, "sheriff", "sheriff", 3, seed)


async def to_a_card_with_a_choice(pilot) -> TableScreen:
    """Normal's moves for the human until a card to play with two or more legal ones."""
    app = pilot.app
    while True:
        await until(pilot, lambda: waiting(app))
        screen = app.screen
        g = screen.game
        legal = g.legal_actions()
        if g.view(screen.me).phase == "play" and len(legal) > 1:
            return screen
        screen.act(screen.hint())


async def test_hints_from_hard_weigh_the_moves_in_a_worker_and_say_the_top_two(tmp_path):
    """Settings' hints = hard: H says hard is weighing, then names the move its search finds best
    with the points of its top two moves, the same figures as ``appraise`` gives; Enter does it."""
    app = hard_hints_app(tmp_path)
    async with app.run_test(size=(160, 30)) as pilot:
        screen = await to_a_card_with_a_choice(pilot)
        g = screen.game
        view, legal = g.view(screen.me), g.legal_actions()
        normal = screen.hint()
        values = make_bot("sheriff", "hard").appraise(view, legal, screen._hint_rng(), normal)
        assert len(values) >= 2
        ranked = sorted(values, key=lambda av: -av[1])
        await pilot.press("h")  # "Hint: hard is weighing the moves…" until the worker answers
        await until(pilot, lambda: screen.suggestion is not None, limit=20000)
        message = screen.query_one("#status").message
        assert screen.suggestion == ranked[0][0]
        top_two = ", ".join(f"{label(a.card, False)} {v:+.1f}" for a, v in ranked[:2])
        assert f"· hard's search: {top_two} (your points this deal) · Enter does it" in message, message
        before = len(g.actions)
        await pilot.press("enter")
        await until(pilot, lambda: len(g.actions) > before)
        assert g.actions[before] == ranked[0][0]


async def test_a_key_while_hard_weighs_lets_its_hint_go(tmp_path):
    """Any key after H drops the hint still being weighed: its answer never lands as a suggestion."""
    app = hard_hints_app(tmp_path)
    async with app.run_test(size=(160, 30)) as pilot:
        screen = await to_a_card_with_a_choice(pilot)
        await pilot.press("h", "right")
        await until(pilot, lambda: all(w.is_finished for w in screen.workers if w.group == "hint"), limit=20000)
        await pilot.pause()
        assert screen.suggestion is None
        assert "hard is weighing" not in (screen.query_one("#status").message or "")
