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
