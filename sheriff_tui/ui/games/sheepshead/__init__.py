"""Sheepshead at the table: the package is the adapter module (``adapter_for("sheepshead")``).

:mod:`.adapter` draws the standard game; each form with a table of its own has its
module (:mod:`.fox`, :mod:`.battery`, :mod:`.indiana`, the first two on
:mod:`.cards_only`). The forms import the standard adapter's pieces and are never
imported back by them: they are registered here, by ``rules.form``.
"""

from __future__ import annotations

from .adapter import FORMS_DRAWN, SheepsheadAdapter
from .battery import BATTERY
from .by_form import ByForm
from .fox import FOX_TABLE
from .indiana import INDIANA
from .words import BACK_ACT, MORE, deal_line, scored_line

ADAPTER = ByForm(SheepsheadAdapter())
ADAPTER.register("indiana", INDIANA)
ADAPTER.register("fox", FOX_TABLE)
ADAPTER.register("battery", BATTERY)

__all__ = ["ADAPTER", "BACK_ACT", "FORMS_DRAWN", "MORE", "ByForm", "SheepsheadAdapter", "deal_line", "scored_line"]
