"""Kinship nouns and births: "his wife Greta", "Rolf's daughter Juniper", "the son of A and B",
"parents to daughters A and B", "her sisters A and B", "born to A and B"."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import cached_property
from typing import Any

from spacy.tokens import Token

from ...names import clean_name, looks_like_person_name
from ..coref import cue_sex
from ..people import one_of_a_kind
from ..entities import mention_start
from ..lexicon import occupation
from ..mentions import ORG, PERSON, describes_what_follows, proper_description_end, slot_mention
from ..owners import born_clause, counted, relative_head
from ..rules import Found
from ..slots import (MAX_LIST_TOKENS, conjuncts, coordination_root, definite, description_word, ex_marked, named_after_misread_to,
                     names_listed_after, nationality, past_description, reports)
from ..titles import opens_clause, reduced_relative
from .base import Matcher

_RELATIVE = frozenset({"relcl"})  # (a ccomp after a kin's job is too often the kin's own clause: "her son River was born")
_LIST_GLUE = {",", ":", ";", "and", "&", "as", "well", "plus", "named", "called", "-", "–", "(", ")", "year", "years", "old", "aged", "now"}
_PLURAL_CUES = {"children", "kids", "sons", "daughters", "brothers", "sisters", "siblings", "babies", "twins"}
_EX_WORDS = frozenset({"ex", "former", "ex-"})  # not "first", which only orders children


class FamilyMatcher(Matcher):
    """The noun rules (``rules.json`` ``noun_rules``) and the birth rules (``birth_rules``)."""

    @cached_property
    def openers(self) -> frozenset[str]:
        """Every word (lower case or lemma) :meth:`match`, :meth:`born` or :meth:`shared_child` starts from:
        a kin cue, a family plural ("Sisters A and B"), a birth verb, a verb of sharing a child."""
        return frozenset(self.noun_cues) | self.lex.family_nouns | {"twins"} \
            | {w for r in self.rules.birth_rules for w in r["lemmas"]} | frozenset(self.rules.child_verbs)

    def match(self, tok: Token) -> Iterator[Found]:
        rule, former = self.owners.cue_rule(tok)
        if _embedded(tok, self.noun_cues) and tok.lower_ in _MULTIPLE_BIRTHS and tok.lower_.endswith("s"):
            # "the mother of twins A and B": the mother's cue names her children; the twins are siblings
            factor, sibling = self.slots.blocked(tok), self.rules_by_relation["sibling"]
            pair = _twin_pair(self.ents, tok) if factor else []  # the names right after the word, the mother's named children
            pair = pair if set(pair) <= set(self._named(tok)) else []
            yield from _each_other(pair, "sibling", sibling["id"] + ".born_together", sibling["confidence"] * (factor or 0))
            return
        if rule is None or _embedded(tok, self.noun_cues):
            return
        if _name_word(tok) or _a_titles_word(tok):
            return  # "Son Min Ho's agency": a capitalised kin word mid-sentence opens a name; "(The Miller's Daughter)"
        if _played(tok) or _by_marriage(tok):
            return  # "A plays the son of B", "her TV mom": a part, not a family; "his daughter by marriage": a step-relation
        relation = "spouse" if rule["relation"] == "partner" and _married_here(tok) else rule["relation"]  # "married his girlfriend, B"
        together = relation == "sibling" and self._born_together(tok)
        twins = relation == "child" and _multiple_birth(tok)  # "twin sons, A and B"
        if together:
            # "They welcomed twins, A and B": children of the subject, siblings of each other
            sibling_rule, rule, relation, former = rule, self.rules_by_relation["child"], "child", False
        if former and "former" in rule:
            relation = rule["former"]
        elif former and _ex_marked(tok) and relation != "partner":
            return  # "their first daughter" is still a daughter; an ex-boyfriend was a partner
        else:
            former = False
        factor = self.slots.blocked(tok)
        if factor is None:
            return
        named = self._named(tok)
        if not named:
            return
        siblings = self._named_alongside(tok, rule) if relation == "child" else set()
        if siblings and tok.dep_ == "dobj":  # "her daughter Mia welcomed a son": Mia is the son's parent, not his sister
            siblings -= {i for s in self.slots.subjects(tok.head)[0] for i in self.slots.refs(s)}
        # no one is their own sibling or spouse ("A met B, her sister": not B's); a child may share a parent's name
        beside = set(self._named(kid)) if (kid := _child_cue_before_with(tok, self.lex)) is not None else set()  # "her" not A's
        owners = self.owners.of(tok, exclude=siblings | beside | (set(named) if relation != "child" else set()))
        if relation == "child" and rule["direction"] == "owner-named":
            # "They raised three sons: Tobias, Anselm, ...": a child named like a parent
            # ("Tobias" beside Tobias Renner Jr) is a person of their own
            named = [self._separate(n) if n in owners and n in self.owners.slot_spans else n for n in named]
        owners = [o for o in owners if o not in named]
        owners = [o for o in owners if o not in _describing_another(self.ents, owners, tok.sent)]  # "the son of X founder A": A's
        if relation == "sibling" and _siblings_described(tok, named):
            owners = []  # "his bandmates, brothers A and B": a description, brothers of each other (not "has two sisters")
        if relation == "child" and rule["direction"] == "owner-named":
            if not owners and not any(c.dep_ == "poss" for c in tok.children):
                owners = self._partners_possessor(tok, named)  # "There is also daughter C with his ex-wife B": his
            owners += [p for p in self._co_parents(tok) if p not in owners and p not in named]
        elif relation == "child" and tok.dep_ == "attr":
            # "X is a mother to A and B with her ex-partner Y": Y is the children's parent too
            named += [p for p in self._co_parents(tok) if p not in owners and p not in named]
        _note_genders(self.ents, named, _paired_cues(tok, self.noun_cues))
        for o in owners:
            for n in named:
                head, tail = (o, n) if rule["direction"] == "owner-named" else (n, o)
                yield Found(head, relation, tail, rule["id"] + (".former" if former else ""), rule["confidence"] * factor)
        pair = rule.get("parents_pair")
        if pair and _parents_listed(self.owners, tok, owners, named):  # "He was the son of A and B": a couple
            yield Found(owners[0], pair, owners[1], rule["id"] + ".parents", rule["confidence"] * factor)
        twin_pair = _twins_listed(self.ents, tok, named) if relation == "child" and not (together or twins) else []
        if (together or twins) and len(named) > 1 or twin_pair:  # "three children: twins A and B, and C": A and B
            sibling_rule = sibling_rule if together else self.rules_by_relation["sibling"]
            yield from _each_other(twin_pair or named, "sibling", sibling_rule["id"] + ".born_together", sibling_rule["confidence"] * factor)
        if relation == "sibling" and len(named) > 1 and (owners or _plural_kin(tok)):
            # "his brothers Nick and Kevin": brothers of one person are brothers of each other
            yield from _each_other(named, relation, rule["id"] + ".shared", rule["confidence"] * factor)

    def _named(self, cue: Token) -> list[int]:
        """The people a relational noun names: "wife Greta", "daughters A and B", "X, his wife";
        a cue on a child noun names through it ("a baby girl, Mia", "twin boys Leo and Max")."""
        if cue.dep_ == "compound" and cue.head.i == cue.i + 1 and cue.head.lower_ in self.lex.child_nouns:
            cue = cue.head
        for reader in (self._named_after, self._named_before, self._subject_described, self._sentence_subject,
                       self._born_one, lambda c: _named_as_predicate(self.slots, c), lambda c: _named_after_owner(self.slots, c)):
            ids = reader(cue)
            if ids:
                return ids
        return self._predicate_subject(cue)

    def _named_after(self, cue: Token) -> list[int]:
        """The names right after the cue: "wife Greta", "three sons: Tobias, Anselm and
        Piet", "daughters Ada (9) and Bea", "Oskar's father, architect Henrik Lund"; one
        name after a singular cue, a list after a plural one."""
        doc = self.doc
        paired = _paired_cues(cue, self.noun_cues, any_kin=True)  # "his husband and son, Karl and Theo": in order
        plural = cue.lower_ in _PLURAL_CUES or cue.tag_ == "NNS" or len(paired) > 1
        out: list[int] = []
        j = paired[-1].i + 1 if len(paired) > 1 else cue.i + 1
        end = min(cue.sent.end, j + MAX_LIST_TOKENS)
        if j < end and doc[j].lower_ == "of" and counted(doc, j, end) == "span":
            j += 3  # "her husband of ten years, Owen Marsh"
        elif j + 1 < end and doc[j].text in {"'s", "’s"} and doc[j + 1].lower_ == "name":
            j += 2  # "his daughter's name, Mia"
        elif not plural and (comma := _and_a_job(doc, j, end)) is not None:
            j = comma  # "his mother and former manager, Carol Shore": one person, her two parts
        elif not plural and j < end and doc[j].lower_ == "from" and (comma := _after_aside(doc, j, end)) is not None:
            j = comma  # "a son from a previous marriage, Jesse"
        elif not plural and j < end and doc[j].lower_ == "with" and (comma := _after_named_partner(self.ents, j, end)) is not None:
            j = comma  # "her son with Frankie Reyes, Dino": the child's name after the other parent's
        elif plural and j < end and doc[j].lower_ in {"with", "from"}:
            j, end = _plural_opening(self.ents, j, end, cue.sent.end)
        while j < end:
            t = doc[j]
            if t.lower_ == "as" and not out:
                break  # "alongside her mother as Nurse Kay" (a part), "her sister as well as B" (someone else)
            if _list_glue(self.noun_cues, self.lex, cue, t):
                if out and not plural and t.lower_ not in {",", "(", ")"} and not t.like_num:
                    break
                j += 1
                continue
            if _lead_in(self.ents, self.lex, j, end, bool(out)):
                j += 1
                continue
            describing = describes_what_follows(doc, j)  # ("the Kent and England fast bowler B", whatever NER called Kent)
            person = next((k for k in range(j + 2, min(j + (7 if describing else 6), end)) if doc[k].ent_type_ == "PERSON"
                           and not any(w.text == "," or w.lower_ == "and" and not describing for w in doc[j + 1:k])), None) \
                if not out and (nationality(t) or describing) and _opens_after_comma(doc, j) else None  # (not "the Ireland coach, and B")
            if person is not None:
                j = person  # "her husband, the former Ireland rugby international B": a country describing B's job
                continue
            name_end = self.ents.mention_end(j) if self.ents.entity_of(doc[j]) is not None else None
            aside = _kin_aside(self.ents, j, name_end, end, self.noun_cues) if name_end is not None and not out and not plural else None
            if aside is not None:
                j = aside  # "their other child, Nell's younger brother, Ivo": the same one, named after the aside
                continue
            if name_end is not None and (out and opens_clause(doc, j, name_end) or _possessor(doc, name_end, end)
                                         and (out or j != cue.i + 1 or _owns_a_relative(doc, name_end, self.noun_cues, self.lex))
                                         or not out and doc[j - 1].text == "," and reports(cue, j, name_end)):
                break  # "two sons, A and B, and C later wrote a book", "and C's stepfather", "A's ex-husband and
                # B's father": no more of the list, and never the possessor of the next noun
            after = self._take_named(j, out)
            if after is None and plural and out:
                after = _past_item_description(doc, j, end)  # "A, from her first marriage; and B"
            if after is None or not plural:
                break
            j = after
        return _own_share(out, cue, paired, self.noun_cues)

    def _take_named(self, j: int, out: list[int]) -> int | None:
        """The person named at ``doc[j]`` joins ``out`` (a person-like name NER called an
        organisation becomes a person: "daughter Rosalind Ottilie Mae"; a name NER missed
        becomes a mention) and its slot is noted; the token after the name, or None when
        no person is named there."""
        doc, ents = self.doc, self.ents
        m = slot_mention(doc, j)
        eid = ents.entity_of(doc[j])
        if eid is not None and (m is None or m.end <= ents.mention_end(j)):
            if ents.entities[eid].type == ORG and looks_like_person_name(ents.entities[eid].name) and not nationality(doc[j]):
                ents.entities[eid].type = PERSON  # a cue's slot holds a person (not a nationality: "British")
            if ents.entities[eid].type != PERSON or j > 0 and doc[j - 1].lower_ in self.lex.occupations \
                    and reduced_relative(doc, j, ents.mention_end(j), _RELATIVE):
                return None  # (not "her husband, the bodyguard B hired": B's own relative clause)
            if eid not in out:
                out.append(eid)
                self.owners.slot_spans[eid] = (j, ents.mention_end(j))
            return ents.mention_end(j)
        if m is None or m.end - m.start == 1 and one_of_a_kind(doc, m.start):
            return None  # (not "her brother, a Londoner who ...")
        eid = ents.add_mention(m)
        out.append(eid)
        self.owners.slot_spans[eid] = (m.start, m.end)
        return m.end

    def _named_before(self, cue: Token) -> list[int]:
        """The name a cue stands in apposition to: "Dana Webb, his ex-wife"; "Lia and Finn,
        Ostrander's daughter and son"; in "A, B and C (X's sister)" and "marriages to A and
        B, daughter of X" only the name right before the cue."""
        ents = self.ents
        k = cue.i - 1 - (cue.i > 0 and self.doc[cue.i - 1].lower_ == "the")
        if k > cue.sent.start and self.doc[k].text in {"-", "–", "—"} and self.doc[k - 1].whitespace_:
            # "Tom Bale - son of X -", "her husband Tom — the son of X —": a spaced dash sets the cue off
            person = ents.entity_of(self.doc[k - 1])
            return [person] if person is not None and ents.entities[person].type == PERSON else []
        anchor = cue.head if cue.dep_ == "appos" else None
        if cue.dep_ == "conj" and cue.head.dep_ == "appos":
            anchor = cue.head.head
        if anchor is None:
            return _set_off_before(ents, cue)
        while anchor.dep_ in {"appos", "conj"} and anchor.head.i < anchor.i and anchor.lower_ in self.noun_cues:
            anchor = anchor.head  # "A, B's mother and C's ex-wife": the second noun hung on the first
        if anchor.i >= cue.i:
            return []
        if cue.tag_ == "NNS":  # "A and B, the sons of X": the parser hung the plural on B
            anchor = coordination_root(anchor)
        # a bracket describes the name right before it only
        bracketed = cue.i > 0 and any(self.doc[k].text == "(" for k in range(max(cue.sent.start, cue.i - 6), cue.i))
        members = [anchor] if bracketed else [anchor, *(c for c in conjuncts(anchor) if c.i < cue.i)]
        if bracketed or (cue.tag_ == "NN" and cue.dep_ == "appos" and not any(c.dep_ == "conj" for c in cue.children)):
            # one "daughter" describes one name
            last = max((c for c in [anchor, *conjuncts(anchor)] if c.i < cue.i), key=lambda c: c.i)
            members = [last]
        ids = [i for t in members for i in (self.ents.resolve(t) or self.slots.slot_name(t))
               if ents.entities[i].type == PERSON]
        return list(dict.fromkeys(ids))

    def _subject_described(self, cue: Token) -> list[int]:
        """A definite "<cue> of X" as the subject: "The eldest son of Lord Tavish confirmed
        ...": the person the article was just talking about."""
        if definite(cue) and cue.dep_ in {"nsubj", "nsubjpass"} and any(
                c.dep_ == "prep" and c.lower_ == "of" for c in cue.children):
            return [i for i in self.ents.nominal(cue, cue_sex(cue)) if self.ents.entities[i].type == PERSON]
        return []

    def _sentence_subject(self, cue: Token) -> list[int]:
        """A definite "<cue> of X" elsewhere in the sentence: "Mara, the daughter of X and
        Y, told ...": the sentence's own subject, when it is one person."""
        ents = self.ents
        if definite(cue) and cue.dep_ not in {"appos", "attr", "oprd"} and any(c.dep_ == "prep" and c.lower_ == "of" for c in cue.children):
            root = cue.sent.root
            if cue.dep_ in {"dobj", "dative"} and cue.head.i == root.i or cue.dep_ == "pobj" and cue.head.lower_ != "as" and cue.head.head.i == root.i and cue.i > root.i:
                return []  # "A met the wife of X", "A sued the widow of X": someone else, whom the verb is done to
                # (not "A is best known as the wife of X")
            subs = [c for c in root.children if c.dep_ in {"nsubj", "nsubjpass"} and c.i < cue.i]
            ids = [i for s in subs for i in self.slots.refs(s) if ents.entities[i].type == PERSON]
            if len(ids) == 1:
                return ids
        return []

    def _born_one(self, cue: Token) -> list[int]:
        """A parentage phrase set off after a birthplace: "He was born in Leeds, the son of
        X"; "Born in Lyon, the daughter of X, she ...": the one who was born (not X)."""
        born = born_clause(cue)
        if born is None:
            return []
        subs, _ = self.slots.subjects(born)
        parents = frozenset(self.owners.of_list(cue) or ())
        return [i for s in subs for i in self.slots.refs(s, exclude=parents) if self.ents.entities[i].type == PERSON]

    def _predicate_subject(self, cue: Token) -> list[int]:
        """The cue as a predicate: "Greta is his wife", "she is the daughter of X" (the
        subject, not X: "He was a son of John")."""
        one = _one_of(cue)  # "A is one of two children of X", "A, one of the three sons of X,"
        if one is not None and one.dep_ == "appos":
            return [i for i in self.slots.refs(one.head) if self.ents.entities[i].type == PERSON]
        if (one or cue).dep_ in {"attr", "oprd"}:
            cue = one or cue
            subs, _ = self.slots.subjects(cue.head)
            listed = frozenset(self.owners.of_list(cue) or ())
            ids = [i for s in subs for i in self.slots.refs(s, exclude=listed)]
            if cue.lemma_.lower() in _PERSON_ONLY_CUES:  # "Leo is the son of X" (NER: Leo an organisation)
                return self.slots.as_people(ids, listed=True)
            return [i for i in ids if self.ents.entities[i].type == PERSON]
        # "the father of her son, Tomas Vey": a name right after "of X," (not read yet)
        return []

    @cached_property
    def rules_by_relation(self) -> dict[str, dict[str, Any]]:
        return {r["relation"]: r for r in reversed(self.rules.noun_rules)}

    def _born_together(self, cue: Token) -> bool:
        """A plural sibling noun that a birth verb takes as its object or someone owns:
        "welcomed twins", "are expecting triplets", "share twin sons", "her twins"."""
        verbs = self.rules.child_verbs
        if cue.lemma_.lower() not in _MULTIPLE_BIRTHS:
            return False  # "has two sisters" is no birth; "welcomed twins" is
        if cue.dep_ in {"amod", "compound"}:  # "twin sons"
            cue = cue.head
        elif cue.tag_ != "NNS":
            return False
        if any(c.dep_ == "poss" for c in cue.children) and cue.lemma_.lower() == cue.lower_[:-1]:
            return True  # "her twins, A and B", "Ada's triplets": her children (not "her twin, B")
        if cue.dep_ == "pobj" and cue.head.lower_ == "to" and (
                cue.head.head.lower_ == "birth" or any(c.lower_ == "birth" for c in cue.head.head.children)):
            return True  # "gave birth to twins" (the "to" on "birth" or on "gave")
        return cue.dep_ == "dobj" and cue.head.lemma_.lower() in verbs

    def shared_child(self, verb: Token) -> Iterator[Found]:
        """"X shares Ivy with Y", "X and Y welcomed Ivy in 2020", "X adopted Ivy and Leo":
        a birth verb whose object is a person's name; the other parent after "with"."""
        rule = self.rules_by_relation["child"]
        if verb.pos_ != "VERB" or verb.lemma_.lower() not in self.rules.child_verbs:
            return
        sharing = verb.lemma_.lower() in self.rules.co_parent_verbs
        objects = [c for c in verb.children if c.pos_ == "PROPN" and (
            c.dep_ == "dobj" or sharing and c.dep_ == "appos" and c.i > verb.i)]  # ("A shares" read as a noun phrase)
        kids = [i for c in objects for i in self.slots.refs(c) if self.ents.entities[i].type == PERSON]
        kids += [i for c in objects for i in names_listed_after(self.ents, c)
                 if i not in kids and self.ents.entities[i].type == PERSON]  # "share Leo, 9, and Max, 7"
        others = [i for i in self._co_parents(verb) if i not in kids]
        factor = self.slots.blocked(verb)
        subs, passive = self.slots.subjects(verb)
        if not kids or factor is None or passive:
            return
        parents = self.slots.as_people([i for s in subs for i in self.slots.refs(s)]) + others
        if verb.lemma_.lower() in self.rules.co_parent_verbs and len(set(parents)) < 2:
            return  # "shares Ivy's photo", "had Ivy over": a shared child needs both parents named
        for p in dict.fromkeys(parents):
            for k in dict.fromkeys(kids):
                if p != k:
                    yield Found(p, "child", k, rule["id"] + ".verb", rule["confidence"] * factor)

    def _separate(self, eid: int) -> int:
        """A new entity for the name in ``eid``'s cue slot, split off the entity it joined."""
        start, end = self.owners.slot_spans[eid]
        return self.ents.split_off(clean_name(self.doc[start:end].text), start, end)

    def _named_alongside(self, cue: Token, rule: dict[str, Any]) -> set[int]:
        """People other cues of the same rule name in this sentence: "daughter Juniper Mae
        ..., and some years later son Arlo" — Juniper Mae is a child here, not a parent."""
        out: set[int] = set()
        for t in cue.sent:
            if t.i != cue.i and self.owners.cue_rule(t)[0] is rule:
                j = t.i + 1
                eid = self.ents.entity_of(self.doc[j]) if j < len(self.doc) else None
                if eid is not None:
                    out.add(eid)
        return out

    def _co_parents(self, cue: Token) -> list[int]:
        """"a son, Felix, with his ex-wife Dana Webb": the other parent."""
        holders = [cue]
        t = cue
        for _ in range(5):  # the PP may hang on the verb: "Rolf has a son ... with Dana", "a daughter named A and a son named B"
            if t.head.i == t.i:
                break
            t = t.head
            holders.append(t)
        out: list[int] = [i for h in holders for i in _marriage_partner(self.slots, h)]
        out += [i for h in holders[1:2] if h.pos_ == "VERB" for i in _union_parents(self.slots, h)]
        holders += [c for h in holders[1:2] if h.pos_ == "VERB" and h.lemma_.lower() in self.rules.co_parent_verbs
                    for c in h.children if c.dep_ in {"conj", "advmod", "appos"} and c.pos_ == "PROPN" and c.i > cue.i]
        # ("shares daughters C and D with B", the list hung on the verb and "with B" on D)
        holders += [t for t in cue.subtree if cue.pos_ == "NOUN" and t.dep_ in {"appos", "conj"} and t.pos_ == "PROPN"
                    and t.i > cue.i and t.head.i >= cue.i]  # "shares three kids, C, D and E, with B": the phrase hung on E
        # "her boy, Teo, whom she is raising with B", "a daughter, Lena, whom he had with B": a
        # relative clause on the child that has it with the other parent
        holders += [c for t in cue.subtree for c in t.children if c.dep_ == "relcl" and c.lemma_.lower() in self.rules.child_verbs
                    and any(d.dep_ == "dobj" and d.lower_ in {"whom", "who", "that"} for d in c.children)]
        for h in holders:
            for c in h.children:  # "with B"; on the kin noun itself also "by B" ("his daughter by B")
                if c.dep_ == "prep" and (c.lower_ == "with" or c.lower_ == "by" and h is cue and cue.pos_ == "NOUN" and _by_a_person(c, self.noun_cues)):
                    for p in c.children:
                        if p.dep_ != "pobj":
                            continue
                        anchor = relative_head(self.slots, c.head) if p.lower_ in {"whom", "who"} else None
                        if anchor is not None:
                            # "Ilse Marren, with whom he had three sons"; "a widow by the name of Ilse
                            # Marren, with whom ..." (the parser hangs it on "name"); "B, to whom she was
                            # married and with whom she shares ..." (a conjunct clause)
                            out.extend(self.slots.as_people(self.slots.refs(anchor)))
                        elif p.lower_ in self.lex.child_nouns | self.lex.sibling_nouns or p.lemma_.lower() in self.lex.child_nouns:
                            continue  # "their life with seven children: ...": no other parent
                        elif p.lemma_.lower() in self.noun_cues or p.lower_ in self.noun_cues:
                            out.extend(self._named(p))  # "with his ex-wife Dana Webb"
                        else:  # a name is that person, not a name in apposition to it ("her son with B, C": C is the son)
                            named_here = self.ents.entity_of(p) is not None and _after_named_partner(self.ents, c.i, p.sent.end)
                            ids = [i for i in (self.ents.resolve(p) if named_here else self.slots.refs(p))
                                   if self.ents.entities[i].type == PERSON]
                            if not ids:  # a mangled parse of "with her ex-fiancé Jonah Pike"
                                ids = list(dict.fromkeys(self.ents.token_entity[t.i] for t in p.subtree
                                                         if t.i in self.ents.token_entity
                                                         and self.ents.entities[self.ents.token_entity[t.i]].type == PERSON))[:1]
                            out.extend(ids)
        return out

    def _partners_possessor(self, cue: Token, children: list[int]) -> list[int]:
        """Whose spouse or partner a with-phrase on the child's verb names, when nothing else names
        the child's parent ("There is also daughter C with his ex-wife B": the one "his" means, the
        children left out of its reading)."""
        holders = [cue, cue.head, cue.head.head]  # the noun, the name it describes or its verb, that name's verb
        out: list[int] = []
        for prep in (c for h in dict.fromkeys(holders) for c in h.children if c.dep_ == "prep" and c.lower_ == "with"):
            for p in (p for p in prep.children if p.dep_ == "pobj"):
                if self.noun_cues.get(p.lemma_.lower(), self.noun_cues.get(p.lower_, {})).get("relation") in {"spouse", "partner"}:
                    out += [i for o in p.children if o.dep_ == "poss" and o.pos_ == "PRON"
                            for i in self.ents.resolve(o, exclude=frozenset(children)) if self.ents.entities[i].type == PERSON]
        return list(dict.fromkeys(out))

    def born(self, tok: Token) -> Iterator[Found]:
        for rule in self.rules.birth_rules:
            if tok.lemma_.lower() not in rule["lemmas"] and tok.lower_ not in rule["lemmas"]:
                continue
            preps = [c for c in tok.children if c.dep_ == "prep" and c.lower_ in rule["preps"]]
            listed = [i for c in preps for i in self.owners.listed_after(c)]  # "to A, a Latvian engineer, and B"
            parents = listed or [i for c in preps for p in c.children if p.dep_ == "pobj" for i in self.slots.refs(p)]
            if not parents:
                continue
            subs, _ = self.slots.subjects(tok)
            if not subs and tok.dep_ in {"acl", "relcl"}:
                subs = [tok.head]
            kids = [i for s in subs for i in self.slots.refs(s, exclude=frozenset(parents))]
            for p in dict.fromkeys(parents):
                for k in kids:
                    yield Found(p, rule["relation"], k, rule["id"], rule["confidence"])
            pair = rule.get("parents_pair")
            if pair and len(listed) == 2 and kids:
                yield Found(listed[0], pair, listed[1], rule["id"] + ".parents", rule["confidence"])


def _named_as_predicate(slots, cue: Token) -> list[int]:
    """The cue as the subject, the names as its predicate: "His brother was Marcus
    Delane", "His children included A, B and C"."""
    if cue.dep_ == "nsubj" and cue.head.lemma_ in {"be", "include", "comprise"}:
        return [i for c in cue.head.children if c.dep_ in {"attr", "dobj"} for i in slots.refs(c)
                if slots.ents.entities[i].type == PERSON]
    return []


def _describing_another(ents, owners: list[int], sent) -> set[int]:
    """Owners named only to describe another: "the son of Velt Records founder A", "the wife of
    X chief B" (the name, a lower-case noun, and another owner's name right after)."""
    doc, out = sent.doc, set()
    if len(owners) < 2:
        return out
    for i in range(sent.start, sent.end - 1):
        o = ents.token_entity.get(i)
        if o not in owners or ents.token_entity.get(i + 1) == o:
            continue  # (not a name's last word)
        k = i + 1
        while k < sent.end and doc[k].is_lower and doc[k].pos_ == "NOUN":
            k += 1
        if k > i + 1 and k < sent.end and ents.token_entity.get(k) in owners and ents.token_entity.get(k) != o:
            out.add(o)
    return out


def _named_after_owner(slots, cue: Token) -> list[int]:
    """A definite kin noun opening its clause, named after its owner: "The son of actress A, B,
    has landed his first role" (the parser hangs B on A as an apposition; A's son is B, not A).
    Only a name set off by commas right after the owner's, and the clause going on after it."""
    doc, ents = cue.doc, slots.ents
    if cue.dep_ not in {"nsubj", "nsubjpass"} or not any(c.dep_ == "det" and c.lower_ == "the" for c in cue.children):
        return []
    owner = next((p for c in cue.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children if p.dep_ == "pobj"), None)
    if owner is None or ents.entity_of(owner) is None:
        return []
    for c in owner.children:
        named = ents.entity_of(c)
        if c.dep_ != "appos" or named is None or named == ents.entity_of(owner) or doc[c.left_edge.i - 1].text != "," \
                or c.right_edge.i + 1 >= len(doc) or doc[c.right_edge.i + 1].text != ",":
            continue
        return slots.as_people([named], listed=True)
    return []


def _kin_aside(ents, j: int, name_end: int, end: int, cues) -> int | None:
    """After a singular cue, a second description of the same person through someone else's
    kin noun, set off by commas: ", Nell's younger brother," -> the token after its comma."""
    doc = ents.doc
    if not _possessor(doc, name_end, end) or j == 0 or doc[j - 1].text != ",":
        return None
    k = name_end + (doc[name_end].text in {"'s", "’s"})
    while k < end and doc[k].is_lower and doc[k].lower_ not in cues and doc[k].pos_ == "ADJ":
        k += 1  # "younger", "eldest"
    named = k + 2 < end and ents.entity_of(doc[k + 2]) is not None and mention_start(ents, k + 2) == k + 2
    return k + 2 if named and doc[k].lower_ in cues and doc[k + 1].text == "," else None  # (a name right after it)


def _and_a_job(doc, j: int, end: int) -> int | None:
    """After a singular kin noun, "and" and a job with no article or owner of its own, then a
    comma ("his mother and former manager, B", "her brother and business manager, C"): the token after
    the comma, where the one person both describe is named; else None ("his wife and his
    manager, D" are two people)."""
    if j + 2 >= end or doc[j].lower_ != "and":
        return None
    k = j + 1
    while k < end and doc[k].is_lower and (doc[k].pos_ == "ADJ" or doc[k].pos_ == "NOUN" and doc[k].dep_ == "compound"):
        k += 1  # "former", "longtime", "business (manager)"
    if k + 1 < end and doc[k].is_lower and doc[k].pos_ == "NOUN" and occupation(doc[k].lower_) and doc[k + 1].text == ",":
        return k + 2
    return None


def _married_here(cue: Token) -> bool:
    """A partner the sentence marries: "A married his girlfriend, B", "wed his fiancée B" (spouses now)."""
    return cue.dep_ == "dobj" and cue.head.lemma_.lower() in {"marry", "wed"} and cue.head.pos_ == "VERB" \
        and not any(c.dep_ in {"aux", "neg"} and c.lower_ in {"will", "to", "not", "n't", "would"} for c in cue.head.children)


def _by_a_person(by: Token, cues) -> bool:
    """"by B", "by her late husband": a person by name or by a kin noun (not "by Christmas")."""
    return any(p.dep_ == "pobj" and (p.ent_type_ == "PERSON" or p.lower_ in cues or p.lemma_.lower() in cues) for p in by.children)


def _by_marriage(cue: Token) -> bool:
    """"her son by marriage": a step- or in-law relation, no child."""
    return any(c.dep_ == "prep" and c.lower_ == "by" and any(p.lower_ == "marriage" for p in c.children) for c in cue.children)


def _one_of(cue: Token) -> Token | None:
    """The "one" of "one of (the) two children of X": it stands for the person the cue describes."""
    of = cue.head
    if not (cue.dep_ == "pobj" and of.lower_ == "of" and of.head.lower_ == "one" and of.head.i < of.i):
        return None
    # a parent ("one of their three children", "of veteran actor X"), not "of the Mire family", "of Bellwood"
    parents = [p for c in cue.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children if p.dep_ == "pobj"]
    return of.head if not any(p.lower_ in {"family", "clan", "dynasty", "household"} or p.ent_type_ in {"GPE", "LOC", "FAC"}
                                          for p in parents) else None


def _possessor(doc, name_end: int, end: int) -> bool:
    """The name ending at ``name_end`` owns what follows ("B's father"), its "'s" inside the
    name's span or right after it."""
    return doc[name_end - 1].text in {"'s", "’s"} or name_end < end and doc[name_end].text in {"'s", "’s"}


def _ex_marked(cue: Token) -> bool:
    """"ex-", "ex" or "former" on a cue (not "first", which only orders children)."""
    return ex_marked(cue, _EX_WORDS)


def _twins_listed(ents, cue: Token, named: list[int]) -> list[int]:
    """The two children right after "twins" in a list of children ("three children: twins A
    and B, and C"): siblings of each other (none when no such word is in the list)."""
    for t in cue.doc[cue.i + 1:cue.sent.end]:
        if t.lower_ in {"twins", "twin"} and (pair := _twin_pair(ents, t)) and set(pair) <= set(named):
            return pair
    return []


def _twin_pair(ents, word: Token) -> list[int]:
    """The two names right after "twins" at ``word``: "twins A and B" (none otherwise)."""
    doc, end = word.doc, word.sent.end
    first = ents.entity_of(doc[word.i + 1]) if word.i + 3 < end else None
    if first is None:
        return []
    k = ents.mention_end(word.i + 1)
    second = ents.entity_of(doc[k + 1]) if k + 1 < end and doc[k].lower_ == "and" else None
    return [first, second] if second is not None and second != first else []


def _child_cue_before_with(cue: Token, lex) -> Token | None:
    """The child noun a cue after "with" goes with: "a daughter, A, with her former husband, B"
    (whose husband is the daughter's other parent's, never the daughter's)."""
    prep = cue.head if cue.dep_ == "pobj" and cue.head.lower_ == "with" else None
    kid = prep.head if prep is not None else None
    if kid is None or any(c.dep_ == "poss" for c in kid.children):
        return None  # "A's daughter, B, with her husband, C": the daughter's own husband
    return kid if kid.lower_ in lex.child_nouns or kid.lemma_.lower() in lex.child_nouns else None


def _embedded(cue: Token, cues: dict) -> bool:
    """A cue inside another relational noun's "of" phrase: "the mother of his child"."""
    return cue.dep_ == "pobj" and cue.head.lower_ == "of" and cue.head.head.lemma_.lower() in cues


_MULTIPLE_BIRTHS = frozenset({"twin", "twins", "triplet", "triplets", "quadruplet", "quadruplets", "quintuplet",
                              "quintuplets"})

# kin nouns only people are ("sister company", "parent firm" are not)
_PERSON_ONLY_CUES = frozenset({"son", "daughter", "child", "wife", "husband", "stepson", "stepdaughter",
                               "grandson", "granddaughter", "widow", "widower", "fiance", "fiancé", "fiancee", "fiancée"})


def _name_word(tok: Token) -> bool:
    """A kin word capitalised in running text, with no possessor or article before it and a name
    right after it, is part of that name ("Son Min Ho"), not a relation ("her son Min Ho",
    "Ada's Son Felix" in a headline)."""
    if tok.is_lower or tok.i == tok.sent.start or tok.i + 1 >= len(tok.doc) or not tok.doc[tok.i + 1].text[:1].isupper():
        return False
    prev = tok.doc[tok.i - 1]
    return prev.lower_ not in {"'s", "’s", "'", "’"} and prev.pos_ not in {"DET", "PRON", "ADJ", "NUM"} and not prev.is_title


def _a_titles_word(tok: Token) -> bool:
    """A capitalised kin word after a capital "The" and a capitalised possessor, inside a
    sentence: a title's last word ("The Miller's Daughter"), no one's kin."""
    doc = tok.doc
    return tok.is_title and tok.i - 3 >= tok.sent.start and doc[tok.i - 1].tag_ == "POS" and doc[tok.i - 2].is_title \
        and doc[tok.i - 3].text == "The"


_PLAYING_VERBS = frozenset({"play", "portray", "voice", "cast", "star"})
_NOT_KIN_WORDS = frozenset({"sorority", "fraternity", "soul", "work", "spiritual", "church", "brother-in-arms", "sister-in-arms"})
_SCREEN_WORDS = frozenset({"tv", "on-screen", "onscreen", "fictional", "fictitious", "reel", "television"})


def _played(tok: Token) -> bool:
    """A kin noun naming a part: the object of a playing verb ("plays the son of B"), after
    "as" ("cast as her mother"), or marked by the screen ("his TV mom", "her on-screen son")."""
    doc = tok.doc
    if any(c.dep_ in {"amod", "compound", "nmod", "npadvmod"} and c.lower_ in _NOT_KIN_WORDS for c in tok.children) or (
            tok.i >= 2 and doc[tok.i - 1].text == "-" and doc[tok.i - 2].lower_ == "step"):
        return True  # "her sorority sister", "his work wife", "a step-daughter": no kin the schema counts
    if any(c.dep_ in {"amod", "compound", "nmod", "npadvmod"} and c.lower_ in _SCREEN_WORDS for c in tok.children) or (
            tok.i >= 2 and doc[tok.i - 1].lower_ == "screen" and doc[tok.i - 2].text in {"-", "on"}):
        return True  # "her TV mom", "his on-screen son" (however the hyphen was split); not "movie star father"
    if tok.dep_ == "compound" and tok.head.pos_ == "PROPN":
        tok = tok.head  # "cast as Ana's daughter Lucia": the part's name heads the phrase
    elif not any(c.dep_ == "poss" for c in tok.children):
        while tok.dep_ == "conj":
            tok = tok.head  # "play the groom and bride, A and B" (not "as Kate and her husband B": kin beside a part)
    head = tok.head
    if tok.dep_ == "pobj" and head.lower_ == "as":
        # "cast as the mother of B", "makes her debut as A's daughter", "C as Ada's sister" in a cast list;
        # not "known as B's daughter", "described as her husband"
        owner = head.head  # (not "on the same night as his sister": a comparison)
        return owner.lemma_.lower() in _PLAYING_VERBS or owner.lemma_.lower() not in _NAMING_AS and (
            owner.pos_ in {"VERB", "PROPN"} or owner.lemma_.lower() in _PERFORMANCES)
    # (not "cast her daughter in", nor "The film starred his wife, B": a work stars a person)
    return tok.dep_ in {"dobj", "attr", "oprd"} and head.lemma_.lower() in _PLAYING_VERBS - {"cast"} \
        and not (head.lemma_.lower() == "star" and tok.dep_ == "dobj")


# verbs whose "as" names what someone really is ("known as her son", "introduced as his wife")
_NAMING_AS = frozenset({"know", "describe", "introduce", "identify", "name", "list", "refer", "recognize", "recognise",
                        "regard", "see", "remember", "confirm", "describe", "credit", "bill", "present", "join", "attend",
                        "speak", "serve", "act", "be"})


_PERFORMANCES = frozenset({"debut", "appearance", "role", "turn", "cameo", "return", "part", "performance", "stint"})


# plural sibling nouns the tagger may call a name at a sentence's start ("Twins Ava and Leo Hart ...")
_PLURAL_SIBLINGS = frozenset({"brothers", "sisters", "siblings", "twins"})


def _plural_kin(cue: Token) -> bool:
    """A kin noun in the plural, as tagged or as a plural sibling noun the tagger called a name
    ("Twins Ava and Leo Hart ...")."""
    return cue.tag_ in {"NNS", "NNPS"} or cue.lower_ in _PLURAL_SIBLINGS


def _multiple_birth(cue: Token) -> bool:
    """A child noun a word of a multiple birth modifies: "twin sons, A and B", "triplet girls"."""
    return any(c.lemma_.lower() in _MULTIPLE_BIRTHS for c in cue.children if c.dep_ in {"amod", "compound", "nmod"})


def _siblings_described(cue: Token, named: list[int]) -> bool:
    """A plural sibling noun with no owner, set beside a name or compounded with the names, is a
    description: "his bandmates, brothers A and B" are brothers of each other, of no one else
    (not "has two sisters")."""
    return len(named) > 1 and _plural_kin(cue) and cue.dep_ in {"appos", "compound"} \
        and not any(c.dep_ == "poss" for c in cue.children)


def _parents_listed(owners_of, cue: Token, owners: list[int], named: list[int]) -> bool:
    """The two parents a kin noun lists as a predicate, in apposition or after a birth ("He was
    the son of A and B", "X, the son of A and B", "born in Leeds, the son of A and B") are a
    couple. Not for a description used as a name ("after the daughter of A and B told ..."): news
    writes that of exes too."""
    return len(owners) == 2 and bool(named) and (cue.dep_ in {"attr", "oprd", "appos"} or born_clause(cue) is not None) \
        and set(owners) <= set(owners_of.of_list(cue) or ())


def _each_other(named: list[int], relation: str, rule_id: str, confidence: float) -> Iterator[Found]:
    """Every two of the people one plural kin noun names, related to each other: "twins A and B",
    "his brothers Nick and Kevin"."""
    for a, b in itertools.combinations(named, 2):
        yield Found(a, relation, b, rule_id, confidence)


def _list_glue(cues, lex, cue: Token, t: Token) -> bool:
    """Words between a cue and its names, or between the names: commas, brackets,
    "and", "as well as", ages ("aged 4"), and the cue's own noun repeated ("son
    Ivo and son Pell")."""
    if t.text == "—":  # "her children — A, B and C — joined her": a dash opens a plural cue's list only
        return t.i == cue.i + 1 and (cue.lower_ in _PLURAL_CUES or cue.tag_ == "NNS")
    same_rule = cues.get(t.lemma_.lower()) is _rule_of(cues, cue)
    # "her parents, A and his wife, B": a parent's spouse in the list of parents is a parent
    spouse_of_parent = cue.lemma_.lower() == "parent" and t.lower_ in {"wife", "husband", "his", "her"} and t.i > cue.i + 2
    born_together = t.lower_ in _MULTIPLE_BIRTHS and cue.lemma_.lower() in lex.child_nouns  # "three children: twins A and B, and C"
    return t.lower_ in _LIST_GLUE or t.like_num or (same_rule and t.pos_ == "NOUN") or spouse_of_parent or born_together


def _capitalised_description(ents, j: int, end: int, named: bool) -> bool:
    """A capitalised word, then a job or a part in a show, then a person's name, inside a list or
    after a comma: "... and Kathak dancer B", "Nollywood actress C", "X judge D" (the word says what
    kind of job, it names no one;
    not "her sister and British screenwriter B", a description of someone else)."""
    doc = ents.doc
    quoted = _quoted_title_around(doc, j, end)
    if quoted is not None:  # "her husband, "Tidewater" star B": the title in quotes is the capitalised word
        first, job = quoted[0], quoted[1] + 1
    else:  # "Kathak dancer B", "Harbor Lights judge B", at any of their words
        first = j
        while first > max(doc[j].sent.start, j - 4) and doc[first - 1].text[:1].isupper():
            first -= 1
        capital = doc[j].text[:1].isupper()
        job = next((k for k in range(j, min(j + 4, end)) if not doc[k].text[:1].isupper()), None) if capital else j
        if job is None or not capital and first == j:
            return False
    if job + 1 >= end or doc[job].lower_ not in ents.lex.occupations | ents.lex.role_nouns \
            or not (named or _opens_after_comma(doc, first)):
        return False
    person = ents.entity_of(doc[job + 1])
    return person is not None and ents.entities[person].type == PERSON and ents.entity_of(doc[first]) != person


def _quoted_title_around(doc, j: int, end: int) -> tuple[int, int] | None:
    """The opening and closing quotes of a quoted title of a few words that ``doc[j]`` is part of
    (its marks and the word after it included): '"Salt Meadow" star B'."""
    opening = next((k for k in range(j, max(j - 9, doc[j].sent.start - 1), -1) if doc[k].tag_ == "``"), None)
    if opening is None:
        return None
    closing = next((k for k in range(opening + 2, min(opening + 10, end)) if doc[k].tag_ == "''"), None)
    return (opening, closing) if closing is not None and j <= closing + 1 and closing + 2 < end else None


def _list_opening_after_partner(ents, j: int, end: int) -> int | None:
    """Where the list opens after "with B" or "from his marriage to B": a colon ("three children with
    B: Ada and Leo"), or a comma right after the partner's name ("two daughters from his marriage to
    B, Kira and Jade"; not "with his wife, B", a description's name)."""
    doc = ents.doc
    colon = next((k for k in range(j, min(end, j + 12)) if doc[k].text == ":"), None)
    return colon if colon is not None else next(
        (k for k in range(j + 2, min(end - 1, j + 12)) if doc[k].text == "," and ents.entity_of(doc[k - 1]) is not None
         and doc[k + 1].text[:1].isupper() and not opens_clause(doc, k + 1, ents.mention_end(k + 1))), None)
    # (not "two sons with B, Variety reported": a source's name opening a clause)


def _plural_opening(ents, j: int, end: int, sent_end: int) -> tuple[int, int]:
    """Where a plural kin noun's list opens after "with" or "from" at ``j`` (and where it may end):
    after a colon ("three children with her ex-husband, B: Ada, 20, and Leo, 17"), after a short
    aside ("from his first marriage, Lola and Remy"; not "..., Ada said"); else at ``j``."""
    doc = ents.doc
    colon = _list_opening_after_partner(ents, j, end)
    if colon is not None:
        return colon + 1, min(sent_end, colon + 1 + MAX_LIST_TOKENS)
    if doc[j].lower_ == "from" and (comma := _after_aside(doc, j, end)) is not None \
            and not opens_clause(doc, comma, ents.mention_end(comma)):
        return comma, end
    return j, end


def _after_named_partner(ents, j: int, end: int) -> int | None:
    """After "with" at ``j``, a person's name closed by a comma before another name ("with Frankie
    Reyes, Dino"): the token after the comma; None otherwise."""
    partner = ents.entity_of(ents.doc[j + 1]) if j + 1 < end else None
    if partner is None or ents.entities[partner].type != PERSON:
        return None
    comma = ents.mention_end(j + 1)  # the list's opening right after the partner's name (no source or speaker after it)
    if _list_opening_after_partner(ents, j, end) != comma or ents.doc[comma].text != ",":
        return None  # (not "her son with B, Variety reported", "..., C said")
    child = ents.entity_of(ents.doc[comma + 1])
    return comma + 1 if child is not None and ents.entities[child].type == PERSON else None


def _after_aside(doc, j: int, end: int) -> int | None:
    """The token after a short lower-case aside from ``j`` closed by a comma before a name ("from
    a previous marriage, Jesse"); None when there is none."""
    for k in range(j + 1, min(end - 1, j + 6)):
        if doc[k].text == ",":
            return k + 1 if doc[k + 1].ent_type_ == "PERSON" or doc[k + 1].text[:1].isupper() else None
        if not doc[k].is_lower:
            return None
    return None


def _marriage_partner(slots, holder: Token) -> list[int]:
    """"a son, Sam, from his previous marriage to Jane": the partner of the marriage a child is from;
    also after a comma, where the parser hangs "to" elsewhere ("daughters from his first marriage, to B")."""
    out: list[int] = []
    for union in (p for c in holder.children if c.dep_ == "prep" and c.lower_ == "from"
                  for p in c.children if p.dep_ == "pobj" and p.lemma_.lower() in {"marriage", "relationship", "union"}):
        preps = [q for q in union.children if q.dep_ == "prep" and q.lower_ in {"to", "with"}]
        k = union.i + 1 + (union.i + 1 < len(union.doc) and union.doc[union.i + 1].text == ",")
        if not preps and k < union.sent.end and union.doc[k].lower_ in {"to", "with"} and union.doc[k].dep_ == "prep":
            preps = [union.doc[k]]
        out += [i for q in preps for o in q.children if o.dep_ == "pobj" for i in slots.as_people(slots.refs(o))]
        named = named_after_misread_to(slots.ents, union.doc[k]) if not preps and k < union.sent.end else None
        out += slots.as_people(slots.refs(named)) if named is not None else []  # "from his marriage to actress B"
    return out


def _lead_in(ents, lex, j: int, end: int, named: bool) -> bool:
    """A lower-case word before the first name ("three children together:", "a daughter", "their
    eldest"), or a job or description before a name ("architect Henrik Lund", "rocker Jett Calloway")."""
    t = ents.doc[j]
    if not named and t.is_lower and (t.pos_ in {"DET", "NUM", "ADJ", "ADV"} or t.like_num):
        return True
    if not named and _born_prefix(ents.doc, j, end):
        return True  # "his wife, Russian-born B"
    if not named and _named_description(ents.doc, ents, j, end) and _opens_after_comma(ents.doc, j):
        return True  # "his wife, former Olympic swimmer B" (not "her sister and British screenwriter B")
    if not named and past_description(ents.doc, j, end) > j and _opens_after_comma(ents.doc, j):
        return True  # "his son, Oscar-winning director B", "boyfriend, British screenwriter B" (not "sister and ...")
    if _capitalised_description(ents, j, end, named):  # "... and Kathak dancer B", "Bollywood actor B"
        return True
    if t.is_lower and t.dep_ == "compound" and j + 1 < end and ents.doc[j + 1].lower_ in lex.occupations \
            and ents.doc[j + 1].head.i > j + 1:
        return True  # "fashion designer B", "reality star B"
    if t.is_lower and t.lower_ in lex.name_modifiers and j + 1 < end and (
            ents.doc[j + 1].lower_ in lex.occupations or ents.doc[j + 1].text[:1].isupper()):
        return True  # "... and former model B", "veteran actor B"
    if not named and t.is_lower and t.tag_ in {"NN", "JJ", "NNP"} and _person_after_job_words(ents.doc, ents, j, end) \
            and _opens_after_comma(ents.doc, _job_words_start(ents.doc, j)):
        return True  # "Ken's mother, the ceramicist Emiko Sato", "his father, the veteran news anchor B":
        # any job in apposition before the name
    return t.is_lower and (t.lower_ in lex.occupations or t.lemma_ in lex.occupations) \
        and j + 1 < end and ents.doc[j + 1].text[:1].isupper()


def _owns_a_relative(doc, name_end: int, cues, lex) -> bool:
    """What the name ending at ``name_end`` owns is a relative or a person ("B's father", "B's
    ex-husband"), not a thing or an event ("his son B's birthday": B is still the son)."""
    k = name_end + (doc[name_end].text in {"'s", "’s"} if name_end < len(doc) else 0)
    while k < len(doc) and doc[k].is_lower and doc[k].pos_ in {"ADJ", "NOUN", "PUNCT"} and not (
            doc[k].lemma_.lower() in cues or doc[k].lower_ in cues or doc[k].lower_ in lex.person_nouns):
        if doc[k].pos_ == "NOUN" and not (k + 1 < len(doc) and doc[k + 1].text == "-"):
            return False  # the first noun after the name is no relative: "B's birthday", "B's soccer game"
        k += 1
    return True


def _note_genders(ents, named: list[int], cues: list[Token]) -> None:
    """What a kin noun tells of the gender of whom it names: "wife Greta", and "her mother and
    father, A and B" in that order (nothing when the counts differ)."""
    if len(cues) == 1:
        for n in named:
            ents.note_gender(n, cues[0].lower_)
    elif len(cues) == len(named):
        for n, cue in zip(named, cues):
            ents.note_gender(n, cue.lower_)


def _own_share(names: list[int], cue: Token, paired: list[Token], cues: dict) -> list[int]:
    """What one of coordinated kin nouns names: all of the list when they share a rule ("his
    mother and father, A and B": both parents), else the name in its place ("her husband and son,
    Karl and Theo": Theo the son), and when the counts differ, the nearest noun's ("his wife and
    daughter, Nina": the daughter)."""
    if len(paired) == 1 or len({id(_rule_of(cues, t)) for t in paired}) == 1:
        return names
    if len(names) == len(paired):
        return [names[paired.index(cue)]]
    return names if cue is paired[-1] else []


def _rule_of(cues: dict, tok: Token) -> dict | None:
    """The kin rule a noun cues, by its lemma or its own form ("sons", "half-sister")."""
    return cues.get(tok.lemma_.lower(), cues.get(tok.lower_))


def _paired_cues(cue: Token, cues: dict, any_kin: bool = False) -> list[Token]:
    """The kin nouns of one rule (``any_kin``: of any) coordinated with ``cue``, in order ("mother
    and father", "son and daughter"): ``[cue]`` alone when it stands by itself. Read on the surface: "X and Y"."""
    doc = cue.doc
    rule = _rule_of(cues, cue)
    def same(t: Token) -> bool:
        other = _rule_of(cues, t)
        return t.is_lower and (other is rule or any_kin and other is not None)
    if cue.i + 2 < len(doc) and doc[cue.i + 1].lower_ == "and" and same(doc[cue.i + 2]):
        return [cue, doc[cue.i + 2]]
    if cue.i >= 2 and doc[cue.i - 1].lower_ == "and" and same(doc[cue.i - 2]):
        return [doc[cue.i - 2], cue]
    return [cue]


def _past_item_description(doc, j: int, end: int) -> int | None:
    """In a list whose items a semicolon ends, the token after the semicolon that ends the
    description at ``doc[j]`` ("A, a costume designer; and B", "A and B, from her first
    marriage; and C"): where the next item opens, when "and" or another semicolon-ended item
    shows the list goes on; None when no such semicolon follows or a clause's verb comes first.
    Without a semicolon, a few lower-case words of description or a relative clause naming no one,
    and ", and" before a capital ("A, now a firefighter, and B", "A, who became an actress, and B")."""
    semi = next((k for k in range(j, end) if doc[k].text == ";"), None)
    if semi is None:  # "Kevin, now a firefighter, and Erin, a teacher": a short description between commas
        relative = doc[j].lower_ in {"who", "whose"}  # "A, who became an actress, and B"
        comma = next((k for k in range(j, min(end, j + (24 if relative else 8))) if doc[k].text == ","), None)
        if comma is not None and comma > j and comma + 2 < end and doc[comma + 1].lower_ == "and" \
                and doc[comma + 2].text[:1].isupper() and (
                    relative and not any(t.ent_type_ == "PERSON" for t in doc[j:comma])
                    or all(t.is_lower and t.pos_ in _DESCRIBING or t.pos_ == "PROPN" and t.ent_type_ != "PERSON"
                           and doc[t.i - 1].pos_ in {"ADP", "PROPN"} for t in doc[j:comma])):  # "a chef in Boston"
            return comma + 1
        return None
    if semi + 1 >= end or any(t.tag_ in {"VBD", "VBZ", "VBP", "MD"} for t in doc[j:semi]):
        return None
    listed = doc[semi + 1].lower_ == "and" or any(doc[k].text == ";" for k in range(doc[j].sent.start, j))
    return semi + 1 if listed else None


_DESCRIBING = frozenset({"DET", "ADJ", "NOUN", "ADV", "NUM", "ADP"})


def _named_description(doc, ents, j: int, end: int) -> bool:
    """``doc[j]`` opens a description that a proper name starts, before a person's name NER
    found: "Emmy winner B", "Broadway legend B", "ABC newsreader B"."""
    name = proper_description_end(doc, j)
    eid = ents.entity_of(doc[name]) if name is not None and name < end else None
    return eid is not None and ents.entities[eid].type == PERSON and ents.entity_of(doc[j]) != eid


_UNIONS = frozenset({"marriage", "relationship", "union", "romance"})


def _union_parents(slots, verb: Token) -> list[int]:
    """The parents a verb of a child noun names besides its subject: a marriage's two ("his
    marriage to B produced a daughter"), the one a child is given to ("She gave him a son")."""
    subs, passive = slots.subjects(verb)
    unions = [s for s in subs if s.lemma_.lower() in _UNIONS] if not passive else []
    parties = [p for u in unions for p in u.children if p.dep_ == "poss"]
    parties += [o for u in unions for q in u.children if q.dep_ == "prep" and q.lower_ in {"to", "with", "between"}
                for o in q.children if o.dep_ == "pobj"]
    if verb.lemma_.lower() in {"give", "bear"}:
        parties += [c for c in verb.children if c.dep_ == "dative"]
    return [i for p in parties for i in slots.as_people([*slots.refs(p), *(j for x in p.conjuncts for j in slots.refs(x))])]


def _set_off_before(ents, cue: Token) -> list[int]:
    """The person named right before a comma that opens "the (eldest) child of X", when the parser
    lost the apposition ("B, the eldest child of X and Y, has signed" read with B as an adverb)."""
    doc = cue.doc
    if cue.i + 1 >= len(doc) or doc[cue.i + 1].lower_ != "of":
        return []
    k = cue.i - 1
    while k > cue.sent.start and doc[k].is_lower and doc[k].pos_ == "ADJ":
        k -= 1  # "eldest", "youngest"
    if k <= cue.sent.start + 1 or doc[k].lower_ not in {"the", "a", "an"} or doc[k - 1].text != ",":
        return []
    person = ents.entity_of(doc[k - 2])
    return [person] if person is not None and ents.entities[person].type == PERSON else []


def _person_after_job_words(doc, ents, j: int, end: int) -> bool:
    """A person named within three lower-case words of ``j`` ("ceramicist B", "veteran news
    anchor B")."""
    for k in range(j + 1, min(j + 4, end)):
        if (e := ents.entity_of(doc[k])) is not None:
            return ents.entities[e].type == PERSON
        if not (doc[k].is_lower and doc[k].is_alpha):
            return False
    return False


def _job_words_start(doc, j: int) -> int:
    """The first of the (up to three) lower-case words that end at ``j``."""
    k = j
    while k > j - 3 and k > 0 and doc[k - 1].is_lower and doc[k - 1].is_alpha and doc[k - 1].lower_ not in {"the", "a", "an"}:
        k -= 1
    return k


def _opens_after_comma(doc, j: int) -> bool:
    """The description that ``doc[j]`` is part of opens right after a comma or a colon."""
    k = j
    while k > 0 and description_word(doc, k - 1):
        k -= 1
    if k > 1 and doc[k - 1].lower_ in {"the", "a", "an"}:
        k -= 1  # "his son, the Oscar-winning director B"
    return k > 0 and doc[k - 1].text in {",", ":"}


_ORIGIN_WORDS = frozenset({"born", "based", "raised", "bred"})


def _born_prefix(doc, j: int, end: int) -> bool:
    """``doc[j]`` is a word of an origin ("Russian-born", "London-based") before a name or a
    description ("Texas-born singer B")."""
    for k in (j, j - 1, j - 2):  # the place, the hyphen or the participle
        if 0 <= k and k + 3 < end and doc[k + 1].text == "-" and doc[k + 2].lower_ in _ORIGIN_WORDS \
                and (doc[k + 3].text[:1].isupper() or doc[k + 3].is_lower and doc[k + 3].pos_ == "NOUN") and k <= j <= k + 2:
            return True
    return False
