"""No import circles in sheriff_tui, read from the source (ast), not by importing it.

Each file's imports are split into the module-level ones (run when the module is
imported: at the top, in class bodies, under ``if``/``try``; not under ``if
TYPE_CHECKING:``) and the function-level ones (run when the function is called: the
sanctioned way to break a circle). An import is an edge to the module that
defines the name: ``from .a import b`` goes to ``pkg.a.b`` when ``b`` is a
submodule, else to ``pkg.a``. The implicit import of parent packages is not an edge.

Neither module-level imports nor module-level and function-level ones together
form a circle. Run as a script, it prints the package graph (which package
imports which) for notes and reviews::

    python tests/project/test_import_cycles.py
"""


from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path


ROOT = Path(__file__).resolve().parents[2] / "sheriff_tui"
TOP = "sheriff_tui"


@dataclass
class Graph:
    modules: dict[str, Path] = field(default_factory=dict)
    top: dict[str, set[str]] = field(default_factory=dict)  # module -> modules imported at module level
    lazy: dict[str, set[str]] = field(default_factory=dict)  # module -> modules imported inside functions
    missing: list[tuple[str, int, str]] = field(default_factory=list)  # (module, line, target) naming no module


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import with whether it runs at module level."""
    out: list[tuple[ast.Import | ast.ImportFrom, bool]] = []

    def walk(node: ast.AST, top: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                out.append((child, top))
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                walk(child, False)
            elif isinstance(child, ast.If) and _is_type_checking(child):
                continue  # never run
            else:
                walk(child, top)

    walk(tree, True)
    return out


def build() -> Graph:
    g = Graph()
    for path in sorted(ROOT.rglob("*.py")):
        g.modules[module_name(path)] = path
    for name, path in g.modules.items():
        g.top[name], g.lazy[name] = set(), set()
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node, top in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names if a.name.split(".")[0] == TOP]
            else:
                if node.level:
                    base_parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join(base_parts + ([node.module] if node.module else []))
                else:
                    base = node.module or ""
                if base.split(".")[0] != TOP:
                    continue
                subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in g.modules]
                targets = subs if len(subs) == len(node.names) else subs + [base]
            for target in targets:
                if target not in g.modules:
                    g.missing.append((name, node.lineno, target))
                elif target != name:
                    (g.top if top else g.lazy)[name].add(target)
    return g


def cycles(edges: dict[str, set[str]], keep: set[str] | None = None) -> list[list[str]]:
    """One circle per strongly connected component of more than one module (Tarjan), as a path
    ``a -> b -> ... -> a``; ``keep``: only these modules count."""
    nodes = sorted(edges if keep is None else keep)
    succ = {n: sorted(m for m in edges.get(n, ()) if keep is None or m in keep) for n in nodes}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    comps: list[list[str]] = []
    counter = 0

    def strong(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on.add(v)
        for w in succ[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                comps.append(sorted(comp))

    for v in nodes:
        if v not in index:
            strong(v)
    return [_circle(comp, succ) for comp in sorted(comps)]


def _circle(comp: list[str], succ: dict[str, list[str]]) -> list[str]:
    """A shortest path from the component's first module back to itself (breadth first)."""
    inside = set(comp)
    start = comp[0]
    prev: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in succ[v]:
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(prev[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if w in inside and w not in prev:
                    prev[w] = v
                    nxt.append(w)
        frontier = nxt
    return comp


def _said(circles: list[list[str]]) -> str:
    return "; ".join(" -> ".join(c) for c in circles)


GRAPH = build()


def test_every_import_names_a_module_that_exists() -> None:
    """A module moved into a package leaves no stale import behind, lazy ones included."""
    assert len(GRAPH.modules) > 100
    assert GRAPH.missing == []


def test_module_level_imports_form_no_circle() -> None:
    found = cycles(GRAPH.top)
    assert found == [], f"module-level import circles: {_said(found)}"


def test_no_circle_even_through_function_level_imports() -> None:
    both = {m: GRAPH.top[m] | GRAPH.lazy[m] for m in GRAPH.modules}
    found = cycles(both)
    assert found == [], f"import circles: {_said(found)}"


def test_settings_and_themes_are_no_circle() -> None:
    """themes.py reads what it shares with settings.py from config_base.py, never settings.py."""
    settings, themes = f"{TOP}.settings", f"{TOP}.themes"
    assert settings not in GRAPH.top[themes] | GRAPH.lazy[themes]
    assert f"{TOP}.config_base" in GRAPH.top[themes] and f"{TOP}.config_base" in GRAPH.top[settings]


def test_the_check_sees_a_circle() -> None:
    """The check itself works: a planted circle is found and said as a path."""
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}}
    assert cycles(edges) == [["a", "b", "c", "a"]]  # a module importing itself is no circle here
    assert cycles(edges, {"a", "b", "d"}) == []


def test_the_lazy_module_names_in_strings_are_modules() -> None:
    """The bot registry and the tables' adapters name modules by string: each one exists."""
    from sheriff_tui.bots import _REGISTRY
    from sheriff_tui.engine import GAMES

    for target in _REGISTRY.values():
        assert target.split(":")[0] in GRAPH.modules, target
    for game in GAMES:
        assert f"{TOP}.ui.games.{game}" in GRAPH.modules


def package_of(module: str) -> str:
    """The package a module is filed under for the graph: ``engine.sheepshead``, ``ui.games.toruf``,
    ``ui.screens``...; the top-level modules (cards, presets, records...) are ``sheriff_tui``."""
    parts = module.split(".")
    for depth in (4, 3, 2):  # the deepest package that holds it: sheriff_tui.ui.games.toruf first
        name = ".".join(parts[:depth])
        if len(parts) > depth - 1 and name in GRAPH.modules and GRAPH.modules[name].name == "__init__.py":
            return name.removeprefix(f"{TOP}.")
    return TOP


def package_graph() -> dict[str, set[str]]:
    both = {m: GRAPH.top[m] | GRAPH.lazy[m] for m in GRAPH.modules}
    out: dict[str, set[str]] = {}
    for m, targets in both.items():
        out.setdefault(package_of(m), set()).update(package_of(t) for t in targets if package_of(t) != package_of(m))
    return out


def test_no_game_package_imports_another_game() -> None:
    """A game's room is its own: engine.toruf never imports engine.sheepshead, and so on."""
    games = ("sheriff", "toruf", "sheepshead", "nottingham")
    for pkg, targets in package_graph().items():
        mine = [g for g in games if pkg.endswith("." + g)]
        if mine:
            others = [t for t in targets if any(t.endswith("." + g) for g in games if g != mine[0])]
            assert others == [], f"{pkg} imports {others}"


if __name__ == "__main__":
    for pkg, targets in sorted(package_graph().items()):
        print(f"{pkg:22} -> {', '.join(sorted(targets)) or '-'}")
