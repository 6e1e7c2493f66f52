"""Sheepshead's 24-card "fox" game for four (rules digest §3; 001 l.97), ``form = "fox"``.

Two fixed partnerships, seats 0 and 2 against 1 and 3 (the document only says
the players have partners; opposite seats is how four-handed partnership games
sit). Six cards each, dealt two at a time from the dealer's left; no blind and
no picker; the dealer's left leads.

Eleven trumps, high to low: Q♣ Q♠ J♣ J♠ J♥ J♦ A♦ (the fox) 10♦ K♦ Q♦ 9♦; the
plain suits run A 10 K Q 9 (the Q♥ is a plain heart). Follow suit, trump being a
suit. Aces, tens and kings are **counters**, one each, and the last trick one
more: 13 in all.

A hand scores for a team: 7 to 9 counters 1 point, 10 to 12 counters 2 points,
every trick ("back") 7 points; the team whose tricks hold the fox 1 point more.
A player dealt all six fox catchers (the queens and jacks above the fox) wins an
"automatic back", 14 points, and the hand is not played. The match goes to
``target`` points (21 or 42): it ends after the hand in which a team reaches
it, the higher total winning; with the totals equal, another hand is played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Sequence

from ...cards import PACK_24, bits, parse_cards
from ...i18n import _
from .. import tricks
from ..core import Action, DealSetup, Event, PlayMatch, check_cards, check_dealt, seat_count, trick_seat
from ..tricks import Trick

if TYPE_CHECKING:
    from .rules import Rules

FOX_TRUMPS = tuple(parse_cards("QC QS JC JS JH JD AD TD KD QD 9D"))
FOX = FOX_TRUMPS[6]
CATCHERS = sum(1 << c for c in FOX_TRUMPS[:6])
TR = tricks.build(PACK_24, FOX_TRUMPS, "ATKQ9")
COUNTERS = sum(1 << c for c in bits(PACK_24) if c % 13 in (12, 8, 11))  # A 10 K
PACK_CARDS = tuple(bits(PACK_24))
HAND_SIZE = 6
PLAYERS = 4


def team_of(seat: int) -> int:
    return seat % 2


def hand_points(counters: int, all_tricks: bool, fox: bool) -> int:
    """A team's points for a hand from its counters, a back, and the fox."""
    base = 7 if all_tricks else 2 if counters >= 10 else 1 if counters >= 7 else 0
    return base + (1 if fox else 0)


class FoxResult(NamedTuple):
    deal: int
    dealer: int
    tricks: tuple[int, ...]  # per seat
    counters: tuple[int, int]  # per team, the last trick's included
    fox_team: int | None  # the team whose tricks hold the fox (None: an automatic back)
    back: int | None  # the team that took every trick
    auto_back: int | None  # the seat dealt all six fox catchers
    team_points: tuple[int, int]
    scores: tuple[int, ...]  # per seat: partners score alike
    kind: str = "fox"

    @property
    def declarers(self) -> tuple[int, ...]:
        return ()

    @property
    def made(self) -> bool | None:
        return None

    def headline(self, names: Sequence[str], final: bool = False, you: int | None = None) -> str:
        """The hand in one line, in the language in use: the table's result and log, the replay report
        (``final``: the match's last deal, and ``you``: the seat spoken to, change nothing here)."""
        teams = (f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}")
        if self.auto_back is not None:
            return _("{name} holds all six fox catchers: an automatic back, 14 for {team}").format(name=names[self.auto_back], team=teams[team_of(self.auto_back)])
        parts = []
        for t in (0, 1):
            if self.team_points[t]:
                fox = self.fox_team == t
                if self.back == t:
                    line = _("{team} a back and the fox: {points}") if fox else _("{team} a back: {points}")
                else:  # "counters" whatever the count
                    line = _("{team} {n} counters and the fox: {points}") if fox else _("{team} {n} counters: {points}")
                parts.append(line.format(team=teams[t], n=self.counters[t], points=self.team_points[t]))
        return _("; ").join(parts) or _("Nobody scores")

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind, "scores": list(self.scores), "tricks": list(self.tricks), "counters": list(self.counters),
            "fox_team": self.fox_team, "back": self.back, "auto_back": self.auto_back, "team_points": list(self.team_points),
        }


class FoxView(NamedTuple):
    """What one seat may know."""

    seat: int
    players: tuple[str, ...]
    rules: "Rules"
    deal_no: int
    dealer: int
    phase: str
    to_act: int | None
    hand: int
    hand_counts: tuple[int, ...]
    leader: int
    trick: tuple[int, ...]
    won: tuple[int, ...]
    counters: tuple[int, int]  # per team so far (the tricks are turned face up)
    fox_team: int | None
    played: int
    history: tuple[Trick, ...]
    totals: tuple[int, ...]
    kind: str = "fox"

    n = property(seat_count)
    trick_seat = trick_seat


def check_setup(rules: "Rules", setup: DealSetup) -> None:
    words = "the 24 cards (9 to A)"
    if check_dealt(setup, game="Fox", pack=PACK_CARDS, pack_words=words, players=PLAYERS, hand_size=HAND_SIZE, piles=()):
        check_cards([c for h in setup.hands or () for c in h], PACK_24, words)


class FoxMatch(PlayMatch):
    GAME = "sheepshead"
    _COPY = ("hands", "won", "team_counters", "team_totals")

    def __init__(self, rules: "Rules", seats: int | Sequence[str], seed: int | None, setups: Sequence[DealSetup] | None, dealer: int) -> None:
        super().__init__(rules, seats, seed, setups, dealer)
        if self.n != PLAYERS:
            raise ValueError(f"the fox game seats {PLAYERS} players, not {self.n}")
        for s in self.setups:
            check_setup(rules, s)
        self.tr = TR
        self.team_totals = [0, 0]
        self._start_deal()

    def _over(self) -> bool:
        target, a, b = self.rules.target or 21, *self.team_totals
        return (max(a, b) >= target and a != b) or self.deal_no >= self.rules.deals

    def _start_deal(self) -> list[Event]:
        if self._over():
            self.to_act = None
            self.phase = "over"
            return [Event("match_over", data=tuple(self.totals))]
        self.setup = setup = self.next_setup(PACK_CARDS)
        n, dealer = self.n, self.dealer
        if setup.deck is not None:
            hands = [0] * n
            for i, c in enumerate(setup.deck):  # two at a time from the dealer's left
                hands[(dealer + 1 + i // 2) % n] |= 1 << c
        else:
            hands = [sum(1 << c for c in h) for h in setup.hands]  # type: ignore[union-attr]
        self.hands = hands
        self.phase = "play"
        self.leader = self.to_act = (dealer + 1) % n
        self.trick: tuple[int, ...] = ()
        self.won = [0] * n
        self.team_counters = [0, 0]
        self.fox_team: int | None = None
        self.played = 0
        self.history: tuple[Trick, ...] = ()
        events = [Event("dealt", seat=dealer)]
        for s in range(n):
            if hands[s] & CATCHERS == CATCHERS:
                return events + self._score(auto_back=s)
        return events

    def play_mask(self, s: int) -> int:
        return tricks.legal_mask(TR, self.hands[s], self.trick)

    def refusal(self, s: int, c: Any) -> str:
        return tricks.explain(TR, self.hands[s], self.trick, c) if self.trick else _("play a card from your hand")

    def apply(self, action: Action) -> Sequence[Event]:
        s, c = self.checked_play(action)
        self.actions.append(action)
        self.hands[s] &= ~(1 << c)
        self.played |= 1 << c
        self.trick += (c,)
        events: list[Event] = [Event("play", s, card=c)]
        if len(self.trick) < self.n:
            self.to_act = (s + 1) % self.n
            return events
        trick = self.trick
        i = tricks.winner_index(TR, trick)
        w = (self.leader + i) % self.n
        self.won[w] += 1
        counters = sum(1 for x in trick if COUNTERS >> x & 1)
        last = not self.hands[w]
        self.team_counters[team_of(w)] += counters + (1 if last else 0)
        if FOX in trick:
            self.fox_team = team_of(w)
        self.history += (Trick(self.leader, trick, w),)
        self.trick = ()
        self.leader = self.to_act = w
        events.append(Event("trick", w, card=trick[i], cards=trick))
        if last:
            events += self._score()
        return events

    def _score(self, auto_back: int | None = None) -> list[Event]:
        n = self.n
        if auto_back is not None:
            points = [0, 0]
            points[team_of(auto_back)] = 14
            back = None
        else:
            back = next((t for t in (0, 1) if self.won[t] + self.won[t + 2] == HAND_SIZE), None)
            points = [hand_points(self.team_counters[t], back == t, self.fox_team == t) for t in (0, 1)]
        scores = tuple(points[team_of(s)] for s in range(n))
        for t in (0, 1):
            self.team_totals[t] += points[t]
        result = FoxResult(
            self.deal_no, self.dealer, tuple(self.won), (self.team_counters[0], self.team_counters[1]),
            None if auto_back is not None else self.fox_team, back, auto_back, (points[0], points[1]), scores,
        )
        self.finish_deal(result, scores)
        return [Event("deal_scored", data=result)] + self._start_deal()

    def view(self, seat: int) -> FoxView:
        over = self.to_act is None
        return FoxView(
            *self.view_head(seat),
            0 if over else self.hands[seat], tuple(h.bit_count() for h in self.hands), self.leader, self.trick,
            tuple(self.won), (self.team_counters[0], self.team_counters[1]), self.fox_team, self.played, self.history,
            tuple(self.totals),
        )
