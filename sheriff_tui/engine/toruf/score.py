"""Toruf's card points, the deal's score and its result (rules digest §2, "Score per deal").

The bidding team scores +contract when its card points reach the bid, else
−contract; no trump counts double (won or lost), a double ×2 and a redouble ×4 on
top; a made open contract earns ``open_bonus`` more, not multiplied. The
defenders always score the card points they took, never multiplied.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from ...cards import SUIT_NAMES, bits
from ...i18n import _
from ..tricks import SUITS_WORD

# A 4, K 3, Q 2, J 1, 10 10 (rank ids: 10 = 8, J = 9, Q = 10, K = 11, A = 12)
_RANK_POINTS = {8: 10, 9: 1, 10: 2, 11: 3, 12: 4}
POINTS: tuple[int, ...] = tuple(_RANK_POINTS.get(c % 13, 0) for c in range(52))
NO_TRUMP = 4  # the trump index of a no-trump contract
TRUMP_CODES = ("C", "D", "H", "S", "NT")  # the record's words for the trump act


def points_of(mask_or_cards: int | Sequence[int]) -> int:
    """Card points of a mask or a list of cards (the last-trick 10 not included)."""
    cards = bits(mask_or_cards) if isinstance(mask_or_cards, int) else mask_or_cards
    return sum(POINTS[c] for c in cards)


def team_of(seat: int) -> int:
    """Seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat & 1


def trump_words(trump: int) -> str:
    """'hearts' or 'no trump' for a trump index (0..3, or NO_TRUMP): the record's English."""
    return "no trump" if trump == NO_TRUMP else SUIT_NAMES[trump]


def trump_said(trump: int) -> str:
    """'hearts' or 'no trump' in the language in use."""
    return _("no trump") if trump == NO_TRUMP else _(SUITS_WORD[trump])


class Score(NamedTuple):
    """The figures of a deal's score, with the words for the score sheet."""

    made: bool
    multiplier: int  # no trump × double × redouble
    team_scores: tuple[int, int]
    reasons: tuple[str, ...]


def deal_score(
    contract: int,
    bidding_team: int,
    points: Sequence[int],
    trump: int,
    doubled: int = 1,
    opened: bool = False,
    open_bonus: int = 20,
) -> Score:
    """Each team's change for a deal: ``points`` are the teams' card points, the last trick's 10 included."""
    made = points[bidding_team] >= contract
    m = (2 if trump == NO_TRUMP else 1) * doubled
    bid_change = contract * m if made else -contract * m
    reasons = [f"bid {contract}, took {points[bidding_team]}: {'made' if made else 'failed'}"]
    if trump == NO_TRUMP:
        reasons.append("no trump: ×2")
    if doubled == 2:
        reasons.append("doubled: ×2")
    elif doubled == 4:
        reasons.append("redoubled: ×4")
    if opened:
        if made and open_bonus:
            bid_change += open_bonus
            reasons.append(f"played open: +{open_bonus}")
        elif not made:
            reasons.append("played open: no bonus when failed")
    reasons.append(f"bidding team {bid_change:+d}")
    defenders = points[1 - bidding_team]
    reasons.append(f"defenders' card points: +{defenders}")
    scores = [0, 0]
    scores[bidding_team] = bid_change
    scores[1 - bidding_team] = defenders
    return Score(made, m, (scores[0], scores[1]), tuple(reasons))


class DealResult(NamedTuple):
    """A finished deal. A named tuple: one is built per deal on the playout path."""

    deal: int
    dealer: int
    declarer: int
    contract: int
    trump: int  # 0..3 a suit, NO_TRUMP for no trump
    forced: bool  # everyone passed: the dealer had to play the lowest bid
    doubled: int  # 1, 2 (doubled) or 4 (redoubled)
    opened: bool  # the declarer played with the hand face up
    tricks: tuple[int, ...]  # per seat
    points: tuple[int, int]  # card points per team, the last trick's 10 included
    last_trick: int  # the seat that took the last trick
    made: bool
    multiplier: int  # no trump × double × redouble
    team_scores: tuple[int, int]
    scores: tuple[int, ...]  # per seat: partners score alike
    reasons: tuple[str, ...]  # the score's parts, in words, for the score sheet
    kind: str = "toruf"

    @property
    def partner(self) -> int:
        return (self.declarer + 2) % 4

    @property
    def declarers(self) -> tuple[int, ...]:
        """The bidding team, declarer first: what ``sim`` counts as the contract's holders."""
        return (self.declarer, self.partner)

    @property
    def bidding_team(self) -> int:
        return team_of(self.declarer)

    @property
    def no_trump(self) -> bool:
        return self.trump == NO_TRUMP

    def headline(self, names: Sequence[str], final: bool = False, you: int | None = None) -> str:
        """One line for logs, the table's result and the replay report, in the language in use
        (``final``: the match's last deal, and ``you``, the seat spoken to, change nothing here): 'Belle bid 55 in hearts
        doubled; Belle & Doc took 60: made (+110, defenders +30)'."""
        t = self.bidding_team
        team = f"{names[t]} & {names[t + 2]}"  # seat order, as the table names the partnerships everywhere
        how = (_("had to play {contract}") if self.forced else _("bid {contract}")).format(contract=self.contract)
        extra = {2: " " + _("doubled"), 4: " " + _("redoubled")}.get(self.doubled, "") + (" " + _("open") if self.opened else "")
        if self.made:
            said = _("{name} {how} in {trump}{extra}; {team} took {points}: made ({change}, defenders +{defenders})")
        else:
            said = _("{name} {how} in {trump}{extra}; {team} took {points}: failed ({change}, defenders +{defenders})")
        return said.format(
            name=names[self.declarer], how=how, trump=trump_said(self.trump), extra=extra, team=team,
            points=self.points[t], change=f"{self.team_scores[t]:+d}", defenders=self.team_scores[1 - t],
        )

    def reasons_said(self) -> list[str]:
        """The score's parts as sentences in the language in use, from the result's figures:
        'Bid 55, took 60: made.', 'Doubled: ×2.' … The stored ``reasons`` stay the record's
        English (``deal_score`` words them); these are what a player reads."""
        t = self.bidding_team
        said = _("Bid {contract}, took {points}: made.") if self.made else _("Bid {contract}, took {points}: failed.")
        lines = [said.format(contract=self.contract, points=self.points[t])]
        if self.no_trump:
            lines.append(_("No trump: ×2."))
        if self.doubled == 2:
            lines.append(_("Doubled: ×2."))
        elif self.doubled == 4:
            lines.append(_("Redoubled: ×4."))
        if self.opened:
            bonus = self.team_scores[t] - self.contract * self.multiplier  # the rules' open_bonus, as it was scored
            if self.made and bonus:
                lines.append(_("Played open: +{bonus}.").format(bonus=bonus))
            elif not self.made:
                lines.append(_("Played open: no bonus when failed."))
        lines.append(_("Bidding team {change}.").format(change=f"{self.team_scores[t]:+d}"))
        lines.append(_("Defenders' card points: +{points}.").format(points=self.points[1 - t]))
        return lines

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "scores": list(self.scores),
            "tricks": list(self.tricks),
            "points": list(self.points),
            "team_scores": list(self.team_scores),
            "declarer": self.declarer,
            "declarers": list(self.declarers),
            "contract": self.contract,
            "trump": TRUMP_CODES[self.trump],
            "forced": self.forced,
            "doubled": self.doubled,
            "opened": self.opened,
            "last_trick": self.last_trick,
            "made": self.made,
            "multiplier": self.multiplier,
            "reasons": list(self.reasons),
        }


__all__ = ["DealResult", "NO_TRUMP", "POINTS", "Score", "TRUMP_CODES", "deal_score", "points_of", "team_of", "trump_said", "trump_words"]
