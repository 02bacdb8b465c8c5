"""Output formats as sqlite-utils has them: --table (the default), --json and --csv on query,
path, stats, merge-candidates and extract; build --json prints its summary as JSON."""

import csv
import io
import json

import pytest

from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.records import Evidence, Triple

from .conftest import run


@pytest.fixture
def graph(tmp_path):
    ev = Evidence("a1", "=Ada and her husband Ben, with their son Cy.", 0, 44, "noun.spouse", date="2021-05-01")
    kg = KnowledgeGraph.from_triples([Triple("Ada Moss", "spouse", "Ben Moss", "PERSON", "PERSON", 0.9, ev),
                                      Triple("Ada Moss", "child", "Cy Moss", "PERSON", "PERSON", 0.9, ev),
                                      Triple("Ben Moss", "child", "Cy Moss", "PERSON", "PERSON", 0.9, ev),
                                      Triple("Alma Moss", "sued", "Di Vane", "PERSON", "PERSON", 0.6,
                                             Evidence("a2", "Alma Moss sued Di Vane.", 0, 23, "verb.sue"))])
    return kg.save(tmp_path / "graph.json")


def rows(text):
    return list(csv.reader(io.StringIO(text)))


def test_query_csv_has_the_tables_columns_with_every_cell_in_full(graph):
    result = run("query", graph, "Ada Moss", "--csv")
    assert result.exit_code == 0, result.output
    table = rows(result.output)
    assert table[0] == ["relation", "entity", "conf", "support", "evidence"]
    assert ["spouse", "Ben Moss", "0.90", "1", "[a1] =Ada and her husband Ben, with their son Cy."] in table


def test_query_table_is_the_default_and_json_is_one_flag(graph):
    assert run("query", graph, "Ada Moss").output == run("query", graph, "Ada Moss", "--table").output
    data = json.loads(run("query", graph, "Ada Moss", "--json").output)
    assert data["entity"]["name"] == "Ada Moss" and len(data["relations"]) == 2


def test_path_csv(graph):
    table = rows(run("path", graph, "Ben Moss", "Cy Moss", "--csv").output)
    assert table[0] == ["step", "from", "relation", "to", "conf", "evidence"]
    assert table[1][:4] == ["1", "Ben Moss", "parent of", "Cy Moss"]


def test_stats_csv_is_one_long_table(graph):
    table = rows(run("stats", graph, "--csv").output)
    assert table[0] == ["section", "name", "value"]
    assert ["summary", "entities", "5"] in table and ["relation", "child", "2"] in table


def test_merge_candidates_csv(graph):
    table = rows(run("merge-candidates", graph, "--csv").output)
    assert table[0] == ["entity", "maybe the same as", "type", "reason"]
    assert ["Ada Moss", "Alma Moss", "PERSON", "same surname and first initial"] in table


def test_csv_cells_that_would_be_formulas_are_guarded(graph):
    table = rows(run("query", graph, "Ben Moss", "--csv").output)
    assert all(not cell.startswith("=") for row in table for cell in row)


@pytest.mark.model
def test_extract_takes_csv_and_the_format_flags(tmp_path):
    article = tmp_path / "a.txt"
    article.write_text("Dana Webb married the chef Oren Pike in 2016.\n", "utf-8")
    table = rows(run("extract", article, "--csv").output)
    assert table == [["head", "relation", "tail", "conf", "doc"], ["Dana Webb", "spouse", "Oren Pike", "0.85", "a.txt"]]
    assert run("extract", article, "--table").output == run("extract", article, "--format", "table").output
    assert json.loads(run("extract", article, "--json").output)["relation"] == "spouse"


@pytest.mark.model
def test_build_json_prints_the_summary(tmp_path):
    article = tmp_path / "in" / "a.txt"
    article.parent.mkdir()
    article.write_text("Dana Webb married the chef Oren Pike in 2016.\n", "utf-8")
    (tmp_path / "in" / "empty.txt").write_text("")
    result = run("build", tmp_path / "in", "-o", tmp_path / "out", "--json", "-j", "1")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert {k: summary[k] for k in ("articles", "entities", "relations", "updated")} == \
        {"articles": 1, "entities": 2, "relations": 1, "updated": False}
    assert summary["graph"] == str(tmp_path / "out" / "graph.json")
    assert summary["skipped"] == [{"source": str(tmp_path / "in" / "empty.txt"), "reason": "empty file"}]
