"""Appearances: the titles a role cue lists, whatever NER called them, and who holds the role.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented. Each construction
comes in several shapes (a list, quotes with years, a genre description, a possessor, a
co-star), with the exact set of triples expected, and negatives where the slot holds no title.
"""

import pytest

from kgbuild.extraction.component import extract_doc, prepare
from kgbuild.extraction.rules import default_rules
from kgbuild.extraction.titles import role_slots
from kgbuild.records import Article

from ..conftest import triples

pytestmark = pytest.mark.model


def appearances(nlp, text):
    doc = prepare(nlp)(text)
    return {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())
            if t.relation == "appears_in"}


def slot_titles(nlp, text):
    doc = prepare(nlp)(text)
    return [[doc[s:e].text for s, e in slot.titles] for slot in role_slots(doc)]


APPEARS = [
    # "was part of" works: listed, described, through "the cast of"
    ("Kavya Iyer was part of \"Red Palm\" and \"Silver Canyon\".",
     {("Kavya Iyer", "appears_in", "Red Palm"), ("Kavya Iyer", "appears_in", "Silver Canyon")}),
    ("Kavya Iyer was also part of acclaimed films such as Red Palm, Silver Canyon and Jaya.",
     {("Kavya Iyer", "appears_in", "Red Palm"), ("Kavya Iyer", "appears_in", "Silver Canyon"),
      ("Kavya Iyer", "appears_in", "Jaya")}),
    ("Kavya Iyer is part of the cast of Moonlit River.", {("Kavya Iyer", "appears_in", "Moonlit River")}),
    # a genre noun and "such as", "like" or "including" describe the titles that follow, whatever NER
    # called them (names here), and a participle or adverb may describe the genre noun
    ("Kavya Iyer was part of acclaimed films such as Arjun Dev Sharma, Meera Das, and Rohan Kapoor.",
     {("Kavya Iyer", "appears_in", "Arjun Dev Sharma"), ("Kavya Iyer", "appears_in", "Meera Das"),
      ("Kavya Iyer", "appears_in", "Rohan Kapoor")}),
    ("Kavya Iyer starred in critically acclaimed films including Arjun Dev Sharma and Meera Das.",
     {("Kavya Iyer", "appears_in", "Arjun Dev Sharma"), ("Kavya Iyer", "appears_in", "Meera Das")}),
    ("Kavya Iyer starred in three films: Arjun Dev Sharma, Meera Das and Raja Rani.",
     {("Kavya Iyer", "appears_in", "Arjun Dev Sharma"), ("Kavya Iyer", "appears_in", "Meera Das"),
      ("Kavya Iyer", "appears_in", "Raja Rani")}),
    ("Kavya Iyer has starred in celebrated films like Raja Rani and Meera Das.",
     {("Kavya Iyer", "appears_in", "Raja Rani"), ("Kavya Iyer", "appears_in", "Meera Das")}),
    # a described list after "seen in" keeps its one-word titles
    ("Kavya Iyer has been seen in hit films like Madrid Nights, Silver Canyon and Raja.",
     {("Kavya Iyer", "appears_in", "Madrid Nights"), ("Kavya Iyer", "appears_in", "Silver Canyon"),
      ("Kavya Iyer", "appears_in", "Raja")}),
    # a coordinated list after "starred in", one title a place name to NER
    ("Lena Ostrova starred in Winter Harbor and The Glass Road.",
     {("Lena Ostrova", "appears_in", "Winter Harbor"), ("Lena Ostrova", "appears_in", "The Glass Road")}),
    # a genre description before the title; the holder through "best known for her role"
    ("Lena Ostrova is best known for her role in the sitcom Maple Street.",
     {("Lena Ostrova", "appears_in", "Maple Street")}),
    # quoted titles with year brackets after a fame noun
    ("Marco Dale shot to fame with 'Paper Moons' (2004) and 'River Song' (2006).",
     {("Marco Dale", "appears_in", "Paper Moons"), ("Marco Dale", "appears_in", "River Song")}),
    # a list of described, quoted titles with year ranges
    ("Ivy Ross had leading roles in the romantic drama 'Tall Grass' (2011-2012) and the thriller 'Stone Bay' (2014).",
     {("Ivy Ross", "appears_in", "Tall Grass"), ("Ivy Ross", "appears_in", "Stone Bay")}),
    # "ranging from A to B"
    ("Ivy Ross has appeared in films ranging from Dark Tide to Blue Valley.",
     {("Ivy Ross", "appears_in", "Dark Tide"), ("Ivy Ross", "appears_in", "Blue Valley")}),
    # "appeared on" a show; a role as a character before the title
    ("Kit Harlan appeared on Dancing Nights in 2019.", {("Kit Harlan", "appears_in", "Dancing Nights")}),
    ("Ivy Ross reprises her role as Nell in Silver Lining 2.", {("Ivy Ross", "appears_in", "Silver Lining 2")}),
    # a list introduced by "among them", after a general description
    ("Tomas Vey has had roles in several popular shows, among them the medical drama 'Night Ward' and the comedy 'Two Doors'.",
     {("Tomas Vey", "appears_in", "Night Ward"), ("Tomas Vey", "appears_in", "Two Doors")}),
]


APPEARS += [
    # "the show" in a story about one show: the work the article keeps naming
    ('The new season of "Harbor Lights" starts tonight. Nell Avery will come back to the programme as a presenter, '
     "and Tomas Vey returns to the series after a year away. Harbor Lights first aired in 2015.",
     {("Nell Avery", "appears_in", "Harbor Lights"), ("Tomas Vey", "appears_in", "Harbor Lights")}),
    # a title after a part of a work ("the finale of X") is a work even with no role cue
    ("Ada Kreel watched the finale of Pine Ridge with her sister. She starred in the show for six years "
     "before Pine Ridge ended.",
     {("Ada Kreel", "appears_in", "Pine Ridge")}),
]

APPEARS += [
    # a filmography: "Her films include A (year), B and C"
    ("Lena Ostrova died on Monday aged 81. Her films include Winter Harbor (1970), The Glass Road and Paper Moons.",
     {("Lena Ostrova", "appears_in", "Winter Harbor"), ("Lena Ostrova", "appears_in", "The Glass Road"),
      ("Lena Ostrova", "appears_in", "Paper Moons")}),
    # "known for" / "famous for" a title, as a predicate and as a modifier
    ("Marco Dale is best known for Night Shift and the thriller Stone Bay.",
     {("Marco Dale", "appears_in", "Night Shift"), ("Marco Dale", "appears_in", "Stone Bay")}),
    ("Dana Webb, famous for Harbor Lights, married Omar Reyes.", {("Dana Webb", "appears_in", "Harbor Lights")}),
    # a character played in the work a cast story is about
    ("Tomas Vey, who plays Dr Sam Cole, said goodbye to the cast of Pine Ridge. Pine Ridge ends after ten years. "
     "Ada Kreel, who played Nurse Rita Lowe, also returns.",
     {("Tomas Vey", "appears_in", "Pine Ridge"), ("Ada Kreel", "appears_in", "Pine Ridge")}),
]

APPEARS += [
    # a show's name before a plural role noun, then the people listed
    ("Tributes came from her Harbor Lights co-stars Nell Avery, Tomas Vey and Kit Harlan.",
     {(p, "appears_in", "Harbor Lights") for p in ("Nell Avery", "Tomas Vey", "Kit Harlan")}),
    ("Harbor Lights stars Nell Avery and Tomas Vey returned for the finale.",
     {("Nell Avery", "appears_in", "Harbor Lights"), ("Tomas Vey", "appears_in", "Harbor Lights")}),
    # a modifier before the title is not part of it
    ("Former Harbor Lights actress Nell Avery said she was heartbroken.", {("Nell Avery", "appears_in", "Harbor Lights")}),
    # a part of a work as the subject of a starring verb
    ("The finale of Harbor Lights featured Nell Avery, Tomas Vey and Kit Harlan. Harbor Lights ended after 30 years.",
     {(p, "appears_in", "Harbor Lights") for p in ("Nell Avery", "Tomas Vey", "Kit Harlan")}),
]

APPEARS += [
    # a network and a description before the genre noun; a title after "the 2004 film,"
    ("Omar Reyes is an American actor known for his role as Jack Vale in the NBC television drama Pine Ridge.",
     {("Omar Reyes", "appears_in", "Pine Ridge")}),
    ("Omar Reyes later took main parts in the 2004 film, Winter Harbor and 2006 film Glass Road.",
     {("Omar Reyes", "appears_in", "Winter Harbor"), ("Omar Reyes", "appears_in", "Glass Road")}),
    # a possessor before a title; brackets with a year or a note after titles
    ("Omar Reyes has also appeared in Dana Webb's Queen of Tides (2008), Paper Moons (2008) and Stone Bay 2 (uncredited).",
     {("Omar Reyes", "appears_in", "Queen of Tides"), ("Omar Reyes", "appears_in", "Paper Moons"),
      ("Omar Reyes", "appears_in", "Stone Bay 2")}),
]

APPEARS += [
    # a role verb the small model reads as a plural noun after the name ("Ada Vey stars"), with a co-star
    ("Ivy Ross stars alongside Omar Reyes in River Song 2.",
     {("Ivy Ross", "appears_in", "River Song 2"), ("Omar Reyes", "appears_in", "River Song 2")}),
    ("Kit Harlan hosts \"The Glass Road\" on Sundays.", {("Kit Harlan", "appears_in", "The Glass Road")}),
    # a fame noun's slot hangs on the verb that took its subject to fame
    ("Marco Dale rose to fame in 2009 with \"Paper Moons\" and \"River Song\".",
     {("Marco Dale", "appears_in", "Paper Moons"), ("Marco Dale", "appears_in", "River Song")}),
    # joining a work the sentence names as one: a quoted title, a work noun naming its title
    ("Tomas Vey has joined the medical drama Pine Ridge for its third season.", {("Tomas Vey", "appears_in", "Pine Ridge")}),
    ("Nell Avery joined \"Maple Street\" in 2019.", {("Nell Avery", "appears_in", "Maple Street")}),
    # a passive casting (the active "A cast B" is the director's)
    ("Dana Webb was cast as Nurse Ada Grey in \"Pine Ridge\".", {("Dana Webb", "appears_in", "Pine Ridge")}),
    ("Omar Reyes has been cast in the thriller Stone Bay.", {("Omar Reyes", "appears_in", "Stone Bay")}),
    # whose co-star: the possessor before the title is in the work too
    ("Omar Reyes's \"River Song\" co-star Dana Webb paid tribute.",
     {("Omar Reyes", "appears_in", "River Song"), ("Dana Webb", "appears_in", "River Song")}),
    # awards: the title after "for", past the award and its category; a music award names no show
    ("Nell Avery won Best Actress for \"Paper Moons\" at Sunday's ceremony.", {("Nell Avery", "appears_in", "Paper Moons")}),
    ("Omar Reyes was nominated for an Emmy for \"River Song\".", {("Omar Reyes", "appears_in", "River Song")}),
    ("Dana Webb earned her first Oscar nomination for Blue Night.", {("Dana Webb", "appears_in", "Blue Night")}),
    # credits as lists print them: a person, then a quoted or bracketed title
    ("The nominees for best actor are Omar Reyes, \"River Song\"; Tom Bale, \"Blue Night\"; and Kit Harlan, \"Paper Moons\".",
     {("Omar Reyes", "appears_in", "River Song"), ("Tom Bale", "appears_in", "Blue Night"),
      ("Kit Harlan", "appears_in", "Paper Moons")}),
    ("Best actress nominees include Dana Webb (\"Blue Night\") and Ivy Ross (\"Maple Street\").",
     {("Dana Webb", "appears_in", "Blue Night"), ("Ivy Ross", "appears_in", "Maple Street")}),
    ("The cast also includes Nell Avery (Harbor Lights) and Tomas Vey (Glass Road).",
     {("Nell Avery", "appears_in", "Harbor Lights"), ("Tomas Vey", "appears_in", "Glass Road")}),
    # a clause set in a part of a named work: its subjects (and whom they met there) appear in it
    ("At the season 4 reunion of \"Harbor Wives,\" Ivy Ross and Kay Dunne argued about money.",
     {("Ivy Ross", "appears_in", "Harbor Wives"), ("Kay Dunne", "appears_in", "Harbor Wives")}),
    ("Tom Bale confirmed the split in the latest season of \"Selling Lisbon.\"", {("Tom Bale", "appears_in", "Selling Lisbon")}),
    ("Omar Reyes met Dana Webb on the set of \"River Song\" in 1995.",
     {("Omar Reyes", "appears_in", "River Song"), ("Dana Webb", "appears_in", "River Song")}),
    # people shown on a set, when the subject is a photo
    ("The last photo captured Ivy Ross and Tom Bale on the set of Red Sky last May.",
     {("Ivy Ross", "appears_in", "Red Sky"), ("Tom Bale", "appears_in", "Red Sky")}),
    # a person in a named character's part, in a sentence naming a work
    ("In the second season of \"Maple Street\", Ivy Ross stepped in as Queen Mara.", {("Ivy Ross", "appears_in", "Maple Street")}),
    ("The new photos show Lena Ostrova as Captain Storm and Kit Harlan as Wolf Girl on the set of Winter Harbor.",
     {("Lena Ostrova", "appears_in", "Winter Harbor"), ("Kit Harlan", "appears_in", "Winter Harbor")}),
]


ARTICLES = [
    # a story about one work speaks of its cast without repeating the title
    ("Bravo has revealed the cast of \"Harbor Wives\" season 14. Ivy Ross and Kay Dunne are returning for the "
     "new season. Newcomer Rita Lowe joins the cast, while Ana Velm will appear as a friend. Tom Bale said he "
     "would watch every episode with his wife.",
     {("Ivy Ross", "appears_in", "Harbor Wives"), ("Kay Dunne", "appears_in", "Harbor Wives"),
      ("Rita Lowe", "appears_in", "Harbor Wives"), ("Ana Velm", "appears_in", "Harbor Wives")}),
    ("Netflix has released the first trailer for \"Blue Night\", its new crime drama. The series follows a "
     "detective played by Dana Webb. Omar Reyes plays her partner. Reyes said he loved working with Webb.",
     {("Dana Webb", "appears_in", "Blue Night"), ("Omar Reyes", "appears_in", "Blue Night")}),
    ("Netflix has announced the cast of \"Harbor Lights\", its new period drama. Dana Webb and Omar Reyes will lead "
     "the eight-part show. Webb will play Mary, a widow who runs a lighthouse, while Reyes takes on the role of her "
     "brother. Kit Harlan, best known for \"Glass Road\", has a small part.",
     {("Dana Webb", "appears_in", "Harbor Lights"), ("Omar Reyes", "appears_in", "Harbor Lights"),
      ("Kit Harlan", "appears_in", "Glass Road")}),
    # a network casts too; "round out the cast", "complete the cast" (whatever the tagger read), "also star"
    ("Netflix has cast Dana Webb in its new drama \"Blue Night\". Ivy Ross and Tom Bale round out the cast. "
     "Kit Harlan and Nell Avery also star.",
     {("Dana Webb", "appears_in", "Blue Night"), ("Ivy Ross", "appears_in", "Blue Night"),
      ("Tom Bale", "appears_in", "Blue Night"), ("Kit Harlan", "appears_in", "Blue Night"),
      ("Nell Avery", "appears_in", "Blue Night")}),
    ("Netflix has cast Dana Webb in its new drama \"Blue Night\". Ivy Ross and Tom Bale complete the cast.",
     {("Dana Webb", "appears_in", "Blue Night"), ("Ivy Ross", "appears_in", "Blue Night"),
      ("Tom Bale", "appears_in", "Blue Night")}),
    # a where-are-they-now story: its headline names the work (a person to NER), each heading a cast member
    ("Where are they now: the cast of Copper Falls\n\nTom Ashford\n\nThe actor played Ben Carter for six "
     "seasons. He has since starred in \"Red Orchard\".\n\nMia Lund\n\nThe actress played nurse Ada.",
     {("Tom Ashford", "appears_in", "Copper Falls"), ("Tom Ashford", "appears_in", "Red Orchard"),
      ("Mia Lund", "appears_in", "Copper Falls")}),
    ("The cast of Copper Falls reunited on Sunday. Tom Ashford, who played Ben Carter, hosted the dinner.",
     {("Tom Ashford", "appears_in", "Copper Falls")}),
    ("The Copper Falls cast, then and now\n\nMia Lund played Ada Brook. Lund later moved to London.",
     {("Mia Lund", "appears_in", "Copper Falls")}),
    # a season's returning cast: inverted ("Also returning are"), "are back", cast nouns, bare host and coach
    ("Bravo has confirmed the new season of \"Harbor Wives\". Returning housewives include Ivy Ross and Kay "
     "Dunne. Also returning are Rita Lowe and Ana Velm, while newcomer Nell Avery joins them.",
     {("Ivy Ross", "appears_in", "Harbor Wives"), ("Kay Dunne", "appears_in", "Harbor Wives"),
      ("Rita Lowe", "appears_in", "Harbor Wives"), ("Ana Velm", "appears_in", "Harbor Wives")}),
    ("NBC has renewed \"The Choir\" for a fifth season. Coaches Ivy Ross and Kay Dunne will return, while Tom "
     "Bale will host. Joining them are newcomers Rita Lowe and Ana Velm.",
     {("Ivy Ross", "appears_in", "The Choir"), ("Kay Dunne", "appears_in", "The Choir"),
      ("Tom Bale", "appears_in", "The Choir"), ("Rita Lowe", "appears_in", "The Choir"),
      ("Ana Velm", "appears_in", "The Choir")}),
    ("NBC has renewed \"The Choir\". The new season features Ivy Ross and Kay Dunne. Rita Lowe and Ana Velm are "
     "back, and the judges are Tom Bale and Nell Avery.",
     {("Ivy Ross", "appears_in", "The Choir"), ("Kay Dunne", "appears_in", "The Choir"),
      ("Rita Lowe", "appears_in", "The Choir"), ("Ana Velm", "appears_in", "The Choir"),
      ("Tom Bale", "appears_in", "The Choir"), ("Nell Avery", "appears_in", "The Choir")}),
    # the story's work as the subject of a passive or under a participle
    ("NBC has renewed \"The Choir\". It is hosted by Tom Bale.", {("Tom Bale", "appears_in", "The Choir")}),
    ("NBC has renewed \"The Choir\". The show will be hosted by Tom Bale.", {("Tom Bale", "appears_in", "The Choir")}),
    ("NBC has renewed \"The Choir\". The series, hosted by Tom Bale, returns in May.",
     {("Tom Bale", "appears_in", "The Choir")}),
    # a contest's cast: competing, confirmed, partnered, eliminated, a contest noun, a series won
    ("The full line-up for Dancing Stars has been revealed. Ivy Ross and Kay Dunne will compete for the trophy. "
     "The celebrities taking part also include Rita Lowe. Ana Velm has been confirmed for the series and will be "
     "partnered with Tom Bale.",
     {("Ivy Ross", "appears_in", "Dancing Stars"), ("Kay Dunne", "appears_in", "Dancing Stars"),
      ("Rita Lowe", "appears_in", "Dancing Stars"), ("Ana Velm", "appears_in", "Dancing Stars"),
      ("Tom Bale", "appears_in", "Dancing Stars")}),
    ("Dancing Stars returns this weekend. Ivy Ross won last year's series, Kay Dunne was eliminated in the first "
     "week, and Rita Lowe is among the judges. Ana Velm is a contestant.",
     {("Ivy Ross", "appears_in", "Dancing Stars"), ("Kay Dunne", "appears_in", "Dancing Stars"),
      ("Rita Lowe", "appears_in", "Dancing Stars"), ("Ana Velm", "appears_in", "Dancing Stars")}),
    ("Dancing Stars returns this weekend. Taking part this year are Ivy Ross and Kay Dunne. Rita Lowe was voted off "
     "in the second week last year, and Ana Velm was crowned champion.",
     {("Ivy Ross", "appears_in", "Dancing Stars"), ("Kay Dunne", "appears_in", "Dancing Stars"),
      ("Rita Lowe", "appears_in", "Dancing Stars"), ("Ana Velm", "appears_in", "Dancing Stars")}),
    ("Dancing Stars returns this weekend. Ivy Ross was crowned Miss Ohio in 2010, and Tom Bale was voted off the "
     "island council. Kay Dunne took part in a charity walk.", set()),
    # ... but not another contest, an office, a court's judges, a lottery
    ("Dancing Stars returns this weekend. Ivy Ross will compete in the Harbor Olympics next year. Kay Dunne was "
     "confirmed as the new mayor of Harbor City. The judges of the county court are Rita Lowe and Tom Bale. "
     "Ana Velm won the lottery.", set()),
    # ... but not a party after the launch, a place, or a couple back together
    ("Bravo has confirmed the new season of \"Harbor Wives\". Joining them at the launch party were Ivy Ross and "
     "Kay Dunne. Also returning to Miami are Rita Lowe and Ana Velm. Tom Bale and Nell Avery are back together.",
     set()),
    # ... but a story about people, naming two works, has no work of its own
    ("Ivy Ross and Tom Bale met in 2010. She starred in \"Blue Night\" and he directed \"River Song\". "
     "Ross is returning for the new season, she said.",
     {("Ivy Ross", "appears_in", "Blue Night")}),
]


@pytest.mark.parametrize("text,expected", ARTICLES)
def test_a_story_about_one_work_puts_its_cast_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", APPEARS)
def test_the_titles_a_role_cue_lists_are_works_its_holder_appears_in(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text", [
    "Lena Ostrova appeared in court in Los Angeles on Monday.",
    "Marco Dale starred in a commercial for a bank last year.",
    "Kit Harlan appeared in Acme advertisements as a teenager.",
    "The singer appeared on stage in March with her sister.",
    "Omar Reyes returned to Madrid from New York in May.",
    "Nell Avery is known for her charity work in Kenya.",
    "Tomas Vey plays Chopin on the piano every morning.",
    "Dana Webb is a fan of the shows starring Omar Reyes.",
    "The Vales let cameras into their house for a new reality series, Hilda Vale explained.",
    # a company joined is no show; an office is no character; a sentence naming no work
    "Omar Reyes joined Harlow Media as a producer in 2015.",
    "Nell Avery served as President of the guild before \"Maple Street\" was made.",
    "Tomas Vey dressed up as Captain Storm for the party.",
    # a music award's "for" names a song; a category or an award is no title
    "Ivy Ross won a Grammy for \"Paper Moons\".",
    "Nell Avery won an award for Best Actress.",
    "Omar Reyes was nominated for Album of the Year.",
    "Tom Bale won praise for his charity work in Lisbon.",
    # a name then a quote in running text, or a bracketed note, is no credit
    "Tom Bale told Ivy Ross, \"Come home.\"",
    "Dana Webb (left) and Ivy Ross (right) attended the party.",
    "The award went to Dana Webb, \"I am thrilled,\" she said.",
    # a bare role verb counts only in a story about one work; "appeared relaxed" is no role
    "Ivy Ross and Tom Bale also star.",
    "Omar Reyes appeared relaxed at the \"Blue Night\" premiere.",
    "He was the son of Tom Bale (1820–88) and his wife Ivy Ross (1830–1904).",
    # watching a part of a work, or a passive clause, says nothing of who appears
    "Fans watched the finale of \"River Song\" with Omar Reyes.",
    "Omar Reyes was mocked in the latest episode of \"Night Talk.\"",
    # a description's word opening the sentence is no title; nor is a story without a work's cast nouns
    "Rap star Ivy Ross married Tom Bale in June.",
    "Fan favourite Ivy Ross married Tom Bale in June.",
    "Drag star Omar Reyes met Dana Webb in June.",
    "Ivy Ross married Tom Bale in May. The judges are Kay Dunne and Rita Lowe.",
    # part of a band, a team or a group is no appearance
    "Liam Cole was part of the band Northern Lights.",
    "Liam Cole was part of Northern Lights, the boy band.",
    "Liam Cole was part of the Lakers for two seasons.",
    "Liam Cole was part of Team Canada at the games.",
    "Kavya Iyer starred in films with friends such as Arjun Dev Sharma.",
    "Liam Cole was part of Acme Holdings and Bale Capital.",
    "Liam Cole was part of The Velvet Kings and The Harbor Boys.",
    "Liam Cole was part of Oceans Apart, a charity that helps refugees.",
    "Kavya Iyer was part of the team that won the cup.",
    # an award before a role noun is no work
    "The Grammy winner Ivy Ross married Tom Bale in June.",
    "Omar Reyes thanked the Oscar winner Dana Webb for her advice.",
])
def test_a_slot_without_a_title_gives_no_appearance(nlp, text):
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    ("She starred in Winter Harbor and The Glass Road.", [["Winter Harbor", "The Glass Road"]]),
    ("She appeared in the third episode of Series 4 of Harbor Lights.", [["Harbor Lights"]]),
    ("She played a nurse in the BBC drama Ward Nine (2019-2021), her first lead.", [["Ward Nine"]]),
])
def test_role_slots_read_titles_past_descriptions_parts_and_years(nlp, text, expected):
    assert slot_titles(nlp, text) == expected


@pytest.mark.parametrize("text,title,is_work", [
    # a quoted run of capitalised words is a title, as US news prints them
    # (here NER finds no name in the quotes at all)
    ('Dana Webb is leaving "Pine Ridge" after ten years.', "Pine Ridge", True),
    # a nickname inside a name, a quoted exclamation and a song before "singer" are not
    ('Tomas "Tommy Boy" Vey was there.', "Tommy Boy", False),
    ('She shouted "Congratulations!" at the party.', "Congratulations!", False),
])
def test_quoted_titles_are_works(nlp, text, title, is_work):
    from kgbuild.extraction.mentions import WORK, find_mentions

    doc = prepare(nlp)(text)
    works = {m.name for m in find_mentions(doc) if m.type == WORK}
    assert (title in works) == is_work


# Titles the small model takes for a company or a person: "Velvet Lies", "Grey Towers" and "Iron
# Saints" are ORG to it, "Broken Lanterns" a PERSON. Before a role noun or in a role cue's slot they
# are works all the same.
@pytest.mark.parametrize("text,expected", [
    ("Velvet Lies star Owen Marsh was spotted in Rome.", {("Owen Marsh", "appears_in", "Velvet Lies")}),
    ("Owen Marsh, the Grey Towers actor, was spotted in Rome.", {("Owen Marsh", "appears_in", "Grey Towers")}),
    ("Tara Quill's Iron Saints co-star Owen Marsh praised her.",
     {("Owen Marsh", "appears_in", "Iron Saints"), ("Tara Quill", "appears_in", "Iron Saints")}),
    ("Broken Lanterns star Owen Marsh was spotted in Rome.", {("Owen Marsh", "appears_in", "Broken Lanterns")}),
    ("Owen Marsh starred in Broken Lanterns last year.", {("Owen Marsh", "appears_in", "Broken Lanterns")}),
    # "co-starred" is one word, so its subject is not lost to a stray "co"
    ("Owen Marsh co-starred with Tara Quill in Velvet Lies.",
     {("Owen Marsh", "appears_in", "Velvet Lies"), ("Tara Quill", "appears_in", "Velvet Lies")}),
    ("Tara Quill co-starred in \"Paper Kites\" with Owen Marsh.",
     {("Tara Quill", "appears_in", "Paper Kites"), ("Owen Marsh", "appears_in", "Paper Kites")}),
    # "the cast of" lists people, whatever NER called them
    ("The 2012 film Paper Kites featured the ensemble cast of Owen Marsh, Tara Quill and Pia Lorne.",
     {("Owen Marsh", "appears_in", "Paper Kites"), ("Tara Quill", "appears_in", "Paper Kites"),
      ("Pia Lorne", "appears_in", "Paper Kites")}),
    # "as" after a title opens the character, not a second title
    ("Owen Marsh had a recurring role on Velvet Lies as Agent Dale Brook.", {("Owen Marsh", "appears_in", "Velvet Lies")}),
])
def test_a_title_is_a_work_whatever_ner_called_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a slot opening the sentence
    ("In Velvet Lies, Owen Marsh plays a troubled farmer.", {("Owen Marsh", "appears_in", "Velvet Lies")}),
    ("In \"Grey Towers\", Tara Quill and Owen Marsh play rival chefs.",
     {("Tara Quill", "appears_in", "Grey Towers"), ("Owen Marsh", "appears_in", "Grey Towers")}),
    # a numbered part of a work, which NER calls a date
    ("Owen Marsh competed on season 12 of Iron Saints.", {("Owen Marsh", "appears_in", "Iron Saints")}),
    ("Tara Quill appeared in episode 4 of Night Shift.", {("Tara Quill", "appears_in", "Night Shift")}),
    # "seen in" a title: quoted, described, or of two words
    ("Owen Marsh will next be seen in Velvet Lies.", {("Owen Marsh", "appears_in", "Velvet Lies")}),
    ("Owen Marsh can be seen in the thriller Cobalt.", {("Owen Marsh", "appears_in", "Cobalt")}),
])
def test_slots_before_the_cue_past_a_numbered_part_and_after_seen(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # no person stars another: the subject of "stars A" is a title, whatever NER called it
    ("Velvet Lies stars Owen Marsh and Tara Quill.",
     {("Owen Marsh", "appears_in", "Velvet Lies"), ("Tara Quill", "appears_in", "Velvet Lies")}),
    ("Broken Lanterns, which stars Owen Marsh, premieres in May.", {("Owen Marsh", "appears_in", "Broken Lanterns")}),
    ("Night Shift also stars Pia Lorne.", {("Pia Lorne", "appears_in", "Night Shift")}),
    # a title as the object of a presenting verb; a network after "on" is where it is shown
    ("Owen Marsh, who hosts The Salt Flats, thanked fans.", {("Owen Marsh", "appears_in", "The Salt Flats")}),
    ("Dana Kell will present Iron Saints on Channel 4.", {("Dana Kell", "appears_in", "Iron Saints")}),
    # winning a numbered part of a show; a character in a work
    ("Owen Marsh won season 3 of Iron Saints in 2018.", {("Owen Marsh", "appears_in", "Iron Saints")}),
    ("Tara Quill's character in Grey Towers dies in the finale.", {("Tara Quill", "appears_in", "Grey Towers")}),
])
def test_a_work_as_subject_object_or_setting_of_a_character(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Owen Marsh's Velvet Lies character was killed off.", {("Owen Marsh", "appears_in", "Velvet Lies")}),
    ("Fans loved Tara Quill's Night Shift role.", {("Tara Quill", "appears_in", "Night Shift")}),
    # a pronoun possessor is left alone; "the Paris premiere" names a place
    ("Her Velvet Lies character was killed off.", set()),
    ("Owen Marsh's Paris premiere was cancelled.", set()),
])
def test_a_named_possessor_of_a_part_in_a_work_appears_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,title", [
    ("Owen Marsh attended the Velvet Lies premiere in London.", "Velvet Lies"),
    ("The Iron Saints finale drew ten million viewers.", "Iron Saints"),
    ("Owen Marsh returns for Grey Towers season 2.", "Grey Towers"),
    ("The cast filmed the Night Shift reunion last week.", "Night Shift"),
    # a capital "The" inside the run starts the title
    ("He loved the live-action CGI The Iron Saints film.", "The Iron Saints"),
])
def test_a_title_before_a_part_of_a_work_is_a_work(nlp, text, title):
    from kgbuild.extraction.mentions import WORK, find_mentions

    doc = prepare(nlp)(text)
    assert title in {m.name for m in find_mentions(doc) if m.type == WORK}


@pytest.mark.parametrize("text,name", [
    ("Owen Marsh starred in the Tara Quill film last year.", "Tara Quill"),
    ("She attended the Netflix premiere in May.", "Netflix"),
    ("The Emmy nominee arrived early.", "Emmy"),
])
def test_a_person_network_or_award_before_a_part_noun_is_no_work(nlp, text, name):
    from kgbuild.extraction.mentions import WORK, find_mentions

    doc = prepare(nlp)(text)
    assert name not in {m.name for m in find_mentions(doc) if m.type == WORK}


@pytest.mark.parametrize("text", [
    # an industry, league, network or court before a role noun is no work
    "NBA star Owen Marsh was spotted in Rome.",
    "Owen Marsh, the Disney Channel actor, was spotted in Rome.",
    "Owen Marsh, the Manchester United star, was spotted in Rome.",
    "The order, which Superior Court Judge Tara Quill signed, was filed on Monday.",
    # a name the article gives a person elsewhere is that person, not a title
    "Owen Marsh starred in Tara Quill's new film. Tara Quill praised him.",
    "Tara Quill co-star Owen Marsh met fans. Tara Quill did not attend.",
    # what someone was seen in is a title only when quoted, described or of two words; a place is none
    "Owen Marsh was seen in Gucci at the gala.",
    "Owen Marsh was seen in Paris with Tara Quill.",
    "Fans saw Owen Marsh in Velvet Lies.",
    "In Paris, Owen Marsh plays chess every Sunday.",
    # an event hosted, a game won, a network, a pronoun as a starring subject are no works
    "Owen Marsh hosted the Spring Gala in May.",
    "Owen Marsh won the Spring Cup in 2018.",
    "Tara Quill appeared on Netflix last year.",
    "It stars Owen Marsh and Tara Quill.",
    # a name before a verb the model read as a plural noun ("hosts") is no title
    "Owen Marsh hosts a quiz on Fridays.",
])
def test_a_name_that_is_no_title_gives_no_appearance(nlp, text):
    assert appearances(nlp, text) == set()


# A story's work named first by what only works do ("premieres", "was renewed", "airs"), then
# by "the series", "it" or a role in it.
@pytest.mark.parametrize("text,expected", [
    ("Grey Towers premieres next month. The series stars Owen Marsh and Tara Quill.",
     {("Owen Marsh", "appears_in", "Grey Towers"), ("Tara Quill", "appears_in", "Grey Towers")}),
    ("Netflix has renewed Grey Towers. Owen Marsh and Tara Quill reprise their roles.",
     {("Owen Marsh", "appears_in", "Grey Towers"), ("Tara Quill", "appears_in", "Grey Towers")}),
    ("Iron Saints was cancelled in May. It starred Owen Marsh.", {("Owen Marsh", "appears_in", "Iron Saints")}),
    ("Grey Towers airs on Sundays. Owen Marsh returns as Jake.", {("Owen Marsh", "appears_in", "Grey Towers")}),
    # "known as" a character in a title; a title ends before "with" a person
    ("Owen Marsh, best known as Jake in Iron Saints, has married.", {("Owen Marsh", "appears_in", "Iron Saints")}),
    ("Owen Marsh, who starred in Grey Towers with Tara Quill, has died.",
     {("Owen Marsh", "appears_in", "Grey Towers"), ("Tara Quill", "appears_in", "Grey Towers")}),
])
def test_a_work_named_by_what_only_works_do_is_the_storys_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text", [
    # a company renewing a contract, a person debuting, a place: no work
    "Owen Marsh renewed his contract with Nexa Films in May. He plays golf.",
    "Netflix has renewed Tara Quill's deal. Tara Quill said she was thrilled.",
    "Paris was cancelled as a venue. Owen Marsh returns as host next year.",
])
def test_what_is_renewed_or_cancelled_is_a_work_only_when_named_like_one(nlp, text):
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # "guest-starred" kept one word with its lemma; a role noun as the subject of "came"
    ("Owen Marsh guest-starred on Grey Towers in 2019.", {("Owen Marsh", "appears_in", "Grey Towers")}),
    ("Owen Marsh's breakout role came in Iron Saints.", {("Owen Marsh", "appears_in", "Iron Saints")}),
    ("Tara Quill got her big break on Night Shift.", {("Tara Quill", "appears_in", "Night Shift")}),
    # "whose credits include"
    ("Owen Marsh, whose credits include Paper Kites and Grey Towers, attended.",
     {("Owen Marsh", "appears_in", "Paper Kites"), ("Owen Marsh", "appears_in", "Grey Towers")}),
    # behind the camera is no role
    ("Her directorial debut came in 2015 with the thriller Grey Towers.", set()),
    ("Owen Marsh made his directorial debut with Iron Saints.", set()),
])
def test_more_shapes_of_a_role_in_a_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what comes back for a season is a show, then "it" and roles find it
    ("Grey Towers is back for a second season. Owen Marsh returns as Jake.", {("Owen Marsh", "appears_in", "Grey Towers")}),
    ("Iron Saints returns for a third season in May. It stars Tara Quill.", {("Tara Quill", "appears_in", "Iron Saints")}),
    # "X features A as a spy" casts A
    ("Grey Towers features Owen Marsh as a retired spy.", {("Owen Marsh", "appears_in", "Grey Towers")}),
    # "A and his X co-stars B and C": A is in X too
    ("Owen Marsh and his Iron Saints co-stars Tara Quill and Pia Lorne arrived.",
     {("Owen Marsh", "appears_in", "Iron Saints"), ("Tara Quill", "appears_in", "Iron Saints"),
      ("Pia Lorne", "appears_in", "Iron Saints")}),
])
def test_a_show_back_for_a_season_a_featured_part_and_a_pronoun_owned_cast(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text", [
    "Owen Marsh returns for a second season. It stars Tara Quill.",
    "Golden Hour features Owen Marsh on vocals.",
])
def test_a_person_coming_back_or_a_song_featuring_someone_names_no_work(nlp, text):
    assert appearances(nlp, text) == set()


def every_triple(nlp, text):
    doc = prepare(nlp)(text)
    return {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())}


# A second reader's cases: a title list that runs into the main clause, a person taken for a
# title by a verb people do too, a relative clause's pronoun, headline capitals, places to post.
@pytest.mark.parametrize("text,expected", [
    ("Ada Vey, who starred in Velvet Lies, married Tom Birch.",
     {("Ada Vey", "appears_in", "Velvet Lies"), ("Ada Vey", "spouse", "Tom Birch")}),
    ("Ada Vey hosted Tom Birch on her podcast.", set()),
    ("Ada Vey debuted her new single on Friday. Her husband Tom Birch was there.", {("Ada Vey", "spouse", "Tom Birch")}),
    ("Lord Of The Rings star Ada Vey married Tom Birch.",
     {("Ada Vey", "appears_in", "Lord Of The Rings"), ("Ada Vey", "spouse", "Tom Birch")}),
    ("Police Academy star Ada Vey was spotted in Rome.", {("Ada Vey", "appears_in", "Police Academy")}),
    ("She is best known as Coco on Twitter.", set()),
])
def test_second_reader_cases(nlp, text, expected):
    assert every_triple(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "alongside B" anywhere in the role's own clause
    ("Tara Quill returns to Grey Towers as a judge alongside Owen Marsh.",
     {("Tara Quill", "appears_in", "Grey Towers"), ("Owen Marsh", "appears_in", "Grey Towers")}),
    ("The new season of Iron Saints starts soon. Tara Quill returns to the series as a host alongside "
     "her husband, singer Owen Marsh.",
     {("Tara Quill", "appears_in", "Iron Saints"), ("Owen Marsh", "appears_in", "Iron Saints")}),
    # not inside a relative clause
    ("Tara Quill, who once worked alongside Owen Marsh at a bank, starred in Grey Towers.",
     {("Tara Quill", "appears_in", "Grey Towers")}),
])
def test_a_costar_alongside_in_the_roles_clause(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a count of films is no title; the list after it is
    ("Tara Quill appeared in more than 50 films, including Velvet Lies, Paper Kites and Cold River.",
     {("Tara Quill", "appears_in", "Velvet Lies"), ("Tara Quill", "appears_in", "Paper Kites"),
      ("Tara Quill", "appears_in", "Cold River")}),
    # a pronoun with nobody before it is nobody, not the director named later in the sentence
    ("She won acclaim for Velvet Lies, directed by Dan Reed.", set()),
])
def test_counts_and_pronouns_with_nobody_before_them(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # filming a work, or a season of it
    ("Tara Quill was spotted in Rome. She is currently filming the second season of Velvet Lies.",
     {("Tara Quill", "appears_in", "Velvet Lies")}),
    ("Tara Quill was spotted in Rome. She is in town to film Iron Saints.", {("Tara Quill", "appears_in", "Iron Saints")}),
    # filming a person, a video or a place is no role
    ("A fan filmed Tara Quill outside the hotel.", set()),
    ("Tara Quill filmed a video for her fans in Rome.", set()),
])
def test_filming_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the 34-year-old" as a subject stands for the person the sentence before is about
    ("Tara Quill was spotted in Rome. The 34-year-old is best known for Velvet Lies.",
     {("Tara Quill", "appears_in", "Velvet Lies")}),
    ("Tara Quill was spotted in Rome. The 34-year-old has been dating Owen Marsh since May.",
     {("Tara Quill", "partner", "Owen Marsh")}),
    # (an age that is no subject stands for nobody)
    ("Tara Quill met a 34-year-old in Rome.", set()),
])
def test_an_age_as_a_subject_is_the_person_before(nlp, text, expected):
    assert every_triple(nlp, text) == expected


def test_a_definite_description_before_a_role_verb_read_as_a_noun_holds_the_role(nlp):
    # "The singer-turned-actress stars in X": the small model reads "stars" as a plural noun
    text = "Tara Quill was spotted in Rome. The singer-turned-actress stars in Velvet Lies."
    assert appearances(nlp, text) == {("Tara Quill", "appears_in", "Velvet Lies")}


@pytest.mark.parametrize("text,expected", [
    # a participle after a comma: no person stars another, so the run before it is a title
    ("Copper Sky, starring Owen Marsh and Tara Quill, opens on Friday.",
     {("Owen Marsh", "appears_in", "Copper Sky"), ("Tara Quill", "appears_in", "Copper Sky")}),
    ("Fans queued for Iron Saints, starring Pia Lorne.", {("Pia Lorne", "appears_in", "Iron Saints")}),
    # a person's current film, with or without a naming word; a show needs none
    ("Owen Marsh is promoting his new film, The Glass Orchard.", {("Owen Marsh", "appears_in", "The Glass Orchard")}),
    ("Tara Quill talked about her upcoming movie, called Midnight Parade.",
     {("Tara Quill", "appears_in", "Midnight Parade")}),
    ("Pia Lorne's latest thriller, titled Cold Harbor, opens in June.", {("Pia Lorne", "appears_in", "Cold Harbor")}),
    # "his first film" may be his as director; a film someone likes is not theirs
    ("Owen Marsh showed us his first film, The Glass Orchard.", set()),
    ("Tara Quill named her favourite film, Midnight Parade.", set()),
])
def test_a_participle_on_a_title_and_a_persons_current_film(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # two titles of two words or more joined by "and", read by NER as one name or not at all
    ("Owen Marsh shot to fame with Harbor Lights and Copper Sky.",
     {("Owen Marsh", "appears_in", "Harbor Lights"), ("Owen Marsh", "appears_in", "Copper Sky")}),
    ("Tara Quill starred in films such as Iron Saints and The Glass Orchard.",
     {("Tara Quill", "appears_in", "Iron Saints"), ("Tara Quill", "appears_in", "The Glass Orchard")}),
    # one title with "and" inside: a one-word side, or "the" after "and"
    ("Owen Marsh starred in Salt and Stone.", {("Owen Marsh", "appears_in", "Salt and Stone")}),
    ("Tara Quill is best known for Lies and the Lantern.", {("Tara Quill", "appears_in", "Lies and the Lantern")}),
    ("Owen Marsh starred in Ironclad: Dust and Thunder.", {("Owen Marsh", "appears_in", "Ironclad: Dust and Thunder")}),
])
def test_and_between_titles_and_inside_one(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "his" in the predicate is the subject's, not a person named inside the subject's apposition
    ("Her husband Leo - son of the late Omar Quist - is promoting his new film, Copper Sky.",
     {("Leo", "appears_in", "Copper Sky")}),
    ("Owen Marsh, the son of Omar Quist, has started filming his latest movie, Copper Sky.",
     {("Owen Marsh", "appears_in", "Copper Sky")}),
    # outside the subject the closest person still wins
    ("Omar Quist urged his son Leo to finish his new film, Copper Sky.", {("Leo", "appears_in", "Copper Sky")}),
])
def test_a_possessive_in_the_predicate_binds_to_the_subject(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a title-case run the small model calls a time or date is a title in a role's slot
    ("Owen Marsh will next be seen in The Morning Hour.", {("Owen Marsh", "appears_in", "The Morning Hour")}),
    ("Tara Quill starred in Tonight Hour.", {("Tara Quill", "appears_in", "Tonight Hour")}),
    # a calendar word or a lower-case word makes it a date again
    ("Owen Marsh appeared on Christmas Eve with Tara Quill.", set()),
    ("Tara Quill starred in a play in May 2019.", set()),
    ("Tara Quill appeared on New Year's Eve with Owen Marsh.", set()),
])
def test_a_title_ner_calls_a_time_is_a_title_without_calendar_words(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what returns at a date is a show (a person returning says where to, or as whom)
    ("Copper Sky returns in June. Returning cast members include Owen Marsh and Tara Quill.",
     {("Owen Marsh", "appears_in", "Copper Sky"), ("Tara Quill", "appears_in", "Copper Sky")}),
    ("Copper Sky returns next month. The series stars Pia Lorne.", {("Pia Lorne", "appears_in", "Copper Sky")}),
    ("Owen Marsh returns next month. He stars in Copper Sky.", {("Owen Marsh", "appears_in", "Copper Sky")}),
    # what is directed is a work; a person directed is not
    ("Copper Sky is directed by Ivo Brandt. It stars Owen Marsh.", {("Owen Marsh", "appears_in", "Copper Sky")}),
    ("Ivo Brandt directed Tara Quill in 2019. She thanked him.", set()),
])
def test_what_returns_at_a_date_or_is_directed_is_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a work noun's maker after "from" or "by" ends the list of titles
    ("Owen Marsh and Tara Quill have been cast in Copper Sky, the new drama from Ivo Brandt.",
     {("Owen Marsh", "appears_in", "Copper Sky"), ("Tara Quill", "appears_in", "Copper Sky")}),
    ("Pia Lorne starred in Iron Saints, a thriller by Ivo Brandt.", {("Pia Lorne", "appears_in", "Iron Saints")}),
    # a pronoun a copula defines as a film is no title
    ("The film, which also features Tara Quill, opens on Friday. It is Owen Marsh's first film.", set()),
])
def test_a_maker_or_a_pronoun_is_no_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_participle_opening_the_sentence_is_no_part_of_the_names_after_it(nlp):
    text = "Copper Sky is a 2019 thriller film. Starring Owen Marsh, Tara Quill and Pia Lorne, it follows a lost pilot."
    assert appearances(nlp, text) == {("Owen Marsh", "appears_in", "Copper Sky"), ("Tara Quill", "appears_in", "Copper Sky"),
                                      ("Pia Lorne", "appears_in", "Copper Sky")}


@pytest.mark.parametrize("text,expected", [
    # a description in apposition holds its head's roles; NER's "Jake in Copper Sky" is a part, then a title
    ("Owen Marsh, the actor who played Jake in Copper Sky, has died.", {("Owen Marsh", "appears_in", "Copper Sky")}),
    ("Tara Quill, the singer who starred in Iron Saints, is engaged.", {("Tara Quill", "appears_in", "Iron Saints")}),
    # a production, revival or adaptation of a title names it
    ("Owen Marsh is currently starring in the West End production of Copper Sky.\n",
     {("Owen Marsh", "appears_in", "Copper Sky")}),
    ("Tara Quill will star in a revival of The Glass Orchard.", {("Tara Quill", "appears_in", "The Glass Orchard")}),
])
def test_a_described_holder_and_a_production_of_a_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a sentence naming nobody that lists dated titles goes on with the last role holder's career
    ("Ada Vey is an actress. She shot to fame with 'Red Lantern' (2003). "
     "This was followed by 'April Rain' (2005) and 'Cold Wind' (2008).",
     {("Ada Vey", "appears_in", "Red Lantern"), ("Ada Vey", "appears_in", "April Rain"),
      ("Ada Vey", "appears_in", "Cold Wind")}),
    ("Owen Marsh starred in Iron Saints in 2010. Later hits included Copper Sky (2012).",
     {("Owen Marsh", "appears_in", "Iron Saints"), ("Owen Marsh", "appears_in", "Copper Sky")}),
    # no roles before, two holders before, or a person named between: nobody's career goes on
    ("Ada Vey is an actress. Later hits included 'April Rain' (2005).", set()),
    ("Ada Vey and Leo Hart starred in Iron Saints. This was followed by 'April Rain' (2005).",
     {("Ada Vey", "appears_in", "Iron Saints"), ("Leo Hart", "appears_in", "Iron Saints")}),
    ("Ada Vey starred in Iron Saints. Leo Hart was born in 1990. 'April Rain' (2005) was his favourite.",
     {("Ada Vey", "appears_in", "Iron Saints")}),
])
def test_a_career_told_on_in_a_sentence_naming_nobody(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_persons_next_project_in_quotes_is_theirs(nlp):
    assert appearances(nlp, "Ada Vey is a singer. Her next project, 'Cold Wind', is due in May.") == {
        ("Ada Vey", "appears_in", "Cold Wind")}


@pytest.mark.parametrize("text", [
    "Owen Marsh, the Copper Sky islander, has married Tara Quill.",
    "Owen Marsh, the Copper Sky villain, has married Tara Quill.",
    "Owen Marsh, the Copper Sky co-host, has married Tara Quill.",
    # a modifier between the title and the role noun
    "Owen Marsh, the Copper Sky guest star, has married Tara Quill.",
    "Owen Marsh, the Copper Sky breakout star, has married Tara Quill.",
    "Owen Marsh, a Copper Sky cast member, has married Tara Quill.",
])
def test_more_role_nouns_and_a_modifier_before_one(nlp, text):
    assert appearances(nlp, text) == {("Owen Marsh", "appears_in", "Copper Sky")}


@pytest.mark.parametrize("text", [
    # a capitalised job title or championship is no role in a work
    "She formerly served as the network's Faith Desk Correspondent.",
    "In 2009 she became the inaugural Iron League Champion.",
])
def test_a_capitalised_job_title_is_no_role(nlp, text):
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("text,title", [
    # "both"/"all" before a role verb the small model read as a noun
    ("Owen Marsh and Tara Quill both star in Copper Sky.", "Copper Sky"),
    ("Owen Marsh and Tara Quill all appear in Copper Sky.", "Copper Sky"),
    ("Owen Marsh and Tara Quill both star in the thriller Iron Saints.", "Iron Saints"),
])
def test_both_before_a_role_verb(nlp, text, title):
    assert appearances(nlp, text) == {("Owen Marsh", "appears_in", title), ("Tara Quill", "appears_in", title)}


@pytest.mark.parametrize("text,expected", [
    # a bracket of two or more titles after a person: credits, whatever NER called the titles
    ("Owen Marsh (Paper Kites, Copper Sky) attended the gala.",
     {("Owen Marsh", "appears_in", "Paper Kites"), ("Owen Marsh", "appears_in", "Copper Sky")}),
    ("Tara Quill (Iron Saints and The Glass Orchard) was there too.",
     {("Tara Quill", "appears_in", "Iron Saints"), ("Tara Quill", "appears_in", "The Glass Orchard")}),
    # an age and a home, or places, are no credits
    ("Owen Marsh (34, London) spoke to reporters.", set()),
    ("Owen Marsh (London, Paris) spoke to reporters.", set()),
])
def test_a_bracket_of_titles_after_a_person(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # credits in a list of people, each with the work they are known for in brackets, whatever NER
    # made of a title (a person's name that opens with no given name and is named nowhere else)
    ("The celebrities taking part are Mara Lind (Harbor Lights), Theo Park (Glass Orchard) and Ivy Cole (Paper Moons).",
     {("Mara Lind", "appears_in", "Harbor Lights"), ("Theo Park", "appears_in", "Glass Orchard"),
      ("Ivy Cole", "appears_in", "Paper Moons")}),
    ("Also in the cast are Dana Frost (The Long Field) and Sam Oduya (Winter Bells).",
     {("Dana Frost", "appears_in", "The Long Field"), ("Sam Oduya", "appears_in", "Winter Bells")}),
    # a party, a school, a network in brackets is no credit
    ("Speakers were Mara Lind (Labour), Theo Park (Conservative) and Ivy Cole (Green).", set()),
    ("The panel features Mara Lind (Harvard), Theo Park (Oxford) and Ivy Cole (BBC).", set()),
    # nor is a person in brackets whom the article names elsewhere
    ("The guests were Mara Lind (Theo Park's sister) and Ivy Cole (Dana Frost). Dana Frost smiled.", set()),
])
def test_credits_in_a_list_of_people(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a co-star of someone the story put in one work is in that work
    ("Kayla Brooks starred in Sunset Villa for three seasons. Her co-star, Jenna Ruiz, has now married.",
     {("Kayla Brooks", "appears_in", "Sunset Villa"), ("Jenna Ruiz", "appears_in", "Sunset Villa")}),
    ("Former Sunset Villa star Kayla Brooks has a son. Brooks's co-star and best friend, Jenna Ruiz, is his godmother.",
     {("Kayla Brooks", "appears_in", "Sunset Villa"), ("Jenna Ruiz", "appears_in", "Sunset Villa")}),
    # two works told, or a co-star in another title: no guess
    ("Kayla Brooks starred in Sunset Villa and Cold River. Her co-star Jenna Ruiz attended.",
     {("Kayla Brooks", "appears_in", "Sunset Villa"), ("Kayla Brooks", "appears_in", "Cold River")}),
    ("Kayla Brooks starred in Sunset Villa. Her co-star in a 2010 play, Jenna Ruiz, attended.",
     {("Kayla Brooks", "appears_in", "Sunset Villa")}),
])
def test_a_costar_of_someone_in_one_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_the_newlyweds_are_never_the_ex_couple_just_told(nlp):
    text = ("Vikram Sethi and Naina Kapur tied the knot on Saturday. Sethi was previously married to Anjali Mehta. "
            "The newlyweds will next be seen together in the thriller Red Harbour.")
    assert appearances(nlp, text) == {("Vikram Sethi", "appears_in", "Red Harbour"), ("Naina Kapur", "appears_in", "Red Harbour")}


@pytest.mark.parametrize("text,expected", [
    # a title the story reads as a work bills its people: a possessive, brackets, "from", "of" quoted, "fame"
    ("Bravo renewed \"Harbor Wives\". Harbor Wives' Ivy Ross and Kay Dunne attended the launch.",
     {("Ivy Ross", "appears_in", "Harbor Wives"), ("Kay Dunne", "appears_in", "Harbor Wives")}),
    ("Bravo renewed \"Harbor Wives\". Ivy Ross (Harbor Wives) and Kay Dunne attended the launch.",
     {("Ivy Ross", "appears_in", "Harbor Wives")}),
    ("Bravo renewed \"Harbor Wives\". Ivy Ross, from \"Harbor Wives\", attended the launch.",
     {("Ivy Ross", "appears_in", "Harbor Wives")}),
    ("Bravo renewed \"Harbor Wives\". Ivy Ross, of \"Harbor Wives,\" attended the launch.",
     {("Ivy Ross", "appears_in", "Harbor Wives")}),
    ("Bravo renewed \"Harbor Wives\". Ivy Ross of Harbor Wives fame attended the launch.",
     {("Ivy Ross", "appears_in", "Harbor Wives")}),
    ("Bravo renewed \"Night Shift\". Tom Bale, of Night Shift fame, and Kay Dunne of \"Night Shift\" were there.",
     {("Tom Bale", "appears_in", "Night Shift"), ("Kay Dunne", "appears_in", "Night Shift")}),
    # "cast member", whatever the tagger made of "cast"
    ("Former Harbor Wives cast member Ivy Ross attended the launch.", {("Ivy Ross", "appears_in", "Harbor Wives")}),
    # ... but not a company, a place, or a nickname in quotes
    ("Acme's Ivy Ross and Kay Dunne attended the launch.", set()),
    ("Ivy Ross, from Ohio, attended the launch.", set()),
    ("Ivy Ross was cast in \"Madison\". Tom Bale, from Madison, was her first love.", {("Ivy Ross", "appears_in", "Madison")}),
    ("Her restaurant \"Lilac\" opened in May. Lilac's Tom Bale runs the kitchen.", set()),
    ("The novel \"Night Garden\" sold well. Night Garden's Ivy Ross said it took ten years.", set()),
    ("Ivy Ross (Acme Corp) and Kay Dunne, of Acme Corp, attended the launch.", set()),
    ("The queen, Ivy Ross (\"Ivy\"), attended the launch.", set()),
])
def test_a_person_billed_by_a_work_appears_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,works", [
    # a quoted title is a work where it comes back unquoted, whatever NER saw there
    ("Bravo renewed \"Harbor Wives\". Fans of Harbor Wives cheered, and Harbor Wives returns in May.",
     ["Harbor Wives", "Harbor Wives", "Harbor Wives"]),
    # one word only with a capital mid-sentence: not where any sentence opens with a capital
    ("Ivy Ross starred in \"Friends\" and \"Glass\". Friends said she was happy. She loved Glass.",
     ["Friends", "Glass", "Glass"]),
])
def test_a_title_read_as_a_work_is_a_work_where_it_is_repeated(nlp, text, works):
    from kgbuild.extraction.mentions import WORK, find_mentions

    doc = prepare(nlp)(text)
    assert [m.name for m in find_mentions(doc) if m.type == WORK] == works


RELATIVE_AND_POSSESSED = [
    # "in which" / "on which": the title the relative clause hangs on is the slot
    ("Nora Pell has a new film out. Night Harbor, in which she plays a detective, opens on Friday.",
     {("Nora Pell", "appears_in", "Night Harbor")}),
    ("Tom Bale praised the thriller Night Harbor, in which Nora Pell stars as a pilot.",
     {("Nora Pell", "appears_in", "Night Harbor")}),
    ("Lena Ruiz left \"Copper Falls\", on which she had appeared since 2015.",
     {("Lena Ruiz", "appears_in", "Copper Falls")}),
    # a role owned by someone else than who speaks of it
    ("Tom Bale loved Nora Pell's performance in Night Harbor.", {("Nora Pell", "appears_in", "Night Harbor")}),
    ("Tom Orr is married to Nora Pell. Asked about her performance in Night Harbor, he said it was great.",
     {("Nora Pell", "appears_in", "Night Harbor")}),
    # ... but a possessive the subject binds stays the subject's
    ("Lena Ruiz played Vera Kline in Red Palm. She is best known for her role in Copper Falls.",
     {("Lena Ruiz", "appears_in", "Red Palm"), ("Lena Ruiz", "appears_in", "Copper Falls")}),
    # a relative clause on a place is no slot
    ("Tom Bale visited the town of Bellport, in which Nora Pell starred as a child.", set()),
]


@pytest.mark.parametrize("text, expected", RELATIVE_AND_POSSESSED)
def test_a_title_a_relative_clause_hangs_on_and_a_role_owned_by_another(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a described subject the parser hung off the verb, and more descriptions of a person
    ("Lena Ruiz won an award in 2010. The 52-year-old starred in Night Harbor.", {("Lena Ruiz", "appears_in", "Night Harbor")}),
    ("Lena Ruiz won an award in 2010. The Oscar winner also appeared in Copper Falls.",
     {("Lena Ruiz", "appears_in", "Copper Falls")}),
    ("Tom Bale turned 40 on Monday. The superstar stars in Copper Falls.", {("Tom Bale", "appears_in", "Copper Falls")}),
    # a title and a description before a name: a cast member, but not the show's creator
    ("Night Harbor heartthrob Ethan Cole is engaged.", {("Ethan Cole", "appears_in", "Night Harbor")}),
    ("\"Copper Falls\" heartthrob Ethan Cole is engaged.", {("Ethan Cole", "appears_in", "Copper Falls")}),
    ("\"Night Harbor\" creator Ethan Cole is engaged.", set()),
])
def test_descriptions_that_stand_for_a_cast_member(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what only a work has ("a trailer for X", "a sequel to X") makes X the story's work
    ("Netflix released a trailer for Copper Falls. The cast includes Jonah Wilde and Tessa Morgan.",
     {("Jonah Wilde", "appears_in", "Copper Falls"), ("Tessa Morgan", "appears_in", "Copper Falls")}),
    ("The first teaser for Night Harbor is out. The cast includes Lena Ruiz.", {("Lena Ruiz", "appears_in", "Night Harbor")}),
    ("Filming has begun on a sequel to \"Copper Falls\". Its cast includes Tessa Morgan and Ivy Ross.",
     {("Tessa Morgan", "appears_in", "Copper Falls"), ("Ivy Ross", "appears_in", "Copper Falls")}),
    # ... not a trailer for a place or a person
    ("Jonah Wilde bought a trailer for Tessa Morgan. The cast includes Ivy Ross.", set()),
])
def test_a_work_named_by_its_trailer_or_sequel(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Bravo has announced the new season of \"Harbor Wives\". Returning are Ivy Ross, Nora Pell and Ana Velm.",
     {("Ivy Ross", "appears_in", "Harbor Wives"), ("Nora Pell", "appears_in", "Harbor Wives"),
      ("Ana Velm", "appears_in", "Harbor Wives")}),
    ("The new season of \"Harbor Wives\" starts in May. Returning is Ivy Ross.", {("Ivy Ross", "appears_in", "Harbor Wives")}),
    ("\"Copper Falls\" returns in May. Rounding out the cast are Kevin Doyle and Anne Price.",
     {("Kevin Doyle", "appears_in", "Copper Falls"), ("Anne Price", "appears_in", "Copper Falls")}),
    # (not people returning from somewhere, nor rounding out an evening)
    ("The new season of \"Harbor Wives\" starts in May. Returning from Paris was Ivy Ross.", set()),
    ("\"Copper Falls\" returns in May. Rounding out the evening were Kevin Doyle and Anne Price.", set()),
])
def test_a_participle_before_are_lists_who_returns_to_the_storys_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a work one leaves, named as a work, was one's work
    ("\"Harbor Wives\" returns in May. Ivy Ross is leaving the show after four seasons.",
     {("Ivy Ross", "appears_in", "Harbor Wives")}),
    ("Ivy Ross quit the soap Copper Falls in 2019.", {("Ivy Ross", "appears_in", "Copper Falls")}),
    ("Ivy Ross exited \"Copper Falls\" last year.", {("Ivy Ross", "appears_in", "Copper Falls")}),
    # ... not a town, a company or a party
    ("Ivy Ross left Harbor City in 2019.", set()),
    ("Ivy Ross quit Bluecrest Records in 2019.", set()),
    ("\"Harbor Wives\" returns in May. Ivy Ross left the party early.", set()),
])
def test_leaving_a_work_named_as_one(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a slot opening the sentence holds for a clause joined to the one it opens
    ("In \"Copper Falls,\" Tom Bale plays a farmer, while Ivy Ross plays his wife.",
     {("Tom Bale", "appears_in", "Copper Falls"), ("Ivy Ross", "appears_in", "Copper Falls")}),
    ("In the thriller Night Harbor, Ivy Ross plays a pilot and Tom Bale plays her brother.",
     {("Ivy Ross", "appears_in", "Night Harbor"), ("Tom Bale", "appears_in", "Night Harbor")}),
    ("In season two of \"Copper Falls,\" Tom Bale returns as the mayor, while his son Sam Bale was cast to play "
     "the mayor's son.", {("Tom Bale", "appears_in", "Copper Falls"), ("Sam Bale", "appears_in", "Copper Falls")}),
    # (a year or a place opening the sentence is no title)
    ("In 2019, Tom Bale moved to Paris, while Ivy Ross starred in a play.", set()),
])
def test_an_opening_slot_holds_for_the_clauses_it_opens(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a role noun as the second of two appositions is the named person's
    ("The judge named Ivy Ross, the singer's daughter and star of \"Copper Falls,\" as trustee.",
     {("Ivy Ross", "appears_in", "Copper Falls")}),
    ("Tom Bale, a former footballer and host of \"Dance Duel\", is engaged.", {("Tom Bale", "appears_in", "Dance Duel")}),
    ("Ivy Ross, the singer's daughter and a fan of \"Copper Falls,\" is engaged.", set()),
])
def test_a_role_noun_coordinated_with_an_apposition(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a character someone else owns is theirs, not the speaker's
    ("Tom Bale said he grew up loving Ivo Pratt's character Leo Vance in the western Dust Road.",
     {("Ivo Pratt", "appears_in", "Dust Road")}),
    ("Ana Ruiz admired Ivo Pratt's role in Night Harbor.", {("Ivo Pratt", "appears_in", "Night Harbor")}),
    # (a possessive the subject binds)
    ("Ivo Pratt is proud of his character Leo Vance in the western Dust Road.", {("Ivo Pratt", "appears_in", "Dust Road")}),
])
def test_a_character_someone_owns_is_their_part(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # removed from a work, named as one: one was in it
    ("Tessa Morgan was eliminated from \"Love Villa\" on Sunday.", {("Tessa Morgan", "appears_in", "Love Villa")}),
    ("Tessa Morgan was voted off \"Dance Duel\" on Sunday.", {("Tessa Morgan", "appears_in", "Dance Duel")}),
    ("Tessa Morgan was written out of \"Copper Falls\" in 2019.", {("Tessa Morgan", "appears_in", "Copper Falls")}),
    ("\"Dance Duel\" is back. Tessa Morgan was voted off the show on Sunday.", {("Tessa Morgan", "appears_in", "Dance Duel")}),
    # ... not from a company, a team or a house
    ("Tessa Morgan was fired from Bluecrest Records in 2019.", set()),
    ("Tessa Morgan was dropped from the team.", set()),
])
def test_removed_from_a_work_named_as_one(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a platform or network named alone is no work
    ("Heather Lewis said goodbye to the cast on Instagram.", set()),
    ("Heather Lewis is a huge star on TikTok.", set()),
    ("Heather Lewis appeared on Netflix last year.", set()),
    # ... a title that starts with a network's name still is one
    ("Heather Lewis is a star of \"Bravo Nights\".", {("Heather Lewis", "appears_in", "Bravo Nights")}),
])
def test_a_platform_named_alone_is_no_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a role turned down, rejected or declined is no appearance
    ("Kevin Hughes turned down a role in \"Red Rock\".", set()),
    ("Kevin Hughes rejected a part in \"Red Rock\".", set()),
    ("Kevin Hughes declined a role in \"Red Rock\".", set()),
    ("Kevin Hughes took a role in \"Red Rock\".", {("Kevin Hughes", "appears_in", "Red Rock")}),
])
def test_a_role_turned_down_is_no_appearance(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a won season of a quoted title, whatever NER called the title's words
    ("Jessica Hart won the latest season of \"Bake Off Britain\".", {("Jessica Hart", "appears_in", "Bake Off Britain")}),
    ("Jessica Hart won season four of \"Bake Off Britain\".", {("Jessica Hart", "appears_in", "Bake Off Britain")}),
    # (hosting a guest is no show)
    ("Jessica Hart hosts Tom Bale at home.", set()),
])
def test_a_won_season_of_a_quoted_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a role noun a work owns ("its star", "the show's stars") bills the people named with it
    ("\"Copper Falls\" returns in May. Its star Kevin Doyle is thrilled.", {("Kevin Doyle", "appears_in", "Copper Falls")}),
    ("\"Copper Falls\" returns in May. The show's stars, Kevin Doyle and Anne Price, spoke.",
     {("Kevin Doyle", "appears_in", "Copper Falls"), ("Anne Price", "appears_in", "Copper Falls")}),
    # (not its creator, not a company's "star")
    ("\"Copper Falls\" returns in May. Its creator Kevin Doyle is thrilled.", set()),
    ("Bluecrest Records is growing. Its star Kevin Doyle is thrilled.", set()),
])
def test_a_role_noun_a_work_owns(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the one who played: past "famous for", "rose to fame", "got a break" to the person they describe
    ("Rhea Stone, famous for playing Kate Hill in Night Court Diaries, has married.",
     {("Rhea Stone", "appears_in", "Night Court Diaries")}),
    ("Actress Rhea Stone got married. Rhea Stone rose to fame playing Kate Hill in Night Court Diaries.",
     {("Rhea Stone", "appears_in", "Night Court Diaries")}),
    ("Omar Fisk got his big break playing a medic in Low Tide.", {("Omar Fisk", "appears_in", "Low Tide")}),
    # (the man who plays is not the one who praises him)
    ("Dana Reed praised the man playing Kate Hill in Night Court Diaries.", set()),
    # "known as" a role noun "of"/"on" a title; role nouns in the plural; a web show is a show
    ("Sami Noor is best known as the host of Bake Night.", {("Sami Noor", "appears_in", "Bake Night")}),
    ("Sami Noor is best known as a judge on Bake Night.", {("Sami Noor", "appears_in", "Bake Night")}),
    ("Leo Marsh is best known for his turns in Blue Harbor and Night Court Diaries.",
     {("Leo Marsh", "appears_in", "Blue Harbor"), ("Leo Marsh", "appears_in", "Night Court Diaries")}),
    ("Dara Quinn is best known for her web shows Paper Moon and Quiet Hours.",
     {("Dara Quinn", "appears_in", "Paper Moon"), ("Dara Quinn", "appears_in", "Quiet Hours")}),
    ("Leo Marsh is best known for his outings Paper Moon and Quiet Hours.",
     {("Leo Marsh", "appears_in", "Paper Moon"), ("Leo Marsh", "appears_in", "Quiet Hours")}),
    # one word, "and", two words: two titles (one word on each side may be one: "Pride and Prejudice")
    ("Zara Lane is pregnant. Lane, whose credits include Brightwater and Dune Road, shared the news.",
     {("Zara Lane", "appears_in", "Brightwater"), ("Zara Lane", "appears_in", "Dune Road")}),
    ("Zara Lane starred in Sense and Sensibility.", {("Zara Lane", "appears_in", "Sense and Sensibility")}),
])
def test_fame_phrases_and_known_as_name_the_holder_and_the_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "she" after "his wife" is the wife, whom no name gives, not a woman named earlier
    ("Ray Holt was asked about his wife's performance in Cold Summit, in which she stars as a climber.", set()),
    # ... but a wife named beside her noun is the one
    ("Ray Holt said his wife, Mia Lund, was proud of Cold Summit, in which she stars as a climber.",
     {("Mia Lund", "appears_in", "Cold Summit")}),
    ("Ada Vey and her mother attended the premiere. Ada Vey said she loved Cold Summit, in which she stars.",
     {("Ada Vey", "appears_in", "Cold Summit")}),
    # ... and a relative merely named on the way owns nothing the pronoun is about
    ("Ada Vey posed with her mother at the premiere of Cold Summit, in which she stars.",
     {("Ada Vey", "appears_in", "Cold Summit")}),
])
def test_a_pronoun_after_an_unnamed_relative_names_no_one(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "A and B star in X": a verb the small model reads as a noun; the people are no title
    ("Emma Clarke and James Miller star in Harbor Medical.",
     {("Emma Clarke", "appears_in", "Harbor Medical"), ("James Miller", "appears_in", "Harbor Medical")}),
    # ... also when the small model calls one of the names a company
    ("Laura Finch and Daniel Cross star in Copper Lane.",
     {("Laura Finch", "appears_in", "Copper Lane"), ("Daniel Cross", "appears_in", "Copper Lane")}),
    ("Emma Clarke, James Miller, Sarah Jones and David Brown star in Harbor Medical.",
     {("Emma Clarke", "appears_in", "Harbor Medical"), ("James Miller", "appears_in", "Harbor Medical"),
      ("Sarah Jones", "appears_in", "Harbor Medical"), ("David Brown", "appears_in", "Harbor Medical")}),
    # a title that returns at a date or opens in cinemas is a work, and "the show"/"the film" after it
    ("Harbor Medical returns next month. The show stars Emma Clarke.", {("Emma Clarke", "appears_in", "Harbor Medical")}),
    ("Paper Moons opens in cinemas this week. The film stars Gemma Lyle as a grieving pianist.",
     {("Gemma Lyle", "appears_in", "Paper Moons")}),
    # (a restaurant opening is no film)
    ("Blue Fig opens in Soho this week. The chef Gemma Lyle runs the kitchen.", set()),
])
def test_misread_starring_lists_and_works_by_what_they_do(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # in a story about one work, the people behind the camera who return are no cast
    ("Netflix has renewed Harbor Medical. Paul Grant, who directs the series, will return next year.", set()),
    ("Netflix has renewed Harbor Medical. Emma Clarke, the show's creator, is back.", set()),
    ("Netflix has renewed Harbor Medical. Emma Clarke will return as showrunner.", set()),
    ("Netflix has renewed Harbor Medical. Emma Clarke, who plays Dr Kelly, will return next year.",
     {("Emma Clarke", "appears_in", "Harbor Medical")}),
    ("Netflix has renewed Harbor Medical. Emma Clarke will return as Dr Kelly.", {("Emma Clarke", "appears_in", "Harbor Medical")}),
])
def test_crew_who_return_are_no_cast(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a name NER calls an organisation that "the series"/"the show" takes up is the work, and its cast with it
    ("Northgate season 2: meet the cast of the Netflix drama. Northgate is back for a second outing, and the series "
     "has added new faces. Emma Clarke plays Ruth Kelly, a detective. James Miller plays her partner.",
     {("Emma Clarke", "appears_in", "Northgate"), ("James Miller", "appears_in", "Northgate")}),
    ("Who is in Northgate? The cast of the hit show includes Emma Clarke and James Miller.",
     {("Emma Clarke", "appears_in", "Northgate"), ("James Miller", "appears_in", "Northgate")}),
    # (a network or a company before "the show" is none)
    ("Bluewave Records signed Emma Clarke. The show includes a cameo by James Miller.", set()),
])
def test_a_name_the_series_takes_up_is_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a header naming its work, a cast noun, a colon and the people (the first name of each item)
    ("Harbor Medical season 2 cast: Emma Clarke, James Miller, Sarah Jones and David Brown.",
     {("Emma Clarke", "appears_in", "Harbor Medical"), ("James Miller", "appears_in", "Harbor Medical"),
      ("Sarah Jones", "appears_in", "Harbor Medical"), ("David Brown", "appears_in", "Harbor Medical")}),
    ("Harbor Medical cast: Emma Clarke as Ruth Kelly and James Miller as Tom Hale.",
     {("Emma Clarke", "appears_in", "Harbor Medical"), ("James Miller", "appears_in", "Harbor Medical")}),
    # (guests are no cast; a speaker's label is no header)
    ("Wedding guests: Emma Clarke and James Miller.", set()),
    ("Harbor Medical returns. Host: Emma Clarke, James Miller and Sarah Jones joined us.", set()),
])
def test_a_cast_header_lists_the_cast(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # winning a show the article reads as a work is taking part in it
    ("Emma Clarke won Dancing Nights in 2022. The show returns next month.", {("Emma Clarke", "appears_in", "Dancing Nights")}),
    ("Dancing Nights returns next month. Emma Clarke, who won Dancing Nights in 2022, is engaged.",
     {("Emma Clarke", "appears_in", "Dancing Nights")}),
    # (a tournament is none)
    ("Emma Clarke won Wimbledon in 2022.", set()),
])
def test_winning_a_show_is_appearing_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # (a buyer, a place, a maker or an event before "the film"/"the show" is not the work)
    ("Ironwood bought the film at Sundance. The film stars Rosa Delgado.", set()),
    ("Daniel Cross directed the film, which stars Rosa Delgado.", set()),
    ("Paris Fashion Week returns next month. The show stars Rosa Delgado as its closing model.", set()),
    # a creator who also acts is cast
    ("Copper Lane returns next month. Rosa Delgado, who created the show, stars as the sheriff.",
     {("Rosa Delgado", "appears_in", "Copper Lane")}),
])
def test_what_the_film_does_not_name(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a platform with a "+" is a platform: never a title, and the title after "Disney+ hit" is the work
    ("Rosa Delgado and Mark Tate star in Disney+ hit Copper Lane.",
     {("Rosa Delgado", "appears_in", "Copper Lane"), ("Mark Tate", "appears_in", "Copper Lane")}),
    ("Rosa Delgado appeared on Disney+ last year.", set()),
    ("Rosa Delgado stars in the Paramount+ drama Copper Lane.", {("Rosa Delgado", "appears_in", "Copper Lane")}),
    # "X and Y" after a role word stays one title (two names only end a list a child noun opens)
    ("Ilse Ferro starred in Damon and Pia.", {("Ilse Ferro", "appears_in", "Damon and Pia")}),
])
def test_a_platform_before_a_title_is_no_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("After starring in the sitcom Pine Hollow, Ada Quill joined the cast of Iron Tide.",
     {("Ada Quill", "appears_in", "Pine Hollow"), ("Ada Quill", "appears_in", "Iron Tide")}),
    ("Ada Quill (born 1980) is an actress. After a guest spot on the drama series, Harbor Lights, Quill was cast "
     "in the 2004 film Iron Tide.", {("Ada Quill", "appears_in", "Iron Tide")}),
    ("Ada Quill is an actress. After appearing in the series, Harbor Lights, Quill was cast opposite Ben Oduya "
     "in Iron Tide.", {("Ada Quill", "appears_in", "Harbor Lights"), ("Ada Quill", "appears_in", "Iron Tide"),
                       ("Ben Oduya", "appears_in", "Iron Tide")}),
])
def test_the_next_clauses_subject_ends_a_list_of_titles(nlp, text, expected):
    # "After a role in A, B was cast ...": B is who was cast, never a second title
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a role verb after a comma the small model hung on the head noun as an apposition
    ("Ty Osei, 45, stars in Vesper.", {("Ty Osei", "appears_in", "Vesper")}),
    ("Ty Osei, the British actor, stars in Vesper.", {("Ty Osei", "appears_in", "Vesper")}),
    ("Her husband, Ty Osei, stars in Port Ellis.", {("Ty Osei", "appears_in", "Port Ellis")}),
    # a network's or platform's possessive is no part of the title
    ("Ty Osei starred in Netflix's Paper Kings.", {("Ty Osei", "appears_in", "Paper Kings")}),
    ("Ty Osei stars in HBO's The Lantern Men.", {("Ty Osei", "appears_in", "The Lantern Men")}),
    ("Rhea Stone joined the cast of Apple TV+'s Lunar Bay.", {("Rhea Stone", "appears_in", "Lunar Bay")}),
    # "stars" NER ran into the name after a title
    ("Copper Lane stars Ty Osei.", {("Ty Osei", "appears_in", "Copper Lane")}),
    ("The Quiet Orchard stars Rhea Stone as a widow.", {("Rhea Stone", "appears_in", "The Quiet Orchard")}),
    # two "TITLE role NAME" phrases joined by "and" are two, and an award is no title
    ("Barbie actress Rhea Stone and Oppenheimer actor Ty Osei attended.",
     {("Rhea Stone", "appears_in", "Barbie"), ("Ty Osei", "appears_in", "Oppenheimer")}),
    ("Oscar winner Rhea Stone and Grammy winner Ty Osei attended.", set()),
])
def test_appositive_verbs_network_possessives_and_paired_credits(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a name NER called a company that adds to "its cast" is the work "the drama" takes up
    ("Harbor Lights has added four actors to its cast. The drama, which begins filming in May, will star Ada Vey "
     "in the lead role. Ben Oduya has been cast as her father.",
     {("Ada Vey", "appears_in", "Harbor Lights"), ("Ben Oduya", "appears_in", "Harbor Lights")}),
    ("Harbor Lights returns in May. Netflix cast Ada Vey as the mayor.", {("Ada Vey", "appears_in", "Harbor Lights")}),
    # "cast" that is no casting
    ("Harbor Lights returns in May. Ada Vey cast doubt on the rumours.", set()),
])
def test_casting_news_puts_the_cast_in_the_storys_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a capitalised "The" inside a sentence opens a title NER took for a date or a place
    ("Rhea Stone stars in The Last Summer.", {("Rhea Stone", "appears_in", "The Last Summer")}),
    ("Rhea Stone plays Nell Finch in The Quiet Orchard.", {("Rhea Stone", "appears_in", "The Quiet Orchard")}),
    ("Rhea Stone moved to The Hague in 2010.", set()),
    # occupations inside a list of people before a role verb the small model read as a noun
    ("Actress Rhea Stone and singer Ivo Tam star in Harbor Lights.",
     {("Rhea Stone", "appears_in", "Harbor Lights"), ("Ivo Tam", "appears_in", "Harbor Lights")}),
])
def test_titles_after_a_capital_the_and_described_people_listed(nlp, text, expected):
    assert appearances(nlp, text) == expected


LINE_UP = ("Glitter Ball 2026 line-up confirmed as first celebrities are revealed\n\n"
           "The broadcaster has revealed the first stars who will take to the dance floor this autumn. "
           "Former footballer Ivo Tam is the first name confirmed. ")


@pytest.mark.parametrize("rest,expected", [
    ("Also taking part are comedian Omar Tate and newsreader Dana Holt.", {"Ivo Tam", "Omar Tate", "Dana Holt"}),
    ("Rhea Stone has been confirmed as the second contestant.", {"Ivo Tam", "Rhea Stone"}),
    ("Ada Vey returns as host, while Lena Park is back on the judging panel.", {"Ivo Tam", "Ada Vey", "Lena Park"}),
    # not a contest's cast
    ("Lena Park has been confirmed as mayor. Ada Vey is back with her ex.", {"Ivo Tam"}),
])
def test_a_contest_line_up_puts_contestants_hosts_and_judges_in_the_show(nlp, rest, expected):
    # "X 2026 line-up" names the show (whatever NER called it; the edition's year is not the title's); its cast
    # is read across the story
    assert appearances(nlp, LINE_UP + rest) == {(p, "appears_in", "Glitter Ball") for p in expected}


@pytest.mark.parametrize("text,expected", [
    # a description's gender picks among the people just named
    ("Ty Osei is engaged to Rhea Stone. The actress stars in Copper Lane.", {("Rhea Stone", "appears_in", "Copper Lane")}),
    ("Rhea Stone is engaged to Ty Osei. The actor stars in Port Ellis.", {("Ty Osei", "appears_in", "Port Ellis")}),
    # roles that never happened
    ("Rhea Stone hopes to appear in Port Ellis someday.", set()),
    ("Rhea Stone was almost cast in Port Ellis.", set()),
    ("Rhea Stone is eyeing a role in Port Ellis.", set()),
    ("Rhea Stone passed on the lead role in Port Ellis.", set()),
    ("Rhea Stone had a role in Port Ellis.", {("Rhea Stone", "appears_in", "Port Ellis")}),
    # a court of law is no show; a possessor's husband is not the possessor
    ("Rhea Stone appeared in Manhattan Federal Court on Tuesday.", set()),
    ("Rhea Stone starred in Family Court Blues.", {("Rhea Stone", "appears_in", "Family Court Blues")}),
    ("Rhea Stone's husband stars in Port Ellis.", set()),
])
def test_descriptions_by_gender_and_roles_never_held(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # places and decades after a capital "The", and a title with a date word inside
    ("Mara Quill will perform in The Hague next month.", set()),
    ("Mara Quill starred in The Sixties.", set()),
    ("Mara Quill appeared in The Day After Tomorrow.", {("Mara Quill", "appears_in", "The Day After Tomorrow")}),
    ("Rhea Stone starred in The Crown in May.", {("Rhea Stone", "appears_in", "The Crown")}),
    # a list inside "of" is no subject
    ("The children of actress Mara Quill and singer Ty Osei star in Vesper.", set()),
    # a festival's line-up is no show's; a school's panel is no judging panel
    ("Coachella line-up: Ty Osei and Rhea Stone will headline.", set()),
    ("Glitter Ball 2026 line-up confirmed. Ivo Tam will compete. Mara Quill is back on the school's parent panel.",
     {("Ivo Tam", "appears_in", "Glitter Ball")}),
    # a part in another, unnamed work, and a company selling its film
    ("Harbor Lights returns in May. Separately, Ty Osei has been cast as Mara Quill's mother in a new biopic.", set()),
    ("Harbor Lights has sold its film to Netflix. The drama will star Ada Vey.", set()),
])
def test_the_new_title_and_cast_readings_stop_where_they_should(nlp, text, expected):
    assert appearances(nlp, text) == expected


STORY = "The drama Harbor Lights premieres on Friday. "


@pytest.mark.parametrize("rest,expected", [
    # a part with "a", a pair of parts, a review's praise for a part: in the story's work
    ("Ben Oduya will also appear in a recurring role.", {"Ben Oduya"}),
    ("Ada Vey and Ben Oduya play a married couple.", {"Ada Vey", "Ben Oduya"}),
    ("Ada Vey and Ben Oduya play siblings.", {"Ada Vey", "Ben Oduya"}),
    ("Ada Vey is superb as Nina, the eldest daughter.", {"Ada Vey"}),
    # not a part: pride, a charity run, a season named by number in another story's line-up
    ("Ada Vey is proud as a mother.", set()),
    ("Ada Vey took part in a charity run.", set()),
])
def test_parts_in_the_storys_work(nlp, rest, expected):
    assert appearances(nlp, STORY + rest) == {(p, "appears_in", "Harbor Lights") for p in expected}


def test_a_numbered_season_of_a_title_makes_it_a_work(nlp):
    text = ("ABC revealed the line-up for season 12 of Ballroom Blitz. "
            "Judges Carmen Ortiz, Leon Sykes and Beatrix Hale are also back.")
    assert appearances(nlp, text) == {(p, "appears_in", "Ballroom Blitz")
                                      for p in ("Carmen Ortiz", "Leon Sykes", "Beatrix Hale")}


def test_a_described_work_inside_a_phrase_is_a_title_whatever_ner_called_it(nlp):
    # "the cast of the hit drama Desert Rose reunited": the verb is the cast's, the name the drama's
    text = ("The cast of the hit drama Desert Rose reunited Saturday. "
            "Ada Vey played rancher Rosa Delgado on Desert Rose for six seasons.")
    assert appearances(nlp, text) == {("Ada Vey", "appears_in", "Desert Rose")}


@pytest.mark.parametrize("text", ["Jane Orlov served as a mentor on The Big Voice.", "Jane Orlov is a mentor on The Big Voice."])
def test_a_mentor_on_a_show_appears_in_it(nlp, text):
    assert appearances(nlp, text) == {("Jane Orlov", "appears_in", "The Big Voice")}


@pytest.mark.parametrize("text,expected", [
    # "among" the people a participle describes: the clause's subject, or the names after "are"
    ("Among those competing on Dancing Stars are Jane Orlov and Tom Baxter.",
     {("Jane Orlov", "appears_in", "Dancing Stars"), ("Tom Baxter", "appears_in", "Dancing Stars")}),
    ("Jane Orlov is among the celebrities competing on Dancing Stars this year.",
     {("Jane Orlov", "appears_in", "Dancing Stars")}),
    ("Among those attending the party were Jane Orlov and Tom Baxter.", set()),
])
def test_people_among_those_competing_on_a_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("rest,expected", [
    # not the story's work: praise without a named part, a figurative role, another work (hers, not the
    # story's), real life
    ("Marla Quint is great as a mother, her friend Devon Hale said.", set()),
    ("Marla Quint and Devon Hale play a key role in the network's future.", set()),
    ("Marla Quint has been cast as Nina in the Broadway musical Glass City.", {("Marla Quint", "appears_in", "Glass City")}),
    ("Marla Quint will appear in a recurring role in the spinoff, Harbor Nights.",
     {("Marla Quint", "appears_in", "Harbor Nights")}),
    ("Marla Quint has been cast as her father's caregiver in real life, she told Vogue.", set()),
])
def test_parts_that_are_not_in_the_storys_work(nlp, rest, expected):
    assert appearances(nlp, STORY + rest) == expected


@pytest.mark.parametrize("text,expected", [
    # a work noun's title the parser hung elsewhere
    ('Rhea Dalton, who hosts the dance reality show "Step Right Up," arrived late.', {("Rhea Dalton", "appears_in", "Step Right Up")}),
    ('Rhea Dalton presents the long-running quiz show "Night Owls" on Channel 4.', {("Rhea Dalton", "appears_in", "Night Owls")}),
    ('Rhea Dalton starred opposite Omar Vance in the 2019 romance "Tin Roof Heart."',
     {("Rhea Dalton", "appears_in", "Tin Roof Heart"), ("Omar Vance", "appears_in", "Tin Roof Heart")}),
    # a song or a book is no show or film
    ('Rhea Dalton performed the song "Paper Moon" at the gala.', set()),
])
def test_the_title_after_a_work_noun(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a part of a work stands for the work: a season, an edition, an episode of a season
    ("Rhea Dalton was a contestant on the 2019 season of Dance Floor Kings.", {("Rhea Dalton", "appears_in", "Dance Floor Kings")}),
    ('Rhea Dalton was a coach on the Spanish edition of "Little Voices" in 2020.', {("Rhea Dalton", "appears_in", "Little Voices")}),
    ("Rhea Dalton guested on the third episode of Series 4 of The Lowlands.", {("Rhea Dalton", "appears_in", "The Lowlands")}),
])
def test_a_part_of_a_work_stands_for_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # filming, shooting for and headlining a work the article names as one
    ('Rhea Dalton is currently filming the series "Red Tide" in Busan.', {("Rhea Dalton", "appears_in", "Red Tide")}),
    ('Rhea Dalton is shooting the film "Monsoon Diaries" in Jaipur.', {("Rhea Dalton", "appears_in", "Monsoon Diaries")}),
    ('Rhea Dalton headlined the 2022 fantasy blockbuster "Crown of Ash".', {("Rhea Dalton", "appears_in", "Crown of Ash")}),
    # a director's past "shot", a festival headlined, a place filmed in: none
    ("Rhea Dalton shot the film in Prague.", set()),
    ("Rhea Dalton headlined Glastonbury in 2019.", set()),
    ("Rhea Dalton is filming in Budapest this month.", set()),
    # only a screen work a work noun names: not a festival, a magazine shoot or a music video
    ('Rhea Dalton headlined "Summer Fields" in 2019.', set()),
    ('Rhea Dalton is shooting for "Glamour" in Milan this week.', set()),
    ('Rhea Dalton is filming the video for her single "Galaxy".', set()),
])
def test_filming_and_headlining(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "alongside", "opposite" in the clause of a role: the co-stars are in the work too
    ('Rhea Dalton is filming the series "Red Tide" alongside Omar Vance and Lia Chen.',
     {("Rhea Dalton", "appears_in", "Red Tide"), ("Omar Vance", "appears_in", "Red Tide"), ("Lia Chen", "appears_in", "Red Tide")}),
    ('"Harbour Blues" stars Rhea Dalton alongside Omar Vance and Lia Chen.',
     {("Rhea Dalton", "appears_in", "Harbour Blues"), ("Omar Vance", "appears_in", "Harbour Blues"),
      ("Lia Chen", "appears_in", "Harbour Blues")}),
    # not someone named outside the role's clause
    ('Rhea Dalton is filming the series "Red Tide" in Busan, Omar Vance said.', {("Rhea Dalton", "appears_in", "Red Tide")}),
    ('Rhea Dalton, who sat alongside Omar Vance at the gala, is filming the series "Red Tide".',
     {("Rhea Dalton", "appears_in", "Red Tide")}),
])
def test_costars_named_alongside(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # American style puts the list's comma inside the quotes
    ('Rhea Dalton starred in "Cold Harbor," "Night Ferry" and "Moonlit Orchard."',
     {("Rhea Dalton", "appears_in", "Cold Harbor"), ("Rhea Dalton", "appears_in", "Night Ferry"),
      ("Rhea Dalton", "appears_in", "Moonlit Orchard")}),
    ('Rhea Dalton is known for her roles in "Cold Harbor," the film "Night Ferry," and "Moonlit Orchard."',
     {("Rhea Dalton", "appears_in", "Cold Harbor"), ("Rhea Dalton", "appears_in", "Night Ferry"),
      ("Rhea Dalton", "appears_in", "Moonlit Orchard")}),
])
def test_quoted_titles_with_the_comma_inside(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the list ends where a quoted title describes the next clause's subject, and at a record
    ('Rhea Dalton starred in "Cold Harbor," "Night Ferry" director Omar Vance said.', {("Rhea Dalton", "appears_in", "Cold Harbor")}),
    ('Rhea Dalton is known for "Cold Harbor," "Night Ferry" and the album "Galaxy."',
     {("Rhea Dalton", "appears_in", "Cold Harbor"), ("Rhea Dalton", "appears_in", "Night Ferry")}),
])
def test_a_list_of_quoted_titles_ends_at_a_clause_or_a_record(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a rank before a role noun at a sentence's start is no title ("Head judge A")
    ("Head judge Rhea Dalton returns in September.", set()),
    ("Guest host Rhea Dalton was a hit.", set()),
    ("Night Owls host Rhea Dalton was a hit.", {("Rhea Dalton", "appears_in", "Night Owls")}),
])
def test_a_rank_before_a_role_noun_is_no_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an inverted participle opening the clause puts its subjects in the story's work
    ('The telenovela "Blood Ties" starts filming in May. Heading the cast is Marta Solis, the grande dame of television.',
     {("Marta Solis", "appears_in", "Blood Ties")}),
    ("Dance Night returns in September. Completing the line-up are: panellist Janine Holt; and comedian Dev Patil.",
     {("Janine Holt", "appears_in", "Dance Night"), ("Dev Patil", "appears_in", "Dance Night")}),
    # not a party's guests, not a list heading something else
    ('The telenovela "Blood Ties" starts filming in May. Heading the charity board is Marta Solis.', set()),
])
def test_inverted_cast_announcements(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "her film debut", parsed with "her film" as the role noun's subject; a decade describes the genre
    ("Maria Lopez made her film debut in the thriller Gardenia Blue.", {("Maria Lopez", "appears_in", "Gardenia Blue")}),
    ("Anton Steele was remembered for roles in gritty crime dramas of the 1980s including Night Cellar.",
     {("Anton Steele", "appears_in", "Night Cellar")}),
    ("Anton Steele starred in comedies of the seventies such as Dry Summer.", {("Anton Steele", "appears_in", "Dry Summer")}),
])
def test_debuts_and_described_genres(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # lower-case particles inside titles in other languages; capitalised, they may end a name ("Meera Das")
    ("Janine Reyes starred in the 2019 drama Bala sa Dilim.", {("Janine Reyes", "appears_in", "Bala sa Dilim")}),
    ("Janine Reyes is best known for the series Agila ng Maynila.", {("Janine Reyes", "appears_in", "Agila ng Maynila")}),
    # a particle before someone else's full name ends the title
    ("Jose Reyes starred in Ang Bayani ni Coco Martinez for two seasons.", {("Jose Reyes", "appears_in", "Ang Bayani")}),
    # a debut's slot goes on past its date; an unnamed relative's debut is nobody's
    ("Mateo Villa made his screen debut in 2004 in the drama Long Road.", {("Mateo Villa", "appears_in", "Long Road")}),
    ("Priya Shah's daughter made her film debut in Mumbai Nights.", set()),
])
def test_titles_in_other_languages_and_dated_debuts(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_filming_a_season_of_a_series(nlp):
    text = "Federico Marchi has been filming the fifth season of the detective series Commissario Bruni."
    assert appearances(nlp, text) == {("Federico Marchi", "appears_in", "Commissario Bruni")}


@pytest.mark.parametrize("text,expected", [
    # a role noun after "as" on the way to fame or a career; a common noun's possessive is no owner
    ("Kiki Amato found fame as a contestant on the dating show Island Hearts in 2021.",
     {("Kiki Amato", "appears_in", "Island Hearts")}),
    ("Georgie Fairbairn began her career as a children's television presenter on Saturday Sprouts.",
     {("Georgie Fairbairn", "appears_in", "Saturday Sprouts")}),
    # a presenter someone has is theirs, not the subject's
    ("Georgie Fairbairn praised her presenter on Saturday Sprouts.", set()),
])
def test_a_role_on_the_way_to_fame(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # reaching a round of a contest the article reads as a work; not a tournament
    ("Callum Ibe reached the final of the talent show Star Search in 2019.", {("Callum Ibe", "appears_in", "Star Search")}),
    ('Callum Ibe reached the final of "Dance Nation" last year.', {("Callum Ibe", "appears_in", "Dance Nation")}),
    ("Callum Ibe reached the final of Wimbledon in 2019.", set()),
    ("Callum Ibe made the semi-finals of the French Open.", set()),
])
def test_reaching_a_round_of_a_contest(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a character's name, then "in" and the title, whatever NER made of the title or the parse of "in"
    ("Actress Sophie Ansell plays barmaid Tanya Dukes in Harbour Lane.", {("Sophie Ansell", "appears_in", "Harbour Lane")}),
    ("Actor Omar Reyes played Dr Sam Cole in Copper Falls for six years.", {("Omar Reyes", "appears_in", "Copper Falls")}),
    # a place after the character is no title
    ("Actor Omar Reyes played Maria Lopez in London last year.", set()),
])
def test_playing_a_named_character_in_a_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("sentence,expected", [
    # a role verb whose prepositions stay inside the show
    ("On the judging panel, Gregor Vasil and Honor Beck return.", {"Gregor Vasil", "Honor Beck"}),
    ("Gregor Vasil and Honor Beck return as judges.", {"Gregor Vasil", "Honor Beck"}),
    # a return from elsewhere is none
    ("Gregor Vasil returns from his holiday in Spain.", set()),
])
def test_a_return_inside_the_show(nlp, sentence, expected):
    text = ("Star Steps 2026: meet the full line-up\n\nThe full line-up for the new series of Star Steps has been "
            "revealed.\n\n" + sentence)
    assert appearances(nlp, text) == {(p, "appears_in", "Star Steps") for p in expected}


@pytest.mark.parametrize("text,expected", [
    # a new paragraph is a new focus: a role without a title there is in the story's work, not in
    # the last paragraph's other title; the reviewed title written again is one work
    ("Review: 'The Keeper of Rye' is a warm, shambling delight\n\n"
     "There is a moment halfway through The Keeper of Rye when a council meeting dissolves into chaos. The "
     "director's second feature, after the sombre drama 'Saltmarsh' (2019), is a small film with a big heart.\n\n"
     "Nell Avery is terrific as Gwen Tally, a postmistress who runs for mayor.",
     {("Nell Avery", "appears_in", "The Keeper of Rye")}),
    # ... inside one paragraph the title just named is still the one
    ("Omar Reyes on his new role\n\nOmar Reyes shot to fame in the drama Saltmarsh. He played a fisherman in it "
     "for three years.", {("Omar Reyes", "appears_in", "Saltmarsh")}),
])
def test_a_paragraph_break_ends_the_last_title_s_focus(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a noun compounded with the genre noun describes the title after it
    ("Tom Bale, nominated for the prison drama Copper Sky, lost to Ivy Ross.", {("Tom Bale", "appears_in", "Copper Sky")}),
    ("Ivy Ross starred in the heist film 'Seven Locks' last year.", {("Ivy Ross", "appears_in", "Seven Locks")}),
])
def test_a_noun_compounded_with_a_genre_noun_describes_the_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_person_a_relative_clause_speaks_of_is_no_title_in_the_list(nlp):
    text = "Omar Reyes was nominated for the drama 'Blue Night', and Kit Harlan, who is new, for the comedy 'Low Tide'."
    found = appearances(nlp, text)
    assert ("Omar Reyes", "appears_in", "Blue Night") in found
    assert not any(tail == "Kit Harlan" for _, _, tail in found)


@pytest.mark.parametrize("text,expected", [
    # a clause set off by commas on one of two listed people is that one's alone
    ("He faces Bart Nkem, nominated for the prison drama 'Block C', and Yusuf Demir, who plays a chess prodigy "
     "in 'Endgame'.", {("Bart Nkem", "appears_in", "Block C"), ("Yusuf Demir", "appears_in", "Endgame")}),
    ("The jury shortlisted Ada Vey, who stars in 'Low Tide', and Omar Reyes, nominated for the thriller 'Blue Night'.",
     {("Ada Vey", "appears_in", "Low Tide"), ("Omar Reyes", "appears_in", "Blue Night")}),
])
def test_a_clause_on_one_of_two_listed_people_is_that_one_s(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_clause_after_a_pair_is_the_pair_s(nlp):
    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    text = "Mara Lind and Tom Keel, who married in 2010, live in Leeds."
    found = {(t.head, t.relation, t.tail) for t in extract_doc(prepare(nlp)(text), Article("t", text), default_rules())}
    assert found == {("Mara Lind", "spouse", "Tom Keel")}


def _works(nlp, text):
    from kgbuild.extraction.mentions import WORK, find_mentions

    return {m.name for m in find_mentions(prepare(nlp)(text)) if m.type == WORK}


@pytest.mark.parametrize("text,title", [
    # US style keeps the sentence's full stop or comma inside the closing quote: the title is the
    # words before it when a preposition, a list's "and" or a work noun opens the quote
    ('Nia Oduya is familiar to viewers from four seasons on "Cedar Point."', "Cedar Point"),
    ('Nia Oduya won praise for "Glass Acre" and last year\'s indie hit "Low Water."', "Low Water"),
    ('Nia Oduya, a judge on "Harbor Nights," has left.', "Harbor Nights"),
    # a work noun the tagger took for a verb or an adjective still names the title after it
    ("Lars Oke was a judge on the talent show Golden Mic.", "Golden Mic"),
    ("Tova Reyes starred opposite her sister-in-law in the 2019 serial Meri Awaaz.", "Meri Awaaz"),
])
def test_a_title_is_a_work_past_a_stop_inside_its_quotes_or_a_misread_work_noun(nlp, text, title):
    assert title in _works(nlp, text)


@pytest.mark.parametrize("text", [
    # after a verb of saying or a colon the quote is a remark, stop and all
    'Nia Oduya said, "Thank You All."',
    'Nia Oduya wrote on her page: "Best Night Ever."',
])
def test_a_quoted_remark_with_its_stop_is_no_appearance(nlp, text):
    assert appearances(nlp, text) == set()


def test_a_name_after_the_verb_show_is_no_work(nlp):
    # polls are no show: "show" a verb after a plural noun with no determiner before it
    assert "Tova Reyes" not in _works(nlp, "New polls show Tova Reyes ahead.")


@pytest.mark.parametrize("text,expected", [
    # "best known from" as "best known for"
    ("Dev Anand Rao, 41, is best known from the dating show Island Hearts.", {("Dev Anand Rao", "appears_in", "Island Hearts")}),
    ("Juno Blake is perhaps best known from 'Harbour Nine' and the sitcom Flat Six.",
     {("Juno Blake", "appears_in", "Harbour Nine"), ("Juno Blake", "appears_in", "Flat Six")}),
    # the holder through a description in apposition to the subject
    ("Her husband, the actor Ravi Shetty, is best known for the crime series Cold Docks.",
     {("Ravi Shetty", "appears_in", "Cold Docks")}),
    ("His sister, the comedian Lou Marsh, is best known for the sitcom Flat Six.", {("Lou Marsh", "appears_in", "Flat Six")}),
])
def test_known_from_and_a_description_in_apposition_holds_the_role(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # whoever a sentence puts in a work, by any rule, shares it with the people named after
    # "opposite" or "alongside" in the clause that names the work
    ("Tom Birch has signed on to star in the thriller Dead Water, opposite Vera Kolb.",
     {("Tom Birch", "appears_in", "Dead Water"), ("Vera Kolb", "appears_in", "Dead Water")}),
    ("Omar Reyes is a regular on the legal drama Counsel Row, opposite Pia Lorne.",
     {("Omar Reyes", "appears_in", "Counsel Row"), ("Pia Lorne", "appears_in", "Counsel Row")}),
    ("Tom Birch is an actor. The highlight was Deep Station (1984), in which he played a spy opposite Jack Dunn.",
     {("Tom Birch", "appears_in", "Deep Station"), ("Jack Dunn", "appears_in", "Deep Station")}),
    # another clause's "alongside" or "opposite" shares nothing
    ("Tom Birch, who starred in Dead Water, was photographed alongside Vera Kolb at the premiere.",
     {("Tom Birch", "appears_in", "Dead Water")}),
    ("Tom Birch starred in Dead Water and later sat opposite Vera Kolb at the dinner.",
     {("Tom Birch", "appears_in", "Dead Water")}),
])
def test_a_costar_after_opposite_or_alongside_shares_the_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "a regular" is a role noun the tagger calls an adjective; a work noun compounded onto the
    # name after it ("the soap Mill Lane") makes the name a title, whatever NER called it
    ("Omar Reyes is a regular on the legal drama Counsel Row.", {("Omar Reyes", "appears_in", "Counsel Row")}),
    ("Omar Reyes, a regular on the soap Mill Lane since 2019, has married.", {("Omar Reyes", "appears_in", "Mill Lane")}),
    ("Omar Reyes is a regular at the Ivy restaurant.", set()),
])
def test_a_regular_on_a_show_appears_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a phrase describing someone ends the clause a co-star shares: what they go on to do is not the work's
    ("Lena Cho, the host of Quiz Tower, will be honoured alongside Tom Hale at the gala.",
     {("Lena Cho", "appears_in", "Quiz Tower")}),
    ("Lena Cho, a contestant on Bake Circuit, walked the red carpet alongside Tom Hale.",
     {("Lena Cho", "appears_in", "Bake Circuit")}),
    # crew and officials after "alongside" are no co-stars
    ("Lena Cho starred in Pale Signal alongside director Ivo Marsh.", {("Lena Cho", "appears_in", "Pale Signal")}),
    # the cast a person joins is the work's
    ("Lena Cho joined the cast of Marrow Bay, opposite Tom Hale.",
     {("Lena Cho", "appears_in", "Marrow Bay"), ("Tom Hale", "appears_in", "Marrow Bay")}),
])
def test_who_a_costar_preposition_does_not_put_in_the_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text", [
    # a person's name opening a clause right after the genre noun made that work, no title of its own
    "Lena Cho starred in the film Ivo Marsh directed in 2018.",
    "Lena Cho appeared in the documentary Ivo Marsh produced about the flood.",
    # "a regular" somewhere that is no show
    "Lena Cho is a regular on Wall Street.",
    "Lena Cho is a regular at the Westbrook Market.",
])
def test_a_maker_s_clause_or_a_place_is_no_title(nlp, text):
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("text,title,is_work", [
    # a name NER calls a person, right after a work noun in apposition to it, is the work's title
    ("Ada Vey has a role in the series Lena Marsh this year.", "Lena Marsh", True),
    ("Ada Vey was praised for the drama Lena Marsh, a biopic.", "Lena Marsh", True),
    # not a maker's clause, not a speaker after a comma
    ("Ada Vey joined the series Tom Hale created.", "Tom Hale", False),
    ("Ada Vey praised the series, Tom Hale said.", "Tom Hale", False),
])
def test_a_name_in_apposition_right_after_a_work_noun_is_its_title(nlp, text, title, is_work):
    assert (title in _works(nlp, text)) == is_work


@pytest.mark.parametrize("text,expected", [
    # co-hosts, anchors, castmates and housemates are roles in a show
    ('Delphine Marr, the former co-host of the chat show "Morning Mix," sued him last month.',
     {("Delphine Marr", "appears_in", "Morning Mix")}),
    # the parser gave "of" no object: the show read off the words after it
    ('Delphine Marr, the former co-host of daytime chat show "Morning Mix," sued him last month.',
     {("Delphine Marr", "appears_in", "Morning Mix")}),
    # 'reality star B, of "X,"': the show after the name the role noun describes
    ('He has been dating reality star Jazmyne Cole, of "Sunset Wives," since the summer.',
     {("Jazmyne Cole", "appears_in", "Sunset Wives")}),
    ('Talk show host Gloria Amadi, of the late-night program "Gloria Tonight," sued the paper.',
     {("Gloria Amadi", "appears_in", "Gloria Tonight")}),
    # "B, his co-star in X": both are in X
    ("Ravi Malhotra, 41, is married to actress Nandini Rao, his co-star in the romantic drama Barsaat.",
     {("Nandini Rao", "appears_in", "Barsaat"), ("Ravi Malhotra", "appears_in", "Barsaat")}),
    # a name after ", of" that is a place is no show
    ("He has been dating reality star Jazmyne Cole, of Atlanta, since the summer.", set()),
])
def test_co_hosts_a_show_after_of_and_the_co_star_s_possessor(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a work noun the tagger read as a verb after a channel's name: the determiner opens a noun phrase
    ("Odile Marchetti will star in the HBO miniseries The Saltmarsh.",
     {("Odile Marchetti", "appears_in", "The Saltmarsh")}),
    ("Odile Marchetti appears in the HBO miniseries The Saltmarsh.",
     {("Odile Marchetti", "appears_in", "The Saltmarsh")}),
    ("Teodor Brask will star in the BBC drama The Lamplighters next spring.",
     {("Teodor Brask", "appears_in", "The Lamplighters")}),
    # a title run stops before "and" when what follows describes another work
    ("Yusra Kamara starred in the BBC miniseries Salt Roads and the Netflix series Iron Lantern.",
     {("Yusra Kamara", "appears_in", "Salt Roads"), ("Yusra Kamara", "appears_in", "Iron Lantern")}),
    ("Yusra Kamara has roles in Pike and the Pelican and the ITV drama Cold Quay.",
     {("Yusra Kamara", "appears_in", "Pike and the Pelican"), ("Yusra Kamara", "appears_in", "Cold Quay")}),
    # leading or toplining a work a work noun names
    ("Odile Marchetti will topline the thriller Winter Ledger for Netflix.",
     {("Odile Marchetti", "appears_in", "Winter Ledger")}),
    ("Teodor Brask went on to lead the superhero franchise Ironclad.", {("Teodor Brask", "appears_in", "Ironclad")}),
    # negatives: a channel's verb, leading what is no work, leading a work as its showrunner
    ("The BBC shows Harbor Quay on Sundays, and Teodor Brask watches it.", set()),
    ("Odile Marchetti led the campaign against the series Winter Ledger.", set()),
    ("Odile Marchetti leads the investigation in the film Winter Ledger, which Teodor Brask directed.", set()),
    ("Teodor Brask will lead the reboot of the series Hard Cases as showrunner.", set()),
    ("Director Sam Orrin will lead the drama Iron Heartwood.", set()),
    ("Carla Minto led the drama Red Tidewater's writers' room for two seasons, Ada Vey said. Ada Vey stars in Glass Quay.",
     {("Ada Vey", "appears_in", "Glass Quay")}),
])
def test_a_work_noun_after_a_channel_s_name_and_leading_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a title that opens with "The" keeps a possessive inside it, whatever NER made of the word before it
    ("Cillian Moriarty was nominated for his turn as a grieving boatman in The Ferryman's Daughter.",
     {("Cillian Moriarty", "appears_in", "The Ferryman's Daughter")}),
    ("Odile Marchetti starred in The Gardener's Son and The Queen's Riddle.",
     {("Odile Marchetti", "appears_in", "The Gardener's Son"), ("Odile Marchetti", "appears_in", "The Queen's Riddle")}),
    # a decade after "in the" is the time of the part, no word of the title
    ("Niamh Gallagher co-starred with Fintan Roche in the series The Boglands in the 1990s.",
     {("Niamh Gallagher", "appears_in", "The Boglands"), ("Fintan Roche", "appears_in", "The Boglands")}),
    ("Teodor Brask had a small part in Cold Quay in the 2010s.", {("Teodor Brask", "appears_in", "Cold Quay")}),
    # negative: a person's possessive is no title
    ("Odile Marchetti met Dana Webb's husband in The Gardener's Son.", set()),
])
def test_a_title_keeps_its_possessive_and_stops_before_a_decade(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a hyphened modifier, a noun before a genre noun the tagger called an adjective, a saga
    ("Mara Lindqvist is best known for the long-running legal drama Night Ledger.",
     {("Mara Lindqvist", "appears_in", "Night Ledger")}),
    ("Oren Baptiste starred in the award-winning film Paper Lanterns.", {("Oren Baptiste", "appears_in", "Paper Lanterns")}),
    ("Mara Lindqvist is best known for the police procedural Midnight Ledger.",
     {("Mara Lindqvist", "appears_in", "Midnight Ledger")}),
    ("Renata Solano is best known for the family saga Las Hermanas Vidal, in which she plays Lupe.",
     {("Renata Solano", "appears_in", "Las Hermanas Vidal")}),
    # a hyphened genre noun is one word ("rom-com"); after one singular genre noun, a comma inside the title
    ("Brett Kowal starred in the rom-com Paper Lanterns.", {("Brett Kowal", "appears_in", "Paper Lanterns")}),
    ("Brett Kowal co-starred with Trina Vasquez in the 2012 rom-com Love, Actually Maybe.",
     {("Brett Kowal", "appears_in", "Love, Actually Maybe"), ("Trina Vasquez", "appears_in", "Love, Actually Maybe")}),
    ("Brett Kowal starred in the comedy Paper Lanterns, Trina Vasquez said.", {("Brett Kowal", "appears_in", "Paper Lanterns")}),
])
def test_genre_nouns_behind_hyphened_modifiers_and_hyphened_genre_nouns(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_its_after_a_show_named_in_the_clause_is_the_show_s_not_the_subject_s(nlp):
    from kgbuild.extraction.mentions import find_mentions

    for text in ("Saoirse Kilduff has played lifeboat coxswain Una Brannigan on Harbour Lights since its first season in 2016.",
                 "Saoirse Kilduff has played coxswain Una Brannigan on Harbour Lights since its first season."):
        assert not any(m.type == "WORK" and m.name == "Saoirse Kilduff" for m in find_mentions(prepare(nlp)(text)))
    # a network is no show: "its" is still the subject's
    doc = prepare(nlp)("The Golden Mic returns on Channel Six for its twelfth series in May.")
    assert any(m.type == "WORK" and m.name == "Golden Mic" for m in find_mentions(doc))


@pytest.mark.parametrize("text,expected", [
    # making one's name in a work; a place after a fame noun is where, not what
    ("Mara Lindqvist made her name in the medical drama Night Ledger.", {("Mara Lindqvist", "appears_in", "Night Ledger")}),
    ("Mara Lindqvist made her name in Night Ledger before joining the soap Harbor Quay.",
     {("Mara Lindqvist", "appears_in", "Night Ledger"), ("Mara Lindqvist", "appears_in", "Harbor Quay")}),
    ("Mara Lindqvist first made her name in London as a model.", set()),
    ("Mara Lindqvist rose to fame in London as a model.", set()),
    # whom someone directed in a named work appears in it; the director does not
    ("Ines Ferreira directed Tomas Ferreira in the thriller Night Swimmers.", {("Tomas Ferreira", "appears_in", "Night Swimmers")}),
    ("Tomas Ferreira praised his sister, director Ines Ferreira, who directed him in the 2019 feature Night Swimmers.",
     {("Tomas Ferreira", "appears_in", "Night Swimmers")}),
    ("Ines Ferreira directed the thriller Night Swimmers in 2019.", set()),
    ("Ines Ferreira directed Tomas Ferreira on stage in London.", set()),
])
def test_making_a_name_in_a_work_and_being_directed_in_one(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # best known as a described character in a work
    ("Mara Lindqvist is best known as the scheming Lady Vane in the fantasy series Crannock.",
     {("Mara Lindqvist", "appears_in", "Crannock")}),
    ("Mara Lindqvist is best known as troubled detective Jake Dorsey in Night Ledger.",
     {("Mara Lindqvist", "appears_in", "Night Ledger")}),
    ("Mara Lindqvist is best known as the wife of Tom Halloran in London.",
     {("Tom Halloran", "spouse", "Mara Lindqvist")}),
    # whom one recognises or remembers from a title appears in it
    ("Viewers will recognise Mara Lindqvist from the soap Harbor Quay.", {("Mara Lindqvist", "appears_in", "Harbor Quay")}),
    ("Mara Lindqvist, whom viewers will recognise from Harbor Quay, is pregnant.",
     {("Mara Lindqvist", "appears_in", "Harbor Quay")}),
    ("Fans will remember Mara Lindqvist from the sitcom Paper Lanterns.", {("Mara Lindqvist", "appears_in", "Paper Lanterns")}),
    ("I know Mara Lindqvist from London.", set()),
])
def test_known_as_a_described_character_and_recognised_from_a_title(nlp, text, expected):
    doc = prepare(nlp)(text)
    assert {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())} == expected


REVIEW = ("The Salt Orchard review – Nuala Devane is devastating in a slow family drama\n\n"
          "There is a moment, an hour into Piet Haldane's third feature, when Nuala Devane stands at a window. "
          "Devane plays Brid, a widowed farmer whose son, Cathal (Ronan Keogh), comes home. "
          "Still, The Salt Orchard is a patient piece of work.")


def test_a_review_headline_names_the_work_the_story_is_about(nlp):
    found = appearances(nlp, REVIEW)
    assert ("Nuala Devane", "appears_in", "The Salt Orchard") in found
    assert ("Ronan Keogh", "appears_in", "The Salt Orchard") in found
    assert not any(h == "Piet Haldane" for h, _, _ in found)  # the director


@pytest.mark.parametrize("text,expected", [
    # a part described in lower case, a person's noun, then the work
    ("Ife Okonjo plays a hacker in the thriller Third Causeway.", {("Ife Okonjo", "appears_in", "Third Causeway")}),
    ("Tom Halloran plays a florist on Harbor Quay.", {("Tom Halloran", "appears_in", "Harbor Quay")}),
    ("Tom Halloran plays football in Leeds.", set()),
])
def test_a_part_described_in_lower_case_before_the_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a figurative role, or what one plays that is no part, puts no one in a work ...
    ("Mara Lindqvist plays an important role in the Sunrise Foundation.", set()),
    ("Tom Halloran plays bass in Crimson Tidewater.", set()),
    ("Tom Halloran played a pivotal role in the founding of Harbor Quay.", set()),
    # ... unless a work noun names the title
    ("Mara Lindqvist has a key role in the new drama Night Ledger.", {("Mara Lindqvist", "appears_in", "Night Ledger")}),
    ("Tom Halloran played football for Leeds before starring in Night Ledger.", {("Tom Halloran", "appears_in", "Night Ledger")}),
    ("Tom Halloran plays host on the quiz show Brain Racer.", {("Tom Halloran", "appears_in", "Brain Racer")}),
])
def test_a_figurative_role_or_an_instrument_played_is_no_part_in_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a network or a station after a role noun's "on" is no show
    ("Tom Halloran is a presenter on BBC Radio 2.", set()),
    ("Tom Halloran was a contestant on Island Heartbeats in 2019.", {("Tom Halloran", "appears_in", "Island Heartbeats")}),
])
def test_a_station_after_a_role_is_no_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a hyphened modifier before the work noun describes the work: no title of its own ...
    ("Odile Marchetti is best known for the Emmy-winning drama Salt Meridian.",
     {("Odile Marchetti", "appears_in", "Salt Meridian")}),
    ("Odile Marchetti starred in the BAFTA-nominated series Salt Meridian.",
     {("Odile Marchetti", "appears_in", "Salt Meridian")}),
    ("Odile Marchetti is best known for the Portuguese-language family saga Casa Azul.",
     {("Odile Marchetti", "appears_in", "Casa Azul")}),
    # ... nor does it join the title before it, or the one NER ran it into
    ("Odile Marchetti starred in the Netflix-backed thriller Salt Meridian and the Oscar-nominated film Lowfield.",
     {("Odile Marchetti", "appears_in", "Salt Meridian"), ("Odile Marchetti", "appears_in", "Lowfield")}),
    ("Odile Marchetti has appeared in films including Salt Meridian, the Oscar-winning Lowfield and Glass Orchard.",
     {("Odile Marchetti", "appears_in", "Salt Meridian"), ("Odile Marchetti", "appears_in", "Lowfield"),
      ("Odile Marchetti", "appears_in", "Glass Orchard")}),
    # a hyphenated title is still one title
    ("Odile Marchetti starred in Moon-Eater and Salt Meridian.",
     {("Odile Marchetti", "appears_in", "Moon-Eater"), ("Odile Marchetti", "appears_in", "Salt Meridian")}),
])
def test_a_hyphened_modifier_before_a_work_noun_is_no_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "hit" after a describing noun is the work noun the parser read as a verb
    ("Odile Marchetti, the star of the period hit Salt Meridian, has sued Dunmore Pictures.",
     {("Odile Marchetti", "appears_in", "Salt Meridian")}),
    ("Odile Marchetti, the star of the sleeper hit Salt Meridian, married Jonas Varga in 2019.",
     {("Odile Marchetti", "appears_in", "Salt Meridian")}),
    ("Odile Marchetti, the host of the ratings hit Brain Racer, is 41.",
     {("Odile Marchetti", "appears_in", "Brain Racer")}),
])
def test_a_hit_after_a_describing_noun_names_the_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a cast role written as a title before a name, or in apposition, in a story about one work
    ("The drama Saltmarsh returns to Channel 4 next month. Co-stars Tove Ekberg and Rafe Dunmore are also "
     "clients of the agency.",
     {("Tove Ekberg", "appears_in", "Saltmarsh"), ("Rafe Dunmore", "appears_in", "Saltmarsh")}),
    ("The drama Saltmarsh returns to Channel 4 next month. Another cast member, Rafe Dunmore, has sided with "
     "the network.",
     {("Rafe Dunmore", "appears_in", "Saltmarsh")}),
    ("The reality show Desert Queens returns next month. Earlier this year co-star Rafe Dunmore sued the show's "
     "production company.",
     {("Rafe Dunmore", "appears_in", "Desert Queens")}),
    ("The singing contest Anthem Live ended on Saturday. Tove Ekberg, who is engaged to fellow contestant Rafe "
     "Dunmore, said she had no regrets.",
     {("Rafe Dunmore", "appears_in", "Anthem Live")}),
    # not a judge without "fellow" (a court has judges), nor a co-star in a sentence naming another work,
    # nor in a story about no one work
    ("The reality show Desert Queens returns next month. Judge Rafe Dunmore dismissed the suit on Monday.", set()),
    ("The drama Saltmarsh returns to Channel 4 next month. Her co-star in the film Red Wharf, Rafe Dunmore, "
     "is also back.", {("Rafe Dunmore", "appears_in", "Red Wharf")}),  # (in the work named, not the story's)
    ("Co-star Rafe Dunmore said he was delighted.", set()),
])
def test_a_cast_role_before_a_name_puts_it_in_the_storys_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "The reality show X returns", parsed as a clause whose verb is "show": X is the show's title
    ("The reality show Desert Queens returns next month, with Tove Ekberg as its host.",
     {"Desert Queens"}),
    ("The dating show Island Vows returns in June.", {"Island Vows"}),
    # a competition or contest a noun describes is a work like a show
    ("The singing competition Anthem Live ended on Saturday.", {"Anthem Live"}),
    ("Tove Ekberg won the baking contest Crumb Kings in 2019.", {"Crumb Kings"}),
])
def test_a_show_noun_read_as_a_verb_or_a_contest_noun_names_a_work(nlp, text, expected):
    assert _works(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a capital "The" inside a sentence opens a title, whatever NER called the words after it ...
    ("Tove Ekberg was crowned the winner of The Anthem on Saturday.", {"The Anthem"}),
    # ... not at a sentence's start, nor after a colon
    ("The Rock Hudson story is told again.", set()),
])
def test_a_capital_the_inside_a_sentence_opens_a_title(nlp, text, expected):
    assert _works(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "The cast includes A (part), B (part) and C (part)": the names outside the brackets are the cast,
    # the ones inside their parts, never works
    ("The thriller Glasshouse opens on Friday. The cast includes Tove Ekberg (Dr Ivo Marsh), Rafe Dunmore "
     "(Nurse Jo Hale) and Lise Varga (Sam Vale).",
     {("Tove Ekberg", "appears_in", "Glasshouse"), ("Rafe Dunmore", "appears_in", "Glasshouse"),
      ("Lise Varga", "appears_in", "Glasshouse")}),
    # a name NER called a company that "the cast" takes up in the next sentence is the work (its capital "The"
    # before a capitalised word its own, as gold lists write titles)
    ("The Glasshouse opens in cinemas on Friday. The cast includes Tove Ekberg (Dr Ivo Marsh) and Rafe Dunmore "
     "(Sam Vale).",
     {("Tove Ekberg", "appears_in", "The Glasshouse"), ("Rafe Dunmore", "appears_in", "The Glasshouse")}),
    # a bracket of earlier work after a new cast member is still a credit
    ("Netflix has cast Tove Ekberg (Hollow Tide) and Rafe Dunmore (The Winter Lamp) in its new drama.",
     {("Tove Ekberg", "appears_in", "Hollow Tide"), ("Rafe Dunmore", "appears_in", "The Winter Lamp")}),
])
def test_a_cast_list_with_parts_in_brackets(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the name a participle of hosting describes, when a person hosts it, is a show's
    ("Knife Point, hosted by critic Lachlan Pryor, returns in May.", {("Lachlan Pryor", "appears_in", "Knife Point")}),
    ("Night Owls, presented by Tove Ekberg and Rafe Dunmore, airs on Fridays.",
     {("Tove Ekberg", "appears_in", "Night Owls"), ("Rafe Dunmore", "appears_in", "Night Owls")}),
    # not an event's, an award's or a person's
    ("The Met Gala, hosted by Tove Ekberg, raised millions.", set()),
    ("The Brit Awards, presented by Tove Ekberg, drew low ratings.", set()),
    ("Rafe Dunmore, hosted by Tove Ekberg in Paris, spoke at length.", set()),
])
def test_a_name_a_person_hosts_is_a_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a "co-" verb's "with" names a co-host anywhere in its clause
    ("Tove Ekberg co-hosts the talk show Late Shift with Rafe Dunmore.",
     {("Tove Ekberg", "appears_in", "Late Shift"), ("Rafe Dunmore", "appears_in", "Late Shift")}),
    ("Tove Ekberg co-anchored Castle Nightly with Rafe Dunmore from 2016 to 2022.",
     {("Tove Ekberg", "appears_in", "Castle Nightly"), ("Rafe Dunmore", "appears_in", "Castle Nightly")}),
    # the object a host verb's parse loses: a title ending in an adverb, a work noun read as a verb
    ("Tove Ekberg hosts Castle Nightly alongside Rafe Dunmore.",
     {("Tove Ekberg", "appears_in", "Castle Nightly"), ("Rafe Dunmore", "appears_in", "Castle Nightly")}),
    ("Tove Ekberg now hosts the quiz show Brain Race.", {("Tove Ekberg", "appears_in", "Brain Race")}),
    # "with" on a plain host verb is no co-host
    ("Tove Ekberg presents the quiz show Brain Race with great charm.", {("Tove Ekberg", "appears_in", "Brain Race")}),
])
def test_co_hosts_and_host_objects_the_parser_loses(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a person's possessive before a lower-case noun makes no title: "A's debut" is A's
    ("Odile Marchetti starred in Ivo Sandberg's debut, Winter Hours, in 2004.", set()),
    ("Odile Marchetti starred in Sandberg's debut, Winter Hours.", set()),
    ("Odile Marchetti also appeared in Varga's latest film.", set()),
    # "whose" before a role noun stands for the name its clause describes ...
    ("Odile Marchetti, whose role in Cold Harbour made her famous, is 34.",
     {("Odile Marchetti", "appears_in", "Cold Harbour")}),
    # ... but not before a kin noun: the relative's part is the relative's
    ("Odile Marchetti, whose brother starred in Cold Harbour, is 34.", set()),
])
def test_a_possessor_is_no_title_and_whose_role_is_the_antecedents(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a co-star's name set off by commas does not end the role cue's slot
    ("Odile Marchetti was most recently seen opposite her husband, Jonas Varga, in the limited series Cold Harbour.",
     {("Odile Marchetti", "appears_in", "Cold Harbour"), ("Jonas Varga", "appears_in", "Cold Harbour")}),
    ("Odile Marchetti starred alongside her sister, Lise Marchetti, in the drama Cold Harbour.",
     {("Odile Marchetti", "appears_in", "Cold Harbour"), ("Lise Marchetti", "appears_in", "Cold Harbour")}),
    ("Odile Marchetti appeared with her husband, Jonas Varga, in court on Monday.", set()),
])
def test_a_name_set_off_by_commas_inside_a_role_slot(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # fame verbs and idioms that open a role slot
    ("Tove Ekberg broke out in the comedy Curry Row in 2015.", {("Tove Ekberg", "appears_in", "Curry Row")}),
    ("A fire broke out in the studio of the drama Curry Row.", set()),
    ("Tove Ekberg is married to the actor Rafe Dunmore, with whom she first shared the screen in the 2016 "
     "blockbuster Monsoon Days.",
     {("Tove Ekberg", "appears_in", "Monsoon Days"), ("Rafe Dunmore", "appears_in", "Monsoon Days")}),
    ("Tove Ekberg shared the screen with Rafe Dunmore in the thriller Monsoon Days.",
     {("Tove Ekberg", "appears_in", "Monsoon Days"), ("Rafe Dunmore", "appears_in", "Monsoon Days")}),
])
def test_fame_verbs_and_sharing_the_screen_open_a_role_slot(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_name_ner_calls_a_person_beside_the_title_a_capital_the_opens_is_that_title(nlp):
    from kgbuild.extraction.mentions import find_mentions
    text = "The sisters were crowned the winners of The Anthem on Saturday. Anthem will return next year."
    doc = prepare(nlp)(text)
    assert {(m.name, m.type) for m in find_mentions(doc)} == {("The Anthem", "WORK"), ("Anthem", "WORK")}


@pytest.mark.parametrize("text,expected", [
    # a cast title's name that belongs elsewhere, or a former co-star, is not the story's cast
    ("The reality show Big Bay returns next month. Fellow judge Harold Pryce of the Supreme Court ruled on the case.",
     set()),
    ("The drama Copper Hill returns next month. She was seen with her former co-star Nate Lowe.", set()),
    # a prize presented by someone is no show; "in the UK" after a title says where it airs
    ("The Ashford Prize, presented by the actor Leo Quint, went to a debut novel.", set()),
    ("Pam Orr hosts the quiz show Brainbox in the UK.", {("Pam Orr", "appears_in", "Brainbox")}),
])
def test_cast_titles_prizes_and_places_the_new_readers_leave_alone(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # brackets that hold the parts: a title, a job or a kin word before a name, a given name
    ("Filming has begun on the thriller Dark Water. The cast includes Ellie Marr (Detective Rae Quinn), Joe Sato "
     "(Father Paul) and Ann Lee (Mrs Grey).",
     {("Ellie Marr", "appears_in", "Dark Water"), ("Joe Sato", "appears_in", "Dark Water"),
      ("Ann Lee", "appears_in", "Dark Water")}),
    ("The remake stars Zac Hunt (Sheriff Cobb) and Mae Orr (Lottie).", set()),
    # a new cast member's earlier work in brackets is still a credit
    ("Guests this week include Ada Kerrigan (Red Wharf) and Tom Blay (Salt Road).",
     {("Ada Kerrigan", "appears_in", "Red Wharf"), ("Tom Blay", "appears_in", "Salt Road")}),
])
def test_parts_in_brackets_after_a_cast_are_no_works(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a capital "The" opens no title before a band's possessive or a style of nobility
    ("Liv Amesbury starred in The Beatles' debut film.", set()),
    ("Tom Blay starred in The Ferryman's Daughter.", {("Tom Blay", "appears_in", "The Ferryman's Daughter")}),
])
def test_the_capital_the_rule_leaves_bands_possessives_alone(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the show" takes up no first name NER called a company, nor a band's name
    ("The Varela siblings, Rafael, Bianca and Lucas, will join the show.", set()),
    ("Rafael and Bianca Varela, the siblings behind the band Mare Alta, will join the show.", set()),
])
def test_the_show_takes_up_no_first_name_or_band(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a work noun the tagger read as an adjective or a verb, after the words describing it
    ("Jo Park is starring in the stage musical Paper Moons.", {("Jo Park", "appears_in", "Paper Moons")}),
    ("Tom Reyes is a judge on the Nigerian talent show Sky Star Search.",
     {("Tom Reyes", "appears_in", "Sky Star Search")}),
    ("Anna Bell, who is best known for the police procedural Night Ward, posted a photo.",
     {("Anna Bell", "appears_in", "Night Ward")}),
    ("Kai Moss joined the new musical Glass Town in May.", {("Kai Moss", "appears_in", "Glass Town")}),
    # a verb with its own subject, or an adjective with no description before it, names no title
    ("The judges show Ann Lee the door.", set()),
    ("Pia Lund sang in a musical Christmas special.", set()),
])
def test_a_described_work_noun_names_the_title_after_it_whatever_its_tag(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,title", [
    ("Kai Moss joined the new musical Glass Town in May.", "Glass Town"),
    ("The drama Night Train on Monday topped the ratings.", "Night Train"),
    ("Kai Moss starred in Love in Paris.", "Love in Paris"),
])
def test_a_title_ends_before_a_date_after_a_preposition(nlp, text, title):
    assert title in _works(nlp, text)


@pytest.mark.parametrize("text,expected", [
    # a title described by a work noun in apposition is a work, whatever NER called it; "in which"
    # in the description's clause is that work
    ("Tom Reyes is back. Iron Current, the submarine action film in which he stars, has taken $400 million.",
     {("Tom Reyes", "appears_in", "Iron Current")}),
    ("Tom Reyes was cast in Glass Harbour, the thriller in which Ann Lee also appears.",
     {("Tom Reyes", "appears_in", "Glass Harbour"), ("Ann Lee", "appears_in", "Glass Harbour")}),
    ("Ann Lee has a new project: Glass Harbour, the drama in which she plays a ferry captain, opens in May.",
     {("Ann Lee", "appears_in", "Glass Harbour")}),
    # a person described by a noun that only mentions a work; a relative clause on a place
    ("Mara Lind, the film's star, is pregnant. The house in which Tom Reyes grew up was sold.", set()),
])
def test_a_title_a_work_noun_describes_in_apposition(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,title", [
    ("The pair played lovers in Crimson Fortune, the historical drama that made them stars.", "Crimson Fortune"),
    ("Iron Current, the submarine action film, has taken $400 million.", "Iron Current"),
    ("Tom Reyes starred in Glass Harbour, a 2019 film about a ferry.", "Glass Harbour"),
])
def test_a_title_described_in_apposition_is_a_work(nlp, text, title):
    assert title in _works(nlp, text)


@pytest.mark.parametrize("text,expected", [
    # presenters by other names: an MC, an emcee, a compere, a correspondent, a commentator on a show;
    # a quiz is a show
    ("Kim Soo-ah has served as a special MC on the music program Pop Wave Live since March.",
     {("Kim Soo-ah", "appears_in", "Pop Wave Live")}),
    ("Tom Reyes, a correspondent on the news show Daybreak Today, has married.",
     {("Tom Reyes", "appears_in", "Daybreak Today")}),
    ("Ann Lee was the emcee of the quiz Brain Race for ten years.", {("Ann Lee", "appears_in", "Brain Race")}),
    ("Ann Lee hosted the BBC quiz Mind Games from 1990 to 1995.", {("Ann Lee", "appears_in", "Mind Games")}),
    # a network or a news organisation is no show; a pub quiz is no title
    ("Tom Reyes is a commentator on the BBC. Ann Lee, a correspondent for NBC News, won a pub quiz in Leeds.",
     set()),
])
def test_presenters_by_other_names(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a work as subject of a starring verb with a clause set off by commas between them
    ("Red Lantern, which begins shooting next month, stars Omar Qadir.", {("Omar Qadir", "appears_in", "Red Lantern")}),
    ("Red Lantern, which begins shooting in Goa next month, also stars veteran actor Omar Qadir as the grandfather.",
     {("Omar Qadir", "appears_in", "Red Lantern")}),
    # a language or nationality before "star" names no work
    ("Malayalam star Lena Varma and Tamil actor Ravi Kumar attended.", set()),
    # a span of time before the work: "known for three decades in X"
    ("Mara Lind is best known for three decades in the sitcom Dearly Gone.", {("Mara Lind", "appears_in", "Dearly Gone")}),
    ("Tom Reyes is best known for six seasons on Harbour Watch.", {("Tom Reyes", "appears_in", "Harbour Watch")}),
    ("Ann Lee, famous for a decade on the soap Mill Row, has died.", {("Ann Lee", "appears_in", "Mill Row")}),
    ("Tom Reyes is best known for two years in prison.", set()),
    # a possessive name inside a title a work noun names
    ("Greg Whitby cited his starring role in the stage musical Sally's Daughter.",
     {("Greg Whitby", "appears_in", "Sally's Daughter")}),
    ("Ann Lee starred in the film Tom's Wife.", {("Ann Lee", "appears_in", "Tom's Wife")}),
    # each of a verb's listed objects
    ("Tom Reyes headlined the drama Iron Sky and the thriller Cold Front.",
     {("Tom Reyes", "appears_in", "Iron Sky"), ("Tom Reyes", "appears_in", "Cold Front")}),
    ("Tom Reyes went on to lead the franchise Iron Sky and the war drama The Cold Front.",
     {("Tom Reyes", "appears_in", "Iron Sky"), ("Tom Reyes", "appears_in", "The Cold Front")}),
    ("Ann Lee hosted the gala and Tom Reyes.", set()),
])
def test_starring_subjects_spans_of_time_possessive_titles_and_listed_objects(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # cast members listed by a plural two-word title, in the work the story just named
    ("The drama Fairview was cancelled after four seasons.\nThe comedy Night Desk, which stars Aidan Mull, was "
     "renewed. Mull is joined by returning cast members Hye-jin Park and Nia Lowe.",
     {("Aidan Mull", "appears_in", "Night Desk"), ("Hye-jin Park", "appears_in", "Night Desk"),
      ("Nia Lowe", "appears_in", "Night Desk")}),
    ("The drama Fairview was cancelled after four seasons. Its co-stars Tom Reyes and Ann Lee said goodbye.",
     {("Tom Reyes", "appears_in", "Fairview"), ("Ann Lee", "appears_in", "Fairview")}),
    # two works in the story and none just named: no guess
    ("The drama Fairview was cancelled after four seasons.\nThe comedy Night Desk was renewed.\n"
     "Co-stars Tom Reyes and Ann Lee will return.", set()),
])
def test_a_titled_cast_joins_the_work_just_named(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "broke through in X", a number word opening a title
    ("Tom Reyes broke through in the 2009 thriller Seven Gates.", {("Tom Reyes", "appears_in", "Seven Gates")}),
    ("Ann Lee, who broke through in Night Shift, has a son.", {("Ann Lee", "appears_in", "Night Shift")}),
    ("Police broke through the door of Ann Lee in May.", set()),
    # praise for a performance in a title, never in a place
    ("Mara Lind, who was so unnerving in last year's Salt and Stone, plays the widow.",
     {("Mara Lind", "appears_in", "Salt and Stone")}),
    ("The Finnish actor Eero Lahti, so good in last year's Snowpath, brings menace.",
     {("Eero Lahti", "appears_in", "Snowpath")}),
    ("Ann Lee is terrific in the drama Glass Harbour.", {("Ann Lee", "appears_in", "Glass Harbour")}),
    ("Ann Lee was good in London. Tom Reyes was great in the role. Ann Lee was great in the Premier League.", set()),
    # known as a described part in a title; a judge in a place is no part
    ("Malin Ek, best known as the sardonic pathologist in the crime drama Old Quarter, has married.",
     {("Malin Ek", "appears_in", "Old Quarter")}),
    ("Ann Lee is best known as a judge in Texas.", set()),
    ("Tom Reyes is known as the best player in the Premier League.", set()),
    # one credit named by a copula after an ordered credit noun
    ("Tom Reyes, whose last big-screen outing was the heist comedy The Bell Inn, has never been better.",
     {("Tom Reyes", "appears_in", "The Bell Inn")}),
    ("Aarav Kumar, whose last screen role was the crime drama Kohra Ghat, has lost weight.",
     {("Aarav Kumar", "appears_in", "Kohra Ghat")}),
    ("The director Aarav Kumar, whose latest film is the crime drama Kohra Ghat, has lost weight.", set()),
    ("Ann Lee is back. Her first role was a nurse in Leeds. Her last project was a book.", set()),
    # a venue after "at" ends the title
    ("Ann Lee is currently starring in The Drowned Lamp at the Linden Theatre.",
     {("Ann Lee", "appears_in", "The Drowned Lamp")}),
    ("Ann Lee starred in Murder at the Vicarage.", {("Ann Lee", "appears_in", "Murder at the Vicarage")}),
])
def test_fame_praise_described_parts_single_credits_and_venues(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_work_named_in_a_persons_description_is_not_where_a_later_part_is(nlp):
    text = ("The crime drama Nordfjord returns for a second series. Nordfjord was the most watched show of 2023. "
            "The Finnish actor Eero Lahti, so good in last year's Snowpath, brings menace as a manager, while Swedish "
            "star Malin Ek plays a journalist.")
    assert appearances(nlp, text) == {("Eero Lahti", "appears_in", "Snowpath"), ("Eero Lahti", "appears_in", "Nordfjord"),
                                      ("Malin Ek", "appears_in", "Nordfjord")}  # his part here is in the story's work


@pytest.mark.parametrize("text,expected", [
    # a part, then the actor in brackets, in a sentence telling the story of the article's work
    ("The thriller Harbour Lights began filming in May. Harbour Lights is a Streamvale series. The show follows "
     "harbour master Maeve Dunn (Ann Lee), while the town's mayor (Kwame Asante) hides a secret.",
     {("Ann Lee", "appears_in", "Harbour Lights"), ("Kwame Asante", "appears_in", "Harbour Lights")}),
    # the work named in a description of someone else is not the story's
    ("The thriller Harbour Lights began filming in May. Harbour Lights is a Streamvale series. Created by Tom Reyes, "
     "who also wrote the limited series The Undertow, the show follows harbour master Maeve Dunn (Ann Lee).",
     {("Ann Lee", "appears_in", "Harbour Lights")}),
    # crew and staff in brackets, a sentence telling no story, a caption's word
    ("The drama Red Wharf is back. The show's creator (Ann Lee) praised the cast. Tom Reyes and his lawyer "
     "(Ann Lee) left the court. Tom Reyes met Ann Lee (pictured) at the premiere.", set()),
])
def test_a_part_then_its_actor_in_brackets(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # actors with their parts in brackets, however the sentence lists them: the part's rank or title,
    # or the other pairs of the sentence, say which name is the part
    ("Filming has begun on Dark Water. Dark Water stars Ellie Marr (Detective Rae Quinn), Joe Sato (Father Paul) "
     "and Ann Lee (Mrs Grey).",
     {("Ellie Marr", "appears_in", "Dark Water"), ("Joe Sato", "appears_in", "Dark Water"),
      ("Ann Lee", "appears_in", "Dark Water")}),
    ("Filming has begun on Dark Water. Dark Water is a thriller. Also starring are Joe Sato (Father Paul) and "
     "Ann Lee (Mrs Grey).",
     {("Joe Sato", "appears_in", "Dark Water"), ("Ann Lee", "appears_in", "Dark Water")}),
    ("The drama Dark Water returns in May. Joe Sato (Paul Grey) and Ann Lee (Mrs Grey) are back.",
     {("Joe Sato", "appears_in", "Dark Water"), ("Ann Lee", "appears_in", "Dark Water")}),
    # a numbered or ordered part names its work, whatever NER called the title
    ("Season two of Dark Water sees the return of Joe Sato (Father Paul) and Ann Lee (Mrs Grey).",
     {("Joe Sato", "appears_in", "Dark Water"), ("Ann Lee", "appears_in", "Dark Water")}),
    ("Tom Reyes was a contestant on the second series of Love Harbour.", {("Tom Reyes", "appears_in", "Love Harbour")}),
    ("Ann Lee gave a series of Talks at Oxford.", set()),
])
def test_actors_with_their_parts_in_brackets(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a name after "stars" is the cast, never a title, whatever NER made of either name
    ("Golden Hour, which wrapped in May, also stars Tess Varga.", {("Tess Varga", "appears_in", "Golden Hour")}),
    ("The BBC drama Salt Marsh stars Tess Varga.", {("Tess Varga", "appears_in", "Salt Marsh")}),
    ("Marla Quint will appear in a recurring role in the spinoff, Harbor Nights.",
     {("Marla Quint", "appears_in", "Harbor Nights")}),
    # a part someone was supposed or meant to play; hosting a premiere or a screening
    ("Cold Harbour, the film in which Ben Troy was supposed to appear, has been cancelled.", set()),
    ("Ben Troy was meant to star in Cold Harbour.", set()),
    ("Milo Garth hosted the premiere of Tidewater. Tidewater is back. Ann Lee hosted a screening of the show.", set()),
    ("The quiz Tidewater is back. Milo Garth hosts the show.", {("Milo Garth", "appears_in", "Tidewater")}),
    # more languages of film industries are descriptions, not works
    ("Sinhala actress Nimmi Perera and Odia actor Ravi Das attended.", set()),
])
def test_cast_after_stars_hedged_parts_hosted_occasions_and_languages(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a rank opens a part's name in brackets, never a title
    ("Dan Eke (Sergeant Mills) and Ola Eke (PC Mills) were there.", set()),
    ("Guests this week include Ada Kerrigan (Red Wharf) and Tom Blay (Salt Road).",
     {("Ada Kerrigan", "appears_in", "Red Wharf"), ("Tom Blay", "appears_in", "Salt Road")}),
])
def test_a_rank_in_brackets_opens_a_part_not_a_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the drama in which A stars", the verb read as a plural noun after the name, the title NER called a company
    ("Felix Dorn turned down Red Comet, the space drama in which Ivy Lark stars.", {("Ivy Lark", "appears_in", "Red Comet")}),
    ("Paul Nye directed Quiet Hours, the drama in which Rita Vance stars.", {("Rita Vance", "appears_in", "Quiet Hours")}),
    # a firm or a place a relative clause hangs on
    ("The firm Red Comet, in which Ivy Lark invests, is growing. The town in which Ivy Lark lives is small.", set()),
])
def test_in_which_a_named_actor_stars(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # emceeing and compering a show is hosting it
    ("Ann Lee emceed the quiz Brain Race for ten years.", {("Ann Lee", "appears_in", "Brain Race")}),
    ("Tom Reyes compered the talent show Star Search.", {("Tom Reyes", "appears_in", "Star Search")}),
    ("Ann Lee emcees the gala every year.", set()),
])
def test_emcees_and_comperes_host(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_copula_naming_its_own_title_defines_no_work_of_its_subject(nlp):
    # "whose last outing was the comedy X", parsed with the person as the copula's subject: the person
    # stays a person (and marries)
    text = "Rick Tanner, whose last big-screen outing was the comedy Bad Neighbours Two, married Lisa Fong."
    found = {(t.head, t.relation, t.tail) for t in extract_doc(prepare(nlp)(text), Article("t", text), default_rules())}
    assert ("Rick Tanner", "spouse", "Lisa Fong") in found
    assert not any(t == "Rick Tanner" for _, r, t in found if r == "appears_in")


def test_a_starring_verb_parsed_as_a_compound_of_the_name_after_it(nlp):
    # "X stars A (55) and ...": the small model hangs "stars" on A as a compound; X is the work
    text = "Salt Marsh stars Hal Orme (55) and Keely Brandt (42)."
    assert ("Hal Orme", "appears_in", "Salt Marsh") in appearances(nlp, text)


@pytest.mark.parametrize("text,expected", [
    # "The thriller stars A": the genre noun before the verb read as its compound, the cast as an apposition
    ("Netflix has released a trailer for Cold Orchard. The thriller stars Nadia Holm and Piet Rask.",
     {("Nadia Holm", "appears_in", "Cold Orchard"), ("Piet Rask", "appears_in", "Cold Orchard")}),
    ("Iron Gate premieres on Friday. The biopic stars Lorna Vey.", {("Lorna Vey", "appears_in", "Iron Gate")}),
    ("The trailer for Ash Creek is out. The horror stars Tomas Ek as a priest.", {("Tomas Ek", "appears_in", "Ash Creek")}),
    # a person's compound is no work: "The actress stars" stays hers
    ("Lorna Vey met Tomas Ek in Rome. The actress stars in nothing this year.", set()),
])
def test_a_work_noun_read_as_the_compound_of_stars_is_its_subject(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # any person noun is a part one plays, not only the listed ones: a person ending will do
    ("The drama Salt Row returns next month. Dina Oke plays a harbourmaster with a secret.",
     {("Dina Oke", "appears_in", "Salt Row")}),
    ("The drama Salt Row returns next month. Colm Reid, who plays the mayor, teased a twist.",
     {("Colm Reid", "appears_in", "Salt Row")}),
    ("The comedy Tin Hat returns in June. Owen Lamb plays a failed magician and Sue Pratt plays his landlady.",
     {("Owen Lamb", "appears_in", "Tin Hat"), ("Sue Pratt", "appears_in", "Tin Hat")}),
    ("The film Glass Bay opens in May. Ola Finn played the sheriff, a widower.", {("Ola Finn", "appears_in", "Glass Bay")}),
    # things one plays are no parts, whatever their ending
    ("The drama Salt Row returns next month. Dina Oke plays the piano and the recorder in one scene.", set()),
    ("The drama Salt Row returns next month. Dina Oke played poker with the writers.", set()),
    ("The drama Salt Row returns next month. Colm Reid played a blinder at the charity match.", set()),
])
def test_a_part_played_in_the_storys_work_is_any_person_noun(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # no work the story is about, but the sentence names one: a part played there is in it
    ("Her first film, the drama Salt Lane (2016), flopped, but it introduced her to Aron Vik, who played her husband.",
     {("Aron Vik", "appears_in", "Salt Lane")}),
    ("Kit Moor made two films that year. On the set of Red Vale he met Ines Parker, who played his landlady.",
     {("Ines Parker", "appears_in", "Red Vale")}),
    # a work only in the sentence before is no guess when the story has none
    ("Kit Moor made Red Vale and Blue Hill that year. Ines Parker played his landlady.", set()),
])
def test_a_part_in_the_work_its_sentence_names(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a name of ordinary words that NER took for a person is a title where only a work fits
    ("Netflix has renewed Iron Gate. The biopic stars Lorna Vey.", {("Lorna Vey", "appears_in", "Iron Gate")}),
    ("Tin Hat premieres on Friday. Owen Lamb plays a failed magician.", {("Owen Lamb", "appears_in", "Tin Hat")}),
    ("Ash Creek has been cancelled after two seasons. Its star, Nell Frost, is devastated.",
     {("Nell Frost", "appears_in", "Ash Creek")}),
    # a given name, or a name with a word no dictionary has, may be anyone: still a person
    ("Fans tried to cancel Rose Hill last year. Owen Lamb defended her.", set()),
    ("Fans tried to cancel Nell Frost last year. Owen Lamb defended her.", set()),
])
def test_a_title_of_ordinary_words_is_a_work_where_only_a_work_fits(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a show's offices as titles before names, in the show the story just named
    ("Love Island returned to screens on Monday. Host Maya Jett welcomed the new islanders.",
     {("Maya Jett", "appears_in", "Love Island")}),
    ("Dance Hall returns in May. The winners were announced by presenters Tess Rowe and Oliver Grant.",
     {("Tess Rowe", "appears_in", "Dance Hall"), ("Oliver Grant", "appears_in", "Dance Hall")}),
    ("Dance Hall returns in May. Head judge Gunnar Holm praised the couples.", {("Gunnar Holm", "appears_in", "Dance Hall")}),
    ("The breakfast show Early Start returns on Monday. The weekend anchor Marcus Reid will present it.",
     {("Marcus Reid", "appears_in", "Early Start")}),
    # the honorific of a court's judge, a judge of a court, and a title a paragraph away name no one in the show
    ("The singer sued the network over Dance Hall. Judge Ann Roe dismissed the case.", set()),
    ("Dance Hall returns in May. Court judge Ann Roe was not impressed.", set()),
    ("Dance Hall returns in May.\n\nHosts Tess Rowe and Ollie Mbeki opened a cafe in Leeds.", set()),
])
def test_a_shows_offices_as_titles_in_the_show_just_named(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # verbs that put their subject in the story's work only with "as" and a part
    ("The drama Salt Row returns in May. Eero Lind brings welcome menace as a salmon-farm manager.",
     {("Eero Lind", "appears_in", "Salt Row")}),
    ("The drama Salt Row returns in May. Tove Berg turns up briefly as the priest's housekeeper.",
     {("Tove Berg", "appears_in", "Salt Row")}),
    ("The drama Salt Row returns in May. Ada Vey will make a special appearance as a nurse in the first episode.",
     {("Ada Vey", "appears_in", "Salt Row")}),
    # a job before fame, a start in another line of work, a nickname: no part
    ("The drama Salt Row returns in May. Ada Vey worked as a waitress before she was cast.", set()),
    ("The drama Salt Row returns in May. Ada Vey started as a model in Paris.", set()),
    ("The drama Salt Row returns in May. Ada Vey made her name as a singer.", set()),
])
def test_a_part_after_as_on_a_performing_verb(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a role verb's list of others after "alongside" or "with", each with a part of their own
    ("The drama Salt Row returns in May. Ada Vey will play the captain, alongside Kit Amadi as her first mate "
     "and Helena Voss as the ship's surgeon.",
     {("Ada Vey", "appears_in", "Salt Row"), ("Kit Amadi", "appears_in", "Salt Row"), ("Helena Voss", "appears_in", "Salt Row")}),
    ("Salt Row stars Nora Dey as a widow, with Tom Hale as her son and Lucy Fenwick as a nosy neighbour.",
     {("Nora Dey", "appears_in", "Salt Row"), ("Tom Hale", "appears_in", "Salt Row"), ("Lucy Fenwick", "appears_in", "Salt Row")}),
    # "with" and no part: company, not cast
    ("The drama Salt Row returns in May. Ada Vey plays the captain with great charm, with her husband Tom Hale watching.",
     {("Ada Vey", "appears_in", "Salt Row")}),
])
def test_others_listed_with_parts_after_alongside_or_with(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a bare work noun before a name of ordinary words that NER called a person: a title
    ("The drama Glass Orchard returns in May. Sadie Dunn pops up in a brief role as a travelling preacher.",
     {("Sadie Dunn", "appears_in", "Glass Orchard")}),
    ("The sitcom Tin Roof returns in May. Owen Lamb turns up in a cameo as a postman.", {("Owen Lamb", "appears_in", "Tin Roof")}),
    # ... but a person's name after "the film" is the person ("In the film Tomas Berg plays a nurse")
    ("In the film Tomas Berg plays a nurse.", set()),
])
def test_a_bare_work_noun_names_a_title_of_ordinary_words(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a piece of the work one appears in; an appearance in one of its episodes
    ("The drama Salt Row returns in May. Tom Hale appears only in flashbacks.", {("Tom Hale", "appears_in", "Salt Row")}),
    ("The drama Salt Row returns in May. Clara Roche appears in one scene.", {("Clara Roche", "appears_in", "Salt Row")}),
    ("The drama Salt Row returns in May. Roderick Breck will make a guest appearance in episode four.",
     {("Roderick Breck", "appears_in", "Salt Row")}),
    # a person's named character; an on-screen relative
    ("The soap Bay Road turns 35 this year. The twist involves Kane Abara's character, the brooding fisherman Rafe.",
     {("Kane Abara", "appears_in", "Bay Road")}),
    ("The soap Bay Road turns 35 this year. His on-screen wife, Brenda Kilm, paid tribute on Monday.",
     {("Brenda Kilm", "appears_in", "Bay Road")}),
    # a person's character in the other sense, and an appearance in court, are no parts
    ("The soap Bay Road turns 35 this year. Critics attacked Ada Vey's character in the press.", set()),
    ("The soap Bay Road turns 35 this year. Ada Vey appeared in court on Monday.", set()),
])
def test_scenes_named_characters_and_on_screen_relatives(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the one-night part of a show names it, whatever NER called the title
    ("The final of Dance Hall aired on Saturday. Head judge Gunnar Holm praised the couples.",
     {("Gunnar Holm", "appears_in", "Dance Hall")}),
    ("Last night's premiere of Glass Bay drew five million viewers. Ada Vey stars as a nurse.",
     {("Ada Vey", "appears_in", "Glass Bay")}),
    # an event's final, and the network owning a show, are no titles
    ("The final of the World Cup drew millions. Head judge Gunnar Holm watched it.", set()),
    ("They reached the final of Channel Nine's talent show last year. Head judge Gunnar Holm praised them.", set()),
])
def test_the_final_or_premiere_of_a_show_names_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what a broadcaster owns, in title case after its possessive, is a show
    ("Ada Vey was a regular on the BBC's Mill Lane for ten years.", {("Ada Vey", "appears_in", "Mill Lane")}),
    ("Tom Hale, the presenter of Channel 4's Rate My Flat, was a late addition.", {("Tom Hale", "appears_in", "Rate My Flat")}),
    # a person, an office or a modifier after a broadcaster's possessive is no show
    ("Netflix's Ted Vance spoke at the event. Ada Vey was a regular there.", set()),
    ("The BBC's Director General resigned. Ada Vey was a regular there.", set()),
])
def test_a_broadcasters_possessive_names_its_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a broadcaster a title finder ran into the title is cut off at its possessive
    ("From 2001 to 2005 Tom Keane played a nurse on NBC's The Westbrook Files, the hospital drama.",
     {("Tom Keane", "appears_in", "The Westbrook Files")}),
    ("Ivy Marsh starred in ABN's The Copper Road.", {("Ivy Marsh", "appears_in", "The Copper Road")}),
    ("Ivy Marsh starred in Showtime's Iron Bay, the prison drama.", {("Ivy Marsh", "appears_in", "Iron Bay")}),
    # a possessive inside a title stays
    ("Ivy Marsh starred in The Tailor's Bride.", {("Ivy Marsh", "appears_in", "The Tailor's Bride")}),
    ("Ivy Marsh starred in The Tailor's Bride and Ocean Road.",
     {("Ivy Marsh", "appears_in", "The Tailor's Bride"), ("Ivy Marsh", "appears_in", "Ocean Road")}),
])
def test_a_title_loses_the_broadcaster_run_into_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a relative clause after a credit's "by" is about the work, not its maker
    ("Tom Keane broke through with Broken Valley (1994), directed by Ana Ruiz, in which he played a boxer.",
     {("Tom Keane", "appears_in", "Broken Valley")}),
    # a crew participle with its maker makes the name a work, whatever NER called it
    ("Tom Keane is best known for Iron Sky, written by Pia Lund, in which he plays a pilot.",
     {("Tom Keane", "appears_in", "Iron Sky")}),
    ("Ada Vey stars in Marrow Bay, produced by Lia Moss.", {("Ada Vey", "appears_in", "Marrow Bay")}),
])
def test_a_credit_participle_names_the_work_not_its_maker(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_person_described_by_a_crew_verb_stays_a_person(nlp):
    text = "Tom Keane, directed by his mother, won the school prize. He married Ada Vey in 2010."
    doc = prepare(nlp)(text)
    assert {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())} == {
        ("Tom Keane", "spouse", "Ada Vey")}


@pytest.mark.parametrize("text,expected", [
    # "turn up" and "pop up" in a title: appearing in it
    ("Tom Keane kept busy, turning up in Stone Harbor, The Pale Field and, later, Night Run (2003).",
     {("Tom Keane", "appears_in", "Stone Harbor"), ("Tom Keane", "appears_in", "The Pale Field")}),
    ("Tom Keane popped up in the sitcom Cold Harbor in 2004.", {("Tom Keane", "appears_in", "Cold Harbor")}),
    ("Ivy Hale turns up in Harbor Lights as a nurse.", {("Ivy Hale", "appears_in", "Harbor Lights")}),
    # a place, a court or a lost thing turning up is no appearance
    ("Tom Keane turned up in Madrid last week.", set()),
    ("Tom Keane turned up in court on Monday.", set()),
    ("Tom Keane's missing dog turned up in Glendale.", set()),
])
def test_turning_up_in_a_title_is_appearing_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # returning or fellow stars of the story's work, and who joins them
    ("Netflix has renewed its crime drama Saltfield for a second season. Ana Reyes and Tom Vale will join "
     "returning stars Mia Stone and Lars Dahl when cameras roll this autumn.",
     {("Ana Reyes", "appears_in", "Saltfield"), ("Tom Vale", "appears_in", "Saltfield"),
      ("Mia Stone", "appears_in", "Saltfield"), ("Lars Dahl", "appears_in", "Saltfield")}),
    ("The BBC has ordered more of the sitcom Desk Job. Fellow star Ida Berg is also back.",
     {("Ida Berg", "appears_in", "Desk Job")}),
    # joining someone at a premiere is attending it; a pop star is no cast title
    ("Netflix has renewed its crime drama Saltfield for a second season. Ana Reyes joined her husband, Tom Vale, at the premiere.",
     set()),
    ("Netflix has renewed its crime drama Saltfield for a second season. Ana Reyes joined pop star Tom Vale on tour.", set()),
])
def test_returning_stars_and_who_joins_them_are_the_cast(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a venue after the title, however written, is where it was staged, not part of it
    ("Ana Reyes won an award in 2009 for her performance in The Glass Room at the Kingsway theatre.",
     {("Ana Reyes", "appears_in", "The Glass Room")}),
    ("Ana Reyes won praise for her performance in The Glass Room at the Kingsway Theatre.",
     {("Ana Reyes", "appears_in", "The Glass Room")}),
    # a broadcaster after "on" is where the show airs, not part of its title, and no title itself
    ("Ana Reyes has presented the daily talk show Cafe Bia on TV Aurora since 2009.",
     {("Ana Reyes", "appears_in", "Cafe Bia")}),
    ("Tom Vale hosted Night Owls on Channel 9 for a decade.", {("Tom Vale", "appears_in", "Night Owls")}),
    # a title with "on" inside stays whole
    ("Ana Reyes starred in Death on the Nile Road.", {("Ana Reyes", "appears_in", "Death on the Nile Road")}),
])
def test_a_title_ends_before_its_venue_or_broadcaster(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a debut in a title, whichever way the small model reads "made her ... debut"
    ("Ana Reyes made her film debut in 2004 in the drama Bay Road.", {("Ana Reyes", "appears_in", "Bay Road")}),
    # a stage debut is none (SCHEMA: a show, a film or a series)
    ("Ana Reyes made her Broadway debut in the musical Gaslight Alley.", set()),
    ("Hannah Wex will make her Broadway debut this autumn in the new musical Gaslight Alley.", set()),
    ("Hannah Wex debuted in the soap Bay Road in 2004.", {("Hannah Wex", "appears_in", "Bay Road")}),
    # a debut as a singer, with a song, or of a look is no part
    ("Back in 2011 Tom Vale, a jingle writer, made a first screen debut with the song \"Kite Season\" for Glass Tide.", set()),
    ("Hannah Wex debuted her new look at the Met Gala.", set()),
    ("Hannah Wex will make her point in court.", set()),
])
def test_a_debut_in_a_title_is_an_appearance(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # descriptions before a title: a nationality, a lower-case modifier of the genre noun
    ("Vale has since moved on with Danish actress Anika Sorensen, 27, best known for the Nordic noir series Nordlys.",
     {("Anika Sorensen", "appears_in", "Nordlys")}),
    ("Anika Sorensen is best known for the Scandi crime drama Nordlys.", {("Anika Sorensen", "appears_in", "Nordlys")}),
])
def test_known_for_a_title_past_its_descriptions(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "who" after a copula's complement is the copula's subject
    ("Caio Cordeiro is a rapper who reached the semi-finals of the talent show Canta Brasil.",
     {("Caio Cordeiro", "appears_in", "Canta Brasil")}),
    ("Her brother Caio Lins is an actor who starred in the drama Bay Road.", {("Caio Lins", "appears_in", "Bay Road")}),
    # a hyphened description before the work's kind
    ("Ciara Nolan is best known for the after-school show Bosca Ban.", {("Ciara Nolan", "appears_in", "Bosca Ban")}),
])
def test_who_is_described_and_how_the_work_is(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a credit in brackets after a name is that person's, and not the work the sentence's role is in
    ("Priya Venkat (The Glass Orchard) and Joon Bae (Midnight Ferry) will join the cast.",
     {("Priya Venkat", "appears_in", "The Glass Orchard"), ("Joon Bae", "appears_in", "Midnight Ferry")}),
    ("Netflix has renewed its drama Saltfield. Priya Venkat (The Glass Orchard) and Joon Bae (Midnight Ferry) will join the cast.",
     {("Priya Venkat", "appears_in", "The Glass Orchard"), ("Joon Bae", "appears_in", "Midnight Ferry"),
      ("Priya Venkat", "appears_in", "Saltfield"), ("Joon Bae", "appears_in", "Saltfield")}),
])
def test_a_credit_in_brackets_is_no_sentences_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a work that takes people on: they appear in it
    ("Netflix's drama Saltfield has added Priya Venkat to its cast.", {("Priya Venkat", "appears_in", "Saltfield")}),
    ("The drama Saltfield has cast Priya Venkat as a detective.", {("Priya Venkat", "appears_in", "Saltfield")}),
    ("The drama Saltfield has tapped Priya Venkat to play the lead.", {("Priya Venkat", "appears_in", "Saltfield")}),
    ("Netflix has renewed Saltfield. The show has added Priya Venkat and Joon Bae to its ensemble.",
     {("Priya Venkat", "appears_in", "Saltfield"), ("Joon Bae", "appears_in", "Saltfield")}),
    # a network or a director casting, or a work adding anything but people to its cast, is not this
    ("Netflix has cast Priya Venkat in a new drama.", set()),
    ("The drama Saltfield has added a second season.", set()),
])
def test_a_work_that_takes_people_on_has_them_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_season_told_in_a_clause_under_the_verb_is_not_its_subjects(nlp):
    # "its ninth season" is the show's, inside the reported clause: the network and the plaintiff stay no works
    text = ("Less than a week after Apex Broadcasting announced that the producer Dex Malone would not return to "
            "the judges' table of Starmaker for its ninth season, Malone filed a lawsuit against the network.")
    doc = prepare(nlp)(text)
    from kgbuild.extraction.mentions import WORK, find_mentions
    works = {m.name for m in find_mentions(doc) if m.type == WORK}
    assert "Apex Broadcasting" not in works and "Malone" not in works


def test_a_persons_name_never_ends_on_of(nlp):
    text = "Dex Malone was the heart of the show, said his attorney, Raymond Achebe of Achebe & Moss LLP."
    doc = prepare(nlp)(text)
    from kgbuild.extraction.mentions import find_mentions
    assert "Raymond Achebe" in {m.name for m in find_mentions(doc)}
    assert "Raymond Achebe of" not in {m.name for m in find_mentions(doc)}


@pytest.mark.parametrize("text,expected", [
    # joining the cast's people at an occasion is attending; a director joining them is crew
    ("Iron Bay returns in May. Mara Quill will join co-star Tom Vale at the premiere in London.",
     {("Tom Vale", "appears_in", "Iron Bay")}),
    ("Iron Bay returns in May. Her husband Ben Cole joined co-star Tom Vale on the red carpet.",
     {("Tom Vale", "appears_in", "Iron Bay")}),
    ("Iron Bay returns in May. Ben Cole, the show's new director, will join returning stars Tom Vale and Mara Quill.",
     {("Tom Vale", "appears_in", "Iron Bay"), ("Mara Quill", "appears_in", "Iron Bay")}),
    # a work taking someone on to write, compose or advise takes on crew
    ("The drama Iron Bay has hired Tom Vale to write the second season.", set()),
    ("The series Iron Bay has enlisted composer Tom Vale to write the score.", set()),
    ("The series Iron Bay has recruited former detective Tom Vale as a consultant.", set()),
    ("The drama Iron Bay has hired Tom Vale to play the villain.", {("Tom Vale", "appears_in", "Iron Bay")}),
    # titles that hold a possessive, "at Radio ..." or a hyphened "single-"
    ("Mara Quill starred in the comedy Daddy's A Gangster.", {("Mara Quill", "appears_in", "Daddy's A Gangster")}),
    ("Mara Quill starred in the concert film Live at Radio Harbour.", {("Mara Quill", "appears_in", "Live at Radio Harbour")}),
    ("Mara Quill has had roles in the single-camera comedy Pine Row and the drama Iron Bay.",
     {("Mara Quill", "appears_in", "Pine Row"), ("Mara Quill", "appears_in", "Iron Bay")}),
])
def test_a_second_readers_counter_examples(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # whose co-star: the possessive pronoun's person is in the work too, past "former" and the like
    ("Before that, Sara Kilbride had been in a relationship with her former Harbour Lights co-star Declan Furey.",
     {("Sara Kilbride", "appears_in", "Harbour Lights"), ("Declan Furey", "appears_in", "Harbour Lights")}),
    ("In June, Tom Hale married his Millbrook Lane co-star Amira Hussain in a low-key ceremony.",
     {("Tom Hale", "appears_in", "Millbrook Lane"), ("Amira Hussain", "appears_in", "Millbrook Lane")}),
    # a pronoun with no one to stand for names no one
    ("In June, he married his Millbrook Lane co-star Amira Hussain.", {("Amira Hussain", "appears_in", "Millbrook Lane")}),
])
def test_whose_co_star_is_in_the_work_too(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a show a story names by "its" is no person, whatever NER called it, and "the soap" after it is that show
    ("Harbor Point is losing its matriarch. Dana Cole, who has played Ivy on the soap since 1999, is to leave the show.",
     {("Dana Cole", "appears_in", "Harbor Point")}),
    ("Kestrel Lane has lost its biggest star. Dana Cole, who played the vicar for 20 years, will leave the soap in May.",
     {("Dana Cole", "appears_in", "Kestrel Lane")}),
    # a firm losing its own is still a firm
    ("Bluegate Pictures has lost its chief executive. Dana Cole, who starred in the film, was not surprised.", set()),
    # more work nouns before a title: a spin-off, a sequel, a revival, a broadcast, a novela
    ("Tom Hale now co-hosts its spin-off, Garden Wars, with chef Rosa Obi.",
     {("Tom Hale", "appears_in", "Garden Wars"), ("Rosa Obi", "appears_in", "Garden Wars")}),
    ("The sequel, Night Road, stars Dana Cole.", {("Dana Cole", "appears_in", "Night Road")}),
    ("Dana Cole co-anchors the flagship evening broadcast Meridian Tonight.",
     {("Dana Cole", "appears_in", "Meridian Tonight")}),
    ("Dana Cole had a recurring role in the 2021 revival, Maple Court: Next Generation.",
     {("Dana Cole", "appears_in", "Maple Court: Next Generation")}),
    # lower-case words inside titles in other languages
    ("Dana Cole was cast as a fisherman's daughter in the primetime novela Amor na Praia.",
     {("Dana Cole", "appears_in", "Amor na Praia")}),
    ("Dana Cole hosts the talk show Tarde com Dana on TV Uno.", {("Dana Cole", "appears_in", "Tarde com Dana")}),
    ("Raj Kumar starred in the 1986 film Toofan ka Raja.", {("Raj Kumar", "appears_in", "Toofan ka Raja")}),
])
def test_a_show_named_by_its_and_more_kinds_of_work_before_a_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # nominees listed "A for X": an unquoted title after "for", past a description, ends at the next credit
    ("Also nominated are Ada Vey for Cold Harbour and Mia Sol for Iron Bay.",
     {("Ada Vey", "appears_in", "Cold Harbour"), ("Mia Sol", "appears_in", "Iron Bay")}),
    ("Kang Min-jae is nominated for best actor, alongside Yoon Tae-oh for the period drama Iron Lotus.",
     {("Yoon Tae-oh", "appears_in", "Iron Lotus")}),
    # a crew category's nominees made the work; thanks "for" are no credit; a network is no title
    ("The nominees for best director are Ada Vey for Cold Harbour and Tom Reed for Iron Bay.", set()),
    ("Ada Vey thanked Tom Reed for Cold Harbour.", set()),
    ("The nominees are Ada Vey for Netflix and Tom Reed for the BBC.", set()),
])
def test_nominees_listed_with_for_and_a_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


_REVIEW = "Copper Lantern review - a quiet thriller\n\nDana Whitlow's third feature, Copper Lantern, is a slow story about a lighthouse keeper.\n\n"


@pytest.mark.parametrize("text,expected", [
    # a credit named in the same sentence is what the actor did before; the character is in the film reviewed
    (_REVIEW + "Nell Ferris, best remembered for the hospital drama Ward Nine, plays Agnes, the keeper's sister.",
     {("Nell Ferris", "appears_in", "Copper Lantern"), ("Nell Ferris", "appears_in", "Ward Nine")}),
    (_REVIEW + "Nell Ferris, who is best known for the sitcom Ward Nine, plays Agnes.",
     {("Nell Ferris", "appears_in", "Copper Lantern"), ("Nell Ferris", "appears_in", "Ward Nine")}),
    (_REVIEW + "Best known for the sitcom Ward Nine, Nell Ferris plays the keeper's sister, Agnes.",
     {("Nell Ferris", "appears_in", "Copper Lantern"), ("Nell Ferris", "appears_in", "Ward Nine")}),
    # ... but a work the role's own slot names is where the part is
    (_REVIEW + "Nell Ferris, best known for the sitcom Ward Nine, in which she plays Agnes, has a cameo.",
     {("Nell Ferris", "appears_in", "Ward Nine"), ("Nell Ferris", "appears_in", "Copper Lantern")}),
    # "plays" as the clause's verb opens no title after a credit list
    ("Nell Ferris, best remembered for the hospital drama Ward Nine, plays Agnes, a nurse.",
     {("Nell Ferris", "appears_in", "Ward Nine")}),
])
def test_a_credit_named_beside_a_character_is_not_where_the_part_is(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a character "is played by" someone: in the story's work, past a credit that describes the actor
    (_REVIEW + "Callum is played by Kwame Osei, so good last year in the drama Ironbridge.",
     {("Kwame Osei", "appears_in", "Copper Lantern"), ("Kwame Osei", "appears_in", "Ironbridge")}),
    (_REVIEW + "The stranger is played by Ruth Amadi. The role of the mayor is played by Tom Birch.",
     {("Ruth Amadi", "appears_in", "Copper Lantern"), ("Tom Birch", "appears_in", "Copper Lantern")}),
    (_REVIEW + "Agnes, the keeper's sister, is played with real warmth by Nell Ferris.",
     {("Nell Ferris", "appears_in", "Copper Lantern")}),
    (_REVIEW + "Rob is portrayed by the Norwegian actor Lars Dahl, and his mother is voiced by Ines Moro.",
     {("Lars Dahl", "appears_in", "Copper Lantern"), ("Ines Moro", "appears_in", "Copper Lantern")}),
    (_REVIEW + "Callum is played by Kwame Osei, so good last year as the shell-shocked medic in Ironbridge.",
     {("Kwame Osei", "appears_in", "Copper Lantern"), ("Kwame Osei", "appears_in", "Ironbridge")}),
    # (praise dated "last summer" is for a performance, but never in a place)
    (_REVIEW + "Mia Lund, who was great last summer in London, plays Agnes.", {("Mia Lund", "appears_in", "Copper Lantern")}),
    # ... not an instrument or a game someone plays
    (_REVIEW + "The piano is played by Tom Birch. Football was played by Ruth Amadi at school.", set()),
])
def test_a_character_played_by_someone_is_in_the_storys_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a review's headline names its work, though the review opens on a scene and says "film" only later
    ("The Glass Orchard review - Ines Moro is magnificent in a quiet elegy\n\nFour stars\n\nThere is a moment, an hour "
     "into Hanne Berg's The Glass Orchard, when Ines Moro stands at a window. She does nothing else for two minutes. It "
     "is the best thing I have seen this year.\n\nInes Moro plays Agnes Tull, a widowed ferry operator. Her son is "
     "played by Tom Birch. The film opens on Friday.",
     {("Ines Moro", "appears_in", "The Glass Orchard"), ("Tom Birch", "appears_in", "The Glass Orchard")}),
])
def test_a_reviews_headline_names_the_work_reviewed(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "with A, B and C in the ensemble" after a starring or role verb: the list's parts are in the work
    ("Neon Fields stars Colt Brenner as patriarch Eli Vance, with Ada Solis, Tobias Whit and Sunny Okoro in the ensemble.",
     {(p, "appears_in", "Neon Fields") for p in ("Colt Brenner", "Ada Solis", "Tobias Whit", "Sunny Okoro")}),
    ("The drama Neon Fields stars Colt Brenner, with Ada Solis and Tobias Whit in supporting roles.",
     {(p, "appears_in", "Neon Fields") for p in ("Colt Brenner", "Ada Solis", "Tobias Whit")}),
    ("Colt Brenner leads the cast of Neon Fields, with Ada Solis and Tobias Whit in smaller parts.",
     {(p, "appears_in", "Neon Fields") for p in ("Colt Brenner", "Ada Solis", "Tobias Whit")}),
    # ... not people "with" the star somewhere else
    ("Neon Fields stars Colt Brenner, who arrived at the premiere with Ada Solis and Tobias Whit in the front row.",
     {("Colt Brenner", "appears_in", "Neon Fields")}),
])
def test_a_list_with_parts_in_the_ensemble(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what grosses money at the box office is a work, whatever NER called it; "the film" is it
    ("Released in 2022, Orbit of Dust grossed more than $640 million worldwide. The film stars Harper Quin as an "
     "engineer, alongside Mikkel Sorensen and Yara Haddad.",
     {(p, "appears_in", "Orbit of Dust") for p in ("Harper Quin", "Mikkel Sorensen", "Yara Haddad")}),
    ("Copper Years has grossed $12 million in Nigeria. Funke Ade plays the lead.",
     {("Funke Ade", "appears_in", "Copper Years")}),
])
def test_a_title_that_grosses_money_is_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # (a second reader's counter-examples) a part played in another work, or in another version
    ("Harbor Lights renewed\n\nNetflix has renewed the drama Harbor Lights for a fifth season.\n\nThe lead role in next "
     "year's film Salt Kings will be played by Tom Reed.", set()),
    ("Harbor Lights renewed\n\nNetflix has renewed the drama Harbor Lights for a fifth season.\n\nIn the new biopic, "
     "Ana Bell is played by Kim Birch.", set()),
    (_REVIEW + "The role of the captain was played by Tom Reed on stage.", set()),
    # ... but the story's own film named again is the part's
    (_REVIEW + "Callum was voiced by Tom Reed in the original 1967 film.", {("Tom Reed", "appears_in", "Copper Lantern")}),
    # crew roles and another cast are no ensemble; "also in the cast" is
    ("Neon Fields stars Colt Brenner, with Ada Solis and Tobias Whit in producing roles.",
     {("Colt Brenner", "appears_in", "Neon Fields")}),
    ("Neon Fields stars Colt Brenner, with Ada Solis and Tobias Whit also in the cast.",
     {(p, "appears_in", "Neon Fields") for p in ("Colt Brenner", "Ada Solis", "Tobias Whit")}),
    # praise dated in a league or at a festival names no work
    ("Marco Ruiz, so good last season in Serie A, has signed for Velvet Lane FC.", set()),
])
def test_second_reader_counter_examples_for_parts_and_ensembles(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a part described after "as", then "in" or "on" and the work: whatever the verb before it
    ("Tomas Brey, who won over critics as a gruff lighthouse keeper in the drama Salt Hours, joins the cast.",
     {("Tomas Brey", "appears_in", "Salt Hours")}),
    ("Helen Marsh was chilling as the widowed landlady in the thriller Blackwater Lane.",
     {("Helen Marsh", "appears_in", "Blackwater Lane")}),
    ("Later, Pim Vos had a recurring role as a crooked judge on The Marlow Files.",
     {("Pim Vos", "appears_in", "The Marlow Files")}),
    # whom a verb of knowing names holds the part
    ("Viewers will know Greta Lind as the ruthless headmistress in the school comedy Copper Hill.",
     {("Greta Lind", "appears_in", "Copper Hill")}),
    # after "on", a name NER takes for a place is the show ("on Bellwether County" is no place one is on)
    ("Arlo Penn was cast as the small-town sheriff on Maple County.",
     {("Arlo Penn", "appears_in", "Maple County")}),
])
def test_a_part_described_after_as_is_in_the_work_named_after_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text", [
    "Kim Dahl works as a dentist in Harbour Vale.",  # a job
    "Jon Reyes spent years as a producer on The Night Desk.",  # crew
    "Mila Ortiz shone as a barmaid in London.",  # a place after "in"
    "Her visibility as a judge on Star Search helped the single, Paper Kites.",  # the noun's owner, not the clause's subject
    "Ravi Menon was held as a suspect in Harbour Vale for two days.",  # done to him, no part
    "Leah Cho trained as a nurse in Dublin before turning to acting.",
    # a verb that casts no one: only a title described as a work counts, never a place or an event
    "Mira Holt spent years as a trader on Wall Street.",
    "Tobias Lenz earned a fortune as a banker in the City of London.",
    "Tobias Lenz was unbeatable as a striker in the Premier League.",
    "Mira Holt served as a nurse in the Iraq War.",
    "Tobias Lenz spent a decade as a columnist on The Sunday Herald.",
    "Tobias Lenz made his living as a bartender in Hell's Kitchen.",
])
def test_as_a_job_crew_or_place_is_no_part(nlp, text):
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("text,title,is_work", [
    # a numbered season names its work before or after it, whatever NER called the title (a person, here)
    ("Harbour Lights season three premieres on Streamvale in May.", "Harbour Lights", True),
    ("Streamvale has confirmed that season three of Harbour Lights will premiere in May.", "Harbour Lights", True),
    ("A new judge joins Copper Coast season nine.", "Copper Coast", True),
    # a person's season is no title
    ("Ada Vey had her best season in 2019.", "Ada Vey", False),
])
def test_a_numbered_season_names_its_work(nlp, text, title, is_work):
    from kgbuild.extraction.mentions import WORK, find_mentions

    doc = prepare(nlp)(text)
    works = {m.name for m in find_mentions(doc) if m.type == WORK}
    assert (title in works) == is_work, works


@pytest.mark.parametrize("text,expected", [
    # a noun before a genre noun describes the title after them, however the parser read "stage"
    ("Ada Vey is best known for the stage musical The Lamplighters.", {("Ada Vey", "appears_in", "The Lamplighters")}),
    # ... not a subject before the verb "play", nor a song's "hit"
    ("In the film, the siblings play Min-seo and Jae-won.", set()),
    ('Wade Callis, best known for his 2009 crossover hit "Gravel Road Gospel," married Dana Boone.', set()),
])
def test_a_noun_before_a_genre_noun_describes_the_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the people a plural noun after "alongside" names are co-stars, wherever the parser hung their names
    ("Ada Vey starred in the film Tres Rosas alongside her sisters, Lucia Vey and Gabriela Vey.",
     {("Ada Vey", "appears_in", "Tres Rosas"), ("Lucia Vey", "appears_in", "Tres Rosas"),
      ("Gabriela Vey", "appears_in", "Tres Rosas")}),
    ("Tom Pike starred in the drama Salt Hours alongside two newcomers, Ivy Lund and Max Berg.",
     {("Tom Pike", "appears_in", "Salt Hours"), ("Ivy Lund", "appears_in", "Salt Hours"),
      ("Max Berg", "appears_in", "Salt Hours")}),
])
def test_people_a_plural_noun_after_alongside_names_are_co_stars(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a name after the comma that opens a clause is a speaker or a new subject, no co-star
    ("Mira Holt starred in the drama Copper Lane alongside two veterans, Tobias Lenz told Variety.",
     {("Mira Holt", "appears_in", "Copper Lane")}),
    ("Mira Holt starred in the drama Copper Lane alongside several newcomers, and Ada Brook will direct.",
     {("Mira Holt", "appears_in", "Copper Lane")}),
    ("Mira Holt's co-star in Copper Lane, Tobias Lenz said, was a joy.", {("Mira Holt", "appears_in", "Copper Lane")}),
])
def test_a_speaker_after_a_co_star_phrase_is_no_co_star(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "her co-star in X, B": the name after the work is the co-star (the parser hangs it on the work)
    ("Ada Vey thanked her co-star in Island Wives, Zara Bello.",
     {("Ada Vey", "appears_in", "Island Wives"), ("Zara Bello", "appears_in", "Island Wives")}),
    ("Among the guests were Ada Vey's co-stars from the series Island Wives, Zara Bello and Chioma Eke.",
     {("Ada Vey", "appears_in", "Island Wives"), ("Zara Bello", "appears_in", "Island Wives"),
      ("Chioma Eke", "appears_in", "Island Wives")}),
    # ... not what a comma after some other phrase introduces, nor a guest "from" a hotel (only a co-star is from a work)
    ("She was one of the best-loved stars of the golden age, passed away at her Leafy Park home.", set()),
    ("Mira Holt met a guest from the Copper Lane Hotel.", set()),
])
def test_the_name_after_a_role_noun_s_work_is_its_holder(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an adjective between the possessive and the title: still "her X co-stars", whatever the tagger made of "co-stars"
    ("Ada Vey and her former Island Wives co-stars Zara Bello and Chioma Eke attended.",
     {("Ada Vey", "appears_in", "Island Wives"), ("Zara Bello", "appears_in", "Island Wives"),
      ("Chioma Eke", "appears_in", "Island Wives")}),
    # a work before the verb "co-stars" stays the verb's subject, whose cast the names are
    ("The drama Red Orchard co-stars Tom Pike and Ivy Lund.",
     {("Tom Pike", "appears_in", "Red Orchard"), ("Ivy Lund", "appears_in", "Red Orchard")}),
])
def test_an_adjective_before_a_title_and_a_costar_noun(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the work a relative clause describes fills its verb's work slot: the object of a verb whose
    # object is the work, through "which" or with no relative pronoun, and a stranded preposition
    ("Night Ledger, which Anna Berg hosts, has run since 2011.", {("Anna Berg", "appears_in", "Night Ledger")}),
    ("Night Ledger, which Anna Berg co-hosts alongside Omar Haddad, has run since 2011.",
     {("Anna Berg", "appears_in", "Night Ledger"), ("Omar Haddad", "appears_in", "Night Ledger")}),
    ("Night Ledger, the series Anna Berg presents, returns in May.", {("Anna Berg", "appears_in", "Night Ledger")}),
    ("She left the soap Night Ledger, which Anna Berg joined in 2019.", {("Anna Berg", "appears_in", "Night Ledger")}),
    ("Anna Berg talked about Night Ledger, the medical drama she starred in for six years.",
     {("Anna Berg", "appears_in", "Night Ledger")}),
    # not a clause with its own object, nor one whose noun names no work, nor a song's performer
    ("Night Ledger, the show that made Anna Berg famous, returns in May.", set()),
    ("The gala Anna Berg hosts every spring raised two million dollars.", set()),
    ("The year Anna Berg hosted the gala was her best.", set()),
    ("Tallis Reeve wrote a song for the film Night Ledger, \"Riverlight,\" which she performs over the credits.", set()),
])
def test_a_relative_clause_s_noun_fills_its_verb_s_work_slot(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "opposite B" hung on a work puts B in it, and whoever the phrase is about: the clause's subject,
    # or the possessor of a work's phrase that is the subject
    ("Anna Berg signed on for the period drama Glass Harbor, opposite Marion Teague, last week.",
     {("Anna Berg", "appears_in", "Glass Harbor"), ("Marion Teague", "appears_in", "Glass Harbor")}),
    ("Anna Berg's next film, the heist comedy Glass Harbor, opposite Marion Teague, opens in May.",
     {("Anna Berg", "appears_in", "Glass Harbor"), ("Marion Teague", "appears_in", "Glass Harbor")}),
    ("Omar Haddad has joined the thriller Glass Harbor opposite Marion Teague and Petra Lind.",
     {("Omar Haddad", "appears_in", "Glass Harbor"), ("Marion Teague", "appears_in", "Glass Harbor"),
      ("Petra Lind", "appears_in", "Glass Harbor")}),
    # no work on the way up, no person opposite, a negation: nothing
    ("Anna Berg lives opposite Marion Teague in a quiet street.", set()),
    ("Anna Berg filmed Glass Harbor in the studio opposite the old harbour.", {("Anna Berg", "appears_in", "Glass Harbor")}),
    ("Anna Berg did not sign on for the drama Glass Harbor, opposite Marion Teague.", set()),
])
def test_opposite_someone_in_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a cast noun as the subject of a passive "led by", "headed by": the agents are its cast
    ("The voice cast of Night Ledger is led by Anna Berg and Omar Haddad.",
     {("Anna Berg", "appears_in", "Night Ledger"), ("Omar Haddad", "appears_in", "Night Ledger")}),
    ("The cast of Night Ledger was headed by Anna Berg, Omar Haddad and Petra Lind.",
     {("Anna Berg", "appears_in", "Night Ledger"), ("Omar Haddad", "appears_in", "Night Ledger"),
      ("Petra Lind", "appears_in", "Night Ledger")}),
    ("The drama Night Ledger opens in May. The cast is led by Anna Berg.", {("Anna Berg", "appears_in", "Night Ledger")}),
    # not a team or a crew led by someone
    ("The drama Night Ledger opens in May. The writing team is led by Anna Berg.", set()),
])
def test_a_cast_led_by_people(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a show's panel is its cast: "consists of", "comprises"; and each name of a cast listed with its part
    ("The talent show Glass Harbor ended on Sunday. Glass Harbor's coaching panel consisted of Anna Berg, Omar Haddad"
     " and Petra Lind.",
     {("Anna Berg", "appears_in", "Glass Harbor"), ("Omar Haddad", "appears_in", "Glass Harbor"),
      ("Petra Lind", "appears_in", "Glass Harbor")}),
    ("The talent show Glass Harbor is back. Glass Harbor's judging panel comprises Anna Berg and Omar Haddad.",
     {("Anna Berg", "appears_in", "Glass Harbor"), ("Omar Haddad", "appears_in", "Glass Harbor")}),
    # ... a panel whose owner is no work (a season) names none
    ("The talent show Night Ledger ended on Sunday. This season's coaching panel consisted of Anna Berg and Omar Haddad.",
     set()),
    ("The drama Night Ledger opens in May. The supporting cast includes Anna Berg as his mother and Omar Haddad as his"
     " brother.", {("Anna Berg", "appears_in", "Night Ledger"), ("Omar Haddad", "appears_in", "Night Ledger")}),
    # not a panel of something else, nor a part's second noun
    ("The drama Night Ledger opens in May. The panel of experts consisted of Anna Berg and Omar Haddad.", set()),
    ("The drama Night Ledger opens in May. The cast includes Anna Berg as his mother and father.",
     {("Anna Berg", "appears_in", "Night Ledger")}),
])
def test_a_panel_and_a_cast_listed_with_parts(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples: "opposite" only with a verb of taking part, never a song;
    # a relative clause's generic work noun is no title; a panel names its work
    ('Anna Berg turned down the drama "Glass Harbor," opposite Tom Hale.', set()),
    ('Anna Berg produced the drama "Glass Harbor," opposite Lena Ort.', set()),
    # (being cast in a work is taking part in it, and so is being cast opposite the one cast)
    ('Tom Hale has cast Anna Berg in the drama "Glass Harbor," opposite Lena Ort.',
     {("Anna Berg", "appears_in", "Glass Harbor"), ("Lena Ort", "appears_in", "Glass Harbor")}),
    ('Anna Berg auditioned for the drama "Glass Harbor," opposite Tom Hale.', set()),
    ('Anna Berg recorded the duet "Silver Morning" opposite Tom Hale.', set()),
    ('Anna Berg signed on for the drama "Glass Harbor," opposite Tom Hale.',
     {("Anna Berg", "appears_in", "Glass Harbor"), ("Tom Hale", "appears_in", "Glass Harbor")}),
    ('The drama "Night Ledger" premieres in May. The quiz show, which Tom Hale hosts, has been renewed.', set()),
    ('"Glass Harbor" premieres in May. The Lakeport Film Festival\'s jury panel comprises Lena Ort and Tom Hale.', set()),
    ('"Glass Harbor" won the Harlow Award. The awards panel comprised Lena Ort and Tom Hale.', set()),
])
def test_second_reader_counter_examples_of_the_sixteenth_run(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # places joined by "and" after a role verb's "in" are places, not a title
    ("His father is former footballer Tomas Reyes, who played for several clubs in Argentina and Spain.", set()),
    ("Tomas Reyes played in Italy and France before he retired.", set()),
    # a venue with a lower-case word after it is where a show ran, not the show
    ("Mara Quill, who originated the role of Wren on Broadway in \"Salt Meadow\" in 2011, returns as Hester.",
     {("Mara Quill", "appears_in", "Salt Meadow")}),
    # a record's title is no person, so it appears in nothing
    ("Mara Quill, whose 2022 album Saltwater Hymns spent eleven weeks at No. 1, will play Wren in the film Salt Meadow.",
     {("Mara Quill", "appears_in", "Salt Meadow")}),
    ("Her new single Golden Hour is out now, and Mara Quill stars in the series \"Salt Meadow\".",
     {("Mara Quill", "appears_in", "Salt Meadow")}),
])
def test_places_venues_and_records_are_no_works_or_people(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a reduced passive of a verb that holds a role only in the passive ("seen", "cast") after a name
    ("Viewers spotted superstar Tom Hale, last seen in the action drama Salt Meadow (2023), in a short scene.",
     {("Tom Hale", "appears_in", "Salt Meadow")}),
    ("Mara Quill, cast in the drama \"Salt Meadow\" last year, returns to the stage.",
     {("Mara Quill", "appears_in", "Salt Meadow")}),
    ("Tom Hale, seen in Gucci at the gala, smiled for the cameras.", set()),
    # "broke out with" a title, as "broke out in"
    ("Han Do-yun broke out internationally with the thriller series Red Ledger in 2021.",
     {("Han Do-yun", "appears_in", "Red Ledger")}),
    ("Mara Quill broke out with the sitcom \"Salt Meadow\", then moved to films.", {("Mara Quill", "appears_in", "Salt Meadow")}),
    ("Mara Quill broke up with Tom Hale in 2019.", set()),
])
def test_a_reduced_passive_and_a_breakout_open_a_title_slot(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a dated possessive before a title is its description ("last year's box office hit X", "2019's Y")
    ("Ada Vey has leading roles in the romance drama Eighteen Summers and last year's box office hit Paper Crane Hotel.",
     {("Ada Vey", "appears_in", "Eighteen Summers"), ("Ada Vey", "appears_in", "Paper Crane Hotel")}),
    ("Ada Vey starred in 2019's \"Paper Crane Hotel\" and this summer's \"Salt Meadow\".",
     {("Ada Vey", "appears_in", "Paper Crane Hotel"), ("Ada Vey", "appears_in", "Salt Meadow")}),
    # a second "for" after "known for" names another title, when its kind or quotes say it is one
    ("Tom Hale is best known for playing a sheriff in the crime drama \"Ridgeline\" and for the western Tall Grass.",
     {("Tom Hale", "appears_in", "Ridgeline"), ("Tom Hale", "appears_in", "Tall Grass")}),
    ("Tom Hale is best known for playing a sheriff in the crime drama \"Ridgeline\" and for co-founding Acme Films.",
     {("Tom Hale", "appears_in", "Ridgeline")}),
])
def test_dated_possessives_and_a_second_known_for(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples of the seventeenth run: a second "for", or "broke out with", names a
    # title only when a screen genre names it; a novel, a product or a person is none
    ("Ada Vey is best known for the sitcom Salt Meadow and for her novel The Glass Orchard.",
     {("Ada Vey", "appears_in", "Salt Meadow")}),
    ("Ada Vey is known for Salt Meadow and for the \"Glint\" skincare line.", {("Ada Vey", "appears_in", "Salt Meadow")}),
    ("Tom Hale broke out with Ada Vey, his partner on the stand-up circuit.", set()),
    ("Tom Hale broke out with his debut novel The Glass Orchard in 2012.", set()),
    ("Mara Quill broke out with the sitcom \"Salt Meadow\", then moved to films.", {("Mara Quill", "appears_in", "Salt Meadow")}),
    # a sports captain in a story about a show is in no show
    ("Ada Vey hosts the quiz show \"Salt Meadow\". Her brother, cricket team captain Tom Vey, visited the set.",
     {("Ada Vey", "appears_in", "Salt Meadow")}),
])
def test_second_reader_counter_examples_of_the_seventeenth_run(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a casting story's verb of joining says a bracketed title after a name is the actor's credit
    ("Joining Mara Quill in the film are Korean star Han Do-yun and Brazilian actor Lucas Ferreira (Mare Alta).",
     {("Lucas Ferreira", "appears_in", "Mare Alta")}),
    ("Tom Hale (Glass Harbor) has boarded the project.", {("Tom Hale", "appears_in", "Glass Harbor")}),
    # a club, a party or a photo note in brackets is none
    ("Tom Hale (Chelsea) joined the club in May.", set()),
    ("Tom Hale (Labour) joined the protest.", set()),
    ("Tom Hale (pictured) joined his wife at the gala.", set()),
])
def test_a_bracketed_credit_in_a_joining_sentence(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # no one appears in a podcast, a record, a book or a stage play (SCHEMA: a show, a film, a series)
    ('Tom Hale hosts a quiz. On his podcast, "Salt Talk," he said last week that he was sorry.', set()),
    ('Ada Vey has built a following with her podcast "Half & Half," which she launched in 2019.', set()),
    ("Tove Ekberg co-hosts the podcast Late Shift with Rafe Dunmore.", set()),
    ('Tom Hale\'s radio show, "Late Drive," airs on Sundays.', set()),
    ("Ada Vey starred in the sitcom Glass Harbor and released the album Salt Hymns.", {("Ada Vey", "appears_in", "Glass Harbor")}),
    # a novel and the film of it may share a title: the film named anywhere in the article is a screen work
    ("Salt Meadow is a 1970 drama film directed by Tom Hale. It is based on the novel Salt Meadow. "
     "The film stars Ada Vey and Mara Quill.",
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Mara Quill", "appears_in", "Salt Meadow")}),
    ("Tom Hale stars in the film adaptation of the novel Salt Meadow. The film Salt Meadow opens in May.",
     {("Tom Hale", "appears_in", "Salt Meadow")}),
])
def test_no_one_appears_in_what_is_no_screen_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ('Tom Hale made his stage debut in a regional production of "The Glass Harbor" in 1970.', set()),
    ("Ada Vey made her Broadway debut in Salt Meadow in 2004.", set()),
    ("Mara Quill made her recording debut with Glass Harbor.", set()),
    ("Ada Vey made her screen debut in the drama Salt Meadow.", {("Ada Vey", "appears_in", "Salt Meadow")}),
])
def test_a_debut_off_screen_is_no_appearance(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a quoted title keeps its own possessive
    ('Ada Vey, who plays Dr. Ina Bell on the medical drama "Saint Jude\'s," is pregnant.', {("Ada Vey", "appears_in", "Saint Jude's")}),
    ('Her younger sister, Mara Quill, who joined "Saint Ivo\'s" last year, was there.', {("Mara Quill", "appears_in", "Saint Ivo's")}),
    ('"Saint Jude\'s" star Ada Vey is pregnant.', {("Ada Vey", "appears_in", "Saint Jude's")}),
    # an owner's possessive outside the quotes is no part of the title
    ('Ada Vey starred in Tom Hale\'s film "Salt Meadow".', {("Ada Vey", "appears_in", "Salt Meadow")}),
])
def test_a_quoted_title_keeps_its_possessive(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "whose" owns the show as a possessive does
    ('Tom Hale, whose programme "Hale After Dark" won the award, was there.', {("Tom Hale", "appears_in", "Hale After Dark")}),
    ('Comedian Tom Hale, whose late-night programme "Hale After Dark" was nominated, served as emcee.',
     {("Tom Hale", "appears_in", "Hale After Dark")}),
    # the guests of a premiere are no cast; a set is where the cast works
    ("Ada Vey and Tom Hale met at the premiere of Salt Meadow in 2009.", set()),
    ("Ada Vey, 41, met her husband, Tom Hale, on the set of Salt Meadow.",
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow")}),
])
def test_whose_show_and_who_met_where(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the second reader's counter-examples of the eighteenth run
    ('Ada Vey stars in HBO\'s "Glass Harbor." The show is based on the novel "Glass Harbor" by Tom Hale.',
     {("Ada Vey", "appears_in", "Glass Harbor")}),
    ('Ada Vey starred in "Glass Harbor\'s" final season.', {("Ada Vey", "appears_in", "Glass Harbor")}),
    ('Her sister, Mara Quill, who joined "Saint Ivo\'s" last year, was there.', {("Mara Quill", "appears_in", "Saint Ivo's")}),
    ('Meet the Salt Kitchen Line-Up\n\nThe cooking show "Salt Kitchen" returns with host Tom Hale and Judge Mara Quill.',
     {("Tom Hale", "appears_in", "Salt Kitchen"), ("Mara Quill", "appears_in", "Salt Kitchen")}),
])
def test_second_reader_counter_examples_of_the_eighteenth_run(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # to wrap a title is to finish filming it
    ('Tom Hale, who recently wrapped the period drama "Harrow Lane," joins the cast.', {("Tom Hale", "appears_in", "Harrow Lane")}),
    ('Tom Hale has just wrapped "Glass Harbor" in Belfast.', {("Tom Hale", "appears_in", "Glass Harbor")}),
    ("Ada Vey wrapped the gift for Tom Hale.", set()),
    ("Ada Vey wrapped up the London leg of her tour.", set()),
    # walking onto a work's set is being in it
    ('When Ada Vey walked onto the set of "Kite Summer" last spring, she was nervous.', {("Ada Vey", "appears_in", "Kite Summer")}),
])
def test_wrapping_a_title_and_walking_onto_its_set(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a performer's prize that went to someone for a work
    ('The lead actress prize went to Ada Vey for the family drama "Glass Harbor."', {("Ada Vey", "appears_in", "Glass Harbor")}),
    ("The best supporting actor award went to Tom Hale for the thriller Salt Meadow.", {("Tom Hale", "appears_in", "Salt Meadow")}),
    # a prize for a work alone, or for no work, names no performer's credit
    ("The lifetime award went to Tom Hale for services to television.", set()),
    ('The best drama award went to "Glass Harbor" and its producer, Tom Hale.', set()),
])
def test_a_performers_prize_that_went_to_someone_for_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a person "of" a screen work is known by it: quoted, described by its genre, "of X fame", after a comma
    # (a work its own phrase or the article calls a film, a show or a series)
    ('The drama "Glass Harbor" ended in May. The guests included Tom Hale of "Glass Harbor" and his wife, Ada Vey.',
     {("Tom Hale", "appears_in", "Glass Harbor")}),
    ('The award went to Nell Avery of the sitcom "Salt Meadow."', {("Nell Avery", "appears_in", "Salt Meadow")}),
    ('The role went to Ada Vey of "Glass Harbor" fame. The series "Glass Harbor" ran for six years.',
     {("Ada Vey", "appears_in", "Glass Harbor")}),
    ('The television chef Ada Vey, of "Vey\'s Kitchen," arrived early. Her cookery show, "Vey\'s Kitchen," airs on Sundays.',
     {("Ada Vey", "appears_in", "Vey's Kitchen")}),
    # a title the article never calls a screen work: a song, a band, a book
    ('Songwriter Nell Avery, of "Wildfire Heart" fame, has married. The 2019 single topped the charts.', set()),
    ('Grace Vey of "Velvet Morning" has left the band.', set()),
    # its crew and makers are not in it, nor a part, nor a firm's or a town's people
    ('The part went to director Ada Vey of "Glass Harbor" fame.', set()),
    ('The showrunner, Tom Hale, of "Glass Harbor," said the season would be its last.', set()),
    ('Producers Tom Hale and Ada Vey of the sitcom "Glass Harbor" have married.', set()),
    ('Dana Roth of the drama "Glass Harbor," who created the show, spoke first.', set()),
    ('Author Mara Quill, of the series "The Monsoon Wife," is set to marry.', set()),
    ('Ada Vey, who plays Nurse Carla Diaz of the drama "Night Ward," spoke.', {("Ada Vey", "appears_in", "Night Ward")}),
    ("Ada Vey of Arden Media confirmed the deal.", set()),
    ("Ada Vey, of Portland, Oregon, married Tom Hale in 2019.", set()),
    ('The book was written by Nell Avery of "The Salt Meadow Podcast."', set()),
])
def test_a_person_of_a_screen_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a nominee's title in brackets keeps a plural possessive's apostrophe inside it
    ('The nominees included Tom Hale ("The Surveyors\' Guild") and Nell Avery ("Glass Harbor").',
     {("Tom Hale", "appears_in", "The Surveyors' Guild"), ("Nell Avery", "appears_in", "Glass Harbor")}),
    # a team captain on a panel show (not a sports team's captain)
    ('Tom Hale, a team captain on the quiz show "Fact or Folly" since 2012, denied it.',
     {("Tom Hale", "appears_in", "Fact or Folly")}),
    ("Ada Vey, captain of the England netball team, met Tom Hale in 2014.", set()),
    # "his fellow X judge B": both are judges of X
    ('Tom Hale was joined by his fellow "Salt Meadow" judge Ada Vey and her husband.',
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow")}),
    ('The guests included her former "Glass Harbor" co-star Nell Avery.', {("Nell Avery", "appears_in", "Glass Harbor")}),
])
def test_nominees_captains_and_fellow_judges(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the X actress" names someone by an earlier credit: "the series" after it is still the story's
    ("Pellow has unveiled the cast of Salt Meadow, its new series. Filming on Salt Meadow begins in May. Ada Vey plays "
     "the matriarch. The Glass Harbor actress, "
     "52, will share many scenes with Tom Hale. Their daughter, Ivy Hale, makes her screen debut in the series.",
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Ada Vey", "appears_in", "Glass Harbor"),
      ("Ivy Hale", "appears_in", "Salt Meadow")}),
    ("Salt Meadow is a new drama series. The Night Ward star Tom Hale plays the sheriff. The series also features a cameo "
     "from singer Ivo Lenz, who appears as a tavern singer.",
     {("Tom Hale", "appears_in", "Night Ward"), ("Tom Hale", "appears_in", "Salt Meadow"),
      ("Ivo Lenz", "appears_in", "Salt Meadow")}),
    # a part in brackets may be described: the part is no one in the cast
    ("Salt Meadow is a new series.\n\nLeading the ensemble are Ada Vey (Lady Ruth), Tom Hale (Colonel Ash) and newcomer "
     "Mara Quill (Rose, the housemaid whose arrival sets the story in motion).",
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow"),
      ("Mara Quill", "appears_in", "Salt Meadow")}),
    ("The cast of Salt Meadow includes Ada Vey (Lady Ruth, the matriarch) and Tom Hale (Colonel Ash).",
     {("Ada Vey", "appears_in", "Salt Meadow"), ("Tom Hale", "appears_in", "Salt Meadow")}),
])
def test_an_earlier_credit_and_a_described_part(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a performer's prize won for a work, however far "for" stands from "won"
    ("Ada Vey, 52, won a best actress prize at the Marrow festival in Venice in 2009 for the thriller Cold Mooring.",
     {("Ada Vey", "appears_in", "Cold Mooring")}),
    ("The jury is led by actress Ada Vey, who won a best actress prize at the festival in 2009 for the thriller Cold Mooring.",
     {("Ada Vey", "appears_in", "Cold Mooring")}),
    # a crew prize is no appearance
    ("Tom Hale won the best director award for the drama Salt Meadow.", set()),
    ("Tom Hale won the best screenplay prize at the festival in 2019 for the drama Salt Meadow.", set()),
    # a drama "led by" its cast (not a company led by its chief)
    ("Dust Lane, a musical drama led by Ada Vey and Tom Hale, opens the festival.",
     {("Ada Vey", "appears_in", "Dust Lane"), ("Tom Hale", "appears_in", "Dust Lane")}),
    ("The company, led by Ada Vey, makes films such as Dust Lane.", set()),
    # "best known to British audiences as", "known to millions from"
    ("Tom Hale, best known to British audiences as the hapless Sergeant Doyle on the police comedy Kettle Lane, declined to comment.",
     {("Tom Hale", "appears_in", "Kettle Lane")}),
    ("Tom Hale is best known to international audiences from the streaming series City of Lanterns.",
     {("Tom Hale", "appears_in", "City of Lanterns")}),
])
def test_prizes_leads_and_what_audiences_know_someone_from(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # second reader's counter-examples of the nineteenth run
    # a title ending in a kind word is still a film when the article calls it one
    ('Mara Quint will appear in "The Mixtape," the new Netflix film from Ada Vey.', {("Mara Quint", "appears_in", "The Mixtape")}),
    ('Ada Vey plays the lead in "The Last Podcast," a horror film set in Leeds.', {("Ada Vey", "appears_in", "The Last Podcast")}),
    # a ship's captain is no panel show's
    ('Tom Hale, the captain of the "Sea Maiden" in the drama "Deadly Waters," was praised.', set()),
    # a bracket with a name and a description is a part only in a sentence that brackets other names too
    ('Tom Hale (Ada Vey, the show\'s creator, said he "owned the role") plays the lead in the drama Salt Meadow.',
     {("Tom Hale", "appears_in", "Salt Meadow")}),
    # an epithet title in a story with no other work of its own is the series meant
    ('Tom Hale played a surgeon in "Night Ward." The Glass Harbor star will play the sheriff in the series\' final '
     "season, and Ada Vey will play the mayor.",
     {("Tom Hale", "appears_in", "Night Ward"), ("Tom Hale", "appears_in", "Glass Harbor"), ("Ada Vey", "appears_in", "Glass Harbor")}),
])
def test_second_reader_counter_examples_of_the_nineteenth_run(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a debut made "last year in X": the date hangs on "made", and so does the title
    ("Ada Vey made her Hollywood debut last year in the thriller Cold Mooring.", {("Ada Vey", "appears_in", "Cold Mooring")}),
    ("Ada Vey, who made her debut last year in the thriller Cold Mooring, filed the suit.",
     {("Ada Vey", "appears_in", "Cold Mooring")}),
    ("Tom Hale made his debut last year in Paris at a gala.", set()),
    # time spent on a work its kind names
    ("Tom Hale, who spent 14 years on the beachside soap Harbour Lane, has died.", {("Tom Hale", "appears_in", "Harbour Lane")}),
    ("Tom Hale spent five seasons on the drama Glass Harbor before leaving.", {("Tom Hale", "appears_in", "Glass Harbor")}),
    ("Tom Hale spent a decade as the gruff mechanic on the soap Harbour Lane.", {("Tom Hale", "appears_in", "Harbour Lane")}),
    ("Tom Hale spent the summer in The Hamptons with Ada Vey.", set()),
    ("Mira Holt spent years as a trader on Wall Street.", set()),
    ("Ada Vey spent $2 million on the film Glass Harbor.", set()),
])
def test_a_debut_last_year_and_years_spent_on_a_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a relative clause whose light verb takes the role noun: "X, in which A made a cameo", "had a small role"
    ("Ada Vey sang the title song. The thriller Neon Shore, in which Ada Vey made a brief cameo as a singer, opened in May.",
     {("Ada Vey", "appears_in", "Neon Shore")}),
    ("The drama Salt Meadow, in which Tom Hale had a small role, ends tonight.", {("Tom Hale", "appears_in", "Salt Meadow")}),
    ("The house, in which Tom Hale made his fortune, is for sale.", set()),
])
def test_a_role_noun_a_relative_clause_takes(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # whom audiences know as a part on a work its kind names
    ("Tom Hale, whom audiences know as the stern Commander Idris on the sci-fi series The Firmway, says he was underpaid.",
     {("Tom Hale", "appears_in", "The Firmway")}),
    ("Fans know Ada Vey as the girl in the red coat.", set()),
])
def test_known_as_a_part_on_a_series(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the face of a show is its presenter; a brand or a campaign is no work
    ("Ada Vey, the face of the late-night chat show Salt Meadow, was pictured in Dublin.",
     {("Ada Vey", "appears_in", "Salt Meadow")}),
    ("Tom Hale has been the face of the quiz show Glass Harbor since 2015.", {("Tom Hale", "appears_in", "Glass Harbor")}),
    ("Ada Vey is the new face of Pellow Cosmetics.", set()),
    # a role noun's works over "and": "star of X and Y", "star of X and of Y"
    ("His father is Ivo Lenz, the star of the lifeguard drama Salt Meadow and the cult film Glass Harbor.",
     {("Ivo Lenz", "appears_in", "Salt Meadow"), ("Ivo Lenz", "appears_in", "Glass Harbor")}),
    ("Ivo Lenz, the star of the drama Salt Meadow and of the film Glass Harbor, is 60.",
     {("Ivo Lenz", "appears_in", "Salt Meadow"), ("Ivo Lenz", "appears_in", "Glass Harbor")}),
    # "a series regular on X": a person, not a title described as a series
    ("Ada Vey, a series regular on the comedy Glass Harbor, lives in Leeds.", {("Ada Vey", "appears_in", "Glass Harbor")}),
    ("Tom Hale was a cast regular on the soap Salt Meadow for a decade.", {("Tom Hale", "appears_in", "Salt Meadow")}),
    ("Glass Harbor, a series about two sisters, stars Ada Vey.", {("Ada Vey", "appears_in", "Glass Harbor")}),
])
def test_the_face_of_a_show_a_series_regular_and_a_role_noun_s_works_over_and(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "with A and B as ...": every name of the pair that shares a part
    ("Glass Harbor stars Tom Hale as a farmer, with Ada Vey and Ivo Lenz as his neighbours.",
     {("Tom Hale", "appears_in", "Glass Harbor"), ("Ada Vey", "appears_in", "Glass Harbor"),
      ("Ivo Lenz", "appears_in", "Glass Harbor")}),
    ("Glass Harbor stars Tom Hale as a farmer, with Mara Quill as his wife and Ada Vey and Ivo Lenz as his neighbours.",
     {("Tom Hale", "appears_in", "Glass Harbor"), ("Mara Quill", "appears_in", "Glass Harbor"),
      ("Ada Vey", "appears_in", "Glass Harbor"), ("Ivo Lenz", "appears_in", "Glass Harbor")}),
    # returning for a work by name; not the crew, not a place or the stage
    ("Tom Hale, Ada Vey and Ivo Lenz will all return for the sequel Glass Harbor 2.",
     {("Tom Hale", "appears_in", "Glass Harbor 2"), ("Ada Vey", "appears_in", "Glass Harbor 2"),
      ("Ivo Lenz", "appears_in", "Glass Harbor 2")}),
    ("Tom Hale, Ada Vey and Ivo Lenz will all star in the sequel Glass Harbor 2.",
     {("Tom Hale", "appears_in", "Glass Harbor 2"), ("Ada Vey", "appears_in", "Glass Harbor 2"),
      ("Ivo Lenz", "appears_in", "Glass Harbor 2")}),
    ("Director Mara Quill will return for the sequel Glass Harbor 2.", set()),
    ("Ada Vey returned to the stage last year in the play Salt Meadow.", set()),
])
def test_a_pair_sharing_a_part_and_a_cast_returning_for_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "his fellow coach on X": the possessor holds the role too
    ("Tom Hale is dating Ada Vey, his fellow coach on the singing competition Salt Meadow.",
     {("Tom Hale", "appears_in", "Salt Meadow"), ("Ada Vey", "appears_in", "Salt Meadow")}),
    ("Ada Vey and her fellow judge on the talent show Salt Meadow, Tom Hale, walked out.",
     {("Tom Hale", "appears_in", "Salt Meadow"), ("Ada Vey", "appears_in", "Salt Meadow")}),
    ("Ada Vey praised her fellow contestants on the baking show Salt Meadow.", {("Ada Vey", "appears_in", "Salt Meadow")}),
    # ... not a fellow fan
    ("Ada Vey, a fellow fan of the drama Salt Meadow, met Tom Hale.", set()),
])
def test_a_fellow_role_holder_s_possessor_holds_it_too(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "X and in Y", "X and of Y": a second preposition opens a title of its own, never one title
    ("Jonah Pike starred in Cinder Bay and in Night Ferry.",
     {("Jonah Pike", "appears_in", "Cinder Bay"), ("Jonah Pike", "appears_in", "Night Ferry")}),
    ("Jonah Pike, the star of Cinder Bay and of Night Ferry, is 60.", set()),
    ("Jonah Pike, the star of the drama Cinder Bay and of the film Night Ferry, is 60.",
     {("Jonah Pike", "appears_in", "Cinder Bay"), ("Jonah Pike", "appears_in", "Night Ferry")}),
    # ... but a title's own "and" and "of" stay inside it
    ("Jonah Pike starred in the film Keepers of the Lighthouse and in the drama Pride and Prejudice.",
     {("Jonah Pike", "appears_in", "Pride and Prejudice"), ("Jonah Pike", "appears_in", "Keepers of the Lighthouse")}),
])
def test_a_second_preposition_opens_a_title_of_its_own(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a role noun after "from", "with", "to" ... is someone else than the verb's subject
    ("Ada Vey stars in the reality show Salt Meadow. Tom Hale, who split from the Salt Meadow star in 2021, filed a lawsuit.",
     {("Ada Vey", "appears_in", "Salt Meadow")}),
    ("Tom Hale has worked with the Salt Meadow host for years.", set()),
    # ... "as" and "one of" still lead up to the subject
    ("Lena Quill joined as one of the recurring cast members of the drama Salt Meadow.", {("Lena Quill", "appears_in", "Salt Meadow")}),
    ("Lena Quill began her career as a presenter on the quiz show Salt Meadow.", {("Lena Quill", "appears_in", "Salt Meadow")}),
])
def test_a_role_noun_after_from_or_with_is_someone_else(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a title NER takes for a place, after the people a role is shared with: "starred in X" would be
    # read so, and "alongside B" between them changes nothing
    ("The actors met on set. Mara Quill starred alongside Tobias Lenz in Glass Harbor.",
     {("Mara Quill", "appears_in", "Glass Harbor"), ("Tobias Lenz", "appears_in", "Glass Harbor")}),
    ("The actors met on set. Tobias Lenz will star alongside Mara Quill in Salt Meadow, the studio said.",
     {("Tobias Lenz", "appears_in", "Salt Meadow"), ("Mara Quill", "appears_in", "Salt Meadow")}),
    ("The actors met on set. Tobias Lenz stars opposite Mara Quill in Salt Meadow.",
     {("Tobias Lenz", "appears_in", "Salt Meadow"), ("Mara Quill", "appears_in", "Salt Meadow")}),
    ("Mara Quill is married to Ivo Lenz. The actress stars alongside Tobias Lenz in Glass Harbor 2.",
     {("Mara Quill", "appears_in", "Glass Harbor 2"), ("Tobias Lenz", "appears_in", "Glass Harbor 2")}),
    # a verb of places keeps its place: one performs, appears or is seen somewhere
    ("The actors met on set. Mara Quill performed alongside Tobias Lenz in Glasgow.", set()),
    ("The actors met on set. Mara Quill appeared with Tobias Lenz in Paris on Friday.", set()),
    # a common noun's slot is no title
    ("The actors met on set. Mara Quill starred alongside Tobias Lenz in a play in Chicago.", set()),
])
def test_a_place_shaped_title_after_the_costars(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a title in single quotation marks, as British and Irish copy writes it, is read as one in double marks
    ("Mara Quill is getting candid. The 'Salt Meadow' star, 32, opened up about her divorce.",
     {("Mara Quill", "appears_in", "Salt Meadow")}),
    ("The news broke on Tuesday. 'Talent Tonight' judge Tom Hale has been rushed to hospital.",
     {("Tom Hale", "appears_in", "Talent Tonight")}),
    ("The news broke on Tuesday. ‘Talent Tonight’ judge Tom Hale has been rushed to hospital.",
     {("Tom Hale", "appears_in", "Talent Tonight")}),
    # speech in single marks is no title
    ("The news broke on Tuesday. 'Glass Harbor is over,' Tom Hale said.", set()),
])
def test_a_title_in_single_quotation_marks(nlp, text, expected):
    from kgbuild.extraction.markup import blank_markup

    assert appearances(nlp, blank_markup(text)) == expected


@pytest.mark.parametrize("text,expected", [
    # trade-press casting: a title described as a work in apposition after "has boarded", "will lead"
    ('The news broke on Tuesday. Mariah Stone has boarded "Gallows Hill", the comedy from director Sol Amberly.',
     {("Mariah Stone", "appears_in", "Gallows Hill")}),
    ('The news broke on Tuesday. Mariah Stone will headline "Gallows Hill", a six-part crime drama for Pellow TV.',
     {("Mariah Stone", "appears_in", "Gallows Hill")}),
    # not a festival, a flight, nor the crew
    ("The news broke on Tuesday. Mariah Stone headlined Glastonbury, the music festival, in June.", set()),
    ("The news broke on Tuesday. Mariah Stone boarded a flight to Leeds.", set()),
    ('The news broke on Tuesday. Director Sol Amberly will lead "Gallows Hill", a period drama.', set()),
])
def test_a_work_described_in_apposition_after_a_casting_verb(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a city after the co-stars is where they star, not what in
    ("The news broke on Tuesday. Kasia Lindqvist will star opposite Rafe Mondale in London next spring, in a revival.", set()),
    ("The news broke on Tuesday. Kasia Lindqvist, who stars opposite Rafe Mondale in Sydney, flew home on Sunday.", set()),
])
def test_a_city_after_the_costars_is_no_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # 'the star(s) of "X", A (and B),': the closing quote before the comma ends the title, not the names
    ('The news broke on Tuesday. The stars of "Northern Soul Club", Dilys Ward and Kieran Platt, are touring.',
     {("Dilys Ward", "appears_in", "Northern Soul Club"), ("Kieran Platt", "appears_in", "Northern Soul Club")}),
    ('The news broke on Tuesday. The star of "Northern Soul Club", Dilys Ward, is touring.',
     {("Dilys Ward", "appears_in", "Northern Soul Club")}),
    ('The news broke on Tuesday. The director of "Northern Soul Club", Dilys Ward, is touring.', set()),
])
def test_the_people_named_after_a_quoted_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # whatever "is played / voiced by" someone is a part: in the story's work, or the one the sentence names
    ("The film Moonbeam opens on Friday. The young dragon is voiced by Ada Vey.", {("Ada Vey", "appears_in", "Moonbeam")}),
    ("The film Moonbeam opens on Friday. The young dragon is played by Ada Vey.", {("Ada Vey", "appears_in", "Moonbeam")}),
    ("The news broke on Tuesday. In the film Moonbeam, the young dragon is played by Ada Vey.",
     {("Ada Vey", "appears_in", "Moonbeam")}),
    ("The news broke on Tuesday. In \"Moonbeam\", the mayor is played by Ada Vey.", {("Ada Vey", "appears_in", "Moonbeam")}),
    # a view voiced, a game or a song played: no part
    ("The film Moonbeam opens on Friday. Concerns were voiced by Ada Vey at the meeting.", set()),
    ("The film Moonbeam opens on Friday. The final game was played by Ada Vey and Tom Hale.", set()),
    ("The news broke on Tuesday. In \"Moonbeam\", the piano is played by Ada Vey.", set()),
])
def test_what_is_played_or_voiced_by_someone_is_a_part(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "axed from X" (the lemma the small model gives is "ax"), beside the other ways out of a show
    ("The news broke on Tuesday. Soap favourite Tom Hale has been axed from \"Glass Harbor\" after 14 years.",
     {("Tom Hale", "appears_in", "Glass Harbor")}),
    ("The news broke on Tuesday. Tom Hale was axed from the soap Glass Harbor in 2015.",
     {("Tom Hale", "appears_in", "Glass Harbor")}),
    ("The news broke on Tuesday. Tom Hale was written out of \"Glass Harbor\" in 2015.",
     {("Tom Hale", "appears_in", "Glass Harbor")}),
    # a budget axed, a town left: no show
    ("The news broke on Tuesday. Funding for the festival was axed by Tom Hale in 2015.", set()),
])
def test_axed_from_a_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a review's word on a part after "as": a definite or possessed part, fronted or after the judgement
    ("Review: 'Oxbow Nights'\n\"Oxbow Nights\" opens on Friday. Ida Quell plays Jo, a diner owner. As her restless "
     "nephew, Teo Blaine is less convincing.",
     {("Ida Quell", "appears_in", "Oxbow Nights"), ("Teo Blaine", "appears_in", "Oxbow Nights")}),
    # and the kin noun of the part is no family of anyone named there
    ("Review: 'Low Tide Club'\nRafe Dunmore stars in \"Low Tide Club,\" a farce. Gwen Ashdown is terrific as his "
     "mother, and Tam Vire does what she can as a health inspector.",
     {("Rafe Dunmore", "appears_in", "Low Tide Club"), ("Gwen Ashdown", "appears_in", "Low Tide Club")}),
    ("Review: 'The Lamplighter'\nThis revival of \"The Lamplighter\" never catches fire. Ivo Crewe is solid as the "
     "suspicious husband, and Ada Rook gives the title role a brittle glamour.",
     {("Ivo Crewe", "appears_in", "The Lamplighter")}),
    # praise for someone off screen, or at an occasion: no part
    ("The film Moonbeam opens on Friday. Tom Hale is wonderful as a father, his wife said.", set()),
    ("The film Moonbeam opens on Friday. Tom Hale was solid as the team's captain last season.", set()),
])
def test_a_reviews_word_on_a_part_after_as(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "The cast includes A, B and C.": the rest of the list is people, not a title credited to the first
    ("First look at 'Harrow Hall'\nPellow Network has released images from \"Harrow Hall,\" its period drama. "
     "The cast includes Orla Penhal, Amias Crewe and Delphine Rook.",
     {("Orla Penhal", "appears_in", "Harrow Hall"), ("Amias Crewe", "appears_in", "Harrow Hall"),
      ("Delphine Rook", "appears_in", "Harrow Hall")}),
    # a company that rounds out a cast is not in it
    ("'Saint Ferro' Rounds Out Ensemble\nGlenmoor Pictures has rounded out the cast of its crime drama \"Saint Ferro.\" "
     "Filming begins next month.", set()),
])
def test_lists_of_people_and_companies_are_no_credits(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the first season of X" is X's: the person named before it is no title, whatever NER called them
    ("The news broke on Tuesday. Casper Nyland starred in the first season of \"Redwing\" last year.",
     {("Casper Nyland", "appears_in", "Redwing")}),
    ("The news broke on Tuesday. Ada Vey starred in the first season of \"Redwing.\"", {("Ada Vey", "appears_in", "Redwing")}),
    ("The news broke on Tuesday. Casper Nyland, who starred in the first season of \"Redwing,\" was released.",
     {("Casper Nyland", "appears_in", "Redwing")}),
])
def test_a_person_before_the_season_of_a_work_stays_a_person(nlp, text, expected):
    assert appearances(nlp, text) == expected
