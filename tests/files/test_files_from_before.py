"""Files written by the app before its layout changed (tests/data/before_packages, made on
2026-12-06 by the version of that day) still load and replay unchanged: records of every game
and several forms, a save in the middle of a J♦ deal, a user preset extending a built-in one,
the settings and a user theme. A move of modules must leave every one of them working."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from sheriff_tui import presets, records, saves, settings, themes

BEFORE = Path(__file__).resolve().parents[1] / "data" / "before_packages"
EXPECTED = json.loads((BEFORE / "expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("preset", sorted(EXPECTED))
def test_a_record_from_before_replays_to_the_same_scores(preset: str) -> None:
    path = BEFORE / "records" / f"{preset}.json"
    before = path.read_bytes()
    game = records.replay(records.load_path(path))
    want = EXPECTED[preset]
    assert list(game.scores) == want["scores"]
    assert sum(len(log.actions) for log in game.deal_logs()) == want["actions"]
    assert path.read_bytes() == before


def test_the_save_from_before_continues_where_it_was(tmp_path: Path) -> None:
    shutil.copytree(BEFORE / "data", tmp_path / "data")
    game, loaded, meta = saves.resume_current(tmp_path / "data")
    assert loaded.preset == "sheepshead-jd" and loaded.players == ("You", "Belle", "Wyatt", "Doc", "Calamity")
    assert meta == {"seats": ["human", "normal", "normal", "hard", "normal"], "seed": 23, "pace": "fast"}
    assert sum(len(log.actions) for log in game.deal_logs()) == 40 and not game.is_over


def test_the_config_from_before_reads_the_same(tmp_path: Path) -> None:
    shutil.copytree(BEFORE / "config", tmp_path / "config")
    config = tmp_path / "config"
    rules = presets.load_rules("sheepshead", "our-tuesday", None, config)
    cracks = presets.load_rules("sheepshead", "sheepshead-cracks", None, None)
    assert rules.deals == 20 and rules.cracking and rules.cap == cracks.cap
    chosen, problems = settings.load_settings(config)
    assert problems == []
    assert (chosen.player_name, chosen.pace, chosen.theme, chosen.game) == ("Annie", "fast", "sheriff-light", "sheepshead")
    assert dict(chosen.presets)["sheepshead"] == "our-tuesday"
    found, problems = themes.load_themes(config_dir=config)
    assert problems == [] and "my-light" in [t.name for t in found]
    assert (config / "presets" / "our-tuesday.toml").read_text(encoding="utf-8").startswith("# Tuesday nights")
