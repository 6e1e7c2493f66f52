"""Pots at the Sheepshead table: the title shows the pot to every seat, the log
tells the antes, the deal's result and the score sheet explain each pot move."""

from __future__ import annotations

import dataclasses

from sheriff_tui.cards import PACK_32, bits
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import DealSetup
from sheriff_tui.engine.sheepshead.pot import PotMove, Showdown
from sheriff_tui.ui.games.sheepshead import ADAPTER
from sheriff_tui.ui.screens.results import DealResultScreen, ScoreSheetScreen

from .test_ui_sheepshead import finish_by_keys, log_text, passing_table, texts
from ..ui_helpers import human_waits, table_of, until

NAMES = ("You", "Belle", "Wyatt", "Doc", "Calamity")


async def test_a_leaster_feeds_the_pot_and_the_table_says_so(tmp_path, bots):
    async with passing_table(tmp_path, bots, seed=3, preset="sheepshead-pots") as (app, pilot, screen):
        assert "pot empty" in texts(screen.query_one("#title"))
        await pilot.press("p")  # everyone passes: a leaster
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "cards")
        assert "Each player antes 1 to the pot" in log_text(screen)
        assert "pot empty → 5" in texts(screen.query_one("#title"))  # where the antes take it
        await finish_by_keys(pilot)
        result = screen.game.results[0]
        assert result.pot == 5
        assert app.screen.columns == ("player", "role", "tricks", "points", "hand", "pot", "change")
        assert [r[5] for r in app.screen.rows] == ["-1"] * 5
        assert [int(r[4]) + int(r[5]) for r in app.screen.rows] == [int(r[6]) for r in app.screen.rows] == list(result.scores)
        assert "Each player antes 1 to the pot, now 5." in app.screen.notes
        assert app.screen.headline.endswith("· pot +5")
        await pilot.press("s")  # the score sheet
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        assert app.screen.headlines[0].endswith("· pot +5")
        await pilot.press("escape")  # back to the deal's result
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))
        await pilot.press("enter")  # Next deal
        await until(pilot, lambda: human_waits(app))
        assert "pot 5" in texts(table_of(app).query_one("#title"))


def test_the_result_explains_a_won_pot_a_paid_pot_and_a_showdown():
    rules = sh.Rules(pot=True)
    view = sh.new_game(rules, NAMES, seed=1).view(0)

    def result(**kw):
        base = dict(deal=0, dealer=0, picker=1, partner=2, called=None, unknown=False, alone=False, leaster=False,
                    tricks=(1, 2, 1, 1, 1), points=(10, 40, 30, 20, 20), buried=(), blind=(), side_points=70, side_tricks=3,
                    won=True, multiplier=1, winner=None, scores=(-1, 5, 3, -1, -1), side=(1, 2), partners=(2,))
        base.update(kw)
        return sh.DealResult(**base)

    won = result(pot_moves=(PotMove("won", 5, (0, 3, 2, 0, 0), 0, (1, 2), "all"),))
    assert won.stakes == (-1, 2, 1, -1, -1)
    assert ADAPTER.result_headline(won, view).endswith("won · won the pot (5)")
    notes = ADAPTER.result_notes(won, view)
    assert "Picker +2, partner +1, each opponent -1." in notes  # the hand's stakes, the pot apart
    assert "The picker's side wins the pot (5): picker +3, partner +2." in notes
    rows = ADAPTER.result_rows(won, view)
    assert [r[4:] for r in rows[:3]] == [("-1", "+0", "-1"), ("+2", "+3", "+5"), ("+1", "+2", "+3")]

    paid = result(won=False, side_points=50, multiplier=2, scores=(2, -7, -4, 2, 2), pot=10,
                  pot_moves=(PotMove("paid", 5, (0, -3, -2, 0, 0), 10, (1, 2), "double"),))
    assert ADAPTER.result_headline(paid, view).endswith("· paid 5 into the pot")
    assert "The picker's side lost and doubles the pot, paying 5: picker -3, partner -2; the pot is 10." in ADAPTER.result_notes(paid, view)

    sd = Showdown(tuple(tuple(bits(PACK_32))[5 * s : 5 * s + 5] for s in range(5)), (3,), "a straight to the ten")  # what seat 3's five cards make
    end = result(pot_moves=(PotMove("showdown", 10, (0, 0, 0, 10, 0), 0, how="all", showdown=sd),), scores=(-1, 2, 1, 9, -1))
    assert ADAPTER.result_headline(end, view).endswith("· showdown (10): Doc")
    assert "Showdown for the pot (10): Doc wins with a straight to the ten." in ADAPTER.result_notes(end, view)


def test_the_title_shows_the_pot_to_every_seat_only_where_pots_are_played():
    g = sh.new_game(sh.Rules(deals=5, pot=True), NAMES, seed=3, setups=[DealSetup(deck=tuple(bits(PACK_32)))])
    g.pot = 15  # as if three leasters had fed it
    assert all(ADAPTER.title(g.view(s), False).endswith("· pot 15") for s in range(5))
    plain = sh.new_game(dataclasses.replace(sh.Rules(deals=5)), NAMES, seed=3)
    assert "pot" not in ADAPTER.title(plain.view(0), False)
