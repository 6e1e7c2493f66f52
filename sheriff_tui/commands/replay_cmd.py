"""``sheriff-tui replay FILE [--json]``: replay a record, print the scores."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .. import records
from ..userfiles import printable


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def run(args: argparse.Namespace) -> int:
    try:
        game = records.replay(records.load_path(Path(args.file), args.config_dir))
    except records.RecordError as exc:
        if args.json:
            print(json.dumps(exc.as_json()))
        else:
            print(printable(f"error: {args.file}: {exc}"), file=sys.stderr)
        return 2
    report = records.summary(game)
    if args.json:
        print(json.dumps(report))
        return 0
    names = [printable(n) for n in report["players"]]  # a record's names may hold ESC, CR, newlines
    width = max(len(n) for n in names)
    last = len(game.results) - 1 if game.is_over else -1
    for i, (deal, result) in enumerate(zip(report["deals"], game.results, strict=True)):
        print(printable(f"deal {i + 1}: {result.headline(names, final=i == last)}"))
        for line in getattr(result, "pot_reasons", lambda _: ())(names):
            print(printable(f"  pot: {line}"))
        for s, name in enumerate(names):
            extra = f"  tricks {deal['tricks'][s]:>2}" if "tricks" in deal else ""
            print(f"  {name:<{width}}  {deal['scores'][s]:+5d}{extra}")
    print("totals:")
    for s, name in enumerate(names):
        print(f"  {name:<{width}}  {report['totals'][s]:5d}")
    if report.get("unfinished"):
        print(f"(unfinished: {names[report['to_act']]} is to act)")
    return 0
