"""Measure one change to ``hard`` where it acts: the paired value of the decisions it changes.

    python tools/ab_decisions.py GAME VARIANT [--preset P] [--deals N] [--seed S] [--jobs J]

A whole-deal duplicate sim spends nearly all its deals where the change did
nothing, and their noise buries the rest. Here every deal is played by
``normal`` in all seats but one (rotated deal by deal), where the baseline
``hard`` (B) plays; at each of that seat's decisions the VARIANT (A) is asked
too, with the same random stream. At the first decision where they differ the
deal is copied: A's choice is applied in one copy, B's in the other, and both
are played to the end by the same players with the same streams. The deal's
value is A's score less B's there, 0 where they never differed. So the mean
over deals is the change's worth a deal, and the mean over the differing deals
its worth each time it acts, both with 95% intervals.

VARIANT names a change (see VARIANTS): e.g. ``endgame`` (the exact ending
against playouts), ``bury``/``call``/``knock`` (Sheepshead's searches),
``bids``/``trump``/``double`` (Toruf's), ``sheriff-bids``.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import random
import statistics
import sys
from typing import Any, Callable

from sheriff_tui.bots import make_bot
from sheriff_tui.engine import game_module
from sheriff_tui.presets import load_rules
from sheriff_tui.sim.deals import derive_seed

Tweak = Callable[[Any], None]


def _phases(*names: str, only: bool = False) -> Tweak:
    """Sheepshead's searches before the cards: these on (``only``: these alone), on a Preplay of
    the bot's own (the class's one is shared)."""

    def tweak(bot: Any) -> None:
        phases = frozenset(names) if only else frozenset(bot.preplay.PHASES | set(names))
        bot.preplay = type(bot.preplay)()
        bot.preplay.PHASES = phases

    return tweak


def _toruf(*names: str, bids: bool = False) -> Tweak:
    def tweak(bot: Any) -> None:
        bot.PHASES = frozenset(set(bot.PHASES) | set(names))
        bot.SEARCH_BIDS = bot.SEARCH_BIDS or bids

    return tweak


def _no_endgame(bot: Any) -> None:
    bot.ENDGAME_TRICKS = 0


def _sheriff_bids(bot: Any) -> None:
    bot.SEARCH_BIDS = True


def _sheriff_choice(bot: Any) -> None:
    bot.SEARCH_CHOICE = True


def _expert(bot: Any) -> None:
    """A marker: A is the ``expert`` level itself (see :func:`_bot`)."""


def _late(view: Any) -> bool:
    return view.phase == "play" and sum(view.hand_counts) <= 4 * len(view.hand_counts)


def _before_cards(view: Any) -> bool:
    return view.phase != "play"


def _phase(*names: str) -> Callable[[Any], bool]:
    return lambda view: view.phase in names


# name: (tweak making A from hard, tweak making B from hard, where A is asked); a change made before
# the cards can't act once they are played: a deal where A chose as B until then is over for it
VARIANTS: dict[str, tuple[Tweak | None, Tweak | None, Callable[[Any], bool]]] = {
    "endgame": (None, _no_endgame, _late),
    "bury": (_phases("bury"), None, _before_cards),
    "call": (_phases("call"), None, _before_cards),
    "knock": (_phases("knock"), None, _before_cards),
    "pick": (None, _phases(only=True), _before_cards),
    "bids": (_toruf(bids=True), None, _phase("auction")),
    "trump": (_toruf("trump"), None, _phase("trump")),
    "double": (_toruf("double", "redouble"), None, _phase("double", "redouble")),
    "sheriff-bids": (_sheriff_bids, None, _phase("auction")),
    "sheriff-choice": (_sheriff_choice, None, _phase("choice")),
    "expert": (_expert, None, lambda view: True),
    "points": (lambda b: setattr(b, "POINTS_WEIGHT", 1.0), None, _phase("play")),
}


def _bot(game: str, tweak: Tweak | None) -> Any:
    bot = make_bot(game, "expert" if tweak is _expert else "hard")
    if tweak is not None and tweak is not _expert:
        tweak(bot)
    return bot


def _finish(g: Any, seat: int, mine: Any, normal: Any, seed: int) -> int:
    rng = random.Random(seed)
    while g.to_act is not None:
        s, legal = g.to_act, g.legal_actions()
        bot = mine if s == seat else normal
        g.apply(legal[0] if len(legal) == 1 else bot.choose(g.view(s), legal, rng))
    return g.totals[seat]


def one_deal(args: tuple[str, str | None, str, int, int]) -> tuple[int, float | None]:
    """(deal index, A − B for the seat, or None where A never chose otherwise)."""
    game, preset, variant, seed, i = args
    make_a, make_b, asks = VARIANTS[variant]
    rules = load_rules(game, preset, None, None)
    rules = dataclasses.replace(rules, deals=1, **({"target": 0} if game == "toruf" else {}))
    g = game_module(game).new_game(rules, rules.players, seed=derive_seed(seed, "ab", i))
    seat = i % rules.players
    a_bot, b_bot, normal = _bot(game, make_a), _bot(game, make_b), make_bot(game, "normal")
    rng = random.Random(derive_seed(seed, "play", i))
    k = 0
    while g.to_act is not None:
        s, legal = g.to_act, g.legal_actions()
        if len(legal) == 1:
            g.apply(legal[0])
            continue
        view = g.view(s)
        if s != seat:
            g.apply(normal.choose(view, legal, rng))
            continue
        k += 1
        if asks is not _late and view.phase == "play" and not asks(view):
            return i, None  # A acts before the cards only, and chose as B
        b = b_bot.choose(view, legal, random.Random(derive_seed(seed, i, k)))
        if asks(view):
            a = a_bot.choose(view, legal, random.Random(derive_seed(seed, i, k)))
            if a != b:
                ga, gb = g.clone(), g.clone()
                ga.apply(a)
                gb.apply(b)
                rest = derive_seed(seed, "rest", i)
                return i, _finish(ga, seat, b_bot, normal, rest) - _finish(gb, seat, b_bot, normal, rest)
        g.apply(b)
    return i, None


def _estimate(xs: list[float]) -> str:
    if len(xs) < 2:
        return "n/a"
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{m:+.3f} [{m - half:+.3f}, {m + half:+.3f}]"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("variant", choices=sorted(VARIANTS))
    p.add_argument("--preset")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    ns = p.parse_args(argv)
    jobs = [(ns.game, ns.preset, ns.variant, ns.seed, i) for i in range(ns.deals)]
    results: list[tuple[int, float | None]] = []
    with multiprocessing.Pool(ns.jobs) as pool:
        for r in pool.imap_unordered(one_deal, jobs):
            results.append(r)
            if len(results) % 25 == 0:
                acted = [d for _, d in results if d is not None]
                print(f"  {len(results)} deals, acted in {len(acted)}: {_estimate([d or 0.0 for _, d in results])} a deal", file=sys.stderr, flush=True)
    per_deal = [d or 0.0 for _, d in results]
    acted = [d for _, d in results if d is not None]
    print(
        f"{ns.game} {ns.preset or '(standard)'} {ns.variant}: {len(results)} deals, A chose otherwise in {len(acted)}; "
        f"A − B a deal {_estimate(per_deal)}; where it acted {_estimate(acted)}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
