"""The claim (engine/claim.py) against brute force: whenever a seat's claim is proved from its
view, every holding of the cards it has not seen, and every legal play of the others, gives
it every trick left when it plays its plan.

Endings come from seeded random deals (every decision a random legal action) played down to
a few cards; each position with a proved claim is checked over every distribution of the
unseen cards among the other hands (their sizes are public), the rest lying out of play.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import comb
from typing import Any

import pytest

from sheriff_tui.cards import FACE_DOWN, bits
from sheriff_tui.engine import game_module
from sheriff_tui.engine.claim import claim_plan, claim_proven, lead_out, plan
from sheriff_tui.engine import tricks
from sheriff_tui.presets import load_rules

MAX_WORLDS = 2500  # distributions per position; a bigger ending is left out (counted)


def _played(g: Any) -> int:
    m = 0
    for t in g.history:
        for c in t.cards:
            m |= 1 << c
    for c in g.trick:
        m |= 1 << c
    return m


def universe(g: Any, seat: int) -> int:
    """The cards ``seat`` has not seen, by the rules alone (not by claim.py's reading)."""
    v = g.view(seat)
    pack = g.rules.pack if g.GAME == "toruf" else g.tr.pack
    seen = v.hand | _played(g)
    if g.GAME == "sheriff":
        if g.rules.auction != "choice":
            seen |= 1 << g.turned  # the turned card names trump and is in no hand
        if v.discard is not None:
            seen |= 1 << v.discard
    return pack & ~seen & ~(1 << FACE_DOWN)


def distributions(cards: list[int], sizes: list[int]):
    """Every way to deal ``cards`` into hands of ``sizes`` (the rest out of play)."""
    if not sizes:
        yield ()
        return
    first, rest = sizes[0], sizes[1:]
    for hand in combinations(cards, first):
        left = [c for c in cards if c not in hand]
        for others in distributions(left, rest):
            yield (hand,) + others


def worlds_count(n_cards: int, sizes: list[int]) -> int:
    total = 1
    for k in sizes:
        total *= comb(n_cards, k)
        n_cards -= k
    return total


def _lost(events: Any, seat: int) -> bool:
    return any(e.kind == "trick" and e.seat != seat for e in events)


def takes_all(g: Any, seat: int, todo: tuple[int, ...], deal: int) -> bool:
    """Every legal play of the others, the seat playing ``todo`` in order: the seat takes every trick."""
    while g.deal_no == deal and g.to_act == seat:
        c, todo = todo[0], todo[1:]
        mine = [a for a in g.legal_actions() if a.act == "play" and a.card == c]
        assert mine, f"the plan's {c} is not legal"
        if _lost(g.apply(mine[0]), seat):
            return False
    if g.deal_no != deal:
        return True
    for a in g.legal_actions():
        assert a.act == "play"
        w = g.clone()
        if _lost(w.apply(a), seat):
            return False
        if w.deal_no == deal and not takes_all(w, seat, todo, deal):
            return False
    return True


def check_claim(g: Any) -> str:
    """'proved' (and checked), 'last' (the same, of a one-card hand), 'big' (too many worlds to check) or 'none'."""
    seat = g.to_act
    todo = claim_plan(g)
    if todo is None:
        return "none"
    assert claim_proven(g, seat)
    cards = list(bits(universe(g, seat)))
    others = [s for s in range(g.n) if s != seat]
    sizes = [g.hands[s].bit_count() for s in others]
    if worlds_count(len(cards), sizes) > MAX_WORLDS:
        return "big"
    for hands in distributions(cards, sizes):
        w = g.clone()
        for s, h in zip(others, hands):
            w.hands[s] = sum(1 << c for c in h)
        assert takes_all(w, seat, todo, g.deal_no), f"claim {todo} fails with {hands}"
    return "proved" if len(todo) > 1 else "last"


CASES = [
    ("sheriff", "sheriff", 3, 60),
    ("sheriff", "sheriff-choice", 3, 60),
    ("sheriff", "sheriff-double", 2, 200),
    ("toruf", "toruf", 2, 60),
    ("toruf", "toruf-short", 2, 60),
    ("sheepshead", "sheepshead", 2, 150),
    ("sheepshead", "sheepshead-3", 3, 60),
    ("sheepshead", "sheepshead-4-queens", 2, 60),
    ("sheepshead", "sheepshead-indiana", 2, 60),
    ("sheepshead", "sheepshead-jd", 2, 200),
]


@pytest.mark.parametrize(("game", "preset", "cards", "deals"), CASES, ids=[c[1] for c in CASES])
def test_a_proved_claim_takes_every_trick_in_every_world(game: str, preset: str, cards: int, deals: int) -> None:
    rules = load_rules(game, preset)
    module = game_module(game)
    seen = {"proved": 0, "last": 0, "big": 0, "none": 0}
    for seed in range(deals):
        rng = random.Random(seed)
        g = module.new_game(rules, None, seed=seed)
        deal = g.deal_no
        while g.to_act is not None and g.deal_no == deal:
            seat = g.to_act
            if g.phase == "play" and g.hands[seat].bit_count() <= cards and all(a.act == "play" for a in g.legal_actions()):
                seen[check_claim(g.clone())] += 1
            g.apply(rng.choice(list(g.legal_actions())))
    assert seen["proved"] >= 5, seen  # the endings held claims of more than the last card to check


def test_lead_out_needs_masters_for_every_unseen_trump_one_seat_could_hold() -> None:
    tr = tricks.suit_trump(3)  # spades trump
    from sheriff_tui.cards import parse_card as p

    hand = (1 << p("AS")) | (1 << p("KS")) | (1 << p("AH"))
    unseen_two = (1 << p("QS")) | (1 << p("JS")) | (1 << p("KH"))
    assert lead_out(tr, hand, unseen_two, held=3) == (p("AS"), p("KS"), p("AH"))
    # the Q♠ J♠ and 10♠ could all be in one hand: two masters don't draw three
    three = unseen_two | (1 << p("TS"))
    assert lead_out(tr, hand, three, held=3) is None
    # ... unless no hand holds more than two cards
    assert lead_out(tr, hand, three, held=2) is not None
    # a heart that is not the top heart left: no claim
    assert lead_out(tr, (1 << p("AS")) | (1 << p("QH")), 1 << p("KH"), held=2) is None


def test_not_on_lead_the_card_must_hold_against_the_seats_still_to_play() -> None:
    tr = tricks.suit_trump(3)
    from sheriff_tui.cards import parse_card as p

    hand = (1 << p("AH")) | (1 << p("AS"))
    # hearts led by the seat before: the A♥ must follow, and the seat still to play could ruff it
    assert plan(tr, hand, (p("2H"),), 3, 1 << p("KS"), held=2) is None
    # no trump out: the A♥ takes it, then the A♠
    assert plan(tr, hand, (p("2H"),), 3, 1 << p("KH"), held=2) == (p("AH"), p("AS"))
    assert plan(tr, (1 << p("AH")) | (1 << p("3C")), (p("2H"),), 3, (1 << p("KS")) | (1 << p("4C")), held=2) is None
    # the seat last to play: no one left to ruff the A♥; then the 3♣ must be top of clubs with no trump out
    assert plan(tr, (1 << p("AH")) | (1 << p("3C")), (p("2H"), p("5H")), 3, 1 << p("2C"), held=1) == (p("AH"), p("3C"))


def _sheepshead_view_in_play() -> Any:
    """A real Sheepshead view in the play (its fields replaced below to make a position)."""
    g = game_module("sheepshead").new_game(load_rules("sheepshead", "sheepshead"), None, seed=3)
    rng = random.Random(3)
    while g.phase != "play" or g.picker is None:
        g.apply(rng.choice(list(g.legal_actions())))
    return g.view(g.to_act)


def test_sheepshead_no_claim_while_a_called_ten_could_take_the_called_suits_first_lead() -> None:
    import dataclasses

    from sheriff_tui.cards import parse_card as p

    v = _sheepshead_view_in_play()
    seat = v.seat
    counts = tuple(2 for _ in v.hand_counts)
    played = [c for c in v.deck.cards if c not in (p("QC"), p("AH"), p("TH"), p("7H"), p("8H"), p("9H"), p("KH"))]
    # the seat holds the top trump and the A♥; every other trump and card but the hearts was played
    trick_cards = tuple(played[i : i + 5] for i in range(0, 25, 5))
    history = tuple(tricks.Trick(seat, t, seat) for t in trick_cards)
    hand = (1 << p("QC")) | (1 << p("AH"))
    base = dataclasses.replace(v, hand=hand, hand_counts=counts, trick=(), history=history, leader=seat, unknown=None)
    after = dataclasses.replace(base, called=p("TH"), called_suit_led=True)
    assert claim_plan(after) == (p("QC"), p("AH"))  # the hearts were led once: the A♥ is top
    before = dataclasses.replace(base, called=p("TH"), called_suit_led=False)
    assert claim_plan(before) is None  # the A♥ would lead hearts first: the called 10♥ takes that trick
    unknown = dataclasses.replace(after, unknown=p("AH"))
    assert claim_plan(unknown) is None  # the picker's unknown never takes a trick
    leaster = dataclasses.replace(after, leaster=True, kind="leaster")
    assert claim_plan(leaster) is None  # taking every trick loses a leaster
