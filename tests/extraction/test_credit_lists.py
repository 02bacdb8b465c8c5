"""Someone's credits listed after a list verb or a copula, and "known ... for" past an adverb.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. "Work" lists credits only when it is work on screen (a
director's or a producer's work is not a part), and a copula lists them only with titles after it.
"""

import pytest

from ..conftest import appearances, credits

pytestmark = pytest.mark.model

WARD, FALLS, HARBOUR = "The Night Ward", "Copper Falls", "Glass Harbour"


@pytest.mark.parametrize("text,expected", [
    ("Ada Vey's screen work includes The Night Ward, Copper Falls and Glass Harbour.",
     credits("Ada Vey", WARD, FALLS, HARBOUR)),
    ("Ada Vey's television work includes The Night Ward and Copper Falls.", credits("Ada Vey", WARD, FALLS)),
    ("Ada Vey's credits are The Night Ward, Copper Falls and Glass Harbour.", credits("Ada Vey", WARD, FALLS, HARBOUR)),
    ("Among Ada Vey's credits are The Night Ward and Copper Falls.", credits("Ada Vey", WARD, FALLS)),
    ("Ada Vey's shows are The Night Ward and Copper Falls, both on Netflix.", credits("Ada Vey", WARD, FALLS)),
    ("Ada Vey is best known internationally for The Night Ward.", credits("Ada Vey", WARD)),
    # not credits: work behind the camera, plain "work", a copula with no title, an adverb and no title
    ("Ada Vey's directing work includes The Night Ward and Copper Falls.", set()),
    ("Ada Vey's work includes The Night Ward, Copper Falls and Glass Harbour.", set()),
    ("Ada Vey's credits are impressive, and her films are Netflix's biggest hits.", set()),
    ("Ada Vey is known locally as a generous neighbour.", set()),
    # someone's favourites are no credits
    ("Ada Vey said her favourite films are Copper Falls and Night Shift.", set()),
    ("Ben Lor's favourite shows are Copper Falls and Night Shift.", set()),
])
def test_credits_listed_after_a_list_verb_or_a_copula(nlp, text, expected):
    assert appearances(nlp, text) == expected
