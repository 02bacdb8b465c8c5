"""The slot layer: whom a phrase in a sentence names, asked by every matcher the same way.

:class:`Slots` answers, for a token a rule points at: which entities it refers to (a name, a
pronoun, a list, an apposition, "a woman named X", a group of plaintiffs), the subjects of a verb
(through conjunctions, relative clauses and participles), the work a title slot names, whether a
predicate is negated or hedged, and whom a role noun describes. Whose relative a kinship noun
names is :class:`~kgbuild.extraction.owners.Owners`'s question, built on this one.

Answers may register an entity the article's mentions missed (a name in a slot a rule opened).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import replace
from functools import cache

from spacy.tokens import Doc, Span, Token

from ..names import OPENING_QUOTES, clean_name, fold, looks_like_person_name
from .coref import ArticleEntities, aged, bracket_owner, cue_sex
from .entities import mention_start
from .labels import NOT_TITLES_OR_PLACES, PLACES
from .lexicon import lexicon, occupation
from .mentions import COMPANY_WORDS, FIRM_OR_PRIZE_ENDINGS, GROUP, ORG, PERSON, WORK, a_nations_screen, slot_mention
from .people import one_of_a_kind
from .titles import (described_work_noun, part_owners, is_titleish, misread_verb, names_court, names_date, names_event, not_title, noun_read_as_verb, opens_clause, people_before_verb,
                     title_run)
from .rules import RuleSet

HEDGE_FACTOR = 0.4  # a hedged statement's confidence is multiplied by this ("rumoured to be engaged")
MAX_LIST_TOKENS = 80  # how far a list of names or titles may run after its cue
_SUBJ = {"nsubj", "nsubjpass"}
# verbs whose object does not do what follows: "promised her to stay" (she is promised, he stays)
_SUBJECT_CONTROL = frozenset({"promise", "threaten", "vow"})
_REPRESENTING = frozenset({"represent"})
_ESTATE_NOUNS = frozenset({"estate"})
_LEADING = frozenset({"lead", "head", "spearhead"})  # who leads a suit is its plaintiff, unless a firm (its lawyers)
_MEMBER_INTROS = {"including", "notably", "namely", "especially"}  # then "among them", "such as"


class Slots:
    """Whom the phrases of one article's sentences name (see the module doc)."""

    def __init__(self, rules: RuleSet, ents: ArticleEntities):
        self.rules = rules
        self.ents = ents
        self.doc = ents.doc
        self.lex = lexicon()
        self.noun_cues = {cue: r for r in rules.noun_rules for cue in r["cues"]}
        self._blocked: dict[int, float | None] = {}  # token -> blocked_factor, read off the parse once

    def refs(self, tok: Token, allow_group: bool = False, exclude: frozenset[int] = frozenset()) -> tuple[int, ...]:
        """Entities a token refers to, following conjunctions and appositions.

        Names in apposition come first: "the father of her son, Tomas Vey,"
        is Tomas Vey; "three of his old touring guitarists, A, B and C" are A, B, C.
        """
        out: list[int] = []
        if tok.lower_ in {"whom", "who", "that"} and tok.dep_ in {"dobj", "pobj"}:
            clause = next((h for h in [tok.head, tok.head.head] if h.dep_ == "relcl"), None)
            if clause is not None:  # "Tom Bale, whom she is suing,": the clause's head
                tok = antecedent_of_relative(self, tok, clause.head)
        if before := counted_named_before(self, tok):  # "A, B, C and D walked out. The four women found fame on X"
            return before
        if allow_group and _is_group_noun(self.noun_cues, tok) and self.ents.entity_of(tok) is None:  # "his bandmates, A and B"
            members = self.members_listed(tok) or _named_after_comma(tok, self) \
                or counted_named_later(self, tok, exclude) or self.group(tok)  # ("all four members of X. ... The four, A, B, C and D")
            if members:
                return members
            # else read on for a party named beside it ("a paparazzo, B," tagged a plural), no title
            return tuple(i for i in self.refs(tok, exclude=exclude) if self.ents.entities[i].type != WORK)
        listed = [tok, *conjuncts(tok), *_listed_as_apposition(tok, self.ents)]
        listed += _listed_past_brackets(self.ents, tok)  # "A (X, Y) and her daughter, B": the list goes on past A's credits
        if any(_kin_of_both(c, tok) for c in listed[1:]):
            listed = listed[1:]  # "Terry and Sharon's son Liam starred in X", parsed "Terry and [Sharon's son]": Liam alone
        listed += [t for c in listed[1:] for t in _listed_as_apposition(c, self.ents) if t not in listed]  # "A, B, C and D", C hung on B
        hung = names_listed_after(self.ents, tok) if len(listed) == 1 and (any(
            c.dep_ == "appos" and c.pos_ == "PROPN" for c in tok.children) or _lost_object_list(tok, self.ents)) else []
        # "A, B and C will all return", "features A, B and C" with B hung on the verb
        listed = [*_names_hung_before(tok, self.ents), *listed]  # "sued A, B and C" with A read as B's modifier
        listed = described_pair(tok, self.ents) or listed  # "striker A and TV presenter B are divorced", misparsed
        if allow_group:  # a party list going on past a noun's name: "her label, X, its boss, B, and C"
            listed += [t for c in tok.children if c.dep_ == "appos" and self.ents.entity_of(c) is not None
                       for t in [*_listed_as_apposition(c, self.ents), *(j for j in conjuncts(c) if j.lower_ in lexicon().firm_kinds)]
                       if t not in listed]  # (and "the star B and his label, C": the label hung on B)
        for t in listed:
            estate = estate_of(self, t)
            if estate is not None:
                out.append(estate)
                continue
            ids = () if self.ents.entity_of(t) is not None else \
                self.appositive_people(t) or _names_set_off_before(t, self.ents) or _named_after_job(t, self.ents) or _name_hung_on_its_work(t, self.ents) \
                or _one_of_them_named(t, self.ents) \
                or _company_by_name(t, self.ents, self.rules) or _named_after_its_clause(t, self.ents)
            if not ids:
                ids = kin_told_before(self, t) or self.ents.resolve(t, exclude)
            if not ids or _name_extends_left(self.ents, t):
                ids = self.slot_name(t) or ids
            if not ids and t.dep_ == "appos" and (t.pos_ == "NOUN" or one_of_a_kind(self.doc, t.i)):
                ids = self.ents.resolve(t.head, exclude)  # "A, the actor who played ...": the actor is A
            if not ids and allow_group:  # "the lawsuit against the label": the company just named; else a group
                ids = _firm_after_comma(t, self.ents) or company_named_before(t, self.ents, self.rules) or self.group(t)
            out.extend(i for i in ids if i not in out)
        out.extend(i for i in hung if i not in out and self.ents.entities[i].type == PERSON)  # (B and C hung anywhere under A)
        return tuple(out)

    def parties(self, tok: Token) -> tuple[int, ...]:
        """A party to a suit: whom ``tok`` names, or the client of a lawyer ("lawyers for A",
        "A's attorneys", "her legal team" file for A)."""
        clients = _clients(tok, self.ents, self.rules)
        if clients is not None:  # "Holloway, her attorney,": "her" is not Holloway
            lawyer = frozenset(e for e in [self.ents.entity_of(tok)] if e is not None)
            return tuple(i for c in clients for i in self.refs(c, exclude=lawyer) if i not in lawyer)
        if _counted_unnamed(self, tok):  # "Three former members of the band X sued B. C, D and E formed it": not the band
            return counted_named_before(self, tok) or counted_named_later(self, tok)
        # "three former employees, including A"; "the label" the story named
        return self.refs(tok) or self.members_listed(tok) or company_named_before(tok, self.ents, self.rules)

    def filers(self, suit: Token, preps: Collection[str] = ()) -> list[int]:
        """Who filed a suit: "X's lawsuit", "the lawsuit filed by X", "the suit X brought"; with
        ``preps`` also the people after them on the noun ("a lawsuit from X")."""
        filing = (self.rules.lawsuit_frames or {}).get("filing_verbs", ())
        out = [i for c in suit.children if c.dep_ == "poss" for i in self.parties(c)]
        participles = [c for c in suit.children if c.dep_ in {"acl", "relcl"}] + filed_after_against(suit, filing)
        out += [i for c in participles if c.lemma_.lower() in filing  # (not "obtained by X")
                for agent in c.children if agent.dep_ == "agent" for a in (agent, *agent.conjuncts)
                for p in a.children if p.dep_ == "pobj" for i in self.parties(p)  # (", which was filed by X")
                if c.lemma_.lower() not in _LEADING or self.ents.entities[i].type == PERSON]  # "led by A" (not "by the firm B")
        out += [i for c in suit.children if c.dep_ == "prep" and c.lower_ in preps
                for p in c.children if p.dep_ == "pobj" for i in self.parties(p)]
        out += [i for c in suit.children if c.dep_ in {"relcl", "acl"} and c.lemma_.lower() in filing
                for s in c.children if s.dep_ == "nsubj" and s.lower_ not in {"which", "that"} for i in self.parties(s)]
        # ("the case that A brought against B", the clause read as a noun's complement)
        return _not_the_added(self, suit, out)

    def members_listed(self, tok: Token) -> tuple[int, ...]:
        """The named members of a group a list introduces: "several officials, among them A of
        the county office, B, the city attorney, and C"; "four labels, including A and B"; "its
        two founders: A and B".

        The list is read in token order (the parser hangs it anywhere): each stretch between
        commas and "and" names at most one member, its first person, or an organisation that is
        the whole stretch; a stretch with neither describes the member before it.
        """
        doc, ents = self.doc, self.ents
        end = tok.sent.end
        k = tok.i + 1
        if k < end and doc[k].lower_ == "of" and doc[k].head.i == tok.i:
            k = doc[k].right_edge.i + 1  # "a group of former artists, led by A and B"
        k += k < end and doc[k].text == ","
        if k >= end:
            return ()
        intro = [w.lower_ for w in doc[k:min(k + 2, end)]]
        colon = k + (k < end and doc[k].pos_ == "ADV")  # "names its two founders (personally): A and B"
        if colon < end and doc[colon].text == ":":  # items with commas of their own between semicolons: "three
            # defendants: the label, A; its owner, B; and C" (else a semicolon ends the list: "A and B; C was not sued")
            semi = next((t.i for t in doc[colon + 1:end] if t.text == ";"), end)
            return listed_members(ents, colon + 1, end, semicolons=any(t.text == "," for t in doc[colon + 1:semi]))
        if doc[k - 1].text == "," and _counted(tok) and ents.entity_of(doc[k]) is not None \
                and not speaks(doc, k, ents.mention_end(k)):  # (not a speaker: "by two fans, B said")
            # "by two fans, A and B, against C": the list the number counts, up to a preposition
            stop = next((t.i for t in doc[k:end] if t.pos_ == "ADP" and t.lower_ != "of"), end)
            return listed_members(ents, k, stop)
        if intro[:1] and intro[0] in _MEMBER_INTROS:
            k += 1
        elif intro in (["among", "them"], ["such", "as"], ["among", "whom"], ["led", "by"], ["headed", "by"]):  # (and
            # "a group of former artists, led by A and B,": its leaders are of it)
            k += 2
        else:
            return ()
        return listed_members(ents, k, end)

    def slot_name(self, tok: Token) -> tuple[int, ...]:
        """A proper name NER missed, in a slot a relation rule opened ("sued Amber Heard")."""
        company = tok.tag_ == "NNPS" and self.doc[tok.i - 1].dep_ == "compound" and self.doc[tok.i - 1].pos_ == "PROPN"
        if tok.pos_ != "PROPN" or not tok.text[:1].isupper() or (tok.tag_ == "NNPS" and not company):
            return ()  # "the Baldwins" (NNPS) is a family, not a person; "Orbit Records" a company
        start = tok.i
        while start > tok.sent.start and (
                (self.doc[start - 1].dep_ in {"compound", "flat"} and _name_word(self.doc[start - 1]))
                or (self.doc[start - 1].text == "-" and start - 2 >= tok.sent.start and self.doc[start - 2].text[:1].isupper())):
            start -= 1  # "Marie-Hélène Dastier", "Tunde Okafor" (a given name tagged a noun)
        m = slot_mention(self.doc, start)
        if m is None or m.end <= tok.i or m.end - m.start == 1 and (one_of_a_kind(self.doc, m.start) or _job_opening(tok)) \
                or bracket_owner(self.ents, start) is not None:
            return ()  # (not "a fellow Glaswegian"; not a headline's "Model sues fashion house")
        return (self.ents.add_mention(replace(m, type=ORG) if company and m.end == tok.i + 1 else m),)

    def appositive_people(self, tok: Token) -> tuple[int, ...]:
        out: list[int] = _named_person(self, tok)
        frontier = [tok]
        for _ in range(3):
            nxt = []
            for t in frontier:
                for c in t.children:
                    if c.dep_ == "appos" and not _clause_between(t, c):
                        for cc in [c, *conjuncts(c)]:
                            ids = self.ents.resolve(cc)
                            out.extend(ids)
                            if not ids and (cc is not c or cc.pos_ == "NOUN"):
                                nxt.append(cc)  # "..., Lark Lane Touring LLC, and the manager of his band, Oskar Lund"; "the actor Tom Birch"
                    elif c.dep_ == "prep" and c.lower_ == "of":
                        nxt.extend(p for p in c.children if p.dep_ == "pobj")
            frontier = nxt
        if not out and not (tok.pos_ == "NOUN" and tok.tag_ == "NNS" and any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children)):
            out.extend(adjacent_names(tok, self.ents))  # not "fans of pop star A": A is the star ("two of his bandmates A and B" are)
        return tuple(dict.fromkeys(out))

    def group(self, tok: Token) -> tuple[int, ...]:
        """Plural common nouns as one group entity: "the Marlow case prosecutors,
        investigators, and auditors" (a coordination of groups is one defendant). Only a
        definite group names anyone: "two people", "various officials" name no one."""
        if not _is_group_noun(self.noun_cues, tok) or not (tok.left_edge.lower_ == "the" or any(c.dep_ == "poss" for c in tok.children)):
            return ()
        if not any(c.dep_ in {"compound", "amod", "poss", "nmod"} for c in tok.children) and not list(conjuncts(tok)):
            return ()  # "sued the makers of X", "the owners": a bare plural names no one in particular
        last = tok
        for c in conjuncts(tok):
            if _is_group_noun(self.noun_cues, c):
                last = c
        start = tok.left_edge.i
        while start < tok.i and self.doc[start].dep_ in {"det", "poss", "predet", "punct", "case"}:  # (the "'s" of a possessor)
            start += 1
        end = last.i + 1
        name = clean_name(self.doc[start:end].text)
        return (self.ents.add_entity(name, GROUP, start, end),)

    def work_at(self, tok: Token, named_only: bool = False) -> int | None:
        """The WORK entity at ``tok``, creating one from a title-case run if needed; a work noun
        stands for the title it names ("the CBS series Lantern", "the film, Red Sky,"). With
        ``named_only``, only a title the article already reads as a work, or one a work noun names."""
        through = _read_through(tok, self.lex)
        if through is not None and self.doc[through.i - 1].lower_ == "hit":
            return _named_work(self, through)  # "the period hit X": a title a work noun names, whatever NER called it
        work = self.work_at(through, named_only) if through is not None else None
        if work is not None:
            return work
        if tok.is_lower and tok.lower_ in _NOT_ON_SCREEN:
            return None  # 'performed the song "X"': no show or film
        if tok.tag_ == "WDT" and tok.dep_ == "pobj" and (clause := _relative_clause(tok)) is not None:
            return self.work_at(clause.head, named_only)  # "the film in which she stars": the film
        if _work_noun(tok, self.lex) and tok.dep_ == "appos" and tok.head.i < tok.i and (
                described := self.ents.entity_of(tok.head)) is not None and self.ents.entities[described].type in {ORG, WORK}:
            return _named_work(self, tok.head)  # "X, the drama in which she stars": the title the noun describes
        if _work_noun(tok, self.lex) or tok.lower_ in self.lex.pronouns | {"it"}:
            named = next((c for c in tok.children if c.dep_ == "appos" and c.text[:1].isupper()), None)
            # the title in apposition, or one the parser hung elsewhere ('hosts the dance show "Step Up"')
            work = _named_work(self, named) if named is not None else _title_after(tok, self.ents)
            if work is not None:
                return work
            if tok.lower_ == "it" and tok.dep_ in {"dobj", "pobj"}:  # "the drama X ... A starred in it", "who hosts it":
                work = self.ents.recent_work(tok, only=True)  # a work named as a screen work (not "the restaurant X")
                return work if work is not None and _named_as_screen_work(self, work) else None
            # else "The show is hosted by A", "It is hosted by A": the work the story speaks of
            return next((w for w in self.ents.resolve(tok) if self.ents.entities[w].type == WORK), None)
        eid = self.ents.entity_of(tok)
        if _named_as_no_title(tok, eid, self.ents) or _platform(tok):
            return None  # "In March 2014, he performed in ...": a date is no title ("The Morning Hour" is); "on TikTok"
        if eid is not None and (names_event(self.ents.entities[eid].name) or names_date(self.ents.entities[eid].name)
                                or names_court(self.ents.entities[eid].name)):
            return None  # "hosted the Spring Gala", "appeared on New Year's Eve", "in Federal Court": whatever NER called it
        if named_only:
            return eid if eid is not None and self.ents.entities[eid].type == WORK else None
        if eid is not None:
            ent = self.ents.entities[eid]
            if ent.type == ORG and (self.lex.no_work((words := fold(ent.name).split())[0]) or words[-1] in _NO_TITLE_ENDS
                                    or a_nations_screen(self.doc, tok.left_edge.i, tok.i + 1)):
                return None  # "a presenter on BBC Radio 2", "a star of British TV": a network, a country's screens
            if ent.type == ORG:
                ent.type = WORK  # "the star of The Hallorans": NER said ORG, the slot says title
                first = min(i for i, e in self.ents.token_entity.items() if e == eid)
                if first > 0 and self.doc[first - 1].text == "The" and not ent.name.startswith("The "):
                    ent.aliases.add(ent.name)
                    ent.name = "The " + ent.name  # NER left the title's "The" out
            return eid if ent.type == WORK else None
        start = tok.left_edge.i
        while start < tok.i and (self.doc[start].text in {"the", "a", "an", "A", "An"} | set('"“‘\'') or (
                self.doc[start].text == "The" and start == self.doc[start].sent.start)):
            start += 1  # a capital "The" mid-sentence is the title's own: "narrated The Pebblefolk"
        while start < tok.i and self.doc[start].is_lower and (self.doc[start].lower_ in self.lex.work_nouns
                                                               or self.doc[start + 1].lower_ in self.lex.work_nouns):
            start += 1  # "co-hosts the podcast Late Shift", "the crime podcast X" (the work noun tagged an adjective)
        if self.doc[start].lower_ in self.lex.work_nouns:
            return None
        end = title_run(self.doc, start)
        if end > tok.i >= start and self.doc[start].text[:1].isupper() and not names_event(self.doc[start:end].text):
            return self.ents.add_entity(clean_name(self.doc[start:end].text), WORK, start, end)
        return None

    def subjects(self, verb: Token) -> tuple[list[Token], bool]:
        """Subject tokens of a verb (inherited through conj/xcomp/relcl) and whether passive."""
        if (named := _participle_set_off_after(verb, self.ents)) is not None:
            return [named], True  # "She beat A, nominated for X, and B": the participle is A's, not the clause's
        t = verb
        for _ in range(4):
            subs = [c for c in t.children if c.dep_ in _SUBJ]
            if not subs:  # "A and B are engaged.": the parser may hang the subject on the auxiliary
                subs = [c for a in t.children if a.dep_ in {"aux", "auxpass"} and a.i < t.i
                        for c in a.children if c.dep_ in _SUBJ]
            if not subs and t.pos_ == "VERB":  # "The biopic stars A": the noun before the verb read as its compound
                subs = [c for c in t.children if c.dep_ == "compound" and c.i == t.i - 1 and c.pos_ in {"NOUN", "PROPN"}]
            if subs:
                passive = any(c.dep_ == "nsubjpass" for c in subs) or t.i != verb.i and verb.dep_ == "advcl" and any(
                    c.dep_ == "agent" for c in verb.children)  # "Sued by A in 2019, B settled": B was sued
                if t.i != verb.i and verb.tag_ != "VBN":
                    passive = False  # "was produced by X, and stars Y": the second verb is active
                # "the pair, who married in 2017": the relative pronoun stands for the head
                resolved = [antecedent_of_relative(self, s, t.head) if (s.lower_ in {"who", "that", "which"} and t.dep_ == "relcl")
                            else coordination_root(t.head) if t.dep_ == "relcl" and _each_of_whom(s) else s for s in subs]
                # ("A and B, both of whom were regulars on X": the whole list)
                return _with_described_first(self.ents, _without_split_of(resolved)), passive
            if t.dep_ == "relcl":
                if t is verb and verb.pos_ == "NOUN" and misread_verb(verb):
                    return [self.doc[verb.i - 1]], False  # "the drama in which Ivy Lark stars", "stars" read as a noun
                return (_said_to_be(t) if t is verb else []) or [coordination_root(t.head)], False
            if t.dep_ == "acl" and t.head.dep_ == "pobj" and t.head.head.lower_ == "among" and not any(
                    c.dep_ == "prep" and c.lower_ == "for" for c in t.children):  # (not "competing for the role")
                # "A is among the stars competing on X", "Among those competing on X are A and B"
                clause = t.head.head.head
                return [c for c in clause.children if c.dep_ in {"nsubj", "attr"} and c.i != t.head.head.i], False
            one = t.head.head.head if t.dep_ == "acl" and t.head.dep_ == "pobj" and t.head.head.lower_ == "of" else None
            if one is not None and one.lower_ == "one" and one.dep_ in {"attr", "appos"}:
                # "A is one of several claimants suing X", "A, one of the fans suing X,": A does it
                return ([c for c in one.head.children if c.dep_ in _SUBJ] if one.dep_ == "attr" else [one.head]), False
            if (t.dep_ == "acl" or t.dep_ == "amod" and t.tag_ == "VBN" and t.head.i < t.i) and t.head.pos_ in {"NOUN", "PROPN"}:
                # "an American actor known for his role ...": who the noun describes (and "A, best known for
                # playing B in X,", the set-off participle read as the name's modifier)
                noun = t.head
                if noun.dep_ in {"attr", "appos"}:
                    if any(c.dep_ == "prep" and noun.i < c.i < t.i for c in noun.children):
                        return [], False  # "who is the son of an actor nominated for X": the participle may be the actor's
                    subs = [c for c in noun.head.children if c.dep_ in _SUBJ] if noun.dep_ == "attr" else [noun.head]
                    return [antecedent_of_relative(self, c, noun.head.head) if c.lower_ in {"who", "that"} and noun.head.dep_ == "relcl"
                            else c for c in subs], False  # ("A, who became the first actor nominated for X,": A)
                if noun.dep_ == "conj" and coordination_root(noun).dep_ == "ROOT":
                    return [coordination_root(noun)], False  # "A, 44, and B, 46, married in 2010": a verb read as B's participle
                return [noun], False
            if t is verb and verb.dep_ == "appos" and misread_verb(verb):
                return [verb.head], False  # "A and B both star in X"
            if t is verb and (listed := people_before_verb(verb)):
                return listed, False  # "A and B star in X", misread as a noun
            if t.dep_ == "ROOT" and (named := _name_set_off(t, self.ents)) is not None:
                return [named], False  # "Quill, meanwhile, has been dating B": the name read as an adverb
            if t is verb and verb.i > 0 and (verb.dep_ in {"ROOT", "relcl"} or verb.dep_ in {"advcl", "conj"} and verb.tag_ in {
                    "VBZ", "VBD", "VBP"} and self.doc[verb.i - 1].dep_ == "conj") and (
                    self.ents.entity_of(self.doc[verb.i - 1]) is not None or misread_verb(verb) or aged(self.doc[verb.i - 1])):
                # (and "..., and Colm Byrne returns as her son", the name hung on the list before it)
                return [self.doc[verb.i - 1]], False  # "Pedro Pascal stars in ...", "The actress stars in ...": mis-tagged as a noun
            if (t.dep_ == "xcomp" or _infinitive_clause(t) and t.head.lemma_.lower() in self.lex.object_control_verbs) \
                    and t.head.lemma_.lower() not in _SUBJECT_CONTROL and any(
                    c.dep_ == "dobj" and c.i < t.i for c in t.head.children):
                # "urged his son Leo to marry B": the object does what it is urged to
                return [c for c in t.head.children if c.dep_ == "dobj" and c.i < t.i], False
            if t.dep_ == "conj" and t.pos_ == "VERB" and t.head.dep_ == "ROOT" and t.head.pos_ == "NOUN" and t.head.i < t.i \
                    and any(c.dep_ == "acl" and c.tag_ == "VBN" for c in t.head.children):
                return [t.head], False  # "The pair divorced in 2021 and share a son": a subject read as the sentence
            if t is verb and verb.dep_ == "pobj" and verb.pos_ == "NOUN" and misread_verb(verb):
                t = verb.head.head  # "A is set to topline X", the verb read as the object of "to": who is set
                continue
            if t.dep_ in {"conj", "xcomp", "advcl", "acomp", "ccomp", "pcomp"} and t.head.i != t.i:
                t = t.head
                if t.dep_ == "prep" and t.head.pos_ in {"VERB", "AUX"} and t.head.i != t.i:
                    t = t.head  # "She responded by suing B", "after marrying B": the gerund's doer
                continue
            break
        return [], False

    def blocked(self, trigger: Token) -> float | None:
        """None if negated, denied or a condition; else a confidence factor (hedged -> low): :func:`blocked_factor`."""
        if trigger.doc is not self.doc:
            return blocked_factor(trigger)
        if trigger.i not in self._blocked:
            self._blocked[trigger.i] = blocked_factor(trigger)
        return self._blocked[trigger.i]

    def as_people(self, ids, *, listed: bool = False) -> list[int]:
        """Entities in a slot only people fill ("starring Leo Park"): a person-like name NER
        called an organisation is a person here; anything else is dropped. ``listed``: the
        slot is a list of names (a cast), where a one-word name is a person too ("Ivo,
        Lark and Pell")."""
        out = []
        for i in ids:
            ent = self.ents.entities[i]
            if i in self.ents.characters:
                continue  # "starred Ilse Marren as Greta": Greta is a role
            after_the = ent.first > 0 and self.doc[ent.first - 1].lower_ == "the"  # "the Kansas City Chiefs"
            nationality = self.doc[ent.first].ent_type_ == "NORP" and ent.first + 1 < len(self.doc) \
                and self.doc[ent.first + 1].is_lower  # "British screenwriter": never a person
            firm = ent.name.split()[-1].lower() in COMPANY_WORDS and fold(ent.name.split()[0]) not in self.lex.given_names
            # ("Ashgrove Pictures has rounded out the cast"; "Lena Music" may be a person)
            if ent.type == ORG and looks_like_person_name(ent.name) and (len(ent.name.split()) > 1 or listed) and not after_the \
                    and not nationality and not firm:
                ent.type = PERSON
            if ent.type == PERSON:
                out.append(i)
        return out

    def referent_of_noun(self, noun: Token) -> tuple[int, ...]:
        """The person a role noun describes: "X, the star of Y", "X is a judge on Y", "the star"."""
        ents = self.ents
        appos = coordination_root(noun)  # "X, her daughter and star of Y,": the second of two appositions
        if appos.dep_ == "pobj" and appos.head.lower_ == "of" and appos.head.head.tag_ == "CD" and appos.tag_ == "NNS" \
                and appos.head.head.dep_ in {"appos", "attr"}:
            appos = appos.head.head  # "X, one of the stars of Y", "A and B, two of the hosts of Z": the number stands for them
        if named := _names_set_off_before(appos, ents):
            return named  # "A and B, co-stars in X, have married", the pair read as the noun's modifier
        if appos.dep_ == "appos":
            if (near := _person_before_a_dash(ents, appos)) is not None:
                return (near,)
            ids = ents.resolve(appos.head)
            if ids and (appos.tag_ == "NNS" or appos.tag_ == "CD" and appos.lower_ != "one"):
                # "A and B, the hosts of X,", "A and B, two of its stars,": a plural after a pair is both
                ids = (*ids, *(i for c in [*appos.head.conjuncts, *_names_hung_before(appos.head, ents)] if c.i < appos.i
                               for i in ents.resolve(c) if i not in ids))  # (the pair read as one name: "[A] and B, the hosts")
            if ids:
                return ids
        if appos.dep_ in {"attr", "oprd"}:  # "X is a writer and star of Y": the second of two predicates too
            subs, _ = self.subjects(appos.head)
            return tuple(i for s in subs for i in self.refs(s))
        for c in noun.children:
            if c.dep_ == "appos":
                ids = ents.resolve(c)
                if ids:
                    return ids
        nxt = self.doc[noun.i + 1] if noun.i + 1 < len(self.doc) else None
        if nxt is not None and ents.entity_of(nxt) is not None and ents.entities[ents.entity_of(nxt)].type == PERSON:
            return (ents.entity_of(nxt),)
        if any(c.dep_ == "poss" and c.pos_ in {"PRON", "PROPN"} for c in noun.children):
            return ()  # "her co-star", "Ada's judge" (not "a children's presenter")
        if any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children) and noun.dep_ in _SUBJ:
            described = noun.lower_ in self.lex.descriptor_nouns or noun.lower_ in self.lex.role_nouns
            return ents.described(noun) if described else ents.nominal(noun, cue_sex(noun))
        if noun.dep_ == "conj" and ents.entity_of(noun.head) is not None and definite(noun):
            # "Tomas and the Glass Harbour star": someone other than Tomas, the one just mentioned
            return ents._last_other(noun, {ents.entity_of(noun.head)})
        return _holder_up_the_tree(self, noun)  # "Lena joined as one of the recurring cast members of X"


def antecedent_of_relative(slots: "Slots", pronoun: Token, head: Token) -> Token:
    """What "who" stands for: the relative clause's head, or, when the parser hung the
    clause on something else, the name right before "who" ("born in Ashford, the son
    of Pieter Vandam, who was the son of ...": Pieter); the subject of a copula whose
    complement the clause describes ("A is a rapper who ...": A)."""
    ents = slots.ents
    own = ents.entity_of(head)
    if pronoun.lower_ in {"who", "whom"} and (own is None or ents.entities[own].type != PERSON):
        for k in range(pronoun.i - 1, max(head.i, pronoun.i - 6), -1):
            eid = ents.entity_of(slots.doc[k])
            if eid is not None and slots.as_people([eid]):  # "who": a person, whatever NER said
                return slots.doc[k]
    described = _described_member(pronoun, head)
    if described is not None:
        return described  # "A, 63; and B, 29, a nurse from Cork whose sister ...": B's, not the list's
    if own is None and head.dep_ == "attr" and head.head.lemma_ == "be" and pronoun.lower_ in {"who", "that"}:
        subject = next((c for c in head.head.children if c.dep_ == "nsubj"), None)
        if subject is not None:
            return subject  # "A is a rapper who reached the final": A
    return coordination_root(head)


def _each_of_whom(subject: Token) -> bool:
    """"both of whom", "all of whom", "each of whom": a relative clause's subject that stands for
    every member of the list it describes."""
    return subject.lower_ in {"both", "all", "each"} and any(
        c.dep_ == "prep" and c.lower_ == "of" and any(p.lower_ in {"whom", "which"} for p in c.children) for c in subject.children)


def _job_opening(tok: Token) -> bool:
    """A job capitalised where a sentence or a line's entry opens: a headline's "Model sues ...",
    "A - Singer, 24, who won X"; no one's name."""
    return occupation(tok.lower_) and (tok.i == tok.sent.start or tok.doc[tok.i - 1].text in {"-", "–", "—", ":"})


def _participle_set_off_after(verb: Token, ents: ArticleEntities) -> Token | None:
    """The person a past participle set off by commas right after their name describes, where
    the parser hung it on the clause's verb ("She beat A, nominated for X, and B": A was
    nominated; not "Nominated for X, A ...", whose subject is the clause's)."""
    doc = verb.doc
    if verb.tag_ != "VBN" or verb.dep_ != "advcl" or verb.i < 2 or verb.i < verb.head.i \
            or doc[verb.i - 1].text != "," or any(c.dep_ in _SUBJ or c.dep_ in {"aux", "auxpass"} for c in verb.children):
        return None
    name = doc[verb.i - 2]
    eid = ents.entity_of(name)
    objects = name.dep_ == "dobj" or name.dep_ in {"conj", "appos"} and name.head.dep_ == "dobj"
    return name if eid is not None and ents.entities[eid].type == PERSON and objects else None  # (not "went back to A, divorced ...")


def _person_before_a_dash(ents: ArticleEntities, appos: Token) -> int | None:
    """"A, married to B – star of Y –": a dash sets the aside off the person named right before
    it, wherever the parser hung it."""
    doc = appos.doc
    before = doc[appos.left_edge.i - 1] if appos.left_edge.i > 0 else None
    if before is None or before.text not in {"–", "—"} or before.i == 0:
        return None
    near = ents.entity_of(doc[before.i - 1])
    return near if near is not None and ents.entities[near].type == PERSON else None


class SlotReader:
    """Reads one article through its :class:`Slots`: the same rules, entities, Doc and lexicon
    (what :class:`~kgbuild.extraction.owners.Owners` and every matcher start from)."""

    def __init__(self, slots: Slots):
        self.slots = slots
        self.rules = slots.rules
        self.ents = slots.ents
        self.doc = slots.doc
        self.lex = slots.lex
        self.noun_cues = slots.noun_cues


def one_of_a_list(slots: Slots, verb: Token, ids: list[int]) -> list[int]:
    """A clause set off by commas on one of several listed people is about that one only: "A,
    nominated for X, and B, who plays C in Y" (X is A's, Y is B's); "A and B, who married in
    2010" (no commas between them and the clause's head) stays the pair's."""
    if verb.dep_ not in {"acl", "relcl"} or len(ids) < 2:
        return ids
    head, doc = verb.head, verb.doc
    left = verb.left_edge.i
    if left == 0 or doc[left - 1].text != ",":
        return ids
    if head.dep_ == "conj" and coordination_root(head).dep_ == "ROOT" and verb.right_edge.i >= verb.sent.end - 2:
        return ids  # "A, 44, and B, 46, married in 2010.": the sentence's own verb, read as B's participle
    if head.dep_ == "conj":  # the last of the list: "..., and B, who plays C": a comma before the "and"
        cc = next((t for t in doc[head.head.i:head.i] if t.dep_ == "cc"), None)
        if cc is None or cc.i == 0 or doc[cc.i - 1].text != ",":
            return ids
    elif not (any(c.dep_ == "conj" and c.i > verb.i for c in head.children) and left - 1 == head.i + 1):
        return ids  # the first of the list, its clause right after it: "A, nominated for X, and B"
    own = slots.ents.entity_of(head)
    return [own] if own in ids else ids


def _name_extends_left(ents: ArticleEntities, tok: Token) -> bool:
    """NER caught only part of a name: "Anselm [Reyes]'s father"."""
    left = tok.left_edge.i
    return (ents.entity_of(tok) is not None and left < tok.i
            and ents.entity_of(tok.doc[left]) is None and tok.doc[left].pos_ == "PROPN")


def _passes_on(t: Token) -> bool:
    """A negation or a hedge above ``t`` still reaches it: a clause's verb or complement, or a
    report ("denied reports that he had married B", "denied rumours that he is engaged to B")."""
    reports = lexicon().report_nouns
    return t.dep_ in {"xcomp", "ccomp", "conj", "acomp", "auxpass", "pcomp", "advcl", "relcl"} \
        or t.lemma_.lower() in reports or t.dep_ == "acl" and t.head.lemma_.lower() in reports


def _read_through(tok: Token, lex) -> Token | None:
    """The token a work slot stands for when ``tok`` names no work itself: the work noun after a
    noun the parser took for the object ('hosts the reality show "X"'), the whole a part of a
    work names ("a contestant on the 2019 season of X", "the third episode of Series 4 of X")."""
    doc = tok.doc
    if tok.pos_ != "NOUN":
        return None
    if tok.is_lower and tok.i + 1 < len(doc) and doc[tok.i + 1].is_lower and doc[tok.i + 1].lower_ in lex.screen_nouns:
        return doc[tok.i + 1]
    if tok.is_lower and tok.i + 2 < len(doc) and doc[tok.i + 1].lower_ == "hit" and is_titleish(doc[tok.i + 2]):
        return doc[tok.i + 2]  # "the star of the period hit X", parsed as "period" and a clause "hit X": the title
    if tok.lower_ in {"cast", "ensemble"} and (titled := next((c for c in tok.children if c.dep_ == "compound" and c.pos_ == "PROPN"
                                                              and c.i < tok.i and c.lower_ not in CAST_OF_A_GROUP), None)) is not None:
        return titled  # "a member of the X cast": X (not "the Pellow Orchestra cast")
    whole = tok
    while whole.lower_ in lex.parts_of_a_work and (of := next((p for c in whole.children if c.dep_ == "prep" and c.lower_ == "of"
                                                              for p in c.children if p.dep_ == "pobj"), None)) is not None:
        whole = of
    return whole if whole is not tok else None


def _relative_clause(tok: Token) -> Token | None:
    """The relative clause a relative pronoun opens ("in which she stars"): its verb, or None."""
    verb = tok.head.head if tok.head.dep_ == "prep" else None
    return verb if verb is not None and verb.dep_ == "relcl" else None


def _work_noun(tok: Token, lex) -> bool:
    """A work noun, also one the tagger took for a verb after the noun that describes it ("a
    judge on the talent show X", read as "talent" and a clause "show X")."""
    return tok.lower_ in lex.screen_nouns and (tok.pos_ == "NOUN" or tok.pos_ == "VERB" and tok.i > 0 and (
        tok.doc[tok.i - 1].is_lower and tok.doc[tok.i - 1].pos_ == "NOUN") or noun_read_as_verb(tok)
        or described_work_noun(tok))


def _title_after(noun: Token, ents: ArticleEntities) -> int | None:
    """The work the article reads right after a work noun, past a comma or an opening quote
    ('the quiz show "Night Owls"', "the series, Red Tide"): one the noun names."""
    doc = noun.doc
    j = noun.i + 1
    while j < noun.sent.end and j <= noun.i + 2 and (doc[j].text in OPENING_QUOTES or doc[j].text in {",", ":"}):
        j += 1
    eid = ents.entity_of(doc[j]) if j < noun.sent.end else None
    return eid if eid is not None and ents.entities[eid].type == WORK else None


# what one makes or finds on the way to a part: "found fame as a contestant on X", "began her career as a presenter on X"
_CAREER_NOUNS = frozenset({"fame", "career", "name", "start", "break", "debut"})


# what a "cast" may belong to that is no screen work: a group's or a place's ("the Pellow Orchestra cast")
CAST_OF_A_GROUP = frozenset({"orchestra", "choir", "players", "band", "company", "troupe", "camp", "club", "school", "church"})
_OTHER_PERSON_PREPS = frozenset({"from", "with", "to", "against", "by", "alongside", "opposite", "about", "toward", "towards"})


# the last word of a firm's, a prize's or a company's name, never a title's ("the panel of the Fern Prize")
_NO_TITLE_ENDS = FIRM_OR_PRIZE_ENDINGS | {"ballet", "orchestra", "choir", "troupe"}  # (titles end in "Club", "Camp")


def _named_as_no_title(tok: Token, eid: int | None, ents) -> bool:
    """NER calls ``tok`` a date, a number, a nationality or a place, which no title is; a place
    only when the entity layer did not make it a title, and the slot does not hang it on a bare
    "of" ("a regular on the soap Gallowgate", "starred in Tidewater (1988)"; not "the star of South
    Shields", whose "of" makes a place's local hero as often as a show's cast)."""
    if tok.ent_type_ not in NOT_TITLES_OR_PLACES or tok.ent_type_ in {"DATE", "TIME"} and not not_title(tok):
        return False
    if tok.ent_type_ not in PLACES or eid is None or ents.entities[eid].type != WORK:
        return True
    start = tok.left_edge.i if tok.left_edge.ent_type_ == tok.ent_type_ else tok.i
    before = tok.doc[start - 1] if start > 0 else None
    return before is not None and before.lower_ == "of"


def _holder_up_the_tree(slots: Slots, noun: Token) -> tuple[int, ...]:
    """Whom a role noun under a verb describes: the verb's subject ("Lena joined as one of the
    recurring cast members of X"); whom a recruiting verb takes on ("was added to the cast of X",
    "was confirmed as a judge on X", "The studio has added B to the cast of X": its object, or its
    subject in the passive); both sides of a succession ("A replaces B as host of X"). Not past a
    preposition that brings in someone else ("split from the X star", "works with the X host")."""
    t, via = noun, set()
    for _ in range(4):
        if not _on_the_way_up(t):
            break
        if t.dep_ == "prep":
            via.add(t.lower_)
        t = t.head
        if t.pos_ in {"VERB", "AUX"}:
            owners = part_owners(noun.head) if noun.dep_ == "pobj" and noun.head.lower_ == "as" else []
            if owners:  # "Tom negotiated A's stint as a judge on X": A's part
                return tuple(slots.as_people([i for o in owners for i in slots.refs(o)]))
            recruits = t.lemma_.lower() in slots.lex.recruiting_verbs and via <= {"to", "as"}
            if via & _OTHER_PERSON_PREPS and not recruits or recruits and slots.blocked(t) != 1.0:
                break  # (not "was not added to the cast of X", "could be added to ...")
            subs, passive = slots.subjects(t)
            if recruits and not passive:
                subs = [c for c in t.children if c.dep_ == "dobj"]
            elif t.lemma_.lower() in slots.lex.succession_verbs and via <= {"as"}:  # "B was succeeded by A as ..."
                subs = [*subs, *(c for c in t.children if c.dep_ == "dobj"),
                        *(p for c in t.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj")]
                passive = False
            if subs and (not passive or recruits):  # (a person-like name NER called a company is a person here)
                return tuple(slots.as_people([i for s in subs for i in slots.refs(s)]))
            break
    return ()


def _on_the_way_up(t: Token) -> bool:
    """From a role noun up to the verb whose subject holds it: prepositions, their objects, a
    number ("one of the cast"), a career noun ("began her career as a presenter on X")."""
    return t.dep_ in {"pobj", "prep", "nummod"} or t.pos_ == "NUM" and t.dep_ in {"pobj", "dobj", "attr"} \
        or t.dep_ == "dobj" and t.lemma_.lower() in _CAREER_NOUNS


# work nouns for what is not seen on screen: no one appears in the title after them
_NOT_ON_SCREEN = frozenset({"song", "album", "book", "novel", "podcast"})


def description_word(doc: Doc, j: int) -> bool:
    """``doc[j]`` can be a word of a description before a name: a nationality, a lower-case
    adjective or noun, a hyphen or the words it joins ("British screenwriter", "Oscar-winning")."""
    tok = doc[j]
    return tok.ent_type_ == "NORP" or tok.is_lower and tok.pos_ in {"ADJ", "NOUN"} or tok.text == "-" \
        or j + 1 < len(doc) and doc[j + 1].text == "-" or tok.tag_ == "VBG" and j > 0 and doc[j - 1].text == "-"


def past_description(doc: Doc, k: int, end: int) -> int:
    """Past a description before a name: a nationality and lower-case words ("British
    screenwriter"), a hyphenated award ("Oscar-winning director"); ``k`` when none is there."""
    j = k
    while j + 1 < end and j < k + 5 and description_word(doc, j):
        j += 1
    lex = lexicon()
    job = doc[j - 1].lower_ in lex.occupations or doc[j - 1].lower_ in lex.person_nouns
    end_of_name = j
    while end_of_name + 1 < end and doc[end_of_name + 1].ent_iob_ == "I":
        end_of_name += 1
    possessor = end_of_name + 1 < len(doc) and doc[end_of_name + 1].text in {"'s", "’s", "'"}  # "director B's assistant"
    return j if j > k and doc[j].ent_type_ == "PERSON" and job and not possessor else k


def adjacent_names(tok: Token, ents: ArticleEntities) -> list[int]:
    """Names right after a common noun that the parser hung elsewhere: one set off by commas
    ("sued by his former bodyguard, Ivo Brandt, for unpaid wages"; not a new clause's subject:
    "after suing his bodyguard, Ivo Brandt left"), or a list straight after a plural noun
    ("Tara and her sisters Ada and Pia sued ...")."""
    doc = tok.doc
    if tok.pos_ != "NOUN" or ents.entity_of(tok) is not None:
        return []
    k = tok.right_edge.i + 1
    plural = tok.tag_ == "NNS" and k < tok.sent.end and doc[k].text != ","
    if not plural and (k + 1 >= tok.sent.end or doc[k].text != ","):
        return []
    k += 0 if plural else 1
    k = _past_credit(ents, past_description(doc, k, tok.sent.end), tok.sent.end)
    if k + 1 < tok.sent.end and ents.entity_of(doc[k]) is None and ents.entity_of(doc[k + 1]) is not None and (
            doc[k].ent_iob_ == "B" and doc[k + 1].ent_iob_ == "I" or doc[k].text[:1].isupper() and _title_word(doc[k])):
        k += 1  # a title before the name, left out of its mention ("her former boyfriend, DJ B,", "her trainer, Dr B,")
    out: list[int] = []
    while k < tok.sent.end:
        eid = ents.entity_of(doc[k])
        if eid is None or ents.entities[eid].type not in {PERSON, ORG}:
            return []
        end = ents.mention_end(k)
        head = next((t for t in doc[k:end] if not k <= t.head.i < end), doc[end - 1])  # the name's root
        if head.dep_ in _SUBJ and not plural and not _set_off_after(tok, k, end):
            return []
        out.append(eid)
        if not plural or end + 1 >= tok.sent.end or doc[end].lower_ not in {"and", ","}:
            break
        k = end + 1 + (doc[end].text == "," and doc[end + 1].lower_ == "and")
    last = ents.mention_end(k) if k < tok.sent.end else k
    if not plural and last < tok.sent.end and doc[last].text not in {",", ".", ";"}:
        return []
    return out


def _past_credit(ents: ArticleEntities, k: int, end: int) -> int:
    """Past a credit before a name: '"Copper Road" star', "Iron Bay host" (a work's name, then a
    role noun); ``k`` when none is there."""
    doc = ents.doc
    j = k + (k < end and doc[k].text in OPENING_QUOTES)
    eid = ents.entity_of(doc[j]) if j < end else None
    if eid is None or ents.entities[eid].type != WORK:
        return k
    j = ents.mention_end(j)
    j += j < end and doc[j].text in {'"', "”", "’", "'"}
    return j + 1 if j + 1 < end and doc[j].lower_ in lexicon().role_nouns and ents.entity_of(doc[j + 1]) is not None else k


def _title_word(tok: Token) -> bool:
    """A job or a title written before a name: "DJ", "Dr", "Chef"."""
    lex = lexicon()
    word = tok.lower_.rstrip(".")
    return occupation(word) or word in lex.bare_titles or word in lex.titles


def _named_person(slots: "Slots", tok: Token) -> list[int]:
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
    people = slots.as_people(i for n in names for i in (slots.ents.resolve(n) or slots.slot_name(n)))
    for i in people:
        slots.ents.note_gender(i, tok.lower_)  # "a lady by the name of X": X is a woman
    return people


def _set_off_after(tok: Token, start: int, end: int) -> bool:
    """The name at [start, end), which the parser made a subject, is set off by commas after the
    noun ``tok`` of a clause with a subject of its own: "A is suing her former agent, B, after he
    ..." names B (not "After suing his bodyguard, B, 45, left": that clause has no subject, and B
    is the one who left)."""
    doc = tok.doc
    verb = next((a for a in tok.ancestors if a.pos_ in {"VERB", "AUX"}), None)
    return end < tok.sent.end and doc[end].text == "," and verb is not None and verb.i < start \
        and any(c.dep_ in _SUBJ and c.i < verb.i for c in verb.children)


def _named_after_job(tok: Token, ents: ArticleEntities) -> tuple[int, ...]:
    """"A and newsreader B", with B hung elsewhere by the parser: the person named right after
    an occupation in lower case that has no name of its own (or the firm right after a firm's
    kind: "A and production company B", "a lawsuit against the photo agency B")."""
    firm = tok.lower_ in ents.lex.firm_kinds
    if firm and tok.is_lower and tok.dep_ in {"pobj", "dobj"} and tok.i + 1 < len(tok.doc) \
            and not any(c.dep_ == "appos" for c in tok.children):  # "against the photo agency B", B hung elsewhere
        eid = ents.entity_of(tok.doc[tok.i + 1])
        end = ents.mention_end(tok.i + 1)
        if eid is not None and ents.entities[eid].type == ORG and mention_start(ents, tok.i + 1) == tok.i + 1 \
                and not (end < len(tok.doc) and tok.doc[end].pos_ == "VERB"):  # (not "the network B bought")
            return (eid,)
    if not tok.is_lower or tok.dep_ != "conj" or not (firm or tok.lower_ in ents.lex.occupations) or tok.i + 1 >= len(tok.doc) \
            or any(c.dep_ == "appos" or c.dep_ == "compound" and not c.is_lower for c in tok.children):
        return ()  # (only in a list: "married a lawyer B had introduced" is no B; "production company" has no name of its own)
    nxt = tok.doc[tok.i + 1]
    while nxt.dep_ in {"compound", "flat"} and nxt.head.i > nxt.i:
        nxt = nxt.head
    if nxt.dep_ in {"nsubj", "nsubjpass"}:
        return ()
    eid = ents.entity_of(tok.doc[tok.i + 1])
    return (eid,) if eid is not None and ents.entities[eid].type == (ORG if firm else PERSON) else ()


def kin_told_before(slots: "Slots", tok: Token) -> tuple[int, ...]:
    """"Sofia sued her mother" after "Her mother, Regina Vale, ...": a possessed kin noun with no
    name of its own is the one relative of that kind the story has already named for the same
    owner (of the noun's sex); else ()."""
    rule = slots.noun_cues.get(tok.lower_)
    poss = [c for c in tok.children if c.dep_ == "poss"]
    if rule is None or rule["relation"] not in {"child", "sibling", "spouse"} or tok.tag_ != "NN" or len(poss) != 1 \
            or any(c.dep_ in {"appos", "compound", "nummod"} or c.dep_ == "amod" and (c.lower_ in _ANOTHER_ONE or c.ent_type_ == "ORDINAL")
                   for c in tok.children):
        return ()  # (not "her first husband", "her ex-husband", "her new husband": another one than the one told; "her late
        # husband", "his younger brother" are the one told)
    owners = slots.ents.resolve(poss[0])
    if len(owners) != 1:
        return ()
    owner, relation = owners[0], rule["relation"]
    ties = [(h, t) for h, r, t in slots.ents.kin_told if r == relation]
    if relation != "child":  # a sibling, a spouse: either side
        told = {t if h == owner else h for h, t in ties if owner in (h, t)}
    elif rule.get("direction") == "named-owner":  # "her mother": the parent of the owner
        told = {h for h, t in ties if t == owner}
    else:  # "her son": a child of the owner
        told = {t for h, t in ties if h == owner}
    sex = "f" if tok.lower_ in slots.lex.female_cues else "m" if tok.lower_ in slots.lex.male_cues else None
    fits = [e for e in told if sex is None or slots.ents.entities[e].sex in {sex, None}]
    return (fits[0],) if len(fits) == 1 else ()


_ANOTHER_ONE = frozenset({"former", "ex", "new", "current", "previous", "then", "next", "other"})  # and ordinals ("first")


def _one_of_them_named(tok: Token, ents: ArticleEntities) -> tuple[int, ...]:
    """"sued the agency and one of its photographers, B": the person named right after the comma
    that closes "one of ...", however the parser hung the name."""
    doc = tok.doc
    if tok.lower_ != "one" or tok.dep_ != "conj" or not any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children):
        return ()
    k = tok.right_edge.i + 1
    eid = ents.entity_of(doc[k + 1]) if k + 1 < len(doc) and doc[k].text == "," else None
    end = ents.mention_end(k + 1) if eid is not None else k
    closed = end >= len(doc) or doc[end].text in {",", ".", ";"} or doc[end].lower_ == "and"  # (not "C told reporters", "C's lawyer")
    return (eid,) if eid is not None and closed and ents.entities[eid].type == PERSON else ()


def _listed_as_apposition(tok: Token, ents: ArticleEntities) -> list[Token]:
    """The rest of a list the parser hung on its first name as an apposition: in "A, B and C"
    or "A, her brother B and their company, C" an "apposition" with a conjunct of its own is
    no second name for A but the list going on. Only named items count ("A, the singer" is one
    person; "B, head of sales and treasurer of X" holds two posts of B's)."""
    if tok.pos_ != "PROPN":
        return []

    def named(t: Token) -> bool:  # a name, or a noun a name stands in apposition to ("her brother Leo")
        return any(e is not None and ents.entities[e].type in {PERSON, ORG}
                   for e in [ents.entity_of(t), *(ents.entity_of(a) for a in t.children if a.dep_ == "appos")])

    out: list[Token] = []
    for c in tok.children:
        if c.dep_ != "appos":
            continue
        inner = [c, *(a for a in c.children if a.dep_ == "appos")]  # "her brother [Leo] and their company"
        listed = [t for i in inner for t in conjuncts(i)]
        if listed and named(c) and all(named(t) for t in listed):
            out += [*inner, *listed]  # (the inner apposition too: "A, B, C, D and E" with C hung on B)
        elif not listed and named(c) and (_someone_elses(c) or c.doc[c.left_edge.i - 1].text == ";") \
                and any(d.dep_ == "conj" and d.i > c.i for d in tok.children):
            out.append(c)  # "suing A, his wife B, and the company": the list goes on after her; "by A, a
            # teacher; B; and C": items with commas of their own parted by semicolons
        elif listed and not named(c) and c.pos_ == "NOUN" and c.doc[c.i - 1].is_lower and all(named(t) for t in listed):
            # "A, the firm's head of sales, and B": A described, then the list goes on (not to a name a finite
            # verb follows, a new clause's subject: "..., and C said she was sorry")
            out += [t for t in listed if not (t.i + 1 < len(t.doc) and t.doc[t.i + 1].tag_ in {"VBD", "VBZ", "VBP"})]
    return out


def _named_work(slots: Slots, tok: Token) -> int | None:
    """The title a work noun names ("the drama Pine Ridge"): a work whatever NER called it."""
    ents, doc = slots.ents, slots.doc
    eid = ents.entity_of(tok)
    if eid is not None and ents.entities[eid].type in {ORG, WORK} or tok.ent_type_ in {"GPE", "LOC", "FAC"}:
        if eid is not None:
            ents.entities[eid].type = WORK
            return eid
        end = title_run(doc, tok.left_edge.i)
        return ents.add_entity(clean_name(doc[tok.left_edge.i:end].text), WORK, tok.left_edge.i, end) if end > tok.i else None
    return slots.work_at(tok)


def _name_hung_on_its_work(noun: Token, ents: ArticleEntities) -> tuple[int, ...]:
    """"her co-star on the series, B": the name the parser hung on the work of the noun's
    phrase as its apposition is the person the noun stands for."""
    if noun.pos_ != "NOUN" or noun.lower_ not in lexicon().role_nouns:
        return ()
    for prep in (c for c in noun.children if c.dep_ == "prep" and c.lower_ in {"on", "in", "from"}):
        for work in (w for p in prep.children if p.dep_ == "pobj" for w in (p, *(a for a in p.children if a.dep_ == "appos"))):
            for a in work.children:  # (on the work's title too: "in the film X, B")
                e = ents.entity_of(a) if a.dep_ == "appos" and a.i > work.i else None
                if e is not None and ents.entities[e].type == PERSON and a.doc[a.left_edge.i - 1].text == ",":
                    return (e,)
    return ()


def _names_hung_before(tok: Token, ents: ArticleEntities) -> list[Token]:
    """Names of a list before ``tok``'s own that the parser made its modifiers ("sued [A], B and
    C", A an "nmod" of B): each a whole name of a person or company followed by a comma, or by
    "and" and ``tok``'s own name ("[Ravi Sood] and Anouk Viel have married", read as one name)."""
    doc = tok.doc
    own = ents.entity_of(tok)
    return [c for c in tok.children if c.dep_ == "nmod" and c.i < tok.i and c.pos_ == "PROPN"
            and (e := ents.entity_of(c)) is not None and e != own and ents.entities[e].type in {PERSON, ORG}
            and (end := ents.mention_end(c.i)) < tok.i and (doc[end].text == "," or doc[end].lower_ in {"and", "&"}
                                                             and own is not None and ents.entity_of(doc[end + 1]) == own)]


def described_pair(tok: Token, ents: ArticleEntities) -> list[Token]:
    """"Club striker A and TV presenter B are divorced", however the parser hung it: a subject
    whose phrase reads, on the surface, as two people joined by "and", each after at most four
    words describing them (lower-case nouns and adjectives, an acronym, a club or firm NER named):
    the two people's first tokens; else []."""
    doc = tok.doc
    if tok.dep_ not in {"nsubj", "nsubjpass"}:
        return []
    span = doc[tok.left_edge.i:tok.right_edge.i + 1]
    people: list[Token] = []
    joined = described = 0
    k = span.start
    while k < span.end:
        e = ents.entity_of(doc[k])
        end = ents.mention_end(k) if e is not None else k
        if e is not None and ents.entities[e].type == PERSON and not (end < span.end and doc[end].is_lower and doc[end].pos_ == "NOUN"):
            people.append(doc[k])  # (a name before a lower-case noun describes it: "Redmoor United striker")
            k, described = end, 0
            continue
        t = doc[k]
        if t.lower_ in {"and", "&"} and len(people) == 1 and joined == 0:
            joined = 1
        elif described < 4 and (e is not None or t.is_lower and t.pos_ in {"NOUN", "ADJ", "DET"} or t.is_upper and t.is_alpha
                                or t.pos_ == "PROPN" and t.ent_type_ in {"ORG", "GPE", "NORP"}
                                or t.i == t.sent.start and t.pos_ in {"NOUN", "ADJ", "PROPN", "DET"}):  # "Club striker A"
            described += 1
        else:
            return []
        k += 1
    return people if len(people) == 2 and joined and ents.entity_of(people[0]) != ents.entity_of(people[1]) else []


def _names_set_off_before(noun: Token, ents: ArticleEntities) -> tuple[int, ...]:
    """"A and B, co-stars in X, have married", the pair read as the plural noun's modifier: the
    people named before the comma that opens the plural description."""
    doc = noun.doc
    if noun.tag_ != "NNS" or noun.i < 2:
        return ()
    for c in noun.children:
        comma = c.right_edge.i + (doc[c.right_edge.i].text != ",")  # (the parser may hang the comma on the name)
        if c.dep_ == "nmod" and c.pos_ == "PROPN" and comma < noun.i and doc[comma].text == "," \
                and all(noun.i in (doc[k].head.i, doc[k].head.head.i) for k in range(comma + 1, noun.i)):
            names = [ents.entity_of(t) for t in (c, *c.conjuncts)]
            if len(names) > 1 and all(e is not None and ents.entities[e].type == PERSON for e in names):
                return tuple(dict.fromkeys(names))
    return ()


def _someone_elses(noun: Token) -> bool:
    """A noun owned by a possessive pronoun ("his wife", "her brother", "its editor"): in a list
    after a name, another person."""
    return any(c.dep_ == "poss" and c.lower_ in {"his", "her", "their", "its"} for c in noun.children)


def as_other_part(prep: Token, parts: Collection[str]) -> bool:
    """"as a witness", "as her spokesperson": an "as" that names a part other than ``parts``."""
    return prep.dep_ == "prep" and prep.lower_ == "as" and not any(p.lemma_.lower() in parts for p in prep.children)


def blocked_factor(trigger: Token) -> float | None:
    """None if negated or denied; else a confidence factor (hedged -> low)."""
    lex = lexicon()
    factor = 1.0
    t = trigger
    # a noun that is an argument of a negated verb keeps its own relation: "Her brother B has not
    # spoken to her", "A did not sue her husband B" (not "B is not her brother": the predicate; not
    # "A does not have a brother called B": what is denied is that he exists)
    argument = trigger.pos_ in {"NOUN", "PROPN"} and trigger.dep_ in _ARGUMENTS and not (
        trigger.dep_ == "dobj" and trigger.head.lemma_.lower() == "have")
    if trigger.pos_ == "NOUN" and any(c.dep_ == "det" and c.lower_ == "no" for c in trigger.children):
        return None  # "She has no sister named B"
    if trigger.pos_ == "NOUN" and _doubted(trigger):
        return None  # "his purported daughter, B", "her would-be husband": a tie not stated
    rank_denied = False  # "is not the first actor to sue B": above a ranked noun, a negation denies the rank only
    skip = False  # the clause before "and" of a clause with its own subject: its negation, refusal or hedge is its own
    for depth in range(4):
        own = argument and depth == 1 and not (t.lemma_.lower() in {"be", "become"} and any(
            c.dep_ == "attr" and c.pos_ == "PROPN" for c in t.children))
        # the verb the noun is an argument of: what it says of the noun's referent (not a copula naming it:
        # "her father may be B", where the hedge is on who the father is; not "her son would become a director")
        # ("Her daughters, A and B, could not be more different", "his son B may not attend": still her daughters, his son;
        # "her son B wants her to sell", "they would like to raise their son C": a hedge verb is no hedge on the noun)
        for c in () if skip else t.children:
            if c.dep_ == "neg" and (depth == 0 or t.pos_ in {"AUX", "VERB"} and not own) and not rank_denied:
                return None
            if c.dep_ == "mark" and c.lower_ in {"if", "unless", "whether"} and t.pos_ in {"AUX", "VERB"}:
                return None  # "If A sues B, ...": a condition, not news
            if c.lower_ in lex.hedges or c.lemma_.lower() in lex.hedges:
                if c.dep_ in {"aux", "advmod", "amod"} and not own and not (argument and depth > 1):
                    factor = HEDGE_FACTOR  # (a hedge above a noun's own verb is no hedge on the noun: "they
                    # would continue to raise their son, C": still their son)
        if not skip and not (own and trigger.dep_ in {"nsubj", "nsubjpass"}) and (depth > 0 and t.lemma_.lower() in lex.negation_governors or depth == 1 and refuses(t)):
            return None  # (not the verb a noun is an argument of: "His daughter, B, declined to comment", "her husband denied it")
        if not skip and depth > 0 and (t.lemma_.lower() in lex.hedges or t.lower_ in lex.hedges) and not (
                argument and (depth > 1 or own)):
            factor = HEDGE_FACTOR
        if t.head.i == t.i or t.dep_ in {"ROOT"}:
            break
        if depth > 0 and not _passes_on(t) and not (depth == 1 and _said_to_be(trigger)):
            break  # "denied reports that he had married B" (but "could become the first star to sue B": on to "could")
        rank_denied = rank_denied or _infinitive_relative(t) and _ranked(t.head)
        if any(c.text == ";" and min(t.i, t.head.i) < c.i < max(t.i, t.head.i) for c in t.head.children):
            break  # "A sued B; a judge dismissed the claim": a semicolon joins two statements, neither governs the other
        # "A never married, and his brother B married C", "he had never sued anyone and that the claim was filed by C": a
        # clause with its own subject is not the first's; what governs both still does ("denied that she had left B and
        # she had married C")
        skip = t.dep_ == "conj" and t.pos_ in {"VERB", "AUX"} and any(c.dep_ in {"nsubj", "nsubjpass"} for c in t.children)
        t = t.head
    return factor


_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "iobj", "dative", "pobj"})
# the words before a noun that doubt it names what it says
_DOUBTING = frozenset({"would-be", "purported", "alleged", "supposed", "rumoured", "rumored", "reputed", "so-called"})


def _doubted(noun: Token) -> bool:
    """"his alleged son", "her would-be husband" (however the hyphen was cut): a doubting word
    among the words right before the noun."""
    doc = noun.doc
    before = " ".join(t.lower_ for t in doc[max(noun.left_edge.i, noun.i - 4):noun.i]).replace(" - ", "-")
    return any(w in _DOUBTING for w in before.split())


def refuses(verb: Token) -> bool:
    """A verb that refuses what it governs directly: "declined to sue", "turned down a role"."""
    lemma = verb.lemma_.lower()
    return lemma in lexicon().refusal_verbs or lemma == "turn" and any(
        c.dep_ == "prt" and c.lower_ == "down" for c in verb.children) or lemma == "pass" and any(
        c.dep_ == "prep" and c.lower_ == "on" and any(p.dep_ == "pobj" and not p.ent_type_ for p in c.children)
        for c in verb.children)  # "passed on the role" (not "passed on Tuesday")


def _platform(tok: Token) -> bool:
    """A network or platform named alone ("a star on TikTok", "on Instagram", "Disney+"), no title's word."""
    doc = tok.doc
    return lexicon().no_work(tok.lower_) and not (tok.i + 1 < len(doc) and doc[tok.i + 1].text[:1].isupper()) \
        and not (tok.i - 1 > tok.sent.start and doc[tok.i - 1].text[:1].isupper())


def _clause_between(head: Token, appos: Token) -> bool:
    """A verb between a noun and its "apposition": the parser hung a later list on it
    ("The sisters sued X, among them A and B": A and B are not the sisters)."""
    a, b = sorted((head.i, appos.left_edge.i))
    own = {t.i for c in head.children if c.dep_ in {"relcl", "acl"} and c.right_edge.i + 2 == appos.left_edge.i
           and head.doc[c.right_edge.i + 1].text == "," and appos.pos_ == "PROPN" and not (c.right_edge.text[:1].isupper() and c.right_edge.pos_ == "NOUN")
           and not _kin_word(c.right_edge)
           for t in c.subtree}  # (not "the chef who won Kitchen Kings, B", a title of common words; "the woman who plays Sandra, B" is B;
    # not "the lawyer who represented his ex-wife, B": B is the ex-wife)
    return any(head.doc[k].pos_ in {"VERB", "AUX"} and k not in own for k in range(a + 1, b))
    # (a relative clause of the noun's own is no clause between: "the director who fired her, B,")


def _listed_past_brackets(ents: ArticleEntities, tok: Token) -> list[Token]:
    """The conjuncts the parser hung on the bracket after the name at ``tok`` ("A (Upstairs at
    Nell's, Cairn) and her daughter, B": the daughter), past its closing bracket."""
    doc = ents.doc
    out: list[Token] = []
    for c in tok.children:
        if c.dep_ == "appos" and bracket_owner(ents, c.left_edge.i) is not None:
            close = next((k for k in range(c.left_edge.i, tok.sent.end) if doc[k].text == ")"), tok.sent.end)
            out += [j for j in conjuncts(c) if j.i > close]
    return out


def _kin_of_both(noun: Token, first: Token) -> bool:
    """``noun`` is a kin noun the parser made a conjunct of ``first`` whose possessor opens its
    phrase right after "and": "Terry and Sharon's son": the son of both, not a list of two (a plural
    verb makes it one: "A and B's daughter C star in X")."""
    return noun.dep_ == "conj" and noun.head.i == first.i and _kin_word(noun) and first.head.tag_ != "VBP" and any(
        c.dep_ == "poss" and c.pos_ == "PROPN" and c.left_edge.i > first.i and noun.doc[c.left_edge.i - 1].lower_ in {"and", "&"}
        for c in noun.children)  # (not "Ada and her sister's husband": a list)


def _kin_word(tok: Token) -> bool:
    """A word for a relative or partner of either sex ("wife", "ex-wife", "brother", "partner"; not
    "actress", a gendered job), by its form or its lemma."""
    kin = _kin_words()
    return tok.pos_ == "NOUN" and (tok.lower_ in kin or tok.lemma_.lower() in kin)


@cache
def _kin_words() -> frozenset[str]:
    lex = lexicon()
    return frozenset((lex.kin_nouns | {"parent"}) - lex.person_nouns - lex.descriptor_nouns - lex.occupations)


def _clients(tok: Token, ents: ArticleEntities, rules: RuleSet) -> list[Token] | None:
    """Whom a lawyer noun at ``tok`` acts for ("lawyers for A", "A's attorneys", "her legal
    team"; "B, A's attorney," in apposition to a name), or None when ``tok`` is no lawyer."""
    words = (rules.lawsuit_frames or {}).get("representative_nouns", ())
    lawyer = tok if ents.entity_of(tok) is None else next(
        (c for c in tok.children if c.dep_ in {"appos", "compound", "nmod"} and ents.entity_of(c) is None
         and c.lemma_.lower() in words), None)  # "B, A's attorney,", "A's attorney B", "Attorney B"
    represents = [d for c in tok.children if c.dep_ == "relcl" and c.lemma_.lower() in _REPRESENTING
                  for d in c.children if d.dep_ == "dobj"]  # "B, who represents A,"
    if (lawyer is None or lawyer.lemma_.lower() not in words) and not represents:
        return None
    clients = list(represents)
    if lawyer is not None:
        clients += [c for c in lawyer.children if c.dep_ == "poss"]
        clients += [p for c in lawyer.children if c.dep_ == "prep" and c.lower_ == "for" for p in c.children if p.dep_ == "pobj"]
    # a lawyer noun on a name with no client named ("Attorney B filed ...") makes B no party: []
    return clients if clients or lawyer is tok else []


def company_named_before(tok: Token, ents: ArticleEntities, rules: RuleSet) -> tuple[int, ...]:
    """"The label is suing her", "sued the network": the company named last in this sentence
    or the two before (not a court), for a definite company noun (``lawsuit_frames``
    ``company_nouns``) that is no name's part, or "it" as a subject or after "against"."""
    frames = rules.lawsuit_frames or {}
    pronoun = tok.lower_ == "it" and (tok.dep_ == "nsubj" or tok.dep_ == "pobj" and tok.head.lower_ == "against")
    # "A signed B in 2010. It sued him in 2015.", "B won. A judge threw out the suit filed against it by A"
    if not pronoun and (tok.lower_ not in frames.get("company_nouns", ()) or not definite(tok) or ents.entity_of(tok) is not None):
        return ()
    if not pronoun and (named := _company_called_so_before(tok, ents)) is not None:
        return (named,)  # "sued the magazine Glint ... The lawsuit accuses the magazine": Glint
    courts = frozenset(frames.get("court_words", ()))
    start = tok.sent.start
    for _ in range(2):
        start = tok.doc[start - 1].sent.start if start > 0 else start
    for i in range(tok.i - 1, start - 1, -1):
        eid = ents.token_entity.get(i)
        if eid is not None and ents.entities[eid].type == ORG and tok.doc[i].head.i != tok.i \
                and not any(w.lower() in courts for w in ents.entities[eid].name.split()):
            return (eid,)  # (not what describes the noun itself: "The London studio")
    return ()


def _company_called_so_before(tok: Token, ents: ArticleEntities) -> int | None:
    """The company the article introduced earlier by the same noun: "the magazine Glint" or "Glint
    magazine" before "the magazine"; the latest such."""
    doc = tok.doc
    for k in range(tok.i - 1, -1, -1):
        if doc[k].lower_ != tok.lower_ or ents.token_entity.get(k) is not None:
            continue  # (the noun itself inside a name is no description: "Kaplan Sues Photo Agency")
        for j in (k + 1, k - 1):
            eid = ents.token_entity.get(j) if 0 <= j < len(doc) else None
            if eid is not None and ents.entities[eid].type == ORG:
                return eid
    return None


def _company_by_name(tok: Token, ents: ArticleEntities, rules: RuleSet) -> tuple[int, ...]:
    """"sued Glint magazine", "the Orbit label": a company noun (``lawsuit_frames``
    ``company_nouns``) right after the name of the company it is."""
    if tok.lower_ not in (rules.lawsuit_frames or {}).get("company_nouns", ()) or tok.i == 0:
        return ()
    doc = tok.doc
    before = doc[tok.i - 1]
    if before.head.i != tok.i or before.dep_ != "compound" or not before.text[:1].isupper() \
            or before.ent_type_ in {"GPE", "LOC", "NORP"}:
        return ()  # (not "the London studio")
    eid = ents.entity_of(before)
    if eid is None:  # a name NER missed ("the Salt Meadow label"): the capitalised words before the noun
        start = tok.i - 1
        while start > tok.sent.start and doc[start - 1].dep_ == "compound" and doc[start - 1].pos_ == "PROPN":
            start -= 1
        m = slot_mention(doc, start)
        return (ents.add_mention(replace(m, type=ORG)),) if m is not None and m.end == tok.i else ()
    return (eid,) if ents.entities[eid].type == ORG and ents.mention_end(tok.i - 1) == tok.i else ()


def _named_after_its_clause(tok: Token, ents: ArticleEntities) -> tuple[int, ...]:
    """"the network that aired the show, B", "the clinic where he was treated after a fall, B,":
    a company's name set off by a comma after the relative clause on ``tok``, which the parser
    hung on the clause's last noun (a company name only: a person or a title there may be that
    noun's own, "the man who attacked her brother, B")."""
    if tok.pos_ != "NOUN":
        return ()
    doc = tok.doc
    for clause in (c for c in tok.children if c.dep_ == "relcl"):
        name = next((t for t in clause.subtree if t.dep_ == "appos" and doc[t.left_edge.i - 1].text == ","
                     and (t.right_edge.i + 1 >= tok.sent.end or doc[t.right_edge.i + 1].text in {",", ".", ";"})), None)
        if name is None:
            return ()
        eid = ents.entity_of(name)
        if eid is not None and ents.entities[eid].type == ORG and ents.mention_end(name.left_edge.i) == name.i + 1:
            return (eid,)
    return ()


def _infinitive_clause(verb: Token) -> bool:
    """"to file a case" hung as an adverbial clause ("pushed his ex-wife, B, to file a case")."""
    return verb.dep_ == "advcl" and verb.tag_ == "VB" and any(
        c.dep_ == "aux" and c.lower_ == "to" and c.i == verb.i - 1 for c in verb.children)


def _said_to_be(verb: Token) -> list[Token]:
    """"A became the first star to sue B": the subject of the noun an infinitive describes."""
    noun = verb.head
    if not (_infinitive_relative(verb) and noun.dep_ == "attr" and noun.tag_ == "NN"):
        return []
    return [c for c in noun.head.children if c.dep_ in _SUBJ] or [noun]


def _infinitive_relative(verb: Token) -> bool:
    """"the first star to sue B": an infinitive describing the noun before it."""
    return verb.dep_ in {"relcl", "acl"} and verb.tag_ == "VB" and any(
        c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


def _ranked(noun: Token) -> bool:
    """A noun given a rank ("the first actor", "the only star", "the youngest winner")."""
    return any(c.dep_ == "amod" and (c.lower_ in lexicon().ranking_words or c.tag_ == "JJS" or c.ent_type_ == "ORDINAL")
               for c in noun.children)


def coordination_root(tok: Token) -> Token:
    """"Lord Tavish and Ilse Marren, who married": the relative clause is about both."""
    while tok.dep_ == "conj" and tok.head.i != tok.i:
        tok = tok.head
    return tok


def definite(tok: Token) -> bool:
    """Whether ``tok`` has "the" as its determiner ("the lawsuit", "the daughter of X")."""
    return any(c.dep_ == "det" and c.lower_ == "the" for c in tok.children)


def prep_objects(prep: Token, skip: Collection[str] = ()) -> list[Token]:
    """The objects of a preposition and of the same preposition repeated after "and" ("against A
    and against B"), but none whose lemma is in ``skip`` ("against the advice of B"); a name the
    parser made the subject of a participle after it counts ("a suit against A filed by B")."""
    return [_past_a_quantity(p) for again in (prep, *(d for d in prep.conjuncts if d.lower_ == prep.lower_))
            for c in again.children
            for p in ([c] if c.dep_ == "pobj" else [s for s in c.children if s.dep_ == "nsubj"] if c.dep_ == "pcomp"
                      and c.tag_ == "VBN" and any(a.dep_ == "agent" for a in c.children) else [])
            if p.lemma_.lower() not in skip]


_QUANTITIES = frozenset({"several", "handful", "number", "some", "many", "most", "all", "dozens", "dozen", "scores",
                         "few", "each", "both", "any", "lot", "lots", "string", "slew", "raft"})


def _past_a_quantity(tok: Token) -> Token:
    """The works a quantity counts: "several of the show's episodes", "a handful of episodes of X",
    "two of her films" (the works or their parts counted; else ``tok`` itself: not "one of her
    companies")."""
    if tok.lower_ not in _QUANTITIES and not (tok.like_num and tok.pos_ == "NUM"):
        return tok
    lex = lexicon()
    counted = [p for c in tok.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children if p.dep_ == "pobj"
               and (p.lemma_.lower() in lex.work_nouns or p.lemma_.lower() in lex.work_part_nouns)]
    return counted[0] if counted else tok


def filed_after_against(suit: Token, filing: Collection[str]) -> list[Token]:
    """A filing participle the parser hung on the suit's "against" phrase rather than on the
    suit: "a lawsuit against A, filed by B" (on A), "a lawsuit against A filed by B" (A read
    as the participle's subject)."""
    out: list[Token] = []
    for prep in (c for c in suit.children if c.dep_ == "prep" and c.lower_ == "against"):
        for c in prep.children:
            if c.dep_ == "pcomp":
                out.append(c)
            elif c.dep_ == "pobj":
                out += [a for a in c.children if a.dep_ == "acl"]
    return [c for c in out if c.lemma_.lower() in filing and c.tag_ == "VBN"]


def conjuncts(tok: Token) -> list[Token]:
    """The names coordinated after ``tok`` ("A, B and C": B and C for A)."""
    return [c for c in tok.conjuncts if c.i > tok.i]


def ex_marked(cue: Token, modifiers: Collection[str]) -> bool:
    """Whether a relational noun is marked as past: "ex-wife", "ex - wife", "then-wife", or one of
    ``modifiers`` right before it ("former husband"). The one test for ex-/former; callers
    differ only in which words count (rules.json's ``former_modifiers`` also has "first")."""
    doc = cue.doc
    i = cue.i
    if cue.lower_.startswith("ex-") or (i >= 1 and doc[i - 1].lower_ in modifiers):
        return True
    return i >= 2 and doc[i - 1].text in {"-", "–"} and doc[i - 2].lower_ in {"ex", "then"}  # "then-husband"


__all__ = ["HEDGE_FACTOR", "MAX_LIST_TOKENS", "SlotReader", "Slots", "conjuncts", "coordination_root", "definite", "ex_marked",
           "named_after_misread_to", "names_a_kind", "nationality", "prep_objects"]


def nationality(tok: Token) -> bool:
    """A nationality, a country or an event describing the noun after it ("British screenwriter
    B", "the former Ireland rugby international B", "the Olympic diver C"), never a person."""
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return nxt is not None and nxt.is_lower and nxt.is_alpha and (
        tok.ent_type_ in {"NORP", "EVENT"} and nxt.pos_ in {"NOUN", "ADJ"} or tok.ent_type_ in {"GPE", "LOC"} and tok.ent_iob_ == "B"
        and nxt.ent_iob_ != "I" and (nxt.pos_ in {"NOUN", "ADJ"} or nxt.tag_ == "VBP"))  # ("rugby" read as a verb)


def named_after_misread_to(ents, to: Token) -> Token | None:
    """The name after "to" and a description the small model read as a verb ("his marriage to
    actress B": "to actress" an infinitive): B's first token, or None."""
    if to.lower_ != "to" or to.dep_ != "aux":
        return None
    doc, k = to.doc, to.i + 1
    while k < min(to.i + 5, to.sent.end) and doc[k].is_lower and doc[k].is_alpha:
        k += 1
    return doc[k] if k < to.sent.end and k > to.i + 1 and ents.entity_of(doc[k]) is not None else None


def names_a_kind(tok: Token) -> bool:
    """A one-word name the parser makes a modifier of the common noun after it ("the son of a
    Trastevere baker", "a Nollywood producer"): a kind of person, never the person."""
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return nxt is not None and tok.dep_ == "compound" and tok.head.i == nxt.i and nxt.is_lower and nxt.pos_ == "NOUN"


def parted_from_another(tails: list[Token], couple_nouns: frozenset[str], ties: frozenset[str] = frozenset()) -> bool:
    """One of a parting's other sides is someone a noun of its phrase says is no partner: the side
    itself a common noun ("split from her label, C"), or a noun before or in apposition to it that
    someone owns ("from B, her manager") or that is one of ``ties`` ("from the band X", "from
    bandmate B") — not a partner's ("from her husband B") nor a job ("from actor B", "B, a musician")."""
    def other(w: Token, own: bool) -> bool:
        return w.pos_ == "NOUN" and w.is_lower and w.lower_ not in couple_nouns and w.lemma_.lower() not in couple_nouns \
            and (own or w.lemma_.lower() in ties or w.lower_ in ties or any(c.dep_ == "poss" for c in w.children))
    return any(other(w, w is t) for t in tails
               for w in (*t.doc[t.left_edge.i:t.i + 1], *(a for a in t.children if a.dep_ == "appos")))


# the working ties a parting from someone may be (with a parting rule's unless_words): "split from her agent"
WORKING_TIES = frozenset({"manager", "agent", "publicist", "lawyer", "attorney", "firm", "studio", "company", "network",
                          "producer", "management", "agency", "label", "band", "group"})


def a_couple_parting(slots: "Slots", rule: dict, sent: Span, sides: list[Token], others: list[Token],
                     couple_nouns: frozenset[str]) -> bool:
    """A parting rule's reading tells of a couple: every side a person the article types as one (not
    a band NER took for a name), none of ``others`` described as someone else
    (:func:`parted_from_another`), and nothing in the sentence of a working pair (the rule's
    ``unless_words``: "the duo split, ending their musical partnership")."""
    unless = frozenset(rule.get("unless_words", ()))
    return not parted_from_another(others, couple_nouns, WORKING_TIES | unless) \
        and all(slots.ents.entities[i].type == PERSON for t in [*sides, *others] for i in slots.refs(t)) \
        and not any(t.lower_ in unless for t in sent)


def each_one(verb: Token) -> bool:
    """"A and B both married in 2010", "both had failed marriages": each did it, not with the
    other ("both" or "each" on the verb or on its subject, not inside a relative clause)."""
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    near = [*verb.children, *(t for s in subjects for x in (s, *s.conjuncts) for t in x.children)]
    return any(t.lower_ in {"both", "each"} and t.dep_ in {"advmod", "preconj", "det", "appos", "dep", "nsubj", "quantmod"}
               for t in near)


def _firm_after_comma(tok: Token, ents) -> tuple[int, ...]:
    """"against B and his label, C Music LLC": the firm a comma after a company noun names (a
    phrase on it between: "the studio behind the film, C"), when the parser hung the name
    elsewhere; the name must end the sentence's clause (a comma, a stop)."""
    if tok.lower_ not in lexicon().firm_kinds:
        return ()
    k = tok.right_edge.i + 1
    if k < tok.sent.end and tok.doc[k].pos_ == "ADP" and tok.doc[k].dep_ == "prep":
        k = tok.doc[k].right_edge.i + 1  # "the company behind the film, C", the phrase hung on the verb
    if k + 1 >= tok.sent.end or tok.doc[k].text != ",":
        return ()
    eid = ents.entity_of(tok.doc[k + 1])
    if eid is None or ents.entities[eid].type != ORG:
        return ()
    after = ents.mention_end(k + 1)
    return (eid,) if after >= tok.sent.end or tok.doc[after].text in {",", ".", ";"} else ()


def _named_after_comma(tok: Token, slots: "Slots") -> tuple[int, ...]:
    """"his former bandmates, (brothers) A and B": the people a comma after a group noun
    names, when the parser did not make them its apposition."""
    k = tok.right_edge.i + 1
    if k >= tok.sent.end or tok.doc[k].text != ",":
        return ()
    people = [i for i in names_right_after(tok.doc[k], slots) if slots.ents.entities[i].type == PERSON]
    return tuple(dict.fromkeys(people)) if len(people) >= 2 else ()


def semicolon_list(ents, start: int) -> tuple[int, ...]:
    """The items of a list parted by semicolons and closed by "; and" that runs from ``start``
    to the sentence's end ("by A, 29, a cook who ...; B; C, a caterer; and D", "suing A; B, a
    producer; and C"); none without such a list."""
    doc, end = ents.doc, ents.doc[start].sent.end
    if not _semicolon_list_at(doc, start, end):
        return ()
    return listed_members(ents, start, clean_items_end(ents, start, end), semicolons=True)


def _semicolon_list_at(doc, start: int, end: int) -> bool:
    """[start, end) holds a list parted by semicolons: "; and" closes it and no finite verb of
    its own stands in it ("...; B, her agent, filed the papers; and C declined": clauses)."""
    end = min(end, len(doc))
    if not any(doc[i].text == ";" and doc[i + 1].lower_ == "and" for i in range(start, end - 1)):
        return False
    described = {t.i for v in doc[start:end] if v.dep_ in {"relcl", "acl"} for t in v.subtree}
    return not any(t.tag_ in {"VBD", "VBZ", "VBP", "MD"} and t.i not in described for t in doc[start:end])


def _counted(tok: Token) -> bool:
    """A plural noun a number counts: "two fans", "three former employees"."""
    return tok.tag_ == "NNS" and any(c.dep_ == "nummod" and c.like_num for c in tok.children)


def _counted_unnamed(slots: Slots, tok: Token) -> bool:
    """A counted group of people its own phrase names no one of ("four members of X", "the three
    women"; not "two fans, A and B", nor "the two dogs")."""
    ents = slots.ents
    return group_count(tok) is not None and _people_noun(tok) and ents.entity_of(tok) is None \
        and not slots.members_listed(tok) and not adjacent_names(tok, ents) and not any(
            c.dep_ == "appos" and ents.entities[i].type == PERSON for c in tok.children for i in ents.resolve(c))


def _people_noun(tok: Token) -> bool:
    """A plural noun for people: a job ("singers"), a member or a kin word, or one of the
    lexicon's words for people ("women", "defendants")."""
    lex, low = lexicon(), tok.lower_
    return occupation(low) or tok.lemma_.lower() in lex.person_nouns or low in lex.people_words \
        or low in lex.child_nouns or low in lex.sibling_nouns or low in lex.family_nouns


def group_count(tok: Token) -> int | None:
    """How many a counted plural names: "four members", "all three women", "the 2 defendants"
    (not "Series 3", "Season 2": no plural)."""
    if _counted_of(tok) is not None:  # "two of its executives"
        return _number(tok.lower_)
    if tok.tag_ not in {"NNS", "NNPS"}:
        return None
    return next((_number(c.lower_) for c in tok.children if c.dep_ == "nummod"), None)


def _number(low: str) -> int | None:
    """The count a number word or a figure gives ("three", "3"), a small group's (2 to 19)."""
    values = lexicon().count_words
    return values[low] if low in values else int(low) if low.isdigit() and 1 < int(low) < 20 else None


def counted_named_later(slots: "Slots", tok: Token, exclude: Collection[int] = ()) -> tuple[int, ...]:
    """The people a counted group with no names of its own is named by later: the first list of
    two or more people after it, in its sentence or the next two, when that list names exactly as
    many ("Four members of the band X sued B. The four, C, D, E and F, say ...": C to F; "the three
    children of the late A ... B, C and D are his children"); a run of bulleted lines after a colon
    is one list ("The defendants are:" and a line for each). A list of another length, or one
    naming someone ``exclude`` holds (the other side), names no one."""
    n = group_count(tok)
    if n is None:
        return ()
    doc = tok.doc
    sent, k = tok.sent, tok.right_edge.i + 1
    for _ in range(3):
        if sent.text.rstrip().endswith(":") and sent.end < len(doc) and _bulleted(doc[sent.end].sent):
            bullets = []
            while sent.end < len(doc) and _bulleted(line := doc[sent.end].sent):
                bullets.append(line)
                sent = line
            if len(bullets) != n:
                return ()
            ids = [i for line in bullets for i in _first_person(slots.ents, line)]
            return tuple(ids) if len(ids) == n and not set(ids) & set(exclude) else ()
        lists = _lists_of_people(slots, sent, k, sent.end)
        if lists:  # the first list decides (one name alone is no list)
            return _as_counted(slots, lists[0], n, exclude)
        if sent.end >= len(doc):
            break
        sent = doc[sent.end].sent
        k = sent.start
    return ()


def counted_named_before(slots: "Slots", tok: Token, exclude: Collection[int] = ()) -> tuple[int, ...]:
    """The people a definite counted group stands for: the last list of two or more people
    before it, in its sentence or the two before, when that list names exactly as many ("A, B, C
    and D walked out of the tour. The four women found fame on X"); else no one."""
    if tok.tag_ not in {"NNS", "NNPS"} or not any(c.dep_ == "det" and c.lower_ in {"the", "these", "all"} for c in tok.children) \
            or not _counted_unnamed(slots, tok):
        return ()  # (not "the four women, A, B, C and D": named here)
    n = group_count(tok)
    doc = tok.doc
    sent, end = tok.sent, tok.left_edge.i
    for _ in range(3):
        lists = _lists_of_people(slots, sent, sent.start, end)
        if lists:
            return _as_counted(slots, lists[-1], n, exclude)
        if sent.start == 0:
            break
        sent = doc[sent.start - 1].sent
        end = sent.end
    return ()


def _as_counted(slots: "Slots", ids: tuple[int, ...], n: int | None, exclude: Collection[int]) -> tuple[int, ...]:
    """A list's people when it names ``n`` of them and no one ``exclude`` holds; a name NER
    called a firm in it becomes a person's only then; else no one."""
    if len(ids) != n or set(ids) & set(exclude):
        return ()
    people = slots.as_people(ids, listed=True)
    return tuple(people) if len(people) == n else ()


def _lists_of_people(slots: "Slots", sent: Span, k: int, end: int) -> list[tuple[int, ...]]:
    """The lists of two or more names (people, or names NER called firms) between ``k`` and
    ``end`` in ``sent``, in order. A list ends at the sentence's main verb ("A, B and C are his
    children with D": not D)."""
    ents, doc, out = slots.ents, slots.doc, []
    root = sent.root
    while k < end:
        eid = ents.entity_of(doc[k])
        if eid is None or ents.entities[eid].type not in {PERSON, ORG}:
            k += 1
            continue
        stop = min(end, root.i, *(c.i for c in root.children if c.dep_ in {"aux", "auxpass"} and c.i > k)) \
            if root.i > k else end
        ids = listed_members(ents, k, stop)
        if len(ids) > 1:
            out.append(ids)
            k = stop  # (one list up to the main verb)
            continue
        k = max(ents.mention_end(k), k + 1)
    return out


def _bulleted(sent: Span) -> bool:
    """A line of a list: one a list mark opens ("- A, 24", "• B", "1. C"), or a short line of its
    own (the reader drops the marks of a list it reads: "A, 24" then a line break)."""
    return bool(_LIST_MARK.match(sent.text.lstrip())) or "\n" in sent.text and "\n" not in sent.text.strip() and len(sent) <= 12


_LIST_MARK = re.compile(r"[-•*–—]|\d+[.)](?:\s|$)")  # "- ", "• ", "1. ", "2) "


def _first_person(ents, line: Span) -> list[int]:
    """The person a bulleted line names first; a name opening the line that NER missed, read as
    a name ("- Jade Okoro, 24")."""
    named = [e for t in line for e in [ents.entity_of(t)] if e is not None and ents.entities[e].type == PERSON][:1]
    if named:
        return named
    k = next((t.i for t in line if t.is_alpha), None)
    m = slot_mention(ents.doc, k) if k is not None else None
    if m is None or m.start != k or m.type != PERSON or not looks_like_person_name(ents.doc[m.start:m.end].text) \
            or m.end < line.end and ents.doc[m.end].text not in {",", "(", "\n", "–", "-", ":"} and not ents.doc[m.end].is_space:
        return []
    return [ents.add_mention(m)]


def listed_members(ents, k: int, end: int, semicolons: bool = False) -> tuple[int, ...]:
    """The members a list names from token ``k`` to ``end``, read in token order: each stretch
    between commas and "and" names at most one member, its first person, or an organisation
    that ends the stretch after lower-case words at most ("the publisher C"); a stretch with
    neither describes the member before it ("A, her former manager, her brother B and C Ltd").
    A possessor is no member ("A's label, C": C); a verb ends the list; a relative clause is
    passed over ("A, who performs as X, and B"). With ``semicolons`` (a list after a colon), or
    when a semicolon and "and" close the list ("A, 29, a cook; B; and C"), a semicolon parts the
    items as a comma does; else it ends the list ("A and B; C was not sued")."""
    doc = ents.doc
    semicolons = semicolons or _semicolon_list_at(doc, k, end)
    parting = {",", "and", "&", ";"} if semicolons else {",", "and", "&"}
    out: list[int] = []
    stretch: list[tuple[int, int]] = []  # (entity id, first token) of the current stretch's names, in order
    start = k
    while k <= end:
        t = doc[k] if k < end else None
        if t is not None and t.pos_ == "VERB" and t.dep_ == "relcl" and t.right_edge.i >= k:
            k = t.right_edge.i + 1  # "A, who performs as X, and B": the clause describes A
            continue
        clause = _relative_clause_of(t) if t is not None else None
        if clause is not None:
            k = max(k + 1, clause.right_edge.i + 1)  # "A, who is married to B,", "A, whose wife B runs C": about A
            continue
        if t is None or t.lower_ in {",", "and", "&", ";", ".", "not"} or (
                t.pos_ == "VERB" and t.dep_ not in {"amod", "compound"} and not (k == start and role_participle(t))):
            member = next((e for e, _ in stretch if ents.entities[e].type == PERSON), None)
            if member is None and len(stretch) == 1 and ents.entities[stretch[0][0]].type in {ORG, GROUP} \
                    and ents.mention_end(stretch[0][1]) == k and all(w.is_lower for w in doc[start:stretch[0][1]]) \
                    and doc[stretch[0][1] - 1].pos_ != "ADP":  # (not "a caterer from Brisbane": where she is from)
                member = stretch[0][0]  # an organisation ending the stretch: "Orbit Songs", "the publisher Orbit Songs"
            if member is not None and member not in out:
                out.append(member)
            if t is None or t.lower_ not in parting or t.pos_ == "VERB":
                break  # (", not C": C is set apart)
            stretch, k = [], k + 1
            start = k
            continue
        eid = ents.entity_of(t)
        if eid is not None:
            after = max(ents.mention_end(k), k + 1)
            if not (after < end and doc[after].text in {"'s", "’s", "'", "’"}):  # (not "A's label")
                stretch.append((eid, k))
            k = after
            continue
        k += 1
    return tuple(out)


_RELATIVE_WORDS = frozenset({"who", "whom", "whose", "which", "where"})


def _relative_clause_of(t: Token) -> Token | None:
    """The relative clause a relative word opens ("who", "whose wife", "which"), if the parser made one."""
    if t.lower_ not in _RELATIVE_WORDS:
        return None
    return next((a for a in [t.head, t.head.head, t.head.head.head] if a.dep_ == "relcl" and a.i > t.i), None)


def _lost_object_list(tok: Token, ents) -> bool:
    """An object name followed by a comma and another name the parser hung elsewhere (on the verb)."""
    if tok.dep_ not in {"dobj", "attr", "pobj"} or ents.entity_of(tok) is None:
        return False
    k = ents.mention_end(tok.i)
    if k + 1 >= tok.sent.end or tok.doc[k].text != ",":
        return False
    nxt = tok.doc[k + 1]
    while nxt.dep_ in {"compound", "flat"} and nxt.head.i != nxt.i:
        nxt = nxt.head
    return ents.entity_of(nxt) is not None and nxt.dep_ not in {"nsubj", "nsubjpass"} and (
        nxt.head.i == tok.head.i and nxt.dep_ != "appos" or tok.dep_ == "pobj" and nxt.head.i == tok.head.head.i != tok.head.i)
    # (hung on the same verb, or on the noun the object's preposition hangs on: "a suit against A, production company B
    # and ..." with B read as the suit's apposition; not the subject of a clause of its own: "married A, B and C reported")


def names_listed_after(ents, tok: Token) -> list[int]:
    """The names listed after the one at ``tok`` in token order, when the parser lost the
    list ("suing A, B and C" read as A with an apposition): ", B and C" closed by "and",
    each item one whole name, a role's words before it at most (", production company B and
    executive producer C"); nothing for an apposition ("A, B,") or a possessive."""
    doc = tok.doc
    if ents.entity_of(tok) is None:
        return []
    k = ents.mention_end(tok.i)
    end = tok.sent.end
    out: list[int] = []
    if k < end and doc[k].lower_ == "and" and (item := _past_role_words(doc, k + 1, end)) > k + 1 and item < end:
        eid = ents.entity_of(doc[item])  # "against singer A and guitarist B": a role the tagger took for a verb
        stop = ents.mention_end(item) if eid is not None else item
        return [eid] if eid is not None and ents.entities[eid].type in {PERSON, ORG} and not opens_clause(doc, item, stop) \
            and not (stop < end and doc[stop].text in {"'s", "’s"}) else []
    while k < end and doc[k].text == ",":
        k += 1
        closing = 3 if doc[k:k + 3].text.lower() == "as well as" else int(k < end and doc[k].lower_ == "and")
        item = k + closing
        k = _past_role_words(doc, item, end)  # ", and B", ", as well as B"
        eid = ents.entity_of(doc[k]) if k < end else None
        if eid is None or ents.entities[eid].type not in {PERSON, ORG}:
            return []
        k = ents.mention_end(k)
        if k < end and doc[k].text in {"'s", "’s"}:
            return []
        if closing and opens_clause(doc, item, k):
            return out  # ", and producer B said ...", ", and actress and singer B joined the suit": a new clause
        out.append(eid)
        if closing:
            return out
        if k < end and doc[k].lower_ == "and":  # "A, B and C"
            k = _past_role_words(doc, k + 1, end)
            eid = ents.entity_of(doc[k]) if k < end else None
            if eid is None or ents.entities[eid].type not in {PERSON, ORG}:
                return []
            k = ents.mention_end(k)
            if k < end and doc[k].text in {"'s", "’s"}:
                return out  # "A, B and writer C's company": not C
            out.append(eid)
            if doc[k:k + 4].text.lower() != ", as well as":
                return out  # (else "A, B and C, as well as D")
    return []


def described_party_list(ents, tok: Token) -> tuple[int, ...]:
    """The parties a list names from the name at ``tok`` when descriptions stand between its
    items ("against A, his Harley Street clinic, the B Institute, and the clinic's co-director,
    C, who ..."), read stretch by stretch (:func:`listed_members`) up to the end of the clause:
    the sentence's end, or a comma and "and" before a clause of its own ("..., and D said"),
    or a preposition after the last item ("... and E over the photographs"). Nothing unless a
    comma follows the name and an "and" closes the list."""
    doc = tok.doc
    if ents.entity_of(tok) is None:
        return ()
    after = ents.mention_end(tok.i)
    end = tok.sent.end
    if after >= end or doc[after].text != ",":
        return ()
    verb = next((v.i for v in doc[after:end] if v.pos_ in {"VERB", "AUX"} and v.dep_ not in {"amod", "relcl", "acl", "aux", "auxpass"}
                 and v.head.dep_ != "relcl"), end)
    if verb < end:  # "..., and D said": the list ends at the comma before the clause
        end = max((k for k in range(after, verb - 1) if doc[k].text == "," and doc[k + 1].lower_ in {"and", "but"}), default=end)
    end = clean_items_end(ents, after, end)
    last_and = max((k for k in range(after, end) if doc[k].lower_ in {"and", "&"}), default=None)
    if last_and is None:
        return ()
    end = next((k for k in range(last_and + 1, end) if doc[k].pos_ == "ADP" and ents.entity_of(doc[k - 1]) is not None), end)
    return tuple(i for i in listed_members(ents, tok.i, end) if i == ents.entity_of(tok) or _an_item(ents, i, tok.i, end))


def firm_before_its_kind(ents, noun: Token) -> list[int]:
    """The firm named before the words for its kind: "against the Velvet Hall comedy club chain",
    "sued the Copper Lane record label" (a firm's name among a common noun's compounds)."""
    if not noun.is_lower or noun.pos_ != "NOUN" or noun.lemma_.lower() not in lexicon().firm_kinds:
        return []  # (not "the Copper Records boss", "two Netflix employees": people of the firm)
    named = [e for c in noun.children if c.dep_ == "compound" for t in c.subtree
             for e in [ents.token_entity.get(t.i)] if e is not None and ents.entities[e].type == ORG]
    return list(dict.fromkeys(named))[:1]


def named_after_description(ents, noun: Token, suits: dict) -> tuple[int, ...]:
    """The name that closes a definite description of a party, which the parser hung on a noun
    inside the description: "the producers of his former sitcom, B Pictures", "the company that
    manages her catalog, C Publishing", "the studio behind the film X, D Pictures". The name is
    a firm's (a person's after a person noun), the inner noun a common noun or a title of
    another kind, never a firm's noun itself ("the owner of her label, E Records": the label's
    name) nor a name ("the widow of F, G"). ``suits``: the ``lawsuit_frames`` rule, for its
    company nouns and firm-or-person nouns."""
    company_nouns = frozenset(suits.get("company_nouns", ()))
    either = frozenset(suits.get("firm_or_person_nouns", ()))
    if noun.pos_ != "NOUN" or ents.entity_of(noun) is not None or not (
            noun.left_edge.lower_ == "the" or any(c.dep_ == "poss" for c in noun.children)):
        return ()
    span = set(t.i for t in noun.subtree)
    after = noun.right_edge.i + 1
    if after < len(noun.doc) and noun.doc[after].dep_ == "prep" and noun.doc[after].head.i == noun.head.i:
        span |= {t.i for t in noun.doc[after].subtree}  # "the studio behind ...", the preposition hung on the verb
    low = noun.lemma_.lower()
    wanted = {PERSON, ORG} if low in either else {PERSON} if occupation(low) and low not in company_nouns else {ORG}
    for t in sorted((noun.doc[i] for i in span if noun.doc[i].dep_ == "appos" and noun.doc[i].head.i in span
                     and noun.doc[i].head.i > noun.i), key=lambda t: -t.i):
        e, inner = ents.entity_of(t), t.head
        if e is None or ents.entities[e].type not in wanted or inner.lemma_.lower() in company_nouns:
            continue
        if inner.i != noun.i and _a_person_noun(inner):
            return ()  # "the lawyer who represented his ex-wife, B": the wife is B
        if (o := ents.entity_of(inner)) is not None and ents.entities[o].type == PERSON:
            return ()  # "the widow of F, G": whose apposition, two names do not say (a firm's or a title's owner they do)
        return (e,) if t.right_edge.i == max(span) else ()
    return ()


def _a_person_noun(tok: Token) -> bool:
    """A noun for a person: a trade ("lawyer") or a relative ("wife", "mother")."""
    lex, low = lexicon(), tok.lemma_.lower()
    return occupation(low) or low in lex.male_cues or low in lex.female_cues or low in lex.child_nouns


def clean_items_end(ents, k: int, end: int) -> int:
    """Where a list of parties read from ``k`` stops: at the first item that names someone after
    a preposition, a verb or a conjunction of its own ("the developer of a villa in Portugal",
    "casting doubt on B", "while her sister C watched", "the studio behind X and Y"); a relative
    clause is passed over, a description that names nobody is no end ("the studio behind the film")."""
    doc = ents.doc
    start, dirty = k, False
    while k < end:
        t = doc[k]
        clause = _relative_clause_of(t)
        if clause is not None:
            k = max(k + 1, clause.right_edge.i + 1)
            continue
        if t.text in {",", ";"} or t.lower_ in {"and", "&"}:
            start, dirty = k + 1, False
        elif t.pos_ in {"ADP", "SCONJ"} or t.pos_ == "VERB" and t.dep_ not in {"amod", "compound"} and not role_participle(t) \
                or t.lower_ in _RELATIVE_WORDS:
            dirty = True  # (a relative word whose clause the parser lost: "A, whose wife B runs C")
        elif dirty and ents.entity_of(t) is not None and t.ent_type_ not in {"GPE", "LOC", "FAC"}:
            return start  # (a place is a description's: "a caterer from Brisbane")
        k += 1
    return end


def _an_item(ents, eid: int, start: int, end: int) -> bool:
    """The first mention of ``eid`` in [start, end) is an item of a list, not a word of a
    description: no verb after it ("the label B co-founded", ", and B said")."""
    doc = ents.doc
    k = next((k for k in range(start, end) if ents.entity_of(doc[k]) == eid), start)
    stop = ents.mention_end(k)
    return not (stop < end and doc[stop].pos_ in {"VERB", "AUX"})


def _past_role_words(doc, k: int, end: int) -> int:
    """Past a possessive and up to three lower-case nouns and adjectives naming a list item's role
    ("production company", "executive producer", "its publisher"), two roles joined by "and"
    ("producer and director", "series creator and showrunner"), to its name."""
    j = k + (k < end and doc[k].lower_ in {"its", "his", "her", "their"})  # ", its publisher B"
    words, joined = 0, False
    while j < end and words < 3:
        if _role_word(doc[j]):
            j, words = j + 1, words + 1
        elif doc[j].lower_ == "and" and words and not joined and j + 1 < end and _role_word(doc[j + 1]):
            j, words, joined = j + 1, 0, True
        elif doc[j].lower_ == "and" and words and not joined and j + 2 < end and doc[j + 1].is_lower \
                and doc[j + 1].is_alpha and doc[j + 2].pos_ == "PROPN":
            j, joined = j + 2, True  # a second role the tagger took for a verb: "creator and showrunner B"
        else:
            break
    return j if j < end and doc[j].pos_ == "PROPN" else k


def _role_word(t: Token) -> bool:
    """A lower-case word of a role ("executive", "producer"; a rare job noun the tagger took for a
    verb is still a compound: "showrunner"; a participle before the noun it qualifies: "rigging
    contractor", "managing director")."""
    return t.is_lower and t.is_alpha and (t.pos_ in {"NOUN", "ADJ"} or t.dep_ == "compound" or role_participle(t)
                                          or t.lower_ in lexicon().occupations)  # ("guitarist" tagged a verb)


def role_participle(t: Token) -> bool:
    """A participle (lexicon ``role_participles``) right before a noun, naming a kind of job or
    firm with it ("rigging contractor", "managing director", "casting agency"): a modifier, no
    verb of its own (not "leaving producer B out")."""
    return t.lower_ in lexicon().role_participles and t.i + 1 < len(t.doc) and t.nbor(1).pos_ == "NOUN" and t.nbor(1).is_lower


def speaks(doc: Doc, start: int, stop: int) -> bool:
    """The name at [start, stop) is the subject of the verb right after it ("B said", "B told
    Variety", "B will direct"): a new clause, no list."""
    return stop < len(doc) and doc[stop].pos_ in {"VERB", "AUX"} and opens_clause(doc, start, stop)


def reports(cue: Token, start: int, stop: int) -> bool:
    """The name at [start, stop) is the subject of a verb after it whose reported clause holds
    ``cue`` ("they adopted a baby girl, B announced": B speaks of the girl and is not named by
    her; not "his son, B took over", where the comma before the verb was left out)."""
    doc = cue.doc
    subject = next((t for t in doc[start:stop] if t.dep_ == "nsubj" and t.head.i >= stop and t.head.pos_ == "VERB"), None)
    if subject is None:
        return False
    t = cue
    while t.head.i != t.i and t.head.i != subject.head.i:
        t = t.head
    return t.head.i == subject.head.i and t.dep_ in {"ccomp", "parataxis"}


_CLAUSE_OPENERS = frozenset({"and", "or", "but", "who", "whom", "which", "that", "while", "as", "when"})


def names_right_after(tok: Token, slots: "Slots") -> list[int]:
    """The people and companies named right after ``tok``: "B", "B and C", "B, C and D"; a
    description may come first ("agents B and C", "two agents, B and C")."""
    doc, ents = tok.doc, slots.ents
    j = tok.i + 1
    while j < min(tok.i + 5, tok.sent.end) and ents.entity_of(doc[j]) is None and (
            doc[j].is_lower and doc[j].is_alpha and doc[j].lower_ not in _CLAUSE_OPENERS and doc[j].tag_ not in {"VBD", "MD"}
            or doc[j].like_num or doc[j].text == ","):
        j += 1  # "names [two] [agents] [,] B and C" (not past "and", "who" or a verb: "..., and B will direct")
    first = ents.entity_of(doc[j]) if j < tok.sent.end else None
    if first is None or ents.entities[first].type not in {PERSON, ORG} or speaks(doc, j, ents.mention_end(j)):
        return []  # (nor a speaker: "two fans, B said")
    names = [first, *names_listed_after(ents, doc[j])]
    k = ents.mention_end(j)
    if len(names) == 1 and k + 1 < tok.sent.end and doc[k].lower_ == "and":  # "names B and C", "B and the streamer C"
        m = k + 1
        while m < min(k + 5, tok.sent.end - 1) and ents.entity_of(doc[m]) is None and doc[m].is_lower and doc[m].is_alpha \
                and doc[m].lower_ not in _CLAUSE_OPENERS and doc[m].pos_ in {"DET", "NOUN", "ADJ"}:
            m += 1
        names += [e for e in [ents.entity_of(doc[m])] if e is not None and ents.entities[e].type in {PERSON, ORG}]
        if len(names) == 2:
            names += names_listed_after(ents, doc[m])  # "B and C, as well as D"
    return names


def estate_of(slots: "Slots", tok: Token) -> int | None:
    """The estate a person left, as a party of its own, named as the article writes it:
    "the estate of Leo Marsh", "Leo Marsh's estate" (not Leo Marsh, who is dead)."""
    if tok.lower_ not in _ESTATE_NOUNS or tok.pos_ not in {"NOUN", "PROPN"}:  # ("the Estate of A")
        return None
    if (eid := slots.ents.entity_of(tok)) is not None and fold(slots.ents.entities[eid].name) not in _ESTATE_NOUNS:
        return eid  # ("the Estate of A": NER's "Estate" alone is no one's)
    owner = next((c for c in tok.children if c.dep_ == "poss"), None)
    if owner is None:
        owner = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"
                      for p in c.children if p.dep_ == "pobj"), None)
    if owner is None:  # "the Dunleavy estate": a family's name before it
        family = [c for c in tok.children if c.dep_ == "compound" and c.pos_ == "PROPN" and c.i == tok.i - 1]
        named = slots.ents.entity_of(family[0]) if family else None
        if family and (named is None or slots.ents.entities[named].type != WORK):
            start = family[0].left_edge.i
            name = f"{slots.doc[start:tok.i].text} {tok.lower_}"
            return slots.ents.add_entity(name, ORG, start, tok.i + 1)
        return None
    people = [i for i in slots.refs(owner) if slots.ents.entities[i].type == PERSON]
    if not people and owner.pos_ == "NOUN" and owner.i + 1 < len(slots.doc):
        named = slots.ents.entity_of(slots.doc[owner.i + 1])  # "the estate of the late crooner Rudy Castel"
        people = [named] if named is not None and slots.ents.entities[named].type == PERSON else []
    if len(people) != 1:
        return None  # "their estates": whose, one name does not say
    person = slots.ents.entities[people[0]].name
    name, other = (f"{person}'s {tok.lower_}", f"{tok.lower_} of {person}")
    if owner.i > tok.i:  # "the estate of her late husband, Leo Marsh"; "his estate" is "Leo Marsh's estate"
        name, other = other, name
    eid = slots.ents.add_entity(name, ORG, tok.i, tok.i + 1)
    slots.ents.entities[eid].aliases.add(other)
    return eid


def _name_word(tok: Token) -> bool:
    """A word of a name before its head: a proper noun, or a capitalised noun that is no
    description ("Tunde" tagged a noun; not "Actress", "Reality")."""
    low, lex = tok.lower_, lexicon()
    return tok.pos_ == "PROPN" or (tok.pos_ == "NOUN" and tok.text[:1].isupper() and tok.is_alpha
                                   and low not in lex.occupations and low not in lex.name_modifiers)


def _name_set_off(verb: Token, ents) -> Token | None:
    """A person's name opening the sentence, set off by a comma before an aside, that the parser
    hung on a subjectless verb as a modifier ("Quill, for her part, has been dating B")."""
    first = verb.sent[0]
    name = next((c for c in verb.children if c.i < verb.i and c.dep_ in {"advmod", "npadvmod", "dep", "nmod", "intj"}
                 and c.left_edge.i == first.i), None)
    if name is None or name.i + 1 >= len(verb.doc) or verb.doc[name.i + 1].text != ",":
        return None
    eid = ents.entity_of(name)
    return name if eid is not None and ents.entities[eid].type == PERSON else None


def _not_the_added(slots: Slots, suit: Token, filers: list[int]) -> list[int]:
    """Filers of ``suit`` other than whom the clause adds to it: "A added B as a defendant in
    his suit" is A's suit, whoever "his" was read as."""
    added = _added_as_party(suit)
    if not added:
        return filers
    barred = {i for t in added for i in slots.refs(t)}
    return [i for i in filers if i not in barred] or [
        i for s in slots.subjects(added[0].head)[0] for i in slots.refs(s) if i not in barred]


def _added_as_party(suit: Token) -> list[Token]:
    """Whom a clause adds or names as a party in the suit ``suit``: B in "A added B as a
    defendant in his suit against C"."""
    role = suit.head.head if suit.dep_ == "pobj" and suit.head.lower_ == "in" else None
    if role is None or role.dep_ != "pobj" or role.head.lower_ != "as" or role.head.head.pos_ != "VERB":
        return []
    return [c for c in role.head.head.children if c.dep_ == "dobj"]


def _is_group_noun(noun_cues, tok: Token) -> bool:
    """A plural common noun that is no relative ("prosecutors", not "her daughters"), or a number
    of one ("two of its executives")."""
    plural = _counted_of(tok) or tok
    return plural.pos_ == "NOUN" and plural.tag_ == "NNS" and plural.lemma_.lower() not in noun_cues


def _counted_of(tok: Token) -> Token | None:
    """The plural a number picks from ("two of its executives", "three of her bandmates"): the
    noun after "of", or None."""
    if not (tok.like_num or tok.lower_ in lexicon().count_words) or tok.pos_ not in {"NUM", "NOUN"}:
        return None
    return next((p for c in tok.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children
                 if p.dep_ == "pobj" and p.tag_ == "NNS"), None)


def _with_described_first(ents, subjects: list[Token]) -> list[Token]:
    """A pair each introduced by an occupation, which the parser reads as one noun phrase
    ("[Actress A and musician B] have married": B's nmod holds A): both names."""
    out = list(subjects)
    for s in subjects:
        doc = s.doc
        for k in range(s.left_edge.i + 1, s.i - 1):
            if doc[k].lower_ == "and" and doc[k + 1].is_lower and occupation(doc[k + 1].lower_) \
                    and (first := ents.entity_of(doc[k - 1])) is not None and ents.entities[first].type == PERSON \
                    and first != ents.entity_of(s) and doc[k - 1] not in out:
                out.insert(out.index(s), doc[k - 1])
    return out


def _without_split_of(subjects: list[Token]) -> list[Token]:
    """Subjects without a name the parser split off the one before it: "[Fans of pop star]
    [Jade Horn] have filed" is one subject, the fans; Jade Horn is whose fans they are."""
    if len(subjects) < 2:
        return subjects
    return [s for s in subjects if not any(
        o.i < s.i and o.right_edge.i + 1 == s.left_edge.i and o.right_edge.i != o.i and o.right_edge.is_lower
        and (o.right_edge.pos_ == "NOUN" and any(c.dep_ == "prep" and c.lower_ == "of" for c in o.children)
             or _dangling_preposition(o.right_edge, o))
        for o in subjects)]  # a description runs straight into the name ("star Jade Horn"), no comma or quote


def _dangling_preposition(tok: Token, noun: Token) -> bool:
    """"[A former cook for] [actress Mara Quill] has sued": a preposition on the subject noun left
    with no object, the name after it parsed as a second subject."""
    return tok.dep_ == "prep" and tok.head.i == noun.i and tok.lower_ in {"of", "for", "to", "at", "with"} \
        and not any(c.dep_ == "pobj" for c in tok.children)


def _described_member(pronoun: Token, head: Token) -> Token | None:
    """The list member a relative clause describes when the parser hung it on the list's first
    name: the clause follows a description in apposition to a later member ("A, 63; and B, 29,
    a nurse from Cork whose sister ...": B), not the list itself ("A and B, who married ...")."""
    if pronoun.lower_ not in {"who", "whom", "whose"} or not any(c.dep_ == "conj" for c in head.children):
        return None
    k = pronoun.i - 1 - (pronoun.i > 0 and pronoun.doc[pronoun.i - 1].text == ",")
    if k <= head.i:
        return None
    named = described_by_phrase_before(pronoun)
    return named if named is not None and named.i != head.i and named.dep_ == "conj" else None


def described_by_phrase_before(pronoun: Token) -> Token | None:
    """The name a description right before ``pronoun`` is in apposition to ("B, 29, a nurse from
    Cork whose ...": B), or None."""
    k = pronoun.i - 1 - (pronoun.i > 0 and pronoun.doc[pronoun.i - 1].text == ",")
    if k < 0:
        return None
    t = pronoun.doc[k]
    for _ in range(6):  # up from "Cork" through "from" to "nurse", in apposition to B
        if t.dep_ == "appos":
            return t.head
        if t.dep_ not in {"pobj", "prep", "compound", "amod", "nmod"} or t.head.i == t.i:
            return None
        t = t.head
    return None


def _named_as_screen_work(reader, work: int) -> bool:
    """A screen noun stands right before a mention of ``work`` ("the drama X", "the film "X"")."""
    doc, ents = reader.doc, reader.ents
    screen = reader.lex.screen_nouns
    return any(eid == work and (k == 0 or ents.token_entity.get(k - 1) != work)
               and any(doc[j].lower_ in screen for j in range(max(k - 3, doc[k].sent.start), k))
               for k, eid in ents.token_entity.items())
