"""Checks that hold a game's rules help to its engine, for any game (sheriff, toruf, sheepshead, nottingham).

- :func:`check_house_rules_section`: the "House rules at this table" section, as the app shows it for
  an active preset, names every rule key with the preset's value, written ``key = value`` as a preset
  file writes it (the values come from the preset through the engine's Rules, and are written here
  by ``tomli_w``, not by the code under test).
- :func:`check_help_claims`: the hand-written help file (``rules/help/<game>.md``) names every rule
  key and every built-in preset of the game, in backquotes.

Each ``check_*`` raises one AssertionError listing every problem; the ``*_problems`` functions
return that list, to survey a game before holding it to the check.
"""

from __future__ import annotations

import re
from typing import Any

import tomli_w

from sheriff_tui import helptext, presets

HOUSE = "## House rules at this table"


def toml_line(key: str, value: Any) -> str:
    """``key = value`` as a preset file writes it."""
    return tomli_w.dumps({key: value}).strip()


def preset_rules(game: str, preset: str) -> Any:
    """The Rules a built-in (or user) preset gives, ``extends`` and defaults included."""
    return presets.load_rules(game, preset)


def house_rules_section(game: str, preset: str) -> str:
    """The house-rules section of the rules help, as the F1 viewer and ``sheriff-tui rules`` show it."""
    text = helptext.rules_markdown(game, preset)
    at = text.find(f"\n{HOUSE}")
    assert at >= 0, f"the {game} rules help has no {HOUSE!r} section"
    return text[at + 1:]


def house_rules_problems(game: str, preset: str) -> list[str]:
    section = house_rules_section(game, preset)
    lines = {line.strip() for line in section.splitlines()}
    rules = preset_rules(game, preset)
    problems = []
    if not section.startswith(f"{HOUSE}: {preset}\n"):
        problems.append(f"the section is not headed {HOUSE}: {preset}")
    for f in presets.schema(game):
        want = toml_line(f.name, getattr(rules, f.name))
        if want not in lines:
            problems.append(f"{preset}: the house rules don't say {want!r}")
        if not re.search(rf"^\| `{re.escape(f.name)}` \|", section, re.M):
            problems.append(f"{preset}: the house-rules table has no row for `{f.name}`")
    return problems


def check_house_rules_section(game: str, preset: str) -> None:
    """The active preset's house rules name each key with the preset's value, ``key = value``."""
    problems = house_rules_problems(game, preset)
    assert not problems, "\n".join(problems)


def help_file_text(game: str) -> str:
    """The hand-written help only: the house-rules section is built from the schema, so it proves nothing."""
    return helptext.help_path(game).read_text(encoding="utf-8")


def game_presets(game: str) -> list[str]:
    return sorted(n for n, p in presets.builtin_presets().items() if p.game == game)


def help_claims_problems(game: str) -> list[str]:
    text = help_file_text(game)
    problems = [f"the {game} help never names the key `{f.name}`" for f in presets.schema(game) if f"`{f.name}" not in text]
    problems += [f"the {game} help never names the preset `{n}`" for n in game_presets(game) if f"`{n}`" not in text]
    return problems


def check_help_claims(game: str) -> None:
    """Every rule key and every built-in preset of ``game`` is named in its help file.

    A key counts as named when it opens a backquoted span (`` `royal_goods` `` or `` `royal_goods = true` ``).
    """
    problems = help_claims_problems(game)
    assert not problems, "\n".join(problems)


CLAIM = re.compile(r"`([a-z_]+) = ([^`]+)`")


def value_claims_problems(game: str) -> list[str]:
    """Each ``key = value`` the help file writes is a key of the game and a value it allows (a
    renamed key, a dropped choice or a stale number shows up here)."""
    import tomllib

    fields = {f.name: f for f in presets.schema(game)}
    problems = []
    for key, text in CLAIM.findall(help_file_text(game)):
        if key not in fields:
            problems.append(f"the {game} help writes `{key} = {text}`, but {key} is no key of the game")
            continue
        try:
            value = tomllib.loads(f"v = {text}")["v"]
        except tomllib.TOMLDecodeError:
            problems.append(f"the {game} help writes `{key} = {text}`: not a TOML value")
            continue
        why = fields[key].check(value)
        if why is not None:
            problems.append(f"the {game} help writes `{key} = {text}`: {why}")
    return problems


def check_value_claims(game: str) -> None:
    problems = value_claims_problems(game)
    assert not problems, "\n".join(problems)
