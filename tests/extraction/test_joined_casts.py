"""The people a cast is joined to, and the people an inverted participle names after its copula.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. "A joins B and C in X": B and C are in X already, A is now (in a story of the screen, in a cast, or a
title after its kind);
"Also appearing in X are A and B": the people come after the copula. Joining a person in a place,
or a firm in a year, is no cast.
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model

WARD, FALLS = "The Night Ward", "Copper Falls"


def cast(work, *people):
    return {(p, "appears_in", work) for p in people}


@pytest.mark.parametrize("text,expected", [
    # in a story of the screen, under the cast, or after the work's kind
    ("The drama returns in May. Tom Hale joins Ada Vey in The Night Ward.", cast(WARD, "Tom Hale", "Ada Vey")),
    ("Tom Hale joins Ada Vey and Leo Marsh in the cast of The Night Ward.", cast(WARD, "Tom Hale", "Ada Vey", "Leo Marsh")),
    ("Tom Hale will join Ada Vey and Leo Marsh in the thriller Copper Falls.",
     cast(FALLS, "Tom Hale", "Ada Vey", "Leo Marsh")),
    ("Joining Ada Vey in the cast of The Night Ward are Leo Marsh and Tom Hale.",
     cast(WARD, "Ada Vey", "Leo Marsh", "Tom Hale")),
    # no cast: a place, a firm and a year
    ("Tom Hale joined his wife in Paris last week.", set()),
    ("Ada Vey joined Netflix in 2019.", set()),
    ("Ada Vey joined Ben Lor in the London Marathon.", set()),
    ("Ada Vey joined Ben Lor in Times Square for New Year's Eve.", set()),
])
def test_joining_people_in_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Also appearing in The Night Ward are Ada Vey and Leo Marsh.", cast(WARD, "Ada Vey", "Leo Marsh")),
    ("Also starring in The Night Ward are Ada Vey and Leo Marsh.", cast(WARD, "Ada Vey", "Leo Marsh")),
    # no people after the copula, or no work in the slot
    ("Also appearing in The Night Ward are scenes shot in Leeds.", set()),
    ("Also appearing in court were Ada Vey and Leo Marsh.", set()),
])
def test_people_named_after_an_inverted_participle(nlp, text, expected):
    assert appearances(nlp, text) == expected
