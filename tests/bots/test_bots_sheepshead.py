"""The ``normal`` Sheepshead bot: it sees only its view, and it plays like a regular player.

Scenario tests build deals by hand (``DealSetup(hands=..., piles=blind)``),
script the other seats' actions and ask the bot for one decision. Every random
choice is seeded.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from sheriff_tui.bots import RandomBot, make_bot
from sheriff_tui.bots.sheepshead.eval import best_index, deck_of, read_table, sides, stakes
from sheriff_tui.bots.sheepshead.normal import SheepsheadNormal
from sheriff_tui.cards import FACE_DOWN, bits, card_str, parse_card, parse_cards
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Action, DealSetup
from sheriff_tui.engine.sheepshead.cards import POINTS

BOT = SheepsheadNormal()
R = sh.Rules(deals=5)
PACK = [card_str(c) for c in sh.PACK_CARDS]


# -- helpers -------------------------------------------------------------------


def C(text: str) -> int:
    return parse_card(text)


def M(text: str) -> int:
    return sum(1 << c for c in parse_cards(text))


def game(hands: list[str], blind: str = "", rules: sh.Rules = R, dealer: int = 0) -> sh.Sheepshead:
    """A deal given by its hands (seat 0 first) and blind (none for a table without one); seat ``dealer + 1`` speaks first."""
    piles = (("blind", tuple(parse_cards(blind))),) if blind else ()
    setup = DealSetup(hands=tuple(tuple(parse_cards(h)) for h in hands), piles=piles)
    return sh.new_game(rules, seed=1, setups=[setup], dealer=dealer)


def script(g: sh.Sheepshead, text: str) -> None:
    """Actions by the seats to act, comma-separated: ``pass``, ``pick``, ``alone``,
    ``call AH``, ``bury 7C 7H``; anything else is cards played in turn."""
    for step in text.split(","):
        words = step.split()
        act = words[0]
        if act in ("pass", "pick", "alone"):
            g.apply(Action(act, g.to_act))  # type: ignore[arg-type]
        elif act == "call":
            g.apply(Action("call", g.to_act, card=C(words[1])))  # type: ignore[arg-type]
        elif act == "bury":
            g.apply(Action("bury", g.to_act, cards=tuple(parse_cards(words[1:]))))  # type: ignore[arg-type]
        else:
            for c in parse_cards(words):
                g.apply(Action("play", g.to_act, card=c))  # type: ignore[arg-type]


def decide(g: sh.Sheepshead, bot: SheepsheadNormal = BOT) -> Action:
    return bot.choose(g.view(g.to_act), g.legal_actions(), random.Random(0))  # type: ignore[arg-type]


def card(g: sh.Sheepshead, bot: SheepsheadNormal = BOT) -> str:
    """The card the bot to act plays, as text."""
    a = decide(g, bot)
    assert a.act == "play"
    return card_str(a.card)  # type: ignore[arg-type]


def bot_plays(g: sh.Sheepshead) -> str:
    """Let the bot to act play; return its card."""
    a = decide(g)
    g.apply(a)
    return card_str(a.card)  # type: ignore[arg-type]


def trump(text: str) -> bool:
    return bool(sh.TRUMP_MASK >> C(text) & 1)


def self_play(g: sh.Sheepshead, seed: int = 0, bots: list | None = None) -> sh.Sheepshead:
    rng = random.Random(seed)
    while g.to_act is not None:
        bot = bots[g.to_act] if bots else BOT
        g.apply(bot.choose(g.view(g.to_act), g.legal_actions(), rng))
    return g


# -- the defenders' leads --------------------------------------------------------

# seat 2 picks and calls the A♥ (seat 3 holds it); seat 1, a defender, leads
CALLED = ["JS KD 8D TC 9S 8S", "QD JH 9D 8H KS 7C", "QC QS JC AD 7H 9C", "AH TH KH AS 7S 8C", "QH JD TD 7D AC TS"]


def test_defender_leads_the_called_suit() -> None:
    g = game(CALLED, "9H KC")
    script(g, "pass, pick, call AH, bury KC 9C")
    assert card(g) == "8H"  # not one of its three trumps


def test_defender_without_the_called_suit_leads_a_fail_card_not_trump() -> None:
    hands = list(CALLED)
    hands[0], hands[1] = "JS KD 8D TC 9S 8H", "QD JH 9D 8S KS 7C"  # the 8♥ moves away
    g = game(hands, "9H KC")
    script(g, "pass, pick, call AH, bury KC 9C")
    c = card(g)
    assert not trump(c) and POINTS[C(c)] == 0


# -- schmearing and throwing low -----------------------------------------------------

# seat 1 picks and goes alone: the other four are one side. Seat 3 holds no trump.
ALONE = ["AC TC KC KS 7S 9H", "QC QH JC JS AD 7C", "QS KD 8D 9C 8C 8H", "AS TS 9S 8S AH TH", "QD JH JD TD 7D KH"]


def alone_game() -> sh.Sheepshead:
    g = game(ALONE, "9D 7H")
    script(g, "pick, alone, bury 7C 7H")
    return g


def test_defender_throws_no_points_to_the_picker() -> None:
    g = alone_game()
    script(g, "QC 8D")  # the Q♣ takes the trick whatever follows
    c = bot_plays(g)
    assert POINTS[C(c)] == 0


def test_schmears_a_trick_its_side_is_sure_to_win() -> None:
    g = alone_game()
    script(g, "QC 8D")
    bot_plays(g)
    script(g, "7D 7S, JS QS")
    # the Q♣ is gone, so seat 2's Q♠ beats every card left: the picker has played
    view = g.view(3)
    assert read_table(view).master(C("QS"))
    c = card(g)
    assert POINTS[C(c)] >= 10 and not trump(c)


def test_does_not_schmear_a_trick_its_side_is_losing() -> None:
    g = alone_game()
    script(g, "QC 8D")
    bot_plays(g)
    script(g, "7D 7S, JS QS")
    bot_plays(g)
    script(g, "JD KS")
    # a mate leads the 8♣; the picker, still to play, has buried his clubs and holds trumps
    script(g, "8C")
    c = card(g)
    assert POINTS[C(c)] == 0, c


# -- the partner ------------------------------------------------------------------

# seat 1 picks and calls the A♣; seat 3 holds it
PARTNER = ["AS TS 9S 8S KH 7H", "QC QS JC JS 9C 8H", "QD JD KD 8D TC 9H", "AC AD 9D TH KS 7S", "JH TD KC 8C 7C AH"]


def partner_game() -> sh.Sheepshead:
    g = game(PARTNER, "QH 7D")
    script(g, "pick, call AC, bury 8H 7D")
    return g


def test_picker_leads_trump() -> None:
    g = partner_game()
    c = card(g)
    assert trump(c) and c == "QC"  # the master: nothing beats it


def test_partner_knows_itself_and_plays_for_the_picker() -> None:
    g = partner_game()
    script(g, "QC 8D")
    view = g.view(3)
    sd = sides(view)
    assert sd.picker_side and sd.mate[1] == 1.0 and sd.mate[0] == sd.mate[2] == sd.mate[4] == 0.0
    # nobody else knows: a defender sees three candidates
    assert g.view(0).partner is None and sides(g.view(0)).mate[3] < 1.0
    # the picker's Q♣ wins: the partner schmears the point trump it can spare
    assert bot_plays(g) == "AD"
    script(g, "JH 7H")
    assert g.history[-1].winner == 1


def test_partner_plays_the_called_ace_then_leads_trump() -> None:
    g = partner_game()
    script(g, "QC 8D AD JH 7H")
    script(g, "9C TC")  # the picker leads his hold card: clubs for the first time
    assert card(g) == "AC"
    script(g, "AC 7C 9S")
    assert g.history[-1].winner == 3 and g.view(0).partner == 3
    assert trump(card(g))  # the partner's only trump, led


# -- picking -----------------------------------------------------------------------


def seat_with(hand: str, seat: int, blind: str = "") -> sh.Sheepshead:
    """A deal (dealer 0) in which ``seat`` holds ``hand`` (and the blind is ``blind``, if
    given); the others pass until it speaks."""
    mine = [card_str(c) for c in parse_cards(hand + " " + blind)]
    rest = [c for c in PACK if c not in mine] + [card_str(c) for c in parse_cards(blind)]
    hands, k = [], 0
    for s in range(5):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(" ".join(rest[k : k + 6]))
            k += 6
    g = game(hands, " ".join(rest[k:]))
    while g.to_act != seat:
        script(g, "pass")
    return g


@pytest.mark.parametrize("seat", [1, 2, 3, 4, 0])
def test_strong_hand_picks_in_every_seat(seat: int) -> None:
    assert decide(seat_with("QC QS JC JD AD 9D", seat)).act == "pick"


@pytest.mark.parametrize("hand", ["JC JS AD AC AS AH", "JH JD 7D AC TC AS", "AD TD 9D AC AS AH"])
@pytest.mark.parametrize("seat", [1, 0])
def test_fewer_than_four_trumps_without_a_queen_passes_even_last(hand: str, seat: int) -> None:
    assert decide(seat_with(hand, seat)).act == "pass"


def test_four_small_trumps_pass_early() -> None:
    assert decide(seat_with("KD 9D 8D 7D AH KH", 1)).act == "pass"


def test_early_seat_needs_more_than_the_last() -> None:
    middling = "QH JD 9D 7D 8C 7S"
    assert decide(seat_with(middling, 1)).act == "pass"  # left of the dealer: four players behind
    assert decide(seat_with(middling, 0)).act == "pick"  # the dealer: else a leaster
    assert BOT.pick_need(seat_with(middling, 1).view(1)) > BOT.pick_need(seat_with(middling, 0).view(0))


def test_forced_pick_is_played_out() -> None:
    rules = dataclasses.replace(R, no_pick="forced")
    g = game(["7D 8C 9C 7S 8S 9H", "QC QS JC JD AD 9D", "QH QD JS JH TD KD", "AC TC KC AS TS KS", "AH TH KH 8H 7H 8D"], "9S 7C", rules)
    script(g, "pass, pass, pass, pass")
    assert g.legal_actions() == [Action("pick", 0)]
    assert decide(g) == Action("pick", 0)
    g.apply(decide(g))
    call = decide(g)
    assert call.act == "call"  # a weak forced hand wants a partner
    self_play(g)
    r = g.results[0]
    assert r.picker == 0 and r.called == call.card and sum(r.scores) == 0


# -- calling and burying ----------------------------------------------------------------


def test_bury_voids_a_suit_puts_the_lone_ten_away_and_keeps_the_trumps() -> None:
    g = seat_with("QC QS JD AD TS 8C", 1, blind="9D 9H")
    g.apply(decide(g))
    call = decide(g)
    assert call.act == "call" and card_str(call.card) in ("AC", "AH")  # not the A♠ (keeping the lone 10♠)
    g.apply(call)
    bury = decide(g)
    assert C("TS") in bury.cards  # ten points nobody protects: safe in the bury
    assert not any(sh.TRUMP_MASK >> c & 1 for c in bury.cards)  # a fail card will do
    g.apply(bury)
    kept_fail = g.hands[1] & ~sh.TRUMP_MASK
    assert kept_fail.bit_count() == 1 and kept_fail & sh.FAIL_MASK[call.card // 13]  # only the hold card


def test_bury_takes_a_trump_only_when_it_must() -> None:
    g = seat_with("QC QS QH JC JS JD", 1, blind="AD 7C")
    g.apply(decide(g))
    g.apply(Action("alone", 1))
    bury = decide(g)
    assert C("7C") in bury.cards and sum(sh.TRUMP_MASK >> c & 1 for c in bury.cards) == 1


# -- counting ------------------------------------------------------------------------

# seat 1 picks alone with the four queens; the defenders hold the other nine trumps
COUNT = ["8D 7D KH 9H 8H 7H", "QC QS QH QD AS 8C", "JS JH JD AC TC KC", "AD TD 9C TS KS 9S", "KD 9D 8S 7S AH TH"]


def test_counts_trumps_leads_them_until_the_defenders_are_out_then_cashes() -> None:
    g = game(COUNT, "JC 7C")
    script(g, "pick, alone, bury 8C 7C")
    assert trump(bot_plays(g))
    script(g, "JD TD 9D 7D")
    assert trump(bot_plays(g))
    script(g, "JH AD KD 8D")
    view = g.view(1)
    t = read_table(view)
    assert t.unseen & sh.TRUMP_MASK == M("JS")  # one trump left out, with seat 2
    assert trump(bot_plays(g))
    script(g, "JS 9C 8S KH")
    t = read_table(g.view(1))
    assert t.unseen & sh.TRUMP_MASK == 0 and t.opp_trumps() == 0.0
    assert card(g) == "AS"  # nobody can trump it now
    # the points are counted too: the picker took every trick so far
    assert g.points[1] == sum(POINTS[c] for tr in g.history for c in tr.cards)


def test_knows_its_side_has_won_and_stops_feeding_points() -> None:
    hands = ["8C 8D KH AH 7S QS", "7C 9C JD TH 8S TS", "QC TD AD 8H JH QH", "9D QD KD 7H 9S KS", "JC KC 7D 9H JS AS"]
    g = game(hands, "AC TC")
    script(g, "pass, pick, call AH, bury TC AC")
    script(g, "TH 8H 7H 9H AH, 8D JD QC 9D 7D, TD QD JS QS 7C, 7S 8S")
    view = g.view(2)
    st = stakes(view, read_table(view))
    # 65 points for the picker's side (the bury's 21 with them), the defenders none: won.
    # What is left only decides whether the defenders escape schneider.
    assert st is not None and st.won and st.live and st.d_high == 0
    assert card(g) != "AD"  # eleven points not risked on a trick a J♣ may still take
    eager = SheepsheadNormal()
    eager.CAREFUL = False
    assert card(g, eager) == "AD"  # as it would while the deal was still open


# -- taking a trick ------------------------------------------------------------------------


def test_last_to_play_takes_the_trick_with_the_lowest_winner() -> None:
    hands = ["QC JD 9D 7D KC 7S", "7H 8H KH QS JC TC", "9H 9C 8C AS 8S KS", "TH AH QH QD JS 9S", "AC TD KD JH TS 8D"]
    g = game(hands, "AD 7C")
    script(g, "pass, pass, pass, pick, call AS, bury 7C AC")  # seat 4 picks
    script(g, "7H 9H TH 8D")  # the picker trumps; the dealer, last, is void in hearts too
    assert card(g) == "9D"  # the Q♣ and J♦ would win as well


# -- the leaster --------------------------------------------------------------------------

LEASTER = ["7D AS TS KH 8H 7H", "7C QC QS JD 9S 8S", "8C QH JC AD TD 7S", "9C QD JS KD 9D AH", "KC JH 8D TH 9H KS"]


def test_leaster_takes_one_cheap_trick_then_dumps_points() -> None:
    g = game(LEASTER, "AC TC")
    script(g, "pass, pass, pass, pass, pass")
    assert g.view(0).leaster
    script(g, "7C 8C 9C KC")
    assert bot_plays(g) == "7D"  # a four-point trick for the lowest trump: the trick it needs
    assert POINTS[C(bot_plays(g))] == 0  # with its trick, it leads low
    script(g, "8S 7S AH 9H")  # seat 3 takes the hearts
    script(g, "9D 8D")
    assert g.to_act == 0
    assert card(g) == "AS"  # it has its trick: the most points onto someone else's


# -- sides under other partner rules ------------------------------------------------------


def test_sides_jack_of_diamonds_and_none() -> None:
    g = sh.new_game(dataclasses.replace(R, partner="jack_of_diamonds"), seed=3)
    holder = next(s for s in range(5) if g.hands[s] >> C("JD") & 1)
    if g.to_act == holder:
        script(g, "pass")
    script(g, "pick")  # the J♦'s holder is the partner
    picker = g.picker
    assert picker is not None and picker != holder
    sd = sides(g.view(holder))
    assert sd.picker_side and sd.mate[picker] == 1.0
    other = next(s for s in range(5) if s not in (picker, holder))
    sd = sides(g.view(other))
    assert not sd.picker_side and sd.mate[picker] == 0.0 and sd.mate[other] == 1.0
    assert 0.0 < sd.mate[holder] < 1.0  # not known yet
    g = sh.new_game(dataclasses.replace(R, partner="none"), seed=3)
    g.apply(Action("pick", g.to_act))  # type: ignore[arg-type]
    sd = sides(g.view((g.picker + 1) % 5))  # type: ignore[operator]
    assert sd.mate == tuple(0.0 if s == g.picker else 1.0 for s in range(5))


def test_sides_black_queens_without_a_picker() -> None:
    rules = sh.Rules(players=4, deals=4, partner="cards", blind=0)
    g = sh.new_game(rules, seed=2)
    qc = next(s for s in range(4) if g.hands[s] >> parse_card("QC") & 1)
    qs = next(s for s in range(4) if g.hands[s] >> parse_card("QS") & 1)
    sd = sides(g.view(qc))
    assert sd.picker_side and sd.mate[qc] == 1.0
    if qs != qc:
        assert 0.0 < sd.mate[qs] < 1.0
    self_play(g)
    assert g.is_over


# -- the bot sees its view and nothing else ------------------------------------------


def _twin(g: sh.Sheepshead, rng: random.Random) -> sh.Sheepshead:
    """The same deal up to now as ``g.to_act`` sees it, with other hands' unplayed cards swapped.

    Only cards the seat has not seen move, between the hands of seats other than
    the picker, never into a suit a seat showed out of, and never the called card.
    """
    me = g.to_act
    assert me is not None
    n = g.n
    played_by, voids = [0] * n, [0] * n
    tr = sh.TR
    for leader, cards in [(t.leader, t.cards) for t in g.history] + [(g.leader, g.trick)]:
        for i, c in enumerate(cards):
            played_by[(leader + i) % n] |= 1 << c
            if tr.suit_index[c] != tr.suit_index[cards[0]]:
                voids[(leader + i) % n] |= 1 << tr.suit_index[cards[0]]
    fixed = {me, g.picker}
    called = 0 if g.called is None else 1 << g.called
    units = {s: [c for c in bits(g.hands[s] & ~called)] for s in range(n) if s not in fixed}
    keys = list(units)
    for _ in range(200):
        a, b = rng.sample(keys, 2)
        if not units[a] or not units[b]:
            continue
        i, j = rng.randrange(len(units[a])), rng.randrange(len(units[b]))
        x, y = units[a][i], units[b][j]
        if voids[a] >> tr.suit_index[y] & 1 or voids[b] >> tr.suit_index[x] & 1:
            continue
        units[a][i], units[b][j] = y, x
    start = [g.setup.hands[s] if g.setup.hands else () for s in range(n)]  # type: ignore[index]
    hands = []
    for s in range(n):
        if s in fixed:
            hands.append(tuple(start[s]))
        else:
            hands.append(tuple(bits(played_by[s] | (g.hands[s] & called) | sum(1 << c for c in units[s]))))
    twin = sh.new_game(g.rules, seed=0, setups=[DealSetup(hands=tuple(hands), piles=g.setup.piles)], dealer=g.dealer)
    for act in g.actions:
        twin.apply(act)
    return twin


def _positions(deals: int, every: int) -> list[sh.Sheepshead]:
    """Snapshots of seeded self-play deals (given by hands) at many decision points."""
    out = []
    for k in range(deals):
        deck = list(sh.PACK_CARDS)
        random.Random(200 + k).shuffle(deck)
        setup = DealSetup(hands=tuple(tuple(deck[6 * s : 6 * s + 6]) for s in range(5)), piles=(("blind", tuple(deck[30:])),))
        g = sh.new_game(R, seed=0, setups=[setup], dealer=k % 5)
        rng = random.Random(k)
        step = 0
        while g.deal_no == 0:
            if step % every == 0 and len(g.legal_actions()) > 1:
                out.append(g.clone())
            g.apply(BOT.choose(g.view(g.to_act), g.legal_actions(), rng))  # type: ignore[arg-type]
            step += 1
    return out


def test_twin_deals_show_the_seat_the_same_view() -> None:
    """Twin deals, the cards this seat hasn't seen moved, show it the same view: the engine's half
    of "a bot sees only its view" (every level choosing alike in twins: test_bots_view_only.py)."""
    rng = random.Random(7)
    moved = 0
    positions = _positions(deals=12, every=2)
    phases = set()
    for g in positions:
        me = g.to_act
        twin = _twin(g, rng)
        assert twin.to_act == me and twin.phase == g.phase
        assert twin.view(me) == g.view(me)  # type: ignore[arg-type]
        moved += any(twin.hands[s] != g.hands[s] for s in range(5))
        phases.add(g.phase)
        assert twin.legal_actions() == g.legal_actions()
    assert moved > len(positions) // 2, "the twins should really differ"
    assert {"pick", "play"} <= phases


# the picker (seat 1) calls the A♥ with an unknown; the twin deal swaps that card with seat 3's 10♣
UNKNOWN = ["TD KD 9D 8D 7D 7H", "QC QS JH QD AC 7C", "AH 8H 9H QH JD AD", "TC KC 9C 8C TH KH", "AS TS KS 9S 8S 7S"]


def _swap(a: Action, x: int, y: int) -> Action:
    """The same action in the twin deal, where the cards ``x`` and ``y`` changed hands."""
    other = {x: y, y: x}
    return dataclasses.replace(a, card=other.get(a.card, a.card), unknown=other.get(a.unknown, a.unknown))  # type: ignore[arg-type]


def test_the_unknown_face_down_teaches_the_others_nothing() -> None:
    """Two deals alike but for which card lies face down (7♣ or 10♣): a seat that may not look at it
    (not the picker, not its taker) sees the same view, points and all, and decides the same, until
    the other club shows."""
    x, y = C("7C"), C("TC")
    twin_hands = list(UNKNOWN)
    twin_hands[1], twin_hands[3] = UNKNOWN[1].replace("7C", "TC"), UNKNOWN[3].replace("TC", "7C")
    a, b = game(UNKNOWN, "JC JS"), game(twin_hands, "JC JS")
    for g, u in ((a, x), (b, y)):
        for act in (Action("pick", 1), Action("call", 1, card=C("AH"), unknown=u), Action("bury", 1, cards=(C("JC"), C("JS")))):
            g.apply(act)
        while g.phase != "play":
            g.apply(Action("pass", g.to_act))  # type: ignore[arg-type]
    compared = 0
    while a.deal_no == 0 and not (a.played >> y & 1):  # until seat 3 plays the other club
        taken = next((t.winner for t in a.history if x in t.cards), None)
        for seat in (0, 2, 4):
            if seat != taken:
                assert a.view(seat) == b.view(seat)
                compared += bool(a.face_down)
        act = decide(a)
        if a.to_act in (0, 2, 4) and a.to_act != taken:
            assert decide(b) == act
        a.apply(act)
        b.apply(_swap(act, x, y))
    assert compared, "the unknown should have been played face down while the views were compared"


def test_a_face_down_card_never_wins_and_counts_nothing() -> None:
    g = game(UNKNOWN, "JC JS")
    v = g.view(0)
    k = deck_of(v)
    assert not k.beats(FACE_DOWN, C("7H")) and k.beats(C("7H"), FACE_DOWN) and not k.beats(FACE_DOWN, FACE_DOWN)
    assert best_index(v, (C("AH"), FACE_DOWN, C("TH"))) == 0
    assert POINTS[FACE_DOWN] == 0
    # the unknown led, the A♥ called: a lead of hearts (seed 001: a fail suit "stands for the unknown"),
    # which the unknown can't win; a spade thrown off after it doesn't lead in effect
    hearts = dataclasses.replace(v, called=C("AH"), unknown_called=True)
    assert best_index(hearts, (FACE_DOWN, C("8H"), C("AS"), C("AH"))) == 3
    assert best_index(hearts, (FACE_DOWN, C("7S"), C("8H"))) == 2
    assert best_index(hearts, (FACE_DOWN, C("8H"), C("7D"), C("AH"))) == 2
    assert best_index(hearts, (FACE_DOWN, C("7S"))) == 0  # nothing that counts yet
    # a view with the card face down in a trick and in a taken one: the bot reads it and plays
    g.apply(Action("pick", 1))
    g.apply(Action("call", 1, card=C("AH"), unknown=C("7C")))
    script(g, "bury JC JS")
    while g.phase != "play":
        g.apply(Action("pass", g.to_act))  # type: ignore[arg-type]
    v = g.view(g.to_act)  # type: ignore[arg-type]
    hist = (sh.Trick(1, (FACE_DOWN, C("8H"), C("9H"), C("KH"), C("7S")), 3),)
    for trick in ((FACE_DOWN,), (C("7H"), FACE_DOWN)):
        fake = dataclasses.replace(v, trick=trick, leader=(v.seat - len(trick)) % 5, history=hist)
        t = read_table(fake)
        assert t.voids[1] == 0 and stakes(fake, t) is not None
        assert BOT.choose(fake, g.legal_actions(), random.Random(0)).act == "play"


def test_decisions_are_deterministic_and_ignore_the_rng() -> None:
    g = sh.new_game(R, seed=5)
    while g.deal_no < 2:
        v, legal = g.view(g.to_act), g.legal_actions()  # type: ignore[arg-type]
        a = BOT.choose(v, legal, random.Random(1))
        assert SheepsheadNormal().choose(v, legal, random.Random(99)) == a
        g.apply(a)


def test_registry_makes_the_normal_bot() -> None:
    bot = make_bot("sheepshead", "normal")
    assert isinstance(bot, SheepsheadNormal) and bot.level == "normal"


# -- whole deals -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        sh.Rules(deals=5),
        sh.Rules(deals=5, no_pick="forced"),
        sh.Rules(deals=5, cracking=True, blitz="queens"),
        sh.Rules(deals=5, partner="jack_of_diamonds"),
        sh.Rules(players=3, deals=3, partner="none"),
        sh.Rules(players=6, deals=6, partner="jd_and_called_ace"),
        sh.Rules(players=4, deals=4, partner="cards", blind=0),
    ],
    ids=["standard", "forced", "cracks", "jd", "three", "six", "black-queens"],
)
def test_whole_matches_are_legal_and_finish(rules: sh.Rules) -> None:
    g = self_play(sh.new_game(rules, seed=42))
    assert g.is_over and len(g.results) == rules.deals and sum(g.scores) == 0


def test_no_points_thrown_away_in_self_play() -> None:
    """At every card of seeded self-play deals: no ten or ace thrown onto a trick the
    other side has surely won when a smaller fail card was there to throw."""
    checked = 0
    for k in range(30):
        g = sh.new_game(R, seed=900 + k, dealer=k % 5)
        rng = random.Random(k)
        while g.deal_no == 0:
            s, legal = g.to_act, g.legal_actions()
            view = g.view(s)  # type: ignore[arg-type]
            a = BOT.choose(view, legal, rng)
            if a.act == "play" and view.trick and len(legal) > 1 and not view.leaster:
                t = read_table(view)
                k_ = deck_of(view)
                bi = best_index(view, view.trick, k_)
                w = view.trick_seat(bi)
                after = [view.trick_seat(i) for i in range(len(view.trick) + 1, 5)]
                lost = t.sides.mate[w] == 0.0 and not after
                fails = [x.card for x in legal if not k_.is_trump(x.card) and not k_.beats(x.card, view.trick[bi])]  # type: ignore[arg-type]
                if lost and fails and min(POINTS[c] for c in fails) < 10 and not k_.beats(a.card, view.trick[bi]):  # type: ignore[arg-type]
                    checked += 1
                    assert POINTS[a.card] < 10, f"threw the {card_str(a.card)} to the other side"  # type: ignore[arg-type,index]
            g.apply(a)
    assert checked > 20


def test_normal_beats_random_in_duplicate_deals() -> None:
    one = dataclasses.replace(R, deals=5)
    diffs = []
    for k in range(12):
        for normal in range(5):
            g = sh.new_game(one, seed=k, dealer=k % 5)
            bots = [BOT if s == normal else RandomBot() for s in range(5)]
            rng = random.Random(k)
            while g.deal_no == 0:
                s = g.to_act
                g.apply(bots[s].choose(g.view(s), g.legal_actions(), rng))  # type: ignore[arg-type,index]
            sc = g.results[0].scores
            diffs.append(sc[normal] - sum(sc[s] for s in range(5) if s != normal) / 4)
    assert sum(diffs) / len(diffs) > 1.0


def test_the_unknown_is_chosen_as_the_call_prompt_offers_it() -> None:
    """Seed 001: the card set face down is "usually a low fail card or the lowest trump". A picker
    holding only trumps and the aces of clubs and spades calls the A♥ and sets its lowest trump (the
    7♦) face down, as the call prompt offers first (normal, and hard, whose calls are normal's); it
    then leads anything but the unknown while it can."""
    g = game(["QC QS TC KC 9C 8C", "JS JD 9D 8D 7D KD", "QH QD 7C TS KS 9S", "JC JH 8S 7S AH TH", "AD TD KH 9H 8H 7H"], "AC AS")
    g.apply(Action("pick", 1))
    hand = g.hands[1]
    assert sh.unknown_order(hand)[0] == C("7D")
    for bot in (BOT, make_bot("sheepshead", "hard")):
        assert bot.choose(g.view(1), g.legal_actions(), random.Random(0)) == Action("call", 1, card=C("AH"), unknown=C("7D"))
    g.apply(Action("call", 1, card=C("AH"), unknown=C("7D")))
    while g.phase != "play":
        g.apply(BOT.choose(g.view(g.to_act), g.legal_actions(), random.Random(0)))  # type: ignore[arg-type]
    assert g.to_act == 1 and C("7D") in [a.card for a in g.legal_actions()]
    assert BOT.choose(g.view(1), g.legal_actions(), random.Random(0)).card != C("7D")
