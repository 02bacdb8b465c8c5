"""Kin named the way leads and obituaries name them: "The son of A, B, ...", "Survivors include her
husband, C; a son, D".

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # a definite kin noun opening the sentence, its name set off by commas after its owner's
    ("The news broke on Tuesday. The daughter of actress Mara Quill, Ivy Quill, has landed her first role.",
     {("Mara Quill", "child", "Ivy Quill")}),
    ("The news broke on Tuesday. The son of Mara Quill, Leo Quill, was born in 2001.",
     {("Mara Quill", "child", "Leo Quill")}),
    ("The news broke on Tuesday. The son of rock singer Tom Hale, Leo Hale, is suing him.",
     {("Tom Hale", "child", "Leo Hale"), ("Leo Hale", "sued", "Tom Hale")}),
    ("The news broke on Tuesday. The wife of Tom Hale, Ada Vey, has filed for divorce.",
     {("Tom Hale", "spouse", "Ada Vey")}),
    # a firm named to describe the owner is no relative
    ("The news broke on Tuesday. The wife of Brenlow Motors chief Gil Haskett, Monica Haskett, has filed for divorce.",
     {("Gil Haskett", "spouse", "Monica Haskett")}),
    # a description or an age after the owner names no one
    ("The news broke on Tuesday. The sister of Tom Hale, the singer, was at the gala.", set()),
    ("The news broke on Tuesday. The son of Tom Hale, 54, was at the gala.", set()),
])
def test_kin_named_after_its_owner(nlp, text, expected):
    assert triples(nlp, text) == expected


_OBITUARY = "Mara Quill, actress, dies at 80\nMara Quill died on Monday at her home in Leeds. She was 80. "


@pytest.mark.parametrize("text,expected", [
    # the survivors are the dead woman's: by the list's possessive, or the possessor of "survivors"
    (_OBITUARY + "Survivors include her husband, Tom Hale; a son, Leo Hale; and a sister, Ivy Quill.",
     {("Mara Quill", "spouse", "Tom Hale"), ("Mara Quill", "child", "Leo Hale"), ("Mara Quill", "sibling", "Ivy Quill")}),
    (_OBITUARY + "Her survivors include a son, Leo Hale, and a sister, Ivy Quill.",
     {("Mara Quill", "child", "Leo Hale"), ("Mara Quill", "sibling", "Ivy Quill")}),
    (_OBITUARY + "She is survived by her husband, Tom Hale; a son, Leo Hale; and a sister, Ivy Quill.",
     {("Mara Quill", "spouse", "Tom Hale"), ("Mara Quill", "child", "Leo Hale"), ("Mara Quill", "sibling", "Ivy Quill")}),
    # a possessive further down the list is another survivor's
    (_OBITUARY + "Survivors include a daughter, Liz Gault, and her husband, Sam Gault; and a sister, Bea Fenner.",
     {("Liz Gault", "spouse", "Sam Gault")}),
])
def test_an_obituary_s_survivors(nlp, text, expected):
    assert triples(nlp, text) == expected
