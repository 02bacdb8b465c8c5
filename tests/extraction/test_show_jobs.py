"""A show's own jobs name the people who hold them: a dancer, a contestant or a fixture "on" a
show, and a show's title before the job ("the Glitter Ball pro A"); a crew job is none.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``appears_in`` triples.
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # a relative clause with a copula
    ("Serena Holt, who was a dancer on the dance show Glitter Ball for six series, was spotted.",
     {("Serena Holt", "appears_in", "Glitter Ball")}),
    # an apposition
    ("Stuart has since moved on with Lexi Dunn, a professional dancer on the dance show Glitter Ball.",
     {("Lexi Dunn", "appears_in", "Glitter Ball")}),
    # a main clause
    ("Lexi Dunn has since been a contestant on the dating show Ex Island.", {("Lexi Dunn", "appears_in", "Ex Island")}),
    ("Emma Clarke has been a fixture on the soap Harbour Lights since 2001.", {("Emma Clarke", "appears_in", "Harbour Lights")}),
    # the title before the job, the show named before
    ("The dance show Glitter Ball returns next week. Glitter Ball pro Anoushka Vell jets off to Greece.",
     {("Anoushka Vell", "appears_in", "Glitter Ball")}),
    ("The dance show Glitter Ball returns next week. Glitter Ball professional Anoushka Vell jets off to Greece.",
     {("Anoushka Vell", "appears_in", "Glitter Ball")}),
])
def test_a_show_s_job_puts_its_holder_in_the_show(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text", [
    # a profession with no show
    "Lexi Dunn, a professional dancer from Leeds, was spotted in Greece.",
    # a pro at a place, no show
    "Anoushka Vell is a golf pro on the island of Arran.",
    # a crew job on a show
    "Emma Clarke, a make-up professional on the drama Harbour Lights, is 40.",
])
def test_a_job_with_no_show_puts_no_one_in_one(nlp, text):
    assert appearances(nlp, text) == set()
