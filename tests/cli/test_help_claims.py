"""Every game's rules help is held to its engine: each key and built-in preset named, each
``key = value`` it writes a key and value the game allows, and every preset's house rules written
key by key (tests/help_helpers.py; Nottingham's own deck checks are in test_help_nottingham.py)."""

from __future__ import annotations

import pytest

from sheriff_tui.engine import GAMES
from tests.help_helpers import check_help_claims, check_house_rules_section, check_value_claims, game_presets


@pytest.mark.parametrize("game", GAMES)
def test_the_help_names_every_key_and_preset(game: str) -> None:
    check_help_claims(game)


@pytest.mark.parametrize("game", GAMES)
def test_every_value_the_help_writes_is_allowed(game: str) -> None:
    check_value_claims(game)


@pytest.mark.parametrize("game, preset", [(g, p) for g in GAMES if g != "nottingham" for p in game_presets(g)])
def test_each_presets_house_rules_say_its_values(game: str, preset: str) -> None:
    check_house_rules_section(game, preset)
