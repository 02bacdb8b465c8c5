"""Two people named as a pair of relatives.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
family triples. The kin nouns come before the two names in their order ("Mother and son A and
B": A is the mother), or a plural for siblings is set off after the pair ("A and B, the sisters
behind ..."); a negated sentence states nothing.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model

FAMILY = {"child", "sibling", "spouse", "former_spouse", "partner"}


def family(nlp, text):
    return {t for t in triples(nlp, text) if t[1] in FAMILY}


@pytest.mark.parametrize("text,expected", [
    ("Father and daughter Ian and Lily Maddox are starring together in a new drama.",
     {("Ian Maddox", "child", "Lily Maddox")}),
    ("Mother and son Ada and Leo Vance opened a bakery in Leeds.", {("Ada Vance", "child", "Leo Vance")}),
    ("Son and father Leo Vance and Tom Vance have written a book.", {("Tom Vance", "child", "Leo Vance")}),
    ("Brother and sister Tom and Ada Hale were sued by their former label.", {("Tom Hale", "sibling", "Ada Hale")}),
    ("Rose and Lily Carvell, the sisters behind the pop duo, are touring again.", {("Rose Carvell", "sibling", "Lily Carvell")}),
])
def test_a_pair_named_by_its_kin_nouns(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text", [
    "Ada Vance and Leo Vance are not mother and son, whatever fans think.",
    "Rose Carvell and Lily Marsh, the stars behind the duo, are touring again.",
])
def test_no_pair_without_the_kin_nouns_or_when_denied(nlp, text):
    assert family(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # the sharers named before "share", a spouse noun and a job between commas (NER took the wife for a firm)
    ("Swedish DJ Axel Lindqvist and his wife, the model Freja Holm, share daughters Saga, 8, and Elsa, 5.",
     {("Axel Lindqvist", "spouse", "Freja Holm"), ("Axel Lindqvist", "child", "Saga"), ("Axel Lindqvist", "child", "Elsa"),
      ("Freja Holm", "child", "Saga"), ("Freja Holm", "child", "Elsa")}),
    # an age after the first name, "a daughter"
    ("Tom Hale, 41, and his girlfriend Ada Vey share a daughter, Mia.",
     {("Tom Hale", "partner", "Ada Vey"), ("Tom Hale", "child", "Mia"), ("Ada Vey", "child", "Mia")}),
])
def test_the_people_named_before_share_are_the_childrens_parents(nlp, text, expected):
    assert family(nlp, text) == expected


def test_a_verb_before_share_ends_the_list_of_sharers(nlp):
    text = "Tom Hale thanked Ada Vey, and Leo Marsh and Nia Cole share a son, Max."
    assert {t for t in family(nlp, text) if t[2] == "Max"} == {("Leo Marsh", "child", "Max"), ("Nia Cole", "child", "Max")}


@pytest.mark.parametrize("text,expected", [
    ('Nigel Ashby, the father of "Love Villa" contestant Poppy Ashby, has defended his daughter.',
     {("Nigel Ashby", "child", "Poppy Ashby")}),
    ('Ollie Brand, the son of "The Pitch Room" investor Gail Brand, has launched a burger chain.',
     {("Gail Brand", "child", "Ollie Brand")}),
    ("Ollie Brand, the son of Copper Records founder Gail Brand, has launched a burger chain.",
     {("Gail Brand", "child", "Ollie Brand")}),
])
def test_a_title_and_a_job_between_of_and_the_name_describe_the_relative(nlp, text, expected):
    assert family(nlp, text) == expected


def test_a_relative_described_only_by_a_firm_is_unnamed(nlp):
    text = "Ollie Brand, the son of a Copper Records executive, has launched a burger chain."
    assert family(nlp, text) == set()


def test_a_child_noun_coordinated_with_parents_is_theirs_not_its_siblings(nlp):
    text = "Chidi Eze and Funmi Ade are parents to a daughter, Ada, and a son, Ikenna."
    assert family(nlp, text) == {("Chidi Eze", "child", "Ada"), ("Chidi Eze", "child", "Ikenna"),
                                 ("Funmi Ade", "child", "Ada"), ("Funmi Ade", "child", "Ikenna")}


@pytest.mark.parametrize("text", [
    "Jade Pell and Kian Ross, the twins' parents, said they were thrilled.",
    "She brought her mother and son Dina Pell and Leo Hart to the premiere.",
    "On-screen father and daughter Tom Bale and Mara Quill reunited for a charity special.",
])
def test_no_pair_of_relatives_from_a_possessive_or_a_screen(nlp, text):
    assert {t for t in family(nlp, text) if t[1] in {"child", "sibling"}} == set()


@pytest.mark.parametrize("text,expected", [
    ("Father and son duo Tom Ross and Leo Ross have opened a restaurant.", {("Tom Ross", "child", "Leo Ross")}),
    ("The father-daughter duo Ian Maddox and Lily Maddox are starring together.", {("Ian Maddox", "child", "Lily Maddox")}),
    ("Mother-son team Ada Vance and Leo Vance opened a bakery.", {("Ada Vance", "child", "Leo Vance")}),
    ("Brother and sister act Tom Hale and Ada Hale topped the charts.", {("Tom Hale", "sibling", "Ada Hale")}),
])
def test_a_pair_named_by_kin_nouns_joined_by_a_hyphen_or_followed_by_duo(nlp, text, expected):
    assert family(nlp, text) == expected
