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
    # the star "of" a town is its local hero, no performer
    ("The news broke on Tuesday. Betty Crane, the star of South Shields, was honoured as its oldest resident.", set()),
])
def test_a_place_is_no_work(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "who co-star in X", the verb tagged a noun after a relative pronoun
    ("The news broke on Tuesday. Tom Hale and Ada Vey, who co-star in Copper Road, are dating.",
     {("Tom Hale", "appears_in", "Copper Road"), ("Ada Vey", "appears_in", "Copper Road"),
      ("Tom Hale", "partner", "Ada Vey")}),
    ("The news broke on Tuesday. Ada Vey and Tom Hale, who co-star in the crime drama Copper Road, are dating.",
     {("Tom Hale", "appears_in", "Copper Road"), ("Ada Vey", "appears_in", "Copper Road"),
      ("Ada Vey", "partner", "Tom Hale")}),
    # a relative pronoun's noun that is no verb says nothing
    ("The news broke on Tuesday. Tom Hale and Ada Vey, who are fans of Copper Road, are dating.",
     {("Tom Hale", "partner", "Ada Vey")}),
])
def test_who_co_star_in_a_work(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a title that runs on into the ceremony where it was honoured ends before it
    ("The ceremony was held on Sunday. Tom Hale won best actor for Copper Road at the Pellow Awards on Sunday.",
     {("Tom Hale", "appears_in", "Copper Road")}),
    ("The ceremony was held on Sunday. Ada Vey won best actress for Salt Meadow during the Glass Awards.",
     {("Ada Vey", "appears_in", "Salt Meadow")}),
    # a title's own "at" stays inside it
    ("The ceremony was held on Sunday. Tom Hale won best actor for Dinner at Tiffany Lane.",
     {("Tom Hale", "appears_in", "Dinner at Tiffany Lane")}),
])
def test_a_prize_for_a_title_at_a_ceremony(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a sequel's number ends its title before a place ...
    ("The news broke on Tuesday. Tom Hale is filming Sky Hunters 2 in Belfast.",
     {("Tom Hale", "appears_in", "Sky Hunters 2")}),
    # ... not a number inside a title
    ("The news broke on Tuesday. Tom Hale starred in Room 101 in the Sky, a 1990 comedy.",
     {("Tom Hale", "appears_in", "Room 101 in the Sky")}),
    # a preposition after a title is no part of it
    ("The news broke on Tuesday. Tom Hale starred in Wild Roads across Europe in 2018.",
     {("Tom Hale", "appears_in", "Wild Roads")}),
])
def test_where_a_title_ends(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a drama's cast, the drama named in apposition
    ("The festival opened on Thursday with Tidewater Road, a family drama. Its cast includes Ada Vey and Tom Hale.",
     {("Ada Vey", "appears_in", "Tidewater Road"), ("Tom Hale", "appears_in", "Tidewater Road")}),
    # a person's name is never what "the film" takes up
    ("The deal closed on Tuesday. Pellow Pictures has signed Ada Vey. The film stars Tom Hale.", set()),
])
def test_a_title_taken_up_by_its_cast(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a person a copula puts last is no subject a later pronoun takes up: "She" is still the story's woman
    ("The party was held on Friday. Mara Quill turned 40. Also spotted was Ada Vey. She was joined by her husband, "
     "Tom Quill.", {("Mara Quill", "spouse", "Tom Quill")}),
    # a nominee list that names no performer's prize is no list of appearances
    ("The nominations were announced on Tuesday. The outstanding drama nominees are Glass Harbor for Pellow TV and "
     "Copper Road for Salt Channel.", set()),
    ("The nominations were announced on Tuesday. Best album nominees are Ada Vey for Night Songs and Tom Hale for "
     "Blue Hours.", set()),
    # a season's premiere is an episode its host is in; a premiere is an occasion
    ("The news broke on Tuesday. Ada Vey hosted the season premiere of Salt Meadow.",
     {("Ada Vey", "appears_in", "Salt Meadow")}),
    ("The news broke on Tuesday. Ada Vey hosted the premiere of Salt Meadow in London.", set()),
])
def test_second_reader_counter_examples(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a named part "in" its title, after a word of knowing or a performer noun
    ("The news broke on Tuesday. Tom Hale, best known as Vic Pike in Copper Road, has married.",
     {("Tom Hale", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Ada Vey, best known as Mrs Pike in Brass Keys, has died.",
     {("Ada Vey", "appears_in", "Brass Keys")}),
    ("The news broke on Tuesday. Tom Hale, the voice of Captain Comet in Sky Pals, has died.",
     {("Tom Hale", "appears_in", "Sky Pals")}),
    ("The news broke on Tuesday. Tom Hale, the actor behind Nurse Pike in Copper Road, has died.",
     {("Tom Hale", "appears_in", "Copper Road")}),
    # a nickname in a town, a firm's founder, a brand's face: no part in any title
    ("The news broke on Tuesday. Ada Vey, known locally as Auntie Mo in Leeds, has died.", set()),
    ("The news broke on Tuesday. Tom Hale, the man behind Pellow Bakery in Leeds, has died.", set()),
    ("The news broke on Tuesday. Ada Vey, the face of Glow Cosmetics in Britain, has died.", set()),
    ("The news broke on Tuesday. Ada Vey, known as Queen Bee in the industry, has died.", set()),
    ("The news broke on Tuesday. Tom Hale, known as King Tom in West Virginia, hosted the parade.", set()),
])
def test_a_named_part_in_its_title(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a breakout is a fame noun
    ("The news broke on Tuesday. Ada Vey's breakout came in Copper Road.", {("Ada Vey", "appears_in", "Copper Road")}),
    # a debut in apposition is not read: it may be a director's, a writer's or a record
    ("The news broke on Tuesday. His directorial debut, Quiet Lanes, premiered in May, said Tom Hale.", set()),
])
def test_a_breakthrough_names_its_title(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a release's year before a title is no part of it, and makes a name NER took for a person's a title
    ("The news broke on Tuesday. Ada Vey's breakout came in 2014's Pellow Kites, and she later starred in The "
     "Long Line.", {("Ada Vey", "appears_in", "Pellow Kites"), ("Ada Vey", "appears_in", "The Long Line")}),
    ("Ada Vey on fame\n\nAda Vey's breakout came in 2014's Paper Lanterns, a low-budget drama about two sisters.",
     {("Ada Vey", "appears_in", "Paper Lanterns")}),
])
def test_a_dated_title(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "A hosts X with B", read by the small model as one noun phrase: read off the surface
    ("The news broke on Tuesday. Ada Vey hosts Copper Road alongside Tom Hale.",
     {("Ada Vey", "appears_in", "Copper Road"), ("Tom Hale", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Ada Vey co-hosts Copper Road with Tom Hale.",
     {("Ada Vey", "appears_in", "Copper Road"), ("Tom Hale", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Ada Vey hosts the quiz show Copper Road alongside Tom Hale.",
     {("Ada Vey", "appears_in", "Copper Road"), ("Tom Hale", "appears_in", "Copper Road")}),
    # ... not a co-host's blessing or a helper, nor a show's star named after its title
    ("The news broke on Tuesday. Ada Vey co-hosts Copper Road with Tom Hale's blessing.",
     {("Ada Vey", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Ada Vey co-hosts Copper Road with help from Tom Hale.",
     {("Ada Vey", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. The adaptation Blue Fields stars Tom Hale and Leo Marsh.",
     {("Tom Hale", "appears_in", "Blue Fields"), ("Leo Marsh", "appears_in", "Blue Fields")}),
    # trade words for joining a cast
    ("The news broke on Tuesday. Ada Vey is attached to star in the thriller Copper Road.",
     {("Ada Vey", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Ada Vey will recur on Copper Road.", {("Ada Vey", "appears_in", "Copper Road")}),
])
def test_hosts_and_trade_words(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a work led or fronted by someone, however NER missed the name before the hyphen
    ("The news broke on Tuesday. The Ada Vey-led comedy Copper Road held on to second place.",
     {("Ada Vey", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. The Tom Hale-fronted quiz Copper Road was cancelled.",
     {("Tom Hale", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Netflix has ordered Iron Bay, a Mara Quill-led drama.",
     {("Mara Quill", "appears_in", "Iron Bay")}),
    # directed ("-helmed") is no appearance; a charity or a team led by someone is no work
    ("The news broke on Tuesday. The Ada Vey-helmed drama Copper Road opens today.", set()),
    ("The news broke on Tuesday. The Tom Hale-led team won the cup.", set()),
])
def test_a_work_led_by_someone(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a record's word that names no record's prize leaves a list of credits alone
    ("The nominations were announced on Tuesday. Nominees for best actress include single mother Ada Vey for Copper "
     "Road and Mara Quill for Iron Bay.",
     {("Ada Vey", "appears_in", "Copper Road"), ("Mara Quill", "appears_in", "Iron Bay")}),
    ("The news broke on Tuesday. The new season, which drew a record audience, features Ada Vey (Copper Road) and "
     "Tom Hale (Iron Bay).", {("Ada Vey", "appears_in", "Copper Road"), ("Tom Hale", "appears_in", "Iron Bay")}),
    # "at the Awards" inside a title; a music prize's ceremony
    ("The news broke on Tuesday. Tom Hale starred in Night at the Awards, a comedy about a ceremony.",
     {("Tom Hale", "appears_in", "Night at the Awards")}),
    ("The news broke on Tuesday. Ada Vey won best female artist for Velvet Storm at the Pellow Music Awards.", set()),
    # an advert's voice is in no show
    ("The news broke on Tuesday. Tom Hale, the voice behind Lumen Bank in TV Ads, died at 70.", set()),
])
def test_second_reader_counter_examples_to_the_credits(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a winners' list, one line per performer's category: "Best Actress: A, X"
    ("Pellow Awards: full list of winners\n\nThe Pellow Awards were handed out on Sunday. The winners in the acting "
     "categories:\nBest Actress: Ada Vey, Copper Road\nBest Actor: Tom Hale, Iron Bay\nBest Supporting Actress: Mara "
     "Quill, Salt Meadow",
     {("Ada Vey", "appears_in", "Copper Road"), ("Tom Hale", "appears_in", "Iron Bay"),
      ("Mara Quill", "appears_in", "Salt Meadow")}),
    # a director's or a film's category names no performer
    ("The winners were named on Sunday.\nBest Director: Ada Vey, Copper Road\nBest Film: Iron Bay, Pellow Pictures",
     set()),
])
def test_a_winners_list_by_category(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a co-host is the name right after "with"/"alongside" and nothing more
    ("The news broke on Tuesday. Ada Vey hosts Copper Road with Tom Hale producing.",
     {("Ada Vey", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Ada Vey hosts Copper Road with Tom Hale, her producer.",
     {("Ada Vey", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Ada Vey hosts Copper Road with Tom Hale on guitar.",
     {("Ada Vey", "appears_in", "Copper Road")}),
    # fronting a band or a campaign, judging a dog show, headlining a venue: no show read off the surface
    ("The news broke on Tuesday. Ada Vey fronts Copper Saints alongside guitarist Tom Hale.", set()),
    # a show with a prize in its name is still hosted
    ("The news broke on Tuesday. Ada Vey presents The Big Prize alongside Tom Hale on Saturday nights.",
     {("Ada Vey", "appears_in", "The Big Prize"), ("Tom Hale", "appears_in", "The Big Prize")}),
    # a record after "for her album" is no credit
    ("The news broke on Tuesday. Winners included Ada Vey for her album Cold Harbor and Mara Quill for the drama "
     "Paper Moon.", set()),
])
def test_third_reader_counter_examples(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "alongside him" is someone other than the one who starred
    ("The news broke on Tuesday. Tom Hale is 60. His son Leo Hale starred alongside him in Copper Road.",
     {("Tom Hale", "child", "Leo Hale"), ("Leo Hale", "appears_in", "Copper Road"),
      ("Tom Hale", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Tom Hale and his son, Leo Hale, who appeared alongside him in Copper Road, attended.",
     {("Tom Hale", "child", "Leo Hale"), ("Leo Hale", "appears_in", "Copper Road"),
      ("Tom Hale", "appears_in", "Copper Road")}),
    ("The news broke on Tuesday. Ada Vey is 40. Mara Quill starred alongside her in Copper Road.",
     {("Mara Quill", "appears_in", "Copper Road"), ("Ada Vey", "appears_in", "Copper Road")}),
])
def test_a_co_star_named_by_a_pronoun(nlp, text, expected):
    assert triples(nlp, text) == expected


_LISTING = ("The best new TV shows to watch this week\n\nFrom a farm drama to a legal thriller, here is what to watch.\n\n"
            "Copper Road (Netflix)\nThis gripping drama follows two sisters who inherit a farm. The writing is sharp. "
            "Ada Vey and Tom Hale star.\n\n"
            "Iron Bay (Pellow One)\nA legal thriller set in a law firm. The first episode ends on a cliffhanger. Leo "
            "Marsh, Pip Dorn (Paper Moons) and Nell Avery star.\n")


@pytest.mark.parametrize("text,expected", [
    # a listing's sections: each title on a line of its own, its cast in the paragraph under it
    (_LISTING, {("Ada Vey", "appears_in", "Copper Road"), ("Tom Hale", "appears_in", "Copper Road"),
                ("Leo Marsh", "appears_in", "Iron Bay"), ("Pip Dorn", "appears_in", "Iron Bay"),
                ("Nell Avery", "appears_in", "Iron Bay")}),
    # a cast guide's headings are its characters, not works
    ("Copper Road cast guide: who is who\n\nCopper Road is back for a second series.\n\nCaptain Rourke\nThe ferry's "
     "stern skipper is played by Tom Hale.\n\nDoctor Price\nThe island's only doctor is played by Ada Vey.\n",
     {("Tom Hale", "appears_in", "Copper Road"), ("Ada Vey", "appears_in", "Copper Road")}),
    # one subheading is no listing
    ("Ada Vey at 40\n\nAda Vey turns 40 today.\n\nEarly years\nShe grew up in Leeds. Tom Hale and Leo Marsh star.\n",
     set()),
])
def test_a_listing_s_sections(nlp, text, expected):
    assert triples(nlp, text) == expected
