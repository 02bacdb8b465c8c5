"""Parts passed on: a part someone turned down or lost "went to" another, who plays it.

"She turned down the villain in the thriller X, a part that went to B", "A passed on the lead in
Y (2019), which went to C", "The role of the detective eventually went to D": the one the part
went to is in the work the part's own phrase names ("the lead in Y"), the one a part told earlier
in the sentence names ("was offered the lead in Y but turned it down; the role went to C"), or,
for a definite part with no place, stage or other work in its sentence, the work the story is
about. A part is one of the rule's ``part_nouns`` ("role", "part", "lead"), or a noun such a noun
stands in apposition to ("the villain in X, a part that ..."); what else goes to someone is no
part ("the award went to B", "the writing credits went to C"), nor is a job off the screen ("the
role of director", "the role of ambassador for the charity").
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from spacy.tokens import Span, Token

from ..labels import PLACES
from ..mentions import WORK
from ..rules import Found
from ..scan import cue_tokens
from ..titles import CREW_CATEGORIES, part_gone
from .base import Matcher


_GO = frozenset({"go"})


class PassedPartMatcher(Matcher):
    """The ``work.part_went_to`` rule of ``rules.json`` ``work_rules``."""

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.part_went_to")
        if rule is None:
            return
        for verb in cue_tokens(sent, (), _GO):
            if verb.pos_ != "VERB":
                continue
            part = part_gone(verb)
            if part is None or part.lower_ not in self._parts or self._a_job(part):
                continue
            people = self.slots.as_people([i for c in verb.children if c.dep_ == "prep" and c.lower_ == "to"
                                           for p in c.children if p.dep_ == "pobj" for i in self.slots.refs(p)])
            factor = self.slots.blocked(verb)
            work = self._work_of(part, verb) if people and factor else None
            for person in people if work is not None else ():
                yield Found(person, rule["relation"], work, rule["id"], rule["confidence"] * factor)

    @cached_property
    def _parts(self) -> frozenset[str]:
        """The rule's part nouns ("role", "part", "lead")."""
        return frozenset(self.rules.work_rules["work.part_went_to"]["part_nouns"])

    @cached_property
    def _crew(self) -> frozenset[str]:
        """Jobs behind the camera: award categories for the crew and the role slots' ``not_cast_nouns``."""
        return CREW_CATEGORIES | frozenset((self.rules.role_slots or {}).get("not_cast_nouns", ()))

    def _a_job(self, part: Token) -> bool:
        """The part is a job off the screen ("the role of director", "the directing role", "the role
        of ambassador for the charity"): a crew word in it, or a role "of" someone who is something
        for someone else."""
        crew = self._crew
        of = [p for c in part.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children if p.dep_ == "pobj"]
        return any(c.dep_ in {"compound", "amod"} and c.lower_ in crew for c in part.children) \
            or any(p.lower_ in crew or p.lemma_.lower() in crew or any(c.dep_ == "prep" and c.lower_ not in {"in", "on"}
                                                                       for c in p.children) for p in of)

    def _work_of(self, part: Token, verb: Token) -> int | None:
        """The work the part's phrase names ("the lead in Y", "a part in the drama Z", "the role
        of E in Y, which went to"), the one a part told earlier in the sentence names, else the
        story's one work for a definite part with no phrase of place of its own in a sentence that
        names no other work, place or stage ("The role ... went to D")."""
        if verb.dep_ == "relcl" and (eid := self.ents.entity_of(verb.head)) is not None and self.ents.entities[eid].type == WORK:
            return eid  # "the role of Nurse Pike in Y, which went to B": the title the relative hangs on
        if part.dep_ == "appos" and (eid := self.ents.entity_of(part.head)) is not None and self.ents.entities[eid].type == WORK:
            return eid  # "the villain in the thriller X, a part that went to B": the part set beside the title
        for noun in (part, *(h for h in [part.head] if part.dep_ == "appos")):
            if (eid := self._title_after(noun)) is not None:
                return eid
        if part.dep_ != "nsubj" or not any(c.dep_ == "det" and c.lower_ == "the" or c.dep_ == "poss" and c.lower_ in {"his", "her", "their"}
                                           for c in part.children) \
                or any(c.dep_ == "prep" and c.lower_ != "of" for c in part.children):  # ("Her part went to B": definite too)
            return None  # ("The role of Nurse Pike in the sequel went to B": another work, unnamed)
        told = [w for t in self._told_before(part) if t.lower_ in self._parts for w in [self._title_after(t)] if w is not None]
        if told:  # "She was offered the lead in X but turned it down; the role went to B": that part (this sentence's or
            return told[-1]  # the four before it: "... was offered the lead in X. ... The part went to B.")
        return self.ents.article_work() if not self._names_elsewhere(part.sent) else None

    def _told_before(self, part: Token) -> list[Token]:
        """The words before ``part`` in its sentence and the four sentences before it, in order."""
        start = part.sent.start
        for _ in range(4):
            if start > 0:
                start = self.doc[start - 1].sent.start
        return list(self.doc[start:part.i])

    def _title_after(self, noun: Token) -> int | None:
        """The work a part noun's "in" or "on" names ("the lead in the thriller X")."""
        for prep in (c for c in noun.children if c.dep_ == "prep" and c.lower_ in {"in", "on"}):
            for obj in (c for c in prep.children if c.dep_ == "pobj"):
                eid = self.slots.work_at(obj, named_only=True)  # "in Y", "in the zombie series Y"
                if eid is not None:
                    return eid
        return None

    def _names_elsewhere(self, sent: Span) -> bool:
        """The sentence names a work, a place or a stage, or a work by its kind ("at the Globe",
        "in the sequel"): its part may be there, not in the story's work."""
        lex = self.lex
        return any(t.ent_type_ in PLACES or t.is_lower and t.lower_ in lex.screen_nouns or (
            (e := self.ents.token_entity.get(t.i)) is not None and self.ents.entities[e].type == WORK) for t in sent)
