"""Stage 3, find entities and mentions: named spans of people and works in a parsed Doc.

spaCy's small model finds most names but mislabels some (a person tagged GPE or ORG,
a first name alone missed) and rarely tags titles of shows. This stage collects
candidate spans from several sources and decides a type for each surface form by
votes across the article:

- NER spans (PERSON, ORG, GPE, NORP, WORK_OF_ART, ...);
- title-case runs after a work noun ("the TLC reality show The Baldwins") or in
  quotes, and before a role noun ("the 30 Rock star");
- title-case runs in the slot a relation cue opens ("his daughter Carmen Gabriela").

Output is a list of :class:`Mention` (token offsets plus a cleaned name), one per
span, never overlapping.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace

from spacy.tokens import Doc, Span, Token

from ..names import ABBREVIATED_SUFFIXES, FIRM_ENDINGS, OPENING_QUOTES, QUOTES, clean_name, fold, looks_like_person_name, strip_title
from .lexicon import lexicon, occupation
from .scan import cue_tokens, deps, lemmas, lowers, positions, text_of, texts
from .annotations import DICTIONARY, in_dictionary
from .titles import (GATHERING_ENDINGS, MUSIC_RELEASES, NOT_SCREEN, PRIZE_WORDS, PRIZED_PERFORMERS, acts_as_verb, award_category, dated_possessive_end, skip_descriptions, described_work_noun, glued_hyphen, is_titleish, opens_clause, misread_verb, named_elsewhere, part_gone, names_event, ordinary_words,
                     not_title, STARRING_VERBS, noun_read_as_verb, people_before_verb, person_shaped,
                     reduced_relative, role_slots, screen_story, starring_subject, title_cased, title_run, titles_of_parts,
                     year_bracket_at)

PERSON, WORK, ORG, GROUP = "PERSON", "WORK", "ORG", "GROUP"
_VERSUS = {"v", "v.", "vs", "vs.", "versus"}
_PLURAL_TAGS = {"NNS", "NNPS", "VBZ"}  # "co-stars", "regulars"; "stars" the small model reads as a verb
_BEFORE_ROLE_TITLE = {"the", "former", "ex", "ex-", "veteran", "fellow", "longtime", "long-time", "original", "late",
                      "beloved", "legendary", "iconic", "her", "his", "their"}  # a case name's parties, which NER runs together
# adjectives a description of a performer opens on, capitalised to open a sentence: "Young star A", "Top judge B"
# (no title's only word; not name modifiers, as "Young" is a surname too)
_SIZING_WORDS = frozenset({"young", "top", "big", "hot"})
# adverbs a sentence opens on right before a title ("Now Night Ward star A", "Meanwhile Copper Sky actress B")
_OPENING_ADVERBS = frozenset({"now", "meanwhile", "also", "elsewhere", "recently", "earlier", "previously", "currently"})
# a rank a capital gives a role noun at a sentence's start: "Head judge A", "Guest host B" (no title)
_ROLE_RANKS = frozenset({"head", "chief", "lead", "guest", "senior", "resident", "celebrity", "permanent", "regular",
                         "returning", "new"})

_NER_TYPES = {
    "PERSON": PERSON,
    "WORK_OF_ART": WORK,
    "ORG": ORG,
    "GPE": ORG,
    "NORP": ORG,
    "FAC": ORG,
    "PRODUCT": ORG,
    "EVENT": ORG,
}
# what may follow a comma inside an organisation's name without being a name of its own
# the last words of companies' and publications' names ("Zenith Records", "Talbot Laughs LLC", "the Sunday Courier")
COMPANY_WORDS = frozenset({"records", "studios", "studio", "pictures", "films", "entertainment", "media", "group", "inc",
                           "llc", "ltd", "corp", "company", "network", "productions", "music", "agency", "management",
                           "publishing", "magazine", "weekly", "news", "times", "post", "courier", "gazette", "herald",
                           "tribune", "holdings", "ventures", "brands", "cosmetics", "broadcasting", "label", "labs"})
_LEGAL_FORMS = frozenset({"inc", "ltd", "llc", "llp", "corp", "plc", "gmbh"})
_COMPANY_SUFFIXES = _LEGAL_FORMS | {"co", "sa", "ag"} | ABBREVIATED_SUFFIXES


@dataclass(frozen=True, slots=True)
class Mention:
    """A named span: tokens [start, end) of the Doc, its cleaned name and its type."""

    start: int
    end: int
    name: str
    type: str
    source: str  # "ner", "work-cue", "role-cue", "firm-cue", "quote", "slot", "alias", "repeat"


# what may open a new phrase in title case before "The" ("X: The Rock ...", a quote, a bracket)
_OPENING_MARKS = frozenset({*OPENING_QUOTES, ":", "—", "–", "-", "(", "|", ";"})


_OF_NAMES = frozenset({"ORG", "GPE", "FAC", "WORK_OF_ART"})  # "the City of", "the University of"; "[The Gate of] [Hanyang]"


def _ner_spans(doc: Doc) -> Iterator[Span]:
    """NER's spans, mended: a name NER ended on "of" takes the name after it ("[the City of] [Los
    Angeles]" is one); a person's or company's name is cut at the brackets inside it ("[Conor
    (Aidan Roe]" is a part and its actor, two names)."""
    ents = list(doc.ents)
    k = 0
    while k < len(ents):
        ent = ents[k]
        if ent.label_ in _OF_NAMES and doc[ent.end - 1].lower_ == "of" and k + 1 < len(ents) \
                and ents[k + 1].start == ent.end:
            ent = Span(doc, ent.start, ents[k + 1].end, label=ent.label)
            k += 1  # the next name is this one's end
        k += 1
        cuts = [i for i in range(ent.start, ent.end) if doc[i].text in {"(", ")", "[", "]"}]
        if not cuts or ent.label_ not in {"PERSON", "ORG"}:
            yield ent  # (a title may hold brackets: "(500) Days")
            continue
        bounds = [ent.start - 1, *cuts, ent.end]
        for a, b in zip(bounds, bounds[1:]):
            if any(ch.isalpha() for t in doc[a + 1:b] for ch in t.text):
                yield Span(doc, a + 1, b, label=ent.label)


def _described_person(doc: Doc, start: int, end: int) -> tuple[int, int] | None:
    """The person's name in a title-case run NER called an organisation that opens with a
    description ending in an occupation ("[Reality Star Tom Hale and]", "[Pop Singer Ada Vey]"):
    the name after it, when its surname is written again elsewhere in the article as a name
    (not "Reality Star Productions")."""
    lex = lexicon()
    k = start
    while k < end and (fold(doc[k].text) in lex.name_modifiers or occupation(doc[k].lower_)):
        k += 1
    while end > k and doc[end - 1].lower_ in {"and", "&", ","}:
        end -= 1
    if k == start or not occupation(doc[k - 1].lower_) or not 2 <= end - k <= 4 or not looks_like_person_name(doc[k:end].text):
        return None
    surname = doc[end - 1].text
    again = any(t.text == surname and t.i not in range(start, end) and t.ent_type_ in {"PERSON", "ORG"} for t in doc)
    return (k, end) if again else None


def find_mentions(doc: Doc) -> list[Mention]:
    """Every named mention in ``doc``, typed by votes across the article."""
    lex = lexicon()
    candidates: list[Mention] = []

    for ent in _ner_spans(doc):
        kind = _NER_TYPES.get(ent.label_)
        if kind is None or ent.label_ == "NORP" and doc[ent.end - 1].tag_ != "NNPS" and describes_the_noun_after(doc, ent.end):
            continue  # (a nationality describing a noun names nobody: "the Swedish model", "the British newspaper";
            # a plural name is a family or a people, not a modifier: "sued the Brennigans last year")
        start, end = ent.start, ent.end
        if kind == PERSON and end - start == 1 and start > ent.sent.start and describes_what_follows(doc, start):
            continue  # "the Yorkshire and England fast bowler A", "the Vey family": a word describing the noun after
        if kind == PERSON and start - 1 > ent.sent.start and doc[start - 1].text == "The" \
                and doc[start - 2].text not in _OPENING_MARKS and not doc[start - 2].is_space \
                and fold(doc[start].text).rstrip(".") not in lex.bare_titles and doc[end - 1].tag_ != "NNPS" \
                and not (end + 1 < len(doc) and doc[end].text in {"'", "'s", "’s", "’"} and doc[end + 1].is_lower):  # (not "The Prince of Wales",
            # "The Beatles' debut film": a style, a band)
            start, kind = start - 1, WORK  # "the winners of The Anthem": a capital "The" inside a sentence opens a title
        press = kind in {PERSON, WORK} and _named_after(doc, start, end, lexicon().publication_nouns) \
            or kind == WORK and end - start > 1 and doc[end - 1].lower_ in lex.publication_endings \
            and doc[end - 1].text[:1].isupper() and not _quoted_whole(doc, start, end)  # "the Morning Ledger": a newspaper
        # "the indie band The Paper Kites": a band, whose "The" is its own as a newspaper's is
        press = press or kind in {PERSON, WORK} and _named_after(doc, start, end, _BAND_NOUNS)
        if press:
            kind = ORG  # "the tabloid The Evening Lamp", "the magazine Glint": a publisher, no show and no person
        elif kind == ORG and end - start == 1 and doc[start].is_title and doc[start].is_alpha and _a_relative_named(doc[start]):
            kind = PERSON  # "their sons, Alfie, eight, and Teddy": a given name NER called a firm, in apposition to kin
        # drop a leading "the" (not a newspaper's own "The") and trailing possessive from the span
        while start < end and doc[start].lower_ in {"the", "a", "an"} and kind != WORK and not (press and doc[start].text == "The"):
            start += 1
        while start < end and not any(ch.isalnum() for ch in doc[start].text):
            start += 1  # "• Nico Falzone": a list's bullet NER ran into the name
        if (kind == PERSON or kind == ORG and start + 1 < end and (fold(doc[start + 1].text) in lex.given_names or end - start == 2
                                                                and end < len(doc) and doc[end].lower_ == "and")) \
                and _described_at_the_start(doc, start, end, ent.sent.start, lex):
            start, kind = start + 1, PERSON  # "[Sisters Aurelie]ORG and Margaux Vey ...", "[Twins Leo]ORG and Max": a
            # sentence's first word (a firm's only before a known given name or a pair: not "[Nurses United] sued")
        while kind == PERSON and start < end - 1 and doc[start].is_lower and (doc[start].pos_ in {"VERB", "NOUN", "ADJ"}
                                                                           or doc[start].lower_ in lex.occupations):
            start += 1  # "X stars [stars Ada Vey]", "fellow [pro Ana Lind]": a verb, noun or adjective NER ran
            # into the name (not "de", "van")
        while end - start > 3 and doc[start].text[:1].isupper() and glued_hyphen(doc, start + 1, end) \
                and (doc[start + 2].tag_ in {"VBN", "VBG"} or doc[start + 2].lower_ in _HYPHEN_WORDS) \
                and doc[start + 3].text[:1].isupper():
            start += 3  # "[Oscar-winning Red Meridian]", "[Netflix-backed Tom Hale]": a modifier NER ran into the name
        verb = next((k for k in range(start + 1, end) if doc[k].is_lower and doc[k].tag_ in {"VBD", "VBZ", "VBP"}), None)
        if verb is not None and kind in {PERSON, ORG}:
            end = verb  # "[Coughlan issued Circuit Court] proceedings": a finite verb NER ran a name across
        dash = next((k for k in range(start + 1, end) if doc[k].text in {"-", "–", "—"} and doc[k - 1].whitespace_), None)
        if dash is not None and kind in {PERSON, ORG}:
            end = dash  # "Abel - son of ...": a spaced dash ends a name (a hyphen joins one: "Jean-Paul")
        while end > start and (doc[end - 1].text in {"'s", "’s", "'", "’"} or doc[end - 1].is_punct
                               or kind == PERSON and doc[end - 1].is_lower and doc[end - 1].pos_ in {"ADP", "CCONJ", "DET"}):
            end -= 1  # (and "[Raymond Achebe of] Achebe & Moss", "[Ada Vey for] X": a person's name never ends on "of", "for")
        if end < len(doc) and doc[end].text == "." and not doc[end - 1].whitespace_ and doc[end - 1].lower_ in ABBREVIATED_SUFFIXES:
            end += 1  # "Orvel Quist Sr." with the abbreviation's full stop as its own token
        while kind == PERSON and end - start > 1 and (_headline_verb(doc[end - 1], doc[start]) or _run_on_verb(doc[end - 1])):
            end -= 1  # "Dana Wren and Marcus Oye Are Engaged!", "Chloe Barr SPLITS from ...": a headline's verb;
            # "[Santillan re-shared] the post": a verb NER ran into the name
        owned = next((k for k in range(start + 1, end - 2) if doc[k].text in {"'s", "’s"}), None)
        if owned is not None and fold(doc[owned + 1].text) in lex.given_names and all(t.text[:1].isupper() for t in doc[owned + 1:end]):
            start, kind = owned + 1, PERSON  # "[Stranger's Brooke Tamatea]": a show's or a club's person, NER ran the two together
        if kind == PERSON and end - start > 1 and MODERN_YEAR.match(doc[end - 1].text):
            continue  # "[Glitter Ball 2026]PERSON": no one's name ends in a year (an edition's title may: the work cues read it)
        if kind == PERSON and end - start > 1 and doc[end - 1].lower_ in FIRM_ENDINGS:
            kind = ORG  # "[Glass Harbor Records]PERSON": no one's surname is "Records"
        if kind == WORK and end - start > 1 and doc[end - 1].lower_ in PRIZE_WORDS and doc[start].text != "The" \
                and (start == 0 or doc[start - 1].text not in _OPENING_MARKS):
            kind = ORG  # "won [the Iron Bay Prize]WORK_OF_ART": a prize, no show (not a quoted title, nor "presents The Big Prize")
        if kind == PERSON and end - start == 1 and _kin_word(doc[start]):
            continue  # "Father and daughter appeared together": a kin noun opening a sentence is no name
        if kind == PERSON and _named_after(doc, start, end, MUSIC_RELEASES):
            continue  # "her 2022 album Saltwater Hymns": a record's title, no person (and no show or film)
        if kind == ORG and end - start >= 3 and start > 0 and doc[start - 1].lower_ in {"the", "a"} \
                and doc[start].lower_ in lex.occupations and looks_like_person_name(doc[start + 1:end].text):
            start, kind = start + 1, PERSON  # "[the YouTuber Sid Bhat]ORG": an occupation before a person's name
        elif kind == ORG and (described := _described_person(doc, start, end)) is not None:
            start, end, kind = *described, PERSON  # "[Reality Star Tom Hale and] Fiancée Sued": a headline's description
        elif kind == ORG and start > 0 and doc[start - 1].is_lower and occupation(doc[start - 1].lower_) \
                and looks_like_person_name(doc[start:end].text) and fold(doc[start].text) in lex.given_names \
                and not misread_verb(doc[start - 1]):  # (not "A hosts [Castle Nightly]")
            kind = PERSON  # "presenters [Tess Rowe]ORG", "the actress [Ada Vey]ORG"
        # NER stopped inside a name: "[Ariana] Grande" (the parser knows they are one noun phrase),
        # "[Seo]-yeon Kang", "Hyun-woo [Kang]" (a hyphenated given name)
        if kind in {PERSON, ORG} and end > start:
            start, end = _hyphened_name(doc, start, end, ent.sent)
        while kind == PERSON and start > ent.sent.start and _given_name_before(doc[start - 1], start, end):
            start -= 1  # "[Ivy] Pell was born", "[Ludo] Ann Brandt (born 1989)": NER left the given name out
        if kind == ORG and _surname_taken_for_a_thing(doc, start, end, ent.sent.start):
            start, kind = start - 1, PERSON  # "Ivy [Cole]PRODUCT plays a nurse": a first name NER left out
        if end <= start or kind in {PERSON, ORG} and _modifies_by_hyphen(doc, end):
            continue  # "Oscar-winning", "Emmy-nominated", "ABC-backed": an award or a firm describing someone
        if kind == WORK and any(t.is_lower and (t.lower_ in {"is", "was", "are", "were"} or t.tag_ in {"VBD", "VBZ"}
                                                and not _quoted_whole(doc, start, end)) for t in doc[start:end]):
            continue  # NER ran a title into a sentence ("... is a Norwegian stunt film performer", "after [Reyes sued
            # Velm]", '"[Tom treated Ana] like a child," she said': a clause's verb; a quoted title may have one)
        if kind == WORK:
            start = _after_outside_prep(doc, start, end)
        # include a title right before a person ("Prince" Orvel)
        if kind == PERSON and start > 0 and doc[start - 1].lower_.rstrip(".") in lex.bare_titles and doc[start - 1].text[:1].isupper():
            start -= 1
        # NER sometimes runs two names together across a comma: "Greta, Tomas Vey"
        parts, begin = [], start
        for k in range(start, end):
            if (doc[k].text in {",", ":", "against"} or doc[k].lower_ in _VERSUS) and kind in {PERSON, ORG}:  # "A v B",
                # "[A against B Studios]": two parties;
                # "[Hollow Kingdom: Ada Vey]GPE": a headline's topic and its person
                parts.append((begin, k))
                begin = k + 1
        parts.append((begin, end))
        parts = [(a, b - 1) if b - a > 1 and doc[b - 1].lower_ in {"and", "or"} else (a, b) for a, b in parts]
        if kind in {PERSON, ORG, WORK} and _two_given_names(doc, start, end, lex):
            parts, kind = [(start, start + 1), (end - 1, end)], PERSON  # "twins, Ava and Leo": two children, not a firm
        elif kind in {ORG, WORK} and _couple_sharing_a_surname(doc, start, end, lex):
            # "[Tessa and Dominic Farrow]ORG": two people who share the surname
            candidates.append(Mention(start, start + 1, f"{doc[start].text} {doc[end - 1].text}", PERSON, "shared-surname"))
            parts, kind = [(start + 2, end)], PERSON
        elif kind in {ORG, WORK} and _two_bearers_of_a_surname(doc, start, end):
            parts, kind = [(start, start + 2), (start + 3, end)], PERSON  # "[Bisi Oyelaran and Tola Oyelaran]WORK"
        elif kind == ORG and len(parts) > 1 and all(b - a == 1 and fold(doc[a].text) in lex.given_names for a, b in parts):
            kind = PERSON  # "three children, [Ava, Lily and]ORG Max": first names listed, no firm
        for a, b in parts:
            name = clean_name(doc[a:b].text) if b > a else ""
            if name and not (kind == ORG and len(parts) > 1 and fold(name) in _COMPANY_SUFFIXES):
                # "won an Oscar": an award NER called a work of art is no show or film
                # "Bluegate Events LLC": a legal form ends a firm's name, never a title
                firm = kind == WORK and (_an_award(name) or fold(name).split()[-1].rstrip(".") in _LEGAL_FORMS)
                candidates.append(Mention(a, b, name, ORG if firm else kind, "ner"))

    candidates = _join_parenthesised(doc, candidates)
    candidates.extend(_hyphenated_names(doc))
    candidates.extend(_role_slot_mentions(doc))
    candidates.extend(_present_verb_titles(doc))
    candidates.extend(_led_by_names(doc))
    candidates.extend(_subjects_of_misread_verbs(doc))
    candidates.extend(_subjects_owning_a_pronoun(doc))
    candidates.extend(_named_after_a_person_noun(doc))
    candidates.extend(_names_listed_with_people(doc))
    candidates.extend(_children_listed_with_ages(doc))
    candidates.extend(_works_casting(doc))
    candidates.extend(_section_titles(doc))
    candidates.extend(_work_mentions(doc))
    candidates.extend(_described_firms(doc))
    candidates.extend(_named_firms(doc))
    candidates.extend(_plus_platforms(doc))
    candidates.extend(_capital_name_lines(doc))
    candidates.extend(_listed_name_lines(doc))
    candidates.extend(_credit_pairs(doc))
    candidates.extend(_bracketed_credits(doc))
    candidates = _headline_names(doc, candidates)
    # "LOS ANGELES —", "London (Reuters) -": where the story was filed, no party to it
    candidates = [m for m in candidates if not _dateline(doc, m.start, m.end)]
    # "thanked God and her husband": no one in the story
    candidates = [m for m in candidates if not (m.type == PERSON and fold(m.name) in lex.deities)]
    candidates.extend(_initialisms(doc, candidates))
    candidates = [_without_its_date(doc, _without_its_edition(doc, _without_its_network(doc, m))) for m in candidates]
    mentions = _vote_types(doc, _people_run_together(doc, _resolve_overlaps(candidates)))
    return _repeated_titles(doc, mentions)


def _without_its_date(doc: Doc, m: Mention) -> Mention:
    """A title without the dated possessive a reader ran into it: "[2014's Paper Kites]" is
    "Paper Kites", when it came out and what it is called."""
    start = dated_possessive_end(doc, m.start, m.end) if m.type in {WORK, ORG} else m.start
    return replace(m, start=start, name=work_name(doc, start, m.end)) if m.start < start < m.end else m


def _plural_job(low: str, lex) -> bool:
    """A plural occupation or show role ("judges", "hosts", "actors"), never a given name or one job."""
    return low.endswith("s") and low not in lex.occupations and low not in lex.given_names and (
        occupation(low) or low[:-1] in lex.role_nouns)


def _dateline(doc: Doc, start: int, end: int) -> bool:
    """[start, end) is in a dateline: a paragraph after the headline opens with a place in
    capitals or one NER calls a place, then at most a state or an agency after a comma or in
    brackets, then a dash ("LOS ANGELES —", "Mumbai (AP) -", "AUSTIN, Texas —"); not a name
    opening a sentence ("Ada Vey - the actress - ...": no place) nor the headline."""
    def line_start(k: int) -> bool:
        return "\n" in doc[k - 1].text or "\n" in doc[k - 1].whitespace_

    if start <= first_line_end(doc):
        return False
    opening = start
    while opening > start - 5 and not line_start(opening) and (doc[opening - 1].is_punct or doc[opening - 1].text[:1].isupper()):
        opening -= 1
    if not line_start(opening) or not (doc[opening].ent_type_ in {"GPE", "LOC", "FAC"} or doc[opening].text.isupper()):
        return False
    place = opening + 1
    while place < len(doc) and (doc[place].ent_iob_ == "I" and doc[place].ent_type_ == doc[opening].ent_type_
                                or doc[opening].text.isupper() and doc[place].text.isupper() and doc[place].is_alpha):
        place += 1  # the place's own words ("LOS ANGELES", "New York")
    if place >= len(doc) or not (doc[place].text in _DASHES or doc[place].text in {",", "("}):
        return False  # "Paris Avery — an heiress —": a name NER took for a place, another word after it
    for k in range(max(end, place), min(max(end, place) + 6, len(doc))):
        if doc[k].text in _DASHES:
            return True
        if not (doc[k].is_punct or doc[k].text[:1].isupper()):
            return False
    return False


_DASHES = frozenset({"—", "–", "-", "--"})


def _named_after(doc: Doc, start: int, end: int, nouns: frozenset[str]) -> bool:
    """The name at [start, end) is what the lower-case noun right before it names ("the tabloid
    The Evening Lamp", "the album Saltwater Hymns"): not a person's name that opens a clause
    after it ("on her website Ada Vey confirmed ...", "the song Tom Hale wrote")."""
    if start == 0 or not doc[start - 1].is_lower or doc[start - 1].lower_ not in nouns:
        return False
    stop = end
    while stop < len(doc) and doc[stop].text[:1].isupper() and doc[stop].pos_ == "PROPN":
        stop += 1
    return not (fold(doc[start].text) in lexicon().given_names and stop < len(doc) and doc[stop].pos_ in {"VERB", "AUX"})


def describes_the_noun_after(doc: Doc, end: int) -> bool:
    """The words before ``end`` qualify the lower-case noun (and its modifiers) after them
    ("Swedish model", "French-Canadian actress")."""
    while end + 1 < len(doc) and doc[end].text == "-" and not doc[end - 1].whitespace_:
        end += 2
    return end < len(doc) and doc[end].is_lower and doc[end].is_alpha and doc[end].pos_ in {"NOUN", "ADJ", "PROPN"}


def describes_what_follows(doc: Doc, i: int) -> bool:
    """The one capitalised word at ``i``, after a lower-case "the", qualifies the lower-case noun
    after it, alone or joined by "and" to a place: "the Yorkshire fast bowler A", "the Kent and
    England captain B", "the Vey family"; whatever NER called it, no one's name."""
    if not (0 < i < len(doc) - 1 and doc[i - 1].text == "the" and doc[i].text[:1].isupper()):
        return False
    return describes_the_noun_after(doc, i + 1) or i + 3 < len(doc) and doc[i + 1].lower_ in {"and", "&"} \
        and doc[i + 2].ent_type_ in {"GPE", "NORP", "LOC"} and describes_the_noun_after(doc, i + 3)


def _without_its_network(doc: Doc, m: Mention) -> Mention:
    """A title a finder ran its broadcaster into, cut after the possessive: "[NBC's The Night
    Desk]", "[Showtime's Iron Bay]" are The Night Desk and Iron Bay. The possessor is a network
    (lexicon ``networks``, its first or last word), an acronym, or any name when "The" opens the
    title after it; a possessive inside a title stays ("The Handmaid's Tale", "Daddy's A Gangster")."""
    if m.type != WORK or m.source == "quote":
        return m
    for k in range(m.start + 1, m.end - 1):
        if doc[k].text not in {"'s", "’s"}:
            continue
        owner = doc[m.start:k]
        article = doc[k + 1].text == "The"  # (not "Daddy's A Gangster")
        broadcaster = owner[0].text != "The" and (_a_network(owner)
                                                  or len(owner) == 1 and owner[0].is_upper and 2 <= len(owner[0]) <= 5)
        if article or broadcaster:
            return Mention(k + 1, m.end, clean_name(doc[k + 1:m.end].text), WORK, m.source)
        return m
    return m


def _without_its_edition(doc: Doc, m: Mention) -> Mention:
    """A show's name with the year of one edition run into it, in an article that also names it
    without: "the winner of [Glitter Ball 2024]" is Glitter Ball, the show every other edition
    shares. Left alone: a year in brackets ("X (2024)"), after "of" or a colon ("Class of 1999",
    "Space: 1999"), a year to come that a title may carry ("Blade Runner 2049": after
    _LAST_EDITION_YEAR), a quoted title."""
    if m.type not in {WORK, ORG} or m.source == "quote" or m.end - m.start < 2:
        return m
    year, before = doc[m.end - 1], doc[m.end - 2]
    if not MODERN_YEAR.match(year.text) or int(year.text) > _LAST_EDITION_YEAR or before.like_num \
            or not before.text[:1].isupper():
        return m
    text = text_of(doc)
    if text.count(doc[m.start:m.end - 1].text) <= text.count(doc[m.start:m.end].text):
        return m  # the article never names it without the year: "Wonder Woman 1984", "Miami 2017" are titles
    return Mention(m.start, m.end - 1, clean_name(doc[m.start:m.end - 1].text), m.type, m.source)


_LAST_EDITION_YEAR = 2030


def _a_network(owner: Span) -> bool:
    """A possessor that is a broadcaster: its first or last word is one of the lexicon's
    ``networks`` ("the BBC", "Channel 4", "Vantage Broadcasting")."""
    networks = lexicon().networks
    return owner[0].lower_ in networks or owner[-1].lower_ in networks


def _quoted_whole(doc, start: int, end: int) -> bool:
    """Is ``doc[start:end]`` the whole of a quotation ('"X,"', "'X'"), not the opening of a quoted sentence?"""
    after = end + 1 if end + 1 < len(doc) and doc[end].text in {",", ".", "!", "?"} else end
    return start > 0 and doc[start - 1].text in OPENING_QUOTES and after < len(doc) and doc[after].text in QUOTES


def _headline_verb(tok: Token, first: Token) -> bool:
    """A title-case or capitalised verb NER ran into a name in a headline: "Are", "Is", "SPLITS"
    (all capitals after a name that is not)."""
    return tok.lower_ in {"are", "is", "was", "were", "has", "have", "had"} or (
        tok.is_upper and len(tok.text) > 2 and not first.is_upper and tok.pos_ != "PROPN" or tok.is_upper and tok.tag_.startswith("VB"))


def _run_on_verb(tok: Token) -> bool:
    """A lower-case finite verb, or a piece of a hyphenated one ("re-shared"), at a name's end."""
    doc = tok.doc
    return tok.is_lower and tok.tag_ in {"VBD", "VBZ", "VBN"} or tok.text == "-" and tok.i + 1 < len(doc) and doc[tok.i + 1].is_lower \
        or tok.is_lower and tok.i + 1 < len(doc) and doc[tok.i + 1].text == "-" and not tok.whitespace_


def _described_at_the_start(doc: Doc, start: int, end: int, sent_start: int, lex) -> bool:
    """The name opens its sentence with a capitalised kin noun or occupation NER ran into it,
    plural or singular, a name after it ("[Sisters Aurelie]", "[Actress Ada Vey]"; not "[Baker]"
    alone, nor a given name: "[Will Smith]")."""
    if start != sent_start or end - start < 2:
        return False
    first = doc[start]
    low = first.lower_
    singular = low[:-1] if low.endswith("s") else low
    return first.text[:1].isupper() and doc[start + 1].text[:1].isupper() \
        and fold(first.text) not in lex.given_names and (occupation(low) or _kin_word(first) or singular in lex.sibling_nouns
                                                         or singular in lex.child_nouns)


def _a_relative_named(tok: Token) -> bool:
    """The word names a relative: in apposition to a kin noun, or one of a list that is, beside a
    person NER found ("their sons, Alfie and Teddy"; with ages, see :func:`_children_listed_with_ages`)."""
    while tok.dep_ == "conj" and tok.head.i < tok.i:
        tok = tok.head
    kin = tok.head
    return tok.dep_ == "appos" and kin.pos_ == "NOUN" and (_kin_word(kin) or kin.lemma_.lower() in lexicon().child_nouns) \
        and any(c.ent_type_ == "PERSON" for c in tok.conjuncts)


def _kin_word(tok: Token) -> bool:
    """A word for a relative ("Father", "Mum", "Sister")."""
    lex = lexicon()
    low = tok.lower_
    return low in lex.male_cues or low in lex.female_cues or low in lex.child_nouns or low in lex.sibling_nouns


def _modifies_by_hyphen(doc: Doc, end: int) -> bool:
    """A name ending at ``end`` is the first half of a hyphenated modifier: "Oscar-winning",
    "Emmy-nominated" (a participle after the hyphen; "Jean-Paul", "Smith-Jones" are names)."""
    return end + 1 < len(doc) and doc[end].text == "-" and not doc[end - 1].whitespace_ and not doc[end].whitespace_ \
        and doc[end + 1].is_lower and doc[end + 1].tag_ in {"VBG", "VBN"}


def headline(doc: Doc):
    """The article's headline: a first line of three words or more, most of them capitalised,
    with no full stop at its end and the article's body after it; None when there is none.
    Read once per Doc: the mention, people and sentence passes ask the same question."""
    cached = doc.user_data.get(_HEADLINE_KEY)
    if cached is None:
        found = _read_headline(doc)
        cached = doc.user_data[_HEADLINE_KEY] = (found.start, found.end) if found is not None else ()
    return doc[cached[0]:cached[1]] if cached else None


_HEADLINE_KEY = "kgbuild.headline"


def _read_headline(doc: Doc):
    first = next(doc.sents, None)
    if first is None or first.end >= len(doc):
        return None
    line_end = next((i for i, word in enumerate(texts(doc)) if "\n" in word and word.isspace()), None)
    if line_end is not None and line_end >= first.end and line_end + 1 < len(doc):
        first = doc[first.start:line_end + 1]  # "EXCLUSIVE: A Lands Lead in X": a line the parser cut at its colon
    last = first[-1]
    if not (last.is_space and "\n" in last.text or "\n" in last.whitespace_):
        return None
    words = [t for t in first if t.is_alpha]
    ending = next((t for t in reversed(first) if not t.is_space), None)
    if len(words) < 3 or sum(t.text[:1].isupper() for t in words) < 0.7 * len(words) or ending is None or ending.text == ".":
        return None
    return first


def _headline_names(doc: Doc, candidates: list[Mention]) -> list[Mention]:
    """In a title-case headline ("Rhett Cole Files for Divorce From Ana Pell") NER runs names
    into the capitalised words around them: a name there is cut to the longest part of it the
    body of the article writes (a given name and a surname when the body writes the surname),
    and dropped when the body writes none of it."""
    first = headline(doc)
    if first is None:
        return candidates
    body = " " + fold(doc[first.end:].text) + " "
    cased = {t.text for t in doc[first.end:] if t.text[:1].isupper() and not t.is_sent_start} | {
        w for w in doc[first.end:].text.split() if w[:1].isupper() and "-" in w}  # (a hyphenated word whole)
    given = lexicon().given_names
    out = []
    for m in candidates:
        if m.start >= first.end or m.type not in {PERSON, ORG}:
            out.append(m)
            continue
        spans = sorted(((a, b) for a in range(m.start, m.end) for b in range(a + 1, m.end + 1)), key=lambda ab: ab[0] - ab[1])
        for a, b in spans:
            name = clean_name(doc[a:b].text)
            key = fold(name) if name else ""
            # the body writes it, or writes the surname of a given name and surname ("Marcus Oye" as "Oye")
            written = key if b - a != 2 or fold(doc[a].text) not in given else fold(doc[b - 1].text)
            if key and (doc[a].text[:1].isupper() and any(f" {written}{c}" in body for c in " ',.;:")) \
                    and (len(doc[a:b].text.split()) > 1 or doc[a:b].text in cased):  # one word the body writes only in
                # lower case is none ("Producer Hits X": "Executive producer A" below; "Sues Ex-Husband B": "her ex-husband")
                out.append(Mention(a, b, name, m.type, m.source))
                break
    return out


def _couple_sharing_a_surname(doc: Doc, start: int, end: int, lex) -> bool:
    """"Tessa and Dominic Farrow" as one span NER called a firm or a title: two first names
    (the census lists) joined by "and" before one capitalised surname."""
    return end - start == 4 and doc[start + 1].lower_ == "and" and all(
        fold(doc[k].text) in lex.given_names for k in (start, start + 2)) and doc[end - 1].text[:1].isupper() \
        and fold(doc[end - 1].text) not in COMPANY_WORDS and doc[end - 1].is_alpha


def _two_bearers_of_a_surname(doc: Doc, start: int, end: int) -> bool:
    """"Bisi Oyelaran and Tola Oyelaran" as one span NER called a firm or a title: two names of
    two words each, joined by "and", that end in the same surname (a pair's heading in a line-up,
    a family's members listed); no firm or title repeats its word so."""
    if end - start != 5 or doc[start + 2].lower_ not in {"and", "&"} or doc[start + 1].text != doc[end - 1].text:
        return False
    return all(doc[k].is_alpha and doc[k].is_title for k in (start, start + 1, start + 3))


def _two_given_names(doc: Doc, start: int, end: int, lex) -> bool:
    """"Ava and Leo" as one NER span: two given names (the census lists) joined by "and", or
    two names that end a list a child noun opens ("three children: Rosalba, Damon and Pia")."""
    if end - start != 3 or doc[start + 1].lower_ not in {"and", "&"} or not all(
            doc[k].text[:1].isupper() and doc[k].is_alpha for k in (start, end - 1)):
        return False
    if all(fold(doc[k].text) in lex.given_names for k in (start, end - 1)):
        return True
    # "has three children: Rosalba, Damon and Pia": two words after a child noun's list opens
    opened = [t for t in doc[doc[start].sent.start:start] if t.lower_ in lex.child_nouns or t.lower_ in lex.family_nouns]
    return bool(opened) and start - opened[-1].i <= 6 and doc[start - 1].text in {",", ":"}


_AWARD_NOUNS = frozenset({"award", "awards", "nomination", "nominations", "prize", "trophy", "statuette", "ceremony"})


def _an_award(name: str) -> bool:
    """"Oscar", "Golden Globes", "Emmy Award", "Grammy nomination" (lexicon ``awards``)."""
    words = fold(name).split()
    return any(words[:len(a.split())] == a.split() and all(w in _AWARD_NOUNS for w in words[len(a.split()):])
               for a in lexicon().awards)


def _repeated_titles(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """A title the article reads as a work (quoted, or named by a cue) is a work wherever it
    is repeated word for word and NER saw nothing there ("Bravo renewed "Harbor Wives" ...
    Harbor Wives' Ivy Ross"). One word is enough only with a capital mid-sentence and never
    a function word."""
    titles = {tuple(t.text for t in doc[m.start:m.end]) for m in mentions if m.type == WORK and m.source != "ner"}
    titles = {t for t in titles if len(t) > 1 or t[0][:1].isupper() and t[0].lower() not in lexicon().title_function_words}
    if not titles:
        return mentions
    # names strictly inside a longer title written again give way to it ("through The Mayor of [Lower
    # Wick]ORG when ...", NER's or a name's alias: "in Pip and the Paper [Moon]")
    inner = {k: m for m in mentions if m.source in {"ner", "alias"} for k in range(m.start, m.end)}
    taken = {i for m in mentions for i in range(m.start, m.end)}
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for t in sorted(titles, key=len, reverse=True):  # the longest title first
        by_first.setdefault(t[0], []).append(t)
    extra: list[Mention] = []
    dropped: set[int] = set()
    words = texts(doc)
    for at, word in enumerate(words):
        for title in by_first.get(word, ()):
            i, n = at, len(title)
            if i + n > len(doc) or not all(words[i + k] == w for k, w in enumerate(title)) \
                    or not (n > 1 or i != doc[i].sent.start and not _inside_a_name(doc, i)):
                continue
            clash = [inner.get(k) for k in taken.intersection(range(i, i + n))]
            if clash and (n < 3 or any(m is None or m.start < i or m.end > i + n or m.end - m.start >= n for m in clash)):
                continue
            dropped.update(id(m) for m in clash)
            extra.append(Mention(i, i + n, clean_name(doc[i:i + n].text), WORK, "repeat"))
            taken.update(range(i, i + n))
            break
    if not extra:
        return mentions
    return sorted([*(m for m in mentions if id(m) not in dropped), *extra], key=lambda m: m.start)


def _inside_a_name(doc: Doc, i: int) -> bool:
    """A capitalised word beside the token at ``i``: one word of a longer name ("the novel Ashgrove
    ... Nell Ashgrove", "Ashgrove Hall"), not the one-word title again."""
    return any(0 <= k < len(doc) and doc[k].is_alpha and doc[k].text[:1].isupper() and k != doc[k].sent.start
               for k in (i - 1, i + 1))


def _given_name_before(tok: Token, start: int, end: int) -> bool:
    """A capitalised word the parser makes part of the name [start, end) though NER left it out:
    a known first name, or any word opening the sentence; never another entity, a title, a
    description or a known non-name ("former Police Chief A" stays A)."""
    lex = lexicon()
    low = tok.lower_.rstrip(".")
    first_name = low in lex.female_names or low in lex.male_names or tok.i == tok.sent.start
    part_of_it = tok.dep_ == "compound" and start <= tok.head.i < end and (
        not tok.ent_type_ or _one_word_place_or_firm(tok) and (low in lex.female_names or low in lex.male_names))
    shaped = tok.is_alpha and tok.text[:1].isupper() and not tok.is_upper and tok.pos_ in {"PROPN", "NOUN"} \
        and tok.tag_ not in {"NNS", "NNPS"}
    described = any(low in words for words in (lex.titles, lex.bare_titles, lex.occupations, lex.name_modifiers,
                                               lex.non_work_names, lex.role_nouns)) or _plural_job(low, lex)  # ("Judges A")
    return first_name and part_of_it and shaped and not described


def _surname_taken_for_a_thing(doc: Doc, start: int, end: int, sent_start: int) -> bool:
    """One capitalised word NER called a firm, a product or a place, right after a known first
    name the parser joins to it and NER left out: "Ivy [Cole]PRODUCT", "Nils [Berg]GPE" — a
    person's name. Not a company's word ("Grace [Records]"), a building or a landscape ("Albert
    [Hall]FAC"), nor a word the lexicon knows as no title's ("Jordan [NBA]")."""
    one_word = (end - start) % 2 == 1 and all(doc[k].text == "-" for k in range(start + 1, end, 2)) \
        and not any(doc[k].whitespace_ for k in range(start, end - 1))
    if not one_word or start <= sent_start:
        return False  # one word, or one hyphenated ("Ebony [Frost-Adair]ORG")
    first, last = doc[start - 1], doc[start]
    low = first.lower_
    if not (low in lexicon().female_names or low in lexicon().male_names) or first.ent_type_:
        return False
    word = fold(last.text)
    return last.is_alpha and last.text[:1].isupper() and not last.is_upper and last.ent_type_ not in {"FAC", "LOC"} \
        and word not in COMPANY_WORDS and not lexicon().no_work(word) and _given_name_before(first, start, end)


def _one_word_place_or_firm(tok: Token) -> bool:
    """NER took a first name for a one-word place or firm right before the rest of the name:
    "[Rufina]GPE [Vale Ostrow]PERSON"."""
    return tok.ent_iob_ == "B" and tok.ent_type_ in {"GPE", "ORG", "NORP", "LOC"} and (
        tok.i + 1 == len(tok.doc) or tok.doc[tok.i + 1].ent_iob_ != "I")


def _hyphenated_names(doc: Doc) -> list[Mention]:
    """People named in the shape of Korean and Chinese names, surname first or last: "Kim
    Ha-seul", "Ha-seul Kim" (a capitalised syllable, a hyphen, a lower-case syllable, beside a
    surname of the lexicon), which the small model cuts at the hyphen or calls a nationality."""
    lex = lexicon()
    surnames = lex.hyphenated_name_surnames
    out: list[Mention] = []

    def given(k: int) -> bool:  # doc[k:k + 3] is "Ha" "-" "seul", written as one word, a syllable after the hyphen
        return k + 2 < len(doc) and doc[k].is_alpha and doc[k].text[:1].isupper() and doc[k + 1].text == "-" \
            and doc[k + 2].is_alpha and doc[k + 2].is_lower and _SYLLABLE.fullmatch(doc[k + 2].text) is not None \
            and doc[k + 2].lower_ not in _HYPHEN_WORDS and f"{doc[k].lower_}-{doc[k + 2].text}" not in lex.hyphenated_name_exceptions \
            and not doc[k].whitespace_ and not doc[k + 1].whitespace_ and doc[k].sent.start == doc[k + 2].sent.start

    def ends(k: int) -> bool:  # no capitalised word goes on with the name: "the Chan Ho-lam Academy"
        return k >= len(doc) or not (doc[k].text[:1].isupper() and doc[k].is_alpha and doc[k - 1].whitespace_)

    words = texts(doc)
    givens = {k - 1 for k in range(1, len(doc)) if words[k] == "-"}  # "Ha-seul" starts right before a hyphen
    for i in sorted(k for k in givens | {g - 1 for g in givens} if k >= 0):  # the given name, or a surname before it
        tok = doc[i]
        if tok.lower_ in surnames and tok.text[:1].isupper() and tok.whitespace_ and given(i + 1) and ends(i + 4):
            out.append(Mention(i, i + 4, doc[i:i + 4].text, PERSON, "name-shape"))  # "Kim Ha-seul"
        elif given(i) and i + 3 < len(doc) and doc[i + 2].whitespace_ and doc[i + 3].lower_ in surnames \
                and doc[i + 3].text[:1].isupper() and (i == 0 or doc[i - 1].lower_ not in surnames) and ends(i + 4):
            out.append(Mention(i, i + 4, doc[i:i + 4].text, PERSON, "name-shape"))  # "Ha-seul Kim"
    # the given name alone, once the full name is told: "Joon-seok's sister" after "Lee Joon-seok"
    # (named as the full name, the one person of the article with that given name)
    named = {k for m in out for k in range(m.start, m.end)}
    full: dict[str, set[str]] = {}
    for m in out:
        full.setdefault(next(w for w in m.name.split() if "-" in w), set()).add(m.name)  # (the hyphenated part)
    out += [Mention(i, i + 3, next(iter(full[doc[i:i + 3].text])), PERSON, "name-shape") for i in sorted(givens)
            if i not in named and given(i) and len(full.get(doc[i:i + 3].text, ())) == 1 and ends(i + 3)]
    return out


# one romanised Korean or Chinese syllable: "seul", "yeon", "jeong", "ling" (not "signs", "born")
_SYLLABLE = re.compile(r"[bcdfghjklmnpqrstwxyz]{0,3}[aeiouy]{1,3}(?:ng|n|m|k|l|p|t|r|h)?")


def _hyphened_name(doc: Doc, start: int, end: int, sent) -> tuple[int, int]:
    """A name NER cut short, grown over the parser's compound and hyphenated parts: "[Ariana]
    Grande", "Park [Min]-jae", "Hyun-woo [Kang]", "[Seo]-yeon Kang" (a lower-case part after a
    hyphen is a name's when the tagger calls it a proper noun or a capitalised name follows it;
    not "Quill-led", "Russian-born")."""
    def part(k: int) -> bool:  # doc[k] "-" doc[k + 1] joins two parts of one name
        if k + 1 >= sent.end or doc[k].text != "-" or doc[k - 1].whitespace_ or doc[k].whitespace_:
            return False
        nxt = doc[k + 1]
        return nxt.is_alpha and nxt.lower_ not in _HYPHEN_WORDS and not (nxt.is_lower and nxt.tag_ in {"VBN", "VBG"}) \
            and (nxt.text[:1].isupper() or nxt.tag_ == "NNP" or (
            k + 2 < sent.end and doc[k + 2].pos_ == "PROPN" and doc[k + 2].text[:1].isupper()))
    while end < sent.end:
        if part(end):
            end += 2
        elif doc[end].pos_ == "PROPN" and doc[end].text[:1].isupper() and doc[end - 1].dep_ in {"compound", "punct"} \
                and doc[end - 1].head.i == end:
            end += 1
        else:
            break
    while start - 3 >= sent.start and part(start - 2) and doc[start - 3].text[:1].isupper() and doc[start - 3].is_alpha \
            and f"{doc[start - 3].lower_}-{doc[start - 1].lower_}" not in lexicon().occupations \
            and not (doc[start - 1].is_lower and len(doc[start - 1]) > 3 and in_dictionary(doc[start - 1]) and in_dictionary(doc[start - 3])):
        start -= 3  # "Hyun-woo [Kang]" (not "Runner-up [Anika Shah]", "Chart-topper [Ada Vey]": a description before the name)
    while start - 2 >= sent.start and part(start - 1) and doc[start - 2].text[:1].isupper() and doc[start - 2].is_alpha \
            and doc[start - 2].lower_ not in _HYPHEN_WORDS:
        start -= 2  # "Asante-[Roy]": a double-barrelled surname NER cut at its hyphen
    return start, end


def _after_outside_prep(doc: Doc, start: int, end: int) -> int:
    """Where a title NER ran a character into begins: "played [Jake in Copper Sky]" is Jake, then
    "in" on the verb, then the title; the span is two phrases when the preposition hangs outside
    it, as does the word before ("Jake in Space" as one title hangs "in" on "Jake")."""
    for k in range(start + 1, end - 1):
        tok = doc[k]
        first = next((t for t in doc[start:k] if not start <= t.head.i < k), None)  # the first part's root
        if tok.dep_ == "prep" and tok.lower_ == "in" and first is not None and first.dep_ == "dobj" \
                and tok.head.i == first.head.i and doc[k + 1].text[:1].isupper():
            return k + 1
    return start


def _join_parenthesised(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """"Ilse (Marren) Brandt": a maiden name in brackets inside one person's name."""
    by_start = {m.start: m for m in mentions}
    out: list[Mention] = []
    skip: set[int] = set()
    for m in sorted(mentions, key=lambda m: m.start):
        if m.start in skip:
            continue
        e = m.end
        if (m.type == PERSON and e + 3 < len(doc) and doc[e].text == "(" and doc[e + 2].text == ")"
                and doc[e + 1].pos_ == "PROPN" and doc[e + 3].pos_ == "PROPN" and doc[e + 3].text[:1].isupper()):
            end = e + 4
            while end < len(doc) and doc[end].pos_ == "PROPN" and doc[end].text[:1].isupper():
                end += 1
            for k in range(e, end):
                if k in by_start:
                    skip.add(k)
            out.append(Mention(m.start, end, clean_name(doc[m.start:end].text), PERSON, m.source))
            continue
        out.append(m)
    return out


# words of a story about a festival's, a tour's or a team's line-up, not a show's
_NOT_A_SHOWS_LINE_UP = frozenset({"headline", "headliner", "festival", "gig", "concert", "tour", "marathon", "race",
                                  "match", "squad", "team", "tournament", "fixture"})


def _capital_name_lines(doc: Doc) -> list[Mention]:
    """Lines that are names in capitals ("TANISHA BROADBENT", a listicle's headings), which NER
    does not read: two or three words, none a function word, the first a known given name; two
    such lines at least ("TOM FORD" alone may be a brand, "FIRST EPISODE" is none)."""
    lex = lexicon()
    shaped: list[tuple[int, int, bool]] = []
    forms = texts(doc)
    for sent in doc.sents:
        if sum(not forms[i].isspace() for i in range(sent.start, sent.end)) > 5:
            continue  # (a sentence, not a line of two or three names: no Token for each word)
        toks = [t for t in sent if not t.is_space]
        if not 2 <= len(toks) <= 5 or sent.start > 0 and "\n" not in doc[sent.start - 1].text + doc[sent.start - 1].whitespace_:
            continue
        words = [t for t in toks if t.text != "-"]
        if 2 <= len(words) <= 3 and all(t.is_upper and t.is_alpha and len(t) > 1 and t.lower_ not in lex.title_function_words
                                        for t in words):
            shaped.append((toks[0].i, toks[-1].i + 1, fold(words[0].text) in lex.given_names))
    named = [(a, b) for a, b, given in shaped if given]
    if len(named) < 2:
        return []
    return [Mention(a, b, clean_name(doc[a:b].text.title()), PERSON, "heading") for a, b in named]


def _listed_name_lines(doc: Doc) -> list[Mention]:
    """Lines of a list that open with a person's name and then describe them ("Shona Reid, folk
    singer", "Dame Ada Vey, 78, actress", "Tom Bale - chef"), which NER often misses at a line's
    start: two to four capitalised words, the first a known given name (after a style such as
    "Dame"), then a comma, a dash, a colon, a bracket (a cast guide's part: "Ada Vey (DI Kerr)") or
    the line's end ("Nadia Quell" heading its entry, which NER may call an organisation); two such
    lines at least (one may be a sentence). Where most lines of that shape (three or more) open so,
    the rest are names too, whatever their first word, if their entries read as a person's."""
    lex = lexicon()
    found: list[tuple[int, int]] = []
    if text_of(doc).count("\n") < 2:
        return []
    written = texts(doc)
    for k in (k for k in range(len(doc)) if k == 0 or "\n" in written[k - 1]):  # a line's first token (spaCy keeps
        tok = doc[k]  # a line break in a token of its own, or in a word's text; a word's trailing space is one space)
        if tok.is_space or not (tok.i == 0 or "\n" in doc[tok.i - 1].text + doc[tok.i - 1].whitespace_):
            continue
        start = tok.i + (1 if tok.lower_.rstrip(".") in lex.bare_titles and tok.i + 1 < len(doc) else 0)
        end = start
        while end < len(doc) and end - start < 5 and (doc[end].is_alpha and doc[end].text[:1].isupper() and not doc[end].is_upper
                                                      or doc[end].text == "-" and not doc[end].whitespace_ and end > start):
            end += 1
        words = [t for t in doc[start:end] if t.is_alpha]
        if 2 <= len(words) <= 4 and end < len(doc) and (doc[end].text in {",", "-", "–", "—", ":", "("} or "\n" in doc[end].text) \
                and not any(t.lower_ in lex.title_function_words for t in words):
            found.append((tok.i, end, fold(words[0].text) in lex.given_names))
    known = sum(given for _, _, given in found)
    if known < 2:
        return []
    # most lines of the shape open with a known given name: the others are names too ("Kemi Adesanya - heptathlete"
    # among "Jamie Lomax - actor" and "Lily Hart - singer"), whatever NER called them
    return [Mention(a, b, clean_name(doc[a:b].text), PERSON, "heading") for a, b, given in found
            if given or 2 * known > len(found) and len(found) >= 3 and _entry_of_a_person(doc, a, b)]


def _entry_of_a_person(doc: Doc, start: int, end: int) -> bool:
    """What follows a heading's name within its next words reads as a person's entry: an age, a job,
    a personal pronoun or the name's last word alone ("Kemi Adewale - Heptathlete, 28", "Poppy Marsh
    (Young Verity)" / "Marsh plays ..."; not "Prize Money - £50,000")."""
    lex = lexicon()
    for t in doc[end:min(len(doc), end + 10)]:
        if t.text == doc[end - 1].text and t.text != doc[start].text and t.i > end and "\n" in doc[t.i - 1].text:
            return True
        if t.text.isdigit() and 15 <= int(t.text) <= 99 or t.lower_ in lex.occupations \
                or t.lower_ in {"he", "she", "his", "her"}:
            return True
    return False


def _credit_pairs(doc: Doc) -> list[Mention]:
    """Nominees listed each with the title they are named for, as award stories print them:
    "Best supporting actor: Leo Marsh for Night Ferry and Tom Hale for Copper Road", "the nominees
    are A for X, B for Y and C for Z". The small model often runs such a list into one name or
    calls a title a person, so the list is read by its shape: a person's name (a known given name
    and one to three capitalised words), "for", a title to the next name's "and" or comma. Two
    such pairs in a sentence at least, in a sentence about performers' awards (an award's word and a
    performer's: not a drama's, an album's, a charity's or a dish's prize, nor thanks "for" someone)."""
    lex = lexicon()
    out: list[Mention] = []
    for sent in doc.sents:
        if not cue_tokens(sent, _NOMINEE_WORDS, _NOMINEE_WORDS) or not cue_tokens(sent, lemma_words=PRIZED_PERFORMERS):
            continue
        pairs: list[tuple[tuple[int, int], tuple[int, int]]] = []
        k, listed = sent.start, -1  # (the name right after a pair's "and" or comma may be any capitalised one)
        while k < sent.end:
            name = _given_name_run(doc, k, sent.end, lex, loose=k == listed)
            if name is None or name >= sent.end - 1 or doc[name].lower_ != "for":
                k += 1
                continue
            first = name + 1
            first += doc[first].text in OPENING_QUOTES
            stop = title_run(doc, first, sent.end)
            cut = next((j for j in range(first + 1, stop) if doc[j].lower_ in {"and", ","} and (after := _given_name_run(
                doc, j + 1, sent.end, lex, loose=True)) is not None and after < sent.end and doc[after].lower_ == "for"), stop)
            cut = next((j for j in range(first + 1, cut - 1) if doc[j].lower_ in {"at", "in"} and doc[j + 1].lower_ == "the"
                        and doc[j + 2].ent_type_ in {"FAC", "GPE", "LOC", "ORG"}), cut)  # "for X at the Old Vic": where
            if cut <= first or all(t.ent_type_ in {"GPE", "LOC"} for t in doc[first:cut]):
                k += 1  # (not "A for Gretna, B for Inverness": places, a prize's regions)
                continue
            pairs.append(((k, name), (first, cut)))
            k, listed = cut, cut + 1
        if len(pairs) < 2:
            continue
        for (a, b), (c, d) in pairs:
            out += [Mention(a, b, clean_name(doc[a:b].text), PERSON, "credit-pair"),
                    Mention(c, d, work_name(doc, c, d), WORK, "credit-pair")]
    return out


def _bracketed_credits(doc: Doc) -> list[Mention]:
    """Names listed each with a quoted title in brackets, as trade papers print casts and
    nominees: 'A ("Cold Harbour") and B ("Night Ferry")'. The small model misses names of any
    country here, so the list is read by its shape: a person's name (a known given name, or one
    NER starts, and one to three capitalised words), then '("', a title-case run and '")' — two
    such credits in a sentence at least (one may be anything: "A (Ivy)" a nickname)."""
    lex = lexicon()
    out: list[Mention] = []
    for sent in doc.sents:
        if sum(t.text == "(" for t in sent) < 2 or not screen_credits_told(sent):
            continue
        pairs: list[tuple[int, int]] = []
        for k in range(sent.start, sent.end):
            name = _given_name_run(doc, k, sent.end, lex)
            if name is None or name + 4 >= sent.end or doc[name].text != "(" or doc[name + 1].text not in OPENING_QUOTES:
                continue
            close = next((j for j in range(name + 3, min(sent.end - 1, name + 14)) if doc[j].text in QUOTES), None)
            if close is not None and doc[close + 1].text == ")" and title_cased([t.text for t in doc[name + 2:close]]) \
                    and fold(doc[name + 2].text).rstrip(".") not in lex.bare_titles:  # (not a part: 'A ("Mrs Pike")')
                pairs.append((k, name))
        if len(pairs) >= 2:
            out += [Mention(a, b, clean_name(doc[a:b].text), PERSON, "credit-pair") for a, b in pairs]
    return out


def screen_credits_told(sent) -> bool:
    """The sentence speaks of a cast or of performers' prizes (a nominee's, a cast's word), and of
    no book or record: where 'A ("X")' is a credit, not a nickname or a novel."""
    return bool(cue_tokens(sent, _CREDIT_CUES, _CREDIT_CUES)) and not any(t.lower_ in _NOT_SCREEN_CREDITS for t in sent)


_CAST_WORDS = frozenset({"cast", "casts", "ensemble", "stars", "starring", "co-stars", "line-up", "lineup"})
_BOOK_WORDS = frozenset({"novel", "novels", "book", "books", "memoir", "poetry", "poem", "fiction", "author", "authors"})
_NOT_SCREEN_CREDITS = MUSIC_RELEASES | _BOOK_WORDS


# what a sentence listing nominees speaks of
_NOMINEE_WORDS = frozenset({"nominee", "nominees", "nominate", "nomination", "nominations", "winner", "winners", "shortlist",
                          "shortlisted", "award", "awards", "best", "outstanding", "category", "categories"})
_CREDIT_CUES = _NOMINEE_WORDS | _CAST_WORDS


def _given_name_run(doc: Doc, k: int, end: int, lex, loose: bool = False) -> int | None:
    """The end of a person's name at ``k``: a known given name (or one NER calls a person's; with
    ``loose``, any capitalised word), then one to three capitalised words."""
    if k >= end or not doc[k].text[:1].isupper() or doc[k].is_upper or not doc[k].is_alpha:
        return None
    if not (loose or fold(doc[k].text) in lex.given_names or doc[k].ent_type_ == "PERSON" and doc[k].ent_iob_ == "B"):
        return None
    stop = k + 1
    while stop < end and stop - k < 4 and doc[stop].is_alpha and doc[stop].text[:1].isupper() \
            and doc[stop].lower_ not in lex.title_function_words:
        stop += 1
    return stop if stop > k + 1 else None


def _noun_of_the_name(noun: Token, start: int, end: int) -> bool:
    """A work noun with an article or an adjective that modifies the name [start, end) right
    after it: "the new thriller X arrives" (not "documents obtained by TMZ show X filed", a
    verb the parser took for a noun)."""
    return start <= noun.head.i < end and any(c.dep_ in {"det", "poss", "amod"} for c in noun.children)


def _compounded_on_the_name(noun: Token, start: int, end: int) -> bool:
    """A work noun compounded onto the name [start, end) after it, the phrase's article before
    both ("the soap Mill Lane"), or with the name right after it in apposition ("in the series Lena
    Marsh"), and no verb after the name whose subject it could be ("the film Ada Vey made")."""
    doc = noun.doc
    head = noun.head
    compound = noun.dep_ == "compound" and start <= head.i < end and any(
        c.dep_ in {"det", "poss"} and c.i < noun.i for c in head.children)
    # "in the series Lena Marsh" read as the name in apposition to the noun, nothing between them
    appos = start == noun.i + 1 and any(c.dep_ == "appos" and start <= c.i < end for c in noun.children) and any(
        c.dep_ in {"det", "poss"} for c in noun.children)
    return (compound or appos) and (
        end >= len(doc) or doc[end].pos_ not in {"VERB", "AUX", "PART"} and doc[end].text not in {"'s", "’s"})


_EDITIONS = frozenset({"season", "seasons", "edition", "lineup", "contestants", "housemates", "islanders"})
# what a contest's edition is told with besides (a year's edition only: "Dance Off 2026: ... the third
# celebrity to leave ... the judges")
_CONTEST_WORDS = frozenset({"contestant", "celebrity", "celebrities", "judge", "judges", "eliminated", "evicted", "islander",
                            "housemate", "semi-final", "leaderboard", "dance-off", "villa"})


def first_line_end(doc: Doc) -> int:
    """The index of the first line's last token (the one a line break follows), or the Doc's
    length when it is one line (worked out once per Doc)."""
    end = doc.user_data.get(_FIRST_LINE_KEY)
    if end is None:
        newline = text_of(doc).find("\n")
        end = len(doc) if newline < 0 else next(i for i, word in enumerate(texts(doc)) if "\n" in word)  # (spaCy's
        # whitespace_ after a token is one space at most: a line break is a token of its own)
        doc.user_data[_FIRST_LINE_KEY] = end
    return end


_FIRST_LINE_KEY = "kgbuild.first_line_end"


def _headline_edition(doc: Doc) -> list[Mention]:
    """A headline that opens with a title and an edition's year or number: "Snow Camp 2026: meet
    the line-up", "Love Atoll 2025 line-up", "X Season 4: ...", "X season two casts A" (not a
    festival's, a tournament's or an award's year); in title case or not."""
    line_end = first_line_end(doc)
    lex = lexicon()

    def edition(k: int) -> bool:  # "2026", "Season 4", "Series 9", "season two"
        return bool(MODERN_YEAR.match(doc[k].text)) or doc[k].lower_ in {"season", "series"} and k + 1 < line_end \
            and doc[k + 1].like_num
    end = 0
    while end < line_end and is_titleish(doc[end]) and not edition(end):
        end += 1
    if end == 0 or end >= line_end or not edition(end) or all(t.lower_ in lex.title_function_words for t in doc[:end]):
        return []  # (not "In Season 2, ...")
    span = doc[0:end]
    if not any(t.lower_ in lex.show_nouns or t.lower_ in _EDITIONS or t.lower_ in _CONTEST_WORDS
               for s in itertools.islice(doc.sents, 8) for t in s) and not _GUIDE_WORDS.search(doc[:line_end].text.lower()):
        return []  # a show's edition is told of as one ("the new series", "X 2026: the line-up"): not "Coachella
        # 2026", "Rich List 2026"
    year = doc[end]  # a person's name never carries a year: NER's "[Glitter Ball 2026]PERSON" is a title
    kinds = {t.ent_type_ for t in span} - ({"PERSON"} if year.ent_type_ == "PERSON" else set())
    if kinds & {"GPE", "LOC", "EVENT", "FAC", "NORP", "PERSON"} or names_event(span.text) \
            or any(t.lower_ in lex.awards for t in span) or any(t.lemma_.lower() in _NOT_A_SHOWS_LINE_UP for t in doc):
        return []
    return [Mention(span.start, span.end, clean_name(span.text), WORK, "work-cue")]


def _headline_topic(doc: Doc) -> list[Mention]:
    """A headline that opens with a title (and maybe "cast", "line-up") and a colon, the title
    written again in the story and the story told of a show ("The Big Duet: every celebrity
    taking part ... The Big Duet pairs celebrities with coaches ... the new singing show", "X cast:
    full list of actors"): not a person's name ("Ada Vey: 'I
    nearly quit'"), a rubric ("Review:", "Exclusive:") or an event's or award's name."""
    line_end = first_line_end(doc)
    lex = lexicon()
    end = 0
    while end < line_end and doc[end].text != ":" and doc[end].lower_ not in _CAST_WORDS and (is_titleish(doc[end]) or (
            end > 0 and doc[end].is_lower and doc[end].lower_ in lex.title_function_words and end + 1 < line_end
            and doc[end + 1].text != ":")):  # ("Pip and the Paper Moon: ...": small words inside the title)
        end += 1
    while end > 0 and doc[end - 1].is_lower and doc[end - 1].lower_ in lex.title_function_words:
        end -= 1  # (a title never ends on "and", "of")
    colon = end + 1 if end < line_end and doc[end].lower_ in _CAST_WORDS else end  # "X cast: who's who"
    reviewed = end < line_end and doc[end].lower_ in REVIEW_WORDS and doc[end].is_lower  # "X review – A is superb in ..."
    bare_review = reviewed and colon == line_end  # "Salt Meadow review" the whole headline
    if end == 0 or colon >= line_end and not bare_review or end > 8 or not (
            bare_review or doc[colon].text == ":" or reviewed and doc[colon].text in _DASHES):
        return []
    span, words = doc[0:end], [t.text for t in doc[0:end]]
    # "X: who's who", "X: who is in the cast of the new drama?": a cast guide's rubric after the colon
    guide = colon + 1 < line_end and bool(_GUIDE_WORDS.search(doc[colon + 1:line_end].text.lower()))
    named = fold(words[0]) in lex.given_names and (not guide or looks_like_person_name(span.text))  # (a guide's "Pip and the Moon")
    if named or fold(words[0]) in _RUBRICS or all(t.lower_ in lex.title_function_words for t in span) \
            or all(t.ent_type_ in {"GPE", "LOC", "EVENT", "FAC", "NORP"} for t in span) or names_event(span.text) \
            or any(t.lower_ in lex.awards for t in span):
        return []  # not "Ada Vey: ...", "Review: ...", "London: ...", "Coachella 2026: ..."
    if colon + 1 < line_end and doc[colon + 1].text in {"'", "‘", '"', "“"} \
            and not any(t.ent_type_ in {"WORK_OF_ART", "ORG", "PRODUCT"} for t in span):
        return []  # "Ada Vey: 'I spent my twenties ...'": a person speaks, whatever name lists know
    again = line_end + 1 < len(doc) and span.text in text_of(doc)[doc[line_end + 1].idx:] and any(
        all(doc[i + k].text == w for k, w in enumerate(words)) and (len(words) > 1 or i != doc[i].sent.start or guide or reviewed)
        for i in range(line_end + 1, len(doc) - len(words) + 1))
    screen = lex.work_nouns - _NOT_SCREEN
    # the headline and the two sentences after it (a review's first eight: it may open on a scene)
    lead = [t for s in itertools.islice(doc.sents, 8 if reviewed else 3) for t in s]
    # a review of two or more common words is a work's ("Salt Meadow review:"), whatever its lead calls it and
    # even when only the headline names it (not "Ada Vey review:", a gig's)
    plain = reviewed and len(words) > 1 and ordinary_words(doc, 0, end)
    told_of_a_show = (any(t.lower_ in _EDITIONS or t.pos_ == "NOUN" and t.lower_ in screen for t in lead) or guide
                      or reviewed and again or plain) \
        and not any(t.lower_ in _NOT_SCREEN for t in doc[end:line_end])  # not "X: the album that ..."
    return [Mention(span.start, span.end, clean_name(span.text), WORK, "work-cue")] if (again or plain) and told_of_a_show else []


def _headline_pick(doc: Doc) -> list[Mention]:
    """A listings headline: a rubric with a screen noun, a colon, then the title to the line's end,
    the title written again below ("Tonight's film: The Salt Wife", "Drama of the week: X"); not a
    person's name ("Film of the week: Ada Vey on ...")."""
    line_end = first_line_end(doc)
    colon = next((k for k in range(min(line_end, 8)) if doc[k].text == ":"), None)
    lex = lexicon()
    if colon is None or colon + 1 >= line_end or not any(t.lower_ in lex.screen_nouns for t in doc[:colon]):
        return []
    start, end = colon + 1, line_end
    while end > start and doc[end - 1].is_punct:
        end -= 1
    span = doc[start:end]
    if not 0 < len(span) <= 8 or not all(is_titleish(t) for t in span) or fold(span[0].text) in lex.given_names \
            or fold(span[-1].text) in lex.given_names or span.text not in text_of(doc)[doc[line_end - 1].idx + len(doc[line_end - 1]):]:
        return []
    return [Mention(start, end, clean_name(span.text), WORK, "work-cue")]


# works that are not shown on a screen or a stage
_NOT_SCREEN = NOT_SCREEN - {"memoir"}
# a cast guide's words after a headline's colon ("X: who's who", "X: meet the characters")
_GUIDE_WORDS = re.compile(r"\bwho(?:[’']?s| is) who\b|\bcast\b|\bcharacters\b|\bline-?up\b")

# what a headline may say of its show before the colon ("X cast:", "X line-up:"), or before a dash of a review's
_CAST_WORDS = frozenset({"cast", "line-up", "lineup", "contestants", "season", "series", "finale", "trailer", "review", "recap"})
REVIEW_WORDS = frozenset({"review", "recap"})  # "X review:", "X Recap:": a headline about the work X
_DASHES = frozenset({":", "-", "–", "—"})

# a headline's opening words before a colon that name a kind of story, not its subject
_RUBRICS = frozenset({"exclusive", "review", "breaking", "watch", "update", "opinion", "interview", "analysis", "explained",
                      "revealed", "pictured", "live", "recap", "comment", "obituary", "factbox", "explainer", "editorial"})


def _described_name_ends(doc: Doc, k: int) -> bool:
    """A person's name that a role noun describes ends right before ``doc[k]`` ("actress Ada Vey")."""
    if k < 2 or doc[k - 1].ent_type_ != "PERSON":
        return False
    start = k - 1
    while start > 0 and doc[start].ent_iob_ == "I":
        start -= 1
    lex = lexicon()
    return start > 0 and doc[start - 1].is_lower and (doc[start - 1].lower_ in lex.role_nouns
                                                      or doc[start - 1].lower_ in lex.occupations)


def is_initialism(text: str) -> bool:
    """One word of two to five capitals: "HTN", "BBC" (not "Ava", not "K-pop")."""
    return 2 <= len(text) <= 5 and text.isalpha() and text.isupper()


def initials(name: str) -> str:
    """The initials of a name's capitalised words, function words aside ("" for one word)."""
    words = [w for w in name.split() if w[:1].isupper()]
    return "".join(w[0] for w in words) if len(words) >= 2 else ""


def _initialisms(doc: Doc, candidates: list[Mention]) -> list[Mention]:
    """Capitals that spell the initials of a company or work the article names in full ("OSN"
    after "Orbit Sports Network"), which NER rarely tags: mentions of the same type (the entity
    layer makes them one)."""
    spelled: dict[str, set[str]] = {}
    for m in candidates:
        if m.type in {ORG, WORK} and (spells := initials(m.name)):
            spelled.setdefault(spells, set()).add(m.type)
    return [Mention(i, i + 1, word, next(iter(kinds)), "initials") for i, word in enumerate(texts(doc))
            if is_initialism(word) and len(kinds := spelled.get(word, set())) == 1]


def _work_mentions(doc: Doc) -> list[Mention]:
    """Titles of shows and films that NER misses."""
    lex = lexicon()
    out: list[Mention] = []
    person_words = {t.text for e in doc.ents if e.label_ == "PERSON" for t in e}
    cues = lex.work_nouns | lex.work_part_nouns | lex.role_nouns | {"up", "member"}
    forms, roots = lowers(doc), lemmas(doc)
    for tok in (doc[i] for i, low in enumerate(forms) if low in cues or roots[i] in lex.role_nouns):
        low = tok.lower_
        # "reality show The Baldwins", "the sitcom, 30 Rock", "series 'Succession'"
        if low in lex.work_nouns and (tok.pos_ == "NOUN" or _noun_before_its_title(tok)):
            named = _title_after_work_noun(doc, tok, person_words)
            if named is not None:
                out.append(named)
        # "the Night Ward star", "Harbor Lights actress Nell Avery"
        # "the Night Ward finale", "Harbor Lights season 2": a part of the work, or the work by its kind
        lined = low == "up" and tok.i > 2 and doc[tok.i - 1].text == "-" and doc[tok.i - 2].lower_ == "line"  # "X line-up"
        part = (low in lex.work_part_nouns or lined) and tok.is_lower and tok.pos_ == "NOUN"
        member = low == "member" and tok.i > 0 and doc[tok.i - 1].lower_ == "cast"  # "the X cast member"
        role = tok.is_lower and (low in lex.role_nouns or (tok.lemma_.lower() in lex.role_nouns and tok.tag_ in _PLURAL_TAGS))
        if role and (people_before_verb(tok) or tok.i in present_verb_titles(doc)):
            continue  # "A and B star in X", "Ada Vey hosts X": a verb the small model read as the noun
        if (part or member or role) and tok.i > 0:  # not a job title's capital: "the Faith Desk Correspondent"
            end = tok.i - 1 if member else tok.i - 2 if lined else tok.i  # "cast" whatever the tagger made of it
            while end > 1 and end > tok.i - 2 and doc[end - 1].is_lower and doc[end - 1].is_alpha \
                    and doc[end - 1].dep_ in {"compound", "amod"} and doc[end - 1].head.i == tok.i:
                end -= 1  # "the Copper Sky guest star", "X breakout star", "X cast member"
            if end >= 2 and doc[end - 1].text == "-" and doc[end - 2].lower_ == "co":
                end -= 2  # "co-star" in three tokens
            if doc[end - 1].text in QUOTES:
                end -= 1
            owned = role and end >= 2 and doc[end - 1].tag_ == "POS" and doc[end - 1].text in {"'s", "’s"}
            if owned:
                end -= 1  # "Night Shift's host, A": a title's possessive (checked below: no person's, firm's or place's)
            written = end  # (the title as written, with its edition's year)
            if end >= 2 and MODERN_YEAR.match(doc[end - 1].text) and is_titleish(doc[end - 2]) \
                    and doc[end - 2].lower_ not in lex.title_function_words:  # (not "Summer Of 1976", a title's own year)
                end -= 1  # "the Ice Rink 2026 line-up", "the Bake Camp 2025 cast": the edition's year is not the title's
            start = end
            while start > 0 and (is_titleish(doc[start - 1]) or (doc[start - 1].lower_ in lex.title_function_words and start - 2 >= 0 and is_titleish(doc[start - 2]) and doc[start - 1].lower_ != "the")):
                start -= 1
            while start + 1 < end and doc[start].lower_ in _BEFORE_ROLE_TITLE \
                    and not (start > 0 and doc[start - 1].text == "The" and doc[start].is_title):
                start += 1  # "the", "Former Night Ward actress", "fellow Pine Ridge star" (not "The Late Hour's host")
            if start == doc[start].sent.start and end - start > 1 and doc[start].lower_ in _OPENING_ADVERBS \
                    and doc[start].pos_ == "ADV" and not start < doc[start].head.i <= tok.i:
                start += 1  # "Now Night Ward star A ...": an adverb opening the sentence (not "Now Or Never star B")
            start = max([start, *(k for k in range(start + 1, end - 1) if doc[k].text == "The"
                                  and doc[k - 1].lower_ not in lex.title_function_words)])  # "CGI The X film", not "Lord Of The X"
            start = max([start, *(k + 1 for k in range(start + 1, end - 1) if doc[k].lower_ in {"and", "&"}
                                  and _described_name_ends(doc, k))])  # "X actress A and Y actor B": Y
            if lined and (doc[start].ent_type_ in {"GPE", "LOC", "EVENT", "FAC", "NORP"} or names_event(doc[start:written].text)
                          or any(t.lemma_.lower() in _NOT_A_SHOWS_LINE_UP for t in doc)):
                continue  # "Glastonbury line-up", "World Cup line-up": a festival's or a team's, no show's
            if end - start == 1 and (doc[start].lower_ in _ROLE_RANKS or doc[start].lower_ in lex.genre_words):
                continue  # "Fantasy series returns": a genre, no title
            before = start - 1
            while before > 0 and doc[before].is_lower and doc[before].pos_ == "ADJ":
                before -= 1  # "her former X co-stars"
            if role and tok.tag_ in {"VBZ", "VBD", "VBP"} and any(c.dep_ == "nsubj" for c in tok.children) \
                    and not (before >= 0 and (doc[before].pos_ in {"DET", "PRON"} or doc[before].tag_ == "POS")) \
                    and (tok.dep_ not in {"nmod", "compound", "amod", "nsubj", "nsubjpass"} or end - start < 2):
                continue  # "Mara Holt hosts X": the verb and its subject (not "his (former) Iron Saints co-stars A and B",
                # nor "Iron Saints co-stars A and B are engaged", the noun read as a verb that modifies the names or is the subject)
            if owned and (any(t.ent_type_ in {"PERSON", "ORG", "GPE", "NORP", "FAC"} for t in doc[start:end])
                          or fold(doc[start].text) in lex.given_names
                          or not ("The" in {doc[start].text, doc[start - 1].text} or ordinary_words(doc, start, end))):
                continue  # a title's possessive: "The Long Hush's", common words ("Night Shift's"); not a name NER
                # missed ("Thandiwe Mbeki's coach")
            if _title_before_role(doc, start, end) and not (part and not lined and not _numbered_season(tok)
                                                            and any(t.ent_type_ == "PERSON" for t in doc[start:end])):
                # ages like "38-year-old" are lower case and never reach here; "the Ada Vey film" is hers
                # (no person has a "season three": "Harbour Lights season three" is a title whatever NER said)
                name = clean_name(doc[start:end].text)
                if name and any(c.isalpha() or c.isdigit() for c in name):
                    out.append(Mention(start, end, name, WORK, "role-cue"))
    # "Lantern Road is a 1950 Danish film", "Rode Lamp (Red Lamp) is a 1932
    # silent film", '"Harbor Nights" is the ninth episode': the subject of "is a ... film"
    for tok in (doc[i] for i in positions(doc, lex.work_nouns)):
        if tok.lower_ in lex.work_nouns and tok.dep_ == "attr" and tok.head.lemma_ == "be" and not any(
                c.dep_ == "appos" and c.pos_ == "PROPN" or c.dep_ == "amod" and c.i > tok.i for c in tok.children):
            # (not "... was the comedy X": X's; not "A is a series regular on X": a person)
            for subj in tok.head.children:
                if subj.dep_ in {"nsubj", "csubj"} and subj.lower_ not in lex.pronouns:
                    span = _defined_title(doc, subj)
                    if span is not None:
                        out.append(Mention(*span, clean_name(doc[span[0]:span[1]].text), WORK, "work-cue"))
    # "Iron Current, the submarine action film in which he stars,", "X, her debut film,": a title
    # a work noun describes in apposition, whatever NER called it
    for tok in (doc[i] for i in positions(doc, lex.work_nouns)):
        if tok.lower_ in lex.work_nouns and tok.pos_ == "NOUN" and (tok.dep_ == "appos" or _between_commas(tok)) \
                and tok.is_lower and not any(c.dep_ == "amod" and c.i > tok.i or c.lower_ == "whose" for c in tok.children):
            # (not "A, a series regular on X", "A, whose programme X ended,": a person)
            span = _title_described_after(doc, tok)
            if span is not None:
                out.append(Mention(*span, clean_name(doc[span[0]:span[1]].text), WORK, "work-cue"))
    # "Velvet Lies stars A and B" (the subject of a starring verb with a person as object), "X was
    # renewed", "X premieres in May" (what only works do)
    openers = _STARRING_OPENERS | lex.work_verbs_done | lex.work_verbs_doing | _HOSTED  # the words the readers start from
    for tok in (doc[i] for i, lemma in enumerate(lemmas(doc)) if lemma in openers):
        span = starring_subject(tok) or _work_verb_argument(tok) or _hosted_by(tok)
        if span is not None:
            out.append(Mention(*span, clean_name(doc[span[0]:span[1]].text), WORK, "work-cue"))
    # titles in quotes: "The Stage" coach, "Runaway Road" singer
    single = list(_SINGLE_QUOTED.finditer(text_of(doc)))
    singles = {m.start(1) for m in single}
    for m in itertools.chain(re.finditer(r"[\"“]([^\"”]{2,60})[\"”]", text_of(doc)), single):
        span = doc.char_span(m.start(1), m.end(1), alignment_mode="contract")
        if span is None or not len(span):
            continue
        if len(span) > 1 and span[-1].like_num and text_of(doc).count(span[:-1].text) > text_of(doc).count(span.text):
            span = span[:-1]  # "'Sur Samrat 5'" beside "Sur Samrat": the show, its edition's number aside
            # (not "Paper Moons 2" written again whole: a sequel's title)
        if len(span) > 1 and span[-1].text in {".", ","} and _opens_a_title(doc, span.start - 1):
            span = span[:-1]  # 'three seasons on "Harbor Nights."': US style keeps the sentence's stop inside the quotes
        if m.start(1) in singles and text_of(doc).count(span.text) < 2:
            continue  # single quotes also mark remarks and nicknames ("'Devastated' actress A"): a title is written again
        if _quoted_title(doc, span):
            out.append(Mention(span.start, span.end, work_name(doc, span.start, span.end), WORK, "quote"))  # "Saint Jude's"
    out.extend(_dated_titles(doc))
    out.extend(_titles_of_a_part(doc))
    out.extend(_titles_counted_in_seasons(doc))
    out.extend(_headline_edition(doc) or _headline_topic(doc) or _headline_pick(doc))
    out.extend(_works_by_their_parts(doc))
    out.extend(_networks_shows(doc))
    return out


# lower-case nouns that describe the firm named right after them ("the publishing company Orbit Songs")
_FIRM_NOUNS = frozenset({"label", "studio", "company", "firm", "agency", "publisher", "distributor", "broadcaster",
                         "streamer", "conglomerate", "outfit", "banner", "imprint"})


def _plus_platforms(doc: Doc) -> list[Mention]:
    """A streaming platform's name, which ends on a "+" ("Lumen+", "Apple TV+"), whatever NER
    made of it: a company, never a person or a title (it airs the shows)."""
    out: list[Mention] = []
    for tok in (doc[i] for i, word in enumerate(texts(doc)) if word.endswith("+")):
        if len(tok.text) > 1 and tok.text.endswith("+") and tok.text[:1].isupper() and tok.text[:-1].isalnum():
            before = doc[tok.i - 1] if tok.i > tok.sent.start else None
            start = tok.i - (before is not None and before.text[:1].isupper() and before.pos_ == "PROPN"
                             and before.ent_type_ != "PERSON")  # "Apple TV+"
            out.append(Mention(start, tok.i + 1, clean_name(doc[start:tok.i + 1].text), ORG, "firm-cue"))
    return out


def _described_firms(doc: Doc) -> list[Mention]:
    """A firm's name that a firm noun describes right before it, whatever NER made of it: "the
    publishing company Orbit Songs", "his label, Lumen Records", "the talent agency Crestline",
    a newspaper's or magazine's ("the tabloid The Evening Lamp": lexicon ``publication_nouns``);
    not a person's name ("the company founder A", "the studio Ada Vey runs": a relative clause's
    subject) nor a title ("the studio's The X")."""
    out: list[Mention] = []
    press = lexicon().publication_nouns
    nouns = _FIRM_NOUNS | press
    for tok in (doc[i] for i in positions(doc, nouns)):
        if tok.lower_ not in nouns or not tok.is_lower or tok.pos_ != "NOUN" or tok.i + 2 >= len(doc):
            continue
        j = tok.i + 1 + (doc[tok.i + 1].text == ",")
        if j >= tok.sent.end or not doc[j].text[:1].isupper() or doc[j].text == "The" and tok.lower_ not in press \
                or doc[j].ent_type_ == "PERSON" and fold(doc[j].text) in lexicon().given_names:
            continue  # (a newspaper's name may open with "The": "the tabloid The Evening Lamp"; "broadcaster Meridian
            # One" is a firm whatever NER called it, "the studio Ada Vey ..." may be her clause)
        end = title_run(doc, j)
        if end <= j or reduced_relative(doc, j, end) or opens_clause(doc, j, end) \
                or doc[j - 1].text == "," and end < len(doc) and doc[end].text not in {",", ".", ";", ")"}:
            continue  # (not "the label Ada founded", "the company, Orbit said, ...")
        out.append(Mention(j, end, clean_name(doc[j:end].text), ORG, "firm-cue"))
    return out


# what NER may call a run ending in a company word that is a firm all the same: nothing, or a place
# ("Glint Media" read as a location)
_NOT_A_FIRM_TYPE = frozenset({"", "LOC", "FAC"})


def _named_firms(doc: Doc) -> list[Mention]:
    """A capitalised run NER saw nothing in that ends in a company word: "suing A, B and Pellow
    Records", "Glass Harbor Media" (a name only where no other mention claims the words; not a
    quoted title, nor a lone company word)."""
    out: list[Mention] = []
    first = headline(doc)
    for end in positions(doc, COMPANY_WORDS, start=first.end if first is not None else 0):  # (a title-case headline's
        last = doc[end]  # capitals name nothing: "Writer Faces Lawsuit From Studio")
        if not last.text[:1].isupper() or last.ent_type_ not in _NOT_A_FIRM_TYPE or last.i == last.sent.start:
            continue
        start = end
        while start > last.sent.start and doc[start - 1].is_alpha and doc[start - 1].is_title \
                and doc[start - 1].ent_type_ == last.ent_type_ and doc[start - 1].lower_ not in {"the", "a", "an"}:
            start -= 1
        if start == end or start > 0 and doc[start - 1].text in QUOTES \
                or end - start == 1 and fold(doc[start].text) in lexicon().given_names:
            continue  # (not "Lena Music", "Kit Post": a given name and a surname)
        out.append(Mention(start, end + 1, clean_name(doc[start:end + 1].text), ORG, "firm-name"))
    return out


def _to_the_closing_quote(doc: Doc, j: int, end: int) -> int:
    """Where a quoted title opening at ``j`` ends: at its closing quote, when a few lower-case words
    the title-case run stopped at come before it ("Sotto il Vulcano", "Etoiles du Dimanche"); else
    ``end``. Never past a sentence's end or another opening mark, nor over a comma the quote closes
    on ('"Night Owls," which ...')."""
    close = next((k for k in range(end, min(len(doc), j + 12)) if doc[k].text in QUOTES or doc[k].text in {".", ";", "(", ":"}
                  or doc[k].is_space), None)
    if close is None or doc[close].text not in QUOTES or not all(t.is_lower and t.is_alpha or t.text[:1].isupper() for t in doc[end:close]):
        return end
    return close


def _title_after_work_noun(doc: Doc, tok: Token, person_words: set[str]) -> Mention | None:
    """The title a work noun names right after it: "reality show The Baldwins", "the sitcom, 30
    Rock", "series 'Succession'", "the film, called X"; None when none follows (the noun may still
    name the work before it: "the X movie")."""
    lex = lexicon()
    j = tok.i + 1
    appositive = j < len(doc) and doc[j].text in {",", ":"}
    if appositive:
        if doc[j].text == ":" and tok.head.lower_ == "in" and award_category(tok.head.head):
            return None  # "Best supporting actor in a limited series: A for X, B for Y": the nominees, no title
        j += 1
    named = j < len(doc) and doc[j].lower_ in lex.naming_words and doc[j].tag_ in {"VBN", "VBD"}
    if named:
        j += 1  # "the film, called X", "a series titled X"
    quoted = j < len(doc) and doc[j].text in OPENING_QUOTES and doc[j - 1].whitespace_ != ""
    if quoted:
        j += 1
    if not appositive and not quoted and j + 2 < len(doc) and doc[j].like_num and doc[j + 1].lower_ == "of":
        j += 2  # "episode 4 of X": the part's number is no title
    if j >= len(doc) or doc[j].sent.start != tok.sent.start:
        return None
    end = title_run(doc, j)
    if quoted and end + 1 < len(doc) and doc[end].text in {"'s", "’s"} and (doc[end + 1].text in QUOTES or doc[end + 1].text == ","):
        end += 1  # 'the drama "Saint Jude\'s"': the possessive inside the quotes is the title's
    if quoted and end > j:
        end = _to_the_closing_quote(doc, j, end)  # 'the crime drama "Sotto il Vulcano"': the quotes hold the title
    if not quoted and tok.lower_ in {"series", "season", "episode", "part"} and all(t.like_num for t in doc[j:max(end, j + 1)]):
        return None  # "Series 12 champion A", "in season 4": an edition's number (not "the film 1917")
    if not quoted and end - j > 1 and doc[end - 1].lower_ in FIRM_ENDINGS:
        return None  # "the producers of his sitcom, Tall Oak Pictures": its maker, a firm
    if not quoted and all(t.ent_type_ in {"DATE", "TIME"} for t in doc[j:max(end, j + 1)]):
        return None  # "hosted the broadcast Monday", "the sequel Wednesday": when, not a title (a run going on past the day is one)
    if appositive and not quoted and end < len(doc) and doc[end].text not in {",", ".", ";", ")", "!", "?", "’", "”", '"'}:
        return None  # "the series, Hilaria (pictured ...)": a new clause's subject, not a title
    # a name NER calls a person is a title after a described work noun
    # ("the animated sketch series Pine Ridge."), not after a bare one ("the film Tomas ...")
    described = any(c.dep_ in {"amod", "compound", "nmod"} or c.dep_ == "poss" and c.pos_ == "PROPN" for c in tok.children) or (  # ("Netflix's thriller X")
        doc[tok.i - 1].is_lower and doc[tok.i - 1].pos_ in {"NOUN", "ADJ"})  # "The reality show X", read as a clause; "the stage
    # musical X"; "the singing reality show X", the describing words hung elsewhere
    person = doc[j].ent_type_ == "PERSON" and doc[j].lower_ != "the" and not quoted \
        and not ordinary_words(doc, j, end)  # "the drama Glass Orchard": no one is called that
    in_apposition = doc[end - 1].dep_ == "appos" and doc[end - 1].head.i == tok.i  # "Netflix's thriller X has rounded out"
    if person and described and (end >= len(doc) or tok.dep_ == "pobj" or _noun_of_the_name(tok, j, end) or in_apposition
                                 or (doc[end].pos_ not in {"VERB", "AUX", "PART"} and doc[end].text not in {"'s", "’s"})):
        person = False  # "the ghost film Vesper as Mina", "the cast of the hit drama Vesper reunited",
        # "the new six-part thriller Vesper arrives" (the noun modifies the name); not "the reality show Dana said"
    elif person and _compounded_on_the_name(tok, j, end) and not named_elsewhere(doc, j, end):
        person = False  # "a regular on the soap Mill Lane since 2019": the noun and the name one phrase
    if end > j and not quoted and tok.dep_ == "pobj" and reduced_relative(doc, j, end):
        return None  # "appeared in the documentary Ivo Marsh produced": its maker, no title
    if end > j and not quoted and end < len(doc) and doc[end].pos_ in {"VERB", "AUX"} and tok.dep_ != "pobj" \
            and not (described and in_apposition) \
            and not _noun_of_the_name(tok, j, end) and not ordinary_words(doc, j, end) and all(
            t.text in person_words for t in doc[j:end]):
        return None  # "the second episode Lowe has directed": a relative clause's subject
    if end > j and not person:
        return Mention(j, end, work_name(doc, j, end), WORK, "work-cue")
    return None


# starring verbs (titles.starring_subject), a release's and a season's return (_released, _back_for_a_season)
_STARRING_OPENERS = STARRING_VERBS | {"open", "hit", "arrive", "land", "come", "return", "be"}


def _noun_before_its_title(tok: Token) -> bool:
    """A lower-case work noun the tagger took for a verb or an adjective, compounded onto the
    name after it: "the talent show X" (show: VERB), "the 2019 serial X" (serial: ADJ, compound)."""
    if not tok.is_lower:
        return False
    if tok.dep_ == "compound" and tok.head.pos_ == "PROPN" and tok.head.i > tok.i:  # (not "the Broadway musical X": amod)
        return True
    doc = tok.doc
    if noun_read_as_verb(tok):
        return True  # "the HBO miniseries X"
    # "on the talent show X" parsed as a clause "talent show X", "the stage musical X" (ADJ)
    return described_work_noun(tok)


def _opens_a_title(doc: Doc, quote: int) -> bool:
    """The opening quote at ``quote`` follows what introduces a title, not a remark: a
    preposition ("seasons on "X.""), a conjunction in a list ('"A" and "B."') or a work noun
    ('the hit "X,"'); a verb of saying or a colon introduces speech."""
    if quote < 1:
        return False
    before = doc[quote - 1]
    return before.pos_ in {"ADP", "CCONJ"} and before.lower_ not in {"as", "like"} \
        or before.lower_ in lexicon().work_nouns | {"hit"}


def _dated_titles(doc: Doc) -> list[Mention]:
    """Titles followed by their year in brackets, as careers list them: quoted ("'April Rain'
    (2005)") or a title-case run NER does not call a person ("Copper Sky (2019)"; "Ada Vey
    (1950)" is a birth year)."""
    out: list[Mention] = []
    written = texts(doc)
    for k in (k for k in range(1, len(doc) - 2) if written[k] == "("):
        if not (year_bracket_at(doc, k) and MODERN_YEAR.match(doc[k + 1].text)):
            continue  # a year of this century or the last: an older one ("X (1886)") is seldom a credit
        end = k
        if doc[end - 1].text in QUOTES:  # "'April Rain' (2005)"
            start = next((j + 1 for j in range(end - 2, max(doc[k].sent.start, end - 14) - 1, -1)
                          if doc[j].text in OPENING_QUOTES), None)
            if start is None or start >= end - 1 or not title_cased([t.text for t in doc[start:end - 1] if not t.is_punct]):
                continue
            out.append(Mention(start, end - 1, clean_name(doc[start:end - 1].text), WORK, "work-cue"))
            continue
        start = end
        while start > doc[k].sent.start and is_titleish(doc[start - 1]) and end - start < 10:
            start -= 1
        if start == end or any(t.ent_type_ == "PERSON" for t in doc[start:end]) or _no_title(doc, start, end) \
                or named_elsewhere(doc, start, end) or not title_cased([t.text for t in doc[start:end]]):
            continue
        out.append(Mention(start, end, clean_name(doc[start:end].text), WORK, "work-cue"))
    return out


MODERN_YEAR = re.compile(r"^(?:19|20)\d\d$")


def _title_before_role(doc: Doc, start: int, end: int) -> bool:
    """The title-case run [start, end) before a role noun names a work, whatever NER called
    it: "the Night Ward star", "Velvet Lies actress A" (ORG to NER), "Broken Lanterns star B"
    (PERSON to NER), unless :func:`_no_title` or, for a run NER calls a person, the person is
    named elsewhere ("Ada ... the Vey co-star"), the role noun is read as a verb ("Tova Brin stars
    as ...") or the run opens on a given name before a plural role noun ("the Ada Vey co-stars";
    "Bright Harbour stars A and B" is a title's)."""
    if _no_title(doc, start, end) or named_elsewhere(doc, start, end):
        return False  # "Quill stars as ...": a word of a person named elsewhere, whatever NER called it
    noun = doc[end + 1] if MODERN_YEAR.match(doc[end].text) and end + 1 < len(doc) else doc[end]  # ("X 2026 line-up")
    if misread_verb(noun) and noun.lemma_.lower() not in lexicon().work_verbs_doing:
        return False  # "Ada Vey hosts X": a name before a verb the small model read as a plural noun
        # ("X premieres in May" is a work all the same)
    return not (any(t.ent_type_ == "PERSON" for t in doc[start:end])
                and (noun.tag_ not in {"NN", "NNS"} or noun.tag_ == "NNS" and fold(doc[start].text) in lexicon().given_names
                     or named_elsewhere(doc, start, end)))


def _networks_shows(doc: Doc) -> list[Mention]:
    """What a broadcaster owns, in title case after its possessive: "the BBC's Mill Lane",
    "Channel 4's Rate My Flat" (lexicon ``networks``, the possessor's first or last word); not a
    person's name ("Netflix's Ted Vance"), an event or a place."""
    lex = lexicon()
    out: list[Mention] = []
    for tok in (doc[i] for i, word in enumerate(texts(doc)) if word in {"'s", "’s"}):
        if tok.text not in {"'s", "’s"} or tok.i == 0 or tok.i + 1 >= len(doc) or not is_titleish(doc[tok.i + 1]):
            continue
        start = tok.i
        while start > 0 and (doc[start - 1].text[:1].isupper() or doc[start - 1].like_num) \
                and doc[start - 1].sent.start == tok.sent.start:
            start -= 1  # "Channel 4", "the BBC"
        if start == tok.i or not _a_network(doc[start:tok.i]) or tok.i - start == 1 and doc[start].lower_ in _MEDIA:
            continue  # (not "TV's Sunny Varga": a tabloid's way to name a television personality)
        end = title_run(doc, tok.i + 1)
        if end <= tok.i + 1 or person_shaped(doc, tok.i + 1, end) and not ordinary_words(doc, tok.i + 1, end) \
                or _no_title(doc, tok.i + 1, end) or names_event(doc[tok.i + 1:end].text) \
                or fold(doc[tok.i + 1].text) in lex.given_names \
                or end < len(doc) and doc[end].is_lower and doc[end].pos_ == "NOUN" \
                or any(t.lower_ in lex.occupations or t.lower_ in lex.titles or t.lower_ in lex.person_nouns for t in doc[tok.i + 1:end]):
            continue  # (not "the BBC's Glastonbury coverage", "the BBC's Director General")
        out.append(Mention(tok.i + 1, end, clean_name(doc[tok.i + 1:end].text), WORK, "work-cue"))
    return out


_MEDIA = frozenset({"tv", "television", "radio"})
_SCREENS_OF_A_NATION = _MEDIA | {"cinema", "film", "screen", "screens"}  # "British TV", "Italian cinema"


def _no_title(doc: Doc, start: int, end: int) -> bool:
    """The title-case run [start, end) names no work: it is empty or "The", a place or a people
    ("the Texas star", "the British actress"), a description's word ("Rap star A"), an award
    ("the Oscar winner"), an industry, network, club, institution or award category ("the
    Hollywood star", "an NBA star", "the Disney Channel actress", "the Superior Court judge"), or
    ends in a function word."""
    run = doc[start:end]
    lex = lexicon()
    if start >= end or run.text == "The" or not any(t.pos_ in {"PROPN", "NUM"} for t in run) and not (
            start == run.sent.start and any(e.text == run.text for e in doc.ents)) \
            and not all(t.is_title and t.is_alpha and _no_common_word(t) for t in run) \
            and not _title_cased_run(run, start):  # "Northgate" read as an adjective, opening a sentence, is a name
        return True  # where NER names it elsewhere; a word no dictionary has is one ("Pellowmere star A", the title
        # tagged a noun; not "Rap star B"); so is a run :func:`_title_cased_run` finds
    if any((t.ent_type_ in {"NORP", "GPE", "LANGUAGE"} or t.ent_type_ == "DATE" and not_title(t)) and not _after_a_function_word(t, start)
           for t in run) or all(
            t.like_num or t.ent_type_ in {"CARDINAL", "QUANTITY", "MONEY", "PERCENT"} for t in run):
        return True  # "more than 50 films": a number is no title ("30 Rock" is)
    if fold(run.text) in lex.awards or run[0].lower_ in lex.awards:
        return True
    if len(run) == 1 and (run[0].lower_ in lex.name_modifiers or run[0].lower_ in lex.work_nouns or run[0].lower_ in _SIZING_WORDS):
        return True  # "Rap star A", "Fan favourite B": a description, capitalised to open the sentence;
        # "Show host C", "Series star D": the work by its kind, named before
    return lex.no_work(run[0].lower_) or lex.no_work(run[-1].lower_) \
        or run[-1].lower_ in lex.title_function_words or len(run) > 1 and run[-1].lower_ in FIRM_ENDINGS


def _title_cased_run(run: Span, start: int) -> bool:
    """Common words written as a title: two or more title-case words inside a sentence ("his
    fellow Plate Up judge"), or with a function word between them at its start ("Voices of
    Tomorrow winner A"; not "Rap star B", "Grand National winner C", capitals a sentence may open on)."""
    words = [t for t in run if t.lower_ not in lexicon().title_function_words]
    return len(words) > 1 and all(t.is_title for t in words) and (
        start > run.sent.start or len(words) < len(run) and run[-1].lower_ not in lexicon().title_function_words)


def _after_a_function_word(tok: Token, start: int) -> bool:
    """A place or a date word after a title's function word inside a title-case run from ``start``:
    "Voices of Tomorrow", "Bus to Brighton" (not "the Texas star", "the British actress")."""
    glue = tok.doc[tok.i - 1].lower_ if tok.i > 0 else ""
    return tok.i >= start + 2 and glue in lexicon().title_function_words and glue not in {"and", "&", "or"} \
        and tok.doc[tok.i - 2].is_title  # (not "A-Hale and American actress B": a list of two)


def _no_common_word(tok: Token) -> bool:
    """A word the model's dictionary does not have (False where it has none: a hand-built Doc)."""
    return tok.pos_ in {"NOUN", "ADJ", "VERB", "X"} and tok.vocab.lookups.has_table(DICTIONARY) and not in_dictionary(tok)


def _work_verb_argument(tok: Token) -> tuple[int, int] | None:
    """The title a verb only works take names: "X premieres in May", "X airs on Sundays", "X
    has been renewed", "Netflix cancelled X" (lexicon work_verbs: a passive or an object for
    the verbs done to a work, a subject for the ones it does), whatever else NER called it; never
    a person (people debut, air grievances and get cancelled too), a place, a network or an award."""
    lex = lexicon()
    lemma = tok.lemma_.lower()
    back = _back_for_a_season(tok) or _released(tok)
    if not acts_as_verb(tok) or lemma not in lex.work_verbs_done and lemma not in lex.work_verbs_doing and not back:
        return None
    done = lemma in lex.work_verbs_done
    deps = ({"nsubjpass", "dobj"} if done else {"nsubj"})
    arg = next((c for c in tok.children if c.dep_ in deps), None)
    if arg is None and not done and misread_verb(tok):
        arg = tok.doc[tok.i - 1]  # "X returns next month", read as the noun phrase "X returns"
    if arg is None or not arg.text[:1].isupper() or arg.pos_ != "PROPN" and (arg.i == arg.sent.start or arg.pos_ != "NOUN"):
        return None  # (a title's last word may be a common noun: "Frost Fair Dancing returns")
    if person_shaped(arg.doc, arg.left_edge.i, arg.i + 1) and not (
            back and arg.left_edge.i == arg.i and fold(arg.text) not in lex.given_names):
        return None  # "Ada Vey returns for season 2", "fans tried to cancel Ada Vey": people do these too (one
        # word no given name, named nowhere else, back for a season, is a show: a person is named in full first)
    start = _past_article(arg.doc, arg.left_edge.i, arg.i)
    end = title_run(arg.doc, start)
    if not (start <= arg.i < end) or _no_title(arg.doc, start, end) or named_elsewhere(arg.doc, start, end):
        return None
    words = arg.doc[start:end].text.split()
    if names_event(arg.doc[start:end].text) or words[-1].lower() in GATHERING_ENDINGS | {"show"} or (
            not done and 2 <= len(words) <= 3 and fold(words[0]) in lex.given_names):
        return None  # "Paris Fashion Week returns", "Daniel Cross returns next month": an event, a person
    return start, end


def _past_article(doc: Doc, start: int, head: int) -> int:
    """Where a title starts in the phrase from ``start`` to its head: past quotes and a lower-case
    article; a capital "The" before a capitalised word is the title's own ("The White Lotus
    returns"), not before a lower-case one ("The drama X")."""
    while start < head and (doc[start].lower_ in {"a", "an"} | set(OPENING_QUOTES) or doc[start].lower_ == "the" and not (
            doc[start].text == "The" and doc[start + 1].is_title)):
        start += 1
    return start


def _hosted_by(tok: Token) -> tuple[int, int] | None:
    """"Knife Point, hosted by Lachlan Pryor," "Night Owls, presented by A and B,": the name a
    participle of hosting describes, when a person hosts it, is a show's, whatever NER called
    it; not a person's, a place's, a network's, an award's or an event's ("the Met Gala, hosted
    by A")."""
    if tok.lemma_.lower() not in _HOSTED or tok.tag_ != "VBN" or tok.dep_ != "acl" or not (
            tok.head.pos_ == "PROPN" or tok.head.pos_ == "NOUN" and tok.head.text[:1].isupper()):  # ("Kings" a noun)
        return None
    if not any(p.ent_type_ == "PERSON" or any(c.dep_ == "appos" and c.ent_type_ == "PERSON" for c in p.children)
               for a in tok.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"):
        return None  # ("hosted by A", "fronted by the former swimmer B")
    head, doc = tok.head, tok.doc
    start = _past_article(doc, head.left_edge.i, head.i)
    end = title_run(doc, start)
    if not (start <= head.i < end) or _no_title(doc, start, end) or named_elsewhere(doc, start, end) \
            or person_shaped(doc, start, end) or names_event(doc[start:end].text) \
            or any(t.ent_type_ in {"GPE", "LOC", "FAC", "NORP", "DATE"} for t in doc[start:end]) \
            or fold(doc[end - 1].text) in GATHERING_ENDINGS | PRIZE_WORDS \
            or end - start == 1 and doc[start].ent_type_ != "WORK_OF_ART":
        return None  # (not "The Ashford Prize, presented by A", "Glastonbury, hosted by B": a prize, a festival)
    return start, end


_HOSTED = frozenset({"host", "co-host", "present", "front", "narrate", "judge"})


def _released(tok: Token) -> bool:
    """"X opens in cinemas", "X hits theaters on Friday", "X arrives on screens", "X returned
    to screens": only a film or a show goes there."""
    if tok.lemma_.lower() not in {"open", "hit", "arrive", "land", "come", "return"}:
        return False
    places = [c for c in tok.children if c.dep_ == "dobj"]
    places += [p for c in tok.children if c.dep_ == "prep" and c.lower_ in {"in", "on", "to"} for p in c.children if p.dep_ == "pobj"]
    return any(p.lemma_.lower() in _RELEASE_PLACES or p.lower_.removesuffix("s") in _RELEASE_PLACES for p in places)


_RELEASE_PLACES = frozenset({"cinema", "theater", "theatre", "screen", "multiplex"})


def _back_for_a_season(tok: Token) -> bool:
    """"X returns for a second season", "X is back for season 3": what comes back for a season
    is a show; so is what returns at a date ("X returns in June", "X returns next month"), since
    a person returning says where to ("Ada Vey returns to X", "returns as Jake"), or to a
    channel ("X returns to BBC One", "X returns to our screens")."""
    if not (tok.lemma_.lower() == "return" or (tok.lemma_ == "be" and any(c.lower_ == "back" for c in tok.children))):
        return False
    holders = [tok, *(c for c in tok.children if c.lower_ == "back")]
    for h in holders:
        for c in h.children:
            if c.dep_ == "prep" and c.lower_ == "for" and any(p.lemma_.lower() in {"season", "series"} for p in c.children):
                return True
    if tok.lemma_.lower() == "return" and any(c.dep_ == "prep" and c.lower_ == "to" and (names_a_channel(
            tok.doc[c.i + 1:c.right_edge.i + 1].text) or any(p.dep_ == "pobj" and p.lower_ in _SCREENS for p in c.children))
            for c in tok.children):
        return True  # "X returns to BBC One", "X returns to our screens": a show comes back to its channel
    if tok.lemma_.lower() != "return" or any(c.dep_ in {"prep", "dobj"} and c.lower_ in {"to", "as", "home"} for c in tok.children):
        return False
    dated = [c for c in tok.children if c.dep_ == "npadvmod" and c.ent_type_ == "DATE"]
    dated += [p for c in tok.children if c.dep_ == "prep" and c.lower_ in {"in", "on"}
              for p in c.children if p.dep_ == "pobj" and p.ent_type_ == "DATE"]
    return bool(dated)


# a title in single quotes, as headlines and British news print them ('The Ember Court'): the
# opening quote after a space, a bracket or the line's start, a capital after it, the closing quote
# before a space or punctuation (not an apostrophe inside a word: "Who's", "fans' favourite")
_SINGLE_QUOTED = re.compile(r"(?:(?<=^)|(?<=[\s(\[]))[‘']([A-Z0-9](?:[^'‘’\n]|['’](?=s\s)){1,58}?)[’'](?=[\s.,;:!?)\]]|$)", re.M)
# (a possessive inside the quotes is the title's own: "'Cobbler's Yard' favourites")


def _quoted_title(doc: Doc, span) -> bool:
    """A title in quotes, as US news prints them: every word capitalised (function words
    aside), short, and no nickname between two parts of a name (Sean "Diddy" Combs). Right
    before a role or work noun ("The Stage" coach) any capitalised quote is one."""
    lex = lexicon()
    words = span.text.split()
    if len(words) > 10 or not title_cased(words):
        return False
    after = doc[span.end + 1] if span.end + 1 < len(doc) else None
    if after is not None and after.lower_ in lex.role_nouns | lex.work_nouns:
        return True
    if after is not None and after.lower_ in lex.music_nouns:
        return False  # "the "Rich Rain" singer": a song, no show or film anyone appears in
    before = doc[span.start - 2] if span.start >= 2 else None
    named_around = before is not None and before.pos_ == "PROPN" and before.text[:1].isupper() \
        and after is not None and after.pos_ == "PROPN" and after.text[:1].isupper()
    speech = span.end < len(doc) and doc[span.end - 1].text in {"!", "?", ".", ","}
    return not named_around and not speech and any(t.pos_ in {"PROPN", "NOUN", "NUM"} for t in span)


# the present-tense verbs of being on screen the small model reads as plural nouns after a name ("A hosts X")
# (not "fronts", "judges", "headlines": a band, a campaign, a dog show, a venue as often as a show)
PRESENT_ON_SCREEN = frozenset({"hosts", "co-hosts", "cohosts", "presents", "co-presents", "narrates", "stars", "co-stars"})


def present_verb_titles(doc: Doc) -> dict[int, tuple[int, int]]:
    """The verbs of ``PRESENT_ON_SCREEN`` the parser took for nouns after a person's name, by token
    index, each with the title after it (:func:`_after_a_present_verb`). Read once per Doc: the
    mention pass and the appearance matcher ask the same question."""
    cached = doc.user_data.get(_PRESENT_KEY)
    if cached is None:
        cached = doc.user_data[_PRESENT_KEY] = {
            i: span for i in positions(doc, PRESENT_ON_SCREEN) for span in [_after_a_present_verb(doc, doc[i])] if span}
    return cached


_PRESENT_KEY = "kgbuild.present_verb_titles"


def _after_a_present_verb(doc: Doc, verb: Token) -> tuple[int, int] | None:
    """The title right after a verb of ``PRESENT_ON_SCREEN`` the parser took for a noun after a
    person's name, a known given name first ("Ada Vey hosts [the quiz show] X with B"): past the
    work's kind, a title-case run that opens with no given name and no possessive ends."""
    framed = verb.pos_ == "VERB" and verb.dep_ not in {"compound", "amod", "nmod"}  # (a verb with its own frame)
    if verb.lower_ not in PRESENT_ON_SCREEN or framed or verb.i == 0 or not doc[verb.i - 1].text[:1].isupper() \
            or doc[verb.i - 1].pos_ != "PROPN":
        return None
    k = verb.i - 1
    while k > verb.sent.start and doc[k - 1].pos_ == "PROPN" and doc[k - 1].text[:1].isupper():
        k -= 1
    end = verb.sent.end
    start = skip_descriptions(doc, verb.i + 1, end)
    stop = title_run(doc, start, end) if start < end else start
    stop = next((j for j in range(start + 1, stop) if doc[j].lower_ in {"with", "alongside"}), stop)  # "X with BBC Scotland"
    given = lexicon().given_names
    described = any(t.lower_ in lexicon().work_nouns for t in doc[verb.i + 1:start])  # "hosts the quiz show X"
    if fold(doc[k].text) not in given or stop <= start or fold(doc[start].text) in given \
            or stop < end and doc[stop].text in {"'s", "’s", "'"} or _no_title(doc, start, stop) \
            or names_event(doc[start:stop].text) or any(t.lower_ in lexicon().awards or t.lower_ in PRIZE_WORDS
                                                        or t.ent_type_ in _NOT_HOSTED and not described for t in doc[start:stop]):
        return None  # a person's name before (not "The adaptation X stars Tom Ardent"), a title after (not "presents the
        # Pellow Prize", "hosts the Glass Gala", a name NER knows for a place, a firm or an event)
    return start, stop


# the participles by which a work is someone's vehicle: "the Ada Vey-led comedy X", "a Tom Hale-fronted quiz"
LED_BY = frozenset({"led", "fronted", "starring", "headlined", "hosted"})  # (not "-helmed": directed)


def led_by(doc: Doc, hyphen: int) -> tuple[int, int] | None:
    """The person's name before "-led" (a glued hyphen at ``hyphen`` and a word of ``LED_BY``):
    a known given name and one to two capitalised words, which NER rarely tags there."""
    if not glued_hyphen(doc, hyphen, len(doc)) or doc[hyphen + 1].lower_ not in LED_BY:
        return None
    start = hyphen
    while start > 0 and hyphen - start < 3 and doc[start - 1].text[:1].isupper() and doc[start - 1].is_alpha:
        start -= 1
    while start < hyphen - 1 and fold(doc[start].text) not in lexicon().given_names:
        start += 1  # "The Ada Vey-led": from the given name
    return (start, hyphen) if hyphen - start >= 2 and fold(doc[start].text) in lexicon().given_names else None


def _subjects_of_misread_verbs(doc: Doc) -> list[Mention]:
    """A person's name NER missed before a role verb the small model read as a plural noun, the
    name its compound ("Ellie Sandoval stars in X", parsed as the noun phrase "Ellie Sandoval
    stars"): a title-case run that looks like a person's name and opens with a known given name."""
    lex, out = lexicon(), []
    for k in positions(doc, PRESENT_ON_SCREEN):
        verb = doc[k]
        if k == 0 or doc[k - 1].ent_type_ or not misread_verb(verb):
            continue
        start = _capitalised_compounds_before(doc, k)
        name = doc[start:k].text
        if k - start >= 2 and fold(doc[start].text) in lex.given_names and looks_like_person_name(name):
            out.append(Mention(start, k, clean_name(name), PERSON, "name-shape"))
    return out


def _subjects_owning_a_pronoun(doc: Doc) -> list[Mention]:
    """A person's name NER missed as a clause's subject, a known given name and a capitalised
    word, when the clause goes on with "her" or "his" before a noun ("Nia Obi posed with her
    brother", "Tomas Reyes thanked his fans"), or the sentence it opens is followed by one that
    opens on "he", "she", "his" or "her": a firm or a title owns no "her"."""
    lex, out = lexicon(), []
    for i, dep in enumerate(deps(doc)):
        if dep not in {"nsubj", "nsubjpass"}:
            continue  # (and "A is survived by his wife")
        tok = doc[i]
        if tok.pos_ != "PROPN" or tok.ent_type_ or tok.head.pos_ not in {"VERB", "AUX"}:
            continue
        start = _capitalised_compounds_before(doc, tok.i)
        name = doc[start:tok.i + 1].text
        if tok.i - start != 1 or fold(doc[start].text) not in lex.given_names or not looks_like_person_name(name) \
                or start > tok.sent.start and doc[start - 1].text[:1].isupper():
            continue  # (not inside a longer name: "Mrs Tobin Marsh")
        owned = any(t.dep_ == "poss" and t.i > tok.i and (t.lower_ in lex.male_pronouns or t.lower_ in lex.female_pronouns)
                    for t in tok.head.subtree)
        after = tok.sent.end  # or the next sentence opens on "He", "She", "His", "Her": "A was unavailable. Her husband ..."
        told_on = start == tok.sent.start and after < len(doc) and (doc[after].lower_ in lex.male_pronouns
                                                                   or doc[after].lower_ in lex.female_pronouns)
        if owned or told_on:
            out.append(Mention(start, tok.i + 1, clean_name(name), PERSON, "name-shape"))
    return out


def _named_after_a_person_noun(doc: Doc) -> list[Mention]:
    """A person's name NER missed, right after the noun that says who the person is: two or three
    capitalised words no NER label covers, in apposition to a lower-case kin noun or a person's
    job ("his former manager, Emeka Obi", "her husband, the businessman Segun Cole"), the words
    proper nouns, no title and no firm (a name from any country, in or out of the given-name list)."""
    lex, out = lexicon(), []
    for k in positions(doc, lex.person_nouns | lex.kin_nouns | lex.occupations):
        noun = doc[k]
        if not noun.is_lower or noun.pos_ != "NOUN":
            continue
        if noun.lower_ not in lex.person_nouns and noun.lower_ not in lex.kin_nouns and not any(
                c.dep_ == "compound" and c.pos_ == "PROPN" and c.i < k for c in noun.children):
            continue  # any other job only after the show it is done on: "the former X contestant Jade Akin"
        start = k + 2 if k + 2 < len(doc) and doc[k + 1].text == "," else k + 1
        end = start
        while end < min(start + 3, noun.sent.end) and doc[end].pos_ == "PROPN" and doc[end].is_title and doc[end].is_alpha \
                and not doc[end].ent_type_:
            end += 1
        if end - start < 2 or end < noun.sent.end and (doc[end].text[:1].isupper() or doc[end].text in {"'s", "’s", "-"}):
            continue  # (the whole of a longer capitalised run, no possessor: not "his manager, Live Nation Group's")
        name = doc[start:end].text
        head = next((t for t in doc[start:end] if not start <= t.head.i < end), None)
        apposed = head is not None and (head.head.i == k or noun.dep_ == "compound" and noun.head.i == head.i) \
            or start == k + 1 and fold(doc[start].text) in lex.given_names
        # ("his manager, A": A hung on the noun; "the banker A": the noun hung on A; "TV presenter Nina A", hung anywhere)
        if not apposed or not looks_like_person_name(name) \
                or any(lex.no_work(t.lower_) or t.lower_ in lex.titles for t in doc[start:end]):
            continue
        out.append(Mention(start, end, clean_name(name), PERSON, "name-shape"))
    return out


def _children_listed_with_ages(doc: Doc) -> list[Mention]:
    """Children named each with an age in commas, in a list opening on a child noun: "their sons,
    Alfie, eight, and Teddy, five", "three children: Mo, 12, Lia, 9, and Ben, 4". NER often calls
    such a one-word name a firm, a place or a work; the list says they are people (names NER
    already calls people are left to it)."""
    out: list[Mention] = []
    for k in positions(doc, lexicon().child_nouns):
        noun, end = doc[k], doc[k].sent.end
        if not noun.is_lower or k + 2 >= end or doc[k + 1].text not in {",", ":"}:
            continue
        j = k + 2
        while j < end:
            stop = j
            while stop < end and stop - j < 3 and doc[stop].is_title and doc[stop].is_alpha:
                stop += 1
            if stop == j or stop + 1 >= end or doc[stop].text != "," or not doc[stop + 1].like_num:
                break  # each name with its age: "Alfie, eight"
            if doc[j].ent_type_ != "PERSON":
                out.append(Mention(j, stop, doc[j:stop].text, PERSON, "name-shape"))
            j = stop + 2
            while j < end and doc[j].lower_ in {",", "and"}:
                j += 1
    return out


def _names_listed_with_people(doc: Doc) -> list[Mention]:
    """A person's name NER missed beside one it found, joined by "and" or a comma: two or three
    proper nouns no NER label covers, the first a known given name (a capitalised job before it
    is no part of it: "Regulars [Yolanda Pierce] and Casimir Novak", "Casimir Novak and [Yolanda
    Pierce]")."""
    given, out = lexicon().given_names, []
    def bare(k: int) -> bool:
        return doc[k].pos_ == "PROPN" and doc[k].is_title and doc[k].is_alpha and not doc[k].ent_type_
    for ent in (e for e in doc.ents if e.label_ == "PERSON"):
        sent = ent.sent
        if ent.start - 2 >= sent.start and doc[ent.start - 1].lower_ in {"and", ","}:
            end = ent.start - 1
            start = end
            while start > sent.start and end - start < 3 and bare(start - 1):
                start -= 1
            while start < end - 1 and fold(doc[start].text) not in given and occupation(doc[start].lower_):
                start += 1  # "Regulars Yolanda Pierce"
            if 2 <= end - start <= 3 and fold(doc[start].text) in given and not (start > sent.start and bare(start - 1)
                                                                               and not occupation(doc[start - 1].lower_)):
                out.append(Mention(start, end, clean_name(doc[start:end].text), PERSON, "name-shape"))
        if ent.end + 2 < sent.end and doc[ent.end].lower_ in {"and", ","}:
            start = ent.end + 1
            end = start
            while end < sent.end and end - start < 3 and bare(end):
                end += 1
            if 2 <= end - start <= 3 and fold(doc[start].text) in given and not (end < sent.end and doc[end].text[:1].isupper()):
                out.append(Mention(start, end, clean_name(doc[start:end].text), PERSON, "name-shape"))
    return out


def _capitalised_compounds_before(doc: Doc, head: int) -> int:
    """Where the run of capitalised words hung as compounds inside the run on token ``head``
    begins ("Ellie Sandoval" before "stars", "Nia" before "Obi"): no word NER gave a type."""
    start, sent_start = head, doc[head].sent.start
    while start > sent_start and (w := doc[start - 1]).dep_ == "compound" and start <= w.head.i <= head \
            and w.text[:1].isupper() and w.is_alpha and not w.ent_type_:
        start -= 1
    return start


def _led_by_names(doc: Doc) -> list[Mention]:
    """People named before "-led" and its like (:func:`led_by`)."""
    spans = [span for k in positions(doc, {"-"}) for span in [led_by(doc, k)] if span]
    return [Mention(a, b, clean_name(doc[a:b].text), PERSON, "name-shape") for a, b in spans]


# what NER names that one does not host or star in, unless the phrase says it is a show: a place, a venue, a
# firm or a campaign, an event
_NOT_HOSTED = frozenset({"GPE", "LOC", "FAC", "ORG", "EVENT"})


def section_headings(doc: Doc) -> list[tuple[int, int]]:
    """The titles heading the sections of a listing ("Copper Road (Netflix)" on a line of its own,
    then a paragraph about it, then "Iron Bay (BBC One)" ...): lines after the headline that are a
    title-case run, maybe a bracket ("(Netflix)", "(2019)") or a colon's short tail after it, with
    no sentence's stop, no person's given name first, and a paragraph after them; two such lines at
    least (one subheading is no listing). Read once per Doc."""
    cached = doc.user_data.get(_SECTIONS_KEY)
    if cached is None:
        cached = doc.user_data[_SECTIONS_KEY] = _read_section_headings(doc)
    return cached


_SECTIONS_KEY = "kgbuild.section_headings"


def _read_section_headings(doc: Doc) -> list[tuple[int, int]]:
    lines, start = [], first_line_end(doc) + 1
    forms = texts(doc)
    for k in range(start, len(doc)):
        if "\n" in forms[k] or k == len(doc) - 1:  # (a line break is a token of its own: never in whitespace_)
            words = [t.i for t in doc[start:k + 1] if not t.is_space]
            if words:
                lines.append((words[0], words[-1] + 1))
            start = k + 1
    given = lexicon().given_names
    found = []
    listing = bool(positions(doc, _LISTING_WORDS, 0, first_line_end(doc)))
    for n, (a, b) in enumerate(lines):
        if doc[a].like_num and a + 2 < b and doc[a + 1].text in {".", ")"}:
            a += 2  # "1. Copper Road", a numbered list's heading
        if fold(doc[a].text) in given or _no_title_heading(doc, a, b):
            continue  # (not "Monday", "Week 3:", "Netflix", a person's name heading what became of them)
        inline = _inline_heading(doc, a, b)  # "Copper Road: A plays ...", "Iron Bay, BBC One, 9pm. A is ..."
        if inline is not None:
            found.append((a, inline))
            continue
        quoted = doc[a].text in OPENING_QUOTES and a + 1 < b  # '"Copper Road" (Netflix)'
        if b - a > 12 or doc[b - 1].text in {".", "!", "?"} or doc[b - 1].text in {'"', "”"} and not quoted \
                or n + 1 == len(lines):
            continue
        a += quoted
        stop = title_run(doc, a, b)
        tail = doc[stop + (quoted and stop < b and doc[stop].text in QUOTES):b]
        if stop <= a or not (len(tail) == 0 or tail[0].text == "(" and tail[-1].text == ")" or tail[0].text in {":", "–", "—"}):
            continue
        if not _title_words(doc, a, stop):
            continue
        body = lines[n + 1]
        if doc[body[1] - 1].text not in {".", "!", "?", '"', "”"}:
            continue  # a paragraph follows, not another heading
        if stop - a >= 2 and _called_by_surname(doc, a, stop, body):
            continue  # "Saoirse Donnelly (DI Niamh Keane)" / "Donnelly returns as ...": a person heading the entry
        bracket = len(tail) > 2 and tail[0].text == "(" and not any(t.ent_type_ == "PERSON" or _kin_or_bond(t) for t in tail)
        # "(Netflix)", "(2019)"; not "(mother and son)", "(married)": a pair of people heading their entry
        described = any(t.lower_ in lexicon().work_nouns for t in doc[body[0]:min(body[0] + 8, body[1])])  # "This gripping drama ..."
        if bracket or described or quoted or not tail and listing:
            found.append((a, stop))  # (not a character's name heading a cast guide's paragraph: "Captain Rourke"; a bare
            # title line only where the headline calls the story a listing: "What to watch this week")
    return found if len(found) >= 2 else []


# a headline's words for a listing of titles ("What to watch this week", "New on streaming in May")
_LISTING_WORDS = frozenset({"watch", "stream", "streaming", "binge", "picks", "tonight", "week", "weekend", "highlights",
                            "arriving", "releases", "premieres", "schedule", "roundup", "round-up", "listings"})


# what a bracket says of two people it follows ("A and B (engaged)", "(best friends)"), besides kin nouns
_BONDS = frozenset({"married", "engaged", "divorced", "dating", "couple", "partners", "friends", "cousins", "siblings",
                    "exes", "colleagues", "twins"})


def _kin_or_bond(tok) -> bool:
    lex = lexicon()
    low = tok.lower_
    return low in _BONDS or low in lex.male_cues or low in lex.female_cues or low in lex.sibling_nouns or low in lex.child_nouns


def _called_by_surname(doc: Doc, a: int, stop: int, body: tuple[int, int]) -> bool:
    """The paragraph under a heading opens on the heading's last word alone, as news calls a
    person by the surname ("Saoirse Donnelly" / "Donnelly returns as ..."), where a title is
    written whole ("Copper Road" / "Copper Road follows ...")."""
    first = next((t for t in doc[body[0]:body[1]] if not t.is_space), None)
    return first is not None and first.text == doc[stop - 1].text and first.text != doc[a].text


def _title_words(doc: Doc, a: int, stop: int) -> bool:
    """Every word of [a, stop) is a title's: capitalised, a number, punctuation or a title's function word."""
    words = lexicon().title_function_words
    return all(t.is_title or t.is_punct or t.like_num or t.lower_ in words for t in doc[a:stop])


def _no_title_heading(doc: Doc, a: int, b: int) -> bool:
    """A line that opens with what heads a listing's section without being a title: a day, a
    week or a month ("Monday", "Week 3:"), a channel or a platform ("Netflix"), or a person the
    line goes on to tell of ("A Vey: Vey now runs a bakery", "A Vey: she ...")."""
    lex = lexicon()
    first = doc[a].lower_
    stop = title_run(doc, a, b)
    if first in lex.calendar_words or first in {"week", "day", "part", "episode", "round"} or lex.no_work(first) \
            or first in lex.networks or fold(doc[a:max(stop, a + 1)].text) in lex.networks or doc[a].ent_type_ in {"DATE", "TIME"}:
        return True
    if stop <= a or not any(t.ent_type_ == "PERSON" for t in doc[a:stop]):
        return False
    later = {t.lower_ for t in doc[stop:min(stop + 6, b)]}
    return doc[stop - 1].lower_ in later or bool(later & {"he", "she", "his", "her", "they"})


def _inline_heading(doc: Doc, a: int, b: int) -> int | None:
    """The end of a title opening a paragraph as its heading, the paragraph told after it on the
    same line: "Copper Road: A plays a nurse ...", "Iron Bay, season 2: B returns as ...", "Salt
    Meadow, BBC One, 9pm. C is gripping as ..." (a title-case run, then a colon, or a comma and a
    channel, a day or a time and a full stop); the line a sentence or more."""
    if doc[b - 1].text not in {".", "!", "?", '"', "”"}:
        return None
    stop = title_run(doc, a, b)
    if stop <= a or stop - a > 8 or stop + 2 >= b or not _title_words(doc, a, stop):
        return None
    tail = doc[stop:min(stop + 7, b)]
    colon = next((t.i for t in tail if t.text == ":"), None)
    if colon is not None and all(t.is_punct or t.like_num or t.lower_ in {"season", "series", "part", "episode"}
                                 for t in doc[stop:colon]):
        return stop  # "X:", "X, season 2:"
    full_stop = next((t.i for t in tail if t.text == "."), None)
    listed = doc[stop + 1:full_stop] if full_stop is not None and doc[stop].text == "," else None
    if listed is not None and len(listed) and not any(t.pos_ in {"VERB", "AUX"} for t in listed) and any(
            t.like_num or t.ent_type_ in {"TIME", "DATE", "ORG"} for t in listed):
        return stop  # "X, BBC One, 9pm."
    return None


def _section_titles(doc: Doc) -> list[Mention]:
    """Titles heading a listing's sections (:func:`section_headings`)."""
    return [Mention(a, b, work_name(doc, a, b), WORK, "section") for a, b in section_headings(doc)]


def _present_verb_titles(doc: Doc) -> list[Mention]:
    """Titles after a verb of being on screen read as a noun (:func:`present_verb_titles`)."""
    return [Mention(a, b, work_name(doc, a, b), WORK, "role-slot") for a, b in present_verb_titles(doc).values()]


def _role_slot_mentions(doc: Doc) -> list[Mention]:
    """Titles in the slot a role cue opens ("starred in A and B"), whatever NER called them."""
    its = _writes_its(doc)
    spans = [span for slot in role_slots(doc) if not (its and own_part(doc[slot.trigger]))  # not "X returns to Channel 4 for its third season"
             for span in slot.titles] + titles_of_parts(doc)
    return [Mention(start, end, name, WORK, "role-slot") for start, end in spans for name in [work_name(doc, start, end)]
            if name and not names_a_channel(name) and not a_nations_screen(doc, start, end)
            and fold(name).split()[-1] not in FIRM_OR_PRIZE_ENDINGS]  # not "returns to Brightwood Studios", "the Fern Prize"


# the last word of a firm's or a prize's name, never a title's
FIRM_OR_PRIZE_ENDINGS = FIRM_ENDINGS | PRIZE_WORDS


def a_nations_screen(doc: Doc, start: int, end: int) -> bool:
    """A nationality and a medium ("a star of British TV", "of Italian cinema"): a country's
    screens, no title."""
    return end - start >= 2 and doc[end - 1].lower_ in _SCREENS_OF_A_NATION \
        and all(t.ent_type_ == "NORP" or t.tag_ == "JJ" for t in doc[start:end - 1])  # ("British" NER's ORG, a JJ)


_BAND_NOUNS = frozenset({"band", "duo", "trio", "quartet", "quintet", "boyband", "supergroup"})  # "the band X": a band
_WEEKDAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
_BEFORE_A_DAY = frozenset({"on", "last", "this", "next", "since", "until", "by", "from"})
_SCREENS = frozenset({"screen", "screens", "tv", "television", "airwaves", "tvs"})
_CHANNEL_NUMBERS = frozenset({"one", "two", "three", "four", "1", "2", "3", "4", "5"})


def names_a_channel(name: str) -> bool:
    """A broadcaster's channel: its name (lexicon ``networks``) and at most a number ("BBC One",
    "Channel 4", "ITV"): where a show is on ("returns to BBC One"), never a title."""
    words = fold(name).split()
    networks = lexicon().networks
    first = words[0].rstrip("0123456789") if words else ""  # "ITV1", "BBC2": the network and its number in one word
    return bool(first) and first in networks and all(w in networks or w in _CHANNEL_NUMBERS for w in words[1:]) \
        and len(words) <= 2


def work_name(doc: Doc, start: int, end: int) -> str:
    """The name of the title at [start, end): a quoted title keeps its own "'s" ('"Saint Jude's"')."""
    quoted = start > 0 and doc[start - 1].text in OPENING_QUOTES and end < len(doc) and (doc[end].text in QUOTES or doc[end].text == ",")
    if not quoted:
        return clean_name(doc[start:end].text)
    after = end + 1 if doc[end].text in QUOTES else end + 2  # the word after the closing quote
    owned = after < len(doc) and doc[after].is_lower and doc[after].pos_ in {"ADJ", "NOUN"} and not doc[after].ent_type_ \
        and doc[after].lower_ not in lexicon().role_nouns  # '"Glass Harbor's" final season' (not '"Saint Jude's" star A')
    return clean_name(doc[start:end].text, possessive=owned)


_SEASON_NOUNS = frozenset({"season", "series", "episode", "seasons", "episodes"})
_ORDER_WORDS = frozenset({"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                          "final", "last", "latest", "new", "next", "upcoming", "opening", "debut", "inaugural"})


_ONE_NIGHT_PARTS = frozenset({"final", "finale", "premiere"})  # "the final of X", "last night's premiere of Y"
_PARTS_NAMING_A_TITLE = _SEASON_NOUNS | _ONE_NIGHT_PARTS


def _numbered_season(tok: Token) -> bool:
    """A season noun with its number after it: "season three", "series 3", "Season 2"."""
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return tok.lower_ in _SEASON_NOUNS and nxt is not None and (nxt.like_num or nxt.ent_type_ in {"CARDINAL", "ORDINAL"})


def _titles_of_a_part(doc: Doc) -> list[Mention]:
    """The title a numbered or ordered part belongs to, whatever NER called it: "Season two of
    X", "series 3 of Y", "the final season of Z", "the final of W" (not "a series of talks",
    "the final of the World Cup": an event's)."""
    out: list[Mention] = []
    for tok in (doc[i] for i in positions(doc, _PARTS_NAMING_A_TITLE)):
        if tok.lower_ not in _PARTS_NAMING_A_TITLE or tok.i + 3 >= len(doc):
            continue
        numbered = _numbered_season(tok)
        ordered = tok.i > 0 and (doc[tok.i - 1].lower_ in _ORDER_WORDS or doc[tok.i - 1].ent_type_ == "ORDINAL"
                                 or tok.lower_ in _ONE_NIGHT_PARTS and doc[tok.i - 1].lower_ in {"the", "this", "last"})
        of = tok.i + 1 + numbered
        if not (numbered or ordered) or doc[of].lower_ != "of" or of + 1 >= len(doc) or not is_titleish(doc[of + 1]) \
                or doc[of + 1].ent_type_ in ({"DATE"} if numbered else {"PERSON", "GPE", "DATE"}) \
                or doc[of + 1].lower_ in lexicon().pronouns \
                or doc[of + 1].lower_ in _SEASON_NOUNS:  # "the third episode of Series 4 of X": X, read next
            continue  # (a numbered part is a work's, whatever NER called it: "season three of [Harbour Lights]PERSON")
        end = title_run(doc, of + 1)
        if end > of + 1 and not (tok.lower_ in _ONE_NIGHT_PARTS and (names_event(doc[of + 1:end].text) or any(
                t.ent_type_ in {"EVENT", "FAC", "LOC"} for t in doc[of + 1:end]) or end < len(doc) and doc[end].text in {"'s", "’s"})):
            # not "the final of Wimbledon", "the final of RTÉ's talent show X" (the network's)
            out.append(Mention(of + 1, end, clean_name(doc[of + 1:end].text), WORK, "work-cue"))
    return out


def _works_by_their_parts(doc: Doc) -> list[Mention]:
    """The subject of a clause that speaks of its own season or cast, a title-case name no given
    name opens: "[The Golden Mic] returns to Channel Six for its twelfth series"."""
    out: list[Mention] = []
    if not _writes_its(doc):
        return out
    for tok in doc:
        if tok.dep_ == "nsubj" and tok.pos_ == "PROPN" and _its_own_parts(doc, tok.left_edge.i, tok.i + 1):
            out.append(Mention(tok.left_edge.i, tok.i + 1, clean_name(doc[tok.left_edge.i:tok.i + 1].text), WORK, "work-cue"))
    return out


def _title_described_after(doc: Doc, noun: Token) -> tuple[int, int] | None:
    """The title a work noun in apposition describes: the title-case words of the noun's head,
    right before the comma that opens the description ("Crimson Fortune, the historical drama
    that made them stars"); a description with its own determiner or possessor ("the", "a", "her")."""
    head = noun.head if noun.dep_ == "appos" else doc[noun.left_edge.i - 2]  # (or the name before the comma)
    start, end = head.left_edge.i, head.i + 1
    if doc[start].text in OPENING_QUOTES:
        start += 1
    dated = year_bracket_at(doc, end)
    comma = end + 3 if dated else end  # "X (2012), a raw drama about ...": the year the title came out
    if head.i >= noun.i or comma >= len(doc) or doc[comma].text != "," or noun.left_edge.i != comma + 1 \
            or not any(c.dep_ in {"det", "poss"} for c in noun.children) or head.pos_ != "PROPN":
        return None
    if end <= start or title_run(doc, start) < end or end - start > 8 or doc[start].lower_ in lexicon().pronouns:
        return None
    return start, end


def _between_commas(noun: Token) -> bool:
    """A work noun's phrase set off by commas right after a name, whatever the parser hung it on
    ("Saltmarrow, a six-part crime drama set on an island, begins on Sunday")."""
    doc = noun.doc
    left, right = noun.left_edge.i, noun.right_edge.i
    return noun.dep_ in {"nsubj", "nsubjpass", "dobj", "pobj", "attr"} and left >= 2 and doc[left - 1].text == "," \
        and doc[left - 2].pos_ == "PROPN" and doc[left - 2].i >= noun.sent.start and right + 1 < len(doc) \
        and doc[right if doc[right].is_punct else right + 1].text in {",", ".", ";"} and doc[left].lower_ in {"a", "an", "the"}


_SEASON_NOUNS = frozenset({"season", "seasons", "series"})


def _titles_counted_in_seasons(doc: Doc) -> list[Mention]:
    """A title-case run a show's seasons follow: "will return to X for its third season", "has
    joined X for its ninth series", "left X after four seasons" (what only a show has), whatever
    NER called it; the run is a verb's or a preposition's object, and opens with no given name."""
    out = []
    lex = lexicon()
    seasons = positions(doc, _SEASON_NOUNS)
    if not seasons or not screen_story(doc):
        return out  # a team's, a camp's or an orchestra's seasons: only in a story that speaks of the screen
    for tok in (doc[i] for i in seasons):
        prep = tok.head
        if tok.dep_ != "pobj" or not (
                prep.lower_ == "for" and any(c.dep_ == "poss" and c.lower_ == "its" for c in tok.children)
                and any(c.dep_ == "amod" and (c.tag_ == "JJ" and c.lower_.endswith(("st", "nd", "rd", "th"))) for c in tok.children)
                or prep.lower_ == "after" and any(c.dep_ == "nummod" for c in tok.children)):
            continue
        end = prep.i
        start = end
        while start - 1 > tok.sent.start and (doc[start - 1].text[:1].isupper() and doc[start - 1].is_alpha or (
                doc[start - 1].lower_ in lex.title_particles | {"and", "&", "of", "the"} and doc[start - 2].text[:1].isupper())):
            start -= 1
        while start < end and not doc[start].text[:1].isupper():
            start += 1
        if start == end or end - start > 6 or doc[start - 1].pos_ not in {"ADP", "VERB", "AUX"} \
                or fold(doc[start].text) in lex.given_names or doc[start].ent_type_ in {"GPE", "LOC", "NORP", "DATE"} \
                or lex.no_work(doc[start].lower_):
            continue
        verb = prep.head if prep.head.pos_ in {"VERB", "AUX"} else prep.head.head
        subject = next((c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}), None)
        acting = subject.lower_ in {"he", "she", "they"} or any(_a_persons_word(t, lex) for t in subject.subtree) \
            if subject is not None else any(_a_persons_word(t, lex) for t in doc[tok.sent.start:start])  # (the verb misparsed)
        if not acting:
            continue  # "X returns to Channel 4 for its third season": its is X's, the subject's, when no person acts
        out.append(Mention(start, end, clean_name(doc[start:end].text), WORK, "work-cue"))
    return out


def _a_persons_word(tok: Token, lex) -> bool:
    """A word of a person's name: NER's, or a known given name NER missed ("Judges Priya Sethi and
    Anders Holm return to ...")."""
    return tok.ent_type_ == "PERSON" or tok.pos_ == "PROPN" and tok.is_title and fold(tok.text) in lex.given_names


_OWN_CASTS = frozenset({"cast", "ensemble"})  # (a festival has a line-up of its own)
# the last words of the houses and bodies that cast a stage production or a season of their own
_STAGE_HOUSES = frozenset({"theatre", "theater", "opera", "company", "playhouse", "ballet", "orchestra", "festival",
                           "players", "rep", "repertory", "academy", "school"})


def _works_casting(doc: Doc) -> list[Mention]:
    """The subject of a verb done to "its cast" ("X has set its cast", "Y has rounded out its
    ensemble", "Z has added four to its cast"): a work, whatever NER called the name, unless a
    house's or a firm's word ends it ("The Vale Theatre has announced its cast": a stage's)."""
    out = []
    for k in positions(doc, _OWN_CASTS):
        noun = doc[k]
        if not any(c.dep_ == "poss" and c.lower_ == "its" for c in noun.children):
            continue
        verb = noun.head.head if noun.dep_ == "pobj" and noun.head.lower_ in {"to", "for"} else noun.head
        if noun.dep_ not in {"dobj", "pobj"} or verb.pos_ not in {"VERB", "AUX"}:
            continue
        subj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        span = _defined_title(doc, subj) if subj is not None and subj.pos_ == "PROPN" else None
        if span is not None and not _no_title(doc, *span) and doc[span[1] - 1].lower_ not in _STAGE_HOUSES | FIRM_OR_PRIZE_ENDINGS:
            out.append(Mention(*span, clean_name(doc[span[0]:span[1]].text), WORK, "work-cue"))  # (not "The Vale Theatre")
    return out


def _defined_title(doc: Doc, subj: Token) -> tuple[int, int] | None:
    """The title a copula defines, from its subject: the subject's own words up to its head,
    without an opening quote before or a bracket (another title, a translation) after."""
    start, end = subj.left_edge.i, subj.i + 1
    quoted = doc[start].text in OPENING_QUOTES
    if quoted:
        start += 1
        close = next((k for k in range(start, min(start + 20, subj.head.i)) if doc[k].text in QUOTES), None)
        if close is None:
            return None
        return (start, close) if close > start and doc[start].text[:1].isupper() else None
    while end < subj.right_edge.i + 1 and doc[end].text not in {"(", ",", "[", "—", "–"}:
        end += 1  # "Harbor of Lights": the head is "Harbor", the title runs on
    while end > start and doc[end - 1].text in QUOTES + ".,":
        end -= 1
    if end <= start or not doc[start].text[:1].isupper() or (end - start == 1 and doc[start].pos_ == "PRON"):
        return None  # "It is her first film": a pronoun is no title
    if title_run(doc, start) < end or end - start > 12 or any(t.lemma_ == "be" for t in doc[start:end]):
        return None  # "The low-budget film": a description, not a title
    return start, end


def _resolve_overlaps(candidates: list[Mention]) -> list[Mention]:
    """Keep non-overlapping mentions, preferring cue-found works, then longer spans."""
    priority = {"work-cue": 0, "quote": 0, "role-slot": 0, "credit-pair": 0, "section": 0, "role-cue": 1, "ner": 2, "slot": 1, "heading": 1, "name-shape": 1,
                "firm-cue": 1}  # ("broadcaster Meridian One": a firm, whatever NER called it)
    ordered = sorted(candidates, key=lambda m: (priority.get(m.source, 3), -(m.end - m.start), m.start))
    taken: set[int] = set()
    kept: list[Mention] = []
    for m in ordered:
        span = set(range(m.start, m.end))
        if span & taken:
            continue
        taken |= span
        kept.append(m)
    return sorted(kept, key=lambda m: m.start)


def _people_run_together(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """Names NER ran into one company or title across "and" or "as" when the article names the
    people elsewhere: "[Callaghan and Asante]ORG, who married in 2021" beside Bronte Callaghan and
    Kwame Asante are two people; "[Glitter Ball as Ivo Tam]ORG falls" is the show, then Ivo Tam.
    A side counts as a person's when it is a person's full name, surname or given name there."""
    people: set[str] = set()
    for m in mentions:
        if m.type == PERSON:
            words = fold(m.name).split()
            people |= {fold(m.name), words[0], words[-1], " ".join(words[1:])}
    out: list[Mention] = []
    for m in mentions:
        joint = next((k for k in range(m.start + 1, m.end - 1) if doc[k].lower_ in {"and", "as"} and doc[k].is_lower), None) \
            if m.type in {ORG, WORK} and m.source == "ner" else None
        right = clean_name(doc[joint + 1:m.end].text) if joint is not None else ""
        if right and doc[joint].lower_ == "and" and _person_and_firm(doc, m.start, joint, m.end):
            out += [Mention(m.start, joint, clean_name(doc[m.start:joint].text), PERSON, m.source),
                    Mention(joint + 1, m.end, right, ORG, m.source)]  # "[Ivo Brandt and Pellow Records]ORG"
            continue
        if not right or fold(right) not in people:
            out.append(m)
            continue
        left = clean_name(doc[m.start:joint].text)
        if doc[joint].lower_ == "and" and fold(left) in people:
            out += [Mention(m.start, joint, left, PERSON, m.source), Mention(joint + 1, m.end, right, PERSON, m.source)]
        elif doc[joint].lower_ == "as" and left:
            out += [Mention(m.start, joint, left, m.type, m.source), Mention(joint + 1, m.end, right, PERSON, m.source)]
        else:
            out.append(m)
    return out


def _person_and_firm(doc: Doc, start: int, joint: int, end: int) -> bool:
    """A given name and a surname, "and", then a firm's name of two words or more ending in a
    company word: "Ivo Brandt and Pellow Records" is a person and a company."""
    return joint - start in {2, 3} and fold(doc[start].text) in lexicon().given_names and end - joint > 2 \
        and doc[end - 1].lower_ in COMPANY_WORDS and all(t.text[:1].isupper() for t in doc[joint + 1:end])


def _vote_types(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """Give every surface form one type: works found by cue win; otherwise the majority.

    A single capitalised token that is part of a person's name elsewhere in the
    article ("Alec" beside "Alec Baldwin", or "Alec" tagged ORG) is a person.
    """
    votes: dict[str, Counter] = {}
    for m in mentions:
        votes.setdefault(fold(m.name), Counter())[m.type] += 3 if m.source != "ner" else 1
    person_tokens = {k for m in mentions if m.type == PERSON for k in range(m.start, m.end)}
    for m in mentions:  # what the sentence says about a name outweighs NER's label
        if m.type == ORG and (_listed_with_person(doc, m, person_tokens) or _does_what_people_do(doc, m)
                              or _undergoes_what_people_do(doc, m)):
            votes[fold(m.name)][PERSON] += 4
        if m.type == WORK and m.source == "ner" and (_a_part_played(doc, m) or _speaks(doc, m)):
            votes[fold(m.name)][PERSON] += 4
        if m.type in {ORG, PERSON} and (_a_work_by_its_parts(doc, m) or _made_by_its_crew(doc, m) or _a_work_by_its_setting(doc, m)):
            votes[fold(m.name)][WORK] += 4
        if m.type in {ORG, PERSON} and _described_as_person(doc, m):
            votes[fold(m.name)][PERSON] += 4
            if doc[m.start].lower_ in lexicon().occupations:  # "Actress Rhea Stone": "Rhea Stone" too
                votes.setdefault(fold(doc[m.start + 1:m.end].text), Counter())[PERSON] += 4
    person_words: set[str] = set()  # words of multi-word person names
    person_names: set[str] = set()  # every name voted a person
    surnames: set[str] = set()  # the last words of multi-word person names
    for m in mentions:
        if votes[fold(m.name)].most_common(1)[0][0] == PERSON and (fold(m.name).split()[-1] not in COMPANY_WORDS
                                                                   or _after_occupation(doc, m)):
            bare = strip_title(m.name)
            person_names.add(fold(bare))
            if len(bare.split()) > 1:
                person_words.update(fold(w) for w in bare.split())
                surnames.add(fold(bare.split()[-1]))
    cue_works = {fold(m.name) for m in mentions if m.type == WORK and m.source != "ner"}
    # "Anthem" NER calls a person beside "The Anthem", a title a capital "The" opens: the title
    the_titles = {key[4:] for m in mentions if m.type == WORK for key in [fold(m.name)] if key.startswith("the ")}
    # one-word names voted a person ("Renata"): the first word of a two- or three-word name NER called a company
    singles_voted = {fold(m.name) for m in mentions if " " not in m.name and votes[fold(m.name)].most_common(1)[0][0] == PERSON}
    # "Crestline" beside "Crestline Records": the first words of names a company word ends
    company_firsts = {words[0] for m in mentions for words in [fold(m.name).split()]
                      if len(words) > 1 and words[-1] in COMPANY_WORDS and m.type != WORK} - person_words - lexicon().given_names
    out: list[Mention] = []
    for m in mentions:
        key = fold(m.name)
        kind = votes[key].most_common(1)[0][0]
        words = key.split()
        if len(words) == 1 and m.source == "ner":
            tok = doc[m.start] if m.end - m.start == 1 else None
            if words[0] in person_words and key not in cue_works:
                kind = PERSON  # "Hilaria" beside "Hilaria Baldwin", whatever NER said
            elif kind == PERSON and tok is not None and tok.pos_ != "PROPN" and (
                    tok.i == tok.sent.start or words[0] not in lexicon().given_names and not any(
                        t.ent_type_ == "PERSON" for t in tok.conjuncts)):
                continue  # "Seemingly" at the start of a sentence (not "two daughters, Elke and Maren", Elke tagged an adverb)
            elif kind == PERSON and words[0].endswith("s") and any(w == words[0][:-1] for w in person_words):
                continue  # "the Baldwins": a family (or a show), not a person
        if kind == PERSON and (WORK in votes[key] and key in cue_works or key in the_titles and len(words) <= 3):
            kind = WORK
        elif kind == WORK and key not in cue_works and (votes[key][PERSON] >= votes[key][WORK] or 1 < len(words) <= 3
                                                          and words[0] in person_names and words[-1] in surnames):
            # NER as unsure as a coin, or a given name and a surname the article gives people
            # ("Ivo" and "Leo Marsh" beside an "Ivo Marsh" NER called a title), that nothing reads as a title
            kind = PERSON
        if kind == PERSON and len(words) > 1 and words[-1] in COMPANY_WORDS and not _after_occupation(doc, m):
            kind = ORG  # "Zenith Records sued ...", "Harmon Pictures": a company, whatever NER said
        elif kind == PERSON and len(words) == 1 and words[0] in company_firsts:
            kind = ORG  # "Zenith sued her" after "Zenith Records"
        if kind == ORG and len(m.name.split()) <= 3 and all(fold(w) in person_words for w in m.name.split()):
            kind = PERSON
        elif kind == ORG and 2 <= len(words) <= 3 and words[0] in singles_voted and words[-1] not in COMPANY_WORDS \
                and not (m.start > 0 and doc[m.start - 1].lower_ == "the") and not lexicon().no_work(words[-1]):
            kind = PERSON  # "Renata Solis" (ORG to NER) beside a "Renata" NER calls a person
        elif kind == ORG and _family_member_name(doc, m, surnames):
            kind = PERSON  # "married Leo Hart" (ORG to NER) in a story about Max Hart: a family name
        out.append(Mention(m.start, m.end, m.name, kind, m.source))
    singles = {fold(strip_title(m.name)) for m in out if m.type == PERSON and " " not in strip_title(m.name)}
    return _add_alias_mentions(doc, out, person_words | singles)


def _family_member_name(doc: Doc, m: Mention, surnames: set[str]) -> bool:
    """An organisation's name shaped like a person's that carries the surname of a person the
    article names: a first name and that surname, nothing before it ("the Hart Group" and "Hart
    Records" are companies)."""
    words = m.name.split()
    if len(words) != 2 or fold(words[-1]) not in surnames:
        return False
    first, last = doc[m.start], doc[m.end - 1]
    if last.head.lower_ in {"character", "role", "alter"}:
        return False  # "his character Ivo Hart": a part, whatever its name
    return first.pos_ == "PROPN" and first.text[:1].isupper() and fold(words[0]) not in lexicon().non_work_names \
        and not (m.start > 0 and doc[m.start - 1].lower_ == "the") and fold(words[0]) not in surnames


def _described_as_person(doc: Doc, m: Mention) -> bool:
    """"X (born 1961) is a Dutch actress", "X (1790–1851) was a daughter of ...":
    a life-dates bracket right after the name, a copula naming an occupation, or an occupation
    right before the name ("actress X", "Actress X" inside NER's span)."""
    after = doc[m.end] if m.end < len(doc) else None
    if after is not None and after.text == "(":
        inside = doc[m.end + 1:min(m.end + 6, len(doc))]
        if any(t.lower_ in {"born", "née", "nee", "c."} for t in inside) or (
                len(inside) >= 3 and inside[0].like_num and inside[1].text in {"–", "-", "—"} and inside[2].like_num):
            return True
    if _after_occupation(doc, m) or _has_kin(doc, m) or _age_after(doc, m.end) or _cast_as(doc, m):
        return True
    root = doc[m.end - 1]
    if m.end < len(doc) and doc[m.end].text == "," and any(
            c.dep_ == "appos" and c.is_lower and (c.lemma_.lower() in lexicon().occupations or c.lower_ in lexicon().occupations)
            or c.dep_ == "relcl" and any(w.lower_ in {"who", "whom", "whose"} and w.i == m.end + 1 for w in c.children)
            for c in root.children):
        return True  # "X, the actress, ...", "X, a presenter on Y, ...", "X, who plays a nurse, ..." (a firm is "which")
    if root.dep_ == "appos" and root.head.is_lower and root.head.i < m.start and _person_shaped(doc, m) and (
            root.head.lemma_.lower() in lexicon().occupations or root.head.lower_ in lexicon().person_nouns):
        return True  # "the show's host, Conrad Vale", "her manager, Ivo Brandt" (a given name NER took for a firm's)
    if root.dep_ in {"nsubj", "nsubjpass"} and root.head.lemma_ == "be":
        for c in root.head.children:
            if c.dep_ == "attr" and (c.lower_ in lexicon().person_nouns or c.lemma_.lower() in lexicon().person_nouns):
                return True
    return False


def _age_after(doc: Doc, end: int) -> bool:
    """An age in commas right after a name: "Grace Obi, 25, is a nurse", "2. Grace Obi, 25"
    at a line's end (not "Acme, 25 percent")."""
    if end + 1 >= len(doc) or doc[end].text != "," or not doc[end + 1].is_digit or not 0 < int(doc[end + 1].text) < 111:
        return False
    after = doc[end + 2] if end + 2 < len(doc) else None
    return after is None or after.text in {",", ".", ")"} or after.is_space and "\n" in after.text \
        or "\n" in doc[end + 1].whitespace_


def _cast_as(doc: Doc, m: Mention) -> bool:
    """A given name and surname before "as" and a character's name or a described part: a cast
    list's actor ("Della Marks as Jo Fenwick", "Helen Voss as the ship's surgeon"), whatever NER
    called the actor."""
    return m.end + 2 < len(doc) and doc[m.end].lower_ == "as" and (
        doc[m.end + 1].ent_type_ == "PERSON" or doc[m.end + 1].lower_ in _PART_OPENERS) \
        and len(m.name.split()) in {2, 3} and fold(m.name.split()[0]) in lexicon().given_names


_PART_OPENERS = frozenset({"a", "an", "the", "his", "her", "their"})  # "as the ship's surgeon", "as her mother"


_PLAYING = frozenset({"play", "portray", "voice"})


def _person_shaped(doc: Doc, m: Mention) -> bool:
    """Two or three capitalised words, the first a known given name, the last no company's word:
    a name a person may bear ("Kai Brown"; not "Ada Records", "the Kai Group")."""
    words = m.name.split()
    return 2 <= len(words) <= 3 and fold(words[0]) in lexicon().given_names and fold(words[-1]) not in COMPANY_WORDS \
        and all(t.text[:1].isupper() and t.is_alpha for t in doc[m.start:m.end])


def _listed_with_person(doc: Doc, m: Mention, person_tokens: set[int]) -> bool:
    """A given name and a surname NER called a company, coordinated with a person ("Kai Brown
    and Ella Stone are engaged"; not "Ada Vey and Acme Studios")."""
    if not _person_shaped(doc, m):
        return False
    root = doc[m.end - 1]
    partners = [root.head] if root.dep_ == "conj" else []
    partners += [c for c in root.children if c.dep_ == "conj"]
    return any(p.i in person_tokens and not m.start <= p.i < m.end for p in partners)


def _writes_its(doc: Doc) -> bool:
    """Whether "its" is written at all (:func:`own_part` needs it): most articles never do."""
    return " its " in text_of(doc).lower()


def own_part(verb: Token) -> bool:
    """The clause speaks of its subject's own cast or season ("X has added four actors to its
    cast", "X wrapped its final season", "X returns for its twelfth series"): the subject is a
    work, not a buyer or a maker (nor a network: "its series" only with an ordinal). The season is
    the clause's own, not one a clause under it speaks of ("after A announced that B would not
    return to X for its ninth season, C filed ...": X's, not A's or C's)."""
    if "its" not in lowers(verb.doc)[verb.left_edge.i:verb.right_edge.i + 1]:
        return False  # no "its" in the clause (most clauses): nothing below can hold
    if (any(c.dep_ in {"nsubj", "nsubjpass"} and c.ent_type_ == "PERSON" for c in verb.children) or people_before_verb(verb)) \
            and (screen_story(verb.doc) or "series" in lowers(verb.doc)[verb.i:verb.right_edge.i + 1]):
        return False  # "A and B return to X for its fourth series": people, whose show's season it is (in a story of the
        # screen, or of a series: not "returned to Camp Willow for its third season as a counselor")
    inner = {t.i for c in verb.subtree if c.i != verb.i and c.dep_ in {"ccomp", "advcl", "relcl", "acl"} for t in c.subtree}
    # (a clause anywhere under the verb: "A has appeared on the show, alongside her sister, who joined in its third season")
    return any(t.i not in inner and (t.lower_ in _OWN_PARTS or _line_up(t) or t.lower_ == "series" and any(
        c.dep_ == "amod" and c.tag_ == "JJ" and c.lower_.endswith(("st", "nd", "rd", "th")) for c in t.children))
        and any(c.dep_ == "poss" and c.lower_ == "its" for c in t.children)
        and not any(c.dep_ == "prep" and c.lower_ == "of" for c in t.children)  # not "its third season of roadworks"
        for t in verb.subtree)


_OWN_PARTS = frozenset({"cast", "season", "seasons", "finale", "episode", "episodes", "premiere", "pilot", "lineup"})


def line_up_at(doc: Doc, i: int) -> bool:
    """"line-up" in three tokens ("line", "-", "up"), read at its last: the tokenizer splits the word."""
    return i >= 2 and doc[i].lower_ == "up" and doc[i - 1].text == "-" and doc[i - 2].lower_ == "line"


def _line_up(tok: Token) -> bool:
    """"line-up" in three tokens, at the one the parser made its head ("up", "line" its compound)."""
    return tok.lower_ == "up" and any(c.lower_ == "line" and c.dep_ == "compound" for c in tok.children)


def _a_work_by_its_parts(doc: Doc, m: Mention) -> bool:
    """A name NER called a person or a firm whose clause speaks of its own season or cast:
    "The Golden Mic returns to Channel Six for its twelfth series" (:func:`_its_own_parts`)."""
    start = m.start - 1 if m.start > 0 and doc[m.start - 1].lower_ == "the" else m.start
    return doc[m.end - 1].dep_ == "nsubj" and _its_own_parts(doc, start, m.end)


def _a_work_by_its_setting(doc: Doc, m: Mention) -> bool:
    """A name NER called a person or a firm that the words around it make a work: the object of
    "of" after a cast or a part of a work ("the cast of Salt Meadow", "the finale of X", "season two
    of X"), before a part ("Salt Meadow season 2", "the X finale"), or with a work noun in
    apposition ("Salt Meadow, the BBC's new drama"). Not a name a given name opens ("the cast of
    Tom Hale's film", "Tom Hale, the drama's star")."""
    lex, last = lexicon(), doc[m.end - 1]
    if fold(doc[m.start].text) in lex.given_names or not all(t.text[:1].isupper() or t.is_punct for t in doc[m.start:m.end]) \
            or lex.no_work(doc[m.start].lower_) or lex.no_work(last.lower_):
        return False  # (nor a network: "ITV viewers")
    if last.dep_ == "pobj" and last.head.lower_ == "of" and last.head.head.lemma_.lower() in _SETTING_HEADS \
            and not any(c.dep_ == "case" for c in last.children) and last.i + 1 < len(doc) and doc[last.i + 1].tag_ != "POS":
        return True
    after = doc[m.end] if m.end < len(doc) else None
    if after is not None and after.is_lower and after.lower_ in _SETTING_PARTS and after.tag_ in {"NN", "NNS"} and after.dep_ != "dobj":
        return True
    return any(c.dep_ == "appos" and c.lemma_.lower() in lex.work_nouns | lex.show_nouns and c.i > last.i for c in last.children)


# nouns "of" a work ("the cast of X") and parts written after its title ("X season 2", "X finale")
_SETTING_HEADS = frozenset({"cast", "ensemble", "line-up", "lineup", "season", "finale", "episode", "premiere", "showrunner",
                            "creator", "sequel", "prequel", "reboot", "remake", "trailer"})
_SETTING_PARTS = frozenset({"season", "finale", "cast", "premiere", "trailer", "episode", "spin-off", "spinoff",
                            "reboot", "sequel", "prequel", "remake"})


# what the people behind the camera do to a work ("written by A", "B, who directs the series")
CREW_VERBS = frozenset({"write", "co-write", "direct", "co-direct", "produce", "executive-produce", "create", "co-create",
                        "showrun", "helm", "pen"})


def _made_by_its_crew(doc: Doc, m: Mention) -> bool:
    """A name NER called a person or a firm that a crew verb describes with its maker: "Iron Sky,
    written by Pia Lund,", "Broken Valley (1994), directed by A," (a participle with "by"); not a
    name a given name opens ("Tom Vey, directed by his mother,")."""
    return fold(doc[m.start].text) not in lexicon().given_names and any(
        c.dep_ == "acl" and c.tag_ == "VBN" and c.lemma_.lower() in CREW_VERBS and any(a.dep_ == "agent" for a in c.children)
        for c in doc[m.end - 1].children)


def _its_own_parts(doc: Doc, start: int, end: int) -> bool:
    """The subject [start, end) of a clause that speaks of its own season or cast is a work: a
    title-case name no given name opens, that NER does not call a person unless "The" opens it,
    and not one that joins a cast ("Ada Vey has joined the cast of X for its final season": X's)."""
    lex, verb = lexicon(), doc[end - 1].head
    words = doc[start:end]
    aged = any(c.dep_ == "appos" and c.like_num for c in doc[end - 1].children)  # "Calloway, 39,": a person
    return own_part(verb) and not aged and all(t.text[:1].isupper() or t.text in {"-", "&"} for t in words) \
        and fold(words[0].text) not in lex.given_names and not lex.no_work(fold(words[-1].text)) \
        and (words[0].lower_ == "the" or not any(t.ent_type_ == "PERSON" for t in words)) \
        and not any(c.dep_ == "dobj" and c.lower_ == "cast" for c in verb.children) \
        and not _show_before_its(verb) and not names_event(words.text)  # (a festival reveals its line-up too)


def _show_before_its(verb: Token) -> bool:
    """A name after "on", "in" or "to" stands between the verb and "its": "its" is that show's ("A
    has played a nurse on Harbour Lights since its first season", "A and B return to Y for its
    fourth series"), not the subject's; a network is no show ("X returns on Channel Six for its
    third series", "X returns to BBC One for its ninth series")."""
    its = next((t for t in verb.subtree if t.lower_ == "its" and t.i > verb.i), None)
    lex = lexicon()
    return its is not None and any(
        t.pos_ == "PROPN" and t.dep_ == "pobj" and t.head.lower_ in {"on", "in", "to"} and not lex.no_work(t.lower_)
        and not lex.no_work(" ".join([*(w.lower_ for w in t.lefts if w.dep_ == "compound"), t.lower_]))  # "BBC One"
        for t in verb.doc[verb.i + 1:its.i])


def _a_part_played(doc: Doc, m: Mention) -> bool:
    """A name NER called a title that someone plays, described as a person: "she will play Isolde
    Vane, a folklorist who ...", "he plays Rafe Dunn, who runs the farm" — a character (not "plays
    Hamlet in the West End")."""
    root = doc[m.end - 1]
    if not (root.dep_ == "dobj" and root.head.lemma_.lower() in {"play", "portray", "voice"}):
        return False
    return any(c.dep_ == "appos" and c.pos_ == "NOUN" or c.dep_ == "relcl" and any(w.lower_ == "who" for w in c.children)
               for c in root.children)


def _undergoes_what_people_do(doc: Doc, m: Mention) -> bool:
    """Two or three capitalised words NER called a firm, whatever the first name, as the subject of
    what befalls only a person: "Casper Nyland was arrested", "X died at 81", "Y gave birth" (not a
    name a company word ends, nor a place's)."""
    words = m.name.split()
    if not 2 <= len(words) <= 3 or fold(words[-1]) in COMPANY_WORDS or not all(
            t.text[:1].isupper() and t.is_alpha for t in doc[m.start:m.end]):
        return False
    root = doc[m.end - 1]
    verb = root.head
    lemma = verb.lemma_.lower()
    return root.dep_ == "nsubjpass" and lemma in _BEFALLS_PEOPLE or root.dep_ == "nsubj" and (
        lemma == "die" or lemma == "give" and any(c.dep_ == "dobj" and c.lower_ == "birth" for c in verb.children))


_BEFALLS_PEOPLE = frozenset({"arrest", "hospitalize", "hospitalise", "detain", "jail", "bear"})


def _speaks(doc: Doc, m: Mention) -> bool:
    """A given name and a surname NER called a title, as the subject of a speech verb: '...,"
    Maisie Thornbury said' (a quotation's closing mark misleads NER)."""
    root = doc[m.end - 1]
    return _person_shaped(doc, m) and root.dep_ == "nsubj" and root.head.lemma_.lower() in _SPEECH_VERBS


_SPEECH_VERBS = frozenset({"say", "tell", "add", "explain", "recall", "admit", "insist", "write", "reply", "joke"})


def _does_what_people_do(doc: Doc, m: Mention) -> bool:
    """A given name and a surname NER called a firm or a place, in a clause that holds two
    people: the subject of a person verb whose object is a person or a part ("Theo Park plays a
    nurse", "Nina Hale married him"), the object of a person-object verb whose subject is a person
    or a work ("She married Freddie Finch", "The film stars Remy Lark and Jude Holt"), after
    "engaged to", "married to" (the lexicon's ``person_verbs`` and ``person_object_verbs``), or
    the subject of "has joined the cast". Not a
    team playing a team, a firm voicing support, a menu marrying flavours, a building or a
    landscape ("Madison Avenue"), whatever its first word."""
    lex = lexicon()
    if not _person_shaped(doc, m) or lex.no_work(fold(m.name.split()[-1])) \
            or any(t.ent_type_ in {"FAC", "LOC"} for t in doc[m.start:m.end]):
        return False
    root = doc[m.end - 1]
    while root.dep_ == "conj" and root.head.i != root.i:
        root = root.head  # "stars Remy Lark and Jude Holt": the list's place in the clause
    verb = root.head
    lemma = "wed" if verb.lower_ == "wed" else verb.lemma_.lower()  # the lemmatiser reads "wed" as "we"
    if root.dep_ == "pobj" and verb.lower_ == "to":  # "engaged to B", "a part that went to B"
        return verb.head.lower_ in {"engaged", "married"} or verb.head.pos_ == "VERB" and part_gone(verb.head) is not None
    if root.dep_ == "dobj" and lemma in lex.person_object_verbs and not any(
            c.dep_ == "prep" and c.lower_ == "with" for c in verb.children):  # not "marries the peach with bourbon"
        return any(c.dep_ == "nsubj" and _a_person_or_work(c, lex) for c in verb.children)
    if root.dep_ == "nsubj" and lemma in lex.performing_verbs:  # "Colm Reddan starred in X", "Ada Vey guest-starred on Y"
        return any(c.dep_ == "prep" and c.lower_ in {"in", "on", "opposite", "alongside"} for c in verb.children)
    if root.dep_ == "nsubj" and lemma in {"join", "rejoin"}:  # "Ebony Frost-Adair has joined the cast"
        return any(c.dep_ == "dobj" and c.lower_ in {"cast", "ensemble"} for c in verb.children)
    playing = lemma in {"play", "portray"}  # "plays a nurse", not "plays Clemson" (a team) or "plays host"
    return root.dep_ == "nsubj" and lemma in lex.person_verbs and any(
        c.dep_ == "dobj" and c.lower_ != "host" and (_a_part(c, lex) if playing else _a_person(c, lex)) for c in verb.children)


def _a_part(tok: Token, lex) -> bool:
    """A part someone plays: "a nurse", "her mother"."""
    return tok.pos_ == "NOUN" and (tok.lemma_.lower() in lex.occupations or tok.lower_ in lex.male_cues
                                   or tok.lower_ in lex.female_cues)


def _a_person(tok: Token, lex) -> bool:
    """Someone: "him", "her", a name NER calls a person's, "the actress"."""
    return tok.lower_ in {"him", "her"} or tok.ent_type_ == "PERSON" or _a_part(tok, lex)


def _a_person_or_work(tok: Token, lex) -> bool:
    """A subject that marries or casts someone: a pronoun, a person, a work ("the film")."""
    low = tok.lower_
    return low in lex.female_pronouns or low in lex.male_pronouns or low in lex.plural_pronouns \
        or tok.lemma_.lower() in lex.work_nouns or _a_person(tok, lex)


def _has_kin(doc: Doc, m: Mention) -> bool:
    """The name owns a relative ("Ella Stone's husband") or has or shares one ("Ella Stone has
    two sons"), or left an estate ("the estate of Leo Marsh"): a company does none of these."""
    lex = lexicon()
    root = doc[m.end - 1]
    if any(t.is_punct for t in doc[m.start:m.end]):
        return False  # "Ada and Mia (Leo": NER ran past a bracket

    def kin(tok: Token) -> bool:
        low = tok.lower_
        return tok.pos_ == "NOUN" and low not in _NOT_KIN_WORDS and (
            low in lex.male_cues or low in lex.female_cues or low in lex.child_nouns or low in lex.sibling_nouns
            or tok.lemma_.lower() in lex.child_nouns)
    if root.dep_ == "pobj" and root.head.lower_ == "of" and root.head.head.lower_ == "estate":
        return True  # "the estate of Leo Marsh": what a person leaves
    if root.dep_ == "poss":
        return m.end < len(doc) and doc[m.end].text in {"'s", "’s", "'", "’"} and (kin(root.head) or root.head.lower_ == "estate")
    if root.dep_ == "nsubj" and root.head.lemma_.lower() in {"have", "share", "welcome"}:
        return any(c.dep_ == "dobj" and kin(c) for c in root.head.children)
    return False


_NOT_KIN_WORDS = frozenset({"actor", "actress", "businessman", "businesswoman", "man", "woman", "lady", "gentleman",
                            "boy", "girl", "baby", "heir", "kid", "child"})  # a company's "baby", "heir", "child"


def _after_occupation(doc: Doc, m: Mention) -> bool:
    """An occupation word opens the span, or stands right before it as the name's modifier, and
    two or three capitalised words follow ("Actress Rhea Stone", "the singer Ada Vey"; not
    "the producer's company Acme Films Group")."""
    lex = lexicon()
    if m.start > 0 and (doc[m.start - 1].lower_ == "as" or doc[m.start - 1].lemma_.lower() in _PLAYING):
        return False  # "cast as Nurse Ada Grey", "plays Doctor Kai Moss": a part
    if doc[m.start].lower_ in lex.occupations and m.end - m.start > 1:
        start, before = m.start + 1, doc[m.start]
    elif m.start > 0 and doc[m.start - 1].lower_ in lex.occupations and doc[m.start - 1].is_lower:
        start, before = m.start, doc[m.start - 1]
    else:
        return False
    name = doc[start:m.end]
    return 2 <= len(name) <= 3 and all(t.text[:1].isupper() and t.is_alpha for t in name) \
        and before.head.i in range(start, m.end) and before.dep_ in {"compound", "amod", "nmod"}


def _add_alias_mentions(doc: Doc, mentions: list[Mention], person_words: set[str]) -> list[Mention]:
    """Capitalised tokens NER missed that are a first name or surname of a person here."""
    taken = {i for m in mentions for i in range(m.start, m.end)}
    titles = lexicon().titles
    extra: list[Mention] = []
    for tok in (doc[i] for i, word in enumerate(texts(doc)) if word[:1].isupper()):
        if tok.i in taken or tok.pos_ not in {"PROPN", "NOUN"} or not tok.text[:1].isupper():
            continue
        start, end = _hyphen_compound(doc, tok.i)  # "Mensah-Dallow": the whole surname or none of it
        if start < tok.i or any(k in taken for k in range(start, end)):
            continue
        if fold(doc[start:end].text) in person_words and tok.lower_ not in titles:
            # a plural surname ("the Baldwins") names a family or a show, not a person
            extra.append(Mention(start, end, clean_name(doc[start:end].text), PERSON, "alias"))
    return sorted(mentions + extra, key=lambda m: m.start)


def _hyphen_compound(doc: Doc, i: int) -> tuple[int, int]:
    """The capitalised words glued by hyphens around ``doc[i]`` ("Mensah-Dallow", "Jean-Luc"):
    their start and end; (i, i + 1) for a word standing alone."""
    def glued(k: int) -> bool:  # doc[k] is a hyphen written between two capitalised words
        return 0 < k < len(doc) - 1 and doc[k].text == "-" and not doc[k - 1].whitespace_ and not doc[k].whitespace_ \
            and doc[k - 1].text[:1].isupper() and doc[k + 1].text[:1].isupper()
    start, end = i, i + 1
    while glued(start - 1):
        start -= 2
    while glued(end):
        end += 2
    return start, end


# words after a hyphen that make a name a modifier ("a Quill-style rescue"), not a part of it
_HYPHEN_WORDS = frozenset({"style", "era", "like", "esque", "type", "themed", "level", "size", "sized", "shaped",
                           "length", "inspired", "led", "based", "born", "bred", "owned", "backed", "run", "made", "free",
                           "language", "starring"})


def proper_description_end(doc: Doc, k: int) -> int | None:
    """Where the name begins after a description that a proper name opens at ``doc[k]``: "Emmy
    winner Alex Deck", "Broadway legend Mae Deck", "Sunday league legend Liam Barr" (up to two
    lower-case words, the last an occupation, then a capitalised word); None when there is none."""
    if not doc[k].text[:1].isupper():
        return None
    lex = lexicon()
    end = doc[k].sent.end
    while k + 2 < end and doc[k + 1].text == "-" and not doc[k].whitespace_ and not doc[k + 1].whitespace_:
        k += 2  # "French-Canadian actress June Vale", "Oscar-winning director B"
    for j in range(k + 1, min(k + 4, end - 1)):
        if not (doc[j].is_lower and doc[j].is_alpha and doc[j].pos_ in {"NOUN", "ADJ", "VERB"}):
            return None  # (not "shares Ivy with musician B")
        if doc[j].lower_ in lex.occupations and doc[j + 1].text[:1].isupper():
            return j + 1
    return None


def _numbered(doc: Doc, i: int) -> bool:
    """"No. 3", "No 2": a number's abbreviation, no name."""
    k = i + 1 + (i + 1 < len(doc) and doc[i + 1].text == ".")
    return doc[i].text in {"No", "No.", "Number"} and k < len(doc) and doc[k].like_num


def slot_mention(doc: Doc, start: int) -> Mention | None:
    """A person name opening at ``start`` in a slot a relation cue opened ("daughter X")."""
    if start >= len(doc):
        return None
    lex = lexicon()
    while start + 1 < doc[start].sent.end and (doc[start].lower_ in lex.occupations or _plural_job(doc[start].lower_, lex)) \
            and doc[start + 1].text[:1].isupper():
        start += 1  # "Rapper Tyrell Banks", "Judges Ada Vey and ...": the occupation is no part of the name
    if start == 0 or doc[start - 1].lower_ not in {"and", "&"}:  # (after "and" a description is someone else's)
        start = proper_description_end(doc, start) or start  # "Emmy winner Alex Deck": the name after the description
    if start + 1 < doc[start].sent.end and doc[start].lower_ in _WEEKDAYS and doc[start + 1].text[:1].isupper() \
            and start > 0 and doc[start - 1].lower_ in _BEFORE_A_DAY:  # (a day named so: "their daughter Sunday Rose")
        start += 1  # "On Thursday Quillstream filed a countersuit": a day, then the name
    tok = doc[start]
    if not tok.text[:1].isupper() or tok.pos_ not in {"PROPN", "NOUN", "ADJ", "X"} or tok.lower_ in lex.pronouns \
            or _named_after(doc, start, start + 1, MUSIC_RELEASES) or _numbered(doc, start) \
            or tok.lower_ in lex.deities and not (start + 1 < tok.sent.end and doc[start + 1].text[:1].isupper()):
        return None  # (nor a record's title: "the album Saltwater Hymns"; nor "baby No. 3"; nor "God")
    end = start
    while end < len(doc) and end < tok.sent.end:
        t = doc[end]
        if t.text[:1].isupper() and t.pos_ in {"PROPN", "NOUN", "ADJ", "X", "VERB"} and t.lower_ not in {"i"}:
            end += 1
        elif t.text in QUOTES and end + 2 < len(doc) and doc[end + 1].text[:1].isupper() and doc[end + 2].text in QUOTES:
            end += 3  # a nickname in quotes: Eduardo ‘Edu’ Pao Lucas
        elif t.text == "-" and end > start and not doc[end - 1].whitespace_ and not t.whitespace_ and end + 1 < len(doc) \
                and doc[end + 1].is_alpha and (doc[end + 1].text[:1].isupper() or doc[end + 1].tag_ in {"NNP", "NN"}) \
                and doc[end + 1].lower_ not in _HYPHEN_WORDS:
            end += 2  # a hyphenated name: Jacques-François, So-yeon, Do-hyun (not "Quill-style")
        else:
            break
    if end == start or end - start == 1 and _kin_word(tok):
        return None  # "Father and daughter appeared together": no name
    if all(t.pos_ == "ADJ" or t.ent_type_ == "NORP" or t.text == "-" for t in doc[start:end]) \
            and describes_the_noun_after(doc, end):
        return None  # "the French-Canadian actress": a nationality describing a noun
    if end - start == 1 and tok.lower_ in lex.bare_titles and end + 1 < tok.sent.end and doc[end].lower_ == "of" \
            and doc[end + 1].text[:1].isupper():
        end += 2  # "the Duke of Ashford": a style names its holder by the place, never "Duke" alone
        while end < tok.sent.end and doc[end].text[:1].isupper() and doc[end].pos_ == "PROPN":
            end += 1
    if _dateline(doc, start, end):
        return None  # "AUSTIN, Texas — Three dancers sued ...": the dateline, no one the cue names
    if end - start == 1 and describes_what_follows(doc, start):
        return None  # "her husband, the Yorkshire and England fast bowler A": a word describing the noun after
    return Mention(start, end, clean_name(doc[start:end].text), PERSON, "slot")

