"""A match saved before a rule key existed goes on under the reading it began with.

Saves hold every rule key, so a key missing from a save dates it: Continue fills
it in with the key's ``before`` (the game as it was played then) instead of
refusing the match as illegal under the new default. ``replay`` does not: an old
record the new reading makes illegal is refused, naming the key that replays it.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from sheriff_tui import records, saves
from sheriff_tui.engine import nottingham as N
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.core import Action
from sheriff_tui.presets import load_rules


def _save_without(tmp_path, game, preset, keys):
    rec = records.to_record(game, preset)
    for key in keys:
        del rec["rules"][key]
    saves.save_current(rec, {"seats": ["human"] + ["normal"] * (len(rec["players"]) - 1), "seed": 1}, tmp_path)
    return rec


def test_an_old_jack_of_diamonds_save_continues_with_the_partner_it_began_with(tmp_path) -> None:
    """Before jd_alone, a picker without the J♦ buried straight after picking: a save of that
    continues (under jd_alone = false), where a record of it given to replay is refused."""
    rules = dataclasses.replace(load_rules("sheepshead", "sheepshead-jd"), jd_alone=False)
    for seed in range(60):
        g = sh.new_game(rules, seed=seed)
        while g.to_act is not None and g.phase in ("pick",) and Action("pick", g.to_act) not in g.legal_actions():
            g.apply(g.legal_actions()[0])
        if g.phase != "pick":
            continue
        g.apply(Action("pick", g.to_act))
        if g.phase == "bury":  # the picker buries at once: the old reading, asked nothing
            break
    else:
        pytest.fail("no deal where the picker lacked the J♦")
    g.apply(g.legal_actions()[0])  # the bury
    rec = _save_without(tmp_path, g, "sheepshead-jd", ["jd_alone"])
    with pytest.raises(records.RecordError, match="jd_alone"):
        records.replay(records.load_text(json.dumps(rec)))
    game, loaded, _ = saves.resume_current(tmp_path)
    assert loaded.rules.jd_alone is False and game.actions == g.actions


def test_an_old_three_player_nottingham_save_continues_on_the_whole_deck(tmp_path) -> None:
    rules = N.Rules(players=3, royal_goods=True, deck_by_players=False, bag_offers="cards")
    g = N.new_game(rules, 3, seed=4)
    rng = random.Random(4)
    for _ in range(25):
        g.apply(rng.choice(list(g.legal_actions()[:50])))
    _save_without(tmp_path, g, "nottingham-3", ["deck_by_players", "bag_offers"])
    game, loaded, _ = saves.resume_current(tmp_path)
    assert loaded.rules.deck_by_players is False and loaded.rules.bag_offers == "cards"
    assert game.hands == g.hands and game.gold == g.gold
