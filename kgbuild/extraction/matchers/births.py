"""A child told before it is named: "A has welcomed her first child with B. The baby, a boy named
Rowan, was born on Sunday", "A and B have welcomed a baby girl. They named her Mia".

A birth verb (``rules.json`` ``child_verbs``, or "gave birth to") whose object is a child noun with
no name notes the parents (its subject and the other parent after "with") in the story; the next
sentence's name for "the baby" (an apposition, "named X") or a naming verb with a pronoun ("named
her Mia") is their child.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..rules import Found
from ..scan import cue_tokens
from .base import Matcher

_NAMING = frozenset({"name", "call"})


class BirthMatcher(Matcher):
    """Children named in the sentence after an unnamed birth (the ``child`` noun rule's id, ``.told``)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rule = next((r for r in self.rules.noun_rules if r["relation"] == "child"), None)
        self._told: tuple[tuple[int, ...], int] = ((), -1)  # parents of an unnamed child, and where

    def match(self, sent: Span) -> Iterator[Found]:
        if self.rule is None:
            return
        parents, at = self._told
        if parents and at == self._previous_start(sent):
            for kid in self._named_child(sent):
                for p in parents:
                    if p != kid:
                        yield Found(p, "child", kid, self.rule["id"] + ".told", self.rule["confidence"] * 0.9)
        told = [self._unnamed_birth(t) for t in cue_tokens(sent, lemma_words={*self.rules.child_verbs, "give"})]
        told = [p for p in told if p]
        self._told = (told[-1], sent.start) if told else ((), -1)
        if told:  # "welcomed a baby boy, whom she named Leo": named in the sentence that told the birth
            for kid in self._named_child(sent):
                for p in told[-1]:
                    if p != kid:
                        yield Found(p, "child", kid, self.rule["id"] + ".told", self.rule["confidence"] * 0.9)

    def _previous_start(self, sent: Span) -> int:
        return self.doc[sent.start - 1].sent.start if sent.start > 0 else -1

    def _unnamed_birth(self, verb: Token) -> tuple[int, ...]:
        """The parents of a child a birth verb tells of without a name ("welcomed a baby girl",
        "gave birth to a son", "welcomed their first child with B")."""
        lemma = verb.lemma_.lower()
        if verb.pos_ != "VERB" or not (lemma in self.rules.child_verbs or lemma == "give"):
            return ()
        objs = [c for c in verb.children if c.dep_ == "dobj"]
        if lemma == "give":  # "gave birth to a son"
            if not any(o.lower_ == "birth" for o in objs):
                return ()
            objs = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "to" for p in c.children if p.dep_ == "pobj"]
        kid = next((o for o in objs if o.lower_ in self.lex.child_nouns and o.pos_ == "NOUN"), None)
        if kid is None or any(c.dep_ in {"appos", "acl"} for c in kid.children) or self.slots.blocked(verb) is None:
            return ()  # a child named here is the family matcher's
        subs, passive = self.slots.subjects(verb)
        if passive:
            return ()
        parents = [i for s in subs for i in self.slots.refs(s)]
        parents += [i for c in [verb, kid] for p in c.children if p.dep_ == "prep" and p.lower_ == "with"
                    for o in p.children if o.dep_ == "pobj" for i in self.slots.refs(o)]
        return tuple(dict.fromkeys(self.slots.as_people(parents)))

    def _named_child(self, sent: Span) -> list[int]:
        """The name the sentence gives the child just told of: "The baby, a boy named Rowan, ...",
        "The baby, Rowan, ...", "The baby, whom they named Ivy, ...", "They named her Mia"."""
        out: list[int] = []
        for tok in cue_tokens(sent, lemma_words=_NAMING):
            if tok.lemma_.lower() in _NAMING and tok.pos_ == "VERB":
                if tok.dep_ in {"acl", "relcl"} and tok.head.lower_ in self.lex.child_nouns | {"baby", "newborn"} \
                        and not any(c.dep_ == "poss" for c in tok.head.children):  # not "B's son, also named X"
                    names = [c for c in tok.children if c.dep_ in {"oprd", "dobj", "attr"}]  # "a boy named Rowan"
                elif any(c.dep_ == "dobj" and (c.lower_ in {"her", "him", "them"} or self._the_child(c)) for c in tok.children) \
                        or any(c.dep_ == "nsubjpass" and self._the_child(c) for c in tok.children):
                    # "named her Mia", "named the boy Ivo", "The baby has been named Ivo"
                    names = [c for c in tok.children if c.dep_ in {"oprd", "xcomp", "attr", "ccomp"}
                             or c.dep_ == "dobj" and c.pos_ == "PROPN"]
                else:
                    continue
                out += [i for n in names for i in (self.slots.refs(n) or self.slots.slot_name(n))]  # (a name NER missed: "Lark")
            elif tok.lower_ in {"baby", "newborn"} and tok.dep_ in {"nsubj", "nsubjpass"} \
                    and any(c.lower_ == "the" for c in tok.children):
                out += [i for c in tok.children if c.dep_ == "appos" and c.pos_ == "PROPN" for i in self.slots.refs(c)]
        return self.slots.as_people(list(dict.fromkeys(out)), listed=True)  # a name given to a baby is a person's

    def _the_child(self, tok: Token) -> bool:
        """"the boy", "the baby", "the little girl": the child just told of, by its noun."""
        return tok.lower_ in self.lex.child_nouns and any(c.dep_ == "det" and c.lower_ == "the" for c in tok.children)
