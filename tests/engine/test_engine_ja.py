"""The engines' refusals and headlines in Japanese: the figures and card labels kept, English unchanged."""

from __future__ import annotations

import random

import pytest

from sheriff_tui import i18n
from sheriff_tui.cards import parse_card, parse_cards
from sheriff_tui.engine import IllegalAction, sheepshead, sheriff, toruf
from sheriff_tui.engine import nottingham as N
from sheriff_tui.engine.core import Action, DealSetup
from sheriff_tui.engine.poker_hands import hand_name, hand_words
from tests.nottingham_helpers import game as nottingham_game, skip_market
from tests.toruf_helpers import A, contract, game as toruf_game, plays


def refusal(g, action: Action) -> str:
    with pytest.raises(IllegalAction) as exc:
        g.apply(action)
    return exc.value.reason


def both(make, action_of) -> tuple[str, str]:
    """The refusal of one action in English and in Japanese, each on a fresh game."""
    english = refusal(g := make(), action_of(g))
    i18n.use("ja")
    japanese = refusal(g := make(), action_of(g))
    i18n.use("en")
    return english, japanese


# -- Sheriff ----------------------------------------------------------------------------

SHERIFF_DEAL = DealSetup(
    hands=tuple(tuple(parse_cards(h)) for h in (
        "AH KH QH JH 10H 9H 8H 7H 6H AD KD QD JD 10D 9D 8D 7D",
        "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S 2C 3C 4C 5C",
        "AC KC QC JC 10C 9C 8C 7C 6C 5H 4H 3H 2H 6D 5D 4D 3D",
    )),
    piles=(("turned", (parse_card("2D"),)),),
)


def sheriff_in_play() -> sheriff.Sheriff:
    g = sheriff.new_game(sheriff.Rules(deals=3), 3, setups=[SHERIFF_DEAL])
    for a in (Action("bid", 1, value=6), Action("pass", 2), Action("pass", 0)):
        g.apply(a)
    g.apply(Action("play", 1, card=parse_card("2C")))
    return g


def test_sheriff_must_follow_and_bids_in_japanese():
    en, ja = both(sheriff_in_play, lambda g: Action("play", 2, card=parse_card("5H")))
    assert en == "you hold a club: you must follow suit"
    assert ja == "♣ を持っています: フォローしてください"
    en, ja = both(lambda: sheriff.new_game(sheriff.Rules(deals=3), 3, setups=[SHERIFF_DEAL]), lambda g: Action("bid", g.to_act, value=99))
    assert en == "bids run from 6 to 17 tricks"
    assert ja == "宣言は6〜17トリックです"
    en, ja = both(sheriff_in_play, lambda g: Action("play", 0, card=parse_card("AH")))
    assert en == "it is Seat 3's turn, not Seat 1's"
    assert ja == "今は Seat 3 の番です (Seat 1 の番ではありません)"
    en, ja = both(sheriff_in_play, lambda g: Action("bid", 2, value=7))
    assert en == "you can't bid now: it is time to play a card"
    assert ja == "今は bid できません: カードを出す番です"


def test_sheriff_headline_in_japanese():
    rng = random.Random(3)
    g = sheriff.new_game(sheriff.Rules(deals=1), 3, seed=3)
    while g.to_act is not None:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    result = g.results[0]
    names = ["Ann", "Bob", "Cy"]
    english = result.headline(names)
    i18n.use("ja")
    japanese = result.headline(names)
    assert "took" in english and "took" not in japanese
    assert names[result.sheriffs[0]] in japanese and str(result.contract) in japanese and "トリック" in japanese
    assert japanese.endswith(("成功", "失敗"))


# -- Toruf -----------------------------------------------------------------------------

OVERTRUMP = [
    "2C 3C 4C 5C 6C 7C AS KS QS JS 10S 9S 8S",
    "4H QH AD KD QD JD 10D 9D 8D 7D 6D 5D 4D",
    "3H 5H 6H 9H KH 7S 6S 5S 4S 3S 2S 3D 2D",
    "8C 9C 10C JC QC KC AC AH JH 10H 2H 8H 7H",
]


def toruf_after(cards: str):
    def make() -> toruf.Toruf:
        g = toruf_game(OVERTRUMP)
        contract(g, 50, "H")
        plays(g, cards)
        return g
    return make


def test_toruf_duties_and_bids_in_japanese():
    en, ja = both(toruf_after("2C 4H"), lambda g: A("play", 2, card="3H"))
    assert en == "you have no club and the 4♥ is on the trick: you must overtrump the 4♥ with a higher heart"
    assert ja == "クラブがなく、4♥ が出ています: 4♥ より高いハートで切ってください"
    en, ja = both(toruf_after("2C"), lambda g: A("play", 1, card="AD"))
    assert en == "you have no club and hearts are trumps: you must trump with a heart"
    assert ja == "クラブがなく、切り札はハートです: ♥ で切ってください"
    en, ja = both(lambda: toruf_game(OVERTRUMP), lambda g: Action("bid", g.to_act, value=200))
    assert en == "bids run from 46 to 90 card points, or pass"
    assert ja == "ビッドは46〜90点、またはパスです"


def test_toruf_headline_and_reasons_in_japanese():
    """One wording per result: the headline and the score's reasons in the language in use, the
    stored ``reasons`` the record's English whatever the language."""
    score = toruf.deal_score(55, 1, (30, 60), 2, 2, True, 20)
    r = toruf.DealResult(
        0, 0, 3, 55, 2, False, 2, True, (3, 4, 3, 3), (30, 60), 1,
        score.made, score.multiplier, score.team_scores, (score.team_scores[0], score.team_scores[1]) * 2, score.reasons,
    )
    names = ["You", "Belle", "Wyatt", "Doc"]
    assert r.headline(names) == "Doc bid 55 in hearts doubled open; Belle & Doc took 60: made (+130, defenders +30)"
    assert r.reasons_said() == ["Bid 55, took 60: made.", "Doubled: ×2.", "Played open: +20.", "Bidding team +130.", "Defenders' card points: +30."]
    i18n.use("ja")
    assert r.headline(names) == "Doc は ハート ダブル オープン で 55 をビッド。Belle & Doc は 60点: 成功（+130、守備側 +30）"
    assert r.reasons_said() == ["ビッド 55、獲得 60: 成功。", "ダブル: ×2。", "オープンプレイ: +20。", "ビッドチーム +130。", "守備側のカードポイント: +30。"]
    assert r.reasons == ("bid 55, took 60: made", "doubled: ×2", "played open: +20", "bidding team +130", "defenders' card points: +30")
    assert r.as_dict()["reasons"] == list(r.reasons)


# -- Sheepshead ------------------------------------------------------------------------

def sheepshead_to_play(seed: int = 5) -> sheepshead.Sheepshead:
    """A random Sheepshead deal played by its first legal actions until a seat holds a card it may not play."""
    g = sheepshead.new_game(sheepshead.Rules(), 5, seed=seed)
    while g.to_act is not None:
        if g.phase == "play" and g.trick:
            hand = g.hands[g.to_act]
            legal = {a.card for a in g.legal_actions()}
            if any(c not in legal for c in range(52) if hand >> c & 1):
                return g
        g.apply(g.legal_actions()[0])
    raise AssertionError("no refusal to try")


def test_sheepshead_follow_and_wrong_act_in_japanese():
    def off_suit(g):
        legal = {a.card for a in g.legal_actions()}
        return Action("play", g.to_act, card=next(c for c in range(52) if g.hands[g.to_act] >> c & 1 and c not in legal))

    en, ja = both(sheepshead_to_play, off_suit)
    assert en.endswith("you must follow suit")
    assert ja.endswith("を持っています: フォローしてください") or ja.endswith("切り札をフォローしてください")
    en, ja = both(lambda: sheepshead.new_game(sheepshead.Rules(), 5, seed=5), lambda g: Action("bury", g.to_act, cards=()))
    assert en == "you can't bury now: it is time to pick up the blind or pass"
    assert ja == "今は bury できません: ブラインドをピックするかパスする番です"


def test_poker_hand_names_in_japanese_stay_english_where_kept():
    cards = parse_cards("JC JD JH 7S 7C")
    assert hand_words(cards) == hand_name(cards) == "a full house, jacks over sevens"
    i18n.use("ja")
    assert hand_name(cards) == "a full house, jacks over sevens"  # what a result and its record keep
    assert hand_words(cards) == "フルハウス (ジャックのスリーカードと7のペア)"
    assert hand_words(parse_cards("KC KD 8S 9C 10D")) == "キングのワンペア"


# -- Sheriff of Nottingham --------------------------------------------------------------

def test_nottingham_bag_and_bids_in_japanese():
    def make() -> N.Nottingham:
        g = nottingham_game(["cheese cheese cheese bread bread bread", "apples apples apples apples pepper pepper",
                             "cheese cheese cheese bread bread bread"], rules=N.Rules(players=3, bag_limit=5))
        skip_market(g)
        return g

    english = refusal(make(), Action("bag", 1, cards=(0, 0, 0, 0, 4, 4)))
    i18n.use("ja")
    japanese = refusal(make(), Action("bag", 1, cards=(0, 0, 0, 0, 4, 4)))
    assert english == "a bag holds 1 to 5 cards"
    assert japanese == "袋に入れられるのは1〜5枚です"
    assert refusal(make(), Action("declare", 1, card=4)) == "今は declare できません: 袋にカードを入れる番です (bag)"


def test_nottingham_final_headline_in_japanese():
    g = N.new_game(N.Rules(players=3), 3, seed=2)
    rng = random.Random(2)
    while g.to_act is not None:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    final = g.results[-1]
    names = ["Ann", "Bob", "Cy"]
    english = final.headline(names)
    i18n.use("ja")
    japanese = final.headline(names)
    assert english.startswith(names[final.winners[0]]) and "gold" in english
    assert names[final.winners[0]] in japanese and f"金 {final.gold[final.winners[0]]}" in japanese and "gold" not in japanese
