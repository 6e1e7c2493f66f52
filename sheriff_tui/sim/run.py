"""``run_sim``: a run of deals or matches with the bots given, and its result with the report's figures."""

from __future__ import annotations

import dataclasses
import itertools
import math
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from ..bots import make_bot
from .deals import BotFactory, DealRecord, Plan, SimError, Table, Task, check_game
from .jobs import TASKS_PER_JOB, InProcess, Workers
from .stats import Estimate, Running, rounded, unit_diff, unit_mean

Progress = Callable[[int, int, "Estimate"], None]


@dataclass
class SimResult:
    game: str
    preset: str
    players: int
    bots: tuple[str, ...]
    seed: int
    duplicate: bool
    deals: int  # as --deals counts them
    games: int  # matches played
    deals_played: int  # deals dealt at a table (each rotation counts)
    seconds: float
    records: list[DealRecord]
    match_deals: int  # deals in a standard match of these rules

    @property
    def kinds(self) -> tuple[str, ...]:
        """The bot kinds in order of first appearance."""
        return tuple(dict.fromkeys(self.bots))

    @property
    def deals_per_sec(self) -> float:
        return self.deals_played / self.seconds if self.seconds > 0 else math.inf

    def _units(self) -> list[list[DealRecord]]:
        """The statistical units: a duplicate deal with all its rotations, or one deal."""
        units: dict[int, list[DealRecord]] = {}
        for r in self.records:
            units.setdefault(r.index, []).append(r)
        return list(units.values())

    def kind_means(self) -> dict[str, Estimate]:
        """Per bot kind, the mean score per deal and seat (over units, 95% CI)."""
        units = self._units()
        return {k: Estimate.of([unit_mean(unit, k) for unit in units]) for k in self.kinds}

    def diff(self) -> dict[str, Any] | None:
        """With exactly two bot kinds: kind A − kind B per deal (averaged over rotations)."""
        if len(self.kinds) != 2:
            return None
        a, b = self.kinds
        est = Estimate.of([unit_diff(unit, a, b) for unit in self._units()])
        if est.lo is not None and est.lo > 0:
            verdict = f"{a} wins"
        elif est.hi is not None and est.hi < 0:
            verdict = f"{b} wins"
        else:
            verdict = "no clear difference"
        return {"a": a, "b": b, **est.as_dict(), "paired": self.duplicate, "verdict": verdict}

    def contract_stats(self) -> dict[str, dict[str, Any]]:
        """Per kind: how often its seats held the contract and how often it was made."""
        out: dict[str, dict[str, Any]] = {}
        contracts_here = any(r.declarers for r in self.records)  # Sheriff of Nottingham has none
        for k in self.kinds:
            seat_deals = seats_declaring = deals_declaring = made = 0
            contracts: list[int] = []
            forms: dict[str, int] = {}
            known = True
            for r in self.records:
                mine = [s for s, kk in enumerate(r.kinds) if kk == k]
                seat_deals += len(mine)
                held = [s for s in mine if s in r.declarers]
                seats_declaring += len(held)
                if held:
                    deals_declaring += 1
                    if r.made is None:
                        known = False
                    elif r.made:
                        made += 1
                    if r.contract is not None:
                        contracts.append(r.contract)
                    if r.form is not None:
                        forms[r.form] = forms.get(r.form, 0) + 1
            out[k] = {
                "seats": len([1 for kk in self.bots if kk == k]),
                "seat_deals": seat_deals,
                "sheriff_deals": deals_declaring,
                "contracts_made": made if known else None,
                # share of its seat-deals in which a seat of this kind held the contract
                "sheriff_rate": rounded(seats_declaring / seat_deals) if seat_deals and contracts_here else None,
                # deals where a seat of this kind was Sheriff and the contract was made / deals it was Sheriff
                "contract_rate": rounded(made / deals_declaring) if deals_declaring and known else None,
                "mean_contract": rounded(math.fsum(contracts) / len(contracts)) if contracts else None,
                # of those deals, how many were played in each form (games that name one: Sheepshead), commonest first
                "contract_forms": dict(sorted(forms.items(), key=lambda kv: (-kv[1], kv[0]))) if forms else None,
            }
        return out

    def as_json(self) -> dict[str, Any]:
        means = self.kind_means()
        contracts = self.contract_stats()
        by_bot = {k: {**means[k].as_dict(), **contracts[k]} for k in self.kinds}
        return {
            "game": self.game,
            "preset": self.preset,
            "players": self.players,
            "bots": list(self.bots),
            "seed": self.seed,
            "duplicate": self.duplicate,
            "deals": self.deals,
            "rotations": self.players if self.duplicate else 1,
            "games": self.games,
            "match_deals": 1 if self.duplicate else self.match_deals,
            "deals_played": self.deals_played,
            "seconds": round(self.seconds, 3),
            "deals_per_sec": round(self.deals_per_sec, 1),
            "by_bot": by_bot,
            "diff": self.diff(),
        }


def run_sim(
    game: str,
    rules: Any,
    bots: Sequence[str],
    deals: int,
    seed: int = 0,
    duplicate: bool = False,
    preset: str | None = None,
    progress: Progress | None = None,
    make: BotFactory = make_bot,
    jobs: int = 1,
) -> SimResult:
    """Play ``deals`` deals with these bots (one level per seat) and collect them.

    Without ``duplicate``: standard matches of ``rules.deals`` deals one after
    another (the last one cut short to make ``deals``), the bots in the seats
    given. With it: every deal once per rotation of the bot list over the seats
    (bot ``j`` sits in seat ``(j + rotation) % n``), same deck and dealer, as
    one-deal matches. ``make(game, level)`` builds the bots (one per level and
    process for the whole run: a bot decides from its view alone).

    ``jobs`` above 1 plays the deals in that many worker processes (``make``
    must then be picklable: a module-level function); every deal and match takes
    its seeds from ``seed`` and its own number, and the records are gathered in
    deal order, so the same arguments give the same records whatever ``jobs``.
    ``progress(done, total, estimate)`` counts deals played at a table (after
    every one in this process, after every batch with workers), with the run's
    headline figure so far (see :class:`Running`).
    """
    check_game(game)
    n = rules.players
    bots = tuple(bots)
    if len(bots) != n:
        raise SimError(f"{len(bots)} bots for {n} players")
    if deals < 1:
        raise SimError(f"--deals: {deals}; allowed: a whole number from 1")
    if jobs < 1:
        raise SimError(f"--jobs: {jobs}; allowed: a whole number from 1")
    plan = Plan(game, rules, bots, seed, make)
    records: list[DealRecord] = []
    running = Running(bots)
    total = deals * n if duplicate else deals
    played = 0

    def tick() -> None:  # a deal played in this process
        nonlocal played
        played += 1
        if progress is not None:
            progress(played, total, running.estimate())

    def heard(count: int) -> None:  # deals the workers have played, folded in or not (some played ahead)
        if progress is not None:
            progress(min(count, total), total, running.estimate())

    def told() -> None:  # a batch of a worker's deals folded in: the estimate moves
        if progress is not None and isinstance(runner, Workers):
            progress(max(len(records), min(runner.count, total)), total, running.estimate())

    t0 = time.perf_counter()
    jobs = min(jobs, deals if duplicate else deals // rules.deals)  # no more workers than deals or whole matches to share
    runner: InProcess | Workers = Workers(plan, jobs, heard) if jobs > 1 else InProcess(plan, tick)
    games = 0
    try:
        if duplicate:
            chunk = 1 if jobs <= 1 else max(1, math.ceil(deals / (jobs * TASKS_PER_JOB)))
            tasks: Iterable[Task] = (("deals", f, min(chunk, deals - f), None) for f in range(0, deals, chunk))
            for units in runner.results(tasks):
                for unit in units:
                    records += unit
                    running.add(unit)
                    games += n
                told()
        elif deals >= rules.deals:
            # whole matches, played ahead by the workers until fewer deals are left than a match has
            per_match = math.ceil(deals / rules.deals)
            chunk = 1 if jobs <= 1 else max(1, math.ceil(per_match / (jobs * TASKS_PER_JOB)))
            tasks = (("matches", f, chunk, None) for f in itertools.count(0, chunk))
            results = runner.results(tasks)
            for units in results:
                for unit in units:
                    _fold_match(records, running, unit)
                    games += 1
                    if deals - len(records) < rules.deals:
                        break
                told()
                if deals - len(records) < rules.deals:
                    break
            results.close()
    finally:
        runner.close()
    if not duplicate and len(records) < deals:
        # the last matches, cut to the deals left: each one's length hangs on the one before
        table = runner.table if isinstance(runner, InProcess) else Table(plan)
        played = len(records)
        while len(records) < deals:
            _fold_match(records, running, table.match(games, deals - len(records), tick))
            games += 1
    return SimResult(
        game=game,
        preset=preset or game,
        players=n,
        bots=bots,
        seed=seed,
        duplicate=duplicate,
        deals=deals,
        games=games,
        deals_played=len(records),
        seconds=time.perf_counter() - t0,
        records=records,
        match_deals=rules.deals,
    )


def _fold_match(records: list[DealRecord], running: "Running", unit: list[DealRecord]) -> None:
    """A plain match's records after the run's, numbered on from them (each deal its own unit)."""
    offset = len(records)
    for r in unit:
        r = dataclasses.replace(r, index=r.index + offset)
        records.append(r)
        running.add((r,))


