"""What the app shows over a table: the match's result and what it leads to (a match again,
the board left in sight), the score sheet and the last trick. A part of
:class:`~.app.SheriffApp`, kept apart as one idea."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import _

if TYPE_CHECKING:
    from textual.screen import ModalScreen

    from .screens.table import TableScreen


class ResultViews:
    """Mixed into the app: see the module's docstring."""

    ascii: bool
    pace: str
    screen: Any
    screen_stack: Any
    push_screen: Any
    pop_screen: Any
    start_match: Any
    leave_table: Any

    def show_match_result(self, screen: TableScreen) -> None:
        from .games.sheets import standing
        from .screens.results import Choice, MatchResultScreen

        game = screen.game
        if screen not in self.screen_stack:
            return  # the table was left while its score sheet was closing: no result over the menu

        def done(choice: Choice | None) -> None:
            if choice is Choice.AGAIN:
                self._match_again(screen)
            elif choice is Choice.SHEET:
                self.push_screen(self.score_sheet(screen), lambda _: self.show_match_result(screen))
            elif choice is Choice.CLOSE:
                self._match_over(screen)
            elif self.screen is screen:  # not when a queued Esc has left the table already
                self.pop_screen()

        self.push_screen(MatchResultScreen(*standing(screen.adapter, game, game.view(screen.me))), done)

    def _match_again(self, screen: TableScreen) -> None:
        """A new match at the same table: the same players, seats, preset and pace."""
        from .screens.new_game import MatchRequest

        t = screen.table
        self.start_match(MatchRequest(t.game_name, t.preset, tuple(screen.game.players), tuple(t.seats), self.pace, None), same_table=True)

    def _match_over(self, screen: TableScreen) -> None:
        """Esc closed the match result to look at the board: the table says the match is over and
        offers the result again and a new match (Esc there leaves for the menu)."""
        from .widgets.after_result import AfterResult, WayOn

        box = next(iter(screen.query("#prompt, #nt-prompt")), None) if screen.is_attached else None
        if box is None:  # a table with no prompt row: nothing to look at, back to the menu
            self.leave_table()
            return
        box.remove_children()
        box.mount(
            AfterResult(
                _("Match over — Enter or r: the result again, n: a new match, Esc: the menu"),
                [WayOn(_("Match result"), "r", lambda: self.show_match_result(screen)), WayOn(_("New match"), "n", lambda: self._match_again(screen))],
            )
        )

    def score_sheet(self, screen: TableScreen) -> ModalScreen[Any]:
        """The match's score sheet as the table's seat sees it (:func:`.games.sheets.score_sheet`)."""
        from .games.sheets import score_sheet

        return score_sheet(screen.adapter, screen.game, screen.game.view(screen.me))

    def show_score_sheet(self, screen: TableScreen) -> None:
        self.push_screen(self.score_sheet(screen))

    def show_last_trick(self, screen: TableScreen) -> None:
        from .screens.results import LastTrickScreen

        final = getattr(screen, "final", None)  # a deal just over: its last trick, not the next deal's none
        view = final if final is not None else screen.game.view(screen.me)
        history = view.history
        trick = history[-1] if history else None
        names = view.players
        display = getattr(screen.adapter, "trick_display", None)
        shown = display(view, True, self.ascii) if display is not None and trick is not None else None
        if shown is not None:
            # a trick that is not one card per seat (the battery): its rows as the table draws them
            from ..engine.tricks import Trick

            names = tuple(shown["names"])
            trick = Trick(0, tuple(shown["cards"][i] for i in sorted(shown["cards"])), shown["winner"])
        self.push_screen(LastTrickScreen(names, trick, self.ascii, len(history)))

    def show_rules(self, game: str | None, preset: str | None) -> None:
        """The rules of ``game`` (from the menu: the game last played), with tabs for the others;
        each game's house rules are ``preset``'s for this game, else its active preset's."""
        from .. import helptext
        from .games import table_games
        from .screens.rules_help import RulesScreen

        games = [g for g in helptext.help_games() if g in table_games()]
        game = game or (self.settings.game if self.settings.game in games else "") or (games[0] if games else "sheriff")
        chosen = {game: preset} if preset else {}

        def text_for(g: str) -> str:
            return self._rules_text(g, chosen.get(g) or self.settings.presets.get(g, g))

        self.push_screen(RulesScreen(text_for(game), game, games, text_for))

    def _rules_text(self, game: str, preset: str) -> str:
        from .. import helptext

        try:
            return helptext.rules_markdown(game, preset, self.config_dir, self._rules_in_play(game, preset))
        except Exception as exc:  # a broken preset must not stop the rules from showing
            return helptext.rules_markdown(game, None, self.config_dir) + "\n\n> " + _("The preset {preset} could not be read: {problem}").format(preset=repr(preset), problem=exc) + "\n"

    def _rules_in_play(self, game: str, preset: str) -> Any:
        """The rules of the table under the help, when it plays this game and preset, else None.

        The help then tells the rules the match is played with, not the preset's file as it
        is now: edited since the match began, or gone (deleted, or now broken) for a
        continued save.
        """
        for screen in reversed(self.screen_stack):
            table = getattr(screen, "table", None)
            if table is not None and getattr(table, "game_name", None) == game and getattr(table, "preset", None) == preset:
                return getattr(getattr(screen, "game", None), "rules", None)
        return None
