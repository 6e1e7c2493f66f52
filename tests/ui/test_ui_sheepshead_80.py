"""The Sheepshead table and its dialogs at 80×24 (and 100×30), for two to eight players:
nothing cut at the screen's edge, nothing wrapped out of sight."""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import Any, AsyncIterator

import pytest
from rich.cells import cell_len
from textual.widgets import DataTable, Static

from sheriff_tui.cards import parse_card
from sheriff_tui.ui.screens.results import ScoreSheetScreen

from .test_ui_sheepshead import PassBot, finish_by_keys, sheep_app
from ..ui_helpers import human_waits, plain, until

LONG = ("You", "Bartholomew Oaks", "Clementine Ruiz", "Montgomery Hale", "Calamity Jane", "Jessamine Holt", "Annabelle Lee", "Bassington Ford")


@asynccontextmanager
async def passing_table(tmp_path, bots, size=(80, 24), **kw) -> AsyncIterator[tuple[Any, Any, Any]]:
    """As test_ui_sheepshead's: bots that pass whenever they may, run to the human's first
    question; here at a given size, 80×24 unless told."""
    bots(PassBot)
    app = sheep_app(tmp_path, **kw)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: human_waits(app))
        yield app, pilot, app.screen


def sheet_fits(screen: ScoreSheetScreen) -> DataTable:
    """Every column of the score sheet within the modal: no column cut or scrolled out of sight."""
    table = screen.query_one(DataTable)
    width = sum(col.get_render_width(table) for col in table.columns.values())
    assert width <= table.scrollable_content_region.width, (width, table.scrollable_content_region)
    assert table.region.right <= screen.app.size.width
    return table


async def open_sheet_after_a_deal(pilot) -> ScoreSheetScreen:
    app = pilot.app
    await finish_by_keys(pilot)
    await pilot.press("s")
    await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
    await pilot.pause()
    return app.screen


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
@pytest.mark.parametrize("preset,players", [("sheepshead", 5), ("sheepshead-6", 6), ("sheepshead-7", 7), ("sheepshead-8", 8)])
async def test_the_score_sheet_tells_what_happened_in_full(tmp_path, bots, preset, players, size):
    """'What happened' was cut at the modal's edge (after 'partner Wyatt' with five players at 80
    columns, after a few letters with eight). It wraps in its column where the column has room, else
    the deal under the cursor is told in full below the table."""
    bots(PassBot)
    app = sheep_app(tmp_path, preset=preset, players=players)
    async with app.run_test(size=size) as pilot:
        sheet = await open_sheet_after_a_deal(pilot)
        table = sheet_fits(sheet)
        line = sheet.headlines[0]
        labels = [str(c.label) for c in table.columns.values()]
        if sheet.line_below:
            assert "what happened" not in labels
            below = sheet.query_one("#sheet-line", Static)
            assert plain(below) == f"Deal 1: {line}"
            assert below.region.right <= size[0] and below.size.height >= 1
        else:
            assert labels[-1] == "what happened"
            assert str(table.get_row_at(0)[-1]) == line  # the whole line, wrapped in its cell
        if players <= 5 or size == (100, 30):
            assert not sheet.line_below  # five players at 80, six to eight at 100: the column has room


async def test_long_names_shorten_the_sheet_headings_not_the_figures(tmp_path, bots):
    """Eight names of up to 16 letters: the headings are shortened with an ellipsis so every score fits."""
    bots(PassBot)
    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.new_game import MatchRequest

    req = MatchRequest("sheepshead", "sheepshead-8", LONG, ("human",) + ("random",) * 7, "instant", 3)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", start=req)
    async with app.run_test(size=(80, 24)) as pilot:
        sheet = await open_sheet_after_a_deal(pilot)
        table = sheet_fits(sheet)
        labels = [str(c.label) for c in table.columns.values()]
        assert labels[0] == "deal" and labels[1] == "You"
        assert all(label.endswith("…") for label in labels[2:])
        assert [str(v) for v in table.get_row_at(0)[1:]] == [f"{d:+d}" for d in sheet.results[0].scores]


def title_fits(screen) -> str:
    title = screen.query_one("#title", Static)
    text = plain(title)
    assert cell_len(text) <= title.content_size.width, (text, title.content_size)
    return text


async def test_a_leaster_with_a_pot_fits_the_title_row(tmp_path, bots):
    """'Deal 1 of 10 · Leaster: all passed · fewest points with a trick wins · pot empty → 5' is
    84 columns: the pot, the last thing said, was cut off at 80. The short title says it all."""
    async with passing_table(tmp_path, bots, seed=3, preset="sheepshead-pots", size=(80, 24)) as (app, pilot, screen):
        await pilot.press("p")  # everyone passes: a leaster
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "cards")
        await pilot.pause()
        assert title_fits(screen) == "Deal 1/10 · You 0 · Leaster: fewest points wins · pot empty → 5"
        await pilot.resize_terminal(120, 30)  # room again: the whole title
        await until(pilot, lambda: "all passed" in plain(screen.query_one("#title")))
        assert title_fits(screen) == "Deal 1 of 10 · You 0 · Leaster: all passed · fewest points with a trick wins · pot empty → 5"


def test_the_short_title_says_the_unknown_the_stakes_and_the_pot_in_fewer_words():
    """Long names with the unknown called, a doubled stake and a pot: 81 columns and more in
    full; shorter, with every fact kept."""
    import dataclasses

    from sheriff_tui.engine import sheepshead as sh
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    names = ("You", "Belle", "Montgomery", "Doc", "Calamity")
    view = sh.new_game(sh.Rules(pot=True), names, seed=1).view(0)
    view = dataclasses.replace(view, phase="play", picker=4, called=parse_card("AH"), unknown_called=True, partner=2, growth=2, pot=15)
    view = dataclasses.replace(view, partners=(2,)) if "partners" in {f.name for f in dataclasses.fields(view)} else view
    full, short = ADAPTER.title(view, False), ADAPTER.short_title(view, False)
    assert len(full) > 78
    # the match's standing first (it is never cut): with every fact of this deal it is 86 columns,
    # so at 80 the table cuts the pot with an ellipsis; the standing and the sides stay
    assert short == "Deal 1/10 · You 0 · picker Calamity · called A♥+unk · partner Montgomery · ×2 · pot 15"
    assert len(short) < len(full)


def dialog_fits(screen) -> Any:
    """The dialog whole on the screen: nothing scrolled out of sight, the headline first of all."""
    from textual.containers import Vertical

    box = next(w for w in screen.children if isinstance(w, Vertical))
    assert box.virtual_size.height <= box.scrollable_content_region.height, (box.virtual_size, box.scrollable_content_region)
    assert box.region.bottom <= screen.app.size.height and box.region.right <= screen.app.size.width
    return box


@pytest.mark.parametrize("preset,players", [("sheepshead-7", 7), ("sheepshead-8", 8)])
async def test_a_result_for_seven_or_eight_keeps_its_headline_in_sight(tmp_path, bots, preset, players):
    """Eight rows of players and the notes were taller than 24 rows: the dialog scrolled to its
    focused button and the headline went out of sight. Tight, the title sits in the border."""
    bots(PassBot)
    app = sheep_app(tmp_path, preset=preset, players=players)
    async with app.run_test(size=(80, 24)) as pilot:
        await finish_by_keys(pilot)
        result = app.screen
        await until(pilot, lambda: result.has_class("-tight"))
        await pilot.pause()
        box = dialog_fits(result)
        assert box.border_title.startswith("Deal 1 ") and box.border_title.endswith(" over")  # which deal, e.g. "Deal 1 of 8 over"
        await pilot.resize_terminal(100, 40)  # room: the roomy layout again
        await until(pilot, lambda: not result.has_class("-tight"))
        await pilot.pause()
        dialog_fits(result)


async def test_eight_seats_at_80_columns_show_every_name_whole(tmp_path, bots):
    """Seven panels in even shares of 80 columns cut 'Calamity' to 'Cala…' in its border: a
    panel now takes the room its name needs, the others share the rest."""
    from sheriff_tui.ui.widgets.seat import SeatPanel

    async with passing_table(tmp_path, bots, preset="sheepshead-8", players=8) as (app, pilot, screen):
        await pilot.pause()
        panels = list(screen.query(SeatPanel))
        assert len(panels) == 7
        for panel in panels:
            assert panel.region.width >= cell_len(panel.border_title) + 6, (panel.border_title, panel.region)
        assert max(p.region.right for p in panels) <= 80
        assert sum(p.region.width for p in panels) == 80
        await pilot.resize_terminal(60, 24)  # narrower than the names need: still within the screen
        await pilot.pause()
        await pilot.pause()
        assert sum(p.region.width for p in panels) == 60


async def test_eight_long_names_share_the_row_evenly_within_the_screen(tmp_path, bots):
    """Names that can't all fit whole: even shares, each cut with an ellipsis, none off the screen."""
    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.new_game import MatchRequest
    from sheriff_tui.ui.widgets.seat import SeatPanel

    bots(PassBot)
    req = MatchRequest("sheepshead", "sheepshead-8", LONG, ("human",) + ("random",) * 7, "instant", 3)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", start=req)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_waits(app))
        await pilot.pause()
        panels = list(app.screen.query(SeatPanel))
        widths = [p.region.width for p in panels]
        assert max(widths) - min(widths) <= 1 and sum(widths) == 80


def test_a_seat_line_too_wide_folds_at_its_dot():
    """'called A♣ · blitz' is 17 columns in a 16-column five-hand panel at 80: it was cut to
    'called A♣ · blit'. It folds at the ' · ' into the free row above."""
    from sheriff_tui.ui.widgets.seat import fit_rows

    assert fit_rows(["called A♣ · blitz", "0 pts  0 tricks"], False, 16) == ["called A♣", "blitz", "0 pts  0 tricks"]
    assert fit_rows(["called A♣ · blitz", "0 pts  0 tricks"], False, 20) == ["called A♣ · blitz", "0 pts  0 tricks"]


async def test_the_footer_fits_while_burying(tmp_path, bots):
    """Marking the bury added '⏎ Confirm' and 'space Mark card' to the footer, and at 80 columns
    '. Pace' and 'esc Menu' went off its end. The hand's title says Space and Enter already."""
    from textual.widgets import Footer

    from sheriff_tui.ui.widgets.hand import Hand

    from .test_ui_sheepshead import deal, given_app, open_given

    bots(PassBot)
    app, game = given_app(tmp_path, deal({1: "QC QS QH QD JH 9H"}, "JC JS"), human=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_given(pilot)
        await until(pilot, lambda: human_waits(app) and bool(screen.query("#choice-0")))
        await pilot.press("enter")  # pick
        await until(pilot, lambda: human_waits(app) and game.view(1).phase == "call" and len(screen.query("#choice-0")) == 1)
        await pilot.press("enter")  # the A♥
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "mark")
        await pilot.pause()
        footer = screen.query_one(Footer)
        assert footer.virtual_size.width <= footer.content_size.width, footer.virtual_size
        assert "Space marks, Enter buries" in str(screen.query_one(Hand).border_title)
        hand = screen.query_one(Hand)
        await pilot.press("space")  # the keys still mark and bury
        assert len(hand.marked) == 1


def test_seat_widths_give_short_names_their_room_and_long_names_the_rest():
    """Names too long to fit all: 'Doc' whole, the long ones share what is left evenly."""
    from sheriff_tui.ui.screens.table import _levelled

    assert _levelled([11, 11, 9, 14, 11, 11, 10], 80) == [11, 11, 9, 14, 11, 11, 10]  # all fit: every need
    assert _levelled([9, 17, 16, 16, 19, 15], 80) == [9, 14, 14, 14, 14, 14]
    assert _levelled([22, 21, 21, 19, 20, 19, 21], 80) == [11] * 7


@pytest.mark.parametrize("players", [5, 8])
async def test_a_long_match_score_sheet_fits_at_80_by_24(tmp_path, players):
    """Sixteen deals of eight players: the rows scroll inside the table, and the dialog itself,
    the deal told below the table and the Close button stay on the screen."""
    from types import SimpleNamespace

    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.menu import MenuScreen

    names = ("You", "Belle", "Wyatt", "Doc", "Calamity", "Jesse", "Annie", "Bass")[:players]
    results = [SimpleNamespace(scores=tuple((-1) ** (d + s) * (s + 1) for s in range(players))) for d in range(16)]
    lines = [f"Calamity called A♥+unknown, partner Wyatt: {60 + d} points, won ×2 (schneider) · pot +5" for d in range(16)]
    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        sheet = ScoreSheetScreen(names, results, lines)
        app.push_screen(sheet)
        await until(pilot, lambda: app.screen is sheet and sheet.has_class("-tight"))
        await pilot.pause()
        dialog_fits(sheet)
        sheet_fits(sheet)
        if sheet.line_below:
            assert plain(sheet.query_one("#sheet-line")) == f"Deal 16: {lines[-1]}"


def one_widget_app(widget: Any, css: str) -> Any:
    """An app of one widget, styled by ``css``, with the game's theme variables: a widget's
    own layout, without a table around it."""
    from textual.app import App

    from sheriff_tui import themes

    class One(App):
        CSS = css

        def get_theme_variable_defaults(self) -> dict[str, str]:
            return dict(themes.VARIABLE_DEFAULTS)

        def compose(self):
            yield widget

    return One()


async def test_a_note_beside_a_long_name_keeps_every_seat_in_the_trick_box():
    """'called card: partner' beside 'Calamity Jane' in the 44 columns of the trick box at 80:
    the note wrapped, took a row and pushed the last seat out of the box. It says 'partner'."""
    from sheriff_tui.ui.widgets.trick import TrickView, fit_note

    names = ("You", "Bartholomew Oaks", "Clementine Ruiz", "Montgomery Hale", "Calamity Jane")
    app = one_widget_app(TrickView(id="trick"), "TrickView { width: 48; }")
    async with app.run_test(size=(80, 24)) as pilot:
        box = app.query_one(TrickView)
        cards = {1: parse_card("8C"), 2: parse_card("AC"), 3: parse_card("9C"), 4: parse_card("10D")}
        box.show(names, cards, 1, to_act=0, notes={2: "called card: partner"})
        await pilot.pause()
        lines = plain(box).split("\n")
        assert len(lines) == len(names) == box.content_size.height
        assert all(cell_len(line) <= box.content_size.width for line in lines), lines
        assert lines[1].endswith("A♣   partner")
        assert lines[-1].strip().startswith("You")
    assert fit_note("unknown (10♥)", 8) == "unknown…"
    assert fit_note("called card: partner", 30) == "called card: partner"


async def test_a_seat_to_act_with_a_line_too_wide_folds_it_beside_the_arrow():
    """The picker to act in a blitz game at 80 columns: '▶ to play' above 'called A♣ · blitz' cut
    the line; the fold takes the arrow's row instead, and nothing is cut."""
    from sheriff_tui.ui.games import SeatInfo
    from sheriff_tui.ui.widgets.seat import SeatPanel

    app = one_widget_app(SeatPanel(1, id="seat"), "SeatPanel { width: 20; }")  # five seats at 80 columns
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one(SeatPanel)
        await pilot.pause()
        panel.show(SeatInfo("Belle", "Picker", ("called A♣ · blitz", "0 pts  0 tricks"), "a"), True)
        await pilot.pause()
        assert plain(panel).split("\n") == ["▶ called A♣", "blitz", "0 pts  0 tricks"]
        panel.show(SeatInfo("Belle", "Picker", ("called A♣", "0 pts  0 tricks"), "a"), True)
        await pilot.pause()
        assert plain(panel).split("\n") == ["▶ to play", "called A♣", "0 pts  0 tricks"]  # room: as before


async def test_a_trick_box_footer_wider_than_the_box_keeps_its_last_words():
    """The fox's 'Counters: You & Wyatt 0 · Belle & Doc 5 · the fox: them' is wider than the
    box at 80 columns: it wrapped into a second row the box had no room for, and the fox's
    owner was cut off. The box grows by the row."""
    from sheriff_tui.ui.widgets.trick import TrickView

    app = one_widget_app(TrickView(id="trick"), "TrickView { width: 48; }")
    async with app.run_test(size=(80, 24)) as pilot:
        box = app.query_one(TrickView)
        names = ("You", "Belle", "Wyatt", "Doc")
        box.show(names, {1: parse_card("KH")}, 1, to_act=2, footer=("Counters: You & Wyatt 0 · Belle & Doc 5 · the fox: them",))
        await pilot.pause()
        wrapped = box.render().wrap(app.console, box.content_size.width)
        assert len(wrapped) == len(names) + 2 == box.content_size.height
        assert wrapped[-1].plain.strip() == "the fox: them"


async def test_a_role_too_long_for_a_narrow_seat_is_said_in_fewer_letters(tmp_path, bots):
    """Six panels at 80 columns (seven players) are 13 wide; 'Opponent' needs 14 in the border
    and was cut to 'Oppo…'. It reads 'Opp.'; with room, 'Opponent' in full."""
    from sheriff_tui.ui.widgets.seat import SeatPanel, role_within

    assert role_within("Opponent", 13) == "Opp." and role_within("Opponent", 14) == "Opponent"
    assert role_within("Picker alone", 13) == "Alone" and role_within("Partner", 13) == "Partner"
    # eight players: ten columns a panel, four letters for the role ('Part…' before)
    assert role_within("Partner", 10) == "Ptnr" and role_within("Picker", 10) == "Pick"
    async with passing_table(tmp_path, bots, preset="sheepshead-7", players=7) as (app, pilot, screen):
        await pilot.press("enter")  # pick: every other seat an opponent once the partner is known
        await finish_by_keys(pilot)  # the finished deal behind its result: every role known
        await pilot.pause()
        subtitles = [panel.border_subtitle or "" for panel in screen.query(SeatPanel)]
        assert "Opp." in subtitles, subtitles
        for panel in screen.query(SeatPanel):
            subtitle = panel.border_subtitle or ""
            assert cell_len(subtitle) + 6 <= panel.region.width, (subtitle, panel.region)
