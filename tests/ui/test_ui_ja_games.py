"""Issue 25: Toruf's and Sheriff of Nottingham's tables in Japanese, played by keys at 80×24.

Only the games' own words are asserted (prompts, log lines, results): the header and the
score sheet are the shared table's. Every widget's lines fit its width in cells (a Japanese
character takes two), and the English words of these tables stay what they were.
"""

from __future__ import annotations

import random
from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text
from textual.content import Content

from sheriff_tui import i18n
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.games.toruf import ADAPTER as TORUF
from sheriff_tui.ui.screens import bot_turns
from sheriff_tui.ui.screens.new_game import MatchRequest
from sheriff_tui.ui.screens.results import DealResultScreen

from ..ui_helpers import human_waits, log_text, plain, until, waiting

SIZE = (80, 24)
NAMES = ("You", "Belle", "Wyatt", "Doc")
_CONSOLE = Console(width=200, legacy_windows=False)


def overflowing(screen: Any) -> list[str]:
    """Every line a widget draws wider than its content, in cells: a text the widget folds is
    measured as folded; a widget that lays out its own lines (rows of cards) as drawn."""
    bad = []
    for widget in screen.query("*"):
        if not widget.display or not widget.is_mounted:
            continue
        width = widget.content_size.width
        if width <= 0:
            continue
        try:
            rendered = widget.render()
        except Exception:  # a container: nothing of its own to draw
            continue
        if isinstance(rendered, (str, Content)):
            rendered = Text(str(rendered) if isinstance(rendered, str) else rendered.plain)
        if not isinstance(rendered, Text):
            continue
        own_rows = type(widget).__name__ in ("GoodsRow", "Hand")
        nowrap = rendered.no_wrap or widget.styles.text_wrap == "nowrap"
        if nowrap and widget.styles.text_overflow == "ellipsis":
            continue  # one line by design, cut by Textual in cells with an ellipsis
        lines = rendered.split() if own_rows or nowrap else rendered.wrap(_CONSOLE, width)
        for line in lines:
            if cell_len(line.plain.rstrip()) > width:
                bad.append(f"{type(widget).__name__}#{widget.id}: {line.plain!r} ({cell_len(line.plain)} > {width})")
    return bad


def japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


# -- Toruf ---------------------------------------------------------------------------------


class Passer:
    """Passes whenever it may; names the first trump; plays the first legal card."""

    def choose(self, view, legal, rng):
        return next((a for a in legal if a.act == "pass"), legal[0])


async def test_a_toruf_deal_in_japanese_by_keys_at_80x24(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(bot_turns, "make_bot", lambda game, level: Passer())
    req = MatchRequest("toruf", "toruf", NAMES, ("human", "random", "random", "random"), "instant", 3)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", start=req, lang="ja")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: human_waits(app))
        screen = app.screen
        assert i18n.lang() == "ja"
        assert screen.prompt_spec.kind == "bid"
        assert "あなたのビッド" in screen.prompt_spec.question and "Pでパス" in screen.prompt_spec.question
        assert "全員パスならあなたが46をプレイ" in plain(screen.query_one("#trick"))
        assert screen.query_one("#trick").border_title == "ビッド"  # Toruf's word (Sheriff's auction is 競り)
        assert screen.turn_words(screen.game.view(0)) == "ビッドの番"
        from textual.widgets import Button

        from sheriff_tui.ui.widgets.bid_prompt import BidPrompt

        assert str(screen.query_one("#bid-go", Button).label) == "ビッド"  # the shared prompt, in Toruf's words
        assert screen.query_one(BidPrompt).refusal("30").startswith("30 はビッドできません")
        assert not overflowing(screen), overflowing(screen)
        said = screen.hint_text(screen.hint())  # H: the move and why
        assert japanese(said), said
        assert "宣言" not in said, said  # a bid is ビッド in Toruf's words (or a pass)
        await pilot.press("up", "up", "enter")  # 46 -> 48
        await until(pilot, lambda: human_waits(app) and screen.prompt_spec.kind == "choice")
        labels = [t for t, _ in screen.prompt_spec.choices]
        assert "ノートランプ" in labels and any(t.startswith("♥ ハート (") for t in labels)
        assert "切り札かノートランプを選んでください" in screen.prompt_spec.question
        hearts = next(i for i, t in enumerate(labels) if t.startswith("♥ ハート ("))
        await pilot.press(*["right"] * hearts, "enter")
        await until(pilot, lambda: screen.game.view(0).trump == 2)
        log = log_text(screen)
        assert "あなたは 48 をビッド" in log and "Belle はパス" in log and "あなたは ♥ ハート を切り札に指定" in log
        assert "トルフ 500点先取" in plain(screen.query_one("#title")) and "あなた 48 ♥" in plain(screen.query_one("#title"))
        while True:
            await until(pilot, lambda: waiting(app))
            if isinstance(app.screen, DealResultScreen):
                break
            assert screen.prompt_spec.question.startswith("あなたの")  # "Your lead", "Your play: …"
            assert not overflowing(screen), overflowing(screen)
            await pilot.press("1")
        log = log_text(screen)
        assert "でトリックを取る" in log and "最後のトリック10点" in log
        result = screen.game.results[0]
        res = app.screen
        assert japanese(res.headline) and "守備側" in res.headline
        assert [r[1] for r in res.rows] == ["ビッドチーム", "守備側"]
        notes = "\n".join(res.notes)
        assert f"ビッド 48、獲得 {result.points[0]}" in notes and "500点先取" in notes
        assert not overflowing(res), overflowing(res)


def test_toruf_results_are_the_engines_words_in_either_language() -> None:
    """The table's result line and its reasons are the engine's own (``headline``, ``reasons_said``),
    English and Japanese alike; the stored ``reasons`` stay the record's English."""
    from sheriff_tui.engine.toruf.score import DealResult, deal_score

    class V:
        players = NAMES

    for forced, doubled, opened, trump, points in [
        (False, 1, False, 2, (60, 30)), (True, 2, True, 4, (40, 50)), (False, 4, True, 0, (85, 5)), (False, 1, True, 1, (50, 40)),
    ]:
        score = deal_score(46 if forced else 50, 0, points, trump, doubled, opened, 20)
        result = DealResult(
            0, 0, 0, 46 if forced else 50, trump, forced, doubled, opened, (4, 3, 3, 3), points, 0,
            score.made, score.multiplier, score.team_scores, (score.team_scores[0], score.team_scores[1]) * 2, score.reasons,
        )
        assert TORUF.result_headline(result, V()) == result.headline(NAMES)
        assert result.reasons_said() == [f"{r[0].upper()}{r[1:]}." for r in result.reasons]  # the record's English, as sentences
        i18n.use("ja")
        assert TORUF.result_headline(result, V()) == result.headline(NAMES)
        assert japanese(result.headline(NAMES))
        assert all(japanese(line) for line in result.reasons_said())
        assert result.reasons == score.reasons  # the record keeps its English
        i18n.use("en")


def test_a_toruf_matchs_results_on_the_table_are_the_engines_in_either_language() -> None:
    """Seeded bot matches of every Toruf preset: the log's deal line and the result's headline are
    the engine's ``headline``, its reasons the result's ``reasons_said``, in both languages."""
    from sheriff_tui import presets
    from sheriff_tui.bots import RandomBot
    from sheriff_tui.engine import toruf

    for preset in ("toruf", "toruf-double", "toruf-open", "toruf-short"):
        g = toruf.new_game(presets.load_rules("toruf", preset), list(NAMES), seed=7)
        rng, bot, scored = random.Random(7), RandomBot(), []
        while g.to_act is not None and len(scored) < 6:
            scored += [e for e in g.apply(bot.choose(g.view(g.to_act), g.legal_actions(), rng)) if e.kind == "deal_scored"]
        view = g.view(0)
        for lang in ("en", "ja"):
            i18n.use(lang)
            for event in scored:
                result = event.data
                said = result.headline(list(NAMES))
                assert TORUF.result_headline(result, view) == said == TORUF.describe(event, view, False)
                assert TORUF.result_notes(result, view)[: len(result.reasons)] == result.reasons_said()
                assert japanese(said) == (lang == "ja")
        i18n.use("en")


# -- Sheriff of Nottingham -------------------------------------------------------------------


async def test_a_nottingham_match_in_japanese_by_keys_at_80x24(tmp_path) -> None:
    from sheriff_tui.ui.games.nottingham.sheets import BagsScreen
    from sheriff_tui.ui.games.nottingham.table import NottinghamScreen
    from sheriff_tui.ui.screens.results import MatchResultScreen

    from .test_ui_nottingham import NAMES as NT_NAMES
    from .test_ui_nottingham import answer, asked_or_over, one_turn_each, table

    preset = one_turn_each(tmp_path)  # three rounds: each of three players the Sheriff once
    req = MatchRequest("nottingham", preset, NT_NAMES[:3], ("human", "random", "random"), "instant", 3)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", start=req, lang="ja")
    rng = random.Random(3)
    questions: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, NottinghamScreen))
        for _n in range(400):
            await until(pilot, lambda: asked_or_over(app))
            if isinstance(app.screen, MatchResultScreen):
                break
            screen = app.screen
            await pilot.pause()
            question = str(screen.query_one(".nt-question").render())
            assert japanese(question), question
            questions.append(question)
            if len(questions) <= 8:  # H's words: the move and why, in the game's words
                said = screen.hint_text(screen.hint())
                assert japanese(said), said
            assert not overflowing(screen), overflowing(screen)
            await answer(pilot, rng)
        else:
            raise AssertionError("the match did not end")
        screen = table(app)
        final = screen.game.final
        assert final is not None
        assert app.screen.headline == final.headline(screen.game.players, you=0) and japanese(app.screen.headline)  # the engine's line
        assert any(q.startswith("マーケット:") for q in questions) and any(q.startswith("袋詰め:") for q in questions)
        assert any("申告してください" in q for q in questions)
        log = log_text(screen)
        assert "第1/3ラウンド" in log and "がシェリフ" in log and "と申告" in log
        assert "シェリフが" in log or "開けずに通す" in log or "申し出を受け入れる" in log  # each bag's fate
        assert not overflowing(app.screen), overflowing(app.screen)
        await pilot.press("escape")  # the result closes onto the table, match over
        await until(pilot, lambda: isinstance(app.screen, NottinghamScreen))
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, BagsScreen))
        bags = app.screen
        assert "ラウンドの袋" in str(bags.query_one(".title").render())
        assert not overflowing(bags), overflowing(bags)


def test_nottingham_words_are_the_engines_in_english_and_in_japanese() -> None:
    """Goods, offers and the final line: the table says the engine's words, in both languages (one
    wording per sentence); only 'You win' is the table's, by the engine's ``you`` seat."""
    from sheriff_tui.engine.nottingham import Offer
    from sheriff_tui.engine.nottingham.goods import EMPTY, KINDS, amount as engine_amount, describe as engine_describe
    from sheriff_tui.engine.nottingham.score import FinalScore
    from sheriff_tui.ui.games.nottingham import ADAPTER as NOTTINGHAM, words

    mixed = tuple(2 if g in (0, 4, 9) else 0 for g in range(KINDS))
    offers = [Offer(3, mixed, EMPTY, False), Offer(0, EMPTY, mixed, True), Offer(0, EMPTY, EMPTY, False)]
    names = ("You", "Belle", "Wyatt")
    finals = [
        FinalScore((50, 40, 30), (20, 20, 20), (10, 0, 0), (80, 60, 50), (5, 3, 2), (), (0,)),
        FinalScore((50, 40, 30), (20, 20, 20), (10, 0, 0), (60, 80, 50), (5, 3, 2), (), (1,)),
        FinalScore((50, 40, 30), (20, 20, 20), (10, 0, 0), (80, 80, 80), (5, 3, 2), (), (1, 0)),
        FinalScore((50, 40, 30), (20, 20, 20), (10, 0, 0), (80, 80, 50), (5, 3, 2), (), (0,)),
        FinalScore((50, 40, 30), (20, 20, 20), (10, 0, 0), (80, 80, 80), (5, 6, 2), (), (1,)),
    ]
    view = type("V", (), {"players": names})()
    said: dict[str, list[str]] = {}
    for lang in ("en", "ja"):
        i18n.use(lang)
        for g in range(KINDS):
            assert [words.amount(n, g) for n in (1, 2)] == [engine_amount(n, g) for n in (1, 2)]
        assert words.describe(mixed) == engine_describe(mixed) and words.describe(EMPTY) == engine_describe(EMPTY)
        for offer in offers:
            assert words.offer_words(offer) == offer.words() and words.offer_words(offer, claim=False) == offer.words(claim=False)
        for final in finals:
            assert NOTTINGHAM.result_headline(final, view) == final.headline(names, you=0)
        said[lang] = [final.headline(names, you=0) for final in finals] + [offer.words() for offer in offers]
    english = said["en"]
    i18n.use("en")
    assert english[0] == "You win with 80 (gold 50, goods 20, bonuses 10)" and english[3].startswith("You win the tie on 80")
    assert english[1].startswith("Belle wins with 80") and finals[0].headline(names) == "You wins with 80 (gold 50, goods 20, bonuses 10)"
    assert english[5] == "3 gold + 2 apples, 2 pepper, 2 golden apples from hand"
    assert said["ja"][0] == "あなたが80点で勝利（金 50、商品 20、ボーナス 10）"
    i18n.use("ja")
    assert words.amount(4, 0) == "リンゴ4つ" and words.amount(2, 4) == "胡椒2つ"
    assert [words.label(g) for g in range(8)] == ["リンゴ", "チーズ", "パン", "ニワトリ", "胡椒", "蜂蜜酒", "絹", "クロスボウ"]
    assert all(japanese(line) for line in said["ja"])
