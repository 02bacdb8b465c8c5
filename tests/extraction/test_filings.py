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


@pytest.mark.parametrize("text,expected", [
    # the named relative after a firm and "and her former agent": sued too
    ("Actress sues agency\n\nIn the complaint, Yoon Ha-eun alleges that Marquee Talent and her former agent there, "
     "Brett Kamin, failed to pass along two film offers.",
     {("Yoon Ha-eun", "sued", "Marquee Talent"), ("Yoon Ha-eun", "sued", "Brett Kamin")}),
    ("Singer sues label\n\nIn the lawsuit, Rena Sol alleges that Halo Talent and her former manager, Dan Ferro, kept "
     "her wages.", {("Rena Sol", "sued", "Halo Talent"), ("Rena Sol", "sued", "Dan Ferro")}),
    # no suit told: what someone claims is no defendant
    ("Singer speaks out\n\nIn the interview, Rena Sol claims that Night Owl Records and its president, Dan Ferro, hid "
     "royalties from her.", set()),
])
def test_a_named_one_after_and_a_role_noun_in_what_a_suit_alleges(nlp, text, expected):
    assert {t for t in triples(nlp, text) if t[1] == "sued"} == expected


@pytest.mark.parametrize("text,expected", [
    # a Scottish court's action is raised, and lawyers for the parties raise it for them
    ("Lawyers for Fraser Innes and Jamie Kerr raised the action at the Court of Session on Monday against Bruce Galb"
     " and his company, Galb Music Management.",
     {(a, "sued", b) for a in ("Fraser Innes", "Jamie Kerr") for b in ("Bruce Galb", "Galb Music Management")}),
    ("Ailsa Drum has raised an action against her former label, Crestwood Records.", {("Ailsa Drum", "sued", "Crestwood Records")}),
    # a complaint or claims raised against someone are a grievance, no suit
    ("Ailsa Drum raised a formal complaint against her co-star Bruce Galb last year.", set()),
    ("Ailsa Drum raised claims against Bruce Galb in an interview.", set()),
])
def test_an_action_raised_against_a_party_is_a_suit(nlp, text, expected):
    assert suits(nlp, text) == expected
