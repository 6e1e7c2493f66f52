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
import os
import sys
import textwrap
import unicodedata
from contextlib import contextmanager
from typing import Any, Iterable, Iterator, Sequence

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


# argparse's own words, as Python 3.11 writes them (argparse translates them with gettext's
# ``_``: :func:`_argparse_speaks` lends it ours while a line is read). Only those a user of
# these commands can meet; another Python's changed wording simply stays English.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
)


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit status 2."""


def error_line(message: object) -> str:
    """The one line bad input ends in: ``error: …`` (「エラー: …」 in Japanese)."""
    return printable(_("error: {message}").format(message=message))


@contextmanager
def _argparse_speaks() -> Iterator[None]:
    """argparse's own words (usage:, options, its errors) in the language in use, while
    the line is read; put back after, for any other parser in this process."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = i18n._, i18n.ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def cells(text: str) -> int:
    """Terminal cells of ``text``: a wide (CJK) character takes two (no Rich: ``--help`` stays light)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, width: int) -> str:
    """``text`` and spaces to ``width`` terminal cells: ``str.ljust`` for columns that may hold Japanese."""
    return text + " " * max(width - cells(text), 0)


_NO_LINE_START = "、。，．・：；）」』】〕！？ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"  # never begins a Japanese line


def wrap_cells(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` cells: at spaces, else between wide characters
    (Japanese has no spaces), never a line begun by 、。）」 …; ASCII text as textwrap wraps it."""
    text = " ".join(text.split())
    if cells(text) == len(text):
        return textwrap.wrap(text, width)
    pieces: list[str] = []  # words, spaces and single wide characters, each kept whole
    for c in text:
        wide = cells(c) == 2
        if pieces and not wide and c != " " and pieces[-1] != " " and cells(pieces[-1][-1]) == 1:
            pieces[-1] += c  # an ASCII word grows
        elif pieces and pieces[-1] != " " and c in _NO_LINE_START:
            pieces[-1] += c
        else:
            pieces.append(c)
    lines: list[str] = []
    line = ""
    for piece in pieces:
        if piece == " ":
            if line and cells(line) + 1 <= width:
                line += " "
            continue
        if line and cells(line) + cells(piece) > width:
            lines.append(line.rstrip())
            line = ""
        line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines


class _Formatter(argparse.HelpFormatter):
    """argparse's help, wrapped by terminal cells where the text is Japanese."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        if cells(text) == len(text):
            return super()._split_lines(text, width)
        return wrap_cells(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if cells(text) == len(text):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap_cells(text, max(width - len(indent), 11)))


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

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
    parser.add_argument("--version", action="version", version=f"sheriff-tui {__version__}", help=_("show program's version number and exit"))
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
        known, _rest = pre.parse_known_args(argv)
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
            raise UsageError(_("{flag}: {value} is a file; allowed: a folder (made if missing)").format(flag=flag, value=value))


def _configured_language(config_dir: str | None) -> str:
    """Settings' Language alone (``auto`` when unset or unreadable): needed before a word is
    said, and before there is reason to read the rest of the settings."""
    from . import paths, userfiles

    try:
        data = userfiles.load_toml(paths.config_dir(config_dir) / paths.SETTINGS_FILE)
    except (OSError, userfiles.UserFileError):
        return "auto"
    value = data.get("language", "auto")
    return value if isinstance(value, str) and value in i18n.SETTING_CHOICES else "auto"


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
        raise UsageError(_("--lang: {value} is not a language; allowed: {allowed}").format(value=repr(flag), allowed=", ".join(i18n.LANGUAGES)))
    i18n.use(i18n.choose(flag, "auto" if flag else _configured_language(config_dir)))


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command and return its exit status (``--help`` and ``--version`` too)."""
    line = sys.argv[1:] if argv is None else list(argv)
    args: argparse.Namespace | None = None
    try:
        _speak(line)
        command = command_named(line)
        with _argparse_speaks():
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
        status = int(module.run(args) or 0)
        sys.stdout.flush()  # a pipe closed by its reader is found here, not in Python's flush at exit
        return status
    except UsageError as exc:
        print(error_line(exc), file=sys.stderr)
        return 2
    except BrokenPipeError:  # `replay … | head` closed the pipe: the reader had enough, no error to tell
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # Python's flush at exit finds a pipe no longer (its docs' way)
        return 1
    except OSError as exc:  # a folder or file the user named that can't be used
        where = f"{exc.filename}: " if exc.filename else ""
        print(error_line(f"{where}{exc.strerror or exc}"), file=sys.stderr)
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
