"""Plaintiffs a story names after describing them: "A former chef is suing Kai Brown. Mia Cole,
who worked for the actor for three years, alleges she was fired."

News often opens a lawsuit story with who sued as a description ("a former employee", "a
woman", "two neighbours") and names them a sentence later, as the subject of what they allege
or claim (what someone says may be any reaction). The lawsuit the previous sentence told has
defendants and no plaintiff then (:attr:`~kgbuild.extraction.matchers.base.Story.last_suit`); the
person this sentence introduces as the one alleging is its plaintiff. A lawyer or a spokesperson
introduced the same way speaks for someone, and is none; so is anyone the sentence sets beside
the plaintiff.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..mentions import PERSON
from ..rules import Found
from .base import Matcher

_INDEFINITE = frozenset({"a", "an", "two", "three", "four", "several"})
_SPEAKERS = frozenset({"spokesperson", "spokesman", "spokeswoman", "publicist", "rep", "source", "insider",
                       "friend", "judge"})


class DescribedPlaintiffMatcher(Matcher):
    """The ``lawsuit_frames`` rule's ``named_later`` frame."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rule = self.rules.lawsuit_frames
        words = self.rule or {}
        self.alleging_verbs = frozenset(words.get("alleging_verbs", ())) - {"say"}  # "B's co-star, C, said she was shocked"
        self.suit_nouns = frozenset(words.get("suit_nouns", ()))
        self.speakers = _SPEAKERS | frozenset(words.get("representative_nouns", ()))

    def match(self, sent: Span) -> Iterator[Found]:
        plaintiffs, defendants = self.story.last_suit
        if not self.rule or plaintiffs or not defendants or not self._described_before(sent):
            return
        for verb in sent:
            if verb.pos_ != "VERB" or verb.lemma_.lower() not in self.alleging_verbs:
                continue
            factor = self.slots.blocked(verb)
            subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
            if factor is None or subject is None or self._speaks_for_another(subject) or _another_voice(verb, subject):
                continue
            people = [i for i in self.slots.refs(subject) if self.ents.entities[i].type == PERSON]
            introduced = [p for p in people if self.ents.entities[p].first >= sent.start and p not in defendants]
            for p in introduced:
                for d in dict.fromkeys(defendants):
                    yield Found(p, "sued", d, f"{self.rule['id']}.named_later", self.rule["confidence"] * factor)
            if introduced:
                return

    def _described_before(self, sent: Span) -> bool:
        """The sentence before says someone described, not named, sued or filed ("A former chef
        is suing B", "B has been sued by a woman")."""
        if sent.start == 0:
            return False
        before = self.doc[sent.start - 1].sent
        suit = any(t.lemma_.lower() in {"sue", "file"} or t.lemma_.lower() in self.suit_nouns and t.pos_ == "NOUN"
                   for t in before)
        described = any(t.dep_ in {"nsubj", "pobj"} and t.pos_ == "NOUN" and self.ents.entity_of(t) is None
                        and any(c.dep_ in {"det", "nummod"} and c.lower_ in _INDEFINITE for c in t.children)
                        and (t.dep_ == "nsubj" or t.head.lower_ == "by") for t in before)
        return suit and described

    def _speaks_for_another(self, subject: Token) -> bool:
        """"Brown's lawyer, Paul Dane, says ...", "Paul Dane, a spokesman for Brown, said ...":
        a voice for one side, not a party."""
        near = [subject, *subject.children, *(g for c in subject.children for g in c.children)]
        return any(t.lower_ in self.speakers or t.lemma_.lower() in self.speakers for t in near)


def _another_voice(verb: Token, subject: Token) -> bool:
    """Someone the sentence sets beside the plaintiff, not the plaintiff: described in apposition
    ("C, his ex-wife, claims he was never violent", "C, a legal analyst, claims"), told of as one
    more ("who also worked for him", "never paid either"), linked by anything but working for
    someone ("who worked with the chef"), or alleging somewhere other than the suit ("alleges in
    her memoir")."""
    if any(c.dep_ == "appos" for c in subject.children):
        return True
    if any(t.lower_ in {"also", "either", "too"} for t in verb.subtree):
        return True
    for clause in (c for c in subject.children if c.dep_ == "relcl"):
        if clause.lemma_.lower() not in {"work", "serve"} or not any(p.dep_ == "prep" and p.lower_ == "for" for p in clause.children):
            return True
    return any(c.dep_ == "prep" and c.lower_ == "in" for c in verb.children)
