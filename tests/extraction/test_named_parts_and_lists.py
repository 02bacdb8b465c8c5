"""Casts told with their characters' names, lists of objects and "both of whom".

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. A character named after the part ("returns as the family
patriarch, Augustus Vane,") is a part, never a cast member; a title a capital "The" opens is a
title even where a character carries its surname ("The Harrow Files" beside "Agnes Harrow"); a
starring verb's second object keeps its place when the parser hangs it on the verb ("stars her
husband, A, and their son, B"); "both of whom", "all of whom" stand for the whole list.
"""

import pytest

from ..conftest import appearances, cast, credits, triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # the character after the part: a part, not a person in the show
    ("The Harrow Files returns for a second season. Ida Quinlan returns for season two as the family patriarch,"
     " Augustus Harrow, and Philippa Okoye and Ravi Mistry will be back as his daughter and son-in-law.",
     cast("The Harrow Files", "Ida Quinlan", "Philippa Okoye", "Ravi Mistry")),
    ("The period drama Harbour Nights is back on Sunday. Dara Quinlan is back as the housekeeper, Agnes Tull, and Colm Byrne"
     " returns as her son, Peter.", cast("Harbour Nights", "Dara Quinlan", "Colm Byrne")),
    ("The thriller Kettle Street returns in May. Colm Byrne stars as the gang's leader, Mick Delaney.",
     cast("Kettle Street", "Colm Byrne")),
    # a title a capital "The" opens, beside a character or a person carrying its surname
    ("The Harrow Files returns for a second season. Dara Quinlan is back as the family matriarch, Agnes Harrow, and"
     " Colm Byrne returns as her son.", cast("The Harrow Files", "Dara Quinlan", "Colm Byrne")),
    ("The Okafor Inheritance returns next month. Bea Lund plays Grace Okafor.", cast("Okafor Inheritance", "Bea Lund")),
])
def test_a_character_named_after_the_part_is_no_cast_member(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Her new film, Lanterns Over Kells, opens on Friday. It stars her husband, Oisin Crowley, and their son,"
     " Padraig Crowley.", cast("Lanterns Over Kells", "Oisin Crowley", "Padraig Crowley")),
    ("His new film, Copper Sky, opens in May. It stars his wife, the singer Lena Marsh, and his brother, Tobias Marsh.",
     cast("Copper Sky", "Lena Marsh", "Tobias Marsh")),
    ("Her first film, Driftwood, opens next month, and it stars her husband, the French actor Luc Arden, and their"
     " daughter, Gia Arden, who is 19.", cast("Driftwood", "Luc Arden", "Gia Arden")),
    # not an object: a clause of its own after "and"
    ("His new film, Copper Sky, opens in May. It stars his wife, Lena Marsh, and his brother wrote the score.",
     cast("Copper Sky", "Lena Marsh")),
])
def test_a_starring_verb_keeps_every_object_of_its_list(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Guests on the first night included the actress Mara Lindqvist and the comic Dapo Eze, both of whom were"
     " regulars on Night Owls.", credits("Mara Lindqvist", "Night Owls") | credits("Dapo Eze", "Night Owls")),
    ("The film stars Ken Abara and Lou Fenn, both of whom appeared in Grey Harbour.",
     credits("Ken Abara", "Grey Harbour") | credits("Lou Fenn", "Grey Harbour")),
    ("The couple have three sons, Ari, Ben and Cal, all of whom appeared in the sitcom Home Rules.",
     cast("Home Rules", "Ari", "Ben", "Cal")),
    # "neither of whom": no one
    ("Copper Sky stars Ken Abara and Lou Fenn, neither of whom appeared in Grey Harbour.",
     cast("Copper Sky", "Ken Abara", "Lou Fenn")),
])
def test_both_of_whom_stands_for_the_whole_list(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Amara Nwosu earned an Emmy nomination for the legal drama \"The Ashdown Files\" and was last seen in the thriller"
     " \"Seven Doors.\"", credits("Amara Nwosu", "The Ashdown Files", "Seven Doors")),
    ("Freya Lind broke out in the Swedish series \"Fjordlys\" and will next be seen opposite Luca Bene in \"The Last"
     " Lemon Grove.\"", credits("Freya Lind", "Fjordlys", "The Last Lemon Grove") | credits("Luca Bene", "The Last Lemon Grove")),
    # seen somewhere, in a shop's clothes: no title
    ("Ada Vey won a Bafta and was last seen in Paris.", set()),
])
def test_seen_in_a_title_after_an_active_verb(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Ambrose Tressel was the scheming villain in the serial The Carrick Legacy.",
     credits("Ambrose Tressel", "The Carrick Legacy")),
    ("Ada Vey was the bossy headmistress in the sitcom \"Form Four\" for six years.", credits("Ada Vey", "Form Four")),
    ("Tom Reed is the grumpy grandfather in the sitcom Gap Year.", credits("Tom Reed", "Gap Year")),
    # a job or an office in a place, a crew job, a sport: no part
    ("Tom Reed was a nurse in Leeds before he became famous.", set()),
    ("Tom Reed was the director on the film Copper Sky.", set()),
    ("Ada Vey was the best player in the Premier League.", set()),
    ("Ana Ruiz was the makeup artist on the film Copper Sky.", set()),
    ("Ana Ruiz was the stunt coordinator on the thriller Copper Sky.", set()),
    ("Ana Ruiz was the accountant on the film Copper Sky.", set()),
    ("Ana Ruiz was the judge in the \"Copper Sky\" copyright case.", set()),
])
def test_a_part_a_copula_gives_its_subject(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Terry and Sharon's son Liam starred in the comedy Top Bunk.", credits("Liam", "Top Bunk")),
    ("Ada and Tom Reed's daughter Mia starred in the comedy Top Bunk.", credits("Mia", "Top Bunk")),
    ("Terry and Sharon's son Liam Vukic, 24, starred in the comedy Top Bunk as a teenager.",
     credits("Liam Vukic", "Top Bunk")),
])
def test_the_child_of_two_named_parents_stars_alone(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a credit in brackets is the person's own, whatever NER called the person; the cast joins the story's show
    ("Netflix's thriller Ninefold has rounded out its cast. Tamsin Greer (The Fallow Field), Obi Achike (Stoneleigh) and"
     " Luz Marina Echeverria (La Frontera Azul) are joining the series.",
     credits("Tamsin Greer", "The Fallow Field", "Ninefold") | credits("Obi Achike", "Stoneleigh", "Ninefold")
     | credits("Luz Marina Echeverria", "La Frontera Azul", "Ninefold")),
    ("Tamsin Greer (The Fallow Field), Obi Achike (Stoneleigh) and Luz Marina Echeverria (La Frontera Azul) are joining"
     " the series.", credits("Tamsin Greer", "The Fallow Field") | credits("Obi Achike", "Stoneleigh")
     | credits("Luz Marina Echeverria", "La Frontera Azul")),
    ("Jermaine Pryce is a regular pundit on Match Night Live.", credits("Jermaine Pryce", "Match Night Live")),
])
def test_credits_named_beside_people(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a name NER missed after a title and a job noun: a person all the same
    ("Tom Sweeney has been dating the former Sunset Villa contestant Jade Akin since the summer.",
     {("Tom Sweeney", "partner", "Jade Akin")}),
    ("Tom Sweeney is engaged to the Brain Box contestant Jade Akin.", {("Tom Sweeney", "partner", "Jade Akin")}),
    ("Tom Sweeney has been dating the former reality contestant Jade Akin since the summer.",
     {("Tom Sweeney", "partner", "Jade Akin")}),
])
def test_a_name_after_a_job_noun_is_a_person(nlp, text, expected):
    assert {t for t in triples(nlp, text) if t[1] == "partner"} == expected


@pytest.mark.parametrize("text,expected", [
    # a work that sets, rounds out or adds to "its cast" is a work, and a "Cast:" list after it is its cast
    ("Seventeen Orchards, the feature debut of director Ingrid Solheim, has set its cast. Cast: Anneliese Vogt (Grey"
     " Water), Kwame Asante (Sandman Road) and Meabh Connell.",
     credits("Anneliese Vogt", "Seventeen Orchards", "Grey Water") | credits("Kwame Asante", "Seventeen Orchards", "Sandman Road")
     | credits("Meabh Connell", "Seventeen Orchards")),
    ("Copper Sky has rounded out its ensemble. Cast: Lena Marsh and Ian Cole.", cast("Copper Sky", "Lena Marsh", "Ian Cole")),
    # a "Cast:" label with no work told before it: no guess
    ("Cast: Lena Marsh and Ian Cole.", set()),
])
def test_a_cast_label_after_a_work_that_set_its_cast(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what is coordinated with a person's bracketed credits is coordinated with the person
    ("Imelda Corrigan (Upstairs at Nell's, Cairn) and her daughter, Roisin Corrigan, will star in the drama Ballinmore"
     " Strand.", cast("Ballinmore Strand", "Imelda Corrigan", "Roisin Corrigan") | {("Imelda Corrigan", "child", "Roisin Corrigan")}),
    # a title's capitalised kin word is no one's kin
    ("Lorcan Feeney (Harrowdale, Sixpence) has joined the series The Hartwell Affair, alongside leads Ottoline Grace (The"
     " Bellmaker's Daughter) and Byun Tae-oh (Neon Ghosts).",
     credits("Lorcan Feeney", "Harrowdale", "Sixpence", "The Hartwell Affair") | credits("Ottoline Grace", "The Bellmaker's Daughter", "The Hartwell Affair")
     | credits("Byun Tae-oh", "Neon Ghosts", "The Hartwell Affair")),
    # "known for X and, later, for Y": both
    ("Tom Reed is best known for the thriller Night Ward and, more recently, for the sitcom Upper Rooms.",
     credits("Tom Reed", "Night Ward", "Upper Rooms")),
])
def test_credits_in_brackets_and_known_for(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a person "from" a show its kind names is in it
    ("Ada Vey, from reality show Chelsea Nights, has announced her engagement.", credits("Ada Vey", "Chelsea Nights")),
    ("Ollie Carr and his twin brother, Freddie, from posh reality show Chelsea Nights, are taking part together.",
     credits("Ollie Carr", "Chelsea Nights") | credits("Freddie", "Chelsea Nights")),
    # not from a podcast, a stage musical, a firm; not a break from a show
    ("Ada Vey, from the podcast Night Owls, has announced her engagement.", set()),
    ("Ada Vey, from the musical Paper Moons, has announced her engagement.", set()),
    ("Ada Vey took a break from the soap Mill Lane to have a baby.", set()),
    # "fellow X star B": the one the clause is about is in X too
    ("Ada Vey is dating fellow Love Villa contestant Jordan Beck.",
     credits("Ada Vey", "Love Villa") | credits("Jordan Beck", "Love Villa")),
    ("Kayleigh Dunn is still loved-up with fellow Sun Sea Sparks star Jordan Beck.",
     credits("Kayleigh Dunn", "Sun Sea Sparks") | credits("Jordan Beck", "Sun Sea Sparks")),
])
def test_from_a_show_and_fellow_stars(nlp, text, expected):
    assert appearances(nlp, text) == expected
