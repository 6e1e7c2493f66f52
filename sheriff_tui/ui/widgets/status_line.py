"""The table's status line: where the table stands, and for a while a message over it.

A hint, a refusal, "Wait for your turn", the pace: said in a line of the
table's own layout, not in toasts piled over the seats and the trick (toasts
are left for rare events, a file that can't be read or saved). ``update()``
sets the standing text, as a ``Static``'s does; :meth:`StatusLine.say` shows a
message over it, with a severity drawn as a class (``-warning``), until its
timer (``set_timer``, never a sleep) or :meth:`StatusLine.clear_message` takes
it away and the standing text shows again.

It is one row, always: a long line wrapped to two and the table jumped. What does
not fit is cut with an ellipsis, keeping the last part after a " · " when it is
short (the turn, "Enter does it"); the table writes a cut message into its log
whole (``BotTurns.tell``).
"""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.timer import Timer
from textual.visual import VisualType
from textual.widgets import Static

SEVERITIES = ("information", "warning")
SEP = " · "


def fit(content: Content, width: int) -> Content:
    """``content`` in ``width`` cells on one row: as it is if it fits, else cut with an ellipsis,
    the part after its last " · " kept whole if it takes at most half the row ('You · Sheriff ·
    contract 6 · tri… · your turn')."""
    if width <= 0 or content.cell_length <= width:
        return content
    at = content.plain.rfind(SEP)
    if at > 0:
        tail = content[at:]
        if tail.cell_length <= width // 2:
            return content[:at].truncate(width - tail.cell_length, ellipsis=True) + tail
    return content.truncate(width, ellipsis=True)


class StatusLine(Static):
    DEFAULT_CSS = """
    StatusLine { height: 1; text-wrap: nowrap; }
    StatusLine.-information { color: $text; text-style: bold; }
    StatusLine.-warning { color: $text-warning; background: $warning-muted; text-style: bold; }
    """

    message: reactive[str] = reactive("", init=False)
    severity: reactive[str] = reactive("information", init=False)

    def __init__(self, content: VisualType = "", *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(content, id=id, classes=classes, markup=False)  # it names players: text, not markup
        self._standing: VisualType = content
        self._timer: Timer | None = None

    def fits(self, text: str) -> bool:
        """``text`` fits the row whole (before the line is laid out: as far as is known, yes)."""
        width = self.content_size.width
        return not width or Content(text).cell_length <= width

    def render(self) -> Content:  # type: ignore[override]
        visual = self.visual
        if not isinstance(visual, Content):
            return visual  # type: ignore[return-value]
        return fit(visual, self.content_size.width)

    @property
    def standing(self) -> VisualType:
        """The text under any message: where the table stands."""
        return self._standing

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        """The standing text; a message on show stays over it until it goes."""
        self._standing = content
        if not self.message:
            super().update(content, layout=layout)

    def say(self, text: str, severity: str = "information", timeout: float | None = 4.0) -> None:
        """Show ``text`` (plain: never read as markup) over the standing text; ``timeout`` None keeps
        it until :meth:`clear_message`."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.severity = severity if severity in SEVERITIES else "information"
        self.message = text
        self._draw()
        if timeout:
            self._timer = self.set_timer(timeout, lambda: self.clear_message(text))

    def clear_message(self, text: str | None = None) -> None:
        """Take the message away (only if it is still ``text``, when given): the standing text shows."""
        if not self.message or (text is not None and self.message != text):
            return
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.message = ""

    def watch_message(self) -> None:
        self._draw()

    def watch_severity(self) -> None:
        self._draw()

    def _draw(self) -> None:
        for severity in SEVERITIES:
            self.set_class(bool(self.message) and self.severity == severity, f"-{severity}")
        super().update(Content(self.message) if self.message else self._standing)
