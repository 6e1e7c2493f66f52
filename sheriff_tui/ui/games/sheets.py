"""The score sheet and the match result's standing, at every table: one shared piece, the
adapter's hooks its per-game part.

The hooks, each optional: ``sheet_columns(view)`` → the sheet's (heading, seat) columns (a
column per partnership; the match result then lists teams too), ``sheet_notes(view)`` → lines
above it, ``sheet_headline(result, view)`` → a deal's line short enough for its column (else
``result_headline``), ``score_sheet(view)`` → a sheet of the game's own where the match is no
column of deals (Nottingham's), ``match_headline(view, winner)`` → the result's first line (a
team wins) and ``match_winners(view)`` → the seats a tie-break lists first among equal totals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from textual.screen import ModalScreen


def sheet_layout(adapter: Any, view: Any) -> tuple[list[tuple[str, int]] | None, list[str]]:
    """The score sheet's columns and notes: the adapter's, else (None) a column per seat and no notes."""
    columns = getattr(adapter, "sheet_columns", None)
    notes = getattr(adapter, "sheet_notes", None)
    return (columns(view) if columns is not None else None, notes(view) if notes is not None else [])


def score_sheet(adapter: Any, game: Any, view: Any) -> "ModalScreen[Any]":
    """The match's score sheet as ``view``'s seat sees it: a row per deal, its line and changes."""
    own = getattr(adapter, "score_sheet", None)  # a game whose sheet is not a column of deals
    if own is not None:
        return own(view)
    from ..screens.results import ScoreSheetScreen

    line = getattr(adapter, "sheet_headline", adapter.result_headline)  # a shorter line may fit the column
    return ScoreSheetScreen(game.players, game.results, [line(r, view) for r in game.results], *sheet_layout(adapter, view))


class Standing(NamedTuple):
    """The match result's table: a row per player (or per partnership), and its first line."""

    names: list[str]
    totals: list[int]
    headline: str | None  # None: the best total's words
    heading: str  # "player", or "team" where a row is a partnership
    winners: tuple[int, ...]  # a tie-break's winners, listed first among equal totals


def standing(adapter: Any, game: Any, view: Any) -> Standing:
    """The match's end as its result says it, a row per team where the sheet has a column per team."""
    words = getattr(adapter, "match_headline", None)  # a partnership game names the winning team
    headline = words(view, getattr(game, "winner", None)) if words is not None else None
    columns, _ = sheet_layout(adapter, view)
    rows = [(name, game.scores[seat]) for name, seat in columns] if columns else list(zip(game.players, game.scores))
    tie_break = getattr(adapter, "match_winners", None)  # a game whose tie-break picks among equal totals
    winners = tie_break(view) if tie_break is not None and not columns else ()
    return Standing([n for n, _ in rows], [t for _, t in rows], headline, "team" if columns else "player", tuple(winners))
