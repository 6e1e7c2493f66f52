"""The bots' turns at a table screen: thinking in a worker, paced, and waiting while the table is covered.

Every table screen mixes this in, calls :meth:`BotTurns.sit_down` in its
``__init__`` and offers ``act(action)`` and ``advance()``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Sequence

from textual import work
from textual.binding import Binding

from ...bots import make_bot
from ...bots.reasons import PLAIN, Reason
from ...engine.core import Action
from ... import i18n
from ...i18n import N_, _
from ...settings import PACES
from ..games import HUMAN, adapter_for
from ..games.hints import hint_words
from ..games.why import with_reason
from ..widgets.status_line import StatusLine
from .leaving import leaving


def shown_pace(pace: str) -> str:
    """The pace the footer names: one of the paces (an unknown one cycles to normal)."""
    return pace if pace in PACES else "normal"


#: each pace as the footer names it (``_()``-ed by the footer)
PACE_WORDS = {"instant": N_("Pace instant"), "fast": N_("Pace fast"), "normal": N_("Pace normal"), "slow": N_("Pace slow")}
#: each pace as the status line says it
PACE_NAMES = {"instant": N_("instant"), "fast": N_("fast"), "normal": N_("normal"), "slow": N_("slow")}


def pace_bindings(screen: str) -> list[Binding]:
    """The . key once per pace, each naming its pace ("Pace fast"): ``check_action`` shows the
    one for the pace now, so the footer says it through Textual's own dynamic bindings. All share
    one id, so a remap in config.toml moves them together. "Pace: instant" pushed the footer
    past 80 columns while burying: no colon."""
    return [
        Binding("full_stop", f"cycle_pace('{pace}')", PACE_WORDS.get(pace, f"Pace {pace}"), key_display=".", id=f"{screen}.pace")
        for pace in PACES
    ]


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
        self.spoken_in = i18n.lang()  # Settings (from the palette) may change it while the table waits below
        self.match_shown = False
        self._held: Callable[[], None] | None = None  # what follows the finished trick on the table
        self._hold_timer: Any = None
        self._turn = 0  # raised when the match is restored (undo): a bot's answer from before it is dropped
        self._think_timer: Any = None

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
            self.call_later(self._think_on, self._turn)  # type: ignore[attr-defined]
        else:
            self._think_timer = self.set_timer(delay, lambda turn=self._turn: self._think_on(turn))  # type: ignore[attr-defined]

    def _think_on(self, turn: int) -> None:
        """The pace's wait is over: the bot thinks, unless the match was restored since (undo)."""
        self._think_timer = None
        if turn == self._turn:
            self._bot_think()

    def _bot_think(self) -> None:
        seat = self.game.to_act
        if seat is None or seat == self.me or self.closed or self.app.screen is not self:
            self.thinking = False  # the bots wait while the rules, a score sheet or the menu are up
            return
        if self.bot_claims(seat):
            return
        self._decide(seat, self.game.view(seat), self.game.legal_actions(), random.Random(self.rng.random()), self._turn)

    def bot_claims(self, seat: int) -> bool:
        """A bot to act with a proved claim plays the rest of the deal out at once (a trick table's;
        True: it does, and acts when that is done)."""
        return False

    @work(thread=True, exclusive=True, group="bot")
    def _decide(self, seat: int, view: Any, legal: Sequence[Action], rng: random.Random, turn: int | None = None) -> None:
        action = self.bots[seat].choose(view, legal, rng)
        self.app.call_from_thread(self._bot_acts, seat, action, turn)

    def _bot_acts(self, seat: int, action: Action, turn: int | None = None) -> None:
        if turn is not None and turn != self._turn:
            return  # thought out on a match since restored (undo): dropped
        self.thinking = False
        if self.gone or self.game.to_act != seat:
            return
        self.act(action)

    def stop_turns(self) -> None:
        """Nothing asked of the bots before now lands: the worker's answer, the pace's timer and
        a finished trick held on the table are dropped (the match is about to be restored)."""
        self._turn += 1
        self.workers.cancel_group(self, "bot")  # type: ignore[attr-defined]
        self.thinking = False
        if self._think_timer is not None:
            self._think_timer.stop()
            self._think_timer = None
        self._held = None
        if self._hold_timer is not None:
            self._hold_timer.stop()
            self._hold_timer = None
        self.drop_suggestion()

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
        return make_bot(self.table.game_name, "normal").choose(game.view(self.me), game.legal_actions(), self._hint_rng())

    def _hint_rng(self) -> random.Random:
        game = self.game
        return random.Random(hash((self.table.seed, game.deal_no, len(getattr(game, "actions", ())))))

    def hint_reason(self, action: Action) -> Reason:
        """Why ``normal`` makes ``action`` here (its ``explain``, with the hint's own dice): the
        empty reason when it would not make it (a hint set by hand) or gives none."""
        game = self.game
        explain = getattr(make_bot(self.table.game_name, "normal"), "explain", None)
        if explain is None or game.to_act != self.me:
            return PLAIN
        said, why = explain(game.view(self.me), game.legal_actions(), self._hint_rng())
        return why if said == action else PLAIN

    def action_hint(self) -> None:
        """H: what ``normal`` would do here and why, said in the status line in the game's words
        (:func:`..games.hints.hint_words`, the reason by :func:`..games.why.with_reason`) and drawn
        as a suggestion (its card, cards or button): it never moves the cursor, marks, types or
        takes the focus (Enter then does it). With hints from ``hard`` (Settings), its search
        in a worker instead (:meth:`_hard_hint`)."""
        if self.can_hint and self.hard_hints and self.game.to_act == self.me:
            self.drop_suggestion()
            self._hint_said = _("Hint: hard is weighing the moves…")
            self.tell(self._hint_said, timeout=None)
            self._hint_asked = self._hint_state()
            normal = self.hint()  # the move normal's hint names, with its reason, if hard agrees
            self._hard_hint(self._hint_asked, normal, self.game.view(self.me), self.game.legal_actions(), self._hint_rng())
            return
        self.say_hint(self.can_hint, self.hint_text)

    # -- hard's hint: its search, off the table's thread ---------------------------------
    _hint_asked: Any = None  # the turn a hard hint is being weighed for (None: none asked)
    _hard_bot: Any = None

    @property
    def hard_hints(self) -> bool:
        """Hints from ``hard`` (Settings), at a table whose deals its search weighs."""
        from ...review.walk import REVIEWED_GAMES

        settings = getattr(self.app, "settings", None)
        return getattr(settings, "hints", "normal") == "hard" and self.table.game_name in REVIEWED_GAMES

    def _hint_state(self) -> Any:
        game = self.game
        return (game.deal_no, len(getattr(game, "actions", ())), game.to_act)

    @work(thread=True, exclusive=True, group="hint", exit_on_error=False)
    def _hard_hint(self, asked: Any, normal: Action, view: Any, legal: Sequence[Action], rng: random.Random) -> None:
        if self._hard_bot is None:
            self._hard_bot = make_bot(self.table.game_name, "hard")
        try:
            values = self._hard_bot.appraise(view, legal, rng, normal)
        except Exception:  # a fault in the search: normal's hint stands in
            values = []
        try:
            self.app.call_from_thread(self._hard_hinted, asked, normal, values)
        except RuntimeError:  # the app has closed
            pass

    def _hard_hinted(self, asked: Any, normal: Action, values: Sequence[tuple[Action, float]]) -> None:
        """The search's answer: shown if the turn it was asked for is still the one at the table
        and nothing dropped it meanwhile (a key, a click), else let go."""
        if self.gone or asked != self._hint_asked or asked != self._hint_state():
            return
        self._hint_asked = None
        self.untell(self._hint_said)
        if not values:  # nothing to weigh (one candidate): normal's hint, said as always
            self.say_hint(self.can_hint, self.hint_text)
            return
        ranked = sorted(values, key=lambda av: -av[1])  # stable: normal's move first among equals
        best = ranked[0][0]
        figures = ", ".join(f"{self._short(a)} {v:+.1f}" for a, v in ranked[:2])
        self.say_hint(self.can_hint, lambda a: _("{hint} · hard's search: {figures} (your points this deal)").format(hint=self.hint_text(a), figures=figures), best)

    def _short(self, action: Action) -> str:
        from ..cardtext import label

        if action.card is not None and action.act == "play":
            return label(action.card, self.ascii)
        return hint_words(self.adapter, action, self.game.view(self.me), getattr(self, "prompt_spec", None), self.ascii)

    def hint_text(self, action: Action) -> str:
        """``Play the A♣`` and its reason: ``Schmear the A♣: your partner's Q♣ wins this trick``."""
        move = hint_words(self.adapter, action, self.game.view(self.me), getattr(self, "prompt_spec", None), self.ascii)
        return with_reason(self.table.game_name, move, self.hint_reason(action), self.ascii)

    def say_hint(self, asked: bool, words: Callable[[Action], str], action: Action | None = None) -> tuple[Action, str] | None:
        """H at any table: ``normal``'s move (or ``action``, hard's) becomes the suggestion, said
        in the status line and drawn by the screen's ``draw_suggestion``; while no prompt is up
        (``asked`` false) or it is another's turn, only that it isn't the human's."""
        self.drop_suggestion()
        if asked and action is None:
            action = self.hint()
        elif not asked:
            action = None
        if action is None:
            self.tell(_("Wait for your turn"), timeout=2)
            return None
        said = words(action)
        self.suggestion = action
        self._hint_said = _("Hint: {hint} · Enter does it").format(hint=said)
        self.tell(self._hint_said, timeout=None)
        self.draw_suggestion(action)
        return action, said

    # -- the suggestion: a hint points, it never holds the player's cursor, marks or focus ------
    # Enter (a priority binding, enabled only while a suggestion shows) carries it out; any other
    # key or a click drops it first, then does what it always does.
    suggestion: Action | None = None
    _hint_said = ""

    def draw_suggestion(self, action: Action | None) -> None:
        """Draw the suggested card, cards or button in a style of their own (None: undraw it)."""

    def drop_suggestion(self) -> None:
        if self._hint_asked is not None:  # a hard hint still weighing: its answer is let go
            self._hint_asked = None
            self.untell(self._hint_said)
        if self.suggestion is None:
            return
        self.suggestion = None
        self.untell(self._hint_said)
        if not self.gone:
            self.draw_suggestion(None)

    def on_key(self, event: Any) -> None:
        self.drop_suggestion()  # the key goes on to its bindings: it does what it always does

    def on_mouse_down(self, event: Any) -> None:
        self.drop_suggestion()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A key that can do nothing now is left out of the footer (False), so that those which
        can stay in sight at 80 columns: the hint off the human's turn; of the . bindings, all
        but the one naming the pace now (each says its own pace)."""
        if action == "apply_hint":
            return self.suggestion is not None  # else Enter goes on to the focused card or button
        if action == "hint":
            return self.can_hint
        if action == "cycle_pace" and parameters:
            return parameters[0] == shown_pace(getattr(self.app, "pace", "normal"))
        return True

    @property
    def can_hint(self) -> bool:
        """H would point at something: the human is asked, and nothing covers the prompt."""
        return False

    _keys_state: Any = None

    def update_keys(self) -> None:
        """Draw the footer again when what its keys can do has changed (``keys_state``), not on every redraw."""
        state = self.keys_state()
        if state != self._keys_state:
            self._keys_state = state
            self.refresh_bindings()  # type: ignore[attr-defined]

    def keys_state(self) -> Any:
        """What the screen's ``check_action`` reads: the footer is redrawn when it changes."""
        return (self.can_hint,)

    def action_apply_hint(self) -> None:
        """Enter right after H: the hinted action, as ``normal`` would take it."""
        action = self.suggestion
        self.drop_suggestion()
        if action is not None and self.game.to_act == self.me and not getattr(self, "busy", False):
            self.act(action)

    # -- the status line ---------------------------------------------------------------
    def tell(self, text: str, severity: str = "information", timeout: float | None = 4.0, logged: bool = False) -> None:
        """Say something in the table's status line (not a toast over the seats): a hint, a
        refusal, the pace. ``timeout`` None: until taken back with :meth:`untell`; ``logged``: the
        log has it already (not written there again when the line cuts it)."""
        cut = False
        for line in self.query(StatusLine).results(StatusLine):  # type: ignore[attr-defined]
            line.say(text, severity, timeout)
            cut = cut or not line.fits(text)
        if cut and not logged:  # the line is one row, cut with an ellipsis: the log has it whole
            for log in self.query("#log"):  # type: ignore[attr-defined]
                log.write_text(text)

    def untell(self, text: str | None = None) -> None:
        """Take a message off the status line (only if it is still ``text``, when given)."""
        for line in self.query(StatusLine).results(StatusLine):  # type: ignore[attr-defined]
            line.clear_message(text)

    def pace_changed(self, pace: str) -> None:
        """The app's pace changed (the . key): said in the status line and named in the footer."""
        self.refresh_bindings()  # type: ignore[attr-defined]  # check_action shows the binding naming this pace
        self.tell(_("Pace: {pace}").format(pace=_(PACE_NAMES[pace]) if pace in PACE_NAMES else pace), timeout=2)

    @property
    def gone(self) -> bool:
        """Left, or being taken down: Ctrl+Q or Esc prunes the widgets before the screen's
        unmount sets ``closed``, and a bot's answer landing in between found no widgets."""
        return self.closed or leaving(self)  # type: ignore[arg-type]

    def on_screen_resume(self) -> None:
        if self.is_mounted and not self.closed and self.spoken_in != i18n.lang() and self.app.screen is self:
            # back from Settings in another language: the same match at a new table, its log said
            # again in the new words (as a continued match's is); this one's late bot answers are dropped
            self.closed = True
            self.app.reopen_table(self.table)
            return
        if self.is_mounted and not self.closed:  # type: ignore[attr-defined]
            self.refresh_bindings()  # type: ignore[attr-defined]  # the pace may have been set in Settings
            self.advance()

    def on_unmount(self) -> None:
        self.closed = True
        self.workers.cancel_group(self, "bot")  # type: ignore[attr-defined]
        self.workers.cancel_group(self, "hint")  # type: ignore[attr-defined]
