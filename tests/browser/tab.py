"""A browser tab on ``sheriff-tui serve``, driven by Playwright in Debian's headless Chromium.

The page draws the terminal on a canvas, so the tab reads its screen the way xterm.js
does: every frame the server sends is fed to a pyte terminal of the tab's size (the size
the page asked for). A wait is on those frames, never a sleep; a click is on the cell
where a text is drawn.
"""

from __future__ import annotations

import json
import shutil
import urllib.parse
from typing import Any

import pyte
import pytest

DEADLINE_MS = 30_000
CHROMIUM_FLAGS = [  # a closed network: no background connections, no first-run, no GPU
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_or_skip() -> str:
    """Debian's Chromium (``.ci/run`` installs it), or the test skipped saying so."""
    pytest.importorskip("playwright", reason="playwright is not installed: pip install -e '.[test]'")
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    pytest.skip("no Chromium on this machine: apt-get install chromium (Debian), as .ci/run does")


class Tab:
    """One browser tab: its page, the terminal it draws and the frames that reached it."""

    def __init__(self, page: Any, url: str) -> None:
        self.page = page
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.ByteStream(self.screen)
        with page.expect_websocket(timeout=DEADLINE_MS) as opened:
            page.goto(url)
        self.ws = opened.value
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.ws.url).query)
        self.screen.resize(int(query["height"][0]), int(query["width"][0]))
        self.ws.on("framereceived", self._received)
        self.ws.on("framesent", self._sent)
        page.locator(".xterm-helper-textarea").focus()  # where xterm.js takes the keys

    def _received(self, payload: bytes | str) -> None:
        if isinstance(payload, bytes):  # the app's output; text frames are the page's pings
            self.stream.feed(payload)

    def _sent(self, payload: bytes | str) -> None:
        if isinstance(payload, str) and payload.startswith('["resize"'):
            size = json.loads(payload)[1]
            self.screen.resize(size["height"], size["width"])

    @property
    def text(self) -> str:
        return "\n".join(self.screen.display)

    def wait_for(self, words: str) -> None:
        """Until the app draws ``words``: each frame the server sends is read as it comes."""
        while words not in self.text:
            try:
                self.ws.wait_for_event("framereceived", timeout=DEADLINE_MS)
            except Exception as exc:  # Playwright's timeout, or the tab closed
                raise AssertionError(f"the tab never drew {words!r} ({exc}); it shows:\n{self.text}") from None

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)

    def cell(self, words: str, row_with: str = "") -> tuple[int, int]:
        """The cell (x, y) of ``words``' first character, on the lowest row that has it
        (and ``row_with``): the hand and the prompts are at the bottom of the table."""
        rows = self.screen.display
        for y in range(len(rows) - 1, -1, -1):
            if words in rows[y] and row_with in rows[y]:
                return rows[y].index(words), y
        raise AssertionError(f"no {words!r} on the screen:\n{self.text}")

    def click(self, words: str, row_with: str = "") -> None:
        """A mouse click in the middle of ``words`` as drawn, in the page's pixels."""
        x, y = self.cell(words, row_with)
        box = self.page.locator(".xterm-screen").bounding_box()
        assert box is not None
        width, height = box["width"] / self.screen.columns, box["height"] / self.screen.lines
        self.page.mouse.click(box["x"] + (x + len(words) / 2) * width, box["y"] + (y + 0.5) * height)
