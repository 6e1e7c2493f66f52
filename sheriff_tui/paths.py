"""Where things live: shipped data (rules/, themes/) and the user's folders.

The wheel carries ``rules/`` and ``themes/`` as ``sheriff_tui/_data/``; an
editable install or a checkout does not, so the loader falls back to the
folders beside the package.
"""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

APP = "sheriff-tui"
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
        raise NotUTF8(f"not UTF-8 text: byte 0x{raw[exc.start]:02x} at line {line}, column {column}; save the file as UTF-8") from None


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write to a temporary name beside ``path`` and ``os.replace`` it: never a half file.

    A file where a folder should be is named as such (``mkdir`` would say only
    "File exists" or "Not a directory" about some path below it).
    """
    for folder in (path.parent, *path.parent.parents):
        if folder.exists():
            if not folder.is_dir():
                raise NotADirectoryError(errno.ENOTDIR, "a file is where a folder should be", str(folder))
            break
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, mode, **({} if isinstance(data, bytes) else {"encoding": "utf-8"})) as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
