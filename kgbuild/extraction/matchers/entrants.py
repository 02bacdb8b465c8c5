"""Entrants a line-up story introduces by their jobs in running text ("Leading the sporting
contingent is former rugby player A", "Singer B is among the favourites", "Comedian C, weather
presenter D and influencer E complete the line-up").

A story about one show's line-up or cast (:attr:`~.base.Matcher.in_line_up`) names its people to
say they take part, and introduces each newcomer by a job before the name. The job is the cue;
what keeps the rule exact is what it leaves out: a relative the job describes ("her husband, the
jockey F"), the show's staff and those who only speak of it ("executive producer G said"), a
winner of something ("last year's winner H"), a sentence with words of a section about those not
in the show ("rumoured", "turned down"), a sentence naming a work outside what describes a person
(what it says of the work is the other rules' to read), and a negated or hedged clause.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from spacy.tokens import Span, Token

from ..mentions import PERSON, WORK
from ..rules import Found
from .base import Matcher, in_brackets, in_person_descriptions


class EntrantMatcher(Matcher):
    """The ``work.line_up_entrant`` rule of ``rules.json`` ``work_rules``."""

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.line_up_entrant")
        work = self.ents.article_work() if rule else None
        if work is None or not self.in_line_up or self._off_list(sent, rule):
            return
        not_jobs = frozenset(rule["not_entrant_jobs"])
        profiled = self._profiled(sent, not_jobs)
        if profiled is not None:
            yield Found(profiled, rule["relation"], work, rule["id"] + ".profile", rule["confidence"])
        for partner in self._partnering(sent, frozenset(rule["partnering_verbs"])):
            yield Found(partner, rule["relation"], work, rule["id"] + ".partner", rule["confidence"])
        if self._names_a_work(sent):
            return  # "A, who starred in X, ...": fine; "B will judge X's spin-off", "chef C has never seen X": the
            # other rules' business (the work rules read what a sentence says of a work it names)
        for start in self._name_starts(sent):
            job = self.doc[start - 1] if start > sent.start else None
            if job is None or job.lower_ not in self.lex.occupations or job.lower_ in not_jobs:
                continue
            name = self._name_head(start)
            if self._a_relative(job, name) or self._kin_after(name) or in_brackets(name) or not _entered(name, rule):
                continue
            factor = self.slots.blocked(name.head)  # (a root's head is itself)
            if not factor:
                continue  # "Comedian A will not take part", "singer B is rumoured to ..."
            yield Found(self.ents.token_entity[start], rule["relation"], work, rule["id"], rule["confidence"] * factor)

    def _profiled(self, sent: Span, not_jobs: frozenset[str]) -> int | None:
        """The entrant a paragraph profiles: it opens on a job ("The former footballer, 41, is the
        biggest name in camp."), its next sentence on the name ("A scored 100 goals ..."). Not a
        paragraph that names someone in its first sentence, nor one opening on a staff job."""
        first = next((t for t in sent if not t.is_space), None)
        eid = self.ents.token_entity.get(first.i) if first is not None and sent.start > 0 else None
        if eid is None or self.ents.entities[eid].type != PERSON or first.dep_ not in {"nsubj", "nsubjpass"} \
                and first.head.dep_ not in {"nsubj", "nsubjpass"}:
            return None
        prev = self.doc[sent.start - 1].sent
        opener = next((t for t in prev if not t.is_space), None)
        if opener is None or opener.lower_ != "the" or not (opener.i == 0 or "\n" in self.doc[opener.i - 1].text):
            return None
        subject = next((t for t in prev if t.dep_ in {"nsubj", "nsubjpass"} and t.head.dep_ == "ROOT"), None)
        if subject is None or subject.left_edge.i != opener.i or subject.lower_ not in self.lex.occupations \
                or subject.lower_ in not_jobs:
            return None
        if any((e := self.ents.token_entity.get(i)) is not None and self.ents.entities[e].type == PERSON
               for i in range(prev.start, prev.end)) or any(t.lower_ == "late" for t in prev):
            return None  # (not "The late comedian was a fan of the show.")
        end = self.ents.mention_end(first.i)
        if end < sent.end and self.doc[end].text == ",":
            return None  # "A, his co-host, will be cheering him on": someone the entry is not about
        return eid if self.slots.blocked(first.head) else None

    def _partnering(self, sent: Span, verbs: frozenset[str]) -> list[int]:
        """The professional an entry pairs its entrant with, in a fragment of its own: "Skating with
        A.", "Dancing with B and C.", "Partnered with D." (a participle opening the sentence, then
        "with" and the names)."""
        toks = [t for t in sent if not t.is_space]
        if len(toks) < 3 or toks[0].tag_ not in {"VBG", "VBN"} or toks[0].lemma_.lower() not in verbs \
                or toks[1].lower_ != "with":
            return []
        out: list[int] = []
        for t in toks[2:]:
            eid = self.ents.token_entity.get(t.i)
            if eid is not None and self.ents.entities[eid].type == PERSON:
                out.append(eid)
            elif eid is None and not (t.lower_ in {"and", "&", ","} or t.is_punct):
                return []  # a sentence, not a fragment: "Dancing with A at her wedding was the highlight"
        return list(dict.fromkeys(out))

    def _name_starts(self, sent: Span) -> list[int]:
        """Where each person's name in ``sent`` starts."""
        out = []
        for i in range(sent.start, sent.end):
            eid = self.ents.token_entity.get(i)
            if eid is not None and self.ents.entities[eid].type == PERSON and self.ents.token_entity.get(i - 1) != eid:
                out.append(i)
        return out

    def _name_head(self, start: int) -> Token:
        """The name's head token (its last word, as the parser hangs a name's words on it)."""
        end = self.ents.mention_end(start)
        return self.doc[end - 1]

    def _a_relative(self, job: Token, name: Token) -> bool:
        """The job describes someone's relative or partner: "her husband, the jockey A", "his
        daughter, singer B", "her co-star, actor C" (a possessive before the job)."""
        kin = self.lex.male_cues | self.lex.female_cues
        up = name
        while up.dep_ in {"appos", "compound"} and up.head != up:  # "his wife, the singer A": A, singer, wife
            up = up.head
            if up.lower_ in kin or up.lemma_.lower() in kin:
                return True
        comma = next((k for k in range(job.i - 1, max(job.sent.start, job.i - 4) - 1, -1) if self.doc[k].text == ","), None)
        if comma is not None and any(t.lower_ in kin for t in self.doc[max(job.sent.start, comma - 6):comma]):
            return True  # "his wife of ten years, the singer A", however the parser hung the name
        phrase = [t for t in job.subtree if t.i < job.i] if job.head == name or job.dep_ == "compound" else []
        before = self.doc[max(job.sent.start, job.i - 3):job.i]
        return any(t.dep_ == "poss" or t.tag_ == "PRP$" for t in [*phrase, *before])

    def _kin_after(self, name: Token) -> bool:
        """A kin noun says who the named one is to someone, after the name: "actress A, his
        mother, ..." (an apposition), "Actress B is her sister" (a predicate)."""
        kin = self.lex.male_cues | self.lex.female_cues
        said = [c for c in name.children if c.dep_ == "appos"]
        if name.dep_ in {"nsubj", "nsubjpass"}:
            said += [c for c in name.head.children if c.dep_ in {"attr", "acomp"}]
        return any(t.lower_ in kin or t.lemma_.lower() in kin for t in said)

    def _off_list(self, sent: Span, rule: dict) -> bool:
        """A sentence with words of a section about those not in the show ("rumoured", "turned
        down", "previous winners"): the name-lines rule's ``off_list_words`` and this rule's ``off_words``."""
        return any(t.lower_ in self._off_words for t in sent)

    @cached_property
    def _off_words(self) -> frozenset[str]:
        rules = self.rules.work_rules
        return frozenset((rules.get("work.name_lines") or {}).get("off_list_words", ())) \
            | frozenset((rules.get("work.line_up_entrant") or {}).get("off_words", ()))

    def _names_a_work(self, sent: Span) -> bool:
        """The sentence names a work outside what describes a person in it."""
        described = None
        for i in range(sent.start, sent.end):
            eid = self.ents.token_entity.get(i)
            if eid is None or self.ents.entities[eid].type != WORK:
                continue
            if described is None:
                described = in_person_descriptions(sent, self.ents)
            if i not in described:
                return True
        return False


def _entered(name: Token, rule: dict) -> bool:
    """The name is where a line-up puts its entrants: a subject ("Singer A is among the
    favourites", "Leading the pack is B", "C, D and E complete the line-up"), or after "alongside",
    "including", "joined by" or an including verb ("The show also features F"); not whom someone
    married, is the child of or is presented by ("engaged to the boxer G", "the son of singer H")."""
    head = name
    while head.dep_ in {"conj", "appos", "compound"} and head.head != head:
        head = head.head
    if head.dep_ in {"nsubj", "nsubjpass", "attr", "ROOT"}:
        return True
    if head.dep_ == "pobj":
        prep = head.head
        return prep.lower_ in {"alongside", "including"} or prep.lower_ == "by" and prep.head.lemma_.lower() == "join"
    return head.dep_ == "dobj" and head.head.lemma_.lower() in set(rule["including_verbs"])
