"""Sheriff of Nottingham's adapter: the table's title, seats, log lines and result.

Nottingham is no trick game, so it has a screen of its own
(:mod:`.table`), named by ``screen_class`` and imported only there; this module
only reads the engine's views and events and says them in words (the words of
goods, bags and offers are :mod:`.words`). No rule is decided here.
"""

from __future__ import annotations

from typing import Any, Sequence

from ....engine.core import Action, Event
from ....engine.nottingham import DEMAND, OFFER, PAY, PILES, VERDICT, Verdict, View
from ....engine.nottingham.goods import amount, describe
from ....engine.nottingham.score import FinalScore
from ...text import says
from .. import SeatInfo
from .words import cards_word, goods_of, handover_words, headline, hint_words, offer_words, payment_words, possessive, stand_short


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
            return f"Sheriff of Nottingham · {view.rounds} rounds played · match over · {me} {view.totals[view.seat]}"
        # the human's gold beside the round (the others' is in their panels): the match in view
        return f"Sheriff of Nottingham · Round {rnd} of {view.rounds} · {me} {view.gold[view.seat]} gold · Sheriff: {view.players[view.sheriff]}"

    def role(self, view: View, seat: int) -> str:
        return "Sheriff" if seat == view.sheriff and view.final is None else "Merchant"

    def seat_info(self, view: View, seat: int, ascii: bool = False) -> SeatInfo:
        """A seat's gold, hand and stand; the Sheriff's panel in the first team's colour."""
        lines = (f"gold {view.gold[seat]} · hand {view.hand_sizes[seat]}", stand_short(view, seat))
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
                line = f"{says(names[e.seat], 'withdraws')} the offer"  # passing a counter takes the offer back
            if e.kind == "inspect" and line:
                for j in range(i + 1, len(events)):
                    if events[j].kind == "penalty" and events[j].data is not None:
                        line += " " + payment_words(events[j].data, names)
                        skip.add(j)
                        break
                    if events[j].kind == "through":
                        break
                if before is not None:
                    paid = [f"{possessive(names[s])} {g}" for s, g in enumerate(before.pays) if g]
                    if paid:
                        line += f"; {' and '.join(paid)} gold to open it go{'es' if len(paid) == 1 else ''} to the Sheriff"
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
            return f"Round {e.value + 1} of {view.rounds}: {says(who, 'is')} the Sheriff"
        if k == "market":
            if e.data:  # the whole hand went into the bag, or a bribe
                return f"{says(who, 'comes')} to market with an empty hand"
            return f"{says(who, 'keeps')} the whole hand" if not e.value else f"{says(who, 'sets')} {cards_word(e.value)} aside"
        if k == "take":
            return f"{says(who, 'takes')} {amount(1, e.card)} from the {PILES[e.value]} pile"
        if k == "draw":
            got = f": {goods_of(e.data)}" if e.data else ""
            return f"{says(who, 'draws')} {cards_word(e.value)} from the draw pile{got}"
        if k == "reshuffle":
            return f"The discard piles are shuffled into a new draw pile of {e.value} cards"
        if k == "discard":
            return f"{says(who, 'puts')} {amount(1, e.card)} on the {PILES[e.value]} pile"
        if k == "bag":
            return f"{says(who, 'packs')} a bag of {cards_word(e.value)}"
        if k == "declare":
            return f"{says(who, 'declares')} {amount(e.value, e.card)}"
        if k == "demand":
            if e.data == VERDICT:  # a counter-offer: "instead" of the offer standing, if one does
                whom = "you" if m == "You" else m or "the merchant"
                if view.offer is None:
                    return f"The Sheriff asks {whom} for {e.value} gold to let the bag through"
                return f"The Sheriff asks {whom} for {e.value} gold instead"
            if m:
                return f"The Sheriff asks {'you' if m == 'You' else m} for {e.value} gold to let the bag through"
            return f"The Sheriff asks {e.value} gold to let the bag through"
        if k == "offer":
            return f"{says(who, 'offers')} {offer_words(e.data)}"
        if k == "pay":
            whose = f"{possessive(m)} bag" if m else "the bag"
            return f"{says(who, 'offers')} the Sheriff {e.value} gold to open {whose}"
        if k == "pass":
            phase = e.data
            if phase == DEMAND:
                return "The Sheriff names no price"
            if phase == OFFER:
                return f"{says(who, 'offers')} nothing"
            if phase == PAY:
                whose = f"{possessive(m)} bag" if m else "the bag"
                return f"{says(who, 'offers')} nothing to have {whose} opened"
            if phase == VERDICT and e.value is not None:
                return f"The Sheriff lets {possessive(names[e.value])} bag through unopened"
            return f"{says(who, 'passes')}"
        if k == "accept":
            return f"The Sheriff takes {possessive(names[e.value])} offer: the bag goes through unopened"
        if k == "handover":  # what a bag let through gave for the goods promised from it
            return handover_words(who, e.cards or (), e.data)
        if k == "inspect":
            bag = goods_of(e.cards or ())
            verdict = "as declared!" if e.data else "caught!"
            return f"The Sheriff opens {possessive(names[e.value])} bag: {bag} — {verdict}"
        if k == "penalty":
            return payment_words(e.data, names) if e.data is not None else None
        if k == "confiscated":
            if not e.cards:
                return None
            return f"{goods_of(e.cards)} confiscated onto the {PILES[e.value]} pile"
        if k == "through":
            parts = []
            if e.cards:
                parts.append(goods_of(e.cards))
            if e.value:
                parts.append(f"{goods_of(e.data)} face down" if e.data else f"{cards_word(e.value)} face down")
            if not parts:
                return None
            return f"{' and '.join(parts)} onto {possessive(who)} stand"
        if k == "match_over":
            return headline(e.data, names)
        return None

    # -- the score sheet and the result -------------------------------------------
    def result_headline(self, result: FinalScore, view: Any) -> str:
        return result.headline(view.players)

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
                    parts.append(f"countered {b.demand} gold")
                elif b.demand is not None:
                    parts.append(f"asked {b.demand} gold")
                if b.offer is not None:
                    parts.append(f"offered {b.offer.words()}")
                elif i:
                    parts.append("withdrew" if any(x.offer is not None for x in v.bids[:i]) else "offered nothing")
        else:
            if v.demand is not None:
                parts.append(f"asked {v.demand} gold")
            if v.offer is not None:
                parts.append(f"offered {v.offer.words()}")
        for seat, gold in v.pays:
            parts.append(f"{names[seat]} paid {gold} to open")
        if v.outcome == "accept":
            parts.append("bribe taken, through unopened")
            if v.given is not None and v.offer is not None and v.given != v.offer.bag:
                parts.append(f"the bag gave {describe(v.given) if any(v.given) else 'nothing'} of the goods promised")
        elif v.outcome == "pass":
            parts.append("let through unopened")
        else:
            bag = describe(v.revealed or ())
            parts.append(f"opened: {bag} — {'as declared' if v.honest else 'caught'}")
            if v.penalty is not None and v.penalty.owed:
                payer = names[v.penalty.payer]
                parts.append(f"{payer} paid {v.penalty.owed}")
        return " · ".join(parts)


ADAPTER = NottinghamAdapter()
