"""Your hand: one widget drawing every card, the playable ones keyed.

One widget for the whole hand, not one per card: first-frame time grows with
the widget count. Keys move a cursor and play; a click plays the card under it.
Every playable card has a key, shown above it: 1 … 9, 0 for the first ten,
then q w e r t y u i o (the row under the digits) for the 11th to the 19th, so
a 13- or 17-card hand is keyed to its last trump (no table binds those letters).

Marking mode (``select=k``, a bury or a discard of several cards): Space, a
digit or a click marks or unmarks a card, Enter confirms once ``k`` are marked
(before that it marks too). The hand reports each change with
:class:`Hand.Marked`, a card that can't be marked with :class:`Hand.MarkRefused`
and the confirmation with :class:`Hand.MarkConfirmed`; the screen and the engine
decide whether the marked cards may go.

On a tall screen (the table's ``-tall``, as the trick's cards) each card is
drawn as a small framed card three rows high, when the hand fits the width.

A row under the cards carries short tags (``marks``: "unk", "new" …) and,
in marking mode, a ▲ under each marked card. A hint's card or cards
(:meth:`Hand.suggest`) are drawn with a ▼ and a style of their own in the key
row above the cards: the hint never moves the cursor or marks a card.
"""

from __future__ import annotations

from typing import Sequence

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.binding import Binding
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.content import Content
from textual.widget import Widget

from ...i18n import N_, _
from ..cardtext import is_red, label
from .cursor import CardCursor, cursor_bindings, number_bindings

CELL = 4  # columns per card: "10♠" and a space; 17 cards fit in 80 columns
BIG_CELL = 6  # a framed card "╭───╮" and a space: 17 cards in 102 columns
CARD_KEYS = "1234567890qwertyuio"  # the playable cards' keys, in hand order


class Hand(CardCursor, Widget, can_focus=True):
    """The player's cards; posts :class:`Hand.CardChosen` when one is chosen."""

    DEFAULT_CSS = """
    Hand {
        height: auto;
        padding: 0 1;
        border: round $primary 50%;
        border-title-color: $card-black;  /* the title sits on the card face, like the cards' own text */
        background: $card-face;
    }
    Hand:focus { border: round $card-legal; }  /* the playable cards' colour: it shows on the card face in every theme */
    Hand > .hand--red { color: $card-red; text-style: $suit-style-red; }
    Hand > .hand--black { color: $card-black; text-style: $suit-style-black; }
    Hand > .hand--dim { color: $card-dim; text-style: dim; }
    Hand > .hand--cursor { text-style: reverse bold; }
    Hand > .hand--number { color: $card-legal; text-style: bold; }
    Hand > .hand--marked { background: $card-legal 45%; text-style: bold underline; }
    Hand > .hand--tag { color: $card-dim; text-style: italic; }
    Hand > .hand--tag-marked { color: $card-red; text-style: bold; }
    Hand > .hand--hinted { color: $accent; text-style: bold reverse; }
    """
    COMPONENT_CLASSES = {
        "hand--red", "hand--black", "hand--dim", "hand--cursor", "hand--number",
        "hand--marked", "hand--tag", "hand--tag-marked", "hand--hinted",
    }
    BINDINGS = [
        *cursor_bindings("hand"),
        # not in the footer: the hand's title asks for the card and each card shows its key; at 80
        # columns "⏎ Play" pushed "esc Menu" off the footer once the pace key names the pace
        # (its words never shown, and not marked: the catalog's "Play" is the menu's, 遊ぶ)
        Binding("enter,space", "choose", "Play", show=False, id="hand.choose"),
        # marking mode only (check_action): Space marks, Enter confirms. Not in the footer: the
        # hand's title says so ("Space marks, Enter buries"), and at 80 columns they pushed
        # "Pace" and "esc Menu" off the footer's end
        Binding("space", "toggle", N_("Mark card"), show=False, id="hand.mark"),
        Binding("enter", "confirm", N_("Confirm"), show=False, id="hand.confirm"),
    ] + number_bindings("hand") + [
        Binding(k, f"nth({n})", f"Card {n}", show=False, id=f"hand.card{n}") for n, k in enumerate(CARD_KEYS[10:], start=11)
    ]

    cursor: reactive[int] = reactive(0)

    class CardChosen(Message):
        def __init__(self, hand: "Hand", card: int) -> None:
            super().__init__()
            self.hand = hand
            self.card = card

    class Marked(Message):
        """The marked cards changed (marking mode)."""

        def __init__(self, hand: "Hand", cards: tuple[int, ...]) -> None:
            super().__init__()
            self.hand = hand
            self.cards = cards

    class MarkRefused(Message):
        """A card that can't be marked was chosen: the screen says why."""

        def __init__(self, hand: "Hand", card: int) -> None:
            super().__init__()
            self.hand = hand
            self.card = card

    class KeyUnused(Message):
        """A card key with no playable card under it (5 when only 2 may be played)."""

        def __init__(self, hand: "Hand", key: str, playable: int) -> None:
            super().__init__()
            self.hand, self.key, self.playable = hand, key, playable

    class MarkConfirmed(Message):
        def __init__(self, hand: "Hand", cards: tuple[int, ...]) -> None:
            super().__init__()
            self.hand = hand
            self.cards = cards

    def __init__(self, *, ascii: bool = False, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: list[int] = []
        self.legal: frozenset[int] = frozenset()
        self.ascii = ascii
        self.hint = ""
        self.placeholder = _("(no cards)")
        self.marks: dict[int, str] = {}
        self.select = 0  # cards to mark; 0: choose one card
        self.marked: list[int] = []
        self.bright = False
        self.hinted: tuple[int, ...] = ()  # a hint's cards: drawn, never marked

    # -- state from the screen ------------------------------------------------
    def show(
        self,
        cards: Sequence[int],
        legal: Sequence[int] = (),
        hint: str = "",
        placeholder: str | None = None,
        *,
        marks: dict[int, str] | None = None,
        select: int = 0,
        bright: bool = False,
    ) -> None:
        """Show these cards in this order; ``legal`` ones may be chosen (or marked).

        ``bright``: none is to be chosen, but all are drawn in their colours
        (the hand a bid or a pick is decided on), not dimmed.
        """
        self.placeholder = _("(no cards)") if placeholder is None else placeholder
        old = self.cards[self.cursor] if self.cards and self.cursor < len(self.cards) else None
        rows_before = self._rows()
        self.cards = list(cards)
        could = bool(self.legal)
        self.legal = frozenset(legal)
        self.hint = hint
        self.marks = dict(marks or {})
        self.bright = bright
        self.hinted = ()
        was = self.select
        self.select = select
        self.marked = [c for c in self.marked if c in self.legal] if select and was == select else []
        self._update_title()
        firsts = [i for i, c in enumerate(self.cards) if c in self.legal]
        if old in self.cards and (old in self.legal or not firsts):
            self.cursor = self.cards.index(old)
        else:
            self.cursor = firsts[0] if firsts else 0
        if was != select or could != bool(self.legal):
            self.refresh_bindings()
        self.refresh(layout=self._rows() != rows_before)

    def _update_title(self) -> None:
        title = self.hint
        if self.select and title:
            title += _(" · {n} of {total} marked").format(n=len(self.marked), total=self.select)
        self.border_title = Content(title) if title else None  # it may name a player: text, not markup

    @property
    def numbered(self) -> list[int]:
        """The playable cards in hand order: key 1 is the first of them, ``CARD_KEYS[n]`` the n+1th."""
        return [c for c in self.cards if c in self.legal]

    def _big(self, width: int) -> bool:
        """Framed cards: on a tall screen, when every card fits ``width``."""
        return bool(self.cards) and self.is_mounted and self.screen.has_class("-tall") and len(self.cards) * BIG_CELL <= width

    def _cell(self) -> int:
        return BIG_CELL if self._big(self.content_size.width) else CELL

    def _rows(self, width: int | None = None) -> int:
        faces = 3 if self._big(self.content_size.width if width is None else width) else 1
        return 1 + faces + (1 if (self.marks or self.select) and self.cards else 0)

    # -- drawing -------------------------------------------------------------
    def render(self) -> Text:
        red = self.get_component_rich_style("hand--red", partial=True)
        black = self.get_component_rich_style("hand--black", partial=True)
        dim = self.get_component_rich_style("hand--dim", partial=True)
        cur = self.get_component_rich_style("hand--cursor", partial=True)
        num = self.get_component_rich_style("hand--number", partial=True)
        marked = self.get_component_rich_style("hand--marked", partial=True)
        tag = self.get_component_rich_style("hand--tag", partial=True)
        tag_marked = self.get_component_rich_style("hand--tag-marked", partial=True)
        hinted = self.get_component_rich_style("hand--hinted", partial=True)
        big = self._big(self.content_size.width)
        cell = BIG_CELL if big else CELL
        pad = 1 if big else 0  # the key and the tag sit over and under the card's label
        numbers = Text()
        faces = [Text() for _row in range(3 if big else 1)]
        tags = Text()
        numbered = self.numbered
        for i, c in enumerate(self.cards):
            n = numbered.index(c) + 1 if c in self.legal else 0
            key = CARD_KEYS[n - 1] if 0 < n <= len(CARD_KEYS) else ""
            if c in self.hinted:
                numbers.append(f"{('v' if self.ascii else '▼') + key:>{CELL - 2 + pad}}", style=hinted)
                numbers.append(" " * (cell - CELL + 2 - pad))
            else:
                numbers.append(f"{key:>{CELL - 2 + pad}}" + " " * (cell - CELL + 2 - pad), style=num)
            style = (red if is_red(c) else black) if c in self.legal or self.bright else dim
            if c in self.marked:
                style = style + marked
            if i == self.cursor and self.has_focus:
                style = style + cur
            if big:
                for row, text in zip(faces, self._framed(label(c, self.ascii))):
                    row.append(text, style=style)
                    row.append(" ")
            else:
                faces[0].append(f"{label(c, self.ascii):>{CELL - 1}}", style=style)
                faces[0].append(" ")
            if c in self.marked:
                tags.append(f"{'^' if self.ascii else '▲':>{CELL - 2 + pad}}" + " " * (cell - CELL + 2 - pad), style=tag_marked)
            else:
                tags.append(_right(self.marks.get(c, ""), CELL - 1, CELL - 1 + pad) + " " * (cell - CELL + 1 - pad), style=tag)
        if not self.cards:
            faces[0].append(self.placeholder, style=dim)
        rows = [numbers, *faces]
        if (self.marks or self.select) and self.cards:
            rows.append(tags)
        return Text("\n").join(rows)

    def _framed(self, text: str) -> tuple[str, str, str]:
        """A card three rows high: its label in a frame (room for "10♠")."""
        if self.ascii:
            return "+---+", f"|{text:>3}|", "+---+"
        return "╭───╮", f"│{text:>3}│", "╰───╯"

    def get_content_height(self, container, viewport, width: int) -> int:  # type: ignore[override]
        return self._rows(width)

    # -- input ---------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose":  # shown greyed while no card may be played (the bots' turns, a bid)
            return False if self.select else (True if self.legal else None)
        if action in ("toggle", "confirm"):
            return bool(self.select)
        return True

    def action_choose(self) -> None:
        if self.cards and 0 <= self.cursor < len(self.cards):
            self.post_message(self.CardChosen(self, self.cards[self.cursor]))

    def action_toggle(self) -> None:
        if self.cards and 0 <= self.cursor < len(self.cards):
            self.toggle(self.cards[self.cursor])

    def action_confirm(self) -> None:
        """Enter: confirm once enough cards are marked, else mark the card under the cursor."""
        if self.select and len(self.marked) == self.select:
            self.post_message(self.MarkConfirmed(self, tuple(self.marked)))
        else:
            self.action_toggle()

    def toggle(self, card: int) -> None:
        """Mark or unmark a card; marking one too many lets the oldest mark go."""
        if card not in self.legal:
            self.post_message(self.MarkRefused(self, card))
            return
        if card in self.marked:
            self.marked.remove(card)
        else:
            self.marked.append(card)
            if len(self.marked) > self.select:
                self.marked.pop(0)
        self._update_title()
        self.refresh()
        self.post_message(self.Marked(self, tuple(self.marked)))

    def suggest(self, cards: Sequence[int]) -> None:
        """Draw these cards as a hint's (none: no hint); the cursor and the marks stay the player's."""
        hinted = tuple(c for c in cards if c in self.cards)
        if hinted != self.hinted:
            self.hinted = hinted
            self.refresh()

    def action_number(self, digit: int) -> None:
        self.action_nth(10 if digit == 0 else digit)

    def action_nth(self, n: int) -> None:
        """The n-th playable card's key: play it (mark it, in marking mode)."""
        numbered = self.numbered
        if n > len(numbered) and self.legal:
            self.post_message(self.KeyUnused(self, CARD_KEYS[n - 1], len(numbered)))
        if n <= len(numbered):
            card = numbered[n - 1]
            self.cursor = self.cards.index(card)
            if self.select:
                self.toggle(card)
            else:
                self.post_message(self.CardChosen(self, card))

    def card_at(self, x: int) -> int | None:
        """The card under column ``x`` of the content region, if any."""
        i = x // self._cell()
        return self.cards[i] if 0 <= i < len(self.cards) else None

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        card = self.card_at(offset.x)
        if card is not None:
            self.cursor = self.cards.index(card)
            if self.select:
                self.toggle(card)
            else:
                self.post_message(self.CardChosen(self, card))


def _right(text: str, most: int, width: int) -> str:
    """``text`` in at most ``most`` cells (cut, never half a wide character), right-aligned in ``width`` cells."""
    if cell_len(text) > most:
        text = set_cell_size(text, most)
    return " " * max(width - cell_len(text), 0) + text
