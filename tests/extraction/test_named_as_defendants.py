""""A names B and C as defendants": the names after the naming verb are sued, also when the
small model reads the first of them as the verb's apposition.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``sued`` triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def suits(nlp, text):
    return {t for t in triples(nlp, text) if t[1] == "sued"}


@pytest.mark.parametrize("text,expected", [
    ("Terrence Obi names Kira Vale and Sasha Lind as defendants in the complaint.",
     {("Terrence Obi", "sued", "Kira Vale"), ("Terrence Obi", "sued", "Sasha Lind")}),
    # the suit as the namer
    ("The lawsuit, filed by Terrence Obi, names Kira Vale as a defendant.", {("Terrence Obi", "sued", "Kira Vale")}),
])
def test_the_names_a_naming_verb_makes_defendants_are_sued(nlp, text, expected):
    assert suits(nlp, text) == expected


def test_names_given_another_part_are_not_sued(nlp):
    assert suits(nlp, "Terrence Obi names Kira Vale and Sasha Lind as witnesses in the complaint.") == set()


@pytest.mark.parametrize("text,expected", [
    # a suit's naming verb after "and", read as a plural noun, shares the suit its list of verbs has
    ("Tamsin Ruhl sued Tom Reed in May. Ruhl's complaint seeks $3 million and names both Reed and his podcast company,"
     " Reed Media Ltd, as defendants.", {("Tamsin Ruhl", "sued", "Tom Reed"), ("Tamsin Ruhl", "sued", "Reed Media Ltd")}),
    ("Ada Vey filed suit on Monday. The complaint seeks damages and names Tom Reed as a defendant.",
     {("Ada Vey", "sued", "Tom Reed")}),
    # names given in a list of verbs about no suit; the noun "names"
    ("Ada Vey hosts the podcast and names Tom Reed as her favourite guest.", set()),
    ("Ada Vey is suing Tom Reed. The complaint redacts the addresses and names of two witnesses, Hana Reid and Sam Reed.",
     {("Ada Vey", "sued", "Tom Reed")}),
])
def test_a_naming_verb_in_a_list_of_verbs(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the people a participle names as defendants, listed after the copula, against the story's plaintiff
    ("The Orla Trust is suing Halcyon Television over unpaid royalties. The two former executives named as defendants"
     " are Rupert Stains, the firm's head of sales, and Gwen Thackery.",
     {("Orla Trust", "sued", "Halcyon Television"), ("Orla Trust", "sued", "Rupert Stains"),
      ("Orla Trust", "sued", "Gwen Thackery")}),
    ("Ada Vey is suing Acme Films. The producers named as defendants include Tom Reed and Lena Marsh.",
     {("Ada Vey", "sued", "Acme Films"), ("Ada Vey", "sued", "Tom Reed"), ("Ada Vey", "sued", "Lena Marsh")}),
    # a suit brought, with no one said to bring it, is the story's suit
    ("Ravi Lakh filed a libel claim last year. The claim was brought against Clarion Papers Ltd and against Carl Brenn,"
     " the paper's editor.", {("Ravi Lakh", "sued", "Clarion Papers Ltd"), ("Ravi Lakh", "sued", "Carl Brenn")}),
    ("Ravi Lakh has won his libel case. The action was brought against Clarion Papers Ltd.",
     {("Ravi Lakh", "sued", "Clarion Papers Ltd")}),
    # another suit ("a separate claim") is not the story's
    ("Ada Vey sued Tom Reed in May. A separate claim was brought against Mia Lund.", {("Ada Vey", "sued", "Tom Reed")}),
])
def test_defendants_listed_after_the_suit_told_before(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a number picked from a plural, named after a comma
    ("Ada Vey is suing two of her former bandmates, Tom Reed and Mia Lund.",
     {("Ada Vey", "sued", "Tom Reed"), ("Ada Vey", "sued", "Mia Lund")}),
    ("Two of her bandmates, Tom Reed and Mia Lund, sued Ada Vey.",
     {("Tom Reed", "sued", "Ada Vey"), ("Mia Lund", "sued", "Ada Vey")}),
    ("Ada Vey sued two of her neighbours in May.", set()),
    # a pronoun of the sex of a name NER called a firm is that person
    ("Tom Reed was ordered to pay Ada Vey $2 million after she sued him for defamation.", {("Ada Vey", "sued", "Tom Reed")}),
    # a place describing the firm named next is no party
    ("The action, brought by Ada Vey's estate, names the Edinburgh production company Thistle Films and the streaming"
     " service Corriebrook.", set()),
])
def test_parties_counted_by_pronoun_and_by_place(nlp, text, expected):
    assert suits(nlp, text) == expected
