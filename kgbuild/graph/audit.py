"""Audit checks of a merged graph: what is probably wrong, and what may be one entity.

- :func:`suspected_errors`: patterns that are almost always an extraction or merge mistake
  (a child cycle, three parents, a pair both parent/child and siblings, ...);
- :func:`conflicts`: a pair stated both as a couple and as exes, with which one is current;
- :func:`merge_candidates`: pairs of nodes that may be one entity, for a user's alias file;
- :func:`stats`: counts, the best-connected people, and the first two (``kgbuild stats``).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

import networkx as nx

from .. import relations as relations_mod
from ..names import name_key, surname
from .merge import latest_date
from .status import COUPLE, edge_status, status_phrase
from .store import GraphStore

__all__ = ["Candidate", "conflicts", "merge_candidates", "stats", "suspected_errors"]

# Relations a suspected-error check treats as "these two are a couple or siblings".
_PEER_RELATIONS = ("spouse", "former_spouse", "partner", "sibling")


def stats(kg: GraphStore, *, top: int = 5) -> dict[str, Any]:
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
        both as a couple and as exes, with which is current (:func:`conflicts`);
        ``ended_or_pending``: couples that ended or whose divorce is only filed
        (:func:`ended_or_pending`).

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([
    ...     Triple("Mara Quinn", "child", "Lars Ebb", "PERSON", "PERSON", 0.9, ev),
    ...     Triple("Lars Ebb", "former_spouse", "Mara Quinn", "PERSON", "PERSON", 0.9, ev)])
    >>> s = stats(kg)
    >>> s["relations"], s["types"]
    ({'child': 1, 'former_spouse': 1}, {'PERSON': 2})
    >>> [e["message"] for e in s["suspected_errors"]]
    ['Lars Ebb is both child and former_spouse of Mara Quinn']
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
        "conflicts": conflicts(kg),
        "ended_or_pending": ended_or_pending(kg),
    }


def ended_or_pending(kg: GraphStore) -> list[dict[str, Any]]:
    """Couples whose relation has ended, or whose divorce is filed but not final, each
    ``{"entities", "relation", "status": "spouse, ended 2022", ...}`` with the fields of
    :func:`kgbuild.graph.status.edge_status`.

    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> kg = KnowledgeGraph.from_triples([
    ...     Triple("Mara Q", "spouse", "Lars E", "PERSON", "PERSON", 0.9, Evidence("a1", "s.", 0, 2, "r", "2019-05-01")),
    ...     Triple("Mara Q", "former_spouse", "Lars E", "PERSON", "PERSON", 0.9, Evidence("a2", "s.", 0, 2, "r", "2023-01-02"))])
    >>> [(c["entities"], c["status"]) for c in ended_or_pending(kg)]
    [(['Lars E', 'Mara Q'], 'former_spouse, 2023'), (['Lars E', 'Mara Q'], 'spouse, ended 2023')]
    """
    out = []
    for u, v, rel in sorted(kg.graph.edges(keys=True)):
        if rel not in COUPLE:
            continue
        status = edge_status(kg.graph, u, v, rel)
        if status["current"] and not status["divorce_filed"]:
            continue
        out.append({"entities": sorted((u, v)), "relation": rel, "status": status_phrase(rel, status), **status})
    return out


def suspected_errors(kg: GraphStore) -> list[dict[str, Any]]:
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


def conflicts(kg: GraphStore) -> list[dict[str, Any]]:
    """Pairs stated both as a couple and as exes (or partners and spouses), with which one is current.

    Each is ``{"kind": "status_conflict", "entities", "relations": {relation: latest date},
    "current": relation or None, "message"}``; ``current`` is None when the dates do not
    tell (undated, or the same date), and queries then keep both.

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> kg = KnowledgeGraph.from_triples([
    ...     Triple("Mara Q", "spouse", "Lars E", "PERSON", "PERSON", 0.9, Evidence("a1", "s.", 0, 2, "r", "2019-05-01")),
    ...     Triple("Mara Q", "former_spouse", "Lars E", "PERSON", "PERSON", 0.9, Evidence("a2", "s.", 0, 2, "r", "2023-01-02"))])
    >>> [c["message"] for c in conflicts(kg)]
    ['Lars E and Mara Q: spouse (2019-05-01), former_spouse (2023-01-02); the latest says former_spouse']
    """
    g = kg.graph
    pairs: dict[tuple[str, str], dict[str, str | None]] = defaultdict(dict)
    for u, v, rel, data in g.edges(keys=True, data=True):
        if rel in ("partner", "spouse", "former_spouse") and u != v:
            pair = tuple(sorted((u, v)))
            pairs[pair][rel] = max(filter(None, [pairs[pair].get(rel), latest_date(data.get("evidence", ()))]),
                                   default=None)
    out = []
    for (a, b), rels in sorted(pairs.items()):
        if len(rels) < 2:
            continue
        order = [r for r in ("partner", "spouse", "former_spouse") if r in rels]
        dated = sorted((d, r) for r, d in rels.items() if d)
        current = None
        if dated:  # undated statements count as older than any dated one
            top = [r for d, r in dated if d == dated[-1][0]]
            current = top[0] if len(top) == 1 else None
        shown = ", ".join(f"{r} ({rels[r] or 'undated'})" for r in order)
        verdict = f"the latest says {current}" if current else "the dates do not tell which is current"
        out.append({"kind": "status_conflict", "entities": [a, b], "relations": {r: rels[r] for r in order},
                    "current": current, "message": f"{a} and {b}: {shown}; {verdict}"})
    return out


# -- merge candidates -------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Candidate:
    """Two nodes that may be one entity, and why (for a user fixing the alias file)."""

    a: str
    b: str
    type: str
    reason: str

    def to_dict(self) -> dict[str, str]:
        return {"a": self.a, "b": self.b, "type": self.type, "reason": self.reason}


def merge_candidates(kg: GraphStore) -> list[Candidate]:
    """Pairs of nodes of one type that look like duplicates, with the reason.

    Reasons, strongest first: ``shared alias X``; ``one name contained in the other``
    ("Arlo" and "Arlo Benedict Fenn", "Dana Webb" and "Dana Webb Ostrander");
    ``same surname and first initial``. Pairs related to each other are two entities and
    are not listed; pairs that share a neighbour say so. Mentions left
    out of the graph as ambiguous are not nodes; see ``kg.graph.graph["unresolved"]``.

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([
    ...     Triple("Greta Lind", "child", "Dana Holloway", "PERSON", "PERSON", 0.9, ev),
    ...     Triple("Greta Lind", "child", "Danielle Holloway", "PERSON", "PERSON", 0.9, ev)])
    >>> [(c.a, c.b, c.reason) for c in merge_candidates(kg)]
    [('Dana Holloway', 'Danielle Holloway', 'same surname and first initial; both related to Greta Lind')]
    """
    g = kg.graph
    info: dict[str, tuple[str, str, set[str]]] = {}
    for n, d in g.nodes(data=True):
        keys = {name_key(a) for a in [n, d.get("label", n), *d.get("aliases", ())]} - {""}
        info[n] = (d.get("type") or "?", name_key(d.get("label", n)), keys)
    found: dict[tuple[str, str], list[str]] = defaultdict(list)

    def note(a: str, b: str, reason: str) -> None:
        if a != b and info[a][0] == info[b][0]:
            pair = (min(a, b), max(a, b))
            if reason not in found[pair]:
                found[pair].append(reason)

    by_alias: dict[tuple[str, str], set[str]] = defaultdict(set)
    by_run: dict[tuple[str, str], set[str]] = defaultdict(set)  # every run of up to 4 words of a label
    by_initial: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    for n, (kind, key, keys) in info.items():
        for k in keys:
            by_alias[(kind, k)].add(n)
        words = key.split()
        for i in range(len(words)):
            for j in range(i + 1, min(len(words), i + 4) + 1):
                if j - i < len(words):
                    by_run[(kind, " ".join(words[i:j]))].add(n)
        last = surname(key)
        if kind == "PERSON" and last:
            by_initial[(kind, key[0], last)].add(n)
    for (kind, k), nodes in sorted(by_alias.items()):
        if 1 < len(nodes) <= 20:  # a form shared by dozens ("Baby") says nothing
            for a in nodes:
                for b in nodes:
                    if a < b:
                        note(a, b, f"shared alias {k!r}")
    for n, (kind, key, _) in info.items():
        longer = by_run.get((kind, key), ())
        if 0 < len(longer) <= 20:
            for other in longer:
                note(n, other, "one name contained in the other")
    for nodes in by_initial.values():
        if 1 < len(nodes) <= 20:
            for a in nodes:
                for b in nodes:
                    if a < b:
                        note(a, b, "same surname and first initial")
    undirected = g.to_undirected(as_view=True)
    out = []
    for (a, b), reasons in found.items():
        if b in undirected[a]:
            continue  # related to each other (sisters, a mother and her son): two people
        common = sorted((set(undirected[a]) & set(undirected[b])) - {a, b})
        reason = "; ".join(reasons)
        if common:
            reason += f"; both related to {', '.join(common[:3])}" + (" ..." if len(common) > 3 else "")
        out.append(Candidate(a, b, info[a][0], reason))
    strength = ("shared alias", "one name contained", "same surname")
    return sorted(out, key=lambda c: (next(i for i, s in enumerate(strength) if c.reason.startswith(s)),
                                      "both related" not in c.reason, c.a, c.b))
