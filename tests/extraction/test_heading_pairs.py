"""A "where are they now" piece heads each section with a line "Actor (Character)". Which of the two
is the actor: whoever the section says played the part ("Brannigan, who played ..."), else as the
article's other such headings; the part is no one a pronoun means.

Model tests (the pinned en_core_web_sm 3.8.0); the article is invented, with its exact set of
triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model

ARTICLE = """Harbour High cast: where are they now?

It has been twenty years since the teen drama Harbour High ended. We checked in on the class of 2005.

Daria Quenell-Voss (Kimberly "Kit" Lane)

As the show's golden girl, Daria Quenell-Voss was on every magazine cover. After the show ended, she moved into film. She married Joel Umeh in 2009.

Tobin Harcastle (Danny Roe)

Harcastle, who played the best friend, stayed on TV. He now lives in Austin.

Priya Venn-Ali (Tamsin Kirk)

Venn-Ali played the new girl from New York. She left acting in 2010 to study law.
"""


@pytest.mark.parametrize("person", ["Daria Quenell-Voss", "Tobin Harcastle", "Priya Venn-Ali"])
def test_each_heading_s_actor_is_in_the_show(nlp, person):
    assert (person, "appears_in", "Harbour High") in triples(nlp, ARTICLE)


def test_no_part_is_in_the_show_or_married(nlp):
    found = triples(nlp, ARTICLE)
    parts = {'Kimberly "Kit" Lane', "Kit", "Danny Roe", "Tamsin Kirk"}
    assert not [t for t in found if t[0] in parts or t[2] in parts], found
    assert ("Daria Quenell-Voss", "spouse", "Joel Umeh") in found
