"""``sheriff-tui presets list | show NAME | path | validate FILE | new NAME --from BASE | delete NAME``.

Every problem is one line on stderr starting with ``error:``, and status 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import i18n, presets
from ..cli import UsageError, common_options
from ..engine import GAMES
from ..userfiles import printable


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    common = [common_options()]
    p = sub.add_parser("list", help="every preset, built-in and yours", parents=common)
    p.add_argument("--game", help="only this game's presets")
    p = sub.add_parser("show", help="a preset's rules, resolved through 'extends'", parents=common)
    p.add_argument("name")
    sub.add_parser("path", help="the folder where your presets live", parents=common)
    p = sub.add_parser("validate", help="check a preset file and report every problem", parents=common)
    p.add_argument("file")
    p = sub.add_parser("new", help="make a user preset as a copy of another", parents=common)
    p.add_argument("name")
    p.add_argument("--from", dest="base", required=True, metavar="BASE", help="the preset to start from")
    p.add_argument("--description", help="a one-line description")
    p = sub.add_parser("delete", help="delete one of your presets", parents=common)
    p.add_argument("name")


def run(args: argparse.Namespace) -> int:
    cfg = args.config_dir
    try:
        return _ACTIONS[args.action](args, cfg)
    except presets.PresetError as exc:
        for line in exc.problems:
            print(printable(f"error: {line}"), file=sys.stderr)
        return 2


def _list(args: argparse.Namespace, cfg: str | None) -> int:
    if args.game and args.game not in GAMES:
        raise UsageError(f"presets list --game: {args.game!r} is not a game; allowed: {', '.join(GAMES)}")
    found, problems = presets.all_presets(cfg)
    rows = [p for p in found.values() if not args.game or p.game == args.game]
    width = max((len(p.name) for p in rows), default=0)
    for p in sorted(rows, key=lambda p: (p.game, not p.builtin, p.name)):
        kind = "built-in" if p.builtin else "user"
        print(f"{p.name:<{width}}  {p.game:<10} {kind:<8}  {printable(p.describe(i18n.lang()))}")  # a description may hold ESC
    for line in problems:
        print(printable(f"skipped: {line}"), file=sys.stderr)
    return 0


def _show(args: argparse.Namespace, cfg: str | None) -> int:
    found, _ = presets.all_presets(cfg)
    p = presets.get_preset(args.name, cfg)
    table = presets.resolve_table(p, found)
    full = presets.rules_to_table(presets.rules_from_table(p.game, table, str(p.path or p.name)))
    print(printable(f"{p.name} ({p.game}, {'built-in' if p.builtin else 'user'}){f', extends {p.extends}' if p.extends else ''}"))
    print(printable(p.describe(i18n.lang())))
    if p.path:
        print(printable(f"file: {p.path}"))
    print()
    for f in presets.schema(p.game):
        mark = "*" if f.name in table and table[f.name] != f.default else " "
        print(f"{mark} {f.name} = {presets._fmt(full[f.name])}    # {f.doc}")
    return 0


def _path(args: argparse.Namespace, cfg: str | None) -> int:
    print(printable(str(presets.user_presets_dir(cfg))))
    return 0


def _validate(args: argparse.Namespace, cfg: str | None) -> int:
    path = Path(args.file)
    if path.is_dir():
        raise UsageError(f"presets validate: {path} is a folder; allowed: a preset file, e.g. {path / 'mine.toml'}")
    if not path.exists():  # a FIFO or a device is not "no such file": reading it says what it is
        raise UsageError(f"presets validate: no such file: {path}")
    p, problems = presets.check_file(path, cfg)
    if problems:
        raise presets.PresetError(problems)
    assert p is not None
    print(printable(f"{path}: ok ({p.game} preset {p.name!r})"))
    return 0


def _new(args: argparse.Namespace, cfg: str | None) -> int:
    path = presets.new_user_preset(args.name, args.base, cfg, args.description)
    print(printable(f"created {path}"))
    return 0


def _delete(args: argparse.Namespace, cfg: str | None) -> int:
    presets.delete_user_preset(args.name, cfg)
    print(printable(f"deleted {args.name}"))
    return 0


_ACTIONS = {"list": _list, "show": _show, "path": _path, "validate": _validate, "new": _new, "delete": _delete}
