"""The history folder read off the screen's thread, for History and Statistics alike."""

from __future__ import annotations

from typing import Any

from textual.widgets import Static

from ...i18n import _


def read_matches(screen: Any, note: str) -> None:
    """Read the history folder in a thread, then ``screen.show(matches)``; a folder that can't
    be read is said in the Static ``note`` (not a silent "Reading…")."""
    app = screen.app
    data_dir, config_dir = app.data_dir, app.config_dir

    def read() -> None:
        from ... import history

        try:
            found = history.list_matches(data_dir, config_dir)
        except Exception as exc:  # the folder itself unusable
            said = _("The history folder can't be read: {problem}").format(problem=exc)
            app.call_from_thread(screen.query_one(note, Static).update, said)
            return
        app.call_from_thread(screen.show, found)

    screen.run_worker(read, thread=True, group="history-read", exit_on_error=False)
