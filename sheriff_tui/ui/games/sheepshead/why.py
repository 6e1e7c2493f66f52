"""Sheepshead's reasons in words (the ``normal`` bot's :mod:`~sheriff_tui.bots.sheepshead.why`):
"pass: only two trumps, no queen and no ace", "Schmear the A♣: your partner's Q♣ wins this trick"."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ....bots.reasons import Reason
from ....engine.sheepshead.cards import JD
from ....i18n import N_, _, lang, ngettext
from ...cardtext import label
from ..why import cards, number
from .words import _SUIT_ONE, _and_list, _suit

_WHO = {
    "you": N_("your {card}"),
    "picker": N_("the picker's {card}"),
    "partner": N_("your partner's {card}"),
    "likely partner": N_("your likely partner's {card}"),
    "opponent": N_("the other side's {card}"),
    "likely opponent": N_("the other side's {card}"),
}


def _number(n: int) -> str:
    """A small count as English spells it ("two"); other languages write the figure."""
    return number(n) if lang() == "en" else str(n)


def _trumps(n: int) -> str:
    """``two trumps``, ``one trump``, ``no trumps``."""
    return ngettext("{n} trump", "{n} trumps", n).format(n=_number(n))


def _suits(ss: Sequence[int]) -> str:
    return _and_list([_suit(s) for s in ss])


def _hand(r: Reason, ascii: bool) -> str:
    """The hand as the pick reads it: ``four trumps with the Q♣ Q♠ and the A♥``."""
    tops, aces = r.get("tops", ()), r.get("aces", ())
    trumps = _trumps(r["trumps"])
    if tops:
        words = _("{trumps} with the {cards}").format(trumps=trumps, cards=cards(tops, ascii))
    elif r.get("queens"):
        words = _("{trumps}, no queen").format(trumps=trumps)
    else:
        words = _("{trumps}, no top trump").format(trumps=trumps)
    if aces:
        return _("{hand} and the {cards}").format(hand=words, cards=cards(aces, ascii))
    return _("{hand} and no fail ace").format(hand=words)


def _behind(n: int) -> str:
    if n == 0:
        return _("even as the last to decide")
    return ngettext("with {n} player still to decide after you", "with {n} players still to decide after you", n).format(n=_number(n))


def _winner(r: Reason, ascii: bool) -> str:
    card = label(r["winner"], ascii)
    words = _WHO.get(r["who"])
    return _(words).format(card=card) if words is not None else _("the {card}").format(card=card)


def _take(r: Reason, ascii: bool) -> str:
    c = label(r["card"], ascii)
    return _("Trump in with the {card}").format(card=c) if r.get("trump_in") else _("Take it with the {card}").format(card=c)


def _short(length: int, c: int) -> str:
    if length <= 1:
        return _("your only {suit}, to trump the suit later").format(suit=_(_SUIT_ONE[c // 13]))
    return _("a cheap lead from {n} {suits}").format(n=_number(length), suits=_suit(c // 13))


def _card(r: Reason, a: bool, key: str = "card") -> str:
    return label(r[key], a)


def _pass_few(m: str, r: Reason, a: bool) -> str:
    if r["trumps"]:
        words = _("{move}: only {trumps} and no queen") if r.get("queens") else _("{move}: only {trumps} and no top trump")
        return words.format(move=m, trumps=_trumps(r["trumps"]))
    return (_("{move}: no trumps and no queen") if r.get("queens") else _("{move}: no trumps and no top trump")).format(move=m)


def _schmear(m: str, r: Reason, a: bool) -> str:
    words = _("Schmear the {card}: {winner} wins this trick") if r["sure"] else _("Schmear the {card}: {winner} should win this trick")
    return words.format(card=_card(r, a), winner=_winner(r, a))


def _chance(p: float) -> str:
    """A chance as the hint says it: ``about 70%``; a near-certainty as ``all but sure``."""
    return _("all but sure") if p >= 0.995 else _("about {n}%").format(n=round(p * 100))


def _take_words(m: str, r: Reason, a: bool) -> str:
    chance = _("sure") if r["chance"] >= 1 else _chance(r["chance"])
    return _("{take}: {chance} to hold, for {points} points or more").format(take=_take(r, a), chance=chance, points=r["points"])


def _no_safe_winner(m: str, r: Reason, a: bool) -> str:
    n = r["behind"]
    words = ngettext(
        "{move}: no card of yours is likely to hold the trick with {n} player to come",
        "{move}: no card of yours is likely to hold the trick with {n} players to come",
        n,
    )
    return words.format(move=m, n=_number(n))


def _cash(m: str, r: Reason, a: bool) -> str:
    words = _("Cash the {card}: nothing left beats it, and it should not be trumped") if r["trumps_out"] else _("Cash the {card}: nothing left beats it")
    return words.format(card=_card(r, a))


_SAY: dict[str, Callable[[str, Reason, bool], str]] = {
    "redeal": lambda m, r, a: _("{move}: a hand of nothing, that helps no side").format(move=m),
    "pass_few": _pass_few,
    "pass_weak": lambda m, r, a: _("{move}: {hand}: too little, {behind}").format(move=m, hand=_hand(r, a), behind=_behind(r["behind"])),
    "pick": lambda m, r, a: _("{move}: {hand}: enough, {behind}").format(move=m, hand=_hand(r, a), behind=_behind(r["behind"])),
    "pick_jd_alone": lambda m, r, a: _("{move}: holding the {card} you play alone, and {hand} can").format(move=m, card=label(JD, a), hand=_hand(r, a)),
    "pass_jd_alone": lambda m, r, a: _("{move}: holding the {card} you would play alone, and {hand} can't").format(move=m, card=label(JD, a), hand=_hand(r, a)),
    "sweep": lambda m, r, a: _("{move}: {trumps}, every trick is yours").format(move=m, trumps=_trumps(r["trumps"])),
    "alone": lambda m, r, a: _("{move}: after the bury, {hand} need no partner").format(move=m, hand=_hand(r, a)),
    "alone_no_call": lambda m, r, a: _("{move}: no ace to call").format(move=m),
    "call_own": lambda m, r, a: _("{move}: your own ace, so you play alone without telling: {hand} needs no partner").format(move=m, hand=_hand(r, a)),
    "call": lambda m, r, a: _call(m, r, a),
    "bury": lambda m, r, a: _bury(m, r, a),
    "schmear": _schmear,
    "shed_side": lambda m, r, a: _("{move}: {winner} wins this trick, and nothing of yours is worth schmearing").format(move=m, winner=_winner(r, a)),
    "overtake": lambda m, r, a: _("Take over with the {card}: {points} points on a trick your side might lose").format(card=_card(r, a), points=r["points"]),
    "mate_holds": lambda m, r, a: _("{move}: {winner} should hold, keep your cards").format(move=m, winner=_winner(r, a)),
    "cannot_beat": lambda m, r, a: _("{move}: nothing of yours beats the {card}, give the least away").format(move=m, card=_card(r, a, "winner")),
    "settles": lambda m, r, a: _("{take}: sure to win, and its {points} points decide the deal").format(take=_take(r, a), points=r["points"]),
    "last_wins": lambda m, r, a: _("{take}: last to play, the cheapest card that wins {points} points").format(take=_take(r, a), points=r["points"]),
    "take": _take_words,
    "no_safe_winner": _no_safe_winner,
    "not_worth": lambda m, r, a: _("{move}: the trick isn't worth the {card}").format(move=m, card=_card(r, a)),
    "lead_master_trump": lambda m, r, a: _("Lead the {card}: the highest trump left, to draw the other side's trumps").format(card=_card(r, a)),
    "lead_trump": lambda m, r, a: _lead_trump(m, r, a),
    "cash": _cash,
    "side_trumps_drawn": lambda m, r, a: _("Lead the {card}: the other side has no trump left").format(card=_card(r, a)),
    "low_lead": lambda m, r, a: _("Lead the {card}: {why}").format(card=_card(r, a), why=_short(r["length"], r["card"])),
    "lead_called": lambda m, r, a: _("Lead the {card}: the called suit, so the {called} must come out").format(card=_card(r, a), called=_card(r, a, "called")),
    "master_over_points": lambda m, r, a: _("Lead the {card}: your master trump, rather than an ace or ten into the picker's trumps").format(card=_card(r, a)),
    "defender_low": lambda m, r, a: _("Lead the {card}: {why}").format(card=_card(r, a), why=_short(r["length"], r["card"])),
    "only_trumps_master": lambda m, r, a: _("Lead the {card}: only trumps left, and nothing beats it").format(card=_card(r, a)),
    "only_trumps_low": lambda m, r, a: _("Lead the {card}: only trumps left, the lowest goes").format(card=_card(r, a)),
}


def _call(move: str, r: Reason, ascii: bool) -> str:
    held, unknown = r.get("held", ()), r.get("unknown")
    why = []
    if unknown is not None:
        why.append(_("the {card} face down stands for its suit").format(card=label(unknown, ascii)))
    elif held:
        why.append(_("you keep the {card} to lead to your partner").format(card=label(held[0], ascii)))
    if r.get("voids"):
        why.append(_("the bury leaves you void in {suits}").format(suits=_suits(r["voids"])))
    return _("{move}: {why}").format(move=move, why=_and_list(why)) if why else move


def _bury(move: str, r: Reason, ascii: bool) -> str:
    why = [_("{n} points safe in the bury").format(n=r["points"]) if r["points"] else _("cards you won't miss")]
    if r.get("voids"):
        why.append(_("a void in {suits} to trump").format(suits=_suits(r["voids"])))
    if r.get("hold"):
        why.append(_("the {card} kept for the call").format(card=label(r["hold"][0], ascii)))
    return _("{move}: {why}").format(move=move, why=_and_list(why))


def _lead_trump(move: str, r: Reason, ascii: bool) -> str:
    if r["role"] == "picker":
        words = _("Lead trump (the {card}): you are the picker with {trumps}, {out} more still out")
    else:
        words = _("Lead trump (the {card}): you are the partner with {trumps}, {out} more still out")
    return words.format(card=label(r["card"], ascii), trumps=_trumps(r["trumps"]), out=_number(r["out"]))


def say(move: str, r: Reason, ascii: bool) -> str:
    """The hint's words for ``move`` with its reason, or the move alone for a reason not known here."""
    words: Any = _SAY.get(r.key)
    return words(move, r, ascii) if words is not None else move
