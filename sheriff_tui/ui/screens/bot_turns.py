"""The bots' turns at a table screen: thinking in a worker, paced, and waiting while the table is covered.

Every table screen mixes this in, calls :meth:`BotTurns.sit_down` in its
``__init__`` and offers ``act(action)`` and ``advance()``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Sequence

from textual import work

from ...bots import make_bot
from ...engine.core import Action
from ..games import HUMAN, adapter_for
from .leaving import leaving


# how long a finished trick stays on the table before the next lead, by pace (a key goes on at
# once); a bot's think (settings.PACES) alone left it up 0.7 s at normal pace, too short to read
TRICK_HOLD: dict[str, float] = {"instant": 0.0, "fast": 0.75, "normal": 1.5, "slow": 2.5}


class BotTurns:
    table: Any  # screens.table.Table
    game: Any
    bots: dict[int, Any]
    rng: random.Random
    thinking: bool
    closed: bool
    match_shown: bool
    app: Any

    def sit_down(self, table: Any) -> None:
        """The match, its adapter and a bot per seat that isn't the human's."""
        self.table = table
        self.game = table.game
        self.adapter = adapter_for(table.game_name)
        self.bots = {s: make_bot(table.game_name, kind) for s, kind in enumerate(table.seats) if kind != HUMAN}
        self.rng = random.Random(table.seed ^ 0x5EED)
        self.thinking = False
        self.closed = False  # left the table: late bot answers are dropped
        self.match_shown = False
        self._held: Callable[[], None] | None = None  # what follows the finished trick on the table
        self._hold_timer: Any = None

    @property
    def me(self) -> int:
        return int(self.table.human)

    @property
    def ascii(self) -> bool:
        return bool(getattr(self.app, "ascii", False))

    if TYPE_CHECKING:  # the screen's own: stubs here would shadow what comes later in its classes

        def act(self, action: Action) -> bool: ...

        def advance(self) -> None: ...

    def let_bot_think(self) -> None:
        """A bot's turn: it thinks after the chosen pace, once (``thinking`` until it acts)."""
        if self.thinking:
            return
        self.thinking = True
        delay = self.app.pace_delay
        if delay <= 0:
            self.call_later(self._bot_think)  # type: ignore[attr-defined]
        else:
            self.set_timer(delay, self._bot_think)  # type: ignore[attr-defined]

    def _bot_think(self) -> None:
        seat = self.game.to_act
        if seat is None or seat == self.me or self.closed or self.app.screen is not self:
            self.thinking = False  # the bots wait while the rules, a score sheet or the menu are up
            return
        self._decide(seat, self.game.view(seat), self.game.legal_actions(), random.Random(self.rng.random()))

    @work(thread=True, exclusive=True, group="bot")
    def _decide(self, seat: int, view: Any, legal: Sequence[Action], rng: random.Random) -> None:
        action = self.bots[seat].choose(view, legal, rng)
        self.app.call_from_thread(self._bot_acts, seat, action)

    def _bot_acts(self, seat: int, action: Action) -> None:
        self.thinking = False
        if self.gone or self.game.to_act != seat:
            return
        self.act(action)

    # -- a finished trick held on the table ------------------------------------
    @property
    def holding(self) -> bool:
        """A finished trick is held on the table: the bots wait until a key or the pace's hold."""
        return self._held is not None

    def hold_trick(self, then: Callable[[], None]) -> bool:
        """Keep the finished trick in sight for the pace's hold, then ``then`` (the next lead,
        the deal's result); :meth:`release_trick` ends it sooner. False: no hold at this pace
        (instant), so the caller goes on at once."""
        delay = TRICK_HOLD.get(getattr(self.app, "pace", "normal"), TRICK_HOLD["normal"])
        if delay <= 0:
            return False
        self.release_trick()  # one held before it goes on first: never two waiting
        self._held = then
        self._hold_timer = self.set_timer(delay, self.release_trick)  # type: ignore[attr-defined]
        return True

    def release_trick(self) -> None:
        """The held trick may go: what was waiting for it follows (once, by key or by timer)."""
        then, self._held = self._held, None
        if self._hold_timer is not None:
            self._hold_timer.stop()
            self._hold_timer = None
        if then is not None and not self.gone:
            then()

    def hint(self) -> Action | None:
        """What ``normal`` would do in the human's seat: a learner's hint.

        It reads the human's view only, with dice of its own (the same for the
        same turn), so asking never changes what the bots at the table do.
        """
        game = self.game
        if game.to_act != self.me:
            return None
        legal = game.legal_actions()
        rng = random.Random(hash((self.table.seed, game.deal_no, len(getattr(game, "actions", ())))))
        return make_bot(self.table.game_name, "normal").choose(game.view(self.me), legal, rng)

    def say_hint(self, asked: bool, words: Callable[[Action], str]) -> tuple[Action, str] | None:
        """H at any table: ``normal``'s move and its words, said in a notice; while no prompt is up
        (``asked`` false) or it is another's turn, only that it isn't the human's."""
        action = self.hint() if asked else None
        if action is None:
            self.notify("Wait for your turn", severity="information", timeout=2)  # type: ignore[attr-defined]
            return None
        said = words(action)
        self.notify(said, title="Hint: normal would", timeout=6)  # type: ignore[attr-defined]
        return action, said

    @property
    def gone(self) -> bool:
        """Left, or being taken down: Ctrl+Q or Esc prunes the widgets before the screen's
        unmount sets ``closed``, and a bot's answer landing in between found no widgets."""
        return self.closed or leaving(self)  # type: ignore[arg-type]

    def on_screen_resume(self) -> None:
        if self.is_mounted and not self.closed:  # type: ignore[attr-defined]
            self.advance()

    def on_unmount(self) -> None:
        self.closed = True
        self.workers.cancel_group(self, "bot")  # type: ignore[attr-defined]
