"""House rules as presets: TOML files with ``game``, ``name``, ``description``,
optional ``extends`` and a ``[rules]`` table.

The schema of each game's rules is its ``Rules`` dataclass (fields declared
with :func:`sheriff_tui.engine.core.option`); validation, the editor and the
help text all read it from there. Built-in presets ship in ``rules/presets/``;
the user's own live in ``<config>/presets/`` and a broken one never stops the
others from loading.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from . import paths
from .engine import GAMES, game_module

NAME_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,47}$")
NAME_RULE = "lower-case letters, digits, - and _, starting with a letter or digit, at most 48 characters"
TOP_KEYS = {"game", "name", "description", "extends", "rules"}


class PresetError(ValueError):
    """A preset that can't be used; ``problems`` holds one line per problem."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


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

    def allowed(self) -> str:
        if self.choices is not None:
            return ", ".join(_fmt(c) for c in self.choices)
        if self.type is bool:
            return "true, false"
        if self.type is int:
            lo = "" if self.min is None else str(self.min)
            hi = "" if self.max is None else str(self.max)
            return f"a whole number {lo}–{hi}" if lo and hi else "a whole number"
        return "text"

    def check(self, value: Any) -> str | None:
        """Why ``value`` is not allowed, or None."""
        ok_type = isinstance(value, self.type) and not (self.type is int and isinstance(value, bool))
        if not ok_type:
            return f"{_fmt(value)} is not allowed; allowed: {self.allowed()}"
        if self.choices is not None and value not in self.choices:
            return f"{_fmt(value)} is not allowed; allowed: {self.allowed()}"
        if self.type is int and ((self.min is not None and value < self.min) or (self.max is not None and value > self.max)):
            return f"{_fmt(value)} is out of range; allowed: {self.allowed()}"
        return None


def _fmt(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return f'"{v}"'
    return str(v)


def schema(game: str) -> list[Field]:
    rules_cls = game_module(game).Rules
    out = []
    for f in dataclasses.fields(rules_cls):
        typ = {"int": int, "bool": bool, "str": str}[f.type if isinstance(f.type, str) else f.type.__name__]
        m = f.metadata
        out.append(Field(f.name, typ, f.default, m["doc"], m["choices"], m["min"], m["max"]))
    return out


@dataclass(frozen=True)
class Preset:
    name: str
    game: str
    description: str
    extends: str | None
    rules: Mapping[str, Any]
    path: Path | None
    builtin: bool


# -- reading ---------------------------------------------------------------


def read_preset(path: Path, builtin: bool = False) -> Preset:
    """Read one preset file; structural problems raise PresetError (all of them)."""
    where = str(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise PresetError([f"{where}: not valid TOML: {exc}"]) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise PresetError([f"{where}: can't read the file: {exc}"]) from None
    problems = []
    for key in sorted(set(data) - TOP_KEYS):
        problems.append(f"{where}: {key}: unknown key; allowed: {', '.join(sorted(TOP_KEYS))}")
    game = data.get("game")
    if game not in GAMES:
        problems.append(f"{where}: game: {_fmt(game) if game is not None else 'missing'}; allowed: {', '.join(GAMES)}")
    name = data.get("name", path.stem)
    if not isinstance(name, str) or not NAME_RE.match(name):
        problems.append(f"{where}: name: {_fmt(name)} is not a preset name; allowed: {NAME_RULE}")
    elif name != path.stem:
        problems.append(f"{where}: name: {_fmt(name)} differs from the file name; name the file {name}.toml")
    desc = data.get("description", "")
    if not isinstance(desc, str):
        problems.append(f"{where}: description: must be text")
    extends = data.get("extends")
    if extends is not None and not isinstance(extends, str):
        problems.append(f"{where}: extends: must be the name of another preset")
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        problems.append(f"{where}: rules: must be a table ([rules])")
        rules = {}
    if game in GAMES:
        problems.extend(check_table(game, rules, where))
    if problems:
        raise PresetError(problems)
    return Preset(name, game, desc, extends, dict(rules), path, builtin)


def check_table(game: str, table: Mapping[str, Any], where: str) -> list[str]:
    """Every problem of a rules table against the game's schema (keys and values)."""
    fields = {f.name: f for f in schema(game)}
    problems = []
    for key, value in table.items():
        f = fields.get(key)
        if f is None:
            problems.append(f"{where}: rules.{key}: unknown rule for {game}; allowed: {', '.join(fields)}")
            continue
        why = f.check(value)
        if why:
            problems.append(f"{where}: rules.{key}: {why}")
    return problems


def builtin_presets() -> dict[str, Preset]:
    out = {}
    for path in sorted((paths.rules_dir() / "presets").glob("*.toml")):
        p = read_preset(path, builtin=True)  # a broken built-in is our bug: let it raise
        out[p.name] = p
    return out


def user_presets_dir(config_dir: str | Path | None = None) -> Path:
    return paths.config_dir(config_dir) / "presets"


def all_presets(config_dir: str | Path | None = None) -> tuple[dict[str, Preset], list[str]]:
    """Built-in and user presets, and one line per user preset that was skipped."""
    presets = builtin_presets()
    problems: list[str] = []
    folder = user_presets_dir(config_dir)
    if folder.is_dir():
        for path in sorted(folder.glob("*.toml")):
            try:
                p = read_preset(path)
            except PresetError as exc:
                problems.extend(exc.problems)
                continue
            if p.name in presets:
                problems.append(f"{path}: name: {_fmt(p.name)} is a built-in preset; choose another name")
                continue
            presets[p.name] = p
    for p in list(presets.values()):
        try:
            resolve_table(p, presets)
        except PresetError as exc:
            if p.builtin:
                raise
            problems.extend(exc.problems)
            del presets[p.name]
    return presets, problems


def resolve_table(preset: Preset, presets: Mapping[str, Preset]) -> dict[str, Any]:
    """The preset's rules table merged over its ``extends`` chain."""
    chain = [preset]
    seen = {preset.name}
    while chain[-1].extends:
        base_name = chain[-1].extends
        where = str(chain[-1].path or chain[-1].name)
        base = presets.get(base_name)
        if base is None:
            raise PresetError([f"{where}: extends: no preset named {_fmt(base_name)}; allowed: {', '.join(sorted(n for n, q in presets.items() if q.game == preset.game))}"])
        if base.game != chain[-1].game:
            raise PresetError([f"{where}: extends: {_fmt(base_name)} is a {base.game} preset, not {chain[-1].game}"])
        if base.name in seen:
            raise PresetError([f"{where}: extends: {_fmt(base_name)} leads back to itself"])
        seen.add(base.name)
        chain.append(base)
    table: dict[str, Any] = {}
    for p in reversed(chain):
        table.update(p.rules)
    rules_from_table(preset.game, table, str(preset.path or preset.name))
    return table


def rules_from_table(game: str, table: Mapping[str, Any], where: str = "rules") -> Any:
    """Build the game's frozen Rules; every problem at once in a PresetError."""
    problems = check_table(game, table, where)
    if problems:
        raise PresetError(problems)
    rules = game_module(game).Rules(**table)
    cross = [f"{where}: rules.{key}: {msg}" for key, msg in rules.problems()]
    if cross:
        raise PresetError(cross)
    return rules


def rules_to_table(rules: Any) -> dict[str, Any]:
    return dataclasses.asdict(rules)


def get_preset(name: str, config_dir: str | Path | None = None) -> Preset:
    presets, _ = all_presets(config_dir)
    if name not in presets:
        raise PresetError([f"no preset named {_fmt(name)}; allowed: {', '.join(sorted(presets))}"])
    return presets[name]


def load_rules(
    game: str,
    preset: str | None = None,
    overrides: Mapping[str, Any] | None = None,
    config_dir: str | Path | None = None,
) -> Any:
    """The Rules of a preset (the game's plain preset by default), with overrides."""
    presets, _ = all_presets(config_dir)
    name = preset or game
    p = presets.get(name)
    if p is None:
        raise PresetError([f"no preset named {_fmt(name)}; allowed: {', '.join(sorted(n for n, q in presets.items() if q.game == game))}"])
    if p.game != game:
        raise PresetError([f"preset {_fmt(name)} is for {p.game}, not {game}"])
    table = resolve_table(p, presets)
    table.update(overrides or {})
    return rules_from_table(game, table, str(p.path or name) if not overrides else f"{name} with changes")


# -- writing ---------------------------------------------------------------


def dump_preset(preset: Preset) -> str:
    import tomli_w

    data: dict[str, Any] = {"game": preset.game, "name": preset.name, "description": preset.description}
    if preset.extends:
        data["extends"] = preset.extends
    data["rules"] = dict(preset.rules)
    return tomli_w.dumps(data)


def save_user_preset(preset: Preset, config_dir: str | Path | None = None) -> Path:
    """Validate, then write by atomic replace; built-in names are refused."""
    if not NAME_RE.match(preset.name):
        raise PresetError([f"name: {_fmt(preset.name)} is not a preset name; allowed: {NAME_RULE}"])
    builtins = builtin_presets()
    if preset.name in builtins:
        raise PresetError([f"name: {_fmt(preset.name)} is a built-in preset and can't be changed; choose another name"])
    presets, _ = all_presets(config_dir)
    path = user_presets_dir(config_dir) / f"{preset.name}.toml"
    candidate = dataclasses.replace(preset, path=path, builtin=False)
    presets[preset.name] = candidate
    resolve_table(candidate, presets)
    paths.write_atomic(path, dump_preset(candidate))
    return path


def new_user_preset(name: str, base: str, config_dir: str | Path | None = None, description: str | None = None) -> Path:
    """A user preset that starts as a full copy of ``base``'s resolved rules."""
    presets, _ = all_presets(config_dir)
    if base not in presets:
        raise PresetError([f"--from: no preset named {_fmt(base)}; allowed: {', '.join(sorted(presets))}"])
    if name in presets:
        raise PresetError([f"name: a preset named {_fmt(name)} exists already"])
    b = presets[base]
    table = resolve_table(b, presets)
    preset = Preset(name, b.game, description if description is not None else f"{b.description} (copy of {base})", None, table, None, False)
    return save_user_preset(preset, config_dir)


def delete_user_preset(name: str, config_dir: str | Path | None = None) -> None:
    if name in builtin_presets():
        raise PresetError([f"{_fmt(name)} is a built-in preset and can't be deleted"])
    path = user_presets_dir(config_dir) / f"{name}.toml"
    if not path.exists():
        raise PresetError([f"no user preset named {_fmt(name)} in {path.parent}"])
    path.unlink()
