"""A play on a stage is no show or film: no ``appears_in`` for it.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. The stage is said by the verb ("on stage", "on Broadway") or by a
noun above the title ("the stage production of X"); a title the sentence puts on screen keeps it.
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("Gideon Marr has appeared on stage in Hamlet.", set()),
    ("Gideon Marr starred on Broadway in The Seagull.", set()),
    ("Gideon Marr starred in the stage production of Hamlet.", set()),
    ("On stage, Gideon Marr has appeared in Hamlet and The Seagull.", set()),
    # on screen
    ("Gideon Marr appeared on screen in Copper Falls.", {("Gideon Marr", "appears_in", "Copper Falls")}),
    ("Gideon Marr starred in the drama Copper Falls.", {("Gideon Marr", "appears_in", "Copper Falls")}),
    # on a stage at an awards show with her co-stars from a show: still in the show
    ("Ada Vey appeared on stage at the Emmys with her Copper Falls co-stars.", {("Ada Vey", "appears_in", "Copper Falls")}),
])
def test_a_title_on_a_stage_is_no_appearance(nlp, text, expected):
    assert appearances(nlp, text) == expected
