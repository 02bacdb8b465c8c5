"""Lines that pair a person with a title in brackets ("A (Cell Block Nine)"), as awards stories list
nominees: each person appears in the bracket's work, not in the story's. A cast list's parts, a
network or a list of day jobs in brackets are no such credit.

Model tests (the pinned en_core_web_sm 3.8.0); every article is invented, with its exact set of
triples.
"""

import pytest

from ..conftest import cast, triples

pytestmark = pytest.mark.model

AWARDS = ("TV Awards 2026: the full list of nominations\n\n"
          "The nominations for this year's TV Awards have been announced, with the prison drama Cell Block Nine "
          "leading the field.\n\n")


@pytest.mark.parametrize("text,expected", [
    # a title the article names as a work elsewhere, then the rest of the list read the same way
    (AWARDS + "Leading Actress\n\nMaeve Dunleavy (Cell Block Nine)\nAma Owusu-Hart (The Still Ward)\n"
     "Hattie Pengelly (Saltmarsh)\n\nLeading Actor\n\nCal Thorne (Iron Moor)\nFemi Bankole (The Still Ward)\n",
     {("Maeve Dunleavy", "appears_in", "Cell Block Nine"), ("Ama Owusu-Hart", "appears_in", "The Still Ward"),
      ("Hattie Pengelly", "appears_in", "Saltmarsh"), ("Cal Thorne", "appears_in", "Iron Moor"),
      ("Femi Bankole", "appears_in", "The Still Ward")}),
    # a title two lines share
    ("Awards shortlist\n\nThe shortlist for the Screen Awards is out. Best actress nominees:\n\n"
     "Maeve Dunleavy (Iron Moor)\nAma Owusu (Iron Moor)\nHattie Pengelly (Saltmarsh Bay)\n",
     {("Maeve Dunleavy", "appears_in", "Iron Moor"), ("Ama Owusu", "appears_in", "Iron Moor"),
      ("Hattie Pengelly", "appears_in", "Saltmarsh Bay")}),
])
def test_a_title_in_brackets_after_a_name_is_that_person_s_credit(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a cast list's parts: the story's work
    ("Who's who in the cast of Harbour Lights\n\nHarbour Lights returns to BBC One tonight. Here is who plays whom.\n\n"
     "Rhys Dolan (Captain Gus Marr)\nLena Hart (Nell Marr)\nCarl Breen (Mayor Tobin)\n",
     cast("Harbour Lights", "Rhys Dolan", "Lena Hart", "Carl Breen")),
    # networks in brackets are no titles
    ("Ballroom Stars line-up: the celebrities and their day jobs\n\nThe line-up for the new series of Ballroom Stars "
     "has been confirmed.\n\nDean Harlow (BBC)\nRosa Mint (ITV)\nAnn Cole (Sky News)\n",
     cast("Ballroom Stars", "Dean Harlow", "Rosa Mint", "Ann Cole")),
])
def test_parts_and_networks_in_brackets_are_no_credits(nlp, text, expected):
    assert triples(nlp, text) == expected
