"""Stage 8, query: questions asked of a :class:`~kgbuild.graph.knowledge_graph.KnowledgeGraph`.

Every answer names entities by their canonical label and carries the evidence and
confidence of the edges behind it. The functions here take the graph first; the
:class:`~kgbuild.graph.knowledge_graph.KnowledgeGraph` methods of the same names call them, so
``kg.spouses("Alec Baldwin")`` and ``query.spouses(kg, "Alec Baldwin")`` are one thing.

Names go through :meth:`KnowledgeGraph.find` (any alias, case- and accent-insensitive)
and an unknown or ambiguous name raises :class:`~kgbuild.errors.LookupFailed`.
Traversals that ignore edge direction (``path``, ``neighbours``, ``subgraph``) run on
networkx's undirected view of ``kg.graph``; the graph itself is never copied or changed.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import networkx as nx

from .. import relations as relations_mod
from ..errors import LookupFailed
from ..records import Relationship
from ..relations import phrase
from .store import GraphStore, check_relation, known_relations

__all__ = [
    "Lawsuits",
    "NoPath",
    "cast",
    "children",
    "describe",
    "evidence",
    "former_spouses",
    "known_relations",
    "neighbours",
    "parents",
    "partners",
    "path",
    "phrase",
    "render_path",
    "shows",
    "siblings",
    "spouses",
    "subgraph",
]

class NoPath(LookupFailed):
    """Two entities exist but no chain of relations joins them."""


@dataclass(frozen=True, slots=True)
class Lawsuits:
    """An entity's lawsuits, told apart: those it filed and those filed against it."""

    as_plaintiff: tuple[Relationship, ...]
    as_defendant: tuple[Relationship, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"as_plaintiff": [r.to_dict() for r in self.as_plaintiff],
                "as_defendant": [r.to_dict() for r in self.as_defendant]}


def _stored(kg: GraphStore, names: Iterable[str] | None) -> set[str] | None:
    """Relation names as edges are keyed: an inverse name (``parent``, ``sued_by``) means its relation."""
    if names is None:
        return None
    decl = relations_mod.relations()
    inverse_of = {r.inverse: r.name for r in decl.values()}
    for name in names:
        check_relation(kg, name)
    return {name if name in decl else inverse_of.get(name, name) for name in names}


def _edge_relationship(kg: GraphStore, source: str, target: str, relation: str,
                       data: dict[str, Any]) -> Relationship:
    return Relationship(source, relation, target, data.get("confidence", 0.0), data.get("support", 0),
                        tuple(data.get("evidence", ())))


def spouses(kg: GraphStore, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
    """Current spouses of ``name``, best-supported first.

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "Alec and his wife Hilaria smiled.", 0, 33, "noun.spouse")
    >>> kg = KnowledgeGraph.from_triples([Triple("Alec Baldwin", "spouse", "Hilaria Baldwin",
    ...                                          "PERSON", "PERSON", 0.9, ev)])
    >>> [(r.target, r.confidence, r.evidence[0]["sentence"]) for r in spouses(kg, "Hilaria Baldwin")]
    [('Alec Baldwin', 0.9, 'Alec and his wife Hilaria smiled.')]

    A couple that an older article calls married and a newer one divorced has both
    edges; the spouse edge is then not ``current`` and is left out here (it stays in
    :meth:`~kgbuild.graph.knowledge_graph.KnowledgeGraph.relations`).
    """
    return [r for r in kg.relations(name, "spouse", min_confidence) if r.current]


def former_spouses(kg: GraphStore, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
    """Former spouses of ``name`` (divorces, "ex-wife", "first husband")."""
    return kg.relations(name, "former_spouse", min_confidence)


def partners(kg: GraphStore, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
    """People ``name`` is dating or engaged to (not those a newer article says they married or left)."""
    return [r for r in kg.relations(name, "partner", min_confidence) if r.current]


def children(kg: GraphStore, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
    """Children of ``name`` (outgoing ``child`` edges).

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "Alec's daughter Ireland.", 0, 24, "poss.child")
    >>> kg = KnowledgeGraph.from_triples([Triple("Alec Baldwin", "child", "Ireland Baldwin",
    ...                                          "PERSON", "PERSON", 0.9, ev)])
    >>> [r.target for r in children(kg, "Alec Baldwin")], [r.target for r in parents(kg, "Ireland Baldwin")]
    (['Ireland Baldwin'], ['Alec Baldwin'])
    """
    return kg.relations(name, "child", min_confidence)


def parents(kg: GraphStore, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
    """Parents of ``name``: the heads of ``child`` edges pointing at it."""
    return kg.relations(name, "parent", min_confidence)


def siblings(kg: GraphStore, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
    """Brothers and sisters of ``name``."""
    return kg.relations(name, "sibling", min_confidence)


def lawsuits(kg: GraphStore, name: str, *, min_confidence: float = 0.0) -> Lawsuits:
    """Lawsuits ``name`` filed (``as_plaintiff``) and those filed against it (``as_defendant``).

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "Chyna sued Kris Jenner.", 0, 23, "verb.sue")
    >>> kg = KnowledgeGraph.from_triples([Triple("Blac Chyna", "sued", "Kris Jenner",
    ...                                          "PERSON", "PERSON", 0.9, ev)])
    >>> suits = lawsuits(kg, "Kris Jenner")
    >>> [r.target for r in suits.as_plaintiff], [r.target for r in suits.as_defendant]
    ([], ['Blac Chyna'])
    """
    return Lawsuits(tuple(kg.relations(name, "sued", min_confidence)),
                    tuple(kg.relations(name, "sued_by", min_confidence)))


def shows(kg: GraphStore, name: str, *, min_confidence: float = 0.0) -> list[Relationship]:
    """Shows, films and series ``name`` appears in."""
    return kg.relations(name, "appears_in", min_confidence)


def cast(kg: GraphStore, show: str, *, min_confidence: float = 0.0) -> list[Relationship]:
    """People who appear in ``show`` (the inverse of ``appears_in``).

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "Alec Baldwin starred in 30 Rock.", 0, 32, "verb.star")
    >>> kg = KnowledgeGraph.from_triples([Triple("Alec Baldwin", "appears_in", "30 Rock",
    ...                                          "PERSON", "WORK", 0.8, ev)])
    >>> [r.target for r in cast(kg, "30 rock")], [r.target for r in shows(kg, "Alec Baldwin")]
    (['Alec Baldwin'], ['30 Rock'])
    """
    return kg.relations(show, "cast", min_confidence)


def evidence(kg: GraphStore, head: str, relation: str, tail: str) -> list[dict[str, Any]]:
    """The evidence that ``head`` has ``relation`` ``tail``; empty when the graph has no such edge.

    ``relation`` may be an inverse name (``parent``, ``sued_by``, ``cast``); symmetric
    relations are found whichever way round the pair is given.

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "Alec's daughter Ireland.", 0, 24, "poss.child")
    >>> kg = KnowledgeGraph.from_triples([Triple("Alec Baldwin", "child", "Ireland Baldwin",
    ...                                          "PERSON", "PERSON", 0.9, ev)])
    >>> [e["rule"] for e in evidence(kg, "Ireland Baldwin", "parent", "Alec Baldwin")]
    ['poss.child']
    >>> evidence(kg, "Ireland Baldwin", "child", "Alec Baldwin")
    []
    """
    check_relation(kg, relation)
    h, t = kg.find(head), kg.find(tail)
    decl = relations_mod.relations()
    candidates = [(h, t, relation)]
    for r in decl.values():
        if relation == r.inverse and not r.symmetric:
            candidates = [(t, h, r.name)]
        elif relation == r.name and r.symmetric:
            candidates.append((t, h, relation))
    out: list[dict[str, Any]] = []
    for u, v, key in candidates:
        if kg.graph.has_edge(u, v, key):
            out.extend(dict(e) for e in kg.graph.edges[u, v, key].get("evidence", ()))
    return out


def _filtered(kg: GraphStore, relations: Iterable[str] | None, min_confidence: float) -> nx.MultiGraph:
    """The undirected view of the graph, keeping only edges of ``relations`` at ``min_confidence``."""
    wanted = _stored(kg, relations)
    g = kg.graph

    def keep(u, v, key):
        return ((wanted is None or key in wanted)
                and g.edges[u, v, key].get("confidence", 0.0) >= min_confidence)

    # An undirected view of a MultiDiGraph reports edges in either orientation; test both.
    view = nx.subgraph_view(g, filter_edge=keep) if (wanted is not None or min_confidence > 0) else g
    return view.to_undirected(as_view=True)


def _step(kg: GraphStore, u: str, v: str, allowed) -> Relationship:
    """The best-supported edge between ``u`` and ``v`` (either direction), as seen from ``u``."""
    decl = relations_mod.relations()
    best = None
    for a, b in ((u, v), (v, u)):
        for key, data in (kg.graph.get_edge_data(a, b) or {}).items():
            if not allowed(key, data):
                continue
            seen_as = key if a == u else (decl[key].inverse if key in decl else key)
            rank = (data.get("confidence", 0.0), data.get("support", 0), a == u)
            if best is None or rank > best[0]:
                best = (rank, _edge_relationship(kg, u, v, seen_as, data))
    assert best is not None, (u, v)
    return best[1]


def path(kg: GraphStore, a: str, b: str, *, relations: Iterable[str] | None = None,
         min_confidence: float = 0.0) -> list[Relationship]:
    """The shortest chain of relations joining ``a`` and ``b``, edge direction ignored.

    Each step is a :class:`~kgbuild.records.Relationship` seen from the entity the step
    leaves, so ``step.relation`` reads the inverse name when the chain walks an edge
    backwards (``parent`` for a ``child`` edge); :func:`render_path` prints it.

    Parameters
    ----------
    kg : KnowledgeGraph
    a, b : str
        Names or aliases of the two ends.
    relations : iterable of str, optional
        Only walk edges of these relations, e.g. ``["child", "spouse"]`` (an inverse
        name such as ``parent`` means the same edges as ``child``).
    min_confidence : float
        Only walk edges at least this confident.

    Returns
    -------
    list of Relationship
        Empty when ``a`` and ``b`` are the same entity.

    Raises
    ------
    LookupFailed
        When a name is unknown or ambiguous.
    NoPath
        When no chain joins them (a subclass of ``LookupFailed``).

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([
    ...     Triple("Alec Baldwin", "child", "Ireland Baldwin", "PERSON", "PERSON", 0.9, ev),
    ...     Triple("Alec Baldwin", "spouse", "Hilaria Baldwin", "PERSON", "PERSON", 0.9, ev)])
    >>> print(render_path(path(kg, "Ireland Baldwin", "Hilaria Baldwin")))
    Ireland Baldwin -> child of -> Alec Baldwin -> spouse of -> Hilaria Baldwin
    """
    src, dst = kg.find(a), kg.find(b)
    wanted = _stored(kg, relations)
    view = _filtered(kg, wanted, min_confidence)
    try:
        nodes = nx.shortest_path(view, src, dst)
    except nx.NetworkXNoPath:
        how = f" through {', '.join(sorted(wanted))}" if wanted else ""
        how += f" at confidence >= {min_confidence}" if min_confidence > 0 else ""
        raise NoPath(f"no path between {src!r} and {dst!r}{how}") from None

    def allowed(key, data):
        return (wanted is None or key in wanted) and data.get("confidence", 0.0) >= min_confidence

    return [_step(kg, u, v, allowed) for u, v in zip(nodes, nodes[1:])]


def render_path(steps: list[Relationship], *, arrow: str = "->") -> str:
    """A path as one line: ``A -> child of -> B -> spouse of -> C``."""
    if not steps:
        return ""
    parts = [steps[0].source]
    for s in steps:
        parts += [phrase(s.relation), s.target]
    return f" {arrow} ".join(parts)


def neighbours(kg: GraphStore, name: str, depth: int = 1, *, relations: Iterable[str] | None = None,
               min_confidence: float = 0.0) -> dict[str, int]:
    """Entities within ``depth`` relations of ``name`` (direction ignored), with their distance.

    Ordered nearest first, then by name; ``name`` itself is left out.

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([
    ...     Triple("Alec Baldwin", "child", "Ireland Baldwin", "PERSON", "PERSON", 0.9, ev),
    ...     Triple("Alec Baldwin", "spouse", "Hilaria Baldwin", "PERSON", "PERSON", 0.9, ev)])
    >>> neighbours(kg, "Ireland Baldwin", depth=2)
    {'Alec Baldwin': 1, 'Hilaria Baldwin': 2}
    """
    if depth < 0:
        raise ValueError(f"depth must be >= 0, got {depth}")
    node = kg.find(name)
    view = _filtered(kg, relations, min_confidence)
    dist = nx.single_source_shortest_path_length(view, node, cutoff=depth)
    return {n: d for n, d in sorted(dist.items(), key=lambda item: (item[1], item[0])) if n != node}


def subgraph(kg: GraphStore, names: Iterable[str] | None = None, *, depth: int = 0,
             relations: Iterable[str] | None = None, min_confidence: float = 0.0) -> GraphStore:
    """A new graph of some entities, their neighbourhoods and the relations among them.

    Parameters
    ----------
    kg : KnowledgeGraph
    names : iterable of str, optional
        Entities to keep (with every entity within ``depth`` of them). ``None`` keeps
        every entity that has a kept relation.
    depth : int
        How many relations out from ``names`` to include.
    relations : iterable of str, optional
        Keep only edges of these relations (``child``, ``spouse``, ...; ``parent`` is ``child``).
    min_confidence : float
        Keep only edges at least this confident.

    Returns
    -------
    KnowledgeGraph
        An independent copy: changing it leaves ``kg`` as it was.

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([
    ...     Triple("Alec Baldwin", "child", "Ireland Baldwin", "PERSON", "PERSON", 0.9, ev),
    ...     Triple("Alec Baldwin", "appears_in", "30 Rock", "PERSON", "WORK", 0.8, ev)])
    >>> sorted(subgraph(kg, relations=["child"]).graph)
    ['Alec Baldwin', 'Ireland Baldwin']
    >>> sorted(subgraph(kg, ["30 Rock"], depth=1).graph)
    ['30 Rock', 'Alec Baldwin']
    """
    wanted = _stored(kg, relations)
    view = _filtered(kg, wanted, min_confidence)
    if names is None:
        keep = {n for n in view if view.degree(n) > 0}
    else:
        keep = set()
        for name in names:
            keep |= set(nx.single_source_shortest_path_length(view, kg.find(name), cutoff=depth))
    g = kg.graph
    out = nx.MultiDiGraph()
    out.graph.update(copy.deepcopy(g.graph))
    out.add_nodes_from((n, copy.deepcopy(d)) for n, d in g.nodes(data=True) if n in keep)
    out.add_edges_from(
        (u, v, k, copy.deepcopy(d)) for u, v, k, d in g.edges(keys=True, data=True)
        if u in keep and v in keep and (wanted is None or k in wanted) and d.get("confidence", 0.0) >= min_confidence
    )
    return type(kg)(out)


def describe(kg: GraphStore, name: str) -> dict[str, Any]:
    """An entity's node attributes (label, type, aliases, articles, mentions) as a dict.

    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([Triple("Alec Baldwin", "child", "Ireland Baldwin",
    ...                                          "PERSON", "PERSON", 0.9, ev)])
    >>> describe(kg, "alec baldwin")["type"]
    'PERSON'
    """
    node = kg.find(name)
    data = kg.graph.nodes[node]
    return {
        "name": node,
        "label": data.get("label", node),
        "type": data.get("type"),
        "aliases": list(data.get("aliases", [])),
        "articles": list(data.get("articles", [])),
        "mentions": data.get("mentions", 0),
    }
