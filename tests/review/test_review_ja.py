"""The deal review in Japanese: the hand-made Sheriff deal whose trick 16 threw the contract
away (tests/review_helpers.py), its lines read with ``i18n.use("ja")`` (figures and card labels
as in English), and the review screen opened with ``lang="ja"`` at 80×24, its lines within
their widths in cells."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len

from sheriff_tui import i18n, records
from sheriff_tui.engine.core import Action
from sheriff_tui.review import ReviewError, review_deal
from sheriff_tui.review.model import Decision
from sheriff_tui.review.walk import make_hard
from sheriff_tui.review.words import action_words, decision_line, review_lines
from sheriff_tui.ui.app import SheriffApp
from sheriff_tui.ui.screens.menu import MenuScreen
from sheriff_tui.ui.screens.review import ReviewScreen
from tests.review_helpers import BAD_ENDING, ending_record
from tests.ui_helpers import plain, until

SCALE = 0.25  # a quicker search: the ending weighed here is solved exactly at any budget
KANA = re.compile(r"[\u3040-\u30ff]")


def loaded_of(record: dict) -> records.Loaded:
    loaded = records.load_data(record)
    records.replay(loaded)
    return loaded


def bad_review():
    """The deal weighed: a decision's reason is said in the language in use as it is weighed."""
    loaded = loaded_of(ending_record(BAD_ENDING))
    return review_deal(loaded, 0, 0, make_hard("sheriff", SCALE))


def test_the_review_lines_in_japanese() -> None:
    english = review_lines(bad_review())
    i18n.use("ja")
    review = bad_review()
    lines = review_lines(review)
    assert len(lines) == len(english) == 2 + 17
    assert lines[0] == "第1ディール: You（1番席）、「強い」ボットの探索による判断の評価"
    assert lines[1] == "  第16トリック: 5♠ は約41.0点の損。10♣ がベスト: BelleとWyatt はクラブを持っていない。まだ見えていない切り札 1枚"
    assert lines[-1] == f"  このディールで失った点: 約{review.lost:.1f}"
    for line in lines:
        assert KANA.search(line), line
        assert not re.search(r"\b(trick|cost|best|points?|deal|bid)\b", line), line
    # the figures and the cards are the English lines' own
    number = re.compile(r"[0-9]+\.[0-9]|[0-9AKQJ]+[♠♥♦♣]")
    assert [number.findall(j) for j in lines[1:]] == [number.findall(e) for e in english[1:]]


def test_decision_lines_in_japanese() -> None:
    a, b = Action("play", 0, card=0), Action("play", 0, card=1)
    i18n.use("ja")
    noisy = Decision(3, 2, "play", a, b, 1.0, ((b, 1.0), (a, 0.0)), "", 2.0)
    assert decision_line(noisy) == f"第2トリック: {action_words(a)}: {action_words(b)} と同等（1.0点の差は探索の誤差 ±2.0 の範囲内）"
    spread = Decision(7, 4, "play", a, b, 0.5, ((b, 0.5), (a, 0.0)), "Belle がトリックを取っている", 0.1)
    assert decision_line(spread) == f"第4トリック: {action_words(a)} は約0.5点の損（±0.1）。{action_words(b)} がベスト: Belle がトリックを取っている"
    bid = Action("bid", 0, value=9)
    assert decision_line(Decision(0, None, "auction", bid, bid, 0.0, ())) == "プレイの前: 宣言 9: 未評価"
    assert decision_line(Decision(0, None, "auction", bid, bid, 0.0, ((bid, 1.0), (Action("pass", 0), 0.0)))) == "プレイの前: 宣言 9: 評価した2手の中でベスト"
    assert action_words(Action("trump", 0, suit="NT")) == "切り札 ノートランプ"


def test_a_bad_request_says_why_in_japanese() -> None:
    loaded = loaded_of(ending_record())
    i18n.use("ja")
    with pytest.raises(ReviewError, match="第2ディール: 記録のディールは1つです。指定できるのは 1–1"):
        review_deal(loaded, 1, 0)
    with pytest.raises(ReviewError, match="4番席"):
        review_deal(loaded, 0, 3)


def within(text: str, width: int, what: str) -> None:
    assert cell_len(text) <= width, (what, text, cell_len(text), width)


async def test_the_review_screen_in_japanese_at_80x24(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ReviewScreen, "SCALE", SCALE)
    app = SheriffApp(tmp_path / "config", tmp_path / "data", lang="ja")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await app.push_screen(ReviewScreen(ending_record(last=BAD_ENDING), 0))
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen) and app.screen.done, limit=20000)
        screen = app.screen
        assert plain(screen.query_one("#review-step")).startswith("プレイの前 · このあと17トリック")
        await pilot.press("c")
        await pilot.pause()
        assert screen.position == 16
        title, step = screen.query_one("#review-title"), screen.query_one("#review-step")
        assert plain(title).startswith("レビュー · ") and plain(title).endswith("第1ディール · You · 得点 -18")
        assert plain(step) == "トリック 16/17 · You のリード · Belle が取った"
        assert plain(screen.query_one("#review-note")).startswith("第16トリック: 5♠ は約41.0点の損。10♣ がベスト")
        assert plain(screen.query_one("#review-lost")).startswith("このディールで失った点: 約")
        olist = screen.query_one("#review-list")
        assert str(olist.options[0].prompt) == "−41.0  第16トリック: 5♠、10♣ がベスト"
        # each line within its width in cells: the one-line title and step, the list's entries, the footer's keys
        within(plain(title), title.content_size.width, "title")
        within(plain(step), step.content_size.width, "step")
        for option in olist.options:
            within(str(option.prompt), olist.content_size.width, "entry")
        from textual.widgets._footer import FooterKey

        keys = list(screen.query(FooterKey))
        words = " ".join(plain(k) for k in keys)
        assert "次のトリック" in words and "閉じる" in words and "Close" not in words
        assert all(k.region.right <= 80 for k in keys if k.display), [(plain(k), k.region) for k in keys]
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
