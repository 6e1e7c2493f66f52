"""``sheriff-tui review FILE [--deal N] [--seat S] [--json]``: which of a player's decisions cost points.

Each of the seat's decisions with a choice is weighed by ``hard``'s search from
that seat's view (:mod:`sheriff_tui.review`); printed costliest first, with the
points the deal's decisions lost in all.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .. import records
from ..cli import error_line
from ..i18n import _, ngettext
from ..userfiles import printable


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help=_("a game record (JSON): a save, a match from history, a replay file"))
    parser.add_argument("--deal", type=int, metavar="N", help=_("review deal N only (1 first; default: every deal)"))
    parser.add_argument("--seat", metavar="S", help=_("the seat reviewed: its number (1 first) or its player's name (default: the table's human seat, else seat 1)"))
    parser.add_argument("--json", action="store_true", help=_("print the review as JSON"))


def _fail(args: argparse.Namespace, message: str, exc: records.RecordError | None = None) -> int:
    if args.json:
        print(json.dumps(exc.as_json() if exc is not None else {"error": {"reason": message}}))
    else:
        print(error_line(message), file=sys.stderr)
    return 2


def _seat(text: str, players: tuple[str, ...]) -> int | None:
    if text.strip().isdigit():
        s = int(text) - 1
        return s if 0 <= s < len(players) else None
    lower = [p.casefold() for p in players]
    return lower.index(text.casefold()) if text.casefold() in lower else None


def _keep(path: Path, seat: int, reviews: list, data_dir: str | None) -> None:
    """Each whole deal reviewed: its points lost kept for the statistics (:mod:`..review.cache`)."""
    from .. import userfiles
    from ..review import cache

    try:
        data = userfiles.load_json(path, userfiles.RECORD_LIMIT)
    except (OSError, ValueError):
        return
    for r in reviews:
        key = cache.deal_key(data, r.deal, seat) if r.complete and isinstance(data, dict) else None
        if key is not None:
            cache.remember(key, r.lost, data_dir)


def run(args: argparse.Namespace) -> int:
    from .. import review
    from ..review.words import review_json, review_lines
    from .progress import Progress

    try:
        loaded, seat = review.load_path(Path(args.file), args.config_dir)
    except records.RecordError as exc:
        return _fail(args, f"{args.file}: {exc}", exc)
    if args.seat is not None:
        chosen = _seat(args.seat, loaded.players)
        if chosen is None:
            names = ", ".join(loaded.players)
            return _fail(args, _("--seat {seat}: no such seat; allowed: 1–{most} or a name ({names})").format(seat=args.seat, most=len(loaded.players), names=names))
        seat = chosen
    if loaded.game not in review.REVIEWED_GAMES:
        return _fail(args, _("{file}: a {game} record has no review; reviewed: {reviewed}").format(file=args.file, game=loaded.game, reviewed=", ".join(review.REVIEWED_GAMES)))
    n = len(loaded.actions)
    if args.deal is not None:
        if not 1 <= args.deal <= n:
            allowed = f"1–{n}" if n else _("none: the record holds no deal")
            holds = ngettext("--deal {deal}: the record holds {n} deal; allowed: {allowed}", "--deal {deal}: the record holds {n} deals; allowed: {allowed}", n)
            return _fail(args, holds.format(deal=args.deal, n=n, allowed=allowed))
        deals = [args.deal - 1]
    else:
        deals = [d for d in range(n) if loaded.actions[d]]  # a deal just dealt (no action yet) has nothing to weigh
        if not deals:
            return _fail(args, _("{file}: nothing to review: no deal has begun").format(file=args.file))
    try:
        for d in deals:
            review.walk.check(loaded, d, seat)
    except review.ReviewError as exc:
        return _fail(args, f"{args.file}: {exc}")
    progress = Progress("review", _("decisions"), quiet=args.json)
    totals = [review.decision_count(loaded, d, seat) for d in deals]
    done_before = 0
    out = []
    try:
        for d, total in zip(deals, totals):
            out.append(review.review_deal(loaded, d, seat, progress=lambda k, _t: progress.update(done_before + k, sum(totals))))
            done_before += total
    finally:
        progress.close()
    _keep(Path(args.file), seat, out, getattr(args, "data_dir", None))
    if args.json:
        print(json.dumps({"game": loaded.game, "seat": seat, "player": loaded.players[seat], "deals": [review_json(r) for r in out]}))
        return 0
    for r in out:
        for line in review_lines(r):
            print(printable(line))
    if len(out) > 1:
        print(printable(_("points lost in {n} deals: about {lost}").format(n=len(out), lost=f"{sum(r.lost for r in out):.1f}")))
    return 0
