"""Sheriff of Nottingham at the table: the adapter (:mod:`.adapter`), the words of its
goods, bags and offers (:mod:`.words`), its own screen (:mod:`.table`, with ``table.tcss``)
and the row of goods cards the screen marks (:mod:`.goods_row`). ``adapter_for("nottingham")``
reads ``ADAPTER`` here; the screen is imported only when a table opens. Imports run one
way: words <- goods_row <- table, words <- adapter; the adapter names the table only
inside ``screen_class``.
"""

from __future__ import annotations

# the old module's names, as ``from sheriff_tui.ui.games.nottingham import ...`` had them
from .adapter import ADAPTER, NottinghamAdapter  # noqa: F401
from .words import (  # noqa: F401
    ABBR, PHASE_WORDS, SHORT, cards_word, declared_words, goods_of, handover_words, headline, hint_words, kind_mark,
    kind_tag, label, offer_words, payment_words, possessive, short, stand_short, stand_words, upper_first,
)
