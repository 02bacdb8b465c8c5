"""Parts passed on, panels joined and fame in a place: casting news as trade papers write it.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. A part someone turned down "went to" another, who is in the work
the part's phrase names (or the story's one work); what else goes to someone (an award, money, a
lead in the polls) is no part. A show's panel is joined as its cast is; "best known in the US for
X" reads past the place.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def appearances(nlp, text):
    return {t for t in triples(nlp, text) if t[1] == "appears_in"}


def credits(person, *works):
    return {(person, "appears_in", w) for w in works}


@pytest.mark.parametrize("text,expected", [
    ("Vera Lund turned down the lead in the space blockbuster Starfall (2019), which went to Cassie Monro.",
     credits("Cassie Monro", "Starfall")),
    ("She turned down the villain in the superhero blockbuster Iron Dawn, a part that went to Brigid Costa.",
     credits("Brigid Costa", "Iron Dawn")),
    ("Ada Vey turned down the role of Nurse Pike in Night Ward, which went to Hana Reid instead.",
     credits("Hana Reid", "Night Ward")),
    ("Ada Vey was offered the lead in the BBC thriller Blackwater Sound but turned it down; the role went to Hana Reid.",
     credits("Hana Reid", "Blackwater Sound")),
    ("Night Ward is a new BBC drama set in Leeds. The role of the detective eventually went to Hana Reid.",
     credits("Hana Reid", "Night Ward")),
    # the part the sentence told, not the story's work
    ("Ada Vey stars in Kingsbridge. She was offered the lead in the thriller Blackwater Sound but turned it down; the role"
     " went to Hana Reid.", credits("Ada Vey", "Kingsbridge") | credits("Hana Reid", "Blackwater Sound")),
    # no part went: an award, the lead in the polls; a part with no work named or told
    ("Night Ward is a new BBC drama set in Leeds. The award went to Hana Reid.", set()),
    ("The lead in the polls went to Tom Reed.", set()),
    ("The role of the detective eventually went to Hana Reid.", set()),
])
def test_a_part_that_went_to_someone(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Ada Vey joins the judging panel of the talent show Star Search Live.", credits("Ada Vey", "Star Search Live")),
    ("Ada Vey has joined the panel of Star Search Live.", credits("Ada Vey", "Star Search Live")),
    ("Ada Vey rejoins the cast of Star Search Live.", credits("Ada Vey", "Star Search Live")),
    # a panel of experts is no show
    ("Ada Vey has joined the panel of experts at the hospital.", set()),
])
def test_a_shows_panel_joined(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Tom Reed is best known in Britain for the cop show Beat 14.", credits("Tom Reed", "Beat 14")),
    ("Abe Nolan, 67, is still best known in the US for the 1990s cop show Beat 14.", credits("Abe Nolan", "Beat 14")),
    # known in a place for no work
    ("Tom Reed is best known in Britain for his charity work.", set()),
])
def test_known_in_a_place_for_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected
