"""Toruf's deals as ``replay`` words them are the table's words: one headline per deal, said by
the engine, in English and in Japanese (``--lang ja``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheriff_tui import cli, i18n, records
from sheriff_tui.ui.games.toruf import ADAPTER


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_replay_words_each_toruf_deal_as_the_table_does(capsys, tmp_path: Path, play_match, lang) -> None:
    game = play_match("toruf-double", seed=3, stop_after=400, game="toruf")
    assert game.results, "no deal scored: play further"
    path = tmp_path / "autosave.json"
    records.save(records.to_record(game, "toruf-double"), path)
    assert cli.main(["--lang", lang, "replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    i18n.use(lang)
    view = game.view(0)
    deal = "deal {n}: {headline}" if lang == "en" else "第{n}ディール: {headline}"
    expected = [deal.format(n=i + 1, headline=ADAPTER.result_headline(r, view)) for i, r in enumerate(game.results)]
    assert [line for line in out if not line.startswith(" ")][: len(expected)] == expected
