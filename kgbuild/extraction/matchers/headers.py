"""Cast headers: a cast noun, a colon and the people ("Northgate season 2 cast: A, B and C",
"The 2025 line-up: D and E", "Cast: F as Jo, G as Kit"); and names as headings of their own
lines in a story about one show's line-up or cast ("Meet the line-up" ... "Priya Dhawan" / "The
former swimmer, 34, ...").

Listicles and announcements print the cast the way a programme does; the small model parses
such a fragment anyhow, so it is read off the surface: the cast noun (the ``work.cast_list``
rule's nouns) right before the colon, the work the header names before it, and every person
named after the colon up to the end of the sentence, each item's first name (not the character
after "as").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..coref import story_work_at
from ..mentions import PERSON, WORK, first_line_end, line_up_at
from ..rules import Found
from ..scan import span_text
from ..titles import COURT_KINDS
from .base import Matcher, in_brackets, line_up_story, titles_a_relative
from .credit_lines import credit_lines


_COLLECTIVE = frozenset({"cast", "lineup", "line-up", "ensemble"})
_LEAD_INS = frozenset({"back", "returning", "joining", "newcomers", "faces", "additions", "starring", "featuring",
                       "co-starring"})
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})  # a finite verb makes a line a sentence, not a heading


class CastHeaderMatcher(Matcher):
    """The ``work.cast_list`` rule's ``header`` frame."""

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.cast_list")
        if not rule or ":" not in span_text(sent):
            return  # most sentences have no colon: skip them without reading their tokens
        nouns = set(rule["nouns"])
        for tok in sent:
            if tok.i + 1 >= sent.end or self.doc[tok.i + 1].text != ":":
                continue
            announced = self._announced_cast(tok, nouns)  # "The line-up for X has been confirmed: A, B and C ..."
            lead_in = self._lead_in(sent, tok)
            if announced is None and not lead_in and (not (tok.is_lower or tok.i == sent.start) or not self._cast_noun(tok.i, nouns)):
                continue
            works = self._named_work(sent, tok.i)  # a header names its work
            if not works and (lead_in or self._cast_noun(tok.i, nouns)) and self.in_line_up and announced is None:
                # "Cast: A, B, C", "Also back: D and E", "The returning cast: F, G" under a headline naming the work
                works = [w for w in [story_work_at(self.ents, sent.start)] if w is not None and not self._paired(tok.i + 2, sent.end)]
            if not works and announced is None and tok.i == sent.start and self._cast_noun(tok.i, nouns):
                # "X has set its cast. Cast: A (Y), B (Z)": the one work the sentence before names
                works = [w for w in [self.ents.recent_work(sent[0], only=True)] if w is not None and not self._paired(tok.i + 2, sent.end)]
            if announced is not None and not works and self._headline_work() and (
                    self._whole_cast(announced) or self.in_line_up) and not any(
                    c.dep_ == "prep" for c in self.doc[announced].children):  # (not "the line-up for her gala", nor a
                # rally's in a story about someone's film: the work its headline names)
                works = [w for w in [self.ents.article_work()] if w is not None]  # "The full line-up has been revealed: ..."
            people = self._listed(tok.i + 2, sent.end)
            for p in people:
                for w in works[:1]:
                    yield Found(p, rule["relation"], w, f"{rule['id']}.header", rule["confidence"])
            return

    def _lead_in(self, sent: Span, tok: Token) -> bool:
        """A return or arrival before the colon, opening its sentence ("Also back:", "Returning:",
        "New faces:", "Joining them:"): the cast of the story's work follows."""
        words = [t.lower_ for t in self.doc[sent.start:tok.i + 1] if t.lower_ not in {"also", "and", "the"}]
        return bool(words) and len(words) <= 3 and (words[0] in _LEAD_INS or words[-1] in _LEAD_INS) \
            and not any(self.doc[k].pos_ in {"PROPN"} or self.ents.token_entity.get(k) is not None
                        for k in range(sent.start, tok.i + 1))

    def _paired(self, start: int, end: int) -> bool:
        """Two names joined by a dash in the list ("DI Jack Harrow - B"): a part and its actor, in
        an order the fallback does not guess."""
        return any(self.doc[k].text in {"-", "–", "—"} and self.ents.token_entity.get(k - 1) is not None
                   and self.ents.token_entity.get(k + 1) is not None for k in range(start + 1, end - 1))

    def _headline_work(self) -> bool:
        """The article's work is named in its headline ("Skate Royale line-up revealed")."""
        work, end = self.ents.article_work(), first_line_end(self.doc)
        return work is not None and end < len(self.doc) and any(self.ents.token_entity.get(k) == work for k in range(end))

    def _announced_cast(self, verb: Token, nouns: set[str]) -> int | None:
        """The cast noun a passive announcing verb right before the colon has as subject ("The
        line-up for X has been confirmed:", "The cast has been revealed:"), or None."""
        if verb.tag_ != "VBN" or verb.lemma_.lower() not in self.lex.recruiting_verbs:
            return None
        subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
        if subject is None or not self._cast_noun(subject.i, nouns) and not self._whole_cast(subject.i):
            return None
        return subject.i

    def _whole_cast(self, i: int) -> bool:
        """"cast", "line-up" at ``i`` (the tokenizer's "line", "-", "up" read from either end)."""
        return self.doc[i].lower_ in _COLLECTIVE or line_up_at(self.doc, i) or line_up_at(self.doc, i + 2)

    def _cast_noun(self, i: int, nouns: set[str]) -> bool:
        tok = self.doc[i]
        if line_up_at(self.doc, i):
            return True
        if tok.lower_ in _COLLECTIVE:
            return True
        return tok.tag_ == "NNS" and tok.lemma_.lower() in nouns  # "Contestants:", not a speaker's label ("Host:", "Judge:")

    def _named_work(self, sent: Span, noun: int) -> list[int]:
        """A work named in the header before the cast noun ("Northgate season 2 cast:")."""
        found = [eid for k in range(sent.start, noun) for eid in [self.ents.token_entity.get(k)]
                 if eid is not None and self.ents.entities[eid].type == WORK]
        return list(dict.fromkeys(found))

    def _listed(self, start: int, end: int) -> list[int]:
        """The people after the colon: the first person of each item between commas and "and"
        ("A as Jo, B as Kit and C": A, B, C); an item that names no person ends the list."""
        out: list[int] = []
        item: list[int] = []
        # items with ages and jobs are set off by semicolons ("A, 26, a scaffolder from X; B, 24, ...; and C"): only
        # those end an item then
        seps = {";"} if any(self.doc[k].text == ";" for k in range(start, end)) else {",", ";"}
        for k in range(start, end):
            tok = self.doc[k]
            if tok.text in {",", ";"} and tok.text not in seps:
                continue
            if tok.text in seps or tok.lower_ in {"and", "&"} and (seps == {",", ";"} or self.doc[k - 1].text == ";"):
                if item:
                    out.append(item[0])
                elif tok.text in {",", ";"} and out and k > start and self.doc[k - 1].text not in {",", ";"}:
                    return out  # "A, a newcomer, ...": a description, not a name, ends it
                item = []
                continue
            eid = self.ents.token_entity.get(k)
            if eid is not None and self.ents.entities[eid].type == PERSON and eid not in item:
                item.append(eid)
        if item:
            out.append(item[0])
        return list(dict.fromkeys(out))


class NameLineMatcher(Matcher):
    """The ``work.name_lines`` rule: in a story about one show's line-up or cast (a
    ``story_cues`` word in its headline or first sentences: :attr:`in_line_up`), a line that is
    a person's name and little else ("Priya Dhawan", "2. Priya Dhawan, 34", "Priya Dhawan as
    Kit", "Priya Dhawan: the swimmer ...") heads that person's entry: the person appears in the
    work. Without a cue only a cast list's own shape counts ("A (Gus)", "A as Gus"). Two such
    lines at least, after the story's lead (a byline comes before it). In a line-up story, role
    titles before names too ("Hosts A and B")."""

    _lines: dict[int, int] | None = None
    _credits: dict[int, tuple[int, int]] | None = None

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.name_lines")
        if not rule:
            return
        if self._credits is None:
            self._credits = credit_lines(self.doc, self.ents)
        if sent.start in self._credits:  # "A (Cell Block Nine)": a credit of its own, not an entry of the story's work
            person, work = self._credits[sent.start]
            yield Found(person, rule["relation"], work, rule["id"] + ".credit", rule["confidence"])
            return
        if self._lines is None:
            self._lines = self._name_lines(rule)
        person = self._lines.get(sent.start)
        if person is not None:
            for p in (person, *self._partnered(sent), *self._paired(sent, person)):
                yield Found(p, rule["relation"], self.ents.article_work(), rule["id"], rule["confidence"])
        work = self.ents.article_work()
        if work is not None and self.in_line_up and not self._other_work(sent, work):
            for p in self._titled(sent, set(rule["role_titles"])):
                yield Found(p, rule["relation"], work, rule["id"] + ".role", rule["confidence"])

    def _partnered(self, sent: Span) -> list[int]:
        """"A - partnered with B": a line's partner in the show (a dance show's professional)."""
        return [e for t in sent if t.lemma_.lower() in {"partner", "pair"} and t.i + 2 < sent.end
                and self.doc[t.i + 1].lower_ == "with" for e in [self.ents.token_entity.get(t.i + 2)]
                if e is not None and self.ents.entities[e].type == PERSON]

    def _paired(self, sent: Span, person: int) -> list[int]:
        """"A and pro B", "A & B": the person a heading line pairs with its own, before the line
        ends (a dance show's professional, a couple on a dating show), a job word or two between."""
        doc = self.doc
        k = next((t.i for t in sent if self.ents.token_entity.get(t.i) == person), None)
        if k is None:
            return []
        k = self.ents.mention_end(k)
        if k >= sent.end or doc[k].lower_ not in {"and", "&", "with"}:
            return []
        k += 1
        words = 0
        while k < sent.end and doc[k].is_lower and doc[k].is_alpha and words < 2:
            if doc[k].lower_ in self.lex.pronouns or doc[k].lower_ in self.lex.male_cues | self.lex.female_cues:
                return []  # "A and her husband B", "A and mum B": family who cheer, not a partner in the show
            k, words = k + 1, words + 1
        eid = self.ents.token_entity.get(k) if k < sent.end else None
        if eid is None or self.ents.entities[eid].type != PERSON or eid == person:
            return []
        end = self.ents.mention_end(k)
        line_ends = end >= sent.end or doc[end].is_punct or "\n" in doc[end - 1].whitespace_ or doc[end].is_space
        return [eid] if line_ends else []

    def _other_work(self, sent: Span, work: int) -> bool:
        return any(eid != work and self.ents.entities[eid].type == WORK
                   for i in range(sent.start, sent.end) for eid in [self.ents.token_entity.get(i)] if eid is not None)

    def _titled(self, sent: Span, titles: set[str]) -> list[int]:
        """People a show's role title names in a line-up story: "Hosts A and B return", "new
        host C replaces D", "the judging panel of E, F and G" (there even "podcast host H" is
        most likely one of the line-up, described by the day job)."""
        out: list[int] = []
        for tok in sent:
            low = tok.lower_
            if low not in titles or low == "judge" and self._court_judge(tok, sent) or titles_a_relative(tok, self.lex):
                continue  # (not "married to coach A": her husband's job)
            if low.startswith("panel"):  # "the panel of A, B and C"
                out += [i for c in tok.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children
                        if p.dep_ == "pobj" for t in (p, *p.conjuncts) for i in [self.ents.token_entity.get(t.i)]
                        if i is not None and self.ents.entities[i].type == PERSON]
                continue
            k = tok.i + 1
            while k < sent.end and (eid := self.ents.token_entity.get(k)) is not None and self.ents.entities[eid].type == PERSON:
                out.append(eid)
                k = self.ents.mention_end(k)
                if not low.endswith("s") or k + 1 >= sent.end or self.doc[k].lower_ not in {"and", ","}:
                    break  # "Hosts A and B": a plural title lists them
                k += 1
        return list(dict.fromkeys(out))

    def _court_judge(self, judge: Token, sent: Span) -> bool:
        """"U.S. District Judge A", "the case went before Judge B": a court's judge, after a court's
        word or in a sentence about a case (the lawsuit rule's ``court_words``), no judge of a show."""
        if _COURT_BEFORE & {t.lower_ for t in self.doc[max(sent.start, judge.i - 2):judge.i]}:
            return True
        court = {*(self.rules.lawsuit_frames or {}).get("court_words", ()), *_PROCEEDINGS} - {"judge"}
        return any(t.lemma_.lower() in court for t in sent)

    def _name_lines(self, rule: dict) -> dict[int, int]:
        """The name lines of the story's entries: after its lead (the first sentence of running
        text, so never a byline), not in a section whose heading says its people are not in the
        show ("Who turned it down?", "Rumoured", "What else to watch"), not a quote's signature
        ("— A, producer"), nor a line about the staff ("A, showbiz editor")."""
        work = self.ents.article_work()
        if work is None:
            return {}
        cast_only = not self.in_line_up  # no cue: only a cast list's own shape ("A (Gus)", "A as Gus") counts
        off_words, staff = set(rule["off_list_words"]), set(rule["staff_words"])
        lead = next((s.end for s in self.doc.sents if s.start > 0 and _running_text(s)), len(self.doc))
        lines: dict[int, int] = {}
        headed: list[int] = []
        off = False
        for sent in self.doc.sents:
            if sent.start < lead or not self._at_line_start(sent.start):
                continue
            person = self._heading_name(sent)
            if person is None:
                if _heading(sent, self.ents):
                    off = any(t.lower_ in off_words for t in sent)  # a new section
                continue
            headed.append(person)
            mark = self._entry_mark(sent, person)  # "A — The actress says ...": what follows the mark is the entry
            head = [t for t in sent if mark is None or t.i < mark + 5]  # (a job in the entry's first words is the person's)
            words = {t.lower_ for t in head}
            signed = next(t for t in sent if not t.is_space).text == "—"  # "— Dana Cole, producer"
            quoted = any("@" in t.text or any(ch in _SIGNS for ch in t.text) and not in_brackets(t)
                         for t in sent if mark is None or t.i < mark)  # a handle; a quotation, not a credit: 'A ("X")'
            # (the entry may quote its entrant: 'A — The singer says she is "here to win"')
            if off or signed or words & staff or quoted or person in self.ents.characters or sent.start in (self._credits or {}) \
                    or cast_only and not self._as_a_part(sent, person):
                continue
            if person not in lines.values():
                lines[sent.start] = person
        if len(headed) > len(set(headed)):
            return {}  # the same names heading line after line: an interview's transcript, no line-up
        return lines if len(lines) >= 2 else {}

    def _entry_mark(self, sent: Span, person: int) -> int | None:
        """The colon or dash after a heading's name (and its age: "A, 26 –"), where its entry begins."""
        k = next((t.i for t in sent if self.ents.token_entity.get(t.i) == person), None)
        if k is None:
            return None
        k = self.ents.mention_end(k)
        if k + 1 < sent.end and self.doc[k].text == "," and self.doc[k + 1].like_num:
            k += 2
        return k if k < sent.end and self.doc[k].text in _MARKS else None

    def _as_a_part(self, sent: Span, person: int) -> bool:
        """A cast list's line: the name, then the part in brackets or after "as" ("A (Gus)", "A as Gus")."""
        k = next(t.i for t in sent if self.ents.token_entity.get(t.i) == person)
        end = self.ents.mention_end(k)
        if end + 1 >= sent.end or self.doc[end].text not in {"(", "as"}:
            return False
        part = self.doc[end + 1]  # "(Gus, the owner)", "as Dr Ruth Cole"; not "(left)", "(his wife)", "(19)", "(composer)"
        return part.is_title and part.is_alpha and part.lower_ not in self.lex.pronouns

    def _at_line_start(self, i: int) -> bool:
        """Token ``i`` starts a line, or follows only a number or bullet there ("2." the parser
        made a sentence of its own)."""
        doc = self.doc
        k = i
        while k > 0 and (doc[k - 1].like_num or doc[k - 1].is_punct) and not doc[k - 1].is_space:
            k -= 1
        return k == 0 or "\n" in doc[k - 1].text or "\n" in doc[k - 1].whitespace_

    def _heading_name(self, sent: Span) -> int | None:
        """The person a line is the heading of: a name first (after a number or bullet at most),
        then nothing, an age, a bracket, a character after "as", or a colon or dash."""
        toks = [t for t in sent if not t.is_space]
        k = 0
        while k < len(toks) and (toks[k].like_num or not any(ch.isalnum() for ch in toks[k].text)) \
                and self.ents.token_entity.get(toks[k].i) is None:
            k += 1  # "2.", "-", "•"
        described = k
        while k < min(described + 3, len(toks)) and toks[k].is_alpha and self.ents.token_entity.get(toks[k].i) is None:
            k += 1  # "1. Soap star A", "Olympic diver B": a description before the name
        if k > described and (k >= len(toks) or not (toks[k - 1].lower_ in self.lex.occupations
                                                      or toks[k - 1].is_lower and toks[k - 1].pos_ == "NOUN")):
            k = described  # only an occupation or a common noun ends a description ("Olympic diver")
        if k >= len(toks):
            return None
        eid = self.ents.token_entity.get(toks[k].i)
        if eid is None or self.ents.entities[eid].type != PERSON:
            return None
        end = self.ents.mention_end(toks[k].i)
        rest = [t for t in toks if t.i >= end]
        if rest and rest[0].text in {"'s", "’s"}:
            return None  # "A's mother, B, watching": a line about someone else
        if len(rest) > 2 and rest[0].text == "," and rest[1].like_num and rest[2].text in _MARKS:
            rest = rest[2:]  # "A, 26 – a fashion designer from Enugu who says ...": the age, then the entry
        if rest and rest[0].text in _MARKS:
            if len(rest) > 3 and rest[1].lemma_ == "play" and rest[2].lower_ == "by":
                actor = self.ents.token_entity.get(rest[3].i)  # "Kit Fenwick - played by Della Marks": the actor
                return actor if actor is not None and self.ents.entities[actor].type == PERSON else None
            return eid  # "Priya Dhawan: the swimmer says ..."
        depth, words, described = 0, 0, 0
        for t in rest:
            depth += t.text == "("
            depth -= t.text == ")"
            if depth or t.is_punct or t.like_num:
                continue
            if _in_relative_clause(t):
                described += 1  # ("A, 44, a midwife who learnt to bake in Leeds": the clause describes her)
                continue
            if t.tag_ in _FINITE and self.doc[t.i - 1].pos_ not in {"DET", "NOUN", "ADJ"} or t.lower_ == "by":
                return None  # a sentence, or a byline ("By Dana Cole"); not "the panel show X" tagged a verb
            words += 1
        return eid if words <= 12 and words + described <= 25 else None  # "Priya Dhawan, reality star best known from X"


def _in_relative_clause(tok: Token) -> bool:
    """A word of a relative clause or a participle hung on a noun ("who learnt to bake", "famed
    for her pies"): part of a description, no verb of the line's own."""
    return any(a.dep_ in {"relcl", "acl"} and a.head.pos_ in {"NOUN", "PROPN"} for a in (tok, *tok.ancestors))


_SIGNS = frozenset({"@", '"', "“", "”"})  # a handle, a quotation: no entry's heading
_MARKS = frozenset({":", "-", "–", "—"})  # what sets a heading's name off from its entry


def _running_text(sent: Span) -> bool:
    """A sentence of the story's text: six words or more, ending as a sentence ends (a headline,
    a byline or a list item does not)."""
    words = [t for t in sent if t.is_alpha]
    last = next((t for t in reversed(sent) if not t.is_space), None)
    return len(words) >= 6 and last is not None and last.text in {".", "!", '"', "”"}


def _heading(sent: Span, ents) -> bool:
    """A section's heading: a short line that names no person ("Who turned the show down?",
    "The judges", "Other X winners")."""
    people = any(e is not None and ents.entities[e].type == PERSON for e in (ents.token_entity.get(t.i) for t in sent))
    return len([t for t in sent if t.is_alpha]) <= 10 and not people and not _running_text(sent)


_COURT_BEFORE = COURT_KINDS | {"court", "magistrate", "presiding", "trial", "state"}  # "District Judge A", "Presiding Judge B"
# what a sentence about a case speaks of besides the lawsuit rule's court words
_PROCEEDINGS = frozenset({"sentence", "judgment", "judgement", "motion", "plaintiff", "defendant", "testimony"})
