"""Every built-in Toruf preset under seeded random play: the invariants of the game hold.

90 points per deal accounted for, every card dealt once and played once, the
engine's duties equal to the shared trick layer's, the score as the digest
says, views that show no other hand (but an open one), clones that don't
share state, and records that replay to the same scores.
"""

from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheriff_tui import presets, records, sim
from sheriff_tui.cards import bits
from sheriff_tui.engine import IllegalAction, toruf, tricks
from sheriff_tui.engine.core import Action
from sheriff_tui.engine.toruf.score import NO_TRUMP, POINTS

from ..toruf_helpers import SUITS_BY_SEAT, contract, game

PRESETS = sorted(n for n, p in presets.builtin_presets().items() if p.game == "toruf")


def rules_of(name: str, **changes) -> toruf.Rules:
    import dataclasses

    return dataclasses.replace(presets.load_rules("toruf", name), **changes)


def play_random(g: toruf.Toruf, rng: random.Random, on_step=None, deals: int | None = None) -> toruf.Toruf:
    stop = g.deal_no + deals if deals else None
    while not g.is_over and (stop is None or g.deal_no < stop):
        legal = g.legal_actions()
        assert legal, f"no legal action in phase {g.phase}"
        action = legal[rng.randrange(len(legal))]
        if on_step:
            on_step(g, action)
        g.apply(action)
    return g


def test_the_built_in_presets():
    assert PRESETS == ["toruf", "toruf-double", "toruf-open", "toruf-short"]
    assert presets.load_rules("toruf") == toruf.Rules()  # the plain game is the schema's defaults
    assert presets.load_rules("toruf", "toruf-double").doubling
    o = presets.load_rules("toruf", "toruf-open")
    assert o.open_play and o.open_min == 80 and o.open_bonus == 20
    assert presets.load_rules("toruf", "toruf-short").cards == 32


@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=4, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6))
def test_random_play_keeps_the_invariants(name: str, seed: int) -> None:
    rules = rules_of(name, deals=6)
    pack = rules.pack

    def check(g: toruf.Toruf, action: Action) -> None:
        if g.phase == "play":  # the engine's inlined duties agree with the shared trick layer
            tr = toruf.trick_rules(g.trump, pack)
            want = tricks.legal_mask(tr, g.hands[g.to_act], g.trick)
            assert [a.card for a in g.legal_actions()] == bits(want)
        held = 0
        for h in g.hands:
            assert held & h == 0  # no card in two hands
            held |= h
        played = g.view(0).played
        assert held & played == 0 and held | played == pack

    g = play_random(toruf.new_game(rules, 4, seed=seed), random.Random(seed), check)
    for r, log in zip(g.results, g.log):
        cards = [a.card for a in log.actions if a.act == "play"]
        assert sorted(cards) == bits(pack)  # every card played once
        assert sum(r.points) == 90 and sum(r.tricks) == rules.hand_size
        # the tricks, worked out again from the plays alone
        points, leader = [0, 0], r.declarer
        n = rules.hand_size
        for k in range(n):
            trick = cards[4 * k : 4 * k + 4]
            w = (leader + toruf.winner_index(trick, r.trump)) % 4
            points[w & 1] += sum(POINTS[c] for c in trick) + (10 if k == n - 1 else 0)
            leader = w
        assert tuple(points) == r.points and r.last_trick == leader
        # the score as the digest says
        bt = r.declarer & 1
        made = r.points[bt] >= r.contract
        m = (2 if r.trump == NO_TRUMP else 1) * r.doubled
        want = r.contract * m + (rules.open_bonus if r.opened else 0) if made else -r.contract * m
        assert r.made == made and r.team_scores[bt] == want and r.team_scores[1 - bt] == r.points[1 - bt]
        assert r.scores == r.team_scores + r.team_scores
        assert not r.opened or (rules.open_play and r.contract >= rules.open_min)
        assert r.doubled == 1 or rules.doubling
    assert g.scores == [sum(r.scores[s] for r in g.results) for s in range(4)]
    assert g.scores[0] == g.scores[2] and g.scores[1] == g.scores[3]


VIEW_FIELDS = {
    "seat", "players", "rules", "deal_no", "dealer", "phase", "to_act", "hand", "hand_counts", "bids", "high_bid",
    "high_seat", "declarer", "contract", "forced", "trump", "no_trump", "opened", "open_hand", "doubled", "calls",
    "leader", "trick", "won", "points", "played", "history", "totals", "kind",
}


@pytest.mark.parametrize("name", PRESETS)
def test_views_hide_other_hands_but_an_open_one(name: str) -> None:
    # every field is public but hand (the seat's own) and open_hand (shown to all): a new field needs a look here
    assert {f.name for f in dataclasses.fields(toruf.View)} == VIEW_FIELDS
    rules = rules_of(name, deals=4)
    g = toruf.new_game(rules, 4, seed=11)
    rng = random.Random(11)
    while not g.is_over:
        for seat in range(4):
            v = g.view(seat)
            assert v.hand == g.hands[seat] and v.seat == seat
            assert v.hand_counts == tuple(h.bit_count() for h in g.hands)
            assert v.open_hand == (g.hands[g.declarer] if g.opened else None)
            unseen = sum(g.hands[s] for s in range(4) if s != seat and not (g.opened and s == g.declarer))
            assert v.played & unseen == 0 and not any(c in v.trick for c in bits(unseen))
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])


def test_an_open_hand_is_seen_by_everyone_under_random_play() -> None:
    rules = rules_of("toruf-open", deals=30)
    g = toruf.new_game(rules, 4, seed=2)
    rng = random.Random(2)
    opened = 0
    while not g.is_over:
        if g.phase == "play" and g.opened:
            opened += 1
            assert all(g.view(s).open_hand == g.hands[g.declarer] for s in range(4))
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    assert opened  # random bids reach 80 often, and half the declarers open


@pytest.mark.parametrize("name", PRESETS)
def test_clone_is_independent_under_random_play(name: str) -> None:
    rules = rules_of(name, deals=3)
    g = toruf.new_game(rules, 4, seed=21)
    rng = random.Random(21)
    for step in range(0, 200, 7):
        play_random_steps(g, rng, 7)
        if g.is_over:
            break
        before = (tuple(g.hands), g.trick, g.history, g.phase, g.to_act, tuple(g.points), tuple(g.totals), tuple(g.actions), tuple(g.asked), tuple(g.stages))
        c = g.clone()
        play_random(c, random.Random(step))
        assert c.is_over
        assert (tuple(g.hands), g.trick, g.history, g.phase, g.to_act, tuple(g.points), tuple(g.totals), tuple(g.actions), tuple(g.asked), tuple(g.stages)) == before


def play_random_steps(g: toruf.Toruf, rng: random.Random, k: int) -> None:
    for _ in range(k):
        if g.is_over:
            return
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])


def test_an_illegal_action_changes_nothing_under_random_play() -> None:
    rules = rules_of("toruf-double", deals=2)
    g = toruf.new_game(rules, 4, seed=5)
    rng = random.Random(5)
    while not g.is_over:
        s = g.to_act
        legal = g.legal_actions()
        before = (g.phase, s, tuple(g.hands), g.trick, g.bids, tuple(g.actions), g.doubled, tuple(g.stages))
        bad = [Action("play", s, card=c) for c in range(52) if Action("play", s, card=c) not in legal][:3]
        bad += [Action("bid", s, value=45), Action("trump", s, suit="Z"), Action("redouble", (s + 1) % 4)]
        for a in bad:
            if a in legal:
                continue
            with pytest.raises(IllegalAction):
                g.apply(a)
            assert (g.phase, g.to_act, tuple(g.hands), g.trick, g.bids, tuple(g.actions), g.doubled, tuple(g.stages)) == before
        g.apply(legal[rng.randrange(len(legal))])


# -- records ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", PRESETS)
def test_records_replay(name: str) -> None:
    rules = rules_of(name, deals=5)
    g = play_random(toruf.new_game(rules, 4, seed=3), random.Random(3))
    text = records.dumps(records.to_record(g, name))
    data = json.loads(text)
    acts = {a["act"] for d in data["deals"] for a in d["actions"]}
    assert {"bid", "pass", "trump", "play"} <= acts
    assert acts <= {"bid", "pass", "trump", "open", "double", "redouble", "play"}
    again = records.replay(records.load_text(text))
    assert again.scores == g.scores and again.deal_no == g.deal_no and again.winner == g.winner
    assert [r.as_dict() for r in again.results] == [r.as_dict() for r in g.results]


def test_an_unfinished_match_replays_to_the_same_state() -> None:
    g = toruf.new_game(rules_of("toruf-double", deals=3), 4, seed=8)
    play_random_steps(g, random.Random(8), 90)
    again = records.replay(records.load_text(records.dumps(records.to_record(g, "toruf-double"))))
    assert again.to_act == g.to_act and again.hands == g.hands and again.trick == g.trick and again.phase == g.phase
    report = records.summary(again)
    assert report["unfinished"] and report["game"] == "toruf"


def test_a_record_given_by_hands_with_the_record_words() -> None:
    rec = {
        "format": "sheriff-tui-record",
        "version": 1,
        "game": "toruf",
        "preset": "toruf-double",
        "rules": {"deals": 1},
        "players": ["N", "E", "S", "W"],
        "deals": [
            {
                "dealer": 3,
                "hands": [h.split() for h in SUITS_BY_SEAT],
                "actions": [
                    {"seat": 0, "act": "bid", "value": 46},
                    {"seat": 1, "act": "pass"},
                    {"seat": 2, "act": "pass"},
                    {"seat": 3, "act": "pass"},
                    {"seat": 0, "act": "trump", "suit": "nt"},
                    {"seat": 1, "act": "double"},
                    {"seat": 0, "act": "redouble"},
                ]
                + [{"seat": s, "act": "play", "card": c} for k in range(13) for s, c in enumerate(h.split()[k] for h in SUITS_BY_SEAT)],
            }
        ],
    }
    g = records.replay(records.load_data(rec))
    assert g.is_over and g.results[0].team_scores == (368, 0)  # 46 × 2 (no trump) × 4 (redoubled)
    out = records.summary(g)
    assert out["deals"][0]["trump"] == "NT" and out["deals"][0]["doubled"] == 4 and out["totals"] == [368, 0, 368, 0]


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ({"seat": 0, "act": "bid", "value": 45}, "bids run from 46 to 90"),
        ({"seat": 1, "act": "bid", "value": 50}, "Seat 1's turn, not Seat 2's"),
        ({"seat": 0, "act": "trump", "suit": "H"}, "time to bid or pass"),
        ({"seat": 0, "act": "double"}, "doesn't play double and redouble"),
    ],
)
def test_a_bad_toruf_record_stops_with_a_clear_reason(action, words) -> None:
    rec = {"format": "sheriff-tui-record", "version": 1, "game": "toruf", "deals": [{"dealer": 3, "hands": [h.split() for h in SUITS_BY_SEAT], "actions": [action]}]}
    with pytest.raises(records.RecordError) as exc:
        records.replay(records.load_data(rec))
    assert exc.value.deal == 0 and exc.value.action == 0 and words in exc.value.reason


def test_replay_command_on_a_toruf_record(tmp_path) -> None:
    g = play_random(toruf.new_game(rules_of("toruf", deals=2), 4, seed=4), random.Random(4))
    path = tmp_path / "match.json"
    records.save(records.to_record(g, "toruf"), path)
    out = subprocess.run([sys.executable, "-m", "sheriff_tui", "replay", str(path), "--json"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["game"] == "toruf" and report["totals"] == g.scores and len(report["deals"]) == 2
    text = subprocess.run([sys.executable, "-m", "sheriff_tui", "replay", str(path)], capture_output=True, text=True)
    assert text.returncode == 0 and "deal 1: " in text.stdout and "tricks" in text.stdout
    bad = json.loads(path.read_text())
    bad["deals"][0]["actions"][0] = {"seat": bad["deals"][0]["actions"][0]["seat"], "act": "bid", "value": 99}
    path.write_text(json.dumps(bad))
    out = subprocess.run([sys.executable, "-m", "sheriff_tui", "replay", str(path)], capture_output=True, text=True)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "deal 0, action 0" in out.stderr
    assert "Traceback" not in out.stderr


# -- sim and bench --------------------------------------------------------------------------


@pytest.mark.parametrize("name", PRESETS)
def test_sim_plays_toruf_with_random_bots(name: str) -> None:
    rules = presets.load_rules("toruf", name)
    res = sim.run_sim("toruf", rules, ("random",) * 4, 40, seed=1, duplicate=True, preset=name)
    assert res.deals_played == 160
    for r in res.records:
        assert sum(r.scores) == 2 * (r.scores[0] + r.scores[1]) and r.declarers in ((0, 2), (1, 3), (2, 0), (3, 1))
    again = sim.run_sim("toruf", rules, ("random",) * 4, 40, seed=1, duplicate=True, preset=name)
    assert [r.scores for r in again.records] == [r.scores for r in res.records]


def test_bench_measures_toruf_beside_its_reference() -> None:
    plan = sim.bench_plan(["toruf"])
    assert ("engine", "toruf", None) in plan and ("card play", "toruf", None) in plan and ("reference", "toruf", None) in plan
    rate, deals = sim.engine_deals_per_sec("toruf", toruf.Rules(), 0.05)
    assert rate > 0 and deals > 0


def test_contract_fixture_sanity() -> None:
    g = game(SUITS_BY_SEAT)
    contract(g, 46, "S")
    assert g.phase == "play"


# -- the command line and the help ---------------------------------------------------------


def test_the_help_covers_every_variant_and_ends_with_the_house_rules() -> None:
    from sheriff_tui.helptext import rules_markdown

    text = rules_markdown("toruf", "toruf-open")
    assert text.startswith("# Toruf\n")
    for word in ("must trump", "must overtrump", "46", "90", "500", "Double and redouble", "Open play", "short game", "Decisions this table has taken"):
        assert word in text, word
    import dataclasses

    for f in dataclasses.fields(toruf.Rules):
        assert f"`{f.name}`" in text, f.name
    assert text.split("## House rules at this table: toruf-open")[1].count("**true**") == 1


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sheriff_tui", *args], capture_output=True, text=True)


def test_the_command_line_knows_toruf() -> None:
    out = _cli("presets", "list", "--game", "toruf")
    assert out.returncode == 0 and [line.split()[0] for line in out.stdout.splitlines()] == PRESETS
    out = _cli("rules", "toruf", "--markdown")
    assert out.returncode == 0 and "must overtrump" in out.stdout
    out = _cli("sim", "toruf", "--deals", "20", "--bots", "random,random,random,random", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["deals_played"] == 20


def test_toruf_has_a_table_and_play_refuses_only_unknown_games() -> None:
    from sheriff_tui.ui.games import table_games

    assert "toruf" in table_games()  # the table: sheriff_tui/ui/games/toruf.py
    out = _cli("play", "poker")
    assert out.returncode == 2 and "no table for the game 'poker'" in out.stderr and "toruf" in out.stderr
    assert "Traceback" not in out.stderr


def test_a_broken_toruf_preset_is_one_clear_line(tmp_path) -> None:
    path = tmp_path / "bad-toruf.toml"
    path.write_text('game = "toruf"\nname = "bad-toruf"\n\n[rules]\ncards = 36\n', encoding="utf-8")
    out = _cli("presets", "validate", str(path))
    assert out.returncode == 2 and "rules.cards: 36 is not allowed; allowed: 52, 32" in out.stderr
    assert "Traceback" not in out.stderr


def test_new_game_offers_toruf_now_its_table_exists(tmp_path) -> None:
    from sheriff_tui.ui.app import SheriffApp

    app = SheriffApp(tmp_path / "config", tmp_path / "data")
    choices = app.preset_choices()
    assert [name for name, _ in choices["toruf"]] == PRESETS and "sheriff" in choices and "sheepshead" in choices
    assert app.rules_drawn("toruf", toruf.Rules()) is True
