"""The history folder read back (every file listed, a broken one with its reason) and the
player's statistics checked against the matches as the engine played them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheriff_tui import history, stats

from ..history_helpers import bot_match, seed_history, write_match


@pytest.fixture
def data(tmp_path: Path) -> Path:
    seed_history(tmp_path)
    return tmp_path


def test_every_file_is_listed_newest_first_with_its_status(data: Path) -> None:
    matches = history.list_matches(data)
    assert [m.name for m in matches] == [
        "20261204-100000-toruf.json",
        "20261204-090000-sheriff-abandoned.json",
        "20261203-120000-sheepshead.json",
        "20261203-100000-sheriff.json",
        "20261202-100000-sheriff.json",
        "20261201-100000-sheriff.json",
    ]
    assert [m.status for m in matches] == ["broken", "abandoned", "finished", "finished", "finished", "finished"]
    assert matches[0].game == "toruf" and "not valid JSON" in matches[0].problem
    assert matches[0].result_words() == matches[0].problem
    assert [m.undos for m in matches] == [0, 0, 0, 0, 2, 0]


def test_a_broken_file_is_kept_as_it_was(data: Path) -> None:
    broken = data / "history" / "20261204-100000-toruf.json"
    before = broken.read_bytes()
    history.list_matches(data)
    history.list_matches(data)
    assert broken.read_bytes() == before


@pytest.mark.parametrize(
    "content, words",
    [
        ("", "not valid JSON"),
        ("[1, 2]", "not a game record"),
        ('{"format": "sheriff-tui-record", "version": 1, "game": "chess"}', '"game": "chess" is not a game'),
        ('{"format": "sheriff-tui-record", "version": 1, "game": "sheriff", "deals": [{"dealer": 0, "deck": ["AS"]}]}', "deal"),
        ("\xff\xfe", "UTF-8"),
    ],
)
def test_each_kind_of_broken_file_gives_one_line(tmp_path: Path, content: str, words: str) -> None:
    folder = tmp_path / "history"
    folder.mkdir()
    (folder / "20261201-100000-sheriff.json").write_bytes(content.encode("latin-1"))
    (match,) = history.list_matches(tmp_path)
    assert match.status == "broken"
    assert words in match.problem and "\n" not in match.problem
    assert stats.all_stats([match]) == []


def test_a_window_s_empty_slot_is_an_unfinished_match_not_a_broken_one(tmp_path: Path) -> None:
    folder = tmp_path / "history"
    folder.mkdir()
    (folder / "20261201-100000-sheriff-unfinished.json").write_bytes(b"")
    (match,) = history.list_matches(tmp_path)
    assert match.status == "unfinished" and match.result_words() == "not begun"


def test_the_result_is_the_player_s_total_and_place(data: Path) -> None:
    match = {m.name: m for m in history.list_matches(data)}["20261201-100000-sheriff.json"]
    played = bot_match("sheriff", "sheriff", 1, deals=3)
    assert match.total == played.scores[0]
    assert match.place == 1 + sum(1 for x in played.scores if x > played.scores[0])
    assert [d.score for d in match.deals] == [r.scores[0] for r in played.results]
    assert match.players == played.players


def test_the_player_s_seat_comes_from_the_table_meta(tmp_path: Path) -> None:
    write_match(tmp_path, "20261201-100000", "sheriff", "sheriff", 1, meta={"seats": ["normal", "human", "normal"]})
    (match,) = history.list_matches(tmp_path)
    played = bot_match("sheriff", "sheriff", 1, deals=3)
    assert match.seat == 1 and match.total == played.scores[1]


def test_sheriff_statistics_match_the_deals_as_played(data: Path) -> None:
    (s,) = stats.all_stats(history.list_matches(data), "sheriff")
    played = [bot_match("sheriff", "sheriff", seed, deals=3) for seed in (1, 2, 3)]  # the abandoned one does not count
    results = [r for g in played for r in g.results]
    assert s.deals == len(results) == 9
    assert list(s.deal_scores) == [r.scores[0] for r in results]
    assert s.points == sum(g.scores[0] for g in played)
    held = [r for r in results if r.sheriffs[0] == 0]
    assert s.as_declarer == stats.Rate(sum(r.made for r in held), len(held))
    outlaw = [r for r in results if 0 not in r.sheriffs]
    assert s.as_defender == stats.Rate(sum(not r.made for r in outlaw), len(outlaw))
    bids = sum(any(a.seat == 0 and a.act in ("bid", "take") for a in log.actions) for g in played for log in g.log)
    assert s.bids == stats.Rate(bids, 9)
    assert s.won.of == 3 and s.undo_matches == 1
    assert [m.when.day for m in s.matches] == [1, 2, 3]  # oldest first, for the chart
    assert dict(s.figures())["points lost a deal"] == "no reviews yet"


def test_sheepshead_rates_name_the_picker(data: Path) -> None:
    (s,) = stats.all_stats(history.list_matches(data), "sheepshead")
    played = bot_match("sheepshead", "sheepshead", 4, deals=5)
    picked = [r for r in played.results if r.picker == 0]
    assert s.bids.done == len(picked) and s.bids.of == 5
    labels = [label for label, _, _ in s.rates()]
    assert labels == ["matches won", "pick rate", "contracts made as picker", "won as partner", "won as defender"]


def test_nottingham_gives_place_and_gold(tmp_path: Path) -> None:
    write_match(tmp_path, "20261201-100000", "nottingham", "nottingham", 2, deals=None)
    (match,) = history.list_matches(tmp_path)
    played = bot_match("nottingham", "nottingham", 2)
    final = played.results[-1]
    assert match.gold == final.gold[0] and match.total == final.scores[0]
    assert (match.place == 1) == (0 in final.winners)
    (s,) = stats.all_stats([match])
    assert s.mean_gold == final.gold[0] and [label for label, _, _ in s.rates()] == ["matches won"]


def test_toruf_places_the_partnerships(tmp_path: Path) -> None:
    write_match(tmp_path, "20261201-100000", "toruf", "toruf", 1, deals=2)
    (match,) = history.list_matches(tmp_path)
    played = bot_match("toruf", "toruf", 1, deals=2)
    assert match.place == (1 if played.scores[0] >= played.scores[1] else 2)
    assert match.result_words().endswith("of 2")


def test_the_cache_is_used_and_follows_a_changed_file(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = history.list_matches(data)
    assert history.cache_path(data).is_file()
    calls = []
    real = history.read_match
    monkeypatch.setattr(history, "read_match", lambda path, config_dir=None: calls.append(path.name) or real(path, config_dir))
    assert history.list_matches(data) == first
    assert calls == ["20261204-100000-toruf.json"]  # only the broken file is read again
    write_match(data, "20261201-100000", "sheriff", "sheriff", 9)  # the same name, another match
    calls.clear()
    again = {m.name: m for m in history.list_matches(data)}
    assert "20261201-100000-sheriff.json" in calls
    assert again["20261201-100000-sheriff.json"].total == bot_match("sheriff", "sheriff", 9, deals=3).scores[0]


def test_a_broken_cache_is_read_past(data: Path) -> None:
    first = history.list_matches(data)
    history.cache_path(data).write_text('{"version": 1, "files": {"20261201-100000-sheriff.json": {"key": "x", "match": 3}}}', encoding="utf-8")
    assert history.list_matches(data) == first
    history.cache_path(data).write_text("not json", encoding="utf-8")
    assert history.list_matches(data) == first
    assert json.loads(history.cache_path(data).read_text(encoding="utf-8"))["version"] == history.CACHE_VERSION


def test_no_history_folder_is_no_matches(tmp_path: Path) -> None:
    assert history.list_matches(tmp_path) == [] and stats.all_stats([]) == []


def test_points_lost_is_a_hook_that_says_none_yet(tmp_path: Path) -> None:
    assert stats.points_lost_per_deal(tmp_path / "x.json") is None


def test_rolling_mean_over_the_last_deals() -> None:
    s = stats.Stats("sheriff", "sheriff", (), (4, 0, -2, 6), stats.Rate(0, 0), stats.Rate(0, 0), stats.Rate(0, 0), stats.Rate(0, 0), stats.Rate(0, 0))
    assert s.rolling(2) == [4.0, 2.0, -1.0, 2.0]
    assert stats.Rate(2, 3).words("match") == "2 of 3 matches (67%)" and stats.Rate(0, 0).words() == "—"
