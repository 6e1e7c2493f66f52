"""The autosave: the match being played, kept as a game record.

``<data>/saves/current.json`` is a record (``records.dumps`` format) with one
extra top-level key, ``"table"``: what the record itself doesn't say about the
table (seat kinds, pace …). ``records.load_data`` ignores keys it doesn't know,
so the file also replays with ``sheriff-tui replay``.

Nothing here deletes a match: a finished or abandoned one moves to
``<data>/history/``, and a save that can't be resumed is moved aside to
``current.corrupt-<time>.json`` and named in the error. No Textual, no Rich.

Two windows on one data folder: the first to take ``saves/autosave.lock``
(:func:`autosave_lock`) owns ``current.json``; another window saves each match
it starts in a file of its own, ``history/<time>-<game>-unfinished.json``
(:func:`own_slot`), so neither ever writes over the other's match.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping

from . import paths, userfiles
from .engine import GAMES
from .i18n import _

if TYPE_CHECKING:  # records (and the engines it replays with) load when a match is saved or resumed:
    from . import records  # the menu reads only a save's header (current_summary), with json

TABLE_KEY = "table"
LOCK_NAME = "autosave.lock"
MOVING_PREFIX = ".moving-"  # a match on its way to history/: taken by one window, named, then moved


class SaveError(Exception):
    """The saved match can't be used: one line saying what, where, and where the file went."""

    def __init__(self, message: str) -> None:
        super().__init__(userfiles.printable(message))  # one line, whatever the file or its folder's name holds


def saves_dir(data_dir: str | Path | None = None) -> Path:
    return paths.data_dir(data_dir) / "saves"


def history_dir(data_dir: str | Path | None = None) -> Path:
    return paths.data_dir(data_dir) / "history"


def current_path(data_dir: str | Path | None = None) -> Path:
    return saves_dir(data_dir) / "current.json"


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def autosave_lock(data_dir: str | Path | None = None) -> paths.FileLock:
    """The lock whose holder owns ``current.json`` (held by a window while it runs)."""
    return paths.FileLock(saves_dir(data_dir) / LOCK_NAME)


def _free(folder: Path, stem: str, suffix: str = ".json") -> Path:
    """``folder/stem.json``, or ``stem-2.json`` … when that is taken."""
    path = folder / f"{stem}{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{suffix}"
        n += 1
    return path


# -- writing ---------------------------------------------------------------


def save_current(record: Mapping[str, Any], meta: Mapping[str, Any], data_dir: str | Path | None = None, *, slot: str | Path | None = None) -> Path:
    """Write the running match (``records.to_record(game, preset)``) and the table's ``meta``.

    ``meta`` is any JSON object; these keys are checked when it is read back:
    ``seats`` (one of "human" or a bot level per seat), ``seed`` (a whole
    number) and ``pace``; ``undos`` (how many decisions the player took back, when any) is
    read as it is, a bad value as none.
    Written by atomic replace, so a crash never leaves half a file. ``slot``: a
    file of :func:`own_slot` instead of ``current.json``.
    """
    out: dict[str, Any] = {}
    for key, value in record.items():
        if key == "deals":
            out[TABLE_KEY] = dict(meta)
        if key != TABLE_KEY:
            out[key] = value
    out.setdefault(TABLE_KEY, dict(meta))
    from . import records

    text = records.dumps(out)
    path = current_path(data_dir) if slot is None else Path(slot)
    paths.write_atomic(path, text)
    return path


def own_slot(game: str, data_dir: str | Path | None = None) -> Path:
    """A file of its own for a match started while another window owns the autosave:
    ``history/<YYYYmmdd-HHMMSS>-<game>-unfinished.json``, made empty now so that no
    other window takes the same name. Save into it with ``save_current(..., slot=)``."""
    folder = history_dir(data_dir)
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{_stamp()}-{_safe_game(game)}-unfinished"
    while True:
        path = _free(folder, stem)
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:  # another window took it between the look and the make
            continue
        return path


def finish_slot(slot: str | Path, data_dir: str | Path | None = None) -> Path:
    """A finished match of :func:`own_slot` loses its ``-unfinished``: ``history/<time>-<game>.json``."""
    slot = Path(slot)
    return _place(slot, history_dir(data_dir), f"{_stamp()}-{_game_of(slot)}")


def has_current(data_dir: str | Path | None = None) -> bool:
    return current_path(data_dir).is_file()


# -- reading ---------------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    """What the saved match is, read from the file without replaying it (the menu asks often)."""

    game: str
    preset: str
    players: int
    deal: int  # the deal being played, from 1
    deals: int  # the match's deals (with a target: at most this many); 0 if the record doesn't say
    target: int  # points to play to; 0: none
    form: str  # a game's form ("fox" …), "" for its only or standard one


def current_summary(data_dir: str | Path | None = None) -> Summary | None:
    """The saved match's game, preset and deal from the record's own fields, or None when there
    is no save or it can't be read as one (Continue then says what is wrong, as before)."""
    try:
        data = userfiles.load_json(current_path(data_dir), userfiles.RECORD_LIMIT)
    except (OSError, ValueError):  # UserFileError is a ValueError
        return None
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        return None
    rules = data.get("rules") if isinstance(data.get("rules"), dict) else {}
    deals = data.get("deals") if isinstance(data.get("deals"), list) else []
    players = data.get("players") if isinstance(data.get("players"), list) else []

    def number(key: str) -> int:
        value = rules.get(key, 0)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    form = rules.get("form", "")
    preset = data.get("preset")
    return Summary(
        data["game"],
        preset if isinstance(preset, str) else data["game"],
        len(players),
        max(len(deals), 1),
        number("deals"),
        number("target"),
        form if isinstance(form, str) and form != "standard" else "",
    )



def load_current(data_dir: str | Path | None = None, config_dir: str | Path | None = None) -> tuple[records.Loaded, dict[str, Any]]:
    """The saved match, checked by replaying it, and its table meta.

    A file that is not a record that replays (not JSON, another format, an
    illegal action, a broken ``table``) is moved to
    ``saves/current.corrupt-<YYYYmmdd-HHMMSS>.json`` and SaveError says why and
    where it went. No save at all is a SaveError too (check ``has_current``).
    """
    _game, loaded, meta = resume_current(data_dir, config_dir)
    return loaded, meta


def resume_current(data_dir: str | Path | None = None, config_dir: str | Path | None = None) -> tuple[Any, records.Loaded, dict[str, Any]]:
    """Like :func:`load_current`, also giving the replayed game, ready to play on."""
    from . import records

    path = current_path(data_dir)
    try:
        raw = userfiles.read_bytes(path, userfiles.RECORD_LIMIT)
    except FileNotFoundError:
        raise SaveError(_("{path}: there is no saved match").format(path=path)) from None
    except userfiles.UserFileError as exc:  # a FIFO, a folder, too big: the file's own fault
        raise _corrupt(path, str(exc)) from None
    except OSError as exc:  # not the file's fault: leave it where it is
        raise SaveError(_("{path}: can't read the saved match: {reason}").format(path=path, reason=exc.strerror or exc)) from None
    try:
        try:
            data = userfiles.parse_json(userfiles.decode(raw))
        except userfiles.UserFileError as exc:
            raise records.RecordError(str(exc)) from None
        meta = _meta(data)
        loaded = records.load_data(records.with_earlier_readings(data), config_dir)
        _check_meta(meta, len(loaded.players))
        game = records.replay(loaded)
    except records.RecordError as exc:
        raise _corrupt(path, str(exc)) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:  # a shape load_data missed
        raise _corrupt(path, f"{type(exc).__name__}: {exc}") from None
    except RecursionError:  # a shape deep enough for some check's own walk, despite parse_json's limit
        raise _corrupt(path, _("nested too deeply")) from None
    return game, loaded, meta


def _corrupt(path: Path, reason: str) -> SaveError:
    """Move the file aside (never delete it) and say why and where it went."""
    reason = " ".join(reason.split())
    try:
        aside = _move_aside(path)
    except OSError as exc:
        return SaveError(
            _("{path}: the saved match can't be resumed: {reason}; it could not be moved aside: {error}").format(path=path, reason=reason, error=exc.strerror or exc)
        )
    return SaveError(_("{path}: the saved match can't be resumed: {reason}; the file was moved to {aside}").format(path=path, reason=reason, aside=aside))


def _meta(data: Any) -> dict[str, Any]:
    import json

    from . import records

    if not isinstance(data, dict):
        return {}  # load_data says what is wrong
    meta = data.get(TABLE_KEY, {})
    if not isinstance(meta, dict):
        raise records.RecordError(_("\"{key}\" is an object (seat kinds, pace …), not {value}").format(key=TABLE_KEY, value=json.dumps(meta)[:40]))
    return meta


def _check_meta(meta: Mapping[str, Any], players: int) -> None:
    import json

    from . import records
    from .bots import LEVELS
    from .settings import PACES

    kinds = ("human", *LEVELS)
    seats = meta.get("seats")
    if seats is not None:
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise records.RecordError(_("\"{key}.seats\" is a list of seat kinds; allowed: {allowed}").format(key=TABLE_KEY, allowed=", ".join(kinds)))
        if len(seats) != players:
            raise records.RecordError(_("\"{key}.seats\" names {n} seats; the record seats {players}").format(key=TABLE_KEY, n=len(seats), players=players))
        bad = [s for s in seats if s not in kinds]
        if bad:
            raise records.RecordError(
                _("\"{key}.seats\": \"{value}\" is not a seat kind; allowed: {allowed}").format(key=TABLE_KEY, value=bad[0], allowed=", ".join(kinds))
            )
    seed = meta.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise records.RecordError(_("\"{key}.seed\" is a whole number, not {value}").format(key=TABLE_KEY, value=json.dumps(seed)[:40]))
    pace = meta.get("pace")
    if pace is not None and pace not in PACES:
        raise records.RecordError(
            _("\"{key}.pace\": {value} is not a pace; allowed: {allowed}").format(key=TABLE_KEY, value=json.dumps(pace), allowed=", ".join(PACES))
        )


def _move_aside(path: Path) -> Path:
    target = _free(path.parent, f"current.corrupt-{_stamp()}")
    os.replace(path, target)
    return target


# -- finishing -------------------------------------------------------------


def finish_current(data_dir: str | Path | None = None) -> Path:
    """Move the finished match to ``history/<YYYYmmdd-HHMMSS>-<game>.json``; returns the new path."""
    moved = _to_history(data_dir, "")
    if moved is None:
        raise SaveError(_("{path}: there is no saved match").format(path=current_path(data_dir)))
    return moved


def discard_current(data_dir: str | Path | None = None) -> Path | None:
    """Move an abandoned match to ``history/<YYYYmmdd-HHMMSS>-<game>-abandoned.json``.

    An abandoned match is kept, not deleted. Returns the new path, or None
    when there was no saved match.
    """
    return _to_history(data_dir, "-abandoned")


def _to_history(data_dir: str | Path | None, tag: str) -> Path | None:
    """Move ``current.json`` to the history folder, safe against another window doing the same.

    The file is first renamed to a name of this process's own (a rename is atomic: one
    window gets it, the other finds no file), then its game is read from that copy, which
    no one else writes, and it is linked to a history name that no other file has.
    None when there is no saved match (another window may just have moved it).
    """
    import secrets

    path = current_path(data_dir)
    claimed = path.with_name(f"{MOVING_PREFIX}{os.getpid()}-{secrets.token_hex(4)}.json")
    try:
        os.replace(path, claimed)
    except FileNotFoundError:
        return None
    return _place(claimed, history_dir(data_dir), f"{_stamp()}-{_game_of(claimed)}{tag}")


def _place(source: Path, folder: Path, stem: str) -> Path:
    """Move ``source`` to ``folder/stem.json`` (or ``stem-2.json`` …), never over another file:
    a hard link fails when the name is taken, where a rename would replace that file."""
    folder.mkdir(parents=True, exist_ok=True)
    n = 1
    while True:
        target = folder / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        n += 1
        try:
            os.link(source, target)
        except FileExistsError:
            continue
        except OSError:  # a file system without hard links: the name checked, then renamed
            if target.exists():
                continue
            os.replace(source, target)
        else:
            os.unlink(source)
        paths.sync_folder(folder)
        paths.sync_folder(source.parent)
        return target


def recover_moving(data_dir: str | Path | None = None) -> list[Path]:
    """A match left half-way to the history folder (the app ended between the two steps of
    :func:`_to_history`) goes on into it, as ``<time>-<game>-unfinished.json``."""
    folder = saves_dir(data_dir)
    out = []
    try:
        names = [p for p in folder.iterdir() if p.name.startswith(MOVING_PREFIX) and p.suffix == ".json"]
    except OSError:
        return out
    for path in names:
        match = re.fullmatch(re.escape(MOVING_PREFIX) + r"(\d+)-[0-9a-f]+\.json", path.name)
        if match is None or not paths.process_gone(int(match.group(1))):
            continue
        try:
            out.append(_place(path, history_dir(data_dir), f"{_stamp()}-{_game_of(path)}-unfinished"))
        except OSError:
            continue
    return out


def _safe_game(game: Any) -> str:
    return str(game) if game in GAMES and re.fullmatch(r"[a-z0-9_-]+", str(game)) else "unknown"


def _game_of(path: Path) -> str:
    """The record's game, for a file name; "unknown" when the file doesn't say."""
    try:
        data = userfiles.load_json(path, userfiles.RECORD_LIMIT)
    except (OSError, ValueError):  # UserFileError is a ValueError
        return "unknown"
    game = data.get("game") if isinstance(data, dict) else None
    if isinstance(game, str) and game in GAMES and re.fullmatch(r"[a-z0-9_-]+", game):
        return str(game)
    return "unknown"
