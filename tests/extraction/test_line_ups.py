"""Line-up and cast stories: names as headings of their own lines, and a show's title after a
described work noun that NER took for a person.

Model tests (the pinned en_core_web_sm 3.8.0); every article is invented. Each shape of heading
comes with its exact set of triples, and negatives: a byline, a story about no show's line-up,
a single name line.
"""

import pytest

from kgbuild.extraction.component import extract_doc, prepare
from kgbuild.extraction.rules import default_rules
from kgbuild.records import Article

pytestmark = pytest.mark.model


def appearances(nlp, text):
    doc = prepare(nlp)(text)
    return {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())
            if t.relation == "appears_in"}


def cast_of(show, *people):
    return {(p, "appears_in", show) for p in people}


LINE_UPS = [
    # the name alone on its line, its entry below it
    ("Celebrity Snow Camp 2026: meet the full line-up\n\n"
     "The new series of Celebrity Snow Camp starts tonight on Channel 4, with ten famous faces heading to the mountains.\n\n"
     "Priya Dhawan\nThe former Olympic swimmer, 34, says she has never skied before.\n\n"
     "Marcus Webb\nThe comedian and podcast host is best known for his stand-up tours.\n\n"
     "Leah Ford\nThe singer, 28, shot to fame with her debut album in 2019.",
     cast_of("Celebrity Snow Camp", "Priya Dhawan", "Marcus Webb", "Leah Ford")),
    # numbered, with an age after a comma
    ("Who is in the Bake Off Rivals cast?\n\n"
     "Twelve amateur bakers are competing in the new series of Bake Off Rivals, which begins on Tuesday.\n\n"
     "1. Tomasz Nowak, 41\nThe firefighter from Leeds bakes for his three daughters.\n\n"
     "2. Grace Obi, 25\nThe nurse learned to bake from her grandmother.\n\n"
     "3. Hal Brennan, 63\nThe retired teacher is the oldest baker this year.",
     cast_of("Bake Off Rivals", "Tomasz Nowak", "Grace Obi", "Hal Brennan")),
    # a cast guide: the actor, "as", the part
    ("Meet the cast of Northgate Farm\n\n"
     "The rural drama Northgate Farm returns for a second series this weekend.\n\n"
     "Della Marks as Jo Fenwick\nMarks has been with the show from the start.\n\n"
     "Ben Oduya as Carl Fenwick\nOduya joined the drama after years on stage.",
     cast_of("Northgate Farm", "Della Marks", "Ben Oduya")),
    # a sentence-case headline opening with the show and its edition's year; dashed list items
    # whose descriptions may name another show
    ("Castaway Cook-Off 2026: the eight chefs heading to a desert island\n\n"
     "The line-up for the new series of Castaway Cook-Off has finally been confirmed.\n\n"
     "- Priya Dhawan, former Olympic swimmer\n"
     "- Marcus Webb, comedian best known from the panel show Quiz Night\n",
     cast_of("Castaway Cook-Off", "Priya Dhawan", "Marcus Webb")),
    # a colon after the name, the entry on the same line
    ("Love Atoll line-up: all the islanders revealed\n\n"
     "The summer series of Love Atoll begins on Monday night.\n\n"
     "Kacey Moore: The 24-year-old dental nurse says she is looking for a gentleman.\n\n"
     "Jordan Ellis: The semi-professional footballer, 26, admits he is a hopeless romantic.",
     cast_of("Love Atoll", "Kacey Moore", "Jordan Ellis")),
    # entries of a name, an age and a job whose description runs on in a relative clause
    ("Kiln Masters 2026: meet this year's ten potters\n\n"
     "The new series of Kiln Masters starts on Thursday, and the contestants range from a student to a retired judge.\n\n"
     "Wanda Pike, 44, a midwife from Hull who learnt to throw pots at evening classes\n\n"
     "Omar Sefton, 29, a plumber from Derby whose sister, Dina Sefton, entered him for a joke\n\n"
     "Lise Armand, 61, a florist from Bath famed among friends for her teapots\n",
     cast_of("Kiln Masters", "Wanda Pike", "Omar Sefton", "Lise Armand")),
]


@pytest.mark.parametrize("text,expected", LINE_UPS)
def test_names_heading_their_own_lines_in_a_line_up_story_appear_in_its_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


NOT_LINE_UPS = [
    # a byline is no contestant (and only one name heads a line after it)
    ("Celebrity Snow Camp 2026: meet the full line-up\n\nBy Dana Cole\n\n"
     "The new series of Celebrity Snow Camp starts tonight, with ten famous faces heading to the mountains.\n\n"
     "Priya Dhawan\nThe former Olympic swimmer, 34, says she has never skied before.",
     set()),
    # names heading lines in a story about no show's line-up or cast
    ("The 2026 honours list: who was recognised\n\n"
     "The documentary Harbour Voices was praised by critics this year.\n\n"
     "Priya Dhawan\nThe former Olympic swimmer was made an MBE.\n\n"
     "Marcus Webb\nThe comedian was recognised for charity work.",
     set()),
]


OPENING = ("Snow Camp 2026: meet the full line-up\n"
           "The celebrities heading to the mountains for the new series of Snow Camp have been revealed.\n"
           "Priya Dhawan, 34\nThe former swimmer is best known for her Olympic medals.\n"
           "Jonah Pell\nThe comedian said he was terrified of heights.\n")
NOT_LINE_UPS += [
    # a section whose heading says its people are not in the show
    (OPENING + "Who turned the show down?\nLorna Vickers\nThe singer was offered a place but declined.\n"
     "Ade Okonjo\nThe presenter said he was too busy.", cast_of("Snow Camp", "Priya Dhawan", "Jonah Pell")),
    # fans' posts and the staff
    (OPENING + "How fans reacted\nLorna Vickers (@lornav): Can't wait!\nMatt Irving, the channel's head of reality",
     cast_of("Snow Camp", "Priya Dhawan", "Jonah Pell")),
    # an interview's transcript: the same names head line after line
    ("Snow Camp 2026: meet the full line-up\n"
     "The celebrities heading to the mountains for the new series of Snow Camp have been revealed.\n"
     "Carla Munro: Are you excited?\nLorna Vickers: Absolutely.\nCarla Munro: Who will win?\n"
     "Lorna Vickers: I couldn't possibly say!", set()),
    # a festival's line-up and an awards night's nominees name no show's cast
    ("Glastonbury line-up: who is playing?\nThe line-up for this year's festival includes the cast of the film Neon "
     "Nights, which opens on Friday.\nLorna Vickers\nThe singer headlines on Saturday.\nAde Okonjo\n"
     "The rapper closes the festival.", set()),
]


@pytest.mark.parametrize("text,expected", NOT_LINE_UPS)
def test_a_name_line_alone_or_outside_a_line_up_story_is_no_appearance(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("The new six-part thriller Harbour Lights arrives on Sunday. Lena Ostrova plays the detective at its heart.",
     {("Lena Ostrova", "appears_in", "Harbour Lights")}),
    ("Harbour Lights cast: who's who in the new BBC drama\n\n"
     "The BBC's new six-part thriller Harbour Lights arrives on Sunday night.\n\n"
     "Anna Greer plays the detective at the heart of the story. Rory Blake stars as her troubled brother.",
     cast_of("Harbour Lights", "Anna Greer", "Rory Blake")),
    # not a relative clause's subject after a bare work noun
    ("The reality show Dana said she loved was cancelled. Dana Pike hosts a podcast.", set()),
])
def test_a_described_work_noun_before_a_name_makes_it_a_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_verb_read_as_a_work_noun_makes_no_title_of_the_name_after_it(nlp):
    # "show" as a noun with only a name before it: the parser's misreading of the verb
    text = "Court papers obtained by TMZ show Lena Ostrova filed for divorce on Monday. Ostrova stars in Night Ward."
    assert appearances(nlp, text) == {("Lena Ostrova", "appears_in", "Night Ward")}



ROLE_TITLES = [
    # plural titles listing two, a panel "of" a list, a described title
    ("Hosts Jenna Marlowe and Theo Quayle return to present, while the judging panel of Vittorio Sandoval, "
     "Brigid Oakes and Marcus Fenn is unchanged.",
     cast_of("Star Steps", "Jenna Marlowe", "Theo Quayle", "Vittorio Sandoval", "Brigid Oakes", "Marcus Fenn")),
    ("This year new host Ollie Tremayne replaces Gwen Astley.", cast_of("Star Steps", "Ollie Tremayne")),
    # a sentence that names another show: the title may be that show's
    ("Judge Marcus Fenn also sits on the panel of the talent show \"Quiz Night\".", set()),
]


@pytest.mark.parametrize("sentence,expected", ROLE_TITLES)
def test_a_role_title_before_a_name_in_a_line_up_story_puts_them_in_its_show(nlp, sentence, expected):
    text = ("Star Steps 2026: meet the celebrities taking to the dance floor\n\n"
            "The full line-up for the new series of Star Steps has been revealed.\n\n" + sentence)
    found = {t for t in appearances(nlp, text) if t[0] != "Star Steps"}
    assert {t for t in found if t[2] == "Star Steps"} == expected


def test_a_role_title_outside_a_line_up_story_names_no_show(nlp):
    text = ("The new series of Star Steps begins on Saturday night.\n\n"
            "Hosts Jenna Marlowe and Theo Quayle opened a restaurant in Leeds last year.")
    assert appearances(nlp, text) == set()


def test_a_title_in_single_quotes_names_the_story_s_work(nlp):
    # a headline's single-quoted title the body writes again; the story's work is decided before any
    # rule adds a title to the lead
    text = ("Who's Who in 'The Ember Court': Your Guide to the Cast of the Fantasy Drama\n\nBy Tessa Vandermeer\n\n"
            "The sprawling fantasy drama The Ember Court arrives on Friday, and here's everything you need to know about "
            "the ensemble.\n\n"
            "Oriana Castel as Queen Isolde\nThe British veteran leads the cast as the embattled monarch.\n\n"
            "Dev Ramas as Lord Caddock\nRamas plays Isolde's scheming cousin.")
    assert appearances(nlp, text) == cast_of("The Ember Court", "Oriana Castel", "Dev Ramas")


@pytest.mark.parametrize("text,expected", [
    # single quotes around a remark or a nickname the article does not write again make no title
    ("'Devastated' actress Corinne Bale pulls out of the tour. Bale starred in Blue Harbour.",
     {("Corinne Bale", "appears_in", "Blue Harbour")}),
    # a plural possessive's apostrophe opens no title; a quoted sentence is none
    ("The singers' favourite show was cancelled. Mia Lunn starred in Blue Harbour.", {("Mia Lunn", "appears_in", "Blue Harbour")}),
    ("Dana Holt told fans: 'I am so happy.' She starred in Blue Harbour.", {("Dana Holt", "appears_in", "Blue Harbour")}),
    # the edition's number aside when the show is named without it
    ("'Sur Taal 5': Neha Kapur returns as judge\n\nThe singing show \"Sur Taal\" returns for a fifth season. "
     "Neha Kapur has judged \"Sur Taal\" since it began.", {("Neha Kapur", "appears_in", "Sur Taal")}),
])
def test_single_quotes(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # names in capitals heading their entries (NER reads none of them)
    ("Meet the Love Villa Islanders: Everything You Need to Know\n\nThe new series of Love Villa kicks off tonight. "
     "Here is who is heading in.\n\nTANISHA BROADBENT\nAge: 26\nJob: Dental nurse\n\nJAMES OKOYE\nAge: 24\n"
     "Job: Personal trainer\n\nMIA-ROSE DELANEY\nAge: 23\n",
     cast_of("Love Villa", "Tanisha Broadbent", "James Okoye", "Mia-Rose Delaney")),
    # an occupation before the name, a professional partner after it, in a competition's line-up
    ("Revealed: The Full 'Glide Off' Line-Up for Series 9\n\nThe dance competition Glide Off returns next month "
     "with six new celebrities.\n\n1. Soap star Kayleigh Dunn - partnered with Matteo Rinaldo\n"
     "2. Olympic diver Joel Asare - partnered with Svetlana Orlik\n",
     cast_of("Glide Off", "Kayleigh Dunn", "Matteo Rinaldo", "Joel Asare", "Svetlana Orlik")),
    # a cooking competition's home cooks, the show named in the first line only once more
    ("'Top Spoon' Returns for a Sixth Season\n\nThe cooking competition Top Spoon is back for a sixth season.\n\n"
     "This season's home cooks:\n\nAoife Cullen, 34, primary school teacher, Galway\n"
     "Chioma Eze, 29, pharmacist, Birmingham\n",
     cast_of("Top Spoon", "Aoife Cullen", "Chioma Eze")),
])
def test_listicle_headings(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_capitals_that_are_no_names_make_no_people(nlp):
    text = ("Meet the Love Villa Islanders\n\nThe new series of Love Villa kicks off tonight.\n\n"
            "THE SINGLETONS\nTen new faces.\n\nBIG NEWS\nThe villa has a new pool.")
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # a cast list's own shape is enough without a cue word: the part in brackets after each name
    ("'Kerb Appeal' Season 2: Who's Back and Who's New\n\nThe second season of the car-lot comedy Kerb Appeal drops "
     "next Thursday. Here's your cheat sheet.\n\n- Benny Okoro (Gus, the hapless owner)\n"
     "- Lena Marsh (Rosa, the mechanic who actually runs the place)\n",
     cast_of("Kerb Appeal", "Benny Okoro", "Lena Marsh")),
    # a title credited in brackets is no quotation
    ("Star Steps 2026: meet the full line-up\n\nThe full line-up for the new series of Star Steps has been revealed.\n\n"
     "1. Soap star Kayleigh Dunn (\"Dock Road\") - partnered with Matteo Rinaldo\n"
     "2. Olympic diver Joel Asare - partnered with Svetlana Orlik\n",
     cast_of("Star Steps", "Kayleigh Dunn", "Matteo Rinaldo", "Joel Asare", "Svetlana Orlik")),
    # without a cue, plain name lines are not enough
    ("'Kerb Appeal' Season 2: what we know\n\nThe second season of the car-lot comedy drops next Thursday. "
     "Here's your cheat sheet.\n\n- Benny Okoro\n- Lena Marsh\n", set()),
])
def test_cast_lists_without_a_cue(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_headline_cut_at_its_colon_still_has_its_names_trimmed(nlp):
    # "EXCLUSIVE:" makes a sentence of its own; the rest of the line is still the headline, whose
    # title-case verbs NER runs into the name ("Rafe Dell Lands Lead")
    text = ("EXCLUSIVE: Rafe Dell Lands Lead in 'Tidewater' Reboot as Zadie Moor Exits\n\n"
            "Rafe Dell has signed on to star in the reboot of \"Tidewater,\" sources close to the production confirm.\n\n"
            "Dell, 41, most recently starred in the romantic comedy \"Second Helpings\".")
    doc = prepare(nlp)(text)
    people = {t.head for t in extract_doc(doc, Article("t", text), default_rules()) if t.head_type == "PERSON"}
    assert people == {"Rafe Dell"}


@pytest.mark.parametrize("text", [
    # capitals that are no people: headings, a brand, a place; brackets that name no part
    "Meet the Love Villa Islanders\n\nThe new series of Love Villa kicks off tonight.\n\nFIRST EPISODE\nIt airs at nine.\n\n"
    "TOM FORD\nThe brand made the swimwear.\n\nPARIS FRANCE\nThe couples fly out in week two.",
    "'Kerb Appeal' Season 2: what we know\n\nThe car-lot comedy Kerb Appeal drops next Thursday.\n\n"
    "- Mary Blake (his wife)\n- Keira Dane (left) and Tom Dane (right)\n- Sam Holt (composer)\n",
])
def test_no_cast_from_capitals_or_brackets_that_name_no_part(nlp, text):
    assert {t for t in appearances(nlp, text) if t[0] not in {"Love Villa", "Kerb Appeal"}} == set()


@pytest.mark.parametrize("text,expected", [
    # a headline that opens with a title and a colon, the title written again in a story told
    # of a show: the story's work
    ("Night Kitchen: every celebrity taking part in the new cooking show\n\n"
     "Eight famous faces will cook against the clock in the Saturday-night contest.\n\n"
     "Night Kitchen pairs celebrities with professional chefs. Comedian Nell Avery will compete.",
     cast_of("Night Kitchen", "Nell Avery")),
    ("The Glass Tower: meet the celebrities taking on the new reality series\n\n"
     "Ten famous faces will live in a tower block for the new series.\n\n"
     "The Glass Tower starts on Sunday. Singer Ivy Ross will compete, and presenter Dana Webb will host.",
     cast_of("The Glass Tower", "Ivy Ross", "Dana Webb")),
    # an edition in words, no colon
    ("Fenmoor season two casts Nell Avery and Omar Reyes\n\n"
     "Nell Avery has joined the cast of the supernatural drama for its second season.\n\n"
     "Omar Reyes returns as a village priest.",
     cast_of("Fenmoor", "Nell Avery", "Omar Reyes")),
    ("Fenmoor season two casts Nell Avery\n\n"
     "Nell Avery has joined the cast of the supernatural drama for its second season.\n\n"
     "The ghosts recur in every episode, said Omar Reyes, the show's writer.",
     cast_of("Fenmoor", "Nell Avery")),
    # ... "cast" or "line-up" between the title and the colon; a film told of as one
    ("Salt Orchard cast: who's who in the new thriller\n\n"
     "Salt Orchard, the second feature from director Ivo Tam, opens next month.\n\n"
     "Nell Avery stars as Mara, a farmer with a secret.",
     cast_of("Salt Orchard", "Nell Avery")),
    # not a person's name, a rubric or a festival before the colon
    ("Ada Vey: 'I nearly quit acting before my big break'\n\n"
     "The actress, 34, spoke about her new series. Ada Vey said the show changed her life.\n\n"
     "She plays a detective in the drama.", set()),
    ("Review: a brave new series that takes its time\n\n"
     "The series follows a family in crisis. Review pieces rarely praise slow shows.\n\nOmar Reyes plays the father.", set()),
    ("Glastonbury: the acts you cannot miss this year\n\n"
     "The festival returns in June. Glastonbury has a new stage, and the season starts early.\n\n"
     "Nell Avery will headline on Friday.", set()),
])
def test_a_headline_title_before_a_colon_is_the_story_s_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a bulleted list of "Name, description" lines, which NER reads badly at a line's start
    ("Marooned Isle 2026: the ten celebrities being dropped on a remote island\n\n"
     "The line-up for the new series of Marooned Isle has finally been confirmed.\n\n"
     "Here's who is heading into the wild:\n\n"
     "• Shona Dunmore, folk singer\n• Dame Celia Rowntree, 78, stage and screen actress\n• Nico Falzetti, celebrity chef\n"
     "• Zane Kilbride, Paralympic sprinter\n\nThe series starts in May.",
     cast_of("Marooned Isle", "Shona Dunmore", "Celia Rowntree", "Nico Falzetti", "Zane Kilbride")),
    # ... not a list in a story about no show
    ("Where to eat in Lisbon this summer\n\nOur critic picks the best new openings.\n\n"
     "• Nico Varella, the chef behind Sal, cooks over fire.\n• Celia Rowe, a former banker, runs a tiny wine bar.\n\n"
     "Book ahead at both.", set()),
])
def test_a_bulleted_list_of_names_and_descriptions(nlp, text, expected):
    from kgbuild.extraction.markup import blank_markup

    assert appearances(nlp, blank_markup(text)) == expected


@pytest.mark.parametrize("text,expected", [
    # a title NER missed, as the subject of a clause that speaks of its own series; an inverted
    # "Among this year's hopefuls is A"
    ("The Silver Whistle returns with a poet and a plumber\n\n"
     "The search for a new singing star begins on Saturday, as The Silver Whistle returns to Channel Six for its "
     "ninth series.\n\nAmong this year's hopefuls is Nell Avery, 31, a bus driver from Leeds.",
     cast_of("The Silver Whistle", "Nell Avery")),
    # an inverted passive participle: "Also signed up are A and B"; signing something else is no role
    ("The Silver Whistle line-up: a poet and a plumber\n\n"
     "The search begins on Saturday, as The Silver Whistle returns to Channel Six for its ninth series.\n\n"
     "Also signed up are Tom Bale, 19, a student from Hull, and Ivy Ross, 44, a nurse.",
     cast_of("The Silver Whistle", "Tom Bale", "Ivy Ross")),
    ("The Silver Whistle line-up: a poet and a plumber\n\n"
     "The search begins on Saturday, as The Silver Whistle returns to Channel Six for its ninth series.\n\n"
     "Last year Tom Bale signed a record deal. Ivy Ross signed up for a marathon in May.", set()),
    # ... and only in a story about a show's line-up
    ("Drama school hopefuls\n\nThe academy has 30 places. Also signed up are Tom Bale and Ivy Ross, who will take "
     "its summer course.\n\nTom Bale loved the film Paper Boats.", set()),
    # "Joining them are A and B" in a story about a show's line-up
    ("Pan & Flame series three: meet the home cooks\n\n"
     "The amateur cooks who will battle it out in the third series of Pan & Flame have been revealed, with the "
     "competition returning next month.\n\nAmong this year's hopefuls is Nell Avery, 34, a paramedic.\n\n"
     "Joining them are retired headteacher Ivy Ross, 68, from Hull; and student Kit Harlan, 19, from Leeds.",
     cast_of("Pan & Flame", "Nell Avery", "Ivy Ross", "Kit Harlan")),
    # ... not a person joining a cast whose season "its" is, nor a firm's year
    ("Ada Vey joins fantasy epic\n\nAda Vey has joined the cast of Iron Saints for its final season, the streamer said.\n\n"
     "Acme Media said the deal would run for its fifth year.",
     cast_of("Iron Saints", "Ada Vey")),
])
def test_a_work_by_its_own_series_and_the_hopefuls_among_its_cast(nlp, text, expected):
    assert appearances(nlp, text) == expected


PAIRED = [
    # a heading line that pairs its celebrity with a professional: both are in the show
    ("Starlight Ballroom line-up: every celebrity and their partner\n\n"
     "The new series of Starlight Ballroom begins on Saturday, with twelve couples taking to the floor.\n\n"
     "Rhona Tate and pro Luca Ferri\nThe newsreader, 51, has never danced in public.\n\n"
     "Kwame Osei and professional Dana Holt\nThe former boxer says he is ready to learn.",
     cast_of("Starlight Ballroom", "Rhona Tate", "Luca Ferri", "Kwame Osei", "Dana Holt")),
    ("Couples Island 2026: meet the pairs\n\n"
     "The line-up for the new series of Couples Island has been confirmed by the broadcaster.\n\n"
     "Rhona Tate and Luca Ferri\nThe pair met at university and have been together for six years.\n\n"
     "Kwame Osei and Dana Holt\nThe couple run a bakery in Bristol.",
     cast_of("Couples Island", "Rhona Tate", "Luca Ferri", "Kwame Osei", "Dana Holt")),
]


@pytest.mark.parametrize("text,expected", PAIRED)
def test_a_heading_line_pairing_two_people_puts_both_in_the_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_show_that_reveals_its_own_line_up_is_a_work_and_its_line_is_its_cast(nlp):
    text = ("Meet the celebrities\n\n"
            "Starlight Ballroom has revealed its full line-up for the new series, which starts on Saturday.\n\n"
            "Rhona Tate and pro Luca Ferri\nThe newsreader, 51, has never danced in public.\n\n"
            "Kwame Osei and pro Dana Holt\nThe former boxer says he is ready to learn.")
    assert appearances(nlp, text) == cast_of("Starlight Ballroom", "Rhona Tate", "Luca Ferri", "Kwame Osei", "Dana Holt")


def test_a_lower_case_word_ner_ran_into_a_name_is_no_part_of_it(nlp):
    doc = prepare(nlp)("Dancer Pasha Orlov is married to fellow pro Katya Lindqvist, and the couple have a son, Luka.")
    triples = {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", doc.text), default_rules())}
    assert ("Pasha Orlov", "spouse", "Katya Lindqvist") in triples
    assert not any(name.startswith("pro ") for t in triples for name in (t[0], t[2]))


@pytest.mark.parametrize("text,expected", [
    # family named on a heading line cheer from the audience: only the contestant is in the show
    ("Starlight Ballroom line-up: every celebrity and their partner\n\n"
     "The new series of Starlight Ballroom begins on Saturday, with twelve couples taking to the floor.\n\n"
     "Rhona Tate and her husband Luca Ferri\nThe newsreader, 51, will be cheered on by her husband.\n\n"
     "Kwame Osei and pro Dana Holt\nThe former boxer says he is ready to learn.",
     cast_of("Starlight Ballroom", "Rhona Tate", "Kwame Osei", "Dana Holt")),
])
def test_a_heading_line_naming_family_puts_only_its_own_person_in_the_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_festival_revealing_its_line_up_is_no_show(nlp):
    text = "The Harbourside Fringe reveals its line-up as comedian Lucy Brackett returns."
    assert appearances(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # a contest's results place its contestants in the show the story is about
    ("Dance Hall returns on Saturday. Comedian Jamal Oke was crowned the winner, beating soap star Beth Pryce in the final.",
     {("Jamal Oke", "appears_in", "Dance Hall"), ("Beth Pryce", "appears_in", "Dance Hall")}),
    ("Dance Hall returns on Saturday. Singer Ana Roe finished as runner-up.", {("Ana Roe", "appears_in", "Dance Hall")}),
    ("Dance Hall returns on Saturday. His sister Clodagh Hearn reached the quarter-finals of last year's series.",
     {("Clodagh Hearn", "appears_in", "Dance Hall")}),
    ("The Anthem returns on Saturday. Cork duo Maeve Dunne and Orla Dunne have been crowned the winners.",
     {("Maeve Dunne", "appears_in", "The Anthem"), ("Orla Dunne", "appears_in", "The Anthem")}),  # (its own "The")
    # beating, reaching, taking and finishing outside a contest place no one
    ("Dance Hall returns on Saturday. Ana Roe beat the traffic and reached a deal with her landlord.", set()),
    ("Dance Hall returns on Saturday. Ana Roe took a break and finished her degree.", set()),
])
def test_a_contests_results_place_its_contestants_in_the_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


FINALS = [
    # a final's story: its hosts, its judges and the professional partners are the show's
    ("Ada Vey wins Dance Masters Live\n"
     "Singer Ada Vey has won Dance Masters Live, beating footballer Sam Price in the grand final on Sunday night. "
     "\"I can't believe it,\" she told hosts Sean Karim and Lily Stone. Head judge Olga Fern gave her a perfect score.",
     {("Ada Vey", "appears_in", "Dance Masters Live"), ("Sean Karim", "appears_in", "Dance Masters Live"),
      ("Lily Stone", "appears_in", "Dance Masters Live"), ("Olga Fern", "appears_in", "Dance Masters Live")}),
    # an edition's year run into the show's name is not part of it
    ("Ada Vey crowned Dance Masters Live 2024 winner\n"
     "Singer Ada Vey has been crowned the winner of Dance Masters Live 2024. "
     "She thanked her professional partner, Leo Marsh, and head judge Olga Fern. Dance Masters Live returns in the spring.",
     {("Ada Vey", "appears_in", "Dance Masters Live"), ("Leo Marsh", "appears_in", "Dance Masters Live"),
      ("Olga Fern", "appears_in", "Dance Masters Live")}),
    # a show's presenters in a story about its presenting team; an occupation opening a sentence is no part of the name
    ("Sunrise Live presenters shake-up\n"
     "Anchor Dee Marsh and meteorologist Ben Cole remain in place on Sunrise Live, the network said. "
     "Meteorologist Ana Fox joins them in May.",
     {("Dee Marsh", "appears_in", "Sunrise Live"), ("Ben Cole", "appears_in", "Sunrise Live"),
      ("Ana Fox", "appears_in", "Sunrise Live")}),
    # in such a story a contest another show's clause names stays that show's
    ("Sunrise Live presenters shake-up\n"
     "Anchor Dee Marsh remains in place on Sunrise Live, the network said. "
     "Her daughter, Pia Marsh, 17, competed on the latest season of Teen Bake Battle, finishing as runner-up.",
     {("Dee Marsh", "appears_in", "Sunrise Live"), ("Pia Marsh", "appears_in", "Teen Bake Battle")}),
]


@pytest.mark.parametrize("text,expected", FINALS)
def test_a_finals_or_a_presenting_teams_story_puts_its_offices_in_the_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_finals_story_about_an_award_names_no_show_s_offices(nlp):
    text = ("Ada Vey wins best actress at the Silver Mask awards\n"
            "Ada Vey won best actress for Dark Orchard at Sunday's final ceremony, hosted by Sean Karim.")
    assert appearances(nlp, text) == {("Ada Vey", "appears_in", "Dark Orchard")}


@pytest.mark.parametrize("sentence,expected", [
    # a placing an edition of the show qualifies is the show's
    ("Season three winner Dami Ajayi will perform at the launch.", {("Dami Ajayi", "appears_in", "Star Quest")}),
    ("Last year's champion, Dami Ajayi, will perform at the launch.", {("Dami Ajayi", "appears_in", "Star Quest")}),
    # ... an award's is not
    ("Oscar winner Ada Vey will perform at the launch.", set()),
    ("Grammy winner Ada Vey will perform at the launch.", set()),
])
def test_a_winner_of_one_of_the_show_s_editions_is_in_the_show(nlp, sentence, expected):
    text = "Star Quest line-up revealed\nThe talent show Star Quest returns in May with four new coaches. " + sentence
    assert {t for t in appearances(nlp, text) if t[0] not in {"Star Quest"}} == expected


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples: a drama's finale or an award's winner is no contest's final
    ("Night Road finale draws 5 million viewers\nThe Night Road finale drew 5 million viewers on Sunday. Star Ana Bell "
     "thanked fans on Instagram. Late-night host Jimmy Fallon joked about the ending on Monday.", set()),
    ("Night Road wins top prize\nNight Road was named the winner of the Golden Rose on Friday. Creator Ana Bell accepted "
     "the award from presenter Tom Reed.", set()),
    # a credit on the name of someone joining a line-up is what they did before
    ("Glitter Ball line-up revealed\nThe Glitter Ball line-up has been revealed. Night Road star Ana Bell will compete "
     "in the new series.", {("Ana Bell", "appears_in", "Night Road"), ("Ana Bell", "appears_in", "The Glitter Ball")}),
    # a day after a work noun is when, not a title; a title that only comes with its year keeps it
    ("Ana Bell hosted the broadcast Monday, with Tom Reed as her co-host.", set()),
    ("Ana Bell starred in Wonder Park 1984, the sequel to the 2017 hit.", {("Ana Bell", "appears_in", "Wonder Park 1984")}),
])
def test_a_second_readers_cast_counter_examples(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a series' or season's number names an edition, never a title
    ("Series 12 champion Dami Ajayi will perform at the launch.", set()),
    ("Dami Ajayi won series 12 of Dance Stars in 2015.", {("Dami Ajayi", "appears_in", "Dance Stars")}),
])
def test_an_editions_number_is_no_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


_SEASON = ("Harbor Lights season 3: everything we know\n\nThe third season of Harbor Lights arrives on Netflix in May, "
           "and the cast is bigger than ever.\n\n")


@pytest.mark.parametrize("text,expected", [
    # in a story about a show's line-up, an appearance made is an appearance in the show
    (_SEASON + "Several former stars make cameo appearances, including Ana Bell, Tom Reed and Kim Birch.",
     cast_of("Harbor Lights", "Ana Bell", "Tom Reed", "Kim Birch")),
    (_SEASON + "The season also sees the return of Ana Bell and Tom Reed.", cast_of("Harbor Lights", "Ana Bell", "Tom Reed")),
    (_SEASON + "Ana Bell makes her debut in the second episode, while Tom Reed makes a surprise return.",
     cast_of("Harbor Lights", "Ana Bell", "Tom Reed")),
    (_SEASON + "There are also appearances from Ana Bell and Kim Birch, and Tom Reed has a cameo.",
     cast_of("Harbor Lights", "Ana Bell", "Kim Birch", "Tom Reed")),
    # ... not one made somewhere else, nor a first in a career
    (_SEASON + "Ana Bell made a surprise appearance at the premiere. Tom Reed made his debut for Arsenal. Kim Birch "
     "made a return to Instagram.", cast_of("Harbor Lights")),
    (_SEASON + "Ana Bell made her acting debut in 2015, and Tom Reed made his screen debut as a teenager.",
     cast_of("Harbor Lights")),
])
def test_an_appearance_made_in_a_line_up_story_is_in_its_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


_CAST_STORY = ("The Traitors season 3 cast: meet the contestants\n\nThe third season of The Traitors arrives on the BBC in "
               "May, with 22 new contestants.\n\n")


@pytest.mark.parametrize("text,expected", [
    # a copula's "in the line-up", "part of the cast", "among the celebrities taking part"
    (_CAST_STORY + "Ana Bell, Tom Reed, Kim Birch and Lena Holt are all in the line-up.",
     cast_of("The Traitors", "Ana Bell", "Tom Reed", "Kim Birch", "Lena Holt")),
    (_CAST_STORY + "Ana Bell and Tom Reed are also part of the cast.", cast_of("The Traitors", "Ana Bell", "Tom Reed")),
    (_CAST_STORY + "Ana Bell, Tom Reed and Kim Birch are among the celebrities taking part.",
     cast_of("The Traitors", "Ana Bell", "Tom Reed", "Kim Birch")),
    # ... not among people doing something else, nor in another show's cast
    (_CAST_STORY + "Tom Reed is among the stars who attended the gala.", cast_of("The Traitors")),
    (_CAST_STORY + "Ana Bell was in the cast of Blue Night in 2010.", cast_of("Blue Night", "Ana Bell")),
])
def test_a_copula_puts_its_subjects_in_the_line_up(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # names each with a bracket, in a sentence about a cast: a cast list of the story's show
    (_SEASON + "Ana Bell (Maya), Tom Reed (Jonah), Kim Birch (Edie) and Lena Holt (Rosa) return.",
     cast_of("Harbor Lights", "Ana Bell", "Tom Reed", "Kim Birch", "Lena Holt")),
    (_SEASON + "Back in the cast: Ana Bell (Maya), Tom Reed (Jonah) and Kim Birch (Edie).",
     cast_of("Harbor Lights", "Ana Bell", "Tom Reed", "Kim Birch")),
    (_SEASON + "Ana Bell (Night Ward), Tom Reed (The Quiet Tenants) and newcomer Kim Birch have joined the cast.",
     cast_of("Harbor Lights", "Ana Bell", "Tom Reed", "Kim Birch") | {("Ana Bell", "appears_in", "Night Ward"),
                                                                        ("Tom Reed", "appears_in", "The Quiet Tenants")}),
    # the one named in full beside a one-word name is the actor, on either side of the bracket
    (_SEASON + "Tom Reed (Jonah) is back. Their uncle, Cal (Kim Birch), returns too.",
     cast_of("Harbor Lights", "Tom Reed", "Kim Birch")),
    # ... not ages, photo captions, or nominees with their own shows
    (_SEASON + "Her children, Ana Bell (52) and Tom Bell (48), are not in the cast. Ana Bell (left) and Tom Reed (right) "
     "at the launch.", cast_of("Harbor Lights")),
    (_SEASON + "Ana Bell (Night Ward) and Tom Reed (Blue Hour) are among the nominees.",
     {("Ana Bell", "appears_in", "Night Ward"), ("Tom Reed", "appears_in", "Blue Hour")}),
])
def test_names_listed_with_brackets_in_a_sentence_about_a_cast(nlp, text, expected):
    assert appearances(nlp, text) == expected


_BAKE = ("Star Bake Off 2025 line-up: meet the celebrities\n\nThe new series of Star Bake Off starts on Channel 4 in "
         "September, with twelve famous bakers.\n\n")


@pytest.mark.parametrize("text", [
    # (a second reader's counter-examples) an appearance somewhere else, refused or not yet made
    _SEASON + "Producers have ruled out the return of Tom Reed, whose character was killed off.",
    _SEASON + "The news follows the return of Tom Reed from rehab in March.",
    _SEASON + "Kim Birch made a comeback in the boxing ring last month.",
    _SEASON + "Ana Bell makes a cameo in Tom Reed's new film.",
    _SEASON + "Ana Bell makes her West End debut next month.",
    # ... a cast list of people whose job is no part
    _SEASON + "Writers Ana Bell (Maya) and Tom Reed (Jonah) return.",
    # ... among the celebrities taking part in something else
    _BAKE + "Ana Bell is among the celebrities taking part in this year's Harbor Marathon.",
])
def test_an_appearance_elsewhere_refused_or_behind_the_camera_is_not_in_the_show(nlp, text):
    assert {t for t in appearances(nlp, text) if t[0] in {"Ana Bell", "Tom Reed", "Kim Birch"}} == set()


@pytest.mark.parametrize("text,expected", [
    # a court's judge in a story about a show's contestants is no judge of the show
    ("Former 'Salt Kitchen' Contestants File Lawsuit\n\nFour former contestants on the cooking show \"Salt Kitchen\" "
     "have sued Pellow Studios. Ada Vey and Tom Hale competed on the show. The case has been assigned to Judge Mara Quill. "
     "A hearing is set before U.S. District Judge Ivo Lenz.",
     {("Ada Vey", "appears_in", "Salt Kitchen"), ("Tom Hale", "appears_in", "Salt Kitchen")}),
    # a plural title opening the sentence is no part of the first name
    ("Meet the Salt Kitchen Line-Up\n\nThe cooking show \"Salt Kitchen\" returns with a new line-up. "
     "Judges Ada Vey and Tom Hale are back. Head judge Mara Quill joins them.",
     {("Ada Vey", "appears_in", "Salt Kitchen"), ("Tom Hale", "appears_in", "Salt Kitchen"),
      ("Mara Quill", "appears_in", "Salt Kitchen")}),
])
def test_court_judges_and_plural_titles_in_a_line_up_story(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the rest of the cast / line-up includes", a list set off by semicolons, "line-up" in three tokens
    ("The drama Salt Meadow returns on Sunday. The rest of the cast includes Tom Hale, 63, and Ivy Rowe, 19.",
     {("Tom Hale", "appears_in", "Salt Meadow"), ("Ivy Rowe", "appears_in", "Salt Meadow")}),
    ("The baking contest Crumb returns on Sunday. The line-up also includes Tom Hale and Ivy Rowe.",
     {("Tom Hale", "appears_in", "Crumb"), ("Ivy Rowe", "appears_in", "Crumb")}),
    ("The baking contest Crumb returns on Sunday. The rest of the line-up includes retired teacher Tom Hale, 63; "
     "student Ivy Rowe, 19; and Ada Vey, 29, a nurse from Cork.",
     {("Tom Hale", "appears_in", "Crumb"), ("Ivy Rowe", "appears_in", "Crumb"), ("Ada Vey", "appears_in", "Crumb")}),
    # a show's judging panel, joined or sat on
    ("The cooking show Crumb returns on Sunday. Tom Hale joins the judging panel this year.",
     {("Tom Hale", "appears_in", "Crumb")}),
    ("The cooking show Crumb returns on Sunday. Tom Hale sits on the judging panel alongside Ivy Rowe.",
     {("Tom Hale", "appears_in", "Crumb"), ("Ivy Rowe", "appears_in", "Crumb")}),
    # a festival's panel, a board, a sofa: no part in the film
    ("The film Salt Meadow premiered in Venice. Tom Hale joined a panel at the festival on Monday.", set()),
    ("The film Salt Meadow premiered in Venice. Tom Hale sits on the board of the festival.", set()),
    ("The drama Salt Meadow returns on Sunday. Tom Hale sat on the sofa with Ivy Rowe.", set()),
])
def test_the_rest_of_a_cast_and_a_judging_panel(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a sequel's number in a quoted headline title is part of it when the body writes it whole
    ("Set Visit: 'Paper Moons 2'\n\nWe visited the set of \"Paper Moons 2\" in Harlow Green. Delphine Rook leads the "
     "cast again. Fen Osei co-stars as her flatmate.",
     {("Delphine Rook", "appears_in", "Paper Moons 2"), ("Fen Osei", "appears_in", "Paper Moons 2")}),
    # "Series star A" in a story about the series
    ("Accident Halts 'Saint Ferro'\n\nProduction on \"Saint Ferro\" has been halted after an accident. Series star "
     "Priya Danforth was unhurt.", {("Priya Danforth", "appears_in", "Saint Ferro")}),
])
def test_a_sequels_number_and_a_series_star(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a copula after a fronted phrase, in a line-up story: the people after it are in the show
    ("The Cloak Game reveals its line-up\n\nThe Cloak Game returns next month. Among the players are barrister Ada Vey, "
     "plumber Tom Hale and student Mara Quill.",
     {("Ada Vey", "appears_in", "The Cloak Game"), ("Tom Hale", "appears_in", "The Cloak Game"),
      ("Mara Quill", "appears_in", "The Cloak Game")}),
    ("Dancing on Frost line-up\n\nThe full line-up for Dancing on Frost has been confirmed. Taking to the ice this year "
     "are soap star Ada Vey, former footballer Tom Hale, newsreader Mara Quill and reality star Leo Marsh.",
     {(p, "appears_in", "Dancing on Frost") for p in ("Ada Vey", "Tom Hale", "Mara Quill", "Leo Marsh")}),
    # guests, a tribute, or a person the copula's subject are no line-up
    ("Dancing on Frost line-up\n\nThe full line-up for Dancing on Frost has been confirmed. Among the guests at the "
     "launch party were Ada Vey and Tom Hale.", set()),
    ("Dancing on Frost line-up\n\nThe full line-up for Dancing on Frost has been confirmed. Mara Quill, for her part, "
     "has been in a relationship with singer Leo Marsh and dancer Tom Hale.", set()),
])
def test_a_fronted_copula_lists_the_line_up(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a possessor in the list is not the contestant; who could return is not in it yet
    ("Dance Night line-up\n\nDance Night returns on Saturday. Among the contestants are Mara Quill's husband, Tom Hale, "
     "and Ada Vey.", {("Tom Hale", "appears_in", "Dance Night"), ("Ada Vey", "appears_in", "Dance Night")}),
    ("Island Hearts line-up\n\nIsland Hearts returns on Saturday. Among the exes who could return are Leo Marsh's "
     "ex-wife, Mara Quill, and Tom Hale's sister, Ada Hale.", set()),
])
def test_who_a_fronted_copula_does_not_list(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the edition's year between the title and "line-up", the names heading lines with ages
    ("Meet the Ice Rink Royale 2026 line-up\n\n"
     "The skating show returns to the screen this weekend.\n\n"
     "Bobbie Castell, 38\nThe former pop star found fame with a girl group.\n\n"
     "Gideon Marsh, 45\nThe soap actor is the oldest contestant.\n\n"
     "Hattie Lomax, 31\nThe rower won a gold medal in 2016.",
     cast_of("Ice Rink Royale", "Bobbie Castell", "Gideon Marsh", "Hattie Lomax")),
    # "the X 2025 cast", in running text after a headline that names no show
    ("Everything we know so far\n\n"
     "The Copper Bay 2025 cast has been confirmed by the network.\n\n"
     "Nadia Quell\nThe presenter, 40, has fronted breakfast television.\n\n"
     "Rory Tennant\nThe comedian is making his reality debut.",
     cast_of("Copper Bay", "Nadia Quell", "Rory Tennant")),
])
def test_an_editions_year_before_line_up_or_cast_is_not_part_of_the_title(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "who is taking part", numbered heading lines with an age and a home town
    ("Shadow Hall returns: who is taking part?\n\n"
     "Shadow Hall returns to the screen on Wednesday with twenty new players.\n\n"
     "1. Kezia Forde, 27, from Cardiff\nKezia works as a midwife and hopes to be a faithful.\n\n"
     "2. Lionel Aske, 63, from Kent\nThe retired police officer says he can spot a liar.\n\n"
     "3. Wren Oduya, 35, from Leeds\nWren is a teacher.",
     cast_of("Shadow Hall", "Kezia Forde", "Lionel Aske", "Wren Oduya")),
    # "the participants" in the first sentence that names the show, a dash after each name
    ("Desert Trek: the new series\n\n"
     "These are the participants in this year's Desert Trek, which starts on Sunday.\n\n"
     "Marisol Quenby - The dental nurse describes herself as a people person.\n\n"
     "Declan Ashworth - The personal trainer, 29, lives in Belfast.",
     cast_of("Desert Trek", "Marisol Quenby", "Declan Ashworth")),
])
def test_players_and_participants_taking_part_make_a_line_up_story(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_line_up_word_in_a_story_about_no_show_makes_no_cast(nlp):
    text = ("Who is taking part in the charity walk?\n\n"
            "Hundreds of participants will walk from the town hall on Sunday.\n\n"
            "Kezia Forde\nThe midwife is walking for her late father.\n\n"
            "Lionel Aske\nThe retired police officer has raised a thousand pounds.")
    assert appearances(nlp, text) == set()


PAIRS = ("Road Rally Rivals 2026: meet the eight pairs racing across the desert\n\n"
         "Eight pairs of friends and relatives set off on a long race in the new series of Road Rally Rivals, "
         "which starts on Thursday.\n\n")


@pytest.mark.parametrize("entries,expected", [
    # the pair's bond in brackets, each pair's two names sharing a surname (NER takes such a line for a title)
    ("Bisi Oyelaran and Tola Oyelaran (sisters)\nThe sisters run a bakery together.\n\n"
     "Hal Price and Owen Price (father and son)\nThe retired miner is the oldest racer.\n\n",
     cast_of("Road Rally Rivals", "Bisi Oyelaran", "Tola Oyelaran", "Hal Price", "Owen Price")),
    # two surnames, a bond word, and a heading with an ampersand
    ("Sam Whitaker and Jess Malone (engaged)\nThe couple from Leeds plan to spend any winnings on the wedding.\n\n"
     "Derek Fenn & Paula Fenn (divorced)\nThey split in 2016 but remain good friends.\n\n",
     cast_of("Road Rally Rivals", "Sam Whitaker", "Jess Malone", "Derek Fenn", "Paula Fenn")),
])
def test_pairs_heading_their_entries_in_a_line_up_story_both_appear(nlp, entries, expected):
    assert appearances(nlp, PAIRS + entries) == expected


@pytest.mark.parametrize("text", [
    # "meet the" before a person, in a story that names no show's cast
    "Meet the baker behind the village's famous loaf\n\nHal Price has baked bread in the village for forty years.\n\n"
    "Owen Price\nHis son runs the shop.",
])
def test_meet_the_without_a_show_makes_no_line_up(nlp, text):
    assert appearances(nlp, text) == set()


HOUSEMATES = ("Lagoon House Season 3: meet the first housemates\n\n"
              "The nation's favourite reality show is back. Lagoon House opened its doors for a third season on Sunday.\n\n")


@pytest.mark.parametrize("entries,expected", [
    # numbered lines: the name, an age, a dash, then an entry that quotes its entrant
    ('1. Adaeze Nwosu, 26 – a fashion designer who says she is "here for the money, not for love".\n\n'
     '2. Tobi Okoro, 29 – an investment banker and part-time music producer from the coast.\n\n'
     "3. Halima Bako, 24 – a model from the north.\n",
     cast_of("Lagoon House", "Adaeze Nwosu", "Tobi Okoro", "Halima Bako")),
    # an em dash after the name, quotations in the entries
    ('Riya Bhatt — The television actress says she wants audiences to see "the real Riya".\n'
     'Shalini Rao — The news anchor says she has "interviewed prime ministers".\n',
     cast_of("Lagoon House", "Riya Bhatt", "Shalini Rao")),
])
def test_entries_after_a_dash_may_quote_their_entrant(nlp, entries, expected):
    assert appearances(nlp, HOUSEMATES + entries) == expected


def test_a_quotation_heading_its_own_line_is_no_entry(nlp):
    text = HOUSEMATES + ('"I am here to win," says Adaeze Nwosu.\n\n"I am here for love," says Tobi Okoro.\n')
    assert appearances(nlp, text) == set()


def test_a_name_and_its_part_heading_an_entry_is_a_person_not_a_title(nlp):
    # the entry calls the heading's person by the surname; a title heading its entry is written whole
    text = ("The Glass Yard series 2 cast: who's who in the thriller\n\n"
            "The Glass Yard returns on Sunday, a year after the first series ended.\n\n"
            "Imelda Crane (Lady Verity Ashby)\nCrane is back as the family's formidable matriarch.\n\n"
            "Joel Hanley (DS Owen Pryce)\nHanley plays the detective's loyal sidekick.\n\n"
            "Poppy Marsh (Young Verity)\nMarsh plays a younger Verity in flashback scenes.\n")
    assert appearances(nlp, text) == cast_of("The Glass Yard", "Imelda Crane", "Joel Hanley", "Poppy Marsh")


@pytest.mark.parametrize("text", [
    "Harbour Nights returns to ITV1 in April.",
    "Harbour Nights returns to BBC One in April.",
])
def test_a_channel_a_show_returns_to_is_no_work(nlp, text):
    assert not any(t[2] in {"ITV1", "BBC One"} for t in appearances(nlp, text))


VILLA = ("Villa Love 2026: meet the first ten islanders\n\nITV2 has revealed the first ten singletons heading to Mallorca "
         "for the new series of Villa Love, which starts on Monday. ")


@pytest.mark.parametrize("text,expected", [
    # an entrant introduced among the new arrivals, or by "there's" with an age and a job
    (VILLA + "Among the new arrivals is Chloe Ridd, 24, a nail technician from Basildon.",
     {("Chloe Ridd", "appears_in", "Villa Love")}),
    (VILLA + "Then there's Harvey Lom, 27, a personal trainer from Leeds.", {("Harvey Lom", "appears_in", "Villa Love")}),
    # arrivals somewhere else, and "there's" with no entrant, are no one in the show
    (VILLA + "Among the arrivals at the launch party was the host's husband, Tom Vey.", set()),
    (VILLA + "Then there's the matter of Harvey Lom, 27, the ex of a former winner.", set()),
])
def test_entrants_among_the_arrivals_and_after_there_is(nlp, text, expected):
    assert appearances(nlp, text) == expected
