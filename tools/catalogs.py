"""The translation catalogs (``sheriff_tui/locale/<lang>/LC_MESSAGES/<part>.po``), kept with Babel.

    python tools/catalogs.py update    # extract the marked strings; add the new ones to each part
    python tools/catalogs.py compile   # each .po to the .mo the app reads
    python tools/catalogs.py check     # exit 1 on a missing or stale translation (tests/project does this)

A string goes to the part of the file it is in (:func:`part_of`): one .po per area, so that
translators can work at once without editing one file. Marked: ``_("...")``, ``N_("...")``,
``ngettext("...", "...", n)``; a translator's note is a ``# TRANSLATORS:`` comment above.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "sheriff_tui"
LOCALE = PACKAGE / "locale"
LANGUAGES = ("ja",)
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2), "option": (2,)}  # option(default, "doc", ...): a house rule's meaning
PLURALS = {"ja": "nplurals=1; plural=0;"}
_FIELD = re.compile(r"\{[^{}]*\}")


def part_of(path: Path) -> str:
    """The catalog part of a source file: the CLI, the rules help, each game's table, the rest of the app."""
    rel = path.relative_to(PACKAGE).as_posix()
    if rel == "cli.py" or rel.startswith("commands/"):
        return "cli"
    if rel == "helptext.py" or rel.startswith("engine/"):
        return "rules"
    game = re.match(r"ui/games/(\w+)/", rel)
    if game:
        return game.group(1)
    if rel.startswith("review/") or rel == "ui/screens/review.py":
        return "review"
    if rel in ("history.py", "stats.py", "ui/widgets/chart.py"):
        return "stats"  # the History and Statistics figures, in the CLI and on screen
    if rel in ("presets.py", "records.py", "saves.py", "settings.py", "userfiles.py", "themes.py", "crash.py", "paths.py"):
        return "files"  # what a broken file, save or record is told
    if rel.startswith("ui/widgets/") or re.match(r"ui/screens/(table|results|bot_turns|scores|last_trick)", rel):
        return "table"  # what every game's table shares
    return "app"


def extracted() -> dict[str, Catalog]:
    """Part -> a template of every marked string in its files."""
    out: dict[str, Catalog] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for lineno, message, comments, context in extract_from_file("python", path, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
            template = out.setdefault(part_of(path), Catalog(project="sheriff-tui", fuzzy=False))
            template.add(message, locations=[(path.relative_to(ROOT).as_posix(), lineno)], auto_comments=comments, context=context)
    return out


def po_path(lang: str, part: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{part}.po"


def read(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_po(file)


def written(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=0, no_location=True, sort_output=True, omit_header=False)
    return buffer.getvalue()


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def update() -> None:
    for lang in LANGUAGES:
        for part, template in extracted().items():
            path = po_path(lang, part)
            if path.exists():
                catalog = read(path)
            else:
                catalog = Catalog(locale=lang, project="sheriff-tui", fuzzy=False)
            catalog.update(template, update_header_comment=False, no_fuzzy_matching=True, update_creation_date=False)
            catalog.obsolete.clear()  # a string gone from the code is gone from the catalog
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(written(catalog))


def compile_all() -> None:
    for lang in LANGUAGES:
        for po in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
            po.with_suffix(".mo").write_bytes(compiled(read(po)))


def problems() -> Iterator[str]:
    """Every string without a translation, a translation whose {fields} differ from the
    English, a part whose .mo is not its .po compiled, a string translated two ways."""
    templates = extracted()
    for lang in LANGUAGES:
        seen: dict[tuple[str, str], tuple[str, str]] = {}
        for part, template in templates.items():
            path = po_path(lang, part)
            if not path.exists():
                yield f"{path.relative_to(ROOT)}: missing (python tools/catalogs.py update)"
                continue
            catalog = read(path)
            for message in template:
                if not message.id:
                    continue
                found = catalog.get(message.id, context=message.context)
                where = f"{path.relative_to(ROOT)}: {message.id if isinstance(message.id, str) else message.id[0]!r}"
                strings = (found.string if isinstance(found.string, (list, tuple)) else [found.string]) if found else []
                if not found or not all(strings) or found.fuzzy:
                    yield f"{where}: no {lang} translation"
                    continue
                english = message.id if isinstance(message.id, str) else message.id[1]
                for string in strings:
                    if sorted(_FIELD.findall(string)) != sorted(_FIELD.findall(english)):
                        yield f"{where}: the {lang} translation's fields {sorted(_FIELD.findall(string))} are not the English {sorted(_FIELD.findall(english))}"
                key = (message.context or "", message.id if isinstance(message.id, str) else message.id[0])
                if key in seen and seen[key][1] != strings[0]:
                    yield f"{where}: translated otherwise in {seen[key][0]}"
                seen.setdefault(key, (part, strings[0]))
            mo = path.with_suffix(".mo")
            if not mo.exists() or mo.read_bytes() != compiled(catalog):
                yield f"{mo.relative_to(ROOT)}: not {path.name} compiled (python tools/catalogs.py compile)"


def main(argv: list[str]) -> int:
    if argv == ["update"]:
        update()
        return 0
    if argv == ["compile"]:
        compile_all()
        return 0
    if argv == ["check"]:
        found = list(problems())
        for line in found:
            print(line)
        return 1 if found else 0
    print("usage: python tools/catalogs.py update|compile|check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
