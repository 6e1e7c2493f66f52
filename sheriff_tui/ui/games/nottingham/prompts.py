"""What the human is asked at Sheriff of Nottingham's table, one prompt a phase.

:class:`NottinghamPrompts` is a part of :class:`.table.NottinghamScreen` (which mixes it
in ahead of the screen): it builds the prompt from the engine's view and legal actions
(buttons for the choices the engine lists, the hand marked for the market, the bag and
an offer, a gold input bounded by what may be given, a counter's price) and reads back
what was marked and typed. The messages the widgets post stay the screen's (Textual reads
``@on`` handlers from the screen's own class).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from textual import events
from textual.containers import HorizontalGroup, Vertical
from textual.widgets import Button, Checkbox, Input, Label

from ....engine.core import Action
from ....engine.nottingham import (
    BAG, DECLARE, DEMAND, DISCARD, MARKET, OFFER, PAY, PILES, TAKE, VERDICT, Offer, View, offer_action,
)
from ....engine.nottingham.goods import EMPTY, GOODS, cards_of
from ....engine.nottingham.rules import HAND_SIZE, MARKET_MAX
from ....i18n import _, ngettext
from .goods_row import GoodsRow
from .words import amount, declared_words, describe, label, noun, offer_words, pile, possessive, upper_first


def hand_title(n: int) -> str:
    """The hand's title: 'Your hand (6)'."""
    return _("Your hand ({n})").format(n=n)


def sorted_hand(hand: Sequence[int]) -> list[int]:
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


class NottinghamPrompts:
    """The prompt of each phase; mixed into :class:`.table.NottinghamScreen`, whose state it uses."""

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
        cards = sorted_hand(view.hand)
        hand.compact = self._compact_hand(len(cards))
        if key == self.prompt_key:
            if key is None and cards != hand.cards:  # a bot's turn: only our hand may change (a bribe in cards)
                hand.show(cards, hint=hand_title(len(cards)), placeholder=_("(your hand is empty)"))
            return
        box = self.query_one("#nt-prompt", Vertical)
        box.remove_children()  # done later: the new prompt's widgets have fresh ids
        self.keys_held = None
        self.choices, self.named = {}, {}
        self.gold_input = self.promise = self.bag_row = self.summary = self.claim_input = None
        self.prompt_key = key
        if key is None:
            hand.show(cards, hint=hand_title(len(cards)), placeholder=_("(your hand is empty)"))
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

    def _ask_market(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        if not cards:  # the whole hand went into the bag or a bribe: nothing to set aside, only six to take
            hand.show(cards, hint=hand_title(0))
            confirm = self._button(_("Fill my hand"), self._confirm_market, name="market")
            question = _("Market: your hand is empty; take {n} cards from the discard piles' tops or the draw pile.").format(n=HAND_SIZE)
            self._mount(box, question, self._row(confirm), focus=confirm)
            return
        hand.show(cards, select=MARKET_MAX, lo=0, hint=_("Your hand: mark cards to set aside"))
        confirm = self._button(_("Keep my hand"), self._confirm_market, name="market")
        question = _("Market: mark up to {n} cards to trade (digits, Space or a click), Enter to confirm; the rest stays.").format(n=MARKET_MAX)
        self._mount(box, question, self._row(confirm), focus=hand)

    def _confirm_market(self) -> None:
        self._act_human(Action("market", self.me, cards=cards_of(self._hand().marked_counts())))

    def _ask_take(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=hand_title(len(cards)))
        buttons = []
        for a in self.game.legal_actions():
            if a.act == "take":
                key = "[" if a.value == 0 else "]"
                text = _("Take {good}, {pile} ({key})").format(good=label(view.pile_tops[a.value]), pile=pile(a.value), key=key)
                buttons.append(self._button(text, self._act_of(a), name=f"take-{PILES[a.value]}"))
            elif a.act == "draw":
                n = view.to_take
                buttons.append(self._button(_("Draw {n} (d)").format(n=n), self._act_of(a), name="draw", variant="default"))
        text = _("Set aside {goods}: take {n} more, from a discard pile's top, or draw the rest.").format(goods=describe(view.aside), n=view.to_take)
        if not cards and not any(view.aside):
            text = _("Your hand is empty: take {n}, from a discard pile's top, or draw the rest.").format(n=view.to_take)
        self._mount(box, text, self._row(*buttons), focus=buttons[0] if buttons else None)

    def _ask_discard(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=hand_title(len(cards)))
        legal = self.game.legal_actions()
        rows = []
        first = None
        for p, (everything, where) in enumerate(((_("All left ([)"), _("Left pile:")), (_("All right (])"), _("Right pile:")))):
            buttons = [self._button(label(a.card), self._act_of(a), variant="default") for a in legal if a.value == p]
            buttons.append(self._button(everything, lambda p=p: self._discard_all(p), name=f"all-{PILES[p]}"))
            first = first or buttons[-1]
            rows.append(self._row(*buttons, label_text=where))
        question = _("Put the cards you set aside on the discard piles, one by one (the last on top): {goods}").format(goods=describe(view.aside))
        self._mount(box, question, *rows, focus=first)

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
        hand.show(cards, select=limit, lo=1, hint=_("Your hand: mark cards for the bag"))
        confirm = self._button(ngettext("Bag {n} card", "Bag {n} cards", 0).format(n=0), self._confirm_bag, disabled=True, name="bag")
        question = _("Load your bag: mark 1 to {n} cards, Enter to confirm. Cards left in hand stay for later rounds.").format(n=limit)
        self._mount(box, question, self._row(confirm), focus=hand)

    def _confirm_bag(self) -> None:
        marked = self._hand().marked_counts()
        if not any(marked):
            self._refuse(_("mark at least one card for the bag"))
            return
        self._act_human(Action("bag", self.me, cards=cards_of(marked)))

    def _ask_declare(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=hand_title(len(cards)))
        size = sum(view.bag or EMPTY)
        buttons = [self._button(amount(size, a.card), self._act_of(a), name=f"declare-{GOODS[a.card].name}") for a in self.game.legal_actions()]
        question = ngettext(
            "Your bag holds {goods}. Declare {n} card of one legal good (the kind may be a lie):",
            "Your bag holds {goods}. Declare {n} cards of one legal good (the kind may be a lie):",
            size,
        ).format(goods=describe(view.bag or EMPTY), n=size)
        self._mount(box, question, self._row(*buttons), focus=buttons[0])

    def _amount_row(
        self, what: str, most: int, quick: Sequence[int], go: Callable[[int], None], pass_text: str,
        least: int = 1, other: Callable[[], None] | None = None,
    ) -> tuple[HorizontalGroup, Input]:
        """A gold field of ``least``–``most``, its button, quick amounts and a last button: pass, or ``other``."""
        field = self.gold_input = GoldInput(placeholder=f"{least}–{most}", type="integer", max_length=4, compact=True, classes="nt-gold")
        field.tooltip = _("{least} to {most} gold").format(least=least, most=most)
        buttons = [self._button(what, lambda: self._submit_amount(most, go, least), name="go")]
        buttons += [self._button(str(v), lambda v=v: go(v), variant="default") for v in quick if least <= v <= most]
        buttons.append(self._button(pass_text, other or self._act_of(Action("pass", self.me)), variant="default", name="pass"))
        return self._row(field, *buttons, label_text=_("Gold:")), field

    def _submit_amount(self, most: int, go: Callable[[int], None], least: int = 1) -> None:
        text = self.gold_input.value.strip() if self.gold_input is not None else ""
        try:
            v = int(text)
        except ValueError:
            self._refuse(_("type an amount of gold, {least} to {most}").format(least=least, most=most))
            return
        if not least <= v <= most:
            self._refuse(_("{least} to {most} gold").format(least=least, most=most))
            return
        go(v)

    def _ask_demand(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=hand_title(len(cards)))
        m = view.merchant
        assert m is not None
        most = view.gold[m]
        row, field = self._amount_row(_("Ask"), most, (2, 5, 10, 20), lambda v: self._act_human(Action("demand", self.me, value=v)), _("No price (p)"))
        name = view.players[m]
        question = _("{Whose} bag: {declared}. {name} has {gold} gold. Name your price to let it through, or none:").format(
            Whose=upper_first(possessive(name)), declared=declared_words(view, m), name=name, gold=most
        )
        self._mount(box, question, row, focus=field)

    def _ask_pay(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=hand_title(len(cards)))
        m = view.merchant
        assert m is not None
        most = view.gold[self.me]
        row, field = self._amount_row(_("Pay"), most, (1, 2, 5), lambda v: self._act_human(Action("pay", self.me, value=v)), _("Pass (p)"))
        name = view.players[m]
        question = _("{bargain}. Pay the Sheriff to open {whose} bag (kept only if opened)? You have {gold} gold.").format(
            bargain=self._bargain_words(view), whose=possessive(name), gold=most
        )
        self._mount(box, question, row, focus=field)

    def _ask_verdict(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, hint=hand_title(len(cards)))
        buttons = []
        for a in self.game.legal_actions():
            if a.act == "demand":  # the prices of a counter-offer: one button opens their prompt
                if "counter" not in self.named:
                    buttons.append(self._button(_("Counter… (c)"), self._open_counter, name="counter"))
                continue
            text = {"accept": _("Accept the offer (a)"), "inspect": _("Inspect (i)"), "pass": _("Let it pass (p)")}[a.act]
            buttons.append(self._button(text, self._act_of(a), name=a.act, variant="default" if a.act == "pass" else "primary"))
        m = view.merchant
        assert m is not None
        size = view.bag_sizes[m]
        counters = view.counters_left
        if "counter" in self.named:
            verdict = ngettext("Your verdict ({n} counter left):", "Your verdict ({n} counters left):", counters).format(n=counters)
        else:
            verdict = _("Your verdict:")
        question = ngettext("{bargain} · {n} card, declared {declared}. {verdict}", "{bargain} · {n} cards, declared {declared}. {verdict}", size or 0)
        self._mount(
            box,
            question.format(bargain=self._bargain_words(view), n=size, declared=declared_words(view, m), verdict=verdict),
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
        hand.show(cards, hint=hand_title(len(cards)))
        m = view.merchant
        assert m is not None
        prices = self._counter_prices()
        least, most = prices[0], prices[-1]
        row, field = self._amount_row(
            _("Ask"), most, (least, 5, 10, 20), lambda v: self._act_human(Action("demand", self.me, value=v)), _("Back (c)"),
            least=least, other=self._close_counter,
        )
        name = view.players[m]
        question = _("Counter: {name} offers {offer} and has {gold} gold. Name a new price, {least} to {most} gold; {name} offers again or withdraws:")
        self._mount(
            box,
            question.format(name=name, offer=offer_words(view.offer), gold=view.gold[m], least=least, most=most),
            row,
            focus=field,
        )

    # an offer: gold, cards from hand (marked in the hand), goods from the bag (marked in the bag row), a promise
    def _ask_offer(self, view: View, box: Vertical, hand: GoodsRow, cards: list[int]) -> None:
        hand.show(cards, select=len(cards), lo=len(cards) + 1, hint=_("Your hand: mark cards to offer"))
        most = view.gold[self.me]
        field = self.gold_input = GoldInput(placeholder=f"0–{most}", type="integer", max_length=4, compact=True, classes="nt-gold")
        self.promise = Checkbox(_("a promise"), compact=True, classes="nt-promise")
        offer = self._button(_("Offer"), self._submit_offer, disabled=True, name="offer")
        passing = self._button(_("Pass (p)"), self._act_of(Action("pass", self.me)), variant="default", name="pass")
        summary = self.summary = Label("", classes="nt-summary", markup=False)
        bag = self.bag_row = GoodsRow(ascii=self.ascii, compact=True, classes="nt-bag-row")
        sheriff = view.players[view.sheriff]
        asked = _("{name} asks {n} gold").format(name=sheriff, n=view.demand) if view.demand is not None else _("{name} names no price").format(name=sheriff)
        if view.bids:  # a counter: the Sheriff answered the last offer with this price
            if view.offer is not None:
                asked = _("{name} asks {n} gold instead of your {offer}; offer again, or pass to withdraw")
            else:
                asked = _("{name} asks {n} gold instead of nothing; offer again, or pass to withdraw")
            asked = asked.format(name=sheriff, n=view.demand, offer=offer_words(view.offer))
            passing.label = _("Withdraw (p)") if view.offer is not None else _("Pass (p)")
        row = [field, self.promise, offer, passing, summary]
        declared = view.declared[self.me]
        if view.rules.bag_offers != "cards" and declared is not None:  # goods from the bag are a claim: it may name more than it holds
            size = sum(view.bag or EMPTY)
            self.claim_input = GoldInput(placeholder=f"0–{size}", type="integer", max_length=1, compact=True, classes="nt-claim")
            row[2:2] = [Label(f"+ {noun(declared, 2)}:", classes="nt-rowlabel", markup=False), self.claim_input]
        question = _("Your bag: {declared} declared. {asked}. Offer gold, cards (mark in hand), goods from the bag, a promise — or pass:")
        self._mount(
            box,
            question.format(declared=declared_words(view, self.me), asked=asked),
            self._row(*row, label_text=_("Gold:")),
            bag,
            focus=field,
        )
        bag_cards = sorted_hand(view.bag or EMPTY)
        self.call_after_refresh(lambda: bag.show(bag_cards, select=len(bag_cards), lo=len(bag_cards) + 1, hint=_("Your bag: mark goods to offer")))
        self.call_after_refresh(self._offer_changed)

    def _offer_now(self) -> tuple[Offer | None, str]:
        """The offer as the form holds it, or None and why it can't be made."""
        view = self.game.view(self.me)
        most = view.gold[self.me]
        text = self.gold_input.value.strip() if self.gold_input is not None else ""
        try:
            gold = int(text) if text else 0
        except ValueError:
            return None, _("gold: 0 to {most}").format(most=most)
        if not 0 <= gold <= most:
            return None, _("you have {n} gold").format(n=most)
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
                return None, ngettext(
                    "your bag holds {n} card: promise at most {n} from it", "your bag holds {n} cards: promise at most {n} from it", size
                ).format(n=size)
        offer = Offer(gold, self._hand().marked_counts(), tuple(goods), promise)
        if offer.empty:
            return None, _("nothing offered yet")
        return offer, _("offer {offer}").format(offer=offer_words(offer))

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
