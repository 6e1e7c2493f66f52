"""Sheepshead's deal result: the finished deal as it lay, the headline, the rows and notes of the
result screen, and why the stake is what it is (a part of the standard adapter)."""

from __future__ import annotations

import dataclasses
from typing import Any

from ....cards import FACE_DOWN
from ....engine import sheepshead as sh
from ....engine.sheepshead.score import base_reasons, multiplier, said
from ....i18n import _, ngettext
from ...cardtext import label
from .words import (
    _NO_SIDES,
    _UNPLAYED,
    _and_list,
    _buried_apart,
    _by,
    _cards,
    _kind,
    _last_deal,
    _points,
    _pot_sentences,
    _pot_short,
    _you,
)


def _pts(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _tricks(n: int) -> str:
    return ngettext("{n} trick", "{n} tricks", n).format(n=n)


def _capital(reason: str) -> str:
    """A reason as a sentence: its first letter a capital, a full stop after ('Cracked by Belle: ×2.')."""
    return _("{sentence}.").format(sentence=f"{reason[0].upper()}{reason[1:]}")


class ResultWords:
    """The result screen's hooks: ``final_view``, ``result_headline``, ``result_rows``, ``result_notes`` …"""

    def final_view(self, view: Any, result: Any) -> Any:
        """The finished deal as it lay when its last card fell (the table's generic
        final view has the tricks; here the trick points and the partners too).
        The deal is over, so the unknown is shown: the result names it."""
        points = list(view.points)
        history = tuple(view.history)
        for t in history[len(history) - 1 :]:
            points[t.winner] += _points(t.cards)
        changes: dict[str, Any] = {"partner": result.partner}
        unknown = getattr(result, "unknown_card", None)
        if unknown is not None and any(unknown in t.cards or FACE_DOWN in t.cards for t in history):
            shown = []
            for t in history:
                if FACE_DOWN in t.cards:  # the trick that took it, face down to this seat till now
                    t = t._replace(cards=tuple(unknown if c == FACE_DOWN else c for c in t.cards))
                    points[t.winner] += sh.POINTS[unknown]
                shown.append(t)
            changes["history"] = tuple(shown)
            changes["face_down"] = (unknown,)
        changes["points"] = tuple(points)
        fields = {f.name for f in dataclasses.fields(view)}
        for name in ("partners", "side"):
            if name in fields and hasattr(result, name):
                changes[name] = tuple(getattr(result, name))
        return dataclasses.replace(view, **changes)

    def multiplier_parts(self, result: Any, rules: Any) -> list[str]:
        """Why the stake is what it is: 'schneider ×2', 'double on the bump ×2' …

        The engine's own words (``result.reasons``) where it gives them."""
        if result.leaster:
            return []
        reasons = list(getattr(result, "reasons", ()) or ())
        if reasons or result.multiplier == 1:
            return reasons
        total = sum(result.tricks)
        won, m = multiplier(rules, result.side_points, result.side_tricks, total)
        parts = base_reasons(rules, won, m, result.side_points, result.side_tricks, total)
        if result.multiplier != m:
            parts.append(_("other: ×{n}").format(n=f"{result.multiplier / m:g}"))
        return parts

    def result_headline(self, result: Any, view: Any) -> str:
        """The deal in one line (the score sheet's too): the engine's (``DealResult.headline``), said
        to the human in the second person, with what happened to the pot."""
        names = view.players
        line = result.headline(names, final=_kind(result) == "doubler" and _last_deal(result, view), you=_you(names))
        pot = _pot_short(result, names)
        return f"{line} · {pot}" if pot else line

    def result_columns(self, result: Any, view: Any) -> tuple[str, ...]:
        """With a pot that moved, its column beside the whole change. A hand not played has
        no tricks or points to show: a schwanzer shows each hand's count, a doubler nothing."""
        middle = _UNPLAYED.get(_kind(result), ("tricks", "points"))
        if getattr(result, "pot_moves", ()):
            return ("player", "role", *middle, "hand", "pot", "change")
        return ("player", "role", *middle, "change")

    def result_rows(self, result: Any, view: Any) -> list[tuple[str, ...]]:
        side = tuple(getattr(result, "side", ()) or ())
        if not side and result.picker is not None:
            side = (result.picker,) + ((result.partner,) if result.partner is not None else ())
        pot = getattr(result, "pot_scores", ()) if getattr(result, "pot_moves", ()) else ()
        rows = []
        kind = _kind(result)
        for s, name in enumerate(view.players):
            if kind == "schwanzer":
                figures: tuple[str, ...] = (str(result.shown[s]) if len(getattr(result, "shown", ())) > s else "",)
            elif kind == "doubler":
                figures = ()
            else:
                figures = (str(result.tricks[s]), str(result.points[s]))
            row = (name, self.result_role(result, view, s, side), *figures)
            if pot:
                row += (f"{result.scores[s] - pot[s]:+d}", f"{pot[s]:+d}")
            rows.append(row + (f"{result.scores[s]:+d}",))
        return rows

    def result_role(self, result: Any, view: Any, s: int, side: tuple[int, ...]) -> str:
        """A seat's part in the finished deal, for the result table."""
        if result.leaster or _kind(result) not in ("picker", "cards"):
            return _("winner") if s == result.winner and result.scores[s] > 0 else _("loser") if s == result.winner else ""
        if s == result.picker:
            return _("picker alone") if len(side) <= 1 else _("picker")
        if s in side:
            return _("alone") if len(side) == 1 else _("partner")  # alone: holding both partner cards
        return _("opponent")

    def result_notes(self, result: Any, view: Any) -> list[str]:
        """The deal's figures in words: the side's points, the stake and why, and the pot."""
        return self._notes(result, view) + _pot_sentences(result, view.players)

    def _schwanzer_notes(self, result: Any, view: Any) -> list[str]:
        """The showdown in words: how hands count, what each showed, and who pays."""
        names = view.players
        shown = tuple(getattr(result, "shown", ()) or ())
        lines = [_("Nobody picked: every hand is shown; queens count 3, jacks 2, other trumps 1. The highest pays 1 to each player.")]
        if shown:
            lines.append(_("Shown: {list}.").format(list=_(", ").join(f"{names[s]} {v}" for s, v in enumerate(shown))))
            best = max(shown)
            tied = [names[s] for s, v in enumerate(shown) if v == best]
            if result.winner is None:
                lines.append(_("A tie: nobody pays."))
            elif len(tied) > 1:
                who = _and_list(tied)
                lines.append(
                    _by(
                        names[result.winner],
                        _("{tied} tie on {n}: You hold the highest trump and pay."),
                        _("{tied} tie on {n}: {name} holds the highest trump and pays."),
                        tied=who, n=best,
                    )
                )
        return lines

    def _notes(self, result: Any, view: Any) -> list[str]:
        names = view.players
        rules = view.rules
        kind = _kind(result)
        if result.leaster or kind not in ("picker", "cards"):
            lines = []
            if kind == "leaster":
                lines.append(_("Nobody picked: the fewest points (with a trick) wins 1 from each player."))
            elif kind == "moster" and result.winner is not None and result.scores[result.winner] > 0:
                lines.append(
                    _by(
                        names[result.winner],
                        _("Nobody picked: the most points pays 1 to each player, but You took every trick and win 1 from each instead."),
                        _("Nobody picked: the most points pays 1 to each player, but {name} took every trick and wins 1 from each instead."),
                    )
                )
            elif kind == "moster":
                lines.append(_("Nobody picked: the most points pays 1 to each player."))
            elif kind == "mittler":
                lines.append(_("Nobody picked: the middle score wins 1 from each player."))
            elif kind == "doubler":
                growth = getattr(result, "growth", 2)
                if _last_deal(result, view):
                    lines.append(_("Nobody picked: a doubler, and nothing changes hands. It was the match's last deal: there is no next hand to double."))
                else:
                    lines.append(_("Nobody picked: the cards are thrown in and dealt again. Nothing changes hands; the next hand counts ×{n}.").format(n=growth))
                return lines  # not a tie: nothing was played
            elif kind == "schwanzer":
                lines += self._schwanzer_notes(result, view)
                return lines + [_capital(said(r)) for r in getattr(result, "reasons", ()) or ()]
            if result.blind and kind in _NO_SIDES:
                last = view.history[-1].winner if view.history else None
                blind = dict(cards=_cards(result.blind, False), points=_pts(_points(result.blind)))
                if last is not None:
                    lines.append(_("The blind ({cards}, {points}) went to {name} with the last trick.").format(name=names[last], **blind))
                else:
                    lines.append(_("The blind ({cards}, {points}).").format(**blind))
            if result.winner is None:
                lines.append(_("A tie: nothing changes hands."))
            lines += [_capital(said(r)) for r in getattr(result, "reasons", ()) or ()]
            return lines
        side = tuple(getattr(result, "side", ()) or ())
        if not side and result.picker is not None:
            side = (result.picker,) + ((result.partner,) if result.partner is not None else ())
        who = _and_list([names[s] for s in side]) or _("The picker's side")
        own, theirs = _buried_apart(result)
        buried = _points(own)
        if not buried:
            bury = ""
        elif result.side_tricks or not rules.bury_needs_trick:
            bury = _(" ({n} of them buried)").format(n=buried)
        else:
            bury = _(" (the bury's {n} went to the opponents)").format(n=buried)
        verdict = _("won, 61 or more") if result.won else _("lost, 60 or less")
        if getattr(result, "sheepshead", False):  # the call is for every trick, whatever the points
            verdict = _("won, every trick") if result.won else _("lost, the opponents took a trick")
        lines = [
            _("{who}: {n} points{bury} in {tricks}: {verdict}.").format(
                who=who, n=result.side_points, bury=bury, tricks=_tricks(result.side_tricks), verdict=verdict
            )
        ]
        if theirs:
            opp = next((s for s in range(len(names)) if s not in side), None)
            them = dict(cards=_cards(theirs, False), points=_pts(_points(theirs)))
            if opp is not None and _points(theirs):
                lines.append(_("Buried for the opponents: {cards} ({points}, counted with {name}'s).").format(name=names[opp], **them))
            else:
                lines.append(_("Buried for the opponents: {cards} ({points}).").format(**them))
        unknown = getattr(result, "unknown_card", None)
        if unknown is not None:
            lines.append(_("The unknown, played face down, was the {card} ({points}).").format(card=label(unknown), points=_pts(sh.POINTS[unknown])))
        parts = self.multiplier_parts(result, rules)
        if parts:
            lines.append(_("Stake ×{n}: {why}.").format(n=result.multiplier, why=" · ".join(said(p) for p in parts)))
        elif result.won:
            lines.append(_("Stake ×{n} (61 to 90 points).").format(n=result.multiplier))
        else:
            lines.append(_("Stake ×{n} ({low} to 60 points).").format(n=result.multiplier, low=rules.out_of_schneider))
        sc = getattr(result, "stakes", result.scores)  # the hand's own stakes, the pot apart
        opp = next((sc[s] for s in range(len(sc)) if s not in side), 0)
        each = f"{opp:+d}"
        if result.picker is None and len(side) == 1:  # one player holds both partner cards
            lines.append(
                _("{name} alone against {n}: {score}; each opponent {each}.").format(name=names[side[0]], n=len(names) - 1, score=f"{sc[side[0]]:+d}", each=each)
            )
        elif result.picker is None:
            lines.append(_("Each of the side {score}, each opponent {each}.").format(score=f"{sc[side[0]]:+d}", each=each))
        elif len(side) <= 1 and rules.partner == "none":  # three- and four-hand: the picker always plays alone
            lines.append(
                _("{name} against {n}: {score}; each opponent {each}.").format(name=names[result.picker], n=len(names) - 1, score=f"{sc[result.picker]:+d}", each=each)
            )
        elif len(side) <= 1:
            lines.append(
                _by(
                    names[result.picker],
                    _("Alone, You take the partner's share too: {score}; each opponent {each}."),
                    _("Alone, {name} takes the partner's share too: {score}; each opponent {each}."),
                    score=f"{sc[result.picker]:+d}", each=each,
                )
            )
        elif getattr(result, "exempt", False):  # house rule partner_exempt: the picker pays the partner's share
            score = f"{sc[result.picker]:+d}"
            if rules.partner_exempt == "no_tricks":
                why = _("Picker {score}, the partner's share too: the picker's side took no trick, so {mate} nothing; each opponent {each}.")
            else:
                why = _("Picker {score}, the partner's share too: the picker took no trick, so {mate} nothing; each opponent {each}.")
            mate = _("the partner pays") if len(side) == 2 else _("the partners pay")
            lines.append(why.format(score=score, mate=mate, each=each))
        else:
            mates = ", ".join(f"{sc[s]:+d}" for s in side[1:])
            if len(side) == 2:
                line = _("Picker {score}, partner {mates}, each opponent {each}.")
            else:
                line = _("Picker {score}, partners {mates}, each opponent {each}.")
            lines.append(line.format(score=f"{sc[result.picker]:+d}", mates=mates, each=each))
        return lines
