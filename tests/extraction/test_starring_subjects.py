"""The title a transitive "stars" has as subject, where the parser lost the verb.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. No person stars another, so the capitalised run before "stars"
with a name after it is a work, whatever NER called it; a genre before "star" is no title.
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # "stars" read as a noun between the title and the first name
    ("Windward stars Alice Fenn, Mohammed Karimi and Joel Strand.",
     {("Alice Fenn", "appears_in", "Windward"), ("Mohammed Karimi", "appears_in", "Windward"),
      ("Joel Strand", "appears_in", "Windward")}),
    # the title before a description set off by commas
    ("Hollowmere, a gothic thriller set in 1890s Yorkshire, stars Imogen Sayle.",
     {("Imogen Sayle", "appears_in", "Hollowmere")}),
    # a genre or a field before "star" describes the person
    ("Pop star Elin Berg and her younger sister, Maja, will perform together next month.", set()),
    ("Reality star Chloe Banner and her boyfriend have split.", set()),
])
def test_the_subject_of_a_transitive_stars_is_a_work(nlp, text, expected):
    assert appearances(nlp, text) == expected
