"""A countersuit with no object goes against whoever sued its subject, in the same sentence too.

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with its exact set of
``sued`` triples. A day before a name is no part of it ("On Thursday Quillstream filed a
countersuit"), while a child may be named after one ("their daughter Sunday Rose").
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def suits(nlp, text):
    return {t for t in triples(nlp, text) if t[1] == "sued"}


@pytest.mark.parametrize("text,expected", [
    # the suit in a relative clause on the countersuer
    ("Marco Bell, who was sued last year by the opera house Teatro Vespa, has now countersued.",
     {("Teatro Vespa", "sued", "Marco Bell"), ("Marco Bell", "sued", "Teatro Vespa")}),
    # the suit first, the countersuer's relative clause after "and"
    ("Acme Records sued Mira Dufour for breach of contract, and Dufour, who then countersued, says the label never paid her.",
     {("Acme Records", "sued", "Mira Dufour"), ("Mira Dufour", "sued", "Acme Records")}),
    # the suit in the sentence before, a day before the countersuer's name
    ("Ada Vey sued the streaming service Quillstream for unpaid fees. On Thursday Quillstream filed a countersuit.",
     {("Ada Vey", "sued", "Quillstream"), ("Quillstream", "sued", "Ada Vey")}),
])
def test_a_countersuit_without_an_object_answers_the_suit(nlp, text, expected):
    assert suits(nlp, text) == expected


def test_a_countersuit_denied_answers_nothing(nlp):
    text = "Marco Bell, who was sued by Teatro Vespa, has not countersued."
    assert suits(nlp, text) == {("Teatro Vespa", "sued", "Marco Bell")}


@pytest.mark.parametrize("text,expected", [
    ("Comedian Ravi Chandra filed a lawsuit against the Velvet Hall comedy club chain on Friday.",
     {("Ravi Chandra", "sued", "Velvet Hall")}),
    ("Ada Vey sued the Copper Lane record label.", {("Ada Vey", "sued", "Copper Lane")}),
    # no firm named: nobody
    ("Ada Vey filed a suit against the club.", set()),
])
def test_a_firm_named_before_the_words_for_its_kind_is_the_defendant(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a band named after "band" is a party, whatever NER called it (here a work of art)
    ("Halcyon Records sued the indie band The Paper Kites on Thursday.", {("Halcyon Records", "sued", "The Paper Kites")}),
    ("The rock trio Salt Engine sued their former manager, Dana Cole.", {("Salt Engine", "sued", "Dana Cole")}),
])
def test_a_band_named_after_its_kind_is_a_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a countersuit only threatened or expected is none yet
    ("Jade Pell, who was sued by Copper Records in May, may countersue.", {("Copper Records", "sued", "Jade Pell")}),
    ("Jade Pell, who was sued by Copper Records in May, has threatened to countersue.", {("Copper Records", "sued", "Jade Pell")}),
    # a firm's people are not the firm
    ("Jade Pell has sued the Copper Records boss over unpaid royalties.", set()),
])
def test_no_countersuit_or_firm_that_was_not_stated(nlp, text, expected):
    assert suits(nlp, text) == expected
