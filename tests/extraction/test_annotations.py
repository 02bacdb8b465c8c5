"""The attribute ruler's and lemmatizer's annotations, remembered per token kind, are the
components' own, token for token."""

from __future__ import annotations

import pytest
import spacy
from spacy.attrs import DEP, LEMMA, MORPH, POS, TAG
from spacy.tokens import Doc

from kgbuild.extraction.annotations import RememberedAttributes, RememberedLemmas, original, remember
from kgbuild.extraction.component import prepare

ANNOTATIONS = [TAG, DEP, POS, MORPH, LEMMA]


def _ruler(patterns):
    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("attribute_ruler")
    ruler.add_patterns(patterns)
    return nlp, ruler


def _doc(nlp, words, tags, deps):
    return Doc(nlp.vocab, words=words, tags=tags, deps=deps, heads=[0] * len(words))


PATTERNS = [
    {"patterns": [[{"TAG": "NN"}]], "attrs": {"POS": "NOUN", "MORPH": "Number=Sing"}},
    {"patterns": [[{"TAG": "PRP"}]], "attrs": {"POS": "PRON"}},
    {"patterns": [[{"LOWER": "it", "DEP": "nsubj"}]], "attrs": {"MORPH": "Case=Nom"}},  # overrides the tag's
    {"patterns": [[{"LOWER": {"REGEX": "^gon$"}}]], "attrs": {"LEMMA": "go"}},
    {"patterns": [[{"DEP": "expl"}, {"LOWER": {"IN": ["is", "was"]}}]], "attrs": {"POS": "VERB"}, "index": 1},
    {"patterns": [[{"TAG": "VBZ"}]], "attrs": {"POS": "AUX"}},  # comes after the longer pattern: wins over it
    {"patterns": [[{"TAG": "VBD"}]], "attrs": {"POS": "AUX"}},
    {"patterns": [[{"DEP": "expl"}, {"TAG": "VBD"}]], "attrs": {"POS": "VERB"}, "index": -1},  # after: wins
]

SENTENCES = [  # (words, tags, deps): one word in several roles, a pattern's word, longer patterns
    (["It", "rained", "and", "she", "saw", "it"], ["PRP", "VBD", "CC", "PRP", "VBD", "PRP"],
     ["nsubj", "ROOT", "cc", "nsubj", "conj", "dobj"]),
    (["There", "is", "a", "dog", "and", "there", "was", "it"], ["EX", "VBZ", "DT", "NN", "CC", "EX", "VBD", "PRP"],
     ["expl", "ROOT", "det", "attr", "cc", "expl", "conj", "attr"]),
    (["Gon", "is", "a", "gon", "name"], ["NNP", "VBZ", "DT", "NN", "NN"], ["nsubj", "ROOT", "det", "compound", "attr"]),
]


def test_a_remembered_ruler_annotates_every_token_as_the_ruler_does_also_from_memory():
    nlp, ruler = _ruler(PATTERNS)
    remembered = RememberedAttributes(ruler)
    assert RememberedAttributes.fits(ruler)
    for _ in range(2):  # the second time from memory
        for words, tags, deps in SENTENCES:
            expected, got = ruler(_doc(nlp, words, tags, deps)), remembered(_doc(nlp, words, tags, deps))
            assert got.to_array(ANNOTATIONS).tolist() == expected.to_array(ANNOTATIONS).tolist(), words
    assert [t.pos_ for t in remembered(_doc(nlp, *SENTENCES[1]))] == [
        "", "AUX", "", "NOUN", "", "", "VERB", "PRON"]
    assert [str(t.morph) for t in remembered(_doc(nlp, *SENTENCES[0]))][::5] == ["Case=Nom", ""]


def test_a_ruler_whose_patterns_a_token_kind_does_not_fix_is_left_as_it_is():
    for pattern in ([{"LOWER": "a", "OP": "+"}], [{"SHAPE": "Xxxx"}], [{"LOWER": {"FUZZY": "soon"}}]):
        nlp, ruler = _ruler([{"patterns": [pattern], "attrs": {"POS": "X"}}])
        assert not RememberedAttributes.fits(ruler)
        nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
        remember(nlp)
        assert nlp.get_pipe("attribute_ruler") is ruler


@pytest.mark.model
def test_the_pipeline_has_the_stand_ins_under_the_original_names_once(nlp):
    names = list(prepare(nlp).pipe_names)
    prepare(nlp)
    assert nlp.pipe_names == names
    assert isinstance(nlp.get_pipe("attribute_ruler"), RememberedAttributes)
    assert isinstance(nlp.get_pipe("lemmatizer"), RememberedLemmas)
    assert original(nlp, "lemmatizer").__class__.__name__ == "EnglishLemmatizer"


TEXT = ("There was a party. Ulla Brask said she was gonna co-star with him, and it was over.\n"
        "Y'all know it. He's been dating Pim Oster, who guest-starred on it; they're engaged and she's "
        "expecting. I told you: the children's books were written by Ulla. Let's go! Ain't it grand? "
        "Brask co-wrote the songs, was honoured and had better lyrics than the best-selling writers.")


@pytest.mark.model
def test_on_the_model_the_stand_ins_annotate_as_the_original_components(nlp):
    prepare(nlp)
    before = [name for name in nlp.pipe_names if name not in {"attribute_ruler", "lemmatizer", "ner"}]
    with nlp.select_pipes(enable=before):
        docs = [nlp(TEXT), nlp(TEXT)]
    for name in ("attribute_ruler", "lemmatizer"):
        docs = [original(nlp, name)(docs[0]), nlp.get_pipe(name)(docs[1])]
    expected, got = (d.to_array(ANNOTATIONS).tolist() for d in docs)
    assert got == expected
    lemmas = [(t.text, t.lemma_) for t in docs[1] if t.lower_ in {"gon", "na", "guest-starred", "books", "written", "better"}]
    assert lemmas == [("gon", "go"), ("na", "to"), ("guest-starred", "guest-star"), ("books", "book"),
                      ("written", "write"), ("better", "well")]
    assert [t.lemma_ for t in docs[1] if t.lower_ == "'s"] == ["be", "be", "'s", "us"]  # "Let's": a longer pattern
