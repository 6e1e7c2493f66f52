"""``sheriff-tui serve``: its options, the warning for a public address, and a real server
on a loopback port that serves the page, starts a table per tab and stops with no orphan.

The browser itself: tests/browser/.
"""

from __future__ import annotations

import asyncio
import os
import shlex
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from sheriff_tui import cli
from sheriff_tui.commands import serve_cmd

from ..serve_helpers import DEADLINE, REPO, Served, command_line, serving, tables_below


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = cli.main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


class FakeServer:
    """Stands in for textual-serve's Server: records what it would serve, serves nothing."""

    made: list["FakeServer"] = []

    def __init__(self, command: str, host: str, port: int, url: str) -> None:
        self.command, self.host, self.port, self.url = command, host, port, url
        self.served = False
        FakeServer.made.append(self)

    def serve(self) -> None:
        self.served = True


@pytest.fixture
def fake_server(monkeypatch: pytest.MonkeyPatch) -> list[FakeServer]:
    FakeServer.made = []
    monkeypatch.setattr(serve_cmd, "make_server", FakeServer)
    return FakeServer.made


# -- options -----------------------------------------------------------------------


def test_the_defaults_serve_the_menu_on_loopback_port_8000(capsys, fake_server, tmp_path) -> None:
    rc, out, err = run(capsys, "serve", "--config-dir", str(tmp_path / "c"), "--data-dir", str(tmp_path / "d"))
    assert (rc, err) == (0, "")
    (server,) = fake_server
    assert server.served
    assert (server.host, server.port, server.url) == ("127.0.0.1", 8000, "http://127.0.0.1:8000")
    line = shlex.split(server.command)
    assert line[0] == "exec"  # the shell becomes the app: stopping the tab stops the table
    assert line[1:5] == [sys.executable, "-m", "sheriff_tui", "play"]
    assert line[5:] == ["--config-dir", str((tmp_path / "c").resolve()), "--data-dir", str((tmp_path / "d").resolve())]


def test_the_top_level_config_dir_reaches_the_tables(capsys, fake_server, tmp_path) -> None:
    rc, _, err = run(capsys, "--config-dir", str(tmp_path / "c c"), "serve")
    assert (rc, err) == (0, "")
    line = shlex.split(fake_server[0].command)
    assert line[-2:] == ["--config-dir", str((tmp_path / "c c").resolve())]  # a space in a folder's name is quoted


def test_a_relative_folder_is_made_absolute(capsys, fake_server, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    run(capsys, "serve", "--data-dir", "saves here")
    assert shlex.split(fake_server[0].command)[-1] == str(tmp_path / "saves here")


def test_a_seed_reaches_every_tab_s_new_game(capsys, fake_server) -> None:
    rc, _, err = run(capsys, "serve", "--seed", "42")
    assert (rc, err) == (0, "")
    assert shlex.split(fake_server[0].command)[1:7] == [sys.executable, "-m", "sheriff_tui", "play", "--seed", "42"]


def test_host_port_and_public_url_are_passed_on(capsys, fake_server) -> None:
    rc, _, _ = run(capsys, "serve", "--host", "::1", "--port", "65535", "--public-url", "https://cards.example.org/")
    assert rc == 0
    server = fake_server[0]
    assert (server.host, server.port, server.url) == ("::1", 65535, "https://cards.example.org")


@pytest.mark.parametrize(("host", "port", "url"), [("::1", 9000, "http://[::1]:9000"), ("localhost", 80, "http://localhost"), ("10.0.0.2", 1, "http://10.0.0.2:1")])
def test_the_default_url_brackets_ipv6(host: str, port: int, url: str) -> None:
    assert serve_cmd.default_url(host, port) == url


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--port", "0"], "0 is not a port"),
        (["--port", "65536"], "65536 is not a port"),
        (["--port", "-1"], "-1 is not a port"),
        (["--port", "eighty"], "'eighty' is not a port"),
        (["--port", ""], "is not a port"),
        (["--host", "a b"], "'a b' is not a host"),
        (["--host", ""], "is not a host"),
        (["--host=-x.org"], "is not a host"),
        (["--host", "x" * 300], "is not a host"),
        (["--public-url", "cards.example.org"], "is not a URL"),
        (["--public-url", "ftp://cards.example.org"], "is not a URL"),
        (["--port"], "expected one argument"),
        (["--seed", "-3"], "-3 is not a seed for the New game form; allowed: a whole number from 0 to 999999999999999999"),
        (["--seed", "seven"], "'seven' is not a seed"),
        (["--bogus"], "unrecognized arguments"),
    ],
)
def test_bad_options_are_one_line_and_status_2(capsys, fake_server, argv: list[str], words: str) -> None:
    rc, out, err = run(capsys, "serve", *argv)
    assert rc == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and words in lines[0], err
    assert "Traceback" not in err
    assert fake_server == []  # nothing served


# -- the warning for an address other machines reach --------------------------------


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.20", "cards.example.org"])
def test_a_public_host_warns_in_one_line(capsys, fake_server, tmp_path, host: str) -> None:
    rc, out, err = run(capsys, "--config-dir", str(tmp_path), "serve", "--host", host)
    assert rc == 0
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("warning: ")
    assert host in lines[0] and "anyone who can reach port 8000 can play and write presets" in lines[0]
    assert str(tmp_path) in lines[0]  # where the presets they write go
    assert fake_server[0].served


@pytest.mark.parametrize("host", ["127.0.0.1", "::1", "localhost", "LOCALHOST", "127.0.0.2"])
def test_a_loopback_host_does_not_warn(capsys, fake_server, host: str) -> None:
    rc, _, err = run(capsys, "serve", "--host", host)
    assert (rc, err) == (0, "")


# -- a real server ------------------------------------------------------------------


async def _open_a_tab_then_stop_the_server(served: Served) -> tuple[bytes, list[int], set[int]]:
    """Connect as a browser tab does, wait for the table's first frame, then stop the server
    with the tab still open. Returns what the tab drew, the tables that ran and what was left running."""
    import aiohttp

    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(f"http://127.0.0.1:{served.port}/ws?width=100&height=30") as ws:
            drawn = b""
            async with asyncio.timeout(DEADLINE):
                while b"New game" not in drawn:
                    message = await ws.receive()
                    if message.type == aiohttp.WSMsgType.BINARY:
                        drawn += message.data
                    elif message.type == aiohttp.WSMsgType.TEXT:
                        drawn += message.data.encode()
                    else:
                        raise AssertionError(f"the tab closed before drawing the menu: {message!r}, {drawn[-300:]!r}")
            tables = tables_below(served.process.pid)
            stopping = asyncio.ensure_future(asyncio.to_thread(served.stop))  # the tab still open
            async with asyncio.timeout(DEADLINE):
                while not ws.closed:  # the tab answers the server's close, as a browser does
                    message = await ws.receive()
                    if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING, aiohttp.WSMsgType.ERROR):
                        break
            left = await stopping
    return drawn, tables, left


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="the orphan check reads /proc (Linux)")
def test_a_real_server_serves_the_page_and_a_table_and_stops_with_no_orphan(tmp_path) -> None:
    with serving(tmp_path) as served:
        with urllib.request.urlopen(served.url, timeout=DEADLINE) as response:
            assert response.status == 200
            page = response.read().decode()
        assert "<title>Sheriff TUI</title>" in page
        assert f"ws://127.0.0.1:{served.port}/ws" in page
        assert "fonts.googleapis.com" not in page  # the terminal's font from the server itself
        assert f"http://127.0.0.1:{served.port}/static/fonts/RobotoMono-VariableFont_wght.ttf" in page
        with urllib.request.urlopen(f"{served.url}static/fonts/RobotoMono-VariableFont_wght.ttf", timeout=DEADLINE) as response:
            assert response.status == 200 and response.read(4) == b"\x00\x01\x00\x00"  # a TrueType font

        # a tab: the server starts the app as a process of its own, which draws the menu
        drawn, tables, left = asyncio.run(_open_a_tab_then_stop_the_server(served))
        assert b"New game" in drawn
        assert tables, "the tab's table is a process below the server"
        assert not left, f"left running: {[command_line(p) for p in left]}"


def test_a_port_already_taken_is_one_line_and_status_2(tmp_path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {**os.environ, "SHERIFF_TUI_CONFIG_DIR": str(tmp_path / "config"), "SHERIFF_TUI_DATA_DIR": str(tmp_path / "data")}
        done = subprocess.run(
            [sys.executable, "-m", "sheriff_tui", "serve", "--port", str(port)],
            cwd=REPO, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=DEADLINE,
        )
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines() == [f"error: serve: can't listen on 127.0.0.1 port {port}: address already in use"]
