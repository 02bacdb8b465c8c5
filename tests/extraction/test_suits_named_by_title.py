"""A newspaper named like a title is a publisher a suit can name, not a show.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``sued`` and ``appears_in`` triples expected. A title NER calls a work that ends in a newspaper's
word ("Ledger", "Herald", "Times") is the paper; quoted, or in a role's slot, it stays a title.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def suits_and_roles(nlp, text):
    return {t for t in triples(nlp, text) if t[1] in {"sued", "appears_in"}}


@pytest.mark.parametrize("text,expected", [
    ("Actress Clare Dunmore is suing the Morning Ledger over an article that claimed she had been drunk on set.",
     {("Clare Dunmore", "sued", "Morning Ledger")}),
    ("Ada Vey is suing The Evening Herald over a story.", {("Ada Vey", "sued", "The Evening Herald")}),
    # a title all the same where the words say so
    ('Ada Vey starred in "The Morning Post".', {("Ada Vey", "appears_in", "The Morning Post")}),
])
def test_a_newspaper_is_sued_as_a_publisher(nlp, text, expected):
    assert suits_and_roles(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the parser takes the title for the object of "against": the person its role noun names is the defendant,
    # and a castmate is in the work with her
    ('Kim Vale filed suit on Friday against her "Real Wives of Miami" castmate Tasha Dorsey.',
     {("Kim Vale", "sued", "Tasha Dorsey"), ("Kim Vale", "appears_in", "Real Wives of Miami"),
      ("Tasha Dorsey", "appears_in", "Real Wives of Miami")}),
    ('Kim Vale filed suit against her "Real Wives" castmate Tasha Dorsey.',
     {("Kim Vale", "sued", "Tasha Dorsey"), ("Kim Vale", "appears_in", "Real Wives"),
      ("Tasha Dorsey", "appears_in", "Real Wives")}),
    ("Kim Vale filed suit against her castmate Tasha Dorsey.", {("Kim Vale", "sued", "Tasha Dorsey")}),
])
def test_the_defendant_named_after_a_title_and_a_role(nlp, text, expected):
    assert suits_and_roles(nlp, text) == expected
