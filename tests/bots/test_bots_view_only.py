"""Every bot, at every level, decides from its seat's view alone.

Twin deals are alike in all a seat has seen and differ in the cards it hasn't (the
other hands, the blind, the bags, the draw pile). Each game's twin builder and
its check that the twin's view equals the real one (the engine's side of the
promise) live with that game's bot tests; here every level (random, normal, hard,
expert) is asked at the same decision of both deals and must choose the same. A bot that
reached past the view (a field left out of the view's equality, a reference to
the game, a cache keyed on something hidden) would part somewhere.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterable

import pytest

from sheriff_tui.bots import LEVELS, make_bot
from sheriff_tui.bots import hard as hard_bots
from sheriff_tui.engine import toruf
from sheriff_tui.engine.nottingham import Rules as NottinghamRules
from sheriff_tui.engine.sheriff import Rules as SheriffRules

from . import test_bots_nottingham as tn
from . import test_bots_sheepshead as ts
from . import test_bots_sheriff as tsh
from . import test_bots_toruf as tt
from ..nottingham_helpers import dealt_by_hands


def nottingham_positions() -> Iterable[Any]:
    """Positions of seeded matches (three, four and five players, royal goods in), every phase;
    dealt by hands and piles, which the twin builder moves cards between."""
    bot = make_bot("nottingham", "normal")
    for seed in range(3):
        rules = NottinghamRules(players=3 + seed, royal_goods=True)
        g = dealt_by_hands(rules, seed)
        rng = random.Random(seed)
        step = 0
        while g.to_act is not None and g.round_no < 2:
            if step % 2 == 0 and len(g.legal_actions()) > 1:
                yield g.clone()
            g.apply(bot.choose(g.view(g.to_act), g.legal_actions(), rng))
            step += 1


GAMES: dict[str, tuple[Callable[[], Iterable[Any]], Callable[[Any, random.Random], Any]]] = {
    "sheriff": (lambda: tsh._positions(SheriffRules(deals=1), deals=3, every=3) + tsh._positions(SheriffRules(players=5, deals=1), deals=2, every=3), tsh._twin),
    "toruf": (lambda: tt._positions(toruf.Rules(deals=1, doubling=True), deals=3, every=3), tt._twin),
    "sheepshead": (lambda: ts._positions(deals=6, every=2), ts._twin),
    "nottingham": (nottingham_positions, tn._twin),
}


def late(g: Any) -> bool:
    """A decision ``hard`` can look ahead from cheaply: few cards left, or not a card game."""
    hand = g.view(g.to_act).hand
    return not isinstance(hand, int) or hand.bit_count() <= 3


SEARCHING = ("hard", "expert")  # the levels that look ahead: asked at fewer, cheaper decisions


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", list(GAMES))
def test_every_level_decides_alike_in_twin_deals(game: str, level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    positions, twin_of = GAMES[game]
    monkeypatch.setattr(hard_bots, "EXPERT_SCALE", 0.25)  # expert is hard's player on another budget: a small one here
    bot = make_bot(game, level)
    if hasattr(bot, "READS_PLAY"):
        bot.READS_PLAY = True  # the read of the card play too, where a game leaves it off (its worlds read only the world)
    rng = random.Random(11)
    checked, phases = 0, set()
    for g in positions():
        if level in SEARCHING and (not late(g) or checked >= 6):
            continue
        twin = twin_of(g, rng)
        if twin is None:
            continue
        me = g.to_act
        view = g.view(me)
        assert twin.view(me) == view and twin.legal_actions() == g.legal_actions()
        ours = bot.choose(view, g.legal_actions(), random.Random(checked))
        theirs = bot.choose(twin.view(me), twin.legal_actions(), random.Random(checked))
        assert ours == theirs, (game, level, g.phase, ours, theirs)
        checked += 1
        phases.add(g.phase)
    assert checked >= (4 if level in SEARCHING else 20), checked
    if level not in SEARCHING:
        assert len(phases) > 1  # decisions before the cards too, not only the play


@pytest.mark.parametrize("level", SEARCHING)
def test_the_searching_nottingham_merchant_decides_alike_in_twin_deals(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``hard``'s merchant search (its bag, declaration and offer, each played out against a model Sheriff)
    reads the view alone too: asked at those decisions of twin deals, it chooses the same."""
    from sheriff_tui.engine import nottingham as N

    monkeypatch.setattr(hard_bots, "EXPERT_SCALE", 0.25)
    bot = make_bot("nottingham", level)
    rng = random.Random(5)
    checked, phases = 0, set()
    for g in nottingham_positions():
        if g.phase not in (N.BAG, N.DECLARE, N.OFFER) or checked >= 10:
            continue
        twin = tn._twin(g, rng)
        if twin is None:
            continue
        me = g.to_act
        view = g.view(me)
        assert twin.view(me) == view
        ours = bot.choose(view, g.legal_actions(), random.Random(checked))
        theirs = bot.choose(twin.view(me), twin.legal_actions(), random.Random(checked))
        assert ours == theirs, (level, g.phase, ours, theirs)
        checked += 1
        phases.add(g.phase)
    assert checked >= 6 and phases == {N.BAG, N.DECLARE, N.OFFER}, (checked, phases)
