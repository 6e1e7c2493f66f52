"""The Japanese rules help (``rules/help/ja/<game>.md``) keeps the shape of its English twin.

The English file is the one checked against the engine (every preset key named in backticks),
so a translation that keeps its headings and every code span cannot silently drop a section or a key.
Each game joins by having a file in ``rules/help/ja``.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from sheriff_tui import paths

HELP_DIR = paths.rules_dir() / "help"
JA_GAMES = sorted(p.stem for p in (HELP_DIR / "ja").glob("*.md"))

HEADING = re.compile(r"^(#{1,6}) \S", re.MULTILINE)
CODE_SPAN = re.compile(r"`([^`\n]+)`")
KANA = re.compile(r"[\u3041-\u309f\u30a0-\u30ff]")


def texts(game: str) -> tuple[str, str]:
    """The English help and its Japanese counterpart, read as UTF-8."""
    english = (HELP_DIR / f"{game}.md").read_text(encoding="utf-8")
    japanese = (HELP_DIR / "ja" / f"{game}.md").read_text(encoding="utf-8")
    return english, japanese


def heading_levels(text: str) -> list[int]:
    return [len(m.group(1)) for m in HEADING.finditer(text)]


@pytest.mark.parametrize("game", JA_GAMES)
def test_same_headings_as_english(game: str) -> None:
    english, japanese = texts(game)
    assert heading_levels(japanese) == heading_levels(english)


@pytest.mark.parametrize("game", JA_GAMES)
def test_every_code_span_kept(game: str) -> None:
    english, japanese = texts(game)
    have = Counter(CODE_SPAN.findall(japanese))
    missing = {span: n - have[span] for span, n in Counter(CODE_SPAN.findall(english)).items() if have[span] < n}
    assert not missing, f"code spans of rules/help/{game}.md missing (how many) in ja/{game}.md: {missing}"


@pytest.mark.parametrize("game", JA_GAMES)
def test_is_japanese(game: str) -> None:
    _, japanese = texts(game)
    assert len(KANA.findall(japanese)) > 100


@pytest.mark.parametrize("game", JA_GAMES)
def test_clean_text(game: str) -> None:
    """UTF-8, no trailing spaces, one final newline: what the English files keep."""
    raw = Path(HELP_DIR / "ja" / f"{game}.md").read_bytes()
    text = raw.decode("utf-8")
    assert text.endswith("\n") and not text.endswith("\n\n")
    assert [n for n, line in enumerate(text.split("\n"), 1) if line != line.rstrip()] == []


CARD = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")


@pytest.mark.parametrize("game", JA_GAMES)
def test_cards_tables_and_numbers_kept(game: str) -> None:
    """Every card label as often, every table with its columns, every number of the English."""
    english, japanese = texts(game)
    have = Counter(CARD.findall(japanese))
    assert [c for c, n in Counter(CARD.findall(english)).items() if have[c] < n] == []
    widths = [[line.count("|") for line in text.splitlines() if line.startswith("|")] for text in (english, japanese)]
    assert widths[0] == widths[1]
    assert set(re.findall(r"\d+", english)) <= set(re.findall(r"\d+", japanese))
