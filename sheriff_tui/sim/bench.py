"""The benchmarks behind ``sheriff-tui bench``: the engines' speed beside the reference loop,
and each bot level's decision times."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from ..bots import LEVELS, make_bot
from ..engine import GAMES, game_module
from .deals import BotFactory, derive_seed
from .stats import percentile, rounded

def default_rules(game: str, config_dir: Any = None) -> Any:
    """The game's standard rules: its plain built-in preset."""
    from ..presets import load_rules

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
            "median_ms": rounded(self.median_ms, 4),
            "p99_ms": rounded(self.p99_ms, 4),
            "max_ms": rounded(self.max_ms, 4),
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
    from .. import benchref

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
    from .. import benchref

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
