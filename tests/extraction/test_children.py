"""Children named after a birth verb or a plural kin noun: twins, lists with ages, "shares X with Y".

Model tests (the pinned en_core_web_sm 3.8.0); invented sentences, exact sets of family triples.
"""

import pytest

from kgbuild.extraction.component import extract_doc, prepare
from kgbuild.extraction.rules import default_rules
from kgbuild.records import Article

pytestmark = pytest.mark.model

FAMILY = {"child", "sibling", "spouse", "former_spouse", "partner"}


def family(nlp, text):
    doc = prepare(nlp)(text)
    return {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())
            if t.relation in FAMILY}


CASES = [
    # twins after a birth verb are children of its subject, and siblings of each other
    ("Tomas Vey and Nell Avery welcomed twins, Rosa and Felix, in 2019.",
     {("Tomas Vey", "child", "Rosa"), ("Tomas Vey", "child", "Felix"), ("Nell Avery", "child", "Rosa"),
      ("Nell Avery", "child", "Felix"), ("Rosa", "sibling", "Felix")}),
    ("Greta Lind gave birth to twins, Ada and Moa, in March.",
     {("Greta Lind", "child", "Ada"), ("Greta Lind", "child", "Moa"), ("Ada", "sibling", "Moa")}),
    # a twin named as a sibling stays a sibling
    ("Rosa Vey posed with her twin sister, Ilse Vey.", {("Rosa Vey", "sibling", "Ilse Vey")}),
    # a list with ages after "together:"
    ("Dana Webb and Omar Reyes share two children together: Leo, 12, and Mia, 9.",
     {("Dana Webb", "child", "Leo"), ("Dana Webb", "child", "Mia"), ("Omar Reyes", "child", "Leo"),
      ("Omar Reyes", "child", "Mia")}),
    # a child's name as the object of "share", the other parent after "with"
    ("Dana Webb shares Ivy with musician Omar Reyes.", {("Dana Webb", "child", "Ivy"), ("Omar Reyes", "child", "Ivy")}),
    ("Nell Avery had Kai with the musician Rob Lowry.", {("Nell Avery", "child", "Kai"), ("Rob Lowry", "child", "Kai")}),
]

CASES += [
    # "a mother to" a list with ages (one name NER calls a place), the other parent after "with"
    ("Nell Avery is already a mother to Kai, 13, Lumi, 11, and Otto, eight, with her ex-partner Tom Bale.",
     {(p, "child", k) for p in ("Nell Avery", "Tom Bale") for k in ("Kai", "Lumi", "Otto")}),
    ("Omar Reyes is a proud father to Leo and Mia.", {("Omar Reyes", "child", "Leo"), ("Omar Reyes", "child", "Mia")}),
    # a list after a semicolon
    ("Dana Webb has three children; Ivy Webb, Leo Webb and Mia Webb.",
     {("Dana Webb", "child", "Ivy Webb"), ("Dana Webb", "child", "Leo Webb"), ("Dana Webb", "child", "Mia Webb")}),
]

CASES += [
    # "A and B's son": both own the cue, however the parser hung it
    ("Dana Webb and Omar Reyes's son Leo Reyes graduated on Friday.",
     {("Dana Webb", "child", "Leo Reyes"), ("Omar Reyes", "child", "Leo Reyes")}),
    # a plural sibling noun naming its members: siblings of each other, owner or not
    ("The three brothers, Kai Vey, Otto Vey and Teo Vey, met in Lisbon.",
     {("Kai Vey", "sibling", "Otto Vey"), ("Kai Vey", "sibling", "Teo Vey"), ("Otto Vey", "sibling", "Teo Vey")}),
]

CASES += [
    # a relative clause on the child that has it with the other parent ("whom she had with B")
    ("Ola Brandt beamed beside her boy, Teo, whom she is raising with her husband Sam Oduya.",
     {("Ola Brandt", "child", "Teo"), ("Sam Oduya", "child", "Teo"), ("Ola Brandt", "spouse", "Sam Oduya")}),
    ("Sam Oduya has a grown daughter, Lena, whom he had with the painter Ruth Amsel.",
     {("Sam Oduya", "child", "Lena"), ("Ruth Amsel", "child", "Lena")}),
    ("Ruth Amsel became a mother to Kofi, whom she adopted with her partner Sam Oduya in 2010.",
     {("Ruth Amsel", "child", "Kofi"), ("Sam Oduya", "child", "Kofi"), ("Ruth Amsel", "partner", "Sam Oduya")}),
    ("Sam Oduya and his son Felix, whom he shares with Ruth Amsel, walked the carpet.",
     {("Sam Oduya", "child", "Felix"), ("Ruth Amsel", "child", "Felix")}),
    # ... not a relative, a feeling, or what else is shared
    ("Dana Frost spoke of her son Max, whom she raised with her sister Ivy Cole after their mother died.",
     {("Dana Frost", "child", "Max"), ("Dana Frost", "sibling", "Ivy Cole")}),
    ("Dana Frost introduced her daughter Ana, whom she welcomed with great joy last spring.", {("Dana Frost", "child", "Ana")}),
    ("Tom Keel brought his son, James, whom he shared the stage with at the festival.", {("Tom Keel", "child", "James")}),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_children_named_after_a_birth_verb_or_a_plural_kin_noun(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text", [
    "Dana Webb shares a home with Omar Reyes.",
    "Dana Webb shared the stage with Omar Reyes.",
    "Nell Avery had lunch with Rob Lowry on Monday.",
])
def test_sharing_something_other_than_a_child_is_no_family_relation(nlp, text):
    assert family(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # a character is no antecedent of "they" or "his": "A as X", "seen as X", "his character X"
    ("Omar Reyes and Dana Webb wed in 2010. On the set of Red Sky, Webb can be seen as Wolf Girl and Reyes "
     "as Captain Storm. They welcomed a son, Leo, in 2012.",
     {("Omar Reyes", "spouse", "Dana Webb"), ("Omar Reyes", "child", "Leo"), ("Dana Webb", "child", "Leo")}),
    ("In the film, Tom Bale plays a teacher. His character Ivo Brandt has a daughter, Mia Brandt.", set()),
    # a capitalised kin word mid-sentence, with no possessor before it, opens a name
    ("On Monday, Son Min Ho's agency Starline said that Son Min Ho is due to become a father.", set()),
    # (this one gave the label a child before the guard)
    ("On Friday, Son Ji Woo's label Bright Star Music confirmed that Son Ji Woo is expecting a baby.", set()),
    # a kin noun naming a part: played, cast as, or marked by the screen
    ("Owen Marsh, who plays the son of Tara Quill in Velvet Lies, is 20.", set()),
    ("Pia Lorne was cast as the mother of Dan Reed in the drama.", set()),
    ("Owen Marsh thanked his fellow cast members, calling Tara Quill his TV mom.", set()),
    ("Tara Quill spoke fondly of her on-screen son, Owen Marsh.", set()),
    # (a real son beside them)
    ("Tara Quill, 60, and her son Owen Marsh, 30, arrived together.", {("Tara Quill", "child", "Owen Marsh")}),
])
def test_characters_and_names_are_not_family(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a bare kin noun after "A and" is A's; "whose" is the relative clause's head's
    ("Tara Quill and husband Owen Marsh attended the gala.", {("Tara Quill", "spouse", "Owen Marsh")}),
    ("Tara Quill and daughter Mia arrived.", {("Tara Quill", "child", "Mia")}),
    ("Owen Marsh and sister Pia Marsh arrived together.", {("Owen Marsh", "sibling", "Pia Marsh")}),
    ("Tara Quill, whose husband Owen Marsh is an actor, lives in Ohio.", {("Tara Quill", "spouse", "Owen Marsh")}),
    ("Tara Quill, whose son Leo was born in May, is resting.", {("Tara Quill", "child", "Leo")}),
    # a real child cast in a film; a relative described by a job; the father of a child raised by a "she"
    ("Ada Vey cast her daughter, Mia Birch, in her new film.", {("Ada Vey", "child", "Mia Birch")}),
    ("Ada Vey's movie star father, Tom Birch, attended.", {("Tom Birch", "child", "Ada Vey")}),
    ("Ada Vey has a son, Leo, whom she is raising with his father, Tom Birch.",
     {("Ada Vey", "child", "Leo"), ("Tom Birch", "child", "Leo")}),
    # the name of a kin noun's "name"; a pair that shares children named with ages
    ("Owen Marsh told fans why he chose his daughter's name, Mia, in an interview.",
     {("Owen Marsh", "child", "Mia")}),
    ("Tara Quill and Owen Marsh married in 2010. They share Leo, 9, and Max, 7.",
     {("Tara Quill", "spouse", "Owen Marsh"), ("Tara Quill", "child", "Leo"), ("Owen Marsh", "child", "Leo"),
      ("Tara Quill", "child", "Max"), ("Owen Marsh", "child", "Max")}),
    # "had"/"shared" with one parent named and no other is no birth
    ("Tara Quill had Mia Lorne over for dinner.", set()),
    # the second of two "named" cues is the subject's too, not the first child's
    ("Owen Marsh has a daughter named Mia and a son named Leo.", {("Owen Marsh", "child", "Mia"), ("Owen Marsh", "child", "Leo")}),
    # a name after "as" is a part or someone else, not the relative
    ("Leo Marsh stars alongside his mother as Nurse Kay in the film.", set()),
    ("Tara Quill and her sister as well as Pia Lorne attended.", set()),
    # in a sentence about a part, a character's family is fiction
    ("In the film, Leo Marsh plays Jake, who defies his father, Mr. Dale (played by Owen Marsh).", set()),
    # "a mother of two" names no child (not the name after the next comma)
    ("Tara Quill, a mother of two, married Owen Marsh in 2015.", {("Tara Quill", "spouse", "Owen Marsh")}),
    # "shares" read by the small model as a plural noun after the name: its subject still owns the son
    ("Tara Quill shares son Owen, 8, with her ex-husband Dan Reed.",
     {("Tara Quill", "child", "Owen"), ("Dan Reed", "child", "Owen"), ("Tara Quill", "former_spouse", "Dan Reed")}),
    ("Tara Quill shares a son, Owen, with Dan Reed.", {("Tara Quill", "child", "Owen"), ("Dan Reed", "child", "Owen")}),
    # "with whom he has": "he" is the one the clause is not about
    ("John Carter is married to Emily Watson, with whom he has a son, Leo.",
     {("John Carter", "spouse", "Emily Watson"), ("John Carter", "child", "Leo"), ("Emily Watson", "child", "Leo")}),
    ("Emily Watson dated John Carter, with whom she has a daughter, Mia.",
     {("Emily Watson", "partner", "John Carter"), ("John Carter", "child", "Mia"), ("Emily Watson", "child", "Mia")}),
    # ... also in a second relative clause (however the parser hangs it), and for every child a participle names
    ("Kay Dunne left Tom Bale, whom she wed in 2001 and with whom she raised three kids: Leo, Max and Mia.",
     {("Kay Dunne", "child", "Leo"), ("Kay Dunne", "child", "Max"), ("Kay Dunne", "child", "Mia"),
      ("Tom Bale", "child", "Leo"), ("Tom Bale", "child", "Max"), ("Tom Bale", "child", "Mia"),
      ("Kay Dunne", "spouse", "Tom Bale")}),
    ("Ivy Ross is engaged to Tom Bale, with whom she had a daughter called Mia and a son called Leo.",
     {("Ivy Ross", "partner", "Tom Bale"), ("Tom Bale", "child", "Mia"), ("Tom Bale", "child", "Leo"),
      ("Ivy Ross", "child", "Mia"), ("Ivy Ross", "child", "Leo")}),
    # ... but a life "with" children names no other parent
    ("Ana Velm wrote about her life with four children: two daughters, Ida and Lou, and two sons, Sam and Ned.",
     {("Ana Velm", "child", "Ida"), ("Ana Velm", "child", "Lou"), ("Ana Velm", "child", "Sam"), ("Ana Velm", "child", "Ned")}),
    # a kin noun set off by spaced dashes describes the name before it
    ("Tom Bale - son of the legendary Carl Bale - is bringing out a film.", {("Carl Bale", "child", "Tom Bale")}),
    ("Her husband Tom — the son of Carl Bale — is bringing out a film.", {("Carl Bale", "child", "Tom")}),
    # "her son with B, C": the other parent's name, then the child's
    ("Gina Reyes lives in Rome with her son with Frankie Reyes, Dino Reyes.",
     {("Gina Reyes", "child", "Dino Reyes"), ("Frankie Reyes", "child", "Dino Reyes")}),
    ("Gina Reyes, 61, and her son with Frankie Reyes, Dino Reyes, 19, stand to inherit the estate.",
     {("Gina Reyes", "child", "Dino Reyes"), ("Frankie Reyes", "child", "Dino Reyes")}),
    ("Gina Reyes was seen with her son with Frankie Reyes, who is 19.", set()),
    ("Gina Reyes was photographed with her son with Frankie Reyes, Ada Brook said.", set()),  # a speaker
    ("Gina Reyes arrived with her son with Frankie Reyes, Variety reported.", set()),  # a source
    # "her" after "a daughter, A, with" is the parent's, not the daughter's
    ("Freya Holt has a daughter, Astrid, with her former husband, Lars Eriksen.",
     {("Freya Holt", "child", "Astrid"), ("Lars Eriksen", "child", "Astrid"), ("Freya Holt", "former_spouse", "Lars Eriksen")}),
    ("Freya Holt has a daughter, Astrid, 10, with her husband, the coach Lars Eriksen.",
     {("Freya Holt", "child", "Astrid"), ("Lars Eriksen", "child", "Astrid"), ("Freya Holt", "spouse", "Lars Eriksen")}),
    # ... but a daughter with a possessor of her own may have her own husband
    pytest.param("Mira Holt's daughter, Ada Holt, with her husband, Tobias Lenz, attended the gala.",
                 {("Mira Holt", "child", "Ada Holt"), ("Ada Holt", "spouse", "Tobias Lenz")},
                 marks=pytest.mark.xfail(strict=True, reason="known gap: 'with her husband' hung on the daughter makes "
                                                             "him her co-parent, and her husband is not read")),
    # a child named as the subject of "is the son of", whatever NER called the name
    ("Leo is the son of John Carter and Emily Watson.",
     {("John Carter", "child", "Leo"), ("Emily Watson", "child", "Leo"), ("John Carter", "spouse", "Emily Watson")}),
])
def test_the_other_parent_and_the_named_child(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the two", "the couple", "they" right after a couple is stated in the same sentence are that couple
    ("Nina Lark and Rosa Lark are sisters. Rosa has been married to Tomas Vey since 2016, and the two live in Oslo.",
     {("Nina Lark", "sibling", "Rosa Lark"), ("Rosa Lark", "spouse", "Tomas Vey")}),
    ("Emily Watson and Sarah Watson are sisters. Sarah married John Carter in 2016, and they welcomed a son, Leo, in 2018.",
     {("Emily Watson", "sibling", "Sarah Watson"), ("Sarah Watson", "spouse", "John Carter"),
      ("Sarah Watson", "child", "Leo"), ("John Carter", "child", "Leo")}),
])
def test_a_couple_stated_in_a_sentence_is_its_they(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # twins named after a child noun are siblings too
    ("John Carter and Emily Watson share three children, a daughter, Mia, and twin sons, Leo and Max.",
     {("John Carter", "child", "Mia"), ("Emily Watson", "child", "Mia"), ("John Carter", "child", "Leo"),
      ("John Carter", "child", "Max"), ("Emily Watson", "child", "Leo"), ("Emily Watson", "child", "Max"),
      ("Leo", "sibling", "Max")}),
    # having sisters is no birth: they are siblings, not children
    ("Emily Watson has two sisters, Sarah and Anna.",
     {("Emily Watson", "sibling", "Sarah"), ("Emily Watson", "sibling", "Anna"), ("Sarah", "sibling", "Anna")}),
])
def test_twins_and_sisters(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # kin nouns a playing verb takes name parts: no family among the cast
    ("The sitcom follows a family running a hotel. Owen Marsh played the father, Tara Quill the mother.", set()),
    ("Tara Quill plays the mother of Owen Marsh's character.", set()),
    # a relative clause's part leaves the sentence's own family alone
    ("Owen Marsh, who plays the father in Copper Sky, shares a son, Leo, with Ada Vey.",
     {("Owen Marsh", "child", "Leo"), ("Ada Vey", "child", "Leo")}),
])
def test_kin_nouns_that_are_parts_give_no_family(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a cue on a child noun names through it
    ("Tara Quill gave birth to a baby girl, Mia, on Monday.", {("Tara Quill", "child", "Mia")}),
    ("Tara Quill welcomed a baby boy, Leo, in May.", {("Tara Quill", "child", "Leo")}),
    # a dash opens a plural cue's list, and closes it
    ("Tara Quill's children — Mia, Leo and Pia — joined her on stage.",
     {("Tara Quill", "child", "Mia"), ("Tara Quill", "child", "Leo"), ("Tara Quill", "child", "Pia")}),
    ("Tara Quill and son Leo arrived early.", {("Tara Quill", "child", "Leo")}),
])
def test_child_nouns_dashes_and_bare_cues_after_and(nlp, text, expected):
    assert family(nlp, text) == expected


def test_a_name_a_kin_noun_introduces_owns_no_bare_cue_after_it(nlp):
    found = family(nlp, "Tara Quill and Omar Quist are parents to daughter Mia and son Leo.")
    assert ("Mia", "child", "Leo") not in found


def test_their_after_a_sibling_named_is_the_two_siblings(nlp):
    text = ("Ada Vey married Owen Marsh in 2020. Marsh is best known as a chef. "
            "His brother, Max Marsh, runs a bakery. Their mother, Greta, is a retired singer.")
    assert family(nlp, text) == {("Ada Vey", "spouse", "Owen Marsh"), ("Owen Marsh", "sibling", "Max Marsh"),
                                 ("Greta", "child", "Owen Marsh"), ("Greta", "child", "Max Marsh")}


@pytest.mark.parametrize("text,expected", [
    # a child told unnamed, named in the next sentence
    ("Kayla Brooks has welcomed her first child with fiance Derek Olsen. The baby, a boy named Rowan, was born on Sunday.",
     {("Kayla Brooks", "child", "Rowan"), ("Derek Olsen", "child", "Rowan"), ("Kayla Brooks", "partner", "Derek Olsen")}),
    ("Kayla Brooks and Derek Olsen have welcomed a baby girl. They named her Mia.",
     {("Kayla Brooks", "child", "Mia"), ("Derek Olsen", "child", "Mia")}),
    # a son a possessor owns, or a name two sentences on, is no newborn's
    ("Kayla Brooks welcomed a baby girl in May. Her father's younger son, also named Leo, attended.", set()),
    ("Kayla Brooks welcomed a baby girl in May. She thanked her fans. They named her Mia.", set()),
])
def test_a_child_told_unnamed_and_named_next(nlp, text, expected):
    assert family(nlp, text) == expected


def test_a_described_second_parent_in_a_list(nlp):
    text = "Vikram Sethi's parents, veteran actor Raj Sethi and former model Leela Sethi, hosted a reception."
    assert family(nlp, text) == {("Raj Sethi", "child", "Vikram Sethi"), ("Leela Sethi", "child", "Vikram Sethi")}


@pytest.mark.parametrize("text,expected", [
    # "girl", "boy", "eldest", "youngest" name a child when a person owns them
    ("Ivy Ross's little girl, Mia, turned four.", {("Ivy Ross", "child", "Mia")}),
    ("Tom Bale's boys, Leo and Max, joined him on stage.", {("Tom Bale", "child", "Leo"), ("Tom Bale", "child", "Max")}),
    ("Ivy Ross's eldest, Mia, starts school in May.", {("Ivy Ross", "child", "Mia")}),
    ("Ivy Ross and her youngest, Leo, went to Paris.", {("Ivy Ross", "child", "Leo")}),
    # ... not when nobody owns them, or they rank something else
    ("Ivy Ross danced with a little girl at the party.", set()),
    ("Tom Bale and the boys, Leo and Max, played football.", set()),
    ("Ivy Ross was the eldest of five children.", set()),
    ("Ivy Ross's biggest fan, Tom Bale, was there.", set()),
])
def test_owned_girls_boys_and_eldest_are_children(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # two possessives side by side are two owners, not one shared
    ("Kay Dunne's son Max and Nina Fell's daughter Rosa attended the gala.",
     {("Kay Dunne", "child", "Max"), ("Nina Fell", "child", "Rosa")}),
    ("Ivy Ross's husband Tom Bale and Kay Dunne's husband Sam Price arrived together.",
     {("Ivy Ross", "spouse", "Tom Bale"), ("Kay Dunne", "spouse", "Sam Price")}),
    # ... while "A and B's son" is shared
    ("Tom Bale and Ivy Ross's son, Leo, was born in May.", {("Tom Bale", "child", "Leo"), ("Ivy Ross", "child", "Leo")}),
    # in-laws are no kin of blood, however they are written
    ("Nina Fell is Ivy Ross's daughter-in-law.", set()),
    ("Tom Bale and Paul Grant, who are brothers-in-law, run a bar.", set()),
    ("Sam Price is the son-in-law of Martha Fell.", set()),
    # a child welcoming a child: the parent of the newborn is the child, not the grandparent
    ("Ivy Ross became a grandmother when her daughter Mia welcomed a son, Max.",
     {("Ivy Ross", "child", "Mia"), ("Mia", "child", "Max")}),
    ("Ivy Ross celebrated as her son Leo welcomed a daughter, Rosa.", {("Ivy Ross", "child", "Leo"), ("Leo", "child", "Rosa")}),
    # "the couple" is never two of three people named together
    ("Tom Bale, Sam Price and Kay Dunne dined together. The couple's son, Leo, joined them.", set()),
])
def test_side_by_side_possessives_in_laws_grandchildren_and_three_people(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "share twin sons, A and B" read by the parser as one noun phrase
    ("Tom Bale and Ana Ruiz share twin sons, Leo and Max.",
     {("Tom Bale", "child", "Leo"), ("Tom Bale", "child", "Max"), ("Ana Ruiz", "child", "Leo"),
      ("Ana Ruiz", "child", "Max"), ("Leo", "sibling", "Max")}),
    ("Tom Bale and Ana Bale share twin sons, Leo and Max.",
     {("Tom Bale", "child", "Leo"), ("Tom Bale", "child", "Max"), ("Ana Bale", "child", "Leo"),
      ("Ana Bale", "child", "Max"), ("Leo", "sibling", "Max")}),
    # a child who shares a first name with a character is a person of his own
    ("Tom Bale and Ana Ruiz share a son, Leo. Tom loved Ivo Pratt's character Leo Vance in the western Dust Road.",
     {("Tom Bale", "child", "Leo"), ("Ana Ruiz", "child", "Leo")}),
    ("Tom Bale grew up loving the character Leo Vance. He and his wife, Ana Bale, named their son Leo after him.",
     {("Tom Bale", "spouse", "Ana Bale"), ("Tom Bale", "child", "Leo"), ("Ana Bale", "child", "Leo")}),
])
def test_shared_children_a_misread_share_and_a_characters_namesake(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # someone's twins are their children and each other's siblings; one's twin is a sibling
    ("Zoe Adams's twins, Ava and Leo, turned five.",
     {("Zoe Adams", "child", "Ava"), ("Zoe Adams", "child", "Leo"), ("Ava", "sibling", "Leo")}),
    ("Zoe Adams celebrated with her twins, Ava and Leo.",
     {("Zoe Adams", "child", "Ava"), ("Zoe Adams", "child", "Leo"), ("Ava", "sibling", "Leo")}),
    ("Zoe Adams welcomed twins, Ava and Leo, in May.",
     {("Zoe Adams", "child", "Ava"), ("Zoe Adams", "child", "Leo"), ("Ava", "sibling", "Leo")}),
    ("Zoe Adams and her twin, Mia Adams, went out.", {("Zoe Adams", "sibling", "Mia Adams")}),
    # (two given names NER ran into one company name are two people; a firm's name stays one)
    ("Zoe Adams works at Simon and Schuster.", set()),
])
def test_twins_someone_has_and_a_twin_someone_is(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # children listed after a colon, past the other parent or the marriage they came from
    ("Lisa Turner has two children from her first marriage: Adam Ross and Ella Ross.",
     {("Lisa Turner", "child", "Adam Ross"), ("Lisa Turner", "child", "Ella Ross")}),
    ("Lisa Turner shares three children with her ex-husband, Tony Ross: Adam, 20, Ella, 17, and Max, 12.",
     {("Lisa Turner", "child", "Adam"), ("Lisa Turner", "child", "Ella"), ("Lisa Turner", "child", "Max"),
      ("Tony Ross", "child", "Adam"), ("Tony Ross", "child", "Ella"), ("Tony Ross", "child", "Max"),
      ("Lisa Turner", "former_spouse", "Tony Ross")}),
    ("Mark Ellis has two sons with Lisa Turner: Ben and Sam.",
     {("Mark Ellis", "child", "Ben"), ("Mark Ellis", "child", "Sam"), ("Lisa Turner", "child", "Ben"),
      ("Lisa Turner", "child", "Sam")}),
])
def test_children_listed_after_a_colon_past_the_other_parent(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second kin noun hung on the first one's name shares its owner
    ("Zoe Adams was joined by her mother, Emma Wilson, and father, Jack Thompson.",
     {("Emma Wilson", "child", "Zoe Adams"), ("Jack Thompson", "child", "Zoe Adams")}),
    # a boy or a girl a birth verb takes is a child
    ("Zoe Adams gave birth to a boy, Ben, in May.", {("Zoe Adams", "child", "Ben")}),
    ("Zoe Adams and Kyle Morris welcomed a girl, Mia, on Friday.",
     {("Zoe Adams", "child", "Mia"), ("Kyle Morris", "child", "Mia")}),
    ("Zoe Adams met a boy, Ben, at school.", set()),
])
def test_a_second_kin_noun_and_a_boy_or_girl_born(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a plural kin noun in apposition to a pair describes both, wherever the parser hung it
    ("Owen Fox and Leo Fox, the sons of Peter Fox, opened a bar.",
     {("Peter Fox", "child", "Owen Fox"), ("Peter Fox", "child", "Leo Fox")}),
    ("Mia Reed and Ava Reed, the daughters of Jack Reed, sang.",
     {("Jack Reed", "child", "Mia Reed"), ("Jack Reed", "child", "Ava Reed")}),
    # (a singular one describes the name before it only)
    ("Owen Fox and Leo Fox, the son of Peter Fox, opened a bar.", {("Peter Fox", "child", "Leo Fox")}),
])
def test_a_plural_kin_noun_in_apposition_to_a_pair(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "parent(s)/mother/dad to": past the child nouns that introduce the names, and with "to"
    # hung on the copula
    ("Kai Brown and Dana Reed are parents to daughter Mia.", {("Kai Brown", "child", "Mia"), ("Dana Reed", "child", "Mia")}),
    ("Dana Reed is mother to son Leo and daughter Mia.", {("Dana Reed", "child", "Leo"), ("Dana Reed", "child", "Mia")}),
    ("Kai Brown is dad to Mia.", {("Kai Brown", "child", "Mia")}),
    ("Dana Reed is a mother to two daughters, Mia and Ava.", {("Dana Reed", "child", "Mia"), ("Dana Reed", "child", "Ava")}),
    # (a stepchild or grandchild is no child; the kin noun is never part of the name)
    ("Dana Reed is mother to stepson Leo.", set()),
    ("Dana Reed is grandmother to grandson Leo.", set()),
])
def test_parents_to_the_children_named_after_them(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Emma Clarke and Tom Clarke are brother and sister.", {("Emma Clarke", "sibling", "Tom Clarke")}),
    ("Emma and Tom are sister and brother.", {("Emma", "sibling", "Tom")}),
    # (a likeness is no kinship)
    ("Emma Clarke and Tom Clarke are like brother and sister.", set()),
])
def test_brother_and_sister_as_a_predicate(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # kin in name only: a sorority sister, a work wife, a step-relation however hyphenated
    ("Daria Moss posed with her sorority sister, Lacey Moore.", set()),
    ("Ravi Menon called Anjali Rao his work wife.", set()),
    ("Tom Birch and his step-brother Dorian Pike attended.", set()),
    ("Tom Birch and his step-daughter Ayla Finch attended.", set()),
    ("Tom Birch and his half-brother Dorian Pike attended.", {("Tom Birch", "sibling", "Dorian Pike")}),
    # "the younger sister of" describes, it is no namesake's style
    ("Odessa Finchley, the younger sister of actress Marguerite Finchley, spoke.",
     {("Marguerite Finchley", "sibling", "Odessa Finchley")}),
    # the name before a description set off by commas is who married
    ("Rupert Ashcombe, the son of Hugo Vale, married Tilda Grange.",
     {("Hugo Vale", "child", "Rupert Ashcombe"), ("Rupert Ashcombe", "spouse", "Tilda Grange")}),
])
def test_figurative_kin_descriptions_and_appositions(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text", [
    "Rosa Delgado is a proud mom to two rescue dogs, Biscuit and Max.",
    "Rosa Delgado and Mark Tate are brother and sister in Copper Lane.",
    "Rosa Delgado and Mark Tate, who are brother and sister on screen, are dating in real life.",
])
def test_pets_and_parts_are_no_family(nlp, text):
    assert {t for t in family(nlp, text) if t[1] in {"child", "sibling"}} == set()


@pytest.mark.parametrize("text,expected", [
    # a listed child's name the tagger read as an adverb is a name beside the other one NER found
    ("Rufina Kask shares two daughters, Elke and Maren, with ex-husband Tomas Kask.",
     {("Rufina Kask", "child", "Elke"), ("Rufina Kask", "child", "Maren"), ("Tomas Kask", "child", "Elke"),
      ("Tomas Kask", "child", "Maren"), ("Rufina Kask", "former_spouse", "Tomas Kask")}),
    # (a sentence-opening adverb is still none)
    ("Seemingly, the couple is happy.", set()),
])
def test_a_listed_name_the_tagger_misread(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # two names NER ran into one title at the end of a list a child noun opens
    ("Ilse Ferro has three children: Rosalba, Damon and Pia.",
     {("Ilse Ferro", "child", "Rosalba"), ("Ilse Ferro", "child", "Damon"), ("Ilse Ferro", "child", "Pia")}),
])
def test_two_names_ending_a_list_of_children(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # NER ran the first names into one firm ("[Ava, Lily and]ORG Max"): each is a child
    ("Rhea Stone has three children, Ava, Lily and Max.",
     {("Rhea Stone", "child", "Ava"), ("Rhea Stone", "child", "Lily"), ("Rhea Stone", "child", "Max")}),
    ("Rhea Stone is the mother of Ava, Lily and Max.",
     {("Rhea Stone", "child", "Ava"), ("Rhea Stone", "child", "Lily"), ("Rhea Stone", "child", "Max")}),
    ("Rhea Stone and her husband Ivo Tam share three children, Ava, Lily and Max.",
     {("Rhea Stone", "spouse", "Ivo Tam"), *((p, "child", c) for p in ("Rhea Stone", "Ivo Tam")
                                              for c in ("Ava", "Lily", "Max"))}),
])
def test_every_first_name_of_a_child_list_ner_ran_together_is_a_child(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a bare kin noun after "and" shares the possessor of the kin noun before it, not the name between
    ("Owen Fitch is survived by his wife Martha Fitch and daughter Sarah Fitch.",
     {("Owen Fitch", "spouse", "Martha Fitch"), ("Owen Fitch", "child", "Sarah Fitch")}),
    ("Rhea Stone arrived with her husband Ivo Tam and son Jack.",
     {("Rhea Stone", "spouse", "Ivo Tam"), ("Rhea Stone", "child", "Jack"), ("Ivo Tam", "child", "Jack")}),
    ("Rhea Stone brought her mom Kate Price and sister Emma Stone.",  # (her mom is not said to be her sister's)
     {("Kate Price", "child", "Rhea Stone"), ("Rhea Stone", "sibling", "Emma Stone")}),
    # ... and a bare "husband" right after a name is still that person's
    ("Rhea Stone and husband Ivo Tam attended.", {("Rhea Stone", "spouse", "Ivo Tam")}),
    # "share" the small model read as a noun on the kin noun
    ("Ada Vey and Tom Birch share sons Hank and Beau.",
     {(p, "child", c) for p in ("Ada Vey", "Tom Birch") for c in ("Hank", "Beau")}),
    ("Ada Vey and Tom Birch share sons Hank and Beau and daughter Lila.",
     {(p, "child", c) for p in ("Ada Vey", "Tom Birch") for c in ("Hank", "Beau", "Lila")}),
    # a repeated "her" in a list of people is the first "her"'s, not the name between
    ("Singer Rhonda Vale arrived with her daughter, Kira, and her husband, Sean Daly.",
     {("Rhonda Vale", "child", "Kira"), ("Rhonda Vale", "spouse", "Sean Daly")}),
    ("The rapper Tom Birch thanked his manager, Steve Bloom, and his mother, Janet Ruiz.",
     {("Janet Ruiz", "child", "Tom Birch")}),
    # ... but a sibling ranked by age is the one just named's
    ("Omar Tam named his son Ivo Tam and his younger brother Leo Tam as heirs.",
     {("Omar Tam", "child", "Ivo Tam"), ("Ivo Tam", "sibling", "Leo Tam")}),
])
def test_kin_nouns_listed_together_share_their_owner(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a pair that is a clause's subject acts together: the second possessive is the first named's
    ("Mara Quill said her daughter, Kira, and her husband, Sam Reel, are expecting their first child.",
     {("Kira", "spouse", "Sam Reel"), ("Mara Quill", "child", "Kira")}),
    ("Mara Quill's mother, Dana, and her new husband, Sam Reel, married in June.",
     {("Dana", "child", "Mara Quill"), ("Dana", "spouse", "Sam Reel")}),
    # a plural kin noun opening a sentence is no part of the first name, and makes siblings
    ("Twins Anna and Kate Walker signed with the agency.", {("Anna Walker", "sibling", "Kate Walker")}),
    ("Brothers Tom and Sam Walker founded the band in 2001.", {("Tom Walker", "sibling", "Sam Walker")}),
])
def test_pairs_acting_together_and_siblings_opening_a_sentence(nlp, text, expected):
    assert family(nlp, text) == expected


def test_an_award_and_an_occupation_before_a_childs_name_are_no_name(nlp):
    text = "Warren Beaumont is proud of his son, Oscar-winning director Miles Beaumont."
    assert family(nlp, text) == {("Warren Beaumont", "child", "Miles Beaumont")}


@pytest.mark.parametrize("text,expected", [
    # "the mother of three children, A, B and C": a count, then the children named
    ("Lena Park is the mother of three children, Leo, Mateo and Sofia.",
     {("Lena Park", "child", c) for c in ("Leo", "Mateo", "Sofia")}),
    ("Ivo Tam is the father of two sons, Leo and Max.", {("Ivo Tam", "child", "Leo"), ("Ivo Tam", "child", "Max")}),
    ("Lena Park is a mother of two.", set()),
    # a short aside between a child noun and the name
    ("Ivo Tam has a son from a previous marriage, Jesse Tam.", {("Ivo Tam", "child", "Jesse Tam")}),
    ("Ivo Tam has a son from Boston, Jesse Tam.", set()),
])
def test_children_counted_then_named_and_past_an_aside(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "[Tessa and Dominic Farrow]" that NER ran into one firm is two people sharing the surname
    ("It's officially over for Tessa and Dominic Farrow. The pair share two sons, Milo and Felix.",
     {(p, "child", c) for p in ("Tessa Farrow", "Dominic Farrow") for c in ("Milo", "Felix")}),
    ("It's officially over for Tessa and Dominic Farrow. The pair divorced after ten years of marriage.",
     {("Tessa Farrow", "former_spouse", "Dominic Farrow")}),
])
def test_a_couple_ner_ran_into_one_name_is_two_people(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a child "from his previous marriage to B" is B's too
    ("Tom Baxter has a son, Sam, from his previous marriage to Jane Orlov.",
     {("Tom Baxter", "child", "Sam"), ("Jane Orlov", "child", "Sam"), ("Tom Baxter", "former_spouse", "Jane Orlov")}),
    ("Tom Baxter has a daughter, Mia, from a previous relationship with Jane Orlov.",
     {("Tom Baxter", "child", "Mia"), ("Jane Orlov", "child", "Mia")}),
    ("Tom Baxter has a son, Sam, from his first marriage.", {("Tom Baxter", "child", "Sam")}),
])
def test_a_child_from_a_marriage_is_the_partners_too(nlp, text, expected):
    assert family(nlp, text) == expected


def test_a_coordinated_description_is_no_apposition(nlp):
    assert family(nlp, "Priya Nandor's sister and British screenwriter Rosa Bell co-wrote the film.") == set()


def test_a_husband_named_after_a_counted_child_list_is_no_child(nlp):
    text = "Marla Quint, the mother of three children, Lily, Sam and Jo, and her husband Tom Reyes spoke out."
    assert {t for t in family(nlp, text) if t[1] == "child"} == {("Marla Quint", "child", c) for c in ("Lily", "Sam", "Jo")}


def test_her_mother_and_her_father_as_a_subject_pair_are_her_parents(nlp):
    text = "Rhea Stone is 30. Her mother, Ada Vey, and her father, Tom Birch, divorced in 1990."
    assert {t for t in family(nlp, text) if t[1] == "child"} == {("Ada Vey", "child", "Rhea Stone"),
                                                                 ("Tom Birch", "child", "Rhea Stone")}


@pytest.mark.parametrize("text,expected", [
    # a marriage that produced a child names both parents; so does a child "given" to someone
    ("Hector Vale died on Monday. His marriage to Ines Marr produced two sons, Otto and Jem.",
     {("Hector Vale", "child", "Otto"), ("Hector Vale", "child", "Jem"), ("Ines Marr", "child", "Otto"),
      ("Ines Marr", "child", "Jem")}),
    ("Hector Vale died on Monday. His first marriage, to the actress Ines Marr, ended in divorce in 1970 but produced a "
     "daughter, Kit Vale.", {("Hector Vale", "child", "Kit Vale"), ("Ines Marr", "child", "Kit Vale")}),
    ("Hector Vale married Ines Marr in 1961. She gave him a son, Otto Vale, in 1963.",
     {("Hector Vale", "child", "Otto Vale"), ("Ines Marr", "child", "Otto Vale")}),
    # a marriage that produced nothing named, or a gift that is no child
    ("Hector Vale died on Monday. His marriage to Ines Marr produced two albums.", set()),
    ("Ines Marr gave him a present for his birthday, Hector Vale said.", set()),
])
def test_a_marriage_produced_a_child(nlp, text, expected):
    assert {t for t in family(nlp, text) if t[1] == "child"} == expected


@pytest.mark.parametrize("text,expected", [
    # a list of parents: described ones, and a parent's spouse in the list
    ("Lina Hart is engaged. The proposal was watched by Hart's parents, the Oscar-winning cinematographer Rolf Hart "
     "and former model Ada Hart.", {("Rolf Hart", "child", "Lina Hart"), ("Ada Hart", "child", "Lina Hart")}),
    ("Lina Hart is a presenter. Hart's parents, former newsreader Rolf Hart and wife Mona, live nearby.",
     {("Rolf Hart", "child", "Lina Hart"), ("Mona", "child", "Lina Hart")}),
    ("Lina Hart celebrated with her parents, country singer Rolf Hart and his wife, Mona, in Nashville.",
     {("Rolf Hart", "child", "Lina Hart"), ("Mona", "child", "Lina Hart")}),
])
def test_the_parents_listed_after_parents(nlp, text, expected):
    assert {t for t in family(nlp, text) if t[1] == "child"} == expected


@pytest.mark.parametrize("text,expected", [
    # "the former couple share ...": the pair a clause before stated, with "share" read as a noun
    ("Tom Vale was married to actress Ines Marr from 2008 to 2015; the former couple share twin daughters, Kemi and Lola.",
     {("Tom Vale", "child", "Kemi"), ("Tom Vale", "child", "Lola"), ("Ines Marr", "child", "Kemi"),
      ("Ines Marr", "child", "Lola")}),
    ("Tom Vale was married to Ines Marr until 2015. The former couple share twin daughters, Kemi and Lola.",
     {("Tom Vale", "child", "Kemi"), ("Tom Vale", "child", "Lola"), ("Ines Marr", "child", "Kemi"),
      ("Ines Marr", "child", "Lola")}),
])
def test_a_former_couple_shares_children(nlp, text, expected):
    assert {t for t in family(nlp, text) if t[1] == "child"} == expected


@pytest.mark.parametrize("text,expected", [
    # "is survived by": the survivors are the dead person's, possessives in the list too
    ("Hector Vale died on Sunday. He is survived by his son Otto Vale, a stuntman; a stepdaughter, Kit Marr; his "
     "sister, Greta Vale; and six grandchildren.", {("Hector Vale", "child", "Otto Vale"), ("Hector Vale", "sibling", "Greta Vale")}),
    ("Nora Bell died on Sunday. She is survived by her sons, Otto and Jem, and her brother, Tam Bell.",
     {("Nora Bell", "child", "Otto"), ("Nora Bell", "child", "Jem"), ("Nora Bell", "sibling", "Tam Bell")}),
    ("Nora Bell died on Sunday. She is survived by two children, Otto Vale and Kit Vale.",
     {("Nora Bell", "child", "Otto Vale"), ("Nora Bell", "child", "Kit Vale")}),
    # a list whose items a semicolon ends goes on past each item's description
    ("Nora Bell died on Sunday. She is survived by five children: Otto Vale and Kit Vale, from her first marriage; and "
     "Jem Obi and Lola Obi from her second.", {("Nora Bell", "child", "Otto Vale"), ("Nora Bell", "child", "Kit Vale"),
                                              ("Nora Bell", "child", "Jem Obi"), ("Nora Bell", "child", "Lola Obi")}),
    ("Ines Marr has three children: Otto; Kit Vale, a costume designer; and Jem Vale, a former child actor.",
     {("Ines Marr", "child", "Otto"), ("Ines Marr", "child", "Kit Vale"), ("Ines Marr", "child", "Jem Vale")}),
    # not past a new clause after the semicolon
    ("Nora Bell has two sons, Otto and Jem, who live in Leeds; Tam Bell runs the farm.",
     {("Nora Bell", "child", "Otto"), ("Nora Bell", "child", "Jem")}),
])
def test_survivors_and_lists_ended_by_semicolons(nlp, text, expected):
    assert {t for t in family(nlp, text) if t[1] in {"child", "sibling"}} == expected


@pytest.mark.parametrize("text,expected", [
    # a list of children or parents ends at a name that opens a clause or owns something
    ("Hector Vale's marriage to Nora Bell produced two sons, Otto and Jem, and Nora later wrote a book about it.",
     {("Hector Vale", "child", "Otto"), ("Hector Vale", "child", "Jem"), ("Nora Bell", "child", "Otto"),
      ("Nora Bell", "child", "Jem")}),
    ("Lina Hart's parents, Rolf Hart and his wife Mona, and Lina's stepfather, Tam Fry, attended.",
     {("Rolf Hart", "child", "Lina Hart"), ("Mona", "child", "Lina Hart")}),
    # a survivor's possessive of the other gender is not the dead person's
    ("Hector Vale is survived by his longtime partner, Nora Bell, and her son, Jem Moss.", {("Nora Bell", "child", "Jem Moss")}),
])
def test_a_list_ends_at_a_new_clause(nlp, text, expected):
    assert {t for t in family(nlp, text) if t[1] == "child"} == expected


@pytest.mark.parametrize("text,expected", [
    # "the siblings" and "their mother" after siblings the story stated (a couple shares no mother)
    ("Zara Qadir has accused her brother, producer Hamza Qadir, of erasing her from the family company. The siblings "
     "were once close. Hamza produced her first drama. But relations soured last year. Their mother, Samina Qadir, "
     "has stayed silent.", {("Samina Qadir", "child", "Zara Qadir"), ("Samina Qadir", "child", "Hamza Qadir")}),
    ("Zara Qadir has accused her brother, producer Hamza Qadir, of erasing her. The siblings' mother, Samina Qadir, "
     "has stayed silent.", {("Samina Qadir", "child", "Zara Qadir"), ("Samina Qadir", "child", "Hamza Qadir")}),
    # a couple's "their" is still theirs
    ("Zara Qadir married Omar Rauf in 2015. Their son, Ayaan, was born in 2018.",
     {("Zara Qadir", "child", "Ayaan"), ("Omar Rauf", "child", "Ayaan")}),
])
def test_the_siblings_the_story_stated(nlp, text, expected):
    assert {t for t in family(nlp, text) if t[1] == "child"} == expected


@pytest.mark.parametrize("text,expected", [
    # a plural sibling noun with no possessor of its own: brothers of each other, not of the head's owner
    ("Drummer Wes Kowal has filed a lawsuit against his former bandmates, brothers Ashton Greer and Rory Greer.",
     {("Ashton Greer", "sibling", "Rory Greer")}),
    # with its own possessor: his brothers, and each other's
    ("Actor Joe Lark's brothers, Nick Lark and Kevin Lark, also act.",
     {("Joe Lark", "sibling", "Nick Lark"), ("Joe Lark", "sibling", "Kevin Lark"), ("Nick Lark", "sibling", "Kevin Lark")}),
])
def test_plural_siblings_in_apposition(nlp, text, expected):
    doc = prepare(nlp)(text)
    found = {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())
             if t.relation == "sibling"}
    assert found == expected


@pytest.mark.parametrize("text,expected", [
    # a job in apposition before the parent's name, known to the lexicon or not
    ("Actor Ken Sato's mother, the ceramicist Emiko Sato, attended the premiere.", {("Emiko Sato", "child", "Ken Sato")}),
    ("Actor Ken Sato's mother, the actress Emiko Sato, attended the premiere.", {("Emiko Sato", "child", "Ken Sato")}),
    ("Actor Ken Sato's mother, Emiko Sato, attended the premiere.", {("Emiko Sato", "child", "Ken Sato")}),
])
def test_a_parent_described_in_apposition(nlp, text, expected):
    doc = prepare(nlp)(text)
    found = {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())
             if t.relation == "child"}
    assert found == expected


@pytest.mark.parametrize("text,expected", [
    # ", and her sister B" after "her mother, the designer A,": both "her"s are the subject's, not A's
    ("Zara Obi arrived with her mother, the designer Ada Obi, and her sister Lola Obi.",
     {("Ada Obi", "child", "Zara Obi"), ("Zara Obi", "sibling", "Lola Obi")}),
    ("Tom Reyes came with his wife, the actress Ivy Lane, and his brother Sam Reyes.",
     {("Tom Reyes", "spouse", "Ivy Lane"), ("Tom Reyes", "sibling", "Sam Reyes")}),
    # a job of several words in apposition before the kin's name
    ("Felix Arden posed with his father, the veteran news anchor Desmond Arden.", {("Desmond Arden", "child", "Felix Arden")}),
])
def test_a_list_of_kin_keeps_its_owner_and_passes_their_jobs(nlp, text, expected):
    found = {(t.head, t.relation, t.tail) for t in extract_doc(prepare(nlp)(text), Article("t", text), default_rules())}
    assert found == expected


@pytest.mark.parametrize("text,expected", [
    # the person right before ", the (eldest) child of X" is that child, however the parser hung the name
    ("Bodhi Everly, the eldest child of Tomas Everly and Kezia Moon, has signed with Rovington.",
     {("Tomas Everly", "child", "Bodhi Everly"), ("Kezia Moon", "child", "Bodhi Everly")}),
    ("Bodhi Everly, the son of midfielder Tomas Everly, has signed with Rovington.", {("Tomas Everly", "child", "Bodhi Everly")}),
])
def test_a_name_set_off_before_the_child_of(nlp, text, expected):
    assert family(nlp, text) == expected


def test_a_name_opening_a_clause_after_a_job_is_no_kin(nlp):
    # "the bodyguard B hired": B hired him, B is no husband
    text = "Maya Chen said her husband, the bodyguard Ann Lowe hired in 2019, had quit."
    assert {(t.head, t.relation, t.tail) for t in extract_doc(prepare(nlp)(text), Article("t", text), default_rules())} == set()


@pytest.mark.parametrize("text,expected", [
    # coordinated kin nouns of one rule name a list, in order
    ("Pietro Salas thanked his mother and father, Ruth and Gianni Salas.",
     {("Ruth Salas", "child", "Pietro Salas"), ("Gianni Salas", "child", "Pietro Salas")}),
    ("Pietro Salas thanked his son and daughter, Leo and Ada, who were in the audience.",
     {("Pietro Salas", "child", "Leo"), ("Pietro Salas", "child", "Ada")}),
    ("Pietro Salas and his brother and sister, Leo and Ada Salas, run the firm.",
     {("Pietro Salas", "sibling", "Leo Salas"), ("Pietro Salas", "sibling", "Ada Salas"),
      ("Leo Salas", "sibling", "Ada Salas")}),
    ("Pietro Salas thanked his mother and father.", set()),
    # a short description between commas does not end a list of children
    ("Tom Brannagh has three children: Kevin, now a firefighter, and Erin, a teacher, and Ivo, 12.",
     {("Tom Brannagh", "child", "Kevin"), ("Tom Brannagh", "child", "Erin"), ("Tom Brannagh", "child", "Ivo")}),
    ("Tom Brannagh has two sons, Kevin, a chef in Boston, and Ivo, who is still at school.",
     {("Tom Brannagh", "child", "Kevin"), ("Tom Brannagh", "child", "Ivo")}),
])
def test_coordinated_kin_nouns_and_described_children_name_every_person(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # kin nouns of different relations coordinated name one person each, in order ...
    ("Nadia Frostberg thanked her husband and son, Karl and Theo, for their support.",
     {("Nadia Frostberg", "spouse", "Karl"), ("Nadia Frostberg", "child", "Theo")}),
    ("Tom Brannagh and his wife and son, Ada and Leo, live in Rome.",
     {("Tom Brannagh", "spouse", "Ada"), ("Tom Brannagh", "child", "Leo")}),
    # ... and when the counts differ, the nearest noun's
    ("Ray Mossop thanked his wife and daughter, Nina.", {("Ray Mossop", "child", "Nina")}),
])
def test_kin_nouns_of_different_relations_share_a_list_in_order(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a possessive pronoun in apposition to a name is someone else's: no one is their own sibling
    ("Ife Okonjo met Adaeze Okonjo, her sister, in 2010.", {("Ife Okonjo", "sibling", "Adaeze Okonjo")}),
    ("Ife Okonjo met Adaeze Okonjo, her half-sister, in 2010.", {("Ife Okonjo", "sibling", "Adaeze Okonjo")}),
    # a child may share a parent's first name
    ("Oskar Lindqvist Jr. married Greta Lindqvist in 1976. They have two children: Oskar and Matteo.",
     {("Oskar Lindqvist Jr.", "spouse", "Greta Lindqvist"), ("Oskar Lindqvist Jr.", "child", "Oskar"),
      ("Oskar Lindqvist Jr.", "child", "Matteo"), ("Greta Lindqvist", "child", "Oskar"),
      ("Greta Lindqvist", "child", "Matteo")}),
])
def test_no_one_is_their_own_sibling_but_a_child_may_share_a_name(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # kin nouns in apposition, each with its own possessor: the possessor of the next noun is never
    # the one a noun names
    ("Ernesto Galindo, Ann Ibarra's ex-husband and Rodrigo Ibarra's father, directed the series.",
     {("Ann Ibarra", "former_spouse", "Ernesto Galindo"), ("Ernesto Galindo", "child", "Rodrigo Ibarra")}),
    ("Mara Lind, Tom Reyes's sister and Ivo Reyes's aunt, was there.", {("Tom Reyes", "sibling", "Mara Lind")}),
    # after "by" too, now that "ex-husband" is one word and the parser keeps the apposition
    ("The series is directed by Ernesto Galindo, Ann Ibarra's ex-husband and Rodrigo Ibarra's father.",
     {("Ann Ibarra", "former_spouse", "Ernesto Galindo"), ("Ernesto Galindo", "child", "Rodrigo Ibarra")}),
])
def test_apposed_kin_nouns_with_their_own_possessors(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a parentage phrase set off after where someone grew up or was raised, as after a birthplace
    ("Rafaela Cordeiro grew up in Recife, the daughter of Zeca Cordeiro, a comic actor.",
     {("Zeca Cordeiro", "child", "Rafaela Cordeiro")}),
    ("Tom Reyes was raised in Cork, the youngest son of the actor Ivo Reyes.", {("Ivo Reyes", "child", "Tom Reyes")}),
    ("Ann Lee was brought up in Leeds, the daughter of a teacher, Mara Lind.", {("Mara Lind", "child", "Ann Lee")}),
    # not past another clause
    ("Tom Reyes grew up in Leeds and moved to London, the home of his uncle Ivo Reyes.", set()),
])
def test_a_parentage_phrase_after_where_someone_grew_up(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second kin noun in apposition, hung by the parser on the first
    ("Bianca Ruel, Tom Ruel's mother and Pete Ruel's ex-wife, has remarried.",
     {("Bianca Ruel", "child", "Tom Ruel"), ("Pete Ruel", "former_spouse", "Bianca Ruel")}),
    # "whose" read by the parser as the possessor of "ex"
    ("Jon Hay, whose ex-wife is Lia Brook, was there.", {("Jon Hay", "former_spouse", "Lia Brook")}),
    ("Jon Hay, whose ex-wife is Lia Brook and whose daughter is Evie Hay, was there.",
     {("Jon Hay", "former_spouse", "Lia Brook"), ("Jon Hay", "child", "Evie Hay")}),
    ("The man whose ex-wife sued him is Jon Hay.", set()),
])
def test_second_kin_nouns_and_whose_ex(nlp, text, expected):
    assert family(nlp, text) == expected


def _pairs(triples):
    """Sibling pairs without their direction (the relation is symmetric)."""
    return {frozenset((h, t)) if r == "sibling" else (h, r, t) for h, r, t in triples}


@pytest.mark.parametrize("text,expected", [
    # two siblings of one person, both named in the sentence, are siblings of each other
    ("Lena Marsh, who grew up in Hull, has an older sister, Pia, and a younger sister, Rosa.",
     {("Lena Marsh", "Pia"), ("Lena Marsh", "Rosa"), ("Pia", "Rosa")}),
    ("Ada Vey has two sisters, Mia and Lena.", {("Ada Vey", "Mia"), ("Ada Vey", "Lena"), ("Mia", "Lena")}),
    ("Tom Hale grew up with his brothers Sam Hale and Joe Hale in Cork.",
     {("Tom Hale", "Sam Hale"), ("Tom Hale", "Joe Hale"), ("Sam Hale", "Joe Hale")}),
    # a half-sibling or a step-sibling may share no parent with the other
    ("Ada Vey's half-brother Tom and her sister Lena attended.", {("Ada Vey", "Tom"), ("Ada Vey", "Lena")}),
])
def test_two_siblings_of_one_person_are_siblings(nlp, text, expected):
    assert _pairs(family(nlp, text)) == {frozenset(p) for p in expected}


@pytest.mark.parametrize("text,expected", [
    # a kin noun after "as" on a debut, an appearance or a name in a cast list is a part, not a family
    ("The drama returns in May. Tuva Lind makes her screen debut as Kari's daughter, Sunniva.", set()),
    ("Returning are Tilly Marsh as Ada's headstrong sister, Lil, and Rhys Gwyn as the conductor.", set()),
    ("Cha Min-jae will make his first acting appearance as Eun-bi's younger brother Go Tae-yang.", set()),
    # ... but "the same night as his sister" compares, and "known as his daughter" says who she is
    ("Cillian Moore will compete on the same night as his sister, Aisling Moore.",
     {("Cillian Moore", "sibling", "Aisling Moore")}),
])
def test_a_relative_after_as_in_a_cast_is_a_part(nlp, text, expected):
    assert family(nlp, text) == expected


def test_a_word_that_merely_holds_half_or_step_does_not_block_shared_siblings(nlp):
    # "stepped down", "on behalf of" name no half- or step-sibling
    text = "Lena Marsh, who has an older sister, Pia, and a younger sister, Rosa, stepped down in May."
    assert _pairs(family(nlp, text)) == {frozenset(p) for p in [("Lena Marsh", "Pia"), ("Lena Marsh", "Rosa"), ("Pia", "Rosa")]}


@pytest.mark.parametrize("text,expected", [
    # a description as a possessor stands for whom the story is about, as "his" would
    ("Javier Montes stars as a fisherman. Fans will enjoy spotting the actor's real-life son, Diego Montes, in a small role.",
     {("Javier Montes", "child", "Diego Montes")}),
    ("Ana Reyes is 50. The singer's daughter, Pia Reyes, is 20.", {("Ana Reyes", "child", "Pia Reyes")}),
    # not someone the sentence itself names
    ("Ana Reyes met Tom Vale in May. The actor's daughter, Pia Vale, introduced Tom Vale to her.", set()),
])
def test_a_description_as_possessor_is_read_like_a_pronoun(nlp, text, expected):
    assert {t for t in family(nlp, text) if t[1] == "child"} == expected


def test_one_marriage_has_one_spouse_whatever_names_follow(nlp):
    # the names after the spouse are the daughters, not further spouses
    text = "Tom Hall has two daughters from his first marriage to Denise Carter, Kira and Jade."
    assert {t for t in family(nlp, text) if t[1] in {"spouse", "former_spouse"}} == {
        ("Tom Hall", "former_spouse", "Denise Carter")}


@pytest.mark.parametrize("text,expected", [
    # twins inside a list of children: children all the same
    ("Ana Reyes and Tom Vale have three children: twins Elsa and Tunde, 9, and son Leo, 5.",
     {("Ana Reyes", "child", "Elsa"), ("Ana Reyes", "child", "Tunde"), ("Ana Reyes", "child", "Leo"),
      ("Tom Vale", "child", "Elsa"), ("Tom Vale", "child", "Tunde"), ("Tom Vale", "child", "Leo"),
      ("Elsa", "sibling", "Tunde")}),
    # the mother of twins: her children, and siblings of each other
    ("Ana Reyes is the mother of twins Elsa and Tunde.",
     {("Ana Reyes", "child", "Elsa"), ("Ana Reyes", "child", "Tunde"), ("Elsa", "sibling", "Tunde")}),
    ("Ana Reyes is the mother of twins.", set()),
])
def test_twins_named_among_children(nlp, text, expected):
    assert family(nlp, text) == expected


def test_twins_are_the_names_right_after_the_word(nlp):
    text = "Ana Reyes is the mother of twins, and Tom Vale and Ben Vale are her brothers."
    doc = prepare(nlp)(text)
    rules = {t.evidence.rule for t in extract_doc(doc, Article("t", text), default_rules())
             if {t.head, t.tail} == {"Tom Vale", "Ben Vale"}}
    assert rules and not any(r.endswith("born_together") for r in rules)


def _children_of(parents, kids):
    return {(p, "child", k) for p in parents for k in kids}


@pytest.mark.parametrize("text,expected", [
    # the marriage a child is from names the other parent, after a comma too, and a first marriage ended
    ("Kira and Jade are Rex Holloway's daughters from his first marriage, to the former model Denise Carr.",
     _children_of(["Rex Holloway", "Denise Carr"], ["Kira", "Jade"]) | {("Rex Holloway", "former_spouse", "Denise Carr")}),
    ("Rex Holloway died in 2021. Kira, 44, and Jade, 41, are Holloway's daughters from his first marriage, to Denise Carr.",
     _children_of(["Rex Holloway", "Denise Carr"], ["Kira", "Jade"]) | {("Rex Holloway", "former_spouse", "Denise Carr")}),
    # the list after the partner's name
    ("Rex Holloway has two daughters from his first marriage to Denise Carr, Kira and Jade.",
     _children_of(["Rex Holloway", "Denise Carr"], ["Kira", "Jade"]) | {("Rex Holloway", "former_spouse", "Denise Carr")}),
    ("Tom Reed has two sons with Ana Bell, Leo and Max.", _children_of(["Tom Reed", "Ana Bell"], ["Leo", "Max"])),
    # ... but a comma after a description opens its name, no list
    ("Tom Reed has two sons with his wife, Ana Bell.", {("Tom Reed", "spouse", "Ana Bell")}),
    # "now" before an age, and items closed by semicolons
    ("Vito Marchi and Carla Benni married in 1970 and had three children: Giulia, now 49; Paolo; and Stefano, 45.",
     _children_of(["Vito Marchi", "Carla Benni"], ["Giulia", "Paolo", "Stefano"])
     | {("Vito Marchi", "spouse", "Carla Benni")}),
    ("Vito Marchi has two sons, Paolo and Stefano, now 20.", _children_of(["Vito Marchi"], ["Paolo", "Stefano"])),
])
def test_the_other_parent_from_a_marriage_and_lists_with_now_and_semicolons(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "her sister" after a list of "her parents" is whoever the parents are of, not the last parent's
    ("Ishita Verma was accompanied by her parents, veteran actor Ravi Verma and Kathak dancer Shobha Verma, and her "
     "elder sister Nandini Verma.",
     {("Ravi Verma", "child", "Ishita Verma"), ("Shobha Verma", "child", "Ishita Verma"),
      ("Ishita Verma", "sibling", "Nandini Verma")}),  # (her parents are not said to be her sister's)
    # a capitalised word before a job describes the next name, it is nobody's parent
    ("Mira Das arrived with her parents, Bollywood actor Anil Das and Odissi dancer Lata Das.",
     {("Anil Das", "child", "Mira Das"), ("Lata Das", "child", "Mira Das")}),
    # "A and her elder sister B" is still A's sister
    ("Nora Vance and her elder sister Ada Vance opened a bakery.", {("Nora Vance", "sibling", "Ada Vance")}),
])
def test_a_sibling_after_a_list_of_parents_and_jobs_described_by_a_capitalised_word(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the same possessive on the subjects of two coordinated clauses is one person's
    ("Cheikh Balde is a striker. His father, Amadou Balde, played for Senegal, and his twin brother, Ibrahima Balde, "
     "is a defender.",
     {("Amadou Balde", "child", "Cheikh Balde"), ("Cheikh Balde", "sibling", "Ibrahima Balde")}),
    ("Cheikh Balde is a striker. His father, Amadou Balde, played for Senegal, and his son, Ibou Balde, is a defender.",
     {("Amadou Balde", "child", "Cheikh Balde"), ("Cheikh Balde", "child", "Ibou Balde")}),
    # ... while "his" in a clause about someone else is that person's
    ("Cheikh Balde is a striker. Amadou Balde played for Senegal, and his son, Ibou Balde, is a defender.",
     {("Amadou Balde", "child", "Ibou Balde")}),
])
def test_one_possessive_on_the_subjects_of_coordinated_clauses(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples: a source after "with B," is no child, a sister no surname
    ("Tom Reed has two sons with Ana Bell, Variety reported.", set()),
    ("Tom Reed has two children with Ana Bell, Reed said in 2019.", set()),
    ("Sarah Nkechi Obi married Tom Reed in 2019. Her sister Nkechi Obi was maid of honour.",
     {("Sarah Nkechi Obi", "spouse", "Tom Reed"), ("Sarah Nkechi Obi", "sibling", "Nkechi Obi")}),
    # a marriage one speaks of, with the listener after a comma, is no marriage to the listener
    ("Ana Bell spoke about her marriage, to Oprah Winfrey, in a 2021 interview.", set()),
])
def test_a_second_readers_family_counter_examples(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # ", and his sister, B," continues a clause whose subject has the same "his": one person's, even when
    # another "his" (someone's manager, agent) stands between
    ("Rhys Vane is divorcing. His older brother, Owen Vane, has served as his manager for years, and his younger "
     "sister, Cassie Vane, is a regular on the soap Bayside.",
     {("Rhys Vane", "sibling", "Owen Vane"), ("Rhys Vane", "sibling", "Cassie Vane"), ("Owen Vane", "sibling", "Cassie Vane")}),
    ("Mara Holt is engaged. Her mother, Ines Holt, works as her agent, and her sister, Lia Holt, is a singer.",
     {("Ines Holt", "child", "Mara Holt"), ("Mara Holt", "sibling", "Lia Holt")}),
])
def test_a_parallel_possessive_past_another_one_in_between(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a country or a place describing someone's job or trade is no person
    ("Siobhan Kerr lives in Cheshire with her husband, the former Ireland rugby international Conor Whelan, and their "
     "two children, Aoibhe, 15, and Cian, 9.",
     {("Siobhan Kerr", "spouse", "Conor Whelan"), ("Siobhan Kerr", "child", "Aoibhe"), ("Siobhan Kerr", "child", "Cian"),
      ("Conor Whelan", "child", "Aoibhe"), ("Conor Whelan", "child", "Cian")}),
    ("Vittorio Russo, the son of a Trastevere baker, became a star.", set()),
    ("Ana Okoro married her husband, the Nollywood producer Femi Ade, in 2015.", {("Ana Okoro", "spouse", "Femi Ade")}),
])
def test_a_place_describing_a_job_is_no_relative(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "from his previous marriage to actress B": "to actress" read as a verb; B is the child's other parent
    ("Tom Harris is a father again. The actor also has a daughter, Sienna, 14, from his previous marriage to actress "
     "Jessica Moreau.",
     {("Tom Harris", "child", "Sienna"), ("Jessica Moreau", "child", "Sienna"), ("Tom Harris", "former_spouse", "Jessica Moreau")}),
    ("Ana Bell has a son, Leo, from her first marriage to producer Tom Reed.",
     {("Ana Bell", "child", "Leo"), ("Tom Reed", "child", "Leo"), ("Ana Bell", "former_spouse", "Tom Reed")}),
])
def test_a_child_from_a_marriage_to_a_described_person(nlp, text, expected):
    assert family(nlp, text) == expected


def test_a_country_before_a_comma_does_not_reach_the_next_person(nlp):
    # (a second reader's counter-example) "her husband, the Ireland coach, and B": B is not the husband
    assert family(nlp, "Ana Bell watched from the stands with her husband, the Ireland coach, and Tom Reed.") == set()


@pytest.mark.parametrize("text,expected", [
    # a work "starred his wife, B": B is his wife who acted in it, not a part called "his wife"
    ("Mahesh Kapur is a star. The film also starred his wife, Sunita Kapur.", {("Mahesh Kapur", "spouse", "Sunita Kapur")}),
    ("Mahesh Kapur is a star. Toofan Express (1989) also starred Mahesh's wife, former actress Sunita Kapur, who quit "
     "films after the couple married. Sunita was at the launch with the couple's daughter, Meher Kapur.",
     {("Mahesh Kapur", "spouse", "Sunita Kapur"), ("Mahesh Kapur", "child", "Meher Kapur"), ("Sunita Kapur", "child", "Meher Kapur")}),
    # ... but a part played is still a part
    ("Mahesh Kapur is a star. In the film he plays the husband of Sunita Kapur.", set()),
])
def test_a_work_that_starred_someones_relative(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the couple" and "they" are the two people a sentence opened with, however the parser read it
    ("Tom Pike and Ada Vey share twins. The couple welcomed daughter Mia in 2011.",
     {("Tom Pike", "child", "Mia"), ("Ada Vey", "child", "Mia")}),
    ("Tom Pike and Ada Vey share twins. They welcomed a son, Leo, in 2014.",
     {("Tom Pike", "child", "Leo"), ("Ada Vey", "child", "Leo")}),
    # ... not two people joined in a list the sentence goes on with
    ("Tom Pike and Ada Vey, Mia Holt and Leo Dunn attended. The couple welcomed a son, Max, in 2014.", set()),
])
def test_the_couple_after_a_sentence_opened_by_two_people(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a parent and a sibling of one person in one sentence: the parent is the sibling's parent only where
    # the text says so (a half- or step-sibling, a second marriage may lie behind it)
    ("Tarek Haddad is engaged. His father, Omar Haddad, played for the club, and his younger sister, Petra Haddad,"
     " captains the netball side.",
     {("Omar Haddad", "child", "Tarek Haddad"), ("Tarek Haddad", "sibling", "Petra Haddad")}),
    ("Tobias Lenz is in talks for the role. Lenz's mother, actress Ilse Varga, 68, will receive an award, and his twin"
     " sister, Anna Lenz, has just wrapped her first film.",
     {("Ilse Varga", "child", "Tobias Lenz"), ("Tobias Lenz", "sibling", "Anna Lenz")}),
])
def test_a_parent_of_one_sibling_is_not_inferred_to_be_the_other_s(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a plural kin noun's list after a short aside: "from his first marriage, A and B"
    ("Omar Haddad married Petra Lind in 2019. Haddad's children from his first marriage, Lola, 23, and Remy, 20,"
     " gave readings.",
     {("Omar Haddad", "spouse", "Petra Lind"), ("Omar Haddad", "child", "Lola"), ("Omar Haddad", "child", "Remy")}),
    ("Petra Lind is 50. Her two daughters from an earlier relationship, Ada and Mia, live in Leeds.",
     {("Petra Lind", "child", "Ada"), ("Petra Lind", "child", "Mia")}),
    # not a list that a clause opens after the aside
    ("Petra Lind is 50. Her two daughters from an earlier relationship, Ada said, live in Leeds.", set()),
])
def test_a_plural_kin_noun_s_list_after_an_aside(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples: no spouse from a gerund under "the first guest to", and no parent
    # of a sibling across an adoptive or biological tie or two generations
    ("Anna Berg was the first guest to congratulate Tom Hale on marrying Lena Ort.", set()),  # (his marriage is not read)
    ("Anna Berg's mother, Lena Ort, and her brother, Kurt Berg, attended, as did Kurt's father, Tom Hale.",
     {("Lena Ort", "child", "Anna Berg"), ("Lena Ort", "sibling", "Kurt Berg"), ("Tom Hale", "child", "Kurt Berg")}),
    ("Mia Dane is 30. Her adoptive father, Tom Hale, and her biological brother, Kurt Berg, attended the premiere.",
     {("Tom Hale", "child", "Mia Dane"), ("Mia Dane", "sibling", "Kurt Berg")}),
])
def test_second_reader_counter_examples_of_the_sixteenth_run(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a nationality describing the noun after it names nobody: the name after the description does
    ("Hal Brenner starred opposite his first wife, the French-Canadian actress June Pelletier.",
     {("Hal Brenner", "former_spouse", "June Pelletier")}),
    ("Hal Brenner is married to the Swedish model Linnea Sjoberg.", {("Hal Brenner", "spouse", "Linnea Sjoberg")}),
    ("Jenna Pike, the daughter of Mexican-American telenovela star Graciela Morales and the late screenwriter"
     " Richard Pike, got her start on a teen soap.",
     {("Graciela Morales", "child", "Jenna Pike"), ("Richard Pike", "child", "Jenna Pike"),
      ("Graciela Morales", "spouse", "Richard Pike")}),
    ("Tom Hale, the son of an Irish-American farmer, married the Norwegian sculptor Ingrid Halvorsen in 1973.",
     {("Tom Hale", "spouse", "Ingrid Halvorsen")}),
])
def test_a_nationality_before_a_noun_is_a_description_not_a_name(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # kin nouns coordinated after a playing verb, or a part's noun before the part's name, are parts played
    ("Leading the cast are Tom Hale and Ada Vey, who play the groom and bride, Sunny and Meher.", set()),
    ("Newcomer Bella Quinn has been cast as Ana's teenage daughter Lucia.", set()),
    ("Ada Vey and Tom Hale, who played teenage sweethearts Ryan and Tash, married in real life in 1999.",
     {("Ada Vey", "spouse", "Tom Hale")}),
    # a real-life relative beside a part is kin
    ("Zawadi Mensah is attached to star as Fontaine and her real-life father, the stage actor Joseph Mensah, is set"
     " to play her father.", {("Joseph Mensah", "child", "Zawadi Mensah")}),
])
def test_coordinated_parts_played_are_no_family(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples of the seventeenth run: a relative someone owns, beside a part, is kin
    ("The series stars Ada Vey as Kate and her husband Tom Hale as Kate's boss.", {("Ada Vey", "spouse", "Tom Hale")}),
    ("The drama casts Ada Vey as the queen and her son Leo Vey as the prince.", {("Ada Vey", "child", "Leo Vey")}),
    ("Tom Hale plays the title role and his daughter Lucia Hale makes her debut.", {("Tom Hale", "child", "Lucia Hale")}),
    ("Ada Vey was cast as the real-life daughter of Tom Hale in the film.", set()),
    # a name after a record's or a paper's noun that opens a clause is a person's
    ("She sang the song Tom Hale wrote for his wife Ada Vey.", {("Tom Hale", "spouse", "Ada Vey")}),
    ("Off the record Tom Hale admitted that his wife Ada Vey had left him.", {("Tom Hale", "spouse", "Ada Vey")}),
    ("On her website Ada Vey confirmed that she had married Tom Hale.", {("Ada Vey", "spouse", "Tom Hale")}),
])
def test_second_reader_counter_examples_of_the_seventeenth_run(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a plural job before the parents' names, however the tagger reads it
    ("Ada Vey is the daughter of restaurateurs Tom Vey and Mara Vey.",
     {("Tom Vey", "child", "Ada Vey"), ("Mara Vey", "child", "Ada Vey"), ("Tom Vey", "spouse", "Mara Vey")}),
    ("Ada Vey grew up in Ohio, the daughter of restaurateurs Tom Vey and Mara Vey.",
     {("Tom Vey", "child", "Ada Vey"), ("Mara Vey", "child", "Ada Vey"), ("Tom Vey", "spouse", "Mara Vey")}),
    ("Ada Vey is the daughter of actors Tom Vey and Mara Vey.",
     {("Tom Vey", "child", "Ada Vey"), ("Mara Vey", "child", "Ada Vey"), ("Tom Vey", "spouse", "Mara Vey")}),
    # a preposition that is no job still ends the list
    ("Ada Vey is the daughter of a miller from Leeds.", set()),
])
def test_parents_described_by_a_plural_job(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the couple" beside one of a couple the story stated is that person's couple, not the pair named last
    ("Tom Hale and Ada Vey are engaged. Mara Quill and Ivo Lenz have been dating since May. "
     "Vey posted a photo of the couple and their son, Alfie, 4, on a beach.",
     {("Tom Hale", "child", "Alfie"), ("Ada Vey", "child", "Alfie")}),
    # with no one named before it, the pair named last
    ("Tom Hale and Ada Vey are engaged. Mara Quill and Ivo Lenz have been dating since May. The couple have a son, Alfie, 4.",
     {("Mara Quill", "child", "Alfie"), ("Ivo Lenz", "child", "Alfie")}),
])
def test_the_couple_of_someone_named_beside_it(nlp, text, expected):
    assert {t for t in family(nlp, text) if t[1] == "child"} == expected


@pytest.mark.parametrize("text,expected", [
    # the second reader's counter-examples of the eighteenth run
    ("Tom Hale and Ada Vey are married. Mara Quill and Ivo Lenz married in May. "
     "Vey congratulated the couple on the birth of their son, Leo.",
     {("Tom Hale", "spouse", "Ada Vey"), ("Mara Quill", "spouse", "Ivo Lenz"), ("Mara Quill", "child", "Leo"),
      ("Ivo Lenz", "child", "Leo")}),
    ("Ada Vey is the daughter of restaurateurs Tom Vey and Mara Quill, who divorced in 1990.",
     {("Tom Vey", "child", "Ada Vey"), ("Mara Quill", "child", "Ada Vey"), ("Tom Vey", "former_spouse", "Mara Quill")}),
])
def test_second_reader_counter_examples_of_the_eighteenth_run(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the child just told of, named in the next sentence by a passive or with its noun as the object
    ("Tom Hale and Ada Vey have welcomed a son. The boy has been named Ivo.",
     {("Tom Hale", "child", "Ivo"), ("Ada Vey", "child", "Ivo")}),
    ('Tom Hale and Ada Vey have welcomed a son. The boy has been named Ivo, a name chosen, the couple wrote, "because it sounds like summer."',
     {("Tom Hale", "child", "Ivo"), ("Ada Vey", "child", "Ivo")}),
    ("Tom Hale and Ada Vey have welcomed a daughter. The little girl has been named Mia Rose.",
     {("Tom Hale", "child", "Mia Rose"), ("Ada Vey", "child", "Mia Rose")}),
    ("Tom Hale and Ada Vey adopted a dog. The puppy has been named Rex.", set()),
])
def test_a_child_told_then_named_by_a_passive(nlp, text, expected):
    assert {t for t in family(nlp, text) if t[1] == "child"} == expected


@pytest.mark.parametrize("text,expected", [
    # "A and B's son": a child of both
    ("Tom Hale and Ada Vey's son, Ivo, was born in May.", {("Tom Hale", "child", "Ivo"), ("Ada Vey", "child", "Ivo")}),
    # "A and B's sister": both siblings' only when they share a family name
    ("Tom and Ada Vey's sister, Nell Vey, was there.",
     {("Tom Vey", "sibling", "Nell Vey"), ("Ada Vey", "sibling", "Nell Vey"), ("Tom Vey", "sibling", "Ada Vey")}),
    ("Travis Hale and Ada's younger sister, Kylie Vey, were seen at the hospital.", {("Ada", "sibling", "Kylie Vey")}),
    # an earlier list does not make a later possessive joint
    ("Mara Quill, Tom Hale and Ada Vey sued. Vey's son, Ivo Vey, spoke.", {("Ada Vey", "child", "Ivo Vey")}),
])
def test_a_joint_possessor_is_the_name_right_before_and(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "whose" after a description of a list's last member is that member's, however the parser hung the clause
    ("The line-up includes teacher Tom Hale, 63; student Ada Vey, 19; and Nell Avery, 29, a nurse from Cork "
     "whose sister, Mara Avery, reached the final.", {("Nell Avery", "sibling", "Mara Avery")}),
    ("The finalists are Tom Hale, a baker from Leeds; Ada Vey, 19; and Nell Avery, a chef whose brother, Ivo Avery, "
     "won the first series.", {("Nell Avery", "sibling", "Ivo Avery")}),
    # a relative clause right after the whole list is the list's
    ("Tom Hale and Ada Vey, who married in 2010, have a son, Ivo.",
     {("Tom Hale", "child", "Ivo"), ("Ada Vey", "child", "Ivo"), ("Tom Hale", "spouse", "Ada Vey")}),
])
def test_whose_after_a_members_description_is_that_members(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a joint possessor owns a parent cue too, and a sibling cue of two full names
    ("Dua Karimi and Leyla Karimi's father, Reza Karimi, has died.",
     {("Reza Karimi", "child", "Dua Karimi"), ("Reza Karimi", "child", "Leyla Karimi")}),
    ("Jenna Cole and Mia Ortiz's sister, Nell Ortiz, spoke.",
     {("Jenna Cole", "sibling", "Nell Ortiz"), ("Mia Ortiz", "sibling", "Nell Ortiz"), ("Jenna Cole", "sibling", "Mia Ortiz")}),
    # the last name of a list of three owns it alone
    ("Guests included Tom Hale, Priya Nair and Ada Vey's son, Leo Vey.", {("Ada Vey", "child", "Leo Vey")}),
])
def test_second_reader_counter_examples_of_the_nineteenth_run(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the boys", "the girls", "the twins" stand for the group just named, as "the pair" does
    ("The film stars brothers Mateo Lenz and Lucas Lenz, 12 and 10. The boys, the sons of singer Ana Lenz, were discovered "
     "in a studio.",
     {("Mateo Lenz", "sibling", "Lucas Lenz"), ("Ana Lenz", "child", "Mateo Lenz"), ("Ana Lenz", "child", "Lucas Lenz")}),
    ("Twins Ava and Finn Hale, 8, star in the film. The girls, daughters of actress Ada Vey, were cast in May.",
     {("Ava Hale", "sibling", "Finn Hale"), ("Ada Vey", "child", "Ava Hale"), ("Ada Vey", "child", "Finn Hale")}),
    # ... and name no one's children when no kin noun follows, or when the parents are unnamed
    ("The band played until midnight. The boys, fans of singer Ana Lenz, left early.", set()),
    ("Tom Hale and Ivo Lenz are in the cast. The boys, sons of farmers, grew up in Leeds.", set()),
])
def test_the_boys_and_the_girls_are_the_group_just_named(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "one of (two) children of X": the one is X's child
    ("Tom Hale is one of two children of veteran actor Ivo Hale.", {("Ivo Hale", "child", "Tom Hale")}),
    ("Tom Hale, one of the three sons of singer Ada Vey, lives in Cork.", {("Ada Vey", "child", "Tom Hale")}),
    ("Tom Hale is one of the sons of Ada Vey and Ivo Hale.",
     {("Ada Vey", "child", "Tom Hale"), ("Ivo Hale", "child", "Tom Hale")}),
    ("The actors met on set. Ada Vey and Tom Birch married in 1990. Nell Birch is one of their three children.",
     {("Ada Vey", "spouse", "Tom Birch"), ("Ada Vey", "child", "Nell Birch"), ("Tom Birch", "child", "Nell Birch")}),
    # ... not one of someone's friends
    ("Tom Hale, one of the friends of Ada Vey, lives in Cork.", set()),
])
def test_one_of_the_children_of_a_parent(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "her daughter by B": B is the other parent; "by marriage" is a step-relation
    ("Nell Avery is Tom Hale's daughter by Ada Vey, a dancer who toured with his band.",
     {("Tom Hale", "child", "Nell Avery"), ("Ada Vey", "child", "Nell Avery")}),
    ("Ivo Hale, Tom Hale's son by actress Ada Vey, is 20.",
     {("Tom Hale", "child", "Ivo Hale"), ("Ada Vey", "child", "Ivo Hale")}),
    ("Nell Avery is Tom Hale's daughter by marriage.", set()),
    ("Nell Avery, Tom Hale's daughter, was photographed by Ada Vey.", {("Tom Hale", "child", "Nell Avery")}),
    # "the pair divorced ... and share a son": the pair is the subject the parser read as the sentence
    ("Tom Hale married model Ada Vey in 2017. The pair divorced in 2021 and share a son, River, 6.",
     {("Tom Hale", "former_spouse", "Ada Vey"), ("Tom Hale", "child", "River"), ("Ada Vey", "child", "River")}),
    # a second description of the same child through a sibling, set off by commas, before the name
    ("Tom Hale and Ada Vey's other child, Nell's younger brother, Ivo Hale, is a fisherman.",
     {("Tom Hale", "child", "Ivo Hale"), ("Ada Vey", "child", "Ivo Hale"), ("Nell", "sibling", "Ivo Hale")}),
    ("Ada Vey's husband, Nell's father, Tom Hale, is a builder.",
     {("Ada Vey", "spouse", "Tom Hale"), ("Tom Hale", "child", "Nell")}),
    ("Ada Vey's sister, Nell's friend, and Tom Hale attended.", set()),
])
def test_the_other_parent_after_by_a_pair_read_as_the_sentence_and_a_kin_aside(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "A, B and brothers C and D": the brothers are a list's item, siblings of each other only
    ("Returning for the new season are Mara Quill, Ada Vey and brothers Tom and Ivo Hale.",
     {("Tom", "sibling", "Ivo Hale")}),
    ("The cast includes Mara Quill, Ada Vey and sisters Nell and Lily Avery.", {("Nell Avery", "sibling", "Lily Avery")}),
    # ... but "A and her brothers C and D" are hers
    ("Mara Quill and her brothers Tom and Ivo Hale signed the letter.",
     {("Mara Quill", "sibling", "Tom"), ("Mara Quill", "sibling", "Ivo Hale"), ("Tom", "sibling", "Ivo Hale")}),
])
def test_a_plural_sibling_noun_in_a_list_describes_its_own_pair(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "one of two children of" a family, a town or a company, and "a son by" a date, name no parent
    ("Ada Mire is one of two children of the Mire family to appear in Wild Acre.", set()),
    ("Ada Mire is one of two children of Bellwood to play for England.", set()),
    ("Otto Quist is Leo Quist's son by Christmas, the singer said, joking about the due date.",
     {("Leo Quist", "child", "Otto Quist")}),
])
def test_no_parent_from_a_family_a_town_or_a_date(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a show's title, quoted or not, and its part ("star", "judge") describe the spouse named after them
    ("Lisa Hern and her husband, \"Tidewater\" star Ansel Rooke, have welcomed a daughter, Willa.",
     {("Lisa Hern", "spouse", "Ansel Rooke"), ("Lisa Hern", "child", "Willa"), ("Ansel Rooke", "child", "Willa")}),
    ("Lisa Hern and her husband, 'Tidewater' star Ansel Rooke, have welcomed a daughter, Willa.",
     {("Lisa Hern", "spouse", "Ansel Rooke"), ("Lisa Hern", "child", "Willa"), ("Ansel Rooke", "child", "Willa")}),
    ("The news broke on Tuesday. Cheryl Gant's ex-husband, \"Kitchen Kings\" judge Marco Bell, has remarried.",
     {("Cheryl Gant", "former_spouse", "Marco Bell")}),
    # the title is no spouse
    ("The news broke on Tuesday. Cheryl Gant's ex-husband, Kitchen Kings judge Marco Bell, has remarried.",
     {("Cheryl Gant", "former_spouse", "Marco Bell")}),
    # someone else described after "and"
    ("The news broke on Tuesday. Lisa Hern and her sister and British screenwriter Ansel Rooke went out.", set()),
])
def test_a_show_and_its_part_describe_the_spouse_named_after_them(nlp, text, expected):
    from kgbuild.extraction.markup import blank_markup

    assert family(nlp, blank_markup(text)) == expected


def test_a_clause_after_a_couple_is_no_name_of_theirs(nlp):
    # "share custody" read as an apposition of the couple, with the twins' names as its conjuncts: the twins are
    # the couple's children, not the couple
    text = ("The news broke on Tuesday. Actors Mara Quill and Tom Hale were married for nine years. The former couple, "
            "who divorced in 2022 after nine years of marriage, share custody of their twins, Ava and Finn, 8.")
    found = family(nlp, text)
    assert ("Mara Quill", "former_spouse", "Tom Hale") in found and ("Ava", "former_spouse", "Finn") not in found
    assert {("Mara Quill", "child", "Ava"), ("Tom Hale", "child", "Finn")} <= found
