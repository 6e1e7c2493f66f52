"""Where things live: shipped data (rules/, themes/) and the user's folders.

The wheel carries ``rules/`` and ``themes/`` as ``sheriff_tui/_data/``; an
editable install or a checkout does not, so the loader falls back to the
folders beside the package.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from pathlib import Path

from .i18n import _

APP = "sheriff-tui"
SETTINGS_FILE = "config.toml"  # the player's settings, in the config folder (settings.py reads it)
_PACKAGE = Path(__file__).resolve().parent


def data_root() -> Path:
    """The folder holding ``rules/`` and ``themes/``."""
    shipped = _PACKAGE / "_data"
    if (shipped / "rules").is_dir():
        return shipped
    return _PACKAGE.parent


def rules_dir() -> Path:
    return data_root() / "rules"


def themes_dir() -> Path:
    return data_root() / "themes"


def _user_dir(override: str | os.PathLike[str] | None, env: str, kind: str) -> Path:
    """An explicit folder, else the environment variable, else platformdirs' ``user_<kind>_path``."""
    if override:
        return Path(override)
    if os.environ.get(env):
        return Path(os.environ[env])
    import platformdirs

    return getattr(platformdirs, f"user_{kind}_path")(APP)


def config_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The user's config folder: ``--config-dir``, ``$SHERIFF_TUI_CONFIG_DIR`` or platformdirs."""
    return _user_dir(override, "SHERIFF_TUI_CONFIG_DIR", "config")


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The user's data folder (saves, history): ``$SHERIFF_TUI_DATA_DIR`` or platformdirs."""
    return _user_dir(override, "SHERIFF_TUI_DATA_DIR", "data")


class NotUTF8(ValueError):
    """A user's file that is not UTF-8 text: the message says where the first bad byte is."""


def read_user_text(path: Path) -> str:
    """A user's file as text: UTF-8, with or without the byte-order mark some editors add.

    A bad byte raises :class:`NotUTF8` naming its line and column, which a
    person can find in an editor (Python's own message gives a byte offset).
    """
    return decode_user_text(Path(path).read_bytes())


def decode_user_text(raw: bytes) -> str:
    """:func:`read_user_text` for bytes already read."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        column = exc.start - (before.rfind(b"\n") + 1) + 1
        raise NotUTF8(
            _("not UTF-8 text: byte {byte} at line {line}, column {column}; save the file as UTF-8").format(byte=f"0x{raw[exc.start]:02x}", line=line, column=column)
        ) from None


TEMP_SUFFIX = ".tmp"


def _temp_name(path: Path) -> str:
    """``.<name>.<pid>-<random>.tmp`` beside ``path``: the pid says whether its writer still runs."""
    import secrets  # here, not for the menu's first frame (it pulls in hashlib)

    return f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}"


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write to a temporary name beside ``path`` and ``os.replace`` it: never a half file.

    The file keeps its permissions (a new one gets the umask's), a symbolic link
    is written through (the file it points to is replaced, the link stays), and
    the folder is synced after the rename, so the new name survives a power cut.
    A file where a folder should be is named as such (``mkdir`` would say only
    "File exists" or "Not a directory" about some path below it).
    """
    path = Path(path)
    if path.is_symlink():
        path = Path(os.path.realpath(path))  # the link stays a link: its target is what the player edits
    for folder in (path.parent, *path.parent.parents):
        if folder.exists():
            if not folder.is_dir():
                raise NotADirectoryError(errno.ENOTDIR, _("a file is where a folder should be"), str(folder))
            break
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data if isinstance(data, bytes) else data.encode("utf-8")
    try:
        mode: int | None = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = None  # a new file: the umask decides, as for any file the player makes
    tmp = path.parent / _temp_name(path)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            if mode is not None:
                os.fchmod(fh.fileno(), mode) if hasattr(os, "fchmod") else os.chmod(tmp, mode)
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """``fsync`` a folder, so a rename in it is on disk; a system that can't is left as it is."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _writer_gone(name: str, age: float) -> bool:
    """Whether the save that left this temporary file has ended (it never finished it).

    The name carries its writer's pid; one with no pid (written by an older
    version) is left for an hour first.
    """
    match = re.fullmatch(r"\..+\.(?:toml|json)\.(\d+)-[0-9a-f]+\.tmp", name)
    if match is None:
        return re.fullmatch(r"\..+\.(?:toml|json)\.[a-z0-9_]{8}\.tmp", name) is not None and age > 3600
    return process_gone(int(match.group(1)))


def process_gone(pid: int) -> bool:
    """Whether no process has this id (never this process; another user's process is there)."""
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OverflowError:
        return True  # no process has a number that large
    except OSError:
        return False  # there, and another user's
    return False


def clean_temp_files(*folders: Path) -> list[Path]:
    """Remove the temporary files that saves in these folders left when they were cut short
    (the app killed mid-write): the file they were replacing is whole, these are not needed.
    Only a save whose process has ended is cleaned, never one another window is writing."""
    removed = []
    now = time.time()
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
                continue
            try:
                if not entry.is_file(follow_symlinks=False):
                    continue
                if _writer_gone(entry.name, now - entry.stat(follow_symlinks=False).st_mtime):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                continue
    return removed


class FileLock:
    """An advisory lock on ``path`` (``fcntl.flock``), held until :meth:`release` or the process ends.

    ``flock`` locks belong to the open file, so two locks in one process exclude
    each other as two windows do. Where there is no ``fcntl`` (Windows) ``msvcrt``
    locks the file's first byte.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, wait: bool = False) -> bool:
        """Take the lock; False when another holder has it (``wait``: block until it is free).
        A folder where locks can't be taken (some network file systems) counts as taken by us."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o666)
        try:
            if not _lock(fd, wait):
                os.close(fd)
                return False
        except OSError as exc:
            if exc.errno not in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, errno.EINVAL):
                os.close(fd)
                raise
        self._fd = fd
        return True

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)  # closing the file drops its lock

    def __enter__(self) -> "FileLock":
        self.acquire(wait=True)
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __del__(self) -> None:
        self.release()


def _lock(fd: int, wait: bool) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            if wait:
                raise
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    return True
