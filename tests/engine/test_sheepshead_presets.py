"""Every built-in Sheepshead preset under random play: the invariants of the game hold.

Zero-sum scores, the 120 points accounted for, every card dealt once and played
once (the blind and the bury where they belong), records that replay to the same
scores, and a view that never shows another seat's hand, nor the unknown to
the seats that may not see it before the deal ends.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheriff_tui import presets, records
from sheriff_tui.bots.sheepshead.normal import SheepsheadNormal
from sheriff_tui.cards import FACE_DOWN, bits
from sheriff_tui.engine import IllegalAction, sheepshead as sh
from sheriff_tui.engine.core import Action, DealSetup, Event

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
        assert_unknown_hidden(g)
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])


# -- the unknown, face down ------------------------------------------------------------

UNKNOWN_PRESETS = [n for n in PRESETS if presets.load_rules("sheepshead", n).partner == "called_ace" and presets.load_rules("sheepshead", n).unknown]


def assert_unknown_hidden(g: sh.Sheepshead, events: tuple[Event, ...] = ()) -> None:
    """While the deal runs, only the picker and the player who took the unknown see it (seed 001); every
    other view has FACE_DOWN in its place, leaves it out of ``played`` and its points out of its taker's,
    and so do the events the table shows that seat."""
    u = g.unknown
    if u is None or g.is_over:
        return
    taken = next((t for t in g.history if u in t.cards), None)
    down = bool(g.played >> u & 1)
    for seat in range(g.n):
        v = g.view(seat)
        if seat == g.picker or (taken is not None and seat == taken.winner):
            assert (v.trick, v.history, v.played, list(v.points), v.face_down) == (g.trick, g.history, g.played, g.points, g.face_down)
            assert list(g.events_for(seat, events)) == list(events)
            assert seat != g.picker or v.unknown == u
            continue
        assert u not in v.trick and all(u not in t.cards for t in v.history)
        assert v.played == g.played & ~(1 << u) and v.unknown is None
        points = list(g.points)
        if taken is not None:
            points[taken.winner] -= sh.POINTS[u]
        assert list(v.points) == points
        assert v.face_down == ((FACE_DOWN,) if down else ())
        assert (FACE_DOWN in v.trick or any(FACE_DOWN in t.cards for t in v.history)) == down
        for e in g.events_for(seat, events):
            assert e.card != u and u not in (e.cards or ())


def unknown_setup(rules: sh.Rules, rng: random.Random) -> DealSetup:
    """A deal whose first seat (dealer 0's left) holds, blind included, no fail suit without its ace and
    not every ace (the case for the unknown); the other cards at random."""
    d = sh.deck_for(rules)
    fails = [s for s in d.fail_suits if d.pack >> sh.ACE[s] & 1]
    mine: list[int] = []
    for s in rng.sample(fails, rng.randint(1, len(fails) - 1)):
        rest = [c for c in bits(d.fail_mask[s]) if c != sh.ACE[s]]
        mine += [sh.ACE[s]] + rng.sample(rest, rng.randint(0, 1))
    h = rules.hand_size
    mine += rng.sample(bits(d.trump_mask), h + rules.blind - len(mine))
    rng.shuffle(mine)
    others = [c for c in d.cards if c not in mine]
    rng.shuffle(others)
    hands = [tuple(mine[:h])] + [tuple(others[h * k : h * k + h]) for k in range(rules.players - 1)]
    hands = hands[-1:] + hands[:-1]  # the picker sits at seat 1
    return DealSetup(hands=tuple(hands), piles=(("blind", tuple(mine[h:])),))


@pytest.mark.parametrize("name", UNKNOWN_PRESETS)
@settings(max_examples=8, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6))
def test_the_unknown_stays_face_down_to_the_others_until_the_deal_ends(name: str, seed: int) -> None:
    """Seeded deals with an unknown called, played by the normal bot and at random: no view but the
    picker's and its taker's holds the card before the deal ends; the result names it."""
    rules = presets.load_rules("sheepshead", name)
    rng = random.Random(seed)
    g = sh.new_game(rules, seed=seed, setups=[unknown_setup(rules, rng)], dealer=0)
    g.apply(Action("pick", 1))
    if rules.bury_first:  # seed 004's order: the bury (two of the trumps the deal gave) before the call
        trumps = sorted(bits(g.hands[1] & g.deck.trump_mask), key=g.tr.power.__getitem__)
        g.apply(Action("bury", 1, cards=tuple(trumps[: rules.blind])))
    calls = [a for a in g.legal_actions() if a.act == "call" and a.unknown is not None]
    assert calls, "the deal should offer a call with an unknown"
    g.apply(calls[rng.randrange(len(calls))])
    u = g.unknown
    bot = SheepsheadNormal()
    while g.deal_no == 0:
        legal = g.legal_actions()
        # the bot reads the views with the card face down in them
        action = bot.choose(g.view(g.to_act), legal, rng) if rng.random() < 0.6 else legal[rng.randrange(len(legal))]  # type: ignore[arg-type]
        events = tuple(g.apply(action))
        if g.deal_no == 0:
            assert_unknown_hidden(g, events)
    r = g.results[0]
    assert r.unknown and r.unknown_card == u
    assert u in [a.card for a in g.log[0].actions if a.act == "play"]


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
