"""The one way a user's file is read: presets, themes, settings, records and saves.

Whatever is in the folder — a FIFO, a link to ``/dev/zero``, a gigabyte, a
hundred thousand ``[``, a number of fifty thousand digits, bytes that are not
UTF-8 — a reader gets either the parsed data or one :class:`UserFileError`
saying what is wrong and what is allowed. Nothing else escapes, and nothing
here ever writes or moves the file (the caller decides that).

``OSError`` still passes through for what is not the file's content (no such
file, no permission): callers already tell those apart, e.g. a missing
settings file means the defaults and a save that can't be read is left alone.
No Textual, no Rich.
"""

from __future__ import annotations

import json
import os
import stat
import unicodedata
import tomllib
from pathlib import Path
from typing import Any, Sequence

from .i18n import _
from .paths import NotUTF8, decode_user_text, write_atomic

KiB = 1024
MiB = 1024 * KiB
TEXT_LIMIT = 1 * MiB
"""A preset, a theme, the settings: a person writes these by hand."""
RECORD_LIMIT = 16 * MiB
"""A record or a save: a long match with every action one line is a few hundred KiB."""
MAX_DEPTH = 32
"""Tables and lists inside each other: a record needs 5, a preset 2."""
MAX_DIGITS = 1000
"""Digits of a whole number: Python's own limit is 4300, a seed needs 10."""
_MAX_BITS = 3322  # 2**3321 < 10**1000 < 2**3322


class UserFileError(ValueError):
    """A user's file that can't be used: ``str()`` says what is wrong and what is allowed, in one
    line; callers put the file's path before it (``path`` holds it)."""

    def __init__(self, what: str, path: str | os.PathLike[str] | None = None) -> None:
        super().__init__(" ".join(what.split()))
        self.path = None if path is None else Path(path)

    def line(self) -> str:
        """The message with the file's path in front, when known."""
        return f"{self.path}: {self}" if self.path is not None else str(self)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return _("a folder")
    if stat.S_ISFIFO(mode):
        return _("a named pipe (FIFO)")
    if stat.S_ISCHR(mode):
        return _("a character device")
    if stat.S_ISBLK(mode):
        return _("a block device")
    if stat.S_ISSOCK(mode):
        return _("a socket")
    return _("a special file")


def _size_words(n: int) -> str:
    return f"{n // MiB} MiB" if n % MiB == 0 else f"{n // KiB} KiB" if n % KiB == 0 else _("{n} bytes").format(n=n)


def read_bytes(path: str | os.PathLike[str], limit: int = TEXT_LIMIT) -> bytes:
    """The file's bytes, from a regular file of at most ``limit`` bytes.

    Opened without blocking (a FIFO with no writer would hang the app) and
    checked on the open descriptor (the name may change between a check and
    the open); a file that grows past the limit while read is refused too.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise UserFileError(_("is a folder, not a file; allowed: a regular file of at most {size}").format(size=_size_words(limit)), path) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise UserFileError(
                _("is {kind}, not a file; allowed: a regular file of at most {size}").format(kind=_kind(st.st_mode), size=_size_words(limit)), path
            )
        if st.st_size > limit:
            raise UserFileError(_("is {n} bytes; allowed: at most {size}").format(n=f"{st.st_size:,}", size=_size_words(limit)), path)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 * MiB, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise UserFileError(_("is more than {size}; allowed: at most {size}").format(size=_size_words(limit)), path)
    finally:
        os.close(fd)
    return b"".join(chunks)


def read_text(path: str | os.PathLike[str], limit: int = TEXT_LIMIT) -> str:
    """:func:`read_bytes` decoded as UTF-8 (a byte-order mark allowed)."""
    return decode(read_bytes(path, limit), path)


def decode(raw: bytes, path: str | os.PathLike[str] | None = None) -> str:
    try:
        return decode_user_text(raw)
    except NotUTF8 as exc:
        raise UserFileError(str(exc), path) from None


# -- parsing ----------------------------------------------------------------


def parse_toml(text: str, path: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """TOML text as a table, nested at most :data:`MAX_DEPTH` deep, whole numbers at most
    :data:`MAX_DIGITS` digits."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UserFileError(_("not valid TOML: {error}").format(error=exc), path) from None
    except RecursionError:
        raise UserFileError(_("not valid TOML: nested too deeply; allowed: at most {most} levels of tables and lists").format(most=MAX_DEPTH), path) from None
    except ValueError:  # tomllib's int() past Python's digit limit: not a TOMLDecodeError
        raise UserFileError(_too_long(), path) from None
    check_tree(data, path)
    return data


def parse_json(text: str, path: str | os.PathLike[str] | None = None) -> Any:
    """JSON text, nested at most :data:`MAX_DEPTH` deep, whole numbers at most :data:`MAX_DIGITS`
    digits, strings that are Unicode text (no lone surrogates, which no file can be written with)."""
    import json  # here: the menu's first frame reads no JSON unless there is a save to continue

    def parse_int(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_DIGITS:
            raise _TooLong
        return int(digits)

    try:
        data = json.loads(text, parse_int=parse_int)
    except json.JSONDecodeError as exc:
        raise UserFileError(_("not valid JSON: {error} at line {line}, column {column}").format(error=exc.msg, line=exc.lineno, column=exc.colno), path) from None
    except RecursionError:
        raise UserFileError(_("not valid JSON: nested too deeply; allowed: at most {most} levels of objects and lists").format(most=MAX_DEPTH), path) from None
    except _TooLong:
        raise UserFileError(_too_long(), path) from None
    check_tree(data, path)
    return data


class _TooLong(Exception):
    pass


def _too_long() -> str:
    return _("a whole number is too long; allowed: at most {most} digits").format(most=MAX_DIGITS)


def _too_deep() -> str:
    return _("nested too deeply; allowed: at most {most} levels of tables and lists").format(most=MAX_DEPTH)


def check_tree(data: Any, path: str | os.PathLike[str] | None = None) -> None:
    """Refuse what the rest of the program can't take, walking without recursion: deep nesting
    (its own walks recurse), huge whole numbers (``str()`` of them raises) and lone surrogates
    (printing or saving them raises)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            if depth > MAX_DEPTH:
                raise UserFileError(_too_deep(), path)
            for key, item in value.items():
                _check_str(key, path)
                stack.append((item, depth + 1))
        elif isinstance(value, list):
            if depth > MAX_DEPTH:
                raise UserFileError(_too_deep(), path)
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str):
            _check_str(value, path)
        elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() >= _MAX_BITS and abs(value) >= 10**MAX_DIGITS:
            raise UserFileError(_too_long(), path)


def _check_str(text: str, path: str | os.PathLike[str] | None) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise UserFileError(
            _("a text holds {code}, half of a character (a lone surrogate); allowed: Unicode text").format(code=f"\\u{ord(text[exc.start]):04x}"), path
        ) from None


def load_toml(path: str | os.PathLike[str], limit: int = TEXT_LIMIT) -> dict[str, Any]:
    """A TOML file read and parsed: the table, or UserFileError (OSError for no file, no access)."""
    return parse_toml(read_text(path, limit), path)


def read_table(path: str | os.PathLike[str], allowed: Sequence[str]) -> tuple[dict[str, Any] | None, list[str]]:
    """A preset's or a theme's TOML file: its table and a line per top key not in ``allowed`` (listed
    in that order), or None and the one line why it can't be read."""
    where = str(path)
    try:
        data = load_toml(path)
    except UserFileError as exc:
        return None, [f"{where}: {exc}"]
    except OSError as exc:
        return None, [_("{where}: can't read the file: {reason}").format(where=where, reason=exc.strerror or exc)]
    return data, [
        _("{where}: {key}: unknown key; allowed: {allowed}").format(where=where, key=key, allowed=", ".join(allowed)) for key in sorted(set(data) - set(allowed))
    ]


def load_json(path: str | os.PathLike[str], limit: int = RECORD_LIMIT) -> Any:
    """A JSON file read and parsed: the data, or UserFileError (OSError for no file, no access)."""
    return parse_json(read_text(path, limit), path)


# -- caches ------------------------------------------------------------------


def read_cache(path: Path, version: int, key: str) -> dict[str, Any]:
    """The entries of a cache file of ours (``{"version": version, key: {...}}``); nothing when
    it is missing, unreadable, of another version or not ours: a cache is only ever refilled."""
    try:
        data = load_json(path, RECORD_LIMIT)
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != version or not isinstance(data.get(key), dict):
        return {}
    return data[key]


def write_cache(path: Path, version: int, key: str, entries: dict[str, Any]) -> None:
    """Write a cache file whole (atomic replace); a failure is ignored: the next reading refills it."""
    try:
        write_atomic(path, json.dumps({"version": version, key: entries}, ensure_ascii=False))
    except OSError:
        pass


# -- showing ----------------------------------------------------------------

_CONTROL = {c: f"\\x{c:02x}" for c in (*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0))}
_CONTROL.update({0x09: "\\t", 0x0A: "\\n", 0x0D: "\\r"})
_CONTROL.update({c: f"\\u{c:04x}" for c in (0x2028, 0x2029, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))})


def printable(text: str) -> str:
    """``text`` safe for a terminal line: control characters (ESC, BEL, CR, newline …), line
    separators and bidi overrides written as escapes, so a name from a file can't clear the
    screen, set the window title, or forge a line of output."""
    return str(text).translate(_CONTROL)


def text_problem(text: str) -> str | None:
    """Why a description can't be shown as it is (None when it can): a control character such as
    ESC would act on the terminal that shows it (clear it, set its title); newlines and tabs are text."""
    bad = next((ch for ch in text if unicodedata.category(ch) == "Cc" and ch not in "\n\t"), None)
    if bad is None:
        return None
    return _("holds the control character {char}; allowed: text, newlines and tabs").format(char=printable(bad))
