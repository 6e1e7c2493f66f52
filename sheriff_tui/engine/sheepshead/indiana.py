"""The southern-Indiana four-hand game (001 l.212-220), ``form = "indiana"``.

Four players, eight cards each, no blind. The jacks rank above the queens and
hearts are trump: J♣ J♠ J♥ J♦ Q♣ Q♠ Q♥ Q♦ A♥ 10♥ K♥ 9♥ 8♥ 7♥; clubs, spades and
diamonds are the fail suits. From the dealer's left each player in turn may:

- ``pass``;
- ``call`` {card}: call the ace of a fail suit they hold a card of but not the
  ace; its holder is the secret partner, with the called-ace game's duties;
- ``best``: play alone against three with hearts trump;
- ``side_solo`` {suit}: play alone against three with clubs, spades or diamonds
  trump instead (the jacks and queens stay on top; hearts become a fail suit);
- ``billy``: play alone against three, taking no trick.

Decisions where the document is short: the first player who does not pass
plays the hand, as in picking; when all four pass the hand is thrown in. The
dealer's left leads. Scores are only won, never lost, in a race to ``target``
(24): a call won by either side scores 2 for each winner, 4 when the losers
have 30 points or less, 6 when they took no trick; a side solo or a billy made
scores 18 for the declarer, and when beaten 6 for each opponent, schneider or
not; a best made wins the match at once (the declarer is brought to the
target), a best beaten scores 6 for each opponent.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...cards import SUIT_NAMES, card_str
from ...i18n import N_, _
from ..core import Action, Event, IllegalAction
from .acts import PICK, PLAY, _new
from .auction import call_options
from .game import Sheepshead
from .cards import ACE, CLUBS, DIAMONDS, HEARTS, POINTS, SPADES, deck
from .score import DealResult, StakeReason

NORMAL = deck(HEARTS, "standard", 0, True)
SIDE_SUITS = {"C": CLUBS, "S": SPADES, "D": DIAMONDS}
CONTRACTS = ("call", "best", "side_solo", "billy")
SOLO_STAKE, BEATEN_STAKE = 18, 6
_BEST = tuple(Action("best", s) for s in range(4))
_BILLY = tuple(Action("billy", s) for s in range(4))
_SIDE = tuple(tuple(Action("side_solo", s, suit=x) for x in SIDE_SUITS) for s in range(4))
_PASS = tuple(Action("pass", s) for s in range(4))


class IndianaSheepshead(Sheepshead):
    """The standard engine's play and duties, with its own auction and score."""

    def __init__(self, rules: Any, seats: int | Sequence[str], seed: int | None, setups: Any, dealer: int) -> None:
        self.contract = ""
        super().__init__(rules, seats, seed, setups, dealer)

    def _use_deck(self, d: Any) -> None:
        self.deck = d
        self.tr = d.tr
        self._suit_mask = d.tr.suit_mask
        self._lead_key = d.lead_key
        self._lead_value = d.lead_value
        self._callable_ace = frozenset(ACE[s] for s in d.fail_suits)
        self._fail_aces = tuple((d.fail_mask[s], ACE[s]) for s in d.fail_suits)

    def _start_deal(self) -> list[Event]:
        self._use_deck(NORMAL)
        self.contract = ""
        return super()._start_deal()

    # -- the auction -------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        s = self.to_act
        if self.phase is not PICK or s is None:
            return super().legal_actions()
        hand = self.hands[s]
        calls = [Action("call", s, card=c) for c, _ in call_options(hand, self.rules, NORMAL, ten=False, unknown=False)]
        return [_PASS[s], *calls, _BEST[s], *_SIDE[s], _BILLY[s]]

    def apply(self, action: Action) -> Sequence[Event]:
        s = self.to_act
        if self.phase is not PICK or s is None or action.seat != s:
            return super().apply(action)
        if action not in self.legal_actions():
            raise IllegalAction(self._why_not_bid(s, action))
        self.actions.append(action)
        if action.act == "pass":
            self.passed += (s,)
            if len(self.passed) == self.n:
                self.kind = "thrown"
                return [Event("pass", s), *self._score(-1)]
            self.to_act = (s + 1) % self.n
            return [Event("pass", s)]
        self.picker = s
        self.contract = action.act
        self.kind = action.act
        if action.act == "call":
            c = action.card
            assert c is not None
            self.called, self.called_suit = c, c // 13
            self.called_mask = self.deck.fail_mask[self.called_suit]
            self.duty = True
            self.partner = next(t for t in range(self.n) if self.hands[t] >> c & 1)
            self.partners = (self.partner,)
            self._bind_duties()
            self.partner_mask = self.watch = 1 << c
            event = _new(Event, ("call", s, c, None, None, None))
        else:
            self.alone = self.alone_public = True
            if action.act == "side_solo":
                self._use_deck(deck(SIDE_SUITS[action.suit], "standard", 0, True))  # type: ignore[index]
            event = Event(action.act, s, data=action.suit)
        self.phase = PLAY
        self.leader = self.to_act = (self.dealer + 1) % self.n
        return [event]

    def _why_not_bid(self, s: int, action: Action) -> str:
        if action.act == "call":
            c = action.card
            if isinstance(c, int) and self.hands[s] >> c & 1:
                return _("you hold the {card}: call an ace you lack").format(card=card_str(c, symbols=True))
            return _("call the ace of a fail suit (clubs, spades or diamonds) you hold a card of but not its ace")
        if action.act == "side_solo":
            return _("a side solo names clubs (C), spades (S) or diamonds (D) as trump")
        return _("pass, call an ace, or play a solo: best, side solo or billy")

    # -- the score ---------------------------------------------------------
    def _score(self, last: int) -> list[Event]:
        n, contract = self.n, self.contract
        changes = [0] * n
        side: tuple[int, ...] = ()
        side_points = side_tricks = 0
        won = False
        reasons: list[str] = []
        if contract:
            picker = self.picker
            assert picker is not None
            side = (picker, *self.partners)
            side_tricks = sum(self.won[t] for t in side)
            side_points = sum(self.points[t] for t in side)
            others = [t for t in range(n) if t not in side]
            if contract == "call":
                won = side_points >= 61
                winners, losers = (side, others) if won else (tuple(others), side)
                loser_points = 120 - side_points if won else side_points
                loser_tricks = sum(self.won[t] for t in losers)
                stake = 6 if loser_tricks == 0 else 4 if loser_points <= 30 else 2
                reasons.append(StakeReason({6: N_("no trick: {n} each"), 4: N_("schneider: {n} each"), 2: N_("{n} each")}[stake], n=stake))
                for t in winners:
                    changes[t] = stake
            else:
                won = side_tricks == 0 if contract == "billy" else side_points >= 61
                if not won:
                    for t in others:
                        changes[t] = BEATEN_STAKE
                    reasons.append(StakeReason(N_("beaten: {n} for each opponent"), n=BEATEN_STAKE))
                elif contract == "best":
                    changes[picker] = max(0, (self.rules.target or 24) - self.totals[picker])
                    reasons.append(StakeReason(N_("a best made wins the game")))
                else:
                    changes[picker] = SOLO_STAKE
                    reasons.append(StakeReason(N_("made: {n}"), n=SOLO_STAKE))
        result = _new(DealResult, (
            self.deal_no, self.dealer, self.picker, self.partner if contract == "call" else None, self.called, False,
            len(side) == 1, False, tuple(self.won), tuple(self.points), (), (), side_points, side_tricks, won, 1, None,
            tuple(changes), self.kind, side, tuple(self.partners), 1, 1, tuple(reasons), False, (), False, None, 0, (), (),
            False, self.deck.trump_suit,
        ))
        self.finish_deal(result, changes)
        return [_new(Event, ("deal_scored", None, None, None, None, result))] + self._start_deal()


def contract_words(kind: str, suit: str | None = None) -> str:
    """How the table names a contract: 'a call', 'a best', 'a side solo in clubs', 'a billy'."""
    if kind == "side_solo":
        return f"a side solo in {SUIT_NAMES[SIDE_SUITS[suit]] if suit in SIDE_SUITS else '?'}"  # type: ignore[index]
    return {"call": "a call", "best": "a best", "billy": "a billy", "thrown": "no game"}.get(kind, kind)


__all__ = ["IndianaSheepshead", "NORMAL", "POINTS", "contract_words"]
