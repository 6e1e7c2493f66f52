"""Self-play helpers shared by the bot tests of every game."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any


def positions(games: Iterable[Any], bot: Any, every: int) -> list[Any]:
    """Clones of each game at every ``every``-th decision that has a choice, as ``bot`` plays
    it out for every seat (its dice seeded by the game's place in ``games``)."""
    out = []
    for k, g in enumerate(games):
        rng = random.Random(k)
        step = 0
        while g.to_act is not None:
            if step % every == 0 and len(g.legal_actions()) > 1:
                out.append(g.clone())
            g.apply(bot.choose(g.view(g.to_act), g.legal_actions(), rng))
            step += 1
    return out
