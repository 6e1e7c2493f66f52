"""Issue 25: ``sheriff-tui --lang ja rules GAME`` reads in Japanese, the house-rules table too.

The game's help is ``rules/help/ja/GAME.md``; every rule's meaning in the table is the Japanese
of its ``option(default, "doc")`` (the rules catalog), its allowed values in Japanese words
around the values a preset file writes. The English stays what it was.
"""

from __future__ import annotations

import re

import pytest

from sheriff_tui import cli, i18n, paths, presets
from sheriff_tui.engine import GAMES
from sheriff_tui.helptext import allowed_text

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")  # kana or kanji
PRESETS = ["sheepshead-jd", "sheepshead-pots", "sheriff-blind", "toruf-open", "nottingham-royal"]


def house_rules(out: str) -> dict[str, tuple[str, str]]:
    """The Japanese house-rules table as {rule: (meaning, allowed values)}."""
    section = out.split("\n## この卓のハウスルール: ", 1)[1]
    table = {}
    for line in section.splitlines():
        m = re.fullmatch(r"\| `(\w+)` \| (.*) \| (.*)（使える値: (.*)） \|", line)
        if m:
            table[m.group(1)] = (m.group(3), m.group(4))
    return table


def japanese_help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    rc = cli.main(["--lang", "ja", "rules", *argv])
    out, err = capsys.readouterr()
    assert (rc, err) == (0, "")
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_help_and_every_house_rule_read_in_japanese(capsys: pytest.CaptureFixture[str], game: str) -> None:
    out = japanese_help(capsys, game)
    headings = [line for line in (paths.rules_dir() / "help" / "ja" / f"{game}.md").read_text(encoding="utf-8").splitlines() if line.startswith("#")]
    assert out.startswith(headings[0] + "\n") and all(f"\n{h}\n" in out for h in headings[1:4])
    assert f"\n## この卓のハウスルール: {game}\n" in out
    assert "| ルール | この卓 | 意味（使える値） |" in out
    table = house_rules(out)
    fields = presets.schema(game)
    assert list(table) == [f.name for f in fields]
    for f in fields:
        meaning, allowed = table[f.name]
        assert JAPANESE.search(meaning), f"{game}.{f.name}: {meaning}"
        assert f.doc not in out, f"{game}.{f.name} is shown in English"
        if f.type is int and f.choices is None:
            assert allowed == f"{f.min}〜{f.max} の整数"
        else:
            assert allowed == f.allowed()  # the values as a preset file writes them


@pytest.mark.parametrize("preset", PRESETS)
def test_a_preset_reads_in_japanese(capsys: pytest.CaptureFixture[str], preset: str) -> None:
    game = presets.builtin_presets()[preset].game
    out = japanese_help(capsys, game, "--preset", preset)
    assert f"\n## この卓のハウスルール: {preset}\n" in out
    table = house_rules(out)
    assert list(table) == [f.name for f in presets.schema(game)]
    assert all(JAPANESE.search(meaning) for meaning, _allowed in table.values())
    assert "（基本: " in out  # the preset's own values in bold, the plain game's in brackets


def test_the_allowed_words_are_the_english_of_field_allowed_and_stay_english_in_errors() -> None:
    fields = [f for game in GAMES for f in presets.schema(game)]
    assert [allowed_text(f) for f in fields] == [f.allowed() for f in fields]  # the help's English is unchanged
    text = presets.Field("name", str, "", "A name", None, None, None)
    number = presets.Field("n", int, 0, "A number", None, 0, None)
    assert (allowed_text(text), allowed_text(number)) == ("text", "a whole number")
    i18n.use("ja")
    assert (allowed_text(text), allowed_text(number)) == ("テキスト", "整数")
    deals = {f.name: f for f in presets.schema("sheriff")}["deals"]
    assert allowed_text(deals) == "1〜120 の整数"
    assert deals.allowed() == "a whole number 1–120"  # the words of the default are English
    assert deals.check(0) == "0 は範囲外です。指定できるもの: 1〜120 の整数"  # a preset file's error line, in the language in use
    i18n.use("en")
    assert deals.check(0) == "0 is out of range; allowed: a whole number 1–120"


@pytest.mark.parametrize(
    ("argv", "japanese", "english"),
    [
        (["chess"], '"chess" のルールはありません。指定できるもの: sheriff, sheepshead, toruf, nottingham', 'no rules for "chess"; allowed: sheriff'),
        (["toruf", "--preset", "nope"], '"nope" という名前の toruf のプリセットはありません。指定できるもの: toruf', 'no toruf preset named "nope"; allowed: toruf'),
        (["sheriff", "--preset", "toruf"], 'プリセット "toruf" は sheriff ではなく toruf のものです', 'the preset "toruf" is for toruf, not sheriff'),
    ],
)
def test_a_wrong_game_or_preset_is_one_line_in_either_language(capsys: pytest.CaptureFixture[str], argv: list[str], japanese: str, english: str) -> None:
    assert cli.main(["--lang", "ja", "rules", *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and japanese in err and len(err.strip().splitlines()) == 1
    i18n.use("en")
    assert cli.main(["rules", *argv]) == 2
    assert english in capsys.readouterr().err
