"""One person under two names the article equates: a stage name and a real, legal or birth
name, a married name and a maiden one. Both names are aliases of one entity, whichever NER
typed the second, and a triple about either is about that one person.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
people and aliases.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def people(nlp, text):
    """Each person's label and the set of their names."""
    from kgbuild.extraction.component import prepare
    from kgbuild.extraction.coref import ArticleEntities
    from kgbuild.extraction.mentions import find_mentions

    doc = prepare(nlp)(text)
    ents = ArticleEntities(doc, find_mentions(doc))
    return {e.name: frozenset(e.aliases) for e in ents.entities if e.type == "PERSON" and e.aliases}


@pytest.mark.parametrize("text,expected", [
    # the name on the birth certificate after the stage name, in several shapes
    ("Rapper Big Zeno, whose legal name is Tobias Kell, was sued by his driver, Sam Ruiz.",
     {"Big Zeno": {"Big Zeno", "Tobias Kell"}, "Sam Ruiz": {"Sam Ruiz"}}),
    ("Rapper Big Zeno (real name Tobias Kell) was sued by his driver, Sam Ruiz.",
     {"Big Zeno": {"Big Zeno", "Tobias Kell"}, "Sam Ruiz": {"Sam Ruiz"}}),
    ("The DJ Marla Vee, born Marla Vukovic, married Sam Ruiz in May.",
     {"Marla Vee": {"Marla Vee", "Marla Vukovic"}, "Sam Ruiz": {"Sam Ruiz"}}),
    # the stage name after the name on the certificate
    ("Tobias Kell, better known as Big Zeno, was sued by his driver, Sam Ruiz.",
     {"Tobias Kell": {"Big Zeno", "Tobias Kell"}, "Sam Ruiz": {"Sam Ruiz"}}),
    ("Tobias Kell, who performs as Big Zeno, was sued by his driver, Sam Ruiz.",
     {"Tobias Kell": {"Big Zeno", "Tobias Kell"}, "Sam Ruiz": {"Sam Ruiz"}}),
    ("Marla Vukovic, known professionally as Marla Vee, married Sam Ruiz in May.",
     {"Marla Vukovic": {"Marla Vee", "Marla Vukovic"}, "Sam Ruiz": {"Sam Ruiz"}}),
])
def test_a_stage_name_and_a_real_name_are_one_person(nlp, text, expected):
    assert people(nlp, text) == {k: frozenset(v) for k, v in expected.items()}


@pytest.mark.parametrize("text,expected", [
    # a date or a place after "born" is no name
    ("Marla Vee, born May 3, 1990, married Sam Ruiz.", {"Marla Vee": {"Marla Vee"}, "Sam Ruiz": {"Sam Ruiz"}}),
    ("Marla Vee, born in Zagreb, married Sam Ruiz.", {"Marla Vee": {"Marla Vee"}, "Sam Ruiz": {"Sam Ruiz"}}),
    # a description after "known as" is no name; a part played "as" someone is no name of hers
    ("Marla Vee, known as the best dancer in town, married Sam Ruiz.",
     {"Marla Vee": {"Marla Vee"}, "Sam Ruiz": {"Sam Ruiz"}}),
    # two people in a row are two people
    ("Marla Vee, Sam Ruiz and Tobias Kell attended the gala.",
     {"Marla Vee": {"Marla Vee"}, "Sam Ruiz": {"Sam Ruiz"}, "Tobias Kell": {"Tobias Kell"}}),
])
def test_what_is_no_other_name_leaves_people_apart(nlp, text, expected):
    assert people(nlp, text) == {k: frozenset(v) for k, v in expected.items()}


def test_a_triple_about_the_other_name_is_about_the_one_person(nlp):
    text = ("Tobias Kell, better known as Big Zeno, has been sued by his former driver, Sam Ruiz. "
            "Ruiz says Big Zeno never paid him.")
    assert triples(nlp, text) == {("Sam Ruiz", "sued", "Tobias Kell")}


def test_a_stage_name_ner_took_for_a_work_is_the_person_s(nlp):
    text = ("Singer Nia Fairweather is also heading to the island. Her ex-husband, rapper Flint, real name Obi Madueke, "
            "took part in the show in 2019.")
    assert triples(nlp, text) == {("Nia Fairweather", "former_spouse", "Flint")}


@pytest.mark.parametrize("text,expected", [
    # a possessive, a part in a work, a costume or a boss after the phrase is no other name
    ("Producer Sam Ruiz founded Velvet Hour Records in 2010. Marla Vee, who records under Sam Ruiz's label, "
     "married Tobias Kell in June.", {("Marla Vee", "spouse", "Tobias Kell")}),
    ("Marla Vee, aka Tobias Kell's wife, is suing Sam Ruiz.",
     {("Tobias Kell", "spouse", "Marla Vee"), ("Marla Vee", "sued", "Sam Ruiz")}),
    ("Sam Ruiz was there. Marla Vee, who went as Sam Ruiz for Halloween, is engaged to Tobias Kell.",
     {("Marla Vee", "partner", "Tobias Kell")}),
    ("Marla Vee, who wrestled under Sam Ruiz for years, sued Sam Ruiz.", {("Marla Vee", "sued", "Sam Ruiz")}),
    # a surname alone after "maiden name" is the family's, not a person's
    ("Tobias Kell attended. Marla Vee, whose maiden name is Kell, is his sister.", {("Tobias Kell", "sibling", "Marla Vee")}),
])
def test_what_follows_the_phrase_must_be_a_whole_name(nlp, text, expected):
    assert triples(nlp, text) == expected


def test_a_part_known_by_name_in_a_work_is_no_other_name(nlp):
    found = people(nlp, "Marla Vee, best known as Ruby Hale in Salt Meadow, has married Sam Ruiz.")
    assert found["Marla Vee"] == {"Marla Vee"}


def test_born_with_where_or_when_after_the_name(nlp):
    text = "Big Zeno, born Tobias Kell in Atlanta, was sued by his driver, Sam Ruiz."
    assert people(nlp, text) == {"Big Zeno": frozenset({"Big Zeno", "Tobias Kell"}), "Sam Ruiz": frozenset({"Sam Ruiz"})}
