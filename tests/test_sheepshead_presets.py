"""Every built-in Sheepshead preset under random play: the invariants of the game hold.

Zero-sum scores, the 120 points accounted for, every card dealt once and played
once (the blind and the bury where they belong), records that replay to the same
scores, and a view that never shows another seat's hand.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheriff_tui import presets, records
from sheriff_tui.engine import IllegalAction, sheepshead as sh
from sheriff_tui.engine.core import Action

ALL = sorted(n for n, p in presets.builtin_presets().items() if p.game == "sheepshead")
PRESETS = [n for n in ALL if presets.load_rules("sheepshead", n).form == "standard"]  # the fox game: test_sheepshead_fox


def play_random(g: sh.Sheepshead, rng: random.Random, deals: int | None = None) -> sh.Sheepshead:
    stop = g.deal_no + deals if deals else None
    while not g.is_over and (stop is None or g.deal_no < stop):
        legal = g.legal_actions()
        assert legal, f"no legal action in phase {g.phase}"
        g.apply(legal[rng.randrange(len(legal))])
    return g


def test_there_is_a_preset_for_each_player_count() -> None:
    counts = {presets.load_rules("sheepshead", n).players for n in ALL}
    assert counts == {2, 3, 4, 5, 6, 7, 8}


@pytest.mark.parametrize("name", PRESETS)
def test_preset_deals_the_whole_pack(name: str) -> None:
    rules = presets.load_rules("sheepshead", name)
    assert not rules.problems()
    g = sh.new_game(rules, seed=7)
    d = g.deck
    hands = [g.hands[s] for s in range(g.n)]
    assert all(h.bit_count() == rules.hand_size for h in hands)
    assert len(g.blind) == rules.blind
    dealt = 0
    for h in hands:
        assert not dealt & h
        dealt |= h
    for c in g.blind:
        dealt |= 1 << c
    assert dealt == d.pack
    assert sum(sh.POINTS[c] for c in d.cards) == 120


@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=4, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6))
def test_preset_random_play_keeps_the_invariants(name: str, seed: int) -> None:
    rules = presets.load_rules("sheepshead", name)
    g = play_random(sh.new_game(rules, seed=seed), random.Random(seed))
    assert sum(g.scores) == 0  # the pot too is settled by the match's end
    pot = 0
    for r, log in zip(g.results, g.log):
        assert sum(r.stakes) == 0 and sum(r.scores) + r.pot - pot == 0  # zero-sum, the pot included
        pot = r.pot
        played = [a.card for a in log.actions if a.act == "play"]
        assert len(played) == len(set(played))
        if r.kind in ("doubler", "schwanzer"):
            assert played == [] and not any(r.stakes) == (r.kind == "doubler" or r.winner is None)
            continue
        rest = set(g.deck.cards) - set(played)
        assert rest == set(r.blind if r.leaster else r.buried)
        assert sum(r.tricks) == rules.hand_size
        if r.leaster:
            assert sum(r.points) == 120 - (sh.points_of(r.blind) if rules.leaster_blind == "nobody" else 0)
        else:
            assert sum(r.points) == 120
            assert r.side and r.side_points == sum(r.points[s] for s in r.side)
            assert r.multiplier >= 1 and (r.won == (r.side_points >= 61) or r.sheepshead)


@pytest.mark.parametrize("name", ALL)
def test_preset_records_replay(name: str) -> None:
    rules = presets.load_rules("sheepshead", name)
    g = play_random(sh.new_game(rules, seed=3), random.Random(3), deals=rules.players)
    text = records.dumps(records.to_record(g, name))
    again = records.replay(records.load_text(text))
    assert again.scores == g.scores and again.deal_no == g.deal_no


@pytest.mark.parametrize("name", PRESETS)
def test_views_hide_other_hands_and_the_blind(name: str) -> None:
    rules = presets.load_rules("sheepshead", name)
    g = sh.new_game(rules, seed=11)
    rng = random.Random(11)
    for _ in range(40):
        if g.is_over:
            break
        for seat in range(g.n):
            v = g.view(seat)
            assert v.hand == g.hands[seat]
            took = {s for s, _ in getattr(g, "took", ())}  # the seats that took up blind cards
            assert (v.blind is not None) == (seat in took)
            assert g.picker is None or not took or g.picker in took
            assert v.unknown is None or seat == g.picker
            assert set(v.partners) <= set(g.partners)
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])


def test_an_illegal_action_changes_nothing() -> None:
    rules = presets.load_rules("sheepshead", "sheepshead-blitz")
    g = sh.new_game(rules, seed=5)
    rng = random.Random(5)
    for _ in range(200):
        if g.is_over:
            break
        before = (g.phase, g.to_act, list(g.hands), g.trick)
        with pytest.raises(IllegalAction):
            g.apply(Action("dance", g.to_act))
        assert (g.phase, g.to_act, list(g.hands), g.trick) == before
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("name", ALL)
def test_a_clone_moves_on_alone(name: str) -> None:
    """Bots may look ahead on a clone: playing on it must leave the original exactly as it was."""
    rules = presets.load_rules("sheepshead", name)
    g = sh.new_game(rules, seed=21)
    rng = random.Random(21)
    for _ in range(60):
        if g.is_over:
            break
        before = copy.deepcopy(vars(g))
        twin = g.clone()
        for _ in range(3):
            if twin.is_over:
                break
            legal = twin.legal_actions()
            twin.apply(legal[rng.randrange(len(legal))])
        assert vars(g) == before
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
