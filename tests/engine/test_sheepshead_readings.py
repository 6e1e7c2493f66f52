"""Issue 19, Sheepshead items 3, 6 and 7: three readings of the rule documents, each a key.

- ``jd_alone``: a picker in the J♦ game may go alone (seed 001: the partner variants differ in
  「選択者が単独でプレイすることを選択できるかどうか」, whether the picker may choose to play alone).
- ``bury_first``: seed 004's order, 「ブラインドを拾った人は、カードを 2 枚捨て、裏向きにして自分の前に置かなければなりません。
  その後、彼らはパートナーを選びます」 (whoever picks up the blind discards two cards face down; then
  they choose a partner).
- ``jack_order = "spades_first"``: seed 004's trump list, 「スペードのジャック / クラブのジャック / ハートのジャック /
  ダイヤのジャック」 (the J♠ above the J♣), where seed 001 has 「J♣ J♠ J♥ J♦」.

Every deal is made by hand. Sources: ``shared/seeds/001_b1627da64afff14c.txt`` and
``shared/seeds/004_ebe63c2006e07957.txt``.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path

import pytest

from sheriff_tui import presets, records
from sheriff_tui.bots.sheepshead.normal import SheepsheadNormal
from sheriff_tui.cards import parse_cards
from sheriff_tui.engine import IllegalAction, sheepshead as sh
from sheriff_tui.records import RecordError

from ..sheepshead_helpers import A, C, deal, pass_knocks, play_policy, run

BOT = SheepsheadNormal()
RNG = random.Random(0)


def rules(**kw) -> sh.Rules:
    kw.setdefault("deals", kw.get("players", 5))
    return sh.Rules(**kw)


def game(hands: list[str], blind: str, r: sh.Rules) -> sh.Sheepshead:
    """A deal by hands, dealer 0: seat 1 speaks first."""
    return sh.new_game(r, seed=1, setups=[deal(hands, blind)], dealer=0)


def record_of(g: sh.Sheepshead, preset: str) -> dict:
    return json.loads(records.dumps(records.to_record(g, preset)))


def replay_error(rec: dict) -> RecordError:
    with pytest.raises(RecordError) as info:
        records.replay(records.load_text(json.dumps(rec)))
    return info.value


# -- jd_alone --------------------------------------------------------------------------------

# Five hands, dealer 0. Seat 1 (first to speak) holds the four queens and two jacks but not the
# J♦, which is seat 2's; the blind is the 7♦ 7♥.
JD5 = ["AC TC KC 9C 8C 7C", "QC QS QH QD JC JS", "JD AS TS KS 9S 8S", "JH AD TD KD 9D 8D", "7S AH TH KH 9H 8H"]
JD5_BLIND = "7D 7H"
JD_ALONE = rules(partner="jack_of_diamonds", jd_alone=True)


def test_a_picker_without_the_jd_may_go_alone_and_the_jd_holder_defends() -> None:
    """001: the partner variants differ in 「選択者が単独でプレイすることを選択できるかどうか」 (whether the picker
    may choose to play alone). With ``jd_alone`` the picker without the J♦ is asked after picking,
    before the bury: the J♦'s holder, or alone, said aloud; alone, the J♦'s holder is a defender."""
    g = game(JD5, JD5_BLIND, JD_ALONE)
    g.apply(A("pick", 1))
    assert g.phase == "call" and g.legal_actions() == [A("pass", 1), A("alone", 1)]
    events = g.apply(A("alone", 1))
    assert [e.kind for e in events] == ["alone"] and g.phase == "bury"
    assert all(g.view(s).alone for s in range(5))  # announced: every seat knows
    assert not g.view(2).i_am_partner and C("JD") not in g.view(0).partner_cards
    g.apply(A("bury", 1, cards="7D 7H"))
    pass_knocks(g)
    play_policy(g, {1})
    r = g.results[0]
    assert r.alone and r.side == (1,) and r.partners == ()
    assert r.scores[2] == r.scores[0] == r.scores[3] == r.scores[4] == -r.scores[1] // 4  # the J♦'s holder pays (or takes) as a defender


def test_keeping_the_jd_holder_is_the_old_game() -> None:
    """001: 「このバリアントでは、パートナーは自動的にダイヤのジャックを持つ人になります」 (the partner is the J♦'s
    holder): the picker's "pass" keeps that; the table hears "no call", the J♦ a secret till played."""
    g = game(JD5, JD5_BLIND, JD_ALONE)
    g.apply(A("pick", 1))
    events = g.apply(A("pass", 1))
    assert [(e.kind, e.data) for e in events] == [("pass", "call")]
    assert g.view(2).i_am_partner and not any(g.view(s).alone for s in range(5))
    g.apply(A("bury", 1, cards="7D 7H"))
    play_policy(g, {1, 2})
    assert g.results[0].side == (1, 2)


def test_a_jd_picker_is_asked_too_and_stays_alone_unannounced() -> None:
    """001: 「ピッカーがダイヤのジャックを持っている場合、ピッカーは単独でプレイしなければなりません」 (a picker holding the
    J♦ must play alone). Every picker is asked, so being asked shows nothing; with the J♦ the one
    choice is alone, heard as "no call"."""
    hands = list(JD5)
    hands[1], hands[2] = "QC QS QH QD JC JD", "JS AS TS KS 9S 8S"
    g = game(hands, JD5_BLIND, JD_ALONE)
    g.apply(A("pick", 1))
    assert g.legal_actions() == [A("alone", 1)]
    events = g.apply(A("alone", 1))
    assert [(e.kind, e.data) for e in events] == [("pass", "call")]
    assert g.view(1).alone and not any(g.view(s).alone for s in (0, 2, 3, 4))


def test_jd_alone_off_keeps_the_old_reading_and_says_why_alone_is_refused() -> None:
    """The old reading (``jd_alone`` off): 001's J♦ partner is 「自動的に」 (automatically) the J♦'s holder,
    so a picker without it goes straight to the bury, and going alone is refused, saying why."""
    g = game(JD5, JD5_BLIND, rules(partner="jack_of_diamonds"))
    g.apply(A("pick", 1))
    assert g.phase == "bury"
    with pytest.raises(IllegalAction, match=r"jd_alone off"):
        g.apply(A("alone", 1))


def test_going_alone_opens_the_sheepshead_call_to_a_picker_without_the_jd() -> None:
    """001: 「シープスヘッドをコールする場合、ピッカーはほとんどの場合、単独でプレイする必要があります」 (calling
    sheepshead, the picker nearly always plays alone): a picker who may go alone may call it."""
    off = game(JD5, JD5_BLIND, rules(partner="jack_of_diamonds", sheepshead_call=True))
    off.apply(A("pick", 1))
    assert off.legal_actions() == [A("pass", 1)]
    on = game(JD5, JD5_BLIND, rules(partner="jack_of_diamonds", sheepshead_call=True, jd_alone=True))
    on.apply(A("pick", 1))
    assert on.legal_actions() == [A("pass", 1), A("alone", 1), A("sheepshead", 1)]
    on.apply(A("sheepshead", 1))
    assert on.sheepshead and on.alone and on.partners == ()


# six hands of five (001's 3-against-3 game), dealer 0: seat 1 picks; seat 3 holds the J♦, seat 5 the A♥
JD6_3V3 = ["AC TC KC 9C 8C", "QC QS JC AD TD", "7C AS TS KS 9S", "JD 8S 7S KH TH", "QH QD JS KD 9D", "JH 8D 7D AH 9H"]


def test_jd_and_called_ace_picker_may_go_alone_both_partners_defending() -> None:
    """001, six-hand: 「パートナーは自動的にダイヤのジャックとコールされたスートのエースを持ち、ゲームは 3 対 3」 (the J♦
    and the called ace are partners, three against three); with ``jd_alone`` the picker may go alone
    instead (「単独でプレイすることを選択できるかどうか」), the J♦'s holder defending too."""
    r6 = rules(players=6, partner="jd_and_called_ace", jd_alone=True)
    g = game(JD6_3V3, "8H 7H", r6)
    g.apply(A("pick", 1))
    assert g.legal_actions() == [A("call", 1, card="AH"), A("alone", 1)]
    g.apply(A("alone", 1))
    assert g.partners == () and all(g.view(s).alone for s in range(6)) and not g.view(3).i_am_partner
    g.apply(A("bury", 1, cards="JC 8H"))
    play_policy(g, {1})
    assert g.results[0].side == (1,)
    old = game(JD6_3V3, "8H 7H", dataclasses.replace(r6, jd_alone=False))
    old.apply(A("pick", 1))
    assert old.legal_actions() == [A("call", 1, card="AH")]


def test_a_record_going_alone_without_the_jd_replays_and_the_old_reading_refuses_it() -> None:
    """A record of the preset ``sheepshead-jd`` (jd_alone on) in which the picker without the J♦ goes
    alone replays to the same result; with ``"jd_alone": false`` it is refused at that action, saying
    why. A record from before the key (pick, then bury) is refused under the preset, saying how to
    replay it."""
    r = dataclasses.replace(presets.load_rules("sheepshead", "sheepshead-jd"), deals=5)
    g = game(JD5, JD5_BLIND, r)
    run(g, [A("pick", 1), A("alone", 1), A("bury", 1, cards="7D 7H")])
    play_policy(g, {1})
    rec = record_of(g, "sheepshead-jd")
    again = records.replay(records.load_text(json.dumps(rec)))
    assert [x.as_dict() for x in again.results] == [x.as_dict() for x in g.results]
    old = json.loads(json.dumps(rec))
    old["rules"]["jd_alone"] = False
    err = replay_error(old)
    assert (err.deal, err.action) == (0, 1) and "jd_alone off" in err.reason
    before = json.loads(json.dumps(rec))
    del before["deals"][0]["actions"][1]  # pick, bury: the old game's record
    err = replay_error(before)
    assert (err.deal, err.action) == (0, 1) and '"jd_alone": false' in err.reason
    before["rules"]["jd_alone"] = False
    assert records.replay(records.load_text(json.dumps(before))).results[0].side == (1, 2)


@pytest.mark.parametrize("name", ["sheepshead-jd", "sheepshead-4-jd", "sheepshead-6-jd", "sheepshead-6-jd-ace", "sheepshead-jd-ace", "sheepshead-jd-callup"])
def test_the_jd_presets_let_the_picker_go_alone(name: str) -> None:
    """Each J♦ preset has ``jd_alone`` and says so, quoting 001."""
    p = presets.builtin_presets()[name]
    assert presets.load_rules("sheepshead", name).jd_alone
    assert "選択者が単独でプレイすることを選択できるかどうか" in p.description and "alone" in p.description


def test_the_bot_goes_alone_without_the_jd_only_with_a_strong_hand() -> None:
    """001: 「ピッカーはブラインドを拾った後、単独でプレイすることを選択できます」 (after picking the picker may choose
    to play alone: the called-ace game); the bot judges going alone without the J♦ by that game's
    measure: the four queens and two jacks go alone, a middling hand keeps the J♦'s holder."""
    g = game(JD5, JD5_BLIND, JD_ALONE)
    g.apply(A("pick", 1))
    assert BOT.choose(g.view(1), g.legal_actions(), RNG) == A("alone", 1)
    hands = list(JD5)
    hands[1], hands[0] = "QC 8C 7C QD JC JS", "AC TC KC 9C QS QH"
    g = game(hands, JD5_BLIND, JD_ALONE)
    g.apply(A("pick", 1))
    assert BOT.choose(g.view(1), g.legal_actions(), RNG) == A("pass", 1)


# -- bury_first ------------------------------------------------------------------------------

# Five hands, dealer 0. Seat 1 picks up the 7♣ 7♠ to Q♣ Q♠ J♣ A♦ 10♦ 8♥: one card of each fail
# suit, no fail ace. Seat 4 holds the A♥.
BF = ["AC TC KC 8C QH QD", "QC QS JC AD TD 8H", "9C AS TS KS JS JH", "JD KD 9D 8D 7D 9S", "AH TH KH 9H 7H 8S"]
BF_BLIND = "7C 7S"
BURY_FIRST = rules(bury_first=True)


def test_bury_first_the_picker_buries_then_calls() -> None:
    """004: 「ブラインドを拾った人は、カードを 2 枚捨て…その後、彼らはパートナーを選びます」 (whoever picks up the blind
    discards two cards, then chooses a partner). A call before the bury is refused, saying why."""
    g = game(BF, BF_BLIND, BURY_FIRST)
    g.apply(A("pick", 1))
    assert g.phase == "bury" and all(a.act == "bury" for a in g.legal_actions())
    with pytest.raises(IllegalAction, match=r"buries first, then calls"):
        g.apply(A("call", 1, card="AH"))
    g.apply(A("bury", 1, cards="7C 7S"))
    assert g.phase == "call" and g.to_act == 1
    with pytest.raises(IllegalAction, match="you have buried"):
        g.apply(A("bury", 1, cards="8H 9C"))
    events = g.apply(A("call", 1, card="AH"))
    assert [e.kind for e in events] == ["call"] and g.phase == "play" and g.to_act == 1
    play_policy(g, {1, 4})
    assert g.results[0].side == (1, 4) and g.results[0].buried == tuple(parse_cards("7C 7S"))


def test_bury_first_a_suit_buried_away_cant_be_called() -> None:
    """004: 「パートナーは、彼らが持っている失敗カードの同じスートからエースを発表することによって選ばれます」 (the partner is
    chosen by announcing the ace of a suit of which the picker holds a fail card): after the bury, so
    the picker who buried their hearts may not call the A♥, where calling first they could (and
    then had to keep the 8♥, the hold card)."""
    g = game(BF, BF_BLIND, BURY_FIRST)
    run(g, [A("pick", 1), A("bury", 1, cards="8H 7S")])
    assert [a for a in g.legal_actions() if a.act == "call"] == [A("call", 1, card="AC")]  # left: Q♣ Q♠ J♣ A♦ 10♦ 7♣
    with pytest.raises(IllegalAction, match="you can't call the A♥"):
        g.apply(A("call", 1, card="AH"))
    old = game(BF, BF_BLIND, rules())
    run(old, [A("pick", 1), A("call", 1, card="AH")])
    with pytest.raises(IllegalAction, match="keep a heart"):
        old.apply(A("bury", 1, cards="8H 7S"))


def test_bury_first_the_unknown_from_what_is_left() -> None:
    """001's unknown (「エースを持っていないフェイル スーツがない場合」: no fail suit without its ace), on the hand
    left after 004's bury: a picker with the A♣ and the 7♣ who buries every other fail card may call
    only with an unknown; calling first, the same picker calls the A♥ (holding the 8♥)."""
    hands = ["TC KC 8C 9C QH QD", "QC QS JC AD AC 8H", "TD AS TS KS JS JH", "JD KD 9D 8D 7D 9S", "AH TH KH 9H 7H 8S"]
    g = game(hands, "7C 7S", BURY_FIRST)
    g.apply(A("pick", 1))
    g.apply(A("bury", 1, cards="8H 7S"))  # left: Q♣ Q♠ J♣ A♦ A♣ 7♣
    calls = [a for a in g.legal_actions() if a.act == "call"]
    assert calls and all(a.unknown is not None for a in calls)
    assert {a.card for a in calls} == {C("AS"), C("AH")}
    old = game(hands, "7C 7S", rules())
    old.apply(A("pick", 1))
    assert {a.card for a in old.legal_actions() if a.act == "call"} == {C("AS"), C("AH")}
    assert all(a.unknown is None for a in old.legal_actions() if a.act == "call")


def test_bury_first_a_buried_ace_is_never_called() -> None:
    """004 calls an ace of a suit the picker holds a card of; the picker who buried that ace would call
    nobody: refused, the reason named (a decision: 004 is silent)."""
    hands = ["TC KC 8C 9C QH QD", "QC QS JC AD AC 8H", "TD AS TS KS JS JH", "JD KD 9D 8D 7D 9S", "AH TH KH 9H 7H 8S"]
    g = game(hands, "7C 7S", BURY_FIRST)
    run(g, [A("pick", 1), A("bury", 1, cards="AC 8H")])  # left: Q♣ Q♠ J♣ A♦ 7♣ 7♠
    legal = g.legal_actions()
    assert A("call", 1, card="AC") not in legal and A("call", 1, card="AS") in legal
    with pytest.raises(IllegalAction, match="you buried the A♣"):
        g.apply(A("call", 1, card="AC"))


def test_bury_first_a_ten_needs_the_aces_kept() -> None:
    """001: 「ピッカーが 3 枚のフェイル エースをすべて持っている場合、エースの代わりに 10 をコールできます…ピッカーは、
    そのスートのエースを手札に保持する義務があります」 (holding all three fail aces the picker may call a ten, and must
    keep that suit's ace); after 004's bury, only a ten whose ace is still in hand."""
    hands = ["TC KC 8C 9C QH QD", "QC QS JC AD AC AH", "TD 7H TS KS JS JH", "JD KD 9D 8D 7D 9S", "7C TH KH 9H 8H 8S"]
    g = game(hands, "AS 7S", BURY_FIRST)
    run(g, [A("pick", 1), A("bury", 1, cards="AS 7S")])  # the A♠ buried: A♣ A♥ kept
    calls = {a.card for a in g.legal_actions() if a.act == "call"}
    assert calls == {C("TC"), C("TH")}


def test_bury_first_off_keeps_the_call_before_the_bury() -> None:
    """The old order (``bury_first`` off): the call right after picking, as the digest reads 001."""
    g = game(BF, BF_BLIND, rules())
    g.apply(A("pick", 1))
    assert g.phase == "call"
    with pytest.raises(IllegalAction, match="call a card for your partner"):
        g.apply(A("bury", 1, cards="7C 7S"))


def test_a_bury_first_record_replays_and_a_call_first_record_is_refused() -> None:
    """A ``sheepshead-bury-first`` record replays to the same result; the call-first record of the same
    deal is refused at its call, naming the key; with ``"bury_first": false`` it replays."""
    r = dataclasses.replace(presets.load_rules("sheepshead", "sheepshead-bury-first"), deals=5)
    g = game(BF, BF_BLIND, r)
    run(g, [A("pick", 1), A("bury", 1, cards="7C 7S"), A("call", 1, card="AH")])
    play_policy(g, {1, 4})
    rec = record_of(g, "sheepshead-bury-first")
    again = records.replay(records.load_text(json.dumps(rec)))
    assert [x.as_dict() for x in again.results] == [x.as_dict() for x in g.results]
    old = json.loads(json.dumps(rec))
    acts = old["deals"][0]["actions"]
    acts[1], acts[2] = acts[2], acts[1]  # call, then bury
    err = replay_error(old)
    assert (err.deal, err.action) == (0, 1) and "bury_first" in err.reason
    old["rules"]["bury_first"] = False
    assert [x.as_dict() for x in records.replay(records.load_text(json.dumps(old))).results] == [x.as_dict() for x in g.results]


def test_bury_first_goes_with_a_partner_that_shares_no_blind() -> None:
    """The die, the partner behind and the shared blind decide the blind's shares before any bury."""
    assert [k for k, _ in rules(players=7, blind=4, partner="dice", bury_first=True).problems()] == ["bury_first"]
    assert not rules(partner="jack_of_diamonds", jd_alone=True, bury_first=True).problems()


def test_the_bot_buries_for_the_call_it_will_make() -> None:
    """004's order: the bot buries (「カードを 2 枚捨て」) keeping a card of the suit it then calls
    (「彼らが持っている失敗カードの同じスート」), and calls it."""
    g = game(BF, BF_BLIND, BURY_FIRST)
    g.apply(A("pick", 1))
    bury = BOT.choose(g.view(1), g.legal_actions(), RNG)
    g.apply(bury)
    call = BOT.choose(g.view(1), g.legal_actions(), RNG)
    assert call.act == "call" and call.unknown is None
    assert g.hands[1] & g.deck.fail_mask[call.card // 13]  # type: ignore[operator]


def test_bury_first_in_the_jd_game_a_buried_jd_still_makes_the_picker_its_holder() -> None:
    """001: 「ピッカーがダイヤのジャックを持っている場合、ピッカーは単独でプレイしなければなりません」 (a picker holding the J♦
    plays alone), read with 004's bury first: the picker who took up the J♦ and buried it is still its
    holder, asked as one (alone, or call up); with ``jd_keep`` (「ダイヤのジャックはプレイ中に残しておかなければならず、
    埋めてはなりません」: it must be kept, not buried) the bury may not hold it, the picker being free to go alone."""
    hands = list(JD5)
    hands[1], hands[2] = "QC QS QH QD JC 8C", "JS AS TS KS 9S 8S"
    blind = "JD 7H"
    hands[0] = "AC TC KC 9C 7D 7C"
    r = rules(partner="jack_of_diamonds", call_up=True, bury_first=True)
    g = game(hands, blind, r)
    run(g, [A("pick", 1), A("bury", 1, cards="JD 8C")])
    assert g.legal_actions() == [A("alone", 1), A("call", 1, card="JH")]
    g.apply(A("alone", 1))
    play_policy(g, {1})
    assert g.results[0].side == (1,) and g.results[0].alone
    g = game(hands, blind, dataclasses.replace(r, jd_keep=True))
    g.apply(A("pick", 1))
    with pytest.raises(IllegalAction, match="the J♦ stays in your hand.*jd_keep"):
        g.apply(A("bury", 1, cards="JD 8C"))


def test_the_bury_first_preset_quotes_004() -> None:
    p = presets.builtin_presets()["sheepshead-bury-first"]
    assert "その後、彼らはパートナーを選びます" in p.description
    assert dataclasses.replace(presets.load_rules("sheepshead", "sheepshead"), bury_first=True) == presets.load_rules("sheepshead", "sheepshead-bury-first")


# -- jack_order ------------------------------------------------------------------------------


def test_spades_first_ranks_the_jack_of_spades_above_the_jack_of_clubs() -> None:
    """004's trumps: 「スペードのジャック / クラブのジャック / ハートのジャック / ダイヤのジャック」 (J♠, J♣, J♥, J♦), where
    001 has 「J♣ J♠ J♥ J♦」: a trick with both jacks goes to the J♠ here, to the J♣ there."""
    d = sh.deck_for(rules(jack_order="spades_first"))
    assert d.trumps[:8] == tuple(parse_cards("QC QS QH QD JS JC JH JD"))
    assert sh.deck_for(rules()).trumps[:8] == tuple(parse_cards("QC QS QH QD JC JS JH JD"))
    hands = ["JC 9C 8C 7C AH TH", "JS AD TD KD 9D 8D", "7D AC TC KC 9H 8H", "QC QS QH QD KH 9S", "JH JD AS TS KS 8S"]
    for order, winner in (("spades_first", 1), ("standard", 0)):
        g = sh.new_game(rules(jack_order=order), seed=1, setups=[deal(hands, "7H 7S")], dealer=4)  # seat 0 speaks and leads
        for s in range(5):
            g.apply(A("pass", s))
        assert g.leaster
        run(g, [A("play", 0, card="JC"), A("play", 1, card="JS")])
        assert g.winning_seat() == winner


def test_spades_first_calling_up_follows_the_table_order() -> None:
    """001's calling up: 「ハートのジャックに「コールアップ」…2 枚または 3 枚の下位ジャックが手札にある場合、スペードまたはクラブの
    ジャックにコール」 (call up to the J♥; holding the lower ones, to the J♠ or J♣): the next jack above
    those held. In 004's order the jack above the J♥ is the J♣."""
    hands = ["AC TC KC 9C 8C 7C", "QC QS QH QD JH JD", "JC AS TS KS 9S 8S", "JS AD TD KD 9D 8D", "7S AH TH KH 9H 8H"]
    for order, up in (("spades_first", "JC"), ("standard", "JS")):
        g = game(hands, "7D 7H", rules(partner="jack_of_diamonds", call_up=True, jack_order=order))
        g.apply(A("pick", 1))
        assert [a for a in g.legal_actions() if a.act == "call"] == [A("call", 1, card=up)]


def test_the_004_preset_is_004s_table_in_order_and_trumps() -> None:
    """``sheepshead-004`` is 004's own table: its bury-then-call order and its jack order, each quoted."""
    p = presets.builtin_presets()["sheepshead-004"]
    r = presets.load_rules("sheepshead", "sheepshead-004")
    assert r.bury_first and r.jack_order == "spades_first"
    assert "その後、彼らはパートナーを選びます" in p.description and "スペードのジャック" in p.description


def test_a_spades_first_record_replays() -> None:
    """A record of ``sheepshead-004`` (both of 004's readings) replays to the same result."""
    r = dataclasses.replace(presets.load_rules("sheepshead", "sheepshead-004"), deals=5)
    g = game(BF, BF_BLIND, r)
    run(g, [A("pick", 1), A("bury", 1, cards="7C 7S"), A("call", 1, card="AH")])
    play_policy(g, {1, 4})
    rec = record_of(g, "sheepshead-004")
    again = records.replay(records.load_text(json.dumps(rec)))
    assert [x.as_dict() for x in again.results] == [x.as_dict() for x in g.results]


# -- the help names every key ----------------------------------------------------------------


def test_every_rules_key_is_named_in_the_help() -> None:
    """Each Sheepshead preset key (a field of Rules) is named, in backticks, in rules/help/sheepshead.md."""
    text = (Path(__file__).resolve().parents[2] / "rules" / "help" / "sheepshead.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`([a-z_0-9]+)", text))
    missing = [f.name for f in dataclasses.fields(sh.Rules) if f.name not in named]
    assert not missing, f"keys the help doesn't name: {missing}"


# -- what the table says ---------------------------------------------------------------------


def test_the_prompt_offers_the_jd_holder_or_alone_and_the_holder_hears_they_defend() -> None:
    """001's 「単独でプレイすることを選択できるかどうか」 at the table: the picker without the J♦ chooses between its
    holder and going alone, in words; the J♦'s holder reads that they defend."""
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    g = sh.new_game(JD_ALONE, seats=["Belle", "Wyatt", "You", "Doc", "Kit"], seed=1, setups=[deal(JD5, JD5_BLIND)], dealer=0)
    g.apply(A("pick", 1))
    spec = ADAPTER.prompt(g.view(1), g.legal_actions(), False)
    assert spec.question.startswith("Your partner is the J♦'s holder") and "Or go alone" in spec.question
    assert [label for label, _ in spec.choices] == ["Partner: the J♦'s holder", "Go alone"]
    events = g.apply(A("alone", 1))
    assert ADAPTER.describe(events[0], g.view(2), False) == "Wyatt goes alone: you hold the J♦, you defend"
    assert ADAPTER.describe(events[0], g.view(3), False) == "Wyatt goes alone"


def test_the_bury_prompt_says_the_call_comes_after() -> None:
    """004: 「カードを 2 枚捨て…その後、彼らはパートナーを選びます」: the bury prompt says the call follows."""
    from sheriff_tui.ui.games.sheepshead import ADAPTER

    g = game(BF, BF_BLIND, BURY_FIRST)
    g.apply(A("pick", 1))
    spec = ADAPTER.prompt(g.view(1), g.legal_actions(), False)
    assert spec.question.startswith("Bury two cards, then call")
