"""Rules help: the game's rules and the house rules of the table, in a MarkdownViewer."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, MarkdownViewer

from .leaving import leaving


class RulesScreen(Screen):
    BINDINGS = [
        Binding("escape,q,f1", "close", "Back", id="rules.close"),
        Binding("t", "toggle_toc", "Contents", id="rules.toc"),
    ]

    def __init__(self, markdown: str) -> None:
        super().__init__()
        self.markdown = markdown

    def compose(self) -> ComposeResult:
        yield MarkdownViewer(self.markdown, show_table_of_contents=False, id="rules")
        yield Footer()

    def on_mount(self) -> None:
        if not leaving(self):  # closed by a key queued behind the one that opened it
            self.query_one(MarkdownViewer).document.focus()

    def action_toggle_toc(self) -> None:
        viewer = self.query_one(MarkdownViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents

    def action_close(self) -> None:
        self.dismiss()
