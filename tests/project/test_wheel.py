"""Packaging: the wheel carries the code, rules/ and themes/, and the console script.

The wheel is built from the checkout, and once more from a copy without a
``themes/`` folder, as a fresh clone has while no theme is committed (git keeps
no empty folders). It is then installed into a fresh venv to see that the
shipped presets are found there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def build_wheel(source: Path, outdir: Path) -> Path:
    proc = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(outdir), str(source)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    [wheel] = outdir.glob("sheriff_tui-*.whl")
    return wheel


def shipped(folder: Path) -> list[str]:
    """The wheel names a checkout folder's files should have under sheriff_tui/_data/."""
    if not folder.is_dir():
        return []
    return sorted(
        f"sheriff_tui/_data/{folder.name}/{p.relative_to(folder).as_posix()}"
        for p in folder.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    )


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_wheel(REPO, tmp_path_factory.mktemp("dist"))


def test_wheel_contents(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        entry_points = zf.read(next(n for n in names if n.endswith(".dist-info/entry_points.txt"))).decode()
    assert "sheriff_tui/_data/rules/presets/sheriff.toml" in names
    for name in shipped(REPO / "rules") + shipped(REPO / "themes"):  # themes/ may be empty or absent
        assert name in names
    for module in ("__init__.py", "__main__.py", "cli.py", "cards.py", "presets.py", "records.py", "paths.py", "engine/sheriff/__init__.py", "engine/sheriff/game.py"):
        assert f"sheriff_tui/{module}" in names
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert not [n for n in names if n.startswith(("tests/", "rules/", "themes/"))]
    assert "[console_scripts]" in entry_points
    assert "sheriff-tui = sheriff_tui.cli:main" in entry_points


def test_wheel_builds_without_a_themes_folder(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, src / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(REPO / "sheriff_tui", src / "sheriff_tui", ignore=ignore)
    shutil.copytree(REPO / "rules", src / "rules", ignore=ignore)
    wheel = build_wheel(src, tmp_path / "dist")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    assert "sheriff_tui/_data/rules/presets/sheriff.toml" in names
    assert not [n for n in names if n.startswith("sheriff_tui/_data/themes/")]


def test_installed_wheel_finds_its_presets(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index", "--quiet", str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], capture_output=True, text=True, check=True).stdout.strip())
    # the dependencies come from this environment (it holds no copy of sheriff_tui itself)
    (site / "_test_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["SHERIFF_TUI_CONFIG_DIR"] = str(tmp_path / "config")
    probe = (
        "import sheriff_tui, sheriff_tui.paths as p, sheriff_tui.presets as ps;"
        "print(sheriff_tui.__file__); print(p.rules_dir()); print(p.themes_dir());"
        "print(' '.join(sorted(ps.builtin_presets())))"
    )
    proc = subprocess.run([str(python), "-I", "-c", probe], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    package, rules, themes, names = proc.stdout.splitlines()
    assert Path(package).parent == site / "sheriff_tui"  # the installed copy, not the checkout
    assert Path(rules) == site / "sheriff_tui" / "_data" / "rules"
    assert Path(themes) == site / "sheriff_tui" / "_data" / "themes"
    assert names.split() == sorted(p.stem for p in (REPO / "rules" / "presets").glob("*.toml"))

    script = bindir / ("sheriff-tui.exe" if os.name == "nt" else "sheriff-tui")
    proc = subprocess.run([str(script), "--version"], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=60)
    assert proc.returncode == 0 and proc.stdout.startswith("sheriff-tui "), proc.stderr
    proc = subprocess.run([str(script), "presets", "list"], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "sheriff-double" in proc.stdout and "built-in" in proc.stdout
