"""Sheepshead house variants at the table, as a player meets them: the partner
prompts of the six- and seven-hand games, what the log says of them, and the
results of the hands nobody picks (doubler, schwanzer).

The bots pass whenever they may (scripted, so the deals do not move when the
computer players get better); the human deals and so is asked last.
"""

from __future__ import annotations

from sheriff_tui.ui.screens.results import DealResultScreen
from sheriff_tui.ui.widgets.prompt import ActionPrompt
from sheriff_tui.ui.widgets.seat import SeatPanel
from sheriff_tui.ui.widgets.trick import TrickView

from .test_ui_sheepshead import SIZE, PassBot, passing_table, sheep_app
from ..ui_helpers import human_waits, plain, table_of, to_deal_result, until


def log_lines(screen) -> list[str]:
    return list(screen.query_one("#log").texts)


def buttons(screen) -> list[str]:
    return [label for label, _ in screen.prompt_spec.choices]


async def pick_up(pilot, screen) -> None:
    """Everyone else passed: the human picks, and waits for the partner prompt."""
    from textual.widgets import Button

    # the prompt's buttons mount after the prompt is set: Enter before the focus reaches them was lost
    await until(pilot, lambda: human_waits(pilot.app) and screen.game.view(0).phase == "pick" and isinstance(pilot.app.focused, Button))
    await pilot.press("enter")  # "Pick up the blind" is focused
    await until(pilot, lambda: human_waits(pilot.app) and screen.game.view(0).phase != "pick")


async def test_the_partner_behind_prompt_says_how_many_each_button_takes(tmp_path, bots):
    """Seven-hand, partner behind: the buttons were 'Take Take Take Nuke', the question
    'Your partner: nobody to call', and the log 'You take'."""
    async with passing_table(tmp_path, bots, seed=9, preset="sheepshead-7-behind", players=7) as (app, pilot, screen):
        await pick_up(pilot, screen)
        spec = screen.prompt_spec
        assert buttons(screen) == ["Take none", "Take one", "Take two", "Nuke: hand out, blind in"]  # the dealer may nuke
        assert "Partner: Belle, behind you." in spec.question
        assert "nobody to call" not in spec.question and "nuke" in spec.question.lower()
        assert "picked: taking …" in plain(screen.query_one(TrickView))  # not 'calling': nothing is called
        assert "not taken yet" in plain(screen.query_one(TrickView))  # the blind waits for the choice: not 'taken by You'
        assert "taken by" not in plain(screen.query_one(TrickView))
        await pilot.press("right", "enter")  # Take one
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "mark")
        lines = log_lines(screen)
        assert "You take one of the blind" in lines
        # the one partner is known from the start: the rest are opponents (their panels said nothing)
        roles = {p.seat: p.border_subtitle for p in screen.query(SeatPanel)}
        assert roles[1] == "Partner" and all(roles[s] == "Opponent" for s in range(2, 7))
        assert any(line.startswith("Belle is the partner, behind the picker and takes one;") for line in lines)


async def test_the_die_says_what_it_rolled_and_who_is_the_partner(tmp_path, bots):
    async with passing_table(tmp_path, bots, seed=9, preset="sheepshead-7-dice", players=7) as (app, pilot, screen):
        await pick_up(pilot, screen)
        game = screen.game
        die = game.die
        mate = game.players[die % 7]
        lines = log_lines(screen)
        assert f"You roll a {die}" in lines
        assert f"{mate} takes the other half of the blind: {mate} is the partner" in lines


async def test_going_alone_is_offered_in_words_exactly_where_the_table_has_it(tmp_path, bots):
    """Six-hand J♦ and called ace: the question said 'Or go alone' above a lone 'Call the A♥', where
    a picker may not go alone (jd_alone off: test_jd_and_called_ace_the_call_says_who_the_partners_are).
    The preset now has jd_alone (seed 001: the variants differ in 「選択者が単独でプレイすることを選択できるかどうか」,
    whether the picker may choose to play alone): the button and the words both say it."""
    async with passing_table(tmp_path, bots, seed=10, preset="sheepshead-6-jd-ace", players=6) as (app, pilot, screen):
        await pick_up(pilot, screen)
        spec = screen.prompt_spec
        assert [a.act for _, a in spec.choices] == ["call", "alone"]
        assert spec.question.endswith("Or go alone: the J♦'s holder defends too.")
        assert "go alone" in screen.query_one(ActionPrompt).question.lower()


async def test_the_called_ace_prompt_still_offers_going_alone_in_words(tmp_path, bots):
    async with passing_table(tmp_path, bots, seed=9, preset="sheepshead") as (app, pilot, screen):
        await pick_up(pilot, screen)
        spec = screen.prompt_spec
        assert "Go alone" in buttons(screen) and "go alone" in spec.question.lower()
        assert not isinstance(app.screen, DealResultScreen)


def test_the_nuke_is_told_to_every_seat():
    from sheriff_tui import presets
    from sheriff_tui.engine import sheepshead as sh
    from sheriff_tui.engine.core import Action
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    rules = presets.load_rules("sheepshead", "sheepshead-7-behind")
    game = sh.new_game(rules, ["You", "Belle", "Wyatt", "Doc", "Calamity", "Jesse", "Annie"], seed=9)
    while game.to_act != game.view(0).dealer:
        game.apply(Action("pass", game.to_act))
    dealer = game.to_act
    game.apply(Action("pick", dealer))
    events = game.apply(Action("nuke", dealer))
    assert dealer == 0  # the human deals the first hand
    lines = [ADAPTER.describe(e, game.view(0), False) for e in game.events_for(0, events)]
    assert lines[0] == "You nuke: your hand goes to the opponents' bury, the whole blind to you; Belle is the partner"
    other = ADAPTER.describe(events[0]._replace(seat=3), game.view(3), False)  # as if Doc had dealt and nuked
    assert other.startswith("Doc nukes: their hand goes to the opponents' bury, the whole blind to Doc;")


async def test_a_doubler_is_not_called_a_tie(tmp_path, bots):
    """Everyone passed at a doubler table: the result said 'A tie: nothing changes hands'
    over a row of zero tricks and points; it says what a doubler is instead."""
    async with passing_table(tmp_path, bots, seed=9, preset="sheepshead-doubler") as (app, pilot, _):
        await pilot.press("p")
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))
        result = app.screen
        notes = "\n".join(result.notes)
        assert "tie" not in notes.lower()
        assert "dealt again" in notes and "next hand counts ×2" in notes
        assert result.columns == ("player", "role", "change")
        assert all(len(row) == len(result.columns) for row in result.rows)


async def test_a_schwanzer_shows_each_hands_count_and_who_pays(tmp_path, bots):
    """Everyone passed at a schwanzer table: the result had no word on how hands count nor
    what each showed (its columns were tricks and points, all 0), and said 'You shows … pays'."""
    async with passing_table(tmp_path, bots, seed=9, preset="sheepshead-schwanzer") as (app, pilot, _):
        await pilot.press("p")
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))
        shown = app.screen
        game = table_of(app).game
        r = game.results[0]
        assert r.kind == "schwanzer" and r.winner == 0  # the human's Q♣ J♥ 9♦ counts 6, the most
        assert shown.headline == "Schwanzer: You show the most (6) and pay each player"
        notes = "\n".join(shown.notes)
        assert "queens count 3, jacks 2, other trumps 1" in notes
        assert "Shown: " + ", ".join(f"{n} {v}" for n, v in zip(game.players, r.shown)) + "." in notes
        assert r.shown == (6, 5, 6, 6, 3)  # a three-way tie on 6: the Q♣ pays
        assert "You, Wyatt and Doc tie on 6: You hold the highest trump and pay." in notes
        assert shown.columns == ("player", "role", "shows", "change")
        assert [row[2] for row in shown.rows] == [str(v) for v in r.shown]
        assert [row[1] for row in shown.rows][0] == "loser"


def _behind_result(act: str, seed: int = 0, deal: int = 2):
    """A seven-hand partner-behind deal: the human deals and picks, then ``act`` (take none, or
    nuke); a random bot plays the cards. The result and the finished deal's view."""
    import random

    from sheriff_tui import presets
    from sheriff_tui.bots import RandomBot
    from sheriff_tui.engine import sheepshead as sh
    from sheriff_tui.engine.core import Action
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    rules = presets.load_rules("sheepshead", "sheepshead-7-behind")
    game = sh.new_game(rules, ["You", "Belle", "Wyatt", "Doc", "Calamity", "Jesse", "Annie"], seed=deal)
    while game.to_act != 0:
        game.apply(Action("pass", game.to_act))
    game.apply(Action("pick", 0))
    dealt = game.view(0).hand
    game.apply(Action("take", 0, value=0) if act == "take" else Action("nuke", 0))
    rng, bot = random.Random(seed), RandomBot()
    while True:
        before = game.view(0)
        for e in game.apply(bot.choose(game.view(game.to_act), game.legal_actions(), rng)):
            if e.kind == "deal_scored":
                return e.data, ADAPTER.final_view(before, e.data), dealt


def test_the_opponents_bury_is_not_counted_as_the_pickers():
    """Partner behind: the result's bury holds the side's and the opponents' (the blind's last
    two, unseen); the notes called all of it the side's ('(17 of them buried)' for 14)."""
    from sheriff_tui.cards import bits
    from sheriff_tui.engine import sheepshead as sh
    from sheriff_tui.ui.cardtext import label
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    result, final, _ = _behind_result("take")
    theirs = tuple(result.blind[2:])
    assert sum(sh.POINTS[c] for c in theirs) > 0  # deal 2: the opponents' bury holds count
    own = [c for c in result.buried if c not in theirs]
    assert set(theirs) <= set(result.buried) and len(own) == 2
    notes = ADAPTER.result_notes(result, final)
    own_points = sum(sh.POINTS[c] for c in own)
    mention = f"({own_points} of them buried)" if own_points else "points in"
    assert mention in notes[0]
    assert any(n.startswith("Buried for the opponents: " + " ".join(label(c) for c in theirs)) for n in notes)

    result, final, dealt = _behind_result("nuke")
    notes = ADAPTER.result_notes(result, final)
    assert "of them buried" not in notes[0]  # the nuker buries nothing
    nuked = " ".join(label(c) for c in result.buried)
    assert set(result.buried) == set(bits(dealt)) and any(n.startswith(f"Buried for the opponents: {nuked}") for n in notes)


class WyattPicks:
    """Wyatt picks (calling the first card offered); everyone passes whatever else they may."""

    def choose(self, view, legal, rng):
        acts = {a.act: a for a in legal}
        if view.phase == "pick":
            return acts["pick"] if view.seat == 2 and "pick" in acts else acts.get("pass", legal[0])
        if "pass" in acts:
            return acts["pass"]
        calls = [a for a in legal if a.act == "call"]
        return calls[0] if calls else legal[0]


async def test_a_knock_declined_is_told_apart_from_a_pick_passed(tmp_path, bots):
    """Cracks: after the bury the log read 'Belle passes', 'Doc passes' … again, as if the
    blind went round once more; a declined knock now says so, here and after Continue."""
    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.menu import MenuScreen

    bots(WyattPicks)
    app = sheep_app(tmp_path, seed=1, preset="sheepshead-cracks")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app) and app.screen.game.view(0).phase == "knock")
        screen = app.screen
        assert [label for label, _ in screen.prompt_spec.choices] == ["Crack ×2", "Pass"]  # the dealer had no chance to pick
        await pilot.press("p")
        await until(pilot, lambda: human_waits(app) and screen.game.view(0).phase == "play")
        live = log_lines(screen)
    assert live[1:8] == [
        "Deal 1 of 10: You deal", "Belle passes", "Wyatt picks up the blind", f"Wyatt calls the {live[4].split('the ')[-1]}",
        "Wyatt buries two cards", "Belle does not knock", "Doc does not knock",
    ]
    assert "Calamity does not knock" in live and "You do not knock" in live
    # Continue: the same words, the pick's pass still a pass
    again = SheriffApp(tmp_path / "config", tmp_path / "data", pace="instant")
    async with again.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(again.screen, MenuScreen))
        await pilot.press("c")
        await until(pilot, lambda: human_waits(again))
        told = log_lines(again.screen)
    assert told[1:] == live[1 : len(told)]


async def test_without_a_black_queen_the_human_knows_to_be_an_opponent(tmp_path, bots):
    """Four-hand black queens: the human holds neither queen, yet the status line and the
    human's role said nothing (a partner is marked as soon as the deal is seen)."""
    from sheriff_tui.cards import bits, parse_cards

    async with passing_table(tmp_path, bots, seed=1, preset="sheepshead-4-queens", players=4) as (app, pilot, screen):
        view = screen.game.view(0)
        assert not set(parse_cards("QC QS")) & set(bits(view.hand))
        assert "You · opponent ·" in str(screen.query_one("#status").render())
        assert all(p.border_subtitle in (None, "", "Partner") for p in screen.query(SeatPanel))  # the others: unknown


async def test_a_picker_alone_sees_their_points_once(tmp_path, bots):
    """J♦ with calling up: the picker going alone read 'You · picker alone · 0 pts · picker alone 0'."""
    async with passing_table(tmp_path, bots, seed=8, preset="sheepshead-jd-callup") as (app, pilot, screen):
        await pick_up(pilot, screen)
        assert buttons(screen) == ["Call the J♥", "Go alone"]
        await pilot.press("right", "enter")
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "mark")
        assert "You make no call" in log_lines(screen)
        await pilot.press("7", "8", "enter")
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "cards")
        status = str(screen.query_one("#status").render())
        assert status.startswith("You · picker alone · ") and status.count("picker alone") == 1


def test_a_doubler_on_the_last_deal_promises_no_next_hand():
    """Everyone passed on the match's last deal: the result said 'the next hand counts ×1024' (ten in a row)."""
    from sheriff_tui import presets
    from sheriff_tui.engine import sheepshead as sh
    from sheriff_tui.engine.core import Action
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    rules = presets.load_rules("sheepshead", "sheepshead-doubler")
    game = sh.new_game(rules, ["You", "Belle", "Wyatt", "Doc", "Calamity"], seed=9)
    results = []
    while game.to_act is not None:
        before = game.view(0)
        for e in game.apply(Action("pass", game.to_act)):
            if e.kind == "deal_scored":
                results.append((e.data, ADAPTER.final_view(before, e.data)))
    assert len(results) == rules.deals
    first, view = results[0]
    assert "next hand counts ×2" in ADAPTER.result_headline(first, view)
    last, view = results[-1]
    assert "next hand" not in ADAPTER.result_headline(last, view)
    assert ADAPTER.result_headline(last, view) == "Nobody picked: a doubler, but the match ends with this deal"
    assert any("no next hand" in n for n in ADAPTER.result_notes(last, view))


def test_a_seat_line_too_wide_folds_into_the_free_row():
    """'0 pts  0 tricks' among eight seats: folded at its double space into the row above when that
    row is free, left as it is when there is no room (the seat to act shows its marker there)."""
    from sheriff_tui.ui.widgets.seat import fit_rows

    assert fit_rows(["", "0 pts  0 tricks"], False, 0) == ["", "0 pts  0 tricks"]  # not laid out yet
    assert fit_rows(["", "0 pts  0 tricks"], False, 20) == ["", "0 pts  0 tricks"]  # room enough
    assert fit_rows(["", "0 pts  0 tricks"], False, 8) == ["0 pts", "0 tricks"]
    assert fit_rows(["", "0 pts  0 tricks"], True, 8) == ["0 pts", "0 tricks"]
    assert fit_rows(["picked", "0 pts  0 tricks"], False, 8) == ["picked", "0 pts", "0 tricks"]
    assert fit_rows(["picked", "0 pts  0 tricks"], True, 8) == ["picked", "0 pts  0 tricks"]
    assert fit_rows(["picked", "6 cards"], False, 5) == ["picked", "6 cards"]  # nowhere to fold


async def test_eight_seats_on_80_columns_show_their_tricks(tmp_path, bots):
    """Eight-hand at 80 x 24: each seat's panel read '0 pts  0' with 'tricks' cut off."""
    bots(PassBot)
    app = sheep_app(tmp_path, seed=3, preset="sheepshead-8", players=8)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app) and app.screen.game.phase == "play")
        screen = app.screen
        await pilot.pause()
        for panel in screen.query(SeatPanel):
            if not panel.has_class("-active"):
                lines = plain(panel).splitlines()
                assert len(lines) <= 3 and "trick" in lines[-1], lines
                assert all(len(line) <= panel.content_size.width for line in lines), (lines, panel.content_size)


def test_picker_pays_says_why_the_partner_pays_nothing():
    """sheepshead-picker-pays, the side taking no trick: the notes read 'Picker -18, partner +0'
    with no word of the house rule; they say the picker paid the partner's share, and why."""
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    from ..sheepshead_helpers import play_policy
    from ..engine.test_sheepshead_variants import exempt_game

    game = exempt_game(partner_exempt="no_tricks")
    before = game.view(0)
    play_policy(game, {0, 3, 4})
    result = game.results[0]
    assert result.exempt and result.scores == (6, -18, 0, 6, 6)
    notes = ADAPTER.result_notes(result, ADAPTER.final_view(before, result))
    assert notes[-1] == "Picker -18, the partner's share too: the picker's side took no trick, so the partner pays nothing; each opponent +6."


def test_three_against_three_names_the_side_and_its_partners_as_a_list():
    """Six-hand J♦ and called ace, 3 against 3: the notes read 'Seat 2 and Seat 4 and Seat 6'
    and 'partner +1, +1'; now 'Seat 2, Seat 4 and Seat 6' and 'partners +1, +1'."""
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    from ..sheepshead_helpers import A, deal, play_policy, run
    from ..engine.test_sheepshead_variants import JD6_3V3, JDCA_RULES, game

    g = game(deal(JD6_3V3, "8H 7H"), JDCA_RULES)
    run(g, [A("pick", 1), A("call", 1, card="AH"), A("bury", 1, cards="JC 8H")])
    before = g.view(0)
    play_policy(g, {1, 3, 5})
    result = g.results[0]
    notes = ADAPTER.result_notes(result, ADAPTER.final_view(before, result))
    names = before.players
    a, b, c = (names[s] for s in result.side)
    assert sorted(result.side) == [1, 3, 5] and notes[0].startswith(f"{a}, {b} and {c}: ")
    sc = result.scores
    assert notes[-1] == f"Picker {sc[1]:+d}, partners {sc[3]:+d}, {sc[5]:+d}, each opponent {sc[0]:+d}."


def test_a_lone_player_is_not_told_of_a_partner_share():
    """Three-hand (no partner at any time) read 'Alone, Seat 2 takes the partner's share too';
    four-hand black queens in one hand read 'Each of the side +9' and called their holder 'partner'."""
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    from ..sheepshead_helpers import A, deal, play_policy
    from ..engine.test_sheepshead_variants import QQ4_ALONE, QQ4_RULES, THREE, game, rules

    g = game(deal(THREE, "8D 7D"), rules(players=3, partner="none"))
    g.apply(A("pick", 1))
    g.apply(A("bury", 1, cards="8D 7D"))
    before = g.view(0)
    play_policy(g, {1})
    result = g.results[0]
    notes = ADAPTER.result_notes(result, ADAPTER.final_view(before, result))
    assert notes[-1] == f"{before.players[1]} against 2: +6; each opponent -3."

    g = game(deal(QQ4_ALONE), QQ4_RULES)
    before = g.view(1)
    play_policy(g, {0})
    result = g.results[0]
    final = ADAPTER.final_view(before, result)
    notes = ADAPTER.result_notes(result, final)
    sc = result.scores
    assert notes[-1] == f"{before.players[0]} alone against 3: {sc[0]:+d}; each opponent {sc[1]:+d}."
    assert [row[1] for row in ADAPTER.result_rows(result, final)] == ["alone", "opponent", "opponent", "opponent"]


def test_dice_or_all_the_blind_waits_face_down_for_the_choice():
    """Seven-hand, die or all four: the picker chooses before seeing the blind, which the box shows
    as not taken yet (it said 'taken by You' and the picker held all four)."""
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    from ..sheepshead_helpers import A, deal
    from ..engine.test_sheepshead_variants import SEVEN, SEVEN_BLIND, game, rules

    g = game(deal(SEVEN, SEVEN_BLIND), rules(players=7, blind=4, partner="dice", dice_or_all=True))
    g.apply(A("pick", 1))
    footer = ADAPTER.auction_extras(g.view(1), False)[2]
    assert footer[-1] == "  not taken yet" and all(c == -1 for c in footer[1:-1:2])
    g.apply(A("alone", 1))
    assert ADAPTER.auction_extras(g.view(1), False)[2][-1] == "  now in your hand"


def test_three_and_one_the_log_says_who_takes_the_blinds_last_card():
    """Seven-hand three and one: the player behind the picker was handed the blind's last card
    with no word in the log, then asked to bury a card."""
    from sheriff_tui.cards import card_str
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    from ..sheepshead_helpers import A, deal
    from ..engine.test_sheepshead_variants import SEVEN, SEVEN_BLIND, game, rules

    g = game(deal(SEVEN, SEVEN_BLIND), rules(players=7, blind=4, partner="jack_of_diamonds", blind_next=1))
    events = g.apply(A("pick", 1))
    names = g.view(2).players
    assert ADAPTER.describe(events[0], g.view(2), False) == f"{names[1]} picks up the blind; {names[2]} takes its last card: {card_str(g.blind[3], symbols=True)}"
    assert ADAPTER.describe(events[0], g.view(4), False) == f"{names[1]} picks up the blind; {names[2]} takes its last card"


def test_a_player_holding_both_black_queens_is_shown_alone():
    """Four-hand black queens in one hand: that player's panel and status said 'Partner'."""
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    from ..sheepshead_helpers import deal
    from ..engine.test_sheepshead_variants import QQ4_ALONE, QQ4_RULES, game

    g = game(deal(QQ4_ALONE), QQ4_RULES)
    view = g.view(0)
    assert ADAPTER.role(view, 0) == "Alone" and ADAPTER.status_line(view, "").startswith(f"{view.players[0]} · alone")
    assert ADAPTER.seat_info(view, 0, False).team == "a"
    assert ADAPTER.title(view, False).endswith(f"· {view.players[0]} alone")
    assert "alone" not in ADAPTER.title(g.view(1), False) and ADAPTER.role(g.view(1), 0) == ""  # the others don't know


def test_a_moster_won_by_taking_every_trick_says_so():
    """Moster: a player taking every trick wins instead of paying; the result read 'wins with 120
    points' over 'the most points pays 1 to each player'."""
    from sheriff_tui import presets
    from sheriff_tui.engine import sheepshead as sh
    from sheriff_tui.engine.core import Action
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    from ..sheepshead_helpers import deal, play_policy

    hands = ["QC QS QH QD JC JS", "AC TC KC 9C 8C 7C", "AS TS KS 9S 8S 7S", "AH TH KH 9H 8H 7H", "JH JD AD TD KD 9D"]
    g = sh.new_game(presets.load_rules("sheepshead", "sheepshead-moster"), seats=["Ann", "Belle", "Wyatt", "Doc", "Kit"], setups=[deal(hands, "8D 7D")])
    while g.phase == "pick":
        g.apply(Action("pass", g.to_act))
    before = g.view(1)
    play_policy(g, {0})
    result = g.results[0]
    assert result.winner == 0 and result.scores == (4, -1, -1, -1, -1)
    final = ADAPTER.final_view(before, result)
    assert ADAPTER.result_headline(result, final) == "Moster: Ann took every trick, winning from each player"
    assert ADAPTER.result_notes(result, final)[0] == "Nobody picked: the most points pays 1 to each player, but Ann took every trick and wins 1 from each instead."


def test_shiller_says_why_the_first_player_picks():
    """Shiller: the player left of the dealer picked every hand with no word of why ('Belle picks
    up the blind'); the log and the human's prompt now name the rule."""
    from sheriff_tui import presets
    from sheriff_tui.engine import sheepshead as sh
    from sheriff_tui.engine.core import Action
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    rules = presets.load_rules("sheepshead", "sheepshead-shiller")
    names = ["You", "Belle", "Wyatt", "Doc", "Kit"]
    g = sh.new_game(rules, seats=names, seed=3, dealer=0)
    events = g.apply(Action("pick", 1))
    assert ADAPTER.describe(events[0], g.view(0), False) == "Shiller: Belle must pick up the blind"
    g = sh.new_game(rules, seats=names, seed=3, dealer=4)
    assert ADAPTER.prompt(g.view(0), g.legal_actions(), False).question == "Shiller: you must pick up the blind."


async def test_a_bot_pickers_bury_is_told_after_the_last_trick_and_never_before(tmp_path, bots):
    """The picker's bury, unseen by the others while the hand is played, is named in the log
    once the deal is over ('Wyatt buried K♥ 10♠ (14 points)'), between the last trick and
    the deal's score; before, the log says only that two cards were buried."""
    from sheriff_tui.ui.cardtext import label
    from sheriff_tui.ui.screens.table import TableScreen

    bots(WyattPicks)
    app = sheep_app(tmp_path, seed=1, preset="sheepshead")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app) and app.screen.game.view(0).phase == "play")
        during = log_lines(app.screen)
        await to_deal_result(pilot, by_keys=False)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        after = log_lines(table)
        buried = table.game.results[0].buried
    assert len(buried) == 2
    told = f"Wyatt buried {label(buried[0], False)} {label(buried[1], False)} ("
    assert "Wyatt buries two cards" in during and not any("buried" in line for line in during)
    at = next(i for i, line in enumerate(after) if line.startswith(told))
    last_trick = max(i for i, line in enumerate(after) if " the trick with the " in line)
    assert at == last_trick + 1, after[last_trick : at + 2]
    bury, score = after[at].split("\n")  # one entry, two lines: the bury, then the deal's score
    assert bury.endswith(" points)") and score.startswith(("Wyatt called ", "Wyatt alone"))
    assert not any(label(c, False) in line for line in after[:at] for c in buried)  # nothing named them before
