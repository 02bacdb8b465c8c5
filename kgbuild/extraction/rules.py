"""Stage 5, match relations: apply the rule set (``data/rules.json``) to one sentence.

Four kinds of rule, each read from data and each with an id kept in the evidence:

- noun rules: a relational noun links its *owner* to the person it *names*
  ("his wife Hilaria", "Alec's daughter Ireland", "the daughter of X and Y",
  "parents to daughters A and B", "her sisters A and B");
- verb rules: a verb links its subject to its object ("X sued Y", "Y was sued by X",
  "X filed a lawsuit against Y", "X and Y married in 2012", "X stars in Y");
- noun-predicate rules: a noun with a preposition ("X's lawsuit against Y",
  "the star of Y");
- work rules: a title next to a role noun ("the 30 Rock star"), a show owned by
  people ("their TLC reality show The Baldwins"), "a film starring X / directed by X".

A rule never fires on a negated or denied predicate ("are not married", "denied they
were dating"); a hedged one ("rumoured to be engaged") gets a low confidence that the
default threshold drops.
"""

from __future__ import annotations

import itertools
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from spacy.tokens import Span, Token

from .coref import ArticleEntities
from .lexicon import lexicon
from ..names import clean_name, is_generational_suffix, looks_like_person_name
from .mentions import GROUP, ORG, PERSON, WORK, Mention, slot_mention, title_run

DISABLE_ENV = "KGBUILD_DISABLE_RULES"  # rule ids to switch off (ablation), comma-separated
HEDGE_FACTOR = 0.4
_NOT_TITLES = {"DATE", "TIME", "NORP", "CARDINAL", "ORDINAL", "MONEY", "PERCENT", "QUANTITY",
               "LANGUAGE"}  # what NER knows is not the title of a work
_PLACES = {"GPE", "LOC", "FAC"}  # what NER often calls a title, and often rightly a place
MAX_LIST_TOKENS = 80  # how far a list of names or titles may run after its cue
_PERSON_RELATIONS = {"spouse", "former_spouse", "partner", "child", "sibling"}
_SUBJ = {"nsubj", "nsubjpass"}
_OBJ = {"dobj", "attr", "oprd"}
_LIST_GLUE = {",", ":", "and", "&", "as", "well", "plus", "named", "called", "-", "–", "(", ")", "year", "years", "old", "aged"}
_PLURAL_CUES = {"children", "kids", "sons", "daughters", "brothers", "sisters", "siblings", "babies", "twins"}


@dataclass(frozen=True, slots=True)
class Found:
    """A relation found in a sentence, between article entity ids."""

    head: int
    relation: str
    tail: int
    rule: str
    confidence: float


@dataclass(frozen=True)
class RuleSet:
    version: int
    former_modifiers: frozenset[str]
    noun_rules: tuple[dict[str, Any], ...]
    verb_rules: tuple[dict[str, Any], ...]
    noun_predicate_rules: tuple[dict[str, Any], ...]
    work_rules: dict[str, dict[str, Any]]
    birth_rules: tuple[dict[str, Any], ...]
    digest: str
    list_glue: frozenset[str] = frozenset()

    def ids(self) -> list[str]:
        groups = (self.noun_rules, self.verb_rules, self.noun_predicate_rules, self.birth_rules)
        return [r["id"] for g in groups for r in g] + list(self.work_rules)

    def without(self, disabled: frozenset[str]) -> "RuleSet":
        def keep(rules):
            return tuple(r for r in rules if r["id"] not in disabled)

        return RuleSet(
            self.version,
            self.former_modifiers,
            keep(self.noun_rules),
            keep(self.verb_rules),
            keep(self.noun_predicate_rules),
            {k: v for k, v in self.work_rules.items() if k not in disabled},
            keep(self.birth_rules),
            self.digest + ("-" + ",".join(sorted(disabled)) if disabled else ""),
            self.list_glue,
        )


@cache
def load_rules(disabled: frozenset[str] = frozenset()) -> RuleSet:
    """The packaged rule set, minus the rule ids in ``disabled``."""
    import hashlib

    text = resources.files("kgbuild.data").joinpath("rules.json").read_text("utf-8")
    raw = json.loads(text)
    rules = RuleSet(
        version=raw["version"],
        former_modifiers=frozenset(raw["former_modifiers"]),
        noun_rules=tuple(raw["noun_rules"]),
        verb_rules=tuple(raw["verb_rules"]),
        noun_predicate_rules=tuple(raw["noun_predicate_rules"]),
        work_rules={r["id"]: r for r in raw["work_rules"]},
        birth_rules=tuple(raw["birth_rules"]),
        digest=hashlib.sha256(text.encode()).hexdigest()[:16],
        list_glue=frozenset(raw.get("list_glue", ())),
    )
    unknown = disabled - set(rules.ids())
    if unknown:
        raise KeyError(f"unknown rule id(s): {', '.join(sorted(unknown))}")
    return rules.without(disabled) if disabled else rules


def default_rules() -> RuleSet:
    """The packaged rules minus those listed (comma-separated) in ``KGBUILD_DISABLE_RULES``."""
    disabled = frozenset(r.strip() for r in os.environ.get(DISABLE_ENV, "").split(",") if r.strip())
    return load_rules(disabled)


class SentenceMatcher:
    """Applies a rule set to the sentences of one article."""

    def __init__(self, rules: RuleSet, ents: ArticleEntities):
        self.rules = rules
        self.ents = ents
        self.doc = ents.doc
        self.lex = lexicon()
        self._noun_cues = {cue: r for r in rules.noun_rules for cue in r["cues"]}
        self._verbs = [(frozenset(r["lemmas"]), r) for r in rules.verb_rules]
        self._preds = {n: r for r in rules.noun_predicate_rules for n in r["nouns"]}
        self._slots: dict[int, tuple[int, int]] = {}  # entity -> tokens of the last cue slot naming it
        self._cue_owner: dict[int, list[int]] = {}  # cue token -> owners a list scan already fixed ("A and his wife B")
        # kinship nouns ("grandfather", "sister"), not the gendered job nouns ("actress")
        self._kin = (self.lex.male_cues | self.lex.female_cues | set(self._noun_cues)) - self.lex.person_nouns - self.lex.descriptor_nouns
        self._last_suit: tuple[list[int], list[int]] = ([], [])  # plaintiffs, defendants
        self._note_cue_genders()

    def _note_cue_genders(self) -> None:
        """Before any pronoun is resolved, what relational nouns tell about the people
        around them: "her son August" makes August male; in "Giudice's husband" and
        "the sons of Caroline Manzo" the possessor is a person, whatever NER said."""
        gendered = self.lex.male_cues | self.lex.female_cues
        ents = self.ents
        for tok in self.doc:
            # "Khloe Jones and Tristan Brown": a name coordinated with a person is a person
            if tok.dep_ == "conj" and tok.head.dep_ != "pobj":  # not "published by In Touch Weekly, Joe and ..."
                a, b = ents.entity_of(tok.head), ents.entity_of(tok)
                if a is not None and b is not None and a != b:
                    ta, tb = ents.entities[a], ents.entities[b]
                    for x, y in ((ta, tb), (tb, ta)):
                        if x.type == PERSON and y.type == ORG and looks_like_person_name(y.name) and len(y.name.split()) > 1:
                            y.type = PERSON
            if tok.lemma_.lower() in self._noun_cues or tok.lower_ in self._noun_cues:
                slots = [c for c in tok.children if c.dep_ == "poss"]
                slots += [p for c in tok.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children if p.dep_ == "pobj"]
                for slot in slots:
                    eid = ents.entity_of(slot)
                    if eid is not None and ents.entities[eid].type == ORG and looks_like_person_name(ents.entities[eid].name):
                        ents.entities[eid].type = PERSON
            if tok.lower_ in gendered and tok.lower_ in self._noun_cues:
                nxt = tok.i + 1
                if nxt < len(self.doc) and self.doc[nxt].text == ",":
                    nxt += 1
                eid = self.ents.token_entity.get(nxt)
                if eid is not None:
                    self.ents.note_gender(eid, tok.lower_)

    # -- entry point ------------------------------------------------------------------

    def match(self, sent: Span) -> list[Found]:
        found: list[Found] = []
        for tok in sent:
            found.extend(self._noun(tok))
            found.extend(self._verb(tok))
            found.extend(self._noun_predicate(tok))
            found.extend(self._born(tok))
        found.extend(self._works(sent))
        suits = [f for f in found if f.relation == "sued"]
        if suits:  # the lawsuit a later "the lawsuit" or "were also sued" refers back to
            self._last_suit = ([f.head for f in suits], [f.tail for f in suits])
        return found

    # -- helpers: who does a token stand for -------------------------------------------

    def refs(self, tok: Token, allow_group: bool = False, exclude: frozenset[int] = frozenset()) -> tuple[int, ...]:
        """Entities a token refers to, following conjunctions and appositions.

        Names in apposition come first: "the mother of his child, Maralee Nichols,"
        is Maralee Nichols; "three of her former backup dancers, A, B and C" are A, B, C.
        """
        out: list[int] = []
        if allow_group and self._is_group_noun(tok) and self.ents.entity_of(tok) is None:
            return self._group(tok)
        for t in [tok, *_conjuncts(tok)]:
            ids = () if self.ents.entity_of(t) is not None else self._appositive_people(t)
            if not ids:
                ids = self.ents.resolve(t, exclude)
            if not ids or self._name_extends_left(t):
                ids = self._slot_name(t) or ids
            if not ids and allow_group:
                ids = self._group(t)
            out.extend(i for i in ids if i not in out)
        return tuple(out)

    def _name_extends_left(self, tok: Token) -> bool:
        """NER caught only part of a name: "Moses [Martin]'s father"."""
        left = tok.left_edge.i
        return (self.ents.entity_of(tok) is not None and left < tok.i
                and self.ents.entity_of(self.doc[left]) is None and self.doc[left].pos_ == "PROPN")

    def _slot_name(self, tok: Token) -> tuple[int, ...]:
        """A proper name NER missed, in a slot a relation rule opened ("sued Amber Heard")."""
        if tok.pos_ != "PROPN" or not tok.text[:1].isupper() or tok.tag_ == "NNPS":
            return ()  # "the Baldwins" (NNPS) is a family, not a person
        start = tok.i
        while start > tok.sent.start and (
                (self.doc[start - 1].dep_ in {"compound", "flat"} and self.doc[start - 1].pos_ == "PROPN")
                or (self.doc[start - 1].text == "-" and start - 2 >= tok.sent.start and self.doc[start - 2].text[:1].isupper())):
            start -= 1  # "Jacques-François Blondel"
        m = slot_mention(self.doc, start)
        if m is None or m.end <= tok.i:
            return ()
        return (self.ents.add_mention(m),)

    def _appositive_people(self, tok: Token) -> tuple[int, ...]:
        out: list[int] = self._named_person(tok)
        frontier = [tok]
        for _ in range(3):
            nxt = []
            for t in frontier:
                for c in t.children:
                    if c.dep_ == "appos":
                        for cc in [c, *_conjuncts(c)]:
                            ids = self.ents.resolve(cc)
                            out.extend(ids)
                            if not ids and cc is not c:
                                nxt.append(cc)  # "..., Big Grrrl Big Touring Inc., and the captain of her team, Shirlene Quigley"
                    elif c.dep_ == "prep" and c.lower_ == "of":
                        nxt.extend(p for p in c.children if p.dep_ == "pobj")
            frontier = nxt
        return tuple(dict.fromkeys(out))

    def _named_person(self, tok: Token) -> list[int]:
        """"married a woman named X", "a lady by the name of X": the name a common noun is given."""
        if tok.pos_ != "NOUN":
            return []
        names = [o for c in tok.children if c.dep_ == "acl" and c.lemma_.lower() in {"name", "call"}
                 for o in c.children if o.dep_ in {"oprd", "attr", "dobj", "xcomp"}]
        holders = [tok, tok.head] if tok.dep_ == "dobj" else [tok]  # "by the name of" may hang on the verb
        names += [x for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ == "by"
                  for n in c.children if n.dep_ == "pobj" and n.lower_ == "name"
                  for o in n.children if o.dep_ == "prep" and o.lower_ == "of"
                  for x in o.children if x.dep_ == "pobj"]
        people = self._as_people(i for n in names for i in (self.ents.resolve(n) or self._slot_name(n)))
        for i in people:
            self.ents.note_gender(i, tok.lower_)  # "a lady by the name of X": X is a woman
        return people

    def _is_group_noun(self, tok: Token) -> bool:
        """A plural common noun that is no relative ("prosecutors", not "her daughters")."""
        return tok.pos_ == "NOUN" and tok.tag_ == "NNS" and tok.lemma_.lower() not in self._noun_cues

    def _group(self, tok: Token) -> tuple[int, ...]:
        """Plural common nouns as one group entity: "the Rust case prosecutors,
        investigators, and commissioners" (a coordination of groups is one defendant)."""
        if not self._is_group_noun(tok):
            return ()
        last = tok
        for c in _conjuncts(tok):
            if self._is_group_noun(c):
                last = c
        start = tok.left_edge.i
        while start < tok.i and self.doc[start].dep_ in {"det", "poss", "predet", "punct"}:
            start += 1
        end = last.i + 1
        name = clean_name(self.doc[start:end].text)
        return (self.ents.add_entity(name, GROUP, start, end),)

    def _work_at(self, tok: Token) -> int | None:
        """The WORK entity at ``tok``, creating one from a title-case run if needed."""
        if tok.ent_type_ in {"DATE", "TIME", "CARDINAL", "ORDINAL", "GPE", "NORP", "LOC", "MONEY", "PERCENT"}:
            return None  # "In August 2010, she competed in ...": a date is no title
        eid = self.ents.entity_of(tok)
        if eid is not None:
            ent = self.ents.entities[eid]
            if ent.type == ORG:
                ent.type = WORK  # "the star of The Kardashians": NER said ORG, the slot says title
                first = min(i for i, e in self.ents.token_entity.items() if e == eid)
                if first > 0 and self.doc[first - 1].text == "The" and not ent.name.startswith("The "):
                    ent.aliases.add(ent.name)
                    ent.name = "The " + ent.name  # NER left the title's "The" out
            return eid if ent.type == WORK else None
        start = tok.left_edge.i
        while start < tok.i and (self.doc[start].text in {"the", "a", "an", "A", "An"} | set('"“‘\'') or (
                self.doc[start].text == "The" and start == self.doc[start].sent.start)):
            start += 1  # a capital "The" mid-sentence is the title's own: "narrated The Wombles"
        if self.doc[start].lower_ in self.lex.work_nouns:
            return None
        end = title_run(self.doc, start)
        if end > tok.i >= start and self.doc[start].text[:1].isupper():
            return self.ents.add_entity(clean_name(self.doc[start:end].text), WORK, start, end)
        return None

    def _subjects(self, verb: Token) -> tuple[list[Token], bool]:
        """Subject tokens of a verb (inherited through conj/xcomp/relcl) and whether passive."""
        t = verb
        for _ in range(4):
            subs = [c for c in t.children if c.dep_ in _SUBJ]
            if subs:
                passive = any(c.dep_ == "nsubjpass" for c in subs)
                if t.i != verb.i and verb.tag_ != "VBN":
                    passive = False  # "was produced by X, and stars Y": the second verb is active
                # "the couple, who married in 2012": the relative pronoun stands for the head
                resolved = [self._relative_antecedent(s, t.head) if (s.lower_ in {"who", "that", "which"} and t.dep_ == "relcl") else s
                            for s in subs]
                return resolved, passive
            if t.dep_ == "relcl":
                return [_coordination_root(t.head)], False
            if t.dep_ == "acl" and t.head.pos_ in {"NOUN", "PROPN"}:
                # "an American actor known for his role ...": who the noun describes
                noun = t.head
                if noun.dep_ in {"attr", "appos"}:
                    return ([c for c in noun.head.children if c.dep_ in _SUBJ] if noun.dep_ == "attr" else [noun.head]), False
                return [noun], False
            if t is verb and verb.i > 0 and self.ents.entity_of(self.doc[verb.i - 1]) is not None \
                    and verb.dep_ == "ROOT":
                return [self.doc[verb.i - 1]], False  # "Pedro Pascal stars in ...": the verb mis-tagged as a noun
            if t.dep_ in {"conj", "xcomp", "advcl", "acomp", "ccomp", "pcomp"} and t.head.i != t.i:
                t = t.head
                continue
            break
        return [], False

    def _relative_antecedent(self, pronoun: Token, head: Token) -> Token:
        """What "who" stands for: the relative clause's head, or, when the parser hung the
        clause on something else, the name right before "who" ("born in Berthier, the son
        of Louis Mousseau, who was the son of ...": Louis)."""
        ents = self.ents
        own = ents.entity_of(head)
        if pronoun.lower_ in {"who", "whom"} and (own is None or ents.entities[own].type != PERSON):
            for k in range(pronoun.i - 1, max(head.i, pronoun.i - 6), -1):
                eid = ents.entity_of(self.doc[k])
                if eid is not None and self._as_people([eid]):  # "who": a person, whatever NER said
                    return self.doc[k]
        return _coordination_root(head)

    def _blocked(self, trigger: Token) -> float | None:
        """None if negated or denied; else a confidence factor (hedged -> low)."""
        lex = self.lex
        factor = 1.0
        t = trigger
        for depth in range(4):
            for c in t.children:
                if c.dep_ == "neg" and (depth == 0 or t.pos_ in {"AUX", "VERB"}):
                    return None
                if c.lower_ in lex.hedges or c.lemma_.lower() in lex.hedges:
                    if c.dep_ in {"aux", "advmod", "amod"}:
                        factor = HEDGE_FACTOR
            if depth > 0 and t.lemma_.lower() in lex.negation_governors:
                return None
            if depth > 0 and (t.lemma_.lower() in lex.hedges or t.lower_ in lex.hedges):
                factor = HEDGE_FACTOR
            if t.head.i == t.i or t.dep_ in {"ROOT"}:
                break
            if t.dep_ not in {"xcomp", "ccomp", "conj", "acomp", "auxpass", "pcomp", "advcl", "relcl"} and depth > 0:
                break
            t = t.head
        return factor

    # -- noun rules --------------------------------------------------------------------

    def _cue_rule(self, tok: Token) -> tuple[dict[str, Any] | None, bool]:
        """The noun rule a token cues, and whether a 'former' modifier is on it."""
        low = tok.lower_
        lemma = tok.lemma_.lower()
        rule = self._noun_cues.get(low) or self._noun_cues.get(lemma)
        if rule is None or tok.pos_ not in {"NOUN", "PROPN"}:
            return None, False
        doc = self.doc
        former = low.startswith("ex-")
        i = tok.i
        if i >= 2 and doc[i - 1].text in {"-", "–"} and doc[i - 2].lower_ == "ex":
            former = True
        if i >= 1 and doc[i - 1].lower_ in self.rules.former_modifiers:
            former = True
        if any(c.dep_ in {"amod", "compound"} and c.lower_ in self.rules.former_modifiers for c in tok.children):
            former = True
        return rule, former

    def _noun(self, tok: Token) -> Iterator[Found]:
        rule, former = self._cue_rule(tok)
        if rule is None or _embedded(tok, self._noun_cues):
            return
        relation = rule["relation"]
        if former and "former" in rule:
            relation = rule["former"]
        elif former and _ex_marked(tok):
            return  # an ex-boyfriend is no partner; "their first daughter" is still a daughter
        else:
            former = False
        factor = self._blocked(tok)
        if factor is None:
            return
        named = self._named(tok)
        if not named:
            return
        siblings = self._named_alongside(tok, rule) if relation == "child" else set()
        owners = self._owners(tok, exclude=siblings)
        if relation == "child" and rule["direction"] == "owner-named":
            # "They have four children: Paul, Alexandre, ...": a child named like a parent
            # ("Paul" beside Paul Desmarais Jr) is a person of their own
            named = [self._separate(n) if n in owners and n in self._slots else n for n in named]
        owners = [o for o in owners if o not in named]
        if relation == "child" and rule["direction"] == "owner-named":
            owners += [p for p in self._co_parents(tok) if p not in owners and p not in named]
        for n in named:
            self.ents.note_gender(n, tok.lower_ if not former else tok.lower_)
        for o in owners:
            for n in named:
                head, tail = (o, n) if rule["direction"] == "owner-named" else (n, o)
                yield Found(head, relation, tail, rule["id"] + (".former" if former else ""), rule["confidence"] * factor)
        pair = rule.get("parents_pair")
        if pair and len(owners) == 2 and named and (tok.dep_ in {"attr", "oprd", "appos"} or self._born_clause(tok) is not None) \
                and set(owners) <= set(self._of_list(tok) or ()):
            # "He was the son of A and B", "X, the son of A and B": the parents are a couple.
            # Not for a description used as a name ("after the daughter of A and B told ..."):
            # news writes that of exes too.
            yield Found(owners[0], pair, owners[1], rule["id"] + ".parents", rule["confidence"] * factor)
        if relation == "sibling" and owners and len(named) > 1:
            # "his brothers Nick and Kevin": brothers of one person are brothers of each other
            for a, b in itertools.combinations(named, 2):
                yield Found(a, relation, b, rule["id"] + ".shared", rule["confidence"] * factor)

    def _named(self, cue: Token) -> list[int]:
        """The people a relational noun names: "wife Hilaria", "daughters A and B", "X, his wife"."""
        doc, ents = self.doc, self.ents
        plural = cue.lower_ in _PLURAL_CUES or cue.tag_ == "NNS"
        out: list[int] = []
        j = cue.i + 1
        end = min(cue.sent.end, j + MAX_LIST_TOKENS)
        while j < end:
            t = doc[j]
            low = t.lower_
            same_rule = self._noun_cues.get(t.lemma_.lower()) is self._noun_cues.get(cue.lemma_.lower(), self._noun_cues.get(cue.lower_))
            if low in _LIST_GLUE or t.like_num or (same_rule and t.pos_ == "NOUN"):
                if out and not plural and low not in {",", "(", ")"} and not t.like_num:
                    break
                if low in {"(", ")"} and not out:
                    j += 1
                    continue
                j += 1
                continue
            if t.lower_ in {"the", "a", "an", "three", "two", "four"} and not out:
                j += 1
                continue
            if t.is_lower and (t.lower_ in self.lex.person_nouns or t.lemma_ in self.lex.person_nouns) \
                    and j + 1 < end and doc[j + 1].text[:1].isupper():
                j += 1  # "Liang's father, architect Liang Sicheng"
                continue
            m = slot_mention(doc, j)
            eid = ents.entity_of(t)
            if eid is not None and (m is None or m.end <= ents.mention_end(j)):
                if ents.entities[eid].type == ORG and looks_like_person_name(ents.entities[eid].name):
                    ents.entities[eid].type = PERSON  # a cue's slot holds a person: "daughter Ilaria Catalina Irena"
                if ents.entities[eid].type != PERSON:
                    break
                if eid not in out:
                    out.append(eid)
                    self._slots[eid] = (j, ents.mention_end(j))
                j = ents.mention_end(j)
            else:
                if m is None:
                    break
                eid = ents.add_mention(m)
                out.append(eid)
                self._slots[eid] = (m.start, m.end)
                j = m.end
            if not plural:
                break
        # drop trailing glue consumed past the list end
        if out:
            return out
        # "Kim Basinger, his ex-wife"; "Savannah and Seth, Blackstock's daughter and son"
        anchor = cue.head if cue.dep_ == "appos" else None
        if cue.dep_ == "conj" and cue.head.dep_ == "appos":
            anchor = cue.head.head
        if anchor is not None and anchor.i < cue.i:
            # "A, B and C (X's sister)": a bracket describes the name right before it only
            bracketed = cue.i > 0 and any(self.doc[k].text == "(" for k in range(max(cue.sent.start, cue.i - 6), cue.i))
            members = [anchor] if bracketed else [anchor, *(c for c in _conjuncts(anchor) if c.i < cue.i)]
            if bracketed or (cue.tag_ == "NN" and cue.dep_ == "appos" and not any(c.dep_ == "conj" for c in cue.children)):
                # one "daughter" describes one name: "marriages to A and B, daughter of X" is B
                last = max((c for c in [anchor, *_conjuncts(anchor)] if c.i < cue.i), key=lambda c: c.i)
                members = [last]
            ids = [i for t in members for i in (self.ents.resolve(t) or self._slot_name(t))
                   if ents.entities[i].type == PERSON]
            if ids:
                return list(dict.fromkeys(ids))
        # "The youngest daughter of Prince Andrew announced ...": the person the article
        # was just talking about
        if _definite_tok(cue) and cue.dep_ in {"nsubj", "nsubjpass"} and any(
                c.dep_ == "prep" and c.lower_ == "of" for c in cue.children):
            ids = [i for i in ents._nominal(cue) if ents.entities[i].type == PERSON]
            if ids:
                return ids
        # "the daughter of X and Y told ...": the sentence's own subject, when a person
        if _definite_tok(cue) and cue.dep_ not in {"appos", "attr", "oprd"} and any(c.dep_ == "prep" and c.lower_ == "of" for c in cue.children):
            root = cue.sent.root
            subs = [c for c in root.children if c.dep_ in {"nsubj", "nsubjpass"} and c.i < cue.i]
            ids = [i for s in subs for i in self.refs(s) if ents.entities[i].type == PERSON]
            if len(ids) == 1:
                return ids
        # "He was born in Ohio, the son of X"; "Born in Rome, the daughter of X, she ...":
        # a parentage phrase set off after a birthplace describes who was born
        born = self._born_clause(cue)
        if born is not None:
            subs, _ = self._subjects(born)
            parents = frozenset(self._of_list(cue) or ())  # "Born in X, the son of Y, he": he is not Y
            ids = [i for s in subs for i in self.refs(s, exclude=parents) if ents.entities[i].type == PERSON]
            if ids:
                return ids
        # "His brother was Harry Alger": the cue as subject, the name as the predicate
        # "His children included A, B and C"
        if cue.dep_ == "nsubj" and cue.head.lemma_ in {"be", "include", "comprise"}:
            ids = [i for c in cue.head.children if c.dep_ in {"attr", "dobj"} for i in self.refs(c)
                   if ents.entities[i].type == PERSON]
            if ids:
                return ids
        # "Hilaria is his wife" / "she is the daughter of X"
        if cue.dep_ in {"attr", "oprd"}:
            subs, _ = self._subjects(cue.head)
            listed = frozenset(self._of_list(cue) or ())  # "He was a son of John": he is not John
            return [i for s in subs for i in self.refs(s, exclude=listed) if ents.entities[i].type == PERSON]
        # "the mother of his child, Maralee Nichols": a name right after "of X,"
        return []

    def _coordinated_owner(self, cue: Token, poss: Token) -> int | None:
        """"Amdír and his son Amroth", "Thranduil king of Mirkwood, as well as his son
        Legolas": a possessive on a cue coordinated with a person is that person's."""
        sex = "m" if poss.lower_ in self.lex.male_pronouns else "f" if poss.lower_ in self.lex.female_pronouns else None
        if sex is None or cue.dep_ != "conj" or cue.head.i >= cue.i or self._cue_rule(cue)[0] is None:
            return None  # (kin nouns only: "his appearances in X and his marriage to Y" is no pair)
        head = cue.head
        names = [c for c in head.children if c.dep_ in {"compound", "flat"} and c.pos_ == "PROPN" and c.i < head.i]
        first = min([c.i for c in names] + [head.i])
        if first == head.i and head.lower_ in self.lex.titles:
            return None  # "The Queen and her husband": a description, left to the resolver
        candidates: list[int] = []
        eid = self.ents.entity_of(self.doc[first])
        if eid is not None and (first == head.i or self.ents.entity_of(head) == eid or head.pos_ != "PROPN"):
            candidates.append(eid)  # "Amdír and ...", "Thranduil king of Mirkwood, as well as ..."
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

    def _born_clause(self, cue: Token) -> Token | None:
        """The "born" a comma-set parentage phrase ("..., the son of X") follows in its sentence."""
        doc = self.doc
        left = cue.left_edge.i if cue.left_edge.i <= cue.i else cue.i
        if cue.dep_ in {"nsubj", "nsubjpass", "dobj", "pobj", "attr"} or left <= cue.sent.start \
                or doc[left - 1].text != "," or cue.i + 1 >= len(doc) or doc[cue.i + 1].lower_ != "of":
            return None
        for k in range(left - 1, max(cue.sent.start, left - 30) - 1, -1):
            if doc[k].lower_ == "born" and doc[k].pos_ in {"VERB", "ADJ"}:
                return doc[k]
            if doc[k].pos_ in {"VERB", "AUX"} and doc[k].lower_ not in {"was", "is", "were"}:
                return None  # "He was born in X and moved to Y, the son of": not that clause
        return None

    def _owners(self, cue: Token, exclude: set[int], relaxed: bool = False) -> list[int]:
        """Whose relative the cue is: a possessor, "of X", or the clause subject.

        ``relaxed``: a person-like name NER called an organisation counts (only people
        marry or divorce)."""
        if relaxed:
            strict = self._owners(cue, exclude)
            if strict:
                return strict
            ents = self.ents
            before = {e.id: e.type for e in ents.entities}
            for e in ents.entities:
                if e.type == ORG and looks_like_person_name(e.name) and len(e.name.split()) > 1:
                    e.type = PERSON
            found = self._owners(cue, exclude)
            for e in ents.entities:  # keep only the retyping that produced an owner
                if e.id in before and before[e.id] == ORG and e.id not in found:
                    e.type = ORG
            return found
        ents = self.ents
        if cue.i in self._cue_owner:
            return [i for i in self._cue_owner[cue.i] if i not in exclude]
        listed = self._of_list(cue)
        if listed is not None:
            return listed  # "the son of A and his wife B"; "the sister of a friend": nobody
        for c in cue.children:
            if c.dep_ == "poss":
                partner = self._coordinated_owner(cue, c)
                if partner is not None:
                    return [partner] if partner not in exclude else []
                ids = self.refs(c) if c.lower_ not in self.lex.pronouns else ents.resolve(c)
                if c.lower_ in (self.lex.male_pronouns | self.lex.female_pronouns) and ids and ids[0] in exclude:
                    ids = self._antecedent_excluding(c, exclude)
                return [i for i in ids if ents.entities[i].type == PERSON]
        # a possessive the parser attached elsewhere: "Alec's daughter", "their daughter"
        prev = self.doc[cue.i - 1] if cue.i > 0 else None
        if prev is not None and prev.lower_ in {"his", "her", "their"}:
            ids = ents.resolve(prev)
            if ids and ids[0] in exclude:
                ids = self._antecedent_excluding(prev, exclude)
            return [i for i in ids if ents.entities[i].type == PERSON]
        for c in cue.children:
            if c.dep_ == "prep" and c.lower_ in {"of", "to"}:
                objs = [p for p in c.children if p.dep_ == "pobj"]
                ids = [i for p in objs for i in self.refs(p)]
                if ids:
                    return [i for i in ids if ents.entities[i].type == PERSON]
        # "Blackstock's daughter and son": the second cue shares the first one's owner
        own = any(c.dep_ == "poss" or (c.dep_ == "prep" and c.lower_ in {"of", "to"}) for c in cue.children)
        if cue.dep_ == "conj" and not own and self._cue_rule(cue.head)[0] is not None:
            return self._owners(cue.head, exclude)
        # walk up to the clause: "X has a daughter", "the couple welcomed son Hayes"
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
            if poss and t.pos_ in {"NOUN", "PROPN"} and t.lemma_.lower() not in self._noun_cues:
                ids = ents.resolve(poss[0])
                return [i for i in ids if ents.entities[i].type == PERSON and i not in exclude]
            if t.pos_ in {"VERB", "AUX"} and t.i not in own_clause:
                subs, passive = self._subjects(t)
                if subs and not passive:
                    found = [i for s in subs for i in self.refs(s) if ents.entities[i].type == PERSON]
                    ids = [i for i in found if i not in exclude]
                    if ids:
                        return ids
                    if found:
                        continue  # "daughter River Rose, ..., followed later by son Remington": a sibling, look higher
                if subs:
                    break
        # the parser attached the cue away from its possessor: "their life with seven children"
        return [i for i in self._preceding_possessive(cue) if i not in exclude]

    def _of_list(self, cue: Token) -> list[int] | None:
        """The people listed after "<cue> of", read in token order (the parser often
        hangs a long list badly): "the son of A (1820-88) and his wife B",
        "son of Mexican singer and actress A and the singer and actor B",
        "the daughter of A, comte de X (1678-1733), and his wife B", "the father of A, B and C".

        None when no "of" follows the cue; an empty list when the "of" names nobody
        ("the sister of a friend", "the brother of Casanova's friend"). A description
        after a name ("A, a Zambian engineer and B") is skipped; the list ends at a clause
        ("A, who was the son of B"), another relational noun ("and the grandfather of C")
        or a possessive ("of Casanova's friend"). "A and his wife B": the wife's owner is A.
        """
        j = cue.i + 1
        if j >= cue.sent.end or self.doc[j].lower_ != "of":
            return None
        return self._listed_after(self.doc[j])

    def _listed_after(self, prep: Token) -> list[int]:
        """The people listed right after a preposition ("son of ...", "born to ...")."""
        doc, ents, lex = self.doc, self.ents, self.lex
        j = prep.i
        out: list[int] = []
        end = min(prep.sent.end, j + 1 + MAX_LIST_TOKENS)
        k = j + 1
        describing = False  # inside "A, a Zambian aircraft engineer" (no names are collected)
        while k < end and len(out) < 8:
            t = doc[k]
            low = t.lower_
            if t.text == ")":
                break  # "(father of A) and B": the bracket held the list
            if t.text == "(":  # dates, a nickname: "(1820-88)"
                close = next((x for x in range(k + 1, min(k + 12, end)) if doc[x].text == ")"), None)
                if close is None:
                    break
                k = close + 1
                continue
            if low in {"and", "or", "&"}:
                describing = False
                k += 1
                continue
            if low == ",":
                nxt = doc[k + 1] if k + 1 < end else None
                if out and nxt is not None and not describing and nxt.lower_ not in {"and", "or"} and (
                        nxt.is_lower or nxt.lower_ in lex.titles) and nxt.lower_ not in {"née", "nee"}:
                    describing = True  # "A, a Zambian aircraft engineer and B"; "A, Lord of B and C"
                k += 1
                continue
            if low in {"née", "nee"}:  # a maiden name belongs to the name before it
                k = ents.mention_end(k + 1) if k + 1 < end and ents.entity_of(doc[k + 1]) is not None else k + 2
                continue
            if (t.pos_ in {"VERB", "AUX", "PRON", "SCONJ"} and t.dep_ not in {"amod", "compound"}) \
                    or low in {";", "who", "whom", "whose", "which", "that"} \
                    or (low == "." and t.pos_ == "PUNCT"):
                if low in {"his", "her", "their"} and out:
                    # "A and his (second) wife B": B's cue belongs to A
                    cue_k = next((x for x in range(k + 1, min(k + 4, end)) if doc[x].lower_ in self._noun_cues), None)
                    if cue_k is not None and all(doc[x].pos_ in {"ADJ", "NUM"} or doc[x].like_num or doc[x].lower_ in {"first", "second", "third"}
                                                 for x in range(k + 1, cue_k)):
                        rule = self._noun_cues[doc[cue_k].lower_]
                        if rule["relation"] == "spouse":
                            self._cue_owner[cue_k] = [out[-1]]
                            k = cue_k + 1
                            continue
                break
            if describing:  # "A, the fifth son of B, and his wife C": B is no parent here
                k += 1
                continue
            if t.is_lower and (low in self._kin or (t.pos_ == "NOUN" and k + 1 < end and doc[k + 1].lower_ == "of")):
                break  # "and the grandfather of C", "and a member of ...": another relation
            if t.text in {"'s", "’s", "'"}:
                if out and not describing:
                    out.pop()  # "of Casanova's closest friend": not Casanova
                break
            if t.pos_ == "ADP" and low != "of":
                break  # "the son of a farmer from Ohio"
            if is_generational_suffix(low):
                k += 1  # "Louis Lombardi, Sr."
                continue
            if t.is_lower or not t.text[:1].isalpha() or t.ent_type_ in {"NORP", "DATE", "CARDINAL", "ORDINAL"} \
                    or (t.ent_type_ in {"GPE", "LOC"} and t.dep_ in {"compound", "amod", "nmod"}) \
                    or (low in lex.titles and k + 1 < end and doc[k + 1].text[:1].isupper()):
                k += 1
                continue
            if low == "of" or (out and doc[k - 1].lower_ == "of"):
                k += 1  # "John of Luxembourg": NER kept only part of it
                continue
            eid = ents.entity_of(t)
            if eid is not None:
                ent = ents.entities[eid]
                if ent.type == ORG and looks_like_person_name(ent.name):
                    ent.type = PERSON
                if ent.type != PERSON:
                    break
                nxt_k = ents.mention_end(k)
            else:
                m = slot_mention(doc, k)
                if m is None:
                    break
                eid = ents.add_mention(m)
                nxt_k = m.end
            if eid not in out:
                out.append(eid)
                self._slots[eid] = (k, nxt_k)
            k = nxt_k
            if k < end and doc[k].text in {"'s", "’s", "'"}:
                out.pop()
                break
        return out

    def _preceding_possessive(self, tok: Token, window: int = 7) -> list[int]:
        """People a possessive pronoun shortly before ``tok`` stands for, when no verb,
        name or other cue comes between: "their life with seven children",
        "their home for TLC reality show, The Baldwins"."""
        ents = self.ents
        for i in range(tok.i - 1, max(tok.sent.start, tok.i - window) - 1, -1):
            t = self.doc[i]
            if t.pos_ in {"VERB", "AUX"} or ents.entity_of(t) is not None or t.lower_ in self._noun_cues:
                break
            if t.dep_ == "poss" and t.lower_ in self.lex.pronouns:
                return [e for e in ents.resolve(t) if ents.entities[e].type == PERSON]
        return []

    def _separate(self, eid: int) -> int:
        """A new entity for the name in ``eid``'s cue slot, split off the entity it joined."""
        start, end = self._slots[eid]
        return self.ents.split_off(clean_name(self.doc[start:end].text), start, end)

    def _named_alongside(self, cue: Token, rule: dict[str, Any]) -> set[int]:
        """People other cues of the same rule name in this sentence: "daughter River Rose
        ..., followed later by son Remington" — River Rose is a child here, not a parent."""
        out: set[int] = set()
        for t in cue.sent:
            if t.i != cue.i and self._cue_rule(t)[0] is rule:
                j = t.i + 1
                eid = self.ents.entity_of(self.doc[j]) if j < len(self.doc) else None
                if eid is not None:
                    out.add(eid)
        return out

    def _co_parents(self, cue: Token) -> list[int]:
        """"a daughter, Ireland, with his ex-wife Kim Basinger": the other parent."""
        holders = [cue]
        t = cue
        for _ in range(3):  # the PP may hang on the verb: "Alec has a daughter ... with Kim"
            if t.head.i == t.i:
                break
            t = t.head
            holders.append(t)
        out: list[int] = []
        for h in holders:
            for c in h.children:
                if c.dep_ == "prep" and c.lower_ == "with":
                    for p in c.children:
                        if p.dep_ != "pobj":
                            continue
                        if p.lower_ in {"whom", "who"} and c.head.dep_ == "relcl":
                            # "Beatrice Dugand, with whom he had four children"; "a lady by the
                            # name of Beatrice Dugand, with whom ..." (the parser hangs it on "name")
                            anchor = self._relative_antecedent(p, c.head.head)
                            out.extend(self._as_people(self.refs(anchor)))
                        elif p.lemma_.lower() in self._noun_cues or p.lower_ in self._noun_cues:
                            out.extend(self._named(p))  # "with his ex-wife Kim Basinger"
                        else:
                            ids = [i for i in self.refs(p) if self.ents.entities[i].type == PERSON]
                            if not ids:  # a mangled parse of "with her ex-fiancé Rob Kardashian"
                                ids = list(dict.fromkeys(self.ents.token_entity[t.i] for t in p.subtree
                                                         if t.i in self.ents.token_entity
                                                         and self.ents.entities[self.ents.token_entity[t.i]].type == PERSON))[:1]
                            out.extend(ids)
        return out

    def _antecedent_excluding(self, tok: Token, exclude: set[int]) -> tuple[int, ...]:
        sex = "m" if tok.lower_ in self.lex.male_pronouns else "f"
        for i in range(tok.i - 1, tok.sent.start - 1, -1):
            eid = self.ents.token_entity.get(i)
            if eid is not None and eid not in exclude and self.ents._compatible(eid, sex):
                return (eid,)
        return ()

    # -- verb rules --------------------------------------------------------------------

    def _verb(self, tok: Token) -> Iterator[Found]:
        if tok.pos_ not in {"VERB", "AUX", "ADJ", "NOUN"}:
            return
        lemma = tok.lemma_.lower()
        low = tok.lower_
        for lemmas, rule in self._verbs:
            if lemma not in lemmas and low not in lemmas:
                continue
            if "list_preps" in rule:
                yield from self._work_list(tok, rule)
                continue
            if "character_preps" in rule:
                yield from self._characters_in(tok, rule)
                continue
            if tok.pos_ == "NOUN" and low not in {"married", "engaged", "divorced"}:
                continue
            yield from self._apply_verb(tok, rule)

    def _apply_verb(self, verb: Token, rule: dict[str, Any]) -> Iterator[Found]:
        objects_wanted = rule.get("objects")
        obj_tokens: list[Token] = []
        light_obj = None
        if rule.get("with_objects") and not any(
                c.dep_ == "prep" and c.lower_ == "with" and any(p.lemma_.lower() in rule["with_objects"] for p in c.children)
                for c in verb.children):
            return  # "slapped Y with a lawsuit": the suit must be there
        if objects_wanted:
            light = [c for c in verb.children if c.dep_ in {"dobj", "nsubjpass"} and c.lemma_.lower() in objects_wanted]
            if not light:
                return
            light_obj = light[0]
        factor = self._blocked(verb)
        if factor is None:
            return
        subs, passive = self._subjects(verb)
        agents = [p for c in verb.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"]
        preps = set(rule.get("preps", ())) | set(rule.get("tail_preps", ()))
        holders = [verb] + ([light_obj] if light_obj is not None else [])
        for h in holders:
            for c in h.children:
                if c.dep_ == "prep" and c.lower_ in preps:
                    obj_tokens.extend(p for p in c.children if p.dep_ == "pobj")
        if not objects_wanted or rule.get("objects_are_tail"):
            obj_tokens.extend(c for c in verb.children if c.dep_ == "dobj")
        if passive:
            # "Y was sued by X": the agent acts on the subject
            heads_tok, tails_tok = agents, subs
            if light_obj is not None:
                heads_tok, tails_tok = agents, obj_tokens
        else:
            heads_tok, tails_tok = subs, obj_tokens
        rel = rule["relation"]
        want_work = rule.get("tail_type") == WORK
        group_ok = rel == "sued"
        heads = [i for t in heads_tok for i in self.refs(t)]  # a plaintiff is named; groups only as defendants
        if want_work and not any(self.ents.entities[h].type == PERSON for h in heads):
            return  # "a film ... starring Leo Park": the work-subject case is the work rules' job
        if want_work:
            tails = [w for t in tails_tok for w in [self._work_at(t)] if w is not None]
        else:
            tails = [i for t in tails_tok for i in self.refs(t, allow_group=group_ok, exclude=frozenset(heads))]
        conf = rule["confidence"] * factor
        if rel in _PERSON_RELATIONS:  # "Manon married the architect Jacques-François Blondel"
            heads, tails = self._as_people(heads), self._as_people(tails)
        if rel == "sued" and passive and not agents and tails and _also(verb):
            # "X and Y were also sued along with the singer": by the plaintiffs just named
            heads = [h for h in self._last_suit[0] if h not in tails]
        if rel == "sued" and tails and not heads:
            # "X has been sued by two cousins": the plaintiffs may be named later
            self._last_suit = ([], tails)
        if heads and tails:
            for h in dict.fromkeys(heads):
                for t in dict.fromkeys(tails):
                    yield Found(h, rel, t, rule["id"], conf)
        elif rule.get("pair_subject") and len(set(heads)) == 2 and not tails_tok:
            a, b = list(dict.fromkeys(heads))
            yield Found(a, rel, b, rule["id"] + ".pair", conf)

    def _role_holder(self, trigger: Token) -> tuple[list[int], float]:
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
        factor = self._blocked(verb)
        if factor is None:
            return [], 0.0
        subs, passive = self._subjects(verb)
        for _ in range(2):  # "known for playing ...": the subject of the verb "for" hangs on
            if subs or verb.dep_ not in {"pcomp", "pobj"} or verb.head.dep_ != "prep":
                break
            verb = verb.head.head
            subs, passive = self._subjects(verb)
        if passive and verb.lemma_.lower() not in self.lex.role_passives:
            return [], 0.0  # "best known for his role in X" keeps its subject; other passives do not
        ids = [i for s in subs for i in self.refs(s)]
        return self._as_people(ids, listed=len(ids) > 2), factor  # "Narain, Innocent and Lena play ..."

    def _characters_in(self, trigger: Token, rule: dict[str, Any]) -> Iterator[Found]:
        """"roles including Merle Jackson in Coronation Street and Mand in Grease Monkeys",
        "his role as Chief Ken Hotate in Parks and Recreation", "played Blake, an
        investigator, in the legal drama The Good Wife": after a role cue, "in"/"on" and a
        title after a character's name, or a title a work noun names, is a work the cue's
        subject appears in."""
        doc, ents = self.doc, self.ents
        people, factor = self._role_holder(trigger)
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
            if named and not ents.mention_at.get(j):  # "in the short-lived television show Mob City"
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
            if eid is not None and ents.entities[eid].type == PERSON or doc[j].ent_type_ in _NOT_TITLES:
                continue
            stop = self._title_end(j)
            if stop > j and not (stop == j + 1 and doc[j].lower_ == "the"):
                if doc[j].ent_type_ in _PLACES:
                    places.append((j, stop))
                else:
                    works.append(self._as_work(j, stop))
        # NER takes many titles for places ("Mandy Cutler in Paradise Heights"): a repeated
        # "character in title" pattern outweighs it; a lone "Maria in London" does not
        if len(works) + len(places) > 1:
            works += [self._as_work(a, b) for a, b in places]
        for p in people:
            for w in dict.fromkeys(works):
                yield Found(p, rule["relation"], w, rule["id"], rule["confidence"] * factor)

    def _title_end(self, start: int) -> int:
        """End of a title in a list of roles: a title-case run, cut before "and" and a
        person's name ("Death Becomes Him and Lisa Trotter in ...") and before a
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
                return a  # "... and Mand in Grease Monkeys": the next character begins
            if t.is_lower and t.pos_ == "ADP" and nxt.ent_type_ in {"ORG", "GPE", "NORP", "FAC", "LOC"}:
                return a
        return stop

    def _as_work(self, start: int, end: int) -> int:
        """The work named at ``doc[start:end]``: its entity if a mention spans just that, else a new one."""
        eid = self.ents.entity_of(self.doc[start])
        if eid is not None and self.ents.entities[eid].type == WORK and self.ents.mention_end(start) == end:
            return eid
        return self.ents.add_entity(clean_name(self.doc[start:end].text), WORK, start, end)

    def _work_list(self, trigger: Token, rule: dict[str, Any]) -> Iterator[Found]:
        """"had roles in films including A, B and C": the subject appears in every title."""
        doc, ents = self.doc, self.ents
        people, factor = self._role_holder(trigger)
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
                k += 1  # "The" before a capital is the title's own: "The Usual Suspects"
                continue
            if t.text == "(":  # "Blue Swallow (2005)", "Ong Bak 2 (uncredited)"
                close = next((x for x in range(k, min(k + 8, end)) if doc[x].text == ")"), None)
                if close is None:
                    break
                k = close + 1
                continue
            if ents.entity_of(t) is not None and ents.entities[ents.entity_of(t)].type == PERSON:
                after = ents.mention_end(k)
                if after < end and doc[after].text in {"'s", "’s", "'"}:
                    k = after + 1  # "Nonzee Nimibutr's Queen of Langkasuka": the director, then the title
                    continue
            if t.is_lower and any(doc[x].lower_ in self.lex.work_nouns for x in range(k, min(k + 4, end))):
                k += 1  # "the short-lived television show Mob City", "legal drama The Good Wife"
                continue
            eid = ents.entity_of(t)
            in_list = (bool(works) and doc[k - 1].lower_ in {",", "and"}) or doc[k - 1].lower_ in {"including", "as"}
            if eid is not None and ents.entities[eid].type == PERSON and not in_list:
                break
            if eid is not None and in_list and ents.entities[eid].type != WORK:
                eid = None  # "films including ..., Natural Born Killers": a title, whatever NER said
            if in_list:
                pass
            elif (eid is None or ents.entities[eid].type != WORK) and t.ent_type_ in {"GPE", "DATE", "NORP", "CARDINAL", "LOC", "TIME"} or (
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
                k = stop  # "the first episode of Season 1 of The Kardashians"
                continue
            if eid is not None and ents.entities[eid].type == WORK:
                works.append(eid)
            else:
                works.append(ents.add_entity(clean_name(doc[k:stop].text), WORK, k, stop))
            k = stop
        for p in people:
            for w in dict.fromkeys(works):
                yield Found(p, rule["relation"], w, rule["id"], rule["confidence"] * factor)

    # -- noun predicates ---------------------------------------------------------------

    def _noun_predicate(self, tok: Token) -> Iterator[Found]:
        rule = self._preds.get(tok.lemma_.lower()) or self._preds.get(tok.lower_)
        if rule is None or tok.pos_ not in {"NOUN", "PROPN"}:
            return
        needs = rule.get("requires_compound", {}).get(tok.lemma_.lower())
        if needs and not any(c.dep_ in {"compound", "amod"} and c.lower_ in needs for c in tok.children):
            return  # a "member" of a parliament is no cast member
        preps = set(rule["tail_preps"])
        holders = [tok]
        if tok.dep_ == "pobj" and tok.head.lower_ in {"for", "of"} and rule.get("head") == "owner":
            holders.append(tok.head.head)  # "filed for divorce from Joe Jonas": the PP hangs on the verb
        tail_toks = [p for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ in preps
                     for p in c.children if p.dep_ == "pobj"]
        factor = self._blocked(tok)
        if factor is None:
            return
        if not tail_toks and rule.get("head") == "owner":
            # "X and Y finalized their divorce": the clause's own two subjects
            verb = tok.head
            while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
                verb = verb.head
            subs, passive = self._subjects(verb)
            owners = [] if passive else list(dict.fromkeys(
                i for s in subs for i in self.refs(s) if self.ents.entities[i].type == PERSON))
            if len(owners) == 2:
                yield Found(owners[0], self._pending(tok, rule), owners[1], rule["id"] + ".pair", rule["confidence"] * factor)
            return
        if not tail_toks:
            # "According to the lawsuit filed by X and Y": the suit named before, new plaintiffs
            if rule["relation"] == "sued" and _definite_tok(tok) and self._last_suit[1]:
                heads = self._filers(tok)
                for h in dict.fromkeys(heads):
                    for t in dict.fromkeys(self._last_suit[1]):
                        if h != t:
                            yield Found(h, "sued", t, rule["id"] + ".earlier", rule["confidence"] * factor)
            return
        rel = rule["relation"]
        if rule.get("tail_type") == WORK:
            tails = [w for t in tail_toks for w in [self._work_at(t)] if w is not None]
            heads = list(self._referent_of_noun(tok))
        elif rule.get("head") == "owner":
            tails = self._as_people(i for t in tail_toks for i in self.refs(t))
            heads = [h for h in self._owners(tok, exclude=set(tails), relaxed=True) if h not in tails]
            rel = self._pending(tok, rule)
        else:
            tails = [i for t in tail_toks for i in self.refs(t, allow_group=True)]
            heads = self._filers(tok)  # "X's lawsuit against Y", "a lawsuit filed by X against Y"
        for h in dict.fromkeys(heads):
            for t in dict.fromkeys(tails):
                yield Found(h, rel, t, rule["id"], rule["confidence"] * factor)

    @staticmethod
    def _pending(noun: Token, rule: dict[str, Any]) -> str:
        """"filed for divorce": the marriage has not ended yet."""
        governors = set(rule.get("pending_governors", ()))
        t = noun
        for _ in range(3):
            if t.head.i == t.i:
                break
            t = t.head
            if t.lemma_.lower() in governors:
                return rule.get("pending_relation", rule["relation"])
        return rule["relation"]

    def _filers(self, noun: Token) -> list[int]:
        """Who filed a suit: "X's lawsuit", "the lawsuit filed by X"."""
        heads: list[int] = []
        for c in noun.children:
            if c.dep_ == "poss":
                heads.extend(self.refs(c))
            if c.dep_ == "acl":
                heads.extend(i for a in c.children if a.dep_ == "agent" for p in a.children
                             if p.dep_ == "pobj" for i in self.refs(p))
        return heads

    def _referent_of_noun(self, noun: Token) -> tuple[int, ...]:
        """The person a role noun describes: "X, the star of Y", "X is a judge on Y", "the star"."""
        ents = self.ents
        if noun.dep_ == "appos":
            ids = ents.resolve(noun.head)
            if ids:
                return ids
        if noun.dep_ in {"attr", "oprd"}:
            subs, _ = self._subjects(noun.head)
            return tuple(i for s in subs for i in self.refs(s))
        for c in noun.children:
            if c.dep_ == "appos":
                ids = ents.resolve(c)
                if ids:
                    return ids
        nxt = self.doc[noun.i + 1] if noun.i + 1 < len(self.doc) else None
        if nxt is not None and ents.entity_of(nxt) is not None and ents.entities[ents.entity_of(nxt)].type == PERSON:
            return (ents.entity_of(nxt),)
        if any(c.dep_ == "poss" for c in noun.children):
            return ()
        if any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children) and noun.dep_ in _SUBJ:
            return ents._nominal(noun)
        if noun.dep_ == "conj" and ents.entity_of(noun.head) is not None and _definite_tok(noun):
            # "Joe and the Game of Thrones star": someone other than Joe, the one just mentioned
            return ents._last_other(noun, {ents.entity_of(noun.head)})
        # "Naomi has appeared as one of the main cast members of X": the verb's subject
        t = noun
        for _ in range(4):
            if t.dep_ not in {"pobj", "prep", "nummod"} and not (t.pos_ == "NUM" and t.dep_ in {"pobj", "dobj", "attr"}):
                break
            t = t.head
            if t.pos_ in {"VERB", "AUX"}:
                subs, passive = self._subjects(t)
                if subs and not passive:
                    return tuple(i for s in subs for i in self.refs(s) if ents.entities[i].type == PERSON)
                break
        return ()

    # -- birth -------------------------------------------------------------------------

    def _born(self, tok: Token) -> Iterator[Found]:
        for rule in self.rules.birth_rules:
            if tok.lemma_.lower() not in rule["lemmas"] and tok.lower_ not in rule["lemmas"]:
                continue
            preps = [c for c in tok.children if c.dep_ == "prep" and c.lower_ in rule["preps"]]
            listed = [i for c in preps for i in self._listed_after(c)]  # "to A, a Zambian engineer, and B"
            parents = listed or [i for c in preps for p in c.children if p.dep_ == "pobj" for i in self.refs(p)]
            if not parents:
                continue
            subs, _ = self._subjects(tok)
            if not subs and tok.dep_ in {"acl", "relcl"}:
                subs = [tok.head]
            kids = [i for s in subs for i in self.refs(s, exclude=frozenset(parents))]
            for p in dict.fromkeys(parents):
                for k in kids:
                    yield Found(p, rule["relation"], k, rule["id"], rule["confidence"])
            pair = rule.get("parents_pair")
            if pair and len(listed) == 2 and kids:
                yield Found(listed[0], pair, listed[1], rule["id"] + ".parents", rule["confidence"])

    # -- works -------------------------------------------------------------------------

    def _works(self, sent: Span) -> Iterator[Found]:
        ents, doc, lex = self.ents, self.doc, self.lex
        rules = self.rules.work_rules
        yield from self._played_by(sent)
        for start in range(sent.start, sent.end):
            m = ents.mention_at.get(start)
            if m is None:
                continue
            eid = ents.token_entity.get(start)
            if eid is None or ents.entities[eid].type != WORK:
                continue
            after = m.end
            if after < len(doc) and doc[after].text in "\"”’'" and after + 1 < len(doc):
                after += 1
            # "the 30 Rock star", "Game of Thrones star Sophie Turner"
            rule = rules.get("work.role_compound")
            if rule and after < sent.end and doc[after].lower_ in lex.role_nouns:
                role = doc[after]
                factor = self._blocked(role)
                if factor is not None:
                    people = self._referent_of_noun(role)
                    first = doc[m.start - 1] if m.start > sent.start and doc[m.start - 1].lower_ == "the" else doc[m.start]
                    lead = doc[m.start]
                    if not people and lead.dep_ == "conj" and ents.entity_of(lead.head) is not None:
                        # "Joe and the Game of Thrones star" (however the parser hung it)
                        if first.lower_ == "the" and ents.entities[ents.entity_of(lead.head)].type == PERSON:
                            people = ents._last_other(lead, {ents.entity_of(lead.head)})
                    for p in people:
                        if ents.entities[p].type == PERSON:
                            yield Found(p, rule["relation"], eid, rule["id"], rule["confidence"] * factor)
            # "their TLC reality show The Baldwins"
            rule = rules.get("work.owner_show")
            before = m.start - 1
            if before >= sent.start and doc[before].text in {",", ":"}:
                before -= 1
            # (a show, not a film or a novel: "his first film, Flux" is his as director)
            if rule and before >= sent.start and doc[before].lower_ in lex.show_nouns:
                noun = doc[before]
                owners = self._show_owners(noun)
                for p in owners:
                    yield Found(p, rule["relation"], eid, rule["id"], rule["confidence"])
        # "The cast includes A, B and C"; "The main protagonists are A and B"
        rule = rules.get("work.cast_list")
        if rule:
            for tok in sent:
                if tok.dep_ != "nsubj" or tok.lemma_.lower() not in rule["nouns"] or tok.head.lemma_ not in rule["verbs"]:
                    continue
                if ents.entity_of(tok) is not None:
                    continue  # "Stars and Stripes Forever is a 1952 film": a title, not "the stars"
                works = ents._topic_work(tok)
                owner = [c for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"]
                if owner:  # "the cast of Friends includes ..."
                    works = tuple(w for p in owner[0].children if p.dep_ == "pobj" for w in [self._work_at(p)] if w is not None)
                listed = [i for c in tok.head.children if c.dep_ in {"attr", "dobj"} for i in self.refs(c)]
                people = self._as_people(listed, listed=len(listed) > 2)
                for p in people:
                    for w in works[:1]:
                        yield Found(p, rule["relation"], w, rule["id"], rule["confidence"])
        yield from self._cast_by_director(sent)
        # "a 1936 film directed by X and starring Y"; "It stars X, Y and Z"
        starring = rules.get("work.starring")
        for tok in sent:
            lemma = tok.lemma_.lower()
            verbish = tok.pos_ == "VERB" or (tok.lower_ == "stars" and any(c.dep_ == "nsubj" for c in tok.children))
            if starring and lemma in starring["verbs"] and verbish:  # the small model often tags "stars" a noun
                rule = starring
                subs, passive = self._subjects(tok)
                works = [i for s in subs for i in ents.resolve(s) if ents.entities[i].type == WORK]
                if works and not passive:
                    people = [i for c in tok.children if c.dep_ == "dobj" for i in self.refs(c)]
                    if lemma != "include":  # "It includes a scene in which ...": only a named cast below
                        people += self._cast_after(tok)
                    for c in tok.children:  # "which featured the ensemble cast of A, B and C"
                        if c.dep_ == "dobj" and c.lemma_.lower() in rule["cast_nouns"]:
                            for p in c.children:  # "featured guest performances by A, B and C"
                                if p.dep_ == "prep" and p.lower_ in rule["cast_preps"]:
                                    people += self._cast_after(p)
                    for p in dict.fromkeys(self._as_people(people, listed=len(people) > 2)):
                        yield Found(p, rule["relation"], works[0], rule["id"], rule["confidence"])
                    continue
            if lemma not in {"star", "direct"} or tok.dep_ not in {"acl", "conj", "relcl"}:
                continue
            rule = rules.get("work.starring" if lemma == "star" else "work.directed_by")
            if rule is None:
                continue
            work = self._work_of_acl(tok)
            if work is None:
                continue
            if lemma == "star":
                people = self._as_people(i for c in tok.children if c.dep_ == "dobj" for i in self.refs(c))
            else:
                people = [i for a in tok.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj" for i in self.refs(p)]
            for p in people:
                if ents.entities[p].type == PERSON:
                    yield Found(p, rule["relation"], work, rule["id"], rule["confidence"])

    def _cast_by_director(self, sent: Span) -> Iterator[Found]:
        """"Sasikumar cast newcomers Jai, Swathi and Karuppu in pivotal roles": the people a
        person casts appear in the work named after "in", else in the article's work."""
        rule = self.rules.work_rules.get("work.cast_by")
        ents = self.ents
        if rule is None:
            return
        for tok in sent:
            if tok.lemma_.lower() not in rule["lemmas"] or tok.pos_ != "VERB":
                continue
            subs, passive = self._subjects(tok)
            if passive or not any(ents.entities[i].type == PERSON for s in subs for i in self.refs(s)):
                continue
            factor = self._blocked(tok)
            if factor is None:
                continue
            named = [e for c in tok.children if c.dep_ == "prep" and c.lower_ in {"in", "as"}
                     for t in c.subtree for e in [ents.entity_of(t)] if e is not None and ents.entities[e].type == WORK]
            works = named[:1] or ([ents.topic_work] if ents.topic_work is not None else [])
            dobj = [c for c in tok.children if c.dep_ == "dobj"]
            people = [i for c in dobj for t in [c, *_conjuncts(c)] for i in self.refs(t)]
            people += self._cast_after(dobj[0]) if dobj else []
            if any(t.lower_ in {"himself", "herself"} for c in dobj for t in c.subtree):
                people += [i for s in subs for i in self.refs(s)]  # "... and himself in pivotal roles"
            for p in dict.fromkeys(self._as_people(people, listed=len(people) > 2)):
                for w in works:
                    yield Found(p, rule["relation"], w, rule["id"], rule["confidence"] * factor)

    def _played_by(self, sent: Span) -> Iterator[Found]:
        """"Derek Shepherd (Patrick Dempsey)" in an article about a work: a character, then
        the actor in brackets, who appears in the work."""
        rule = self.rules.work_rules.get("work.played_by")
        ents, doc = self.ents, self.doc
        work = ents.topic_work
        if rule is None or work is None:
            return
        for k in range(sent.start + 1, sent.end - 2):
            character = ents.token_entity.get(k - 1)
            if doc[k].text != "(" or character is None or ents.entities[character].type not in {PERSON, ORG}:
                continue
            actor = ents.actor_in_brackets(k - 1)
            if actor is not None:
                yield Found(actor, rule["relation"], work, rule["id"], rule["confidence"])

    def _cast_after(self, verb: Token) -> list[int]:
        """"stars Harrison Ford as Jack Ryan, Willem Dafoe and Anne Archer": the names
        listed right after the verb, skipping the characters after "as"."""
        doc, ents = self.doc, self.ents
        out: list[int] = []
        k = verb.i + 1
        end = min(verb.sent.end, k + MAX_LIST_TOKENS)
        while k < end:
            t = doc[k]
            if t.text in {",", "and", ";"} or t.lower_ in {"and", "also"}:
                k += 1
                continue
            if t.lower_ == "as":  # a character: skip to the next item
                while k < end and doc[k].text not in {",", ";"} and doc[k].lower_ != "and":
                    k += 1
                continue
            eid = ents.entity_of(t)
            if eid is None:
                ids = self._slot_name(t)
                if not ids:
                    break
                eid = ids[0]
            out.append(eid)
            k = ents.mention_end(k)
        return out

    def _as_people(self, ids, *, listed: bool = False) -> list[int]:
        """Entities in a slot only people fill ("starring Leo Park"): a person-like name NER
        called an organisation is a person here; anything else is dropped. ``listed``: the
        slot is a list of names (a cast), where a one-word name is a person too ("Jai,
        Swathi and Sakribai")."""
        out = []
        for i in ids:
            ent = self.ents.entities[i]
            if i in self.ents.characters:
                continue  # "starred Maria Corda as Helen": Helen is a role
            if ent.type == ORG and looks_like_person_name(ent.name) and (len(ent.name.split()) > 1 or listed):
                ent.type = PERSON
            if ent.type == PERSON:
                out.append(i)
        return out

    def _show_owners(self, noun: Token) -> list[int]:
        for c in noun.children:
            if c.dep_ == "poss":
                return [i for i in self.refs(c) if self.ents.entities[i].type == PERSON]
        return self._preceding_possessive(noun)

    def _work_of_acl(self, verb: Token) -> int | None:
        """The work a participle describes: "a 1936 film directed by A and starring B"."""
        t = verb
        for _ in range(6):
            if t.head.i == t.i:
                return None
            t = t.head
            eid = self.ents.entity_of(t)
            if eid is not None and self.ents.entities[eid].type == WORK:
                return eid
            if t.lower_ in self.lex.work_nouns:
                return self._work_named_by(t)
        return None

    def _work_named_by(self, noun: Token) -> int | None:
        """"Song of Freedom is a 1936 film" / "Beckham, the series": the title a work noun stands for."""
        eid = None
        if noun.dep_ == "appos":
            eid = self.ents.entity_of(noun.head)
        elif noun.dep_ in {"attr"}:
            subs, _ = self._subjects(noun.head)
            eid = self.ents.entity_of(subs[0]) if subs else None
        if eid is not None and self.ents.entities[eid].type == WORK:
            return eid
        return None


def _coordination_root(tok: Token) -> Token:
    """"Prince Harry and Meghan Markle, who married": the relative clause is about both."""
    while tok.dep_ == "conj" and tok.head.i != tok.i:
        tok = tok.head
    return tok


def _also(verb: Token) -> bool:
    """"were also sued", "sued along with the singer": more defendants of a suit already named."""
    if any(c.lower_ in {"also", "too"} for c in verb.children):
        return True
    return any(c.dep_ == "prep" and c.lower_ == "along" for c in verb.children)


def _ex_marked(cue: Token) -> bool:
    """"ex-", "ex" or "former" on a cue (not "first", which only orders children)."""
    doc = cue.doc
    i = cue.i
    if cue.lower_.startswith("ex-") or (i >= 1 and doc[i - 1].lower_ in {"ex", "former", "ex-"}):
        return True
    return i >= 2 and doc[i - 1].text in {"-", "–"} and doc[i - 2].lower_ == "ex"


def _definite_tok(tok: Token) -> bool:
    return any(c.dep_ == "det" and c.lower_ == "the" for c in tok.children)


def _embedded(cue: Token, cues: dict) -> bool:
    """A cue inside another relational noun's "of" phrase: "the mother of his child"."""
    return cue.dep_ == "pobj" and cue.head.lower_ == "of" and cue.head.head.lemma_.lower() in cues


def _conjuncts(tok: Token) -> list[Token]:
    return [c for c in tok.conjuncts if c.i > tok.i]


__all__ = ["Found", "RuleSet", "SentenceMatcher", "load_rules", "ORG", "Mention"]
