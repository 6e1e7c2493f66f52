"""Preset descriptions in Japanese (issue 25): the ``description_ja`` key, ``Preset.describe``,
its checks, its round trip through saving and copying, and ``extends``."""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path

import pytest

from sheriff_tui import paths, presets
from sheriff_tui.presets import PresetError

BUILTIN_DIR = paths.rules_dir() / "presets"
BUILTIN_NAMES = sorted(p.stem for p in BUILTIN_DIR.glob("*.toml"))
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")  # kana or kanji


def problems_of(path: Path) -> list[str]:
    with pytest.raises(PresetError) as info:
        presets.read_preset(path)
    return info.value.problems


def test_describe_picks_the_language() -> None:
    both = presets.Preset("mine", "sheriff", "Three players.", None, {}, None, False, "3人でプレイします。")
    assert both.describe("ja") == "3人でプレイします。"
    assert both.describe("en") == "Three players."
    english = dataclasses.replace(both, description_ja="")
    assert english.describe("ja") == "Three players." and english.describe("en") == "Three players."


def test_a_preset_built_by_position_has_no_japanese() -> None:
    """The editor builds a Preset by position: the new field comes last, with a default."""
    p = presets.Preset("mine", "sheriff", "Mine.", None, {}, None, False)
    assert p.description_ja == "" and p.describe("ja") == "Mine."


def test_description_ja_is_read(user_preset) -> None:
    path = user_preset("mine", 'game = "sheriff"\nname = "mine"\ndescription = "Mine."\ndescription_ja = "私のテーブル。"\n')
    p = presets.read_preset(path)
    assert (p.description, p.description_ja) == ("Mine.", "私のテーブル。")
    assert p.describe("ja") == "私のテーブル。"


@pytest.mark.parametrize(
    "value, words",
    [
        ("7", ["must be text"]),
        ('["x"]', ["must be text"]),
        ("{ a = 1 }", ["must be text"]),
        ('"ベル\\u0007です"', ["control character \\x07", "allowed: text, newlines and tabs"]),
        ('"\\u001b]0;title\\u0007"', ["control character \\x1b"]),
    ],
)
def test_a_bad_description_ja_is_one_line_naming_the_file_and_key(user_preset, value: str, words: list[str]) -> None:
    path = user_preset("mine", f'game = "sheriff"\nname = "mine"\ndescription = "Mine."\ndescription_ja = {value}\n')
    [line] = problems_of(path)
    assert line.startswith(f"{path}: description_ja: ") and "\n" not in line and "\x1b" not in line
    for w in words:
        assert w in line
    found, problems = presets.all_presets()
    assert "mine" not in found and problems == [line]


def test_a_long_description_ja_is_as_allowed_as_a_long_description(user_preset) -> None:
    """No length rule for ``description``: none for its Japanese either (one key, one set of checks)."""
    long_ja = "シェリフ" * 500
    path = user_preset("mine", f'game = "sheriff"\nname = "mine"\ndescription = "{"x" * 2000}"\ndescription_ja = "{long_ja}"\n')
    assert presets.read_preset(path).description_ja == long_ja


def test_a_saved_user_preset_keeps_description_ja(config_dir: Path) -> None:
    p = presets.Preset("mine", "sheriff", "Twelve deals.", "sheriff", {"deals": 12}, None, False, "12ディールです。")
    path = presets.save_user_preset(p)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["description_ja"] == "12ディールです。"
    again = presets.all_presets()[0]["mine"]
    assert (again.description, again.description_ja, again.describe("ja")) == ("Twelve deals.", "12ディールです。", "12ディールです。")
    assert path.read_text(encoding="utf-8") == presets.dump_preset(again)


def test_an_edit_keeps_the_players_lines_and_changes_description_ja(config_dir: Path, user_preset) -> None:
    text = (
        '# our table\ngame = "sheriff"\nname = "mine"\ndescription = "Ours."\n'
        'description_ja = "私たちのルール。"  # 日本語\nextends = "sheriff"\n\n[rules]\ndeals = 12\n'
    )
    path = user_preset("mine", text)
    p = presets.all_presets()[0]["mine"]
    presets.save_user_preset(dataclasses.replace(p, rules={"deals": 3}))  # Japanese unchanged: its line kept, comment too
    assert path.read_text(encoding="utf-8") == text.replace("deals = 12", "deals = 3")
    presets.save_user_preset(dataclasses.replace(p, description_ja="新しい説明。"))
    assert tomllib.loads(path.read_text(encoding="utf-8"))["description_ja"] == "新しい説明。"
    assert path.read_text(encoding="utf-8").startswith("# our table\n")
    presets.save_user_preset(dataclasses.replace(p, description_ja=""))  # none now: the key goes
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert "description_ja" not in data and data["description"] == "Ours."


def test_a_copy_says_it_is_a_copy_in_both_languages(config_dir: Path) -> None:
    base = presets.builtin_presets()["sheriff-blind"]
    path = presets.new_user_preset("one", "sheriff-blind")
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["description"] == f"{base.description} (copy of sheriff-blind)"
    assert data["description_ja"] == f"{base.description_ja}（sheriff-blind のコピー）"
    presets.new_user_preset("two", "one")  # a copy of a user preset: its Japanese goes along too
    two = presets.all_presets()[0]["two"]
    assert two.describe("ja") == f"{base.description_ja}（sheriff-blind のコピー）（one のコピー）"


def test_a_copy_with_its_own_description_has_no_japanese_unless_given(config_dir: Path) -> None:
    presets.new_user_preset("one", "sheriff-blind", description="Ours.")
    one = presets.all_presets()[0]["one"]
    assert one.description_ja == "" and one.describe("ja") == "Ours."  # the base's Japanese would describe the base
    presets.new_user_preset("two", "sheriff-blind", description="Ours.", description_ja="私たちの。")
    assert presets.all_presets()[0]["two"].describe("ja") == "私たちの。"


def test_a_copy_of_a_preset_without_japanese_has_none(config_dir: Path, user_preset) -> None:
    user_preset("plain", 'game = "sheriff"\nname = "plain"\ndescription = "Plain."\nextends = "sheriff"\n')
    path = presets.new_user_preset("copy", "plain")
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["description"] == "Plain. (copy of plain)" and "description_ja" not in data


def test_extends_never_lends_the_base_japanese(user_preset) -> None:
    """A child with its own English description and no Japanese is told in English in Japanese too."""
    user_preset("mine", 'game = "sheriff"\nname = "mine"\ndescription = "Blind, and twelve deals."\nextends = "sheriff-blind"\n[rules]\ndeals = 12\n')
    found, problems = presets.all_presets()
    assert problems == []
    base = found["sheriff-blind"]
    assert base.description_ja  # the base has Japanese …
    child = found["mine"]
    assert child.description_ja == "" and child.describe("ja") == "Blind, and twelve deals."  # … the child doesn't take it
    assert presets.load_rules("sheriff", "mine").auction == "blind"  # while its rules still come from the base


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_every_builtin_has_a_japanese_description(name: str) -> None:
    p = presets.builtin_presets()[name]
    assert p.description_ja.strip() and "\n" not in p.description_ja and JAPANESE.search(p.description_ja)
    assert p.describe("ja") == p.description_ja and p.describe("en") == p.description
    # the same numbers and card labels as the English (the Japanese may add a label the English says as "it")
    en, ja = p.description, p.description_ja
    assert set(re.findall(r"\d+", en)) <= set(re.findall(r"\d+", ja))
    card = r"(?:10|[AKQJ2-9])[♠♥♦♣]"
    assert set(re.findall(card, en)) <= set(re.findall(card, ja))
    # the file writes it right after the English
    lines = (BUILTIN_DIR / f"{name}.toml").read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("description = "))
    assert lines[at + 1].startswith("description_ja = ")
