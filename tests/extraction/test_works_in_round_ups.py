"""Stories that name several works, or name their work only in the headline: a streamer's slate
whose "it" is the work just introduced, nominees listed each with their title, a headline's
numbered season, a cast guide's headline, and a place that is no work.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # "It stars ..." is the work the sentence before introduced after its copula ("Also coming is X")
    ("The streamer unveiled its spring slate on Monday. The lineup includes Copper Road, a thriller from Sweden. "
     "Also coming is Brass Keys, a sitcom about a failing music shop. It stars Pip Dorn and Tom Hale.",
     {("Pip Dorn", "appears_in", "Brass Keys"), ("Tom Hale", "appears_in", "Brass Keys")}),
    ("The streamer unveiled its spring slate on Monday. The lineup includes Copper Road, a thriller from Sweden. "
     "There is also Brass Keys, a comedy about a music shop. It stars Pip Dorn.",
     {("Pip Dorn", "appears_in", "Brass Keys")}),
    ("Netflix has three new shows this winter. First is Copper Road, a thriller starring Leo Marsh. "
     "Next up is Brass Keys, a comedy about a music shop. It stars Mara Quill.",
     {("Leo Marsh", "appears_in", "Copper Road"), ("Mara Quill", "appears_in", "Brass Keys")}),
])
def test_it_is_the_work_a_slate_just_introduced(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an award's category before a colon is no part's slot: the names after it are people, each with a title
    ("The nominations were announced on Tuesday. Outstanding lead actor in a comedy series: Tom Hale (Brass Keys), "
     "Leo Marsh (Salt Meadow), Ada Vey (Iron Bay).",
     {("Tom Hale", "appears_in", "Brass Keys"), ("Leo Marsh", "appears_in", "Salt Meadow"),
      ("Ada Vey", "appears_in", "Iron Bay")}),
    # "A for X and B for Y", whatever the small model made of the names
    ("The nominations were announced on Tuesday. Best supporting actor in a limited series: Leo Marsh for Night Ferry "
     "and Tom Hale for Copper Road.",
     {("Leo Marsh", "appears_in", "Night Ferry"), ("Tom Hale", "appears_in", "Copper Road")}),
    ("The nominations were announced on Tuesday. The nominees for best actress are Ada Vey for Long Summer, "
     "Mara Quill for Copper Road and Pip Dorn for Night Ferry.",
     {("Ada Vey", "appears_in", "Long Summer"), ("Mara Quill", "appears_in", "Copper Road"),
      ("Pip Dorn", "appears_in", "Night Ferry")}),
    # a part's slot all the same where no award's rank stands before the noun
    ("The news broke on Tuesday. Tom Hale, the lead actor in Copper Road, is engaged.",
     {("Tom Hale", "appears_in", "Copper Road")}),
    # thanks "for" someone, or one pair alone, is no list of nominees
    ("The ceremony was held on Tuesday. Best of all, Ada Vey thanked Tom Hale for Mara Quill and the crew.", set()),
])
def test_nominees_listed_with_their_titles(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a headline's numbered season names the show, though NER calls part of it a person in the story
    ("Everything we know about Night Ferry season 2\n\nNight Ferry is coming back. Leo Marsh returns as Captain "
     "Rourke, and Ada Vey is back as his estranged daughter. Newcomers include Pip Dorn and Tom Hale.",
     {("Leo Marsh", "appears_in", "Night Ferry"), ("Ada Vey", "appears_in", "Night Ferry"),
      ("Pip Dorn", "appears_in", "Night Ferry"), ("Tom Hale", "appears_in", "Night Ferry")}),
    # a cast guide's "who is who" after the title
    ("Salt Meadow cast: who is who\n\nSalt Meadow follows a family of farmers. Here is the cast.\n"
     "Ada Vey as Nora Price. Vey plays the family matriarch.\nTom Hale as Owen Price. Hale is best known for Long "
     "Winter.",
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow"),
      ("Tom Hale", "appears_in", "Long Winter")}),
])
def test_a_headline_names_the_show(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a place "in" a noun's phrase is where a story is set, not the work "the cast" belongs to
    ("The news broke on Tuesday. The drama is set on a farm in Wales. The cast includes Ada Vey and Tom Hale.", set()),
    ("The news broke on Tuesday. The film follows a family of miners in Cornwall. The cast is led by Ada Vey.", set()),
    # the star "of" a title NER takes for a place (of two words) is in it; "the star of London" is not
    ("The news broke on Tuesday. Tom Hale, the star of Glass Harbor, has died.",
     {("Tom Hale", "appears_in", "Glass Harbor")}),
    ("The news broke on Tuesday. Tom Hale, the toast of London, has died.", set()),
])
def test_a_place_is_no_work(nlp, text, expected):
    assert triples(nlp, text) == expected
