"""Fuzzing extraction with random Unicode, HTML-like and long texts.

Extraction never raises (no article is skipped for an exception) and every triple's sentence
is the article's text at the triple's offsets. That the triple's head and tail are named in
that sentence (by a name or an alias, as read once markup and control characters are blanked)
holds for sentences that name both; when coreference
resolves "she", "the couple" or "his wife" to entities of earlier sentences, the names stand
elsewhere in the article, so on whole articles they must occur in the article.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kgbuild.extraction.markup import blank_markup
from kgbuild.extraction.stream import extract
from kgbuild.records import Article

pytestmark = pytest.mark.model

NAMES = ["Alec Baldwin", "Hilaria Baldwin", "Katie Holmes", "Suri Cruise", "Kim Kardashian", "Kanye West",
         "Taylor Swift", "Travis Kelce", "Beyoncé", "Jay-Z", "Zoë Kravitz", "Björk", "李小龍", "Netflix",
         "The Mandalorian"]
SENTENCES = [
    "{a} and his wife {b} smiled on the red carpet.",
    "{a} married {b} in 2012.",
    "{a}'s daughter {b} went shopping.",
    "{a} sued {b} for $1 million.",
    "{a} divorced {b} last year.",
    "{a} and {b} are siblings.",
    "{a} stars in {b}.",
    "The couple has two children, {a} and {b}.",
    "She married him.",
    "{a} said: \"{b} is my brother.\"",
]
HTML = ["<p>", "</p>", "<div class=\"x\">", "</div>", "<br/>", "&amp;", "&nbsp;", "<script>alert(1)</script>",
        "<a href=\"javascript:alert(1)\">", "</a>", "<!-- c -->", "{{ x }}", "\u200b", "\ufeff", "\r\n", "\n\n",
        "\t", "  ", "🎉", "\u0301", "\ud7ff"]

sentence = st.builds(lambda t, a, b: t.format(a=a, b=b), st.sampled_from(SENTENCES), st.sampled_from(NAMES),
                     st.sampled_from(NAMES))
noise = st.one_of(st.sampled_from(HTML), st.text(max_size=12))
article_text = st.lists(st.one_of(sentence, noise), min_size=1, max_size=25).map(" ".join)


def check(nlp, text: str, *, names: str | None = None) -> None:
    """Extract ``text``; with ``names="sentence"`` both entities must be named in the
    triple's sentence, with ``names="article"`` somewhere in the article."""
    article = Article("fuzz.txt", text)
    skipped = []
    for e in extract([article], nlp, on_skip=skipped.append):
        for t in e.triples:
            ev = t.evidence
            assert text[ev.start:ev.end] == ev.sentence, t
            if names:
                # names are read from the article as parsed: markup and control characters
                # blanked (kgbuild.extraction.markup), spaces collapsed as in a name
                where = _as_read(ev.sentence if names == "sentence" else text)
                assert any(_as_read(n) in where for n in (t.head, *t.head_aliases)), t
                assert any(_as_read(n) in where for n in (t.tail, *t.tail_aliases)), t
    assert skipped == []


def _as_read(text: str) -> str:
    return " ".join(blank_markup(text).split())


# The same examples on every run, so a suite that passed here passes in CI; set
# KGBUILD_FUZZ_RANDOM=1 to search new ones (and add what it finds as a fixed case).
DERANDOMIZE = not os.environ.get("KGBUILD_FUZZ_RANDOM")
FUZZ = settings(deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow], derandomize=DERANDOMIZE)


@FUZZ
@given(text=st.text(min_size=1, max_size=400))
def test_random_unicode(nlp, text):
    check(nlp, text)


@FUZZ
@given(text=article_text)
def test_html_like_text_with_names_and_cues(nlp, text):
    check(nlp, text)


one_named_sentence = st.builds(lambda t, ab: t.format(a=ab[0], b=ab[1]),
                               st.sampled_from([t for t in SENTENCES if "{a}" in t and "couple" not in t]),
                               st.lists(st.sampled_from(NAMES), min_size=2, max_size=2, unique=True))


@FUZZ
@given(text=one_named_sentence, before=st.sampled_from(HTML), after=st.sampled_from(HTML))
def test_names_in_the_sentence_when_one_sentence_names_both(nlp, text, before, after):
    check(nlp, f"{before} {text} {after}", names="sentence")


@settings(deadline=None, max_examples=30, suppress_health_check=[HealthCheck.too_slow], derandomize=DERANDOMIZE)
@given(text=article_text)
def test_names_in_the_article_across_sentences(nlp, text):
    check(nlp, text, names="article")


@settings(deadline=None, max_examples=5, suppress_health_check=[HealthCheck.too_slow], derandomize=DERANDOMIZE)
@given(parts=st.lists(sentence, min_size=20, max_size=40), times=st.integers(min_value=20, max_value=60))
def test_long_text(nlp, parts, times):
    check(nlp, (" ".join(parts) + "\n") * times)


def test_a_word_longer_than_a_piece(nlp, monkeypatch):
    import kgbuild.extraction.stream as ex

    monkeypatch.setattr(ex, "MAX_PIECE_CHARS", 1000)
    check(nlp, "Alec Baldwin and his wife Hilaria Baldwin smiled. " + "x" * 5000 + " Katie Holmes sued Kim Kardashian.")


@pytest.mark.parametrize("text", [
    # found by the fuzzer: a control character inside what NER reads as a name
    "Katie Holmes and his wife Katie Holmes smiled on the red carpet. I0\x1f0+|ê She married him.",
    "B\x1f0+|ê Katie Holmes and his wife Katie Holmes smiled on the red carpet.",
])
def test_control_characters_inside_a_name_are_read_as_spaces(nlp, text):
    check(nlp, text, names="article")


CUT_SENTENCES = [
    "The couple have three children: a son, Ben, and twins Mia Rose Vale and Leo Vale, 9.",
    "Ana Reyes sued the festival's three organisers: Lars Dahl, who performs as Frost, and Ida Berg.",
    "The complaint, filed by lead plaintiffs Mia Stone and Tom Vale, names Bluegate Events LLC as well as its founder.",
    "Tom Keane made his film debut in 2004 in the drama Bay Road (2004), directed by Ana Ruiz, in which he played a boxer.",
    "Priya Venkat (The Glass Orchard) will join returning stars Mia Stone and Lars Dahl on NBC's The Night Desk.",
]


@pytest.mark.parametrize("sentence", CUT_SENTENCES)
def test_a_text_cut_after_any_word_never_raises(nlp, sentence):
    # a feed or a bad file may end anywhere: mid-list, mid-name, after an opening bracket
    words = sentence.split()
    for n in range(1, len(words) + 1):
        check(nlp, " ".join(words[:n]))
