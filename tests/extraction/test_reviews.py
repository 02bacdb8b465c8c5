"""Reviews and recaps name their cast by the parts played and the playing: "As the ringleader,
A ...", "B fares better as a safecracker", "C's turn as a choir mistress", "D gives a
career-best performance". Also the titles such stories name: a bare "X review" headline, "X, a
six-part crime drama set on an island,", "X is back for a second series".

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import cast, triples

pytestmark = pytest.mark.model

REVIEW = "Salt Meadow review\n\n"


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


@pytest.mark.parametrize("text,expected", [
    # a performance placed in another work, or a ceremony's or a place's name, is not the work reviewed
    ("Golden Reel Awards recap: the winners\n\nAda Vey won best actress for her turn as a grieving mother in Tidewater. "
     "Host Tom Hale opened with a song.", set()),
    ("Review: Winter Kings reviewed by our critic\n\nWinter Kings was reviewed by our critic at the Berlin premiere. "
     "Leo Marsh, as the old king, is a towering presence.", set()),
])
def test_what_a_review_is_not_about(nlp, text, expected):
    assert {t for t in triples(nlp, text) if t[0] != "Tom Hale"} == expected


@pytest.mark.parametrize("text,expected", [
    # a capital "The" before a capitalised title word opening a sentence is the title's own
    ("The news broke on Tuesday. The White Lotus returns for a third season. Ada Vey stars.",
     cast("The White Lotus", "Ada Vey")),
    ("The news broke on Tuesday. The Lampwrights will return for a second series. Ada Vey and Tom Hale will both be back.",
     cast("The Lampwrights", "Ada Vey", "Tom Hale")),
    ("The news broke on Tuesday. The Real Wives of Brannock Bay returns in April. Ada Vey joins as a friend of the wives.",
     cast("The Real Wives of Brannock Bay", "Ada Vey")),
    # not before a lower-case word
    ("The news broke on Tuesday. The drama Iron Bay returns in April. Ada Vey is back as the harbour master.",
     cast("Iron Bay", "Ada Vey")),
])
def test_a_title_s_own_the(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a kin noun of either sex is a part played ("the grieving parents")
    (REVIEW + "Salt Meadow is a quiet drama about grief. Piet Laan and Roos Laan play the grieving parents.",
     cast("Salt Meadow", "Piet Laan", "Roos Laan")),
    (REVIEW + "Salt Meadow is a quiet drama about grief. Ada Vey plays the child's grandparent with real warmth.",
     cast("Salt Meadow", "Ada Vey")),
    # a part set off by commas and played by someone, the participle hung on the noun before the part
    (REVIEW + "Salt Meadow is a heist film that forgets to be fun. A subplot involving the mayor, played with relish "
     "by Carl Breen, goes nowhere.", cast("Salt Meadow", "Carl Breen")),
    (REVIEW + "Salt Meadow is a heist film that forgets to be fun. The mayor, played by Carl Breen, steals every scene.",
     cast("Salt Meadow", "Carl Breen")),
    # what is made by someone is no part played
    (REVIEW + "Salt Meadow is a heist film that forgets to be fun. The score, composed by Carl Breen, is the best thing in it.",
     set()),
    (REVIEW + "Salt Meadow is a heist film that forgets to be fun. A subplot involving the mayor, written by Carl Breen, "
     "goes nowhere.", set()),
])
def test_parts_played_by_someone_and_kin_parts(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a title-case headline's "X Review:" is X's review; X written alone in the story is the same work
    ("Moth & Marrow Review: Netflix's Gothic Cartoon Is the Warmest Show of the Fall\n\nIt takes ninety seconds for Moth & Marrow to win you over. "
     "The skeleton is voiced by Dev Chaud. Mia Oyel plays the landlady.", cast("Moth & Marrow", "Dev Chaud", "Mia Oyel")),
    # named in the story's own telling, it is
    (REVIEW + "Salt Meadow is a quiet drama about grief. Mia Oyel starred in Late Bus last year. She played a landlady.",
     cast("Salt Meadow") | {("Mia Oyel", "appears_in", "Late Bus")}),
])
def test_a_review_s_own_title_and_credits_in_passing(nlp, text, expected):
    assert triples(nlp, text) == expected


def test_music_played_by_someone_is_no_part(nlp):
    text = REVIEW + "Salt Meadow is a quiet drama about grief. A lullaby for the child, played by Carl Breen on guitar, closes the film."
    assert triples(nlp, text) == set()
