"""The ``hard`` Sheepshead bot and the worlds it looks ahead in.

A world is the real deal with the seat's unseen cards dealt again: the seat
must not be able to tell it from the real one, so its view there is the real
view, field by field. Every random choice is seeded.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

import pytest

from sheriff_tui import bots
from sheriff_tui.bots import make_bot
from sheriff_tui.bots.hard import HardBot
from sheriff_tui.bots.sheepshead_normal import SheepsheadNormal
from sheriff_tui.bots.sheepshead_worlds import SheepsheadWorlds
from sheriff_tui.bots.worlds import Place, deal_unseen, voids
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.presets import load_rules

from .world_helpers import Tally, departures, drawn_worlds

NORMAL = SheepsheadNormal()
WORLDS = SheepsheadWorlds()
COVERED = [
    "sheepshead", "sheepshead-jd", "sheepshead-jd-callup", "sheepshead-jd-ace", "sheepshead-cracks", "sheepshead-blitz",
    "sheepshead-call", "sheepshead-mittler", "sheepshead-3", "sheepshead-4-ace", "sheepshead-4-queens", "sheepshead-6",
    "sheepshead-6-jd-ace", "sheepshead-8", "sheepshead-spitz", "sheepshead-clubs", "sheepshead-shiller",
]


def decisions(preset: str, deals: int = 2, seed: int = 3) -> Iterator[tuple[Any, Any, list[Any]]]:
    """(game, view, legal) at every card to play with a choice, in ``deals`` deals of normal play."""
    rules = load_rules("sheepshead", preset, None, None)
    g = sh.new_game(rules, rules.players, seed=seed)
    rng = random.Random(seed)
    while g.to_act is not None and g.deal_no < deals:
        view, legal = g.view(g.to_act), g.legal_actions()
        if view.phase == "play" and len(legal) > 1:
            yield g, view, legal
        g.apply(NORMAL.choose(view, legal, rng))


@pytest.mark.parametrize("preset", COVERED)
def test_a_world_looks_like_the_real_deal_to_the_seat(preset: str) -> None:
    rng = random.Random(7)
    tally = Tally()
    for g, view, legal in decisions(preset):
        if view.unknown_called and view.seat != view.picker and not any(0 <= c < 52 for c in view.face_down):
            assert WORLDS.sample(view, rng) is None  # not covered: the unknown lies face down for this seat
            continue
        for w in drawn_worlds(WORLDS, view, legal, rng, tally, 2, preset):
            seen = view.hand | view.played
            assert all(not w.hands[t] & seen for t in range(view.n) if t != view.seat)
    assert tally.drawn and tally.found >= 0.75 * tally.drawn, tally


def test_the_worlds_vary_the_unseen_cards() -> None:
    g, view, _ = next(decisions("sheepshead"))
    rng = random.Random(1)
    deals = {tuple(w.hands) for w in (WORLDS.sample(view, rng) for _ in range(12)) if w is not None}
    assert len(deals) > 6
    assert all(h[view.seat] == view.hand for h in deals)


@pytest.mark.parametrize("preset", ["sheepshead-fox", "sheepshead-battery", "sheepshead-indiana", "sheepshead-7-dice", "sheepshead-6-spitz"])
def test_a_table_the_worlds_dont_cover_is_played_as_normal(preset: str) -> None:
    hard = make_bot("sheepshead", "hard")
    for _, view, legal in decisions(preset, deals=1):
        assert WORLDS.sample(view, random.Random(0)) is None
        assert hard.choose(view, legal, random.Random(0)) == NORMAL.choose(view, legal, random.Random(0))


def test_hard_plays_a_legal_card_the_same_way_for_the_same_dice() -> None:
    hard = make_bot("sheepshead", "hard")
    assert isinstance(hard, HardBot)
    assert departures(hard, NORMAL, ((view, legal) for _, view, legal in decisions("sheepshead", deals=1)))  # it looks ahead: somewhere it parts from normal


def test_hard_leaves_every_other_decision_to_normal() -> None:
    rules = load_rules("sheepshead", "sheepshead", None, None)
    g = sh.new_game(rules, rules.players, seed=5)
    hard = make_bot("sheepshead", "hard")
    rng = random.Random(5)
    while g.phase != "play":
        view, legal = g.view(g.to_act), g.legal_actions()
        assert hard.choose(view, legal, random.Random(1)) == NORMAL.choose(view, legal, random.Random(1))
        g.apply(NORMAL.choose(view, legal, rng))


def test_a_level_a_game_lacks_is_the_level_below(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(bots._REGISTRY, ("sheepshead", "hard"))
    assert isinstance(make_bot("sheepshead", "hard"), SheepsheadNormal)
    monkeypatch.delitem(bots._REGISTRY, ("sheepshead", "normal"))
    assert isinstance(make_bot("sheepshead", "hard"), bots.RandomBot)


def test_deal_unseen_keeps_counts_and_bars() -> None:
    rng = random.Random(2)
    places = [Place(3, barred=0b111), Place(2), Place(1, barred=1 << 5)]
    for _ in range(50):
        dealt = deal_unseen(range(6), places, rng)
        assert dealt is not None
        assert [m.bit_count() for m in dealt] == [3, 2, 1]
        assert not dealt[0] & 0b111 and not dealt[2] & 1 << 5
        assert dealt[0] | dealt[1] | dealt[2] == 0b111111
    assert deal_unseen(range(3), [Place(2, barred=0b11), Place(1, barred=0b11)], rng) is None


def test_voids_come_from_a_card_off_the_led_suit() -> None:
    suit_mask = [0b0011, 0b0011, 0b1100, 0b1100]  # cards 0, 1 one suit; 2, 3 another
    assert voids([(0, 0), (1, 2), (2, 1)], 3, suit_mask) == [0, 0b0011, 0]
