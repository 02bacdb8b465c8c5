"""A cast guide's headline names its work before the colon ("X: meet the cast of the new drama"),
small words inside the title too ("Pip and the Paper Moon: meet the voice cast"), and the title
written again in the story is that work, not the names NER saw inside it; a person's name before
such a colon stays a person.

Model tests (the pinned en_core_web_sm 3.8.0); every passage is invented, with its exact set of
``appears_in`` triples.
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("Pip and the Paper Moon: meet the voice cast of this winter's animated hit\n\nStop-motion meets folklore in Pip and"
     " the Paper Moon, the animated adventure that opens on Boxing Day. The newcomer Ellie Sandoval, 11, voices Pip, an"
     " orphan.",
     {("Ellie Sandoval", "appears_in", "Pip and the Paper Moon")}),
    ("Harbour of the Lost: meet the cast of the new BBC drama\n\nHarbour of the Lost begins on Sunday. Tom Hale plays the"
     " captain, and Mia Fenn plays his sister.",
     {("Tom Hale", "appears_in", "Harbour of the Lost"), ("Mia Fenn", "appears_in", "Harbour of the Lost")}),
])
def test_a_guide_headline_s_title_with_small_words_is_the_story_s_work(nlp, text, expected):
    assert appearances(nlp, text) == expected


def test_a_person_s_name_before_a_guide_s_colon_is_no_work(nlp):
    text = ("Ada Vey: meet the cast of her new drama\n\nAda Vey has spent a year on the project. Tom Hale plays the"
            " captain.")
    assert not any(t[2] == "Ada Vey" for t in appearances(nlp, text))
