"""The autosave: written atomically, resumed by replay, never lost (corrupt files move aside)."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheriff_tui import cli, records, saves
from sheriff_tui.saves import SaveError

META = {"seats": ["human", "normal", "normal"], "seed": 7, "pace": "fast", "started": "2025-01-01T12:00:00"}


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def unfinished(play_match) -> dict[str, Any]:
    """A match stopped in its second deal, as a record."""
    return records.to_record(play_match("sheriff", seed=7, stop_after=80), "sheriff")


@pytest.fixture
def finished(play_match) -> dict[str, Any]:
    return records.to_record(play_match("sheriff-choice", seed=3), "sheriff-choice")


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "_stamp", lambda: "20250102-030405")


def assert_moved_aside(exc: pytest.ExceptionInfo[SaveError], data_dir: Path, before: bytes, *words: str) -> Path:
    message = str(exc.value)
    assert "\n" not in message
    current = saves.current_path(data_dir)
    assert message.startswith(f"{current}: the saved match can't be resumed: ")
    for w in words:
        assert w in message, message
    [aside] = (data_dir / "saves").glob("current.corrupt-*.json")
    assert aside.name == "current.corrupt-20250102-030405.json"
    assert str(aside) in message
    assert aside.read_bytes() == before, "the corrupt file is kept as it was"
    assert not current.exists() and not saves.has_current(data_dir)
    return aside


def write_current(data_dir: Path, content: str | bytes) -> bytes:
    path = saves.current_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = content.encode("utf-8") if isinstance(content, str) else content
    path.write_bytes(raw)
    return raw


# -- saving and resuming -----------------------------------------------------


def test_paths(data_dir: Path) -> None:
    assert saves.current_path(data_dir) == data_dir / "saves" / "current.json"
    assert saves.history_dir(data_dir) == data_dir / "history"
    assert not saves.has_current(data_dir)


def test_default_data_dir_comes_from_the_environment(unfinished: dict[str, Any], config_dir: Path) -> None:
    path = saves.save_current(unfinished, META)
    assert path == config_dir.parent / "data" / "saves" / "current.json"  # conftest's SHERIFF_TUI_DATA_DIR
    assert saves.has_current()


def test_save_and_load(unfinished: dict[str, Any], data_dir: Path, play_match) -> None:
    path = saves.save_current(unfinished, META, data_dir)
    assert path == saves.current_path(data_dir) and saves.has_current(data_dir)
    assert sorted(p.name for p in path.parent.iterdir()) == ["current.json"], "no temporary file is left"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["table"] == META
    assert {k: v for k, v in data.items() if k != "table"} == unfinished
    assert list(data).index("table") < list(data).index("deals"), "meta sits above the long list of deals"

    loaded, meta = saves.load_current(data_dir)
    assert meta == META
    assert loaded == records.load_data(unfinished)
    game, loaded2, meta2 = saves.resume_current(data_dir)
    assert (loaded2, meta2) == (loaded, meta)
    original = play_match("sheriff", seed=7, stop_after=80)
    assert (game.to_act, game.scores, game.deal_no) == (original.to_act, original.scores, original.deal_no)
    assert game.legal_actions() == original.legal_actions()
    assert saves.has_current(data_dir), "loading leaves the save where it is"


def test_the_records_reader_ignores_the_table_key(unfinished: dict[str, Any], data_dir: Path, capsys) -> None:
    path = saves.save_current(unfinished, META, data_dir)
    loaded = records.load_text(path.read_text(encoding="utf-8"))
    assert loaded == records.load_data(unfinished)
    assert cli.main(["replay", str(path)]) == 0
    assert "unfinished" in capsys.readouterr().out


def test_saving_again_replaces_the_save(unfinished: dict[str, Any], finished: dict[str, Any], data_dir: Path) -> None:
    saves.save_current(unfinished, META, data_dir)
    saves.save_current(finished, {"seats": ["normal", "human", "random"]}, data_dir)
    loaded, meta = saves.load_current(data_dir)
    assert loaded.preset == "sheriff-choice" and meta == {"seats": ["normal", "human", "random"]}
    assert sorted(p.name for p in (data_dir / "saves").iterdir()) == ["current.json"]


def test_a_record_already_holding_a_table_key(unfinished: dict[str, Any], data_dir: Path) -> None:
    saves.save_current({**unfinished, "table": {"old": 1}}, {"pace": "slow"}, data_dir)
    assert saves.load_current(data_dir)[1] == {"pace": "slow"}


def test_a_save_without_meta(unfinished: dict[str, Any], data_dir: Path) -> None:
    write_current(data_dir, records.dumps(unfinished))
    loaded, meta = saves.load_current(data_dir)
    assert meta == {} and loaded.game == "sheriff"


def test_no_save(data_dir: Path) -> None:
    with pytest.raises(SaveError, match="there is no saved match"):
        saves.load_current(data_dir)
    assert not data_dir.exists()


# -- corrupt saves -------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{ this is not json", ["not valid JSON", "line 1"]),
        ("", ["not valid JSON"]),
        (b"\xff\xfe\x00\x00garbage", ["not UTF-8"]),
        ('{"format": "chess-pgn", "version": 1}', ['"format" must be "sheriff-tui-record"']),
        ("[1, 2, 3]", ["not a game record"]),
        ('{"format": "sheriff-tui-record", "version": 99, "game": "sheriff"}', ["99", "allowed: 1"]),
        ('{"format": "sheriff-tui-record", "version": 1, "game": "go"}', ["is not a game"]),
    ],
)
def test_a_file_that_is_not_a_record(data_dir: Path, content: str | bytes, words: list[str]) -> None:
    before = write_current(data_dir, content)
    with pytest.raises(SaveError) as exc:
        saves.load_current(data_dir)
    assert_moved_aside(exc, data_dir, before, *words)


def test_valid_json_with_an_illegal_action(unfinished: dict[str, Any], data_dir: Path) -> None:
    rec = json.loads(json.dumps(unfinished))
    acts = rec["deals"][0]["actions"]
    index = next(i for i, a in enumerate(acts) if a["act"] == "play")
    acts[index] = {**acts[index], "seat": (acts[index]["seat"] + 1) % 3}  # out of turn
    saves.save_current(rec, META, data_dir)
    before = saves.current_path(data_dir).read_bytes()
    with pytest.raises(SaveError) as exc:
        saves.load_current(data_dir)
    assert_moved_aside(exc, data_dir, before, f"deal 0, action {index}")


def test_a_card_from_another_hand(unfinished: dict[str, Any], data_dir: Path) -> None:
    rec = json.loads(json.dumps(unfinished))
    acts = rec["deals"][0]["actions"]
    plays = [i for i, a in enumerate(acts) if a["act"] == "play"]
    index = plays[0]
    later = next(j for j in plays if acts[j]["seat"] != acts[index]["seat"])  # a card another seat holds
    acts[index]["card"] = acts[later]["card"]
    saves.save_current(rec, META, data_dir)
    before = saves.current_path(data_dir).read_bytes()
    with pytest.raises(SaveError) as exc:
        saves.load_current(data_dir)
    assert_moved_aside(exc, data_dir, before, f"deal 0, action {index}")


def test_a_card_that_is_no_card(unfinished: dict[str, Any], data_dir: Path) -> None:
    rec = json.loads(json.dumps(unfinished))
    acts = rec["deals"][0]["actions"]
    index = next(i for i, a in enumerate(acts) if a["act"] == "play")
    acts[index]["card"] = "ZZ"
    saves.save_current(rec, META, data_dir)
    with pytest.raises(SaveError, match=f"deal 0, action {index}"):
        saves.load_current(data_dir)


@pytest.mark.parametrize(
    ("meta", "words"),
    [
        ({"seats": ["human", "normal"]}, ["names 2 seats", "seats 3"]),
        ({"seats": ["human", "genius", "normal"]}, ['"genius" is not a seat kind', "allowed: human, random, normal"]),
        ({"seats": "human"}, ["list of seat kinds"]),
        ({"seed": "forty-two"}, ['"table.seed" is a whole number']),
        ({"seed": True}, ['"table.seed" is a whole number']),
        ({"pace": "warp"}, ['"warp" is not a pace', "instant, fast, normal, slow"]),
    ],
)
def test_broken_table_meta(unfinished: dict[str, Any], data_dir: Path, meta: dict[str, Any], words: list[str]) -> None:
    saves.save_current(unfinished, meta, data_dir)
    before = saves.current_path(data_dir).read_bytes()
    with pytest.raises(SaveError) as exc:
        saves.load_current(data_dir)
    assert_moved_aside(exc, data_dir, before, *words)


def test_table_that_is_not_an_object(unfinished: dict[str, Any], data_dir: Path) -> None:
    before = write_current(data_dir, records.dumps({**unfinished, "table": [1, 2]}))
    with pytest.raises(SaveError) as exc:
        saves.load_current(data_dir)
    assert_moved_aside(exc, data_dir, before, '"table" is an object')


def test_two_corrupt_saves_in_the_same_second_are_both_kept(data_dir: Path) -> None:
    for text in ("first", "second"):
        write_current(data_dir, text)
        with pytest.raises(SaveError):
            saves.load_current(data_dir)
    kept = sorted((data_dir / "saves").glob("current.corrupt-*.json"))
    assert [p.name for p in kept] == ["current.corrupt-20250102-030405-2.json", "current.corrupt-20250102-030405.json"]
    assert {p.read_text() for p in kept} == {"first", "second"}


def test_the_real_clock_stamp() -> None:
    assert re.fullmatch(r"\d{8}-\d{6}", saves.__dict__["time"].strftime("%Y%m%d-%H%M%S"))


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 60) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.sampled_from(["", "game", "preset", "rules", "players", "seed", "deals", "table", "deals.0", "deals.0.dealer", "deals.0.deck", "deals.0.actions", "deals.0.actions.3", "deals.0.actions.3.card"]), value=_json)
def test_any_damage_gives_a_save_error_or_a_match(unfinished: dict[str, Any], path: str, value: Any) -> None:
    """Whatever one value of a save is replaced with, loading says SaveError or resumes: never a traceback."""
    rec: Any = json.loads(json.dumps(unfinished))
    if path:
        *parents, last = path.split(".")
        node = rec
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    else:
        rec = value
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        before = write_current(folder, json.dumps(rec))
        try:
            saves.load_current(folder)
        except SaveError as exc:
            assert "\n" not in str(exc)
            [aside] = (folder / "saves").glob("current.corrupt-*.json")
            assert aside.read_bytes() == before
        else:
            assert saves.has_current(folder)


# -- finishing and discarding ----------------------------------------------------


def test_finish_moves_the_match_to_history(finished: dict[str, Any], data_dir: Path) -> None:
    saves.save_current(finished, META, data_dir)
    before = saves.current_path(data_dir).read_bytes()
    path = saves.finish_current(data_dir)
    assert path == data_dir / "history" / "20250102-030405-sheriff.json"
    assert path.read_bytes() == before
    assert not saves.has_current(data_dir)
    assert records.replay(records.load_text(path.read_text(encoding="utf-8"))).is_over
    saves.save_current(finished, META, data_dir)
    assert saves.finish_current(data_dir).name == "20250102-030405-sheriff-2.json", "never over another match"


def test_finish_without_a_save(data_dir: Path) -> None:
    with pytest.raises(SaveError, match="there is no saved match"):
        saves.finish_current(data_dir)


def test_discard_keeps_the_match(unfinished: dict[str, Any], data_dir: Path) -> None:
    assert saves.discard_current(data_dir) is None
    saves.save_current(unfinished, META, data_dir)
    before = saves.current_path(data_dir).read_bytes()
    path = saves.discard_current(data_dir)
    assert path is not None and path == data_dir / "history" / "20250102-030405-sheriff-abandoned.json"
    assert path.read_bytes() == before and not saves.has_current(data_dir)


def test_discarding_a_file_that_is_not_a_record(data_dir: Path) -> None:
    write_current(data_dir, '{"game": "../../etc/passwd"}')
    path = saves.discard_current(data_dir)
    assert path is not None and path.parent == data_dir / "history"
    assert path.name == "20250102-030405-unknown-abandoned.json"
