"""Japanese text whole in a dropdown, a toast or any layer drawn over other widgets.

Textual's compositor cuts every screen line at the edges of every widget on it and fills each
piece from the front-most widget there. A widget drawn over others (a Select's list, a toast)
is cut at the edges of the widgets beneath it even where it covers both sides, and a
double-width character astride such an edge is cut in two: Rich draws it as two spaces
(「自動（システム」 showed as 「自動（  ステム」 in Settings). Textual 8.2.8 does this
(upstream: Textualize/textual#6357, open).

:func:`install` replaces the compositor's ``_render_chops`` with one that cuts a widget's line
only where what lies in front changes: the pieces a widget shows side by side are kept as one
(its first piece holds the text, the others an empty strip, so nothing behind claims them).
Lines without a wide character come out cell for cell as before.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from textual._compositor import Compositor
from textual.geometry import Region
from textual.strip import Strip

_EMPTY = Strip([], 0)
TEXTUALS = Compositor._render_chops  # as Textual draws: kept to show what changes


def _render_chops(self: Compositor, crop: Region, is_rendered_line: Callable[[int], bool]) -> Sequence[Mapping[int, Strip]]:
    """The compositor's chops (per line: cut offset -> strip), each widget's uncovered pieces whole."""
    cuts = self.cuts
    chops: list[dict[int, Strip | None]] = [dict.fromkeys(cut_set[:-1]) for cut_set in cuts]
    for region, clip, strips in self._get_renders(crop):  # front to back: the first to fill a piece wins it
        render_region = region.intersection(clip)
        render_x = render_region.x
        first_cut, last_cut = render_region.column_span
        for y, strip in zip(render_region.line_range, strips):
            if not is_rendered_line(y):
                continue
            line = chops[y]
            edges = [cut for cut in cuts[y] if last_cut >= cut >= first_cut]
            if len(edges) < 2:  # nothing of it on this line (no width left)
                continue
            free = [line.get(cut) is None for cut in edges[:-1]]
            # a piece of the strip per run of buckets all free or all taken
            starts = [0] + [i for i in range(1, len(free)) if free[i] != free[i - 1]]
            ends = starts[1:] + [len(free)]
            pieces = strip.divide([edges[end] - render_x for end in ends])
            for start, end, piece in zip(starts, ends, pieces):
                if not free[start]:
                    continue
                line[edges[start]] = piece
                for i in range(start + 1, end):
                    line[edges[i]] = _EMPTY
    return chops  # type: ignore[return-value]


def install() -> None:
    """Every screen of the app composes its layers by :func:`_render_chops` from now on."""
    setattr(Compositor, "_render_chops", _render_chops)

