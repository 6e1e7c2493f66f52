"""Rules help: a game's rules and the house rules of the table, in a MarkdownViewer.

Tabs at the top choose the game (it opens on the table's game, or from the menu on the game
last played); each game's house rules are those of its active preset.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import MarkdownViewer, Tab, Tabs

from ...i18n import N_
from ..match_words import game_title
from ..widgets.footer import TranslatedFooter
from .leaving import leaving
from .respeak import Respeaks


class RulesScreen(Respeaks, Screen):
    BINDINGS = [
        Binding("escape,q,f1", "close", N_("Back"), id="rules.close"),
        Binding("g", "next_game", N_("Next game"), id="rules.next_game"),
        Binding("t", "toggle_toc", N_("Contents"), id="rules.toc"),
    ]
    DEFAULT_CSS = """
    RulesScreen #rules-games { dock: top; }
    /* the contents beside the rules, never over them: its long headings (Japanese ones are two
       cells a character) scroll within half the screen, the rules keep the other half */
    RulesScreen MarkdownTableOfContents { max-width: 50%; }
    RulesScreen MarkdownTableOfContents > Tree { width: 1fr; }
    """

    def __init__(self, markdown: str, game: str = "", games: Sequence[str] = (), text_for: Callable[[str], str] | None = None) -> None:
        super().__init__()
        self.markdown = markdown  # what the viewer shows: the chosen game's rules and house rules
        self.game = game
        self.games = [g for g in games if g] or ([game] if game else [])
        self.text_for = text_for  # a game's rules text, its active preset's house rules included

    def compose(self) -> ComposeResult:
        if len(self.games) > 1:
            yield Tabs(*(Tab(game_title(g), id=f"rules-{g}") for g in self.games), active=f"rules-{self.game}", id="rules-games")
        yield MarkdownViewer(self.markdown, show_table_of_contents=False, id="rules")
        yield TranslatedFooter()

    async def respeak(self) -> None:
        if self.text_for is not None and self.game:
            self.markdown = self.text_for(self.game)  # the help and the house rules, in the new language
        await super().respeak()

    def on_mount(self) -> None:
        if not leaving(self):  # closed by a key queued behind the one that opened it
            self.query_one(MarkdownViewer).document.focus()

    def on_tabs_tab_activated(self, event: Tabs.TabActivated) -> None:
        event.stop()
        if event.tabs.active != event.tab.id:
            # a tab activated before the next g moved on: following it would send the tabs back,
            # and the two activations answered each other for ever (g g, quickly)
            return
        game = (event.tab.id or "").removeprefix("rules-")
        if game and game != self.game:
            self.show_game(game)

    def show_game(self, game: str) -> None:
        """The rules of another game, from its top."""
        if self.text_for is None or leaving(self):
            return
        self.game = game
        self.markdown = self.text_for(game)
        viewer = self.query_one(MarkdownViewer)
        viewer.document.update(self.markdown)
        viewer.scroll_home(animate=False)
        tabs = self.query("#rules-games").results(Tabs)
        for t in tabs:
            if t.active != f"rules-{game}":
                t.active = f"rules-{game}"

    def action_next_game(self) -> None:
        if len(self.games) > 1 and self.game in self.games:
            self.show_game(self.games[(self.games.index(self.game) + 1) % len(self.games)])

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_game":
            return len(self.games) > 1
        return True

    def action_toggle_toc(self) -> None:
        viewer = self.query_one(MarkdownViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents

    def action_close(self) -> None:
        self.dismiss()
