"""``sheriff-tui stats [GAME] [--preset P] [--json]``: your statistics per game and preset.

From the finished matches in the history folder (:mod:`sheriff_tui.stats`): for each game and
preset the figures (deals, points per deal, bid or pick rate, contracts made, won as each
side, place, gold) and a row per match. A Rich table on a terminal, plain columns when piped.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Sequence, TextIO

from ..cli import UsageError, cells, pad
from ..i18n import _
from ..userfiles import printable


def add_filters(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", metavar="GAME", nargs="?", help=_("only this game (sheriff, sheepshead, toruf, nottingham)"))
    parser.add_argument("--preset", metavar="NAME", help=_("only the matches played with this preset"))
    parser.add_argument("--data-dir", help=_("read the history from this folder instead of the user data folder"))
    parser.add_argument("--json", action="store_true", help=_("print it as JSON"))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_filters(parser)


def check_filters(args: argparse.Namespace, matches: Sequence[Any]) -> None:
    """A game that is none, or a preset neither known nor in the history, is bad input (status 2)."""
    from ..engine import GAMES

    if args.game is not None and args.game not in GAMES:
        raise UsageError(_("{command} GAME: {game} is not a game; allowed: {allowed}").format(command=args.command, game=repr(args.game), allowed=", ".join(GAMES)))
    if args.preset is None:
        return
    from .. import presets

    known, _problems = presets.all_presets(args.config_dir)
    games = {m.preset: m.game for m in matches if m.preset} | {name: p.game for name, p in known.items()}
    if args.preset not in games:
        names = sorted(n for n, g in games.items() if args.game is None or g == args.game)
        raise UsageError(_("{command} --preset: no preset named {preset}; allowed: {allowed}").format(command=args.command, preset=repr(args.preset), allowed=", ".join(names)))
    if args.game is not None and games[args.preset] != args.game:
        raise UsageError(_("{command} --preset: {preset} is a preset of {its_game}, not of {game}").format(command=args.command, preset=repr(args.preset), its_game=games[args.preset], game=args.game))


def run(args: argparse.Namespace) -> int:
    from .. import history, stats
    from ..ui.match_words import game_title

    matches = history.list_matches(args.data_dir, args.config_dir)
    check_filters(args, matches)
    found = stats.all_stats(matches, args.game, args.preset)
    if args.json:
        print(json.dumps([s.as_json() for s in found], ensure_ascii=False))
        return 0
    if not found:
        print(_("No finished matches yet: play one to the end, and its figures show here."))
        return 0
    out = sys.stdout
    for k, s in enumerate(found):
        if k:
            print(file=out)
        title = _("{game}, preset {preset}").format(game=game_title(s.game), preset=s.preset)
        print_table(title, ("", _("yours")), s.figures(), out)
        print(file=out)
        heads = (_("date"), _("deals"), _("points"), _("a deal"), _("place")) + ((_("gold"),) if s.game == "nottingham" else ()) + (_("undo"),)
        rows = []
        for m in reversed(s.matches):  # newest first, as the history lists them
            row = [m.when.strftime("%Y-%m-%d %H:%M"), str(m.deals), str(m.total) if s.game == "nottingham" else f"{m.total:+d}", f"{m.per_deal:+.2f}", history.ordinal(m.place) if m.place else "—"]
            if s.game == "nottingham":
                row.append(str(m.gold) if m.gold is not None else "—")
            row.append(f"×{m.undos}" if m.undos else "")
            rows.append(tuple(row))
        print_table(_("{title}: by match").format(title=title), heads, rows, out)
    return 0


def print_table(title: str, headings: Sequence[str], rows: Sequence[Sequence[str]], out: TextIO, *, plain_only: Sequence[str] = (), caption: str = "") -> None:
    """A Rich table on a terminal (without the ``plain_only`` columns; only the last column
    wraps); plain columns, two spaces apart, when piped or redirected."""
    rows = [[printable(c) for c in row] for row in rows]  # a preset's name or a problem may hold ESC
    if _isatty(out):
        from rich import box
        from rich.console import Console
        from rich.table import Table
        from rich.text import Text

        keep = [i for i, h in enumerate(headings) if h not in plain_only]
        table = Table(title=Text(title), title_justify="left", show_header=any(headings), box=box.SIMPLE_HEAD, caption=Text(printable(caption)) if caption else None, caption_justify="left")
        for k, i in enumerate(keep):
            table.add_column(Text(headings[i]), no_wrap=k < len(keep) - 1)
        for row in rows:
            table.add_row(*(Text(row[i]) for i in keep))  # text, never markup
        Console(file=out).print(table)
        return
    print(printable(title), file=out)
    widths = [max([cells(h)] + [cells(r[i]) for r in rows]) for i, h in enumerate(headings)]  # cells: a Japanese word is wide
    lines = ([list(headings)] if any(headings) else []) + rows
    for row in lines:
        print("  " + "  ".join(pad(c, w) for c, w in zip(row, widths)).rstrip(), file=out)


def _isatty(out: TextIO) -> bool:
    try:
        return out.isatty()
    except (AttributeError, ValueError):
        return False
