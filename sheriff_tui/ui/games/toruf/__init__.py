"""Toruf at the table: the adapter (:mod:`.adapter`) and its words (:mod:`.words`),
re-exported here so that ``adapter_for("toruf")`` finds ``ADAPTER`` in this package as
it did in the old module.
"""

from __future__ import annotations

from .adapter import ADAPTER, OPEN_ROW, TorufAdapter
from ..teams import team_name
from .words import as_said_by, one_of, pts, trump_order, trump_text

__all__ = ["ADAPTER", "OPEN_ROW", "TorufAdapter", "as_said_by", "one_of", "pts", "team_name", "trump_order", "trump_text"]
