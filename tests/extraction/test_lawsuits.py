"""Lawsuits: who sued whom, in the voices and frames news uses. Invented sentences, exact sets.

Model tests (the pinned en_core_web_sm 3.8.0).
"""

import pytest

from kgbuild.extraction.component import extract_doc, prepare
from kgbuild.extraction.rules import default_rules
from kgbuild.records import Article

pytestmark = pytest.mark.model


def suits(nlp, text):
    doc = prepare(nlp)(text)
    return {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())
            if t.relation == "sued"}


SUED = [
    # a light verb and its lawsuit noun, with a list of defendants (a company and a person)
    ("Nora Pell has launched legal proceedings against Quill Pictures and its founder Sam Orr.",
     {("Nora Pell", "sued", "Quill Pictures"), ("Nora Pell", "sued", "Sam Orr")}),
    ("Kay Dunne filed suit against Vantage Network and two of its executives, Ross Tate and Ana Velm.",
     {("Kay Dunne", "sued", "Vantage Network"), ("Kay Dunne", "sued", "Ross Tate"), ("Kay Dunne", "sued", "Ana Velm")}),
    # a passive inside a relative clause
    ("Dev Ostrander, who is being sued by Marla Quent, denied the claims.", {("Marla Quent", "sued", "Dev Ostrander")}),
    # coordinated plaintiffs; a described defendant in apposition
    ("Marla Quent and her sister Jodie Quent are suing their father, Lyle Quent.",
     {("Marla Quent", "sued", "Lyle Quent"), ("Jodie Quent", "sued", "Lyle Quent")}),
    # a list of defendants after the verb
    ("Gina Sorrel is suing Bluecrest Records, Dev Ostrander and Lyle Penn over unpaid royalties.",
     {("Gina Sorrel", "sued", "Bluecrest Records"), ("Gina Sorrel", "sued", "Dev Ostrander"),
      ("Gina Sorrel", "sued", "Lyle Penn")}),
]


SUED += [
    # a group's named members after "among them" / "including", with descriptions between them
    ("Marla Quent sued several record executives, among them Dev Ostrander of Bluecrest Records, "
     "Lyle Penn, the label's lawyer, and former chairman Kay Dunne.",
     {("Marla Quent", "sued", "Dev Ostrander"), ("Marla Quent", "sued", "Lyle Penn"), ("Marla Quent", "sued", "Kay Dunne")}),
    ("Gina Sorrel is suing four companies, including Bluecrest Records and Tidewater Music.",
     {("Gina Sorrel", "sued", "Bluecrest Records"), ("Gina Sorrel", "sued", "Tidewater Music")}),
    # an abbreviated rank inside the list does not end the sentence
    ("Ada Kreel sued two county officers, among them Maj. Tom Bale and Sgt. Rita Lowe.",
     {("Ada Kreel", "sued", "Tom Bale"), ("Ada Kreel", "sued", "Rita Lowe")}),
    # plaintiffs named as a group later: everyone named together, not the last two
    ("Jill Avery, Jessa Avery and Joy Avery sued the city in 2017. The sisters also sued Tom Bale, a former police chief.",
     {("Jill Avery", "sued", "Tom Bale"), ("Jessa Avery", "sued", "Tom Bale"), ("Joy Avery", "sued", "Tom Bale")}),
    ("Ana Velm and Ivy Ross filed a joint lawsuit against Harlow Media. They are also suing its owner, Tom Bale.",
     {("Ana Velm", "sued", "Harlow Media"), ("Ivy Ross", "sued", "Harlow Media"),
      ("Ana Velm", "sued", "Tom Bale"), ("Ivy Ross", "sued", "Tom Bale")}),
]

SUED += [
    # the suit the story is telling names more defendants
    ("Kay Dunne has sued Vantage Network. The suit also names the network's president, Ross Tate.",
     {("Kay Dunne", "sued", "Vantage Network"), ("Kay Dunne", "sued", "Ross Tate")}),
    ("Marla Quent filed a complaint against Bluecrest Records on Monday. "
     "The complaint accuses the label's founder, Dev Ostrander, of fraud.",
     {("Marla Quent", "sued", "Bluecrest Records"), ("Marla Quent", "sued", "Dev Ostrander")}),
    # accusing someone in a suit
    ("In the lawsuit, Gina Sorrel accuses Pete Malloy of breaking their contract.", {("Gina Sorrel", "sued", "Pete Malloy")}),
    # a defendant's role, the plaintiff from the suit's filer
    ("Nettle Films has been named as a defendant in a lawsuit filed by Kip Lorne.", {("Kip Lorne", "sued", "Nettle Films")}),
    # a case name in a sentence about a court
    ("Tobin Reyes v. Ana Velm is due in court next week.", {("Tobin Reyes", "sued", "Ana Velm")}),
    # what a defendant does to a suit; a plaintiff's own suit
    ("Kay Dunne settled a lawsuit brought by her former assistant, Rita Lowe.", {("Rita Lowe", "sued", "Kay Dunne")}),
    ("Kay Dunne is facing a lawsuit from her former manager Tom Bale.", {("Tom Bale", "sued", "Kay Dunne")}),
    ("Tom Bale has dropped his defamation suit against Kay Dunne.", {("Tom Bale", "sued", "Kay Dunne")}),
    # a headline's present tense
    ("Rapper Jax Moreno sues label boss Dev Ostrander for $20 million", {("Jax Moreno", "sued", "Dev Ostrander")}),
]

SUED += [
    # the suit noun names both sides: a possessor, a relative clause, an agent, "by" after "hit with"
    ("Rita Lowe's lawsuit against Harlow Media was thrown out in May.", {("Rita Lowe", "sued", "Harlow Media")}),
    ("The suit Kip Lorne filed against Ana Velm seeks $2 million.", {("Kip Lorne", "sued", "Ana Velm")}),
    ("A complaint filed by Tobin Reyes accuses Dev Ostrander of fraud.", {("Tobin Reyes", "sued", "Dev Ostrander")}),
    ("Ivy Ross has been hit with a lawsuit by her former driver, Sam Orr.", {("Sam Orr", "sued", "Ivy Ross")}),
    ("Quill Pictures was named as a defendant in a suit Nora Pell brought last year.", {("Nora Pell", "sued", "Quill Pictures")}),
    # the doer of a gerund after a preposition; the object of a relative clause
    ("Tom Bale hit back by suing Kay Dunne for defamation.", {("Tom Bale", "sued", "Kay Dunne")}),
    ("Ana Velm, whom Jax Moreno is suing over a song, declined to comment.", {("Jax Moreno", "sued", "Ana Velm")}),
    # taking someone to court; lawyers filing for their client
    ("Gina Sorrel is taking her old label, Bluecrest Records, to court.", {("Gina Sorrel", "sued", "Bluecrest Records")}),
    ("Lawyers for Pete Malloy filed a complaint against Tidewater Music on Friday.", {("Pete Malloy", "sued", "Tidewater Music")}),
    ("Kay Dunne's attorneys have filed suit against Ross Tate.", {("Kay Dunne", "sued", "Ross Tate")}),
    # a description as subject stands for the person the sentences before are about, of its gender
    ("A lawyer for Tom Bale declined to comment. The actor started the dispute by suing Kay Dunne in March.",
     {("Tom Bale", "sued", "Kay Dunne")}),
    ("Tom Bale and his ex-wife Kay Dunne split in May. The actress is now suing him for defamation.",
     {("Kay Dunne", "sued", "Tom Bale")}),
    # a list the parser lost, read in token order; an apposition or a possessive is no list
    ("Nikita Orla sued Conor Dunleavy in May. Ms Orla is now suing Mr Dunleavy, Samantha Reilly and Steven Cumber.",
     {("Nikita Orla", "sued", "Conor Dunleavy"), ("Nikita Orla", "sued", "Samantha Reilly"),
      ("Nikita Orla", "sued", "Steven Cumber")}),
    ("Rita Lowe is suing Tom Bale, Kay Dunne's husband.", {("Rita Lowe", "sued", "Tom Bale")}),
    # filing "the suit" the story told of: its defendants
    ("The company founded by Ivy Ross has filed a countersuit against Tom Bale. Nettle LLC brought the countersuit "
     "on Tuesday.", {("Nettle LLC", "sued", "Tom Bale")}),
    ("Tom Bale was sued in May. Ivy Ross filed the lawsuit in Texas.", {("Ivy Ross", "sued", "Tom Bale")}),
    # named in a suit; a participle on the filing names the defendant
    ("Quill Pictures was named in a lawsuit filed by Nora Pell.", {("Nora Pell", "sued", "Quill Pictures")}),
    ("Ross Tate has been named in a $5 million suit brought by Kay Dunne.", {("Kay Dunne", "sued", "Ross Tate")}),
    ("Ada Kreel filed a lawsuit on Monday accusing Tom Bale of fraud.", {("Ada Kreel", "sued", "Tom Bale")}),
    ("Gina Sorrel filed suit in federal court, alleging that Pete Malloy had stolen her songs.",
     {("Gina Sorrel", "sued", "Pete Malloy")}),
    # a company named by a plural proper noun ("Records", "Studios") in a list of defendants
    ("Ivo Lark filed a lawsuit against Tom Bale and Lantern Studios.", {("Ivo Lark", "sued", "Tom Bale"), ("Ivo Lark", "sued", "Lantern Studios")}),
    # seeking damages from someone in a sentence about a suit: the seeker, else the filer, sues them
    ("Owen Marsh is seeking $2 million in damages from Tara Quill in a suit filed in Los Angeles.",
     {("Owen Marsh", "sued", "Tara Quill")}),
    ("Owen Marsh released an album in May. The singer filed a lawsuit seeking damages from Nexa Films.",
     {("Owen Marsh", "sued", "Nexa Films")}),
    ("Dana Kell has filed a defamation suit demanding compensation from her former agent, Rafael Ortiz.",
     {("Dana Kell", "sued", "Rafael Ortiz")}),
    # damages sought are a claim at law, with or without a suit noun
    ("Owen Marsh is seeking damages from Tara Quill.", {("Owen Marsh", "sued", "Tara Quill")}),
    ("Dana Kell is seeking $3 million in damages from Rafael Ortiz, according to court papers.",
     {("Dana Kell", "sued", "Rafael Ortiz")}),
    ("Ivy Ross demanded damages from her former label, Harbor Records.", {("Ivy Ross", "sued", "Harbor Records")}),
    # what a plaintiff alleges in the suit names the defendant; "named as a defendant"
    ("In a suit filed Monday, Owen Marsh alleges that Tara Quill kept the money.", {("Owen Marsh", "sued", "Tara Quill")}),
    ("In the complaint, Pia Lorne claims Sunbeam Studios never paid her.", {("Pia Lorne", "sued", "Sunbeam Studios")}),
    ("Jade Whitmore named Marcus Bell as a defendant in the suit.", {("Jade Whitmore", "sued", "Marcus Bell")}),
    # a plaintiff named before the defendants are: "The complaint names B"
    ("Owen Marsh filed a lawsuit on Monday. The complaint names Tara Quill and Nexa Films as defendants.",
     {("Owen Marsh", "sued", "Tara Quill"), ("Owen Marsh", "sued", "Nexa Films")}),
    ("Rafael Ortiz sued in March. The lawsuit, filed in Los Angeles, accuses Dana Kell of negligence.",
     {("Rafael Ortiz", "sued", "Dana Kell")}),
    ("Tara Quill has filed a lawsuit. In it, she accuses Owen Marsh of fraud.", {("Tara Quill", "sued", "Owen Marsh")}),
    # "in it" is the suit only right after it was told of
    ("Ada Vey sued Max Reyn in 2019. Tom Birch wrote a memoir. In it, he accuses Lena Vos of lying.",
     {("Ada Vey", "sued", "Max Reyn")}),
    # plaintiffs a group introduces; a suit the subject answers with
    ("Nexa Records is being sued by three former employees, including Tara Quill and Pia Lorne.",
     {("Tara Quill", "sued", "Nexa Records"), ("Pia Lorne", "sued", "Nexa Records")}),
    ("Owen Marsh responded with a countersuit against Tara Quill.", {("Owen Marsh", "sued", "Tara Quill")}),
    # "against" hung on the court
    ("Dana Kell filed suit Tuesday in a Texas court against Harbor Lane Records.", {("Dana Kell", "sued", "Harbor Lane Records")}),
    ("Dana Kell hit back with a $3 million lawsuit against Sunbeam Studios.", {("Dana Kell", "sued", "Sunbeam Studios")}),
]


@pytest.mark.parametrize("text,expected", SUED)
def test_a_lawsuit_links_its_plaintiffs_to_its_defendants(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text", [
    "Marla Quent denied that she had sued Dev Ostrander.",
    "Tobin Reyes is rumoured to be suing Ana Velm.",
    "The proceedings against Kay Dunne were adjourned.",
    "Ada Kreel beat Rita Lowe in the final. Kreel vs Lowe was the match of the year.",
    "The complaint names no one. Tom Bale said he was relieved.",
    # a group that names no one is no defendant
    "Nora Pell has sued two people who worked for her.",
    "Rita Lowe sued various county officials in 2019.",
    "Dana Reed is suing the makers of the film Low Tide.",
    "Dana Reed sued the owners of the club.",
    # a suit with one side only; a court visit that is no suit
    "Rita Lowe's lawsuit was dismissed on Tuesday.",
    "Tom Bale took his daughter to the court to watch the hearing.",
    "Tom Bale did not file a lawsuit against Kay Dunne.",
    "Ivy Ross filed a lawsuit on Monday.",
    "Ivy Ross filed a lawsuit claiming she was fired unfairly.",
    # money sought with no suit in the sentence; what a plaintiff says outside a suit
    "Owen Marsh is seeking donations from Tara Quill's fans.",
    "In an interview, Pia Lorne claims Sunbeam Studios never paid her.",
    # a second reader's cases: agreeing with a suit, wanting an apology, another person's memoir, a victim
    "Ada Vey agreed with the lawsuit against Tom Birch.",
    "Ada Vey wants an apology from Tom Birch, not a lawsuit.",
    "Ada Vey is seeking an apology from Tom Birch.",
    "Tom Bale is seeking compensation from Acme Insurance after his car was stolen.",
    "Ada Vey sought advice from Tom Birch about damages to her car.",
    # "in it" with no suit told of; a complaint made with no suit
    "Tara Quill read the book. In it, she accuses Owen Marsh of lying.",
    "Owen Marsh responded with a statement against Tara Quill.",
])
def test_a_denied_hedged_or_plaintiffless_suit_gives_no_triple(nlp, text):
    assert suits(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # a name set off by commas after a described party the parser hung on the verb
    ("Owen Marsh is being sued by his former bodyguard, Ivo Brandt, for unpaid wages.",
     {("Ivo Brandt", "sued", "Owen Marsh")}),
    ("Tara Quill was sued by her old manager, Leo Hart, in May.", {("Leo Hart", "sued", "Tara Quill")}),
    # names listed straight after a plural noun among the plaintiffs
    ("Tara Quill and her sisters Ada and Pia sued Nexa Films.",
     {("Tara Quill", "sued", "Nexa Films"), ("Ada", "sued", "Nexa Films"), ("Pia", "sued", "Nexa Films")}),
    # a name opening the next clause is its subject, not an apposition
    ("After suing his bodyguard, Ivo Brandt left town.", set()),
])
def test_names_beside_a_described_party_are_the_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "it" after a sentence about a suit is that suit
    ("A lawsuit was filed by Owen Marsh on Monday. It names Tara Quill and Nexa Films as defendants.",
     {("Owen Marsh", "sued", "Tara Quill"), ("Owen Marsh", "sued", "Nexa Films")}),
    # what a filed suit alleges of a named subject makes that subject a defendant
    ("Owen Marsh's lawsuit claims Tara Quill defamed him.", {("Owen Marsh", "sued", "Tara Quill")}),
    ("The lawsuit, which Owen Marsh filed in May, claims Nexa Films owes him money.", {("Owen Marsh", "sued", "Nexa Films")}),
    # ... but not what a suit only speaks of
    ("Owen Marsh sued Tara Quill in May. The lawsuit also claims that Nexa Films knew.", {("Owen Marsh", "sued", "Tara Quill")}),
    # a plaintiff naming more people right after the suit is told
    ("Owen Marsh filed a lawsuit against Nexa Films in May. He also named Tara Quill, its founder.",
     {("Owen Marsh", "sued", "Nexa Films"), ("Owen Marsh", "sued", "Tara Quill")}),
    ("Dana Kell sued Harbor Records on Friday. She named Rafael Ortiz and Tom Bale as well.",
     {("Dana Kell", "sued", "Harbor Records"), ("Dana Kell", "sued", "Rafael Ortiz"), ("Dana Kell", "sued", "Tom Bale")}),
    # ... but not someone else naming, or a name given
    ("Owen Marsh sued Nexa Films in May. The studio named Tara Quill its new chief.", {("Owen Marsh", "sued", "Nexa Films")}),
    ("Dana Kell sued Harbor Records in May. She named her daughter Rose.", {("Dana Kell", "sued", "Harbor Records")}),
    ("Dana Kell sued Harbor Records in May. She also named Ruth Kemp as her spokesperson.", {("Dana Kell", "sued", "Harbor Records")}),
    ("Dana Kell sued Harbor Records in May. In her memoir, she named Ruth Kemp as her idol.", {("Dana Kell", "sued", "Harbor Records")}),
    ("Dana Kell sued Harbor Records in May. She also accused Ruth Kemp of lying in an interview.", {("Dana Kell", "sued", "Harbor Records")}),
    # a countersuit without an object goes against the last suit's plaintiffs
    ("Owen Marsh sued Tara Quill in May. Quill countersued in June.",
     {("Owen Marsh", "sued", "Tara Quill"), ("Tara Quill", "sued", "Owen Marsh")}),
    ("Nexa Films sued Pia Lorne last year. Lorne filed a countersuit on Friday.",
     {("Nexa Films", "sued", "Pia Lorne"), ("Pia Lorne", "sued", "Nexa Films")}),
])
def test_a_suit_told_on_across_sentences(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a list the parser hung on its first name as an apposition goes on past it
    ("Owen Marsh, Ada Vey and Leo Hart, all former dancers, have sued Tara Quill.",
     {("Owen Marsh", "sued", "Tara Quill"), ("Ada Vey", "sued", "Tara Quill"), ("Leo Hart", "sued", "Tara Quill")}),
    ("Owen Marsh is suing Tara Quill, her brother Leo Quill and their company, Quill Media.",
     {("Owen Marsh", "sued", "Tara Quill"), ("Owen Marsh", "sued", "Leo Quill"), ("Owen Marsh", "sued", "Quill Media")}),
    # titles of one person in apposition are no list
    ("Owen Marsh sued Tara Quill, chair of the board and chief executive of Nexa Films.",
     {("Owen Marsh", "sued", "Tara Quill")}),
])
def test_a_list_hung_as_an_apposition_is_a_list(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # one side listed by a party noun, against the other side the story told
    ("Three women have sued Tara Quill. The plaintiffs, Ada Vey, Pia Lorne and Mia Hart, worked for her.",
     {("Ada Vey", "sued", "Tara Quill"), ("Pia Lorne", "sued", "Tara Quill"), ("Mia Hart", "sued", "Tara Quill")}),
    ("Owen Marsh sued Nexa Films in May. The defendants also include its owner, Tara Quill.",
     {("Owen Marsh", "sued", "Nexa Films"), ("Owen Marsh", "sued", "Tara Quill")}),
    # ... or before it, for a later "The suit was filed by A"
    ("The defendants include Tara Quill and her label. The suit was filed by Owen Marsh.", {("Owen Marsh", "sued", "Tara Quill")}),
    # an inverted passive after a suit
    ("Owen Marsh filed a lawsuit on Monday. Also named in the suit are Tara Quill and Pia Lorne.",
     {("Owen Marsh", "sued", "Tara Quill"), ("Owen Marsh", "sued", "Pia Lorne")}),
    # a party noun with no suit told is nobody's side
    ("The plaintiffs are Ada Vey and Pia Lorne.", set()),
])
def test_parties_listed_by_a_party_noun(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "lawsuit names", read by the small model as one noun phrase
    ("Owen Marsh's lawsuit names Tara Quill as a defendant.", {("Owen Marsh", "sued", "Tara Quill")}),
    ("Owen Marsh filed suit in May. The lawsuit names Tara Quill and Pia Lorne.",
     {("Owen Marsh", "sued", "Tara Quill"), ("Owen Marsh", "sued", "Pia Lorne")}),
    # ... also after a participle that names the filer, or the story's plaintiffs
    ("The suit, brought by Owen Marsh, names Tara Quill as a defendant.", {("Owen Marsh", "sued", "Tara Quill")}),
    ("The complaint filed by Dana Kell names Rafael Ortiz and Nexa Films.",
     {("Dana Kell", "sued", "Rafael Ortiz"), ("Dana Kell", "sued", "Nexa Films")}),
    ("Owen Marsh sued in May. The suit names Tara Quill, Ruth Kemp and Nexa Films as defendants.",
     {("Owen Marsh", "sued", "Tara Quill"), ("Owen Marsh", "sued", "Ruth Kemp"), ("Owen Marsh", "sued", "Nexa Films")}),
    ("The lawsuit names were changed.", set()),
    ("The suit that Owen Marsh dropped names nobody.", set()),
    # the name after "names" whatever the parser made of it, after the story's suit or a filer's participle
    ("Owen Marsh is suing Nexa Films. The complaint also names Tara Quill.",
     {("Owen Marsh", "sued", "Nexa Films"), ("Owen Marsh", "sued", "Tara Quill")}),
    ("Owen Marsh is suing Nexa Films. The suit names Tara Quill and Ruth Kemp.",
     {("Owen Marsh", "sued", "Nexa Films"), ("Owen Marsh", "sued", "Tara Quill"), ("Owen Marsh", "sued", "Ruth Kemp")}),
    ("The suit, brought by Owen Marsh, also names Tara Quill.", {("Owen Marsh", "sued", "Tara Quill")}),
    ("Owen Marsh is suing Nexa Films. The suit names Tara Quill as a witness.", {("Owen Marsh", "sued", "Nexa Films")}),
    # ... whoever is sued is no filer, and a witness is no defendant
    ("The suit, brought by Owen Marsh against Nexa Films, names Tara Quill as a key witness.", {("Owen Marsh", "sued", "Nexa Films")}),
])
def test_a_suit_naming_its_defendants_read_as_a_noun_phrase(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a description stands for the person the sentences before are about, even when a clause
    # after it, reporting or explaining the suit, names that person again
    ("A lawyer for Tom Bale declined to comment. The actor started the case by suing Nora Pell, "
     "claiming that she broke Bale's trust.", {("Tom Bale", "sued", "Nora Pell")}),
    ("A spokesperson for Nora Pell said nothing. The singer is suing Quill Pictures, alleging that "
     "the studio cut Pell's songs.", {("Nora Pell", "sued", "Quill Pictures")}),
    ("Tom Bale praised Nora Pell. The actor sued Sam Orr, claiming that Bale had lost money.",
     {("Tom Bale", "sued", "Sam Orr")}),
    # ... but not a person the description's own clause names
    ("Tom Bale declined to comment. The actor sued Tom Bale's brother, Sam Orr.", set()),
])
def test_a_described_plaintiff_named_again_in_a_reported_clause(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # everyone of a list the parser hung on its first name, when a group noun takes it up
    ("Ana Velm Ross, Ivy Ross Tate, Jodie Ross Lane, and Mia Ross Kerr sued the city. The sisters also sued "
     "two officers, among them Sgt. Tom Bale and Lt. Sam Orr.",
     {(p, "sued", d) for p in ("Ana Velm Ross", "Ivy Ross Tate", "Jodie Ross Lane", "Mia Ross Kerr")
      for d in ("Tom Bale", "Sam Orr")}),
    # a number or "trio" as the group
    ("Nora Pell, Ivy Ross and Mia Kerr sued the city. The trio also sued Tom Bale.",
     {("Nora Pell", "sued", "Tom Bale"), ("Ivy Ross", "sued", "Tom Bale"), ("Mia Kerr", "sued", "Tom Bale")}),
    ("Nora Pell, Ivy Ross and Mia Kerr sued the city. The three are also suing Tom Bale and Sam Orr.",
     {(p, "sued", d) for p in ("Nora Pell", "Ivy Ross", "Mia Kerr") for d in ("Tom Bale", "Sam Orr")}),
])
def test_a_group_noun_takes_up_everyone_listed(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the object of a verb of urging files the suit, however the parser hung the infinitive
    ("Sam Orr urged his sister, Nora Pell, to file a suit against Tom Bale.", {("Nora Pell", "sued", "Tom Bale")}),
    ("According to the filing, Sam Orr encouraged his cousin, Nora Pell, to bring a lawsuit against Tom Bale.",
     {("Nora Pell", "sued", "Tom Bale")}),
    ("Reports say that when the film flopped, Sam Orr pushed his cousin, Nora Pell, to file a suit against Tom Bale.",
     {("Nora Pell", "sued", "Tom Bale")}),
    ("Quill Pictures persuaded Ana Velm to sue Tom Bale.", {("Ana Velm", "sued", "Tom Bale")}),
])
def test_the_one_urged_to_sue_is_the_plaintiff(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text", [
    "Sam Orr threatened to sue Tom Bale.",
    "Sam Orr vowed to sue Tom Bale over the photos.",
    "Sam Orr plans to sue Tom Bale and Quill Pictures.",
    "Sam Orr is considering suing Tom Bale.",
    "Sam Orr promised Nora Pell to sue Tom Bale.",
    "Sam Orr wants to sue Tom Bale.",
    "Sam Orr is expected to file suit against Tom Bale.",
    "Sam Orr declined to sue Tom Bale.",
])
def test_a_suit_only_intended_is_no_suit(nlp, text):
    assert suits(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # common men's names are men's: "she" and "him" find the right party
    ("Michael Dunne was sued by Ivy Ross. She also sued Bluecrest Records.",
     {("Ivy Ross", "sued", "Michael Dunne"), ("Ivy Ross", "sued", "Bluecrest Records")}),
    ("Ivy Ross says James Tate stole her ideas. Ross sued him in May.", {("Ivy Ross", "sued", "James Tate")}),
    ("Robert Vane was sued by Nora Pell in 2019. She is also suing his wife, Ada Vane.",
     {("Nora Pell", "sued", "Robert Vane"), ("Nora Pell", "sued", "Ada Vane")}),
])
def test_pronouns_of_parties_with_common_given_names(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a lawyer files for the client: "on behalf of", "on her behalf", a lawyer in apposition
    ("Attorney Sam Orr sued Quill Pictures on behalf of Nora Pell.", {("Nora Pell", "sued", "Quill Pictures")}),
    ("The lawsuit was filed on behalf of Nora Pell against Quill Pictures.", {("Nora Pell", "sued", "Quill Pictures")}),
    ("Tom Orr, Nora Pell's attorney, filed suit against Quill Pictures on her behalf.",
     {("Nora Pell", "sued", "Quill Pictures")}),
    ("Tom Orr, a lawyer for Nora Pell, filed a complaint against Quill Pictures.", {("Nora Pell", "sued", "Quill Pictures")}),
    # "the label", "the network": the company the story named last
    ("Tom Bale signed with Bluecrest Records in 2010. The label is now suing the singer.",
     {("Bluecrest Records", "sued", "Tom Bale")}),
    ("Tom Bale left Bluecrest Records in 2019. He sued the label last week.", {("Tom Bale", "sued", "Bluecrest Records")}),
    # ... never a court, and never a company nobody named
    ("Tom Bale appeared in Los Angeles Superior Court on Monday. The company sued him.", set()),
    ("Tom Bale praised the network. Ivy Ross sued him.", {("Ivy Ross", "sued", "Tom Bale")}),
])
def test_who_a_lawyer_files_for_and_a_company_named_by_its_kind(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what a suit alleges, however the parser hung the clause
    ("Ivy Ross alleges in a new lawsuit that Tom Bale stole her songs.", {("Ivy Ross", "sued", "Tom Bale")}),
    ("In a lawsuit, Ivy Ross alleges that her ex-husband, Tom Bale, hid assets.", {("Ivy Ross", "sued", "Tom Bale")}),
    ("According to Ivy Ross's lawsuit, Tom Bale harassed her for years.", {("Ivy Ross", "sued", "Tom Bale")}),
    ("According to a complaint brought by Ivy Ross, Quill Pictures kept her wages.", {("Ivy Ross", "sued", "Quill Pictures")}),
    ("Ivy Ross sued Quill Pictures in May. According to the suit, Tom Bale kept her wages.",
     {("Ivy Ross", "sued", "Quill Pictures"), ("Ivy Ross", "sued", "Tom Bale")}),
    # (what a suit says of someone no party: "that she was harassed")
    ("According to Ivy Ross's lawsuit, she was harassed for years.", set()),
])
def test_what_a_suit_alleges_names_its_defendant(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the suit told before its plaintiff
    ("A new lawsuit names Tom Bale and Quill Pictures as defendants. It was filed by Ivy Ross on Monday.",
     {("Ivy Ross", "sued", "Tom Bale"), ("Ivy Ross", "sued", "Quill Pictures")}),
    # plaintiffs who join: a suit already told, a co-plaintiff, each other
    ("Tom Bale was sued by Ivy Ross in May. Two more dancers, Ana Velm and Mia Kerr, have joined the lawsuit.",
     {("Ivy Ross", "sued", "Tom Bale"), ("Ana Velm", "sued", "Tom Bale"), ("Mia Kerr", "sued", "Tom Bale")}),
    ("Ivy Ross joined a lawsuit against Quill Pictures in May.", {("Ivy Ross", "sued", "Quill Pictures")}),
    ("Ivy Ross sued Quill Pictures alongside her husband, Sam Orr.",
     {("Ivy Ross", "sued", "Quill Pictures"), ("Sam Orr", "sued", "Quill Pictures")}),
    ("Ivy Ross joined Ana Velm in suing Quill Pictures.",
     {("Ivy Ross", "sued", "Quill Pictures"), ("Ana Velm", "sued", "Quill Pictures")}),
    ("Ivy Ross and Tom Bale are suing each other.", {("Ivy Ross", "sued", "Tom Bale"), ("Tom Bale", "sued", "Ivy Ross")}),
    # a participle opening the sentence; a company as "it"
    ("Sued by Quill Pictures in 2019, Tom Bale has now settled.", {("Quill Pictures", "sued", "Tom Bale")}),
    ("Bluecrest Records signed Tom Bale in 2010. It sued him in 2015.", {("Bluecrest Records", "sued", "Tom Bale")}),
    # (joining a team or a case as a witness is no suit)
    ("Tom Bale was sued by Ivy Ross in May. Ana Velm joined the case as a witness.", {("Ivy Ross", "sued", "Tom Bale")}),
])
def test_parties_told_in_other_orders_and_joining_a_suit(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a suit dismissed, or one a defendant declines to discuss, was still filed
    ("A judge dismissed Ivy Ross's lawsuit against Tom Bale.", {("Ivy Ross", "sued", "Tom Bale")}),
    ("Tom Bale declined to comment on the lawsuit Ivy Ross filed against him.", {("Ivy Ross", "sued", "Tom Bale")}),
])
def test_a_refusal_reaches_only_what_it_governs(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an estate is a party of its own, named as the article writes it, whoever NER took its owner for
    ("The estate of Leo Marsh has sued Harbor Records over unpaid royalties.",
     {("estate of Leo Marsh", "sued", "Harbor Records")}),
    ("Leo Marsh's estate is suing Harbor Records.", {("Leo Marsh's estate", "sued", "Harbor Records")}),
    ("Harbor Records was sued by the estate of Leo Marsh.", {("estate of Leo Marsh", "sued", "Harbor Records")}),
    ("Leo Marsh died in 2016. His estate has sued Harbor Records.", {("Leo Marsh's estate", "sued", "Harbor Records")}),
    ("Dana Reed has filed a lawsuit against the estate of her late husband, Leo Marsh.",
     {("Dana Reed", "sued", "estate of Leo Marsh")}),
    ("Leo Marsh's estate and his daughter, Mia Marsh, filed a lawsuit against Harbor Records.",
     {("Leo Marsh's estate", "sued", "Harbor Records"), ("Mia Marsh", "sued", "Harbor Records")}),
])
def test_an_estate_is_a_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a plaintiff described first and named a sentence later, as the one alleging
    ("A former personal chef is suing Kai Brown. Mia Cole, who worked for the actor for three years, "
     "alleges she was fired after complaining about unpaid wages.", {("Mia Cole", "sued", "Kai Brown")}),
    ("Kai Brown has been sued by a former employee. Mia Cole claims she was not paid for overtime.",
     {("Mia Cole", "sued", "Kai Brown")}),
    # (a lawyer or spokesman speaks for a side; someone merely reacting; the defendant; a plaintiff already named)
    ("A woman has sued Kai Brown. Brown's lawyer, Paul Dane, says the claims are false.", set()),
    ("A woman has sued Kai Brown. Paul Dane, a spokesman for Brown, claimed the suit was a stunt.", set()),
    ("A former personal chef is suing Kai Brown. Dana Reed, his co-star, said she was shocked.", set()),
    ("A former chef is suing Kai Brown. Brown, 52, claims he never met her.", set()),
    ("Kai Brown sued a former chef. Mia Cole claims she is innocent.", set()),
])
def test_a_plaintiff_named_after_a_description(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # named by the description's noun, set beside the name or before it as a title, in what they say
    ("Director Leo Marsh has been sued by a former driver. The driver, Tom Hale, says Marsh owes him three "
     "months of wages.", {("Tom Hale", "sued", "Leo Marsh")}),
    ("Glass Harbor Pictures has been sued by a stunt driver who was hurt making a film. Driver Tom Hale says the "
     "studio ignored his warnings about the car.", {("Tom Hale", "sued", "Glass Harbor Pictures")}),
    ("Three actors from a fantasy film have sued Glass Harbor Pictures over bonuses. The actors, Tom Hale, Ada Vey "
     "and Pip Dorn, say the studio hid the film's real profits.",
     {("Tom Hale", "sued", "Glass Harbor Pictures"), ("Ada Vey", "sued", "Glass Harbor Pictures"),
      ("Pip Dorn", "sued", "Glass Harbor Pictures")}),
    # described by whom they are to someone named, or working for the one sued; named with an age
    ("The ex-boyfriend of pop star Mara Quill is suing her for half the money from her first album. Tom Hale, 27, "
     "claims he co-wrote six songs on the record.", {("Tom Hale", "sued", "Mara Quill")}),
    ("A former housekeeper for soap actress Mara Quill has sued the star for unpaid wages. Ada Vey says she worked "
     "six days a week at Quill's home.", {("Ada Vey", "sued", "Mara Quill")}),
    # (the noun again for someone new, or beside another voice: no plaintiff)
    ("Director Leo Marsh has been sued by a former driver. A driver, Tom Hale, says the job is hard.", set()),
    ("Director Leo Marsh has been sued by a former driver. Marsh's lawyer, Tom Hale, says the claims are false.", set()),
    ("Glass Harbor Pictures has been sued by a stunt driver. Producer Tom Hale says the studio followed every rule.",
     set()),
])
def test_a_described_plaintiff_named_by_the_same_noun_or_after_a_relation(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a lawyer who files is never the plaintiff: the client is, however the lawyer is introduced
    ("Hale's attorney Grant Holloway filed the suit against Zenith Records.", {("Hale", "sued", "Zenith Records")}),
    ("Attorney Grant Holloway, who represents Ruby Hale, filed a lawsuit against Zenith Records.",
     {("Ruby Hale", "sued", "Zenith Records")}),
    ("Ruby Hale is unhappy. Holloway, her attorney, filed the suit against Zenith Records.",
     {("Ruby Hale", "sued", "Zenith Records")}),
    ("Grant Holloway sued Zenith Records.", {("Grant Holloway", "sued", "Zenith Records")}),
    # a company NER took for a person is a company, and "the label" after it is that company
    ("Zenith Records has been in the news. Ruby Hale took the label to court.", {("Ruby Hale", "sued", "Zenith Records")}),
    ("Zenith Records has been in the news. The label had been sued by Ruby Hale in 2021.",
     {("Ruby Hale", "sued", "Zenith Records")}),
    ("Zenith Records has been in the news. Ruby Hale responded with a countersuit against the label.",
     {("Ruby Hale", "sued", "Zenith Records")}),
])
def test_lawyers_speak_for_clients_and_the_label_is_the_company_named(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the charge can hold the suit; a countersuit answers the suit told before; a listed group sues together
    ("Singer Rosa Delgado accuses Redmoor Records of cheating her out of royalties in a new lawsuit.",
     {("Rosa Delgado", "sued", "Redmoor Records")}),
    ("Singer Noor Bastian sued promoter Feliks Orlov in May. Orlov fired back with a countersuit, accusing Bastian of fraud.",
     {("Noor Bastian", "sued", "Feliks Orlov"), ("Feliks Orlov", "sued", "Noor Bastian")}),
    ("Three former dancers, Mia Torres, Jade Quinn and Ava Novak, sued singer Ruby Hale.",
     {("Mia Torres", "sued", "Ruby Hale"), ("Jade Quinn", "sued", "Ruby Hale"), ("Ava Novak", "sued", "Ruby Hale")}),
    # (a complaint lodged with the police or a guild is no lawsuit; one with a court is)
    ("Gemma Solano filed a complaint against photographer Hugo Strand with the police.", set()),
    ("Gemma Solano filed a complaint with the Screen Actors Guild against director Simon Achterberg.", set()),
    ("Gemma Solano filed a complaint against Hugo Strand with the Superior Court.", {("Gemma Solano", "sued", "Hugo Strand")}),
    # (a word before the complaint sends it elsewhere, whichever frame reads it)
    ("Gemma Solano filed a police complaint against photographer Hugo Strand.", set()),
    ("Hugo Strand was the subject of a criminal complaint Gemma Solano filed against him in March.", set()),
    ("Gemma Solano has filed an ethics complaint against Judge Hugo Strand, her spokesman said.", set()),
    ("Rosa Delgado accuses Tom Birch of lying in an interview about the lawsuit.", set()),
])
def test_charges_countersuits_listed_plaintiffs_and_complaints_elsewhere(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text", [
    # (a third voice after a described plaintiff: an ex-wife defending, an analyst, a witness, one more employee)
    "A former assistant is suing Mark Tate. Rosa Delgado, his ex-wife, claims he was never violent.",
    "A woman is suing Mark Tate. Ana Ruiz, a legal analyst, claims the case is weak.",
    "A former chef is suing Mark Tate. Ana Ruiz, who worked with the chef, alleges she saw the abuse.",
    "A former bodyguard is suing Mark Tate. Lia Cho, who also worked for him, claims she was never paid either.",
    "A former bodyguard is suing Mark Tate. Lia Cho alleges in her memoir that he was cruel.",
])
def test_a_third_voice_after_a_described_plaintiff_is_no_plaintiff(nlp, text):
    assert suits(nlp, text) == set()


@pytest.mark.parametrize("text,expected", [
    # "In the suit, A claims B ...", the suit hung on a fronted "filed ..." aside
    ("In the suit, filed Tuesday in a county court, Ivo Tam claims Zenith Records withheld royalties.",
     {("Ivo Tam", "sued", "Zenith Records")}),
    ("In the lawsuit, filed on Monday in federal court, Rhea Stone alleges that Barrow Media broke her contract.",
     {("Rhea Stone", "sued", "Barrow Media")}),
    # what a plaintiff does to a suit against B, with "a" or "the"
    ("Omar Tate settled a lawsuit against Zenith Records.", {("Omar Tate", "sued", "Zenith Records")}),
    ("Rhea Stone won a lawsuit against the Harlan Agency.", {("Rhea Stone", "sued", "Harlan Agency")}),
    ("Rhea Stone dropped the suit against Northgate Pictures.", {("Rhea Stone", "sued", "Northgate Pictures")}),
    ("Omar Tate settled the lawsuit against him last year.", set()),
    # a company's first word stands for it once it has been named in full
    ("Zenith Records sued Northgate Pictures in March. Northgate has since countersued Zenith.",
     {("Zenith Records", "sued", "Northgate Pictures"), ("Northgate Pictures", "sued", "Zenith Records")}),
    ("Rhea Stone signed with Zenith Records in 2019. Last year Zenith sued her.", {("Zenith Records", "sued", "Rhea Stone")}),
    # ... not a person's surname, nor a word two companies share
    ("Dana Harmon founded Harmon Pictures in 1999. Harmon sued Ivo Tam in 2004.", {("Dana Harmon", "sued", "Ivo Tam")}),
])
def test_asides_plaintiffs_ending_a_suit_and_short_company_names(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a condition is no suit
    ("If Zenith Records sues Rhea Stone, she will countersue.", set()),
    # a lawyer suing on behalf of others is no plaintiff, named clients are
    ("Mark Geller, who has sued Zenith Records on behalf of several artists, declined to comment.", set()),
    ("Mark Geller sued Zenith Records on behalf of Rhea Stone.", {("Rhea Stone", "sued", "Zenith Records")}),
])
def test_conditions_and_suits_on_behalf_of_others(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a defendant settling or winning is no plaintiff; a lawyer wins for the client; courts are no parties
    ("Ty Osei settled the lawsuit against him and Northgate Records.", set()),
    ("Rhea Stone and Ivo Tam settled the lawsuit against them.", set()),
    ("Mara Quill's lawyer, Dana Reel, won the lawsuit against Ty Osei.", {("Mara Quill", "sued", "Ty Osei")}),
    ("Judge Dana Reel dropped the lawsuit against Ty Osei.", set()),
    ("District attorney Dana Reel dropped the case against Ty Osei.", set()),
    # the defendant a fronted aside names
    ("In the suit, filed Tuesday against Northgate Records, Mara Quill claims label boss Ty Osei withheld royalties.",
     {("Mara Quill", "sued", "Northgate Records")}),
    # a first name that opens a company's name is the person where a kin noun introduces it
    ("Mara Quill runs Harper Productions. Her daughter, Harper, sued Zenith Records in 2019.",
     {("Harper", "sued", "Zenith Records")}),
])
def test_defendants_lawyers_and_courts_that_end_a_suit_are_no_plaintiffs(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "he sued her": with a pronoun of the other gender beside it, a known gender decides
    ("Tova Reyes hired Glen Hobart in 2015. Five years later, he sued her.", {("Glen Hobart", "sued", "Tova Reyes")}),
    ("Tova Reyes hired Glen Hobart in 2015. Five years later, she sued him.", {("Tova Reyes", "sued", "Glen Hobart")}),
])
def test_two_pronouns_of_different_gender_in_one_clause(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "moved the court against B" is suing B (Indian English); an occupation NER ran into a company is no part of a name
    ("Producer Jai Mehra's company Mehra Films has moved the Bombay High Court against Arun Kapur, alleging breach of contract.",
     {("Mehra Films", "sued", "Arun Kapur")}),
    ("Arun Kapur has moved the Delhi High Court against the YouTuber Sid Batra.", {("Arun Kapur", "sued", "Sid Batra")}),
    ("Arun Kapur approached the court against Mehra Films last week.", {("Arun Kapur", "sued", "Mehra Films")}),
    # moving house, moving a court to tears, a judge moving a case: no suit
    ("Arun Kapur moved to a house near the court last year.", set()),
    ("Arun Kapur moved the court to tears with his speech about Sid Batra.", set()),
    ("Judge Mina Rao moved the case against Arun Kapur to another court.", set()),
])
def test_moving_a_court_against_someone(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a possessor's employee sues "the star": the star is the possessor; named later "in her lawsuit"
    ("Actress Brooke Vance's former personal assistant is suing the star. Hattie Lomb says in her lawsuit "
     "that she was forced to work 90-hour weeks.", {("Hattie Lomb", "sued", "Brooke Vance")}),
    # a number of a group in the passive's agent; the named plaintiffs "claim in the complaint"
    ("Country singer Wade Bollin was named in a lawsuit filed by two of his former bandmates on Monday. "
     "Guitarist Colt Rusk and drummer Eli Marr claim in the complaint that they co-wrote the hit.",
     {("Colt Rusk", "sued", "Wade Bollin"), ("Eli Marr", "sued", "Wade Bollin")}),
    # a bare plural as the filers; the lead plaintiff named a sentence later
    ("Fans of pop star Jade Horn have filed a class action lawsuit against ticket seller Vortex Live. "
     "Lead plaintiff Tamsin Oka says she paid $400 for a seat that did not exist.",
     {("Tamsin Oka", "sued", "Vortex Live")}),
])
def test_a_plaintiff_described_in_the_suit_and_named_after_it(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a voice that speaks of the suit elsewhere, or for the other side, is no plaintiff
    ("Actress Brooke Vance's former personal assistant is suing the star. Hattie Lomb says in her memoir that she "
     "loved the job.", set()),
    ("Actress Brooke Vance's former personal assistant is suing the star. Vance's lawyer, Hal Dunn, says in court papers "
     "that the claims are false.", set()),
    # the defendant's co-star, a reporter, a lawyer acting for the plaintiff: voices, no plaintiffs
    ("Actress Brooke Vance's former personal assistant is suing the star. Vance's co-star Leah Marsh says in court papers "
     "that the assistant was rude.", set()),
    ("A former chef is suing Kai Bram. Ines Kaur, acting for the chef, alleges Bram withheld six months of wages.", set()),
    # "claimed" in another sense, not in the suit
    ("Actress Brooke Vance's former personal assistant is suing the star. Mo Reyes claimed the award last year.", set()),
    # the fans are the plaintiffs, not the star they are fans of
    ("Fans of pop star Jade Horn have filed a class action lawsuit against ticket seller Vortex Live.", set()),
    # a named plaintiff is no description: nobody is left to be named later
    ("Mina Ross is suing Vortex Live. Tamsin Oka says in her own lawsuit that she paid $400 for a seat.",
     {("Mina Ross", "sued", "Vortex Live")}),
])
def test_no_described_plaintiff_to_name(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the suit names defendants after a description of them, whatever the parser made of "names"
    ("Singer Rae Dunn has sued Brightline Artists. The suit also names agents Philip Carrow and Janine Sato.",
     {("Rae Dunn", "sued", "Brightline Artists"), ("Rae Dunn", "sued", "Philip Carrow"), ("Rae Dunn", "sued", "Janine Sato")}),
    ("Singer Rae Dunn has sued the talent agency Brightline Artists. The suit, filed Friday in Los Angeles Superior "
     "Court, names agents Philip Carrow and Janine Sato alongside the agency.",
     {("Rae Dunn", "sued", "Brightline Artists"), ("Rae Dunn", "sued", "Philip Carrow"), ("Rae Dunn", "sued", "Janine Sato")}),
])
def test_a_suit_names_described_defendants(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an estate is the party, not the dead person it was left by; a family's estate by its name
    ("The estate of the late crooner Rudy Castel has filed suit against Brightmoor Pictures.",
     {("estate of Rudy Castel", "sued", "Brightmoor Pictures")}),
    ("The Dunleavy estate has sued producer Terrence Asante over unpaid royalties.",
     {("Dunleavy estate", "sued", "Terrence Asante")}),
])
def test_an_estate_as_a_plaintiff(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a group noun sued, its members named after a comma: the members, not the group
    ("Drummer Wes Kowal is suing his former bandmates, Ashton Greer and Rory Greer.",
     {("Wes Kowal", "sued", "Ashton Greer"), ("Wes Kowal", "sued", "Rory Greer")}),
    ("Drummer Wes Kowal has filed a lawsuit against his former bandmates, brothers Ashton Greer and Rory Greer.",
     {("Wes Kowal", "sued", "Ashton Greer"), ("Wes Kowal", "sued", "Rory Greer")}),
])
def test_a_group_sued_by_its_members_names(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # people a suit names among others harmed, or to testify, are no defendants
    ("Singer Rae Dunn has sued Brightline Artists. The suit names fellow clients Kelsa Moray and Tobin Ashe among "
     "the artists who lost money.", {("Rae Dunn", "sued", "Brightline Artists")}),
    ("Singer Rae Dunn has sued Brightline Artists. The suit names experts Philip Carrow and Janine Sato to testify.",
     {("Rae Dunn", "sued", "Brightline Artists")}),
])
def test_named_in_a_suit_but_not_sued(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the one a copula says a suit is about is its defendant
    ("Tom Keel is the subject of a lawsuit filed by Mara Lind.", {("Mara Lind", "sued", "Tom Keel")}),
    ("Tom Keel is the target of a suit brought by Zenith Records.", {("Zenith Records", "sued", "Tom Keel")}),
    ("Last year Tom Keel became the focus of a complaint lodged by his former agent, Ivy Cole.",
     {("Ivy Cole", "sued", "Tom Keel")}),
    # ... not the subject of a film about a suit, nor a suit that is the subject of something
    ("Tom Keel is the subject of a documentary about the lawsuit.", set()),
    ("The lawsuit filed by Mara Lind is the subject of a new film starring Tom Keel.", set()),
])
def test_the_subject_or_target_of_a_suit_is_its_defendant(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # what comes after a semicolon is a statement of its own: a dismissed claim is still a suit filed
    ("Ivy Marr sued Corbel Films for breach of contract; a judge dismissed the claim in June.",
     {("Ivy Marr", "sued", "Corbel Films")}),
    ("Ivy Marr sued Corbel Films; the studio denied wrongdoing.", {("Ivy Marr", "sued", "Corbel Films")}),
    # a denial that governs the suit still blocks it
    ("Corbel Films denied that Ivy Marr had sued the studio.", set()),
])
def test_a_semicolon_ends_what_a_denial_reaches(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # who leads a suit brings it: against its own defendants, or those of the suit the story is telling
    ("Nia Cole is leading a class action against Velm Records.", {("Nia Cole", "sued", "Velm Records")}),
    ("Former players have sued Orbit Sports Network. The class action is led by Tom Rusk and Ada Quell.",
     {("Tom Rusk", "sued", "Orbit Sports Network"), ("Ada Quell", "sued", "Orbit Sports Network")}),
    ("Former players have sued Orbit Sports Network. The suit, spearheaded by Tom Rusk, also names Lena Voss.",
     {("Tom Rusk", "sued", "Orbit Sports Network"), ("Tom Rusk", "sued", "Lena Voss")}),
    # leading a team or a project is no suit
    ("Nia Cole led the team to a win. She is heading a new project.", set()),
])
def test_who_leads_a_suit_brings_it(nlp, text, expected):
    assert suits(nlp, text) == expected


def test_an_initialism_is_the_company_whose_initials_it_spells(nlp):
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    text = "Ada Quell has sued Orbit Sports Network. OSN said it would fight the claim. The BBC reported it."
    doc = prepare(nlp)(text)
    ents = ArticleEntities(doc, find_mentions(doc), default_rules().co_parent_verbs)
    names = {e.name: e.aliases for e in ents.entities}
    assert "OSN" in names["Orbit Sports Network"]
    assert "BBC" not in names["Orbit Sports Network"]


@pytest.mark.parametrize("text,expected", [
    # the parser loses a list whose items carry their role's words; each item is a defendant
    ("Ada Quell has sued Orbit Sports Network. The suit also names production company Red Mill Studios and "
     "executive producer Carla Penn.",
     {("Ada Quell", "sued", "Orbit Sports Network"), ("Ada Quell", "sued", "Red Mill Studios"),
      ("Ada Quell", "sued", "Carla Penn")}),
    ("Ada Quell has sued Orbit Sports Network. The suit names OSN, production company Red Mill Studios and "
     "executive producer Carla Penn as defendants.",
     {("Ada Quell", "sued", "Orbit Sports Network"), ("Ada Quell", "sued", "Red Mill Studios"),
      ("Ada Quell", "sued", "Carla Penn")}),
])
def test_a_list_of_defendants_with_their_roles(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "co-writers", "co-founder": one word, so the list after it stays a list
    ("Omar Reyes sued Ivy Marr, her co-writers Jens Aalto and Pia Lorne, and her label Skyward Records.",
     {("Omar Reyes", "sued", "Ivy Marr"), ("Omar Reyes", "sued", "Jens Aalto"), ("Omar Reyes", "sued", "Pia Lorne"),
      ("Omar Reyes", "sued", "Skyward Records")}),
    # a possessive role before a listed name; "as well as" closing the list
    ("Nia Cole is suing Velvet Weekly, its publisher Keystone Media Group and its editor, Dana Pruitt.",
     {("Nia Cole", "sued", "Velvet Weekly"), ("Nia Cole", "sued", "Keystone Media Group"), ("Nia Cole", "sued", "Dana Pruitt")}),
    ("Crestline Agency has sued Parallax Talent. The suit names agents Noor Haddad and Ben Whitsett, as well as "
     "literary agent Simon Achebe.",
     {("Crestline Agency", "sued", "Parallax Talent"), ("Crestline Agency", "sued", "Noor Haddad"),
      ("Crestline Agency", "sued", "Ben Whitsett"), ("Crestline Agency", "sued", "Simon Achebe")}),
    # a company noun as the defendant that settles: the company named before
    ("Keystone Media Group has faced claims before. In 2019 the publisher settled a claim brought by the actor Dermot Fay.",
     {("Dermot Fay", "sued", "Keystone Media Group")}),
])
def test_lists_of_parties_with_roles_and_a_company_by_its_noun(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a counterclaim is a suit the other way
    ("Ivy Marr has sued her father, Graham Marr. He has lodged a counterclaim against his daughter.",
     {("Ivy Marr", "sued", "Graham Marr"), ("Graham Marr", "sued", "Ivy Marr")}),
    # the suit the story tells "is against" or "goes after" the people listed, descriptions between them
    ("Ivy Marr has brought a case against her father. Court papers show the claim is against Graham Marr, her former "
     "manager, her brother Leo Marr and Marr Touring Ltd.",
     {("Ivy Marr", "sued", "Graham Marr"), ("Ivy Marr", "sued", "Leo Marr"), ("Ivy Marr", "sued", "Marr Touring Ltd")}),
    ("Tessa Rowe has sued Brandi Kovac. Rowe's suit also goes after production company Fishbowl Studios.",
     {("Tessa Rowe", "sued", "Brandi Kovac"), ("Tessa Rowe", "sued", "Fishbowl Studios")}),
    # being against something is no suit
    ("Ivy Marr is against the plan. The vote went after midnight.", set()),
])
def test_a_counterclaim_and_what_the_suit_is_against(nlp, text, expected):
    assert suits(nlp, text) == expected


def test_her_in_an_apposition_to_a_man_is_not_his(nlp):
    from kgbuild.extraction.component import extract_doc, prepare

    text = "Ivy Marr is a singer. She thanked Graham Tull, her former manager, and her brother Leo Marr."
    found = {(t.head, t.relation, t.tail) for t in extract_doc(prepare(nlp)(text), Article("t", text), default_rules())}
    assert found == {("Ivy Marr", "sibling", "Leo Marr")}


@pytest.mark.parametrize("text,expected", [
    # who settles a claim brought against someone else is no defendant
    ("Crestline Records settled a claim brought by Gus Ferro against the band's drummer, Tim Oakes.",
     {("Gus Ferro", "sued", "Tim Oakes")}),
    # a prosecutor or a law firm leading a case brings no suit
    ("The case against Coral Reach Inc. is led by prosecutor Dana Ruiz.", set()),
    ("The suit against Coral Reach Inc. is led by the law firm Baird Cole.", set()),
    ("The class action against Coral Reach Inc. is led by Maya Corbin.", {("Maya Corbin", "sued", "Coral Reach Inc")}),
])
def test_who_settles_or_leads_a_case_for_others_is_no_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "is against" and "goes after" a party by name only, and not past "not"
    ("Dock worker Vic Salas sued the port authority. The suit is against the wishes of his wife, Marta Salas.", set()),
    ("Nurse Ola Penn sued Mercy General. The claim is against the hospital, not against her supervisor, Dr. Ian Cole.",
     {("Ola Penn", "sued", "Mercy General")}),
    ("Singer Kay Ott sued Blue Note Records. The suit also goes after the legacy of her late father, Ron Ott.",
     {("Kay Ott", "sued", "Blue Note Records")}),
    ("Pete Marr sued his tenant Gus Hahn in June. The suit also goes after Hahn's brother, Mo Hahn.",
     {("Pete Marr", "sued", "Gus Hahn"), ("Pete Marr", "sued", "Mo Hahn")}),
])
def test_what_a_suit_is_against_is_a_named_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a person coordinated with a subject that a relative clause or an apposition describes is a
    # co-plaintiff, not one more title of the clause's list
    ("Odile Marchetti, who starred in Salt Meridian, and Jonas Varga have sued Dunmore Pictures.",
     {("Odile Marchetti", "sued", "Dunmore Pictures"), ("Jonas Varga", "sued", "Dunmore Pictures"),
      ("Odile Marchetti", "appears_in", "Salt Meridian")}),
    ("Odile Marchetti, who appeared in the series Salt Meridian, and Jonas Varga sued Dunmore Pictures in May.",
     {("Odile Marchetti", "sued", "Dunmore Pictures"), ("Jonas Varga", "sued", "Dunmore Pictures"),
      ("Odile Marchetti", "appears_in", "Salt Meridian")}),
    ("Odile Marchetti, the star of Salt Meridian, and the show's writer, Jonas Varga, have sued Dunmore Pictures.",
     {("Odile Marchetti", "sued", "Dunmore Pictures"), ("Jonas Varga", "sued", "Dunmore Pictures"),
      ("Odile Marchetti", "appears_in", "Salt Meridian")}),
])
def test_a_coordinated_plaintiff_after_a_described_one(nlp, text, expected):
    doc = prepare(nlp)(text)
    assert {(t.head, t.relation, t.tail) for t in extract_doc(doc, Article("t", text), default_rules())} == expected


@pytest.mark.parametrize("text,expected", [
    # "along with" after the object adds defendants ...
    ("Odile Marchetti is suing her cousin, Lise Marchetti, along with the band's manager, Jonas Varga.",
     {("Odile Marchetti", "sued", "Lise Marchetti"), ("Odile Marchetti", "sued", "Jonas Varga")}),
    ("Odile Marchetti is suing Dunmore Pictures along with its founder, Jonas Varga.",
     {("Odile Marchetti", "sued", "Dunmore Pictures"), ("Odile Marchetti", "sued", "Jonas Varga")}),
    # ... but the subject's own, marked by a personal possessive, or "along with" on the subject, sues
    ("Odile Marchetti sued Dunmore Pictures along with her brother, Jonas Varga.",
     {("Odile Marchetti", "sued", "Dunmore Pictures"), ("Jonas Varga", "sued", "Dunmore Pictures")}),
    ("Odile Marchetti, along with her manager Jonas Varga, sued Dunmore Pictures.",
     {("Odile Marchetti", "sued", "Dunmore Pictures"), ("Jonas Varga", "sued", "Dunmore Pictures")}),
    ("Odile Marchetti, together with Jonas Varga, has sued Dunmore Pictures.",
     {("Odile Marchetti", "sued", "Dunmore Pictures"), ("Jonas Varga", "sued", "Dunmore Pictures")}),
    # whom the suit accuses, when its object is only described
    ("Odile Marchetti sued her old label in May, accusing Tallwood Records of withholding royalties.",
     {("Odile Marchetti", "sued", "Tallwood Records")}),
    ("Odile Marchetti sued Dunmore Pictures, accusing its founder Jonas Varga of fraud.",
     {("Odile Marchetti", "sued", "Dunmore Pictures")}),
])
def test_along_with_adds_defendants_or_plaintiffs_and_the_accused_are_defendants(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "along with" on the subject of a passive is one more defendant, never a plaintiff
    ("Odile Marchetti, along with Jonas Varga, was sued by Dunmore Pictures in May.",
     {("Dunmore Pictures", "sued", "Odile Marchetti")}),
])
def test_along_with_on_a_passive_subject_sues_no_one(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "issued proceedings against B", also when NER ran the plaintiff's name across the verb
    ("Tom Coughlan issued High Court proceedings against Curlew Films last month.",
     {("Tom Coughlan", "sued", "Curlew Films")}),
    ("It emerged that Tom Coughlan issued Circuit Court proceedings against Curlew Films. Coughlan issued Circuit "
     "Court proceedings against Curlew Films.", {("Tom Coughlan", "sued", "Curlew Films")}),
    # issuing a statement or a ruling is no suit
    ("The court issued a ruling against Curlew Films. Tom Reyes issued a statement against Curlew Films.", set()),
])
def test_issued_proceedings(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a defendant who responds to a suit; the filer in a relative clause after a comma
    ("Tom Baxter responded to the lawsuit filed by Rhea Stone.", {("Rhea Stone", "sued", "Tom Baxter")}),
    ("Tom Baxter has yet to respond to Rhea Stone's lawsuit.", {("Rhea Stone", "sued", "Tom Baxter")}),
    ("Tom Baxter responded to the lawsuit, which was filed by Rhea Stone in March.", {("Rhea Stone", "sued", "Tom Baxter")}),
    ("Tom Baxter settled the suit, which had been brought by Rhea Stone.", {("Rhea Stone", "sued", "Tom Baxter")}),
    # whoever else acts on the suit in a relative clause did not file it; responding to news is no suit
    ("Tom Baxter won the case, which was heard by Judge Ann Roe.", set()),
    ("Tom Baxter responded to the news on Instagram.", set()),
])
def test_a_defendant_responds_and_a_filer_in_a_relative_clause(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a name NER ended on "of" takes the name after it
    ("Dana Holt sued the City of Los Angeles over the arrest.", {("Dana Holt", "sued", "City of Los Angeles")}),
    ("Dana Holt sued the University of Texas and the Bank of America.",
     {("Dana Holt", "sued", "University of Texas"), ("Dana Holt", "sued", "Bank of America")}),
    # a group a common noun describes is no node: every article's "producers" would be one
    ("Dana Holt is suing CBS and the show's producers.", {("Dana Holt", "sued", "CBS")}),
    # the place a suit was filed in is no filer
    ("The lawsuit, filed by Jana Roe in Los Angeles, names the Grand Hotel as a defendant.",
     {("Jana Roe", "sued", "Grand Hotel")}),
])
def test_names_of_institutions_groups_and_places_in_a_suit(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a suit whose filers a participle names, its defendants told in the next sentence
    ("The complaint, filed on Wednesday in federal court by lead plaintiffs Mia Stone and Tom Vale, seeks "
     "$5 million in damages. It accuses Bluegate Events LLC of fraud.",
     {("Mia Stone", "sued", "Bluegate Events LLC"), ("Tom Vale", "sued", "Bluegate Events LLC")}),
    ("The complaint, filed on Wednesday by Ana Reyes, seeks damages. The suit also names the firm's founder, "
     "Lars Dahl, and Bluegate Events.",
     {("Ana Reyes", "sued", "Lars Dahl"), ("Ana Reyes", "sued", "Bluegate Events")}),
    ("Ana Reyes's lawsuit was filed in March. It names Bluegate Events and its founder, Lars Dahl.",
     {("Ana Reyes", "sued", "Bluegate Events"), ("Ana Reyes", "sued", "Lars Dahl")}),
    # a suit told without its filers carries nobody over
    ("The complaint was filed on Wednesday. It accuses Bluegate Events of fraud.", set()),
    # who obtained, saw or dismissed a complaint did not file it
    ("Ana Reyes sued Bluegate Events on Monday. The complaint, obtained by The Daily Ledger, also names its founder, Lars Dahl.",
     {("Ana Reyes", "sued", "Bluegate Events"), ("Ana Reyes", "sued", "Lars Dahl")}),
    ("Ana Reyes sued Bluegate Events in 2019. The suit, dismissed by Judge Carla Moss in May, also names Lars Dahl.",
     {("Ana Reyes", "sued", "Bluegate Events"), ("Ana Reyes", "sued", "Lars Dahl")}),
])
def test_a_suits_filers_carry_to_the_defendants_named_next(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the members of a group noun listed after a colon, a relative clause between them
    ("Ana Reyes sued Bluegate Events in May. The suit also names the company's two founders personally: "
     "the rapper Lars Dahl, who performs as Frost, and the promoter Ida Berg.",
     {("Ana Reyes", "sued", "Bluegate Events"), ("Ana Reyes", "sued", "Lars Dahl"), ("Ana Reyes", "sued", "Ida Berg")}),
    ("Ana Reyes sued the festival's three organisers: Lars Dahl, Ida Berg and Tom Hale.",
     {("Ana Reyes", "sued", "Lars Dahl"), ("Ana Reyes", "sued", "Ida Berg"), ("Ana Reyes", "sued", "Tom Hale")}),
    ("Ana Reyes sued three labels, including Orbit Records, which she joined in 2010, and Delta Music.",
     {("Ana Reyes", "sued", "Orbit Records"), ("Ana Reyes", "sued", "Delta Music")}),
    # a group with no names listed is no party
    ("Ana Reyes sued two people: her manager and her agent.", set()),
])
def test_a_group_takes_up_members_listed_after_a_colon(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a suit naming its defendants in a list the parser loses: read in order, possessors and clauses aside
    ("Obi Vance sued Zara Quinn in 2022. The lawsuit also named producer Felix Lund as well as Quinn's label, Lumen Records.",
     {("Obi Vance", "sued", "Zara Quinn"), ("Obi Vance", "sued", "Felix Lund"), ("Obi Vance", "sued", "Lumen Records")}),
    ("Ana Reyes sued Bluegate Events in May. The suit also names Lars Dahl, who founded the firm, as well as the publisher Orbit Songs.",
     {("Ana Reyes", "sued", "Bluegate Events"), ("Ana Reyes", "sued", "Lars Dahl"), ("Ana Reyes", "sued", "Orbit Songs")}),
    # what the suit claims of someone else, or names them as, makes no defendant
    ("Ana Reyes sued Bluegate Events in May. The suit also names Lars Dahl and claims that Ida Berg knew of the fraud.",
     {("Ana Reyes", "sued", "Bluegate Events"), ("Ana Reyes", "sued", "Lars Dahl")}),
    ("Ana Reyes sued Bluegate Events in May. The suit names Lars Dahl as a witness.", {("Ana Reyes", "sued", "Bluegate Events")}),
])
def test_a_suit_names_its_defendants_in_a_list(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # another suit told after the story's own keeps the story's plaintiffs
    ("Ana Reyes sued Bluegate Events in May. A separate complaint, filed by Lars Dahl in 2019, was dismissed. The suit also names Ida Berg.",
     {("Ana Reyes", "sued", "Bluegate Events"), ("Ana Reyes", "sued", "Ida Berg")}),
    # a new clause after ", and" is no longer the list of defendants
    ("Ana Reyes sued Bluegate Events in May. The suit also names Lars Dahl, and Ida Berg's lawyer Tom Hale called it baseless.",
     {("Ana Reyes", "sued", "Bluegate Events"), ("Ana Reyes", "sued", "Lars Dahl")}),
    # a law firm heading a class action acts for its plaintiffs
    ("The class action, headed by the law firm Hale & Moss, seeks damages. It accuses Bluegate Events of fraud.", set()),
])
def test_what_a_suits_story_does_not_make_a_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # after an opening phrase the small model reads "named" as a participle on the suit noun:
    # a suit that is someone's, or "the" one, names its defendants all the same
    ("Obi Nwosu and Chidi Nwosu sued Zara Quinn in 2022. Besides Quinn, their lawsuit named producer Felix Hagen.",
     {("Obi Nwosu", "sued", "Zara Quinn"), ("Chidi Nwosu", "sued", "Zara Quinn"),
      ("Obi Nwosu", "sued", "Felix Hagen"), ("Chidi Nwosu", "sued", "Felix Hagen")}),
    # a firm a firm noun describes is a party, in a list of any length, whatever NER made of it
    ("Obi Nwosu sued Zara Quinn in 2022. His lawsuit also named producer Felix Hagen, who co-wrote the song, as well as "
     "Quinn's label, Lumen Records, and the publishing company Orbit Songs.",
     {("Obi Nwosu", "sued", "Zara Quinn"), ("Obi Nwosu", "sued", "Felix Hagen"), ("Obi Nwosu", "sued", "Lumen Records"),
      ("Obi Nwosu", "sued", "Orbit Songs")}),
    ("Obi Nwosu sued Lumen Records and the publishing company Orbit Songs.",
     {("Obi Nwosu", "sued", "Lumen Records"), ("Obi Nwosu", "sued", "Orbit Songs")}),
    ("Obi Nwosu sued Lumen Records and the label Orbit Songs.",
     {("Obi Nwosu", "sued", "Lumen Records"), ("Obi Nwosu", "sued", "Orbit Songs")}),
    # a lawsuit that merely bears a name is no naming
    ("Obi Nwosu sued Zara Quinn. A rival lawsuit named after the song was dropped.", {("Obi Nwosu", "sued", "Zara Quinn")}),
])
def test_a_suit_noun_read_as_named_and_firms_described_before_their_names(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # every filer of a suit "filed by A, B and C", and every defendant it names, a firm by its owner's description too
    ("The suit, filed Wednesday in Los Angeles Superior Court by Jo Kess, Maya Thorne and Ty Hall, names Saltfen "
     "Productions, Pinewood Network and Pinewood's parent company, Corva Media, as defendants.",
     {(p, "sued", d) for p in ("Jo Kess", "Maya Thorne", "Ty Hall")
      for d in ("Saltfen Productions", "Pinewood Network", "Corva Media")}),
    # ... but not a place or a description after the filer
    ("The suit, filed by Jo Kess in Los Angeles, names Saltfen Productions.", {("Jo Kess", "sued", "Saltfen Productions")}),
    ("The suit, filed by Jo Kess, a former producer, names Saltfen Productions.",
     {("Jo Kess", "sued", "Saltfen Productions")}),
    # someone's relative in a list of defendants is one more defendant, not a description of the name before
    ("Orla Dunn is suing Gary Kell, his wife Ciara Nolan, and the company, Glenmore Media Ltd, alleging oppression.",
     {("Orla Dunn", "sued", "Gary Kell"), ("Orla Dunn", "sued", "Ciara Nolan"), ("Orla Dunn", "sued", "Glenmore Media Ltd")}),
    ("Orla Dunn is suing Gary Kell and his wife Ciara Nolan.",
     {("Orla Dunn", "sued", "Gary Kell"), ("Orla Dunn", "sued", "Ciara Nolan")}),
    # ... while an apposition describing the one defendant stays a description
    ("Orla Dunn is suing Gary Kell, her former manager.", {("Orla Dunn", "sued", "Gary Kell")}),
])
def test_every_filer_and_defendant_of_a_listed_suit(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a suit noun's relative clause that accuses names the defendant, as its participle does
    ("Orion Agency filed a complaint that accuses Saoirse Mull of fraud.", {("Orion Agency", "sued", "Saoirse Mull")}),
    ("Saoirse Mull has sued Orion Agency. Orion Agency hit back on Monday, filing a cross-complaint that accuses Mull "
     "of failing to pay commissions.", {("Saoirse Mull", "sued", "Orion Agency"), ("Orion Agency", "sued", "Saoirse Mull")}),
    ("Orion Agency filed a lawsuit which alleges that Saoirse Mull stole songs.", {("Orion Agency", "sued", "Saoirse Mull")}),
    # ... not a complaint someone only reads
    ("The judge read a complaint that accuses Saoirse Mull of fraud.", set()),
    # a group's leaders are among the group that sues
    ("A group of former Velvet artists, led by the singer Rosa Achebe and the former boyband member Kieran Fay, filed a "
     "class action against Velvet Records last year.",
     {("Rosa Achebe", "sued", "Velvet Records"), ("Kieran Fay", "sued", "Velvet Records")}),
    ("A group of fans, including Rosa Achebe, sued the singer Kieran Fay.", {("Rosa Achebe", "sued", "Kieran Fay")}),
])
def test_a_complaint_that_accuses_and_a_group_led_by_its_plaintiffs(nlp, text, expected):
    assert suits(nlp, text) == expected


def test_they_are_everyone_a_list_of_subjects_names_however_the_parser_splits_it(nlp):
    # the small model reads "A, B, C and D filed" as two subjects, A and the list of B, C and D
    text = ("Yoo Ha-rin, Choi Ye-bin, Nam Ji-woo and Kang Seo-ah filed for an injunction last week. "
            "Starlit Entertainment sued them.")
    assert suits(nlp, text) == {("Starlit Entertainment", "sued", p)
                                for p in ("Yoo Ha-rin", "Choi Ye-bin", "Nam Ji-woo", "Kang Seo-ah")}


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples: who says so is no defendant, a filer's description no filer
    ("Ana Bell sued Tom Reed in May. The complaint, filed in Los Angeles, names Lumen Records as a defendant, her "
     "lawyer, Max Cole, said.", {("Ana Bell", "sued", "Tom Reed"), ("Ana Bell", "sued", "Lumen Records")}),
    ("The complaint, filed by Ana Bell, Kay Dunn and Tom Reed, names Lumen Records as a defendant, the singers' lawyer "
     "Max Cole said.", {(p, "sued", "Lumen Records") for p in ("Ana Bell", "Kay Dunn", "Tom Reed")}),
    ("The lawsuit, filed by Ana Bell, Tom Reed's ex-wife, names Lumen Records as a defendant.",
     {("Ana Bell", "sued", "Lumen Records")}),
    ("The suit, filed by Lumen Records, Tom Reed's label, names Ana Bell.", {("Lumen Records", "sued", "Ana Bell")}),
    # a complaint to the police or an ethics body is no lawsuit
    ("Ana Bell filed a police complaint that accuses Tom Reed of assault.", set()),
    ("Ana Bell filed an ethics complaint accusing Tom Reed of bias.", set()),
])
def test_a_second_readers_lawsuit_counter_examples(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # each "by" of a suit brought "by A and by B"
    ("The lawsuit against Foxtail Films was brought by Lora King and by her sister, Sima Batt.",
     {("Lora King", "sued", "Foxtail Films"), ("Sima Batt", "sued", "Foxtail Films")}),
    # "the Estate of A", capitalised, is A's estate, not a party called "Estate"
    ("The estate of trumpeter Cole Batt has filed suit against Foxtail Films. The lawsuit was brought by the Estate of "
     "Cole Batt in Manhattan.", {("estate of Cole Batt", "sued", "Foxtail Films")}),
])
def test_every_by_of_a_suit_and_a_capitalised_estate(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a party list goes on past "its editor B" and past a company's name in apposition
    ("Ana Bell sued the Daily Post, its editor Sam Holt, and the podcaster Kim Birch.",
     {("Ana Bell", "sued", t) for t in ("Daily Post", "Sam Holt", "Kim Birch")}),
    ("Ana Bell sued Lumen Media, its founder Sam Holt, and the blogger Kim Birch.",
     {("Ana Bell", "sued", t) for t in ("Lumen Media", "Sam Holt", "Kim Birch")}),
    ("Ana Bell has sued her label, Bluefin Records, its boss, Tom Reed, and the producer Kim Birch.",
     {("Ana Bell", "sued", t) for t in ("Bluefin Records", "Tom Reed", "Kim Birch")}),
    # ... and so does each "against" of a suit: "against A and against B"
    ("Tom Reed filed suit against Kim Birch and against her company, Birch Media.",
     {("Tom Reed", "sued", "Kim Birch"), ("Tom Reed", "sued", "Birch Media")}),
    ("Tom Reed filed the claim at the High Court last week against both brothers and against Reed Music Ltd, the "
     "company that owns the name.", {("Tom Reed", "sued", "Reed Music Ltd")}),
    ("Tom Reed's lawsuit against Kim Birch and against her label, Lumen Records, was dismissed.",
     {("Tom Reed", "sued", "Kim Birch"), ("Tom Reed", "sued", "Lumen Records")}),
    # (a wife named in a list after the sued is not the sued's company)
    ("Ana Bell sued Tom Reed, his wife, Kim Reed, and their company, Reed Media, in May.",
     {("Ana Bell", "sued", t) for t in ("Tom Reed", "Kim Reed", "Reed Media")}),
])
def test_a_party_list_past_appositions_and_repeated_against(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a relative clause on the suit names more defendants of the story's suit
    ("Ana Bell is suing Lumen Records. The suit, which also targets Vale Music Group and producer Tom Reed, seeks "
     "unpaid royalties.", {("Ana Bell", "sued", t) for t in ("Lumen Records", "Vale Music Group", "Tom Reed")}),
    ("Ana Bell sued Lumen Records in May. The complaint, which names the label's boss, Tom Reed, as well, was filed in "
     "Los Angeles.", {("Ana Bell", "sued", "Lumen Records"), ("Ana Bell", "sued", "Tom Reed")}),
    # ... not a clause that only speaks of someone
    ("Ana Bell is suing Lumen Records. The suit, which mentions Tom Reed twice, seeks unpaid royalties.",
     {("Ana Bell", "sued", "Lumen Records")}),
])
def test_a_relative_clause_on_the_suit_names_more_defendants(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # (a second reader's counter-examples) filing "with" a person is filing together; "against the advice of" is no party
    ("Gemma Solano filed a complaint with co-plaintiff Paul Verity in Los Angeles, accusing Lumen Records of fraud.",
     {("Gemma Solano", "sued", "Lumen Records")}),
    ("Ana Bell filed suit against Lumen Records and against the advice of her manager, Tom Reed.",
     {("Ana Bell", "sued", "Lumen Records")}),
])
def test_filing_with_a_person_and_against_advice(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the names a number counts, right after the counted noun
    ("Velvet Records was sued by two fans, Dara Quill and Ben Moss.",
     {("Dara Quill", "sued", "Velvet Records"), ("Ben Moss", "sued", "Velvet Records")}),
    ("The lawsuit against Velvet Records was filed on Monday by two fans, Dara Quill and Ben Moss.",
     {("Dara Quill", "sued", "Velvet Records"), ("Ben Moss", "sued", "Velvet Records")}),
    # a list after a colon, its items parted by semicolons because each has a comma of its own
    ("Dara Quill filed a lawsuit on Monday. The complaint names three defendants: the label, Velvet Records; "
     "its owner, Tom Hale; and the singer Ben Moss.",
     {("Dara Quill", "sued", "Velvet Records"), ("Dara Quill", "sued", "Tom Hale"), ("Dara Quill", "sued", "Ben Moss")}),
    ("Tom Hale is suing three companies: his former label, Velvet Records; its distributor, Orbit Media; "
     "and the streamer Nightjar.",
     {("Tom Hale", "sued", "Velvet Records"), ("Tom Hale", "sued", "Orbit Media"), ("Tom Hale", "sued", "Nightjar")}),
])
def test_counted_and_colon_lists_name_every_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a suit filed by others than the story's plaintiffs so far is another suit: "the suit" after it is theirs
    ("Harbour Foods has also sued the organisers. The main case is a class action lodged by two fans, "
     "Dara Quill and Ben Moss. The suit names the promoter, Brightside Live.",
     {("Dara Quill", "sued", "Brightside Live"), ("Ben Moss", "sued", "Brightside Live")}),
])
def test_a_new_suit_s_filers_take_over_the_story(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text", [
    # a suit told as over, set apart or dated to a year is background: "the suit" next is still the story's
    "Mira Holt sued Copper Lane Records in May. A similar lawsuit filed by Tobias Lenz was dismissed in 2019. "
    "The suit also names the label's owner, Ada Brook.",
    "Mira Holt sued Copper Lane Records in May. Tobias Lenz's 2019 lawsuit was settled out of court. "
    "The suit also names the label's owner, Ada Brook.",
    "Mira Holt sued Copper Lane Records in May. A lawsuit filed by Tobias Lenz in 2015 was also dismissed. "
    "The complaint accuses Ada Brook of fraud.",
])
def test_a_suit_told_as_background_leaves_the_story_s_plaintiffs(nlp, text):
    assert suits(nlp, text) == {("Mira Holt", "sued", "Copper Lane Records"), ("Mira Holt", "sued", "Ada Brook")}


@pytest.mark.parametrize("text,expected", [
    # a name after a counted noun that opens a clause is its speaker, no party
    ("The lawsuit was filed by two fans, Dara Quill said on Monday.", set()),
    ("Mira Holt was sued by two fans, Tobias Lenz said.", set()),
    # a semicolon after a list whose items have no comma of their own ends the list
    ("Mira Holt sued two men: Tobias Lenz and Sam Reed; Ada Brook, her friend, was not sued.",
     {("Mira Holt", "sued", "Tobias Lenz"), ("Mira Holt", "sued", "Sam Reed")}),
])
def test_a_speaker_or_a_new_clause_after_a_list_is_no_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "names" read as a noun after a suit noun whose relative clause says who filed it
    ("The lawsuit, which Ava Reyes filed in March, names Tom Hale and Velvet Records.",
     {("Ava Reyes", "sued", "Tom Hale"), ("Ava Reyes", "sued", "Velvet Records")}),
    ("The suit, which was filed by Ava Reyes last week, names Tom Hale.", {("Ava Reyes", "sued", "Tom Hale")}),
    ("The complaint, which Ava Reyes and Mia Stone filed on Monday, names Velvet Records.",
     {("Ava Reyes", "sued", "Velvet Records"), ("Mia Stone", "sued", "Velvet Records")}),
    # a clause that says no one filed it names no plaintiff
    ("The suit, which a judge dismissed in May, names Tom Hale.", set()),
])
def test_a_suit_whose_clause_says_who_filed_it_names_its_defendants(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # two roles joined by "and" before a defendant's name are its description, not the list's end
    ("Mara Quill sued Redline Pictures, producer and director Tobias Lenz, and Acorn Talent.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz"),
      ("Mara Quill", "sued", "Acorn Talent")}),
    ("Mara Quill sued Redline Pictures, series creator and showrunner Ilse Varga, production company Fernhill Media,"
     " Acorn Talent and Tobias Lenz last year.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Ilse Varga"),
      ("Mara Quill", "sued", "Fernhill Media"), ("Mara Quill", "sued", "Acorn Talent"), ("Mara Quill", "sued", "Tobias Lenz")}),
    ("Mara Quill is suing Redline Pictures, its owner and chief executive Tobias Lenz and Acorn Talent.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz"), ("Mara Quill", "sued", "Acorn Talent")}),
    # not a clause after "and": the list ends at its verb
    ("Mara Quill sued Redline Pictures, and producer Tobias Lenz said he was shocked.",
     {("Mara Quill", "sued", "Redline Pictures")}),
])
def test_a_defendant_described_by_two_roles(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an infinitive describing the noun a subject is said to be: the subject does it, and a denied rank
    # ("not the first") denies no suit; a negation on the infinitive itself still does
    ("Mara Quill became the first star to sue Redline Pictures.", {("Mara Quill", "sued", "Redline Pictures")}),
    ("Mara Quill is the latest actor to take Redline Pictures to court.", {("Mara Quill", "sued", "Redline Pictures")}),
    ("Mara Quill is not the first actor to sue Redline Pictures.", {("Mara Quill", "sued", "Redline Pictures")}),
    ("Mara Quill was the only cast member not to sue Redline Pictures.", set()),
    ("Mara Quill is not the actor to sue Redline Pictures.", set()),
    # the court idiom in the passive
    ("Redline Pictures was taken to court by Mara Quill last year.", {("Mara Quill", "sued", "Redline Pictures")}),
    ("The studio, Redline Pictures, was dragged to court by Mara Quill and Tobias Lenz.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Tobias Lenz", "sued", "Redline Pictures")}),
    ("Redline Pictures was taken to court in May.", set()),
])
def test_the_first_to_sue_and_taken_to_court(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples: the infinitive's subject is the trigger verb's only, a hedge or a
    # condition above the ranked noun still counts, an official is no plaintiff, a co-plaintiff no defendant
    ("Anna Berg was the first star to praise Lena Ort for suing Tom Hale.", set()),  # (Lena Ort's suit is not read)
    ("Anna Berg could become the first star to sue Lakeport Pictures.", set()),
    ("Tom Hale was taken to court by prosecutor Lena Ort after his arrest.", set()),
    ("Anna Berg sued Lakeport Pictures, and actress and singer Lena Ort joined the suit.",
     {("Anna Berg", "sued", "Lakeport Pictures")}),
    ("Anna Berg sued Lakeport Pictures, Vell Media and writer and director Tom Hale's company.",
     {("Anna Berg", "sued", "Lakeport Pictures"), ("Anna Berg", "sued", "Vell Media")}),
])
def test_second_reader_counter_examples_of_the_sixteenth_run(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a participle naming a kind of job or firm with its noun ("rigging contractor", "booking agency",
    # "managing director") is a role's words inside a list of parties, not a verb that ends the list
    ("Mara Quill has filed a lawsuit over the accident. It names the production company, Redline Pictures, rigging"
     " contractor Halvard Safety Ltd and the film's stunt coordinator, Tobias Lenz, as defendants.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Halvard Safety Ltd"),
      ("Mara Quill", "sued", "Tobias Lenz")}),
    ("Mara Quill has filed a lawsuit over the crash. The suit names the studio, Redline Pictures, booking agency"
     " Fernhill Talent and the tour's promoter, Tobias Lenz.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Fernhill Talent"),
      ("Mara Quill", "sued", "Tobias Lenz")}),
    ("Mara Quill sued Redline Pictures, casting agency Fernhill Talent and managing director Tobias Lenz.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Fernhill Talent"),
      ("Mara Quill", "sued", "Tobias Lenz")}),
    # a second role the tagger took for a verb ("showrunner") still describes the name after it
    ("Mara Quill sued Redline Pictures, director and showrunner Tobias Lenz and Acorn Talent.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz"),
      ("Mara Quill", "sued", "Acorn Talent")}),
    # a participle that is a verb of its own names no party
    ("Mara Quill sued Redline Pictures, leaving producer Tobias Lenz out of the case.",
     {("Mara Quill", "sued", "Redline Pictures")}),
    ("Mara Quill sued Redline Pictures and managing director Tobias Lenz, and casting director Ilse Varga said she"
     " was shocked.", {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz")}),
])
def test_a_participle_naming_a_job_keeps_a_party_list_going(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a newspaper or magazine named after its noun is a publisher that can be sued; the nationality before
    # the noun is no party
    ("Tom Hale sued the British newspaper The Morning Courier in 2019.", {("Tom Hale", "sued", "The Morning Courier")}),
    ("Tom Hale sued the tabloid The Evening Lamp over the photographs.", {("Tom Hale", "sued", "The Evening Lamp")}),
    ("Tom Hale is suing the Irish broadcaster Lakeport Media.", {("Tom Hale", "sued", "Lakeport Media")}),
    ("Tom Hale told the newspaper he would not sue.", set()),
])
def test_a_publication_is_a_party_and_a_nationality_is_not(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a list of defendants with descriptions between its items, read item by item to the clause's end
    ("Mara Quill has issued a High Court claim for negligence against Dr Tobias Lenz, his Mayfair clinic, the Lenz"
     " Skin Institute, and the clinic's co-director, Dr Ilse Varga, who is also his wife.",
     {("Mara Quill", "sued", "Tobias Lenz"), ("Mara Quill", "sued", "Lenz Skin Institute"),
      ("Mara Quill", "sued", "Ilse Varga")}),
    ("Mara Quill is suing Redline Pictures, the studio behind the film, its chief executive, Tobias Lenz, and the"
     " casting agency Fernhill Talent over the stunt.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz"),
      ("Mara Quill", "sued", "Fernhill Talent")}),
    # a name inside a description (after a preposition, or a clause's subject) is no item; nor is a new clause's
    ("Mara Quill sued Redline Pictures, the label Tobias Lenz co-founded and where she made two albums, in 2020.",
     {("Mara Quill", "sued", "Redline Pictures")}),
    ("Mara Quill sued Coastline Homes, the builder of her villa in Portugal, over a leaking roof and a faulty pool.",
     {("Mara Quill", "sued", "Coastline Homes")}),
    ("Mara Quill sued Redline Pictures, its parent company, and Tobias Lenz, and Ilse Varga said she was sorry.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz")}),
])
def test_a_party_list_with_descriptions_between_its_items(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a fronted passive names the defendants after its copula, against the suit the story told
    ("Chef Tobias Lenz is being sued by five former employees. The lawsuit was brought by former line cooks Mara"
     " Quill and Tom Hale. Named as defendants are Lenz, his wife and business partner Ilse Varga, and Redline Group,"
     " the company that owns the restaurants.",
     {(p, "sued", d) for p in ("Mara Quill", "Tom Hale") for d in ("Tobias Lenz", "Ilse Varga", "Redline Group")}),
    ("Mara Quill has filed a lawsuit over the crash. Also named as defendants were Redline Pictures and its owner,"
     " Tobias Lenz.", {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz")}),
    ("Mara Quill sued in May. Named as defendants were the studio, Redline Pictures, and its owner, Tobias Lenz.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz")}),
    # no plaintiff the story named: no triple
    ("Five former cooks have sued Redline Kitchens. Named as defendants are chef Tobias Lenz and Redline Group.", set()),
])
def test_defendants_named_after_a_fronted_passive(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an end no name names (a group a common noun describes) makes no triple; the named ends still do
    ("Ada Vey sued the show and its producers in May.", set()),
    ("Ada Vey sued Lakeport Pictures and several of its executives.", {("Ada Vey", "sued", "Lakeport Pictures")}),
    ("Three former dancers sued Ada Vey in March.", set()),
])
def test_an_unnamed_group_is_no_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a second reader's counter-examples of the seventeenth run: a list of parties ends at an item that
    # names someone after a preposition, a verb or a conjunction of its own; a relative clause is no item
    ("Mara Quill sued Redline Pictures, casting doubt on producer Tobias Lenz and his partner Ilse Varga.",
     {("Mara Quill", "sued", "Redline Pictures")}),
    ("Mara Quill sued Redline Pictures, the studio, over claims by Tobias Lenz and Ilse Varga.",
     {("Mara Quill", "sued", "Redline Pictures")}),
    ("Mara Quill sued Redline Pictures, the distributor, while her sister Ilse Varga and Tobias Lenz watched.",
     {("Mara Quill", "sued", "Redline Pictures")}),
    ("Mara Quill sued Redline Pictures, the studio behind Salt Meadow and Iron Bay, over unpaid royalties.",
     {("Mara Quill", "sued", "Redline Pictures")}),
    ("Mara Quill has filed a lawsuit over the crash. Also named as defendants are Redline Pictures and its owner,"
     " Tobias Lenz, who is married to Ilse Varga.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz")}),
    ("Mara Quill has filed a lawsuit over the crash. Also named as defendants are Redline Pictures and its owner,"
     " Tobias Lenz, whose wife Ilse Varga runs Acorn Talent.",
     {("Mara Quill", "sued", "Redline Pictures"), ("Mara Quill", "sued", "Tobias Lenz")}),
    # a plural family name is no nationality
    ("Tom Hale sued the Brennigans last year over the photos.", {("Tom Hale", "sued", "Brennigans")}),
])
def test_second_reader_counter_examples_of_the_seventeenth_run(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a streaming platform's name ends on a "+": a company whatever NER made of it
    ("Ada Vey starred in Lumen+'s drama Glass Harbor. She has now sued the streamer.", {("Ada Vey", "sued", "Lumen+")}),
    ("Lumen+ renewed the show in May. Ada Vey sued Lumen+ in June.", {("Ada Vey", "sued", "Lumen+")}),
    # a company noun's own modifier is not the company it means ("the London studio" is no London)
    ("The London studio has sued Tom Hale.", set()),
    ("Ada Vey signed with Redline Records in 2010. The label sued her in 2015.", {("Redline Records", "sued", "Ada Vey")}),
])
def test_a_platform_and_the_company_a_noun_means(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Dancers sue studio\n\nLONDON — Three former dancers have filed a lawsuit against Pellow Studios.", set()),
    ("Dancers sue studio\n\nAUSTIN, Texas — Three dancers sued Pellow Studios on Monday.", set()),
    ("Dancers sue studio\n\nNEW YORK, March 3 (Reuters) — Two dancers sued Pellow Studios and Arden Media.", set()),
    ("Dancer sues studio\n\nLos Angeles (AP) - Mara Quill has filed a lawsuit against Pellow Studios.",
     {("Mara Quill", "sued", "Pellow Studios")}),
    # a name opening a paragraph between dashes is no dateline
    ("Dancer sues studio\n\nAda Vey - the dancer - sued Pellow Studios on Monday.", {("Ada Vey", "sued", "Pellow Studios")}),
])
def test_a_dateline_is_no_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # items with commas of their own, parted by semicolons and closed by "; and"
    ("The lawsuit names Pellow Studios as a defendant. It was brought by Mara Quill, a teacher; Tobias Lenz; and Ada Vey.",
     {("Mara Quill", "sued", "Pellow Studios"), ("Tobias Lenz", "sued", "Pellow Studios"), ("Ada Vey", "sued", "Pellow Studios")}),
    ("Ada Vey has sued the studio. Named as defendants in the complaint, filed Thursday in Leeds, are Pellow Studios, the "
     "network that aired the show from 2010 to 2015; Tom Hale, its former head of drama; Mara Quill, the show's creator; "
     "and Arden Media, Hale's company.",
     {("Ada Vey", "sued", "Pellow Studios"), ("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "sued", "Mara Quill"),
      ("Ada Vey", "sued", "Arden Media")}),
    ("The claim, lodged by Ada Vey through her lawyers, names Pellow Studios; its parent company, Arden Media; and Tom Hale, "
     "who managed Vey from 1975 until 2019.",
     {("Ada Vey", "sued", "Pellow Studios"), ("Ada Vey", "sued", "Arden Media"), ("Ada Vey", "sued", "Tom Hale")}),
    ("Ada Vey is suing Mara Quill, her former manager; Tobias Lenz, a publicist; and Arden Media.",
     {("Ada Vey", "sued", "Mara Quill"), ("Ada Vey", "sued", "Tobias Lenz"), ("Ada Vey", "sued", "Arden Media")}),
    # a semicolon with no "and" after it ends the list
    ("Ada Vey sued Pellow Studios and Tom Hale; Mara Quill was not named.",
     {("Ada Vey", "sued", "Pellow Studios"), ("Ada Vey", "sued", "Tom Hale")}),
    # a preposition after the list still says what the names are for
    ("The suit names Tom Hale and Mara Quill among the producers who owed her money.", set()),
])
def test_a_party_list_parted_by_semicolons(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the model reads "<name> names" as one noun phrase, or "names" as a conjunct of the last filer
    ("A lawsuit filed by Mara Quill names Pellow Studios as a defendant.", {("Mara Quill", "sued", "Pellow Studios")}),
    ("A lawsuit filed by Mara Quill and Tobias Lenz names Pellow Studios as a defendant.",
     {("Mara Quill", "sued", "Pellow Studios"), ("Tobias Lenz", "sued", "Pellow Studios")}),
    ("The suit, brought by Ada Vey and Mara Quill, names Pellow Studios, its owner Tom Hale and Arden Media.",
     {(p, "sued", d) for p in ("Ada Vey", "Mara Quill") for d in ("Pellow Studios", "Tom Hale", "Arden Media")}),
    ("A lawsuit filed by Mara Quill names Tom Hale as a witness.", set()),
])
def test_a_suit_filed_by_someone_names_its_defendants(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Tom Hale, 51, has sued Mara Quill. In the countersuit, Quill accuses Hale of fraud, and she also names Pellow Studios, "
     "the production company behind the show.",
     {("Tom Hale", "sued", "Mara Quill"), ("Mara Quill", "sued", "Tom Hale"), ("Mara Quill", "sued", "Pellow Studios")}),
    # the countersuit's filer described, not named: the one the story's suit was against
    ("Tom Hale, 51, has sued Mara Quill. In the countersuit, the 46-year-old designer accuses Hale of fraud.",
     {("Tom Hale", "sued", "Mara Quill"), ("Mara Quill", "sued", "Tom Hale")}),
    # in the story's own suit the plaintiff goes on naming defendants
    ("Tom Hale, 51, has sued Mara Quill. In the suit, Hale accuses Quill of fraud and also names Pellow Studios.",
     {("Tom Hale", "sued", "Mara Quill"), ("Tom Hale", "sued", "Pellow Studios")}),
])
def test_what_a_countersuit_says(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Ada Vey has sued Pellow Studios. She is joined as a plaintiff by her sister, Mara Quill.",
     {("Ada Vey", "sued", "Pellow Studios"), ("Mara Quill", "sued", "Pellow Studios")}),
    ("Ada Vey has sued Pellow Studios and Tom Hale. Mara Quill has joined her as a co-plaintiff.",
     {(p, "sued", d) for p in ("Ada Vey", "Mara Quill") for d in ("Pellow Studios", "Tom Hale")}),
    ("Ada Vey has sued Pellow Studios. Mara Quill has since joined the lawsuit.",
     {("Ada Vey", "sued", "Pellow Studios"), ("Mara Quill", "sued", "Pellow Studios")}),
    ("Ada Vey has sued Pellow Studios. Her co-star Mara Quill has not joined her as a plaintiff.",
     {("Ada Vey", "sued", "Pellow Studios")}),
    ("Ada Vey has sued Pellow Studios. She was joined at the hearing by her sister, Mara Quill.",
     {("Ada Vey", "sued", "Pellow Studios")}),
])
def test_a_plaintiff_who_joins_the_suit(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the parse loses a long semicolon list after "by": read it on the surface
    ("The suit targets Pellow Studios and its owner, Tom Hale. It was brought by Ivo Lenz, 29, a line cook who finished "
     "third in the second season; pastry chef Ada Vey; Mara Quill, a caterer from Brisbane; and Nell Avery, who was "
     "voted off in the first episode.",
     {(p, "sued", d) for p in ("Ivo Lenz", "Ada Vey", "Mara Quill", "Nell Avery") for d in ("Pellow Studios", "Tom Hale")}),
    # a place in an item's description is no party
    ("Ada Vey is suing Pellow Studios; Tom Hale, a producer from Leeds; and Arden Media.",
     {("Ada Vey", "sued", "Pellow Studios"), ("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "sued", "Arden Media")}),
    ("Ada Vey is suing Pellow Studios; Tom Hale, a producer; and Arden Media.",
     {("Ada Vey", "sued", "Pellow Studios"), ("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "sued", "Arden Media")}),
    # no "; and": the semicolon ends the sentence's list
    ("The suit was brought by Ivo Lenz; Ada Vey was not involved.", set()),
    ("Ada Vey sued Pellow Studios; Tom Hale was not named.", {("Ada Vey", "sued", "Pellow Studios")}),
])
def test_a_long_semicolon_list_of_plaintiffs(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the second reader's counter-examples of the eighteenth run
    ("Studio sued\n\nParis Avery — an heiress — has sued Pellow Studios.", {("Paris Avery", "sued", "Pellow Studios")}),
    ("Ada Vey sued Pellow Studios, the network; Tom Hale, her agent, filed the papers; and Mara Quill declined to comment.",
     {("Ada Vey", "sued", "Pellow Studios")}),
    # a described countersuit filer is the one sued only when the story's suit was against one party
    ("Tom Hale has sued Mara Quill and Nell Avery. In the countersuit, the 46-year-old designer accuses Hale of fraud.",
     {("Tom Hale", "sued", "Mara Quill"), ("Tom Hale", "sued", "Nell Avery")}),
    ("Tom Hale has sued Mara Quill. In the suit, Hale accuses Quill of fraud and also names Ivo Brandt as a witness.",
     {("Tom Hale", "sued", "Mara Quill")}),
])
def test_second_reader_counter_examples_of_the_eighteenth_run(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # one more plaintiff of the suit the story tells: "is a plaintiff in her own right", "joined as a co-plaintiff"
    ("Pellow Films sued Tom Hale on Monday. Producer Ada Vey is a plaintiff in her own right.",
     {("Pellow Films", "sued", "Tom Hale"), ("Ada Vey", "sued", "Tom Hale")}),
    ("Pellow Films sued Tom Hale on Monday. Ada Vey is among the plaintiffs.",
     {("Pellow Films", "sued", "Tom Hale"), ("Ada Vey", "sued", "Tom Hale")}),
    ("Pellow Films sued Tom Hale on Monday. Arden Insurance has joined the suit as a co-plaintiff.",
     {("Pellow Films", "sued", "Tom Hale"), ("Arden Insurance", "sued", "Tom Hale")}),
    # not one denied; a plaintiff of another case sues that case's defendant, not the story's
    ("Pellow Films sued Tom Hale on Monday. Ada Vey, a witness, is not a plaintiff.", {("Pellow Films", "sued", "Tom Hale")}),
    ("Pellow Films sued Tom Hale on Monday. Ada Vey was a plaintiff in a 2019 case against Arden Media.",
     {("Pellow Films", "sued", "Tom Hale"), ("Ada Vey", "sued", "Arden Media")}),
])
def test_a_plaintiff_named_as_one(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a defendant list the parser broke: a role before the second name, the first name read as a modifier
    ("Tom Hale filed a lawsuit against singer Ada Vey and guitarist Ivo Lenz.",
     {("Tom Hale", "sued", "Ada Vey"), ("Tom Hale", "sued", "Ivo Lenz")}),
    ("Tom Hale has sued Ada Vey, Ivo Lenz and their label, Pellow Records.",
     {("Tom Hale", "sued", "Ada Vey"), ("Tom Hale", "sued", "Ivo Lenz"), ("Tom Hale", "sued", "Pellow Records")}),
    # ... not a new clause after the list
    ("Tom Hale filed a lawsuit against singer Ada Vey and guitarist Ivo Lenz said he was shocked.",
     {("Tom Hale", "sued", "Ada Vey")}),
])
def test_a_defendant_list_the_parser_broke(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a defendant disputes a suit by name: denies the claims in it, moves to dismiss it, hits back at it
    ("The news broke on Tuesday. Ramona Quint denies the claims in Della Pruitt's lawsuit.",
     {("Della Pruitt", "sued", "Ramona Quint")}),
    ("The news broke on Tuesday. Lawyers for Otto Farquay moved to dismiss Clio Brandt's suit on Monday.",
     {("Clio Brandt", "sued", "Otto Farquay")}),
    ("The news broke on Tuesday. Otto Farquay has hit back at Clio Brandt's lawsuit, calling it frivolous.",
     {("Clio Brandt", "sued", "Otto Farquay")}),
    ("The news broke on Tuesday. Otto Farquay slammed the lawsuit filed by Clio Brandt as a shakedown.",
     {("Clio Brandt", "sued", "Otto Farquay")}),
    ("The news broke on Tuesday. Pellow Records disputes the allegations in Clio Brandt's complaint.",
     {("Clio Brandt", "sued", "Pellow Records")}),
    # claims that may be no suit's, the court's own acts, and what others say of a suit name no defendant
    ("The news broke on Tuesday. Otto Farquay denied the claims made by Clio Brandt in an interview.", set()),
    ("The news broke on Tuesday. Judge Mara Hale dismissed Clio Brandt's lawsuit on Friday.", set()),
    ("The news broke on Tuesday. Fans slammed Clio Brandt's lawsuit.", set()),
    ("The news broke on Tuesday. Otto Farquay hit back at Clio Brandt's comments.", set()),
])
def test_a_defendant_disputes_a_suit_by_name(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a comma inside the closing quote (American copy) leads the parser to make the defendant a second subject
    ('The news broke on Tuesday. Tessa Brombury, the star of "Glass Orchard," sued Harlan Vesk in federal court.',
     {("Tessa Brombury", "sued", "Harlan Vesk")}),
    ('The news broke on Tuesday. Tessa Brombury, the star of "Glass Orchard", sued Harlan Vesk in federal court.',
     {("Tessa Brombury", "sued", "Harlan Vesk")}),
    ('The news broke on Tuesday. Tessa Brombury, the star of "Glass Orchard," has sued Sunhaven Media for breach of contract.',
     {("Tessa Brombury", "sued", "Sunhaven Media")}),
    # speech is no second subject
    ('The news broke on Tuesday. Said Tessa Brombury: "I sued him."', set()),
])
def test_a_defendant_the_parser_read_as_a_second_subject(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a defender is no defendant; a complaint to the police or about the noise is no suit; a list of defendants
    # after the misread second subject does not sue itself
    ("The news broke on Tuesday. Marta Colby, a friend of Benton Hale, hit back at Rosa Ivers's lawsuit.", set()),
    ("The news broke on Tuesday. Benton Hale disputes the allegations in Rosa Ivers's complaint to the police.", set()),
    ("The news broke on Tuesday. Benton Hale hit back at Rosa Ivers's complaint about the noise.", set()),
    ("The news broke on Tuesday. Attorneys for Bellmont Pictures moved to dismiss the suit filed by Rosa Ivers.",
     {("Rosa Ivers", "sued", "Bellmont Pictures")}),
    ('The news broke on Tuesday. Wade Corrigan, the star of "Ironbridge," sued Lena Pratt and Halcyon Studios.',
     {("Wade Corrigan", "sued", "Lena Pratt"), ("Wade Corrigan", "sued", "Halcyon Studios")}),
])
def test_a_defender_a_grievance_and_a_list_of_defendants(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "took B back to court" as "took B to court"; back to a town is no suit
    ("The news broke on Tuesday. Keisha Varn took Lil Sorrel back to court on Monday.", {("Keisha Varn", "sued", "Lil Sorrel")}),
    ("The news broke on Tuesday. Keisha Varn is dragging Lil Sorrel back to court over custody of their son.",
     {("Keisha Varn", "sued", "Lil Sorrel")}),
    ("The news broke on Tuesday. Keisha Varn took Lil Sorrel back to Leeds on Monday.", set()),
])
def test_back_to_court(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a firm's name NER saw nothing in, ending in a company word, is a party all the same
    ("The news broke on Tuesday. Mara Quill took legal action last week. She is suing Tom Hale, Ada Brandt and "
     "Pellow Records.",
     {("Mara Quill", "sued", "Tom Hale"), ("Mara Quill", "sued", "Ada Brandt"), ("Mara Quill", "sued", "Pellow Records")}),
    ("The news broke on Tuesday. The suit, filed by Mara Quill in Los Angeles Superior Court, names Tom Hale and "
     "Pellow Records as defendants.",
     {("Mara Quill", "sued", "Tom Hale"), ("Mara Quill", "sued", "Pellow Records")}),
    ("The news broke on Tuesday. Mara Quill has sued Pellow Records. She is also suing the label's parent company, "
     "Glass Harbor Media.",
     {("Mara Quill", "sued", "Pellow Records"), ("Mara Quill", "sued", "Glass Harbor Media")}),
])
def test_a_firm_named_by_its_company_word_is_a_party(nlp, text, expected):
    assert suits(nlp, text) == expected


def test_a_person_and_a_firm_ner_ran_together_are_two_names():
    # "[Tom Brandt and Pellow Records]ORG": a given name's person, then the firm (a hand-built Doc, no model)
    from spacy.lang.en import English
    from spacy.tokens import Doc

    from kgbuild.extraction.mentions import find_mentions

    words = ["She", "sued", "Tom", "Brandt", "and", "Pellow", "Records", "."]
    ents = ["O", "O", "B-ORG", "I-ORG", "I-ORG", "I-ORG", "I-ORG", "O"]
    doc = Doc(English().vocab, words=words, ents=ents, sent_starts=[True] + [False] * 7)
    assert [(m.name, m.type) for m in find_mentions(doc)] == [("Tom Brandt", "PERSON"), ("Pellow Records", "ORG")]


@pytest.mark.parametrize("text,expected", [
    # a plaintiff described in the sentence before (a possessive description too), named as the one who says
    ("The news broke on Tuesday. Actor Rupert Vance is being sued by his neighbor over an oak tree. Harriet Loomis "
     "says the tree, on Vance's property, damaged her roof in a storm.", {("Harriet Loomis", "sued", "Rupert Vance")}),
    ("The news broke on Tuesday. A jury on Wednesday sided with a photographer who sued actor Brandon Kell for assault. "
     "Paolo Ferri said Kell punched him outside a nightclub in 2021.", {("Paolo Ferri", "sued", "Brandon Kell")}),
    ("The news broke on Tuesday. A federal judge has dismissed a lawsuit filed by a concertgoer against pop singer "
     "Juno Astley. Delphine Marr claimed she was injured when a stage prop fell.", {("Delphine Marr", "sued", "Juno Astley")}),
    ("The news broke on Tuesday. Daytime host Nadia Oyel has been hit with a lawsuit by a former producer on her show. "
     "Calla Dunmore alleges she was fired after complaining about working conditions.",
     {("Calla Dunmore", "sued", "Nadia Oyel")}),
    # all of a list of plaintiffs named after a described group
    ("The news broke on Tuesday. Three more dancers have joined a lawsuit against choreographer Gianna Solis. "
     "Ruth Abara, Lio Fenn and Kamala Voss say Solis berated them during rehearsals.",
     {("Ruth Abara", "sued", "Gianna Solis"), ("Lio Fenn", "sued", "Gianna Solis"), ("Kamala Voss", "sued", "Gianna Solis")}),
    # the defendant's side speaking, or the defendant: no plaintiff
    ("The news broke on Tuesday. Tom Hale is being sued by a former assistant. Mara Quill, his publicist, says the claims "
     "are false.", set()),
    ("The news broke on Tuesday. Tom Hale is being sued by a former assistant. His lawyer, Ivo Brandt, said the suit has "
     "no merit.", set()),
    ("The news broke on Tuesday. Tom Hale is being sued by his neighbor over a fence. Hale said he was surprised.", set()),
])
def test_a_described_plaintiff_named_as_the_one_who_says(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "A named B and C as defendants": both, by A, however the parser hung "named" (here under a relative clause)
    ("The news broke on Tuesday. Actress Noor Haddad, who played a teacher on the series, named Pallister Television "
     "and showrunner Wade Emery as defendants in her lawsuit.",
     {("Noor Haddad", "sued", "Pallister Television"), ("Noor Haddad", "sued", "Wade Emery")}),
    ("The news broke on Tuesday. Tom Hale was named as a defendant in a lawsuit filed by Ada Vey.",
     {("Ada Vey", "sued", "Tom Hale")}),
])
def test_who_is_named_as_a_defendant_and_by_whom(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # whom a plaintiff adds or lists as a defendant in her suit: hers, against every defendant
    ("The news broke on Tuesday. In an amended complaint filed Friday, country star Dale Kerrow added his former tour "
     "manager, Jess Pim, as a defendant in his suit against Salt Road Touring.",
     {("Dale Kerrow", "sued", "Jess Pim"), ("Dale Kerrow", "sued", "Salt Road Touring")}),
    ("The news broke on Tuesday. Ada Vey added Tom Hale as a defendant to her suit against Glass Harbor Films.",
     {("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "sued", "Glass Harbor Films")}),
    ("The news broke on Tuesday. Singer Mara Quill listed producer Tom Hale as a defendant in her complaint.",
     {("Mara Quill", "sued", "Tom Hale")}),
])
def test_a_party_added_as_a_defendant_is_sued_by_the_one_adding(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a description of the party closed by its name, which the parser hangs on a noun inside it
    ("The news broke on Tuesday. Comedian Leo Marsh is suing the producers of his former sitcom, Glass Harbor "
     "Pictures, for unpaid residuals.", {("Leo Marsh", "sued", "Glass Harbor Pictures")}),
    ("The news broke on Tuesday. Singer Ada Vey has sued the company that manages her song catalog, Salt Meadow "
     "Publishing, accusing it of mismanagement.", {("Ada Vey", "sued", "Salt Meadow Publishing")}),
    ("The news broke on Tuesday. Singer Ada Vey has sued the studio behind the film \"Redline\", Glass Harbor Pictures.",
     {("Ada Vey", "sued", "Glass Harbor Pictures")}),
    ("The news broke on Tuesday. Singer Ada Vey has filed a lawsuit against the makers of the game \"Redline\", Pellow "
     "Interactive.", {("Ada Vey", "sued", "Pellow Interactive")}),
    # (a title closing the description names the work, not a party)
    ("The news broke on Tuesday. Singer Ada Vey has sued the producers of the hit show \"Tall Tales\".", set()),
])
def test_a_described_party_closed_by_its_name(nlp, text, expected):
    assert suits(nlp, text) == expected


def test_a_headline_occupation_word_is_no_party(nlp):
    text = ("Model sues fashion house over unpaid fees\nThe news broke on Tuesday. Model Ada Vey sued fashion house "
            "Pellow Dorval on Monday. The suit alleges Pellow Dorval failed to pay her for a campaign.")
    assert suits(nlp, text) == {("Ada Vey", "sued", "Pellow Dorval")}


@pytest.mark.parametrize("text,expected", [
    # the side a court took in a suit someone else filed is its defendant
    ("The news broke on Tuesday. A judge ruled in favor of Glass Harbor Pictures in the lawsuit filed by actor Tom Hale "
     "over the film's credits.", {("Tom Hale", "sued", "Glass Harbor Pictures")}),
    ("The news broke on Tuesday. A jury sided with singer Ada Vey in a suit brought by her former manager, Tom Hale.",
     {("Tom Hale", "sued", "Ada Vey")}),
    ("The news broke on Tuesday. A jury found for Glass Harbor Pictures in the case brought by actor Tom Hale.",
     {("Tom Hale", "sued", "Glass Harbor Pictures")}),
    # (the plaintiff winning his own suit is no defendant)
    ("The news broke on Tuesday. A judge ruled in favour of Tom Hale in the lawsuit he filed against Glass Harbor "
     "Pictures.", {("Tom Hale", "sued", "Glass Harbor Pictures")}),
    # "against it": the company just named
    ("The news broke on Tuesday. Glass Harbor Pictures has won in court. A judge threw out the lawsuit filed against it "
     "by actor Tom Hale.", {("Tom Hale", "sued", "Glass Harbor Pictures")}),
])
def test_the_side_a_court_took_and_a_suit_against_it(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a list of defendants going on past a described one's name: each of them
    ("The news broke on Tuesday. Singer Ada Vey sued her former manager, Tom Hale, his company, Hale Artists, and the "
     "accountant Pip Dorn on Monday.",
     {("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "sued", "Hale Artists"), ("Ada Vey", "sued", "Pip Dorn")}),
    ("The news broke on Tuesday. Leo Marsh is suing his old label, Glass Harbor Records, its boss, Tom Hale, and the "
     "producer Pip Dorn.",
     {("Leo Marsh", "sued", "Glass Harbor Records"), ("Leo Marsh", "sued", "Tom Hale"), ("Leo Marsh", "sued", "Pip Dorn")}),
    # (the list ends where a clause of its own begins)
    ("The news broke on Tuesday. Singer Ada Vey sued her former manager, Tom Hale, on Monday, and her sister, Pip Vey, "
     "said she was proud.", {("Ada Vey", "sued", "Tom Hale")}),
])
def test_defendants_listed_past_a_described_one(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # long lists of plaintiffs: "against" hung on a member of the list, a member hung on another
    ("The news broke on Tuesday. The suit was brought by Ada Vey, Pip Dorn, Lia Crow, Tom Hale and Leo Marsh against "
     "Glass Harbor Touring.",
     {(p, "sued", "Glass Harbor Touring") for p in ("Ada Vey", "Pip Dorn", "Lia Crow", "Tom Hale", "Leo Marsh")}),
    ("The news broke on Tuesday. Glass Harbor Records is being sued by four of its former artists. Ada Vey, Pip Dorn, "
     "Lia Crow and Leo Marsh claim the label withheld royalties.",
     {(p, "sued", "Glass Harbor Records") for p in ("Ada Vey", "Pip Dorn", "Lia Crow", "Leo Marsh")}),
    # plaintiffs in a suit the sentence names, or joining the story's plaintiff in it
    ("The news broke on Tuesday. Singers Ada Vey and Pip Dorn are among the plaintiffs in a lawsuit against Glass Harbor "
     "Records.", {("Ada Vey", "sued", "Glass Harbor Records"), ("Pip Dorn", "sued", "Glass Harbor Records")}),
    ("The news broke on Tuesday. Ada Vey has sued singer Mara Quill. Joining her in the suit are Pip Dorn and Lia Crow.",
     {("Ada Vey", "sued", "Mara Quill"), ("Pip Dorn", "sued", "Mara Quill"), ("Lia Crow", "sued", "Mara Quill")}),
    # (not a plaintiff; joining someone elsewhere than in the suit)
    ("The news broke on Tuesday. Ada Vey is not a plaintiff in the lawsuit against Glass Harbor Records.", set()),
    ("The news broke on Tuesday. Ada Vey has sued singer Mara Quill. Joining her on stage were Pip Dorn and Lia Crow.",
     {("Ada Vey", "sued", "Mara Quill")}),
])
def test_many_plaintiffs(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a suit told with no plaintiff at all, its plaintiff named next by what they allege of the ones sued
    ("Lawsuit names director and streamer\nA lawsuit filed Thursday names director Tom Hale and the streaming service "
     "Pellow as defendants. Screenwriter Ada Vey says the pair stole her idea for a series.",
     {("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "sued", "Pellow")}),
    ("The news broke on Tuesday. Reality star Ada Vey is facing a lawsuit over a dog bite. Tom Hale claims her dog "
     "attacked him in June.", {("Tom Hale", "sued", "Ada Vey")}),
    # (what is no allegation of the ones sued: a kind word, a friendship, a defence by a friend or a lawyer)
    ("The news broke on Tuesday. Reality star Ada Vey is facing a lawsuit over a dog bite. Tom Hale says she is a good "
     "neighbour.", set()),
    ("The news broke on Tuesday. A lawsuit filed Thursday names Tom Hale and Pip Dorn as defendants. Ada Vey says the "
     "pair are good friends of hers.", set()),
    ("The news broke on Tuesday. Reality star Ada Vey is facing a lawsuit over a dog bite. Her lawyer, Tom Hale, claims "
     "the suit is baseless.", set()),
])
def test_a_suit_by_no_one_named_next(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # after a described plaintiff, someone else speaking is no plaintiff: a relative of the one sued, a fan,
    # another agent, a comment on the claims, a stance rather than a wrong done
    ("The news broke on Tuesday. Host Tom Hale has been sued by a former driver. Pip Hale, 39, claims her husband did "
     "nothing wrong.", set()),
    ("The news broke on Tuesday. Host Tom Hale has been sued by a former assistant. Leo Marsh, 45, claims his wife "
     "did nothing wrong.", set()),
    ("The news broke on Tuesday. The Salt Meadow Owls have been sued by two former players. Owls fan Leo Marsh, 60, "
     "claims the club has lost its way.", set()),
    ("The news broke on Tuesday. Singer Ada Vey has been sued by her former agent. Vey's new agent, Tom Hale, says the "
     "claim is weak.", set()),
    ("The news broke on Tuesday. Glass Harbor Records has been sued by two former singers. Ada Vey, 29, claims she "
     "supports her former bandmates.", set()),
    # (but a plaintiff named with a trade of her own, or saying what was done to her, is one)
    ("The news broke on Tuesday. Host Tom Hale has been sued by a former employee. Chef Ada Vey alleges she was fired "
     "after asking for overtime.", {("Ada Vey", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. Glass Harbor Records is being sued by two of its former singers. Ada Vey and Pip Dorn "
     "claim they were underpaid.", {("Ada Vey", "sued", "Glass Harbor Records"), ("Pip Dorn", "sued", "Glass Harbor Records")}),
    ("Star's ex-husband sues\nAda Vey's ex-husband is suing her for defamation. Per the court papers, Tom Hale claims "
     "the actress lied about him on a podcast.", {("Tom Hale", "sued", "Ada Vey")}),
])
def test_who_speaks_after_a_described_plaintiff(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # settling a suit one of the two filed; a firm NER reads as a place; a party list NER ran past "against"
    ("The news broke on Tuesday. Actress Ada Vey and the streaming service Pellow have settled the lawsuit she filed "
     "last year over her pay.", {("Ada Vey", "sued", "Pellow")}),
    ("The news broke on Tuesday. Actor Tom Hale has sued the publisher of Starline Weekly, Glint Media, for defamation "
     "over a cover story.", {("Tom Hale", "sued", "Glint Media")}),
    ("The news broke on Tuesday. The suit was brought by Anna Kerr, Bo Lind, Cy Moss, Dee Park and Eli Rowe against "
     "Silverline Studios.",
     {(p, "sued", "Silverline Studios") for p in ("Anna Kerr", "Bo Lind", "Cy Moss", "Dee Park", "Eli Rowe")}),
    # (a name closing a relative clause's relative names the relative, not the party)
    ("The news broke on Tuesday. Actor Tom Hale has sued the lawyer who represented his ex-wife, Ada Vey.", set()),
])
def test_settled_suits_firm_names_and_long_lists(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a described plaintiff named with the description in apposition, or as the relative it was
    ("The news broke on Tuesday. Comedian Tom Hale has been sued by a former writer. Ada Vey, a former writer on the "
     "show, says she was harassed for months.", {("Ada Vey", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. Rapper Tom Hale has been sued by his ex-wife. Ada Hale says she was never paid the "
     "support he owes.", {("Ada Hale", "sued", "Tom Hale")}),
    # a suit by no one, told by a passive; a firm NER took for a person; "the rapper" titled earlier in the sentence
    ("The news broke on Tuesday. Singer Ada Vey is being sued over a hit song. Songwriter Tom Hale claims Vey copied his "
     "melody.", {("Tom Hale", "sued", "Ada Vey")}),
    ("The news broke on Tuesday. Singer Ada Vey and Glass Harbor Records have reached a settlement in her lawsuit over "
     "unpaid royalties. Vey sued the label in 2022.", {("Ada Vey", "sued", "Glass Harbor Records")}),
    ("The news broke on Tuesday. Jurors ordered rapper Tom Hale to pay $650,000 to a concertgoer, Leo Marsh, who sued the "
     "rapper after he was injured at a show.", {("Leo Marsh", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. Rapper Tom Hale is suing a paparazzo, Leo Marsh, who he says chased his son through a "
     "parking lot.", {("Tom Hale", "sued", "Leo Marsh")}),
])
def test_plaintiffs_and_defendants_named_in_the_wording_news_uses(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a name closing the noun's own relative clause; "the case of A against B"; a relative or a lawyer described
    ("The news broke on Tuesday. Actress Ada Vey sued the director who fired her, Tom Hale, for wrongful termination.",
     {("Ada Vey", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. The case of Ada Vey against Glass Harbor Studios goes to trial next week.",
     {("Ada Vey", "sued", "Glass Harbor Studios")}),
    ("The news broke on Tuesday. Singer Ada Vey is suing her ex-husband. She says Tom Hale hid $3 million in offshore "
     "accounts.", {("Ada Vey", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. Actor Leo Marsh is suing his former lawyer. He claims attorney Ada Vey botched his "
     "divorce settlement.", {("Leo Marsh", "sued", "Ada Vey")}),
    ("The news broke on Tuesday. Actor Tom Hale is facing a lawsuit over a dog bite. Neighbor Ada Vey claims his dog "
     "attacked her in March.", {("Ada Vey", "sued", "Tom Hale")}),
])
def test_more_ways_a_party_is_named(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "Other claimants (defendants) include ...": more parties of the story's suit
    ("The news broke on Tuesday. The actor Tom Hale is among several public figures suing the publisher of the Morning "
     "Lantern, Pellow Newspapers. Other claimants include the singer Ada Vey and the broadcaster Leo Marsh.",
     {("Tom Hale", "sued", "Pellow Newspapers"), ("Ada Vey", "sued", "Pellow Newspapers"),
      ("Leo Marsh", "sued", "Pellow Newspapers")}),
    ("The news broke on Tuesday. Ada Vey sued Glass Harbor Records in May. Other defendants include producer Tom Hale.",
     {("Ada Vey", "sued", "Glass Harbor Records"), ("Ada Vey", "sued", "Tom Hale")}),
    # (plaintiffs of other cases; others who are no party)
    ("The news broke on Tuesday. Ada Vey sued Glass Harbor Records in May. Other plaintiffs in similar cases include "
     "Tom Hale.", {("Ada Vey", "sued", "Glass Harbor Records")}),
    ("The news broke on Tuesday. Ada Vey sued Glass Harbor Records in May. Other artists include Tom Hale and Pip Dorn.",
     {("Ada Vey", "sued", "Glass Harbor Records")}),
])
def test_other_parties_listed(nlp, text, expected):
    assert suits(nlp, text) == expected
