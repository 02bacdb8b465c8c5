"""Entrants a line-up story introduces by a job in running text take part in its show.

Model tests (the pinned en_core_web_sm 3.8.0); every article is invented. A story about one
show's line-up names its people to say they take part: "Leading the pack is former rugby player
A", "Singer B is among the favourites", "Comedian C and influencer D complete the line-up". The
negatives are what such a story also names: relatives ("her husband, the jockey E"), people
someone married or is the child of, the show's staff, someone who withdrew, and people in a story
that is about no show's line-up.
"""

import pytest

from kgbuild.extraction.component import extract_doc, prepare
from kgbuild.extraction.rules import default_rules
from kgbuild.records import Article

pytestmark = pytest.mark.model


def appearances(nlp, text):
    doc = prepare(nlp)(text)
    return {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())
            if t.relation == "appears_in"}


LEAD = ("Frost Fair Dancing returns: who is taking part this year?\n\n"
        "The glitter is back. Frost Fair Dancing returns to the screen in January, and the twelve celebrities "
        "taking to the floor were revealed this morning.\n\n")


def cast(*people):
    return {(p, "appears_in", "Frost Fair Dancing") for p in people}


@pytest.mark.parametrize("paragraph,expected", [
    # an inverted copula, its subject a described name
    ("Leading the sporting contingent is former rugby player Donnacha Rourke, who retired last year.",
     cast("Donnacha Rourke")),
    # a described subject with a relative clause about another show (the story's show is not named here)
    ("Singer Clodagh Ferris, who was runner-up on a talent show in 2018, is among the early favourites.",
     cast("Clodagh Ferris")),
    # a list of described subjects, and one more after "alongside"
    ("Comedian Tayo Brennan, weather presenter Gretta Lally and influencer Keelan Byrne complete the line-up, "
     "alongside boxer Rachael Cole.",
     cast("Tayo Brennan", "Gretta Lally", "Keelan Byrne", "Rachael Cole")),
    # "joined by", and an including verb
    ("He is joined by football star Sean Kirwin.", cast("Sean Kirwin")),
    ("The series also features drag artist Terence Yap.", cast("Terence Yap")),
])
def test_a_described_entrant_in_a_line_up_story_takes_part(nlp, paragraph, expected):
    assert appearances(nlp, LEAD + paragraph) == expected


@pytest.mark.parametrize("paragraph", [
    # relatives and partners, whoever describes them by a job
    "The actress is married to filmmaker Ashwin Sarran.",
    "The pop singer is the son of veteran folk singer Harjit Gill.",
    "She is engaged to the boxer Jordan Pyke.",
    # the show's staff, and one who withdrew
    "Executive producer Annette Crewe said the launch would be the biggest yet.",
    "Comedian Kelvin Uzor withdrew last week with a shoulder injury.",
])
def test_relatives_staff_and_the_withdrawn_are_no_entrants(nlp, paragraph):
    assert appearances(nlp, LEAD + paragraph) == set()


def test_an_entrants_described_husband_is_no_entrant(nlp):
    paragraph = "Boxer Rachael Cole said her husband, the jockey Mikey Cole, was more nervous than she was."
    assert appearances(nlp, LEAD + paragraph) == cast("Rachael Cole")


def test_a_described_person_in_a_story_about_no_line_up_is_no_entrant(nlp):
    text = ("Frost Fair Dancing ratings rise\n\n"
            "Frost Fair Dancing drew its biggest audience on Saturday night, the broadcaster said.\n\n"
            "Singer Clodagh Ferris praised the show in an interview.")
    assert appearances(nlp, text) == set()


PROFILES = ("Camp Frostbite 2026: the full line-up heading to the mountains\n\n"
            "The famous faces who will be roughing it for this year's Camp Frostbite have been confirmed.\n\n")


@pytest.mark.parametrize("paragraphs,expected", [
    # each paragraph opens on a job and an age, its next sentence on the name
    ("The former footballer, 41, is the biggest sporting name in camp. Danny Mulgrave scored a hundred goals "
     "before retiring.\n\n"
     "The bestselling novelist, 56, admits she has never been camping. Philippa Ardell says she is mostly "
     "worried about the toilets.",
     {("Danny Mulgrave", "appears_in", "Camp Frostbite"), ("Philippa Ardell", "appears_in", "Camp Frostbite")}),
    # without an age, and a name sentence that lists an earlier credit
    ("The comedian has been making audiences laugh for decades. Bernie Colley was a regular on the sketch "
     "show Laughing Matter.",
     {("Bernie Colley", "appears_in", "Camp Frostbite"), ("Bernie Colley", "appears_in", "Laughing Matter")}),
])
def test_a_paragraph_opening_on_a_job_profiles_the_name_that_follows(nlp, paragraphs, expected):
    assert appearances(nlp, PROFILES + paragraphs) == expected


@pytest.mark.parametrize("paragraph", [
    # a staff job; a first sentence that already names someone
    "The executive producer, 50, has worked on the show since it began. Annette Crowe says it is the best year yet.",
    "The singer, 30, is the partner of Leo Marsh. Tamsin Orley says she will be cheering from home.",
])
def test_no_profile_after_a_staff_job_or_a_named_first_sentence(nlp, paragraph):
    assert appearances(nlp, PROFILES + paragraph) == set()


SKATERS = ("Blade Stars 2026: the full line-up and their professional partners\n\n"
           "The broadcaster has confirmed the celebrities lacing up their skates when Blade Stars returns in January.\n\n")


@pytest.mark.parametrize("entries,expected", [
    # "Name - job, age." lines, each with a fragment naming the professional
    ("Jamie Lomond - Actor, 31. Skating with Natalie Rusk.\n"
     "Rochelle Dane - Radio presenter, 36. Skating with Mark Hallam.\n"
     "Arthur Penning - Former minister, 64. Partnered with Sinead Cavan.\n",
     {(p, "appears_in", "Blade Stars") for p in ("Jamie Lomond", "Natalie Rusk", "Rochelle Dane", "Mark Hallam",
                                                 "Arthur Penning", "Sinead Cavan")}),
    # a line whose first name no name list knows, among lines whose first names are known
    ("Jamie Lomond - Actor, 31.\nKemi Adewale - Heptathlete, 28.\nRochelle Dane - Radio presenter, 36.\n"
     "Arthur Penning - Former minister, 64.\n",
     {(p, "appears_in", "Blade Stars") for p in ("Jamie Lomond", "Kemi Adewale", "Rochelle Dane", "Arthur Penning")}),
])
def test_entries_as_dashed_lines_and_their_partners_take_part(nlp, entries, expected):
    assert appearances(nlp, SKATERS + entries) == expected


def test_skating_with_someone_outside_a_line_up_story_is_no_appearance(nlp):
    text = "Holiday snaps\n\nThe singer spent the weekend in the Alps. Skating with Natalie Rusk, she fell twice."
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("paragraph,expected", [
    # a relative named by a kin noun after the name; a denial; a sentence that opens on a partnering verb
    ("Footballer Tom Sayer was joined by actress Dina Sayer, his mother, at the launch.", cast("Tom Sayer")),
    ("Influencer Sasha Kerr has denied reports she will take part.", set()),
    ("Dancing with Tom Bale at her wedding was the highlight of her life, the singer said.", set()),
])
def test_relatives_after_the_name_denials_and_full_sentences_are_no_entrants(nlp, paragraph, expected):
    assert appearances(nlp, LEAD + paragraph) == expected


def test_lines_about_the_show_are_not_names(nlp):
    text = (LEAD + "Kacey Moore - Dental nurse, 24\nJordan Ellis - Footballer, 26\nMegan Ford - Student, 21\n"
            "Start Date - Sunday, 8pm\nPrize Money - 50,000 pounds\n")
    assert appearances(nlp, text) == cast("Kacey Moore", "Jordan Ellis", "Megan Ford")
