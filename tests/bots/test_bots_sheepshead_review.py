"""A review of the ``normal`` Sheepshead bot: moves a regular player would laugh at.

Each test is a hand-made position (the deal given by its hands, the other seats'
actions scripted through the engine) in which the bot once made a silly move;
the test names the move it must no longer make. Randomness is seeded.
"""

from __future__ import annotations

import dataclasses
import random

from sheriff_tui import presets
from sheriff_tui.bots.sheepshead.eval import sides
from sheriff_tui.cards import card_str, parse_cards
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Action
from sheriff_tui.engine.sheepshead.cards import POINTS

from .test_bots_sheepshead import BOT, C, card, game, script



def rules(preset: str, **kw: object) -> sh.Rules:
    r = presets.load_rules("sheepshead", preset)
    return dataclasses.replace(r, **kw) if kw else r


def trump(text: str) -> bool:
    return bool(sh.TRUMP_MASK >> C(text) & 1)


# -- the picker's side draws trump without handing over points --------------------------


def test_picker_draws_trump_with_a_jack_not_the_ten_of_diamonds() -> None:
    """Leading low to draw trump means a cheap trump: the 10♦ led into the Q♣, A♦ … is ten points given."""
    hands = ["QS JS JH JD TD 8C", "QC KD 9C AS TS KS", "QH AD 7C AH TH KH", "QD 9D AC KC 9S 8S", "JC 8D 7D TC 9H 8H"]
    g = game(hands, "7H 7S", dealer=4)  # seat 0 speaks and leads first
    script(g, "pick, call AC, bury 7H 7S")
    c = card(g)
    assert trump(c) and POINTS[C(c)] < 10, c
    assert c == "JD"  # still the lowest trump it can lead cheaply



def test_a_partner_whose_only_trump_is_the_ace_of_diamonds_does_not_lead_it() -> None:
    """"The partner leads trump" is no rule for a lone A♦: led into the defenders' queens and jacks
    it is eleven points handed over. A fail card goes instead."""
    hands = ["9C KC 7D 9D 7H 7S", "8C TD JD QD 8H TH", "AD KH 8S QS KS AS", "7C TC QC AC KD AH", "JC 8D 9H JH QH 9S"]
    g = game(hands, "JS TS", dealer=1)
    script(g, "pass, pass, pick, call AS, bury 9H TS")
    script(g, "QS KD 8D 7D JD")  # the secret partner's Q♠ takes the first trick
    c = card(g)
    assert c != "AD" and not trump(c), c


def test_a_defender_with_the_master_trump_leads_it_rather_than_a_bare_ten() -> None:
    """Six-hand spitz: seat 1, a defender, holds the 7♦ (the highest trump) and, for fail,
    only the 10♥. "Trump only with reason": a sure trick is reason enough; the bare ten led
    would go to whoever trumps it."""
    hands = ["TC JC QC 9D AD", "7D TD TH JH JS", "KC 8D QH 9S TS", "8C 9C 8S QS KS", "QD 7H 8H 9H KH", "AC JD KD AH AS"]
    g = game(hands, rules=rules("sheepshead-6-spitz", deals=6))
    while g.phase == "exchange":
        script(g, "pass")
    assert g.to_act == 1
    assert card(g) == "7D"

# -- reading the sides ----------------------------------------------------------------------


def test_covering_the_pickers_trump_lead_is_no_sign_of_a_defender() -> None:
    """Seat 4 (the secret partner) covers the picker's J♣ lead with the Q♠, as partners do:
    a defender must not read that as a fellow defender's trick and schmear the A♦ onto it."""
    hands = ["QH AD KD AC TS 7S", "TD 8D 7D 9C 8C 7C", "QC QD JC TH KS 7H", "JD 9D AH KC 9S 8S", "QS JS JH AS 9H 8H"]
    g = game(hands, "TC KH", dealer=1)
    script(g, "pick, call AS, bury TC TH")
    script(g, "QC 9D JH KD 7D")  # the picker draws trump
    script(g, "JC JD QS")  # … again; the Q♠ covers the J♣
    view = g.view(0)
    assert sides(view).mate[4] <= 0.7  # no more than the three unknown seats' share
    c = card(g)
    assert c != "AD" and POINTS[C(c)] < 10, c


# -- schmearing ------------------------------------------------------------------------------


def test_partner_last_does_not_overtrump_the_pickers_sure_trick_with_a_queen() -> None:
    """Last to play on the picker's trick, void in the suit: a club goes on it, not the Q♥
    "schmeared" for 3 points (nor a jack for 2). The queen will take a trick of its own."""
    hands = ["QS TD KD 8D KC 9S", "QH JS JH AS 9C 7C", "QC QD JC TC 8H 7H", "JD AD AC TH TS 8C", "9D AH KH 9H 8S 7S"]
    g = game(hands, "7D KS", dealer=2)
    script(g, "pass, pass, pick, call AS, bury KC KS")
    script(g, "TS 7S 9S AS JC")  # the called suit: the partner's ace falls to the J♣
    script(g, "7H TH 9H TD")  # the picker trumps the hearts; seat 1, the partner, is last
    c = card(g)
    assert c in ("9C", "7C"), c


def test_a_partner_following_the_pickers_sure_trump_lead_keeps_its_jack() -> None:
    """Made to follow the picker's master trump with a jack or the 7♦, the 7♦ goes: a jack's 2 points
    are no schmear."""
    hands = ["QC QS QH JC AS 9S", "JH 7D AH KH 8S 7S", "JS AD 9D TC 9C 8C", "JD KD 8D AC KC 7C", "QD TD TH 9H 8H TS"]
    g = game(hands, "KS 7H", dealer=4)  # seat 0 speaks and leads first
    script(g, "pick, call AH, bury KS 9S")
    script(g, "QC")  # the master
    c = card(g)
    assert c == "7D", c


def test_made_to_follow_on_its_sides_sure_trick_it_gives_the_ace_of_diamonds_not_a_queen() -> None:
    """J♦ partner: the picker, alone with the J♦, leads it; a fellow defender's J♣ takes it for sure.
    Holding the Q♦ and A♦, the A♦'s eleven points go on; the Q♦ is kept for a trick of its own."""
    hands = ["QC JD TD KD AS 7S", "QH JC 8D 7D TS KH", "JH 9D AH TC 9S 8S", "QD JS AD TH KC 8H", "QS AC KS 8C 7C 7H"]
    g = game(hands, "9C 9H", rules=rules("sheepshead-jd"))
    script(g, "pass, pass, pass, pass, pick, alone, bury 9C 9H")  # jd_alone: every picker is asked; with the J♦, alone (unannounced)
    script(g, "KH AH 8H 7H KD")  # the picker trumps the hearts
    script(g, "QC 7D 9D JS QS")
    script(g, "JD JC JH")  # the J♣ holds: only seat 4, a fellow defender, plays after seat 3
    assert card(g) == "AD"


def test_a_seat_void_in_the_called_suit_is_not_the_partner() -> None:
    """The A♥ is called; seat 4 leads hearts and seat 0 trumps: seat 0 holds no heart, so not the A♥:
    a fellow defender, for sure. Its J♣ holds, and the partner must drop the A♥ on it: schmear the A♣."""
    hands = ["JC AD KS 9S 8S 7S", "QC QS AC TC 9C 8C", "JS JH AH KC KH 7C", "QD JD KD 9D 7D AS", "QH TD 8D TH TS 8H"]
    g = game(hands, "9H 7H")
    script(g, "pass, pass, pick, call AH, bury 7H AS")
    script(g, "8C 7C 7D TD AD")
    script(g, "7S QS KC 9D TS")
    script(g, "9C KH KD QH KS")
    script(g, "8H JC")  # the called suit's first lead
    view = g.view(1)
    assert sides(view).mate[0] == 1.0
    assert sides(g.view(4)).mate[0] == 1.0  # the leader knows it too
    assert card(g) == "AC"


# -- taking tricks -------------------------------------------------------------------------------


def test_a_defender_spends_no_queen_on_the_pickers_pointless_trump_lead() -> None:
    """The picker leads the 7♦: a trick worth nothing yet, with three to play after. The Q♥ is the
    only trump likely to hold it, but winning a few points does not pay for the queen."""
    hands = ["QD JC JD 7D AH 7C", "QH JH AD KC 7H 7S", "9C TC AC KH TS JS", "8C QC 9D TD KD QS", "8D 8H TH 8S KS AS"]
    g = game(hands, "9H 9S", dealer=4)
    script(g, "pick, call AC, bury 9H AH")
    script(g, "7D")
    c = card(g)
    assert c != "QH", c


def test_a_defender_void_in_the_called_suit_trumps_its_first_lead() -> None:
    """The A♠ is called and spades are led for the first time: the partner must drop the ace on
    this trick and the picker must follow with his spade. A defender void in spades trumps it:
    eleven points sure to come, not a trick of nothing."""
    hands = ["QC 7D AD 7H JH KH", "JC TD 8H 9H QH 8S", "8C TC AC JD QD JS", "7C 9C 9D KD TH AS", "KC 8D 7S 9S TS QS"]
    g = game(hands, "AH KS")
    script(g, "pass, pass, pass, pass, pick, call AS, bury KH AH")
    script(g, "8S")
    c = card(g)
    assert trump(c), c

def test_last_to_play_keeps_its_queen_rather_than_take_two_points() -> None:
    """Last on a trick of two points that the picker (alone) is taking: the Q♥ would win it, but a
    queen is worth more than two points and the lead; the 9♠ goes."""
    hands = ["QH TD AC 9S 8H 7H", "QC JC TS KS 8C 7C", "AD 8D 7D AH TC TH", "QS QD JS JH KD 8S", "JD AS KH 9C 9H 7S"]
    g = game(hands, "9D KC", dealer=3)
    script(g, "pass, pass, pass, pass, pick, alone, bury KC 8S")
    script(g, "9C AC 7C TC 9D")  # the picker trumps the clubs
    script(g, "KD JD TD JC AD")
    script(g, "8C 7D JH 7S")
    c = card(g)
    assert c != "QH" and POINTS[C(c)] == 0, c


# -- hands nobody picked ----------------------------------------------------------------------------


def test_mittler_takes_points_while_it_has_too_few_for_the_middle() -> None:
    """In a mittler the median wins: a player with no points who dodges every trick ends at the
    bottom. Last on four spades worth ten, with nothing yet, it takes them with the A♠."""
    hands = ["AS KS QC 7D 7C 7H", "TS QS JC 8D 8C 8H", "9S QH JS 9D 9C 9H", "8S QD JH KD KC KH", "7S JD AD TD TC TH"]
    g = game(hands, "AC AH", rules=rules("sheepshead-mittler", deals=5))
    script(g, "pass, pass, pass, pass, pass")
    assert g.view(0).kind == "mittler"
    script(g, "TS 9S 8S 7S")
    assert card(g) == "AS"


def test_trumps_rather_than_hand_the_others_a_ten_that_lets_them_out_of_schneider() -> None:
    """Black queens: seat 1 (Q♣) and seat 3 (Q♠) have won; the others have 23, short of schneider's 30.
    Two cards left, the Q♦ and the 10♠, on the others' club lead: the queen takes it. The 10♠
    thrown low would hand them ten points and their way out of schneider."""
    hands = ["7C 9C JC 8D TH QH AH AS", "TC QC QD KD KH TS JS KS", "7D AD 8H 9H JH 7S 8S 9S", "8C KC AC 9D TD JD 7H QS"]
    g = game(hands, rules=rules("sheepshead-4-queens", deals=5))
    script(g, "QC 7D TD 8D, KD JH 9D JC, AS KS 7S JD, QS QH JS AD, AC 7C TC 8H, 7H AH KH 9H")
    script(g, "9C")
    assert g.to_act == 1 and g.view(1).points[0] == 23
    assert card(g) == "QD"


# -- which trump to give up --------------------------------------------------------------------------


def test_made_to_follow_trump_it_counts_which_trump_it_will_miss() -> None:
    """The trump given up on a trick it can't hope to keep is the one worth least from here on,
    counted by the trumps still out above it, not by its printed rank."""
    # the partner under the picker's J♦, which the Q♣ and Q♠ out there beat: the 10♦ lies under
    # seven live trumps and would hand the defenders ten points; the Q♥ covers for three
    hands = ["JC JD QD JH 8S KS", "TD 8H TH QH 7S AS", "8C KC 8D 9H KH JS", "AC 7D KD AH TS QS", "7C 9C TC QC AD 9S"]
    g = game(hands, "9D 7H", dealer=2)
    script(g, "pass, pass, pick, call AS, bury 7H KS")
    script(g, "TS 9S 8S AS 8D, 8C AC 7C 9D TH")
    script(g, "JD")
    assert card(g) == "QH"
    # the Q♣ led and gone, a defender's Q♠ is the master: it keeps it and gives the 10♦
    hands = ["8C AC 9D JD KH 7S", "TC 8D 8H 9H TH KS", "7C 9C TD AD 9S QS", "JC KC 7D QD JH QH", "KD 7H 8S TS JS AS"]
    g = game(hands, "QC AH", dealer=1)
    script(g, "pass, pick, alone, bury KC AH")
    script(g, "9S 7D 8S 7S KS")
    script(g, "QC KD 9D 8D")
    assert card(g) == "10D"


# -- the deciding trick ------------------------------------------------------------------------------------


def test_a_defender_takes_the_trick_that_wins_the_deal_with_its_queen() -> None:
    """The defenders have 57; the picker's J♥ and the partner's K♥ lie on a club lead. The Q♣ takes
    them for sure and makes 66: the deal is won. Keeping the queen for later is no reason to wait."""
    hands = ["7C 8C 9C JC KC 7D", "8D JH 7S 9S JS QS", "9D AD TH QH KH AS", "QC AC KD 7H AH KS", "TD QD 8H 9H 8S TS"]
    g = game(hands, "JD TC")
    script(g, "pick, call AS, bury TC 7S")
    script(g, "8D 9D KD TD JC, 7C JD TH AC QD, 8S 7D 9S AS KS")
    script(g, "8C JH KH")
    view = g.view(3)
    assert view.points[0] + view.points[4] == 57
    assert card(g) == "QC"


# -- picking --------------------------------------------------------------------------------------------

PACK = [card_str(c) for c in sh.PACK_CARDS]


def dealt_to(hand: str, seat: int, rules: sh.Rules, dealer: int = 0) -> sh.Sheepshead:
    """A five-hand deal in which ``seat`` holds ``hand`` (the rest dealt in pack order) and the
    seats before it pass."""
    mine = [card_str(c) for c in parse_cards(hand)]
    rest = [c for c in PACK if c not in mine]
    hands = [hand if s == seat else " ".join(rest[6 * (s - (s > seat)) : 6 * (s - (s > seat)) + 6]) for s in range(5)]
    g = game(hands, " ".join(rest[24:]), rules=rules, dealer=dealer)
    while g.to_act != seat:
        script(g, "pass")
    return g


def test_jack_of_diamonds_picks_only_a_hand_to_go_alone_with() -> None:
    """J♦ partner, no calling up: picking with the J♦ is going alone. Five small trumps and an ace
    make a fine pick with a partner to come, not a hand to take on four players alone."""
    weak, strong = "JD AD KD 9D 8D AH", "QC QS JD AD KD AH"
    jd = rules("sheepshead-jd", deals=5)
    assert BOT.choose(dealt_to(weak, 0, jd).view(0), [Action("pick", 0), Action("pass", 0)], random.Random(0)).act == "pass"
    assert BOT.choose(dealt_to(strong, 0, jd).view(0), [Action("pick", 0), Action("pass", 0)], random.Random(0)).act == "pick"
    # without the J♦ (its holder is the partner) the same small trumps pick, as they always did
    assert BOT.wants_pick(dealt_to("JH AD KD 9D 8D AH", 0, jd).view(0))
    # with calling up the J♦ is no burden
    assert BOT.wants_pick(dealt_to(weak, 0, rules("sheepshead-jd-callup", deals=5)).view(0))
