"""Rules help as Markdown: the game's ``rules/help/<game>.md`` and the house rules at the table.

The same text feeds ``sheriff-tui rules GAME`` and the F1 viewer. The house-rules
table comes from the game's schema, so a new rule shows up here by itself.
No Textual, no Rich.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from . import i18n, paths, presets
from .engine import GAMES, game_module
from .i18n import _


class HelpError(ValueError):
    """No help for that game or preset: one line saying what is allowed."""


def help_path(game: str, lang: str | None = None) -> Path:
    """The game's help in ``lang`` (default: the language in use): ``rules/help/<lang>/<game>.md``,
    English (``rules/help/<game>.md``) where that language has none."""
    lang = i18n.lang() if lang is None else lang
    if lang != i18n.SOURCE:
        translated = paths.rules_dir() / "help" / lang / f"{game}.md"
        if translated.is_file():
            return translated
    return paths.rules_dir() / "help" / f"{game}.md"


def help_games() -> list[str]:
    """Games that have a help file: the playable ones first, in ``GAMES`` order."""
    folder = paths.rules_dir() / "help"
    stems = sorted(p.stem for p in folder.glob("*.md")) if folder.is_dir() else []
    return [g for g in GAMES if g in stems] + [s for s in stems if s not in GAMES]


def rules_markdown(
    game: str,
    preset: str | None = None,
    config_dir: str | Path | None = None,
    rules: Any = None,
) -> str:
    """The game's rules help followed by "## House rules at this table: <preset>".

    ``preset`` defaults to the plain game (the preset named after the game).
    ``rules`` is the table actually in play when it differs from the preset: a
    ``Rules`` value (``game.rules``) or a partial table merged over the preset.
    Raises HelpError for an unknown game or preset.
    """
    known = help_games()
    if game not in GAMES and game not in known:
        raise HelpError(_("no rules for {game}; allowed: {allowed}").format(game=_q(game), allowed=", ".join(known or list(GAMES))))
    path = help_path(game)
    if path.is_file():
        text = path.read_text(encoding="utf-8").rstrip() + "\n"
    else:
        text = f"# {game.title()}\n\n" + _("The rules help for this game is not written yet.") + "\n"
    if game not in GAMES:
        return text + "\n## " + _("House rules at this table") + "\n\n" + _("This game can't be played here yet, so it has no house rules.") + "\n"
    return text + "\n" + house_rules_markdown(game, preset, config_dir, rules)


def house_rules_markdown(
    game: str,
    preset: str | None = None,
    config_dir: str | Path | None = None,
    rules: Any = None,
) -> str:
    """Only the "## House rules at this table" section."""
    found, _problems = presets.all_presets(config_dir)
    name = preset or game
    p = found.get(name)
    if p is None and isinstance(rules, game_module(game).Rules):
        return _gone_preset_markdown(game, name, rules)
    if p is None:
        missing = presets.why_missing(name, game, config_dir)
        problems = missing.problems
        if missing.unknown_name:  # not a user file with problems: the line is in the language in use
            allowed = ", ".join(sorted(n for n, q in found.items() if q.game == game))
            raise HelpError(_("no {game} preset named {name}; allowed: {allowed}").format(game=game, name=_q(name), allowed=allowed))
        raise HelpError("; ".join(problems))
    if p.game != game:
        raise HelpError(_("the preset {name} is for {its_game}, not {game}").format(name=_q(name), its_game=p.game, game=game))
    try:
        table = presets.resolve_table(p, found)
        preset_rules = presets.rules_from_table(game, table, str(p.path or p.name))
        if rules is None:
            at_table = preset_rules
        elif isinstance(rules, Mapping):
            at_table = presets.rules_from_table(game, {**table, **rules}, "rules")
        elif isinstance(rules, game_module(game).Rules):
            at_table = rules
        else:
            raise HelpError(f"rules: a {game} Rules value or a table of rules, not {type(rules).__name__}")
    except presets.PresetError as exc:
        raise HelpError(exc.problems[0]) from None
    fields = presets.schema(game)
    changed_here = [f.name for f in fields if getattr(at_table, f.name) != getattr(preset_rules, f.name)]

    lines = ["## " + _("House rules at this table: {preset}").format(preset=p.name), ""]
    description = p.describe(i18n.lang())
    if description:
        lines += [_one_line(description), ""]
    if changed_here:
        lines += [_("This table changes the preset's {keys}.").format(keys=_join(f"`{n}`" for n in changed_here)), ""]
    lines += _rules_table(game, at_table)
    lines += _preset_lines(game, at_table)
    return "\n".join(lines) + "\n"


def _preset_lines(game: str, at_table: Any) -> list[str]:
    """The same rules as a preset file writes them, ``key = value``: to copy into a preset of one's own,
    and so a test can hold the help to the preset key by key."""
    body = [f"{f.name} = {toml_value(getattr(at_table, f.name))}" for f in presets.schema(game)]
    return ["", _("In a preset file (`[rules]`), this table reads:"), "", "```toml", "[rules]", *body, "```"]


def toml_value(v: Any) -> str:
    """A value as TOML writes it (the help's preset lines, the generated key reference)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    return str(v)


def _gone_preset_markdown(game: str, name: str, rules: Any) -> str:
    """The house rules of a table whose preset can't be read now (a continued match whose
    preset was deleted, renamed or broken since): the rules the match is played with."""
    lines = [
        "## " + _("House rules at this table: {preset}").format(preset=name),
        "",
        _("The preset {preset} can't be read now (deleted, renamed or broken since this match began); these are the rules the match is played with.").format(preset=_q(name)),
        "",
    ]
    return "\n".join(lines + _rules_table(game, rules) + _preset_lines(game, rules)) + "\n"


def _rules_table(game: str, at_table: Any) -> list[str]:
    """The table of every rule: its value here (bold where it differs from the plain game) and what it means."""
    plain = game_module(game).Rules()
    lines = [
        _("Values in **bold** differ from the plain game; the plain game's value follows in brackets."),
        "",
        "| " + " | ".join((_("Rule"), _("At this table"), _("What it means (allowed values)"))) + " |",
        "| --- | --- | --- |",
    ]
    for f in presets.schema(game):
        value = getattr(at_table, f.name)
        default = getattr(plain, f.name)
        shown = _value(value)
        if value != default:
            shown = _("**{value}** (plain: {plain})").format(value=shown, plain=_value(default))
        about = _("{meaning} (allowed: {values})").format(meaning=_(f.doc), values=allowed_text(f))
        lines.append(f"| `{f.name}` | {table_cell(shown)} | {table_cell(about)} |")
    return lines


def allowed_text(f: presets.Field) -> str:
    """The values a rule allows, in the language in use (:meth:`presets.Field.allowed_text`)."""
    return f.allowed_text()


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def _q(v: Any) -> str:
    return f'"{v}"' if isinstance(v, str) else repr(v)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def table_cell(text: str) -> str:
    """Text for one cell of a Markdown table: one line, its bars escaped."""
    return _one_line(text).replace("|", "\\|")


def _join(items: Any) -> str:
    items = list(items)
    return items[0] if len(items) == 1 else _("{items} and {last}").format(items=_(", ").join(items[:-1]), last=items[-1])


__all__ = ["HelpError", "allowed_text", "help_games", "help_path", "house_rules_markdown", "rules_markdown", "table_cell", "toml_value"]
