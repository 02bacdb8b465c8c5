"""The graph: merged nodes, combined evidence, and a node-link file that loads back equal."""

import json

import networkx as nx
import pytest

from kgbuild.errors import GraphFormatError, LookupFailed
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.records import Evidence, Triple


def t(head, rel, tail, article="a1", conf=0.9, sentence="s.", head_aliases=(), tail_aliases=(), tail_type="PERSON"):
    return Triple(head, rel, tail, "PERSON", tail_type, conf, Evidence(article, sentence, 0, len(sentence), "r.test"),
                  head_aliases=head_aliases, tail_aliases=tail_aliases)


@pytest.fixture
def kg():
    return KnowledgeGraph.from_triples([
        t("Alec Baldwin", "spouse", "Hilaria Baldwin", head_aliases=("Alec",)),
        t("Hilaria", "spouse", "Alec Baldwin", article="a2", conf=0.8),
        t("Alec Baldwin", "child", "Ireland Baldwin"),
        t("Kim Basinger", "child", "Ireland Baldwin", article="a2"),
    ])


def test_a_short_name_from_another_article_joins_the_one_full_name_it_fits(kg):
    assert "Hilaria" not in kg.graph
    assert "Hilaria" in kg.graph.nodes["Hilaria Baldwin"]["aliases"]


def test_a_symmetric_relation_is_stored_once_with_combined_evidence(kg):
    edges = [(u, v) for u, v, k in kg.graph.edges(keys=True) if k == "spouse"]
    assert edges == [("Alec Baldwin", "Hilaria Baldwin")]
    data = kg.graph.edges["Alec Baldwin", "Hilaria Baldwin", "spouse"]
    assert data["support"] == 2
    assert data["confidence"] == pytest.approx(1 - 0.1 * 0.2)


def test_relations_name_the_inverse_from_the_tail(kg):
    rels = {(r.relation, r.target) for r in kg.relations("Ireland Baldwin")}
    assert rels == {("parent", "Alec Baldwin"), ("parent", "Kim Basinger")}


def test_find_is_case_and_accent_insensitive_and_explains_misses(kg):
    assert kg.find("ALEC baldwin") == "Alec Baldwin"
    with pytest.raises(LookupFailed, match="did you mean: Alec Baldwin"):
        kg.find("Alec Baldwn")


def test_graph_json_loads_back_into_an_equal_graph(kg, tmp_path):
    path = kg.save(tmp_path / "graph.json")
    back = KnowledgeGraph.load(path)
    assert nx.utils.graphs_equal(kg.graph, back.graph)
    assert dict(back.graph.edges["Alec Baldwin", "Hilaria Baldwin", "spouse"]) == dict(
        kg.graph.edges["Alec Baldwin", "Hilaria Baldwin", "spouse"])


def test_a_file_written_with_the_edges_key_also_loads(kg, tmp_path):
    data = nx.node_link_data(kg.graph, edges="edges")
    back = KnowledgeGraph.from_dict(data)
    assert back.graph.number_of_edges() == kg.graph.number_of_edges()


def test_a_truncated_graph_file_is_a_format_error(kg, tmp_path):
    path = kg.save(tmp_path / "graph.json")
    path.write_text(path.read_text()[:50])
    with pytest.raises(GraphFormatError, match="corrupt or truncated"):
        KnowledgeGraph.load(path)


def test_an_unknown_format_version_is_refused(kg, tmp_path):
    data = kg.to_dict()
    data["graph"]["format_version"] = 99
    (tmp_path / "g.json").write_text(json.dumps(data))
    with pytest.raises(GraphFormatError, match="unsupported graph format version 99"):
        KnowledgeGraph.load(tmp_path / "g.json")
