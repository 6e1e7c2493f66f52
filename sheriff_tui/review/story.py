"""A recorded deal laid out for the review screen: what was said before the cards, then
each trick with every hand face up as it stood when the trick began.

Built by replaying the deal through the engine (the referee sees every card), so
it shows what really lay where, not what a seat could know: the review is after
the deal, when the cards are turned up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import records
from ..engine.core import Action
from ..settings import unnamed_seat
from .walk import deal_actions, deal_start


@dataclass(frozen=True)
class Said:
    """A decision before the cards (a bid, a pick, a bury, a call …): its place in the deal's actions."""

    index: int
    action: Action


@dataclass(frozen=True)
class TrickPlay:
    index: int  # its place in the deal's actions
    seat: int
    card: int


@dataclass(frozen=True)
class TrickStep:
    """A trick as played, with the hands as they stood before its first card."""

    number: int  # 1 first
    leader: int
    plays: tuple[TrickPlay, ...]
    winner: int | None  # None: the deal stopped inside this trick
    hands: tuple[int, ...]  # each seat's cards (a mask) before the trick


@dataclass(frozen=True)
class DealStory:
    game: str
    players: tuple[str, ...]
    deal: int  # 0 first
    dealer: int
    said: tuple[Said, ...]
    tricks: tuple[TrickStep, ...]
    piles: tuple[tuple[str, tuple[int, ...]], ...]  # cards beside the hands: the turned card, the blind, the bury
    headline: str  # the deal's outcome in words ("" when unfinished)
    scores: tuple[int, ...]  # each seat's change (empty when unfinished)
    trumps: tuple[int, ...] = ()  # the trumps of the card play, highest first (none: no trump)
    order: tuple[int, ...] = ()  # the pack, strongest first in the tricks (Sheepshead's 10 above the K)


def _piles(game: Any) -> list[tuple[str, tuple[int, ...]]]:
    """The cards beside the hands, face up now: whichever of these the deal has."""
    out: list[tuple[str, tuple[int, ...]]] = []
    turned = getattr(game, "turned", None)
    if isinstance(turned, int):
        out.append(("turned", (turned,)))
    for name in ("discarded",):
        c = getattr(game, name, None)
        if isinstance(c, int):
            out.append(("discard", (c,)))
    for name in ("blind", "buried"):
        cards = getattr(game, name, None)
        if isinstance(cards, tuple) and cards and all(isinstance(c, int) for c in cards):
            out.append((name if name != "buried" else "bury", cards))
    return out


def _trumps(name: str, view: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The trumps of the card play, highest first (Sheepshead's queens, jacks and diamonds
    across the suits, a Sheriff's or Toruf declarer's suit), and the whole pack so."""
    from ..cards import bits
    from .reasons import trick_rules

    tr = trick_rules(name, view)
    if tr is None:
        return (), ()
    order = tuple(sorted(bits(tr.pack), key=lambda c: -tr.power[c]))
    return tuple(c for c in order if tr.is_trump(c)), order


def deal_story(loaded: records.Loaded, deal: int) -> DealStory:
    """``deal`` (0 first) of a record that replays, told trick by trick."""
    game = deal_start(loaded, deal)
    said: list[Said] = []
    done: list[TrickStep] = []
    plays: list[TrickPlay] = []
    leader, hands = 0, ()
    piles: list[tuple[str, tuple[int, ...]]] = []
    trumps: tuple[int, ...] = ()
    order: tuple[int, ...] = ()
    for j, action in enumerate(deal_actions(loaded, deal)):
        if action.act != "play" or action.card is None:
            said.append(Said(j, action))
            game.apply(action)
            continue
        if not plays:
            if not done:
                piles = _piles(game)
                trumps, order = _trumps(loaded.game, game.view(action.seat))
            leader, hands = action.seat, tuple(getattr(game, "hands", ()))
        plays.append(TrickPlay(j, action.seat, action.card))
        events = game.apply(action)
        taken = [e for e in events if e.kind == "trick"]
        if taken:
            done.append(TrickStep(len(done) + 1, leader, tuple(plays), taken[0].seat, hands))
            plays = []
    if plays:
        done.append(TrickStep(len(done) + 1, leader, tuple(plays), None, hands))
    headline, scores = "", ()
    if len(game.results) > deal:
        result = game.results[deal]
        names = list(loaded.players)
        headline = result.headline(names, final=game.is_over and len(game.results) == deal + 1, you=unnamed_seat(names))
        scores = tuple(result.scores)
    return DealStory(loaded.game, loaded.players, deal, loaded.dealer + deal, tuple(said), tuple(done), tuple(piles), headline, scores, trumps, order)
