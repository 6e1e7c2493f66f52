"""Presets: list, show, duplicate into a user preset, edit, delete.

The edit form is generated from the game's schema: each rule with its
description and allowed values; problems show inline under the rule. Built-in
presets are read-only.
"""

from __future__ import annotations

import re
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Footer, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from ... import presets
from .leaving import leaving


class PresetsScreen(Screen):
    BINDINGS = [
        Binding("escape", "back", "Back", id="presets.back"),
        Binding("d", "duplicate", "Duplicate", id="presets.duplicate"),
        Binding("e", "edit", "Edit", id="presets.edit"),
        Binding("delete", "delete", "Delete", id="presets.delete"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("Presets: house rules", classes="title")
        with Horizontal():
            yield OptionList(id="preset-list")
            with Vertical(id="preset-detail"):
                yield Static(id="preset-info")
                with Horizontal(id="preset-buttons"):
                    yield Button("Duplicate", id="duplicate", variant="primary")
                    yield Button("Edit", id="edit")
                    yield Button("Delete", id="delete", variant="error")
        yield Footer()

    @property
    def config_dir(self) -> Any:
        return self.app.config_dir  # type: ignore[attr-defined]

    def on_mount(self) -> None:
        self.reported: set[str] = set()
        if leaving(self):  # closed by a key queued behind the one that opened it
            return
        self.reload()

    def reload(self, select: str | None = None) -> None:
        self.found, problems = presets.all_presets(self.config_dir)
        for line in problems:
            if line not in self.reported:  # once, not again after every edit
                self.reported.add(line)
                self.notify(line, title="A preset was skipped", severity="warning", timeout=8)
        menu = self.query_one("#preset-list", OptionList)
        menu.clear_options()
        names = sorted(self.found, key=lambda n: (self.found[n].game, not self.found[n].builtin, n))
        menu.add_options([Option(f"{n}{'' if self.found[n].builtin else '  (yours)'}", id=n) for n in names])
        if names:
            menu.highlighted = names.index(select) if select in names else 0
        menu.focus()
        self.show_selected()

    @property
    def selected(self) -> presets.Preset | None:
        menu = self.query_one("#preset-list", OptionList)
        if menu.highlighted is None:
            return None
        option = menu.get_option_at_index(menu.highlighted)
        return self.found.get(option.id or "")

    @on(OptionList.OptionHighlighted)
    def show_selected(self) -> None:
        p = self.selected
        info = self.query_one("#preset-info", Static)
        if p is None:
            info.update("No presets.")
            return
        table = presets.resolve_table(p, self.found)
        rules = presets.rules_to_table(presets.rules_from_table(p.game, table, p.name))
        lines = [f"[b]{p.name}[/b]  ({p.game}, {'built-in, read-only' if p.builtin else 'yours'})", p.description, ""]
        if p.extends:
            lines.insert(1, f"extends {p.extends}")
        for f in presets.schema(p.game):
            mark = "•" if rules[f.name] != f.default else " "
            lines.append(f"{mark} {f.name} = {presets._fmt(rules[f.name])}")
        info.update("\n".join(lines))
        self.query_one("#edit", Button).disabled = p.builtin
        self.query_one("#delete", Button).disabled = p.builtin

    def on_button_pressed(self, event: Button.Pressed) -> None:
        {"duplicate": self.action_duplicate, "edit": self.action_edit, "delete": self.action_delete}[event.button.id or "edit"]()

    def action_duplicate(self) -> None:
        p = self.selected
        if p is None:
            return

        def named(name: str | None) -> None:
            if not name:
                return
            try:
                presets.new_user_preset(name, p.name, self.config_dir)
            except presets.PresetError as exc:
                self.notify(exc.problems[0], severity="error")
                return
            self.reload(select=name)
            self.action_edit()

        self.app.push_screen(NameScreen(f"Name of the copy of {p.name}", suggest_name(p.name, self.found), frozenset(self.found)), named)

    def action_edit(self) -> None:
        p = self.selected
        if p is None:
            return
        if p.builtin:
            self.notify("Built-in presets are read-only: duplicate it to make your own.", severity="warning")
            return
        self.app.push_screen(PresetEditScreen(p, self.found), lambda saved: self.reload(select=p.name))

    def action_delete(self) -> None:
        p = self.selected
        if p is None or p.builtin:
            self.notify("Built-in presets can't be deleted.", severity="warning")
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                try:
                    presets.delete_user_preset(p.name, self.config_dir)
                except presets.PresetError as exc:
                    self.notify(exc.problems[0], severity="error")
                self.reload()

        self.app.push_screen(ConfirmScreen(f"Delete your preset {p.name}?"), confirmed)

    def action_back(self) -> None:
        self.dismiss()


def suggest_name(base: str, found: dict[str, presets.Preset]) -> str:
    stem = re.sub(r"-\d+$", "", f"my-{base}" if not base.startswith("my-") else base)
    name, k = stem, 2
    while name in found:
        name, k = f"{stem}-{k}", k + 1
    return name


class NameScreen(ModalScreen[str | None]):
    DEFAULT_CSS = """
    NameScreen { align: center middle; }
    NameScreen > Vertical { width: 60; height: auto; border: thick $primary; background: $surface; padding: 1 2; }
    NameScreen #name-error { color: $error; height: auto; }
    NameScreen Horizontal { height: auto; }
    NameScreen Button { margin-right: 2; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="name.cancel")]

    def __init__(self, question: str, value: str, taken: frozenset[str] = frozenset()) -> None:
        super().__init__()
        self.question, self.value, self.taken = question, value, taken

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.question)
            yield Input(self.value, id="name")
            yield Static("", id="name-error")
            with Horizontal():  # a mouse alone can answer too
                yield Button("OK", id="ok", variant="primary")
                yield Button("Cancel", id="cancel")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.submit(event.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "ok":
            self.submit(self.query_one("#name", Input).value)
        else:
            self.action_cancel()

    def submit(self, value: str) -> None:
        name = value.strip()
        if not presets.NAME_RE.fullmatch(name):
            self.query_one("#name-error", Static).update(f"Allowed: {presets.NAME_RULE}")
            return
        if name in self.taken:
            self.query_one("#name-error", Static).update(f"A preset named {name} exists already: choose another name")
            return
        self.dismiss(name)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Vertical { width: 60; height: auto; border: thick $error; background: $surface; padding: 1 2; }
    ConfirmScreen Horizontal { height: auto; margin-top: 1; }
    ConfirmScreen Button { margin-right: 2; }
    """
    BINDINGS = [Binding("escape,n", "no", "No", id="confirm.no"), Binding("y", "yes", "Yes", id="confirm.yes")]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.question)
            with Horizontal():
                yield Button("Yes", id="yes", variant="error")
                yield Button("No", id="no", variant="primary")

    def on_mount(self) -> None:
        if not leaving(self):  # closed by a key queued behind the one that opened it
            self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_yes(self) -> None:
        self.dismiss(True)

    def action_no(self) -> None:
        self.dismiss(False)


class PresetEditScreen(Screen[bool]):
    """A form generated from the schema; errors inline, saved by atomic replace."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Save", id="edit.save"),
        Binding("escape", "cancel", "Cancel", id="edit.cancel"),
    ]

    def __init__(self, preset: presets.Preset, found: dict[str, presets.Preset]) -> None:
        super().__init__()
        self.preset = preset
        self.table = presets.resolve_table(preset, found)
        self.fields = presets.schema(preset.game)

    def compose(self) -> ComposeResult:
        p = self.preset
        yield Static(f"Edit {p.name} ({p.game})", classes="title")
        with VerticalScroll(id="preset-form"):
            with Horizontal(classes="row"):
                yield Label("description", classes="field")
                yield Input(p.description, id="description")
            for f in self.fields:
                value = self.table.get(f.name, f.default)
                with Horizontal(classes="row"):
                    yield Label(f.name, classes="field")
                    if f.choices is not None or f.type is bool:
                        options = f.choices if f.choices is not None else (True, False)
                        yield Select([(presets._fmt(c).strip('"'), c) for c in options], value=value, allow_blank=False, id=f"f-{f.name}")
                    else:
                        yield Input(str(value), id=f"f-{f.name}", restrict=r"-?[0-9]*" if f.type is int else None)
                yield Static(f"{f.doc} (allowed: {f.allowed()})", classes="doc")
                yield Static("", classes="error", id=f"err-{f.name}")
        with Horizontal(id="preset-buttons"):
            yield Button("Save", id="save", variant="primary")
            yield Button("Cancel", id="cancel")
        yield Footer()

    def on_mount(self) -> None:
        if not leaving(self):  # closed by a key queued behind the one that opened it
            self.query_one("#description", Input).focus()

    def gather(self) -> tuple[dict[str, Any], list[str]]:
        table: dict[str, Any] = {}
        problems = []
        for f in self.fields:
            widget = self.query_one(f"#f-{f.name}")
            if isinstance(widget, Select):
                table[f.name] = widget.value
            else:
                text = widget.value.strip()  # type: ignore[attr-defined]
                if f.type is int:
                    try:
                        table[f.name] = int(text)
                    except ValueError:
                        problems.append(f"rules.{f.name}: {text!r} is not a whole number; allowed: {f.allowed()}")
                else:
                    table[f.name] = text
        return table, problems

    def action_save(self) -> None:
        for f in self.fields:
            self.query_one(f"#err-{f.name}", Static).update("")
        table, problems = self.gather()
        if not problems:
            new = presets.Preset(self.preset.name, self.preset.game, self.query_one("#description", Input).value.strip(), None, table, None, False)
            try:
                presets.save_user_preset(new, self.app.config_dir)  # type: ignore[attr-defined]
            except presets.PresetError as exc:
                problems = exc.problems
        if problems:
            first = None
            for line in problems:
                for f in self.fields:
                    if f"rules.{f.name}:" in line:
                        self.query_one(f"#err-{f.name}", Static).update(line.split(f"rules.{f.name}: ", 1)[1])
                        first = first or f.name
            if first is None:
                self.notify(problems[0], severity="error")
                return
            # the form is taller than the screen: bring the first problem into sight, and say so
            self.query_one(f"#f-{first}").focus()
            self.query_one(f"#err-{first}", Static).scroll_visible()
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            self.notify(f"Not saved: see {first}{more}", severity="error")
            return
        self.notify(f"Saved {self.preset.name}")
        self.dismiss(True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "save":
            self.action_save()
        else:
            self.action_cancel()

    def action_cancel(self) -> None:
        self.dismiss(False)
