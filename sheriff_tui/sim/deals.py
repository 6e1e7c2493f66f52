"""How a deal and a match are played for the simulator, the same in every process.

Seeds come from the run's seed and labels (:func:`derive_seed`), so a deal is
the same whichever process plays it. Bad input for a run is a :class:`SimError`
with one line for the player.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..bots import RandomBot, parse_levels
from ..engine import GAMES, game_module

BotFactory = Callable[[str, str], Any]


class SimError(ValueError):
    """Bad input for a simulation; the message is one line for the player."""


def derive_seed(seed: int, *keys: object) -> int:
    """A 62-bit seed from a base seed and labels: stable across runs and platforms."""
    text = repr((seed,) + keys).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 2


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


@dataclass(frozen=True)
class Plan:
    """What every process needs to play its share of a run (picklable: ``make`` a module-level function)."""

    game: str
    rules: Any
    bots: tuple[str, ...]
    seed: int
    make: BotFactory


#: a task: ("deals", first, count, None), duplicate deals first … first + count − 1 with all
#: their rotations; or ("matches", first, count, cut), plain matches, cut to ``cut`` deals if given
Task = tuple[str, int, int, "int | None"]


class Table:
    """A plan's bots and game, made once per process (a bot decides from its view alone), and
    the one way a deal or a match is played: the same in every process, so the same records."""

    def __init__(self, plan: Plan) -> None:
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


