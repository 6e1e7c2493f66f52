"""Issue 25: every string a player reads goes through the catalogs, and Japanese has them all.

``tools/catalogs.py check`` (Babel): each marked string has a Japanese translation, with
the same ``{fields}``; no string is translated two ways; each compiled ``.mo`` is its ``.po``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from sheriff_tui import i18n

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import catalogs  # noqa: E402


def test_every_marked_string_has_its_japanese_and_the_catalogs_compile() -> None:
    found = list(catalogs.problems())
    assert not found, "\n".join(found[:40]) + (f"\n… and {len(found) - 40} more" if len(found) > 40 else "")


def test_the_parts_are_found_by_the_app() -> None:
    assert set(i18n.parts("ja")) == {p.stem for p in (catalogs.LOCALE / "ja" / "LC_MESSAGES").glob("*.po")}


@pytest.mark.parametrize(
    ("flag", "setting", "environ", "chosen"),
    [
        ("ja", "en", {"LANG": "en_US.UTF-8"}, "ja"),  # --lang first
        (None, "ja", {"LANG": "en_US.UTF-8"}, "ja"),  # then Settings
        (None, "auto", {"LANG": "ja_JP.UTF-8"}, "ja"),  # then the environment
        (None, "auto", {"LANG": "ja_JP.UTF-8", "LC_ALL": "C"}, "en"),  # LC_ALL before LANG, as gettext reads them
        (None, "auto", {"LANGUAGE": "fr:ja", "LANG": "C"}, "ja"),  # a list: the first known
        (None, "auto", {"LC_MESSAGES": "ja_JP.eucJP@x"}, "ja"),
        (None, "auto", {}, "en"),
        (None, "auto", {"LANG": "de_DE.UTF-8"}, "en"),  # no German here: English
        (None, "en", {"LANG": "ja_JP.UTF-8"}, "en"),  # Settings before the environment
    ],
)
def test_the_language_is_the_flag_then_settings_then_the_environment(flag, setting, environ, chosen) -> None:
    assert i18n.choose(flag, setting, environ) == chosen


def test_japanese_is_spoken_and_english_comes_back() -> None:
    i18n.use("ja")
    assert i18n.lang() == "ja"
    assert i18n._("Rule") == "ルール"
    assert i18n._("a string no catalog has") == "a string no catalog has"  # untranslated: itself
    i18n.use("en")
    assert i18n._("Rule") == "Rule"
    i18n.use("xx")  # unknown: English
    assert i18n.lang() == "en"
