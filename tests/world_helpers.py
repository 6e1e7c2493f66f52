"""What every game's ``hard`` worlds must keep: the seat can't tell a world from the real deal."""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Iterable, Iterator, Sequence

# the match, not the deal: a world is a one-deal match of its own
MATCH_FIELDS = frozenset({"players", "rules", "deal_no", "totals", "pot", "growth"})


def assert_looks_real(world: Any, view: Any, legal: Sequence[Any], where: str = "") -> None:
    """The seat's view in ``world`` is ``view`` field by field (the match's fields aside), and its legal plays are ``legal``."""
    mine = world.view(view.seat)
    names = view._fields if hasattr(view, "_fields") else [f.name for f in dataclasses.fields(view)]  # a named tuple's view (fox, battery) or a dataclass's
    for name in names:
        if name not in MATCH_FIELDS:
            assert getattr(mine, name) == getattr(view, name), f"{where}: {name}"
    assert list(world.legal_actions()) == list(legal), where


@dataclasses.dataclass
class Tally:
    drawn: int = 0
    found: int = 0


def drawn_worlds(worlds: Any, view: Any, legal: Sequence[Any], rng: random.Random, tally: Tally, draws: int = 1, where: str = "") -> Iterator[Any]:
    """``draws`` worlds for ``view``, the ones found (each checked by :func:`assert_looks_real`), counted in ``tally``."""
    for _ in range(draws):
        tally.drawn += 1
        w = worlds.sample(view, rng)
        if w is not None:
            tally.found += 1
            assert_looks_real(w, view, legal, where)
            yield w


def departures(hard: Any, normal: Any, decisions: Iterable[tuple[Any, Sequence[Any]]], enough: int | None = 1) -> int:
    """Hard's card at each (view, legal) is legal and the same for the same dice; how often it isn't
    normal's — counted up to ``enough`` (the decisions after it are not looked at: each costs a search)."""
    differs = 0
    for k, (view, legal) in enumerate(decisions):
        a = hard.choose(view, legal, random.Random(k))
        assert a in legal
        assert hard.choose(view, legal, random.Random(k)) == a
        differs += a != normal.choose(view, legal, random.Random(k))
        if enough is not None and differs >= enough:
            break
    return differs
