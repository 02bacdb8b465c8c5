"""An "ex-" kin noun is one word ("ex-wife", "ex-boyfriend", "ex-fiancée"), so the parser keeps the
name after it in apposition; and the one who shares children "with his ex-wife" is the sharing
verb's subject, however that subject is given (a relative pronoun, a pronoun, a name the model
read as a noun phrase with the verb) and wherever the phrase hangs in the list of children.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("Rob Lyle shares Noah with his ex-wife, Tess Lyle.",
     {("Rob Lyle", "child", "Noah"), ("Tess Lyle", "child", "Noah"), ("Rob Lyle", "former_spouse", "Tess Lyle")}),
    ("Rob Lyle shares Noah with his former wife, Tess Lyle.",
     {("Rob Lyle", "child", "Noah"), ("Tess Lyle", "child", "Noah"), ("Rob Lyle", "former_spouse", "Tess Lyle")}),
    ("Rob Lyle, who shares Noah with his ex-wife, Tess Lyle, is engaged.",
     {("Rob Lyle", "child", "Noah"), ("Tess Lyle", "child", "Noah"), ("Rob Lyle", "former_spouse", "Tess Lyle")}),
    ("Actor Rob Lyle, 48, has two children. He shares Noah, 12, with his ex-wife, Tess Lyle.",
     {("Rob Lyle", "child", "Noah"), ("Tess Lyle", "child", "Noah"), ("Rob Lyle", "former_spouse", "Tess Lyle")}),
    # the phrase hung on the last child of the list
    ("Hollis Vane, 50, is a father of four. Hollis shares three kids, Finn, 14, Georgie, 12, and Mack, 9, "
     "with his ex-wife, stylist Bree Calder.",
     {("Hollis Vane", "child", "Finn"), ("Hollis Vane", "child", "Georgie"), ("Hollis Vane", "child", "Mack"),
      ("Bree Calder", "child", "Finn"), ("Bree Calder", "child", "Georgie"), ("Bree Calder", "child", "Mack"),
      ("Hollis Vane", "former_spouse", "Bree Calder")}),
])
def test_who_shares_children_with_an_ex_is_the_sharing_verb_s_subject(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Rapper Dion Pryce has hit back at his ex-girlfriend, singer Kaya Rhodes, after she mocked him.",
     {("Dion Pryce", "partner", "Kaya Rhodes")}),
    ("Chyna Vale shares a daughter, Dream, with her ex-fiancé Rob Kessel.",
     {("Chyna Vale", "child", "Dream"), ("Rob Kessel", "child", "Dream"), ("Chyna Vale", "partner", "Rob Kessel")}),
    ("Mila Ortiz was spotted with her ex-husband, Dario Fenn, on Sunday.", {("Mila Ortiz", "former_spouse", "Dario Fenn")}),
    # the plural's lemma: two ex-wives are two former spouses
    ("Bram Tolle invited both of his ex-wives, Ada Voss and Lin Marr, to the premiere.",
     {("Bram Tolle", "former_spouse", "Ada Voss"), ("Bram Tolle", "former_spouse", "Lin Marr")}),
])
def test_an_ex_kin_noun_is_one_word(nlp, text, expected):
    assert triples(nlp, text) == expected


def test_an_ex_kin_noun_is_one_noun_token(nlp):
    from kgbuild.extraction.component import prepare

    doc = prepare(nlp)("Her ex-fiancé and his ex-wives were there.")
    assert [(t.text, t.lemma_, t.pos_) for t in doc if t.text.startswith("ex-")] == [
        ("ex-fiancé", "fiancé", "NOUN"), ("ex-wives", "wife", "NOUN")]


def test_whose_ex_wife_she_is_had_the_child_with_her_when_no_subject_names_a_parent(nlp):
    text = "Tom Vale married Ada Vale in 2012. There is also daughter Ivy Vale with his ex-wife Kim Rhodes."
    assert triples(nlp, text) == {("Tom Vale", "spouse", "Ada Vale"), ("Tom Vale", "former_spouse", "Kim Rhodes"),
                                  ("Tom Vale", "child", "Ivy Vale"), ("Kim Rhodes", "child", "Ivy Vale")}


def test_a_child_s_own_possessor_keeps_the_with_phrase_s_for_the_other_parent(nlp):
    text = "Ada Voss married Rob Lyle in 2012. She raised his daughter Ivy with her husband."
    assert triples(nlp, text) == {("Ada Voss", "spouse", "Rob Lyle"), ("Rob Lyle", "child", "Ivy")}


@pytest.mark.parametrize("text,expected", [
    ("Dion Pryce sued the lawyer who represented his ex-wife, Kaya Rhodes.", {("Dion Pryce", "former_spouse", "Kaya Rhodes")}),
])
def test_a_name_after_a_relative_clause_ending_on_a_kin_noun_is_that_relative(nlp, text, expected):
    assert triples(nlp, text) == expected
