"""A history folder of seeded bot matches, as the app leaves it: records with the table's meta,
named by time and game (finished, -abandoned, -unfinished)."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

from sheriff_tui import presets, records, saves
from sheriff_tui.bots import RandomBot
from sheriff_tui.engine import game_module


def bot_match(game: str, preset: str, seed: int, deals: int | None = None, stop_after: int | None = None) -> Any:
    """A seeded match of random bots (cut to ``deals`` deals: a quick test), played to its end
    or for ``stop_after`` actions."""
    rules = presets.load_rules(game, preset)
    if deals is not None and hasattr(rules, "deals"):
        rules = dataclasses.replace(rules, deals=deals)
    match = game_module(game).new_game(rules, seed=seed)
    rng, bot, done = random.Random(seed), RandomBot(), 0
    while match.to_act is not None and (stop_after is None or done < stop_after):
        match.apply(bot.choose(match.view(match.to_act), match.legal_actions(), rng))
        done += 1
    return match


def write_match(data_dir: Path, stamp: str, game: str, preset: str, seed: int, *, deals: int | None = 3, tag: str = "", stop_after: int | None = None, meta: dict[str, Any] | None = None) -> Path:
    """``history/<stamp>-<game><tag>.json`` holding a seeded bot match, the player in seat 0."""
    match = bot_match(game, preset, seed, deals, stop_after)
    record = records.to_record(match, preset)
    table = {"seats": ["human"] + ["normal"] * (len(match.players) - 1), "seed": seed, "pace": "instant"} if meta is None else meta
    path = saves.history_dir(data_dir) / f"{stamp}-{game}{tag}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    saves.save_current(record, table, data_dir, slot=path)
    return path


def seed_history(data_dir: Path) -> list[Path]:
    """Two games with matches on two days, an abandoned one, and a broken file."""
    folder = saves.history_dir(data_dir)
    out = [
        write_match(data_dir, "20261201-100000", "sheriff", "sheriff", 1),
        write_match(data_dir, "20261202-100000", "sheriff", "sheriff", 2, meta={"seats": ["human", "normal", "normal"], "undos": 2}),
        write_match(data_dir, "20261203-100000", "sheriff", "sheriff", 3),
        write_match(data_dir, "20261203-120000", "sheepshead", "sheepshead", 4, deals=5),
        write_match(data_dir, "20261204-090000", "sheriff", "sheriff", 5, tag="-abandoned", stop_after=40),
    ]
    broken = folder / "20261204-100000-toruf.json"
    broken.write_text('{"format": "sheriff-tui-record", "version": 1, "game": "toruf", "deals": [', encoding="utf-8")
    out.append(broken)
    return out
