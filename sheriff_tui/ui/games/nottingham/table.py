"""Sheriff of Nottingham's table: markets, bags, declarations and bribes.

Not a trick game, so not the shared :class:`~sheriff_tui.ui.screens.table.TableScreen`; it keeps the
same contract with the app (``table``, ``game``, ``me``, ``adapter``;
autosave after every action, the match result, the score sheet, F1, pace,
Esc to the menu) and the same flow: the screen owns the match, bots think in
workers and act after the pace's ``set_timer``, every action goes through the
engine, which refuses an illegal one with its reason.

The human's prompt is built from the engine's view and legal actions: buttons
for the choices the engine lists, the hand (a :class:`.GoodsRow`) marked for
the market, the bag and an offer, a gold input bounded by what may be given.
At a verdict with a counter-offer left, "Counter…" (c) turns the prompt into a
price prompt like the demand's, bounded by the prices the engine lists. The prompts
are :mod:`.prompts` (mixed into the screen), the bags and score sheets :mod:`.sheets`;
this module keeps the layout, the drawing, the widgets' messages, the flow and the keys.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Static

from ....engine import game_module
from ....engine.core import Action, IllegalAction
from ....engine.nottingham import BAG, DEMAND, DISCARD, MARKET, OFFER, PAY, PILES, TAKE, VERDICT, View
from ....engine.nottingham.goods import GOODS
from ....i18n import N_, _, ngettext
from ...text import is_you
from ...screens.bot_turns import BotTurns, pace_bindings
from ...screens.table import TABLE_CSS, Table, TableLog
from ...screens.take_back import TakeBack
from ...widgets.prompt import point_at
from ...widgets.footer import FittingFooter
from ...widgets.seat import SeatPanel, seat_panels, show_seats
from ...widgets.status_line import StatusLine
from .goods_row import CELL, GoodsRow
from .prompts import GoldInput, NottinghamPrompts, hand_title, sorted_hand
from .sheets import BagsScreen
from .words import pile as pile_word
from .words import PHASE_WORDS, declared_words, describe, label, offer_words, possessive, stand_words, upper_first

BARGAIN = (DEMAND, OFFER, PAY, VERDICT)


TALL = 30  # a screen this tall has room for two rows of full cards


HELD_KEYS = frozenset({"enter", "space", "backspace", "left", "right"})


def hinted_button(action: Action, phase: str) -> str:
    """The part of the prompt (a key of ``named``) that does ``action``: the button a hint points at."""
    act = action.act
    if act == "offer":
        return "offer"
    if act in ("demand", "pay") and phase != VERDICT:
        return "go"
    if act == "take":
        return f"take-{PILES[action.value or 0]}"
    if act == "declare" and action.card is not None:
        return f"declare-{GOODS[action.card].name}"
    if act in ("accept", "inspect", "pass", "draw"):
        return act if phase == VERDICT or act == "draw" else "pass"
    return act if act in ("market", "bag") else ""


class NottinghamScreen(NottinghamPrompts, TakeBack, BotTurns, Screen):
    CSS_PATH = [TABLE_CSS, Path(__file__).with_name("table.tcss")]  # the shared table's (#log) first, as when both were the app's
    is_table = True  # the app's leave and rules flows treat it as a table
    BINDINGS = [
        # the prompt's buttons name these keys ("Inspect (i)"): at 80 columns the footer keeps room for the rest
        Binding("p", "pass_turn", N_("Pass"), show=False, id="nottingham.pass"),
        Binding("d", "draw", N_("Draw"), show=False, id="nottingham.draw"),
        Binding("left_square_bracket", "pile(0)", N_("Left pile"), key_display="[", show=False, id="nottingham.left"),
        Binding("right_square_bracket", "pile(1)", N_("Right pile"), key_display="]", show=False, id="nottingham.right"),
        Binding("a", "verdict('accept')", N_("Accept"), show=False, id="nottingham.accept"),
        Binding("i", "verdict('inspect')", N_("Inspect"), show=False, id="nottingham.inspect"),
        Binding("c", "counter", N_("Counter"), show=False, id="nottingham.counter"),
        # between the prompt's buttons (the hand and the gold field use the arrows themselves)
        Binding("left", "app.focus_previous", N_("Previous"), show=False, id="nottingham.previous"),
        Binding("right", "app.focus_next", N_("Next"), show=False, id="nottingham.next"),
        Binding("l", "bags", N_("Bags"), id="nottingham.bags"),
        Binding("s", "score_sheet", N_("Scores"), id="nottingham.scores"),
        Binding("f1,question_mark", "rules", N_("Rules"), id="nottingham.rules"),
        Binding("h", "hint", N_("Hint"), id="nottingham.hint"),
        # in the footer only while there is a decision to take back; else the same key, unshown, says why not
        Binding("z", "undo", N_("Undo"), id="nottingham.undo"),
        Binding("z", "undo('why')", N_("Undo"), show=False, id="nottingham.undo"),
        # only while a hint shows (check_action): Enter carries it out; any other key drops it
        Binding("enter", "apply_hint", N_("Do the hint"), show=False, priority=True, id="nottingham.apply_hint"),
        *pace_bindings("nottingham"),
        Binding("escape", "menu", N_("Menu"), id="nottingham.menu"),
    ]

    class HumanTurn(Message):
        """The table waits for the human: tests wait on this state, not on time."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.sit_down(table)
        self.prompt_key: Any = None  # what the prompt on screen asks (None: nothing)
        self.choices: dict[str, Callable[[], None]] = {}  # button id -> what it does
        self.named: dict[str, Button] = {}  # the prompt's buttons by their part ("go", "pass", "offer" …)
        self.gold_input: GoldInput | None = None
        self.promise: Checkbox | None = None
        self.bag_row: GoodsRow | None = None
        self.claim_input: GoldInput | None = None  # declared goods promised from the bag beyond those marked (a claim)
        self.summary: Label | None = None
        self._n = 0
        self.counter_open = False  # at a verdict: the price prompt of a counter-offer is up instead
        self.keys_held: list[tuple[str, str | None]] | None = None  # typed while a prompt mounts, for it

    @property
    def human_waiting(self) -> bool:
        """The human is asked and the prompt for it is up."""
        return self.game.to_act == self.me and self.prompt_key is not None

    # -- layout ------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="nt-title", markup=False)  # names in it: text, never markup
        n = self.game.n
        with Horizontal(id="nt-seats"):
            yield from seat_panels(self.me, n)
        with Horizontal(id="nt-middle"):
            yield Static(id="nt-board")
            yield TableLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
        yield StatusLine(id="nt-me")  # where you stand, and for a while a hint, a refusal, the pace
        yield Vertical(id="nt-prompt")
        yield GoodsRow(ascii=self.ascii, id="nt-hand")
        yield FittingFooter()  # compact only when its keys would not fit

    def on_mount(self) -> None:
        if self.gone:
            return
        log = self.query_one("#log", TableLog)
        log.border_title = _("Log")
        for line in self._history_lines():
            log.write_text(line)
        cards = sorted_hand(self.game.view(self.me).hand)
        self._hand().show(cards, hint=hand_title(len(cards)), placeholder=_("(your hand is empty)"))
        self.refresh_table()
        self.advance()

    def _history_lines(self) -> list[str]:
        """The log from the start of the match: a continued match tells what was already done."""
        game = self.game
        view = game.view(self.me)
        lines = [_("Sheriff of Nottingham · preset {preset}").format(preset=self.table.preset)]
        first = game.log[0].dealer if game.log else game.dealer
        again = game_module(game.GAME).new_game(game.rules, list(game.players), seed=game.seed, setups=game.setups, dealer=first)
        sheriff = again.players[again.sheriff]
        said = _("Round {round} of {rounds}: You are the Sheriff") if is_you(sheriff) else _("Round {round} of {rounds}: {name} is the Sheriff")
        lines.append(said.format(round=1, rounds=view.rounds, name=sheriff))
        actions = [a for d in game.log for a in d.actions] + list(game.actions)
        for action in actions:
            before = again.view(self.me)
            events = again.apply(action)
            lines += self.adapter.describe_all(again.events_for(self.me, events), again.view(self.me), before, self.ascii)
        return lines

    # -- drawing -----------------------------------------------------------------
    def refresh_table(self) -> None:
        self.drop_suggestion()  # a hint was for the position that is going
        view: View = self.game.view(self.me)
        to_act = self.game.to_act
        self.query_one("#nt-title", Static).update(self.adapter.title(view, self.ascii))
        doing = _(PHASE_WORDS[view.phase]) if view.phase in PHASE_WORDS else ""
        show_seats(self.query(SeatPanel), self.adapter, view, to_act, doing, ascii=self.ascii)
        self.query_one("#nt-board", Static).update(self._board(view))
        self.query_one("#nt-me", StatusLine).update(self._me_line(view))
        self._show_prompt(view)
        self.update_keys()  # the footer is drawn again only when the keys that apply change

    def keys_state(self) -> Any:
        game = self.game
        return (game.to_act == self.me, game.phase, game.offer is not None, game.counters_left, self.counter_open, self.can_hint, self.has_bags(), self.can_undo)

    def restored(self) -> None:
        """After an undo: the table drawn from the restored match, and on."""
        self.counter_open = False
        self.refresh_table()
        self.advance()

    def _board(self, view: View) -> Text:
        names = view.players
        t = Text()
        tops = []
        for p, said in enumerate((_("Left pile: {top} ({n})"), _("Right pile: {top} ({n})"))):
            top = view.pile_tops[p]
            tops.append(said.format(top=label(top) if top is not None else _("empty"), n=view.pile_sizes[p]))
        t.append(" · ".join(tops) + " · " + _("Draw: {n}").format(n=view.draw_size) + "\n", style="bold")
        merchants = [(view.sheriff + k) % view.n for k in range(1, view.n)]
        bags = [(m, declared_words(view, m)) for m in merchants if view.bag_sizes[m] is not None]
        if view.final is not None:
            t.append(_("The match is over: S shows the score sheet.") + "\n")
        elif bags:
            for m, words in bags:
                here = m == view.merchant
                t.append("▶ " if here else "  ", style="bold")
                line = f"{names[m]}: {words}"
                if m == view.seat and view.bag is not None:
                    line += " " + _("(inside: {goods})").format(goods=describe(view.bag))
                t.append(line + "\n", style="bold" if here else "")
        else:
            if view.phase in (MARKET, TAKE, DISCARD) and view.to_act is not None:
                trader = names[view.to_act]
                said = _("Market: You trade at the piles; no bags yet") if is_you(trader) else _("Market: {name} trades at the piles; no bags yet")
                t.append(said.format(name=trader) + "\n")
            else:
                t.append(_("No bags on the table") + "\n")
        if view.phase in BARGAIN and view.merchant is not None and view.to_act != view.seat:  # else the prompt says it
            t.append(self._bargain_words(view) + "\n", style="italic")
        if view.phase in (TAKE, DISCARD) and view.to_act == view.seat and any(view.aside):
            t.append(_("You set aside: {goods}").format(goods=describe(view.aside)) + "\n")
        done = [v for v in view.history if v.round_no == view.round_no]
        if done and view.final is None:
            said = ngettext("This round: {n} bag decided (L shows them)", "This round: {n} bags decided (L shows them)", len(done))
            t.append(said.format(n=len(done)), style="dim")
        return t

    def _bargain_words(self, view: View) -> str:
        names = view.players
        m = view.merchant
        assert m is not None
        parts = [_("{Whose} bag").format(Whose=upper_first(possessive(names[m])))]
        if len(view.bids) > 1 or (view.bids and view.phase == OFFER):  # a counter was made
            first = view.bids[0].demand
            if first is not None:
                parts.append(_("asked {n} gold").format(n=first))
            parts.append(_("countered: {n} gold").format(n=view.demand))
        elif view.demand is not None:
            parts.append(_("asked {n} gold").format(n=view.demand))
        if view.offer is not None:
            parts.append(_("offer: {offer}").format(offer=offer_words(view.offer)))
        elif view.phase in (PAY, VERDICT):
            withdrawn = len(view.bids) > 1 and any(b.offer is not None for b in view.bids)
            parts.append(_("offer withdrawn") if withdrawn else _("no offer"))
        for seat, gold in enumerate(view.pays):
            if gold:
                parts.append(_("{name} offers {n} to open").format(name=names[seat], n=gold))  # paid only if opened
        return " · ".join(parts)

    def _me_line(self, view: View) -> str:
        me = self.me
        role = self.adapter.role(view, me)
        return _("{name} · {role} · {gold} gold · stand: {stand}").format(name=view.players[me], role=role, gold=view.gold[me], stand=stand_words(view, me))

    def _compact_hand(self, n: int) -> bool:
        """One line a card when full cards would need more rows than the screen spares: a second
        row below 30 lines, a third above (bribes in cards pile up in a Sheriff's hand)."""
        width, height = self.app.size
        per_row = max(1, (width - 4) // CELL)
        return n > per_row * (1 if height < TALL else 2)

    def on_resize(self) -> None:
        if self.is_mounted and not self.gone:
            hand = self._hand()
            compact = self._compact_hand(len(hand.cards))
            if compact != hand.compact:
                hand.show(hand.cards, select=hand.select, lo=hand.lo, hint=hand.hint, placeholder=hand.placeholder, compact=compact)

    def _hand(self) -> GoodsRow:
        return self.query_one("#nt-hand", GoodsRow)

    # -- keys a prompt takes ----------------------------------------------------
    def on_key(self, event: events.Key) -> None:
        """Keys a prompt takes (digits, Backspace, Enter, Space, arrows), typed while it mounts,
        wait for it; the table's letter keys act at once, as always."""
        if self.keys_held is not None and (event.key in HELD_KEYS or event.key.isdigit()):
            self.keys_held.append((event.key, event.character))
            event.stop()
            event.prevent_default()
            return
        super().on_key(event)

    # -- widgets report ------------------------------------------------------------
    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        do = self.choices.get(event.button.id or "")
        if do is not None:
            event.stop()
            do()

    @on(GoodsRow.Marked)
    def _marked(self, event: GoodsRow.Marked) -> None:
        phase = self.prompt_key[0] if self.prompt_key else None
        n = sum(self._hand().marked_counts())
        if event.row is not self._hand() and phase != OFFER:
            return
        if phase == MARKET and "market" in self.named:
            self.named["market"].label = _("Set aside {n}").format(n=n) if n else _("Keep my hand")
        elif phase == BAG and "bag" in self.named:
            button = self.named["bag"]
            button.label = ngettext("Bag {n} card", "Bag {n} cards", n).format(n=n)
            button.disabled = n == 0
        elif phase == OFFER:
            self._offer_changed()

    @on(GoodsRow.MarkRefused)
    def _mark_refused(self, event: GoodsRow.MarkRefused) -> None:
        self._refuse(event.reason)

    @on(GoodsRow.Confirmed)
    def _confirmed(self, event: GoodsRow.Confirmed) -> None:
        phase = self.prompt_key[0] if self.prompt_key else None
        if phase == MARKET:
            self._confirm_market()
        elif phase == BAG:
            self._confirm_bag()

    @on(Input.Changed, ".nt-gold, .nt-claim")
    def _gold_changed(self) -> None:
        self.drop_suggestion()  # a digit typed in the field never reaches on_key
        self._offer_changed()

    @on(Checkbox.Changed)
    def _promise_changed(self) -> None:
        self._offer_changed()

    @on(Input.Submitted, ".nt-gold, .nt-claim")
    def _gold_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        phase = self.prompt_key[0] if self.prompt_key else None
        if phase == OFFER:
            self._submit_offer()
        elif "go" in self.named:
            self.named["go"].press()

    def _refuse(self, reason: str) -> None:
        self.tell(_("Not allowed: {reason}").format(reason=reason), "warning")

    # -- the flow of the match ----------------------------------------------------
    def advance(self) -> None:
        if self.gone:
            return
        game = self.game
        if game.is_over:
            if not self.match_shown:
                self.match_shown = True
                self.app.show_match_result(self)  # type: ignore[attr-defined]
            return
        if game.to_act == self.me:
            return
        self.let_bot_think()

    def _act_human(self, action: Action, advance: bool = True) -> bool:
        if self.game.to_act != self.me:
            return False
        return self.act(action, advance)

    def act(self, action: Action, advance: bool = True) -> bool:
        """Apply an action: the engine decides; an illegal one shows its reason."""
        if self.gone:
            return False
        before = self.game.view(self.me)
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            self._refuse(exc.reason)
            return False
        self.counter_open = False
        self.app.autosave(self)  # type: ignore[attr-defined]
        view = self.game.view(self.me)
        log = self.query_one("#log", TableLog)
        for line in self.adapter.describe_all(self.game.events_for(self.me, events), view, before, self.ascii):
            log.write_text(line)
        if advance:
            self.refresh_table()
            self.advance()
        return True

    # -- keys ----------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        mine = self.is_mounted and self.game.to_act == self.me
        phase = self.game.phase if mine else None
        if action == "bags":
            return self.has_bags()
        if action == "undo":
            return bool(parameters) or self.can_undo
        if action == "pass_turn":
            return phase in BARGAIN and not (phase == VERDICT and self.counter_open)
        if action == "counter":
            return phase == VERDICT and bool(self.counter_open or self.game.counters_left)
        if action == "draw":
            return phase == TAKE
        if action == "pile":
            return phase in (TAKE, DISCARD)
        if action == "verdict":
            return phase == VERDICT and not self.counter_open and (parameters[0] != "accept" or self.game.offer is not None)
        return super().check_action(action, parameters)

    @property
    def can_hint(self) -> bool:
        return self.prompt_key is not None

    def has_bags(self) -> bool:
        """A bag has been decided: l has something to show."""
        return bool(self.game.history)

    def _first(self, act: str, value: Any = "any") -> Action | None:
        for a in self.game.legal_actions() if self.game.phase not in (OFFER,) else ():
            if a.act == act and (value == "any" or a.value == value):
                return a
        return None

    def action_pass_turn(self) -> None:
        if self.game.to_act == self.me and self.game.phase in BARGAIN and not (self.game.phase == VERDICT and self.counter_open):
            self._act_human(Action("pass", self.me))

    def action_draw(self) -> None:
        a = self._first("draw")
        if a is not None and self.game.to_act == self.me:
            self._act_human(a)

    def action_pile(self, pile: int) -> None:
        if self.game.to_act != self.me:
            return
        if self.game.phase == DISCARD:
            self._discard_all(pile)
            return
        a = self._first("take", pile)
        if a is not None:
            self._act_human(a)
        elif self.game.phase == TAKE:
            self._refuse(_("you can't take from the {pile} pile now").format(pile=pile_word(pile)))

    def action_verdict(self, act: str) -> None:
        a = self._first(act)
        if a is not None and self.game.to_act == self.me and not self.counter_open:
            self._act_human(a)

    def action_counter(self) -> None:
        """c: open the counter-offer's price prompt, or go back to the verdict."""
        if self.counter_open:
            self._close_counter()
        elif self._counter_prices():
            self._open_counter()
        elif self.game.to_act == self.me and self.game.phase == VERDICT:
            self._act_human(Action("demand", self.me, value=1))  # no price is legal: the engine says why

    def draw_suggestion(self, action: Action | None) -> None:
        """The hinted cards (a market, a bag, an offer's) and button in a style of their own."""
        hand = self._hand()
        hand.suggest(action.cards or () if action is not None and action.act in ("market", "bag", "offer") else ())
        if self.bag_row is not None:
            self.bag_row.suggest(action.bag or () if action is not None and action.act == "offer" else ())
        target = self.named.get(hinted_button(action, self.game.phase)) if action is not None else None
        point_at(self.named.values(), lambda button: button is target)

    def action_bags(self) -> None:
        self.app.push_screen(BagsScreen(self.game.view(self.me), self.adapter))

    def action_score_sheet(self) -> None:
        self.app.show_score_sheet(self)  # type: ignore[attr-defined]

    def action_rules(self) -> None:
        self.app.show_rules(self.table.game_name, self.table.preset)  # type: ignore[attr-defined]

    def action_cycle_pace(self, shown: str = "") -> None:
        self.app.cycle_pace()  # type: ignore[attr-defined]

    def action_menu(self) -> None:
        self.app.leave_table()  # type: ignore[attr-defined]
