"""Every hand face up, one seat a row, for the deal review: the trumps first, highest first
(Sheepshead's queens and jacks named in full, as they cross the suits), then the other cards by
suit, high to low; the card each seat plays to the trick shown marked."""

from __future__ import annotations

from typing import Sequence

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.widget import Widget

from ...cards import bits, rank_of, suit_of
from ...i18n import _
from ..cardtext import label, suit_label
from .trick import fit_name

SUIT_ORDER = (3, 2, 0, 1)  # spades, hearts, clubs, diamonds: black and red take turns
NAME_ROOM = 10


class ReviewHands(Widget):
    DEFAULT_CSS = """
    ReviewHands {
        height: auto;
        padding: 0 1;
        border: round $primary 50%;
        border-title-color: $card-black;
        background: $card-face;
    }
    ReviewHands > .review-hands--red { color: $card-red; text-style: $suit-style-red; }
    ReviewHands > .review-hands--black { color: $card-black; text-style: $suit-style-black; }
    ReviewHands > .review-hands--name { color: $card-black; text-style: bold; }
    ReviewHands > .review-hands--played { background: $card-legal 45%; text-style: bold underline; }  /* as a card marked in the hand */
    ReviewHands > .review-hands--empty { color: $card-dim; }
    """
    COMPONENT_CLASSES = {"review-hands--red", "review-hands--black", "review-hands--name", "review-hands--played", "review-hands--empty"}

    def __init__(self, *, ascii: bool = False, id: str | None = None) -> None:
        super().__init__(id=id)
        self.ascii = ascii
        self.names: Sequence[str] = ()
        self.hands: Sequence[int] = ()
        self.played: dict[int, int] = {}
        self.trumps: tuple[int, ...] = ()
        self.strength: dict[int, int] = {}

    def show(self, names: Sequence[str], hands: Sequence[int], played: dict[int, int] | None = None, title: str | None = None, trumps: Sequence[int] = (), order: Sequence[int] = ()) -> None:
        """Each seat's cards (masks); ``played``: seat -> the card it plays to this trick (marked);
        ``trumps``: the deal's trumps, highest first (none: cards by suit only); ``order``: the
        pack strongest first, the order within a suit (none: by rank)."""
        self.names, self.hands, self.played = tuple(names), tuple(hands), dict(played or {})
        self.trumps = tuple(trumps)
        self.strength = {c: -i for i, c in enumerate(order)}
        self.border_title = Text(_("Hands") if title is None else title)
        self.refresh(layout=True)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return max(1, len(self.names))

    def render(self) -> Text:
        style = self.get_component_rich_style
        red, black = style("review-hands--red"), style("review-hands--black")
        name_style, played_style, empty = style("review-hands--name"), style("review-hands--played"), style("review-hands--empty")
        room = min(NAME_ROOM, max((cell_len(n) for n in self.names), default=0))
        out = Text(no_wrap=True, overflow="ellipsis")
        for s, name in enumerate(self.names):
            if s:
                out.append("\n")
            out.append(set_cell_size(fit_name(name, room), room), name_style)  # by cells: あなた is six
            hand = self.hands[s] if s < len(self.hands) else 0
            if not hand:
                out.append("  —", empty)
                continue
            trumps = [c for c in self.trumps if hand >> c & 1]
            if trumps:  # one suit: its symbol and ranks; across the suits (Sheepshead): each card named
                across = len({suit_of(c) for c in self.trumps}) > 1
                out.append("  trump" if across else "  " + suit_label(suit_of(trumps[0]), self.ascii), black if across else red if suit_of(trumps[0]) in (1, 2) else black)
                for c in trumps:
                    colour = red if suit_of(c) in (1, 2) else black
                    out.append(" ")
                    out.append(label(c, self.ascii) if across else label(c, True)[:-1], colour + played_style if self.played.get(s) == c else colour)
            trump_mask = sum(1 << c for c in self.trumps)
            for suit in SUIT_ORDER:
                cards = sorted((c for c in bits(hand & ~trump_mask) if suit_of(c) == suit), key=lambda c: self.strength.get(c, rank_of(c)), reverse=True)
                if not cards:
                    continue
                colour = red if suit in (1, 2) else black
                out.append("  " + suit_label(suit, self.ascii), colour)
                for c in cards:
                    rank = label(c, True)[:-1]
                    out.append(" ")
                    out.append(rank, colour + played_style if self.played.get(s) == c else colour)
        return out
