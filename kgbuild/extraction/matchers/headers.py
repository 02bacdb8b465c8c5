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

from spacy.tokens import Span

from ..mentions import PERSON, WORK
from ..rules import Found
from .base import Matcher, line_up_story


_COLLECTIVE = frozenset({"cast", "lineup", "line-up", "ensemble"})
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})  # a finite verb makes a line a sentence, not a heading


class CastHeaderMatcher(Matcher):
    """The ``work.cast_list`` rule's ``header`` frame."""

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.cast_list")
        if not rule or ":" not in sent.text:
            return  # most sentences have no colon: skip them without reading their tokens
        nouns = set(rule["nouns"])
        for tok in sent:
            if tok.i + 1 >= sent.end or self.doc[tok.i + 1].text != ":" \
                    or not (tok.is_lower or tok.i == sent.start) or not self._cast_noun(tok.i, nouns):
                continue
            works = self._named_work(sent, tok.i)  # a header names its work; a bare "Cast:" is the character rules' job
            people = self._listed(tok.i + 2, sent.end)
            for p in people:
                for w in works[:1]:
                    yield Found(p, rule["relation"], w, f"{rule['id']}.header", rule["confidence"])
            return

    def _cast_noun(self, i: int, nouns: set[str]) -> bool:
        tok = self.doc[i]
        if tok.lower_ == "up" and i >= 2 and self.doc[i - 1].text == "-" and self.doc[i - 2].lower_ == "line":
            return True  # "line-up" in three tokens
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
        for k in range(start, end):
            tok = self.doc[k]
            if tok.text in {",", ";"} or tok.lower_ in {"and", "&"}:
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
    ``story_cues`` word in its headline or first sentences, one work the story is about), a
    line that is a person's name and little else ("Priya Dhawan", "2. Priya Dhawan, 34",
    "Priya Dhawan (swimmer)", "Priya Dhawan as Kit", "Priya Dhawan: the swimmer ...") heads
    that person's entry: the person appears in the work. Two such lines at least, after the
    story first names its work (a byline comes before it)."""

    _lines: dict[int, int] | None = None

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.name_lines")
        if not rule:
            return
        if self._lines is None:
            self._lines = self._name_lines(rule)
        person = self._lines.get(sent.start)
        if person is not None:
            yield Found(person, rule["relation"], self.ents.article_work(), rule["id"], rule["confidence"])

    def _name_lines(self, rule: dict) -> dict[int, int]:
        work = self.ents.article_work()
        if work is None or not line_up_story(self.doc, rule["story_cues"]):
            return {}
        lines = {}
        for sent in self.doc.sents:
            if sent.start > self.ents.entities[work].first and self._at_line_start(sent.start):
                person = self._heading_name(sent)
                if person is not None and person not in self.ents.characters and person not in lines.values():
                    lines[sent.start] = person
        return lines if len(lines) >= 2 else {}

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
        if k >= len(toks):
            return None
        eid = self.ents.token_entity.get(toks[k].i)
        if eid is None or self.ents.entities[eid].type != PERSON:
            return None
        end = self.ents.mention_end(toks[k].i)
        rest = [t for t in toks if t.i >= end]
        if rest and rest[0].text in {":", "-", "–", "—"}:
            return eid  # "Priya Dhawan: the swimmer says ..."
        depth, words = 0, 0
        for t in rest:
            depth += t.text == "("
            depth -= t.text == ")"
            if depth or t.is_punct or t.like_num:
                continue
            if t.tag_ in _FINITE and self.doc[t.i - 1].pos_ not in {"DET", "NOUN", "ADJ"} or t.lower_ == "by":
                return None  # a sentence, or a byline ("By Dana Cole"); not "the panel show X" tagged a verb
            words += 1
        return eid if words <= 12 else None  # "Priya Dhawan, reality star best known from X"
