"""Credits named in a description of where audiences know someone from.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. A quoted title after any description of it is a work ("the
superhero ensemble 'X'"), unless the description names a phrase, a character or a record; "known
to English-speaking audiences for" reads past the audience; "familiar from" reads like "known
from"; a network's possessive before a title makes it a title even when NER calls it a person; an
award ("a César winner") is no show.
"""

import pytest

from ..conftest import appearances, credits

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ('Tova Linde, best known for the superhero ensemble "Night Wardens" and the sitcom "Desk Jockeys," plays a banker.',
     credits("Tova Linde", "Night Wardens", "Desk Jockeys")),
    ('Marek Sowa, best known for the period romp "Gilt and Gallows," has signed on.',
     credits("Marek Sowa", "Gilt and Gallows")),
    ('Nell Farrow, known for the workplace ensemble "Quarterly," joins the cast.',
     credits("Nell Farrow", "Quarterly")),
    # the description names what else a quote can be: only a kind of film or show makes it a work
    ('Tova Linde, best known for her fragrance "Velvet Night," married Ben Hart last year.', set()),
    ('Tova Linde, best known for the racehorse "Silver Dancer," married Ben Hart last year.', set()),
    ('Tova Linde, best known for the catchphrase "Not On My Watch," joins the cast.', set()),
    ('Tova Linde, best known for her memoir "Salt And Smoke," joins the cast.', set()),
    ('Tova Linde, best known for the character "Big Mags," joins the cast.', set()),
])
def test_a_described_quoted_title_is_a_credit(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ('Odile Marchand, 58, best known to English-speaking audiences for "The Quiet Tenant," was honoured.',
     credits("Odile Marchand", "The Quiet Tenant")),
    ('Odile Marchand, a three-time César winner known to French-speaking viewers for "Les Hirondelles," spoke.',
     credits("Odile Marchand", "Les Hirondelles")),
    ('Kwesi Ampofo, familiar to British audiences from the thriller "Lagoon Road," resists easy villainy.',
     credits("Kwesi Ampofo", "Lagoon Road")),
    ("Kwesi Ampofo, familiar from the soap Harbour Lane, was spotted in Leeds.", credits("Kwesi Ampofo", "Harbour Lane")),
    # familiar with something is no credit; an award is no show
    ("Kwesi Ampofo, familiar with the streets of Accra, plays a taxi driver.", set()),
    ("Odile Marchand, a two-time César winner, was honoured in Paris.", set()),
    ("Odile Marchand, a Goya winner, was honoured in Madrid.", set()),
])
def test_known_to_an_audience_or_familiar_from(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Obi Nwankwo starred in the BBC's Stoneleigh for four seasons.", credits("Obi Nwankwo", "Stoneleigh")),
    ("Obi Nwankwo appeared in ITV's Whitmore for two years.", credits("Obi Nwankwo", "Whitmore")),
    ("Obi Nwankwo starred in the BBC's Stoneleigh and Channel 4's Marlowe.",
     credits("Obi Nwankwo", "Stoneleigh", "Marlowe")),
    # a network's office is no title
    ("Obi Nwankwo worked at the BBC's Salford office for years.", set()),
])
def test_a_title_after_a_networks_possessive(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # common words written as a title before a role noun name a show: inside a sentence, two title-case words
    # ("his fellow X judge": he is one too)
    ("Mo Quinn was joined by his fellow Bake Off judge Lena Cray.", credits("Lena Cray", "Bake Off") | credits("Mo Quinn", "Bake Off")),
    ("Mo Quinn has been dating the former Island Life contestant Lena Cray since May.", credits("Lena Cray", "Island Life")),
    ("She thanked her old Pitch Perfectly co-host Lena Cray.", credits("Lena Cray", "Pitch Perfectly")),
    ("Guests included her fellow Stir Up judge Lena Cray.", credits("Lena Cray", "Stir Up")),
    # at a sentence's start, a function word between capitals ("Voices of Tomorrow", "Kings of Comedy")
    ("Voices of Tomorrow winner Lena Cray is engaged.", credits("Lena Cray", "Voices of Tomorrow")),
    ("Kings of Comedy finalist Lena Cray has signed a record deal.", credits("Lena Cray", "Kings of Comedy")),
    ("Kings of Tomorrow judge Lena Cray is engaged.", credits("Lena Cray", "Kings of Tomorrow")),
    # a date word after a title's "of" stays in the title
    ("Mo Quinn praised the Stars of Tomorrow host Lena Cray.", credits("Lena Cray", "Stars of Tomorrow")),
    # capitals a sentence opens on, an award or a court are no title
    ("Reality star Lena Cray is engaged.", set()),
    ("The High Court judge Lena Cray dismissed the claim.", set()),
    ("Mo Quinn thanked the Golden Globe winner Lena Cray.", set()),
])
def test_common_words_in_title_case_before_a_role_noun(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an award glued to a participle describes the cue's own noun: no title ("Emmy")
    ("Lily Harper is best known for her Emmy-nominated role in Sundown Prairie.", credits("Lily Harper", "Sundown Prairie")),
    ("Lily Harper is best known for her Bafta-winning turn in Sundown Prairie.", credits("Lily Harper", "Sundown Prairie")),
    # and before a genre noun or a title it still describes the work
    ("Lily Harper is best known for the Emmy-winning drama Sundown Prairie.", credits("Lily Harper", "Sundown Prairie")),
])
def test_a_prize_glued_to_a_participle_is_no_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a title named by its kind after it, a place after a title's preposition inside it
    ("The comedy was a hit. Peggy Ross made a cameo in the Bus to Bristol film as a bingo caller.",
     credits("Peggy Ross", "Bus to Bristol")),
    ("The comedy was a hit. Peggy Ross had a small part in the Harbour Lights film.", credits("Peggy Ross", "Harbour Lights")),
    ("The comedy was a hit. Peggy Ross had a part in the Night Ferry to Dublin film.",
     credits("Peggy Ross", "Night Ferry to Dublin")),
    # a network or a firm before the noun is no title; a place after "and" is a list, not a title
    ("Peggy Ross starred in the Netflix film as a cop.", set()),
    ("Peggy Ross appeared in Acme commercials.", set()),
    ("The director is in talks with Tom Ward-Hale and American actress Peggy Ross for the thriller.", set()),
])
def test_a_title_named_by_its_kind_after_it(nlp, text, expected):
    assert appearances(nlp, text) == expected
