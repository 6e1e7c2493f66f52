"""The deal review: a finished deal stepped through trick by trick, every hand face up, and
the player's decisions marked with what ``hard``'s search says they cost.

The search (:mod:`sheriff_tui.review`) runs in a thread worker, a decision at a time,
with a progress bar; the deal can be stepped through while it runs, and Esc closes the
screen at any time (the worker is cancelled and stops after the decision it is on).
← → step through the tricks (the first step: what was said before the cards), Home and
End go to the ends, and Enter on a decision in the list goes to its trick.

:class:`ReviewScreen` takes a record (a :class:`~sheriff_tui.records.Loaded`, or a record
as JSON data), a deal and a seat: the deal result opens it for the deal just played; any
finished deal of any record can be opened the same way.
"""

from __future__ import annotations

from typing import Any, Mapping

from rich.cells import cell_len
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Label, OptionList, ProgressBar, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from ... import records
from ...i18n import N_, _
from ..widgets.footer import TranslatedFooter
from ..widgets.review_hands import ReviewHands
from ..widgets.trick import TrickView
from .leaving import leaving
from .respeak import Respeaks


#: the cards beside the hands (:attr:`~sheriff_tui.review.story.DealStory.piles`), by their key
PILES = {"turned": N_("turned"), "discard": N_("discard"), "blind": N_("blind"), "bury": N_("bury")}


def _reviewed_games() -> tuple[str, ...]:
    from ...review import REVIEWED_GAMES

    return REVIEWED_GAMES


def reviewable(game: str) -> bool:
    """Whether a deal of ``game`` can be reviewed (the trick games: their ``hard`` searches a deal's score)."""
    return game in _reviewed_games()


class ReviewScreen(Respeaks, Screen[None]):
    """One deal of a record, reviewed for one seat: see the module's docstring."""

    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    SCALE = 1.0  # hard's budget times this (tests make a faster one)
    BINDINGS = [
        Binding("left", "step(-1)", N_("Back"), priority=True, id="review.back"),
        Binding("right", "step(1)", N_("Next trick"), priority=True, id="review.next"),
        Binding("home", "go('first')", N_("First"), show=False, priority=True, id="review.first"),
        Binding("end", "go('last')", N_("Last"), show=False, priority=True, id="review.last"),
        Binding("c", "go('costliest')", N_("Costliest"), id="review.costliest"),
        Binding("left_square_bracket", "deal(-1)", N_("Prev deal"), key_display="[", id="review.deal_before"),
        Binding("right_square_bracket", "deal(1)", N_("Next deal"), key_display="]", id="review.deal_after"),
        Binding("escape", "close", N_("Close"), id="review.close"),
    ]
    DEFAULT_CSS = """
    ReviewScreen { layout: vertical; }
    ReviewScreen #review-title { height: 1; width: 1fr; text-style: bold; padding: 0 1; background: $panel; }
    ReviewScreen #review-body { height: 1fr; }
    ReviewScreen #review-main { width: 1fr; height: 1fr; padding: 0 1; }
    ReviewScreen #review-said { height: auto; margin-bottom: 0; }
    ReviewScreen #review-step { height: 1; text-style: bold; }
    ReviewScreen #review-note { height: auto; color: $text; }
    ReviewScreen #review-trick { width: 1fr; max-width: 72; }
    ReviewScreen #review-side { padding: 0 1; border-left: vkey $primary 40%; }
    ReviewScreen #review-side Label { text-style: bold; }
    ReviewScreen #review-lost { height: auto; color: $text-muted; }
    ReviewScreen #review-progress { height: 1; }
    ReviewScreen #review-list { height: 1fr; border: none; padding: 0; background: $surface; }
    ReviewScreen.-wide #review-side { width: 46; height: 1fr; }
    ReviewScreen.-narrow #review-body { layout: vertical; }
    ReviewScreen.-narrow #review-side { width: 1fr; height: 8; border-left: none; border-top: hkey $primary 40%; }
    ReviewScreen.-narrow #review-side Label { display: none; }
    ReviewScreen.-narrow.-short #review-side { height: 6; }
    """

    def __init__(self, record: records.Loaded | Mapping[str, Any], deal: int, seat: int | None = None, *, ascii: bool | None = None, bot: Any = None) -> None:
        """``record``: the match (a record that replays); ``deal``: 0 first; ``seat``: the player
        reviewed (default: the record's human seat, else 0); ``bot``: the appraiser (``hard``)."""
        super().__init__()
        self.record = record
        # the record as its file has it, which names the deal in the review cache (a Loaded: none)
        self.data: dict[str, Any] | None = None if isinstance(record, records.Loaded) else dict(record)
        self.deal = deal
        self.seat = seat
        self.ascii_option = ascii
        self.bot = bot
        self.loaded: records.Loaded | None = None
        self.story: Any = None
        self.decisions: list[Any] = []  # as they come from the worker, in the order taken
        self.total = 0  # the decisions to weigh
        self.done = False  # the worker has weighed them all
        self.error = ""  # why the deal can't be reviewed
        self.position = 0  # 0: before the cards; k: trick k

    # -- building -----------------------------------------------------------
    @property
    def ascii(self) -> bool:
        return bool(self.ascii_option if self.ascii_option is not None else getattr(self.app, "ascii", False))

    @property
    def minus(self) -> str:
        """The sign of a cost: − (a plain - without the symbols)."""
        return "-" if self.ascii else "−"

    def compose(self) -> ComposeResult:
        yield Static("", id="review-title", markup=False)
        with Horizontal(id="review-body"):
            with VerticalScroll(id="review-main", can_focus=False):
                yield Static("", id="review-said", markup=False)
                yield Static("", id="review-step", markup=False)
                yield ReviewHands(ascii=self.ascii, id="review-hands")
                yield TrickView(ascii=self.ascii, id="review-trick")
                yield Static("", id="review-note", markup=False)
            with Vertical(id="review-side"):
                yield Label(_("Costliest decisions"))
                yield Static("", id="review-lost", markup=False)
                yield ProgressBar(show_eta=False, id="review-progress")
                yield OptionList(id="review-list")
        yield TranslatedFooter()

    def on_mount(self) -> None:
        self._load()

    def _load(self) -> None:
        """Read the record, lay out ``self.deal`` and start weighing it."""
        from ...review import ReviewError, human_seat
        from ...review.story import deal_story
        from ...review.walk import check, decision_count

        try:
            if isinstance(self.record, records.Loaded):
                loaded = self.record
            else:
                loaded = records.load_data(dict(self.record), getattr(self.app, "config_dir", None))
                if self.seat is None:
                    self.seat = human_seat(self.record, len(loaded.players))
            records.replay(loaded)
            self.seat = self.seat or 0
            check(loaded, self.deal, self.seat)
            self.loaded = loaded
            self.story = deal_story(loaded, self.deal)
            self.total = decision_count(loaded, self.deal, self.seat)
        except (records.RecordError, ReviewError) as exc:
            self.error = str(exc)
        except Exception as exc:  # a bug of ours in the review must not take the table down with it
            self.error = f"{type(exc).__name__}: {exc}"
        self._draw_title()
        self.refresh_bindings()
        if self.error:
            self.query_one("#review-said", Static).update(_("This deal can't be reviewed: {error}").format(error=self.error))
            self.query_one("#review-progress", ProgressBar).display = False
            return
        progress = self.query_one("#review-progress", ProgressBar)
        progress.display = True
        progress.update(total=max(1, self.total), progress=0)
        self._draw_list()
        self._draw_step()
        if self.total:
            self._weigh(self._weighing)
        else:
            self._finish()

    # -- the search, in a thread -------------------------------------------
    @work(thread=True, exclusive=True, group="review", exit_on_error=False)
    def _weigh(self, weighing: int) -> None:
        from ...review import iter_decisions
        from ...review.walk import make_hard

        worker = get_current_worker()
        assert self.loaded is not None and self.seat is not None
        try:
            bot = self.bot if self.bot is not None else make_hard(self.loaded.game, self.SCALE)
            for d in iter_decisions(self.loaded, self.deal, self.seat, bot):
                if worker.is_cancelled:
                    return
                self._from_thread(weighing, self._weighed, d)
        except Exception as exc:  # the search failed: said on the screen, the deal still shown
            self._from_thread(weighing, self._failed, f"{type(exc).__name__}: {exc}")
            return
        if not worker.is_cancelled:
            self._from_thread(weighing, self._finish)

    def _from_thread(self, weighing: int, callback: Any, *args: Any) -> None:
        try:
            self.app.call_from_thread(self._if_current, weighing, callback, *args)
        except RuntimeError:  # the app has closed
            pass

    def _if_current(self, weighing: int, callback: Any, *args: Any) -> None:
        """A weighing's answer, unless another has started since (a cancelled thread may land one more)."""
        if weighing == self._weighing:
            callback(*args)

    def _restart(self) -> None:
        """Nothing weighed yet: the search of the deal shown stops, its answers are dropped."""
        self.workers.cancel_group(self, "review")
        self._weighing += 1
        self.decisions, self.total, self.done, self.error = [], 0, False, ""
        self.story = None

    async def respeak(self) -> None:
        """Weighed afresh in the new language: a decision's reason and the deal's headline are words."""
        self._restart()
        await self.recompose()
        self._load()

    def _weighed(self, decision: Any) -> None:
        if leaving(self):
            return
        self.decisions.append(decision)
        self.query_one("#review-progress", ProgressBar).update(progress=len(self.decisions))
        self._draw_list()
        self._draw_title()
        self._draw_step()
        self.refresh_bindings()

    def _finish(self) -> None:
        if leaving(self):
            return
        self.done = True
        self.query_one("#review-progress", ProgressBar).display = False
        self._keep()
        self._draw_list()
        self._draw_title()
        self._draw_step()
        self.refresh_bindings()

    def _failed(self, why: str) -> None:
        if leaving(self):
            return
        self.error = why
        self.query_one("#review-progress", ProgressBar).display = False
        self.query_one("#review-lost", Static).update(_("The search stopped: {error}").format(error=why))

    def _keep(self) -> None:
        """A whole deal weighed: its points lost kept for the statistics (:mod:`...review.cache`)."""
        from ...review import cache

        story = self.story
        if self.data is None or self.error or self.seat is None or story is None or not story.scores:
            return  # no file's record to name it by, or the deal isn't over
        key = cache.deal_key(self.data, self.deal, self.seat)
        if key is not None:
            cache.remember(key, self._review().lost, getattr(self.app, "data_dir", None))

    # -- drawing ---------------------------------------------------------------
    def _review(self) -> Any:
        """What has been weighed so far, as a DealReview (costliest first)."""
        from ...review.model import DealReview, costliest_first

        assert self.loaded is not None and self.seat is not None
        return DealReview(self.loaded.game, self.deal, self.seat, self.loaded.players[self.seat], costliest_first(list(self.decisions)))

    def _draw_title(self) -> None:
        from ..match_words import game_title

        if self.loaded is None:
            self.query_one("#review-title", Static).update(_("Review · deal {deal}").format(deal=self.deal + 1))
            return
        fields = {"game": game_title(self.loaded.game), "deal": self.deal + 1, "name": self.loaded.players[self.seat or 0]}
        if self.story is not None and self.story.scores:
            title = _("Review · {game} · deal {deal} · {name} · scored {score}").format(score=f"{self.story.scores[self.seat or 0]:+d}", **fields)
        else:
            title = _("Review · {game} · deal {deal} · {name}").format(**fields)
        self.query_one("#review-title", Static).update(title)

    def _draw_list(self) -> None:
        from ...review.words import action_words, lost_line, where

        review = self._review()
        lost = self.query_one("#review-lost", Static)
        if self.done:
            lost.update(lost_line(review) if review.decisions else _("no decision with a choice"))
        else:
            lost.update(_("weighing {done} of {total} decisions…").format(done=len(self.decisions), total=self.total))
        options = []
        for d in review.decisions:
            options.append(Option(self._entry(d, action_words, where), id=f"d{d.index}"))
        olist = self.query_one("#review-list", OptionList)
        highlighted = olist.highlighted
        olist.set_options(options)
        if options and highlighted is not None:
            olist.highlighted = min(highlighted, len(options) - 1)

    def _entry(self, d: Any, action_words: Any, where: Any) -> Text:
        """A decision in the list: ``−1.4  trick 3: A♠, K♠ best`` (the full line shows at its trick)."""
        out = Text()
        if d.costly:
            out.append(f"{self.minus}{d.cost:4.1f}", "bold")
        else:
            ok = _("ok")  # as wide as a cost (5 cells), in any language
            out.append(" " * max(0, 4 - cell_len(ok)) + ok + " ", "dim")
        fields = {"where": where(d), "action": action_words(d.action, self.ascii)}
        if d.costly:
            out.append("  " + _("{where}: {action}, {best} best").format(best=action_words(d.best, self.ascii), **fields))
        else:
            out.append("  " + _("{where}: {action}").format(**fields))
        if not d.costly and not d.weighed:
            out.append(" " + _("(not weighed)"), "dim")
        return out

    def _steps(self) -> int:
        return len(self.story.tricks) if self.story is not None else 0

    def _mine(self, indices: set[int]) -> list[Any]:
        return [d for d in self.decisions if d.index in indices]

    def _draw_step(self) -> None:
        from ...review.words import action_words, card, decision_line

        story, ascii = self.story, self.ascii
        if story is None:
            return
        names = story.players
        said = Text()
        for k, s in enumerate(story.said):
            if k:
                said.append(" · ")
            words = f"{names[s.action.seat]}: {action_words(s.action, ascii)}"
            mine = self._mine({s.index})
            said.append(words, "bold" if s.action.seat == self.seat else "")
            if mine and mine[0].costly:
                said.append(f" ({self.minus}{mine[0].cost:.1f})", "bold")
        if story.piles:
            said.append("\n" if story.said else "")
            said.append("   ".join(f"{_(PILES[name]) if name in PILES else name}: {' '.join(card(c, ascii) for c in cards)}" for name, cards in story.piles))
        self.query_one("#review-said", Static).update(said if story.said or story.piles else Text(_("Nothing was said before the cards.")))
        hands = self.query_one(ReviewHands)
        trick_view = self.query_one(TrickView)
        note = self.query_one("#review-note", Static)
        if self.position == 0 or not story.tricks:
            first = story.tricks[0].hands if story.tricks else ()
            self.query_one("#review-step", Static).update(_("Before the cards · {n} tricks follow (→)").format(n=len(story.tricks)))
            hands.show(names, first, title=_("Hands at the first trick"), trumps=story.trumps, order=story.order)
            trick_view.display = False  # what was said is above, in order
            mine = [d for d in self._mine({s.index for s in story.said})]
            note.update(Text("\n".join(decision_line(d, ascii) for d in mine)) if mine else self._pending_note({s.index for s in story.said if s.action.seat == self.seat}))
            self.query_one("#review-main", VerticalScroll).scroll_home(animate=False)
            return
        trick_view.display = True
        t = story.tricks[self.position - 1]
        fields = {"number": t.number, "total": len(story.tricks), "leader": names[t.leader]}
        if t.winner is not None:
            step = _("Trick {number} of {total} · {leader} led · {winner} took it").format(winner=names[t.winner], **fields)
        else:
            step = _("Trick {number} of {total} · {leader} led").format(**fields)
        self.query_one("#review-step", Static).update(step)
        hands.show(names, t.hands, {p.seat: p.card for p in t.plays}, title=_("Hands before trick {number}").format(number=t.number), trumps=story.trumps, order=story.order)
        notes: dict[int, str] = {}
        mine = self._mine({p.index for p in t.plays})
        for d in mine:
            notes[d.action.seat] = f"{self.minus}{d.cost:.1f}" if d.costly else _("best") if d.weighed else ""
        trick_view.show(names, {p.seat: p.card for p in t.plays}, t.leader, winner=t.winner, title=_("Trick {number}").format(number=t.number), notes=notes, me=self.seat, taken=t.winner is not None)
        note.update(Text("\n".join(decision_line(d, ascii) for d in mine)) if mine else self._pending_note({p.index for p in t.plays if p.seat == self.seat}))
        # a short screen can't hold it all: the trick and its decision in sight, what was said above them
        self.call_after_refresh(lambda: None if leaving(self) else self.query_one("#review-main", VerticalScroll).scroll_end(animate=False))

    def _pending_note(self, indices: set[int]) -> Text:
        if not indices:
            return Text("")
        if self.done or self.error:
            return Text(_("no choice here") if self.done else "")
        return Text(_("weighing…"), style="italic")

    # -- keys -------------------------------------------------------------------
    def action_step(self, by: int) -> None:
        self._go_to(self.position + by)

    def action_go(self, where: str) -> None:
        if where == "first":
            self._go_to(0)
        elif where == "last":
            self._go_to(self._steps())
        elif where == "costliest":
            review = self._review()
            if review.decisions:
                self._go_to_decision(review.decisions[0])

    def _deals(self) -> int:
        """The deals [ and ] go through: each one played to its end (the next deal, just
        dealt when the last one's result shows, is not one yet)."""
        if self.loaded is None:
            return 0
        if self._finished_deals is None:
            from ...review.walk import deal_finished

            n = len(self.loaded.setups)
            self._finished_deals = n if n and deal_finished(self.loaded, n - 1) else max(0, n - 1)
        return max(self._finished_deals, self.deal + 1)

    _finished_deals: int | None = None
    _weighing = 0  # which weighing the thread's answers belong to (:meth:`_restart` starts another)

    def action_deal(self, by: int) -> None:
        """[ and ]: the deal before or after, weighed afresh (the search of this one stops)."""
        deal = max(0, min(self._deals() - 1, self.deal + by))
        if deal == self.deal or self.loaded is None:
            return
        self._restart()
        self.deal, self.position = deal, 0
        self._load()

    def _go_to(self, position: int) -> None:
        position = max(0, min(self._steps(), position))
        if position != self.position and self.story is not None:
            self.position = position
            self._draw_step()

    def _go_to_decision(self, d: Any) -> None:
        self._go_to(d.trick if d.trick is not None else 0)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        index = int((event.option.id or "d-1")[1:])
        for d in self.decisions:
            if d.index == index:
                self._go_to_decision(d)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "go" and parameters == ("costliest",):
            return bool(self.decisions)
        if action == "deal" and parameters:
            by = int(parameters[0])  # type: ignore[call-overload]
            return 0 <= self.deal + by < self._deals()
        return True

    def action_close(self) -> None:
        self.workers.cancel_group(self, "review")
        if self.is_current:
            self.dismiss(None)
