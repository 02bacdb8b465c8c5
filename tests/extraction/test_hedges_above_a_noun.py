"""A hedge on the clause above a kin noun's own verb does not hedge the kin noun: "they would
continue to raise their son, C" still says C is their son; a hedge on the noun itself still
does ("her rumoured boyfriend, B").

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("Viktor Brand and Adaeze Okoro have separated. They said they would continue to raise their son, Emeka Brand, together.",
     {("Viktor Brand", "child", "Emeka Brand"), ("Adaeze Okoro", "child", "Emeka Brand")}),
    ("Viktor Brand and Adaeze Okoro have separated. They would continue to raise their son, Emeka Brand, together.",
     {("Viktor Brand", "child", "Emeka Brand"), ("Adaeze Okoro", "child", "Emeka Brand")}),
    ("Lena Marsh might soon start to tour with her husband, Tom Hale.", {("Lena Marsh", "spouse", "Tom Hale")}),
])
def test_a_hedge_above_the_noun_s_verb_leaves_the_kin_noun(nlp, text, expected):
    assert triples(nlp, text) == expected


def test_a_hedge_on_the_noun_itself_still_counts(nlp):
    assert triples(nlp, "Lena Marsh was seen with her rumoured boyfriend, Tom Hale.") == set()
