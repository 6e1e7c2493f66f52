"""``sheriff-tui review``: the review as text and JSON, and bad input as one line with status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheriff_tui import records
from tests.cli.test_cli import assert_bad_input, run
from tests.review_helpers import BAD_ENDING, ending_record


@pytest.fixture
def bad_file(tmp_path: Path) -> Path:
    path = tmp_path / "match.json"
    path.write_text(records.dumps(ending_record(BAD_ENDING)), encoding="utf-8")
    return path


def test_review_prints_the_costliest_first(capsys, bad_file: Path) -> None:
    rc, out, err = run(capsys, "review", str(bad_file), "--deal", "1")
    assert rc == 0 and "Traceback" not in err
    lines = out.splitlines()
    assert lines[0] == "deal 1: You (seat 1), as hard's search weighs the decisions"
    assert lines[1] == "  trick 16: 5♠ cost about 41.0 points; 10♣ was best: Belle and Wyatt are void in clubs; 1 trump not yet seen"
    assert lines[-1].startswith("  points lost this deal: about 4")
    assert len(lines) == 2 + 17  # a line for each of You's 17 decisions with a choice: the bid, tricks 1–16


def test_review_json_and_seat(capsys, bad_file: Path) -> None:
    rc, out, _ = run(capsys, "review", str(bad_file), "--json", "--seat", "belle")
    assert rc == 0
    data = json.loads(out)
    assert data["seat"] == 1 and data["player"] == "Belle" and data["game"] == "sheriff"
    [deal] = data["deals"]
    assert deal["deal"] == 1 and deal["complete"]
    costs = [d["cost"] for d in deal["decisions"]]
    assert costs == sorted(costs, reverse=True)
    assert all(d["action"]["seat"] == 1 for d in deal["decisions"])


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--deal", "2"], "--deal 2: the record holds 1 deal; allowed: 1–1"),
        (["--deal", "0"], "--deal 0: the record holds 1 deal; allowed: 1–1"),
        (["--seat", "4"], "--seat 4: no such seat; allowed: 1–3 or a name (You, Belle, Wyatt)"),
        (["--seat", "Zed"], "--seat Zed: no such seat"),
    ],
)
def test_review_bad_options(capsys, bad_file: Path, args: list[str], words: str) -> None:
    [line] = assert_bad_input(*run(capsys, "review", str(bad_file), *args))
    assert words in line


def test_review_bad_files(capsys, tmp_path: Path) -> None:
    [line] = assert_bad_input(*run(capsys, "review", str(tmp_path / "nope.json")))
    assert "nope.json: can't read the file" in line
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    [line] = assert_bad_input(*run(capsys, "review", str(broken)))
    assert "broken.json" in line
    illegal = ending_record()
    illegal["deals"][0]["actions"][5]["card"] = "AH"
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(illegal), encoding="utf-8")
    [line] = assert_bad_input(*run(capsys, "review", str(path)))
    assert "deal 0, action 5" in line
    rc, out, err = run(capsys, "review", str(path), "--json")
    assert rc == 2 and json.loads(out)["error"]["action"] == 5 and err == ""
    rc, _, err = run(capsys, "review", "--deal", "x", str(path))
    assert rc == 2 and "invalid int value" in err


def test_review_of_a_nottingham_record_is_refused(capsys, tmp_path: Path) -> None:
    from sheriff_tui import presets
    from sheriff_tui.engine import game_module

    m = game_module("nottingham").new_game(presets.load_rules("nottingham", "nottingham", None, None), None, seed=1)
    path = tmp_path / "n.json"
    path.write_text(records.dumps(records.to_record(m, "nottingham")), encoding="utf-8")
    [line] = assert_bad_input(*run(capsys, "review", str(path)))
    assert "no review" in line


def test_a_reviewed_deal_is_kept_for_the_statistics(capsys, bad_file: Path) -> None:
    """The deal's points lost land in the review cache under the deal's own key: the figure
    statistics chart for a match in history holding the same deal."""
    from sheriff_tui import stats
    from sheriff_tui.review import cache

    record = json.loads(bad_file.read_text(encoding="utf-8"))
    key = cache.deal_key(record, 0, 0)
    assert cache.recall(key) is None
    rc, out, _ = run(capsys, "review", str(bad_file), "--json")
    assert rc == 0
    lost = json.loads(out)["deals"][0]["lost"]
    assert cache.recall(key) == pytest.approx(lost, abs=1e-3) and lost > 40
    assert cache.recall(cache.deal_key(record, 0, 1)) is None  # another seat's review is another's
    assert stats.points_lost_per_deal(bad_file, 0) is None  # not a file of the history folder's data dir
    history = Path(cache.cache_path()).parent.parent / "history"
    history.mkdir(parents=True, exist_ok=True)
    (history / "m.json").write_text(bad_file.read_text(encoding="utf-8"), encoding="utf-8")
    assert stats.points_lost_per_deal(history / "m.json", 0) == pytest.approx(lost, abs=1e-3)
