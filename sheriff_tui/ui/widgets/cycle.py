"""A choice among a few values in one line: ``◂ normal ▸``.

Textual's ``Select`` is a widget, a current-value widget and an overlay list,
each styled and mounted: five of them cost the New game form half its opening
time. A ``Cycle`` is one node that draws its value between two arrows; ← → and
Enter or space step through the values (wrapping), a click on the left arrow
steps back and anywhere else forward. One with ``listed=True`` (the house rules,
too many to step through blind) opens a :class:`CycleList` of its values on
Enter, space or a click on its name; that list is built only when opened.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Label, OptionList

from ...i18n import N_
from .footer import TranslatedFooter

#: an option as given: a value shown as itself, or (label, value)
OptionLike = Hashable | tuple[str, Hashable]

LEFT = "◂ "
RIGHT = " ▸"


def _pairs(options: Iterable[OptionLike]) -> list[tuple[str, Hashable]]:
    return [o if isinstance(o, tuple) else (str(o), o) for o in options]


class Cycle(Widget, can_focus=True):
    """A focusable value among ``options``: ← → step (wrapping), Enter and space step forward or,
    when ``listed``, open the list of values."""

    DEFAULT_CSS = """
    Cycle {
        width: auto;
        height: 3;
        padding: 0 1;
        background: $surface;
        color: $foreground;
        border: tall $border-blurred;
        &:focus {
            border: tall $border;
            background-tint: $foreground 5%;
        }
    }
    """

    BINDINGS = [
        Binding("left", "step(-1)", N_("Change"), show=False),
        Binding("right", "step(1)", N_("Change"), key_display="← →"),
        Binding("enter,space", "press", N_("Pick"), show=False),
    ]

    class Changed(Message):
        """The value changed, by a key, a click, the list or code."""

        def __init__(self, cycle: Cycle, value: Hashable) -> None:
            super().__init__()
            self.cycle = cycle
            self.value = value

        @property
        def control(self) -> Cycle:
            return self.cycle

    def __init__(
        self,
        options: Iterable[OptionLike],
        value: Hashable | None = None,
        *,
        listed: bool = False,
        title: str = "",
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self._options = _pairs(options)
        if not self._options:
            raise ValueError("a Cycle needs at least one option")
        self._index = self._index_of(value) if value is not None else 0
        self.listed = listed
        self.title = title  # the list's heading

    # -- value -----------------------------------------------------------------------
    @property
    def options(self) -> list[tuple[str, Hashable]]:
        return list(self._options)

    @property
    def value(self) -> Hashable:
        return self._options[self._index][1]

    @value.setter
    def value(self, value: Hashable) -> None:
        self._select(self._index_of(value))

    @property
    def label(self) -> str:
        return self._options[self._index][0]

    def set_options(self, options: Iterable[OptionLike], value: Hashable | None = None) -> None:
        """New options; the value becomes ``value``, else stays if it is still offered, else the first.
        Posts Changed when the value is not the one before."""
        before = self.value
        self._options = _pairs(options)
        if not self._options:
            raise ValueError("a Cycle needs at least one option")
        values = [v for _, v in self._options]
        want = value if value is not None else before
        self._index = values.index(want) if want in values else 0
        self.refresh(layout=True)
        if self.value != before:
            self.post_message(self.Changed(self, self.value))

    def _index_of(self, value: Hashable) -> int:
        for i, (_, v) in enumerate(self._options):
            if v == value:
                return i
        raise ValueError(f"{value!r} is not one of the options")

    def _select(self, index: int) -> None:
        if index == self._index:
            return
        self._index = index
        self.refresh()
        self.post_message(self.Changed(self, self.value))

    # -- drawing ---------------------------------------------------------------------
    def get_content_width(self, container: Size, viewport: Size) -> int:
        return max(cell_len(label) for label, _ in self._options) + cell_len(LEFT) + cell_len(RIGHT)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1

    def render(self) -> Content:
        room = max(0, self.content_size.width - cell_len(LEFT) - cell_len(RIGHT))
        label = self.label
        if cell_len(label) > room:
            label = label[: max(0, room - 1)] + "…" if room else ""
        return Content(LEFT + label + " " * (room - cell_len(label)) + RIGHT)  # plain text: a user preset's name as typed

    # -- acting ----------------------------------------------------------------------
    def action_step(self, by: int) -> None:
        self._select((self._index + by) % len(self._options))

    def action_press(self) -> None:
        if self.listed:
            self.open_list()
        else:
            self.action_step(1)

    def _on_click(self, event: events.Click) -> None:
        event.stop()
        x = event.x - self.gutter.left  # from the content's left edge
        if x < cell_len(LEFT):
            self.action_step(-1)
        elif self.listed and x < self.content_size.width - cell_len(RIGHT):
            self.open_list()
        else:
            self.action_step(1)

    def open_list(self) -> None:
        """The values in a list over the screen, the current one highlighted: Enter or a click picks."""

        def picked(index: int | None) -> None:
            if index is not None and self.is_attached:
                self._select(index)

        self.app.push_screen(CycleList([label for label, _ in self._options], self._index, self.title), picked)


class CycleList(ModalScreen[int | None]):
    """A Cycle's values as a list: Enter or a click picks one (its index), Esc keeps the value."""

    DEFAULT_CSS = """
    CycleList { align: center middle; }
    CycleList > #cycle-box {
        width: auto; max-width: 90%; height: auto; max-height: 90%;
        border: round $border; background: $surface; padding: 0 1;
    }
    CycleList #cycle-title { color: $text-muted; }
    CycleList OptionList { width: auto; height: auto; max-height: 70vh; }  /* the box, its title and the footer in sight */
    """

    BINDINGS = [Binding("escape", "close", N_("Close"))]

    def __init__(self, labels: Sequence[str], index: int, title: str = "") -> None:
        super().__init__()
        self.labels = list(labels)
        self.index = index
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical(id="cycle-box"):
            if self.title_text:
                yield Label(self.title_text, id="cycle-title", markup=False)
            options = OptionList(*[Content(label) for label in self.labels], id="cycle-list", markup=False, compact=True)
            options.highlighted = self.index
            yield options
        yield TranslatedFooter(compact=True)

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option_index)

    def action_close(self) -> None:
        self.dismiss(None)
