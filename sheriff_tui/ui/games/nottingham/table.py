"""Sheriff of Nottingham's table: markets, bags, declarations and bribes.

Not a trick game, so not the shared :class:`.table.TableScreen`; it keeps the
same contract with the app (``table``, ``game``, ``me``, ``adapter``;
autosave after every action, the match result, the score sheet, F1, pace,
Esc to the menu) and the same flow: the screen owns the match, bots think in
workers and act after the pace's ``set_timer``, every action goes through the
engine, which refuses an illegal one with its reason.

The human's prompt is built from the engine's view and legal actions: buttons
for the choices the engine lists, the hand (a :class:`.GoodsRow`) marked for
the market, the bag and an offer, a gold input bounded by what may be given.
At a verdict with a counter-offer left, "Counter…" (c) turns the prompt into a
price prompt like the demand's, bounded by the prices the engine lists.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, HorizontalGroup, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Checkbox, DataTable, Footer, Input, Label, Static

from ....engine import game_module
from ....engine.core import Action, IllegalAction
from ....engine.nottingham import (
    BAG, DECLARE, DEMAND, DISCARD, MARKET, OFFER, PAY, PILES, TAKE, VERDICT, Offer, View, offer_action,
)
from ....engine.nottingham.goods import BONUS, EMPTY, GOODS, LEGAL, NOUNS, amount, cards_of, describe, legal_count, value_of
from ....engine.nottingham.rules import HAND_SIZE, MARKET_MAX
from ...screens.bot_turns import BotTurns, pace_bindings
from ...screens.results import _Modal
from ...screens.table import Table, TableLog
from ...text import says
from ...widgets.seat import SeatPanel
from ...widgets.status_line import StatusLine
from .. import SeatInfo
from .goods_row import CELL, GoodsRow
from .words import PHASE_WORDS, declared_words, headline, hint_words, label, possessive, stand_short, stand_words, upper_first

BARGAIN = (DEMAND, OFFER, PAY, VERDICT)


TALL = 30  # a screen this tall has room for two rows of full cards


HELD_KEYS = frozenset({"enter", "space", "backspace", "left", "right"})


def _sorted_hand(hand: Sequence[int]) -> list[int]:
    """A hand's cards: legal goods, then royal, then contraband, each by id."""
    order = {"legal": 0, "royal": 1, "contraband": 2}
    return sorted(cards_of(hand), key=lambda g: (order[GOODS[g].kind], g))


class GoldInput(Input):
    """An amount of gold: it takes digits only, so the table's letter keys (p: pass) still work
    while it has the focus."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        if character is not None and character.isprintable() and not character.isdigit():
            return False
        return super().check_consume_key(key, character)

    async def _on_key(self, event: events.Key) -> None:
        if event.is_printable and event.character is not None and not event.character.isdigit():
            event.prevent_default()  # not Input's to type: the key goes on to the table's bindings


class NottinghamScreen(BotTurns, Screen):
    CSS_PATH = "table.tcss"
    is_table = True  # the app's leave and rules flows treat it as a table
    BINDINGS = [
        # the prompt's buttons name these keys ("Inspect (i)"): at 80 columns the footer keeps room for the rest
        Binding("p", "pass_turn", "Pass", show=False, id="nottingham.pass"),
        Binding("d", "draw", "Draw", show=False, id="nottingham.draw"),
        Binding("left_square_bracket", "pile(0)", "Left pile", key_display="[", show=False, id="nottingham.left"),
        Binding("right_square_bracket", "pile(1)", "Right pile", key_display="]", show=False, id="nottingham.right"),
        Binding("a", "verdict('accept')", "Accept", show=False, id="nottingham.accept"),
        Binding("i", "verdict('inspect')", "Inspect", show=False, id="nottingham.inspect"),
        Binding("c", "counter", "Counter", show=False, id="nottingham.counter"),
        # between the prompt's buttons (the hand and the gold field use the arrows themselves)
        Binding("left", "app.focus_previous", "Previous", show=False, id="nottingham.previous"),
        Binding("right", "app.focus_next", "Next", show=False, id="nottingham.next"),
        Binding("l", "bags", "Bags", id="nottingham.bags"),
        Binding("s", "score_sheet", "Scores", id="nottingham.scores"),
        Binding("f1,question_mark", "rules", "Rules", id="nottingham.rules"),
        Binding("h", "hint", "Hint", id="nottingham.hint"),
        # only while a hint shows (check_action): Enter carries it out; any other key drops it
        Binding("enter", "apply_hint", "Do the hint", show=False, priority=True, id="nottingham.apply_hint"),
        *pace_bindings("nottingham"),
        Binding("escape", "menu", "Menu", id="nottingham.menu"),
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
            for k in range(1, n):
                yield SeatPanel((self.me + k) % n, id=f"seat-{(self.me + k) % n}")
        with Horizontal(id="nt-middle"):
            yield Static(id="nt-board")
            yield TableLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
        yield StatusLine(id="nt-me")  # where you stand, and for a while a hint, a refusal, the pace
        yield Vertical(id="nt-prompt")
        yield GoodsRow(ascii=self.ascii, id="nt-hand")
        yield Footer()

    def on_mount(self) -> None:
        if self.gone:
            return
        log = self.query_one("#log", TableLog)
        log.border_title = "Log"
        for line in self._history_lines():
            log.write_text(line)
        cards = _sorted_hand(self.game.view(self.me).hand)
        self._hand().show(cards, hint=f"Your hand ({len(cards)})", placeholder="(your hand is empty)")
        self.refresh_table()
        self.advance()

    def _history_lines(self) -> list[str]:
        """The log from the start of the match: a continued match tells what was already done."""
        game = self.game
        view = game.view(self.me)
        lines = [f"Sheriff of Nottingham · preset {self.table.preset}"]
        first = game.log[0].dealer if game.log else game.dealer
        again = game_module(game.GAME).new_game(game.rules, list(game.players), seed=game.seed, setups=game.setups, dealer=first)
        lines.append(f"Round 1 of {view.rounds}: {says(again.players[again.sheriff], 'is')} the Sheriff")
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
        doing = PHASE_WORDS.get(view.phase, "")
        for panel in self.query(SeatPanel):
            panel.show(self._seat_info(view, panel.seat), to_act == panel.seat, doing)
        self.query_one("#nt-board", Static).update(self._board(view))
        self.query_one("#nt-me", StatusLine).update(self._me_line(view))
        self._show_prompt(view)
        self.update_keys()  # the footer is drawn again only when the keys that apply change

    def keys_state(self) -> Any:
        game = self.game
        return (game.to_act == self.me, game.phase, game.offer is not None, game.counters_left, self.counter_open, self.can_hint, self.has_bags())

    def _seat_info(self, view: View, seat: int) -> SeatInfo:
        lines = [f"gold {view.gold[seat]} · hand {view.hand_sizes[seat]}", stand_short(view, seat)]
        return SeatInfo(view.players[seat], self.adapter.role(view, seat), tuple(lines), "a" if seat == view.sheriff and view.final is None else None)

    def _board(self, view: View) -> Text:
        names = view.players
        t = Text()
        tops = []
        for p, name in enumerate(("Left", "Right")):
            top = view.pile_tops[p]
            tops.append(f"{name} pile: {label(top) if top is not None else 'empty'} ({view.pile_sizes[p]})")
        t.append(" · ".join(tops) + f" · Draw: {view.draw_size}\n", style="bold")
        merchants = [(view.sheriff + k) % view.n for k in range(1, view.n)]
        bags = [(m, declared_words(view, m)) for m in merchants if view.bag_sizes[m] is not None]
        if view.final is not None:
            t.append("The match is over: S shows the score sheet.\n")
        elif bags:
            for m, words in bags:
                here = m == view.merchant
                t.append("▶ " if here else "  ", style="bold")
                line = f"{names[m]}: {words}"
                if m == view.seat and view.bag is not None:
                    line += f" (inside: {describe(view.bag)})"
                t.append(line + "\n", style="bold" if here else "")
        else:
            if view.phase in (MARKET, TAKE, DISCARD) and view.to_act is not None:
                t.append(f"Market: {says(names[view.to_act], 'trades')} at the piles; no bags yet\n")
            else:
                t.append("No bags on the table\n")
        if view.phase in BARGAIN and view.merchant is not None and view.to_act != view.seat:  # else the prompt says it
            t.append(self._bargain_words(view) + "\n", style="italic")
        if view.phase in (TAKE, DISCARD) and view.to_act == view.seat and any(view.aside):
            t.append(f"You set aside: {describe(view.aside)}\n")
        done = [v for v in view.history if v.round_no == view.round_no]
        if done and view.final is None:
            t.append(f"This round: {len(done)} bag{'s' if len(done) > 1 else ''} decided (L shows them)", style="dim")
        return t

    def _bargain_words(self, view: View) -> str:
        names = view.players
        m = view.merchant
        assert m is not None
        parts = [f"{upper_first(possessive(names[m]))} bag"]
        if len(view.bids) > 1 or (view.bids and view.phase == OFFER):  # a counter was made
            first = view.bids[0].demand
            if first is not None:
                parts.append(f"asked {first} gold")
            parts.append(f"countered: {view.demand} gold")
        elif view.demand is not None:
            parts.append(f"asked {view.demand} gold")
        if view.offer is not None:
            parts.append(f"offer: {view.offer.words()}")
        elif view.phase in (PAY, VERDICT):
            withdrawn = len(view.bids) > 1 and any(b.offer is not None for b in view.bids)
            parts.append("offer withdrawn" if withdrawn else "no offer")
        for seat, gold in enumerate(view.pays):
            if gold:
                parts.append(f"{names[seat]} pays {gold} to open")
        return " · ".join(parts)

    def _me_line(self, view: View) -> str:
        me = self.me
        role = self.adapter.role(view, me)
        return f"{view.players[me]} · {role} · {view.gold[me]} gold · stand: {stand_words(view, me)}"

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

    # -- the prompt ----------------------------------------------------------------
    def _key(self, view: View) -> Any:
        if self.game.to_act != self.me or view.final is not None:
            return None
        return (
            view.phase, view.round_no, view.merchant, view.hand, view.aside, view.to_take, view.bag, view.demand, view.offer, view.pays,
            view.bids, view.phase == VERDICT and self.counter_open,
        )

    def _show_prompt(self, view: View) -> None:
        key = self._key(view)
        hand = self._hand()
        cards = _sorted_hand(view.hand)
        hand.compact = self._compact_hand(len(cards))
        if key == self.prompt_key:
            if key is None and cards != hand.cards:  # a bot's turn: only our hand may change (a bribe in cards)
                hand.show(cards, hint=f"Your hand ({len(cards)})", placeholder="(your hand is empty)")
            return
        box = self.query_one("#nt-prompt", Vertical)
        box.remove_children()  # done later: the new prompt's widgets have fresh ids
        self.keys_held = None
        self.choices, self.named = {}, {}
        self.gold_input = self.promise = self.bag_row = self.summary = self.claim_input = None
        self.prompt_key = key
        if key is None:
            hand.show(cards, hint=f"Your hand ({len(cards)})", placeholder="(your hand is empty)")
            return
        build = {
            MARKET: self._ask_market, TAKE: self._ask_take, DISCARD: self._ask_discard, BAG: self._ask_bag,
            DECLARE: self._ask_declare, DEMAND: self._ask_demand, OFFER: self._ask_offer, PAY: self._ask_pay,
            VERDICT: self._ask_counter if self.counter_open else self._ask_verdict,
        }[view.phase]
        build(view, box, hand, cards)
        self.post_message(self.HumanTurn())

    def _button(self, text: str, do: Callable[[], None], *, variant: str = "primary", disabled: bool = False, name: str | None = None) -> Button:
        self._n += 1
        bid = f"nt-b{self._n}"
        self.choices[bid] = do
        button = Button(text, id=bid, variant=variant, compact=True, disabled=disabled, classes=f"nt-{name}" if name else "")  # type: ignore[arg-type]
        if name:
            self.named[name] = button
        return button

    def _act_of(self, action: Action) -> Callable[[], None]:
        return lambda: self._act_human(action)

    def _row(self, *widgets: Any, label_text: str | None = None) -> HorizontalGroup:
        items = ([Label(label_text, classes="nt-rowlabel", markup=False)] if label_text else []) + list(widgets)
        return HorizontalGroup(*items, classes="nt-row")

    def _mount(self, box: Vertical, question: str, *rows: Any, focus: Any = None) -> None:
        """The prompt, and the focus on ``focus`` once it is drawn. A price, Enter or an arrow
        typed in between is held for it (it fell on the hand and was lost), then sent again."""
        box.mount(Vertical(Label(question, classes="nt-question", markup=False), *rows, classes="nt-ask"))
        if focus is not None:
            self.keys_held = []

            def take_focus() -> None:
                focus.focus()
                # queued behind the focus's own set_focus on the app: the keys find the focus set
                self.app.call_later(self._release_keys)

            self.call_after_refresh(take_focus)

    def _release_keys(self) -> None:
        held, self.keys_held = self.keys_held, None
        for key, character in held or ():
            self.app.post_message(events.Key(key, character))

    def on_key(self, event: events.Key) -> None:
        """Keys a prompt takes (digits, Backspace, Enter, Space, arrows), typed while it mounts,
        wait for it; the table's letter keys act at once, as always."""
        if self.keys_held is not None and (event.key in HELD_KEYS or event.key.isdigit()):
            self.keys_held.append((event.key, event.character))
            event.stop()
            event.prevent_default()
            return
        super().on_key(event)

    def _ask_market(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        if not cards:  # the whole hand went into the bag or a bribe: nothing to set aside, only six to take
            hand.show(cards, hint="Your hand (0)")
            confirm = self._button("Fill my hand", self._confirm_market, name="market")
            self._mount(box, f"Market: your hand is empty; take {HAND_SIZE} cards from the discard piles' tops or the draw pile.", self._row(confirm), focus=confirm)
            return
        hand.show(cards, select=MARKET_MAX, lo=0, hint="Your hand: mark cards to set aside")
        confirm = self._button("Keep my hand", self._confirm_market, name="market")
        self._mount(box, f"Market: mark up to {MARKET_MAX} cards to trade (digits, Space or a click), Enter to confirm; the rest stays.", self._row(confirm), focus=hand)

    def _confirm_market(self) -> None:
        self._act_human(Action("market", self.me, cards=cards_of(self._hand().marked_counts())))

    def _ask_take(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=f"Your hand ({len(cards)})")
        buttons = []
        for a in self.game.legal_actions():
            if a.act == "take":
                key = "[" if a.value == 0 else "]"
                buttons.append(self._button(f"Take {label(view.pile_tops[a.value])}, {PILES[a.value]} ({key})", self._act_of(a), name=f"take-{PILES[a.value]}"))
            elif a.act == "draw":
                n = view.to_take
                buttons.append(self._button(f"Draw {n} (d)", self._act_of(a), name="draw", variant="default"))
        more = f"take {view.to_take} more" if view.to_take > 1 else "take 1 more"
        text = f"Set aside {describe(view.aside)}: {more}, from a discard pile's top, or draw the rest."
        if not cards and not any(view.aside):
            text = f"Your hand is empty: take {view.to_take}, from a discard pile's top, or draw the rest."
        self._mount(box, text, self._row(*buttons), focus=buttons[0] if buttons else None)

    def _ask_discard(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=f"Your hand ({len(cards)})")
        legal = self.game.legal_actions()
        rows = []
        first = None
        for p, name in enumerate(("Left", "Right")):
            buttons = [self._button(label(a.card), self._act_of(a), variant="default") for a in legal if a.value == p]
            buttons.append(self._button(f"All {name.lower()} ({'[]'[p]})", lambda p=p: self._discard_all(p), name=f"all-{PILES[p]}"))
            first = first or buttons[-1]
            rows.append(self._row(*buttons, label_text=f"{name} pile:"))
        self._mount(box, f"Put the cards you set aside on the discard piles, one by one (the last on top): {describe(view.aside)}", *rows, focus=first)

    def _discard_all(self, pile: int) -> None:
        """The shortcut: each set-aside card onto one pile, as the actions one by one."""
        for g in cards_of(self.game.view(self.me).aside):
            if self.game.to_act != self.me or self.game.phase != DISCARD:
                break
            if not self._act_human(Action("discard", self.me, card=g, value=pile), advance=False):
                break
        self.refresh_table()
        self.advance()

    def _ask_bag(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        limit = view.rules.bag_limit
        hand.show(cards, select=limit, lo=1, hint="Your hand: mark cards for the bag")
        confirm = self._button("Bag 0 cards", self._confirm_bag, disabled=True, name="bag")
        self._mount(box, f"Load your bag: mark 1 to {limit} cards, Enter to confirm. Cards left in hand stay for later rounds.", self._row(confirm), focus=hand)

    def _confirm_bag(self) -> None:
        marked = self._hand().marked_counts()
        if not any(marked):
            self._refuse("mark at least one card for the bag")
            return
        self._act_human(Action("bag", self.me, cards=cards_of(marked)))

    def _ask_declare(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=f"Your hand ({len(cards)})")
        size = sum(view.bag or EMPTY)
        buttons = [self._button(amount(size, a.card), self._act_of(a), name=f"declare-{GOODS[a.card].name}") for a in self.game.legal_actions()]
        self._mount(box, f"Your bag holds {describe(view.bag or EMPTY)}. Declare {size} {'card' if size == 1 else 'cards'} of one legal good (the kind may be a lie):", self._row(*buttons), focus=buttons[0])

    def _amount_row(
        self, what: str, most: int, quick: Sequence[int], go: Callable[[int], None], pass_text: str,
        least: int = 1, other: Callable[[], None] | None = None,
    ) -> tuple[HorizontalGroup, Input]:
        """A gold field of ``least``–``most``, its button, quick amounts and a last button: pass, or ``other``."""
        field = self.gold_input = GoldInput(placeholder=f"{least}–{most}", type="integer", max_length=4, compact=True, classes="nt-gold")
        field.tooltip = f"{least} to {most} gold"
        buttons = [self._button(what, lambda: self._submit_amount(most, go, least), name="go")]
        buttons += [self._button(str(v), lambda v=v: go(v), variant="default") for v in quick if least <= v <= most]
        buttons.append(self._button(pass_text, other or self._act_of(Action("pass", self.me)), variant="default", name="pass"))
        return self._row(field, *buttons, label_text="Gold:"), field

    def _submit_amount(self, most: int, go: Callable[[int], None], least: int = 1) -> None:
        text = self.gold_input.value.strip() if self.gold_input is not None else ""
        try:
            v = int(text)
        except ValueError:
            self._refuse(f"type an amount of gold, {least} to {most}")
            return
        if not least <= v <= most:
            self._refuse(f"{least} to {most} gold")
            return
        go(v)

    def _ask_demand(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=f"Your hand ({len(cards)})")
        m = view.merchant
        assert m is not None
        most = view.gold[m]
        row, field = self._amount_row("Ask", most, (2, 5, 10, 20), lambda v: self._act_human(Action("demand", self.me, value=v)), "No price (p)")
        name = view.players[m]
        self._mount(box, f"{upper_first(possessive(name))} bag: {declared_words(view, m)}. {name} has {most} gold. Name your price to let it through, or none:", row, focus=field)

    def _ask_pay(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=f"Your hand ({len(cards)})")
        m = view.merchant
        assert m is not None
        most = view.gold[self.me]
        row, field = self._amount_row("Pay", most, (1, 2, 5), lambda v: self._act_human(Action("pay", self.me, value=v)), "Pass (p)")
        name = view.players[m]
        self._mount(box, f"{self._bargain_words(view)}. Pay the Sheriff to open {possessive(name)} bag (kept only if opened)? You have {most} gold.", row, focus=field)

    def _ask_verdict(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=f"Your hand ({len(cards)})")
        buttons = []
        for a in self.game.legal_actions():
            if a.act == "demand":  # the prices of a counter-offer: one button opens their prompt
                if "counter" not in self.named:
                    buttons.append(self._button("Counter… (c)", self._open_counter, name="counter"))
                continue
            text = {"accept": "Accept the offer (a)", "inspect": "Inspect (i)", "pass": "Let it pass (p)"}[a.act]
            buttons.append(self._button(text, self._act_of(a), name=a.act, variant="default" if a.act == "pass" else "primary"))
        m = view.merchant
        assert m is not None
        size = view.bag_sizes[m]
        left = f" ({view.counters_left} counter{'s' if view.counters_left != 1 else ''} left)" if "counter" in self.named else ""
        self._mount(
            box,
            f"{self._bargain_words(view)} · {size} card{'s' if size != 1 else ''}, declared {declared_words(view, m)}. Your verdict{left}:",
            self._row(*buttons),
            focus=buttons[0],
        )

    def _counter_prices(self) -> list[int]:
        """The prices the engine lets the Sheriff counter with now (none: no counter)."""
        if self.game.to_act != self.me or self.game.phase != VERDICT:
            return []
        return [a.value for a in self.game.legal_actions() if a.act == "demand" and a.value is not None]

    def _open_counter(self) -> None:
        if self._counter_prices():
            self.counter_open = True
            self.refresh_table()

    def _close_counter(self) -> None:
        self.counter_open = False
        self.refresh_table()

    def _ask_counter(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        """A counter-offer: a new price instead of a verdict, as the demand's prompt asks one."""
        hand.show(cards, hint=f"Your hand ({len(cards)})")
        m = view.merchant
        assert m is not None
        prices = self._counter_prices()
        least, most = prices[0], prices[-1]
        row, field = self._amount_row(
            "Ask", most, (least, 5, 10, 20), lambda v: self._act_human(Action("demand", self.me, value=v)), "Back (c)",
            least=least, other=self._close_counter,
        )
        name = view.players[m]
        offered = f"offers {view.offer.words()}" if view.offer is not None else "offers nothing"
        self._mount(
            box,
            f"Counter: {name} {offered} and has {view.gold[m]} gold. Name a new price, {least} to {most} gold; {name} offers again or withdraws:",
            row,
            focus=field,
        )

    # an offer: gold, cards from hand (marked in the hand), goods from the bag (marked in the bag row), a promise
    def _ask_offer(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, select=len(cards), lo=len(cards) + 1, hint="Your hand: mark cards to offer")
        most = view.gold[self.me]
        field = self.gold_input = GoldInput(placeholder=f"0–{most}", type="integer", max_length=4, compact=True, classes="nt-gold")
        self.promise = Checkbox("a promise", compact=True, classes="nt-promise")
        offer = self._button("Offer", self._submit_offer, disabled=True, name="offer")
        passing = self._button("Pass (p)", self._act_of(Action("pass", self.me)), variant="default", name="pass")
        summary = self.summary = Label("", classes="nt-summary", markup=False)
        bag = self.bag_row = GoodsRow(ascii=self.ascii, compact=True, classes="nt-bag-row")
        sheriff = view.players[view.sheriff]
        asked = f"{sheriff} asks {view.demand} gold" if view.demand is not None else f"{sheriff} names no price"
        if view.bids:  # a counter: the Sheriff answered the last offer with this price
            standing = f"instead of your {view.offer.words()}" if view.offer is not None else "instead of nothing"
            asked = f"{sheriff} asks {view.demand} gold {standing}; offer again, or pass to withdraw"
            passing.label = "Withdraw (p)" if view.offer is not None else "Pass (p)"
        row = [field, self.promise, offer, passing, summary]
        declared = view.declared[self.me]
        if view.rules.bag_offers != "cards" and declared is not None:  # goods from the bag are a claim: it may name more than it holds
            size = sum(view.bag or EMPTY)
            self.claim_input = GoldInput(placeholder=f"0–{size}", type="integer", max_length=1, compact=True, classes="nt-claim")
            row[2:2] = [Label(f"+ {NOUNS[declared][1]}:", classes="nt-rowlabel"), self.claim_input]
        self._mount(
            box,
            f"Your bag: {declared_words(view, self.me)} declared. {asked}. Offer gold, cards (mark in hand), goods from the bag, a promise — or pass:",
            self._row(*row, label_text="Gold:"),
            bag,
            focus=field,
        )
        bag_cards = _sorted_hand(view.bag or EMPTY)
        self.call_after_refresh(lambda: bag.show(bag_cards, select=len(bag_cards), lo=len(bag_cards) + 1, hint="Your bag: mark goods to offer"))
        self.call_after_refresh(self._offer_changed)

    def _offer_now(self) -> tuple[Offer | None, str]:
        """The offer as the form holds it, or None and why it can't be made."""
        view = self.game.view(self.me)
        most = view.gold[self.me]
        text = self.gold_input.value.strip() if self.gold_input is not None else ""
        try:
            gold = int(text) if text else 0
        except ValueError:
            return None, f"gold: 0 to {most}"
        if not 0 <= gold <= most:
            return None, f"you have {most} gold"
        bag = self.bag_row
        promise = self.promise is not None and self.promise.value
        goods = list(bag.marked_counts() if bag is not None else EMPTY)
        declared = view.declared[self.me]
        if self.claim_input is not None and declared is not None:
            size = sum(view.bag or EMPTY)
            text = self.claim_input.value.strip()
            more = int(text) if text.isdigit() else 0
            goods[declared] += more
            if sum(goods) > size:
                return None, f"your bag holds {size} {'card' if size == 1 else 'cards'}: promise at most {size} from it"
        offer = Offer(gold, self._hand().marked_counts(), tuple(goods), promise)
        if offer.empty:
            return None, "nothing offered yet"
        return offer, f"offer {offer.words()}"

    def _offer_changed(self) -> None:
        if self.prompt_key is None or self.prompt_key[0] != OFFER or self.summary is None:
            return
        offer, words = self._offer_now()
        self.summary.update(words)
        self.named["offer"].disabled = offer is None

    def _submit_offer(self) -> None:
        offer, why = self._offer_now()
        if offer is None:
            self._refuse(why)
            return
        self._act_human(offer_action(self.me, offer))

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
            self.named["market"].label = f"Set aside {n}" if n else "Keep my hand"
        elif phase == BAG and "bag" in self.named:
            button = self.named["bag"]
            button.label = f"Bag {n} card{'s' if n != 1 else ''}"
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
        self.tell(f"Not allowed: {reason}", "warning")

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
            self._refuse(f"you can't take from the {PILES[pile]} pile now")

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

    def action_hint(self) -> None:
        """H: what ``normal`` would do here, said in the status line and drawn as a suggestion (its
        cards, its button): it never marks, types or takes the focus (Enter then does it)."""
        self.say_hint(self.prompt_key is not None, lambda a: hint_words(a, self.game.phase))

    def draw_suggestion(self, action: Action | None) -> None:
        """The hinted cards (a market, a bag, an offer's) and button in a style of their own."""
        for button in self.named.values():
            button.remove_class("-hinted")
        hand = self._hand()
        hand.suggest(action.cards or () if action is not None and action.act in ("market", "bag", "offer") else ())
        if self.bag_row is not None:
            self.bag_row.suggest(action.bag or () if action is not None and action.act == "offer" else ())
        if action is None:
            return
        act, phase = action.act, self.game.phase
        if act == "offer":
            name = "offer"
        elif act in ("demand", "pay") and phase != VERDICT:
            name = "go"
        elif act == "take":
            name = f"take-{PILES[action.value or 0]}"
        elif act == "declare" and action.card is not None:
            name = f"declare-{GOODS[action.card].name}"
        elif act in ("accept", "inspect", "pass", "draw"):
            name = act if phase == VERDICT or act == "draw" else "pass"
        elif act in ("market", "bag"):
            name = act
        else:
            name = ""
        if name in self.named:
            self.named[name].add_class("-hinted")

    def action_bags(self) -> None:
        self.app.push_screen(BagsScreen(self.game.view(self.me), self.adapter))

    def action_score_sheet(self) -> None:
        self.app.show_score_sheet(self)  # type: ignore[attr-defined]

    def own_score_sheet(self) -> "NottinghamSheetScreen":
        return NottinghamSheetScreen(self.game.view(self.me))

    def sheet_layout(self, view: Any) -> tuple[None, list[str]]:
        return None, []

    def action_rules(self) -> None:
        self.app.show_rules(self.table.game_name, self.table.preset)  # type: ignore[attr-defined]

    def action_cycle_pace(self, shown: str = "") -> None:
        self.app.cycle_pace()  # type: ignore[attr-defined]

    def action_menu(self) -> None:
        self.app.leave_table()  # type: ignore[attr-defined]


class BagsScreen(_Modal):
    """The bags decided this round (or the last round's, before any this round): like "last trick"."""

    BINDINGS = [Binding("escape,l,enter", "close", "Close", id="nottingham_bags.close")]

    def __init__(self, view: View, adapter: Any) -> None:
        super().__init__()
        self.view = view
        self.adapter = adapter

    def compose(self) -> ComposeResult:
        view = self.view
        history = view.history
        rnd = view.round_no if any(v.round_no == view.round_no for v in history) else view.round_no - 1
        shown = [v for v in history if v.round_no == rnd]
        with Vertical():
            title = f"Bags of round {rnd + 1}" if shown else "Bags"
            if shown:
                title += f" (Sheriff: {view.players[shown[0].sheriff]})"
            yield Label(title, classes="title", markup=False)
            if shown:
                yield Static("\n".join(self.adapter.verdict_words(v, view.players) for v in shown), id="nt-verdicts", markup=False)
            else:
                yield Static("No bag has been decided yet.", id="nt-verdicts")
            with Horizontal():
                yield Button("Close", id="close", variant="primary")


class NottinghamSheetScreen(_Modal):
    """Gold, goods, King and Queen bonuses and totals per seat: at the end all of it, during the
    match what this seat knows (gold; its own stand; the others' legal goods and face-down count)."""

    BINDINGS = [
        Binding("escape,s", "close", "Close", id="nottingham_sheet.close"),
        Binding("enter", "close", "Close", show=False, priority=True, id="nottingham_sheet.close_enter"),
    ]

    def __init__(self, view: View) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        view = self.view
        names = view.players
        final = view.final
        with Vertical():
            yield Label("Score sheet", classes="title")
            table: DataTable[str] = DataTable(cursor_type="none", zebra_stripes=True, id="nt-sheet")
            table.add_column("")
            for name in names:
                table.add_column(name)
            if final is not None:
                table.add_row("gold", *map(str, final.gold))
                table.add_row("goods", *map(str, final.goods))
                table.add_row("bonuses", *map(str, final.bonus))
                table.add_row(Text("total", style="bold"), *(Text(str(s), style="bold") for s in final.scores))
                notes = [self._bonus_line(b, names) for b in final.bonuses]
                notes.append(headline(final, names))
            else:
                table.add_row("gold", *map(str, view.gold))
                goods = []
                for s in range(view.n):
                    if s == view.seat:
                        goods.append(str(value_of(view.stand)))
                    else:
                        known = value_of(view.stands_up[s])
                        goods.append(f"{known} + {view.face_down[s]}▒" if view.face_down[s] else str(known))
                table.add_row("goods", *goods)
                for g in LEGAL:
                    counts = [legal_count(view.stand if s == view.seat else view.stands_up[s], g) for s in range(view.n)]
                    table.add_row(label(g), *map(str, counts))
                notes = [
                    f"Round {view.round_no + 1} of {view.rounds}. Gold is known; goods are your stand in full and the others' legal goods (▒: cards face down, value unknown).",
                    "King / Queen of each legal good at the end: " + ", ".join(f"{label(g)} {BONUS[g][0]}/{BONUS[g][1]}" for g in LEGAL) + " (royal goods count as 2 or 3).",
                ]
            yield table
            yield Static("\n".join(notes), classes="notes", id="nt-sheet-notes", markup=False)
            with Horizontal():
                yield Button("Close", id="close", variant="primary")

    @staticmethod
    def _bonus_line(b: Any, names: Sequence[str]) -> str:
        who = " and ".join(names[s] for s in b.seats)
        title = b.title[0].upper() + b.title[1:]
        return f"{title} of {label(b.good)}: {who}, {b.each} each" if len(b.seats) > 1 else f"{title} of {label(b.good)}: {who}, {b.each}"
