"""Roles: the works a person appears in, listed after a role verb or noun ("had roles in films
including A, B and C", "roles including Merle Jackson in X and Mand in Y")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from spacy.tokens import Token

from ...names import clean_name
from ..labels import NOT_TITLES, NOT_TITLES_OR_PLACES, PLACES
from ..mentions import ORG, PERSON, WORK
from ..titles import title_run
from ..rules import Found
from ..slots import MAX_LIST_TOKENS
from .base import Matcher



class RoleMatcher(Matcher):
    """Lists of roles and titles after the verb rules with ``list_preps`` or ``character_preps``."""

    def role_holder(self, trigger: Token) -> tuple[list[int], float]:
        """Who holds the roles a cue names, and the cue's confidence factor: the subject of
        the verb ("she played ...", "he had roles in ..."); none under negation or a passive
        other than "best known for ..."."""
        if trigger.pos_ == "NOUN":  # "roles in ...": the person is the subject of "had"
            verb = trigger.head if trigger.dep_ in {"dobj", "attr", "pobj"} else None
            while verb is not None and verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
                verb = verb.head
        else:
            verb = trigger
        if verb is None:
            return [], 0.0
        factor = self.slots.blocked(verb)
        if factor is None:
            return [], 0.0
        subs, passive = self.slots.subjects(verb)
        for _ in range(2):  # "known for playing ...": the subject of the verb "for" hangs on
            if subs or verb.dep_ not in {"pcomp", "pobj"} or verb.head.dep_ != "prep":
                break
            verb = verb.head.head
            subs, passive = self.slots.subjects(verb)
        if passive and verb.lemma_.lower() not in self.lex.role_passives:
            return [], 0.0  # "best known for his role in X" keeps its subject; other passives do not
        ids = [i for s in subs for i in self.slots.refs(s)]
        return self.slots.as_people(ids, listed=len(ids) > 2), factor  # "Narain, Innocent and Lena play ..."

    def characters_in(self, trigger: Token, rule: dict[str, Any]) -> Iterator[Found]:
        """"roles including Vera Kline in Harbour Lane and Tibbs in Copper Kettles",
        "his role as Captain Joel Marsh in Birch and Burrow", "played Rowan, a
        paramedic, in the medical drama The Night Ward": after a role cue, "in"/"on" and a
        title after a character's name, or a title a work noun names, is a work the cue's
        subject appears in."""
        doc, ents = self.doc, self.ents
        people, factor = self.role_holder(trigger)
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
            if eid is not None and ents.entities[eid].type == PERSON or doc[j].ent_type_ in NOT_TITLES:
                continue
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
        doc, ents = self.doc, self.ents
        people, factor = self.role_holder(trigger)
        if not people:
            return
        glue = self.rules.list_glue
        works: list[int] = []
        for j in range(trigger.i + 1, min(trigger.sent.end, trigger.i + 12)):
            if doc[j].lower_ in rule["list_preps"]:
                k = j + 1
                break
        else:
            return
        # a list of titles is a clause, not a page: bound the scan so that a run-on
        # "sentence" (a page without full stops) stays linear
        end = min(trigger.sent.end, k + MAX_LIST_TOKENS)
        while k < end:
            t = doc[k]
            if t.lower_ == "as" and doc[k - 1].lower_ != "such":
                break  # "appeared in X as Detective Y": a character follows
            if (t.lower_ in glue and not (t.text == "The" and k + 1 < end and doc[k + 1].text[:1].isupper())) \
                    or t.text in {",", ":"} or (t.like_num and doc[k - 1].lower_ in {"season", "episode", "series", "part"}):
                k += 1  # "The" before a capital is the title's own: "The Silent Orchard"
                continue
            if t.text == "(":  # "Red Lantern (2009)", "Iron Tide 3 (uncredited)"
                close = next((x for x in range(k, min(k + 8, end)) if doc[x].text == ")"), None)
                if close is None:
                    break
                k = close + 1
                continue
            if ents.entity_of(t) is not None and ents.entities[ents.entity_of(t)].type == PERSON:
                after = ents.mention_end(k)
                if after < end and doc[after].text in {"'s", "’s", "'"}:
                    k = after + 1  # "Aldo Ferrante's Castle of Vesperine": the director, then the title
                    continue
            if t.is_lower and any(doc[x].lower_ in self.lex.work_nouns for x in range(k, min(k + 4, end))):
                k += 1  # "the ill-fated web series Glass Harbour", "medical drama The Night Ward"
                continue
            eid = ents.entity_of(t)
            in_list = (bool(works) and doc[k - 1].lower_ in {",", "and"}) or doc[k - 1].lower_ in {"including", "as"}
            if eid is not None and ents.entities[eid].type == PERSON and not in_list:
                break
            if eid is not None and in_list and ents.entities[eid].type != WORK:
                eid = None  # "films including ..., Silent Iron Hearts": a title, whatever NER said
            if in_list:
                pass
            elif (eid is None or ents.entities[eid].type != WORK) and t.ent_type_ in NOT_TITLES_OR_PLACES or (
                    eid is not None and ents.entities[eid].type == ORG and doc[k + 1:k + 2].text.lower() in {"'", "'s", "’s"}):
                if k + 1 < end and (doc[k + 1].is_lower or doc[k + 1].text in {"'", "'s", "’s"}):
                    k = ents.mention_end(k) if eid is not None else k + 1
                    continue  # "the 2016 ... film", "CBS' legal drama": not a title
                break
            stop = title_run(doc, k)
            if stop == k:
                break
            for a in range(k + 1, stop - 1):
                if doc[a].lower_ in {"in", "on"} and doc[a - 1].ent_type_ == "PERSON":
                    k = a + 1  # "Kate Moss in Harbor Lights": a character, then the title
                    stop = self._title_end(k)
                    eid = ents.entity_of(doc[k]) if k < end else None
                    eid = eid if eid is not None and ents.entities[eid].type == WORK else None
                    break
            if stop <= k:
                break
            for a in range(k + 1, stop - 1):  # "Cast Away and Philadelphia": a known name after "and" starts a new item
                if doc[a].lower_ == "and" and ents.entity_of(doc[a + 1]) is not None:
                    stop = a
                    break
            stop = max(stop, ents.mention_end(k)) if eid is not None else stop
            nxt = doc[stop] if stop < end else None
            if nxt is not None and nxt.is_lower and nxt.pos_ in {"NOUN", "ADJ", "PROPN"}:
                k = stop  # "the Netflix documentary series Beckham": a network, not the title
                continue
            if re.fullmatch(r"(?:Season|Series|Episode|Part|Chapter|Volume)\s+\w+", doc[k:stop].text):
                k = stop  # "the second episode of Season 3 of The Hallorans"
                continue
            if eid is not None and ents.entities[eid].type == WORK:
                works.append(eid)
            else:
                works.append(ents.add_entity(clean_name(doc[k:stop].text), WORK, k, stop))
            k = stop
        for p in people:
            for w in dict.fromkeys(works):
                yield Found(p, rule["relation"], w, rule["id"], rule["confidence"] * factor)
