"""Sheriff: one bidder alone against two Outlaws (rules digest §1).

Variants are fields of :class:`Rules`: ``players`` 5 or 6 is Double Sheriff,
``auction`` chooses the standard auction, Sheriff's Choice or Blind Sheriff.

Dealing from a deck (top first): one card at a time clockwise from the dealer's
left until every hand is full; the next card is turned for trump; any cards left
(Double Sheriff) are out of play unseen.
"""


from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from ...cards import PACK_52, SUIT_MASK, bits, card_str, mask_of, suit_of
from ...i18n import _
from .. import tricks
from ..core import Action, DealSetup, Event, IllegalAction, Match, SeatView, check_cards, check_dealt, play_actions, suit_actions, trick_seat
from ..tricks import Trick
from .rules import AUCTION, CHOICE, DISCARD, GAME, PILES, PLAY, Rules
from .score import DealResult, deal_scores


@dataclass(frozen=True, slots=True)
class View(SeatView):
    """What one seat may know; bots get this and nothing else."""

    rules: Rules  # SeatView's fields (core: seat … to_act) come first; this one typed as this game's
    hand: int  # 0 while a blind auction hides the cards
    hand_counts: tuple[int, ...]
    turned: int | None  # None while hidden (blind auction)
    trump: int | None
    bids: tuple[tuple[int, int], ...]  # (seat, bid), 0 for a pass
    high_bid: int
    high_seat: int | None
    sheriffs: tuple[int, ...]
    contract: int
    taken_by: int | None  # Sheriff's Choice: who holds the turned card
    discard: int | None  # only the Sheriff who discarded sees it
    leader: int
    trick: tuple[int, ...]
    won: tuple[int, ...]
    played: int
    history: tuple[Trick, ...]
    totals: tuple[int, ...]
    declined: int = 0  # Sheriff's Choice: how many, from the dealer's left, declined the turned card

    trick_seat = trick_seat


_new = tuple.__new__
_PLAYED = tuple(tuple(Event("play", s, card=c) for c in range(52)) for s in range(8))
_PLAYED1 = tuple(tuple((e,) for e in row) for row in _PLAYED)  # apply()'s usual answer, prebuilt
_PASS = tuple(Action("pass", s) for s in range(8))
_TAKE = tuple(Action("take", s) for s in range(8))
_BID = tuple(tuple(Action("bid", s, value=v) for v in range(18)) for s in range(8))


@lru_cache(maxsize=None)
def _offer(seat: int, lo: int, hi: int) -> tuple[Action, ...]:
    """Pass, or any bid from ``lo`` to ``hi``: the auction's legal actions, built once."""
    return (_PASS[seat],) + tuple(_BID[seat][v] for v in range(lo, hi + 1))
_DISCARD = tuple(tuple(Action("discard", s, card=c) for c in range(52)) for s in range(8))


def check_setup(rules: Rules, setup: DealSetup) -> None:
    """Raise ValueError naming what is wrong with a given deal."""
    words = "the 52 cards"
    if not check_dealt(setup, game="Sheriff", pack=range(52), pack_words=words, players=rules.players, hand_size=rules.hand_size, piles=PILES):
        return
    turned = setup.pile("turned")
    if len(turned) != 1:
        raise ValueError("a deal given by hands needs exactly one turned card")
    out = setup.pile("out")
    rest = 52 - rules.players * rules.hand_size - 1
    if any(name == "out" for name, _cards in setup.piles) and len(out) != rest:
        raise ValueError(f"\"out\" holds the {rest} cards nobody was dealt, not {len(out)}")
    check_cards([c for h in setup.hands or () for c in h] + list(turned) + list(out), PACK_52, words)


class Sheriff(Match):
    GAME = GAME
    _COPY = ("hands", "won", "last_bid")

    def __init__(self, rules: Rules, seats: int | Sequence[str], seed: int | None, setups: Sequence[DealSetup] | None, dealer: int) -> None:
        super().__init__(rules, seats, seed, setups, dealer)
        if self.n != rules.players:
            raise ValueError(f"these rules seat {rules.players} players, not {self.n}")
        for s in self.setups:
            check_setup(rules, s)
        self.pending: list[Event] = []
        self._start_deal()

    # -- dealing -----------------------------------------------------------
    def _start_deal(self) -> list[Event]:
        rules, n = self.rules, self.n
        if self.deal_no >= rules.deals:
            self.to_act = None
            self.phase = "over"
            return [Event("match_over", data=tuple(self.totals))]
        self.setup = setup = self.next_setup(range(52))
        size = rules.hand_size
        if setup.deck is not None:
            deck = setup.deck
            hands = [0] * n
            for k in range(n):  # one card at a time from the dealer's left
                hands[(self.dealer + 1 + k) % n] = mask_of(deck[k : size * n : n])
            self.turned = deck[size * n]
        else:
            hands = [sum(1 << c for c in h) for h in setup.hands]  # type: ignore[union-attr]
            self.turned = setup.pile("turned")[0]
        self.hands = hands
        self.trump = suit_of(self.turned)
        self.tr = tricks.suit_trump(self.trump)
        self.blind = rules.auction == "blind"
        self.phase = CHOICE if rules.auction == "choice" else AUCTION
        self.bids: tuple[tuple[int, int], ...] = ()
        self.high_bid = 0
        self.high_seat: int | None = None
        self.passed = 0
        self.last_bid = [0] * n
        self.declined = 0
        self.sheriffs: tuple[int, ...] = ()
        self.contract = 0
        self.forced = False
        self.taken_by: int | None = None
        self.discarded: int | None = None
        self.leader = 0
        self.trick: tuple[int, ...] = ()
        self.won = [0] * n
        self.played = 0
        self.history: tuple[Trick, ...] = ()
        self.to_act = (self.dealer + 1) % n
        return [Event("dealt", seat=self.dealer, card=None if self.blind else self.turned)]

    # -- the contract ------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        s = self.to_act
        phase = self.phase
        if phase is PLAY:
            # tricks.legal_mask inlined for plain suits: the hot path of every playout
            hand = self.hands[s]
            if self.trick:
                suit = self.trick[0] // 13  # follow suit if you can, else anything
                follow = hand >> (13 * suit) & 0x1FFF
                if follow:
                    return list(suit_actions(s, suit, follow))
            return play_actions(s, hand)
        if s is None:
            return []
        if phase == AUCTION:
            lo = max(self.high_bid + 1, self.rules.lowest_bid)
            return list(_offer(s, lo, self.rules.hand_size))
        if phase == CHOICE:
            return [_TAKE[s]] if self.declined >= self.n else [_TAKE[s], _PASS[s]]
        return [_DISCARD[s][c] for c in bits(self._discardable(s))]

    def _discardable(self, s: int) -> int:
        """The cards the taker may discard: the whole hand, or all but the turned card."""
        hand = self.hands[s]
        return hand if self.rules.choice_discard_turned else hand & ~(1 << self.turned)

    def apply(self, action: Action) -> Sequence[Event]:
        s = self.to_act
        if s is None or action.seat != s:
            raise self.not_your_turn(action)
        phase, act = self.phase, action.act
        if phase is PLAY and act == "play":
            c = action.card
            hand = self.hands[s]
            trick = self.trick
            legal = hand
            if trick:  # follow suit if you can (Sheriff's only duty)
                follow = hand & SUIT_MASK[trick[0] // 13]
                if follow:
                    legal = follow
            try:
                legal = legal >> c & 1
            except (TypeError, ValueError):  # no card, or a negative id
                legal = 0
            if not legal:
                raise IllegalAction(tricks.explain(self.tr, hand, trick, c))
            self.actions.append(action)
            # the hot path of every playout, kept inline
            bit = 1 << c
            self.hands[s] = hand ^ bit
            self.played |= bit
            trick += (c,)
            n = self.n
            if len(trick) < n:
                self.trick = trick
                self.to_act = s + 1 if s + 1 < n else 0
                return _PLAYED1[s][c]
            return self._end_trick(s, c, trick)
        if phase == AUCTION and act in ("bid", "pass"):
            events = self._bid(s, action)
        elif phase == CHOICE and act in ("take", "pass"):
            events = self._choose(s, act)
        elif phase == DISCARD and act == "discard":
            events = self._discard(s, action.card)
        else:
            raise IllegalAction(self._wrong_act(act))
        self.actions.append(action)
        return events

    def _wrong_act(self, act: str) -> str:
        if self.phase == AUCTION:
            return _("you can't {act} now: it is time to bid or pass").format(act=act)
        if self.phase == CHOICE:
            if self.declined >= self.n:
                return _("you can't {act} now: it is time to take the turned card (everyone declined: you must)").format(act=act)
            return _("you can't {act} now: it is time to take the turned card or pass").format(act=act)
        if self.phase == DISCARD:
            return _("you can't {act} now: it is time to discard a card face down").format(act=act)
        return _("you can't {act} now: it is time to play a card").format(act=act)

    def _bid(self, s: int, action: Action) -> list[Event]:
        n, rules = self.n, self.rules
        if action.act == "bid":
            v = action.value
            lo = max(self.high_bid + 1, rules.lowest_bid)
            if not isinstance(v, int) or not lo <= v <= rules.hand_size:
                if self.high_bid and isinstance(v, int) and v <= self.high_bid:
                    raise IllegalAction(_("a bid must beat the highest bid so far ({high}): {lo} to {max}, or pass").format(high=self.high_bid, lo=lo, max=rules.hand_size))
                raise IllegalAction(_("bids run from {lo} to {max} tricks").format(lo=lo, max=rules.hand_size))
            self.high_bid, self.high_seat = v, s
            self.last_bid[s] = v
            self.bids += ((s, v),)
            events = [Event("bid", s, value=v)]
        else:
            self.passed |= 1 << s
            self.bids += ((s, 0),)
            events = [Event("pass", s)]
        passed = self.passed.bit_count()
        if passed == n:
            return events + self._settle_auction((self.dealer + 1) % n, rules.lowest_bid, forced=True)
        if passed == n - 1 and self.high_seat is not None:
            return events + self._settle_auction(self.high_seat, self.high_bid, forced=False)
        nxt = (s + 1) % n
        while self.passed >> nxt & 1:
            nxt = (nxt + 1) % n
        self.to_act = nxt
        return events

    def _settle_auction(self, high: int, contract: int, forced: bool) -> list[Event]:
        sheriffs = (high,)
        if self.rules.double and not forced:
            others = [(v, t) for t, v in enumerate(self.last_bid) if t != high and v]
            if others:
                sheriffs = (high, max(others)[1])
        return self._begin_play(sheriffs, contract, forced)

    def _begin_play(self, sheriffs: tuple[int, ...], contract: int, forced: bool) -> list[Event]:
        self.sheriffs, self.contract, self.forced = sheriffs, contract, forced
        self.phase = PLAY
        self.leader = self.to_act = sheriffs[0]
        events = [Event("contract", sheriffs[0], value=contract, cards=sheriffs, data="forced" if forced else None)]
        if self.blind:
            events.append(Event("revealed", card=self.turned))
        return events

    def _choose(self, s: int, act: str) -> list[Event]:
        if act == "pass":
            if self.declined >= self.n:
                raise IllegalAction(_("everyone has declined the turned card: you must take it"))
            self.declined += 1
            self.to_act = (s + 1) % self.n
            return [Event("pass", s)]
        self.hands[s] |= 1 << self.turned
        self.taken_by = s
        self.phase = DISCARD
        return [Event("take", s, card=self.turned)]

    def _discard(self, s: int, c: int | None) -> list[Event]:
        if c is None or not 0 <= c < 52 or not self.hands[s] >> c & 1:
            raise IllegalAction(_("discard a card from your hand") if c is None else _("you don't hold the {card}").format(card=card_str(c, True)))
        if not self._discardable(s) >> c & 1:
            raise IllegalAction(_("the {card} was the turned card: at this table it stays in your hand (choice_discard_turned)").format(card=card_str(c, True)))
        self.hands[s] ^= 1 << c
        self.discarded = c
        return [Event("discard", s)] + self._begin_play((s,), self.rules.choice_contract, forced=self.declined >= self.n)

    def _end_trick(self, s: int, c: int, trick: tuple[int, ...]) -> list[Event]:
        i = tricks.winner_index(self.tr, trick)
        w = (self.leader + i) % self.n
        self.won[w] += 1
        # tuple.__new__ skips the named tuples' Python-level constructors (hot path)
        self.history += (_new(Trick, (self.leader, trick, w)),)
        events = [_PLAYED[s][c], _new(Event, ("trick", w, trick[i], None, trick, None))]
        self.trick = ()
        self.leader = self.to_act = w
        if not self.hands[w]:
            events.extend(self._score())
        return events

    def _score(self) -> list[Event]:
        team = sum(self.won[s] for s in self.sheriffs)
        changes = deal_scores(self.rules, self.n, self.sheriffs, self.contract, team, self.blind)
        made, exact = team >= self.contract, team == self.contract
        result = DealResult(
            deal=self.deal_no,
            dealer=self.dealer,
            sheriffs=self.sheriffs,
            contract=self.contract,
            tricks=tuple(self.won),
            sheriff_tricks=team,
            made=made,
            exact=exact,
            blind=self.blind,
            trump=self.trump,
            turned=self.turned,
            scores=tuple(changes),
            forced=self.forced,
            choice=self.rules.auction == "choice",
        )
        self.finish_deal(result, changes)
        return [Event("deal_scored", data=result)] + self._start_deal()

    # -- what a seat may see -----------------------------------------------
    def view(self, seat: int) -> View:
        hidden = self.blind and self.phase == AUCTION
        return View(
            *self.view_head(seat),
            hand=0 if hidden or self.to_act is None else self.hands[seat],
            hand_counts=tuple(h.bit_count() for h in self.hands) if self.to_act is not None else (0,) * self.n,
            turned=None if hidden else self.turned,
            trump=None if hidden else self.trump,
            bids=self.bids,
            high_bid=self.high_bid,
            high_seat=self.high_seat,
            sheriffs=self.sheriffs,
            contract=self.contract,
            taken_by=self.taken_by,
            discard=self.discarded if seat == self.taken_by else None,
            leader=self.leader,
            trick=self.trick,
            won=tuple(self.won),
            played=self.played,
            history=self.history,
            totals=tuple(self.totals),
            declined=self.declined,
        )


new_game = Sheriff.new  # the module's match maker (core.Match.new)
