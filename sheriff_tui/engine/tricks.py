"""Trick play for all three trick games, from precomputed tables.

A :class:`TrickRules` knows each card's *effective suit* (Sheepshead's queens
and jacks belong to trump, not to their printed suit), its power inside that
suit, the trump set and the duties beyond following suit (Toruf's must-trump and
must-overtrump). Legal plays and trick winners are then a few mask operations.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple, Sequence

from ..cards import (
    FACE_DOWN,
    PACK_52,
    RANK_NAMES,
    RANKS,
    SUIT_NAMES,
    SUIT_SINGULAR,
    bits,
    card,
    card_str,
    rank_of,
    suit_of,
)
from ..i18n import N_, _

TRUMP = 4  # effective-suit index of a separate trump suit (Sheepshead)
NATURAL = "AKQJT98765432"


class Trick(NamedTuple):
    """A completed trick: who led, the cards in play order, who won it."""

    leader: int
    cards: tuple[int, ...]
    winner: int

    def seat_of(self, i: int, n: int) -> int:
        return (self.leader + i) % n


@dataclass(frozen=True, slots=True)
class TrickRules:
    """A pack's trick tables, indexed by card id; each also has an entry for
    :data:`~sheriff_tui.cards.FACE_DOWN` (no suit, no power: it never wins), so a
    seat's view of a trick with a card face down indexes them safely."""

    suit_index: tuple[int, ...]  # card -> effective suit 0..3, TRUMP, or -1 outside the pack
    suit_mask: tuple[int, ...]  # card -> mask of every pack card of its effective suit
    power: tuple[int, ...]  # card -> strength; every trump is above every plain card
    higher_trumps: tuple[int, ...]  # card -> mask of trumps that beat it
    trump_mask: int
    pack: int
    must_trump: bool = False
    must_overtrump: bool = False

    def is_trump(self, c: int) -> bool:
        return bool(self.trump_mask >> c & 1)

    def suit_word(self, c: int, plural: bool = False) -> str:
        """'heart' / 'hearts', or 'trump' for a card of the trump suit."""
        if self.trump_mask >> c & 1:
            return "trumps" if plural else "trump"
        s = self.suit_index[c]
        return SUIT_NAMES[s] if plural else SUIT_SINGULAR[s]


def legal_mask(tr: TrickRules, hand: int, trick: Sequence[int]) -> int:
    """The cards of ``hand`` that may be played to ``trick`` (cards in play order)."""
    if not trick:
        return hand
    follow = hand & tr.suit_mask[trick[0]]
    if follow:
        return follow
    if tr.must_trump:
        trumps = hand & tr.trump_mask
        if trumps:
            if tr.must_overtrump:
                best = -1
                for c in trick:
                    if tr.trump_mask >> c & 1 and (best < 0 or tr.power[c] > tr.power[best]):
                        best = c
                if best >= 0:
                    over = trumps & tr.higher_trumps[best]
                    if over:
                        return over
            return trumps
    return hand


def winner_index(tr: TrickRules, trick: Sequence[int]) -> int:
    """Position in ``trick`` of the winning card."""
    power, suit_index = tr.power, tr.suit_index
    best = 0
    bc = trick[0]
    for i in range(1, len(trick)):
        c = trick[i]
        if (suit_index[c] == suit_index[bc] or tr.trump_mask >> c & 1) and power[c] > power[bc]:
            best, bc = i, c
    return best


# A suit as a refusal names it, "you hold a heart": the words of the table's parts (ハート).
A_SUIT = (N_("a club"), N_("a diamond"), N_("a heart"), N_("a spade"))
SUIT_WORD = (N_("club"), N_("diamond"), N_("heart"), N_("spade"))
SUITS_WORD = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))


def explain(tr: TrickRules, hand: int, trick: Sequence[int], c: int | None) -> str:
    """Why ``c`` may not be played now, in the words a player uses (only called to refuse)."""
    if not isinstance(c, int) or not 0 <= c < 52:
        return _("play a card from your hand")
    if not hand >> c & 1:
        return _("you don't hold the {card}").format(card=card_str(c, symbols=True))
    led = trick[0]
    if hand & tr.suit_mask[led]:
        if tr.trump_mask >> led & 1:
            return _("you hold a trump: you must follow suit")
        return _("you hold {a_suit}: you must follow suit").format(a_suit=_(A_SUIT[tr.suit_index[led]]))
    trumps = hand & tr.trump_mask
    if tr.must_trump and trumps:
        if tr.must_overtrump and any(tr.trump_mask >> x & 1 for x in trick):
            best = max((x for x in trick if tr.trump_mask >> x & 1), key=lambda x: tr.power[x])
            if trumps & tr.higher_trumps[best]:
                return _("you must overtrump the {card} with a higher trump").format(card=card_str(best, symbols=True))
        return _("you cannot follow suit and hold a trump: you must trump")
    return _("that card may not be played now")


@lru_cache(maxsize=None)
def build(
    pack: int,
    trump_cards: tuple[int, ...],
    rank_order: str = NATURAL,
    must_trump: bool = False,
    must_overtrump: bool = False,
) -> TrickRules:
    """Tables for a pack, its trumps (high to low) and the plain suits' rank order.

    ``rank_order`` lists ranks high to low with T for ten ("AKQJT98765432"
    natural, "ATK987" for Sheepshead's fail suits).
    """
    trump_set = set(trump_cards)
    trump_mask = 0
    for c in trump_cards:
        trump_mask |= 1 << c
    size = FACE_DOWN + 1  # the 52 ids and the face-down card
    suit_index = [-1] * size
    power = [-1] * size
    for c in bits(pack):
        if c in trump_set:
            suit_index[c] = TRUMP
            power[c] = 100 + len(trump_cards) - trump_cards.index(c)
        else:
            suit_index[c] = suit_of(c)
            r = RANKS[rank_of(c)]
            if r not in rank_order:
                raise ValueError(f"rank {RANK_NAMES[rank_of(c)]} is not in the rank order {rank_order}")
            power[c] = len(rank_order) - rank_order.index(r)
    # A plain suit's trumps stay in the trump set: when a suit is trump (Sheriff,
    # Toruf) all its cards are trump_cards, so its effective suit is TRUMP.
    suit_mask = [0] * size
    for c in bits(pack):
        m = 0
        for d in bits(pack):
            if suit_index[d] == suit_index[c]:
                m |= 1 << d
        suit_mask[c] = m
    higher = [0] * size
    for c in bits(pack):
        if suit_index[c] == TRUMP:
            higher[c] = sum(1 << t for t in trump_cards if power[t] > power[c])
        else:
            higher[c] = trump_mask
    return TrickRules(
        suit_index=tuple(suit_index),
        suit_mask=tuple(suit_mask),
        power=tuple(power),
        higher_trumps=tuple(higher),
        trump_mask=trump_mask,
        pack=pack,
        must_trump=must_trump,
        must_overtrump=must_overtrump,
    )


@lru_cache(maxsize=None)
def suit_trump(
    trump: int | None,
    pack: int = PACK_52,
    rank_order: str = NATURAL,
    must_trump: bool = False,
    must_overtrump: bool = False,
) -> TrickRules:
    """Plain suits with one of them trump (or none): Sheriff and Toruf."""
    trumps: tuple[int, ...] = ()
    if trump is not None:
        trumps = tuple(
            card(RANKS.index(r), trump) for r in rank_order if pack >> card(RANKS.index(r), trump) & 1
        )
    return build(pack, trumps, rank_order, must_trump, must_overtrump)


def suit_cards_high_to_low(tr: TrickRules, mask: int) -> list[int]:
    """Cards of ``mask`` strongest first (for display and bots)."""
    return sorted(bits(mask), key=lambda c: -tr.power[c])
