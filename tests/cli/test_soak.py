"""Soak: 10,000 random deals per built-in preset through ``sim`` without an exception.

A Sheriff of Nottingham deal is a whole match of some 280 decisions, so it soaks
250 of them (about 70,000 decisions, as many as 2,000 trick deals), not 10,000.
CI runs a tenth of it (1,000 deals, 25 matches per preset: every preset still
meets thousands of shuffles); the whole soak is marked slow. From the command
line, one preset at a time::

    sheriff-tui sim sheriff --preset sheriff-double --bots random,random,random,random,random --deals 10000
"""

from __future__ import annotations

import pytest

from sheriff_tui import presets, sim

SOAK_DEALS = 10_000
SOAK_MATCHES = 250  # games whose deal is the whole match (Sheriff of Nottingham)
CI_SHARE = 10  # CI soaks a tenth: 1,000 deals, 25 matches


def soak(preset: str, share: int, seed: int) -> None:
    p = presets.builtin_presets()[preset]
    rules = presets.load_rules(p.game, preset)
    deals = (SOAK_MATCHES if p.game == "nottingham" else SOAK_DEALS) // share
    result = sim.run_sim(p.game, rules, ("random",) * rules.players, deals, seed=seed, preset=preset)
    assert result.deals_played == deals and len(result.records) == deals


@pytest.mark.parametrize("preset", sorted(presets.builtin_presets()))
def test_a_thousand_random_deals(preset):
    soak(preset, CI_SHARE, seed=1)


@pytest.mark.slow
@pytest.mark.parametrize("preset", sorted(presets.builtin_presets()))
def test_ten_thousand_random_deals(preset):
    soak(preset, 1, seed=2)
