"""Reviews and recaps name their cast by the parts played and the playing: "As the ringleader,
A ...", "B fares better as a safecracker", "C's turn as a choir mistress", "D gives a
career-best performance". Also the titles such stories name: a bare "X review" headline, "X, a
six-part crime drama set on an island,", "X is back for a second series".

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model

REVIEW = "Salt Meadow review\n\n"


def cast(work, *people):
    return {(p, "appears_in", work) for p in people}


@pytest.mark.parametrize("text,expected", [
    (REVIEW + "Salt Meadow is a heist film that forgets to be fun. As the gang's ringleader, Ada Vey does her best with "
     "thin material. Tom Hale fares better as a safecracker with a conscience.", cast("Salt Meadow", "Ada Vey", "Tom Hale")),
    (REVIEW + "Salt Meadow is a quiet drama about grief. Ada Vey's turn as a choir mistress is the best thing in it. "
     "Tom Hale gives a career-best performance.", cast("Salt Meadow", "Ada Vey", "Tom Hale")),
    (REVIEW + "Salt Meadow tells the story of a composer who died penniless. Ada Vey is superb as the composer. "
     "Tom Hale, as his patron, gives the film its warmth.", cast("Salt Meadow", "Ada Vey", "Tom Hale")),
    # a real life told in a review, and crew, are no parts
    (REVIEW + "Salt Meadow is a quiet drama about grief. As a mother of three, Mara Quill found it hard to watch, "
     "she told the audience.", set()),
    (REVIEW + "Salt Meadow is a quiet drama about grief. Its director, Tom Hale, worked as a waiter before film school. "
     "Ada Vey is superb as the widow.", cast("Salt Meadow", "Ada Vey")),
    # not a review: a manager is no part
    ("Ada Vey and Tom Hale split\n\nThe couple announced the news on Tuesday. As her manager, Tom Hale negotiated "
     "her contract for Salt Meadow.", {("Ada Vey", "partner", "Tom Hale")}),
])
def test_parts_a_review_names(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "X, a ... drama ...," names a title, whatever the parser hung the description on
    ("A new crime drama for Sunday nights\n\nSaltmarrow, a six-part crime drama set on a windswept island, begins on "
     "Sunday. Its leads are Ada Vey and Tom Hale, who play two detectives.", cast("Saltmarrow", "Ada Vey", "Tom Hale")),
    # one word, no given name and named nowhere else as a person, back for a second series, is a show
    ("Blackquill returns: the cast\n\nBlackquill is back for a second series. The cast includes Ada Vey (Nell), "
     "Tom Hale (Silas) and Mara Quill (Rosalind).", cast("Blackquill", "Ada Vey", "Tom Hale", "Mara Quill")),
    # a person is named in full before a surname returns
    ("Vey back on the panel\n\nJudge Ada Vey has signed a new deal. Vey is back for a second series as head judge.",
     set()),
    # "They are joined by A as a part and B as another"
    ("A new crime drama comes to Sunday nights\n\nSaltmarrow, a crime drama set on an island, begins on Sunday. "
     "Its leads are Ada Vey and Tom Hale. They are joined by Leo Marsh as a local fisherman.",
     cast("Saltmarrow", "Ada Vey", "Tom Hale", "Leo Marsh")),
])
def test_titles_reviews_and_previews_name(nlp, text, expected):
    assert triples(nlp, text) == expected
