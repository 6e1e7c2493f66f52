"""The Sheepshead table in Japanese (``lang="ja"``) at 80×24: a five-hand deal played by keys
(pick, call, bury, play, result) and a leaster, with the table's own words in Japanese and every
line within its widget, counted in cells (a Japanese character takes two).

The words every game's table shares (the header, "your turn", the score sheet) are another
catalog's: only Sheepshead's own are asserted here.
"""

from __future__ import annotations

from typing import Any

import pytest

from rich.cells import cell_len
from rich.text import Text
from textual.content import Content
from textual.widgets import Button, DataTable, Label, Static

from sheriff_tui import i18n
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Event
from sheriff_tui.ui.games.sheepshead import ADAPTER
from sheriff_tui.ui.screens.results import DealResultScreen
from sheriff_tui.ui.widgets.hand import Hand
from sheriff_tui.ui.widgets.seat import SeatPanel
from sheriff_tui.ui.widgets.trick import TrickView

from ..ui_helpers import human_waits, log_text, plain, until, waiting
from .test_ui_sheepshead import PassBot, mark_by_keys, sheep_app
from .test_ui_sheepshead_80 import dialog_fits

SIZE = (80, 24)


def wrapped(widget: Any, width: int) -> list[str]:
    """The widget's text as it folds at ``width`` (a Rich Text or a Textual Content)."""
    rendered = widget.render()
    if isinstance(rendered, Content):
        return [line.plain for line in rendered.wrap(width)]
    if isinstance(rendered, Text):
        return [line.plain for line in rendered.wrap(widget.app.console, width)]
    return plain(widget).split("\n")


def japanese(text: str) -> bool:
    """Some kana or kanji in ``text``."""
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def within(text: str, width: int, what: Any) -> None:
    assert cell_len(text) <= width, (what, text, cell_len(text), width)


def table_fits(screen: Any) -> None:
    """Every line of the title, the seats, the trick box, the status line, the hand's title and
    the prompt within its widget's width in cells; the trick box's lines (its footer wrapped) within its height."""
    title = screen.query_one("#title", Static)
    within(plain(title), title.content_size.width, "title")
    for panel in screen.query(SeatPanel):
        for line in plain(panel).split("\n"):
            within(line, panel.content_size.width, panel.border_title)
        for border in (panel.border_title, panel.border_subtitle):
            within(str(border or ""), panel.region.width - 6, "seat border")
    trick = screen.query_one(TrickView)
    lines = wrapped(trick, trick.content_size.width)
    assert len(lines) <= trick.content_size.height, lines
    for line in lines:
        within(line.rstrip(), trick.content_size.width, "trick")
    within(str(trick.border_title or ""), trick.region.width - 4, "trick title")
    status = screen.query_one("#status")
    within(plain(status), status.content_size.width, "status")
    hand = screen.query_one(Hand)
    within(str(hand.border_title or ""), hand.region.width - 4, "hand title")
    for button in screen.query("#prompt Button").results(Button):
        within(str(button.label), button.content_size.width, "button")
        assert button.region.right <= SIZE[0], (str(button.label), button.region)
    for label in screen.query("#prompt Label").results(Label):
        lines = wrapped(label, label.content_size.width)
        assert len(lines) <= label.content_size.height, (lines, label.size)
    log = screen.query_one("#log")
    for strip in log.lines:
        within(strip.text.rstrip(), log.scrollable_content_region.width, "log")


def result_fits(result: DealResultScreen) -> None:
    dialog_fits(result)
    notes = result.query_one("#result-notes", Static)
    lines = wrapped(notes, notes.content_size.width)
    assert len(lines) <= notes.content_size.height, lines
    table = result.query_one(DataTable)
    width = sum(col.get_render_width(table) for col in table.columns.values())
    assert width <= table.scrollable_content_region.width, (width, table.scrollable_content_region)


async def test_a_five_hand_deal_in_japanese_by_keys(tmp_path, bots):
    bots(PassBot)  # everyone passes to the human, the dealer
    app = sheep_app(tmp_path, seed=3, lang="ja")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        game = screen.game
        # the pick
        spec = screen.prompt_spec
        assert spec.question == "ブラインド2枚をピックして2枚埋めますか? パスしますか?"
        assert [text for text, _a in spec.choices] == ["ピックする", "パス"]
        trick = screen.query_one(TrickView)
        assert trick.border_title == "ピック"
        assert "ピックかパス" in plain(trick) and "ブラインド" in plain(trick)
        assert "パス" in plain(trick)  # the four seats that passed
        assert "Belle はパス" in log_text(screen)
        table_fits(screen)
        await pilot.press("enter")  # ピックする
        # the call
        await until(pilot, lambda: human_waits(app) and game.view(0).phase == "call")
        spec = screen.prompt_spec
        assert spec.question.startswith("カードをコールしてください。")
        labels = [text for text, _a in spec.choices]
        assert labels[-1] == "単独でプレイ" and all(text.endswith(" をコール") for text in labels[:-1])
        assert "あなたの手札に" in plain(trick)
        assert "ピッカー" in plain(screen.query_one("#title"))
        table_fits(screen)
        await pilot.press("enter")  # the first card offered
        # the bury
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "mark")
        called = game.view(0).called
        assert screen.prompt_spec.question == "2枚を埋めてください: Space で選び、Enter で埋めます"
        assert [text for text, _a in screen.prompt_spec.choices][0] == "埋める"
        hand = screen.query_one(Hand)
        assert str(hand.border_title).startswith("2枚を埋めてください")
        table_fits(screen)
        pair = screen.prompt_spec.choices[0][1].cards
        await mark_by_keys(pilot, hand, pair)
        await pilot.press("enter")
        await until(pilot, lambda: game.view(0).phase == "play")
        # the play
        seen_lead = False
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            assert screen.prompt_spec.question in ("あなたのリードです", "あなたの番です"), screen.prompt_spec.question
            seen_lead = seen_lead or "埋め札" in plain(trick)
            table_fits(screen)
            await pilot.press("1")
        assert seen_lead  # the bury under the trick: 埋め札 9♣ 8♦  あなたの 0 点
        log = log_text(screen)
        for words in ("あなたはブラインドをピックしました", "をコールしました", "を埋めました", "でトリックを取りました"):
            assert words in log, (words, log)
        assert "第1/10ディール: " in log and "が配ります" in log
        # the result
        result = app.screen
        deal = game.results[0]
        assert deal.picker == 0 and deal.called == called
        outcome = "勝ち" if deal.won else "負け"
        assert result.headline.startswith("あなた が ") and f"{deal.side_points}点で{outcome}" in result.headline
        assert [row[1] for row in result.rows][0] == "ピッカー"
        assert {row[1] for row in result.rows[1:]} <= {"パートナー", "相手"}
        assert any(line.startswith(f"賭け点 ×{deal.multiplier}") for line in result.notes), result.notes
        assert any("ピッカー " in line and "相手はそれぞれ" in line for line in result.notes), result.notes
        if deal.multiplier > 1:  # the engine's reasons said in Japanese too
            assert not any(word in " ".join(result.notes) for word in ("schneider", "bump", "no trick")), result.notes
        await pilot.pause()
        result_fits(result)
        assert result.headline in log  # the log's last line tells the deal as the result does


@pytest.mark.parametrize("preset", ["sheepshead", "sheepshead-pots"])
async def test_a_leaster_in_japanese(tmp_path, bots, preset):
    """Everyone passes, the human too: a leaster, in the title, the log and the result (with a pot: its ante)."""
    bots(PassBot)
    app = sheep_app(tmp_path, seed=3, preset=preset, lang="ja")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        await pilot.press("p")
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "cards")
        await pilot.pause()
        assert "リースター" in plain(screen.query_one("#title"))
        assert "全員パス: リースターです。" in log_text(screen)
        assert "最後のトリックを取った人へ" in plain(screen.query_one(TrickView))
        table_fits(screen)
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            await pilot.press("1")
        result = app.screen
        assert result.headline.startswith("リースター: ")
        assert result.notes[0].startswith("誰もピックしませんでした。")
        if preset == "sheepshead-pots":
            assert "ポット" in plain(screen.query_one("#title"))
            assert "各プレイヤーがポットに 1 ずつアンティ、ポットは 5。" in result.notes, result.notes
            assert "ポット +5" in result.headline
        await pilot.pause()
        result_fits(result)


def test_the_log_speaks_japanese_by_person():
    """Each line whole in Japanese, the human's and another seat's said each its own way."""
    i18n.use("ja")
    view = sh.new_game(sh.Rules(), ["You", "Belle", "Wyatt", "Doc", "Calamity"], seed=1).view(0)
    assert ADAPTER.describe(Event("pass", 1), view, False) == "Belle はパス"
    assert ADAPTER.describe(Event("pass", 0), view, False) == "あなたはパス"
    assert ADAPTER.describe(Event("pick", 2), view, False) == "Wyatt はブラインドをピックしました"
    assert ADAPTER.describe(Event("bury", 2, value=2), view, False) == "Wyatt は2枚を埋めました"
    assert ADAPTER.describe(Event("crack", 3, value=2), view, False) == "Doc はクラック: 賭け点が2倍に (×2)"
    assert ADAPTER.describe(Event("alone", 4), view, False) == "Calamity は単独でプレイします"
    i18n.use("en")
    assert ADAPTER.describe(Event("pass", 1), view, False) == "Belle passes"
    assert ADAPTER.describe(Event("bury", 2, value=2), view, False) == "Wyatt buries two cards"


def test_the_hints_reasons_speak_japanese():
    """why.py's reasons whole in Japanese, with figures where English spells small numbers."""
    from sheriff_tui.bots.reasons import reason
    from sheriff_tui.cards import parse_card
    from sheriff_tui.ui.games.why import with_reason

    pick = reason("pick", trumps=5, tops=(parse_card("QC"), parse_card("QH")), aces=(), behind=2)
    schmear = reason("schmear", card=parse_card("AC"), who="partner", winner=parse_card("QC"), sure=True)
    few = reason("pass_few", trumps=2, queens=True)
    assert with_reason("sheepshead", "pick", pick, False) == "pick: five trumps with the Q♣ Q♥ and no fail ace: enough, with two players still to decide after you"
    i18n.use("ja")
    assert with_reason("sheepshead", "ピック", pick, False) == "ピック: 切り札5枚(Q♣ Q♥ を含む)、フェイルのエースなし: あとに2人が決める状況で十分です"
    assert with_reason("sheepshead", "パス", few, False) == "パス: 切り札2枚だけで、クイーンがありません"
    assert with_reason("sheepshead", "A♣", schmear, False) == "A♣ をシュミア: このトリックはパートナーの Q♣ が取ります"


# -- the forms with tables of their own ----------------------------------------------------


def ja_form_app(tmp_path, preset: str, seed: int):
    from sheriff_tui import presets
    from sheriff_tui.ui.app import SheriffApp
    from sheriff_tui.ui.screens.new_game import MatchRequest

    players = presets.load_rules("sheepshead", preset).players
    names = ("You", "Belle", "Wyatt", "Doc")[:players]
    req = MatchRequest("sheepshead", preset, names, ("human",) + ("random",) * (players - 1), "instant", seed)
    return SheriffApp(tmp_path / "config", tmp_path / "data", start=req, lang="ja")


@pytest.mark.parametrize(
    "preset,seed,title,log,headline",
    [
        pytest.param("sheepshead-fox", 3, "フォックス · 21点先取", "でトリックを取りました", None, id="fox"),
        pytest.param("sheepshead-battery", 3, "バッテリー", "から", "点で勝ち", id="battery"),
        pytest.param("sheepshead-indiana", 5, "24点先取", "はベスト: 単独、ハートが切り札", "あなたのベストは", id="indiana"),
    ],
)
async def test_a_form_in_japanese_at_80_by_24(tmp_path, bots, preset, seed, title, log, headline):
    from .test_ui_sheepshead_forms import FirstBot

    bots(FirstBot)  # the first legal action: Indiana's bots pass
    app = ja_form_app(tmp_path, preset, seed)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        assert title in plain(screen.query_one("#title"))
        if preset == "sheepshead-indiana":
            labels = [text for text, _a in screen.prompt_spec.choices]
            assert labels[0] == "パス" and "ベスト" in labels and "ビリー" in labels
            assert screen.prompt_spec.question.startswith("パス、持っていないエースをコール")
            table_fits(screen)
            for _step in range(labels.index("ベスト")):
                await pilot.press("right")
            await pilot.press("enter")
        while not isinstance(app.screen, DealResultScreen):
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            assert screen.prompt_spec.question.startswith(("あなたのリードです", "あなたの番です")), screen.prompt_spec.question
            table_fits(screen)
            await pilot.press("1")
        assert log in log_text(screen), log_text(screen)
        result = app.screen
        if headline is not None:
            assert headline in result.headline, result.headline
        assert result.notes and all(japanese(note) for note in result.notes), result.notes
        await pilot.pause()
        result_fits(result)


# -- every preset, through the adapter ------------------------------------------------------


def sheepshead_presets() -> list[str]:
    from sheriff_tui import presets

    found, _problems = presets.all_presets()
    return sorted(n for n, p in found.items() if p.game == "sheepshead")


def play_match(preset: str, seed: int = 7) -> list[tuple[Any, Any]]:
    """A whole match of ``preset`` by random players, seat 0's every prompt, seat, log line and
    result said by the adapter in the language in use: (result, seat 0's view) per deal."""
    import random

    from sheriff_tui import presets
    from sheriff_tui.bots import RandomBot

    rules = presets.load_rules("sheepshead", preset)
    names = ["You", "Belle", "Wyatt", "Doc", "Calamity", "Jesse", "Annie", "Bass"][: rules.players]
    game = sh.new_game(rules, names, seed=seed)
    rng, bot = random.Random(seed), RandomBot()
    deals: list[tuple[Any, Any]] = []
    for _step in range(5000):
        if game.is_over:
            break
        view = game.view(0)
        for seat in range(len(names)):
            ADAPTER.seat_info(view, seat, False)
        ADAPTER.title(view, False)
        legal = game.legal_actions()
        if game.to_act == 0:
            spec = ADAPTER.prompt(view, legal, False)
            assert japanese(spec.question) or not spec.question, (preset, spec.question)
            for text, _a in spec.choices:
                assert japanese(text), (preset, text)
        seen = len(game.results)
        events = game.apply(bot.choose(game.view(game.to_act), legal, rng))
        after = game.view(0)
        for event in game.events_for(0, events):
            line = ADAPTER.describe(event, after, False)
            assert line is None or japanese(line), (preset, event, line)
        for result in game.results[seen:]:
            assert japanese(ADAPTER.result_headline(result, after)), (preset, ADAPTER.result_headline(result, after))
            for note in ADAPTER.result_notes(result, after):
                assert japanese(note), (preset, note)
            ADAPTER.result_rows(result, after)
            deals.append((result, after))
    return deals


@pytest.mark.parametrize("preset", sheepshead_presets())
def test_every_preset_speaks_japanese_and_english_as_the_engine(preset):
    """Every preset's match in Japanese: each prompt, button, log line, headline and note has
    Japanese in it. In both languages the table's headline is the engine's own line
    (``result.headline``, said to the human in the second person), the pot's part after it; the
    stake's reasons are the engine's, said in the language in use, the record's English kept."""
    from sheriff_tui.engine.sheepshead.score import said
    from sheriff_tui.ui.games.sheepshead.words import _last_deal

    i18n.use("ja")
    deals = play_match(preset)
    assert deals
    for lang in ("en", "ja"):
        i18n.use(lang)
        for result, view in deals:
            names = view.players
            kind = getattr(result, "kind", "")
            you = names.index("You")
            engine = result.headline(names, final=kind == "doubler" and _last_deal(result, view), you=you)
            line = ADAPTER.result_headline(result, view)
            assert line == engine or line.startswith(f"{engine} · "), (lang, line, engine)
            for reason in getattr(result, "reasons", ()) or ():
                if lang == "en":
                    assert said(reason) == reason
                else:
                    assert said(reason) != reason and japanese(said(reason)), reason  # every reason the engine gives has its Japanese
