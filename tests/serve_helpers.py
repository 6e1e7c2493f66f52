"""A real ``sheriff-tui serve`` in a subprocess on a free loopback port, and the checks that
it stops with nothing left running: for the serve and the browser tests."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DEADLINE = 30.0  # seconds; a deadline on a wait for a signal, never a sleep


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def descendants(pid: int) -> set[int]:
    """Every process below ``pid``, from /proc (Linux)."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        parents.setdefault(ppid, []).append(int(entry.name))
    out: set[int] = set()
    todo = [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            if child not in out:
                out.add(child)
                todo.append(child)
    return out


def command_line(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return []


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended (its parent not yet told)


def tables_below(pid: int) -> list[int]:
    """The tabs' tables: the ``python -m sheriff_tui play`` processes below the server."""
    return [p for p in descendants(pid) if command_line(p)[1:4] == ["-m", "sheriff_tui", "play"]]


@dataclass
class Served:
    port: int
    process: subprocess.Popen[bytes]
    log: Path
    data_dir: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")

    def stop(self) -> set[int]:
        """SIGTERM (what Ctrl+C or a service manager sends), the server's status 0 checked;
        returns the processes that were below it and are still running once it has ended."""
        below = descendants(self.process.pid)
        self.process.send_signal(signal.SIGTERM)
        assert self.process.wait(timeout=DEADLINE) == 0, self.log_text()
        deadline = time.monotonic() + DEADLINE
        while any(alive(pid) for pid in below) and time.monotonic() < deadline:
            time.sleep(0.05)  # a poll interval under a deadline, not a wait for something to happen
        return {pid for pid in below if alive(pid)}


def _wait_for_port(served: Served) -> None:
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline:
        if served.process.poll() is not None:
            pytest.fail(f"the server ended with status {served.process.returncode}: {served.log_text()}")
        try:
            with socket.create_connection(("127.0.0.1", served.port), timeout=1):
                return
        except OSError:
            time.sleep(0.05)  # a poll interval under a deadline, not a wait for something to happen
    pytest.fail(f"the server did not open port {served.port} in {DEADLINE}s: {served.log_text()}")


@contextlib.contextmanager
def serving(tmp_path: Path, *options: str) -> Iterator[Served]:
    """``sheriff-tui serve --port P --data-dir D OPTIONS`` on its own folders, listening when
    this yields; killed with its tables at the end if a test did not stop it."""
    port = free_port()
    log = tmp_path / "server.log"
    data = tmp_path / "data"
    env = {**os.environ, "SHERIFF_TUI_CONFIG_DIR": str(tmp_path / "config"), "SHERIFF_TUI_DATA_DIR": str(data)}
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "sheriff_tui", "serve", "--port", str(port), "--data-dir", str(data), *options],
            cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True,
        )
    served = Served(port, process, log, data)
    try:
        _wait_for_port(served)
        yield served
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)  # only this test's own server and its tables
            process.wait()
