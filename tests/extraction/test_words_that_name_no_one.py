"""Capitalised words that describe a job name no one: an event before a job ("the Olympic diver
B") is not B's spouse, and a job capitalised after a line's dash ("A - Singer, 24, who won X")
is no person in X.

Model tests (the pinned en_core_web_sm 3.8.0); every text is invented, with its exact set of
triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("Zara Kapoor is a TV presenter. Her husband, the Olympic diver Ben Hollis, competed on the show in 2019.",
     {("Zara Kapoor", "spouse", "Ben Hollis")}),
    # a nationality, as before
    ("Zara Kapoor is a TV presenter. Her husband, the British diver Ben Hollis, competed on the show in 2019.",
     {("Zara Kapoor", "spouse", "Ben Hollis")}),
])
def test_an_event_describing_a_job_is_no_person(nlp, text, expected):
    assert triples(nlp, text) == expected


def test_a_job_capitalised_after_a_line_s_dash_is_no_one(nlp):
    text = ("Star Skaters 2026: the full line-up\n\n"
            "ITV has confirmed the celebrities who will be lacing up their skates when Star Skaters returns in January.\n\n"
            "Lily-Rose Hartigan - Singer, 24, who won the talent show Golden Mic in 2022.\n\n")
    assert not {t for t in triples(nlp, text) if t[0] == "Singer"}


@pytest.mark.parametrize("text,expected", [
    # the parser made the town the subject of what follows
    ("Rahul Patel is taking part. Rahul, 45, is a dentist from Leicester taking part with his wife, Nisha Patel, 43.",
     {("Rahul Patel", "spouse", "Nisha Patel")}),
    ("Omar Sefton joins the line-up. Omar, 29, is a plumber from Derby competing with his sister, Dina Sefton.",
     {("Omar Sefton", "sibling", "Dina Sefton")}),
    # a one-name person a message comes from is no place
    ("Tom Hale received a message from Madonna, who said her daughter, Lourdes, loved the film.",
     {("Madonna", "child", "Lourdes")}),
])
def test_a_town_someone_is_from_is_no_one_a_pronoun_means(nlp, text, expected):
    assert triples(nlp, text) == expected
