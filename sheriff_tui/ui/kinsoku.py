"""Line breaking for Japanese: between any two characters, but never before 。、）」 or a small
kana, never after （「 (kinsoku shori, the rule every Japanese book and screen keeps).

Rich and Textual wrap a line at spaces, and fold a run with no space (a Japanese sentence) at
whatever cell the width ends on: a line could start with 「。」 or 「ー」, or end on 「（」. Both
wrap through ``rich._wrap.divide_line`` (Rich's ``Text.wrap``, Textual's ``Content.wrap``:
Static, Markdown, the log), so :func:`install` puts :func:`divide_line` in its place in those two
modules. A line with no wide character is Rich's own answer, offset for offset: English wraps
exactly as before.
"""

from __future__ import annotations

import re

from rich import _wrap
from rich.cells import cell_len, chop_cells

# characters a line may not start with: closing brackets, stops, the long-vowel mark, small kana
NO_START = frozenset(
    "、。，．・：；？！ー～〜…‥）」』】〕〉》］｝〙〗ゝゞヽヾ々"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
    ",.:;!?)]}%"
)
# characters a line may not end with: opening brackets
NO_END = frozenset("（「『【〔〈《［｛〘〖([{")

# a wide (CJK) character: each is a place to break, as a space is in English
_WIDE = "\u2e80-\u303f\u3040-\u30ff\u3100-\u31ff\u3200-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6"
_HAS_WIDE = re.compile(f"[{_WIDE}]")
_SPACE = r"[^\S\u00a0]"  # a space a line may break at: a no-break space holds its neighbours together
# the units a line is made of: a wide character, or a run of anything else, each with the spaces after it
_UNIT = re.compile(rf"{_SPACE}+|[{_WIDE}]{_SPACE}*|(?:[^\s{_WIDE}]|\u00a0)+{_SPACE}*")
_GLUE_BEFORE = NO_START | {"\u00a0"}


def has_wide(text: str) -> bool:
    """Whether ``text`` holds a wide (CJK) character: a line these rules break."""
    return _HAS_WIDE.search(text) is not None


def units(text: str) -> list[tuple[int, str]]:
    """``text`` as (offset, unit) pieces no break may enter: a character that may not start a
    line joins the unit before it, one that may not end a line joins the unit after it."""
    out: list[tuple[int, str]] = []
    glue_next = False
    for match in _UNIT.finditer(text):
        piece = match.group(0)
        if out and (glue_next or piece[0] in _GLUE_BEFORE):
            start, before = out[-1]
            out[-1] = (start, before + piece)
        else:
            out.append((match.start(), piece))
        glue_next = piece[-1] in NO_END or piece[-1] == "\u00a0"  # a space after it is a place to break
    return out


def breaks(pieces: list[tuple[int, str]], width: int, fold: bool = True) -> list[int]:
    """Where lines start (Rich's contract: offsets into the text), filling each line with whole
    ``pieces`` (:func:`units`, or a caller's own gluing of them); a piece wider than a line is
    folded where the width ends, as Rich folds a long word."""
    out: list[int] = []
    used = 0
    for start, unit in pieces:
        need = cell_len(unit.rstrip())
        if used + need <= width:
            used += cell_len(unit)
            continue
        if need > width:
            if not fold:
                if start:
                    out.append(start)
                used = cell_len(unit)
                continue
            if used and start:
                out.append(start)
            chopped = chop_cells(unit, width)
            for piece in chopped[:-1]:
                start += len(piece)
                out.append(start)
            used = cell_len(chopped[-1])
        elif used and start:
            out.append(start)
            used = cell_len(unit)
        else:
            used += cell_len(unit)
    return out


def divide_line(text: str, width: int, fold: bool = True) -> list[int]:
    """Where to break ``text`` to fit ``width`` cells (Rich's contract: the offsets of each new
    line's start). Breaks at spaces and between wide characters, by the rules above."""
    if not has_wide(text):
        return _rich_divide_line(text, width, fold)
    return breaks(units(text), width, fold)


_rich_divide_line = _wrap.divide_line


def install() -> None:
    """Rich's and Textual's wrapping break Japanese by these rules from now on."""
    import rich.text
    import textual.content

    rich.text.divide_line = divide_line  # type: ignore[attr-defined]
    textual.content.divide_line = divide_line  # type: ignore[attr-defined]
