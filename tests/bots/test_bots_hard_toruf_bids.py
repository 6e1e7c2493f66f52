"""``hard`` Toruf's bid: searched in worlds drawn at the auction (``TorufHard.decide``;
``SEARCH_BIDS``, off by default until a sim measures it better, is switched on here).

Seeded scenarios with a small world count: a strong hand bids above the lowest
bid, a weak one passes, every choice is legal and the same for the same seed;
the auction's worlds hold the seat's hand and replay the bids; twin deals (the
other hands moved) get the same bid, the view-only promise at the auction.
"""

from __future__ import annotations

import random

from sheriff_tui.bots.toruf import worlds as tw
from sheriff_tui.bots.toruf.normal import TorufNormal
from sheriff_tui.cards import bits, parse_cards
from sheriff_tui.engine import toruf
from sheriff_tui.engine.core import Action, DealSetup

NORMAL = TorufNormal()


def small() -> tw.TorufHard:
    """A fast ``hard`` searching the bid (off by default): six worlds for a bid."""
    bot = tw.hard()
    bot.SEARCH_BIDS = True
    bot.BID_MIN_WORLDS = bot.BID_MAX_WORLDS = 6
    assert bot.worlds_wanted(toruf.new_game(toruf.Rules(deals=1), 4, seed=0).view(1), 3) == 6
    return bot


def dealt(mine: str, seed: int, dealer: int = 3) -> toruf.Toruf:
    """Seat 0 holds ``mine`` (the first to speak, after dealer 3); the rest dealt at random."""
    hand = parse_cards(mine)
    rest = [c for c in bits(toruf.Rules().pack) if c not in hand]
    random.Random(seed).shuffle(rest)
    hands = (tuple(hand), tuple(rest[:13]), tuple(rest[13:26]), tuple(rest[26:]))
    return toruf.new_game(toruf.Rules(deals=1, target=0), 4, seed=0, setups=[DealSetup(hands=hands)], dealer=dealer)


STRONG = "AS KS QS JS 10S 9S 8S 7S AH KH AD KD AC"
WEAK = "2S 3S 4H 5H 6H 2D 3D 4D 7D 2C 3C 5C 6C"


def test_a_strong_hand_bids_above_the_lowest_bid() -> None:
    g = dealt(STRONG, 1)
    v, legal = g.view(0), g.legal_actions()
    assert NORMAL.choose(v, legal, random.Random(0)) == Action("bid", 0, value=46)
    a = small().choose(v, legal, random.Random(0))
    assert a.act == "bid" and a.value > 46, a


def test_a_weak_hand_passes() -> None:
    g = dealt(WEAK, 2)  # if every seat passes, the opponents' dealer must play 46
    v, legal = g.view(0), g.legal_actions()
    bot = small()
    bot.PASS_SLACK = 99  # searched all the same
    assert bot.choose(v, legal, random.Random(0)) == Action("pass", 0)


def auction_positions(seeds: range) -> list[toruf.Toruf]:
    """Every auction decision of seeded normal deals (copies)."""
    out = []
    for seed in seeds:
        g = toruf.new_game(toruf.Rules(deals=1, target=0), 4, seed=seed, dealer=seed % 4)
        while g.phase == toruf.AUCTION:
            out.append(g.clone())
            s = g.to_act
            g.apply(NORMAL.choose(g.view(s), g.legal_actions(), random.Random(0)))
    return out


def test_bids_are_legal_and_the_same_for_the_same_seed() -> None:
    bot = small()
    searched = 0
    for g in auction_positions(range(6)):
        v, legal = g.view(g.to_act), g.legal_actions()
        a = bot.choose(v, legal, random.Random(5))
        assert a in legal
        assert bot.choose(v, legal, random.Random(5)) == a
        searched += a != NORMAL.choose(v, legal, random.Random(0))
    assert searched <= len(auction_positions(range(6)))


def test_auction_worlds_keep_the_hand_and_replay_the_bids() -> None:
    worlds = tw.TorufWorlds()
    worlds.reads = NORMAL
    rng = random.Random(3)
    seen = 0
    for g in auction_positions(range(4)):
        me = g.to_act
        v = g.view(me)
        for _ in range(5):
            w = worlds.sample(v, rng)
            if w is None:
                continue
            seen += 1
            assert w.phase == toruf.AUCTION and w.to_act == me
            assert w.view(me).hand == v.hand and w.bids == g.bids and w.legal_actions() == g.legal_actions()
            for s, b in g.bids:  # the worlds read the bids as normal bids: a pass was a hand normal passes
                if s != me:
                    w2 = toruf.new_game(g.rules, 4, seed=0, setups=[DealSetup(hands=tuple(tuple(bits(h)) for h in w.hands))], dealer=g.dealer)
                    for s2, b2 in g.bids:
                        if s2 == s:
                            break
                        w2.apply(Action("bid", s2, value=b2) if b2 else Action("pass", s2))
                    said = NORMAL.choose(w2.view(s), w2.legal_actions(), rng).act
                    assert said == ("bid" if b else "pass")
    assert seen > 0


def twin(g: toruf.Toruf, rng: random.Random) -> toruf.Toruf:
    """The same auction, the other three hands dealt again from their cards."""
    me = g.to_act
    hands = [bits(h) for h in g.hands]
    rest = [c for s in range(4) if s != me for c in hands[s]]
    rng.shuffle(rest)
    k = 0
    for s in range(4):
        if s != me:
            hands[s] = rest[k : k + 13]
            k += 13
    t = toruf.new_game(g.rules, 4, seed=0, setups=[DealSetup(hands=tuple(tuple(h) for h in hands))], dealer=g.dealer)
    for s, b in g.bids:
        t.apply(Action("bid", s, value=b) if b else Action("pass", s))
    return t


def test_twin_auctions_get_the_same_bid() -> None:
    """The bid reads the seat's view alone: twins (the hands it can't see dealt again) get the same."""
    bot = small()
    rng = random.Random(9)
    checked = 0
    for g in auction_positions(range(4, 8)):
        t = twin(g, rng)
        me = g.to_act
        assert t.view(me) == g.view(me)
        assert bot.choose(g.view(me), g.legal_actions(), random.Random(checked)) == bot.choose(t.view(me), t.legal_actions(), random.Random(checked))
        checked += 1
    assert checked >= 4


def test_the_bid_search_can_be_left_off() -> None:
    assert tw.TorufHard.SEARCH_BIDS is False  # hard's default: normal's bid
    bot = small()
    bot.SEARCH_BIDS = False
    g = dealt(STRONG, 1)
    assert bot.choose(g.view(0), g.legal_actions(), random.Random(0)) == Action("bid", 0, value=46)


def test_the_trump_and_the_calls_can_be_searched() -> None:
    """With the phases after the auction switched on, the worlds stop at the trump, open play or a
    double (the bids, the trump and the calls replayed) and the choice is legal and seeded."""
    bot = small()
    bot.PHASES = frozenset({toruf.TRUMP, toruf.OPEN, toruf.DOUBLE, toruf.REDOUBLE})
    bot.BID_MIN_WORLDS = bot.BID_MAX_WORLDS = 3
    rules = toruf.Rules(deals=1, target=0, doubling=True, open_play=True, open_min=46)
    phases = set()
    for seed in range(3):
        g = toruf.new_game(rules, 4, seed=seed, dealer=seed)
        while g.phase != toruf.PLAY:
            me, legal = g.to_act, g.legal_actions()
            v = g.view(me)
            if g.phase != toruf.AUCTION:
                w = bot.worlds.sample(v, random.Random(seed))
                assert w is None or (w.view(me).hand == v.hand and w.phase == g.phase and w.legal_actions() == legal)
                a = bot.choose(v, legal, random.Random(seed))
                assert a in legal and bot.choose(v, legal, random.Random(seed)) == a
                phases.add(g.phase)
            else:
                a = NORMAL.choose(v, legal, random.Random(0))
            g.apply(a)
    assert {toruf.TRUMP, toruf.OPEN, toruf.DOUBLE} <= phases


def test_without_the_switch_only_the_height_is_searched() -> None:
    """SWITCH off: a hand normal passes still passes, a hand it bids still bids, perhaps higher."""
    bot = small()
    bot.SWITCH = False
    bot.PASS_SLACK = 99
    for g in auction_positions(range(6)):
        v, legal = g.view(g.to_act), g.legal_actions()
        mine, normals = bot.choose(v, legal, random.Random(1)), NORMAL.choose(v, legal, random.Random(0))
        assert mine.act == normals.act and (mine.value or 0) >= (normals.value or 0)
    g = dealt(STRONG, 1)
    a = bot.choose(g.view(0), g.legal_actions(), random.Random(0))
    assert a.act == "bid" and a.value > 46


def test_a_double_that_pays() -> None:
    """Seat 0 holds the top hearts, spades and clubs and passed; the dealer, forced to 46, names clubs.
    normal doesn't double (it counts on its partner's hand); the double search, switched on, does:
    the contract fails in nearly every world, and doubled it fails for twice as much."""
    mine = parse_cards("AH KH QH JH 10H AS KS QS AC KC QC AD KD")
    partner_of_dealer = parse_cards("9H 8H 7H 6H 5H 4H QD JD 10D 2S 3S 2C 3C")
    rest = [c for c in bits(toruf.Rules().pack) if c not in mine and c not in partner_of_dealer]
    random.Random(1).shuffle(rest)
    hands = (tuple(mine), tuple(partner_of_dealer), tuple(rest[:13]), tuple(rest[13:]))
    g = toruf.new_game(toruf.Rules(deals=1, target=0, doubling=True), 4, seed=0, setups=[DealSetup(hands=hands)], dealer=3)
    g.apply(Action("pass", 0))
    while g.phase != toruf.DOUBLE:
        g.apply(NORMAL.choose(g.view(g.to_act), g.legal_actions(), random.Random(0)))
    assert g.to_act == 0 and g.contract == 46 and g.declarer == 3
    v, legal = g.view(0), g.legal_actions()
    assert NORMAL.choose(v, legal, random.Random(0)).act == "pass"
    bot = small()
    bot.PHASES = frozenset({toruf.DOUBLE})
    assert bot.choose(v, legal, random.Random(0)).act == "double"
