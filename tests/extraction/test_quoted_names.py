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


def test_a_name_the_quotation_s_speaker_gives_is_still_the_speaker_s_referent(nlp):
    # inside the quotation, "she" may mean someone the quotation names
    text = "Nora Lyle is 33. \"Mia Stone is amazing and she will star in the drama Cold Harbour,\" Lyle said."
    assert of(nlp, text, "appears_in") == {("Mia Stone", "appears_in", "Cold Harbour")}
