"""A person's name NER missed as a clause's subject is a person when the clause goes on with
"her" or "his" before a noun: a firm or a title owns no "her".

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
family triples.
"""

import pytest

from ..conftest import parsed, triples

pytestmark = pytest.mark.model

FAMILY = {"sibling", "child", "spouse", "former_spouse", "partner"}


def family(nlp, text):
    return {t for t in triples(nlp, text) if t[1] in FAMILY}


@pytest.mark.parametrize("text,expected", [
    ("Nia Obi posed with her brother, Kofi Obi.", {("Nia Obi", "sibling", "Kofi Obi")}),
    ("Nia Obi posed with her siblings Ada and Kemi.",
     {("Nia Obi", "sibling", "Ada"), ("Nia Obi", "sibling", "Kemi"), ("Ada", "sibling", "Kemi")}),
])
def test_a_subject_owning_her_or_his_is_a_person(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("words,heads,deps,pos,expected", [
    # a given name and a surname as subject, "her" after them: a person
    (["Nia", "Obi", "thanked", "her", "fans", "."], [1, 2, 2, 4, 2, 2],
     ["compound", "nsubj", "ROOT", "poss", "dobj", "punct"], ["PROPN", "PROPN", "VERB", "PRON", "NOUN", "PUNCT"],
     ["Nia Obi"]),
    # no "her"/"his" in the clause: no reading
    (["Nia", "Obi", "thanked", "the", "fans", "."], [1, 2, 2, 4, 2, 2],
     ["compound", "nsubj", "ROOT", "det", "dobj", "punct"], ["PROPN", "PROPN", "VERB", "DET", "NOUN", "PUNCT"], []),
    # a firm's name, whatever its first word: no person
    (["Jade", "Records", "thanked", "her", "fans", "."], [1, 2, 2, 4, 2, 2],
     ["compound", "nsubj", "ROOT", "poss", "dobj", "punct"], ["PROPN", "PROPN", "VERB", "PRON", "NOUN", "PUNCT"], []),
    # inside a longer name ("Mrs Nia Obi"): not read here
    (["Mrs", "Nia", "Obi", "thanked", "her", "fans", "."], [1, 2, 3, 3, 5, 3, 3],
     ["compound", "compound", "nsubj", "ROOT", "poss", "dobj", "punct"],
     ["PROPN", "PROPN", "PROPN", "VERB", "PRON", "NOUN", "PUNCT"], []),
])
def test_the_subject_reading_on_hand_built_parses(words, heads, deps, pos, expected):
    from kgbuild.extraction.mentions import _subjects_owning_a_pronoun
    assert [m.name for m in _subjects_owning_a_pronoun(parsed(words, heads, deps, pos))] == expected
