"""`kgbuild explain`: what extraction found in one article, to see why a relation is missing."""

import os
import re

import pytest

from kgbuild.outputs.explain import explain, explanation_html
from kgbuild.records import Article

from ..conftest import DATA, run

ARTICLE = ("Marla Quint married the painter Oskar Fenn in 2015.\n"
           "She starred in the drama Harbour Lights.\n"
           "The couple have a daughter, Ada Fenn, and their son Lino Fenn was born in 2019.\n")


@pytest.fixture
def article(tmp_path):
    path = tmp_path / "quint.txt"
    path.write_text(ARTICLE, "utf-8")
    return path


@pytest.mark.model
def test_explain_lists_a_persons_names_and_every_reference_resolved_to_her(article):
    result = run("explain", str(article))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "article quint.txt: 173 characters, 5 entities, 4 references, 6 triples"
    person = lines.index("  Marla Quint  [PERSON, female, the article's subject]")  # her first name says so
    assert lines[person + 1:person + 3] == [
        "    named: Marla Quint s1",
        "    referred to as: She (pronoun) s2; The couple (couple) s3; their (couple) s3",
    ]
    assert "  s2  She -> Marla Quint  (pronoun)" in lines
    assert "  s2  the drama -> Harbour Lights  (work)" in lines
    assert "  s3  The couple -> Marla Quint & Oskar Fenn  (couple)" in lines


@pytest.mark.model
def test_explain_gives_every_triple_its_rule_id_under_its_sentence(article):
    result = run("explain", str(article))
    assert result.exit_code == 0, result.output
    triples = result.output.split("triples by sentence (rule id in brackets):\n")[1].splitlines()
    assert triples[:4] == [
        "  s1 \u201cMarla Quint married the painter Oskar Fenn in 2015.\u201d",
        "      Marla Quint --spouse--> Oskar Fenn  0.85  [verb.marry]",
        "  s2 \u201cShe starred in the drama Harbour Lights.\u201d",
        "      Marla Quint --appears_in--> Harbour Lights  0.85  [verb.star_in]",
    ]
    # the listing holds exactly what extraction emits, each with its rule
    listed = [line for line in triples if "-->" in line]
    assert len(listed) == 6
    assert all(re.search(r"  \d\.\d\d  \[[a-z_.]+\]$", line) for line in listed)


@pytest.mark.model
def test_explain_finds_the_same_triples_as_extract(article):
    extracted = run("extract", str(article))
    ex = explain(Article("quint.txt", ARTICLE))
    assert len(extracted.output.splitlines()) == len(ex.triples)
    assert [r.kind for r in ex.references_to("Oskar Fenn")] == ["couple", "couple"]


@pytest.mark.model
def test_explain_writes_an_offline_displacy_page_with_article_text_escaped(tmp_path):
    source = tmp_path / "odd.txt"
    source.write_text("Marla <b>Quint</b> married Oskar Fenn in 2015. She thanked <script>x()</script>.\n", "utf-8")
    page = tmp_path / "odd.html"
    result = run("explain", str(source), "-o", str(page))
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == f"wrote {page}"
    text = page.read_text("utf-8")
    assert "<script" not in text and "<b>" not in text
    assert "&lt;" in text and "&gt;" in text
    assert "default-src 'none'" in text and "http" not in text.replace("http-equiv", "")
    assert "PERSON Oskar Fenn" in text  # displaCy's span labels name each entity


def test_a_label_with_markup_is_escaped_before_displacy_writes_it():
    from kgbuild.outputs.explain import Explanation

    ex = Explanation(Article("a", "<i>x</i> y"), (), (), (), (("<i>x</i> ", 0), ("y", 9)),
                     ((0, 1, "PERSON <i>x</i>", "#fff"),), (0,))
    page = explanation_html([ex])
    assert "<i>" not in page and "PERSON &lt;i&gt;x&lt;/i&gt;" in page


def test_explain_without_a_readable_article_is_exit_3(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_text("  \n", "utf-8")
    result = run("explain", str(empty))
    assert result.exit_code == 3, result.output
    assert result.output.splitlines()[-1] == f"Error: nothing to explain: {empty}: empty file"


def test_explain_of_a_missing_file_is_exit_3(tmp_path):
    result = run("explain", str(tmp_path / "gone.txt"))
    assert result.exit_code == 3, result.output
    assert result.output.startswith("Error: ")
    assert os.path.basename("gone.txt") in result.output


@pytest.mark.model
def test_explain_on_the_demo_baldwin_article_lists_hilarias_references_and_every_rule():
    result = run("explain", str(DATA / "articles" / "baldwins-red-carpet.txt"))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    first = lines.index("  Hilaria Baldwin  [PERSON, female, the article's subject]")
    block = []
    for line in lines[first + 1:]:
        if not line.startswith("    "):
            break  # the next entity
        block.append(line)
    text = " ".join(block)
    assert block[0] == "    also named: Hilaria"
    assert "referred to as: her (pronoun) s1" in text
    assert "she (pronoun)" in text and "The couple (couple)" in text
    triples = [line for line in result.output.splitlines() if "-->" in line]
    assert triples and all(re.search(r"  \[[a-z_]+\.[a-z_.]+\]$", line) for line in triples), triples


@pytest.mark.model
def test_explain_reads_markup_as_a_build_does_and_shows_the_article_as_written(tmp_path):
    source = tmp_path / "tagged.txt"
    source.write_text("Actress <b>Jane Dorrit</b> married the chef Oren Pike in 2016.\n", "utf-8")
    explained = run("explain", str(source), "-o", str(tmp_path / "tagged.html"))
    extracted = run("extract", str(source), "--csv")
    assert explained.exit_code == 0, explained.output
    assert "      Jane Dorrit --spouse--> Oren Pike  0.85  [verb.marry]" in explained.output.splitlines()
    assert extracted.output.splitlines()[1].startswith("Jane Dorrit,spouse,Oren Pike,")
    assert "&lt;b&gt;" in (tmp_path / "tagged.html").read_text("utf-8")  # the text as written, escaped
