"""Soak: 10,000 random deals per built-in preset through ``sim`` without an exception.

About ten seconds in all, so CI runs it too. From the command line, one preset
at a time::

    sheriff-tui sim sheriff --preset sheriff-double --bots random,random,random,random,random --deals 10000
"""

from __future__ import annotations

import pytest

from sheriff_tui import presets, sim

SOAK_DEALS = 10_000


@pytest.mark.parametrize("preset", sorted(presets.builtin_presets()))
def test_ten_thousand_random_deals(preset):
    p = presets.builtin_presets()[preset]
    rules = presets.load_rules(p.game, preset)
    result = sim.run_sim(p.game, rules, ("random",) * rules.players, SOAK_DEALS, seed=1, preset=preset)
    assert result.deals_played == SOAK_DEALS and len(result.records) == SOAK_DEALS
