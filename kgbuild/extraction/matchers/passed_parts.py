"""Parts passed on: a part someone turned down or lost "went to" another, who plays it.

"She turned down the villain in the thriller X, a part that went to B", "A passed on the lead in
Y (2019), which went to C", "The role of the detective eventually went to D": the one the part
went to is in the work the part's own phrase names ("the lead in Y"), or, with no title there, in
the work the story is about ("The role ... went to D" in a story of one film). A part is a part
noun of the role slots ("role", "part", "lead") or a noun such a noun stands in apposition to
("the villain in X, a part that ..."); what went to someone else is no part ("the award went to
B", "the money went to C").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..mentions import WORK
from ..rules import Found
from ..scan import cue_tokens
from ..titles import part_gone, part_noun
from .base import Matcher

class PassedPartMatcher(Matcher):
    """The ``work.part_went_to`` rule of ``rules.json`` ``work_rules``."""

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.part_went_to")
        if rule is None:
            return
        for verb in cue_tokens(sent, (), frozenset({"go"})):
            if verb.pos_ != "VERB":
                continue
            people = self.slots.as_people([i for c in verb.children if c.dep_ == "prep" and c.lower_ == "to"
                                           for p in c.children if p.dep_ == "pobj" for i in self.slots.refs(p)])
            part = part_gone(verb)
            factor = self.slots.blocked(verb)
            if not people or part is None or not factor:
                continue
            work = self._work_of(part, verb)
            for person in people:
                if work is not None:
                    yield Found(person, rule["relation"], work, rule["id"], rule["confidence"] * factor)

    def _work_of(self, part: Token, verb: Token) -> int | None:
        """The work the part's phrase names ("the lead in Y", "a part in the drama Z", "the role
        of E in Y, which went to"), else the story's one work for a definite part with no phrase
        of its own ("The role ... went to D")."""
        if verb.dep_ == "relcl" and (eid := self.ents.entity_of(verb.head)) is not None and self.ents.entities[eid].type == WORK:
            return eid  # "the role of Nurse Pike in Y, which went to B": the title the relative hangs on
        if part.dep_ == "appos" and (eid := self.ents.entity_of(part.head)) is not None and self.ents.entities[eid].type == WORK:
            return eid  # "the villain in the thriller X, a part that went to B": the part set beside the title
        for noun in (part, *(h for h in [part.head] if part.dep_ == "appos")):
            if (eid := self._title_after(noun)) is not None:
                return eid
        if part.dep_ != "nsubj" or not any(c.dep_ == "det" and c.lower_ == "the" for c in part.children):
            return None
        told = [w for t in part.sent if t.i < part.i and part_noun(t) for w in [self._title_after(t)] if w is not None]
        if told:  # "She was offered the lead in X but turned it down; the role went to B": that part
            return told[-1]
        return self.ents.article_work() if not self._names_a_work(part.sent) else None

    def _title_after(self, noun: Token) -> int | None:
        """The work a part noun's "in" or "on" names ("the lead in the thriller X")."""
        for prep in (c for c in noun.children if c.dep_ == "prep" and c.lower_ in {"in", "on"}):
            for obj in (c for c in prep.children if c.dep_ == "pobj"):
                eid = self.ents.entity_of(obj)
                if eid is not None and self.ents.entities[eid].type == WORK:
                    return eid
        return None

    def _names_a_work(self, sent: Span) -> bool:
        return any(self.ents.entities[e].type == WORK for t in sent for e in [self.ents.token_entity.get(t.i)] if e is not None)

