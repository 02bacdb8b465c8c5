"""A company noun's name may come after a phrase on it, set off by a comma ("the production
company behind the film, Grey Heron Pictures"), however the parser hung the name.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``sued`` triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def suits(nlp, text):
    return {t for t in triples(nlp, text) if t[1] == "sued"}


@pytest.mark.parametrize("text,expected", [
    # a pronoun's second defendant, the name after the phrase ending the sentence
    ("Maria Lund has filed suit against the director, Peter Vane. "
     "She is also suing the production company behind the film, Grey Heron Pictures.",
     {("Maria Lund", "sued", "Peter Vane"), ("Maria Lund", "sued", "Grey Heron Pictures")}),
    # a relative clause after the name
    ("Maria Lund has filed suit against her former label. "
     "She is also suing the studio behind the album, Grey Heron Records, which she says failed to pay her.",
     {("Maria Lund", "sued", "Grey Heron Records")}),
])
def test_a_company_named_after_a_phrase_on_it_is_the_party(nlp, text, expected):
    assert suits(nlp, text) == expected


def test_a_company_thanked_is_no_party(nlp):
    assert suits(nlp, "Maria Lund thanked the company behind the film, Grey Heron Pictures, for its support.") == set()
