"""Headless play and measurement: bot-only matches, duplicate deals, statistics
and the benchmarks behind ``sheriff-tui sim`` and ``sheriff-tui bench``.

Pure and seeded like the engine: no I/O, no Textual, no Rich (the commands draw
their progress bars through the ``progress`` callbacks). Everything is driven
through the engine contract (``new_game``, ``to_act``, ``legal_actions()``,
``apply()``, ``view()``), so every game in :data:`~sheriff_tui.engine.GAMES`
works without code here knowing its rules.

Duplicate play removes the luck of the cards: every deal is played once per
rotation of the bot list over the seats, from the same deck and the same dealer,
so each bot kind sits in each seat with the same cards. A deal is then a
one-deal match, ``new_game(replace(rules, deals=1), n, seed=deal_seed,
dealer=...)``.

A run may be spread over worker processes (``jobs``): each deal and match
takes its seeds from the run's seed and its own number, and the records are
gathered in deal order, so the records are the same whatever ``jobs``.

Long: the simulator and its statistics go together (the deals, duplicate rotation,
estimates and the report read the same records); the commands only print them.
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import math
import os
import random
import signal
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Sequence

from .bots import LEVELS, RandomBot, make_bot, parse_levels
from .engine import GAMES, game_module

BotFactory = Callable[[str, str], Any]
Progress = Callable[[int, int, "Estimate"], None]


class SimError(ValueError):
    """Bad input for a simulation; the message is one line for the player."""


# -- seeds -------------------------------------------------------------------


def derive_seed(seed: int, *keys: object) -> int:
    """A 62-bit seed from a base seed and labels: stable across runs and platforms."""
    text = repr((seed,) + keys).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 2


# -- statistics --------------------------------------------------------------

# two-sided 95% quantiles of Student's t for 1..30 degrees of freedom
_T95 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def t95(df: int) -> float:
    """The 97.5% quantile of Student's t (table to 30, Cornish–Fisher beyond)."""
    if df < 1:
        return math.inf
    if df <= len(_T95):
        return _T95[df - 1]
    z = 1.959963984540054
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df * df)


@dataclass(frozen=True)
class Estimate:
    """A sample mean with its 95% confidence interval (t interval)."""

    n: int
    mean: float
    sd: float
    lo: float | None
    hi: float | None

    @classmethod
    def of(cls, values: Sequence[float]) -> "Estimate":
        n = len(values)
        if n == 0:
            return cls(0, math.nan, math.nan, None, None)
        mean = math.fsum(values) / n
        if n < 2:
            return cls(n, mean, math.nan, None, None)
        sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))
        half = t95(n - 1) * sd / math.sqrt(n)
        return cls(n, mean, sd, mean - half, mean + half)

    def as_dict(self) -> dict[str, Any]:
        return {
            "mean": _num(self.mean),
            "ci95": [_num(self.lo), _num(self.hi)],
            "sd": _num(self.sd),
            "n": self.n,
        }


def _num(x: float | None, places: int = 6) -> float | None:
    if x is None or math.isnan(x):
        return None
    return round(x, places)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100) of already sorted values."""
    if not sorted_values:
        return math.nan
    k = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[min(k, len(sorted_values)) - 1]


# -- input -------------------------------------------------------------------


def default_bots(players: int) -> tuple[str, ...]:
    """``normal`` at seat 0 and ``random`` everywhere else."""
    return ("normal",) + ("random",) * (players - 1)


def parse_bots(text: str | None, players: int, where: str = "--bots", preset: str | None = None) -> tuple[str, ...]:
    """One bot level per seat from ``normal,random,random``; SimError otherwise."""
    if text is None:
        return default_bots(players)
    try:
        kinds = parse_levels(text)
    except ValueError as exc:
        raise SimError(f"{where}: {exc}") from None
    if len(kinds) != players:
        example = ",".join(default_bots(players))
        rules = f" (preset {preset})" if preset else ""
        raise SimError(f"{where}: {len(kinds)} bot{'s' if len(kinds) != 1 else ''} for {players} players{rules}; give one level per seat, e.g. {example}")
    return kinds


def check_game(game: str, where: str = "GAME") -> None:
    if game not in GAMES:
        raise SimError(f"{where}: unknown game {game!r}; allowed: {', '.join(GAMES)}")


# -- results -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal played at the table, as the statistics need it."""

    index: int  # the deal as --deals counts it (a duplicate deal once for all rotations)
    game: int  # which match it was played in (0-based)
    rotation: int  # 0..n-1 in duplicate play, 0 otherwise
    seed: int  # the match's seed
    dealer: int
    kinds: tuple[str, ...]  # bot level in each seat
    deck: tuple[int, ...] | None  # how the cards lay (top first)
    scores: tuple[int, ...]  # what each seat won or lost in this deal
    declarers: tuple[int, ...]  # the seats that held the contract (the Sheriffs)
    made: bool | None  # whether they made it (None if the game has no such notion)
    contract: int | None  # what the declarers undertook (tricks or points bid), if the game has a number for it
    form: str | None = None  # how they played it, if the game names that (Sheepshead: "alone", "partner" …)


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
                "sheriff_rate": _num(seats_declaring / seat_deals) if seat_deals and contracts_here else None,
                # deals where a seat of this kind was Sheriff and the contract was made / deals it was Sheriff
                "contract_rate": _num(made / deals_declaring) if deals_declaring and known else None,
                "mean_contract": _num(math.fsum(contracts) / len(contracts)) if contracts else None,
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


def unit_mean(unit: Sequence[DealRecord], kind: str) -> float:
    """A unit's mean score per seat of ``kind`` (over its seats and rotations)."""
    vals = [r.scores[s] for r in unit for s, k in enumerate(r.kinds) if k == kind]
    return math.fsum(vals) / len(vals)


def unit_diff(unit: Sequence[DealRecord], a: str, b: str) -> float:
    """A unit's kind ``a`` − kind ``b`` per seat, averaged over its rotations."""
    d = []
    for r in unit:
        sa = [r.scores[s] for s, k in enumerate(r.kinds) if k == a]
        sb = [r.scores[s] for s, k in enumerate(r.kinds) if k == b]
        d.append(math.fsum(sa) / len(sa) - math.fsum(sb) / len(sb))
    return math.fsum(d) / len(d)


class Running:
    """The run's headline figure as its units come in, for a progress bar: with two bot
    kinds A − B per deal (the report's ``diff``), else the first kind's mean per deal.
    Welford's running mean and variance; the report recomputes it from the records."""

    def __init__(self, bots: Sequence[str]) -> None:
        kinds = tuple(dict.fromkeys(bots))
        self.pair = (kinds[0], kinds[1]) if len(kinds) == 2 else None
        self.kind = kinds[0]
        self.label = f"{kinds[0]} − {kinds[1]}" if self.pair else f"{kinds[0]} mean/deal"
        self.n, self.mean, self.m2 = 0, 0.0, 0.0

    def add(self, unit: Sequence[DealRecord]) -> None:
        x = unit_diff(unit, *self.pair) if self.pair else unit_mean(unit, self.kind)
        self.n += 1
        delta = x - self.mean
        self.mean += delta / self.n
        self.m2 += delta * (x - self.mean)

    def estimate(self) -> Estimate:
        n = self.n
        if n < 2:
            return Estimate(n, self.mean if n else math.nan, math.nan, None, None)
        sd = math.sqrt(self.m2 / (n - 1))
        half = t95(n - 1) * sd / math.sqrt(n)
        return Estimate(n, self.mean, sd, self.mean - half, self.mean + half)


# -- playing -------------------------------------------------------------------


def _declarers(result: Any) -> tuple[int, ...]:
    for name in ("sheriffs", "declarers"):
        v = getattr(result, name, None)
        if v is not None:
            return tuple(v)
    return ()


def play_match(
    game: Any,
    bots: Sequence[Any],
    rng: random.Random,
    on_deal: Callable[[Any, tuple[int, ...]], None],
) -> None:
    """Play a match to its end with one bot per seat.

    ``on_deal(result, scores)`` is called after every deal with the engine's
    deal result and what each seat won or lost in that deal.
    """
    # the random bot never looks at its view: don't build one for it
    wants_view = [not isinstance(b, RandomBot) for b in bots]
    before = game.scores
    legal_actions, apply, view = game.legal_actions, game.apply, game.view
    while True:
        s = game.to_act
        if s is None:
            return
        legal = legal_actions()
        action = bots[s].choose(view(s) if wants_view[s] else None, legal, rng)
        for ev in apply(action):
            if ev.kind == "deal_scored":
                after = game.scores
                on_deal(ev.data, tuple(x - y for x, y in zip(after, before)))
                before = after


def _deck_of(game: Any) -> tuple[int, ...] | None:
    logs = getattr(game, "log", ())
    return logs[-1].setup.deck if logs else None


def default_jobs() -> int:
    """Every core this process may run on: the default of ``sim --jobs``."""
    count = getattr(os, "process_cpu_count", None)  # Python 3.13
    if count is not None:
        return count() or 1
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@dataclass(frozen=True)
class _Plan:
    """What every process needs to play its share of a run (picklable: ``make`` a module-level function)."""

    game: str
    rules: Any
    bots: tuple[str, ...]
    seed: int
    make: BotFactory


#: a task: ("deals", first, count, None), duplicate deals first … first + count − 1 with all
#: their rotations; or ("matches", first, count, cut), plain matches, cut to ``cut`` deals if given
Task = tuple[str, int, int, "int | None"]


class _Table:
    """A plan's bots and game, made once per process (a bot decides from its view alone), and
    the one way a deal or a match is played: the same in every process, so the same records."""

    def __init__(self, plan: _Plan) -> None:
        self.plan = plan
        self.module = game_module(plan.game)
        self.instances = {k: plan.make(plan.game, k) for k in dict.fromkeys(plan.bots)}
        rules = plan.rules
        self.one = rules if rules.deals == 1 else dataclasses.replace(rules, deals=1)  # a Nottingham match is one deal already

    def _play(self, match: Any, match_seed: int, g: int, kinds: tuple[str, ...], rng: random.Random, rot: int, index: int | None, tick: Callable[[], None] | None) -> list[DealRecord]:
        out: list[DealRecord] = []

        def on_deal(result: Any, scores: tuple[int, ...]) -> None:
            out.append(
                DealRecord(
                    index=len(out) if index is None else index,
                    game=g,
                    rotation=rot,
                    seed=match_seed,
                    dealer=getattr(result, "dealer", -1),
                    kinds=kinds,
                    deck=_deck_of(match),
                    scores=scores,
                    declarers=_declarers(result),
                    made=getattr(result, "made", None),
                    contract=getattr(result, "contract", None),
                    form=getattr(result, "contract_form", None),
                )
            )
            if tick is not None:
                tick()

        play_match(match, [self.instances[k] for k in kinds], rng, on_deal)
        return out

    def duplicate_deal(self, i: int, tick: Callable[[], None] | None = None) -> list[DealRecord]:
        """Duplicate deal ``i``, once per rotation of the bots over the seats (bot ``j`` in seat ``(j + rotation) % n``)."""
        plan, n = self.plan, self.plan.rules.players
        deal_seed = derive_seed(plan.seed, "deal", i)
        out: list[DealRecord] = []
        for rot in range(n):
            kinds = tuple(plan.bots[(s - rot) % n] for s in range(n))
            match = self.module.new_game(self.one, n, seed=deal_seed, dealer=i % n)
            rng = random.Random(derive_seed(plan.seed, "bots", i, rot))
            out += self._play(match, deal_seed, i * n + rot, kinds, rng, rot, i, tick)
        return out

    def match(self, g: int, cut: int | None = None, tick: Callable[[], None] | None = None) -> list[DealRecord]:
        """Match ``g`` of a plain run (cut to ``cut`` deals if given), its deals indexed from 0."""
        plan = self.plan
        rules = plan.rules if cut is None else dataclasses.replace(plan.rules, deals=cut)
        match_seed = derive_seed(plan.seed, "match", g)
        match = self.module.new_game(rules, rules.players, seed=match_seed, dealer=0)
        rng = random.Random(derive_seed(plan.seed, "bots", g))
        return self._play(match, match_seed, g, plan.bots, rng, 0, None, tick)

    def work(self, task: Task, tick: Callable[[], None] | None = None) -> list[list[DealRecord]]:
        """A task's units in order: a duplicate deal's records, or a match's."""
        kind, first, count, cut = task
        if kind == "deals":
            return [self.duplicate_deal(i, tick) for i in range(first, first + count)]
        return [self.match(g, cut, tick) for g in range(first, first + count)]


class _Worker:
    """A worker process's table, made by :func:`_start_worker`, and its count of deals played,
    told to the parent every :data:`TELL_SECONDS` and at each task's end (for the progress bar)."""

    table: _Table
    told: Any  # a SimpleQueue of counts
    played = 0
    last = 0.0

    @classmethod
    def tick(cls) -> None:
        cls.played += 1
        now = time.monotonic()
        if now - cls.last >= TELL_SECONDS:
            cls.tell(now)

    @classmethod
    def tell(cls, now: float) -> None:
        if cls.played:
            cls.told.put(cls.played)
            cls.played = 0
        cls.last = now


TELL_SECONDS = 0.25


def _start_worker(plan: _Plan, told: Any) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's: it ends the workers itself
    _Worker.table = _Table(plan)
    _Worker.told = told


def _work(task: Task) -> list[list[DealRecord]]:
    out = _Worker.table.work(task, _Worker.tick)
    _Worker.tell(time.monotonic())
    return out


class _Here:
    """Tasks played in this process, one after another, when asked for."""

    def __init__(self, plan: _Plan, tick: Callable[[], None] | None) -> None:
        self.table = _Table(plan)
        self.tick = tick

    def results(self, tasks: Iterable[Task]) -> Iterator[list[list[DealRecord]]]:
        for task in tasks:
            yield self.table.work(task, self.tick)

    def close(self) -> None:
        pass


class _Workers:
    """Tasks played by ``jobs`` worker processes, a few ahead of the one waited for, the
    results handed back in the tasks' order whatever order they finish in. ``played(count)``
    hears of the deals the workers have played so far, folded in or not."""

    def __init__(self, plan: _Plan, jobs: int, played: Callable[[int], None]) -> None:
        import multiprocessing

        # a fresh process per worker (forkserver, else spawn): nothing of the parent's comes along
        # (no Textual, no Rich and its threads), and the workers import only the simulator
        if "forkserver" in multiprocessing.get_all_start_methods():
            ctx = multiprocessing.get_context("forkserver")
            ctx.set_forkserver_preload([__name__])
        else:
            ctx = multiprocessing.get_context("spawn")
        self.told = ctx.SimpleQueue()
        self.pool: Any = ctx.Pool(jobs, initializer=_start_worker, initargs=(plan, self.told))
        self.ahead = 2 * jobs
        self.played = played
        self.count = 0

    def results(self, tasks: Iterable[Task]) -> Iterator[list[list[DealRecord]]]:
        pending: deque[Any] = deque()
        for task in tasks:
            pending.append(self.pool.apply_async(_work, (task,)))
            if len(pending) >= self.ahead:
                yield self._wait(pending.popleft())
        while pending:
            yield self._wait(pending.popleft())

    def _wait(self, result: Any) -> Any:
        """A worker's result, waited for in short spells: a wait without a timeout can't be
        broken by Ctrl+C, and between spells the progress bar hears of the deals played."""
        while True:
            self._hear()
            if result.ready():
                return result.get()
            result.wait(0.1)

    def _hear(self) -> None:
        before = self.count
        while not self.told.empty():
            self.count += self.told.get()
        if self.count != before:
            self.played(self.count)

    def close(self) -> None:
        """End the workers now (a run's end, Ctrl+C, an error): tasks played ahead are dropped."""
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()
            self.pool = None
            self.told.close()


#: tasks a run is cut into per worker: enough for a smooth progress bar, few enough to
#: keep the cost of handing records back small
TASKS_PER_JOB = 16


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
    plan = _Plan(game, rules, bots, seed, make)
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
        if progress is not None and isinstance(runner, _Workers):
            progress(max(len(records), min(runner.count, total)), total, running.estimate())

    t0 = time.perf_counter()
    jobs = min(jobs, deals if duplicate else deals // rules.deals)  # no more workers than deals or whole matches to share
    runner: _Here | _Workers = _Workers(plan, jobs, heard) if jobs > 1 else _Here(plan, tick)
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
        table = runner.table if isinstance(runner, _Here) else _Table(plan)
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


# -- benchmarks ----------------------------------------------------------------


def default_rules(game: str, config_dir: Any = None) -> Any:
    """The game's standard rules: its plain built-in preset."""
    from .presets import load_rules

    return load_rules(game, None, None, config_dir)


def engine_deals_per_sec(game: str, rules: Any, seconds: float, seed: int = 0, first: int = 0) -> tuple[float, int]:
    """Random legal play through the engine API: (whole deals per second, deals).

    Standard matches ``new_game(rules, n, seed=i)`` for ``i = first, first + 1,
    …`` one after another, every decision ``legal_actions()`` then ``apply()``
    of a uniformly chosen action from one seeded generator. The clock is read
    between matches, as the reference loop reads it between hands.
    """
    module = game_module(game)
    n = rules.players
    rng = random.Random(seed)
    randrange = rng.randrange
    deals = 0
    i = first
    t0 = time.perf_counter()
    while True:
        g = module.new_game(rules, n, seed=i)
        legal_actions, apply = g.legal_actions, g.apply
        while g.to_act is not None:
            legal = legal_actions()
            apply(legal[randrange(len(legal))])
        deals += g.deal_no
        i += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            return deals / elapsed, deals


def card_play_deals_per_sec(game: str, rules: Any, seconds: float, seed: int = 0, first: int = 0) -> tuple[float, int]:
    """:func:`engine_deals_per_sec` for the card play alone, the part of a deal the reference loop plays.

    The same random play, but the time of every decision taken outside the ``play``
    phase (bidding, picking, calling, burying, knocking …) is left out, so a deal
    counts from its first card to the next deal's first decision: the trick play,
    the score, the shuffle and the deal, as the reference's hand. The clock read
    around those decisions costs a little, which this figure bears.
    """
    module = game_module(game)
    n = rules.players
    rng = random.Random(seed)
    randrange = rng.randrange
    clock = time.perf_counter
    deals = 0
    other = 0.0
    i = first
    t0 = clock()
    while True:
        g = module.new_game(rules, n, seed=i)
        legal_actions, apply = g.legal_actions, g.apply
        while g.to_act is not None:
            if g.phase == "play":
                legal = legal_actions()
                apply(legal[randrange(len(legal))])
            else:
                t = clock()
                legal = legal_actions()
                apply(legal[randrange(len(legal))])
                other += clock() - t
        deals += g.deal_no
        i += 1
        elapsed = clock() - t0
        if elapsed >= seconds:
            return deals / (elapsed - other), deals


@dataclass(frozen=True)
class DecisionTimes:
    level: str
    decisions: int
    median_ms: float
    p99_ms: float
    max_ms: float
    fallback: bool  # the game has no bot of this level: the level below stood in

    def as_dict(self) -> dict[str, Any]:
        return {
            "median_ms": _num(self.median_ms, 4),
            "p99_ms": _num(self.p99_ms, 4),
            "max_ms": _num(self.max_ms, 4),
            "decisions": self.decisions,
            "fallback": self.fallback,
        }


def bot_decision_times(game: str, rules: Any, level: str, seconds: float, seed: int = 0, make: BotFactory = make_bot) -> DecisionTimes:
    """Time every ``choose()`` of ``level`` bots in every seat over bot-only matches.

    Plays whole matches until ``seconds`` have gone by (checked after each
    decision, at least one decision); only the time inside ``choose()`` counts.
    """
    module = game_module(game)
    n = rules.players
    bot = make(game, level)
    fallback = getattr(bot, "level", level) != level
    rng = random.Random(seed)
    clock = time.perf_counter_ns
    times: list[int] = []
    deadline = time.perf_counter() + seconds
    i = 0
    while True:
        g = module.new_game(rules, n, seed=derive_seed(seed, "bench", game, level, i))
        while g.to_act is not None:
            s = g.to_act
            legal = g.legal_actions()
            v = g.view(s)
            t = clock()
            action = bot.choose(v, legal, rng)
            times.append(clock() - t)
            g.apply(action)
            if time.perf_counter() >= deadline:
                return _times(level, times, fallback)
        i += 1


def _times(level: str, ns: list[int], fallback: bool) -> DecisionTimes:
    ms = sorted(t / 1e6 for t in ns)
    mid = len(ms) // 2
    median = ms[mid] if len(ms) % 2 else (ms[mid - 1] + ms[mid]) / 2
    return DecisionTimes(level, len(ms), median, percentile(ms, 99), ms[-1], fallback)


def _ms(x: float) -> str:
    return f"{x:.0f}" if x >= 100 else f"{x:.1f}" if x >= 1 else f"{x:.3f}"


#: engine and reference take turns in this many slices each, so that a change
#: of load on the machine during the run hits both sides of the ratio alike
BENCH_ROUNDS = 4


def bench_plan(games: Iterable[str] | None = None) -> list[tuple[str, str, str | None]]:
    """The measurements of a bench run, in order: (kind, game, level)."""
    from . import benchref

    plan: list[tuple[str, str, str | None]] = []
    for game in games or GAMES:
        for _ in range(BENCH_ROUNDS):
            plan.append(("engine", game, None))
            if game in benchref.GAMES:
                plan.append(("card play", game, None))
                plan.append(("reference", game, None))
        for level in LEVELS:
            plan.append(("bot", game, level))
    return plan


def run_bench(
    seconds: float,
    games: Iterable[str] | None = None,
    config_dir: Any = None,
    progress: Callable[[int, int, str, str], None] | None = None,
    make: BotFactory = make_bot,
) -> dict[str, Any]:
    """Every measurement of :func:`bench_plan`, as the ``bench --json`` document.

    Per game, the engine and the reference loop get ``seconds`` each, taken in
    :data:`BENCH_ROUNDS` alternating slices; then each bot level gets
    ``seconds``. ``progress(done, total, label)`` is called before each
    measurement and once at the end, ``note`` the last bot figure in words
    (``sheriff hard: median 61 ms, p99 170 ms``). A bot level that can't be
    built is reported with its error.
    """
    from . import benchref

    plan = bench_plan(games)
    piece = seconds / BENCH_ROUNDS
    engine: dict[str, dict[str, Any]] = {}
    bots: dict[str, dict[str, Any]] = {}
    rules_of: dict[str, Any] = {}
    # game -> [engine deals, engine seconds, reference rates summed, slices, card-play deals, card-play seconds]
    tally: dict[str, list[float]] = {}
    note = ""
    for done, (kind, game, level) in enumerate(plan):
        if progress is not None:
            progress(done, len(plan), f"{game} {kind if kind != 'bot' else f'{level} bot'}", note)
        if game not in rules_of:
            rules_of[game] = default_rules(game, config_dir)
        rules = rules_of[game]
        t = tally.setdefault(game, [0, 0.0, 0.0, 0, 0, 0.0])
        if kind == "engine":
            rate, count = engine_deals_per_sec(game, rules, piece, first=int(t[0]) // rules.deals)
            t[0] += count
            t[1] += count / rate
        elif kind == "card play":
            rate, count = card_play_deals_per_sec(game, rules, piece, first=int(t[4]) // rules.deals)
            t[4] += count
            t[5] += count / rate
        elif kind == "reference":
            t[2] += benchref.hands_per_sec(game, piece)
            t[3] += 1
        else:
            assert level is not None
            try:
                times = bot_decision_times(game, rules, level, seconds, make=make)
            except ImportError as exc:
                bots.setdefault(game, {})[level] = {"median_ms": None, "p99_ms": None, "error": f"can't load the {level} bot: {exc}"}
            else:
                bots.setdefault(game, {})[level] = times.as_dict()
                note = f"{game} {level}: median {_ms(times.median_ms)} ms, p99 {_ms(times.p99_ms)} ms"
    for game, (deals, secs, ref_sum, slices, play_deals, play_secs) in tally.items():
        rate = deals / secs
        ref = ref_sum / slices if slices else None
        play = play_deals / play_secs if play_secs else None
        engine[game] = {
            "deals_per_sec": round(rate, 1),
            "reference_deals_per_sec": round(ref, 1) if ref else None,
            "ratio": round(rate / ref, 4) if ref else None,
            "deals": int(deals),
            "card_play_deals_per_sec": round(play, 1) if play else None,
            "card_play_ratio": round(play / ref, 4) if play and ref else None,
        }
    if progress is not None:
        progress(len(plan), len(plan), "done", note)
    return {"seconds": seconds, "rounds": BENCH_ROUNDS, "engine": engine, "bots": bots}
