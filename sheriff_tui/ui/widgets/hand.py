"""Your hand: one widget drawing every card, the playable ones numbered.

One widget for the whole hand, not one per card: first-frame time grows with
the widget count. Keys move a cursor and play; a click plays the card under it.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.binding import Binding
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ..cardtext import is_red, label

CELL = 4  # columns per card: "10♠" and a space; 17 cards fit in 80 columns


class Hand(Widget, can_focus=True):
    """The player's cards; posts :class:`Hand.CardChosen` when one is chosen."""

    DEFAULT_CSS = """
    Hand {
        height: 4;
        padding: 0 1;
        border: round $primary 50%;
        background: $card-face;
    }
    Hand:focus { border: round $accent; }
    Hand > .hand--red { color: $card-red; text-style: $suit-style-red; }
    Hand > .hand--black { color: $card-black; text-style: $suit-style-black; }
    Hand > .hand--dim { color: $card-dim; text-style: dim; }
    Hand > .hand--cursor { text-style: reverse bold; }
    Hand > .hand--number { color: $card-legal; text-style: bold; }
    """
    COMPONENT_CLASSES = {"hand--red", "hand--black", "hand--dim", "hand--cursor", "hand--number"}
    BINDINGS = [
        Binding("left", "move(-1)", "Left", show=False, id="hand.left"),
        Binding("right", "move(1)", "Right", show=False, id="hand.right"),
        Binding("home", "jump(0)", "First", show=False, id="hand.first"),
        Binding("end", "jump(-1)", "Last", show=False, id="hand.last"),
        Binding("enter,space", "choose", "Play card", id="hand.choose"),
    ] + [
        Binding(str(d), f"number({d})", f"Card {d}", show=False, id=f"hand.number{d}") for d in "1234567890"
    ]

    cursor: reactive[int] = reactive(0)

    class CardChosen(Message):
        def __init__(self, hand: "Hand", card: int) -> None:
            super().__init__()
            self.hand = hand
            self.card = card

    def __init__(self, *, ascii: bool = False, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: list[int] = []
        self.legal: frozenset[int] = frozenset()
        self.ascii = ascii
        self.hint = ""
        self.placeholder = "(no cards)"

    # -- state from the screen ------------------------------------------------
    def show(self, cards: Sequence[int], legal: Sequence[int] = (), hint: str = "", placeholder: str = "(no cards)") -> None:
        """Show these cards in this order; ``legal`` ones may be chosen."""
        self.placeholder = placeholder
        old = self.cards[self.cursor] if self.cards and self.cursor < len(self.cards) else None
        self.cards = list(cards)
        self.legal = frozenset(legal)
        self.hint = hint
        self.border_title = hint or None
        firsts = [i for i, c in enumerate(self.cards) if c in self.legal]
        if old in self.cards and (old in self.legal or not firsts):
            self.cursor = self.cards.index(old)
        else:
            self.cursor = firsts[0] if firsts else 0
        self.refresh()

    @property
    def numbered(self) -> list[int]:
        """The playable cards in hand order: digit 1 is the first of them."""
        return [c for c in self.cards if c in self.legal]

    # -- drawing -------------------------------------------------------------
    def render(self) -> Text:
        red = self.get_component_rich_style("hand--red", partial=True)
        black = self.get_component_rich_style("hand--black", partial=True)
        dim = self.get_component_rich_style("hand--dim", partial=True)
        cur = self.get_component_rich_style("hand--cursor", partial=True)
        num = self.get_component_rich_style("hand--number", partial=True)
        numbers = Text()
        faces = Text()
        numbered = self.numbered
        for i, c in enumerate(self.cards):
            n = numbered.index(c) + 1 if c in self.legal else 0
            numbers.append(f"{(str(n % 10) if 0 < n <= 10 else ''):>{CELL - 2}}  ", style=num)
            style = (red if is_red(c) else black) if c in self.legal else dim
            if i == self.cursor and self.has_focus:
                style = style + cur
            faces.append(f"{label(c, self.ascii):>{CELL - 1}}", style=style)
            faces.append(" ")
        if not self.cards:
            faces.append(self.placeholder, style=dim)
        return Text("\n").join([numbers, faces])

    def watch_cursor(self) -> None:
        self.refresh()

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    # -- input ---------------------------------------------------------------
    def action_move(self, step: int) -> None:
        if self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)

    def action_jump(self, index: int) -> None:
        if self.cards:
            self.cursor = index % len(self.cards)

    def action_choose(self) -> None:
        if self.cards and 0 <= self.cursor < len(self.cards):
            self.post_message(self.CardChosen(self, self.cards[self.cursor]))

    def action_number(self, digit: int) -> None:
        n = 10 if digit == 0 else digit
        numbered = self.numbered
        if n <= len(numbered):
            card = numbered[n - 1]
            self.cursor = self.cards.index(card)
            self.post_message(self.CardChosen(self, card))

    def card_at(self, x: int) -> int | None:
        """The card under column ``x`` of the content region, if any."""
        i = x // CELL
        return self.cards[i] if 0 <= i < len(self.cards) else None

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        card = self.card_at(offset.x)
        if card is not None:
            self.cursor = self.cards.index(card)
            self.post_message(self.CardChosen(self, card))
