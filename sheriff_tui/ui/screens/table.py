"""The table: one screen for every game, driven by the engine and an adapter.

The screen owns the match. Widgets render the human seat's view and report
intent with messages; bots think in worker threads and act after the chosen
pace, through ``set_timer`` (never ``sleep``). After every action the match is
saved, so a game in progress is never lost.

Prompt kinds (``PromptSpec.kind``): ``bid`` (the auction row), ``choice``
(buttons), ``cards`` (choose one card from the hand; ``choices`` beside it, a
"Back" say) and ``mark`` (mark several cards in the hand, then confirm:
``choices`` are every legal set, each labelled with the confirming verb).
A choice (or a card) whose action is ``more`` is a step of the prompt, not an
engine action: the adapter's ``follow_up`` gives the next step, ``back`` returns.

Optional adapter hooks, each with a default here (the Adapter protocol's
next additions): ``auction_extras(view, ascii)`` → (title, seat in bold,
footer); ``trick_extras(view, cards, ascii)`` → (face-down seats, notes,
footer); ``status_line(view, turn)``; ``hand_marks(view)`` → tags under
cards; ``follow_up(view, legal, step, ascii)``; ``final_view(view, result)``;
``trick_display(view, final, ascii)`` → the trick box's ``TrickView.show``
arguments, for a trick that is not one card per seat (or None: the default);
``result_columns(result, view)``, ``result_notes(result, view)``;
the score sheet's and the match result's (read by :mod:`..games.sheets`, shared with a game
that draws its own table): ``match_headline(view, winner)``, ``match_winners(view)``,
``sheet_columns(view)``, ``sheet_notes(view)``, ``sheet_headline(result, view)`` and
``score_sheet(view)``; ``hint_words(action, view, ascii)`` → a hint in the game's words
(:mod:`..games.hints`; else the prompt's); and ``unsupported(view)`` → why this table can't draw such a match (it then says
so and goes back to the menu).

Long: the one screen every trick game is played on, whose drawing, flow and keys share
its state; marking cards and the deal's end are apart (``table_marking.py``, ``table_deal_end.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, RichLog, Static

from ... import records
from ...engine.core import Action, Event, IllegalAction
from ...i18n import N_, _
from ..games import HUMAN, PromptSpec
from ..games.standing import total_text
from ..logfold import fold
from ..widgets.bid_prompt import BidPrompt
from ..widgets.footer import FittingFooter
from ..widgets.hand import Hand
from ..widgets.prompt import ActionPrompt
from ..widgets.seat import SeatPanel, border_need, seat_panels, short_role, show_seats
from ..widgets.status_line import StatusLine
from ..widgets.trick import TrickView
from .bot_turns import BotTurns, pace_bindings
from .table_claim import Claims
from .table_deal_end import DealEnd, _fields, _replaced
from .table_marking import MarkingCards
from .take_back import TakeBack

#: keys a choice or bid prompt answers, held for it while it mounts
PROMPT_KEYS = frozenset({"enter", "space", "left", "right"})
MORE, BACK, CONFIRM = "more", "back", "confirm"  # steps of a prompt: the engine never sees them


class TableLog(RichLog):
    """The game log: it folds its lines itself (:func:`fold` keeps a run of cards together) and
    again when its width changes (RichLog keeps lines as first written)."""

    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        self.texts: list[str] = []
        self._wrapped_at = 0

    def write_text(self, text: str) -> None:
        self.texts.append(text)
        for line in fold(text, self.scrollable_content_region.width if self._wrapped_at else 0):
            self.write(line, scroll_end=False)
        if self.auto_scroll and self._size_known:
            # now, not after a refresh: a dialog pushed over the table in the same turn held the
            # deferred scroll back, and the log stopped lines short of its end
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def on_resize(self, event: Any) -> None:
        # runs before RichLog's own handler, which writes the lines held back until the first size
        width = self.scrollable_content_region.width
        if width and width != self._wrapped_at:
            self._wrapped_at = width
            if self.texts:
                self.clear()
                for text in self.texts:
                    for line in fold(text, width):
                        self.write(line)
        if self.auto_scroll:  # a prompt rising below shortens the log: keep its newest line in sight
            self.call_after_refresh(self.scroll_end, animate=False)


# what the table waits for, by the engines' phase names (an adapter's ``turn_words`` may say better)
TURN_WORDS = {  # short: they fit a seat panel at 80 columns (``_()``-ed where shown)
    "play": N_("to play"), "hand": N_("to play"), "battery": N_("to play"), "auction": N_("to bid"), "pick": N_("to pick"),
    "call": N_("to call"), "bury": N_("to bury"), "knock": N_("to knock"), "exchange": N_("to pass a card"), "discard": N_("to discard"),
    "choice": N_("to choose"), "trump": N_("to name trump"), "open": N_("to choose"), "double": N_("to double"), "redouble": N_("to redouble"),
}
#: the games' names as the log's first line says them
GAME_NAMES = {"sheriff": N_("Sheriff"), "sheepshead": N_("Sheepshead"), "toruf": N_("Toruf"), "nottingham": N_("Nottingham")}


def _levelled(needs: list[int], room: int) -> list[int]:
    """Each need, capped at the one level where they sum to at most ``room`` (every need, if they fit)."""
    if sum(needs) <= room:
        return needs
    level = room // len(needs) if needs else 0
    for cap in sorted(set(needs)):
        if sum(min(n, cap) for n in needs) > room:
            break
        level = cap
    rest = room - sum(min(n, level) for n in needs)
    over = [n for n in needs if n > level]
    if over:  # the long ones share what is left above the level
        level += rest // len(over)
    return [min(n, level) for n in needs]


@dataclass
class Table:
    """A match and who sits where: what a save holds beyond the record."""

    game: Any  # the engine's match
    game_name: str
    preset: str
    seats: list[str]  # "human" or a bot level, per seat
    seed: int
    # where it is saved: None, the autosave (saves/current.json); a file of its own
    # (saves.own_slot) when another window owns the autosave; False, nowhere
    slot: Any = None
    undos: int = 0  # how many times the player took a decision back (u): kept in the save's table meta

    @property
    def human(self) -> int:
        return self.seats.index(HUMAN) if HUMAN in self.seats else 0


TABLE_CSS = Path(__file__).with_name("table.tcss")  # Nottingham's table reads it too (#log)


class TableScreen(MarkingCards, DealEnd, Claims, TakeBack, BotTurns, Screen):
    CSS_PATH = TABLE_CSS  # parsed as the first table opens, not before the menu
    is_table = True  # the app leaves a table by popping it (a game may draw its own table screen)
    # the layout grows with the terminal: table.tcss widens the trick box on -wide, and on -tall
    # the trick's cards are drawn as faces three rows high (set in on_resize, only when they change)
    WIDE, TALL = 120, 38
    BINDINGS = [
        Binding("l", "last_trick", N_("Last trick"), id="table.last_trick"),
        Binding("s", "score_sheet", N_("Scores"), id="table.scores"),
        Binding("f1,question_mark", "rules", N_("Rules"), id="table.rules"),
        Binding("p", "pass_turn", N_("Pass"), show=False, id="table.pass"),
        Binding("h", "hint", N_("Hint"), id="table.hint"),
        # each in the footer only while it can act (check_action): a claim proved, a decision to
        # take back; else the same key, unshown, says why not
        Binding("c", "claim", N_("Claim"), id="table.claim"),
        Binding("c", "claim('why')", N_("Claim"), show=False, id="table.claim"),
        Binding("z", "undo", N_("Undo"), id="table.undo"),
        Binding("z", "undo('why')", N_("Undo"), show=False, id="table.undo"),
        # only while a hint shows (check_action): Enter carries it out; any other key drops it
        Binding("enter", "apply_hint", N_("Do the hint"), show=False, priority=True, id="table.apply_hint"),
        *pace_bindings("table"),
        Binding("escape", "menu", N_("Menu"), id="table.menu"),
    ]

    class HumanTurn(Message):
        """The table waits for the human: tests wait on this, not on time."""

    class MatchOver(Message):
        pass

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.sit_down(table)
        self.prompt_spec: PromptSpec | None = None
        self.step: Action | None = None  # a prompt's step taken (``more``), until acted or gone back
        self.keys_held: list[str] | None = None  # keys pressed while a prompt mounts, for it
        self.unmarkable: dict[int, str] = {}  # marking mode: card -> the engine's reason it can't go
        self.mark_prompt: ActionPrompt | None = None
        self.final: Any = None  # the finished deal's last view, while its result is up
        self.busy = False  # a result screen is up
        self.pending_results: list[Any] = []  # deals scored without play, shown after the one on screen
        self.held_lines: list[list[str]] = []  # the log's lines of the deals to come, written as the player goes on (_log)
        self._view_drawn: Any = None  # the view the title was last drawn from (a resize draws it again)

    # -- layout ------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="title")
        n = self.game.n
        with Horizontal(id="seats"):
            yield from seat_panels(self.me, n)
        with Horizontal(id="middle"):
            with Vertical(id="centre"):
                with Vertical(id="felt"):  # the trick, centred in whatever room the table has
                    yield TrickView(ascii=self.ascii, id="trick")
                yield StatusLine(id="status")
            yield TableLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
        yield Vertical(id="prompt")
        yield Hand(ascii=self.ascii, id="hand")
        yield FittingFooter()  # compact only when its keys would not fit

    def on_mount(self) -> None:
        if self.gone:  # popped before it mounted: another table took its place (two Starts queued)
            return
        view = self.game.view(self.me)
        unsupported = self._hook("unsupported")
        reason = unsupported(view) if unsupported is not None else None
        if reason:
            # a form of the game this table can't draw yet: say so and go back, never crash
            self.closed = True
            self.notify(reason, title=_("No table for these rules yet"), severity="error", timeout=10)
            self.call_later(self.app.leave_table)  # type: ignore[attr-defined]
            return
        log = self.query_one("#log", TableLog)
        for line in self._opening_lines(view):
            log.write_text(line)
        self.refresh_table()
        game = self.game
        if game.results and not game.actions and not any(d.actions for d in game.log):
            # the match's first deals were scored as dealt, before anyone acted (a fox automatic back)
            self.busy = True
            self.pending_results = list(game.results)
            self.resume()
            return
        self.advance()

    def _opening_lines(self, view: Any) -> list[str]:
        """What the log says when a table opens (a new match or a continued one)."""
        from ...engine.core import Event as E

        name = self.table.game_name
        game = _(GAME_NAMES[name]) if name in GAME_NAMES else name.title()
        lines = [_("{game} · preset {preset}").format(game=game, preset=self.table.preset)]
        line = self.adapter.describe(E("dealt", seat=view.dealer, card=getattr(view, "turned", None)), view, self.ascii)
        if line:
            lines.append(line)
        # a match continued mid-deal: what was already bid and played, as this seat saw it
        for e in self.game.events_for(self.me, records.running_deal_events(self.game)):
            line = self.adapter.describe(e, view, self.ascii)
            if line:
                lines.append(line)
        return lines

    # -- drawing -----------------------------------------------------------------
    def _hook(self, name: str) -> Any:
        return getattr(self.adapter, name, None)

    def refresh_table(self) -> None:
        view = self.game.view(self.me)
        self._draw(view, self.game.to_act)
        self._show_prompt(view)
        self.claimable = self.claim_now()
        self.update_keys()

    def _draw(self, view: Any, to_act: int | None, final: bool = False) -> None:
        """Title, seats, the trick area and the status line, from one view."""
        adapter = self.adapter
        if final and "totals" in _fields(view):  # the standing with this deal counted, as its result says
            view = _replaced(view, {"totals": tuple(self.game.totals)})
        self._view_drawn = view
        self._draw_title(view)
        words = self.turn_words(view)
        totals = self._totals(view)
        show_seats(self.query(SeatPanel), adapter, view, to_act, words, totals, self.ascii)
        self._fit_seats()
        trick = self.query_one("#trick", TrickView)
        said = None if final else adapter.auction_lines(view)
        display = self._hook("trick_display")
        shown = display(view, final, self.ascii) if display is not None and said is None else None
        if shown is not None:
            trick.show(**shown)  # a trick not one card per seat (the battery's four cards of two players)
        elif said is not None:
            first = (view.dealer + 1) % view.n
            extras = self._hook("auction_extras")
            if extras is not None:
                title, bold, footer = extras(view, self.ascii)
            else:
                title, bold, footer = _("Auction"), getattr(view, "high_seat", None), ()
            trick.show(view.players, said, first, winner=bold, to_act=to_act, title=title, lead_mark=False, footer=footer)
        elif final and not view.history:
            trick.show(view.players, {}, None, title=_("Last trick"))
        elif (view.trick or not view.history) and not final:
            cards = {view.trick_seat(i): c for i, c in enumerate(view.trick)}
            winning = self.game.winning_seat() if view.trick else None  # the engine says who takes it so far
            self._show_trick(trick, view, cards, view.leader if view.phase == "play" else None, winning, to_act, _("Trick"))
        else:
            last = view.history[-1]
            cards = {(last.leader + i) % view.n: c for i, c in enumerate(last.cards)}
            self._show_trick(trick, view, cards, last.leader, last.winner, to_act, _("Last trick") if final else _("Trick won"), taken=True)
        me_info = adapter.seat_info(view, self.me, self.ascii)
        if final:
            turn = _("deal over")
        elif to_act == self.me:
            turn = _("your turn")
        else:
            turn = _("{name} {doing}").format(name=view.players[to_act], doing=words) if to_act is not None else _("match over")
        status = self._hook("status_line")
        if status is not None:
            text = status(view, turn)
        else:
            text = f"{me_info.name} · {me_info.role or _('auction')} · {' · '.join(l for l in me_info.lines if l)} · {turn}"
        self.query_one("#status", Static).update(text)

    def _draw_title(self, view: Any) -> None:
        """The title in its one row: the adapter's ``short_title`` if the whole is too wide (80
        columns), and what still does not fit cut with an ellipsis, never silently."""
        title = self.query_one("#title", Static)
        width = title.content_size.width
        # plain text with the players' names in it, never parsed as markup ("[/]" would raise, "[b]Al"
        # be bold); an adapter with TITLE_MARKUP writes markup (a team's name in its colour), its names escaped
        shape = Content.from_markup if getattr(self.adapter, "TITLE_MARKUP", False) else Content
        text = shape(self.adapter.title(view, self.ascii))
        short = self._hook("short_title")
        if width and text.cell_length > width and short is not None:
            text = shape(short(view, self.ascii))
        if width and text.cell_length > width:
            text = text.truncate(width, ellipsis=True)
        title.update(text)

    def on_resize(self, event: Any = None) -> None:
        size = self.app.size
        wide, tall = size.width >= self.WIDE, size.height >= self.TALL
        if wide != self.has_class("-wide") or tall != self.has_class("-tall"):
            self.set_class(wide, "-wide")
            self.set_class(tall, "-tall")
            if self.is_mounted:
                self.query_one("#trick", TrickView).refresh(layout=True)  # its cards' size follows -tall
                self.query_one("#hand", Hand).refresh(layout=True)  # and the hand's
        self.call_after_refresh(self._redraw_title)  # the title may need its short form, or no longer
        if self.is_mounted and not self.gone:
            self._fit_seats()  # widths that fitted a wider screen may not fit this one

    def _totals(self, view: Any) -> list[str]:
        """Each seat's match total as its panel shows it: the match always in view."""
        totals = getattr(view, "totals", None) or self.game.totals
        return [total_text(t) for t in totals]

    def _fit_seats(self) -> None:
        """Room for each seat's name in its border: among seven others at 80 columns an even share
        cut 'Calamity' to 'Cala…'. A panel is at least as wide as its name needs (the border,
        dashes and spaces around it: six more), and its role below if all roles fit too; the rest
        is shared evenly. Names too long to fit all: the short ones whole, the long ones share
        what is left (each cut with an ellipsis)."""
        panels = list(self.query(SeatPanel))
        width = self.app.size.width
        totals = self._totals(self._view_drawn) if self._view_drawn is not None else [""] * self.game.n
        said = [p.role for p in panels]
        needs: list[int] = []
        for beside in (True, False):  # the total beside the name if all fit so, else in the panel
            names = [border_need(self.game.players[p.seat] + (" " + totals[p.seat] if beside else "")) for p in panels]
            roles = [max(n, border_need(r)) for n, r in zip(names, said)]  # the role below too, if it can
            short = [max(n, border_need(short_role(r))) for n, r in zip(names, said)]  # or in fewer letters
            needs = roles if sum(roles) <= width else short if sum(short) <= width else []
            if needs:
                break
        if not needs:
            needs = _levelled(names, width)
        for panel, need in zip(panels, needs):
            if panel.styles.min_width != need:
                panel.styles.min_width = need

    def _redraw_title(self) -> None:
        if self._view_drawn is not None and not self.gone:  # the latest view, not the one at the resize
            self._draw_title(self._view_drawn)

    def turn_words(self, view: Any) -> str:
        """'to play', 'to bury', 'to bid' …: what the seat to act is about to do."""
        hook = self._hook("turn_words")
        words = hook(view) if hook is not None else None
        if words:
            return words
        fallback = N_("to act")
        return _(TURN_WORDS.get(str(getattr(view, "phase", "")), fallback))

    def _show_trick(
        self, trick: TrickView, view: Any, cards: dict[int, int], leader: int | None, winner: int | None, to_act: int | None, title: str, taken: bool = False
    ) -> None:
        """The trick laid out as the seats sit, the card taking it marked (``taken``: it has)."""
        face_down, notes, footer = self.trick_extras(view, cards)
        trick.show(
            view.players, cards, leader, winner=winner, to_act=to_act, title=title, face_down=face_down, notes=notes, footer=footer, me=self.me, taken=taken
        )

    def trick_extras(self, view: Any, cards: dict[int, int]) -> tuple[Any, dict[int, str], tuple[Any, ...]]:
        """Face-down seats, notes and a footer for a trick (the last-trick view asks too)."""
        extras = self._hook("trick_extras")
        if extras is None:
            return (), {}, ()
        return extras(view, cards, self.ascii)

    def _show_prompt(self, view: Any) -> None:
        self.drop_suggestion()  # a hint was for the prompt that is going
        hand = self.query_one("#hand", Hand)
        cards = self.adapter.sort_hand(view)
        marks_of = self._hook("hand_marks")
        marks = marks_of(view) if marks_of is not None else {}
        held = view.hand_counts[self.me]
        face_down = _("({n} cards, face down until the auction ends)").format(n=held) if not cards and held else _("(no cards)")
        box = self.query_one("#prompt", Vertical)
        box.remove_children()
        self.prompt_spec = None
        self.mark_prompt = None
        self.keys_held = None
        if self.game.to_act != self.me or self.busy:
            self.step = None
            hand.show(cards, (), hint="", placeholder=face_down, marks=marks)
            return
        legal = self.game.legal_actions()
        follow_up = self._hook("follow_up")
        if self.step is not None and follow_up is not None:
            spec = follow_up(view, legal, self.step, self.ascii)
        else:
            self.step = None
            spec = self.adapter.prompt(view, legal, self.ascii)
        self.prompt_spec = spec
        if spec.kind == "cards":
            hand.show(cards, spec.legal_cards, hint=spec.question, marks=marks)
            if spec.choices:
                box.mount(ActionPrompt(_("or choose a card in your hand"), spec.choices, focus=False, inline=True))
            hand.focus()
        elif spec.kind == "mark":
            count = len(spec.choices[0][1].cards or ()) if spec.choices else 1
            hand.show(cards, spec.legal_cards, hint=spec.question, marks=marks, select=count)
            self.unmarkable = self._unmarkable(spec, cards)
            verb = spec.choices[0][0] if spec.choices else _("Confirm")
            self.mark_prompt = ActionPrompt(self._mark_words(hand.marked), [(verb, Action(CONFIRM, self.me))], focus=False, inline=True)
            self.mark_prompt.set_enabled(0, self._marked_action(hand.marked) is not None)
            box.mount(self.mark_prompt)
            hand.focus()
        else:
            hand.show(cards, (), hint="", placeholder=face_down, marks=marks, bright=True)
            widget = BidPrompt(spec.question, [a for _label, a in spec.choices], game=self.table.game_name) if spec.kind == "bid" else ActionPrompt(spec.question, spec.choices)
            self.keys_held = []  # until the prompt has the focus (ActionPrompt.Ready)
            box.mount(widget)

    # -- the flow of the match ----------------------------------------------------
    def advance(self) -> None:
        """Whose turn now: wait for the human, or let a bot think (not while a trick is held)."""
        if self.busy or self.holding:
            return
        game = self.game
        if game.is_over:
            if not self.match_shown:  # resume() and a screen resume both arrive here
                self.match_shown = True
                self.post_message(self.MatchOver())
                self.app.show_match_result(self)  # type: ignore[attr-defined]
            return
        if game.to_act == self.me:
            auto = self._hook("auto_action")
            action = auto(game.view(self.me), game.legal_actions()) if auto is not None else None
            if action is not None:  # no choice to make: no prompt to answer
                self.call_later(self.act, action)
                return
            self.post_message(self.HumanTurn())
            return
        self.let_bot_think()

    def act(self, action: Action) -> bool:
        """Apply an action: the engine decides; an illegal one shows its reason."""
        if self.gone:
            return False  # a late call (a bot's answer, an automatic pass) on a table going away
        before = self.game.view(self.me)
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            self.tell(_("Not allowed: {reason}").format(reason=exc.reason), "warning")
            return False
        self.acted(before, events)
        return True

    def acted(self, before: Any, events: Sequence[Event]) -> None:
        """After one action or more (a claim's cards): save, log, draw, and go on
        (``before``: the human's view before the last of them)."""
        self.step = None
        self.claimable = None
        self.app.autosave(self)  # type: ignore[attr-defined]
        events = self.game.events_for(self.me, events)  # as the human's seat may know them (a card face down stays so)
        scored = [e for e in events if e.kind == "deal_scored"]
        final = self.final_view(before, events, scored[0].data) if scored else None
        self._log(events, final)
        taken = any(e.kind == "trick" for e in events)  # a trick finished: it stays in sight a while
        if scored:
            # behind the result, the finished deal as its last card left it, not the next deal
            self.busy = True
            self._show_final(final)
            self.pending_results = [e.data for e in scored[1:]]  # the next deals, scored as dealt (a fox automatic back)
            result = scored[0].data
            if not (taken and self.hold_trick(lambda: self._show_deal_result(result))):
                self._show_deal_result(result)
        else:
            self.refresh_table()
            # a bot to lead next: the trick is held; the human to lead sees it until playing
            if not (taken and self.game.to_act not in (None, self.me) and self.hold_trick(self.advance)):
                self.advance()

    def _prompt_focused(self) -> bool:
        focused = self.focused
        return focused is not None and any(w.id == "prompt" for w in focused.ancestors_with_self)

    def on_descendant_focus(self, event: Any) -> None:
        if self.keys_held is not None and self._prompt_focused():
            self._release_keys()

    def on_action_prompt_ready(self, event: ActionPrompt.Ready) -> None:
        # The prompt's focus() queued its set_focus on the app before this message was posted:
        # queued behind it on the same queue, the held keys find the focus set (or nothing took it)
        self.app.call_later(self._release_keys)

    def _release_keys(self) -> None:
        """The prompt has the focus: the keys pressed while it mounted do now what they would
        have done on it (← → between its buttons, Enter or Space presses one), in order."""
        held, self.keys_held = self.keys_held, None
        for key in held or ():
            if key == "left":
                self.focus_previous()
            elif key == "right":
                self.focus_next()
            elif isinstance(self.focused, Button) and self._prompt_focused():
                self.focused.press()

    def on_key(self, event: Any) -> None:
        """A prompt's key pressed while the prompt is still mounting is held for it (Enter right
        as "Pick up the blind" shows must pick, not fall on the log). A key while a finished
        trick is held: go on now. The table's own keys (l, s, Esc …) still do what they say, but
        not at the deal's end, where the result comes up next; any other key is spent on going
        on (not a card played)."""
        if self.keys_held is not None and event.key in PROMPT_KEYS:  # in order, until released
            self.keys_held.append(event.key)
            event.stop()
            event.prevent_default()
            return
        if not self.holding:
            return
        own = {key for b in self.BINDINGS if isinstance(b, Binding) for key in b.key.split(",")}
        last = self.busy  # the deal's last trick: its result takes the screen
        self.release_trick()
        if event.key not in own or last:
            event.stop()
            event.prevent_default()

    def resume(self) -> None:
        """After a result screen: the next result waiting, or carry on with the next deal."""
        if self.gone:
            return  # the table was left (unmounted) while a result was up: nothing to draw on
        self.final = None
        self._write_held()
        if self.pending_results:
            self._show_deal_result(self.pending_results.pop(0))
            return
        self.busy = False
        self.refresh_table()
        self.advance()

    def _log(self, events: Sequence[Event], finished: Any = None) -> None:
        """A line per event; a finished deal's events are told from its final view, not the next deal's.

        The engine deals the next deal as it scores one: what follows a deal's score (the next
        deal's heading, its turned card) waits in ``held_lines`` until the player goes on to it
        (:meth:`resume`), so the log never tells deal 2 while deal 1's result is up. A chunk a
        deal scored: the deals scored as dealt (a fox automatic back) each with their result."""
        log = self.query_one("#log", TableLog)
        view = self.game.view(self.me)
        ends = max((i for i, e in enumerate(events) if e.kind == "deal_scored"), default=-1) if finished is not None else -1
        chunks: list[list[str]] = [[]]
        for i, e in enumerate(events):
            line = self.adapter.describe(e, finished if i <= ends else view, self.ascii)
            if line:
                chunks[-1].append(line)
            if e.kind == "deal_scored":
                chunks.append([])
        for line in chunks[0]:
            log.write_text(line)
        self.held_lines.extend(chunks[1:])

    def _write_held(self) -> None:
        """The lines of the deal the player goes on to (see :meth:`_log`)."""
        if self.held_lines:
            log = self.query_one("#log", TableLog)
            for line in self.held_lines.pop(0):
                log.write_text(line)

    # -- the human's input --------------------------------------------------------
    @on(Hand.CardChosen)
    def _card_chosen(self, event: Hand.CardChosen) -> None:
        spec = self.prompt_spec
        if spec is None or spec.kind != "cards":
            self.tell(_("Wait for your turn"), timeout=2)  # said again, the same line stays: never a stack
            return
        action = spec.actions.get(event.card)
        if action is None:
            # not among the legal cards: ask the engine why, so the reason is its own
            kind = next(iter(spec.actions.values())).act if spec.actions else "play"
            action = Action(kind, self.me, card=event.card)
        if action.act == MORE:  # a card that is a step of the prompt (the adapter's follow_up asks on)
            self.step = action
            self._show_prompt(self.game.view(self.me))
            return
        self.act(action)

    def draw_suggestion(self, action: Action | None) -> None:
        """The hinted card or cards drawn with a ▼ in the hand's key row, the hinted button in its own style."""
        hand = self.query_one("#hand", Hand)
        spec = self.prompt_spec
        cards: tuple[int, ...] = ()
        if action is not None and spec is not None and spec.kind in ("cards", "mark"):
            cards = tuple(action.cards or ()) if spec.kind == "mark" else ((action.card,) if action.card is not None else ())
        hand.suggest(cards)
        for prompt in self.query("#prompt > *"):
            if isinstance(prompt, (ActionPrompt, BidPrompt)):
                prompt.suggest(action if prompt is not self.mark_prompt else None)

    @on(ActionPrompt.Chosen)
    def _prompt_chosen(self, event: ActionPrompt.Chosen) -> None:
        if self.game.to_act != self.me or self.busy:
            return
        action = event.action
        if action.act == MORE:
            self.step = action
            self._show_prompt(self.game.view(self.me))
        elif action.act == BACK:
            self.step = None
            self._show_prompt(self.game.view(self.me))
        elif action.act == CONFIRM:
            self._confirm_marked(self.query_one("#hand", Hand).marked)
        else:
            self.act(action)

    # -- keys ----------------------------------------------------------------------
    def action_last_trick(self) -> None:
        self.app.show_last_trick(self)  # type: ignore[attr-defined]

    def action_score_sheet(self) -> None:
        self.app.show_score_sheet(self)  # type: ignore[attr-defined]

    def action_rules(self) -> None:
        self.app.show_rules(self.table.game_name, self.table.preset)  # type: ignore[attr-defined]

    def action_pass_turn(self) -> None:
        """P passes whenever passing is legal, wherever the focus is."""
        spec = self.prompt_spec
        if spec is None:
            return
        for _label, action in spec.choices:
            if action.act == "pass":
                self.act(action)
                return

    def action_cycle_pace(self, shown: str = "") -> None:
        self.app.cycle_pace()  # type: ignore[attr-defined]

    def action_menu(self) -> None:
        self.app.leave_table()  # type: ignore[attr-defined]

    # -- what the footer shows: only keys that can do something now -------------------------
    @property
    def can_hint(self) -> bool:
        return self.prompt_spec is not None and not self.busy and self.game.to_act == self.me

    def has_last_trick(self) -> bool:
        """A trick has been taken this deal (or the deal just over, whose last trick l shows)."""
        view = self.final if self.final is not None else self._view_drawn
        return bool(getattr(view, "history", ())) if view is not None else False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "last_trick":
            return self.has_last_trick()
        if action == "claim":
            return bool(parameters) or self.claimable is not None
        if action == "undo":
            return bool(parameters) or self.can_undo
        return super().check_action(action, parameters)

    def keys_state(self) -> Any:
        return (self.can_hint, self.has_last_trick(), self.claimable is not None, self.can_undo)

    def restored(self) -> None:
        """After an undo: the table drawn from the restored match, and on."""
        self.step = None
        self.final = None
        self.refresh_table()
        self.advance()

