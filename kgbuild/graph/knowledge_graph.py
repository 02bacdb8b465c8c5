"""The knowledge graph as users see it: the merged graph with its questions as methods.

``kgbuild.build``, ``kgbuild.load`` and ``KnowledgeGraph.from_triples`` / ``load`` return one;
every method below calls the function of the same name in :mod:`kgbuild.graph.query` or
:mod:`kgbuild.graph.audit`, which take the graph first.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..records import Relationship
from ..wording import counted
from . import audit, frames, query
from .store import GraphStore

__all__ = ["KnowledgeGraph", "Relationship"]


class KnowledgeGraph(GraphStore):
    """A knowledge graph of celebrities and works, backed by a ``networkx.MultiDiGraph``.

    Building, saving, loading and lookups are :class:`~kgbuild.graph.store.GraphStore`'s; the
    questions here are answered by :mod:`kgbuild.graph.query` and :mod:`kgbuild.graph.audit`.

    Examples
    --------
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "Alec and his wife Hilaria smiled.", 0, 33, "noun.spouse")
    >>> kg = KnowledgeGraph.from_triples([Triple("Alec Baldwin", "spouse", "Hilaria Baldwin",
    ...                                          "PERSON", "PERSON", 0.9, ev)])
    >>> [(r.relation, r.target) for r in kg.relations("hilaria baldwin")]
    [('spouse', 'Alec Baldwin')]
    >>> kg
    <KnowledgeGraph: 1 article, 2 entities (2 people), 1 relation>
    """

    def __repr__(self) -> str:
        """``<KnowledgeGraph: 5 articles, 46 entities (30 people), 60 relations>``"""
        s = self.summary()
        return (f"<{type(self).__name__}: {counted(s['articles'], 'article')}, "
                f"{counted(s['entities'], 'entity', 'entities')} ({counted(s['people'], 'person', 'people')}), "
                f"{counted(s['relations'], 'relation')}>")

    # -- questions (kgbuild.graph.query holds the logic and the examples) -------------------

    def spouses(self, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
        """Current spouses of ``name``; see :func:`kgbuild.graph.query.spouses`."""
        return query.spouses(self, name, min_confidence=min_confidence)

    def former_spouses(self, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
        """Former spouses of ``name``; see :func:`kgbuild.graph.query.former_spouses`."""
        return query.former_spouses(self, name, min_confidence=min_confidence)

    def partners(self, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
        """People ``name`` is dating or engaged to; see :func:`kgbuild.graph.query.partners`."""
        return query.partners(self, name, min_confidence=min_confidence)

    def children(self, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
        """Children of ``name``; see :func:`kgbuild.graph.query.children`."""
        return query.children(self, name, min_confidence=min_confidence)

    def parents(self, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
        """Parents of ``name`` (from ``child`` edges); see :func:`kgbuild.graph.query.parents`."""
        return query.parents(self, name, min_confidence=min_confidence)

    def siblings(self, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
        """Brothers and sisters of ``name``; see :func:`kgbuild.graph.query.siblings`."""
        return query.siblings(self, name, min_confidence=min_confidence)

    def lawsuits(self, name: str, *, min_confidence: float = 0.0) -> query.Lawsuits:
        """Lawsuits filed by and against ``name``, told apart; see :func:`kgbuild.graph.query.lawsuits`."""
        return query.lawsuits(self, name, min_confidence=min_confidence)

    def shows(self, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
        """Shows ``name`` appears in; see :func:`kgbuild.graph.query.shows`."""
        return query.shows(self, name, min_confidence=min_confidence)

    def cast(self, show: str, *, min_confidence: float = 0.0) -> list[Relationship]:
        """People appearing in ``show``; see :func:`kgbuild.graph.query.cast`."""
        return query.cast(self, show, min_confidence=min_confidence)

    def evidence(self, head: str, relation: str, tail: str) -> list[dict[str, Any]]:
        """Evidence that ``head`` has ``relation`` ``tail``; see :func:`kgbuild.graph.query.evidence`."""
        return query.evidence(self, head, relation, tail)

    def path(self, a: str, b: str, *, relations: Iterable[str] | None = None,
             min_confidence: float = 0.0) -> list[Relationship]:
        """Shortest chain of relations from ``a`` to ``b``; see :func:`kgbuild.graph.query.path`.

        >>> from kgbuild.records import Evidence, Triple
        >>> ev = Evidence("a1", "s.", 0, 2, "r")
        >>> kg = KnowledgeGraph.from_triples([
        ...     Triple("Alec Baldwin", "child", "Ireland Baldwin", "PERSON", "PERSON", 0.9, ev),
        ...     Triple("Alec Baldwin", "spouse", "Hilaria Baldwin", "PERSON", "PERSON", 0.9, ev)])
        >>> [(s.source, s.phrase, s.target) for s in kg.path("Ireland Baldwin", "Hilaria Baldwin")]
        [('Ireland Baldwin', 'child of', 'Alec Baldwin'), ('Alec Baldwin', 'spouse of', 'Hilaria Baldwin')]
        """
        return query.path(self, a, b, relations=relations, min_confidence=min_confidence)

    def neighbours(self, name: str, depth: int = 1, *, relations: Iterable[str] | None = None,
                   min_confidence: float = 0.0) -> dict[str, int]:
        """Entities within ``depth`` relations of ``name``; see :func:`kgbuild.graph.query.neighbours`."""
        return query.neighbours(self, name, depth, relations=relations, min_confidence=min_confidence)

    def subgraph(self, names: Iterable[str] | None = None, *, depth: int = 0,
                 relations: Iterable[str] | None = None, min_confidence: float = 0.0) -> KnowledgeGraph:
        """A copy holding some entities and relations; see :func:`kgbuild.graph.query.subgraph`."""
        return query.subgraph(self, names, depth=depth, relations=relations, min_confidence=min_confidence)

    def to_pandas(self) -> tuple[Any, Any]:
        """``(entities, relations)`` as pandas DataFrames (``pip install kgbuild[pandas]``); see
        :func:`kgbuild.graph.frames.graph_frames`."""
        return frames.graph_frames(self.graph)

    def stats(self, *, top: int = 5) -> dict[str, Any]:
        """Counts, best-connected people, suspected errors; see :func:`kgbuild.graph.audit.stats`."""
        return audit.stats(self, top=top)
