"""Casting news: who is taken on, who replaces whom, and a role verb read as a noun in a list of verbs.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # "stars" after another verb of the same subject: the small model reads it as a noun
    ('The news broke on Tuesday. Tobias Lenz directs and stars in "Salt Meadow," a comedy.',
     {("Tobias Lenz", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. Tobias Lenz writes, directs and stars in the comedy "Salt Meadow."',
     {("Tobias Lenz", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. Ada Vey produces and stars in "Glass Harbor," which opens on Friday.',
     {("Ada Vey", "appears_in", "Glass Harbor")}),
    ('The news broke on Tuesday. Tom Hale co-wrote and stars in "Salt Meadow."',
     {("Tom Hale", "appears_in", "Salt Meadow")}),
    # a plural noun in a list of nouns is no verb
    ("The news broke on Tuesday. She thanked the crew and stars in the audience. Ada Vey was moved.", set()),
    # two sentences the parser ran together: the second one's subject is its own
    ('The news broke on Tuesday. The boy, named Leo, joins big sister Ivy, 5. Hale stars in the legal drama '
     '"Salt Meadow."', {("Leo", "sibling", "Ivy")}),
])
def test_a_role_verb_in_a_list_of_verbs(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "a series regular": a person, whether predicate or apposition
    ('The news broke on Tuesday. Oren Haddix is a series regular on "Cinder Vale."',
     {("Oren Haddix", "appears_in", "Cinder Vale")}),
    ('The news broke on Tuesday. Oren Haddix is a series regular on "Cinder Vale," the fantasy drama.',
     {("Oren Haddix", "appears_in", "Cinder Vale")}),
    ('The news broke on Tuesday. Oren Haddix, a series regular on "Cinder Vale," is 30.',
     {("Oren Haddix", "appears_in", "Cinder Vale")}),
    # denied
    ('The news broke on Tuesday. Sable Wynn is not a series regular on "Lantern House," despite the rumors.', set()),
    # the subject of "is a series" with nothing after the noun is a title
    ("The news broke on Tuesday. Cinder Vale is a fantasy series. Its star, Oren Haddix, is 30.",
     {("Oren Haddix", "appears_in", "Cinder Vale")}),
])
def test_a_series_regular_is_a_person(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # whom a recruiting verb takes on: its subject in the passive, its object in the active
    ('The news broke on Tuesday. Jasper Wynn has been added to the cast of "Salt Meadow."',
     {("Jasper Wynn", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. Jasper Wynn and Ada Vey have been added to the cast of the drama "Salt Meadow."',
     {("Jasper Wynn", "appears_in", "Salt Meadow"), ("Ada Vey", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. The studio has added Jasper Wynn to the cast of "Salt Meadow."',
     {("Jasper Wynn", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. Jasper Wynn was confirmed as a judge on "Salt Meadow."',
     {("Jasper Wynn", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. Jasper Wynn has been announced as the new host of "Glass Harbor."',
     {("Jasper Wynn", "appears_in", "Glass Harbor")}),
    # denied or only speculated
    ('The news broke on Tuesday. Rufus Kettle was not added to the cast of "Ferrous," despite reports, a spokesperson '
     'said.', set()),
    ('The news broke on Tuesday. Delphine Rook could be added to the cast of "Saltwater Kings," sources said.', set()),
    # no recruiting verb: the passive subject is not the one in the cast
    ('The news broke on Tuesday. Ada Vey was introduced to the cast of "Glass Harbor" by Tom Hale.', set()),
    ("The news broke on Tuesday. Jasper Wynn was added to the guest list for the gala.", set()),
])
def test_taken_on_for_a_show(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "A replaces B as host of X": both held the role
    ('The news broke on Tuesday. Ambrose Quint replaces Delia Frome as a judge on "Tidewater Kitchen."',
     {("Ambrose Quint", "appears_in", "Tidewater Kitchen"), ("Delia Frome", "appears_in", "Tidewater Kitchen")}),
    ('The news broke on Tuesday. Delia Frome was replaced by Ambrose Quint as host of "Tidewater Kitchen" in 2020.',
     {("Ambrose Quint", "appears_in", "Tidewater Kitchen"), ("Delia Frome", "appears_in", "Tidewater Kitchen")}),
    ('The news broke on Tuesday. Ambrose Quint will succeed Delia Frome as the host of "Tidewater Kitchen."',
     {("Ambrose Quint", "appears_in", "Tidewater Kitchen"), ("Delia Frome", "appears_in", "Tidewater Kitchen")}),
    # "A replaced B on X": the work after the verb
    ('The news broke on Tuesday. Ada Vey will succeed longtime host Tom Hale on "The Quiz Lantern" next fall.',
     {("Ada Vey", "appears_in", "The Quiz Lantern"), ("Tom Hale", "appears_in", "The Quiz Lantern")}),
    ('The news broke on Tuesday. Ada Vey replaced Tom Hale in the sitcom "Brain Race" in 2019.',
     {("Ada Vey", "appears_in", "Brain Race"), ("Tom Hale", "appears_in", "Brain Race")}),
    ('The news broke on Tuesday. Tom Hale was replaced by Ada Vey on "The Quiz Lantern" in May.',
     {("Ada Vey", "appears_in", "The Quiz Lantern"), ("Tom Hale", "appears_in", "The Quiz Lantern")}),
    # replaced before the work began: never in it
    ('The news broke on Tuesday. Tom Hale was replaced by Ada Vey in "Greyfriars Yard" before filming began.',
     {("Ada Vey", "appears_in", "Greyfriars Yard")}),
    ('The news broke on Tuesday. Ada Vey replaced Tom Hale in "Greyfriars Yard" before production started.',
     {("Ada Vey", "appears_in", "Greyfriars Yard")}),
    ('The news broke on Tuesday. Nils Arvid replaces Toby Crane in "Gunmetal," which was recast during pre-production.',
     {("Nils Arvid", "appears_in", "Gunmetal")}),
    ('The news broke on Tuesday. Sam Wilde was replaced by Ivy Moss on "Ocean Gate" before the pilot was shot.',
     {("Ivy Moss", "appears_in", "Ocean Gate")}),
    # a crew job only named nearby; "pre-" words that are no pre-production
    ('The news broke on Tuesday. Ada Vey replaced Tom Hale on "Glass Harbor" in 2019, executive producer Rick Doan '
     'confirmed.', {("Ada Vey", "appears_in", "Glass Harbor"), ("Tom Hale", "appears_in", "Glass Harbor")}),
    ('The news broke on Tuesday. Ada Vey replaced Tom Hale on "Glass Harbor," a pre-production accountant said.',
     {("Ada Vey", "appears_in", "Glass Harbor"), ("Tom Hale", "appears_in", "Glass Harbor")}),
    # a role that is no show's, or the crew's
    ('The news broke on Tuesday. Anja Sollen replaced Vince Arlo on "Kingfisher" as its cinematographer.', set()),
    ("The news broke on Tuesday. Ambrose Quint replaced Delia Frome as chief executive of Pellow Records.", set()),
    ("The news broke on Tuesday. Ambrose Quint replaced Delia Frome in the band.", set()),
    ("The news broke on Tuesday. Ada Vey replaced Tom Hale on the board of Pellow Records.", set()),
    ('The news broke on Tuesday. Director Ada Vey replaced Tom Hale on "The Quiz Lantern" in May.', set()),
])
def test_who_replaces_whom(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the comma inside the closing quotes (the American style) still sets off the starring clause
    ('The news broke on Tuesday. "Salt Meadow," starring Ada Vey and Tom Hale, topped the box office.',
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. "Salt Meadow," which stars Ada Vey, has been renewed for a fifth season.',
     {("Ada Vey", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. Viewers loved "Salt Meadow," starring Ada Vey.',
     {("Ada Vey", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. "Salt Meadow", starring Ada Vey and Tom Hale, topped the box office.',
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow")}),
    # two titles, each with its own clause
    ('The news broke on Tuesday. "Dark Acre," which stars Hollis Venn, and "Bright Harbor," which stars Nadine Roux, '
     'lead the nominations.',
     {("Hollis Venn", "appears_in", "Dark Acre"), ("Nadine Roux", "appears_in", "Bright Harbor")}),
    ('The news broke on Tuesday. "Cradle," starring Teo Barros, and "Keel," starring Ford Adeyemi, will open the '
     'festival.', {("Teo Barros", "appears_in", "Cradle"), ("Ford Adeyemi", "appears_in", "Keel")}),
])
def test_a_title_quoted_before_its_starring_clause(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "including" after a whole cast: the work it names, else the article's
    ('The news broke on Tuesday. The cast of "Glass Harbor," including Ada Vey and Tom Hale, reunited on Sunday.',
     {("Ada Vey", "appears_in", "Glass Harbor"), ("Tom Hale", "appears_in", "Glass Harbor")}),
    ("The news broke on Tuesday. The cast of the drama Glass Harbor, including Ada Vey, Tom Hale and Mara Quill, "
     "reunited on Sunday.",
     {("Ada Vey", "appears_in", "Glass Harbor"), ("Tom Hale", "appears_in", "Glass Harbor"),
      ("Mara Quill", "appears_in", "Glass Harbor")}),
    ("The news broke on Tuesday. The drama Salt Meadow ended in 2019. The cast, including Ada Vey and Tom Hale, "
     "reunited on Sunday.",
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow")}),
    # the story's work, not a credit named on the way
    ('Pellow TV renews "Glass Harbor"\nPellow TV has renewed "Glass Harbor" for a third season. Star Ada Vey first '
     'rose to fame in "Dry Creek". The cast, including Tom Hale and Mia Roe, will return in May.',
     {("Ada Vey", "appears_in", "Dry Creek"), ("Tom Hale", "appears_in", "Glass Harbor"),
      ("Mia Roe", "appears_in", "Glass Harbor")}),
    # the cast's families; who is left out
    ('The news broke on Tuesday. Family members of the cast of "Hotel Marigold," including Zane Corwin\'s wife, '
     'Mara Corwin, attended the screening.', {("Zane Corwin", "spouse", "Mara Corwin")}),
    ('The news broke on Tuesday. The original cast of "Flatmates Forever," including Sunny Abara but not Greta Holm, '
     'will return for the revival.', set()),
    # stars or judges at some occasion are no cast of the article's work
    ("The news broke on Tuesday. The drama Salt Meadow ended in 2019. The stars, including Ada Vey and Tom Hale, "
     "walked the red carpet at the Pellow gala.", set()),
    ("The news broke on Tuesday. The judges, including Ada Vey and Tom Hale, praised the bakers.", set()),
])
def test_a_cast_including_some_of_its_members(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the trade's casting words take a title the article reads as a work, with no work noun
    ('The news broke on Tuesday. Tom Hale toplines "The Long Quiet," with Ada Vey in a supporting role.',
     {("Tom Hale", "appears_in", "The Long Quiet")}),
    ('The news broke on Tuesday. "The Long Quiet" will be toplined by Tom Hale.',
     {("Tom Hale", "appears_in", "The Long Quiet")}),
    ('The news broke on Tuesday. Tom Hale is set to topline "The Ember Clause," a conspiracy thriller.',
     {("Tom Hale", "appears_in", "The Ember Clause")}),
    ('The news broke on Tuesday. Tom Hale has boarded the cast of "The Ember Clause."',
     {("Tom Hale", "appears_in", "The Ember Clause")}),
    # what else one boards or leads is no work
    ("The news broke on Tuesday. Hollis Venn boarded the Pellow Star, a cruise ship, for a month-long vacation.",
     set()),
    ('The news broke on Tuesday. The studio said Caspian Rowe is no longer set to topline "Iron Parish" after '
     'scheduling conflicts.', set()),
    ("The news broke on Tuesday. Tom Hale boarded the Pellow Express in Leeds.", set()),
    ("The news broke on Tuesday. Tom Hale will lead the investigation into the fire.", set()),
    ("The news broke on Tuesday. Tom Hale went to school in Leeds.", set()),
])
def test_the_trade_s_casting_words(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a review's praise for a part, with the title opening the sentence
    ('The news broke on Tuesday. In "Ledgerman," Tom Hale is brilliant as a mild-mannered accountant.',
     {("Tom Hale", "appears_in", "Ledgerman")}),
    ("The news broke on Tuesday. In the thriller Ledgerman, Tom Hale is brilliant as a mild-mannered accountant.",
     {("Tom Hale", "appears_in", "Ledgerman")}),
    ('The news broke on Tuesday. In "Ledgerman," Tom Hale and Ada Vey are luminous as estranged siblings.',
     {("Tom Hale", "appears_in", "Ledgerman"), ("Ada Vey", "appears_in", "Ledgerman")}),
    # a place is no title; praise with no part is no appearance
    ("The news broke on Tuesday. In London, Tom Hale is brilliant as a host.", set()),
    ('The news broke on Tuesday. In "Ledgerman," Tom Hale is brilliant.', set()),
    ('The review ran on Sunday. In "Cradle," Selma Kaur is brilliant as a director, keeping the tension high.', set()),
    ('The review ran on Sunday. In "Glass Harbor", Ada Vey is brilliant as a director who loses her sight.',
     {("Ada Vey", "appears_in", "Glass Harbor")}),
])
def test_praise_for_a_part_in_the_title_named_first(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an unquoted title is a show when its seasons follow it, in a story that speaks of the screen
    ("The news delighted viewers on Tuesday. Tom Hale will return to Glass Harbor for its third season.",
     {("Tom Hale", "appears_in", "Glass Harbor")}),
    ("The news delighted viewers on Tuesday. Ada Vey has joined Glass Harbor for its third season.",
     {("Ada Vey", "appears_in", "Glass Harbor")}),
    ("The news delighted viewers on Tuesday. Ada Vey has left Glass Harbor after four seasons.",
     {("Ada Vey", "appears_in", "Glass Harbor")}),
    ("The news delighted viewers on Tuesday. Judges Tom Hale and Ada Vey return to Crust and Crumb for its ninth series.",
     {("Tom Hale", "appears_in", "Crust and Crumb"), ("Ada Vey", "appears_in", "Crust and Crumb")}),
    # years are no seasons; a place has none; "its" is the subject's when no person acts: a network is no show
    ("The news delighted viewers on Tuesday. Ada Vey left Pellow Records after four years.", set()),
    ("The news delighted viewers on Tuesday. Ada Vey returned to Leeds for its third season of concerts.", set()),
    ("The news broke on Tuesday. Glass Harbor returns to Pellow TV for its third season, starring Tom Hale.",
     {("Tom Hale", "appears_in", "Glass Harbor")}),
    # a team's or a camp's seasons, in a story with no screen in it
    ("The news broke on Tuesday. Coach Ray Dunn left the Marlow Hawks after four seasons.", set()),
    ("The news broke on Tuesday. Tom Hale returned to Camp Willow for its third season as a counselor.", set()),
])
def test_a_show_known_by_its_seasons(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a couple who met on the set of a work both worked on it
    ('The news broke on Tuesday. Tom Hale and Ada Vey fell for each other on the set of the period saga "Salt Meadow".',
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. Ada Vey met her husband, Tom Hale, on the set of "Glass Harbor."',
     {("Ada Vey", "appears_in", "Glass Harbor"), ("Tom Hale", "appears_in", "Glass Harbor"),
      ("Ada Vey", "spouse", "Tom Hale")}),
    ('The news broke on Tuesday. Ada Vey and Tom Hale fell in love on the set of "Glass Harbor" in 2015.',
     {("Ada Vey", "appears_in", "Glass Harbor"), ("Tom Hale", "appears_in", "Glass Harbor")}),
    # met elsewhere, or the crew
    ("The news broke on Tuesday. Ada Vey and Tom Hale met on Tinder in 2015.", set()),
    ('The news broke on Tuesday. Ada Vey met director Tom Hale on the set of "Glass Harbor."', set()),
    ("The news broke on Tuesday. Ada Vey met Tom Hale on a film set in Leeds.", set()),
])
def test_met_on_the_set(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "a member of the X cast", the title before the word (the parser may read "cast" as a verb)
    ("The news broke on Tuesday. Ada Vey has been a member of the Pellow Lane cast since 2004.",
     {("Ada Vey", "appears_in", "Pellow Lane")}),
    ('The news broke on Tuesday. Ada Vey has been a member of the "Glass Harbor" cast since 1998.',
     {("Ada Vey", "appears_in", "Glass Harbor")}),
    ('The news broke on Tuesday. Ada Vey is a cast member of "Glass Harbor."', {("Ada Vey", "appears_in", "Glass Harbor")}),
    ("The news broke on Tuesday. Ada Vey, a member of the Pellow Party, spoke.", set()),
    ("The news broke on Tuesday. Tom Hale, a member of the Pellow Orchestra cast, was injured.", set()),
])
def test_a_member_of_the_cast(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a cast announced before a colon: the people after it are in the work the header names, else the story's
    ('The news broke on Tuesday. The line-up for "Skate Royale" has been confirmed: soap actor Tom Hale, sprinter '
     'Mia Roe and chef Gus Pell will all take to the ice.',
     {("Tom Hale", "appears_in", "Skate Royale"), ("Mia Roe", "appears_in", "Skate Royale"),
      ("Gus Pell", "appears_in", "Skate Royale")}),
    ('Skate Royale line-up revealed\nThe full line-up for the new series of the skating show "Skate Royale" is out. '
     'The cast has been revealed: Tom Hale, Mia Roe and Gus Pell.',
     {("Tom Hale", "appears_in", "Skate Royale"), ("Mia Roe", "appears_in", "Skate Royale"),
      ("Gus Pell", "appears_in", "Skate Royale")}),
    # a guest list or a set of winners is no cast
    ("The news broke on Tuesday. The guest list has been confirmed: Tom Hale, Mia Roe and Gus Pell.", set()),
    ("The news broke on Tuesday. The winners have been announced: Tom Hale and Mia Roe.", set()),
    # a line-up for something else, or in a story about another work
    ("The news broke on Tuesday. Mina Roe starred in Glass Tower. The line-up for her charity gala has been confirmed: "
     "Paul Stroud and Ana Cole will perform.", {("Mina Roe", "appears_in", "Glass Tower")}),
    ("The news broke on Tuesday. Mina Roe starred in Glass Tower. The line-up has been confirmed: Paul Stroud and Ana "
     "Cole will speak at the rally.", {("Mina Roe", "appears_in", "Glass Tower")}),
])
def test_a_cast_announced_before_a_colon(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "A, whose programme X ...": A's show, also where the parser reads the phrase as A's apposition; A is no title
    ('The news broke on Tuesday. Comedian Tom Hale, whose late-night programme "Hale After Dark" ended in May, was '
     'honoured.', {("Tom Hale", "appears_in", "Hale After Dark")}),
    ('The news broke on Tuesday. Tom Hale, whose late-night programme "Night Owls" ended in May, was honoured.',
     {("Tom Hale", "appears_in", "Night Owls")}),
    ('The news broke on Tuesday. Tom Hale, whose talk show "Night Owls" ended in May, was honoured.',
     {("Tom Hale", "appears_in", "Night Owls")}),
    # whose restaurant is no show
    ('The news broke on Tuesday. Tom Hale, whose late-night restaurant "Night Owls" closed in May, was honoured.', set()),
])
def test_whose_show(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # where a career began is a credit
    ('The news broke on Tuesday. Mara Quill\'s career began with the French serial "Rue Sans Fin."',
     {("Mara Quill", "appears_in", "Rue Sans Fin")}),
    ('The news broke on Tuesday. Mara Quill, whose career began with the soap "Glass Harbor," died.',
     {("Mara Quill", "appears_in", "Glass Harbor")}),
    ('The news broke on Tuesday. Tom Hale\'s acting career started on the soap "Glass Harbor" in 1990.',
     {("Tom Hale", "appears_in", "Glass Harbor")}),
    # a career somewhere else, or only its place
    ("The news broke on Tuesday. Tom Hale's career in the NHS began in 1990.", set()),
    ("The news broke on Tuesday. Tom Hale's career began in Leeds in 1990.", set()),
    ("The news broke on Tuesday. Tom Hale's career began with a job at Pellow Records.", set()),
    ("The news broke on Tuesday. Rosa Klee's career began in the NHS, where she worked as a nurse.", set()),
    ("The news broke on Tuesday. Dara Voss's career began with the Royal Navy.", set()),
    ("The news broke on Tuesday. Dara Voss's career began on Wall Street.", set()),
])
def test_where_a_career_began(nlp, text, expected):
    assert triples(nlp, text) == expected
