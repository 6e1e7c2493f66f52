"""Progress of a long ``sim`` or ``bench`` run, on stderr so that stdout keeps only the report.

On a terminal a Rich progress bar (transient: it leaves the screen as it was);
otherwise a plain line at each tenth of the way, once the run has taken
:data:`QUIET_SECONDS` (a quick run prints nothing); with ``--json`` nothing at
all. Rich is imported here, only when a bar is drawn: never by the simulator.
"""

from __future__ import annotations

import sys
import time
from typing import Any, TextIO

#: plain lines start once a run has taken this long: a run that ends sooner says nothing
QUIET_SECONDS = 1.0
#: the bar is redrawn at most this often (a fast run reports thousands of deals a second)
REDRAW_SECONDS = 0.1


def estimate_words(label: str, est: Any) -> str:
    """``hard − normal +0.31 [+0.12, +0.50]``: a running estimate and its 95% interval, when it has one."""
    if est.n == 0:
        return ""
    text = f"{label} {est.mean:+.2f}"
    if est.lo is not None and est.hi is not None:
        text += f" [{est.lo:+.2f}, {est.hi:+.2f}]"
    return text


class Progress:
    """``update(done, total, note)`` as a run goes; ``close()`` at its end (also on Ctrl+C)."""

    def __init__(self, what: str, unit: str, quiet: bool, stream: TextIO | None = None, name: str | None = None) -> None:
        """``what`` starts a plain line (``sim sheriff``), ``name`` the bar (default ``what``); ``unit`` is what is counted."""
        self.what, self.unit = what, unit
        self.name = name or what
        self.stream = stream if stream is not None else sys.stderr
        self.quiet = quiet
        self.bar = not quiet and _isatty(self.stream)
        self._progress: Any = None
        self._task: Any = None
        self._t0 = time.monotonic()
        self._drawn = 0.0
        self._tenth = 0

    def update(self, done: int, total: int, note: str = "") -> None:
        if self.quiet:
            return
        now = time.monotonic()
        if self.bar:
            if now - self._drawn >= REDRAW_SECONDS or done >= total:
                self._drawn = now
                self._draw(done, total, note)
            return
        tenth = 10 * done // total if total else 10
        if tenth > self._tenth and now - self._t0 >= QUIET_SECONDS:
            self._tenth = tenth
            tail = f", {note}" if note else ""
            print(f"{self.what}: {done}/{total} {self.unit} ({100 * done // total}%){tail}, {now - self._t0:.0f} s", file=self.stream, flush=True)

    def _draw(self, done: int, total: int, note: str) -> None:
        if self._progress is None:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeRemainingColumn
            from rich.progress import Progress as Bar

            # the estimate last, where a narrow terminal cuts it rather than squeezing the bar away
            self._progress = Bar(
                TextColumn("{task.description}", markup=False),
                BarColumn(bar_width=12),
                MofNCompleteColumn(),
                TimeRemainingColumn(),
                TextColumn("{task.fields[note]}", markup=False),
                console=Console(file=self.stream),
                transient=True,
            )
            self._progress.start()
            self._task = self._progress.add_task(self.name, total=total, note="")
        room = self._progress.console.width - len(self.name) - 2 * len(str(total)) - 28  # the other columns and the gaps
        if len(note) > room:
            note = note[: max(room - 1, 0)] + "…" if room > 1 else ""
        self._progress.update(self._task, completed=done, total=total, note=note)

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
