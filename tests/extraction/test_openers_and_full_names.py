"""Words that open a sentence before a title, and names given in full once (issues 13 and 14).

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
triples expected. A sentence's first word is capitalised whatever it is: an adverb ("Now"), a
description ("Young") or the work's kind ("Show") before a role noun is no title's word.
"""

import pytest

from ..conftest import appearances, credits, triples

pytestmark = pytest.mark.model


def _unordered(found):
    return {(h, r, t) if r == "appears_in" or h < t else (t, r, h) for h, r, t in found}


@pytest.mark.parametrize("text,expected", [
    ("Now Bright Harbour star Nell Ardo is engaged to Corin Vasse.",
     {("Nell Ardo", "appears_in", "Bright Harbour"), ("Corin Vasse", "partner", "Nell Ardo")}),
    ("Meanwhile Copper Sky actress Ilse Brandvold has married Tomas Reyne.",
     {("Ilse Brandvold", "appears_in", "Copper Sky"), ("Ilse Brandvold", "spouse", "Tomas Reyne")}),
    ("Young star Kavi Rendan got engaged to actress Mira Solan on Friday.", {("Kavi Rendan", "partner", "Mira Solan")}),
    ("Young actress Mira Solan has married Kavi Rendan.", {("Kavi Rendan", "spouse", "Mira Solan")}),
    # a title may open on such a word
    ("Then Came Winter actress Mira Solan has married Tom Hale.",
     {("Mira Solan", "appears_in", "Then Came Winter"), ("Mira Solan", "spouse", "Tom Hale")}),
    # a surname that is such a word stays in the name
    ("Marlon \"Mack\" Young married the dancer Ines Palo in 1981.", {("Marlon \"Mack\" Young", "spouse", "Ines Palo")}),
])
def test_a_sentence_opening_word_is_not_part_of_a_title(nlp, text, expected):
    assert _unordered(triples(nlp, text)) == _unordered(expected)


@pytest.mark.parametrize("text,expected", [
    ("The Long Table is back for a fourth season.\n\nSeries star Dario Penn said the cast had missed each other.",
     credits("Dario Penn", "The Long Table")),
    ("The Long Table is back for a fourth season.\n\nSeries regular Dario Penn returns as the chef.",
     credits("Dario Penn", "The Long Table")),
])
def test_the_work_by_its_kind_at_a_sentence_start_is_the_work_named_before(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Bright Harbour stars Mia Kowal and Lachie Dunn tied the knot on Saturday.",
     {("Lachie Dunn", "spouse", "Mia Kowal"), ("Mia Kowal", "appears_in", "Bright Harbour"),
      ("Lachie Dunn", "appears_in", "Bright Harbour")}),
    ("Silver Dunes stars Omar Haidari and Lise Brun have split.",
     {("Lise Brun", "partner", "Omar Haidari"), ("Omar Haidari", "appears_in", "Silver Dunes"),
      ("Lise Brun", "appears_in", "Silver Dunes")}),
])
def test_a_title_ner_calls_a_person_before_a_plural_role_noun_is_a_title(nlp, text, expected):
    assert _unordered(triples(nlp, text)) == _unordered(expected)


def test_a_persons_name_before_a_plural_role_noun_is_no_title(nlp):
    assert appearances(nlp, "Ada Vey's co-stars Tom Hale and Lin Moss were at the premiere.") == set()


FULL_NAMES = [
    # a name with its nickname in quotes, after the nickname with the surname (a headline) or the plain name
    ("Leo Carrow's children settle feud\n\nThe late bandleader Leopold \"Leo\" Carrow married the dancer Ines Palo in 1981.",
     "Carrow", {"Leopold \"Leo\" Carrow": {"Leo Carrow", "Leopold Carrow", "Leo"}}),
    ("Leopold Carrow dies at 90\n\nThe bandleader Leopold \"Leo\" Carrow married the dancer Ines Palo in 1981.",
     "Carrow", {"Leopold \"Leo\" Carrow": {"Leopold Carrow", "Leo"}}),
    # a second word between the given name and the surname (a middle name, a mother's surname) given once
    ("Tiago Mendes stars in the drama Terra Alta. Tiago Lobo Mendes, 31, was born in Recife.",
     "Mendes", {"Tiago Lobo Mendes": {"Tiago Mendes"}}),
    ("Tiago Mendes and Lara Mendes are twins. Tiago Lobo Mendes, 31, was born in Recife.",
     "Mendes", {"Tiago Lobo Mendes": {"Tiago Mendes"}, "Lara Mendes": set()}),
    ("Ines Duarte Vidal, 40, has joined the cast of Terra Alta. Ines Vidal was born in Porto.",
     "Vidal", {"Ines Duarte Vidal": {"Ines Vidal"}}),
    ("Marta Lind and Ola Lind, her husband, were there. Marta Ekberg Lind is a judge.",
     "Lind", {"Marta Ekberg Lind": {"Marta Lind"}, "Ola Lind": set()}),
    # not someone introduced as another's kin, nor one of a list (a parent and child may share a name and a nickname)
    ("Bobby Marsh, 24, has married Lin Moss. His father, Robert \"Bobby\" Marsh, a drummer, was at the wedding.",
     "Marsh", {"Bobby Marsh": set(), "Robert \"Bobby\" Marsh": {"Robert Marsh"}}),
    ("Ines Palo and her son Leo Carrow were at the gala. Leopold \"Leo\" Carrow married Ines Palo in 1981.",
     "Carrow", {"Leo Carrow": set(), "Leopold \"Leo\" Carrow": {"Leopold Carrow"}}),
    ("Dana Quist and her son, Dana Orrin Quist, were at the premiere.", "Quist", {"Dana Quist": set(), "Dana Orrin Quist": set()}),
    ("Lina Sauer has three children, Pia Sauer, Lina Hart Sauer and Rolf Sauer.",
     "Sauer", {"Lina Sauer": set(), "Pia Sauer": set(), "Lina Hart Sauer": set(), "Rolf Sauer": set()}),
]


@pytest.mark.parametrize("text,surname,expected", FULL_NAMES)
def test_a_full_name_given_once_is_the_person_named_shorter(nlp, text, surname, expected):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)(text)
    ents = ArticleEntities(doc, find_mentions(doc))
    people = {e.name: e.aliases - {e.name} for e in ents.entities if e.type == "PERSON" and surname in e.name}
    assert set(people) == set(expected), people
    for name, aliases in expected.items():
        assert aliases <= people[name], (name, people[name])


@pytest.mark.parametrize("text,expected", [
    # the parser loses one of the pair under the other's description
    ("Ashford City winger Leon Petts and TV presenter Gemma Strand are officially divorced, a year after "
     "their marriage imploded.", {("Gemma Strand", "former_spouse", "Leon Petts")}),
    ("Kestrel Athletic striker Joel Marsden and TV presenter Nina Sale are officially divorced, ten months "
     "after their marriage collapsed.", {("Joel Marsden", "former_spouse", "Nina Sale")}),
    ("Chart-topper Ivo Lind and model Tara Ekwe are engaged.", {("Ivo Lind", "partner", "Tara Ekwe")}),
    ("Club striker Leon Petts and TV presenter Gemma Strand are divorced.", {("Gemma Strand", "former_spouse", "Leon Petts")}),
    ("The striker Leon Petts and the presenter Gemma Strand have married.", {("Gemma Strand", "spouse", "Leon Petts")}),
    ("The manager of Ivo Lind and model Tara Ekwe were in court.", set()),
    # not a pair: one of them is described by the other's relative
    ("The daughter of Tom Hale and actress Mia Lind stars in Cold Front.", set()),
])
def test_two_described_people_joined_by_and_are_a_pair(nlp, text, expected):
    assert _unordered(triples(nlp, text)) == _unordered(expected)


@pytest.mark.parametrize("text,expected", [
    ("Cal Ashby and Sia Vane have split. The former couple, who married in 2015, share a daughter.",
     {("Cal Ashby", "former_spouse", "Sia Vane")}),
    ("Cal Ashby and Sia Vane have split. The former pair, who wed in 2015, share a daughter.",
     {("Cal Ashby", "former_spouse", "Sia Vane")}),
    ("Cal Ashby and Sia Vane are divorced. The former couple, who wed in a lavish ceremony in 2016, will share "
     "custody of their sons, Alfie, eight, and Teddy, five.",
     {("Cal Ashby", "former_spouse", "Sia Vane"), ("Cal Ashby", "child", "Alfie"), ("Cal Ashby", "child", "Teddy"),
      ("Sia Vane", "child", "Alfie"), ("Sia Vane", "child", "Teddy")}),
    # a couple not called former is married; a former footballer who married is married
    ("Cal Ashby and Sia Vane, who married in 2015, have a daughter.", {("Cal Ashby", "spouse", "Sia Vane")}),
    ("Ben Roe, a former footballer who married the singer Ada Vey in 2015, has opened a restaurant.",
     {("Ada Vey", "spouse", "Ben Roe")}),
])
def test_a_former_couple_who_married_are_former_spouses(nlp, text, expected):
    assert _unordered(triples(nlp, text)) == _unordered(expected)


@pytest.mark.parametrize("text,children", [
    ("Cal Ashby and Sia Vane are divorced. The former couple, who wed in a small ceremony in 2014, will share "
     "custody of their daughters, Tilly, nine, and Maisie, six.", {"Tilly", "Maisie"}),
    ("Cal Ashby and Sia Vane have three children: Mo, 12, Lia, 9, and Ben, 4.", {"Mo", "Lia", "Ben"}),
])
def test_children_named_in_a_list_after_a_child_noun_are_people(nlp, text, children):
    found = triples(nlp, text)
    assert {t for h, r, t in found if r == "child" and h == "Cal Ashby"} == children
    assert {t for h, r, t in found if r == "child" and h == "Sia Vane"} == children


@pytest.mark.parametrize("text,surname_kind,expected", [
    # NER calls the bare surname a work: it is the person named in full
    ("Chantelle Okonkwo-Price has sued the network. Okonkwo-Price joined the show in 2019.", "WORK",
     {("PERSON", "Chantelle Okonkwo-Price")}),
    ("Chantelle Okonkwo-Price has sued the network. Okonkwo-Price joined the show in 2019.", "ORG",
     {("PERSON", "Chantelle Okonkwo-Price")}),
    # a title right after its kind stays a title, and so does the same title named again
    ("Kylie Okonkwo-Price has two daughters. She appeared in the documentary Okonkwo-Price in 2023.", "WORK",
     {("PERSON", "Kylie Okonkwo-Price"), ("WORK", "Okonkwo-Price")}),
])
def test_a_surname_ner_calls_a_work_or_a_firm_is_the_person_named_in_full(nlp, text, surname_kind, expected):
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.entities import EntityTable
    from kgbuild.extraction.mentions import Mention

    doc = prepare(nlp)(text)
    words = [t.text for t in doc]
    full = words.index("-") - 2  # the given name's token
    bare = len(words) - 1 - words[::-1].index("-") - 1  # the second "Okonkwo"
    mentions = [Mention(full, full + 4, doc[full:full + 4].text, "PERSON", "ner"),
                Mention(bare, bare + 3, doc[bare:bare + 3].text, surname_kind, "ner")]
    table = EntityTable(doc, mentions)
    assert {(e.type, e.name) for e in table.entities} == expected


@pytest.mark.parametrize("text,expected", [
    ("The singing contest Encore Hall returns in January. Judge Sven Alder has been on the show since it launched.",
     credits("Sven Alder", "Encore Hall")),
    ("The singing contest Encore Hall returns in January. Sven Alder has been on Encore Hall since 2016.",
     credits("Sven Alder", "Encore Hall")),
    ("Mira Solan, who was on the drama Cold Front for three series, has died.", credits("Mira Solan", "Cold Front")),
    # not a work, or denied, or behind the camera
    ("The drama Cold Front returns. Mira Solan was on set in Leeds.", set()),
    ("The talk show Encore Hall returns. The show's writer, Sven Alder, has been on the show since 2016.", set()),
    ("The talk show Encore Hall returns. Sven Alder, who wrote the first series, has been on the show since 2016.", set()),
    ("The show Cold Front airs on Sundays. Mira Solan was on the network for years.", set()),
    ("The drama Cold Front returns in May. Mira Solan was never on Cold Front.", set()),
])
def test_a_person_who_has_been_on_a_show_appears_in_it(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("The talk show Night Owls ends on Friday. Mira Solan has appeared in a handful of episodes of the show.",
     credits("Mira Solan", "Night Owls")),
    ("The talk show Night Owls ends on Friday. Mira Solan has appeared in several episodes of the show.",
     credits("Mira Solan", "Night Owls")),
    ("Mira Solan appeared in a series of adverts.", set()),
])
def test_a_quantity_of_episodes_is_of_the_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Ravi Sood has more than 100 films to his name, including Kala Pani Ka Raaz (1986) and Safed Ghoda (1992).",
     credits("Ravi Sood", "Kala Pani Ka Raaz", "Safed Ghoda")),
    ("Mikkel Dahl has worked in films such as The Winter Orchard (2013) and Sleetfall (2018).",
     credits("Mikkel Dahl", "The Winter Orchard", "Sleetfall")),
    ("Ada Nwachukwu, 31, whose previous work includes The Harrow Line and Saffron Days, was singled out by critics.",
     credits("Ada Nwachukwu", "The Harrow Line", "Saffron Days")),
    # not works: novels had, a company worked in, people or places "like" or "such as" another noun's, crew work
    ("Ravi Sood has written novels such as The Winter Orchard and Sleetfall.", set()),
    ("Tom Hale has worked in films with stars like Ada Vey and Mira Solan.", set()),
    ("Tom Hale has worked in films shot in countries such as Norway and Iceland.", set()),
    ("Tom Hale has worked in series such as Cold Front and Iron Bay as a writer.", set()),
    ("Mikkel Dahl has worked in firms such as Halcyon Partners.", set()),
])
def test_works_a_person_has_or_worked_in_listed_after_including_or_such_as(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,children", [
    ("Tom Hale and Margot Fenwick had two children: Imogen Hale, who became an actress, and Rupert, a barrister.",
     {"Imogen Hale", "Rupert"}),
    ("Tom Hale and Margot Fenwick had two children: Imogen Hale, who followed her parents into acting and now stars "
     "in the series Ravensmoor, and Rupert, a barrister.", {"Imogen Hale", "Rupert"}),
    # a relative clause naming someone else ends the list
    ("Tom Hale and Margot Fenwick had a daughter, Imogen Hale, who married Rupert Vane, and a dog.", {"Imogen Hale"}),
])
def test_a_childs_relative_clause_does_not_end_the_list_of_children(nlp, text, children):
    found = triples(nlp, text)
    assert {t for h, r, t in found if r == "child" and h == "Tom Hale"} == children


@pytest.mark.parametrize("text,expected", [
    ("Sofia Vale grew up on set. Her mother, Regina Vale, managed her earnings. In 2015, Sofia sued her mother over "
     "the money.", {("Regina Vale", "child", "Sofia Vale"), ("Sofia Vale", "sued", "Regina Vale")}),
    ("Sofia Vale grew up on set. Her mother, Regina Vale, managed her earnings. Years later, Sofia took her mother "
     "to court.", {("Regina Vale", "child", "Sofia Vale"), ("Sofia Vale", "sued", "Regina Vale")}),
    ("Suresh Rao has a son, Arjun Rao. His son made his debut in the film Second Monsoon.",
     {("Suresh Rao", "child", "Arjun Rao"), ("Arjun Rao", "appears_in", "Second Monsoon")}),
    ("Kamala Rao married Tom Hale in 1970. In 1990 her husband sued her.",
     {("Kamala Rao", "spouse", "Tom Hale"), ("Tom Hale", "sued", "Kamala Rao")}),
    # no mother named before, or another person's mother, or a husband told apart from the one named
    ("Sofia Vale grew up on set. In 2015, Sofia sued her mother over the money.", set()),
    ("Kamala Rao married Tom Hale in 1970. In 1990 her first husband sued her.", {("Kamala Rao", "spouse", "Tom Hale")}),
    ("Tom Hale's mother, Regina Hale, managed his earnings. In 2015, Sofia Vale sued her mother over the money.",
     {("Regina Hale", "child", "Tom Hale")}),
])
def test_a_possessed_kin_noun_is_the_relative_named_before(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Tom Hale has moved on with Norwegian skier Ingrid Sol.", {("Tom Hale", "partner", "Ingrid Sol")}),
    ("Tom Hale has since moved on with Ella Marlowe, and the pair made their red-carpet debut last month.",
     {("Tom Hale", "partner", "Ella Marlowe")}),
    ("Actor Kim Dae-ho and singer Ava Lund are in a relationship, their agency confirmed on Monday.",
     {("Ava Lund", "partner", "Kim Dae-ho")}),
    ("Tom Hale and Ella Marlowe have been in a relationship since May.", {("Ella Marlowe", "partner", "Tom Hale")}),
    # not a new partner, not each other's, not now, or denied
    ("Tom Hale has moved on from the scandal.", set()),
    ("Tom Hale moved with his family to Leeds.", set()),
    ("Tom Hale and Ella Marlowe are both in a relationship.", set()),
    ("Tom Hale and Ella Marlowe are in a relationship with other people.", set()),
    ("Tom Hale and Ella Marlowe are not in a relationship.", set()),
])
def test_moving_on_with_someone_and_a_pair_in_a_relationship_are_partners(nlp, text, expected):
    assert _unordered(triples(nlp, text)) == _unordered(expected)


def test_a_title_named_after_its_kind_is_a_title_wherever_it_is_named_again(nlp):
    assert appearances(nlp, "Tom Vey stars in the documentary Vey. Mira Solan also appears in Vey.") == \
        {("Tom Vey", "appears_in", "Vey"), ("Mira Solan", "appears_in", "Vey")}


@pytest.mark.parametrize("text,expected", [
    ("Actress Lena Winger has married Tom Hale. Winger met Hale on the set of Cold Front.",
     {("Lena Winger", "spouse", "Tom Hale"), ("Lena Winger", "appears_in", "Cold Front"),
      ("Tom Hale", "appears_in", "Cold Front")}),
    ("Actress Ada Bowler has married Tom Hale. Bowler met Hale on the set of Cold Front.",
     {("Ada Bowler", "spouse", "Tom Hale"), ("Ada Bowler", "appears_in", "Cold Front"),
      ("Tom Hale", "appears_in", "Cold Front")}),
])
def test_a_surname_that_is_also_a_job_word_is_the_persons_name(nlp, text, expected):
    assert _unordered(triples(nlp, text)) == _unordered(expected)


@pytest.mark.parametrize("text,expected", [
    ("Ezra Kaplan has sued the photo agency Lenscrawl Media over the pictures.", {("Ezra Kaplan", "sued", "Lenscrawl Media")}),
    pytest.param("Ezra Kaplan filed a lawsuit against the photo agency Lenscrawl Media and one of its photographers, "
                 "Rudy Pascoe, accusing them of invasion of privacy.",
                 {("Ezra Kaplan", "sued", "Lenscrawl Media"), ("Ezra Kaplan", "sued", "Rudy Pascoe")},
                 marks=pytest.mark.xfail(strict=True, reason="known gap: the parser hangs the photographer on the "
                                                              "agency's name, outside the suit's 'against' phrase")),
    ("Ezra Kaplan has sued Lenscrawl Media and one of its photographers, Rudy Pascoe.",
     {("Ezra Kaplan", "sued", "Lenscrawl Media"), ("Ezra Kaplan", "sued", "Rudy Pascoe")}),
    ("Massimo Ferri and his wife Giulia Rava have sued the magazine Oggi Stelle. The lawsuit, filed in a civil court "
     "in Porto Vallera on Wednesday, accuses the magazine of defamation.",
     {("Massimo Ferri", "spouse", "Giulia Rava"), ("Massimo Ferri", "sued", "Oggi Stelle"), ("Giulia Rava", "sued", "Oggi Stelle")}),
])
def test_a_company_a_suit_names_by_its_kind_is_the_one_so_named(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the credits' verb after another verb of theirs
    ("Paddy Feeney's own credits stretch back to the 1980s and include the long-running panel show Buzzer Beaters.",
     credits("Paddy Feeney", "Buzzer Beaters")),
    # a second work hung on the role noun
    ("Tomas Prado, 37, is the star of the cop series Operacao Ventania and the film A Ultima Balsa (2021).",
     credits("Tomas Prado", "Operacao Ventania", "A Ultima Balsa")),
    # a cast sentence of bracketed credits: a bracket of one title is a credit too
    ("The film stars Delia Fairbrother (Weeping Willow Road), Augustin Lefebvre (Les Ombres Claires, The Glass Witness) "
     "and Nina Osei.", {*credits("Delia Fairbrother", "Weeping Willow Road"),
                        *credits("Augustin Lefebvre", "Les Ombres Claires", "The Glass Witness")}),
    # one bracket after one name is no credit (a nickname, a home town)
    ("The film stars Delia Fairbrother (Weeping Willow Road) as a nurse.", set()),
])
def test_more_credits_a_sentence_lists(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a quoted title holds its lower-case words
    ("Gia Rava was dating Nico Salta, her co-star in the crime drama \"Sotto il Vulcano\".",
     {("Gia Rava", "partner", "Nico Salta"), ("Nico Salta", "appears_in", "Sotto il Vulcano"),
      ("Gia Rava", "appears_in", "Sotto il Vulcano")}),
    # "best remembered for X" after a clause the parser hung on it
    ("Folasade Akin was a Nollywood actress in the 1990s, best remembered for the drama \"Mama Put Diaries\".",
     {("Folasade Akin", "appears_in", "Mama Put Diaries")}),
    # "among them" after works one has
    ("Vikram Sen has more than 40 films to his name, among them Toofan Express and Lal Haveli.",
     {("Vikram Sen", "appears_in", "Toofan Express"), ("Vikram Sen", "appears_in", "Lal Haveli")}),
])
def test_titles_in_quotes_fame_and_lists_among_them(nlp, text, expected):
    assert _unordered(triples(nlp, text)) == _unordered(expected)


def test_a_name_ner_ran_into_a_title_s_possessive_is_the_person(nlp):
    text = "Wed to a Stranger's Brooke Tamatea has married. Brooke's sister, Tayla Tamatea, was maid of honour."
    assert triples(nlp, text) == {("Brooke Tamatea", "sibling", "Tayla Tamatea")}


@pytest.mark.parametrize("text,expected", [
    ("Aditi Banerjee, 38, is currently a judge on the singing reality show Raagini Rising.",
     credits("Aditi Banerjee", "Raagini Rising")),
    ("Ezra Kaplan starred in the crime saga Hollow Point Blues.", credits("Ezra Kaplan", "Hollow Point Blues")),
    # a saga that is no screen work's kind is still not a person's
    ("Ezra Kaplan wrote about the family saga in his memoir.", set()),
])
def test_a_work_noun_described_by_words_the_parser_hung_elsewhere(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Ezra Kaplan, 46, is best known in front of the camera for the crime saga Hollow Point Blues.",
     credits("Ezra Kaplan", "Hollow Point Blues")),
    ("Ezra Kaplan is best known behind the camera for the drama Iron Bay.", set()),
    ("Gemma Thorne met Ezra Kaplan in 2013. He directed her in the indie drama Glasshouse.",
     credits("Gemma Thorne", "Glasshouse")),
    ("Ezra Kaplan directed Gemma Thorne in the thriller Iron Bay.", credits("Gemma Thorne", "Iron Bay")),
    ("Actress Gemma Vale-Whitby has divorced Ezra Kaplan. Vale-Whitby and Kaplan met in 2013, when he directed her "
     "in the indie drama Glasshouse, the film that earned her a wave of awards buzz.", credits("Gemma Vale-Whitby", "Glasshouse")),
    # the director is crew; a place is no work; a debut directed is no one's part
    ("Ezra Kaplan directed the thriller Iron Bay.", set()),
    ("Ezra Kaplan directed Gemma Thorne in London.", set()),
])
def test_fame_before_the_cameras_and_a_part_directed_in_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples to this file's rules, and the true readings kept beside them
    ("Tunde Bello was a producer in the 1990s, best remembered for the drama Mama Put Diaries.", set()),
    ("The brothers' mother, Folasade Akin, was an actress in the 1990s, best remembered for the drama Mama Put Diaries.",
     {("Folasade Akin", "appears_in", "Mama Put Diaries")}),
    ("Ezra Kaplan has sued the network Streamvale bought last year.", set()),
    ("Ezra Kaplan has sued Lenscrawl Media and one of its photographers, Rudy Pascoe told reporters on Monday.",
     {("Ezra Kaplan", "sued", "Lenscrawl Media")}),
    ("Ana Lind's husband, Tom Hale, died in 2019. Ana Lind, 60, still misses her late husband, who starred in the "
     "drama Iron Bay.", {("Ana Lind", "spouse", "Tom Hale"), ("Tom Hale", "appears_in", "Iron Bay")}),
    ("Tom Hale's brother, Sam Hale, is an actor. Tom Hale sued his younger brother in 2020.",
     {("Tom Hale", "sibling", "Sam Hale"), ("Tom Hale", "sued", "Sam Hale")}),
    ("Nina Sale starred in the drama Iron Bay. Tom Vey joined the saga last year, when he sued her.",
     {("Nina Sale", "appears_in", "Iron Bay"), ("Tom Vey", "sued", "Nina Sale")}),
])
def test_second_readers_counter_examples_of_the_thirty_eighth_run(nlp, text, expected):
    assert triples(nlp, text) == expected
