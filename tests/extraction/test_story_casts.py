"""Who is in the work a story is about: a cast rounded out, a reality show's family, a firm's
film, and a character's description that names no spouse.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model

_OPENING = 'The news broke on Tuesday. Filming on the drama "Glass Harbor" begins in May. '


@pytest.mark.parametrize("text,expected", [
    # a cast noun as the passive subject of a verb that completes it: the agents are in the cast
    (_OPENING + 'The cast of "Glass Harbor" is led by Mara Quill.',
     {("Mara Quill", "appears_in", "Glass Harbor")}),
    (_OPENING + 'The "Glass Harbor" cast is completed by Mara Quill and Tobias Lenz.',
     {("Mara Quill", "appears_in", "Glass Harbor"), ("Tobias Lenz", "appears_in", "Glass Harbor")}),
    (_OPENING + "The cast is rounded out by comedian Tom Hale as a bumbling inspector, and Ada Vey as his sister.",
     {("Tom Hale", "appears_in", "Glass Harbor"), ("Ada Vey", "appears_in", "Glass Harbor")}),
    (_OPENING + "The cast has been rounded out by Tom Hale, Ada Vey and Leo Marsh.",
     {("Tom Hale", "appears_in", "Glass Harbor"), ("Ada Vey", "appears_in", "Glass Harbor"),
      ("Leo Marsh", "appears_in", "Glass Harbor")}),
    # the parts after "as" are not in the cast
    ('The news broke on Tuesday. The cast of "Driftwood" is rounded out by Lee Moss as Fred and Ann Cole as his wife.',
     {("Lee Moss", "appears_in", "Driftwood"), ("Ann Cole", "appears_in", "Driftwood")}),
    # nobody named: nothing; a name in the next sentence is not in the cast
    (_OPENING + "The cast will be completed by a newcomer. Tom Hale was not available.", set()),
    # a team rounded out is no cast
    ("The news broke on Tuesday. The squad was rounded out by Tom Hale and Ada Vey.", set()),
])
def test_a_cast_completed_by_its_members(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a show that tells no fiction: whom it follows appears in it, kin nouns and appositions between
    ('The news broke on Tuesday. The reality series "Glass Harbor" follows restaurateur Tom Hale, his wife, '
     "stylist Mara Quill, and their two children, Leo and Max.",
     {("Tom Hale", "appears_in", "Glass Harbor"), ("Mara Quill", "appears_in", "Glass Harbor"),
      ("Leo", "appears_in", "Glass Harbor"), ("Max", "appears_in", "Glass Harbor"),
      ("Tom Hale", "spouse", "Mara Quill"), ("Tom Hale", "child", "Leo"), ("Tom Hale", "child", "Max"),
      ("Mara Quill", "child", "Leo"), ("Mara Quill", "child", "Max")}),
    ('The news broke on Tuesday. The new docuseries "Glass Harbor" follows Mara Quill and Tobias Lenz as they '
     "plan their wedding.",  # (a wedding planned: engaged)
     {("Mara Quill", "appears_in", "Glass Harbor"), ("Tobias Lenz", "appears_in", "Glass Harbor"),
      ("Mara Quill", "partner", "Tobias Lenz")}),
    # the show named as reality elsewhere, the subject only "the show"
    ("'Glass Harbor' Renewed for Season 3\n\n"
     'The reality show "Glass Harbor" will return next year. The show follows Tom Hale and his sister, Ada Hale, '
     "as they run a hotel.",
     {("Tom Hale", "appears_in", "Glass Harbor"), ("Ada Hale", "appears_in", "Glass Harbor"),
      ("Tom Hale", "sibling", "Ada Hale")}),
    # a drama follows its characters; a person follows another on social media
    ('The news broke on Tuesday. The drama "Glass Harbor" follows Elsie Marsh, a widow who runs a farm.', set()),
    ('The news broke on Tuesday. Mara Quill follows Tobias Lenz on Instagram, and she starred in the reality show '
     '"Glass Harbor".', {("Mara Quill", "appears_in", "Glass Harbor")}),
])
def test_whom_a_reality_show_follows(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a firm's name before a role noun is no title
    ("The news broke on Tuesday. The Pellow Pictures release stars Mara Quill and Tobias Lenz as two keepers.", set()),
    ("The news broke on Tuesday. Tom Hale, a Marlow Studios star, has married Ada Vey.",
     {("Tom Hale", "spouse", "Ada Vey")}),
    # a title before the role noun still is one
    ("The news broke on Tuesday. Glass Harbor star Tom Hale has married Ada Vey.",
     {("Tom Hale", "spouse", "Ada Vey"), ("Tom Hale", "appears_in", "Glass Harbor")}),
])
def test_a_firm_before_a_role_noun(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "a widow" after a part's name describes the part; its spouse is unnamed
    ("The news broke on Tuesday. Mara Quill stars as Elsie Marsh, a widow.", set()),
    ("The news broke on Tuesday. Mara Quill is superb as Elsie, a widow fighting to keep her farm.", set()),
    # a spouse noun with an owner, or a marriage, still reads
    ("The news broke on Tuesday. Tom Hale married Ada Vey, a widow, in 2019.", {("Tom Hale", "spouse", "Ada Vey")}),
    ("The news broke on Tuesday. Tom Hale is a widower. His late wife, Elsie, died in 2019.",
     {("Tom Hale", "spouse", "Elsie")}),
])
def test_an_indefinite_spouse_noun_describes_its_name(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a title NER takes for a person's name is a work where the words around it say so
    ("Meet the cast of Salt Meadow, the new period drama\n\n"
     "Salt Meadow arrives on Sunday. Mara Quill plays Elsie Marsh, a widow. Tobias Lenz plays her brother-in-law.",
     {("Mara Quill", "appears_in", "Salt Meadow"), ("Tobias Lenz", "appears_in", "Salt Meadow")}),
    ("Salt Meadow season 2 cast: who is who in the drama\n\n"
     "Salt Meadow is back. Mara Quill returns as Elsie Marsh. Tobias Lenz is back as Jack.",
     {("Mara Quill", "appears_in", "Salt Meadow"), ("Tobias Lenz", "appears_in", "Salt Meadow")}),
    ("Who is in the cast of Salt Meadow?\n\nSalt Meadow arrives on Sunday.\n\nMara Quill as Elsie Marsh\n"
     "Quill, 31, is best known for her role in Pine Ridge.",
     {("Mara Quill", "appears_in", "Salt Meadow"), ("Mara Quill", "appears_in", "Pine Ridge")}),
    # a name a given name opens stays a person's
    ("The news broke on Tuesday. The cast of Tom Hale's new film includes Ada Vey.", set()),
    ("The news broke on Tuesday. Mara Quill, the drama's star, married Tom Hale in 2019.",
     {("Mara Quill", "spouse", "Tom Hale")}),
    # a director casting is no title ("Hale cast ...": a verb, not the noun)
    ("The news broke on Tuesday. Director Tom Hale has a new film. Hale cast Mara Quill in the lead.",
     set()),
])
def test_a_title_named_by_its_setting(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "is back as" a part: in the story's work, and the part's family is fiction
    ("Salt Meadow season 2 cast: who is who in the drama\n\n"
     "Salt Meadow is back. Mara Quill returns as Elsie Marsh. Tobias Lenz is back as Jack Marsh, her brother.",
     {("Mara Quill", "appears_in", "Salt Meadow"), ("Tobias Lenz", "appears_in", "Salt Meadow")}),
    ('The news broke on Tuesday. Mara Quill is back as Elsie Marsh in the second season of "Salt Meadow."',
     {("Mara Quill", "appears_in", "Salt Meadow")}),
    # back in a job, not a part
    ("The news broke on Tuesday. Tom Hale is back as a coach after a year off.", set()),
    # a kin noun outside the sentence with the part is the actor's
    ('The news broke on Tuesday. Mara Quill stars as Elsie Marsh in "Salt Meadow." Her brother, Tom Quill, '
     "attended the premiere.",
     {("Mara Quill", "appears_in", "Salt Meadow"), ("Mara Quill", "sibling", "Tom Quill")}),
])
def test_back_as_a_part(nlp, text, expected):
    assert triples(nlp, text) == expected


_LINE_UP = "Love Harbour 2026 line-up: meet the islanders\n\nLove Harbour returns tonight. "


@pytest.mark.parametrize("text,expected", [
    # a newcomer introduced by age and job in a line-up story is in the show
    (_LINE_UP + "Ada Vey, 24, is a dental nurse from Leeds. Tom Hale, 27, works as a scaffolder in Essex.",
     {("Ada Vey", "appears_in", "Love Harbour"), ("Tom Hale", "appears_in", "Love Harbour")}),
    (_LINE_UP + "Mara Quill, 25, works in marketing.", {("Mara Quill", "appears_in", "Love Harbour")}),
    # not a newcomer's relative, nor someone with no age
    (_LINE_UP + "Ada Vey, 24, is a dental nurse from Leeds. Her mother, Ivy Vey, 52, is a nurse too.",
     {("Ada Vey", "appears_in", "Love Harbour"), ("Ivy Vey", "child", "Ada Vey")}),
    (_LINE_UP + "The villa's owner, Tom Hale, is a builder.", set()),
    # a newcomer's partner or parent introduced the same way stays out
    ("Meet the Love Villa line-up\n\nThe dating show returns tonight. Ruby Stack, 23, is a nurse. Her boyfriend back "
     "home, Sam Ellis, 25, works as a plumber.",
     {("Ruby Stack", "appears_in", "Love Villa"), ("Ruby Stack", "partner", "Sam Ellis")}),
    ("Love Villa line-up\n\nThe dating show returns tonight. Nia Jones, 25, is a nail technician from Cardiff. "
     "Nia's mother Carys, 50, works as a cleaner.",
     {("Nia Jones", "appears_in", "Love Villa"), ("Carys", "child", "Nia Jones")}),
    # a line-up that is no show's, or a story that only names a cast
    ("Cabinet line-up revealed\n\nThe prime minister named her team. Sarah Pike, 52, is a former lawyer from Kent.",
     set()),
    ("Soap star's brother jailed\n\nThe cast of Hartley Row were shocked. Dean Holt, 24, is a warehouse worker from "
     "Bolton. He was jailed on Friday.", set()),
    # the same sentence outside a line-up story says nothing of a show
    ("The news broke on Tuesday. Tom Hale, 45, is a lawyer from Leeds. He married Ada Vey in 2019.",
     {("Tom Hale", "spouse", "Ada Vey")}),
])
def test_a_newcomer_profiled_in_a_line_up(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a performer's prize for a work: picked up, or named in the passive
    ('The news broke on Tuesday. Mara Quill picked up the best actress award for "Glass Harbor."',
     {("Mara Quill", "appears_in", "Glass Harbor")}),
    ('The news broke on Tuesday. Tobias Lenz was named best actor for "Glass Harbor" at the Silver Screen Awards.',
     {("Tobias Lenz", "appears_in", "Glass Harbor")}),
    # a crew member's or a sports player's prize, and a prize collected for someone else
    ('The news broke on Tuesday. Kai Rivers was named best composer for "Moonrise."', set()),
    ("The news broke on Tuesday. Ryan Moss was named best player for Rovers this season.", set()),
    ('The news broke on Tuesday. Sami Nouri picked up the best actor award for "Cairo Dawn" on behalf of his co-star.',
     set()),
    # named after someone, or in a lawsuit: no prize
    ("The news broke on Tuesday. Tobias Lenz was named after his grandfather, Tom Lenz.", set()),
    ("The news broke on Tuesday. Mara Quill picked up her son from school in Leeds.", set()),
    # "the comedy side" of an awards night is no work
    ('The news broke on Tuesday. "Pine Ridge" won best drama. On the comedy side, "Glass Harbor" star Tom Hale won '
     "the lead actor trophy.",
     {("Tom Hale", "appears_in", "Glass Harbor")}),
])
def test_a_prize_for_a_part(nlp, text, expected):
    assert triples(nlp, text) == expected


_RENEWED = "'Glass Harbor' Renewed for Third Series\n\nGlass Harbor will return next spring. "


@pytest.mark.parametrize("text,expected", [
    # a show's offices as titles before names, in a story whose headline names the show
    (_RENEWED + "Host Tom Hale said he was thrilled.", {("Tom Hale", "appears_in", "Glass Harbor")}),
    (_RENEWED + "Judges Ada Vey, 45, and Leo Marsh, 50, return too.",
     {("Ada Vey", "appears_in", "Glass Harbor"), ("Leo Marsh", "appears_in", "Glass Harbor")}),
    # a headline that makes a work of no show: its host is nobody's cast
    ("Mayor hosts charity dinner\n\nThe mayor held a dinner. Winners Jack Dole and Amy Prynne collected awards.", set()),
    # another trade's or another contest's title is not the show's
    (_RENEWED + "Talk-show host Mara Quill, a fan, welcomed the news.", set()),
    (_RENEWED + "Lottery winner Ada Vey was in the audience.", set()),
    ('The news broke on Tuesday. Oscar winner Mara Quill will star in the drama "Glass Harbor."',
     {("Mara Quill", "appears_in", "Glass Harbor")}),
])
def test_a_show_s_offices_in_a_story_about_it(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a title NER calls a person wherever it is written is still a work a network cancels
    ("Glass Harbor cancelled after two seasons\n\nNetflix has cancelled Glass Harbor. The drama, which starred Mara "
     "Quill and Tobias Lenz, failed to find an audience. Creator Tom Hale said he was heartbroken.",
     {("Mara Quill", "appears_in", "Glass Harbor"), ("Tobias Lenz", "appears_in", "Glass Harbor")}),
    # a contest's edition told with its judges and celebrities, no "show" word needed
    ("Dance Off 2026: who left last night?\n\nTom Hale became the third celebrity to leave the contest on Saturday. "
     "The former footballer and his professional partner, Ada Vey, were in the bottom two.",
     {("Tom Hale", "appears_in", "Dance Off"), ("Ada Vey", "appears_in", "Dance Off")}),
    # a person a network drops is no title
    ("The news broke on Tuesday. Tom Hale was dropped by the network. Netflix has cancelled Tom Hale's talk show.", set()),
])
def test_a_show_named_by_what_is_done_to_it(nlp, text, expected):
    assert triples(nlp, text) == expected


_REVIEW = "Salt Meadow review: a quiet triumph\n\nSalt Meadow is a quiet triumph. "


@pytest.mark.parametrize("text,expected", [
    # a review's word on a part: fronted, set off, or "the role of"
    (_REVIEW + "As Elsie, Mara Quill is a revelation.", {("Mara Quill", "appears_in", "Salt Meadow")}),
    (_REVIEW + "Tobias Lenz, as her brother-in-law, is chilling.", {("Tobias Lenz", "appears_in", "Salt Meadow")}),
    (_REVIEW + "Tobias Lenz brings real menace to the role of Jack.", {("Tobias Lenz", "appears_in", "Salt Meadow")}),
    # a review of two common words is a work's, whatever its lead calls it
    ("Salt Meadow review: a quiet triumph\n\nThe pace is slow. Mara Quill is superb as Elsie.",
     {("Mara Quill", "appears_in", "Salt Meadow")}),
    # praise for a job, a team's or a real relative's, is no part
    ("The news broke on Tuesday. Tom Hale was superb as Chelsea captain last season.", set()),
    ("The news broke on Tuesday. As Leeds manager, Tom Hale was a revelation.", set()),
])
def test_a_review_s_word_on_a_part(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a cast guide's headline names its work, one word or several, whatever NER calls it
    ("Pellowmere: who's who\nPellowmere follows two vets in a seaside town. Dr Ruth Kane is played by Ada Vey. "
     "Her partner, Dr Sam Orr, is played by Tom Hale.",
     {("Ada Vey", "appears_in", "Pellowmere"), ("Tom Hale", "appears_in", "Pellowmere")}),
    ("Salt Meadow: meet the characters\nSalt Meadow begins on Sunday. Mara Quill plays a widowed farmer.",
     {("Mara Quill", "appears_in", "Salt Meadow")}),
    # a listings rubric, then the title
    ("Tonight's film: The Winter Orchard\nTom Hale plays a retired boxer. The cast also includes Ada Vey. "
     "The Winter Orchard is on at 9pm.",
     {("Tom Hale", "appears_in", "The Winter Orchard"), ("Ada Vey", "appears_in", "The Winter Orchard")}),
    # a recap whose title is written again below
    ("Pellowmere recap: a wedding at last\nTonight's Pellowmere saw the vets marry. Dr Ruth Kane is played by Ada Vey.",
     {("Ada Vey", "appears_in", "Pellowmere")}),
    # a person's name after the rubric, or a place's before a guide, is no title
    ("Film of the week: Ada Vey\nAda Vey talks about her new role. Ada Vey is 40.", set()),
    ("London: who's who at the gala\nLondon hosted the Silver Screen gala. Ada Vey wore red.", set()),
])
def test_a_headline_that_names_its_show(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # voted off or eliminated from a show, or leaving it after years, in a story told of the screen
    ("Two islanders sent home\n\nThe dating show lost two more islanders on Sunday. Tom Hale and Ada Vey have been "
     "dumped from Villa of Hearts after receiving the fewest votes.",
     {("Tom Hale", "appears_in", "Villa of Hearts"), ("Ada Vey", "appears_in", "Villa of Hearts")}),
    ("Dance Stars: Tom Hale goes home\n\nThe show's judges were split. Tom Hale was eliminated from Dance Stars on "
     "Saturday.", {("Tom Hale", "appears_in", "Dance Stars")}),
    ("Ada Vey to quit Salt Meadow\n\nThe soap star is leaving. Ada Vey quits Salt Meadow after ten years.",
     {("Ada Vey", "appears_in", "Salt Meadow")}),
    # a town left, a cup one is knocked out of
    ("Ada Vey leaves Leeds\n\nThe actress is moving. Ada Vey left Leeds after ten years for a new life in Spain.", set()),
    ("Tom Hale knocked out\n\nThe boxer lost on Saturday. Tom Hale was eliminated from the Golden Gloves Cup on "
     "Saturday.", set()),
])
def test_leaving_a_show_by_name(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a show the article reads as a work, as the possessor of a person's name (guards: read before this session)
    ('The news broke on Tuesday. The soap "Salt Meadow" returns in May. Salt Meadow\'s Mara Quill has been spotted '
     "house-hunting with her husband, Tom Hale.",
     {("Mara Quill", "appears_in", "Salt Meadow"), ("Mara Quill", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. The reality show Ladies of Pellowmere is back. Ladies of Pellowmere's Ada Vey says "
     "filming is exhausting.", {("Ada Vey", "appears_in", "Ladies of Pellowmere")}),
    # a town's, or a title in quotes before a name
    ("The news broke on Tuesday. Leeds's Ada Vey married Tom Hale.", {("Ada Vey", "spouse", "Tom Hale")}),
    ("'Duchess' Ada Vey sues\n\nThe news broke on Tuesday. 'Duchess' Ada Vey has sued the magazine Glint over a claim "
     "her title is 'bogus'. 'Duchess' is what her fans call her.", {("Ada Vey", "sued", "Glint")}),
])
def test_a_show_s_person(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a one-word title the tagger reads as a common noun, opening the sentence, before a role noun
    ("The news broke on Tuesday. Pellowmere star Ada Vey has married Tom Hale.",
     {("Ada Vey", "appears_in", "Pellowmere"), ("Ada Vey", "spouse", "Tom Hale")}),
    # a word of the language, a platform or a pronoun there is no title
    ("The news broke on Tuesday. Film star Ada Vey has married Tom Hale.", {("Ada Vey", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. TikTok star Ada Vey has married Tom Hale.", {("Ada Vey", "spouse", "Tom Hale")}),
    ('The news broke on Tuesday. Ada Vey starred in "Salt Meadow." Her co-star Tom Hale married Mara Quill.',
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow"), ("Tom Hale", "spouse", "Mara Quill")}),
])
def test_a_title_no_dictionary_has(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a reality show's people make a story one that speaks of the screen
    ("Two islanders were sent home on Sunday. Tom Hale and Ada Vey have been dumped from Villa of Hearts after the "
     "public vote.", {("Tom Hale", "appears_in", "Villa of Hearts"), ("Ada Vey", "appears_in", "Villa of Hearts")}),
    # a team's players are not
    ("Two players were sent off on Sunday. Tom Hale was dropped from Pellow Rovers after the match.", set()),
])
def test_a_reality_story_speaks_of_the_screen(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an inverted copula introduces a newcomer with an age and a job, in a story profiling a show's newcomers
    (_LINE_UP + "First up is Ada Vey, 24, a dental nurse from Leeds.", {("Ada Vey", "appears_in", "Love Harbour")}),
    (_LINE_UP + "Next is Tom Hale, 27, a scaffolder from Essex.", {("Tom Hale", "appears_in", "Love Harbour")}),
    # a newcomer's partner introduced so is not one
    (_LINE_UP + "First up is Ada Vey, 24, a dental nurse. Her boyfriend is Tom Hale, 27, a scaffolder.",
     {("Ada Vey", "appears_in", "Love Harbour"), ("Ada Vey", "partner", "Tom Hale")}),
    # outside such a story, nothing
    ("The news broke on Tuesday. First up is Ada Vey, 24, a dental nurse from Leeds.", set()),
])
def test_a_newcomer_introduced_first(nlp, text, expected):
    assert triples(nlp, text) == expected
