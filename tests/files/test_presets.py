"""House-rule presets: the schema, validation, ``extends``, user presets on disk."""

from __future__ import annotations

import dataclasses
import os
import tomllib
import types
from dataclasses import dataclass
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheriff_tui import paths, presets
from sheriff_tui.engine import GAMES
from sheriff_tui.engine.core import option
from sheriff_tui.presets import PresetError

BUILTIN_DIR = paths.rules_dir() / "presets"
BUILTIN_NAMES = sorted(p.stem for p in BUILTIN_DIR.glob("*.toml"))
# the Sheriff presets: messages list the presets of the game in question
SHERIFF_NAMES = sorted(p.stem for p in BUILTIN_DIR.glob("*.toml") if tomllib.loads(p.read_text())["game"] == "sheriff")
SHERIFF_FIELDS = [f.name for f in presets.schema("sheriff")]


def preset_text(name: str, rules: str = "", extends: str | None = "sheriff", game: str = "sheriff", extra: str = "") -> str:
    head = f'game = "{game}"\nname = "{name}"\ndescription = "test preset {name}"\n'
    if extends:
        head += f'extends = "{extends}"\n'
    return head + extra + "\n[rules]\n" + rules


def problems_of(path: Path) -> list[str]:
    with pytest.raises(PresetError) as info:
        presets.read_preset(path)
    return info.value.problems


# -- built-ins and the schema -----------------------------------------------


def test_builtins_are_there() -> None:
    assert {"sheriff", "sheriff-blind", "sheriff-choice", "sheriff-double", "sheriff-double-6"} <= set(BUILTIN_NAMES)


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_every_builtin_loads_and_resolves(name: str) -> None:
    p = presets.builtin_presets()[name]
    assert p.builtin and p.name == name and p.path == BUILTIN_DIR / f"{name}.toml"
    assert p.game in GAMES
    assert p.description.strip() and "\n" not in p.description
    rules = presets.load_rules(p.game, name)
    assert rules.problems() == []
    table = presets.resolve_table(p, presets.builtin_presets())
    for key, value in table.items():
        assert getattr(rules, key) == value


def test_every_game_has_a_default_preset_named_after_it() -> None:
    builtins = presets.builtin_presets()
    for game in GAMES:
        assert builtins[game].game == game and builtins[game].extends is None
        assert presets.load_rules(game) == GAMES[game].Rules()  # the plain game is the schema's defaults


def test_builtin_variants_are_what_their_names_say() -> None:
    r = {n: presets.load_rules("sheriff", n) for n in SHERIFF_NAMES}
    assert (r["sheriff"].players, r["sheriff"].auction, r["sheriff"].deals) == (3, "standard", 9)
    assert r["sheriff-blind"].auction == "blind" and r["sheriff-choice"].auction == "choice"
    assert (r["sheriff-double"].players, r["sheriff-double"].deals) == (5, 10)
    assert (r["sheriff-double-6"].players, r["sheriff-double-6"].deals) == (6, 12)


def test_nottingham_bags_are_one_to_six_and_the_published_five_is_a_preset() -> None:
    """Seed 002, 商人 4: "袋に手札から1-6枚の札を入れる" is the default; the published 1 to 5 is nottingham-bag-5."""
    builtins = presets.builtin_presets()
    assert presets.load_rules("nottingham").bag_limit == 6 and "bags of 1 to 6 cards" in builtins["nottingham"].description
    assert presets.load_rules("nottingham", "nottingham-bag-5").bag_limit == 5
    assert builtins["nottingham-bag-5"].description.startswith("Bags of 1 to 5 cards")
    assert "nottingham-bag-6" not in builtins  # the default now: no preset says it again


@pytest.mark.parametrize("game", list(GAMES))
def test_schema_fields_are_documented(game: str) -> None:
    fields = presets.schema(game)
    assert fields
    for f in fields:
        assert f.doc.strip() and "\n" not in f.doc, f.name
        assert f.type in (int, bool, str)
        assert f.check(f.default) is None, f.name  # the default is allowed
        assert f.allowed()
        if f.type is int and f.choices is None:
            assert f.min is not None and f.max is not None, f"{f.name}: an int rule needs a range"


def test_field_allowed_texts() -> None:
    fields = {f.name: f for f in presets.schema("sheriff")}
    assert fields["players"].allowed() == "3, 5, 6"
    assert fields["auction"].allowed() == '"standard", "choice", "blind"'
    assert fields["deals"].allowed() == "a whole number 1–120"


# -- validation: every problem, with file, key and what is allowed -----------


@pytest.mark.parametrize(
    "rules, key, words",
    [
        ("colour = 3\n", "rules.colour", ["unknown rule for sheriff", "allowed: players, auction, deals"]),
        ("deals = true\n", "rules.deals", ["true is not allowed", "a whole number 1–120"]),
        ("deals = false\n", "rules.deals", ["false is not allowed", "a whole number 1–120"]),
        ('deals = "9"\n', "rules.deals", ['"9" is not allowed', "a whole number 1–120"]),
        ("deals = 9.0\n", "rules.deals", ["9.0 is not allowed", "a whole number 1–120"]),
        ("deals = 0\n", "rules.deals", ["0 is out of range", "a whole number 1–120"]),
        ("deals = 121\n", "rules.deals", ["121 is out of range", "a whole number 1–120"]),
        ("exact_bonus = -1\n", "rules.exact_bonus", ["-1 is out of range", "0–50"]),
        ("players = 4\n", "rules.players", ["4 is not allowed", "allowed: 3, 5, 6"]),
        ("players = true\n", "rules.players", ["true is not allowed", "allowed: 3, 5, 6"]),
        ('auction = "dutch"\n', "rules.auction", ['"dutch" is not allowed', 'allowed: "standard", "choice", "blind"']),
        ("auction = 1\n", "rules.auction", ["1 is not allowed", '"standard", "choice", "blind"']),
        ("deals = 10\n", "rules.deals", ["10 is not a multiple of players (3)", "allowed: 3, 6, 9"]),
        ("players = 5\n", "rules.deals", ["9 is not a multiple of players (5)"]),
        ("players = 6\nmin_bid = 9\ndeals = 12\n", "rules.min_bid", ["9 is more than the 8 tricks"]),
        ("players = 5\ndeals = 10\nchoice_contract = 11\n", "rules.choice_contract", ["11 is more than the 10 tricks"]),
        ('players = 5\ndeals = 10\nauction = "choice"\n', "rules.auction", ["played by 3 players", "allowed with 5 or 6 players: standard, blind"]),
    ],
)
def test_one_problem(user_preset, rules: str, key: str, words: list[str]) -> None:
    path = user_preset("mine", preset_text("mine", rules))
    found, problems = presets.all_presets()
    assert "mine" not in found
    assert len(problems) == 1, problems
    line = problems[0]
    assert line.startswith(f"{path}: {key}: ")
    for w in words:
        assert w in line
    assert "\n" not in line
    # presets validate says the same
    assert presets.check_file(path) == (None, problems)


def test_every_problem_at_once(user_preset) -> None:
    path = user_preset(
        "mine",
        'game = "sheriff"\nname = "mine"\ncolour = "red"\ndescription = 7\n'
        '[rules]\nplayers = 4\nexact_bonus = true\nmin_bid = 99\nauction = "dutch"\nbogus = 1\nno_trick_bonus = 60\ndeals = 10\n',
    )
    problems = problems_of(path)
    assert all(line.startswith(f"{path}: ") for line in problems)
    keys = [line.split(": ")[1] for line in problems]
    assert keys == ["colour", "description", "rules.players", "rules.exact_bonus", "rules.min_bid", "rules.auction", "rules.bogus", "rules.no_trick_bonus"]
    # loading (and validate) also checks the rules that clash, on the values allowed alone
    _, listed = presets.all_presets()
    assert listed == problems + [f"{path}: rules.deals: 10 is not a multiple of players (3); allowed: 3, 6, 9 …"]
    assert presets.check_file(path) == (None, listed)


def test_clashing_rules_are_reported_with_the_other_problems(user_preset) -> None:
    path = user_preset("mine", preset_text("mine", "deals = 10\nbogus = 1\n"))
    _, problems = presets.check_file(path)
    assert [line.split(": ")[1] for line in problems] == ["rules.bogus", "rules.deals"]


@pytest.mark.parametrize(
    "text, key, words",
    [
        ('name = "mine"\n[rules]\n', "game", ["missing", "allowed: sheriff"]),
        ('game = "poker"\nname = "mine"\n', "game", ['"poker" is not a game', "allowed: sheriff"]),
        ('game = "sheriff"\nname = "Mine"\n', "name", ['"Mine" is not a preset name', "lower-case letters"]),
        ('game = "sheriff"\nname = "other"\n', "name", ["differs from the file name", "other.toml"]),
        ('game = "sheriff"\nname = "mine"\nextends = 3\n', "extends", ["the name of another preset"]),
        ('game = "sheriff"\nname = "mine"\nrules = 3\n', "rules", ["a table"]),
        ('game = "sheriff"\nname = "mine"\ndescription = ["x"]\n', "description", ["text"]),
        ('game = "sheriff"\nname = "mine"\nauthor = "me"\n', "author", ["unknown key", "allowed: description, description_ja, extends, game, name, rules"]),
    ],
)
def test_top_level_problems(user_preset, text: str, key: str, words: list[str]) -> None:
    path = user_preset("mine", text)
    [line] = problems_of(path)
    assert line.startswith(f"{path}: {key}: ")
    for w in words:
        assert w in line


def test_toml_syntax_error_is_one_line(user_preset) -> None:
    path = user_preset("mine", 'game = "sheriff\nname = "mine"\n')
    [line] = problems_of(path)
    assert line.startswith(f"{path}: not valid TOML: ") and "line 1" in line and "\n" not in line


def test_absurdly_nested_toml_is_one_line(user_preset) -> None:
    path = user_preset("mine", 'game = "sheriff"\nname = "mine"\nx = ' + "[" * 100_000)
    assert problems_of(path) == [f"{path}: not valid TOML: nested too deeply; allowed: at most 32 levels of tables and lists"]


def test_unreadable_file_is_one_line(user_preset) -> None:
    path = user_preset("mine", "")
    path.write_bytes(b'game = "sheriff"\nname = "\xff"\n')
    [line] = problems_of(path)
    assert line == f"{path}: not UTF-8 text: byte 0xff at line 2, column 9; save the file as UTF-8"


def test_a_byte_order_mark_is_not_a_problem(user_preset) -> None:
    """Notepad's UTF-8 starts with a BOM; TOML alone would call it an invalid statement."""
    path = user_preset("mine", "")
    path.write_bytes(b"\xef\xbb\xbf" + preset_text("mine", "exact_bonus = 7\n").encode("utf-8"))
    assert presets.read_preset(path).rules == {"exact_bonus": 7}


# -- extends -----------------------------------------------------------------


def test_extends_chain(user_preset) -> None:
    user_preset("five", preset_text("five", "exact_bonus = 7\npoints_per_trick = 3\n", extends="sheriff-double"))
    user_preset("five-b", preset_text("five-b", 'auction = "blind"\nexact_bonus = 9\n', extends="five"))
    found, problems = presets.all_presets()
    assert problems == []
    rules = presets.load_rules("sheriff", "five-b")
    assert (rules.players, rules.deals, rules.points_per_trick, rules.exact_bonus, rules.auction) == (5, 10, 3, 9, "blind")
    assert presets.resolve_table(found["five-b"], found) == {
        "players": 5,
        "auction": "blind",
        "deals": 10,
        "exact_bonus": 9,
        "points_per_trick": 3,
    }


def test_extends_missing_base(user_preset) -> None:
    path = user_preset("mine", preset_text("mine", extends="nowhere"))
    found, problems = presets.all_presets()
    assert "mine" not in found
    assert problems == [f'{path}: extends: no preset named "nowhere"; allowed: ' + ", ".join(SHERIFF_NAMES)]


def test_extends_a_broken_preset(user_preset) -> None:
    base = user_preset("base", preset_text("base", "deals = 0\n"))
    child = user_preset("child", preset_text("child", extends="base"))
    grandchild = user_preset("grandchild", preset_text("grandchild", extends="child"))
    found, problems = presets.all_presets()
    assert not {"base", "child", "grandchild"} & set(found)
    assert problems == [
        f"{base}: rules.deals: 0 is out of range; allowed: a whole number 1–120",
        f'{child}: extends: the preset "base" can\'t be used: it has problems of its own',
        f'{grandchild}: extends: the preset "child" can\'t be used: it has problems of its own',
    ]


def test_a_base_that_clashes_alone_fails_even_if_its_child_would_not(user_preset) -> None:
    user_preset("five", preset_text("five", "players = 5\n"))  # 9 deals: not a multiple of 5
    user_preset("fixed", preset_text("fixed", "deals = 10\n", extends="five"))
    found, problems = presets.all_presets()
    assert "five" not in found and "fixed" not in found
    assert len(problems) == 2
    assert any(line.endswith("five.toml: rules.deals: 9 is not a multiple of players (5); allowed: 5, 10, 15 …") for line in problems)
    assert any(line.endswith('fixed.toml: extends: the preset "five" can\'t be used: it has problems of its own') for line in problems)


@pytest.mark.parametrize("ring", [["a"], ["a", "b"], ["a", "b", "c"]])
def test_extends_loop_is_told_to_every_member(user_preset, ring: list[str]) -> None:
    files = {n: user_preset(n, preset_text(n, extends=ring[(i + 1) % len(ring)])) for i, n in enumerate(ring)}
    user_preset("ok", preset_text("ok", "exact_bonus = 1\n"))
    found, problems = presets.all_presets()
    assert "ok" in found and not set(ring) & set(found)
    assert len(problems) == len(ring)
    for i, n in enumerate(ring):
        loop = " -> ".join(ring[i:] + ring[:i] + [n])
        assert f"{files[n]}: extends: goes round a loop: {loop}" in problems


def test_extends_another_games_preset(user_preset, monkeypatch: pytest.MonkeyPatch) -> None:
    @dataclass(frozen=True)
    class Rules:
        players: int = option(4, "Players", choices=(4,))

        def problems(self) -> list[tuple[str, str]]:
            return []

    other = types.ModuleType("othergame")
    other.GAME = "othergame"  # type: ignore[attr-defined]
    other.Rules = Rules  # type: ignore[attr-defined]
    monkeypatch.setitem(GAMES, "othergame", other)
    user_preset("theirs", preset_text("theirs", "players = 4\n", extends=None, game="othergame"))
    path = user_preset("mine", preset_text("mine", extends="theirs"))
    found, problems = presets.all_presets()
    assert found["theirs"].game == "othergame"
    assert problems == [f'{path}: extends: "theirs" is a othergame preset, not sheriff']
    with pytest.raises(PresetError, match="is for othergame, not sheriff"):
        presets.load_rules("sheriff", "theirs")


def test_resolve_table_with_an_explicit_lookup() -> None:
    builtins = presets.builtin_presets()
    p = presets.Preset("x", "sheriff", "", "sheriff-double-6", {"exact_bonus": 1}, None, False)
    assert presets.resolve_table(p, builtins)["players"] == 6
    bad = dataclasses.replace(p, extends="nope")
    with pytest.raises(PresetError, match='x: extends: no preset named "nope"'):
        presets.resolve_table(bad, builtins)


# -- user presets ----------------------------------------------------------


def test_broken_user_preset_never_stops_the_others(user_preset) -> None:
    user_preset("aaa", 'game = "sheriff\n')
    user_preset("bbb", preset_text("bbb", "deals = 10\n"))
    user_preset("ccc", preset_text("ccc", "exact_bonus = 8\n"))
    (user_preset("ddd", "").parent / "notes.txt").write_text("not a preset")
    user_preset("ddd", preset_text("ddd", "bogus = 1\n"))
    found, problems = presets.all_presets()
    assert set(found) == set(BUILTIN_NAMES) | {"ccc"}
    assert [Path(line.split(": ")[0]).stem for line in problems] == ["aaa", "bbb", "ddd"]
    assert presets.load_rules("sheriff", "ccc").exact_bonus == 8
    assert not found["ccc"].builtin


def test_user_preset_cannot_shadow_a_builtin(user_preset) -> None:
    path = user_preset("sheriff", preset_text("sheriff", "exact_bonus = 0\n", extends=None))
    found, problems = presets.all_presets()
    assert found["sheriff"].builtin and found["sheriff"].path == BUILTIN_DIR / "sheriff.toml"
    assert presets.load_rules("sheriff").exact_bonus == 5
    assert problems == [f'{path}: name: "sheriff" is a built-in preset; choose another name']


def test_extends_missing_base_offers_usable_bases_only(user_preset) -> None:
    """The allowed list names the built-in a skipped user file shadows, and not presets that are skipped themselves."""
    user_preset("sheriff", preset_text("sheriff", extends=None))  # skipped: a built-in's name
    user_preset("loop-a", preset_text("loop-a", extends="loop-b"))
    user_preset("loop-b", preset_text("loop-b", extends="loop-a"))
    path = user_preset("aaa", preset_text("aaa", extends="nowhere"))  # visited before the loop
    _, problems = presets.all_presets()
    assert f'{path}: extends: no preset named "nowhere"; allowed: ' + ", ".join(SHERIFF_NAMES) in problems


def test_delete_removes_a_user_file_that_takes_a_builtins_name(user_preset) -> None:
    """Such a file is the player's own (skipped, never loaded): it can be deleted; the built-in stays."""
    path = user_preset("sheriff", preset_text("sheriff", extends=None))
    presets.delete_user_preset("sheriff")
    assert not path.exists() and presets.builtin_presets()["sheriff"].path == BUILTIN_DIR / "sheriff.toml"
    with pytest.raises(PresetError, match="built-in preset and can't be deleted"):
        presets.delete_user_preset("sheriff")


def test_no_user_folder_is_fine(config_dir: Path) -> None:
    assert not config_dir.exists()
    found, problems = presets.all_presets()
    assert set(found) == set(BUILTIN_NAMES) and problems == []


def test_config_dir_argument_beats_the_environment(tmp_path: Path, user_preset) -> None:
    user_preset("env-one", preset_text("env-one"))
    other = tmp_path / "other"
    (other / "presets").mkdir(parents=True)
    (other / "presets" / "arg-one.toml").write_text(preset_text("arg-one"))
    assert "env-one" in presets.all_presets()[0]
    found, _ = presets.all_presets(other)
    assert "arg-one" in found and "env-one" not in found
    assert presets.user_presets_dir(other) == other / "presets"


def test_new_writes_a_full_copy(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replaced = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (replaced.append((Path(a), Path(b))), real_replace(a, b))[1])
    path = presets.new_user_preset("mine", "sheriff-double-6", description="six of us")
    assert path == config_dir / "presets" / "mine.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == "sheriff" and data["name"] == "mine" and data["description"] == "six of us"
    assert "extends" not in data
    assert list(data["rules"]) == SHERIFF_FIELDS  # every rule written out, in schema order
    assert presets.load_rules("sheriff", "mine") == presets.load_rules("sheriff", "sheriff-double-6")
    # written to a temporary name beside it, then replaced; nothing left behind
    [(tmp, dest)] = replaced
    assert dest == path and tmp.parent == path.parent and tmp != path
    assert sorted(p.name for p in path.parent.iterdir()) == ["mine.toml"]
    assert path.read_text(encoding="utf-8") == presets.dump_preset(presets.all_presets()[0]["mine"])


def test_new_default_description_and_user_base(config_dir: Path) -> None:
    presets.new_user_preset("one", "sheriff-blind")
    presets.new_user_preset("two", "one")
    found, problems = presets.all_presets()
    assert problems == []
    assert found["one"].description.endswith("(copy of sheriff-blind)")
    assert presets.load_rules("sheriff", "two").auction == "blind"


def test_new_never_clobbers(config_dir: Path, user_preset) -> None:
    presets.new_user_preset("mine", "sheriff")
    before = (config_dir / "presets" / "mine.toml").read_bytes()
    with pytest.raises(PresetError, match='a preset named "mine" exists already'):
        presets.new_user_preset("mine", "sheriff-blind")
    assert (config_dir / "presets" / "mine.toml").read_bytes() == before
    broken = user_preset("broken", "this is = not toml =")
    with pytest.raises(PresetError, match="exists already"):
        presets.new_user_preset("broken", "sheriff")
    assert broken.read_text() == "this is = not toml ="
    for name in BUILTIN_NAMES:
        with pytest.raises(PresetError, match=f'a built-in preset named "{name}" exists already'):
            presets.new_user_preset(name, "sheriff")


@pytest.mark.parametrize("name", ["Mine", "my preset", "-x", "../x", "x/y", "a" * 49, "mine\n", ""])
def test_new_refuses_bad_names(config_dir: Path, name: str) -> None:
    with pytest.raises(PresetError, match="allowed: lower-case letters"):
        presets.new_user_preset(name, "sheriff")
    assert not (config_dir / "presets").exists() or list((config_dir / "presets").iterdir()) == []


def test_new_from_a_missing_base() -> None:
    with pytest.raises(PresetError, match='--from: no preset named "nope"; allowed: ' + ", ".join(BUILTIN_NAMES)):
        presets.new_user_preset("mine", "nope")


def test_save_validates_before_writing(config_dir: Path) -> None:
    bad = presets.Preset("mine", "sheriff", "", "sheriff", {"deals": 10}, None, False)
    with pytest.raises(PresetError, match="rules.deals: 10 is not a multiple"):
        presets.save_user_preset(bad)
    assert not (config_dir / "presets" / "mine.toml").exists()
    good = dataclasses.replace(bad, rules={"deals": 12})
    path = presets.save_user_preset(good)
    assert presets.load_rules("sheriff", "mine").deals == 12
    presets.save_user_preset(dataclasses.replace(good, rules={"deals": 3}))  # editing replaces
    assert presets.load_rules("sheriff", "mine").deals == 3
    assert sorted(p.name for p in path.parent.iterdir()) == ["mine.toml"]


def test_a_failed_write_leaves_the_old_file(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = presets.new_user_preset("mine", "sheriff")
    before = path.read_bytes()

    def fail(a: str, b: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        presets.save_user_preset(presets.Preset("mine", "sheriff", "", None, {"deals": 3}, None, False))
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["mine.toml"]


def test_delete(config_dir: Path, user_preset) -> None:
    path = presets.new_user_preset("mine", "sheriff")
    presets.delete_user_preset("mine")
    assert not path.exists()
    broken = user_preset("broken", "= nope")
    presets.delete_user_preset("broken")  # a broken one too
    assert not broken.exists()
    with pytest.raises(PresetError, match='no user preset named "mine"'):
        presets.delete_user_preset("mine")


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_delete_refuses_builtins(name: str) -> None:
    with pytest.raises(PresetError, match="is a built-in preset and can't be deleted"):
        presets.delete_user_preset(name)
    assert (BUILTIN_DIR / f"{name}.toml").exists()


def test_delete_refuses_paths(config_dir: Path, tmp_path: Path) -> None:
    victim = config_dir / "victim.toml"
    victim.parent.mkdir(parents=True)
    victim.write_text("keep me")
    (config_dir / "presets").mkdir()
    for name in ("../victim", "..", "/etc/passwd", "a/b"):
        with pytest.raises(PresetError, match="is not a preset name"):
            presets.delete_user_preset(name)
    assert victim.read_text() == "keep me"


# -- load_rules ----------------------------------------------------------------


def test_load_rules_with_overrides() -> None:
    rules = presets.load_rules("sheriff", "sheriff-double", {"exact_bonus": 0})
    assert (rules.players, rules.exact_bonus) == (5, 0)
    with pytest.raises(PresetError) as info:
        presets.load_rules("sheriff", "sheriff", {"deals": 10, "nope": 1}, where="")
    assert info.value.problems == [
        "rules.nope: unknown rule for sheriff; allowed: " + ", ".join(SHERIFF_FIELDS),
        "rules.deals: 10 is not a multiple of players (3); allowed: 3, 6, 9 …",
    ]


def test_load_rules_unknown_preset() -> None:
    with pytest.raises(PresetError, match='no preset named "nope"; allowed: ' + ", ".join(SHERIFF_NAMES)):
        presets.load_rules("sheriff", "nope")


def test_rules_table_round_trip() -> None:
    for name in SHERIFF_NAMES:
        rules = presets.load_rules("sheriff", name)
        table = presets.rules_to_table(rules)
        assert list(table) == SHERIFF_FIELDS
        assert presets.rules_from_table("sheriff", table) == rules


# -- any file at all: problems, never a traceback ---------------------------------

TOML_VALUES = st.recursive(
    st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.floats(allow_nan=False) | st.text(max_size=8) | st.sampled_from(["sheriff", "blind", "choice"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(min_size=1, max_size=5), inner, max_size=3),
    max_leaves=5,
)
KEYS = st.sampled_from(["game", "name", "description", "extends", "rules", "other"])
RULE_KEYS = st.sampled_from(SHERIFF_FIELDS + ["bogus"])


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(top=st.dictionaries(KEYS, TOML_VALUES, max_size=4), rules=st.dictionaries(RULE_KEYS, TOML_VALUES | st.integers(0, 20), max_size=5))
def test_any_preset_file_loads_or_is_skipped(config_dir: Path, top: dict, rules: dict) -> None:
    folder = config_dir / "presets"
    folder.mkdir(parents=True, exist_ok=True)
    data = {"game": "sheriff", "name": "fuzz", **top, "rules": rules}
    (folder / "fuzz.toml").write_text(tomli_w.dumps(data), encoding="utf-8")
    found, problems = presets.all_presets()
    assert set(BUILTIN_NAMES) <= set(found)
    if "fuzz" in found:
        assert problems == []
        presets.load_rules("sheriff", "fuzz")
    else:
        assert problems and all(line.startswith(f"{folder / 'fuzz.toml'}: ") and "\n" not in line for line in problems)
