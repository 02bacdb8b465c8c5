"""Stage 9, export: the graph in formats other tools read.

=========  ==================================================================================
format     what is written
=========  ==================================================================================
json       networkx node-link JSON, kgbuild's own format (``KnowledgeGraph.save``); exact
graphml    GraphML for networkx, Gephi, yEd, Cytoscape
gexf       GEXF 1.2 for Gephi
csv        ``NAME.nodes.csv`` and ``NAME.edges.csv``: spreadsheets and ``neo4j-admin import``
cypher     a Cypher script of ``MERGE`` statements (``cypher-shell -f FILE``)
jsonld     JSON-LD with schema.org terms (``spouse``, ``children``, ``parent``, ``sibling``)
           and a small kgbuild vocabulary for the rest, plus one statement per edge with its
           evidence
=========  ==================================================================================

Every format carries each relation's status (:mod:`kgbuild.graph.status`): ``current`` for
couples, the dates of its first and last evidence (``first_seen``, ``last_seen``), when a couple
``ended`` and whether a divorce was only filed (``divorce_filed``, ``divorce_filed_on``), so a
couple married then divorced is two edges that say which holds. In GraphML and GEXF these are
edge attributes listed in the edge's ``derived`` attribute (:func:`read_graphml` drops them again:
the graph recomputes them); CSV has columns for them, Cypher properties, JSON-LD statement terms.

GraphML and GEXF hold only scalar attributes, so lists and dicts (``aliases``,
``articles``, ``evidence``) are written as JSON strings; :func:`read_graphml` and
:func:`read_gexf` decode them back into a :class:`~kgbuild.graph.knowledge_graph.KnowledgeGraph`.
XML cannot hold most control characters at all; they become U+FFFD in names and
labels (inside the JSON-string attributes they are escaped and survive).

Every file is rendered completely in memory first and then written atomically (a
temporary file renamed into place), so a failed export leaves no empty or partial file.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import networkx as nx

from .. import relations as relations_mod
from ..errors import GraphFormatError, OutputError
from ..graph.knowledge_graph import KnowledgeGraph
from ..graph.status import STATUS_FIELDS, edge_status
from ..graph.store import atomic_write_text

__all__ = [
    "FORMATS",
    "JSONLD_VOCAB",
    "csv_paths",
    "csv_text",
    "export",
    "read_gexf",
    "read_graphml",
    "to_csv",
    "to_cypher",
    "to_gexf",
    "to_graphml",
    "to_jsonld",
]

FORMATS = ("json", "graphml", "gexf", "csv", "cypher", "jsonld")

#: Namespace of kgbuild's own terms in JSON-LD (its definitions travel in each export).
JSONLD_VOCAB = "urn:kgbuild:vocab#"
#: Prefix of entity identifiers in JSON-LD: ``urn:kgbuild:entity:`` + the percent-encoded label.
JSONLD_ENTITY = "urn:kgbuild:entity:"

# schema.org terms for the relations that have one, with the inverse property for the tail
# (None: schema.org has no term that way round, kgbuild's own is used): a work's cast are its actors.
_SCHEMA_TERMS = {
    "spouse": ("spouse", "spouse"),
    "child": ("children", "parent"),
    "sibling": ("sibling", "sibling"),
    "appears_in": (None, "actor"),
}
# a group of people named together ("the Rust prosecutors") is an organisation to schema.org
_SCHEMA_TYPES = {"PERSON": "schema:Person", "WORK": "schema:CreativeWork", "ORG": "schema:Organization",
                 "GROUP": "schema:Organization"}
# Attributes kgbuild writes as lists (JSON strings in XML), for files that cannot say so (GEXF).
_JSON_ATTRIBUTES = ("node:aliases", "node:articles", "edge:evidence", "graph:articles")
# Characters XML 1.0 cannot hold, even escaped.
_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
# A spreadsheet treats a cell starting with one of these as a formula.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


# -- GraphML and GEXF -------------------------------------------------------------------------


def _xml_safe(value: str) -> str:
    return _XML_ILLEGAL.sub("\ufffd", value)


def _scalar(value: Any) -> Any:
    """An attribute value GraphML/GEXF can hold: str, int, float or bool; others as JSON text."""
    if isinstance(value, bool | int | float):
        return value
    if isinstance(value, str):
        return _xml_safe(value)
    return json.dumps(value, ensure_ascii=True)  # escapes control characters, so XML-safe


def _flat_graph(kg: KnowledgeGraph, *, gexf: bool = False) -> nx.MultiDiGraph:
    """A copy of ``kg.graph`` with XML-safe ids and scalar attributes only.

    Attributes that were lists or dicts are listed in the graph attribute ``json_attributes``
    (``node:aliases``, ``edge:evidence``, ...) so a reader knows which strings to decode.
    """
    g = kg.graph
    out = nx.MultiDiGraph()
    encoded: set[str] = set()

    def flatten(kind: str, data: dict[str, Any]) -> dict[str, Any]:
        flat = {}
        for k, v in data.items():
            if v is None:
                continue  # neither format has a null
            if not isinstance(v, bool | int | float | str):
                encoded.add(f"{kind}:{k}")
            flat[_xml_safe(str(k))] = _scalar(v)
        return flat

    ids = {n: _xml_safe(str(n)) for n in g}
    for n, data in g.nodes(data=True):
        out.add_node(ids[n], **flatten("node", data))
    for u, v, key, data in g.edges(keys=True, data=True):
        attrs = flatten("edge", data)
        added = {k: x for k, x in edge_status(g, u, v, key).items() if x is not None and k not in data}
        if added:  # status for readers of the file; dropped again when read back
            attrs.update(added)
            attrs["derived"] = ",".join(added)
        if gexf:
            attrs.setdefault("label", attrs.get("relation", str(key)))  # shown on the edge in Gephi
        out.add_edge(ids[u], ids[v], key=_xml_safe(str(key)), **attrs)
    out.graph.update(flatten("graph", dict(g.graph)))
    out.graph["json_attributes"] = json.dumps(sorted(encoded))
    return out


def to_graphml(kg: KnowledgeGraph) -> str:
    """The graph as GraphML text; load it back with :func:`read_graphml` or ``nx.read_graphml``.

    Examples
    --------
    >>> import io, networkx as nx
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", 'She said "<hi>".', 0, 16, "r")
    >>> kg = KnowledgeGraph.from_triples([Triple("A & B", "spouse", "C", "PERSON", "PERSON", 0.9, ev)])
    >>> g = nx.read_graphml(io.StringIO(to_graphml(kg)), force_multigraph=True)
    >>> json.loads(g.edges["A & B", "C", "spouse"]["evidence"])[0]["sentence"]
    'She said "<hi>".'
    """
    return "\n".join(nx.generate_graphml(_flat_graph(kg), named_key_ids=True)) + "\n"


def to_gexf(kg: KnowledgeGraph) -> str:
    """The graph as GEXF 1.2 text for Gephi (node labels are the entity names, edge labels the relations)."""
    return "\n".join(nx.generate_gexf(_flat_graph(kg, gexf=True))) + "\n"


def _unflatten(g: nx.MultiDiGraph, *, gexf: bool = False) -> KnowledgeGraph:
    try:
        encoded = set(json.loads(g.graph.pop("json_attributes")))
    except (KeyError, TypeError, json.JSONDecodeError):
        encoded = set(_JSON_ATTRIBUTES)

    def decode(kind: str, data: dict[str, Any]) -> None:
        for k in list(data):
            if f"{kind}:{k}" in encoded and isinstance(data[k], str):
                try:
                    data[k] = json.loads(data[k])
                except json.JSONDecodeError:
                    raise GraphFormatError(f"{kind} attribute {k!r} is not the JSON it is declared to be") from None

    out = nx.MultiDiGraph()
    for n, data in g.nodes(data=True):
        data = dict(data)
        decode("node", data)
        out.add_node(n, **data)
    for u, v, key, data in g.edges(keys=True, data=True):
        data = dict(data)
        if gexf:
            data.pop("id", None)
            key = data.pop("networkx_key", key)
            if data.get("label") == data.get("relation"):
                data.pop("label", None)
        for name in str(data.pop("derived", "")).split(","):
            data.pop(name, None)
        decode("edge", data)
        out.add_edge(u, v, key=key, **data)
    meta = {k: v for k, v in g.graph.items() if k not in ("node_default", "edge_default", "mode", "name")}
    decode("graph", meta)
    out.graph.update(meta)
    return KnowledgeGraph(out)


def read_graphml(path: str | os.PathLike) -> KnowledgeGraph:
    """Read a GraphML file written by :func:`export` back into a :class:`KnowledgeGraph`."""
    try:
        g = nx.read_graphml(path, node_type=str, edge_key_type=str, force_multigraph=True)
    except Exception as exc:  # ElementTree, networkx and OS errors alike
        raise GraphFormatError(f"cannot read GraphML {path}: {exc}") from None
    return _unflatten(g)


def read_gexf(path: str | os.PathLike) -> KnowledgeGraph:
    """Read a GEXF file written by :func:`export` back into a :class:`KnowledgeGraph`.

    GEXF has no place for graph-level attributes, so ``kg.graph.graph`` comes back empty.
    """
    try:
        g = nx.read_gexf(path, node_type=str)
    except Exception as exc:
        raise GraphFormatError(f"cannot read GEXF {path}: {exc}") from None
    g = g if g.is_multigraph() else nx.MultiDiGraph(g)
    return _unflatten(g, gexf=True)


# -- CSV (spreadsheets and neo4j-admin import) ----------------------------------------------------


def _cell(value: Any) -> str:
    """A CSV cell a spreadsheet shows as text: a leading = + - @ (a formula), also after
    leading spaces, gets a quote mark; a NUL (which spreadsheets and neo4j-admin cut cells at)
    becomes U+FFFD.

    >>> _cell("=HYPERLINK(1)"), _cell(" =1+1"), _cell("Kim"), _cell(0.9), _cell("a\\x00b")
    ("'=HYPERLINK(1)", "' =1+1", 'Kim', '0.9', 'a\ufffdb')
    """
    if value is None:
        return ""
    if isinstance(value, bool | int | float):
        return str(value)
    text = str(value).replace("\x00", "\ufffd")
    return "'" + text if text.startswith(_FORMULA_START) or text.lstrip().startswith(_FORMULA_START) else text


def csv_text(header: list[str] | tuple[str, ...], rows) -> str:
    """A header and rows as CSV text, each cell guarded as in :func:`to_csv`.

    >>> print(csv_text(("name", "n"), [("=1+1", 2), ("Kim, K", 0.5)]), end="")
    name,n
    '=1+1,2
    "Kim, K",0.5
    """
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow([_cell(h) for h in header])
    w.writerows([_cell(c) for c in row] for row in rows)
    return out.getvalue()


def _array(values: list[Any]) -> str:
    # neo4j-admin splits array cells on ';' (its default --array-delimiter)
    return _cell(";".join(str(v).replace(";", ",") for v in values))


def _neo4j_label(kind: str | None) -> str:
    return (kind or "Entity").title().replace("_", "")


def to_csv(kg: KnowledgeGraph) -> tuple[str, str]:
    """The graph as two CSV texts, ``(nodes, edges)``, with neo4j-admin import headers.

    Nodes: ``id:ID,name,:LABEL,type,aliases:string[],articles:string[],mentions:int``.
    Edges: ``:START_ID,:END_ID,:TYPE,relation,confidence:float,support:int,articles:string[],
    sentence,evidence``, then the status (:data:`~kgbuild.graph.status.STATUS_FIELDS`:
    ``current:boolean``, ``first_seen``, ``last_seen``, ``ended``, ``divorce_filed:boolean``,
    ``divorce_filed_on``, ``since``, ``until``; empty when unknown or not a couple's);
    ``sentence`` is the first evidence sentence and ``evidence`` all of it as JSON. Array cells are joined with ``;`` (neo4j-admin's default delimiter). Text
    cells that start with ``= + - @`` get a leading ``'`` so no spreadsheet runs them (in
    both files alike, so ids still join). Import with ``neo4j-admin database import full
    --nodes=kg.nodes.csv --relationships=kg.edges.csv --multiline-fields=true``.

    Examples
    --------
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([Triple("=1+1", "spouse", "Kim", "PERSON", "PERSON", 0.9, ev)])
    >>> nodes, edges = to_csv(kg)
    >>> print(nodes.splitlines()[1])
    '=1+1,'=1+1,Person,PERSON,'=1+1,a1,1
    >>> print(edges.splitlines()[0])
    :START_ID,:END_ID,:TYPE,relation,confidence:float,support:int,articles:string[],sentence,evidence,current:boolean,first_seen,last_seen,ended,divorce_filed:boolean,divorce_filed_on,since,until
    """
    g = kg.graph
    nodes, edges = io.StringIO(), io.StringIO()
    w = csv.writer(nodes, lineterminator="\n")
    w.writerow(["id:ID", "name", ":LABEL", "type", "aliases:string[]", "articles:string[]", "mentions:int"])
    for n, d in g.nodes(data=True):
        w.writerow([_cell(n), _cell(d.get("label", n)), _neo4j_label(d.get("type")), _cell(d.get("type")),
                    _array(d.get("aliases", [])), _array(d.get("articles", [])), d.get("mentions", 0)])
    w = csv.writer(edges, lineterminator="\n")
    w.writerow([":START_ID", ":END_ID", ":TYPE", "relation", "confidence:float", "support:int",
                "articles:string[]", "sentence", "evidence", *_CSV_STATUS])
    for u, v, key, d in g.edges(keys=True, data=True):
        ev = d.get("evidence", [])
        articles = list(dict.fromkeys(e.get("article") for e in ev))
        w.writerow([_cell(u), _cell(v), _cell(str(key).upper()), _cell(d.get("relation", key)),
                    d.get("confidence", 0.0), d.get("support", 0), _array(articles),
                    _cell(ev[0].get("sentence") if ev else ""), _cell(json.dumps(ev, ensure_ascii=False)),
                    *(_status_cell(x) for x in edge_status(g, u, v, key).values())])
    return nodes.getvalue(), edges.getvalue()


_CSV_STATUS = [f"{f}:boolean" if f in ("current", "divorce_filed") else f for f in STATUS_FIELDS]


def _status_cell(value: Any) -> str:
    """neo4j-admin's booleans are ``true``/``false``; an unknown value is an empty cell."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return _cell(value)


def csv_paths(path: str | os.PathLike) -> tuple[Path, Path]:
    """Where ``-o PATH`` puts the CSV pair: ``out.csv`` -> ``out.nodes.csv``, ``out.edges.csv``.

    >>> [p.name for p in csv_paths("out/kg.csv")]
    ['kg.nodes.csv', 'kg.edges.csv']
    """
    p = Path(path)
    stem = p.name[:-4] if p.name.lower().endswith(".csv") else p.name
    return p.with_name(f"{stem}.nodes.csv"), p.with_name(f"{stem}.edges.csv")


# -- Cypher ---------------------------------------------------------------------------------------


def cypher_string(text: str) -> str:
    r"""A Cypher string literal that holds ``text`` exactly, whatever it contains.

    >>> print(cypher_string("O'Brien \\ \"x\"\n"))
    'O\'Brien \\ "x"\n'
    """
    out = []
    for ch in str(text):
        if ch == "\\":
            out.append("\\\\")
        elif ch == "'":
            out.append("\\'")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or 0x7F <= ord(ch) < 0xA0 or 0x2028 <= ord(ch) <= 0x2029 or 0xD800 <= ord(ch) <= 0xDFFF:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "'" + "".join(out) + "'"


def cypher_name(name: str) -> str:
    """A Cypher label or relationship type, backtick-quoted (backticks doubled) when needed.

    >>> cypher_name("SPOUSE"), cypher_name("x`) DETACH DELETE n //")
    ('SPOUSE', '`x``) DETACH DELETE n //`')
    """
    name = str(name)
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        return name
    return "`" + name.replace("`", "``").replace("\n", " ").replace("\r", " ") + "`"


def _cypher_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return "[" + ", ".join(cypher_string(v) for v in value) + "]"
    if isinstance(value, str):
        return cypher_string(value)
    return cypher_string(json.dumps(value, ensure_ascii=False))


def to_cypher(kg: KnowledgeGraph) -> str:
    """A Cypher script that MERGEs every entity and relation (run with ``cypher-shell -f``).

    Entities are ``:Entity`` nodes keyed by ``id`` (the canonical name) with a label from
    their type (``:Person``, ``:Work``, ...); relations are typed by the upper-cased
    relation (``SPOUSE``, ``CHILD``, ``SUED``, ...). Every name is a properly escaped
    string literal, so quotes, backslashes and newlines cannot end a statement early.
    Evidence is stored as a JSON string (Neo4j properties cannot hold maps).

    Examples
    --------
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([Triple("Conan O'Brien", "sibling", "Kim", "PERSON", "PERSON", 0.9, ev)])
    >>> print([line for line in to_cypher(kg).splitlines() if line.startswith("MERGE (n")][0])
    MERGE (n:Entity {id: 'Conan O\\'Brien'}) SET n:Person, n.name = 'Conan O\\'Brien', n.type = 'PERSON', n.aliases = ['Conan O\\'Brien'], n.articles = ['a1'], n.mentions = 1;
    """
    g = kg.graph
    lines = [
        f"// kgbuild export: {g.number_of_nodes()} entities, {g.number_of_edges()} relations.",
        "// Run with: cypher-shell -f FILE",
        "CREATE CONSTRAINT kgbuild_entity_id IF NOT EXISTS FOR (n:Entity) REQUIRE n.id IS UNIQUE;",
    ]
    for n, d in g.nodes(data=True):
        props = [f"n:{cypher_name(_neo4j_label(d.get('type')))}", f"n.name = {cypher_string(d.get('label', n))}"]
        for key in ("type", "aliases", "articles", "mentions"):
            if d.get(key) is not None:
                props.append(f"n.{key} = {_cypher_value(d[key])}")
        lines.append(f"MERGE (n:Entity {{id: {cypher_string(n)}}}) SET {', '.join(props)};")
    for u, v, key, d in g.edges(keys=True, data=True):
        ev = d.get("evidence", [])
        props = [f"r.confidence = {_cypher_value(d.get('confidence', 0.0))}",
                 f"r.support = {_cypher_value(d.get('support', 0))}",
                 f"r.sentences = {_cypher_value([e.get('sentence', '') for e in ev])}",
                 f"r.evidence = {cypher_string(json.dumps(ev, ensure_ascii=False))}"]
        props += [f"r.{k} = {_cypher_value(x)}" for k, x in edge_status(g, u, v, key).items() if x is not None]
        lines.append(f"MATCH (a:Entity {{id: {cypher_string(u)}}}), (b:Entity {{id: {cypher_string(v)}}}) "
                     f"MERGE (a)-[r:{cypher_name(str(key).upper())}]->(b) SET {', '.join(props)};")
    return "\n".join(lines) + "\n"


# -- JSON-LD --------------------------------------------------------------------------------------


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(w.title() for w in rest)


def _entity_iri(name: str) -> str:
    return JSONLD_ENTITY + quote(str(name), safe="")


# status fields as JSON-LD terms: schema.org's where it has one, else kgbuild's (defined in the document)
_JSONLD_STATUS = {"current": "current", "first_seen": "firstSeen", "last_seen": "lastSeen", "ended": "endDate",
                  "divorce_filed": "divorceFiled", "divorce_filed_on": "divorceFiledOn", "since": "startYear",
                  "until": "endYear"}
_STATUS_TERMS = {
    "current": ("current", "whether a couple's relation holds by the newest dated evidence"),
    "first_seen": ("firstSeen", "the date of the oldest dated article stating the relation"),
    "last_seen": ("lastSeen", "the date of the newest dated article stating the relation"),
    "divorce_filed": ("divorceFiled", "a divorce was filed but is not final: the couple is still married"),
    "divorce_filed_on": ("divorceFiledOn", "the date of the first article saying the divorce was filed"),
    "since": ("startYear", "the year the relation began, where an article says"),
    "until": ("endYear", "the year the relation ended, where an article says"),
}


def to_jsonld(kg: KnowledgeGraph) -> dict[str, Any]:
    """The graph as a JSON-LD document (a dict; ``json.dumps`` it).

    Each entity is a node (``schema:Person``, ``schema:CreativeWork``,
    ``schema:Organization`` for organisations and groups, else ``kg:Group``) with ``name``,
    ``alternateName`` and one property per relation: schema.org's ``spouse``,
    ``children``/``parent``, ``sibling`` and ``actor`` (a work's cast) where they fit, kgbuild
    terms (``kg:formerSpouse``, ``kg:partner``, ``kg:sued``/``kg:suedBy``, ``kg:appearsIn``, ...)
    for the rest, both ways round. Each edge is also an ``rdf:Statement`` carrying its confidence, support and
    evidence sentences. The kgbuild terms are defined (``rdfs:comment``) in the document.

    Examples
    --------
    >>> from kgbuild.records import Evidence, Triple
    >>> ev = Evidence("a1", "s.", 0, 2, "r")
    >>> kg = KnowledgeGraph.from_triples([Triple("Alec Baldwin", "child", "Ireland Baldwin", "PERSON", "PERSON", 0.9, ev)])
    >>> doc = to_jsonld(kg)
    >>> alec = next(n for n in doc["@graph"] if n.get("name") == "Alec Baldwin")
    >>> alec["@type"], alec["children"]
    ('schema:Person', ['urn:kgbuild:entity:Ireland%20Baldwin'])
    """
    g = kg.graph
    decl = relations_mod.relations()
    context: dict[str, Any] = {
        "schema": "https://schema.org/",
        "kg": JSONLD_VOCAB,
        "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
        "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
        "xsd": "http://www.w3.org/2001/XMLSchema#",
        "name": "schema:name",
        "alternateName": "schema:alternateName",
        "subject": {"@id": "rdf:subject", "@type": "@id"},
        "predicate": {"@id": "rdf:predicate", "@type": "@vocab"},
        "object": {"@id": "rdf:object", "@type": "@id"},
        "confidence": {"@id": "kg:confidence", "@type": "xsd:double"},
        "support": {"@id": "kg:support", "@type": "xsd:integer"},
        "evidence": {"@id": "kg:evidence", "@container": "@list"},
        "sentence": "kg:sentence",
        "article": "kg:article",
        "rule": "kg:rule",
        "url": {"@id": "schema:url", "@type": "@id"},
        "datePublished": "schema:datePublished",
        "comment": "rdfs:comment",
        "current": {"@id": "kg:current", "@type": "xsd:boolean"},
        "firstSeen": {"@id": "kg:firstSeen", "@type": "xsd:date"},
        "lastSeen": {"@id": "kg:lastSeen", "@type": "xsd:date"},
        "endDate": {"@id": "schema:endDate", "@type": "xsd:date"},
        "divorceFiled": {"@id": "kg:divorceFiled", "@type": "xsd:boolean"},
        "divorceFiledOn": {"@id": "kg:divorceFiledOn", "@type": "xsd:date"},
        "startYear": "kg:startYear",
        "endYear": "kg:endYear",
    }
    terms: dict[str, str] = {}  # relation name (or inverse name) -> JSON-LD term
    vocab: list[dict[str, Any]] = [{"@id": f"kg:{term}", "@type": "rdf:Property", "comment": comment}
                                   for term, comment in _STATUS_TERMS.values()]

    def term_for(rel: str, inverse: bool) -> str:
        name = (decl[rel].inverse if rel in decl else f"{rel}_by") if inverse else rel
        if name in terms:
            return terms[name]
        schema_term = _SCHEMA_TERMS.get(rel, (None, None))[1 if inverse else 0]
        if schema_term:
            term = schema_term
            context[term] = {"@id": f"schema:{term}", "@type": "@id"}
        else:
            term = _camel(re.sub(r"\W", "_", name))
            context[term] = {"@id": f"kg:{term}", "@type": "@id"}
            comment = decl[rel].description if rel in decl else rel
            vocab.append({"@id": f"kg:{term}", "@type": "rdf:Property",
                          "comment": comment if not inverse else f"inverse of kg:{_camel(rel)}: {comment}"})
        terms[name] = term
        return term

    entities: dict[str, dict[str, Any]] = {}
    for n, d in g.nodes(data=True):
        node: dict[str, Any] = {"@id": _entity_iri(n), "@type": _SCHEMA_TYPES.get(d.get("type"), "kg:Group"),
                                "name": d.get("label", n)}
        aliases = [a for a in d.get("aliases", []) if a != d.get("label", n)]
        if aliases:
            node["alternateName"] = aliases
        entities[n] = node
    statements = []
    for u, v, key, d in g.edges(keys=True, data=True):
        symmetric = decl[key].symmetric if key in decl else False
        forward = term_for(key, inverse=False)
        backward = forward if symmetric else term_for(key, inverse=True)
        entities[u].setdefault(forward, []).append(_entity_iri(v))
        entities[v].setdefault(backward, []).append(_entity_iri(u))
        evidence = []
        for e in d.get("evidence", []):
            item = {"sentence": e.get("sentence"), "article": e.get("article"), "rule": e.get("rule"),
                    "confidence": e.get("confidence"), "url": e.get("url"), "datePublished": e.get("date")}
            evidence.append({k: v for k, v in item.items() if v is not None})
        statement = {"@type": "rdf:Statement", "subject": _entity_iri(u), "predicate": forward,
                     "object": _entity_iri(v), "confidence": d.get("confidence", 0.0),
                     "support": d.get("support", 0), "evidence": evidence}
        for field, value in edge_status(g, u, v, key).items():
            if value is not None:
                statement[_JSONLD_STATUS[field]] = value
        statements.append(statement)
    return {"@context": context, "@graph": [*vocab, *entities.values(), *statements]}


# -- one entry point ------------------------------------------------------------------------------


def export(kg: KnowledgeGraph, path: str | os.PathLike, fmt: str) -> list[Path]:
    """Write ``kg`` to ``path`` in format ``fmt`` (one of :data:`FORMATS`); returns the files written.

    For ``csv``, ``path`` names the pair (see :func:`csv_paths`). Everything is rendered
    before anything is written, and each file is written atomically.

    Raises
    ------
    ValueError
        For an unknown format.
    OutputError
        When the destination cannot be written.
    """
    if fmt not in FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; known: {', '.join(FORMATS)}")
    if fmt == "csv":
        files = dict(zip(csv_paths(path), to_csv(kg)))
    elif fmt == "json":
        files = {Path(path): json.dumps(kg.to_dict(), ensure_ascii=False, indent=1)}
    elif fmt == "graphml":
        files = {Path(path): to_graphml(kg)}
    elif fmt == "gexf":
        files = {Path(path): to_gexf(kg)}
    elif fmt == "cypher":
        files = {Path(path): to_cypher(kg)}
    else:
        files = {Path(path): json.dumps(to_jsonld(kg), ensure_ascii=False, indent=1) + "\n"}
    for target in files:
        if target.is_dir():
            raise OutputError(f"cannot write {target}: it is a directory")
    written = []
    try:
        for target, text in files.items():
            written.append(atomic_write_text(target, text))
    except OSError as exc:
        raise OutputError(f"cannot write {exc.filename or path}: {exc.strerror or exc}") from None
    return written
