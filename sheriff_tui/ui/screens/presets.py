"""Presets: list, show, duplicate into a user preset, edit, delete.

The edit form is generated from the game's schema: each rule with its
description and allowed values; problems show inline under the rule. Built-in
presets are read-only.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.markup import escape
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from ... import i18n, presets
from ...i18n import N_, _
from ...userfiles import printable
from .leaving import leaving
from ..widgets.footer import TranslatedFooter
from ..widgets.steady_select import SteadySelect
from .respeak import Respeaks

BROKEN = "broken:"  # the option id of a user file skipped for its problems: "broken:<stem>"


PRESETS_CSS = Path(__file__).with_name("presets.tcss")  # Settings reads it too (.row, .field)


class PresetsScreen(Respeaks, Screen):
    CSS_PATH = PRESETS_CSS  # parsed as the screen first opens, not before the menu
    BINDINGS = [
        Binding("escape", "back", N_("Back"), id="presets.back"),
        Binding("p", "play", N_("Play"), id="presets.play"),
        Binding("d", "duplicate", N_("Duplicate"), id="presets.duplicate"),
        Binding("e", "edit", N_("Edit"), id="presets.edit"),
        Binding("delete", "delete", N_("Delete"), id="presets.delete"),
    ]

    def compose(self) -> ComposeResult:
        yield Static(_("Presets: house rules"), classes="title")
        with Horizontal():
            yield OptionList(id="preset-list")
            with Vertical(id="preset-detail"):
                # the buttons first: a Sheepshead preset's rules run below the screen's edge
                with Horizontal(id="preset-buttons"):
                    yield Button(_("Play"), id="play", variant="success")
                    yield Button(_("Duplicate"), id="duplicate", variant="primary")
                    yield Button(_("Edit"), id="edit")
                    yield Button(_("Delete"), id="delete", variant="error")
                with VerticalScroll(id="preset-info-scroll"):
                    yield Static(id="preset-info")
        yield TranslatedFooter()

    @property
    def config_dir(self) -> Any:
        return self.app.config_dir  # type: ignore[attr-defined]

    def on_mount(self) -> None:
        self.reported: set[str] = set()
        if leaving(self):  # closed by a key queued behind the one that opened it
            return
        self.reload()

    def reload(self, select: str | None = None) -> None:
        self.found, self.broken = presets.presets_by_file(self.config_dir)
        new = [stem for stem in self.broken if stem not in self.reported]
        if new:  # once, not again after every edit; the problems themselves stay in the list
            self.reported.update(new)
            files = ", ".join(printable(f"{stem}.toml") for stem in new)  # a file's name may hold ESC
            self.notify(
                _("Skipped for their problems: {files}. Select one in the list to see why.").format(files=files),
                title=_("Presets skipped"),
                severity="warning",
                timeout=8,
            )
        menu = self.query_one("#preset-list", OptionList)
        menu.clear_options()
        names = sorted(self.found, key=lambda n: (self.found[n].game, not self.found[n].builtin, n))
        ids = names + [BROKEN + stem for stem in sorted(self.broken)]
        # names as written (a file's name is no markup); one line each, cut with … (the CSS)
        menu.add_options([Option(Content(n if self.found[n].builtin else _("{name} (yours)").format(name=n)), id=n) for n in names])
        menu.add_options([Option(Content(_("{name} (has problems)").format(name=printable(stem))), id=BROKEN + stem) for stem in sorted(self.broken)])
        if ids:
            menu.highlighted = ids.index(select) if select in ids else 0
        menu.focus()
        self.show_selected()

    @property
    def selected_broken(self) -> str | None:
        """The file stem of the highlighted entry when it is a skipped user file."""
        menu = self.query_one("#preset-list", OptionList)
        if menu.highlighted is None:
            return None
        option_id = menu.get_option_at_index(menu.highlighted).id or ""
        return option_id[len(BROKEN) :] if option_id.startswith(BROKEN) else None

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
        stem = self.selected_broken
        if stem is not None:
            path = presets.user_presets_dir(self.config_dir) / f"{stem}.toml"
            head = _("[b]{name}[/b]  (yours, skipped: it can't be used)").format(name=escape(printable(stem)))
            lines = [head, "", *(f"• {escape(line)}" for line in self.broken[stem])]
            lines += ["", _("Mend {path} in a text editor, or delete it.").format(path=escape(printable(str(path))))]
            info.update("\n".join(lines))
            self.query_one("#duplicate", Button).disabled = True
            self.query_one("#play", Button).disabled = True
            self.query_one("#edit", Button).disabled = True
            self.query_one("#delete", Button).disabled = False
            return
        self.query_one("#duplicate", Button).disabled = p is None
        self.query_one("#play", Button).disabled = p is None
        if p is None:
            info.update(_("No presets."))
            return
        table = presets.resolve_table(p, self.found)
        rules = presets.rules_to_table(presets.rules_from_table(p.game, table, p.name))
        # a player's own text (the description) is shown as written, never read as markup
        head = _("[b]{name}[/b]  ({game}, built-in, read-only)") if p.builtin else _("[b]{name}[/b]  ({game}, yours)")
        lines = [head.format(name=escape(p.name), game=p.game), escape(p.describe(i18n.lang())), ""]
        if p.extends:
            lines.insert(1, _("extends {name}").format(name=escape(p.extends)))
        for f in presets.schema(p.game):
            mark = "•" if rules[f.name] != f.default else " "
            lines.append(f"{mark} {f.name} = {escape(presets._fmt(rules[f.name]))}")
        info.update("\n".join(lines))
        self.query_one("#edit", Button).disabled = p.builtin
        self.query_one("#delete", Button).disabled = p.builtin

    def on_button_pressed(self, event: Button.Pressed) -> None:
        actions = {"play": self.action_play, "duplicate": self.action_duplicate, "edit": self.action_edit, "delete": self.action_delete}
        actions[event.button.id or "edit"]()

    def action_play(self) -> None:
        """New game with this preset chosen: made, edited, then played without a detour."""
        p = self.selected
        if p is None:
            self._tell_broken()
            return
        if not self.app.open_new_game(p.game, p.name):  # type: ignore[attr-defined]
            self.notify(_("{name} can't be played here: no table in this version draws it.").format(name=p.name), severity="warning")

    def _tell_broken(self) -> None:
        """Edit and Duplicate work on a preset that loads; a skipped file is mended by hand."""
        stem = self.selected_broken
        if stem is not None:
            self.notify(_("{file} can't be used as it is: mend it in a text editor, or delete it.").format(file=f"{stem}.toml"), severity="warning")

    def action_duplicate(self) -> None:
        p = self.selected
        if p is None:
            self._tell_broken()
            return

        def named(name: str | None) -> None:
            if not name:
                return
            try:
                presets.new_user_preset(name, p.name, self.config_dir)
            except presets.PresetError as exc:
                self.notify(exc.problems[0], severity="error")
                return
            except OSError as exc:  # a read-only config folder, a full disk: the app goes on
                self.notify(_("Not created: {reason}").format(reason=_os_reason(exc)), severity="error")
                return
            self.reload(select=name)
            self.action_edit()

        taken = frozenset(self.found) | frozenset(self.broken)  # a skipped file's name is taken too: it is never replaced
        self.app.push_screen(NameScreen(_("Name of the copy of {name}").format(name=p.name), suggest_name(p.name, taken), taken), named)

    def action_edit(self) -> None:
        p = self.selected
        if p is None:
            self._tell_broken()
            return
        if p.builtin:
            self.notify(_("Built-in presets are read-only: duplicate it to make your own."), severity="warning")
            return
        self.app.push_screen(PresetEditScreen(p, self.found), lambda saved: self.reload(select=p.name))

    def action_delete(self) -> None:
        p = self.selected
        name = self.selected_broken or (p.name if p is not None and not p.builtin else None)
        if name is None:
            self.notify(_("Built-in presets can't be deleted."), severity="warning")
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                try:
                    presets.delete_user_preset(name, self.config_dir)
                except presets.PresetError as exc:
                    self.notify(exc.problems[0], severity="error")
                except OSError as exc:
                    self.notify(_("Not deleted: {reason}").format(reason=_os_reason(exc)), severity="error")
                self.reload()

        self.app.push_screen(ConfirmScreen(_("Delete your preset {name}?").format(name=name)), confirmed)

    def action_back(self) -> None:
        self.dismiss()


def _os_reason(exc: OSError) -> str:
    """An OSError as a person reads it: the path, then why (no errno)."""
    return f"{exc.filename}: {exc.strerror}" if exc.filename and exc.strerror else str(exc)


def _choice_label(value: Any) -> str:
    """A choice as the editor lists it: an empty text (no cards removed) reads "(none)", not a blank line."""
    text = presets._fmt(value).strip('"')
    return text or _("(none)")


def suggest_name(base: str, found: Any) -> str:
    """``my-<base>``, numbered past the names in ``found`` (any container of names)."""
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
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="name.cancel")]

    def __init__(self, question: str, value: str, taken: frozenset[str] = frozenset()) -> None:
        super().__init__()
        self.question, self.value, self.taken = question, value, taken

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.question)
            yield Input(self.value, id="name")
            yield Static("", id="name-error", markup=False)  # it quotes the name typed
            with Horizontal():  # a mouse alone can answer too
                yield Button(_("OK"), id="ok", variant="primary")
                yield Button(_("Cancel"), id="cancel")

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
            self.query_one("#name-error", Static).update(_("Allowed: {rule}").format(rule=_(presets.NAME_RULE)))
            return
        if name in self.taken:
            self.query_one("#name-error", Static).update(_("A preset named {name} exists already: choose another name").format(name=name))
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
    BINDINGS = [Binding("escape,n", "no", N_("No"), id="confirm.no"), Binding("y", "yes", N_("Yes"), id="confirm.yes")]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.question)
            with Horizontal():
                yield Button(_("Yes"), id="yes", variant="error")
                yield Button(_("No"), id="no", variant="primary")

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

    CSS_PATH = PRESETS_CSS

    BINDINGS = [
        Binding("ctrl+s", "save", N_("Save"), id="edit.save"),
        Binding("escape", "cancel", N_("Cancel"), id="edit.cancel"),
    ]

    def __init__(self, preset: presets.Preset, found: dict[str, presets.Preset]) -> None:
        super().__init__()
        self.preset = preset
        self.table = presets.resolve_table(preset, found)
        self.fields = presets.schema(preset.game)
        # a preset that extends another keeps doing so: it is saved as its differences from the base
        self.base: dict[str, Any] | None = None
        if preset.extends is not None and preset.extends in found:
            base = found[preset.extends]
            self.base = presets.rules_to_table(presets.rules_from_table(base.game, presets.resolve_table(base, found), base.name))

    def compose(self) -> ComposeResult:
        p = self.preset
        yield Static(_("Edit {name} ({game})").format(name=p.name, game=p.game), classes="title")
        with VerticalScroll(id="preset-form"):
            with Horizontal(classes="row"):
                yield Label("description", classes="field")
                yield Input(p.description, id="description")
            with Horizontal(classes="row"):
                yield Label("description_ja", classes="field")  # the same in Japanese (日本語), shown when the app speaks it
                yield Input(p.description_ja, placeholder=_("(none: the English one is shown)"), id="description_ja")
            for f in self.fields:
                value = self.table.get(f.name, f.default)
                with Horizontal(classes="row"):
                    yield Label(f.name, classes="field")
                    if f.choices is not None or f.type is bool:
                        options = f.choices if f.choices is not None else (True, False)
                        yield SteadySelect([(_choice_label(c), c) for c in options], value=value, allow_blank=False, id=f"f-{f.name}")
                    else:
                        yield Input(str(value), id=f"f-{f.name}", restrict=r"-?[0-9]*" if f.type is int else None)
                yield Static(_("{doc} (allowed: {allowed})").format(doc=_(f.doc), allowed=f.allowed()), classes="doc")  # the doc: the rules' catalog
                yield Static("", classes="error", id=f"err-{f.name}", markup=False)  # a problem quotes what was typed
        with Horizontal(id="preset-buttons"):
            yield Button(_("Save"), id="save", variant="primary")
            yield Button(_("Cancel"), id="cancel")
        yield TranslatedFooter()

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
                        why = _("{text} is not a whole number; allowed: {allowed}").format(text=repr(text), allowed=f.allowed())
                        problems.append(f"rules.{f.name}: {why}")  # the prefix finds the field's line
                else:
                    table[f.name] = text
        return table, problems

    def action_save(self) -> None:
        for f in self.fields:
            self.query_one(f"#err-{f.name}", Static).update("")
        table, problems = self.gather()
        if not problems:
            if self.base is not None:
                table = {k: v for k, v in table.items() if self.base.get(k) != v}
            description = self.query_one("#description", Input).value.strip()
            description_ja = self.query_one("#description_ja", Input).value.strip()
            new = presets.Preset(self.preset.name, self.preset.game, description, self.preset.extends if self.base is not None else None, table, None, False, description_ja=description_ja)
            try:
                presets.save_user_preset(new, self.app.config_dir)  # type: ignore[attr-defined]
            except presets.PresetError as exc:
                problems = exc.problems
            except OSError as exc:  # the form stays, with what was typed, to try again
                self.notify(_("Not saved: {reason}").format(reason=_os_reason(exc)), severity="error")
                return
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
            more = len(problems) - 1
            said = _("Not saved: see {name} (and {n} more)").format(name=first, n=more) if more else _("Not saved: see {name}").format(name=first)
            self.notify(said, severity="error")
            return
        self.notify(_("Saved {name}").format(name=self.preset.name))
        self.dismiss(True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "save":
            self.action_save()
        else:
            self.action_cancel()

    def action_cancel(self) -> None:
        self.dismiss(False)
