"""``hard``'s read of the card play: of a larger draw of worlds, it keeps those where the
other seats played as ``normal`` would have with the world's hands (bots/worlds.py,
:class:`PlayReads` and :func:`keep_likely`). Every random choice is seeded."""

from __future__ import annotations

import random
from collections import Counter

from sheriff_tui.bots import make_bot
from sheriff_tui.bots.sheepshead.normal import SheepsheadNormal
from sheriff_tui.bots.sheepshead.worlds import SheepsheadWorlds
from sheriff_tui.bots.worlds import PlayReads, keep_likely
from sheriff_tui.engine.core import Action
from sheriff_tui.engine.sheepshead.cards import POINTS

from .test_bots_sheepshead import C, alone_game, bot_plays, card, script


def test_keep_likely_keeps_the_worlds_with_fewest_misreads_when_k_is_large() -> None:
    drawn = list(enumerate([3, 0, 2, 0, 1, 5]))
    assert sorted(keep_likely(drawn, 2, 50.0, random.Random(0))) == [1, 3]
    assert sorted(keep_likely(drawn, 3, 50.0, random.Random(0))) == [1, 3, 4]


def test_keep_likely_with_k_zero_keeps_any_world_as_often() -> None:
    drawn = list(enumerate([3, 0, 2, 0, 1, 5]))
    kept = Counter(w for s in range(600) for w in keep_likely(drawn, 2, 0.0, random.Random(s)))
    assert all(150 <= kept[w] <= 250 for w in range(6)), kept  # 200 each on average


def test_keep_likely_keeps_every_world_of_a_small_draw() -> None:
    assert keep_likely([("a", 4), ("b", 0)], 3, 1.0, random.Random(0)) == ["a", "b"]


def unschmeared() -> tuple[object, int]:
    """Seat 1 picked alone; seat 2's Q♠ is sure to take the trick for the defenders, and
    seat 3, a defender holding no trump, plays the 9♠ where ``normal`` schmears (an ace)."""
    g = alone_game()
    script(g, "QC 8D")
    bot_plays(g)
    script(g, "7D 7S, JS QS")
    assert card(g) == "AH"  # what normal plays here
    g.apply(Action("play", 3, card=C("9S")))
    return g, g.to_act


def schmears(view: object) -> int:
    """The aces and tens seat 4 can't see: the cards seat 3 could have schmeared."""
    tens = sum(1 << c for c in range(52) if POINTS[c] >= 10)
    return tens & ~view.hand & ~view.played  # type: ignore[attr-defined]


def test_a_defender_who_did_not_schmear_a_sure_trick_is_read_without_an_ace_or_ten() -> None:
    g, me = unschmeared()
    view = g.view(me)
    points = schmears(view)
    hard = make_bot("sheepshead", "hard")
    sign = hard.play_sign(view)
    worlds, rng = SheepsheadWorlds(), random.Random(5)
    held = Counter()
    for _ in range(120):
        reads = PlayReads(SheepsheadNormal(), me, rng, 0, sign)
        w = worlds.sample(view, rng, reads)
        if w is not None:
            held[bool(w.view(3).hand & points), reads.misreads > 0] += 1
    # every world that gives seat 3 a card to schmear counts the 9♠ a misread
    assert held[True, True] > 50 and held[True, False] == 0, held
    drawn = held[True, True] / sum(held.values())
    assert drawn > 0.7, held
    # hard keeps few of them: a pool 25 times the worlds it keeps, the fewest misreads kept
    # (the worlds that read true are rare here: seat 3 played low to the first trick too)
    hard.READS_PLAY, hard.READS_POOL, hard.READS_K = True, 25, 50.0
    kept = hard.read_worlds(view, random.Random(3), 4, 3)
    assert len(kept) == 4
    share = sum(bool(w.view(3).hand & points) for w in kept) / len(kept)
    assert share <= 0.25, share


def test_hard_reads_the_play_at_its_cards_only_when_told() -> None:
    g, me = unschmeared()
    view, legal = g.view(me), g.legal_actions()
    hard = make_bot("sheepshead", "hard")
    hard.READS_PLAY = True
    asked = []
    hard.read_worlds = lambda *a: asked.append(a) or []  # type: ignore[method-assign]
    hard.choose(view, legal, random.Random(0))
    assert len(asked) == 1
    hard.READS_PLAY = False
    hard.choose(view, legal, random.Random(0))
    assert len(asked) == 1
