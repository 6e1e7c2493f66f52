"""Sheepshead's house variants (rules digest §3), checked against the documents.

Every deal here is made by hand (its hands and blind), except where a test is
about the dealing itself, records, or random play. The sources are ``shared/seeds/001_b1627da64afff14c.txt`` (cited
as "001", variants from line 100 on) and ``004_ebe63c2006e07957.txt`` ("004").
Where the engine disagrees with them, or with what a seasoned player expects,
the test is marked ``xfail(strict=True)`` with the rule and its source line.
"""

from __future__ import annotations

import dataclasses
import random
from math import gcd

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheriff_tui.cards import PACK_32, card_str, parse_cards
from sheriff_tui.engine import IllegalAction, sheepshead as sh
from sheriff_tui.engine.core import Action, DealSetup
from ..sheepshead_helpers import C, M, A, deal, run, plays, mask, pass_knocks, play_policy
from sheriff_tui.engine.sheepshead.cards import schwanzer_points

# -- helpers (the shared ones: tests/sheepshead_helpers.py) -----------------






def rules(**kw) -> sh.Rules:
    kw.setdefault("deals", kw.get("players", 5))
    return sh.Rules(**kw)


def game(setup: DealSetup, r: sh.Rules, dealer: int = 0) -> sh.Sheepshead:
    return sh.new_game(r, seed=1, setups=[setup], dealer=dealer)





def pass_all(g: sh.Sheepshead) -> None:
    for _ in range(g.n):
        g.apply(Action("pass", g.to_act))




def doc_shares(n: int, side: tuple[int, ...], picker: int | None, exempt: bool = False) -> list[int]:
    """Each seat's stake per unit when the side wins, as the documents state it.

    With a picker: each opponent pays one, each partner takes one (nothing when
    exempt), the picker the rest (004 l.107-112, digest §3). Without a picker
    (card partners) the side shares evenly: 2v2 ±1, 2v4 ±2/∓1, 3v5 ±5/∓3.
    """
    opp = n - len(side)
    if picker is None:
        g = gcd(len(side), opp)
        return [opp // g if s in side else -len(side) // g for s in range(n)]
    out = [-1] * n
    partners = [s for s in side if s != picker]
    for s in partners:
        out[s] = 0 if exempt else 1
    out[picker] = opp - (0 if exempt else len(partners))
    return out


def doc_base(r: sh.Rules, side_points: int, side_tricks: int, tricks: int) -> tuple[bool, int]:
    """The base multiplier written from the documents' table (digest §3, 004 l.107-112, 001 l.55-61)."""
    if side_points >= 61:
        if side_tricks == tricks:
            return True, 3
        return True, 2 if side_points >= r.schneider else 1
    if side_tricks == 0:
        m = 3
    elif side_points <= r.out_of_schneider - 1:
        m = 2
    else:
        m = 1
    return False, 2 * m if r.double_on_bump else m


def scaled(shares: list[int], sign: int, m: int) -> tuple[int, ...]:
    return tuple(sign * m * x for x in shares)


def check_pack(setup_hands: list[str], blind: str, r: sh.Rules) -> None:
    cards = [c for h in setup_hands for c in parse_cards(h)] + parse_cards(blind)
    assert sorted(cards) == list(sh.deck_for(r).cards), "a hand-made deal must hold the pack exactly once"


# -- the deal for every player count --------------------------------------------

# (rules, hand size, blind size): 001 l.200-246, digest "Other numbers of players"
DEALS = [
    pytest.param(dict(players=3, partner="none"), 10, 2, id="3-10+2"),
    pytest.param(dict(players=3, partner="none", removed="7C 7S", blind=3), 9, 3, id="3-9+3-no-black-7s"),
    pytest.param(dict(players=3, partner="none", removed="7C 8C 7S 8S 7H 8H"), 8, 2, id="3-8+2-no-fail-7s-8s"),
    pytest.param(dict(players=4, partner="none", blind=4), 7, 4, id="4-7+4-alone"),
    pytest.param(dict(players=4, removed="7C 7S"), 7, 2, id="4-7+2-called-ace"),
    pytest.param(dict(players=4, removed="7C 7S", partner="jack_of_diamonds"), 7, 2, id="4-7+2-jd"),
    pytest.param(dict(players=4, blind=0, partner="cards"), 8, 0, id="4-8-black-queens"),
    pytest.param(dict(players=4, blind=0, partner="first_played"), 8, 0, id="4-8-first-two-queens"),
    pytest.param(dict(players=4, blind=0, partner="first_played", agreed_rank="K"), 8, 0, id="4-8-first-two-kings"),
    pytest.param(dict(players=5), 6, 2, id="5-6+2"),
    pytest.param(dict(players=6), 5, 2, id="6-5+2-called-ace"),
    pytest.param(dict(players=6, partner="jack_of_diamonds"), 5, 2, id="6-5+2-jd"),
    pytest.param(dict(players=6, partner="jd_and_called_ace"), 5, 2, id="6-5+2-jd-and-ace"),
    pytest.param(dict(players=6, removed="7C 7S", blind=0, partner="cards"), 5, 0, id="6-5-black-queens"),
    pytest.param(dict(players=6, removed="7C 7S", blind=0, partner="cards", partner_cards="QC QS JD", trump_order="spitz_high"), 5, 0, id="6-5-QC-QS-JD-spitz"),
    pytest.param(dict(players=7, blind=4, partner="jack_of_diamonds", call_up=True), 4, 4, id="7-4+4-jd-call-up"),
    pytest.param(dict(players=8, blind=0, partner="cards"), 4, 0, id="8-4-black-queens"),
    pytest.param(dict(players=8, blind=0, partner="cards", partner_cards="QC JD 7D"), 4, 0, id="8-4-QC-JD-7D"),
    pytest.param(dict(players=8, blind=0, partner="first_played"), 4, 0, id="8-4-first-two-queens"),
]


@pytest.mark.parametrize(("kw", "hand", "blind"), DEALS)
def test_each_player_count_deals_its_sizes_from_the_pack_less_removed(kw: dict, hand: int, blind: int) -> None:
    r = rules(**kw)
    assert r.problems() == []
    assert (r.hand_size, r.blind) == (hand, blind)
    removed = M(r.removed) if r.removed else 0
    for seed in (1, 2):
        g = sh.new_game(r, seed=seed, dealer=seed)
        deck = g.setup.deck
        assert deck is not None and len(deck) == 32 - removed.bit_count()
        hands = g.hands
        assert all(h.bit_count() == hand for h in hands) and len(g.blind) == blind
        together = 0
        for h in hands:
            assert not together & h
            together |= h
        for c in g.blind:
            assert not together >> c & 1
            together |= 1 << c
        assert together == PACK_32 & ~removed  # every card but the removed ones, once
        # first packets of ceil(h/2) from the dealer's left, then the blind, then the rest
        n, a = r.players, (hand + 1) // 2
        for k in range(n):
            seat = (g.dealer + 1 + k) % n
            assert sum(1 << c for c in deck[a * k : a * k + a]) & hands[seat] == sum(1 << c for c in deck[a * k : a * k + a])
        assert g.blind == deck[a * n : a * n + blind]
        if r.picking:
            assert g.phase == "pick" and g.to_act == (g.dealer + 1) % n
        else:
            assert g.phase == "play" and g.to_act == (g.dealer + 1) % n


def test_removed_cards_are_outside_the_pack_and_sizes_are_checked() -> None:
    r = rules(players=3, partner="none", removed="7C 7S", blind=3)
    assert len(sh.deck_for(r).cards) == 30 and not sh.deck_for(r).pack & M("7C 7S")
    ok = ["AC TC KC 9C 8C AS TS KS 9S", "8S AH TH KH 9H 8H 7H QC QS", "QH QD JC JS JH JD AD TD KD"]
    sh.check_setup(r, deal(ok, "9D 8D 7D"))
    bad = ["AC TC KC 9C 8C AS TS KS 7C", "8S AH TH KH 9H 8H 7H QC QS", "QH QD JC JS JH JD AD TD KD"]
    with pytest.raises(ValueError, match="outside"):
        sh.check_setup(r, deal(bad, "9D 8D 9S"))
    with pytest.raises(ValueError, match="blind: 3 cards"):
        sh.check_setup(r, deal(ok, "9D 8D"))
    assert rules(players=4, blind=2).problems()[0][0] == "blind"  # 30 cards don't deal evenly to four
    assert rules(players=4, blind=0, partner="called_ace").problems()[0][0] == "blind"  # picking needs a blind
    assert rules(players=4, blind=4, partner="cards").problems()[0][0] == "blind"  # card partners: no blind
    assert rules(players=6, deals=10).problems()[0][0] == "deals"


# -- partners: the jack of diamonds ----------------------------------------------------

JD6_RULES = rules(players=6, partner="jack_of_diamonds")
# six hands of five, dealer 0: seat 1 picks; seat 3 holds the J♦
JD6 = ["AC TC KC 9C 8C", "QC QS JC AD TD", "7C AS TS KS 9S", "JD 8S 7S AH TH", "QH QD JS KD 9D", "JH 8D 7D KH 9H"]


def test_jd_partner_is_secret_until_the_jd_is_played_known_to_himself() -> None:
    """001 l.111: the J♦'s holder is the partner, revealed only by play; 6-hand 2 v 4 (l.222)."""
    check_pack(JD6, "8H 7H", JD6_RULES)
    g = game(deal(JD6, "8H 7H"), JD6_RULES)
    g.apply(A("pick", 1))
    assert g.phase == "bury"  # no call in the J♦ game when the picker lacks it
    assert g.view(3).i_am_partner and not g.view(2).i_am_partner and not g.view(1).i_am_partner
    g.apply(A("bury", 1, cards="8H 7H"))
    assert g.phase == "play"
    assert g.view(3).partner == 3 and g.view(3).partners == (3,) and g.view(3).side == (1, 3)
    for s in (0, 1, 2, 4, 5):  # the picker does not know either
        v = g.view(s)
        assert v.partner is None and v.partners == () and v.side == (1,) and not v.alone
        assert v.partner_cards == (C("JD"),)
    plays(g, "QC KS JD QD 8D 8C")  # seat 3 plays the J♦: everyone knows
    for s in range(6):
        assert g.view(s).partner == 3 and g.view(s).side == (1, 3)
    play_policy(g, {1})
    r = g.results[0]
    assert r.side == (1, 3) and r.partner == 3 and not r.alone
    sign = 1 if r.won else -1
    assert r.scores == scaled(doc_shares(6, (1, 3), 1), sign, r.multiplier)
    assert doc_shares(6, (1, 3), 1) == [-1, 3, -1, 1, -1, -1]  # picker ±3, partner ±1, opponents ∓1


def test_jd_picker_holding_the_jd_plays_alone_silently() -> None:
    """001 l.113: a picker holding the J♦ (dealt or from the blind) must play alone."""
    hands = list(JD6)
    hands[3] = "8H 8S 7S AH TH"
    setup = deal(hands, "JD 7H")
    check_pack(hands, "JD 7H", JD6_RULES)
    g = game(setup, JD6_RULES)
    g.apply(A("pick", 1))
    assert g.phase == "bury"  # nothing announced
    assert g.view(1).alone and all(not g.view(s).alone for s in (0, 2, 3, 4, 5))
    assert not any(g.view(s).i_am_partner for s in range(6))
    g.apply(A("bury", 1, cards="JC 7H"))
    assert all(not g.view(s).alone for s in (0, 2, 3, 4, 5)) and g.view(0).side == (1,)
    plays(g, "JD")  # the picker leads the J♦: now the table knows
    assert all(g.view(s).alone for s in range(6))
    play_policy(g, {1})
    r = g.results[0]
    assert r.alone and r.side == (1,) and r.partners == ()
    sign = 1 if r.won else -1
    assert r.scores == scaled([-1, 5, -1, -1, -1, -1], sign, r.multiplier)


# seven hands of four and a blind of four, dealer 0; seat 1 picks
JD7_RULES = rules(players=7, blind=4, partner="jack_of_diamonds", call_up=True)
JD7 = ["AC TC KC 9C", "JD JH QC 7C", "QS QH 8C AS", "QD TS KS 9S", "JS 8S 7S AH", "JC TH KH 9H", "KD 9D 8D 7D"]
JD7_BLIND = "AD TD 8H 7H"


@pytest.mark.parametrize(
    ("picker_jacks", "up"),
    [("JD", "JH"), ("JD JH", "JS"), ("JD JH JS", "JC"), ("JD JH JS JC", None)],
)
def test_call_up_names_the_lowest_jack_above_the_jd_the_picker_lacks(picker_jacks: str, up: str | None) -> None:
    """001 l.115 and the 7-hand game (l.230): call up to J♥, or J♠ / J♣ holding the lower ones."""
    others = [c for c in parse_cards("JH JS JC") if c not in parse_cards(picker_jacks)]
    hand1 = parse_cards(picker_jacks) + parse_cards("7C QC 8C 9C")[: 4 - len(parse_cards(picker_jacks))]
    rest = [c for c in sh.deck_for(JD7_RULES).cards if c not in hand1 and c not in parse_cards(JD7_BLIND)]
    rest = others + [c for c in rest if c not in others]
    hands = [rest[0:4], hand1, rest[4:8], rest[8:12], rest[12:16], rest[16:20], rest[20:24]]
    setup = DealSetup(hands=tuple(tuple(h) for h in hands), piles=(("blind", tuple(parse_cards(JD7_BLIND))),))
    g = game(setup, JD7_RULES)
    g.apply(A("pick", 1))
    legal = g.legal_actions()
    assert legal[0] == A("alone", 1)
    assert legal[1:] == ([A("call", 1, card=up)] if up else [])


def test_call_up_partner_is_the_jacks_holder_and_seven_hand_buries_four() -> None:
    check_pack(JD7, JD7_BLIND, JD7_RULES)
    g = game(deal(JD7, JD7_BLIND), JD7_RULES)
    g.apply(A("pick", 1))
    assert g.hands[1].bit_count() == 8
    g.apply(A("call", 1, card="JS"))
    assert g.view(4).i_am_partner and g.view(4).partner == 4
    assert all(g.view(s).partner is None for s in (0, 1, 2, 3, 5, 6))
    assert all(len(a.cards) == 4 for a in g.legal_actions())  # bury four
    with pytest.raises(IllegalAction, match="bury 4 cards"):
        g.apply(A("bury", 1, cards="8H 7H"))
    g.apply(A("bury", 1, cards="8H 7H 7C TD"))
    assert g.hands[1] == M("JD JH QC AD") and g.view(1).buried == tuple(parse_cards("8H 7H 7C TD"))
    plays(g, "QC QS QD JS")  # seat 4 plays the called jack
    assert all(g.view(s).partner == 4 for s in range(7))
    play_policy(g, {1, 4})
    r = g.results[0]
    assert r.side == (1, 4) and r.called == C("JS") and r.points[1] >= sh.points_of(parse_cards("8H 7H 7C TD"))
    assert r.scores == scaled(doc_shares(7, (1, 4), 1), 1 if r.won else -1, r.multiplier)
    assert doc_shares(7, (1, 4), 1) == [-1, 4, -1, -1, 1, -1, -1]


def test_declining_the_call_up_stays_silent() -> None:
    g = game(deal(JD7, JD7_BLIND), JD7_RULES)
    g.apply(A("pick", 1))
    g.apply(A("alone", 1))
    assert g.view(1).alone
    assert not g.view(0).alone


# five hands, dealer 0: the picker (seat 1) holds the J♦ and calls an ace
JDA_RULES = rules(partner="jack_of_diamonds", jd_calls_ace=True)
JDA = ["TC KC 8C AS TS KS", "JD QC QS 7C 8H 9H", "AC 9C 9S 8S 7S QH", "AH TH KH 7H JC JS", "QD JH KD 9D 8D 7D"]


def test_jd_picker_may_call_an_ace_whose_holder_need_not_play_it_first() -> None:
    """001 l.118: the J♦ picker calls a fail ace, keeps a card of the suit; the partner need not play the ace."""
    check_pack(JDA, "AD TD", JDA_RULES)
    g = game(deal(JDA, "AD TD"), JDA_RULES)
    g.apply(A("pick", 1))
    assert g.legal_actions() == [A("alone", 1), A("call", 1, card="AC"), A("call", 1, card="AH")]
    g.apply(A("call", 1, card="AC"))
    assert g.view(2).i_am_partner and g.view(2).partner == 2 and g.view(0).partner is None
    assert all(C("7C") not in a.cards for a in g.legal_actions())  # the hold card stays
    with pytest.raises(IllegalAction, match="hold card"):
        g.apply(A("bury", 1, cards="7C 8H"))
    g.apply(A("bury", 1, cards="8H 9H"))
    plays(g, "7C")  # the picker leads the called suit
    assert mask(g) == M("AC 9C")  # the partner may keep the ace
    plays(g, "9C AH QD TC")
    assert g.view(0).partner is None and g.view(1).partner is None  # the ace stayed hidden
    assert not g.duty  # the suit has been led
    play_policy(g, {1})
    assert g.results[0].side == (1, 2) and g.results[0].called == C("AC")


def test_jd_picker_with_no_ace_to_call_is_stuck_alone() -> None:
    """001 l.118: a picker with no ace to call (every fail suit held with its ace) is 'stuck' and plays alone."""
    hands = list(JDA)
    hands[1], hands[2] = "JD QC QS 7C AC QH", "8H 9H 9C 9S 8S 7S"
    g = game(deal(hands, "AD TD"), JDA_RULES)
    g.apply(A("pick", 1))
    assert g.legal_actions() == [A("alone", 1)]


def test_plain_called_ace_partner_must_play_the_ace_on_the_first_lead() -> None:
    """The contrast: 001 l.105, the partner must play the ace on the suit's first lead."""
    g = game(deal(JDA[:1] + ["JD QC QS 7C 8H 9H"] + JDA[2:], "AD TD"), rules())
    run(g, [A("pick", 1), A("call", 1, card="AC"), A("bury", 1, cards="8H 9H")])
    plays(g, "7C")
    assert mask(g) == M("AC")


def test_jd_calls_ace_picker_keeps_the_hold_card_on_other_tricks() -> None:
    """001 l.118: as in the ace game, the picker keeps a card of the called suit until it is led."""
    g = game(deal(JDA, "AD TD"), JDA_RULES)
    run(g, [A("pick", 1), A("call", 1, card="AC"), A("bury", 1, cards="8H 9H")])
    plays(g, "JD QH JS JH TC")  # the partner's Q♥ wins
    plays(g, "9S 7H 7D AS")  # spades: the picker is void
    assert mask(g) == M("QC QS AD TD")  # the last club may not be thrown off
    with pytest.raises(IllegalAction, match="hold card"):
        g.apply(A("play", 1, card="7C"))


# -- partners: the J♦ and a called ace (six hands, 001 l.224) ------------------------------

JDCA_RULES = rules(players=6, partner="jd_and_called_ace")
JD6_3V3 = ["AC TC KC 9C 8C", "QC QS JC AD TD", "7C AS TS KS 9S", "JD 8S 7S KH TH", "QH QD JS KD 9D", "JH 8D 7D AH 9H"]


def test_jd_and_called_ace_three_against_three() -> None:
    check_pack(JD6_3V3, "8H 7H", JDCA_RULES)
    g = game(deal(JD6_3V3, "8H 7H"), JDCA_RULES)
    g.apply(A("pick", 1))
    assert g.legal_actions() == [A("call", 1, card="AH")]
    g.apply(A("call", 1, card="AH"))
    g.apply(A("bury", 1, cards="JC 8H"))
    # each partner knows himself, not the other; the rest know nobody
    assert g.view(5).partners == (5,) and g.view(5).side == (1, 5) and g.view(5).i_am_partner
    assert g.view(3).partners == (3,) and g.view(3).side == (1, 3) and g.view(3).i_am_partner
    assert all(g.view(s).partners == () for s in (0, 1, 2, 4))
    assert set(g.view(0).partner_cards) == {C("AH"), C("JD")}
    plays(g, "QC KS JD")  # the J♦ shows one partner
    assert g.view(0).partners == (3,) and g.view(5).partners == (5, 3)
    play_policy(g, {1, 3, 5})
    r = g.results[0]
    assert set(r.side) == {1, 3, 5} and r.side[0] == 1
    assert doc_shares(6, r.side, 1) == [-1, 1, -1, 1, -1, 1]  # 3 v 3: ±1 each
    assert r.scores == scaled(doc_shares(6, r.side, 1), 1 if r.won else -1, r.multiplier)


def test_jd_and_called_ace_two_against_four_when_the_jd_holds_the_ace() -> None:
    check_pack(JD6, "8H 7H", JDCA_RULES)
    g = game(deal(JD6, "8H 7H"), JDCA_RULES)
    run(g, [A("pick", 1), A("call", 1, card="AH"), A("bury", 1, cards="JC 8H")])
    assert g.partners == (3,)
    play_policy(g, {1, 3})
    r = g.results[0]
    assert r.side == (1, 3)
    assert r.scores == scaled([-1, 3, -1, 1, -1, -1], 1 if r.won else -1, r.multiplier)


def test_jd_and_called_ace_two_against_four_when_the_picker_holds_the_jd() -> None:
    hands = list(JD6_3V3)
    hands[3] = "8H 8S 7S KH TH"
    check_pack(hands, "JD 7H", JDCA_RULES)
    g = game(deal(hands, "JD 7H"), JDCA_RULES)
    run(g, [A("pick", 1), A("call", 1, card="AH"), A("bury", 1, cards="JC TD")])
    assert g.partners == (5,)
    assert not any(g.view(s).i_am_partner for s in (0, 2, 3, 4))
    play_policy(g, {1, 5})
    r = g.results[0]
    assert r.side == (1, 5)
    assert r.scores == scaled([-1, 3, -1, -1, -1, 1], 1 if r.won else -1, r.multiplier)


# -- partners by their cards, no picking (001 l.210, l.226-228, l.242-246) -----------------

QQ4_RULES = rules(players=4, blind=0, partner="cards")
QQ4 = ["QC AC TC KC 9C 8C 7C JD", "QS AS TS KS 9S 8S 7S JH", "QH AH TH KH 9H 8H 7H JS", "QD JC AD TD KD 9D 8D 7D"]


def test_black_queens_partners_secret_until_played_two_against_two() -> None:
    check_pack(QQ4, "", QQ4_RULES)
    g = game(deal(QQ4), QQ4_RULES)
    assert g.phase == "play" and g.to_act == 1 and g.picker is None
    assert g.view(0).i_am_partner and g.view(1).i_am_partner and not g.view(2).i_am_partner
    assert g.view(0).partners == (0,) and g.view(1).partners == (1,) and g.view(2).partners == ()
    assert g.view(2).partner_cards == tuple(sorted(parse_cards("QC QS")))
    plays(g, "QS")  # seat 1 shows a black queen
    assert g.view(2).partners == (1,) and g.view(3).partners == (1,) and set(g.view(0).partners) == {0, 1}
    plays(g, "QH QD JD")
    assert g.history[-1].winner == 1
    play_policy(g, {0, 1})
    r = g.results[0]
    assert r.kind == "cards" and r.picker is None and r.side == (0, 1) and r.partners == (0, 1)
    assert sum(r.points) == 120 and r.side_points == r.points[0] + r.points[1]
    assert r.scores == scaled([1, 1, -1, -1], 1 if r.won else -1, r.multiplier)  # 2 v 2: ±1


QQ4_ALONE = ["QC QS AC TC KC 9C 8C 7C", "JD AS TS KS 9S 8S 7S JH", "QH AH TH KH 9H 8H 7H JS", "QD JC AD TD KD 9D 8D 7D"]


def test_black_queens_in_one_hand_play_alone_one_against_three() -> None:
    check_pack(QQ4_ALONE, "", QQ4_RULES)
    g = game(deal(QQ4_ALONE), QQ4_RULES)
    assert g.view(0).partners == (0,) and g.view(0).side == (0,)
    play_policy(g, {0})
    r = g.results[0]
    assert r.side == (0,) and r.alone
    assert r.scores == scaled([3, -1, -1, -1], 1 if r.won else -1, r.multiplier)  # 1 v 3: ±3 / ∓1


def test_holder_of_both_black_queens_sees_alone() -> None:
    g = game(deal(QQ4_ALONE), QQ4_RULES)
    assert g.view(0).alone


QQ6_RULES = rules(players=6, removed="7C 7S", blind=0, partner="cards")
QQ6 = ["QC AC TC KC 9C", "8C AS TS KS 9S", "QS 8S AH TH KH", "9H 8H 7H QH QD", "JC JS JH JD AD", "TD KD 9D 8D 7D"]


def test_six_hand_black_queens_two_against_four() -> None:
    check_pack(QQ6, "", QQ6_RULES)
    g = game(deal(QQ6), QQ6_RULES)
    play_policy(g, {0, 2})
    r = g.results[0]
    assert r.side == (0, 2)
    assert r.scores == scaled([2, -1, 2, -1, -1, -1], 1 if r.won else -1, r.multiplier)  # 2 v 4: ±2 / ∓1


SPITZ6_RULES = rules(players=6, removed="7C 7S", blind=0, partner="cards", partner_cards="QC QS JD", trump_order="spitz_high")
SPITZ6 = ["7D 8C 9C AS TS", "QC AC TC KC 8S", "QS KS 9S AH TH", "JD KH 9H 8H 7H", "QH QD JC JS JH", "AD TD KD 9D 8D"]


def test_six_hand_qc_qs_jd_partners_with_the_seven_of_diamonds_highest() -> None:
    """001 l.228: 7♦ the highest trump; Q♣ Q♠ J♦ partners; double on the bump."""
    check_pack(SPITZ6, "", SPITZ6_RULES)
    g = game(deal(SPITZ6), SPITZ6_RULES)
    plays(g, "QC QS JD QH AD 7D")
    assert g.history[-1].winner == 0  # the 7♦ over the Q♣
    assert set(g.view(4).partners) == {1, 2, 3}
    play_policy(g, {1, 2, 3})
    r = g.results[0]
    assert r.side == (1, 2, 3)
    assert r.scores == scaled([-1, 1, 1, 1, -1, -1], 1 if r.won else -1, r.multiplier)  # 3 v 3: ±1
    assert r.won or "double on the bump: ×2" in r.reasons


def test_six_hand_two_partner_cards_may_pass_one_to_the_left() -> None:
    """001 l.228: a player holding two of Q♣ Q♠ J♦ may pass one to the left before the lead, taking one back."""
    hands = list(SPITZ6)
    hands[1], hands[2] = "QC QS AC TC KC", "8S KS 9S AH TH"
    r = dataclasses.replace(SPITZ6_RULES, pass_left=True)
    g = game(deal(hands), r)
    assert g.phase == "exchange" and g.to_act == 1
    assert g.legal_actions() == [A("give", 1, card="QC"), A("give", 1, card="QS"), A("pass", 1)]
    g.apply(A("give", 1, card="QS"))
    assert g.to_act == 2 and A("give", 2, card="QS") not in g.legal_actions()  # not the card just given
    g.apply(A("give", 2, card="AH"))
    assert g.hands[1] & M("AH QC") == M("AH QC") and g.hands[2] >> C("QS") & 1
    while g.phase == "exchange":
        assert g.legal_actions() == [A("pass", g.to_act)]  # nobody else holds two: being asked shows nothing
        g.apply(A("pass", g.to_act))
    assert g.phase == "play" and set(g.partners) >= {1, 2}
    assert 2 in g.view(1).partners and 1 in g.view(2).partners  # the two know each other
    assert 2 not in g.view(3).partners
    play_policy(g, {1, 2})
    assert sum(g.results[0].scores) == 0


QJ7_RULES = rules(players=8, blind=0, partner="cards", partner_cards="QC JD 7D")
QJ7 = ["QC AC TC KC", "9C 8C 7C AS", "JD TS KS 9S", "8S 7S AH TH", "7D KH 9H 8H", "7H QS QH QD", "JC JS JH AD", "TD KD 9D 8D"]


def test_eight_hand_qc_jd_7d_three_against_five() -> None:
    """001 l.244: Q♣ J♦ 7♦ are partners, 3 v 5: ±5 / ∓3 shared evenly."""
    check_pack(QJ7, "", QJ7_RULES)
    g = game(deal(QJ7), QJ7_RULES)
    assert g.hand_size == 4
    play_policy(g, {0, 2, 4})
    r = g.results[0]
    assert r.side == (0, 2, 4)
    assert r.scores == scaled([5, -3, 5, -3, 5, -3, -3, -3], 1 if r.won else -1, r.multiplier)


def test_eight_hand_two_partner_cards_call_a_third_partner() -> None:
    """001 l.244: holding the Q♣ and J♦, call the J♥; its holder joins: always 3 against 5."""
    hands = ["QC JD TC KC", "9C 8C 7C AS", "AC TS KS 9S", "8S 7S AH TH", "7D KH 9H 8H", "7H QS QH QD", "JC JS JH AD", "TD KD 9D 8D"]
    g = game(deal(hands), dataclasses.replace(QJ7_RULES, partner_call=True))
    assert g.phase == "call" and g.to_act == 1
    g.apply(A("pass", 1))
    while g.to_act != 0:
        assert g.legal_actions() == [A("pass", g.to_act)]
        g.apply(A("pass", g.to_act))
    assert g.legal_actions() == [A("call", 0, card="JH"), A("pass", 0)]
    g.apply(A("call", 0, card="JH"))
    assert g.phase == "play" and set(g.partners) == {0, 4, 6}
    assert 0 in g.view(6).partner_cards or C("JH") in g.view(6).partner_cards
    play_policy(g, {0, 4, 6})
    assert g.results[0].side == (0, 4, 6)


def test_eight_hand_holder_of_all_three_calls_until_the_side_is_three() -> None:
    hands = ["QC JD 7D KC", "9C 8C 7C AS", "AC TS KS 9S", "8S 7S AH TH", "8D KH 9H TC", "7H QS QH QD", "JC JS JH AD", "TD KD 9D 8H"]
    g = game(deal(hands), dataclasses.replace(QJ7_RULES, partner_call=True))
    while g.to_act != 0:
        g.apply(A("pass", g.to_act))
    assert g.legal_actions() == [A("call", 0, card="8D"), A("call", 0, card="JH"), A("pass", 0)]
    g.apply(A("call", 0, card="8D"))
    assert set(g.partners) == {0, 4} and g.to_act == 0  # still two: call again
    assert g.legal_actions() == [A("call", 0, card="JH"), A("pass", 0)]
    g.apply(A("call", 0, card="JH"))
    assert set(g.partners) == {0, 4, 6} and g.phase == "play"


# -- partners: the first two of a rank played (001 l.210 (B), (C); l.246) ------------------

FP4_RULES = rules(players=4, blind=0, partner="first_played")


def test_first_two_queens_played_make_the_side() -> None:
    check_pack(QQ4, "", FP4_RULES)
    g = game(deal(QQ4), FP4_RULES)
    assert all(not g.view(s).i_am_partner and g.view(s).partners == () for s in range(4))
    plays(g, "AS 9H 8D 7C")  # no queen yet; seat 3 trumps
    assert g.history[-1].winner == 3 and g.view(0).partners == ()
    plays(g, "QD")  # the first queen: seat 3 joins the side, everyone sees it
    assert all(g.view(s).partners == (3,) for s in range(4)) and g.view(3).i_am_partner
    plays(g, "JD QS JS")  # Q♠ second: seat 1 is the partner
    assert g.partners == (3, 1) and all(g.view(s).side == (1, 3) for s in range(4))
    assert not g.view(0).i_am_partner and not g.view(2).i_am_partner
    play_policy(g, set())  # the Q♣ and Q♥ come later and change nothing
    r = g.results[0]
    assert r.side == (1, 3)
    assert r.scores == scaled(doc_shares(4, (1, 3), None), 1 if r.won else -1, r.multiplier)


def test_first_two_kings_one_player_both_plays_alone() -> None:
    r4 = rules(players=4, blind=0, partner="first_played", agreed_rank="K")
    g = game(deal(QQ4), r4)
    plays(g, "KS 9H 8D KC")  # seat 1 leads the K♠, seat 0 throws the K♣: the side is 1 and 0
    assert g.partners == (1, 0) and g.history[-1].winner == 3
    play_policy(g, set())
    assert g.results[0].side == (0, 1)  # the third and fourth kings change nothing
    hands = ["QC AC TC KC 9C 8C 7C JD", "QS AS TS KS 9S 8S 7S KH", "QH AH TH JH 9H 8H 7H JS", "QD JC AD TD KD 9D 8D 7D"]
    g = game(deal(hands), r4)
    plays(g, "KS 9H 8D 7C")  # seat 1 leads the K♠; seat 3 trumps
    plays(g, "7D JD QS JS")  # seat 1 wins with the Q♠
    plays(g, "KH")  # and leads the second king: alone
    assert g.partners == (1,) and g.view(0).side == (1,)
    plays(g, "7H 9D 8C")
    play_policy(g, set())
    r = g.results[0]
    assert r.side == (1,) and r.alone
    assert r.scores == scaled([-1, 3, -1, -1], 1 if r.won else -1, r.multiplier)


# -- the score table and its house keys ------------------------------------------------

# (side points, side tricks of 6, won, multiplier): 004 l.107-112 with the bump, digest §3
DEFAULT_TABLE = [
    (120, "all", True, 3),
    (120, "all-1", True, 2),  # every point without every trick: schneider only (001 l.62)
    (91, "some", True, 2),
    (90, "some", True, 1),  # the opponents took 30: out of schneider (001 l.61)
    (61, "some", True, 1),
    (60, "some", False, 2),  # 60-60: the picker loses (001 l.55), doubled on the bump
    (31, "some", False, 2),
    (30, "some", False, 4),  # 30 or less: schneidered
    (0, "some", False, 4),  # a trick with no points is still a trick
    (21, "none", False, 6),  # no trick: the bury's points do not help
    (0, "none", False, 6),
]
# the same with schneider at 90, out of schneider at 30 (29 or less), no bump
LOOSE_TABLE = [
    (120, "all", True, 3),
    (90, "some", True, 2),
    (89, "some", True, 1),
    (61, "some", True, 1),
    (60, "some", False, 1),
    (30, "some", False, 1),
    (29, "some", False, 2),
    (0, "none", False, 3),
]


def _tricks(word: str, size: int) -> int:
    return {"all": size, "all-1": size - 1, "some": 1, "none": 0}[word]


@pytest.mark.parametrize("size", [4, 5, 6, 7, 8, 9, 10])
@pytest.mark.parametrize(("pts", "tr", "won", "m"), DEFAULT_TABLE)
def test_score_table_for_every_deal_size(size: int, pts: int, tr: str, won: bool, m: int) -> None:
    assert sh.multiplier(sh.Rules(), pts, _tricks(tr, size), size) == (won, m)


@pytest.mark.parametrize(("pts", "tr", "won", "m"), LOOSE_TABLE)
def test_score_table_with_the_loose_schneider_keys(pts: int, tr: str, won: bool, m: int) -> None:
    r = sh.Rules(schneider=90, out_of_schneider=30, double_on_bump=False)
    assert sh.multiplier(r, pts, _tricks(tr, 6), 6) == (won, m)


@pytest.mark.parametrize(
    ("n", "side", "picker", "want"),
    [
        (5, (1, 3), 1, [-1, 2, -1, 1, -1]),  # 004 l.107: +2 / +1 / -1
        (5, (1,), 1, [-1, 4, -1, -1, -1]),
        (3, (0,), 0, [2, -1, -1]),  # three-hand, alone: ±2
        (4, (2,), 2, [-1, -1, 3, -1]),  # four-hand 7+4, alone
        (4, (0, 2), 0, [1, -1, 1, -1]),  # four-hand with a partner: ±1 each
        (6, (1, 3), 1, [-1, 3, -1, 1, -1, -1]),  # six-hand J♦: picker ±3, partner ±1
        (6, (1, 3, 5), 1, [-1, 1, -1, 1, -1, 1]),  # six-hand J♦ and ace, 3 v 3: ±1 each
        (7, (1, 4), 1, [-1, 4, -1, -1, 1, -1, -1]),
        (4, (0, 1), None, [1, 1, -1, -1]),  # black queens 2 v 2
        (4, (3,), None, [-1, -1, -1, 3]),  # 1 v 3: ±3 / ∓1
        (6, (0, 4), None, [2, -1, -1, -1, 2, -1]),  # 2 v 4: ±2 / ∓1
        (6, (1, 2, 3), None, [-1, 1, 1, 1, -1, -1]),  # 3 v 3: ±1
        (8, (0, 2, 4), None, [5, -3, 5, -3, 5, -3, -3, -3]),  # 3 v 5: ±5 / ∓3
        (8, (5, 6), None, [-1, -1, -1, -1, -1, 3, 3, -1]),  # 2 v 6: ±3 / ∓1
    ],
)
def test_side_shares(n: int, side: tuple[int, ...], picker: int | None, want: list[int]) -> None:
    assert doc_shares(n, side, picker) == want and sum(want) == 0
    assert sh.side_changes(n, side, picker, True, 1) == want
    assert sh.side_changes(n, side, picker, False, 2) == [-2 * x for x in want]


THREE = ["AC TC KC 9C 8C 7C AS TS KS 9S", "QC QS QH QD JC JS JH JD AD TD", "8S 7S AH TH KH 9H 8H 7H KD 9D"]


def test_three_hand_alone_takes_every_trick() -> None:
    r3 = rules(players=3, partner="none")
    check_pack(THREE, "8D 7D", r3)
    g = game(deal(THREE, "8D 7D"), r3)
    g.apply(A("pick", 1))
    assert g.phase == "bury" and g.view(0).alone  # partner none: alone, and everyone knows
    g.apply(A("bury", 1, cards="8D 7D"))
    play_policy(g, {1})
    r = g.results[0]
    assert r.tricks == (0, 10, 0) and r.side_points == 120
    assert (r.won, r.multiplier, r.scores) == (True, 3, (-3, 6, -3))
    assert r.reasons == ("every trick: ×3",)


def test_three_hand_nine_and_three_buries_three() -> None:
    r3 = rules(players=3, partner="none", removed="7C 7S", blind=3)
    hands = ["AC TC KC 9C 8C AS TS KS 9S", "QC QS QH QD JC JS JH JD AD", "8S AH TH KH 9H 8H 7H KD 9D"]
    check_pack(hands, "TD 8D 7D", r3)
    g = game(deal(hands, "TD 8D 7D"), r3)
    g.apply(A("pick", 1))
    assert g.hands[1].bit_count() == 12 and all(len(a.cards) == 3 for a in g.legal_actions())
    g.apply(A("bury", 1, cards="8D 7D TD"))
    play_policy(g, {1})
    r = g.results[0]
    assert r.points[1] == 120 and r.tricks[1] == 9 and r.scores == (-3, 6, -3)


FOUR_ALONE = ["AC TC KC 9C 8C 7C AS", "QC QS QH JC JS AD TD", "TS KS 9S 8S 7S AH TH", "KH 9H 8H 7H QD JH JD"]


def test_four_hand_seven_and_four_the_picker_alone() -> None:
    r4 = rules(players=4, partner="none", blind=4)
    check_pack(FOUR_ALONE, "KD 9D 8D 7D", r4)
    g = game(deal(FOUR_ALONE, "KD 9D 8D 7D"), r4)
    g.apply(A("pick", 1))
    g.apply(A("bury", 1, cards="9D 8D 7D JS"))
    play_policy(g, {1})
    r = g.results[0]
    assert (r.side_tricks, r.side_points, r.won, r.multiplier) == (7, 120, True, 3)
    assert r.scores == (-3, 9, -3, -3)  # alone against three: ±3 a unit


# -- the partner pays nothing (001 l.131, 004 l.112) ------------------------------------

# five hands, dealer 0: seat 1 picks a hand without a trump and calls the A♣ (seat 2)
EXEMPT = ["9D 8D 7D KD TH KH", "7C 8C 9S 8S 7S 9H", "AC TC KC 9C AS TS", "QC QS QH QD JC AH", "JS JH JD AD TD KS"]


def exempt_game(**kw) -> sh.Sheepshead:
    r = rules(**kw)
    check_pack(EXEMPT, "8H 7H", r)
    g = game(deal(EXEMPT, "8H 7H"), r)
    run(g, [A("pick", 1), A("call", 1, card="AC"), A("bury", 1, cards="8S 7S")])
    return g


@pytest.mark.parametrize(
    ("kw", "want", "exempt"),
    [
        (dict(partner_exempt="no_tricks"), (6, -18, 0, 6, 6), True),  # 001 l.131: picker -18, partner 0, opponents +6
        (dict(partner_exempt="picker_no_trick"), (6, -18, 0, 6, 6), True),
        (dict(partner_exempt="no_tricks", double_on_bump=False), (3, -9, 0, 3, 3), True),  # 004 l.112: -9 and +3
        (dict(partner_exempt="never"), (6, -12, -6, 6, 6), False),
    ],
)
def test_partner_exempt_when_the_opponents_take_every_trick(kw: dict, want: tuple, exempt: bool) -> None:
    g = exempt_game(**kw)
    play_policy(g, {0, 3, 4})
    r = g.results[0]
    assert r.side_tricks == 0 and r.side == (1, 2)
    assert r.scores == want and r.exempt is exempt


@pytest.mark.parametrize(("how", "exempt"), [("no_tricks", False), ("picker_no_trick", True)])
def test_partner_exempt_when_only_the_partner_took_a_trick(how: str, exempt: bool) -> None:
    g = exempt_game(partner_exempt=how)
    plays(g, "9S AS AH KS TH")  # the partner's A♠ takes 36
    assert g.history[-1].winner == 2
    play_policy(g, {0, 3, 4})
    r = g.results[0]
    assert r.tricks[1] == 0 and r.side_tricks >= 1 and not r.won
    won, m = doc_base(g.rules, r.side_points, r.side_tricks, 6)
    assert r.scores == scaled(doc_shares(5, (1, 2), 1, exempt), -1, m) and r.exempt is exempt


# -- when nobody picks (001 l.156-186) ---------------------------------------------------

# five hands, dealer 0: seat 1 holds the six highest trumps and leads
ALL6 = ["AC TC KC 9C 8C 7C", "QC QS QH QD JC JS", "AS TS KS 9S 8S 7S", "AH TH KH 9H 8H 7H", "JH JD AD TD KD 9D"]
ALL6_BLIND = "8D 7D"
# a deal whose first and last tricks go to different players, the blind worth 21
SPREAD = ["JS 8S 7S 9D 8D 7D", "QC QS 7C 7H 8H 9H", "AC 8C JC 9S QH TD", "TC KC 9C AS TS KS", "AH TH KH JH JD KD"]
SPREAD_BLIND = "AD QD"


def leaster_game(setup: DealSetup, **kw) -> sh.Sheepshead:
    g = game(setup, rules(**kw))
    pass_all(g)
    assert g.phase == "play" and g.picker is None and g.to_act == 1
    return g


def play_and_collect(g: sh.Sheepshead, high: set[int]) -> list[tuple[int, int]]:
    """Finish the deal by play_policy, returning (winner, points) per trick from the events."""
    out = []
    power = g.tr.power
    while g.deal_no == 0:
        legal = [a.card for a in g.legal_actions()]
        pick = max if g.to_act in high else min
        c = pick(legal, key=lambda c: (power[c], sh.POINTS[c]))
        out += [(e.seat, sh.points_of(e.cards)) for e in g.apply(Action("play", g.to_act, card=c)) if e.kind == "trick"]
    return out


@pytest.mark.parametrize("where", ["last_trick", "first_trick", "nobody"])
def test_leaster_blind_goes_where_the_house_puts_it(where: str) -> None:
    """001 l.160: the blind usually to the last trick's winner; or a trick the dealer names; or nobody."""
    check_pack(SPREAD, SPREAD_BLIND, rules())
    g = leaster_game(deal(SPREAD, SPREAD_BLIND), leaster_blind=where)
    tricks = play_and_collect(g, {3})
    r = g.results[0]
    assert tricks[0][0] != tricks[-1][0]  # the deal tells the rules apart
    points = [0] * 5
    for w, p in tricks:
        points[w] += p
    blind = sh.points_of(parse_cards(SPREAD_BLIND))
    assert blind == 14
    if where == "last_trick":
        points[tricks[-1][0]] += blind
    elif where == "first_trick":
        points[tricks[0][0]] += blind
    assert list(r.points) == points
    assert sum(r.points) == 120 - (blind if where == "nobody" else 0)
    # seat 4 took no trick and can't win; seat 2 took the fewest (8) with one trick
    assert r.tricks == (1, 2, 1, 2, 0) and points[2] == 8
    assert (r.winner, r.scores) == (2, (-1, -1, 4, -1, -1))
    assert "Leaster" in r.headline(g.players)


def test_leaster_lowest_who_took_a_trick_or_anybody() -> None:
    """001 l.160-164: fewest points wins 1 from each; a trick may be required; a tie exchanges nothing."""
    pts, tricks = [50, 0, 40, 30, 0], [2, 0, 2, 2, 0]
    assert sh.leaster_scores(5, pts, tricks, True) == (3, [-1, -1, -1, 4, -1])
    assert sh.leaster_scores(5, pts, tricks, False) == (None, [0] * 5)  # two with nothing: a tie
    assert sh.leaster_scores(5, [50, 0, 40, 30, 0], [2, 1, 2, 1, 0], False) == (None, [0] * 5)
    assert sh.leaster_scores(5, [50, 10, 40, 30, 0], [2, 1, 2, 1, 0], False) == (4, [-1, -1, -1, -1, 4])
    assert sh.leaster_scores(5, [50, 10, 40, 10, 10], [2, 1, 1, 1, 1], True) == (None, [0] * 5)
    assert sh.leaster_scores(3, [0, 120, 0], [0, 10, 0], True) == (1, [-1, 2, -1])  # every trick: the only one eligible


def test_leaster_one_player_takes_every_trick() -> None:
    """001 l.162: with a trick required, the player who takes every trick wins."""
    check_pack(ALL6, ALL6_BLIND, rules())
    g = leaster_game(deal(ALL6, ALL6_BLIND))
    play_policy(g, {1})
    r = g.results[0]
    assert r.tricks == (0, 6, 0, 0, 0) and r.points == (0, 120, 0, 0, 0)
    assert (r.kind, r.winner, r.scores) == ("leaster", 1, (-1, 4, -1, -1, -1))
    g = leaster_game(deal(ALL6, ALL6_BLIND), leaster_trick=False)
    play_policy(g, {1})
    assert g.results[0].winner is None and g.results[0].scores == (0,) * 5  # four tie with nothing


def test_moster_most_points_pays_each_every_trick_wins() -> None:
    """001 l.166: the most points pays the rest (-4 / +1 at five), except one who took every trick wins."""
    assert sh.moster_scores(5, [50, 10, 30, 20, 10], [2, 1, 1, 1, 1]) == (0, [-4, 1, 1, 1, 1])
    assert sh.moster_scores(5, [40, 40, 30, 10, 0], [2, 1, 1, 1, 1]) == (None, [0] * 5)
    g = leaster_game(deal(ALL6, ALL6_BLIND), no_pick="moster")
    play_policy(g, {1})
    r = g.results[0]
    assert (r.kind, r.winner, r.scores) == ("moster", 1, (-1, 4, -1, -1, -1))
    g = leaster_game(deal(SPREAD, SPREAD_BLIND), no_pick="moster")
    play_policy(g, {3})
    r = g.results[0]
    assert r.points == (32, 45, 8, 35, 0)  # the blind's 14 with seat 1's last trick
    assert (r.winner, r.scores) == (1, (1, -4, 1, 1, 1))
    assert "pays each player" in r.headline(g.players)


def test_mittler_the_median_wins() -> None:
    """001 l.168: the third highest of five wins 1 from each; no clear median, no stakes."""
    assert sh.mittler_scores(5, [0, 10, 30, 40, 45]) == (2, [-1, -1, 4, -1, -1])
    assert sh.mittler_scores(5, [10, 20, 30, 40, 20]) == (None, [0] * 5)  # 10 20 20 30 40: 20 twice
    assert sh.mittler_scores(5, [30, 30, 0, 60, 0]) == (None, [0] * 5)
    assert sh.mittler_scores(7, [0, 5, 10, 20, 30, 25, 30]) == (3, [-1, -1, -1, 6, -1, -1, -1])
    g = leaster_game(deal(SPREAD, SPREAD_BLIND), no_pick="mittler")
    play_policy(g, {3})
    r = g.results[0]
    assert r.points == (32, 45, 8, 35, 0)  # 0 8 [32] 35 45
    assert (r.kind, r.winner, r.scores) == ("mittler", 0, (4, -1, -1, -1, -1))


def rotate(hands: list[str], k: int) -> list[str]:
    """The same hands k seats further round: seat s gets what seat s - k had."""
    n = len(hands)
    return [hands[(s - k) % n] for s in range(n)]


@pytest.mark.parametrize(("stack", "growth"), [(True, 4), (False, 2)])
def test_doubler_the_next_hand_counts_double_stacking_or_not(stack: bool, growth: int) -> None:
    """001 l.170: nobody picks, the cards are redealt and the next hand's stakes are doubled."""
    r = rules(no_pick="doubler", doubler_stack=stack)
    setups = [deal(SPREAD, SPREAD_BLIND), deal(SPREAD, SPREAD_BLIND), deal(rotate(ALL6, 2), ALL6_BLIND)]
    g = sh.new_game(r, seed=1, setups=setups, dealer=0)
    pass_all(g)
    first = g.results[0]
    assert (first.kind, first.scores, first.picker) == ("doubler", (0,) * 5, None)
    assert g.deal_no == 1 and g.dealer == 1 and g.view(0).growth == 2
    pass_all(g)
    assert g.view(0).growth == growth
    assert g.to_act == 3
    run(g, [A("pick", 3), A("alone", 3), A("bury", 3, cards="8D 7D")])
    play_policy(g, {3})
    r3 = g.results[2]
    assert r3.side_tricks == 6 and r3.base == 3 and r3.growth == growth and r3.multiplier == 3 * growth
    assert r3.scores == scaled([-1, -1, -1, 4, -1], 1, 3 * growth)
    assert f"after the doubler: ×{growth}" in r3.reasons
    assert g.view(0).growth == 1  # used up


def test_doubler_headline_names_the_next_hands_factor() -> None:
    g = sh.new_game(rules(no_pick="doubler"), seed=1, setups=[deal(SPREAD, SPREAD_BLIND)])
    pass_all(g)
    assert g.results[0].headline(g.players).endswith("×2")


def test_doubler_on_the_last_deal_promises_no_next_hand() -> None:
    """The replay report and the log must not promise a next hand at ×2 after the match's last deal."""
    g = sh.new_game(rules(no_pick="doubler", deals=1), seed=1, setups=[deal(SPREAD, SPREAD_BLIND)])
    pass_all(g)
    assert g.is_over
    assert g.results[0].headline(g.players, final=True) == "Nobody picked: a doubler, but the match ends with this deal"
    assert g.results[0].headline(g.players).endswith("×2")


@pytest.mark.parametrize(
    ("covers", "growth", "multiplier", "reason"),
    [
        ("knocks", 8, 24, None),  # 001 l.144 caps "the points gained by blitzing or cracking": not a doubler
        ("growth", 4, 12, "cracks, blitzes and doublers capped at ×4"),
        ("all", 8, 4, "capped at ×4"),  # the whole multiplier, every trick's ×3 included
    ],
)
def test_doubler_growth_is_capped_where_the_table_says(covers: str, growth: int, multiplier: int, reason: str | None) -> None:
    r = rules(no_pick="doubler", cap=4, cap_covers=covers)
    setups = [deal(SPREAD, SPREAD_BLIND)] * 3 + [deal(rotate(ALL6, 3), ALL6_BLIND)]
    g = sh.new_game(r, seed=1, setups=setups, dealer=0)
    for _ in range(3):
        pass_all(g)
    assert g.view(0).growth == growth and g.to_act == 4
    run(g, [A("pick", 4), A("alone", 4), A("bury", 4, cards="8D 7D")])
    play_policy(g, {4})
    r4 = g.results[3]
    assert r4.multiplier == multiplier and r4.scores == (-multiplier,) * 4 + (4 * multiplier,)
    assert r4.reasons[-1] == reason if reason else not any("capped" in x for x in r4.reasons)


def test_schwanzer_points_of_the_documents_example_hand() -> None:
    """001 l.184: Q♠ 3, J♣ 2, A♦ 1, 8♦ 1, 10♣ 0, 7♠ 0: 7."""
    assert schwanzer_points(M("QS JC AD 8D TC 7S"), sh.deck_for(rules())) == 7
    clubs = sh.deck_for(rules(trump_suit="clubs"))
    assert schwanzer_points(M("QS JC AD 8D TC 7S"), clubs) == 6  # clubs trump: the 10♣ counts, the diamonds don't


SCHW_HIGH = ["QS JC AD 8D TC 7S", "QC JS 7D AC KC 9C", "QH JH AS TS KS 9S", "QD KD 9D 8C 7C 8S", "AH TH KH 9H 8H 7H"]
SCHW_TIE = ["QC QD AC TC KC 9C", "QS JC AD 8C 7C AS", "QH JS TS KS 9S 8S", "JH JD 7S AH TH KH", "9D 8D 7D 9H 8H 7H"]


def test_schwanzer_highest_count_pays_each() -> None:
    """001 l.178-184: everyone shows; the highest count pays 1 to each; the blind is set aside."""
    r5 = rules(no_pick="schwanzer")
    check_pack(SCHW_HIGH, "JD TD", r5)
    g = game(deal(SCHW_HIGH, "JD TD"), r5)
    pass_all(g)
    r = g.results[0]
    assert r.shown == (7, 6, 5, 5, 0) and r.kind == "schwanzer"
    assert (r.winner, r.scores) == (0, (-4, 1, 1, 1, 1))
    assert "pays each player" in r.headline(g.players)
    assert not any(a.act == "play" for a in g.log[0].actions)  # nothing played


@pytest.mark.parametrize("how", ["schwanzer", "doubler"])
def test_a_hand_nobody_plays_keeps_its_passes_and_replays(how: str) -> None:
    from sheriff_tui import records

    g = sh.new_game(rules(no_pick=how), seed=1, setups=[deal(SCHW_HIGH, "JD TD")])
    pass_all(g)
    assert g.log[0].actions == tuple(A("pass", s % 5) for s in range(1, 6))
    again = records.replay(records.load_text(records.dumps(records.to_record(g))))
    assert again.results == g.results


def test_schwanzer_tie_goes_against_the_highest_trump() -> None:
    """001 l.186: Q♣ Q♦ (6) loses to Q♠ J♣ A♦ (6): the Q♣ is the highest trump."""
    r5 = rules(no_pick="schwanzer")
    check_pack(SCHW_TIE, "TD KD", r5)
    g = game(deal(SCHW_TIE, "TD KD"), r5)
    pass_all(g)
    r = g.results[0]
    assert r.shown[:2] == (6, 6) and max(r.shown) == 6
    assert (r.winner, r.scores) == (0, (-4, 1, 1, 1, 1))
    spitz = rules(no_pick="schwanzer", trump_order="spitz_high")
    g = game(deal(SCHW_TIE, "TD KD"), spitz)  # the 7♦ (seat 4) tops every trump, but seat 4 counts only 3
    pass_all(g)
    assert g.results[0].winner == 0


def test_forced_pick_the_dealer_cannot_pass() -> None:
    """001 l.158: the dealer ('the end') must pick."""
    g = game(deal(SPREAD, SPREAD_BLIND), rules(no_pick="forced"), dealer=2)
    for s in (3, 4, 0, 1):
        assert A("pass", s) in g.legal_actions()
        g.apply(A("pass", s))
    assert g.legal_actions() == [A("pick", 2)]
    with pytest.raises(IllegalAction, match="dealer must pick"):
        g.apply(A("pass", 2))
    g.apply(A("pick", 2))
    assert g.picker == 2


def test_shiller_the_first_after_the_dealer_must_pick() -> None:
    """001 l.122: the first player after the dealer must pick."""
    g = game(deal(SPREAD, SPREAD_BLIND), rules(shiller=True), dealer=3)
    assert g.to_act == 4 and g.legal_actions() == [A("pick", 4)]
    with pytest.raises(IllegalAction, match="shiller"):
        g.apply(A("pass", 4))
    g.apply(A("pick", 4))
    assert g.picker == 4 and g.phase == "call"


# -- stakes that grow (001 l.133-144) --------------------------------------------------

# five hands, dealer 0; the A♣ with seat 2, the A♥ with seat 1
CRACK = ["9D 8D 7D KD TH KH", "AH 8C 9S 8S 7S 9H", "AC TC KC 9C AS TS", "QC QS QH QD JC 7C", "JS JH JD AD TD KS"]
CRACK_BLIND = "8H 7H"


def crack_game(passes: tuple[int, ...], picker: int, call: str, bury: str = "8H 7H", **kw) -> sh.Sheepshead:
    r = rules(cracking=True, **kw)
    check_pack(CRACK, CRACK_BLIND, r)
    g = game(deal(CRACK, CRACK_BLIND), r)
    for s in passes:
        g.apply(A("pass", s))
    run(g, [A("pick", picker), A("call", picker, card=call), A("bury", picker, cards=bury)])
    return g


def knock_round(g: sh.Sheepshead, until: str | None = None) -> list[tuple[int, tuple[str, ...]]]:
    """Pass through the knock phase (or until ``until`` is offered): each seat asked, with what it was offered."""
    out = []
    while g.phase == "knock":
        acts = tuple(a.act for a in g.legal_actions())
        if until in acts:
            break
        out.append((g.to_act, acts))
        g.apply(Action("pass", g.to_act))
    return out


def offered(rounds: list[tuple[int, tuple[str, ...]]], act: str) -> list[int]:
    return [s for s, acts in rounds if act in acts]


def seats(rounds: list[tuple[int, tuple[str, ...]]]) -> list[int]:
    return [s for s, _ in rounds]


@pytest.mark.parametrize(
    ("call", "bury", "partner", "want"),
    [
        ("AC", "8H 7H", 2, [1, 4, 0]),  # the partner passed before: no crack; seat 1 passed but is no partner
        ("AH", "8H JC", 1, [2, 4, 0]),
    ],
)
def test_crack_by_who_had_no_chance_to_pick_or_is_not_the_partner(call: str, bury: str, partner: int, want: list[int]) -> None:
    """001 l.133: a player with no chance to pick, or who is not the partner, may knock; everyone is asked."""
    g = crack_game((1, 2), 3, call, bury)
    assert g.partner == partner and g.phase == "knock" and g.to_act == 1
    rounds = knock_round(g)
    assert seats(rounds) == [1, 2, 4, 0]
    assert offered(rounds, "crack") == want
    assert g.phase == "play" and g.view(0).growth == 1 and g.view(0).knocks == ()


def test_crack_recrack_third_knock_each_doubles() -> None:
    """001 l.133-136: crack ×2, re-crack by the picker ×4, a third knock by one who has not knocked ×8."""
    g = crack_game((1, 2), 3, "AC", third_knock=True)
    g.apply(A("crack", 1))  # the first knock ends the round: seats 2, 4 and 0 are not asked to crack
    assert g.view(0).growth == 2 and g.to_act == 3
    assert g.legal_actions() == [A("recrack", 3), A("pass", 3)]
    g.apply(A("recrack", 3))
    assert g.view(0).growth == 4
    assert g.view(0).partner is None  # the picker's re-crack shows no partner
    rounds = knock_round(g)
    assert seats(rounds) == [2, 4, 0] and offered(rounds, "crack") == [4, 0]  # the partner (2) may only pass
    assert g.phase == "play" and g.view(0).knocks == ((1, "crack"), (3, "recrack"))
    g = crack_game((1, 2), 3, "AC", third_knock=True)
    run(g, [A("crack", 1), A("recrack", 3), A("pass", 2), A("pass", 4), A("crack", 0)])
    assert g.phase == "play" and g.view(2).growth == 8
    play_policy(g, {3, 2})
    r = g.results[0]
    assert r.growth == 8 and r.multiplier == r.base * 8
    assert r.reasons[-3:] == ("cracked by Seat 2: ×2", "re-cracked by Seat 4: ×2", "cracked by Seat 1: ×2")
    assert r.scores == scaled(doc_shares(5, (3, 2), 3), 1 if r.won else -1, r.multiplier)


def test_partners_recrack_shows_him() -> None:
    """001 l.137: the partner cracking back 'around the corner' shows he is the partner."""
    g = crack_game((1, 2), 3, "AC")
    run(g, [A("crack", 1), A("pass", 3)])
    assert g.legal_actions() == [A("recrack", 2), A("pass", 2)]
    assert g.view(0).partner is None
    g.apply(A("recrack", 2))
    assert all(g.view(s).partner == 2 for s in range(5)) and g.view(0).growth == 4


def test_no_recrack_without_the_key_and_none_without_a_crack() -> None:
    g = crack_game((1, 2), 3, "AC", recrack=False)
    g.apply(A("crack", 1))
    assert g.phase == "play" and g.view(0).growth == 2
    g = crack_game((1, 2), 3, "AC", third_knock=True)
    rounds = knock_round(g)
    assert offered(rounds, "crack") == [1, 4, 0] and g.phase == "play"  # nobody cracked: nothing more is asked


def test_a_partner_who_cracked_is_not_asked_to_recrack() -> None:
    """001 l.137: each player knocks at most once, whatever his team."""
    r = rules(cracking=True)
    g = game(deal(CRACK, CRACK_BLIND), r)
    run(g, [A("pick", 1), A("call", 1, card="AC"), A("bury", 1, cards="9S 8S")])
    assert g.partner == 2 and g.to_act == 2  # seat 2, the partner, had no chance to pick: he may crack
    g.apply(A("crack", 2))
    g.apply(A("pass", 1))  # the picker declines to re-crack
    rounds = knock_round(g)
    assert 2 not in seats(rounds) and offered(rounds, "recrack") == [] and g.phase == "play"


def test_blitz_queens_a_pair_at_a_time() -> None:
    """001 l.139: showing both black or both red queens doubles; the Q♣ Q♠ Q♥ Q♦ holder shows two pairs: ×4."""
    r = rules(blitz="queens")
    g = game(deal(CRACK, CRACK_BLIND), r)
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards="8H 7H")])
    assert g.phase == "knock" and g.to_act == 3
    assert g.legal_actions() == [A("blitz", 3, cards="QC QS QH QD"), A("pass", 3)]
    g.apply(A("blitz", 3, cards="QC QS QH QD"))
    assert seats(knock_round(g)) == [1, 2, 4, 0]  # the others are asked too, and may only pass
    assert g.phase == "play" and g.view(0).growth == 4 and g.view(0).shown == ((3, tuple(parse_cards("QC QS QH QD"))),)
    play_policy(g, {3, 2})
    r0 = g.results[0]
    assert "blitz by Seat 4: ×4" in r0.reasons and r0.multiplier == r0.base * 4


def test_blitz_queens_and_jacks() -> None:
    """001 l.142: the black jacks are a pair; the J♥ J♦ are not (the middle jacks J♠ J♥ are)."""
    r = rules(blitz="queens_and_jacks")
    hands = ["9D 8D 7D KD TH KH", "AH 8C 9S 8S 7S 9H", "AC TC KC 9C AS TS", "QC QS QH JS JC 7C", "QD JH JD AD TD KS"]
    g = game(deal(hands, CRACK_BLIND), r)
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards="8H 7H")])
    assert g.legal_actions() == [A("blitz", 3, cards="QC QS JC JS"), A("pass", 3)]  # black queens, black jacks
    g.apply(A("blitz", 3, cards="QC QS JC JS"))
    assert offered(knock_round(g), "blitz") == []  # seat 4's J♥ J♦ are no pair
    assert g.phase == "play" and g.view(0).growth == 4


def test_blitz_with_the_two_middle_jacks() -> None:
    r = rules(blitz="queens_and_jacks")
    hands = ["9D 8D 7D KD TH KH", "AH 8C 9S 8S 7S 9H", "AC TC KC 9C AS TS", "QC QD QH JS JH 7C", "QS JC JD AD TD KS"]
    g = game(deal(hands, CRACK_BLIND), r)
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards="8H 7H")])
    assert g.phase == "knock" and g.to_act == 3
    assert any(a.act == "blitz" and {C("JS"), C("JH")} <= set(a.cards) for a in g.legal_actions())


def test_all_four_jacks_are_one_blitz() -> None:
    """001 l.142: "いくつかのバリエーションでは、2 つの黒いジャック、2 つの真ん中のジャック、または 4 つのジャック
    すべてを使用したブリッツが可能です" (some tables allow a blitz with the two black jacks, the two middle
    jacks, or all four jacks): the four jacks are one blitz, ×2, not a black and a middle pair."""
    r = rules(blitz="queens_and_jacks")
    hands = ["9D 8D 7D KD TH KH", "AH 8C 9S 8S 7S 9H", "AC TC KC 9C AS TS", "QC JD QH JS JH JC", "QS QD 7C AD TD KS"]
    g = game(deal(hands, CRACK_BLIND), r)
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("alone", 3), A("bury", 3, cards="8H 7H")])
    assert g.legal_actions() == [A("blitz", 3, cards="JC JS JH JD"), A("pass", 3)]
    g.apply(A("blitz", 3, cards="JC JS JH JD"))
    knock_round(g)
    assert g.view(0).growth == 2
    play_policy(g, {3})
    r0 = g.results[0]
    assert "blitz by Seat 4: ×2" in r0.reasons and r0.growth == 2 and r0.multiplier == r0.base * 2


@pytest.mark.parametrize("crack", [False, True])
def test_blitz_only_after_a_crack_when_the_table_says_so(crack: bool) -> None:
    """001 l.141: 'usually a blitz comes only after a crack or re-crack' (blitz_needs_crack)."""
    g = crack_game((1, 2), 3, "AC", blitz="queens", blitz_needs_crack=True)
    if crack:
        g.apply(A("crack", 1))
        knock_round(g, until="blitz")
        assert g.to_act == 3 and g.legal_actions()[0].act == "blitz"
    else:
        assert offered(knock_round(g), "blitz") == []
        assert g.phase == "play"
    g = crack_game((1, 2), 3, "AC", blitz="queens")
    knock_round(g, until="blitz")
    assert g.phase == "knock" and g.legal_actions()[0].act == "blitz"  # without the key: blitz anyway


def test_cap_all_limits_the_whole_multiplier() -> None:
    """``cap_covers = "all"``, a house reading (001 l.144 caps only what cracks and blitzes gain: see
    test_sheepshead_stakes): the whole multiplier, schneider and the bump included, stops at the cap."""
    g = crack_game((1, 2), 3, "AC", third_knock=True, cap=4, cap_covers="all")
    run(g, [A("crack", 1), A("recrack", 3), A("pass", 2), A("crack", 4)])
    pass_knocks(g)
    assert g.view(0).growth == 8
    play_policy(g, {3, 2})
    r = g.results[0]
    assert r.multiplier == 4 and r.reasons[-1] == "capped at ×4"
    assert r.scores == scaled(doc_shares(5, (3, 2), 3), 1 if r.won else -1, 4)
    g = exempt_game(cap=4, cap_covers="all")  # no knock at all: the bumped no-trick loss (×6) stops at 4 too
    play_policy(g, {0, 3, 4})
    r = g.results[0]
    assert (r.base, r.multiplier) == (6, 4) and r.scores == (4, -8, -4, 4, 4)


# five hands, dealer 0: seat 1 sweeps (test_sheepshead's SWEEP) / takes all points in five tricks
SWEEP = ["AC TC KC 9C 8C 7C", "QC QS QH QD JC JS", "AS TS KS 9S 8S 7S", "AH TH KH 9H 8H 7H", "AD TD KD 9D 8D 7D"]
ALMOST = ["AC TC KC 9C 8C 7C", "QC QS QH QD JC 7S", "AS TS KS 9S 8S AH", "TH KH 9H 8H 7H 7D", "JD AD TD KD 9D 8D"]


def test_sheepshead_call_won_pays_six_per_opponent() -> None:
    """001 l.126: every trick claimed: double the no-trick stake (×3): ×6 a player."""
    r = rules(sheepshead_call=True)
    g = game(deal(SWEEP, "JH JD"), r)
    g.apply(A("pick", 1))
    assert A("sheepshead", 1) in g.legal_actions() and A("alone", 1) in g.legal_actions()
    run(g, [A("sheepshead", 1), A("bury", 1, cards="JH JD")])
    assert all(g.view(s).sheepshead and g.view(s).alone for s in range(5))
    play_policy(g, {1})
    r0 = g.results[0]
    assert r0.sheepshead and r0.won and r0.scores == (-6, 24, -6, -6, -6)
    assert r0.reasons == ("sheepshead called: ×6",)


def test_sheepshead_call_lost_by_one_trick_pays_six() -> None:
    """001 l.126: one trick missed (even a trick without points): pays double the no-trick stake."""
    r = rules(sheepshead_call=True)
    g = game(deal(ALMOST, "JS JH"), r)
    run(g, [A("pick", 1), A("sheepshead", 1), A("bury", 1, cards="JS JH")])
    plays(g, "QC AS 7D JD AC")
    plays(g, "QS TS TH AD TC")
    plays(g, "QH KS KH TD KC")
    plays(g, "QD AH 9H KD 9C")
    plays(g, "JC 9S 8H 9D 8C")
    plays(g, "7S 8S 7H 8D 7C")  # seat 4 trumps the last trick
    r0 = g.results[0]
    assert r0.side_points == 120 and r0.side_tricks == 5
    assert not r0.won and r0.scores == (6, -24, 6, 6, 6)  # no bump on top of it


def test_sheepshead_call_in_jd_and_called_ace_is_alone() -> None:
    r = rules(players=6, partner="jd_and_called_ace", sheepshead_call=True)
    g = game(deal(JD6_3V3, "8H 7H"), r)
    g.apply(A("pick", 1))
    g.apply(A("sheepshead", 1))
    assert g.partners == ()


# -- what the knock rounds tell the table ------------------------------------------------------


def test_the_crack_round_does_not_show_the_partner() -> None:
    """004 l.79: nobody but the partner knows who he is: the same seats are asked whoever the partner is."""
    assert seats(knock_round(crack_game((1, 2), 3, "AC", "8H 7H"))) == seats(knock_round(crack_game((1, 2), 3, "AH", "8H JC")))


def test_the_recrack_round_does_not_show_the_partner() -> None:
    """001 l.137: a partner who re-cracks shows himself, so one who doesn't stays hidden."""
    seen = []
    for call, bury in (("AC", "8H 7H"), ("AH", "8H JC")):
        g = crack_game((1, 2), 3, call, bury)
        run(g, [A("pass", 1), A("pass", 2), A("crack", 4), A("pass", 3)])
        seen.append(seats(knock_round(g)))
    assert seen[0] == seen[1] == [1, 2, 0]


def test_declining_a_blitz_shows_nothing() -> None:
    no_pairs = ["9D 8D 7D KD TH KH", "AH 8C 9S 8S 7S 9H", "AC TC KC 9C AS TS", "QC JS QH JH JC 7C", "QS QD JD AD TD KS"]
    seen = []
    for hands in (CRACK, no_pairs):
        g = game(deal(hands, CRACK_BLIND), rules(blitz="queens"))
        run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards="8H 7H")])
        seen.append(seats(knock_round(g)))
    assert seen[0] == seen[1]


# -- the picker's own ace and keeping the J♦ (001 l.108, l.117) ---------------------------------


def test_calling_your_own_ace_plays_alone_in_secret() -> None:
    """001 l.108: the picker may call a suit whose ace he holds, keep the ace, and be his own secret partner."""
    r = rules(call_own_ace=True)
    g = game(deal(CRACK, CRACK_BLIND), r)
    run(g, [A("pick", 1)])
    assert A("call", 1, card="AH") in g.legal_actions()
    g.apply(A("call", 1, card="AH"))
    assert all(C("AH") not in a.cards for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="own"):
        g.apply(A("bury", 1, cards="AH 8C"))
    g.apply(A("bury", 1, cards="9S 8S"))
    assert g.view(1).alone and not any(g.view(s).alone or g.view(s).i_am_partner for s in (0, 2, 3, 4))
    assert mask(g) == M("AH 8C 7S")  # hearts only with the ace, until hearts are led
    plays(g, "AH")  # the first heart lead: now the table knows
    assert all(g.view(s).alone for s in range(5))
    play_policy(g, {1})
    res = g.results[0]
    assert res.alone and res.side == (1,) and res.called == C("AH") and res.partner is None
    assert res.scores == scaled([-1, 4, -1, -1, -1], 1 if res.won else -1, res.multiplier)


def test_keeping_the_jd_alone() -> None:
    """001 l.117: some tables make a picker alone with the J♦ keep it (jd_keep)."""
    hands = list(JD6)
    hands[3] = "8H 8S 7S AH TH"
    r = rules(players=6, partner="jack_of_diamonds", jd_keep=True)
    g = game(deal(hands, "JD 7H"), r)
    g.apply(A("pick", 1))
    assert all(C("JD") not in a.cards for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="J♦"):
        g.apply(A("bury", 1, cards="JD 7H"))
    g = game(deal(hands, "JD 7H"), dataclasses.replace(r, jd_keep=False))
    g.apply(A("pick", 1))
    g.apply(A("bury", 1, cards="JD 7H"))  # without the key it may go


# -- the four-hand and six-hand called-ace and J♦ games --------------------------------------

# four hands of seven without 7♣ 7♠, dealer 0; seat 1 picks A♦ 10♦
FOUR = ["AC TC KC 9C 8C AS TS", "QC QS QH JC JS 8S 9H", "KS 9S AH TH KH 8H 7H", "QD JH JD KD 9D 8D 7D"]


@pytest.mark.parametrize(("partner", "call", "mate"), [("called_ace", "AH", 2), ("called_ace", "AS", 0), ("jack_of_diamonds", None, 3)])
def test_four_hand_seven_and_two_with_a_partner(partner: str, call: str | None, mate: int) -> None:
    """001 l.208: remove 7♣ 7♠, 7 each and 2 in the blind; the ace or the jack partner."""
    r4 = rules(players=4, removed="7C 7S", partner=partner)
    check_pack(FOUR, "AD TD", r4)
    g = game(deal(FOUR, "AD TD"), r4)
    g.apply(A("pick", 1))
    if call:
        assert g.legal_actions() == [A("alone", 1), A("call", 1, card="AS"), A("call", 1, card="AH")]
        g.apply(A("call", 1, card=call))
        bury = "8S 9H".replace(call[1] == "S" and "8S" or call[1] == "H" and "9H", "JS")
        g.apply(A("bury", 1, cards=bury))
    else:
        assert g.phase == "bury"
        g.apply(A("bury", 1, cards="8S 9H"))
    assert g.partners == (mate,) and g.view(mate).partner == mate
    assert all(g.view(s).partner is None for s in range(4) if s != mate)
    play_policy(g, {1, mate})
    r = g.results[0]
    assert r.side == (1, mate)
    shares = [-1, 1, -1, -1]
    shares[mate] = 1
    assert r.scores == scaled(shares, 1 if r.won else -1, r.multiplier)  # two against two: ±1 each


SIX = ["AC TC KC 9C 8C", "QC QS JC AD 7S", "7C AS TS KS 9S", "JD 8S TD AH TH", "QH QD JS KD 9D", "JH 8D 7D KH 9H"]


def test_six_hand_called_ace_two_against_four() -> None:
    """Digest §3, six players: five each and two in the blind, the called ace (2 v 4)."""
    r6 = rules(players=6)
    check_pack(SIX, "8H 7H", r6)
    g = game(deal(SIX, "8H 7H"), r6)
    g.apply(A("pick", 1))
    assert g.legal_actions() == [A("alone", 1), A("call", 1, card="AS"), A("call", 1, card="AH")]
    run(g, [A("call", 1, card="AH"), A("bury", 1, cards="7S 8H")])
    assert g.view(3).i_am_partner and g.view(3).partner == 3 and g.view(0).partner is None
    play_policy(g, {1, 3})
    r = g.results[0]
    assert r.side == (1, 3)
    assert r.scores == scaled([-1, 3, -1, 1, -1, -1], 1 if r.won else -1, r.multiplier)


# -- trump orders and the trump suit (001 l.146-154) -----------------------------------------


def test_trump_orders() -> None:
    standard = "QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D"
    assert sh.deck_for(rules()).trumps == tuple(parse_cards(standard))
    assert sh.deck_for(rules(trump_order="spitz")).trumps == tuple(parse_cards("QC 7D QS QH QD JC JS JH JD AD TD KD 9D 8D"))
    assert sh.deck_for(rules(trump_order="spitz_high")).trumps == tuple(parse_cards("7D QC QS QH QD JC JS JH JD AD TD KD 9D 8D"))
    clubs = sh.deck_for(rules(trump_suit="clubs"))
    assert clubs.trumps == tuple(parse_cards("QC QS QH QD JC JS JH JD AC TC KC 9C 8C 7C"))
    assert clubs.fail_suits == (3, 2, 1)  # spades, hearts, diamonds
    assert clubs.fail_mask[1] == M("AD TD KD 9D 8D 7D") and not clubs.trump_mask >> C("9D") & 1
    assert clubs.trump_mask >> C("9C") & 1
    assert sh.deck_for(rules(trump_suit="clubs", trump_order="spitz")).trumps[:3] == tuple(parse_cards("QC 7C QS"))


@pytest.mark.parametrize(
    ("order", "trick", "winner"),
    [
        ("standard", "QS 7D", "QS"),
        ("spitz", "QS 7D", "7D"),  # the spitz is second: over the Q♠
        ("spitz", "7D QC", "QC"),  # below the Q♣ only
        ("spitz", "8D 7D", "7D"),
        ("spitz", "AC 7D", "7D"),  # still a trump
        ("spitz_high", "QC 7D", "7D"),
    ],
)
def test_spitz_wins_tricks(order: str, trick: str, winner: str) -> None:
    from sheriff_tui.engine import tricks

    tr = sh.deck_for(rules(trump_order=order)).tr
    cards = parse_cards(trick)
    assert cards[tricks.winner_index(tr, cards)] == C(winner)


# five hands, clubs trump, dealer 4: seat 0 leads; seat 1 picks the A♣ 10♣
CLUBS = ["AD TD KD 9D 8D 7D", "QC QS 9S 8H 9H 7S", "AS TS KS 8S QD JD", "AH TH KH 7H QH JH", "JC JS KC 9C 8C 7C"]


def test_clubs_trump_call_and_play() -> None:
    """001 l.146: clubs trump, the 9♦ a fail card and the 9♣ a trump; the fail suits ♠ ♥ ♦."""
    r = rules(trump_suit="clubs")
    check_pack(CLUBS, "AC TC", r)
    g = game(deal(CLUBS, "AC TC"), r, dealer=4)
    run(g, [A("pass", 0), A("pick", 1)])
    assert g.legal_actions() == [A("alone", 1), A("call", 1, card="AS"), A("call", 1, card="AH")]
    run(g, [A("call", 1, card="AS"), A("bury", 1, cards="8H 9H")])
    assert g.to_act == 0
    plays(g, "9D")  # a diamond, a fail card
    assert mask(g) == M("QC QS AC TC 9S 7S")  # the picker, void in diamonds, holds two spades: any card
    plays(g, "9S")
    assert mask(g) == M("TS KS 8S QD JD")  # the Q♦ and J♦ are trump, not diamonds; the called A♠ stays
    plays(g, "KS 7H 7C")  # the 7♣ trumps the diamond lead
    assert g.history[-1].winner == 4
    play_policy(g, {1, 2})
    r0 = g.results[0]
    assert r0.side == (1, 2) and sum(r0.points) == 120


# -- the multiplier in words and records ------------------------------------------------------


def factor(reason: str) -> int:
    return int(reason.rsplit("×", 1)[1])


def test_reasons_explain_every_factor() -> None:
    g = exempt_game()
    play_policy(g, {0, 3, 4})
    r = g.results[0]
    assert r.reasons == ("no trick: ×3", "double on the bump: ×2") and r.multiplier == 6
    g = exempt_game(double_on_bump=False)
    plays(g, "9S AS AH KS TH")
    play_policy(g, {0, 3, 4})
    r = g.results[0]
    assert r.side_points == 36 and r.reasons == () and r.multiplier == 1  # a plain loss needs no words
    g = exempt_game()
    plays(g, "9S AS AH KS TH")
    play_policy(g, {0, 3, 4})
    assert g.results[0].reasons == ("double on the bump: ×2",)
    g = game(deal(ALMOST, "JS JH"), rules())
    run(g, [A("pick", 1), A("alone", 1), A("bury", 1, cards="JS JH")])
    plays(g, "QC AS 7D JD AC QS TS TH AD TC QH KS KH TD KC QD AH 9H KD 9C JC 9S 8H 9D 8C 7S 8S 7H 8D 7C")
    r = g.results[0]
    assert (r.side_points, r.side_tricks) == (120, 5)
    assert r.reasons == ("schneider (120 points): ×2",) and r.scores == (-2, 8, -2, -2, -2)
    g = crack_game((1, 2), 3, "AC", blitz="queens")
    run(g, [A("pass", 1), A("pass", 2), A("crack", 4), A("recrack", 3), A("blitz", 3, cards="QC QS QH QD")])
    pass_knocks(g)
    play_policy(g, {2, 3})
    r = g.results[0]
    assert r.reasons[-3:] == ("cracked by Seat 5: ×2", "re-cracked by Seat 4: ×2", "blitz by Seat 4: ×4")
    product = 1
    for x in r.reasons:
        product *= factor(x)
    assert product == r.multiplier == r.base * 16


def test_schneidered_reason() -> None:
    # seat 1 picks a trumpless hand and goes alone: schneidered with a trick or two
    g = game(deal(EXEMPT, "8H 7H"), rules())
    run(g, [A("pick", 1), A("alone", 1), A("bury", 1, cards="8S 7S")])
    plays(g, "9H 9C AH JS TH")  # seat 4 trumps
    play_policy(g, {0, 3, 4})
    r = g.results[0]
    assert r.side_tricks == 0 and r.scores == (6, -24, 6, 6, 6)  # alone: the picker pays four shares
    assert sh.multiplier(rules(), 20, 1, 6) == (False, 4)


RECORD_CASES = [
    pytest.param(rules(players=3, partner="none", removed="7C 7S", blind=3), None, id="3-9+3"),
    pytest.param(JD7_RULES, [deal(JD7, JD7_BLIND)], id="7-jd-call-up"),
    pytest.param(QQ4_RULES, [deal(QQ4)], id="4-black-queens"),
    pytest.param(FP4_RULES, [deal(QQ4)], id="4-first-queens"),
    pytest.param(rules(cracking=True, blitz="queens", third_knock=True, cap=16), [deal(CRACK, CRACK_BLIND)], id="5-cracks"),
    pytest.param(JDCA_RULES, [deal(JD6_3V3, "8H 7H")], id="6-jd-and-ace"),
    pytest.param(QJ7_RULES, [deal(QJ7)], id="8-three"),
    pytest.param(rules(trump_suit="clubs", no_pick="moster"), [deal(CLUBS, "AC TC")], id="5-clubs-moster"),
    pytest.param(rules(partner="jack_of_diamonds", jd_calls_ace=True, sheepshead_call=True), [deal(JDA, "AD TD")], id="5-jd-ace"),
]


@pytest.mark.parametrize(("r", "setups"), RECORD_CASES)
def test_records_round_trip(r: sh.Rules, setups: list[DealSetup] | None) -> None:
    from sheriff_tui import records

    g = sh.new_game(r, seed=5, setups=setups, dealer=0)
    rng = random.Random(5)
    while not g.is_over:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    text = records.dumps(records.to_record(g))
    again = records.replay(records.load_text(text))
    assert again.results == g.results and again.scores == g.scores
    assert [x.as_dict() for x in again.results] == [x.as_dict() for x in g.results]
    if setups:
        assert '"hands"' in text and (('"blind": ["' in text) == bool(r.blind))
    summary = records.summary(again)
    assert summary["deals"][0]["kind"] == g.results[0].kind and sum(summary["totals"]) == 0


# -- random play over many rule combinations: the invariants --------------------------------

COMBOS = [
    dict(players=3, partner="none"),
    dict(players=3, partner="none", removed="7C 7S", blind=3, no_pick="moster", sheepshead_call=True),
    dict(players=3, partner="none", removed="7C 8C 7S 8S 7H 8H", no_pick="mittler"),
    dict(players=4, partner="none", blind=4, leaster_blind="nobody", leaster_trick=False),
    dict(players=4, removed="7C 7S", cracking=True, third_knock=True, blitz="queens"),
    dict(players=4, removed="7C 7S", partner="jack_of_diamonds", call_up=True, jd_keep=True),
    dict(players=4, blind=0, partner="cards"),
    dict(players=4, blind=0, partner="first_played", agreed_rank="J"),
    dict(no_pick="doubler", cap=16),
    dict(no_pick="doubler", doubler_stack=False),
    dict(no_pick="schwanzer", trump_order="spitz"),
    dict(no_pick="forced", partner_exempt="no_tricks", bury_needs_trick=True),
    dict(shiller=True, partner_exempt="picker_no_trick", double_on_bump=False, schneider=90, out_of_schneider=30),
    dict(partner="jack_of_diamonds", jd_calls_ace=True, sheepshead_call=True),
    dict(cracking=True, blitz="queens_and_jacks", third_knock=True, cap=8, blitz_needs_crack=True),
    dict(trump_suit="clubs", leaster_blind="first_trick", call_own_ace=True),
    dict(players=6, partner="jd_and_called_ace", cracking=True),
    dict(players=6, partner="jack_of_diamonds", no_pick="moster"),
    dict(players=6, removed="7C 7S", blind=0, partner="cards", partner_cards="QC QS JD", trump_order="spitz_high"),
    dict(players=7, blind=4, partner="jack_of_diamonds", call_up=True, no_pick="mittler"),
    dict(players=8, blind=0, partner="cards", partner_cards="QC JD 7D"),
    dict(players=8, blind=0, partner="first_played"),
]


def dealt_hands(setup: DealSetup, r: sh.Rules, dealer: int) -> tuple[list[int], tuple[int, ...]]:
    """The hands and blind of a deal, worked out from its deck as the module docstring deals it."""
    if setup.deck is None:
        return [sum(1 << c for c in h) for h in setup.hands], setup.pile("blind")  # type: ignore[union-attr]
    n, h, b, deck = r.players, r.hand_size, r.blind, setup.deck
    a = (h + 1) // 2
    hands = [0] * n
    for k in range(n):
        first = deck[a * k : a * k + a]
        second = deck[a * n + b + (h - a) * k : a * n + b + (h - a) * (k + 1)]
        hands[(dealer + 1 + k) % n] = sum(1 << c for c in first + second)
    return hands, tuple(deck[a * n : a * n + b])


def check_deal(g: sh.Sheepshead, r: sh.Rules, res, log) -> None:
    n = r.players
    assert sum(res.scores) == 0
    hands, blind = dealt_hands(log.setup, r, log.dealer)
    assert res.blind == blind
    played = [a for a in log.actions if a.act == "play"]
    cards = [a.card for a in played]
    assert len(cards) == len(set(cards))
    for a in played:  # every card from its own hand
        assert hands[a.seat] >> a.card & 1 or (a.seat == res.picker and a.card in blind)
    if res.kind in ("doubler", "schwanzer"):
        assert cards == []
        if res.kind == "schwanzer":
            assert res.shown == tuple(schwanzer_points(h, g.deck) for h in hands)
        return
    assert sum(res.tricks) == r.hand_size and len(cards) == r.hand_size * n
    rest = set(g.deck.cards) - set(cards)
    if res.kind in ("leaster", "moster", "mittler"):
        assert rest == set(blind) and res.side == ()
        assert sum(res.points) == 120 - (sh.points_of(blind) if r.leaster_blind == "nobody" else 0)
        assert sorted(res.scores) in ([0] * n, sorted([n - 1] + [-1] * (n - 1)), sorted([1 - n] + [1] * (n - 1)))
        return
    # a hand with sides: every point somewhere, the bury with the picker (or the opponents)
    assert rest == set(res.buried)
    assert sum(res.points) == 120
    assert res.side_points == sum(res.points[s] for s in res.side)
    assert res.side_tricks == sum(res.tricks[s] for s in res.side)
    if res.picker is not None:
        assert set(res.buried) <= {c for c in range(52) if hands[res.picker] >> c & 1} | set(blind)
        assert len(res.buried) == r.blind and res.side[0] == res.picker
        if r.partner in ("called_ace", "jd_and_called_ace") and res.called is not None and res.partner is not None:
            assert hands[res.partner] >> res.called & 1
        if r.partner == "jack_of_diamonds" and res.called is None and not res.alone:
            assert hands[res.side[1]] >> C("JD") & 1
    elif r.partner == "cards":
        holders = {s for s in range(n) if hands[s] & M(r.partner_cards)}
        assert set(res.side) == holders
    else:  # first_played: the players of the first two cards of the rank
        rank = [c for c in cards if card_str(c)[:-1] == r.agreed_rank][:2]
        assert set(res.side) == {a.seat for a in played if a.card in rank}
    if res.sheepshead:
        won, base = res.side_tricks == r.hand_size, 6
    else:
        won, base = doc_base(r, res.side_points, res.side_tricks, r.hand_size)
    assert (res.won, res.base) == (won, base)
    assert res.scores == scaled(doc_shares(n, res.side, res.picker, res.exempt), 1 if won else -1, res.multiplier)
    if res.exempt:
        assert not won and len(res.side) > 1
        assert r.partner_exempt == "no_tricks" and res.side_tricks == 0 or r.partner_exempt == "picker_no_trick" and res.tricks[res.picker] == 0
    # the reasons multiply up to the multiplier (or the cap stops the part it covers: 001 l.144)
    base = knocks = doublers = 1
    for x in res.reasons:
        if "capped at" in x:
            continue
        if " by " in x:
            knocks *= factor(x)
        elif x.startswith("after the doubler"):
            doublers *= factor(x)
        else:
            base *= factor(x)
    want = {"knocks": base * min(knocks, r.cap or knocks) * doublers,
            "growth": base * min(knocks * doublers, r.cap or knocks * doublers),
            "all": min(base * knocks * doublers, r.cap or base * knocks * doublers)}[r.cap_covers]
    assert res.multiplier == want and (res.base, res.base * res.growth) == (base, want if r.cap_covers != "all" else base * knocks * doublers)
    assert any("capped at" in x for x in res.reasons) == (want < base * knocks * doublers)


@pytest.mark.parametrize("kw", COMBOS, ids=lambda kw: "-".join(f"{k}={v}" for k, v in kw.items()).replace(" ", ""))
@settings(max_examples=3, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**9))
def test_random_play_keeps_the_invariants(kw: dict, seed: int) -> None:
    r = rules(**kw)
    g = sh.new_game(r, seed=seed, dealer=seed % r.players)
    rng = random.Random(seed)
    while not g.is_over:
        s = g.to_act
        legal = g.legal_actions()
        assert legal and all(a.seat == s for a in legal)
        if g.phase == "play":
            v = g.view(s)
            assert v.hand == g.hands[s] and set(v.partners) <= set(g.partners)
            assert v.blind is None or s == g.picker
        if g.phase == "pick" and Action("pass", s) in legal and rng.random() < 0.75:
            g.apply(Action("pass", s))  # pass often, so that hands nobody picks come up too
            continue
        g.apply(legal[rng.randrange(len(legal))])
    assert sum(g.scores) == 0 and len(g.results) == r.deals
    for res, log in zip(g.results, g.log):
        check_deal(g, r, res, log)


# -- seven-hand, two pickers sharing the blind (001 l.238) ------------------------------------

SEVEN = ["QC 7C 8S AH", "QS JC 9H TC", "QH JS 8C KC", "QD JH 9C AC", "AD TD KD 9D", "JD 8D 7D AS", "TS KS 9S 7S"]
SEVEN_BLIND = "TH KH 8H 7H"


def test_blind_share_the_next_player_takes_half_and_partners() -> None:
    r = rules(players=7, blind=4, partner="blind_share")
    g = game(deal(SEVEN, SEVEN_BLIND), r)
    g.apply(A("pick", 1))
    assert g.hands[1] & M("TH KH") == M("TH KH") and g.hands[2] & M("8H 7H") == M("8H 7H")
    assert g.view(1).blind == tuple(parse_cards("TH KH")) and g.view(2).blind == tuple(parse_cards("8H 7H"))
    assert g.view(0).blind is None and all(g.view(s).partner == 2 for s in range(7))
    assert g.phase == "bury" and g.to_act == 1 and all(len(a.cards) == 2 for a in g.legal_actions())
    g.apply(A("bury", 1, cards="TH KH"))
    assert g.phase == "bury" and g.to_act == 2
    g.apply(A("bury", 2, cards="8C KC"))
    assert g.phase == "play" and g.to_act == 1
    assert g.view(1).buried == tuple(parse_cards("TH KH")) and g.view(2).buried == tuple(parse_cards("8C KC"))
    play_policy(g, {1, 2})
    res = g.results[0]
    assert res.side == (1, 2) and sum(res.points) == 120
    assert res.points[1] >= 14 and res.points[2] >= 4  # each bury counts for the side, on its burier's line
    assert res.scores == scaled(doc_shares(7, (1, 2), 1), 1 if res.won else -1, res.multiplier)


# -- the match: a number of hands or a target ------------------------------------------------


def test_a_match_to_a_target_ends_after_the_deal_that_reaches_it() -> None:
    r = rules(target=6, deals=100)
    g = sh.new_game(r, seed=4)
    rng = random.Random(4)
    while not g.is_over:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    assert max(g.scores) >= 6 and g.deal_no < 100
    before = [0] * 5
    for res in g.results[:-1]:
        before = [a + b for a, b in zip(before, res.scores)]
        assert max(before) < 6


def test_the_die_is_uniform_over_the_blinds_orders() -> None:
    from collections import Counter
    from itertools import permutations

    rolls = Counter(sh.roll_die(p) for p in permutations(parse_cards("7C 9H AS"), 3))
    assert sorted(rolls) == [1, 2, 3, 4, 5, 6] and set(rolls.values()) == {1}


def test_dice_names_the_partner_who_takes_half_the_blind() -> None:
    r = rules(players=7, blind=4, partner="dice")
    g = game(deal(SEVEN, SEVEN_BLIND), r)
    g.apply(A("pick", 1))
    die = sh.roll_die(parse_cards(SEVEN_BLIND))
    mate = (1 + die) % 7
    assert g.die == die and all(g.view(s).die == die for s in range(7))
    assert g.partner == mate and all(g.view(s).partner == mate for s in range(7))
    assert g.hands[mate] & M("8H 7H") == M("8H 7H") and g.hands[1] & M("TH KH") == M("TH KH")
    assert g.phase == "bury" and g.to_act == 1


def test_dice_or_all_lets_the_picker_take_the_whole_blind_alone() -> None:
    r = rules(players=7, blind=4, partner="dice", dice_or_all=True)
    g = game(deal(SEVEN, SEVEN_BLIND), r)
    g.apply(A("pick", 1))
    assert g.legal_actions() == [A("roll", 1), A("alone", 1)]
    g.apply(A("alone", 1))
    assert g.hands[1] & M(SEVEN_BLIND) == M(SEVEN_BLIND) and g.view(0).alone
    assert all(len(a.cards) == 4 for a in g.legal_actions())


def test_dice_or_all_is_chosen_before_the_blind_is_seen() -> None:
    """001 l.246: all four must be taken at once, the picker may not look first. The picker saw
    all four (the partner's two as well) before choosing between the die and going alone."""
    r = rules(players=7, blind=4, partner="dice", dice_or_all=True)
    g = game(deal(SEVEN, SEVEN_BLIND), r)
    g.apply(A("pick", 1))
    assert g.view(1).blind is None and g.view(1).hand == M(SEVEN[1]) and g.hands[1] == M(SEVEN[1])
    g.apply(A("roll", 1))
    mate = (1 + sh.roll_die(parse_cards(SEVEN_BLIND))) % 7
    assert g.view(1).blind == tuple(parse_cards("TH KH")) and g.hands[1] == M(SEVEN[1] + " TH KH")
    assert g.hands[mate] & M("8H 7H") == M("8H 7H")


def test_a_hand_of_nothing_may_ask_for_a_redeal() -> None:
    """001 l.69: no ace, no face card, no trump, no count: a redeal may be asked for."""
    hands = ["9C 8C 7C 9S 8S 7S", "AC TC KC 9H 8H 7H", "QC QS QH QD JC JS", "AS TS KS AH TH KH", "JH JD AD TD KD 9D"]
    r = rules(redeal_nothing=True)
    g = game(deal(hands, "8D 7D"), r, dealer=4)
    assert A("redeal", 0) in g.legal_actions()
    g.apply(A("pass", 0))
    assert all(a.act != "redeal" for a in g.legal_actions())  # seat 1 holds points
    g = game(deal(hands, "8D 7D"), r, dealer=4)
    g.apply(A("redeal", 0))
    res = g.results[0]
    assert res.kind == "redeal" and res.scores == (0,) * 5 and g.deal_no == 1
    assert "redealt" in res.headline(g.players)
    g = game(deal(hands, "8D 7D"), rules(), dealer=4)
    assert all(a.act != "redeal" for a in g.legal_actions())


def test_the_sheepshead_call_may_need_a_jack() -> None:
    hands = ["AC TC KC 9C 8C 7C", "QC QS QH QD AD TD", "AS TS KS 9S 8S 7S", "AH TH KH 9H 8H 7H", "JC JS JH JD 9D 8D"]
    g = game(deal(hands, "KD 7D"), rules(sheepshead_call=True, sheepshead_needs_jack=True))
    g.apply(A("pick", 1))
    assert A("sheepshead", 1) not in g.legal_actions()  # no jack in the picker's hand
    g = game(deal(hands, "KD 7D"), rules(sheepshead_call=True))
    g.apply(A("pick", 1))
    assert A("sheepshead", 1) in g.legal_actions()


@pytest.mark.parametrize(("key", "high", "factor"), [("leaster_triple", set(), 3), ("leaster_no_trick_double", {0, 2, 3, 4}, 2)])
def test_leaster_house_stakes(key: str, high: set[int], factor: int) -> None:
    """001 l.160-162: a pointless (or every) trick wins the no-trick stake; three-hand: no trick wins double."""
    import itertools

    for seed in itertools.count():
        kw = {key: True}
        if key == "leaster_no_trick_double":
            kw["leaster_trick"] = False
        g = sh.new_game(rules(**kw), seed=seed)
        pass_all(g)
        play_policy(g, high)
        r = g.results[0]
        if r.winner is None:
            continue
        took = r.tricks[r.winner]
        special = (took and (r.points[r.winner] == 0 or took == 6)) if key == "leaster_triple" else not took
        if special:
            assert r.scores[r.winner] == 4 * factor
            break
        assert r.scores[r.winner] == 4
        assert seed < 400, "no such leaster in 400 deals"


def test_seven_hand_three_and_one_the_player_behind_buries_for_his_own_side() -> None:
    """001 l.240: the picker takes three of the blind, the player behind the last; J♦ partner; his bury counts for his side."""
    r = rules(players=7, blind=4, partner="jack_of_diamonds", blind_next=1)
    g = game(deal(SEVEN, SEVEN_BLIND), r)
    g.apply(A("pick", 1))
    assert g.hands[1] & M("TH KH 8H") == M("TH KH 8H") and g.hands[2] >> C("7H") & 1
    assert g.view(1).blind == tuple(parse_cards("TH KH 8H")) and g.view(2).blind == (C("7H"),)
    assert g.to_act == 1 and all(len(a.cards) == 3 for a in g.legal_actions())
    g.apply(A("bury", 1, cards="TH KH 8H"))
    assert g.to_act == 2 and all(len(a.cards) == 1 for a in g.legal_actions())
    g.apply(A("bury", 2, cards="KC"))
    assert g.phase == "play" and g.partner == 5  # the J♦ is seat 5's: seat 2 is an opponent
    play_policy(g, {1, 5})
    res = g.results[0]
    assert res.side == (1, 5) and sum(res.points) == 120
    assert res.points[2] >= 4  # the K♣ he buried is his side's (the opponents')


def test_three_and_one_the_table_hears_how_many_cards_each_buries() -> None:
    """The bury's event says how many went down when not two: three for the picker, one behind
    (the log said "buries two cards" for both)."""
    r = rules(players=7, blind=4, partner="jack_of_diamonds", blind_next=1)
    g = game(deal(SEVEN, SEVEN_BLIND), r)
    g.apply(A("pick", 1))
    assert [(e.kind, e.value) for e in g.apply(A("bury", 1, cards="TH KH 8H"))] == [("bury", 3)]
    assert [(e.kind, e.value) for e in g.apply(A("bury", 2, cards="KC"))][0] == ("bury", 1)


def test_a_blitz_after_the_hand_doubles_for_each_pair_played() -> None:
    """001 l.143: a blitzer declared after the hand: the holder of both black queens, once the second is played."""
    g = game(deal(CRACK, CRACK_BLIND), rules(blitz="queens", blitz_late=True))
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards="8H 7H")])
    assert g.phase == "play"  # nothing is asked before the first card
    play_policy(g, {3, 2})
    r = g.results[0]
    assert r.growth == 4 and "blitz by Seat 4: ×4" in r.reasons  # both pairs of queens, all played by seat 3


def test_behind_the_picker_chooses_without_seeing_the_blind() -> None:
    g = game(deal(SEVEN, SEVEN_BLIND), rules(players=7, blind=4, partner="behind"))
    g.apply(A("pick", 1))
    assert g.view(1).blind is None and g.view(1).hand == M(SEVEN[1])
