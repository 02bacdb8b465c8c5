"""The Python API as a user meets it: a readable repr, type information, aliases when building."""

from importlib import resources

import pytest

import kgbuild
from kgbuild.graph.aliases import AliasFile
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.records import Evidence, Triple

from .conftest import ROOT


def test_repr_says_what_the_graph_holds():
    ev = Evidence("a1", "Ada and her husband Ben; their son Cy.", 0, 38, "noun.spouse")
    kg = KnowledgeGraph.from_triples([Triple("Ada Moss", "spouse", "Ben Moss", "PERSON", "PERSON", 0.9, ev),
                                      Triple("Ada Moss", "child", "Cy Moss", "PERSON", "PERSON", 0.9, ev)],
                                     articles=["a1", "a2"])
    assert repr(kg) == "<KnowledgeGraph: 2 articles, 3 entities (3 people), 2 relations>"
    assert repr(KnowledgeGraph()) == "<KnowledgeGraph: 0 articles, 0 entities (0 people), 0 relations>"


def test_the_package_says_it_is_typed():
    assert resources.files("kgbuild").joinpath("py.typed").is_file()
    assert '"kgbuild" = ["py.typed"]' in (ROOT / "pyproject.toml").read_text("utf-8")


ARTICLES = {"wed.txt": "Dana Webb married the chef Oren Pike in 2016.\n",
            "suit.txt": "Dee Webb sued the producer Max Ford in 2020.\n"}


@pytest.mark.model
@pytest.mark.parametrize("form", ["file", "AliasFile"])
def test_build_takes_an_alias_file(tmp_path, form):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for name, text in ARTICLES.items():
        (corpus / name).write_text(text, "utf-8")
    plain = kgbuild.build([corpus], jobs=1)
    assert {"Dana Webb", "Dee Webb"} <= set(plain.graph)  # two people without the alias file
    aliases = tmp_path / "aliases.csv"
    aliases.write_text("Dana Webb, Dee Webb\n", "utf-8")
    given = aliases if form == "file" else AliasFile({"Dana Webb": ["Dee Webb"]})
    kg = kgbuild.build([corpus], jobs=1, aliases=given)
    assert "Dee Webb" not in kg.graph
    assert {(r.relation, r.target) for r in kg.relations("Dee Webb")} == {("spouse", "Oren Pike"),
                                                                          ("sued", "Max Ford")}
    assert kg.graph.graph["user_aliases"]["aliases"] == {"Dana Webb": ["Dee Webb"]}


def test_build_refuses_a_bad_alias_file_before_reading_articles(tmp_path):
    with pytest.raises(kgbuild.errors.InputError, match="no such alias file"):
        kgbuild.build([tmp_path / "never-read.txt"], aliases=tmp_path / "missing.csv")


def test_to_pandas_gives_entities_and_relations_with_status():
    pytest.importorskip("pandas")
    wed = Evidence("w", "Ada married Ben.", 0, 16, "verb.marry", date="2019-06-01")
    split = Evidence("s", "Ada and Ben divorced.", 0, 21, "verb.divorce", date="2022-03-04")
    kg = KnowledgeGraph.from_triples([Triple("Ada Moss", "spouse", "Ben Moss", "PERSON", "PERSON", 0.9, wed),
                                      Triple("Ada Moss", "former_spouse", "Ben Moss", "PERSON", "PERSON", 0.9, split)])
    entities, relations = kg.to_pandas()
    assert list(entities["name"]) == ["Ada Moss", "Ben Moss"]
    assert list(entities["relations"]) == [2, 2]
    spouse = relations.set_index("relation").loc["spouse"]
    assert (spouse["source"], spouse["target"], bool(spouse["current"]), spouse["ended"]) == \
        ("Ada Moss", "Ben Moss", False, "2022-03-04")
    assert spouse["rules"] == ["verb.marry"] and spouse["sentence"] == "Ada married Ben."


def test_to_pandas_without_pandas_says_how_to_install_it(monkeypatch):
    import builtins

    real = builtins.__import__

    def no_pandas(name, *args, **kwargs):
        if name == "pandas":
            raise ImportError("No module named 'pandas'")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pandas)
    with pytest.raises(ImportError, match=r'needs pandas: pip install "kgbuild\[pandas\]"'):
        KnowledgeGraph().to_pandas()
