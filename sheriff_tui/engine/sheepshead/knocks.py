"""Stakes that grow before the first card: cracks, re-cracks, third knocks and blitzes.

A mixin of :class:`.sheepshead.Sheepshead`: it reads and writes the deal's
state (``asked``, ``stage``, ``knocks``, ``factor``, ``shown`` …) declared there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import parse_cards
from ...i18n import _
from ..core import Action, Event, IllegalAction
from .acts import _CRACK, _NO_KNOCK1, _PASS, _RECRACK, KNOCK, PLAY, _blitz
from .cards import JACKS
from .score import AFTER_DOUBLER, BLITZ, CRACKED, RECRACKED, StakeReason

BLITZ_PAIRS = {
    "queens": (tuple(parse_cards("QC QS")), tuple(parse_cards("QH QD"))),
    "queens_and_jacks": (tuple(parse_cards("QC QS")), tuple(parse_cards("QH QD"))),  # the jacks: see _blitz_pairs_of
}


QUEENS = frozenset(parse_cards("QC QS QH QD"))


def blitzes(cards: tuple[int, ...]) -> int:
    """How many blitzes a showing makes: each queen pair one, the jacks one whichever group (seed 001:
    a blitz "with the two black jacks, the two middle jacks, or all four jacks": four jacks are one, ×2)."""
    queens = sum(1 for c in cards if c in QUEENS)
    return queens // 2 + (1 if len(cards) > queens else 0)


class KnockRounds:
    """Cracks, re-cracks, third knocks and blitzes, asked of every player in turn."""

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any: ...

    def _begin_knocks(self) -> list[Event]:
        """Cracks, re-cracks, third knocks and blitzes, where the table plays them.

        Every player but the picker is asked in each round, in turn from the
        dealer's left; a player who may not knock is offered only ``pass``, so
        being asked tells the table nothing. The first knock closes its round.
        """
        rules = self.rules
        if not rules.cracking and (rules.blitz == "none" or rules.blitz_late):
            self.phase = PLAY
            self.leader = self.to_act = (self.dealer + 1) % self.n
            return []
        self.stage = "crack" if rules.cracking else "recrack"
        self.asked = self._others() if rules.cracking else []
        return self._next_knock()

    def _others(self, first: int | None = None) -> list[int]:
        n = self.n
        order = [(self.dealer + 1 + k) % n for k in range(n)]
        out = [t for t in order if t != self.picker]
        return ([first] if first is not None else []) + out

    def _knocked(self, s: int) -> bool:
        return any(t == s for t, k in self.knocks if k != "blitz")

    def _may_crack(self, s: int) -> bool:
        """A player who had no chance to pick, or is not the partner, and has not knocked."""
        return (s not in self.passed or s not in self.partners) and not self._knocked(s)

    def _blitz_pairs_of(self, s: int, hand: int | None = None) -> tuple[int, ...]:
        """The cards a player may show: black or red queens; black or middle jacks, or all four (one blitz)."""
        if hand is None:
            hand = self.hands[s]
        out: tuple[int, ...] = ()
        for pair in self._blitz_pairs:
            if hand >> pair[0] & 1 and hand >> pair[1] & 1:
                out += pair
        if self.rules.blitz == "queens_and_jacks":
            jacks = [j for j in JACKS if hand >> j & 1]
            if len(jacks) == 4:
                out += JACKS
            elif jacks[:2] == [JACKS[0], JACKS[1]]:
                out += JACKS[:2]
            elif JACKS[1] in jacks and JACKS[2] in jacks:
                out += JACKS[1:3]
        return out

    def _next_knock(self) -> list[Event]:
        """Move on to the next player to ask, or to the first card."""
        while not self.asked:
            stage, rules = self.stage, self.rules
            if stage == "crack":
                self.stage = "recrack"
                if self.knocks and rules.recrack:
                    self.asked = [t for t in self._others(self.picker) if not self._knocked(t)]
            elif stage == "recrack":
                self.stage = "third"
                if any(k == "recrack" for _, k in self.knocks) and rules.third_knock:
                    self.asked = [t for t in self._others() if not self._knocked(t)]
            elif stage == "third":
                self.stage = "blitz"
                if rules.blitz != "none" and not rules.blitz_late and (self.knocks or not rules.blitz_needs_crack):
                    self.asked = self._others(self.picker)
            else:
                self.stage = "done"
                self.phase = PLAY
                self.leader = self.to_act = (self.dealer + 1) % self.n
                return []
        self.phase = KNOCK
        self.to_act = self.asked[0]
        return []

    def _knock_offer(self, s: int) -> list[Action]:
        stage = self.stage
        if stage == "crack":
            return [_CRACK[s], _PASS[s]] if self._may_crack(s) else [_PASS[s]]
        if stage == "recrack":
            side = s == self.picker or s in self.partners
            return [_RECRACK[s], _PASS[s]] if side else [_PASS[s]]
        if stage == "third":
            side = s == self.picker or s in self.partners
            return [_CRACK[s], _PASS[s]] if not side else [_PASS[s]]
        pairs = self._blitz_pairs_of(s)
        return [_blitz(s, pairs), _PASS[s]] if pairs else [_PASS[s]]

    def _knock(self, s: int, action: Action) -> list[Event]:
        legal = self._knock_offer(s)
        if action not in legal:
            want = _(" or ").join(a.act for a in legal)
            raise IllegalAction(_("you can't {act} now: {choices}").format(act=action.act, choices=want))
        self.asked.pop(0)
        if action.act == "pass":
            return [_NO_KNOCK1[s][0]] + self._next_knock()
        if action.act == "blitz":
            pairs = self._blitz_pairs_of(s)
            self.factor *= 2 ** blitzes(pairs)
            self.shown += ((s, pairs),)
            event = Event("blitz", s, cards=pairs, value=self._growth())
        else:
            self.factor *= 2
            event = Event(action.act, s, value=self._growth())
            self.asked = []  # one knock closes its round
            if action.act == "recrack" and s != self.picker and s not in self.revealed:
                self.revealed += (s,)  # cracking back around the corner shows the partner
        self.knocks += ((s, action.act),)
        return [event] + self._next_knock()

    def _growth(self) -> int:
        """Cracks × blitzes × doublers so far, capped as ``cap_covers`` says (a cap on the whole
        multiplier waits for the end: schneider and the bump are not known before)."""
        return capped_growth(self.rules, self.factor, self.pending_growth)

    def _late_blitzes(self) -> None:
        """A blitz after the hand: each blitz a player played in the hand doubles it, as if shown
        (with ``blitz_needs_crack``, only in a hand that was cracked)."""
        if self.rules.blitz_needs_crack and not self.knocks:
            return
        played = [0] * self.n
        n = self.n
        for t in self.history:
            for i, c in enumerate(t.cards):
                played[(t.leader + i) % n] |= 1 << c
        for seat in range(n):
            pairs = self._blitz_pairs_of(seat, played[seat])
            if pairs:
                self.factor *= 2 ** blitzes(pairs)
                self.shown += ((seat, pairs),)
                self.knocks += ((seat, "blitz"),)

    def _growth_reasons(self, prior: int) -> list[str]:
        out: list[str] = []
        for seat, k in self.knocks:
            words = {"crack": CRACKED, "recrack": RECRACKED, "blitz": BLITZ}[k]
            times = next((blitzes(c) for t, c in self.shown if t == seat), 1) if k == "blitz" else 1
            out.append(StakeReason(*words, name=self.players[seat], n=2**times))
        if prior > 1:
            out.append(StakeReason(*AFTER_DOUBLER, n=prior))
        return out


def capped_growth(rules: Any, knocks: int, doublers: int) -> int:
    """Cracks and blitzes (``knocks``) × doublers, after the cap where it applies to them: the rule
    document caps "the points gained by blitzing or cracking" (``cap_covers = "knocks"``); ``growth``
    caps the doublers with them; ``all`` leaves it to the whole multiplier, at the end."""
    cap, covers = rules.cap, rules.cap_covers
    if cap and covers == "knocks":
        return min(knocks, cap) * doublers
    if cap and covers == "growth":
        return min(knocks * doublers, cap)
    return knocks * doublers
