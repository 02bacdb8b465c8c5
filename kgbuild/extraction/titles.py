"""Titles in the slot a role cue opens: "starred in A and B", "her role in the sitcom C",
"shot to fame with 'D' (2004) and 'E' (2006)", "appeared in films ranging from F to G".

The small model labels titles erratically (a show called after a street is a FAC, a film called
after a town is a GPE), so a title is recognised by the slot it stands in, not by NER: after a role
cue and its preposition come optional descriptions ("the romantic drama", "Netflix's hit series",
"films such as"), then a quoted title or a title-case run, an optional year bracket, and glue to the
next title. :func:`role_slots` is pure and deterministic; the entity layer types what it returns
as works before any relation is matched, and the appearance matcher reads the same slots.

The words it reads are data: ``rules.json`` ``role_slots``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, fields, replace
from functools import cache

from spacy.tokens import Doc, Token

from ..names import FIRM_ENDINGS, QUOTES, fold
from .annotations import in_dictionary
from .lexicon import lexicon, occupation
from .rules import load_rules
from .scan import lemmas, lowers, positions, texts

_OPENING = {'"': '"', "“": "”", "‘": "’", "'": "'", "«": "»"}
_CLOSING = {'"', "”", "’", "'", "»"}
_POSSESSIVE = {"'s", "’s"}
_YEAR_BRACKET_WORDS = {"-", "–", "—", "present", "to", "now", "tv", "film", "series"}
_NOT_TITLES = {"DATE", "TIME", "MONEY", "PERCENT", "CARDINAL", "ORDINAL", "QUANTITY"}
MAX_TITLE_TOKENS = 14
_PLACES = {"GPE", "LOC"}
_PLACES_AND_SITES = frozenset({"GPE", "LOC", "FAC"})
_YEARS = re.compile(r"^\d{4}(?:[-–—/]\d{2,4})?[-–—]?$")


def not_title(tok: Token) -> bool:
    """NER calls ``tok`` a number, an amount or a date that is no title: "in May", "last week",
    "on Christmas Eve", "50 films"; not a title-case run of two or more words without a calendar
    word ("The Morning Hour", "Midnight Harbor", which the small model calls times)."""
    if tok.ent_type_ not in _NOT_TITLES:
        return False
    doc = tok.doc
    if tok.ent_type_ in {"CARDINAL", "ORDINAL"} and tok.is_alpha and tok.text[:1].isupper() and not tok.is_sent_start \
            and tok.i + 1 < len(doc) and doc[tok.i + 1].text[:1].isupper() and doc[tok.i + 1].ent_type_ not in _NOT_TITLES:
        return False  # "the thriller Seven Gates", "Third Street": a number word opening a title-case run
    if tok.ent_type_ == "CARDINAL" and tok.is_alpha and tok.text[:1].isupper() and not tok.is_sent_start \
            and doc[tok.i - 1].text[:1].isupper() and doc[tok.i - 1].is_alpha and doc[tok.i - 1].ent_type_ not in _NOT_TITLES:
        return False  # "Ward Seven", "Precinct Nine": a number word closing a title-case run
    if tok.ent_type_ not in {"DATE", "TIME"}:
        return True
    ent = next((e for e in tok.doc.ents if e.start <= tok.i < e.end), None)
    if ent is None:
        return True
    words = [t for t in ent if t.lower_ != "the"]
    if _capital_the(ent[0]) and words and all(t.text[:1].isupper() for t in words) and not all(
            t.lower_ in _DECADES for t in words):
        return False  # "stars in The Last Summer": a date's "the" is lower case mid-sentence (not "The Sixties")
    calendar = lexicon().calendar_words
    return len(words) < 2 or any(t.pos_ != "PROPN" or not t.text[:1].isupper() or t.lower_ in calendar
                                 or t.like_num for t in words)


def _capital_the(tok: Token) -> bool:
    """A capitalised "The" inside a sentence, which starts a title more often than a place or a date
    (not the places whose names open on "The": "The Hague")."""
    if tok.text != "The" or tok.is_sent_start or tok.doc[tok.i - 1].text in {'"', "“", "‘", "'", ":", "—", "-"}:
        return False
    rest = " ".join(t.lower_ for t in tok.doc[tok.i + 1:tok.i + 3])
    return not any(rest == p or rest.startswith(p + " ") for p in _THE_PLACES)


_DECADES = frozenset({"twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties",
                      "noughties", "2000s", "1990s", "1980s", "1970s", "1960s"})
# places whose names open on a capital "The"
_THE_PLACES = ("hague", "gambia", "bahamas", "netherlands", "bronx", "hamptons", "middle east", "lake district",
               "philippines", "maldives", "seychelles", "vatican", "cotswolds", "strand", "highlands", "midlands")


def _names_another(tok: Token) -> bool:
    """``tok`` opens a name of several words NER gives a person or a company ("ni Coco Martin",
    "ng GMA Network"): after a particle, someone else, not the rest of a title ("sa Dilim")."""
    return tok.ent_iob_ == "B" and tok.ent_type_ in {"PERSON", "ORG"} and tok.i + 1 < len(tok.doc) \
        and tok.doc[tok.i + 1].ent_iob_ == "I"


def is_titleish(tok: Token) -> bool:
    """A token that can be part of a proper name or title."""
    text = tok.text
    if tok.is_digit:
        return True
    return bool(text) and (text[0].isupper() or text[0].isdigit()) and tok.pos_ in {"PROPN", "NOUN", "ADJ", "NUM", "VERB", "X", "ADV", "PRON", "INTJ", "AUX", "ADP", "DET", "SCONJ", "CCONJ"} and text not in QUOTES


def _the_opens(doc: Doc, start: int) -> bool:
    """A capitalised "The" opens the run inside a sentence: a title's, as no person's name begins so."""
    return doc[start].text == "The" and start > doc[start].sent.start


def _names_a_venue(doc: Doc, start: int, stop: int) -> bool:
    """The capitalised words from ``start`` end on a venue word, or a lower-case one follows them:
    "(at) the Linden Theatre", "(at) the Linden theatre"."""
    k = start
    while k < stop and is_titleish(doc[k]):
        k += 1
    venues = lexicon().venue_words
    return k > start and (doc[k - 1].lower_ in venues or k < len(doc) and doc[k].is_lower and doc[k].lower_ in venues)


def _named_by_its_noun(doc: Doc, start: int) -> bool:
    """The run right after a lower-case work noun: "the stage musical Sally's Daughter" names
    a work, a possessive name and all."""
    return start > 0 and doc[start - 1].is_lower and doc[start - 1].lower_ in lexicon().work_nouns


def _describes_a_work(doc: Doc, start: int, stop: int) -> bool:
    """The capitalised words from ``start`` end on a lower-case work noun: "(and) the Netflix series"."""
    k = start
    while k < stop and is_titleish(doc[k]):
        k += 1
    if k > start and glued_hyphen(doc, k, stop):
        k += 2  # "and the Oscar-nominated film Y"
        if k + 1 < stop and doc[k].is_lower and doc[k].pos_ in {"ADJ", "NOUN"} and doc[k].lower_ not in lexicon().work_nouns:
            k += 1  # "and the BAFTA-winning crime drama Y"
    return k < stop and doc[k].is_lower and doc[k].lower_ in lexicon().work_nouns


_WHEN = frozenset({"in", "on", "at", "from", "until", "since", "by", "before", "after"})  # "X in May", "X on Monday"


def title_run(doc: Doc, start: int, limit: int | None = None) -> int:
    """End (exclusive) of a title-case run starting at ``start``; ``start`` if none.

    Function words ("of", "the", "and") may sit inside a run when a capitalised word
    follows them: "Keepers of the Lighthouse", "Tales of the Old Quarter".
    """
    stop = min(limit if limit is not None else len(doc), len(doc))
    sent_end = doc[start].sent.end if start < len(doc) else start
    stop = min(stop, sent_end)
    function_words = lexicon().title_function_words
    particles = lexicon().title_particles
    i = start
    end = start
    while i < stop:
        tok = doc[i]
        if is_titleish(tok) and tok.text not in {"I"}:
            i += 1
            end = i
            continue
        if end > start and (tok.lower_ in function_words or tok.text in particles) and not (
                doc[i - 1].like_num and end - start > 1 and i + 1 < stop and doc[i + 1].ent_type_ in _PLACES_AND_SITES):
            j = i  # (a sequel's number ends its title before a place: "Sky Hunters 2 in Belfast"; not "Room 101 in the Sky")
            while j < stop and (doc[j].lower_ in function_words or doc[j].text in particles):
                j += 1
            if j < stop and is_titleish(doc[j]) and not doc[j].text[:1].isdigit() and not (
                    tok.text in particles and _names_another(doc[j])) and not (
                    tok.lower_ in _WHERE_SHOWN and (doc[j].lower_ in lexicon().non_work_names
                                                    or tok.lower_ == "on" and doc[j].lower_ in _BROADCASTERS_FIRST)) and not (
                    tok.lower_ == "at" and _names_a_venue(doc, j, stop)) and not (
                    tok.lower_ in {"in", "at"} and j == i + 2 and doc[i + 1].lower_ == "the"
                    and doc[j].ent_type_ == "GPE") and not (
                    j == i + 1 and tok.lower_ in _WHEN and doc[j].ent_type_ in {"DATE", "TIME"}) and not (
                    tok.lower_ in _WITH and doc[j].ent_iob_ == "B" and doc[j].ent_type_ == "PERSON" and j == i + 1) \
                    and not (tok.lower_ in {"and", "&", "or"} and _describes_a_work(doc, j, stop)) \
                    and not (tok.lower_ in {"and", "or"} and doc[i + 1].lower_ in {"of", "in", "on"}):
                i = j  # not "X on Channel 9" (where it is shown), "X in the UK" (where), "X in May" (when), "X with Ada Vey" (who is in it),
                # "X and the Netflix series Y" (another work), "X and of Y" (a second preposition's own title)
                continue
        if (end > start and tok.text == ":" and i + 1 < stop and is_titleish(doc[i + 1]) and not doc[i + 1].is_digit
                and doc[i - 1].whitespace_ == "" and tok.whitespace_ != "" and doc[i + 1].ent_type_ != "PERSON"):
            i += 1  # "Mission: Unknown", "Harbor Lights: The Return"
            continue
        if end > start and tok.text == "-" and i + 1 < stop and is_titleish(doc[i + 1]) and tok.whitespace_ == "":
            i += 1
            continue
        if (end > start and tok.text in {"'s", "’s"} and i + 1 < stop and is_titleish(doc[i + 1])
                and doc[i - 1].whitespace_ == "" and (doc[i - 1].ent_type_ != "PERSON" or _the_opens(doc, start)
                                                      or _named_by_its_noun(doc, start))):
            i += 1  # "Doyle's Harbor", "Miller's Crossing Road", "The Ferryman's Daughter"; not "Dana Webb's Husband"
            continue
        break
    return end


@dataclass(frozen=True, slots=True)
class RoleSlot:
    """A role cue (token index) and the titles [start, end) listed in the slot it opens."""

    trigger: int
    titles: tuple[tuple[int, int], ...]
    work_noun: int | None = None  # "on the show": a definite work noun the entity layer resolves
    holder_noun: int | None = None  # "Her films include A": the noun whose possessor holds the roles
    article_work: bool = False  # "X, who plays Dr Y,": a role in the work the article is about
    holder_object: int | None = None  # "viewers will recognise A from X": the object holds the role
    credit: bool = False  # "best known for X", "so good in X", "her films include X": what one did, not a part now


@dataclass(frozen=True)
class _Words:
    """The word lists of ``rules.json`` ``role_slots`` this module reads, one field per list."""

    verbs: frozenset[str]
    nouns: frozenset[str]
    fame_nouns: frozenset[str]
    preps: frozenset[str]
    fame_preps: frozenset[str]
    describers: frozenset[str]
    genre_nouns: frozenset[str]
    glue: frozenset[str]
    part_nouns: frozenset[str]
    place_verbs: frozenset[str]
    return_verbs: frozenset[str]
    of_nouns: frozenset[str]
    for_nouns: frozenset[str]
    to_nouns: frozenset[str]
    list_verbs: frozenset[str]
    credit_holding_verbs: frozenset[str]
    works_nouns: frozenset[str]
    screen_work_words: frozenset[str]
    known_words: frozenset[str]
    character_verbs: frozenset[str]
    passive_verbs: frozenset[str]
    award_verbs: frozenset[str]
    award_preps: frozenset[str]
    category_words: frozenset[str]
    music_words: frozenset[str]
    object_verbs: frozenset[str]
    part_object_verbs: frozenset[str]
    leave_verbs: frozenset[str]
    removal_verbs: frozenset[str]
    event_nouns: frozenset[str]
    member_nouns: frozenset[str]
    collective_nouns: frozenset[str]
    recognition_verbs: frozenset[str]
    played_not_parts: frozenset[str]
    figurative_role_words: frozenset[str]
    credit_nouns: frozenset[str]
    credit_order_words: frozenset[str]
    not_cast_nouns: frozenset[str]
    job_verbs: frozenset[str]
    song_or_show_nouns: frozenset[str]
    costar_preps: frozenset[str]
    quoted_work_nouns: frozenset[str]
    praise_words: frozenset[str] = frozenset()  # the cast rule's: "so good in X" (work_rules work.article_role)


@cache
def _words() -> _Words:
    raw = load_rules().role_slots
    lists = {f.name: frozenset(raw[f.name]) for f in fields(_Words) if f.name != "praise_words"}
    lists["praise_words"] = frozenset(load_rules().work_rules.get("work.article_role", {}).get("praise_words", ()))
    lex = lexicon()
    lists["genre_nouns"] |= lex.screen_nouns  # "the sitcom X" as well as "films such as"
    return _Words(**lists)


def is_trigger(tok: Token) -> bool:
    """A role verb ("starred", "appears") or a role noun ("role", "debut", "fame")."""
    w = _words()
    if tok.i > 0 and tok.doc[tok.i - 1].lower_ in _OFF_SCREEN_KINDS:
        return False  # "her stage debut", "his Broadway debut" (however tagged), "a theatre role"
    if tok.pos_ in {"VERB", "AUX"} and (tok.lemma_.lower() in w.verbs or (
            tok.lemma_.lower() == "come" and any(c.dep_ in {"prt", "advmod"} and c.lower_ == "back" for c in tok.children))):
        return True
    if tok.lemma_.lower() in _UP_VERBS and tok.pos_ == "VERB" and any(c.dep_ == "prt" and c.lower_ == "up" for c in tok.children):
        return True  # "turned up in X and Y", "pops up in the sitcom X": appearing
    if misread_verb(tok) and tok.lemma_.lower() in w.verbs:
        return True
    if tok.lower_ == "name" and tok.dep_ == "dobj" and tok.head.lemma_.lower() == "make":
        return True  # "made her name in X", "made a name for himself on X"
    if tok.lower_ == "screen" and tok.dep_ == "dobj" and tok.head.lemma_.lower() == "share":
        return True  # "with whom she first shared the screen in X"
    if tok.lemma_.lower() == "break" and tok.pos_ == "VERB" and any(c.dep_ == "prt" and c.lower_ in {"out", "through"}
                                                                    for c in tok.children):
        return True  # "broke out in the comedy X", "broke through in Y": a fame verb
    return tok.pos_ in {"NOUN", "PROPN"} and tok.is_lower and (tok.lower_ in w.nouns or tok.lower_ in w.fame_nouns) \
        and not any(c.lower_ in _BEHIND_THE_CAMERA or c.lower_ in _OFF_SCREEN_KINDS for c in tok.children)
    # "his directorial debut", "the Broadway debut she made": a debut behind the camera or off screen


def part_noun(tok: Token) -> bool:
    """A noun that names a part someone plays (the role slots' ``nouns``: "role", "part", "lead",
    "stint")."""
    return tok.pos_ == "NOUN" and tok.lower_ in _words().nouns


def part_gone(verb: Token) -> Token | None:
    """The part noun that "went to" someone at ``verb`` (a form of "go"): the verb's subject, or
    the noun a relative pronoun subject stands for ("a part that went to B"; "the lead in Y,
    which went to C": the part the title's "in" hangs on); None when what went is no part."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or verb.lemma_.lower() != "go":
        return None
    if subject.lower_ in {"which", "that"} and verb.dep_ == "relcl":
        subject = verb.head
        if subject.pos_ == "PROPN" and subject.dep_ == "pobj" and subject.head.lower_ in {"in", "on"}:
            subject = subject.head.head  # "the lead in Y (2019), which went to C": the relative hung on the title
            if subject.dep_ == "pobj" and subject.head.lower_ == "of":
                subject = subject.head.head  # "the role of Nurse Pike in Y, which went to C"
    return subject if part_noun(subject) else None


def part_owners(as_: Token) -> list[Token]:
    """Who owns the part a phrase after "as" describes: the possessor of the part noun (the role
    slots' ``nouns``: "role", "stint", "turn") "as" hangs on, or of the object just before "as"
    when the parser hung it on the verb ("negotiated A's stint as a judge on X", "praised her turn
    as a nurse in Y"); none otherwise."""
    noun = as_.head
    if noun.pos_ in {"VERB", "AUX"}:
        noun = next((c for c in noun.children if c.dep_ == "dobj" and c.right_edge.i + 1 == as_.i), None)
    if noun is None or not part_noun(noun):
        return []
    return [c for c in noun.children if c.dep_ == "poss"]


def title_cased(words: list[str]) -> bool:
    """Words as a title prints them: the first capitalised, every other capitalised, a number or
    a function word ("Lanterns & the Sea", "A Night to Keep"); "I am thrilled" is not."""
    function_words = lexicon().title_function_words
    return bool(words) and words[0][:1].isupper() and all(
        w[:1].isupper() or w[:1].isdigit() or w.lower().strip(",:!?") in function_words for w in words)


def acts_as_verb(tok: Token) -> bool:
    """A verb, or a word the small model mis-tagged that does a verb's work: "Ada Vey stars in
    X" (:func:`misread_verb`), "A and B complete the cast" (a noun or adverb heading a clause
    with a subject)."""
    if misread_verb(tok):
        return True
    if tok.dep_ in _NOUN_SLOTS and tok.tag_ != "VBG":
        return False  # "tributes from her co-stars": tagged a verb, standing where a noun does
    return tok.pos_ in {"VERB", "AUX"} or (tok.dep_ == "ROOT" and any(c.dep_ == "nsubj" for c in tok.children))


_NOUN_SLOTS = {"pobj", "dobj", "nsubj", "nsubjpass", "compound", "poss", "appos", "attr"}


def noun_read_as_verb(tok: Token) -> bool:
    """A word the tagger read as a verb at the end of a phrase a determiner opens, before a
    capitalised word: "the HBO miniseries X" (miniseries: VBZ), "her 2019 Netflix series X". A
    determiner opens a noun phrase; were the word a verb, the words before it would be its subject
    ("The BBC shows X")."""
    doc = tok.doc
    if tok.pos_ not in {"VERB", "AUX"} or tok.i + 1 >= len(doc) or not is_titleish(doc[tok.i + 1]):
        return False
    k = tok.i - 1
    while k > tok.sent.start and (doc[k].pos_ in {"PROPN", "ADJ", "NUM"} or is_titleish(doc[k])) \
            and doc[k].lower_ not in lexicon().pronouns:
        k -= 1
    return k < tok.i and doc[k].tag_ in {"DT", "PRP$"} and doc[k].lower_ not in {"that", "this", "these", "those"} \
        and not any(t.dep_ in {"nsubj", "nsubjpass"} and t.head.i == tok.i for t in doc[k:tok.i])


def described_work_noun(tok: Token) -> bool:
    """A lower-case word the tagger read as a verb or an adjective after the lower-case words that
    describe it, in a phrase a determiner opens, right before a capitalised word: "the talent show
    X" (show: a verb), "the stage musical X", "the Nigerian talent show X", "her police procedural
    X" (an adjective). Not a verb with its own subject ("the judges show Ann"), nor a bare
    adjective ("a musical Christmas special")."""
    doc = tok.doc
    if tok.pos_ not in {"VERB", "ADJ"} or not tok.is_lower or tok.i + 1 >= len(doc) or not is_titleish(doc[tok.i + 1]):
        return False
    k, described = tok.i - 1, False
    while k > tok.sent.start and doc[k].lower_ not in lexicon().pronouns and (
            doc[k].is_lower and doc[k].is_alpha and doc[k].pos_ == "NOUN" or doc[k].pos_ in {"ADJ", "PROPN", "NUM"}):
        described = described or doc[k].is_lower
        k -= 1
    return described and doc[k].tag_ in {"DT", "PRP$", "POS"} and doc[k].lower_ not in {"that", "this", "these", "those"} \
        and not any(t.dep_ in {"nsubj", "nsubjpass"} and t.head.i == tok.i and not (t.tag_ == "NN" and tok.tag_ == "VBP")
                    for t in doc[k:tok.i])  # (a singular noun is no subject of "show": "The reality show X returns")


def misread_verb(tok: Token) -> bool:
    """A verb the small model read as a plural noun after a name: "Ada Vey stars in X", parsed as
    the noun phrase "Ada Vey stars" heading the sentence (or a relative clause: "the drama in which
    Ivy Lark stars"), with the name as its compound; "A and B
    both star in X", read as "both star" in apposition to the pair."""
    if tok.tag_ == "NN" and tok.is_lower and tok.dep_ in {"appos", "ROOT"} and tok.lemma_.lower() in _words().verbs \
            and any(c.dep_ in {"det", "preconj"} and c.lower_ in {"both", "all"} for c in tok.children) \
            and any(c.dep_ == "prep" for c in tok.children):
        return True
    if tok.is_lower and (tok.lemma_.lower() in _words().verbs or tok.lemma_.lower() in _words().return_verbs) \
            and people_before_verb(tok):
        return True  # "A and B star in X", "Judges A and B return to Y"
    if _appositive_verb(tok):
        return True  # "Ada Vey, 45, stars in X", "Her husband, Tom Birch, stars in X"
    if tok.dep_ == "relcl" and tok.pos_ == "NOUN" and tok.is_lower and tok.lemma_.lower() in _words().verbs \
            and any(c.dep_ == "nsubj" and c.tag_ in {"WP", "WDT"} for c in tok.children):
        return True  # "A and B, who co-star in X,": a relative pronoun's verb, tagged a noun
    if _conjoined_verb(tok):
        return True  # "A directs and stars in X", "A writes, directs and stars in X"
    if _infinitive_read_as_noun(tok):
        return True  # "A is set to topline X"
    if tok.tag_ == "NN" and tok.dep_ == "xcomp" and tok.is_lower and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "to" \
            and tok.lemma_.lower() in _words().verbs:
        return True  # "A is attached to star in X": the infinitive tagged a noun
    prev = tok.doc[tok.i - 1] if tok.i > tok.sent.start else tok
    if not (tok.tag_ == "NNS" and tok.is_lower and tok.lower_.endswith("s") and tok.dep_ in {"ROOT", "relcl"}
            and tok.i > tok.sent.start and prev.head.i == tok.i
            and (prev.dep_ == "compound" or prev.dep_ == "amod" and prev.ent_type_ == "PERSON")):
        return False  # ("Mila Sorensen stars in X", the surname read as an adjective of "stars")
    if prev.pos_ == "NOUN" and prev.lower_ in lexicon().descriptor_nouns:
        # "The actress stars in X", "the Oscar winner stars in X": a definite description before it
        return any(c.dep_ == "det" and c.lower_ == "the" for c in tok.children) and tok.lemma_.lower() in _words().verbs
    # (a surname the tagger took for a common noun: "Ellie Sandoval stars in X", no article before)
    named = prev.pos_ == "PROPN" or prev.ent_type_ == "PERSON" or prev.pos_ == "NOUN" and prev.text[:1].isupper() \
        and prev.is_alpha and prev.i > tok.sent.start and fold(tok.doc[prev.i - 1].text) in lexicon().given_names \
        and not any(c.dep_ == "det" for c in tok.children)  # (a given name before: not "Soap stars in ...", "Big Soap stars")
    return named and prev.ent_type_ not in {"GPE", "NORP", "DATE", "LOC"}


def _infinitive_read_as_noun(tok: Token) -> bool:
    """A verb after "to" the small model read as the object of a preposition: "A is set to
    topline X" (a word it rarely saw). A bare singular word in its base form, no article or
    modifier of its own, after a verb or adjective's "to", with a title right after it (not "went to
    school in Leeds"); a verb rule's word only when its caller asks."""
    doc = tok.doc
    return tok.tag_ == "NN" and tok.dep_ == "pobj" and tok.is_lower and tok.lower_ == tok.lemma_.lower() \
        and tok.head.lower_ == "to" and tok.head.i == tok.i - 1 and tok.head.head.pos_ in {"VERB", "ADJ", "AUX"} \
        and not any(c.dep_ in {"det", "poss", "amod", "compound"} for c in tok.children) \
        and tok.i + 1 < len(doc) and (is_titleish(doc[tok.i + 1]) or doc[tok.i + 1].tag_ == "``")


def _conjoined_verb(tok: Token) -> bool:
    """A role verb the small model read as a plural noun in a list of verbs: "A directs and stars
    in X", "A writes, directs and stars in X", "A co-wrote and stars in X" (the list's first word
    is a verb; the role word has a role preposition right after it). Not a noun in a list of
    nouns ("thanked the crew and stars in the audience")."""
    doc = tok.doc
    if not (tok.tag_ == "NNS" and tok.is_lower and tok.dep_ == "conj" and tok.lemma_.lower() in _words().verbs
            and tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ in {"in", "on", "as", "alongside", "opposite"}
            and doc[tok.i - 1].lower_ in {"and", ","}):
        return False  # (right after the list's "and": not "... joins B. Vey stars in X", two sentences run together)
    first = tok
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    return first.pos_ == "VERB" and any(c.dep_ in {"nsubj", "nsubjpass"} for c in first.children)


def _appositive_verb(tok: Token) -> bool:
    """A role verb after a comma that the small model hung on the sentence's head noun as an
    apposition, in a sentence with no verb of its own: "Ada Vey, 45, stars in X"."""
    doc = tok.doc
    return tok.tag_ == "NNS" and tok.dep_ == "appos" and tok.is_lower and tok.i > 0 and doc[tok.i - 1].text == "," \
        and tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ in {"in", "on", "as", "alongside", "opposite"} \
        and tok.head.dep_ == "ROOT" and tok.head.pos_ in {"NOUN", "PROPN"} \
        and tok.lemma_.lower() in _words().verbs and not any(t.pos_ in {"VERB", "AUX"} for t in tok.sent)


_AFTER_A_ROLE_WORD = frozenset({"in", "on", "as", "alongside", "opposite", "together", "."})
_AFTER_A_RETURN = _AFTER_A_ROLE_WORD | {"to", "for"}


def people_before_verb(tok: Token) -> list[Token]:
    """"Ada Vey and Tom Birch star in X", "A, B and C star as sisters": the last word of each
    name in a list of people NER names right before a role word the small model read as a noun
    and a preposition after it (the list is the verb's subject); none otherwise."""
    doc = tok.doc
    after = _AFTER_A_RETURN if tok.lemma_.lower() in _words().return_verbs else _AFTER_A_ROLE_WORD  # "A and B return to X"
    if tok.i + 1 >= len(doc) or doc[tok.i + 1].lower_ not in after or tok.pos_ != "NOUN" or tok.tag_ not in {"NN", "NNS"}:
        return []  # (or the sentence's end: "A, B and C star.")
    k = tok.i - 1
    named = {"PERSON", "ORG"}  # the small model calls many a second name a company
    lex = lexicon()
    while k >= tok.sent.start and (doc[k].ent_type_ in named or doc[k].lower_ in {"and", ","} or (
            doc[k].pos_ == "PROPN" and doc[k].is_title and doc[k + 1].ent_type_ in named) or (
            doc[k].lower_ in lex.occupations and doc[k + 1].ent_type_ in named) or doc[k].text == ")"):  # "actress A and singer B star in X"
        if doc[k].text == ")":  # "A (Paper Moons) and B star": past a credit's bracket
            k = next((j for j in range(k - 1, max(tok.sent.start, k - 12) - 1, -1) if doc[j].text == "("), tok.sent.start)
        k -= 1
    listed = doc[k + 1:tok.i]
    if k >= tok.sent.start and doc[k].pos_ == "ADP":
        return []  # "The children of actress A and singer B star in X": the list is no subject
    if not listed or not any(t.lower_ == "and" for t in listed) or listed[-1].ent_type_ not in named \
            or not any(t.ent_type_ == "PERSON" for t in listed):
        return []
    return [t for t in listed if t.ent_type_ in named and (t.i + 1 == tok.i or doc[t.i + 1].ent_iob_ != "I")]


def _filmography(tok: Token, w: _Words) -> RoleSlot | None:
    """"Her films include A (1970), B and C", "His other credits included the sitcom D", "her
    screen work includes E", "Among his credits are F and G": the titles after "include" (or a
    copula) whose subject is a list of someone's works."""
    copula = tok.lemma_ == "be" and any(c.dep_ == "attr" and c.i > tok.i for c in tok.children)
    if tok.lemma_.lower() not in w.list_verbs and not copula or tok.pos_ not in {"VERB", "AUX"}:
        return None
    clause = tok.head if tok.dep_ == "conj" and not any(c.dep_ == "nsubj" for c in tok.children) else tok
    subject = next((c for c in clause.children if c.dep_ == "nsubj" and names_works(c, w)), None)  # (and "stretch back ... and include")
    if subject is None or not any(c.dep_ == "poss" for c in subject.children) \
            or any(c.lower_ in _PREFERENCES for c in subject.children if c.dep_ in {"amod", "compound"}):
        return None  # (not "her favourite films are X and Y": someone else's)
    if subject.lower_ in w.song_or_show_nouns and any(t.lower_ in lexicon().music_nouns for t in tok.sent):
        return None  # "the singer, whose hits included X": songs
    titles = title_list(tok.doc, tok.i + 1)
    return RoleSlot(tok.i, tuple(titles), holder_noun=subject.i) if titles else None


_PREFERENCES = frozenset({"favourite", "favorite", "best-loved", "preferred", "all-time"})


def names_works(noun: Token, w: _Words) -> bool:
    """A noun that lists someone's works: "films", "credits", or "work" on screen ("her television work")."""
    return noun.lower_ in w.works_nouns or noun.lower_ == "work" and any(
        c.dep_ in {"compound", "amod"} and (c.lower_ in w.screen_work_words or c.lower_ in w.credit_order_words)
        for c in noun.children)  # ("her previous work includes X")


def _credits_held(tok: Token, w: _Words) -> RoleSlot | None:
    """"has more than 100 films to his name, including A (1986) and B", "has worked in films such as
    C and D": the titles after "including", "such as" or "like" on a noun listing works that the
    verb's subject has or worked in (``credit_holding_verbs``)."""
    if tok.lemma_.lower() not in w.credit_holding_verbs or tok.pos_ not in {"VERB", "AUX"}:
        return None
    doc = tok.doc
    nouns = [c for c in tok.children if c.dep_ == "dobj"] + [
        p for c in tok.children if c.dep_ == "prep" and c.lower_ == "in" for p in c.children if p.dep_ == "pobj"]
    crew = frozenset(load_rules().role_slots.get("not_cast_nouns", ()))
    if any(t.lower_ in crew and doc[t.i - 1].lower_ in {"as", "a", "an"} for t in tok.sent):
        return None  # "worked in series such as X as a writer": behind the camera
    for noun in (n for n in nouns if names_works(n, w)):
        for k in range(noun.i + 1, min(noun.sent.end - 1, noun.i + 8)):
            such = doc[k].lower_ == "such" and doc[k + 1].lower_ == "as"
            among = doc[k].lower_ == "among" and doc[k + 1].lower_ == "them" and doc[k - 1].text == ","
            cue = doc[k + 1] if such else doc[k]
            if (doc[k].lower_ in {"including", "like"} or such) and (cue.head.i in {noun.i, tok.i} or cue.head.lower_ == "name") \
                    or among:  # (the cue on the works noun: not "films with stars like A"); "100 films, among them X"
                titles = title_list(doc, k + 1 + (such or among))
                return RoleSlot(tok.i, tuple(titles)) if titles else None
    return None


def _one_credit(tok: Token, w: _Words) -> RoleSlot | None:
    """"Aarav, whose last theatrical release was the crime drama X", "Her latest film is Y": the
    title a copula names after someone's credit noun with an order word ("last", "debut")."""
    if tok.lemma_ != "be" or tok.pos_ not in {"AUX", "VERB"}:
        return None
    subject = next((c for c in tok.children if c.dep_ == "nsubj" and c.lower_ in w.credit_nouns), None)
    attr = next((c for c in tok.children if c.dep_ == "attr" and c.i > tok.i), None)
    if subject is None or attr is None or not any(c.dep_ == "poss" for c in subject.children) \
            or not any(c.lower_ in w.credit_order_words for c in subject.children if c.dep_ in {"amod", "compound"}):
        return None
    titles = title_list(tok.doc, attr.left_edge.i, places_ok=False)
    return RoleSlot(tok.i, tuple(titles[:1]), holder_noun=subject.i) if titles else None


def _known_for(tok: Token, w: _Words) -> RoleSlot | None:
    """"best known for A and the thriller B", "X, famous for C,", "best known from D": titles right after "for" or "from";
    "best known as Jake in D": after the character and "in"."""
    doc = tok.doc
    at = _past_audience(doc, tok.i + 1) if tok.lower_ in w.known_words else tok.i + 1  # "known to British audiences as"
    if tok.lower_ in w.known_words and at < tok.sent.end and doc[at].lower_ in {"in", "on"} and tok.head.lemma_.lower() == "become":
        # "became known to audiences in the police series X", "became famous on the soap Y": a title its kind names
        # (not "became famous in London", "became known in the nineties")
        titles = [t for t in title_list(doc, at + 1, places_ok=False) if _screen_genre_before(doc, t[0], w)
                  or doc[t[0] - 1].text in _OPENING and not _noun_after_quote(doc, t[1])]  # (not 'the "Blue Tide" video')
        return RoleSlot(tok.i, tuple(titles)) if titles else None
    if tok.lower_ not in w.known_words or at >= len(doc) or doc[at].lower_ not in {"for", "as", "from"}:
        return None
    start = at + 1
    if doc[at].lower_ == "as":  # "best known as Jake in X": the title right after the character's name
        k = start
        if k < tok.sent.end and doc[k].lower_ in {"the", "a", "an"}:
            k += 1
        while k < tok.sent.end and doc[k].is_lower and doc[k].pos_ == "ADJ":
            k += 1  # "known as the long-time host of X"
        if k + 1 < tok.sent.end and doc[k].lower_ in lexicon().role_nouns and doc[k + 1].lower_ in {*w.preps, "of"}:
            titles = title_list(doc, k + 2, places_ok=False)  # "best known as the host of X", "as a judge on Y"
            # (not "as a judge in Texas")
            return RoleSlot(tok.i, tuple(titles)) if titles else None
        k = start
        if k < tok.sent.end and doc[k].lower_ in {"the", "a", "an"}:
            k += 1
        while k < min(start + 4, tok.sent.end) and doc[k].is_lower and doc[k].is_alpha and doc[k].pos_ in {"ADJ", "VERB", "NOUN"}:
            k += 1  # "best known as the scheming Lady Vane in X": a description before the character
        if k > start and k < tok.sent.end and doc[k - 1].pos_ == "NOUN" and doc[k].lower_ in {*w.preps, "of"}:
            titles = title_list(doc, k + 1, places_ok=False)  # "best known as the sardonic pathologist in the drama X",
            # "beloved as the matriarch of the drama Y"
            described = bool(titles) and _kind_named(doc, k + 1, titles[0][0], w)  # (not "the best player in the League")
            return RoleSlot(tok.i, tuple(titles)) if described else None
        name = k
        while k < min(name + 6, tok.sent.end) and is_titleish(doc[k]) and doc[k].lower_ not in w.preps:
            k += 1
        if k == name or k >= tok.sent.end or doc[k].lower_ not in w.preps:
            return None
        titles = title_list(doc, k + 1, places_ok=False)  # ("best known as the wife of B in London")
        return RoleSlot(tok.i, tuple(titles)) if titles else None
    titles = title_list(doc, start)
    later = [c for c in tok.children if c.dep_ == "prep" and c.i > at]  # "and, more recently, for the sitcom Y" hung on "known"
    for prep in (*doc[at].conjuncts, *later):  # "known for playing a sheriff in X, and for the western Y"
        if prep.lower_ in {"for", "from"}:  # (a title a screen genre names right before it: not "and for co-founding
            # Acme Films", "and for her novel X", "and for the "Glint" skincare line")
            titles += [t for t in title_list(doc, prep.i + 1) if t not in titles and _screen_genre_before(doc, t[0], w)]
    return RoleSlot(tok.i, tuple(titles)) if titles else None


def _noun_after_quote(doc: Doc, end: int) -> bool:
    """A lower-case noun right after the quote that closes a title at ``end``: what the quoted
    words name ('the "Face of Spring" campaign', 'the "Blue Tide" music video')."""
    k = end + (end < len(doc) and doc[end].text in _CLOSING)
    return k < len(doc) and doc[k].is_lower and doc[k].pos_ in {"NOUN", "ADJ", "PROPN"}


_AUDIENCES = frozenset({"audiences", "viewers", "fans", "millions", "readers", "people", "listeners", "many", "most"})


def _past_audience(doc: Doc, k: int) -> int:
    """Past "to British audiences" or "to millions" after "known" ("best known to viewers as X"), past
    a place ("best known in the US for X") or "in front of the camera": the word after it, else ``k``."""
    while k < len(doc) and doc[k].tag_ == "RB" and doc[k].is_lower and doc[k].lower_.endswith("ly"):
        k += 1  # "known internationally for X", "best known primarily as Y"
    words = [t.lower_ for t in doc[k:k + 5]]
    if words[:4] == ["in", "front", "of", "the"] and len(words) == 5 and words[4] in {"camera", "cameras"}:
        return k + 5  # "best known in front of the camera for X" (behind it, the crew's work)
    if k < len(doc) and doc[k].lower_ in {"in", "across", "throughout"}:  # "best known in the US for X"
        j = k + 2 if k + 1 < len(doc) and doc[k + 1].lower_ == "the" else k + 1
        place = j
        while j < len(doc) and (doc[j].ent_type_ in {"GPE", "LOC", "DATE"} or doc[j].lower_ in _DECADES):
            j += 1  # (or a time: "became known in the nineties for X", "famous in 2009 on the soap Y")
        return j if j > place and j < len(doc) and doc[j].lower_ in {"for", "as", "from", "in", "on"} else k
    if k >= len(doc) or doc[k].lower_ != "to":
        return k
    for j in range(k + 1, min(k + 5, len(doc))):
        if doc[j].lower_ in _AUDIENCES:
            return j + 1
        if doc[j].tag_ == "HYPH" and not doc[j].whitespace_ and not doc[j - 1].whitespace_:
            continue  # "to English-speaking audiences"
        if not (doc[j].is_alpha and (doc[j].is_lower or doc[j].ent_type_ in {"NORP", "LANGUAGE"})):
            return k
    return k


# award categories for the crew: their winners made the work, they do not appear in it
CREW_CATEGORIES = frozenset({"director", "directing", "direction", "screenplay", "writer", "writing", "score", "composer",
                             "cinematography", "editing", "producer", "design", "documentary", "screenwriter",
                             "cinematographer", "editor", "designer", "showrunner", "creator"})
# the performers a prize one is "named" for names ("was named best actress for X")
_PERFORMERS = frozenset({"actor", "actress", "performer", "performance", "newcomer", "comedian", "comedienne", "ensemble",
                         "star", "villain", "lead", "contestant"})


# works of print and sound a genre noun may name, which no one appears in ("her novel X", "the album Y")
NOT_SCREEN = frozenset({"album", "book", "novel", "song", "anthology", "podcast", "memoir"})


def _screen_genre_before(doc: Doc, start: int, w: _Words) -> bool:
    """A screen genre names the title at ``start``, right before it or its opening quote: "the
    western X", "the sitcom "Y"" (not "her novel Z")."""
    k = start - 1 - (start > 0 and doc[start - 1].text in _OPENING)
    return k >= 0 and doc[k].lower_ in w.genre_nouns and doc[k].lower_ not in NOT_SCREEN


def _praised_in(tok: Token, w: _Words) -> RoleSlot | None:
    """"A, so good in last year's X,", "B, who was so unnerving in Y": praise for a performance,
    and the title it was in (never a place: "good in London")."""
    doc = tok.doc
    end = tok.sent.end
    if tok.lower_ not in w.praise_words or tok.pos_ != "ADJ" or tok.i + 2 >= end:
        return None
    k = tok.i + 1
    fronted = next((c for c in tok.head.children if c.dep_ == "prep" and c.i == tok.sent.start and c.lower_ == "in"), None) \
        if tok.dep_ == "acomp" and doc[k].lower_ == "as" else None
    part = next((c for c in doc[k].children if c.dep_ == "pobj"), None) if fronted is not None else None
    if fronted is not None and (part is None or part.lemma_.lower() not in w.not_cast_nouns
                                or any(c.dep_ in {"relcl", "acl"} for c in part.children)):  # ("as a director who ...": a part)
        # "In X, A is brilliant as a shy accountant": the review's title opens the sentence (not "as a director")
        titles = title_list(doc, fronted.i + 1, places_ok=False)
        return RoleSlot(tok.i, tuple(titles)) if titles and (doc[titles[0][0] - 1].tag_ == "``" or _kind_named(
            doc, fronted.i + 1, titles[0][0], w)) else None
    when = k + 1 < end and doc[k].lower_ in {"last", "this"} and doc[k + 1].lower_ in _DATED_SPANS
    k += 2 if when else 0  # "so good last year in X"
    as_part = k < end and doc[k].lower_ == "as"
    if as_part:  # "so good last year as the medic in X": the part, then its work
        k = next((j for j in range(k + 1, min(k + 8, end)) if doc[j].lower_ == "in" and all(
            t.is_lower or t.tag_ == "HYPH" for t in doc[k + 1:j])), end)
    if k + 1 >= end or doc[k].lower_ != "in":
        return None
    k += 1
    after = dated_possessive_end(doc, k, end)
    dated = after > k
    titles = title_list(doc, after, places_ok=dated)  # "in last year's X": a work, whatever NER said
    dated = dated or when and as_part  # "so good last year as the medic in X": a part, so a work (not "last season in Serie A")
    if titles and not dated and not _kind_named(doc, k, titles[0][0], w):
        return None  # "great in the Premier League": a title only when described or quoted
    return RoleSlot(tok.i, tuple(titles)) if titles else None


# the spans of time a date before a title counts in ("last year's X", "this summer's Y")
_DATED_SPANS = frozenset({"year", "season", "summer", "winter", "spring", "autumn", "fall", "month", "week", "weekend"})


def dated_possessive_end(doc: Doc, k: int, end: int) -> int:
    """Past a dated possessive at ``k`` that describes the title after it ("last year's", "this
    summer's", "2019's"); ``k`` when there is none."""
    if k + 1 < end and doc[k + 1].text in _POSSESSIVE and _YEARS.match(doc[k].text):
        return k + 2
    if k + 2 < end and doc[k].lower_ in {"last", "this", "next", "past"} and doc[k + 1].lower_ in _DATED_SPANS \
            and doc[k + 2].text in _POSSESSIVE:
        return k + 3
    return k


def _kind_named(doc: Doc, start: int, title: int, w: _Words) -> bool:
    """A genre noun or an opening quote between ``start`` and the title at ``title``: "in the
    crime drama X", 'in "X"'."""
    return any(doc[k].lower_ in w.genre_nouns for k in range(start, title)) or doc[title - 1].text in _OPENING


def _recognised_from(tok: Token, w: _Words) -> RoleSlot | None:
    """"Viewers will recognise A from X", "B, whom fans know from Y", "C, whom audiences know as the
    commander on the series Z": the titles after "from" (or a part's "on"/"in") on a verb of knowing
    someone, whose object holds the role (a place there is no title)."""
    if tok.lemma_.lower() not in w.recognition_verbs or tok.pos_ != "VERB":
        return None
    obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
    prep = next((c for h in (tok, obj) if h is not None for c in h.children if c.dep_ == "prep" and c.lower_ == "from"), None)
    if prep is None and obj is not None:  # "B, whom audiences know as the stern Commander Idris on the series X"
        part = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "as" and c.i > obj.i), None)
        prep = next((t for t in part.subtree if t.dep_ == "prep" and t.lower_ in {"on", "in"} and t.i < part.i + 10), None) \
            if part is not None else None
        if prep is not None and not any(t.lower_ in w.genre_nouns for t in tok.doc[prep.i + 1:prep.i + 7]):
            prep = None  # (a title its kind names: not "know her as the girl in the red coat")
    if obj is None or prep is None or prep.i < obj.i:
        return None
    titles = title_list(tok.doc, prep.i + 1, places_ok=False)
    return RoleSlot(tok.i, tuple(titles), holder_object=obj.i) if titles else None


def _as_part_in(tok: Token, w: _Words) -> RoleSlot | None:
    """"won hearts as a gruff ferryman in X", "spent six years as a series regular on Y", "know her
    as the headmistress in Z": a part described after "as" (a common noun after an article; not
    crew, "as a producer on X", nor a work, "as a film in X"), then "in" or "on" and its title,
    or the show named by its kind. The part noun is the cue: its clause's subject holds the part,
    or the object of a verb of knowing someone. A place is no title after "in" ("as a nurse in
    Leeds"); after "on" it is ("as the sheriff on Bellwether County")."""
    if tok.lower_ != "as" or tok.dep_ != "prep":
        return None
    head = tok.head
    lemma = head.lemma_.lower()
    role_noun = head.lower_ in w.nouns  # "a recurring role as a judge on X"
    if not role_noun and (head.pos_ not in {"VERB", "AUX", "ADJ"} or lemma in w.job_verbs):
        return None  # "her visibility as a judge on X" (the noun's owner is not the clause's subject); "works as a dentist in Y"
    if any(c.dep_ == "auxpass" for c in head.children) and lemma not in w.verbs | w.character_verbs | w.recognition_verbs \
            and lemma not in lexicon().role_passives:
        return None  # "was held as a combatant in X": done to someone, no part ("is best known as the sheriff on X" is)
    noun = next((c for c in tok.children if c.dep_ == "pobj"), None)
    named = noun is not None and noun.pos_ == "PROPN" and noun.is_title and (
        lemma in w.recognition_verbs or head.lower_ in w.known_words)  # "best known as Vic Pike in X": a character's name
    if noun is None or noun.pos_ not in {"NOUN", "PROPN"} or not (noun.is_lower or named) or noun.lower_ in w.not_cast_nouns \
            or noun.lower_ in w.genre_nouns or not (named or any(c.dep_ == "det" and c.lower_ in _ARTICLES for c in noun.children)):
        return None
    if any(c.tag_ in {"JJS", "RBS"} for c in noun.children):
        return None  # "known as the best player in the Premier League": the field one is best in
    after = noun.right_edge.i + 1
    prep = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ in {"in", "on"}), None)
    if prep is None and after < tok.sent.end and tok.doc[after].lower_ in {"in", "on"}:
        prep = tok.doc[after]  # "as the medic in X", the parser hanging "in" on the verb
    if prep is None:
        return None
    doc = tok.doc
    obj = next((c for c in head.children if c.dep_ == "dobj"), None) if lemma in w.recognition_verbs else None
    holder = {"holder_object": obj.i} if obj is not None else {}
    # a part told beside a verb that casts no one is a credit ("so chilling as the medic in X"),
    # not where a part "who plays ..." told next is
    holder["credit"] = not role_noun and lemma not in w.verbs | w.character_verbs
    casting = role_noun or lemma in (w.verbs - w.award_verbs) | w.character_verbs | w.recognition_verbs  # a part, whatever its work is called
    titles = [t for t in title_list(doc, prep.i + 1, places_ok=prep.lower_ == "on" or named)  # "as the sheriff on X": no place
              # (a named character's "in X" is a title's, "known as Vic Pike in Brass Keys"; not "in Leeds", "in East Texas")
              if not (named and _a_named_place(doc, *t))
              if _kind_named(doc, prep.i + 1, t[0], w) or (casting or doc[t[0]].ent_type_ == "WORK_OF_ART") and not any(
                  doc[k].ent_type_ in _PLACES_AND_EVENTS for k in range(*t))]
    # a verb that casts no one ("spent years as a trader on Wall Street", "unbeatable as a striker in the Premier
    # League", "a columnist on The Sunday Herald"): only a title described as a work, quoted, or NER's work of art
    if titles:
        return RoleSlot(noun.i, tuple(titles), **holder)
    if named:
        return None  # (a name's "in the industry" is no part's show)
    work = _definite_work_noun(doc, prep.i + 1)
    return RoleSlot(noun.i, (), work, **holder) if work is not None else None


_ARTICLES = frozenset({"a", "an", "the"})


def _part_after_copula(tok: Token, w: _Words) -> RoleSlot | None:
    """"A was the scheming steward in the serial X", "she is the villain in the film "Y"": a part a
    copula gives its subject (an article and a person's noun: a part's ending, a kin word or a
    listed part; no crew, no office), then "in" or "on" and a title its kind or quotes name (a
    bare name there may be a town or a firm: "was a nurse in Leeds", "the manager at Acme")."""
    if tok.lemma_ != "be" or tok.pos_ not in {"AUX", "VERB"} or not any(c.dep_ == "nsubj" for c in tok.children):
        return None
    noun = next((c for c in tok.children if c.dep_ == "attr" and c.pos_ == "NOUN" and c.is_lower), None)
    if noun is None or noun.lower_ in w.not_cast_nouns or noun.lower_ in CREW_CATEGORIES or not _a_part_noun(noun) \
            or not any(c.dep_ == "det" and c.lower_ in _ARTICLES for c in noun.children):
        return None
    doc = tok.doc
    prep = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ in {"in", "on"}), None)
    after = noun.right_edge.i + 1
    if prep is None and after < tok.sent.end and doc[after].lower_ in {"in", "on"} and doc[after].head.i == tok.i:
        prep = doc[after]  # "was the steward in X", "in" hung on the copula
    if prep is None:
        return None
    titles = [t for t in title_list(doc, prep.i + 1, places_ok=False)
              if (_kind_named(doc, prep.i + 1, t[0], w) or doc[t[0]].ent_type_ == "WORK_OF_ART")
              and not (t[1] + 1 < len(doc) and doc[t[1] + (doc[t[1]].text in QUOTES)].pos_ == "NOUN")]  # (not "the 'X' case")
    return RoleSlot(noun.i, tuple(titles)) if titles else None


# the kinds of work that no one appears in on screen, for the readers that take a kind as the proof of a show
_STAGE_OR_PRINT_KINDS = NOT_SCREEN | {"play", "musical", "opera"}


def _screen_kind_before(doc: Doc, start: int, title: int) -> bool:
    """A screen work's kind between ``start`` and the title at ``title`` ("from reality show X",
    "the soap Y"; not "the podcast Z", "the musical W")."""
    kinds = [doc[k].lower_ for k in range(start, title) if doc[k].lower_ in lexicon().screen_nouns]
    return bool(kinds) and not any(k in _STAGE_OR_PRINT_KINDS for k in kinds)


def _from_a_show(tok: Token, w: _Words) -> RoleSlot | None:
    """"Ada Vey, from reality show X, ...", "Ada Vey from the soap Y": a person named from a show,
    its kind before its title, is in it (not "a break from the soap", "an email from A", "from the
    podcast Z")."""
    doc = tok.doc
    if tok.lower_ != "from" or tok.dep_ != "prep" or tok.i < 2:
        return None
    set_off = doc[tok.i - 1].text == ","
    if tok.head.pos_ == "PROPN" and tok.head.i < tok.i:
        name = tok.head  # "her brother, Freddie, from reality show X,": hung on the name
    elif set_off and doc[tok.i - 2].ent_type_ == "PERSON":
        name = doc[tok.i - 2]  # "A, from reality show X, has ...": the parser hung "from" on the verb
    else:
        return None
    titles = [t for t in title_list(doc, tok.i + 1, places_ok=False) if _screen_kind_before(doc, tok.i + 1, t[0])]
    if titles and set_off and not (titles[0][1] >= tok.sent.end or doc[titles[0][1]].text in {",", ")"}):
        return None  # (the phrase closes where it opened: "A, from the soap X, ...")
    return RoleSlot(tok.i, tuple(titles[:1]), holder_object=name.i) if titles else None


@cache
def _part_words() -> tuple[tuple[str, ...], frozenset[str]]:
    """The endings of a part's noun and the words that end so and are no part (the cast rule's)."""
    rule = load_rules().work_rules.get("work.article_role") or {}
    return tuple(rule.get("character_endings", ())), frozenset(rule.get("not_characters", ()))


_NAMED_PARTS = frozenset({"villain", "hero", "heroine", "lead", "narrator", "antihero", "sidekick", "matriarch",
                          "patriarch"})


def _a_part_noun(noun: Token) -> bool:
    """A noun a part may be: a named part ("the villain", "the lead"), a kin word ("the grumbling
    grandfather"), or a noun of a person's ending an adjective describes as a character ("the
    scheming steward", "the bossy headmistress"); never a trade a noun names ("the makeup
    artist", "the stunt coordinator") nor a bare one ("the accountant on the film")."""
    endings, not_parts = _part_words()
    low = noun.lower_
    if low in _NAMED_PARTS or low in lexicon().kin_nouns:
        return True
    return low.endswith(endings) and low not in not_parts and not any(c.dep_ == "compound" for c in noun.children) \
        and any(c.dep_ == "amod" and c.pos_ == "ADJ" for c in noun.children)
_PLACES_AND_EVENTS = frozenset({"FAC", "LOC", "EVENT", "NORP", "LAW"})


def _character_in(tok: Token, w: _Words) -> RoleSlot | None:
    """"plays DI Rosa Venn in X", "played barmaid Tanya Dukes in X": a character verb, the
    character's name (a description before it at most), then "in" or "on" and the work, read off
    the surface (the parser often hangs "in" on the name). A place is no title here ("played
    Maria in London"); a name NER took for a person is ("in Harbour Lane")."""
    doc = tok.doc
    if tok.lemma_.lower() not in w.character_verbs or tok.i + 2 >= tok.sent.end:
        return None
    k = tok.i + 1
    while k < tok.sent.end and doc[k].is_lower and doc[k].is_alpha and k - tok.i <= 3:
        k += 1  # "barmaid", "the detective"
    start = k
    while k < tok.sent.end and doc[k].ent_type_ == "PERSON":
        k += 1
    if k == start:
        k = _described_part_end(doc, tok)  # "plays a widowed mother of four in X": a part described, not named
    if k == start or k + 1 >= tok.sent.end or doc[k].lower_ not in {"in", "on"}:
        return None
    titles = title_list(doc, k + 1, places_ok=False)
    return RoleSlot(tok.i, tuple(titles[:1])) if titles else None


_AGENT_ENDINGS = ("er", "or", "ist", "ian", "ess")  # "a hacker", "a florist", "a librarian", "a waitress"


def _described_part_end(doc: Doc, verb: Token) -> int:
    """After a character verb, the end of a part described in lower case whose noun is a
    person's ("a widowed mother of four", "a hacker", "the detective's ex-wife"): where "in" or
    "on" may follow; the verb's position + 1 when the object is no such part ("plays football",
    "plays bass in a band")."""
    lex = lexicon()
    obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if obj is None or not obj.is_lower or obj.i <= verb.i:
        return verb.i + 1
    noun = obj.lemma_.lower()
    if noun not in lex.occupations and noun not in lex.male_cues | lex.female_cues and obj.lower_ not in lex.occupations \
            and not (len(noun) > 5 and noun.endswith(_AGENT_ENDINGS)):
        return verb.i + 1
    k = obj.i + 1
    while k < verb.sent.end and k <= obj.i + 3 and doc[k].is_lower and doc[k].lower_ not in {"in", "on"} \
            and (doc[k].lower_ == "of" or doc[k].like_num or doc[k].pos_ in {"NUM", "NOUN", "ADJ", "DET"}):
        k += 1  # "of four", "of two teenagers"
    return k


def _plays_character(tok: Token, w: _Words) -> bool:
    """"X, who plays Dr Sam Cole,", "Y plays the keeper's sister, Agnes": a character verb whose
    object is a name (or a noun with a name in apposition), with no title after it — a role in the
    work the article is about."""
    if tok.pos_ != "VERB" or tok.lemma_.lower() not in w.character_verbs:
        return False
    obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
    if obj is not None and obj.pos_ == "NOUN":
        obj = next((c for c in obj.children if c.dep_ == "appos" and c.i > obj.i), None)
    return obj is not None and obj.pos_ == "PROPN" and not not_title(obj)


def titles_of_parts(doc: Doc) -> list[tuple[int, int]]:
    """Titles after a part or role of a work and "of": "the new season of "X"", "the finale of
    X", "the reunion of X", "the cast of X", "a star of X"; "the trailer for X", "a sequel to
    X" — quoted, or a title-case run."""
    w = _words()
    out = []
    pointers = {"of": w.of_nouns, "for": w.for_nouns, "to": w.to_nouns}  # "the trailer for X", "a sequel to Y"
    for tok in (doc[i] for i in positions(doc, pointers)):
        part = tok.i - 2 if tok.i > 1 and doc[tok.i - 1].like_num and doc[tok.i - 2].lower_ in {"season", "series", "episode"} \
            else tok.i - 1  # "season 12 of X"
        if part >= 0 and doc[part].lower_ in pointers[tok.lower_] and doc[part].is_lower:
            end = tok.sent.end
            # "the set of X" names a work, whatever NER called it; "the cast of A, B and C" lists people
            got = _title_at(doc, skip_descriptions(doc, tok.i + 1, end), end)
            if got is None or doc[part].lower_ in {"cast", "panel"} and _cast_list(doc, *got[:2]) \
                    or (tok.lower_ != "of" or doc[part].lower_ == "panel") and person_shaped(doc, *got[:2]):
                continue  # (a trailer for someone is none, nor is "the judging panel of A, B and C")
            out.append(got[:2])
    return out


def _cast_list(doc: Doc, start: int, stop: int) -> bool:
    """A name NER calls a person after "the cast of", with another after it: the cast's
    people ("the cast of A, B and C"), not its work ("the cast of Copper Falls")."""
    return any(doc[k].ent_type_ == "PERSON" for k in range(start, stop)) and stop < len(doc) \
        and doc[stop].lower_ in {",", "and", "&"}


def role_slots(doc: Doc) -> list[RoleSlot]:
    """Every role cue of ``doc`` whose slot lists at least one title (or names a work by its
    kind, or plays a character in the article's work). Read once per Doc: the entity layer and
    the appearance matcher ask the same question."""
    cached = doc.user_data.get(_SLOTS_KEY)
    if cached is None:
        cached = doc.user_data[_SLOTS_KEY] = _read_role_slots(doc)
    return cached


_SLOTS_KEY = "kgbuild.role_slots"


def credit_tokens(doc: Doc) -> frozenset[int]:
    """The tokens of the titles the fame readers name ("A, best known for X,", "so good in Y", "her
    films include Z"): what someone did before, not where a part told nearby is."""
    return frozenset(k for s in role_slots(doc) if s.credit for a, b in s.titles for k in range(a, b))


def _read_role_slots(doc: Doc) -> list[RoleSlot]:
    w = _words()
    out = []
    openers = _slot_openers()
    copulas = {doc[i].head.i for i in positions(doc, w.credit_nouns | w.works_nouns) if doc[i].dep_ == "nsubj"}
    # "whose last outing was X", "Among her credits are Y and Z"
    forms, roots = lowers(doc), lemmas(doc)
    for i in range(len(doc)):
        if forms[i] not in openers and roots[i] not in openers and i not in copulas:
            continue  # no slot reader starts from this word
        tok = doc[i]
        if i not in copulas and (roots[i] == "be" or forms[i] == "from"):  # a copula's part, a show one is from: one reader each
            if (slot := (_part_after_copula(tok, w) or _member_in_which(tok, w)) if roots[i] == "be" else _from_a_show(tok, w)) \
                    is not None:
                out.append(slot)
            continue
        slot = _filmography(tok, w) or _credits_held(tok, w) or _one_credit(tok, w) or _known_for(tok, w) or _recognised_from(tok, w) \
            or _praised_in(tok, w)
        if slot is not None:
            out.append(replace(slot, credit=True))
            continue
        slot = _object_slot(tok, w) or _joins_in(tok) or _left_work(tok, w) or _as_part_in(tok, w) or _time_on(tok, w) \
            or behind_a_part(tok, w)
        if slot is not None:
            out.append(slot)
            continue
        if is_trigger(tok) or tok.lemma_.lower() in w.character_verbs:
            slot = _prep_slot(tok, w) or _relative_slot(tok, w) or _character_in(tok, w)
            if slot is None and _plays_character(tok, w):
                slot = RoleSlot(tok.i, (), article_work=True)
            if slot is not None:
                out.append(slot)
    return out


@cache
def _slot_openers() -> frozenset[str]:
    """Every word (lower case or lemma) a role-slot reader of :func:`_read_role_slots` starts from
    (besides a copula whose subject is a credit noun, which :func:`_one_credit` reads)."""
    w = _words()
    return frozenset(w.list_verbs | w.credit_holding_verbs | w.known_words | w.recognition_verbs | w.object_verbs | w.part_object_verbs
                     | w.praise_words | w.removal_verbs | w.leave_verbs | w.verbs | w.nouns | w.fame_nouns | w.character_verbs
                     | {"come", "name", "screen", "break", "as", "spend", "join", "be", "from"} | _UP_VERBS | BEHIND_A_PART)  # "came back to X", "made her name in X", "shared the screen
    # in X", "broke out in X", "broke through in X", "turned up in X"


# who is behind a named part: "Tom Hale, voice of Captain Comet in X", "the actress behind Nurse Pike in Y"
BEHIND_A_PART = frozenset({"voice", "actor", "actress", "star"})


def behind_a_part(tok: Token, w: _Words | None = None) -> RoleSlot | None:
    """"Tom Hale, voice of Captain Comet in the cartoon X", "Ada Vey is the actress behind
    Nurse Pike in Y": a performer noun, "of" or "behind" a character's name (a person's, or styled
    as one: "Nurse Pike"), then "in" or "on" and the title (not a place NER names: "in Leeds")."""
    if tok.lower_ not in BEHIND_A_PART or tok.pos_ != "NOUN":
        return None
    doc = tok.doc
    prep = doc[tok.i + 1] if tok.i + 1 < tok.sent.end else None
    if prep is None or prep.lower_ not in {"of", "behind"}:
        return None
    k = prep.i + 1
    first = fold(doc[k].text).rstrip(".")
    styled = first in lexicon().bare_titles or first in lexicon().occupations  # "Nurse Pike", whatever NER called it
    while k < tok.sent.end and doc[k].pos_ == "PROPN" and doc[k].is_title and (styled or doc[k].ent_type_ == "PERSON"):
        k += 1  # the part's name: "Captain Comet", "Nurse Pike" (not a firm's: "the star behind Glow Cosmetics")
    if k == prep.i + 1 or k >= tok.sent.end or doc[k].lower_ not in {"in", "on"}:
        return None
    titles = [t for t in title_list(doc, k + 1, places_ok=True) if not _a_named_place(doc, *t)]
    return RoleSlot(tok.i, tuple(titles)) if titles else None


def _a_named_place(doc: Doc, start: int, end: int) -> bool:
    """A word of [start, end) NER calls a town, a region or a country ("in Leeds", "in East Texas")."""
    return any(doc[k].ent_type_ in _PLACES for k in range(start, end))


def _time_on(tok: Token, w: _Words) -> RoleSlot | None:
    """Time spent on a work its kind names: "spent 14 years on the soap X", "spent five seasons on
    the drama Y" (not "spent $2 million on the film Y", "spent years as a trader on Wall Street")."""
    if tok.lemma_.lower() != "spend" or tok.pos_ != "VERB" or not any(
            c.dep_ == "dobj" and (c.ent_type_ == "DATE" or c.lower_ in _SPANS_OF_TIME) for c in tok.children):
        return None
    on = next((t for t in tok.subtree if t.dep_ == "prep" and t.lower_ in {"on", "in"} and t.i > tok.i
               and t.i < tok.i + 12), None)  # "on the soap X", "as the mechanic on the soap X"
    titles = [t for t in title_list(tok.doc, on.i + 1, places_ok=False) if _screen_genre_before(tok.doc, t[0], w)] if on else []
    return RoleSlot(tok.i, tuple(titles)) if titles else None


_LIGHT_VERBS = frozenset({"make", "have", "give", "land", "take", "enjoy"})  # "made a cameo", "had a role", "gave a turn"


def _relative_slot(tok: Token, w: _Words) -> RoleSlot | None:
    """The slot a relative pronoun fills: "X, in which she stars,", "the drama Y, on which he
    guest-starred": the title the relative clause hangs on, or "the series, in which ..."."""
    clause = tok.head if tok.dep_ == "dobj" and tok.head.dep_ == "relcl" and tok.lower_ in w.nouns | w.fame_nouns \
        and tok.head.lemma_.lower() in _LIGHT_VERBS else tok  # "X, in which she made a brief cameo,"
    if clause.dep_ != "relcl" or not any(c.dep_ == "prep" and c.lower_ in w.preps and c.i < clause.i and any(
            p.dep_ == "pobj" and p.lower_ == "which" for p in c.children) for c in clause.children):
        return None
    antecedent = clause.head
    while antecedent.dep_ == "pobj" and antecedent.head.dep_ == "agent" and antecedent.head.head.dep_ == "acl":
        antecedent = antecedent.head.head.head  # "X (1994), directed by A, in which she plays": X, not A
    named = [antecedent, *(c for c in antecedent.children if c.dep_ == "appos")]  # ("the film X, in which": X hung on "film")
    titles = [t for t in title_list(tok.doc, antecedent.left_edge.i) if any(t[0] <= n.i < t[1] for n in named)]
    if titles:
        return RoleSlot(tok.i, tuple(titles[:1]))
    noun = _definite_work_noun(tok.doc, antecedent.i - 1)
    return RoleSlot(tok.i, (), noun) if noun is not None else None


def _member_in_which(copula: Token, w: _Words) -> RoleSlot | None:
    """"the drama X, on which he is a series regular", "X, in which she is the lead": a copula's
    relative clause whose complement is one of a work's people (however the tagger read "regular")."""
    if copula.dep_ != "relcl" or not any(c.dep_ in {"attr", "acomp"} and c.is_lower and c.lemma_.lower() in lexicon().role_nouns
                                         for c in copula.children):
        return None
    return _relative_slot(copula, w)


def _object_slot(tok: Token, w: _Words) -> RoleSlot | None:
    """A title as the object: "hosts Velvet Lies", "will present Night Shift" (not an event:
    "hosted the Spring Gala"); "won season 3 of X" (a numbered part of a work)."""
    lemma = tok.lemma_.lower()
    if not (lemma in w.object_verbs or lemma in w.part_object_verbs) or not acts_as_verb(tok):
        return None
    obj = next((c for c in tok.children if c.dep_ in {"dobj", "appos"} and c.i > tok.i), None)
    if obj is None or (lemma in w.part_object_verbs and obj.lower_ not in w.part_nouns):
        return None
    doc = tok.doc
    titles = [t for t in title_list(doc, obj.left_edge.i, places_ok=False)
              if not names_event(doc[t[0]:t[1]].text) and not _category(doc[t[0]:t[1]], w)
              and not (person_shaped(doc, *t) and doc[t[0] - 1].text not in _OPENING)]  # a quoted title is one
    return RoleSlot(tok.i, tuple(titles)) if titles else None


def _joins_in(tok: Token) -> RoleSlot | None:
    """"A joins B and C in X": the title after "in" when the one joined is a person (who is in X
    already: :func:`joined_people`); not "joined her husband in Paris" (a place), nor "joined
    Netflix in 2019"."""
    if tok.lemma_.lower() != "join" or tok.pos_ != "VERB" or not joined_people(tok):
        return None
    prep = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "in" and c.i > tok.i), None)
    cast = next((c for c in prep.children if c.dep_ == "pobj" and c.lower_ in _CASTS), None) if prep is not None else None
    of = next((c for c in cast.children if c.dep_ == "prep" and c.lower_ == "of"), None) if cast is not None else None
    start = of if of is not None else prep  # "joins B in the cast of X"
    titles = title_list(tok.doc, start.i + 1, places_ok=False) if start is not None and (cast is None or of is not None) else []
    titles = [(a, b) for a, b in titles if not names_event(tok.doc[a:b].text) and tok.doc[a].ent_type_ not in _NOT_JOINED_IN]
    kind_named = bool(titles) and any(t.lower_ in lexicon().work_nouns or t.lower_ in lexicon().screen_nouns
                                      for t in tok.doc[start.i + 1:titles[0][0]])
    if not (cast is not None or kind_named or screen_story(tok.doc)):
        return None  # a cast, a work's kind or a story of the screen (not "joined B in the London Marathon")
    return RoleSlot(tok.i, tuple(titles)) if titles else None


_NOT_JOINED_IN = frozenset({"FAC", "GPE", "LOC", "EVENT"})  # "joined B in Times Square", "in the London Marathon"


_CASTS = frozenset({"cast", "ensemble", "line-up", "lineup"})


def joined_people(verb: Token) -> list[Token]:
    """The people "join" takes as its object ("joins B and C in X"): names, the first one NER's person."""
    obj = next((c for c in verb.children if c.dep_ == "dobj" and c.i > verb.i), None)
    if obj is None or obj.ent_type_ != "PERSON" or not all(t.pos_ == "PROPN" for t in obj.conjuncts):
        return []
    return [obj, *obj.conjuncts]


# the last words of prizes' names ("the Pellow Prize"), which no show's title ends with
PRIZE_WORDS = frozenset({"prize", "prizes", "award", "awards", "medal", "trophy", "cup", "honour", "honor", "honours",
                         "honors"})


def screen_story(doc: Doc) -> bool:
    """Does the article speak of the screen (a show, a film, a cast, viewers)? A season or a series
    is a team's or a camp's as well."""
    words = texts(doc)
    return any(words[i].islower() for i in positions(doc, _SCREEN_WORDS))


# the last word of a firm's name, never a title's (FIRM_ENDINGS, in kgbuild.names) ... and the words that may end one too: one leaves a firm, never a show, by that name ("left Pellow
# Records after four years", "quit Acme Media")
_FIRM_WORDS = FIRM_ENDINGS | {"media", "group", "agency", "management", "label", "company", "network"}


# words only a story about the screen uses (lower case: not "the Carrow Opera"); "season" and
# "series" are a team's too, "competition" and "opera" a stage's
_SCREEN_WORDS = frozenset({"show", "shows", "drama", "dramas", "sitcom", "soap", "film", "films", "movie", "movies",
                           "episode", "episodes", "cast", "actor", "actress", "presenter", "viewers", "television", "tv",
                           "channel", "network", "streamer", "streaming", "miniseries", "docuseries", "reality",
                           "islanders", "contestants", "housemates", "castaways"})  # (a reality show's people)


def _left_work(tok: Token, w: _Words) -> RoleSlot | None:
    """A work one leaves was one's work, when named as a work: "quit the show", "left the soap
    X", 'exited "X"' (not "left Harbor City", "quit Acme Records")."""
    if tok.pos_ != "VERB":
        return None
    removed = tok.lemma_.lower() in w.removal_verbs
    if removed and any(c.dep_ == "auxpass" for c in tok.children):
        # "was eliminated from X", "was voted off X", "was written out of X"
        obj = next((p for c in [tok, *(c for c in tok.children if c.dep_ == "prt" or c.lower_ == "out")] for q in c.children
                    if q.dep_ == "prep" and q.lower_ in {"from", "off", "of"} for p in q.children if p.dep_ == "pobj"), None)
        if obj is None:
            obj = next((c for c in tok.children if c.dep_ == "prt" and c.lower_ == "off" and c.i + 1 < len(tok.doc)), None)
            obj = tok.doc[obj.i + 1] if obj is not None else None  # "voted off the show", the object read as the particle's
    elif tok.lemma_.lower() in w.leave_verbs:
        obj = next((c for c in tok.children if c.dep_ == "dobj"), None)
    else:
        return None
    if obj is None:
        return None
    doc = tok.doc
    seasons = any(c.dep_ == "prep" and c.lower_ == "after" and any(p.lower_ in {"seasons", "series"} and any(
        n.dep_ == "nummod" for n in p.children) for p in c.children) for c in tok.children) and screen_story(tok.doc)
    # ("left X after four seasons", in a story that speaks of the screen: not a team's seasons)
    years = any(c.dep_ == "prep" and c.lower_ == "after" and any(p.lower_ in {"years", "seasons", "series", "episodes"}
                                                                  for p in c.children) for c in tok.children)
    bare = (removed or years) and screen_story(doc)  # "was voted off X", "quits X after ten years", in a screen story
    titles = [t for t in title_list(doc, obj.left_edge.i, places_ok=False)
              if doc[t[0] - 1].text in _OPENING or doc[t[0] - 1].lower_ in w.genre_nouns or seasons
              or bare and not names_event(doc[t[0]:t[1]].text) and doc[t[1] - 1].lower_ not in _FIRM_WORDS]
    if titles:
        return RoleSlot(tok.i, tuple(titles))
    noun = _definite_work_noun(doc, obj.left_edge.i)
    return RoleSlot(tok.i, (), noun) if noun is not None and noun == obj.i else None


_PART_NOUNS = frozenset({"role", "roles", "part", "parts"})


def no_part_played(trigger: Token) -> bool:
    """The cue speaks of no part in a show, unless a work noun follows within its slot: a
    figurative role ("has an important role at the Sunrise Foundation"; not "an important role in the new
    drama X") or what one plays that is no part ("plays bass in X", "played football for Y")."""
    w = _words()
    obj = trigger if trigger.lower_ in _PART_NOUNS else next((c for c in trigger.children if c.dep_ == "dobj"), None)
    if obj is None:
        return False
    if obj.lower_ in _PART_NOUNS:
        odd = any(c.dep_ == "amod" and c.lower_ in w.figurative_role_words for c in obj.children)
    else:
        odd = trigger.lemma_.lower() == "play" and obj.lower_ in w.played_not_parts
    doc = trigger.doc
    return odd and not any(t.lower_ in lexicon().screen_nouns for t in doc[obj.i + 1:min(obj.i + 9, trigger.sent.end)])


def _prep_slot(tok: Token, w: _Words) -> RoleSlot | None:
    """The first slot after a role cue's preposition that lists a title or names a work by its
    kind; none once a slot names a common thing ("appeared in court in Los Angeles")."""
    doc = tok.doc
    if no_part_played(tok) or award_category(tok):
        return None
    for prep in _slot_preps(tok):
        past_costars = prep.i > tok.i + 1 and _costars_between(doc, tok.i + 1, prep.i, w)
        places_ok = (prep.i == tok.i + 1 or past_costars) and tok.lemma_.lower() not in w.place_verbs \
            and not (tok.pos_ == "NOUN" and (tok.lower_ in w.fame_nouns or tok.lower_ == "name"))  # "rose to fame in London"
        # a slot fronted before its verb ends where the verb's subject begins ('In "X", A stars as ...': not A)
        bound = min([tok.i, *(c.left_edge.i for c in tok.lefts if c.dep_ in {"nsubj", "nsubjpass", "compound"})]) \
            if prep.i < tok.i else len(doc)  # (the subject read as the verb's compound too: "Tova Brin stars")
        listed = title_list(doc, prep.i + 1, places_ok) or _list_past_a_place(doc, prep.i + 1, tok)
        titles = [t for t in (_before_an_event(doc, *t) for t in listed)
                  if not names_event(doc[t[0]:t[1]].text)  # "competed in the X Games"
                  and not (past_costars and t[1] - t[0] == 1 and doc[t[0]].ent_type_ in _PLACES)  # "opposite B in London"
                  and t[1] <= bound]
        if prep.lower_ in w.award_preps and tok.lemma_.lower() in w.award_verbs:
            if any(t.lemma_.lower() in w.music_words and (t.is_lower or t.lower_ in lexicon().awards) for t in tok.sent):
                return None  # "won a Grammy for A": a song, not a show
            titles = [t for t in titles if not _category(doc[t[0]:t[1]], w)]
            named = [t for c in tok.children if c.dep_ in {"dobj", "oprd", "attr", "ccomp", "xcomp"} for t in c.subtree]
            if any(t.lower_ in CREW_CATEGORIES for t in named) or any(t.lower_ == "behalf" for t in tok.subtree):
                return None  # "won the best director award for X": made it, not in it; "on behalf of B": B's
            if tok.lemma_.lower() == "name" and not any(t.lower_ in _PERFORMERS for t in named):
                return None  # "was named best actor for X"; not "best player for Rovers", "best coach for Y"
            if tok.lemma_.lower() == "take" and not any(t.lower_ in RANKING_WORDS or t.lower_ in PRIZE_WORDS for t in named):
                return None  # "took Best Actor for X", "took home the top prize for Y"; not "took the bus for Leeds"
            if not titles:
                continue  # "won for Best Actress for A": the category, then the title
        if tok.lemma_.lower() in w.passive_verbs and tok.lemma_.lower() in w.place_verbs:
            # "was seen in X": a title, not what one wears ("seen in Gucci"): quoted, described or of two words
            described = titles and any(t.lower_ in w.genre_nouns for t in doc[prep.i + 1:titles[0][0]])  # "films like A, B and C"
            titles = [t for t in titles if described or t[1] - t[0] > 1 or doc[t[0] - 1].text in _OPENING
                      or doc[t[0] - 1].lower_ in w.genre_nouns]
        if prep.lower_ == "of" and not _member_of_work(doc, prep, titles, w):
            titles = []
        if prep.lower_ == "with" and tok.lemma_.lower() == "break" or tok.lower_ == "career":
            # "broke out with the thriller X" (not "with B, his partner"); "her career began with the soap X" or a quoted
            # title (not "began in the NHS", "with the Royal Navy", "on Wall Street")
            titles = [t for t in titles if _screen_genre_before(doc, t[0], w) or tok.lower_ == "career" and doc[t[0] - 1].text in _OPENING]
            if not titles:
                continue
        if titles:  # "rose to fame in 1999 with A"
            return RoleSlot(tok.i, tuple(titles))
        noun = _definite_work_noun(doc, prep.i + 1)
        if noun is not None:  # "rejoins the programme as a presenter"
            return RoleSlot(tok.i, (), noun)
        if _common_noun_after(doc, prep.i + 1) and not (prep.i < tok.i and _a_span_of_career(prep, w)):
            return None  # (a fronted "In a career spanning four decades, A starred in X" sets the scene; the slot follows)
    return None


# the words that rank an award's category ("Best Actress", "Outstanding lead actor")
RANKING_WORDS = frozenset({"best", "outstanding", "favorite", "favourite", "most"})
# the performers a prize's category names ("best supporting actor", "outstanding lead actress", "best performance")
PRIZED_PERFORMERS = frozenset({"actor", "actress", "performer", "performance", "host", "presenter", "comedian", "acting"})


def _list_past_a_place(doc: Doc, i: int, verb: Token) -> list[tuple[int, int]]:
    """"appeared in Ashgrove, Cold Front and Ember Peak": a list a name NER calls a place opens is
    a list of titles when the verb is "appear" or "act" right before it and another of its names, of
    two words or more, is one NER calls a firm, a person or a work (NER may miss a one-word town: "in
    Leeds, Glasgow and Cardiff"; "appeared in London, Paris and Rome" stays a tour)."""
    if i != verb.i + 2 or verb.lemma_.lower() not in _SCREEN_PLACE_VERBS:  # (the list right after "appeared in")
        return []  # (one competes, performs and plays in towns as often as in shows)
    listed = title_list(doc, i, places_ok=True)
    if any(doc[a].lower_ in _PLACE_FIRST_WORDS or doc[b - 1].lower_ in _PLACE_LAST_WORDS for a, b in listed):
        return []  # "appeared in Dunmere, Port Ellis and Kestrel Bay": a town's or a venue's shape
    return listed if len(listed) > 1 and any(b - a > 1 and all(doc[k].ent_type_ in _NAMED_NOT_PLACES for k in range(a, b))
                                              for a, b in listed) else []


# the verbs of appearing whose "in" slot may list titles or towns; the NER labels of a name that is none of NER's places
_SCREEN_PLACE_VERBS = frozenset({"appear", "act"})
_NAMED_NOT_PLACES = frozenset({"ORG", "PERSON", "WORK_OF_ART"})
# the words that open or end the names of towns and venues
_PLACE_FIRST_WORDS = frozenset({"port", "saint", "st", "fort", "mount", "lake", "cape", "glen", "north", "south", "east",
                                "west", "new", "upper", "lower", "little", "great", "old"})
_PLACE_LAST_WORDS = frozenset({"bay", "park", "theatre", "theater", "hall", "arena", "stadium", "square", "street", "road",
                               "island", "isle", "harbour", "harbor", "beach", "bridge", "castle", "hill", "cove", "town",
                               "city", "valley", "village", "heath", "point", "pier", "gardens", "centre", "center", "playhouse",
                               "club", "festival", "green", "sands", "quay", "wharf", "market", "palace", "abbey"})


def _before_an_event(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """A title that runs on into where it was honoured ends before it: "for X at the Y Awards"."""
    k = next((k for k in range(start + 1, end - 1) if doc[k].lower_ in {"at", "during"} and names_event(doc[k + 1:end].text)
              and sum(t.text[:1].isupper() and t.lower_ != "the" for t in doc[k + 1:end]) > 1  # "at the Pellow Awards", not "at the Awards"
              and not any(t.lower_ in _words().music_words or t.lower_ == "music" for t in doc[k + 1:end])), None)  # (nor "the X Music Awards")
    return (start, k) if k is not None else (start, end)


def award_category(tok: Token) -> bool:
    """A performer noun that names an award's category ("Outstanding lead actor in a comedy
    series: A (X)", "Best Actress in a Drama"): what follows is the category, no part's work
    (not "the lead actor in X")."""
    noun = tok.head if tok.dep_ in {"compound", "amod"} else tok  # "lead" in "Outstanding lead actor"
    return noun.pos_ in {"NOUN", "PROPN"} and any(
        c.dep_ in {"amod", "compound", "advmod"} and c.lower_ in RANKING_WORDS for c in noun.children)


def _costars_between(doc: Doc, start: int, stop: int, w: _Words) -> bool:
    """Only the people a cue is shared with lie between it and its slot: "stars alongside B in X",
    "starred opposite B and C in X" (a place there would be told as one: "starred in London")."""
    if stop - start < 2 or doc[start].lower_ not in w.costar_preps or doc[stop - 1].ent_type_ != "PERSON":
        return False
    return all(t.ent_type_ == "PERSON" or t.lower_ in {",", "and"} for t in doc[start + 1:stop])


_NOT_A_TITLE = frozenset({"ORG", "NORP", "GPE", "LOC", "FAC", "EVENT", "DATE", "LAW", "PRODUCT"})


def _member_of_work(doc: Doc, prep: Token, titles: list[tuple[int, int]], w: _Words) -> bool:
    """"was part of A and B", "part of the film X": works; not a band or a team ("part of the
    band X", "part of X, the boy band", "part of the Lakers"; one name NER calls a company,
    unless quoted or described as a work)."""
    before = doc[prep.i + 1:titles[0][0]] if titles else doc[prep.i:prep.i]
    if any(t.lower_ in w.collective_nouns for t in before):
        return False
    for start, end in titles:
        after = doc[end:min(end + 5, prep.sent.end)]
        if after[:1].text == "," and any(t.lower_ in w.collective_nouns for t in after) or end - start == 1 and doc[start].tag_ in {"NNPS", "NNS"}:
            return False
    if not titles or any(t.text in _OPENING or t.lower_ in w.genre_nouns for t in before):
        return True  # quoted, or described as works
    # undescribed: every name a title-shaped run of two words or more NER calls nothing else
    # (not "Acme Holdings", "the Class of 2005", "Pride Month", "Operation X, a charity drive", "The Velvet Kings")
    return all(end - start > 1 and doc[end - 1].tag_ != "NNPS" and not any(doc[k].ent_type_ in _NOT_A_TITLE for k in range(start, end))
               and not (end < prep.sent.end and doc[end].text == "," and end + 1 < prep.sent.end and doc[end + 1].lower_ in {"a", "an"})
               for start, end in titles)


def _category(span, w: _Words) -> bool:
    """An award or its category, not a title: "an Emmy", "Best Actress", "Album of the Year"."""
    doc = span.doc
    around = doc[span.start:min(span.end + 3, span.sent.end)]
    return any(t.lower_ in w.category_words for t in around) or span[0].lower_ in lexicon().awards \
        or span.text.lower() in lexicon().awards


def _a_span_of_career(prep: Token, w: _Words) -> bool:
    """A preposition whose object is a career or a span of years ("In a career spanning four
    decades", "In a 30-year career", "Over two decades"): a time, no slot."""
    return any(c.dep_ == "pobj" and (c.lower_ in w.fame_nouns or c.lemma_.lower() in _SPANS_OF_TIME) for c in prep.children)


def _slot_preps(trigger: Token) -> Iterator[Token]:
    """The "in"/"on" a role cue governs ("starred in", "her role as Nell in", "co-starred
    with A in"); "with" only after fame nouns ("shot to fame with")."""
    w = _words()
    preps = w.preps | (w.fame_preps if trigger.lower_ in w.fame_nouns else frozenset())
    if trigger.lower_ in w.member_nouns and trigger.dep_ == "attr":
        preps = preps | {"of"}  # "she was part of A and B"
    if trigger.lemma_.lower() in w.award_verbs and trigger.pos_ in {"VERB", "AUX"}:
        preps = w.award_preps  # "won an Emmy for A": not "won in Paris"
    if trigger.lemma_.lower() == "break" and trigger.pos_ == "VERB":
        preps = preps | {"with"}  # "broke out with the thriller X" (a fame verb, see is_trigger)
    if trigger.lemma_.lower() in w.return_verbs or any(c.dep_ in {"prt", "advmod"} and c.lower_ == "back" for c in trigger.children):
        preps = preps | {"to"}  # "returns to X", "will come back to the programme"
    doc = trigger.doc
    # "In X, A plays a farmer": a slot opening the sentence, also for a clause joined to the
    # one it opens ("In X, A plays a farmer, while B plays his wife")
    clause = trigger
    while True:
        yield from (c for c in clause.children if c.dep_ == "prep" and c.i == trigger.sent.start and c.lower_ in w.preps)
        if clause.dep_ not in {"conj", "advcl"} or clause.head.i == clause.i:
            break
        clause = clause.head
    # "rose to fame in the nineties with A": the verb that took its subject to fame governs the slot
    anchor = trigger.head.head if trigger.lower_ in w.fame_nouns and trigger.head.dep_ == "prep" else \
        trigger.head if trigger.lower_ == "screen" or made_as_clause(trigger) else trigger  # "shared the screen with B
    # in X": the verb's "in"
    after_date = -1  # "made his debut in 2004 in the drama X": the slot goes on past a date
    limit = min(trigger.i + 10, trigger.sent.end)
    k = trigger.i
    while k + 1 < limit:
        k += 1
        tok = doc[k]
        light = tok.i == trigger.head.i and trigger.dep_ == "nsubj" and (tok.lemma_.lower() in {"come", "be"} or (
            trigger.lower_ == "career" and tok.lemma_.lower() in _BEGIN))  # "her career began with X"
        aside = _apposition_end(doc, k) if tok.text == "," else None
        if aside is not None:  # "seen opposite her husband, Ivo Sandberg, in X": past the name set off by commas
            k, limit = aside, min(aside + 6, trigger.sent.end)
            continue
        if (tok.is_punct and tok.text not in {"'", "’"} or tok.pos_ in {"VERB", "AUX"} and tok.dep_ != "amod") and not light:
            return  # the cue's own phrase has ended ("her breakout role came in X" goes on)
        if trigger.lower_ == "career" and not (light or tok.head.i == trigger.head.i and trigger.head.lemma_.lower() in _BEGIN):
            continue  # a career's slot is only where it began ("her career began with X"; not "a career in the NHS")
        if tok.lower_ in preps and (_governed_by(tok, trigger) or _governed_by(tok, anchor) or k == after_date
                                    or trigger.dep_ == "nsubj" and tok.head.i == trigger.head.i):
            dated = [p for p in tok.children if p.dep_ == "pobj" and p.ent_type_ == "DATE"]
            after_date = dated[0].right_edge.i + 1 if dated else after_date
            yield tok


_BEGIN = frozenset({"begin", "start"})


def made_as_clause(noun: Token) -> bool:
    """"made her film debut", "made her Broadway debut" as the small model reads it: a clause
    under "make" whose subject is the possessed modifier ("her film"), the noun its verb. The
    noun is "make"'s object all the same: its slot and its holder are the verb's."""
    if noun.dep_ in {"dobj", "ccomp"} and noun.head.lemma_.lower() == "make" and noun.lower_ in _words().fame_nouns \
            and any(c.dep_ == "poss" for c in noun.children):
        return True  # "made her debut last year in X": the date hangs on the verb, and so does "in X"
    return noun.dep_ == "ccomp" and noun.tag_ in {"NN", "VB"} and noun.head.lemma_.lower() == "make" and any(
        c.dep_ == "nsubj" and c.i < noun.i and any(p.dep_ == "poss" for p in c.children) for c in noun.children)


def _apposition_end(doc: Doc, comma: int) -> int | None:
    """The closing comma of a name set off by commas after a noun ("her husband, Ivo Sandberg,"):
    the comma at ``comma`` opens an apposition to the word before it, and another closes it."""
    close = next((j for j in range(comma + 1, min(comma + 6, len(doc))) if doc[j].text == ","), None)
    if close is None or close == comma + 1:
        return None
    roots = [t for t in doc[comma + 1:close] if not comma < t.head.i < close]
    return close if len(roots) == 1 and roots[0].dep_ == "appos" and roots[0].head.i < comma \
        and roots[0].ent_type_ == "PERSON" else None


def _definite_work_noun(doc: Doc, i: int) -> int | None:
    """"the show", "this series": a work named by its kind, at ``i``."""
    if i + 1 < len(doc) and doc[i].lower_ in {"the", "this", "that"}:
        noun = doc[i + 1]
        if noun.lower_ in lexicon().screen_nouns and noun.pos_ == "NOUN" and noun.lower_ not in MUSIC_RELEASES \
                and not (noun.dep_ in {"compound", "amod"} and noun.head.i > noun.i and noun.head.pos_ == "NOUN" and noun.head.lower_
                         not in lexicon().screen_nouns | lexicon().work_nouns | lexicon().parts_of_a_work):
            return noun.i  # (not "with the song X": a record; not "on the comedy side": no work)
    return None


def _common_noun_after(doc: Doc, i: int) -> bool:
    """The slot at ``i`` names a common thing ("in court", "on stage", "in a commercial")."""
    end = doc[i].sent.end if i < len(doc) else i
    while i < end and doc[i].pos_ in {"DET", "ADJ", "NUM"} and doc[i].is_lower:
        i += 1
    return i < end and doc[i].is_lower and doc[i].pos_ == "NOUN" and doc[i].lower_ not in _words().genre_nouns


def _governed_by(prep: Token, trigger: Token) -> bool:
    """The preposition hangs on the cue, on what the cue governs ("role as Nell in"), or sits
    right after it (the small model often hangs it elsewhere)."""
    if prep.i <= trigger.i + 2:
        return True
    t = prep
    for _ in range(3):
        if t.head.i == t.i:
            return False
        t = t.head
        if t.i == trigger.i:
            return True
    return False


def title_list(doc: Doc, i: int, places_ok: bool = True, names_ok: bool = True) -> list[tuple[int, int]]:
    """The titles listed from token ``i``: descriptions skipped, quoted titles or title-case
    runs read, year brackets skipped, glue followed to the next title. Unless ``places_ok``
    (the slot right after "starred"), a name NER calls a place is a title only when quoted or
    described ("played Maria in London" is a place; "the drama London" a title). A name NER
    calls a person is a title only with ``names_ok`` and right after the slot's word or the
    list's glue ("starred in Velvet Lies, married B": a word skipped before B ends the list)."""
    end = doc[i].sent.end if i < len(doc) else i
    w = _words()
    out: list[tuple[int, int]] = []
    genre = False
    ranged = False
    glued = False
    while i < end:
        start = i
        described = skip_descriptions(doc, i, end)
        if any(doc[k].lower_ in MUSIC_RELEASES and not (k + 1 < len(doc) and doc[k + 1].tag_ == "HYPH")
               for k in range(i, described)):  # (not "the single-camera comedy X")
            break  # "... and the album X", "debuted with the song X": a record, no show or film
        if out and described > i and occupation(doc[described - 1].lower_):
            break  # "the thriller X and the comic B": a job describes a person, no title
        genre = genre or any(doc[k].lower_ in w.genre_nouns for k in range(i, described))  # "films: A, B"
        i = described
        named_by_kind = _named_by_kind(doc, i, w)
        ranged = ranged or any(doc[k].lower_ == "from" for k in range(start, i))  # "from A to B"
        dated = start < described == dated_possessive_end(doc, start, described)  # "2014's X": a release's year, a title
        # (and a name NER calls a person is a title after a network's possessive: "the BBC's X")
        got = _title_at(doc, i, end, named_by_kind, in_list=bool(out), ranged=ranged,
                        names_ok=names_ok and (described == start or named_by_kind or dated
                                               or _network_possessive_end(doc, i, end) is not None))
        if got is None or not (places_ok or genre or doc[got[0] - 1].text in _OPENING
                               or not _a_place(doc, got[0], got[1])):
            break
        start, stop, i = got
        if out and coordinated_before(doc, start, stop, out[0][0]):
            break  # "A, who starred in X, and B have sued ...": B is A's conjunct, no title
        if out and stop - start == 1 and fold(doc[start].text) in lexicon().given_names and stop + 1 < end \
                and doc[stop].text == "," and doc[stop + 1].lower_ in {"a", "an", "now"}:
            break  # "... stars in the series X, and Rupert, a barrister": a person described, no title
        if glued and i < end and doc[i].text not in _LIST_ENDS and doc[i].lower_ not in w.glue:
            break  # '"A," "B" director C said': B describes the next clause's subject
        glued = i - 1 > stop and doc[stop].text == ","  # '"A," "B" and "C"': the list's comma inside the quotes
        if opens_clause(doc, start, stop) and (out or any(doc[k].ent_type_ == "PERSON" for k in range(start, stop))
                                                or fold(doc[start].text) in lexicon().given_names
                                                or reduced_relative(doc, start, stop)):
            break  # "After a role in A, B was cast in ...": B is the next clause's subject, no title; so is
            # a person's name opening a clause right after the slot's genre noun ("the film Tom Hale directed")
        if named_by_kind and not out and doc[start - 1].tag_ == "NN" and i == stop and stop + 1 < end \
                and doc[stop].text == ",":
            after = title_run(doc, stop + 1, end)
            if after > stop + 1 and (after >= end or doc[after].is_punct and doc[after].text not in {",", "("}):
                stop = i = after  # "the 2012 rom-com Love, Actually Maybe.": one genre noun, one title, a comma in it
        out.append((start, stop))
        i = _skip_year_bracket(doc, i)
        nxt = i
        while nxt < end and (doc[nxt].lower_ in w.glue or doc[nxt].text == ","):
            nxt += 1
        if nxt == i and not glued or doc[i:nxt].text == "as":
            break  # "a role on A as Agent B": B is the character
        i = nxt
    return out


MUSIC_RELEASES = frozenset({"album", "albums", "single", "singles", "song", "songs", "ep", "record", "track", "mixtape"})
_NOT_SCREEN_WORKS = MUSIC_RELEASES | NOT_SCREEN  # records, books and podcasts: no one appears in them
_LIST_ENDS = frozenset({",", ".", ";", ":", "(", ")", "!", "?", "—", "–"})


def coordinated_before(doc: Doc, start: int, stop: int, first: int) -> bool:
    """Whether the name NER calls a person at [start, stop) is coordinated with a word
    before ``first``, where a list of titles starts ("Lena Vossberg, who starred in
    Glasshouse, and Tomas Reyl have sued": Tomas Reyl is Lena's conjunct, whatever the
    comma and "and" before him suggest)."""
    if doc[start].ent_type_ != "PERSON":
        return False
    head = next((t for t in doc[start:stop] if not start <= t.head.i < stop), None)
    return head is not None and head.dep_ == "conj" and head.head.i < first


def reduced_relative(doc: Doc, start: int, stop: int, clauses: frozenset[str] = frozenset({"relcl", "ccomp"})) -> bool:
    """The words [start, stop) open a relative clause without "that" on the noun before them:
    "the film [Ivo Marsh directed]" (the parser's relcl, or a ccomp, as ``clauses`` allow), whose
    subject is its maker."""
    return any(t.dep_ in {"nsubj", "nsubjpass"} and t.head.i >= stop and t.head.dep_ in clauses for t in doc[start:stop])


def opens_clause(doc: Doc, start: int, stop: int) -> bool:
    """Whether the words [start, stop) are the subject of a verb after them."""
    return any(t.dep_ in {"nsubj", "nsubjpass"} and t.head.i >= stop and t.head.pos_ in {"VERB", "AUX"}
               for t in doc[start:stop])


def _named_by_kind(doc: Doc, i: int, w: _Words) -> bool:
    """The title at ``i`` follows a genre noun: "the drama X", 'the film "X"', "a revival of X",
    "films such as X", "shows like X", "films including X", "three films: X, Y"."""
    if i == 0:
        return False
    before = [t.lower_ for t in doc[max(0, i - 3):i]][::-1]  # the words before ``i``, nearest first
    before += [""] * (3 - len(before))
    return before[0] in w.genre_nouns \
        or (doc[i - 1].text in _OPENING or before[0] in {"of", "like", "including", ":"}) and before[1] in w.genre_nouns \
        or before[:2] == ["as", "such"] and before[2] in w.genre_nouns


def _describes_genre(doc: Doc, i: int, end: int, w: _Words) -> bool:
    """A participle or adverb before a genre noun ("acclaimed films", "critically acclaimed
    shows"), or a noun compounded with one ("the prison drama X", "the heist film X")."""
    tok = doc[i]
    if tok.pos_ == "NOUN" and tok.dep_ not in {"compound", "nmod"}:  # "the stage musical X", parsed as "stage" and a clause
        return i > 0 and doc[i - 1].pos_ in {"DET", "ADJ"} and i + 1 < end and doc[i + 1].is_lower \
            and doc[i + 1].lower_ in w.genre_nouns and not doc[i + 1].tag_.startswith("VB") \
            and doc[i + 1].lower_ not in w.song_or_show_nouns  # (not "the siblings play A", "his crossover hit 'X'": a song)
    if tok.pos_ == "NOUN":
        head = tok
        while head.dep_ in {"compound", "amod"} and i <= head.i < head.head.i < end and head.head.is_lower:
            head = head.head  # "the weekend sports panel show X": up the compounds to the noun they describe
        return head.i > i and head.lower_ in w.genre_nouns or i + 1 < end and doc[i + 1].is_lower \
            and doc[i + 1].lower_ in w.genre_nouns  # "the police procedural X", the genre noun tagged an adjective
    return tok.tag_ in {"VBN", "VBG", "RB"} and any(
        doc[k].lower_ in w.genre_nouns for k in range(i + 1, min(i + 3, end)) if doc[k].is_lower)


def _in_a_hyphen_chain(doc: Doc, i: int) -> bool:
    """``doc[i]`` is a word glued by a hyphen to the word before or after it ("coming-of-age",
    "fish-out-of-water")."""
    return doc[i].is_alpha and (i + 1 < len(doc) and doc[i + 1].tag_ == "HYPH" and not doc[i].whitespace_
                                or i > 0 and doc[i - 1].tag_ == "HYPH" and not doc[i - 1].whitespace_)


def _hyphened_describer(doc: Doc, i: int, end: int) -> bool:
    """A word of a hyphened modifier before a genre noun: "the long-running legal drama X",
    "the award-winning film X" (an adverb or noun, then a participle the tagger did not call an
    adjective)."""
    tok, genres = doc[i], _words().genre_nouns | lexicon().work_nouns
    before = i + 2 < end and doc[i + 1].tag_ == "HYPH" and not tok.whitespace_ and not doc[i + 1].whitespace_
    after = i > 1 and doc[i - 1].tag_ == "HYPH" and not doc[i - 1].whitespace_ and not doc[i - 2].whitespace_
    if before and f"{tok.lower_}-{doc[i + 2].lower_}" in genres or after and f"{doc[i - 2].lower_}-{tok.lower_}" in genres:
        return False  # "rom-com": the genre noun itself
    last = i + 2 if before else i  # the hyphened word's last part
    return (before or after) and tok.is_alpha and (tok.dep_ in {"advmod", "amod", "npadvmod", "compound"}
                                                   or last + 1 < end and doc[last + 1].lower_ in genres)  # "the after-school show X"


_SPANS_OF_TIME = frozenset({"year", "years", "decade", "decades", "season", "seasons", "series", "month", "months"})


def _a_clause_verb(tok: Token) -> bool:
    """A genre noun's spelling read as the verb of a clause: "A, known for X, plays Maria" (not
    "the crime thrillers X" or "her web shows X", which the small model may tag a verb: never after a
    determiner, an adjective or a noun)."""
    return tok.pos_ == "VERB" and tok.dep_ in {"ROOT", "conj", "relcl", "ccomp", "advcl", "xcomp"} and tok.i > 0 \
        and tok.doc[tok.i - 1].pos_ not in {"DET", "ADJ", "NOUN", "PRON", "NUM"}


def skip_descriptions(doc: Doc, i: int, end: int) -> int:
    """Past what describes the next title: "the romantic drama", "Netflix's hit series",
    "the BBC drama", "films such as", "films ranging from"."""
    w = _words()
    while i < end:
        tok = doc[i]
        low = tok.lower_
        if low in {"from", "by"} and i > 0 and doc[i - 1].lower_ in w.genre_nouns | lexicon().work_nouns:
            break  # "the new drama from Ivo Brandt": its maker follows, no title
        # a part of a work: "Season 2 of X", "Part Two of X", "the second season of X"
        if low in w.part_nouns:
            numbered = i + 1 < end and (doc[i + 1].like_num or doc[i + 1].pos_ == "NUM")
            k = i + 1 + numbered
            if k < end and doc[k].lower_ == "of" and (numbered or tok.is_lower):
                i = k + 1
                continue
        if (tok.like_num or low in {"a", "one"}) and i + 2 < end and doc[i + 1].lower_ in _SPANS_OF_TIME \
                and doc[i + 2].lower_ in {"in", "on"}:
            i += 3  # "best known for three decades in the sitcom X", "six seasons on X"
            continue
        if (dated := dated_possessive_end(doc, i, end)) > i:
            i = dated  # "last year's box office hit X", "2019's X"
            continue
        if low == "of" and i + 2 < end and doc[i + 1].lower_ == "the" and (re.fullmatch(r"\d{2,4}'?s", doc[i + 2].text)
                                                                   or doc[i + 2].lower_ in _DECADES):
            i += 3  # "crime dramas of the 1980s including X"
            continue
        if capital_genre(doc, i, end):
            i += 1  # "the cable Western "Iron Gulch"": a genre written with a capital, no title
            continue
        if (quote := _quoted_title_described(doc, i, end, w)) is not None:
            i = quote  # "known for the superhero ensemble 'X'": the words before a quoted title describe it
            continue
        if tok.is_lower and (low in w.genre_nouns and not _a_clause_verb(tok) or low in w.describers or tok.pos_ == "ADJ"
                             or tok.tag_ == "HYPH" or tok.pos_ == "NUM" or _describes_genre(doc, i, end, w)
                             or _hyphened_describer(doc, i, end)) or tok.text in {":", "-", "–", "—"} \
                or (tok.like_num and tok.is_digit and i + 1 < end and doc[i + 1].is_lower) \
                or (tok.text == "," and i + 1 < end and doc[i + 1].lower_ in w.describers) \
                or (tok.text == "," and i > 1 and doc[i - 1].lower_ in w.genre_nouns
                    and _YEARS.match(doc[i - 2].text)):  # "the 2004 film, X" (not "a new series, Hilda said")
            i += 1
            continue
        # a network or a possessor before a genre noun: "the BBC drama X", "the NBC television
        # drama X", "Netflix's X", "a network' X" (an s-final possessor's bare apostrophe)
        run = title_run(doc, i, end)
        if run > i and run < end and _possessor_end(doc, run):
            i = run + 1
            continue
        after = run
        if run > i and glued_hyphen(doc, run, end):
            after = run + 2  # "the Emmy-winning drama X", "the Spanish-language saga X": a modifier, no title
            if after < end and is_titleish(doc[after]):
                i = after  # "the Oscar-winning X"
                continue
            if after < end and doc[after].lower_ in w.nouns:
                return after  # "her Emmy-nominated role in X": a modifier of a role noun, no title
        while after < end and (doc[after].is_lower or doc[after].tag_ == "HYPH") and doc[after].lower_ not in w.genre_nouns and (
                doc[after].lower_ in w.describers or doc[after].tag_ == "HYPH" or doc[after].pos_ == "ADJ"
                or _in_a_hyphen_chain(doc, after)  # "the Irish coming-of-age drama X"
                or doc[after].dep_ in {"compound", "amod"} and (run + 2 == after > i + 1
                                                                or doc[after].head.lower_ in w.genre_nouns)):  # "the Nordic noir series X"
            after += 1
        if run > i and after < end and doc[after].lower_ in w.genre_nouns and doc[after].is_lower and not (
                after + 1 >= end or doc[after + 1].lower_ == "as" or doc[after + 1].text in {".", ",", ";", "!", "?"}):
            i = after  # "the BBC drama X": a network before the genre noun, the title after it (not "the X film as
            continue  # a cop", "the X film.": no title after the noun, the run before it is the title)
        break
    return i


# the genres written with a capital letter, as a title's first word is
_CAPITAL_GENRES = frozenset({"western", "westerns"})


def capital_genre(doc: Doc, i: int, end: int) -> bool:
    """"the cable Western "Iron Gulch"", "a gritty Western Dry Creek": a genre written with a
    capital after a word that describes it, a title right after it (not "starred in Western
    Skies", a title)."""
    return doc[i].lower_ in _CAPITAL_GENRES and i > 0 and doc[i - 1].is_lower and doc[i - 1].pos_ in {"DET", "ADJ", "NOUN"} \
        and i + 1 < end and (doc[i + 1].text in _OPENING or doc[i + 1].text[:1].isupper())


def _quoted_title_described(doc: Doc, i: int, end: int, w: _Words) -> int | None:
    """The opening quote of a quoted title-case title that up to three lower-case words from ``doc[i]``
    describe, after a determiner or a possessive, the last a noun (or a noun the tagger read as a
    verb) naming a kind of film or show: "the superhero ensemble 'X'", "the period romp 'Y'"
    (``genre_nouns`` or ``quoted_work_nouns``); not "her fragrance 'Z'", "the racehorse 'Z'"."""
    def word(k: int) -> bool:
        return doc[k].is_lower and doc[k].is_alpha and doc[k].pos_ in {"NOUN", "ADJ", "PROPN", "VERB"}

    k = i
    while k < min(i + 3, end) and word(k):
        k += 1
    if k == i or k + 1 >= end or doc[k].text not in _OPENING or not doc[k + 1].text[:1].isupper():
        return None
    first = i
    while first > max(0, k - 3) and word(first - 1):
        first -= 1
    noun = doc[k - 1]
    described = first > 0 and doc[first - 1].tag_ in {"DT", "PRP$", "POS"} \
        and (noun.pos_ == "NOUN" or noun.pos_ == "VERB" and not any(c.dep_ in {"nsubj", "dobj"} for c in noun.children)) \
        and (noun.lower_ in w.quoted_work_nouns or noun.lower_ in w.genre_nouns and noun.lower_ not in _NOT_SCREEN_WORKS)
    return k if described else None


def glued_hyphen(doc: Doc, k: int, end: int) -> bool:
    """A hyphen at ``doc[k]`` written without spaces between a word and a lower-case word
    ("Emmy-winning", "Spanish-language", "Netflix-backed")."""
    return k + 1 < end and doc[k].tag_ == "HYPH" and not doc[k - 1].whitespace_ and not doc[k].whitespace_ \
        and doc[k + 1].is_lower and doc[k + 1].is_alpha


def _title_at(doc: Doc, i: int, end: int, genre: bool = False, in_list: bool = False,
              ranged: bool = False, names_ok: bool = True) -> tuple[int, int, int] | None:
    """(start, end, next) of the title at ``i``: quoted, or a title-case run (cut at an "and"
    that NER does not hold inside one name). Right after a genre noun (``genre``: "the horror
    film X") a name NER calls a person is a title; in a role cue's slot (``names_ok``: "starred
    in Broken Lanterns") too, unless the article names that person elsewhere, it owns what
    follows, it is a clause's subject ("In X, Ada Vey plays ...") or a character before "in" a
    title ("roles including Jill Hart in X"); after "the cast of" (not ``names_ok``) never."""
    if i >= end:
        return None
    tok = doc[i]
    if tok.text in _OPENING:
        # (the parser may end the sentence inside the quotes, US style: 'nominated for "Han River."')
        stop = end + 1 if end < len(doc) and doc[end].text in _CLOSING and doc[end - 1].text in {".", "!", "?"} else end
        for k in range(i + 1, min(stop, i + 1 + MAX_TITLE_TOKENS)):
            if doc[k].text in _CLOSING:
                if k > i + 1 and doc[i + 1].text[:1].isupper():
                    return i + 1, k - 1 if k > i + 2 and doc[k - 1].text in {",", "."} else k, k + 1  # '"A," "B"'
                return None
        return None
    own = _network_possessive_end(doc, i, end)
    if own is not None:
        return _title_at(doc, own, end, genre, in_list, ranged, names_ok)  # "Netflix's X", "Apple TV+'s X": X
    if not_title(tok) or tok.lower_ in lexicon().pronouns:
        return None
    stop = title_run(doc, i, min(end, i + MAX_TITLE_TOKENS))
    if stop <= i or not tok.text[:1].isupper():
        return None
    opened = _capital_the(tok)  # "The Day After Tomorrow": a title-case date word inside is the title's
    stop = next((k for k in range(i + 1, stop) if not_title(doc[k]) and not doc[k].is_digit
                 and not (opened and doc[k].text[:1].isupper() and doc[k - 1].text[:1].isupper())), stop)
    while stop > i + 1 and doc[stop - 1].lower_ in lexicon().title_function_words:
        stop -= 1  # "A on Monday": the date is cut, and the glue before it
    for k in range(i + 1, stop - 1):
        if (doc[k].lower_ in {"and", "&"} or (ranged and doc[k].lower_ == "to")) and (
                in_list or two_titles(doc, i, k, stop)):
            return i, k, k  # "A and The B", "from A to B": two titles
    if not genre and any(doc[k].ent_type_ == "PERSON" for k in range(i, stop)) and (
            not names_ok or named_elsewhere(doc, i, stop) or (stop < end and _possessor_end(doc, stop))
            or any(doc[k].dep_ in {"nsubj", "nsubjpass"} for k in range(i, stop))
            or any(doc[k].lower_ in {"in", "on"} and doc[k - 1].ent_type_ == "PERSON" for k in range(i + 1, stop))
            or stop + 1 < end and doc[stop].text == "," and (doc[stop + 1].lower_ in {"who", "whose"}
                                                             or doc[stop + 1].dep_ == "acl" and doc[stop + 1].tag_ in {"VBN", "VBG"})):
        return None  # "appeared in Lena Ostrova's film", "starred in Ada Vey" of a story about her, "..., and
        # Yusuf Demir, who plays ...", "..., and Omar Reyes, nominated for ...": a person a clause speaks of
    if stop < end and doc[stop].is_lower and doc[stop].pos_ == "NOUN" and not (
            doc[stop].lower_ in lexicon().screen_nouns and doc[stop].lower_ not in _NOT_SCREEN_WORKS):
        return None  # "appeared in Acme commercials": a name that modifies a noun, not a title (but "a cameo in
        # the X film", "the X series": the work by its kind)
    if names_date(doc[i:stop].text) or names_court(doc[i:stop].text):
        return None  # "appeared on New Year's Eve", "starred in May", "appeared in Van Nuys Superior Court"
    if (stop - i <= 2 or doc[i + 1].is_lower) and lexicon().no_work(tok.lower_) \
            or stop - i <= 2 and tok.lower_ in _BROADCASTERS_FIRST and i > 0 and doc[i - 1].lower_ == "on":
        return None  # "on Channel 9", "on Netflix", "on TV Aurora", "on Broadway in X": where a show is seen, not the show
    return i, stop, stop


def _network_possessive_end(doc: Doc, i: int, end: int) -> int | None:
    """Where the title starts after a network's or a platform's possessive at ``i`` ("Netflix's",
    "BBC One's", "Apple TV+'s"); None when there is none."""
    own = next((k for k in range(i, min(i + 3, end - 2)) if doc[k + 1].text in {"'s", "’s", "'"}), None)
    if own is None or not doc[own + 2].text[:1].isupper() or not all(t.text[:1].isupper() for t in doc[i:own + 1]):
        return None
    return own + 2 if lexicon().no_work(doc[i].lower_) or doc[own].text.endswith("+") else None


def names_event(name: str) -> bool:
    """A name of an event, not a work: "the Spring Gala", "the Lantern Awards"."""
    words = name.split()
    return bool(words) and words[-1].lower() in _words().event_nouns


COURT_KINDS = frozenset({"superior", "federal", "district", "supreme", "county", "family", "high", "crown", "magistrates",
                          "magistrates'", "criminal", "civil", "appeals", "bankruptcy", "circuit", "municipal", "probate"})


def names_court(name: str) -> bool:
    """A court of law ("Manhattan Federal Court", "the High Court"), not a show about one."""
    words = name.lower().split()
    return len(words) > 1 and words[-1] in {"court", "courthouse", "tribunal"} and any(w in COURT_KINDS for w in words[:-1])


def names_date(name: str) -> bool:
    """A name made of calendar words only: "New Year's Eve", "May", "Christmas Day"."""
    words = [w for w in re.split(r"\s+|(?=['’]s\b)", name.lower()) if w and w not in {"the", "'s", "’s", "day"}]
    return bool(words) and all(w in lexicon().calendar_words for w in words)


def starring_subject(tok: Token) -> tuple[int, int] | None:
    """The title-case run a starring verb with a person as object has as subject, however the
    parser hung it: "Velvet Lies stars A and B", "X, which also stars A", "X, starring A and B,
    opens Friday", "X starred A" — no person stars another, so the run is a work whatever NER
    called it."""
    doc = tok.doc
    glued = tok.lower_ in {"stars", "co-stars", "costars"} and tok.dep_ == "compound" and tok.i > tok.sent.start \
        and doc[tok.i - 1].text[:1].isupper() and doc[tok.i - 1].lower_ not in lexicon().genre_words \
        and tok.i + 1 < len(doc) and doc[tok.i + 1].ent_iob_ == "B" and doc[tok.i + 1].ent_type_ == "PERSON"
    # ("Windward stars A, B and C": "stars" read as a noun between the title and the first name)
    if tok.lemma_.lower() not in STARRING_VERBS or not tok.is_lower or not (acts_as_verb(tok) or tok.tag_ == "VBZ" or glued):
        return None
    person = next((c for c in tok.children if c.dep_ in {"dobj", "appos", "npadvmod"} and c.i > tok.i and (c.ent_type_ == "PERSON" or (
        c.pos_ == "PROPN" and fold(c.left_edge.text) in lexicon().given_names))), None)  # ("Tess Varga" to NER: ORG)
    if person is None and tok.dep_ == "compound" and tok.i + 1 < len(doc) and doc[tok.i + 1].ent_iob_ == "B" \
            and doc[tok.i + 1].ent_type_ == "PERSON":
        person = doc[tok.i + 1]  # "X stars Hal Orme (55) and ...", the verb parsed as a compound of the name
    if person is None or any(c.dep_ == "prep" and c.lower_ in {"in", "on"} and c.i < person.i for c in tok.children):
        return None  # "A starred in X alongside director B": B hung on the verb, A no title
    if tok.lemma_.lower() == "feature" and not any(c.dep_ == "prep" and c.lower_ == "as" for c in tok.subtree):
        return None  # "X features A as a spy" casts A; "the song features A" does not
    k = tok.i - 1
    while k > tok.sent.start and doc[k].pos_ in {"ADV", "AUX"} and doc[k].is_lower:
        k -= 1  # "also", "now", "will" ("X will star A")
    if doc[k].tag_ == "''" and k - 1 > tok.sent.start and doc[k - 1].text == ",":
        k -= 1  # '"X," starring A', the comma inside the quotes
    if doc[k].lower_ in {"which", "that"} and k - 2 > tok.sent.start and doc[k - 1].tag_ == "''" and doc[k - 2].text == ",":
        k -= 3  # '"X," which stars A'
    elif doc[k].lower_ in {"which", "that"} and k - 1 > tok.sent.start and doc[k - 1].text == ",":
        k -= 2  # "X, which stars A"
    elif tok.tag_ == "VBG" and doc[k].text == "," and k > tok.sent.start:
        k -= 1  # "X, starring A"
    elif doc[k].text == "," and (subject := next((c for c in tok.children if c.dep_ == "nsubj" and c.i < k), None)) \
            is not None and subject.i + 1 < k and doc[subject.i + 1].text == ",":
        k = subject.i  # "X, which begins shooting next month, also stars A": the subject before its clause
    elif doc[k].text == "," and (j := _description_set_off(doc, tok.sent.start, k)) is not None:
        k = j - 1  # "X, a gothic thriller set in 1890s Yorkshire, stars A": the title before its description
    end = k + 1
    start = end
    while start > tok.sent.start and is_titleish(doc[start - 1]):
        start -= 1
    if start == end or any(t.pos_ == "PRON" for t in doc[start:end]) or named_elsewhere(doc, start, end):
        return None
    return start, end


def _description_set_off(doc: Doc, sent_start: int, comma: int) -> int | None:
    """The comma that opens a description ending at ``comma`` ("X, a gothic thriller set in
    Leeds,"): an article after it, no comma inside, a capitalised word before it; else None."""
    j = next((j for j in range(comma - 1, sent_start, -1) if doc[j].text == ","), None)
    if j is None or j + 1 >= comma or doc[j + 1].lower_ not in {"a", "an", "the"} or not doc[j - 1].text[:1].isupper():
        return None
    return j


STARRING_VERBS = frozenset({"star", "co-star", "costar", "feature"})
_OFF_SCREEN_KINDS = frozenset({"stage", "theatre", "theater", "broadway", "recording", "singing", "runway", "catwalk", "literary"})
_BEHIND_THE_CAMERA = frozenset({"directorial", "directing", "writing", "producing", "screenwriting", "production"})
_WHERE_SHOWN = frozenset({"on", "for", "at"})
_BROADCASTERS_FIRST = frozenset({"tv", "channel", "radio"})  # "X on TV Aurora", "Y on Channel 9"
_UP_VERBS = frozenset({"turn", "pop"})  # "turned up in X", "pops up in the sitcom Y"
_WITH = frozenset({"with"})


def person_shaped(doc: Doc, start: int, end: int) -> bool:
    """NER calls [start, end) a person and nothing says otherwise: no "The" before it, no plural
    noun ending it ("Iron Saints", "The Glass Road" are titles; "Tom Birch" may be anyone)."""
    return any(t.ent_type_ == "PERSON" for t in doc[start:end]) and not (
        doc[start].lower_ == "the" or (start > 0 and doc[start - 1].lower_ == "the") or doc[end - 1].tag_ == "NNPS"
        or ordinary_words(doc, start, end))


def ordinary_words(doc: Doc, start: int, end: int) -> bool:
    """[start, end) is two or more words, each a common word of the language and the first no
    given name: "Iron Gate", "Tin Hat" are titles NER took for people; "Ada Vey", "Rose Hill" (a
    given name) and "Kit Lamb" ("kit" is one) may be anyone."""
    return end - start >= 2 and all(t.is_alpha and t.is_title and in_dictionary(t) for t in doc[start:end]) \
        and fold(doc[start].text) not in lexicon().given_names


def named_elsewhere(doc: Doc, start: int, end: int) -> bool:
    """A word of [start, end) is a word of a person NER names elsewhere in the article: the run
    is that person, not a title NER took for a name ("Broken Lanterns")."""
    people = doc.user_data.get(_PEOPLE_KEY)
    if people is None:  # each person span NER found, its words and those of the name-shaped run it sits in, once per Doc
        people = doc.user_data[_PEOPLE_KEY] = [(e.start, e.end, {t.text for t in e}, _run_words(doc, e.start, e.end))
                                               for e in doc.ents if e.label_ == "PERSON"]
    if end - start >= 3 and doc[start].text == "The" and doc[start + 1].is_title \
            or end - start >= 2 and start > 0 and doc[start - 1].text == "The" and doc[start].is_title:
        return False  # "The Harrow Files" beside an "Agnes Harrow": no one's name opens on a capital "The"
    words = {t.text for t in doc[start:end]}
    # (the same two or more words NER calls a person again, no given name first, are the run again: "Glass Harbor";
    # so is a part of them NER called a person inside the same run: "[Ferry]PERSON" in "Night Ferry is back")
    again = len(words) > 1 and fold(doc[start].text) not in lexicon().given_names
    return any(words & w for s, e, w, run in people if not (s < end and start < e) and not (again and words in (w, run)))


def _run_words(doc: Doc, start: int, end: int) -> set[str]:
    """The words of the run of capitalised proper nouns around [start, end)."""
    while start > doc[start].sent.start and doc[start - 1].pos_ == "PROPN" and doc[start - 1].is_title:
        start -= 1
    while end < doc[end - 1].sent.end and doc[end].pos_ == "PROPN" and doc[end].is_title:
        end += 1
    return {t.text for t in doc[start:end]}


_PEOPLE_KEY = "kgbuild.person_spans"


def _a_place(doc: Doc, start: int, end: int) -> bool:
    """NER names a place at ``start`` that is the whole run, or is followed by a preposition
    ("London", "Madrid from New York"); "Silver Lining" is no place."""
    if doc[start].ent_type_ not in _PLACES or doc[start].ent_iob_ != "B" or _capital_the(doc[start]):
        return False  # "played Nell in The Quiet Orchard": a place's "the" is lower case mid-sentence
    k = start + 1
    while k < end and doc[k].ent_iob_ == "I":
        k += 1
    last = doc[k - 1]
    if k - start > 1 and last.tag_ == "NNPS" and last.lower_ not in _PLURAL_PLACE_WORDS:
        return False  # "Silver Lanterns", "Paper Moons": a plural thing ends a title; "Beverly Hills" is a place
    return k == end or doc[k].pos_ == "ADP" or doc[k].lower_ in {"and", "&"} and k + 1 < end \
        and doc[k + 1].ent_type_ in _PLACES and doc[k + 1].ent_iob_ == "B"  # "clubs in Argentina and Spain"


# the plural words that end place names ("Palm Springs", "the Cayman Islands", "Brooklyn Heights")
_PLURAL_PLACE_WORDS = frozenset({"hills", "heights", "springs", "falls", "islands", "isles", "keys", "gardens", "states",
                                 "emirates", "highlands", "lowlands", "mountains", "lakes", "plains", "flats", "woods",
                                 "downs", "fields", "meadows", "rapids", "cays", "sands", "banks", "narrows", "forks",
                                 "territories", "provinces", "alps", "rockies", "hamptons", "midlands", "dales", "palms"})


# the last words of gatherings that are no work, besides the lexicon's event nouns ("Paris Fashion Week")
GATHERING_ENDINGS = frozenset({"week", "festival", "fair", "awards"})


def two_titles(doc: Doc, start: int, k: int, stop: int) -> bool:
    """The "and" at ``k`` joins two titles, not two words of one: two or more capitalised words
    on one side of it (after a colon) and a capital after it ("Harbor Lights and Copper Sky", "Iron
    Saints and The Glass Road", "Guardians of the Night and Dune"); "Pride and Prejudice",
    "Lies and the Lantern", "Ironclad: Dust and Thunder" and "Heirs and the Harbor" are one title each."""
    colon = max((j for j in range(start, k) if doc[j].text == ":"), default=start - 1)
    left = [t for t in doc[colon + 1:k] if (t.text[:1].isupper() or t.is_digit) and t.text != "The"]
    right = [t for t in doc[k + 1:stop] if (t.text[:1].isupper() or t.is_digit) and t.text != "The"]
    # one word and two after it is two titles as well ("Brightwater and Dune Road")
    return (len(left) >= 2 or len(right) >= 2) and k + 1 < stop and doc[k + 1].text[:1].isupper()


def _possessor_end(doc: Doc, k: int) -> bool:
    """``doc[k]`` ends a possessor: "'s", or a bare apostrophe after an s ("the networks' X")."""
    return doc[k].text in _POSSESSIVE or (doc[k].text in {"'", "’"} and doc[k - 1].text[-1:] in {"s", "S"}
                                          and doc[k - 1].whitespace_ == "")


def year_bracket_at(doc: Doc, i: int) -> bool:
    """``doc[i:i + 3]`` is a year in brackets: "(2005)"."""
    return i + 2 < len(doc) and doc[i].text == "(" and bool(_YEARS.match(doc[i + 1].text)) and doc[i + 2].text == ")"


def dated_title_end(doc: Doc, i: int) -> bool:
    """A title ending at ``i`` is followed by its year in brackets: "X (2005)", "'X' (2005)"."""
    if i < len(doc) and doc[i].text in _CLOSING:
        i += 1
    return year_bracket_at(doc, i)


def _skip_year_bracket(doc: Doc, i: int) -> int:
    """Past "(2010)", "(2010–2011)", "(2019-present)", "(TV series)", "(uncredited)": a year or
    a few lower-case words in brackets after a title."""
    if i < len(doc) and doc[i].text == "(":
        j = i + 1
        while j < min(len(doc), i + 8) and doc[j].text != ")":
            if not (doc[j].like_num or _YEARS.match(doc[j].text) or doc[j].lower_ in _YEAR_BRACKET_WORDS
                    or (doc[j].is_lower and doc[j].is_alpha and j < i + 4)):
                return i
            j += 1
        if j < len(doc) and doc[j].text == ")":
            return j + 1
    return i
