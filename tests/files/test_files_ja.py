"""What a player is told about their files, in Japanese: a broken preset, record, settings
file, theme or save gives one line naming the file and the key, the words in Japanese and
the paths, keys and allowed values as the file writes them. The English of each line is
asserted byte for byte in test_presets.py, test_records.py, test_settings.py and their
neighbours."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sheriff_tui import cli, crash, i18n, presets, records, saves, settings, themes, userfiles

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH_WORDS = ("allowed", "unknown", "must be", "is not", "can't", "missing", "using")


def one_japanese_line(lines: list[str], *names: str) -> str:
    """The one line of ``lines``: Japanese, naming each of ``names``, none of the English words."""
    assert len(lines) == 1, lines
    line = lines[0]
    assert "\n" not in line and JAPANESE.search(line), line
    for name in names:
        assert name in line, (name, line)
    assert not any(word in line for word in ENGLISH_WORDS), line
    return line


@pytest.fixture(autouse=True)
def japanese() -> None:
    i18n.use("ja")


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("text", "key", "words"),
    [
        ('game = "sheriff"\nname = "bad"\ncolour = 1\n[rules]\n', "colour", "知らないキーです。指定できるもの: description, description_ja, extends, game, name, rules"),
        ('game = "chess"\nname = "bad"\n[rules]\n', "game", '"chess" はゲームではありません。指定できるもの: sheriff, sheepshead, toruf, nottingham'),
        ('name = "bad"\n[rules]\n', "game", "ありません。指定できるもの: sheriff"),
        ('game = "sheriff"\nname = "bad"\ndescription = 3\n[rules]\n', "description", "テキストでなければなりません"),
        ('game = "sheriff"\nname = "bad"\n[rules]\nnonsense = true\n', "rules.nonsense", "sheriff にないルールです。指定できるもの: "),
        ('game = "sheriff"\nname = "bad"\n[rules]\ndeals = 0\n', "rules.deals", "0 は範囲外です。指定できるもの: 1〜120 の整数"),
        ('game = "sheriff"\nname = "bad"\n[rules]\ndeals = "many"\n', "rules.deals", '"many" は使えません。指定できるもの: 1〜120 の整数'),
        ('game = "sheriff"\nname = "bad"\nextends = "nowhere"\n[rules]\n', "extends", '"nowhere" という名前のプリセットはありません。指定できるもの: '),
        ('game = "sheriff"\nname = "other"\n[rules]\n', "name", '"other" がファイル名と違います。ファイル名を other.toml にしてください'),
        ("game = [\n", "bad.toml", "正しい TOML ではありません: "),
    ],
)
def test_a_broken_preset_is_one_japanese_line_naming_the_file_and_key(config_dir: Path, text: str, key: str, words: str) -> None:
    path = write(presets.user_presets_dir(config_dir) / "bad.toml", text)
    preset, problems = presets.check_file(path, config_dir)
    assert preset is None
    line = one_japanese_line(problems, str(path), key)
    assert words in line
    _loaded, skipped = presets.all_presets(config_dir)  # as the app lists a skipped file: the same line
    assert skipped == problems


def test_a_line_is_in_the_language_in_use_when_it_is_built(config_dir: Path) -> None:
    path = write(presets.user_presets_dir(config_dir) / "bad.toml", 'game = "sheriff"\nname = "bad"\n[rules]\ndeals = 0\n')
    japanese = presets.check_file(path, config_dir)[1]
    i18n.use("en")
    assert presets.check_file(path, config_dir)[1] == [f"{path}: rules.deals: 0 is out of range; allowed: a whole number 1–120"]
    i18n.use("ja")
    assert presets.check_file(path, config_dir)[1] == japanese  # the remembered checks are per language


def test_a_missing_preset_and_a_preset_error_name_it_in_japanese(config_dir: Path) -> None:
    error = presets.why_missing("nope", "toruf", config_dir)
    assert error.unknown_name
    assert one_japanese_line(error.problems, '"nope"').startswith('"nope" という名前のプリセットはありません。指定できるもの: toruf, ')
    with pytest.raises(presets.PresetError) as caught:
        presets.delete_user_preset("sheriff", config_dir)
    assert one_japanese_line(caught.value.problems) == '"sheriff" は組み込みのプリセットなので削除できません'


def test_a_broken_record_is_one_japanese_line_naming_the_key() -> None:
    record = {"format": records.FORMAT, "version": 1, "game": "chess", "deals": []}
    with pytest.raises(records.RecordError) as caught:
        records.load_data(record)
    assert one_japanese_line([str(caught.value)], '"game"', '"chess"') == '"game": "chess" はゲームではありません。指定できるもの: sheriff, sheepshead, toruf, nottingham'
    with pytest.raises(records.RecordError) as caught:
        records.load_data({**record, "game": "sheriff", "preset": "nope"})
    allowed = ", ".join(sorted(n for n, p in presets.builtin_presets().items() if p.game == "sheriff"))
    assert str(caught.value) == f'"preset": "nope" という名前のプリセットはありません。指定できるもの: {allowed}'
    with pytest.raises(records.RecordError) as caught:
        records.load_data({**record, "game": "sheriff", "deals": [{"dealer": 9, "hands": [], "actions": []}]})
    line = one_japanese_line([str(caught.value)], "ディール 0: ", '"dealer"')
    assert line.startswith("ディール 0: ")


def test_a_broken_record_file_is_one_japanese_line(tmp_path: Path) -> None:
    path = write(tmp_path / "match.json", '{"format": ')
    with pytest.raises(records.RecordError) as caught:
        records.load_path(path)
    assert one_japanese_line([str(caught.value)]).startswith("正しい JSON ではありません: 1行 12列: ")


def test_a_broken_settings_file_is_one_japanese_line_per_problem(config_dir: Path) -> None:
    path = write(config_dir / "config.toml", 'pace = "warp"\ncolour = "red"\n')
    loaded, problems = settings.load_settings(config_dir)
    assert loaded.pace == "normal"
    assert problems == [
        f'{path}: colour: 知らない設定なので無視します。指定できるもの: {", ".join(settings.KEYS)}',
        f'{path}: pace: "warp" は使えません。指定できるもの: instant, fast, normal, slow。"normal" を使います',
    ]
    for line in problems:
        one_japanese_line([line], str(path))
    write(path, "pace = \n")
    line = one_japanese_line(settings.load_settings(config_dir)[1], str(path))
    assert line.startswith(f"{path}: 正しい TOML ではありません: ") and line.endswith("。初期設定を使います")


def test_a_broken_theme_is_one_japanese_line_naming_the_file_and_key(tmp_path: Path) -> None:
    text = (themes.paths.themes_dir() / "sheriff-dark.toml").read_text(encoding="utf-8")
    path = write(tmp_path / "themes" / "sheriff-dark.toml", text.replace('primary = "', 'primary = "not-a-colour', 1))
    spec, problems = themes.read_theme(path)
    assert spec is None
    line = one_japanese_line(problems, str(path), "colors.primary")
    assert '"not-a-colour' in line and "は色ではありません。指定できるもの: #rgb、#rrggbb、#rrggbbaa、または " in line
    write(path, 'name = "sheriff-dark"\ndark = "yes"\n[colors]\n' + "".join(f'{k} = "#000000"\n' for k in themes.REQUIRED_COLORS))
    assert themes.read_theme(path)[1] == [f"{path}: dark: 'yes' は使えません。指定できるもの: true, false"]


def test_a_user_file_that_is_a_folder_or_holds_a_control_character(tmp_path: Path) -> None:
    with pytest.raises(userfiles.UserFileError) as caught:
        userfiles.read_bytes(tmp_path)
    assert one_japanese_line([caught.value.line()], str(tmp_path)).endswith("フォルダーで、ファイルではありません。指定できるもの: 1 MiBまでの通常のファイル")
    assert userfiles.text_problem("a\x1bb") == "制御文字 \\x1b があります。指定できるもの: 文字、改行、タブ"


def test_a_broken_save_is_one_japanese_line_and_is_moved_aside(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with pytest.raises(saves.SaveError) as caught:
        saves.load_current(data)
    assert str(caught.value) == f"{saves.current_path(data)}: 保存したマッチはありません"
    write(saves.current_path(data), json.dumps({"format": records.FORMAT, "version": 2}))
    with pytest.raises(saves.SaveError) as caught:
        saves.load_current(data)
    line = one_japanese_line([str(caught.value)], str(saves.current_path(data)), '"version"')
    assert "保存したマッチを再開できません" in line and "ファイルは " in line


def test_the_crash_line_in_japanese(tmp_path: Path) -> None:
    line = crash.message(RuntimeError("boom"), tmp_path / "crash.log")
    assert line == f"エラー: sheriff-tui は予期しないエラーで止まりました（RuntimeError: boom）。詳細は {tmp_path / 'crash.log'} にあります。このファイルを添えて報告してください。"


def test_presets_validate_prints_one_japanese_line_with_status_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path / "bad.toml", 'game = "sheriff"\nname = "bad"\n[rules]\ndeals = 0\n')
    i18n.use("en")  # --lang alone decides
    rc = cli.main(["--lang", "ja", "presets", "validate", str(path)])
    out, err = capsys.readouterr()
    assert (rc, out) == (2, "")
    assert err.splitlines() == [f"エラー: {path}: rules.deals: 0 は範囲外です。指定できるもの: 1〜120 の整数"]
    rc = cli.main(["--lang", "en", "presets", "validate", str(path)])
    out, err = capsys.readouterr()
    assert (rc, out, err) == (2, "", f"error: {path}: rules.deals: 0 is out of range; allowed: a whole number 1–120\n")
