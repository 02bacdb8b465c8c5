"""One person under two names the article equates: a stage name and the name on the birth
certificate, a married name and a maiden one.

"A, whose real name is B", "A (legal name B)", "A, real name B,", "A, born B,", "B, better known
as A", "B, known professionally as A", "B, aka A", "B, who performs as A", "who goes by A": right
after a person's name, a comma or a bracket, then one of these phrases (the lexicon's
``name_kinds`` before "name", ``going_by_verbs``), then the other name. Read off the surface,
which the small model parses poorly around a second name; the entity table
(:class:`~kgbuild.extraction.entities.EntityTable`) then makes the two one entity, so every rule
sees both names as aliases of one person.
"""

from __future__ import annotations

from spacy.tokens import Doc

from .lexicon import Lexicon

_OPENERS = frozenset({",", "("})
_KNOWN_BEFORE = frozenset({"better", "also", "professionally", "popularly", "widely", "simply", "best"})
_AKA = frozenset({"aka", "a.k.a.", "a.k.a", "a/k/a"})
_QUOTES = frozenset({'"', "'", "“", "‘"})


def other_name_start(doc: Doc, end: int, lex: Lexicon) -> int | None:
    """Where another name of the person whose name ends at ``end`` starts, when a phrase right
    after the name gives one ("A, whose real name is B": B's first token); else None."""
    if end + 2 >= len(doc) or doc[end].text not in _OPENERS:
        return None
    sent_end = doc[end].sent.end
    words = [t.lower_ for t in doc[end + 1:min(sent_end, end + 9)]]
    k = _phrase_length(words, lex)
    if k is None:
        return None
    at = end + 1 + k
    if at < sent_end and doc[at].text in _QUOTES:
        at += 1  # 'real name "B"'
    if at >= sent_end or not doc[at].text[:1].isupper():
        return None  # "known as the best dancer in town": a description, not a name
    return at


def name_closes_phrase(doc: Doc, start: int, end: int) -> bool:
    """The other name at ``start``..``end`` closes the phrase: a comma, a bracket, a full stop or the
    sentence's end follows (not "Sam Ruiz's label", "Ruby Hale in Salt Meadow", "Sam Ruiz for Halloween");
    after "born" also where or when ("born Tobias Kell in Atlanta"), never a possessive."""
    if end >= doc[end - 1].sent.end or doc[end].text in {",", ")", ".", ";", ":", "!", "?", "—", "–"} \
            or doc[end].text in _QUOTES and (end + 1 >= len(doc) or doc[end + 1].text in {",", ")", "."}):
        return True
    return doc[start - 1].lower_ == "born" and doc[end].lower_ in {"in", "on", "to"}


def needs_full_name(doc: Doc, at: int) -> bool:
    """After "real name", "maiden name" or "born" the other name is a full one: a surname alone there
    ("whose maiden name is Kell") is no person of its own. A stage name may be one word ("known as Flint")."""
    return doc[at - 1].lower_ not in {"as", "by"} and doc[at - 1].lower_ not in _AKA


def _phrase_length(words: list[str], lex: Lexicon) -> int | None:
    """How many of ``words`` make a phrase that a person's other name follows."""
    i = 1 if words[:1] and words[0] in {"whose", "who's", "her", "his", "their"} else 0
    if len(words) > i + 1 and words[i] in lex.name_kinds and words[i + 1] == "name":
        i += 2  # "whose real name is", "real name", "legal name:"
        while i < len(words) and words[i] in {"is", "was", ":", ",", "being"}:
            i += 1
        return i
    if words[:1] == ["born"]:
        return 1  # "A, born B," (a date or a place after "born" is no name: see the caller's checks)
    if words[:1] and words[0] in _AKA:
        return 1
    i = 0
    while i < len(words) and words[i] in _KNOWN_BEFORE:
        i += 1
    if i < len(words) and words[i] == "known":
        j = i + 1
        if j < len(words) and words[j] == "professionally":
            j += 1
        if j + 1 < len(words) and words[j] == "to" and words[j + 1] != "as":
            j += 2  # "known to fans as A"
        if j < len(words) and words[j] == "as":
            return j + 1
        return None
    if words[:1] == ["who"] and len(words) > 2 and _goes_by(words[1], lex):
        j = 2
        going = words[1] in {"go", "goes", "went", "gone"}
        if words[j] == "by" or words[j] == "as" and not going:
            return j + 1  # "who performs as A", "who goes by A" (not "who went as A for Halloween")
        if words[j] == "under":
            j += 1
            while j < len(words) and (words[j] in {"the", "a"} or words[j] in lex.name_kinds):
                j += 1
            if j < len(words) and words[j] == "name":
                return j + 1  # "who records under the name A", "who performs under the stage name A"
    return None


def _goes_by(word: str, lex: Lexicon) -> bool:
    """A form of one of the lexicon's ``going_by_verbs`` ("performs", "went", "goes", "recorded")."""
    if word in {"went", "goes", "gone"}:
        word = "go"
    for ending in ("ed", "s", "es", "d"):
        if word.endswith(ending) and word[: -len(ending)] in lex.going_by_verbs:
            return True
    return word in lex.going_by_verbs
