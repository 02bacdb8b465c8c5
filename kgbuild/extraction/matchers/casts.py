"""Casts of the article's work: roles that name no title in a story about one work.

A story about a show or film names it in its lead and then speaks of its cast without repeating
the title: "A and B are returning for the new season", "newcomer C joins the cast", "D will
appear as a friend", "E plays her partner", "a detective played by F", "G and H round out the
cast". A role verb whose clause names no other work but points at one (a definite work, part or
cast noun: "the new season", "the cast"; "as" and a part; a character as object; "takes on the
role of") gives an appearance in the work named last in that sentence or the one before, else in
the work the article is about (:meth:`ArticleEntities.article_work`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from spacy.tokens import Span, Token

from ...names import fold
from ..coref import story_work_at
from ..entities import CAST_NOUNS
from ..lexicon import lexicon
from ..mentions import CREW_VERBS, MODERN_YEAR, ORG, PERSON, WORK, first_line_end
from ..rules import Found
from ..scan import cue_tokens, lemmas, lowers
from ..titles import acts_as_verb, credit_tokens, role_slots, screen_story
from .appearances import HOSTED_OCCASIONS, alongside, an_occasion, costars, with_parts
from .base import Matcher, acts_in_its_clause, in_person_descriptions, titles_a_relative
from .roles import RoleMatcher

_JUDGING = frozenset({"judging", "judges", "judges'", "celebrity", "expert"})  # "the judging panel"
# who may join a cast by a noun: "joined by newcomers A and B", "by fellow stars C and D"
_ARRIVALS = frozenset({"newcomer", "star", "co-star", "actor", "actress", "comedian", "fellow", "regular", "favourite",
                       "favorite", "veteran", "alum", "alumnus", "alumna", "singer", "rapper", "presenter", "host"})
_NUMBERED = frozenset({"season", "series", "episode", "part", "chapter", "volume"})  # "season two", "series 3"
_DETERMINERS = frozenset({"the", "this", "its", "their", "his", "her", "next", "new", "upcoming", "latest"})


class CastMatcher(Matcher):
    """The ``work.article_role`` rule of ``rules.json`` ``work_rules``."""

    def __init__(self, *args, roles: RoleMatcher, **kwargs):
        super().__init__(*args, **kwargs)
        self.roles = roles
        self.rule = self.rules.work_rules.get("work.article_role")
        self._titled = {s.trigger for s in role_slots(self.doc)} if self.rule else set()
        self._credits = credit_tokens(self.doc) if self.rule else frozenset()  # "A, best known for X,": A's credit
        rule = self.rule or {}
        # the lemmas a contest's cast can hang on, and the nouns a preposition may name inside a contest
        self._contest_lemmas = frozenset({*rule.get("contest_verbs", ()), *rule.get("passive_cast_verbs", ()), *_LISTING,
                                          "crown", "win", *_PLACING_VERBS})
        self._inside = frozenset({*rule.get("contest_rounds", ()), *rule.get("contest_nouns", ()), *self.lex.work_nouns,
                                  *self.lex.show_nouns})  # "back on the panel", "confirmed as a contestant"
        self._titles = (frozenset(rule.get("cast_titles", ())), frozenset(rule.get("fellow_titles", ())))
        self._show_titles = (frozenset(rule.get("show_titles", ())), frozenset(rule.get("judge_modifiers", ())),
                             frozenset(rule.get("trade_modifiers", ())))
        self._as_verbs = frozenset(rule.get("as_verbs", ()))
        self._appearance_nouns = frozenset(rule.get("appearance_nouns", ()))
        self._scene_nouns = frozenset(rule.get("scene_nouns", ()))
        self._character_endings = tuple(rule.get("character_endings", ()))
        self._not_characters = frozenset(rule.get("not_characters", ()))
        self._occasions = frozenset((self.rules.role_slots or {}).get("event_nouns", ())) | {"award", "team", "club"}
        self._casting, self._praise = _cast_words(rule, self._contest_lemmas, self._appearance_nouns, self._as_verbs)

    def match(self, sent: Span) -> Iterator[Found]:
        if self.rule is None:
            return
        named = {i: eid for i in range(sent.start, sent.end) for eid in [self.ents.token_entity.get(i)]
                 if eid is not None and self.ents.entities[eid].type == WORK}  # the works the sentence names, by token
        work = story_work_at(self.ents, sent.start)
        if work is None and not named:
            # no story's work and none named here: the one work the sentence before names, in its paragraph ("X is
            # back for a second season. A and B return as the detectives.")
            work = self.ents.recent_work(sent[0], only=True)
            if work is not None and not _subject_before(self.ents, work, sent):
                work = None  # (not "His wife produced the film X. He is back as the mayor")
        others = {i for i, eid in named.items() if eid != work}
        # with no work the story is about, only a work its sentence names: "X (2016) introduced her to A, who
        # played her husband"
        described = (in_person_descriptions(sent, self.ents) | self._credits) if others else set()
        for tok in sent if work is not None or others else ():
            if others and any(t.i in others and (t.i not in described or tok.i in described)
                              for c in tok.children if c.dep_ not in {"nsubj", "nsubjpass"} for t in c.subtree):
                continue  # the clause names another work: the titled rules' business (not a credit describing
                # someone: "C is played by B, so good in X")
            if lemmas(self.doc)[tok.i] not in self._casting and lowers(self.doc)[tok.i] not in self._praise:
                _ = self.in_line_up  # all :meth:`_cast` would do with this word: decide the line-up story here, as ever
                continue
            people, factor = self._cast(tok)
            if people:  # "A plays the captain, alongside B as her first mate", "... with C as a farmhand"
                people = [*people, *costars(tok, self.slots, alongside(self.rules)), *with_parts(tok, self.ents),
                          *likewise(tok, self.slots)]
            if people and _in_another_work(tok, self.ents):
                continue  # "cast as the mother in a new biopic": another, unnamed work
            if tok.lemma_.lower() not in _ACTING:  # "A, who created the show, stars as the sheriff" acts all the same
                people = [p for p in people if not crew(self.ents, sent, p, tok)]
            # in a line-up story only a work its own sentence names unseats the story's ("competed on
            # X, finishing as runner-up"), not a credit named the sentence before
            recent = self.ents.recent_work(tok, sentences=2 if work is not None and not self.in_line_up else 1, skip=self._credits) \
                if people and not _bare(tok) and not _names_it(tok, work, self.ents) else None  # (not a credit: "A, beloved as the
            # matriarch of X, rounds out the cast")
            if recent is not None and (_describes_the_subject(tok, recent, self.ents)
                                       or self.in_line_up and _credit_on_the_subject(tok, recent, self.ents)):
                recent = None  # "A, so good in last year's X, plays the detective": X was A's, the part is here
            # "also returns", and any role in a line-up story: the story's work
            here = recent if recent is not None else work
            for p in () if here is None else dict.fromkeys(p for p in people if self.ents.entities[p].type != WORK):  # ("X, in which she played")
                yield Found(p, self.rule["relation"], here, self.rule["id"], self.rule["confidence"] * factor)
        if not others:
            recent = self.ents.recent_work(sent[0], only=True) if not self.in_line_up else None
            here = work if recent is None else recent  # the work the story just named, else its own
            people = titled_cast(sent, self.ents, *self._titles) if here is not None else []
            people += self._screen_people(sent) if here is not None else []
            if recent is not None or (self.in_line_up or self.ents.topic_work == here and sent.start > first_line_end(self.doc)
                                      and screen_story(self.doc)) and here is not None:
                # "presenters A and B", "head judge C": a show's offices, in the show just named, in a line-up
                # story or in a story about the show (its headline names it)
                people += titled_cast(sent, self.ents, frozenset(), frozenset(), *self._show_titles)
            people += joining(sent, people, self.slots)
            if here is not None:
                people += fronted_copula_list(sent, self.ents) if self.in_line_up else []
                people += joins_the_announced(sent, self.ents) + new_to_the_cast(sent, self.ents, here)
            for p in dict.fromkeys(people):
                yield Found(p, self.rule["relation"], here, self.rule["id"] + ".title", self.rule["confidence"])

    def _cast(self, verb: Token) -> tuple[list[int], float]:
        """Who a role verb puts in the article's work, and its confidence factor."""
        lemma = verb.lemma_.lower()
        if lemma in self.rule["taking_verbs"] and verb.pos_ == "VERB" and any(
                c.dep_ == "dobj" and c.lemma_.lower() in self.rule["part_nouns"] for c in verb.children):
            return self.roles.role_holder(verb)  # "B takes on the role of her brother", "C landed the lead"
        contest = self._contest(verb, lemma)
        if contest is not None:
            return contest
        if self.in_line_up and (made := self._appearance_made(verb, lemma) or _profiled(verb, self.slots)) is not None:
            return made
        if lemma in self._as_verbs and acts_as_verb(verb) and verb.i not in self._titled and self._as_part(verb):
            return self.roles.role_holder(verb)  # "B brings menace as a farm manager", "C makes her debut as a nurse"
        if lemma == "be" and any(c.dep_ == "advmod" and c.lower_ == "back" and (self._as_part(c) or self._as_part(verb))
                                 for c in verb.children):
            return self.roles.role_holder(verb)  # "B is back as Elsie"
        back = lemma == "be" and any((c.dep_ == "advmod" or c.dep_ == "nsubj" and c.i < verb.i) and c.lower_ == "back"
                                     and self._within_contest(c) for c in verb.children) \
            and not any(c.dep_ == "advmod" and c.lower_ in _NOT_CAST for c in verb.children) and self._within_contest(verb)
        taking_part = lemma == "take" and any(c.dep_ == "dobj" and c.lower_ == "part" for c in verb.children)
        if (lemma == "be" or verb.lower_ in self.rule.get("praise_words", ())) and self._praised_as_part(verb):
            return self.roles.role_holder(verb)  # a review's "A is superb as the mayor"
        if not (lemma in self.rule["verbs"] and acts_as_verb(verb) or back or taking_part) or verb.i in self._titled:
            return [], 0.0  # "A and B are back" returns; "are back together" is a couple
        inverted = _inverted_subjects(verb) if lemma in self.rule.get("inverted_verbs", ()) else []
        if lemma == "sign" and not (inverted and self.in_line_up):
            return [], 0.0  # "Also signed up are A and B" in a show's line-up; not a course's, a charity run's
        # "Joining them are newcomers C and D", or any such inversion in a story about a show's line-up
        newcomers = inverted and (any(t.lemma_.lower() in self.rule["contest_nouns"] for s in inverted for t in s.subtree)
                                  or self.in_line_up)
        if inverted and (self._points_at_work(verb) or not any(  # not "Joining them at the party were A and B"
                c.dep_ == "prep" or c.dep_ == "dobj" and c.lower_ != "part" and (c.pos_ != "PRON" or not newcomers)
                for c in verb.children)):
            # "Also returning are A and B", "Joining them are newcomers C and D"
            factor = self.slots.blocked(verb)
            people = self.slots.as_people([i for s in inverted for i in (*self.slots.refs(s), *_names_within(self.ents, s))])
            return (people, factor) if factor else ([], 0.0)
        if taking_part:
            return [], 0.0  # only inverted: "Taking part this year are A and B"
        if lemma in {"join", "rejoin"} and verb.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in verb.children):
            return joined_by(verb, self.slots, self._within_contest(verb, parts=True))
        passive_acl = verb.dep_ == "acl" and (verb.tag_ == "VBN" or verb.tag_ == "VBD" and any(c.dep_ == "agent" for c in verb.children))
        if passive_acl or verb.tag_ == "VBN" and lemma in self.rule["character_verbs"] and any(c.dep_ == "auxpass" for c in verb.children):
            # "a detective played by F", "Callum is played by G", "The role of the mayor is played by H"
            factor = self.slots.blocked(verb)
            agents = [p for p in _agents(verb) if p.lemma_.lower() not in _MUSIC_GROUPS]  # (not "by the band B")
            people = self.slots.as_people([i for p in agents for i in self.slots.refs(p)])
            parts = [verb.head] if verb.dep_ == "acl" else [c for c in verb.children if c.dep_ == "nsubjpass"]
            parts[:0] = [part] if (part := _part_before_comma(verb)) is not None else []  # "a subplot involving the mayor, played by B,"
            aside = in_person_descriptions(verb.sent, self.ents) | self._credits  # "by B, so good in X": B's credit
            if verb.dep_ != "acl" and (self._another_version(verb, aside) or any(
                    self.ents.entity_of(t) not in {None, self.ents.article_work()} and self.ents.entities[self.ents.entity_of(t)].type == WORK
                    or t.lower_ in self.lex.work_nouns and any(c.dep_ == "poss" or c.lower_ in _ANOTHER for c in t.children)
                    for t in verb.subtree if t.i not in aside)):
                return [], 0.0  # "The lead in the film X will be played by B", "was originally played by C on stage"
            return (people, factor) if factor and parts and (self._character(parts[0]) or verb.dep_ != "acl" and (
                parts[0].lemma_.lower() in self.rule["part_nouns"] or self._played_thing(parts[0]))) else ([], 0.0)
        if not (self._points_at_work(verb) or ((back or lemma in self.rule["bare_verbs"]) and self._bare_in_contest(verb))):
            return [], 0.0
        if lemma == "host" and any(c.dep_ == "dobj" and an_occasion(c) for c in verb.children):
            return [], 0.0  # "hosted the premiere of X", "hosted a screening of Y": an occasion, not the show
        return self.roles.role_holder(verb)

    def _contest(self, verb: Token, lemma: str) -> tuple[list[int], float] | None:
        """A contest's cast, with no title: "A and B will compete", "C was eliminated", "D has
        been confirmed for the series", "E will be partnered with F", "G is a contestant", "H is
        among the judges", "The stars taking part are I and J", "K won last year's series"."""
        rule = self.rule
        if lemma not in self._contest_lemmas or verb.pos_ not in {"VERB", "AUX"} or verb.i in self._titled:
            return None
        subs, passive = self.slots.subjects(verb)
        kids = list(verb.children)
        plain = self._within_contest(verb)
        if lemma in rule["contest_verbs"] and not passive and plain:
            named = subs  # "will compete for the trophy"; not "at the championships", "for custody"
        elif lemma in rule["passive_cast_verbs"] and passive and self._within_contest(verb, partners=True) and not any(
                c.dep_ in {"acomp", "oprd", "xcomp", "advcl"} for c in kids) and (
                lemma != "vote" or any(c.dep_ == "prt" and c.lower_ in {"off", "out"} for c in kids)):
            # not "confirmed dead", "confirmed as mayor", "voted best dressed"; "was voted off in week two"
            named = [*subs, *(p for c in kids if c.dep_ == "prep" and c.lower_ == "with" for p in c.children if p.dep_ == "pobj")]
        elif lemma in _LISTING and any(not any(c.dep_ == "prep" for c in s.children) and s.lemma_.lower() in rule["contest_nouns"] or any(
                a.dep_ == "acl" and (a.lemma_.lower() in rule["contest_verbs"] or any(p.lower_ == "part" for p in a.children))
                for a in s.children) for s in subs):
            named = [c for c in kids if c.dep_ in {"attr", "dobj"}]  # "The contestants are A and B", "The stars taking part include"
        elif lemma == "be" and any(not any(c.dep_ == "prep" for c in n.children) and (
                n.dep_ == "attr" and n.lemma_.lower() in rule["contest_nouns"] and n.lemma_.lower() not in _OFFICES
                or n.dep_ == "pobj" and n.head.lower_ == "among" and n.lemma_.lower() in rule["contest_nouns"])
                for n in [*(c for c in kids if c.dep_ == "attr"), *(p for c in kids if c.dep_ == "prep" for p in c.children)]):
            # "G is a contestant", "H is among the judges"; "Among this year's hopefuls is I" in a show's
            # line-up story; not "is a judge" (an office too)
            named = subs or ([c for c in kids if c.dep_ in {"attr", "nsubj"} and c.lemma_.lower() not in rule["contest_nouns"]]
                             if self.in_line_up else [])
        elif lemma == "be" and not passive and _in_the_cast_of(kids, rule["contest_verbs"]):
            named = [s for s in subs if s.lower_ != "new"] or [c for c in kids if c.dep_ == "attr"]
            # "A, B and C are all in the line-up", "D is part of the cast", "E is among the stars taking part", "New
            # to the cast are F and G"
        elif lemma == "be" and any(n.dep_ == "attr" and n.lemma_.lower() in _ENTRANTS and any(a.dep_ == "acl" and a.lemma_.lower() in _ANNOUNCED
                                                            and self._within_contest(a) for a in n.children) for n in kids):
            named = subs  # "A is the first name confirmed", "B is the latest star announced for the show"
        elif lemma == "crown" and passive and any(c.dep_ in {"oprd", "attr", "dobj"} and c.lemma_.lower() in {"champion", "winner"}
                                                  for c in kids):
            named = subs  # "was crowned champion", "have been crowned the winners"; not "crowned Miss Ohio"
        elif lemma in _PLACING_VERBS and (placed := self._placed(verb, lemma, subs, passive)) is not None:
            named = placed  # "beating B in the final", "reached the semi-finals", "Third place went to C"
        elif lemma == "win" and any(c.dep_ == "dobj" and c.lemma_.lower() in rule["contest_prizes"] and any(
                d.dep_ in {"det", "poss"} for d in c.children) and not any(d.dep_ == "prep" for d in c.children) for c in kids):
            named = subs  # "K won last year's series"; not "last year's competition at the county fair"
        else:
            return None
        factor = self.slots.blocked(verb)
        return (self.slots.as_people([i for t in named for i in self.slots.refs(t)]), factor) if factor else ([], 0.0)

    def _appearance_made(self, verb: Token, lemma: str) -> tuple[list[int], float] | None:
        """In a story about a show's line-up: "A makes a cameo", "B has a cameo", "C makes a surprise
        return" (the subject), "The season sees the return of D and E", "with appearances from F and
        G" (the people after the appearance noun). Not "at the premiere", "for Arsenal", "on the
        catwalk": an appearance somewhere else; None when no appearance is made."""
        nouns = self._appearance_nouns
        if lemma in {"make", "have", "stage"} and verb.pos_ in {"VERB", "AUX"}:
            made = [c for c in verb.children if c.dep_ in {"dobj", "ccomp"} and c.pos_ == "NOUN" and c.lemma_.lower() in nouns]
            if not made or self._elsewhere([verb, *made]) or any(_a_career_first(n) for n in made):
                return None
            subs, passive = self.slots.subjects(verb)
            named = [] if passive else subs
            # "Several former stars make cameos, including A and B"
            named += [p for h in [verb, *made, *subs] for c in h.children if c.dep_ == "prep" and c.lower_ == "including"
                      for p in c.children if p.dep_ == "pobj"]
        elif lemma in nouns and verb.pos_ == "NOUN" and not self._elsewhere([verb]) and verb.head.lemma_.lower() not in _NOT_MADE:
            named = [p for c in verb.children if c.dep_ == "prep" and c.lower_ in {"of", "from", "by"}
                     for p in c.children if p.dep_ == "pobj"]  # (not "ruled out the return of A", "hopes for")
        else:
            return None
        factor = self.slots.blocked(verb if verb.pos_ != "NOUN" else verb.head)
        named = [t for t in named if not any(a.dep_ == "appos" and any(  # "the return of Captain Rook, the pirate played by B"
            c.dep_ == "acl" and c.lemma_.lower() in self.rule["character_verbs"] for c in a.children) for a in t.children)]
        people = [p for p in self.slots.as_people([i for t in named for i in self.slots.refs(t)]) if p not in self.ents.characters]
        return (people, factor) if factor and people else None

    def _another_version(self, verb: Token, aside: set[int]) -> bool:
        """A part played in another version or at another time: "originally played by B", "played
        by C on stage", "in the original series", "in the new biopic" (not a credit ``aside``
        describing the actor, however the parser hung it)."""
        def the_work(p: Token) -> bool:  # "in the film", "in the original 1967 film": the story's own
            return any(self.ents.entities[e].type == WORK for e in self.ents.resolve(p))
        return any(c.dep_ == "advmod" and c.lower_ in {"originally", "previously", "once", "formerly", "first"}
                   for c in verb.children) or any(c.dep_ == "prep" and c.lower_ in {"in", "on"} and not any(
                       t.i in aside for t in c.subtree) and not any(p.dep_ == "pobj" and the_work(p) for p in c.children)
                       for c in verb.children) or _in_another_work(verb, self.ents)

    def _elsewhere(self, holders: list[Token]) -> bool:
        """An appearance somewhere else: "at the premiere", "for Arsenal", "on Instagram", "a return to
        London" (not "to the show", "to Harbor Lights": a work)."""
        def this_show(p: Token) -> bool:  # "to the show", "in episode four", "in the finale"; not "in B's new film"
            own = not any(c.dep_ == "poss" or c.lower_ in _ANOTHER for c in p.children)
            return own and (p.lemma_.lower() in self._inside or p.lemma_.lower() in self.lex.parts_of_a_work
                            or p.lower_ in self._scene_nouns) or any(
                self.ents.entities[e].type == WORK and e == self.ents.article_work() for e in self.ents.resolve(p))
        def person(p: Token) -> bool:
            return any(self.ents.entities[e].type == PERSON for e in self.ents.resolve(p))
        return any(c.dep_ == "prep" and (c.lower_ in {"at", "for", "on", "during"} or c.lower_ == "from" and not any(
            p.dep_ == "pobj" and person(p) for p in c.children) or c.lower_ in {"to", "in"} and not any(
            p.dep_ == "pobj" and (this_show(p) or p.ent_type_ in {"DATE", "ORDINAL"}) for p in c.children)
            or c.lower_ == "as" and not any(p.dep_ == "pobj" and self._character(p) for p in c.children))
            for h in holders for c in h.children)

    def _placed(self, verb: Token, lemma: str, subs: list[Token], passive: bool) -> list[Token] | None:
        """Who a contest's result places: "A won, beating B in the final" (both), "C reached the
        semi-finals", "D finished as runner-up", "E took third place", "Third place went to F";
        None when the clause names no placing ("beat the traffic", "reached a deal", "took a break")."""
        if passive:
            return None
        kids = list(verb.children)
        nouns = {c.dep_: c for c in kids if c.dep_ in {"dobj", "nsubj"}}
        preps = {c.lower_: p for c in kids if c.dep_ == "prep" for p in c.children if p.dep_ == "pobj"}
        if lemma == "beat" and any(_placing(p) for k, p in preps.items() if k in {"in", "to"}):
            return [*subs, *(c for c in kids if c.dep_ == "dobj")]
        if lemma in {"reach", "take", "win"} and "dobj" in nouns and _placing(nouns["dobj"]):
            return subs
        if lemma == "finish" and (any(_placing(p) for k, p in preps.items() if k in {"as", "in"}) or any(
                c.dep_ in {"advmod", "npadvmod", "oprd", "attr"} and c.lower_ in _ORDINALS for c in kids)):
            return subs
        if lemma == "go" and "nsubj" in nouns and _placing(nouns["nsubj"]) and "to" in preps:
            return [preps["to"]]
        return None

    def _bare_in_contest(self, verb: Token) -> bool:
        """A role verb with nothing after it but what stays inside the show ("A and B also
        return", "On the judging panel, A and B return", "C returns as a judge")."""
        return _bare(verb) or not any(c.dep_ in {"dobj", "acomp", "xcomp", "ccomp", "attr", "oprd"} for c in verb.children) \
            and any(c.dep_ == "prep" for c in verb.children) and self._within_contest(verb)

    def _within_contest(self, head: Token, partners: bool = False, parts: bool = False) -> bool:
        """Every preposition on ``head`` stays inside the contest: a round, a prize or a part of
        the show ("eliminated in the first week", "compete for the trophy", "back for a new
        season"), or, with ``partners``, a partner ("partnered with B"); not "from his apartment",
        "on a blind date", "back with her ex"; with ``parts``, "as" a part too."""
        for c in head.children:
            if c.dep_ != "prep" or parts and c.lower_ == "as":
                continue
            objects = [p for p in c.children if p.dep_ == "pobj"]
            if partners and c.lower_ == "with" and objects and all(self.slots.as_people(self.slots.refs(p)) for p in objects):
                continue
            if not objects or any(self._at_an_occasion(p, named=False) for p in objects) or not all(
                    p.lemma_.lower() in self._inside or c.lower_ == "for" and p.lower_ == "more" or p.lower_ == "panel" and any(
                    d.lower_ in {"judging", "judges", "judges'"} for d in p.children) for p in objects):  # "paired with B in the film"
                return False
        return True

    def _points_at_work(self, verb: Token) -> bool:
        """"returning for the new season", "joins the cast", "appear as a friend", "plays her
        partner": the clause speaks of a part of a work or a part in one."""
        for c in verb.children:
            if c.dep_ == "prep" and c.lower_ == "as":
                return not any(self._at_an_occasion(p, named=False) for p in c.children if p.dep_ == "pobj")  # (not "as the host of
                # the Gold Reel awards")
            if c.dep_ == "dobj" and c.lower_ == "up" and c.i > 1 and c.doc[c.i - 2].lower_ == "line":
                return True  # "Completing the line-up are ...", "line-up" in three tokens
            nouns = [c] if c.dep_ in {"dobj", "attr"} else [p for p in c.children if p.dep_ == "pobj"] if c.dep_ == "prep" else []
            if c.dep_ == "prep" and c.lower_ == "in" and verb.lemma_.lower() == "appear" and self._in_a_scene(c):
                return True  # "appears in a single shot", "appears only in flashbacks"
            for n in nouns:
                if any(a.lower_ in _FIGURATIVE for a in n.children) or c.lower_ == "at" and n.lemma_.lower() in HOSTED_OCCASIONS:
                    continue  # "play a key role in the network's future"; "joined him at the premiere": attending
                if n.lemma_.lower() == "panel" and (not (self.in_line_up or any(a.lower_ in _JUDGING for a in n.children))
                                                    or any(a.dep_ == "prep" and a.lower_ in {"of", "for", "at"} for a in n.children)):
                    continue  # "joins the judging panel", any panel in a line-up story; not "a panel at the festival"
                if n.lemma_.lower() in self.rule["nouns"] and any(
                        d.lower_ in _DETERMINERS or d.lower_ in {"a", "an"} and n.lemma_.lower() in self.rule["part_nouns"]
                        or d.dep_ == "nummod" and d.i > n.i and n.lemma_.lower() in _NUMBERED for d in n.children):
                    return True  # "returns for the new season", "will appear in a recurring role", "for season two"
                if c.dep_ == "dobj" and verb.lemma_.lower() in self.rule["character_verbs"] and self._character(n):
                    return True
        return False

    def _screen_people(self, sent: Span) -> list[int]:
        """People the sentence places on screen: "A's character, the fisherman Rafe", "B, whose
        character Shaz ...", "his on-screen wife, C" (C, and whoever "his" is)."""
        out: list[int] = []
        for tok in _screen_words(sent):
            if tok.pos_ != "NOUN":
                continue
            low = tok.lemma_.lower()
            on_screen = tok.i > 0 and (self.doc[tok.i - 1].lower_ in {"on-screen", "onscreen"}
                                      or self.doc[max(tok.i - 3, 0):tok.i].text.lower() == "on-screen")
            named = low == "character" and (  # "A's character, the fisherman Rafe", "whose character Shaz"
                any(c.dep_ in {"appos", "compound"} or c.pos_ == "PROPN" and c.i > tok.i for c in tok.children)
                or tok.i + 1 < sent.end and self.doc[tok.i + 1].pos_ == "PROPN")
            if not (on_screen and self._character(tok) or named):
                continue
            owners = [i for c in tok.children if c.dep_ == "poss" for i in self.ents.resolve(c)]
            # (the one named in apposition by a first name alone is the part: "her on-screen husband, Gil")
            people = owners + ([p for p in self.slots.appositive_people(tok) if " " in self.ents.entities[p].name]
                               if on_screen else [])
            out += [p for p in people if self.ents.entities[p].type == PERSON and p not in self.ents.characters]
        return out

    def _as_part(self, verb: Token) -> bool:
        """"as" and a part on the verb, or on the appearance noun "make" takes ("makes her debut as
        the runaway's mother")."""
        nouns = [c for c in verb.children if c.dep_ == "dobj" and c.lemma_.lower() in self._appearance_nouns]
        nouns += [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "in" for p in c.children
                  if p.dep_ == "pobj" and p.lemma_.lower() in {"role", "part", *self._appearance_nouns}]  # "pops up in a role as"
        holders = nouns if verb.lemma_.lower() == "make" else [verb, *nouns]
        return any(c.dep_ == "prep" and (c.lower_ == "as" and any(p.dep_ == "pobj" and self._character(p)
                                                                  and not self._at_an_occasion(p, named=False) for p in c.children)
                                         or c.lower_ == "in" and h is not verb and self._in_a_scene(c)
                                         or c.lower_ in {"to", "in"} and _role_of_a_part(c, self._named_part))
                   for h in holders for c in h.children)  # (or "makes a guest appearance in episode four")

    def _in_a_scene(self, prep: Token) -> bool:
        """"in a single shot", "only in flashbacks", "in episode four": a piece of a work."""
        return any(p.dep_ == "pobj" and p.lower_ in self._scene_nouns for p in prep.children)

    def _praised_as_part(self, verb: Token) -> bool:
        """"A is superb as Nina", "B is terrific as his mother", "As her nephew, C is less convincing":
        a review's word on a part named like a person or by a definite noun (not "great as a mother")."""
        praise = self.rule.get("praise_words", ())
        judged = [c for c in verb.children if c.dep_ in {"acomp", "attr"} and c.lower_ in praise]
        judged += [verb] if verb.lower_ in praise and any(c.dep_ == "aux" and c.lemma_ == "be" for c in verb.children) else []
        # ("B, as her brother, is chilling": the praise word read as the verb)
        return bool(judged) and any(p.dep_ == "prep" and p.lower_ == "as" and any(
            o.dep_ == "pobj" and self._named_part(o) for o in p.children) for h in (*judged, verb) for p in h.children)

    def _named_part(self, noun: Token) -> bool:
        """A part after "as": a character's name, or a person noun someone's or a definite one ("his mother")."""
        if noun.pos_ == "PROPN":
            return self._character(noun) or noun.is_title and noun.ent_type_ in {"", "PERSON"}  # ("as Elsie", unknown to NER)
        return noun.pos_ == "NOUN" and self._character(noun) and not self._at_an_occasion(noun) and any(
            d.dep_ == "poss" and d.pos_ == "PRON" or d.dep_ == "det" and d.lower_ in {"the", "this", "that"}
            for d in noun.children)  # (not "solid as the team's captain")

    def _at_an_occasion(self, part: Token, named: bool = True) -> bool:
        """The part is named at an occasion or in a body: "as host of the awards", "as a presenter at
        the Grammys" (with ``named``, any name after the preposition: not "as a barman at the Mitre")."""
        return any(c.dep_ == "prep" and c.lower_ in {"of", "at", "for"} and any(
            o.dep_ == "pobj" and (named and o.pos_ == "PROPN" or o.lemma_.lower() in self._occasions) for o in c.children)
            for c in part.children)

    def _played_thing(self, noun: Token) -> bool:
        """What "is played / voiced by" someone in a story about a work is a part, whatever it is
        ("The young dragon is voiced by A"): a definite noun, not an instrument, a game or a view
        ("the piano is played by", "concerns were voiced by": the rule's ``not_played_parts``)."""
        return noun.pos_ == "NOUN" and noun.tag_ == "NN" and noun.lemma_.lower() not in self.roles.not_played and any(
            d.lower_ in {"the", "its"} for d in noun.children)  # (not "the opening credits", "this tension")

    def _character(self, noun: Token) -> bool:
        """A part someone plays: a named character, or a person noun ("her partner", "a detective")."""
        if noun.pos_ == "PROPN" and self.ents.entity_of(noun) is not None:
            return True
        low = noun.lemma_.lower()
        return low in self.rule["character_nouns"] or low in self.lex.occupations or low in self.lex.male_cues \
            or low in self.lex.female_cues or noun.pos_ == "NOUN" and noun.is_alpha and low not in self._not_characters \
            and low.endswith(self._character_endings)  # "the harbourmaster", "a pianist", "the hostess"


_PAST = frozenset({"former", "ex", "onetime", "one-time", "old"})


_MUSIC_GROUPS = frozenset({"band", "group", "orchestra", "choir", "ensemble", "quartet", "trio"})


def _agents(verb: Token) -> list[Token]:
    """The objects of a passive verb's "by" ("played by B": B; "by the band B": "band", whose B plays music)."""
    return [p for a in verb.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"]


def _part_before_comma(verb: Token) -> Token | None:
    """The noun right before the comma that sets off a participle ("a subplot involving the mayor,
    played by B,": the mayor), when the participle plays no music ("the child, played by B on guitar")."""
    doc = verb.doc
    if verb.dep_ != "acl" or verb.i < 2 or doc[verb.i - 1].text != "," or doc[verb.i - 2].pos_ != "NOUN" \
            or any(c.dep_ == "prep" and c.lower_ in {"on", "at"} for c in verb.subtree):
        return None
    return doc[verb.i - 2]


def _introduced(verb: Token, slots) -> list[int]:
    """The newcomer an inverted copula introduces with an age and a job ("First up is A, 24, a dental
    nurse", "Next is B, 27, a scaffolder"): only adverbs before the verb, the name after it."""
    if any(c.i < verb.i and c.dep_ not in {"advmod", "punct", "expl"} for c in verb.children):  # ("Then there's A, 27, ...")
        return []
    named = [n for n in verb.children if n.dep_ in {"nsubj", "attr"} and n.i > verb.i and n.pos_ == "PROPN"
             and any(c.dep_ == "appos" and c.like_num for c in n.children)
             and any(c.dep_ == "appos" and c.pos_ == "NOUN" and any(d.lower_ in {"a", "an"} for d in c.children) for c in n.children)]
    return [p for p in slots.as_people([i for n in named for i in slots.refs(n)]) if slots.ents.entities[p].type == PERSON]


def _role_of_a_part(prep: Token, named_part) -> bool:
    """"brings menace to the role of Jack", "shines in the part of his mother": a part named after
    "the role of"."""
    return any(p.dep_ == "pobj" and p.lemma_.lower() in {"role", "part"} and any(
        q.dep_ == "prep" and q.lower_ == "of" and any(o.dep_ == "pobj" and named_part(o) for o in q.children) for q in p.children)
        for p in prep.children)


def _profiled(verb: Token, slots) -> tuple[list[int], float] | None:
    """In a story about a show's line-up, a newcomer introduced by age and job: "A, 24, is a dental
    nurse from Leeds", "B, 27, works as a scaffolder". Not someone's relative ("Her mother, C, 52,
    is a nurse"), nor a name without an age ("The host, D, is a comedian")."""
    lemma, ents = verb.lemma_.lower(), slots.ents
    if lemma not in {"be", "work"} or not _profiles_newcomers(verb.doc):
        return None
    if lemma == "be" and (introduced := _introduced(verb, slots)):
        factor = slots.blocked(verb)
        return (introduced, factor) if factor else None  # "First up is A, 24, a dental nurse from Leeds", "Next is B, 27, ..."
    if not (lemma == "be" and any(c.dep_ == "attr" and c.pos_ == "NOUN" and any(d.lower_ in {"a", "an"} for d in c.children)
                                  for c in verb.children)
            or lemma == "work" and any(c.dep_ == "prep" and c.lower_ in {"as", "in"} for c in verb.children)):
        return None
    opening = ents.entity_of(verb.doc[verb.sent.start])  # the name opens the sentence: not "Her boyfriend back
    # home, C, 25, works as a plumber", "D's mother E, 50, is a cleaner"
    named = [s for s in verb.children if s.dep_ == "nsubj" and s.pos_ == "PROPN" and opening is not None
             and ents.entity_of(s) == opening and ents.entities[opening].type == PERSON and s.left_edge.i == verb.sent.start
             and any(c.dep_ == "appos" and c.like_num for c in s.children)]
    people = slots.as_people([i for s in named for i in slots.refs(s)])
    factor = slots.blocked(verb)
    return (people, factor) if people and factor else None


def _profiles_newcomers(doc) -> bool:
    """Does the story profile a show's newcomers one by one: a headline that says so ("Meet the X
    line-up", "X: the islanders") in a story told of a show (not a cabinet's line-up)? Once per Doc."""
    key = "kgbuild.profiles_newcomers"
    if key not in doc.user_data:
        lead = {t.lower_ for s in itertools.islice(doc.sents, 3) for t in s}
        headline = doc[:first_line_end(doc)].text.lower()
        doc.user_data[key] = bool(_PROFILED_IN.search(headline)) and bool(lead & lexicon().screen_nouns
                                                                          or _CONTESTANTS.search(headline))
    return doc.user_data[key]


# headline words of a story that profiles a show's newcomers one by one
_PROFILED_IN = re.compile(r"\b(?:line-?up|meet|contestants|islanders|housemates|celebrities|cast)\b")
_CONTESTANTS = re.compile(r"\b(?:contestants|islanders|housemates|castaways)\b")


def _describes_the_subject(verb: Token, work: int, ents) -> bool:
    """The work is named before the verb only inside what describes a person ("A, who starred in
    X, plays ...", "B, so good in last year's X, brings menace, while C plays ..."): what that
    person did before, not where the verb's part is."""
    named = [i for i in range(verb.sent.start, verb.i) if ents.token_entity.get(i) == work]
    return bool(named) and set(named) <= in_person_descriptions(verb.sent, ents)


def _credit_on_the_subject(verb: Token, work: int, ents) -> bool:
    """The work is named only inside the subject's own name phrase: "Night Road star B will
    compete" (in a line-up story, a credit, not where B competes)."""
    named = {i for i in range(verb.sent.start, verb.i) if ents.token_entity.get(i) == work}
    subject = {t.i for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"} and c.i < verb.i for t in c.subtree}
    return bool(named) and named <= subject


def _subject_before(ents, work: int, sent: Span) -> bool:
    """The sentence before ``sent`` is about ``work``: it names it as its subject ("X is back for
    a second season", "X returns in October")."""
    prev = sent.doc[sent.start - 1].sent if sent.start > 0 else None
    for tok in prev if prev is not None else ():
        if ents.token_entity.get(tok.i) == work:
            if all(t.is_punct or t.lower_ in {"the", "a", "an"} or t.is_lower and t.pos_ in {"NOUN", "ADJ"}
                   for t in sent.doc[prev.start:tok.i]):  # ("The drama X returns in October")
                return True  # the sentence opens with it, however the parser read its verb ("X returns in May")
            if tok.dep_ in {"nsubj", "nsubjpass"} and tok.head.dep_ == "ROOT":
                return True  # (its own head word, not a person it names: "B's X co-star C got married")
    return False


def joined_by(verb: Token, slots, within: bool) -> tuple[list[int], float]:
    """"They are joined by A, B and C", "D and E will be joined by newcomer F" in a story about a
    work: the cast grows; named subjects and the agents appear (not "joined by her husband",
    a relative's noun; not "joined on stage by", "at the premiere": somewhere else)."""
    factor = slots.blocked(verb)
    agents = [p for a in verb.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"]
    if not factor or not agents or not within or verb.dep_ not in {"ROOT", "conj"} or any(
            c.dep_ in {"advmod", "npadvmod"} and c.lower_ not in {"also", "now", "again", "once"} for c in verb.children) \
            or any(t.pos_ == "NOUN" and t.lemma_.lower() not in _ARRIVALS for p in agents for t in p.subtree):
        # (not "joined by the critic C and director D": a jury, a panel, a relative)
        return [], 0.0
    subjects = [c for c in verb.children if c.dep_ == "nsubjpass" and c.pos_ == "PROPN"]
    people = slots.as_people([i for p in [*subjects, *agents] for i in slots.refs(p)])
    return people, factor


def _cast_words(rule: dict, contest_lemmas, appearance_nouns, as_verbs) -> tuple[frozenset[str], frozenset[str]]:
    """The lemmas :meth:`CastMatcher._cast` reads a cast from, and the praise words it reads by
    their form: any other word gives no one."""
    return frozenset({*rule.get("taking_verbs", ()), *contest_lemmas, "make", "have", "stage", *appearance_nouns, "be",
                      "work", "take", *as_verbs, *rule.get("verbs", ())}), frozenset(rule.get("praise_words", ()))


def _screen_words(sent: Span) -> list[Token]:
    """The tokens of ``sent`` :meth:`CastMatcher._screen_people` may read: "character", or a word
    after (the end of) "on-screen" or "onscreen"."""
    doc = sent.doc
    forms, roots = lowers(doc), lemmas(doc)
    return [doc[i] for i in range(sent.start, sent.end) if roots[i] == "character"
            or i > 0 and (forms[i - 1] == "onscreen" or "on-screen".endswith(forms[i - 1]))]


def joins_the_announced(sent: Span, ents) -> list[int]:
    """"He joins previously announced A and B", "She joins fellow newcomers C and D": the cast
    already named, read off the surface (the small model often makes "joins" an auxiliary); not
    "joins her husband B in Rome"."""
    doc = sent.doc
    for t in cue_tokens(sent, _JOINS):
        cue = next((w.i for w in doc[t.i + 1:min(t.i + 4, sent.end)] if w.lower_ in _ANNOUNCED_CAST), None)
        if cue is None or any(w.lemma_.lower() in _GATHERED for w in sent):
            continue  # (not "joined fellow mourners A and B at the funeral")
        return _people_from(sent, cue + 1, ents)
    return []


_JOINS = frozenset({"join", "joins", "joined", "joining"})
_GATHERINGS = frozenset({"funeral", "wedding", "party", "gala", "premiere", "ceremony", "memorial", "vigil", "protest",
                         "march", "rally", "dinner", "launch", "festival", "concert"})
# what marks the people someone joins as a cast already named ("previously announced", "fellow newcomers")
_ANNOUNCED_CAST = frozenset({"previously", "already", "fellow", "returning", "co-stars", "castmates", "cast-mates"})


def new_to_the_cast(sent: Span, ents, work: int) -> list[int]:
    """"New to the cast are A and B", "Also new to the series is C, as a pathologist": the people
    after the copula, new to the story's work by its kind or its title (not "new to the area")."""
    doc = sent.doc
    for t in cue_tokens(sent, {"new"}):
        k = t.i + 1
        if k + 2 >= sent.end or doc[k].lower_ != "to":
            continue
        k += 1 + (doc[k + 1].lower_ in {"the", "this"})
        if not (doc[k].lower_ in _NEW_TO or ents.token_entity.get(k) == work):
            continue
        k = ents.mention_end(k) if ents.token_entity.get(k) == work else k + 1
        if k < sent.end and doc[k].lemma_ == "be":
            return _people_from(sent, k + 1, ents, bracketed=False)
    return []


# what one is new to in a cast story ("new to the cast", "new to the series")
_NEW_TO = frozenset({"cast", "series", "show", "ensemble", "programme", "program", "soap", "drama", "line-up", "lineup",
                     "panel", "season"})


def fronted_copula_list(sent: Span, ents) -> list[int]:
    """In a line-up story, "Among the players are barrister A, plumber B and C", "Taking to the ice this
    year are A and B", "Joining host H this year are C and D": a copula after a fronted phrase that
    names no one but a host, and the people after it (not "Among the guests at the launch were ...")."""
    root = sent.root
    if root.lemma_ != "be" or root.i == sent.start or sent[-1].text == "?":
        return []
    before = range(sent.start, root.i)
    if not any(sent.doc[k].dep_ in {"prep", "csubj", "amod", "advcl"} and sent.doc[k].pos_ in {"ADP", "VERB"} for k in before) \
            or any(sent.doc[k].lower_ in {"at", "outside", "inside"} or sent.doc[k].lemma_.lower() in _GUESTS for k in before):
        return []
    opening = next(k for k in before if sent.doc[k].pos_ not in {"ADV", "CCONJ", "PUNCT", "SPACE"})
    if sent.doc[opening].dep_ not in {"prep", "csubj", "amod", "advcl", "nsubj"} or sent.doc[opening].pos_ not in {"ADP", "VERB"}:
        return []  # the fronted phrase opens the sentence: not "The judges of the court are A and B", "A, for her part, is ..."
    if any(sent.doc[k].tag_ == "MD" for k in before):
        return []  # "Among the exes who could return are ...": not yet in it
    after = _people_from(sent, root.i + 1, ents, bracketed=False)
    return after if len(after) >= 2 else []


def _people_from(sent: Span, start: int, ents, bracketed: bool = True) -> list[int]:
    """The people named from token ``start`` to the sentence's end, once each, in order; not a
    possessor ("A's husband, B": B, not A), and without ``bracketed`` none in brackets after a name."""
    doc = sent.doc
    return list(dict.fromkeys(
        e for k in range(start, sent.end) for e in [ents.token_entity.get(k)]
        if e is not None and ents.entities[e].type == PERSON and (bracketed or doc[k - 1].text != "(")
        and not (ents.mention_end(k) < len(doc) and doc[ents.mention_end(k)].text in {"'s", "’s"})))


_GUESTS = frozenset({"guest", "attendee", "mourner", "spectator", "fan", "audience", "crowd", "viewer", "victim", "winner",
                     "nominee", "casualty", "tribute", "pay", "attend", "celebrate", "congratulate", "well-wisher", "friend",
                     "family", "relative", "supporter", "critic", "speaker", "signatory", "plaintiff", "defendant", "witness"})
_GATHERED = _GUESTS | _GATHERINGS  # the people and the occasions of a gathering: no cast joined there


def likewise(verb: Token, slots) -> list[int]:
    """"A and B are back, as are C and D", "E returns, as does F": the subjects of an "as"
    clause that repeats the verb's predicate with an auxiliary alone."""
    out: list[int] = []
    for c in verb.children:
        if c.dep_ == "advcl" and c.pos_ == "AUX" and any(m.dep_ == "mark" and m.lower_ == "as" for m in c.children) \
                and all(k.dep_ in {"mark", "nsubj", "advmod", "punct"} for k in c.children):
            out += slots.as_people([i for k in c.children if k.dep_ == "nsubj" for i in slots.refs(k)])
    return out


def _in_the_cast_of(kids: list[Token], contest_verbs) -> bool:
    """A copula's "in the cast", "in the line-up", "part of the ensemble", "among the stars taking
    part" ("among the celebrities competing"): its subjects are in the show."""
    preps = {c.lower_: p for c in kids if c.dep_ == "prep" for p in c.children if p.dep_ == "pobj"}
    parts = [p for c in kids if c.dep_ == "attr" and c.lower_ == "part" for d in c.children
             if d.dep_ == "prep" and d.lower_ == "of" for p in d.children if p.dep_ == "pobj"]
    def cast_noun(p: Token) -> bool:  # ("line-up" may come in three tokens)
        return p.lower_ in CAST_NOUNS or p.lower_ == "up" and p.i > 1 and p.doc[p.i - 2].lower_ == "line"
    if any(cast_noun(p) and not any(c.dep_ == "prep" for c in p.children) for p in [preps.get("in"), *parts] if p is not None):
        return True  # (not "in the cast of another show": that show's)
    new = [p for c in kids if c.dep_ in {"acomp", "nsubj"} and c.lower_ == "new" for d in c.children
           if d.dep_ == "prep" and d.lower_ == "to" for p in d.children if p.dep_ == "pobj"]
    if any(cast_noun(p) and not any(c.dep_ == "prep" for c in p.children) for p in new):
        return True  # "A is new to the cast", "New to the cast are B and C"
    among = preps.get("among")
    taking_part = [a for a in [*(among.children if among is not None else ()), *(c for c in kids if c.dep_ == "advcl")]
                   if a.dep_ in {"acl", "relcl", "advcl"} and (a.lemma_.lower() in contest_verbs or any(
                       p.lower_ == "part" for p in a.children))
                   and not any(t.dep_ == "prep" and t.lower_ in {"in", "at"} for t in a.subtree)]  # (not "in a marathon")
    return among is not None and bool(taking_part)


_ANOTHER = frozenset({"a", "an", "another", "new", "next", "upcoming", "forthcoming", "latest", "other"})  # "in a new biopic"
_NOT_MADE = frozenset({"rule", "deny", "hope", "call", "want", "demand", "rumour", "rumor", "plan", "wish", "dream", "urge",
                       "follow", "mark", "celebrate", "welcome"})  # what governs an appearance not (yet) made in the show


def _a_career_first(noun: Token) -> bool:
    """"made her acting debut", "made his screen debut in 2015": a first in a career, not an
    appearance in the show the story is about."""
    dated = any(c.dep_ == "prep" and any(p.ent_type_ == "DATE" or MODERN_YEAR.match(p.text) for p in c.children)
                for h in (noun, noun.head) for c in h.children)
    before = noun.doc[noun.i - 1] if noun.i > 0 else None
    return dated or before is not None and (before.lower_ in _CAREER_FIRSTS  # (however the parser hung it)
                                            or before.text[:1].isupper() and not before.is_sent_start)  # "her West End debut"


_CAREER_FIRSTS = frozenset({"acting", "screen", "stage", "film", "movie", "professional", "directorial", "singing", "solo",
                            "modelling", "modeling", "television", "tv", "broadway", "feature", "big-screen"})


_EDITION_PLACINGS = frozenset({"winner", "champion", "finalist"})


def _of_an_edition(title: Token) -> bool:
    """A placing an edition of the show qualifies: "Season three winner", "series 12 champion",
    "last year's runner-up", "the 2019 winner" (not "Oscar winner", an award's)."""
    doc, i = title.doc, title.i
    before = doc[i - 1] if i > 0 else None
    two_back = doc[i - 2].lower_ if i > 1 else ""
    return before is not None and (two_back in {"season", "series"} and before.like_num
                                   or before.text in {"'s", "’s"} and two_back in {"year", "season", "series"}
                                   or bool(MODERN_YEAR.match(before.text)))


def _names_it(verb: Token, work: int | None, ents) -> bool:
    """Does the verb's own clause (its subject aside) name ``work`` ("reached the semi-final of X")?"""
    return work is not None and any(ents.token_entity.get(t.i) == work for c in verb.children
                                    if c.dep_ not in {"nsubj", "nsubjpass"} for t in c.subtree)


def titled_cast(sent: Span, ents, titles: frozenset[str], fellows: frozenset[str], shows: frozenset[str] = frozenset(),
                judges: frozenset[str] = frozenset(), trades: frozenset[str] = frozenset()) -> list[int]:
    """The people a cast role names as a title right before them or in apposition ("co-star A",
    "Co-stars B and C", "Another cast member, D,", "series regular E", "fellow contestant F",
    "presenters G and H", "head judge I"): the cast rule's ``cast_titles``, its ``fellow_titles``
    after "fellow", and its ``show_titles`` in lower case or opening the sentence ("judge" alone only
    after one of ``judges``: never the honorific "Judge J"; not a trade's "television presenter K",
    "ice-hockey coach L" after one of ``trades``, nor a relative's "his wife, presenter M"). Read on
    the surface, as the small model tags such names oddly ("Co-stars Tove Ekberg": "Tove" a verb)."""
    doc = sent.doc
    either = titles | fellows | shows
    last_words = {w.split()[-1] for w in either} | _EDITION_PLACINGS  # a title's own word, or a two-word title's last
    out: list[int] = []
    forms = lowers(doc)
    for t in (doc[i] for i in range(sent.start, sent.end) if forms[i] in last_words or forms[i][:-1] in last_words):
        word = t.lower_
        before = doc[t.i - 1].lower_ if t.i > sent.start else ""
        plural = word.endswith("s") and (word[:-1] in either or f"{before} {word[:-1]}" in either)  # "cast members"
        word = word[:-1] if plural else word
        shown = (word in shows or f"{before} {word}" in shows) and (t.is_lower or t.i == sent.start) \
            and (word != "judge" or plural or before in judges)  # "professional partner A" in a dance contest
        if shown and word in _EDITION_PLACINGS and t.i > sent.start and (doc[t.i - 1].pos_ in {"NOUN", "PROPN"} or doc[t.i - 1].is_title) \
                and before not in judges:
            shown = False  # "Lottery winner A", "Oscar winner B": another contest's
        shown = shown or bool(shows) and word in _EDITION_PLACINGS and _of_an_edition(t)  # "Season three winner A"
        if not (word in titles or f"{before} {word}" in titles or word in fellows and before == "fellow" or shown):
            continue
        hyphened = t.i - 2 >= sent.start and doc[t.i - 2].text == "-"  # "talk-show host A", "late-night host B": a trade
        if shown and not word.startswith("co-") and (hyphened or before in trades and not acts_in_its_clause(t)
                                                     or titles_a_relative(t, ents.lex)):
            continue  # "his wife, television presenter A", "married to ice-hockey coach B": a trade, not the show's
        if before in _PAST or t.i - 2 >= sent.start and doc[t.i - 2].lower_ in _PAST:
            continue  # "her former co-star A": from another work, most likely
        j = t.i + 1 + (t.i + 1 < sent.end and doc[t.i + 1].text == ",")
        while j < sent.end:
            eid = ents.entity_of(doc[j])
            if eid is None or ents.entities[eid].type != PERSON and not (
                    ents.entities[eid].type == ORG and fold(ents.entities[eid].name.split()[0]) in ents.lex.given_names):
                break  # (a person NER took for a company: "presenters [Tess Rowe]ORG")
            j = ents.mention_end(j)
            k = j + 1 + (j + 1 < sent.end and doc[j + 1].lower_ == "the")
            if k < sent.end and doc[j].lower_ in {"of", "at", "from"} and doc[k].text[:1].isupper():
                break  # "Fellow judge A of the Supreme Court", "co-star B from Iron Sky": another body's or work's
            out.append(eid)
            if j + 2 < sent.end and doc[j].text == "," and doc[j + 1].like_num and doc[j + 2].text in {",", "and"}:
                j += 2  # "Winners A, 26, and B, 24"
            if not plural or j + 1 >= sent.end or doc[j].lower_ not in {",", "and"}:
                break
            j += 1 + (doc[j].text == "," and doc[j + 1].lower_ == "and")  # "B, C and D"
    return list(dict.fromkeys(out))


def joining(sent: Span, cast: list[int], slots) -> list[int]:
    """Who joins people the sentence names as the cast ("A and B will join returning stars C
    and D", "E rejoins co-star F"): the subjects of "join" whose object holds them."""
    if not cast:
        return []
    ents = slots.ents
    out: list[int] = []
    for verb in sent:
        if verb.lemma_.lower() in {"join", "rejoin"} and verb.pos_ == "VERB" and any(
                ents.token_entity.get(t.i) in cast for c in verb.children if c.dep_ in {"dobj", "xcomp"} for t in c.subtree) \
                and not any(c.dep_ == "prep" and c.lower_ in {"at", "on"} and any(
                    p.lemma_.lower() in _ATTENDED for p in c.children) for c in verb.children):
            # (not "joined co-star B at the premiere", "on the red carpet": attending)
            out += [i for s in slots.subjects(verb)[0] for i in slots.refs(s)
                    if ents.entities[i].type == PERSON and not crew(ents, sent, i, verb)]  # (not "A, the show's new director,")
    return out


_PLACING_VERBS = frozenset({"beat", "reach", "take", "win", "finish", "go"})
_PLACINGS = ("final", "place", "winner", "champion", "runner-up", "runners-up", "title", "trophy", "crown")
_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "last"})


def _placing(noun: Token) -> bool:
    """A contest's placing or round: "the final", "the semi-finals", "third place", "the title",
    "runner-up" (its words before it included: "quarter - finals")."""
    words = noun.doc[noun.left_edge.i:noun.i + 1].text.lower()
    return noun.pos_ in {"NOUN", "PROPN", "ADJ"} and any(w in words for w in _PLACINGS) \
        and not any(w in words for w in ("final say", "final word"))


_ATTENDED = HOSTED_OCCASIONS | {"carpet"}  # "joined B at the premiere", "on the red carpet"
_OFFICES = frozenset({"judge", "host", "co-host", "coach", "mentor", "presenter"})  # "A is a judge": in a court too
_LISTING = frozenset({"be", "include", "feature", "comprise"})
_NOT_CAST = frozenset({"together", "home", "again"})  # "are back together", "is back home"


def _in_another_work(verb: Token, ents) -> bool:
    """The verb's part is "in a new biopic", "in the spin-off", "in the musical Glass City", or "in
    real life": not the work the story is about (a work the article reads as one is the rules' own)."""
    lex = ents.lex
    for p in verb.subtree:
        if p.dep_ != "pobj" or p.head.lower_ not in {"in", "on", "for"}:
            continue
        if p.lower_ == "life" or p.lower_ in _OTHER_VERSIONS:
            return True  # "in real life", "in the spin-off", "in the stage version"
        if p.lower_ in lex.work_nouns and any(d.lower_ in {"a", "an", "another"} for d in p.children):
            return True
        named = ents.entity_of(p) if p.pos_ == "PROPN" else ents.entity_of(p.doc[p.i + 1]) if p.i + 1 < len(p.doc) else None
        if named is not None and ents.entities[named].type == WORK:
            continue  # "paired with A in the 2009 film Bandslam": a work the article reads as one
        if p.pos_ == "PROPN" and any(c.dep_ in {"compound", "amod", "nmod"} and c.lower_ in lex.work_nouns for c in p.children) or (
                p.lower_ in lex.work_nouns and p.i + 1 < len(p.doc) and p.doc[p.i + 1].pos_ == "PROPN"):
            return True  # "in the Broadway musical Glass City": a work named otherwise
    return False


_FIGURATIVE = frozenset({"key", "major", "important", "vital", "crucial", "pivotal", "big", "central", "leading", "active"})
_OTHER_VERSIONS = frozenset({"spinoff", "spin-off", "sequel", "prequel", "remake", "reboot", "version", "adaptation"})


_ANNOUNCED = frozenset({"confirm", "announce", "reveal", "unveil", "sign"})
_ENTRANTS = frozenset({"name", "star", "celebrity", "face", "contestant", "contender", "addition", "signing", "recruit"})


def _names_within(ents, head: Token) -> list[int]:
    """The people named inside a noun phrase however the parser nested them ("comedian A and
    newsreader B" read as B with "A" a modifier), not behind a possessive or a preposition ("A's
    sister B", "B of X")."""
    out = []
    for t in head.subtree:
        eid = ents.entity_of(t)
        a = t
        while a.i != head.i and a.dep_ not in {"poss", "prep", "relcl", "acl"}:
            a = a.head
        if eid is not None and a.i == head.i and eid not in out and ents.entities[eid].type == PERSON:
            out.append(eid)
    return out


def _bare(verb: Token) -> bool:
    """"A and B also star", "C will return, while D will host": a role verb with nothing after
    it (no object, place or complement; a clause with a subject of its own is not its)."""
    return not any(c.dep_ in {"dobj", "prep", "acomp", "xcomp", "ccomp", "attr", "oprd"}
                   or c.dep_ == "advcl" and not any(g.dep_ in {"nsubj", "nsubjpass"} for g in c.children)
                   for c in verb.children)


def _inverted_subjects(verb: Token) -> list[Token]:
    """"Also returning are A and B", "Joining the cast is C", "Also signed up are D and E": a
    participle opening its clause, its "be" after it and the subject after that."""
    if verb.tag_ not in {"VBG", "VBN"} or any(c.dep_ in {"nsubj", "nsubjpass"} and c.i < verb.i for c in verb.children):
        return []
    doc = verb.doc
    be = next((c for c in verb.children if c.dep_ in {"aux", "auxpass"} and c.lemma_ == "be" and c.i > verb.i), None)
    if be is None and verb.dep_ in {"nsubj", "csubj"} and verb.head.lemma_ == "be" and verb.head.i > verb.i:
        be = verb.head  # "Returning are A and B", parsed with the participle as the subject of "are"
    if be is None or any(t.pos_ in {"NOUN", "PROPN", "PRON"} for t in doc[verb.sent.start:verb.i]):
        return _inverted_on_the_surface(verb) if be is None else []
    out = [c for h in (verb, be) for c in h.children if c.dep_ in {"attr", "nsubj"} and c.i > be.i]
    # a list the parser hung on "be" itself ("Completing the line-up are: A; B; and C")
    out += [c for h in (be, verb) for c in h.children if c.dep_ == "conj" and c.pos_ == "PROPN" and c.i > be.i and c not in out]
    # "Joining previously announced leads A and B are C and D": the leads joined are in the cast too
    if verb.lemma_.lower() in {"join", "rejoin"} and not any(c.dep_ == "prep" for c in verb.children):
        out += [t for t in doc[verb.i + 1:be.i] if t.ent_type_ == "PERSON" and t.ent_iob_ == "B" and t.dep_ != "poss"]
    return out


def _inverted_on_the_surface(verb: Token) -> list[Token]:
    """"Joining them are A, 68, from Hull; and B" when the parser lost the inversion: the
    participle opens its sentence (after adverbs only), "is"/"are" follows within three words,
    and the names NER gives a person after it are the subjects (not a home: "from Hull")."""
    doc, sent = verb.doc, verb.sent
    if any(t.pos_ not in {"ADV", "CCONJ", "PUNCT"} for t in doc[sent.start:verb.i]):
        return []
    be = next((t for t in doc[verb.i + 1:min(verb.i + 4, sent.end)] if t.lemma_ == "be" and t.pos_ == "AUX"), None)
    if be is None:
        return []
    return [t for t in doc[be.i + 1:sent.end] if t.pos_ == "PROPN" and t.ent_iob_ == "B" and t.ent_type_ == "PERSON"
            and doc[t.i - 1].lower_ not in {"from", "in", "at", "of", "near"}]  # not "from Hull", a home


_ACTING = frozenset({"star", "co-star", "costar", "play", "portray", "voice", "appear", "guest"})
_CREW_NOUNS = frozenset({"director", "producer", "creator", "co-creator", "writer", "showrunner", "screenwriter",
                         "executive", "composer", "cinematographer", "editor"})


def crew(ents, sent: Span, person: int, verb: Token) -> bool:
    """The sentence gives the person a job behind the camera: "A, who directs the series, will
    return", "B, the show's creator, is back", "C will return as showrunner"."""
    if any(c.dep_ == "prep" and c.lower_ == "as" and any(p.lemma_.lower() in _CREW_NOUNS for p in c.children)
           for c in verb.children):
        return True
    for tok in sent:
        if ents.token_entity.get(tok.i) != person or tok.dep_ in {"compound", "flat"}:
            continue
        if any(c.dep_ == "relcl" and c.lemma_.lower() in CREW_VERBS or c.dep_ in {"appos", "compound"}
               and c.lemma_.lower() in _CREW_NOUNS for c in tok.children):
            return True  # (and "Director A will lead the drama")
    return False
