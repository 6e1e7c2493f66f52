"""The Japanese rules help of Sheriff, Toruf and Nottingham keeps the English file's shape.

The English help is the one held to the engines (tests/help_helpers.py); a Japanese file
that keeps its headings, every backquoted key and value, the card labels, the tables'
columns and the numbers says the same rules, only in Japanese.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

HELP = Path(__file__).resolve().parents[2] / "rules" / "help"
GAMES = ["sheriff", "toruf", "nottingham"]


def headings(text: str) -> list[int]:
    """The level of every Markdown heading, in order (fenced code left out)."""
    levels, fenced = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (m := re.match(r"(#{1,6}) ", line)):
            levels.append(len(m.group(1)))
    return levels


def spans(text: str) -> Counter[str]:
    return Counter(re.findall(r"`([^`\n]+)`", text))


def cards(text: str) -> Counter[str]:
    return Counter(re.findall(r"(?:10|[2-9AKQJ])[♠♥♦♣]", text))


def table_widths(text: str) -> list[int]:
    return [line.count("|") for line in text.splitlines() if line.startswith("|")]


def missing(english: Counter[str], japanese: Counter[str]) -> list[str]:
    return [k for k, n in english.items() if japanese[k] < n]


@pytest.mark.parametrize("game", GAMES)
def test_japanese_help_keeps_the_english_shape(game: str) -> None:
    english = (HELP / f"{game}.md").read_text(encoding="utf-8")
    raw = (HELP / "ja" / f"{game}.md").read_bytes()
    japanese = raw.decode("utf-8")
    assert headings(japanese) == headings(english)
    assert missing(spans(english), spans(japanese)) == []
    assert missing(cards(english), cards(japanese)) == []
    assert table_widths(japanese) == table_widths(english)
    assert set(re.findall(r"\d+", english)) <= set(re.findall(r"\d+", japanese))
    assert re.search(r"[\u3040-\u30ff]", japanese), "no kana: not Japanese"
    assert [n for n, line in enumerate(japanese.split("\n"), 1) if line != line.rstrip()] == []
    assert japanese.endswith("\n") and not japanese.endswith("\n\n")
