"""Per-game pieces of the table: words, prompts and layout hints.

The table screen is shared by every game; a game plugs in an adapter that turns
its views and events into what the screen shows. Adapters only read the engine:
the rules stay in the engine.

What every game's table repeats is one shared piece, the adapter its per-game part: the
seat panels (``seat_info`` → :class:`SeatInfo`, drawn by ``widgets.seat.show_seats``),
the prompts (:class:`PromptSpec`, :func:`card_prompt`), how a hint is said
(:mod:`.hints`, hook ``hint_words``), the score sheet and the match's standing
(:mod:`.sheets`), and the partnerships of the four-seat games (:mod:`.teams`).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, Sequence

if TYPE_CHECKING:  # the menu asks which games have a table: no engine for that
    from ...engine.core import Action, Event

HUMAN = "human"  # the seat kind of the person at the table; bots are named by level


@dataclass(frozen=True)
class PromptSpec:
    """What the human is asked: ``bid``, ``choice`` (buttons), ``cards`` (pick from hand)."""

    kind: str
    question: str
    choices: tuple[tuple[str, Action], ...] = ()
    legal_cards: tuple[int, ...] = ()
    actions: dict[int, Action] = field(default_factory=dict)  # card -> action for kind "cards"


def card_actions(legal: Sequence[Action]) -> dict[int, Action]:
    """The legal actions that name one card of the hand (not a set, no card face down), by card."""
    return {a.card: a for a in legal if a.card is not None and a.cards is None and a.unknown is None}


def card_prompt(question: str, actions: dict[int, Action], choices: Sequence[tuple[str, Action]] = ()) -> PromptSpec:
    """Choose a card from the hand (``actions``: :func:`card_actions`), ``choices`` beside it: the
    prompt of every trick game's play, the games' part only its question."""
    return PromptSpec("cards", question, tuple(choices), legal_cards=tuple(actions), actions=actions)


@dataclass(frozen=True)
class SeatInfo:
    name: str
    role: str
    lines: tuple[str, ...]
    team: str | None = None  # "a" / "b" for partnership colouring


class Adapter(Protocol):
    game: str

    def title(self, view: Any, ascii: bool) -> str: ...

    def seat_info(self, view: Any, seat: int, ascii: bool) -> SeatInfo: ...

    def sort_hand(self, view: Any) -> list[int]: ...

    def auction_lines(self, view: Any) -> dict[int, str] | None: ...

    def prompt(self, view: Any, legal: Sequence[Action], ascii: bool) -> PromptSpec: ...

    def describe(self, event: Event, view: Any, ascii: bool) -> str | None: ...

    def result_rows(self, result: Any, view: Any) -> list[tuple[str, ...]]: ...

    def result_headline(self, result: Any, view: Any) -> str: ...


def table_games() -> list[str]:
    """The games with a table in the front end (an engine can land before its table)."""
    from importlib.util import find_spec

    from ...engine import GAMES

    return [g for g in GAMES if find_spec(f"sheriff_tui.ui.games.{g}") is not None]


def adapter_for(game: str) -> Adapter:
    module = importlib.import_module(f"sheriff_tui.ui.games.{game}")
    return module.ADAPTER
