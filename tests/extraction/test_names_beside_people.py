"""People and firms named as readers tell them apart (issue 14), and casts told in a recap.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
triples expected. A name NER missed beside one it found, joined by "and", is a person when it opens
on a known given name; one capitalised word after "the" that describes the noun after it ("the
Yorkshire fast bowler") names no one; a surname alone is the person who bears it, not the firm named
after them, and a firm's name without its legal form is the firm.
"""

import pytest

from ..conftest import appearances, cast, credits, triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("Harbour Lights season 4 recap: An inspector calls\n\nHarbour Lights has always done its best work when it lets an"
     " outsider in. Series regulars Yolanda Pierce and Casimir Novak get the episode's best scene.",
     cast("Harbour Lights", "Yolanda Pierce", "Casimir Novak")),
    ("Harbour Lights season 4 recap: An inspector calls\n\nHarbour Lights has always done its best work when it lets an"
     " outsider in. This week the outsider is Maddox Fair, who guest-stars as a fire inspector.",
     cast("Harbour Lights", "Maddox Fair")),
    ("Tom Reed guest-starred in the sitcom Upper Rooms last year.", credits("Tom Reed", "Upper Rooms")),
])
def test_a_recap_names_its_cast_by_title_and_verb(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Casimir Novak and Yolanda Pierce were married in 2019.", {("Casimir Novak", "spouse", "Yolanda Pierce")}),
    ("Regulars Yolanda Pierce and Casimir Novak were married in 2019.", {("Yolanda Pierce", "spouse", "Casimir Novak")}),
])
def test_a_name_ner_missed_beside_a_person_is_a_person(nlp, text, expected):
    assert {(h, r, t) if h < t else (t, r, h) for h, r, t in triples(nlp, text)} == \
        {(h, r, t) if h < t else (t, r, h) for h, r, t in expected}


@pytest.mark.parametrize("text,expected", [
    ("Zara Qadir is a presenter. Her husband, the Yorkshire and England fast bowler Saqib Durr, is a star. The couple,"
     " who married in 2018, have a son, Ayaan.",
     {("Zara Qadir", "spouse", "Saqib Durr"), ("Zara Qadir", "child", "Ayaan"), ("Saqib Durr", "child", "Ayaan")}),
    ("Zara Qadir is a presenter. Her husband, the Yorkshire fast bowler Saqib Durr, is a star.",
     {("Zara Qadir", "spouse", "Saqib Durr")}),
    ("Zara Qadir is a presenter. Her husband, the Kent and England fast bowler Saqib Durr, is a star.",
     {("Zara Qadir", "spouse", "Saqib Durr")}),
])
def test_a_word_describing_the_noun_after_names_no_one(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Reality star Tash Moreno is suing celebrity chef Gideon Farraday and his restaurant company after 30 guests fell"
     " ill. Moreno has issued a claim against both Farraday and Farraday Hospitality Ltd, the firm behind his"
     " restaurants. The head chef is Farraday's son, Rufus. A spokesperson for Farraday Hospitality said: \"The claim"
     " is without merit.\"", {("Tash Moreno", "sued", "Gideon Farraday"), ("Gideon Farraday", "child", "Rufus")}),
])
def test_a_surname_is_its_bearer_and_a_firm_keeps_its_name(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an apposition's list ends with it: C is listed with A, not B's
    ("Ada Vey, the wife of Tom Reed, and Mia Lund starred in the film Copper Sky.",
     credits("Ada Vey", "Copper Sky") | credits("Mia Lund", "Copper Sky") | {("Tom Reed", "spouse", "Ada Vey")}),
    ("Ada Vey, the daughter of Tom Reed and Lena Marsh, starred in the film Copper Sky.",
     credits("Ada Vey", "Copper Sky") | {("Tom Reed", "child", "Ada Vey"), ("Lena Marsh", "child", "Ada Vey"),
                                         ("Tom Reed", "spouse", "Lena Marsh")}),
    # a person described, then the list goes on
    ("Ada Vey, the studio's head of drama, and Mia Lund starred in the film Copper Sky.",
     credits("Ada Vey", "Copper Sky") | credits("Mia Lund", "Copper Sky")),
])
def test_a_list_goes_on_past_an_apposition(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a show's office named after "as" is no character: its holder keeps their family
    ("Brain Box is back for a new series. Lena Marsh returns as host, Ian Cole and Ana Ruiz return as judges. Cole lives"
     " in Leeds with his wife, Mia Cole.", {("Ian Cole", "spouse", "Mia Cole")}),
    # "lead" as a clue, a theatre's cast, a firm named after its owner, a pub one was seen in: no credit
    ("Harbour Lights is back on Sunday. The police have no lead, Ian Cole told reporters.", set()),
    ("The Royal Vale Theatre has announced its cast. Cast: Ada Vey, Tom Reed and Lena Marsh.", set()),
    ("Lena Marsh Ltd, the presenter's company, lost a tax appeal on Monday. Lena Marsh stars in the drama \"Harbour"
     " Nights\".", credits("Lena Marsh", "Harbour Nights")),
    ("Ana Ruiz left the party early and was later seen in The Gilded Fox with her husband, Ian Cole.",
     {("Ana Ruiz", "spouse", "Ian Cole")}),
])
def test_offices_clues_houses_and_pubs_are_no_credits(nlp, text, expected):
    assert triples(nlp, text) == expected
