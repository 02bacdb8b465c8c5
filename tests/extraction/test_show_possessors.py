"""A show's possessive before a person's name: "Night Shift's Nell Avery" is in Night Shift.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. Only a title the article reads as a work, in a story of the screen,
owns its people so; a network, a country or an award does not, nor does a role noun between ("X's
creator, B").
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def appearances(nlp, text):
    return {t for t in triples(nlp, text) if t[1] == "appears_in"}


@pytest.mark.parametrize("text,expected", [
    ("The Night Ward's Ada Vey will be off air for two weeks, the channel said.",
     {("Ada Vey", "appears_in", "The Night Ward")}),
    ("The Night Ward's Ada Vey and Leo Marsh are reportedly dating, the show's producers confirmed.",
     {("Ada Vey", "appears_in", "The Night Ward"), ("Leo Marsh", "appears_in", "The Night Ward")}),
    # the title read as a work in the sentence before
    ("The reality show Love Island returns in June. Meanwhile, Love Island's Ada Vey has split from her boyfriend.",
     {("Ada Vey", "appears_in", "Love Island")}),
    # no work's people
    ("Netflix's Ada Vey has announced her engagement.", set()),
    # in a story that never speaks of the screen, a quoted name is a restaurant's as well as a show's
    ('Her restaurant "Lilac" opened in May. Lilac\'s Ada Vey runs the kitchen.', set()),
    ("Britain's Ada Vey won the race.", set()),
    ("The Night Ward's creator, Ada Vey, has signed a new deal.", set()),
    ("The Oscars' host, Ada Vey, opened the show.", set()),
])
def test_a_shows_possessive_names_its_people(nlp, text, expected):
    assert appearances(nlp, text) == expected
