"""Sheriff of Nottingham's rules help says what the engine does: every key and preset named,
and each preset's house rules written key by key as the preset sets them."""

from __future__ import annotations

import pytest

from sheriff_tui.engine import nottingham as N
from sheriff_tui.engine.nottingham.goods import GOODS, deck_for
from tests.help_helpers import check_help_claims, check_house_rules_section, game_presets, help_file_text, house_rules_section

PRESETS = game_presets("nottingham")


def test_the_help_names_every_key_and_every_preset() -> None:
    check_help_claims("nottingham")


@pytest.mark.parametrize("preset", PRESETS)
def test_each_presets_house_rules_say_its_values(preset: str) -> None:
    check_house_rules_section("nottingham", preset)


def test_the_plain_game_has_no_royal_goods_and_the_royal_preset_has_them() -> None:
    """Seed 002 names only legal goods (合法品) and contraband (禁制品)."""
    assert "royal_goods = false" in house_rules_section("nottingham", "nottingham").splitlines()
    assert "royal_goods = true" in house_rules_section("nottingham", "nottingham-royal").splitlines()
    assert "nottingham-plain" not in PRESETS and "nottingham-plain" not in help_file_text("nottingham")


def test_the_helps_deck_sizes_are_the_engines() -> None:
    text = help_file_text("nottingham")
    sizes = {(n, royal): len(deck_for(N.Rules(players=n, royal_goods=royal))) for n in (3, 4, 5) for royal in (False, True)}
    assert sizes == {(3, False): 172, (3, True): 184, (4, False): 204, (4, True): 216, (5, False): 204, (5, True): 216}
    assert "| 3 | 172: one card in six" in text and "| 184: no royal good taken out |" in text
    assert "| 4 | 204: the whole deck | 216 |" in text and "| 5 | 204: the whole deck | 216 |" in text
    removed = [g.count // 6 for g in GOODS[:8]]
    assert removed == [8, 6, 6, 4, 3, 3, 2, 0]
    assert "(8 apples, 6 cheese, 6 bread, 4 chickens, 3 pepper, 3 mead, 2 silk, no crossbow)" in text


def test_the_helps_goods_table_is_the_engines() -> None:
    text = help_file_text("nottingham")
    for g in GOODS:
        label = g.label if g.kind != "royal" else g.label + " (= "
        row = next((line for line in text.splitlines() if line.startswith(f"| {label}")), None)
        assert row is not None, g.label
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert cells[1:] == [str(g.count), str(g.value), str(g.penalty), g.kind], row
