"""A critic's listing of titles ("What to watch this week", "New on streaming in May"): each title
heads its section, on a line of its own (bare, quoted, numbered, with a bracket) or opening its
paragraph ("X: A plays ...", "X, BBC One, 9pm. A is ..."), and the cast told in the section is
in that title, however a critic words it.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("New on Vireo+ in May\n\nHere's everything arriving this month.\n\nThe Honey Ledger: Ada Vey plays a widowed "
     "beekeeper who uncovers a village conspiracy.\n\nQuarry Hill, season 2: Tom Hale returns as public defender Sam "
     "Okafor.", {("Ada Vey", "appears_in", "The Honey Ledger"), ("Tom Hale", "appears_in", "Quarry Hill")}),
    ("TV tonight: the best shows to watch\n\nHere are tonight's highlights.\n\nIron Bay, Vireo+, 9pm. Ada Vey is "
     "gripping as a marine biologist searching for her missing father.\n\nSalt Meadow, Channel Kestrel, 10pm. Tom Hale "
     "plays a farmer at war with his neighbours.",
     {("Ada Vey", "appears_in", "Iron Bay"), ("Tom Hale", "appears_in", "Salt Meadow")}),
    ("Five shows to binge this weekend\n\nStuck for something to watch? Try these.\n\n1. Copper Road\nThe period drama "
     "is back, and it's better than ever. Ada Vey steals every scene as the icy Lady Imelda.\n\n2. Iron Bay\nThe soap's "
     "anniversary week is full of twists. Tom Hale gives the performance of his career.",
     {("Ada Vey", "appears_in", "Copper Road"), ("Tom Hale", "appears_in", "Iron Bay")}),
    ("What to watch this week\n\nOur critics pick the best of the next seven days.\n\nCopper Road\nAda Vey plays a "
     "detective sent to a remote island.\n\nIron Bay\nTom Hale returns as the harbour master.",
     {("Ada Vey", "appears_in", "Copper Road"), ("Tom Hale", "appears_in", "Iron Bay")}),
    ("What to watch this week\n\nOur critics pick the best of the next seven days.\n\n\"Copper Road\" (Vireo+)\nAda Vey "
     "plays a detective sent to a remote island.\n\n\"Iron Bay\" (Channel Kestrel)\nTom Hale returns as the harbour "
     "master.", {("Ada Vey", "appears_in", "Copper Road"), ("Tom Hale", "appears_in", "Iron Bay")}),
])
def test_each_title_heads_its_section(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a profile's subheadings are no titles: bare lines count only under a listing's headline
    ("Ada Vey at fifty\n\nThe actor looks back on a long career.\n\nEarly Years\nShe grew up in Pellow and plays the "
     "piano.\n\nLater Life\nShe plays a nurse in Copper Road.", {("Ada Vey", "appears_in", "Copper Road")}),
    # a person's name opening a line and a colon is a quote, not a section
    ("What to watch this week\n\nOur picks.\n\nAda Vey: I played a nurse once.\n\nTom Hale: I play a doctor now.", set()),
])
def test_what_heads_no_section(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # days, weeks and platforms head no title's section; a title line under them does
    ("Your week in TV\n\nOur picks.\n\nFriday\nTea Leaves. Ada Vey and Tom Hale star.\n\nSaturday\nThe film Salt "
     "Meadow. Mara Quill and Leo Marsh star.",
     {("Ada Vey", "appears_in", "Tea Leaves"), ("Tom Hale", "appears_in", "Tea Leaves"),
      ("Mara Quill", "appears_in", "Salt Meadow"), ("Leo Marsh", "appears_in", "Salt Meadow")}),
    ("Dance Night recap\n\nThe show went on.\n\nWeek 5: Ada Vey plays a flapper in a charleston.\n\nWeek 6: the judges "
     "were stricter than ever.", {("Ada Vey", "appears_in", "Dance Night")}),
    # a person's name heading what became of them is no title
    ("The finalists: where are they now?\n\nA look back.\n\nAda Vey: Vey now runs a bakery with her husband, Tom Hale.\n\n"
     "Mara Quill: Quill is engaged to the chef Leo Marsh.",
     {("Ada Vey", "spouse", "Tom Hale"), ("Mara Quill", "partner", "Leo Marsh")}),
    # a numbered heading with a year opens the next title's section, not a career of the last actor named
    ("The 10 best British films of the decade\n\n1. Paper Moons (2021)\nAda Vey plays a forger.\n\n2. Iron Bells (2019)\n"
     "Tom Hale plays a bell-ringer.", {("Ada Vey", "appears_in", "Paper Moons"), ("Tom Hale", "appears_in", "Iron Bells")}),
])
def test_headings_that_are_no_titles(nlp, text, expected):
    assert triples(nlp, text) == expected
