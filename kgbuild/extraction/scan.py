"""Reading a parsed Doc without a Token object per word.

spaCy builds a new Python object on every ``doc[i]`` and every step of ``for tok in doc``, and
``Span.text`` builds one per word it joins. The entity and rule passes look at every word of an
article some forty times, mostly for a cue that is not there; building those objects was most
of the extraction's time. Here the words' forms are read once per Doc from its arrays (cached in
``doc.user_data``), so a pass finds where its cues stand first and makes Tokens only there.
"""

from __future__ import annotations

from collections.abc import Collection

from spacy.attrs import DEP, LEMMA, LOWER, ORTH
from spacy.tokens import Doc, Span

_LOWER_KEY = "kgbuild.lowers"
_TEXTS_KEY = "kgbuild.texts"
_LEMMAS_KEY = "kgbuild.lemmas"
_TEXT_KEY = "kgbuild.text"
_DEPS_KEY = "kgbuild.deps"


def text_of(doc: Doc) -> str:
    """``doc.text``, joined once per Doc (spaCy joins every token's text on each access)."""
    text = doc.user_data.get(_TEXT_KEY)
    if text is None:
        text = doc.user_data[_TEXT_KEY] = doc.text
    return text


def span_text(span: Span) -> str:
    """``span.text``, cut from the Doc's text by character offsets (no Token per word)."""
    return text_of(span.doc)[span.start_char:span.end_char]


def lowers(doc: Doc) -> list[str]:
    """Every token's lower-case form (``Token.lower_``), in order."""
    return _forms(doc, LOWER, _LOWER_KEY)


def texts(doc: Doc) -> list[str]:
    """Every token's text (``Token.text``), in order."""
    return _forms(doc, ORTH, _TEXTS_KEY)


def deps(doc: Doc) -> list[str]:
    """Every token's dependency label (``Token.dep_``), in order."""
    return _forms(doc, DEP, _DEPS_KEY)


def lemmas(doc: Doc) -> list[str]:
    """Every token's lemma in lower case (``Token.lemma_.lower()``), in order."""
    forms = doc.user_data.get(_LEMMAS_KEY)
    if forms is None:
        forms = doc.user_data[_LEMMAS_KEY] = [lemma.lower() for lemma in _strings(doc, LEMMA)]
    return forms


def positions(doc: Doc, words: Collection[str], start: int = 0, end: int | None = None) -> list[int]:
    """The indexes in ``[start, end)`` of the tokens whose lower-case form is one of ``words``."""
    forms = lowers(doc)
    stop = len(forms) if end is None else end
    return [i for i in range(start, stop) if forms[i] in words]


def cue_tokens(span: Span, words: Collection[str] = (), lemma_words: Collection[str] = ()) -> list:
    """The tokens of ``span`` whose lower-case form is one of ``words`` or whose lemma (lower
    case) is one of ``lemma_words``, in order."""
    doc = span.doc
    forms, roots = lowers(doc), lemmas(doc) if lemma_words else ()
    return [doc[i] for i in range(span.start, span.end) if forms[i] in words or lemma_words and roots[i] in lemma_words]


def _forms(doc: Doc, attr: int, key: str) -> list[str]:
    forms = doc.user_data.get(key)
    if forms is None:
        forms = doc.user_data[key] = _strings(doc, attr)
    return forms


def _strings(doc: Doc, attr: int) -> list[str]:
    """The strings of one attribute of every token, from the Doc's array of their hashes."""
    strings = doc.vocab.strings
    return [strings[h] for h in doc.to_array(attr).tolist()] if len(doc) else []


__all__ = ["cue_tokens", "deps", "lemmas", "lowers", "positions", "span_text", "text_of", "texts"]
