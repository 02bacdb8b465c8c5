"""Scene partners: "opposite B" tied to a work puts B in it, and whoever the phrase is about.

"A has moved on to the western X, opposite B", "A signed on for the drama X, opposite B", "A's next
film, X, opposite B, opens in May": acting opposite someone is acting in the work the phrase hangs
on, so B and A both appear in X, even though no role verb says so. The work is the one the phrase
hangs on: a title (or a work noun naming one) on the way up from "opposite" to its clause's verb,
or the object of that verb when it is one of taking part (the rule's ``verbs``: "signed on for",
"joined", "has moved on to"; not "produced", "turned down", "cast A in"). A or B not a person, no
work on the way, a song, a hedge or a negation on the verb: nothing. (A role verb's "stars in X
opposite B" is the role rules' and
:func:`~kgbuild.extraction.matchers.appearances.costars_share_the_work`'s; the triples agree.)
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..mentions import PERSON, WORK
from ..rules import Found
from ..scan import span_text
from ..slots import prep_objects, refuses
from .base import Matcher


class PartnerMatcher(Matcher):
    """The ``work.opposite`` rule of ``rules.json`` ``work_rules``."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rule = self.rules.work_rules.get("work.opposite")
        self._verbs = frozenset((self.rule or {}).get("verbs", ()))

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rule
        if rule is None or "opposite" not in span_text(sent).lower():
            return
        for prep in sent:
            if prep.lower_ != "opposite" or prep.dep_ != "prep":
                continue
            partners = self.slots.as_people([i for p in prep_objects(prep) for i in self.slots.refs(p)])
            if not partners:
                continue  # "lives opposite the studio"
            found = self._work_above(prep)
            if found is None:
                continue
            work, verb, noun = found
            factor = self.slots.blocked(verb) if verb is not None else 1.0
            if not factor or any(w.lower_ in self.lex.music_nouns for w in noun.subtree):
                continue  # (not "recorded the duet X opposite B")
            for person in dict.fromkeys([*partners, *self._about(verb, noun)]):
                yield Found(person, rule["relation"], work, rule["id"], rule["confidence"] * factor)

    def _work_above(self, prep: Token) -> tuple[int, Token | None, Token] | None:
        """The work "opposite" hangs on, the verb of its clause (None: a noun phrase with no verb
        above it) and the token of the work's phrase the walk came through."""
        t = prep.head
        while True:
            work = self._work_of(t)
            if work is not None:
                verb = _verb_above(t)
                return (work, verb, t) if verb is None or _in_subject(t, verb) or self._takes_part(verb) else None
            if t.pos_ in {"VERB", "AUX"}:
                if not self._takes_part(t):
                    return None
                objects = [o for o in _objects(t) if o.i < prep.i]
                works = [w for o in objects for w in [self._work_of(o)] if w is not None]
                return (works[-1], t, objects[-1]) if works else None
            if t.head.i == t.i or t.dep_ in {"relcl", "advcl", "ccomp"}:
                return None
            t = t.head

    def _takes_part(self, verb: Token) -> bool:
        """A verb of taking part in the work it governs ("signed on for X", "joined X"; not "produced
        X", "turned down X", "cast A in X")."""
        return verb.lemma_.lower() in self._verbs and not refuses(verb) and not any(
            c.dep_ == "dobj" and (e := self.ents.entity_of(c)) is not None and self.ents.entities[e].type == PERSON
            for c in verb.children)

    def _work_of(self, tok: Token) -> int | None:
        eid = self.ents.entity_of(tok)
        if eid is not None:
            return eid if self.ents.entities[eid].type == WORK else None
        if tok.lower_ in self.lex.screen_nouns:  # "the western X": the title a work noun names
            return next((w for c in tok.children if c.dep_ in {"appos", "compound"}
                         for w in [self.ents.entity_of(c)] if w is not None and self.ents.entities[w].type == WORK), None)
        return None

    def _about(self, verb: Token | None, noun: Token) -> list[int]:
        """Who acts opposite the partner: the verb's subject, else the possessor of the work's
        phrase ("A's next film, X, opposite B")."""
        if verb is not None:
            subjects, passive = self.slots.subjects(verb)
            people = self.slots.as_people([i for s in subjects for i in self.slots.refs(s)]) if not passive else []
            if people:
                return people
        t = noun
        while t.dep_ == "appos":
            t = t.head
        return self.slots.as_people([i for c in t.children if c.dep_ == "poss" for i in self.slots.refs(c)])


def _in_subject(tok: Token, verb: Token) -> bool:
    """``tok`` is inside ``verb``'s subject ("A's next film, X, opposite B, opens in May")."""
    t = tok
    while t.head.i != verb.i and t.head.i != t.i:
        t = t.head
    return t.dep_ in {"nsubj", "nsubjpass"}


def _verb_above(tok: Token) -> Token | None:
    t = tok
    while t.head.i != t.i and t.pos_ not in {"VERB", "AUX"}:
        t = t.head
    return t if t.pos_ in {"VERB", "AUX"} else None


def _objects(verb: Token) -> list[Token]:
    """A verb's object and the objects of its prepositions and particles ("moved on to X")."""
    out = [c for c in verb.children if c.dep_ in {"dobj", "attr"}]
    out += [p for c in verb.children if c.dep_ in {"prep", "prt"} for p in prep_objects(c)]
    out += [p for c in verb.children if c.dep_ == "prt" for g in c.children if g.dep_ == "prep" for p in prep_objects(g)]
    return sorted(out, key=lambda t: t.i)
