"""The ``hard`` Toruf bot and its worlds: deals a seat can't tell from the real one.

Seeded normal play (with bolder bids and calls, so that open hands, doubles and
redoubles turn up) through several deals of every built-in preset; at every
card-play decision the worlds are drawn and held to the view: the same view in
every field the seat sees, no card of its own or seen elsewhere, the voids and
the duties to trump and overtrump respected.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Iterator

import pytest

from sheriff_tui import presets
from sheriff_tui.bots import make_bot
from sheriff_tui.bots.toruf import worlds as tw
from sheriff_tui.bots.toruf.normal import TorufNormal
from sheriff_tui.bots.toruf.worlds import TorufHard, TorufWorlds, barred
from sheriff_tui.bots.worlds import distinct_plays, trick_plays
from sheriff_tui.cards import SUIT_MASK
from sheriff_tui.engine import toruf
from sheriff_tui.engine.core import Action
from sheriff_tui.engine.toruf.score import NO_TRUMP, POINTS

from ..toruf_helpers import C, M, contract, game, plays
from ..world_helpers import Tally, drawn_worlds

PRESETS = [name for name, p in presets.builtin_presets().items() if p.game == "toruf"]
NORMAL = TorufNormal()
WORLDS = TorufWorlds()


def bold(g: toruf.Toruf, rng: random.Random) -> Action:
    """Normal play, but the first bid is often 80 and calls are often made: every variant's decisions show up."""
    s = g.to_act
    assert s is not None
    v, legal = g.view(s), g.legal_actions()
    if v.phase == toruf.AUCTION and v.high_bid == 0 and rng.random() < 0.4:
        return next((a for a in legal if a.act == "bid" and a.value == 80), legal[0])
    if v.phase in (toruf.OPEN, toruf.DOUBLE, toruf.REDOUBLE):
        return legal[0] if rng.random() < 0.6 else legal[1]
    return NORMAL.choose(v, legal, rng)


def positions(preset: str, deals: int, seed: int) -> Iterator[toruf.Toruf]:
    """Every card-play decision of a seeded match of ``deals`` deals (the game itself, to be looked at, not changed)."""
    rules = dataclasses.replace(presets.load_rules("toruf", preset), deals=deals, target=0)
    g = toruf.new_game(rules, 4, seed=seed)
    rng = random.Random(seed)
    while g.to_act is not None:
        if g.phase == toruf.PLAY:
            yield g
        g.apply(bold(g, rng))


def real_barred(g: toruf.Toruf) -> list[int]:
    v = g.view(0)
    trump = NO_TRUMP if v.no_trump else v.trump
    return barred(trick_plays(v.history, v.leader, v.trick, 4), trump)  # type: ignore[arg-type]


@pytest.mark.parametrize("preset", PRESETS)
def test_worlds_match_the_view(preset: str) -> None:
    rng = random.Random(1)
    tally = Tally()
    seen_open = seen_doubled = False
    for g in positions(preset, deals=4, seed=3):
        me = g.to_act
        assert me is not None
        v = g.view(me)
        seen_open |= v.open_hand is not None
        seen_doubled |= v.doubled > 1
        bars = real_barred(g)
        assert all(not g.hands[s] & bars[s] for s in range(4)), "the real hands break no duty"
        for w in drawn_worlds(WORLDS, v, g.legal_actions(), rng, tally, 2, preset):
            mine_or_seen = v.hand | v.played
            for s in range(4):
                if s != me:
                    assert not w.hands[s] & mine_or_seen, "another seat holds a card this seat holds or saw played"
                assert not w.hands[s] & bars[s], "a world breaks a void or a duty"
                assert w.hands[s].bit_count() == v.hand_counts[s]
            if v.open_hand is not None:
                assert w.hands[v.declarer] == v.open_hand  # type: ignore[index]
    assert tally.drawn > 100
    assert tally.found >= 0.95 * tally.drawn
    if preset == "toruf-open":
        assert seen_open
    if preset == "toruf-double":
        assert seen_doubled


def test_worlds_really_differ_from_the_real_deal() -> None:
    rng = random.Random(2)
    moved = total = 0
    for g in positions("toruf", deals=1, seed=5):
        w = WORLDS.sample(g.view(g.to_act), rng)  # type: ignore[arg-type]
        assert w is not None
        total += 1
        moved += w.hands != g.hands
    assert moved > total // 2


def test_barred_reads_the_duties_to_follow_trump_and_overtrump() -> None:
    hands = [
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        "5S 6S 7S 8S 9S TS JS QS KS AS 2D 3D 4D",
        "2S 3S 4S 5D 6D 7D 8D 9D TD JD QD KD AD",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    ]
    g = game(hands, dealer=3)
    contract(g, 50, "S")
    plays(g, "2C 5S 3S 2H")  # seat 1 trumps; seat 2 trumps under it (no higher spade); seat 3 neither
    bars = real_barred(g)
    clubs, spades = SUIT_MASK[0], SUIT_MASK[3]
    assert bars[0] == 0
    assert bars[1] == clubs
    assert bars[2] == clubs | (spades & ~M("2S 3S 4S 5S"))
    assert bars[3] == clubs | spades
    # in no trump, only the suit led
    g = game(hands, dealer=3)
    contract(g, 50, "NT")
    plays(g, "2C 5S 3S 2H")
    assert real_barred(g) == [0, clubs, clubs, clubs]


def test_the_replay_rejects_a_world_the_view_rules_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """With nothing barred up front, the engine's own legality still turns away every world that breaks a duty."""
    monkeypatch.setattr(tw, "barred", lambda plays, trump: [0, 0, 0, 0])
    rng = random.Random(4)
    rejected = 0
    for g in positions("toruf", deals=2, seed=9):
        bars = real_barred(g)
        for _ in range(2):
            w = WORLDS.sample(g.view(g.to_act), rng)  # type: ignore[arg-type]
            if w is None:
                rejected += 1
            else:
                assert all(not w.hands[s] & bars[s] for s in range(4))
    assert rejected > 0


def test_twins_play_out_once_per_run_of_equal_cards() -> None:
    def kept(hand: str, out: str, keep: str = "") -> list[int]:
        legal = [Action("play", 0, card=C(x)) for x in hand.split()]
        default = next((a for a in legal if a.card == C(keep)), legal[0]) if keep else legal[0]
        return [a.card for a in distinct_plays(legal, M(hand), M(out) if out else 0, default, POINTS)]

    # the 2♣ speaks for the 3♣ (neighbours); the 4♣ still out parts the 5♣; the 10♣, J♣ and Q♣
    # differ in points (10, 1, 2)
    assert kept("2C 3C 5C TC JC QC AD", "4C KC AC KD") == [C(x) for x in "2C 5C TC JC QC AD".split()]
    assert kept("2C 3C 5C", "4C", keep="3C") == [C("3C"), C("5C")]  # normal's own card speaks for its run
    # a card already played is no gap: 7♣ 9♣ with the 8♣ gone are alike
    assert kept("7C 9C", "") == [C("7C")]


def test_the_hard_bot_is_made_by_the_registry() -> None:
    bot = make_bot("toruf", "hard")
    assert isinstance(bot, TorufHard) and bot.level == "hard"


def _few_positions() -> list[toruf.Toruf]:
    out = []
    for k, g in enumerate(positions("toruf", deals=1, seed=21)):
        if k % 6 == 1 and len(g.legal_actions()) > 2:
            out.append(g.clone())
    return out


def test_hard_is_legal_deterministic_and_sees_only_the_view() -> None:
    """The same decision for a seeded rng, in the real deal and in a world with other hidden cards."""
    bot = make_bot("toruf", "hard")
    bot.MIN_WORLDS = bot.MAX_WORLDS = 6  # type: ignore[attr-defined]  # fewer worlds: a quicker test, the same code
    rng = random.Random(6)
    checked = 0
    for g in _few_positions()[:6]:
        me = g.to_act
        assert me is not None
        v, legal = g.view(me), g.legal_actions()
        a = bot.choose(v, legal, random.Random(11))
        assert a in legal
        assert bot.choose(v, legal, random.Random(11)) == a
        twin = WORLDS.sample(v, rng)
        assert twin is not None and twin.view(me) == dataclasses.replace(v, players=twin.players)
        assert bot.choose(twin.view(me), twin.legal_actions(), random.Random(11)) == a
        checked += 1
    assert checked >= 3


def test_hard_leaves_the_other_decisions_to_normal() -> None:
    bot = make_bot("toruf", "hard")
    rules = toruf.Rules(deals=1, doubling=True)
    g = toruf.new_game(rules, 4, seed=2)
    rng = random.Random(0)
    while g.phase != toruf.PLAY:
        v, legal = g.view(g.to_act), g.legal_actions()  # type: ignore[arg-type]
        a = bot.choose(v, legal, rng)
        assert a == NORMAL.choose(v, legal, rng)
        g.apply(a)
