"""Credits: a person and a title side by side, as lists of nominees and casts print them.

"Dana Webb ("Blue Night")", "Omar Reyes, "River Song"; Tom Bale, "Blue Night"", "Ivy Ross for
"Maple Street"": a person's name, then a quoted title (or a title in brackets) — in a sentence
that prints two such credits or says what the list is (a nomination, an award, a cast). A lone
"A, "B"" in running text says nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ...names import clean_name, fold
from ..entities import PART_RANKS, mention_start
from ..mentions import CREW_VERBS, ORG, PERSON, WORK, screen_credits_told
from ..rules import Found
from ..scan import cue_tokens
from ..titles import CREW_CATEGORIES, MUSIC_RELEASES, PRIZED_PERFORMERS, RANKING_WORDS, named_elsewhere, title_cased, title_run, two_titles
from .base import Matcher

# each opening quote and the marks that close it: a double quote is not closed by an apostrophe
# ('A ("The Surveyors' Guild")')
_CLOSES = {'"': {'"', "”"}, "“": {"”", '"'}, "‘": {"’", "'"}, "'": {"'", "’"}}
_MAX_TITLE = 12


# who make a work, or a work of their own, besides its crew (role_slots not_cast_nouns): "author B of X"
MAKERS = frozenset({"author", "novelist", "playwright", "designer", "illustrator", "stylist", "animator", "songwriter",
                     "artist", "architect", "photographer", "dramatist", "lyricist"})


def _performers_category(sent: Span) -> bool:
    """A line that opens with a performer's prize and a colon: "Best Actress: A, X", "Best
    Supporting Actor: B, Y" (the name after the comma a title, whatever NER called it)."""
    colon = next((t for t in sent[:8] if t.text == ":"), None)
    words = {t.lower_ for t in sent.doc[sent.start:colon.i]} if colon is not None else set()
    return bool(words & RANKING_WORDS) and bool(words & PRIZED_PERFORMERS)


def _a_music_category(tok: Token) -> bool:
    """A record's prize: "best album", "song of the year", "single nominees" (not a title's "River
    Song", "a single mother", "a record deal", "on track")."""
    doc = tok.doc
    before = doc[tok.i - 1].lower_ if tok.i > 0 else ""
    after = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
    return tok.is_lower and tok.pos_ == "NOUN" and (before in {"best", "top", "favourite", "favorite"} or after in {"nominees", "nominee", "category"}
                             or after == "of" and tok.i + 2 < len(doc) and doc[tok.i + 2].lower_ == "the")


class CreditMatcher(Matcher):
    """The ``work.credit`` rule of ``rules.json`` ``work_rules``."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rule = self.rules.work_rules.get("work.credit")
        cast_rule = self.rules.work_rules.get("work.article_role") or {}
        self._character_nouns = frozenset(cast_rule.get("character_nouns", ())) | {"sheriff"}  # "A (Sheriff Cobb)"
        self.crew_nouns = frozenset(self.rules.role_slots.get("not_cast_nouns", ())) | MAKERS  # "director B of X"

    def match(self, sent: Span) -> Iterator[Found]:
        if self.rule is None:
            return
        if any(_a_music_category(t) for t in cue_tokens(sent, MUSIC_RELEASES)):
            return  # "Best album nominees are A for X and B for Y": records, no show or film
        category = _performers_category(sent)
        credits = [c for k in range(sent.start, sent.end) for c in [self._credit_at(k, sent, category)] if c is not None]
        cued = bool(cue_tokens(sent, lemma_words=self.rule["nouns"])) or category
        found = credits  # (the bracketed ones among them may stand in a cast sentence of such credits, below)
        if len(credits) < 2 and not cued:
            credits = []
        bracketed = [c for k in range(sent.start, sent.end) for c in self._bracketed_list(k, sent)]
        in_brackets = {c for c in found if self.doc[c[1][0] - 1].text == "("}
        starring = cued or any(t.lemma_.lower() == "star" for t in sent)  # "The film stars A (X), B (Y, Z) and C (W)"
        in_brackets = in_brackets if len(in_brackets | set(bracketed)) >= 2 and starring else set()
        if in_brackets and not credits:
            credits = sorted(in_brackets)
        for person, (start, end) in credits + bracketed:  # (a cast sentence of bracketed credits: each a title)
            work = self._work(start, end, listed=(person, (start, end)) in bracketed or category
                              or (person, (start, end)) in in_brackets)
            if work is not None:
                yield Found(person, self.rule["relation"], work, self.rule["id"], self.rule["confidence"])
        for person, work in self._person_of(sent):
            yield Found(person, self.rule["relation"], work, self.rule["id"] + ".of", self.rule["confidence"])

    def _person_of(self, sent: Span) -> Iterator[tuple[int, int]]:
        """A person named by a screen work, "of" it: 'Tom Hale of "Glass Harbor"', "Ada Vey of the
        crime drama X", 'B of "X" fame', 'the chef D, of "X",' — a work its phrase or the article
        calls a film, show or series; not its crew or makers ("director B of X", "B of X, who
        created it"), nor a part ("who plays Nurse C of X"), nor a firm's or a town's people."""
        doc, ents = self.doc, self.ents
        for tok in cue_tokens(sent, {"of"}):
            if tok.lower_ != "of" or tok.dep_ != "prep" or tok.i == sent.start:
                continue
            obj = next((c for c in tok.children if c.dep_ == "pobj"), None)
            genre = False
            if obj is not None and ents.entity_of(obj) is None and (obj.lower_ in self.lex.work_nouns or obj.lower_ == "fame"):
                # "of the financial thriller X", 'of "X" fame'
                genre = obj.lower_ in self.lex.screen_nouns
                obj = next((c for c in obj.children if c.dep_ in {"appos", "compound", "nmod"} and ents.entity_of(c) is not None), None)
            work = ents.entity_of(obj) if obj is not None else None
            if work is None or ents.entities[work].type != WORK or not (genre or work in ents.screen_named):
                continue
            before = tok.i - 1 - (doc[tok.i - 1].text == ",")  # the name ends right before "of" (or its comma)
            person = ents.token_entity.get(before)
            if person is None or ents.entities[person].type != PERSON or ents.entity_of(tok.head) != person \
                    and not any(c.dep_ == "appos" and ents.entity_of(c) == person for c in tok.head.children):
                continue
            start = max(sent.start, mention_start(ents, before))
            if self._maker_or_part(start, tok):
                continue
            yield person, work

    def _maker_or_part(self, start: int, of: Token) -> bool:
        """Is the person named at ``start`` before "of" the work's crew or maker ("director B",
        "Producers A and B", "B, who created the show") or a part played ("plays Nurse B", "known
        as B", "cast as B")?"""
        doc = self.doc
        k = start - 1
        while k >= 0 and (doc[k].lower_.rstrip(".") in self.lex.bare_titles or doc[k].text in {",", "and"}
                          or self.ents.token_entity.get(k) is not None):
            k -= 1  # past "Nurse", "Dr", and the names listed with this one
        job = k >= 0 and (doc[k].lemma_.lower() in self.crew_nouns or doc[k].lower_ in self.crew_nouns)
        part = k >= 0 and (doc[k].lower_ == "as" or doc[k].lemma_.lower() in {"play", "portray"})
        made = any(c.dep_ == "relcl" and c.lemma_.lower() in CREW_VERBS for c in [*of.head.children, *of.head.head.children])
        return job or part or made or of.head.lower_ in self.crew_nouns or self.ents.token_entity.get(start) in self.ents.characters

    def _bracketed_list(self, k: int, sent: Span) -> list[tuple[int, tuple[int, int]]]:
        """A person whose name ends at ``k`` and a bracket of two or more titles after it: "A
        (Paper Kites, Cold River)", "A (Paper Kites and Cold River)" — credits, as a bracket of
        one name may be a character or a nickname."""
        ents, doc = self.ents, self.doc
        person = ents.token_entity.get(k)
        if person is None or ents.entities[person].type != PERSON or ents.token_entity.get(k + 1) == person \
                or k + 2 >= sent.end or doc[k + 1].text != "(":
            return []
        close = next((j for j in range(k + 2, min(sent.end, k + 2 + 3 * _MAX_TITLE)) if doc[j].text == ")"), None)
        if close is None:
            return []
        titles, i = [], k + 2
        while i < close:
            stop = title_run(doc, i, close)
            if stop <= i or (stop < close and doc[stop].text not in {",", "and", "&"} and doc[stop].lower_ != "and"):
                return []
            stop = next((j for j in range(i + 1, stop - 1) if doc[j].lower_ in {"and", "&"} and two_titles(doc, i, j, stop)), stop)
            titles.append((i, stop))
            i = stop + 1
            while i < close and doc[i].lower_ in {"and", ","}:
                i += 1
        if len(titles) < 2 or not all(self._title_shaped(a, b) for a, b in titles) or all(
                any(t.ent_type_ in {"GPE", "LOC", "NORP"} for t in doc[a:b]) for a, b in titles):
            return []  # "A (London, Paris)": places, not credits
        return [(person, span) for span in titles]

    def _title_shaped(self, start: int, end: int) -> bool:
        """A bracket's item may be a title: capitalised words, no number or date, and no person
        the article names elsewhere ("A (34, London)" is an age and a home)."""
        run = self.doc[start:end]
        return title_cased([t.text for t in run]) and not any(
            t.like_num or t.ent_type_ in {"DATE", "CARDINAL"} for t in run) and not named_elsewhere(self.doc, start, end)

    def _credit_at(self, k: int, sent: Span, category: bool = False) -> tuple[int, tuple[int, int]] | None:
        """A person whose name ends at ``k`` followed by a title: "A ("B")", "A, "B"", "A for "B""."""
        ents, doc = self.ents, self.doc
        person = ents.token_entity.get(k)
        if person is None or ents.token_entity.get(k + 1) == person or ents.entities[person].type != PERSON and not (
                ents.entities[person].type == ORG and k + 2 < sent.end and doc[k + 1].text == "("
                and doc[k + 2].text in _CLOSES and screen_credits_told(sent) and self.slots.as_people([person])):
            return None  # (a person's name NER called a firm, before a quoted title in brackets: 'A ("X")')
        i = k + 1
        if i + 1 < sent.end and doc[i].text in {"(", ",", "–", "—", "-"} | set(self.rule["preps"]):
            i += 1  # (a credit follows: not a text that ends at the comma)
        else:
            return None
        if doc[i - 1].text == "(" and k + 1 in ents.bracket_parts:
            return None  # "Ellie Marr (Rae Quinn)" in a sentence of such pairs: a part and its actor, no title
        span = self._quoted(i, sent.end)
        if span is None and doc[i - 1].text == "(" and doc[i].text[:1].isupper():  # "A (River Song)", not "A (1820–88)"
            stop = title_run(doc, i, min(sent.end, i + _MAX_TITLE))
            span = (i, stop) if stop > i and stop < sent.end and doc[stop].text == ")" \
                and not self._side_or_body(i, stop) and not self._a_part(i, stop) else None
        if span is None and doc[i - 1].lower_ == "for":
            span = self._named_for(i, sent)  # "A for Cold Harbour, B for the period drama Iron Lotus"
        if span is None and doc[i - 1].text == "," and doc[i].text[:1].isupper() and (
                doc[i].ent_type_ != "PERSON" or category):  # (a category's line: "Best Actress: A, X", X a title)
            stop = title_run(doc, i, min(sent.end, i + _MAX_TITLE))  # "A, River Song; B, Blue Night"
            # the list's last credit, or a line's: "Best Actress: A, X" then a line break
            last = stop == sent.end - 1 and doc[stop].text == "." or all(t.is_space for t in doc[stop:sent.end])
            span = (i, stop) if stop > i and (last or stop < sent.end and doc[stop].text == ";") else None
        joint = next((t for t in range(*span) if doc[t].lower_ in {"and", ","}), None) if span is not None else None
        if joint is not None and any(ents.entities[e].type == PERSON for t in range(joint + 1, span[1])
                                     for e in [ents.token_entity.get(t)] if e is not None):
            return None  # "The cast includes A, B and C.": the rest of a list of people, no title
        return (person, span) if span is not None else None

    def _named_for(self, i: int, sent: Span) -> tuple[int, int] | None:
        """The title after "for" in a list of credits, past a lower-case description ("for the
        period drama X"): a work the article reads as one, or a title-case run no person's name
        that ends the credit (at a comma, "and", a full stop)."""
        doc, ents = self.doc, self.ents
        j = i
        while j < min(sent.end, i + 4) and doc[j].is_lower and doc[j].is_alpha:
            j += 1
        if j >= sent.end or not doc[j].text[:1].isupper() or any(t.lower_ in MUSIC_RELEASES for t in doc[i:j]):
            return None  # (not "for her album X", "for the single Y")
        eid = ents.token_entity.get(j)
        stop = ents.mention_end(j) if eid is not None else title_run(doc, j, min(sent.end, j + _MAX_TITLE))
        stop = next((k for k in range(j + 1, stop) if doc[k].lower_ in {"and", ","} and (
            doc[k + 1].ent_type_ == "PERSON" or (e := ents.token_entity.get(k + 1)) is not None
            and ents.entities[e].type == PERSON)), stop)  # "for X and B for Y": the next credit
        if stop <= j or stop < sent.end and doc[stop].text not in {",", ".", ";", "and"} and doc[stop].lower_ != "and":
            return None
        if stop < sent.end and doc[stop].text == "," and any(t.lower_ in MUSIC_RELEASES for t in doc[stop + 1:min(stop + 5, sent.end)]):
            return None  # "for X, his debut album": a record
        if eid is not None and ents.entities[eid].type == PERSON or eid is None and doc[j].ent_type_ == "PERSON" \
                or self._side_or_body(j, stop) or any(t.lemma_.lower() in CREW_CATEGORIES for t in sent):
            return None  # "A for B" naming a person: thanks, not a credit; "best director: A for X" is no appearance
        return (j, stop)

    def _a_part(self, start: int, end: int) -> bool:
        """A bracket after a cast member that names the part played, not a title: a title or a job
        before a name ("A (Dr Ivo Marsh)", "B (Nurse Jo Hale)"), or a given name and more ("C (Sam
        Vale)"), unless the article reads it as a work."""
        doc, lex = self.doc, self.lex
        eid = self.ents.token_entity.get(start)
        if eid is not None and self.ents.entities[eid].type == WORK:
            return False
        first = fold(doc[start].text).rstrip(".")
        return first in lex.bare_titles or first in lex.occupations or first in lex.given_names \
            or first in self._character_nouns or first in PART_RANKS  # "A (Ivo Marsh)", "B (Detective Rae Quinn)",
        # "C (Sheriff Cobb)", "D (PC Mills)"

    def _side_or_body(self, start: int, end: int) -> bool:
        """A bracket after a name that gives a party, a club, a school or a network, not a
        title: "A (Labour)", "B (Harvard)", "C (BBC)" — one word NER calls an organisation, a
        people or a place, or a word the lexicon knows as no work's."""
        doc, lex = self.doc, self.lex
        words = [fold(t.text) for t in doc[start:end]]
        if lex.no_work(words[0]) or lex.no_work(words[-1]):
            return True
        eid = self.ents.token_entity.get(start)
        return end - start == 1 and doc[start].ent_type_ in {"ORG", "NORP", "GPE", "LOC", "FAC"} and (
            eid is None or self.ents.entities[eid].type != WORK)

    def _quoted(self, i: int, end: int) -> tuple[int, int] | None:
        doc = self.doc
        if i >= end or doc[i].text not in _CLOSES:
            return None
        for k in range(i + 1, min(end, i + 1 + _MAX_TITLE)):
            if doc[k].text in _CLOSES[doc[i].text] and doc[k].tag_ != "POS":
                words = [t.text for t in doc[i + 1:k] if not t.is_punct]
                return (i + 1, k) if title_cased(words) else None  # a title, not a quoted remark ("I am thrilled")
        return None

    def _title_in_brackets(self, start: int, end: int, eid: int) -> bool:
        """"A (Glass Orchard)": a name NER took for a person's, in brackets after a person, that
        opens with no given name and is named nowhere else — a title, as credits print them."""
        doc = self.doc
        return start > 0 and doc[start - 1].text == "(" and end < len(doc) and doc[end].text == ")" \
            and fold(doc[start].text) not in self.lex.given_names and self.ents.counts[eid] == 1 \
            and not named_elsewhere(doc, start, end)

    def _work(self, start: int, end: int, listed: bool = False) -> int | None:
        """The work a credit's title names: the entity there if it is a work, else a new one
        (a name NER took for a person or a place is a title in a credit; in a bracket of
        titles, ``listed``, even one it took for a person)."""
        eid = self.ents.token_entity.get(start)
        if eid is not None and self.ents.mention_end(start) == end:
            ent = self.ents.entities[eid]
            if ent.type == PERSON and eid != self.ents.topic and not listed and not self._title_in_brackets(start, end, eid):
                return None  # a person quoted after a person ("A, 'B'") is no credit
            if ent.type != WORK:
                ent.type = WORK
            return eid
        return self.ents.add_entity(clean_name(self.doc[start:end].text), WORK, start, end)
