"""The bare Textual app the menu's start-up is measured against: a Header, a Static, a Footer.

    python tools/bare_app.py            # in a terminal (ctrl+q quits)
    python tools/bare_app.py --ready    # exits at its first frame, writing the time of it on stdout

The same app as ``sheriff_tui.startup.BARE`` (which ``bench --startup`` runs headless, as
code in a fresh interpreter); ``tools/startup_tmux.py`` starts this file in tmux.
"""

from __future__ import annotations

import os
import sys
import time

from textual.app import App
from textual.widgets import Footer, Header, Static


class Bare(App):
    def __init__(self, exit_when_ready: bool = False) -> None:
        super().__init__()
        self.exit_when_ready = exit_when_ready

    def compose(self):
        yield Header()
        yield Static("Hello")
        yield Footer()

    def on_ready(self) -> None:
        if self.exit_when_ready:
            os.write(1, repr(time.time()).encode())
            self.exit()


if __name__ == "__main__":
    Bare(exit_when_ready="--ready" in sys.argv[1:]).run()
