"""kgbuild: celebrity news articles in, a knowledge graph with evidence out.

>>> import kgbuild
>>> kgbuild.__version__ == kgbuild.version()
True

The public names are imported on first use (PEP 562), so ``import kgbuild`` (and
``kgbuild --version`` or ``-h``) does not import spaCy or networkx.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._version import __version__

if TYPE_CHECKING:
    from .graph.knowledge_graph import KnowledgeGraph
    from .pipeline.run import build, build_outputs, extract_paths, load
    from .records import Article, Evidence, Extraction, Relationship, Triple

# public name -> the module that defines it
_LAZY = {
    "KnowledgeGraph": ".graph.knowledge_graph",
    "build": ".pipeline.run",
    "build_outputs": ".pipeline.run",
    "extract_paths": ".pipeline.run",
    "load": ".pipeline.run",
    "Article": ".records",
    "Evidence": ".records",
    "Extraction": ".records",
    "Relationship": ".records",
    "Triple": ".records",
}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_LAZY[name], __name__), name)
    globals()[name] = value  # looked up once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


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
