"""A filing with no object against a party is a suit, and a firm named after a comma behind a
company noun is a defendant, wherever the parser hung the name.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``sued`` triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def suits(nlp, text):
    return {t for t in triples(nlp, text) if t[1] == "sued"}


@pytest.mark.parametrize("text,expected", [
    ("The songwriters Camila Herrera and Diego Montoya have filed jointly in federal court against the star Rey"
     " Santana.", {("Camila Herrera", "sued", "Rey Santana"), ("Diego Montoya", "sued", "Rey Santana")}),
    ("Ada Vey filed against Tom Hale in May.", {("Ada Vey", "sued", "Tom Hale")}),
    # no one filing, or a divorce filed: no suit
    ("Charges were filed against Tom Hale in May.", set()),
    ("Ada Vey filed for divorce against the advice of Tom Hale.", set()),
])
def test_a_filing_against_a_party_is_a_suit(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("The songwriters Camila Herrera and Diego Montoya have filed a lawsuit against the star Rey Santana and his label,"
     " Luna Roja Music LLC.",
     {(a, "sued", b) for a in ("Camila Herrera", "Diego Montoya") for b in ("Rey Santana", "Luna Roja Music LLC")}),
    # a person after the comma is no firm
    ("Ada Vey has filed a lawsuit against the singer Tom Hale and his manager, Ivo Lenz.",
     {("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "sued", "Ivo Lenz")}),
])
def test_a_firm_after_a_company_noun_s_comma_is_a_defendant(nlp, text, expected):
    assert suits(nlp, text) == expected
