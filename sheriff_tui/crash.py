"""When the program ends on an error nobody foresaw: the traceback goes to a file in the data
folder (``crash-<YYYYmmdd-HHMMSS>.log``), the player gets one line saying where, and the exit
status is 1, never 0. No Textual, no Rich."""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

from . import __version__, paths
from .i18n import _

EXIT_STATUS = 1


def write_log(error: BaseException, data_dir: str | os.PathLike[str] | None = None) -> Path | None:
    """The crash's traceback written to a new file in the data folder (else the temporary
    folder); its path, or None when no file could be written at all."""
    text = (
        f"sheriff-tui {__version__}, Python {sys.version.split()[0]}, {time.strftime('%Y-%m-%d %H:%M:%S %z')}\n"
        f"argv: {sys.argv!r}\n\n" + "".join(traceback.format_exception(error))
    )
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for folder in _folders(data_dir):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for n in range(1, 100):
                path = folder / (f"crash-{stamp}.log" if n == 1 else f"crash-{stamp}-{n}.log")
                try:
                    with open(path, "x", encoding="utf-8", errors="backslashreplace") as fh:
                        fh.write(text)
                    return path
                except FileExistsError:
                    continue
        except OSError:
            continue
    return None


def _folders(data_dir: str | os.PathLike[str] | None) -> list[Path]:
    out = []
    try:
        out.append(paths.data_dir(data_dir))
    except Exception:  # platformdirs itself failing must not hide the crash
        pass
    out.append(Path(tempfile.gettempdir()))
    return out


def message(error: BaseException, log: Path | None) -> str:
    """The one line for the player."""
    from .userfiles import printable

    what = printable(f"{type(error).__name__}: {error}")[:300]
    if log is not None:
        return _("error: sheriff-tui stopped on an unexpected error ({what}); the details are in {log}. Please report it with that file.").format(what=what, log=log)
    return _("error: sheriff-tui stopped on an unexpected error ({what}); no crash log could be written. Please report it with that file.").format(what=what)
