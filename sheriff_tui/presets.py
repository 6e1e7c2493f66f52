"""House rules as presets: TOML files with ``game``, ``name``, ``description``,
optional ``description_ja``, optional ``extends`` and a ``[rules]`` table.

The schema of each game's rules is its ``Rules`` dataclass (fields declared
with :func:`sheriff_tui.engine.core.option`); validation, the editor and the
help text all read it from there. Built-in presets ship in ``rules/presets/``;
the user's own live in ``<config>/presets/`` and a broken one never stops the
others from loading.

Long: reading, checking, resolving and writing presets share one schema and its
errors; the reading of files itself is ``userfiles.py``.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from . import i18n, paths, userfiles
from .engine import GAMES, game_module
from .i18n import N_, _

NAME_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,47}")  # matched with fullmatch
NAME_RULE = N_("lower-case letters, digits, - and _, starting with a letter or digit, at most 48 characters")  # _() it where shown
TOP_KEYS = {"game", "name", "description", "description_ja", "extends", "rules"}


class PresetError(ValueError):
    """A preset that can't be used; ``problems`` holds one line per problem."""

    def __init__(self, problems: list[str], unknown_name: bool = False) -> None:
        problems = [userfiles.printable(line) for line in problems]  # a value from the file may hold ESC, CR …
        super().__init__("\n".join(problems))
        self.problems = problems
        self.unknown_name = unknown_name  # "no preset named …": no file of that name, so callers can say it their way


# The words of Field.allowed() around the values (which stay as a preset file writes them).
# English here; Field.allowed_text() gives them in the language in use.
ALLOWED_WORDS: Mapping[str, str] = {"range": "a whole number {lo}–{hi}", "number": "a whole number", "text": "text"}


@dataclass(frozen=True)
class Field:
    """One house rule as the schema declares it."""

    name: str
    type: type
    default: Any
    doc: str
    choices: tuple[Any, ...] | None
    min: int | None
    max: int | None

    def allowed(self, words: Mapping[str, str] = ALLOWED_WORDS) -> str:
        """The values the rule allows, in ``words`` (:data:`ALLOWED_WORDS`'s keys): English by
        default, as the error lines of preset files quote it; the help passes them translated."""
        if self.choices is not None:
            return ", ".join(_fmt(c) for c in self.choices)
        if self.type is bool:
            return "true, false"
        if self.type is int:
            if self.min is not None and self.max is not None:
                return words["range"].format(lo=self.min, hi=self.max)
            return words["number"]
        return words["text"]

    def check(self, value: Any) -> str | None:
        """Why ``value`` is not allowed, or None."""
        ok_type = isinstance(value, self.type) and not (self.type is int and isinstance(value, bool))
        if not ok_type or (self.choices is not None and value not in self.choices):
            return _("{value} is not allowed; allowed: {allowed}").format(value=_fmt(value), allowed=self.allowed_text())
        if self.type is int and ((self.min is not None and value < self.min) or (self.max is not None and value > self.max)):
            return _("{value} is out of range; allowed: {allowed}").format(value=_fmt(value), allowed=self.allowed_text())
        return None

    def allowed_text(self) -> str:
        """:meth:`allowed` with its words in the language in use; the values themselves as a
        preset file writes them."""
        words = {
            # TRANSLATORS: the allowed values of a house rule that is a number from lo to hi
            "range": _("a whole number {lo}–{hi}"),
            "number": _("a whole number"),
            # TRANSLATORS: the allowed values of a house rule that is free text
            "text": _("text"),
        }
        return self.allowed(words)


def _fmt(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return f'"{v}"'
    return str(v)


def schema(game: str) -> list[Field]:
    return list(_schema(game))


@functools.cache
def _schema(game: str) -> tuple[Field, ...]:
    """The game's rule keys, read once: checking one table asks for them a hundred times."""
    rules_cls = game_module(game).Rules
    out = []
    for f in dataclasses.fields(rules_cls):
        typ = {"int": int, "bool": bool, "str": str}[f.type if isinstance(f.type, str) else f.type.__name__]
        m = f.metadata
        out.append(Field(f.name, typ, f.default, m["doc"], m["choices"], m["min"], m["max"]))
    return tuple(out)


@dataclass(frozen=True)
class Preset:
    """One preset file as read: its own keys only (``rules`` is not merged over ``extends``).

    ``description_ja`` is the Japanese of ``description`` ("" when the file has none). Neither
    description is inherited through ``extends``: a preset that writes its own ``description``
    but no ``description_ja`` is described in English in Japanese too, never with its base's
    Japanese (that would describe the base).
    """

    name: str
    game: str
    description: str
    extends: str | None
    rules: Mapping[str, Any]
    path: Path | None
    builtin: bool
    description_ja: str = ""  # last, with a default: callers that build a Preset by position still work

    def describe(self, lang: str) -> str:
        """The description in ``lang`` ("ja" or "en"): the Japanese one when asked for and there
        is one, else the English one."""
        if lang == "ja" and self.description_ja:
            return self.description_ja
        return self.description


# -- reading ---------------------------------------------------------------


def read_preset(path: Path, builtin: bool = False) -> Preset:
    """Read one preset file; its problems raise PresetError (all of them)."""
    preset, problems = _read(path, builtin)
    if problems:
        raise PresetError(problems)
    assert preset is not None
    return preset


def _read(path: Path, builtin: bool) -> tuple[Preset | None, list[str]]:
    """A preset file and every problem in it.

    The preset comes back even with problems (its bad rules left out) whenever
    its game is known, so that the caller can also check what it extends and
    the rules that clash; it is None when there is nothing to check further.
    """
    where = str(path)
    data, problems = userfiles.read_table(path, sorted(TOP_KEYS))
    if data is None:
        return None, problems
    game = data.get("game")
    known = isinstance(game, str) and game in GAMES
    if not known:
        if game is None:
            problems.append(_("{where}: game: missing; allowed: {allowed}").format(where=where, allowed=", ".join(GAMES)))
        else:
            problems.append(_("{where}: game: {value} is not a game; allowed: {allowed}").format(where=where, value=_fmt(game), allowed=", ".join(GAMES)))
    name = data.get("name", path.stem)
    if not isinstance(name, str) or not NAME_RE.fullmatch(name):
        problems.append(_("{where}: name: {value} is not a preset name; allowed: {rule}").format(where=where, value=_fmt(name), rule=_(NAME_RULE)))
    elif name != path.stem:
        problems.append(
            _("{where}: name: {value} differs from the file name; name the file {name}.toml").format(where=where, value=_fmt(name), name=name)
        )
    desc = _text_key(data, "description", where, problems)
    desc_ja = _text_key(data, "description_ja", where, problems)
    extends = data.get("extends")
    if extends is not None and not isinstance(extends, str):
        problems.append(_("{where}: extends: must be the name of another preset").format(where=where))
        extends = None
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        problems.append(_("{where}: rules: must be a table ([rules])").format(where=where))
        rules = {}
    if not known:
        return None, problems
    problems.extend(check_table(game, rules, where))
    return Preset(path.stem, game, desc, extends, allowed_part(game, rules), path, builtin, desc_ja), problems


def _text_key(data: Mapping[str, Any], key: str, where: str, problems: list[str]) -> str:
    """A description key of the file ("" when absent or bad; a bad one adds its line to ``problems``)."""
    value = data.get(key, "")
    if not isinstance(value, str):
        problems.append(_("{where}: {key}: must be text").format(where=where, key=key))
        return ""
    if why := userfiles.text_problem(value):
        problems.append(f"{where}: {key}: {why}")
        return ""
    return value


def check_table(game: str, table: Mapping[str, Any], where: str) -> list[str]:
    """Every problem of a rules table against the game's schema (keys and values).

    Each line starts with ``where`` (a file, usually), unless it is empty.
    """
    fields = {f.name: f for f in schema(game)}
    at = f"{where}: " if where else ""
    problems = []
    for key, value in table.items():
        f = fields.get(key)
        if f is None:
            problems.append(_("{at}rules.{key}: unknown rule for {game}; allowed: {allowed}").format(at=at, key=key, game=game, allowed=", ".join(fields)))
            continue
        why = f.check(value)
        if why:
            problems.append(f"{at}rules.{key}: {why}")
    return problems


def allowed_part(game: str, table: Mapping[str, Any]) -> dict[str, Any]:
    """The entries of a rules table that the schema allows, each taken alone."""
    fields = {f.name: f for f in schema(game)}
    return {k: v for k, v in table.items() if k in fields and fields[k].check(v) is None}


def builtin_presets() -> dict[str, Preset]:
    return dict(_builtin_presets(paths.rules_dir()))


@functools.cache
def _builtin_presets(rules_dir: Path) -> dict[str, Preset]:
    """The shipped presets, read once a run: they are part of the package, never edited while it runs
    (every command and screen asks for them, each user preset's check too)."""
    out = {}
    for path in sorted((rules_dir / "presets").glob("*.toml")):
        p = read_preset(path, builtin=True)  # a broken built-in is our bug: let it raise
        out[p.name] = p
    return out


def user_presets_dir(config_dir: str | Path | None = None) -> Path:
    return paths.config_dir(config_dir) / "presets"


def all_presets(config_dir: str | Path | None = None) -> tuple[dict[str, Preset], list[str]]:
    """Built-in and user presets, and one line per problem of each user preset skipped.

    A user preset is skipped, with every problem it has, when its file is
    broken, it takes a built-in's name, or it can't be resolved (a missing or
    skipped base, a loop, another game's base, rules that clash); the others
    load all the same.
    """
    presets, problems = _load_all(config_dir)
    return presets, [line for stem in sorted(problems) for line in problems[stem]]


@dataclass(frozen=True)
class Catalog:
    """Every preset read and resolved once: New game, the palette and the start of a match
    ask it instead of reading every file again per preset."""

    presets: dict[str, Preset]
    problems: list[str]  # as :func:`all_presets` tells them
    rules: dict[str, Any]  # name -> its Rules, or the PresetError building them raised


def catalog(config_dir: str | Path | None = None) -> Catalog:
    """One pass over the presets: each file read once, each ``extends`` chain resolved once."""
    found, problems = _load_all(config_dir)
    tables, errors = _resolve_all(found)  # the ones with problems were left out by _load_all
    rules: dict[str, Any] = {}
    for name, p in found.items():
        try:
            if name in errors:
                raise PresetError(errors[name])
            rules[name] = rules_from_table(p.game, tables[name], str(p.path or name))
        except PresetError as exc:
            rules[name] = exc
    return Catalog(found, [line for stem in sorted(problems) for line in problems[stem]], rules)


def user_stamp(config_dir: str | Path | None = None) -> tuple[tuple[str, int, int, int], ...]:
    """The user's preset files as the disk has them now (name, inode, size, mtime): a cached
    :class:`Catalog` is stale when this changes. A save replaces its file (a new inode), so an
    edit is seen even within the clock's resolution."""
    folder = user_presets_dir(config_dir)
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return ()
    out = []
    for entry in entries:
        if entry.name.endswith(".toml"):
            try:
                st = entry.stat()
            except OSError:
                continue
            out.append((entry.name, st.st_ino, st.st_size, st.st_mtime_ns))
    return tuple(sorted(out))


def presets_by_file(config_dir: str | Path | None = None) -> tuple[dict[str, Preset], dict[str, list[str]]]:
    """The presets that load, and the problems of each user file skipped, by file stem.

    The presets screen lists a skipped file beside the others, so that its
    problems stay in sight (and it can be deleted) rather than flash by once.
    """
    return _load_all(config_dir)


def check_file(path: str | Path, config_dir: str | Path | None = None) -> tuple[Preset | None, list[str]]:
    """One preset file checked as if it were loaded with the others: the preset, or every problem."""
    path = Path(path)
    presets, problems = _load_all(config_dir, extra=path)
    if problems.get(path.stem):
        return None, problems[path.stem]
    return presets[path.stem], []


def _load_all(config_dir: str | Path | None, extra: Path | None = None) -> tuple[dict[str, Preset], dict[str, list[str]]]:
    """The presets that load, and the problems of each user file that doesn't, by file stem.

    ``extra`` is a file to load as though it were in the user's folder.
    """
    presets = builtin_presets()
    _tables, errors = _resolve_all(presets)
    if errors:  # a broken built-in is our bug: let it show
        raise PresetError([line for lines in errors.values() for line in lines])
    folder = user_presets_dir(config_dir)
    files = {path.stem: path for path in sorted(folder.glob("*.toml"))} if folder.is_dir() else {}
    if extra is not None and not any(p.path is not None and p.path.resolve() == extra.resolve() for p in presets.values()):
        files[extra.stem] = extra
    problems: dict[str, list[str]] = {}
    broken: dict[str, Preset] = {}
    for stem, path in sorted(files.items()):
        p, found = _read(path, builtin=False)
        if p is not None and p.name in presets:
            found.append(_("{where}: name: {value} is a built-in preset; choose another name").format(where=path, value=_fmt(p.name)))
            p = None  # nothing more to say about it
        if found:
            problems[stem] = found
            if p is not None:
                broken[stem] = p
            continue
        presets[stem] = p  # type: ignore[assignment]
    skipped = set(problems)
    _tables, errors = _resolve_all(presets, skipped)
    for stem, lines in errors.items():
        problems[stem] = lines
        del presets[stem]
    skipped |= set(errors)
    for stem, p in broken.items():  # also what they extend and which rules clash
        _tables, errors = _resolve_all({**presets, stem: p}, skipped, only=stem)
        problems[stem] += [line for line in errors.get(stem, ()) if line not in problems[stem]]
    # one line each, whatever a key, a value or the file's name holds (ESC, CR, a newline …)
    return presets, {stem: [userfiles.printable(line) for line in lines] for stem, lines in problems.items()}


def resolve_table(preset: Preset, presets: Mapping[str, Preset], skipped: set[str] | frozenset[str] = frozenset()) -> dict[str, Any]:
    """The preset's rules table merged over its ``extends`` chain, checked.

    ``skipped`` names presets left out for their problems, so that one that
    extends them is told why its base is missing.
    """
    tables, errors = _resolve_all({**presets, preset.name: preset}, skipped, only=preset.name)
    if preset.name in errors:
        raise PresetError(errors[preset.name])
    return tables[preset.name]


def _resolve_all(
    presets: Mapping[str, Preset],
    skipped: set[str] | frozenset[str] = frozenset(),
    only: str | None = None,
) -> tuple[dict[str, dict[str, Any]], dict[str, list[str]]]:
    """Each preset's merged rules table, or its problems, each told at its own file.

    A preset whose base has problems fails too, pointing at the base; every
    member of an ``extends`` loop is told of the loop.
    """
    tables: dict[str, dict[str, Any]] = {}
    errors: dict[str, list[str]] = {}

    def where(name: str) -> str:
        return str(presets[name].path or name)

    def unusable(name: str, b: str) -> list[str]:
        return [_("{where}: extends: the preset {base} can't be used: it has problems of its own").format(where=where(name), base=_fmt(b))]

    def visit(name: str, stack: list[str]) -> None:
        if name in tables or name in errors:
            return
        p = presets[name]
        base: dict[str, Any] = {}
        if p.extends is not None:
            b = p.extends
            q = presets.get(b)
            if q is None and b in skipped:
                errors[name] = unusable(name, b)
                return
            if q is None:
                errors[name] = []  # told once every preset is visited: which bases are usable is known then
                missing[name] = b
                return
            if q.game != p.game:
                errors[name] = [
                    _("{where}: extends: {base} is a {its_game} preset, not {game}").format(where=where(name), base=_fmt(b), its_game=q.game, game=p.game)
                ]
                return
            if b in stack:
                loop = stack[stack.index(b) :]
                for k, member in enumerate(loop):
                    ring = " -> ".join(loop[k:] + loop[:k] + [member])
                    errors.setdefault(member, [_("{where}: extends: goes round a loop: {ring}").format(where=where(member), ring=ring)])
                return
            visit(b, stack + [b])
            if name in errors:  # one of a loop
                return
            if b in errors:
                errors[name] = unusable(name, b)
                return
            base = tables[b]
        table = {**base, **p.rules}
        found = _table_problems(p.game, table, where(name))
        if found:
            errors[name] = found
            return
        tables[name] = table

    missing: dict[str, str] = {}
    for name in [only] if only is not None else list(presets):
        visit(name, [name])
    for name, b in missing.items():
        # a skipped user file may share a built-in's name: the built-in is still a base
        names = sorted(
            n for n, r in presets.items()
            if r.game == presets[name].game and n != name and n not in errors and (r.builtin or n not in skipped)
        )
        errors[name] = [_("{where}: extends: no preset named {base}; allowed: {allowed}").format(where=where(name), base=_fmt(b), allowed=", ".join(names))]
    return tables, errors


def rules_from_table(game: str, table: Mapping[str, Any], where: str = "rules") -> Any:
    """Build the game's frozen Rules; every problem at once in a PresetError.

    Rules that clash (``Rules.problems()``) are checked on the values that are
    allowed alone, so one look at a file tells all that is wrong with it.
    """
    problems = check_table(game, table, where)
    rules = game_module(game).Rules(**allowed_part(game, table))
    at = f"{where}: " if where else ""
    problems += [f"{at}rules.{key}: {msg}" for key, msg in rules.problems()]
    if problems:
        raise PresetError(problems)
    return rules


def _table_problems(game: str, table: Mapping[str, Any], where: str) -> list[str]:
    """``rules_from_table``'s problems, remembered for tables of plain values (every look at the
    presets checks each built-in again: the same tables, the same answer)."""
    try:
        key = (game, tuple(sorted(table.items())), where, i18n.lang())  # the lines are in the language in use
        hash(key)
    except TypeError:  # a list in a broken user file: checked every time
        key = None
    if key is None:
        return _check_rules(game, table, where)
    return list(_checked(key))


@functools.lru_cache(maxsize=4096)
def _checked(key: tuple[str, tuple[tuple[str, Any], ...], str, str]) -> tuple[str, ...]:
    game, items, where, _lang = key
    return tuple(_check_rules(game, dict(items), where))


def _check_rules(game: str, table: Mapping[str, Any], where: str) -> list[str]:
    try:
        rules_from_table(game, table, where)
    except PresetError as exc:
        return list(exc.problems)
    return []


def rules_to_table(rules: Any) -> dict[str, Any]:
    return dataclasses.asdict(rules)


def _not_found(name: str, allowed: Iterable[str], skipped: Mapping[str, list[str]]) -> PresetError:
    """A name that isn't loaded: a user file of that name that was skipped says why, else what is allowed."""
    if skipped.get(name):
        return PresetError([_("the preset {name} can't be used: {problem}").format(name=_fmt(name), problem=line) for line in skipped[name]])
    return PresetError([_("no preset named {name}; allowed: {allowed}").format(name=_fmt(name), allowed=", ".join(sorted(allowed)))], unknown_name=True)


def why_missing(name: str, game: str | None = None, config_dir: str | Path | None = None) -> PresetError:
    """Why ``name`` is not among the presets (of ``game``, when given): its file's problems, or what is allowed."""
    presets, skipped = _load_all(config_dir)
    return _not_found(name, (n for n, q in presets.items() if game is None or q.game == game), skipped)


def get_preset(name: str, config_dir: str | Path | None = None) -> Preset:
    presets, skipped = _load_all(config_dir)
    if name not in presets:
        raise _not_found(name, presets, skipped)
    return presets[name]


def load_rules(
    game: str,
    preset: str | None = None,
    overrides: Mapping[str, Any] | None = None,
    config_dir: str | Path | None = None,
    where: str | None = None,
) -> Any:
    """The Rules of a preset (the game's plain preset by default), with overrides.

    ``where`` names the overrides in messages ("" for none, as a record has).
    """
    presets, skipped = _load_all(config_dir)
    name = preset or game
    p = presets.get(name)
    if p is None:
        raise _not_found(name, (n for n, q in presets.items() if q.game == game), skipped)
    if p.game != game:
        raise PresetError([_("preset {name} is for {its_game}, not {game}").format(name=_fmt(name), its_game=p.game, game=game)])
    table = resolve_table(p, presets)
    if not overrides:
        return rules_from_table(game, table, str(p.path or name))
    table.update(overrides)
    return rules_from_table(game, table, _("{name} with changes").format(name=name) if where is None else where)


# -- writing ---------------------------------------------------------------


def dump_preset(preset: Preset) -> str:
    import tomli_w

    data: dict[str, Any] = {"game": preset.game, "name": preset.name, "description": preset.description}
    if preset.description_ja:
        data["description_ja"] = preset.description_ja
    if preset.extends:
        data["extends"] = preset.extends
    data["rules"] = dict(preset.rules)
    return tomli_w.dumps(data)


def save_user_preset(preset: Preset, config_dir: str | Path | None = None) -> Path:
    """Validate, then write by atomic replace; built-in names are refused."""
    if not NAME_RE.fullmatch(preset.name):
        raise PresetError([_("name: {value} is not a preset name; allowed: {rule}").format(value=_fmt(preset.name), rule=_(NAME_RULE))])
    builtins = builtin_presets()
    if preset.name in builtins:
        raise PresetError([_("name: {value} is a built-in preset and can't be changed; choose another name").format(value=_fmt(preset.name))])
    presets, _problems = all_presets(config_dir)
    path = user_presets_dir(config_dir) / f"{preset.name}.toml"
    candidate = dataclasses.replace(preset, path=path, builtin=False)
    presets[preset.name] = candidate
    resolve_table(candidate, presets)
    try:
        before = paths.read_user_text(path)
    except (OSError, ValueError):
        before = None
    edited = _edited_preset(before, candidate) if before is not None else None
    paths.write_atomic(path, edited if edited is not None else dump_preset(candidate))
    return path


def _edited_preset(text: str, preset: Preset) -> str | None:
    """The player's file ``text`` with ``preset``'s values set in it: a value that didn't change
    keeps its line, comment and place; a rule the file didn't name and that stays at its
    default (no ``extends``) is not added. None when the file is not TOML or the edit would
    not read back as ``preset`` (the whole file is written then)."""
    import tomlkit

    try:
        old = tomllib.loads(text)
        doc = tomlkit.parse(text)
        wanted: dict[str, Any] = {"game": preset.game, "name": preset.name, "description": preset.description}
        for key in [k for k in old if k not in TOP_KEYS]:  # a key no preset has: the file would not load
            del doc[key]
        for key, value in wanted.items():
            if old.get(key) != value:
                doc[key] = value
        if preset.description_ja:
            if old.get("description_ja") != preset.description_ja:
                doc["description_ja"] = preset.description_ja
        elif "description_ja" in doc:
            del doc["description_ja"]
        if preset.extends:
            if old.get("extends") != preset.extends:
                doc["extends"] = preset.extends
        elif "extends" in doc:
            del doc["extends"]
        defaults = {} if preset.extends else {f.name: f.default for f in schema(preset.game)}
        old_rules = old.get("rules") if isinstance(old.get("rules"), dict) else None
        if old_rules is None:
            if "rules" in doc:
                del doc["rules"]
            doc["rules"] = tomlkit.table()
            old_rules = {}
        rules = doc["rules"]
        for key in [k for k in old_rules if k not in preset.rules]:
            del rules[key]
        for key, value in preset.rules.items():
            if key in old_rules:
                if old_rules[key] != value or type(old_rules[key]) is not type(value):
                    rules[key] = value
            elif key not in defaults or defaults[key] != value or type(defaults[key]) is not type(value):
                rules[key] = value
        out = tomlkit.dumps(doc)
        again = tomllib.loads(out)
    except Exception:  # tomlkit's own errors are many: any of them means the plain write
        return None
    meant = {**defaults, **preset.rules}
    got = {**defaults, **again.get("rules", {})}
    if (
        got != meant
        or any(again.get(k) != v for k, v in wanted.items())
        or again.get("extends") != preset.extends
        or again.get("description_ja", "") != preset.description_ja
    ):
        return None
    return out


def new_user_preset(
    name: str,
    base: str,
    config_dir: str | Path | None = None,
    description: str | None = None,
    description_ja: str | None = None,
) -> Path:
    """A user preset that starts as a full copy of ``base``: every rule written out.

    Without ``description`` it is the base's, "(copy of BASE)" added, in both languages;
    with one and no ``description_ja`` it has no Japanese description (the base's would
    describe the base). It never replaces a file: not another preset, nor a broken one being mended.
    """
    presets, _problems = all_presets(config_dir)
    if base not in presets:
        raise PresetError([f"--from: {line}" for line in why_missing(base, config_dir=config_dir).problems])
    if name in presets:
        if presets[name].builtin:
            raise PresetError([_("name: a built-in preset named {name} exists already; choose another name").format(name=_fmt(name))])
        raise PresetError([_("name: a preset named {name} exists already; choose another name").format(name=_fmt(name))])
    path = user_presets_dir(config_dir) / f"{name}.toml"
    if NAME_RE.fullmatch(name) and path.exists():
        raise PresetError([_("name: {path} exists already (a preset with problems?); choose another name or delete it").format(path=path)])
    b = presets[base]
    full = rules_to_table(rules_from_table(b.game, resolve_table(b, presets), str(b.path or b.name)))
    desc = description if description is not None else f"{b.description} (copy of {base})"
    if description_ja is not None:
        desc_ja = description_ja
    elif description is None and b.description_ja:
        desc_ja = f"{b.description_ja}（{base} のコピー）"
    else:
        desc_ja = ""
    return save_user_preset(Preset(name, b.game, desc, None, full, None, False, desc_ja), config_dir)


def delete_user_preset(name: str, config_dir: str | Path | None = None) -> None:
    """Delete one of the user's preset files (a broken one too); never a built-in."""
    if not NAME_RE.fullmatch(name):
        raise PresetError([_("{value} is not a preset name; allowed: {rule}").format(value=_fmt(name), rule=_(NAME_RULE))])
    path = user_presets_dir(config_dir) / f"{name}.toml"
    if path.is_file():  # a user's file, even one skipped for taking a built-in's name: never a built-in
        path.unlink()
        return
    if name in builtin_presets():
        raise PresetError([_("{name} is a built-in preset and can't be deleted").format(name=_fmt(name))])
    raise PresetError([_("no user preset named {name} in {folder}").format(name=_fmt(name), folder=path.parent)])
