"""Leaster pots (house rules pot, pot_loss, pot_win, pot_end): hand-made deals for
each line of the rule, the match's zero sum with the pot, the end-of-match split
and showdown, the rules that can't go together, and records that replay."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from sheriff_tui import presets, records
from sheriff_tui.cards import PACK_32, bits, parse_card, parse_cards
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.sheepshead import pot as pot_module
from sheriff_tui.engine.core import Action, DealSetup
from sheriff_tui.engine.poker_hands import hand_rank
from sheriff_tui.engine.sheepshead.pot import PotMove, Showdown, from_left, played_off, settled, shares, showdown

from ..sheepshead_helpers import A, play_policy

POTS = sh.Rules(deals=5, pot=True)
NAMES = ("Ann", "Belle", "Wyatt", "Doc", "Calamity")


def hands(given: dict[int, str], blind: str) -> DealSetup:
    """The given seats' hands and the blind; the other seats get the rest of the pack in order."""
    used = set(parse_cards(" ".join(given.values()) + " " + blind))
    rest = [c for c in bits(PACK_32) if c not in used]
    out = []
    for s in range(5):
        if s in given:
            out.append(tuple(parse_cards(given[s])))
        else:
            out.append(tuple(rest[:6]))
            rest = rest[6:]
    return DealSetup(hands=tuple(out), piles=(("blind", tuple(parse_cards(blind))),))


def strong(picker: int) -> DealSetup:
    """The picker holds the four queens and two jacks, the A♥'s holder sits on the picker's left."""
    return hands({picker: "QC QS QH QD JC JS", (picker + 1) % 5: "AH AC AS TH 9H 8D"}, "7H 8C")


def weak(picker: int) -> DealSetup:
    """The picker holds fail nines, eights and sevens; the queens and jacks are against the side."""
    return hands({picker: "7C 8C 9C 7S 8S 9S", (picker + 1) % 5: "AH 7D 8D 9D KD TD", (picker + 2) % 5: "QC QS QH QD JC JS"}, "7H 8H")


def anything(_: int) -> DealSetup:
    return DealSetup(deck=tuple(bits(PACK_32)))


def match(rules: sh.Rules, setups: list) -> sh.Sheepshead:
    """A match whose deal k is ``setups[k](first seat to pick)``, dealer 0 first."""
    return sh.new_game(rules, NAMES, seed=11, setups=[f((k + 1) % 5) for k, f in enumerate(setups)])


def leaster(g: sh.Sheepshead) -> sh.DealResult:
    """Everyone passes; the leaster is played lowest card first."""
    for _ in range(5):
        g.apply(Action("pass", g.to_act))
    play_policy(g, set())
    return g.results[-1]


def picked(g: sh.Sheepshead, win: bool) -> sh.DealResult:
    """The first seat picks and calls the A♥; the picker's side plays high to win, low to lose."""
    s = g.to_act
    g.apply(A("pick", s))
    g.apply(A("call", s, card="AH"))
    bury = "8C JS" if win else "7C 8C"
    g.apply(A("bury", s, cards=bury))
    side = {s, (s + 1) % 5}
    play_policy(g, side if win else {(s + 2) % 5})
    r = g.results[-1]
    assert r.picker == s and r.partner == (s + 1) % 5 and r.won == win
    return r


def check_zero_sum(g: sh.Sheepshead) -> None:
    """The scores and the pot add up to zero after every deal; each deal's pot moves are its pot's change."""
    before = 0
    for r in g.results:
        assert sum(r.scores) + r.pot - before == 0
        assert sum(r.stakes) == 0  # the hand itself stays zero-sum
        assert [sum(col) for col in zip(r.scores)] == [sum(x) for x in zip(r.stakes, r.pot_scores)]
        before = r.pot
    assert sum(g.scores) + g.pot == 0


# -- fed, won, paid -----------------------------------------------------------------


def test_a_leaster_feeds_the_pot_each_player_antes_one() -> None:
    g = match(POTS, [anything, strong])
    r = leaster(g)
    assert r.kind == "leaster" and r.pot == 5 == g.pot
    (move,) = r.pot_moves
    assert (move.kind, move.amount, move.changes, move.pot) == ("fed", 5, (-1,) * 5, 5)
    assert r.pot_scores == (-1,) * 5 and r.scores == tuple(x - 1 for x in r.stakes)
    assert r.pot_reasons(NAMES) == ["each player antes 1 to the pot, now 5"]
    assert all(g.view(s).pot == 5 for s in range(5))  # every seat sees the pot
    check_zero_sum(g)


def test_a_tied_leaster_feeds_the_pot_too() -> None:
    for seed in range(400):
        g = sh.new_game(POTS, seed=seed)
        r = leaster(g)
        if r.winner is None:
            assert r.stakes == (0,) * 5 and r.scores == (-1,) * 5 and r.pot == 5
            return
    pytest.fail("no tied leaster in 400 deals")


def test_the_winning_side_takes_the_whole_pot_picker_three_partner_two() -> None:
    g = match(POTS, [anything, strong])
    leaster(g)
    r = picked(g, win=True)
    (move,) = r.pot_moves
    assert (move.kind, move.how, move.amount, move.pot, move.side) == ("won", "all", 5, 0, (2, 3))
    assert move.changes == (0, 0, 3, 2, 0) and r.pot == 0 == g.pot
    m = r.multiplier
    assert r.stakes[2] == 2 * m and r.stakes[3] == m  # the hand's own +2 / +1 (× every trick), the pot on top
    assert r.scores[2] == 2 * m + 3 and r.scores[3] == m + 2
    assert r.pot_reasons(NAMES) == ["the picker's side wins the pot (5): picker +3, partner +2"]
    check_zero_sum(g)


def test_the_winning_side_takes_one_pot_and_the_rest_stays() -> None:
    g = match(dataclasses.replace(POTS, pot_win="one"), [anything, anything, strong])
    leaster(g)
    leaster(g)
    assert g.pot == 10
    r = picked(g, win=True)
    (move,) = r.pot_moves
    assert (move.kind, move.how, move.amount, move.pot) == ("won", "one", 5, 5)
    assert move.changes == (0, 0, 0, 3, 2) and g.pot == 5
    assert r.pot_reasons(NAMES) == ["the picker's side wins one pot (5) of 10: picker +3, partner +2; 5 stays"]
    check_zero_sum(g)


def test_a_lone_picker_takes_it_all() -> None:
    g = match(POTS, [anything, strong])
    leaster(g)
    g.apply(A("pick", 2))
    g.apply(A("alone", 2))
    g.apply(A("bury", 2, cards="8C 7H"))
    play_policy(g, {2})
    r = g.results[-1]
    assert r.won and r.alone and r.pot_moves[0].changes == (0, 0, 5, 0, 0)
    assert r.pot_reasons(NAMES) == ["the picker's side wins the pot (5): picker alone +5"]


def test_the_losing_side_doubles_the_pot() -> None:
    g = match(POTS, [anything, weak])
    leaster(g)
    r = picked(g, win=False)
    (move,) = r.pot_moves
    assert (move.kind, move.how, move.amount, move.pot) == ("paid", "double", 5, 10)
    assert move.changes == (0, 0, -3, -2, 0) and g.pot == 10
    assert r.pot_reasons(NAMES) == ["the picker's side lost and doubles the pot, paying 5: picker -3, partner -2; the pot is 10"]
    check_zero_sum(g)


def test_the_losing_side_adds_one_pot() -> None:
    g = match(dataclasses.replace(POTS, pot_loss="add"), [anything, anything, weak])
    leaster(g)
    leaster(g)
    r = picked(g, win=False)
    (move,) = r.pot_moves
    assert (move.kind, move.how, move.amount, move.pot) == ("paid", "add", 5, 15)
    assert move.changes == (0, 0, 0, -3, -2)
    check_zero_sum(g)


def test_the_pot_leaves_the_hands_multiplier_alone() -> None:
    """A doubler feeds the pot and doubles the next hand's stakes, not the pot."""
    g = match(dataclasses.replace(POTS, no_pick="doubler"), [anything, strong])
    for _ in range(5):
        g.apply(Action("pass", g.to_act))
    assert g.results[0].kind == "doubler" and g.results[0].scores == (-1,) * 5 and g.pot == 5
    r = picked(g, win=True)
    assert r.growth == 2 and r.stakes[2] == 2 * r.multiplier and r.pot_moves[0].changes == (0, 0, 3, 2, 0)


def test_an_empty_pot_is_neither_won_nor_paid_into() -> None:
    g = match(POTS, [strong])
    r = picked(g, win=True)
    assert r.pot_moves == () and r.scores == r.stakes and g.pot == 0


def test_without_the_rule_nothing_moves() -> None:
    g = match(sh.Rules(deals=5), [anything])
    r = leaster(g)
    assert r.pot_moves == () and r.pot == 0 and sum(r.scores) == 0 and g.view(0).pot == 0


def test_a_clone_keeps_its_own_pot() -> None:
    g = match(POTS, [anything, strong])
    leaster(g)
    c = g.clone()
    picked(c, win=True)
    assert c.pot == 0 and g.pot == 5 and len(g.results) == 1


# -- the end of the match -----------------------------------------------------------


def five_leasters(rules: sh.Rules) -> sh.Sheepshead:
    g = sh.new_game(rules, NAMES, seed=5)
    while not g.is_over:
        leaster(g)
    return g


def test_the_pot_is_split_equally_at_the_end() -> None:
    g = five_leasters(POTS)
    last = g.results[-1]
    assert [m.kind for m in last.pot_moves] == ["fed", "split"]
    split = last.pot_moves[1]
    assert (split.amount, split.changes, split.pot) == (25, (5,) * 5, 0)
    assert last.pot == 0 == g.pot and sum(g.scores) == 0
    assert split.words(NAMES) == "the match is over: the pot of 25 is split, +5 each"
    check_zero_sum(g)


def test_a_split_gives_the_odd_points_one_each_from_the_dealers_left() -> None:
    assert from_left(3, 5) == [4, 0, 1, 2, 3]
    assert shares(7, from_left(3, 5), 5) == [2, 1, 1, 1, 2]
    assert shares(5, (2, 3), 5) == [0, 0, 3, 2, 0]  # the picker first: 3 and 2
    assert shares(7, (4, 0, 1), 5) == [2, 2, 0, 0, 3]
    (move,) = settled(POTS, 5, 7, 3, seed=1, pack=bits(PACK_32))
    assert move.kind == "split" and move.changes == (2, 1, 1, 1, 2) and sum(move.changes) == 7
    assert move.words(NAMES) == "the match is over: the pot of 7 is split, Ann +2, Belle +1, Wyatt +1, Doc +1, Calamity +2"
    assert settled(POTS, 5, 0, 3, seed=1, pack=bits(PACK_32)) == []


def test_a_showdown_for_the_whole_pot() -> None:
    g = five_leasters(dataclasses.replace(POTS, pot_end="showdown"))
    last = g.results[-1]
    assert [m.kind for m in last.pot_moves] == ["fed", "showdown"]
    move = last.pot_moves[1]
    sd = move.showdown
    assert move.amount == 25 and move.pot == 0 and move.how == "all"
    dealt = [c for h in sd.hands for c in h]
    assert all(len(h) == 5 for h in sd.hands) and len(set(dealt)) == 25 and set(dealt) <= set(bits(PACK_32))
    keys = [hand_rank(h) for h in sd.hands]
    assert list(sd.winners) == [s for s in range(5) if keys[s] == max(keys)]
    assert sum(move.changes) == 25 and all(move.changes[s] > 0 for s in sd.winners)
    assert move.words(NAMES).startswith(f"showdown for the pot (25): {NAMES[sd.winners[0]]}")
    assert sum(g.scores) == 0 and g.pot == 0
    # the same seed deals the same showdown
    again = five_leasters(dataclasses.replace(POTS, pot_end="showdown"))
    assert again.results[-1].pot_moves == last.pot_moves


def test_one_showdown_for_each_pot() -> None:
    g = five_leasters(dataclasses.replace(POTS, pot_end="showdown", pot_win="one"))
    moves = g.results[-1].pot_moves[1:]
    assert [m.kind for m in moves] == ["showdown"] * 5
    assert [m.amount for m in moves] == [5] * 5 and [m.pot for m in moves] == [20, 15, 10, 5, 0]
    assert len({m.showdown.hands for m in moves}) == 5  # each its own shuffle
    assert moves[0].words(NAMES).startswith("showdown for one pot (5): ")
    check_zero_sum(g)


TIE = {  # two straights to the ace (seats 1 and 2), the rest below a straight
    1: "AC KD QH JS TC",
    2: "AD KC QS JH TD",
    3: "9C 9D 9H 8C 7C",
    4: "8D 8H 7D 7H AH",
    0: "KH JD 9S 8S 7S",
}


def tie_deck(dealer: int) -> list[int]:
    order = from_left(dealer, 5)
    return [parse_cards(TIE[order[i % 5]])[i // 5] for i in range(25)] + [c for c in bits(PACK_32) if c not in parse_cards(" ".join(TIE.values()))]


def test_equal_best_hands_share_the_pot_the_odd_point_from_the_dealers_left() -> None:
    sd = showdown(5, 0, tie_deck(0))
    assert sd.hands[1] == tuple(parse_cards(TIE[1])) and sd.winners == (1, 2) and sd.best == "a straight to the ace"
    move = played_off(5, sd, 0, 5, 0, "all")
    assert move.changes == (0, 3, 2, 0, 0)
    assert move.words(NAMES) == "showdown for the pot (5): Belle and Wyatt tie with a straight to the ace and share it, Belle +3, Wyatt +2"
    # the dealer's seat decides who is first: with seat 1 dealing, seat 2 is on the left
    assert played_off(5, showdown(5, 1, tie_deck(1)), 1, 5, 0, "all").changes == (0, 2, 3, 0, 0)


def test_a_tied_showdown_in_a_match(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pot_module, "showdown_deck", lambda seed, k, pack: tie_deck(4))  # the last deal's dealer
    g = five_leasters(dataclasses.replace(POTS, pot_end="showdown"))
    move = g.results[-1].pot_moves[-1]
    assert move.showdown.winners == (1, 2) and move.changes == (0, 13, 12, 0, 0)
    assert sum(g.scores) == 0


def test_a_match_played_to_a_target_settles_the_pot_when_it_ends() -> None:
    """The leaster's winner has +4 less the ante: 3 ends a match played to 3, not one played to 4."""
    to_three = sh.new_game(dataclasses.replace(POTS, target=3, deals=100), NAMES, seed=2, setups=[anything(1)])
    r = leaster(to_three)
    assert to_three.is_over and r.stakes[3] == 4 and r.scores[3] == 3 + 1
    assert [m.kind for m in r.pot_moves] == ["fed", "split"] and to_three.pot == 0 and sum(to_three.scores) == 0
    to_four = sh.new_game(dataclasses.replace(POTS, target=4, deals=100), NAMES, seed=2, setups=[anything(1), strong(2)])
    leaster(to_four)
    assert not to_four.is_over and to_four.scores[3] == 3
    r = picked(to_four, win=True)
    assert to_four.is_over and [m.kind for m in r.pot_moves] == ["won"] and sum(to_four.scores) == 0


# -- random matches, every pot rule -------------------------------------------------


@pytest.mark.parametrize("loss,win,end", list(itertools.product(("double", "add"), ("all", "one"), ("split", "showdown"))))
def test_random_matches_keep_scores_and_pot_zero_sum(loss: str, win: str, end: str) -> None:
    rules = dataclasses.replace(POTS, deals=10, pot_loss=loss, pot_win=win, pot_end=end)
    for seed in range(6):
        g = sh.new_game(rules, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            legal = g.legal_actions()
            # pass more often than not, so leasters come up
            passes = [a for a in legal if a.act == "pass"]
            g.apply(passes[0] if passes and rng.random() < 0.7 else rng.choice(legal))
            assert {g.view(s).pot for s in range(5)} == {g.pot}
        check_zero_sum(g)
        assert g.pot == 0 and sum(g.scores) == 0


def test_a_record_with_a_showdown_replays() -> None:
    rules = presets.load_rules("sheepshead", "sheepshead-pots")
    g = five_leasters(dataclasses.replace(rules, deals=5))
    rec = records.to_record(g, "sheepshead-pots")
    again = records.replay(records.load_text(records.dumps(rec)))
    assert again.scores == g.scores and again.results == g.results
    report = records.summary(again)
    assert report["deals"][-1]["pot_moves"][-1]["kind"] == "showdown"
    assert len(report["deals"][-1]["pot_moves"][-1]["hands"]) == 5


# -- rules that don't go together -----------------------------------------------------


@pytest.mark.parametrize("table,key,words", [
    ({"no_pick": "forced"}, "pot", 'no_pick = "forced" leaves none'),
    ({"shiller": True}, "pot", "shiller leaves none"),
    ({"partner": "cards", "blind": 0, "players": 4, "deals": 8}, "pot", "not with partner = cards"),
    ({"form": "fox", "players": 4}, "pot", "pots go with form = standard"),
    ({"players": 7, "blind": 4, "partner": "jack_of_diamonds", "deals": 7, "pot_end": "showdown"}, "pot_end", "7 players need 35, the pack has 32"),
])
def test_clashing_rules_get_one_clear_line(table: dict, key: str, words: str) -> None:
    with pytest.raises(presets.PresetError) as info:
        presets.load_rules("sheepshead", "sheepshead", {"pot": True, **table})
    (problem,) = info.value.problems
    assert f"rules.{key}:" in problem and words in problem and "\n" not in problem


def test_the_preset_plays_pots_with_a_showdown() -> None:
    rules = presets.load_rules("sheepshead", "sheepshead-pots")
    assert (rules.pot, rules.pot_loss, rules.pot_win, rules.pot_end, rules.players, rules.partner) == (True, "double", "all", "showdown", 5, "called_ace")
    assert not rules.problems()
    assert sh.Rules().pot is False


def test_a_bad_value_is_one_line() -> None:
    with pytest.raises(presets.PresetError) as info:
        presets.load_rules("sheepshead", "sheepshead", {"pot": True, "pot_loss": "triple"})
    assert "pot_loss" in str(info.value) and "double" in str(info.value) and "add" in str(info.value)


def test_pot_move_and_showdown_are_values() -> None:
    sd = Showdown(((),), (0,), "ace high")
    m = PotMove("showdown", 5, (5,), 0, showdown=sd)
    with pytest.raises(AttributeError):
        m.amount = 3  # type: ignore[misc]
    assert parse_card("AC") in parse_cards(TIE[1])


def test_the_replay_command_tells_the_pot(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    from sheriff_tui import cli

    g = five_leasters(dataclasses.replace(POTS, pot_end="showdown"))
    path = tmp_path / "pots.json"
    records.save(records.to_record(g), path)
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "  pot: each player antes 1 to the pot, now 5" in out
    assert "  pot: showdown for the pot (25): " in out


def test_the_normal_bot_plays_a_match_with_pots() -> None:
    from sheriff_tui.bots import make_bot

    bot = make_bot("sheepshead", "normal")
    rules = presets.load_rules("sheepshead", "sheepshead-pots")
    kinds = set()
    for seed in range(10):
        g = sh.new_game(rules, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(bot.choose(g.view(g.to_act), g.legal_actions(), rng))
        check_zero_sum(g)
        assert g.pot == 0 and len(g.results) == rules.deals
        kinds |= {m.kind for r in g.results for m in r.pot_moves}
    assert {"fed", "won"} <= kinds
