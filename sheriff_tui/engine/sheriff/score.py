"""Sheriff's score: a deal's result and each seat's change (rules digest §1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...cards import SUITS
from ...i18n import _
from ..tricks import SUITS_WORD
from .rules import Rules


@dataclass(frozen=True, slots=True)
class DealResult:
    deal: int
    dealer: int
    sheriffs: tuple[int, ...]
    contract: int
    tricks: tuple[int, ...]
    sheriff_tricks: int
    made: bool
    exact: bool
    blind: bool
    trump: int
    turned: int
    scores: tuple[int, ...]
    forced: bool = False  # everyone passed (or declined): the dealer's left had to play
    choice: bool = False  # Sheriff's Choice: the contract came with the turned card

    def headline(self, names: Sequence[str], final: bool = False) -> str:
        """One line for logs and the replay report (``final``: the match's last deal, which changes nothing here)."""
        who = names[self.sheriffs[0]]  # the high bidder; a second Sheriff did not bid this contract
        suit = _(SUITS_WORD[self.trump])
        if self.forced:
            how = _("{name} had to play {n} in {suit}")
        elif self.choice:
            how = _("{name} took the turned card for {n} in {suit}")
        elif self.blind:
            how = _("{name} bid {n} blind in {suit}")
        else:
            how = _("{name} bid {n} in {suit}")
        how = how.format(name=who, n=self.contract, suit=suit)
        for s in self.sheriffs[1:]:
            how = _("{how} with {partner}").format(how=how, partner=names[s])
        if not self.made:
            outcome = _("{how}, took {n}: failed")
        elif self.exact:
            outcome = _("{how}, took {n}: made it exactly")
        else:
            outcome = _("{how}, took {n}: made it")
        return outcome.format(how=how, n=self.sheriff_tricks)

    def as_dict(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "tricks": list(self.tricks),
            "sheriffs": list(self.sheriffs),
            "contract": self.contract,
            "sheriff_tricks": self.sheriff_tricks,
            "made": self.made,
            "exact": self.exact,
            "forced": self.forced,
            "trump": SUITS[self.trump],
        }


def deal_scores(rules: Rules, n: int, sheriffs: Sequence[int], contract: int, taken: int, blind: bool) -> list[int]:
    """Each seat's change for a deal where the Sheriff side took ``taken`` tricks.

    Made: each Sheriff +points_per_trick × bid, +exact_bonus when exact, all
    times blind_multiplier in a blind match; Outlaws 0. Failed: each Sheriff
    −points_per_trick × bid; each Outlaw +bid, +no_trick_bonus if the Sheriff
    side took no trick.
    """
    base = rules.points_per_trick * contract
    if taken >= contract:
        exact = rules.exact_bonus if taken == contract else 0
        times = rules.blind_multiplier if blind else 1
        gain = (base + exact) * times if rules.blind_exact_multiplied else base * times + exact
        return [gain if s in sheriffs else 0 for s in range(n)]
    outlaw = contract + (rules.no_trick_bonus if taken == 0 else 0)
    return [-base if s in sheriffs else outlaw for s in range(n)]
