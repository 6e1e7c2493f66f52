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


# The unknown (seed 001): the picker (seat 1, first to speak) holds Q♣ Q♠ Q♥ J♣ J♠ J♦ and takes up
# A♣ A♠: every fail suit it holds has its ace and it holds no heart, so it can call only with an
# unknown (the A♥). Seat 2 is void in hearts; seat 4 holds the A♥ (the partner).
UNKNOWN_HANDS = [
    "9H 8H TS KS AD TD",  # 0, the dealer
    "QC QS QH JC JS JD",  # 1, the picker
    "JH KD 9D 7C 8S 7S",  # 2, void in hearts
    "TH KH 9C 8C QD 8D",  # 3
    "AH 7H TC KC 9S 7D",  # 4, the partner
]
UNKNOWN_BLIND = "AC AS"


def unknown_called(rules: sh.Rules, unknown: str = "JD") -> sh.Sheepshead:
    """That deal with the A♥ called, ``unknown`` face down and the two aces buried."""
    g = sh.new_game(rules, seed=1, setups=[deal(UNKNOWN_HANDS, UNKNOWN_BLIND)], dealer=0)
    run(g, [A("pick", 1), A("call", 1, card="AH", unknown=unknown), A("bury", 1, cards=UNKNOWN_BLIND)])
    pass_knocks(g)
    return g
