"""``sheriff-tui bench [--json] [--seconds S] [--startup]``: the engines' speed and the bots'
decision times.

For each game: whole deals per second of random legal play through the engine
API, next to the reference loop (:mod:`sheriff_tui.benchref`, a copy of
``shared/bench/limit_playout.py``) run in the same process for the same time,
and their ratio; then each bot level's median and 99th-percentile ``choose()``
time over bot-only games. Its progress, with the last bot figure, goes to stderr
(:mod:`.progress`); with ``--json``, nothing does.
"""

from __future__ import annotations

import argparse
import json
import os
from typing import Any

from ..i18n import _

DEFAULT_SECONDS = 2.0


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds; allowed: a number above 0, up to 600") from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(f"{text} is out of range; allowed: a number above 0, up to 600")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seconds", type=_seconds, default=DEFAULT_SECONDS, help=_("time for each measurement (default {seconds})").format(seconds=f"{DEFAULT_SECONDS:g}"))
    parser.add_argument("--json", action="store_true", help=_("print the measurements as JSON"))
    parser.add_argument("--startup", action="store_true", help=_("also time the menu's first frame beside a bare Textual app's, and the New game form's"))


def run(args: argparse.Namespace) -> int:
    from .. import sim

    from .progress import Progress

    with Progress("bench", "measurements", quiet=args.json) as bar:

        def progress(done: int, total: int, label: str, note: str) -> None:
            bar.update(done, total, f"{label}; {note}" if note and done < total else note or label)

        data = sim.run_bench(args.seconds, config_dir=getattr(args, "config_dir", None), progress=None if args.json else progress)
    if args.startup:
        from .. import startup

        data["startup"] = startup.measure() | startup.measure_new_game()
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        print_report(data)
    return 0


def _fmt(x: float | None, spec: str) -> str:
    return "n/a" if x is None else format(x, spec)


def print_report(data: dict[str, Any]) -> None:
    print(f"engine: random legal play of whole deals, {data['seconds']:g} s each for engine and reference, in {data['rounds']} alternating slices;")
    print("card play: the same deals without the decisions before the first card (the reference plays only the cards)")
    rows = [("game", "deals/s", "reference", "ratio", "card play", "ratio")]
    for game, e in data["engine"].items():
        rows.append((
            game, _fmt(e["deals_per_sec"], ".0f"), _fmt(e["reference_deals_per_sec"], ".0f"), _fmt(e["ratio"], ".2f"),
            _fmt(e.get("card_play_deals_per_sec"), ".0f"), _fmt(e.get("card_play_ratio"), ".2f"),
        ))
    _table(rows)
    print()
    print(f"bots: time per choose() over bot-only games, {data['seconds']:g} s per level")
    rows = [("game", "level", "median ms", "p99 ms", "decisions", "")]
    for game, levels in data["bots"].items():
        for level, b in levels.items():
            note = b.get("error") or ("no bot of this level for the game: the level below stood in" if b.get("fallback") else "")
            rows.append((game, level, _fmt(b["median_ms"], ".4f"), _fmt(b["p99_ms"], ".4f"), str(b.get("decisions", "")), note))
    _table(rows, left=(0, 1, 5))
    if "startup" in data:
        s = data["startup"]
        print()
        print(f"start-up to the first frame, median of {s['runs']} fresh processes each, alternating:")
        print(f"  bare Textual app {s['bare_s'] * 1000:.0f} ms, sheriff-tui menu {s['ours_s'] * 1000:.0f} ms, ratio {s['ratio']:.2f}")
        if "cpu_ratio" in s:  # the CPU each had spent by then: what the machine's other work hardly moves
            print(f"  CPU time by then: bare {s['bare_cpu_s'] * 1000:.0f} ms, menu {s['ours_cpu_s'] * 1000:.0f} ms, ratio {s['cpu_ratio']:.2f}")
        if "new_game_s" in s:
            load = "" if s.get("load_1m") is None else f", load average {s['load_1m']:.2f} on {os.cpu_count()} cores"
            print(f"New game, from asking to its first frame, in this process: median {s['new_game_s'] * 1000:.0f} ms of "
                  f"{s['new_game_runs']} (the first open {s['new_game_first_s'] * 1000:.0f} ms){load}")


def _table(rows: list[tuple[str, ...]], left: tuple[int, ...] = (0,)) -> None:
    """Columns of text, numbers to the right and the columns ``left`` to the left."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        cells: list[str] = []
        for i, (c, w) in enumerate(zip(r, widths)):
            cells.append(c.ljust(w) if i in left else c.rjust(w))
        print("  ".join(cells).rstrip())

