"""Roles: the works a person appears in, listed after a role verb or noun ("had roles in films
including A, B and C", "roles including Merle Jackson in X and Mand in Y")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cached_property
from typing import Any

from spacy.tokens import Token

from ...names import clean_name
from ..labels import NOT_TITLES, NOT_TITLES_OR_PLACES, PLACES
from ..mentions import ORG, PERSON, WORK
from ..titles import (acts_as_verb, behind_a_part, capital_genre, coordinated_before, glued_hyphen, made_as_clause, names_court, names_date, no_part_played, opens_clause, part_owners,
                      reduced_relative, title_run)
from ..rules import Found
from ..slots import HEDGE_FACTOR, MAX_LIST_TOKENS, one_of_a_list, refuses
from .base import Matcher



# when one was or will be seen on screen, as a career tells it ("was last seen in X", "will next be seen in Y")
_SEEN_WHEN = frozenset({"last", "next", "previously", "recently", "most", "soon"})

class RoleMatcher(Matcher):
    """Lists of roles and titles after the verb rules with ``list_preps`` or ``character_preps``."""

    @cached_property
    def not_played(self) -> frozenset[str]:
        """What is played or voiced that is no part: an instrument, a game, a view, a piece of music
        (``role_slots`` ``played_not_parts`` and the cast rule's ``not_played_parts``)."""
        return frozenset((self.rules.role_slots or {}).get("played_not_parts", ())) | frozenset(
            (self.rules.work_rules.get("work.article_role") or {}).get("not_played_parts", ()))

    def role_holder(self, trigger: Token) -> tuple[list[int], float]:
        """Who holds the roles a cue names, and the cue's confidence factor: the subject of
        the verb ("she played ...", "he had roles in ..."); none under negation or a passive
        other than "best known for ..."."""
        if trigger.pos_ == "NOUN" and trigger.dep_ == "appos" and trigger.head.pos_ == "PROPN" \
                and behind_a_part(trigger) is not None and (factor := self.slots.blocked(trigger)) is not None:
            return self.slots.as_people(self.slots.refs(trigger.head)), factor  # "Tom Hale, voice of Captain Comet in X,"
        if made_as_clause(trigger):
            verb = trigger.head  # "made her film debut in X", misread as a clause: the subject of "made"
        elif trigger.pos_ == "NOUN" and not acts_as_verb(trigger):  # "roles in ...": the person is the subject of "had"
            verb = trigger.head if trigger.dep_ in {"dobj", "attr", "pobj"} else None
            while verb is not None and verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
                verb = verb.head
        else:
            verb = trigger
        if verb is None:
            return [], 0.0
        factor = self.slots.blocked(verb)
        if factor is None or verb is not trigger and refuses(verb):
            return [], 0.0  # "turned down a role in X", "declined a part in Y"
        if verb is not trigger and (verb.lower_ in self.lex.hedges or verb.lemma_.lower() in self.lex.hedges):
            factor *= HEDGE_FACTOR  # "is eyeing a role in X"
        subs, passive = self.slots.subjects(verb)
        fame_nouns = frozenset((self.rules.role_slots or {}).get("fame_nouns", ()))  # "got her break playing ..."
        if verb.dep_ == "acl" and verb.head.lower_ in fame_nouns:
            subs = []  # "fame" is not who played
        for _ in range(2):  # "known for playing ...": the subject of the verb "for" hangs on
            if subs:
                break
            if verb.dep_ in {"pcomp", "pobj"} and verb.head.dep_ == "prep":
                verb = verb.head.head
            elif verb.dep_ == "acl" and verb.head.lower_ in fame_nouns and verb.head.dep_ in {"pobj", "dobj"}:
                verb = verb.head.head.head if verb.head.dep_ == "pobj" else verb.head.head  # "rose to fame playing ..."
            else:
                break
            if verb.pos_ == "ADJ" and verb.dep_ in {"amod", "appos"}:  # "X, famous for playing ...,"
                return self.slots.as_people(self.slots.refs(verb.head)), factor
            subs, passive = self.slots.subjects(verb)
        slot_words = self.rules.role_slots or {}
        only_passive = verb.lemma_.lower() in slot_words.get("passive_verbs", ())
        # "A, last seen in X,"; "A, seen most recently in X, is 41", the participle read as the main verb
        passive = passive or only_passive and verb.tag_ == "VBN" and bool(subs) and (verb.dep_ in {"acl", "ROOT"} and not any(
            c.dep_ == "aux" for c in verb.children) or any(c.dep_ == "auxpass" for c in verb.children) and any(
            c.lower_ in _SEEN_WHEN for c in verb.children))  # (and "... and was last seen in X": a passive of its own
        # after an active verb's subject, said of a career; not "... and was later seen in The Fox", a pub)
        if passive and verb.lemma_.lower() in slot_words.get("character_verbs", ()) and subs and not any(
                s.lemma_.lower() in self.not_played for s in subs) and not any(c.lower_ == "originally" for c in verb.children):
            players = [p for a in verb.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"]
            return self.slots.as_people([i for p in players for i in self.slots.refs(p)]), factor  # "C is played by A in X"
        if passive and verb.lemma_.lower() not in self.lex.role_passives | frozenset(slot_words.get("removal_verbs", ())):
            return [], 0.0  # "best known for his role in X" keeps its subject; other passives do not
        if not passive and only_passive:
            return [], 0.0  # "A cast B in X": A is the director (the work rules' job)
        ids = one_of_a_list(self.slots, verb, [i for s in subs for i in self.slots.refs(s)])
        return self.slots.as_people(ids, listed=len(ids) > 2), factor  # "Narain, Innocent and Lena play ..."

    def possessed_role_holder(self, trigger: Token) -> tuple[list[int], float]:
        """:meth:`role_holder`, but a role noun someone owns is the owner's ("he praised her
        performance in X", "loved A's character in Y"), unless the subject binds the possessive
        pronoun ("he is known for his role in X"); no one for a cue that speaks of no part
        (:func:`~kgbuild.extraction.titles.no_part_played`: "plays bass in X")."""
        if no_part_played(trigger):
            return [], 0.0
        owners = [c for c in trigger.children if c.dep_ == "poss"]
        if not owners and trigger.dep_ == "pobj" and trigger.head.lower_ == "as":
            owners = part_owners(trigger.head)  # "negotiated A's stint as a judge on X"
        if not owners and not any(c.dep_ == "nsubj" and c.pos_ == "NOUN" for c in trigger.head.children):
            # "made her film debut", parsed with "her film" as the role noun's subject (not "A's daughter made her film debut")
            owners = [p for c in trigger.children if c.dep_ in {"nsubj", "compound"} and c.is_lower and c.pos_ == "NOUN"
                      and c.i == trigger.i - 1 for p in c.children if p.dep_ == "poss"]
        people, factor = self.role_holder(trigger)
        if people and owners and trigger.pos_ == "NOUN" and not self._bound(owners, people):
            people = []
        if not people:
            blocked = self.slots.blocked(trigger)
            if not owners or blocked is None or any(c.dep_ == "compound" and c.pos_ == "NOUN" for c in trigger.children):
                return [], 0.0  # (not "A's husband stars in X", "stars" read as a noun: the husband's)
            people, factor = self.slots.as_people([i for o in owners for i in self.slots.refs(
                _whose(o) if o.head.i == trigger.i and trigger.pos_ == "NOUN" else o)]), blocked
        return people, factor

    def _bound(self, owners: list[Token], subjects: list[int]) -> bool:
        """The possessors are pronouns the subject can bind ("he is known for his role in X":
        his is the subject's, whoever was named last)."""
        lex = self.lex
        sexes = {"m" if o.lower_ in lex.male_pronouns else "f" if o.lower_ in lex.female_pronouns else None for o in owners}
        return all(o.pos_ == "PRON" for o in owners) and None not in sexes and all(
            self.ents.entities[s].sex in (None, *sexes) for s in subjects)

    def characters_in(self, trigger: Token, rule: dict[str, Any]) -> Iterator[Found]:
        """"roles including Vera Kline in Harbour Lane and Tibbs in Copper Kettles",
        "his role as Captain Joel Marsh in Birch and Burrow", "played Rowan, a
        paramedic, in the medical drama The Night Ward": after a role cue, "in"/"on" and a
        title after a character's name, or a title a work noun names, is a work the cue's
        subject appears in."""
        doc, ents = self.doc, self.ents
        people, factor = self.possessed_role_holder(trigger)
        if not people:
            return
        end = min(trigger.sent.end, trigger.i + 1 + MAX_LIST_TOKENS)
        works: list[int] = []
        places: list[tuple[int, int]] = []  # titles NER called places
        for k in range(trigger.i + 1, end - 1):
            if doc[k].lower_ not in rule["character_preps"] or doc[k].dep_ != "prep":
                continue
            j = k + 1
            named = [e for t in doc[k].subtree if t.i > k for e in [ents.entity_of(t)]
                     if e is not None and ents.entities[e].type == WORK]
            if named and not ents.mention_at.get(j):  # "in the ill-fated web series Glass Harbour"
                works.append(named[0])
                continue
            noun = next((c for c in doc[k].children if c.dep_ == "pobj"), None)
            if noun is not None and noun.lower_ in self.lex.work_nouns:  # "play roles in the film"
                works.extend(i for i in ents.resolve(noun) if ents.entities[i].type == WORK)
                continue
            character = doc[k - 1]
            if not (character.text[:1].isupper() and character.pos_ in {"PROPN", "NOUN"}) or ents.entity_of(character) == people[0]:
                continue  # "Merle Jackson in ...": a name right before "in"
            eid = ents.entity_of(doc[j])
            if eid is not None and ents.entities[eid].type == PERSON or doc[j].ent_type_ in NOT_TITLES \
                    or self.lex.no_work(doc[j].lower_):
                continue  # (not "the role of Wren on Broadway")
            stop = self._title_end(j)
            if stop > j and not (stop == j + 1 and doc[j].lower_ == "the"):
                if doc[j].ent_type_ in PLACES:
                    places.append((j, stop))
                else:
                    works.append(self._as_work(j, stop))
        # NER takes many titles for places ("Tessa Marlow in Pinecrest Falls"): a repeated
        # "character in title" pattern outweighs it; a lone "Maria in London" does not
        if len(works) + len(places) > 1:
            works += [self._as_work(a, b) for a, b in places]
        for p in people:
            for w in dict.fromkeys(works):
                yield Found(p, rule["relation"], w, rule["id"], rule["confidence"] * factor)

    def _title_end(self, start: int) -> int:
        """End of a title in a list of roles: a title-case run, cut before "and" and a
        person's name ("Night Falls Twice and Nora Quill in ...") and before a
        preposition leading to an organisation or place ("... Adventures for the BBC")."""
        doc = self.doc
        stop = title_run(doc, start)
        for a in range(start + 1, stop):
            t = doc[a]
            nxt = doc[a + 2] if a + 2 < stop and doc[a + 1].lower_ == "the" else doc[a + 1] if a + 1 < stop else None
            if nxt is None:
                break
            if t.lower_ in {"and", "or", ","} and (nxt.ent_type_ == "PERSON" or any(
                    doc[x].lower_ in {"in", "on"} and doc[x - 1].text[:1].isupper() for x in range(a + 2, min(a + 5, stop)))):
                return a  # "... and Tibbs in Copper Kettles": the next character begins
            if t.is_lower and t.pos_ == "ADP" and nxt.ent_type_ in {"ORG", "GPE", "NORP", "FAC", "LOC"}:
                return a
        return stop

    def _as_work(self, start: int, end: int) -> int:
        """The work named at ``doc[start:end]``: its entity if a mention spans just that, else a new one."""
        eid = self.ents.entity_of(self.doc[start])
        if eid is not None and self.ents.entities[eid].type == WORK and self.ents.mention_end(start) == end:
            return eid
        return self.ents.add_entity(clean_name(self.doc[start:end].text), WORK, start, end)

    def work_list(self, trigger: Token, rule: dict[str, Any]) -> Iterator[Found]:
        """"had roles in films including A, B and C": the subject appears in every title."""
        people, factor = self.possessed_role_holder(trigger)
        if not people:
            return
        k = self._list_start(trigger, rule)
        if k is None:
            return
        # a list of titles is a clause, not a page: bound the scan so that a run-on
        # "sentence" (a page without full stops) stays linear
        works = self._titles_from(k, min(trigger.sent.end, k + MAX_LIST_TOKENS))
        for p in people:
            for w in dict.fromkeys(works):
                yield Found(p, rule["relation"], w, rule["id"], rule["confidence"] * factor)

    def _list_start(self, trigger: Token, rule: dict[str, Any]) -> int | None:
        """The token after the rule's list word ("including", "such as") within a few words
        of the cue: "roles in films including ..."; None when there is none."""
        for j in range(trigger.i + 1, min(trigger.sent.end, trigger.i + 12)):
            if self.doc[j].lower_ in rule["list_preps"]:
                return j + 1
        return None

    def _titles_from(self, k: int, end: int) -> list[int]:
        """The works listed from ``doc[k]`` to ``end``: "Red Lantern (2009), the web series
        Glass Harbour and Nora Quill in Iron Tide"."""
        doc, ents = self.doc, self.ents
        works: list[int] = []
        first = k
        while k < end:
            if works and coordinated_before(doc, k, ents.mention_end(k), first):
                break  # "A, who starred in X, and B sued ...": B is A's conjunct, not a title
            skip = self._skip_filler(k, end)
            if skip is not None:
                k = skip
                continue
            eid, resume = self._item_entity(k, end, works)
            if resume is not None:
                k = resume
                continue
            span = self._title_at(k, end, eid, listed=bool(works))
            if span is None:
                break
            k, stop, eid = span
            if opens_clause(doc, k, stop) and (works or reduced_relative(doc, k, stop)):
                break  # "After a role in the series, A, B was cast ...": B is the next clause's subject;
                # "appeared in the documentary A produced": A made it
            if self._names_a_title(k, stop, end):
                if eid is not None and ents.entities[eid].type == WORK:
                    works.append(eid)
                else:
                    works.append(ents.add_entity(clean_name(doc[k:stop].text), WORK, k, stop))
            k = stop
        return works

    def _skip_filler(self, k: int, end: int) -> int | None:
        """Where the list goes on when ``doc[k]`` starts no title: past list glue and
        commas ("The" before a capital is the title's own: "The Silent Orchard"), a
        "season 2", a bracket ("Red Lantern (2009)", "Iron Tide 3 (uncredited)"), a
        director's possessive ("Aldo Ferrante's Castle of Vesperine") or a lower-case
        lead-in ("the ill-fated web series Glass Harbour"); ``end`` when the list is over
        ("appeared in X as Detective Y": a character follows; an unclosed bracket). None
        at a word that may start a title."""
        doc, ents = self.doc, self.ents
        t = doc[k]
        if t.lower_ == "as" and doc[k - 1].lower_ != "such":
            return end
        if (t.lower_ in self.rules.list_glue and not (t.text == "The" and k + 1 < end and doc[k + 1].text[:1].isupper())) \
                or t.text in {",", ":"} or (t.like_num and doc[k - 1].lower_ in {"season", "episode", "series", "part"}):
            return k + 1
        if capital_genre(doc, k, end):
            return k + 1  # "the cable Western "Iron Gulch"": the genre, then the title
        if t.text[:1].isupper() and glued_hyphen(doc, k + 1, end):
            return k + 3  # "the BAFTA-nominated series X": a modifier before the work noun, no title
        if t.text == "(":
            close = next((x for x in range(k, min(k + 8, end)) if doc[x].text == ")"), None)
            return end if close is None else close + 1
        if ents.entity_of(t) is not None and ents.entities[ents.entity_of(t)].type == PERSON:
            after = ents.mention_end(k)
            if after < end and doc[after].text in {"'s", "’s", "'"}:
                return after + 1
        if t.is_lower and any(doc[x].lower_ in self.lex.work_nouns for x in range(k, min(k + 4, end))):
            return k + 1
        if self.lex.no_work(t.lower_) and k + 1 < end and doc[k + 1].is_lower:
            return k + 1  # "Disney+ hit X", "the Netflix drama X": the platform, then the title
        return None

    def _item_entity(self, k: int, end: int, works: list[int]) -> tuple[int | None, int | None]:
        """The entity at ``doc[k]`` a title may take (a work, or None for a new one), and
        where the list goes on instead when ``doc[k]`` is no title (``end``: over; None: a
        title may start here). Within the list ("films including ..., Silent Iron Hearts")
        any capitalised item is a title, whatever NER said; outside it a person ends the
        list, and a network or a year before a work noun is passed ("the 2016 ... film",
        "Castwell's legal drama")."""
        doc, ents = self.doc, self.ents
        t = doc[k]
        eid = ents.entity_of(t)
        in_list = (bool(works) and doc[k - 1].lower_ in {",", "and"}) or doc[k - 1].lower_ in {"including", "as"}
        if eid is not None and ents.entities[eid].type == PERSON and not in_list:
            return eid, end
        if eid is not None and in_list and ents.entities[eid].type != WORK:
            eid = None
        if in_list:
            return eid, None
        if (eid is None or ents.entities[eid].type != WORK) and t.ent_type_ in NOT_TITLES_OR_PLACES or (
                eid is not None and ents.entities[eid].type == ORG and doc[k + 1:k + 2].text.lower() in {"'", "'s", "’s"}):
            if k + 1 < end and (doc[k + 1].is_lower or doc[k + 1].text in {"'", "'s", "’s"}):
                return eid, ents.mention_end(k) if eid is not None else k + 1
            return eid, end
        return eid, None

    def _title_at(self, k: int, end: int, eid: int | None, listed: bool = False) -> tuple[int, int, int | None] | None:
        """The title-case run at ``doc[k]`` as (start, stop, work entity or None): after a
        character's name and "in"/"on" the title is what follows ("Nora Quill in Iron Tide");
        "and" before a known name starts the next item ("Iron Tide and Red Lantern"); a
        mention of the work is kept whole. None when no title starts here."""
        doc, ents = self.doc, self.ents
        stop = title_run(doc, k)
        if stop == k:
            return None
        for a in range(k + 1, stop - 1):
            if doc[a].lower_ in {"in", "on"} and doc[a - 1].ent_type_ == "PERSON":
                k = a + 1  # a character, then the title
                stop = self._title_end(k)
                eid = ents.entity_of(doc[k]) if k < end else None
                eid = eid if eid is not None and ents.entities[eid].type == WORK else None
                break
        if stop <= k:
            return None
        for a in range(k + 1, stop - 1):
            if doc[a].lower_ == "and" and (listed or ents.entity_of(doc[a + 1]) is not None):
                stop = a  # "A, B and C" (the list's own "and"), "Iron Tide and Red Lantern" (a known name)
                break
        stop = max(stop, ents.mention_end(k)) if eid is not None else stop
        return k, stop, eid

    def _names_a_title(self, k: int, stop: int, end: int) -> bool:
        """Whether ``doc[k:stop]`` is a title: not a network before a lower-case noun ("the
        Streamly documentary series Marlow"), not a part of a work ("the second episode of
        Season 3 of Marlow"), not a date ("on New Year's Eve"), not a platform or network alone
        ("on Instagram")."""
        if names_date(self.doc[k:stop].text) or any(names_court(self.doc[k:j].text) for j in range(k + 2, stop + 1)) \
                or stop - k == 1 and self.doc[k].lower_ in self.lex.non_work_names:
            return False  # "on Instagram", "a star on TikTok": a platform, no title
        nxt = self.doc[stop] if stop < end else None
        if nxt is not None and nxt.is_lower and nxt.pos_ in {"NOUN", "ADJ", "PROPN"}:
            return False
        if nxt is not None and nxt.text in {"'s", "’s", "'"} and stop + 1 < end and self.doc[stop + 1].is_lower:
            return False  # "starred in Ivo Sandberg's debut": its maker, who owns what follows
        return not re.fullmatch(r"(?:Season|Series|Episode|Part|Chapter|Volume)\s+\w+", self.doc[k:stop].text)


def _whose(owner: Token) -> Token:
    """What a possessor stands for: "whose" the name its relative clause describes ("Mara Holt,
    whose performance in X won praise": Mara Holt); any other possessor itself."""
    if owner.lower_ != "whose":
        return owner
    t = owner
    for _ in range(6):
        if t.dep_ == "relcl":
            return t.head
        if t.head.i == t.i:
            break
        t = t.head
    return owner
