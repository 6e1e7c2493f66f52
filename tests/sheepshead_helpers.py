"""Small helpers the Sheepshead tests share: cards by name, deals by hands, play by policy."""

from __future__ import annotations

from sheriff_tui.cards import parse_card, parse_cards
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Action, DealSetup


def C(text: str) -> int:
    return parse_card(text)


def M(text: str) -> int:
    return sum(1 << c for c in parse_cards(text))


def A(act: str, seat: int, **kw) -> Action:
    """An action with its cards by name: A("bury", 1, cards="JH JD")."""
    for key in ("card", "unknown"):
        if isinstance(kw.get(key), str):
            kw[key] = C(kw[key])
    if isinstance(kw.get("cards"), str):
        kw["cards"] = tuple(parse_cards(kw["cards"]))
    return Action(act, seat, **kw)


def deal(hands: list[str], blind: str = "") -> DealSetup:
    piles = (("blind", tuple(parse_cards(blind))),) if blind else ()
    return DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands), piles=piles)


def run(g: sh.Sheepshead, acts: list[Action]) -> None:
    for a in acts:
        g.apply(a)


def plays(g: sh.Sheepshead, text: str) -> None:
    """Play the cards in order, each by the seat to act."""
    for c in parse_cards(text):
        g.apply(Action("play", g.to_act, card=c))


def mask(g: sh.Sheepshead) -> int:
    return sum(1 << a.card for a in g.legal_actions() if a.act == "play")


def pass_knocks(g: sh.Sheepshead) -> None:
    while g.phase == "knock":
        g.apply(Action("pass", g.to_act))


def play_policy(g: sh.Sheepshead, high: set[int]) -> None:
    """Finish the deal: seats in ``high`` play their strongest legal card, the rest their weakest."""
    deal_no = g.deal_no
    power = g.tr.power
    while g.deal_no == deal_no and g.to_act is not None:
        legal = [a.card for a in g.legal_actions()]
        pick = max if g.to_act in high else min
        g.apply(Action("play", g.to_act, card=pick(legal, key=lambda c: (power[c], sh.POINTS[c]))))
