"""People across articles (issue 14): a first name alone takes the surname its article shows
it bears, never from a spouse alone; invented names."""

from __future__ import annotations

from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.records import Evidence, Triple


def t(head, rel, tail, article="a1"):
    sentence = f"{head} {rel} {tail}."
    return Triple(head, rel, tail, "PERSON", "PERSON", 0.9, Evidence(article, sentence, 0, len(sentence), "r.test"))


def people(*triples) -> set[str]:
    kg = KnowledgeGraph.from_triples(triples)
    return {n for n, d in kg.graph.nodes(data=True) if d["type"] == "PERSON"}


def test_a_first_name_whose_wife_and_child_carry_a_surname_bears_it():
    kg = KnowledgeGraph.from_triples([t("Mira Quist", "spouse", "Orvel"), t("Orvel", "child", "Tavi Quist"),
                                      t("Orvel", "former_spouse", "Lena Brook")])
    assert {n for n, d in kg.graph.nodes(data=True) if d["type"] == "PERSON"} == {
        "Mira Quist", "Orvel Quist", "Tavi Quist", "Lena Brook"}
    assert "Orvel" in kg.graph.nodes["Orvel Quist"]["aliases"]
    assert kg.find("Orvel Quist") == kg.find("Orvel") == "Orvel Quist"


def test_a_spouse_alone_or_children_alone_give_no_surname():
    assert people(t("Mira Quist", "spouse", "Orvel")) == {"Mira Quist", "Orvel"}
    assert people(t("Mira", "child", "Tavi Quist"), t("Mira", "child", "Lio Quist")) == {"Mira", "Tavi Quist", "Lio Quist"}


def test_a_wife_and_child_of_different_surnames_give_none():
    assert people(t("Mira Quist", "spouse", "Orvel"), t("Orvel", "child", "Tavi Brook")) == {"Mira Quist", "Orvel", "Tavi Brook"}



def test_an_ambiguous_name_lists_each_candidate_with_a_line_of_context():
    import pytest

    from kgbuild.errors import LookupFailed

    kg = KnowledgeGraph.from_triples([
        t("Orvel Quist", "spouse", "Mira Quist"),
        Triple("Orvel Brandt", "appears_in", "The Brandt Hour", "PERSON", "WORK", 0.9, Evidence("a2", "s.", 0, 2, "r.test")),
        t("Tavi Brandt", "child", "Orvel Brandt", "a2")])
    for node in ("Orvel Quist", "Orvel Brandt"):
        kg.graph.nodes[node]["aliases"].append("Orvel")
    kg._index = None
    with pytest.raises(LookupFailed) as err:
        kg.find("Orvel")
    assert str(err.value).splitlines() == ["'Orvel' is ambiguous: Orvel Brandt, Orvel Quist",
                                           "  Orvel Brandt: in The Brandt Hour",
                                           "  Orvel Quist: spouse of Mira Quist"]
    assert kg.context("Tavi Brandt") == "parent of Orvel Brandt"
    assert kg.context("Mira Quist") == "spouse of Orvel Quist"
