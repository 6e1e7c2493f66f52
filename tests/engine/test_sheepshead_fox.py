"""The 24-card fox game (001 l.97): partnerships, counters, the fox, backs, the race to 21 or 42."""

from __future__ import annotations

import random

import pytest

from sheriff_tui import presets
from sheriff_tui.cards import PACK_24, bits, parse_card, parse_cards
from sheriff_tui.engine import IllegalAction, sheepshead as sh
from sheriff_tui.engine.sheepshead import fox as fx
from sheriff_tui.engine.core import Action, DealSetup

RULES = presets.load_rules("sheepshead", "sheepshead-fox")


def C(text: str) -> int:
    return parse_card(text)


def deal(hands: list[str]) -> DealSetup:
    return DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands))


def plays(g: fx.FoxMatch, text: str) -> None:
    for c in parse_cards(text):
        g.apply(Action("play", g.to_act, card=c))


def test_the_pack_trumps_and_counters() -> None:
    assert fx.FOX_TRUMPS == tuple(parse_cards("QC QS JC JS JH JD AD TD KD QD 9D"))
    assert len(bits(PACK_24)) == 24 and bin(fx.COUNTERS).count("1") == 12
    assert fx.TR.power[C("QH")] < fx.TR.power[C("KH")]  # the Q♥ is a plain heart, below the king
    assert not fx.TR.is_trump(C("QH")) and fx.TR.is_trump(C("9D"))


def test_dealing_two_at_a_time_from_the_dealers_left() -> None:
    g = sh.new_game(RULES, seed=3)
    assert isinstance(g, fx.FoxMatch)
    deck = g.setup.deck
    assert g.hands[1] >> deck[0] & 1 and g.hands[1] >> deck[1] & 1 and g.hands[2] >> deck[2] & 1
    assert all(h.bit_count() == 6 for h in g.hands) and g.to_act == 1


@pytest.mark.parametrize(
    ("counters", "back", "fox", "want"),
    [(6, False, False, 0), (7, False, False, 1), (9, False, True, 2), (10, False, False, 2), (12, False, True, 3), (13, True, True, 8)],
)
def test_hand_points(counters: int, back: bool, fox: bool, want: int) -> None:
    assert fx.hand_points(counters, back, fox) == want


HANDS = ["QC QS JC AH TH KH", "JS JH AC TC KC 9C", "JD AD TD AS TS KS", "KD QD 9D QH 9H 9S"]


def test_a_hand_scored_by_counters_and_the_fox() -> None:
    g = sh.new_game(RULES, setups=[deal(HANDS)], dealer=3)  # seat 0 leads
    plays(g, "QC JS JD KD")  # 0 wins
    plays(g, "QS JH AD QD")  # 0 catches the fox (team 0)
    plays(g, "JC AC TD 9D")  # 0
    plays(g, "AH 9C AS QH")  # 0: the A♥ (no heart from seats 1, 2)
    plays(g, "TH KC TS 9H")  # 0
    plays(g, "KH TC KS 9S")  # 0 takes every trick: a back
    r = g.results[0]
    assert r.back == 0 and r.fox_team == 0 and r.counters == (13, 0)
    assert r.team_points == (8, 0) and r.scores == (8, 0, 8, 0)


def test_follow_suit_trump_is_a_suit() -> None:
    g = sh.new_game(RULES, setups=[deal(HANDS)], dealer=3)
    g.apply(Action("play", 0, card=C("AH")))
    legal = {a.card for a in g.legal_actions()}
    assert legal == set(parse_cards("JS JH AC TC KC 9C"))  # seat 1 holds no heart: anything
    g.apply(Action("play", 1, card=C("9C")))
    assert {a.card for a in g.legal_actions()} == set(parse_cards("JD AD TD AS TS KS"))
    g.apply(Action("play", 2, card=C("AS")))
    assert {a.card for a in g.legal_actions()} == {C("QH")} | {C("9H")}  # the Q♥ follows hearts
    with pytest.raises(IllegalAction):
        g.apply(Action("play", 3, card=C("KD")))


def test_an_automatic_back_is_scored_without_play() -> None:
    hands = ["QC QS JC JS JH JD", "AC TC KC 9C AH TH", "AD TD KD QD 9D AS", "KH QH 9H TS KS 9S"]
    g = sh.new_game(RULES, setups=[deal(hands)])
    r = g.results[0]
    assert r.auto_back == 0 and r.team_points == (14, 0) and g.deal_no == 1


def test_the_race_to_the_target() -> None:
    for seed in range(20):
        g = sh.new_game(RULES, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        a, b = g.scores[0], g.scores[1]
        assert g.scores[2] == a and g.scores[3] == b and max(a, b) >= 21 and a != b
        for r in g.results:
            assert sum(r.tricks) == 6 or r.auto_back is not None
            assert r.auto_back is not None or sum(r.counters) == 13
