"""Game records (shared/record-format.md): write, read, replay, and every way to get one wrong."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheriff_tui import cli, presets, records
from sheriff_tui.cards import bits, card_str, parse_card
from sheriff_tui.engine import game_module
from sheriff_tui.records import RecordError

def test_a_key_the_act_never_takes_is_named(record: dict[str, Any]) -> None:
    """A pass carrying a card, or a play carrying a value, is refused rather than replayed without it."""
    acts = record["deals"][0]["actions"]
    i = next(k for k, a in enumerate(acts) if a["act"] == "pass")
    rec = copy.deepcopy(record)
    rec["deals"][0]["actions"][i]["card"] = "AS"
    err = error_of(rec)
    assert (err.deal, err.action) == (0, i)
    assert err.reason == '"card" has no place in a "pass" here; its keys: seat, act'
    j = next(k for k, a in enumerate(acts) if a["act"] == "play")
    rec = copy.deepcopy(record)
    rec["deals"][0]["actions"][j]["value"] = 7
    assert error_of(rec).reason == '"value" has no place in a "play" here; its keys: seat, act, card'
    k = next(k for k, a in enumerate(acts) if a["act"] == "bid")
    rec = copy.deepcopy(record)
    rec["deals"][0]["actions"][k]["suit"] = "S"
    assert error_of(rec).reason == '"suit" has no place in a "bid" here; its keys: seat, act, value'


SHERIFF_PRESETS = sorted(n for n, p in presets.builtin_presets().items() if p.game == "sheriff")
HAND_SIZE = {3: 17, 5: 10, 6: 8}  # 52 // players: the rules digest's deal sizes


def round_trip(record: dict[str, Any]) -> Any:
    return records.replay(records.load_text(records.dumps(record)))


def results(game: Any) -> list[dict[str, Any]]:
    return [r.as_dict() for r in game.results]


def to_hands_form(record: dict[str, Any], seed: int = 0) -> dict[str, Any]:
    """The same record with each deal given by hands, dealt by hand from its deck.

    Sheriff deals one card at a time clockwise from the dealer's left, ``52 //
    players`` cards each; the next card is turned; the rest (Double Sheriff) is out.
    """
    out = copy.deepcopy(record)
    n = len(record["players"])
    size = HAND_SIZE[n]
    rng = random.Random(seed)
    for deal in out["deals"]:
        deck = deal.pop("deck")
        hands: list[list[str]] = [[] for _ in range(n)]
        for k in range(size * n):
            hands[(deal["dealer"] + 1 + k) % n].append(deck[k])
        for hand in hands:
            rng.shuffle(hand)  # the order within a hand is no matter
        actions = deal.pop("actions")
        deal["hands"] = hands
        deal["turned"] = [deck[size * n]]
        if deck[size * n + 1 :]:
            deal["out"] = deck[size * n + 1 :]
        deal["actions"] = actions
    return out


@pytest.fixture
def record(play_match) -> dict[str, Any]:
    """A finished three-player match, as a record."""
    return records.to_record(play_match("sheriff", seed=11), "sheriff")


def error_of(record: Any) -> RecordError:
    text = record if isinstance(record, str) else json.dumps(record)
    with pytest.raises(RecordError) as info:
        records.replay(records.load_text(text))
    assert "\n" not in str(info.value)
    return info.value


# -- round trips ---------------------------------------------------------------


@pytest.mark.parametrize("preset", SHERIFF_PRESETS)
@pytest.mark.parametrize("seed", [1, 2024])
def test_deck_form_replays_the_match(play_match, preset: str, seed: int) -> None:
    game = play_match(preset, seed)
    assert game.is_over
    rec = records.to_record(game, preset)
    text = records.dumps(rec)
    assert json.loads(text) == rec
    again = records.replay(records.load_text(text))
    assert again.is_over
    assert again.scores == game.scores
    assert results(again) == results(game)
    assert len(again.results) == game.rules.deals
    assert records.to_record(again, preset) == rec
    summary = records.summary(again)
    assert summary["totals"] == game.scores and "unfinished" not in summary
    assert [d["scores"] for d in summary["deals"]] == [list(r.scores) for r in game.results]
    assert all(len(d["scores"]) == game.n for d in summary["deals"])


@pytest.mark.parametrize("preset", SHERIFF_PRESETS)
def test_hands_form_replays_the_match(play_match, preset: str) -> None:
    game = play_match(preset, seed=5)
    rec = to_hands_form(records.to_record(game, preset), seed=5)
    assert all("deck" not in d and len(d["turned"]) == 1 for d in rec["deals"])
    again = round_trip(rec)
    assert again.scores == game.scores
    assert results(again) == results(game)
    assert records.to_record(again, preset) == rec  # written back in the form it came


def test_hands_form_double_sheriff_without_the_out_pile(play_match) -> None:
    game = play_match("sheriff-double-6", seed=3)
    rec = to_hands_form(records.to_record(game))
    for deal in rec["deals"]:
        assert len(deal.pop("out")) == 52 - 6 * 8 - 1
    assert round_trip(rec).scores == game.scores


def test_dumps_is_one_action_a_line(record: dict[str, Any]) -> None:
    text = records.dumps(record)
    lines = text.splitlines()
    n_actions = sum(len(d["actions"]) for d in record["deals"])
    assert sum(1 for line in lines if line.strip().startswith('{"seat"')) == n_actions
    assert any(line.strip().startswith('"deck": ["') for line in lines)
    assert text.endswith("}\n")
    empty = {**record, "deals": []}
    assert json.loads(records.dumps(empty)) == empty


def test_save_and_load_path(tmp_path: Path, record: dict[str, Any]) -> None:
    path = tmp_path / "saves" / "game.json"
    records.save(record, path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]
    assert records.replay(records.load_path(path)).scores == round_trip(record).scores
    with pytest.raises(RecordError, match="can't read the file: No such file"):
        records.load_path(tmp_path / "missing.json")
    (tmp_path / "bin.json").write_bytes(b"\xff\xfe{")
    with pytest.raises(RecordError, match="not UTF-8 text: byte 0xff at line 1, column 1"):
        records.load_path(tmp_path / "bin.json")


def test_a_record_saved_with_a_byte_order_mark_reads(tmp_path: Path, record: dict[str, Any]) -> None:
    """Some editors (Notepad) start a UTF-8 file with a BOM: it is still the same record."""
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + records.dumps(record).encode("utf-8"))
    assert records.replay(records.load_path(path)).scores == round_trip(record).scores


# -- a match in progress (an autosave) ----------------------------------------


@pytest.mark.parametrize("preset", SHERIFF_PRESETS)
@pytest.mark.parametrize("stop_after", [0, 1, 40, 130])
def test_partial_match_replays_and_is_unfinished(play_match, play_on, preset: str, stop_after: int) -> None:
    game = play_match(preset, seed=9, stop_after=stop_after)
    assert not game.is_over
    rec = records.to_record(game, preset)
    again = round_trip(rec)
    assert not again.is_over and again.to_act == game.to_act
    assert again.scores == game.scores and results(again) == results(game)
    summary = records.summary(again)
    assert summary["unfinished"] is True and summary["to_act"] == game.to_act
    assert len(summary["deals"]) == len(game.results)
    assert summary["totals"] == game.scores
    # the record carries the seed, so the match goes on as it would have
    play_on(game, seed=99)
    play_on(again, seed=99)
    assert again.scores == game.scores and results(again) == results(game)


def test_partial_match_at_a_deal_boundary(play_match) -> None:
    game = play_match("sheriff", seed=4)
    first_deal = len(records.to_record(game)["deals"][0]["actions"])
    partial = play_match("sheriff", seed=4, stop_after=first_deal)
    assert len(partial.results) == 1
    rec = records.to_record(partial)
    assert len(rec["deals"]) == 2 and rec["deals"][1]["actions"] == []
    summary = records.summary(round_trip(rec))
    assert summary["unfinished"] and len(summary["deals"]) == 1


# -- the envelope as record-format.md shows it ------------------------------------


def example(record: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """The documented envelope, with the given record's first deal."""
    out = {
        "format": "sheriff-tui-record",
        "version": 1,
        "game": "sheriff",
        "preset": "sheriff",
        "rules": {"deals": 3},
        "players": ["You", "Belle", "Wyatt"],
        "deals": [record["deals"][0]],
    }
    for key, value in changes.items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = value
    return out


def test_documented_example_shape(record: dict[str, Any]) -> None:
    game = round_trip(example(record))
    assert game.rules.deals == 3 and game.players == ("You", "Belle", "Wyatt")
    assert game.results[0].as_dict() == round_trip(record).results[0].as_dict()
    summary = records.summary(game)
    assert summary["game"] == "sheriff" and summary["unfinished"] and len(summary["deals"]) == 1


def test_neither_preset_nor_rules_is_the_default_preset(record: dict[str, Any]) -> None:
    game = round_trip(example(record, preset=None, rules=None, players=None))
    assert game.rules == presets.load_rules("sheriff")
    assert game.players == ("Seat 1", "Seat 2", "Seat 3")


def test_rules_are_merged_over_the_preset(play_match) -> None:
    rec = records.to_record(play_match("sheriff-double", seed=2))
    rec["preset"] = "sheriff-double"
    rec["rules"] = {"exact_bonus": 0, "no_trick_bonus": 1}
    game = round_trip(rec)
    base = presets.load_rules("sheriff", "sheriff-double")
    assert (game.rules.players, game.rules.deals) == (base.players, base.deals)
    assert (game.rules.exact_bonus, game.rules.no_trick_bonus) == (0, 1)


def test_whole_rules_table_and_no_preset(play_match) -> None:
    game = play_match("sheriff-blind", seed=6)
    rec = records.to_record(game)
    assert "preset" not in rec
    assert round_trip(rec).scores == game.scores


def test_a_user_preset_from_another_machine(play_match) -> None:
    game = play_match("sheriff-choice", seed=8)
    rec = records.to_record(game, "my-friends-rules")  # not a preset here: the full table decides
    assert round_trip(rec).scores == game.scores
    del rec["rules"]
    err = error_of(rec)
    assert err.deal is None and 'no preset named "my-friends-rules"' in err.reason


def test_a_record_naming_a_user_preset_with_problems_says_them(user_preset, play_match) -> None:
    """Not "no preset named": the file is there, and what is wrong with it is the news."""
    path = user_preset("mine", 'game = "sheriff"\nname = "mine"\n[rules]\ndeals = 0\n')
    rec = records.to_record(play_match("sheriff", seed=8), "mine")
    del rec["rules"]
    err = error_of(rec)
    assert err.deal is None and err.reason.startswith(f'"preset": the preset "mine" can\'t be used: {path}: rules.deals: 0 is out of range')


def test_a_user_preset_here(user_preset, play_match) -> None:
    user_preset("mine", 'game = "sheriff"\nname = "mine"\nextends = "sheriff"\n[rules]\nexact_bonus = 1\n')
    rec = records.to_record(play_match("sheriff", seed=1))
    rec["preset"] = "mine"
    del rec["rules"]
    assert round_trip(rec).rules.exact_bonus == 1


# -- what is wrong, and where ------------------------------------------------------


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "not valid JSON"),
        ("{\n  \"format\": \n", "not valid JSON: Expecting value at line 3"),
        ("[1, 2]", 'not a game record: "format" must be "sheriff-tui-record"'),
        ('{"format": "pgn", "version": 1}', 'not a game record: "format" must be "sheriff-tui-record"'),
        ('{"format": "sheriff-tui-record"}', '"version" is missing; allowed: 1'),
        ('{"format": "sheriff-tui-record", "version": 2}', '"version": 2 is not supported; allowed: 1'),
        ('{"format": "sheriff-tui-record", "version": "1"}', '"version": "1" is not supported; allowed: 1'),
        ('{"format": "sheriff-tui-record", "version": true}', '"version": true is not supported'),
        ('{"format": "sheriff-tui-record", "version": 1, "game": "poker"}', '"game": "poker" is not a game; allowed: sheriff'),
        ('{"format": "sheriff-tui-record", "version": 1, "game": ["sheriff"]}', "is not a game; allowed: sheriff"),
        ('{"format": "sheriff-tui-record", "version": 1}', '"game": null is not a game'),
        ("[" * 100_000, "nested too deeply"),
    ],
)
def test_envelope_errors(text: str, words: str) -> None:
    err = error_of(text)
    assert words in err.reason and err.deal is None and err.action is None
    assert err.as_json() == {"error": {"deal": None, "action": None, "reason": err.reason}}


ENVELOPE = {"format": "sheriff-tui-record", "version": 1, "game": "sheriff"}


@pytest.mark.parametrize(
    "changes, words",
    [
        ({"preset": 3}, '"preset" is a preset\'s name'),
        ({"rules": [1]}, '"rules" is a table of house rules'),
        ({"rules": {"deals": 10}}, "rules.deals: 10 is not a multiple of players (3)"),
        ({"rules": {"deals": True}}, "rules.deals: true is not allowed; allowed: a whole number 1–120"),
        ({"rules": {"dealz": 3}}, "rules.dealz: unknown rule for sheriff"),
        ({"preset": "nope"}, '"preset": no preset named "nope"; allowed: sheriff'),
        ({"players": ["a", "b"]}, '"players" names 2 players; these rules seat 3'),
        ({"players": "abc"}, '"players" is a list of names'),
        ({"players": [1, 2, 3]}, '"players" is a list of names'),
        ({"seed": "x"}, '"seed" is a whole number'),
        ({"deals": {}}, '"deals" is a list of deals'),
    ],
)
def test_header_errors(changes: dict[str, Any], words: str) -> None:
    err = error_of({**ENVELOPE, **changes})
    assert words in err.reason, err.reason
    assert not err.reason.startswith("rules: ")


def test_every_rules_problem_is_told() -> None:
    err = error_of({**ENVELOPE, "rules": {"dealz": 3, "deals": 10}})
    assert "rules.dealz" in err.reason and "rules.deals" in err.reason


def deal_error(record: dict[str, Any], deal: int, **changes: Any) -> RecordError:
    rec = copy.deepcopy(record)
    for key, value in changes.items():
        if value is None:
            rec["deals"][deal].pop(key)
        else:
            rec["deals"][deal][key] = value
    return error_of(rec)


def test_bad_card_text_in_a_deck(record: dict[str, Any]) -> None:
    deck = list(record["deals"][2]["deck"])
    deck[5] = "11H"
    err = deal_error(record, 2, deck=deck)
    assert (err.deal, err.action) == (2, None)
    assert "not a card: '11H'" in err.reason and "allowed:" in err.reason
    assert str(err).startswith("deal 2: not a card")


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d[:-1], "each of the 52 cards exactly once"),
        (lambda d: d + ["2C"], "each of the 52 cards exactly once"),
        (lambda d: [d[1]] + d[1:], "each of the 52 cards exactly once"),
        (lambda d: "AS KS", '"deck" is a list of cards'),
    ],
)
def test_deck_not_a_permutation(record: dict[str, Any], change: Any, words: str) -> None:
    err = deal_error(record, 1, deck=change(list(record["deals"][1]["deck"])))
    assert (err.deal, err.action) == (1, None) and words in err.reason


def test_deal_shape_errors(record: dict[str, Any]) -> None:
    assert "needs \"deck\"" in deal_error(record, 0, deck=None).reason
    assert "unknown key 'note'" in deal_error(record, 0, note="hi").reason
    assert '"actions" is a list' in deal_error(record, 0, actions={}).reason
    rec = copy.deepcopy(record)
    rec["deals"][1] = "deal"
    assert error_of(rec).deal == 1


def test_hands_form_errors(play_match) -> None:
    rec = to_hands_form(records.to_record(play_match("sheriff", seed=1)))
    hands = rec["deals"][0]["hands"]
    assert "needs 3 hands, not 2" in deal_error(rec, 0, hands=hands[:2]).reason
    short = [hands[0][:-1], hands[1], hands[2]]
    assert "hand 0 has 16 cards; each hand holds 17" in deal_error(rec, 0, hands=short).reason
    assert "exactly one turned card" in deal_error(rec, 0, turned=None).reason
    assert "exactly one turned card" in deal_error(rec, 0, turned=[]).reason
    assert "a card appears twice" in deal_error(rec, 0, turned=[hands[1][0]]).reason
    assert "not a card" in deal_error(rec, 0, hands=[hands[0][:-1] + ["XX"], hands[1], hands[2]]).reason
    assert '"hands" is one list of cards per seat' in deal_error(rec, 0, hands="AS").reason


@pytest.mark.parametrize("dealer", [2, 0, True, -1, 3, "1"])
def test_wrong_dealer(record: dict[str, Any], dealer: Any) -> None:
    err = deal_error(record, 1, dealer=dealer)  # deal 0 is dealt by seat 0, so deal 1 by seat 1
    assert err.deal == 1 and '"dealer"' in err.reason


def test_dealer_passes_left_from_the_first(play_on) -> None:
    game = game_module("sheriff").new_game(presets.load_rules("sheriff"), seed=3, dealer=2)
    play_on(game, seed=3)
    rec = records.to_record(game)
    assert [d["dealer"] for d in rec["deals"][:4]] == [2, 0, 1, 2]
    assert round_trip(rec).scores == game.scores
    err = deal_error(rec, 3, dealer=0)
    assert err.reason == '"dealer" is 0, but the deal passes left: it should be 2'


@pytest.mark.parametrize(
    "action, words",
    [
        ("pass", 'an action is an object like {"seat": 0, "act": "pass"}'),
        ({"seat": 0, "act": "pass", "why": "tired"}, "unknown key 'why' in an action; allowed: seat, act, card"),
        ({"act": "pass"}, 'an action needs "seat": a seat number'),
        ({"seat": True, "act": "pass"}, 'an action needs "seat"'),
        ({"seat": 0}, 'an action needs "act"'),
        ({"seat": 0, "act": "bid", "value": "6"}, '"value" is a whole number, not "6"'),
        ({"seat": 0, "act": "bid", "value": 6.0}, '"value" is a whole number'),
        ({"seat": 0, "act": "play", "card": "1S"}, "not a card: '1S'"),
        ({"seat": 0, "act": "play", "card": 12}, "not a card: 12"),
        ({"seat": 0, "act": "bury", "cards": "AS"}, '"cards" is a list of cards'),
        ({"seat": 0, "act": "bury", "cards": ["AS", "ZZ"]}, "not a card: 'ZZ'"),
        ({"seat": 0, "act": "trump", "suit": 3}, '"suit" is one of'),
    ],
)
def test_malformed_action(record: dict[str, Any], action: Any, words: str) -> None:
    rec = copy.deepcopy(record)
    rec["deals"][1]["actions"][4] = action
    err = error_of(rec)
    assert (err.deal, err.action) == (1, 4)
    assert words in err.reason, err.reason
    assert str(err).startswith("deal 1, action 4: ")


def find_illegal_play(record: dict[str, Any], deal: int) -> tuple[int, str, str]:
    """An action index in ``deal`` where the seat held a card it couldn't play: (index, card, why)."""
    rec = copy.deepcopy(record)
    rec["deals"] = rec["deals"][: deal + 1]
    actions = rec["deals"][deal]["actions"]
    for j, a in enumerate(actions):
        if a["act"] != "play":
            continue
        rec["deals"][deal]["actions"] = actions[:j]
        game = round_trip(rec)
        legal = {x.card for x in game.legal_actions()}
        held = [c for c in bits(game.view(a["seat"]).hand) if c not in legal]
        if held:
            return j, card_str(held[0]), "must follow suit"
    raise AssertionError("no play with an illegal card in hand")


def test_first_illegal_action_is_named(record: dict[str, Any]) -> None:
    j, bad_card, why = find_illegal_play(record, 3)
    rec = copy.deepcopy(record)
    rec["deals"][3]["actions"][j]["card"] = bad_card
    rec["deals"][5]["actions"][0]["seat"] = 2  # a later one is not reported
    err = error_of(rec)
    assert (err.deal, err.action) == (3, j)
    assert why in err.reason and "you hold a" in err.reason
    assert err.as_json() == {"error": {"deal": 3, "action": j, "reason": err.reason}}


def test_card_not_held(record: dict[str, Any]) -> None:
    acts = record["deals"][0]["actions"]
    j = next(i for i, a in enumerate(acts[:-1]) if a["act"] == "play" and acts[i + 1]["act"] == "play" and acts[i + 1]["seat"] != a["seat"])
    rec = copy.deepcopy(record)
    rec["deals"][0]["actions"][j]["card"] = acts[j + 1]["card"]
    err = error_of(rec)
    assert (err.deal, err.action) == (0, j)
    assert err.reason == f"you don't hold the {card_str(parse_card(acts[j + 1]['card']), symbols=True)}"


def test_wrong_seat_and_wrong_act(record: dict[str, Any]) -> None:
    rec = copy.deepcopy(record)
    first = rec["deals"][0]["actions"][0]
    assert first["seat"] == 1  # the dealer's left opens the auction
    rec["deals"][0]["actions"][0] = {"seat": 2, "act": "pass"}
    err = error_of(rec)
    assert (err.deal, err.action) == (0, 0) and err.reason == "it is Seat 2's turn, not Seat 3's"
    rec["deals"][0]["actions"][0] = {"seat": 1, "act": "play", "card": "AS"}
    err = error_of(rec)
    assert (err.deal, err.action) == (0, 0) and "you can't play now: it is time to bid or pass" in err.reason
    rec["deals"][0]["actions"][0] = {"seat": 1, "act": "bid", "value": 18}
    assert "bids run from 6 to 17" in error_of(rec).reason


def test_actions_after_the_deal_or_match_ended(record: dict[str, Any]) -> None:
    rec = copy.deepcopy(record)
    n0 = len(rec["deals"][0]["actions"])
    rec["deals"][0]["actions"].append({"seat": 0, "act": "pass"})
    err = error_of(rec)
    assert (err.deal, err.action) == (0, n0) and err.reason == "the deal is over: this action is one too many"

    rec = copy.deepcopy(record)
    last = len(rec["deals"]) - 1
    n = len(rec["deals"][last]["actions"])
    rec["deals"][last]["actions"].append({"seat": 0, "act": "pass"})
    err = error_of(rec)
    assert (err.deal, err.action) == (last, n) and err.reason == "the match is over: this action is one too many"

    rec = copy.deepcopy(record)
    rec["deals"].append({"dealer": len(rec["deals"]) % 3, "deck": rec["deals"][0]["deck"], "actions": []})
    err = error_of(rec)
    assert (err.deal, err.action) == (len(rec["deals"]) - 1, None)
    assert err.reason == "the match is over after 9 deals: this deal is one too many"


def test_a_deal_cut_short_before_another(record: dict[str, Any]) -> None:
    rec = copy.deepcopy(record)
    rec["deals"][2]["actions"] = rec["deals"][2]["actions"][:20]
    err = error_of(rec)
    assert (err.deal, err.action) == (2, 20)
    assert "stops before its end" in err.reason


# -- through the command line -------------------------------------------------------


def test_replay_command_json_error(tmp_path: Path, record: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    j, bad_card, _ = find_illegal_play(record, 1)
    rec = copy.deepcopy(record)
    rec["deals"][1]["actions"][j]["card"] = bad_card
    path = tmp_path / "bad.json"
    path.write_text(records.dumps(rec))
    assert cli.main(["replay", str(path), "--json"]) == 2
    out, err = capsys.readouterr()
    error = json.loads(out)["error"]
    assert (error["deal"], error["action"]) == (1, j) and "must follow suit" in error["reason"]
    assert err == ""
    assert cli.main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"error: {path}: deal 1, action {j}: {error['reason']}\n"


def test_replay_command_report(tmp_path: Path, record: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    records.save(record, path)
    assert cli.main(["replay", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    game = round_trip(record)
    assert report["game"] == "sheriff" and report["totals"] == game.scores
    assert [d["scores"] for d in report["deals"]] == [list(r.scores) for r in game.results]
    assert [d["tricks"] for d in report["deals"]] == [list(r.tricks) for r in game.results]
    assert "unfinished" not in report
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("deal ") == 9 and "totals:" in out
    for name, total in zip(record["players"], game.scores, strict=True):
        assert f"  {name}  {total:5d}" in out


# -- anything at all gets a RecordError, never a traceback ---------------------------


def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i in sorted({0, 1, 2, len(node) - 2, len(node) - 1} & set(range(len(node)))):  # enough to reach every shape
            out += _paths(node[i], prefix + (i,))
    return out


def _small_record() -> dict[str, Any]:
    game = game_module("sheriff").new_game(presets.rules_from_table("sheriff", {"deals": 3}), seed=1)
    rng = random.Random(1)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return records.to_record(game)


SMALL_RECORD = _small_record()
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.floats(allow_nan=False) | st.sampled_from(["", "AS", "10D", "pass", "play", "sheriff", "x"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["seat", "act", "card", "deck", "x"]), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(where=st.sampled_from(_paths(SMALL_RECORD)[1:]), value=JSON_VALUES, delete=st.booleans())
def test_any_damage_is_a_record_error(where: tuple, value: Any, delete: bool) -> None:
    rec = copy.deepcopy(SMALL_RECORD)
    node = rec
    for key in where[:-1]:
        node = node[key]
    if delete:
        del node[where[-1]]
    else:
        node[where[-1]] = value
    try:
        records.replay(records.load_text(json.dumps(rec)))
    except RecordError as exc:
        assert str(exc) and "\n" not in str(exc)
