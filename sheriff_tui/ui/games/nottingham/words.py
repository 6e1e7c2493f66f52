"""Sheriff of Nottingham in words: goods, stands, bags, offers, payments and hints.

Plain functions of the engine's values, shared by the adapter (:mod:`.adapter`), the
table screen (:mod:`.table`) and the goods row (:mod:`.goods_row`); it imports none of them,
so the three never import each other in a circle. No rule is decided here.
"""

from __future__ import annotations

from typing import Sequence

from ....engine.core import Action
from ....engine.nottingham import DEMAND, OFFER, PAY, VERDICT, Offer, View
# the engine's words of goods and names (in the language in use), said here as the table's own too
from ....engine.nottingham.goods import GOODS, KINDS, LEGAL, amount, counts_of, describe, noun  # noqa: F401
from ....engine.nottingham.score import FinalScore, Payment, and_join  # noqa: F401
from ....i18n import N_, _, ngettext
from ....settings import unnamed_seat
from ...text import is_you

# names that fit a card cell of eleven columns: a word cut short ends in a full stop, never
# reads as another word ("Green apple" looked like the singular); the royal mark says "royal"
SHORT = {
    "Green apples": N_("Grn. apples"), "Golden apples": N_("Gold apples"), "Gouda cheese": N_("Gouda"),
    "Pumpernickel": N_("Pumpernick."), "Royal rooster": N_("Rooster"),
}
# three letters for a stand in a narrow seat panel
ABBR = (N_("Apl"), N_("Chs"), N_("Brd"), N_("Chk"))
PHASE_WORDS = {
    "market": N_("at market"), "take": N_("at market"), "discard": N_("at market"), "bag": N_("to bag"),
    "declare": N_("to declare"), "demand": N_("to demand"), "offer": N_("to offer"), "pay": N_("to pay"), "verdict": N_("to decide"),
}
PILE_WORDS = (N_("left"), N_("right"))


def pile(p: int) -> str:
    """'left' or 'right': a discard pile, in the language in use."""
    return _(PILE_WORDS[p])


def label(g: int) -> str:
    return _(GOODS[g].label)


def short(g: int) -> str:
    name = GOODS[g].label
    return _(SHORT.get(name, name))


def and_list(words: Sequence[str]) -> str:
    """'pepper, mead and 2 silk' (``..why.and_list``), in the language in use."""
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return _("{some} and {last}").format(some=", ".join(words[:-1]), last=words[-1])


#: per kind of good: (tag, mark), in Unicode and in ASCII; legal goods carry no mark
_KIND_WORDS = {
    "contraband": ((N_("✖CONTRA"), "✖"), (N_("!CONTRA"), "!")),
    "royal": ((N_("♛ROYAL"), "♛"), (N_("*ROYAL"), "*")),
    "legal": ((N_("legal"), ""), (N_("legal"), "")),
}


def kind_tag(g: int, ascii: bool = False) -> str:
    """The kind of a good in letters, so it shows without colour."""
    return _(_KIND_WORDS[GOODS[g].kind][ascii][0])


def kind_mark(g: int, ascii: bool = False) -> str:
    return _KIND_WORDS[GOODS[g].kind][ascii][1]


def possessive(name: str) -> str:
    return _("your") if is_you(name) else _("{name}'s").format(name=name)


def upper_first(text: str) -> str:
    """'Your bag', 'McCoy's bag': the first letter up, the rest as it is (str.capitalize lowers it)."""
    return text[:1].upper() + text[1:]


def cards_word(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


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
        return _("a bag of {n}, not declared yet").format(n=size)
    return amount(size, good)


def stand_short(view: View, seat: int) -> str:
    """'4 Apl 2 Brd +3 down': a stand as others see it, in a seat panel."""
    up = view.stands_up[seat]
    parts = [_("{n} {abbr}").format(n=up[g], abbr=_(ABBR[g])) for g in LEGAL if up[g]]
    down = view.face_down[seat]
    if down:
        parts.append(_("+{n} down").format(n=down))
    return " ".join(parts) if parts else _("stand empty")


def stand_words(view: View, seat: int) -> str:
    """A stand in full for its owner, as others see it for the rest."""
    if seat == view.seat:
        st = view.stand
        up = [st[g] if GOODS[g].kind == "legal" else 0 for g in range(KINDS)]
        down = [st[g] if GOODS[g].kind != "legal" else 0 for g in range(KINDS)]
        text = describe(up) if any(up) else _("no legal goods")
        if any(down):
            text += _("; face down: {goods}").format(goods=describe(down))
        return text
    text = describe(view.stands_up[seat]) if any(view.stands_up[seat]) else _("no legal goods")
    if view.face_down[seat]:
        text += _("; {n} face down").format(n=view.face_down[seat])
    return text


def payment_words(p: Payment, names: Sequence[str]) -> str:
    """'Belle pays Wyatt 6' with how, when not all in gold."""
    payer, payee = names[p.payer], names[p.payee]
    if is_you(payer):
        text = _("You pay {payee} {owed}")
    elif is_you(payee):
        text = _("{payer} pays you {owed}")
    else:
        text = _("{payer} pays {payee} {owed}")
    text = text.format(payer=payer, payee=payee, owed=p.owed)
    how = []
    if p.gold != p.owed:
        how.append(_("{n} gold").format(n=p.gold))
        if any(p.goods):
            how.append(_("{goods} from the stand").format(goods=describe(p.goods)))
        if p.forgiven:
            how.append(_("{n} forgiven").format(n=p.forgiven))
        text += f" ({', '.join(how)})"
    return text


def headline(final: FinalScore, names: Sequence[str]) -> str:
    """The end of the match in a line: the engine's (``FinalScore.headline``), 'You win' to the person at the table."""
    return final.headline(names, you=unnamed_seat(names))


def offer_words(offer: Offer | None, claim: bool = True) -> str:
    """The offer as said aloud: the engine's ``Offer.words``; no offer is 'nothing'."""
    return offer.words(claim) if offer is not None else _("nothing")


def handover_words(who: str, given: Sequence[int], promised: Sequence[int]) -> str:
    """'Belle hands the Sheriff 2 apples from the bag, as promised' — or less than promised, or other goods:
    goods promised from a bag are a claim (rule ``bag_offers``) until it hands them over."""
    said = describe(promised)
    you = is_you(who)
    if not given:
        text = (
            _("You hand the Sheriff nothing from the bag: the {promised} promised are not in it (the promise is void)")
            if you
            else _("{name} hands the Sheriff nothing from the bag: the {promised} promised are not in it (the promise is void)")
        )
    elif counts_of(given) == tuple(promised):
        text = _("You hand the Sheriff {goods} from the bag, as promised") if you else _("{name} hands the Sheriff {goods} from the bag, as promised")
    else:
        text = (
            _("You hand the Sheriff {goods} from the bag for the {promised} promised")
            if you
            else _("{name} hands the Sheriff {goods} from the bag for the {promised} promised")
        )
    return text.format(name=who, promised=said, goods=goods_of(given) if given else "")


def hint_words(action: Action, phase: str) -> str:
    """An action as advice ("Set aside 2 cheese", "Ask 5 gold"): the hint says what ``normal`` would do."""
    act = action.act
    goods = describe(counts_of(action.cards)) if action.cards else ""
    if act == "market":
        return _("Set aside {goods}").format(goods=goods) if goods else _("Keep your hand")
    if act == "take":
        return _("Take the top of the {pile} pile").format(pile=pile(action.value or 0))
    if act == "draw":
        return _("Draw the rest from the draw pile")
    if act == "discard":
        return _("Put {goods} on the {pile} pile").format(goods=amount(1, action.card or 0), pile=pile(action.value or 0))
    if act == "bag":
        return _("Bag {goods}").format(goods=goods)
    if act == "declare":
        return _("Declare {goods}").format(goods=noun(action.card or 0, 2))
    if act == "demand":
        return (_("Counter: ask {n} gold instead") if phase == VERDICT else _("Ask {n} gold")).format(n=action.value)
    if act == "offer":
        offer = Offer(action.value or 0, counts_of(action.cards or ()), counts_of(action.bag or ()), bool(action.promise))
        return _("Offer {offer}").format(offer=offer_words(offer))
    if act == "pay":
        return _("Pay {n} gold to have the bag opened").format(n=action.value)
    if act == "pass":
        return {DEMAND: _("Name no price"), OFFER: _("Offer nothing"), PAY: _("Don't pay"), VERDICT: _("Let the bag through")}.get(phase, _("Pass"))
    return {"accept": _("Accept the offer"), "inspect": _("Inspect the bag")}.get(act, act)
