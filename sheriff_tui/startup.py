"""Start-up time: our menu's first frame beside a bare Textual app's, side by side.

Each run is a fresh interpreter (imports included, as a player waits for them)
that starts the app headless and exits on ``Ready``, which Textual sends after
the first frame. The two apps alternate run by run so machine load hits both.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

BARE = """
from textual.app import App
from textual.widgets import Footer, Header, Static

class Bare(App):
    def compose(self):
        yield Header()
        yield Static("Hello")
        yield Footer()

    def on_ready(self):
        self.exit()

Bare().run(headless=True, size=(100, 30))
"""

OURS = """
import sys
from sheriff_tui.ui.app import SheriffApp

class Timed(SheriffApp):
    def on_ready(self):
        self.exit()

Timed(sys.argv[1], sys.argv[2]).run(headless=True, size=(100, 30))
"""


def _once(code: str, *args: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start


def measure(runs: int = 7) -> dict[str, Any]:
    """Median seconds to the first frame for both apps, and their ratio."""
    bare: list[float] = []
    ours: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        _once(BARE)  # warm the file cache for both before timing
        _once(OURS, f"{tmp}/config", f"{tmp}/data")
        for _ in range(runs):
            bare.append(_once(BARE))
            ours.append(_once(OURS, f"{tmp}/config", f"{tmp}/data"))
    b, o = statistics.median(bare), statistics.median(ours)
    return {"runs": runs, "bare_s": round(b, 4), "ours_s": round(o, 4), "ratio": round(o / b, 3)}
