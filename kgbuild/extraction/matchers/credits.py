"""Credits: a person and a title side by side, as lists of nominees and casts print them.

"Dana Webb ("Blue Night")", "Omar Reyes, "River Song"; Tom Bale, "Blue Night"", "Ivy Ross for
"Maple Street"": a person's name, then a quoted title (or a title in brackets) — in a sentence
that prints two such credits or says what the list is (a nomination, an award, a cast). A lone
"A, "B"" in running text says nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span

from ...names import clean_name
from ..mentions import PERSON, WORK
from ..rules import Found
from ..titles import title_cased, title_run
from .base import Matcher

_OPEN = {'"', "“", "‘", "'"}
_CLOSE = {'"', "”", "’", "'"}
_MAX_TITLE = 12


class CreditMatcher(Matcher):
    """The ``work.credit`` rule of ``rules.json`` ``work_rules``."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rule = self.rules.work_rules.get("work.credit")

    def match(self, sent: Span) -> Iterator[Found]:
        if self.rule is None:
            return
        credits = [c for k in range(sent.start, sent.end) for c in [self._credit_at(k, sent)] if c is not None]
        cued = any(t.lemma_.lower() in self.rule["nouns"] for t in sent)
        if len(credits) < 2 and not cued:
            return
        for person, (start, end) in credits:
            work = self._work(start, end)
            if work is not None:
                yield Found(person, self.rule["relation"], work, self.rule["id"], self.rule["confidence"])

    def _credit_at(self, k: int, sent: Span) -> tuple[int, tuple[int, int]] | None:
        """A person whose name ends at ``k`` followed by a title: "A ("B")", "A, "B"", "A for "B""."""
        ents, doc = self.ents, self.doc
        person = ents.token_entity.get(k)
        if person is None or ents.entities[person].type != PERSON or ents.token_entity.get(k + 1) == person:
            return None
        i = k + 1
        if i < sent.end and doc[i].text in {"(", ",", "–", "—", "-"} | set(self.rule["preps"]):
            i += 1
        else:
            return None
        span = self._quoted(i, sent.end)
        if span is None and doc[i - 1].text == "(" and doc[i].text[:1].isupper():  # "A (River Song)", not "A (1820–88)"
            stop = title_run(doc, i, min(sent.end, i + _MAX_TITLE))
            span = (i, stop) if stop > i and stop < sent.end and doc[stop].text == ")" else None
        if span is None and doc[i - 1].text == "," and doc[i].text[:1].isupper() and doc[i].ent_type_ != "PERSON":
            stop = title_run(doc, i, min(sent.end, i + _MAX_TITLE))  # "A, River Song; B, Blue Night"
            last = stop == sent.end - 1 and doc[stop].text == "."  # the list's last credit
            span = (i, stop) if stop > i and stop < sent.end and (doc[stop].text == ";" or last) else None
        return (person, span) if span is not None else None

    def _quoted(self, i: int, end: int) -> tuple[int, int] | None:
        doc = self.doc
        if i >= end or doc[i].text not in _OPEN:
            return None
        for k in range(i + 1, min(end, i + 1 + _MAX_TITLE)):
            if doc[k].text in _CLOSE:
                words = [t.text for t in doc[i + 1:k] if not t.is_punct]
                return (i + 1, k) if title_cased(words) else None  # a title, not a quoted remark ("I am thrilled")
        return None

    def _work(self, start: int, end: int) -> int | None:
        """The work a credit's title names: the entity there if it is a work, else a new one
        (a name NER took for a person or a place is a title in a credit)."""
        eid = self.ents.token_entity.get(start)
        if eid is not None and self.ents.mention_end(start) == end:
            ent = self.ents.entities[eid]
            if ent.type == PERSON and eid != self.ents.topic:
                return None  # a person quoted after a person ("A, 'B'") is no credit
            if ent.type != WORK:
                ent.type = WORK
            return eid
        return self.ents.add_entity(clean_name(self.doc[start:end].text), WORK, start, end)
