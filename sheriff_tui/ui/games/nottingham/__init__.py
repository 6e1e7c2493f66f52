"""Sheriff of Nottingham at the table: the adapter (:mod:`.adapter`, the words of
goods, events, bags and scores), its own screen (:mod:`.table`, with ``table.tcss``)
and the row of goods cards it marks (:mod:`.goods_row`). ``adapter_for("nottingham")``
reads ``ADAPTER`` here; the screen is imported only when a table opens.
"""

from __future__ import annotations

from .adapter import *  # noqa: F403 — the old module's names, as ``from sheriff_tui.ui.games.nottingham import ...`` had them
from .adapter import ADAPTER, NottinghamAdapter  # noqa: F401
