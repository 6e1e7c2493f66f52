"""Toruf's deal and play: the auction, trump, open play, doubling and the tricks.

The order of a deal's decisions and the events are described in the package's
docstring (:mod:`sheriff_tui.engine.toruf`).
"""

from __future__ import annotations

from typing import Any, Sequence

from ...cards import CARD_SUIT_MASK, SUIT_MASK, bits
from ...i18n import N_, _
from ..core import _PLAY_BY_SUIT as _BY_SUIT  # the per-suit action tables that suit_actions fills
from ..core import Action, DealSetup, Event, IllegalAction, Match, suit_actions
from ..tricks import Trick
from . import duty as toruf_duty
from .deal import _OWNER, check_setup
from .play import _LEAD_KEYS, legal_mask, winner_index
from .rules import LAST_TRICK, MAX_BID, MIN_BID, PLAYERS, Rules
from .score import NO_TRUMP, POINTS, TRUMP_CODES, DealResult, deal_score
from .view import View

GAME = "toruf"

AUCTION, TRUMP, OPEN, DOUBLE, REDOUBLE, PLAY, OVER = "auction", "trump", "open", "double", "redouble", "play", "over"
# An action out of its phase: the refusal, whole sentences for the translators
_WANT = {
    AUCTION: N_("you can't {act} now: it is time to bid or pass"),
    TRUMP: N_("you can't {act} now: it is time to name the trump suit, or no trump"),
    OPEN: N_("you can't {act} now: it is time to play open or pass"),
    DOUBLE: N_("you can't {act} now: it is time to double or pass"),
    REDOUBLE: N_("you can't {act} now: it is time to redouble or pass"),
    PLAY: N_("you can't {act} now: it is time to play a card"),
}


_new = tuple.__new__
_PLAYED = tuple(tuple(Event("play", s, card=c) for c in range(52)) for s in range(PLAYERS))
_PLAYED1 = tuple(tuple((e,) for e in row) for row in _PLAYED)  # apply()'s usual answer, prebuilt
_PASSED1 = tuple((Event("pass", s),) for s in range(PLAYERS))
_DEALT = tuple(Event("dealt", seat=s) for s in range(PLAYERS))
_PASS = tuple(Action("pass", s) for s in range(PLAYERS))
_BID = tuple(tuple(Action("bid", s, value=v) for v in range(MAX_BID + 1)) for s in range(PLAYERS))
_TRUMP = tuple(tuple(Action("trump", s, suit=code) for code in TRUMP_CODES) for s in range(PLAYERS))
_OPEN = tuple(Action("open", s) for s in range(PLAYERS))
_DOUBLE = tuple(Action("double", s) for s in range(PLAYERS))
_REDOUBLE = tuple(Action("redouble", s) for s in range(PLAYERS))
_SUIT_OF = tuple(c // 13 for c in range(52))
_FOLLOW = CARD_SUIT_MASK  # led card -> the cards that follow it
_SHIFT = (0, 13, 26, 39)
_SHIFT_OF = tuple(13 * (c // 13) for c in range(52))
_FOLLOWS = tuple(tuple(_BY_SUIT[s][c // 13] for c in range(52)) for s in range(PLAYERS))  # seat, led card -> its suit's table
_LOW = 0x1FFF
_NEXT = (1, 2, 3, 0)
# the auction: passed seats (a mask) and the seat who spoke -> the next seat still in it, -1 when none
_NEXT_IN = tuple(
    tuple(next(((s + k) % PLAYERS for k in range(1, PLAYERS + 1) if not passed >> (s + k) % PLAYERS & 1), -1) for s in range(PLAYERS))
    for passed in range(1 << PLAYERS)
)
_PASSES = tuple(m.bit_count() for m in range(1 << PLAYERS))


# The auction's legal actions for each seat and lowest bid: pass, or any bid from lo to 90
_OFFER = tuple(
    tuple((_PASS[s],) + tuple(_BID[s][v] for v in range(lo, MAX_BID + 1)) for lo in range(MAX_BID + 2))
    for s in range(PLAYERS)
)
_BID1 = tuple(tuple((Event("bid", s, value=v),) for v in range(MAX_BID + 1)) for s in range(PLAYERS))


# A deal's state at its start; _start_deal sets it with one dict update
_FRESH: dict[str, Any] = {
    "bids": (), "high_bid": 0, "high_seat": None, "passed": 0, "declarer": None, "contract": 0, "forced": False,
    "trump": -1, "opened": False, "doubled": 1, "calls": (), "trick": (), "history": (), "_trumps": 0,
}


class Toruf(Match):
    GAME = GAME
    _COPY = ("hands", "points", "asked", "stages")

    hands: list[int]
    bids: tuple[tuple[int, int], ...]
    high_bid: int
    high_seat: int | None
    passed: int  # mask of seats out of the auction
    declarer: int | None
    contract: int
    forced: bool
    trump: int  # -1 before it is named, 0..3 a suit, NO_TRUMP
    opened: bool
    doubled: int
    calls: tuple[tuple[int, str], ...]
    asked: list[int]  # who is still to answer in this stage
    stages: list[tuple[str, tuple[int, ...]]]  # the questions after trump still to come
    leader: int
    trick: tuple[int, ...]
    points: list[int]  # per team
    history: tuple[Trick, ...]
    _trumps: int  # mask of the trump suit (0 in no trump)

    def __init__(self, rules: Rules, seats: int | Sequence[str], seed: int | None, setups: Sequence[DealSetup] | None, dealer: int) -> None:
        super().__init__(rules, seats, seed, setups, dealer)
        if self.n != PLAYERS:
            raise ValueError(f"Toruf seats {PLAYERS} players, not {self.n}")
        problems = rules.problems()
        if problems:
            raise ValueError(f"{problems[0][0]}: {problems[0][1]}")
        for s in self.setups:
            check_setup(rules, s)
        self.hand_size = rules.hand_size
        self.pack_cards = tuple(bits(rules.pack))
        self.winner: int | None = None  # the team that won the match, once over
        self._start_deal()

    # -- dealing -----------------------------------------------------------
    def _over(self) -> bool:
        target = self.rules.target
        return bool(target and max(self.totals[0], self.totals[1]) >= target) or self.deal_no >= self.rules.deals

    def _start_deal(self) -> list[Event]:
        if self.deal_no and self._over():
            a, b = self.totals[0], self.totals[1]
            self.winner = 0 if a > b else 1 if b > a else self.results[-1].bidding_team
            self.to_act = None
            self.phase = OVER
            return [Event("match_over", value=self.winner, data=tuple(self.totals))]
        self.setup = setup = self.next_setup(self.pack_cards)
        dealer = self.dealer
        if setup.deck is not None:
            hands = [0] * PLAYERS
            for seat, c in zip(_OWNER[self.hand_size][dealer], setup.deck):
                hands[seat] |= 1 << c
        else:
            hands = [sum(1 << c for c in h) for h in setup.hands]  # type: ignore[union-attr]
        self.hands = hands
        self.__dict__.update(_FRESH)
        self.asked = []
        self.stages = []
        self.points = [0, 0]
        self.phase = AUCTION
        self.leader = self.to_act = (dealer + 1) % PLAYERS
        return [_DEALT[dealer]]

    # -- legal actions -----------------------------------------------------
    def legal_actions(self) -> list[Action]:
        s = self.to_act
        if self.phase is PLAY:
            # legal_mask inlined for the common cases: the hot path of every playout
            hand = self.hands[s]  # type: ignore[index]
            trick = self.trick
            if trick:
                lead = trick[0]
                p = hand >> _SHIFT_OF[lead] & _LOW
                if p:
                    return list(_FOLLOWS[s][lead].get(p) or suit_actions(s, _SUIT_OF[lead], p))  # type: ignore[index, arg-type]
                if self._trumps & hand:
                    t = self.trump
                    p = legal_mask(hand, trick, t) >> _SHIFT[t] & _LOW
                    return list(_BY_SUIT[s][t].get(p) or suit_actions(s, t, p))  # type: ignore[index, arg-type]
            # core.play_actions inlined: a lead, or void in the led suit without a trump
            t4 = _BY_SUIT[s]  # type: ignore[index]
            out: list[Action] = []
            p = hand & _LOW
            if p:
                out += t4[0].get(p) or suit_actions(s, 0, p)  # type: ignore[arg-type]
            p = hand >> 13 & _LOW
            if p:
                out += t4[1].get(p) or suit_actions(s, 1, p)  # type: ignore[arg-type]
            p = hand >> 26 & _LOW
            if p:
                out += t4[2].get(p) or suit_actions(s, 2, p)  # type: ignore[arg-type]
            p = hand >> 39
            if p:
                out += t4[3].get(p) or suit_actions(s, 3, p)  # type: ignore[arg-type]
            return out
        if s is None:
            return []
        phase = self.phase
        if phase is AUCTION:
            hb = self.high_bid
            return list(_OFFER[s][hb + 1 if hb >= MIN_BID else MIN_BID])
        if phase is TRUMP:
            return list(_TRUMP[s])
        if phase is OPEN:
            return [_OPEN[s], _PASS[s]]
        if phase is DOUBLE:
            return [_DOUBLE[s], _PASS[s]]
        return [_REDOUBLE[s], _PASS[s]]

    def play_mask(self, s: int) -> int:
        """The cards seat ``s`` may play now (0 outside the play)."""
        if self.phase is not PLAY or s != self.to_act:
            return 0
        return legal_mask(self.hands[s], self.trick, self.trump)

    # -- applying ----------------------------------------------------------
    def apply(self, action: Action) -> Sequence[Event]:
        s = self.to_act
        if s is None or action.seat != s:
            raise self.not_your_turn(action)
        phase, act = self.phase, action.act
        if phase is PLAY and act == "play":
            c = action.card
            hands = self.hands
            hand = hands[s]
            trick = self.trick
            legal = hand
            if trick:  # legal_mask inlined for the common cases
                follow = hand & _FOLLOW[trick[0]]
                if follow:
                    legal = follow
                elif self._trumps & hand:
                    legal = legal_mask(hand, trick, self.trump)
            try:
                ok = legal >> c & 1
            except (TypeError, ValueError):  # no card, or a negative id
                ok = 0
            if not ok:
                raise IllegalAction(self._explain(s, c))
            self.actions.append(action)
            hands[s] = hand ^ (1 << c)
            trick += (c,)
            if len(trick) < 4:
                self.trick = trick
                self.to_act = _NEXT[s]
                return _PLAYED1[s][c]
            # the trick is complete: _end_trick inlined, the hot path of every playout
            a, b, x, y = trick
            key = self._lead_key[a]  # winner_index unrolled
            i = 0
            best = key[a]
            k = key[b]
            if k > best:
                i = 1
                best = k
            k = key[x]
            if k > best:
                i = 2
                best = k
            if key[y] > best:
                i = 3
            leader = self.leader
            w = (leader + i) & 3
            # tuple.__new__ skips the named tuples' Python-level constructors
            self.history += (_new(Trick, (leader, trick, w)),)
            self.trick = ()
            self.leader = self.to_act = w
            if hands[w]:
                self.points[w & 1] += POINTS[a] + POINTS[b] + POINTS[x] + POINTS[y]
                return [_PLAYED[s][c], _new(Event, ("trick", w, trick[i], None, trick, None))]
            self.points[w & 1] += POINTS[a] + POINTS[b] + POINTS[x] + POINTS[y] + LAST_TRICK
            return [_PLAYED[s][c], _new(Event, ("trick", w, trick[i], None, trick, None)), *self._score(w)]
        if phase is AUCTION and (act == "bid" or act == "pass"):
            events = self._bid(s, action)
            self.actions.append(action)
            return events
        if phase is TRUMP and act == "trump":
            handler = self._name_trump
        elif phase is OPEN and (act == "open" or act == "pass"):
            handler = self._answer
        elif phase is DOUBLE and (act == "double" or act == "pass"):
            handler = self._answer
        elif phase is REDOUBLE and (act == "redouble" or act == "pass"):
            handler = self._answer
        else:
            raise IllegalAction(self._wrong_act(act))
        events = handler(s, action)
        self.actions.append(action)
        return events

    def _explain(self, s: int, c: Any) -> str:
        return toruf_duty.explain(self.hands[s], self.trick, self.trump, c)

    def _wrong_act(self, act: str) -> str:
        rules = self.rules
        if act in ("double", "redouble") and not rules.doubling:
            return _("this table doesn't play double and redouble: you can't {act}").format(act=act)
        if act == "open" and not rules.open_play:
            return _("this table doesn't play open hands: you can't open")
        if act == "open" and self.declarer is not None and self.contract < rules.open_min:
            return _("only a contract of {n} or more may be played open").format(n=rules.open_min)
        return _(_WANT[self.phase]).format(act=act)

    # -- the auction -------------------------------------------------------
    def _bid(self, s: int, action: Action) -> Sequence[Event]:
        if action.act == "bid":
            v = action.value
            hb = self.high_bid
            lo = hb + 1 if hb >= MIN_BID else MIN_BID
            if type(v) is not int or not lo <= v <= MAX_BID:
                raise IllegalAction(self._bad_bid(v, lo))
            self.high_bid = v
            self.high_seat = s
            self.bids += ((s, v),)
            events = _BID1[s][v]
            passed = self.passed
        else:
            passed = self.passed = self.passed | 1 << s
            self.bids += ((s, 0),)
            events = _PASSED1[s]
        out = _PASSES[passed]
        if out < 3 or (out == 3 and self.high_seat is None):  # someone is still to speak
            self.to_act = _NEXT_IN[passed][s]
            return events
        if out == 4:  # four passes: the dealer plays the lowest bid
            return [*events, *self._won_auction(self.dealer, MIN_BID, forced=True)]
        return [*events, *self._won_auction(self.high_seat, self.high_bid, forced=False)]  # type: ignore[arg-type]

    def _bad_bid(self, v: Any, lo: int) -> str:
        if lo > MAX_BID:
            return _("nobody can bid above {max}: you must pass").format(max=MAX_BID)
        if self.high_bid and type(v) is int and v <= self.high_bid:
            return _("a bid must beat the highest bid so far ({high}): {lo} to {max}, or pass").format(high=self.high_bid, lo=lo, max=MAX_BID)
        return _("bids run from {lo} to {max} card points, or pass").format(lo=lo, max=MAX_BID)

    def _won_auction(self, declarer: int, contract: int, forced: bool) -> list[Event]:
        self.declarer, self.contract, self.forced = declarer, contract, forced
        self.phase = TRUMP
        self.to_act = declarer
        team = (declarer, (declarer + 2) % PLAYERS)
        return [Event("contract", declarer, value=contract, cards=team, data="forced" if forced else None)]

    def winning_seat(self) -> int | None:
        """The seat now taking the trick on the table: the highest trump, else the highest of the suit led."""
        if not self.trick or self.trump is None:
            return None
        return (self.leader + winner_index(self.trick, self.trump)) % PLAYERS

    def _name_trump(self, s: int, action: Action) -> list[Event]:
        code = action.suit
        if code not in TRUMP_CODES:
            raise IllegalAction(_("name the trump suit: C, D, H or S, or NT for no trump"))
        t = TRUMP_CODES.index(code)
        self.trump = t
        self._trumps = 0 if t == NO_TRUMP else SUIT_MASK[t]
        self._lead_key = _LEAD_KEYS[t]
        rules, d = self.rules, s
        if rules.open_play and self.contract >= rules.open_min:
            self.stages.append((OPEN, (d,)))
        if rules.doubling:
            self.stages.append((DOUBLE, ((d + 1) % PLAYERS, (d + 3) % PLAYERS)))
        return [Event("trump", s, value=t, data=code)] + self._next_stage()

    def _next_stage(self) -> list[Event]:
        """Ask the next question after trump, or begin the play: the declarer leads."""
        if self.stages:
            phase, seats = self.stages.pop(0)
            self.phase = phase
            self.asked = list(seats)
            self.to_act = seats[0]
            return []
        self.phase = PLAY
        self.leader = self.to_act = self.declarer
        return []

    def _answer(self, s: int, action: Action) -> list[Event]:
        """Open, double, redouble or pass, by the seat asked."""
        act = action.act
        self.calls += ((s, act),)
        self.asked.pop(0)
        d = self.declarer
        assert d is not None
        if act == "pass":
            events = list(_PASSED1[s])
        elif act == "open":
            self.opened = True
            events = [Event("open", s, cards=tuple(bits(self.hands[s])))]
            self.asked = []
        elif act == "double":
            self.doubled = 2
            self.asked = []
            self.stages.insert(0, (REDOUBLE, (d, (d + 2) % PLAYERS)))
            events = [Event("double", s)]
        else:
            self.doubled = 4
            self.asked = []
            events = [Event("redouble", s)]
        if self.asked:
            self.to_act = self.asked[0]
            return events
        return events + self._next_stage()

    # -- the end of a deal ------------------------------------------------
    def tricks_won(self) -> list[int]:
        """Tricks taken by each seat this deal."""
        won = [0] * PLAYERS
        for t in self.history:
            won[t.winner] += 1
        return won

    def _score(self, last: int) -> list[Event]:
        d = self.declarer
        assert d is not None
        sc = deal_score(self.contract, d & 1, self.points, self.trump, self.doubled, self.opened, self.rules.open_bonus)
        t0, t1 = sc.team_scores
        scores = (t0, t1, t0, t1)
        result = _new(DealResult, (
            self.deal_no, self.dealer, d, self.contract, self.trump, self.forced, self.doubled, self.opened,
            tuple(self.tricks_won()), (self.points[0], self.points[1]), last, sc.made, sc.multiplier,
            sc.team_scores, scores, sc.reasons, "toruf",
        ))
        self.finish_deal(result, scores)
        return [Event("deal_scored", data=result), *self._start_deal()]

    # -- what a seat may see -----------------------------------------------
    def view(self, seat: int) -> View:
        over = self.to_act is None
        t = self.trump
        d = self.declarer
        open_hand = self.hands[d] if self.opened and d is not None and not over else None
        return View(
            *self.view_head(seat),
            hand=0 if over else self.hands[seat],
            hand_counts=(0,) * PLAYERS if over else tuple(h.bit_count() for h in self.hands),
            bids=self.bids,
            high_bid=self.high_bid,
            high_seat=self.high_seat,
            declarer=d,
            contract=self.contract,
            forced=self.forced,
            trump=t if 0 <= t < NO_TRUMP else None,
            no_trump=t == NO_TRUMP,
            opened=self.opened,
            open_hand=open_hand,
            doubled=self.doubled,
            calls=self.calls,
            leader=self.leader,
            trick=self.trick,
            won=tuple(self.tricks_won()),
            points=(self.points[0], self.points[1]),
            played=self.rules.pack & ~(self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]),
            history=self.history,
            totals=tuple(self.totals),
        )


new_game = Toruf.new  # the module's match maker (core.Match.new)
