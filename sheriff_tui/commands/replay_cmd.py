"""``sheriff-tui replay FILE [--json]``: replay a record, print the scores."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .. import records
from ..cli import cells, error_line, pad
from ..i18n import _
from ..settings import unnamed_seat
from ..userfiles import printable


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help=_("a game record (JSON)"))
    parser.add_argument("--json", action="store_true", help=_("print the result as JSON"))


def run(args: argparse.Namespace) -> int:
    try:
        game = records.replay(records.load_path(Path(args.file), args.config_dir))
    except records.RecordError as exc:
        if args.json:
            print(json.dumps(exc.as_json()))
        else:
            print(error_line(f"{args.file}: {exc}"), file=sys.stderr)
        return 2
    report = records.summary(game)
    if args.json:
        print(json.dumps(report))
        return 0
    names = [printable(n) for n in report["players"]]  # a record's names may hold ESC, CR, newlines
    width = max(cells(n) for n in names)
    last = len(game.results) - 1 if game.is_over else -1
    you = unnamed_seat(report["players"])  # "You win", not "You wins"
    for i, (deal, result) in enumerate(zip(report["deals"], game.results, strict=True)):
        print(printable(_("deal {n}: {headline}").format(n=i + 1, headline=result.headline(names, final=i == last, you=you))))
        for line in getattr(result, "pot_reasons", lambda _names: ())(names):
            print(printable("  " + _("pot: {reason}").format(reason=line)))
        for s, name in enumerate(names):
            extra = "  " + _("tricks {n}").format(n=f"{deal['tricks'][s]:>2}") if "tricks" in deal else ""
            print(f"  {pad(name, width)}  {deal['scores'][s]:+5d}{extra}")
    print(_("totals:"))
    for s, name in enumerate(names):
        print(f"  {pad(name, width)}  {report['totals'][s]:5d}")
    if report.get("unfinished"):
        print(_("(unfinished: {name} is to act)").format(name=names[report["to_act"]]))
    return 0
