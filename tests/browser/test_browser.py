"""Issue 24: the table played in a real browser. ``sheriff-tui serve`` on a free loopback
port, opened in Debian's headless Chromium by Playwright: the menu, a Sheriff table started
with the keyboard, a bid and a card played with the mouse, a screenshot, two tabs at once,
and the server stopped with nothing left running.
"""

from __future__ import annotations

import io
import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ..serve_helpers import Served, command_line, serving, tables_below
from .tab import CHROMIUM_FLAGS, Tab, chromium_or_skip

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="the orphan check reads /proc (Linux)")

SEED = "7"  # deal 1: both opponents pass, the player holds A♠ J♠ … (the first deal of seed 7)
DOCS_SCREENSHOT = "SHERIFF_TUI_DOCS_SCREENSHOT"  # set to a path: the table's screenshot is kept there too


@pytest.fixture
def browser() -> Iterator[Any]:
    executable = chromium_or_skip()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        try:
            yield chromium
        finally:
            chromium.close()


def start_sheriff(tab: Tab) -> None:
    """The menu, then New game and Start with the keyboard; the seed is the server's."""
    tab.wait_for("New game")
    tab.press("n")
    tab.wait_for("Seed")
    assert tab.cell(SEED, row_with="Seed")  # serve --seed filled the form's Seed field
    tab.press("Control+s")


def bid_and_lead(tab: Tab, card: str) -> None:
    """Bid 6 with a click on its button, then lead ``card`` with a click on it in the hand."""
    tab.wait_for("Your bid")
    tab.click(" 6 ", row_with="Pass")
    tab.wait_for("Your lead")
    tab.click(card)
    tab.wait_for(f"You play the {card}")


def record_of(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def actions(record: dict[str, Any]) -> list[dict[str, Any]]:
    return record["deals"][0]["actions"]


def colours(png: bytes) -> dict[tuple[int, int, int], int]:
    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("RGB")
    return {colour: count for count, colour in image.getcolors(maxcolors=image.width * image.height) or []}


def test_a_sheriff_table_in_headless_chromium(tmp_path: Path, browser: Any) -> None:
    with serving(tmp_path, "--seed", SEED) as served:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        tab = Tab(page, served.url)
        assert page.title() == "Sheriff TUI"
        start_sheriff(tab)
        bid_and_lead(tab, "A♠")
        tab.wait_for("Wyatt plays")  # the trick goes on: both opponents answer the lead
        record = record_of(served.data_dir / "saves" / "current.json")
        assert actions(record)[:4] == [
            {"seat": 1, "act": "pass"},
            {"seat": 2, "act": "pass"},
            {"seat": 0, "act": "bid", "value": 6},  # the button clicked
            {"seat": 0, "act": "play", "card": "AS"},  # the card clicked
        ]
        assert record["seed"] == int(SEED)

        png = page.screenshot(path=str(tmp_path / "table.png"))
        seen = colours(png)
        assert len(seen) > 50, "the screenshot is blank"
        background, _ = max(seen.items(), key=lambda item: item[1])
        assert background == (0x0F, 0x24, 0x1A) or sum(background) < 200, f"not the dark theme's felt: {background}"
        reds = sum(n for (r, g, b), n in seen.items() if r > 150 and g < 100 and b < 100)
        assert reds > 20, "no red suit drawn (hearts and diamonds are in the theme's red)"
        if os.environ.get(DOCS_SCREENSHOT):
            shutil.copyfile(tmp_path / "table.png", os.environ[DOCS_SCREENSHOT])

        page.close()
        assert_stops_clean(served)


def test_two_tabs_at_once_each_save_their_own_match(tmp_path: Path, browser: Any) -> None:
    with serving(tmp_path, "--seed", SEED) as served:
        first = Tab(browser.new_page(viewport={"width": 1100, "height": 700}), served.url)
        second = Tab(browser.new_page(viewport={"width": 1100, "height": 700}), served.url)
        start_sheriff(first)
        start_sheriff(second)
        assert len(tables_below(served.process.pid)) == 2  # a table each
        bid_and_lead(first, "A♠")
        bid_and_lead(second, "J♠")  # the same deal (the server's seed), another lead

        # the first tab owns the autosave; the second saves its match in a file of its own
        autosave = record_of(served.data_dir / "saves" / "current.json")
        (own,) = (served.data_dir / "history").glob("*-sheriff-unfinished.json")
        assert actions(autosave)[3] == {"seat": 0, "act": "play", "card": "AS"}
        assert actions(record_of(own))[3] == {"seat": 0, "act": "play", "card": "JS"}
        assert_stops_clean(served)


def assert_stops_clean(served: Served) -> None:
    tables = tables_below(served.process.pid)
    left = served.stop()
    assert not left, f"left running after the server stopped: {[command_line(p) for p in left]}"
    assert all(pid not in left for pid in tables)
