"""Reviews and recaps: who plays in the work reviewed, told the way critics tell it.

A review names its cast by their parts and their playing, not by role verbs: "As the gang's
ringleader, A does her best", "B fares better as a safecracker", "C, as his patron, gives the
film its warmth", "D's turn as a choir mistress", "E gives a career-best performance", "from F's
brittle patriarch to G's watchful second wife". In a story the headline calls a review or a recap
("X review", "Review: X", "X, episode 3 recap") or a critic's listing ("What to watch this week", a
section a title), such a person appears in the story's work (the
one the sentence names, else the story's), unless the sentence names another work.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from spacy.tokens import Span, Token

from ...names import fold
from ..coref import story_work_at
from ..lexicon import lexicon
from ..mentions import PERSON, WORK, first_line_end, names_event, section_headings
from ..titles import MUSIC_RELEASES, PRIZE_WORDS, credit_tokens
from ..rules import Found
from ..scan import positions
from .base import Matcher
from .casts import crew


class ReviewMatcher(Matcher):
    """The ``work.reviewed_part`` rule of ``rules.json`` ``work_rules``."""

    @cached_property
    def _rule(self) -> dict | None:
        return self.rules.work_rules.get("work.reviewed_part")

    @cached_property
    def _reviewed(self) -> bool:
        """The headline calls the story a review or a recap, or the story is a critic's listing of
        titles, a section each (:func:`~kgbuild.extraction.mentions.section_headings`)."""
        rule = self._rule
        end = first_line_end(self.doc)
        return rule is not None and end < len(self.doc) and (
            bool(positions(self.doc, rule["story_cues"], 0, end)) or bool(section_headings(self.doc)))

    def match(self, sent: Span) -> Iterator[Found]:
        if not self._reviewed or sent.start < first_line_end(self.doc):
            return
        works = {self.ents.token_entity[i] for i in range(sent.start, sent.end) if i in self.ents.token_entity
                 and i not in self._headings and i not in self._credits and self.ents.entities[self.ents.token_entity[i]].type == WORK}
        # (a credit named beside the player is what they did before: "A, best known for X, has a cameo")
        work = next(iter(works)) if len(works) == 1 else story_work_at(self.ents, sent.start) if not works else None
        if work is None or self._no_screen_work(work):
            return
        rule = self._rule
        people: list[int] = []
        for tok in sent:
            parts = [p for p in tok.children if p.dep_ == "pobj" and (self._part(p) or _described_one(p, self._rule))] if tok.dep_ == "prep" and tok.lower_ == "as" else []
            if parts:  # "A fares better as a safecracker", "As the ringleader, A ...", "B, as his patron,"; fronted, a definite
                # part only (not "As a mother of three, C found it hard")
                fronted = tok.head.pos_ in {"VERB", "AUX"} and tok.i < tok.head.i
                people += self._player(tok.head) if not fronted or _definite(parts[0]) else []
            elif tok.pos_ == "NOUN" and tok.lemma_.lower() in rule["appearance_nouns"] and not _placed(tok, work, self.ents):
                people += self._owner(tok) or (self._player(tok.head) if tok.dep_ == "dobj" else []) or self._giver(tok)
                # "A's turn as X", "B gives a career-best performance" (not "her turn as a mother in Y", another work)
            elif tok.pos_ == "NOUN" and self._part(tok) and any(c.dep_ == "amod" for c in tok.children):
                people += self._owner(tok)  # "from F's brittle patriarch to G's watchful second wife"
        for p in dict.fromkeys(people):
            if crew(self.ents, sent, p, sent.root):
                continue  # "The director, B, as a former actor, ...": behind the camera
            yield Found(p, rule["relation"], work, rule["id"], rule["confidence"])

    @cached_property
    def _credits(self) -> frozenset[int]:
        return credit_tokens(self.doc)

    @cached_property
    def _headings(self) -> frozenset[int]:
        """The tokens of a listing's headings: a sentence may run into the next one, whose title is not its own."""
        return frozenset(k for a, b in section_headings(self.doc) for k in range(a, b))

    @cached_property
    def _places(self) -> frozenset[int]:
        """The entities NER calls a place or an event at one of their tokens, read once."""
        return frozenset(e for i, e in self.ents.token_entity.items() if self.doc[i].ent_type_ in {"GPE", "LOC", "FAC", "EVENT"})

    def _no_screen_work(self, work: int) -> bool:
        """A ceremony's or a place's name taken for a title ("the Golden Reel Awards", "the Berlin
        premiere"): no one plays a part in it."""
        name = self.ents.entities[work].name
        return names_event(name) or fold(name).split()[-1] in PRIZE_WORDS or work in self._places

    def _part(self, noun: Token) -> bool:
        """A part someone plays: a character's name, or a person noun (not a real-life tie: "as his wife")."""
        if noun.pos_ == "PROPN":
            eid = self.ents.entity_of(noun)
            return eid is not None and eid in self.ents.characters
        low = noun.lemma_.lower()
        return noun.pos_ == "NOUN" and (low in self.lex.occupations or low in self._rule["part_nouns"]
                                        or low.endswith(tuple(self._rule["character_endings"]))) \
            and low not in self._rule["not_characters"]

    def _owner(self, noun: Token) -> list[int]:
        """The person who owns ``noun`` ("A's turn"), if a person does."""
        return [p for c in noun.children if c.dep_ == "poss" for p in self._people(c)]

    def _giver(self, noun: Token) -> list[int]:
        """"a scene-stealing cameo from A", "a fine performance by B": the person after "from" or
        "by" (not "a sharp turn from A", a change of course; nor a song's performance)."""
        if noun.lemma_.lower() not in _GIVEN or any(t.lower_ in MUSIC_RELEASES or t.lower_ in {"soundtrack", "hit"} for t in noun.sent):
            return []
        return [p for c in noun.children if c.dep_ == "prep" and c.lower_ in {"from", "by"}
                for o in c.children if o.dep_ == "pobj" for p in self._people(o)]

    def _player(self, head: Token) -> list[int]:
        """The person an "as" phrase or a performance belongs to: the name it hangs on, else the
        subject of its verb."""
        if head.pos_ == "PROPN":
            return self._people(head)
        verb = head
        while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
            verb = verb.head
        return [p for c in verb.children if c.dep_ == "nsubj" for p in self._people(c)]

    def _people(self, tok: Token) -> list[int]:
        eid = self.ents.entity_of(tok)
        return [eid] if eid is not None and self.ents.entities[eid].type == PERSON and eid not in self.ents.characters else []


# who make a work: their people are its crew, no part in it ("the studio's chairwoman")
_MAKERS = frozenset({"studio", "network", "company", "label", "streamer", "broadcaster", "production", "firm", "agency",
                     "distributor", "producer", "channel"})
# the appearance nouns a performer gives "from" or "by" someone ("a cameo from A")
_GIVEN = frozenset({"cameo", "performance", "portrayal"})


def _described_one(noun: Token, rule: dict) -> bool:
    """"as the club's pompous commodore", "as his long-suffering deputy": someone's, and described;
    in a review, after "as", a part whatever the noun (not the work's or a firm's: "as the studio's
    outgoing chairwoman", "as the film's real-life inspiration")."""
    makers = lexicon().work_nouns | _MAKERS
    return noun.tag_ == "NN" and noun.lemma_.lower() not in rule["not_characters"] and any(
        c.dep_ == "poss" and c.lemma_.lower() not in makers for c in noun.children) and any(
        c.dep_ in {"amod", "compound"} and c.is_lower for c in noun.children)


def _definite(noun: Token) -> bool:
    """"the gang's ringleader", "his patron": a part a review names; not "a mother of three"."""
    return any(c.dep_ == "poss" or c.dep_ == "det" and c.lower_ in {"the", "this", "that"} for c in noun.children)


def _placed(noun: Token, work: int, ents) -> bool:
    """The performance is placed in something else than ``work`` ("her turn as a mother in Y",
    "his performance at the Grammys")."""
    holders = [noun, *(p for c in noun.children if c.dep_ == "prep" and c.lower_ == "as" for p in c.children)]
    objects = [p for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ in {"in", "at", "on"}
               for p in c.children if p.dep_ == "pobj"]
    return any(ents.entity_of(p) != work and (p.pos_ == "PROPN" or ents.entity_of(p) is not None) for p in objects)
