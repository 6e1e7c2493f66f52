"""The log folds its lines itself, so a run of cards is never parted across two lines."""

from __future__ import annotations

from hypothesis import given, strategies as st
from rich.cells import cell_len

from sheriff_tui.ui.logfold import fold


def test_a_run_of_cards_goes_to_the_next_line_whole() -> None:
    assert fold("You bury 7♣ 8♣ (3 points)", 12) == ["You bury", "7♣ 8♣ (3", "points)"]
    assert fold("Annie shows Q♣ Q♠: blitz (×2)", 16) == ["Annie shows", "Q♣ Q♠: blitz", "(×2)"]
    assert fold("You bury 10D QC (13 points)", 14) == ["You bury", "10D QC (13", "points)"]


def test_ascii_cards_and_cards_face_down_are_cards_too() -> None:
    assert fold("Bob plays 10D QC", 12) == ["Bob plays", "10D QC"]
    assert fold("takes ▒▒ A♦", 9) == ["takes", "▒▒ A♦"]


def test_a_run_wider_than_a_line_breaks_between_cards() -> None:
    assert fold("Q♣ Q♠ Q♥ Q♦ J♣ J♠", 9) == ["Q♣ Q♠ Q♥", "Q♦ J♣ J♠"]


def test_a_line_that_fits_is_left_alone() -> None:
    assert fold("You pass", 40) == ["You pass"]
    assert fold("any width before the log knows its own", 0) == ["any width before the log knows its own"]


WORDS = st.sampled_from(["You", "bury", "7♣", "8♣", "10♦", "(3", "points)", "Annie", "shows", "Q♣", "Q♠:", "blitz", "a-long-word"])


@given(st.lists(WORDS, min_size=1, max_size=20), st.integers(min_value=12, max_value=60))
def test_folding_keeps_every_word_in_order_within_the_width(words: list[str], width: int) -> None:
    text = " ".join(words)
    lines = fold(text, width)
    assert " ".join(lines) == text
    assert all(cell_len(line) <= width for line in lines)


def test_a_line_break_starts_a_new_line() -> None:
    assert fold("Belle buried K♥ 10♠ (14 points)\nBelle picked: won", 0) == ["Belle buried K♥ 10♠ (14 points)", "Belle picked: won"]
    assert fold("Belle buried K♥ 10♠\nwon", 12) == ["Belle buried", "K♥ 10♠", "won"]


def test_a_name_held_to_its_figure_by_a_no_break_space_stays_together() -> None:
    from sheriff_tui.ui.text import changes_words

    line = f"Belle bid 8 in spades, took 8: made it · {changes_words(('You', 'Belle', 'Wyatt'), (0, 21, 0))}"
    lines = fold(line, 28)
    assert all(cell_len(part) <= 28 for part in lines)
    assert any(part.endswith("Wyatt\u00a0+0") or part == "Wyatt\u00a0+0" for part in lines)
    assert not any(part.endswith("Wyatt") for part in lines)


def test_a_japanese_line_fills_its_line_and_breaks_by_kinsoku() -> None:
    """Not the name alone on a line and the rest on the next: Japanese breaks between characters,
    never before 。、）, and a run of cards still goes whole."""
    from rich.cells import cell_len

    lines = fold("Wyatt はBelleの袋を開けさせるためにシェリフに11金を申し出る。", 46)
    assert lines == ["Wyatt はBelleの袋を開けさせるためにシェリフに", "11金を申し出る。"]
    lines = fold("あなたは 7♣ 8♣ 9♣ 10♣ を埋めました（合計 0点）、そしてさらに長い文が続きます", 20)
    assert "7♣ 8♣ 9♣ 10♣ を埋め" in lines and all(cell_len(line) <= 20 for line in lines)
    assert not any(line[:1] in "、。）" for line in lines)
