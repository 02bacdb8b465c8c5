"""Careers told on: a sentence that names nobody but lists titles with their years continues the
career of the one person the story last gave roles.

"She shot to fame with 'Red Lantern' (2003). This was followed by 'April Rain' (2005) and 'Cold
Wind' (2008)", "Later hits included Copper Sky (2011)": the titles are hers. A sentence naming a
person, or a pronoun (which the other matchers resolve), is left alone; so is a story whose last
roles went to two people. A co-star of someone the story has put in exactly one work is in it
too ("Her co-star, B, ...").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span

from ..mentions import PERSON, WORK, section_headings
from ..rules import Found
from ..scan import cue_tokens
from ..slots import adjacent_names
from ..titles import dated_title_end
from .base import Matcher

_COSTARS = frozenset({"co-star", "costar", "castmate", "cast-mate"})


class CareerMatcher(Matcher):
    """The ``work.career_list`` rule of ``rules.json`` ``work_rules``."""

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.career_list")
        if rule is None:
            return
        yield from self._costars(sent, rule)
        holders = self.story.role_holders
        if len(holders) != 1 or self._names_someone(sent) or any(sent.start <= a < sent.end for a, _ in section_headings(self.doc)):
            return  # (a listing's heading "2. X (2019)" opens another title's section, no one's career)
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

    def _costars(self, sent: Span, rule: dict) -> Iterator[Found]:
        """"Her co-star, B, ...", "A's castmate B": B is in the one work the story has put A in
        (none when it named several, or names a title here: "her X co-star" is the work rules')."""
        for tok in cue_tokens(sent, _COSTARS):
            if tok.lower_ not in _COSTARS or tok.pos_ != "NOUN":
                continue
            owners = [i for c in tok.children if c.dep_ == "poss" for i in self.slots.refs(c)]
            if len(owners) != 1 or any(c.dep_ in {"compound", "nmod"} and c.pos_ == "PROPN" or c.dep_ == "prep"
                                       for c in tok.children):
                continue  # "her X co-star", "her co-star in X": a title of its own
            works = self.story.works_of.get(owners[0], [])
            if len(works) != 1:
                continue
            named = [i for c in tok.children if c.dep_ == "appos" for i in self.slots.refs(c)]
            after = self.ents.entity_of(self.doc[tok.i + 1]) if tok.i + 1 < sent.end else None
            named += [i for i in [after, *adjacent_names(tok, self.ents)] if i is not None and i not in named]
            for p in self.slots.as_people(named):
                if p != owners[0]:
                    yield Found(p, rule["relation"], works[0], rule["id"] + ".costar", rule["confidence"])
