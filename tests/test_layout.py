"""The package's shape: modules import each other in one direction, and no class outgrows a file.

Every ``import`` counts, wherever it stands (top level, inside a function, under
``if TYPE_CHECKING``): a lazy import that closes a circle still ties the two modules together.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

from .conftest import ROOT

PACKAGE = ROOT / "kgbuild"
MAX_CLASS_LINES = 400


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The kgbuild modules that module ``name`` imports anywhere in its source."""
    is_package = path.name == "__init__.py"
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                out.add(sub if sub in known else source)  # a submodule, or a name from the module
    return {m for m in out if m in known and m != name}


def import_graph() -> nx.DiGraph:
    modules = _modules()
    g = nx.DiGraph()
    g.add_nodes_from(modules)
    for name, path in modules.items():
        g.add_edges_from((name, other) for other in _imports(name, path, set(modules)))
    return g


def test_the_import_graph_sees_lazy_imports():
    g = import_graph()
    # kgbuild.cli imports the pipeline inside its commands only (a fast `kgbuild -h`)
    assert g.has_edge("kgbuild.cli", "kgbuild.pipeline.run")
    assert g.has_edge("kgbuild.pipeline.engines", "kgbuild.extraction.stream")


def test_no_module_imports_itself_through_others():
    g = import_graph()
    cycles = sorted(nx.simple_cycles(g), key=len)
    assert not cycles, "import circles: " + "; ".join(" -> ".join(c + c[:1]) for c in cycles[:5])


def test_the_package_is_cut_into_stage_subpackages():
    subpackages = {p.parent.name for p in PACKAGE.glob("*/__init__.py") if p.parent.name != "data"}
    assert {"read", "extraction", "graph", "outputs", "pipeline"} <= subpackages


def test_no_class_is_longer_than_400_lines():
    long = []
    for name, path in _modules().items():
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > MAX_CLASS_LINES:
                long.append(f"{name}.{node.name}: {node.end_lineno - node.lineno + 1} lines")
    assert not long, long
