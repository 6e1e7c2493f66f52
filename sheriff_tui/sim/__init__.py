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

The parts: :mod:`.deals` (seeds, bots, how a deal and a match are played),
:mod:`.stats` (estimates), :mod:`.jobs` (worker processes), :mod:`.run`
(``run_sim`` and its result), :mod:`.bench` (the benchmarks).
"""

from ..bots import make_bot
from .bench import BENCH_ROUNDS, DecisionTimes, bench_plan, bot_decision_times, card_play_deals_per_sec, default_rules, engine_deals_per_sec, run_bench
from .deals import BotFactory, DealRecord, Plan, SimError, Table, check_game, default_bots, derive_seed, parse_bots, play_match
from .jobs import InProcess, Workers, default_jobs
from .run import Progress, SimResult, run_sim
from .stats import Estimate, Running, percentile, t95, unit_diff, unit_mean

__all__ = [
    "BENCH_ROUNDS", "BotFactory", "DealRecord", "DecisionTimes", "Estimate", "InProcess", "Plan", "Progress",
    "Running", "SimError", "SimResult", "Table", "Workers", "bench_plan", "bot_decision_times",
    "card_play_deals_per_sec", "check_game", "default_bots", "default_jobs", "default_rules", "derive_seed",
    "engine_deals_per_sec", "make_bot", "parse_bots", "percentile", "play_match", "run_bench", "run_sim",
    "t95", "unit_diff", "unit_mean",
]
