"""A list of possessed kin nouns, each with its name set off by commas, is one owner's family.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
family triples. "Her team includes her mum, A, her brother, B, and her husband, C": every "her"
is the captain's, however the parser hung the items (the small model often makes the second item
an apposition of the first name, so "her" went to the mother). A list that is a clause's subject
stays as it was ("Her daughter, Kira, and her husband are expecting": Kira's husband).
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model

FAMILY = {"child", "sibling", "spouse", "former_spouse", "partner"}


def family(nlp, text):
    return {t for t in triples(nlp, text) if t[1] in FAMILY}


@pytest.mark.parametrize("text,expected", [
    ("Olympic hurdler Efe Banjo captains her team, which includes her mum, Comfort Banjo, her brother, "
     "Daniel Banjo, and her husband, the footballer Ricky Lowe.",
     {("Comfort Banjo", "child", "Efe Banjo"),
      ("Efe Banjo", "sibling", "Daniel Banjo"), ("Efe Banjo", "spouse", "Ricky Lowe")}),
    ("At the premiere, Mara Quell posed with her sister, Tess Quell, her husband, Ivo Dane, and her son, Leo Dane.",
     {("Mara Quell", "sibling", "Tess Quell"), ("Mara Quell", "spouse", "Ivo Dane"), ("Mara Quell", "child", "Leo Dane")}),
    ("Sam Pryor thanked his wife, Ada Pryor, his daughter, Nell Pryor, and his brother, Jim Pryor.",
     {("Sam Pryor", "spouse", "Ada Pryor"), ("Sam Pryor", "child", "Nell Pryor"), ("Sam Pryor", "sibling", "Jim Pryor")}),
])
def test_every_possessive_of_an_apposed_kin_list_is_the_first_ones(nlp, text, expected):
    assert family(nlp, text) == expected


def test_a_kin_list_as_a_subject_is_read_item_by_item(nlp):
    text = "Her daughter, Kira Vale, and her husband, Tom Vale, are expecting a baby."
    assert ("Kira Vale", "spouse", "Tom Vale") in family(nlp, text)


def test_a_list_opening_on_no_kin_noun_leaves_the_next_possessive_to_the_name_before_it(nlp):
    text = "Mia Stone, 25, met her idol, Jade Pell, her husband, Kian Ross, and their son, Leo, backstage."
    found = family(nlp, text)
    assert ("Jade Pell", "spouse", "Kian Ross") in found
    assert not any(t[0] == "Mia Stone" for t in found)


@pytest.mark.parametrize("text,expected", [
    # a kin noun and a job with no article of its own, then one name: one person in both parts
    ("Liam Shore thanked his wife and manager, Ruth Shore.", {("Liam Shore", "spouse", "Ruth Shore")}),
    ("Liam Shore is suing his mother and former manager, Carol Shore.", {("Carol Shore", "child", "Liam Shore")}),
    ("Ada Vey arrived with her husband and co-star, Tom Hale.", {("Ada Vey", "spouse", "Tom Hale")}),
    # a job of two nouns
    ("Anna Thorne thanked her brother and business manager, Miles Thorne.", {("Anna Thorne", "sibling", "Miles Thorne")}),
    # the job with its own owner is someone else's part: no kin named
    ("Liam Shore thanked his wife and his manager, Ruth Shore.", set()),
])
def test_a_kin_noun_and_a_job_before_one_name_are_one_person(nlp, text, expected):
    assert family(nlp, text) == expected
