"""Japanese line breaking (kinsoku): lines fit, never start with 。、）ー or a small kana, never
end on （「, and English wraps exactly as Rich wraps it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rich._wrap import divide_line as rich_divide_line
from rich.cells import cell_len
from rich.text import Text

from sheriff_tui.ui.kinsoku import NO_END, NO_START, divide_line, install

JAPANESE = "あいうえおかきくけこトリックシェリフ切り札競り宣言、。）（「」ーっャ"
LATIN = "abcAKQ♠♥ 10,.:()+-"


def lines_of(text: str, width: int) -> list[str]:
    cuts = [0, *divide_line(text, width), len(text)]
    return [text[a:b] for a, b in zip(cuts, cuts[1:])]


def test_a_sentence_breaks_where_japanese_allows():
    text = "3人プレイ、競りは6〜17トリック、9ディール。契約ちょうどで+5。シェリフがトリックを1つも取れなければアウトローは各+10。"
    lines = lines_of(text, 59)
    assert lines == ["3人プレイ、競りは6〜17トリック、9ディール。契約ちょうどで", "+5。シェリフがトリックを1つも取れなければアウトローは各", "+10。"]
    assert lines_of("（切り札）です。", 6) == ["（切り", "札）で", "す。"]  # never 「（」 alone at a line's end, nor 「）」 at a start


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=JAPANESE + LATIN, max_size=80), st.integers(min_value=4, max_value=40))
def test_lines_fit_and_keep_the_rules(text, width):
    cuts = divide_line(text, width)
    assert cuts == sorted(set(cuts)) and all(0 < c < len(text) for c in cuts)
    lines = lines_of(text, width)
    for before, line in zip(lines, lines[1:]):
        if cell_len(before.rstrip()) > 0 and line[:1] in NO_START:
            # only where a run too wide for any line had to be folded at its width
            assert cell_len(before.rstrip()) >= width - 1, (before, line)
        if before.rstrip()[-1:] in NO_END:
            assert cell_len(before.rstrip()) >= width - 1, (before, line)
    for line in lines:
        assert cell_len(line.rstrip()) <= width, (line, width)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=LATIN + "xyz\t", max_size=120), st.integers(min_value=1, max_value=50))
def test_english_wraps_as_rich_wraps_it(text, width):
    assert divide_line(text, width) == rich_divide_line(text, width)
    assert divide_line(text, width, fold=False) == rich_divide_line(text, width, fold=False)


def test_installed_rich_and_textual_wrap_by_it():
    import textual.content

    install()
    assert textual.content.divide_line is divide_line
    wrapped = Text("シェリフがトリックを取れなければ、アウトローは各+10。").wrap(_console(), 12)
    assert [str(line) for line in wrapped] == lines_of("シェリフがトリックを取れなければ、アウトローは各+10。", 12)


def _console():
    from rich.console import Console

    return Console(width=80)
