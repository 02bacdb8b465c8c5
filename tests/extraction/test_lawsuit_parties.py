"""Who a lawsuit's parties are when the parser hangs their names elsewhere: a name set off by
commas after a described defendant, "took B to court" read as a clause, a company named by the
noun after it ("Glint magazine").

Invented sentences, exact sets; one hand-built Doc with the parser's misreading, no model.
"""

import pytest
from spacy.lang.en import English
from spacy.tokens import Doc

from kgbuild.extraction.component import extract_doc
from kgbuild.extraction.rules import default_rules
from kgbuild.records import Article
from tests.conftest import triples


def suits(nlp, text):
    return {t for t in triples(nlp, text) if t[1] == "sued"}


# "Ada Vey is suing her former stylist, Jo Pike, after she took a gown." as the small model
# reads it: Jo Pike the subject of "took", "suing" a clause under it
MISREAD = """Ada PROPN NNP compound 1 ada B-PERSON
Vey PROPN NNP nsubj 3 vey I-PERSON
is AUX VBZ aux 3 be O
suing VERB VBG ccomp 14 sue O
her PRON PRP$ poss 6 her O
former ADJ JJ amod 6 former O
stylist NOUN NN dobj 3 stylist O
, PUNCT , punct 14 , O
Jo PROPN NNP compound 9 jo B-PERSON
Pike PROPN NNP nsubj 14 pike I-PERSON
, PUNCT , punct 14 , O
after SCONJ IN mark 14 after O
she PRON PRP nsubj 14 she O
allegedly ADV RB advmod 14 allegedly O
took VERB VBD ROOT 14 take O
a DET DT det 16 a O
gown NOUN NN dobj 14 gown O
. PUNCT . punct 14 . O"""


def test_a_name_set_off_by_commas_after_the_defendant_described_is_the_defendant():
    words, pos, tags, deps, heads, lemmas, ents = zip(*(row.split() for row in MISREAD.splitlines()))
    doc = Doc(English().vocab, words=list(words), pos=list(pos), tags=list(tags), deps=list(deps),
              heads=[int(h) for h in heads], lemmas=list(lemmas), ents=list(ents))
    found = {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", doc.text), default_rules())}
    assert found == {("Ada Vey", "sued", "Jo Pike")}


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    ("The news broke on Tuesday. The model Ada Vey is suing her former stylist, Jo Pike, after she allegedly took a "
     "gown from a shoot.", {("Ada Vey", "sued", "Jo Pike")}),
    ("The news broke on Tuesday. The comedian Ned Cole is suing his former writer, Jo Pike, after she allegedly stole "
     "jokes from a notebook.", {("Ned Cole", "sued", "Jo Pike")}),
    ("The news broke on Tuesday. The singer Mara Quill is suing her former stylist, Jo Pike, after she allegedly took "
     "a dress from a shoot.", {("Mara Quill", "sued", "Jo Pike")}),
    # a clause with no subject of its own before the name: the name is the one who acts, and no one is sued
    ("The news broke on Tuesday. After suing his bodyguard, Ivo Brandt, 45, left the country.", set()),
    ("The news broke on Tuesday. After suing his bodyguard, Ivo Brandt left the country.", set()),
])
def test_a_name_after_a_described_defendant(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    ("The news broke on Tuesday. Soap star Kerry Vale has taken her former agent, Len Brook, to court over £60,000 "
     "in missing fees.", {("Kerry Vale", "sued", "Len Brook")}),
    ("The news broke on Tuesday. Singer Ada Vey has taken her old manager, Tom Hale, to court over £5,000 in unpaid "
     "fees.", {("Ada Vey", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. Pip Dorn took the promoter, Salt Meadow Live, to court over $20,000 in lost "
     "earnings.", {("Pip Dorn", "sued", "Salt Meadow Live")}),
    ("The news broke on Tuesday. Leo Marsh is taking his former landlord, Iron Bay Homes, to court.",
     {("Leo Marsh", "sued", "Iron Bay Homes")}),
])
def test_taken_to_court_however_the_parser_reads_to_court(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    ("The news broke on Tuesday. Actress Pip Dorn has sued Glint magazine over a story about her marriage.",
     {("Pip Dorn", "sued", "Glint")}),
    ("The news broke on Tuesday. The singer Ada Vey is suing the Salt Meadow label for unpaid royalties.",
     {("Ada Vey", "sued", "Salt Meadow")}),
    ("The news broke on Tuesday. Tom Hale was sued by Copper Road magazine after he skipped a photo shoot.",
     {("Copper Road", "sued", "Tom Hale")}),
    # a person's name before a company noun is not made a company
    ("The news broke on Tuesday. Tom Hale was sued by his agent after a studio shoot went wrong.", set()),
])
def test_a_company_named_by_the_noun_after_its_name(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a parent suing on behalf of a child is the one who sued; a lawyer's client is still the plaintiff
    ("The news broke on Tuesday. Actor Tom Hale has filed a lawsuit on behalf of his son, Finn, against a sports "
     "camp, Camp Iron Bay, after the boy was injured.", {("Tom Hale", "sued", "Camp Iron Bay")}),
    ("The news broke on Tuesday. Actress Ada Vey has sued Salt Meadow Academy on behalf of her daughter, Ivy, 8, "
     "claiming the girl was bullied.", {("Ada Vey", "sued", "Salt Meadow Academy")}),
    ("The news broke on Tuesday. Pip Dorn filed the suit against Copper Road Films on behalf of her children.",
     {("Pip Dorn", "sued", "Copper Road Films")}),
    ("The news broke on Tuesday. Lawyer Jo Pike sued Copper Road Films on behalf of the singer Mara Quill.",
     {("Mara Quill", "sued", "Copper Road Films")}),
])
def test_on_behalf_of_a_child_the_parent_sues(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # the filing participle hung on the defendant, or the defendant read as its subject
    ("The news broke on Tuesday. An appeals court on Thursday reinstated a lawsuit against talk show host Mara Quill, "
     "filed by a former guest, Tom Hale, who says the show edited his interview.", {("Tom Hale", "sued", "Mara Quill")}),
    ("The news broke on Tuesday. A judge reinstated a lawsuit against singer Jo Pike filed by her former guitarist, "
     "Sam Reed.", {("Sam Reed", "sued", "Jo Pike")}),
    ("The news broke on Tuesday. A judge threw out a complaint against the actor Leo Marsh, brought by his former "
     "driver, Ned Cole.", {("Ned Cole", "sued", "Leo Marsh")}),
])
def test_a_suit_against_one_filed_by_another(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a company's name after the relative clause on the noun that describes it
    ("The news broke on Tuesday. Jury selection begins next week in a lawsuit brought by former \"Copper Road\" star "
     "Pip Dorn against the network that aired the show, Salt Meadow Broadcasting.",
     {("Pip Dorn", "sued", "Salt Meadow Broadcasting")}),
    ("The news broke on Tuesday. Actor Leo Marsh has sued the clinic where he was treated after an on-set accident, "
     "Ember Medical Center, for malpractice.", {("Leo Marsh", "sued", "Ember Medical Center")}),
    ("The news broke on Tuesday. Ada Vey is suing the agency that booked her tour, Glint Artists, over unpaid fees.",
     {("Ada Vey", "sued", "Glint Artists")}),
    # a person there may be the clause's own noun's: no one is read as the one sued
    ("The news broke on Tuesday. Ada Vey is suing the man who attacked her brother, Tom Hale, over the fight.", set()),
])
def test_a_company_named_after_the_clause_that_describes_it(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # "In the suit, A names B and C", with "names" read as a noun or as a verb
    ("The news broke on Tuesday. The widow of a stuntman has filed a lawsuit over the crash. In the suit, Ada Vey "
     "names Ember Pictures and director Tom Hale.", {("Ada Vey", "sued", "Ember Pictures"), ("Ada Vey", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. Writer Leo Marsh has gone to court over the series. In the suit, Marsh names Glint "
     "Studios and showrunner Kate Lowe.", {("Leo Marsh", "sued", "Glint Studios"), ("Leo Marsh", "sued", "Kate Lowe")}),
    ("The news broke on Tuesday. A singer has sued her former team. In her lawsuit, Ada Vey names her former manager, "
     "Tom Hale, and his firm, Glint Management.", {("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "sued", "Glint Management")}),
    ("The news broke on Tuesday. Two dancers have filed suit over injuries. In the suit, Nell Cole names Salt Meadow "
     "Studios and choreographer Sam Reed.", {("Nell Cole", "sued", "Salt Meadow Studios"), ("Nell Cole", "sued", "Sam Reed")}),
])
def test_in_the_suit_the_plaintiff_names_the_defendants(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # "A, joined by B and C, sued X": all of them sued
    ("The news broke on Tuesday. Actress Mara Quill, joined by fellow cast members Leo Marsh and Ada Vey, filed suit "
     "against Ember Stage Company on Monday over unpaid wages.",
     {(p, "sued", "Ember Stage Company") for p in ("Mara Quill", "Leo Marsh", "Ada Vey")}),
    ("The news broke on Tuesday. Singer Kate Lowe, joined by her sister, Jo Lowe, filed suit against the talent agency "
     "Glint Artists on Friday.", {("Kate Lowe", "sued", "Glint Artists"), ("Jo Lowe", "sued", "Glint Artists")}),
    ("The news broke on Tuesday. Pip Dorn, joined by two former bandmates, Ned Cole and Tom Reed, sued Salt Meadow "
     "Records for unpaid royalties.", {(p, "sued", "Salt Meadow Records") for p in ("Pip Dorn", "Ned Cole", "Tom Reed")}),
])
def test_plaintiffs_joined_by_others(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a plaintiff first described, then named as the one who alleges "in court papers"
    ("The news broke on Tuesday. Singer Mara Quill has been sued by a former personal trainer. In court papers, Jo "
     "Pike claims Quill refused to pay for a year of sessions.", {("Jo Pike", "sued", "Mara Quill")}),
    ("The news broke on Tuesday. Actor Tom Hale has been sued by a former cleaner. In court papers, Kate Lowe alleges "
     "that Hale never paid her for six months of work.", {("Kate Lowe", "sued", "Tom Hale")}),
    # ... or as "the woman", "the man" who was first "a fan", "a former dancer"
    ("The news broke on Tuesday. Actor Leo Marsh is being sued by a fan. The 19-year-old woman, Nell Cole, says she "
     "was pushed by his security guard.", {("Nell Cole", "sued", "Leo Marsh")}),
    ("The news broke on Tuesday. Rapper Sam Reed is being sued by a concertgoer. The man, Ned Cole, says he was hit by "
     "a bottle thrown from the stage.", {("Ned Cole", "sued", "Sam Reed")}),
    ("The news broke on Tuesday. Singer Ada Vey is being sued by a former dancer. The woman, Kate Lowe, claims Vey "
     "kept her wages.", {("Kate Lowe", "sued", "Ada Vey")}),
    # the defendant's side speaking is no plaintiff
    ("The news broke on Tuesday. Singer Ada Vey is being sued by a former dancer. Her manager, Tom Hale, says the "
     "claims are false.", set()),
])
def test_a_described_plaintiff_named_next(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # the suit's own clause says it was filed, whatever a court does to it
    ("The ruling came on Tuesday. A judge has refused to dismiss the case that celebrity stylist Ada Vey brought "
     "against singer Tom Hale over unpaid fees.", {("Ada Vey", "sued", "Tom Hale")}),
    # a job the tagger read as a verb between "taken" and the one taken to court
    ("The dispute dates back to 2020. Redgate Films has taken screenwriter Ned Cole to court over a script it says he "
     "sold twice.", {("Redgate Films", "sued", "Ned Cole")}),
    # a title before the name set off after a described defendant
    ("The news broke on Tuesday. Pop star Ada Vey has launched legal action against her former boyfriend, DJ Tom Hale, "
     "over the sale of private photographs.", {("Ada Vey", "sued", "Tom Hale")}),
    # both of two people an allegation names, and both sources of the damages sought
    ("The news broke on Tuesday. The former drummer of a rock band has sued his ex-bandmates. In the filing, Pip Dorn "
     "alleges that singer Tom Reed and guitarist Sam Cole froze him out of the band's finances.",
     {("Pip Dorn", "sued", "Tom Reed"), ("Pip Dorn", "sued", "Sam Cole")}),
    ("The filing was made on Friday. Former child actor Leo Hale seeks damages from the producers of the show, Copper "
     "Road Productions, and from his former guardian, Nell Cole, who he says spent his earnings.",
     {("Leo Hale", "sued", "Copper Road Productions"), ("Leo Hale", "sued", "Nell Cole")}),
])
def test_parties_the_parser_splits_from_their_suit(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a new suit says who did the wrong; the one named next as filing it sued them
    ("The news broke on Tuesday. A new lawsuit claims reality star Ada Vey owes her former landlord, Tom Hale, $40,000 "
     "in unpaid rent. Hale filed the suit last week.", {("Tom Hale", "sued", "Ada Vey")}),
    ("The news broke on Tuesday. A new lawsuit alleges singer Mara Quill kept a stylist's fees for a year. Jo Pike "
     "filed the suit on Monday.", {("Jo Pike", "sued", "Mara Quill")}),
    ("The news broke on Tuesday. A new lawsuit claims actor Leo Marsh wrecked a rented villa. Kate Lowe brought the "
     "suit in March.", {("Kate Lowe", "sued", "Leo Marsh")}),
])
def test_a_new_suit_says_who_did_it_and_its_filer_is_named_next(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # answering with a suit "at" someone
    ("The news broke on Tuesday. Reality star Ned Cole has fired back at his former co-star Pip Dorn with a lawsuit of "
     "his own. Dorn sued Cole last month for assault.", {("Ned Cole", "sued", "Pip Dorn"), ("Pip Dorn", "sued", "Ned Cole")}),
    ("The news broke on Tuesday. Singer Ada Vey hit back at her old label, Iron Bay Records, with a lawsuit on Friday.",
     {("Ada Vey", "sued", "Iron Bay Records")}),
    # one more defendant "alongside" the one named as a defendant
    ("The news broke on Tuesday. In an amended complaint, singer Leo Marsh named his ex-manager, Sam Reed, as a "
     "defendant alongside Salt Meadow Records.", {("Leo Marsh", "sued", "Sam Reed"), ("Leo Marsh", "sued", "Salt Meadow Records")}),
    # one of several plaintiffs
    ("The news broke on Tuesday. The actress Nell Cole is one of several claimants suing Ember Press over phone hacking.",
     {("Nell Cole", "sued", "Ember Press")}),
    ("The news broke on Tuesday. Kate Lowe is one of three former dancers suing Iron Bay Promotions over unpaid wages.",
     {("Kate Lowe", "sued", "Iron Bay Promotions")}),
    ("The news broke on Tuesday. The singer Jo Pike is one of the artists suing Salt Meadow Records for royalties.",
     {("Jo Pike", "sued", "Salt Meadow Records")}),
])
def test_more_parties_of_a_suit(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # a suit no one was said to file: the one a described speaker says was wronged is its plaintiff
    ("The news broke on Tuesday. Reality star Kate Lowe is facing a lawsuit over a dog bite. Her neighbor, Tom Reed, "
     "claims Lowe's dog attacked him outside her home in June.", {("Tom Reed", "sued", "Kate Lowe")}),
    ("The news broke on Tuesday. Singer Ada Vey is facing a lawsuit over a concert. A fan, Sam Cole, claims a guard "
     "pushed him off the stage.", {("Sam Cole", "sued", "Ada Vey")}),
    # ... not one speaking of a wrong done to someone else
    ("The news broke on Tuesday. Reality star Kate Lowe is facing a lawsuit over a dog bite. Her husband, Tom Reed, "
     "says she was harassed by the neighbours for months.", set()),
    ("The news broke on Tuesday. Actor Sam Hale is facing a lawsuit over a car crash. His co-star, Ned Cole, says the "
     "crash was an accident.", set()),
    # a described plaintiff named as the one alleging "per the docs"
    ("The news broke on Tuesday. Ada Vey's ex-husband is suing her for defamation. Per the docs, Tom Vey claims the "
     "singer lied about him on a podcast.", {("Tom Vey", "sued", "Ada Vey")}),
    ("The news broke on Tuesday. Leo Marsh's former driver is suing him for back pay. Per the docs, Ned Cole claims "
     "the actor never paid him for overtime.", {("Ned Cole", "sued", "Leo Marsh")}),
])
def test_a_plaintiff_named_by_what_was_done_to_them(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.model
@pytest.mark.parametrize("text,expected", [
    # "took legal action against" a described defendant, named in what the plaintiff alleges next
    ("The news broke on Tuesday. Ada Vey took legal action against her former manager on Monday. Vey alleges Tom Hale "
     "kept her fees.", {("Ada Vey", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. Ada Vey has taken legal action against her old label. She claims Iron Bay Records "
     "withheld royalties.", {("Ada Vey", "sued", "Iron Bay Records")}),
    # a described group of defendants, named together next
    ("The news broke on Tuesday. Ada Vey has sued her former bandmates. The lawsuit claims Tom Hale and Leo Marsh cut "
     "her out of royalties.", {("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "sued", "Leo Marsh")}),
    # whom the one who just filed accuses
    ("The news broke on Tuesday. Ada Vey filed suit Monday in Los Angeles. The singer accuses her former manager, Tom "
     "Hale, of fraud.", {("Ada Vey", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. Leo Marsh filed a lawsuit on Friday. He accuses his former business partner, Sam Reed, "
     "of hiding profits.", {("Leo Marsh", "sued", "Sam Reed")}),
    # ... not whom a lawyer or anyone else accuses
    ("The news broke on Tuesday. Ada Vey sued Iron Bay Records on Monday. Her lawyer, Jo Pike, accuses Tom Hale of "
     "lying.", {("Ada Vey", "sued", "Iron Bay Records")}),
    ("The news broke on Tuesday. Leo Marsh filed a lawsuit on Friday. Critics accuse Sam Reed of hypocrisy.", set()),
])
def test_a_defendant_named_in_the_sentence_after_the_filing(nlp, text, expected):
    assert suits(nlp, text) == expected
