"""The player's settings: ``config.toml`` in the user config folder.

```toml
theme = "sheriff-dark"     # a sheriff theme, one in <config>/themes/, or a Textual one
pace = "normal"            # instant, fast, normal, slow
hints = "normal"           # whose hint H gives: normal (at once, with its reason), hard (its search, with the points of its top two moves)
language = "auto"          # en, ja, or auto: the language of the environment (LANG)
ascii = false              # card suits as C D H S instead of ♣ ♦ ♥ ♠
player_name = "You"
game = "sheepshead"        # the game the New game form starts on: the last one started

[presets]                  # the preset a new table starts from, per game (the last one played)
sheriff = "sheriff"

[keys]                     # binding id = key(s), as Textual's App.set_keymap takes them
"app.quit" = "ctrl+q"
```

A broken file never stops the app: each bad value falls back to its default
and is reported in one line (file, key, what is allowed). Loading never writes.
The app saves with :func:`save_changes`: only the keys the player changed are
written into the file as it is on disk (re-read under a lock, so two windows each
keep their own change), its comments, order and unknown keys kept; a file that
is not TOML at all is first kept beside it (``config.broken-<time>.toml``). No
Textual, no Rich here.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
import time
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from . import i18n, paths, userfiles
from .config_base import DEFAULT_THEME, FrozenMap
from .i18n import N_, _
from .themes import load_themes

FILE_NAME = paths.SETTINGS_FILE
PACES: dict[str, float] = {"instant": 0.0, "fast": 0.25, "normal": 0.7, "slow": 1.5}
"""Seconds per bot action at each pace."""
HINT_LEVELS = ("normal", "hard")
"""Whose hint H gives: ``normal``'s move and reason, or ``hard``'s search with its figures."""
LANGUAGE_CHOICES = i18n.SETTING_CHOICES
"""The app's language: ``auto`` is the environment's (``LANG``), English where it is no other."""
NAME_MAX = 24
DEFAULT_NAME = "You"
"""The player who chose no name: kept as this word, shown in the language in use (あなた)."""


def name_shown(name: str) -> str:
    """The player's name as the form and a new table show it: the unchosen default in the language in use."""
    return _("You") if name == DEFAULT_NAME else name


def is_unnamed(name: str) -> bool:
    """The player who chose no name: "You", or the word a table in another language gave them
    (あなた): the one every game speaks to in the second person."""
    return name in i18n.in_every_language(DEFAULT_NAME)


def unnamed_seat(names: Sequence[str]) -> int | None:
    """The seat of the player who chose no name, if one sits at the table: the one a result says "You win" to."""
    return next((s for s, name in enumerate(names) if is_unnamed(name)), None)


def name_kept(name: str) -> str:
    """The name to keep in the settings: the default as shown in any language is kept as the default,
    so a player who never chose a name is "You" in English again after a match in Japanese."""
    return DEFAULT_NAME if is_unnamed(name) else name


KEYS = ("theme", "pace", "hints", "language", "ascii", "player_name", "game", "presets", "keys")
BINDING_ID_RE = re.compile(r"[A-Za-z0-9_.-]{1,64}")
BINDING_ID_RULE = N_("letters, digits, '.', '-' and '_'")  # _() it where shown
THEME_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
KEY_RE = re.compile(r"[^\s]{1,64}")
KEY_RULE = N_("a key name such as \"n\", \"f2\", \"ctrl+q\", or several joined by commas (\"left,h\")")  # _() it where shown


def _default_presets() -> FrozenMap:
    from .engine import GAMES

    return FrozenMap({game: game for game in GAMES})  # each game's plain preset bears its name


@dataclass(frozen=True)
class Settings:
    """What the player chose. Change one with ``dataclasses.replace`` or :func:`with_changes`.

    ``presets`` and ``keys`` accept any mapping and are kept as :class:`FrozenMap`.
    """

    theme: str = DEFAULT_THEME
    pace: str = "normal"
    hints: str = "normal"
    language: str = "auto"
    ascii: bool = False
    presets: Mapping[str, str] = field(default_factory=_default_presets)
    player_name: str = DEFAULT_NAME
    keys: Mapping[str, str] = field(default_factory=FrozenMap)
    game: str = ""  # the last game started ("": the first in the list)

    def __post_init__(self) -> None:
        for name in ("presets", "keys"):
            value = getattr(self, name)
            if not isinstance(value, FrozenMap):
                object.__setattr__(self, name, FrozenMap(value))

    @property
    def delay(self) -> float:
        """Seconds to wait before each bot action at this pace."""
        return PACES.get(self.pace, PACES["normal"])

    def preset_for(self, game: str) -> str:
        """The preset a new table of ``game`` starts from (the plain game by default)."""
        return self.presets.get(game, game)

    def to_toml(self) -> str:
        import tomli_w

        return tomli_w.dumps(
            {
                "theme": self.theme,
                "pace": self.pace,
                "hints": self.hints,
                "language": self.language,
                "ascii": self.ascii,
                "player_name": self.player_name,
                **({"game": self.game} if self.game else {}),
                "presets": dict(self.presets),
                "keys": dict(self.keys),
            }
        )


def with_changes(settings: Settings, **changes: Any) -> Settings:
    """A copy with some fields changed (``dataclasses.replace``)."""
    return dataclasses.replace(settings, **changes)


def settings_path(config_dir: str | Path | None = None) -> Path:
    return paths.config_dir(config_dir) / FILE_NAME


# -- reading ---------------------------------------------------------------


def _fmt(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return f'"{v}"'
    if isinstance(v, dict):
        return _("a table")
    if isinstance(v, list):
        return _("a list")
    return str(v)


def load_settings(config_dir: str | Path | None = None) -> tuple[Settings, list[str]]:
    """The settings, and one line per problem found (each bad value replaced by its default).

    A missing file is not a problem: it gives the defaults. The file is only
    read, never written.
    """
    path = settings_path(config_dir)
    defaults = Settings()
    where = str(path)
    try:
        data = userfiles.load_toml(path)
    except FileNotFoundError:
        return defaults, []
    except userfiles.UserFileError as exc:
        return defaults, [userfiles.printable(_("{where}: {problem}; using the default settings").format(where=where, problem=exc))]
    except OSError as exc:
        return defaults, [
            userfiles.printable(_("{where}: can't read the file: {reason}; using the default settings").format(where=where, reason=exc.strerror or exc))
        ]

    problems: list[str] = []
    values: dict[str, Any] = {}

    def bad(key: str, why: str, default: Any) -> None:
        if isinstance(default, Mapping):
            problems.append(_("{where}: {key}: {problem}; using the defaults").format(where=where, key=key, problem=why))
        else:
            problems.append(_("{where}: {key}: {problem}; using {default}").format(where=where, key=key, problem=why, default=_fmt(default)))

    for key in sorted(set(data) - set(KEYS)):
        problems.append(_("{where}: {key}: unknown setting, ignored; allowed: {allowed}").format(where=where, key=key, allowed=", ".join(KEYS)))

    if "theme" in data:
        theme = data["theme"]
        if not isinstance(theme, str) or not THEME_NAME_RE.fullmatch(theme):
            names = _theme_names(config_dir)
            why = _("{value} is not a theme name; allowed: {allowed}, or a Textual theme such as \"textual-dark\"").format(value=_fmt(theme), allowed=", ".join(names))
            bad("theme", why, defaults.theme)
        else:
            values["theme"] = theme  # whether it is installed is the app's to say: Textual has themes of its own

    for key, allowed in (("pace", tuple(PACES)), ("hints", HINT_LEVELS), ("language", LANGUAGE_CHOICES)):  # one of a few words
        if key in data:
            word = data[key]
            if not isinstance(word, str) or word not in allowed:
                bad(key, _not_allowed(word, ", ".join(allowed)), getattr(defaults, key))
            else:
                values[key] = word

    if "ascii" in data:
        flag = data["ascii"]
        if not isinstance(flag, bool):
            bad("ascii", _not_allowed(flag, "true, false"), defaults.ascii)
        else:
            values["ascii"] = flag

    if "player_name" in data:
        name = data["player_name"]
        why = _name_problem(name)
        if why:
            bad("player_name", why, defaults.player_name)
        else:
            values["player_name"] = name.strip()

    if "game" in data:
        from .engine import GAMES

        game = data["game"]
        if not isinstance(game, str) or game not in GAMES:
            problems.append(
                _("{where}: game: {value} is not a game; allowed: {allowed}; using the first game").format(where=where, value=_fmt(game), allowed=", ".join(GAMES))
            )
        else:
            values["game"] = game

    if "presets" in data:
        table = data["presets"]
        if not isinstance(table, dict):
            bad("presets", _("must be a table ([presets]) of game = preset name"), defaults.presets)
        else:
            chosen = dict(defaults.presets)
            chosen_problems = _check_presets(table, where, config_dir)
            for game, preset in table.items():
                if game in chosen_problems:
                    problems.append(_("{problem}; using {default}").format(problem=chosen_problems[game], default=_fmt(chosen.get(game, game))))
                else:
                    chosen[game] = preset
            values["presets"] = chosen

    if "keys" in data:
        table = data["keys"]
        if not isinstance(table, dict):
            bad("keys", _("must be a table ([keys]) of binding id = key"), defaults.keys)
        else:
            keys = {}
            for bid, key in _flatten(table).items():
                if not BINDING_ID_RE.fullmatch(bid):
                    problems.append(_("{where}: keys.{bid}: not a binding id, ignored; allowed: {rule}").format(where=where, bid=bid, rule=_(BINDING_ID_RULE)))
                elif not isinstance(key, str) or not KEY_RE.fullmatch(key.strip()):
                    problems.append(
                        _("{where}: keys.{bid}: {value} is not a key, ignored; allowed: {rule}").format(where=where, bid=bid, value=_fmt(key), rule=_(KEY_RULE))
                    )
                else:
                    keys[bid] = key.strip()
            values["keys"] = keys

    return dataclasses.replace(defaults, **values), [userfiles.printable(line) for line in problems]  # one line each, whatever the file holds


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """``app.quit = "q"`` written unquoted in TOML is a nested table: back to ``{"app.quit": "q"}``."""
    out: dict[str, Any] = {}
    for key, value in table.items():
        if isinstance(value, dict) and value:
            out.update(_flatten(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def _not_allowed(value: Any, allowed: str) -> str:
    return _("{value} is not allowed; allowed: {allowed}").format(value=_fmt(value), allowed=allowed)


def _name_problem(name: Any) -> str | None:
    if not isinstance(name, str) or not name.strip():
        return _not_allowed(name, _("a name of 1–{most} characters").format(most=NAME_MAX))
    if len(name.strip()) > NAME_MAX or any(not ch.isprintable() for ch in name):
        return _not_allowed(name, _("a name of 1–{most} printable characters").format(most=NAME_MAX))
    return None


def _theme_names(config_dir: str | Path | None) -> list[str]:
    specs, _problems = load_themes(config_dir=config_dir)
    names = [s.name for s in specs]
    return names if DEFAULT_THEME in names else [DEFAULT_THEME, *names]


def _check_presets(table: Mapping[str, Any], where: str, config_dir: str | Path | None) -> dict[str, str]:
    """game -> the problem with the preset chosen for it (only the bad ones)."""
    if _all_builtin(table):  # as the app writes them mostly: nothing to read but their files
        return {}
    from . import presets
    from .engine import GAMES

    found, _problems = presets.all_presets(config_dir)
    out = {}
    for game, name in table.items():
        if game not in GAMES:
            out[game] = _("{where}: presets.{game}: not a game; allowed: {allowed}").format(where=where, game=game, allowed=", ".join(GAMES))
            continue
        allowed = ", ".join(sorted(n for n, p in found.items() if p.game == game))
        if not isinstance(name, str) or name not in found:
            out[game] = _("{where}: presets.{game}: {value} is not a preset; allowed: {allowed}").format(where=where, game=game, value=_fmt(name), allowed=allowed)
        elif found[name].game != game:
            out[game] = _("{where}: presets.{game}: {value} is a {its_game} preset; allowed: {allowed}").format(
                where=where, game=game, value=_fmt(name), its_game=found[name].game, allowed=allowed
            )
    return out


def _all_builtin(table: Mapping[str, Any]) -> bool:
    """Whether each chosen preset is a built-in one of its game, as its shipped file says. A user
    preset can't take a built-in's name, so every preset need not be read (nor each game's rules
    imported to check them) to know it is there: the menu's first frame waits for this."""
    from .engine import GAMES

    folder = paths.rules_dir() / "presets"
    shipped = {path.stem: path for path in folder.glob("*.toml")}
    for game, name in table.items():
        if game not in GAMES or not isinstance(name, str) or name not in shipped:
            return False
        try:
            if userfiles.load_toml(shipped[name]).get("game") != game:
                return False
        except (OSError, ValueError):  # UserFileError is a ValueError
            return False
    return True


def check_keys(settings: Settings, binding_ids: set[str] | frozenset[str] | list[str]) -> list[str]:
    """One line per remapped key whose binding id the app doesn't have (for the UI to show)."""
    known = set(binding_ids)
    return [
        _("{file}: keys.{bid}: no key binding has this id; allowed: {allowed}").format(file=FILE_NAME, bid=bid, allowed=", ".join(sorted(known)))
        for bid in settings.keys
        if bid not in known
    ]


# -- writing ---------------------------------------------------------------


def save_settings(settings: Settings, config_dir: str | Path | None = None) -> Path:
    """Write ``config.toml`` whole, from ``settings``, by atomic replace; returns its path.
    (The app writes only the player's changes, with :func:`save_changes`.)

    When the file being replaced has problems (a typo, a value from a newer
    version), it is first kept as ``config.broken-<YYYYmmdd-HHMMSS>.toml``.
    """
    path = settings_path(config_dir)
    if path.exists():
        _settings, problems = load_settings(config_dir)
        if problems:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            keep = path.with_name(f"config.broken-{stamp}.toml")
            n = 2
            while keep.exists():
                keep = path.with_name(f"config.broken-{stamp}-{n}.toml")
                n += 1
            shutil.copy2(path, keep)
    paths.write_atomic(path, settings.to_toml())
    return path


LOCK_NAME = ".config.toml.lock"
_MAPS = ("presets", "keys")


def settings_lock(config_dir: str | Path | None = None) -> paths.FileLock:
    """Held while ``config.toml`` is read and rewritten, so two windows' changes don't cross."""
    return paths.FileLock(paths.config_dir(config_dir) / LOCK_NAME)


def changes_between(old: Settings, new: Settings) -> dict[str, Any]:
    """What the player changed: each changed setting, and of ``presets`` and ``keys`` only the
    changed entries (``None``: the entry is gone). Empty when nothing changed."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(Settings):
        before, after = getattr(old, f.name), getattr(new, f.name)
        if f.name in _MAPS:
            entries = {k: after.get(k) for k in sorted(set(before) | set(after)) if before.get(k) != after.get(k)}
            if entries:
                out[f.name] = entries
        elif before != after:
            out[f.name] = after
    return out


def save_changes(old: Settings, new: Settings, config_dir: str | Path | None = None) -> Path | None:
    """Write into ``config.toml`` what changed from ``old`` to ``new``, and nothing else.

    The file is read again under :func:`settings_lock` and only the changed keys are
    set in it (tomlkit keeps the player's comments and order): a change another
    window made since this one read the file stays. A file that is not TOML is kept
    as ``config.broken-<time>.toml`` and replaced by ``new`` in full. Returns the
    path, or None when nothing changed.
    """
    changes = changes_between(old, new)
    if not changes:
        return None
    path = settings_path(config_dir)
    with settings_lock(config_dir):
        try:
            text = paths.read_user_text(path)
        except FileNotFoundError:
            text = ""
        except paths.NotUTF8:
            text = None
        edited = _edited(text, changes) if text is not None else None
        if edited is None:
            if path.exists():
                _keep_broken(path)
            edited = new.to_toml()
        paths.write_atomic(path, edited)
    return path


def _edited(text: str, changes: Mapping[str, Any]) -> str | None:
    """``text`` with ``changes`` set in it, or None when it is not TOML (or the edit
    would not read back as meant: then the whole file is written)."""
    import tomlkit

    try:
        tomllib.loads(text)
        doc = tomlkit.parse(text)
        for key, value in changes.items():
            if key in _MAPS:
                table = doc.get(key)
                if not isinstance(table, dict):
                    if key in doc:
                        del doc[key]
                    doc[key] = tomlkit.table()
                    table = doc[key]
                for entry, entry_value in value.items():
                    _set_entry(table, entry, entry_value)
            elif value == "" and key == "game":
                if key in doc:
                    del doc[key]
            else:
                doc[key] = value
        out = tomlkit.dumps(doc)
        data = tomllib.loads(out)
    except Exception:  # tomlkit's own errors are many: any of them means the plain write
        return None
    for key, value in changes.items():
        if key in _MAPS:
            got = _flatten(data.get(key, {})) if isinstance(data.get(key), dict) else {}
            if any(got.get(k) != v for k, v in value.items()):
                return None
        elif data.get(key, "" if key == "game" else None) != value:
            return None
    return out


def _set_entry(table: Any, entry: str, value: Any) -> None:
    """Set (``None``: remove) ``entry`` of ``table`` where the file has it, written quoted
    (``"app.quit" = …``) or dotted (``app.quit = …``, a nested table to TOML): its line keeps
    its place and comment, and no second spelling of it is added."""
    parts = entry.split(".")
    spellings: list[tuple[Any, str]] = [(table, entry)]
    node = table
    for part in parts[:-1] if len(parts) > 1 else []:
        node = node.get(part) if isinstance(node, dict) else None
        if node is None:
            break
    else:
        if len(parts) > 1 and isinstance(node, dict):
            spellings.append((node, parts[-1]))
    found = [(where, key) for where, key in spellings if key in where]
    if value is None:
        for where, key in found:
            del where[key]
        return
    if not found:
        table[entry] = value
        return
    where, key = found[-1]
    where[key] = value
    for other, other_key in found[:-1]:
        del other[other_key]


def _keep_broken(path: Path) -> None:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    keep = path.with_name(f"config.broken-{stamp}.toml")
    n = 2
    while keep.exists():
        keep = path.with_name(f"config.broken-{stamp}-{n}.toml")
        n += 1
    shutil.copy2(path, keep)
