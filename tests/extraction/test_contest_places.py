"""A place in a contest the article reads as a work puts the contestant in it ("finished
runner-up on X", "came second on the dance show Y"); so does being remembered by the work's own
audience ("Fans of X will remember A as the nurse").

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``appears_in`` triples.
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("The dance show Ballroom Stars returns next week. Emma Clarke finished runner-up on Ballroom Stars in 2019.",
     {("Emma Clarke", "appears_in", "Ballroom Stars")}),
    ("Emma Clarke came second on the dance show Ballroom Stars in 2019.", {("Emma Clarke", "appears_in", "Ballroom Stars")}),
    ("Emma Clarke placed fourth on the baking contest Crumb Wars.", {("Emma Clarke", "appears_in", "Crumb Wars")}),
])
def test_a_place_in_a_contest_puts_the_contestant_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text", [
    # a race is no show
    "Emma Clarke finished second in the London Marathon in 2019.",
    # no place given; a sentence opened by "Last"
    "Emma Clarke finished the dance show Ballroom Stars with a waltz.",
    "The dance show Ballroom Stars is back. Last, Emma Clarke came on Ballroom Stars to promote her book.",
])
def test_a_place_in_no_show_puts_no_one_in_one(nlp, text):
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    ("The soap Harbour Lights returns next week. Fans of Harbour Lights will remember Emma Clarke as the feisty nurse Nina.",
     {("Emma Clarke", "appears_in", "Harbour Lights")}),
    ("Fans of the sitcom Pine Row will remember Emma Clarke as the feisty nurse.", {("Emma Clarke", "appears_in", "Pine Row")}),
    # the audience of a person is no work's
    ("Fans of Emma Clarke will remember her as the feisty nurse.", set()),
])
def test_a_work_s_audience_remembers_who_was_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected
