"""The table: one screen for every game, driven by the engine and an adapter.

The screen owns the match. Widgets render the human seat's view and report
intent with messages; bots think in worker threads and act after the chosen
pace, through ``set_timer`` (never ``sleep``). After every action the match is
saved, so a game in progress is never lost.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, RichLog, Static

from ...bots import make_bot
from ...engine.core import Action, Event, IllegalAction
from ..games import HUMAN, PromptSpec, adapter_for
from ..widgets.bid_prompt import BidPrompt
from ..widgets.hand import Hand
from ..widgets.prompt import ActionPrompt
from ..widgets.seat import SeatPanel
from ..widgets.trick import TrickView


@dataclass
class Table:
    """A match and who sits where: what a save holds beyond the record."""

    game: Any  # the engine's match
    game_name: str
    preset: str
    seats: list[str]  # "human" or a bot level, per seat
    seed: int

    @property
    def human(self) -> int:
        return self.seats.index(HUMAN) if HUMAN in self.seats else 0


class TableScreen(Screen):
    BINDINGS = [
        Binding("l", "last_trick", "Last trick", id="table.last_trick"),
        Binding("s", "score_sheet", "Scores", id="table.scores"),
        Binding("f1,question_mark", "rules", "Rules", id="table.rules"),
        Binding("p", "pass_turn", "Pass", show=False, id="table.pass"),
        Binding("full_stop", "cycle_pace", "Pace", key_display=".", id="table.pace"),
        Binding("escape", "menu", "Menu", id="table.menu"),
    ]

    class HumanTurn(Message):
        """The table waits for the human: tests wait on this, not on time."""

    class MatchOver(Message):
        pass

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.game = table.game
        self.adapter = adapter_for(table.game_name)
        self.bots = {s: make_bot(table.game_name, kind) for s, kind in enumerate(table.seats) if kind != HUMAN}
        self.rng = random.Random(table.seed ^ 0x5EED)
        self.prompt_spec: PromptSpec | None = None
        self.thinking = False
        self.busy = False  # a result screen is up
        self.closed = False  # left the table: late bot answers are dropped
        self.match_shown = False

    @property
    def me(self) -> int:
        return self.table.human

    @property
    def ascii(self) -> bool:
        return bool(getattr(self.app, "ascii", False))

    # -- layout ------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="title")
        n = self.game.n
        with Horizontal(id="seats"):
            for k in range(1, n):
                yield SeatPanel((self.me + k) % n, id=f"seat-{(self.me + k) % n}")
        with Horizontal(id="middle"):
            with Vertical(id="centre"):
                yield TrickView(ascii=self.ascii, id="trick")
                yield Static(id="status")
            yield RichLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
        yield Vertical(id="prompt")
        yield Hand(ascii=self.ascii, id="hand")
        yield Footer()

    def on_mount(self) -> None:
        view = self.game.view(self.me)
        log = self.query_one("#log", RichLog)
        for line in self._opening_lines(view):
            log.write(line)
        self.refresh_table()
        self.advance()

    def _opening_lines(self, view: Any) -> list[str]:
        """What the log says when a table opens (a new match or a continued one)."""
        from ...engine.core import Event as E

        lines = [f"{self.table.game_name.title()} · preset {self.table.preset}"]
        line = self.adapter.describe(E("dealt", seat=view.dealer, card=view.turned), view, self.ascii)
        if line:
            lines.append(line)
        return lines

    # -- drawing -----------------------------------------------------------------
    def refresh_table(self) -> None:
        game, me = self.game, self.me
        view = game.view(me)
        self.query_one("#title", Static).update(self.adapter.title(view, self.ascii))
        for panel in self.query(SeatPanel):
            panel.show(self.adapter.seat_info(view, panel.seat, self.ascii), game.to_act == panel.seat)
        trick = self.query_one("#trick", TrickView)
        said = self.adapter.auction_lines(view)
        if said is not None:
            first = (view.dealer + 1) % view.n
            high = view.high_seat if getattr(view, "high_seat", None) is not None else None
            trick.show(view.players, said, first, winner=high, to_act=game.to_act, title="Auction")
        elif view.trick or not view.history:
            cards = {view.trick_seat(i): c for i, c in enumerate(view.trick)}
            trick.show(view.players, cards, view.leader if view.phase == "play" else None, to_act=game.to_act)
        else:
            last = view.history[-1]
            cards = {(last.leader + i) % view.n: c for i, c in enumerate(last.cards)}
            trick.show(view.players, cards, last.leader, winner=last.winner, to_act=game.to_act, title="Trick won")
        me_info = self.adapter.seat_info(view, me, self.ascii)
        turn = "your turn" if game.to_act == me else (f"{view.players[game.to_act]} to play" if game.to_act is not None else "match over")
        status = f"{me_info.name} · {me_info.role or 'auction'} · {' · '.join(l for l in me_info.lines if l)} · {turn}"
        self.query_one("#status", Static).update(status)
        self._show_prompt(view)

    def _show_prompt(self, view: Any) -> None:
        hand = self.query_one("#hand", Hand)
        cards = self.adapter.sort_hand(view)
        held = view.hand_counts[self.me]
        face_down = f"({held} cards, face down until the auction ends)" if not cards and held else "(no cards)"
        box = self.query_one("#prompt", Vertical)
        box.remove_children()
        self.prompt_spec = None
        if self.game.to_act != self.me or self.busy:
            hand.show(cards, (), hint="", placeholder=face_down)
            return
        spec = self.adapter.prompt(view, self.game.legal_actions(), self.ascii)
        self.prompt_spec = spec
        if spec.kind == "cards":
            hand.show(cards, spec.legal_cards, hint=spec.question)
            hand.focus()
        else:
            hand.show(cards, (), hint="", placeholder=face_down)
            widget = BidPrompt(spec.question, [a for _, a in spec.choices]) if spec.kind == "bid" else ActionPrompt(spec.question, spec.choices)
            box.mount(widget)

    # -- the flow of the match ----------------------------------------------------
    def advance(self) -> None:
        """Whose turn now: wait for the human, or let a bot think."""
        if self.busy:
            return
        game = self.game
        if game.is_over:
            if not self.match_shown:  # resume() and a screen resume both arrive here
                self.match_shown = True
                self.post_message(self.MatchOver())
                self.app.show_match_result(self)  # type: ignore[attr-defined]
            return
        if game.to_act == self.me:
            self.post_message(self.HumanTurn())
            return
        if not self.thinking:
            self.thinking = True
            delay = self.app.pace_delay  # type: ignore[attr-defined]
            if delay <= 0:
                self.call_later(self._bot_think)
            else:
                self.set_timer(delay, self._bot_think)

    def _bot_think(self) -> None:
        seat = self.game.to_act
        if seat is None or seat == self.me or self.closed or self.app.screen is not self:
            # the bots wait while the rules, a score sheet or the menu are up
            self.thinking = False
            return
        view = self.game.view(seat)
        legal = self.game.legal_actions()
        self._decide(seat, view, legal, random.Random(self.rng.random()))

    @work(thread=True, exclusive=True, group="bot")
    def _decide(self, seat: int, view: Any, legal: Sequence[Action], rng: random.Random) -> None:
        action = self.bots[seat].choose(view, legal, rng)
        self.app.call_from_thread(self._bot_acts, seat, action)

    def _bot_acts(self, seat: int, action: Action) -> None:
        self.thinking = False
        if self.closed or self.game.to_act != seat:
            return
        self.act(action)

    def on_screen_resume(self) -> None:
        if self.is_mounted and not self.closed:
            self.advance()

    def on_unmount(self) -> None:
        self.closed = True
        self.workers.cancel_group(self, "bot")

    def act(self, action: Action) -> bool:
        """Apply an action: the engine decides; an illegal one shows its reason."""
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            self.notify(exc.reason, title="Not allowed", severity="warning", timeout=4)
            self.query_one("#status", Static).update(f"Not allowed: {exc.reason}")
            return False
        self.app.autosave(self)  # type: ignore[attr-defined]
        self._log(events)
        scored = [e for e in events if e.kind == "deal_scored"]
        if scored:
            # behind the result, the finished deal's last trick, not the next deal
            self.busy = True
            self._show_final_trick(events)
            self.app.show_deal_result(self, scored[-1].data)  # type: ignore[attr-defined]
        else:
            self.refresh_table()
            self.advance()
        return True

    def _show_final_trick(self, events: Sequence[Event]) -> None:
        last = [e for e in events if e.kind == "trick"]
        self.query_one("#prompt", Vertical).remove_children()
        self.prompt_spec = None
        self.query_one("#hand", Hand).show([], (), hint="")
        if not last:
            return
        e = last[-1]
        n = self.game.n
        cards = e.cards or ()
        leader = (e.seat - cards.index(e.card)) % n
        trick = {(leader + i) % n: c for i, c in enumerate(cards)}
        self.query_one("#trick", TrickView).show(self.game.players, trick, leader, winner=e.seat, title="Last trick")

    def resume(self) -> None:
        """After a result screen: carry on with the next deal."""
        self.busy = False
        self.refresh_table()
        self.advance()

    def _log(self, events: Sequence[Event]) -> None:
        log = self.query_one("#log", RichLog)
        view = self.game.view(self.me)
        for e in events:
            line = self.adapter.describe(e, view, self.ascii)
            if line:
                log.write(line)

    # -- the human's input --------------------------------------------------------
    @on(Hand.CardChosen)
    def _card_chosen(self, event: Hand.CardChosen) -> None:
        spec = self.prompt_spec
        if spec is None or spec.kind != "cards":
            self.notify("Wait for your turn", severity="information", timeout=2)
            return
        action = spec.actions.get(event.card)
        if action is None:
            # not among the legal cards: ask the engine why, so the reason is its own
            kind = next(iter(spec.actions.values())).act if spec.actions else "play"
            action = Action(kind, self.me, card=event.card)
        self.act(action)

    @on(ActionPrompt.Chosen)
    def _prompt_chosen(self, event: ActionPrompt.Chosen) -> None:
        if self.game.to_act == self.me:
            self.act(event.action)

    # -- keys ----------------------------------------------------------------------
    def action_last_trick(self) -> None:
        self.app.show_last_trick(self)  # type: ignore[attr-defined]

    def action_score_sheet(self) -> None:
        self.app.show_score_sheet(self)  # type: ignore[attr-defined]

    def action_rules(self) -> None:
        self.app.show_rules(self.table.game_name, self.table.preset)  # type: ignore[attr-defined]

    def action_pass_turn(self) -> None:
        """P passes whenever passing is legal, wherever the focus is."""
        spec = self.prompt_spec
        if spec is None:
            return
        for _, action in spec.choices:
            if action.act == "pass":
                self.act(action)
                return

    def action_cycle_pace(self) -> None:
        self.app.cycle_pace()  # type: ignore[attr-defined]

    def action_menu(self) -> None:
        self.app.leave_table()  # type: ignore[attr-defined]
