"""A match that ends level: the result says who shares it, or how the tie was broken."""

from __future__ import annotations

from textual.app import App
from textual.widgets import DataTable, Static

from sheriff_tui.engine.nottingham.goods import GOODS
from sheriff_tui.engine.nottingham.score import final_score
from sheriff_tui.ui.screens.results import MatchResultScreen

NAMES = ("You", "Belle", "Wyatt")


def good(name: str) -> int:
    return next(i for i, g in enumerate(GOODS) if g.name == name)


async def shown(names, totals, headline=None, winners=()) -> tuple[str, list[tuple[str, str]]]:
    app: App = App()
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(MatchResultScreen(names, totals, headline, "player", winners))
        await pilot.pause()
        screen = app.screen
        table = screen.query_one(DataTable)
        rows = [tuple(str(c) for c in table.get_row_at(i)) for i in range(table.row_count)]
        return str(screen.query_one("#winner", Static).render()), rows


async def test_equal_best_totals_share_the_win() -> None:
    headline, rows = await shown(NAMES, (12, 40, 40))
    assert headline == "Belle and Wyatt share the win with 40"
    assert rows == [("Belle", "40"), ("Wyatt", "40"), ("You", "12")]


def test_nottingham_equal_gold_goes_to_more_legal_goods() -> None:
    """Equal scores: the most legal goods on the stand win (the published game's tie-break)."""
    apples, cheese = good("apples"), good("cheese")
    # You: 20 gold, 4 apples (8) and the apple King (20): 48; Belle: 27 gold, 2 cheese (6) and the cheese King (15): 48
    stands = [[0] * len(GOODS) for _ in NAMES]
    stands[0][apples] = 4
    stands[1][cheese] = 2
    final = final_score((20, 27, 5), stands)
    assert final.scores[0] == final.scores[1], final.scores
    assert final.winners == (0,) and final.legal[:2] == (4, 2)
    assert final.headline(NAMES) == f"You wins the tie on {final.scores[0]} with more legal goods: 4 against Belle's 2"


async def test_a_broken_tie_lists_its_winner_first() -> None:
    headline, rows = await shown(NAMES, (30, 50, 50), "Wyatt wins the tie on 50 with more legal goods: 5 against Belle's 3", winners=(2,))
    assert rows[0] == ("Wyatt", "50") and rows[1] == ("Belle", "50")
    assert headline.startswith("Wyatt wins the tie on 50")
