"""The matches in the history folder: what each was and how the player did in it.

Every file in ``<data>/history/`` is a record (:mod:`.records`) with the table's meta
(:data:`.saves.TABLE_KEY`), put there by :func:`.saves.finish_current` (finished),
:func:`.saves.discard_current` (``-abandoned``) or :func:`.saves.own_slot`
(``-unfinished``). A match is replayed once to learn its result and each deal's figures
for the player (:class:`Match`); the figures are kept in ``<data>/cache/history.json``
by the file's name, size and time, since a long Toruf match takes a tenth of a second to
replay. A file that can't be read is listed as broken with one reason: never a crash,
never deleted, never moved. No Textual, no Rich.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable

from . import paths, saves, userfiles
from .i18n import N_, _, ngettext

FINISHED, ABANDONED, UNFINISHED, BROKEN = "finished", "abandoned", "unfinished", "broken"
# a status in words (the keys stay in the files and the JSON): as the History screen says them
STATUS_NAMES = {FINISHED: N_("finished"), ABANDONED: N_("abandoned"), UNFINISHED: N_("unfinished"), BROKEN: N_("broken")}
HUMAN = "human"  # the seat kind of the player in the table's meta
CACHE_VERSION = 1

# <YYYYmmdd-HHMMSS>-<game>[-abandoned|-unfinished][-2].json, as saves names them
NAME_RE = re.compile(r"(\d{8}-\d{6})-([a-z0-9_]+?)(?:-(abandoned|unfinished))?(?:-\d+)?\.json")

# the acts that bid for the contract, per game: a deal where the player made one counts for the bid (pick) rate
BID_ACTS: dict[str, frozenset[str]] = {
    "sheriff": frozenset({"bid", "take"}),  # take: Sheriff's Choice, the turned card's contract
    "sheepshead": frozenset({"pick"}),
    "toruf": frozenset({"bid"}),
}
DECLARER, PARTNER, DEFENDER = "declarer", "partner", "defender"


@dataclass(frozen=True)
class DealFacts:
    """One finished deal as the player lived it."""

    score: int  # the player's change
    role: str | None  # DECLARER (the picker, the Sheriff), PARTNER or DEFENDER; None: no sides (a leaster)
    won: bool | None  # the player's side made the contract (declarer, partner) or beat it (defender)
    bid: bool  # the player bid (picked) in this deal


@dataclass(frozen=True)
class Match:
    """A file of the history folder: the match, or why it can't be read (``status`` BROKEN)."""

    path: Path
    when: datetime  # from the file's name, else its time
    status: str  # FINISHED, ABANDONED, UNFINISHED or BROKEN
    game: str  # from the record; from the name when broken ("unknown" if neither says)
    preset: str = ""
    problem: str = ""  # BROKEN: the one reason
    seat: int | None = None  # the player's seat; None: no person sat at this table
    players: tuple[str, ...] = ()
    total: int | None = None  # the player's total (so far, when not finished)
    place: int | None = None  # 1 = won (a shared first place too); None until finished
    deals: tuple[DealFacts, ...] = ()  # each finished deal
    gold: int | None = None  # Nottingham: the player's gold at the end
    undos: int = 0  # decisions taken back (table meta "undos")

    @property
    def finished(self) -> bool:
        return self.status == FINISHED

    @property
    def name(self) -> str:
        return self.path.name

    def result_words(self) -> str:
        """The player's result in a few words: "+12, 1st of 3", "−4 after 3 deals", or the problem."""
        if self.status == BROKEN:
            return self.problem
        if self.total is None:
            return _("not begun") if not self.players else _("no seat of yours")
        # a final score, not a change
        points = _("{total} points").format(total=self.total) if self.game == "nottingham" else f"{self.total:+d}"
        if self.place is not None:
            if self.game == "toruf":  # two partnerships
                return _("{points}, {place} of 2").format(points=points, place=ordinal(self.place))
            return _("{points}, {place} of {n}").format(points=points, place=ordinal(self.place), n=len(self.players))
        n = len(self.deals)
        return ngettext("{points} after {n} deal", "{points} after {n} deals", n).format(points=points, n=n)


def ordinal(n: int) -> str:
    """A place in words: "1st", "12th" (「1位」)."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return {"st": _("{n}st"), "nd": _("{n}nd"), "rd": _("{n}rd")}.get(suffix, _("{n}th")).format(n=n)


# -- the folder -----------------------------------------------------------------------------


def list_matches(data_dir: str | Path | None = None, config_dir: str | Path | None = None, *, cache: bool = True) -> list[Match]:
    """Every record in the history folder, newest first; a file that can't be read is a BROKEN one."""
    folder = saves.history_dir(data_dir)
    try:
        files = [p for p in folder.iterdir() if p.suffix == ".json" and not p.name.startswith(".")]
    except FileNotFoundError:
        return []
    except OSError as exc:
        return [Match(folder, datetime.now(), BROKEN, "unknown", problem=f"can't read the folder: {exc.strerror or exc}")]
    kept = _read_cache(data_dir) if cache else {}
    out, fresh = [], {}
    for path in files:
        key = _stamp(path)
        hit = kept.get(path.name)
        match = None
        if hit is not None and key is not None and hit.get("key") == list(key):
            match = _from_json(path, hit.get("match"))
        if match is None:
            match = read_match(path, config_dir)
        if key is not None and match.status != BROKEN:  # a broken file is read again: it may be mended
            fresh[path.name] = {"key": list(key), "match": _to_json(match)}
        out.append(match)
    if cache and json.loads(json.dumps(fresh)) != kept:  # as the file holds it: tuples are lists there
        _write_cache(data_dir, fresh)
    out.sort(key=lambda m: (m.when, m.name), reverse=True)
    return out


def read_match(path: Path, config_dir: str | Path | None = None) -> Match:
    """One history file, replayed: the player's result and deals, or BROKEN with the reason."""
    from . import records

    path = Path(path)
    named = NAME_RE.fullmatch(path.name)
    when = _when(path, named)
    status = {"abandoned": ABANDONED, "unfinished": UNFINISHED}.get(named.group(3) if named else "", FINISHED)
    game = named.group(2) if named else "unknown"

    def broken(reason: str) -> Match:
        return Match(path, when, BROKEN, game, problem=" ".join(userfiles.printable(reason).split()))

    try:
        raw = userfiles.read_bytes(path, userfiles.RECORD_LIMIT)
        if not raw.strip() and status == UNFINISHED:  # a window's own slot, its match not saved yet
            return Match(path, when, UNFINISHED, game)
        data = userfiles.parse_json(userfiles.decode(raw))
        loaded = records.load_data(records.with_earlier_readings(data), config_dir)
        replayed = records.replay(loaded)
        meta = data.get(saves.TABLE_KEY) if isinstance(data, dict) else None
        return _facts(path, when, status, loaded, replayed, meta if isinstance(meta, dict) else {})
    except (records.RecordError, userfiles.UserFileError) as exc:
        return broken(str(exc))
    except OSError as exc:
        return broken(_("can't read the file: {reason}").format(reason=exc.strerror or exc))
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:  # a shape load_data missed
        return broken(f"{type(exc).__name__}: {exc}")
    except RecursionError:
        return broken(_("nested too deeply"))
    except Exception as exc:  # whatever else a replay of a hand-edited file runs into: listed, never the listing's end
        return broken(f"{type(exc).__name__}: {exc}")


def _when(path: Path, named: re.Match[str] | None) -> datetime:
    if named is not None:
        try:
            return datetime.strptime(named.group(1), "%Y%m%d-%H%M%S")
        except ValueError:
            pass
    try:
        return datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return datetime.fromtimestamp(0)


def human_seat(meta: dict[str, Any], players: int) -> int | None:
    """The player's seat from the table's meta: the first "human" seat; seat 0 when the
    record says nothing of its seats (a record copied in by hand); None for bots only."""
    seats = meta.get("seats")
    if not isinstance(seats, list) or len(seats) != players or not all(isinstance(s, str) for s in seats):
        return 0
    return seats.index(HUMAN) if HUMAN in seats else None


def _facts(path: Path, when: datetime, status: str, loaded: Any, game: Any, meta: dict[str, Any]) -> Match:
    seat = human_seat(meta, len(loaded.players))
    undos = meta.get("undos", 0)
    undos = undos if isinstance(undos, int) and not isinstance(undos, bool) and undos > 0 else 0
    status = FINISHED if game.is_over else (status if status != FINISHED else UNFINISHED)
    preset = loaded.preset if isinstance(loaded.preset, str) else loaded.game
    if seat is None:
        return Match(path, when, status, loaded.game, preset, seat=None, players=tuple(loaded.players), undos=undos)
    bids = BID_ACTS.get(loaded.game, frozenset())
    deals = []
    for i, result in enumerate(game.results):
        acts = loaded.actions[i] if i < len(loaded.actions) else ()
        bid = any(isinstance(a, dict) and a.get("seat") == seat and a.get("act") in bids for a in acts)
        role, won = role_of(result, seat)
        deals.append(DealFacts(int(result.scores[seat]), role, won, bid))
    gold = None
    if loaded.game == "nottingham" and game.results:
        gold = int(game.results[-1].gold[seat])
    return Match(
        path,
        when,
        status,
        loaded.game,
        preset,
        seat=seat,
        players=tuple(loaded.players),
        total=int(game.scores[seat]),
        place=place_of(game, seat) if game.is_over else None,
        deals=tuple(deals),
        gold=gold,
        undos=undos,
    )


def role_of(result: Any, seat: int) -> tuple[str | None, bool | None]:
    """The seat's side in a deal (the engine's contract holders: the Sheriffs, the picker's side,
    the bidding team, first the one who bid) and whether that side won it."""
    holders = getattr(result, "sheriffs", None)
    if holders is None:
        holders = getattr(result, "declarers", None)
    made = getattr(result, "made", None)
    if not holders or made is None:
        return None, None
    holders = tuple(holders)
    if seat == holders[0]:
        return DECLARER, bool(made)
    if seat in holders:
        return PARTNER, bool(made)
    return DEFENDER, not made


def place_of(game: Any, seat: int) -> int:
    """The seat's place at the end (1 = won; equal totals share a place). Nottingham breaks a tie
    on legal goods as its result does; Toruf ranks the two partnerships."""
    scores = game.scores
    if game.GAME == "toruf":
        return 2 if scores[(seat + 1) % len(scores)] > scores[seat] else 1
    final = game.results[-1] if game.GAME == "nottingham" and game.results else None
    if final is not None:
        key = [(final.scores[s], final.legal[s]) for s in range(len(final.scores))]
        if seat in final.winners:
            return 1
        return 1 + sum(1 for s in range(len(key)) if key[s] > key[seat] or s in final.winners)
    return 1 + sum(1 for x in scores if x > scores[seat])


# -- the cache ------------------------------------------------------------------------------


def cache_path(data_dir: str | Path | None = None) -> Path:
    return paths.data_dir(data_dir) / "cache" / "history.json"


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns)


def _read_cache(data_dir: str | Path | None) -> dict[str, Any]:
    """What earlier readings learnt, by file name; nothing when the cache is missing or not ours."""
    return {k: v for k, v in userfiles.read_cache(cache_path(data_dir), CACHE_VERSION, "files").items() if isinstance(v, dict)}


def _write_cache(data_dir: str | Path | None, files: dict[str, Any]) -> None:
    userfiles.write_cache(cache_path(data_dir), CACHE_VERSION, "files", files)  # a failure: the next reading replays again


def _to_json(match: Match) -> dict[str, Any]:
    d = asdict(match)
    del d["path"]
    d["when"] = match.when.isoformat()
    return d


def _from_json(path: Path, d: Any) -> Match | None:
    """A cached reading, or None when it is not one this version wrote (read the file again)."""
    try:
        deals = tuple(DealFacts(**x) for x in d["deals"])
        fields = {k: v for k, v in d.items() if k not in ("deals", "when", "players")}
        return Match(path=path, when=datetime.fromisoformat(d["when"]), players=tuple(d["players"]), deals=deals, **fields)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


# -- shown ----------------------------------------------------------------------------------


def status_name(status: str) -> str:
    """A match's status (FINISHED …) in the language in use."""
    return _(STATUS_NAMES[status]) if status in STATUS_NAMES else status


def status_words(match: Match) -> str:
    if match.undos:
        return _("{status} (undo ×{n})").format(status=status_name(match.status), n=match.undos)
    return status_name(match.status)


def by_game(matches: Iterable[Match], game: str | None = None, preset: str | None = None) -> list[Match]:
    return [m for m in matches if (game is None or m.game == game) and (preset is None or m.preset == preset)]
