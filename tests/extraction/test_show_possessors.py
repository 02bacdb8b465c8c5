"""A show's possessive before a person's name: "Night Shift's Nell Avery" is in Night Shift, as are
"X's lead, B" and "X's stars C and D"; a show someone owns through "whose".

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. Only a title the article reads as a work, in a story of the screen,
owns its people so; a network, a country or an award does not, nor does a job or a character between
("X's creator, B", "X's villain, C").
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model


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


@pytest.mark.parametrize("text,expected", [
    ("The drama The Long Quiet was a hit. Among the guests was The Long Quiet's lead, Anders Holm.",
     {("Anders Holm", "appears_in", "The Long Quiet")}),
    ("The drama Night Shift was a hit. Night Shift's stars Ada Vey and Tom Hale attended.",
     {("Ada Vey", "appears_in", "Night Shift"), ("Tom Hale", "appears_in", "Night Shift")}),
    ("The drama Night Shift was a hit. Night Shift's new host, Ada Vey, attended.",
     {("Ada Vey", "appears_in", "Night Shift")}),
    ("The drama Night Shift was a hit. Night Shift's Ada Vey attended.", {("Ada Vey", "appears_in", "Night Shift")}),
    # the show's maker or a character is no one in it; a person's possessive is no show's, named by NER or not
    ("The drama Night Shift was a hit. Night Shift's creator, Ada Vey, attended.", set()),
    ("The drama Night Shift returns on Sunday. Night Shift's villain, Marcus Crane, finally meets his end.", set()),
    ("The drama was a hit with viewers. Thandiwe Mbeki's coach, Ada Vey, attended.", set()),
    ("The drama was a hit with viewers. Tom Hale's co-star, Ada Vey, attended.", set()),
])
def test_a_role_noun_after_a_shows_possessive(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("The show was a hit with viewers. Late-night host Mickey Ortiz, whose show Late Call tapes across town, "
     "lives nearby.", {("Mickey Ortiz", "appears_in", "Late Call")}),
    ("The show was a hit with viewers. Ada Vey, whose show Paper Moons films in Leeds, lives nearby.",
     {("Ada Vey", "appears_in", "Paper Moons")}),
])
def test_whose_show_read_as_the_clauses_verb(nlp, text, expected):
    assert appearances(nlp, text) == expected
