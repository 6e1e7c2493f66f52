"""Time the menu's first frame beside the bare Textual app's in a real terminal: tmux, 80x24.

    python tools/startup_tmux.py [--runs 10] [--width 80] [--height 24]

Each run starts one app in a new detached tmux session of that size and polls
``tmux capture-pane`` until its first screen shows (the bare app's "Hello", the
menu's "New game"), timing from the launch. The two alternate run by run, with the
same Python (this one) and fresh, empty config and data folders for sheriff-tui
(``python -m sheriff_tui play``, the command's own way in), and one cache of compiled
modules for both, as ``bench --startup`` has. A tmux server of its own
(socket ``sheriff-startup``) is kept up while it runs, so no run pays for starting one.
Prints each median and their ratio; ``--json`` for the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from sheriff_tui.startup import BARE

SOCKET = "sheriff-startup"


def tmux(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["tmux", "-L", SOCKET, *args], capture_output=True, text=True)


def first_frame(command: str, marker: str, width: int, height: int, timeout: float = 30.0) -> float:
    """Seconds from starting ``command`` in a new tmux session to ``marker`` on its screen."""
    name = f"run{os.getpid()}"
    start = time.perf_counter()
    tmux("new-session", "-d", "-s", name, "-x", str(width), "-y", str(height), command)
    try:
        while time.perf_counter() - start < timeout:
            if marker in tmux("capture-pane", "-p", "-t", name).stdout:
                return time.perf_counter() - start
            time.sleep(0.002)
        raise TimeoutError(f"{marker!r} not shown by {command!r} in {timeout:g} s")
    finally:
        tmux("kill-session", "-t", name)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--width", type=int, default=80)
    parser.add_argument("--height", type=int, default=24)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        # both read their compiled modules from one cache, written by the untimed first runs (as
        # bench --startup does: with PYTHONDONTWRITEBYTECODE ours would compile at every start)
        python = f"env -u PYTHONDONTWRITEBYTECODE {shlex.quote(sys.executable)} -X pycache_prefix={shlex.quote(tmp + '/pycache')}"
        bare = f"{python} -c {shlex.quote(BARE)}"  # bench --startup's own bare app, in the terminal
        ours = f"{python} -m sheriff_tui play --config-dir {shlex.quote(tmp + '/config')} --data-dir {shlex.quote(tmp + '/data')}"
        tmux("new-session", "-d", "-s", "keep", "-x", "20", "-y", "5", "sleep 3600")  # the server, up for every run
        try:
            first_frame(bare, "Hello", args.width, args.height)  # the file cache warmed for both
            first_frame(ours, "New game", args.width, args.height)
            times: dict[str, list[float]] = {"bare": [], "ours": []}
            for _ in range(args.runs):
                times["bare"].append(first_frame(bare, "Hello", args.width, args.height))
                times["ours"].append(first_frame(ours, "New game", args.width, args.height))
        finally:
            tmux("kill-server")
    b, o = statistics.median(times["bare"]), statistics.median(times["ours"])
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    data = {"runs": args.runs, "size": f"{args.width}x{args.height}", "bare_s": round(b, 4), "ours_s": round(o, 4), "ratio": round(o / b, 3), "load_1m": load,
            "bare_all_s": [round(t, 4) for t in times["bare"]], "ours_all_s": [round(t, 4) for t in times["ours"]]}
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        print(f"tmux {data['size']}, median of {args.runs} alternating runs: bare Textual app {b * 1000:.0f} ms, "
              f"sheriff-tui menu {o * 1000:.0f} ms, ratio {o / b:.2f} (load average {load:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
