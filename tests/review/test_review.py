"""The deal review (sheriff_tui.review): its figures are the search's, and exact where the ending is known."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from sheriff_tui import records
from sheriff_tui.cards import parse_card
from sheriff_tui.engine.core import Action
from sheriff_tui.review import DealReview, ReviewError, human_seat, review_deal
from sheriff_tui.review.walk import decision_count, deal_actions, deal_start, make_hard
from sheriff_tui.review.words import decision_line, review_lines
from tests.review_helpers import BAD_ENDING, ending_record


def loaded_of(record: dict[str, Any]) -> records.Loaded:
    loaded = records.load_data(record)
    records.replay(loaded)
    return loaded


@pytest.fixture(scope="module")
def good() -> tuple[records.Loaded, DealReview]:
    loaded = loaded_of(ending_record())
    return loaded, review_deal(loaded, 0, 0)


@pytest.fixture(scope="module")
def bad() -> tuple[records.Loaded, DealReview]:
    loaded = loaded_of(ending_record(BAD_ENDING))
    return loaded, review_deal(loaded, 0, 0)


def brute(game: Any, seat: int, side: frozenset[int]) -> float:
    """The seat's score for the deal with every card played best for its side (``side``: its
    allies, who maximise it; the rest minimise it): plain minimax, every card tried."""
    deal, before = game.deal_no, game.totals[seat]

    def value(g: Any) -> float:
        if g.deal_no != deal or g.to_act is None:
            return g.totals[seat] - before
        best = -math.inf if g.to_act in side else math.inf
        for a in g.legal_actions():
            c = g.clone()
            c.apply(a)
            v = value(c)
            best = max(best, v) if g.to_act in side else min(best, v)
        return best

    return value(game)


def positions(loaded: records.Loaded, seat: int) -> dict[int, Any]:
    """The game just before each of ``seat``'s actions in deal 0, by the action's index."""
    g = deal_start(loaded, 0)
    out = {}
    for j, a in enumerate(deal_actions(loaded, 0)):
        if a.seat == seat:
            out[j] = g.clone()
        g.apply(a)
    return out


def test_one_world_fits_the_last_three_tricks() -> None:
    """The premise of the exact check: from the last three tricks on, every world hard can
    draw from You's view is the real deal."""
    loaded = loaded_of(ending_record())
    hard = make_hard("sheriff")
    checked = 0
    for g in positions(loaded, 0).values():
        if g.phase != "play" or sum(bin(h).count("1") for h in g.hands) > 9:
            continue
        view = g.view(0)
        rng = random.Random(0)
        worlds = [hard.worlds.sample(view, rng) for _ in range(30)]
        assert worlds and all(w is not None and list(w.hands) == list(g.hands) for w in worlds)
        checked += 1
    assert checked == 3  # tricks 15, 16 and 17


@pytest.mark.parametrize("which", ["good", "bad"])
def test_solved_endings_match_a_brute_force_minimax(which: str, request: pytest.FixtureRequest) -> None:
    """Each card weighed in the last three tricks is worth exactly what a minimax over the
    real deal says (one world fits): the review's figures are the exact ones there."""
    loaded, review = request.getfixturevalue(which)
    at = positions(loaded, 0)
    solved = [d for d in review.decisions if d.trick is not None and d.trick >= 15]
    assert {d.trick for d in solved} == {15, 16}  # trick 17: one card left, no choice
    for d in solved:
        g = at[d.index]
        assert d.weighed
        for action, value in d.values:
            c = g.clone()
            c.apply(action)
            assert value == pytest.approx(brute(c, 0, frozenset({0}))), (d.trick, action)
        exact = {a: brute(_after(g, a), 0, frozenset({0})) for a in g.legal_actions()}
        assert d.cost == pytest.approx(max(exact[a] for a, _ in d.values) - exact[d.action])


def _after(g: Any, a: Action) -> Any:
    c = g.clone()
    c.apply(a)
    return c


def test_the_ending_figures_by_hand(good, bad) -> None:
    """At trick 16, the 10♣ makes 9 exactly (+23) and the 5♠ fails by one (−18): 41 points."""
    _, rg = good
    _, rb = bad
    [g16] = [d for d in rg.decisions if d.trick == 16]
    [b16] = [d for d in rb.decisions if d.trick == 16]
    ten, five = Action("play", 0, card=parse_card("10C")), Action("play", 0, card=parse_card("5S"))
    assert g16.action == ten and g16.best == ten and g16.cost == 0
    assert dict(g16.values) == {ten: pytest.approx(23), five: pytest.approx(-18)}
    assert b16.action == five and b16.best == ten and b16.cost == pytest.approx(41)


def test_a_thrown_away_trick_is_listed_first(bad) -> None:
    _, review = bad
    first = review.decisions[0]
    assert first.trick == 16 and first.cost == pytest.approx(41)
    assert review.lost >= 41
    assert decision_line(first) == "trick 16: 5♠ cost about 41.0 points; 10♣ was best: Belle and Wyatt are void in clubs; 1 trump not yet seen"
    assert [d.cost for d in review.decisions] == sorted((d.cost for d in review.decisions), reverse=True)


def test_every_decision_with_a_choice_is_listed(good) -> None:
    loaded, review = good
    assert len(review.decisions) == decision_count(loaded, 0, 0) == len({d.index for d in review.decisions})
    assert review.decisions[0].cost >= review.decisions[-1].cost
    assert [d.index for d in review.in_order()] == sorted(d.index for d in review.decisions)
    lines = review_lines(review)
    assert lines[0].startswith("deal 1: You") and lines[-1].strip().startswith("points lost this deal: about")


def test_the_same_record_gives_the_same_review() -> None:
    """Seeded per decision: twice the same figures, from a fresh bot each time."""
    from sheriff_tui import presets
    from sheriff_tui.bots import make_bot
    from sheriff_tui.engine import game_module

    rules = presets.load_rules("sheepshead", "sheepshead", {"deals": 5}, None)
    m = game_module("sheepshead").new_game(rules, None, seed=11)
    rng = random.Random(3)
    bots = [make_bot("sheepshead", "random" if s == 0 else "normal") for s in range(rules.players)]
    while m.deal_no == 0:
        s = m.to_act
        m.apply(bots[s].choose(m.view(s), m.legal_actions(), rng))
    loaded = loaded_of(records.to_record(m, "sheepshead"))
    one, two = review_deal(loaded, 0, 0), review_deal(loaded, 0, 0)
    assert one == two
    assert one.decisions and any(d.weighed for d in one.decisions)


def test_human_seat_from_the_table_meta() -> None:
    assert human_seat({"table": {"seats": ["hard", "human", "normal"]}}, 3) == 1
    assert human_seat({"table": {"seats": "x"}}, 3) == 0
    assert human_seat({}, 3) == 0
    assert human_seat(None, 3) == 0


def test_bad_requests_say_why() -> None:
    loaded = loaded_of(ending_record())
    with pytest.raises(ReviewError, match="allowed: 1–1"):
        review_deal(loaded, 1, 0)
    with pytest.raises(ReviewError, match="seat 4"):
        review_deal(loaded, 0, 3)
    from sheriff_tui import presets
    from sheriff_tui.engine import game_module

    m = game_module("nottingham").new_game(presets.load_rules("nottingham", "nottingham", None, None), None, seed=1)
    with pytest.raises(ReviewError, match="no review"):
        review_deal(loaded_of(records.to_record(m, "nottingham")), 0, 0)


def test_the_story_of_a_deal() -> None:
    from sheriff_tui.review.story import deal_story

    story = deal_story(loaded_of(ending_record(BAD_ENDING)), 0)
    assert [s.action.act for s in story.said] == ["bid", "pass", "pass"]
    assert story.piles == (("turned", (parse_card("2S"),)),)
    assert len(story.tricks) == 17 and [t.number for t in story.tricks] == list(range(1, 18))
    t16 = story.tricks[15]
    assert t16.leader == 0 and t16.winner == 1
    assert [p.card for p in t16.plays] == [parse_card(c) for c in ("5S", "9S", "8H")]
    assert t16.hands[0] == (1 << parse_card("5S")) | (1 << parse_card("10C"))
    assert story.scores == (-18, 9, 9) and "failed" in story.headline


@pytest.mark.parametrize("game", ["sheriff", "toruf", "sheepshead"])
def test_appraise_gives_the_figures_choose_acts_on(game: str) -> None:
    """Asked of normal's own choice, appraise plays out the same candidates in the same worlds
    as choose (the same dice): the best of its figures, normal's given hard's edge, is the
    card choose plays, at every card of a few seeded deals (endings solved or played out)."""
    from sheriff_tui import presets
    from sheriff_tui.bots import make_bot
    from sheriff_tui.bots.hard import highest
    from sheriff_tui.engine import game_module

    from tests.play_helpers import positions as play_positions

    import dataclasses

    rules = presets.load_rules(game, game, None, None)
    one = {"deals": 1, "target": 0} if game == "toruf" else {"deals": 1}
    rules = dataclasses.replace(rules, **one)  # one deal a match, as hard's worlds are
    games = [game_module(game).new_game(rules, None, seed=1)]
    hard = make_hard(game, 0.25)
    checked = 0
    for g in play_positions(games, make_bot(game, "normal"), 2):
        legal = g.legal_actions()
        if g.phase != "play" or any(a.act != "play" for a in legal):
            continue
        view = g.view(g.to_act)
        default = hard.normal.choose(view, legal, random.Random(7))
        values = hard.appraise(view, legal, random.Random(7), default)
        chose = hard.choose(view, legal, random.Random(7))
        if not values:
            assert chose == default
            continue
        assert values[0][0] == default
        others = [a for a, _ in values[1:]]
        assert highest(default, others, values[0][1] + hard.NORMAL_EDGE, [v for _, v in values[1:]]) == chose
        checked += 1
    assert checked >= 5


def test_a_bid_hard_leaves_to_normal_is_weighed_against_normals(monkeypatch) -> None:
    """Sheriff's hard doesn't search the bid (SEARCH_BIDS off): the review still plays the bid made
    (9) against normal's (13 with these thirteen clubs and eight trumps); BESIDE_NORMAL off, not weighed."""
    from sheriff_tui.review import iter_decisions, walk

    loaded = loaded_of(ending_record())
    bid = next(iter_decisions(loaded, 0, 0))
    assert bid.trick is None and bid.action == Action("bid", 0, value=9)
    assert {a.value for a, _ in bid.values} == {9, 13}
    monkeypatch.setattr(walk, "BESIDE_NORMAL", False)
    bid = next(iter_decisions(loaded, 0, 0))
    assert not bid.weighed and bid.cost == 0


def test_a_cost_within_the_search_s_noise_is_no_mistake() -> None:
    """Two actions whose world-by-world differences swing both ways: their average gap is
    inside about two standard errors, so the decision is "as good as" the other, costs
    nothing in the deal's total and is listed after the real costs; the same gap in every
    world (an ending solved exactly) is a cost."""
    from sheriff_tui.engine.core import Action
    from sheriff_tui.review.model import Decision, DealReview, costliest_first
    from sheriff_tui.review.walk import noise_margin
    from sheriff_tui.review.words import decision_line

    swinging = noise_margin([3.0, -2.0, 4.0, -1.0], [0.0, 0.0, 0.0, 0.0])  # mean gap 1.0
    assert swinging == pytest.approx(1.96 * (((2**2 + 3**2 + 3**2 + 2**2) / 3) ** 0.5) / 2)
    assert noise_margin([2.0, 2.0, 2.0], [0.0, 0.0, 0.0]) == 0.0 and noise_margin([5.0], [0.0]) == 0.0
    a, b, c = (Action("play", 0, card=k) for k in (0, 1, 2))
    noisy = Decision(3, 2, "play", a, b, 1.0, ((b, 1.0), (a, 0.0)), "", swinging)
    clear = Decision(7, 4, "play", c, b, 0.5, ((b, 0.5), (c, 0.0)), "", 0.1)
    assert not noisy.costly and clear.costly
    assert "as good as" in decision_line(noisy) and "within the search's noise, ±" in decision_line(noisy)
    assert decision_line(clear).endswith("cost about 0.5 points (±0.1); " + decision_line(clear).split("; ")[1])
    ordered = costliest_first([noisy, clear])
    assert ordered == (clear, noisy)
    assert DealReview("sheriff", 0, 0, "You", ordered).lost == 0.5
