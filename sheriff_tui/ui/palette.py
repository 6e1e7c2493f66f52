"""The command palette's own commands: a new game on any preset, the rules, Presets, Settings."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.markup import escape

from .. import helptext, i18n
from ..i18n import _
from .games import table_games

if TYPE_CHECKING:
    from .app import SheriffApp


class GameCommands(Provider):
    """Games and presets in the command palette: "New game: sheriff-blind" …"""

    def _commands(self) -> list[tuple[str, Any, str]]:
        app: SheriffApp = self.app  # type: ignore[assignment]
        found = app.preset_catalog().presets
        out = []
        playable = table_games()
        for p in sorted(found.values(), key=lambda p: (p.game, p.name)):
            if p.game in playable and app.table_draws(p.game, p.name):
                out.append((_("New game: {game} · {preset}").format(game=p.game, preset=p.name), partial(app.quick_start, p.game, p.name), escape(p.describe(i18n.lang()))))  # help is markup
        for game in [g for g in helptext.help_games() if g in playable]:
            out.append((_("Rules: {game}").format(game=game), partial(app.show_rules, game, None), _("The rules of {game} and its variants").format(game=game)))
        out.append((_("Presets"), app.open_presets, _("List, edit and duplicate house rules")))
        out.append((_("Settings"), app.open_settings, _("Theme, pace, language, suit letters, default presets")))
        # found by its own name too: a player who can't read the language in use looks for it
        out.append((" · ".join(dict.fromkeys([_("Language"), "Language", "言語"])), app.open_settings, _("English, 日本語: in Settings")))
        return out

    async def startup(self) -> None:
        # read the presets once per palette opening, not once per keystroke
        self.commands = self._commands()

    async def discover(self) -> Hits:
        for name, cb, help_text in self.commands:
            yield DiscoveryHit(name, cb, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, cb, help_text in self.commands:
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), cb, help=help_text)
