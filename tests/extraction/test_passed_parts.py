"""Parts passed on, panels joined and fame in a place: casting news as trade papers write it.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. A part someone turned down "went to" another, who is in the work
the part's phrase names (or the story's one work); what else goes to someone (an award, money, a
lead in the polls) is no part. A show's panel is joined as its cast is; "best known in the US for
X" reads past the place.
"""

import pytest

from ..conftest import appearances, credits

pytestmark = pytest.mark.model


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
    # the part a sentence before told, or this one, not the story's work
    ("Grace Mulcahy has no regrets. Ten years ago she was offered the lead in Nightjar Bay, the coastal thriller. She said"
     ' no.\n\n"I had just had my daughter," she says. The part went to Ruth Farrell, who won a Bafta for it.',
     credits("Ruth Farrell", "Nightjar Bay")),
    ("Ada Vey stars in Kingsbridge. She was offered the lead in the thriller Blackwater Sound but turned it down; the role"
     " went to Hana Reid.", credits("Ada Vey", "Kingsbridge") | credits("Hana Reid", "Blackwater Sound")),
    # no part went: an award, the lead in the polls, a crew job, a job for a charity; a part in a work the sentence
    # names otherwise (a sequel, a stage); a part with no work named or told
    ("Night Ward is a new BBC drama set in Leeds. The award went to Hana Reid.", set()),
    ("Night Ward is a new BBC drama. The role of director went to Tom Reed.", set()),
    ("Night Ward is a new BBC drama. The writing credits went to Tom Reed and Hana Reid.", set()),
    ("Ada Vey stars in Night Ward. The role of ambassador for the charity went to Hana Reid.", credits("Ada Vey", "Night Ward")),
    ("Ada Vey stars in Night Ward. The role of Nurse Pike in the sequel went to Hana Reid.", credits("Ada Vey", "Night Ward")),
    ("Ada Vey stars in Night Ward. She auditioned to play Lady Macbeth at the Globe, but the part went to Hana Reid.",
     credits("Ada Vey", "Night Ward")),
    ("The lead in the polls went to Tom Reed.", set()),
    ("The role of the detective eventually went to Hana Reid.", set()),
])
def test_a_part_that_went_to_someone(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Ada Vey joins the judging panel of the talent show Star Search Live.", credits("Ada Vey", "Star Search Live")),
    ("Ada Vey has joined the panel of the talent show Star Search Live.", credits("Ada Vey", "Star Search Live")),
    ("Ada Vey rejoins the cast of Star Search Live.", credits("Ada Vey", "Star Search Live")),
    # a panel of experts, a prize's panel, a ballet's company: no show
    ("Ada Vey has joined the panel of experts at the hospital.", set()),
    ("Ada Vey joined the judging panel of the Silver Fern Prize.", set()),
    ("Ada Vey has joined the ensemble of the Royal Caledonian Ballet.", set()),
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


@pytest.mark.parametrize("text,expected", [
    # a list of titles each described as a work, which the parser read as a clause after "and"
    ('Moon Seol headlined the revenge thriller "Salt Road" and the period epic "The Ninth Gate."',
     credits("Moon Seol", "Salt Road", "The Ninth Gate")),
    ('Moon Seol has since become a star, headlining the revenge thriller "Salt Road" and the Netflix period epic'
     ' "The Ninth Gate."', credits("Moon Seol", "Salt Road", "The Ninth Gate")),
    # what is not described as a work is no title of the list
    ('Moon Seol headlined the revenge thriller "Salt Road" and the Glastonbury festival.', credits("Moon Seol", "Salt Road")),
])
def test_titles_listed_after_a_casting_verb(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a nationality and a hyphenated description before the genre noun describe the title after it
    ("Kinsella made her breakout in the Irish coming-of-age drama Wildflower Road.", credits("Kinsella", "Wildflower Road")),
    ("Tom Reed starred in the British fish-out-of-water comedy Low Tide.", credits("Tom Reed", "Low Tide")),
    ("Tom Reed starred in the drama Low Tide.", credits("Tom Reed", "Low Tide")),
])
def test_a_hyphenated_description_before_a_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "co-presented" kept one word, as "co-hosted" is (split at its hyphen, "co" became the subject)
    ("Sally Moss co-presented the final two series of Holiday Hotline with Tom Reed.",
     credits("Sally Moss", "Holiday Hotline") | credits("Tom Reed", "Holiday Hotline")),
    ("Tom Reed co-presents Night Desk with Ada Vey.", credits("Tom Reed", "Night Desk") | credits("Ada Vey", "Night Desk")),
    # presenting an award is no show
    ("Sally Moss co-presented the award with Tom Reed.", set()),
])
def test_a_co_presenter(nlp, text, expected):
    assert appearances(nlp, text) == expected
