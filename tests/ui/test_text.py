"""The shared words: a verb agreeing with its player, a count with its noun."""

from sheriff_tui.ui.text import base_form, plural, says


def test_you_take_the_base_form_of_every_verb_the_tables_use() -> None:
    pairs = {
        "plays": "play", "passes": "pass", "buries": "bury", "loses": "lose", "takes": "take", "is": "are",
        "has": "have", "goes": "go", "does": "do", "re-cracks": "re-crack", "redoubles": "redouble",
        "withdraws": "withdraw", "lays": "lay", "must": "must", "called": "called", "catches": "catch",
    }
    for third, base in pairs.items():
        assert base_form(third) == base
        assert says("You", third) == f"You {base}"
        assert says("Belle", third) == f"Belle {third}"


def test_plural() -> None:
    assert plural(1, "trick") == "1 trick"
    assert plural(0, "trick") == "0 tricks"
    assert plural(2, "loaf", "loaves") == "2 loaves"


def test_a_hints_chance_never_says_about_0_or_100_percent() -> None:
    from sheriff_tui import i18n
    from sheriff_tui.ui.games.why import percent

    assert [percent(p) for p in (0.0, 0.005, 0.0099, 0.01, 0.7, 0.995)] == ["under 1%", "under 1%", "under 1%", "about 1%", "about 70%", "all but sure"]
    i18n.use("ja")
    assert percent(0.001) == "1%未満"
