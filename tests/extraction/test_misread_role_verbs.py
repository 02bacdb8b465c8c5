"""A role verb the small model reads as a plural noun after a name ("Ellie Sandoval stars in X",
parsed as the noun phrase "Ellie Sandoval stars") keeps the name a person, not a work, and the
person appears in X, whether or not NER found the name.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``appears_in`` triples.
"""

import pytest

from ..conftest import appearances, parsed

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("Ellie Sandoval stars in Harbour Lights.", {("Ellie Sandoval", "appears_in", "Harbour Lights")}),
    ("Ellie Sandoval stars in the new BBC drama Harbour Lights.", {("Ellie Sandoval", "appears_in", "Harbour Lights")}),
    ("Ellie Sandoval stars in Harbour Lights, the new BBC drama.", {("Ellie Sandoval", "appears_in", "Harbour Lights")}),
    ("Ellie Sandoval stars in Paper Moon, the animated film that opens on Friday.",
     {("Ellie Sandoval", "appears_in", "Paper Moon")}),
    # the surname read as an adjective of "stars"
    ("Mila Sorensen stars in the film Last Orders.", {("Mila Sorensen", "appears_in", "Last Orders")}),
    ("Mila Sorensen stars in the film Paper Boats.", {("Mila Sorensen", "appears_in", "Paper Boats")}),
])
def test_a_name_before_a_role_verb_read_as_a_noun_is_the_one_who_stars(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("words,tags,pos,expected", [
    # a surname tagged a common noun, after a given name: the verb misread
    (["Ellie", "Sandoval", "stars", "in", "Lights"], ["NNP", "NN", "NNS", "IN", "NNP"],
     ["PROPN", "NOUN", "NOUN", "ADP", "PROPN"], True),
    # a capitalised word opening a headline: a plural noun ("Soap stars in panto row")
    (["Big", "Soap", "stars", "in", "Lights"], ["JJ", "NN", "NNS", "IN", "NNP"],
     ["ADJ", "NOUN", "NOUN", "ADP", "PROPN"], False),
    (["Soap", "stars", "in", "Lights"], ["NN", "NNS", "IN", "NNP"], ["NOUN", "NOUN", "ADP", "PROPN"], False),
])
def test_a_capitalised_noun_before_stars_is_a_name_only_after_a_given_name(words, tags, pos, expected):
    from kgbuild.extraction.titles import misread_verb
    stars = words.index("stars")
    heads = [stars if i < stars else stars if i <= stars + 1 else i - 1 for i in range(len(words))]
    deps = ["compound" if i < stars else "ROOT" if i == stars else "prep" if i == stars + 1 else "pobj"
            for i in range(len(words))]
    if stars == 2:
        heads[0] = 1  # the first word modifies the second
        deps[0] = "amod" if words[0] == "Big" else "compound"
    doc = parsed(words, heads, deps, pos, tags)
    assert misread_verb(doc[stars]) is expected
