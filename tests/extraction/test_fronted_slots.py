"""A role slot fronted before its verb ('In "X", A stars as ...') lists titles only up to the
verb's subject: the name after the comma is the one who stars, not a second title.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``appears_in`` triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ('In "Silver Lake", Tova Brin stars as a retired cop.', {("Tova Brin", "appears_in", "Silver Lake")}),
    ('In "Silver Lake", Tova Brin plays a retired cop.', {("Tova Brin", "appears_in", "Silver Lake")}),
    ("In the thriller Silver Lake, Tova Brin plays a retired cop.", {("Tova Brin", "appears_in", "Silver Lake")}),
])
def test_a_fronted_slot_ends_before_the_verb_s_subject(nlp, text, expected):
    assert {t for t in triples(nlp, text) if t[1] == "appears_in"} == expected
