"""Stage 9, query: questions asked of a :class:`~kgbuild.graph.knowledge_graph.KnowledgeGraph`.

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
import difflib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import networkx as nx

from . import merge as _merge
from .. import relations as relations_mod
from ..errors import LookupFailed

if TYPE_CHECKING:  # pragma: no cover
    from .knowledge_graph import KnowledgeGraph, Relationship

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
    "stats",
    "subgraph",
    "suspected_errors",
]

# How "SOURCE <phrase> TARGET" reads for a relation as seen from SOURCE: a Relationship
# (Ireland, "parent", Alec) says Alec is Ireland's parent, so Ireland is a "child of" Alec.
_PHRASES = {
    "spouse": "spouse of",
    "former_spouse": "former spouse of",
    "partner": "partner of",
    "sibling": "sibling of",
    "child": "parent of",
    "parent": "child of",
    "sued": "sued",
    "sued_by": "sued by",
    "appears_in": "appears in",
    "cast": "features",
    "airs_on": "airs on",
    "airs": "airs",
    "directed": "directed",
    "directed_by": "directed by",
}

# Relations a suspected-error check treats as "these two are a couple or siblings".
_PEER_RELATIONS = ("spouse", "former_spouse", "partner", "sibling")


class NoPath(LookupFailed):
    """Two entities exist but no chain of relations joins them."""


@dataclass(frozen=True, slots=True)
class Lawsuits:
    """An entity's lawsuits, told apart: those it filed and those filed against it."""

    as_plaintiff: tuple["Relationship", ...]
    as_defendant: tuple["Relationship", ...]

    def to_dict(self) -> dict[str, Any]:
        return {"as_plaintiff": [r.to_dict() for r in self.as_plaintiff],
                "as_defendant": [r.to_dict() for r in self.as_defendant]}


def phrase(relation: str) -> str:
    """How ``SOURCE <phrase> TARGET`` reads for a relation as seen from its source.

    >>> phrase("parent"), phrase("sued_by"), phrase("spouse")
    ('child of', 'sued by', 'spouse of')
    """
    return _PHRASES.get(relation, relation.replace("_", " "))


def known_relations(kg: "KnowledgeGraph") -> list[str]:
    """Relation names a query may ask for: declared names, their inverses, and any in the graph."""
    names: dict[str, None] = {}
    for r in relations_mod.relations().values():
        names[r.name] = None
        names[r.inverse] = None
    for _, _, key in kg.graph.edges(keys=True):
        names[key] = None
    return list(names)


def _declared_names() -> set[str]:
    return {n for r in relations_mod.relations().values() for n in (r.name, r.inverse)}


def _stored(kg: "KnowledgeGraph", names: Iterable[str] | None) -> set[str] | None:
    """Relation names as edges are keyed: an inverse name (``parent``, ``sued_by``) means its relation."""
    if names is None:
        return None
    decl = relations_mod.relations()
    inverse_of = {r.inverse: r.name for r in decl.values()}
    for name in names:
        check_relation(kg, name)
    return {name if name in decl else inverse_of.get(name, name) for name in names}


def check_relation(kg: "KnowledgeGraph", relation: str | None) -> None:
    """Raise :class:`LookupFailed` naming the known relations when ``relation`` is not one."""
    if relation is None or relation in _declared_names():
        return
    known = known_relations(kg)
    if relation not in known:
        close = difflib.get_close_matches(relation, known, n=3)
        hint = f"did you mean: {', '.join(close)}" if close else f"known: {', '.join(known)}"
        raise LookupFailed(f"unknown relation {relation!r}; {hint}")


def _edge_relationship(kg: "KnowledgeGraph", source: str, target: str, relation: str,
                       data: dict[str, Any]) -> "Relationship":
    from .knowledge_graph import Relationship

    return Relationship(source, relation, target, data.get("confidence", 0.0), data.get("support", 0),
                        tuple(data.get("evidence", ())))


def spouses(kg: "KnowledgeGraph", name: str, *, min_confidence: float = 0.0) -> list["Relationship"]:
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


def former_spouses(kg: "KnowledgeGraph", name: str, *, min_confidence: float = 0.0) -> list["Relationship"]:
    """Former spouses of ``name`` (divorces, "ex-wife", "first husband")."""
    return kg.relations(name, "former_spouse", min_confidence)


def partners(kg: "KnowledgeGraph", name: str, *, min_confidence: float = 0.0) -> list["Relationship"]:
    """People ``name`` is dating or engaged to (not those a newer article says they married or left)."""
    return [r for r in kg.relations(name, "partner", min_confidence) if r.current]


def children(kg: "KnowledgeGraph", name: str, *, min_confidence: float = 0.0) -> list["Relationship"]:
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


def parents(kg: "KnowledgeGraph", name: str, *, min_confidence: float = 0.0) -> list["Relationship"]:
    """Parents of ``name``: the heads of ``child`` edges pointing at it."""
    return kg.relations(name, "parent", min_confidence)


def siblings(kg: "KnowledgeGraph", name: str, *, min_confidence: float = 0.0) -> list["Relationship"]:
    """Brothers and sisters of ``name``."""
    return kg.relations(name, "sibling", min_confidence)


def lawsuits(kg: "KnowledgeGraph", name: str, *, min_confidence: float = 0.0) -> Lawsuits:
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


def shows(kg: "KnowledgeGraph", name: str, *, min_confidence: float = 0.0) -> list["Relationship"]:
    """Shows, films and series ``name`` appears in."""
    return kg.relations(name, "appears_in", min_confidence)


def cast(kg: "KnowledgeGraph", show: str, *, min_confidence: float = 0.0) -> list["Relationship"]:
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


def evidence(kg: "KnowledgeGraph", head: str, relation: str, tail: str) -> list[dict[str, Any]]:
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


def _filtered(kg: "KnowledgeGraph", relations: Iterable[str] | None, min_confidence: float) -> nx.MultiGraph:
    """The undirected view of the graph, keeping only edges of ``relations`` at ``min_confidence``."""
    wanted = _stored(kg, relations)
    g = kg.graph

    def keep(u, v, key):
        return ((wanted is None or key in wanted)
                and g.edges[u, v, key].get("confidence", 0.0) >= min_confidence)

    # An undirected view of a MultiDiGraph reports edges in either orientation; test both.
    view = nx.subgraph_view(g, filter_edge=keep) if (wanted is not None or min_confidence > 0) else g
    return view.to_undirected(as_view=True)


def _step(kg: "KnowledgeGraph", u: str, v: str, allowed) -> "Relationship":
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


def path(kg: "KnowledgeGraph", a: str, b: str, *, relations: Iterable[str] | None = None,
         min_confidence: float = 0.0) -> list["Relationship"]:
    """The shortest chain of relations joining ``a`` and ``b``, edge direction ignored.

    Each step is a :class:`~kgbuild.graph.knowledge_graph.Relationship` seen from the entity the step
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


def render_path(steps: list["Relationship"], *, arrow: str = "->") -> str:
    """A path as one line: ``A -> child of -> B -> spouse of -> C``."""
    if not steps:
        return ""
    parts = [steps[0].source]
    for s in steps:
        parts += [phrase(s.relation), s.target]
    return f" {arrow} ".join(parts)


def neighbours(kg: "KnowledgeGraph", name: str, depth: int = 1, *, relations: Iterable[str] | None = None,
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


def subgraph(kg: "KnowledgeGraph", names: Iterable[str] | None = None, *, depth: int = 0,
             relations: Iterable[str] | None = None, min_confidence: float = 0.0) -> "KnowledgeGraph":
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
    from .knowledge_graph import KnowledgeGraph

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
    return KnowledgeGraph(out)


def describe(kg: "KnowledgeGraph", name: str) -> dict[str, Any]:
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


def stats(kg: "KnowledgeGraph", *, top: int = 5) -> dict[str, Any]:
    """Counts by entity type and relation, best-connected people, and suspected errors.

    Suspected errors are patterns that are almost always an extraction or merge mistake:
    ``self_loop`` (an entity related to itself), ``child_cycle`` (A child of B and B
    child of A, or a longer loop of descent), ``parent_and_peer`` (a pair that is both
    parent/child and spouse, partner or sibling), ``many_parents`` (more than two),
    ``many_spouses`` (more than one current spouse) and ``type_mismatch`` (an edge whose
    ends do not have the types its relation declares).

    Returns
    -------
    dict
        JSON-ready: ``summary``, ``types``, ``relations``, ``best_connected`` (people by
        number of relations, at most ``top``) and ``suspected_errors`` (each with
        ``kind``, ``entities`` and a one-line ``message``); ``conflicts``: pairs stated
        both as a couple and as exes, with which is current (:func:`kgbuild.graph.merge.conflicts`).

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([
    ...     Triple("Kim Kardashian", "child", "Kanye West", "PERSON", "PERSON", 0.9, ev),
    ...     Triple("Kanye West", "former_spouse", "Kim Kardashian", "PERSON", "PERSON", 0.9, ev)])
    >>> s = stats(kg)
    >>> s["relations"], s["types"]
    ({'child': 1, 'former_spouse': 1}, {'PERSON': 2})
    >>> [e["message"] for e in s["suspected_errors"]]
    ['Kanye West is both child and former_spouse of Kim Kardashian']
    """
    g = kg.graph
    types = Counter(d.get("type") or "?" for _, d in g.nodes(data=True))
    rels = Counter(k for _, _, k in g.edges(keys=True))
    people = [(n, g.degree(n)) for n, d in g.nodes(data=True) if d.get("type") == "PERSON"]
    people.sort(key=lambda item: (-item[1], item[0]))
    best = []
    for n, degree in people[:top]:
        by_rel = Counter(r.relation for r in kg.relations(n))
        best.append({"name": n, "relations": degree, "by_relation": dict(sorted(by_rel.items()))})
    return {
        "summary": kg.summary(),
        "types": dict(sorted(types.items())),
        "relations": dict(sorted(rels.items())),
        "best_connected": best,
        "suspected_errors": suspected_errors(kg),
        "conflicts": _merge.conflicts(kg),
    }


def suspected_errors(kg: "KnowledgeGraph") -> list[dict[str, Any]]:
    """The suspected errors of :func:`stats`, each ``{"kind", "entities", "message"}``."""
    g = kg.graph
    decl = relations_mod.relations()
    found: list[dict[str, Any]] = []

    def report(kind: str, entities: list[str], message: str) -> None:
        found.append({"kind": kind, "entities": entities, "message": message})

    for u, _, key in nx.selfloop_edges(g, keys=True):
        report("self_loop", [u], f"{u} is its own {key}")
    child = nx.DiGraph((u, v) for u, v, k in g.edges(keys=True) if k == "child" and u != v)
    for cycle in sorted(sorted(c) for c in nx.simple_cycles(child, length_bound=6)):
        chain = " and ".join(f"{a} child of {b}" for a, b in zip(cycle, cycle[1:] + cycle[:1]))
        report("child_cycle", cycle, f"{chain} (a loop of descent)")
    for u, v in sorted(child.edges):
        for key in _PEER_RELATIONS:
            if g.has_edge(u, v, key) or g.has_edge(v, u, key):
                report("parent_and_peer", [u, v], f"{v} is both child and {key} of {u}")
    for n in sorted(child):
        if child.in_degree(n) > 2:
            ps = sorted(child.predecessors(n))
            report("many_parents", [n, *ps], f"{n} has {len(ps)} parents: {', '.join(ps)}")
    spouse = nx.Graph((u, v) for u, v, k, current in g.edges(keys=True, data="current", default=True)
                      if k == "spouse" and current and u != v)
    for n in sorted(spouse):
        if spouse.degree(n) > 1:
            ss = sorted(spouse.neighbors(n))
            report("many_spouses", [n, *ss], f"{n} has {len(ss)} current spouses: {', '.join(ss)}")
    for u, v, key in sorted(g.edges(keys=True)):
        if key in decl:
            ht, tt = g.nodes[u].get("type"), g.nodes[v].get("type")
            if not decl[key].allows(ht, tt):
                report("type_mismatch", [u, v], f"{u} ({ht}) {key} {v} ({tt}): {key} joins "
                       f"{'/'.join(sorted(decl[key].head))} to {'/'.join(sorted(decl[key].tail))}")
    return found
