"""Themes: the built-in TOML files, their contrast, and user themes that are broken."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheriff_tui import paths, themes
from sheriff_tui.themes import COLOR_FIELDS, VARIABLES, ThemeSpec, contrast_ratio, load_themes, parse_color

BUILTIN = ("sheriff-dark", "sheriff-light", "sheriff-contrast", "sheriff-mono")


@pytest.fixture(scope="module")
def builtin() -> dict[str, ThemeSpec]:
    specs, problems = load_themes(config_dir=Path("/nonexistent-sheriff-config"))
    assert problems == []
    return {s.name: s for s in specs}


def user_theme(config_dir: Path, name: str, text: str) -> Path:
    path = config_dir / "themes" / f"{name}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def mono_text(name: str) -> str:
    text = (paths.themes_dir() / "sheriff-mono.toml").read_text(encoding="utf-8")
    return text.replace('name = "sheriff-mono"', f'name = "{name}"')


# -- the built-in themes ---------------------------------------------------------


def test_builtin_themes_load_in_order(builtin: dict[str, ThemeSpec]) -> None:
    assert tuple(builtin)[:4] == BUILTIN
    for spec in builtin.values():
        assert spec.builtin and spec.path is not None and spec.path.parent == paths.themes_dir()
        assert spec.description


@pytest.mark.parametrize("name", BUILTIN)
def test_every_builtin_theme_has_every_colour_and_variable(builtin: dict[str, ThemeSpec], name: str) -> None:
    spec = builtin[name]
    assert set(spec.colors) == set(COLOR_FIELDS)
    assert set(spec.variables) == set(VARIABLES)
    for key in COLOR_FIELDS + themes.COLOR_VARIABLES:
        parse_color(spec.color(key) or "")


@pytest.mark.parametrize("name", BUILTIN)
def test_cards_and_text_are_readable(builtin: dict[str, ThemeSpec], name: str) -> None:
    spec = builtin[name]
    v, c = spec.variables, spec.colors
    assert contrast_ratio(c["foreground"], c["background"]) >= 7
    assert contrast_ratio(v["card-red"], v["card-face"]) >= 4.5
    assert contrast_ratio(v["card-black"], v["card-face"]) >= 4.5
    dim = contrast_ratio(v["card-dim"], v["card-face"])
    assert 3 <= dim < contrast_ratio(v["card-black"], v["card-face"]), "dimmed, yet still legible"
    for key in ("seat-active", "team-a", "team-b"):
        assert contrast_ratio(v[key], c["background"]) >= 3, key
    # the playable cards' numbers are drawn on the cards' face
    assert contrast_ratio(v["card-legal"], v["card-face"]) >= 3


def test_dark_and_light(builtin: dict[str, ThemeSpec]) -> None:
    assert [builtin[n].dark for n in BUILTIN] == [True, False, True, True]


def test_the_light_theme_for_a_light_terminal(builtin: dict[str, ThemeSpec]) -> None:
    spec = builtin["sheriff-light"]
    assert contrast_ratio(spec.colors["foreground"], spec.colors["background"]) >= 7
    assert contrast_ratio(spec.variables["card-red"], spec.variables["card-face"]) >= 4.5
    assert themes.relative_luminance(spec.colors["background"]) > themes.relative_luminance(spec.colors["foreground"])


def test_the_contrast_theme(builtin: dict[str, ThemeSpec]) -> None:
    spec = builtin["sheriff-contrast"]
    v = spec.variables
    assert contrast_ratio(spec.colors["foreground"], spec.colors["background"]) == pytest.approx(21)
    assert set(v["suit-style-red"].split()) >= {"bold", "underline"}
    assert v["suit-style-red"] != v["suit-style-black"], "red suits differ by more than colour"


def test_the_mono_theme_uses_only_greys(builtin: dict[str, ThemeSpec]) -> None:
    spec = builtin["sheriff-mono"]
    for key in COLOR_FIELDS + themes.COLOR_VARIABLES:
        r, g, b = parse_color(spec.color(key) or "")
        assert r == g == b, f"{key} = {spec.color(key)} is not a grey"
    assert spec.variables["suit-style-red"] != spec.variables["suit-style-black"]


def test_variable_defaults_cover_every_variable() -> None:
    assert set(themes.VARIABLE_DEFAULTS) == set(VARIABLES)
    for key in themes.COLOR_VARIABLES:
        assert themes.color_problem(themes.VARIABLE_DEFAULTS[key]) is None
    for key in themes.STYLE_VARIABLES:
        assert themes.style_problem(themes.VARIABLE_DEFAULTS[key]) is None


def test_textual_reads_every_builtin_theme(builtin: dict[str, ThemeSpec]) -> None:
    """The specs become Textual themes whose colours all parse (Textual is fine here: the UI side)."""
    from textual.color import Color
    from textual.theme import Theme

    for spec in builtin.values():
        theme = Theme(**spec.theme_kwargs())
        assert theme.name == spec.name and theme.dark == spec.dark
        theme.to_color_system().generate()
        for key in themes.COLOR_VARIABLES:
            Color.parse(theme.variables[key])


async def test_the_variables_work_in_textual_css(builtin: dict[str, ThemeSpec]) -> None:
    from textual.app import App, ComposeResult
    from textual.theme import Theme
    from textual.widgets import Static

    class Probe(App[None]):
        CSS = (
            ".red { color: $card-red; background: $card-face; text-style: $suit-style-red; border: tall $card-legal; }\n"
            ".black { color: $card-black; text-style: $suit-style-black; border: tall $card-cursor; }\n"
            ".dim { color: $card-dim; background: $card-back; }\n"
            ".seat { color: $seat-active; } .a { color: $team-a; } .b { color: $team-b; }\n"
        )

        def get_theme_variable_defaults(self) -> dict[str, str]:
            return dict(themes.VARIABLE_DEFAULTS)

        def compose(self) -> ComposeResult:
            for cls in ("red", "black", "dim", "seat", "a", "b"):
                yield Static("Q♥", classes=cls)

    app = Probe()
    async with app.run_test(size=(40, 20)) as pilot:
        for spec in builtin.values():
            app.register_theme(Theme(**spec.theme_kwargs()))
            app.theme = spec.name
            await pilot.pause()
            red = app.query_one(".red", Static).styles
            assert str(red.text_style) == spec.variables["suit-style-red"]
            assert red.color.hex.lower() == spec.variables["card-red"].lower()
        app.theme = "textual-dark"  # a theme without our variables falls back to the defaults
        await pilot.pause()
        assert app.query_one(".red", Static).styles.color.hex.lower() == themes.VARIABLE_DEFAULTS["card-red"]


# -- colours ---------------------------------------------------------------------


@pytest.mark.parametrize("value", ["#abc", "#A0b1C2", "#ffffff0a", "black", "White", "grey", "yellow"])
def test_good_colours(value: str) -> None:
    assert themes.color_problem(value) is None
    parse_color(value)


@pytest.mark.parametrize("value", ["rgb(1,2,3)", "#abcd", "#ggg", "red1", "", 5, True, "transparent"])
def test_bad_colours(value: object) -> None:
    why = themes.color_problem(value)
    assert why is not None and "allowed: #rgb, #rrggbb" in why and "black" in why


def test_styles() -> None:
    for good in ("none", "bold", "bold underline", "Bold  Underline", "reverse dim"):
        assert themes.style_problem(good) is None
    for bad in ("", "blinking", "none bold", 3, "bold,underline"):
        why = themes.style_problem(bad)
        assert why is not None and "allowed: none, or any of bold" in why


def test_contrast_ratio() -> None:
    assert contrast_ratio("#000", "#fff") == pytest.approx(21)
    assert contrast_ratio("white", "#ffffff") == pytest.approx(1)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio("#ffffff", "#777777") == contrast_ratio("#777777", "#ffffff")


# -- user themes -------------------------------------------------------------------


def test_a_user_theme_adds_to_the_builtins(config_dir: Path) -> None:
    path = user_theme(config_dir, "night-owl", mono_text("night-owl"))
    specs, problems = load_themes()
    assert problems == []
    assert [s.name for s in specs][: len(BUILTIN)] == list(BUILTIN)
    mine = specs[-1]
    assert mine.name == "night-owl" and not mine.builtin and mine.path == path


def test_a_minimal_user_theme(config_dir: Path) -> None:
    user_theme(config_dir, "tiny", 'name = "tiny"\ndark = false\n[colors]\nprimary = "navy"\n')
    specs, problems = load_themes()
    assert problems == []
    tiny = specs[-1]
    assert tiny.theme_kwargs() == {"name": "tiny", "dark": False, "primary": "navy", "variables": {}}
    assert tiny.description == ""


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("name = [", ["not valid TOML"]),
        ('name = "other"\ndark = true\n[colors]\nprimary = "#fff"\n', ['name: "other" differs from the file name', "other.toml"]),
        ('name = "Bad Name"\ndark = true\n[colors]\nprimary = "#fff"\n', ["is not a theme name", "lower-case letters"]),
        ('dark = true\n[colors]\nprimary = "#fff"\n', ["name: missing"]),
        ('name = "broken"\n[colors]\nprimary = "#fff"\n', ["dark: missing", "true, false"]),
        ('name = "broken"\ndark = "yes"\n[colors]\nprimary = "#fff"\n', ["dark: 'yes' is not allowed", "true, false"]),
        ('name = "broken"\ndark = true\n', ["colors: missing", "primary"]),
        ('name = "broken"\ndark = true\ncolors = 3\n', ["colors: must be a table"]),
        ('name = "broken"\ndark = true\n[colors]\nbackground = "#000"\n', ["colors.primary: missing", "#rrggbb"]),
        ('name = "broken"\ndark = true\n[colors]\nprimary = "rgb(1,2,3)"\n', ['colors.primary: "rgb(1,2,3)" is not a colour', "#rgb, #rrggbb"]),
        ('name = "broken"\ndark = true\n[colors]\nprimary = "#fff"\nchrome = "#fff"\n', ["colors.chrome: unknown colour", "primary, secondary"]),
        ('name = "broken"\ndark = true\n[colors]\nprimary = "#fff"\n[variables]\ncard-rde = "#f00"\n', ["variables.card-rde: unknown variable", "card-red"]),
        ('name = "broken"\ndark = true\n[colors]\nprimary = "#fff"\n[variables]\ncard-red = "crimson"\n', ['variables.card-red: "crimson" is not a colour']),
        ('name = "broken"\ndark = true\n[colors]\nprimary = "#fff"\n[variables]\nsuit-style-red = "loud"\n', ['variables.suit-style-red: "loud" is not a text style', "bold"]),
        ('name = "broken"\ndark = true\nvariables = "x"\n[colors]\nprimary = "#fff"\n', ["variables: must be a table"]),
        ('name = "broken"\ndark = true\nfont = "serif"\n[colors]\nprimary = "#fff"\n', ["font: unknown key", "name, dark, description, colors, variables"]),
    ],
)
def test_a_broken_user_theme_is_skipped_and_told(config_dir: Path, text: str, words: list[str]) -> None:
    user_theme(config_dir, "good", mono_text("good"))
    path = user_theme(config_dir, "broken", text)
    specs, problems = load_themes()
    assert [s.name for s in specs] == [*BUILTIN, "good"], "the others load all the same"
    assert problems and all("\n" not in line for line in problems)
    assert all(line.startswith(f"{path}: ") for line in problems)
    joined = " | ".join(problems)
    for w in words:
        assert w in joined, joined


def test_every_problem_of_a_file_at_once(config_dir: Path) -> None:
    user_theme(config_dir, "broken", 'name = "broken"\ndark = 1\n[colors]\nprimary = "#12"\n[variables]\ncard-red = "x"\n')
    _, problems = load_themes()
    assert len(problems) == 3


def test_unreadable_user_theme(config_dir: Path) -> None:
    path = config_dir / "themes" / "bin.toml"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe\x00")
    specs, problems = load_themes()
    assert [s.name for s in specs] == list(BUILTIN)
    assert problems == [f"{path}: not UTF-8 text: byte 0xff at line 1, column 1; save the file as UTF-8"]


def test_a_user_theme_cannot_replace_a_builtin(config_dir: Path) -> None:
    path = user_theme(config_dir, "sheriff-dark", mono_text("sheriff-dark"))
    specs, problems = load_themes()
    assert [s.name for s in specs] == list(BUILTIN)
    assert specs[0].builtin
    assert problems == [f'{path}: name: "sheriff-dark" is a built-in theme; choose another name']


def test_another_builtin_folder(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "only.toml").write_text('name = "only"\ndark = true\n[colors]\nprimary = "#123456"\n', encoding="utf-8")
    specs, problems = load_themes(folder)
    assert [s.name for s in specs] == ["only"] and problems == []
    assert load_themes(tmp_path / "missing") == ([], [])


def test_find_theme(builtin: dict[str, ThemeSpec]) -> None:
    specs = list(builtin.values())
    assert themes.find_theme(specs, "sheriff-mono") is builtin["sheriff-mono"]
    assert themes.find_theme(specs, "gone") is builtin["sheriff-dark"]
    assert themes.find_theme([], "gone") is None


def test_theme_specs_are_hashable(builtin: dict[str, ThemeSpec]) -> None:
    assert len({*builtin.values()}) == len(builtin)
