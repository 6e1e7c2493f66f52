"""Sheepshead's score table and the deal's result (rules digest §3, "Score").

Everything is zero-sum. A side with a picker: each opponent pays the stake, each
partner takes one stake, the picker the rest (+2/+1/−1 in the five-hand game,
+4 alone). A side found by its cards alone (black queens, first two queens) has
no picker: the stakes are shared evenly (2 against 2: ±1 each; 2 against 4:
±2 for each of the two, ∓1 for the others; 3 against 5: ±5 and ∓3).
"""

from __future__ import annotations

from functools import lru_cache
from math import gcd
from typing import TYPE_CHECKING, Any, NamedTuple, Sequence

from ...cards import card_str
from ...i18n import N_, _
from .cards import TOTAL_POINTS

if TYPE_CHECKING:
    from .rules import Rules
    from .pot import PotMove


def multiplier(rules: "Rules", side_points: int, side_tricks: int, tricks_in_deal: int = 6) -> tuple[bool, int]:
    """(won, multiplier) for the picker's side: ×1, ×2 schneider, ×3 all or no tricks; losses doubled on the bump."""
    if side_points >= 61:
        return True, 3 if side_tricks == tricks_in_deal else 2 if side_points >= rules.schneider else 1
    m = 3 if side_tricks == 0 else 2 if side_points < rules.out_of_schneider else 1
    return False, m * 2 if rules.double_on_bump else m


def base_reasons(rules: "Rules", won: bool, base: int, side_points: int, side_tricks: int, tricks_in_deal: int) -> list[str]:
    """The words for :func:`multiplier`'s factors: 'schneider (95 points): ×2', 'double on the bump: ×2' …"""
    out = []
    if won:
        if side_tricks == tricks_in_deal:
            out.append("every trick: ×3")
        elif base == 2:
            out.append(f"schneider ({side_points} points): ×2")
        return out
    if side_tricks == 0:
        out.append("no trick: ×3")
    elif side_points < rules.out_of_schneider:
        out.append(f"schneidered ({side_points} points): ×2")
    if rules.double_on_bump:
        out.append("double on the bump: ×2")
    return out


def side_changes(n: int, side: Sequence[int], picker: int | None, won: bool, m: int, exempt: bool = False) -> list[int]:
    """Each seat's change when ``side`` wins (or loses) ``m`` stakes against the rest.

    ``exempt``: the partners pay nothing and the picker pays their share too.
    """
    sign = m if won else -m
    opponents = n - len(side)
    if picker is None:
        g = gcd(len(side), opponents)
        out = [-sign * len(side) // g] * n
        for s in side:
            out[s] = sign * opponents // g
        return out
    out = [-sign] * n
    partners = [s for s in side if s != picker]
    for s in partners:
        out[s] = 0 if exempt else sign
    out[picker] = sign * opponents - (0 if exempt else sign * len(partners))
    return out


@lru_cache(maxsize=4096)
def side_stakes(n: int, side: tuple[int, ...], picker: int | None, won: bool, exempt: bool, base: int = 1) -> tuple[int, ...]:
    """:func:`side_changes` for ``base`` stakes, kept: a table sees few sides, and every deal asks."""
    return tuple(side_changes(n, side, picker, won, base, exempt))


@lru_cache(maxsize=4096)
def sides_outcome(schneider: int, out_of_schneider: int, double_on_bump: bool, tricks_in_deal: int, side_points: int, side_tricks: int) -> tuple[bool, int, tuple[str, ...]]:
    """(won, multiplier, the words for it) of :func:`multiplier` and :func:`base_reasons`, kept per outcome."""
    rules = _ScoreRules(schneider, out_of_schneider, double_on_bump)
    won, base = multiplier(rules, side_points, side_tricks, tricks_in_deal)  # type: ignore[arg-type]
    return won, base, tuple(base_reasons(rules, won, base, side_points, side_tricks, tricks_in_deal)) if base > 1 else ()  # type: ignore[arg-type]


# sides_outcome by one int, for the usual deal's score: a table's score rules (their index in
# _SCORE_RULES, from outcome_base) << 12 | side points << 5 | side tricks (a hand has fewer than 32)
_SCORE_RULES: list[tuple[int, int, bool, int]] = []
OUTCOMES: dict[int, tuple[bool, int, tuple[str, ...]]] = {}


def outcome_base(schneider: int, out_of_schneider: int, double_on_bump: bool, tricks_in_deal: int) -> int:
    """The high bits of an :data:`OUTCOMES` key for these score rules."""
    key = (schneider, out_of_schneider, double_on_bump, tricks_in_deal)
    if key not in _SCORE_RULES:
        _SCORE_RULES.append(key)
    return _SCORE_RULES.index(key) << 12


def outcome(key: int) -> tuple[bool, int, tuple[str, ...]]:
    """:func:`sides_outcome` for an :data:`OUTCOMES` key, kept there."""
    found = OUTCOMES[key] = sides_outcome(*_SCORE_RULES[key >> 12], key >> 5 & 0x7F, key & 0x1F)
    return found


class _ScoreRules(NamedTuple):
    """The rules the side's multiplier reads."""

    schneider: int
    out_of_schneider: int
    double_on_bump: bool


def deal_scores(rules: "Rules", n: int, picker: int, partner: int | None, side_points: int, side_tricks: int) -> list[int]:
    """Each seat's change for a picker (and partner): picker ±2, partner ±1, each opponent ∓1 in five-hand."""
    won, m = multiplier(rules, side_points, side_tricks)
    side = (picker,) if partner is None else (picker, partner)
    return side_changes(n, side, picker, won, m)


def leaster_scores(n: int, points: Sequence[int], tricks_won: Sequence[int], need_trick: bool = True) -> tuple[int | None, list[int]]:
    """The leaster: the fewest points (among players who took a trick) wins 1 from each; a tie, nothing."""
    eligible = [s for s in range(n) if tricks_won[s] or not need_trick]
    low = min(points[s] for s in eligible)
    best = [s for s in eligible if points[s] == low]
    if len(best) != 1:
        return None, [0] * n
    return best[0], one_against_all(n, best[0], True)


def moster_scores(n: int, points: Sequence[int], tricks_won: Sequence[int]) -> tuple[int | None, list[int]]:
    """The moster: the most points pays 1 to each; all tricks wins 1 from each instead; a tie, nothing."""
    total = sum(tricks_won)
    for s in range(n):
        if tricks_won[s] == total:
            return s, one_against_all(n, s, True)
    high = max(points)
    worst = [s for s in range(n) if points[s] == high]
    if len(worst) != 1:
        return None, [0] * n
    return worst[0], one_against_all(n, worst[0], False)


def mittler_scores(n: int, points: Sequence[int]) -> tuple[int | None, list[int]]:
    """The mittler: the median points wins 1 from each; no clear median, nothing."""
    if n % 2 == 0:
        return None, [0] * n
    mid = sorted(points)[n // 2]
    best = [s for s in range(n) if points[s] == mid]
    if len(best) != 1:
        return None, [0] * n
    return best[0], one_against_all(n, best[0], True)


def one_against_all(n: int, seat: int, won: bool, stake: int = 1) -> list[int]:
    sign = stake if won else -stake
    return [sign * (n - 1) if s == seat else -sign for s in range(n)]


KINDS = ("picker", "cards", "leaster", "moster", "mittler", "schwanzer", "doubler", "redeal")


# The headline's lines by deal kind, as the table's Sheepshead words say them
_TIES = {"leaster": N_("Leaster: a tie, nobody scores"), "moster": N_("Moster: a tie, nobody scores"), "mittler": N_("Mittler: a tie, nobody scores")}
_WINS = {"leaster": N_("Leaster: {name} wins with {n} points{x}"), "moster": N_("Moster: {name} wins with {n} points{x}"),
         "mittler": N_("Mittler: {name} wins with {n} points{x}")}
_INDIANA = {"best": N_("{name} played a best"), "side_solo": N_("{name} played a side solo"), "billy": N_("{name} played a billy")}


class DealResult(NamedTuple):
    """A finished deal. A named tuple, not a dataclass: one is built per deal on the playout path.

    ``scores`` is each seat's whole change to its total, the pot's moves included
    (house rule ``pot``): ``stakes`` is the hand's own part, zero-sum, and
    ``pot_scores`` the pot's, which sums to minus the pot's growth.
    """

    deal: int
    dealer: int
    picker: int | None  # None: no picker (a leaster, a card-partner game, a schwanzer, a doubler)
    partner: int | None  # the first partner; None: alone or no partners
    called: int | None
    unknown: bool
    alone: bool
    leaster: bool  # played without sides: leaster, moster, mittler
    tricks: tuple[int, ...]
    points: tuple[int, ...]  # card points each seat took (the bury to the picker when it counts; a leaster's blind by the house rule)
    buried: tuple[int, ...]  # every buried card: the picker's side's, then any buried for the opponents (``opp_buried``)
    blind: tuple[int, ...]
    side_points: int  # the picker's side (0 without sides)
    side_tricks: int
    won: bool
    multiplier: int  # everything together: base × growth (capped with cap_covers all)
    winner: int | None  # a no-pick hand's winner (moster, schwanzer: the loser); None: a tie
    scores: tuple[int, ...]
    kind: str = "picker"
    side: tuple[int, ...] = ()  # the picker's side, picker first
    partners: tuple[int, ...] = ()
    base: int = 1  # schneider, no trick, the bump, the sheepshead call
    growth: int = 1  # cracks, blitzes, doublers (after a cap on them: cap_covers knocks or growth)
    reasons: tuple[str, ...] = ()  # each factor of the multiplier, in words
    exempt: bool = False  # the partner paid nothing (a house rule)
    shown: tuple[int, ...] = ()  # a schwanzer's count per seat
    sheepshead: bool = False  # the picker called "sheepshead", claiming every trick
    unknown_card: int | None = None  # the unknown (``unknown``): face down in the play, shown with the result
    pot: int = 0  # the match's pot after this deal (house rule pot; 0 once settled at the match's end)
    pot_moves: tuple["PotMove", ...] = ()  # what happened to the pot, in order: fed, won, paid, split, showdown
    opp_buried: tuple[int, ...] = ()  # partner behind: the blind's unseen cards (or a nuked hand) buried for the opponents, their points counted with the first opponent's

    @property
    def pot_scores(self) -> tuple[int, ...]:
        """Each seat's part of ``scores`` that went into or came out of the pot."""
        out = [0] * len(self.scores)
        for m in self.pot_moves:
            for s, d in enumerate(m.changes):
                out[s] += d
        return tuple(out)

    @property
    def stakes(self) -> tuple[int, ...]:
        """Each seat's change from the hand itself: ``scores`` less the pot's part (zero-sum)."""
        if not self.pot_moves:
            return self.scores
        return tuple(x - p for x, p in zip(self.scores, self.pot_scores))

    def pot_reasons(self, names: Sequence[str]) -> list[str]:
        """What happened to the pot, a phrase a move: 'each player antes 1 to the pot, now 5'."""
        return [m.words(names) for m in self.pot_moves]

    @property
    def opponent_points(self) -> int:
        return TOTAL_POINTS - self.side_points

    @property
    def declarers(self) -> tuple[int, ...]:
        """The picker's side (empty without sides): what ``sim`` counts as contracts."""
        return self.side

    @property
    def made(self) -> bool | None:
        return self.won if self.side else None

    @property
    def contract_form(self) -> str | None:
        """How the picker's side played (``sim``'s contract column): "alone", with a "partner", or a
        game with sides but no picker by its kind (Indiana's contracts, the card-partner game); None without sides."""
        if not self.side:
            return None
        if self.kind != "picker":
            return self.kind
        return "alone" if self.alone else "partner"

    def headline(self, names: Sequence[str], final: bool = False) -> str:
        """One line for logs and the replay report, in the language in use (the table's Sheepshead
        words say the same lines the same way). ``final``: the match ended with this deal, so a
        doubler there has no next hand to double (the result alone can't tell: the match's length is the rules')."""
        x = f" ×{self.multiplier}" if self.multiplier > 1 else ""
        k = self.kind
        if k == "doubler":
            if final:
                return _("Nobody picked: a doubler, but the match ends with this deal")
            return _("Nobody picked: a doubler, the next hand counts ×{n}").format(n=self.growth)
        if k == "schwanzer":
            if self.winner is None:
                return _("Schwanzer: a tie, nobody pays")
            return _("Schwanzer: {name} shows the most ({n}) and pays each player{x}").format(name=names[self.winner], n=self.shown[self.winner], x=x)
        if k in ("leaster", "moster", "mittler"):
            if self.winner is None:
                return _(_TIES[k])
            name = names[self.winner]
            if k == "moster" and self.scores[self.winner] < 0:
                return _("Moster: {name} took the most points ({n}) and pays each player{x}").format(name=name, n=self.points[self.winner], x=x)
            if k == "moster":  # every trick: the one way to win a moster
                return _("Moster: {name} took every trick, winning from each player{x}").format(name=name, x=x)
            return _(_WINS[k]).format(name=name, n=self.points[self.winner], x=x)
        if k == "redeal":
            return _("A hand with no ace, face card, trump or count: redealt")
        if k == "thrown":
            return _("Everyone passed: the hand is thrown in")
        if k in ("call", "best", "side_solo", "billy"):
            who = names[self.picker]  # type: ignore[index]
            if k == "call":
                how = _("{name} called the {card}").format(name=who, card=card_str(self.called, symbols=True)) if self.called is not None else _("{name} called").format(name=who)
            else:
                how = _(_INDIANA[k]).format(name=who)
            if self.partners:
                how = _("{how} ({mates} partner)").format(how=how, mates=" & ".join(names[s] for s in self.partners))
            if k == "billy":
                return (_("{how}: {n} tricks, made") if self.won else _("{how}: {n} tricks, beaten")).format(how=how, n=self.side_tricks)
            return (_("{how}: {n} points, made") if self.won else _("{how}: {n} points, beaten")).format(how=how, n=self.side_points)
        if k == "cards":
            who = " & ".join(names[s] for s in self.side)
            how = _("{name} alone").format(name=who) if len(self.side) == 1 else who
        elif self.alone:
            how = _("{name} picked and went alone").format(name=names[self.picker])  # type: ignore[index]
        elif self.called is not None:
            mates = " & ".join(names[s] for s in self.partners) or _("nobody")
            if self.unknown:
                how = _("{name} picked and called the {card} with an unknown ({mates} partner)")
            else:
                how = _("{name} picked and called the {card} ({mates} partner)")
            how = how.format(name=names[self.picker], card=card_str(self.called, symbols=True), mates=mates)  # type: ignore[index]
        else:
            mates = " & ".join(names[s] for s in self.partners)
            how = _("{name} picked ({mates} partner)").format(name=names[self.picker], mates=mates)  # type: ignore[index]
        return (_("{how}: {n} points, won") if self.won else _("{how}: {n} points, lost")).format(how=how, n=self.side_points) + x

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "scores": list(self.scores),
            "points": list(self.points),
            "tricks": list(self.tricks),
            "picker": self.picker,
            "partner": self.partner,
            "side": list(self.side),
            "called": None if self.called is None else card_str(self.called),
            "unknown": self.unknown,
            "alone": self.alone,
            "leaster": self.leaster,
            "side_points": self.side_points,
            "won": self.won,
            "multiplier": self.multiplier,
            "reasons": list(self.reasons),
            "winner": self.winner,
            **({"pot": self.pot, "pot_moves": [m.as_dict() for m in self.pot_moves]} if self.pot or self.pot_moves else {}),
        }
