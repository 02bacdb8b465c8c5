"""Relatives a story describes first and names later: "The mother of boyband star A has slammed
online trolls. B, 52, said her son had been hounded."

Wire and tabloid leads often give a relative by a kin noun and the person it belongs to ("The
mother of A", "A's younger sister", "his son said"), and name the relative a sentence or two
later as the one who speaks or acts. A name alone is weak evidence, so the one named must be new
to the story there, the subject of its clause, of the kin noun's gender, and carry the owner's
surname (a spouse named only by a different surname is left alone: anyone may speak next). The
story keeps the described relative
(:attr:`~kgbuild.extraction.matchers.base.Story.described_relative`) for the next two sentences.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..coref import cue_sex
from ..mentions import PERSON
from ..rules import Found
from .base import DescribedRelative, Matcher

_REACH = 2  # how many sentences after the description the relative may still be named
_KIN = frozenset({"child", "sibling", "spouse"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})


class DescribedRelativeMatcher(Matcher):
    """Kin noun rules (``noun.parent``, ``noun.child``, ``noun.sibling``, ``noun.spouse``) read
    across sentences (evidence ``<rule>.named_later``)."""

    def match(self, sent: Span) -> Iterator[Found]:
        """The described relative, named in ``sent`` as a new subject with the owner's surname."""
        told = self.story.described_relative
        if told is None or not 0 < self._sentences_since(told.at, sent) <= _REACH:
            return
        ents = self.ents
        owner = ents.entities[told.owner]
        surname = owner.name.split()[-1].lower()
        named = [e for e in dict.fromkeys(ents.token_entity.get(t.i) for t in sent if _subject_name(t) and not _described_otherwise(t))
                 if e is not None and e != told.owner and ents.entities[e].type == PERSON
                 and ents.entities[e].first >= sent.start and len(ents.entities[e].name.split()) > 1
                 and ents.entities[e].name.split()[-1].lower() == surname and ents._compatible(e, told.sex)]
        if len(named) != 1 or not self._back_to_the_owner(sent, told, named[0]):
            return
        self.story.described_relative = None
        head, tail = (told.owner, named[0]) if told.owner_first else (named[0], told.owner)
        yield Found(head, told.relation, tail, f"{told.rule}.named_later", told.confidence)

    def _back_to_the_owner(self, sent: Span, told: DescribedRelative, named: int) -> bool:
        """The sentence naming the relative speaks of the family again: the owner ("said Ada was
        upset"), or a kin word, which when the one named (or a pronoun) owns it must be the relation
        seen from their side ("The mother of A ... B said her son ...", not "... B said his son ...":
        someone else's relative)."""
        kin = (self.lex.male_cues | self.lex.female_cues) - self.lex.person_nouns
        for t in sent:
            if self.ents.token_entity.get(t.i) == told.owner:
                return True
            if t.lower_ not in kin:
                continue
            rule, _ = self.owners.cue_rule(t)
            owned = any(c.dep_ == "poss" and (c.lower_ in self.lex.pronouns or self.ents.token_entity.get(c.i) == named)
                        for c in t.children)
            if not owned or rule is not None and rule["relation"] == told.relation and (
                    rule["relation"] != "child" or (rule["direction"] == "owner-named") != told.owner_first):
                return True  # ('"Dad made us laugh"'; "her son" after "the mother of A")
        return False

    def note(self, sent: Span) -> None:
        """A kin noun in ``sent`` that is its clause's subject, belongs to one named person and is
        given no name ("The mother of A has ...", "A's sister says ...", "..., his son said")."""
        for tok in sent:
            if tok.dep_ not in _SUBJECTS or tok.tag_ != "NN" or tok.i in self.ents.token_entity \
                    or tok.text[:1].isupper() and not tok.is_sent_start:
                continue  # (a capitalised kin word opens a name: "Son Min-ho", a Korean surname)
            rule, former = self.owners.cue_rule(tok)
            if rule is None or rule["relation"] not in _KIN or former or _named_beside(tok) or not _owner_given(tok):
                continue
            owners = [o for o in self.owners.of(tok, set()) if self.ents.entities[o].type == PERSON]
            factor = self.slots.blocked(tok.head)
            if len(owners) != 1 or factor is None:
                continue
            self.story.described_relative = DescribedRelative(
                owners[0], rule["relation"], rule["direction"] == "owner-named", rule["id"], rule["confidence"] * factor,
                cue_sex(tok), sent.start)
            return


def _name_root(tok: Token) -> Token:
    """The word a name's other words hang on ("Kate" in "Kate Marsh" hangs on "Marsh")."""
    while tok.dep_ in {"compound", "flat"} and tok.head.i != tok.i:
        tok = tok.head
    return tok


def _subject_name(tok: Token) -> bool:
    """A token of a name that is its clause's subject ("B, 52, said", '"...," B said')."""
    root = _name_root(tok)
    return root.dep_ in _SUBJECTS and root.pos_ == "PROPN"


def _described_otherwise(tok: Token) -> bool:
    """A name with a description beside it, which says who it is instead ("B, a cousin, said",
    "B, the singer's manager, said"); an age is no description ("B, 52, said")."""
    return any(c.dep_ == "appos" and c.pos_ == "NOUN" for c in _name_root(tok).children)


def _owner_given(cue: Token) -> bool:
    """The kin noun says whose it is: a possessive ("A's sister", "his son") or "of" ("the mother of A")."""
    return any(c.dep_ == "poss" or c.dep_ == "prep" and c.lower_ == "of" for c in cue.children)


def _named_beside(cue: Token) -> bool:
    """A name right beside the kin noun, which the family rules read ("his son, B,", "her sister B")."""
    doc = cue.doc
    nxt = cue.i + 1
    if nxt < len(doc) and doc[nxt].text == ",":
        nxt += 1
    return nxt < len(doc) and doc[nxt].pos_ == "PROPN" or any(
        c.dep_ in {"appos", "compound"} and c.pos_ == "PROPN" for c in cue.children)
