"""The ``hard`` Sheepshead bot and the worlds it looks ahead in.

A world is the real deal with the seat's unseen cards dealt again: the seat
must not be able to tell it from the real one, so its view there is the real
view, field by field. Every random choice is seeded.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Iterator

import pytest

from sheriff_tui import bots
from sheriff_tui.bots import make_bot
from sheriff_tui.bots.hard import HardBot
from sheriff_tui.bots.sheepshead.normal import SheepsheadNormal
from sheriff_tui.bots.sheepshead import worlds as sheepshead_worlds
from sheriff_tui.bots.sheepshead.battery_worlds import BatteryWorlds
from sheriff_tui.bots.sheepshead.worlds import SheepsheadWorlds
from sheriff_tui.bots.worlds import Place, deal_unseen, trick_plays, voids
from sheriff_tui.cards import parse_cards
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Action
from sheriff_tui.presets import load_rules

from ..sheepshead_helpers import plays, unknown_called
from ..world_helpers import Tally, assert_looks_real, departures, drawn_worlds

NORMAL = SheepsheadNormal()


def C(card: str) -> int:
    return parse_cards(card)[0]

WORLDS = SheepsheadWorlds()
COVERED = [
    "sheepshead", "sheepshead-jd", "sheepshead-jd-callup", "sheepshead-jd-ace", "sheepshead-cracks", "sheepshead-blitz",
    "sheepshead-call", "sheepshead-mittler", "sheepshead-3", "sheepshead-4-ace", "sheepshead-4-queens", "sheepshead-6",
    "sheepshead-6-jd-ace", "sheepshead-8", "sheepshead-spitz", "sheepshead-clubs", "sheepshead-shiller",
    # the blind dealt otherwise: the J♦ with a call-up, three and one (blind_next), shared, the die, the partner behind
    "sheepshead-7", "sheepshead-7-three-one", "sheepshead-7-share", "sheepshead-7-dice", "sheepshead-7-dice-or-all",
    "sheepshead-7-behind", "sheepshead-8-first-queens", "sheepshead-8-three", "sheepshead-6-spitz",
    # the other forms with worlds of their own (bots/sheepshead/forms_worlds.py)
    "sheepshead-fox", "sheepshead-fox-42", "sheepshead-indiana", "sheepshead-battery", "sheepshead-battery-2",
]
FORMS = ["sheepshead-fox", "sheepshead-indiana", "sheepshead-battery", "sheepshead-battery-2"]
SHARED = ["sheepshead-7-three-one", "sheepshead-7-share", "sheepshead-7-dice", "sheepshead-7-dice-or-all", "sheepshead-7-behind"]


def decisions(preset: str, deals: int = 2, seed: int = 3) -> Iterator[tuple[Any, Any, list[Any]]]:
    """(game, view, legal) at every card to play with a choice, in ``deals`` deals of normal play."""
    rules = load_rules("sheepshead", preset, None, None)
    g = sh.new_game(rules, rules.players, seed=seed)
    rng = random.Random(seed)
    while g.to_act is not None and g.deal_no < deals:
        view, legal = g.view(g.to_act), g.legal_actions()
        if view.phase == "play" and len(legal) > 1:
            yield g, view, legal
        g.apply(NORMAL.choose(view, legal, rng))


@pytest.mark.parametrize("preset", COVERED)
def test_a_world_looks_like_the_real_deal_to_the_seat(preset: str) -> None:
    rng = random.Random(7)
    tally = Tally()
    for g, view, legal in decisions(preset):
        for w in drawn_worlds(WORLDS, view, legal, rng, tally, 2, preset):
            seen = view.hand | view.played
            assert all(not w.hands[t] & seen for t in range(view.n) if t != view.seat)
    assert tally.drawn and tally.found >= 0.9 * tally.drawn, tally


def test_the_worlds_vary_the_unseen_cards() -> None:
    g, view, _ = next(decisions("sheepshead"))
    rng = random.Random(1)
    deals = {tuple(w.hands) for w in (WORLDS.sample(view, rng) for _ in range(12)) if w is not None}
    assert len(deals) > 6
    assert all(h[view.seat] == view.hand for h in deals)


def test_a_form_without_worlds_is_played_as_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every form has worlds today; one without them (none made for it) plays exactly as normal."""
    monkeypatch.setattr(sheepshead_worlds, "form_worlds", lambda form: None)
    hard = make_bot("sheepshead", "hard")
    for preset in FORMS:
        for _, view, legal in decisions(preset, deals=1):
            assert hard.worlds.sample(view, random.Random(0)) is None
            assert hard.choose(view, legal, random.Random(0)) == NORMAL.choose(view, legal, random.Random(0))


@pytest.mark.parametrize("preset", ["sheepshead-battery", "sheepshead-battery-2"])
def test_battery_looks_ahead_only_late_in_the_deal(preset: str) -> None:
    """Normal's battery play is costly with many cards out: hard plays normal's card until few are
    left (it has worlds all along: the shared checks above), so a decision stays quick."""
    hard = make_bot("sheepshead", "hard")
    early = 0
    for _, view, legal in decisions(preset, deals=1):
        left = sum(view.hand_counts) + sum((top is not None) + down for st in view.stacks for top, down in st)
        if left > BatteryWorlds.MAX_LEFT:
            assert hard.worlds_wanted(view, len(legal)) == 0
            assert hard.choose(view, legal, random.Random(0)) == NORMAL.choose(view, legal, random.Random(0))
            early += 1
        else:
            assert hard.worlds_wanted(view, len(legal)) >= BatteryWorlds.MIN_WORLDS or len(legal) * left * BatteryWorlds.MIN_WORLDS > BatteryWorlds.BUDGET
    assert early


def test_hard_plays_a_legal_card_the_same_way_for_the_same_dice() -> None:
    hard = make_bot("sheepshead", "hard")
    assert isinstance(hard, HardBot)
    assert departures(hard, NORMAL, ((view, legal) for _, view, legal in decisions("sheepshead", deals=1)))  # it looks ahead: somewhere it parts from normal


def test_a_level_a_game_lacks_is_the_level_below(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(bots._REGISTRY, ("sheepshead", "hard"))
    assert isinstance(make_bot("sheepshead", "hard"), SheepsheadNormal)
    monkeypatch.delitem(bots._REGISTRY, ("sheepshead", "normal"))
    assert isinstance(make_bot("sheepshead", "hard"), bots.RandomBot)


def test_deal_unseen_keeps_counts_and_bars() -> None:
    rng = random.Random(2)
    places = [Place(3, barred=0b111), Place(2), Place(1, barred=1 << 5)]
    for _ in range(50):
        dealt = deal_unseen(range(6), places, rng)
        assert dealt is not None
        assert [m.bit_count() for m in dealt] == [3, 2, 1]
        assert not dealt[0] & 0b111 and not dealt[2] & 1 << 5
        assert dealt[0] | dealt[1] | dealt[2] == 0b111111
    assert deal_unseen(range(3), [Place(2, barred=0b11), Place(1, barred=0b11)], rng) is None


def test_voids_come_from_a_card_off_the_led_suit() -> None:
    suit_mask = [0b0011, 0b0011, 0b1100, 0b1100]  # cards 0, 1 one suit; 2, 3 another
    assert voids([(0, 0), (1, 2), (2, 1)], 3, suit_mask) == [0, 0b0011, 0]


def hidden_unknown(view: Any) -> bool:
    """The picker called with an unknown and this seat may not look at it."""
    return view.unknown_called and view.seat != view.picker and not any(0 <= c < 52 for c in view.face_down)


def test_a_seat_that_cant_see_the_unknown_gets_worlds_with_some_unknown() -> None:
    """The unknown lies face down for the others: each world draws one the picker could have set
    aside (seed 001: "usually a low fail card or the lowest trump": a trump, or a fail card from a
    suit whose ace it held, not the called suit), the view unchanged."""
    rng = random.Random(4)
    checked = played = 0
    unknowns: set[int] = set()
    for seed in range(3, 40):
        for g, view, legal in decisions("sheepshead", deals=1, seed=seed):
            if not hidden_unknown(view):
                continue
            drawn = [w for w in (WORLDS.sample(view, rng) for _ in range(12)) if w is not None]
            assert len(drawn) >= 8
            mine = {w.unknown for w in drawn}
            assert len(mine) > 1 or view.hand_counts[view.picker] + len(view.face_down) <= 1, "the worlds vary the unknown"
            d = view.deck
            for w in drawn:
                assert_looks_real(w, view, legal, f"seed {seed}")
                u = w.unknown
                assert d.trump_mask >> u & 1 or u // 13 != view.called // 13
                assert not (view.hand | view.played) >> u & 1
                assert w.called == view.called
            unknowns |= mine
            checked += 1
            played += bool(view.face_down)
    assert checked >= 10 and played >= 3 and len(unknowns) > 4


def test_the_seven_and_eight_hand_tables_are_covered() -> None:
    """The blind shared, rolled for, taken behind or split three and one: every seat (picker,
    partner, the rest) gets worlds, and with the die the world's die is the real one."""
    rng = random.Random(6)
    for preset in [*SHARED, "sheepshead-7", "sheepshead-8", "sheepshead-8-first-queens", "sheepshead-8-three"]:
        roles: set[str] = set()
        found = drawn = 0
        for seed in range(3, 30):
            for g, view, legal in decisions(preset, deals=1, seed=seed):
                if view.picker is None and view.kind != "cards":
                    continue
                role = "picker" if view.seat == view.picker else "partner" if view.seat in view.partners else "other"
                for w in drawn_worlds(WORLDS, view, legal, rng, Tally(), 1, preset):
                    assert w.die == view.die and len(w.blind) == view.rules.blind
                    roles.add(role)
                    found += 1
                drawn += 1
            if len(roles) == 3 and drawn >= 40:
                break
        assert drawn and found >= 0.9 * drawn, (preset, found, drawn)
        assert roles >= ({"other"} if view.kind == "cards" else {"picker", "partner", "other"}), (preset, roles)


def test_behind_and_the_die_draw_what_the_seat_cant_see() -> None:
    """A third seat can't tell the picker's take (behind) nor which cards the die's two took:
    its worlds vary them; the picker's and the partner's worlds keep what they know."""
    rng = random.Random(8)
    for preset in ("sheepshead-7-behind", "sheepshead-7-dice"):
        varied = False
        for seed in range(3, 30):
            for g, view, legal in decisions(preset, deals=1, seed=seed):
                if view.picker is None:
                    continue
                worlds = [w for w in (WORLDS.sample(view, rng) for _ in range(8)) if w is not None]
                assert worlds
                for w in worlds:
                    mine = dict(w.took).get(view.seat)
                    assert (mine is None) == (view.blind is None) and (mine is None or tuple(mine) == view.blind)
                if view.seat != view.picker and view.seat not in view.partners:
                    varied |= len({w.took for w in worlds}) > 1
        assert varied, preset


# CI looks at eight twins of each table (each costs two searches); the slow tests at every one
@pytest.mark.parametrize("per_table", [8, pytest.param(None, marks=pytest.mark.slow)], ids=["ci", "all"])
def test_hard_plays_the_same_card_in_a_twin_deal(per_table: int | None) -> None:
    """A world is a twin of the real deal (other hands moved, the unknown another card, the same
    view): hard plays the same card in both, so nothing it does can depend on what it can't see."""
    hard = make_bot("sheepshead", "hard")
    rng = random.Random(2)
    checked = moved = hidden = 0
    for preset, seeds in (("sheepshead", range(3, 40)), ("sheepshead-7-dice", range(3, 6)), ("sheepshead-7-behind", range(3, 6)), ("sheepshead-8", range(3, 5))):
        rules = dataclasses.replace(load_rules("sheepshead", preset, None, None), deals=1)
        here = 0
        for seed in seeds:
            g = sh.new_game(rules, rules.players, seed=seed)
            k = 0
            while g.to_act is not None and here != per_table:
                view, legal = g.view(g.to_act), g.legal_actions()
                late = view.hand.bit_count() <= 3  # short playouts keep the test fast
                if view.phase == "play" and len(legal) > 1 and late and (preset != "sheepshead" or hidden_unknown(view)):
                    twin = WORLDS.sample(view, rng)
                    if twin is not None:
                        assert twin.view(view.seat) == view
                        moved += twin.hands != g.hands or twin.unknown != g.unknown
                        hidden += hidden_unknown(view)
                        assert hard.choose(twin.view(view.seat), legal, random.Random(k)) == hard.choose(view, legal, random.Random(k))
                        checked += 1
                        here += 1
                g.apply(NORMAL.choose(view, legal, rng))
                k += 1
    assert checked > 10 and moved > checked // 2 and hidden >= 3, (checked, moved, hidden)


def test_the_eight_hand_partner_call_is_read_into_the_callers_hand() -> None:
    """A called 8♦ or J♥ shows in every view's partner cards: each world makes the same calls, its
    caller holding what they need (the 7♦ and the Q♣ or J♦; the Q♣ and J♦)."""
    rng = random.Random(9)
    calls = 0
    for seed in range(3, 30):
        for g, view, legal in decisions("sheepshead-8-three", deals=1, seed=seed):
            called = set(view.partner_cards) - {C("QC"), C("JD"), C("7D")}
            if not called:
                continue
            calls += 1
            for w in drawn_worlds(WORLDS, view, legal, rng, Tally(), 2, f"seed {seed}"):
                dealt = w.dealt
                if C("JH") in called:
                    assert any(h >> C("QC") & 1 and h >> C("JD") & 1 for h in dealt)
                if C("8D") in called:
                    assert any(h >> C("7D") & 1 and h & (1 << C("QC") | 1 << C("JD")) for h in dealt)
    assert calls >= 10


def test_a_nuke_is_covered_for_every_seat() -> None:
    """Partner rule behind: a picking dealer who nukes (its hand to the opponents' bury, the whole
    blind taken). The dealer and its partner know; a third seat can't tell, and its worlds take."""
    rules = dataclasses.replace(load_rules("sheepshead", "sheepshead-7-behind", None, None), deals=1)
    rng = random.Random(3)
    tally = Tally()
    seats = set()
    for seed in range(4):
        g = sh.new_game(rules, rules.players, seed=seed, dealer=0)
        while g.to_act != 0:
            g.apply(Action("pass", g.to_act))
        g.apply(Action("pick", 0))
        g.apply(Action("nuke", 0))
        while g.to_act is not None:
            view, legal = g.view(g.to_act), g.legal_actions()
            if view.phase == "play" and len(legal) > 1:
                seats |= {view.seat for _ in drawn_worlds(WORLDS, view, legal, rng, tally, 1, f"nuke {seed}")}
            g.apply(NORMAL.choose(view, legal, rng))
    assert tally.found == tally.drawn and {0, 1} < seats


def test_a_seat_that_knows_a_partner_through_the_pass_to_the_left_plays_as_normal() -> None:
    """The worlds make no pass to the left: a seat outside a pass can't tell, but one that passed
    a partner card (or was passed one) knows its partner from it, so it gets no world and plays
    as normal until that partner plays a partner card."""
    hard = make_bot("sheepshead", "hard")
    rng = random.Random(5)
    knowing = outside = 0
    for seed in range(3, 30):
        for g, view, legal in decisions("sheepshead-6-spitz", deals=1, seed=seed):
            shown = {t for t, c in trick_plays(view.history, view.leader, view.trick, view.n) if c in view.partner_cards}
            if any(p != view.seat and p not in shown for p in view.partners):
                assert any(view.seat in pair for pair in g.exchanges)
                assert WORLDS.sample(view, rng) is None
                if knowing < 3:
                    assert hard.choose(view, legal, random.Random(0)) == NORMAL.choose(view, legal, random.Random(0))
                knowing += 1
            elif g.exchanges and not any(view.seat in pair for pair in g.exchanges):
                assert WORLDS.sample(view, rng) is not None  # a pass elsewhere: it can't tell
                outside += 1
    assert knowing >= 5 and outside >= 20, (knowing, outside)


@pytest.mark.parametrize("preset", FORMS)
def test_the_other_forms_twin_deals_get_the_same_card(preset: str) -> None:
    """A fox, Indiana or battery world is a twin of the real deal (the other hands and the
    face-down cards moved, the same view): hard plays the same card in both."""
    hard = make_bot("sheepshead", "hard")
    rng = random.Random(3)
    rules = dataclasses.replace(load_rules("sheepshead", preset, None, None), deals=1)
    checked = moved = 0
    for seed in range(3, 9):
        g = sh.new_game(rules, rules.players, seed=seed)
        k = 0
        while g.to_act is not None:
            view, legal = g.view(g.to_act), g.legal_actions()
            late = view.hand.bit_count() <= 4 if view.kind != "battery" else view.phase == "play" and hard.worlds_wanted(view, len(legal)) > 0
            if view.phase == "play" and len(legal) > 1 and late:
                twin = WORLDS.sample(view, rng)
                if twin is not None:
                    assert twin.view(view.seat) == view
                    moved += twin.hands != g.hands or getattr(twin, "stacks", None) != getattr(g, "stacks", None)
                    assert hard.choose(twin.view(view.seat), legal, random.Random(k)) == hard.choose(view, legal, random.Random(k))
                    checked += 1
            g.apply(NORMAL.choose(view, legal, rng))
            k += 1
        if checked >= 12:
            break  # enough twins for this form
    assert checked >= 8 and moved > checked // 2, (preset, checked, moved)


def test_hard_parts_from_normal_in_the_other_forms() -> None:
    """The worlds are used: somewhere hard's card isn't normal's (and it is legal, and the same for the same dice)."""
    hard = make_bot("sheepshead", "hard")
    for preset in FORMS:
        assert departures(hard, NORMAL, ((view, legal) for _, view, legal in decisions(preset, deals=1))), preset


def test_an_indiana_caller_lacked_the_called_ace_and_held_its_suit() -> None:
    """Every Indiana contract gets worlds for every seat; in a call's world the caller was dealt
    a card of the called suit and not its ace, and a solo's trumps are the real ones."""
    rng = random.Random(4)
    kinds: set[tuple[str, bool]] = set()
    for seed in range(3, 40):
        for g, view, legal in decisions("sheepshead-indiana", deals=1, seed=seed):
            for w in drawn_worlds(WORLDS, view, legal, rng, Tally(), 1, f"seed {seed}"):
                kinds.add((view.kind, view.seat == view.picker))
                assert w.kind == view.kind and w.picker == view.picker and w.deck == view.deck
                if view.kind == "call":
                    dealt = w.dealt[view.picker]
                    suit = view.deck.fail_mask[view.called // 13]
                    assert not dealt >> view.called & 1 and dealt & suit
                    assert w.dealt[w.partner] >> view.called & 1
    assert kinds >= {(k, mine) for k in ("call", "best", "side_solo", "billy") for mine in (False, True)}, kinds


def test_the_battery_search_keeps_a_failed_suit_off_the_top() -> None:
    """Two stacks emptied over four tricks; at trick 2 the seat failed to follow hearts from its
    battery, so the heart played at trick 3 was on top only from then: the down card of the up
    card played at trick 2. Then the trick-1 card is the first stack's down. A turned-up heart
    still shown can't have lain on top through a failed heart lead."""
    from sheriff_tui.bots.sheepshead.battery_worlds import _Search
    from sheriff_tui.engine.sheepshead.battery import TR

    a0, a1, a2, a3 = C("7C"), C("8S"), C("9C"), C("KH")
    for seed in range(20):
        found = _Search({2: TR.suit_mask[a3]}, 4, random.Random(seed)).run([(0, a0), (1, a1), (2, a2), (3, a3)], 2, [])
        assert found is not None
        assert sorted(found[0]) == sorted([(a0, a1), (a2, a3)])
    # a heart turned up and still shown was on top in trick 4, where the seat failed hearts: no answer
    assert _Search({4: TR.suit_mask[a3]}, 4, random.Random(0)).run([(0, a0), (1, a1), (2, a2)], 2, [a3]) is None
    assert _Search({}, 4, random.Random(0)).run([(0, a0), (1, a1), (2, a2)], 2, [a3]) is not None


def test_worlds_read_the_unknown_led_as_the_called_suit() -> None:
    """Seed 001: the picker "calls a fail suit to stand for the unknown". The picker leads its
    unknown (the J♦) and seat 2, void in hearts, throws a spade: seat 3's worlds draw an unknown (a
    trump may be one now) and give seat 2 no heart nor the A♥, whatever the world's unknown is;
    and hard plays a heart, as it must."""
    g = unknown_called(sh.Rules(deals=5))
    plays(g, "JD 8S")
    view, legal = g.view(3), g.legal_actions()
    assert view.trick == (sh.FACE_DOWN, C("8S")) and {a.card for a in legal} == {C("TH"), C("KH")}
    rng = random.Random(3)
    drawn = [w for w in (WORLDS.sample(view, rng) for _ in range(40)) if w is not None]
    assert len(drawn) >= 30
    hearts = sum(1 << c for c in parse_cards("AH TH KH 9H 8H 7H"))
    for w in drawn:
        assert_looks_real(w, view, legal)
        assert not w.hands[2] & hearts and w.partner != 2
        assert w.trick[0] == w.unknown and w.unknown not in parse_cards("TH KH 8S")
    assert any(view.deck.trump_mask >> w.unknown & 1 for w in drawn), "a trump may lie face down"
    assert make_bot("sheepshead", "hard").choose(view, legal, random.Random(0)).card in (C("TH"), C("KH"))
