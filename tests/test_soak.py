"""Soak: 10,000 random deals per built-in preset through ``sim`` without an exception.

A Sheriff of Nottingham deal is a whole match of some 280 decisions, so it soaks
250 of them (about 70,000 decisions, as many as 2,000 trick deals), not 10,000.
About ten seconds in all, so CI runs it too. From the command line, one preset
at a time::

    sheriff-tui sim sheriff --preset sheriff-double --bots random,random,random,random,random --deals 10000
"""

from __future__ import annotations

import pytest

from sheriff_tui import presets, sim

SOAK_DEALS = 10_000
SOAK_MATCHES = 250  # games whose deal is the whole match (Sheriff of Nottingham)


@pytest.mark.parametrize("preset", sorted(presets.builtin_presets()))
def test_ten_thousand_random_deals(preset):
    p = presets.builtin_presets()[preset]
    rules = presets.load_rules(p.game, preset)
    deals = SOAK_MATCHES if p.game == "nottingham" else SOAK_DEALS
    result = sim.run_sim(p.game, rules, ("random",) * rules.players, deals, seed=1, preset=preset)
    assert result.deals_played == deals and len(result.records) == deals
