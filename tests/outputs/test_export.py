"""Exports: every format loads back (or round-trips), and hostile names cannot break out."""

import csv
import json
import re
from urllib.parse import unquote

import networkx as nx
import pytest

from kgbuild.outputs import export as ex
from kgbuild.errors import OutputError
from kgbuild.graph.knowledge_graph import KnowledgeGraph

from ..conftest import run

HOSTILE = [
    "Conan O'Brien",
    'Dwayne "The Rock" Johnson',
    "back\\slash \\' name",
    "<script>alert(1)</script>",
    "=HYPERLINK(\"http://x\",\"y\")",
    "+1 Cell",
    "-Minus",
    "@handle",
    "two\nlines",
    "semi;colon, comma",
    "tick` }) DETACH DELETE n //",
    "Khloé Kardashian",
    "ctrl\x0bchar",
]


def edge(rel, sentence, article="a1", conf=0.9):
    ev = [{"article": article, "sentence": sentence, "start": 0, "end": len(sentence), "rule": "r.test",
           "confidence": conf, "date": "2024-01-02", "url": None}]
    return {"relation": rel, "evidence": ev, "support": 1, "confidence": conf}


def make_graph():
    """Built by hand (not through the merge) so the hostile names reach the exporters untouched."""
    g = nx.MultiDiGraph(format="kgbuild-graph", format_version=1, articles=["a1", "a2"])
    for name in [*HOSTILE, "Alec Baldwin", "Hilaria Baldwin", "Ireland Baldwin", "30 Rock"]:
        g.add_node(name, label=name, type="WORK" if name == "30 Rock" else "PERSON",
                   aliases=[name, name.split()[0]], mentions=2, articles=["a1"])
    g.add_edge("Alec Baldwin", "Hilaria Baldwin", key="spouse", **edge("spouse", "Alec and his wife Hilaria."))
    g.add_edge("Alec Baldwin", "Ireland Baldwin", key="child", **edge("child", "His daughter, Ireland."))
    g.add_edge("Alec Baldwin", "Ireland Baldwin", key="sued", **edge("sued", "A second edge, same pair.", conf=0.6))
    g.add_edge("Alec Baldwin", "30 Rock", key="appears_in", **edge("appears_in", "He starred in 30 Rock."))
    for a, b in zip(HOSTILE, HOSTILE[1:]):
        g.add_edge(a, b, key="sibling", **edge("sibling", f'{a} said "{b}" =1+1\n<b>bold</b>'))
    return KnowledgeGraph(g)


@pytest.fixture
def kg():
    return make_graph()


def assert_same_graph(a: nx.MultiDiGraph, b: nx.MultiDiGraph, *, graph_attrs=True):
    assert set(a.nodes) == set(b.nodes)
    assert sorted(a.edges(keys=True)) == sorted(b.edges(keys=True))
    for n in a:
        assert dict(a.nodes[n]) == dict(b.nodes[n]), n
    for u, v, k in a.edges(keys=True):
        assert dict(a.edges[u, v, k]) == dict(b.edges[u, v, k]), (u, v, k)
    if graph_attrs:
        assert dict(a.graph) == dict(b.graph)


def without_control_chars(kg):
    """XML cannot hold U+000B; the XML exports write U+FFFD for it in names."""
    mapping = {n: n.replace("\x0b", "\ufffd") for n in kg.graph}
    g = nx.relabel_nodes(kg.graph, mapping, copy=True)
    for n, d in g.nodes(data=True):
        d["label"] = d["label"].replace("\x0b", "\ufffd")
    return g


# -- node-link JSON ---------------------------------------------------------------------------


def test_node_link_json_round_trips_exactly(kg, tmp_path):
    (path,) = ex.export(kg, tmp_path / "g.json", "json")
    back = KnowledgeGraph.load(path)
    assert_same_graph(kg.graph, back.graph)
    assert nx.utils.graphs_equal(kg.graph, back.graph)


@pytest.mark.parametrize("key", ["links", "edges"])
def test_node_link_files_with_either_edges_key_load(kg, tmp_path, key):
    data = nx.node_link_data(kg.graph, edges=key)
    (tmp_path / "g.json").write_text(json.dumps(data))
    back = KnowledgeGraph.load(tmp_path / "g.json")
    assert_same_graph(kg.graph, back.graph)


# -- GraphML and GEXF ---------------------------------------------------------------------------


def test_graphml_round_trips_with_lists_and_dicts_restored(kg, tmp_path):
    (path,) = ex.export(kg, tmp_path / "g.graphml", "graphml")
    back = ex.read_graphml(path)
    assert_same_graph(without_control_chars(kg), back.graph)


def test_graphml_loads_in_plain_networkx(kg, tmp_path):
    (path,) = ex.export(kg, tmp_path / "g.graphml", "graphml")
    g = nx.read_graphml(path, force_multigraph=True)
    assert g.number_of_nodes() == kg.graph.number_of_nodes()
    assert g.number_of_edges() == kg.graph.number_of_edges()
    assert "<script>alert(1)</script>" in g
    assert json.loads(g.nodes["Conan O'Brien"]["aliases"]) == ["Conan O'Brien", "Conan"]
    assert g.edges["Alec Baldwin", "Ireland Baldwin", "sued"]["confidence"] == 0.6
    assert "<script>" not in path.read_text()  # escaped, not markup


def test_gexf_round_trips_and_labels_edges_with_their_relation(kg, tmp_path):
    (path,) = ex.export(kg, tmp_path / "g.gexf", "gexf")
    back = ex.read_gexf(path)
    assert_same_graph(without_control_chars(kg), back.graph, graph_attrs=False)
    raw = nx.read_gexf(path)
    assert {d["label"] for _, _, d in raw.edges(data=True)} == {"spouse", "child", "sued", "appears_in", "sibling"}


# -- CSV ----------------------------------------------------------------------------------------------


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.reader(fh))


def unneutralise(cell):
    return cell[1:] if cell[:1] == "'" and cell[1:2] in ("=", "+", "-", "@", "\t", "\r") else cell


def test_csv_is_a_neo4j_admin_import_pair(kg, tmp_path):
    paths = ex.export(kg, tmp_path / "kg.csv", "csv")
    assert [p.name for p in paths] == ["kg.nodes.csv", "kg.edges.csv"]
    nodes, edges = read_csv(paths[0]), read_csv(paths[1])
    assert nodes[0] == ["id:ID", "name", ":LABEL", "type", "aliases:string[]", "articles:string[]", "mentions:int"]
    assert edges[0][:6] == [":START_ID", ":END_ID", ":TYPE", "relation", "confidence:float", "support:int"]
    assert {unneutralise(r[0]) for r in nodes[1:]} == set(kg.graph)
    assert {(unneutralise(r[0]), unneutralise(r[1]), r[3]) for r in edges[1:]} == set(kg.graph.edges(keys=True))
    types = {r[2] for r in edges[1:]}
    assert types == {"SPOUSE", "CHILD", "SUED", "APPEARS_IN", "SIBLING"}
    assert {r[2] for r in nodes[1:]} == {"Person", "Work"}
    row = next(r for r in edges[1:] if r[3] == "spouse")
    assert json.loads(row[8])[0]["sentence"] == "Alec and his wife Hilaria." == row[7]


def test_csv_cells_cannot_start_a_formula(kg, tmp_path):
    paths = ex.export(kg, tmp_path / "kg.csv", "csv")
    for path in paths:
        for row in read_csv(path)[1:]:
            for cell in row:
                assert not cell.startswith(("=", "+", "-", "@")), (path.name, cell)
    names = [r[1] for r in read_csv(paths[0])[1:]]
    assert "'=HYPERLINK(\"http://x\",\"y\")" in names and "'-Minus" in names and "'@handle" in names
    assert "two\nlines" in names  # a quoted multi-line cell, read back whole


@pytest.mark.parametrize("name", [" =1+1", "\t=SUM(A1)", "  +1", " -2", "\u00a0@x", "\n=cmd"])
def test_csv_formula_guard_sees_through_leading_whitespace(tmp_path, name):
    g = nx.MultiDiGraph(format="kgbuild-graph", format_version=1, articles=["a1"])
    for n in (name, "Hilaria Baldwin"):
        g.add_node(n, label=n, type="PERSON", aliases=[n], mentions=1, articles=["a1"])
    g.add_edge(name, "Hilaria Baldwin", key="spouse", **edge("spouse", name))
    nodes, edges = ex.export(KnowledgeGraph(g), tmp_path / "kg.csv", "csv")
    cells = [c for path in (nodes, edges) for row in read_csv(path)[1:] for c in row]
    risky = [c for c in cells if c.lstrip().startswith(("=", "+", "-", "@"))]
    assert risky == [], risky
    assert f"'{name}" in cells


def test_csv_cells_never_hold_a_nul(tmp_path):
    name = "Nul\x00Byte"
    g = nx.MultiDiGraph(format="kgbuild-graph", format_version=1, articles=["a\x00"])
    for n in (name, "Hilaria Baldwin"):
        g.add_node(n, label=n, type="PERSON", aliases=[n, "x\x00y"], mentions=1, articles=["a\x00"])
    g.add_edge(name, "Hilaria Baldwin", key="spouse", **edge("spouse", "He\x00said", article="a\x00"))
    paths = ex.export(KnowledgeGraph(g), tmp_path / "kg.csv", "csv")
    for path in paths:
        raw = path.read_bytes()
        assert b"\x00" not in raw, path.name  # the evidence cell's JSON may say \u0000: text, not a NUL
    assert "Nul\ufffdByte" in [r[0] for r in read_csv(paths[0])[1:]]

# -- Cypher ----------------------------------------------------------------------------------------

_LIT = r"'(?:[^'\\\n\r]|\\.)*'"
_NAME = r"(?:[A-Za-z_][A-Za-z0-9_]*|`(?:[^`\n]|``)*`)"
_VALUE = rf"(?:{_LIT}|-?[0-9.e+-]+|true|false|\[(?:{_LIT}(?:, {_LIT})*)?\])"
_SET = rf"(?:n:{_NAME}|[nr]\.[a-z_]+ = {_VALUE})"
NODE_LINE = re.compile(rf"MERGE \(n:Entity \{{id: ({_LIT})\}}\) SET {_SET}(?:, {_SET})*;")
EDGE_LINE = re.compile(rf"MATCH \(a:Entity \{{id: ({_LIT})\}}\), \(b:Entity \{{id: ({_LIT})\}}\) "
                       rf"MERGE \(a\)-\[r:({_NAME})\]->\(b\) SET {_SET}(?:, {_SET})*;")


def unescape_cypher(literal):
    """Cypher string-literal escapes, read the way Neo4j reads them."""
    body = literal[1:-1]
    simple = {"\\": "\\", "'": "'", '"': '"', "n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f"}
    out, i = [], 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out.append(ch)
            i += 1
        elif body[i + 1] == "u":
            out.append(chr(int(body[i + 2:i + 6], 16)))
            i += 6
        else:
            out.append(simple[body[i + 1]])
            i += 2
    return "".join(out)


def test_cypher_statements_stay_whole_and_give_back_every_name(kg, tmp_path):
    (path,) = ex.export(kg, tmp_path / "kg.cypher", "cypher")
    nodes, edges = set(), set()
    for line in path.read_text().splitlines():
        if line.startswith("//") or line.startswith("CREATE CONSTRAINT"):
            continue
        if m := NODE_LINE.fullmatch(line):
            nodes.add(unescape_cypher(m[1]))
        elif m := EDGE_LINE.fullmatch(line):
            edges.add((unescape_cypher(m[1]), unescape_cypher(m[2]), m[3].lower()))
        else:
            pytest.fail(f"a statement that is not one MERGE per line: {line!r}")
    assert nodes == set(kg.graph)
    assert edges == set(kg.graph.edges(keys=True))


def test_cypher_escapes_what_could_break_out():
    assert ex.cypher_string("a'b\\c\nd") == "'a\\'b\\\\c\\nd'"
    assert unescape_cypher(ex.cypher_string("' }) DETACH DELETE n //\\")) == "' }) DETACH DELETE n //\\"
    assert ex.cypher_name("A`B") == "`A``B`"


# -- JSON-LD ------------------------------------------------------------------------------------------


def test_jsonld_uses_schema_org_terms_and_round_trips_its_statements(kg, tmp_path):
    (path,) = ex.export(kg, tmp_path / "kg.jsonld", "jsonld")
    doc = json.loads(path.read_text())
    ctx = doc["@context"]
    assert ctx["spouse"]["@id"] == "schema:spouse" and ctx["children"]["@id"] == "schema:children"
    assert ctx["parent"]["@id"] == "schema:parent" and ctx["sibling"]["@id"] == "schema:sibling"
    assert ctx["sued"]["@id"] == "kg:sued" and ctx["suedBy"]["@id"] == "kg:suedBy"
    nodes = {n["@id"]: n for n in doc["@graph"] if "name" in n}
    assert {unquote(i.removeprefix(ex.JSONLD_ENTITY)) for i in nodes} == set(kg.graph)
    assert {n["name"] for n in nodes.values()} == set(kg.graph)
    alec = nodes[ex.JSONLD_ENTITY + "Alec%20Baldwin"]
    ireland = nodes[ex.JSONLD_ENTITY + "Ireland%20Baldwin"]
    assert alec["children"] == [ireland["@id"]] and ireland["parent"] == [alec["@id"]]
    assert alec["@type"] == "schema:Person" and nodes[ex.JSONLD_ENTITY + "30%20Rock"]["@type"] == "schema:CreativeWork"
    term_to_relation = {"spouse": "spouse", "children": "child", "sibling": "sibling", "sued": "sued",
                        "appearsIn": "appears_in"}
    statements = [n for n in doc["@graph"] if n.get("@type") == "rdf:Statement"]
    got = {(unquote(s["subject"].removeprefix(ex.JSONLD_ENTITY)), unquote(s["object"].removeprefix(ex.JSONLD_ENTITY)),
            term_to_relation[s["predicate"]]) for s in statements}
    assert got == set(kg.graph.edges(keys=True))
    spouse = next(s for s in statements if s["predicate"] == "spouse")
    assert spouse["evidence"][0] == {"sentence": "Alec and his wife Hilaria.", "article": "a1", "rule": "r.test",
                                     "confidence": 0.9, "datePublished": "2024-01-02"}
    defined = {n["@id"] for n in doc["@graph"] if n.get("@type") == "rdf:Property"}
    assert {"kg:sued", "kg:suedBy", "kg:appearsIn"} <= defined
    assert ctx["actor"]["@id"] == "schema:actor"  # a work's cast: schema.org's term, not kgbuild's


def test_jsonld_ids_are_iris_without_spaces_or_markup(kg):
    for node in ex.to_jsonld(kg)["@graph"]:
        if "name" in node:
            assert re.fullmatch(r"urn:kgbuild:entity:[A-Za-z0-9%._~-]+", node["@id"]), node["@id"]


# -- writing ------------------------------------------------------------------------------------------


def test_a_failing_export_leaves_the_previous_file_and_no_partial_one(kg, tmp_path, monkeypatch):
    target = tmp_path / "g.graphml"
    target.write_text("previous")

    def boom(kg):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(ex, "to_graphml", boom)
    with pytest.raises(RuntimeError):
        ex.export(kg, target, "graphml")
    assert target.read_text() == "previous"
    assert [p.name for p in tmp_path.iterdir()] == ["g.graphml"]


def test_an_unwritable_destination_is_an_output_error(kg, tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(OutputError):
        ex.export(kg, tmp_path / "file" / "g.graphml", "graphml")
    (tmp_path / "adir").mkdir()
    with pytest.raises(OutputError, match="is a directory"):
        ex.export(kg, tmp_path / "adir", "cypher")


def test_an_unknown_format_is_refused(kg, tmp_path):
    with pytest.raises(ValueError, match="unknown export format 'xls'"):
        ex.export(kg, tmp_path / "x", "xls")


@pytest.mark.parametrize("fmt", ex.FORMATS)
def test_an_empty_graph_exports_in_every_format(tmp_path, fmt):
    paths = ex.export(KnowledgeGraph(), tmp_path / f"empty.{fmt}", fmt)
    assert all(p.stat().st_size > 0 for p in paths)


# -- the CLI: kgbuild export ------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["graphml", "gexf", "cypher", "jsonld", "json"])
def test_cli_export_writes_one_file_that_loads_back(kg, tmp_path, fmt):
    graph = kg.save(tmp_path / "graph.json")
    out = tmp_path / f"out.{fmt}"
    result = run("export", graph, "--format", fmt, "-o", out)
    assert result.exit_code == 0, result.output
    n, m = kg.graph.number_of_nodes(), kg.graph.number_of_edges()
    assert result.output == f"wrote {out}: {n} entities, {m} relations\n"
    if fmt == "graphml":
        assert nx.read_graphml(out, force_multigraph=True).number_of_edges() == m
    elif fmt == "gexf":
        assert nx.read_gexf(out).number_of_edges() == m
    elif fmt == "json":
        assert nx.utils.graphs_equal(KnowledgeGraph.load(out).graph, kg.graph)
    elif fmt == "jsonld":
        assert len(json.loads(out.read_text())["@graph"]) >= n + m
    else:
        assert out.read_text().count("\nMERGE (n:Entity") == n


def test_cli_export_csv_writes_the_pair(kg, tmp_path):
    graph = kg.save(tmp_path / "graph.json")
    result = run("export", graph, "-f", "csv", "-o", tmp_path / "kg.csv")
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"wrote {tmp_path / 'kg.nodes.csv'}, {tmp_path / 'kg.edges.csv'}: ")


def test_cli_export_to_an_unwritable_place_is_exit_code_5_and_leaves_nothing(kg, tmp_path):
    graph = kg.save(tmp_path / "graph.json")
    (tmp_path / "file").write_text("x")
    result = run("export", graph, "-f", "graphml", "-o", tmp_path / "file" / "g.graphml")
    assert result.exit_code == 5, result.output
    assert result.output.startswith("Error: cannot write") and result.output.count("\n") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file", "graph.json"]


def test_cli_export_refuses_an_unknown_format(kg, tmp_path):
    graph = kg.save(tmp_path / "graph.json")
    result = run("export", graph, "-f", "xls", "-o", tmp_path / "x")
    assert result.exit_code == 2 and "Invalid value for '-f' / '--format'" in result.output
