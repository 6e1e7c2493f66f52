"""The match always in view: every seat's total and the deal (and how long the match runs) on
the table in every game; once the match is over, the last deal and 'match over', never a deal
that does not exist."""

from __future__ import annotations

import re

import pytest

from sheriff_tui import presets
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.games.standing import deal_words, total_text
from sheriff_tui.ui.screens.new_game import MatchRequest
from sheriff_tui.ui.screens.results import DealResultScreen, MatchResultScreen
from sheriff_tui.ui.screens.table import TableScreen
from sheriff_tui.ui.widgets.seat import SeatPanel

from .test_ui_screens import skip_to_last_human_action
from ..ui_helpers import human_waits, plain, until

NAMES = ("You", "Belle", "Wyatt", "Doc", "Calamity")

CASES = [  # a short match of each game and form: (game, the preset it extends, its rules)
    ("sheriff", "sheriff", "deals = 3"),
    ("sheepshead", "sheepshead-3", "deals = 3"),
    ("sheepshead", "sheepshead-indiana", "target = 6\ndeals = 4"),
    ("sheepshead", "sheepshead-fox", "target = 6"),
    ("sheepshead", "sheepshead-battery", "deals = 2"),
    ("toruf", "toruf-short", "target = 0\ndeals = 2"),
]


def quick_app(tmp_path, game: str, base: str, rules: str) -> SheriffApp:
    path = tmp_path / "config" / "presets" / "quick.toml"
    path.parent.mkdir(parents=True)
    path.write_text(f'game = "{game}"\nname = "quick"\nextends = "{base}"\n[rules]\n{rules}\n', encoding="utf-8")
    n = presets.load_rules(game, "quick", config_dir=tmp_path / "config").players
    req = MatchRequest(game, "quick", NAMES[:n], ("human",) + ("random",) * (n - 1), "instant", 5)
    return SheriffApp(tmp_path / "config", tmp_path / "data", start=req)


def shown_deal(table: TableScreen) -> int:
    """The deal number the title row says."""
    found = re.search(r"(?i)\b(?:deal|hand) (\d+)", plain(table.query_one("#title")))
    assert found, plain(table.query_one("#title"))
    return int(found.group(1))


def assert_totals_shown(table: TableScreen) -> None:
    """Every other seat's total on its panel; the human's own (or its team's) in the title."""
    totals = table.game.totals
    for panel in table.query(SeatPanel):
        text = total_text(totals[panel.seat])
        assert text in str(panel.border_title).split() or text in plain(panel).split(), (panel.border_title, plain(panel))
    title = plain(table.query_one("#title"))
    assert total_text(totals[table.me]) in title or str(totals[table.me]) in title, title


@pytest.mark.parametrize(("game", "base", "rules"), CASES, ids=[c[1] for c in CASES])
async def test_the_header_shows_the_match_and_after_it_the_last_deal(tmp_path, game, base, rules):
    app = quick_app(tmp_path, game, base, rules)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: human_waits(app))
        table = app.screen
        assert shown_deal(table) == 1
        assert_totals_shown(table)
        length = getattr(table.game.rules, "target", 0) or table.game.rules.deals
        assert str(length) in plain(table.query_one("#title"))  # how long the match runs
        # on to the human's very last action of the match: totals that are not all nought
        skip_to_last_human_action(table, 5)
        await pilot.pause()
        assert shown_deal(table) == table.game.deal_no + 1
        assert_totals_shown(table)
        table.act(table.game.legal_actions()[0])
        while not isinstance(app.screen, MatchResultScreen):
            await until(pilot, lambda: isinstance(app.screen, (DealResultScreen, MatchResultScreen)))
            if isinstance(app.screen, DealResultScreen):
                await pilot.press("enter")  # the last deal's result, then the match's
                await pilot.pause()
        assert table.game.is_over
        teams = table.sheet_layout(table.game.view(table.me))[0]  # a partnership game: a row per team
        assert app.screen.heading == ("team" if teams else "player")
        title = plain(table.query_one("#title"))
        assert shown_deal(table) == len(table.game.results), title  # the last deal, not one more
        assert "match over" in title and "dealer" not in title
        assert_totals_shown(table)


async def test_a_deal_s_result_is_not_called_the_end_of_the_match(tmp_path):
    """Behind the first deal's result, the title tells the deal just played and the totals with it,
    never 'match over' (Toruf's finished deal was drawn as the match's end)."""
    from ..ui_helpers import to_deal_result

    for game, base, rules in (CASES[0], CASES[-1]):
        app = quick_app(tmp_path / game, game, base, rules)
        async with app.run_test(size=(80, 24)) as pilot:
            await to_deal_result(pilot, by_keys=False)
            table = app.screen_stack[-2]
            assert isinstance(table, TableScreen) and not table.game.is_over
            title = plain(table.query_one("#title"))
            assert "match over" not in title and shown_deal(table) == 1, title
            assert_totals_shown(table)


class Over:
    """A view of a match just ended after its 13th deal (``deal_no`` counts the deals played)."""

    phase, deal_no = "over", 13


class Playing:
    phase, deal_no = "play", 2


def test_deal_words_never_name_a_deal_that_does_not_exist():
    assert deal_words(Over(), 13) == "Deal 13 of 13 · match over"
    assert deal_words(Over(), 0, 100, word="deal") == "deal 13 · to 100 · match over"
    assert deal_words(Playing(), 10) == "Deal 3 of 10"
    assert deal_words(Playing(), 10, short=True) == "Deal 3/10"
    assert deal_words(Playing(), 10, 100) == "Deal 3 of 10 · to 100"
    assert [total_text(t) for t in (12, -3, 0)] == ["+12", "-3", "0"]


def test_nottingham_s_title_shows_the_round_the_gold_and_after_the_match_the_score():
    import random

    from sheriff_tui.engine import nottingham
    from sheriff_tui.ui.games.nottingham import ADAPTER

    g = nottingham.new_game(presets.load_rules("nottingham", "nottingham-3"), NAMES[:3], seed=4)
    title = ADAPTER.title(g.view(0))
    assert "Round 1 of" in title and f"You {g.view(0).gold[0]} gold" in title
    rng = random.Random(4)
    while not g.is_over:
        g.apply(rng.choice(list(g.legal_actions())))
    title = ADAPTER.title(g.view(0))
    assert "match over" in title and f"You {g.totals[0]}" in title and "Round" not in title
