"""A defendant a lawsuit story describes in its lead and names later by the same noun.

Model tests (the pinned en_core_web_sm 3.8.0); every article is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # the noun again, definite, beside a name: in apposition either way, or before the name
    ("Singer Sues Former Manager\nSinger Mara Quill has sued her former manager, accusing him of stealing more "
     "than $4 million. The manager, Tobias Lenz, handled Quill's career for a decade. He denies the claims.",
     {("Mara Quill", "sued", "Tobias Lenz")}),
    ("Actress Sues Label\nActress Mara Quill has filed a lawsuit against her old label, accusing it of unpaid "
     "royalties. The label, Pellow Records, said the claims were false.",
     {("Mara Quill", "sued", "Pellow Records")}),
    ("Singer Sues Photographer\nSinger Mara Quill has sued a photographer over a picture. Photographer Tobias "
     "Lenz said he would fight the case.",
     {("Mara Quill", "sued", "Tobias Lenz")}),
    # an indefinite noun brings in someone new; a lawyer named by another noun speaks for a side
    ("Singer Sues Former Manager\nSinger Mara Quill has sued her former manager. A manager, Tobias Lenz, said "
     "the industry was changing.", set()),
    ("Singer Sues Former Manager\nSinger Mara Quill has sued her former manager. Quill's lawyer, Tobias Lenz, "
     "said the case was strong.", set()),
    # the same noun for someone else: another's, or the next one
    ("Singer Sues Manager\nSinger Lia Crow has sued her former manager. The manager of the venue, Ted Barlow, said "
     "the concert would go ahead.", set()),
    ("Singer Sues Manager\nPop singer Dalia Fenwick sued her former manager in 2019. The case was settled. Her new "
     "manager, Ross Kemp, said she was ready to move on.", set()),
    ("Singer Sues Manager\nSinger Lia Crow has sued her manager. Her former manager, Gus Pike, who was fired in "
     "2018, is not part of the case. The manager, Tina Ruiz, said she would fight.", {("Lia Crow", "sued", "Tina Ruiz")}),
    # a suit only threatened names no defendant later
    ("Singer Threatens Manager\nSinger Mara Quill has threatened to sue her former manager. The manager, "
     "Tobias Lenz, said he was not worried.", set()),
])
def test_a_described_defendant_named_later(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # named as the subject of what the plaintiff alleges next, or as whom she accuses
    ("Singer Sues Manager\nSinger Ada Vey is suing her former manager over missing money.\n\nShe claims Tom Hale "
     "moved $2 million into his own accounts. Hale denies the claims.",
     {("Ada Vey", "sued", "Tom Hale")}),
    ("Actor Sues Surgeon\nActor Leo Marsh is suing the surgeon who operated on his knee.\n\nThe 61-year-old says "
     "Dr. Ada Vey botched a routine procedure in 2021, leaving him with nerve damage.",
     {("Leo Marsh", "sued", "Ada Vey")}),
    ("Actor Sues Photographer\nActor Tom Hale is suing a photographer over pictures of his children.\n\nHe accuses "
     "Ada Vey of selling the images to a magazine.",
     {("Tom Hale", "sued", "Ada Vey")}),
    # a company noun is named by a company; a firm-or-person noun by either; plaintiffs a couple
    ("Singer Sues Label\nSinger Ada Vey has sued her old label, claiming it withheld royalties.\n\nVey alleges that "
     "Glass Harbor Records kept two of her albums unreleased.",
     {("Ada Vey", "sued", "Glass Harbor Records")}),
    ("Couple Sue Builder\nTV hosts Mara Quill and Tom Hale are suing the contractor who built their home.\n\nThe "
     "couple claim Salt Meadow Builders used cheap materials.",
     {("Mara Quill", "sued", "Salt Meadow Builders"), ("Tom Hale", "sued", "Salt Meadow Builders")}),
    # not someone of another kind, nor one the sentence describes otherwise, nor what a lawyer claims
    ("Singer Sues Label\nSinger Ada Vey has sued her old label over missing royalties.\n\nShe claims producer Tom "
     "Hale told her the masters were lost.", set()),
    ("Singer Sues Manager\nSinger Ada Vey is suing her former manager over missing money.\n\nShe says Tom Hale, her "
     "new manager, found the gap in the accounts.", set()),
    ("Singer Sues Manager\nSinger Ada Vey is suing her former manager over missing money.\n\nVey's lawyer, Tom Hale, "
     "says the manager hid the losses. Hale claims Pip Dorn signed the cheques.", set()),
])
def test_a_described_defendant_named_in_what_the_plaintiff_alleges(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # court papers of the story's suit: whom its plaintiff accuses there is sued too
    ("The filing came on Monday. Singer Ada Vey has sued Glass Harbor Records. In court documents, she also accuses "
     "producer Tom Hale of hiding royalties.",
     {("Ada Vey", "sued", "Glass Harbor Records"), ("Ada Vey", "sued", "Tom Hale")}),
    ("Actress Sues Ex-Manager\nActress Mara Quill has filed a lawsuit against her former manager, claiming he took "
     "her earnings.\n\nIn court papers, Quill accuses Tobias Lenz of forging her signature on a dozen checks.",
     {("Mara Quill", "sued", "Tobias Lenz")}),
    # not papers of no suit the story told, nor what is only said in them
    ("The row went public on Monday. In court papers, Ada Vey accuses Tom Hale of fraud.", set()),
    ("Actress Seeks Custody\nActress Ada Vey has asked a judge for custody of her son. In court papers filed Monday, "
     "Vey says Tom Hale should see the boy at weekends.", set()),
])
def test_court_papers_of_the_story_suit(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a party taken to court, or named by the story's suit ("The suit against B", "The lawsuit claims B ...")
    ("Singer Takes Label to Court\nThe singer Mara Quill is taking her former record label to the High Court.\n\nShe "
     "claims Glass Harbor Records underpaid her for twenty years.",
     {("Mara Quill", "sued", "Glass Harbor Records")}),
    ("Actor Sues Game Maker\nActor Tom Hale is suing a video game company he says copied his face.\n\nThe suit "
     "against Pellow Interactive, filed Tuesday, claims the villain is a copy of the actor.",
     {("Tom Hale", "sued", "Pellow Interactive")}),
    ("The news broke on Tuesday. Actress Ada Vey is suing her former business partner. The lawsuit claims Pip Dorn "
     "emptied the bank account of their company.", {("Ada Vey", "sued", "Pip Dorn")}),
    # (what her lawyer claims; what the suit claims of someone of another kind)
    ("The news broke on Tuesday. Actress Ada Vey is suing her former business partner. Her lawyer, Tom Hale, "
     "claims Pip Dorn hid the money.", set()),
    ("Actor Sues Game Maker\nActor Tom Hale is suing a video game company.\n\nThe suit claims designer Ada Vey "
     "copied his face.", set()),
])
def test_a_described_defendant_named_by_the_story_suit(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text", [
    # what the plaintiff says next of someone who did her no wrong names no defendant: one the sentence
    # describes as someone else, a witness, a judge, a bystander, a place she dreams of, one she says she is not suing
    "Star Sues Stylist\nPop star Ada Vey is suing her former stylist. Vey says Pip Dorn, who replaced the stylist, found "
    "the missing gowns.",
    "Singer Sues Manager\nSinger Ada Vey is suing her former manager. She says Tom Hale will testify on her behalf.",
    "Singer Sues Manager\nSinger Ada Vey is suing her former manager. She says Judge Pip Dorn will hear the case in May.",
    "Singer Sues Manager\nSinger Ada Vey is suing her former manager. She says Pip Dorn cried when she heard the news.",
    "Striker Sues Club\nStriker Tom Hale is suing his former club. He says Salt Meadow Park was always his dream.",
    "Comic Sues Agent\nComedian Tom Hale is suing his former agent. He accuses fellow comedian Leo Marsh of copying his "
    "act, but is not suing him.",
    "Actress Sues Director\nActress Ada Vey is suing her former agent. In an interview, Vey accuses Pip Dorn of "
    "intimidating witnesses.",
])
def test_no_described_defendant_named_by_what_is_no_wrong(nlp, text):
    assert {t for t in triples(nlp, text) if t[1] == "sued"} == set()


@pytest.mark.parametrize("text,expected", [
    # a wrong told past, ongoing or as fault; suffered at the hands of the one named; a defendant a clause describes
    ("Singer Sues Manager\nSinger Ada Vey is suing her former tour manager. Vey says Tom Hale had been skimming ticket "
     "revenue.", {("Ada Vey", "sued", "Tom Hale")}),
    ("Actor Sues Adviser\nActor Leo Marsh is suing his former financial adviser. Marsh says Tom Hale is to blame for his "
     "bankruptcy.", {("Leo Marsh", "sued", "Tom Hale")}),
    ("Singer Sues Label\nSinger Leo Marsh is suing his former label. Marsh says Glass Harbor Records is in breach of his "
     "contract.", {("Leo Marsh", "sued", "Glass Harbor Records")}),
    ("Actress Sues Manager\nActress Ada Vey is suing her former manager. Vey claims she was defrauded by Tom Hale.",
     {("Ada Vey", "sued", "Tom Hale")}),
    ("Actor Sues Landlord\nActor Leo Marsh is suing his landlord. Marsh says Tom Hale, who owns the building, refused to "
     "fix the heating.", {("Leo Marsh", "sued", "Tom Hale")}),
    # (a name NER missed after the noun is no description; what she accuses someone of in an interview is no suit)
    ("The news broke on Tuesday. Actress Ada Vey sued director Tom Hale last year. In an interview, Vey accuses Pip Dorn "
     "of intimidating witnesses.", {("Ada Vey", "sued", "Tom Hale")}),
])
def test_a_described_defendant_named_by_a_wrong_in_any_tense(nlp, text, expected):
    assert {t for t in triples(nlp, text) if t[1] == "sued"} == expected
