"""Whether a screen is being taken down: handlers that run late must not reach into it."""

from __future__ import annotations

from textual.screen import Screen


def leaving(screen: Screen) -> bool:
    """Detached, or being pruned: a pop or a quit removes the widgets first, and a mount
    handler, a bot's answer or a queued key that runs in between finds none of them.

    Reads Textual's private ``_pruning``, which Textual itself asks for the same thing
    (the version is pinned in pyproject.toml)."""
    return not screen.is_attached or screen._pruning
