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
from ...i18n import N_, _, ngettext
from .cards import TOTAL_POINTS

if TYPE_CHECKING:
    from .rules import Rules
    from .pot import PotMove


class StakeReason(str):
    """One factor of a deal's multiplier. The string is its English words, what a record stores
    ('schneider (95 points): ×2'); it keeps the words' pattern and figures too, so that it says
    itself in the language in use (:meth:`said`) and in a word for a headline (:meth:`word`)."""

    msgid: str
    short: str
    fields: dict[str, Any]

    def __new__(cls, msgid: str, short: str | None = None, **fields: Any) -> "StakeReason":
        self = super().__new__(cls, msgid.format(**fields))
        self.msgid, self.short, self.fields = msgid, msgid if short is None else short, fields
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # a str subclass with fields: pickled (sim's workers) by them
        return (_reason_again, (self.msgid, self.short, tuple(self.fields.items())))

    def said(self) -> str:
        """The reason in the language in use: 'schneider (95 points): ×2'."""
        return _(self.msgid).format(**self.fields)

    def word(self) -> str:
        """The reason in a word or two, in the language in use: 'schneider', 'bump', 'capped ×16'."""
        return _(self.short).format(**self.fields)


def _reason_again(msgid: str, short: str, fields: tuple[tuple[str, Any], ...]) -> StakeReason:
    return StakeReason(msgid, short, **dict(fields))


def said(reason: str) -> str:
    """A reason in the language in use; a plain string (a result built by hand) as it is."""
    return reason.said() if isinstance(reason, StakeReason) else reason


def reason_word(reason: str) -> str:
    """A reason in a word (:meth:`StakeReason.word`); a plain string as it is."""
    return reason.word() if isinstance(reason, StakeReason) else reason


# the multiplier's factors: each one's words, then its word in a headline
EVERY_TRICK = (N_("every trick: ×{n}"), N_("every trick"))
NO_TRICK = (N_("no trick: ×{n}"), N_("no trick"))
SCHNEIDER = (N_("schneider ({points} points): ×{n}"), N_("schneider"))
SCHNEIDERED = (N_("schneidered ({points} points): ×{n}"), N_("schneidered"))
BUMP = (N_("double on the bump: ×{n}"), N_("bump"))
CRACKED = (N_("cracked by {name}: ×{n}"), N_("cracked"))
RECRACKED = (N_("re-cracked by {name}: ×{n}"), N_("re-cracked"))
BLITZ = (N_("blitz by {name}: ×{n}"), N_("blitz"))
AFTER_DOUBLER = (N_("after the doubler: ×{n}"), N_("after the doubler"))
CAPPED = (N_("capped at ×{n}"), N_("capped ×{n}"))
CAPPED_KNOCKS = (N_("cracks and blitzes capped at ×{n}"), N_("capped ×{n}"))
CAPPED_GROWTH = (N_("cracks, blitzes and doublers capped at ×{n}"), N_("capped ×{n}"))
SHEEPSHEAD_CALLED = (N_("sheepshead called: ×{n}"), N_("sheepshead called"))


def multiplier(rules: "Rules", side_points: int, side_tricks: int, tricks_in_deal: int = 6) -> tuple[bool, int]:
    """(won, multiplier) for the picker's side: ×1, ×2 schneider, ×3 all or no tricks; losses doubled on the bump."""
    if side_points >= 61:
        return True, 3 if side_tricks == tricks_in_deal else 2 if side_points >= rules.schneider else 1
    m = 3 if side_tricks == 0 else 2 if side_points < rules.out_of_schneider else 1
    return False, m * 2 if rules.double_on_bump else m


def base_reasons(rules: "Rules", won: bool, base: int, side_points: int, side_tricks: int, tricks_in_deal: int) -> list[str]:
    """The words for :func:`multiplier`'s factors: 'schneider (95 points): ×2', 'double on the bump: ×2' …"""
    out: list[str] = []
    if won:
        if side_tricks == tricks_in_deal:
            out.append(StakeReason(*EVERY_TRICK, n=3))
        elif base == 2:
            out.append(StakeReason(*SCHNEIDER, points=side_points, n=2))
        return out
    if side_tricks == 0:
        out.append(StakeReason(*NO_TRICK, n=3))
    elif side_points < rules.out_of_schneider:
        out.append(StakeReason(*SCHNEIDERED, points=side_points, n=2))
    if rules.double_on_bump:
        out.append(StakeReason(*BUMP, n=2))
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


# The headline's lines by deal kind, the table's words (each said by person where a player is named)
_TIES = {
    "schwanzer": N_("Schwanzer: a tie, nobody pays"),
    "leaster": N_("Leaster: a tie, nobody scores"),
    "moster": N_("Moster: a tie, nobody scores"),
    "mittler": N_("Mittler: a tie, nobody scores"),
}
_WINS = {
    "leaster": (N_("Leaster: You win with {n} points{x}"), N_("Leaster: {name} wins with {n} points{x}")),
    "mittler": (N_("Mittler: You win with {n} points{x}"), N_("Mittler: {name} wins with {n} points{x}")),
}
# southern Indiana's solo contracts as a headline names them: a best, a side solo by its trump suit (SUIT_NAMES' order)
_BEST = N_("best")
_SIDE_SOLO = (N_("side solo in clubs"), N_("side solo in diamonds"), N_("side solo in hearts"), N_("side solo in spades"))
_HEARTS = 2  # Indiana's usual trump suit


def _by(names: Sequence[str], seat: int, you: int | None, second: str, third: str, **fields: Any) -> str:
    """A whole sentence by person, both ``_()``-ed where written: ``second`` for the seat ``you``
    (the table's human: 'You win'), ``third`` with ``{name}`` for anyone else."""
    return (second if seat == you else third).format(name=names[seat], **fields)


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
    forced: bool = False  # the dealer picked at a table that plays forced pick
    trump: int | None = None  # southern Indiana's trump suit (a side solo names it); None: the form's own

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

    def headline(self, names: Sequence[str], final: bool = False, you: int | None = None) -> str:
        """The deal in one line, in the language in use: the table's result and log, the replay
        report. ``final``: the match ended with this deal, so a doubler there has no next hand to
        double (the result alone can't tell: the match's length is the rules'). ``you``: the seat
        spoken to (the table's human), said in the second person: 'Leaster: You win with 7 points'."""
        x = f" ×{self.multiplier}" if self.multiplier > 1 else ""
        k = self.kind
        if k == "doubler":
            if final:
                return _("Nobody picked: a doubler, but the match ends with this deal")
            return _("Nobody picked: a doubler, the next hand counts ×{n}").format(n=self.growth)
        if k == "redeal":
            return _("A hand with no ace, face card, trump or count: redealt")
        if k == "thrown" or (k in ("call", "best", "side_solo", "billy") and self.picker is None):
            return _("Everyone passed: the hand is thrown in")
        if k == "cards":
            who = [names[s] for s in self.side]
            how = _("{name} alone").format(name=who[0]) if len(who) == 1 else " & ".join(who)
            return (_("{how}: {n} points, won") if self.won else _("{how}: {n} points, lost")).format(how=how, n=self.side_points) + x
        if k in _TIES:
            return self._no_sides_line(names, you, x)
        if k in ("call", "best", "side_solo", "billy"):
            return self._indiana_line(names, you)
        return self._picker_line(names)

    def _no_sides_line(self, names: Sequence[str], you: int | None, x: str) -> str:
        """A hand nobody picked: a leaster, moster, mittler or schwanzer."""
        k, w = self.kind, self.winner
        if w is None:
            return _(_TIES[k])
        if k == "schwanzer":
            return _by(names, w, you, _("Schwanzer: You show the most ({n}) and pay each player{x}"),
                       _("Schwanzer: {name} shows the most ({n}) and pays each player{x}"), n=self.shown[w], x=x)
        if k == "moster" and self.scores[w] < 0:
            return _by(names, w, you, _("Moster: You take the most points ({n}) and pay each player{x}"),
                       _("Moster: {name} took the most points ({n}) and pays each player{x}"), n=self.points[w], x=x)
        if k == "moster":  # every trick: the one way to win a moster
            return _by(names, w, you, _("Moster: You take every trick, winning from each player{x}"),
                       _("Moster: {name} took every trick, winning from each player{x}"), x=x)
        second, third = _WINS[k]
        return _by(names, w, you, _(second), _(third), n=self.points[w], x=x)

    def _indiana_line(self, names: Sequence[str], you: int | None) -> str:
        """Southern Indiana's contract, made or beaten."""
        k, who = self.kind, self.picker
        assert who is not None
        if k == "call":
            mates = " & ".join(names[s] for s in self.partners) or _("nobody")
            fields = dict(card=card_str(self.called, symbols=True) if self.called is not None else "", mates=mates, n=self.side_points)
            if self.won:
                return _by(names, who, you, _("You called {card}, partner {mates}: {n} points, won"), _("{name} called {card}, partner {mates}: {n} points, won"), **fields)
            return _by(names, who, you, _("You called {card}, partner {mates}: {n} points, lost"), _("{name} called {card}, partner {mates}: {n} points, lost"), **fields)
        if k == "billy":
            tricks = ngettext("{n} trick", "{n} tricks", self.side_tricks).format(n=self.side_tricks)
            if self.won:
                return _by(names, who, you, _("Your billy made: {tricks} taken"), _("{name}'s billy made: {tricks} taken"), tricks=tricks)
            return _by(names, who, you, _("Your billy beaten: {tricks} taken"), _("{name}'s billy beaten: {tricks} taken"), tricks=tricks)
        contract = _(_BEST if k == "best" else _SIDE_SOLO[_HEARTS if self.trump is None else self.trump])
        if self.won:
            return _by(names, who, you, _("Your {contract} made: {n} points"), _("{name}'s {contract} made: {n} points"), contract=contract, n=self.side_points)
        return _by(names, who, you, _("Your {contract} beaten: {n} points"), _("{name}'s {contract} beaten: {n} points"), contract=contract, n=self.side_points)

    def _picker_line(self, names: Sequence[str]) -> str:
        """A picker's hand: who played it with whom, the side's points, the stake and why in a word each."""
        picker = self.picker
        assert picker is not None
        who = names[picker]
        if self.forced:
            who = _("{name} (forced)").format(name=who)
        partners = self.partners or ((self.partner,) if self.partner is not None else ())
        mates = " & ".join(names[s] for s in partners)
        if self.sheepshead:
            how = _("{name} called sheepshead").format(name=who)
        elif self.alone or not partners:
            how = _("{name} alone").format(name=who)
        elif self.called is not None:
            card = card_str(self.called, symbols=True)
            if self.unknown:
                card = _("{card}+unknown").format(card=card)
            how = _("{name} called {card}, partner {mates}").format(name=who, card=card, mates=mates)
        else:
            how = _("{name}, partner {mates}").format(name=who, mates=mates)
        line = (_("{how}: {n} points, won") if self.won else _("{how}: {n} points, lost")).format(how=how, n=self.side_points)
        if self.multiplier > 1:
            words = [reason_word(r) for r in self.reasons]
            line += f" ×{self.multiplier}" + (f" ({_(', ').join(words)})" if words else "")
        return line

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
