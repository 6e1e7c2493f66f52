"""The command line in Japanese (``--lang ja``, or Settings' Language): the help, argparse's
own words, the one error line (「エラー: 」, status 2), the presets' list and a replay.
The English of each is asserted byte for byte in test_cli.py and its neighbours."""

from __future__ import annotations

import argparse
import gettext
from pathlib import Path

import pytest

from sheriff_tui import cli, paths, presets, records


@pytest.fixture(autouse=True)
def eighty_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")  # argparse wraps the help to the terminal's width


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = cli.main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def one_error_line(rc: int, out: str, err: str) -> str:
    """Status 2, nothing on stdout, one line on stderr: 「エラー: …」, no traceback."""
    assert (rc, out) == (2, ""), err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("エラー: "), err
    return lines[0]


def test_the_top_level_help_in_japanese_fits_the_terminal_by_cells(capsys) -> None:
    rc, out, err = run(capsys, "--lang", "ja", "--help")
    assert (rc, err) == (0, "")
    assert out.startswith("使い方: sheriff-tui ")
    for words in ("位置引数:", "オプション:", "このヘルプを表示して終了する", "バージョンを表示して終了する", "ターミナルのカードテーブル。"):
        assert words in out
    assert "play" in out and "カードテーブルを開く" in out  # each command's line, from the static table
    assert all(cli.cells(line) <= 80 for line in out.splitlines()), out  # a Japanese character takes two cells
    assert "usage:" not in out and "show this help" not in out


def test_play_help_in_japanese(capsys) -> None:
    rc, out, err = run(capsys, "--lang", "ja", "play", "--help")
    assert (rc, err) == (0, "")
    assert out.startswith("使い方: sheriff-tui play ")
    for words in ("すぐに卓を開くゲーム", "相手のレベル", "--bots BOTS", "同じカードをもう一度配る", "ハウスルール: プリセットの名前"):
        assert words in out
    assert all(cli.cells(line) <= 80 for line in out.splitlines()), out


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["play", "--bots", "master"], "エラー: play --bots: ゲーム（または --preset）も指定してください。例: play sheepshead --bots hard"),
        (["play", "sheriff", "--bots", "master"], "エラー: play --bots: 'master' というレベルはありません。指定できるもの: random, normal, hard, expert"),
        (["play", "--seed", "abc"], "エラー: sheriff-tui play: 引数 --seed: 'abc' はシードではありません。指定できるもの: 整数（例: 42）"),
        (["play", "--nope"], "エラー: sheriff-tui: 認識できない引数: --nope"),
        (["presets"], "エラー: sheriff-tui presets: 次の引数が必要です: ACTION"),
        (["serve", "--port", "0"], "エラー: sheriff-tui serve: 引数 --port: 0 はポートではありません。指定できるもの: 1 から 65535 までの整数（例: 8000）"),
    ],
)
def test_bad_input_is_one_japanese_line_and_status_2(capsys, argv: list[str], line: str) -> None:
    assert one_error_line(*run(capsys, "--lang", "ja", *argv)) == line


def test_lang_may_come_after_the_command_and_argparse_is_given_back_its_words(capsys) -> None:
    assert one_error_line(*run(capsys, "play", "--bots", "master", "--lang", "ja")).startswith("エラー: play --bots: ")
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]  # lent only while the line is read
    _rc, _out, err = run(capsys, "play", "--bots", "master")  # the next line, no --lang: English again
    assert err == "error: play --bots: name the game (or a --preset) too, e.g. play sheepshead --bots hard\n"


def test_settings_language_speaks_japanese_without_lang(capsys, config_dir: Path) -> None:
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / paths.SETTINGS_FILE).write_text('language = "ja"\n', encoding="utf-8")
    assert one_error_line(*run(capsys, "presets", "list", "--game", "poker")).startswith("エラー: presets list --game: 'poker' はゲームではありません。")
    _rc, _out, err = run(capsys, "--lang", "en", "presets", "list", "--game", "poker")  # --lang wins
    assert err.startswith("error: presets list --game: 'poker' is not a game; allowed: ")


def test_presets_list_in_japanese(capsys, user_preset) -> None:
    user_preset("mine", 'game = "sheriff"\nname = "mine"\ndescription = "my table"\nextends = "sheriff"\n')
    rc, out, err = run(capsys, "--lang", "ja", "presets", "list")
    assert (rc, err) == (0, "")
    found, _problems = presets.all_presets()
    lines = out.splitlines()
    assert len(lines) == len(found)
    by_name = {line.split()[0]: line for line in lines}
    assert by_name["sheriff"].split()[1:3] == ["sheriff", "組み込み"]  # the game stays a key; the kind in Japanese
    assert by_name["mine"].split()[1:3] == ["sheriff", "ユーザー"]
    for name, p in found.items():
        assert by_name[name].endswith("  " + p.describe("ja"))  # the description in Japanese where the preset has one
    assert found["sheriff"].describe("ja") != found["sheriff"].describe("en")  # a built-in does have its Japanese
    starts = {cli.cells(line) - cli.cells(found[line.split()[0]].describe("ja")) for line in lines}
    assert len(starts) == 1  # the descriptions start in one column, counted in cells


def test_presets_show_in_japanese(capsys) -> None:
    rc, out, err = run(capsys, "--lang", "ja", "presets", "show", "sheriff")
    assert (rc, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "sheriff（sheriff、組み込み）"
    assert lines[1] == presets.get_preset("sheriff").describe("ja")
    assert lines[2].startswith("ファイル: ")


def test_replay_in_japanese(capsys, tmp_path: Path, play_match) -> None:
    game = play_match("sheriff", seed=1, stop_after=70)
    path = tmp_path / "autosave.json"
    records.save(records.to_record(game), path)
    rc, out, err = run(capsys, "--lang", "ja", "replay", str(path))
    assert (rc, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith("第1ディール: ") and "合計:" in lines
    assert lines[-1] == f"（未完了: 次は {game.players[game.to_act]} の番です）"
    assert one_error_line(*run(capsys, "--lang", "ja", "replay", str(path), "--json", "--nope")).startswith("エラー: sheriff-tui: 認識できない引数")


def test_history_and_stats_when_empty_in_japanese(capsys) -> None:
    assert run(capsys, "--lang", "ja", "history") == (0, "履歴フォルダーにはまだマッチがありません。\n", "")
    assert run(capsys, "--lang", "ja", "stats") == (0, "終えたマッチはまだありません。1マッチを最後まで遊ぶと、その成績がここに出ます。\n", "")


@pytest.mark.parametrize("width", [11, 20, 33, 54])
def test_japanese_wraps_by_cells_and_no_line_starts_with_a_closing_mark(width: int) -> None:
    text = "相手のレベル。全員に1つ、または席ごとにカンマ区切りで: random、normal、hard、expert（既定 normal）。フォルダーに置く"
    lines = cli.wrap_cells(text, width)
    assert all(cli.cells(line) <= width for line in lines), lines
    assert not any(line[0] in "、。）」ーォッ" for line in lines), lines
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_english_wraps_as_argparse_does() -> None:
    text = "the opponents' level, one for all or one per seat, comma-separated: random, normal, hard or expert"
    import textwrap

    assert cli.wrap_cells(text, 30) == textwrap.wrap(text, 30)


def test_serve_in_japanese_warns_in_japanese_and_its_tables_speak_it(capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    import shlex

    from sheriff_tui.commands import serve_cmd

    commands: list[str] = []

    class Served:
        def __init__(self, command: str, host: str, port: int, url: str) -> None:
            commands.append(command)

        def serve(self) -> None:
            pass

    monkeypatch.setattr(serve_cmd, "make_server", Served)
    rc, out, err = run(capsys, "--lang", "ja", "serve", "--host", "0.0.0.0")
    assert (rc, out) == (0, "")
    assert err.startswith("警告: 0.0.0.0 で配信しており、このコンピューターだけではありません。") and len(err.splitlines()) == 1
    line = shlex.split(commands[0])
    assert line[line.index("play") + 1 : line.index("play") + 3] == ["--lang", "ja"]  # every tab's table speaks Japanese
    run(capsys, "serve")
    assert "--lang" not in shlex.split(commands[1])  # no --lang: each table chooses as the app does
