"""Hints that say why: each game's ``normal`` bot explains its move (``explain``) with the rule that
chose it, and the game's words module says it as a player would.

``explain(view, legal, rng)[0]`` must be ``choose(view, legal, rng)`` with the same dice, at every
position: the reason is the rule that made *this* move, and ``choose`` (``hard``'s playout policy)
stays as it was. Scenario tests hold the reason to clear positions: a pass with two trumps, a
schmear on the partner's sure trick, the picker leading trump, a bid, a load, an honest bag.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any, Iterable

import pytest

from sheriff_tui import presets
from sheriff_tui.bots import make_bot
from sheriff_tui.bots.reasons import PLAIN, Reason, reason
from sheriff_tui.engine import nottingham as N
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine import toruf
from sheriff_tui.engine.core import Action
from sheriff_tui.engine.sheriff import Rules as SheriffRules
from sheriff_tui.engine.sheriff import new_game as sheriff_game
from sheriff_tui.ui.games.why import with_reason

from ..play_helpers import positions
from .test_bots_sheepshead import ALONE, alone_game, game as sh_game, partner_game, script
from .test_bots_sheriff import STRONG, WEAK as SHERIFF_WEAK, auction as sheriff_auction, deal as sheriff_deal
from .test_bots_toruf import LONG, WEAK as TORUF_WEAK, declare, declare_only, game as toruf_game


def explained(g: Any, game: str, ascii: bool = False) -> tuple[Action, Reason, str]:
    """The bot to act's move, its reason and the hint's words for them (the move said plainly)."""
    bot = make_bot(game, "normal")
    a, why = bot.explain(g.view(g.to_act), g.legal_actions(), random.Random(0))  # type: ignore[attr-defined]
    return a, why, with_reason(game, a.act, why, ascii)


# -- explain gives choose's move -----------------------------------------------------------------


def games(game: str) -> Iterable[Any]:
    """Seeded first deals of each game at a few tables and house rules."""
    if game == "sheepshead":
        for rules in (sh.Rules(deals=1), sh.Rules(deals=1, partner="jack_of_diamonds")):
            yield from (sh.new_game(rules, seed=k) for k in range(12))
        for preset in ("sheepshead-4-first-queens", "sheepshead-6-spitz", "sheepshead-bury-first", "sheepshead-3", "sheepshead-indiana"):
            rules = dataclasses.replace(presets.load_rules("sheepshead", preset), deals=1)
            yield from (sh.new_game(rules, seed=k) for k in range(2))
    elif game == "sheriff":
        for n, kw in ((3, {}), (3, {"auction": "choice"}), (3, {"auction": "blind"}), (5, {})):
            rules = SheriffRules(deals=1, players=n, **kw)  # type: ignore[arg-type]
            yield from (sheriff_game(rules, n, seed=k, dealer=k % n) for k in range(8))
    elif game == "toruf":
        for kw in ({}, {"doubling": True}, {"open_play": True, "open_min": 50}):
            yield from (toruf.new_game(toruf.Rules(deals=1, **kw), 4, seed=k, dealer=k % 4) for k in range(8))  # type: ignore[arg-type]
    else:
        for n in (3, 4):
            yield from (N.new_game(N.Rules(players=n), n, seed=k) for k in range(2))


# the reasons a learner meets most, each met at least once on these seeded deals
MET = {
    "sheepshead": {"pick", "pass_few", "pass_weak", "call", "alone", "bury", "lead_trump", "lead_master_trump", "lead_called",
                   "schmear", "take", "cannot_beat", "mate_holds"},
    "sheriff": {"bid", "pass", "blind_bid", "blind_pass", "choice_take", "choice_decline", "draw_master", "cash", "take",
                "last_wins", "cannot_beat", "mate_holds", "duck"},
    "toruf": {"bid", "pass", "partner_holds", "trump", "draw", "cash", "short", "load", "take", "cannot_beat"},
    "nottingham": {"market", "honest", "smuggle", "declare", "honest_bag", "bribe", "ask", "inspect", "let_through"},
}


@pytest.mark.parametrize("game", ["sheepshead", "sheriff", "toruf", "nottingham"])
def test_explain_gives_chooses_move_with_the_same_dice(game: str) -> None:
    bot = make_bot(game, "normal")
    met: Counter[str] = Counter()
    said = 0
    for g in positions(games(game), bot, 1):
        view, legal = g.view(g.to_act), g.legal_actions()
        for dice in (0, 1):
            a, why = bot.explain(view, legal, random.Random(dice))  # type: ignore[attr-defined]
            assert a == bot.choose(view, legal, random.Random(dice)), (view.phase, why)
            met[why.key] += 1
            if why:
                words = with_reason(game, a.act, why, dice == 1)
                assert words != a.act and words.strip(), why  # every reason the bot gives has its words
                said += 1
    assert MET[game] <= set(met), MET[game] - set(met)
    assert said >= sum(met.values()) // 2  # most moves come with a reason


def test_choose_is_untouched_by_explain() -> None:
    """``explain`` records nothing on the bot: ``choose`` after it is what it was."""
    g = partner_game()
    bot = make_bot("sheepshead", "normal")
    view, legal = g.view(g.to_act), g.legal_actions()
    before = bot.choose(view, legal, random.Random(3))
    bot.explain(view, legal, random.Random(3))  # type: ignore[attr-defined]
    assert bot.choose(view, legal, random.Random(3)) == before


def test_a_reason_is_a_value_and_the_empty_one_says_the_move_alone() -> None:
    r = reason("pick", trumps=5, tops=[1, 2])
    assert r == reason("pick", trumps=5, tops=(1, 2)) and hash(r) == hash(reason("pick", trumps=5, tops=(1, 2)))
    assert r["trumps"] == 5 and r.get("aces") is None and r and not PLAIN
    assert with_reason("sheepshead", "Pass", PLAIN, False) == "Pass"
    assert with_reason("sheepshead", "Pass", reason("a rule with no words yet"), False) == "Pass"


# -- Sheepshead ----------------------------------------------------------------------------------


def test_sheepshead_passes_two_trumps_and_no_queen() -> None:
    hands = ["QS KS 7S 9C 8C 8H", "8D KD AC TC KC 9H", "QC QH JC JS AD 7C", "AS TS 9S 8S AH TH", "QD JH JD TD 7D KH"]
    g = sh_game(hands, "9D 7H")  # seat 1 speaks first: the K♦ and 8♦ its only trumps
    a, why, words = explained(g, "sheepshead")
    assert a.act == "pass" and why.key == "pass_few" and why["trumps"] == 2
    assert words == "pass: only two trumps and no queen"


def test_sheepshead_picks_five_trumps_with_two_queens() -> None:
    g = sh_game(ALONE, "9D 7H")
    a, why, words = explained(g, "sheepshead")
    assert a.act == "pick" and why.key == "pick"
    assert words.startswith("pick: five trumps with the Q♣ Q♥ and no fail ace: enough, with ")
    assert "the QC QH" in explained(g, "sheepshead", ascii=True)[2]  # ascii names the suits in letters


def test_sheepshead_bury_says_the_void_and_the_hold_card() -> None:
    g = sh_game(["AS TS 9S 8S KH 7H", "QC QS JC JS 9C 8H", "QD JD KD 8D TC 9H", "AC AD 9D TH KS 7S", "JH TD KC 8C 7C AH"], "QH 7D")
    script(g, "pick, call AC")
    a, why, words = explained(g, "sheepshead")
    assert a.act == "bury" and why.key == "bury"
    assert why["cards"] == a.cards and why["hold"]  # the 7♦ and 8♥: no points, a void, the 9♣ kept under the called A♣
    assert words == "bury: cards you won't miss, a void in hearts to trump and the 9♣ kept for the call"


def test_sheepshead_picker_leads_the_master_trump() -> None:
    g = partner_game()
    a, why, words = explained(g, "sheepshead")
    assert why.key == "lead_master_trump" and why["role"] == "picker"
    assert words == "Lead the Q♣: the highest trump left, to draw the other side's trumps"


def test_sheepshead_partner_schmears_the_pickers_sure_trick() -> None:
    g = partner_game()
    script(g, "QC 8D")  # the picker's Q♣ wins whatever follows; seat 3 holds the called A♣
    a, why, words = explained(g, "sheepshead")
    assert why.key == "schmear" and why["who"] == "picker" and why["sure"]
    assert words == "Schmear the A♦: the picker's Q♣ wins this trick"


def test_sheepshead_defender_schmears_a_mates_master() -> None:
    g = alone_game()
    script(g, "QC 8D")
    make_bot_play(g)
    script(g, "7D 7S, JS QS")  # seat 2's Q♠ beats every card left: the picker has played
    a, why, words = explained(g, "sheepshead")
    assert why.key == "schmear" and why["who"] == "partner"
    assert words.startswith("Schmear the ") and words.endswith("your partner's Q♠ wins this trick")


def test_sheepshead_defender_leads_the_called_suit() -> None:
    g = sh_game(["JS KD 8D TC 9S 8S", "QD JH 9D 8H KS 7C", "QC QS JC AD 7H 9C", "AH TH KH AS 7S 8C", "QH JD TD 7D AC TS"], "9H KC")
    script(g, "pass, pick, call AH, bury KC 9C")
    a, why, words = explained(g, "sheepshead")
    assert why.key == "lead_called"
    assert words == "Lead the 8♥: the called suit, so the A♥ must come out"


def make_bot_play(g: Any) -> None:
    g.apply(make_bot("sheepshead", "normal").choose(g.view(g.to_act), g.legal_actions(), random.Random(0)))


# -- Sheriff -------------------------------------------------------------------------------------


def test_sheriff_bids_a_strong_hand_and_says_what_it_holds() -> None:
    g = sheriff_deal({0: STRONG}, "2S")
    a, why, words = explained(g, "sheriff")
    assert a == Action("bid", 0, value=6) and why.key == "bid"
    assert why["trumps"] == 5 and why["aces"] == 2
    assert words.startswith("bid: five spades, ") and "two side aces" in words and "to make 6" in words


def test_sheriff_passes_a_weak_hand() -> None:
    g = sheriff_deal({0: SHERIFF_WEAK}, "2S")
    a, why, words = explained(g, "sheriff")
    assert a.act == "pass" and why.key == "pass"
    assert words == "pass: with one spade and no side aces, 6 tricks are only under 1% likely"  # never "about 0%"


def test_sheriff_draws_trumps_with_the_master() -> None:
    g = sheriff_deal({0: "AS KS QS JS 10S 9S 8S  AH 3H 2H  AD 3D 2D  4C 3C 2C 5C", 1: "7S 6S", 2: "5S 4S 3S"}, "2S")
    sheriff_auction(g, {0: 8})
    a, why, words = explained(g, "sheriff")
    assert why.key == "draw_master"
    assert words == "Lead the A♠: the highest trump, to draw the Outlaws' trumps (five still out)"


# -- Toruf ---------------------------------------------------------------------------------------


def test_toruf_bids_length_and_honours() -> None:
    a, why, words = explained(toruf_game({0: LONG}), "toruf")
    assert a.act == "bid" and why.key == "bid" and why["length"] == 7 and why["ace"]
    assert words.startswith("bid: seven spades with the ace and ten and one side ace, worth about ")


def test_toruf_passes_a_weak_hand() -> None:
    a, why, words = explained(toruf_game({0: TORUF_WEAK}), "toruf")
    assert a.act == "pass" and why.key == "pass"
    assert words == (
        "pass: four hearts and no side aces, worth about 48 points with hearts trump: too small a margin for 46, "
        "and if all pass the other side's dealer must play 46"
    )
    assert explained(toruf_game({0: TORUF_WEAK}), "toruf", ascii=True)[2] == words


def test_toruf_names_its_long_suit() -> None:
    g = toruf_game({0: "KH 10H 8H 6H 5H 3H 2H  AS 4S  AD 7D  KC 9C"})
    declare_only(g, 0, 50)
    a, why, words = explained(g, "toruf")
    assert a == Action("trump", 0, suit="H") and why.key == "trump"
    assert words == "trump: seven hearts with the ten and two side aces, your best suit"


def test_toruf_loads_a_ten_on_the_partners_sure_trick() -> None:
    g = toruf_game({1: "AS", 2: "5S", 3: "10S 4S"}, dealer=0)
    declare(g, 1, 50, "S")
    g.apply(Action("play", 1, card=next(a.card for a in g.legal_actions() if a.card is not None and a.card == 51)))
    g.apply(make_bot("toruf", "normal").choose(g.view(2), g.legal_actions(), random.Random(0)))
    a, why, words = explained(g, "toruf")
    assert why.key == "load" and words.startswith("Load the 10♠: your partner's A♠ ")


# -- Nottingham ----------------------------------------------------------------------------------


def test_nottingham_honest_bag_offers_nothing_and_says_why() -> None:
    from ..nottingham_helpers import game as nt_game, skip_market

    g = nt_game(["apples apples cheese bread chicken pepper"] + ["apples apples apples apples apples cheese"] * 3)
    skip_market(g)
    a, why, words = explained(g, "nottingham")  # seat 1, the first merchant: five apples, nothing to smuggle
    assert a.act == "bag" and why.key == "honest" and not why["contraband"]
    assert words == "bag: an honest bag"
