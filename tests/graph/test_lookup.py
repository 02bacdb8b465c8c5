"""Looking a name up: "did you mean" lists the closest names first, and says so in candidates."""

import pytest

from kgbuild.errors import LookupFailed
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.records import Evidence, Triple


def kg_of(*pairs):
    ev = Evidence("a1", "s.", 0, 2, "r.test")
    return KnowledgeGraph.from_triples([Triple(a, "sibling", b, "PERSON", "PERSON", 0.9, ev) for a, b in pairs])


def test_did_you_mean_ranks_by_closeness_not_by_the_alphabet():
    kg = kg_of(("Chet Hanks", "Tom Hanks"), ("Rita Wilsen", "Tom Hanks"))
    with pytest.raises(LookupFailed) as caught:
        kg.find("Tom Hank")
    assert caught.value.candidates == ["Tom Hanks", "Chet Hanks"]
    assert str(caught.value) == "no entity named 'Tom Hank'; did you mean: Tom Hanks, Chet Hanks"


def test_an_ambiguous_name_lists_every_entity_it_fits():
    kg = kg_of(("Kim Kardashian", "Kim Basinger"))
    kg.graph.nodes["Kim Kardashian"]["aliases"].append("Kim")
    kg.graph.nodes["Kim Basinger"]["aliases"].append("Kim")
    kg._index = None
    with pytest.raises(LookupFailed) as caught:
        kg.find("kim")
    assert caught.value.candidates == ["Kim Basinger", "Kim Kardashian"]


def test_nothing_close_has_no_candidates():
    with pytest.raises(LookupFailed) as caught:
        kg_of(("Ada Moss", "Ben Moss")).find("Zebedee")
    assert caught.value.candidates == []
    assert str(caught.value) == "no entity named 'Zebedee'"


def test_an_unknown_relation_offers_the_closest_relations():
    with pytest.raises(LookupFailed) as caught:
        kg_of(("Ada Moss", "Ben Moss")).relations("Ada Moss", "spose")
    assert caught.value.candidates[0] == "spouse"
