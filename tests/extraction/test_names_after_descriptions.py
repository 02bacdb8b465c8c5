"""People named as readers name them, where NER does not: a name right after the noun that
says who the person is, whatever country the name is from; no deity; and an object pronoun
that is never its own clause's subject.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
triples expected for the relation asked about.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def of(nlp, text, relation):
    return {t for t in triples(nlp, text) if t[1] == relation}


@pytest.mark.parametrize("text,expected", [
    ("Chuka Nwosu is being sued by his former manager, Emeka Uba.", {("Emeka Uba", "sued", "Chuka Nwosu")}),
    ("Chuka Nwosu was sued by his former manager, Emeka Uba, over unpaid fees.", {("Emeka Uba", "sued", "Chuka Nwosu")}),
    ("Chuka Nwosu has sued his former manager, Emeka Uba.", {("Chuka Nwosu", "sued", "Emeka Uba")}),
    # a firm after a job noun is a party all the same, and no person
    ("Chuka Nwosu was sued by his former manager, Crestline Media.", {("Crestline Media", "sued", "Chuka Nwosu")}),
])
def test_a_name_after_a_job_noun_is_a_person(nlp, text, expected):
    assert of(nlp, text, "sued") == expected


@pytest.mark.parametrize("text,expected", [
    ("Ngozi Eze thanked God and her husband, the banker Chidubem Eze, in her speech.",
     {("Ngozi Eze", "spouse", "Chidubem Eze")}),
    ("Ngozi Eze thanked Allah and her husband, Tunde Eze.", {("Ngozi Eze", "spouse", "Tunde Eze")}),
    ("\"I thank God every day,\" said Ngozi Eze, who married Tunde Eze in May.", {("Ngozi Eze", "spouse", "Tunde Eze")}),
])
def test_a_deity_is_no_one_in_the_story(nlp, text, expected):
    assert of(nlp, text, "spouse") == expected


@pytest.mark.parametrize("text,expected", [
    ("Lenny Dawes has been in court before. In 2019 Marty Slade took him to court over unpaid fees.",
     {("Marty Slade", "sued", "Lenny Dawes")}),
    ("Nora Pike knows the courts well. Last year Ada Vey took her to court over a song.",
     {("Ada Vey", "sued", "Nora Pike")}),
    ("Lenny Dawes has been in court before. In 2019 Marty Slade dragged him back to court.",
     {("Marty Slade", "sued", "Lenny Dawes")}),
    # a reflexive is the subject; nobody else is named
    ("Marty Slade took himself to court to watch.", set()),
])
def test_an_object_pronoun_is_not_its_clauses_subject(nlp, text, expected):
    assert of(nlp, text, "sued") == expected


@pytest.mark.parametrize("text,expected", [
    # a job's initials before a name are no part of it
    ("Dev Rana paid tribute to his wife, the GP Dr Anjali Rana, who watches every episode.",
     {("Dev Rana", "spouse", "Anjali Rana")}),
    ("Streamline CEO Tim Marsh and his wife, Ada Marsh, attended.", {("Tim Marsh", "spouse", "Ada Marsh")}),
])
def test_a_jobs_initials_are_no_part_of_a_name(nlp, text, expected):
    assert of(nlp, text, "spouse") == expected
