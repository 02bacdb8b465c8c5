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
        if words[j] in {"as", "by"}:
            return j + 1  # "who performs as A", "who goes by A"
        if words[j] == "under":
            j += 1
            while j < len(words) and (words[j] in {"the", "a"} or words[j] in lex.name_kinds or words[j] == "name"):
                j += 1  # "who records under the name A", "who performs under the stage name A"
            return j
    return None


def _goes_by(word: str, lex: Lexicon) -> bool:
    """A form of one of the lexicon's ``going_by_verbs`` ("performs", "went", "goes", "recorded")."""
    if word in {"went", "goes", "gone"}:
        word = "go"
    for ending in ("ed", "s", "es", "d"):
        if word.endswith(ending) and word[: -len(ending)] in lex.going_by_verbs:
            return True
    return word in lex.going_by_verbs
