"""Whom an audience sees in a work appears in it: the one seen, never the viewer.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``appears_in`` triples.
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # the one seen as the object, the work after "in"
    ("Viewers will see Oren Falk in the new thriller Dead Reckoning next month.",
     {("Oren Falk", "appears_in", "Dead Reckoning")}),
    # "in X" hung on the person seen
    ("We first saw Paloma Reyes in the cult sitcom Tin Roof.", {("Paloma Reyes", "appears_in", "Tin Roof")}),
    # the participle set off after the name, with adverbs between
    ("Oren Falk, seen most recently in Dead Reckoning, is 41.", {("Oren Falk", "appears_in", "Dead Reckoning")}),
    # the passive
    ("Tamsin Vo will next be seen in the drama Harrow Fields.", {("Tamsin Vo", "appears_in", "Harrow Fields")}),
    # "catch" as "see"
    ("Fans can catch Oren Falk in the sitcom Tin Roof on Fridays.", {("Oren Falk", "appears_in", "Tin Roof")}),
])
def test_the_person_seen_in_a_work_appears_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text", [
    # a place is no work
    "I saw Gemma Frost in London last week.",
    # the viewer is in nothing
    "Gemma Frost saw the thriller Dead Reckoning twice.",
    # a title with no work noun may be a brand as well as a show
    "Fans saw Owen Marsh in Velvet Lies.",
])
def test_seeing_someone_elsewhere_or_watching_a_work_is_no_appearance(nlp, text):
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # remembered, loved, known "as" a part "in" a work: the one in the part
    ("Gerald Ashe has died. Film audiences will remember him as the headmaster in the film The Fourth Form.",
     {("Gerald Ashe", "appears_in", "The Fourth Form")}),
    ("Viewers loved Ada Vey as the villain in the drama Salt Road.", {("Ada Vey", "appears_in", "Salt Road")}),
    # a part somewhere that is no work
    ("Critics know Ada Vey as a fierce campaigner in London.", set()),
])
def test_someone_remembered_as_a_part_in_a_work_appears_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_crew_job_in_the_sentence_tells_no_one_s_part_on_a_set(nlp):
    text = "Ada Vey and Tom Hale met on the set of Salt Road, where Hale was an assistant director."
    assert appearances(nlp, text) == set()
