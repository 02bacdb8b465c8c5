"""The Doc reader that finds cue words without a Token per word: it must agree with spaCy's own
token attributes. Hand-built Docs; no model."""

import spacy
from spacy.tokens import Doc

from kgbuild.extraction.scan import cue_tokens, lemmas, lowers, positions, span_text, texts


_VOCAB = spacy.blank("en").vocab  # English lexical attributes (lower case), no model


def _doc():
    words = ["Ada", "Vey", "Stars", "in", "\n\n", "the", "Drama", "'s", "Finale", "."]
    spaces = [True, True, True, False, False, True, False, True, False, False]
    lemma = ["Ada", "Vey", "star", "in", "\n\n", "the", "drama", "'s", "finale", "."]
    return Doc(_VOCAB, words=words, spaces=spaces, lemmas=lemma, sent_starts=[True] + [False] * 4 + [True] + [False] * 4)


def test_the_forms_are_spacys_own():
    doc = _doc()
    assert lowers(doc) == [t.lower_ for t in doc]
    assert texts(doc) == [t.text for t in doc]
    assert lemmas(doc) == [t.lemma_.lower() for t in doc]


def test_positions_and_cue_tokens_find_the_cues_in_order():
    doc = _doc()
    assert positions(doc, {"the", "stars", "absent"}) == [2, 5]
    assert positions(doc, {"the", "stars"}, start=3) == [5]
    second = list(doc.sents)[1]
    assert [t.i for t in cue_tokens(second, {"finale"}, lemma_words={"drama"})] == [6, 8]
    assert [t.i for t in cue_tokens(doc[:], lemma_words={"star"})] == [2]
    assert cue_tokens(second, {"ada"}) == []


def test_span_text_is_the_spans_own_text():
    doc = _doc()
    assert [span_text(s) for s in doc.sents] == [s.text for s in doc.sents]
    assert span_text(doc[1:4]) == doc[1:4].text


def test_an_empty_doc_has_no_forms():
    doc = Doc(_VOCAB, words=[])
    assert lowers(doc) == texts(doc) == lemmas(doc) == [] and positions(doc, {"a"}) == []
