"""The ``normal`` Sheepshead bot in the other forms (fox, Indiana, battery) and the variants' own decisions.

Scenario tests, as in test_bots_sheepshead.py: a deal given by its hands, the
other seats' actions scripted through the engine, one decision asked of the
bot. Each names the behaviour it checks.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from sheriff_tui import presets
from sheriff_tui.bots.sheepshead.battery import BatteryPlay
from sheriff_tui.bots.sheepshead.eval import deck_of
from sheriff_tui.bots.sheepshead.indiana import billy_chance, call_chance, solo_chance, trump_cards
from sheriff_tui.bots.sheepshead.normal import SheepsheadNormal
from sheriff_tui.bots.sheepshead.stakes import defence_chance, sweep_chance
from sheriff_tui.cards import bits, card_str, parse_card, parse_cards
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Action, DealSetup
from sheriff_tui.engine.sheepshead.cards import HEARTS, POINTS
from sheriff_tui.engine.sheepshead.fox import COUNTERS

BOT = SheepsheadNormal()


def C(text: str) -> int:
    return parse_card(text)


def rules(preset: str, **kw: object) -> sh.Rules:
    r = presets.load_rules("sheepshead", preset)
    return dataclasses.replace(r, **kw) if kw else r


def game(preset_rules: sh.Rules, hands: list[str], dealer: int = 0, **piles: str) -> object:
    setup = DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands), piles=tuple((k, tuple(parse_cards(v))) for k, v in piles.items()))
    return sh.new_game(preset_rules, seed=1, setups=[setup], dealer=dealer)


def decide(g) -> Action:  # type: ignore[no-untyped-def]
    return BOT.choose(g.view(g.to_act), g.legal_actions(), random.Random(0))


def card(g) -> str:  # type: ignore[no-untyped-def]
    a = decide(g)
    assert a.act == "play"
    return card_str(a.card)  # type: ignore[arg-type]


def plays(g, text: str) -> None:  # type: ignore[no-untyped-def]
    for c in parse_cards(text):
        g.apply(Action("play", g.to_act, card=c))


def act(g, what: str, **kw: object) -> None:  # type: ignore[no-untyped-def]
    g.apply(Action(what, g.to_act, **kw))  # type: ignore[arg-type]


def self_play(g, seed: int = 0):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    while g.to_act is not None:
        g.apply(BOT.choose(g.view(g.to_act), g.legal_actions(), rng))
    return g


# -- the fox game: partners 0+2 against 1+3, the fox A♦ ---------------------------

FOX = rules("sheepshead-fox")


def fox_game(hands: list[str]) -> object:
    return game(FOX, hands, dealer=3)  # seat 0 leads


def test_fox_a_catcher_takes_the_fox_for_sure() -> None:
    g = fox_game(["9D AC TC AH KS 9S", "AD QD KC 9C TH 9H", "QC JC JH TS QH KH", "QS JS JD TD KD AS"])
    plays(g, "9D AD")  # the other side drops the fox under a low trump
    assert card(g) == "QC"  # the one catcher the last player can't beat


def test_fox_is_protected_when_a_catcher_may_follow() -> None:
    g = fox_game(["9D AC TC AH KS 9S", "QD KD KC 9C TH 9H", "AD JH TS QH KH AS", "QC QS JC JS JD TD"])
    plays(g, "9D QD")
    assert card(g) == "JH"  # not the fox: the last player may hold a catcher


def test_fox_is_not_led_into_the_catchers() -> None:
    g = fox_game(["AD AC TC AH KS 9S", "QD KD KC 9C TH 9H", "JH TS QH KH AS 9D", "QC QS JC JS JD TD"])
    assert card(g) != "AD"


def test_fox_goes_onto_the_partners_sure_trick() -> None:
    g = fox_game(["QC AC TC AH KS 9S", "9D KD KC 9C TH 9H", "AD JH TS QH KH AS", "QS JC JS JD TD QD"])
    plays(g, "QC 9D")  # the partner's Q♣ can't be beaten
    assert card(g) == "AD"


def test_fox_schmears_a_counter_on_the_partners_trick_and_none_on_theirs() -> None:
    g = fox_game(["9H JH 9S AS 9C QD", "AH QC QS JC KD TD", "QH TH KH JS JD 9D", "AC TC KC TS KS AD"])
    plays(g, "9H AH QH")  # the partner's ace of hearts; the last to play is out of hearts
    c = C(card(g))
    assert COUNTERS >> c & 1
    g = fox_game(["QC AH 9S AS 9C QD", "9D TH QS JC KD TD", "JH QH KH JS JD AD", "AC TC KC TS KS 9H"])
    plays(g, "QC 9D JH")  # the other side's Q♣, and no trump in the last hand
    assert card(g) == "9H"


def test_fox_keeps_the_master_trump_for_the_last_trick() -> None:
    hands = ["AC AS AH 9D JS JH", "9C 9S QH KD QS AD", "TC TS TH QD JC JD", "KC KS KH TD QC 9H"]
    g = fox_game(hands)
    plays(g, "AC 9C TC KC, AS 9S TS KS, AH QH TH KH, 9D KD QD TD".replace(",", ""))
    assert g.to_act == 3 and g.hands[3] == sum(1 << c for c in parse_cards("QC 9H"))
    assert card(g) == "9H"  # the Q♣ waits for the last trick, its counter and the last cards


def test_fox_whole_hands_are_legal_and_score() -> None:
    g = self_play(sh.new_game(dataclasses.replace(FOX, deals=4), seed=3))
    assert g.is_over and g.results


# -- the southern-Indiana game ----------------------------------------------------------

IND = rules("sheepshead-indiana")


def bid_of(hand: str) -> Action:
    """The bid seat 0, first to speak, makes holding ``hand`` (the others hold the rest)."""
    rest = [c for c in sh.PACK_CARDS if c not in parse_cards(hand)]
    hands = [hand] + [" ".join(card_str(c) for c in rest[8 * i : 8 * i + 8]) for i in range(3)]
    g = game(IND, hands, dealer=3)  # seat 0 bids first
    return decide(g)


def test_indiana_a_best_with_a_very_strong_hearts_hand() -> None:
    assert solo_chance(sum(1 << c for c in parse_cards("JC JS JH JD QC QS AH TH")), trump_cards(HEARTS)) > 0.9
    assert bid_of("JC JS JH JD QC QS AH TH").act == "best"


def test_indiana_a_side_solo_in_a_long_strong_suit() -> None:
    a = bid_of("JC JS QC QS AC TC KC 9C")
    assert (a.act, a.suit) == ("side_solo", "C")
    a = bid_of("JH JD QH QD AS TS 9S 8S")
    assert (a.act, a.suit) == ("side_solo", "S")


def test_indiana_a_billy_with_low_cards_and_no_high_trump() -> None:
    hand = "7C 8C 7S 8S 7D 8D 9D 7H"
    assert billy_chance(sum(1 << c for c in parse_cards(hand)), trump_cards(HEARTS)) > 0.5
    assert bid_of(hand).act == "billy"
    assert bid_of("JC 8C 7S 8S 7D 8D 9D 7H").act != "billy"  # the top trump takes a trick


def test_indiana_a_call_with_trumps_and_a_callable_ace() -> None:
    hand = "JD QC QH AH KH 9H 8C KS"
    m = sum(1 << c for c in parse_cards(hand))
    assert solo_chance(m, trump_cards(HEARTS)) < 0.4 and call_chance(m, trump_cards(HEARTS), C("AC")) > 0.55
    a = bid_of(hand)
    assert a.act == "call" and a.card in (C("AC"), C("AS"))


def test_indiana_passes_a_weak_hand() -> None:
    assert bid_of("JD QD 9C 8C KS TS 9D AC").act == "pass"


def test_indiana_side_solo_leads_the_new_trump() -> None:
    hands = ["JC JS QC QS AC TC KC 9C", "JH JD QH QD AH TH KH 9H", "AS TS KS 9S 8S 7S 8H 7H", "AD TD KD 9D 8D 7D 8C 7C"]
    g = game(IND, hands, dealer=3)
    act(g, "side_solo", suit="C")
    assert g.view(0).deck.is_trump(C("AC")) and not g.view(0).deck.is_trump(C("AH"))
    c = C(card(g))
    assert g.view(0).deck.is_trump(c)  # the declarer draws the defenders' trumps


def billy_game() -> object:
    hands = ["7C 8C 7S 8S 7D 8D 9D KC", "AC TC 9C JC JS AS TS 7H", "QC QS KS 9S JH JD QH 8H", "QD AH TH KH 9H AD TD KD"]
    g = game(IND, hands, dealer=3)
    act(g, "billy")
    return g


def test_indiana_billy_declarer_leads_a_card_the_others_will_beat() -> None:
    g = billy_game()
    assert card(g) in ("7C", "7S", "7D")  # a seven: every other card of its suit beats it


def test_indiana_billy_declarer_sheds_a_high_card_under_the_winner() -> None:
    hands = ["7C 8C 7S 8S 7D 8D 9D KC", "AC TC 9C JC JS AS TS 7H", "QC QS KS 9S JH JD QH 8H", "QD AH TH KH 9H AD TD KD"]
    g = game(IND, hands, dealer=0)  # seat 1 leads, the declarer (seat 0) plays last
    for s in (1, 2, 3):
        act(g, "pass")
    act(g, "billy")
    assert g.picker == 0 and g.to_act == 1
    plays(g, "AC 9S 9H")  # the A♣ leads; seat 3 trumps with the 9♥
    assert card(g) == "KC"  # under the trump: the king it could never duck later


def test_indiana_billy_defenders_leave_the_declarers_card_on_top() -> None:
    hands = ["9C 8C 7S 8S 7D 8D 9D KC", "AC TC 7C JC JS AS TS 7H", "QC QS KS 9S JH JD QH 8H", "QD AH TH KH 9H AD TD KD"]
    g = game(IND, hands, dealer=3)
    act(g, "billy")
    plays(g, "9C")
    assert card(g) == "7C"  # not the ace or ten: the 9♣ should take the trick


def test_indiana_whole_matches_are_legal_and_finish() -> None:
    g = self_play(sh.new_game(dataclasses.replace(IND, deals=8, target=24), seed=5))
    assert g.is_over


# -- the battery games ---------------------------------------------------------------

BAT1 = rules("sheepshead-battery")
BAT2 = rules("sheepshead-battery-2")


def test_battery_takes_an_ace_with_the_cheapest_trump() -> None:
    g = game(BAT2, ["", ""], dealer=1,
             down0="7C 8C 9C KC 7S 8S 9S KS", up0="AC TC QH JH 7H 8H 9H KH",
             down1="AS TS AH TH AD TD KD 9D", up1="7D QC QS JC JS 8D JD QD")
    plays(g, "AC")  # the non-dealer leads the ace of clubs
    assert card(g) == "7D"  # the lowest trump does it: the queens stay


def test_battery_uncovers_a_face_down_card_when_the_trick_is_lost_anyway() -> None:
    g = game(BAT2, ["", ""], dealer=1,
             down0="AD TD KD 9D 8D 7D AC TC", up0="QC QS QH QD JC JS JH JD",
             down1="7H AH TS TH KH 8H AS 7C", up1="7S 9H 8S 9S KS 8C 9C KC")
    plays(g, "QC 7S")  # nothing beats the Q♣; the 7♠ uncovers the 7♥, with nothing under it
    assert g.view(1).stacks[1][0] == (C("7H"), False)
    plays(g, "QS")
    c = C(card(g))
    assert POINTS[c] == 0  # no points onto a lost trick …
    assert dict(g.view(1).stacks[1])[c]  # … and from a stack with a card under it: one more to choose from


def test_battery_follows_a_trump_lead_with_its_lowest_trump() -> None:
    g = game(BAT2, ["", ""], dealer=1,
             down0="7C 8C 9C KC 7S 8S 9S KS", up0="QC TC QH JH 7H 8H 9H KH",
             down1="AS TS AH TH AD TD KD 9D", up1="7D AC QS JC JS 8D JD QD")
    plays(g, "QC")
    assert card(g) == "7D"  # the trick is lost: the lowest trump, no points


def test_battery_layout_one_reads_the_hand_voids() -> None:
    g = game(BAT1, ["AC TC KC 9C AS TS KS 9S", "8C 7C 8S 7S AH TH KH 9H"], dealer=1,
             down0="QC QS QH QD", up0="8H 7H JC JS", down1="JH JD AD TD", up1="KD 9D 8D 7D")
    plays(g, "AC 7C 8H 7D")  # the dealer's battery trumps: battery, battery, hand, hand next
    assert g.view(0).order == ((1, "battery"), (0, "battery"), (1, "hand"), (0, "hand"))
    plays(g, "9D JC AH")  # a trump led from the dealer's battery; the dealer's hand has none
    assert BatteryPlay._opp_voids(g.view(0), 1) == 1 << 4  # the dealer's hand is out of trumps
    plays(g, "9C")  # and so is seat 0's
    assert BatteryPlay._opp_voids(g.view(1), 0) == 1 << 4


@pytest.mark.parametrize("preset", ["sheepshead-battery", "sheepshead-battery-2"])
def test_battery_whole_deals_are_legal(preset: str) -> None:
    g = self_play(sh.new_game(dataclasses.replace(rules(preset), deals=4), seed=9))
    assert g.is_over and sum(g.scores) == 0


def test_battery_beats_a_plain_player() -> None:
    """Duplicate deals against the random bot: the normal bot takes more points."""
    from sheriff_tui.bots import RandomBot

    diffs = []
    for rules_ in (BAT1, BAT2):
        for k in range(10):
            for seat in (0, 1):
                g = sh.new_game(dataclasses.replace(rules_, deals=1), seed=k, dealer=k % 2)
                bots = [BOT if s == seat else RandomBot() for s in (0, 1)]
                rng = random.Random(k)
                while g.to_act is not None:
                    g.apply(bots[g.to_act].choose(g.view(g.to_act), g.legal_actions(), rng))
                diffs.append(g.results[0].points[seat] - 60)
    assert sum(diffs) / len(diffs) > 15


# -- the standard game's stakes: cracks, re-cracks, third knocks, blitzes ------------------

KNOCKS = sh.Rules(deals=5, cracking=True, third_knock=True, blitz="queens")
WEAK_PICKER = "QH JD 9D AC TC 9C"


def knock_game(hands: list[str], blind: str = "8H 7H", r: sh.Rules = KNOCKS) -> object:
    g = game(r, hands, dealer=0, blind=blind)
    act(g, "pick")  # seat 1, left of the dealer
    act(g, "call", card=C("AH"))
    g.apply(decide(g))  # the bot buries
    assert g.phase == "knock"
    return g


def test_crack_by_a_strong_defender_behind_the_picker() -> None:
    g = knock_game(["7C 8C 9H KS 8D 7D", WEAK_PICKER, "QC QS JC AD TD 9S", "AH TH KH AS TS 8S", "QD JS JH KD KC 7S"])
    assert g.to_act == 2 and defence_chance(g.view(2).hand, deck_of(g.view(2)), False) > 0.5
    assert decide(g).act == "crack"


def test_no_crack_with_an_ordinary_defence_nor_as_the_partner() -> None:
    # seat 3 holds the called A♥ and a strong hand; it never had the chance to pick, so it may knock
    g = knock_game(["7C 8C 9H KS 8D 7D", WEAK_PICKER.replace("QH", "QD"), "QH JS JH KD KC 7S", "AH QC QS JC AD TD", "TH KH AS TS 8S 9S"])
    assert g.to_act == 2 and decide(g).act == "pass"  # two small trumps and a queen
    act(g, "pass")
    assert g.to_act == 3 and [a.act for a in g.legal_actions()] == ["crack", "pass"]
    assert decide(g).act == "pass"  # the partner doesn't double its own side's risk, nor show itself


def test_recrack_by_a_picker_with_a_very_strong_hand_only() -> None:
    hands = ["7C 8C 9H KS 8D 7D", "QC QS QH JC AD TD", "JD 9D 9C TC AC 9S", "AH TH KH AS TS 8S", "QD JS JH KD KC 7S"]
    g = knock_game(hands, blind="8H 7H")
    act(g, "crack")
    assert g.to_act == 1 and decide(g).act == "recrack"
    g = knock_game(["7C 8C 9H KS 8D 7D", WEAK_PICKER, "QC QS JC AD TD 9S", "AH TH KH AS TS 8S", "QD JS JH KD KC 7S"])
    act(g, "crack")
    assert g.to_act == 1 and decide(g).act == "pass"


THIRD = ["7C 8C 9H KS 8D 7D", "QD JD 9D AC TC 9C", "JH KD KC 7S TD 9S", "QC QS QH JC JS AD", "AH TH KH AS TS 8S"]


def test_third_knock_with_a_great_defence_after_a_re_crack() -> None:
    g = knock_game(THIRD)
    act(g, "crack")  # seat 2
    act(g, "recrack")  # the picker
    assert g.stage == "third" and g.to_act == 3
    assert decide(g).act == "crack"  # three queens, two jacks and the fox: a third knock


def test_no_third_knock_with_an_ordinary_hand() -> None:
    g = knock_game(THIRD)
    act(g, "crack")
    act(g, "recrack")
    act(g, "pass")  # seat 3 lets it go
    assert g.to_act == 4 and g.legal_actions() == [Action("pass", 4)]  # the partner may not
    act(g, "pass")
    assert g.to_act == 0 and decide(g).act == "pass"  # two low trumps against a re-cracking picker


def test_blitz_on_the_likely_winning_side() -> None:
    hands = ["7C 8C 9H KS 8D 7D", "QC QS JC AD TD 9D", "QH QD JS 9S KD KC", "AH TH KH AS TS 8S", "JD AC TC JH 9C 7S"]
    g = knock_game(hands, blind="8H 7H")
    while g.stage != "blitz":
        act(g, "pass")
    shown = {}
    while g.phase == "knock":
        seat, a = g.to_act, decide(g)
        shown[seat] = a.act
        g.apply(a)
    assert shown[1] == "blitz"  # the picker with both black queens and four more trumps
    assert shown[2] == "pass"  # a defender's red queens with little else: the picker's side is likelier


# -- the "sheepshead" call ----------------------------------------------------------------

CALL = rules("sheepshead-call")


def sweep_game(picker: str, blind: str, dealer: int = 0, r: sh.Rules = CALL) -> object:
    """Seat 1 holds ``picker`` and picks the blind; the others hold the rest, in pack order."""
    mine = parse_cards(picker + " " + blind)
    rest = [card_str(c) for c in sh.PACK_CARDS if c not in mine]
    hands = [" ".join(rest[6 * i : 6 * i + 6]) for i in range(4)]
    hands.insert(1, picker)
    g = game(r, hands, dealer=dealer, blind=blind)
    while g.to_act != 1:
        act(g, "pass")
    act(g, "pick")
    assert g.phase == "call" and "sheepshead" in {a.act for a in g.legal_actions()}
    return g


def test_sheepshead_call_with_a_hand_that_takes_every_trick() -> None:
    g = sweep_game("QC QS QH QD JC JD", "JS 7H")  # leading, the six top trumps draw every trump
    assert decide(g).act == "sheepshead"
    g.apply(decide(g))
    self_play(g)
    r = g.results[0]
    assert r.sheepshead and r.won and r.side_tricks == 6


def test_no_sheepshead_call_when_a_trick_may_be_lost() -> None:
    g = sweep_game("QC QS QH JC JS JD", "7C 7H")  # the Q♦ out: it may well outlast three leads
    assert decide(g).act != "sheepshead"
    ace = dataclasses.replace(CALL, partner="called_ace")  # any picker may claim every trick
    g = sweep_game("QC QS QH QD JC AH", "AS AC", r=ace)  # leading: five masters and the aces; only a freak split beats it
    k = deck_of(g.view(1))
    kept = sum(1 << c for c in parse_cards("QC QS QH QD JC AH"))
    assert sweep_chance(kept, k, k.pack & ~g.view(1).hand, True, 6, 4) >= 0.97
    assert decide(g).act == "sheepshead"
    g = sweep_game("QC QS QH QD JC AH", "AS AC", dealer=4, r=ace)  # not leading: an ace may be led into a void
    assert decide(g).act != "sheepshead"


# -- the J♦ game: no call, alone, calling up --------------------------------------------

JD_UP = rules("sheepshead-jd-callup")


def test_jd_picker_calls_up_with_an_ordinary_hand_and_goes_alone_with_a_great_one() -> None:
    g = game(JD_UP, ["7D 8D 9D KD AS TS", "JD QH AD TD AC 7C", "QC JH KS 9S 8S 7S", "QS TC KC 9C 8C JC", "AH TH KH 9H 8H QD"], blind="JS 7H")
    act(g, "pick")
    a = decide(g)
    assert a.act == "call" and a.card == C("JH")
    g = game(JD_UP, ["7D 8D 9D KD AS TS", "JD QC QS QH JC 7C", "AD JH KS 9S 8S 7S", "QD TC KC 9C 8C AC", "AH TH KH 9H 8H TD"], blind="JS 7H")
    act(g, "pick")
    assert decide(g).act == "alone"


# -- the die: roll or take it all ------------------------------------------------------------

DICE = rules("sheepshead-7-dice-or-all")


def dice_game(picker: str, blind: str) -> object:
    pack = [card_str(c) for c in sh.PACK_CARDS]
    mine = parse_cards(picker + " " + blind)
    rest = [c for c in pack if C(c) not in mine]
    hands = [" ".join(rest[4 * i : 4 * i + 4]) for i in range(6)]
    hands.insert(1, picker)
    g = game(DICE, hands, dealer=0, blind=blind)
    act(g, "pick")
    assert g.phase == "call" and {a.act for a in g.legal_actions()} == {"roll", "alone"}
    return g


def test_dice_rolls_for_a_partner_with_an_ordinary_hand() -> None:
    assert decide(dice_game("QH JD 9C 8C", "AD 7D TS 9S")).act == "roll"


def test_dice_takes_the_whole_blind_alone_with_a_great_hand() -> None:
    assert decide(dice_game("QC QS JC AC", "QH JS AD 7S")).act == "alone"


# -- calling one's own ace ---------------------------------------------------------------------

OWN = sh.Rules(deals=5, call_own_ace=True)


def test_own_ace_called_to_go_alone_unannounced() -> None:
    g = game(OWN, ["7D 8D 9D KD AS TS", "QC QS QH JC JS AH", "AD TD KS 9S 8S 7S", "AC TC KC 9C 8C 7C", "JD TH KH 9H 8H JH"], blind="QD 7H")
    act(g, "pick")
    a = decide(g)
    assert a.act == "call" and a.card == C("AH")  # its own ace: alone, and nobody is told
    g.apply(a)
    assert g.alone and g.view(0).alone is False
    bury = decide(g)
    assert C("AH") not in bury.cards


def test_own_ace_never_called_with_a_hand_that_needs_a_partner() -> None:
    g = game(OWN, ["7D 8D 9D KD AS TS", "QH JD AD TD AH 7C", "QC QS 9S 8S 7S KS", "AC TC KC 9C 8C JC", "JS TH KH 9H 8H JH"], blind="QD 7H")
    act(g, "pick")
    a = decide(g)
    assert a.act == "call" and not g.hands[1] >> a.card & 1  # a partner's ace


# -- the card-partner games: the pass to the left, the partner call, the first two queens --------

SPITZ = rules("sheepshead-6-spitz")


def test_pass_left_weak_holder_gives_its_lowest_partner_card() -> None:
    hands = ["7D 8C 9C AS TS", "QC QS 8S 9H TC", "AC KS 9S AH TH", "JD KH 8H 7H KC", "QH QD JC JS JH", "AD TD KD 9D 8D"]
    g = game(SPITZ, hands)
    assert g.phase == "exchange" and g.to_act == 1
    a = decide(g)
    assert a.act == "give" and a.card == C("QS")  # the lower of its two
    g.apply(a)
    back = decide(g)  # seat 2 gives a card back
    assert back.act == "give" and POINTS[back.card] == 0 and not deck_of(g.view(2)).is_trump(back.card)  # type: ignore[index]


def test_pass_left_strong_holder_keeps_its_partner_cards() -> None:
    hands = ["7D 8C 9C AS TS", "QC QS QH QD AD", "AC KS 9S AH TH", "JD KH 8H 7H KC", "8S 9H JC JS JH", "TC TD KD 9D 8D"]
    g = game(SPITZ, hands)
    assert g.to_act == 1 and decide(g).act == "pass"


EIGHT = rules("sheepshead-8-three")


def test_partner_call_makes_three() -> None:
    hands = ["QC JD TC KC", "9C 8C 7C AS", "AC TS KS 9S", "8S 7S AH TH", "7D KH 9H 8H", "7H QS QH QD", "JC JS JH AD", "TD KD 9D 8D"]
    g = game(EIGHT, hands)
    while g.to_act != 0:
        g.apply(decide(g))  # nobody else holds two: pass
    assert decide(g) == Action("call", 0, card=C("JH"))


def test_partner_call_again_while_the_side_is_two() -> None:
    hands = ["QC JD 7D KC", "9C 8C 7C AS", "AC TS KS 9S", "8S 7S AH TH", "8D KH 9H TC", "7H QS QH QD", "JC JS JH AD", "TD KD 9D 8H"]
    g = game(EIGHT, hands)
    while g.to_act != 0:
        g.apply(decide(g))
    assert decide(g) == Action("call", 0, card=C("JH"))  # the J♥ first: a trump on the side
    g.apply(decide(g))
    assert g.phase == "call" and set(g.partners) == {0, 6}  # still two (it holds all three): again
    assert decide(g) == Action("call", 0, card=C("8D"))
    g.apply(decide(g))
    assert g.phase == "play" and set(g.partners) == {0, 4, 6}
    g = game(EIGHT, hands)
    while g.to_act != 0:
        g.apply(decide(g))
    g.apply(Action("call", 0, card=C("8D")))  # its holder (seat 4) makes the side only two
    assert g.phase == "call" and g.to_act == 0
    assert decide(g) == Action("call", 0, card=C("JH"))


def test_first_two_queens_the_queen_is_held_back() -> None:
    fq = rules("sheepshead-4-first-queens")
    hands = ["9D QC 8C 7S AH TH KH 9H", "JC JS AD TD KD 8D 7D AC", "QS QH JH JD 9C TC KC 8H", "QD AS TS KS 9S 8S 7C 7H"]
    g = game(fq, hands, dealer=0)
    plays(g, "7D")  # seat 1 leads a trump; seat 2 holds two queens and two jacks
    assert card(g) in ("JH", "JD")  # a jack, not a queen: it stays off the side (its loss doubled on the bump)


# -- every form plays whole deals through the registry's bot --------------------------------------


@pytest.mark.parametrize("preset", ["sheepshead-fox", "sheepshead-indiana", "sheepshead-battery", "sheepshead-battery-2", "sheepshead-blitz", "sheepshead-call", "sheepshead-6-spitz", "sheepshead-8-three", "sheepshead-7-dice-or-all", "sheepshead-8-first-queens", "sheepshead-7-behind", "sheepshead-7-three-one"])
def test_decisions_are_deterministic_in_every_form(preset: str) -> None:
    r = rules(preset)
    g = sh.new_game(dataclasses.replace(r, deals=r.players, target=0 if r.form in ("fox", "indiana") else r.target), seed=11)
    steps = 0
    while g.to_act is not None and steps < 400:
        v, legal = g.view(g.to_act), g.legal_actions()
        a = BOT.choose(v, legal, random.Random(1))
        assert SheepsheadNormal().choose(v, legal, random.Random(99)) == a
        assert a in legal
        g.apply(a)
        steps += 1


# -- the bot sees its view and nothing else -------------------------------------------------------


def _same_suit_swap(hands: list[int], seats: list[int], suit_of, rng: random.Random) -> bool:  # type: ignore[no-untyped-def]
    """Swap one unplayed card between two of ``seats`` for another of the same effective suit."""
    for _ in range(50):
        a, b = rng.sample(seats, 2)
        pairs = [(x, y) for x in bits(hands[a]) for y in bits(hands[b]) if suit_of(x) == suit_of(y)]
        if pairs:
            x, y = rng.choice(pairs)
            hands[a] ^= (1 << x) | (1 << y)
            hands[b] ^= (1 << x) | (1 << y)
            return True
    return False


def test_fox_decisions_do_not_depend_on_hidden_cards() -> None:
    from sheriff_tui.engine.sheepshead.fox import TR

    rng = random.Random(3)
    moved = checked = 0
    for k in range(15):
        g = sh.new_game(dataclasses.replace(FOX, deals=1), seed=40 + k)
        while g.to_act is not None:
            me = g.to_act
            if len(g.legal_actions()) > 1:
                hands = list(g.hands)
                others = [s for s in range(4) if s != me]
                if _same_suit_swap(hands, others, lambda c: TR.suit_index[c], rng):
                    played = [0] * 4
                    for t in g.history:
                        for i, c in enumerate(t.cards):
                            played[(t.leader + i) % 4] |= 1 << c
                    for i, c in enumerate(g.trick):
                        played[(g.leader + i) % 4] |= 1 << c
                    setup = DealSetup(hands=tuple(tuple(bits(hands[s] | played[s])) for s in range(4)))
                    twin = sh.new_game(dataclasses.replace(FOX, deals=1), setups=[setup], dealer=g.dealer)
                    for a in g.actions:
                        twin.apply(a)
                    assert twin.view(me) == g.view(me)
                    assert decide(twin) == decide(g)
                    moved += 1
                checked += 1
            g.apply(decide(g))
    assert checked > 100 and moved > checked // 2


def test_battery_decisions_do_not_depend_on_hidden_cards() -> None:
    """The other player's hand and every face-down card may lie otherwise: same view, same card."""
    rng = random.Random(5)
    checked = 0
    k_ = deck_of(sh.new_game(BAT2, seed=0).view(0))
    for k in range(10):
        g = sh.new_game(dataclasses.replace(BAT1, deals=1), seed=60 + k)
        while g.to_act is not None:
            me = g.to_act
            if len(g.legal_actions()) > 1:
                opp = 1 - me
                downs = [(s, i) for s in (0, 1) for i, st in enumerate(g.stacks[s]) if st[1] is not None]
                hand = bits(g.hands[opp])
                if downs and hand:
                    s, i = rng.choice(downs)
                    x = rng.choice(hand)
                    y = g.stacks[s][i][1]
                    if k_.suit[x] == k_.suit[y]:
                        twin = g.clone()
                        twin.hands[opp] ^= (1 << x) | (1 << y)
                        twin.stacks[s][i][1] = x
                        assert twin.view(me) == g.view(me)
                        assert decide(twin) == decide(g)
                        checked += 1
            g.apply(decide(g))
    assert checked > 10


def test_a_hand_of_nothing_asks_for_a_redeal() -> None:
    r = sh.Rules(deals=5, redeal_nothing=True)
    hands = ["9C 8C 7C 9S 8S 7S", "QC QS QH QD JC JS", "JH JD AD TD KD 9D", "AC TC KC AS TS KS", "AH TH KH 9H 8H 7H"]
    g = game(r, hands, dealer=4, blind="8D 7D")  # seat 0 speaks first, holding nothing
    assert [a.act for a in g.legal_actions()] == ["pick", "pass", "redeal"]
    assert decide(g).act == "redeal"


# -- the partner behind: how much of the blind to take, the dealer's nuke --------------------------

BEHIND = rules("sheepshead-7-behind")


def behind_game(picker: str, blind: str, dealer: int = 0) -> object:
    """Seat 1 holds ``picker`` and picks (the others pass until then); the others hold the rest."""
    mine = parse_cards(picker + " " + blind)
    rest = [card_str(c) for c in sh.PACK_CARDS if c not in mine]
    hands = [" ".join(rest[4 * i : 4 * i + 4]) for i in range(6)]
    hands.insert(1, picker)
    g = game(BEHIND, hands, dealer=dealer, blind=blind)
    while g.to_act != 1:
        act(g, "pass")
    act(g, "pick")
    assert g.phase == "call"
    return g


@pytest.mark.parametrize("blind", ["QH JD 7C 8C", "7C 8C QH JD"])
def test_behind_the_picker_takes_two_of_the_unseen_blind(blind: str) -> None:
    g = behind_game("QC JS AD 9S", blind)
    assert g.view(1).blind is None  # chosen before the blind is seen
    a = decide(g)
    assert (a.act, a.value) == ("take", 2)  # the best on average, the rest of two to the partner


def test_behind_the_dealer_nukes_a_weak_hand_for_a_strong_blind() -> None:
    g = behind_game("7C 8C 7S 8H", "QC QS JC AD", dealer=1)
    assert "nuke" in {a.act for a in g.legal_actions()}
    assert decide(g).act == "nuke"
    g = behind_game("QH JD 8C 7S", "QC 7H 9C 8S", dealer=1)
    assert decide(g).act == "take"
