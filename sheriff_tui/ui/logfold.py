"""Folding a log line to the log's width without parting the cards of a group.

"You bury 7♣ 8♣ (3 points)" should not end one line with the 7♣ and start the
next with the 8♣: a run of cards is read as one thing. Rich breaks at any
space (a no-break space too), so the log folds its lines itself, and Rich,
given lines that fit, leaves them alone.
"""

from __future__ import annotations

import re

from rich.cells import cell_len

from . import kinsoku

# a card as the log names it (10♦, Q♣; QC, 10D with --ascii; a card face down), with the punctuation around it
_CARD = re.compile(r"^\(?(?:10|[2-9JQKA])[♣♦♥♠CDHS][,:;.)]*$|^\(?(?:##|▒▒)[,:;.)]*$")


def fold(text: str, width: int) -> list[str]:
    """``text`` as lines of at most ``width`` cells, broken at spaces, a run of cards kept together
    where it fits on a line (a longer run breaks between two cards, never inside one). A line break
    in ``text`` starts a new line (an entry of two sentences: a bury told, then the deal's score)."""
    if "\n" in text:
        return [line for part in text.split("\n") for line in fold(part, width)]
    if width < 1 or cell_len(text) <= width:
        return [text]
    if kinsoku.has_wide(text):
        return _fold_wide(text, width)
    units: list[str] = []
    card_run = False
    for word in text.split(" "):
        card = bool(_CARD.match(word))
        if units and card and card_run:
            units[-1] += " " + word
        else:
            units.append(word)
        card_run = card
    lines: list[str] = []
    line = ""
    for unit in units:
        for piece in _pieces(unit, width):
            if not line:
                line = piece
            elif cell_len(line) + 1 + cell_len(piece) <= width:
                line += " " + piece
            else:
                lines.append(line)
                line = piece
    lines.append(line)
    return lines


def _fold_wide(text: str, width: int) -> list[str]:
    """A line with Japanese in it: broken between any two characters by kinsoku's rules (a long
    run with no space goes on the line it starts on, not whole to the next), a run of cards kept together."""
    pieces: list[tuple[int, str]] = []
    for start, unit in kinsoku.units(text):
        if pieces and _CARD.match(unit.strip()) and _CARD.match(pieces[-1][1].strip().rsplit(" ", 1)[-1]):
            pieces[-1] = (pieces[-1][0], pieces[-1][1] + unit)
        else:
            pieces.append((start, unit))
    cuts = [0, *kinsoku.breaks(pieces, width), len(text)]
    return [text[a:b].rstrip(" ") for a, b in zip(cuts, cuts[1:])]


def _pieces(unit: str, width: int) -> list[str]:
    """A unit too wide for a line, in pieces that fit: a run of cards broken between cards."""
    if cell_len(unit) <= width or " " not in unit:
        return [unit]
    out: list[str] = []
    for word in unit.split(" "):
        if out and cell_len(out[-1]) + 1 + cell_len(word) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return out
