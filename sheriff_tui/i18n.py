"""One translation layer for every word a player reads: gettext catalogs, English the source.

Strings in the code are English, marked ``_("...")`` where they are shown, or ``N_("...")``
where they are kept (a constant, a binding's description) and translated when shown. The
Japanese catalogs are ``locale/ja/LC_MESSAGES/<part>.po``, one per area of the app so that
several translators can work at once; ``tools/catalogs.py`` extracts the marked strings
into them with Babel and compiles each to the ``.mo`` that gettext reads here. Every part of
a language is loaded and chained: a string is looked up in all of them.

The language is chosen once at start (``--lang``, Settings' Language, else the locale of
the environment) and may be changed in Settings; screens composed after the change speak
the new one. No Textual, no Rich: the CLI and the engine's callers share it.
"""

from __future__ import annotations

import gettext
import os
from functools import lru_cache
from collections.abc import Mapping
from pathlib import Path

LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}  # each in its own words: how a menu offers them
SOURCE = "en"
SETTING_CHOICES = ("auto", *LANGUAGES)  # Settings' Language: auto is the environment's
LOCALE_DIR = Path(__file__).with_name("locale")
_ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")  # gettext's own order

_translations: gettext.NullTranslations = gettext.NullTranslations()
_lang = SOURCE


def _(message: str) -> str:
    """``message`` in the language in use (itself in English, or when not translated yet)."""
    return _translations.gettext(message)


def pgettext(context: str, message: str) -> str:
    """``message`` as ``context`` says it, where one English word wants two in another language
    (Toruf's "Auction" is ビッド, Sheriff's 競り): the context is the game's name. A context
    with no word of its own for it says it as everyone does."""
    said = _translations.pgettext(context, message)
    return said if said != message else _translations.gettext(message)


def NP_(context: str, message: str) -> str:
    """Marks a string for the catalogs in a context (:func:`pgettext`), where a shared widget
    looks it up by the game's name."""
    return message


def N_(message: str) -> str:
    """Marks a string for the catalogs where it is kept, not shown: ``_()`` it when shown."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or the plural for ``n``, as the language in use counts (Japanese: one form)."""
    return _translations.ngettext(singular, plural, n)


def lang() -> str:
    """The language in use: a key of :data:`LANGUAGES`."""
    return _lang


def parts(language: str) -> list[str]:
    """The catalog parts of ``language`` (their compiled files), in name order."""
    folder = LOCALE_DIR / language / "LC_MESSAGES"
    return sorted(p.stem for p in folder.glob("*.mo")) if folder.is_dir() else []


def use(language: str) -> None:
    """Speak ``language`` from now on (a key of :data:`LANGUAGES`; anything else is English)."""
    global _translations, _lang
    if language not in LANGUAGES or language == SOURCE:
        _translations, _lang = gettext.NullTranslations(), SOURCE
        return
    _translations, _lang = _catalogs(language), language


@lru_cache(maxsize=None)
def _catalogs(language: str) -> gettext.NullTranslations:
    """Every part of ``language``'s catalogs, chained (read once: Settings may switch back and forth)."""
    first: gettext.NullTranslations | None = None
    for part in parts(language):
        with open(LOCALE_DIR / language / "LC_MESSAGES" / f"{part}.mo", "rb") as file:
            catalog = gettext.GNUTranslations(file)
        if first is None:
            first = catalog
        else:
            first.add_fallback(catalog)
    return first if first is not None else gettext.NullTranslations()


@lru_cache(maxsize=64)
def in_every_language(message: str) -> frozenset[str]:
    """``message`` as each language the app speaks says it ("You", "あなた"): a word kept in a
    file in one language and read back in another (the player who chose no name)."""
    return frozenset({message} | {_catalogs(language).gettext(message) for language in LANGUAGES if language != SOURCE})


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, the first one set, as gettext reads them): ``ja`` for ``ja_JP.UTF-8``."""
    env = os.environ if environ is None else environ
    for name in _ENVIRONMENT:
        value = env.get(name, "")
        if not value:
            continue
        for wanted in value.split(":"):  # LANGUAGE may list several: ja:en
            code = wanted.split(".")[0].split("_")[0].split("@")[0].lower()
            if code in LANGUAGES:
                return code
        return SOURCE  # the first variable set decides, as in gettext: C, POSIX, fr_FR … are English here
    return SOURCE


def choose(flag: str | None = None, setting: str = "", environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``--lang`` first, then Settings' Language (``""``: from the
    environment), then the environment."""
    for wanted in (flag, setting):
        if wanted and wanted in LANGUAGES:
            return wanted
    return from_environment(environ)

