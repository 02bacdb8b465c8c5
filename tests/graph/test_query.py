"""Queries: relations by name with their inverses, evidence, paths, neighbourhoods, stats."""

import json

import networkx as nx
import pytest

from kgbuild.graph import query
from kgbuild.errors import LookupFailed
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.graph.query import NoPath
from kgbuild.records import Evidence, Triple

from ..conftest import run


def t(head, rel, tail, article="a1", conf=0.9, sentence=None, head_type="PERSON", tail_type="PERSON"):
    sentence = sentence or f"{head} {rel} {tail}."
    return Triple(head, rel, tail, head_type, tail_type, conf, Evidence(article, sentence, 0, len(sentence), "r.test"))


@pytest.fixture
def kg():
    return KnowledgeGraph.from_triples([
        t("Alec Baldwin", "spouse", "Hilaria Baldwin"),
        t("Alec Baldwin", "former_spouse", "Kim Basinger"),
        t("Alec Baldwin", "child", "Ireland Baldwin"),
        t("Kim Basinger", "child", "Ireland Baldwin", article="a2", conf=0.7),
        t("Alec Baldwin", "sibling", "Stephen Baldwin", conf=0.6),
        t("Alec Baldwin", "appears_in", "30 Rock", tail_type="WORK"),
        t("Tina Fey", "appears_in", "30 Rock", tail_type="WORK"),
        t("Taylor Swift", "partner", "Travis Kelce"),
        t("Blac Chyna", "sued", "Kris Jenner"),
        t("Kris Jenner", "sued", "Rob Kardashian", conf=0.6),
        t("Joe Nobody", "sibling", "Jane Nobody"),
    ])


def targets(rels):
    return [r.target for r in rels]


def test_each_relation_by_name_includes_its_inverse(kg):
    assert targets(kg.spouses("Hilaria Baldwin")) == ["Alec Baldwin"]
    assert targets(kg.spouses("Alec Baldwin")) == ["Hilaria Baldwin"]
    assert targets(kg.former_spouses("Kim Basinger")) == ["Alec Baldwin"]
    assert targets(kg.partners("Travis Kelce")) == ["Taylor Swift"]
    assert targets(kg.children("Alec Baldwin")) == ["Ireland Baldwin"]
    assert targets(kg.parents("Ireland Baldwin")) == ["Alec Baldwin", "Kim Basinger"]  # most confident first
    assert targets(kg.siblings("Stephen Baldwin")) == ["Alec Baldwin"]
    assert targets(kg.shows("Alec Baldwin")) == ["30 Rock"]
    assert targets(kg.cast("30 Rock")) == ["Alec Baldwin", "Tina Fey"]


def test_every_answer_carries_evidence_and_confidence(kg):
    (r,) = kg.parents("Ireland Baldwin", min_confidence=0.8)
    assert (r.source, r.relation, r.target, r.confidence, r.support) == (
        "Ireland Baldwin", "parent", "Alec Baldwin", 0.9, 1)
    assert r.evidence[0]["sentence"] == "Alec Baldwin child Ireland Baldwin."
    assert r.to_dict()["phrase"] == "child of"


def test_lawsuits_tell_plaintiff_from_defendant(kg):
    suits = kg.lawsuits("Kris Jenner")
    assert targets(suits.as_plaintiff) == ["Rob Kardashian"]
    assert targets(suits.as_defendant) == ["Blac Chyna"]
    assert [r.relation for r in suits.as_defendant] == ["sued_by"]
    assert kg.lawsuits("Kris Jenner", min_confidence=0.7).as_plaintiff == ()


def test_relations_filter_by_relation_and_confidence(kg):
    assert {r.relation for r in kg.relations("Alec Baldwin")} == {
        "spouse", "former_spouse", "child", "sibling", "appears_in"}
    assert kg.relations("Alec Baldwin", "sibling", min_confidence=0.7) == []


def test_an_unknown_relation_name_is_a_lookup_error_with_a_suggestion(kg):
    with pytest.raises(LookupFailed, match="unknown relation 'spose'; did you mean: spouse"):
        kg.relations("Alec Baldwin", "spose")


def test_find_lists_candidates_when_a_name_is_ambiguous():
    kg = KnowledgeGraph.from_triples([t("Kim Kardashian", "sibling", "Khloe Kardashian")])
    kg.graph.nodes["Kim Kardashian"]["aliases"].append("Kim")
    kg.graph.add_node("Kim Basinger", label="Kim Basinger", type="PERSON", aliases=["Kim"])
    kg._index = None
    with pytest.raises(LookupFailed, match="'Kim' is ambiguous: Kim Basinger, Kim Kardashian"):
        kg.find("Kim")
    with pytest.raises(LookupFailed, match="no entity named 'Nobody At All'$"):
        kg.find("Nobody At All")


def test_evidence_accepts_inverse_names_and_either_order_for_symmetric_relations(kg):
    assert kg.evidence("Alec Baldwin", "child", "Ireland Baldwin")[0]["article"] == "a1"
    assert kg.evidence("Ireland Baldwin", "parent", "Kim Basinger")[0]["article"] == "a2"
    assert kg.evidence("Hilaria Baldwin", "spouse", "Alec Baldwin") == kg.evidence("Alec Baldwin", "spouse", "Hilaria Baldwin")
    assert kg.evidence("Kris Jenner", "sued_by", "Blac Chyna")[0]["sentence"] == "Blac Chyna sued Kris Jenner."
    assert kg.evidence("Ireland Baldwin", "child", "Alec Baldwin") == []
    assert kg.evidence("Tina Fey", "spouse", "Alec Baldwin") == []


def test_evidence_returned_is_a_copy(kg):
    kg.evidence("Alec Baldwin", "child", "Ireland Baldwin")[0]["sentence"] = "changed"
    assert kg.evidence("Alec Baldwin", "child", "Ireland Baldwin")[0]["sentence"] != "changed"


def test_path_walks_edges_either_way_and_names_each_step(kg):
    steps = kg.path("Ireland Baldwin", "Hilaria Baldwin")
    assert [(s.source, s.relation, s.target) for s in steps] == [
        ("Ireland Baldwin", "parent", "Alec Baldwin"), ("Alec Baldwin", "spouse", "Hilaria Baldwin")]
    assert query.render_path(steps) == "Ireland Baldwin -> child of -> Alec Baldwin -> spouse of -> Hilaria Baldwin"
    assert query.render_path(kg.path("Rob Kardashian", "Blac Chyna")) == (
        "Rob Kardashian -> sued by -> Kris Jenner -> sued by -> Blac Chyna")
    assert query.render_path(kg.path("Tina Fey", "Ireland Baldwin")) == (
        "Tina Fey -> appears in -> 30 Rock -> features -> Alec Baldwin -> parent of -> Ireland Baldwin")


def test_path_to_itself_is_empty_and_unconnected_is_no_path(kg):
    assert kg.path("Alec Baldwin", "alec baldwin") == []
    with pytest.raises(NoPath, match="no path between 'Taylor Swift' and 'Alec Baldwin'"):
        kg.path("Taylor Swift", "Alec Baldwin")
    assert issubclass(NoPath, LookupFailed) and NoPath.exit_code == 6


def test_path_can_be_limited_to_some_relations(kg):
    with pytest.raises(NoPath, match="through child, spouse"):
        kg.path("Tina Fey", "Ireland Baldwin", relations=["child", "spouse"])
    steps = kg.path("Kim Basinger", "Hilaria Baldwin", relations=["child", "spouse"])
    assert [s.target for s in steps] == ["Ireland Baldwin", "Alec Baldwin", "Hilaria Baldwin"]


def test_relation_filters_accept_inverse_names(kg):
    assert kg.neighbours("Ireland Baldwin", relations=["parent"]) == kg.neighbours("Ireland Baldwin", relations=["child"])
    assert len(kg.path("Kim Basinger", "Hilaria Baldwin", relations=["parent", "spouse"])) == 3
    assert set(kg.subgraph(relations=["cast"]).graph) == {"Alec Baldwin", "Tina Fey", "30 Rock"}
    with pytest.raises(LookupFailed, match="unknown relation 'childs'"):
        kg.neighbours("Ireland Baldwin", relations=["childs"])


def test_path_length_matches_networkx_on_the_undirected_graph(kg):
    undirected = nx.Graph(kg.graph.to_undirected())
    for a in ("Ireland Baldwin", "Tina Fey", "Stephen Baldwin"):
        for b in ("Hilaria Baldwin", "Kim Basinger"):
            assert len(kg.path(a, b)) == nx.shortest_path_length(undirected, a, b)


def test_neighbours_by_distance(kg):
    assert kg.neighbours("Ireland Baldwin") == {"Alec Baldwin": 1, "Kim Basinger": 1}
    two = kg.neighbours("Ireland Baldwin", 2)
    assert list(two)[:2] == ["Alec Baldwin", "Kim Basinger"]
    assert two["Hilaria Baldwin"] == 2 and "Tina Fey" not in two
    assert kg.neighbours("Ireland Baldwin", 0) == {}
    assert kg.neighbours("Tina Fey", 2, relations=["appears_in"]) == {"30 Rock": 1, "Alec Baldwin": 2}


def test_subgraph_is_an_independent_filtered_copy(kg):
    family = kg.subgraph(["Ireland Baldwin"], depth=2, relations=["child", "spouse", "former_spouse"])
    assert set(family.graph) == {"Ireland Baldwin", "Alec Baldwin", "Kim Basinger", "Hilaria Baldwin"}
    assert {k for _, _, k in family.graph.edges(keys=True)} == {"child", "spouse", "former_spouse"}
    family.graph.nodes["Alec Baldwin"]["aliases"].append("changed")
    assert "changed" not in kg.graph.nodes["Alec Baldwin"]["aliases"]
    assert isinstance(family.graph, nx.MultiDiGraph)
    assert targets(family.spouses("Alec Baldwin")) == ["Hilaria Baldwin"]
    everything_confident = kg.subgraph(min_confidence=0.8)
    assert "Stephen Baldwin" not in everything_confident.graph


def test_stats_counts_and_best_connected(kg):
    s = kg.stats(top=2)
    assert s["types"] == {"PERSON": 13, "WORK": 1}
    assert s["relations"]["child"] == 2 and s["relations"]["sued"] == 2
    assert s["best_connected"][0] == {"name": "Alec Baldwin", "relations": 5, "by_relation": {
        "appears_in": 1, "child": 1, "former_spouse": 1, "sibling": 1, "spouse": 1}}
    assert len(s["best_connected"]) == 2
    assert s["suspected_errors"] == []


def test_stats_flags_suspected_errors():
    kg = KnowledgeGraph.from_triples([
        t("A", "child", "B"), t("B", "child", "A"),
        t("C", "child", "D"), t("C", "spouse", "D"),
        t("P1", "child", "K"), t("P2", "child", "K"), t("P3", "child", "K"),
        t("M", "spouse", "W1"), t("M", "spouse", "W2"),
        t("A", "appears_in", "C", tail_type="PERSON"),
    ])
    kg.graph.add_edge("B", "B", key="sibling", relation="sibling", evidence=[], support=1, confidence=0.5)
    kinds = {(e["kind"], tuple(e["entities"])) for e in kg.stats()["suspected_errors"]}
    assert kinds == {
        ("self_loop", ("B",)),
        ("child_cycle", ("A", "B")),
        ("parent_and_peer", ("C", "D")),
        ("many_parents", ("K", "P1", "P2", "P3")),
        ("many_spouses", ("M", "W1", "W2")),
        ("type_mismatch", ("A", "C")),
    }
    messages = [e["message"] for e in kg.stats()["suspected_errors"]]
    assert "A child of B and B child of A (a loop of descent)" in messages


def test_queries_work_on_a_graph_loaded_from_disk(kg, tmp_path):
    back = KnowledgeGraph.load(kg.save(tmp_path / "graph.json"))
    assert query.render_path(back.path("Ireland Baldwin", "Hilaria Baldwin")) == query.render_path(
        kg.path("Ireland Baldwin", "Hilaria Baldwin"))
    assert back.stats() == kg.stats()


# -- the CLI: kgbuild query / path / stats ----------------------------------------------------------


@pytest.fixture
def graph_file(kg, tmp_path):
    return kg.save(tmp_path / "graph.json")


def test_cli_query_prints_an_aligned_table(graph_file):
    result = run("query", graph_file, "ireland baldwin")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Ireland Baldwin (PERSON; 2 articles)"
    assert lines[1].split() == ["relation", "entity", "conf", "support", "evidence"]
    assert lines[3].split()[:5] == ["parent", "Alec", "Baldwin", "0.90", "1"]
    assert lines[3].index("0.90") == lines[1].index("conf")
    assert "[a1] Alec Baldwin child Ireland Baldwin." in lines[3]


def test_cli_query_json_filters_by_relation(graph_file):
    result = run("query", graph_file, "Kris Jenner", "--relation", "sued_by", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["entity"]["name"] == "Kris Jenner"
    assert [(r["relation"], r["target"], r["phrase"]) for r in data["relations"]] == [
        ("sued_by", "Blac Chyna", "sued by")]
    assert data["relations"][0]["evidence"][0]["sentence"] == "Blac Chyna sued Kris Jenner."


def test_cli_unknown_names_and_relations_are_one_line_and_exit_code_6(graph_file):
    result = run("query", graph_file, "Tina Fy")
    assert (result.exit_code, result.output) == (6, "Error: no entity named 'Tina Fy'; did you mean: Tina Fey\n")
    result = run("query", graph_file, "Alec Baldwin", "-r", "spose")
    assert (result.exit_code, result.output) == (6, "Error: unknown relation 'spose'; did you mean: spouse\n")


def test_cli_a_bad_graph_file_is_one_line_and_exit_code_4(tmp_path):
    (tmp_path / "g.json").write_text('{"nodes": [')
    for args in (("query", "x"), ("path", "x", "y"), ("stats",), ("export", "-f", "gexf", "-o", tmp_path / "o")):
        result = run(args[0], tmp_path / "g.json", *args[1:])
        assert result.exit_code == 4, result.output
        assert result.output == f"Error: graph file {tmp_path / 'g.json'} is corrupt or truncated (JSON error at line 1)\n"
    result = run("stats", tmp_path / "missing.json")
    assert (result.exit_code, result.output) == (4, f"Error: no such graph file: {tmp_path / 'missing.json'}\n")


def test_cli_path_prints_the_chain_then_the_steps(graph_file):
    result = run("path", graph_file, "Ireland Baldwin", "Hilaria Baldwin")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Ireland Baldwin -> child of -> Alec Baldwin -> spouse of -> Hilaria Baldwin"
    assert lines[1].split() == ["step", "from", "relation", "to", "conf", "evidence"]
    assert len(lines) == 5
    steps = json.loads(run("path", graph_file, "Ireland Baldwin", "Hilaria Baldwin", "--json").output)
    assert [s["relation"] for s in steps] == ["parent", "spouse"]


def test_cli_path_with_nothing_between_is_exit_code_6(graph_file):
    result = run("path", graph_file, "Taylor Swift", "Alec Baldwin")
    assert (result.exit_code, result.output) == (6, "Error: no path between 'Taylor Swift' and 'Alec Baldwin'\n")
    result = run("path", graph_file, "Tina Fey", "Ireland Baldwin", "--relations", "child,spouse")
    assert result.exit_code == 6 and "through child, spouse" in result.output


def test_cli_stats_tables_and_json(tmp_path):
    kg = KnowledgeGraph.from_triples([t("A", "child", "B"), t("B", "child", "A"), t("A", "spouse", "C")])
    path = kg.save(tmp_path / "g.json")
    result = run("stats", path)
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.startswith("1 article, 3 entities, 3 people, 3 relations\n\ntype    entities\n------  --------\nPERSON  3\n")
    assert "\nchild     2\nspouse    1\n" in out
    assert "child_cycle      A child of B and B child of A (a loop of descent)" in out
    data = json.loads(run("stats", path, "--json", "--top", "1").output)
    assert data["relations"] == {"child": 2, "spouse": 1}
    assert data["best_connected"][0]["name"] == "A" and len(data["best_connected"]) == 1
    assert [e["kind"] for e in data["suspected_errors"]] == ["child_cycle"]
