"""The two-hand "battery" games (001 l.186-196), ``form = "battery"``.

Two players, no picking, the standard trumps and points; the more card points
wins. Part of each player's cards lie on the table in **stacks**: a face-down
card under a face-up one. A stack's face-up card may be played; at the end of
each trick every face-down card left uncovered is turned up. Nobody sees a
face-down card before it turns, its owner included.

- ``battery_layout = 1``: each player has four stacks (the battery) and eight
  cards in hand. A trick has four cards: one from each hand and one from each
  battery. The first trick is the non-dealer's hand, the dealer's hand, the
  non-dealer's battery, the dealer's battery; after that the hand or battery
  that took the trick leads, then the other player's of the same kind, then the
  winner's other kind and the other player's: "hand hand battery battery" or
  "battery battery hand hand".
- ``battery_layout = 2``: all 32 cards lie in sixteen stacks, eight in front of
  each player, and there is no hand. The non-dealer leads a face-up card, the
  dealer answers with one of theirs; the winner leads the next.

Follow suit from the cards you may play (the hand, or the face-up battery cards)
when you can, trump being a suit. The score, zero-sum: 61 to 90 points wins 1,
91 or more 2, every trick 3; 60-60 is a draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Sequence

from ...i18n import _
from .. import tricks
from ..core import Action, DealSetup, Event, PlayMatch, check_cards, check_dealt, seat_count
from .cards import POINTS, STANDARD
from ..tricks import Trick

if TYPE_CHECKING:
    from .rules import Rules

TR = STANDARD.tr
HAND, BATTERY = "hand", "battery"
PILES = ("down0", "up0", "down1", "up1")


def stacks_per_player(layout: int) -> int:
    return 4 if layout == 1 else 8


class BatteryResult(NamedTuple):
    deal: int
    dealer: int
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    winner: int | None  # None: 60-60
    multiplier: int
    scores: tuple[int, ...]
    kind: str = "battery"

    @property
    def declarers(self) -> tuple[int, ...]:
        return ()

    @property
    def made(self) -> bool | None:
        return None

    def headline(self, names: Sequence[str], final: bool = False, you: int | None = None) -> str:
        """The deal in one line, in the language in use: the table's result and log, the replay report
        (``final``: the match's last deal, which changes nothing here; ``you``: the seat spoken to,
        said in the second person: 'You win with 91 points, schneider ×2')."""
        w = self.winner
        if w is None:
            return _("60 points each: a draw")
        line = (_("You win with {n} points") if w == you else _("{name} wins with {n} points")).format(name=names[w], n=self.points[w])
        if self.multiplier == 2:
            return _("{line}, schneider ×2").format(line=line)
        if self.multiplier == 3:
            return _("{line}, every trick ×3").format(line=line)
        return line

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "scores": list(self.scores), "points": list(self.points), "tricks": list(self.tricks), "winner": self.winner, "multiplier": self.multiplier}


class BatteryView(NamedTuple):
    seat: int
    players: tuple[str, ...]
    rules: "Rules"
    deal_no: int
    dealer: int
    phase: str
    to_act: int | None
    source: str  # where the player to act plays from: "hand" or "battery"
    hand: int  # this seat's hand
    stacks: tuple[tuple[tuple[int | None, bool], ...], ...]  # per seat, per stack: (face-up card, a face-down card under it)
    hand_counts: tuple[int, ...]
    trick: tuple[int, ...]
    trick_from: tuple[tuple[int, str], ...]  # who played each card of the trick, and from where
    order: tuple[tuple[int, str], ...]  # the trick's order of play
    won: tuple[int, ...]
    points: tuple[int, ...]
    played: int
    history: tuple[Trick, ...]
    totals: tuple[int, ...]
    kind: str = "battery"
    deck: Any = STANDARD

    n = property(seat_count)


def check_setup(rules: "Rules", setup: DealSetup) -> None:
    words = "the 32 cards (7 to A)"
    k = stacks_per_player(rules.battery_layout)
    hand = 8 if rules.battery_layout == 1 else 0
    if check_dealt(setup, game="battery", pack=STANDARD.cards, pack_words=words, players=2, hand_size=hand, piles=PILES):
        for name in PILES:
            if len(setup.pile(name)) != k:
                raise ValueError(f"a battery deal given by hands needs the piles {', '.join(PILES)} of {k} cards each")
        check_cards([c for h in setup.hands or () for c in h] + [c for name in PILES for c in setup.pile(name)], STANDARD.pack, words)


class BatteryMatch(PlayMatch):
    GAME = "sheepshead"
    _COPY = ("hands", "won", "points")

    def __init__(self, rules: "Rules", seats: int | Sequence[str], seed: int | None, setups: Sequence[DealSetup] | None, dealer: int) -> None:
        super().__init__(rules, seats, seed, setups, dealer)
        if self.n != 2:
            raise ValueError(f"the battery games are for 2 players, not {self.n}")
        for s in self.setups:
            check_setup(rules, s)
        self.tr = TR
        self.deck = STANDARD
        self._start_deal()

    # -- dealing -----------------------------------------------------------
    def _start_deal(self) -> list[Event]:
        rules = self.rules
        if self.deal_no >= rules.deals or (rules.target and max(self.totals) >= rules.target):
            self.to_act = None
            self.phase = "over"
            return [Event("match_over", data=tuple(self.totals))]
        self.setup = setup = self.next_setup(STANDARD.cards)
        layout, k = rules.battery_layout, stacks_per_player(rules.battery_layout)
        dealer, other = self.dealer, 1 - self.dealer
        if setup.deck is not None:  # face-down stacks, face-up on them, then the hands; the non-dealer first
            deck = list(setup.deck)
            piles: dict[str, list[int]] = {}
            for name in ("down", "up"):
                for seat in (other, dealer):
                    piles[f"{name}{seat}"], deck = deck[:k], deck[k:]
            half = len(deck) // 2  # what is left: the hands, the non-dealer's first
            hands = [0, 0]
            hands[other] = sum(1 << c for c in deck[:half])
            hands[dealer] = sum(1 << c for c in deck[half:])
        else:
            piles = {name: list(setup.pile(name)) for name in PILES}
            hands = [sum(1 << c for c in h) for h in setup.hands]  # type: ignore[union-attr]
        self.hands = hands
        self.stacks = [[[piles[f"up{s}"][i], piles[f"down{s}"][i]] for i in range(k)] for s in (0, 1)]
        self.order = [(other, HAND), (dealer, HAND), (other, BATTERY), (dealer, BATTERY)] if layout == 1 else [(other, BATTERY), (dealer, BATTERY)]
        self.phase = "play"
        self.to_act = other
        self.trick: tuple[int, ...] = ()
        self.won = [0, 0]
        self.points = [0, 0]
        self.played = 0
        self.history: tuple[Trick, ...] = ()
        return [Event("dealt", seat=dealer)]

    # -- play --------------------------------------------------------------
    def _source(self) -> tuple[int, str]:
        return self.order[len(self.trick)]

    def _tops(self, s: int) -> int:
        return sum(1 << st[0] for st in self.stacks[s] if st[0] is not None)

    def play_mask(self, s: int) -> int:
        source = self._source()[1]
        cards = self.hands[s] if source == HAND else self._tops(s)
        return tricks.legal_mask(TR, cards, self.trick)

    def refusal(self, s: int, c: Any) -> str:
        source = self._source()[1]
        cards = self.hands[s] if source == HAND else self._tops(s)
        if isinstance(c, int) and cards >> c & 1:
            return tricks.explain(TR, cards, self.trick, c)
        return _("play from your hand") if source == HAND else _("play a face-up card of your battery")

    def apply(self, action: Action) -> Sequence[Event]:
        s, c = self.checked_play(action)
        source = self._source()[1]
        self.actions.append(action)
        if source == HAND:
            self.hands[s] &= ~(1 << c)
        else:
            for st in self.stacks[s]:
                if st[0] == c:
                    st[0] = None
        self.played |= 1 << c
        self.trick += (c,)
        events: list[Event] = [Event("play", s, card=c, value=0 if source == HAND else 1)]
        if len(self.trick) < len(self.order):
            self.to_act = self.order[len(self.trick)][0]
            return events
        return events + self._end_trick()

    def winning_seat(self) -> int | None:
        """The player now taking the trick: two cards each, in the trick's order of play."""
        if not self.trick:
            return None
        return self.order[tricks.winner_index(TR, self.trick)][0]

    def _end_trick(self) -> list[Event]:
        trick = self.trick
        i = tricks.winner_index(TR, trick)
        w, source = self.order[i]
        self.won[w] += 1
        self.points[w] += sum(POINTS[c] for c in trick)
        self.history += (Trick(self.order[0][0], trick, w),)
        self.trick = ()
        for stacks in self.stacks:  # uncovered face-down cards turn up
            for st in stacks:
                if st[0] is None and st[1] is not None:
                    st[0], st[1] = st[1], None
        o = 1 - w
        if self.rules.battery_layout == 1:
            other = BATTERY if source == HAND else HAND
            self.order = [(w, source), (o, source), (w, other), (o, other)]
        else:
            self.order = [(w, BATTERY), (o, BATTERY)]
        self.to_act = w
        events = [Event("trick", w, card=trick[i], cards=trick, data=source)]
        if not self.hands[0] and not self._tops(0) and not any(st[1] is not None for st in self.stacks[0]):
            events += self._score()
        return events

    def _score(self) -> list[Event]:
        a, b = self.points
        if a == b:
            winner, m = None, 0
        else:
            winner = 0 if a > b else 1
            m = 3 if self.won[winner] == sum(self.won) else 2 if self.points[winner] >= 91 else 1
        scores = (0, 0) if winner is None else tuple(m if s == winner else -m for s in (0, 1))
        result = BatteryResult(self.deal_no, self.dealer, tuple(self.won), tuple(self.points), winner, max(m, 1), scores)  # type: ignore[arg-type]
        self.finish_deal(result, scores)
        return [Event("deal_scored", data=result)] + self._start_deal()

    def view(self, seat: int) -> BatteryView:
        over = self.to_act is None
        trick_from = tuple(self.order[i] for i in range(len(self.trick)))
        source = self.order[len(self.trick)][1] if not over and len(self.trick) < len(self.order) else HAND
        stacks = tuple(tuple((st[0], st[1] is not None) for st in s) for s in self.stacks)
        return BatteryView(
            *self.view_head(seat), source,
            0 if over else self.hands[seat], stacks, tuple(h.bit_count() for h in self.hands), self.trick, trick_from,
            tuple(self.order), tuple(self.won), tuple(self.points), self.played, self.history, tuple(self.totals),
        )

    def clone(self) -> "BatteryMatch":
        other = super().clone()
        other.stacks = [[list(st) for st in s] for s in self.stacks]  # type: ignore[attr-defined]
        other.order = list(self.order)  # type: ignore[attr-defined]
        return other  # type: ignore[return-value]


__all__ = ["BatteryMatch", "BatteryView", "BatteryResult", "check_setup"]
