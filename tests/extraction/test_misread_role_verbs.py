"""A role verb the small model reads as a plural noun after a name ("Ellie Sandoval stars in X",
parsed as the noun phrase "Ellie Sandoval stars") keeps the name a person, not a work, and the
person appears in X, whether or not NER found the name.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``appears_in`` triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def appearances(nlp, text):
    return {t for t in triples(nlp, text) if t[1] == "appears_in"}


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


@pytest.mark.parametrize("text,expected", [
    # "the X stars" with an article is a work's stars, not a verb
    ("The Harbour Lights stars in the audience cheered.", set()),
])
def test_a_work_s_stars_with_an_article_are_no_verb(nlp, text, expected):
    assert appearances(nlp, text) == expected
