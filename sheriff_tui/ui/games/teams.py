"""Partners at the table: the four-seat games where seats 0 and 2 play against 1 and 3 (Toruf,
Sheepshead's fox game) name a partnership and a seat's side alike; the game's part is only
its engine's ``team_of``."""

from __future__ import annotations

from typing import Callable, Sequence

from ...i18n import _


def team_name(names: Sequence[str], team: int) -> str:
    """'You & Wyatt' for team 0 (seats 0 and 2), 'Belle & Doc' for team 1."""
    return f"{names[team]} & {names[team + 2]}"


def side_role(me: int, seat: int, team_of: Callable[[int], int]) -> str:
    """A seat as ``me`` sees it in its panel: 'Partner' or 'Opponent' (in the language in use),
    nothing for its own."""
    if seat == me:
        return ""
    return _("Partner") if team_of(seat) == team_of(me) else _("Opponent")
