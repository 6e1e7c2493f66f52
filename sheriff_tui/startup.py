"""Start-up time: our menu's first frame beside a bare Textual app's, side by side,
and the New game form's.

Each run is a fresh interpreter (imports included, as a player waits for them)
that starts the app headless and, on ``Ready``, which Textual sends after the
first frame, writes the wall-clock time to its stdout and exits. The time is from
the launch to that moment, for both apps alike: not to the process's end, which
for our app waits on the thread that reads the presets after the first frame
(the player has the menu by then). Both run with this Python and the same cache of
compiled modules (see ``_once``). The two apps alternate run by run so machine
load hits both. :data:`BARE` is also the bare app ``tools/startup_tmux.py`` times in a
terminal, side by side with ours.

The New game form opens at a key from the menu: it is timed in this process,
headless, from asking for it to its first frame (its ``ready``), a few times
over; the first open, which imports the form, is told apart.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

#: the bare Textual app measured against: a Header, a Static, a Footer. With ``--ready`` it runs
#: headless and exits at its first frame, writing the time; without, it runs in the terminal
#: (``tools/startup_tmux.py`` times it there, ``tools/bare_app.py`` runs it)
BARE = """
import os, sys, time
from textual.app import App
from textual.widgets import Footer, Header, Static

READY = "--ready" in sys.argv

class Bare(App):
    def compose(self):
        yield Header()
        yield Static("Hello")
        yield Footer()

    def on_ready(self):
        if READY:
            os.write(1, f'{time.time()!r} {time.process_time()!r}'.encode())
            self.exit()

Bare().run(headless=READY, size=(100, 30) if READY else None)
"""

OURS = """
import os, sys, time
from sheriff_tui.ui import app

class Timed(app.SheriffApp):
    def on_ready(self):
        os.write(1, f'{time.time()!r} {time.process_time()!r}'.encode())
        self.exit()

    def run(self, **kwargs):
        return super().run(headless=True, size=(100, 30))

app.SheriffApp = Timed  # the one `sheriff-tui play` starts: the command's own way to the menu
from sheriff_tui import cli
sys.exit(cli.main(["play", "--config-dir", sys.argv[1], "--data-dir", sys.argv[2]]))
"""


def _once(code: str, *args: str, pycache: str) -> tuple[float, float]:
    """Seconds from launching ``code`` in a fresh interpreter to its first frame (the time it
    writes on ``Ready``: wall clock, the one clock both processes read alike), and the CPU
    seconds the process had spent by then (what other work on the machine hardly changes).

    Both read their compiled modules from one cache of this run's own (``pycache``), written
    by the first, untimed, run of each: a player's installed copy has its ``.pyc`` files, and
    with ``PYTHONDONTWRITEBYTECODE`` set (or a read-only tree) our modules would otherwise be
    compiled from source at every start while Textual's come compiled from its installation.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    start = time.time()
    done = subprocess.run([sys.executable, "-X", f"pycache_prefix={pycache}", "-c", code, *args], check=True, capture_output=True, timeout=120, env=env)
    wall, cpu = done.stdout.split()[-2:]
    return float(wall) - start, float(cpu)


def measure(runs: int = 7) -> dict[str, Any]:
    """Median seconds to the first frame for both apps, and their ratio; the same for the CPU
    time each process had spent by then."""
    bare: list[tuple[float, float]] = []
    ours: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        dirs, cache = (f"{tmp}/config", f"{tmp}/data"), f"{tmp}/pycache"
        _once(BARE, "--ready", pycache=cache)  # compile both and warm the file cache before timing
        _once(OURS, *dirs, pycache=cache)
        for _ in range(runs):
            bare.append(_once(BARE, "--ready", pycache=cache))
            ours.append(_once(OURS, *dirs, pycache=cache))
    b, o = statistics.median(t for t, _ in bare), statistics.median(t for t, _ in ours)
    bc, oc = statistics.median(c for _, c in bare), statistics.median(c for _, c in ours)
    return {
        "runs": runs, "bare_s": round(b, 4), "ours_s": round(o, 4), "ratio": round(o / b, 3),
        "bare_cpu_s": round(bc, 4), "ours_cpu_s": round(oc, 4), "cpu_ratio": round(oc / bc, 3),
    }


def measure_new_game(runs: int = 5) -> dict[str, Any]:
    """Median seconds from asking for New game to its first frame (after a first, cold, open),
    with the machine's load average as it started: the other work on it slows this too."""
    with tempfile.TemporaryDirectory() as tmp:
        first, times = asyncio.run(_new_game_times(f"{tmp}/config", f"{tmp}/data", runs))
    return {
        "new_game_runs": runs,
        "new_game_s": round(statistics.median(times), 4),
        "new_game_first_s": round(first, 4),
        "load_1m": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
    }


async def _new_game_times(config_dir: str, data_dir: str, runs: int) -> tuple[float, list[float]]:
    from .ui.app import SheriffApp
    from .ui.screens.menu import MenuScreen

    app = SheriffApp(config_dir, data_dir)
    times: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        while not isinstance(app.screen, MenuScreen):
            await pilot.pause()
        for _ in range(runs + 1):
            start = time.perf_counter()
            app.open_new_game()
            while not getattr(app.screen, "ready", False):  # the form's first frame
                await asyncio.sleep(0)
            times.append(time.perf_counter() - start)
            app.pop_screen()
            while not isinstance(app.screen, MenuScreen):
                await pilot.pause()
            await pilot.pause()
    return times[0], times[1:]
