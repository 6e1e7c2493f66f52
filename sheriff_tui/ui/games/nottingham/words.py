"""Sheriff of Nottingham in words: goods, stands, bags, offers, payments and hints.

Plain functions of the engine's values, shared by the adapter (:mod:`.adapter`), the
table screen (:mod:`.table`) and the goods row (:mod:`.goods_row`); it imports none of them,
so the three never import each other in a circle. No rule is decided here.
"""

from __future__ import annotations

from typing import Sequence

from ....engine.core import Action
from ....engine.nottingham import DEMAND, OFFER, PAY, PILES, VERDICT, Offer, View
from ....engine.nottingham.goods import GOODS, KINDS, LEGAL, NOUNS, amount, counts_of, describe
from ....engine.nottingham.score import FinalScore, Payment
from ...text import says

# names that fit a card cell of eleven columns: a word cut short ends in a full stop, never
# reads as another word ("Green apple" looked like the singular); the royal mark says "royal"
SHORT = {
    "Green apples": "Grn. apples", "Golden apples": "Gold apples", "Gouda cheese": "Gouda",
    "Pumpernickel": "Pumpernick.", "Royal rooster": "Rooster",
}
# three letters for a stand in a narrow seat panel
ABBR = ("Apl", "Chs", "Brd", "Chk")
PHASE_WORDS = {
    "market": "at market", "take": "at market", "discard": "at market", "bag": "to bag",
    "declare": "to declare", "demand": "to demand", "offer": "to offer", "pay": "to pay", "verdict": "to decide",
}


def label(g: int) -> str:
    return GOODS[g].label


def short(g: int) -> str:
    name = GOODS[g].label
    return SHORT.get(name, name)


#: per kind of good: (tag, mark), in Unicode and in ASCII; legal goods carry no mark
_KIND_WORDS = {
    "contraband": (("✖CONTRA", "✖"), ("!CONTRA", "!")),
    "royal": (("♛ROYAL", "♛"), ("*ROYAL", "*")),
    "legal": (("legal", ""), ("legal", "")),
}


def kind_tag(g: int, ascii: bool = False) -> str:
    """The kind of a good in letters, so it shows without colour."""
    return _KIND_WORDS[GOODS[g].kind][ascii][0]


def kind_mark(g: int, ascii: bool = False) -> str:
    return _KIND_WORDS[GOODS[g].kind][ascii][1]


def possessive(name: str) -> str:
    return "your" if name == "You" else f"{name}'s"


def upper_first(text: str) -> str:
    """'Your bag', 'McCoy's bag': the first letter up, the rest as it is (str.capitalize lowers it)."""
    return text[:1].upper() + text[1:]


def cards_word(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def goods_of(cards: Sequence[int]) -> str:
    """'2 apples, 1 silk' from a tuple of card ids."""
    counts = [0] * KINDS
    for c in cards:
        counts[c] += 1
    return describe(counts)


def declared_words(view: View, seat: int) -> str:
    """'4 apples', or 'a bag of 3, not declared yet'."""
    size = view.bag_sizes[seat]
    if size is None:
        return ""
    good = view.declared[seat]
    if good is None:
        return f"a bag of {size}, not declared yet"
    return amount(size, good)


def stand_short(view: View, seat: int) -> str:
    """'4 Apl 2 Brd +3 down': a stand as others see it, in a seat panel."""
    up = view.stands_up[seat]
    parts = [f"{up[g]} {ABBR[g]}" for g in LEGAL if up[g]]
    down = view.face_down[seat]
    if down:
        parts.append(f"+{down} down")
    return " ".join(parts) if parts else "stand empty"


def stand_words(view: View, seat: int) -> str:
    """A stand in full for its owner, as others see it for the rest."""
    if seat == view.seat:
        st = view.stand
        up = [st[g] if GOODS[g].kind == "legal" else 0 for g in range(KINDS)]
        down = [st[g] if GOODS[g].kind != "legal" else 0 for g in range(KINDS)]
        text = describe(up) if any(up) else "no legal goods"
        if any(down):
            text += f"; face down: {describe(down)}"
        return text
    text = describe(view.stands_up[seat]) if any(view.stands_up[seat]) else "no legal goods"
    if view.face_down[seat]:
        text += f"; {view.face_down[seat]} face down"
    return text


def payment_words(p: Payment, names: Sequence[str]) -> str:
    """'Belle pays Wyatt 6' with how, when not all in gold."""
    payer, payee = names[p.payer], names[p.payee]
    text = f"{says(payer, 'pays')} {'you' if payee == 'You' else payee} {p.owed}"
    how = []
    if p.gold != p.owed:
        how.append(f"{p.gold} gold")
        if any(p.goods):
            how.append(f"{describe(p.goods)} from the stand")
        if p.forgiven:
            how.append(f"{p.forgiven} forgiven")
        text += f" ({', '.join(how)})"
    return text


def headline(final: FinalScore, names: Sequence[str]) -> str:
    """The engine's line for the end, with 'You win' for the person at the table."""
    text = final.headline(names)
    return "You win" + text[len("You wins"):] if text.startswith("You wins") else text


def offer_words(offer: Offer | None) -> str:
    return "nothing" if offer is None else offer.words()


def handover_words(who: str, given: Sequence[int], promised: Sequence[int]) -> str:
    """'Belle hands the Sheriff 2 apples from the bag, as promised' — or less than promised, or other goods:
    goods promised from a bag are a claim (rule ``bag_offers``) until it hands them over."""
    said = describe(promised)
    if not given:
        return f"{says(who, 'hands')} the Sheriff nothing from the bag: the {said} promised are not in it (the promise is void)"
    if counts_of(given) == tuple(promised):
        return f"{says(who, 'hands')} the Sheriff {goods_of(given)} from the bag, as promised"
    return f"{says(who, 'hands')} the Sheriff {goods_of(given)} from the bag for the {said} promised"


def hint_words(action: Action, phase: str) -> str:
    """An action as advice ("Set aside 2 cheese", "Ask 5 gold"): the hint says what ``normal`` would do."""
    act = action.act
    goods = describe(counts_of(action.cards)) if action.cards else ""
    if act == "market":
        return f"Set aside {goods}" if goods else "Keep your hand"
    if act == "take":
        return f"Take the top of the {PILES[action.value or 0]} pile"
    if act == "draw":
        return "Draw the rest from the draw pile"
    if act == "discard":
        return f"Put {amount(1, action.card or 0)} on the {PILES[action.value or 0]} pile"
    if act == "bag":
        return f"Bag {goods}"
    if act == "declare":
        return f"Declare {NOUNS[action.card or 0][1]}"
    if act == "demand":
        return f"Counter: ask {action.value} gold instead" if phase == VERDICT else f"Ask {action.value} gold"
    if act == "offer":
        offer = Offer(action.value or 0, counts_of(action.cards or ()), counts_of(action.bag or ()), bool(action.promise))
        return f"Offer {offer.words()}"
    if act == "pay":
        return f"Pay {action.value} gold to have the bag opened"
    if act == "pass":
        return {DEMAND: "Name no price", OFFER: "Offer nothing", PAY: "Don't pay", VERDICT: "Let the bag through"}.get(phase, "Pass")
    return {"accept": "Accept the offer", "inspect": "Inspect the bag"}.get(act, act)
