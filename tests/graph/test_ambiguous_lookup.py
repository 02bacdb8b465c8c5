"""Looking a person up by a shorter name (issue 14): ``find()`` and ``kgbuild query`` take any
alias, and a first name, surname or leading words of one person's label; a name several
entities fit lists them, one line of context each, and ``query`` exits 6. A name that is exactly
one node's label is that node, and the query notes the others it may mean. Invented names.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from kgbuild.cli import main
from kgbuild.errors import LookupFailed
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.records import Evidence, Triple


def t(head, rel, tail, article="a1", *, tail_type="PERSON", head_aliases=()):
    sentence = f"{head} {rel} {tail}."
    return Triple(head, rel, tail, "PERSON", tail_type, 0.9, Evidence(article, sentence, 0, len(sentence), "r.test"),
                  head_aliases=tuple(head_aliases))


@pytest.fixture(scope="module")
def kg():
    """Ivo Brandt and his wife Tova Brandt; a father and son both named Ivo Brandt; Ivo Kessel,
    whose own article called him "Ivo"; and Ivo Brandt's daughter Pia."""
    return KnowledgeGraph.from_triples([
        t("Ivo Brandt", "spouse", "Tova Brandt", "a1"), t("Ivo Brandt", "child", "Pia Brandt", "a1"),
        t("Ivo Brandt Jr", "appears_in", "Salt Harbor", "a2", tail_type="WORK"),
        t("Ivo Brandt Sr", "child", "Ivo Brandt Jr", "a2"),
        t("Ivo Kessel", "sued", "Nexo Pictures", "a3", tail_type="ORG", head_aliases=("Ivo",))])


def ambiguity(kg, name) -> list[str]:
    with pytest.raises(LookupFailed) as caught:
        kg.find(name)
    assert str(caught.value).splitlines()[0] == f"{name!r} is ambiguous: {', '.join(caught.value.candidates)}"
    return caught.value.candidates


def test_an_alias_one_article_gave_one_person_is_still_ambiguous_when_others_bear_the_name(kg):
    assert kg.graph.nodes["Ivo Kessel"]["aliases"] == ["Ivo", "Ivo Kessel"]  # only he holds "Ivo" as an alias
    with pytest.raises(LookupFailed) as caught:
        kg.find("ivo")
    assert str(caught.value).splitlines() == [
        "'ivo' is ambiguous: Ivo Brandt, Ivo Brandt Jr, Ivo Brandt Sr, Ivo Kessel",
        "  Ivo Brandt: spouse of Tova Brandt",
        "  Ivo Brandt Jr: in Salt Harbor",
        "  Ivo Brandt Sr: parent of Ivo Brandt Jr",
        "  Ivo Kessel: sued Nexo Pictures"]


def test_a_surname_or_leading_words_several_people_share_are_ambiguous(kg):
    assert ambiguity(kg, "Brandt") == ["Ivo Brandt", "Ivo Brandt Jr", "Ivo Brandt Sr", "Pia Brandt", "Tova Brandt"]
    bare = KnowledgeGraph.from_triples([t("Ivo Brandt Sr", "child", "Ivo Brandt Jr")])
    assert ambiguity(bare, "Ivo Brandt") == ["Ivo Brandt Jr", "Ivo Brandt Sr"]  # no one is labelled so


def test_a_first_name_or_surname_one_person_bears_is_that_person(kg):
    assert kg.find("Pia") == "Pia Brandt"
    assert kg.find("KESSEL") == "Ivo Kessel"
    assert kg.find("Salt Harbor") == "Salt Harbor"
    with pytest.raises(LookupFailed):  # words of a show's title are not its names
        kg.find("Harbor")


def test_an_exact_label_wins_and_names_its_namesakes(kg):
    assert kg.find("ivo brandt") == "Ivo Brandt"
    assert kg.namesakes("ivo brandt") == ["Ivo Brandt Jr", "Ivo Brandt Sr"]
    assert kg.find("Ivo Brandt Jr.") == "Ivo Brandt Jr" and kg.namesakes("Ivo Brandt Jr.") == []
    assert kg.namesakes("Pia") == []
    # first names kept apart as nodes of their own ("Joss", "Joss (2)") are each other's namesakes
    joss = KnowledgeGraph.from_triples([t("Joss Hale", "spouse", "Mara Vell", "a1"),
                                        t("Wren Osei", "sibling", "Joss", "a2"), t("Joss", "child", "Lina Rook", "a3")])
    assert sorted(n for n in joss.graph if n.startswith("Joss")) == ["Joss", "Joss (2)", "Joss Hale"]
    assert joss.find("joss") == "Joss" and joss.namesakes("joss") == ["Joss (2)", "Joss Hale"]


def test_cli_query_of_an_ambiguous_name_lists_the_candidates_and_exits_6(kg, tmp_path):
    graph = str(kg.save(tmp_path / "graph.json"))
    result = CliRunner().invoke(main, ["query", graph, "Ivo"])
    assert result.exit_code == 6, result.output
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        "Error: 'Ivo' is ambiguous: Ivo Brandt, Ivo Brandt Jr, Ivo Brandt Sr, Ivo Kessel",
        "  Ivo Brandt: spouse of Tova Brandt",
        "  Ivo Brandt Jr: in Salt Harbor",
        "  Ivo Brandt Sr: parent of Ivo Brandt Jr",
        "  Ivo Kessel: sued Nexo Pictures"]


def test_cli_query_of_an_exact_label_answers_and_notes_the_namesakes_on_stderr(kg, tmp_path):
    graph = str(kg.save(tmp_path / "graph.json"))
    result = CliRunner().invoke(main, ["query", graph, "Ivo Brandt"])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "Ivo Brandt (PERSON; 1 article)"
    assert [line.split()[:3] for line in result.stdout.splitlines()[3:]] == [
        ["child", "Pia", "Brandt"], ["spouse", "Tova", "Brandt"]]
    assert result.stderr == ("note: 'Ivo Brandt' may also mean Ivo Brandt Jr (in Salt Harbor); "
                             "Ivo Brandt Sr (parent of Ivo Brandt Jr)\n")
    result = CliRunner().invoke(main, ["query", graph, "Kessel", "--json"])
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout.startswith('{\n "entity": {\n  "name": "Ivo Kessel"')


def test_a_name_dozens_of_people_share_shows_ten_and_counts_the_rest():
    many = KnowledgeGraph.from_triples([t(f"Ivo Surname{i:02d}", "sibling", f"Pia Surname{i:02d}") for i in range(12)])
    with pytest.raises(LookupFailed) as caught:
        many.find("Ivo")
    lines = str(caught.value).splitlines()
    assert lines[0] == "'Ivo' is ambiguous: " + ", ".join(f"Ivo Surname{i:02d}" for i in range(10)) + " and 2 more"
    assert lines[1:] == [f"  Ivo Surname{i:02d}: sibling of Pia Surname{i:02d}" for i in range(10)] + ["  ... and 2 more"]
    assert caught.value.candidates == [f"Ivo Surname{i:02d}" for i in range(12)]
