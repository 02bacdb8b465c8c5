"""A number word that closes a title is the title's ("Ward Seven", "Precinct Nine").

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. The small model calls a capitalised number word a cardinal,
which used to end the title one word early ("Ward"); a number opening a sentence stays a number.
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # a relative clause with a part, a genre noun, a list of two titles
    ("Ada Vey, who played Nurse Abbott in Ward Seven for a decade, has written a memoir.",
     {("Ada Vey", "appears_in", "Ward Seven")}),
    ("Tom Hale has joined the cast of the medical drama Ward Nine.", {("Tom Hale", "appears_in", "Ward Nine")}),
    ("Ada Vey starred in Precinct Twelve and Harbour Lights.",
     {("Ada Vey", "appears_in", "Precinct Twelve"), ("Ada Vey", "appears_in", "Harbour Lights")}),
])
def test_a_number_word_closing_a_title_is_the_titles(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_number_word_opening_the_next_sentence_is_a_number(nlp):
    text = "Ada Vey starred in Harbour Lights. Seven years later she retired."
    assert appearances(nlp, text) == {("Ada Vey", "appears_in", "Harbour Lights")}
