"""Sheriff at the table: the adapter (:mod:`.adapter`), re-exported here so that
``adapter_for("sheriff")`` finds ``ADAPTER`` in this package as it did in the old module.
"""

from __future__ import annotations

from .adapter import ADAPTER, SheriffAdapter, auction_question, play_question, score_notes

__all__ = ["ADAPTER", "SheriffAdapter", "auction_question", "play_question", "score_notes"]
