"""A name inside a quotation is not whom a pronoun outside it means, nor does the speaker's
pronoun after the quotation give that name a gender ('"Rhodri taught me a lot," she says').

Model tests (the pinned en_core_web_sm 3.8.0); every passage is invented, with its exact set of
triples of one relation.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def of(nlp, text, relation):
    return {t for t in triples(nlp, text) if t[1] == relation}


@pytest.mark.parametrize("text,relation,expected", [
    # the speaker's "she" after a quotation naming a co-star, then "She" in the next sentence
    ("Isla Dunmore is 41. She trained with the Welsh actor Rhodri Pugh. \"Rhodri taught me a lot,\" she says. She went"
     " on to star in the period drama Lady of the Lochs.",
     "appears_in", {("Isla Dunmore", "appears_in", "Lady of the Lochs")}),
    # "he" after a quotation naming someone else, then "He" in the next sentence
    ("Tomas Quill is 50. \"Working with Marcus Venn was a joy,\" he said. He will star in the drama Cold Harbour.",
     "appears_in", {("Tomas Quill", "appears_in", "Cold Harbour")}),
    # a kin noun owned by the speaker's pronoun is the speaker's
    ("Nora Lyle is 33. \"Rhodri Finch is the funniest person I know,\" she said of the comedian. Her husband, Jon Abel, agrees.",
     "spouse", {("Nora Lyle", "spouse", "Jon Abel")}),
])
def test_a_pronoun_outside_a_quotation_means_no_one_named_only_inside_it(nlp, text, relation, expected):
    assert of(nlp, text, relation) == expected


def test_a_pronoun_inside_a_quotation_may_mean_a_name_inside_it(nlp):
    # inside the quotation, "she" may mean someone the quotation names
    text = "Nora Lyle is 33. \"Mia Stone is amazing and she will star in the drama Cold Harbour,\" Lyle said."
    assert of(nlp, text, "appears_in") == {("Mia Stone", "appears_in", "Cold Harbour")}


@pytest.mark.parametrize("text,relation,expected", [
    # a catchphrase's "she" gives the host no gender; "He" opening the next sentences does
    ("Robin Gale, the host whose catchphrase \"Round and round she goes!\" was famous, has died aged 79. Gale hosted the"
     " quiz show Spin Time for 16 years. He also presented the travel show Away Days. He was discovered by the producer"
     " Martin Lamb. Lamb, who died in 2015, was \"the only boss I had\", Gale said. He is survived by his wife, Pat Gale.",
     "spouse", {("Robin Gale", "spouse", "Pat Gale")}),
    ("Dana Rusk, whose famous line \"He never saw it coming\" closed every episode, has died. Rusk presented the crime"
     " show Night Beat for ten years. She later hosted the quiz Brain Box. She is survived by her husband, Lou Adler.",
     "appears_in", {("Dana Rusk", "appears_in", "Night Beat"), ("Dana Rusk", "appears_in", "Brain Box")}),
])
def test_a_pronoun_in_a_quoted_line_gives_no_gender_and_a_sentence_opening_pronoun_does(nlp, text, relation, expected):
    assert of(nlp, text, relation) == expected
