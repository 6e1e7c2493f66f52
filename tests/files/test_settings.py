"""Settings: config.toml read with every bad value reported and replaced, written atomically."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from pathlib import Path

import pytest

from sheriff_tui import settings as st
from sheriff_tui.engine import GAMES
from sheriff_tui.settings import PACES, FrozenMap, Settings, load_settings, save_settings


def write_config(config_dir: Path, text: str | bytes) -> Path:
    path = config_dir / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def one_line_each(problems: list[str]) -> None:
    assert problems
    for line in problems:
        assert "\n" not in line and line.strip() == line


# -- defaults and round trip -----------------------------------------------


def test_defaults_without_a_file(config_dir: Path) -> None:
    s, problems = load_settings()
    assert problems == []
    assert s == Settings()
    assert (s.theme, s.pace, s.ascii, s.player_name) == ("sheriff-dark", "normal", False, "You")
    assert s.presets == {game: game for game in GAMES}  # each game's plain preset
    assert s.keys == {}
    assert not config_dir.exists(), "loading never writes"


def test_paces() -> None:
    assert PACES == {"instant": 0.0, "fast": 0.25, "normal": 0.7, "slow": 1.5}
    assert Settings().delay == 0.7
    assert Settings(pace="instant").delay == 0.0


def test_round_trip(config_dir: Path) -> None:
    chosen = {**{game: game for game in GAMES}, "sheriff": "sheriff-blind"}
    s = Settings(theme="sheriff-mono", pace="fast", ascii=True, presets=chosen, player_name="Annie", keys={"app.quit": "ctrl+q", "table.hint": "f2,h"}, game="sheepshead")
    path = save_settings(s)
    assert path == config_dir / "config.toml"
    again, problems = load_settings()
    assert problems == []
    assert again == s
    assert again.preset_for("sheriff") == "sheriff-blind"
    assert again.preset_for("toruf") == "toruf"
    assert [p.name for p in config_dir.iterdir()] == ["config.toml"], "no temporary file is left behind"


def test_explicit_config_dir(tmp_path: Path) -> None:
    folder = tmp_path / "elsewhere"
    save_settings(Settings(pace="slow"), folder)
    assert (folder / "config.toml").is_file()
    assert load_settings(folder)[0].pace == "slow"
    assert load_settings()[0].pace == "normal"  # the default folder is untouched


def test_settings_are_frozen_and_hashable() -> None:
    s = Settings(presets={"sheriff": "sheriff-choice"}, keys={"quit": "q"})
    assert isinstance(s.presets, FrozenMap) and isinstance(s.keys, FrozenMap)
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.pace = "fast"  # type: ignore[misc]
    with pytest.raises(TypeError):
        s.keys["quit"] = "x"  # type: ignore[index]
    assert hash(s) == hash(Settings(presets={"sheriff": "sheriff-choice"}, keys={"quit": "q"}))
    assert s != Settings()
    changed = st.with_changes(s, keys={"quit": "ctrl+q"})
    assert isinstance(changed.keys, FrozenMap) and changed.keys["quit"] == "ctrl+q"
    assert s.keys["quit"] == "q"
    assert copy.deepcopy(s) == s
    assert pickle.loads(pickle.dumps(s)) == s


def test_a_user_theme_and_a_user_preset_are_accepted(config_dir: Path, user_preset) -> None:
    theme = (Path(st.__file__).resolve().parents[1] / "themes" / "sheriff-mono.toml").read_text(encoding="utf-8")
    (config_dir / "themes").mkdir(parents=True)
    (config_dir / "themes" / "mine.toml").write_text(theme.replace('name = "sheriff-mono"', 'name = "mine"'), encoding="utf-8")
    user_preset("short", 'game = "sheriff"\nname = "short"\nextends = "sheriff"\n[rules]\ndeals = 3\n')
    write_config(config_dir, 'theme = "mine"\n[presets]\nsheriff = "short"\n')
    s, problems = load_settings()
    assert problems == []
    assert s.theme == "mine" and s.preset_for("sheriff") == "short"


# -- bad input ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key", "words"),
    [
        ('theme = "purple rain!"', "theme", ["sheriff-dark", "sheriff-light", "sheriff-contrast", "sheriff-mono", "textual-dark"]),
        ('theme = ""', "theme", ["sheriff-dark"]),
        ("theme = 3", "theme", ["sheriff-dark"]),
        ('pace = "ludicrous"', "pace", ["instant, fast, normal, slow"]),
        ("pace = 0.5", "pace", ["instant"]),
        ('hints = "expert"', "hints", ["allowed: normal, hard"]),
        ('ascii = "yes"', "ascii", ["true, false"]),
        ('player_name = ""', "player_name", ["1–24"]),
        (f'player_name = "{"x" * 40}"', "player_name", ["1–24"]),
        ('player_name = "tab\\there"', "player_name", ["printable"]),
        ('presets = "sheriff"', "presets", ["[presets]"]),
        ('[presets]\nsheriff = "nope"', "presets.sheriff", ["sheriff-blind", "using \"sheriff\""]),
        ('[presets]\nchess = "chess"', "presets.chess", ["allowed: sheriff"]),
        ('keys = ["q"]', "keys", ["[keys]"]),
        ('[keys]\nquit = 7', "keys.quit", ["ctrl+q"]),
        ('[keys]\nquit = "ctrl + q"', "keys.quit", ["ctrl+q"]),
        ('[keys]\n"bad id!" = "q"', "keys.bad id!", ["letters, digits"]),
        ('game = "chess"', "game", ["allowed: sheriff, sheepshead", "using the first game"]),
        ("game = 3", "game", ["allowed: sheriff"]),
        ("colour = 1", "colour", ["theme, pace, hints, language, ascii, player_name, game, presets, keys"]),
    ],
)
def test_each_bad_value_is_reported_and_replaced(config_dir: Path, text: str, key: str, words: list[str]) -> None:
    path = write_config(config_dir, 'pace = "slow"\n' + text + "\n" if not text.startswith("pace") else text + "\n")
    before = path.read_bytes()
    s, problems = load_settings()
    one_line_each(problems)
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{path}: {key}: ")
    for w in words:
        assert w in problems[0]
    if not text.startswith("pace"):
        assert s.pace == "slow", "the good values in the file still count"
    default = Settings()
    assert s.theme == default.theme or key != "theme"
    assert s.player_name == default.player_name
    assert s.preset_for("sheriff") == "sheriff"
    assert path.read_bytes() == before, "the file is never rewritten by loading"


def test_theme_names_the_app_checks(config_dir: Path) -> None:
    """Any well-formed name is kept: Textual's own themes count too, and the app says if one is missing."""
    for name in ("textual-dark", "catppuccin-mocha", "gone-theme"):
        write_config(config_dir, f'theme = "{name}"\n')
        assert load_settings() == (Settings(theme=name), [])


def test_dotted_binding_ids_written_unquoted(config_dir: Path) -> None:
    write_config(config_dir, '[keys]\napp.quit = "ctrl+x"\n"table.hint" = "h"\ntable.sort.suit = "s"\n')
    s, problems = load_settings()
    assert problems == []
    assert s.keys == {"app.quit": "ctrl+x", "table.hint": "h", "table.sort.suit": "s"}


def test_good_keys_survive_beside_bad_ones(config_dir: Path) -> None:
    write_config(config_dir, '[keys]\nquit = "ctrl+q"\nhint = ""\n')
    s, problems = load_settings()
    assert s.keys == {"quit": "ctrl+q"}
    assert len(problems) == 1 and "keys.hint" in problems[0]


@pytest.mark.parametrize(("content", "words"), [("theme = ", "not valid TOML"), (b"\xff\xfe\x00bad", "not UTF-8 text: byte 0xff at line 1, column 1"), ("[keys\n", "not valid TOML")])
def test_a_broken_file_gives_the_defaults(config_dir: Path, content: str | bytes, words: str) -> None:
    path = write_config(config_dir, content)
    before = path.read_bytes()
    s, problems = load_settings()
    assert s == Settings()
    one_line_each(problems)
    assert len(problems) == 1
    assert problems[0].startswith(str(path)) and words in problems[0] and "using the default settings" in problems[0]
    assert path.read_bytes() == before


def test_saving_over_a_broken_file_keeps_a_copy(config_dir: Path) -> None:
    path = write_config(config_dir, 'pace = "ludicrous"\n# my notes\n')
    before = path.read_bytes()
    save_settings(Settings(pace="fast"))
    [kept] = config_dir.glob("config.broken-*.toml")
    assert kept.read_bytes() == before
    assert load_settings() == (Settings(pace="fast"), [])
    save_settings(Settings(pace="slow"))  # a clean file is simply replaced
    assert len(list(config_dir.glob("config.broken-*.toml"))) == 1


def test_saving_over_unreadable_toml_keeps_a_copy(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(st.time, "strftime", lambda fmt: "20250101-120000")
    write_config(config_dir, "][")
    save_settings(Settings())
    write_config(config_dir, "][ again")
    save_settings(Settings())
    names = sorted(p.name for p in config_dir.glob("config.broken-*.toml"))
    assert names == ["config.broken-20250101-120000-2.toml", "config.broken-20250101-120000.toml"]


def test_check_keys() -> None:
    s = Settings(keys={"quit": "q", "frobnicate": "f"})
    [line] = st.check_keys(s, {"quit", "help"})
    assert "keys.frobnicate" in line and "allowed: help, quit" in line
    assert st.check_keys(Settings(), ["quit"]) == []


def test_saving_where_a_file_stands_for_the_folder_names_that_file(tmp_path: Path) -> None:
    """mkdir alone says "File exists" or "Not a directory" about a path below it; the player needs the file in the way."""
    from sheriff_tui import paths

    blocker = tmp_path / "cfg"
    blocker.write_text("I am not a folder")
    for config in (blocker, blocker / "deeper"):
        with pytest.raises(NotADirectoryError) as info:
            save_settings(Settings(), config)
        assert (info.value.filename, info.value.strerror) == (str(blocker), "a file is where a folder should be")
    with pytest.raises(NotADirectoryError):
        paths.write_atomic(blocker / "x.json", "{}")
    assert blocker.read_text() == "I am not a folder"


def test_built_in_presets_are_known_from_their_files_alone_as_from_every_preset(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each game's chosen built-in preset is checked from its shipped file (a quick first frame);
    the answer is the one reading every preset gives, and a preset of another game, a user's
    own or an unknown one still goes to that reading."""
    from sheriff_tui import presets

    found, _ = presets.all_presets()
    by_game: dict[str, list[str]] = {}
    for p in found.values():
        by_game.setdefault(p.game, []).append(p.name)
    read_all: list[object] = []
    real = presets.all_presets
    monkeypatch.setattr(presets, "all_presets", lambda *a, **k: read_all.append(1) or real(*a, **k))
    chosen = {game: sorted(names)[-1] for game, names in by_game.items()}
    write_config(config_dir, "[presets]\n" + "".join(f'{g} = "{n}"\n' for g, n in chosen.items()))
    s, problems = load_settings()
    assert (problems, dict(s.presets), read_all) == ([], chosen, [])
    other = next(n for n in by_game["toruf"] if n != "toruf")
    write_config(config_dir, f'[presets]\nsheriff = "{other}"\n')
    s, problems = load_settings()
    assert read_all and len(problems) == 1 and f'"{other}" is a toruf preset' in problems[0] and s.presets["sheriff"] == "sheriff"


def test_the_player_who_chose_no_name_in_either_language() -> None:
    """"You" is kept; a Japanese table shows it as あなた, and either word is the one spoken to."""
    from sheriff_tui import i18n
    from sheriff_tui.settings import is_unnamed, name_kept, name_shown, unnamed_seat

    assert name_shown("You") == "You" and name_shown("Robin") == "Robin"
    assert is_unnamed("あなた") and name_kept("あなた") == "You"  # a match begun in Japanese, read in English
    i18n.use("ja")
    assert name_shown("You") == "あなた" and name_kept("あなた") == "You" and name_kept("Robin") == "Robin"
    assert is_unnamed("あなた") and is_unnamed("You") and not is_unnamed("Robin")
    assert unnamed_seat(["Belle", "あなた", "Wyatt"]) == 1 and unnamed_seat(["Belle", "Robin"]) is None
