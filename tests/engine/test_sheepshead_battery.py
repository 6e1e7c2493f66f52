"""The two-hand battery games (001 l.186-196): stacks, the order of a trick, turning up, the score."""

from __future__ import annotations

import random

import pytest

from sheriff_tui import presets
from sheriff_tui.cards import parse_card, parse_cards
from sheriff_tui.engine import IllegalAction, sheepshead as sh
from sheriff_tui.engine.sheepshead import battery as bt
from sheriff_tui.engine.core import Action, DealSetup

ONE = presets.load_rules("sheepshead", "sheepshead-battery")
TWO = presets.load_rules("sheepshead", "sheepshead-battery-2")


def C(text: str) -> int:
    return parse_card(text)


def setup(hands: list[str], **piles: str) -> DealSetup:
    return DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands), piles=tuple((k, tuple(parse_cards(v))) for k, v in piles.items()))


# dealer 1: seat 0 (the non-dealer) leads from the hand
LAYOUT1 = setup(
    ["AC TC KC 9C AS TS KS 9S", "8C 7C 8S 7S AH TH KH 9H"],
    down0="QC QS QH QD", up0="8H 7H JC JS", down1="JH JD AD TD", up1="KD 9D 8D 7D",
)


def test_dealing_from_a_deck() -> None:
    for rules, k, hand in ((ONE, 4, 8), (TWO, 8, 0)):
        g = sh.new_game(rules, seed=5)
        assert isinstance(g, bt.BatteryMatch)
        assert [len(s) for s in g.stacks] == [k, k] and all(h.bit_count() == hand for h in g.hands)
        v = g.view(0)
        assert all(up is not None and down for up, down in v.stacks[0])


def test_the_first_trick_hand_hand_battery_battery() -> None:
    g = sh.new_game(ONE, setups=[LAYOUT1], dealer=1)
    assert g.to_act == 0 and g.view(0).source == "hand"
    g.apply(Action("play", 0, card=C("AC")))
    assert g.to_act == 1 and g.view(1).source == "hand"
    assert {a.card for a in g.legal_actions()} == {C("8C"), C("7C")}  # follow clubs from the hand
    g.apply(Action("play", 1, card=C("7C")))
    assert g.to_act == 0 and g.view(0).source == "battery"
    assert {a.card for a in g.legal_actions()} == {C("JC"), C("JS"), C("8H"), C("7H")}  # no club face up: any
    with pytest.raises(IllegalAction, match="battery"):
        g.apply(Action("play", 0, card=C("TC")))  # a hand card, when the battery plays
    g.apply(Action("play", 0, card=C("8H")))
    assert g.to_act == 1 and g.view(1).source == "battery"
    g.apply(Action("play", 1, card=C("7D")))  # trumps the ace of clubs
    assert g.won == [0, 1] and g.points == [0, 11]
    # the 8♥ and 7♦ uncovered their face-down cards, now face up
    assert g.view(0).stacks[0][0] == (C("QC"), False) and g.view(1).stacks[1][3] == (C("TD"), False)
    # the dealer's battery took it: battery, battery, hand, hand
    assert g.to_act == 1 and g.view(1).source == "battery"
    assert g.view(0).order == ((1, "battery"), (0, "battery"), (1, "hand"), (0, "hand"))


def test_a_deal_plays_out_and_scores() -> None:
    for rules in (ONE, TWO):
        for seed in range(10):
            g = sh.new_game(rules, seed=seed)
            rng = random.Random(seed)
            while g.deal_no == 0:
                legal = g.legal_actions()
                g.apply(legal[rng.randrange(len(legal))])
            r = g.results[0]
            assert sum(r.points) == 120 and sum(r.tricks) == (8 if rules.battery_layout == 1 else 16)
            assert sum(r.scores) == 0
            if r.winner is not None:
                m = 3 if r.tricks[r.winner] == sum(r.tricks) else 2 if r.points[r.winner] >= 91 else 1
                assert r.scores[r.winner] == m


def test_nobody_sees_a_face_down_card() -> None:
    g = sh.new_game(ONE, setups=[LAYOUT1], dealer=1)
    for seat in (0, 1):
        v = g.view(seat)
        assert all(isinstance(up, int) and down is True for up, down in v.stacks[0])
        assert v.hand == g.hands[seat] and (v.hand & g.hands[1 - seat]) == 0


def test_layout_two_has_no_hand() -> None:
    g = sh.new_game(TWO, seed=2, dealer=1)
    assert g.hands == [0, 0] and g.to_act == 0 and g.view(0).source == "battery"
    g.apply(g.legal_actions()[0])
    assert g.to_act == 1
