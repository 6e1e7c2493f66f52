"""Sheepshead's stakes as the documents give them: seed 004's own score table (the preset
``sheepshead-004``), and the cap and the blitz of seed 001 (issue 19, items 4 and 5).

Every deal is made by hand. Sources: ``shared/seeds/004_ebe63c2006e07957.txt`` ("004", its
"スコアリング" section) and ``001_b1627da64afff14c.txt`` ("001", lines 131-144).
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from sheriff_tui import presets, records
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Action
from sheriff_tui.engine.sheepshead.knocks import blitzes
from sheriff_tui.engine.sheepshead.score import CAPPED, CAPPED_KNOCKS, StakeReason
from sheriff_tui.records import RecordError

from ..sheepshead_helpers import A, C, deal, pass_knocks, play_policy, run

R004 = presets.load_rules("sheepshead", "sheepshead-004")

# -- 004's table --------------------------------------------------------------------------

# Five hands, dealer 0, seat 1 picks (the blind 10♣ 8♥). The A♠ is seat 0's, the A♥ seat 3's.
# One deal gives every line of the table: the call, the bury and which seats play high
# (tests/sheepshead_helpers.play_policy) decide the points.
HANDS_004 = ["9D QD KH 9S TS AS", "8C QC AC JH 8S JS", "9C JC 8D AD 7H KS", "KC TD JD TH AH QS", "7C 7D KD 9H QH 7S"]
BLIND_004 = "TC 8H"


def play_004(call: str | None, bury: str, high: set[int], rules: sh.Rules = R004) -> sh.DealResult:
    """The deal above: seat 1 picks, calls ``call`` (None: goes alone), buries, and it is played out."""
    g = sh.new_game(dataclasses.replace(rules, deals=5), seed=1, setups=[deal(HANDS_004, BLIND_004)], dealer=0)
    g.apply(A("pick", 1))
    steps = [A("call", 1, card=call) if call else A("alone", 1), A("bury", 1, cards=bury)]
    for a in reversed(steps) if rules.bury_first else steps:  # 004's own order: the bury, then the call
        g.apply(a)
    pass_knocks(g)
    play_policy(g, high)
    return g.results[0]


def by_seat(side: tuple[int, ...], picker: int, partner: int | None, defender: int) -> tuple[int, ...]:
    """The five seats' changes from the document's three numbers (picker, partner, each defender)."""
    out = [defender] * 5
    out[side[0]] = picker
    if len(side) > 1:
        out[side[1]] = partner  # type: ignore[assignment]
    return tuple(out)


# (call, bury, seats playing high, side points, side tricks, picker, partner, each defender)
TABLE_004 = [
    # "ピッカーとそのパートナーが勝った場合、6 つのトリックから 61 ポイントを集めることで、ピッカーは 2 ポイントを獲得し、
    # そのパートナーは 1 ポイントを獲得します。他のすべてのプレイヤーは累積スコアから 1 ポイントを失います" (the picker and
    # partner win with 61 points: picker +2, partner +1, every other player -1)
    pytest.param("AS", "8C QC", set(), 62, 3, 2, 1, -1, id="win"),
    pytest.param("AS", "QC AC", {3}, 61, 2, 2, 1, -1, id="win-61"),
    pytest.param("AH", "8C TC", {1}, 90, 4, 2, 1, -1, id="win-90"),
    # "相手チームが 30 ポイント以上を取らなかった場合…ピッカーは 4 ポイントを獲得し、そのパートナーは 2 ポイントを獲得します。
    # 相手も同様に 2 ポイント、それぞれ 2 ポイントを失います" (the opponents took no 30 points or more: picker +4,
    # partner +2, each opponent -2): 91 is schneider, 90 (the opponents' 30) is not
    pytest.param("AS", "8C TC", {0, 4}, 91, 4, 4, 2, -2, id="schneider-91"),
    pytest.param("AS", "8C TC", set(), 106, 5, 4, 2, -2, id="schneider"),
    # "ピッキングチームがすべてのトリックを成功させて 120 ポイントを獲得した場合、通常の 3 倍のポイントを獲得します。相手も
    # 3点ずつ失うことになる" (every trick and 120 points: three times the usual; the opponents lose 3 each)
    pytest.param("AH", "TC QC", set(), 120, 6, 6, 3, -3, id="every-trick"),
    # "選択したチームの獲得ポイントが 60 ポイント未満の場合、対戦相手が勝ちます。ピッカーは累積スコアから 2 ポイントを失い、
    # パートナーは 1 ポイントを失います。勝者の他の 3 人のプレイヤーは、それぞれ 1 ポイントを獲得します" (the picking team
    # under 60: the opponents win; picker -2, partner -1, each of the other three +1). 60 loses too: 61 wins.
    pytest.param("AS", "TC JH", set(), 38, 2, -2, -1, 1, id="lose"),
    pytest.param("AS", "8C TC", {1}, 60, 3, -2, -1, 1, id="lose-60"),
    pytest.param("AH", "QC JH", {2, 3}, 31, 3, -2, -1, 1, id="lose-31"),
    # "選択したチームがゲーム中に獲得したポイントが 31 ポイント未満の場合、相手チームはそれらをシュナイダーし、それぞれ 2
    # ポイントを獲得します。ピッカーは 4 ポイントを失い、パートナーは 2 ポイントを失います" (the picking team under 31:
    # schneidered, each opponent +2, picker -4, partner -2)
    pytest.param("AS", "QC AC", {4}, 30, 1, -4, -2, 2, id="schneidered-30"),
    pytest.param("AS", "TC QC", set(), 25, 1, -4, -2, 2, id="schneidered"),
    # "相手が 120 ポイントを獲得できなかったとしても、すべてのトリックを取った場合、ピックは 9 ポイントを失い、相手の各
    # プレイヤーは 3 ポイントを獲得します。ピッカーのパートナーはペナルティを受けません" (the opponents take every trick,
    # even without 120 points: the picker -9, each opponent +3; the partner is not penalised). The bury's 5 points
    # don't help.
    pytest.param("AS", "QC JH", {0, 1, 3}, 5, 0, -9, 0, 3, id="no-trick"),
    # "一人で遊ぶ…ピッカー対他の全員です" (going alone: the picker against everyone else): the document gives no
    # numbers; the picker takes the partner's share too (digest §3), each defender pays or takes as above
    pytest.param(None, "8C TC", set(), 81, 4, 4, None, -1, id="alone-win"),
    pytest.param(None, "8H 8S", {0}, 113, 5, 8, None, -2, id="alone-schneider"),
    pytest.param(None, "8H 8S", {0, 1, 2, 3, 4}, 120, 6, 12, None, -3, id="alone-every-trick"),
    pytest.param(None, "8C QC", set(), 36, 2, -4, None, 1, id="alone-lose"),
    pytest.param(None, "TC QC", set(), 25, 1, -8, None, 2, id="alone-schneidered"),
    pytest.param(None, "8C QC", {3}, 3, 0, -12, None, 3, id="alone-no-trick"),
]


@pytest.mark.parametrize(("call", "bury", "high", "points", "tricks", "picker", "partner", "defender"), TABLE_004)
def test_every_line_of_004s_score_table(call, bury, high, points, tricks, picker, partner, defender) -> None:
    """004's "スコアリング", line by line, at the preset ``sheepshead-004`` (each line's words above)."""
    r = play_004(call, bury, high)
    assert (r.side_points, r.side_tricks) == (points, tricks)
    assert r.side[0] == 1 and r.alone == (call is None)
    assert r.scores == by_seat(r.side, picker, partner, defender) and sum(r.scores) == 0


# "多くの場合、特にトーナメントでは「ダブルオンザバンプ」でプレーします。これは、選択したチームがゲームに負けた場合、
# 賭け金 (ポイントの損失/獲得) が 2 倍になることを意味します" (often, in tournaments especially, double on the bump: a lost
# game doubles the stakes) and "バンプでダブルの場合、ピッカーは 8 ポイントを失い、パートナーは 4 ポイントを失います"
# (doubled on the bump, the picker loses 8 and the partner 4): the key double_on_bump, off in the preset
BUMPED_004 = [
    pytest.param("AS", "TC JH", set(), -4, -2, 2, id="lose"),
    pytest.param("AS", "TC QC", set(), -8, -4, 4, id="schneidered"),
    pytest.param("AS", "QC JH", {0, 1, 3}, -18, 0, 6, id="no-trick"),  # 001 l.131: "ピッカー -18、パートナー 0、対戦相手 +6"
    pytest.param("AS", "8C QC", set(), 2, 1, -1, id="a-win-is-not-bumped"),
]


@pytest.mark.parametrize(("call", "bury", "high", "picker", "partner", "defender"), BUMPED_004)
def test_004s_lines_doubled_on_the_bump(call, bury, high, picker, partner, defender) -> None:
    """004: "バンプでダブルの場合、ピッカーは 8 ポイントを失い、パートナーは 4 ポイントを失います" (doubled on the bump,
    the picker loses 8, the partner 4): the table's optional line, with ``double_on_bump`` turned on."""
    r = play_004(call, bury, high, dataclasses.replace(R004, double_on_bump=True))
    assert r.scores == by_seat(r.side, picker, partner, defender)


def test_the_004_preset_is_that_table() -> None:
    """The preset says what it is, and is the standard five-hand game with 004's two score keys."""
    p = presets.builtin_presets()["sheepshead-004"]
    assert "five-hand table of rule document 004" in p.description
    assert "ピッカーのパートナーはペナルティを受けません" in p.description and "the partner is not penalised" in p.description
    base = presets.load_rules("sheepshead", "sheepshead")
    assert dataclasses.replace(base, double_on_bump=False, partner_exempt="no_tricks", bury_first=True, jack_order="spades_first") == R004
    assert not R004.problems() and R004.players == 5 and R004.hand_size == 6 and R004.blind == 2


@pytest.mark.parametrize(
    ("points", "tricks", "want"),
    [(120, 6, (True, 3)), (91, 4, (True, 2)), (90, 4, (True, 1)), (61, 2, (True, 1)), (60, 3, (False, 1)),
     (31, 3, (False, 1)), (30, 1, (False, 2)), (0, 1, (False, 2)), (21, 0, (False, 3))],
)
def test_004s_thresholds(points: int, tricks: int, want: tuple[bool, int]) -> None:
    """004: a win needs 61; schneider when the opponents "30 ポイント以上を取らなかった" (took no 30 or more: 91 and
    up); schneidered "31 ポイント未満" (under 31); no trick ×3 whatever the bury holds. Without the bump."""
    assert sh.multiplier(R004, points, tricks) == want


# -- the cap and the blitz (001 l.139-144) --------------------------------------------------------

# Five hands, dealer 0: seats 1 and 2 pass, seat 3 (all four queens, J♣) picks, calls the A♣ (seat 2)
# and buries the blind; seat 1 may crack first.
CRACK = ["9D 8D 7D KD TH KH", "AH 8C 9S 8S 7S 9H", "AC TC KC 9C AS TS", "QC QS QH QD JC 7C", "JS JH JD AD TD KS"]
CRACK_BLIND = "8H 7H"


def cracked(rules: sh.Rules) -> sh.Sheepshead:
    g = sh.new_game(dataclasses.replace(rules, deals=5), seed=1, setups=[deal(CRACK, CRACK_BLIND)], dealer=0)
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards=CRACK_BLIND)])
    return g


def test_the_cap_limits_what_cracks_gain_not_schneider() -> None:
    """001 l.144: "エスカレーションの可能性を考慮し、ブリッツやクラッキングによって獲得されるポイントの最大値を制限する
    場合があります" (given the escalation, a table may limit the most points gained by blitzing or cracking):
    crack, re-crack and third knock (×8) stop at the cap (×4); the schneider the side makes doubles on top."""
    g = cracked(sh.Rules(cracking=True, third_knock=True, cap=4))
    run(g, [A("crack", 1), A("recrack", 3), A("pass", 2), A("crack", 4)])
    pass_knocks(g)
    assert g.phase == "play" and g.view(0).growth == 4  # the table sees the stake the knocks reach
    play_policy(g, {0, 1, 3, 4})
    r = g.results[0]
    assert (r.won, r.side_points, r.base, r.growth, r.multiplier) == (True, 120, 3, 4, 12)
    assert r.reasons == ("every trick: ×3", "cracked by Seat 2: ×2", "re-cracked by Seat 4: ×2", "cracked by Seat 5: ×2",
                         "cracks and blitzes capped at ×4")
    assert r.scores == (-12, -12, 12, 24, -12)


def test_cap_covers_all_keeps_the_whole_multiplier_cap() -> None:
    """``cap_covers = "all"``, the reading before issue 19: the same deal stops at ×4 in all."""
    g = cracked(sh.Rules(cracking=True, third_knock=True, cap=4, cap_covers="all"))
    run(g, [A("crack", 1), A("recrack", 3), A("pass", 2), A("crack", 4)])
    pass_knocks(g)
    assert g.view(0).growth == 8  # the whole multiplier is only known at the end
    play_policy(g, {0, 1, 3, 4})
    r = g.results[0]
    assert (r.base, r.growth, r.multiplier, r.reasons[-1]) == (3, 8, 4, "capped at ×4")
    assert r.scores == (-4, -4, 4, 8, -4)


def test_a_cap_the_knocks_dont_reach_changes_nothing() -> None:
    """A no-trick loss doubled on the bump (×6) is not a point gained by cracking: a cap of 4 leaves it.
    Seat 1 picks a hand without a trump and calls the A♣ (seat 2)."""
    hands = ["9D 8D 7D KD TH KH", "7C 8C 9S 8S 7S 9H", "AC TC KC 9C AS TS", "QC QS QH QD JC AH", "JS JH JD AD TD KS"]
    g = sh.new_game(sh.Rules(cap=4, deals=5), seed=1, setups=[deal(hands, "8H 7H")], dealer=0)
    run(g, [A("pick", 1), A("call", 1, card="AC"), A("bury", 1, cards="8S 7S")])
    play_policy(g, {0, 3, 4})
    r = g.results[0]
    assert (r.side_tricks, r.base, r.multiplier) == (0, 6, 6) and not any("capped" in x for x in r.reasons)
    assert r.scores == (6, -12, -6, 6, 6)


# seat 3 holds the black queens and all four jacks; seat 4 the red queens
BLITZ = ["9D 8D 7D KD TH KH", "AH 8C 9S 8S 7S 9H", "AC TC KC 9C AS TS", "QC QS JC JS JH JD", "QH QD 7C AD TD KS"]


def test_a_queen_pair_and_the_four_jacks_are_two_blitzes() -> None:
    """001 l.139 and l.142: a queen pair doubles ("黒または赤のクイーンを 2 枚…ゲームのポイント値を 2 倍にする": showing two
    black or red queens doubles the game), and "4 つのジャックすべて" (all four jacks) is one blitz: ×4 together, not ×8."""
    g = sh.new_game(sh.Rules(blitz="queens_and_jacks", deals=5), seed=1, setups=[deal(BLITZ, "8H 7H")], dealer=0)
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("alone", 3), A("bury", 3, cards="8H 7H")])
    assert g.legal_actions() == [A("blitz", 3, cards="QC QS JC JS JH JD"), A("pass", 3)]
    g.apply(A("blitz", 3, cards="QC QS JC JS JH JD"))
    run(g, [A("pass", 1), A("pass", 2)])
    assert g.legal_actions() == [A("blitz", 4, cards="QH QD"), A("pass", 4)]
    g.apply(A("blitz", 4, cards="QH QD"))
    pass_knocks(g)
    assert g.view(0).growth == 8
    play_policy(g, {3})
    r = g.results[0]
    assert "blitz by Seat 4: ×4" in r.reasons and "blitz by Seat 5: ×2" in r.reasons and r.growth == 8


@pytest.mark.parametrize(
    ("cards", "n"),
    [("QC QS", 1), ("QC QS QH QD", 2), ("JC JS", 1), ("JS JH", 1), ("JC JS JH JD", 1), ("QH QD JC JS JH JD", 2)],
)
def test_blitzes_counts_a_showing(cards: str, n: int) -> None:
    assert blitzes(tuple(C(c) for c in cards.split())) == n


def blitz_preset_game() -> sh.Sheepshead:
    rules = presets.load_rules("sheepshead", "sheepshead-blitz")
    return sh.new_game(dataclasses.replace(rules, deals=5), seed=1, setups=[deal(CRACK, CRACK_BLIND)], dealer=0)


def test_the_blitz_preset_blitzes_only_in_a_cracked_hand() -> None:
    """001 l.141: "通常、ブリッツは亀裂または再亀裂が発生した後にのみ発生します" (usually a blitz comes only after a crack
    or re-crack): ``blitz_needs_crack`` in ``sheepshead-blitz``. Seat 4 holds all four queens."""
    g = blitz_preset_game()
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards=CRACK_BLIND)])
    while g.phase == "knock":
        assert all(a.act != "blitz" for a in g.legal_actions())
        g.apply(Action("pass", g.to_act))
    g = blitz_preset_game()
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards=CRACK_BLIND)])
    run(g, [A("crack", 1), A("recrack", 3), A("pass", 2), A("crack", 4)])
    assert g.legal_actions() == [A("blitz", 3, cards="QC QS QH QD"), A("pass", 3)]
    g.apply(A("blitz", 3, cards="QC QS QH QD"))  # ×8 ×4: 32, capped at 16
    pass_knocks(g)
    assert g.view(0).growth == 16
    play_policy(g, {0, 1, 3, 4})
    r = g.results[0]
    assert (r.base, r.growth, r.multiplier) == (3, 16, 48) and r.reasons[-1] == "cracks and blitzes capped at ×16"


def test_a_late_blitz_needs_a_crack_where_blitzes_do() -> None:
    """001 l.141 and l.143 together: a blitz declared after the hand counts only in a cracked hand."""
    r = sh.Rules(cracking=True, blitz="queens", blitz_late=True, blitz_needs_crack=True)
    g = cracked(r)
    pass_knocks(g)
    play_policy(g, {0, 1, 3, 4})
    assert g.results[0].growth == 1 and not any("blitz" in x for x in g.results[0].reasons)
    g = cracked(r)
    g.apply(A("crack", 1))
    pass_knocks(g)
    play_policy(g, {0, 1, 3, 4})
    assert g.results[0].growth == 2 * 4 and "blitz by Seat 4: ×4" in g.results[0].reasons  # the crack, both queen pairs


def test_a_blitz_that_needs_a_crack_needs_cracking() -> None:
    assert ("blitz_needs_crack", "a blitz that needs a crack needs cracking: set cracking, or blitz_needs_crack off") in sh.Rules(
        blitz="queens", blitz_needs_crack=True).problems()
    assert not presets.load_rules("sheepshead", "sheepshead-blitz").problems()


def test_the_short_words_name_the_cap() -> None:
    """The result line's short reasons: 'capped ×16', not a dangling 'capped at'; the record keeps the whole words."""
    knocks, whole = StakeReason(*CAPPED_KNOCKS, n=16), StakeReason(*CAPPED, n=4)
    assert knocks == "cracks and blitzes capped at ×16" and whole == "capped at ×4"
    assert knocks.word() == "capped ×16" and whole.word() == "capped ×4"


# -- records --------------------------------------------------------------------------------


def record_of(g: sh.Sheepshead, preset: str) -> dict:
    return json.loads(records.dumps(records.to_record(g, preset)))


def test_a_record_of_a_capped_blitz_replays() -> None:
    """The blitz preset's deal above, cracked, blitzed and capped: its record replays to the same result."""
    g = blitz_preset_game()
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards=CRACK_BLIND)])
    run(g, [A("crack", 1), A("recrack", 3), A("pass", 2), A("crack", 4), A("blitz", 3, cards="QC QS QH QD")])
    pass_knocks(g)
    play_policy(g, {0, 1, 3, 4})
    rec = record_of(g, "sheepshead-blitz")
    again = records.replay(records.load_text(json.dumps(rec)))
    assert [r.as_dict() for r in again.results] == [r.as_dict() for r in g.results]
    assert again.results[0].multiplier == 48


def test_a_record_blitzing_an_uncracked_hand_is_refused_where_blitzes_need_a_crack() -> None:
    """A record made where a blitz needed no crack replays; the same actions at a table with
    ``blitz_needs_crack`` are refused at the blitz, saying what was allowed."""
    g = sh.new_game(sh.Rules(cracking=True, blitz="queens", deals=5), seed=1, setups=[deal(CRACK, CRACK_BLIND)], dealer=0)
    run(g, [A("pass", 1), A("pass", 2), A("pick", 3), A("call", 3, card="AC"), A("bury", 3, cards=CRACK_BLIND)])
    while g.phase == "knock" and g.to_act != 3:
        g.apply(Action("pass", g.to_act))
    g.apply(A("blitz", 3, cards="QC QS QH QD"))
    pass_knocks(g)
    play_policy(g, {0, 1, 3, 4})
    rec = record_of(g, "")
    assert records.replay(records.load_text(json.dumps(rec))).results[0].growth == 4
    rec["rules"]["blitz_needs_crack"] = True
    acts = rec["deals"][0]["actions"]
    at = next(i for i, a in enumerate(acts) if a["act"] == "blitz")
    with pytest.raises(RecordError) as info:
        records.replay(records.load_text(json.dumps(rec)))
    assert (info.value.deal, info.value.action) == (0, at) and info.value.reason == (
        "no blitz in this hand: nobody cracked, and at this table a blitz comes only after a crack (blitz_needs_crack)")


def test_a_record_from_before_cap_covers_replays_with_the_documents_cap() -> None:
    """A record whose rules table has no ``cap_covers`` (written before the key) replays with the
    document's reading; one that names ``all`` keeps the old whole-multiplier cap."""
    g = cracked(sh.Rules(cracking=True, third_knock=True, cap=4))
    run(g, [A("crack", 1), A("recrack", 3), A("pass", 2), A("crack", 4)])
    pass_knocks(g)
    play_policy(g, {0, 1, 3, 4})
    rec = record_of(g, "")
    del rec["rules"]["cap_covers"]
    assert records.replay(records.load_text(json.dumps(rec))).results[0].multiplier == 12
    rec["rules"]["cap_covers"] = "all"
    assert records.replay(records.load_text(json.dumps(rec))).results[0].multiplier == 4


def test_a_record_of_004s_no_trick_line_replays() -> None:
    g = sh.new_game(dataclasses.replace(R004, deals=5), seed=1, setups=[deal(HANDS_004, BLIND_004)], dealer=0)
    run(g, [A("pick", 1), A("bury", 1, cards="QC JH"), A("call", 1, card="AS")])  # 004: the bury, then the call
    play_policy(g, {0, 1, 3})
    rec = record_of(g, "sheepshead-004")
    again = records.replay(records.load_text(json.dumps(rec)))
    assert again.results[0].scores == g.results[0].scores == (0, -9, 3, 3, 3)
