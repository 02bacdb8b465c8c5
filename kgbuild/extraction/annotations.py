"""Stage 2, parse: the attribute ruler's and the lemmatizer's annotations, worked out once per
kind of token.

spaCy's attribute ruler (POS and morphology from the tag, some lemmas) tries every one of its
~200 patterns at every token, and its rule lemmatizer works token by token in Python: in the
small English pipeline the two cost as much as the tagger, parser and tok2vec together. Yet what
both write on a token depends only on a few of its attributes:

- the ruler's one-token patterns read the token's own text, tag and dependency label, so the
  token's attributes after them are a function of (ORTH, TAG, DEP, POS, MORPH, LEMMA) before;
- the lemmatizer's lemma is a function of (ORTH, POS, MORPH) (its own cache key) when it runs,
  which is when the ruler set no lemma.

:class:`RememberedAttributes` and :class:`RememberedLemmas` stand in for the two components:
the first token of a kind is annotated by the original component itself, its result is
remembered, and every later token of that kind gets it back, a whole Doc at once with
``Doc.from_array``. The few patterns longer than one token ("gon na", "there is") are matched
as before and applied with the original code. The annotations are the same as the original
components' (``tests/extraction/test_annotations.py`` compares them token by token); a ruler or
lemmatizer these assumptions do not fit is left as it is.
"""

from __future__ import annotations

import re

from spacy.attrs import DEP, IS_SPACE, LEMMA, LOWER, MORPH, ORTH, POS, TAG
from spacy.language import Language
from spacy.matcher import Matcher
from spacy.tokens import Doc

# What the ruler's one-token patterns may read for their results to be remembered: the token
# attributes of the key below, and the lowercase form compared to words they name (equal to,
# in, not in, a regular expression). A word none of them names behaves like any other such word.
_READ = frozenset({"LOWER", "IS_SPACE", "TAG", "DEP", "POS", "MORPH", "LEMMA"})
_WORD_TESTS = frozenset({"IN", "NOT_IN", "REGEX"})
_WRITTEN = frozenset({"TAG", "DEP", "POS", "MORPH", "LEMMA", TAG, DEP, POS, MORPH, LEMMA})  # by name or id
_KEY = [LOWER, IS_SPACE, TAG, DEP, POS, MORPH, LEMMA]  # a token's kind, as the ruler sees it
_OUT = [TAG, DEP, POS, MORPH, LEMMA]  # what the ruler writes (the key's last columns)
_LEMMA_KEY = [ORTH, POS, MORPH, LEMMA]


class RememberedAttributes:
    """The ``attribute_ruler`` component with its one-token results remembered per token kind:
    the token's tag, dependency label, POS, morphology and lemma before the ruler, whether it is
    whitespace, and its lowercase form when a pattern names it.

    Matches are applied as the ruler applies them (in the order of its patterns, later ones
    overriding earlier ones); each match changes only its own token, so a token's result does
    not depend on its neighbours unless a longer pattern matches it, and those tokens are
    annotated by the ruler's own code every time.
    """

    def __init__(self, ruler):
        self.original = self.ruler = ruler
        self.vocab = ruler.vocab
        self._single = Matcher(self.vocab, validate=False)
        self._longer = Matcher(self.vocab, validate=False)
        self._openings = Matcher(self.vocab, validate=False)  # the longer patterns' first tokens
        self._span = 1  # tokens of the longest pattern
        self._words: set[str] = set()  # lowercase forms the patterns name
        self._regexes: list[re.Pattern] = []
        for attr_id in range(len(ruler.attrs)):
            _, patterns = ruler.matcher.get(str(attr_id))
            for pattern in patterns:
                (self._single if len(pattern) == 1 else self._longer).add(str(attr_id), [pattern])
                if len(pattern) > 1:
                    self._openings.add(str(attr_id), [pattern[:1]])
                    self._span = max(self._span, len(pattern))
                for spec in pattern:
                    self._note_words(spec.get("LOWER"))
        self._named: dict[int, bool] = {}  # lowercase form -> named by a pattern?
        self._known: dict[tuple, tuple] = {}  # token kind -> its (TAG, DEP, POS, MORPH, LEMMA) after the ruler
        self._opens: dict[tuple, bool] = {}  # token kind -> may a longer pattern start here?

    def _note_words(self, test) -> None:
        if isinstance(test, str):
            self._words.add(test)
        elif isinstance(test, dict):
            self._words.update(test.get("IN", ()), test.get("NOT_IN", ()))
            if "REGEX" in test:
                self._regexes.append(re.compile(test["REGEX"]))

    @staticmethod
    def fits(ruler) -> bool:
        """Whether the ruler's patterns read and write only what a token kind fixes (no
        operators, which could stretch a one-token pattern over several tokens)."""
        for attr_id, attrs in enumerate(ruler.attrs):
            if not set(attrs) <= _WRITTEN:
                return False
            _, patterns = ruler.matcher.get(str(attr_id))
            for spec in (spec for pattern in patterns for spec in pattern):
                lower = spec.get("LOWER")
                if set(spec) - _READ or isinstance(lower, dict) and set(lower) - _WORD_TESTS:
                    return False
        return True

    def __call__(self, doc: Doc) -> Doc:
        if len(doc) == 0:
            return doc
        before = doc.to_array(_KEY)
        after = before[:, 2:].copy()
        kinds = [kind if self._is_named(kind[0]) else (0, *kind[1:]) for kind in map(tuple, before.tolist())]
        longer = self._longer_matches(doc, kinds)  # before any token changes: the ruler matches first too
        for i, kind in enumerate(kinds):
            if i in longer:  # a longer pattern reaches this token: the ruler's own code, every time
                self.ruler.set_annotations(doc, sorted(self._single_matches(doc, i) + longer[i]))
                after[i] = doc[i : i + 1].to_array(_OUT)[0]
                continue
            result = self._known.get(kind)
            if result is None:
                self.ruler.set_annotations(doc, sorted(self._single_matches(doc, i)))
                result = self._known[kind] = tuple(doc[i : i + 1].to_array(_OUT)[0].tolist())
            after[i] = result
        doc.from_array(_OUT, after)
        return doc

    def _is_named(self, lower: int) -> bool:
        named = self._named.get(lower)
        if named is None:
            word = self.vocab.strings[lower]
            named = self._named[lower] = word in self._words or any(r.search(word) for r in self._regexes)
        return named

    def _single_matches(self, doc: Doc, i: int) -> list[tuple]:
        """The ruler's matches of its one-token patterns on token ``i``, as ``ruler.match`` gives them."""
        return [(int(self.vocab.strings[m_id]), m_id, i, i + 1)
                for m_id, _, _ in self._single(doc[i : i + 1], allow_missing=True, as_spans=False)]

    def _longer_matches(self, doc: Doc, kinds: list[tuple]) -> dict[int, list[tuple]]:
        """Matches of the longer patterns, by the token each one annotates: looked for only where
        a token's kind may open one ("there" as an expletive, "gon")."""
        by_token: dict[int, list[tuple]] = {}
        for i, kind in enumerate(kinds):
            opens = self._opens.get(kind)
            if opens is None:
                opens = self._opens[kind] = bool(self._openings(doc[i : i + 1], allow_missing=True, as_spans=False))
            if not opens:
                continue
            for m_id, start, end in self._longer(doc[i : i + self._span], allow_missing=True, as_spans=False):
                if start > 0:
                    continue  # a match further on is found from its own first token
                attr_id = int(self.vocab.strings[m_id])
                index = self.ruler.indices[attr_id]
                target = i + (start if index >= 0 else end) + index
                by_token.setdefault(target, []).append((attr_id, m_id, i + start, i + end))
        return by_token

    def pipe(self, docs, batch_size: int = 128):
        for doc in docs:
            yield self(doc)


class RememberedLemmas:
    """The ``lemmatizer`` component (rule or lookup mode) with each token kind's lemma remembered:
    a token the ruler gave no lemma gets the lemmatizer's first answer for its (ORTH, POS, MORPH)."""

    def __init__(self, lemmatizer):
        self.original = self.lemmatizer = lemmatizer
        self._known: dict[tuple, int] = {}
        # The rule lemmatizer asks "is this form a word?" of lists of thousands of words, one
        # scan each time: as sets, the same answers at once.
        if lemmatizer.lookups.has_table("lemma_index"):
            index = lemmatizer.lookups.get_table("lemma_index")
            for pos in list(index.keys()):
                index[pos] = frozenset(index[pos])

    @staticmethod
    def fits(lemmatizer) -> bool:
        return getattr(lemmatizer, "mode", None) in {"rule", "lookup"} and not lemmatizer.overwrite

    def __call__(self, doc: Doc) -> Doc:
        if len(doc) == 0:
            return doc
        rows = doc.to_array(_LEMMA_KEY)
        lemmas = rows[:, 3].copy()
        strings = doc.vocab.strings
        for i, kind in enumerate(map(tuple, rows.tolist())):
            if kind[3]:  # set by the attribute ruler: kept
                continue
            lemma = self._known.get(kind)
            if lemma is None:
                lemma = self._known[kind] = strings.add(self.lemmatizer.lemmatize(doc[i])[0])
            lemmas[i] = lemma
        doc.from_array([LEMMA], lemmas)
        return doc

    def pipe(self, docs, batch_size: int = 128):
        for doc in docs:
            yield self(doc)


DICTIONARY = "kgbuild_dictionary"  # the vocab's lookups table of the language's common words


def add_dictionary(nlp: Language) -> None:
    """Put the lemmatizer's word lists (nouns, verbs, adjectives, adverbs: WordNet's, in the
    English models) in the vocab's lookups, once, where the readers can ask of a name whether it
    is made of ordinary words ("Iron Gate", a title NER took for a person) with no Doc-level state."""
    if "lemmatizer" not in nlp.pipe_names or nlp.vocab.lookups.has_table(DICTIONARY):
        return
    lemmatizer = original(nlp, "lemmatizer")
    lookups = getattr(lemmatizer, "lookups", None)
    if lookups is None or not lookups.has_table("lemma_index"):
        return
    index = lookups.get_table("lemma_index")
    nlp.vocab.lookups.add_table(DICTIONARY, {word: True for pos in index.keys() for word in index[pos]})


def in_dictionary(token) -> bool:
    """``token``'s word (or its lemma) is a common word of the language; False where the vocab
    has no dictionary (a hand-built Doc)."""
    lookups = token.vocab.lookups
    if not lookups.has_table(DICTIONARY):
        return False
    table = lookups.get_table(DICTIONARY)
    return token.lower_ in table or token.lemma_.lower() in table


REMEMBERED = {"attribute_ruler": ("kgbuild_remembered_attributes", RememberedAttributes),
              "lemmatizer": ("kgbuild_remembered_lemmas", RememberedLemmas)}


@Language.factory("kgbuild_remembered_attributes")
def _make_attributes(nlp: Language, name: str) -> RememberedAttributes:
    return RememberedAttributes(nlp.get_pipe("attribute_ruler"))


@Language.factory("kgbuild_remembered_lemmas")
def _make_lemmas(nlp: Language, name: str) -> RememberedLemmas:
    return RememberedLemmas(nlp.get_pipe("lemmatizer"))


def original(nlp: Language, name: str):
    """The pipeline's own component ``name``, also once :func:`remember` stands in for it."""
    pipe = nlp.get_pipe(name)
    return pipe.original if isinstance(pipe, (RememberedAttributes, RememberedLemmas)) else pipe


def remember(nlp: Language) -> Language:
    """Put :class:`RememberedAttributes` and :class:`RememberedLemmas` in the places (and under
    the names) of the pipeline's ``attribute_ruler`` and ``lemmatizer``, once. Patterns added to
    the original ruler afterwards are not seen: add them first."""
    for name, (factory, cls) in REMEMBERED.items():
        if name not in nlp.pipe_names or isinstance(nlp.get_pipe(name), cls) or not cls.fits(nlp.get_pipe(name)):
            continue
        nlp.add_pipe(factory, after=name)  # wraps the original, found by its name
        nlp.remove_pipe(name)
        nlp.rename_pipe(factory, name)
    return nlp
