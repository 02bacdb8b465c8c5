"""Cast announcements in a story about one show: who returns, who is new and who joins, told in
the shapes previews and "everything we know" explainers print them, with the title named only in
the headline and the lead.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import cast, triples

pytestmark = pytest.mark.model

LEAD = ("Copper Road season 2: release date, cast and everything we know\n\n"
        "The hit drama Copper Road is coming back for a second season, the streamer confirmed on Monday.\n\n")
FILM = ("Iron Bay sequel: who is in the cast\n\n"
        "The thriller Iron Bay is getting a sequel, the studio said on Friday.\n\n")


@pytest.mark.parametrize("text,expected", [
    # a return to a cast with one-word parts in brackets, however the parser read "return"
    (LEAD + "Ada Vey (Kate), Leo Marsh (Joe) and Pip Dorn (Sue) return for season two.",
     cast("Copper Road", "Ada Vey", "Leo Marsh", "Pip Dorn")),
    ("The news broke on Tuesday. Tom Hale (Inspector Rae Dunn) and Mara Quill (Sergeant Pike) return for season two "
     "of Iron Bay.", cast("Iron Bay", "Tom Hale", "Mara Quill")),
    ("The news broke on Tuesday. The soap Iron Bay has confirmed that Nell Ash (Kit) and Pip Dorn (Sue) return next week.",
     cast("Iron Bay", "Nell Ash", "Pip Dorn")),
    (FILM + "Mara Quill (Nina Holt), Tom Hale (Ivo Stark) and Pip Dorn (Rae Lund) are all back.",
     cast("Iron Bay", "Mara Quill", "Tom Hale", "Pip Dorn")),
    # a part that returns somewhere is the story's: the actor is in brackets
    (LEAD + "Kate Dunn (Ada Vey) returns to the farm, where Joe Pratt (Leo Marsh) is waiting.",
     cast("Copper Road", "Ada Vey", "Leo Marsh")),
])
def test_returning_actors_and_their_parts(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    (LEAD + "Also back: Ada Vey, Leo Marsh and Pip Dorn.", cast("Copper Road", "Ada Vey", "Leo Marsh", "Pip Dorn")),
    (LEAD + "The returning cast: Ada Vey, Leo Marsh, Pip Dorn and Nell Ash.",
     cast("Copper Road", "Ada Vey", "Leo Marsh", "Pip Dorn", "Nell Ash")),
    (FILM + "Cast: Mara Quill, Tom Hale, Pip Dorn.", cast("Iron Bay", "Mara Quill", "Tom Hale", "Pip Dorn")),
    (FILM + "Starring: Mara Quill, Tom Hale, Pip Dorn.", cast("Iron Bay", "Mara Quill", "Tom Hale", "Pip Dorn")),
    # no work named in the headline: a heading's list is no one's cast
    ("Weekend plans\n\nThe festival opens on Friday in Pellow.\n\nAlso back: Ada Vey, Leo Marsh and Pip Dorn.", set()),
])
def test_a_lead_in_and_a_colon(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    (LEAD + "Returning for season two are Ada Vey, Leo Marsh and Pip Dorn.",
     cast("Copper Road", "Ada Vey", "Leo Marsh", "Pip Dorn")),
    (LEAD + "Back for more are Ada Vey, Leo Marsh and Pip Dorn.", cast("Copper Road", "Ada Vey", "Leo Marsh", "Pip Dorn")),
    (LEAD + "New to the cast are Ada Vey, Leo Marsh and Pip Dorn.", cast("Copper Road", "Ada Vey", "Leo Marsh", "Pip Dorn")),
    (FILM + "Mara Quill is new to the cast.", cast("Iron Bay", "Mara Quill")),
    (LEAD + "Ada Vey and Leo Marsh are back, as are Pip Dorn and Nell Ash.",
     cast("Copper Road", "Ada Vey", "Leo Marsh", "Pip Dorn", "Nell Ash")),
    (FILM + "Tom Hale is back, as is Pip Dorn.", cast("Iron Bay", "Tom Hale", "Pip Dorn")),
    # the show's maker is back for more, but not on screen
    (LEAD + "Also back for more is the show's creator, Tom Hale.", set()),
])
def test_who_returns_and_who_is_new(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    (LEAD + "They are joined by Ada Vey, Leo Marsh and Pip Dorn.", cast("Copper Road", "Ada Vey", "Leo Marsh", "Pip Dorn")),
    (LEAD + "They will be joined by newcomers Ada Vey and Leo Marsh.", cast("Copper Road", "Ada Vey", "Leo Marsh")),
    (FILM + "Mara Quill and Tom Hale will be joined by Pip Dorn.", cast("Iron Bay", "Mara Quill", "Tom Hale", "Pip Dorn")),
    # joined somewhere else, by a relative, or by a jury: no one's cast
    (LEAD + "Ada Vey was joined by Tom Hale on the red carpet.", set()),
    (LEAD + "At the party, Vey was joined by Tom Hale and Pip Dorn.", set()),
    (LEAD + "Ada Vey was joined by her husband, Tom Hale, at the premiere.", {("Ada Vey", "spouse", "Tom Hale")}),
    (LEAD + "She will be joined by the critic Mara Quill and director Leo Marsh.", set()),
    (LEAD + "Vey, who was joined by Tom Hale, gave a speech.", set()),
])
def test_joined_by(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # with no headline naming it, the one work the sentence before names is where its cast returns
    ("Crime series returns\n\nThe news broke on Tuesday. Copper Road is back for a second season. "
     "Ada Vey and Tom Hale return as the detectives.", cast("Copper Road", "Ada Vey", "Tom Hale")),
    ("Autumn television\n\nThe schedules were announced on Monday. The drama Iron Bay returns in October. "
     "Mara Quill is back as the harbour master.", cast("Iron Bay", "Mara Quill")),
    # two works named before: no guess
    ("Autumn television\n\nThe schedules were announced on Monday. The drama Iron Bay returns in October, a week "
     "after the comedy Salt Meadow. Mara Quill is back as the harbour master.", set()),
    # a new paragraph is a new focus
    ("Autumn television\n\nThe schedules were announced on Monday. Iron Bay returns in October.\n\n"
     "Mara Quill is back as the harbour master.", set()),
])
def test_the_work_the_sentence_before_names(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a list the parser broke after its first name is one list all the same
    ("Copper Road season 2 cast\n\nThe drama returns on Sunday. The ensemble also features Ada Vey, Leo Marsh and "
     "Pip Dorn.", cast("Copper Road", "Ada Vey", "Leo Marsh", "Pip Dorn")),
    (LEAD + "The ensemble also features Hal Innes, Rob Teal and Cam Voss.",
     cast("Copper Road", "Hal Innes", "Rob Teal", "Cam Voss")),
    ("Iron Bay: meet the cast\n\nIron Bay opens on Friday. It also features Mara Quill, Tom Hale and Nell Ash.",
     cast("Iron Bay", "Mara Quill", "Tom Hale", "Nell Ash")),
    # a genre alone before a work noun in the headline is no title
    ("Fantasy series returns\n\nThe news broke on Tuesday. Copper Road returns in May. Ada Vey is back as the queen.",
     cast("Copper Road", "Ada Vey")),
])
def test_lists_and_genres(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a work as the subject: it will star, it adds or promotes people to its cast, it is led or hosted by them
    ("New drama for the autumn\n\nThe news broke on Tuesday. Copperfield Lane will star Ada Vey, Tom Hale and Leo Marsh, "
     "the broadcaster said.", cast("Copperfield Lane", "Ada Vey", "Tom Hale", "Leo Marsh")),
    ("'Copper Road' Adds Three Series Regulars\n\nThe news broke on Tuesday. Copper Road has added Ada Vey, Tom Hale and "
     "Leo Marsh as series regulars for its upcoming fifth season.", cast("Copper Road", "Ada Vey", "Tom Hale", "Leo Marsh")),
    ("'Iron Bay' Promotes Two\n\nThe news broke on Tuesday. Iron Bay has promoted Ada Vey and Tom Hale to series "
     "regulars for season two.", cast("Iron Bay", "Ada Vey", "Tom Hale")),
    ("Sunday night TV\n\nThe news broke on Tuesday. The drama Iron Bay is led by Ada Vey and Tom Hale.",
     cast("Iron Bay", "Ada Vey", "Tom Hale")),
    ("Sunday night TV\n\nThe news broke on Tuesday. The quiz show Iron Bay is hosted by Ada Vey.", cast("Iron Bay", "Ada Vey")),
    ("Documentaries worth your time\n\nThe news broke on Tuesday. Deep Water Kings, fronted by the former swimmer Ada "
     "Vey, follows three families who fish the North Sea.", cast("Deep Water Kings", "Ada Vey")),
    # a show that adds a season, or a person hosted somewhere, casts no one
    ("The news broke on Tuesday. Copper Road has added a second season, and Ada Vey was hosted by Tom Hale at a dinner.",
     set()),
    # a line-up whose items carry ages and jobs, set off by semicolons
    ("Love Villa 2025: meet the first islanders\n\nLove Villa returns next month. The first contestants have been "
     "revealed: Ada Vey, 26, a scaffolder from Pellow; Mara Quill, 24, a nail technician from Iron Bay; and Leo Marsh, "
     "28, a semi-professional footballer.", cast("Love Villa", "Ada Vey", "Mara Quill", "Leo Marsh")),
])
def test_a_work_takes_on_its_cast(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "joining A and B" after a clause that puts someone in a work: they are in it too
    ("Casting news\n\nThe news broke on Tuesday. Marion Keller is set to star in Quarry Hill, joining Daniel Brooks and "
     "Sarah Lind.", cast("Quarry Hill", "Marion Keller", "Daniel Brooks", "Sarah Lind")),
    # not a relative joined somewhere, nor someone joined after the work
    ("Casting news\n\nThe news broke on Tuesday. Marion Keller will star in Quarry Hill, joining her husband Daniel "
     "Brooks in Rome.", cast("Quarry Hill", "Marion Keller") | {("Marion Keller", "spouse", "Daniel Brooks")}),
    ("The news broke on Tuesday. Marion Keller starred in Quarry Hill before joining Daniel Brooks at his talent agency.",
     cast("Quarry Hill", "Marion Keller")),
])
def test_joining_the_cast_of_a_work(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the cast someone joins, named as already announced
    ("Daniel Brooks Boards The Tessaly Affair\n\nDaniel Brooks has boarded The Tessaly Affair, the heist thriller from "
     "Halcyon Pictures. He joins previously announced Marion Keller and Sarah Lind.",
     cast("The Tessaly Affair", "Daniel Brooks", "Marion Keller", "Sarah Lind")),
    ("Casting news\n\nSarah Lind has joined the cast of Quarry Hill. She joins fellow newcomers Marion Keller and Daniel "
     "Brooks.", cast("Quarry Hill", "Sarah Lind", "Marion Keller", "Daniel Brooks")),
    # not a husband, nor fellow mourners
    ("Travel news\n\nSarah Lind starred in Quarry Hill. She joins her husband Daniel Brooks in Rome next week.",
     cast("Quarry Hill", "Sarah Lind") | {("Sarah Lind", "spouse", "Daniel Brooks")}),
    ("Quarry Hill cast\n\nSarah Lind starred in Quarry Hill. She joined fellow mourners Marion Keller and Daniel Brooks "
     "at the funeral.", cast("Quarry Hill", "Sarah Lind")),
])
def test_joining_an_announced_cast(nlp, text, expected):
    assert triples(nlp, text) == expected
