"""Cast headers: a cast noun, a colon and the people ("Northgate season 2 cast: A, B and C",
"The 2025 line-up: D and E", "Cast: F as Jo, G as Kit").

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
from .base import Matcher


_COLLECTIVE = frozenset({"cast", "lineup", "line-up", "ensemble"})


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
