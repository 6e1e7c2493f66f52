"""Sheriff of Nottingham's two sheets over the table: the bags opened and let through so far
(:class:`BagsScreen`, l) and the score sheet (:class:`NottinghamSheetScreen`, s)."""

from __future__ import annotations

from typing import Any, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, DataTable, Label, Static

from ....engine.nottingham import View
from ....engine.nottingham.goods import BONUS, LEGAL, legal_count, value_of
from ....i18n import N_, _
from ...screens.results import _Modal
from .words import and_join, headline, label


class BagsScreen(_Modal):
    """The bags decided this round (or the last round's, before any this round): like "last trick"."""

    BINDINGS = [Binding("escape,l,enter", "close", N_("Close"), id="nottingham_bags.close")]

    def __init__(self, view: View, adapter: Any) -> None:
        super().__init__()
        self.view = view
        self.adapter = adapter

    def compose(self) -> ComposeResult:
        view = self.view
        history = view.history
        rnd = view.round_no if any(v.round_no == view.round_no for v in history) else view.round_no - 1
        shown = [v for v in history if v.round_no == rnd]
        with Vertical():
            if shown:
                title = _("Bags of round {round} (Sheriff: {name})").format(round=rnd + 1, name=view.players[shown[0].sheriff])
            else:
                title = _("Bags")
            yield Label(title, classes="title", markup=False)
            if shown:
                yield Static("\n".join(self.adapter.verdict_words(v, view.players) for v in shown), id="nt-verdicts", markup=False)
            else:
                yield Static(_("No bag has been decided yet."), id="nt-verdicts")
            with Horizontal():
                yield Button(_("Close"), id="close", variant="primary")


class NottinghamSheetScreen(_Modal):
    """Gold, goods, King and Queen bonuses and totals per seat: at the end all of it, during the
    match what this seat knows (gold; its own stand; the others' legal goods and face-down count)."""

    BINDINGS = [
        Binding("escape,s", "close", N_("Close"), id="nottingham_sheet.close"),
        Binding("enter", "close", N_("Close"), show=False, priority=True, id="nottingham_sheet.close_enter"),
    ]

    def __init__(self, view: View) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        view = self.view
        names = view.players
        final = view.final
        with Vertical():
            yield Label(_("Score sheet"), classes="title")
            table: DataTable[str] = DataTable(cursor_type="none", zebra_stripes=True, id="nt-sheet")
            table.add_column("")
            for name in names:
                table.add_column(name)
            if final is not None:
                table.add_row(_("gold"), *map(str, final.gold))
                table.add_row(_("goods"), *map(str, final.goods))
                table.add_row(_("bonuses"), *map(str, final.bonus))
                table.add_row(Text(_("total"), style="bold"), *(Text(str(s), style="bold") for s in final.scores))
                notes = [self._bonus_line(b, names) for b in final.bonuses]
                notes.append(headline(final, names))
            else:
                table.add_row(_("gold"), *map(str, view.gold))
                goods = []
                for s in range(view.n):
                    if s == view.seat:
                        goods.append(str(value_of(view.stand)))
                    else:
                        known = value_of(view.stands_up[s])
                        goods.append(f"{known} + {view.face_down[s]}▒" if view.face_down[s] else str(known))
                table.add_row(_("goods"), *goods)
                for g in LEGAL:
                    counts = [legal_count(view.stand if s == view.seat else view.stands_up[s], g) for s in range(view.n)]
                    table.add_row(label(g), *map(str, counts))
                known = _("Round {round} of {rounds}. Gold is known; goods are your stand in full and the others' legal goods (▒: cards face down, value unknown).")
                bonuses = ", ".join(f"{label(g)} {BONUS[g][0]}/{BONUS[g][1]}" for g in LEGAL)
                notes = [
                    known.format(round=view.round_no + 1, rounds=view.rounds),
                    _("King / Queen of each legal good at the end: {bonuses} (royal goods count as 2 or 3).").format(bonuses=bonuses),
                ]
            yield table
            yield Static("\n".join(notes), classes="notes", id="nt-sheet-notes", markup=False)
            with Horizontal():
                yield Button(_("Close"), id="close", variant="primary")

    @staticmethod
    def _bonus_line(b: Any, names: Sequence[str]) -> str:
        who = and_join([names[s] for s in b.seats])
        title = _(_BONUS_TITLES.get(b.title, b.title))
        said = _("{title} of {good}: {names}, {n} each") if len(b.seats) > 1 else _("{title} of {good}: {names}, {n}")
        return said.format(title=title, good=label(b.good), names=who, n=b.each)


# the engine's bonus titles as a sheet's line begins them
_BONUS_TITLES = {"King": N_("King"), "Queen": N_("Queen"), "shared King": N_("Shared King"), "shared Queen": N_("Shared Queen")}
