"""A run spread over worker processes: tasks of deals handed out, results in the tasks' order.

Each worker makes its :class:`~.deals.Table` once and plays the tasks it is
given; the parent gathers the results in order (so the records are the same as
in one process) and hears how many deals are played for the progress bar.
"""

from __future__ import annotations

import os
import signal
import time
from collections import deque
from typing import Any, Callable, Iterable, Iterator

from .deals import DealRecord, Plan, Table, Task


def default_jobs() -> int:
    """Every core this process may run on: the default of ``sim --jobs``."""
    count = getattr(os, "process_cpu_count", None)  # Python 3.13
    if count is not None:
        return count() or 1
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class _Worker:
    """A worker process's table, made by :func:`_start_worker`, and its count of deals played,
    told to the parent every :data:`TELL_SECONDS` and at each task's end (for the progress bar)."""

    table: Table
    told: Any  # a SimpleQueue of counts
    played = 0
    last = 0.0

    @classmethod
    def tick(cls) -> None:
        cls.played += 1
        now = time.monotonic()
        if now - cls.last >= TELL_SECONDS:
            cls.tell(now)

    @classmethod
    def tell(cls, now: float) -> None:
        if cls.played:
            cls.told.put(cls.played)
            cls.played = 0
        cls.last = now


TELL_SECONDS = 0.25


def _start_worker(plan: Plan, told: Any) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's: it ends the workers itself
    _Worker.table = Table(plan)
    _Worker.told = told


def _work(task: Task) -> list[list[DealRecord]]:
    out = _Worker.table.work(task, _Worker.tick)
    _Worker.tell(time.monotonic())
    return out


class InProcess:
    """Tasks played in this process, one after another, when asked for."""

    def __init__(self, plan: Plan, tick: Callable[[], None] | None) -> None:
        self.table = Table(plan)
        self.tick = tick

    def results(self, tasks: Iterable[Task]) -> Iterator[list[list[DealRecord]]]:
        for task in tasks:
            yield self.table.work(task, self.tick)

    def close(self) -> None:
        pass


class Workers:
    """Tasks played by ``jobs`` worker processes, a few ahead of the one waited for, the
    results handed back in the tasks' order whatever order they finish in. ``played(count)``
    hears of the deals the workers have played so far, folded in or not."""

    def __init__(self, plan: Plan, jobs: int, played: Callable[[int], None]) -> None:
        import multiprocessing

        # a fresh process per worker (forkserver, else spawn): nothing of the parent's comes along
        # (no Textual, no Rich and its threads), and the workers import only the simulator
        if "forkserver" in multiprocessing.get_all_start_methods():
            ctx = multiprocessing.get_context("forkserver")
            ctx.set_forkserver_preload([__name__])
        else:
            ctx = multiprocessing.get_context("spawn")
        self.told = ctx.SimpleQueue()
        self.pool: Any = ctx.Pool(jobs, initializer=_start_worker, initargs=(plan, self.told))
        self.ahead = 2 * jobs
        self.played = played
        self.count = 0

    def results(self, tasks: Iterable[Task]) -> Iterator[list[list[DealRecord]]]:
        pending: deque[Any] = deque()
        for task in tasks:
            pending.append(self.pool.apply_async(_work, (task,)))
            if len(pending) >= self.ahead:
                yield self._wait(pending.popleft())
        while pending:
            yield self._wait(pending.popleft())

    def _wait(self, result: Any) -> Any:
        """A worker's result, waited for in short spells: a wait without a timeout can't be
        broken by Ctrl+C, and between spells the progress bar hears of the deals played."""
        while True:
            self._hear()
            if result.ready():
                return result.get()
            result.wait(0.1)

    def _hear(self) -> None:
        before = self.count
        while not self.told.empty():
            self.count += self.told.get()
        if self.count != before:
            self.played(self.count)

    def close(self) -> None:
        """End the workers now (a run's end, Ctrl+C, an error): tasks played ahead are dropped."""
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()
            self.pool = None
            self.told.close()


#: tasks a run is cut into per worker: enough for a smooth progress bar, few enough to
#: keep the cost of handing records back small
TASKS_PER_JOB = 16


