"""Which of Toruf's duties of play binds a seat now, and why a card is refused, in a
Toruf player's words (rules digest §2, "Play").

The shared trick layer says "you must trump" and "a higher trump"; at a Toruf
table the trump is a suit the declarer named, so a player who forgot which one
is told to play "a heart", and a player who can't beat the trump on the trick
is told why any heart will do. The table's prompt reads :func:`duty` to say the
same before a card is chosen.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from ...cards import SUIT_MASK, card_str
from ...i18n import _
from ..tricks import A_SUIT, SUIT_WORD, SUITS_WORD
from .score import NO_TRUMP

LEAD, FOLLOW, TRUMP, OVERTRUMP, UNDERTRUMP, ANY = "lead", "follow", "trump", "overtrump", "undertrump", "any"


class Duty(NamedTuple):
    """What binds the seat: ``kind`` (one of the names above), the suit led (None on a
    lead) and the best trump on the trick (None when none was played)."""

    kind: str
    led: int | None
    best: int | None


def duty(hand: int, trick: Sequence[int], trump: int) -> Duty:
    """The duty that decides the legal cards of ``hand`` (trump 0..3, or NO_TRUMP)."""
    if not trick:
        return Duty(LEAD, None, None)
    led = trick[0] // 13
    if hand & SUIT_MASK[led]:
        return Duty(FOLLOW, led, None)
    if trump == NO_TRUMP or not hand & SUIT_MASK[trump]:
        return Duty(ANY, led, None)
    on_trick = [c for c in trick if c // 13 == trump]
    if not on_trick:
        return Duty(TRUMP, led, None)
    best = max(on_trick)
    higher = hand & SUIT_MASK[trump] & ~((1 << (best + 1)) - 1)
    return Duty(OVERTRUMP if higher else UNDERTRUMP, led, best)


def explain(hand: int, trick: Sequence[int], trump: int, c: object) -> str:
    """Why ``c`` may not be played from ``hand`` to ``trick``: the duty it breaks, naming the suits."""
    if not isinstance(c, int) or not 0 <= c < 52:
        return _("play a card from your hand")
    if not hand >> c & 1:
        return _("you don't hold the {card}").format(card=card_str(c, symbols=True))
    d = duty(hand, trick, trump)
    if d.led is None or d.kind == ANY:
        return _("that card may not be played now")
    led = _(SUIT_WORD[d.led])
    a_led = _(A_SUIT[d.led])
    if d.kind == FOLLOW:
        if d.led == trump:
            return _("trumps were led and you hold {a_suit}: you must follow suit").format(a_suit=a_led)
        return _("you hold {a_suit}: you must follow suit").format(a_suit=a_led)
    trumps, a_trump = _(SUITS_WORD[trump]), _(A_SUIT[trump])
    if d.kind == TRUMP:
        return _("you have no {suit} and {trumps} are trumps: you must trump with {a_trump}").format(suit=led, trumps=trumps, a_trump=a_trump)
    best = card_str(d.best, symbols=True)  # type: ignore[arg-type]
    if d.kind == OVERTRUMP:
        return _("you have no {suit} and the {card} is on the trick: you must overtrump the {card} with a higher {trump}").format(
            suit=led, card=best, trump=_(SUIT_WORD[trump]))
    return _("you have no {suit}, and none of your {trumps} beats the {card}, but you must trump all the same: play {a_trump}").format(
        suit=led, trumps=trumps, card=best, a_trump=a_trump)


__all__ = ["ANY", "Duty", "FOLLOW", "LEAD", "OVERTRUMP", "TRUMP", "UNDERTRUMP", "duty", "explain"]
