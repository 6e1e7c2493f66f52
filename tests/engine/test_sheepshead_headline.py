"""Sheepshead's deal in one line, said by the engine alone (the table shows ``DealResult.headline``):
the table's words in English and Japanese, the human in the second person (``you``), and the
multiplier's reasons said in the language in use while the record keeps their English."""

from __future__ import annotations

import json
import pickle
import random

from sheriff_tui import i18n, presets
from sheriff_tui.bots import RandomBot
from sheriff_tui.engine import sheepshead as sh
from sheriff_tui.engine.sheepshead.score import BUMP, CRACKED, SCHNEIDERED, StakeReason, said

NAMES = ["You", "Belle", "Wyatt", "Doc", "Calamity", "Jesse", "Annie", "Bass"]


def results(preset: str, seed: int) -> tuple[list[str], list]:
    """A whole match of ``preset`` by random players: the names and every deal's result."""
    rules = presets.load_rules("sheepshead", preset)
    names = NAMES[: rules.players]
    game = sh.new_game(rules, names, seed=seed)
    rng, bot = random.Random(seed), RandomBot()
    while not game.is_over:
        game.apply(bot.choose(game.view(game.to_act), game.legal_actions(), rng))
    return names, list(game.results)


def first(preset: str, kind: str, test=lambda r: True):
    """The first result of ``kind`` (that passes ``test``) over seeded matches of ``preset``."""
    for seed in range(40):
        names, found = results(preset, seed)
        for r in found:
            if r.kind == kind and test(r):
                return names, r
    raise AssertionError(f"no {kind} deal in {preset}")


def test_a_reason_says_itself_and_the_record_keeps_its_english():
    r = StakeReason(*SCHNEIDERED, points=20, n=2)
    assert r == "schneidered (20 points): ×2" and r.said() == r and r.word() == "schneidered"
    assert said("a reason written by hand") == "a reason written by hand"
    again = pickle.loads(pickle.dumps(r))  # sim's workers send results back pickled
    assert again == r and again.word() == "schneidered"
    assert json.dumps([r, StakeReason(*BUMP, n=2)], ensure_ascii=False) == '["schneidered (20 points): ×2", "double on the bump: ×2"]'
    i18n.use("ja")
    assert r.said() == "シュナイダーを取られた(20点): ×2" and r == "schneidered (20 points): ×2"
    assert StakeReason(*CRACKED, name="Belle", n=2).said() == "Belle がクラック: ×2" and r.word() == "シュナイダー負け"


def test_a_pickers_line_names_the_partner_and_the_stakes_reasons_in_a_word():
    names, r = first("sheepshead-cracks", "picker", lambda r: any(x.startswith("cracked") for x in r.reasons) and not r.alone and r.partners)
    line = r.headline(names)
    assert line.startswith(f"{names[r.picker]} called ") and f", partner {names[r.partners[0]]}: {r.side_points} points, " in line
    assert f" ×{r.multiplier} (" in line and "cracked" in line and "cracked by" not in line
    assert r.as_dict()["reasons"] == list(r.reasons) and all(type(x) is str for x in json.loads(json.dumps(r.as_dict()))["reasons"])
    i18n.use("ja")
    ja = r.headline(names)
    assert "パートナー" in ja and "クラック" in ja and f"{r.side_points}点で" in ja


def test_the_forced_dealer_is_named_so():
    names, r = first("sheepshead-forced", "picker", lambda r: r.picker == r.dealer)
    assert r.forced and r.headline(names).startswith(f"{names[r.dealer]} (forced) ")
    i18n.use("ja")
    assert r.headline(names).startswith(f"{names[r.dealer]}(強制)")


def test_a_hand_nobody_picked_speaks_to_the_human_in_the_second_person():
    names, r = first("sheepshead", "leaster", lambda r: r.winner == 0)
    assert r.headline(names) == f"Leaster: You wins with {r.points[0]} points" + (f" ×{r.multiplier}" if r.multiplier > 1 else "")
    assert r.headline(names, you=0).startswith(f"Leaster: You win with {r.points[0]} points")
    assert r.headline(names, you=1) == r.headline(names)  # another seat spoken to: the winner in the third person
    i18n.use("ja")
    assert r.headline(names, you=0).startswith(f"リースター: あなたが {r.points[0]} 点で勝ち")


def test_indianas_side_solo_names_its_own_trump():
    """The result keeps the trump suit the side solo named: the next deal's deck (hearts) can't change its line."""
    names, r = first("sheepshead-indiana", "side_solo", lambda r: r.trump != 2 and r.won)
    suit = ("clubs", "diamonds", "hearts", "spades")[r.trump]
    assert f"{names[r.picker]}'s side solo in {suit} made: " in r.headline(names)
    assert r.headline(names, you=r.picker).startswith(f"Your side solo in {suit} made: ")
    i18n.use("ja")
    assert f"サイドソロ({('クラブ', 'ダイヤ', 'ハート', 'スペード')[r.trump]})" in r.headline(names)
