"""Killed mid-save (SIGKILL, at a seeded random moment), the app never loses its last save.

A saver process plays a match and saves after every action; the test kills it a seeded
number of microseconds after its first save returned, so the kill lands anywhere in a later
save: writing the temporary file, syncing it, renaming it, syncing the folder. What is on
disk must then load, and be the last save that returned or the one being made. The saver
starts from a fork server that has imported the engine already: a kill costs milliseconds,
and 100 of them run in CI (many more behind ``slow``)."""

from __future__ import annotations

import multiprocessing
import os
import random
import time
from pathlib import Path

import pytest

from sheriff_tui import paths, presets, records, saves

from .. import kill_helpers

CI_KILLS = 100
SLOW_KILLS = 2000


def _context() -> multiprocessing.context.BaseContext:
    if "forkserver" not in multiprocessing.get_all_start_methods():
        pytest.skip("no fork server on this system")
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["tests.kill_helpers"])
    return ctx


def _spin_until(condition, seconds: float = 20.0) -> None:
    """Wait for the saver without sleeping: the kill's moment is the test's own to choose."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("the saver never got that far")
        os.sched_yield() if hasattr(os, "sched_yield") else time.sleep(0)


def _deals_after(rules, seed: int, actions: int) -> list:
    """The record's deals of save number ``actions`` (the match replayed as the saver played it)."""
    game, rng, bot = kill_helpers.play(rules, seed), random.Random(seed), kill_helpers.RandomBot()
    for _ in range(actions):
        if game.to_act is None:
            game, rng = kill_helpers.play(rules, seed), random.Random(seed)
        kill_helpers.step(game, rng, bot)
    return records.to_record(game, kill_helpers.GAME)["deals"]


def kill_saves(tmp_path: Path, kills: int, seed: int) -> None:
    ctx = _context()
    rules = presets.load_rules(kill_helpers.GAME, kill_helpers.GAME)
    data = tmp_path / "data"
    rng = random.Random(seed)
    for n in range(kills):
        match_seed = rng.randrange(1 << 30)
        wait_us = rng.randrange(10_000)  # a save takes some milliseconds here, most of it syncing
        started, done = ctx.Value("q", 0, lock=False), ctx.Value("q", 0, lock=False)
        proc = ctx.Process(target=kill_helpers.saver, args=(str(data), rules, match_seed, started, done), daemon=True)
        proc.start()
        try:
            _spin_until(lambda: done.value >= 1 or not proc.is_alive())  # this match is on disk
            assert proc.is_alive(), f"kill {n}: the saver ended by itself (exit {proc.exitcode})"
            until = time.perf_counter() + wait_us / 1e6
            _spin_until(lambda: time.perf_counter() >= until)
        finally:
            proc.kill()
            proc.join()
        last_done, last_started = done.value, started.value
        try:
            loaded, meta = saves.load_current(data)
        except saves.SaveError as exc:
            raise AssertionError(f"kill {n} (seed {seed}) after {last_done} saves: the last save does not load: {exc}") from None
        assert meta == {"seed": match_seed}, f"kill {n}: an earlier match's save"
        on_disk = records.to_record(records.replay(loaded), kill_helpers.GAME)["deals"]
        kept = [k for k in {last_done, last_started} if _deals_after(rules, match_seed, k) == on_disk]
        assert kept, f"kill {n} (seed {seed}): the save on disk is neither save {last_done} (the last done) nor {last_started} (the one being made)"
    # every saver has ended: what their cut-short saves left is cleaned, and nothing else
    paths.clean_temp_files(saves.saves_dir(data))
    assert [p.name for p in saves.saves_dir(data).iterdir()] == ["current.json"]
    saves.load_current(data)


def test_a_save_killed_at_any_moment_leaves_the_last_save_loading(tmp_path: Path) -> None:
    kill_saves(tmp_path, CI_KILLS, seed=20)


@pytest.mark.slow
def test_a_save_killed_at_any_moment_leaves_the_last_save_loading_long(tmp_path: Path) -> None:
    kill_saves(tmp_path, SLOW_KILLS, seed=21)
