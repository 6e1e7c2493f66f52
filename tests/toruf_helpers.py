"""Small helpers the Toruf tests share: cards by name, deals by hands, a deal's decisions in a line."""

from __future__ import annotations

import random

from sheriff_tui.cards import parse_card, parse_cards
from sheriff_tui.engine import toruf
from sheriff_tui.engine.core import Action, DealSetup


def C(text: str) -> int:
    return parse_card(text)


def M(text: str) -> int:
    return sum(1 << c for c in parse_cards(text))


def A(act: str, seat: int, **kw) -> Action:
    """An action with its card by name: A("play", 1, card="QH")."""
    if isinstance(kw.get("card"), str):
        kw["card"] = C(kw["card"])
    return Action(act, seat, **kw)


SUITS_BY_SEAT = [
    " ".join(r + s for r in "A K Q J 10 9 8 7 6 5 4 3 2".split()) for s in "SHDC"
]  # seat 0 all spades, seat 1 all hearts, seat 2 all diamonds, seat 3 all clubs


def deal(hands: list[str]) -> DealSetup:
    return DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands))


def game(hands: list[str] | None = None, dealer: int = 3, deals: int = 1, **rules) -> toruf.Toruf:
    """A match of ``deals`` deals whose first deal is ``hands`` (the seat after the dealer bids first)."""
    r = toruf.Rules(deals=deals, **rules)
    setups = [deal(hands)] if hands is not None else None
    return toruf.new_game(r, 4, seed=1, setups=setups, dealer=dealer)


def auction(g: toruf.Toruf, *bids: int | None) -> None:
    """The auction's calls in turn from the seat to act: a number bids, None passes."""
    for b in bids:
        s = g.to_act
        assert s is not None
        g.apply(Action("pass", s) if b is None else Action("bid", s, value=b))


def contract(g: toruf.Toruf, bid: int, trump: str) -> None:
    """The first seat to speak bids ``bid``, the rest pass, and it names ``trump``."""
    auction(g, bid, None, None, None)
    g.apply(Action("trump", g.to_act, suit=trump))  # type: ignore[arg-type]


def plays(g: toruf.Toruf, text: str) -> None:
    """Play the cards in order, each by the seat to act."""
    for c in parse_cards(text):
        g.apply(Action("play", g.to_act, card=c))  # type: ignore[arg-type]


def legal_cards(g: toruf.Toruf) -> int:
    return sum(1 << a.card for a in g.legal_actions() if a.act == "play")  # type: ignore[operator]


def finish_deal(g: toruf.Toruf, rng: random.Random | None = None) -> None:
    """Play out the running deal: random legal cards, or the first legal card without a generator."""
    deal_no = g.deal_no
    while g.deal_no == deal_no and g.to_act is not None:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))] if rng else legal[0])
