"""The end of a deal at the table: the last view with the last trick taken, the deal's result
over it, and the board left in sight when the player closes the result. A part of
:class:`~sheriff_tui.ui.screens.table.TableScreen`, kept apart as one idea."""

from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from textual.containers import Vertical

from ...engine.core import Event
from ...engine.tricks import Trick
from ...i18n import _
from ..widgets.hand import Hand


def _fields(view: Any) -> set[str]:
    """A view's field names: a dataclass's, or a NamedTuple's (the fox and battery views)."""
    if dataclasses.is_dataclass(view):
        return {f.name for f in dataclasses.fields(view)}
    return set(getattr(view, "_fields", ()))


def _replaced(view: Any, changes: dict[str, Any]) -> Any:
    if dataclasses.is_dataclass(view):
        return dataclasses.replace(view, **changes)  # type: ignore[type-var]
    return view._replace(**changes) if changes else view


class DealEnd:
    """Mixed into the table screen: what it shows when a deal is over."""

    game: Any
    me: int
    final: Any
    prompt_spec: Any
    mark_prompt: Any
    adapter: Any
    app: Any
    gone: bool

    def final_view(self, before: Any, events: Sequence[Event], result: Any) -> Any:
        """The deal's last view: ``before`` the final card, with that trick taken."""
        fields = _fields(before)
        changes: dict[str, Any] = {}
        last = [e for e in events if e.kind == "trick"]
        if "history" in fields and last:
            e = last[-1]
            cards = e.cards or ()
            leader = (e.seat - cards.index(e.card)) % len(before.players)
            changes["history"] = tuple(before.history) + (Trick(leader, tuple(cards), e.seat),)
        if "won" in fields and hasattr(result, "tricks"):
            changes["won"] = tuple(result.tricks)
        if "hand_counts" in fields:
            changes["hand_counts"] = (0,) * len(before.hand_counts)
        for name, value in (("to_act", None), ("hand", 0), ("trick", ())):
            if name in fields:
                changes[name] = value
        view = _replaced(before, changes)
        refine = self._hook("final_view")
        return refine(view, result) if refine is not None else view

    def _show_final(self, final: Any) -> None:
        self.query_one("#prompt", Vertical).remove_children()
        self.prompt_spec = None
        self.mark_prompt = None
        self.query_one("#hand", Hand).show([], (), hint="")
        self.final = final
        self._draw(final, None, final=True)
        self.update_keys()

    def _show_deal_result(self, result: Any) -> None:
        """The deal's result over the finished deal; its score sheet closes back to it, as the match's does."""
        from .results import Choice, DealResultScreen
        from .review import reviewable

        adapter = self.adapter
        view = self.final if self.final is not None else self.game.view(self.me)
        columns, notes = self._hook("result_columns"), self._hook("result_notes")
        game = self.game
        screen = DealResultScreen(
            adapter.result_headline(result, view),
            tuple(_(c) for c in columns(result, view)) if columns is not None else (_("player"), _("role"), _("tricks"), _("change")),  # a game's columns: English words, said here
            adapter.result_rows(result, view),
            list(game.scores),
            game.is_over,
            notes=notes(result, view) if notes is not None else (),
            title=self._deal_title(result),
            review=reviewable(game.GAME),
        )

        def done(choice: Choice | None) -> None:
            if choice is Choice.SHEET:
                self.app.push_screen(self.app.score_sheet(self), lambda _: self._show_deal_result(result))  # type: ignore[attr-defined]
            elif choice is Choice.REVIEW:
                self.app.push_screen(self.review_screen(result), lambda _: self._show_deal_result(result))
            elif choice is Choice.CLOSE:
                self._deal_over(result)
            else:
                self.resume()

        self.app.push_screen(screen, done)

    def review_screen(self, result: Any) -> Any:
        """The review of the deal ``result`` closed, for this table's seat, from the match's record now."""
        from ... import records
        from .review import ReviewScreen

        number = next((i for i, r in enumerate(self.game.results) if r is result), len(self.game.results) - 1)
        return ReviewScreen(records.to_record(self.game), number, self.me)

    def _deal_title(self, result: Any) -> str:
        """'Deal 6 of 9 over' ('Deal 6 over' in a race to a target): which deal the result is of."""
        from ..text import deal_heading

        number = next((i for i, r in enumerate(self.game.results) if r is result), len(self.game.results) - 1)
        rules = getattr(self.game, "rules", None)
        deals = getattr(rules, "deals", 0) if not getattr(rules, "target", 0) else 0
        return _("{deal} over").format(deal=deal_heading(number, deals or None))

    def _deal_over(self, result: Any) -> None:
        """Esc closed the result to look at the board: the deal stays over (the bots wait, the
        table busy) and the way on is a key or a click away; r shows the result again."""
        from ..widgets.after_result import AfterResult, WayOn

        if self.gone:
            return
        box = self.query_one("#prompt", Vertical)
        box.remove_children()
        if self.game.is_over:
            said = _("Deal over — Enter or n: the match result, r: the result again")
        else:
            said = _("Deal over — Enter or n: next deal, r: the result again")
        box.mount(
            AfterResult(
                said,
                [WayOn(_("Match result") if self.game.is_over else _("Next deal"), "n", self.resume), WayOn(_("Result"), "r", lambda: self._show_deal_result(result))],
            )
        )

    def sheet_layout(self, view: Any) -> tuple[list[tuple[str, int]] | None, list[str]]:
        """The score sheet's columns and notes (:func:`..games.sheets.sheet_layout`)."""
        from ..games.sheets import sheet_layout

        return sheet_layout(self.adapter, view)
