"""Hostile files for every reader of the player's files: presets, settings, themes, records, saves.

Each example writes one file as a hostile user (or a broken disk) would — bad syntax, wrong
types, huge numbers, deep nesting, control characters, markup, binary, nothing at all, or a
sound file with one value swapped for any of those — and asserts that the reader gives its one
clear error (a line, no newline in it) or falls back, raises nothing else, and leaves the
file's bytes as they were (a save that can't be resumed is moved aside byte for byte).

CI runs a few examples of each; ``test_*_long`` runs many more behind ``slow``.
"""

from __future__ import annotations

import copy
import json
import random
import tempfile
from pathlib import Path
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheriff_tui import presets, records, saves, themes, userfiles
from sheriff_tui import settings as user_settings
from sheriff_tui.bots import RandomBot
from sheriff_tui.engine import GAMES, game_module

FAST = settings(max_examples=25, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
LONG = settings(max_examples=1500, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# -- hostile pieces -----------------------------------------------------------------

NASTY_TEXT = [
    "",
    "[/]",
    "[b]Al",
    "[link=file:///etc/passwd]x[/link]",
    "[$team-a]",
    "\x1b[2J\x1b[H",
    "\x1b]0;pwned\x07",
    "a\rforged line",
    "a\nb",
    "\x00",
    "\u202eevil",
    "\u2028",
    "ⓢⓗⓔⓡⓘⓕⓕ",
    "x" * 5000,
    "%s%n{0}",
    "../../etc/passwd",
]
HUGE_INTS = ["9" * 5000, "-" + "9" * 4301, "0x" + "f" * 20000, "1" + "0" * 1001, str(2**63), "-1", "0"]


def deep(n: int, kind: str = "[") -> str:
    close = {"[": "]", "{": "}"}[kind]
    return kind * n + close * n


toml_scalars = st.one_of(
    st.sampled_from(HUGE_INTS),
    st.sampled_from(NASTY_TEXT).map(json.dumps),
    st.text(max_size=30).map(json.dumps),
    st.sampled_from(["true", "false", "nan", "inf", "-inf", "1e400", "1979-05-27", "1979-02-30", "3.5", '""', "[]", "{}"]),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.sampled_from([deep(10), deep(40), deep(3000)]),
    st.sampled_from(['{ a = { b = { c = 1 } } }', "[1, 'a', true]", '"\\ud800"']),
)
toml_keys = st.one_of(
    st.sampled_from(
        [
            "game", "name", "description", "extends", "rules", "dark", "colors", "variables",
            "theme", "pace", "ascii", "player_name", "presets", "keys",
            "rules.players", "rules.deals", "rules.target", "colors.primary", "variables.card-red",
            "presets.sheriff", "keys.app.quit", '"\\u001b[2J"', '"[/]"',
        ]
    ),
    st.from_regex(r"[a-z_.-]{1,12}", fullmatch=True),
)


@st.composite
def toml_texts(draw: Any, sound: str = "") -> bytes:
    """A TOML file: a sound one with lines added and changed, or pieces of one gone wrong."""
    lines = sound.splitlines() if sound and draw(st.booleans()) else []
    for _ in range(draw(st.integers(0, 6))):
        line = f"{draw(toml_keys)} = {draw(toml_scalars)}"
        lines.insert(draw(st.integers(0, len(lines))), line)
    text = "\n".join(lines) + "\n"
    return _damage(draw, text.encode("utf-8", "surrogatepass"))


def _damage(draw: Any, raw: bytes) -> bytes:
    how = draw(st.sampled_from(["none", "none", "none", "cut", "bytes", "bom", "crlf", "binary", "empty", "deep"]))
    if how == "cut" and raw:
        return raw[: draw(st.integers(0, len(raw)))]
    if how == "bytes":
        at = draw(st.integers(0, len(raw)))
        return raw[:at] + draw(st.binary(min_size=1, max_size=8)) + raw[at:]
    if how == "bom":
        return b"\xef\xbb\xbf" + raw
    if how == "crlf":
        return raw.replace(b"\n", b"\r\n")
    if how == "binary":
        return draw(st.binary(max_size=200))
    if how == "empty":
        return b""
    if how == "deep":
        return b"x = " + b"[" * draw(st.sampled_from([33, 1000, 100_000]))
    return raw


SOUND_PRESET = 'game = "sheriff"\nname = "x"\ndescription = "mine"\nextends = "sheriff"\n[rules]\ndeals = 9\n'
SOUND_THEME = 'name = "x"\ndark = true\ndescription = "mine"\n[colors]\nprimary = "#3a9d5d"\n[variables]\ncard-red = "#c62828"\n'
SOUND_SETTINGS = 'theme = "sheriff-dark"\npace = "fast"\nascii = false\nplayer_name = "Ada"\n[presets]\nsheriff = "sheriff"\n[keys]\n"app.quit" = "ctrl+q"\n'


def _one_line(lines: list[str]) -> None:
    for line in lines:
        assert isinstance(line, str) and line and "\n" not in line and "\r" not in line, repr(line)


def _write(path: Path, raw: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return path


# -- the readers ------------------------------------------------------------------


def check_preset(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        cfg = Path(tmp) / "config"
        path = _write(cfg / "presets" / "x.toml", raw)
        found, problems = presets.all_presets(cfg)
        _one_line(problems)
        assert ("x" in found) != bool(problems)
        p, lines = presets.check_file(path, cfg)
        _one_line(lines)
        cat = presets.catalog(cfg)
        _one_line(cat.problems)
        if "x" in found:
            rules = cat.rules["x"]
            assert not isinstance(rules, presets.PresetError), rules
            str(rules)
        assert path.read_bytes() == raw


def check_settings(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        cfg = Path(tmp) / "config"
        path = _write(cfg / "config.toml", raw)
        loaded, problems = user_settings.load_settings(cfg)
        _one_line(problems)
        assert user_settings._name_problem(loaded.player_name) is None
        assert loaded.pace in user_settings.PACES
        loaded.to_toml()  # what a save would write
        assert path.read_bytes() == raw


def check_theme(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        cfg = Path(tmp) / "config"
        path = _write(cfg / "themes" / "x.toml", raw)
        specs, problems = themes.load_themes(config_dir=cfg)
        _one_line(problems)
        mine = [s for s in specs if s.name == "x"]
        assert bool(mine) != any(line.startswith(str(path)) for line in problems)
        for spec in mine:
            from sheriff_tui.ui.app import to_textual_theme

            to_textual_theme(spec)
        assert path.read_bytes() == raw


def check_record(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = _write(Path(tmp) / "r.json", raw)
        try:
            game = records.replay(records.load_path(path, Path(tmp) / "config"))
        except records.RecordError as exc:
            _one_line([str(exc)])
        else:
            json.dumps(records.summary(game))
            records.dumps(records.to_record(game)).encode("utf-8")  # it can be saved again
            for name in game.players:
                userfiles.printable(name).encode("ascii", "backslashreplace")
        assert path.read_bytes() == raw


def check_save(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        path = _write(saves.current_path(data), raw)
        saves.current_summary(data)  # never raises
        try:
            game, loaded, meta = saves.resume_current(data, Path(tmp) / "config")
        except saves.SaveError as exc:
            _one_line([str(exc)])
            assert not path.exists(), "a save that can't be resumed is moved aside"
            [aside] = list(path.parent.glob("current.corrupt-*.json"))
            assert aside.read_bytes() == raw and str(aside) in str(exc)
        else:
            assert path.read_bytes() == raw
            kept = saves.discard_current(data)
            assert kept is not None and kept.read_bytes() == raw and loaded.game in kept.name


# -- sound records to spoil ---------------------------------------------------------


def _sound_record(game: str, seed: int) -> dict[str, Any]:
    rules = presets.load_rules(game, game, config_dir="/nonexistent-config")
    match = game_module(game).new_game(rules, seed=seed)
    rng = random.Random(seed)
    bot = RandomBot()
    for _ in range(rng.randrange(5, 40)):
        if match.to_act is None:
            break
        match.apply(bot.choose(match.view(match.to_act), match.legal_actions(), rng))
    return records.to_record(match, game)


SOUND_RECORDS = {game: _sound_record(game, 7) for game in GAMES}
NASTY_JSON = [
    *NASTY_TEXT,
    None,  # huge numbers go in as raw text (the swap below): json.dumps can't write them
    -1, 0, 2**63, True, 1.5, float("inf"), [], {}, [[[[[]]]]], {"a": {"b": {}}},
]


@st.composite
def json_texts(draw: Any) -> bytes:
    """A record: a sound one with one value somewhere swapped for a hostile one, or raw damage."""
    record = json.loads(json.dumps(SOUND_RECORDS[draw(st.sampled_from(sorted(GAMES)))]))
    if draw(st.booleans()):
        record["table"] = {"seats": draw(st.sampled_from([None, ["human", "normal", "hard"], "x", [1]])), "seed": draw(st.sampled_from([None, 1, "x", 2**70])), "pace": draw(st.sampled_from([None, "fast", "[/]", 3]))}
    marker = "\u0000SWAP\u0000"
    for _ in range(draw(st.integers(0, 3))):
        holder, key = _pick(draw, record)
        if holder is not None:
            holder[key] = marker if draw(st.booleans()) else copy.deepcopy(draw(st.sampled_from(NASTY_JSON)))
    text = json.dumps(record)
    if draw(st.booleans()):
        try:
            text = records.dumps(record)  # the layout the app writes (it takes only a record's shape)
        except (AttributeError, TypeError):
            pass
    swap = draw(st.sampled_from(['"\\ud800"', *HUGE_INTS[:2], "1" + "0" * 999, deep(40), deep(200_000), deep(50, "{").replace("{}", '{"a":{}}'), "1e99999", "NaN", '"\\u001b]0;x\\u0007"']))
    text = text.replace(json.dumps(marker), swap)
    return _damage(draw, text.encode("utf-8", "surrogatepass"))


def _pick(draw: Any, node: Any) -> tuple[Any, Any]:
    """A random place in the record: (its container, its key or index)."""
    holder, key = None, None
    for _ in range(draw(st.integers(1, 6))):
        if isinstance(node, dict) and node:
            k = draw(st.sampled_from(sorted(node)))
        elif isinstance(node, list) and node:
            k = draw(st.integers(0, len(node) - 1))
        else:
            break
        holder, key, node = node, k, node[k]
    return holder, key


# -- the tests ----------------------------------------------------------------------

READERS: dict[str, tuple[Callable[[bytes], None], Any]] = {
    "preset": (check_preset, toml_texts(SOUND_PRESET)),
    "settings": (check_settings, toml_texts(SOUND_SETTINGS)),
    "theme": (check_theme, toml_texts(SOUND_THEME)),
    "record": (check_record, json_texts()),
    "save": (check_save, json_texts()),
}


@pytest.mark.parametrize("reader", sorted(READERS))
def test_hostile_files_give_one_line_or_a_fallback(reader: str) -> None:
    check, files = READERS[reader]
    FAST(given(files)(check))()


@pytest.mark.slow
@pytest.mark.parametrize("reader", sorted(READERS))
def test_hostile_files_long(reader: str) -> None:
    check, files = READERS[reader]
    LONG(given(files)(check))()
