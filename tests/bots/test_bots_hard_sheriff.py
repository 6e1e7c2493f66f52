"""The ``hard`` Sheriff bot and the worlds it looks ahead in.

A world is the real deal with the seat's unseen cards dealt again (the other
hands, Double Sheriff's undealt cards, another taker's Sheriff's Choice
discard): the seat must not be able to tell it from the real one, so its view
there is the real view, field by field. Every random choice is seeded.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Iterator

import pytest

from sheriff_tui.bots import make_bot
from sheriff_tui.bots.sheriff.normal import SheriffNormal
from sheriff_tui.bots.sheriff.worlds import SheriffHard, SheriffWorlds
from sheriff_tui.bots.worlds import distinct_plays
from sheriff_tui.cards import SUIT_MASK, parse_card, parse_cards
from sheriff_tui.engine import sheriff as sh
from sheriff_tui.engine.core import Action, DealSetup
from sheriff_tui.presets import load_rules

from ..world_helpers import Tally, departures, drawn_worlds

NORMAL = SheriffNormal()
WORLDS = SheriffWorlds()
# the match, not the deal: a world is a one-deal match of its own
COVERED = ["sheriff", "sheriff-blind", "sheriff-choice", "sheriff-double", "sheriff-double-6"]


def test_every_built_in_sheriff_table_is_covered() -> None:
    from sheriff_tui.presets import builtin_presets

    assert sorted(n for n, p in builtin_presets().items() if p.game == "sheriff") == sorted(COVERED)


def decisions(preset: str, seed: int, deals: int = 2, wild: float = 0.0) -> Iterator[tuple[Any, Any, list[Any]]]:
    """(game, view, legal) at every card to play with a choice, through ``deals`` deals of
    normal play (a ``wild`` share of the decisions random instead), from a seeded match."""
    rules = load_rules("sheriff", preset, None, None)
    g = sh.new_game(rules, rules.players, seed=seed, dealer=seed % rules.players)
    rng = random.Random(seed)
    while g.to_act is not None and g.deal_no < deals:
        view, legal = g.view(g.to_act), g.legal_actions()
        if view.phase == "play" and len(legal) > 1:
            yield g, view, legal
        g.apply(legal[rng.randrange(len(legal))] if rng.random() < wild else NORMAL.choose(view, legal, rng))


def shown_voids(view: Any) -> list[int]:
    """Per seat, the cards of every suit it didn't follow (counted here, not by the module)."""
    out = [0] * view.n
    tricks = [(t.leader, t.cards) for t in view.history] + [(view.leader, view.trick)]
    for leader, cards in tricks:
        for i, c in enumerate(cards):
            if c // 13 != cards[0] // 13:
                out[(leader + i) % view.n] |= SUIT_MASK[cards[0] // 13]
    return out


@pytest.mark.parametrize("wild", [0.0, 0.5], ids=["normal", "random"])
@pytest.mark.parametrize("preset", COVERED)
def test_a_world_looks_like_the_real_deal_to_the_seat(preset: str, wild: float) -> None:
    rng = random.Random(7)
    tally = Tally()
    for seed in range(3):
        for g, view, legal in decisions(preset, seed, wild=wild):
            for w in drawn_worlds(WORLDS, view, legal, rng, tally, where=preset):
                me, turned = view.seat, view.turned
                seen = view.hand | view.played | (1 << view.discard if view.discard is not None else 0)
                if view.taken_by is None or view.taken_by == me:
                    seen |= 1 << turned  # out of play, or in this seat's hand
                void = shown_voids(view)
                for t in range(view.n):
                    if t != me:
                        assert not w.hands[t] & seen, "another seat holds a card this seat has seen"
                        assert not w.hands[t] & void[t], "a seat holds a suit it showed out of"
                # the cards nobody holds or played are the real ones in number: the turned card, the undealt, a discard
                gone = sum(w.hands) | w.played
                assert (52 - gone.bit_count()) == (52 - sum(g.hands).bit_count() - g.played.bit_count())
    assert tally.drawn > 30 and tally.found >= 0.95 * tally.drawn, tally


def test_the_worlds_vary_the_unseen_cards() -> None:
    for preset in ("sheriff", "sheriff-double-6"):
        g, view, _ = next(decisions(preset, seed=1))
        rng = random.Random(1)
        worlds = [w for w in (WORLDS.sample(view, rng) for _ in range(12)) if w is not None]
        assert len({tuple(w.hands) for w in worlds}) > 6
        assert all(w.hands[view.seat] == view.hand for w in worlds)
        if preset == "sheriff-double-6":  # the 3 undealt cards move too
            assert len({w.setups[0].pile("out") for w in worlds}) > 3


def _choice_deal(taker_hand: str, turned: str) -> sh.Sheriff:
    """A Sheriff's Choice deal (dealer 2): seat 0 is given ``taker_hand`` (no trumps) and the rest is seeded."""
    rules = sh.Rules(deals=1, auction="choice")
    t, mine = parse_card(turned), parse_cards(taker_hand)
    trump = SUIT_MASK[t // 13]
    pool = [c for c in range(52) if c != t and c not in mine]
    random.Random(3).shuffle(pool)
    pool.sort(key=lambda c: not trump >> c & 1)  # the trumps go to seats 1 and 2
    hands = (tuple(mine), tuple(pool[0:34:2]), tuple(pool[1:34:2]))
    return sh.new_game(rules, 3, seed=0, setups=[DealSetup(hands=hands, piles=(("turned", (t,)),))], dealer=2)


def _play(g: sh.Sheriff, seat: int, pick: Any) -> None:
    """``seat`` plays the first card of its hand that ``pick`` accepts (the script reads the real hand)."""
    assert g.to_act == seat
    c = next(c for c in range(52) if g.hands[seat] >> c & 1 and pick(c))
    g.apply(Action("play", seat, card=c))


SPADE = parse_card("2S") // 13


def test_the_turned_card_lies_with_its_taker() -> None:
    g = _choice_deal("AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AD KD QD JD", "2S")
    g.apply(Action("take", 0))
    g.apply(Action("discard", 0, card=parse_card("JD")))
    _play(g, 0, lambda c: c == parse_card("AH"))
    view = g.view(1)
    rng = random.Random(0)
    for _ in range(10):
        w = WORLDS.sample(view, rng)
        assert w is not None and w.hands[0] >> parse_card("2S") & 1
        assert w.discarded != parse_card("2S")


def test_a_taker_out_of_trumps_discarded_the_turned_card() -> None:
    g = _choice_deal("AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AD KD QD JD", "2S")
    g.apply(Action("take", 0))
    g.apply(Action("discard", 0, card=parse_card("2S")))
    _play(g, 0, lambda c: c == parse_card("2H"))
    _play(g, 1, lambda c: c // 13 == SPADE)  # the only trump: seat 1 wins
    _play(g, 2, lambda c: c // 13 != SPADE)
    _play(g, 1, lambda c: c // 13 == SPADE)  # a trump led ...
    _play(g, 2, lambda c: c // 13 == SPADE)
    _play(g, 0, lambda c: True)  # ... and the taker shows out of trumps
    view = g.view(g.to_act)
    assert view.seat != 0 and shown_voids(view)[0] >> parse_card("2S") & 1
    rng = random.Random(0)
    for _ in range(5):
        w = WORLDS.sample(view, rng)
        assert w is not None and w.discarded == parse_card("2S")
        assert not any(h >> parse_card("2S") & 1 for h in w.hands)


def test_no_world_before_the_trump_is_known() -> None:
    rules = load_rules("sheriff", "sheriff-blind", None, None)
    g = sh.new_game(rules, 3, seed=1)
    view = g.view(g.to_act)
    assert view.phase == "auction" and view.turned is None
    assert WORLDS.sample(view, random.Random(0)) is None


def test_one_card_is_tried_per_run_of_equal_cards() -> None:
    hand = sum(1 << c for c in parse_cards("QH JH 10H 8H 2H"))
    legal = [Action("play", 0, card=c) for c in parse_cards("QH JH 10H 8H 2H")]
    pack = (1 << 52) - 1
    runs = distinct_plays(legal, hand, pack & ~hand, legal[2])
    assert sorted(a.card for a in runs) == sorted(parse_cards("10H 8H 2H"))  # 10H speaks for Q J 10
    gone = sum(1 << c for c in parse_cards("9H 7H 6H 5H 4H 3H"))
    assert [a.card for a in distinct_plays(legal, hand, pack & ~hand & ~gone, legal[0])] == [parse_card("QH")]  # all one run


def test_hard_plays_a_legal_card_the_same_way_for_the_same_dice() -> None:
    hard = make_bot("sheriff", "hard")
    assert isinstance(hard, SheriffHard) and hard.level == "hard"
    # the last cards of each deal: short playouts keep the test fast
    late = ((view, legal) for preset in COVERED for _, view, legal in decisions(preset, seed=4, deals=1) if view.hand.bit_count() <= 3)
    assert departures(hard, NORMAL, late)  # it looks ahead: somewhere it parts from normal


def test_hard_sees_only_the_view() -> None:
    """A world is a twin of the real deal (other hands moved, the same view): hard plays
    the same card in both, so nothing it does can depend on another seat's hand."""
    hard = make_bot("sheriff", "hard")
    rng = random.Random(2)
    checked = moved = 0
    for preset in ("sheriff", "sheriff-choice", "sheriff-double-6"):
        rules = dataclasses.replace(load_rules("sheriff", preset, None, None), deals=1)
        g = sh.new_game(rules, rules.players, seed=11)
        k = 0
        while g.to_act is not None:
            view, legal = g.view(g.to_act), g.legal_actions()
            if view.phase == "play" and len(legal) > 1 and view.hand.bit_count() <= 4 and k % 3 == 0:
                twin = WORLDS.sample(view, rng)
                assert twin is not None and twin.view(view.seat) == view
                moved += twin.hands != g.hands
                assert hard.choose(twin.view(view.seat), legal, random.Random(k)) == hard.choose(view, legal, random.Random(k))
                checked += 1
            g.apply(NORMAL.choose(view, legal, rng))
            k += 1
    assert checked > 6 and moved > checked // 2


def test_hard_leaves_every_other_decision_to_normal() -> None:
    hard = make_bot("sheriff", "hard")
    for preset in ("sheriff", "sheriff-choice", "sheriff-double"):
        rules = load_rules("sheriff", preset, None, None)
        g = sh.new_game(rules, rules.players, seed=5)
        rng = random.Random(5)
        while g.phase != "play":
            view, legal = g.view(g.to_act), g.legal_actions()
            assert hard.choose(view, legal, random.Random(1)) == NORMAL.choose(view, legal, random.Random(1))
            g.apply(NORMAL.choose(view, legal, rng))
