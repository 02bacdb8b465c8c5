"""A couple married then divorced is unambiguous in every export and in `query`; a divorce only
filed says so. Exported status and dates load back."""

import csv
import json

import networkx as nx
import pytest
from click.testing import CliRunner

from kgbuild.cli import main
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.graph.status import edge_status, status_phrase
from kgbuild.outputs import export as ex
from kgbuild.records import Evidence, Triple


def said(head, rel, tail, article, date, rule="r.test", sentence="s."):
    return Triple(head, rel, tail, "PERSON", "PERSON", 0.9, Evidence(article, sentence, 0, 2, rule, date=date))


@pytest.fixture
def kg():
    return KnowledgeGraph.from_triples([
        said("Nora Vale", "spouse", "Piet Arend", "wed", "2019-06-01", "verb.marry"),
        said("Nora Vale", "former_spouse", "Piet Arend", "split", "2022-03-04", "verb.divorce"),
        said("Ines Moro", "spouse", "Tam Hale", "filed", "2024-01-09", "noun.divorce"),
        said("Ines Moro", "child", "Lu Hale", "kids", "2020-02-02", "noun.child"),
    ])


def test_the_married_then_divorced_couple_has_an_ended_spouse_edge_and_a_former_spouse_edge(kg):
    spouse = edge_status(kg.graph, "Nora Vale", "Piet Arend", "spouse")
    former = edge_status(kg.graph, "Nora Vale", "Piet Arend", "former_spouse")
    assert spouse == {"current": False, "first_seen": "2019-06-01", "last_seen": "2019-06-01",
                      "ended": "2022-03-04", "divorce_filed": False, "divorce_filed_on": None,
                      "since": None, "until": None}
    assert (former["current"], former["ended"]) == (False, "2022-03-04")
    assert status_phrase("spouse", spouse) == "spouse, ended 2022"
    assert status_phrase("former_spouse", former) == "former_spouse, 2022"


def test_a_filed_divorce_keeps_the_spouse_current_and_says_it_was_filed(kg):
    s = edge_status(kg.graph, "Ines Moro", "Tam Hale", "spouse")
    assert (s["current"], s["divorce_filed"], s["divorce_filed_on"]) == (True, True, "2024-01-09")
    assert status_phrase("spouse", s) == "spouse, divorce filed 2024"


def test_a_child_has_dates_but_no_couple_status(kg):
    s = edge_status(kg.graph, "Ines Moro", "Lu Hale", "child")
    assert (s["current"], s["first_seen"], s["ended"], s["divorce_filed"]) == (None, "2020-02-02", None, None)


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def test_csv_edges_carry_status_and_dates(kg, tmp_path):
    _, edges = ex.export(kg, tmp_path / "kg.csv", "csv")
    rows = {(r[":START_ID"], r["relation"]): r for r in read_csv(edges)}
    spouse = rows[("Nora Vale", "spouse")]
    assert (spouse["current:boolean"], spouse["first_seen"], spouse["ended"]) == ("false", "2019-06-01", "2022-03-04")
    assert rows[("Nora Vale", "former_spouse")]["current:boolean"] == "false"
    filed = rows[("Ines Moro", "spouse")]
    assert (filed["current:boolean"], filed["divorce_filed:boolean"], filed["divorce_filed_on"]) == \
        ("true", "true", "2024-01-09")
    child = rows[("Ines Moro", "child")]
    assert (child["current:boolean"], child["first_seen"]) == ("", "2020-02-02")


def test_graphml_and_gexf_carry_status_and_read_back_to_the_same_graph(kg, tmp_path):
    (graphml,) = ex.export(kg, tmp_path / "kg.graphml", "graphml")
    raw = nx.read_graphml(graphml, force_multigraph=True)
    spouse = raw.edges["Nora Vale", "Piet Arend", "spouse"]
    assert (spouse["current"], spouse["ended"], spouse["first_seen"]) == (False, "2022-03-04", "2019-06-01")
    assert raw.edges["Ines Moro", "Tam Hale", "spouse"]["divorce_filed"] is True
    (gexf,) = ex.export(kg, tmp_path / "kg.gexf", "gexf")
    raw = nx.read_gexf(gexf)
    former = next(d for _, _, d in raw.edges(data=True) if d["label"] == "former_spouse")
    assert (former["current"], former["ended"]) == (False, "2022-03-04")
    for back in (ex.read_graphml(graphml), ex.read_gexf(gexf)):
        for u, v, k, d in kg.graph.edges(keys=True, data=True):
            assert dict(back.graph.edges[u, v, k]) == d  # the status was derived: dropped on reading back


def test_cypher_sets_status_properties(kg, tmp_path):
    (path,) = ex.export(kg, tmp_path / "kg.cypher", "cypher")
    line = next(x for x in path.read_text().splitlines() if "'Nora Vale'" in x and "[r:SPOUSE]" in x)
    assert "r.current = false" in line and "r.ended = '2022-03-04'" in line and "r.first_seen = '2019-06-01'" in line
    filed = next(x for x in path.read_text().splitlines() if "'Ines Moro'" in x and "[r:SPOUSE]" in x)
    assert "r.current = true" in filed and "r.divorce_filed = true" in filed


def test_jsonld_statements_carry_status_with_defined_terms(kg, tmp_path):
    (path,) = ex.export(kg, tmp_path / "kg.jsonld", "jsonld")
    doc = json.loads(path.read_text("utf-8"))
    statements = {(s["subject"].rsplit(":", 1)[1], s["predicate"]): s
                  for s in doc["@graph"] if s.get("@type") == "rdf:Statement"}
    spouse = statements[("Nora%20Vale", "spouse")]
    assert (spouse["current"], spouse["endDate"], spouse["firstSeen"]) == (False, "2022-03-04", "2019-06-01")
    assert doc["@context"]["endDate"]["@id"] == "schema:endDate"
    assert statements[("Ines%20Moro", "spouse")]["divorceFiled"] is True
    defined = {n["@id"] for n in doc["@graph"] if n.get("@type") == "rdf:Property"}
    assert {"kg:current", "kg:firstSeen", "kg:divorceFiled"} <= defined


def test_query_marks_an_ended_marriage_and_a_filed_divorce(kg, tmp_path):
    path = kg.save(tmp_path / "graph.json")
    result = CliRunner().invoke(main, ["query", str(path), "Nora Vale"])
    assert result.exit_code == 0, result.output
    rows = [line.split("  ")[0] for line in result.output.splitlines()[3:]]
    assert rows == ["former_spouse, 2022", "spouse, ended 2022"]
    result = CliRunner().invoke(main, ["query", str(path), "Tam Hale", "--json"])
    (rel,) = json.loads(result.output)["relations"]
    assert (rel["relation"], rel["current"], rel["divorce_filed"], rel["divorce_filed_on"]) == \
        ("spouse", True, True, "2024-01-09")
    result = CliRunner().invoke(main, ["query", str(path), "Tam Hale"])
    assert result.output.splitlines()[3].startswith("spouse, divorce filed 2024  Ines Moro")


def test_jsonld_uses_schema_org_for_a_works_cast_and_for_groups(tmp_path):
    ev = Evidence("a1", "s.", 0, 2, "r.test")
    kg = KnowledgeGraph.from_triples([
        Triple("Nora Vale", "appears_in", "Harbour Lights", "PERSON", "WORK", 0.9, ev),
        Triple("Nora Vale", "sued", "the Harbour producers", "PERSON", "GROUP", 0.9, ev)])
    doc = ex.to_jsonld(kg)
    nodes = {n.get("name"): n for n in doc["@graph"] if "name" in n}
    assert doc["@context"]["actor"] == {"@id": "schema:actor", "@type": "@id"}
    assert nodes["Harbour Lights"]["actor"] == [nodes["Nora Vale"]["@id"]]
    assert nodes["Nora Vale"]["appearsIn"] == [nodes["Harbour Lights"]["@id"]]
    assert doc["@context"]["appearsIn"]["@id"] == "kg:appearsIn"
    assert nodes["the Harbour producers"]["@type"] == "schema:Organization"


def test_stats_lists_couples_that_ended_and_divorces_only_filed(kg, tmp_path):
    path = kg.save(tmp_path / "graph.json")
    result = CliRunner().invoke(main, ["stats", str(path)])
    assert result.exit_code == 0, result.output
    assert result.output.split("\n\n")[-1].splitlines() == [
        "couple                    status",
        "------------------------  --------------------------",
        "Ines Moro and Tam Hale    spouse, divorce filed 2024",
        "Nora Vale and Piet Arend  former_spouse, 2022",
        "Nora Vale and Piet Arend  spouse, ended 2022",
    ]
