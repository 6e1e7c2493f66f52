"""``sheriff-tui play [GAME] [--preset NAME] [--bots LEVELS] [--seed N] [--ascii] [--theme NAME]``.

With ``--preset`` alone the game is the preset's own.
"""

from __future__ import annotations

import argparse
import sys

from ..cli import UsageError
from ..i18n import _


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", nargs="?", help=_("open a table at once, e.g. sheriff"))
    add_table_options(parser)
    parser.add_argument("--bots", help=_("the opponents' level, one for all or one per seat, comma-separated: random, normal, hard or expert (default normal)"))


def opponents(text: str | None, players: int) -> tuple[str, ...]:
    """The bot level of seats 2 … ``players``, from ``--bots``."""
    from ..bots import LEVELS, parse_levels

    if text is None:
        return ("normal",) * (players - 1)
    for level in (x.strip() for x in text.split(",")):  # parse_levels' own words, in the language in use
        if level not in LEVELS:
            raise UsageError(_("play --bots: unknown level {level}; allowed: {allowed}").format(level=repr(level), allowed=", ".join(LEVELS)))
    try:
        levels = parse_levels(text)
    except ValueError as exc:
        raise UsageError(_("play --bots: {problem}").format(problem=exc)) from None
    if len(levels) == 1:
        return levels * (players - 1)
    if len(levels) != players - 1:
        raise UsageError(_("play --bots: {levels} levels for {opponents} opponents; allowed: one level for all, or {opponents}").format(levels=len(levels), opponents=players - 1))
    return levels


def _seed(text: str) -> int:
    """A whole number; the message says what is allowed (argparse's own says only 'invalid int value')."""
    from ..userfiles import MAX_DIGITS

    digits = text.strip().lstrip("+-")
    if digits.isdigit() and len(digits) > MAX_DIGITS:  # a save could not be read back (nor Python print it)
        raise argparse.ArgumentTypeError(_("a seed of {digits} digits is too long; allowed: a whole number of at most {most} digits").format(digits=len(digits), most=MAX_DIGITS))
    try:
        return int(text)
    except ValueError:
        shown = text if len(text) <= 40 else text[:40] + "…"
        raise argparse.ArgumentTypeError(_("{text} is not a seed; allowed: a whole number, e.g. 42").format(text=repr(shown))) from None


MENU_SEED_DIGITS = 18  # New game's Seed field: digits only, this many at most


def menu_seed(text: str) -> int:
    """A seed for the menu's New game form (``play --seed N`` with no game, ``serve --seed N``):
    what its Seed field takes, a whole number 0 or more of at most 18 digits."""
    seed = _seed(text)
    if not 0 <= seed < 10**MENU_SEED_DIGITS:
        raise argparse.ArgumentTypeError(_("{seed} is not a seed for the New game form; allowed: a whole number from 0 to {most}").format(seed=seed, most=10**MENU_SEED_DIGITS - 1))
    return seed


def add_table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", help=_("house rules: a preset's name (see `presets list`)"))
    parser.add_argument("--seed", type=_seed, help=_("deal the same cards again: any whole number"))
    parser.add_argument("--ascii", action="store_true", default=None, help=_("suit letters S H D C instead of symbols"))
    parser.add_argument("--theme", help=_("a theme's name: sheriff-dark, sheriff-light, sheriff-contrast, sheriff-mono …"))
    parser.add_argument("--data-dir", help=_("keep saves in this folder instead of the user data folder"))


def run(args: argparse.Namespace) -> int:
    start = None
    game = getattr(args, "game", None)
    if game is not None or args.preset:  # a table at once; the plain menu reads no preset (a quick first frame)
        from .. import presets
        from ..ui.screens.new_game import NAMES, MatchRequest
    if game is None and args.preset:  # a preset knows its game: `play --preset house` is enough
        try:
            game = presets.get_preset(args.preset, args.config_dir).game
        except presets.PresetError as exc:
            raise UsageError(_("play --preset: {problem}").format(problem=exc.problems[0])) from None
    if game is not None:
        from ..ui.games import table_games

        if game not in table_games():
            raise UsageError(_("play: no table for the game {game}; allowed: {allowed}").format(game=repr(game), allowed=", ".join(table_games())))
        preset = args.preset or game
        try:
            rules = presets.load_rules(game, preset, config_dir=args.config_dir)
        except presets.PresetError as exc:
            raise UsageError(_("play --preset: {problem}").format(problem=exc.problems[0])) from None
        names = ("",) + NAMES[: rules.players - 1]  # "": the app seats the player under the settings' name
        start = MatchRequest(game, preset, names, ("human",) + opponents(args.bots, rules.players), "", args.seed)
    elif args.bots is not None:
        raise UsageError(_("play --bots: name the game (or a --preset) too, e.g. play sheepshead --bots hard"))
    elif args.seed is not None:  # the menu: the seed fills New game's Seed field
        try:
            menu_seed(str(args.seed))
        except argparse.ArgumentTypeError as exc:
            raise UsageError(_("play --seed: {problem}").format(problem=exc)) from None
    if args.theme:
        from textual.theme import BUILTIN_THEMES  # the app offers Textual's own themes too, as config.toml may name them

        from ..themes import load_themes

        names_ = [t.name for t in load_themes(config_dir=args.config_dir)[0]]
        if args.theme not in names_ and args.theme not in BUILTIN_THEMES:
            raise UsageError(_("--theme: no theme named {theme}; allowed: {allowed}, or a Textual theme: {textual}").format(theme=repr(args.theme), allowed=", ".join(names_), textual=", ".join(sorted(BUILTIN_THEMES))))
    from ..ui.app import SheriffApp

    app = SheriffApp(args.config_dir, args.data_dir, start=start, ascii=args.ascii, theme=args.theme, seed=args.seed, lang=getattr(args, "lang", None))
    app.run()
    if app.return_code:  # ended on an error: Textual has shown the traceback; say where the log is
        from .. import crash

        if app.crash is not None:
            print(crash.message(app.crash, app.crash_log), file=sys.stderr)
        return app.return_code
    return 0
