"""Leaster pots (the first document's pot rules; rules digest §3): a stake that
carries from deal to deal, with the house rules ``pot``, ``pot_loss``,
``pot_win`` and ``pot_end``.

The document (translated) puts "1 point" in the pot when nobody picks and has
the picker's side share it "3 and 1" in five-hand; read as a table plays it,
**every player antes 1**: one pot is 1 a player (5 in five-hand), and the
winning picker and partner share it 3 and 2, the odd point to the picker.

- **Fed**: every hand nobody picks (the leaster, or the table's ``no_pick``
  game: moster, mittler, doubler, schwanzer), each player antes 1, tie or not.
  A hand thrown in (``redeal_nothing``) is no such hand.
- **Won**: the next picker's side that wins takes the whole pot (``all``) or
  one pot (``one``), shared equally, the odd points to the picker first.
- **Paid**: a losing picker's side pays in what it would have won: the whole
  pot, doubling it (``double``), or one pot (``add``), shared the same way.
- The pot is a stake of its own: schneider, the bump, cracks, blitzes, doublers
  and the partner-pays-nothing rule don't touch it; an empty pot is neither won
  nor paid into.
- **Settled** when the match ends: split equally (``split``; the odd points go
  one each from the last dealer's left, though antes of 1 a player always
  divide evenly), or a **showdown** (``showdown``): five cards face up to each
  player, one at a time from the dealer's left, from a shuffle of the table's
  pack seeded by the match's seed (so a record replays it); the best poker hand
  takes the pot, or with ``pot_win = "one"`` a showdown is dealt for each pot in
  turn. Equal hands share what they play for, the odd points one each from the
  dealer's left.

Scores and pot together are zero-sum at every deal, and the scores alone once
the pot is settled. (The document's new player joining a table with a pot
doesn't arise: a match keeps its seats.)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, NamedTuple, Sequence

from ...cards import SEVEN, card_str
from ...i18n import _
from ..poker_hands import best_hands, hand_name, hand_words

ANTE = 1  # each player's ante: one pot is ANTE × players
FEEDING = ("leaster", "moster", "mittler", "doubler", "schwanzer")  # the deal kinds that are hands nobody picked


class Showdown(NamedTuple):
    """One showdown: each seat's five cards, who had the best hand and what it was."""

    hands: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    best: str  # 'a full house, jacks over sevens'


class PotMove(NamedTuple):
    """One thing that happened to the pot, for the score sheet: fed, won, paid, split, showdown."""

    kind: str  # "fed", "won", "paid", "split", "showdown"
    amount: int  # the points that went in (fed, paid) or came out (won, split, showdown)
    changes: tuple[int, ...]  # each seat's part of it: − into the pot, + out of it
    pot: int  # the pot after it
    side: tuple[int, ...] = ()  # won, paid: the picker's side, picker first
    how: str = ""  # won: "all" / "one"; paid: "double" / "add"; showdown: "all" / "one"
    showdown: Showdown | None = None

    def words(self, names: Sequence[str]) -> str:
        """The move in a sentence without its full stop, the way ``reasons`` words a multiplier
        (in the language in use: the table's Sheepshead words say it the same way)."""
        k, amount = self.kind, self.amount
        if k == "fed":
            return _("each player antes {ante} to the pot, now {pot}").format(ante=ANTE, pot=self.pot)
        if k == "split":
            each = sorted(set(self.changes))
            if len(each) == 1:
                share = _("{n} each").format(n=f"{each[0]:+d}")
            else:
                share = ", ".join(f"{names[s]} {d:+d}" for s, d in enumerate(self.changes))
            return _("the match is over: the pot of {n} is split, {share}").format(n=amount, share=share)
        if k == "showdown":
            sd = self.showdown
            assert sd is not None
            who = names[sd.winners[0]]
            for s in sd.winners[1:]:
                who = _("{some} and {last}").format(some=who, last=names[s])
            best = hand_words(sd.hands[sd.winners[0]], SEVEN)  # sd.best, said in the language in use
            if len(sd.winners) == 1:
                words = _("showdown for one pot ({n}): {who} wins with {best}") if self.how == "one" else _("showdown for the pot ({n}): {who} wins with {best}")
                return words.format(n=amount, who=who, best=best)
            shares = ", ".join(f"{names[s]} {self.changes[s]:+d}" for s in sd.winners)
            if self.how == "one":
                words = _("showdown for one pot ({n}): {who} tie with {best} and share it, {shares}")
            else:
                words = _("showdown for the pot ({n}): {who} tie with {best} and share it, {shares}")
            return words.format(n=amount, who=who, best=best, shares=shares)
        parts = self._shares(names)
        if k == "won":
            if self.how == "one" and self.pot:
                text = _("the picker's side wins one pot ({n}) of {total}: {parts}").format(n=amount, total=amount + self.pot, parts=parts)
            else:
                text = _("the picker's side wins the pot ({n}): {parts}").format(n=amount, parts=parts)
            return _("{text}; {pot} stays").format(text=text, pot=self.pot) if self.pot else text
        if self.how == "double":
            return _("the picker's side lost and doubles the pot, paying {n}: {parts}; the pot is {pot}").format(n=amount, parts=parts, pot=self.pot)
        return _("the picker's side lost and adds one pot, paying {n}: {parts}; the pot is {pot}").format(n=amount, parts=parts, pot=self.pot)

    def as_dict(self) -> dict[str, Any]:
        """For the replay report: the move, its points, each seat's part, the pot after (a showdown's cards)."""
        out: dict[str, Any] = {"kind": self.kind, "amount": self.amount, "changes": list(self.changes), "pot": self.pot}
        if self.showdown is not None:
            out["hands"] = [[card_str(c) for c in h] for h in self.showdown.hands]
            out["winners"] = list(self.showdown.winners)
            out["best"] = self.showdown.best
        return out

    def _shares(self, names: Sequence[str]) -> str:
        side = self.side
        if len(side) == 1:
            return _("picker alone {n}").format(n=f"{self.changes[side[0]]:+d}")
        mates = ", ".join(f"{self.changes[s]:+d}" for s in side[1:])
        return _("picker {n}, partner {mates}").format(n=f"{self.changes[side[0]]:+d}", mates=mates)


def shares(amount: int, seats: Sequence[int], n: int) -> list[int]:
    """``amount`` shared equally by ``seats``, the odd points one each in their order; a change per seat."""
    out = [0] * n
    if not seats:
        return out
    each, odd = divmod(amount, len(seats))
    for i, s in enumerate(seats):
        out[s] = each + (1 if i < odd else 0)
    return out


def from_left(dealer: int, n: int) -> list[int]:
    """The seats in turn from the dealer's left."""
    return [(dealer + 1 + k) % n for k in range(n)]


def fed(rules: Any, n: int, pot: int) -> PotMove:
    """A hand each player antes."""
    pot += ANTE * n
    return PotMove("fed", ANTE * n, (-ANTE,) * n, pot)


def picked(rules: Any, n: int, pot: int, side: Sequence[int], won: bool) -> PotMove | None:
    """A picked hand with a pot: the picker's side wins some of it or pays in (None: an empty pot)."""
    if not pot or not side:
        return None
    one = ANTE * n
    if won:
        take = pot if rules.pot_win == "all" else min(one, pot)
        return PotMove("won", take, tuple(shares(take, side, n)), pot - take, tuple(side), rules.pot_win)
    pay = pot if rules.pot_loss == "double" else one
    return PotMove("paid", pay, tuple(-x for x in shares(pay, side, n)), pot + pay, tuple(side), rules.pot_loss)


def settled(rules: Any, n: int, pot: int, dealer: int, seed: int, pack: Sequence[int]) -> list[PotMove]:
    """The match is over: the pot split, or played off in showdowns."""
    if not pot:
        return []
    if rules.pot_end == "split":
        return [PotMove("split", pot, tuple(shares(pot, from_left(dealer, n), n)), 0)]
    one = ANTE * n
    stakes = [pot] if rules.pot_win == "all" or pot <= one else [one] * (pot // one)
    stakes[-1] += pot - sum(stakes)
    out = []
    for k, stake in enumerate(stakes):
        pot -= stake
        sd = showdown(n, dealer, showdown_deck(seed, k, pack))
        out.append(played_off(stake, sd, dealer, n, pot, rules.pot_win))
    return out


def showdown_deck(seed: int, k: int, pack: Sequence[int]) -> list[int]:
    """The ``k``-th showdown's shuffle of ``pack``, from the match's seed alone (a record replays it)."""
    deck = sorted(pack)
    random.Random(f"sheepshead pot showdown {seed} {k}").shuffle(deck)
    return deck


def showdown(n: int, dealer: int, deck: Sequence[int]) -> Showdown:
    """Five cards face up to each player, one at a time from the dealer's left; the best poker hand."""
    hands: list[tuple[int, ...]] = [()] * n
    for i, s in enumerate(from_left(dealer, n) * 5):
        hands[s] += (deck[i],)
    winners = best_hands(hands, SEVEN)
    return Showdown(tuple(hands), tuple(winners), hand_name(hands[winners[0]], SEVEN))


def played_off(stake: int, sd: Showdown, dealer: int, n: int, pot: int, how: str) -> PotMove:
    """The showdown's best hand takes ``stake``; equal hands share it, the odd points one each from the dealer's left."""
    winners = [s for s in from_left(dealer, n) if s in sd.winners]
    return PotMove("showdown", stake, tuple(shares(stake, winners, n)), pot, how=how, showdown=sd)


class PotKeeping:
    """The match's pot, moved once per deal from the deal's score (``Sheepshead._score``).

    ``pot`` is a plain int on the match, so ``clone()`` copies it with the rest.
    """

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any: ...

    pot: int = 0

    def _pot_moves(self, kind: str, side: Sequence[int], won: bool, changes: Sequence[int]) -> tuple[list[int], tuple[PotMove, ...]]:
        """The deal's ``changes`` with the pot's moves added (a new list), and the moves; the pot
        settled if the match ends with this deal."""
        rules, n = self.rules, self.n
        out = list(changes)
        moves: list[PotMove] = []
        if kind in FEEDING:
            moves.append(fed(rules, n, self.pot))
        elif kind == "picker":
            move = picked(rules, n, self.pot, side, won)
            if move is not None:
                moves.append(move)
        if moves:
            self.pot = moves[-1].pot
            _add(out, moves)
        if rules.match_over(self.deal_no + 1, [t + d for t, d in zip(self.totals, out)]):
            end = settled(rules, n, self.pot, self.dealer, self.seed, self.deck.cards)
            _add(out, end)
            moves += end
            self.pot = 0
        return out, tuple(moves)


def _add(changes: list[int], moves: Sequence[PotMove]) -> None:
    for m in moves:
        for s, d in enumerate(m.changes):
            changes[s] += d
