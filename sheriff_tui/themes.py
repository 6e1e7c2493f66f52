"""Colour themes as TOML files, read without Textual.

A theme file::

    name = "sheriff-dark"          # the file is <name>.toml
    dark = true
    description = "Green felt for a dark terminal"

    [colors]                       # textual.theme.Theme's colour fields
    primary = "#3a9d5d"
    background = "#0f2a1c"
    ...

    [variables]                    # the app's own CSS variables ($card-red …)
    card-red = "#c62828"
    suit-style-red = "bold"
    ...

Built-in themes ship in ``themes/``; the player's own live in
``<config>/themes/*.toml`` and add to them. A broken file is skipped with one
line per problem (file, key, what is allowed); the others load all the same.
The UI turns a :class:`ThemeSpec` into ``textual.theme.Theme(**spec.theme_kwargs())``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from . import paths, userfiles
from .config_base import DEFAULT_THEME, FrozenMap
from .i18n import N_, _

COLOR_FIELDS: tuple[str, ...] = (
    "primary",
    "secondary",
    "accent",
    "foreground",
    "background",
    "surface",
    "panel",
    "boost",
    "warning",
    "error",
    "success",
)
REQUIRED_COLORS: tuple[str, ...] = ("primary",)
COLOR_VARIABLES: tuple[str, ...] = (
    "card-red",
    "card-black",
    "card-face",
    "card-back",
    "card-dim",
    "card-legal",
    "card-cursor",
    "seat-active",
    "team-a",
    "team-b",
)
STYLE_VARIABLES: tuple[str, ...] = ("suit-style-red", "suit-style-black")
VARIABLES: tuple[str, ...] = COLOR_VARIABLES + STYLE_VARIABLES
TOP_KEYS: tuple[str, ...] = ("name", "dark", "description", "colors", "variables")

# CSS colour names Textual reads the same way everywhere (hex values for contrast checks)
COLOR_NAMES: dict[str, str] = {
    "black": "#000000",
    "white": "#ffffff",
    "gray": "#808080",
    "grey": "#808080",
    "silver": "#c0c0c0",
    "red": "#ff0000",
    "maroon": "#800000",
    "green": "#008000",
    "lime": "#00ff00",
    "blue": "#0000ff",
    "navy": "#000080",
    "yellow": "#ffff00",
    "olive": "#808000",
    "cyan": "#00ffff",
    "teal": "#008080",
    "magenta": "#ff00ff",
    "purple": "#800080",
}
HEX_RE = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")
COLOR_RULE = "#rgb, #rrggbb, #rrggbbaa or one of " + ", ".join(COLOR_NAMES)
STYLE_FLAGS: tuple[str, ...] = ("bold", "dim", "italic", "underline", "reverse", "strike", "overline")
STYLE_RULE = "none, or any of " + ", ".join(STYLE_FLAGS) + " separated by spaces"
NAME_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,47}")
NAME_RULE = N_("lower-case letters, digits, - and _, starting with a letter or digit, at most 48 characters")  # _() it where shown
BUILTIN_ORDER: tuple[str, ...] = ("sheriff-dark", "sheriff-light", "sheriff-contrast", "sheriff-mono")

VARIABLE_DEFAULTS: dict[str, str] = {
    "card-red": "#c62828",
    "card-black": "#1b1b1b",
    "card-face": "#f4f1e8",
    "card-back": "#7b2d26",
    "card-dim": "#8a8a80",
    "card-legal": "#f2c14e",
    "card-cursor": "#4fc3f7",
    "seat-active": "#f2c14e",
    "team-a": "#64b5f6",
    "team-b": "#ef8a62",
    "suit-style-red": "none",
    "suit-style-black": "none",
}
"""Fallbacks for ``App.get_theme_variable_defaults()``: with these, Textual's own themes work too."""


@dataclass(frozen=True)
class ThemeSpec:
    """One theme as read from its file."""

    name: str
    dark: bool
    description: str
    colors: Mapping[str, str]  # COLOR_FIELDS given in the file
    variables: Mapping[str, str]  # VARIABLES given in the file
    path: Path | None = field(default=None, compare=False)
    builtin: bool = False

    def __post_init__(self) -> None:
        for name in ("colors", "variables"):
            value = getattr(self, name)
            if not isinstance(value, FrozenMap):
                object.__setattr__(self, name, FrozenMap(value))

    def theme_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``textual.theme.Theme``."""
        return {"name": self.name, "dark": self.dark, **dict(self.colors), "variables": dict(self.variables)}

    def color(self, key: str) -> str | None:
        """A colour field or variable as given in the file (None when not given)."""
        return self.colors.get(key) or self.variables.get(key)


# -- colours ---------------------------------------------------------------


def _color_rule() -> str:
    """:data:`COLOR_RULE` in the language in use."""
    return _("#rgb, #rrggbb, #rrggbbaa or one of {names}").format(names=", ".join(COLOR_NAMES))


def _style_rule() -> str:
    """:data:`STYLE_RULE` in the language in use."""
    return _("none, or any of {flags} separated by spaces").format(flags=", ".join(STYLE_FLAGS))


def color_problem(value: Any) -> str | None:
    if isinstance(value, str) and (HEX_RE.fullmatch(value) or value.lower() in COLOR_NAMES):
        return None
    shown = f'"{value}"' if isinstance(value, str) else repr(value)
    return _("{value} is not a colour; allowed: {allowed}").format(value=shown, allowed=_color_rule())


def style_problem(value: Any) -> str | None:
    if isinstance(value, str):
        words = value.lower().split()
        if words == ["none"] or (words and all(w in STYLE_FLAGS for w in words)):
            return None
    shown = f'"{value}"' if isinstance(value, str) else repr(value)
    return _("{value} is not a text style; allowed: {allowed}").format(value=shown, allowed=_style_rule())


def parse_color(value: str) -> tuple[int, int, int]:
    """``#rgb``, ``#rrggbb``, ``#rrggbbaa`` (alpha ignored) or a known name, as (r, g, b)."""
    v = COLOR_NAMES.get(value.lower(), value)
    if not HEX_RE.fullmatch(v):
        raise ValueError(color_problem(value))
    h = v[1:]
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def relative_luminance(value: str) -> float:
    """WCAG 2 relative luminance of a colour."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in parse_color(value))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# -- reading ---------------------------------------------------------------


def user_themes_dir(config_dir: str | Path | None = None) -> Path:
    return paths.config_dir(config_dir) / "themes"


def read_theme(path: Path, builtin: bool = False) -> tuple[ThemeSpec | None, list[str]]:
    """One theme file: the theme, or None and one line per problem."""
    where = str(path)
    data, problems = userfiles.read_table(path, TOP_KEYS)
    if data is None:
        return None, problems
    name = data.get("name")
    if name is None:
        problems.append(_("{where}: name: missing; allowed: {rule}").format(where=where, rule=_(NAME_RULE)))
    elif not isinstance(name, str) or not NAME_RE.fullmatch(name):
        problems.append(_("{where}: name: {value} is not a theme name; allowed: {rule}").format(where=where, value=repr(name), rule=_(NAME_RULE)))
    elif name != path.stem:
        problems.append(
            _("{where}: name: {value} differs from the file name; name the file {name}.toml").format(where=where, value=f'"{name}"', name=name)
        )
    dark = data.get("dark")
    if dark is None:
        problems.append(_("{where}: dark: missing; allowed: {allowed}").format(where=where, allowed="true, false"))
    elif not isinstance(dark, bool):
        problems.append(_("{where}: dark: {value} is not allowed; allowed: {allowed}").format(where=where, value=repr(dark), allowed="true, false"))
    description = data.get("description", "")
    if not isinstance(description, str):
        problems.append(_("{where}: {key}: must be text").format(where=where, key="description"))
    elif why := userfiles.text_problem(description):
        problems.append(f"{where}: description: {why}")
    colors = data.get("colors")
    if not isinstance(colors, dict):
        needed = ", ".join(REQUIRED_COLORS)
        if colors is None:
            problems.append(_("{where}: colors: missing; a [colors] table with at least: {needed}").format(where=where, needed=needed))
        else:
            problems.append(_("{where}: colors: must be a table; a [colors] table with at least: {needed}").format(where=where, needed=needed))
        colors = {}
    for key in REQUIRED_COLORS:
        if isinstance(data.get("colors"), dict) and key not in colors:
            problems.append(_("{where}: colors.{key}: missing; allowed: {allowed}").format(where=where, key=key, allowed=_color_rule()))
    for key, value in colors.items():
        if key not in COLOR_FIELDS:
            problems.append(_("{where}: colors.{key}: unknown colour; allowed: {allowed}").format(where=where, key=key, allowed=", ".join(COLOR_FIELDS)))
        elif why := color_problem(value):
            problems.append(f"{where}: colors.{key}: {why}")
    variables = data.get("variables", {})
    if not isinstance(variables, dict):
        problems.append(_("{where}: variables: must be a table ([variables])").format(where=where))
        variables = {}
    for key, value in variables.items():
        if key in COLOR_VARIABLES:
            why = color_problem(value)
        elif key in STYLE_VARIABLES:
            why = style_problem(value)
        else:
            why = _("unknown variable; allowed: {allowed}").format(allowed=", ".join(VARIABLES))
        if why:
            problems.append(f"{where}: variables.{key}: {why}")
    if problems:
        return None, problems
    styles = {k: " ".join(v.lower().split()) for k, v in variables.items() if k in STYLE_VARIABLES}
    return ThemeSpec(name, dark, description, colors, {**variables, **styles}, path, builtin), []


def load_themes(folder: str | Path | None = None, config_dir: str | Path | None = None) -> tuple[list[ThemeSpec], list[str]]:
    """Every theme that loads and one line per problem of each file skipped.

    ``folder`` holds the built-in themes (``themes/`` by default); the
    player's ``<config>/themes/`` may add more, but not replace a built-in
    (one that takes a built-in's name is skipped and told so). Built-ins come
    first (``sheriff-dark`` leading), then the player's, by name.
    """
    builtin_dir = Path(folder) if folder is not None else paths.themes_dir()
    specs: dict[str, ThemeSpec] = {}
    problems: list[str] = []
    for path in sorted(builtin_dir.glob("*.toml")):
        spec, found = read_theme(path, builtin=True)
        problems += found
        if spec is not None:
            specs[spec.name] = spec
    builtins = sorted(specs.values(), key=lambda s: (s.name not in BUILTIN_ORDER, BUILTIN_ORDER.index(s.name) if s.name in BUILTIN_ORDER else 0, s.name))
    users: list[ThemeSpec] = []
    user_dir = user_themes_dir(config_dir)
    if user_dir.is_dir() and user_dir.resolve() != builtin_dir.resolve():
        for path in sorted(user_dir.glob("*.toml")):
            spec, found = read_theme(path)
            if spec is not None and spec.name in specs:
                found = [_("{where}: name: {value} is a built-in theme; choose another name").format(where=path, value=f'"{spec.name}"')]
                spec = None
            problems += found
            if spec is not None:
                users.append(spec)
    return builtins + users, [userfiles.printable(line) for line in problems]  # one line each, whatever the file holds


def find_theme(specs: list[ThemeSpec], name: str) -> ThemeSpec | None:
    """The theme of that name, else the default theme, else None."""
    by_name = {s.name: s for s in specs}
    return by_name.get(name) or by_name.get(DEFAULT_THEME)
