"""``sheriff-tui presets list | show NAME | path | validate FILE | new NAME --from BASE | delete NAME``.

Every problem is one line on stderr starting with ``error:``, and status 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import i18n, presets
from ..cli import UsageError, cells, common_options, error_line, pad
from ..engine import GAMES
from ..i18n import _
from ..userfiles import printable


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    common = [common_options()]
    p = sub.add_parser("list", help=_("every preset, built-in and yours"), parents=common)
    p.add_argument("--game", help=_("only this game's presets"))
    p = sub.add_parser("show", help=_("a preset's rules, resolved through 'extends'"), parents=common)
    p.add_argument("name")
    sub.add_parser("path", help=_("the folder where your presets live"), parents=common)
    p = sub.add_parser("validate", help=_("check a preset file and report every problem"), parents=common)
    p.add_argument("file")
    p = sub.add_parser("new", help=_("make a user preset as a copy of another"), parents=common)
    p.add_argument("name")
    p.add_argument("--from", dest="base", required=True, metavar="BASE", help=_("the preset to start from"))
    p.add_argument("--description", help=_("a one-line description"))
    p = sub.add_parser("delete", help=_("delete one of your presets"), parents=common)
    p.add_argument("name")


def run(args: argparse.Namespace) -> int:
    cfg = args.config_dir
    try:
        return _ACTIONS[args.action](args, cfg)
    except presets.PresetError as exc:
        for line in exc.problems:
            print(error_line(line), file=sys.stderr)
        return 2


def _list(args: argparse.Namespace, cfg: str | None) -> int:
    if args.game and args.game not in GAMES:
        raise UsageError(_("presets list --game: {game} is not a game; allowed: {allowed}").format(game=repr(args.game), allowed=", ".join(GAMES)))
    found, problems = presets.all_presets(cfg)
    rows = [p for p in found.values() if not args.game or p.game == args.game]
    width = max((cells(p.name) for p in rows), default=0)
    kinds = {True: _("built-in"), False: _("user")}
    kind_width = max(cells(k) for k in kinds.values())
    for p in sorted(rows, key=lambda p: (p.game, not p.builtin, p.name)):
        kind = kinds[p.builtin]
        print(f"{pad(p.name, width)}  {p.game:<10} {pad(kind, kind_width)}  {printable(p.describe(i18n.lang()))}")  # a description may hold ESC
    for line in problems:
        print(printable(_("skipped: {problem}").format(problem=line)), file=sys.stderr)
    return 0


def _show(args: argparse.Namespace, cfg: str | None) -> int:
    found, _problems = presets.all_presets(cfg)
    p = presets.get_preset(args.name, cfg)
    table = presets.resolve_table(p, found)
    full = presets.rules_to_table(presets.rules_from_table(p.game, table, str(p.path or p.name)))
    kind = _("built-in") if p.builtin else _("user")
    if p.extends:
        heading = _("{name} ({game}, {kind}), extends {base}").format(name=p.name, game=p.game, kind=kind, base=p.extends)
    else:
        heading = _("{name} ({game}, {kind})").format(name=p.name, game=p.game, kind=kind)
    print(printable(heading))
    print(printable(p.describe(i18n.lang())))
    if p.path:
        print(printable(_("file: {path}").format(path=p.path)))
    print()
    for f in presets.schema(p.game):
        mark = "*" if f.name in table and table[f.name] != f.default else " "
        print(f"{mark} {f.name} = {presets._fmt(full[f.name])}    # {_(f.doc)}")
    return 0


def _path(args: argparse.Namespace, cfg: str | None) -> int:
    print(printable(str(presets.user_presets_dir(cfg))))
    return 0


def _validate(args: argparse.Namespace, cfg: str | None) -> int:
    path = Path(args.file)
    if path.is_dir():
        raise UsageError(_("presets validate: {path} is a folder; allowed: a preset file, e.g. {example}").format(path=path, example=path / "mine.toml"))
    if not path.exists():  # a FIFO or a device is not "no such file": reading it says what it is
        raise UsageError(_("presets validate: no such file: {path}").format(path=path))
    p, problems = presets.check_file(path, cfg)
    if problems:
        raise presets.PresetError(problems)
    assert p is not None
    print(printable(_("{path}: ok ({game} preset {name})").format(path=path, game=p.game, name=repr(p.name))))
    return 0


def _new(args: argparse.Namespace, cfg: str | None) -> int:
    path = presets.new_user_preset(args.name, args.base, cfg, args.description)
    print(printable(_("created {path}").format(path=path)))
    return 0


def _delete(args: argparse.Namespace, cfg: str | None) -> int:
    presets.delete_user_preset(args.name, cfg)
    print(printable(_("deleted {name}").format(name=args.name)))
    return 0


_ACTIONS = {"list": _list, "show": _show, "path": _path, "validate": _validate, "new": _new, "delete": _delete}
