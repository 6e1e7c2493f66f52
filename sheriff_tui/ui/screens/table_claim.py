"""Claims at a trick table: when the seat to play can prove its cards take every trick left
(:mod:`sheriff_tui.engine.claim`, from its own view), the rest of the deal is played out at once.

The human claims with c, offered (in the footer) only while a claim is proved; a bot claims
by itself when it can and wants to. The claimer's cards go in the proof's order; every other
card, the human's own in a bot's claim, is ``normal``'s: the others' cards all fall to the
claimer's tricks, so which ones they give changes no score. The record stays card plays.
A part of :class:`~sheriff_tui.ui.screens.table.TableScreen`, kept apart as one idea.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from textual import work

from ...bots import make_bot
from ...engine.claim import claim_plan, claim_wanted
from ...engine.core import Action, IllegalAction
from ...i18n import _


def _all_cards(legal: Sequence[Action]) -> bool:
    return bool(legal) and all(a.act == "play" for a in legal)


def _worth_it(plan: tuple[int, ...] | None) -> tuple[int, ...] | None:
    """A claim covers two tricks or more: a last card is just played, not claimed."""
    return plan if plan is not None and len(plan) > 1 else None


class Claims:
    """Mixed into the trick table (with :class:`~.bot_turns.BotTurns`)."""

    game: Any
    table: Any
    me: int
    busy: bool
    prompt_spec: Any
    rng: random.Random
    _turn: int
    claimable: tuple[int, ...] | None = None  # the human's proved claim while a card prompt is up

    def claim_now(self) -> tuple[int, ...] | None:
        """The human's claim, proved now: the human is asked for a card and nothing covers the table."""
        game = self.game
        spec = self.prompt_spec
        if self.busy or self.holding or game.to_act != self.me or spec is None or spec.kind != "cards":  # type: ignore[attr-defined]
            return None
        if not _all_cards(game.legal_actions()):
            return None
        return _worth_it(claim_plan(game.view(self.me)))

    def action_claim(self, why: str = "") -> None:
        """c: the human's cards take every trick left, proved: the deal is played out at once."""
        plan = self.claim_now()
        if plan is None:
            self.tell(_("No claim here: your cards don't take every trick left whatever the others hold"), timeout=3)  # type: ignore[attr-defined]
            return
        self.play_out(self.me, plan)

    def bot_claims(self, seat: int) -> bool:
        """A bot to play whose claim is proved, and who wants every trick (a Sheriff who can still
        make it exactly does not), plays the rest of the deal out at once."""
        if not _all_cards(self.game.legal_actions()):
            return False
        view = self.game.view(seat)
        plan = _worth_it(claim_plan(view))
        if plan is None or not claim_wanted(view):
            return False
        self.play_out(seat, plan)
        return True

    def play_out(self, seat: int, plan: tuple[int, ...]) -> None:
        """The rest of the deal worked out in a worker (the others' cards ``normal``'s), then played."""
        self.busy = True  # no prompt, no key plays a card meanwhile
        self.claimable = None
        self.thinking = True
        self._refresh_busy()
        self._claim_cards(seat, plan, self.game.clone(), random.Random(self.rng.random()), self._turn)

    def _refresh_busy(self) -> None:
        view = self.game.view(self.me)
        self._show_prompt(view)  # type: ignore[attr-defined]
        self.update_keys()  # type: ignore[attr-defined]

    @work(thread=True, exclusive=True, group="bot")
    def _claim_cards(self, seat: int, plan: tuple[int, ...], g: Any, rng: random.Random, turn: int) -> None:
        normal = make_bot(self.table.game_name, "normal")
        todo = list(plan)
        deal = g.deal_no
        actions: list[Action] = []
        while g.deal_no == deal and g.to_act is not None:
            s = g.to_act
            legal = g.legal_actions()
            action = None
            if s == seat and todo:
                c = todo.pop(0)
                action = next((a for a in legal if a.act == "play" and a.card == c), None)
            if action is None:
                action = normal.choose(g.view(s), legal, rng)
            g.apply(action)
            actions.append(action)
        self.app.call_from_thread(self._claimed, seat, actions, turn)  # type: ignore[attr-defined]

    def _claimed(self, seat: int, actions: list[Action], turn: int) -> None:
        """The claim's cards, played: one line says who claimed, the log tells the tricks."""
        if turn != self._turn or self.gone:  # type: ignore[attr-defined]
            return
        self.thinking = False
        self.busy = False
        who = _("You claim the rest") if seat == self.me else _("{name} claims the rest").format(name=self.game.players[seat])
        for log in self.query("#log"):  # in the log, before its tricks: the status line says "deal over" next
            log.write_text(who)
        before = self.game.view(self.me)
        events: list[Any] = []
        for action in actions:
            before = self.game.view(self.me)
            try:
                events += self.game.apply(action)
            except IllegalAction:  # never: the claim was worked out on this very match
                break
        self.acted(before, events)  # type: ignore[attr-defined]
