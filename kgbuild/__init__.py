"""kgbuild: celebrity news articles in, a knowledge graph with evidence out.

>>> import kgbuild
>>> kgbuild.__version__ == kgbuild.version()
True
"""

from __future__ import annotations

from ._version import __version__
from .graph.knowledge_graph import KnowledgeGraph
from .pipeline.run import build, build_outputs, extract_paths, load
from .records import Article, Evidence, Extraction, Relationship, Triple


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
