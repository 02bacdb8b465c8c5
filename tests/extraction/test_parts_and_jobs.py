"""Parts that are not people, show titles that are someone's job, and "it" for the work just named.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # a part named in apposition to what the actor plays, or as the subject of "was played by":
    # a pronoun after it is the actor's, and the part has no family
    ("The soap Glass Harbor turns 20 this week. The grumpy landlord, Walt, was played for a decade by "
     "Tobias Lenz. His sister, Ada Lenz, also joined the cast.",
     {("Tobias Lenz", "appears_in", "Glass Harbor"), ("Tobias Lenz", "sibling", "Ada Lenz"),
      ("Ada Lenz", "appears_in", "Glass Harbor")}),
    ("The soap Glass Harbor turns 20 this week. Walt was played by Tobias Lenz until 2019. His sister, "
     "Ada Lenz, is a chef.",
     {("Tobias Lenz", "appears_in", "Glass Harbor"), ("Tobias Lenz", "sibling", "Ada Lenz")}),
    ("The soap Glass Harbor turns 20 this week. Mara Quill voices the hero's wise grandmother, Granny Fern, "
     "while her daughter, Ivy Quill, plays Fern's baby sister, Poppy.",
     {("Mara Quill", "appears_in", "Glass Harbor"), ("Ivy Quill", "appears_in", "Glass Harbor"),
      ("Mara Quill", "child", "Ivy Quill")}),
    ("The soap Glass Harbor turns 20 this week. Mara Quill has played feisty barmaid Shelby Rowe in Glass "
     "Harbor for a decade, and her sister, actress Ivy Quill, joined the soap in 2021.",
     {("Mara Quill", "appears_in", "Glass Harbor"), ("Mara Quill", "sibling", "Ivy Quill")}),
    # a part after "as" on a performance noun: it marries no one
    ("The drama Salt Meadow ended on Sunday. Mara Quill got a moving monologue as Sergeant Dana Cole, who "
     "finally married Gil in the finale.", set()),
    ("The drama Salt Meadow ended on Sunday. Tom Hale won praise for his turn as Detective Ray Burke, who "
     "divorced Nina Burke in season two. Hale is married to Ada Vey.", {("Tom Hale", "spouse", "Ada Vey")}),
    # an on-screen relative named by a first name alone is the part; named in full, the actor
    ("The soap Glass Harbor turns 20 this week. Her on-screen husband, Gil, is a fisherman.", set()),
    ("The soap Glass Harbor turns 20 this week. Her on-screen husband, Gil Marsh, paid tribute on Monday.",
     {("Gil Marsh", "appears_in", "Glass Harbor")}),
])
def test_a_part_is_no_person(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a trade or a medium before the title, or a title on someone's relative: their job
    ("The quiz show Brain Race returns next month. Its host, Tom Hale, lives in Leeds with his wife, "
     "television presenter Ada Vey.",
     {("Tom Hale", "appears_in", "Brain Race"), ("Tom Hale", "spouse", "Ada Vey")}),
    ("The quiz show Brain Race returns next month. Mara Quill, who hosts it, is married to ice-hockey coach "
     "Tobias Lenz.",
     {("Mara Quill", "appears_in", "Brain Race"), ("Mara Quill", "spouse", "Tobias Lenz")}),
    ("The quiz show Brain Race returns next month. A second marriage, to the radio presenter Ivy Rowe, lasted "
     "three years, Tom Hale said.", set()),
    # the show's own offices still count
    ("The quiz show Brain Race returns next month. Presenter Ada Vey returns to host, with head judge Tom "
     "Hale on the panel.",
     {("Ada Vey", "appears_in", "Brain Race"), ("Tom Hale", "appears_in", "Brain Race")}),
    ("The quiz show Brain Race returns next month. Mara Quill will again be joined by co-host Tobias Lenz.",
     {("Tobias Lenz", "appears_in", "Brain Race")}),
])
def test_a_show_title_that_is_a_job(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "it" as the object of a role verb: the one work named just before
    ("The drama Salt Meadow was a surprise hit. Tom Hale starred in it before moving to Spain.",
     {("Tom Hale", "appears_in", "Salt Meadow")}),
    ("The film Glass Harbor opens on Friday. Ada Vey, who appears in it, called it a dream.",
     {("Ada Vey", "appears_in", "Glass Harbor")}),
    ("The quiz show Brain Race returns next month. Mara Quill, who hosts it, is married to Tom Hale.",
     {("Mara Quill", "appears_in", "Brain Race"), ("Mara Quill", "spouse", "Tom Hale")}),
    # no work named, or two: no guess
    ("The company bought the house in May. Tom Hale lived in it for a year.", set()),
    ("Tom Hale wrote a script last year and starred in it.", set()),
    ("The films Salt Meadow and Glass Harbor both open in May. Ada Vey stars in it.", set()),
])
def test_it_names_the_work_just_named(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what is played or voiced that is no part: an instrument, a piece of music, a trailer, the credits
    ("The film \"Copperline\" premieres tonight. The haunting clarinet solo is played by Anja Sorn.", set()),
    ("The film \"Copperline\" premieres tonight. The main theme is played by cellist Tilde Marlow.", set()),
    ("The film \"Copperline\" premieres tonight. The opening credits are voiced by Anja Sorn.", set()),
    ("The news broke on Tuesday. In \"Midnight Manor\", the organ is played by Ezra Quint.", set()),
    # "it" after a work that is no screen work: a restaurant, a magazine
    ("The news broke on Tuesday. Kara Lenz bought the restaurant \"Olive Tree\" in 2019. She appears in it most nights.",
     set()),
    ("The news broke on Tuesday. The magazine \"Glow\" turned twenty this year. Kara Lenz appeared in it in 2009.", set()),
    # a contest's place or a relative the sentence has act is no outside job
    ("The news broke on Tuesday. \"Love Villa\" returns tonight. Tasha Reed's sister, contestant Mia Reed, also "
     "joins the villa.", {("Tasha Reed", "sibling", "Mia Reed"), ("Mia Reed", "appears_in", "Love Villa")}),
    # a panel of a charity in a line-up story is no show's panel
    ("Meet the 'Stage Fright' Line-Up\n\nThe talent show \"Stage Fright\" returns with a new line-up. Ned Orr's wife, "
     "Dot Orr, sits on the panel of a children's charity.", {("Ned Orr", "spouse", "Dot Orr")}),
    # a kin noun after "as" in a relative clause, or with "of", is no part that blocks the sentence's family
    ("The news broke on Tuesday. Kit Arden, who stars as the father in \"Hollow Pines\", was joined on the red carpet by "
     "his wife, Lena Arden.", {("Kit Arden", "appears_in", "Hollow Pines"), ("Kit Arden", "spouse", "Lena Arden")}),
])
def test_second_readers_near_misses(nlp, text, expected):
    assert triples(nlp, text) == expected
