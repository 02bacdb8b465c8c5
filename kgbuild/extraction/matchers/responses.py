"""What a defendant does to a suit: "B settled a lawsuit brought by A", "B is facing a lawsuit
from A", "B denies the claims in A's lawsuit", "lawyers for B moved to dismiss A's suit", "B hit
back at A's lawsuit": the subject is the defendant, the suit's filers its plaintiffs; and "A
dropped her suit against B", a plaintiff's own suit.

Words come from ``rules.json`` ``lawsuit_frames`` (``defendant_verbs``, ``disputing_verbs``,
``plaintiff_verbs``, ``representative_nouns``).
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..rules import Found
from ..scan import cue_tokens
from .lawsuits import ANSWERING_VERBS, SENDERS, SuitReader

# suit words that also name what is no lawsuit: what one denies or disputes of them is allegations, a court case
_ALSO_NO_SUIT = frozenset({"claim", "case", "action", "petition", "proceeding"})
# the verbs of an answer with its particle: "hit back at", "lashed out at"
_ANSWERS_BACK = ANSWERING_VERBS | {"lash", "push"}
# what a court does to take a side: "sided with B", "ruled for B", "found for B" (and "ruled in favour of B")
_SIDING = frozenset({"side", "rule", "find", "decide"})
# the court's people: what they do to a suit ("Judge A dismissed the suit") is no defendant's
_OFFICIALS = frozenset({"judge", "justice", "prosecutor", "magistrate", "court", "jury", "panel"})


class SuitResponseMatcher(SuitReader):
    """The ``lawsuit_frames`` rule's ``faces`` and ``owned`` frames."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.disputing_verbs = frozenset((self.rule or {}).get("disputing_verbs", ()))
        self.representatives = frozenset((self.rule or {}).get("representative_nouns", ()))
        self._verbs = self.defendant_verbs | self.disputing_verbs | _ANSWERS_BACK  # where a response starts

    def match(self, sent: Span) -> Iterator[Found]:
        if not self.rule or not any(self.is_suit(t) for t in cue_tokens(sent, lemma_words=self.suit_nouns)):
            return
        for tok in cue_tokens(sent, lemma_words=self._verbs):
            yield from self._faces_suit(tok)
        for tok in cue_tokens(sent, lemma_words=self.suit_nouns):
            yield from self._ruled_for(tok)

    def _ruled_for(self, suit: Token) -> Iterator[Found]:
        """"A judge sided with B in a lawsuit filed by A", "ruled in favour of B in the suit A
        brought", "A jury found for B in the case brought by A": the side a court took in a suit
        filed by someone else is its defendant."""
        if not self.is_suit(suit) or suit.dep_ != "pobj" or suit.head.lower_ != "in":
            return
        verb = suit.head.head
        sides = [p for c in verb.children if c.dep_ == "prep" and c.lower_ in {"with", "for"} and verb.lemma_.lower() in _SIDING
                 for p in c.children if p.dep_ == "pobj"]
        sides += [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "in" for f in c.children
                  if f.dep_ == "pobj" and f.lemma_.lower() in {"favor", "favour"}
                  for o in f.children if o.dep_ == "prep" and o.lower_ == "of" for p in o.children if p.dep_ == "pobj"]
        factor = self.slots.blocked(verb)
        plaintiffs = self.slots.filers(suit, SENDERS)
        if not sides or factor is None or not plaintiffs:
            return
        defendants = [i for p in sides for i in self.slots.parties(p) if i not in plaintiffs]
        if len(defendants) == len(sides):  # (not "ruled for A in the suit A filed": the plaintiff won)
            yield from self._found(plaintiffs, defendants, "ruling", factor)

    def _faces_suit(self, verb: Token) -> Iterator[Found]:
        """"B settled a lawsuit brought by A", "B is facing a lawsuit from A": the defendant is
        the subject of a verb a defendant does to a suit; its plaintiffs are the suit's filers."""
        lemma = verb.lemma_.lower()
        disputing = lemma in self.disputing_verbs or _answers_back(verb)
        if verb.pos_ != "VERB" or lemma not in self.defendant_verbs and not disputing:
            return
        objects = [c for c in verb.children if c.dep_ in {"dobj", "nsubjpass"}] + [
            p for c in verb.children if c.dep_ == "prep" and c.lower_ in {"to", "at", "against"} for p in c.children
            if p.dep_ == "pobj"]  # "B responded to the lawsuit filed by A", "hit back at A's suit"
        suits = [s for o in objects for s in [_suit_within(o, self.is_suit) or o]  # "the allegations in A's lawsuit"
                 if self.is_suit(s) and not (disputing and (s.lemma_.lower() in _ALSO_NO_SUIT or _told_elsewhere(s)))]
        # (not "denied the claims", "disputes A's complaint to the police", "about the noise")
        if not suits:
            return
        factor = self.slots.blocked(verb)
        subs, passive = self.slots.subjects(verb)
        if factor is None or passive or any(t.lower_ in _OFFICIALS for s in subs for t in s.subtree):
            return  # "Judge C dismissed the suit": the court's, no defendant's
        if disputing and any(self._someone_else(s) for s in subs):
            return  # "C, a friend of B, hit back at A's lawsuit", "B's mother, C, slammed it": a defender, not the defendant
        subjects = [i for s in subs for i in (self._client(s) or self.slots.parties(s))]  # "the publisher settled a claim": the company
        against = self._against([verb, *suits, *(c for s in suits for c in s.children if c.dep_ == "acl")])
        owners = [i for s in suits for c in s.children if c.dep_ == "poss" for i in self.slots.refs(c)]
        if against and owners:  # "A dropped/settled her suit against B": A's suit
            yield from self._found(owners, against, "owned", factor)
            return
        if against and not self.slots.filers(suits[0], SENDERS) and verb.lemma_.lower() in self.plaintiff_verbs \
                and suits[0].lemma_.lower() != "case" and not set(subjects) & set(against):
            # "A settled a lawsuit against B": A's (not "A settled the suit against him and B", "a lawyer
            # won the suit against B": the lawyer's client, "the prosecutor dropped the case")
            yield from self._found([i for s in subs for i in self.slots.parties(s)], against, "owned", factor)
            return
        from_verb = [i for c in verb.children if c.dep_ == "prep" and c.lower_ in {"from", "by"}
                     for p in c.children if p.dep_ == "pobj" for i in self.slots.refs(p)]
        plaintiffs = [i for s in suits for i in self.slots.filers(s, SENDERS)] + from_verb
        if not plaintiffs and not against and subjects and lemma == "face" and not self.story.last_suit[0]:
            self.story.last_suit = ([], subjects)  # "B is facing a lawsuit over a dog bite": its plaintiff may come next
        defendants = against or [i for i in subjects if i not in plaintiffs]  # "B settled a claim brought by A against C": C's, not B's;
        # "A and B have settled the suit she filed": B's
        yield from self._found([p for p in plaintiffs if p not in defendants], defendants, "faces", factor)


    def _someone_else(self, subject: Token) -> bool:
        """A subject a common noun describes, other than someone's lawyer: "a friend of B", "B's mother, C"."""
        return any(t.pos_ == "NOUN" and t.is_lower and t.lemma_.lower() not in self.representatives
                   for t in (subject, *(a for a in subject.children if a.dep_ == "appos")))

    def _client(self, subject: Token) -> list[int]:
        """Whom "Attorneys for B" (capitalised, as a sentence opens) speak for: B."""
        low = subject.lower_
        if not {low, low[:-1], subject.lemma_.lower()} & self.representatives:  # ("Attorneys" tagged a name)
            return []
        return [i for c in subject.children if c.dep_ == "prep" and c.lower_ == "for"
                for p in c.children if p.dep_ == "pobj" for i in self.slots.parties(p)]


def _told_elsewhere(complaint: Token) -> bool:
    """A complaint made to someone other than a court, or about something: "to the police", "to
    HR", "about the noise" (a grievance)."""
    return complaint.lemma_.lower() == "complaint" and any(c.dep_ == "prep" and c.lower_ in {"to", "about"}
                                                            for c in complaint.children)


def _answers_back(verb: Token) -> bool:
    """"hit back at", "fired back at", "lashed out at", "pushed back against": an answer, with its particle."""
    return verb.lemma_.lower() in _ANSWERS_BACK and any(
        c.dep_ in {"prt", "advmod"} and c.lower_ in {"back", "out"} for c in verb.children)


def _suit_within(noun: Token, is_suit) -> Token | None:
    """The suit a suit word's "in"/"of" names: "the claims in A's lawsuit", "the allegations of the complaint"."""
    return next((p for c in noun.children if c.dep_ == "prep" and c.lower_ in {"in", "of"}
                 for p in c.children if p.dep_ == "pobj" and is_suit(p)), None)
