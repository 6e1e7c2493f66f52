"""The dialogs around the table, driven as a player would: the result dialogs' own keys, the
rules chooser, asking before a match is abandoned, what Continue continues, and New game
opening from presets read once.

Every app gets temporary config and data folders; every match is seeded; the tests wait on
the app's state (``until``), never on the clock.
"""

from __future__ import annotations

from typing import Any

from sheriff_tui import presets
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.new_game import NewGameScreen
from sheriff_tui.ui.screens.results import DealResultScreen, LastTrickScreen, ScoreSheetScreen
from sheriff_tui.ui.widgets.after_result import AfterResult

from ..ui_helpers import human_waits, make_app, table_of, until
from ..ui_helpers import to_deal_result as keys_to_deal_result

SIZE = (80, 24)


def new_app(tmp_path, **kw) -> SheriffApp:
    """The app at its menu, bots at the instant pace, on temporary folders."""
    kw.setdefault("pace", "instant")
    return SheriffApp(tmp_path / "config", tmp_path / "data", **kw)


def user_preset(app: SheriffApp, name: str, description: str, extends: str = "sheriff") -> None:
    folder = presets.user_presets_dir(app.config_dir)
    folder.mkdir(parents=True, exist_ok=True)
    text = f'game = "sheriff"\nname = "{name}"\ndescription = "{description}"\nextends = "{extends}"\n\n[rules]\n'
    (folder / f"{name}.toml").write_text(text, encoding="utf-8")


# -- 12. New game from the presets read once ----------------------------------------------


def test_the_presets_are_read_once_per_session_until_a_user_file_changes(tmp_path, monkeypatch):
    app = new_app(tmp_path)
    reads = []
    load_all, catalog = presets._load_all, presets.catalog
    monkeypatch.setattr(presets, "_load_all", lambda *a, **k: reads.append(1) or load_all(*a, **k))
    first = app.preset_choices()
    assert len(reads) == 1, "one pass over the presets, not one per preset"
    passes = []
    monkeypatch.setattr(presets, "catalog", lambda *a, **k: passes.append(1) or catalog(*a, **k))
    assert app.preset_choices() == first and app.players_for("sheriff", "sheriff-blind") and not passes
    # a preset saved (as the Presets screen does) is seen at the next New game, with its description
    presets.save_user_preset(presets.Preset("mine", "sheriff", "my table", "sheriff", {}, None, False), app.config_dir)
    assert ("mine", "my table") in app.preset_choices()["sheriff"] and len(passes) == 1
    # edited again: a new file in its place, seen even within the clock's resolution
    presets.save_user_preset(presets.Preset("mine", "sheriff", "my table, edited", "sheriff", {}, None, False), app.config_dir)
    assert ("mine", "my table, edited") in app.preset_choices()["sheriff"]
    presets.delete_user_preset("mine", app.config_dir)
    assert "mine" not in dict(app.preset_choices()["sheriff"])


def test_a_broken_preset_is_still_refused_with_its_problem(tmp_path):
    app = new_app(tmp_path)
    user_preset(app, "loop-a", "a", extends="loop-b")
    user_preset(app, "loop-b", "b", extends="loop-a")
    assert "loop-a" not in dict(app.preset_choices()["sheriff"])
    assert any("loop" in line for line in app.preset_catalog().problems)
    try:
        app.rules_for("sheriff", "loop-a")
    except presets.PresetError as exc:
        assert "loop-a" in exc.problems[0]
    else:
        raise AssertionError("a preset with problems has no rules")


async def test_the_first_key_after_start_opens_new_game(tmp_path):
    """n pressed as the app comes up is not lost: New game opens."""
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await until(pilot, lambda: app.screen.ready)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))


async def test_new_game_tab_goes_from_start_to_back_to_the_game(tmp_path):
    """Start has the focus (Enter starts at once); Tab, Tab reaches the game to choose, not the form's scroller."""

    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.ready)
        assert app.focused.id == "start"
        await pilot.press("tab", "tab")
        assert app.focused.id == "game"


# -- 5. the result dialogs' own keys ---------------------------------------------------------


async def to_deal_result(pilot) -> Any:
    """Play the human's turns by keys (pass the bids, the first card) until the deal's result is up."""

    app = pilot.app
    await keys_to_deal_result(pilot)
    await until(pilot, lambda: app.screen.focused is not None and bool(footer_keys(app.screen)))
    return app.screen


def footer_keys(screen: Any) -> dict[str, str]:
    """What the screen's own footer shows: key -> description."""
    from textual.widgets import Footer
    from textual.widgets._footer import FooterKey

    footer = screen.query_one(Footer)
    return {k.key: k.description for k in footer.query(FooterKey)}


def footer_in_sight(screen: Any) -> bool:
    """Every key of the footer drawn whole, left of the command palette's key."""
    from textual.widgets import Footer
    from textual.widgets._footer import FooterKey

    footer = screen.query_one(Footer)
    keys = list(footer.query(FooterKey))
    palette = [k for k in keys if k.has_class("-command-palette")]
    right = palette[0].region.x if palette else footer.region.right
    return all(k.region.width and k.region.right <= right for k in keys if k not in palette)


async def test_the_deal_result_shows_its_own_keys_and_arrows_move_between_its_buttons(tmp_path):
    from textual.widgets import Button

    app = make_app(tmp_path, seed=71)
    async with app.run_test(size=SIZE) as pilot:
        result = await to_deal_result(pilot)
        await until(pilot, lambda: bool(footer_keys(result)))
        keys = footer_keys(result)
        assert keys.get("n") == "Next deal" and keys.get("s") == "Score sheet" and keys.get("r") == "Review" and keys.get("escape") == "Table"
        assert not {"h", "l", "full_stop"} & set(keys), "the table's keys don't show through"
        assert {"h", "l", "p"}.isdisjoint(result.active_bindings), "nor do they act"
        assert app.focused is result.query_one("#next", Button)
        await pilot.press("right")
        assert app.focused is result.query_one("#sheet", Button)
        await pilot.press("right")
        assert app.focused is result.query_one("#review", Button)
        await pilot.press("right")  # round the row
        assert app.focused is result.query_one("#next", Button)
        await pilot.press("left")
        assert app.focused is result.query_one("#review", Button)
        await pilot.press("tab")
        assert app.focused is result.query_one("#next", Button)
        await pilot.press("right", "enter")  # Enter presses the focused button: the sheet, not the next deal
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        assert "escape" in footer_keys(app.screen)
        await pilot.press("escape")  # the sheet closes back to the result
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))


async def test_the_deal_result_is_as_wide_as_what_it_says_on_a_large_terminal(tmp_path):
    """At 160x50 the dialog does not span the screen with a half-empty table: it is as wide as
    its longest line, its table as wide as its columns, and nothing in it scrolls."""
    from textual.widgets import DataTable

    app = make_app(tmp_path, seed=71)
    async with app.run_test(size=(160, 50)) as pilot:
        result = await to_deal_result(pilot)
        assert result.title == "Deal 1 of 9 over"  # which deal
        box, table, body = result._box(), result.query_one(DataTable), result.query_one(".body")
        await until(pilot, lambda: table.row_count == 3 and box.region.width > 0)
        need = result.content_cells()
        assert box.region.width == min(need, result.WIDEST) + result.FRAME + 2 < 110  # and the body scrollbar's gutter
        assert abs(box.region.x + box.region.width / 2 - 80) <= 1  # in the middle
        assert table.region.width == table.virtual_size.width < body.region.width  # no stripes past its columns
        assert not body.show_vertical_scrollbar and not table.show_vertical_scrollbar and not table.show_horizontal_scrollbar
        notes = result.query_one("#result-notes")
        assert notes.region.height == len("\n".join(result.notes).splitlines())  # each line on its row, none wrapped


async def test_esc_closes_the_deal_result_to_the_table_and_enter_goes_on_to_the_next_deal(tmp_path):
    app = make_app(tmp_path, seed=71)
    async with app.run_test(size=SIZE) as pilot:
        await to_deal_result(pilot)
        table = table_of(app)
        played = len(table.game.results)
        last = table.final.history[-1]
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table and bool(table.query(AfterResult)))
        after = table.query_one(AfterResult)
        assert "Deal over" in after.words and "next deal" in after.words
        assert table.busy and not human_waits(app)
        await until(pilot, lambda: app.focused is not None and app.focused.parent.parent is after)
        # the row names its keys (n, r act); the footer keeps the table's own in sight at 80
        # columns, esc Menu included, and not h, which can do nothing now
        await until(pilot, lambda: "escape" in footer_keys(table))
        keys = footer_keys(table)
        assert keys.get("escape") == "Menu" and "l" in keys and "h" not in keys, keys
        assert footer_in_sight(table)
        assert {"n", "r"} <= set(table.active_bindings)
        # the board shows the deal as it ended, and the bots wait
        acted = len(table.game.actions)
        for _ in range(20):
            await pilot.pause()
        assert len(table.game.actions) == acted and table.busy
        assert "Last trick" in str(table.query_one("#trick").border_title or "") or table.final is not None
        # l shows the finished deal's last trick, not "none yet" of the next deal
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LastTrickScreen))
        assert app.screen.trick == last
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        # r: the result again; Esc back to the table once more
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, DealResultScreen))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table and bool(table.query(AfterResult)))
        await until(pilot, lambda: app.focused is not None and app.focused.parent.parent is table.query_one(AfterResult))
        # Enter: the next deal
        await pilot.press("enter")
        await until(pilot, lambda: not table.busy)
        await until(pilot, lambda: human_waits(app) or len(table.game.actions) > acted)
        assert len(table.game.results) == played and not table.query(AfterResult)


async def test_esc_closes_the_match_result_to_the_table_which_offers_it_again(tmp_path):
    from sheriff_tui.ui.screens.results import MatchResultScreen

    from .test_ui_screens import skip_to_last_human_action

    app = make_app(tmp_path, seed=41)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        table = table_of(app)
        skip_to_last_human_action(table, 41)
        await to_deal_result(pilot)
        assert footer_keys(app.screen).get("n") == "Match result", "the last deal's n leads to the match result"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, MatchResultScreen))
        await until(pilot, lambda: bool(footer_keys(app.screen)))
        keys = footer_keys(app.screen)
        assert (keys.get("n"), keys.get("s"), keys.get("m"), keys.get("escape")) == ("New match", "Score sheet", "Menu", "Table")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table and bool(table.query(AfterResult)))
        assert "Match over" in table.query_one(AfterResult).words
        await until(pilot, lambda: app.focused is not None and app.focused.parent.parent is table.query_one(AfterResult))
        await pilot.press("enter")  # the match result again
        await until(pilot, lambda: isinstance(app.screen, MatchResultScreen))
        await pilot.press("m")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))


# -- 8. buttons and totals in sight at 80×24 -------------------------------------------------


def in_sight(screen: Any, widget: Any) -> bool:
    """Drawn whole on the screen, above its footer, and not scrolled away within the dialog."""
    from textual.widgets import Footer

    region, footer = widget.region, screen.query_one(Footer).region
    return region.height > 0 and region.y >= 0 and region.bottom <= footer.y and screen.find_widget(widget) is not None


async def test_a_long_sheepshead_result_keeps_its_buttons_in_sight_at_80x24(tmp_path, bots):
    from textual.widgets import Button

    from .test_ui_sheepshead import PassBot, finish_by_keys, sheep_app

    bots(PassBot)
    app = sheep_app(tmp_path, preset="sheepshead-8", players=8)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        await finish_by_keys(pilot)
        result = app.screen
        await until(pilot, lambda: result.focused is not None)
        body = result.query_one(".body")
        await until(pilot, lambda: body.virtual_size.height > 0)
        assert body.virtual_size.height >= body.size.height >= 8  # eight seats and the notes fill what the screen leaves
        for button in result.query(Button):
            await until(pilot, lambda: in_sight(result, button))
        body.scroll_end(animate=False)  # the body scrolls; the buttons stay
        await pilot.pause()
        assert all(in_sight(result, b) for b in result.query(Button))


def match_of(deals_played: int, deals: int = 15, seed: int = 5) -> Any:
    """A Sheriff match for three, played by random bots until ``deals_played`` deals are scored
    and it is the human's (seat 0) turn."""
    import random

    from sheriff_tui.bots import RandomBot
    from sheriff_tui.engine import sheriff

    game = sheriff.new_game(sheriff.Rules(deals=deals), ["You", "Belle", "Wyatt"], seed=seed)
    rng, bot = random.Random(seed), RandomBot()
    while len(game.results) < deals_played or game.to_act != 0:
        game.apply(bot.choose(game.view(game.to_act), game.legal_actions(), rng))
    return game


async def test_the_score_sheet_keeps_its_totals_in_sight_after_many_deals_at_80x24(tmp_path):
    from textual.widgets import Button, DataTable

    from sheriff_tui.ui.screens.table import Table, TableScreen

    game = match_of(13)
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(TableScreen(Table(game, "sheriff", "sheriff", ["human", "random", "random"], 5)))
        await until(pilot, lambda: human_waits(app))
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        sheet = app.screen
        deals = sheet.query_one("#sheet", DataTable)
        totals = sheet.query_one("#sheet-total", DataTable)
        await until(pilot, lambda: deals.row_count == 13 and totals.row_count == 1)
        assert [str(c) for c in totals.get_row_at(0)[1:4]] == [str(t) for t in game.scores]
        await until(pilot, lambda: in_sight(sheet, totals) and in_sight(sheet, sheet.query_one(Button)))
        # the totals stand under their columns
        assert [c.get_render_width(totals) for c in totals.columns.values()] == [c.get_render_width(deals) for c in deals.columns.values()]
        # moving through the deals scrolls them, never the totals away
        await pilot.press("up", "up", "up", "home")
        await pilot.pause()
        assert in_sight(sheet, totals) and deals.cursor_row == 0


# -- 6. the menu's Rules: the game last played, a chooser for the others -----------------------


async def test_the_menus_rules_open_the_game_last_played_with_a_chooser_and_its_house_rules(tmp_path):
    from textual.widgets import MarkdownViewer, Tabs

    from sheriff_tui.ui.screens.rules_help import RulesScreen

    config = tmp_path / "config"
    config.mkdir()
    (config / "config.toml").write_text('game = "toruf"\n\n[presets]\ntoruf = "toruf-double"\nsheepshead = "sheepshead-4"\n', encoding="utf-8")
    app = new_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, RulesScreen))
        rules = app.screen

        def house() -> str:
            return rules.markdown[rules.markdown.rindex("## House rules at this table") :].splitlines()[0]

        assert rules.markdown.startswith("# Toruf") and house().endswith("toruf-double")
        tabs = rules.query_one(Tabs)
        assert [str(t.label) for t in tabs.query("Tab")] == ["Sheriff", "Sheepshead", "Toruf", "Sheriff of Nottingham"]
        assert tabs.active == "rules-toruf"
        # g: the next game, with its own active preset
        await pilot.press("g")
        await until(pilot, lambda: rules.markdown.startswith("# Sheriff of Nottingham"))
        assert house().endswith("nottingham") and tabs.active == "rules-nottingham"
        # a click on a tab: that game, and the viewer shows it
        await pilot.click("#rules-sheepshead")
        await until(pilot, lambda: rules.markdown.startswith("# Sheepshead"))
        assert house().endswith("sheepshead-4")
        await until(pilot, lambda: rules.query_one(MarkdownViewer).document.source == rules.markdown)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))


# -- 11. New game asks before abandoning; Continue names what it continues ------------------


def save_a_match(app: SheriffApp, deals_scored: int = 2) -> None:
    """A Sheepshead match for five saved as the app's current one, ``deals_scored`` deals in."""
    import random

    from sheriff_tui import records, saves
    from sheriff_tui.bots import RandomBot
    from sheriff_tui.engine import game_module

    game = game_module("sheepshead").new_game(presets.load_rules("sheepshead", "sheepshead"), ["You", "Belle", "Wyatt", "Doc", "Calamity"], seed=3)
    rng, bot = random.Random(3), RandomBot()
    while len(game.results) < deals_scored or game.to_act != 0:
        game.apply(bot.choose(game.view(game.to_act), game.legal_actions(), rng))
    saves.save_current(records.to_record(game, "sheepshead"), {"seats": ["human"] + ["random"] * 4, "seed": 3}, app.data_dir)


def menu_options(app: SheriffApp) -> dict[str, str]:
    menu = app.screen.query_one("#menu")
    return {o.id: str(o.prompt) for o in (menu.get_option_at_index(i) for i in range(menu.option_count))}


def test_a_match_is_named_by_its_game_and_deal_or_what_the_save_says():
    from sheriff_tui.saves import Summary
    from sheriff_tui.ui.match_words import match_words

    assert match_words(Summary("sheepshead", "sheepshead", 5, 3, 10, 0, "")) == "Sheepshead, deal 3 of 10"
    assert match_words(Summary("toruf", "toruf", 4, 7, 16, 41, "")) == "Toruf, deal 7, playing to 41"
    assert match_words(Summary("sheepshead", "sheepshead-fox", 4, 2, 10, 0, "fox")) == "Sheepshead (fox), deal 2"
    assert match_words(Summary("nottingham", "nottingham", 4, 1, 0, 0, "")) == "Sheriff of Nottingham for 4 players"


async def test_new_game_asks_before_abandoning_the_match_and_says_where_it_went(tmp_path):
    from sheriff_tui import saves
    from sheriff_tui.ui.screens.confirm import ConfirmScreen

    app = new_app(tmp_path)
    save_a_match(app)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert menu_options(app)["continue"] == "Continue: Sheepshead, deal 3 of 10"
        # n, then No (Esc): nothing is abandoned
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        ask = app.screen
        assert ask.question == "Abandon Sheepshead, deal 3 of 10?" and "history folder" in ask.detail
        await until(pilot, lambda: bool(footer_keys(ask)))
        assert footer_keys(ask).get("y") == "Abandon it" and footer_keys(ask).get("n") == "Keep it"
        assert app.focused is ask.query_one("#confirm-no"), "a stray Enter keeps the match"
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert saves.has_current(app.data_dir) and "continue" in menu_options(app)
        # n, then Yes: the match goes to the history folder, and New game says so
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        history = list(saves.history_dir(app.data_dir).glob("*-sheepshead-abandoned.json"))
        assert len(history) == 1 and not saves.has_current(app.data_dir)
        form = app.screen
        await until(pilot, lambda: bool(form.query("#abandoned-note")))
        note = str(form.query_one("#abandoned-note").render())
        assert note.startswith("Sheepshead, deal 3 of 10 was abandoned") and history[0].name in note.replace("\n", "")
        # and the menu too, once back there; nothing left to continue
        await until(pilot, lambda: form.ready)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert "continue" not in menu_options(app)
        assert history[0].name in str(app.screen.query_one("#menu-note").render()).replace("\n", "")


async def test_a_new_game_from_the_palette_asks_too(tmp_path):
    from sheriff_tui import saves
    from sheriff_tui.ui.screens.confirm import ConfirmScreen

    app = new_app(tmp_path)
    save_a_match(app)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.quick_start("toruf", "toruf")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert saves.has_current(app.data_dir) and saves.current_summary(app.data_dir).game == "sheepshead"


async def test_the_match_result_says_you_win_in_the_right_person(tmp_path):
    from textual.app import App

    from sheriff_tui.ui.screens.results import MatchResultScreen

    class _App(App[None]):
        def on_mount(self) -> None:
            self.push_screen(MatchResultScreen(["You", "Belle", "Wyatt"], [60, 59, 0]))

    app = _App()
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MatchResultScreen) and bool(app.screen.query("#winner")))
        assert str(app.screen.query_one("#winner").render()) == "You win with 60"
        box = app.screen._box()
        assert box.region.width == app.screen.content_cells() + app.screen.FRAME + 2 < 80  # as wide as its buttons (and a gutter), not the screen
