"""A hedge on a kin noun's own verb, or above it, does not hedge the kin noun: "they would
continue to raise their son, C" still says C is their son, and so does "her son, C, wants her
to sell"; a hedge on the noun itself still does ("her rumoured boyfriend, B"), and so does one on
a copula that names who the relative is ("her father may be B").

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
    # the noun's own verb a hedge: what the son wants, not whether he is her son
    ("Lena Marsh is moving to Spain. Her son, Tom Hale, wants her to sell the house.", {("Lena Marsh", "child", "Tom Hale")}),
    ("Lena Marsh and Tom Hale have split. They hope to raise their daughter, Ivy Hale, together.",
     {("Lena Marsh", "child", "Ivy Hale"), ("Tom Hale", "child", "Ivy Hale"), ("Lena Marsh", "partner", "Tom Hale")}),
])
def test_a_hedge_above_the_noun_s_verb_leaves_the_kin_noun(nlp, text, expected):
    assert triples(nlp, text) == expected


def test_a_hedge_on_the_noun_itself_still_counts(nlp):
    assert triples(nlp, "Lena Marsh was seen with her rumoured boyfriend, Tom Hale.") == set()


@pytest.mark.parametrize("text,expected", [
    # a negation or a refusal in the first of two clauses joined by "and" does not reach the second, which has a
    # subject of its own
    ("Tom Reed never married, and his brother Sam Reed married Ada Vey in 2001.",
     {("Tom Reed", "sibling", "Sam Reed"), ("Sam Reed", "spouse", "Ada Vey")}),
    ("Ada Vey turned down the role, and her sister Mia Vey married Tom Reed.",
     {("Ada Vey", "sibling", "Mia Vey"), ("Mia Vey", "spouse", "Tom Reed")}),
    ("Ada Vey did not sue the studio, and her husband Tom Reed sued Crestwood Records instead.",
     {("Ada Vey", "spouse", "Tom Reed"), ("Tom Reed", "sued", "Crestwood Records")}),
    ('Lavoie said that he had "never sued anyone" and that the claim against Rosa Dumont was filed by a studio,'
     ' Studio Boreal.', {("Studio Boreal", "sued", "Rosa Dumont")}),
    # the negation still reaches what its own clause lists, and a verb that shares its subject; a denial above both
    # clauses covers both
    ("Ada Vey did not sue Tom Reed or Crestwood Records.", set()),
    ("Ada Vey denied that she had left Tom Reed and that she had secretly married Sam Reed.", set()),
    ("Ada Vey did not marry Tom Reed and never dated Sam Reed.", set()),
])
def test_a_negation_stays_in_its_own_clause(nlp, text, expected):
    assert set(triples(nlp, text)) == expected
