"""``sheriff-tui sim GAME [--preset P] [--deals N] [--bots normal,random,random]
[--seed S] [--duplicate] [--jobs N] [--json]``: bot-only matches and their statistics.

Per bot kind: the mean score per deal with a 95% confidence interval, how often
its seats held the contract and how often they made it; with two kinds, the
mean difference A − B per deal (paired on the same cards with ``--duplicate``).
The same command gives the same numbers, timings aside, whatever ``--jobs``.
While it runs, its progress and the headline figure so far go to stderr
(:mod:`.progress`); with ``--json``, nothing does.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, Callable

from ..cli import UsageError
from ..i18n import _

DEFAULT_DEALS = 300


def _whole(lo: int, what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}; allowed: a whole number from {lo}") from None
        if value < lo:
            raise argparse.ArgumentTypeError(f"{value} is too small; allowed: a whole number from {lo}")
        return value

    return parse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", metavar="GAME", help=_("the game to simulate (sheriff, …)"))
    parser.add_argument("--preset", help=_("house rules: a preset name (default: the game's plain preset)"))
    parser.add_argument("--deals", type=_whole(1, "a number of deals"), default=DEFAULT_DEALS, help=_("deals to play; a duplicate deal counts once (default {deals})").format(deals=DEFAULT_DEALS))
    parser.add_argument("--bots", help=_("one bot level per seat, comma-separated (default: normal at seat 1, random elsewhere)"))
    parser.add_argument("--seed", type=_whole(0, "a seed"), default=0, help=_("seed of every deck and every bot's dice (default 0)"))
    parser.add_argument("--duplicate", action="store_true", help=_("play every deal once per rotation of the bots over the seats, same cards"))
    parser.add_argument("--jobs", type=_whole(1, "a number of processes"), default=None, help=_("worker processes to play the deals in, the same numbers whatever their count (default: one per core)"))
    parser.add_argument("--json", action="store_true", help=_("print the statistics as JSON, and no progress"))


def run(args: argparse.Namespace) -> int:
    from .. import sim
    from ..presets import PresetError, load_rules

    try:
        sim.check_game(args.game, "sim GAME")
    except sim.SimError as exc:
        raise UsageError(str(exc)) from None
    try:
        rules = load_rules(args.game, args.preset, None, getattr(args, "config_dir", None))
    except PresetError as exc:
        raise UsageError(f"sim --preset: {'; '.join(exc.problems)}") from None
    preset = args.preset or args.game
    try:
        bots = sim.parse_bots(args.bots, rules.players, "sim --bots", preset)
        for level in dict.fromkeys(bots):
            _check_bot(sim, args.game, level)
    except sim.SimError as exc:
        raise UsageError(str(exc)) from None

    from .progress import Progress, estimate_words

    jobs = args.jobs if args.jobs is not None else sim.default_jobs()
    label = sim.Running(bots).label
    with Progress(f"sim {args.game}", "deals", quiet=args.json, name=args.game) as bar:

        def progress(done: int, total: int, est: Any) -> None:
            bar.update(done, total, estimate_words(label, est))

        bar.update(0, args.deals * rules.players if args.duplicate else args.deals)  # the bar at once: a hard deal takes a while

        result = sim.run_sim(
            args.game, rules, bots, args.deals, seed=args.seed, duplicate=args.duplicate, preset=preset,
            progress=None if args.json else progress, jobs=jobs,
        )
    if args.json:
        print(json.dumps(result.as_json(), indent=2))
    else:
        print_report(result)
    return 0


def _check_bot(sim: Any, game: str, level: str) -> None:
    from ..bots import make_bot

    try:
        make_bot(game, level)
    except ImportError as exc:
        raise sim.SimError(f"sim --bots: the {level} bot for {game} can't be loaded ({exc}); allowed now: random") from None


def _contract(b: dict[str, Any]) -> str:
    """The avg contract cell: the mean bid (tricks or points), or the forms the contracts were
    played in where the game has no number for them (Sheepshead: "partner 87% · alone 13%")."""
    if b["mean_contract"] is not None:
        return f"{b['mean_contract']:.2f}"
    forms = b.get("contract_forms")
    if forms:
        held = sum(forms.values())
        return " · ".join(f"{form} {100 * count / held:.0f}%" for form, count in forms.items())
    return "n/a"


def _signed(x: float | None, places: int = 2) -> str:
    return "n/a" if x is None else f"{x:+.{places}f}"


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


def print_report(result: Any) -> None:
    data = result.as_json()
    n = data["players"]
    if data["duplicate"]:
        played = (
            f"{data['deals']} duplicate deals × {n} rotations = {data['games']} one-deal games "
            f"({data['deals_played']} deals at the table)"
        )
    else:
        games, per = data["games"], data["match_deals"]
        last = data["deals"] - (games - 1) * per
        tail = f", the last cut to {last}" if last != per else ""
        played = f"{data['deals']} deals in {games} game{'s' if games != 1 else ''} of {per} deals{tail}"
        if last < 1:  # games ended early at their target (Toruf's 500): they were not all `per` long
            played = f"{data['deals']} deals in {games} games (each to its target, or at most {per} deals)"
    print(f"{data['game']} (preset {data['preset']}, {n} players), seed {data['seed']}: {played}")
    print(f"seats: {', '.join(f'{i + 1}={b}' for i, b in enumerate(data['bots']))}" + ("  (rotated through every seat)" if data["duplicate"] else ""))
    print()
    contracts = any(b["sheriff_rate"] is not None for b in data["by_bot"].values())
    rows = [("bot", "seats", "mean/deal", "95% CI", "declarer", "contract made", "avg contract")[: 7 if contracts else 4]]
    for name, b in data["by_bot"].items():
        lo, hi = b["ci95"]
        made = "n/a" if b["contract_rate"] is None else f"{_pct(b['contract_rate'])} ({b['contracts_made']}/{b['sheriff_deals']})"
        avg = _contract(b)
        row = (name, str(b["seats"]), _signed(b["mean"]), f"[{_signed(lo)}, {_signed(hi)}]", _pct(b["sheriff_rate"]), made, avg)
        rows.append(row[: 7 if contracts else 4])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip())
    if contracts:
        print("  (mean/deal: points per seat per deal; declarer: share of its seat-deals on the side holding the contract,")
        print("   the Sheriffs or the picker and partner; contract made: of those deals, the ones the side made;")
        print("   avg contract: the mean bid, or in Sheepshead how those deals were played: alone, with a partner …)")
    else:
        print("  (mean/deal: points per seat per deal; in Sheriff of Nottingham a deal is a whole match, scored in full)")
    d = data["diff"]
    if d is not None:
        lo, hi = d["ci95"]
        how = "paired on the same cards" if d["paired"] else "not paired: luck of the cards included; use --duplicate"
        print()
        print(f"{d['a']} − {d['b']}: {_signed(d['mean'])} per deal, 95% CI [{_signed(lo)}, {_signed(hi)}] ({how}): {d['verdict']}")
    print()
    print(f"speed: {data['deals_per_sec']:.0f} deals/s ({data['deals_played']} deals in {data['seconds']:.2f} s)")
