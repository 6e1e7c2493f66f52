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

    def headline(self, names: Sequence[str], final: bool = False, you: int | None = None) -> str:
        """One line for logs, the table's result and the replay report, in the language in use
        (``final``: the match's last deal, which changes nothing here; ``you``: the seat spoken
        to, which changes nothing either: 'bid', 'took' say both): 'Belle bid 7 in spades,
        took 7: made it exactly'."""
        partner = "".join(_(" with {name}").format(name=names[s]) for s in self.sheriffs[1:])  # a second Sheriff did not bid
        if self.made:
            outcome = _("made it exactly") if self.exact else _("made it")
        else:
            outcome = _("failed")
        if self.forced:
            how = _("had to play {n}").format(n=self.contract)
        elif self.choice:
            how = _("took the turned card for {n}").format(n=self.contract)
        elif self.blind:
            how = _("bid {n} blind").format(n=self.contract)
        else:
            how = _("bid {n}").format(n=self.contract)
        return _("{who} {how} in {suit}{partner}, took {n}: {outcome}").format(
            who=names[self.sheriffs[0]], how=how, suit=_(SUITS_WORD[self.trump]), partner=partner, n=self.sheriff_tricks, outcome=outcome
        )

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
