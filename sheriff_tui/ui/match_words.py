"""A match named in a few words, for the menu and the questions about it: "Sheepshead, deal 3 of 10"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..i18n import N_, _

# each game's name as a player reads it (translated where shown); a game not listed is its key, capitalised
GAME_TITLES = {
    "sheriff": N_("Sheriff"),
    "sheepshead": N_("Sheepshead"),
    "toruf": N_("Toruf"),
    "nottingham": N_("Sheriff of Nottingham"),
}
# the words of a few kept values (paces, bot and hint levels: English in the files), as a player reads them
CHOICE_WORDS = (N_("instant"), N_("fast"), N_("normal"), N_("slow"), N_("random"), N_("hard"), N_("expert"))
SHORT_TITLES = {"nottingham": N_("Nottingham")}  # where room is short: a column of 80, a row's name
RACES = {"fox", "indiana"}  # forms played to a target of their own: no "of N deals"


def game_title(game: str) -> str:
    return _(GAME_TITLES[game]) if game in GAME_TITLES else game.title()


def short_title(game: str) -> str:
    """The game's name where room is short: Nottingham, not Sheriff of Nottingham."""
    return _(SHORT_TITLES[game]) if game in SHORT_TITLES else game_title(game)


def choice_word(value: str) -> str:
    """A pace or a level (a kept value) in the language in use: ``normal`` → 「ふつう」."""
    return _(value) if value in CHOICE_WORDS else value


def match_words(summary: Any) -> str:
    """A saved match (``saves.Summary``): its game and how far it has gone, as far as the record says."""
    title = game_title(summary.game) + (f" ({summary.form})" if summary.form else "")
    if not summary.deals:  # one deal played out in rounds (Nottingham): what is known without replaying
        return _("{title} for {players} players").format(title=title, players=summary.players) if summary.players else title
    if summary.target:
        return _("{title}, deal {deal}, playing to {target}").format(title=title, deal=summary.deal, target=summary.target)
    if summary.form in RACES:
        return _("{title}, deal {deal}").format(title=title, deal=summary.deal)
    return _("{title}, deal {deal} of {deals}").format(title=title, deal=summary.deal, deals=summary.deals)


def shown_path(path: Path) -> str:
    """A path as a person reads it: under the home folder, with ``~``."""
    try:
        return "~/" + str(Path(path).relative_to(Path.home()))
    except ValueError:
        return str(path)
