"""Whose relative a kinship noun names: "his wife", "Alec's daughter", "the son of A and B",
"X has a daughter", "their life with five children" (and the lists after "of" and "born to").

:class:`Owners` is built on :class:`~kgbuild.extraction.slots.Slots`. It remembers, per article,
the tokens of the slot that named each person (:attr:`Owners.slot_spans`) and the owners a list
scan already fixed ("A and his wife B": B's owner is A).
"""

from __future__ import annotations

import itertools

from collections.abc import Collection
from functools import partial
from typing import Any

from spacy.tokens import Token

from ..names import is_generational_suffix, looks_like_person_name
from .coref import bracket_owner, compares_with_named, introduced_by, listed_together, survivor_of
from .entities import mention_start
from .lexicon import TIME_SPANS, occupation
from .mentions import ORG, PERSON, QUOTES, WORK, describes_the_noun_after, proper_description_end, slot_mention
from .scan import deps, lemmas, lowers
from .slots import MAX_LIST_TOKENS, SlotReader, Slots, antecedent_of_relative, described_by_phrase_before, ex_marked, names_a_kind, nationality, reports
from .titles import misread_verb


def _survivors_of(slots, verb: Token, subs: list[Token]) -> list[int]:
    """Whose survivors "Survivors include ..." lists: the possessor of "survivors" ("Her
    survivors include"), else that of the list's first kin noun ("Survivors include her husband,
    A; a son, B": hers; not "a daughter, A, and her husband, B": the daughter's)."""
    first = next((t for t in verb.sent if t.i > verb.i and t.lemma_.lower() in slots.noun_cues), None)  # the list's first kin noun
    poss = [c for s in subs for c in s.children if c.dep_ == "poss"] or [  # (not "a daughter, A, and her husband, B")
        c for c in (first.children if first is not None else ()) if c.dep_ == "poss" and c.tag_ == "PRP$"]
    return [i for p in poss for i in slots.ents.resolve(p) if slots.ents.entities[i].type == PERSON]


class Owners(SlotReader):
    """The owners of kinship nouns in one article's sentences (see the module doc)."""

    def __init__(self, slots: Slots):
        super().__init__(slots)
        self.slot_spans: dict[int, tuple[int, int]] = {}  # entity -> tokens of the last cue slot naming it
        self.cue_owner: dict[int, list[int]] = {}  # cue token -> owners a list scan already fixed ("A and his wife B")
        # kinship nouns ("grandfather", "sister"), not the gendered job nouns ("actress")
        self.kin = (self.lex.male_cues | self.lex.female_cues | set(self.noun_cues)) - self.lex.person_nouns - self.lex.descriptor_nouns

    def note_cue_genders(self) -> None:
        """Before any pronoun is resolved, what relational nouns tell about the people
        around them: "her son August" makes August male; in "Ostrander's husband" and
        "the sons of Greta Holloway" the possessor is a person, whatever NER said."""
        gendered = self.lex.male_cues | self.lex.female_cues
        ents, doc = self.ents, self.doc
        forms, roots, labels = lowers(doc), lemmas(doc), deps(doc)
        for i in range(len(doc)):
            if labels[i] != "conj" and forms[i] not in self.noun_cues and roots[i] not in self.noun_cues:
                continue  # neither a conjunct nor a relational noun: nothing below reads it
            tok = doc[i]
            # "Mira Jones and Callum Brown": a name coordinated with a person is a person
            if tok.dep_ == "conj" and tok.head.dep_ != "pobj":  # not "published by Gossip Daily, Tomas and ..."
                a, b = ents.entity_of(tok.head), ents.entity_of(tok)
                if a is not None and b is not None and a != b:
                    ta, tb = ents.entities[a], ents.entities[b]
                    for x, y in ((ta, tb), (tb, ta)):
                        if x.type == PERSON and y.type == ORG and looks_like_person_name(y.name) and len(y.name.split()) > 1:
                            y.type = PERSON
            if tok.lemma_.lower() in self.noun_cues or tok.lower_ in self.noun_cues:
                slots = [c for c in tok.children if c.dep_ == "poss"]
                slots += [p for c in tok.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children if p.dep_ == "pobj"]
                for slot in slots:
                    eid = ents.entity_of(slot)
                    if eid is not None and ents.entities[eid].type == ORG and looks_like_person_name(ents.entities[eid].name):
                        ents.entities[eid].type = PERSON
            if tok.lower_ in gendered and tok.lower_ in self.noun_cues:
                nxt = tok.i + 1
                if nxt < len(self.doc) and self.doc[nxt].text == ",":
                    nxt += 1
                eid = self.ents.token_entity.get(nxt)
                if eid is not None and not reports(tok, nxt, self.ents.mention_end(nxt)):
                    self.ents.note_gender(eid, tok.lower_)  # (not "adopted a baby girl, B announced": B speaks)

    def cue_rule(self, tok: Token) -> tuple[dict[str, Any] | None, bool]:
        """The noun rule a token cues, and whether a 'former' modifier is on it."""
        low = tok.lower_
        lemma = tok.lemma_.lower()
        rule = self.noun_cues.get(low) or self.noun_cues.get(lemma) or (
            self.noun_cues.get(low[:-1]) if (low in self.lex.family_nouns or low == "twins") and tok.is_sent_start else None)  # "Sisters A and B"
        if rule is None or tok.pos_ not in {"NOUN", "PROPN"} and not (tok.tag_ == "JJS" and any(c.dep_ == "poss" for c in tok.children)) \
                or low in rule.get("possessed_only", ()) and not _personally_possessed(tok, self.rules.former_modifiers) \
                and not _born(tok, self.rules.child_verbs) \
                or [t.lower_ for t in tok.doc[tok.i + 1:tok.i + 4]] == ["-", "in", "-"] \
                or low in {"partner", "partners"} and _a_dance_story(tok.doc) and not _home_life(tok) \
                or tok.i > 0 and tok.doc[tok.i - 1].lower_ == "baby" and rule.get("relation") == "child" \
                and rule.get("direction") == "named-owner":  # "her baby daddy, B": the father of her child, not hers
            return None, False  # "her eldest, Mia" (a superlative for a noun) counts; "daughter-in-law" does not; in a
            # dance contest's story "his partner, B" is his dance partner (not "his real-life partner")
        modifiers = self.rules.former_modifiers
        former = ex_marked(tok, modifiers) or any(
            c.dep_ in {"amod", "compound"} and c.lower_ in modifiers for c in tok.children) \
            or _parted_from(tok, frozenset(rule.get("parting_verbs", ())), self.slots.blocked)
        return rule, former

    def _coordinated_owner(self, cue: Token, poss: Token) -> int | None:
        """"Edric and his son Aldwin", "Morcant king of Vellmoor, as well as his son
        Tamsin": a possessive on a cue coordinated with a person is that person's."""
        sex = "m" if poss.lower_ in self.lex.male_pronouns else "f" if poss.lower_ in self.lex.female_pronouns else None
        if sex is None or cue.dep_ != "conj" or cue.head.i >= cue.i or self.cue_rule(cue)[0] is None or survivor_of(poss):
            return None  # (kin nouns only: "his appearances in X and his marriage to Y" is no pair; a survivor is the dead's)
        head = cue.head
        if _possessed_alike(head, poss):
            return None  # "her daughter, Kira, and her husband": the first "her"'s, left to the resolver
        names = [c for c in head.children if c.dep_ in {"compound", "flat"} and c.pos_ == "PROPN" and c.i < head.i]
        first = min([c.i for c in names] + [head.i])
        if first == head.i and head.lower_ in self.lex.titles:
            return None  # "The Duchess and her husband": a description, left to the resolver
        candidates: list[int] = []
        eid = self.ents.entity_of(self.doc[first])
        if eid is not None and (first == head.i or self.ents.entity_of(head) == eid or head.pos_ != "PROPN"):
            candidates.append(eid)  # "Edric and ...", "Morcant king of Vellmoor, as well as ..."
        elif (credited := bracket_owner(self.ents, first)) is not None:
            candidates.append(credited)  # "A (Upstairs at Nell's, Cairn) and her daughter": A
        elif self.doc[first].pos_ == "PROPN":
            m = slot_mention(self.doc, first)  # a name NER missed or cut ("Ulric Vane" read as "Vane")
            if m is not None and m.end <= head.i + 1:
                candidates.append(self.ents.add_mention(m))
        candidates += [i for c in head.children if c.dep_ == "appos" and c.i < cue.i
                       for i in [self.ents.entity_of(c)] if i is not None]
        for i in candidates:
            ent = self.ents.entities[i]
            if ent.type == ORG and looks_like_person_name(ent.name):
                ent.type = PERSON  # "his" shows a person
            if ent.type == PERSON and self.ents._compatible(i, sex):
                return i
        return None

    def of(self, cue: Token, exclude: set[int], relaxed: bool = False) -> list[int]:
        """Whose relative the cue is: a possessor, "of X", or the clause subject (``relaxed``:
        a person-like name NER called an organisation counts; only people marry or divorce)."""
        if relaxed:
            return self._of_relaxed(cue, exclude)
        if cue.i in self.cue_owner:
            return [i for i in self.cue_owner[cue.i] if i not in exclude]
        listed = self.of_list(cue)
        if listed is not None:
            return listed  # "the son of A and his wife B"; "the sister of a friend": nobody
        for owner in (partial(_sharers_named_before, self.slots), self._possessor, self._loose_possessive,
                      partial(_bare_after_and, self.ents, self.cue_rule),
                      partial(_misread_sharers, self.slots), partial(_with_a_person, self.slots)):
            found = owner(cue, exclude)
            if found is not None:
                return found
        found = self._object_of(cue)
        if found is not None:
            return found
        shared = _shares_owner(self.ents, self.cue_rule, cue)
        if shared is not None:
            return self.of(shared, exclude)
        found = self._clause_owner(cue, exclude)
        if found is not None:
            return found
        # the parser attached the cue away from its possessor: "their life with five children"
        return [i for i in self.preceding_possessive(cue) if i not in exclude]

    def _of_relaxed(self, cue: Token, exclude: set[int]) -> list[int]:
        """:meth:`of`, then, when it finds nobody, again with every person-like name NER
        called an organisation read as a person ("the wife of Tamsin Orrel", Orrel tagged
        ORG); only the retyping that produced an owner is kept."""
        strict = self.of(cue, exclude)
        if strict:
            return strict
        ents = self.ents
        before = {e.id: e.type for e in ents.entities}
        for e in ents.entities:
            if e.type == ORG and looks_like_person_name(e.name) and len(e.name.split()) > 1:
                e.type = PERSON
        found = self.of(cue, exclude)
        for e in ents.entities:  # keep only the retyping that produced an owner
            if e.id in before and before[e.id] == ORG and e.id not in found:
                e.type = ORG
        return found

    def _possessor(self, cue: Token, exclude: set[int]) -> list[int] | None:
        """The possessive the parser hangs on the cue: "Alec's daughter", "his wife"; in
        "Edric and his son" the person coordinated before it. None when the cue has none."""
        ents = self.ents
        for c in cue.children:
            if c.dep_ == "poss" and c.lower_ == "whose":  # "A, whose husband B is an actor": A's
                return whose_owner(self.slots, cue, c, exclude)
            if c.dep_ == "poss":
                partner = self._coordinated_owner(cue, c)
                if partner is not None:
                    return [partner] if partner not in exclude else []
                ids = self.slots.refs(c) if c.lower_ not in self.lex.pronouns else ents.resolve(_parallel_possessive(c) or c)
                if c.lower_ in (self.lex.male_pronouns | self.lex.female_pronouns) and ids and ids[0] in exclude:
                    ids = _antecedent_excluding(ents, c, exclude)
                ids = [*_joint_owner(ents, self.noun_cues, cue, c), *ids]
                return list(dict.fromkeys(i for i in ids if ents.entities[i].type == PERSON))
        return None

    def _loose_possessive(self, cue: Token, exclude: set[int]) -> list[int] | None:
        """A possessive pronoun right before the cue that the parser attached elsewhere:
        "their daughter". None when the word before is no "his", "her", "their", "whose" or "'s"."""
        k = cue.i - 1
        while k > 0 and self.doc[k].lower_ in _BEFORE_KIN:  # "her ex-partner", "his then girlfriend"
            k -= 1
        prev = self.doc[k] if k >= 0 and k < cue.i else None
        if prev is not None and prev.lower_ in {"'s", "’s", "whose"} and k < cue.i - 1:  # "Omar's ex-wife", "A, whose
            # ex-wife is B", however the hyphen split the parse
            return whose_owner(self.slots, cue, prev, exclude) if prev.lower_ == "whose" else _named_before(self.ents, prev, exclude)
        if prev is None or prev.lower_ not in {"his", "her", "their"}:
            return None
        ids = self.ents.resolve(prev)
        if ids and ids[0] in exclude:
            ids = _antecedent_excluding(self.ents, prev, exclude)
        return [i for i in ids if self.ents.entities[i].type == PERSON]

    def _object_of(self, cue: Token) -> list[int] | None:
        """The people after "of" or "to" on the cue: "the niece of Corwin Hale", "father to
        Ada" (none of them a person gives an empty list). None when the phrase names nobody."""
        after = self.doc[cue.i + 1] if cue.i + 1 < cue.sent.end else None
        hung = [after] if after is not None and after.lower_ == "to" and cue.dep_ == "attr" and after.head.i != cue.i else []
        for c in [*cue.children, *hung]:  # "is dad to Mia": the parser may hang "to" on the copula
            if c.dep_ in {"prep", "aux"} and c.lower_ in {"of", "to"}:
                objs = [p for p in c.children if p.dep_ == "pobj"]
                rule = self.cue_rule(cue)[0]
                parent = rule is not None and rule["direction"] == "named-owner"
                if parent and c.lower_ == "to" and objs and all(o.is_lower and o.pos_ == "NOUN" and not _introduces_children(o.lower_, self.lex)
                                                                 for o in objs):
                    return None  # "mom to two rescue dogs, A and B": no children
                listed = self.listed_after(c, children=True) if c.lower_ == "to" and parent else []  # "mother to A, 13, B, 11, and C"
                ids = listed if len(listed) > 1 or not objs else [i for p in objs for i in self.slots.refs(p)]
                if ids:  # a kinship slot holds people: "mother to Kai, 13, and Otto" (NER: Kai a place)
                    aged = [i for i in ids if _given_an_age(self.ents, i)]
                    return [i for i in ids if self.ents.entities[i].type == PERSON] + self.slots.as_people(aged, listed=True)
        return None

    def _clause_owner(self, cue: Token, exclude: set[int]) -> list[int] | None:
        """Up from the cue to its clause: the subject of the verb that has it ("Mira has a
        daughter", "the couple welcomed son Jory"), or the possessor of a noun it hangs on
        ("at his home with two sons"). None when no clause on the way names an owner."""
        ents = self.ents
        if cue.dep_ == "appos" and cue.head.dep_ == "pobj" and cue.head.head.lower_ == "as" and any(
                c.dep_ == "det" and c.lower_ in {"a", "an"} for c in cue.children):
            return []  # "stars as Elsie Marsh, a widow": the noun describes the part, whose spouse is unnamed
        t = cue
        own_clause: set[int] = set()
        for _ in range(6):
            if t.head.i == t.i:
                break
            dep = t.dep_
            t = t.head
            if dep in {"nsubj", "nsubjpass"}:
                own_clause.add(t.i)  # the cue's phrase is this verb's subject: look higher
                continue
            poss = [c for c in t.children if c.dep_ == "poss"]
            if poss and t.pos_ in {"NOUN", "PROPN"} and t.lemma_.lower() not in self.noun_cues:
                ids = ents.resolve(poss[0])
                return [i for i in ids if ents.entities[i].type == PERSON and i not in exclude]
            if t.dep_ == "acl" and dep in {"oprd", "dobj", "attr"}:
                continue  # "a daughter named Mia and a son named Leo": the participle's noun is no owner
            if (t.pos_ in {"VERB", "AUX"} or misread_verb(t)) and t.i not in own_clause:  # "Ada Vey shares son Leo ..."
                subs, passive = self.slots.subjects(t)
                if any(s.lemma_.lower() == "survivor" for s in subs):  # "Survivors include her husband, A; a son, B"
                    return [i for i in _survivors_of(self.slots, t, subs) if i not in exclude]
                if own_clause and dep in {"advcl", "conj"} and (kin := _possessed_kin(subs, self.cue_rule(cue)[0])) is not None:
                    return [i for i in self.of(kin, exclude) if i not in exclude]  # "The couple's son, A, was best man,
                    # while daughter B gave a reading": the son's owner's (a kin noun of the same rule, no spouse's)
                if subs and (not passive or t.lemma_.lower() == "survive"):  # "is survived by two sons"; "Ada, with whom he has a son": not Ada
                    other = frozenset(ents.resolve(about)) if (about := relative_head(self.slots, t)) is not None else frozenset()
                    found = [i for s in subs for i in self.slots.refs(s, exclude=other) if ents.entities[i].type == PERSON]
                    ids = [i for i in found if i not in exclude]
                    if ids:
                        return ids
                    if found:
                        continue  # "daughter Juniper Mae, ..., and some years later son Arlo": a sibling, look higher
                if subs:
                    break
        return None

    def of_list(self, cue: Token) -> list[int] | None:
        """The people listed after "<cue> of", read in token order (the parser often
        hangs a long list badly): "the son of A (1820-88) and his wife B",
        "son of Chilean painter and poet A and the sculptor and designer B",
        "the daughter of A, comte de X (1678-1733), and his wife B", "the father of A, B and C".

        None when no "of" follows the cue; an empty list when the "of" names nobody
        ("the sister of a friend", "the brother of Valdemar's friend"). A description
        after a name ("A, a Latvian engineer and B") is skipped; the list ends at a clause
        ("A, who was the son of B"), another relational noun ("and the grandfather of C")
        or a possessive ("of Valdemar's friend"). "A and his wife B": the wife's owner is A.
        """
        j = cue.i + 1
        if j >= cue.sent.end or self.doc[j].lower_ != "of":
            return None
        how = counted(self.doc, j, cue.sent.end)  # "husband of ten years", "a mother of two"
        if how and how != "span" and any(_introduces_children(t.lower_, self.lex) for t in self.doc[j + 1:j + 4]):
            listed = self.listed_after(self.doc[j], children=True)  # "the mother of three children, A, B and C"
            return [i for i in listed if not _named_by_kin(self.ents, i, j)]  # (not "..., and her husband B")
        return (None if how == "span" else []) if how else self.listed_after(self.doc[j])

    def listed_after(self, prep: Token, children: bool = False) -> list[int]:
        """The people listed right after a preposition ("son of ...", "born to ..."), read
        token by token (see :meth:`of_list`); at most eight. With ``children``, the child nouns
        that introduce them are read past ("parents to daughter A and son B")."""
        out: list[int] = []
        end = min(prep.sent.end, prep.i + 1 + MAX_LIST_TOKENS,  # (an apposition's list ends with it: "A, the wife of B, and C")
                  edge + 1 if prep.head.dep_ == "appos" and (edge := prep.head.right_edge.i) + 1 < len(self.doc)
                  and self.doc[edge + 1].text == "," else len(self.doc))
        k = prep.i + 1
        describing = False  # inside "A, a Latvian marine engineer" (no names are collected)
        while k < end and len(out) < 8:
            low = self.doc[k].lower_
            if children and (_introduces_children(low, self.lex) and not low.startswith(("grand", "step"))
                             or (low in {"a", "an"} or self.doc[k].like_num) and k == prep.i + 1):
                k += 1
                continue
            if children and not out and self.doc[k].is_lower and self.doc[k].pos_ == "NOUN":
                return out  # "mom to two rescue dogs, A and B": no children
            if low in {"and", "or", "&"}:
                describing = False
            elif low == "," and _description_follows(self.doc, self.lex, k, end, out, describing):
                describing = True  # "A, a Latvian marine engineer and B"; "A, Lord of B and C"
            k = self._list_step(k, end, out, describing)
        return out

    def _list_step(self, k: int, end: int, out: list[int], describing: bool) -> int:
        """Where the scan of :meth:`listed_after` goes on after ``doc[k]`` (``end`` or
        beyond: the list is over), adding the person named there to ``out``."""
        nxt = self._past_punctuation(k, end)
        if nxt is None:
            nxt = self._past_clause_edge(k, end, out)
        if nxt is None and describing:
            nxt = k + 1  # "A, the fifth son of B, and his wife C": B is no parent here
        if nxt is None:
            nxt = self._past_non_name(k, end, out)
        return nxt if nxt is not None else self._take_listed(k, end, out)

    def _past_punctuation(self, k: int, end: int) -> int | None:
        """Past the glue between listed names: brackets with dates or a nickname
        ("A (1820-88) and B"), "and", "or", "&", commas, a maiden name after "née".
        ``end`` at a closing bracket ("(mother of A) and B": the bracket held the list)
        or an unclosed one; None when ``doc[k]`` is no glue."""
        doc, ents = self.doc, self.ents
        t = doc[k]
        low = t.lower_
        if t.text == ")":
            return end
        if t.text == "(":
            close = next((x for x in range(k + 1, min(k + 12, end)) if doc[x].text == ")"), None)
            return end if close is None else close + 1
        if low in {"and", "or", "&", ","}:
            return k + 1
        if low in {"née", "nee"}:  # a maiden name belongs to the name before it
            return ents.mention_end(k + 1) if k + 1 < end and ents.entity_of(doc[k + 1]) is not None else k + 2
        return None

    def _past_clause_edge(self, k: int, end: int, out: list[int]) -> int | None:
        """A verb, pronoun, relative word or full stop ends the list ("A, who was the son of
        B"): ``end``; but in "A and his (second) wife B" the wife's owner is A, noted in
        :attr:`cue_owner`, and the scan goes on after the cue. None when ``doc[k]`` ends nothing."""
        doc = self.doc
        t = doc[k]
        low = t.lower_
        if not ((t.pos_ in {"VERB", "AUX", "PRON", "SCONJ"} and t.dep_ not in {"amod", "compound"})
                or low in {";", "who", "whom", "whose", "which", "that"}
                or (low == "." and t.pos_ == "PUNCT")):
            return None
        if low in {"his", "her", "their"} and out:
            cue_k = next((x for x in range(k + 1, min(k + 4, end)) if doc[x].lower_ in self.noun_cues), None)
            if cue_k is not None and all(doc[x].pos_ in {"ADJ", "NUM"} or doc[x].like_num or doc[x].lower_ in {"first", "second", "third"}
                                         for x in range(k + 1, cue_k)):
                rule = self.noun_cues[doc[cue_k].lower_]
                if rule["relation"] == "spouse":
                    self.cue_owner[cue_k] = [out[-1]]
                    return cue_k + 1
        return end

    def _past_non_name(self, k: int, end: int, out: list[int]) -> int | None:
        """Words in a list that are no name: ``end`` at another relation ("and the uncle of
        C", "and a member of ..."), a possessive ("of Brannock's closest friend": not
        Brannock, dropped from ``out``) or a preposition ("the son of a miller from Kent");
        ``k + 1`` past a generational suffix ("Sr."), lower-case words, dates and numbers,
        adjectival places, a title before a name ("Dr") and "of" inside a name ("Otto of
        Brennmark"). None at a word that may start a name."""
        doc, lex = self.doc, self.lex
        t = doc[k]
        low = t.lower_
        if t.is_lower and (low in self.kin or (t.pos_ == "NOUN" and k + 1 < end and doc[k + 1].lower_ == "of")):
            return end
        if t.text in {"'s", "’s", "'"}:
            if out:
                out.pop()
            return end
        if t.pos_ == "ADP" and low != "of" and not occupation(low):
            return end  # (a rare plural job the tagger took for a preposition is a description: "restaurateurs A and B")
        if is_generational_suffix(low) or t.is_lower or not t.text[:1].isalpha() or t.ent_type_ in {"NORP", "DATE", "CARDINAL", "ORDINAL"} \
                or t.pos_ == "ADJ" and describes_the_noun_after(doc, k + 1) \
                or (t.ent_type_ in {"GPE", "LOC"} and t.dep_ in {"compound", "amod", "nmod"}) or proper_description_end(doc, k) \
                or (low in lex.titles and k + 1 < end and doc[k + 1].text[:1].isupper()):
            return k + 1
        if low == "of" or (out and doc[k - 1].lower_ == "of"):
            return k + 1  # NER kept only part of a name
        return _past_work_describing(self.ents, k, end)

    def _take_listed(self, k: int, end: int, out: list[int]) -> int:
        """The person named at ``doc[k]`` joins ``out`` (a person-like name NER called an
        organisation becomes a person; a name NER missed becomes a mention), and the scan goes
        on after the name; ``end`` at anything else, or at a name with "'s" after it."""
        doc, ents = self.doc, self.ents
        eid = ents.entity_of(doc[k])
        if eid is not None:
            ent = ents.entities[eid]
            if ent.type == ORG and looks_like_person_name(ent.name) and not nationality(doc[k]) and not names_a_kind(doc[k]):
                ent.type = PERSON  # (not "the son of a Trastevere baker": a place describing him)
            if ent.type != PERSON:
                return end
            nxt_k = ents.mention_end(k)
        else:
            m = slot_mention(doc, k)
            if m is None:
                return end
            eid = ents.add_mention(m)
            nxt_k = m.end
        if eid not in out:
            out.append(eid)
            self.slot_spans[eid] = (k, nxt_k)
        if nxt_k < end and doc[nxt_k].text in {"'s", "’s", "'"}:
            out.pop()
            return end
        return nxt_k

    def preceding_possessive(self, tok: Token, window: int = 7) -> list[int]:
        return preceding_possessive(self.ents, tok, self.noun_cues, window)


def _a_dance_story(doc) -> bool:
    """Is the story about a dance contest: a dance word and a contest's word in its headline or its
    first three sentences?"""
    key = "kgbuild.dance_story"
    if key not in doc.user_data:
        sents = list(itertools.islice(doc.sents, 4))
        lead = [t.lemma_.lower() for s in sents for t in s]
        doc.user_data[key] = any(w in _DANCE_WORDS for w in lead) and (
            any(w in _CONTEST_WORDS for w in lead) or any("dance-off" in s.text.lower() for s in sents))
    return doc.user_data[key]


def _home_life(cue: Token) -> bool:
    """The partner noun's sentence speaks of a home life (children, a pregnancy, a home, "real-life"):
    the partner is a couple's, even in a dance contest's story."""
    return any(t.lemma_.lower() in _HOME_WORDS for t in cue.sent) or any(c.lower_ == "real" for c in cue.children)


_CONTEST_WORDS = frozenset({"contest", "competition", "show", "series", "judge", "leaderboard", "dance-off", "celebrity",
                            "week", "final", "semi-final", "score", "eliminate", "vote", "contestant"})
_HOME_WORDS = frozenset({"child", "children", "son", "daughter", "baby", "pregnant", "pregnancy", "expect", "live", "home",
                         "house", "family", "marry", "wed", "engaged", "welcome", "kid", "twin"})


_DANCE_WORDS = frozenset({"dance", "dancer", "dancing", "ballroom", "dance-off", "leaderboard", "waltz", "tango", "foxtrot",
                          "salsa", "cha-cha", "paso", "rumba", "choreography", "routine"})


def born_clause(cue: Token) -> Token | None:
    """The "born" (or "raised", "grew up") a comma-set parentage phrase ("..., the son of X")
    follows in its sentence."""
    doc = cue.doc
    left = cue.left_edge.i if cue.left_edge.i <= cue.i else cue.i
    if cue.dep_ in {"nsubj", "nsubjpass", "dobj", "pobj", "attr"} or left <= cue.sent.start \
            or doc[left - 1].text != "," or cue.i + 1 >= len(doc) or doc[cue.i + 1].lower_ != "of":
        return None
    for k in range(left - 1, max(cue.sent.start, left - 30) - 1, -1):
        if doc[k].pos_ in {"VERB", "ADJ"} and (doc[k].lower_ in {"born", "raised", "reared"} or doc[k].lemma_ in {
                "grow", "bring"} and k + 1 < len(doc) and doc[k + 1].lower_ == "up"):
            return doc[k]  # "born in Leeds, the son of X", "grew up in Recife, the daughter of Y"
        if doc[k].pos_ in {"VERB", "AUX"} and doc[k].lower_ not in {"was", "is", "were"}:
            return None  # "He was born in X and moved to Y, the son of": not that clause
    return None


def _with_a_person(slots: Slots, cue: Token, exclude: set[int]) -> list[int] | None:
    """"A, who shares two sons with him, ..., with ex-wife B" as the parser hangs it: the person
    whose name a "with" hangs on owns the cue in its object ("A with wife B": A's wife), unless
    that name is a child the sentence says is shared ("A shares daughters C and D with ex-husband
    B", "with" hung on D: A's ex-husband). None when the cue is not in such an object."""
    ents = slots.ents
    name = cue
    while name.dep_ in {"compound", "amod"} and name.head.i > name.i:
        name = name.head  # "ex-wife Bianca Lourde": the name the cue describes
    prep = name.head
    if name.dep_ != "pobj" or prep.lower_ != "with" or prep.dep_ != "prep":
        return None
    sharer = _shared_child(slots, prep.head)
    if sharer is not None:
        return [i for s in slots.subjects(sharer)[0] for i in slots.refs(s) if i not in exclude and ents.entities[i].type == PERSON] or None
    owner = ents.entity_of(prep.head)
    if owner is None or ents.entities[owner].type != PERSON or owner in exclude:
        return None
    return [owner]


def _shared_child(slots: Slots, name: Token) -> Token | None:
    """The sharing verb ("shares", "has") whose object list holds ``name``, however the parser hung
    the list (as the object, its apposition, a conjunct of the verb itself)."""
    t = name
    for _ in range(4):
        if t.pos_ == "VERB":
            return t if t.lemma_.lower() in slots.rules.co_parent_verbs and t.i < name.i else None
        if t.dep_ not in {"conj", "appos", "dobj", "advmod", "compound"} or t.head.i == t.i:
            return None
        t = t.head
    return None


def preceding_possessive(ents, tok: Token, cues, window: int = 7) -> list[int]:
    """People a possessive pronoun shortly before ``tok`` stands for, when no verb,
    name or other cue comes between: "their life with five children",
    "their home for cable reality show, The Ostranders"."""
    for i in range(tok.i - 1, max(tok.sent.start, tok.i - window) - 1, -1):
        t = ents.doc[i]
        if t.pos_ in {"VERB", "AUX"} or ents.entity_of(t) is not None or t.lower_ in cues:
            break
        if t.dep_ == "poss" and t.lower_ in ents.lex.pronouns:
            return [e for e in ents.resolve(t) if ents.entities[e].type == PERSON]
    return []


def _born(tok: Token, child_verbs: Collection[str]) -> bool:
    """"welcomed a girl, Mia", "gave birth to a boy, Leo": a child noun a birth verb takes."""
    if tok.dep_ == "pobj" and tok.head.lower_ == "to" and (tok.head.head.lower_ == "birth" or any(
            c.lower_ == "birth" for c in tok.head.head.children)):
        return True
    return tok.dep_ == "dobj" and tok.head.lemma_.lower() in child_verbs


def _given_an_age(ents, eid: int) -> bool:
    """A name news follows with an age ("Kai, 13,"): a person, whatever NER called it."""
    doc = ents.doc
    for start in (i for i, e in ents.token_entity.items() if e == eid):
        end = ents.mention_end(start)
        if end + 1 < len(doc) and doc[end].text == "," and doc[end + 1].like_num:
            return True
    return False


def _named_before(ents, possessive: Token, exclude: set[int]) -> list[int] | None:
    """The person whose "'s" ``possessive`` is; None when no entity stands before it."""
    owner = ents.entity_of(possessive.doc[possessive.i - 1]) if possessive.i > 0 else None
    if owner is None:
        return None
    return [owner] if ents.entities[owner].type == PERSON and owner not in exclude else []


def counted(doc, j: int, end: int) -> str | None:
    """What a number right after "of" (at ``j``) counts: "span" in "her husband of ten years, B"
    (how long, not whose), "unnamed" in "A, a mother of two, married B"; None for a name."""
    if j + 1 >= end or not doc[j + 1].like_num:
        return None
    if j + 2 < end and doc[j + 2].lemma_.lower() in TIME_SPANS:
        return "span"
    return "unnamed" if j + 2 >= end or not doc[j + 2].text[:1].isupper() else None


def _shares_owner(ents, cue_rule, cue: Token) -> Token | None:
    """The first of two coordinated cues, when the second has no owner of its own:
    "Pellham's daughter and son" (the son is Pellham's too), "her mother, A, and father, B"
    (the parser hung "father" on A)."""
    own = any(c.dep_ == "poss" or (c.dep_ == "prep" and c.lower_ in {"of", "to"}) for c in cue.children)
    if cue.dep_ != "conj" or own:
        return None
    first = cue.head.head if cue.head.dep_ == "appos" and ents.entity_of(cue.head) is not None else cue.head
    rule, mine = cue_rule(first)[0], cue_rule(cue)[0]
    if rule is None or mine is not None and rule.get("direction") != mine.get("direction"):
        return None  # (not "are parents to a daughter, A, and a son, B": the parents own no son; they are his)
    return first


def _parallel_possessive(poss: Token) -> Token | None:
    """The same possessive pronoun earlier in what ", and" continues: on the subject of the clause
    it is coordinated with ("His brother, A, served as his manager, and his sister, B, ...": the
    subjects'), else earlier in a list ("with her mother, the designer A, and her sister B": both
    "her"s are one person's, not A's), whatever the parser made of the list; None when a verb
    stands between them in a list."""
    doc = poss.doc
    if poss.i < 2 or doc[poss.i - 1].lower_ != "and" or doc[poss.i - 2].text != ",":
        return None
    subject = _parallel_subject(poss)  # "His brother, A, served as his manager, and his sister, B, ...": the subjects'
    if subject is not None:
        return subject
    for k in range(poss.i - 3, poss.sent.start - 1, -1):
        if doc[k].pos_ in {"VERB", "AUX"}:
            return None
        if doc[k].lower_ == poss.lower_ and doc[k].dep_ == "poss":
            return doc[k]
    return None


def _parallel_subject(poss: Token) -> Token | None:
    """The same possessive on the subject of the clause ", and" continues: "His father, A, played
    for X, and his twin brother, B, is a defender" (both "his"s are one person's, not A's)."""
    noun = poss.head
    if noun.dep_ != "nsubj" or noun.head.dep_ != "conj":
        return None
    first = noun.head.head  # the clause the second one is coordinated with
    return next((p for s in first.children if s.dep_ == "nsubj" and s.i < poss.i
                 for p in s.children if p.dep_ == "poss" and p.lower_ == poss.lower_), None)


def _possessed_alike(head: Token, poss: Token) -> bool:
    """The name or noun a possessive's cue is coordinated with has the same possessive before it
    ("her daughter, Kira, and her husband"), unless the cue ranks a sibling by age."""
    noun = head.head if introduced_by(head, poss.lower_) is not None else head
    if noun is head and head.dep_ == "conj" and head.head.i < head.i and any(
            c.dep_ == "poss" and c.lower_ == poss.lower_ for c in head.head.children) and listed_together(head.head, poss.head):
        return True  # "her parents, A and B, and her (elder) sister C": C is whoever "her parents" are of
    return (noun is not head or any(c.dep_ == "poss" and c.lower_ == poss.lower_ for c in head.children)) \
        and not compares_with_named(poss) and listed_together(noun, poss.head)


def _possessed_kin(subjects: list[Token], rule: dict[str, Any] | None) -> Token | None:
    """The subject that is a possessed kin noun of ``rule`` ("The couple's son, A, ..."), if any;
    never a spouse's or a partner's rule ("A's son said wife B ...": B is no one's wife by it)."""
    if rule is None or rule.get("relation") not in {"child", "sibling"}:
        return None
    cues = frozenset(rule.get("cues", ()))
    return next((s for s in subjects if (s.lemma_.lower() in cues or s.lower_ in cues) and s.pos_ == "NOUN"
                 and any(c.dep_ == "poss" for c in s.children)), None)


def _bare_after_and(ents, cue_rule, cue: Token, exclude: set[int]) -> list[int] | None:
    """"A and husband B", "A and daughter C": a bare cue (no article, no possessor) right after
    "and" and a named person is that person's. None otherwise, and when a kin cue (``cue_rule``)
    names that person ("his wife A and daughter C": C is his)."""
    doc = cue.doc
    k = cue.i - 1
    if k < 1 or doc[k].lower_ != "and" or any(c.dep_ in {"det", "poss"} for c in cue.children):
        return None
    owner = ents.entity_of(doc[k - 1])
    if owner is None or ents.entities[owner].type != PERSON or owner in exclude:
        return None
    start = k - 1
    while start > 0 and ents.token_entity.get(start - 1) == owner:
        start -= 1
    if start > 1 and doc[start - 1].text == "," and ents.entity_of(doc[start - 2]) is not None \
            and cue.tag_ == "NNS" and cue.lemma_.lower() in ents.lex.sibling_nouns:
        return []  # "A, B and brothers C and D": a list's item, brothers of each other
    while start > 1 and doc[start - 1].lower_ in {",", "and"} and ents.entity_of(doc[start - 2]) is not None:
        start -= 2  # "sons Hank and Beau and daughter Lila": back over the names listed before
        while start > 0 and ents.entity_of(doc[start - 1]) == ents.entity_of(doc[start]):
            start -= 1
    if start > 0 and (doc[start - 1].lower_ in ents.lex.child_nouns | ents.lex.sibling_nouns or cue_rule(doc[start - 1])[0] is not None):
        return None  # "parents to daughter Mia and son Leo": Mia is named by a kin noun of her own
    return [owner]


def _past_work_describing(ents, k: int, end: int) -> int | None:
    """Past a work or a firm that describes the next name by its job there ('the father of "Love
    Villa" contestant A', "the son of Copper Pitch investor B"): a job word between the title and the name."""
    doc = ents.doc
    eid = ents.entity_of(doc[k])
    ent = ents.entities[eid] if eid is not None else None
    if ent is None or ent.type not in {WORK, ORG} or ent.type == ORG and looks_like_person_name(ent.name):
        return None  # (a person-like name NER called a firm is read as a person: "the sons of [Ada Vey]ORG and B")
    after = ents.mention_end(k)
    after += after < end and doc[after].text in QUOTES
    role = doc[after] if after + 1 < end else None
    named = ents.entity_of(doc[after + 1]) if role is not None else None
    if role is None or not (role.is_lower and role.is_alpha and role.pos_ in {"NOUN", "ADJ"}) or named is None \
            or ents.entities[named].type != PERSON:
        return None  # (the job word, then the name it describes)
    return after + 1


def _sharers_named_before(slots: Slots, cue: Token, exclude: set[int]) -> list[int] | None:
    """"A and his wife, the model B, share daughters C and D": the sentence opens on the people
    who share the children (names, "and", a possessive spouse noun, a job or an age between
    commas) and then the sharing verb, right before the cue (numbers and adjectives aside).
    Read off the surface: the small model often makes one noun phrase of it."""
    doc, verbs = cue.doc, slots.rules.co_parent_verbs
    k = cue.i - 1
    while k > cue.sent.start and (doc[k].pos_ in {"ADJ", "NUM"} or doc[k].lower_ in {"a", "an"}):
        k -= 1  # "share two daughters", "share twin sons", "share a son"
    if doc[k].lemma_.lower() not in verbs or doc[k].lower_ not in {"share", "shares", "shared"}:
        return None
    ents, lex = slots.ents, slots.lex
    people: list[int] = []
    firms: list[int] = []
    for t in doc[cue.sent.start:k]:
        eid = ents.token_entity.get(t.i)
        if eid is not None and not (t.i == cue.sent.start and (nationality(t) or t.ent_type_ == "NORP")):  # ("Swedish DJ A")
            ent = ents.entities[eid]
            if ent.type != PERSON and not (ent.type == ORG and looks_like_person_name(ent.name) and len(ent.name.split()) > 1):
                return None
            if eid not in people:
                people.append(eid)
                firms += [eid] if ent.type == ORG else []
        elif not (t.is_punct or t.like_num or t.lower_ in {"and", "the", "a", "an", "his", "her", "their"}
                  or t.lower_ in _SPOUSE_WORDS or t.lower_ in lex.occupations or t.is_lower and t.pos_ == "ADJ"
                  or t.text[:1].isupper() and t.i == cue.sent.start):
            return None  # a verb, another noun: not a list of the sharers
    people = [p for p in people if p not in exclude]
    if len(people) < 2:
        return None
    for eid in firms:
        ents.entities[eid].type = PERSON  # "his wife, the model [Freja Holm]ORG": a sharer of children is a person
    return people


_SPOUSE_WORDS = frozenset({"wife", "husband", "partner", "fiance", "fiancee", "fiancé", "fiancée", "girlfriend", "boyfriend",
                           "ex-wife", "ex-husband", "ex-partner", "spouse"})


def _misread_sharers(slots: Slots, cue: Token, exclude: set[int]) -> list[int] | None:
    """"A and B share twin sons, C and D", read as one noun phrase ("share" a noun on the cue,
    the cue in apposition or coordination with the names): the names before "share" are the parents."""
    verbs = slots.rules.co_parent_verbs
    sharer = next((c for c in cue.children if c.pos_ == "NOUN" and c.lemma_.lower() in verbs and c.i < cue.i), None)
    if sharer is None:
        return None
    if cue.dep_ in {"appos", "conj"} and sharer.i == cue.left_edge.i:
        named = [t for t in (cue.head, *cue.head.conjuncts) if t.i < cue.i]
    elif all(t.pos_ in {"ADJ", "NUM"} for t in cue.doc[sharer.i + 1:cue.i]):
        # "A and B share sons C and D", "the former couple share twin daughters": the sharers hung on the cue
        named = [t for h in (cue, sharer) for c in h.children if c.dep_ in {"nmod", "compound", "nsubj"} and c.i < sharer.i
                 for t in (c, *c.conjuncts)]  # (or on the verb read as a noun: "[A] shares daughter C with B")
    else:
        return None
    doc = cue.doc
    first = min(named, key=lambda t: t.i, default=None)
    if first is not None and first.left_edge.i >= 2 and doc[first.left_edge.i - 1].lower_ == "and" \
            and slots.ents.entity_of(doc[first.left_edge.i - 2]) is not None and doc[first.left_edge.i - 2] not in named:
        named = [doc[first.left_edge.i - 2], *named]  # "A and B share sons C and D", A hung elsewhere (the list's root)
    ids = [i for t in named for i in ((slots.ents.entity_of(t),) if slots.ents.entity_of(t) is not None
                                      else slots.slot_name(t) or slots.refs(t, allow_group=True)) if i not in exclude]
    return slots.as_people(ids) or None


def whose_owner(slots: Slots, cue: Token, whose: Token, exclude: set[int]) -> list[int] | None:
    """The owner "whose" stands for: the head of the relative clause the cue is in."""
    clause = next((t for t in (cue, *cue.ancestors) if t.dep_ == "relcl"), None)  # (the cue itself, misread as the
    # clause's verb: "A, whose show X tapes nearby")
    if clause is None:  # the parser made the clause a main one: the name its description before "whose" is of
        named = described_by_phrase_before(whose) or (whose.head.head if whose.head.dep_ == "appos" else None)
        # ("A, whose late-night programme X ended,": the whose-phrase read as A's apposition)
        return None if named is None else [i for i in slots.refs(named) if slots.ents.entities[i].type == PERSON and i not in exclude]
    ids = slots.refs(antecedent_of_relative(slots, whose, clause.head))
    return [i for i in ids if slots.ents.entities[i].type == PERSON and i not in exclude]


def _antecedent_excluding(ents, tok: Token, exclude: set[int]) -> tuple[int, ...]:
    """The closest person before a pronoun in its sentence, other than ``exclude``."""
    sex = "m" if tok.lower_ in ents.lex.male_pronouns else "f"
    for i in range(tok.i - 1, tok.sent.start - 1, -1):
        eid = ents.token_entity.get(i)
        if eid is not None and eid not in exclude and ents._compatible(eid, sex):
            return (eid,)
    return ()


def _personally_possessed(tok: Token, former: Collection[str]) -> bool:
    """"her partner", "Ada's ex-partner", "his then partner": a possessor, and no modifier
    but ex/former/then ("business partner", "tennis partner" are no couple)."""
    if any(c.dep_ in {"compound", "amod", "nmod"} and c.lower_ not in _BEFORE_KIN and c.lower_ not in former
           for c in tok.children):
        return False
    if any(c.dep_ == "poss" for c in tok.children):
        return True
    k = tok.i - 1
    while k > 0 and tok.doc[k].lower_ in _BEFORE_KIN:
        k -= 1
    return k < tok.i - 1 and tok.doc[k].lower_ in {"his", "her", "their"} or tok.doc[tok.i - 1].lower_ in {"his", "her", "their"}


_CHILD_PLURALS = frozenset({"twins", "twin", "boys", "girls"})  # "parents to twins A and B"


def _named_by_kin(ents, eid: int, after: int) -> bool:
    """A kin noun right before the entity's mention after token ``after`` ("and her husband B")."""
    doc = ents.doc
    starts = [i for i, e in ents.token_entity.items() if e == eid and i > after and (i == 0 or ents.token_entity.get(i - 1) != eid)]
    lex = ents.lex
    return any(k > 0 and doc[k - 1].lower_ in lex.male_cues | lex.female_cues for k in starts)


def _introduces_children(low: str, lex) -> bool:
    """A word that introduces someone's children by name ("daughter", "sons", "twins")."""
    return low in lex.child_nouns or low in _CHILD_PLURALS


_BEFORE_KIN = frozenset({"ex", "-", "former", "then", "late", "longtime", "long-time", "estranged", "little", "baby", "eldest",
                         "oldest", "youngest"})


def _joint_owner(ents, kin: Collection[str], cue: Token, poss: Token) -> list[int]:
    """"A and B's son", "A and B's father": A owns the cue too; a sibling cue unless one of the two
    is named in full and the other by a first name alone ("Tom Hale and Ada's younger sister, C":
    Ada's alone); a spouse or partner is never shared."""
    rule = kin.get(cue.lower_) or kin.get(cue.lemma_.lower()) if isinstance(kin, dict) else None
    relation = rule["relation"] if rule else None
    if relation in {"spouse", "partner", "former_spouse"}:
        return []
    joint = joint_possessor(ents, poss, kin)
    if joint and (relation == "sibling" or cue.lemma_.lower() in ents.lex.sibling_nouns):
        start = mention_start(ents, poss.i)  # as this sentence names the two: "Tom Hale and Ada's"
        alike = (start == poss.i) == (mention_start(ents, start - 2) == start - 2)  # both one word, or both more
        name = ents.entities[ents.entity_of(poss)].name
        joint = [i for i in joint if alike or _last_word(ents.entities[i].name) == _last_word(name)]
    return joint


def _last_word(name: str) -> str:
    return name.split()[-1].casefold() if name.split() else ""


def joint_possessor(ents, poss: Token, kin: Collection[str] = ()) -> list[int]:
    """"A and B's son": the person named right before "and" owns the cue too (in token order;
    the parser often hangs the cue on A instead) — unless a kin noun of its own names A ("C's son
    Max and B's daughter Rosa": two possessives side by side, not one shared)."""
    doc = poss.doc
    eid = ents.entity_of(poss)
    if eid is None:
        return []
    start = mention_start(ents, poss.i)  # this mention's, not the first one in the article
    if start < 2 or doc[start - 1].lower_ != "and":
        return []
    other = ents.entity_of(doc[start - 2])
    if other is None or other == eid or ents.entities[other].type != PERSON:
        return []
    first = mention_start(ents, start - 2)
    if first > 0 and doc[first - 1].text == ",":
        return []  # "A, B and C's son": a list's last name owns it alone
    k = first - 1 - (first > 0 and doc[first - 1].text == ",")
    return [] if k >= 0 and (doc[k].lower_ in kin or doc[k].lemma_.lower() in kin) else [other]


def relative_head(slots: Slots, verb: Token) -> Token | None:
    """What the relative clause of ``verb`` is about ("Ada, with whom he has a son"; "Tom, to
    whom she was married and with whom she shares ...", the second clause a conjunct)."""
    clause = verb
    while clause.dep_ == "conj" and clause.head.i != clause.i:
        clause = clause.head
    wh = next((w for w in clause.subtree if w.lower_ in {"who", "whom"}), None)
    if clause.dep_ == "relcl":
        return antecedent_of_relative(slots, wh, clause.head) if wh is not None else clause.head
    # a relative clause the parser hung on the verb: "A split from B, to whom she was married"
    return antecedent_of_relative(slots, wh, clause.head) if wh is not None and clause.dep_ == "advcl" else None


def _parted_from(tok: Token, verbs: frozenset[str], blocked) -> bool:
    """A spouse noun one parts from: "split from his wife, B", "separated from her husband";
    "A and his wife B have split" (the noun a subject of the parting verb)."""
    if not verbs:
        return False
    if tok.dep_ == "pobj" and tok.head.lower_ == "from" and tok.head.head.lemma_.lower() in verbs:
        verb = tok.head.head
        return not _no_parting(verb) and blocked(verb) == 1.0  # not "denied reports that he had separated"
    head = tok
    while head.dep_ == "conj":
        head = head.head
    return head.dep_ in {"nsubj", "nsubjpass"} and head.head.lemma_.lower() in verbs and head.head.pos_ == "VERB" \
        and (head is not tok or any(c.dep_ == "conj" for c in tok.children)) and not _no_parting(head.head)


def _no_parting(verb: Token) -> bool:
    """No parting, or one still to come: "is to separate", "will split"; "split the profits",
    "separated from his wife by a barrier", "split ... into two teams"; a denied one ("denied
    reports that he had separated")."""
    return verb.dep_ in {"xcomp", "ccomp"} or any(
        c.dep_ == "aux" and c.lower_ in {"to", "will", "would", "'ll"} or c.dep_ in {"dobj", "neg"}
        or c.dep_ == "advmod" and c.lower_ in {"briefly", "temporarily", "momentarily"}
        or c.dep_ in {"prep", "agent"} and c.lower_ in {"by", "into"} for c in verb.children)


def _description_follows(doc, lex, k: int, end: int, out: list[int], describing: bool) -> bool:
    """A comma after a listed name that opens a description of it: "A, a retired
    ferry captain, and B", "A, Lord of Harrowgate, and B" (not "A, B and C", not "A, née B")."""
    nxt = doc[k + 1] if k + 1 < end else None
    return bool(out) and nxt is not None and not describing and nxt.lower_ not in {"and", "or"} and (
        nxt.is_lower or nxt.lower_ in lex.titles) and nxt.lower_ not in {"née", "nee"}


