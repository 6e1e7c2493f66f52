"""``sheriff-tui serve [--host 127.0.0.1] [--port 8000] [--public-url URL] [--seed N]``: the table in a browser.

textual-serve runs one app process per browser tab (``python -m sheriff_tui play``,
with this command's ``--config-dir`` and ``--data-dir``), so every tab is its own
table on the server's folders: the first tab keeps the autosave (and Continue),
every other saves its matches in files of its own (``saves.own_slot``).
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import re
import shlex
import sys
from pathlib import Path
from typing import Any

from ..i18n import _
from ..userfiles import printable

TITLE = "Sheriff TUI"
STOP_TIMEOUT = 10.0  # seconds a table has to quit when the server stops
LOOPBACK = ("127.0.0.1", "::1", "localhost")
_HOST_NAME = re.compile(r"(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?")


def _shown(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:40] + "…")


def port_number(text: str) -> int:
    """A TCP port, 1–65535 (argparse's own message would say only 'invalid int value')."""
    try:
        port = int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(_("{text} is not a port; allowed: a whole number from 1 to 65535, e.g. 8000").format(text=_shown(text))) from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(_("{text} is not a port; allowed: a whole number from 1 to 65535, e.g. 8000").format(text=port))
    return port


def host_name(text: str) -> str:
    """An IP address or a host name to listen on (checked for its shape, not looked up)."""
    host = text.strip()
    try:
        ipaddress.ip_address(host)
    except ValueError:
        if not _HOST_NAME.fullmatch(host):
            raise argparse.ArgumentTypeError(_("{text} is not a host; allowed: an IP address or a host name, e.g. 127.0.0.1, ::1, 0.0.0.0 or localhost").format(text=_shown(text))) from None
    return host


def public_url(text: str) -> str:
    """The address browsers reach the server at (behind a proxy): http:// or https://, no trailing slash."""
    url = text.strip()
    if not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", url):
        raise argparse.ArgumentTypeError(_("{text} is not a URL the browser can reach; allowed: http://HOST[:PORT] or https://HOST[:PORT], e.g. https://cards.example.org").format(text=_shown(text)))
    return url.rstrip("/")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", type=host_name, default="127.0.0.1", help=_("the address to listen on (default 127.0.0.1: this computer only)"))
    parser.add_argument("--port", type=port_number, default=8000, help=_("the port to listen on (default 8000)"))
    parser.add_argument("--public-url", type=public_url, help=_("the URL browsers reach the server at, when it is behind a proxy"))
    parser.add_argument("--data-dir", help=_("keep the tables' saves in this folder instead of the user data folder"))
    parser.add_argument("--seed", type=_menu_seed, help=_("every tab's New game starts with this seed: the same deals for everyone"))


def _menu_seed(text: str) -> int:
    from .play_cmd import menu_seed

    return menu_seed(text)


def is_loopback(host: str) -> bool:
    if host.lower() in LOOPBACK:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def app_command(config_dir: str | None, data_dir: str | None, seed: int | None = None, lang: str | None = None) -> str:
    """The shell line textual-serve runs for each tab: this Python, the menu, this server's
    folders (and its ``--lang``: ``serve --lang ja`` serves tables that speak Japanese)."""
    line = [sys.executable, "-m", "sheriff_tui", "play"]
    if seed is not None:
        line += ["--seed", str(seed)]
    if lang:
        line += ["--lang", lang]
    if config_dir:
        line += ["--config-dir", str(Path(config_dir).resolve())]
    if data_dir:
        line += ["--data-dir", str(Path(data_dir).resolve())]
    if os.name == "nt":  # cmd.exe: no exec, and its own quoting
        import subprocess

        return subprocess.list2cmdline(line)
    return "exec " + shlex.join(line)  # the app is the shell's own process: stopping it stops the table


def default_url(host: str, port: int) -> str:
    """textual-serve's own default, with an IPv6 address in brackets (``http://[::1]:8000``)."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}" if port == 80 else f"http://{shown}:{port}"


_GOOGLE_FONT = re.compile(r'<link\s+rel="stylesheet"\s+href="https://fonts\.googleapis\.com/[^"]*"\s*/>')
_STATIC = re.compile(r'href="([^"]*/)css/xterm\.css"')


def own_font(page: str) -> str:
    """The page's terminal font (Roboto Mono) from textual-serve's own copy, not Google's:
    the same look on a closed network, and no player's address sent to a third party."""
    static = _STATIC.search(page)
    if static is None:
        return page
    face = (
        "<style>@font-face { font-family: 'Roboto Mono'; font-weight: 100 700;"
        f" src: url('{static.group(1)}fonts/RobotoMono-VariableFont_wght.ttf') format('truetype'); }}</style>"
    )
    return _GOOGLE_FONT.sub(lambda _match: face, page, count=1)


def make_server(command: str, host: str, port: int, url: str) -> Any:
    """textual-serve's Server, its page titled with the app's name (its template has no <title>)."""
    import asyncio
    import html

    from aiohttp import web
    from textual_serve.server import Server

    title = f"<title>{html.escape(TITLE)}</title>"

    @web.middleware
    async def titled(request: web.Request, handler: Any) -> web.StreamResponse:
        response = await handler(request)
        if request.path == "/" and isinstance(response, web.Response) and response.text and "<title>" not in response.text:
            response.text = own_font(response.text.replace("<head>", "<head>\n    " + title, 1))
        return response

    class TableServer(Server):
        """Also stops every tab's table when the server stops (Ctrl+C, SIGTERM): textual-serve
        leaves open tabs to aiohttp, which waits up to a minute for them to end on their own."""

        tabs: set[asyncio.Task[Any]]

        async def _make_app(self) -> web.Application:
            self.tabs = set()
            app = await super()._make_app()
            app.middlewares.append(titled)
            return app

        async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
            tab = asyncio.current_task()
            assert tab is not None
            self.tabs.add(tab)
            try:
                return await super().handle_websocket(request)
            finally:
                self.tabs.discard(tab)

        async def on_shutdown(self, app: web.Application) -> None:
            tabs = list(self.tabs)
            for tab in tabs:  # the tab closes its websocket and tells its table to quit, then waits for it
                tab.cancel()
            if tabs:
                await asyncio.wait(tabs, timeout=STOP_TIMEOUT)
            await super().on_shutdown(app)

    return TableServer(command, host=host, port=port, title=TITLE, public_url=url)


def run(args: argparse.Namespace) -> int:
    from .. import paths

    host, port = args.host, args.port
    if not is_loopback(host):
        config = paths.config_dir(args.config_dir)
        print(printable(_("warning: serving on {host}, not this computer only: anyone who can reach port {port} can play and write presets in {config}").format(host=host, port=port, config=config)), file=sys.stderr)
    server = make_server(app_command(args.config_dir, args.data_dir, args.seed, getattr(args, "lang", None)), host, port, args.public_url or default_url(host, port))
    try:
        server.serve()
    except OSError as exc:  # the port taken, an address not of this computer: one line, status 2
        from ..cli import UsageError

        reason = os.strerror(exc.errno).lower() if exc.errno else str(exc)
        raise UsageError(_("serve: can't listen on {host} port {port}: {reason}").format(host=host, port=port, reason=reason)) from None
    return 0
