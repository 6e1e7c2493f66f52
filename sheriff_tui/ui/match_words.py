"""A match named in a few words, for the menu and the questions about it: "Sheepshead, deal 3 of 10"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

GAME_TITLES = {"nottingham": "Sheriff of Nottingham"}
RACES = {"fox", "indiana"}  # forms played to a target of their own: no "of N deals"


def game_title(game: str) -> str:
    return GAME_TITLES.get(game, game.title())


def match_words(summary: Any) -> str:
    """A saved match (``saves.Summary``): its game and how far it has gone, as far as the record says."""
    title = game_title(summary.game) + (f" ({summary.form})" if summary.form else "")
    if not summary.deals:  # one deal played out in rounds (Nottingham): what is known without replaying
        return f"{title}, {summary.players} players" if summary.players else title
    if summary.target:
        return f"{title}, deal {summary.deal}, playing to {summary.target}"
    if summary.form in RACES:
        return f"{title}, deal {summary.deal}"
    return f"{title}, deal {summary.deal} of {summary.deals}"


def shown_path(path: Path) -> str:
    """A path as a person reads it: under the home folder, with ``~``."""
    try:
        return "~/" + str(Path(path).relative_to(Path.home()))
    except ValueError:
        return str(path)
