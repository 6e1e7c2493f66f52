"""What settings.py and themes.py both need: the default theme's name and :class:`FrozenMap`.

Here so that themes.py need not import settings.py, which reads the themes
(settings -> themes -> config_base, no circle). Both re-export the names.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

DEFAULT_THEME = "sheriff-dark"


class FrozenMap(Mapping[str, str]):
    """A read-only, hashable str -> str mapping (keeps a frozen dataclass frozen)."""

    __slots__ = ("_d", "_h")

    def __init__(self, items: Mapping[str, str] | None = None, /) -> None:
        self._d: dict[str, str] = dict(items or {})
        self._h: int | None = None

    def __getitem__(self, key: str) -> str:
        return self._d[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._d)

    def __len__(self) -> int:
        return len(self._d)

    def __hash__(self) -> int:
        if self._h is None:
            self._h = hash(frozenset(self._d.items()))
        return self._h

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return self._d == dict(other.items())
        return NotImplemented

    def __repr__(self) -> str:
        return f"FrozenMap({self._d!r})"

    def __reduce__(self) -> tuple[Any, ...]:  # pickle, copy and deepcopy
        return (FrozenMap, (self._d,))

    def to_dict(self) -> dict[str, str]:
        return dict(self._d)
