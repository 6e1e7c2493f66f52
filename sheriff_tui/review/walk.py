"""Walk a recorded deal and weigh each of one seat's decisions with ``hard``'s search.

The deal is replayed through the engine as it was played; at each decision of
the seat with two or more legal actions, ``hard`` is shown ``game.view(seat)``
(what the player could know then, nothing more) and asked to appraise the
action taken against those it would play out
(:meth:`~sheriff_tui.bots.hard.HardBot.appraise`). Each decision's dice are
seeded from the record's seed, the deal and the action's place, so the same
record always gives the same review.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import random
from typing import Any, Callable, Iterator, Mapping, Sequence

from .. import records
from ..engine.core import Action
from ..i18n import _, ngettext
from . import reasons
from .model import DealReview, Decision, ReviewError, costliest_first

#: the games reviewed: those whose ``hard`` weighs a deal's score by search (Nottingham's
#: ``hard`` reasons about bags and bribes, not a deal's points: no review)
REVIEWED_GAMES = ("sheriff", "sheepshead", "toruf")
#: a decision before the cards that hard leaves to normal (no candidates of its own) is still
#: weighed, the player's choice against normal's, when they differ (False: not weighed, cost 0)
BESIDE_NORMAL = True


def human_seat(data: Mapping[str, Any] | None, players: int) -> int:
    """The seat a saved table marks ``"human"`` (its ``"table"`` meta's ``seats``), else seat 0."""
    table = data.get("table") if isinstance(data, Mapping) else None
    seats = table.get("seats") if isinstance(table, Mapping) else None
    if isinstance(seats, list):
        for i, kind in enumerate(seats[:players]):
            if kind == "human":
                return i
    return 0


def load_path(path: Any, config_dir: Any = None) -> tuple[records.Loaded, int]:
    """A record file read, checked and replayed (RecordError otherwise, as ``replay`` says it),
    with the seat its table marks human (:func:`human_seat`)."""
    from pathlib import Path

    from .. import userfiles

    try:
        data = userfiles.parse_json(userfiles.read_text(Path(path), userfiles.RECORD_LIMIT))
    except userfiles.UserFileError as exc:
        raise records.RecordError(str(exc)) from None
    except OSError as exc:
        raise records.RecordError(_("can't read the file: {reason}").format(reason=exc.strerror or exc)) from None
    loaded = records.load_data(data, config_dir)
    records.replay(loaded)
    return loaded, human_seat(data, len(loaded.players))


def check(loaded: records.Loaded, deal: int, seat: int) -> None:
    """ReviewError unless ``deal`` and ``seat`` name a deal and a seat of this record, of a game reviewed."""
    if loaded.game not in REVIEWED_GAMES:
        raise ReviewError(_("a {game} record has no review; reviewed: {reviewed}").format(game=loaded.game, reviewed=", ".join(REVIEWED_GAMES)))
    n = len(loaded.actions)
    if not n:
        raise ReviewError(_("the record holds no deal"))
    if not 0 <= deal < n:
        holds = ngettext("deal {deal}: the record holds {n} deal; allowed: 1–{n}", "deal {deal}: the record holds {n} deals; allowed: 1–{n}", n)
        raise ReviewError(holds.format(deal=deal + 1, n=n))
    if not 0 <= seat < len(loaded.players):
        raise ReviewError(_("seat {seat}: allowed: 1–{most}").format(seat=seat + 1, most=len(loaded.players)))


def deal_start(loaded: records.Loaded, deal: int) -> Any:
    """The match replayed to the start of ``deal`` (0 first): the deals before it played out."""
    return records.replay(dataclasses.replace(loaded, actions=loaded.actions[:deal]))


def deal_actions(loaded: records.Loaded, deal: int) -> list[Action]:
    try:
        return [records.action_from_json(raw, loaded.game) for raw in loaded.actions[deal]]
    except (ValueError, records.CardError) as exc:
        raise ReviewError(_("deal {deal}: {error}").format(deal=deal + 1, error=exc)) from None


def decision_count(loaded: records.Loaded, deal: int, seat: int) -> int:
    """How many decisions of ``seat`` in ``deal`` had a choice (what the review weighs, for a progress bar)."""
    check(loaded, deal, seat)
    game = deal_start(loaded, deal)
    count = 0
    for action in deal_actions(loaded, deal):
        if game.to_act == seat == action.seat and len(game.legal_actions()) > 1:
            count += 1
        game.apply(action)
    return count


def decision_seed(seed: int | None, deal: int, index: int) -> int:
    """A decision's dice: stable across runs and platforms."""
    text = repr((seed or 0, deal, index)).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


def make_hard(game: str, scale: float | None = None) -> Any:
    """``hard`` for ``game`` (``scale``: its budget times this, through the game's factory)."""
    from ..bots import _REGISTRY, make_bot

    if scale is None or scale == 1:
        return make_bot(game, "hard")
    import importlib

    module, factory = _REGISTRY[(game, "hard")].split(":")
    return getattr(importlib.import_module(module), factory)(scale, "hard")


def iter_decisions(loaded: records.Loaded, deal: int, seat: int, bot: Any = None) -> Iterator[Decision]:
    """Each of ``seat``'s decisions with a choice in ``deal``, weighed, in the order taken.

    ``loaded`` must replay (``records.replay``); ``bot``: the appraiser (``hard`` for the game)."""
    check(loaded, deal, seat)
    if bot is None:
        bot = make_hard(loaded.game)
    game = deal_start(loaded, deal)
    for j, action in enumerate(deal_actions(loaded, deal)):
        if game.deal_no != deal or game.to_act is None:
            raise ReviewError(_("deal {deal}, action {index}: the deal is over: this action is one too many").format(deal=deal + 1, index=j))
        legal = game.legal_actions()
        if game.to_act == seat == action.seat and len(legal) > 1:
            yield weigh(game, bot, legal, action, j, random.Random(decision_seed(loaded.seed, deal, j)))
        game.apply(action)


def weigh(game: Any, bot: Any, legal: Any, action: Action, index: int, rng: random.Random) -> Decision:
    """One decision: the search's values seen from the seat's view, the best, the cost."""
    view = game.view(action.seat)
    playing = view.phase == "play" and action.act == "play"
    trick = len(getattr(view, "history", ())) + 1 if playing else None
    outcomes = bot.appraise_outcomes(view, list(legal), rng, action, BESIDE_NORMAL)
    if not outcomes:
        return Decision(index, trick, view.phase, action, action, 0.0, ())
    appraised = [(a, sum(o) / len(o)) for a, o in outcomes]
    ranked = tuple(sorted(appraised, key=lambda av: -av[1]))  # a stable sort: the earlier of equal values first
    chosen_value = next(v for a, v in appraised if a == action)
    best, best_value = ranked[0]
    if best_value <= chosen_value:
        best = action
    cost = max(0.0, best_value - chosen_value)
    by_action = dict(outcomes)
    margin = noise_margin(by_action[best], by_action[action]) if best != action else 0.0
    why = reasons.why(game, view, action, best) if best != action else ""
    return Decision(index, trick, view.phase, action, best, cost, ranked, why, margin)


def noise_margin(best: Sequence[float], chosen: Sequence[float]) -> float:
    """How far the search's average difference between two actions could be off by its worlds
    alone: about two standard errors of the world-by-world differences (0 with one world, or
    the same difference in every world, as in an ending solved exactly)."""
    n = len(best)
    if n < 2:
        return 0.0
    diffs = [b - c for b, c in zip(best, chosen)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return 1.96 * math.sqrt(var / n)


def review_deal(loaded: records.Loaded, deal: int, seat: int, bot: Any = None, progress: Callable[[int, int], None] | None = None) -> DealReview:
    """``seat``'s decisions in ``deal`` (0 first), weighed by ``hard``, costliest first.
    ``progress(done, total)`` after each decision (total: :func:`decision_count`)."""
    total = decision_count(loaded, deal, seat) if progress is not None else 0
    done: list[Decision] = []
    for d in iter_decisions(loaded, deal, seat, bot):
        done.append(d)
        if progress is not None:
            progress(len(done), total)
    complete = deal < len(loaded.actions) - 1 or deal_finished(loaded, deal)
    return DealReview(loaded.game, deal, seat, loaded.players[seat], costliest_first(done), complete)


def deal_finished(loaded: records.Loaded, deal: int) -> bool:
    game = records.replay(dataclasses.replace(loaded, actions=loaded.actions[: deal + 1]))
    return game.deal_no > deal or game.is_over
