"""``sim --jobs``, the progress of ``sim`` and ``bench`` on stderr, and ``expert`` on the command line."""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from sheriff_tui import cli, sim
from sheriff_tui.bots import hard as hard_bots
from sheriff_tui.commands import progress

REPO = Path(__file__).resolve().parents[2]


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = cli.main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def numbers(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    rc, out, err = run_cli(capsys, "sim", *argv, "--json")
    assert rc == 0, err
    assert err == ""  # --json: no progress, whatever the run's length
    data = json.loads(out)
    for key in ("seconds", "deals_per_sec"):  # timings: the only numbers that may differ
        data.pop(key)
    return data


@pytest.mark.parametrize(
    ("game", "argv"),
    [
        ("sheriff", ["--bots", "normal,random,random", "--deals", "6", "--duplicate"]),
        ("sheriff", ["--bots", "normal,random,random", "--deals", "21"]),  # two whole matches of 9, the last cut to 3
        ("sheepshead", ["--bots", "normal,random,normal,random,random", "--deals", "5", "--duplicate"]),
        ("toruf", ["--bots", "normal,random,normal,random", "--deals", "5", "--duplicate"]),
        ("toruf", ["--bots", "random,random,random,random", "--deals", "30", "--preset", "toruf-short"]),
        ("nottingham", ["--bots", "normal,random,random", "--preset", "nottingham-3", "--deals", "3", "--duplicate"]),
    ],
)
def test_two_jobs_give_the_json_of_one(capsys: pytest.CaptureFixture[str], game: str, argv: list[str]) -> None:
    one = numbers(capsys, game, *argv, "--seed", "5", "--jobs", "1")
    two = numbers(capsys, game, *argv, "--seed", "5", "--jobs", "2")
    assert one == two
    assert one["deals_played"] >= one["deals"]


def test_records_are_the_same_whatever_the_jobs() -> None:
    """Not only the statistics: every record, in deal order, and the matches' count."""
    rules = sim.default_rules("sheriff")
    bots = ("normal", "random", "random")
    one = sim.run_sim("sheriff", rules, bots, 20, seed=9, jobs=1)
    three = sim.run_sim("sheriff", rules, bots, 20, seed=9, jobs=3)
    assert three.records == one.records and three.games == one.games == 3
    assert [r.index for r in three.records] == list(range(20))


def test_jobs_must_be_a_whole_number_from_1(capsys: pytest.CaptureFixture[str]) -> None:
    for bad in ("0", "two"):
        rc, out, err = run_cli(capsys, "sim", "sheriff", "--jobs", bad)
        assert rc == 2 and out == "" and err.startswith("error: ") and "allowed: a whole number from 1" in err
    with pytest.raises(sim.SimError):
        sim.run_sim("sheriff", sim.default_rules("sheriff"), ("random",) * 3, 3, jobs=0)


def test_the_default_is_every_core() -> None:
    assert sim.default_jobs() >= 1
    if hasattr(os, "sched_getaffinity"):
        assert sim.default_jobs() == len(os.sched_getaffinity(0))


LINE = re.compile(r"^sim sheriff: (\d+)/(\d+) deals \((\d+)%\)(, .*)?, \d+ s$")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_plain_progress_lines_on_stderr_when_not_a_terminal(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, jobs: str) -> None:
    monkeypatch.setattr(progress, "QUIET_SECONDS", 0.0)  # a quick run prints them too
    rc, out, err = run_cli(capsys, "sim", "sheriff", "--bots", "normal,random,random", "--deals", "30", "--duplicate", "--jobs", jobs)
    assert rc == 0, err
    lines = err.splitlines()
    assert 1 <= len(lines) <= 10, lines
    parsed = [LINE.match(line) for line in lines]
    assert all(parsed), lines
    done = [int(m.group(1)) for m in parsed if m]
    assert done == sorted(done) and lines[-1].startswith("sim sheriff: 90/90 deals (100%), normal − random +")
    assert re.search(r"normal − random [+-]\d+\.\d\d \[[+-]\d+\.\d\d, [+-]\d+\.\d\d\]", lines[-1])
    assert "90 one-deal games" in out and "sim sheriff:" not in out  # the report on stdout as before


def test_a_quick_run_prints_no_progress(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run_cli(capsys, "sim", "sheriff", "--bots", "normal,random,random", "--deals", "3")
    assert rc == 0 and err == ""


def test_json_prints_no_progress(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress, "QUIET_SECONDS", 0.0)
    rc, out, err = run_cli(capsys, "sim", "sheriff", "--bots", "normal,random,random", "--deals", "30", "--jobs", "2", "--json")
    assert rc == 0 and err == ""
    assert json.loads(out)["deals"] == 30


def test_bench_progress_lines_and_none_with_json(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """bench tells each measurement and the last bot figure; its measuring is stood in for here."""
    monkeypatch.setattr(progress, "QUIET_SECONDS", 0.0)

    def run_bench(seconds, config_dir=None, progress=None, make=None):  # noqa: ANN001, ANN202
        notes = ["", "", "sheriff hard: median 61 ms, p99 170 ms", "sheriff expert: median 400 ms, p99 1900 ms"]
        for done, note in enumerate(notes):
            if progress is not None:
                progress(done, 4, f"step {done}", note)
        if progress is not None:
            progress(4, 4, "done", notes[-1])
        return {"seconds": seconds, "rounds": 4, "engine": {}, "bots": {}}

    monkeypatch.setattr(sim, "run_bench", run_bench)
    rc, out, err = run_cli(capsys, "bench")
    assert rc == 0
    lines = err.splitlines()
    assert lines[0].startswith("bench: 1/4 measurements (25%), step 1")
    assert lines[-1].startswith("bench: 4/4 measurements (100%), sheriff expert: median 400 ms, p99 1900 ms")
    rc, out, err = run_cli(capsys, "bench", "--json")
    assert rc == 0 and err == "" and json.loads(out)["bots"] == {}


def test_expert_on_the_command_line(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from sheriff_tui.commands.play_cmd import opponents

    monkeypatch.setattr(hard_bots, "EXPERT_SCALE", 0.1)  # a fast expert
    data = numbers(capsys, "sheriff", "--bots", "expert,normal,normal", "--deals", "2", "--jobs", "1")
    assert set(data["by_bot"]) == {"expert", "normal"} and data["diff"]["a"] == "expert"
    assert opponents("expert", 3) == ("expert", "expert")
    rc, out, err = run_cli(capsys, "sim", "sheriff", "--bots", "expret,normal,normal")
    assert rc == 2 and "allowed: random, normal, hard, expert" in err


def test_sheepsheads_contract_column_says_how_the_contracts_were_played(capsys: pytest.CaptureFixture[str]) -> None:
    data = numbers(capsys, "sheepshead", "--bots", "normal,normal,normal,normal,normal", "--deals", "40", "--jobs", "1")
    b = data["by_bot"]["normal"]
    assert b["mean_contract"] is None and set(b["contract_forms"]) <= {"partner", "alone"}
    assert sum(b["contract_forms"].values()) == b["sheriff_deals"]
    rc, out, err = run_cli(capsys, "sim", "sheepshead", "--bots", "normal,normal,normal,normal,normal", "--deals", "40", "--jobs", "1")
    row = next(line for line in out.splitlines() if line.startswith("normal "))
    assert re.search(r"partner \d+%( · alone \d+%)?$", row), row
    # Sheriff's column is still its mean bid
    sheriff = numbers(capsys, "sheriff", "--bots", "normal,normal,normal", "--deals", "9", "--jobs", "1")
    assert sheriff["by_bot"]["normal"]["mean_contract"] > 0 and sheriff["by_bot"]["normal"]["contract_forms"] is None


def _children(pid: int) -> list[int]:
    out: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            out += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return out


def _wait_gone(pid: int, seconds: float) -> bool:
    """Whether ``pid`` has ended within ``seconds`` (a pidfd turns readable when it does)."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        ready, _, _ = select.select([fd], [], [], seconds)
        return bool(ready)
    finally:
        os.close(fd)


@pytest.mark.skipif(not (hasattr(os, "pidfd_open") and Path("/proc/self/task").is_dir()), reason="needs Linux's /proc and pidfd")
def test_ctrl_c_stops_the_workers_without_a_traceback() -> None:
    cmd = [sys.executable, "-m", "sheriff_tui", "sim", "sheriff", "--bots", "normal,random,random", "--deals", "5000", "--duplicate", "--jobs", "2"]
    proc = subprocess.Popen(
        cmd, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # as at a terminal, whatever started pytest
    )
    try:
        assert proc.stderr is not None
        first = proc.stderr.readline()  # the first tenth played: the workers are at work
        assert first.startswith("sim sheriff: "), first
        family = _children(proc.pid)
        family += [g for c in family for g in _children(c)]
        assert len(family) >= 3  # the workers, beside the process that starts them
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl+C reaches the whole foreground group
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert out == ""
    assert all(_wait_gone(pid, 10) for pid in family)


def test_the_workers_import_neither_textual_nor_rich() -> None:
    """Fresh worker processes, whatever the parent has loaded (this one has both)."""
    import rich  # noqa: F401
    import textual  # noqa: F401

    plan = sim.Plan("sheriff", sim.default_rules("sheriff"), ("random",) * 3, 0, sim.make_bot)
    workers = sim.Workers(plan, 1, lambda count: None)
    try:
        loaded = workers.pool.apply(eval, ("sorted({m.split('.')[0] for m in __import__('sys').modules})",))
    finally:
        workers.close()
    assert "sheriff_tui" in loaded
    assert "textual" not in loaded and "rich" not in loaded
