"""The trick on the table: laid out as the seats sit, the card taking it marked, the finished
trick held until a key or the pace's hold; and the layout as it grows with the terminal."""

from __future__ import annotations

import pytest

from sheriff_tui.ui.screens.bot_turns import TRICK_HOLD
from sheriff_tui.ui.screens.table import TableScreen
from sheriff_tui.ui.widgets.hand import Hand
from sheriff_tui.ui.widgets.trick import TrickView, places

from .test_ui_sheepshead import sheep_app
from ..ui_helpers import human_waits, make_app, plain, until

SLOW_LIMIT = 30000  # pauses while a timer of the pace runs: state, not time, ends the wait


@pytest.mark.parametrize("n", range(3, 9))
def test_the_seats_sit_around_the_trick_in_their_order_of_play(n: int) -> None:
    for me in (0, n - 1):
        seated = places(n, me)
        assert seated[me] == ("bottom", 0.5) and len(set(seated.values())) == n
        left, right = seated[(me + 1) % n], seated[(me - 1) % n]
        assert left[1] == 0.0 and right[1] == 1.0  # the next to play sits at the left, the one before at the right
        top = [s for s, (row, _) in seated.items() if row == "top"]
        assert (bool(top) or n == 3) and all(seated[a][1] < seated[b][1] for a, b in zip(top, top[1:]))


async def play_until(pilot, app, done) -> TableScreen:
    """Play the first playable card (or the first legal answer to any other question, a deal's
    result closed) until ``done(screen)``."""
    from sheriff_tui.ui.screens.results import DealResultScreen

    await until(pilot, lambda: isinstance(app.screen, TableScreen))
    screen = app.screen
    while not done(screen):
        await until(pilot, lambda: done(screen) or human_waits(app) or isinstance(app.screen, DealResultScreen))
        if done(screen):
            break
        if isinstance(app.screen, DealResultScreen):
            await pilot.press("enter")  # next deal
            continue
        if screen.prompt_spec.kind == "cards":
            await pilot.press("1")
        else:
            screen.act(screen.game.legal_actions()[0])
    return screen


async def test_the_trick_at_80x24_lies_around_the_table_with_the_taking_card_marked(tmp_path):
    app = sheep_app(tmp_path, seed=3)  # five seats
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await play_until(pilot, app, lambda s: len(s.game.view(s.me).trick) >= 2 and s.game.to_act == s.me)
        view = screen.game.view(screen.me)
        box = screen.query_one("#trick", TrickView)
        assert box.me == screen.me and not box.big  # 24 rows: a row per card, not faces
        lines = plain(box).split("\n")
        assert len(lines) == box.content_size.height and len(lines) - bool(box.footer) == 3  # three rows for five seats, not a row each
        assert all(len(line) <= box.content_size.width for line in lines)
        assert lines[2].strip().startswith("You")  # the human at the bottom
        assert lines[1].startswith("Belle")  # the next to play at the left
        assert "Calamity" in lines[1] and "Wyatt" in lines[0] and "Doc" in lines[0]  # the one before at the right, the rest across
        taking = screen.game.winning_seat()
        assert box.winner == taking and f"{view.players[taking]} winning" in str(box.border_subtitle)
        # nothing covers the cards: the trick, the prompt and the hand each in sight, apart
        hand = screen.query_one(Hand)
        assert hand.region.bottom <= 23 and hand.region.height >= 4
        assert box.region.bottom <= screen.query_one("#prompt").region.y <= hand.region.y
        assert box.region.height == len(lines) + 2


async def test_three_seats_sit_in_two_rows_with_no_blank_row_below_at_80x24(tmp_path):
    app = make_app(tmp_path, seed=11)  # Sheriff: three seats
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        box = screen.query_one("#trick", TrickView)
        assert box.me is None and len(plain(box).split("\n")) == 3  # the auction: a row per seat
        screen = await play_until(pilot, app, lambda s: s.game.view(s.me).phase == "play" and s.game.to_act == s.me)
        await pilot.pause()
        lines = plain(box).split("\n")
        assert len(lines) == 2 and all(line.strip() for line in lines), lines  # the two others, then You
        assert box.region.height == len(lines) + 2 and box.content_size.height == 2


async def test_at_160x50_the_trick_is_centred_its_cards_grow_and_the_log_keeps_its_width(tmp_path):
    app = sheep_app(tmp_path, seed=3)
    async with app.run_test(size=(160, 50)) as pilot:
        screen = await play_until(pilot, app, lambda s: len(s.game.view(s.me).trick) >= 1 and s.game.to_act == s.me)
        await pilot.pause()
        assert screen.has_class("-wide") and screen.has_class("-tall")
        box = screen.query_one("#trick", TrickView)
        centre = screen.query_one("#centre").region
        assert box.big and box.region.width <= 76
        assert abs((box.region.x + box.region.width / 2) - (centre.x + centre.width / 2)) <= 1  # centred across
        felt = screen.query_one("#felt").region
        assert abs((box.region.y + box.region.height / 2) - (felt.y + felt.height / 2)) <= 1  # and up and down
        assert screen.query_one("#log").region.width <= 60
        lines = plain(box).split("\n")
        assert len(lines) >= 11  # a name above a card three rows high, per row of seats
        # each card on the felt is a whole face: three rows of its colour, the middle one blank
        # (a face at a row's end lost its spaces to the trim of the felt once; seen in a browser)
        drawn = box._drawn(box.content_size.width).split("\n")
        faces = [(s.start, s.end) for s in drawn[1].spans if s.end - s.start == box.BIG_CARD]
        assert faces
        for row in drawn[2:4]:
            assert [(s.start, s.end) for s in row.spans if s.end - s.start == box.BIG_CARD] == faces
            assert len(row.plain) >= faces[-1][1]
        # the hand grows too: each card framed, three rows high, and a click on a frame plays it
        hand = screen.query_one("#hand", Hand)
        assert plain(hand).count("╭───╮") == len(hand.cards) and hand.content_region.height >= 4
        i = max(i for i, c in enumerate(hand.cards) if c in hand.legal)
        card = hand.cards[i]
        await pilot.click(Hand, offset=(2 + 6 * i + 2, 3))
        await until(pilot, lambda: card not in hand.cards)


async def test_a_finished_trick_stays_until_a_key_then_the_next_lead(tmp_path):
    assert TRICK_HOLD["instant"] == 0 and TRICK_HOLD["normal"] >= 1.5
    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await play_until(pilot, app, lambda s: s.game.view(s.me).phase == "play")
        app.pace = "fast"  # bots a quarter second apart, the trick held three quarters
        game = screen.game
        while not screen.holding:
            await until(pilot, lambda: screen.holding or human_waits(app), SLOW_LIMIT)
            if not screen.holding:
                await pilot.press("1")
        box = screen.query_one("#trick", TrickView)
        won = game.view(screen.me).history[-1]
        # every card of the trick still in sight, its taker said; the bots wait
        assert len(box.cards) == game.n and sorted(box.cards.values()) == sorted(won.cards)
        assert box.border_title == "Trick won" and f"{game.players[won.winner]} wins" in str(box.border_subtitle)
        assert game.to_act == won.winner != screen.me and not game.trick
        played = len(game.actions)
        await pilot.press("space")  # any key goes on (it is spent on that, not on the hand)
        assert not screen.holding
        await until(pilot, lambda: len(game.actions) > played, SLOW_LIMIT)
        assert game.actions[played].seat == won.winner  # the winner leads the next trick
        assert len(screen.query_one("#trick", TrickView).cards) == 1


async def test_a_finished_trick_goes_when_the_pace_s_hold_has_passed(tmp_path):
    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await play_until(pilot, app, lambda s: s.game.view(s.me).phase == "play")
        app.pace = "fast"
        game = screen.game
        while not screen.holding:
            await until(pilot, lambda: screen.holding or human_waits(app), SLOW_LIMIT)
            if not screen.holding:
                await pilot.press("1")
        played = len(game.actions)
        await until(pilot, lambda: not screen.holding, SLOW_LIMIT)  # the timer, no key
        assert len(game.actions) == played  # nobody played while it was held
        await until(pilot, lambda: len(game.actions) > played, SLOW_LIMIT)


async def test_at_instant_pace_nothing_is_held(tmp_path):
    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await play_until(pilot, app, lambda s: len(s.game.view(s.me).history) >= 2)
        assert not screen.holding


async def test_the_deal_s_last_trick_stays_before_its_result(tmp_path):
    from sheriff_tui.ui.screens.results import DealResultScreen

    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await play_until(pilot, app, lambda s: s.game.view(s.me).phase == "play" and s.game.view(s.me).hand_counts[s.me] == 1 and s.game.to_act == s.me)
        app.pace = "fast"
        await pilot.press("1")  # the human's last card: the bots end the deal
        await until(pilot, lambda: screen.holding or isinstance(app.screen, DealResultScreen), SLOW_LIMIT)
        assert screen.holding and app.screen is screen  # the last trick, not yet the result
        box = screen.query_one("#trick", TrickView)
        assert box.border_title == "Last trick" and len(box.cards) == screen.game.n
        await pilot.press("escape")  # spent on going on: not the menu
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))
        assert not screen.holding


def test_the_trick_s_taker_is_said_in_the_right_person() -> None:
    box = TrickView()
    box.show(["You", "Belle", "Wyatt"], {0: 1, 1: 2, 2: 3}, 1, winner=0, title="Trick won", me=0, taken=True)
    assert box.border_subtitle == "Belle led · You win"
    box.show(["You", "Belle", "Wyatt"], {0: 1, 1: 2, 2: 3}, 1, winner=2, title="Trick won", me=0, taken=True)
    assert box.border_subtitle == "Belle led · Wyatt wins"
    box.show(["You", "Belle", "Wyatt"], {1: 2, 2: 3, 0: 1}, 1, winner=0, me=0)
    assert box.border_subtitle == "Belle led · You winning"
