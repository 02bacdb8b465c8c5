"""kgbuild: celebrity news articles in, a knowledge graph with evidence out.

>>> import kgbuild
>>> kgbuild.__version__ == kgbuild.version()
True
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _pkg_version

from .graph import KnowledgeGraph, Relationship
from .pipeline import build, build_outputs, extract_paths, load
from .records import Article, Evidence, Extraction, Triple

try:
    __version__ = _pkg_version("kgbuild")
except PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = "0.0.0"


def version() -> str:
    return __version__


__all__ = [
    "Article",
    "Evidence",
    "Extraction",
    "KnowledgeGraph",
    "Relationship",
    "Triple",
    "build",
    "build_outputs",
    "extract_paths",
    "load",
    "__version__",
]
