"""A past participle set off by commas right after a name describes that person, wherever the
parser hung it; and a job before a name ends a list of titles.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # the object of the clause, the participle read as the clause's
    ("She beat Sofie Brandt, nominated for the thriller Broken Wings, and the comic Tamsin Ora.",
     {("Sofie Brandt", "appears_in", "Broken Wings")}),
    # a marriage told in the participle: the object's, not the subject's
    ("Tamsin Ora hugged Sofie Brandt, married to the actor Col Webb since 2010, on stage.",
     {("Sofie Brandt", "spouse", "Col Webb")}),
    # the participle fronted: the clause's subject
    ("Nominated for the thriller Broken Wings, Sofie Brandt lost to Tamsin Ora.",
     {("Sofie Brandt", "appears_in", "Broken Wings")}),
    # after a preposition's object the participle stays the clause's
    ("Emma Clarke went back to Tom Hale, divorced from Sam Reel by then.", {("Emma Clarke", "former_spouse", "Sam Reel")}),
    # a work before the comma is no one
    ("Tamsin Ora thanked the drama Red Hollow, nominated for six awards, and its crew.", set()),
])
def test_a_participle_set_off_after_a_name_is_that_person_s(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Sofie Brandt starred in the thriller Broken Wings, and the comic Tamsin Ora.",
     {("Sofie Brandt", "appears_in", "Broken Wings")}),
    ("Sofie Brandt was nominated for the thriller Broken Wings and the comic Tamsin Ora won.",
     {("Sofie Brandt", "appears_in", "Broken Wings")}),
    # a genre noun still names the next title
    ("Sofie Brandt starred in the thriller Broken Wings and the comedy Tamsin Ora.",
     {("Sofie Brandt", "appears_in", "Broken Wings"), ("Sofie Brandt", "appears_in", "Tamsin Ora")}),
])
def test_a_job_before_a_name_ends_a_list_of_titles(nlp, text, expected):
    assert triples(nlp, text) == expected
