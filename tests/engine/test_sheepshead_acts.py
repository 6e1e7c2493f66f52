"""The playout shortcuts: the lazy bury offer is the list of pairs it stands for, and the
duty mask apply() reuses agrees with legal_actions()."""

from __future__ import annotations

import dataclasses
import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheriff_tui import presets
from sheriff_tui.cards import PACK_32, bits
from sheriff_tui.engine import IllegalAction
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Action, Event
from sheriff_tui.engine.sheepshead.acts import BuryOffer, _bury_offer

PACK = bits(PACK_32)


def every_pair(seat: int, hand: int, need: int) -> list[Action]:
    """The offer written out: every two cards of the hand, lowest first, keeping a card of ``need``."""
    keep = hand & need
    return [
        Action("bury", seat, cards=pair)
        for pair in combinations(bits(hand), 2)
        if not need or keep & ~((1 << pair[0]) | (1 << pair[1]))
    ]


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 7),
    st.lists(st.sampled_from(PACK), min_size=2, max_size=12, unique=True),
    st.lists(st.sampled_from(PACK), max_size=4, unique=True),
)
def test_bury_offer_is_every_pair_keeping_the_hold(seat: int, hand_cards: list[int], need_cards: list[int]) -> None:
    hand = sum(1 << c for c in hand_cards)
    need = sum(1 << c for c in need_cards)
    offer = _bury_offer(seat, hand, need, 2)
    expected = every_pair(seat, hand, need)
    assert offer == expected and list(offer) == expected and len(offer) == len(expected)
    assert [offer[i] for i in range(len(offer))] == expected
    assert [offer[i] for i in range(-len(offer), 0)] == expected
    assert offer[1:4] == expected[1:4]
    assert all(a in offer for a in expected)
    assert Action("bury", seat, cards=(PACK[0], PACK[0])) not in offer


def test_bury_offer_refuses_an_index_past_its_end() -> None:
    offer = _bury_offer(0, (1 << PACK[0]) | (1 << PACK[1]) | (1 << PACK[2]), 0, 2)
    assert isinstance(offer, BuryOffer) and len(offer) == 3
    for i in (3, -4):
        try:
            offer[i]
        except IndexError:
            continue
        raise AssertionError(f"offer[{i}] gave an action")


CALLED_PRESETS = sorted(
    name
    for name, p in presets.builtin_presets().items()
    if p.game == "sheepshead"
    and presets.load_rules("sheepshead", name).form == "standard"
    and presets.load_rules("sheepshead", name).partner in ("called_ace", "jd_and_called_ace")
)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CALLED_PRESETS), st.integers(0, 2**32))
def test_apply_refuses_exactly_the_plays_legal_actions_leaves_out(preset: str, seed: int) -> None:
    """Under the called-suit duties apply() reuses the mask legal_actions() worked out: it must
    agree with it whether or not legal_actions() was asked first, in this position or another."""
    check_duty_positions(preset, seed)


def test_the_duty_check_meets_duty_positions() -> None:
    """The property above is not empty: a plain five-hand match meets the duties."""
    assert check_duty_positions("sheepshead", 1) >= 3


def check_duty_positions(preset: str, seed: int) -> int:
    """Random play of a match until six positions under the duties have been checked (or the match ends)."""
    rules = presets.load_rules("sheepshead", preset)
    game = sh.new_game(rules, seed=seed)
    rng = random.Random(seed)
    stale = game.clone()
    checked = 0
    while game.to_act is not None and checked < 6:
        if game.phase == "play" and game.duty:
            s = game.to_act
            cold = game.clone()
            cold.__dict__.update({k: v for k, v in stale.__dict__.items() if k.startswith("_duty")})
            legal = {a.card for a in game.legal_actions()}
            for c in bits(game.hands[s]):
                for g in (game.clone(), cold.clone()):
                    try:
                        g.apply(Action("play", s, card=c))
                    except IllegalAction:
                        assert c not in legal
                    else:
                        assert c in legal
            stale = game.clone()
            checked += 1
        legal_actions = game.legal_actions()
        game.apply(legal_actions[rng.randrange(len(legal_actions))])
    return checked


STANDARD_PRESETS = sorted(
    name for name, p in presets.builtin_presets().items() if p.game == "sheepshead" and presets.load_rules("sheepshead", name).form == "standard"
)
SHORTCUTS = ("_plain_pick", "_plain_pick_up", "_plain_call", "_no_knocks", "_plain_score")  # the usual table's fast paths


@pytest.mark.parametrize("preset", STANDARD_PRESETS)
def test_the_usual_tables_shortcuts_change_nothing(preset: str) -> None:
    """The fast paths for the usual pick, call, bury and score give what the general paths give:
    the same offers, events, results and logs, action by action, over two seeded matches."""
    rules = presets.load_rules("sheepshead", preset)
    for seed in (1, 2):
        fast = sh.new_game(rules, seed=seed)
        slow = sh.new_game(rules, seed=seed)
        slow.__dict__.update({name: False for name in SHORTCUTS})
        rng = random.Random(seed)
        while fast.to_act is not None:
            legal = fast.legal_actions()
            assert list(legal) == list(slow.legal_actions())
            action = legal[rng.randrange(len(legal))]
            assert list(fast.apply(action)) == list(slow.apply(action))
        assert fast.results == slow.results and fast.scores == slow.scores and fast.deal_logs() == slow.deal_logs()


def test_a_picker_buries_as_many_cards_as_the_blind_held() -> None:
    """The usual table's bury takes two cards only where the blind was two: with a blind of four,
    two cards are refused as they are by the general bury."""
    rules = dataclasses.replace(presets.load_rules("sheepshead"), players=4, blind=4, deals=4)
    game = sh.new_game(rules, seed=3)
    while game.phase != "bury":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.act in ("pick", "alone")), legal[0]))
    s = game.to_act
    held = tuple(bits(game.hands[s]))
    with pytest.raises(IllegalAction, match="bury 4 cards"):
        game.apply(Action("bury", s, cards=held[:2]))
    assert list(game.apply(Action("bury", s, cards=held[:4]))) == [Event("bury", s, value=4)]  # four, for the log
