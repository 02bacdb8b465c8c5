"""The record that flows from extraction to the graph."""

import dataclasses

import pytest

from kgbuild.records import Evidence, Extraction, Triple


def make_triple(**over):
    ev = Evidence("a.txt", "Alec and his wife Hilaria.", 10, 36, "noun.spouse", date="2024-01-02")
    base = dict(head="Alec Baldwin", relation="spouse", tail="Hilaria Baldwin", head_type="PERSON",
                tail_type="PERSON", confidence=0.9, evidence=ev, head_aliases=("Alec",))
    base.update(over)
    return Triple(**base)


def test_a_triple_is_immutable():
    t = make_triple()
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.head = "someone else"


def test_a_triple_carries_its_provenance_in_the_jsonl_keys():
    d = make_triple().to_dict()
    for key in ("head", "relation", "tail", "head_type", "tail_type", "confidence", "doc", "sentence"):
        assert key in d
    assert d["doc"] == "a.txt" and d["rule"] == "noun.spouse" and (d["start"], d["end"]) == (10, 36)


def test_a_triple_round_trips_through_its_dict():
    t = make_triple()
    assert Triple.from_dict(t.to_dict()) == t


def test_an_extraction_round_trips_through_its_dict():
    e = Extraction("a.txt", (make_triple(), make_triple(tail="Kim Basinger", relation="former_spouse")), words=12)
    assert Extraction.from_dict(e.to_dict()) == e
