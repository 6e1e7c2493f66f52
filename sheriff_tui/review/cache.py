"""The reviews already run, kept by deal, so that statistics can chart the points lost.

A deal is known by its content (the game, the house rules, the cards and every action, the
seat reviewed), not by a file name: the review at the table sees the running match, which
reaches the history folder later under another name. Kept in ``<data>/cache/reviews.json``;
a missing or foreign cache is an empty one (it is only a cache: reviewing again refills it).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Mapping

from .. import paths, userfiles

CACHE_VERSION = 1
#: deals kept at most: the oldest go first (a cache, not a history)
KEEP = 5000


def cache_path(data_dir: str | Path | None = None) -> Path:
    return paths.data_dir(data_dir) / "cache" / "reviews.json"


def deal_key(record: Mapping[str, Any], deal: int, seat: int) -> str | None:
    """What tells this deal's review from any other's (None: no such deal in ``record``)."""
    deals = record.get("deals")
    if not isinstance(deals, list) or not 0 <= deal < len(deals):
        return None
    what = {"game": record.get("game"), "rules": record.get("rules"), "deal": deals[deal], "seat": seat}
    text = json.dumps(what, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _read(data_dir: str | Path | None) -> dict[str, Any]:
    return userfiles.read_cache(cache_path(data_dir), CACHE_VERSION, "deals")


def remember(key: str, lost: float, data_dir: str | Path | None = None) -> None:
    """Keep a finished review's points lost for the deal ``key`` (:func:`deal_key`)."""
    deals = _read(data_dir)
    deals.pop(key, None)
    deals[key] = round(float(lost), 3)
    while len(deals) > KEEP:
        deals.pop(next(iter(deals)))
    userfiles.write_cache(cache_path(data_dir), CACHE_VERSION, "deals", deals)


def recall(key: str | None, data_dir: str | Path | None = None) -> float | None:
    value = _read(data_dir).get(key) if key else None
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def lost_per_deal(record: Mapping[str, Any], seat: int, data_dir: str | Path | None = None) -> float | None:
    """The mean points lost over the deals of ``record`` reviewed so far (None: none reviewed)."""
    deals = _read(data_dir)
    found = []
    for i in range(len(record.get("deals") or ())):
        value = deals.get(deal_key(record, i, seat) or "")
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            found.append(float(value))
    return sum(found) / len(found) if found else None
