"""Sheriff of Nottingham's records: goods as words, the hands form, and bad input told in one line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from sheriff_tui import records
from sheriff_tui.engine import nottingham as N
from sheriff_tui.engine.nottingham.goods import counts_of
from tests.nottingham_helpers import act, goods, play_random, setup


def record(cut: int | None = None, **kw: Any) -> dict[str, Any]:
    g = play_random(N.new_game(N.Rules(players=3), seed=7, **kw), random.Random(7), stop=cut)
    return records.to_record(g, "nottingham-3")


def royal_record(cut: int | None = None) -> dict[str, Any]:
    g = play_random(N.new_game(N.Rules(players=3, royal_goods=True), seed=7), random.Random(7), stop=cut)
    return records.to_record(g)


def test_goods_are_written_as_words() -> None:
    rec = record(cut=40)
    deal = rec["deals"][0]
    assert len(deal["deck"]) == 172 and set(deal["deck"]) >= {"apples", "pepper", "crossbow"}  # three players' deck
    assert len(royal_record(cut=1)["deals"][0]["deck"]) == 184 and "green-apples" in royal_record(cut=1)["deals"][0]["deck"]
    first = deal["actions"][0]
    assert first["act"] == "market" and first["seat"] == 1 and all(isinstance(c, str) for c in first["cards"])


def test_the_hands_form_replays() -> None:
    hands = ["apples " * 6, "cheese " * 6, "bread " * 6]
    s = setup(hands, royal=False, players=3)
    g = play_random(N.new_game(N.Rules(players=3), 3, seed=1, setups=[s]), random.Random(1))
    rec = records.to_record(g)
    assert rec["deals"][0]["hands"][0] == ["apples"] * 6 and len(rec["deals"][0]["left"]) == 5
    again = records.replay(records.load_text(records.dumps(rec)))
    assert again.scores == g.scores


def test_an_offer_keeps_its_parts() -> None:
    a = N.offer_action(2, N.Offer(5, (0,) * 14 + (1,), (1,) + (0,) * 14, True))
    d = records.action_to_json(a, "nottingham")
    assert d == {"seat": 2, "act": "offer", "value": 5, "cards": ["rooster"], "bag": ["apples"], "promise": True}
    assert records.action_from_json(d, "nottingham") == a


def _broken(change: Any) -> str:
    rec = record()
    change(rec)
    with pytest.raises(records.RecordError) as exc:
        records.replay(records.load_text(json.dumps(rec)))
    return str(exc.value)


def test_a_bad_good_names_the_allowed() -> None:
    def bad(rec: dict[str, Any]) -> None:
        rec["deals"][0]["actions"][0]["cards"] = ["figs"]

    assert _broken(bad) == (
        "deal 0, action 0: 'figs' is not a good; allowed: apples, cheese, bread, chicken, pepper, mead, silk, crossbow, "
        "green-apples, golden-apples, gouda, bleu, rye, pumpernickel, rooster"
    )


def test_a_card_name_in_the_deck_is_refused() -> None:
    def bad(rec: dict[str, Any]) -> None:
        rec["deals"][0]["deck"][0] = "QC"

    assert "'QC' is not a good" in _broken(bad)


def test_a_key_the_act_never_takes() -> None:
    def bad(rec: dict[str, Any]) -> None:
        rec["deals"][0]["actions"][0]["bag"] = ["apples"]

    assert _broken(bad) == 'deal 0, action 0: "bag" has no place in a "market" here; its keys: seat, act, cards'


def test_a_promise_is_true_or_false() -> None:
    def bad(rec: dict[str, Any]) -> None:
        for a in rec["deals"][0]["actions"]:
            if a["act"] == "offer":
                a["promise"] = "yes"
                return

    assert 'is true or false, not "yes"' in _broken(bad)


def test_an_illegal_offer_is_told_by_the_engine() -> None:
    def bad(rec: dict[str, Any]) -> None:
        for a in rec["deals"][0]["actions"]:
            if a["act"] == "offer":
                a["value"] = 10_000
                return

    assert "gold: the gold you have" in _broken(bad)


def test_replay_command_exit_status(tmp_path: Path) -> None:
    rec = record()
    rec["deals"][0]["actions"][3]["card"] = "figs"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec))
    done = subprocess.run([sys.executable, "-m", "sheriff_tui", "replay", str(path)], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "is not a good" in done.stderr and "Traceback" not in done.stderr
    good = tmp_path / "good.json"
    good.write_text(records.dumps(record()))
    done = subprocess.run([sys.executable, "-m", "sheriff_tui", "replay", str(good)], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.startswith("deal 1: ") and "wins with" in done.stdout


def test_a_match_with_counters_replays_exactly() -> None:
    """Random play counters often (most of the Sheriff's choices at a verdict are prices); the record
    keeps the rule and every counter, and replays to the same state."""
    g = play_random(N.new_game(N.Rules(players=4, counters=3), seed=11), random.Random(11))
    rec = records.to_record(g)
    assert rec["rules"]["counters"] == 3
    assert sum(1 for v in g.history for b in v.bids[1:]) > 5  # plenty of counters were made
    again = records.replay(records.load_text(records.dumps(rec)))
    assert again.scores == g.scores and again.history == g.history
    assert records.dumps(records.to_record(again)) == records.dumps(rec)


def test_a_counter_the_rules_do_not_allow_is_refused_by_the_replay() -> None:
    g = play_random(N.new_game(N.Rules(players=3, counters=1), seed=7), random.Random(7))
    rec = records.to_record(g)
    assert any(len(v.bids) > 1 for v in g.history)
    rec["rules"]["counters"] = 0
    with pytest.raises(records.RecordError, match="these rules allow no counter-offers"):
        records.replay(records.load_text(json.dumps(rec)))


def _broke_sheriff_match() -> N.Nottingham:
    """Three players without gold (``gold = 0``), each Sheriff once. Round 1: Seat 2 brings a Pepper and
    a Crossbow through, unopened. Round 2: Seat 2, now Sheriff, opens Seat 3's honest four apples and
    owes 8 with no gold: seed 002, 文無しの場合 2, "お釣りは出ない" (no change), so the Crossbow (9)
    alone pays, not the Pepper too (15)."""
    hands = ["cheese cheese cheese bread bread bread", "pepper crossbow apples apples bread bread", "apples " * 6]
    s = setup(hands, draw_top="apples", royal=False, players=3)
    g = N.new_game(N.Rules(players=3, gold=0, sheriff_turns=1), 3, seed=1, setups=[s])
    for _ in range(2):
        act(g, "market", cards=())
    act(g, "bag", cards="pepper crossbow")
    act(g, "bag", cards="apples")
    act(g, "declare", card="bread")
    act(g, "declare", card="apples")
    act(g, "pass")  # Seat 2: no offer (no demand, nobody to pay: no gold)
    act(g, "pass")  # the Sheriff lets it through
    act(g, "pass")
    act(g, "pass")
    assert g.sheriff == 1 and g.stands[1] == list(counts_of(goods("pepper crossbow")))
    act(g, "market", cards=())  # Seat 3: one card short
    act(g, "draw")
    act(g, "market", cards=())  # Seat 1 keeps its hand
    act(g, "bag", cards="apples apples apples apples")
    act(g, "bag", cards="cheese")
    act(g, "declare", card="apples")
    act(g, "declare", card="cheese")
    act(g, "pass")
    act(g, "inspect")
    return g


def test_a_payment_in_goods_replays_with_the_least_excess() -> None:
    g = _broke_sheriff_match()
    p = g.history[-1].penalty
    assert (p.payer, p.payee, p.owed, p.gold, p.forgiven) == (1, 2, 8, 0, 0)
    assert p.goods == counts_of(goods("crossbow"))
    assert g.stands[1] == list(counts_of(goods("pepper"))) and g.stands[2][goods("crossbow")[0]] == 1
    play_random(g, random.Random(2))
    again = records.replay(records.load_text(records.dumps(records.to_record(g))))
    assert again.is_over and again.scores == g.scores
    assert [v.penalty for v in again.history] == [v.penalty for v in g.history]


def test_a_bag_of_six_replays_and_a_five_card_table_refuses_it() -> None:
    """Seed 002, 商人 4: "袋に手札から1-6枚" — a record of a six-card bag replays under the default rules;
    under ``bag_limit = 5`` (nottingham-bag-5, the published game) the same action is refused, saying why."""
    g = N.new_game(N.Rules(players=3), 3, seed=1, setups=[setup(["apples " * 6, "cheese " * 6, "bread " * 6], royal=False, players=3)])
    for _ in range(2):
        act(g, "market", cards=())
    act(g, "bag", cards="cheese " * 6)
    rec = records.to_record(g)
    again = records.replay(records.load_text(records.dumps(rec)))
    assert again.bags[1] == list(counts_of(goods("cheese " * 6)))
    rec["rules"]["bag_limit"] = 5
    rec["preset"] = "nottingham-bag-5"
    with pytest.raises(records.RecordError) as exc:
        records.replay(records.load_text(json.dumps(rec)))
    assert str(exc.value) == "deal 0, action 2: a bag holds 1 to 5 cards"


def test_an_old_three_player_record_is_refused_naming_the_key_that_replays_it() -> None:
    """Records made before the deck followed the number of players hold the whole deck and no
    ``deck_by_players``: a three-player one is refused with the key; with ``deck_by_players = false`` it replays."""
    g = play_random(N.new_game(N.Rules(players=3, royal_goods=True, deck_by_players=False), seed=3), random.Random(3), stop=30)
    rec = records.to_record(g, "nottingham-3")
    del rec["rules"]["deck_by_players"]
    with pytest.raises(records.RecordError) as exc:
        records.load_text(json.dumps(rec))
    assert "deck_by_players = false" in str(exc.value) and "216 cards" in str(exc.value)
    rec["rules"]["deck_by_players"] = False
    again = records.replay(records.load_text(json.dumps(rec)))
    assert again.gold == g.gold and again.hands == g.hands


def _bluffed() -> N.Nottingham:
    """Seat 1 bags two pepper and a cheese, declares apples and promises two apples from the bag; the Sheriff takes it."""
    g = N.new_game(N.Rules(players=3), 3, seed=1, setups=[setup(["cheese " * 6, "pepper pepper cheese apples bread chicken", "bread " * 6], royal=False, players=3)])
    for _ in range(2):
        act(g, "market", cards=())
    act(g, "bag", cards="pepper pepper cheese")
    act(g, "bag", cards="bread")
    act(g, "declare", card="apples")
    act(g, "declare", card="bread")
    act(g, "pass")  # no price
    act(g, "offer", value=1, bag="apples apples")
    act(g, "pass")  # seat 2 pays nothing to open it
    act(g, "accept")
    return g


def test_a_bluffed_offer_replays_and_the_old_reading_refuses_it() -> None:
    """Seed 002: "中にリンゴが入っていなくても可能" — a record of apples promised from a bag without apples
    replays under the default rules; under ``bag_offers = "cards"`` (the old reading) the offer is refused, saying why."""
    g = _bluffed()
    assert g.history[-1].given == (0,) * 15  # no apples: nothing handed over
    rec = records.to_record(g)
    assert rec["deals"][0]["actions"][7] == {"seat": 1, "act": "offer", "value": 1, "bag": ["apples", "apples"]}
    again = records.replay(records.load_text(records.dumps(rec)))
    assert again.history == g.history and again.gold == g.gold and again.stands == g.stands
    rec["rules"]["bag_offers"] = "cards"
    with pytest.raises(records.RecordError) as exc:
        records.replay(records.load_text(json.dumps(rec)))
    assert str(exc.value) == 'deal 0, action 7: you can only offer goods that are in your bag (rule bag_offers = "cards")'
