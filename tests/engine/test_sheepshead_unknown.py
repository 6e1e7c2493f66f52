"""Sheepshead's unknown (seed 001, the called-ace variant): the card the picker sets face down
to call an ace of a suit they hold none of, against hand-made deals.

Seed 001's lines, as the issue translates them: the picker "places a card face down (usually a
low fail card or the lowest trump) and calls a fail suit to stand for the unknown. The unknown
is played face down and has no power to take the trick, but its point value still counts at
the end of the hand."
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from sheriff_tui import records
from sheriff_tui.cards import FACE_DOWN, parse_cards
from sheriff_tui.engine import IllegalAction, sheepshead as sh
from sheriff_tui.records import RecordError

from ..sheepshead_helpers import UNKNOWN_BLIND, UNKNOWN_HANDS, A, C, M, deal, mask, plays, unknown_called

R = sh.Rules(deals=5)

def game(rules: sh.Rules = R) -> sh.Sheepshead:
    return sh.new_game(rules, seed=1, setups=[deal(UNKNOWN_HANDS, UNKNOWN_BLIND)], dealer=0)


def called(rules: sh.Rules = R, unknown: str = "JD") -> sh.Sheepshead:
    """The picker has called the A♥ with ``unknown`` face down and buried the two aces (the deal:
    :data:`~.sheepshead_helpers.UNKNOWN_HANDS`, seat 2 void in hearts, seat 4 the partner)."""
    return unknown_called(rules, unknown)


# -- the card set face down ------------------------------------------------------


def test_a_picker_with_only_trumps_and_aces_may_set_a_trump_face_down() -> None:
    """Seed 001: the face-down card is "usually a low fail card or the lowest trump". This picker
    holds no low fail card: the lowest trump (the J♦) is offered first, then the aces, then the
    other trumps low to high; before, it had to hide an ace or go alone."""
    g = game()
    g.apply(A("pick", 1))
    calls = [(a.card, a.unknown) for a in g.legal_actions() if a.act == "call"]
    assert calls == [(C("AH"), u) for u in parse_cards("JD AC AS JS JC QH QS QC")]
    assert sh.unknown_order(M("QC QS QH JC JS JD AC AS")) == tuple(parse_cards("JD AC AS JS JC QH QS QC"))
    assert sh.unknown_order(M("QC 9S AC 7C KS")) == tuple(parse_cards("7C 9S QC KS AC"))  # the low fails first, the lowest first
    g.apply(A("call", 1, card="AH", unknown="JD"))
    assert g.view(1).unknown == C("JD") and g.view(0).unknown is None and g.view(0).unknown_called
    with pytest.raises(IllegalAction, match="the J♦ is your unknown: you can't bury it"):
        g.apply(A("bury", 1, cards="JD AC"))


def test_the_old_reading_a_fail_card_only_is_a_preset_key() -> None:
    """``unknown_trump`` off keeps the reading before seed 001's "or the lowest trump" was
    followed: only the aces may go face down, and a trump is refused with the key named."""
    g = game(dataclasses.replace(R, unknown_trump=False))
    g.apply(A("pick", 1))
    assert [(a.card, a.unknown) for a in g.legal_actions() if a.act == "call"] == [(C("AH"), C("AC")), (C("AH"), C("AS"))]
    with pytest.raises(IllegalAction, match="unknown_trump off"):
        g.apply(A("call", 1, card="AH", unknown="JD"))
    assert g.phase == "call" and g.actions[-1] == A("pick", 1)


def test_a_trump_unknown_is_no_trump_in_play() -> None:
    """It stands for a card of the called suit: the picker may not follow a trump lead with the
    J♦ face down (nor throw it off), and the partner may not throw off the A♥ meanwhile."""
    g = called()
    plays(g, "JS JH QD 7D AD")  # the Q♦ takes the picker's J♠
    assert g.history[-1].winner == 3
    plays(g, "8D")  # a trump lead
    assert mask(g) == M("TC KC 9S 7H")  # the partner, out of trumps: no A♥ thrown off
    plays(g, "7H TD")
    assert mask(g) == M("QC QS QH JC")  # the picker follows with a trump, not with the J♦
    with pytest.raises(IllegalAction, match="the J♦ is your unknown: it waits face down until hearts are led, or you lead it"):
        g.apply(A("play", 1, card="JD"))
    plays(g, "QC 9D")
    assert g.history[-1].winner == 1 and mask(g) == M("QS QH JC JD")  # the picker leads: the unknown too, as a heart


# -- the unknown led -------------------------------------------------------------


def test_the_unknown_led_is_a_lead_of_the_called_suit() -> None:
    """Seed 001: the picker "calls a fail suit to stand for the unknown": led, the others follow
    hearts (a J♦ led face down is no trump lead), the partner plays the A♥, and the trick goes to
    the best heart, the J♦ having "no power to take the trick"; its 2 points go with it."""
    g = called()
    assert g.to_act == 1
    g.apply(A("play", 1, card="JD"))
    assert g.view(2).trick == (FACE_DOWN,) and g.view(1).trick == (C("JD"),)
    assert mask(g) == M("JH KD 9D 7C 8S 7S")  # seat 2 holds no heart: anything
    plays(g, "8S")
    assert mask(g) == M("TH KH")  # seat 3 holds hearts: it must follow them, not trump
    with pytest.raises(IllegalAction, match="the unknown was led: it stands for the called suit, hearts, and you hold one: you must follow suit"):
        g.apply(A("play", 3, card="QD"))
    plays(g, "KH")
    assert mask(g) == M("AH")  # the partner's duty: the called ace on the suit's first lead
    plays(g, "AH")
    assert g.winning_seat() == 4
    assert mask(g) == M("9H 8H")
    plays(g, "9H")
    assert g.history[-1].winner == 4 and g.points[4] == 2 + 0 + 4 + 11 + 0
    view = g.view(0)
    assert view.called_suit_led and view.partner == 4 and view.history[-1].cards[0] == FACE_DOWN
    assert g.view(4).history[-1].cards[0] == C("JD")  # its taker may look at it
    assert not g.duty and g.leader == 4


def test_a_trump_takes_the_unknown_led() -> None:
    """The unknown led: a player void in hearts may trump, and the trump takes the trick."""
    g = called()
    plays(g, "JD JH KH AH 9H")
    assert g.history[-1].winner == 2 and g.points[2] == 2 + 2 + 4 + 11 + 0


def test_the_unknown_led_to_the_last_trick_is_still_a_heart_lead() -> None:
    """The picker takes the first five tricks with trumps and leads its last card, the unknown:
    the 7♠ played next doesn't make spades the suit led (as it did before); the A♥ takes it."""
    g = called()
    plays(g, "QC JH 8D 7D AD")
    plays(g, "QS KD QD TC TD")
    plays(g, "QH 9D 9C KC TS")
    plays(g, "JC 7C 8C 9S KS")
    plays(g, "JS 8S KH 7H 8H")
    assert g.hands[1] == M("JD") and g.to_act == 1
    plays(g, "JD 7S")
    assert g.winning_seat() == 2  # seat 2's 7♠ shows as taking it, until a heart comes
    plays(g, "TH")
    assert g.winning_seat() == 3
    plays(g, "AH 9H")
    r = g.results[-1]
    last = g.deal_logs()[0]
    assert r.points[4] == 2 + 0 + 10 + 11 + 0 and r.unknown_card == C("JD")
    assert sum(r.points) == 120 and len(last.actions) == 3 + 30


def test_the_old_reading_the_unknown_waits_is_a_preset_key() -> None:
    """``unknown_lead`` off: the unknown waits face down for another player's heart lead (the
    document doesn't say the picker may lead it); leading it is refused, saying why."""
    g = called(dataclasses.replace(R, unknown_lead=False))
    assert mask(g) == M("QC QS QH JC JS")
    with pytest.raises(IllegalAction, match="the J♦ is your unknown: it waits face down until another player leads hearts"):
        g.apply(A("play", 1, card="JD"))
    plays(g, "QC JH 8D 7D AD")  # and the last trick, its only card: still a heart lead
    plays(g, "QS KD QD TC TD")
    plays(g, "QH 9D 9C KC TS")
    plays(g, "JC 7C 8C 9S KS")
    plays(g, "JS 8S KH 7H 8H")
    plays(g, "JD 7S TH AH 9H")
    assert g.results[-1].points[4] == 23


# -- records ---------------------------------------------------------------------


def record_of(g: sh.Sheepshead) -> dict:
    return json.loads(records.dumps(records.to_record(g, "sheepshead")))


def replay_error(rec: dict) -> RecordError:
    with pytest.raises(RecordError) as info:
        records.replay(records.load_text(json.dumps(rec)))
    return info.value


def test_a_record_with_a_trump_unknown_led_replays() -> None:
    """A record using both readings (a trump set face down, then led) replays to the same result."""
    g = called()
    plays(g, "JD 8S KH AH 9H")
    while g.deal_no == 0:
        g.apply(g.legal_actions()[0])
    rec = record_of(g)
    assert {"seat": 1, "act": "call", "card": "AH", "unknown": "JD"} in rec["deals"][0]["actions"]
    again = records.replay(records.load_text(json.dumps(rec)))
    assert [r.as_dict() for r in again.results] == [r.as_dict() for r in g.results]


def test_records_the_rules_forbid_are_refused_with_the_reason() -> None:
    """The same record at a table with the old readings (the preset keys off), and one where a
    player ignores the heart lead the unknown makes: each refused at its action, saying why."""
    g = called()
    plays(g, "JD 8S KH AH 9H")
    rec = record_of(g)
    acts = rec["deals"][0]["actions"]
    call = acts.index({"seat": 1, "act": "call", "card": "AH", "unknown": "JD"})
    lead = acts.index({"seat": 1, "act": "play", "card": "JD"})
    old = json.loads(json.dumps(rec))
    old["rules"]["unknown_trump"] = False
    err = replay_error(old)
    assert (err.deal, err.action) == (0, call) and "unknown_trump off" in err.reason
    old = json.loads(json.dumps(rec))
    old["rules"]["unknown_lead"] = False
    err = replay_error(old)
    assert (err.deal, err.action) == (0, lead) and "it waits face down until another player leads hearts" in err.reason
    trumped = json.loads(json.dumps(rec))
    trumped["deals"][0]["actions"][lead + 2] = {"seat": 3, "act": "play", "card": "QD"}  # seat 3 holds hearts
    err = replay_error(trumped)
    assert (err.deal, err.action) == (0, lead + 2)
    assert err.reason == "the unknown was led: it stands for the called suit, hearts, and you hold one: you must follow suit"
