"""Reading a parsed Doc without a Token object per word.

spaCy builds a new Python object on every ``doc[i]`` and every step of ``for tok in doc``, and
``Span.text`` builds one per word it joins. The entity and rule passes look at every word of an
article some forty times, mostly for a cue that is not there; building those objects was most
of the extraction's time. Here the words' forms are read once per Doc from its arrays (cached in
``doc.user_data``), so a pass finds where its cues stand first and makes Tokens only there.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Collection

from spacy.attrs import DEP, LEMMA, LOWER, ORTH, SPACY
from spacy.tokens import Doc, Span

_LOWER_KEY = "kgbuild.lowers"
_TEXTS_KEY = "kgbuild.texts"
_LEMMAS_KEY = "kgbuild.lemmas"
_TEXT_KEY = "kgbuild.text"
_DEPS_KEY = "kgbuild.deps"
_LOWER_INDEX_KEY = "kgbuild.lower_index"
_LEMMA_INDEX_KEY = "kgbuild.lemma_index"
_CUES_KEY = "kgbuild.cues"


def text_of(doc: Doc) -> str:
    """``doc.text``, joined once per Doc from the words and their trailing spaces (spaCy joins
    every token's text on each access, a Token each)."""
    text = doc.user_data.get(_TEXT_KEY)
    if text is None:
        spaced = doc.to_array(SPACY).tolist() if len(doc) else []
        text = doc.user_data[_TEXT_KEY] = "".join([w + " " if sp else w for w, sp in zip(texts(doc), spaced)])
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
        forms = doc.user_data[_LEMMAS_KEY] = _strings(doc, LEMMA, str.lower)
    return forms


def positions(doc: Doc, words: Collection[str], start: int = 0, end: int | None = None) -> list[int]:
    """The indexes in ``[start, end)`` of the tokens whose lower-case form is one of ``words``."""
    stop = len(doc) if end is None else end
    if not isinstance(words, Collection):  # a bare container (``in`` only): asked of every word
        forms = lowers(doc)
        return [i for i in range(start, stop) if forms[i] in words]
    found = sorted(_where(_index(doc, _LOWER_INDEX_KEY, lowers), words))
    return found[bisect_left(found, start):bisect_left(found, stop)] if start > 0 or stop < len(doc) else found


def cue_tokens(span: Span, words: Collection[str] = frozenset(), lemma_words: Collection[str] = frozenset()) -> list:
    """The tokens of ``span`` whose lower-case form is one of ``words`` or whose lemma (lower
    case) is one of ``lemma_words``, in order. Where the cues of one word list stand in the Doc is
    found once per Doc (every sentence is asked for the same cues, many of them by several rules)."""
    doc = span.doc
    if not (isinstance(words, Collection) and isinstance(lemma_words, Collection)):  # a bare container: ask every word
        forms, roots = lowers(doc), lemmas(doc)
        return [doc[i] for i in range(span.start, span.end) if forms[i] in words or lemma_words and roots[i] in lemma_words]
    key = (_frozen(words), _frozen(lemma_words))
    cues = doc.user_data.get(_CUES_KEY)
    if cues is None:
        cues = doc.user_data[_CUES_KEY] = {}
    found = cues.get(key)
    if found is None:
        at = _where(_index(doc, _LOWER_INDEX_KEY, lowers), key[0])
        if key[1]:
            at |= _where(_index(doc, _LEMMA_INDEX_KEY, lemmas), key[1])
        found = cues[key] = sorted(at)
    return [doc[i] for i in found[bisect_left(found, span.start):bisect_left(found, span.end)]]


def _frozen(words: Collection[str]) -> frozenset[str]:
    return words if type(words) is frozenset else frozenset(words)


def _index(doc: Doc, key: str, read) -> dict[str, list[int]]:
    """Each form (of ``read``: :func:`lowers`, :func:`lemmas`) -> the indexes of its tokens."""
    index = doc.user_data.get(key)
    if index is None:
        index = doc.user_data[key] = {}
        for i, form in enumerate(read(doc)):
            index.setdefault(form, []).append(i)
    return index


def _where(index: dict[str, list[int]], words: Collection[str]) -> set[int]:
    """The indexes of the tokens whose form is one of ``words``."""
    present = [w for w in set(words) if w in index] if len(words) < len(index) else [w for w in index if w in words]
    return {i for w in present for i in index[w]}


def _forms(doc: Doc, attr: int, key: str) -> list[str]:
    forms = doc.user_data.get(key)
    if forms is None:
        forms = doc.user_data[key] = _strings(doc, attr)
    return forms


def _strings(doc: Doc, attr: int, form=None) -> list[str]:
    """The strings of one attribute of every token (made with ``form``, if given), from the Doc's
    array of their hashes: each distinct one looked up (and made) once."""
    hashes = doc.to_array(attr).tolist() if len(doc) else []
    strings = doc.vocab.strings
    known = {h: strings[h] for h in set(hashes)} if form is None else {h: form(strings[h]) for h in set(hashes)}
    return [known[h] for h in hashes]


# the double quotation marks a quotation opens and closes with (the tokenizer's forms too)
QUOTE_MARKS = frozenset({'"', "“", "”", "''", "``"})


def quotation_around(doc: Doc, i: int) -> tuple[int, int] | None:
    """The quotation marks around token ``i`` in its paragraph (an odd number of marks before it
    since the paragraph began, and a mark after it before the paragraph ends), as (opening,
    closing) token indices; None outside a quotation. Read once per Doc."""
    spans = doc.user_data.get(_QUOTATIONS_KEY)
    if spans is None:
        spans = doc.user_data[_QUOTATIONS_KEY] = _quotations(doc)
    return spans[i]


_QUOTATIONS_KEY = "kgbuild.quotations"


def _quotations(doc: Doc) -> list[tuple[int, int] | None]:
    """:func:`quotation_around` for every token: the marks paired in order within a paragraph
    (a line break between two marks starts the count again)."""
    out: list[tuple[int, int] | None] = [None] * len(doc)
    text = doc.text
    opening = None
    for m in positions(doc, QUOTE_MARKS):
        if opening is not None and "\n" in text[doc[opening].idx:doc[m].idx]:
            opening = None  # the paragraph ended with the quotation open
        if opening is None:
            opening = m
            continue
        for t in range(opening + 1, m + 1):
            out[t] = (opening, m)
        opening = None
    return out


__all__ = ["cue_tokens", "deps", "lemmas", "lowers", "positions", "quotation_around", "span_text", "text_of", "texts"]
