"""The forms by ``rules.form``: a match of each, and the check of a deal given by hand.

The standard game (:mod:`.game`) knows none of its forms; each form's module builds on
it (Indiana) or stands apart (fox, battery), and only this module names them all, so no
form is imported back by the base.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ..core import DealSetup, Match
from . import battery, fox
from .battery import BatteryMatch
from .fox import FoxMatch
from .game import Sheepshead, check_standard_setup
from .indiana import IndianaSheepshead
from .rules import Rules

MATCHES: dict[str, type[Match]] = {"fox": FoxMatch, "battery": BatteryMatch, "indiana": IndianaSheepshead}
SETUP_CHECKS: dict[str, Callable[[Rules, DealSetup], None]] = {"fox": fox.check_setup, "battery": battery.check_setup}


def check_setup(rules: Rules, setup: DealSetup) -> None:
    """Raise ValueError naming what is wrong with a given deal."""
    return SETUP_CHECKS.get(rules.form, check_standard_setup)(rules, setup)


def new_game(
    rules: Rules,
    seats: int | Sequence[str] | None = None,
    seed: int | None = None,
    setups: Sequence[DealSetup] | None = None,
    dealer: int = 0,
) -> Any:
    """A match of ``rules.form``: the standard game (:class:`Sheepshead`) or the fox game."""
    return MATCHES.get(rules.form, Sheepshead).new(rules, seats, seed, setups, dealer)
