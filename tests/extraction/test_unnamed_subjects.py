"""A person's name NER missed as a clause's subject is a person when the clause goes on with
"her" or "his" before a noun: a firm or a title owns no "her".

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
family triples.
"""

import pytest

from ..conftest import triples

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


def test_a_title_as_subject_owns_no_pronoun_and_stays_no_person(nlp):
    # "her" here is the actress's; the show is no one's sister
    text = "Paper Moon thrilled critics. Ada Vey said her sister, Mia Vey, loved it."
    assert family(nlp, text) == {("Ada Vey", "sibling", "Mia Vey")}
