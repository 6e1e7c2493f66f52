"""The auction prompt: only the valid bids and pass, as the engine lists them.

Short ranges (Sheriff's 6–17) are a row of buttons; long ones (Toruf's 46–90)
a stepper, so the prompt fits 80 columns for every game. The stepper also
takes PgUp/PgDn (ten at a time). Both take a bid typed in digits: 80 is two
keys, not thirty-four presses of ↑; in a row, 1 then 2 focus the 12.

A typed bid shows in the stepper as it is typed ("5_"), Backspace takes its
last digit back, and ↑/↓ drop it. It is complete once no longer bid on offer
begins with it: a bid on offer is then set, anything else is refused in the
prompt's own words ("95 is not a bid here: 47 to 90, or pass") and forgotten,
so a leftover digit never joins the next number (9 5 5 2 ends at 52).
"""

from __future__ import annotations

from typing import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalGroup, VerticalGroup
from textual.reactive import reactive
from textual.widgets import Button, Label

from ...engine.core import Action
from ...i18n import N_, _, pgettext
from .prompt import ActionPrompt, point_at

MAX_BUTTONS = 13


class BidPrompt(VerticalGroup):
    DEFAULT_CSS = """
    BidPrompt { height: auto; padding: 0 1; }
    BidPrompt > Label { width: 100%; }
    BidPrompt > HorizontalGroup > Button { min-width: 5; margin: 0 1 0 0; }
    BidPrompt #bid-value { padding: 0 1; text-style: bold; }
    BidPrompt > Label.-refused { color: $text-warning; text-style: bold; }
    BidPrompt Button.-hinted { background: $accent; color: $text; text-style: bold underline; }
    """
    BINDINGS = [
        Binding("left", "app.focus_previous", N_("Previous"), show=False, id="bid.left"),
        Binding("right", "app.focus_next", N_("Next"), show=False, id="bid.right"),
        Binding("up,plus", "step(1)", N_("Raise"), show=False, id="bid.up"),
        Binding("down,minus", "step(-1)", N_("Lower"), show=False, id="bid.down"),
        Binding("pageup", "step(10)", N_("Raise 10"), show=False, id="bid.up10"),
        Binding("pagedown", "step(-10)", N_("Lower 10"), show=False, id="bid.down10"),
        *(Binding(d, f"digit({d})", f"Type {d}", show=False, id=f"bid.digit{d}") for d in "0123456789"),
        Binding("backspace", "erase", N_("Erase a digit"), show=False, id="bid.erase"),
        Binding("p", "pass_", N_("Pass"), show=False, id="bid.pass"),  # the question says "P to pass", the Pass button is in the row
    ]
    value: reactive[int] = reactive(0)
    Chosen = ActionPrompt.Chosen

    def __init__(self, question: str, legal: Sequence[Action], *, game: str = "", id: str | None = None) -> None:
        super().__init__(id=id)
        self.question = question
        self.game = game  # its words as this game says them (Toruf's ビッド): :func:`said`
        self.bids = {a.value: a for a in legal if a.act == "bid" and a.value is not None}
        self.pass_action = next((a for a in legal if a.act == "pass"), None)
        self.values = sorted(self.bids)
        self.stepper = len(self.values) > MAX_BUTTONS
        self.set_reactive(BidPrompt.value, self.values[0] if self.values else 0)
        self.typed = ""  # the digits of a bid being typed

    def compose(self) -> ComposeResult:
        yield Label(self.question, id="bid-question", markup=False)  # it may name a player
        with HorizontalGroup():
            if self.pass_action is not None:
                yield Button(_("Pass"), id="bid-pass", compact=True)
            if self.stepper:
                yield Button("−", id="bid-down", compact=True)
                yield Label(str(self.value), id="bid-value")
                yield Button("+", id="bid-up", compact=True)
                yield Button(self.said(N_("Bid")), id="bid-go", variant="primary", compact=True)
            else:
                for v in self.values:
                    yield Button(str(v), id=f"bid-{v}", variant="primary", compact=True)

    def on_mount(self) -> None:
        self.focus_first()
        self.post_message(ActionPrompt.Ready())

    def focus_first(self) -> None:
        self._focus("#bid-go" if self.stepper else (f"#bid-{self.values[0]}" if self.values else "#bid-pass"))

    def _focus(self, target: str) -> bool:
        """Focus this button, if it is there (gone if the prompt was replaced)."""
        for button in self.query(target).results(Button):
            button.focus()
            return True
        return False

    def suggest(self, action: Action | None) -> bool:
        """Draw the hinted bid's button (the stepper's Bid) or the pass as the hint's (``-hinted``);
        the stepper's value and the focus stay the player's."""
        target = None
        if action is not None and action.act == "pass" and self.pass_action is not None:
            target = "bid-pass"
        elif action is not None and action.act == "bid" and action.value in self.bids:
            target = "bid-go" if self.stepper else f"bid-{action.value}"
        point_at(self.query(Button).results(Button), lambda button: button.id == target)
        return target is not None

    def watch_value(self, value: int) -> None:
        self._show_value()

    def _show_value(self) -> None:
        """The stepper's value, or the digits being typed and the ones still to come ("5_")."""
        if self.stepper and self.is_mounted:
            width = len(str(self.values[-1])) if self.values else 1
            text = self.typed + "_" * (width - len(self.typed)) if self.typed else str(self.value)
            for label in self.query("#bid-value").results(Label):
                label.update(text)

    def _say(self, refusal: str | None = None) -> None:
        """The question again, or why a typed bid is refused, in the prompt's own line."""
        for label in self.query("#bid-question").results(Label):
            label.update(refusal or self.question)
            label.set_class(bool(refusal), "-refused")

    def _set_typed(self, typed: str) -> None:
        self.typed = typed
        self._show_value()

    def said(self, message: str) -> str:
        """``message`` as the game at this table says it (a context of the catalogs), else as all do."""
        return pgettext(self.game, message) if self.game else _(message)

    def refusal(self, typed: str) -> str:
        """Why a typed number is no bid here, with the range the engine lists."""
        if not self.values:
            return self.said(N_("{typed} is not a bid here: you can only pass")).format(typed=typed)
        lo, hi = self.values[0], self.values[-1]
        rng = _("{lo} to {hi}").format(lo=lo, hi=hi) if len(self.values) == hi - lo + 1 else ", ".join(map(str, self.values))
        if self.pass_action is not None:
            return self.said(N_("{typed} is not a bid here: {bids}, or pass")).format(typed=typed, bids=rng)
        return self.said(N_("{typed} is not a bid here: {bids}")).format(typed=typed, bids=rng)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Page steps belong to the stepper; a row of buttons leaves those keys alone."""
        if action == "step" and parameters and abs(parameters[0]) > 1:  # type: ignore[arg-type]
            return self.stepper
        return True

    def action_step(self, delta: int) -> None:
        self._say()
        self._set_typed("")
        if self.values:
            i = self.values.index(self.value) if self.value in self.values else 0
            self.value = self.values[max(0, min(len(self.values) - 1, i + delta))]

    def action_digit(self, digit: int) -> None:
        """Type a bid: shown as typed; complete once no longer bid on offer begins with it, when a
        bid on offer is set (in a row of buttons its button takes the focus: Enter bids it) and
        anything else is refused with the range. Either way the digits are gone: the next digit
        begins a new number."""
        if not self.values:
            return
        self._say()
        typed = (self.typed + str(digit)).lstrip("0") or ""
        if not typed:
            self._say(self.refusal("0"))
            return
        if any(len(str(v)) > len(typed) and str(v).startswith(typed) for v in self.values):
            self._set_typed(typed)  # more digits to come
            if not self.stepper and int(typed) in self.bids:
                self._focus(f"#bid-{typed}")  # 1 is a bid and begins 12: its button, until 2 comes
            return
        self._set_typed("")
        self._take(typed)

    def _take(self, typed: str) -> bool:
        """A complete typed bid: set it if it is on offer, else say why not."""
        if int(typed) not in self.bids:
            self._say(self.refusal(typed))
            return False
        self.value = int(typed)
        if not self.stepper:
            self._focus(f"#bid-{self.value}")
        return True

    def action_erase(self) -> None:
        """Backspace: the last typed digit goes."""
        self._say()
        if self.typed:
            self._set_typed(self.typed[:-1])

    def action_pass_(self) -> None:
        if self.pass_action is not None:
            self.post_message(self.Chosen(self.pass_action))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        bid = event.button.id or ""
        if bid == "bid-pass":
            self.action_pass_()
        elif bid == "bid-down":
            self.action_step(-1)
        elif bid == "bid-up":
            self.action_step(1)
        elif bid == "bid-go":
            typed, self.typed = self.typed, ""
            if typed and not self._take(typed):  # Enter on "5_": 5 is what was meant, and no bid
                self._show_value()
                return
            self.post_message(self.Chosen(self.bids[self.value]))
        elif bid.startswith("bid-"):
            self.post_message(self.Chosen(self.bids[int(bid[4:])]))
