"""The bare Textual app the menu's start-up is measured against (:data:`sheriff_tui.startup.BARE`),
in this terminal: ``python tools/bare_app.py`` (ctrl+q quits)."""

from sheriff_tui.startup import BARE

exec(compile(BARE, "bare_app", "exec"))
