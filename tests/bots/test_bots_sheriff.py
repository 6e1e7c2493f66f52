"""The ``normal`` Sheriff bot: it sees only its view, and it plays like a person.

Scenario tests build deals by hand (``DealSetup(hands=...)``), script the other
seats' actions and ask the bot for one decision. Every random choice is seeded.
"""

from __future__ import annotations

import random
from typing import Sequence

import pytest

from sheriff_tui.bots import RandomBot, make_bot
from sheriff_tui.bots.sheriff.eval import ANY, LOSE, beats, goal, p_make, read_table, rough_count, trick_winner
from sheriff_tui.bots.sheriff.normal import SheriffNormal
from sheriff_tui.cards import SUITS, bits, card_str, parse_card, parse_cards
from sheriff_tui.engine.core import Action, DealSetup
from sheriff_tui.engine.sheriff import Rules, Sheriff, new_game

from ..play_helpers import positions

BOT = SheriffNormal()


# -- helpers -------------------------------------------------------------------


def deal(
    hands: dict[int, str],
    turned: str,
    *,
    n: int = 3,
    dealer: int = 2,
    avoid: dict[int, str] | None = None,
    seed: int = 1,
    **rules_kw: object,
) -> Sheriff:
    """A one-deal game whose named cards are given; the rest is dealt (seeded).

    ``hands`` names some (or all) cards of some seats; ``avoid`` keeps suits
    away from a seat ("avoid={1: 'H'}": seat 1 gets no other hearts), so that
    scripted plays stay legal. The dealer defaults to seat 2: seat 0 bids first.
    """
    rules = Rules(players=n, deals=1, **rules_kw)  # type: ignore[arg-type]
    size = rules.hand_size
    fixed = {s: parse_cards(h) for s, h in hands.items()}
    t = parse_card(turned)
    used = [t] + [c for h in fixed.values() for c in h]
    assert len(set(used)) == len(used), "a card is given twice"
    bad = [{SUITS.index(x) for x in (avoid or {}).get(s, "")} for s in range(n)]
    rng = random.Random(seed)
    for _ in range(500):
        pool = [c for c in range(52) if c not in used]
        rng.shuffle(pool)
        pool.sort(key=lambda c: sum(c // 13 not in b for b in bad))  # the most constrained first
        full = [list(fixed.get(s, [])) for s in range(n)]
        out: list[int] = []
        spare = 52 - 1 - n * size
        for c in pool:
            seats = [s for s in range(n) if len(full[s]) < size and c // 13 not in bad[s]]
            if seats:
                full[rng.choice(seats)].append(c)
            elif len(out) < spare:
                out.append(c)
            else:
                break
        else:
            if all(len(h) == size for h in full):
                break
    else:
        raise AssertionError("these hands cannot be completed")
    piles: tuple[tuple[str, tuple[int, ...]], ...] = (("turned", (t,)),)
    if out:
        piles += (("out", tuple(out)),)
    setup = DealSetup(hands=tuple(tuple(h) for h in full), piles=piles)
    return new_game(rules, n, seed=0, setups=[setup], dealer=dealer)


def auction(g: Sheriff, bids: dict[int, int]) -> None:
    """Each seat in ``bids`` bids its number once (in turn order); everyone else passes."""
    done: set[int] = set()
    while g.phase == "auction":
        s = g.to_act
        assert s is not None
        if s in bids and s not in done:
            g.apply(Action("bid", s, value=bids[s]))
            done.add(s)
        else:
            g.apply(Action("pass", s))


def play(g: Sheriff, cards: str) -> None:
    """Play the named cards in turn order."""
    for c in parse_cards(cards):
        assert g.to_act is not None
        g.apply(Action("play", g.to_act, card=c))


def ask(g: Sheriff, bot: SheriffNormal = BOT) -> Action:
    s = g.to_act
    assert s is not None
    legal = g.legal_actions()
    a = bot.choose(g.view(s), legal, random.Random(0))
    assert a in legal
    return a


def card(g: Sheriff) -> str:
    a = ask(g)
    assert a.act == "play" and a.card is not None
    return card_str(a.card)


def self_play(g: Sheriff, bots: Sequence[object] | None = None, seed: int = 0) -> Sheriff:
    rng = random.Random(seed)
    while g.to_act is not None:
        s = g.to_act
        bot = bots[s] if bots else BOT
        a = bot.choose(g.view(s), g.legal_actions(), rng)  # type: ignore[attr-defined]
        g.apply(a)
    return g


# -- the bot sees its view and nothing else --------------------------------------


def _twin(g: Sheriff, rng: random.Random) -> Sheriff:
    """The same deal up to now as seen by ``g.to_act``, with every hidden card moved.

    Cards that seat has not seen (the others' unplayed cards, Double Sheriff's
    out-of-play cards, another taker's Sheriff's Choice discard) are swapped
    between hands and piles wherever the public record allows (a seat that
    showed out of a suit never receives that suit); then the same actions are
    replayed on the new deal.
    """
    me, n, rules, setup = g.to_act, g.n, g.rules, g.setup
    assert me is not None
    size, turned, taker, discard = rules.hand_size, g.turned, g.taken_by, g.discarded
    if setup.deck is not None:
        start = [0] * n
        for k in range(n):
            start[(g.dealer + 1 + k) % n] = sum(1 << c for c in setup.deck[k : size * n : n])
        out = list(setup.deck[size * n + 1 :])
    else:
        start = [sum(1 << c for c in h) for h in setup.hands]  # type: ignore[union-attr]
        out = list(setup.pile("out"))
    played_by, voids = [0] * n, [0] * n
    tricks = [(t.leader, t.cards) for t in g.history] + [(g.leader, g.trick)]
    for leader, cards in tricks:
        for i, c in enumerate(cards):
            played_by[(leader + i) % n] |= 1 << c
            if c // 13 != cards[0] // 13:
                voids[(leader + i) % n] |= 1 << cards[0] // 13
    tbit = 1 << turned
    units: dict[object, list[int]] = {s: bits(g.hands[s] & ~tbit) for s in range(n) if s != me}
    units["out"] = out
    if discard is not None and taker != me and discard != turned:
        units["discard"] = [discard]
    keys = list(units)
    for _ in range(300):
        a, b = rng.sample(keys, 2)
        if not units[a] or not units[b]:
            continue
        i, j = rng.randrange(len(units[a])), rng.randrange(len(units[b]))
        x, y = units[a][i], units[b][j]
        if isinstance(a, int) and voids[a] >> y // 13 & 1 or isinstance(b, int) and voids[b] >> x // 13 & 1:
            continue
        units[a][i], units[b][j] = y, x
    new_discard = units["discard"][0] if "discard" in units else discard
    hands = []
    for s in range(n):
        if s == me:
            hands.append(start[s])
            continue
        h = played_by[s] | sum(1 << c for c in units[s])
        if s == taker:
            h = (h | 1 << new_discard) & ~tbit if new_discard is not None else h & ~tbit  # type: ignore[operator]
        hands.append(h)
    piles: tuple[tuple[str, tuple[int, ...]], ...] = (("turned", (turned,)),)
    if units["out"]:
        piles += (("out", tuple(units["out"])),)
    twin = new_game(rules, n, seed=0, setups=[DealSetup(hands=tuple(tuple(bits(h)) for h in hands), piles=piles)], dealer=g.dealer)
    for act in g.actions:
        if act.act == "discard" and act.seat != me:
            act = Action("discard", act.seat, card=new_discard)
        twin.apply(act)
    return twin


def _positions(rules: Rules, deals: int, every: int) -> list[Sheriff]:
    """Snapshots of seeded self-play games at many decision points."""
    return positions((new_game(rules, rules.players, seed=100 + k, dealer=k % rules.players) for k in range(deals)), BOT, every)


@pytest.mark.parametrize(
    "rules",
    [
        Rules(deals=1),
        Rules(deals=1, auction="choice"),
        Rules(deals=1, auction="blind"),
        Rules(players=5, deals=1),
        Rules(players=6, deals=1),
    ],
    ids=["standard", "choice", "blind", "double5", "double6"],
)
def test_twin_deals_show_the_seat_the_same_view(rules: Rules) -> None:
    """Twin deals, the cards this seat hasn't seen moved, show it the same view: the engine's half
    of "a bot sees only its view" (every level choosing alike in twins: test_bots_view_only.py)."""
    rng = random.Random(7)
    moved = 0
    games = _positions(rules, deals=6, every=3)
    phases = set()
    for g in games:
        me = g.to_act
        twin = _twin(g, rng)
        assert twin.to_act == me and twin.phase == g.phase
        phases.add(g.phase)
        # the public record and our own hand are the same, the others' hands are not
        assert twin.view(me) == g.view(me)
        if any(twin.hands[s] != g.hands[s] for s in range(g.n) if s != me):
            moved += 1
        assert twin.legal_actions() == g.legal_actions()
    assert moved > len(games) // 2, "the twins should really differ"
    assert "play" in phases and phases & {"auction", "choice", "discard"}


def test_decisions_are_deterministic_and_ignore_the_rng() -> None:
    g = new_game(Rules(deals=1), 3, seed=5)
    while g.to_act is not None:
        v, legal = g.view(g.to_act), g.legal_actions()
        a = BOT.choose(v, legal, random.Random(1))
        assert SheriffNormal().choose(v, legal, random.Random(99)) == a
        g.apply(a)


def test_registry_makes_the_normal_bot() -> None:
    bot = make_bot("sheriff", "normal")
    assert isinstance(bot, SheriffNormal) and bot.level == "normal"


# -- the auction ---------------------------------------------------------------------

STRONG = "AS KS 9S 7S 4S  AH 8H 5H  AD QD 8D 3D  KC 9C 6C 2C  7H"
MONSTER = "AS KS QS JS 9S 7S 4S  AH KH 5H  AD 8D 3D  AC 9C 6C 2C"
WEAK = "3S  9H 8H 6H 4H 2H  JD 8D 6D 4D 3D 2D  JC 8C 7C 5C 3C"


def mask(text: str) -> int:
    return sum(1 << c for c in parse_cards(text))


def test_strong_hand_bids_weak_hand_passes() -> None:
    assert ask(deal({0: STRONG}, "2S")) == Action("bid", 0, value=6)
    assert ask(deal({0: WEAK}, "2S")).act == "pass"


def test_a_monster_bids_more_but_not_beyond_its_reach() -> None:
    a = ask(deal({0: MONSTER}, "2S"))
    assert a.act == "bid" and 8 <= (a.value or 0) <= 11
    # the model is right about it: played out against normal Outlaws
    made = 0
    for seed in range(10):
        g = deal({0: MONSTER}, "2S", seed=seed)
        auction(g, {0: a.value or 0})
        made += self_play(g).results[0].made
    assert made >= 8


def test_valuation_follows_the_strategy_notes() -> None:
    base = "AS 5S 4S 3S  AH 7H 5H 3H  KD 7D 5D 3D  9C 7C 5C 4C 3C"
    out = 1 << parse_card("2S")

    def chance(hand: str, k: int = 6) -> float:
        return p_make(mask(hand), 3, out, 3, k)

    p0 = chance(base)
    assert chance(base.replace("5S", "KS")) > chance(base.replace("5S", "QS")) > p0  # trump A+K
    assert chance(base.replace("7D", "AD")) > p0  # a side ace
    assert chance(base.replace("3H", "2C")) > p0  # a six-card suit beats a five-card one
    chances = [chance(STRONG, k) for k in range(6, 12)]
    assert chances == sorted(chances, reverse=True)  # higher contracts are riskier
    assert chance(STRONG, 7) < 0.9 and chance(STRONG, 6) > 0.8


def test_no_silly_overbid() -> None:
    # a good hand opens, but does not chase a rival's high bid
    g = deal({1: STRONG}, "2S")
    g.apply(Action("bid", 0, value=8))
    assert ask(g).act == "pass"
    # with a rival's 6 on the table, a strong but not huge hand goes one higher at most
    g = deal({1: STRONG}, "2S")
    g.apply(Action("bid", 0, value=6))
    assert ask(g) in (Action("bid", 1, value=7), Action("pass", 1))
    # over many deals: never above a plain count of the hand's tricks, rarely 9 or more
    high = 0
    for k in range(200):
        g = new_game(Rules(deals=1), 3, seed=k, dealer=k % 3)
        while g.phase == "auction":
            a = ask(g)
            if a.act == "bid":
                v = g.view(a.seat)
                assert (a.value or 0) <= rough_count(v.hand, v.trump or 0)
                high += (a.value or 0) >= 9
            g.apply(a)
    assert high <= 10


def test_blind_auction_bids_the_minimum_only_when_it_pays() -> None:
    g = new_game(Rules(deals=1, auction="blind"), 3, seed=3, dealer=2)
    v = g.view(0)
    assert v.hand == 0 and v.trump is None
    a = ask(g)
    assert a == Action("bid", 0, value=6)
    g.apply(a)
    assert ask(g).act == "pass"  # 7 unseen is not worth it
    # Double Sheriff with an unseen hand (perhaps alone against four): never
    for n in (5, 6):
        g = new_game(Rules(players=n, deals=1, auction="blind"), n, seed=3)
        assert ask(g).act == "pass"


def test_blind_policy_follows_the_house_rules() -> None:
    """Unseen, 6 pays at x3 and 7 does not; at x1 not even 6 pays; with a low minimum, bid it."""
    g = new_game(Rules(deals=1, auction="blind", blind_multiplier=1), 3, seed=3, dealer=2)
    assert ask(g).act == "pass"
    g = new_game(Rules(deals=1, auction="blind", min_bid=3), 3, seed=3, dealer=2)
    assert ask(g) == Action("bid", 0, value=3)
    g.apply(Action("bid", 0, value=3))
    assert ask(g) == Action("bid", 1, value=4)  # 4 tricks unseen still pays at x3
    bot = SheriffNormal()
    view = new_game(Rules(deals=1, auction="blind"), 3, seed=0).view(0)
    chances = bot.BLIND_CHANCE[(3, False)]
    assert bot._relative_ev(view, chances[5], 6, True) > 0 > bot._relative_ev(view, chances[6], 7, True)


def test_blind_chances_agree_with_the_hand_model() -> None:
    """The table of random hands and the model of seen hands tell the same story."""
    rng = random.Random(11)
    deck = list(range(52))
    model = {6: 0.0, 7: 0.0}
    for _ in range(400):
        rng.shuffle(deck)
        for k in model:
            model[k] += p_make(sum(1 << c for c in deck[:17]), deck[17] // 13, 1 << deck[17], 3, k) / 400
    table = SheriffNormal.BLIND_CHANCE[(3, False)]
    assert abs(model[6] - table[5]) < 0.08 and abs(model[7] - table[6]) < 0.08


# -- the Sheriff's play --------------------------------------------------------------


def bots_play(g: Sheriff, count: int) -> None:
    for _ in range(count):
        g.apply(ask(g))


def test_sheriff_draws_trumps_then_cashes_aces() -> None:
    sheriff = "AS KS QS JS 10S 9S 8S  AH 3H 2H  AD 3D 2D  4C 3C 2C 5C"
    g = deal({0: sheriff, 1: "7S 6S", 2: "5S 4S 3S"}, "2S")
    auction(g, {0: 8})  # seven sure trumps: the eighth trick must come from elsewhere
    leads = []
    for _ in range(4):
        leads.append(card(g))
        bots_play(g, 3)
    assert leads[:3] == ["AS", "KS", "QS"]  # the outlaws held trumps until now
    assert leads[3] in ("AH", "AD")  # none left outside: cash the aces


def test_sheriff_establishes_the_long_suit() -> None:
    g = deal({0: "AS KS QS  KH QH JH 9H 8H 7H  4D 3D 2D  5C 4C 3C 2C 6C"}, "2S")
    auction(g, {0: 6})
    for _ in range(3):
        bots_play(g, 3)
    assert g.won[0] == 3
    assert card(g) == "KH"  # top of K Q J knocks out the ace


def test_sheriff_ducks_once_the_exact_contract_is_made() -> None:
    # contract 1, made at trick one: now lead a card the outlaws will beat
    g = deal({0: "AH", 1: "KH", 2: "QH"}, "2S", min_bid=1)
    auction(g, {0: 1})
    play(g, "AH KH QH")
    lead = ask(g)
    assert card_str(lead.card or 0)[0] != "A" and lead.card is not None and lead.card // 13 != 3
    g.apply(lead)
    bots_play(g, 2)
    assert g.won[0] == 1
    # last to play, with a winner and a loser in hand: the loser
    g = deal({0: "AH 2C KD 3D", 1: "KH AC 9D", 2: "QH 3C 2D"}, "2S", avoid={0: "D"}, min_bid=1)
    auction(g, {0: 1})
    play(g, "AH KH QH  2C AC 3C  9D 2D")
    assert card(g) == "3D"


def test_sheriff_keeps_sure_trumps_and_lands_exactly() -> None:
    # six top trumps and only low side cards: exactly six tricks, not more
    sheriff = "AS KS QS JS 10S 9S  2H 3H 4H 5H  2D 3D 4D 5D  2C 3C 4C"
    for seed in range(3):
        g = deal({0: sheriff}, "8S", seed=seed)
        auction(g, {0: 6})
        r = self_play(g).results[0]
        assert r.sheriff_tricks == 6 and r.exact


def test_sheriff_out_of_reach_takes_one_trick_rather_than_none() -> None:
    # contract 17, one trick lost: out of reach, and no trick yet
    g = deal({0: "2C AH 2H", 1: "AC 5H", 2: "3C 6H"}, "2S", avoid={0: "H", 1: "C", 2: "C"})
    auction(g, {0: 17})
    play(g, "2C AC 3C  5H 6H")
    assert card(g) == "AH"
    # with a trick already won, nothing is at stake: the small card
    g = deal({0: "AC 2D AH 2H", 1: "2C AD 5H", 2: "3C 3D 6H"}, "2S", avoid={0: "H"})
    auction(g, {0: 17})
    play(g, "AC 2C 3C  2D AD 3D  5H 6H")
    assert card(g) == "2H"


# -- the Outlaws' play ---------------------------------------------------------------


def test_outlaw_last_does_not_overtake_or_trump_the_partner() -> None:
    g = deal({0: "5H", 1: "AH", 2: "KH 2H"}, "2S")
    auction(g, {0: 6})
    play(g, "5H AH")
    assert card(g) == "2H"
    # void in hearts: no trump on the partner's trick, and no ace thrown away
    g = deal({0: "5H", 1: "AH", 2: "KS 3S AC 4D"}, "2S", avoid={2: "H"})
    auction(g, {0: 6})
    play(g, "5H AH")
    c = ask(g).card
    assert c is not None and c // 13 != 3 and c % 13 != 12


def test_outlaw_second_hand_leaves_the_partners_ace_alone() -> None:
    # seat 1 leads the ace of hearts; seat 2 plays before the Sheriff (seat 0)
    g = deal({0: "3C", 1: "AC AH", 2: "2C KH 3H 2H"}, "2S", avoid={0: "C"})
    auction(g, {0: 6})
    play(g, "3C AC 2C")
    play(g, "AH")
    assert card(g) == "2H"


def test_last_player_wins_with_the_cheapest_card() -> None:
    g = deal({0: "9H", 1: "2H", 2: "AH KH 10H 3H"}, "2S", avoid={2: "H"})
    auction(g, {0: 6})
    play(g, "9H 2H")
    assert card(g) == "10H"
    # the Sheriff last, after losing the first trick
    g = deal({0: "2C AH KH 10H 3H", 1: "AC 9H", 2: "3C 2H"}, "2S", avoid={0: "H"})
    auction(g, {0: 6})
    play(g, "2C AC 3C  9H 2H")
    assert card(g) == "10H"


def test_second_hand_does_not_throw_a_high_card_under_a_higher_one() -> None:
    g = deal({0: "AH", 1: "KH QH 4H"}, "2S", avoid={1: "H"})
    auction(g, {0: 6})
    play(g, "AH")
    assert card(g) == "4H"


def test_discards_low_from_a_short_suit_not_aces() -> None:
    # the partner's ace wins: seat 2 (no hearts) throws the 2D, not a trump or the ace
    hand = "AC 9C 8C 7C 6C 5C 4C  3D 2D  KS QS JS 10S 9S 8S 7S 6S"
    g = deal({0: "5H", 1: "AH", 2: hand}, "2S")
    auction(g, {0: 6})
    play(g, "5H AH")
    assert card(g) == "2D"
    # the Sheriff's ace wins and seat 2 has no trump: the low club of the short suit
    hand = "AC 5C 4C 3C  AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D"
    g = deal({0: "AH", 1: "3H", 2: hand}, "2S")
    auction(g, {0: 6})
    play(g, "AH 3H")
    assert card(g) == "3C"


def test_outlaws_push_a_trick_on_an_exact_sheriff() -> None:
    # contract 1 made at trick one: the last outlaw lets the Sheriff win again
    g = deal({0: "AH 9D", 1: "KH 2D", 2: "QH KD 3D"}, "2S", avoid={1: "D", 2: "D"}, min_bid=1)
    auction(g, {0: 1})
    play(g, "AH KH QH  9D 2D")
    assert card(g) == "3D"


def test_outlaws_fight_while_the_contract_is_open() -> None:
    g = deal({0: "AH 9D", 1: "KH 2D", 2: "QH KD 3D"}, "2S", avoid={1: "D", 2: "D"})
    auction(g, {0: 6})
    play(g, "AH KH QH  9D 2D")
    assert card(g) == "KD"


def test_outlaws_keep_a_beaten_sheriff_at_zero() -> None:
    # contract 17 lost at trick one and the Sheriff on zero: the last outlaw takes it
    g = deal({0: "2C 9D", 1: "3C KD 3D", 2: "AC 2D"}, "2S", avoid={1: "D"})
    auction(g, {0: 17})
    play(g, "2C 3C AC  2D 9D")
    assert card(g) == "KD"
    # once he has a trick, nothing is at stake: the small card
    g = deal({0: "AC 4C 9D", 1: "2C 5C KD 3D", 2: "3C KC 2D"}, "2S", avoid={1: "D"})
    auction(g, {0: 17})
    play(g, "AC 2C 3C  4C 5C KC  2D 9D")
    assert card(g) == "3D"


def test_outlaw_attacks_once_the_sheriff_is_out_of_trumps() -> None:
    # the Sheriff shows out of trumps: the outlaw on lead cashes a master
    g = deal({0: "2C 4H", 1: "AC 3S", 2: "3C 4S AD"}, "2S", avoid={0: "S"})
    auction(g, {0: 6})
    play(g, "2C AC 3C  3S 4S 4H")
    assert g.leader == 2
    c = ask(g).card
    assert c is not None
    above = [x for x in range(c + 1, (c // 13 + 1) * 13)]
    assert all(g.played >> x & 1 or g.hands[2] >> x & 1 for x in above)  # nobody can beat it


def test_outlaw_keeps_trumps_while_the_sheriff_has_some() -> None:
    g = deal({0: "2C AS", 1: "AC 3S 4S 5S", 2: "3C"}, "2S", avoid={0: "S"})
    auction(g, {0: 6})
    play(g, "2C AC 3C")
    c = ask(g).card
    assert c is not None and c // 13 != 3


def test_outlaw_attacks_the_sheriffs_long_suit() -> None:
    outlaw = "AH 3H 4H  9D 8D 7D 6D 5D  9C 8C 7C 6C 5C  3S 4S 6S 7S"
    g = deal({0: "2H 5H 6H 7H 8H 9H 10H", 1: outlaw, 2: "JH"}, "2S")
    auction(g, {0: 6})
    play(g, "2H AH JH")
    assert card(g) == "3H"


# -- Sheriff's Choice ------------------------------------------------------------------


def test_choice_take_with_a_strong_trump_hand_decline_with_a_weak_one() -> None:
    strong = "KS QS JS 9S 7S 4S  AH KH 5H  AD 8D 3D  AC 9C 6C 2C 3C"
    assert ask(deal({0: strong}, "AS", auction="choice")) == Action("take", 0)
    assert ask(deal({0: WEAK}, "AS", auction="choice")) == Action("pass", 0)


def test_choice_the_first_seat_must_take_when_everyone_declined() -> None:
    g = deal({0: WEAK}, "AS", auction="choice")
    for s in (0, 1, 2):
        g.apply(Action("pass", s))
    assert g.legal_actions() == [Action("take", 0)]
    assert ask(g) == Action("take", 0)


def test_choice_discard_makes_a_void_and_keeps_trumps_and_aces() -> None:
    hand = "KS QS JS 9S 7S 4S  AH KH 5H 3H  AC 9C 6C 2C 8C 7C  4D"
    g = deal({0: hand}, "AS", auction="choice")
    g.apply(Action("take", 0))
    a = ask(g)
    assert a == Action("discard", 0, card=parse_card("4D"))
    g.apply(a)
    assert g.phase == "play" and g.sheriffs == (0,)


# -- Double Sheriff -------------------------------------------------------------------


def test_double_sheriff_partner_is_not_overtaken() -> None:
    # 5 players: seat 2 bids highest and leads, seat 0 (second bid) is the partner
    g = deal({2: "AH", 3: "3H", 4: "4H", 0: "KH 2H"}, "2S", n=5, dealer=4, avoid={0: "H"})
    auction(g, {0: 5, 2: 6})
    assert g.sheriffs == (2, 0)
    play(g, "AH 3H 4H")
    assert card(g) == "2H"


def test_double_sheriff_outlaws_cooperate() -> None:
    g = deal({2: "9H", 3: "AH", 4: "KH 2H"}, "2S", n=5, dealer=4, avoid={4: "H"})
    auction(g, {0: 5, 2: 6})
    play(g, "9H AH")
    assert card(g) == "2H"  # the Sheriffs after seat 4 cannot beat the ace


def test_double_sheriff_bidding_needs_more_than_an_average_hand() -> None:
    # ten cards, five players: an ordinary hand does not open alone
    g = deal({0: "AS 9S  KH 5H  QD 8D 3D  9C 6C 2C"}, "2S", n=5, dealer=4)
    assert ask(g).act == "pass"
    g = deal({0: "AS KS QS JS 9S 8S  AH KH  AD  AC"}, "2S", n=5, dealer=4)
    assert ask(g).act == "bid"


# -- no move a regular player would laugh at ------------------------------------------


@pytest.mark.parametrize("players", [3, 5])
def test_no_silly_moves_in_self_play(players: int) -> None:
    """Checked at every card of seeded self-play deals, Sheriff and Outlaws alike."""
    checked = 0
    for k in range(25 if players == 3 else 20):
        g = new_game(Rules(players=players, deals=1), players, seed=500 + k, dealer=k % players)
        rng = random.Random(k)
        while g.to_act is not None:
            s, legal = g.to_act, g.legal_actions()
            view = g.view(s)
            a = BOT.choose(view, legal, rng)
            if g.phase == "play" and view.trick and len(legal) > 1:
                checked += 1
                _check_follow(view, [x.card for x in legal], a.card)  # type: ignore[misc]
            g.apply(a)
    assert checked > 300


def _check_follow(view, cards: list[int], c: int) -> None:  # type: ignore[no-untyped-def]
    t = read_table(view)
    trump, trick, n = view.trump, view.trick, view.n
    wi = trick_winner(trick, trump)
    best = trick[wi]
    mate_winning = (view.trick_seat(wi) in view.sheriffs) == (view.seat in view.sheriffs)
    last = len(trick) == n - 1
    led = trick[0] // 13
    following = cards[0] // 13 == led
    want = goal(t)
    side = [x for x in cards if x // 13 != trump]
    if last and mate_winning and not following and side:
        assert c // 13 != trump, "trumped the partner's trick"
    if want in (LOSE, ANY):
        return
    winners = [x for x in cards if beats(x, best, trump)]
    if last and not mate_winning and beats(c, best, trump):
        cheaper = [x for x in winners if x < c and x // 13 == c // 13]
        assert not cheaper, f"won with {card_str(c)} where {card_str(cheaper[0])} would do"
    if following and not winners:
        assert c == min(cards), "threw a high card under a higher one"
    if not following and not beats(c, best, trump) and side:
        masters = [x for x in side if t.master(x)]
        if c in masters:
            assert all(x in masters for x in side), f"discarded the master {card_str(c)}"


# -- strength and sanity --------------------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        Rules(deals=3),
        Rules(deals=3, auction="choice"),
        Rules(deals=3, auction="blind"),
        Rules(players=5, deals=5),
        Rules(players=6, deals=6),
    ],
    ids=["standard", "choice", "blind", "double5", "double6"],
)
def test_whole_matches_are_legal_and_finish(rules: Rules) -> None:
    g = new_game(rules, rules.players, seed=42)
    self_play(g)
    assert g.is_over and len(g.results) == rules.deals


def test_normal_beats_random_in_duplicate_deals() -> None:
    rules = Rules(deals=1)
    diffs = []
    for k in range(24):
        for normal in range(3):
            g = new_game(rules, 3, seed=k, dealer=k % 3)
            bots = [BOT if s == normal else RandomBot() for s in range(3)]
            self_play(g, bots, seed=k)
            sc = g.scores
            diffs.append(sc[normal] - sum(sc[s] for s in range(3) if s != normal) / 2)
    assert sum(diffs) / len(diffs) > 5


def test_sheriff_makes_contracts_in_self_play() -> None:
    made = total = 0
    for k in range(40):
        g = self_play(new_game(Rules(deals=1), 3, seed=k, dealer=k % 3))
        r = g.results[0]
        total += 1
        made += r.made
        assert 6 <= r.contract <= 12
    assert made / total >= 0.5
