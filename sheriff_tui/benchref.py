"""The reference loop that ``sheriff-tui bench`` measures the engines against.

A verbatim copy of the functions of ``shared/bench/limit_playout.py`` (everything
but its ``main()``), the project's "physical limit" for pure-Python trick play:
random legal play of whole hands with int bitmask hands and precomputed tables,
no auction, no validation, no events. The installed app has no ``shared/``
folder, so the copy ships here; ``tests/cli/test_sim.py`` checks that the function
bodies still match the original whenever that file is present. Don't edit the
copied functions: change the original and copy again.

:func:`hands_per_sec` is ``main()`` as a function: the same game specs, the
same seeded generator, the same loop, returning the rate instead of printing it.
"""

# fmt: off
# ruff: noqa
import random
import time

def build_sheepshead():
    # 32 cards: suits C S H D, ranks 7 8 9 K 10 A J Q  (index = suit*8 + r)
    ranks = ["7", "8", "9", "K", "T", "A", "J", "Q"]
    suits = "CSHD"
    cards = [r + s for s in suits for r in ranks]
    trump_order = ["QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "TD", "KD", "9D", "8D", "7D"]
    fail_order = ["A", "T", "K", "9", "8", "7"]
    power = {}
    for i, c in enumerate(trump_order):
        power[c] = 100 - i
    for c in cards:
        if c not in power:
            power[c] = 10 - fail_order.index(c[0])
    suit_of = {}
    for c in cards:
        suit_of[c] = "T" if c in trump_order else c[1]
    idx = {c: i for i, c in enumerate(cards)}
    suit_mask = {}
    for c in cards:
        suit_mask[suit_of[c]] = suit_mask.get(suit_of[c], 0) | (1 << idx[c])
    card_suit = [suit_mask[suit_of[c]] for c in cards]
    card_power = [power[c] for c in cards]
    card_trump = [suit_of[c] == "T" for c in cards]
    return 32, 5, 6, card_suit, card_power, card_trump

def build_52(players, per):
    card_suit, card_power = [], []
    for s in range(4):
        for r in range(13):
            card_suit.append(((1 << 13) - 1) << (13 * s))
            card_power.append(r)
    return 52, players, per, card_suit, card_power, None

def bits(m):
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out

def play_hand(rng, spec, trump_suit_mask):
    n, players, per, card_suit, card_power, card_trump = spec
    deck = list(range(n))
    rng.shuffle(deck)
    hands = [0] * players
    for p in range(players):
        for c in deck[p * per:(p + 1) * per]:
            hands[p] |= 1 << c
    leader = 0
    taken = [0] * players
    for _ in range(per):
        lead_mask = 0
        best = -1
        best_power = -1
        best_trump = False
        for k in range(players):
            p = (leader + k) % players
            h = hands[p]
            legal = h & lead_mask if lead_mask else h
            if not legal:
                legal = h
            choices = bits(legal)
            c = choices[rng.randrange(len(choices))]
            hands[p] ^= 1 << c
            if k == 0:
                lead_mask = card_suit[c]
            is_trump = card_trump[c] if card_trump else bool(trump_suit_mask >> c & 1)
            follows = bool(lead_mask >> c & 1)
            if is_trump and (not best_trump or card_power[c] > best_power):
                best, best_power, best_trump = p, card_power[c], True
            elif not best_trump and follows and card_power[c] > best_power:
                best, best_power = p, card_power[c]
        taken[best] += 1
        leader = best
    return taken


# -- not part of the copy ---------------------------------------------------

#: the games the reference loop knows
GAMES = ("sheepshead", "sheriff", "toruf")


def spec_for(game):
    """The (spec, trump mask) that ``main()`` picks for a game."""
    if game == "sheepshead":
        return build_sheepshead(), 0
    if game == "sheriff":
        return build_52(3, 17), ((1 << 13) - 1) << 39
    if game == "toruf":
        return build_52(4, 13), ((1 << 13) - 1) << 39
    raise ValueError(f"the reference loop has no {game!r}; allowed: {', '.join(GAMES)}")


def hands_per_sec(game, seconds):
    """Whole hands of random legal play per second, measured for ``seconds``."""
    spec, tmask = spec_for(game)
    rng = random.Random(1)
    t0 = time.perf_counter(); count = 0
    while time.perf_counter() - t0 < seconds:
        play_hand(rng, spec, tmask); count += 1
    return count / (time.perf_counter() - t0)
