"""Stage 7, the graph: triples from many articles merged into one networkx MultiDiGraph.

Nodes are keyed by the entity's canonical label and carry ``type``, ``aliases``,
``mentions`` (evidence sentences naming it) and ``articles``. Edges are keyed by
relation and carry every piece of ``evidence``, a ``support`` count (distinct
articles) and a ``confidence`` that combines the evidence by noisy-or, so a fact
stated in five articles ranks above one stated once. Symmetric relations are stored
once per pair, from the alphabetically first label. ``spouse`` and ``partner`` edges
carry ``current``: false when the same pair has newer dated evidence of a later status
(divorced after married); both edges stay. Short names left out as ambiguous are
listed in the graph attribute ``unresolved``.
"""

from __future__ import annotations

import difflib
import gc
import json
import os
import re
import tempfile
from collections import defaultdict
from collections.abc import Iterable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import networkx as nx

from .. import relations as relations_mod
from ..errors import GraphFormatError, LookupFailed, OutputError
from ..names import name_key, surname
from ..records import Relationship, Triple
from ..schema import SchemaError, check_graph
from .aliases import AliasFile
from .files import file_mode
from .merge import Resolver, status_currency

FORMAT = "kgbuild-graph"
FORMAT_VERSION = 1


def noisy_or(confidences: Iterable[float]) -> float:
    """Combine independent pieces of evidence: 1 - prod(1 - c).

    >>> round(noisy_or([0.5, 0.5]), 2)
    0.75
    """
    p = 1.0
    for c in confidences:
        p *= 1.0 - c
    return 1.0 - p


_LISTED = 10  # candidates an ambiguous name's message shows, one line each (``candidates`` holds all)
_NUMBERED = re.compile(r"\s+\((?:\d+|[a-z]+)\)$")  # "Chris (2)", "Kelce (work)": a label kept apart


def shorter_forms(label: str) -> set[str]:
    """The folded shorter names a person's label may be asked by: its first word, its surname
    and its leading words, and the name a numbered label stands for.

    >>> sorted(shorter_forms("Owen Marsh Jr.")), sorted(shorter_forms("Chris (2)"))
    (['marsh', 'owen', 'owen marsh'], ['chris'])
    """
    bare = _NUMBERED.sub("", label)
    key = name_key(bare)
    words = key.split()
    forms = {" ".join(words[:n]) for n in range(1, len(words))}
    if (last := surname(key)) is not None:
        forms.add(last)
    if bare != label:
        forms.add(key)
    return forms - {name_key(label)}


class GraphStore:
    """The merged graph as data: built from triples, saved and loaded as node-link JSON, and
    looked up by name. :class:`~kgbuild.graph.knowledge_graph.KnowledgeGraph` adds the
    questions (:mod:`~kgbuild.graph.query`) and checks (:mod:`~kgbuild.graph.audit`) as methods.
    """

    def __init__(self, graph: nx.MultiDiGraph | None = None):
        self.graph = graph if graph is not None else nx.MultiDiGraph()
        self.graph.graph.setdefault("format", FORMAT)
        self.graph.graph.setdefault("format_version", FORMAT_VERSION)
        self.graph.graph.setdefault("articles", [])
        self._index: dict[str, set[str]] | None = None
        self._within: dict[str, set[str]] = {}

    # -- building ---------------------------------------------------------------------

    @classmethod
    def from_triples(cls, triples: Iterable[Triple], *, articles: Iterable[str] = (),
                     aliases: dict[str, list[str]] | None = None,
                     never_merge: Iterable[tuple[str, str]] = ()) -> "GraphStore":
        """Merge triples from any number of articles into one graph.

        Parameters
        ----------
        triples
            Triples from any number of articles, in any order; exact repeats count once.
        articles
            Ids of every article read, also those that yielded no triple.
        aliases, never_merge
            A user's forced merges and pairs kept apart (see :func:`kgbuild.graph.aliases.read_aliases`).

        Names are resolved across articles by :class:`kgbuild.graph.merge.Resolver`; a short name
        that fits two entities is left out and listed in ``graph.graph["unresolved"]``.
        The result depends only on the set of triples, so building A then adding B
        (:func:`kgbuild.graph.merge.combine_triples`) equals building A and B at once.
        """
        with _gc_paused():
            return cls._from_triples(list(dict.fromkeys(triples)), articles, aliases, list(never_merge))

    @classmethod
    def _from_triples(cls, triples: list[Triple], articles: Iterable[str], aliases: dict[str, list[str]] | None,
                      never_merge: Iterable[tuple[str, str]]) -> "GraphStore":
        resolver = Resolver(triples, aliases=aliases, never_merge=never_merge)
        all_articles = set(articles)
        nodes: dict[str, str] = {}  # label -> entity id
        node_articles: dict[str, set[str]] = defaultdict(set)
        mentions: dict[str, int] = defaultdict(int)
        edges: dict[tuple[str, str, str], dict[tuple, dict[str, Any]]] = defaultdict(dict)
        symmetric = {name: r.symmetric for name, r in relations_mod.relations().items()}
        for t in triples:
            ev = t.evidence
            all_articles.add(ev.article)
            h_root = resolver.entity(t.head, t.head_type, ev.article)
            t_root = resolver.entity(t.tail, t.tail_type, ev.article)
            if h_root is None or t_root is None or h_root == t_root:
                continue  # an ambiguous short name, or one entity: never its own relative
            h, tl = resolver.label_of(h_root), resolver.label_of(t_root)
            for key, root in ((h, h_root), (tl, t_root)):
                nodes[key] = root
                node_articles[key].add(ev.article)
                mentions[key] += 1
            if symmetric.get(t.relation, False) and tl < h:
                h, tl = tl, h
            seen = edges[(h, tl, t.relation)]
            ident = (ev.article, ev.start, ev.end, ev.rule, ev.sentence)
            old = seen.get(ident)
            if old is None or t.confidence > old["confidence"]:
                seen[ident] = {"article": ev.article, "sentence": ev.sentence, "start": ev.start, "end": ev.end,
                               "rule": ev.rule, "confidence": t.confidence, "date": ev.date, "url": ev.url}
        # nodes and edges go in sorted, so the same triples in any order give the same file
        g = nx.MultiDiGraph()
        for key in sorted(nodes):
            root = nodes[key]
            g.add_node(key, label=key, type=resolver.kind(root), aliases=resolver.aliases_of(root),
                       articles=sorted(node_articles[key]), mentions=mentions[key])
        for h, tl, rel in sorted(edges):
            by_ident = edges[(h, tl, rel)]
            evs = [by_ident[i] for i in sorted(by_ident)]
            best: dict[str, float] = {}
            for ev in evs:  # one vote per article: repeats inside an article are not new evidence
                best[ev["article"]] = max(best.get(ev["article"], 0.0), ev["confidence"])
            g.add_edge(h, tl, key=rel, relation=rel, evidence=evs, support=len(best),
                       confidence=round(noisy_or(best[a] for a in sorted(best)), 4))
        status_currency(g)
        g.graph["articles"] = sorted(all_articles)
        if resolver.unresolved:
            g.graph["unresolved"] = resolver.unresolved
        if aliases or never_merge:  # the user's alias file goes with the graph it shaped
            g.graph["user_aliases"] = AliasFile(dict(aliases or {}), list(never_merge)).to_dict()
        return cls(g)

    # -- persistence ------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """networkx node-link data with kgbuild's format marker and version."""
        data = nx.node_link_data(self.graph, edges="links")
        data["graph"] = dict(self.graph.graph)
        return data

    def save(self, path: str | os.PathLike) -> Path:
        """Write node-link JSON atomically (a temporary file renamed into place).

        One node or link a line: readable and diffable like indented JSON, but written by
        json's C encoder (``indent`` would switch to the pure-Python one, 4x slower).
        """
        return atomic_write_text(path, _node_link_text(self.to_dict()))

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, source: str = "graph file") -> "GraphStore":
        """Inverse of :meth:`to_dict`.

        Raises
        ------
        GraphFormatError
            Not a kgbuild graph, another format version, or a field of the wrong shape (named
            in the message: ``SOURCE is malformed: links[3].confidence: must be ...``).
        """
        meta = data.get("graph") if isinstance(data, dict) else None
        if not isinstance(meta, dict) or meta.get("format") != FORMAT:
            raise GraphFormatError("not a kgbuild graph (no 'kgbuild-graph' format marker)")
        version = meta.get("format_version")
        if version != FORMAT_VERSION:
            raise GraphFormatError(f"unsupported graph format version {version!r} (this kgbuild reads {FORMAT_VERSION})")
        try:
            check_graph(data)
        except SchemaError as exc:
            raise GraphFormatError(f"{source} is malformed: {exc}") from None
        edges_key = "links" if "links" in data else "edges"
        try:
            g = nx.node_link_graph(data, directed=True, multigraph=True, edges=edges_key)
        except (KeyError, TypeError, nx.NetworkXError) as exc:
            raise GraphFormatError(f"{source} is malformed: {exc}") from None
        return cls(g)

    @classmethod
    def load(cls, path: str | os.PathLike) -> "GraphStore":
        """Read a graph written by :meth:`save`.

        Raises
        ------
        GraphFormatError
            If the file is not JSON, truncated, or of another format version.
        """
        p = Path(path)
        try:
            text = p.read_text("utf-8")
        except FileNotFoundError:
            raise GraphFormatError(f"no such graph file: {path}") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise GraphFormatError(f"cannot read graph file {path}: {exc}") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise GraphFormatError(f"graph file {path} is corrupt or truncated (JSON error at line {exc.lineno})") from None
        except RecursionError:
            raise GraphFormatError(f"graph file {path} is malformed: nested too deeply") from None
        return cls.from_dict(data, source=f"graph file {path}")

    # -- lookup -----------------------------------------------------------------------

    def _alias_index(self) -> dict[str, set[str]]:
        """Folded name -> the nodes holding it as label or alias; also fills ``_within``, the
        shorter forms of people's labels (:func:`shorter_forms`) -> the people they are part of."""
        if self._index is None:
            index: dict[str, set[str]] = defaultdict(set)
            within: dict[str, set[str]] = defaultdict(set)
            for node, data in self.graph.nodes(data=True):
                for alias in [node, data.get("label", node), *data.get("aliases", [])]:
                    index[name_key(alias)].add(node)
                if data.get("type") == "PERSON":
                    for form in shorter_forms(data.get("label", node)):
                        within[form].add(node)
            self._index, self._within = index, within
        return self._index

    def _fitting(self, name: str) -> tuple[set[str], set[str]]:
        """(nodes whose label is ``name``, every node ``name`` may mean): those holding it as label
        or alias, and the people whose label it is the first name, surname or leading words of."""
        key = name_key(name)
        held = self._alias_index().get(key, set())
        exact = {n for n in held if name_key(self.graph.nodes[n].get("label", n)) == key}
        return exact, held | self._within.get(key, set())

    def find(self, name: str) -> str:
        """The node a name or alias denotes (case- and accent-insensitive).

        A name is the node whose label it is, when exactly one node's is; else the one node
        holding it as an alias or as part of a person's label: "Owen", which one article used
        for Owen Quist, fits Owen Marsh too, and is ambiguous when both are in the graph.

        Raises
        ------
        LookupFailed
            When no entity or more than one fits; the message lists the candidates, one line of
            context each (:meth:`context`).

        Examples
        --------
        >>> from kgbuild.records import Evidence, Triple
        >>> ev = Evidence("a1", "s.", 0, 2, "r")
        >>> kg = GraphStore.from_triples([Triple("Orvel Quist", "spouse", "Mira Quist", "PERSON", "PERSON", 0.9, ev),
        ...                               Triple("Orvel Brandt", "child", "Tavi Brandt", "PERSON", "PERSON", 0.9, ev)])
        >>> kg.find("orvel brandt"), kg.find("Tavi")
        ('Orvel Brandt', 'Tavi Brandt')
        >>> kg.find("Orvel")
        Traceback (most recent call last):
        ...
        kgbuild.errors.LookupFailed: 'Orvel' is ambiguous: Orvel Brandt, Orvel Quist
          Orvel Brandt: parent of Tavi Brandt
          Orvel Quist: spouse of Mira Quist
        """
        if name in self.graph:
            return name
        exact, hits = self._fitting(name)
        if len(exact) == 1:
            return next(iter(exact))
        if len(hits) == 1:
            return next(iter(hits))
        if hits:
            shown, more = sorted(hits)[:_LISTED], len(hits) - _LISTED
            lines = "".join(f"\n  {n}: {self.context(n)}" for n in shown)
            lines += f"\n  ... and {more} more" if more > 0 else ""
            more_names = f" and {more} more" if more > 0 else ""
            raise LookupFailed(f"{name!r} is ambiguous: {', '.join(shown)}{more_names}{lines}", sorted(hits))
        # closest first: get_close_matches ranks by similarity; an entity counts once, by its best alias
        close = difflib.get_close_matches(name_key(name), list(self._alias_index()), n=8, cutoff=0.6)
        names = list(dict.fromkeys(n for c in close for n in sorted(self._alias_index()[c])))[:5]
        hint = f"; did you mean: {', '.join(names)}" if names else ""
        raise LookupFailed(f"no entity named {name!r}{hint}", names)

    def namesakes(self, name: str) -> list[str]:
        """Other nodes ``name`` may also mean, besides the one :meth:`find` gives it (which
        must exist): "Owen Marsh" is Owen Marsh, and may also mean Owen Marsh Jr."""
        return sorted(self._fitting(name)[1] - {self.find(name)})

    def context(self, node: str) -> str:
        """One line telling a node from its namesakes: its spouse or partner, its best-supported
        show, else its best-supported relation ("spouse of Mira Quist; in The Quists").

        >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
        >>> from kgbuild.records import Evidence, Triple
        >>> ev = Evidence("a1", "s.", 0, 2, "r")
        >>> kg = KnowledgeGraph.from_triples([Triple("Orvel Quist", "spouse", "Mira Quist", "PERSON", "PERSON", 0.9, ev)])
        >>> kg.context("Orvel Quist")
        'spouse of Mira Quist'
        """
        g = self.graph
        edges = [(d.get("support", 1), rel, other, out) for _, other, rel, d in g.out_edges(node, keys=True, data=True)
                 for out in [True]]
        edges += [(d.get("support", 1), rel, other, False) for other, _, rel, d in g.in_edges(node, keys=True, data=True)]
        edges.sort(key=lambda e: (-e[0], e[1], e[2]))
        parts = [f"{relations_mod.get(rel).phrase} {other}" for _, rel, other, _ in edges if rel in {"spouse", "partner"}][:1]
        parts += [f"in {other}" for _, rel, other, out in edges if rel == "appears_in" and out][:1]
        if not parts and edges:
            _, rel, other, out = edges[0]
            declared = relations_mod.get(rel)
            parts = [f"{declared.phrase if out else declared.inverse_phrase} {other}"]
        return "; ".join(parts) or "no relations"

    def relations(self, name: str, relation: str | None = None, min_confidence: float = 0.0) -> list[Relationship]:
        """Every relation of the entity ``name``, outgoing and incoming, with evidence.

        Parameters
        ----------
        name : str
            A name or alias (see :meth:`find`).
        relation : str, optional
            Keep only this relation as seen from the entity (``child``, ``parent``,
            ``spouse``, ``sued``, ``sued_by``, ``appears_in``, ``cast``, ...).
        min_confidence : float
            Keep only relations at least this confident.

        Returns
        -------
        list of Relationship
            Sorted by relation, then most confident first.

        Raises
        ------
        LookupFailed
            When the name is unknown or ambiguous, or the relation is not one kgbuild knows.

        Examples
        --------
        >>> from kgbuild.records import Evidence, Triple
        >>> ev = Evidence("a1", "Alec's daughter Ireland.", 0, 24, "poss.child")
        >>> kg = GraphStore.from_triples([Triple("Alec Baldwin", "child", "Ireland Baldwin",
        ...                                          "PERSON", "PERSON", 0.9, ev)])
        >>> [(r.relation, r.phrase, r.target) for r in kg.relations("Ireland Baldwin")]
        [('parent', 'child of', 'Alec Baldwin')]
        """
        node = self.find(name)
        check_relation(self, relation)
        out: list[Relationship] = []
        decl = relations_mod.relations()
        for _, tgt, rel, data in self.graph.out_edges(node, keys=True, data=True):
            out.append(Relationship(node, rel, tgt, data["confidence"], data["support"], tuple(data["evidence"]),
                                    data.get("current", True)))
        for src, _, rel, data in self.graph.in_edges(node, keys=True, data=True):
            seen_as = decl[rel].inverse if rel in decl else rel
            out.append(Relationship(node, seen_as, src, data["confidence"], data["support"], tuple(data["evidence"]),
                                    data.get("current", True)))
        out = [r for r in out if r.confidence >= min_confidence and (relation is None or r.relation == relation)]
        return sorted(out, key=lambda r: (r.relation, -r.confidence, r.target))

    def summary(self) -> dict[str, int]:
        """Counts for one-line reports: articles, entities, people, relations."""
        people = sum(1 for _, d in self.graph.nodes(data=True) if d.get("type") == "PERSON")
        return {
            "articles": len(self.graph.graph.get("articles", [])),
            "entities": self.graph.number_of_nodes(),
            "people": people,
            "relations": self.graph.number_of_edges(),
        }


def known_relations(kg: "GraphStore") -> list[str]:
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


def check_relation(kg: "GraphStore", relation: str | None) -> None:
    """Raise :class:`LookupFailed` naming the known relations when ``relation`` is not one."""
    if relation is None or relation in _declared_names():
        return
    known = known_relations(kg)
    if relation not in known:
        close = difflib.get_close_matches(relation, known, n=3)
        hint = f"did you mean: {', '.join(close)}" if close else f"known: {', '.join(known)}"
        raise LookupFailed(f"unknown relation {relation!r}; {hint}", close)


@contextmanager
def _gc_paused():
    """Pause the cyclic garbage collector while building: merging allocates millions of small
    acyclic objects, and collections triggered by them would double the time."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _node_link_text(data: dict[str, Any]) -> str:
    """``data`` as JSON with each item of its top-level lists on a line of its own."""
    def dumps(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)  # NaN is not JSON

    parts = []
    for key, value in data.items():
        if isinstance(value, list) and value:
            items = ",\n  ".join(dumps(v) for v in value)
            parts.append(f"{dumps(key)}: [\n  {items}\n ]")
        else:
            parts.append(f"{dumps(key)}: {dumps(value)}")
    return "{\n " + ",\n ".join(parts) + "\n}\n"


def atomic_write_text(path: str | os.PathLike, text: str) -> Path:
    """Write ``text`` to ``path`` via a temporary file in the same directory, then rename.

    An interrupted or failed write (a full disk) leaves the previous file intact and no partial
    file behind.

    Raises
    ------
    OutputError
        Naming the directory or the file that could not be written (the OSError is its cause).
    """
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise OutputError(f"cannot write to {target.parent}: {exc.strerror or exc}") from None
    try:
        os.fchmod(fd, file_mode())  # mkstemp's file is 0600; the result gets what open() would give
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise OutputError(f"cannot write to {target}: {exc.strerror or exc}") from exc
        raise
    return target
