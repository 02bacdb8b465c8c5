"""Careers told on: a sentence that names nobody but lists titles with their years continues the
career of the one person the story last gave roles.

"She shot to fame with 'Red Lantern' (2003). This was followed by 'April Rain' (2005) and 'Cold
Wind' (2008)", "Later hits included Copper Sky (2011)": the titles are hers. A sentence naming a
person, or a pronoun (which the other matchers resolve), is left alone; so is a story whose last
roles went to two people.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span

from ..mentions import PERSON, WORK
from ..rules import Found
from ..titles import dated_title_end
from .base import Matcher


class CareerMatcher(Matcher):
    """The ``work.career_list`` rule of ``rules.json`` ``work_rules``."""

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.career_list")
        holders = self.story.role_holders
        if rule is None or len(holders) != 1 or self._names_someone(sent):
            return
        ents = self.ents
        seen: set[int] = set()
        for start in range(sent.start, sent.end):
            eid = ents.token_entity.get(start)
            if eid is None or eid in seen or ents.entities[eid].type != WORK or ents.mention_at.get(start) is None:
                continue
            if dated_title_end(self.doc, ents.mention_end(start)):
                seen.add(eid)
                yield Found(holders[0], rule["relation"], eid, rule["id"], rule["confidence"])

    def _names_someone(self, sent: Span) -> bool:
        ents = self.ents
        return any(t.lower_ in self.lex.pronouns for t in sent) or any(
            ents.entities[e].type == PERSON for t in sent for e in [ents.token_entity.get(t.i)] if e is not None)
