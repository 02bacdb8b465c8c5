"""People named as a reader names them: descriptions off, names NER cut completed, shared
surnames, nicknames, titles and namesakes, one entity each. Invented names throughout.

Most cases run the pinned spaCy model (marked ``model``); :func:`label_of` needs none.
"""

import pytest

from kgbuild.extraction.people import label_of


def stated(nlp, text):
    """The (head, relation, tail) triples the extractor finds in ``text``."""
    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    doc = prepare(nlp)(text)
    return {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())}

PEOPLE = [
    # descriptions before a name are not part of it
    ("Rapper Jax Moreno married Lila Fenn in 2019.", {"Jax Moreno": set(), "Lila Fenn": set()}),
    ("Actress Jane Dorrit married Tobin Marsh in June.", {"Jane Dorrit": set(), "Tobin Marsh": set()}),
    ("Reality star Dana Whitcombe filed for divorce from her husband Ruel Ambrose.",
     {"Dana Whitcombe": set(), "Ruel Ambrose": set()}),
    ("Singer Moxy Vale and her husband Brann Oster have split.", {"Moxy Vale": set(), "Brann Oster": set()}),
    ("Former NFL player Brock Tannery and his wife Essie Tannery welcomed a son.",
     {"Brock Tannery": set(), "Essie Tannery": set()}),
    # a name NER missed or cut, from the article's own evidence; honorifics kept as aliases
    ("Nikita Orla has launched a lawsuit against Conor Dunleavy. Ms Orla said Mr Dunleavy lied.",
     {"Nikita Orla": {"Ms Orla"}, "Conor Dunleavy": {"Mr Dunleavy"}}),
    # a married name NER cut at the family's surname
    ("Orvel Quist sued the paper. His sister Jo Quist Brandt joined the suit.",
     {"Orvel Quist": set(), "Jo Quist Brandt": set()}),
    # a shared surname over "and", and a family plural showing it is a family's name
    ("Jax and Lila Moreno arrived with their son Teo Moreno. The Morenos live in Ohio.",
     {"Jax Moreno": set(), "Lila Moreno": set(), "Teo Moreno": set()}),
    # an honorific or an office is no part of the label; a royal style and a wife's style are kept
    ("Sen. Robert Hale married Anne Vale. Senator Robert Hale thanked her.",
     {"Robert Hale": {"Sen. Robert Hale", "Senator Robert Hale"}, "Anne Vale": set()}),
    ("Dr. Helen Ward married Tom Bale.", {"Helen Ward": {"Dr. Helen Ward"}, "Tom Bale": set()}),
    ("King Ivo Tam married Queen Ada Tam.", {"King Ivo Tam": set(), "Queen Ada Tam": set()}),
    # a nickname with the surname, later on, is the same person; the label is the name as printed,
    # its nickname included (the plain name is an alias)
    ("Dwayne \"Slim\" Carter married Keisha Lowe in 2010. Slim Carter said he was happy.",
     {"Dwayne \"Slim\" Carter": {"Slim", "Slim Carter", "Dwayne Carter"}, "Keisha Lowe": set()}),
    # two given names around "and" before a surname: how news writes a couple or siblings sharing it
    ("Tom and Rita Hanley welcomed a son, Max.", {"Tom Hanley": set(), "Rita Hanley": set(), "Max": set()}),
    ("Jake and Ryan Lambert are brothers.", {"Jake Lambert": set(), "Ryan Lambert": set()}),
    # ... not a first name the article gives someone else's surname
    ("Tom Bale was there. Tom and Rita Hanley arrived later.", {"Tom Bale": {"Tom"}, "Rita Hanley": set()}),
    # a family plural naming its members
    ("The Dorsey sisters, Kyle and Mina, attended the party. Kyle smiled.",
     {"Kyle Dorsey": {"Kyle"}, "Mina Dorsey": set()}),
    ("Kyle and Mina are the Quist sisters.", {"Kyle Quist": set(), "Mina Quist": set()}),
    ("The Morenos, Jax and Lila, welcomed a son named Teo.", {"Jax Moreno": set(), "Lila Moreno": set(), "Teo": set()}),
    # set off by a dash or a bracket; a number before the family name; first names NER took for a place or a people
    ("The Okoro sisters - Ngozi, Chidi and Amara - walked the runway together.",
     {"Ngozi Okoro": set(), "Chidi Okoro": set(), "Amara Okoro": set()}),
    ("The Hartley sisters (Jane, Meg and Lou) sued their label.",
     {"Jane Hartley": set(), "Meg Hartley": set(), "Lou Hartley": set()}),
    ("The three Delaney siblings, Rory, Aoife and Niamh, appeared in court.",
     {"Rory Delaney": set(), "Aoife Delaney": set(), "Niamh Delaney": set()}),
    ("The Brennan brothers, Liam and Sean, have opened a pub.", {"Liam Brennan": set(), "Sean Brennan": set()}),
    # ... but one first name beside it is too little to go on
    ("The Morenos and Jax arrived.", {"Jax": set()}),
    # namesakes: Jr. and Sr. are two people; "Quist Jr." is the son
    ("Orvel Quist Jr. and his father Orvel Quist Sr. spoke. Quist Jr. thanked the fans.",
     {"Orvel Quist Jr.": {"Quist Jr."}, "Orvel Quist Sr.": set()}),  # the full stop kept, as written
    # "the elder of the two" set off by commas describes one of a pair: no part of the name
    ("Mateo Lenz and Lucas Lenz voice the crabs. Mateo Lenz, the elder of the two, said his brother started it.",
     {"Mateo Lenz": set(), "Lucas Lenz": set()}),
    # "the elder" and "the younger" are two people
    ("Jax Moreno the elder and Jax Moreno the younger both spoke at the gala.",
     {"Jax Moreno the Elder": set(), "Jax Moreno the Younger": set()}),
    # a father and son sharing a name: the bare surname is the father the article is about
    ("Orvel Quist and his son Orvel Quist Jr. attended. Quist said he was proud.",
     {"Orvel Quist": {"Quist"}, "Orvel Quist Jr.": set()}),
    # a couple sharing a surname stays two people
    ("Jax Moreno and his wife Lila Moreno attended. Moreno said it was fun.",
     {"Jax Moreno": {"Moreno"}, "Lila Moreno": set()}),
    # a nickname in quotes before a hyphenated surname: the whole surname is the name's, and a
    # son sharing it stays his own person
    ('Tobias "Toby" Ansah-Mensah has died. His son, Kwame, survives him. Kwame Ansah-Mensah spoke.',
     {'Tobias "Toby" Ansah-Mensah': {"Toby", "Tobias Ansah-Mensah"}, "Kwame Ansah-Mensah": {"Kwame"}}),
    # a bare surname is not the child named with it, while a grown-up bearer is there
    ("Kira Dunne shared a photo of her daughter Suri Holt. Kira's ex-husband Tom Holt was there. "
     "Dunne divorced Holt in 2012.",
     {"Kira Dunne": {"Kira", "Dunne"}, "Suri Holt": set(), "Tom Holt": {"Holt"}}),
    # nicknames: one person, with and without
    ('Sean "Dizzy" Combe and his son Quincy Combe attended. Dizzy smiled.',
     {'Sean "Dizzy" Combe': {"Sean Combe", "Dizzy"}, "Quincy Combe": set()}),
    ("Marlon 'Mack' Tesh sued his brother Dell Tesh. Mack said the case was over.",
     {"Marlon 'Mack' Tesh": {"Marlon Tesh", "Mack"}, "Dell Tesh": set()}),
    # royal styles stay on one person
    ("Prince Orvel and his wife Princess Mirabel visited Paris. The crowd cheered for Orvel.",
     {"Prince Orvel": set(), "Princess Mirabel": set()}),
    # a style from a husband's name is his wife, never him
    ("Mrs Tobin Marsh and her husband Tobin Marsh attended the gala.",
     {"Mrs Tobin Marsh": set(), "Tobin Marsh": set()}),
    ("Lady Frederick Windle and her husband, Frederick Windle, attended the gala.",
     {"Lady Frederick Windle": set(), "Frederick Windle": set()}),
    # a hyphen joins a name (a spaced dash would end it)
    ("Jean-Luc Arnaud married Rosa Vey in May.", {"Jean-Luc Arnaud": set(), "Rosa Vey": set()}),
    # ... while a woman styled by her own name is one person
    ("Mrs Delphine Brandt, an artist, won the case. Delphine Brandt said she was happy.",
     {"Delphine Brandt": {"Mrs Delphine Brandt"}}),
    # a name NER calls an organisation that carries the surname of a person named here is a
    # person too, and the bare surname goes to the one named in full first
    ("Ada Vey married Leo Hart in 2020. Hart is a chef. His brother, Max Hart, runs a bakery.",
     {"Ada Vey": set(), "Leo Hart": {"Hart"}, "Max Hart": set()}),
    # an occupation before a name NER called an organisation makes it a person, in every mention
    ("Actress Rhea Stone got married. Stone wed in June.", {"Rhea Stone": {"Stone"}}),
    ("The singer Ella Stone and her band split. Ella Stone said so.", {"Ella Stone": set()}),
    # ... as does a given name coordinated with a person; a company beside a person stays one
    ("Kai Brown and Ella Stone are engaged.", {"Kai Brown": set(), "Ella Stone": set()}),
    ("Dana Reed and Acme Studios settled the case.", {"Dana Reed": set()}),
    # ... and so does owning, having or sharing a relative (a company has none)
    ("Ella Stone has two sons, Leo and Max, from her marriage to Kai Brown.",
     {"Ella Stone": set(), "Leo": set(), "Max": set(), "Kai Brown": set()}),
    ("Ella Stone's husband Kai Brown is a chef.", {"Ella Stone": set(), "Kai Brown": set()}),
    # a surname of two words is the surname, as one word is; a given name and surname stay another person
    ("The night belonged to Ada Vey, who thanked hosts Bronte Kell and Hamish Te Rangi. Te Rangi, who took over as "
     "co-host this year, said it was the best series yet.",
     {"Ada Vey": set(), "Bronte Kell": set(), "Hamish Te Rangi": {"Te Rangi"}}),
    ("Mary Ann Lowe and her daughter Ann Lowe opened a bakery.", {"Mary Ann Lowe": set(), "Ann Lowe": set()}),
    # a double-barrelled surname NER cut at its hyphen is the whole surname
    ("Former footballer Kwame Asante-Roy won the final. An emotional Asante-Roy, 37, dedicated the trophy to his "
     "late father. Asante-Roy was cheered on by his wife, Natasha.",
     {"Kwame Asante-Roy": {"Asante-Roy"}, "Natasha": set()}),
]


@pytest.mark.model
@pytest.mark.parametrize("text,expected", PEOPLE)
def test_people_are_one_entity_each_named_in_full(nlp, text, expected):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)(text)
    ents = ArticleEntities(doc, find_mentions(doc))
    people = {e.name: e.aliases - {e.name} for e in ents.entities if e.type == "PERSON"}
    assert set(people) == set(expected), people
    for name, aliases in expected.items():
        assert aliases <= people[name], (name, people[name])


@pytest.mark.model
def test_a_parent_and_child_sharing_a_first_name_stay_two(nlp):
    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    text = "Ansel Brook was a banker. His son Ansel joined the firm in 1990."
    doc = prepare(nlp)(text)
    found = {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())}
    assert found == {("Ansel Brook", "child", "Ansel")}


@pytest.mark.model
def test_a_first_name_joins_the_full_name_and_a_title_run_is_no_person(nlp):
    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    text = "Singer Moxy Vale married Brann Oster in 2015. Moxy and Brann have a daughter, Wren Oster."
    doc = prepare(nlp)(text)
    found = {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())}
    assert ("Moxy Vale", "spouse", "Brann Oster") in found or ("Brann Oster", "spouse", "Moxy Vale") in found
    assert not any("Singer" in h or "Singer" in t for h, _, t in found)


@pytest.mark.parametrize("forms,label", [
    ({"Orla", "Ms Orla", "Nikita Orla"}, "Nikita Orla"),       # the fullest name, untitled
    ({"Orla", "Ms Orla"}, "Ms Orla"),                          # no full name: as the article addresses her
    ({"Orvel", "Prince Orvel"}, "Prince Orvel"),               # a royal style
    ({"Dr Hanna Voss", "Hanna Voss"}, "Hanna Voss"),           # an honorific is no part of a full name
    ({"Reverend Amos Tilbury"}, "Amos Tilbury"),               # ... nor a cleric's
    ({"Rabbi Ezra Pell", "Pell"}, "Ezra Pell"),
    ({"Sean \"Dizzy\" Combe", "Sean Combe", "Dizzy"}, "Sean \"Dizzy\" Combe"),  # as printed, nickname and all
    ({"Orvel Quist Jr", "Quist Jr"}, "Orvel Quist Jr"),
])
def test_label_is_the_fullest_name_without_an_honorific(forms, label):
    assert label_of(forms, next(iter(forms))) == label


def test_markup_addresses_and_control_characters_are_blanked_with_offsets_kept():
    from kgbuild.extraction.markup import blank_markup

    text = "Jax <b>Moreno</b>\x07 (see https://example.com/jax.) wed <i>Lila Fenn</i>."
    blanked = blank_markup(text)
    assert len(blanked) == len(text) and blanked.split() == ["Jax", "Moreno", "(see", ".)", "wed", "Lila", "Fenn", "."]


@pytest.mark.parametrize("text,words", [
    # a list's bullet opening a line, of any common kind, is blanked; a dash inside a line is not (a
    # hyphen typed for one, between spaces, is read as the dash: one character, or two for "--")
    ("The line-up:\n• Ada Vey, singer\n- Tom Bale, chef\n  * Kit Harlan, dancer",
     ["The", "line-up:", "Ada", "Vey,", "singer", "Tom", "Bale,", "chef", "Kit", "Harlan,", "dancer"]),
    ("Ada Vey - singer\nTom Bale — chef", ["Ada", "Vey", "–", "singer", "Tom", "Bale", "—", "chef"]),
    ("Ada Vey -- singer, a well-known act", ["Ada", "Vey", "–", "singer,", "a", "well-known", "act"]),
    ("-5 degrees\n--- \n", ["-5", "degrees", "---"]),
])
def test_bullets_opening_lines_are_blanked_with_offsets_kept(text, words):
    from kgbuild.extraction.markup import blank_markup

    blanked = blank_markup(text)
    assert len(blanked) == len(text) and blanked.split() == words


@pytest.mark.parametrize("text,expected", [
    # a title in single marks, straight or curly, is read in double ones (same length)
    ("The 'Salt Meadow' star, 32, opened up.", 'The "Salt Meadow" star, 32, opened up.'),
    ("Ada Vey, 30, stars in ‘Glass Harbor’ and ‘The Long Night’.", "Ada Vey, 30, stars in “Glass Harbor” and “The Long Night”."),
    ("She joined 'Grey's Ward' in 2019.", 'She joined "Grey\'s Ward" in 2019.'),
    # speech, apostrophes, decades, nicknames, marks inside double quotes and a headline's marks stay
    ("'I was thrilled,' Ada Vey said.", "'I was thrilled,' Ada Vey said."),
    ("The Vey sisters' film came out in the '90s.", "The Vey sisters' film came out in the '90s."),
    ("Tomas 'Tom' Birch and rock 'n' roll.", "Tomas 'Tom' Birch and rock 'n' roll."),
    ('He said "the \'Salt Meadow\' set" was cold.', 'He said "the \'Salt Meadow\' set" was cold.'),
    ("'Salt Meadow' Star Weds\nThe 'Salt Meadow' star wed.", "'Salt Meadow' Star Weds\nThe \"Salt Meadow\" star wed."),
])
def test_titles_in_single_quotation_marks_are_read_in_double_ones(text, expected):
    from kgbuild.extraction.markup import blank_markup

    assert blank_markup(text) == expected


@pytest.mark.model
def test_no_markup_url_or_control_character_reaches_a_name(tmp_path):
    from kgbuild.pipeline.run import extract_paths

    text = "Actress <b>Jane Dorrit</b> married Tobin Marsh\x07 of Acme <b>Studios</b> in June. See https://example.com/jd."
    (tmp_path / "a.txt").write_text(text, encoding="utf-8")
    [extraction] = list(extract_paths([tmp_path]))
    found = {(t.head, t.relation, t.tail) for t in extraction.triples}
    assert found in ({("Jane Dorrit", "spouse", "Tobin Marsh")}, {("Tobin Marsh", "spouse", "Jane Dorrit")})
    [triple] = extraction.triples
    assert text[triple.evidence.start:triple.evidence.start + 7] == "Actress"  # offsets into the article as written


@pytest.mark.model
@pytest.mark.parametrize("text,names", [
    # hyphenated given names NER cut short, on either side of the part it caught
    ("Hyun-woo Kang is the son of actress Seo-yeon Kang.", {"Hyun-woo Kang", "Seo-yeon Kang"}),
    ("Park Min-jae and his wife Han So-yeon welcomed a son, Park Ji-ho.", {"Park Min-jae", "Han So-yeon", "Park Ji-ho"}),
    # a one-word given name in a child's slot, its second part lower case; a modifier after a hyphen is no part
    ("Ji-woo Park and Min Seo-yeon welcomed a son, Do-hyun, in March.", {"Ji-woo Park", "Min Seo-yeon", "Do-hyun"}),
    ("Omar Reyes and his wife, Ivy Ross, welcomed a daughter, Ha-eun.", {"Omar Reyes", "Ivy Ross", "Ha-eun"}),
    # a given name tagged a noun before the surname in a relation's slot
    ("Tunde Okafor sued Adaeze Nwosu in Lagos.", {"Tunde Okafor", "Adaeze Nwosu"}),
    # the shape of a Korean or Chinese name beside a surname of the lexicon, wherever NER cut it
    # or whatever it called it (a nationality, a company), surname first or last
    ("Choi Min-ho married former figure skater Kim Ha-seul in 2022.", {"Choi Min-ho", "Kim Ha-seul"}),
    ("Han Ji-woo, 33, rose to fame in the action series Seoul Undercover.", {"Han Ji-woo", "Seoul Undercover"}),
    ("Actress Kim Tae-ri stars in the drama Twenty Five Twenty One.", {"Kim Tae-ri", "Twenty Five Twenty One"}),
])
def test_names_ner_cut_at_a_hyphen_or_a_mistagged_given_name_are_whole(nlp, text, names):
    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    doc = prepare(nlp)(text)
    found = {n for t in extract_doc(doc, Article("t", text), default_rules()) for n in (t.head, t.tail)}
    assert found == names


@pytest.mark.model
@pytest.mark.parametrize("text,sexes", [
    # a first name that is a woman's or a man's is a weak vote: it settles who "her" is
    ("Tom Bale hired Ivy Ross as his manager in 2015.", {"Tom Bale": "m", "Ivy Ross": "f"}),
    # ... a name given since the census lists, to one sex, is a vote too
    ("Liam Dorne hired Khloe Varga as his manager.", {"Liam Dorne": "m", "Khloe Varga": "f"}),
    # ... a name used by both is no vote; a lone word may be a surname
    ("Jordan Reyes met Taylor Quill in Rome.", {"Jordan Reyes": None, "Taylor Quill": None}),
    # ... but a man's name a handful of women were given is still a man's (and the reverse)
    ("Michael Dunne met Mary Vane and James Tate in Rome.",
     {"Michael Dunne": "m", "Mary Vane": "f", "James Tate": "m"}),
    # ... and the article's own cue outvotes it
    ("Tom Bale arrived with his son, Ivy Ross.", {"Tom Bale": "m", "Ivy Ross": "m"}),
])
def test_a_first_name_is_a_weak_vote_for_gender(nlp, text, sexes):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.matching import SentenceMatcher
    from kgbuild.extraction.mentions import find_mentions
    from kgbuild.extraction.rules import default_rules

    doc = prepare(nlp)(text)
    ents = ArticleEntities(doc, find_mentions(doc))
    SentenceMatcher(default_rules(), ents)  # notes the genders kin cues give
    assert {e.name: e.sex for e in ents.entities if e.type == "PERSON"} == sexes


@pytest.mark.model
def test_a_pronoun_after_two_people_goes_to_the_one_its_gender_fits(nlp):
    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    text = "Tom Bale hired Ivy Ross as his manager in 2015. Last year he sued her."
    doc = prepare(nlp)(text)
    assert {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())} == {
        ("Tom Bale", "sued", "Ivy Ross")}


@pytest.mark.model
@pytest.mark.parametrize("text,people", [
    # a first name NER left out, known as one or opening the sentence, is the name's
    ("Ivy Pell was born in Nova Scotia in 1990.", ["Ivy Pell"]),
    # ... also when NER took a first name that is a place's too for a place or a firm
    ("Rufus Tamlin Oduya (May 2, 1950-2010) was a farmer and politician.", ["Rufus Tamlin Oduya"]),
    ("Carolina Tamlin Oduya (born 1971) is an American actress.", ["Carolina Tamlin Oduya"]),
    ("Houston Tamlin Oduya (born 1971) is an American actor.", ["Houston Tamlin Oduya"]),
    # ... never a title, a rank or a plural before a name
    ("Former Police Chief Dana Holt resigned in May.", ["Dana Holt"]),
    ("Coaches Ivy Ross and Kay Dunne will return.", ["Ivy Ross", "Kay Dunne"]),
])
def test_a_first_name_ner_left_out_is_part_of_the_name(nlp, text, people):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.mentions import PERSON, find_mentions

    assert [m.name for m in find_mentions(prepare(nlp)(text)) if m.type == PERSON] == people


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # an occupation before a name stays out of it, wherever the name is read
    ("Rapper Tyrell Banks married Laura Finch.", {("Tyrell Banks", "spouse", "Laura Finch")}),
    ("Comedian Tyrell Banks and his wife Laura Finch split.", {("Tyrell Banks", "spouse", "Laura Finch")}),
    ("Driver Marco Bell has sued Ada Vey over a crash.", {("Marco Bell", "sued", "Ada Vey")}),
    ("Contractor Dale Price has sued Ada Vey and Tom Hale.", {("Dale Price", "sued", "Ada Vey"), ("Dale Price", "sued", "Tom Hale")}),
    # a word that opens firms' names as often is left in them
    ("Ada Vey sued Investor Daily for libel.", {("Ada Vey", "sued", "Investor Daily")}),
    # a style "of" a place names its holder: two dukes are two people, neither of them "Duke"
    ("The Duke of Ashford sued Ivo Tam. The Duke of Wexley sued Ivo Tam too.",
     {("Duke of Ashford", "sued", "Ivo Tam"), ("Duke of Wexley", "sued", "Ivo Tam")}),
])
def test_an_occupation_or_a_style_before_a_slot_name(nlp, text, expected):
    assert stated(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a title-case headline's names are cut to what the body writes, and its telegraphese gives no triple
    ("Blues Guitarist Otis Whitfield Dead at 79\n\nOtis Whitfield, the guitarist, died on Sunday. "
     "Whitfield is survived by his son Calvin Whitfield.", {("Otis Whitfield", "child", "Calvin Whitfield")}),
    ("Actor Ronan Vell Sues Ex-Wife Over Tell-All Memoir\n\nRonan Vell has sued his ex-wife, Tessa Vane, over her memoir.",
     {("Ronan Vell", "sued", "Tessa Vane"), ("Ronan Vell", "former_spouse", "Tessa Vane")}),
    # a first line that is a sentence is read as one
    ("Ada Vey married Ben Oduya in June.\n\nThey met in 2019.", {("Ada Vey", "spouse", "Ben Oduya")}),
])
def test_a_headline_names_no_one_the_body_does_not(nlp, text, expected):
    assert stated(nlp, text) == expected


def _triples(nlp, text):
    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    return {(t.head, t.relation, t.tail) for t in extract_doc(prepare(nlp)(text), Article("t", text), default_rules())}


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a description a proper name opens is no person: an award, a stage, a network, a league
    ("Owen Deck is the younger brother of Emmy winner Alex Deck and the son of Broadway legend Mae Deck.",
     {("Alex Deck", "sibling", "Owen Deck"), ("Mae Deck", "child", "Owen Deck")}),
    ("Chloe Barr was cheered on by her brother, Sunday league legend Liam Barr.", {("Chloe Barr", "sibling", "Liam Barr")}),
    ("Darren Pryce arrived with his wife, former Olympic swimmer Jodie Pryce.", {("Darren Pryce", "spouse", "Jodie Pryce")}),
    # nor is the award before "-winning", nor a kin noun opening a sentence
    ("Lina Hart is engaged. The proposal was watched by Hart's parents, the Oscar-winning cinematographer Rolf Hart "
     "and former model Ada Hart.", {("Rolf Hart", "child", "Lina Hart"), ("Ada Hart", "child", "Lina Hart")}),
    ("Walter Brant starred with his daughter Julia. Father and daughter appeared together in Night Court Blues.",
     {("Walter Brant", "child", "Julia")}),
])
def test_a_description_is_no_person(nlp, text, expected):
    assert {t for t in _triples(nlp, text) if t[1] != "appears_in"} == expected


@pytest.mark.model
@pytest.mark.parametrize("text,people", [
    # a headline's verb is no part of the name NER ran it into; the headline gives the full name
    # of someone the body calls by the surname
    ("Dana Wren and Marcus Oye Are Engaged!\nDana Wren is going to be a bride. Oye, 31, proposed on a beach.",
     ["Dana Wren", "Marcus Oye"]),
    ("EXCLUSIVE: Reality star Chloe Barr SPLITS from footballer Jamie Penhal\nChloe Barr has split from her boyfriend "
     "Jamie Penhal.", ["Chloe Barr", "Jamie Penhal"]),
    # nor is a verb NER ran into a surname in the body ("re-shared")
    ("Carla Santillan and Miguel Ocampo dated for two years. Santillan re-shared the post within minutes.",
     ["Carla Santillan", "Miguel Ocampo"]),
])
def test_headline_verbs_stay_out_of_names(nlp, text, people):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)(text)
    assert sorted(e.name for e in ArticleEntities(doc, find_mentions(doc)).entities if e.type == "PERSON") == people


@pytest.mark.model
def test_a_bare_surname_goes_to_the_subject_known_by_it(nlp):
    # two surnames, known professionally by the first: "Vega" is the article's subject, not his father
    text = ("Alejandro Vega Ruiz (born 1975), known professionally as Alejandro Vega, is a Spanish actor.\n\n"
            "Vega was born in Valladolid. His father is the stage actor Jose Vega, and his mother, Rosa Ruiz, was a "
            "teacher.\n\nVega starred in the series Urgencias Madrid. In 2015 Vega married the actress Marta Iglesias.")
    assert _triples(nlp, text) == {("Jose Vega", "child", "Alejandro Vega Ruiz"), ("Rosa Ruiz", "child", "Alejandro Vega Ruiz"),
                                   ("Alejandro Vega Ruiz", "appears_in", "Urgencias Madrid"),
                                   ("Alejandro Vega Ruiz", "spouse", "Marta Iglesias")}


@pytest.mark.model
@pytest.mark.parametrize("text,people", [
    # a surname NER called a product or a firm, after a first name it left out
    ("Ivy Cole plays a nurse in the drama.", ["Ivy Cole"]),
    ("Fans praised Ivy Cole for the role.", ["Ivy Cole"]),
    # a given name and a surname NER called a place or a firm, where only a person fits:
    # the subject of what only a person does ...
    ("Theo Park plays a nurse who hides a past.", ["Theo Park"]),
    ("Kai Stone plays a nurse in the drama.", ["Kai Stone"]),
    # ... the object of what is done only to one, in a list too, or after "to"
    ("She married Freddie Finch in June.", ["Freddie Finch"]),
    ("The film stars Remy Lark and Jude Holt.", ["Remy Lark", "Jude Holt"]),
    ("He was married to Jude Holt for a decade.", ["Jude Holt"]),
    # names given since the census lists (of either sex) count as given names
    ("The drama stars Freddie Finch as a nurse.", ["Freddie Finch"]),
    # a hyphenated surname NER called a firm, after a first name it left out
    ("Ebony Frost-Adair has joined the cast of the drama.", ["Ebony Frost-Adair"]),
    # a name NER called a title that someone plays, described as a person, is a part (a person)
    ("She will play Isolde Vane, a folklorist who arrives in the village.", ["Isolde Vane"]),
    # not a firm, a team, a building or a dish doing what those do, nor a figure of speech
    ("Georgia Power told customers to expect delays.", []),
    ("Jordan Brand said sales grew.", []),
    ("Grace Records signed the band.", []),
    ("Georgia Tech plays Clemson on Saturday night in Atlanta.", ["Clemson"]),
    ("Morgan Stanley voiced caution about the merger.", []),
    ("Grace Church dates back to 1790.", []),
    ("The board engaged Morgan Stanley to explore a sale.", []),
    ("The new menu marries Georgia Peach with smoked pork.", []),
    ("Lincoln Center plays host to the gala each May.", []),
    ("She will play Hamlet at the Globe.", []),
    ("Acme Holdings has joined the cast of investors.", []),
])
def test_a_name_ner_took_for_a_firm_or_place_is_a_person_where_only_one_fits(nlp, text, people):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.mentions import PERSON, find_mentions

    assert [m.name for m in find_mentions(prepare(nlp)(text)) if m.type == PERSON] == people


@pytest.mark.parametrize("text,name", [
    # a word for what someone is or does, capitalised before the name, is no part of it
    ("Landlord Pete Marr sued his tenant Gus Hahn.", "Pete Marr"),
    ("Pastor Pete Marr sued his tenant Gus Hahn.", "Pete Marr"),
    ("Widower Otto Berg said he had a daughter, Frida Berg.", "Otto Berg"),
])
def test_an_occupation_before_a_name_is_no_part_of_it(nlp, text, name):
    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    heads = {t.head for t in extract_doc(prepare(nlp)(text), Article("t", text), default_rules())}
    assert heads == {name}


@pytest.mark.model
def test_a_hyphenated_word_beside_no_surname_of_the_list_is_no_name(nlp):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)("The K-pop idol and a hip-hop act played in Hong Kong with Ivo Marsh.")
    assert not any(m.source == "name-shape" for m in find_mentions(doc))


@pytest.mark.model
@pytest.mark.parametrize("text", [
    "She trained at the Chan Kung-fu Academy with her son, Leo Brand.",
    "The Hong Kong-born singer opened a restaurant.",
    "Tickets for the Lee Ho-lam Memorial Concert sold out.",
])
def test_a_word_of_that_shape_that_is_no_name_or_goes_on_into_a_name_is_no_person(nlp, text):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.mentions import find_mentions

    assert not any(m.source == "name-shape" for m in find_mentions(prepare(nlp)(text)))


@pytest.mark.model
def test_a_headline_where_a_person_speaks_after_the_colon_names_no_show(nlp):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    text = ("Philippa Ashcombe: 'I spent my twenties waiting for the phone to ring'\n\n"
            "Philippa Ashcombe arrives at a cafe in Hackney ten minutes early. Her new series starts on Sunday.")
    doc = prepare(nlp)(text)
    ents = ArticleEntities(doc, find_mentions(doc))
    assert not any(e.type == "WORK" and "Ashcombe" in e.name for e in ents.entities)


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a first name a pronoun shows to be a person's joins the one fuller name NER called a company
    ("Renata Solano sued the network last year. Renata told reporters she was proud of her daughter, Lupe.",
     {("Renata Solano", "child", "Lupe")}),
    # ... not a company's name that opens with it
    ("Renata Solano thanked the Renata Group. Renata said she was proud of her daughter, Lupe.",
     {("Renata Solano", "child", "Lupe")}),
    # ... and a surname as well
    ("Siobhan Kearney lives in Cheshire. Kearney said she was proud of her son, Cian.",
     {("Siobhan Kearney", "child", "Cian")}),
])
def test_a_first_name_shown_a_person_s_joins_the_name_ner_took_for_a_company(nlp, text, expected):
    assert stated(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,company,aliases", [
    # a company named with and without its legal form, or without its company word: one entity
    ("Siobhan Kearney sued Caledon Media plc in March. Caledon Media said it would fight the claim.",
     "Caledon Media plc", {"Caledon Media"}),
    ("Paragon Hill Pictures called the lawsuit baseless. Paragon Hill has made four films.",
     "Paragon Hill Pictures", {"Paragon Hill"}),
])
def test_a_company_with_and_without_its_legal_form_is_one_entity(nlp, text, company, aliases):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)(text)
    orgs = {e.name: e.aliases for e in ArticleEntities(doc, find_mentions(doc)).entities if e.type == "ORG"}
    assert company in orgs and aliases <= orgs[company] and not aliases & set(orgs)


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a pronoun points back to a subject past a place named between; a network or an initialism is no person
    ("Siobhan Kearney lives in Cheshire with her husband, Conor Whelan.", {("Siobhan Kearney", "spouse", "Conor Whelan")}),
    ("Tomas Ferrer, best known from three seasons of BBC One's Marchmont, is a familiar face in Portugal, "
     "where he starred in the soap Rua das Flores.", {("Tomas Ferrer", "appears_in", "Rua das Flores"),
                                                    ("Tomas Ferrer", "appears_in", "Marchmont")}),
])
def test_a_pronoun_after_a_place_still_points_at_the_subject_and_never_at_a_network(nlp, text, expected):
    assert stated(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # the subject of a sentence naming no person, when the next opens with "She" or "He", is a person
    ("Siobhan Kearney filed a lawsuit against Caledon Media on Monday. She claims the company owes her $2 million. "
     "Her son, Cian, works there.",
     {("Siobhan Kearney", "sued", "Caledon Media"), ("Siobhan Kearney", "child", "Cian")}),
    ("Odile Brannock sued the paper in March. She is the mother of Cian Brannock.", {("Odile Brannock", "child", "Cian Brannock")}),
    # ... not a company, whatever pronoun follows
    ("Harlow Pictures released a statement. He said the film would be delayed.", set()),
])
def test_a_subject_the_next_sentence_calls_she_or_he_is_a_person(nlp, text, expected):
    assert stated(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # an occupation in apposition, or a relative clause opened by "who", says a name is a person's
    ("Siobhan Kearney, a presenter on Morning Desk, married Conor Whelan in 2019.", {("Siobhan Kearney", "spouse", "Conor Whelan")}),
    ("Saoirse Kilduff, the actress, married Conor Whelan in 2019.", {("Saoirse Kilduff", "spouse", "Conor Whelan")}),
    ("Aoife Brannock, who lives in Cork, is the sister of Conor Whelan.", {("Conor Whelan", "sibling", "Aoife Brannock")}),
])
def test_an_occupation_in_apposition_or_a_who_clause_makes_a_person(nlp, text, expected):
    assert stated(nlp, text) == expected


@pytest.mark.model
def test_a_korean_name_in_either_order_is_one_person(nlp):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)("Ji-woo Han and pro Oscar Lind will dance on Saturday. Han Ji-woo, 24, is a singer.")
    people = [e for e in ArticleEntities(doc, find_mentions(doc)).entities if e.type == "PERSON" and "Ji-woo" in e.name]
    assert len(people) == 1 and {"Ji-woo Han", "Han Ji-woo"} <= people[0].aliases


def test_a_name_ner_ran_across_a_bracket_is_two_names():
    # "Conor (Aidan Roe)": a part and its actor; no name holds a bracket (a hand-built Doc, no model)
    from spacy.tokens import Doc
    from spacy.vocab import Vocab

    from kgbuild.extraction.mentions import find_mentions

    words = ["Her", "son", ",", "Conor", "(", "Aidan", "Roe", ")", ",", "returns", "."]
    ents = ["O", "O", "O", "B-ORG", "I-ORG", "I-ORG", "I-ORG", "O", "O", "O", "O"]
    doc = Doc(Vocab(), words=words, ents=ents, sent_starts=[True] + [False] * 10)
    assert [m.name for m in find_mentions(doc)] == ["Conor", "Aidan Roe"]


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a surname of two words ("Mac", "Ó", "Del", "van") after the full name is the same person
    ("Oisín Mac Diarmada joined the firm in 2010. Mac Diarmada was praised by his wife.",
     {"Oisín Mac Diarmada": {"Mac Diarmada"}}),
    ("The developer (Ruairí Ó Dálaigh) arrives late. Ó Dálaigh is good.", {"Ruairí Ó Dálaigh": {"Ó Dálaigh"}}),
    # ... and goes to the bearer the article is about, not to the latest one named
    ("Brendan Mac Giolla will retire. He thanked his wife, Maura Mac Giolla. Mac Giolla hosted the show for years.",
     {"Brendan Mac Giolla": {"Mac Giolla"}, "Maura Mac Giolla": set()}),
    # plural occupations before a list of names are no part of the first name
    ("Actors Arjun Mehra and Tanvi Rao married in June. Arjun Mehra said so.", {"Arjun Mehra": set(), "Tanvi Rao": set()}),
    ("Finalists Dev Saran and Molly Grace will compete for the title.", {"Dev Saran": set(), "Molly Grace": set()}),
])
def test_two_word_surnames_and_plural_descriptions(nlp, text, expected):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)(text)
    ents = ArticleEntities(doc, find_mentions(doc))
    people = {e.name: e.aliases - {e.name} for e in ents.entities if e.type == "PERSON" and e.aliases}
    assert set(people) == set(expected), people
    for name, aliases in expected.items():
        assert aliases <= people[name], (name, people[name])



@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a given name NER called a company, coordinated before a full name, shares its surname
    ("Maeve and Orla Dunne won the title.", {"Maeve Dunne", "Orla Dunne"}),
    ("Cork sisters Maeve and Orla Dunne won the title.", {"Maeve Dunne", "Orla Dunne"}),
    # a company before a full name shares nothing
    ("Acme and Orla Dunne settled the case.", {"Orla Dunne"}),
])
def test_a_shared_surname_reaches_a_given_name_ner_called_a_company(nlp, text, expected):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)(text)
    ents = ArticleEntities(doc, find_mentions(doc))
    assert {e.name for e in ents.entities if e.type == "PERSON" and e.aliases} == expected


@pytest.mark.model
@pytest.mark.parametrize("dash", [" - ", " -- "])
def test_a_hyphen_typed_for_a_dash_sets_off_a_description(tmp_path, dash):
    # "B - star of X -" read with the hyphen inside B's name had lost both the marriage and the role
    from kgbuild.pipeline.run import extract_paths

    text = f"Grant Whit, who is married to the actress Lena Farrow{dash}star of the drama Night Nurses{dash}has directed four films."
    (tmp_path / "a.txt").write_text(text, encoding="utf-8")
    [extraction] = list(extract_paths([tmp_path]))
    found = {(t.head, t.relation, t.tail) for t in extraction.triples}
    assert ("Grant Whit", "spouse", "Lena Farrow") in found or ("Lena Farrow", "spouse", "Grant Whit") in found
    assert ("Lena Farrow", "appears_in", "Night Nurses") in found
    assert all(text[t.evidence.start:t.evidence.end] == t.evidence.sentence for t in extraction.triples)


@pytest.mark.parametrize("words,tags,ents,expected", [
    # a clause's finite verb inside what NER calls a title: two names, no work
    (["after", "Rourke", "sued", "Holm", "in", "May", "."], ["IN", "NNP", "VBD", "NNP", "IN", "NNP", "."],
     ["O", "B-WORK_OF_ART", "I-WORK_OF_ART", "I-WORK_OF_ART", "O", "B-DATE", "O"], []),
    (['"', "Declan", "treats", "Kaia", "like", "a", "child", ',', '"', "he", "said", "."],
     ["``", "NNP", "VBZ", "NNP", "IN", "DT", "NN", ",", "''", "PRP", "VBD", "."],
     ["O", "B-WORK_OF_ART", "I-WORK_OF_ART", "I-WORK_OF_ART", "O", "O", "O", "O", "O", "O", "O", "O"], []),
    # ... but a quoted title may have one
    (["She", "starred", "in", '"', "Harry", "met", "Sally", '"', "."], ["PRP", "VBD", "IN", "``", "NNP", "VBD", "NNP", "''", "."],
     ["O", "O", "O", "O", "B-WORK_OF_ART", "I-WORK_OF_ART", "I-WORK_OF_ART", "O", "O"], ["Harry met Sally"]),
])
def test_a_finite_verb_inside_an_unquoted_title_undoes_it(words, tags, ents, expected):
    import spacy
    from spacy.tokens import Doc

    from kgbuild.extraction.mentions import WORK, find_mentions

    doc = Doc(spacy.blank("en").vocab, words=words, tags=tags, ents=ents, sent_starts=[True] + [False] * (len(words) - 1))
    assert [m.name for m in find_mentions(doc) if m.type == WORK] == expected


def test_a_full_name_ner_called_a_company_once_and_a_person_once_is_one_person():
    import spacy
    from spacy.tokens import Doc

    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import Mention

    words = ["Ingrid", "Solvik", "returns", ".", "Ingrid", "Solvik", "is", "back", "."]
    starts = [True, False, False, False, True, False, False, False, False]
    doc = Doc(spacy.blank("en").vocab, words=words, sent_starts=starts)
    # the headline's name a company to NER, the body's a person (its given name added to a surname NER found)
    mentions = [Mention(0, 2, "Ingrid Solvik", "ORG", "ner"), Mention(4, 6, "Ingrid Solvik", "PERSON", "alias")]
    table = ArticleEntities(doc, mentions)
    named = [e for e in table.entities if e.aliases and e.name == "Ingrid Solvik"]
    assert [e.type for e in named] == ["PERSON"]
    assert table.entity_of(doc[0]) == table.entity_of(doc[4])


@pytest.mark.parametrize("words,ents,expected", [
    # a headline's title-case description NER took into a company's name: the person after it
    (["Reality", "Star", "Kobi", "Stone", "and", "Fiancée", "Sued", ".", "Stone", "denies", "it", "."],
     ["B-ORG", "I-ORG", "I-ORG", "I-ORG", "I-ORG", "O", "O", "O", "B-PERSON", "O", "O", "O"], ["Kobi Stone", "Stone"]),
    (["Pop", "Singer", "Ada", "Vey", "Weds", ".", "Vey", "smiled", "."],
     ["B-ORG", "I-ORG", "I-ORG", "I-ORG", "O", "O", "B-PERSON", "O", "O"], ["Ada Vey", "Vey"]),
    # a company named for a description stays one: no surname of it is written again
    (["Reality", "Star", "Productions", "hired", "Tom", "Hale", "."],
     ["B-ORG", "I-ORG", "I-ORG", "O", "B-PERSON", "I-PERSON", "O"], ["Tom Hale"]),
])
def test_a_description_before_a_name_ner_called_a_company(words, ents, expected):
    import spacy
    from spacy.tokens import Doc

    from kgbuild.extraction.mentions import PERSON, find_mentions

    doc = Doc(spacy.blank("en").vocab, words=words, ents=ents, sent_starts=[True] + [False] * (len(words) - 1))
    assert [m.name for m in find_mentions(doc) if m.type == PERSON] == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # an occupation before "A and B Surname": A is A Surname in every rule's slot, even where NER
    # took the first name for a place
    ("Last year, actors Mateo and Lucas Lenz joined the cast of Salt Meadow.",
     {("Mateo Lenz", "appears_in", "Salt Meadow"), ("Lucas Lenz", "appears_in", "Salt Meadow")}),
    ("Actors Mateo and Lucas Lenz joined the cast of Salt Meadow. Mateo Lenz said the show was a gift.",
     {("Mateo Lenz", "appears_in", "Salt Meadow"), ("Lucas Lenz", "appears_in", "Salt Meadow")}),
    ("Sisters Nell and Ada Avery star in the new drama Glass Harbor.",
     {("Nell Avery", "sibling", "Ada Avery"), ("Nell Avery", "appears_in", "Glass Harbor"),
      ("Ada Avery", "appears_in", "Glass Harbor")}),
    # ... not a first name of someone the article names in full otherwise
    ("Mateo Quill was there. Actors Mateo and Lucas Lenz joined the cast of Salt Meadow.",
     {("Mateo Quill", "appears_in", "Salt Meadow"), ("Lucas Lenz", "appears_in", "Salt Meadow")}),
])
def test_a_first_name_sharing_a_surname_is_the_full_name_in_a_rule_s_slot(nlp, text, expected):
    assert stated(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a capitalised word after "a" is a kind of person, no name: the clause on it is about the name it describes
    ("Mara Quill is now dating Tom Hale, a fellow Glaswegian who appeared on series three of Salt Meadow.",
     {("Mara Quill", "partner", "Tom Hale"), ("Tom Hale", "appears_in", "Salt Meadow")}),
    ("Tom Hale, an Aussie who starred in Salt Meadow, married Ada Vey.",
     {("Tom Hale", "appears_in", "Salt Meadow"), ("Tom Hale", "spouse", "Ada Vey")}),
])
def test_a_word_after_a_or_an_is_a_kind_of_person_not_a_name(nlp, text, expected):
    assert stated(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # ... but a name the article uses again, or a given name, after "a young", "an unknown" is that person
    ("Bryn Talley was 14 when he first appeared on television. A teenage Talley joined the cast of Night Docks in 1998.",
     {("Bryn Talley", "appears_in", "Night Docks")}),
    ("Tessa Mahl's breakthrough came in 2004, when an unknown Mahl was cast in the drama Wild Acre.",
     {("Tessa Mahl", "appears_in", "Wild Acre")}),
])
def test_a_name_used_again_after_a_or_an_is_still_that_person(nlp, text, expected):
    assert stated(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a kin noun's slot holds no kind of person either
    ("Ruth Anker's brother, a Londoner who appeared on the drama Night Docks, died in 2020.", set()),
    ("Ruth Anker's brother, Tom Anker, a Londoner, died in 2020.", {("Ruth Anker", "sibling", "Tom Anker")}),
])
def test_a_kin_noun_s_slot_holds_no_kind_of_person(nlp, text, expected):
    assert stated(nlp, text) == expected


@pytest.mark.parametrize("words,starts,repeats", [
    # a one-word title written again is the work again, but not as one word of a longer name
    (["It", "adapts", "the", "novel", "Ashby", ".", "Vey", "plays", "Lady", "Nell", "Ashby", ";", "fans", "of", "Ashby",
      "cheer", "."], {0, 6}, [14]),
    (["It", "adapts", "the", "novel", "Ashby", ".", "The", "Ashby", "Hall", "set", "burned", "."], {0, 6}, []),
    (["It", "adapts", "the", "novel", "Ashby", ".", "Readers", "love", "Ashby", "."], {0, 6}, [8]),
])
def test_a_one_word_title_is_not_repeated_inside_a_longer_name(words, starts, repeats):
    # a hand-built Doc, no model: the title the cue named at token 4, and where it is read again
    from spacy.lang.en import English
    from spacy.tokens import Doc

    from kgbuild.extraction.mentions import WORK, Mention, _repeated_titles

    doc = Doc(English().vocab, words=words, sent_starts=[i in starts for i in range(len(words))])
    found = _repeated_titles(doc, [Mention(4, 5, "Ashby", WORK, "work-cue")])
    assert [m.start for m in found if m.source == "repeat"] == repeats


@pytest.mark.model
@pytest.mark.parametrize("text,works", [
    # "its" in a clause of someone else's (a relative clause under the object) is not the subject's own
    ("Quill, 39, has appeared on every season of the reality series since it launched in 2017, often alongside "
     "her younger sister, Ivy Quill, who joined the cast full-time in its third season.", []),
    ("Hale has hosted the show since 2010, with his brother, who joined it in its second season.", []),
    # a subject with an age in apposition is a person, whatever season is "its"
    ("Quill, 39, returns to the soap for its third season.", []),
    # the clause's own season: its subject is a work
    ("Lake Wives, which airs on Sundays, returns for its third season.", ["Lake Wives"]),
])
def test_a_subject_speaking_of_its_own_season_is_a_work(nlp, text, works):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.mentions import _works_by_their_parts

    assert [m.name for m in _works_by_their_parts(prepare(nlp)(text))] == works


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a title-case headline's capitals name nothing the body does not: no "Hits X", no firm "Studio", no "Producer"
    ("Producer Hits Pellow With Breach-of-Contract Suit Over 'Copper Sky'\n\nExecutive producer Lina Farrow is suing "
     "streamer Pellow, claiming she was cut out of profits from the series \"Copper Sky.\"",
     {("Lina Farrow", "sued", "Pellow")}),
    ("Writer Faces Lawsuit From Studio Over 'Lantern Bay' Script\n\nScreenwriter Ike Morrow is being sued by the studio "
     "that hired him to write \"Lantern Bay.\"", set()),
    # a hyphenated word the body writes only in lower case ("her ex-husband") is no name: the headline's name is
    # the one the body writes, and a surname later is hers
    ("Ada Vey Sues Ex-Husband Tom Hale\nAda Vey has filed a lawsuit against her ex-husband, Tom Hale. Hale sued Vey in "
     "2021; he dropped the claim four months later.", {("Ada Vey", "sued", "Tom Hale"), ("Tom Hale", "sued", "Ada Vey")}),
    ("Mara Quill Sues Co-Star Tom Hale\nMara Quill has sued her co-star, Tom Hale. Hale sued Quill last year.",
     {("Mara Quill", "sued", "Tom Hale"), ("Tom Hale", "sued", "Mara Quill")}),
])
def test_a_title_case_headline_names_no_one_by_its_capitals(nlp, text, expected):
    assert {t for t in _triples(nlp, text) if t[1] == "sued"} == expected


def test_a_name_ner_calls_a_title_is_a_person_when_it_speaks():
    # '..." Mara Quill said': the subject of a speech verb, a given name and a surname, is a person whatever NER
    # called it (a hand-built Doc, no model: NER's WORK_OF_ART after a closing quotation mark)
    from spacy.lang.en import English
    from spacy.tokens import Doc

    from kgbuild.extraction.mentions import find_mentions

    words = ['"', "It", "hurt", ",", '"', "Mara", "Quill", "said", "."]
    heads = [2, 2, 7, 2, 2, 6, 7, 7, 7]
    deps = ["punct", "nsubj", "ccomp", "punct", "punct", "compound", "nsubj", "ROOT", "punct"]
    ents = ["O", "O", "O", "O", "O", "B-WORK_OF_ART", "I-WORK_OF_ART", "O", "O"]
    doc = Doc(English().vocab, words=words, heads=heads, deps=deps, ents=ents,
              lemmas=['"', "it", "hurt", ",", '"', "Mara", "Quill", "say", "."])
    assert [(m.name, m.type) for m in find_mentions(doc)] == [("Mara Quill", "PERSON")]


@pytest.mark.model
@pytest.mark.parametrize("text", [
    # a child named at its birth is never what "the host, 39," or "her husband" after it stands for
    "The news broke on Tuesday. TV's Ada Varga has given birth to a baby girl, Ivy. The Tidewater Kitchen host, 39, "
    "and her husband Noel Ferrant announced the news on Instagram.",
    "The news broke on Tuesday. Pop star Mara Quill has welcomed a baby boy, Leo. The singer and her fiance, "
    "Tom Hale, shared a photo.",
])
def test_a_newborn_is_no_grown_persons_referent(nlp, text):
    assert not {t for t in _triples(nlp, text) if t[0] in {"Ivy", "Leo"} and t[1] != "child"}


@pytest.mark.model
def test_tvs_name_is_a_person_not_a_show(nlp):
    # "TV's Sunny Varga": a tabloid's television personality, not a show a broadcaster owns
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)("TV's Sunny Varga has given birth to a baby girl.")
    assert not [m for m in find_mentions(doc) if m.type == "WORK"]


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a name whose first word no census lists, NER's company, is a person when what befalls only people befalls it
    ("The news broke on Tuesday. Casper Nyland was arrested on Saturday. The actor, who starred in \"Redwing,\" was "
     "later released.", {("Casper Nyland", "appears_in", "Redwing")}),
    ("The news broke on Tuesday. Sunny Varga has given birth to a baby girl, Ivy. The chef shared a photo.",
     {("Sunny Varga", "child", "Ivy")}),
    # a firm's name stays a firm
    ("The news broke on Tuesday. Pellow Records was sued on Saturday. The label denied the claims.", set()),
])
def test_a_name_that_befalls_what_befalls_people_is_a_person(nlp, text, expected):
    assert _triples(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a middle name given once ("Ada Marie Vey was born ...") is the same person as "Ada Vey"
    ("Ada Vey dies at 88\n\nAda Vey, an actress who starred in the soap \"Iron Bay,\" died on Monday. Ada Marie Vey was "
     "born in 1936 to Tom Vey and Jo Vey.",
     {("Tom Vey", "child", "Ada Marie Vey"), ("Jo Vey", "child", "Ada Marie Vey"), ("Tom Vey", "spouse", "Jo Vey"),
      ("Ada Marie Vey", "appears_in", "Iron Bay")}),
    # ... not a child of the same given name in a list of children
    ("The news broke on Tuesday. Luis Vey married Kate Lowe, with whom he had three children, Ada Vey, Sam Vey and "
     "Luis Mark Vey.",
     {("Luis Vey", "spouse", "Kate Lowe"), *{(p, "child", c) for p in ("Luis Vey", "Kate Lowe")
                                             for c in ("Ada Vey", "Sam Vey", "Luis Mark Vey")}}),
])
def test_a_middle_name_given_once_is_the_same_person(nlp, text, expected):
    from tests.conftest import triples
    assert triples(nlp, text) == expected
