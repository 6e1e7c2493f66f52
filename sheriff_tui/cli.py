"""``sheriff-tui [play|rules|presets|replay|review|history|stats|sim|bench|serve]``.

Each subcommand lives in ``sheriff_tui/commands/<name>_cmd.py`` with
``add_arguments(parser)`` and ``run(args) -> int``, imported only when used so
that start-up stays fast: the top-level parser is built from the static
:data:`COMMANDS` table, and only the command named on the line gets its module
imported and its options added (``--version`` and ``--help`` import none, nor
Textual, Rich or the engines). Bad input anywhere ends in one line on stderr and
exit status 2 (:class:`UsageError`), never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Iterable, Sequence

from . import __version__, i18n
from .i18n import N_, _
from .userfiles import printable

COMMANDS: dict[str, str] = {
    "play": N_("open the card table (the menu, or a game at once)"),
    "rules": N_("print the rules of a game and the house rules of a preset"),
    "presets": N_("list, show, validate and create house-rule presets"),
    "replay": N_("replay a game record and print the scores"),
    "review": N_("weigh a player's decisions in a game record with hard's search"),
    "history": N_("list the matches kept in the history folder"),
    "stats": N_("print your statistics per game and preset, from the finished matches"),
    "sim": N_("play bot-only matches and report the statistics"),
    "bench": N_("measure the engines' speed and the bots' decision times"),
    "serve": N_("serve the card table to web browsers (one table per tab)"),
}


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, status 2, like every other bad input
        raise UsageError(f"{self.prog}: {message}")


def common_options() -> argparse.ArgumentParser:
    """Options every subcommand also takes after its name.

    ``SUPPRESS`` keeps a subcommand's unset copy from hiding the top-level one.
    """
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--config-dir", default=argparse.SUPPRESS, help=_("use this folder instead of the user config folder"))
    common.add_argument("--lang", default=argparse.SUPPRESS, choices=list(i18n.LANGUAGES), help=_("the language: en or ja (default: Settings, else the environment's)"))
    return common


def build_parser(commands: Iterable[str] | None = None) -> argparse.ArgumentParser:
    """The whole parser; ``commands``: the commands whose modules are imported and
    whose options are added (default: all). The others are listed, from :data:`COMMANDS`."""
    wanted = set(COMMANDS) if commands is None else set(commands)
    parser = _Parser(prog="sheriff-tui", description=_("A card table in the terminal."))
    parser.add_argument("--version", action="version", version=f"sheriff-tui {__version__}")
    parser.add_argument("--config-dir", help=_("use this folder instead of the user config folder"))
    parser.add_argument("--lang", choices=list(i18n.LANGUAGES), help=_("the language: en or ja (default: Settings, else the environment's)"))
    common = common_options()
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, help_text in COMMANDS.items():
        command = sub.add_parser(name, help=_(help_text), description=_(help_text), parents=[common])
        if name in wanted:
            importlib.import_module(f"sheriff_tui.commands.{name}_cmd").add_arguments(command)
    return parser


def command_named(argv: Sequence[str]) -> str | None:
    """The command on the line (None when none, or when the line can't be read this far:
    the whole parser then says what is wrong, as before)."""
    pre = _Parser(prog="sheriff-tui", add_help=False)
    pre.add_argument("-h", "--help", action="store_true")
    pre.add_argument("--version", action="store_true")
    pre.add_argument("--config-dir")
    pre.add_argument("--lang")
    pre.add_argument("command", nargs="?")
    try:
        known, _ = pre.parse_known_args(argv)
    except UsageError:
        return None
    return known.command if known.command in COMMANDS else None


def _check_folders(args: argparse.Namespace) -> None:
    """A folder named on the command line that is a file is refused before anything runs.

    Otherwise the menu would open and fail only at its first save, and ``presets
    list`` would quietly show no user presets.
    """
    from pathlib import Path

    for option in ("config_dir", "data_dir"):
        value = getattr(args, option, None)
        if value and Path(value).exists() and not Path(value).is_dir():
            flag = "--" + option.replace("_", "-")
            raise UsageError(f"{flag}: {value} is a file; allowed: a folder (made if missing)")


def _speak(line: Sequence[str]) -> None:
    """The language, before any word is printed: ``--lang`` anywhere on the line, else
    Settings' Language, else the environment's."""
    flag: str | None = None
    config_dir: str | None = None
    for i, word in enumerate(line):
        for name in ("--lang", "--config-dir"):
            value = None
            if word == name and i + 1 < len(line):
                value = line[i + 1]
            elif word.startswith(name + "="):
                value = word.split("=", 1)[1]
            if value is None:
                continue
            if name == "--lang":
                flag = value
            else:
                config_dir = value
    if flag is not None and flag not in i18n.LANGUAGES:
        raise UsageError(f"--lang: {flag!r} is not a language; allowed: {', '.join(i18n.LANGUAGES)}")
    i18n.use(i18n.choose(flag, "auto" if flag else i18n.configured(config_dir)))


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command and return its exit status (``--help`` and ``--version`` too)."""
    line = sys.argv[1:] if argv is None else list(argv)
    args: argparse.Namespace | None = None
    try:
        _speak(line)
        command = command_named(line)
        parser = build_parser(() if command is None else (command,))
        try:
            args = parser.parse_args(line)
        except SystemExit as exc:  # --help, --version: already printed
            return exc.code if isinstance(exc.code, int) else 0
        if args.command is None:  # plain `sheriff-tui`: the menu
            parser = build_parser(("play",))
            args = parser.parse_args(["play", *(["--config-dir", args.config_dir] if args.config_dir else []), *(["--lang", args.lang] if args.lang else [])])
        _check_folders(args)
        module = importlib.import_module(f"sheriff_tui.commands.{args.command}_cmd")
        return int(module.run(args) or 0)
    except UsageError as exc:
        print(printable(f"error: {exc}"), file=sys.stderr)
        return 2
    except OSError as exc:  # a folder or file the user named that can't be used
        where = f"{exc.filename}: " if exc.filename else ""
        print(printable(f"error: {where}{exc.strerror or exc}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # our bug: a crash log and one line, never a bare traceback or status 0
        from . import crash

        log = crash.write_log(exc, getattr(args, "data_dir", None))
        print(crash.message(exc, log), file=sys.stderr)
        return crash.EXIT_STATUS


if __name__ == "__main__":
    sys.exit(main())
