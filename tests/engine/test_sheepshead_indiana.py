"""The southern-Indiana four-hand game (001 l.212-220): its trumps, auction, solos and race to 24."""

from __future__ import annotations

import dataclasses
import random

import pytest

from sheriff_tui import presets
from sheriff_tui.cards import parse_card, parse_cards
from sheriff_tui.engine import IllegalAction, sheepshead as sh
from sheriff_tui.engine.sheepshead import indiana as ind
from sheriff_tui.engine.core import Action, DealSetup

RULES = presets.load_rules("sheepshead", "sheepshead-indiana")


def C(text: str) -> int:
    return parse_card(text)


def deal(hands: list[str]) -> DealSetup:
    return DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands))


def plays(g: ind.IndianaSheepshead, text: str) -> None:
    for c in parse_cards(text):
        g.apply(Action("play", g.to_act, card=c))


# dealer 3: seat 0 bids first and leads
HANDS = [
    "JC JS JH QC AH TH 7C 8S",
    "JD QS QH QD KH 9H AC TC",
    "AS TS KS 9S AD TD KD 9D",
    "KC 9C 8C 8H 7H 7S 8D 7D",
]


def test_jacks_above_queens_and_hearts_trump() -> None:
    assert ind.NORMAL.trumps == tuple(parse_cards("JC JS JH JD QC QS QH QD AH TH KH 9H 8H 7H"))
    assert ind.NORMAL.fail_suits == (0, 3, 1)  # clubs, spades, diamonds


def test_the_auction_offers_pass_call_and_the_three_solos() -> None:
    g = sh.new_game(RULES, setups=[deal(HANDS)], dealer=3)
    acts = [(a.act, a.card, a.suit) for a in g.legal_actions()]
    assert acts == [
        ("pass", None, None), ("call", C("AC"), None), ("call", C("AS"), None),
        ("best", None, None), ("side_solo", None, "C"), ("side_solo", None, "S"), ("side_solo", None, "D"), ("billy", None, None),
    ]
    with pytest.raises(IllegalAction, match="ace"):
        g.apply(Action("call", 0, card=C("AD")))  # no diamond in hand


def test_the_first_bid_takes_the_hand_and_a_call_finds_the_partner() -> None:
    g = sh.new_game(RULES, setups=[deal(HANDS)], dealer=3)
    g.apply(Action("call", 0, card=C("AC")))
    assert g.phase == "play" and g.picker == 0 and g.partner == 1 and g.to_act == 0
    assert g.view(1).partner == 1 and g.view(2).partner is None
    # the hold card: seat 0 keeps its last club until clubs are led
    assert C("7C") in {a.card for a in g.legal_actions()}


@pytest.mark.parametrize("high", [{0, 1}, {2, 3}])
def test_a_call_scores_two_four_or_six_to_each_winner(high: set[int]) -> None:
    g = sh.new_game(dataclasses.replace(RULES, target=100), setups=[deal(HANDS)], dealer=3)
    g.apply(Action("call", 0, card=C("AC")))
    power = g.tr.power
    while g.deal_no == 0:
        legal = [a.card for a in g.legal_actions()]
        pick = max if g.to_act in high else min
        g.apply(Action("play", g.to_act, card=pick(legal, key=lambda c: (power[c], sh.POINTS[c]))))
    r = g.results[0]
    assert r.kind == "call" and r.side == (0, 1)
    winners, losers = ((0, 1), (2, 3)) if r.won else ((2, 3), (0, 1))
    loser_points = sum(r.points[t] for t in losers)
    stake = 6 if sum(r.tricks[t] for t in losers) == 0 else 4 if loser_points <= 30 else 2
    assert r.scores == tuple(stake if t in winners else 0 for t in range(4))


def test_a_side_solo_changes_trump_for_the_hand() -> None:
    g = sh.new_game(RULES, setups=[deal(HANDS)], dealer=3)
    g.apply(Action("side_solo", 0, suit="S"))
    assert g.deck.trumps[-6:] == tuple(parse_cards("AS TS KS 9S 8S 7S"))
    assert g.view(2).deck.is_trump(C("AS")) and not g.view(2).deck.is_trump(C("AH"))
    assert g.view(1).alone


def test_solo_and_billy_scores() -> None:
    rng = random.Random(1)
    for act, suit in (("best", None), ("side_solo", "D"), ("billy", None)):
        g = sh.new_game(dataclasses.replace(RULES, target=100), setups=[deal(HANDS)], dealer=3)
        g.apply(Action(act, 0, suit=suit))
        while g.deal_no == 0:
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        r = g.results[0]
        if not r.won:
            assert r.scores == (0, 6, 6, 6)
        elif act == "best":
            assert r.scores == (100, 0, 0, 0)
        else:
            assert r.scores == (18, 0, 0, 0)
        assert r.won == (r.side_tricks == 0 if act == "billy" else r.side_points >= 61)


def test_a_best_made_wins_the_match() -> None:
    hands = ["JC JS JH JD QC QS QH QD", "AH TH KH 9H AC TC KC 9C", "8H 7H AS TS KS 9S 8C 7C", "AD TD KD 9D 8D 7D 8S 7S"]
    g = sh.new_game(RULES, setups=[deal(hands)], dealer=3)
    g.apply(Action("best", 0))
    while not g.is_over and g.deal_no == 0:
        g.apply(g.legal_actions()[0])
    assert g.results[0].won and g.scores[0] >= 24 and g.is_over


def test_all_pass_throws_the_hand_in() -> None:
    g = sh.new_game(RULES, setups=[deal(HANDS)], dealer=3)
    for s in (0, 1, 2, 3):
        g.apply(Action("pass", s))
    r = g.results[0]
    assert r.kind == "thrown" and r.scores == (0, 0, 0, 0) and g.deal_no == 1
    assert "thrown in" in r.headline(g.players)


def test_random_matches_race_to_24() -> None:
    for seed in range(10):
        g = sh.new_game(RULES, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        assert max(g.scores) >= 24
        for r in g.results:
            assert all(x >= 0 for x in r.scores)
            assert r.kind == "thrown" or sum(r.points) == 120
