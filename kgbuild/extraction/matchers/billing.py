"""Billing: a person named by the work they are known from, with no role word.

"Harbor Wives' Ivy Ross and Kay Dunne", "Ivy Ross (Harbor Wives)", "Ivy Ross, from "Harbor
Wives", ...", "Ivy Ross of Harbor Wives fame": news bills people by their show. Only a title the
article already reads as a work counts (quoted, or typed a work by another cue): a company owns its
people the same way ("Acme's Ivy Ross"), a place is where one is from.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..mentions import PERSON, WORK
from ..rules import Found
from ..scan import cue_tokens
from ..slots import names_listed_after
from .base import Matcher

_POSSESSIVE = frozenset({"'s", "’s", "'", "’"})
_SCREEN_NOUNS = frozenset({"film", "movie", "drama", "sitcom", "comedy", "thriller", "documentary", "biopic", "series",
                           "show", "telefilm", "reality"})
_QUOTES = frozenset({'"', "“", "”", "'", "‘", "’"})


class BillingMatcher(Matcher):
    """The ``work.billed`` rule of ``rules.json`` ``work_rules``."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._screen: dict[int, bool] = {}  # work id -> a screen work, decided once per article

    def match(self, sent: Span) -> Iterator[Found]:
        rule = self.rules.work_rules.get("work.billed")
        if rule is None:
            return
        ents = self.ents
        for start in range(sent.start, sent.end):
            eid = ents.token_entity.get(start)
            if eid is None or ents.mention_at.get(start) is None or ents.entities[eid].type != WORK or not self._screen_work(eid):
                continue
            end = ents.mention_end(start)
            people = self._possessed(end, sent) or self._described(start, end, sent)
            factor = self.slots.blocked(self.doc[start])
            for p in dict.fromkeys(people):
                if factor is not None and p != eid:
                    yield Found(p, rule["relation"], eid, rule["id"], rule["confidence"] * factor)
        for tok in cue_tokens(sent, self.lex.role_nouns, self.lex.role_nouns):
            yield from self._work_owned(tok, rule)

    def _work_owned(self, noun: Token, rule: dict) -> Iterator[Found]:
        """"Its star A", "the show's stars A and B": a role noun a work owns, named after it (or before
        it: "A, the soap's longtime heartthrob,")."""
        owner = next((c for c in noun.children if c.dep_ == "poss"), None) \
            if noun.lower_ in self.lex.role_nouns or noun.lemma_.lower() in self.lex.role_nouns else None
        if owner is None or not (owner.lower_ == "its" or owner.lower_ in self.lex.screen_nouns):
            return
        if owner.lower_ == "its":
            work = next((w for w in self.ents.resolve(owner) if self.ents.entities[w].type == WORK), None)
            work = work if work is not None else self.ents.recent_work(noun)
        else:
            work = self.slots.work_at(owner)
        named = [i for c in noun.children if c.dep_ == "appos" for i in self.slots.refs(c)]
        named += [i for i in names_listed_after(self.ents, noun) if i not in named]
        if not named and noun.dep_ == "appos":
            named = list(self.ents.resolve(noun.head))  # "A, the show's star, ...": the name the noun describes
        named = [i for i in named or [p for p in [self._person_at(noun.i + 1, noun.sent)] if p is not None]
                 if self.ents.entities[i].type == PERSON]
        factor = self.slots.blocked(noun)
        if work is None or factor is None:
            return
        for p in dict.fromkeys(named):
            yield Found(p, rule["relation"], work, rule["id"], rule["confidence"] * factor)

    def _screen_work(self, eid: int) -> bool:
        """A show or a film by the article's own evidence — someone's role in it, a screen genre
        noun before it ("the reality show X"), what only shows do ("renewed X") — not just any
        quoted name (a restaurant, a magazine, a novel bill their people the same way). Someone's
        role found so far settles it each time; the mentions' own evidence is read once."""
        if any(eid in works for works in self.story.works_of.values()):
            return True
        if eid not in self._screen:
            lex, doc, ents = self.lex, self.doc, self.ents
            self._screen[eid] = any(
                m.source in {"role-cue", "role-slot"}
                or {t.lower_ for t in doc[max(0, start - 4):start]} & (lex.show_nouns | _SCREEN_NOUNS)
                or doc[start:m.end].root.head.lemma_.lower() in lex.work_verbs_done | lex.work_verbs_doing
                for start, m in ents.mention_at.items() if ents.token_entity.get(start) == eid)
        return self._screen[eid]

    def _person_at(self, i: int, sent: Span) -> int | None:
        eid = self.ents.token_entity.get(i) if sent.start <= i < sent.end else None
        return eid if eid is not None and self.ents.entities[eid].type == PERSON else None

    def _possessed(self, end: int, sent: Span) -> list[int]:
        """"X's A and B", "X' A, B and C": the people right after the possessive."""
        doc, ents = self.doc, self.ents
        if end + 1 >= sent.end or doc[end].text not in _POSSESSIVE:
            return []
        first = self._person_at(end + 1, sent)
        if first is None or ents.mention_at.get(end + 1) is None:
            return []
        people = [first, *names_listed_after(self.ents, doc[end + 1])]
        k = ents.mention_end(end + 1)
        if len(people) == 1 and k + 1 < sent.end and doc[k].lower_ == "and":  # "X's A and B"
            people += [p for p in [self._person_at(k + 1, sent)] if p is not None]
        return [p for p in people if self.ents.entities[p].type == PERSON]

    def _described(self, start: int, end: int, sent: Span) -> list[int]:
        """"A (X)", "A, from "X",", "A, of "X",", "A of X fame", 'A of "X"': the person the title describes
        (a title unquoted after "from" may be a place: "B, from Madison, ...")."""
        doc = self.doc
        b, quoted = start - 1, False
        if b > sent.start and doc[b].text in _QUOTES:
            b, quoted = b - 1, True
        a = end + (end < sent.end and doc[end].text in _QUOTES)
        before = doc[b].lower_ if b >= sent.start else ""
        after = doc[a].lower_ if a < sent.end else "."
        if before == "(" and after == ")" and not quoted or before == "of" and (after == "fame" or quoted):
            # 'A ("Ace")' is a nickname; "A of X fame", "A, of X fame,", 'A of "X"'
            k = b - 1 - (b - 1 >= sent.start and doc[b - 1].text == "," and before == "of")
            return [p for p in [self._person_at(k, sent)] if p is not None]
        place = a + 1 < sent.end and doc[a].text == "," and doc[a + 1].ent_type_ in {"GPE", "LOC"}  # "from Silver Lake, Ohio,"
        if before in {"from", "of"} and b - 1 >= sent.start and doc[b - 1].text == "," and after in {",", ".", ";", ")"} \
                and quoted and not place and not any(t.ent_type_ in {"GPE", "LOC"} for t in doc[start:end]):
            return [p for p in [self._person_at(b - 2, sent)] if p is not None]
        return []
