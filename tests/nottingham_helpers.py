"""Hand-made Sheriff of Nottingham matches for the engine's tests: hands, piles and a draw pile by name."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Sequence

from sheriff_tui.engine import nottingham as N
from sheriff_tui.engine.core import Action, DealSetup
from sheriff_tui.engine.nottingham.goods import deck, deck_for, parse_good


def goods(words: str | Sequence[str]) -> tuple[int, ...]:
    """"apples apples pepper" → good ids."""
    if isinstance(words, str):
        words = words.split()
    return tuple(parse_good(w) for w in words)


def setup(
    hands: Sequence[str],
    left: str = "apples apples apples apples apples",
    right: str = "cheese cheese cheese cheese cheese",
    draw_top: str = "",
    royal: bool = True,
    players: int | None = None,
) -> DealSetup:
    """A match by its hands and piles; the draw pile is ``draw_top`` then the rest of the deck in id order.

    ``players`` (None: the deck for every number of players) is the deck's table size, as ``deck_for`` has it.
    """
    used = Counter(c for h in hands for c in goods(h)) + Counter(goods(left)) + Counter(goods(right)) + Counter(goods(draw_top))
    rest = Counter(deck(royal, players)) - used
    assert not used - Counter(deck(royal, players)), "more of a good than the deck holds"
    draw = goods(draw_top) + tuple(sorted(rest.elements()))
    return DealSetup(hands=tuple(goods(h) for h in hands), piles=(("left", goods(left)), ("right", goods(right)), ("draw", draw)))


def game(hands: Sequence[str], rules: N.Rules | None = None, dealer: int = 0, **piles: Any) -> N.Nottingham:
    rules = rules or N.Rules(players=len(hands), royal_goods=True)
    deck_players = rules.players if rules.deck_by_players else None
    return N.new_game(rules, len(hands), seed=1, setups=[setup(hands, royal=rules.royal_goods, players=deck_players, **piles)], dealer=dealer)


def act(g: N.Nottingham, act: str, **kw: Any) -> list[Any]:
    """Apply ``act`` for the seat to act; goods given as words."""
    for key in ("cards", "bag"):
        if isinstance(kw.get(key), str):
            kw[key] = goods(kw[key])
    if isinstance(kw.get("card"), str):
        kw["card"] = parse_good(kw["card"])
    assert g.to_act is not None
    return g.apply(Action(act, g.to_act, **kw))


def skip_market(g: N.Nottingham) -> None:
    """Every merchant keeps their hand."""
    while g.phase == N.MARKET:
        act(g, "market", cards=())


def to_bargain(g: N.Nottingham, bags: Sequence[str], declared: Sequence[str]) -> None:
    """Skip the market, then bag and declare for each merchant in turn."""
    skip_market(g)
    for b in bags:
        act(g, "bag", cards=b)
    for d in declared:
        act(g, "declare", card=d)


def play_random(g: Any, rng: random.Random, stop: int | None = None) -> Any:
    k = 0
    while g.to_act is not None and (stop is None or k < stop):
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
        k += 1
    return g


def dealt_by_hands(rules: N.Rules, seed: int) -> N.Nottingham:
    """A match of the table's deck shuffled by ``seed``, dealt as hands and piles (not a deck), so a
    twin builder can move the cards a seat hasn't seen between them."""
    pool = list(deck_for(rules))
    random.Random(seed).shuffle(pool)
    n = rules.players
    setup = DealSetup(
        hands=tuple(tuple(pool[6 * s : 6 * s + 6]) for s in range(n)),
        piles=(("left", tuple(pool[6 * n : 6 * n + 5])), ("right", tuple(pool[6 * n + 5 : 6 * n + 10])), ("draw", tuple(pool[6 * n + 10 :]))),
    )
    return N.new_game(rules, n, seed=seed, setups=[setup], dealer=0)
