"""Sheriff of Nottingham's adapter: the table's title, seats, log lines and result.

Nottingham is no trick game, so it has a screen of its own
(:mod:`.table`), named by ``screen_class`` and imported only there; this module
only reads the engine's views and events and says them in words (the words of
goods, bags and offers are :mod:`.words`). No rule is decided here.
"""

from __future__ import annotations

from typing import Any, Sequence

from ....engine.core import Action, Event
from ....engine.nottingham import DEMAND, OFFER, PAY, VERDICT, Verdict, View
from ....engine.nottingham.score import FinalScore
from ....i18n import _
from ...text import is_you
from .. import SeatInfo
from .words import (
    amount, and_join, cards_word, describe, goods_of, handover_words, headline, hint_words, offer_words, payment_words, pile, possessive,
    stand_short,
)


def by(who: str, you: str, other: str) -> str:
    """The sentence for the person at the table ('You offer …') or another seat ('{name} offers …'),
    each already translated: whole sentences, so that a language says each in its own order."""
    return you if is_you(who) else other


class NottinghamAdapter:
    game = "nottingham"

    def screen_class(self) -> Any:
        """The screen that draws this game (not the trick table)."""
        from .table import NottinghamScreen

        return NottinghamScreen

    def title(self, view: View, ascii: bool = False) -> str:
        rnd = min(view.round_no + 1, view.rounds)
        me = view.players[view.seat]
        if view.final is not None:  # the score once counted: gold and goods, the bonuses
            return _("Sheriff of Nottingham · {rounds} rounds played · match over · {name} {total}").format(
                rounds=view.rounds, name=me, total=view.totals[view.seat]
            )
        # the human's gold beside the round (the others' is in their panels): the match in view
        return _("Sheriff of Nottingham · Round {round} of {rounds} · {name} {gold} gold · Sheriff: {sheriff}").format(
            round=rnd, rounds=view.rounds, name=me, gold=view.gold[view.seat], sheriff=view.players[view.sheriff]
        )

    def role(self, view: View, seat: int) -> str:
        return _("Sheriff") if seat == view.sheriff and view.final is None else _("Merchant")

    def seat_info(self, view: View, seat: int, ascii: bool = False) -> SeatInfo:
        """A seat's gold, hand and stand; the Sheriff's panel in the first team's colour."""
        lines = (_("gold {gold} · hand {hand}").format(gold=view.gold[seat], hand=view.hand_sizes[seat]), stand_short(view, seat))
        return SeatInfo(view.players[seat], self.role(view, seat), lines, "a" if seat == view.sheriff and view.final is None else None)

    def describe_all(self, events: Sequence[Event], view: View, before: View | None = None, ascii: bool = False) -> list[str]:
        """A line per event, as ``view``'s seat may know them; an inspection says its penalty and
        who paid to open the bag on its line. ``before``: the view before these events (whose bag
        was bargained over: the demand and a payment to open name the merchant)."""
        names = view.players
        merchant = before.merchant if before is not None else None
        out: list[str] = []
        skip: set[int] = set()
        for i, e in enumerate(events):
            if i in skip:
                continue
            line = self.describe(e, view, ascii, merchant)
            if e.kind == "pass" and e.data == OFFER and before is not None and before.bids and before.offer is not None:
                line = by(names[e.seat], _("You withdraw the offer"), _("{name} withdraws the offer")).format(name=names[e.seat])  # a counter passed
            if e.kind == "inspect" and line:
                for j in range(i + 1, len(events)):
                    if events[j].kind == "penalty" and events[j].data is not None:
                        line += " " + payment_words(events[j].data, names)
                        skip.add(j)
                        break
                    if events[j].kind == "through":
                        break
                if before is not None:
                    paid = [_("{whose} {gold}").format(whose=possessive(names[s]), gold=g) for s, g in enumerate(before.pays) if g]
                    if paid:
                        said = _("; {paid} gold to open it goes to the Sheriff") if len(paid) == 1 else _("; {paid} gold to open it go to the Sheriff")
                        line += said.format(paid=and_join(paid))
            if e.kind == "offer":
                merchant = e.seat
            if line:
                out.append(line)
        return out

    def describe(self, e: Event, view: View, ascii: bool = False, merchant: int | None = None) -> str | None:
        names = view.players
        k = e.kind
        who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
        m = names[merchant] if merchant is not None else None
        if k == "round":
            return by(who, _("Round {round} of {rounds}: You are the Sheriff"), _("Round {round} of {rounds}: {name} is the Sheriff")).format(
                round=e.value + 1, rounds=view.rounds, name=who
            )
        if k == "market":
            if e.data:  # the whole hand went into the bag, or a bribe
                return by(who, _("You come to market with an empty hand"), _("{name} comes to market with an empty hand")).format(name=who)
            if not e.value:
                return by(who, _("You keep the whole hand"), _("{name} keeps the whole hand")).format(name=who)
            return by(who, _("You set {cards} aside"), _("{name} sets {cards} aside")).format(name=who, cards=cards_word(e.value))
        if k == "take":
            return by(who, _("You take {goods} from the {pile} pile"), _("{name} takes {goods} from the {pile} pile")).format(
                name=who, goods=amount(1, e.card), pile=pile(e.value)
            )
        if k == "draw":
            if e.data:
                said = by(who, _("You draw {cards} from the draw pile: {goods}"), _("{name} draws {cards} from the draw pile: {goods}"))
            else:
                said = by(who, _("You draw {cards} from the draw pile"), _("{name} draws {cards} from the draw pile"))
            return said.format(name=who, cards=cards_word(e.value), goods=goods_of(e.data) if e.data else "")
        if k == "reshuffle":
            return _("The discard piles are shuffled into a new draw pile of {n} cards").format(n=e.value)
        if k == "discard":
            return by(who, _("You put {goods} on the {pile} pile"), _("{name} puts {goods} on the {pile} pile")).format(
                name=who, goods=amount(1, e.card), pile=pile(e.value)
            )
        if k == "bag":
            return by(who, _("You pack a bag of {cards}"), _("{name} packs a bag of {cards}")).format(name=who, cards=cards_word(e.value))
        if k == "declare":
            return by(who, _("You declare {goods}"), _("{name} declares {goods}")).format(name=who, goods=amount(e.value, e.card))
        if k == "demand":
            if e.data == VERDICT:  # a counter-offer: "instead" of the offer standing, if one does
                if is_you(m):
                    said = _("The Sheriff asks you for {n} gold to let the bag through") if view.offer is None else _("The Sheriff asks you for {n} gold instead")
                elif m:
                    said = _("The Sheriff asks {name} for {n} gold to let the bag through") if view.offer is None else _("The Sheriff asks {name} for {n} gold instead")
                else:
                    said = (
                        _("The Sheriff asks the merchant for {n} gold to let the bag through")
                        if view.offer is None
                        else _("The Sheriff asks the merchant for {n} gold instead")
                    )
                return said.format(name=m, n=e.value)
            if is_you(m):
                return _("The Sheriff asks you for {n} gold to let the bag through").format(n=e.value)
            if m:
                return _("The Sheriff asks {name} for {n} gold to let the bag through").format(name=m, n=e.value)
            return _("The Sheriff asks {n} gold to let the bag through").format(n=e.value)
        if k == "offer":
            return by(who, _("You offer {offer}"), _("{name} offers {offer}")).format(name=who, offer=offer_words(e.data))
        if k == "pay":
            if m:
                said = by(who, _("You offer the Sheriff {n} gold to open {whose} bag"), _("{name} offers the Sheriff {n} gold to open {whose} bag"))
            else:
                said = by(who, _("You offer the Sheriff {n} gold to open the bag"), _("{name} offers the Sheriff {n} gold to open the bag"))
            return said.format(name=who, n=e.value, whose=possessive(m) if m else "")
        if k == "pass":
            phase = e.data
            if phase == DEMAND:
                return _("The Sheriff names no price")
            if phase == OFFER:
                return by(who, _("You offer nothing"), _("{name} offers nothing")).format(name=who)
            if phase == PAY:
                if m:
                    said = by(who, _("You offer nothing to have {whose} bag opened"), _("{name} offers nothing to have {whose} bag opened"))
                else:
                    said = by(who, _("You offer nothing to have the bag opened"), _("{name} offers nothing to have the bag opened"))
                return said.format(name=who, whose=possessive(m) if m else "")
            if phase == VERDICT and e.value is not None:
                return _("The Sheriff lets {whose} bag through unopened").format(whose=possessive(names[e.value]))
            return by(who, _("You pass"), _("{name} passes")).format(name=who)
        if k == "accept":
            return _("The Sheriff takes {whose} offer: the bag goes through unopened").format(whose=possessive(names[e.value]))
        if k == "handover":  # what a bag let through gave for the goods promised from it
            return handover_words(who, e.cards or (), e.data)
        if k == "inspect":
            bag = goods_of(e.cards or ())
            said = _("The Sheriff opens {whose} bag: {goods} — as declared!") if e.data else _("The Sheriff opens {whose} bag: {goods} — caught!")
            return said.format(whose=possessive(names[e.value]), goods=bag)
        if k == "penalty":
            return payment_words(e.data, names) if e.data is not None else None
        if k == "confiscated":
            if not e.cards:
                return None
            return _("{goods} confiscated onto the {pile} pile").format(goods=goods_of(e.cards), pile=pile(e.value))
        if k == "through":
            parts = []
            if e.cards:
                parts.append(goods_of(e.cards))
            if e.value:
                parts.append(_("{goods} face down").format(goods=goods_of(e.data) if e.data else cards_word(e.value)))
            if not parts:
                return None
            return _("{goods} onto {whose} stand").format(goods=and_join(parts), whose=possessive(who))
        if k == "match_over":
            return headline(e.data, names)
        return None

    # -- the score sheet and the result -------------------------------------------
    def result_headline(self, result: FinalScore, view: Any) -> str:
        return headline(result, view.players)

    def score_sheet(self, view: View) -> Any:
        """The sheet of a match that is no column of deals: gold, goods and bonuses (:mod:`.sheets`)."""
        from .sheets import NottinghamSheetScreen

        return NottinghamSheetScreen(view)

    def match_headline(self, view: View, winner: Any = None) -> str | None:
        return headline(view.final, view.players) if view.final is not None else None

    def match_winners(self, view: View) -> tuple[int, ...]:
        """The seats the engine's tie-break names (more legal goods among equal totals): listed first."""
        return view.final.winners if view.final is not None else ()

    def hint_words(self, action: Action, view: View, ascii: bool = False) -> str:
        """The hint in Nottingham's words ("Set aside 2 cheese", "Ask 5 gold"): its prompt is no row of labelled choices."""
        return hint_words(action, view.phase)

    def verdict_words(self, v: Verdict, names: Sequence[str]) -> str:
        """One bag's fate in a line: 'Belle: 4 apples · asked 5 · offered 3 gold · opened: … — caught, paid 6'."""
        m = names[v.merchant]
        parts = [f"{m}: {amount(v.count, v.declared)}"]
        if len(v.bids) > 1:  # counter-offers: the whole haggle, in order
            for i, b in enumerate(v.bids):
                if i:
                    parts.append(_("countered {n} gold").format(n=b.demand))
                elif b.demand is not None:
                    parts.append(_("asked {n} gold").format(n=b.demand))
                if b.offer is not None:
                    parts.append(_("offered {offer}").format(offer=offer_words(b.offer)))
                elif i:
                    parts.append(_("withdrew") if any(x.offer is not None for x in v.bids[:i]) else _("offered nothing"))
        else:
            if v.demand is not None:
                parts.append(_("asked {n} gold").format(n=v.demand))
            if v.offer is not None:
                parts.append(_("offered {offer}").format(offer=offer_words(v.offer)))
        opened = v.outcome not in ("accept", "pass")  # a payment to open is kept only if the bag is
        for seat, gold in v.pays:
            said = _("{name} paid {n} to open") if opened else _("{name} offered {n} to open, not paid")
            parts.append(said.format(name=names[seat], n=gold))
        if v.outcome == "accept":
            parts.append(_("bribe taken, through unopened"))
            if v.given is not None and v.offer is not None and v.given != v.offer.bag:
                parts.append(_("the bag gave {goods} of the goods promised").format(goods=describe(v.given) if any(v.given) else _("nothing")))
        elif v.outcome == "pass":
            parts.append(_("let through unopened"))
        else:
            bag = describe(v.revealed or ())
            said = _("opened: {goods} — as declared") if v.honest else _("opened: {goods} — caught")
            parts.append(said.format(goods=bag))
            if v.penalty is not None and v.penalty.owed:
                payer = names[v.penalty.payer]
                parts.append(_("{name} paid {n}").format(name=payer, n=v.penalty.owed))
        return " · ".join(parts)


ADAPTER = NottinghamAdapter()
