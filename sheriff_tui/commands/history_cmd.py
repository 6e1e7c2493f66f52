"""``sheriff-tui history [GAME] [--preset P] [--json]``: the matches in the history folder, newest first.

A file that can't be read is listed as broken, with its reason; it is never changed.
A Rich table on a terminal, plain columns when piped (as ``rules`` prints Markdown).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ..i18n import _, ngettext
from .stats_cmd import add_filters, check_filters, print_table

if TYPE_CHECKING:
    from ..history import Match


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_filters(parser)


def run(args: argparse.Namespace) -> int:
    from .. import history
    from ..ui.match_words import game_title

    matches = history.list_matches(args.data_dir, args.config_dir)
    check_filters(args, matches)
    shown = history.by_game(matches, args.game, args.preset)
    if args.json:
        print(json.dumps([_as_json(m) for m in shown], ensure_ascii=False))
        return 0
    if not shown:
        print(_("No matches in the history folder yet.") if not matches else _("No matches of that game or preset in the history folder."))
        return 0
    rows = [
        (m.when.strftime("%Y-%m-%d %H:%M"), game_title(m.game), m.preset or "—", m.status, f"×{m.undos}" if m.undos else "", m.name, m.result_words())
        for m in shown
    ]
    title = ngettext("History: {n} match", "History: {n} matches", len(shown)).format(n=len(shown))
    where = _("The files are in {folder} (piped, this lists their names).").format(folder=history.saves.history_dir(args.data_dir))
    headings = (_("date"), _("game"), _("preset"), _("status"), _("undo"), _("file"), _("your result"))
    print_table(title, headings, rows, sys.stdout, plain_only=(headings[5],), caption=where)
    return 0


def _as_json(m: Match) -> dict[str, Any]:
    return {
        "file": m.name,
        "date": m.when.isoformat(timespec="seconds"),
        "game": m.game,
        "preset": m.preset,
        "status": m.status,
        "problem": m.problem or None,
        "seat": m.seat,
        "points": m.total,
        "place": m.place,
        "deals": len(m.deals),
        "gold": m.gold,
        "undos": m.undos,
    }
