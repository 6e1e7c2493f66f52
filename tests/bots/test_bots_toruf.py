"""The ``normal`` Toruf bot: it sees only its view, and it plays by the source's strategy notes.

Scenario tests build deals by hand (some cards named, the rest dealt from a
seeded generator, suits kept away from seats where a scripted play needs it),
script the other seats' actions and ask the bot for one decision.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from sheriff_tui import presets
from sheriff_tui.bots import RandomBot, make_bot
from sheriff_tui.bots.toruf.eval import best_trump, hand_value, read_table
from sheriff_tui.bots.toruf.normal import TorufNormal
from sheriff_tui.cards import SUITS, bits, card_str, parse_cards
from sheriff_tui.engine import toruf
from sheriff_tui.engine.core import Action, DealSetup, IllegalAction
from sheriff_tui.engine.toruf.score import NO_TRUMP

from ..play_helpers import positions
from ..toruf_helpers import M, plays

BOT = TorufNormal()


# -- helpers -------------------------------------------------------------------------


def fill(hands: dict[int, str], avoid: dict[int, str] | None = None, seed: int = 1, size: int = 13) -> list[list[int]]:
    """Four hands of ``size``: the named cards, the rest dealt (seeded), ``avoid`` keeping suits from seats."""
    fixed = {s: parse_cards(h) for s, h in hands.items()}
    used = [c for h in fixed.values() for c in h]
    assert len(set(used)) == len(used), "a card is given twice"
    bad = [{SUITS.index(x) for x in (avoid or {}).get(s, "")} for s in range(4)]
    pack = bits(toruf.Rules(cards=52 if size == 13 else 32).pack)
    rng = random.Random(seed)
    for _ in range(500):
        pool = [c for c in pack if c not in used]
        rng.shuffle(pool)
        pool.sort(key=lambda c: sum(c // 13 not in b for b in bad))  # the most constrained first
        full = [list(fixed.get(s, [])) for s in range(4)]
        for c in pool:
            seats = [s for s in range(4) if len(full[s]) < size and c // 13 not in bad[s]]
            if not seats:
                break
            full[rng.choice(seats)].append(c)
        else:
            return full
    raise AssertionError("these hands cannot be completed")


def game(hands: dict[int, str], avoid: dict[int, str] | None = None, dealer: int = 3, seed: int = 1, **rules: object) -> toruf.Toruf:
    """A one-deal game with these cards; with dealer 3 seat 0 speaks first."""
    full = fill(hands, avoid, seed)
    setup = DealSetup(hands=tuple(tuple(h) for h in full))
    return toruf.new_game(toruf.Rules(deals=1, **rules), 4, seed=0, setups=[setup], dealer=dealer)  # type: ignore[arg-type]


def declare(g: toruf.Toruf, seat: int, bid: int, trump: str) -> None:
    """``seat`` bids ``bid`` (the others pass) and names ``trump``; any later calls pass."""
    while g.phase == toruf.AUCTION:
        s = g.to_act
        g.apply(Action("bid", s, value=bid) if s == seat else Action("pass", s))  # type: ignore[arg-type]
    assert g.declarer == seat
    g.apply(Action("trump", seat, suit=trump))
    while g.phase not in (toruf.PLAY, toruf.OVER):
        g.apply(Action("pass", g.to_act))  # type: ignore[arg-type]


def choice(g: toruf.Toruf) -> Action:
    s = g.to_act
    assert s is not None
    return BOT.choose(g.view(s), g.legal_actions(), random.Random(0))


def card(g: toruf.Toruf) -> str:
    a = choice(g)
    assert a.act == "play"
    return card_str(a.card)  # type: ignore[arg-type]


def self_play(g: toruf.Toruf, bots: list | None = None, seed: int = 0) -> toruf.Toruf:
    bots = bots or [BOT] * 4
    rng = random.Random(seed)
    while g.to_act is not None:
        legal = g.legal_actions()
        a = bots[g.to_act].choose(g.view(g.to_act), legal, rng)
        assert a in legal, f"illegal {a}"
        g.apply(a)
    return g


# -- the bot sees its view and nothing else ----------------------------------------


def _twin(g: toruf.Toruf, rng: random.Random) -> toruf.Toruf | None:
    """The same deal up to now as ``g.to_act`` sees it, every card it can't see moved between the
    other hands (a seat that showed out of a suit gets none of it); None if the replay breaks a duty
    the public record implies (an under-trump shows what a seat lacks)."""
    me = g.to_act
    assert me is not None
    start = [sum(1 << c for c in h) for h in g.setup.hands]  # type: ignore[union-attr]
    trump = g.trump
    played_by, voids = [0] * 4, [0] * 4
    for leader, cards in [(t.leader, t.cards) for t in g.history] + [(g.leader, g.trick)]:
        for i, c in enumerate(cards):
            s = (leader + i) % 4
            played_by[s] |= 1 << c
            if c // 13 != cards[0] // 13:
                voids[s] |= 1 << cards[0] // 13
                if trump != NO_TRUMP and c // 13 != trump:
                    voids[s] |= 1 << trump
    seen = {me} | ({g.declarer} if g.opened else set())
    units = {s: bits(g.hands[s]) for s in range(4) if s not in seen}
    keys = list(units)
    if len(keys) >= 2:
        for _ in range(300):
            a, b = rng.sample(keys, 2)
            if not units[a] or not units[b]:
                continue
            i, j = rng.randrange(len(units[a])), rng.randrange(len(units[b]))
            x, y = units[a][i], units[b][j]
            if voids[a] >> y // 13 & 1 or voids[b] >> x // 13 & 1:
                continue
            units[a][i], units[b][j] = y, x
    hands = [start[s] if s in seen else played_by[s] | sum(1 << c for c in units[s]) for s in range(4)]
    twin = toruf.new_game(g.rules, 4, seed=0, setups=[DealSetup(hands=tuple(tuple(bits(h)) for h in hands))], dealer=g.dealer)
    try:
        for act in g.actions:
            twin.apply(act)
    except IllegalAction:
        return None
    return twin


def _positions(rules: toruf.Rules, deals: int, every: int) -> list[toruf.Toruf]:
    """Snapshots of seeded self-play deals at many decision points (dealt from hands, so twins can move them)."""

    def deal(k: int) -> toruf.Toruf:
        pack = bits(rules.pack)
        random.Random(k).shuffle(pack)
        size = rules.hand_size
        setup = DealSetup(hands=tuple(tuple(pack[i * size : (i + 1) * size]) for i in range(4)))
        return toruf.new_game(rules, 4, seed=0, setups=[setup], dealer=k % 4)

    return positions((deal(k) for k in range(deals)), BOT, every)


@pytest.mark.parametrize(
    "rules",
    [toruf.Rules(deals=1), toruf.Rules(deals=1, doubling=True), toruf.Rules(deals=1, open_play=True, open_min=60), toruf.Rules(deals=1, cards=32)],
    ids=["plain", "double", "open", "short"],
)
def test_twin_deals_show_the_seat_the_same_view(rules: toruf.Rules) -> None:
    """Twin deals, the cards this seat hasn't seen moved, show it the same view: the engine's half
    of "a bot sees only its view" (every level choosing alike in twins: test_bots_view_only.py)."""
    rng = random.Random(7)
    moved = checked = 0
    phases = set()
    for g in _positions(rules, deals=8, every=3):
        me = g.to_act
        twin = _twin(g, rng)
        if twin is None:
            continue
        checked += 1
        assert twin.to_act == me and twin.phase == g.phase
        phases.add(g.phase)
        assert twin.view(me) == g.view(me)  # the public record and our own hand are the same …
        if any(twin.hands[s] != g.hands[s] for s in range(4) if s != me):
            moved += 1  # … the others' hands are not
        assert twin.legal_actions() == g.legal_actions()
    assert checked > 40 and moved > checked // 2, "the twins should really differ"
    assert {"auction", "play"} <= phases


def test_decisions_are_deterministic_and_ignore_the_rng() -> None:
    g = toruf.new_game(toruf.Rules(deals=1), 4, seed=5)
    while g.to_act is not None:
        v, legal = g.view(g.to_act), g.legal_actions()
        a = BOT.choose(v, legal, random.Random(1))
        assert TorufNormal().choose(v, legal, random.Random(99)) == a
        g.apply(a)


def test_registry_makes_the_normal_bot() -> None:
    bot = make_bot("toruf", "normal")
    assert isinstance(bot, TorufNormal) and bot.level == "normal"


# -- the auction, the trump and the calls ------------------------------------------

LONG = "AS KS QS 10S 8S 6S 3S  AH 10H 4H  KD 5D  9C"  # seven spades with the top: strong
WEAK = "4S 3S 2S  9H 7H 5H 2H  8D 6D 4D  7C 5C 3C"
SHORT = "AS KS 10S 4S  AH KH 7H  AD 9D 6D  KC 8C 3C"  # honours but four trumps at most


def test_length_and_honours_bid_a_weak_hand_passes() -> None:
    g = game({0: LONG})
    a = choice(g)
    assert a.act == "bid" and a.value == 46
    assert BOT.max_bid(g.view(0)) >= 50
    g = game({0: WEAK})
    assert choice(g).act == "pass"


def test_a_contract_is_a_burden_when_the_opponents_dealer_would_be_forced() -> None:
    # bidders score their bid, defenders their card points: a good hand passes before the opponents'
    # dealer, who must play 46 if everyone does, but bids when its own side's dealer would be forced
    good = "AS QS 9S 8S 6S 3S  AH 10H 4H  QD 5D  9C 2C"
    assert choice(game({0: good}, dealer=3)).act == "pass"
    g = game({1: good}, dealer=3)
    g.apply(Action("pass", 0))
    assert choice(g).act == "bid"


def test_four_trumps_are_dangerous_however_many_honours() -> None:
    g = game({0: SHORT})
    assert best_trump(M(SHORT))[0] != NO_TRUMP
    assert BOT.max_bid(g.view(0)) <= TorufNormal.SHORT_CAP
    assert hand_value(M(LONG), 3) > hand_value(M("AS KS QS 10S  8H 6H 3H  AH 10H 4H  KD 5D  9C"), 3)


def test_partner_bid_is_information() -> None:
    hand = "AS QS 9S 8S 6S 3S  KH 10H 4H  QD 5D  9C 2C"
    g = game({2: hand})
    g.apply(Action("bid", 0, value=50))
    g.apply(Action("pass", 1))
    alone = BOT.max_bid(game({2: hand}).view(2))
    assert BOT.max_bid(g.view(2)) > alone
    assert choice(g).act == "pass"  # the partner holds the contract: left alone
    # over an opponent's bid the same hand competes while its value allows
    g = game({2: hand})
    g.apply(Action("pass", 0))
    g.apply(Action("bid", 1, value=46))
    a = choice(g)
    assert a.act == ("bid" if BOT.max_bid(g.view(2)) >= 47 else "pass")


def test_names_the_long_suit_trump() -> None:
    g = game({0: "KH 10H 8H 6H 5H 3H 2H  AS 4S  AD 7D  KC 9C"})
    declare_only(g, 0, 50)
    assert choice(g) == Action("trump", 0, suit="H")


def declare_only(g: toruf.Toruf, seat: int, bid: int) -> None:
    while g.phase == toruf.AUCTION:
        s = g.to_act
        g.apply(Action("bid", s, value=bid) if s == seat else Action("pass", s))  # type: ignore[arg-type]


def test_no_trump_only_with_stoppers_everywhere_and_sure_tricks() -> None:
    nt = "AS KS QS 10S  AH KH QH  AD KD QD  AC KC QC"
    g = game({0: nt})
    declare_only(g, 0, 70)
    assert choice(g) == Action("trump", 0, suit="NT")
    # an unstopped suit: a suit contract, however many aces
    g = game({0: "AS KS QS JS 10S 9S  AH KH QH  AD KD QD  4C"})
    declare_only(g, 0, 70)
    assert choice(g).suit != "NT"


def test_opens_only_a_hand_that_justifies_it() -> None:
    big = "AS KS QS JS 10S 9S 8S 7S  AH 10H  AD 10D  AC"
    g = game({0: big}, open_play=True)
    declare_only(g, 0, 80)
    g.apply(Action("trump", 0, suit="S"))
    assert g.phase == toruf.OPEN and choice(g).act == "open"
    g = game({0: LONG}, open_play=True)
    declare_only(g, 0, 80)
    g.apply(Action("trump", 0, suit="S"))
    assert choice(g).act == "pass"


def test_doubles_only_a_hand_that_justifies_it() -> None:
    strong = "AS KS JS 9S 7S  AH 10H  AD 8D  KC 6C 5C 2C"  # the declarer's trumps, with the top
    g = game({1: strong}, doubling=True)
    declare_only(g, 0, 60)
    g.apply(Action("trump", 0, suit="S"))
    assert g.phase == toruf.DOUBLE and g.to_act == 1 and choice(g).act == "double"
    g = game({1: WEAK}, doubling=True)
    declare_only(g, 0, 60)
    g.apply(Action("trump", 0, suit="S"))
    assert choice(g).act == "pass"
    # a low contract is not doubled, even on trumps
    g = game({1: strong}, doubling=True)
    declare_only(g, 0, 48)
    g.apply(Action("trump", 0, suit="S"))
    assert choice(g).act == "pass"


# -- the play -------------------------------------------------------------------------


def test_declarer_draws_trumps_with_length() -> None:
    g = game({0: LONG})
    declare(g, 0, 60, "S")
    assert card(g) == "AS"


def test_ace_before_the_ten() -> None:
    # no trump length to draw with: the declarer cashes the heart ace, not the ten
    g = game({0: "AH 10H 5H  KD 9D 4D  QS 8S 3S  KC 9C 7C 2C"})
    declare(g, 0, 50, "C")
    assert card(g) == "AH"
    # following: an opponent's king led, the ace takes it, the ten stays home
    g = game({0: "KH 4H  2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS", 1: "AH 10H 3H  AC"}, avoid={0: "C"})
    declare(g, 0, 50, "S")
    plays(g, "KH")
    assert card(g) == "AH"


def test_leads_a_short_suit_to_make_the_opponents_trump() -> None:
    # three small trumps: nothing to draw with, no master to cash: the singleton goes,
    # the opponents must trump it once out of clubs, and the declarer gets a void to ruff with
    g = game({0: "KH QH 9H  7C  KD 9D 6D 3D  QS 8S 6S 5S 4S"})
    declare(g, 0, 50, "H")
    assert card(g) == "7C"


def test_defender_on_lead_leads_its_singleton() -> None:
    # seat 1, a defender, as if on lead: the singleton club goes (its view with the lead moved to it)
    g = game({1: "7C  KD 9D 6D 3D  QH 8H 6H 5H  9S 8S 5S 4S", 0: "AH KH JH 10H 9H 7H 4H 3H 2H AC"})
    declare(g, 0, 60, "H")
    view = dataclasses.replace(g.view(1), to_act=1, leader=1)
    legal = [Action("play", 1, card=c) for c in bits(g.hands[1])]
    assert card_str(BOT.choose(view, legal, random.Random(0)).card) == "7C"  # type: ignore[arg-type]


def test_keeps_its_last_trump_for_the_last_trick() -> None:
    # a single trump, the master at that: it stays for the last trick's 10
    g = game({0: "AH  4C 3C  KD QD  8S 7S 6S 5S 4S 3S 2S JS"})
    declare(g, 0, 50, "H")
    assert card(g) != "AH"


def test_loads_a_ten_on_the_partners_sure_trick() -> None:
    # the partner (seat 1) leads the master trump; third in hand, seat 3 loads the ten of trumps on it
    g = game({1: "AS", 2: "5S", 3: "10S 4S"}, dealer=0)
    declare(g, 1, 50, "S")
    plays(g, "AS 5S")
    assert g.to_act == 3 and card(g) == "10S"


def test_last_seat_loads_not_overtakes_the_partner() -> None:
    # the partner's king wins and I play last: the ten goes on it, the ace stays
    g = game({0: "8H", 1: "KH", 2: "2H", 3: "AH 10H 4H"}, dealer=3)
    declare(g, 0, 50, "C")
    plays(g, "8H KH 2H")
    assert g.to_act == 3
    assert card(g) == "10H"


def test_no_ten_on_the_opponents_trick() -> None:
    # an opponent leads the master ace; I can't follow and hold no trump: a low card, not the ten
    g = game({1: "AD", 2: "10S 3S KC 4C 10C 5C 6C 7C 8C 9C JC QC 2C"}, avoid={2: "DH"}, dealer=0)
    declare(g, 1, 50, "H")
    plays(g, "AD")
    assert g.to_act == 2
    assert card(g) not in ("10S", "10C", "KC", "QC", "JC")


def test_takes_an_opponents_trick_cheaply_as_last_hand() -> None:
    g = game({1: "QD", 2: "5D", 3: "KD", 0: "AD 10D 3D"}, dealer=0)
    declare(g, 1, 50, "H")
    plays(g, "QD 5D KD")
    assert card(g) == "AD"


def test_counts_cards_with_the_played_mask() -> None:
    g = game({0: LONG})
    declare(g, 0, 60, "S")
    t = read_table(g.view(1))
    assert t.unseen & g.hands[1] == 0 and t.unseen | g.hands[1] == g.rules.pack & ~g.view(1).played
    assert t.trump == 3 and t.voids == (0, 0, 0, 0)


# -- legality, strength, speed ----------------------------------------------------------


PRESETS = sorted(n for n, p in presets.builtin_presets().items() if p.game == "toruf")


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_never_an_illegal_move_over_seeded_matches(name: str) -> None:
    rules = dataclasses.replace(presets.load_rules("toruf", name), deals=6)
    for k in range(3):
        mixed = [BOT, RandomBot(), BOT, RandomBot()] if k % 2 else [BOT] * 4
        g = self_play(toruf.new_game(rules, 4, seed=100 + k, dealer=k % 4), mixed, seed=k)
        assert g.is_over and g.results


def test_normal_beats_random_in_duplicate_deals() -> None:
    diffs = []
    for k in range(12):
        for normal in (0, 1):
            g = toruf.new_game(toruf.Rules(deals=1), 4, seed=k, dealer=k % 4)
            bots = [BOT if s % 2 == normal else RandomBot() for s in range(4)]
            self_play(g, bots, seed=k)
            sc = g.scores
            diffs.append(sc[normal] - sc[1 - normal])
    assert sum(diffs) / len(diffs) > 20


def test_makes_most_of_its_contracts_in_self_play() -> None:
    made = 0
    for k in range(40):
        r = self_play(toruf.new_game(toruf.Rules(deals=1), 4, seed=k, dealer=k % 4)).results[0]
        made += r.made
    assert made >= 16


def test_made_to_overtrump_its_partner_with_the_cheapest_trump() -> None:
    # the partner (seat 1) trumps the spade; seat 3, void too, must overtrump it: the 5, not the ace
    g = game({0: "9S", 1: "2H", 2: "5S", 3: "5H AH 4C"}, avoid={1: "S", 3: "SH"}, dealer=3)
    declare(g, 0, 50, "H")
    plays(g, "9S 2H 5S")
    assert g.to_act == 3 and card(g) == "5H"
