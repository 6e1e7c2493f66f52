"""``sheriff-tui stats`` and ``sheriff-tui history``: the tables from a seeded history, JSON, and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheriff_tui.cli import main

from ..history_helpers import bot_match, seed_history


@pytest.fixture
def data(tmp_path: Path) -> Path:
    seed_history(tmp_path)
    return tmp_path


def test_stats_prints_each_game_and_its_matches(capsys, data: Path) -> None:
    assert main(["stats", "--data-dir", str(data)]) == 0
    out = capsys.readouterr().out
    assert out.index("Sheriff, preset sheriff") < out.index("Sheepshead, preset sheepshead")
    lines = out.splitlines()
    played = [bot_match("sheriff", "sheriff", s, deals=3) for s in (1, 2, 3)]
    points = sum(g.scores[0] for g in played)
    assert any(line.split()[:2] == ["deals", "played"] and line.split()[2] == "9" for line in lines)
    assert f"points                     {points:+d} ({points / 9:+.2f} a deal)" in out
    assert "pick rate" in out and "contracts made as picker" in out
    assert "points lost a deal         no reviews yet" in out
    assert "×2" in out  # the match where undo was used
    assert "\x1b" not in out  # piped: plain text, no Rich table


def test_stats_of_one_game_and_as_json(capsys, data: Path) -> None:
    assert main(["stats", "sheepshead", "--data-dir", str(data), "--json"]) == 0
    (s,) = json.loads(capsys.readouterr().out)
    played = bot_match("sheepshead", "sheepshead", 4, deals=5)
    assert (s["game"], s["preset"], s["matches"], s["deals"], s["points"]) == ("sheepshead", "sheepshead", 1, 5, played.scores[0])
    assert s["bids"]["done"] == sum(1 for r in played.results if r.picker == 0)
    assert s["points_lost_per_deal"] == [None]


def test_stats_with_no_history(capsys, tmp_path: Path) -> None:
    assert main(["stats", "--data-dir", str(tmp_path)]) == 0
    assert "No finished matches yet" in capsys.readouterr().out


def test_history_lists_every_file_and_the_broken_one(capsys, data: Path) -> None:
    assert main(["history", "--data-dir", str(data)]) == 0
    out = capsys.readouterr().out
    rows = out.splitlines()[2:]
    assert len(rows) == 6
    assert rows[0].split()[4:6] == ["broken", "20261204-100000-toruf.json"] and "not valid JSON: Expecting value" in rows[0]
    assert rows[1].split()[4] == "abandoned" and rows[4].split()[4:6] == ["finished", "×2"]
    assert main(["history", "sheriff", "--json", "--data-dir", str(data)]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [m["status"] for m in listed] == ["abandoned", "finished", "finished", "finished"]


@pytest.mark.parametrize(
    "argv, words",
    [
        (["stats", "chess"], "stats GAME: 'chess' is not a game; allowed: sheriff, sheepshead, toruf, nottingham"),
        (["stats", "--preset", "nope"], "stats --preset: no preset named 'nope'; allowed:"),
        (["stats", "sheriff", "--preset", "toruf"], "stats --preset: 'toruf' is a preset of toruf, not of sheriff"),
        (["history", "poker"], "history GAME: 'poker' is not a game"),
        (["stats", "--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_bad_arguments_are_one_line_and_status_2(capsys, data: Path, argv: list[str], words: str) -> None:
    assert main([*argv, "--data-dir", str(data)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.strip().splitlines()
    assert len(err) == 1 and words in err[0]


def test_a_preset_only_in_the_history_is_allowed(capsys, tmp_path: Path) -> None:
    from ..history_helpers import write_match

    path = write_match(tmp_path, "20261201-100000", "sheriff", "sheriff", 1)
    record = json.loads(path.read_text(encoding="utf-8"))
    record["preset"] = "my-table"  # a user preset from another machine: the record's own rules decide
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["stats", "--preset", "my-table", "--data-dir", str(tmp_path), "--json"]) == 0
    (s,) = json.loads(capsys.readouterr().out)
    assert s["preset"] == "my-table" and s["matches"] == 1
