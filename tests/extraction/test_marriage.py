"""Marriage and dating state: current or ended, as the sentence dates it. Invented sentences, exact sets.

Model tests (the pinned en_core_web_sm 3.8.0).
"""

import pytest

from kgbuild.extraction.component import extract_doc, prepare
from kgbuild.extraction.rules import default_rules
from kgbuild.records import Article

from ..conftest import triples

pytestmark = pytest.mark.model

COUPLES = {"spouse", "former_spouse", "partner"}


def couples(nlp, text):
    doc = prepare(nlp)(text)
    return {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())
            if t.relation in COUPLES}


CASES = [
    # a pair "together" for a time, or "seeing each other", is dating; working or partying together is not
    ("Emma Clarke and Tom Hale have been together since 2019.", {("Emma Clarke", "partner", "Tom Hale")}),
    ("Emma Clarke and Tom Hale have been seeing each other for months.", {("Emma Clarke", "partner", "Tom Hale")}),
    ("Emma Clarke and Tom Hale worked together for years.", set()),
    ("Emma Clarke and Tom Hale were together at the party.", set()),
    # "her (longtime) love X" is her partner; a love of music or for someone's films is none
    ("Emma Clarke is engaged! The actress said yes to her longtime love Tom Hale.", {("Emma Clarke", "partner", "Tom Hale")}),
    ("Emma Clarke thanked her love, Tom Hale, for his support.", {("Emma Clarke", "partner", "Tom Hale")}),
    ("Emma Clarke spoke about her love of music and Tom Hale.", set()),
    ("Emma Clarke shared her love for Tom Hale's films.", set()),
    # a marriage a couple "called it quits" after is still theirs; a wedding "called off" makes them partners
    ("Emma Clarke and Tom Hale called it quits after five years of marriage.", {("Emma Clarke", "spouse", "Tom Hale")}),
    ("Emma Clarke and Tom Hale called off their wedding.", {("Emma Clarke", "partner", "Tom Hale")}),
    # a pair as subject, however the parser hung it (on the auxiliary, after an occupation)
    ("Kai Brown and Ella Stone are engaged.", {("Kai Brown", "partner", "Ella Stone")}),
    ("Rapper Kai Brown and singer Ella Stone got engaged.", {("Kai Brown", "partner", "Ella Stone")}),
    ("Kai Brown and Ella Stone are officially engaged!", {("Kai Brown", "partner", "Ella Stone")}),
    # a past romance is a partner as the gold schema reads it (former_spouse is for marriages only)
    ("Dana Webb posted a photo with her ex-boyfriend Omar Reyes.", {("Dana Webb", "partner", "Omar Reyes")}),
    ("Ivy Ross has two sons with her ex-partner Tom Bale.", {("Ivy Ross", "partner", "Tom Bale")}),
    # "partner" only with a person's possessor; "A and her partner B" is A's partner, not the subject's
    ("Ivy Ross said she saw a fight between Kay Dunne and her partner Tom Bale.", {("Kay Dunne", "partner", "Tom Bale")}),
    ("Ivy Ross described a row between Emily Watson and her then partner John Carter.",
     {("Emily Watson", "partner", "John Carter")}),
    # a marriage in the past tense is over; a wedding in the past ("were married in Rome") is not
    ("John Carter, who was married to Emily Watson for ten years, is now dating Sarah Lane.",
     {("John Carter", "former_spouse", "Emily Watson"), ("John Carter", "partner", "Sarah Lane")}),
    ("John Carter and Emily Watson were married in Rome in 2012.", {("John Carter", "spouse", "Emily Watson")}),
    # a wedding or marriage noun: "the wedding of A and B", "her marriage to B" (however the parser hung "to B")
    ("John Carter attended the wedding of Emily Watson and Tom Bale in June.", {("Emily Watson", "spouse", "Tom Bale")}),
    ("John Carter congratulated Emily Watson on her marriage to Tom Bale.", {("Emily Watson", "spouse", "Tom Bale")}),
    # a marriage dated to a closed period has ended
    ("Dana Webb was married to Omar Reyes from 2004 to 2014.", {("Dana Webb", "former_spouse", "Omar Reyes")}),
    ("Dana Webb and Omar Reyes were married from 2004 to 2014.", {("Dana Webb", "former_spouse", "Omar Reyes")}),
    # ... only a year closes it
    ("Ada Vey has been married to Tom Pike from 2001 to this day.", {("Ada Vey", "spouse", "Tom Pike")}),
    ("Ada Ashby and Jasper Kane were married between 2008 and 2012.", {("Ada Ashby", "former_spouse", "Jasper Kane")}),
    ("Dana Webb was married to Omar Reyes until 2014, when she moved to Lisbon.",
     {("Dana Webb", "former_spouse", "Omar Reyes")}),
    ("Dana Webb was previously married to Omar Reyes, with whom she has a son.",
     {("Dana Webb", "former_spouse", "Omar Reyes")}),
    # ... one dated from a year on has not; "has been married to" is a state, not a passive
    ("Dana Webb has been married to Omar Reyes since 2014.", {("Dana Webb", "spouse", "Omar Reyes")}),
    ("Dana Webb, who has been married to Omar Reyes for ten years, lives in Lisbon.",
     {("Dana Webb", "spouse", "Omar Reyes")}),
    # "wed" is the verb (spaCy's tokenizer would read "we'd"), "remarried ... to"
    ("Nell Avery wed Tomas Vey in a private ceremony in Rome.", {("Nell Avery", "spouse", "Tomas Vey")}),
    ("Omar Reyes remarried in 2019, to the actress Ivy Ross.", {("Omar Reyes", "spouse", "Ivy Ross")}),
    # a couple's romance or engagement named as theirs
    ("Ada Kreel and Kit Harlan rekindled their romance in June.", {("Ada Kreel", "partner", "Kit Harlan")}),
    ("Ada Kreel and Kit Harlan called off their engagement in May.", {("Ada Kreel", "partner", "Kit Harlan")}),
    # a wedding still to come, or called off: engaged, not married
    ("Kit Harlan proposed to Ada Kreel in Paris. Kit Harlan and Ada Kreel plan to marry next year.",
     {("Kit Harlan", "partner", "Ada Kreel")}),
    ("Ada Kreel and Kit Harlan got engaged in 2022. The couple have called off their wedding.",
     {("Ada Kreel", "partner", "Kit Harlan")}),
    ("Ada Kreel will marry Kit Harlan in June.", {("Ada Kreel", "partner", "Kit Harlan")}),
    # a divorce announced or planned, not yet final: still married (the schema's rule)
    ("Ada Kreel and Kit Harlan, who married in 2015, announced their divorce on Monday.",
     {("Ada Kreel", "spouse", "Kit Harlan")}),
    # separated, not divorced: still married (the schema's rule)
    ("Nell Avery and Jonas Berg have separated after eight years of marriage.", {("Nell Avery", "spouse", "Jonas Berg")}),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_a_couple_is_current_or_ended_as_the_sentence_dates_it(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text", [
    "Ada Kreel denied a romance with Kit Harlan.",
    "The film is about a romance between two sailors.",
    # a denied report or rumour of a marriage or an engagement
    "Tom Bale denied reports that he had married Ivy Ross.",
    "Tom Bale has denied rumours that he is engaged to Ivy Ross.",
])
def test_a_denied_or_unowned_romance_is_no_couple(nlp, text):
    assert couples(nlp, text) == set()


@pytest.mark.parametrize("text", [
    "Ivy Ross and her business partner Tom Bale opened a bar in Lisbon.",
    "Tom Bale is a partner at the law firm where Ivy Ross works.",
    "Ivy Ross and her tennis partner Kay Dunne won the doubles.",
])
def test_a_partner_in_business_or_sport_is_no_couple(nlp, text):
    assert couples(nlp, text) == set()


@pytest.mark.parametrize("text", [
    "John Carter and Emily Watson were spotted at the wedding of their friend Sarah Lane.",
    "John Carter officiated at the wedding of a friend in June.",
])
def test_a_wedding_of_one_person_is_no_couple(nlp, text):
    assert couples(nlp, text) == set()


@pytest.mark.parametrize("text", [
    "Ivy Ross is a singer. The singer has been dating the Harbor City Sharks quarterback since May.",
    # (these two named the team as the partner before the guard)
    "Ivy Ross is a singer. The singer has been dating the Harbor City Sharks tight end since May.",
    "Ivy Ross has been dating the Harbor City Sharks tight end since May.",
    "Dana Webb is an actress. The actress is engaged to the Lisbon Lions captain.",
])
def test_a_team_named_with_the_is_no_partner(nlp, text):
    assert couples(nlp, text) == set()


@pytest.mark.parametrize("text", [
    "In the series, Dr Sam Cole falls for his colleague Nurse Rita Lowe, and later marries her.",
    "In the film, the banker Tom Bale divorces his wife, Jane Bale, after a scandal.",
])
def test_marriages_inside_a_story_are_the_characters_not_the_casts(nlp, text):
    assert couples(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # "they" read as the two children just named: a wrong reading, never a marriage
    ("Nell Avery has two sons, Kai Vey and Otto Vey. They married in 2002, and she filed for divorce in 2015.",
     {("Nell Avery", "child", "Kai Vey"), ("Nell Avery", "child", "Otto Vey")}),
    ("Omar Reyes and Leo Reyes are brothers. They married in 2002.", {("Omar Reyes", "sibling", "Leo Reyes")}),
    ("Ilse Marren and Lena Marren are sisters. The two married in 2002.", {("Ilse Marren", "sibling", "Lena Marren")}),
])
def test_a_parent_and_child_or_two_siblings_are_never_a_couple(nlp, text, expected):
    doc = prepare(nlp)(text)
    found = {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())}
    assert found == expected


@pytest.mark.parametrize("text,expected", [
    # two people share a marriage only when it is theirs, one marriage, not each one's
    ("Owen Marsh and Tara Quill celebrated their wedding in June.", {("Owen Marsh", "spouse", "Tara Quill")}),
    ("Owen Marsh and Tara Quill married in 2010.", {("Owen Marsh", "spouse", "Tara Quill")}),
    ("Owen Marsh and Tara Quill attended the wedding in June.", set()),
    ("Owen Marsh and Tara Quill spoke about marriage in an interview.", set()),
    ("Owen Marsh and Tara Quill both performed at the wedding.", set()),
    ("Owen Marsh and Tara Quill discussed their marriages.", set()),
    ("Owen Marsh and Tara Quill both had failed marriages.", set()),
    ("Owen Marsh and Tara Quill both married in 2010.", set()),
    ("Owen Marsh and Tara Quill both got divorced in 2019.", set()),
    ("Owen Marsh and Tara Quill were at the wedding. They danced all night.", set()),
    ("Owen Marsh and Tara Quill officiated the wedding.", set()),
    # "both" inside a relative clause is not the couple's; "the divorce" of two is theirs
    ("Ada Vey and Tom Birch, who both have children from previous relationships, married in 2010.",
     {("Ada Vey", "spouse", "Tom Birch")}),
    ("Ada Vey and Tom Birch finalized the divorce in May.", {("Ada Vey", "former_spouse", "Tom Birch")}),
])
def test_a_pair_shares_only_their_own_marriage(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "of ten years" says how long, not whose
    ("Tara Quill and her husband of ten years, Owen Marsh, arrived.", {("Tara Quill", "spouse", "Owen Marsh")}),
    ("Tara Quill arrived with her husband of ten years, Owen Marsh.", {("Tara Quill", "spouse", "Owen Marsh")}),
    ("Owen Marsh, Tara Quill's partner of five years, proposed.", {("Tara Quill", "partner", "Owen Marsh")}),
    # in "A thanked his son, B, whom he raised ...", "he" is not B
    ("Dan Reed thanked his son, Leo Reed, whom he raised alongside his wife of 20 years, Pia Lorne.",
     {("Dan Reed", "spouse", "Pia Lorne")}),
])
def test_how_long_is_not_whose_and_a_relative_clause_subject_is_not_its_head(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a marriage ended is a former one; one someone is pushed to end is not ended yet
    ("Tara Quill and Owen Marsh ended their marriage in 2020.", {("Tara Quill", "former_spouse", "Owen Marsh")}),
    ("Tara Quill's friends urged her to end her marriage to Owen Marsh.", {("Tara Quill", "spouse", "Owen Marsh")}),
])
def test_a_marriage_ended(nlp, text, expected):
    assert couples(nlp, text) == expected


def test_exes_are_not_married_because_one_once_filed_for_divorce(nlp):
    text = "Owen Marsh's ex-wife, Tara Quill, filed for divorce from him back in 2011."
    assert couples(nlp, text) == {("Owen Marsh", "former_spouse", "Tara Quill")}


@pytest.mark.parametrize("text", [
    "Owen Marsh's ex-wife, Tara Quill, lives in Ohio.",
    "Owen Marsh's ex-wife Tara Quill lives in Ohio.",
])
def test_a_named_possessor_before_a_hyphenated_ex(nlp, text):
    assert couples(nlp, text) == {("Owen Marsh", "former_spouse", "Tara Quill")}


@pytest.mark.parametrize("text,expected", [
    ("Tara Quill was spotted in Rome. The socialite is dating Owen Marsh.", {("Tara Quill", "partner", "Owen Marsh")}),
    ("Tara Quill was spotted in Rome. The influencer has been married to Owen Marsh since 2019.",
     {("Tara Quill", "spouse", "Owen Marsh")}),
])
def test_more_descriptions_stand_for_the_person_before(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a possessive in a phrase on the verb is the subject's, not the object's
    ("Owen Marsh shares a son, Leo, with his wife Ada Vey.", {("Owen Marsh", "spouse", "Ada Vey")}),
    ("Tara Quill had a daughter, Mia, with her ex-fiancé Leo Hart.", {("Tara Quill", "partner", "Leo Hart")}),
    # the object is still whom a possessive on the object's own verb names
    ("Omar Quist urged his son Leo to marry his girlfriend Ada Vey.", {("Leo", "partner", "Ada Vey")}),
])
def test_a_possessive_on_a_phrase_of_the_verb_binds_to_the_subject(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "then-" marks a past spouse as "ex-" does; a past romance stays a partner
    ("Ada Vey and her then-husband Leo Hart attended the gala.", {("Ada Vey", "former_spouse", "Leo Hart")}),
    ("Leo Hart arrived with his then-wife, Ada Vey.", {("Leo Hart", "former_spouse", "Ada Vey")}),
    ("Ada Vey posed with her then-boyfriend Leo Hart.", {("Ada Vey", "partner", "Leo Hart")}),
])
def test_then_marks_a_past_spouse(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the pair" right after a sentence relating a couple (exes too) is that couple
    ("Ada Vey married Leo Hart in 2021. She was previously married to Omar Quist, with whom she shares a son. "
     "The pair divorced in 2019 after four years of marriage.",
     {("Ada Vey", "spouse", "Leo Hart"), ("Ada Vey", "former_spouse", "Omar Quist")}),
    # a marriage a divorce verb governs has ended
    ("Ada Vey and Omar Quist divorced in 2019 after ten years of marriage.", {("Ada Vey", "former_spouse", "Omar Quist")}),
])
def test_the_pair_just_related_and_a_marriage_under_a_divorce(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a description before the spouse's name, which the small model reads as a noun phrase or a verb
    ("Owen Marsh married actor Clara Benning in 2011.", {("Owen Marsh", "spouse", "Clara Benning")}),
    ("Owen Marsh has been married to designer Clara Benning since 2011.", {("Owen Marsh", "spouse", "Clara Benning")}),
    ("Owen Marsh is married to producer Clara Benning.", {("Owen Marsh", "spouse", "Clara Benning")}),
    ("Owen Marsh was married to actor Clara Benning.", {("Owen Marsh", "former_spouse", "Clara Benning")}),
    # the surface reading stops at punctuation and at a clause
    ("Owen Marsh married in 2011, and actor Clara Benning was there.", set()),
])
def test_a_description_before_the_spouse_the_parser_lost(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a description before the spouse's name after the cue ("her ex-husband, rocker B")
    ("Rhea Dunmore shares Skye with her ex-husband, rocker Jett Calloway.",
     {("Rhea Dunmore", "former_spouse", "Jett Calloway")}),
    ("Tara Quill has a son, Leo, with her ex-husband, rapper Omar Quist.", {("Tara Quill", "former_spouse", "Omar Quist")}),
    # "her" in a second object's phrase is the subject's, not the first object's
    ("Rhea Dunmore shares Skye with her ex-husband, rocker Jett Calloway, and her four younger kids with her "
     "current husband, Brandon Pike.",
     {("Rhea Dunmore", "former_spouse", "Jett Calloway"), ("Rhea Dunmore", "spouse", "Brandon Pike")}),
    # the surface reading past a parenthetical adverb
    ("Jett Calloway, meanwhile, is now engaged to singer Tessa Vale.", {("Jett Calloway", "partner", "Tessa Vale")}),
])
def test_described_spouses_and_a_second_object_of_sharing(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a two-word description before the name after a kin cue
    ("Owen Marsh attended with his wife, fashion designer Clara Benning.", {("Owen Marsh", "spouse", "Clara Benning")}),
    ("Tara Quill posed with her ex-husband, country singer Leo Hart.", {("Tara Quill", "former_spouse", "Leo Hart")}),
    # a noun that is no description names nobody
    ("Owen Marsh and his wife, fashion week regulars, attended.", set()),
])
def test_a_two_word_description_after_a_kin_cue(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a widow or widower is the late person's spouse (and a woman or a man for the pronouns after)
    ("Marcy Hale, the widow of comedian Benny Hale, spoke.", {("Benny Hale", "spouse", "Marcy Hale")}),
    ("Benny Hale is survived by his widow, Marcy.", {("Benny Hale", "spouse", "Marcy")}),
    ("Ada Vey's widower, Tom Vey, accepted the award.", {("Ada Vey", "spouse", "Tom Vey")}),
    ("The widow of the late star attended.", set()),
])
def test_a_widow_is_a_spouse(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a bride or groom is the spouse; a sweetheart or lover is a partner unless married here
    ("Owen Marsh and his bride, Tara Quill, danced.", {("Owen Marsh", "spouse", "Tara Quill")}),
    ("Owen Marsh married his childhood sweetheart, Tara Quill, in 2001.", {("Owen Marsh", "spouse", "Tara Quill")}),
    ("The bride's father, Omar Quill, gave a speech.", set()),
])
def test_brides_and_sweethearts(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a first or previous marriage has ended
    ("Kyle Morris has two children from his first marriage to Jane Lee.", {("Kyle Morris", "former_spouse", "Jane Lee")}),
    ("Kyle Morris, whose previous marriage to Jane Lee ended in 2010, is engaged.",
     {("Kyle Morris", "former_spouse", "Jane Lee")}),
    ("Kyle Morris celebrated his marriage to Jane Lee.", {("Kyle Morris", "spouse", "Jane Lee")}),
    # a wedding to come: engaged
    ("Zoe Adams and Kyle Morris are getting married next month.", {("Zoe Adams", "partner", "Kyle Morris")}),
    ("Zoe Adams is getting married to Kyle Morris in June.", {("Zoe Adams", "partner", "Kyle Morris")}),
    ("Zoe Adams got married to Kyle Morris in June.", {("Zoe Adams", "spouse", "Kyle Morris")}),
])
def test_an_earlier_marriage_has_ended_and_a_coming_wedding_is_an_engagement(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Zoe Adams and Kyle Morris are husband and wife.", {("Zoe Adams", "spouse", "Kyle Morris")}),
    ("Zoe Adams married Kyle Morris in May. They are now man and wife.", {("Zoe Adams", "spouse", "Kyle Morris")}),
    ("Zoe Adams and Kyle Morris are not husband and wife.", set()),
    ("Zoe Adams and Kyle Morris played husband and wife in the film.", set()),
])
def test_a_pair_that_is_husband_and_wife(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Zoe Adams is in a relationship with Kyle Morris.", {("Zoe Adams", "partner", "Kyle Morris")}),
    ("Zoe Adams has been in a romantic relationship with Kyle Morris since May.", {("Zoe Adams", "partner", "Kyle Morris")}),
    ("Zoe Adams is in a working relationship with Kyle Morris.", set()),
    ("Zoe Adams is not in a relationship with Kyle Morris.", set()),
])
def test_being_in_a_relationship_with_someone_is_dating(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an occupation between the verb and the name, in a relative clause or after "has since"
    ("Laura Bennett, who is married to actor James Walker, is 40.", {("Laura Bennett", "spouse", "James Walker")}),
    ("Laura Bennett has since married actor James Walker.", {("Laura Bennett", "spouse", "James Walker")}),
    ("Laura Bennett, who is dating model James Walker, is 40.", {("Laura Bennett", "partner", "James Walker")}),
    # a nationality before an occupation is no person
    ("Laura Bennett wed her longtime boyfriend, British screenwriter James Walker.",
     {("Laura Bennett", "spouse", "James Walker")}),
])
def test_descriptions_between_a_couple_verb_and_the_name(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the "who" clause is its own name's, and a possessed name is someone's relative
    ("The film stars Marla Quint and Tom Reyes, who is married to actor Devon Hale.", {("Tom Reyes", "spouse", "Devon Hale")}),
    ("Marla Quint, who is married to actor Devon Hale's brother, Tom Hale, attended.", set()),
])
def test_a_relative_clause_marriage_stays_with_its_name(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a nationality in the description the parser ran into the name
    ("Laura Bennett has since married Finnish architect James Walker.", {("Laura Bennett", "spouse", "James Walker")}),
    ("Laura Bennett, who has since married Danish pianist James Walker, sent her wishes.",
     {("Laura Bennett", "spouse", "James Walker")}),
    # "-born" describes the name after it and is no part of it
    ("Tom Hale arrived with his wife, Russian-born Irina Vasko.", {("Tom Hale", "spouse", "Irina Vasko")}),
])
def test_a_nationality_before_the_spouse(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "a couple" as what a pair is: dating, unless the noun says married or engaged
    ("Zoe Adams and Kyle Morris are officially a couple.", {("Zoe Adams", "partner", "Kyle Morris")}),
    ("Zoe Adams and Kyle Morris have been a couple since 2019.", {("Zoe Adams", "partner", "Kyle Morris")}),
    ("Zoe Adams and Kyle Morris, a married couple of 12 years, run a farm.", {("Zoe Adams", "spouse", "Kyle Morris")}),
    ("Married couple Zoe Adams and Kyle Morris won the final.", {("Zoe Adams", "spouse", "Kyle Morris")}),
    ("The husband-and-wife team Zoe Adams and Kyle Morris won the final.", {("Zoe Adams", "spouse", "Kyle Morris")}),
    # one surname after a married pair's phrase is both people's
    ("The wildcard team is husband and wife Dean and Kylie Marsh.", {("Dean Marsh", "spouse", "Kylie Marsh")}),
    # not a quantity, not a couple on screen, not denied, not a couple without a word for what they are
    ("Zoe Adams and Kyle Morris spent a couple of days in Rome.", set()),
    ("Zoe Adams and Kyle Morris are a couple in the new film.", set()),
    ("Zoe Adams and Kyle Morris play a married couple in the film.", set()),
    ("Zoe Adams and Kyle Morris are not a couple, their publicist said.", set()),
    ("Celebrity couple Zoe Adams and Kyle Morris arrived late.", set()),
    # not a figurative couple, a couple on screen or a couple played; a former one has ended
    ("Zoe Adams and Kyle Morris are an odd couple, but their duet works.", set()),
    ("Zoe Adams and Kyle Morris are a couple to watch at the Open.", set()),
    ("Zoe Adams and Kyle Morris, a married couple on the show, share most scenes.", set()),
    ("Ada Ruiz plays one half of married couple Jane and Harry Kemp in the thriller.", set()),
    ("Former married couple Zoe Adams and Kyle Morris reunited on stage.", {("Zoe Adams", "former_spouse", "Kyle Morris")}),
    ("Zoe Adams and Kyle Morris are a couple? Fans were left guessing.", set()),
])
def test_a_couple_noun_names_its_pair(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Ernesto Cano went on to marry singer Itzel Mora in 2004.", {("Ernesto Cano", "spouse", "Itzel Mora")}),
    ("Ernesto Cano is going to marry Itzel Mora next year.", {("Ernesto Cano", "partner", "Itzel Mora")}),
])
def test_went_on_to_marry_happened(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a sentence that marries a pair and divorces them states a marriage that ended
    ("Ernesto Cano went on to marry Itzel Mora, but they divorced in 2015.", {("Ernesto Cano", "former_spouse", "Itzel Mora")}),
    ("Husband and wife Zoe Adams and Kyle Morris, who divorced in 2018, still work together.",
     {("Zoe Adams", "former_spouse", "Kyle Morris")}),
])
def test_a_marriage_and_its_divorce_in_one_sentence(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the marriage a sentence states and ends: dissolved, ended, "which ended in divorce", a former couple's wedding
    ("Gunnar Ekholm married Karen Holm in 1970, but the marriage was dissolved in 1979.",
     {("Gunnar Ekholm", "former_spouse", "Karen Holm")}),
    ("Maria Lopez married Fernando Ortiz in 1980; the marriage ended in 1989.", {("Maria Lopez", "former_spouse", "Fernando Ortiz")}),
    ("Maria Lopez has a son from her marriage to Fernando Ortiz, which ended in divorce in 1989.",
     {("Maria Lopez", "former_spouse", "Fernando Ortiz")}),
    ("Kirra Walsh and Josh Mercer have separated. The former couple wed in Bali in 2013.",
     {("Kirra Walsh", "former_spouse", "Josh Mercer")}),
    # a marriage that goes on, and a relative clause about the person, not the marriage
    ("Maria Lopez married Fernando Ortiz in 1980, and the wedding was held in Rome.", {("Maria Lopez", "spouse", "Fernando Ortiz")}),
    ("Maria Lopez spoke about her marriage to Fernando Ortiz, who ended his career in 1989.",
     {("Maria Lopez", "spouse", "Fernando Ortiz")}),
    # not another marriage, not a widow's
    ("Maria Lopez married Tom Hale in 1970, but the marriage of rock and country ended in 1979.",
     {("Maria Lopez", "spouse", "Tom Hale")}),
    ("Maria Lopez and Tom Hale were married in 1970; the marriage ended with his death in 1999.",
     {("Maria Lopez", "spouse", "Tom Hale")}),
    # the ending in a second verb of the marriage's own
    ("Maria Lopez's second marriage, to Fernando Ortiz, lasted 15 years and ended in divorce in 2011.",
     {("Maria Lopez", "former_spouse", "Fernando Ortiz")}),
    ("Maria Lopez's marriage to Tom Hale lasted 29 years and ended with his death in 1999.",
     {("Maria Lopez", "spouse", "Tom Hale")}),
    # "ended up" is no ending; a death ends no marriage
    ("Maria Lopez's marriage to Tom Hale survived the scandal and ended up stronger than ever.",
     {("Maria Lopez", "spouse", "Tom Hale")}),
    ("Maria Lopez's marriage to Tom Hale lasted 40 years and ended when he died in 2015.",
     {("Maria Lopez", "spouse", "Tom Hale")}),
    # the second verb has a subject of its own
    ("Maria Lopez's marriage to Tom Hale lasted 29 years, and his career ended in 1999.",
     {("Maria Lopez", "spouse", "Tom Hale")}),
])
def test_a_marriage_stated_and_ended(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a breakup ends a romance: the pair dated
    ("Elsa Lind and Federico Marchi have ended their relationship after three years.", {("Elsa Lind", "partner", "Federico Marchi")}),
    ("Elsa Lind and Federico Marchi have broken up.", {("Elsa Lind", "partner", "Federico Marchi")}),
    # not a fight broken up, a feud ended, a denial, a band
    ("Elsa Lind and Federico Marchi broke up the fight.", set()),
    ("Elsa Lind and her father ended their feud.", set()),
    ("Elsa Lind and Federico Marchi have not broken up, their spokesman said.", set()),
    ("The band, fronted by Elsa Lind and Federico Marchi, broke up in 2010.", set()),
    ("Maria Lopez and Tom Hale ended their business relationship after the restaurant closed.", set()),
    ("Maria Lopez and Tom Hale ended their relationship with the label in 2019.", set()),
    ("Maria Lopez and Tom Hale ended their relationship as co-hosts of the show.", set()),
    ("Maria Lopez and Tom Hale have broken up with their respective partners.", set()),
])
def test_a_breakup_ends_a_romance(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Jess Clarke and footballer Dane Whitlock are no longer husband and wife.", {("Jess Clarke", "former_spouse", "Dane Whitlock")}),
    ("Naledi Dube is newly single after ending her relationship with the rapper Kabelo Mahlangu.",
     {("Naledi Dube", "partner", "Kabelo Mahlangu")}),
    # someone the subject has is no partner
    ("Maria Lopez ended her relationship with her manager, Tom Hale, in 2019.", set()),
])
def test_ended_marriages_and_relationships(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a spouse one parts from is a former one: "from" after the verb, or coordinated subjects
    ("Actor Ewan Pike split from his wife, the singer Morag Dunne, in 2020.",
     {("Ewan Pike", "former_spouse", "Morag Dunne")}),
    ("Actor Ewan Pike separated from his wife, Morag Dunne, last year.", {("Ewan Pike", "former_spouse", "Morag Dunne")}),
    ("Actor Ewan Pike and his wife Morag Dunne have split after ten years.",
     {("Ewan Pike", "former_spouse", "Morag Dunne")}),
    # a parting still to come leaves them married
    ("Actor Ewan Pike is to separate from his wife, Morag Dunne, after ten years.",
     {("Ewan Pike", "spouse", "Morag Dunne")}),
])
def test_a_spouse_one_parts_from_is_a_former_spouse(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Actor Sam Ford went public with his relationship with actress Nia Vale last year.",
     {("Sam Ford", "partner", "Nia Vale")}),
    ("The singer Mia Lunn went public with her relationship with footballer Jon Pask in May.",
     {("Mia Lunn", "partner", "Jon Pask")}),
    # with someone the subject has, no romance
    ("Actor Sam Ford went public with his relationship with his father, Tom Ford.", set()),
])
def test_going_public_with_a_relationship_is_dating(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # not a parting: denied, momentary, physical, or a split of something else
    ("Actor Hugo Brenn denied reports that he had separated from his wife, Paula Brenn.",
     {("Hugo Brenn", "spouse", "Paula Brenn")}),
    ("Footballer Callum Weir was briefly separated from his wife, Nadia Forse, in the crush after the match.",
     {("Callum Weir", "spouse", "Nadia Forse")}),
    ("Singer Kelsa Moray and her husband Theo Brack have split their time between Los Angeles and Dorset.",
     {("Kelsa Moray", "spouse", "Theo Brack")}),
])
def test_what_is_no_parting_from_a_spouse(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an idiom that ends a marriage
    ("Dana Holt and Leo Marsh have called time on their marriage.", {("Dana Holt", "former_spouse", "Leo Marsh")}),
    ("Dana Holt and Leo Marsh pulled the plug on their marriage in 2020.", {("Dana Holt", "former_spouse", "Leo Marsh")}),
    # calling for a celebration is no ending
    ("Dana Holt and Leo Marsh celebrated their marriage in May.", {("Dana Holt", "spouse", "Leo Marsh")}),
])
def test_idioms_that_end_a_marriage(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "B, to whom she was married": she is not B, however the parser hangs "she" or the clause
    ("Last spring Ola Brandt announced her separation from Sam Oduya, to whom she was married until 2019.",
     {("Ola Brandt", "former_spouse", "Sam Oduya")}),
    ("Ola Brandt mourned Sam Oduya, to whom she was married in the nineties.", {("Ola Brandt", "former_spouse", "Sam Oduya")}),
    ("Ola Brandt lives with Sam Oduya, to whom she is married.", {("Ola Brandt", "spouse", "Sam Oduya")}),
    # ... and the clause's own subject still marries the name it is about
    ("Ola Brandt thanked Sam Oduya, who is married to her sister.", set()),
])
def test_the_subject_of_a_relative_clause_is_not_its_name(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a kin noun that is an argument of a negated verb keeps its relation
    ("Seamus Dunn is an actor. His younger brother, the actor Donal Dunn, has not spoken to him in a decade.",
     {("Seamus Dunn", "sibling", "Donal Dunn")}),
    ("Ada Vey did not attend the premiere with her husband, Omar Reyes.", {("Ada Vey", "spouse", "Omar Reyes")}),
    # ... and a modal on that verb hedges what the verb says, not the kin noun
    ("Tom Hale's daughters, Ava Hale and Mia Hale, could not be more different.",
     {("Tom Hale", "child", "Ava Hale"), ("Tom Hale", "child", "Mia Hale")}),
    ("Tom Hale said his son, Leo Hale, may not attend the premiere.", {("Tom Hale", "child", "Leo Hale")}),
    # the negated predicate is the relation itself
    ("Omar Reyes is not Ada Vey's husband.", set()),
    ("Ada Vey has not married Omar Reyes.", set()),
    ("Ava Hale might be the daughter of Tom Hale.", set()),
    # a modal on "be" naming who the relative is hedges the relation itself
    ("Mira Holt's biological father may be Tobias Lenz.", set()),
    ("Mira Holt's new boyfriend could be Tobias Lenz.", set()),
])
def test_a_negated_verb_does_not_negate_the_kin_noun_it_governs(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text", [
    # what is denied is that the relative exists
    "Chef Dario Venn does not have a brother called Luca Venn, his restaurant said.",
    "Actress Mara Linden has no sister named Jessa Linden, her publicist said.",
    "Otto Berg said he never had a daughter named Frida Berg.",
])
def test_a_denied_relative_is_none(nlp, text):
    assert triples(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # "married for 30 years to B": the parser hangs "to" on the span of time; the tense still says whether it is over
    ("Niamh Garvey was married for 30 years to Fintan Rourke.", {("Niamh Garvey", "former_spouse", "Fintan Rourke")}),
    ("Orla Keane was married for 30 years to Fintan Roche.", {("Orla Keane", "former_spouse", "Fintan Roche")}),
    ("Ada Vey was married for 30 years to Colm Brady.", {("Ada Vey", "former_spouse", "Colm Brady")}),
    ("Ada Vey has been married for a decade to Tom Hale.", {("Ada Vey", "spouse", "Tom Hale")}),
    ("Ada Vey has been engaged since 2019 to Tom Hale.", {("Ada Vey", "partner", "Tom Hale")}),
    # a span of time with no one after it names no one
    ("Ada Vey was married for 30 years and lives in Cork.", set()),
])
def test_married_for_a_span_of_time_to_someone(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an age set off by commas after the subject, and a job before the spouse's name, make the small
    # model read "married" as an adjective ("a married chef"): the two names around it all the same
    ("Annika Lind, 44, married chef Luca Ferri in 2021.", {("Annika Lind", "spouse", "Luca Ferri")}),
    ("Annika Lind, 44, married the chef Luca Ferri in 2021.", {("Annika Lind", "spouse", "Luca Ferri")}),
    ("Annika Lind, 44, married Luca Ferri in 2021.", {("Annika Lind", "spouse", "Luca Ferri")}),
    # ... a married person described is no one's spouse
    ("Annika Lind, 44, interviewed married chef Luca Ferri in 2021.", set()),
])
def test_a_spouse_after_an_age_and_a_job(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a list that is the sentence's root, then its verb read as the last name's participle
    ("Annika Lind, 44, and Luca Ferri, 46, married in 2010.", {("Annika Lind", "spouse", "Luca Ferri")}),
    ("Annika Lind, 44, and Luca Ferri, 46, divorced in 2019.", {("Annika Lind", "former_spouse", "Luca Ferri")}),
    # ... while a clause set off on the last of a list is about that one only
    ("We met Annika Lind, 44, and Luca Ferri, who married Mia Sol in 2010, at the gala.",
     {("Luca Ferri", "spouse", "Mia Sol")}),
])
def test_a_pair_with_ages_whose_verb_the_parser_hung_on_the_second(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "to actress B", read by the small model as a verb, after a pronoun subject: whom the pronoun means
    ("Kabir Kapur is best known for the film Toofan. He is married to actress Nandini Iyer.",
     {("Kabir Kapur", "spouse", "Nandini Iyer")}),
    ("Nandini Iyer starred in Monsoon. She is engaged to businessman Rohan Mehta.",
     {("Nandini Iyer", "partner", "Rohan Mehta")}),
    ("Kabir Kapur is best known for the film Toofan. He was previously married to actress Ana Bell.",
     {("Kabir Kapur", "former_spouse", "Ana Bell")}),
])
def test_married_to_a_described_person_after_a_pronoun(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an upcoming wedding is an engagement; a wedding "to actress B" reads past the description
    ("Brett Kowal will be asked about his upcoming wedding to longtime girlfriend Sadie Tram.",
     {("Brett Kowal", "partner", "Sadie Tram")}),
    ("Ana Bell spoke about her forthcoming wedding to Tom Reed.", {("Ana Bell", "partner", "Tom Reed")}),
    ("Ana Bell spoke about her marriage to actor Tom Reed.", {("Ana Bell", "spouse", "Tom Reed")}),
])
def test_an_upcoming_wedding_and_a_marriage_to_a_described_person(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a hyphenated job word opening a sentence is a description, not part of the name after it
    ("Runner-up Anika Shah married Tom Hale in 2019.", {("Anika Shah", "spouse", "Tom Hale")}),
    ("Stand-up Bex Okoro married Tom Hale in 2019.", {("Bex Okoro", "spouse", "Tom Hale")}),
    ("Co-host Anika Shah married Tom Hale in 2019.", {("Anika Shah", "spouse", "Tom Hale")}),
    # a hyphenated given name is the name's
    ("Hyun-woo Kang married Tom Hale in 2019.", {("Hyun-woo Kang", "spouse", "Tom Hale")}),
])
def test_a_hyphenated_job_word_before_a_name_is_no_part_of_it(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the wedding of a pair the article calls divorced is history
    ("Tom Hale and Ada Vey have finalised their divorce. They married in Leeds in 2013. The former couple share two children.",
     {("Tom Hale", "former_spouse", "Ada Vey")}),
    ("Tom Hale's divorce from Ada Vey is final. The pair married in 2013.", {("Tom Hale", "former_spouse", "Ada Vey")}),
    ("Tom Hale married Ada Vey in 2001. His ex-wife, Mara Quill, was at the wedding.",
     {("Tom Hale", "spouse", "Ada Vey"), ("Tom Hale", "former_spouse", "Mara Quill")}),
])
def test_a_wedding_of_a_divorced_pair_is_history(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "B's husband" where B was last in an earlier list of names: B's alone, not also the name before B there
    ("The suit was filed by Mara Quill, Tom Hale and Ada Vey. Later, Vey's husband, the cinematographer Ivo Lenz, noticed the figures.",
     {("Ada Vey", "spouse", "Ivo Lenz")}),
    ("Mara Quill and Ada Vey sued. Vey's husband, Ivo Lenz, is not a party.", {("Ada Vey", "spouse", "Ivo Lenz")}),
    ("Tom Hale, Nell Avery and Ada Vey attended. Avery's husband, Ivo Lenz, did not.", {("Nell Avery", "spouse", "Ivo Lenz")}),
    # a spouse is never shared by "A and B's"
    ("Tom Hale and Ada's husband, Ivo Lenz, arrived together.", {("Ada", "spouse", "Ivo Lenz")}),
])
def test_a_possessor_owns_a_spouse_alone(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a relationship described by how long or how public it is, is dating (not a working or a close one)
    ("Ada Vey has been in a publicly acknowledged relationship with singer Tom Hale since 2022.", {("Ada Vey", "partner", "Tom Hale")}),
    ("Tom Hale was in a long-term relationship with actress Nell Avery.", {("Tom Hale", "partner", "Nell Avery")}),
    ("Tom Hale was in a two-year relationship with Nell Avery.", {("Tom Hale", "partner", "Nell Avery")}),
    ("Tom Hale is in a working relationship with Nell Avery.", set()),
    # the subject of "was married to" past a relative clause set off by commas
    ("Tom Hale, 40, who was born in Auckland, was previously married to actress Ada Vey, star of the drama Salt Meadow.",
     {("Tom Hale", "former_spouse", "Ada Vey")}),
    ("Tom Hale, who won an award in 2010, married actress Ada Vey in 2012.", {("Tom Hale", "spouse", "Ada Vey")}),
])
def test_a_described_relationship_and_a_subject_past_its_relative_clause(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "was once married to B" is over; "once" and "before" that only date a wedding are not
    ("Tom Hale was once married to Ada Vey.", {("Tom Hale", "former_spouse", "Ada Vey")}),
    ("Once Tom Hale married Ada Vey, she stepped back from acting.", {("Tom Hale", "spouse", "Ada Vey")}),
    ("Tom Hale married Ada Vey the year before.", {("Tom Hale", "spouse", "Ada Vey")}),
    ("Tom Hale married Ada Vey before the war.", {("Tom Hale", "spouse", "Ada Vey")}),
    ("Tom Hale had married Ada Vey before he became famous.", {("Tom Hale", "spouse", "Ada Vey")}),
])
def test_once_and_before_that_only_date_a_wedding(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a nationality before a job the tagger read as an adjective still opens the description of the name
    ("Ada Vey's ex-husband, the Italian hotelier Tom Hale, lives in Rome.", {("Ada Vey", "former_spouse", "Tom Hale")}),
    # "called it quits": a pair that dated
    ("Tom Hale and Ada Vey called it quits in September.", {("Tom Hale", "partner", "Ada Vey")}),
    ("Tom Hale and Ada Vey lasted a little longer: they called it quits in September.", {("Tom Hale", "partner", "Ada Vey")}),
    ("Tom Hale called it quits on his career in May.", set()),
    ("Tom Hale and Ada Vey have not called it quits.", set()),
])
def test_a_nationality_before_a_job_and_calling_it_quits(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a pair that "moved in together" dates; not a move together elsewhere, not siblings, not denied
    ("The actors met on set. Tom Hale and Ada Vey have moved in together.", {("Tom Hale", "partner", "Ada Vey")}),
    ("The actors met on set. Tom Hale and Ada Vey moved in together last year.", {("Tom Hale", "partner", "Ada Vey")}),
    ("The actors met on set. Tom Hale and Ada Vey moved together to Leeds.", set()),
    ("The sisters Nell and Ada Avery moved in together after college.", set()),
    ("The actors met on set. Tom Hale and Ada Vey have not moved in together.", set()),
])
def test_a_pair_that_moved_in_together(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "her co-star on the series, B": the name the parser hung on the work is the co-star
    ("Ada Vey stars in the drama Salt Meadow. She is engaged to her co-star on the series, Tom Hale.",
     {("Ada Vey", "partner", "Tom Hale")}),
    ("Ada Vey stars in the drama Salt Meadow. She is engaged to her co-star on the series, Australian actor Tom Hale.",
     {("Ada Vey", "partner", "Tom Hale")}),
])
def test_a_co_star_named_after_the_work(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a split, a pair's or one's from the other, is a dating couple's: the pair as subject, "from"/"with"
    # the other, "their split", one's split from the other, one's breakup "with" the other
    ("The news broke on Tuesday. Mara Quill and Tobias Lenz confirmed their split on Friday, after a decade of dating.",
     {("Mara Quill", "partner", "Tobias Lenz")}),
    ("The news broke on Tuesday. Mara Quill and Tobias Lenz, 35, have split after seven years together.",
     {("Mara Quill", "partner", "Tobias Lenz")}),
    ("The news broke on Tuesday. Mara Quill has split from Tobias Lenz.", {("Mara Quill", "partner", "Tobias Lenz")}),
    ("The news broke on Tuesday. Mara Quill's split from Tobias Lenz was confirmed by her publicist.",
     {("Mara Quill", "partner", "Tobias Lenz")}),
    ("The news broke on Tuesday. Mara Quill broke up with Tobias Lenz in March.", {("Mara Quill", "partner", "Tobias Lenz")}),
    ("The news broke on Tuesday. Mara Quill, who split from Tobias Lenz last year, is now dating Ivo Hale.",
     {("Mara Quill", "partner", "Tobias Lenz"), ("Mara Quill", "partner", "Ivo Hale")}),
    # a married pair that splits has separated: still spouses (a divorce ends a marriage), never partners,
    # whether or not a rule read the marriage
    ("The news broke on Tuesday. Mara Quill married Tobias Lenz in 2010. The couple announced their split in May.",
     {("Mara Quill", "spouse", "Tobias Lenz")}),
    ("The news broke on Tuesday. Mara Quill and Tobias Lenz have split after 10 years of marriage.",
     {("Mara Quill", "spouse", "Tobias Lenz")}),
    ("The news broke on Tuesday. Mara Quill and Tobias Lenz have parted ways.", set()),
    # not a split of things, from a band, a label or a manager, nor one denied or rumoured
    ("The news broke on Tuesday. Mara Quill and Tobias Lenz split the prize money.", set()),
    ("The news broke on Tuesday. Mara Quill and Tobias Lenz split their time between Leeds and York.", set()),
    ("The news broke on Tuesday. Mara Quill split from the band in 2005.", set()),
    ("The news broke on Tuesday. Mara Quill's split from her label, Pellow Records, was messy.", set()),
    ("The news broke on Tuesday. Mara Quill broke up with the band in 2005.", set()),
    ("The news broke on Tuesday. Mara Quill and Tobias Lenz denied reports that they had split.", set()),
    ("The news broke on Tuesday. Mara Quill and Tobias Lenz are rumoured to have split.", set()),
    ("The news broke on Tuesday. The votes were split between Mara Quill and Tobias Lenz.", set()),
])
def test_a_split_is_a_dating_couples(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "A and B's divorce / marriage / wedding / split": the two possessors share it, however the parser hung "A and"
    ("The news broke on Tuesday. Tom Hale and Mara Quill's divorce was finalized on Friday.",
     {("Tom Hale", "former_spouse", "Mara Quill")}),
    ("The news broke on Tuesday. Tom Hale and Mara Quill's marriage ended in 2019.", {("Tom Hale", "former_spouse", "Mara Quill")}),
    ("The news broke on Tuesday. Tom Hale and Mara Quill's wedding took place in Rome.", {("Tom Hale", "spouse", "Mara Quill")}),
    ("The news broke on Tuesday. Tom Hale and Mara Quill's engagement was announced in May.",
     {("Tom Hale", "partner", "Mara Quill")}),
    # a guest at the wedding is none of the two
    ("The news broke on Tuesday. Tom Hale attended Ivo Lenz and Mara Quill's wedding in Rome.", {("Ivo Lenz", "spouse", "Mara Quill")}),
    # "former husband and wife A and B": exes
    ("The news broke on Tuesday. Former husband and wife Tanner Gosk and Bianca Lourde clashed in court.",
     {("Tanner Gosk", "former_spouse", "Bianca Lourde")}),
    ("The news broke on Tuesday. Husband and wife Tanner Gosk and Bianca Lourde clashed in court.",
     {("Tanner Gosk", "spouse", "Bianca Lourde")}),
    # "A, ..., with ex-wife B" where the parser hangs "with" on A's name: A's ex-wife
    ("The news broke on Tuesday. Tanner Gosk, who shares two children, Levi and Maisie, with ex-wife Bianca Lourde, "
     "has remarried.", {("Tanner Gosk", "former_spouse", "Bianca Lourde")}),
])
def test_a_couples_own_noun_and_its_two_possessors(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a split from a band, a manager, a bandmate or a business partner, or a working pair's, is no couple's
    ("The news broke on Tuesday. Rhea Lindgren split from the band Velvet Static in 2018.", set()),
    ("The news broke on Tuesday. Sinead Tully split from Velvet Static, the band she founded, in 2018.", set()),
    ("The news broke on Tuesday. Sinead Tully split from Kieran Platt, her manager, in 2018.", set()),
    ("The news broke on Tuesday. Sinead Tully split from her bandmate Kieran Platt in 2018.", set()),
    ("The news broke on Tuesday. Sinead Tully split from business partner Kieran Platt in 2018.", set()),
    ("The news broke on Tuesday. Sinead Tully's split from Halo Records was messy.", set()),
    ("The news broke on Tuesday. The duo, Kit Barlow and Tess Monroe, have split, ending a musical partnership of "
     "fifteen years.", set()),
    # a job describing the other is no working tie
    ("The news broke on Tuesday. Mara Quill split from actor Tobias Lenz in May.", {("Mara Quill", "partner", "Tobias Lenz")}),
    ("The news broke on Tuesday. Mara Quill split from Tobias Lenz, a musician, in May.",
     {("Mara Quill", "partner", "Tobias Lenz")}),
    # two marriages are no one couple's
    ("The news broke on Tuesday. Ada Kessler and Rowan Pike's marriages ended in 2019.", set()),
])
def test_a_split_from_a_working_tie_is_none(nlp, text, expected):
    assert couples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a partner the sentence marries is a spouse now, however the name after the cue is described
    ('The news broke on Tuesday. Hal Drummond married his girlfriend, "Glass Tower" star Imke Sol, in Lisbon.',
     {("Hal Drummond", "spouse", "Imke Sol")}),
    ("The news broke on Tuesday. Hal Drummond married his girlfriend, Imke Sol, in Lisbon.", {("Hal Drummond", "spouse", "Imke Sol")}),
    # a wedding to come leaves them partners
    ('The news broke on Tuesday. Hal Drummond will marry his girlfriend, "Glass Tower" star Imke Sol, in Lisbon.',
     {("Hal Drummond", "partner", "Imke Sol")}),
])
def test_a_partner_married_in_the_sentence(nlp, text, expected):
    from kgbuild.extraction.markup import blank_markup

    assert couples(nlp, blank_markup(text)) == expected


@pytest.mark.parametrize("text,expected", [
    # a surname opening the sentence before an aside, read by the parser as an adverb, is the subject
    ("Mara Quill starred in the film Salt Meadow. Quill, meanwhile, has been dating singer Ada Vey since 2022.",
     {("Mara Quill", "partner", "Ada Vey"), ("Mara Quill", "appears_in", "Salt Meadow")}),
    ("Mara Quill has been cast in the drama Salt Meadow. Her brother, Tobias Quill, plays a fisherman. "
     "Quill, for her part, has been dating singer Ada Vey since 2022.",
     {("Mara Quill", "partner", "Ada Vey"), ("Mara Quill", "appears_in", "Salt Meadow"),
      ("Mara Quill", "sibling", "Tobias Quill"), ("Tobias Quill", "appears_in", "Salt Meadow")}),
    # a place or an adverb set off the same way is no one
    ("The news broke on Tuesday. Sadly, the couple, Tom Hale and Ada Vey, have split.", {("Tom Hale", "partner", "Ada Vey")}),
    ("The news broke on Tuesday. Leeds, meanwhile, has sued the studio Pellow Pictures.", set()),
])
def test_a_name_set_off_before_an_aside(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # in a dance contest's story, "his partner" is his dance partner
    ("Dance Stars: shock exit\n\nThe soap star Tom Hale and his partner, Ada Vey, lost the dance-off on Sunday.", set()),
    ("Dance Stars semi-final\n\nMara Quill topped the leaderboard with her partner Tom Hale on Saturday.", set()),
    # a marriage told there still is one; a partner outside a dance story is a couple
    ("Dance Stars: couple news\n\nThe dance show returns. Mara Quill has married her partner, Tom Hale, in secret.",
     {("Mara Quill", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Mara Quill and her partner, Tom Hale, have bought a house.",
     {("Mara Quill", "partner", "Tom Hale")}),
])
def test_a_dance_partner_is_no_couple(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a home life told of the partner: a couple, even in a dance contest's story
    ("Dance Masters star shares baby news\n\nThe dance show's judges were delighted. Tom Rye and his partner, Gina Holt, "
     "are expecting their first child.", {("Tom Rye", "partner", "Gina Holt")}),
    # a dance school is no contest
    ("Dance school opens\n\nThe dance school opened on Monday. Teacher Lara Quinn and her partner, Paul Dorne, run it.",
     {("Lara Quinn", "partner", "Paul Dorne")}),
])
def test_a_partner_at_home_in_a_dance_story(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "the wife of X" as what a verb is done to is someone else than the verb's subject
    ("The news broke on Tuesday. Singer Ada Vey met the wife of actor Leo Marsh in 2010.", set()),
    ("The news broke on Tuesday. Singer Ada Vey has sued the widow of actor Leo Marsh, Pip Marsh.",
     {("Ada Vey", "sued", "Pip Marsh")}),
    ("The news broke on Tuesday. Singer Ada Vey has sued the daughter of actor Leo Marsh.", set()),
    # (as the subject, or the subject's apposition, it is the subject)
    ("The news broke on Tuesday. The widow of actor Leo Marsh, Pip Marsh, has sued Salt Meadow Hospital.",
     {("Leo Marsh", "spouse", "Pip Marsh"), ("Pip Marsh", "sued", "Salt Meadow Hospital")}),
])
def test_a_kin_noun_a_verb_is_done_to_is_not_the_subject(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a name right after a noun's own relative clause is the noun's: "the woman who plays Sandra, B,"
    ("The news broke on Tuesday. Fans may be surprised to learn that the woman who plays Sandra, Ada Vey, has been Tom "
     "Hale's wife since 1990.", {("Tom Hale", "spouse", "Ada Vey")}),
    # a description with a name of its own is that one, not someone titled the same earlier in the sentence
    ("The news broke on Tuesday. Host Ada Vey said the host of Late Lanterns, Tom Hale, would attend.",
     {("Tom Hale", "appears_in", "Late Lanterns")}),
    ("The news broke on Tuesday. Actress Ada Vey said the actress who replaced her, Pip Dorn, is married to Leo Marsh.",
     {("Pip Dorn", "spouse", "Leo Marsh")}),
])
def test_a_description_with_its_own_name(nlp, text, expected):
    assert triples(nlp, text) == expected
