"""``sheriff-tui rules GAME [--preset NAME]``: the rules of a game and the house rules of a preset.

Rendered with Rich's Markdown on a terminal; the raw Markdown when piped or
redirected (or with ``--markdown``), so it can be saved or read by a pager.
"""

from __future__ import annotations

import argparse
import sys

from ..cli import UsageError
from ..i18n import _


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=_("the game, e.g. sheriff"))
    parser.add_argument("--preset", metavar="NAME", help=_("show the house rules of this preset (default: the plain game)"))
    parser.add_argument("--markdown", action="store_true", help=_("print the raw Markdown even on a terminal"))


def run(args: argparse.Namespace) -> int:
    from ..helptext import HelpError, rules_markdown

    try:
        text = rules_markdown(args.game, args.preset, getattr(args, "config_dir", None))
    except HelpError as exc:
        raise UsageError(_("rules: {problem}").format(problem=exc)) from None
    from ..userfiles import printable

    text = "\n".join(printable(line) for line in text.split("\n"))  # a preset's description may hold ESC
    out = sys.stdout
    if args.markdown or not out.isatty():
        out.write(text)
        return 0
    from rich.console import Console
    from rich.markdown import Markdown

    Console(file=out).print(Markdown(text))
    return 0
