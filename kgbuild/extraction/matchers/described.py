"""Defendants a lawsuit story describes first and names later by the same noun: "A has sued her
former manager, accusing him of theft. The manager, B, handled A's money for a decade."

A lead often gives the defendant as a description ("her former manager", "a photographer", "his
old label") and names it a sentence or two later, repeating the description's noun beside the
name: "The manager, B,", "B, the photographer,", "photographer B", "The label, C Records,". The
plaintiff is named in the lead. The story keeps the described defendant
(:attr:`~kgbuild.extraction.matchers.base.Story.described_defendant`) for the next sentences; a
definite noun with the same lemma beside a name names it. An indefinite one ("a manager, D,")
introduces someone new and names nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..lexicon import occupation
from ..mentions import GROUP, ORG, PERSON
from ..rules import Found
from ..scan import cue_tokens
from .lawsuits import ACCUSING, a_wrong_done
from .base import DescribedDefendant, Matcher

_REACH = 3  # how many sentences after the lead a described party may still be named
_DEFINITE = frozenset({"the", "this", "that"})
_ANOTHER = frozenset({"new", "current", "other", "another", "next", "present", "latest", "second"})


class DescribedDefendantMatcher(Matcher):
    """A frame of the ``lawsuit_frames`` rule, with its words and confidence (evidence
    ``lawsuit.frame.described``)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rule = self.rules.lawsuit_frames or {}
        self.suit_nouns = frozenset(self.rule.get("suit_nouns", ()))
        self.filing_verbs = frozenset(self.rule.get("filing_verbs", ()))
        self.court_verbs = frozenset(self.rule.get("court_verbs", ()))
        self.alleging_verbs = frozenset(self.rule.get("alleging_verbs", ()))
        self.company_nouns = frozenset(self.rule.get("company_nouns", ()))
        self.officials = frozenset(self.rule.get("official_nouns", ()))
        self.either_nouns = frozenset(self.rule.get("firm_or_person_nouns", ()))
        self._suing = self.court_verbs | self.filing_verbs | {"sue"}  # the verbs :meth:`note` reads

    def match(self, sent: Span) -> Iterator[Found]:
        """The described defendant of the story's suit, named in ``sent`` by its noun."""
        told = self.story.described_defendant
        if told is None or not self.rule or not 0 < self._sentences_since(told.at, sent) <= _REACH:
            return
        for noun in sent:
            if noun.lemma_.lower() != told.noun or noun.pos_ != "NOUN" or noun.i in self.ents.token_entity:
                continue
            if not {c.lower_ for c in noun.children if c.dep_ == "amod"} <= told.modifiers:
                continue  # "sued her manager ... Her former manager, C,": another one
            named = [i for t in _named_beside(noun) for i in self.slots.parties(t) if i not in told.known]
            factor = self.slots.blocked(noun)
            if not named or factor is None:
                continue
            for n in dict.fromkeys(named):
                for k in told.known:
                    yield Found(k, "sued", n, f"{self.rule['id']}.described", self.rule["confidence"] * factor * told.hedge)
            self.story.described_defendant = None
            return
        yield from self._named_in_claim(sent, told)
        if self.story.described_defendant is told:
            yield from self._named_against(sent, told)

    def _named_in_claim(self, sent: Span, told: DescribedDefendant) -> Iterator[Found]:
        """The described defendant named in what the plaintiff alleges next: "A is suing her former
        manager. She claims B forged her signature", "In court papers, A accuses B of theft". The
        one named is new to the story here, the subject of what is alleged (or whom "accuses"
        accuses), and of the kind the noun gave: a company for "her label", a person for "her
        manager"; not someone the sentence describes otherwise ("her sister, C,")."""
        for verb in sent:
            lemma = verb.lemma_.lower()
            if verb.pos_ != "VERB" or lemma not in self.alleging_verbs:
                continue
            if not any(self._the_suit(s) or any(i in told.known for i in self.slots.refs(s))
                       for s in verb.children if s.dep_ == "nsubj"):
                continue  # (what the plaintiff or the suit alleges)
            if any(t.lemma_.lower() == "sue" and self.slots.blocked(t) is None for t in sent) \
                    or lemma in ACCUSING and _said_elsewhere(verb, self.suit_nouns):
                continue  # "accuses B of X, but is not suing him"; "In her memoir, A accuses B"
            clauses = [c for c in verb.children if c.dep_ == "ccomp" and a_wrong_done(c)]
            named = [c for c in verb.children if c.dep_ == "dobj"] if lemma in ACCUSING else [
                s for c in clauses for s in c.children if s.dep_ == "nsubj"] + [
                p for c in clauses for a in c.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"] + [
                c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "PROPN"]  # "claims B underpaid her" misparsed;
            # "claims she was defrauded by B"
            ids = [i for t in named if not any(c.dep_ == "appos" or c.dep_ in {"relcl", "acl"} and _another_than(c, told.noun)
                                               for c in t.children) and not self._titled(t)
                   for i in self.slots.refs(t) if i not in told.known and self._fits(i, told.noun, sent)]
            factor = self.slots.blocked(verb)
            if not ids or factor is None:
                continue
            for n in dict.fromkeys(ids):
                for k in told.known:
                    yield Found(k, "sued", n, f"{self.rule['id']}.described", self.rule["confidence"] * factor * told.hedge)
            self.story.described_defendant = None
            return

    def _titled(self, name: Token) -> bool:
        """A name with an office before it that no party holds ("Judge B will hear the case")."""
        return any(c.dep_ == "compound" and c.lower_ in self.officials for c in name.children)

    def _the_suit(self, noun: Token) -> bool:
        """"The lawsuit", "her complaint": the story's suit."""
        return noun.lemma_.lower() in self.suit_nouns and noun.pos_ == "NOUN" and any(
            c.dep_ == "det" and c.lower_ in _DEFINITE or c.dep_ == "poss" for c in noun.children)

    def _named_against(self, sent: Span, told: DescribedDefendant) -> Iterator[Found]:
        """The described defendant named by the story's suit: "A is suing a games company. The
        suit against B, filed Tuesday, claims ..." (the suit definite or the plaintiff's, the one
        named new to the story and of the noun's kind)."""
        for noun in sent:
            if not self._the_suit(noun):
                continue
            ids = [i for c in noun.children if c.dep_ == "prep" and c.lower_ == "against"
                   for p in c.children if p.dep_ == "pobj" for i in self.slots.refs(p)
                   if i not in told.known and self._fits(i, told.noun, sent)]
            factor = self.slots.blocked(noun)
            if ids and factor is not None:
                for n in dict.fromkeys(ids):
                    for k in told.known:
                        yield Found(k, "sued", n, f"{self.rule['id']}.described", self.rule["confidence"] * factor * told.hedge)
                self.story.described_defendant = None
                return

    def _fits(self, eid: int, noun: str, sent: Span) -> bool:
        """Is the entity new to the story in ``sent`` and of the kind ``noun`` describes?"""
        entity = self.ents.entities[eid]
        if entity.first < sent.start:
            return False
        if noun in self.company_nouns:
            return entity.type == ORG
        if noun not in self.either_nouns and (noun in self.lex.person_nouns or occupation(noun)):
            return entity.type == PERSON
        return entity.type in {PERSON, ORG}

    def note(self, sent: Span) -> None:
        """A suit in ``sent`` whose plaintiff is named and whose defendant is only described ("A
        sued her former manager", "A filed a lawsuit against his old label"): the story's described
        defendant from here on. (A plaintiff described the same way, "B was sued by a photographer.
        The photographer, C, ...", is not read: both such readings on held-out real news were wrong.)"""
        for verb in cue_tokens(sent, lemma_words=self._suing):
            lemma = verb.lemma_.lower()
            to_court = lemma in self.court_verbs and any(c.dep_ == "prep" and c.lower_ == "to" and any(
                p.lemma_.lower() in {"court", "tribunal"} for p in c.children) for c in verb.children)  # "taking her label to court"
            if verb.pos_ != "VERB" or lemma not in {"sue", *self.filing_verbs} and not to_court:
                continue
            hedge = self.slots.blocked(verb)
            if hedge is None:
                continue
            subs, passive = self.slots.subjects(verb)
            if passive:
                continue
            if lemma == "sue" or to_court:
                objects = [c for c in verb.children if c.dep_ == "dobj"]
            elif any(c.dep_ == "dobj" and c.lemma_.lower() in self.suit_nouns for c in verb.children):
                objects = [p for h in (verb, *(c for c in verb.children if c.dep_ == "dobj")) for c in h.children
                           if c.dep_ == "prep" and c.lower_ == "against" for p in c.children if p.dep_ == "pobj"]
            else:
                continue
            known = tuple(dict.fromkeys(i for t in subs for i in self.slots.parties(t)))
            objects = [o for o in objects if not o.is_punct and not (o.i + 2 < len(self.doc) and self.doc[o.i + 1].text == "-"
                                                                     and not o.whitespace_ and self.doc[o.i + 2] in objects)]
            # ("ex", "-", "husband": one noun)
            nouns = [t for t in objects if self._description(t, known)]
            if known and len(nouns) == 1 and len(objects) == 1:
                self.story.described_defendant = DescribedDefendant(known, nouns[0].lemma_.lower(), sent.start, hedge, frozenset(
                    c.lower_ for c in nouns[0].children if c.dep_ == "amod"))
                return

    def _description(self, t: Token, known: tuple[int, ...] = ()) -> bool:
        """A party given by a common noun, no name: "her former manager", "a photographer", "his
        former lawyer" (whose client is the plaintiff himself); not "director Kurt Salo", a name
        NER missed after it."""
        nxt = self.doc[t.i + 1] if t.i + 1 < len(self.doc) else None
        group = t.i in self.ents.token_entity and self.ents.entities[self.ents.token_entity[t.i]].type == GROUP  # "her former bandmates"
        return t.pos_ == "NOUN" and (t.i not in self.ents.token_entity or group) and t.lemma_.lower() not in self.suit_nouns \
            and not {i for i in self.slots.parties(t) if self.ents.entities[i].type != GROUP} - set(known) \
            and not any(c.dep_ == "appos" for c in t.children) \
            and not (nxt is not None and nxt.pos_ == "PROPN" and nxt.text[:1].isupper())



def _said_elsewhere(verb: Token, suit_nouns) -> bool:
    """Said somewhere that is no suit: "In an interview, A accuses B", "in her memoir"."""
    return any(c.dep_ == "prep" and c.lower_ == "in" and any(
        p.dep_ == "pobj" and p.lemma_.lower() not in suit_nouns and p.lemma_.lower() not in {"paper", "papers", "filing", "document"}
        for p in c.children) for c in verb.children)


def _another_than(clause: Token, noun: str) -> bool:
    """A clause on a name that sets it beside the described party: "B, who replaced the stylist,"."""
    return any(t.lemma_.lower() in {noun, "replace", "succeed"} for t in clause.subtree)


def _named_beside(noun: Token) -> list[Token]:
    """The name a definite noun stands beside: "The manager, B,", "B, the manager,", "manager B"
    (not "a manager, C,": someone new; not "the manager of the venue, C," nor "her new manager, D")."""
    doc = noun.doc
    if any(c.dep_ == "prep" and c.lower_ in {"of", "at", "for"} or c.dep_ == "amod" and c.lower_ in _ANOTHER for c in noun.children):
        return []  # "The manager of the venue, C,", "Her new manager, D,": someone else
    definite = any(c.dep_ == "det" and c.lower_ in _DEFINITE or c.dep_ == "poss" for c in noun.children)
    out = [c for c in noun.children if c.dep_ == "appos"] if definite else []
    if noun.dep_ == "appos" and definite:
        out.append(noun.head)
    if noun.dep_ == "compound" and noun.head.i > noun.i and noun.head.pos_ == "PROPN" \
            and not any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in noun.head.children):
        out.append(noun.head)  # "manager B said ..."
    elif noun.i + 1 < len(doc) and doc[noun.i + 1].pos_ == "PROPN" and doc[noun.i + 1].head.i != noun.i and definite:
        out.append(doc[noun.i + 1])  # "the photographer B" parsed apart
    return out
