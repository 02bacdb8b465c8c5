"""Appearances: whoever holds a role cue appears in every title its slot lists.

"Lena starred in A and The B", "her role in the sitcom C", "shot to fame with 'D' (2004) and 'E'
(2006)", "co-starred with Ivy in F": the titles come from :func:`~kgbuild.extraction.titles.role_slots`
(the same slots the entity layer typed as works), the people from the cue's subject, its possessor
("her role", "Ivy's debut") and, after "co-star", "alongside" or "opposite", the people named there.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..lexicon import lexicon, occupation
from ..mentions import CREW_VERBS, PERSON, WORK, led_by, present_verb_titles
from ..rules import Found
from ..scan import cue_tokens, span_text
from ..slots import antecedent_of_relative, names_right_after, prep_objects
from ..titles import PRIZED_PERFORMERS, credit_tokens, joined_people, role_slots, skip_descriptions
from .base import Matcher
from .credits import MAKERS
from .roles import RoleMatcher

# occasions a host or a guest is at, which are no show or film: "hosted the premiere of X"
HOSTED_OCCASIONS = frozenset({"premiere", "screening", "party", "reception", "launch", "gala", "dinner", "q&a",
                              "event", "fundraiser", "ceremony"})


def an_occasion(noun: Token) -> bool:
    """An occasion noun that is no part of a show: "the premiere of X", "a screening" (not "the
    season premiere of X", an episode)."""
    return noun.lemma_.lower() in HOSTED_OCCASIONS and not any(
        c.dep_ in {"compound", "amod"} and c.lower_ in {"season", "series", "episode"} for c in noun.children)


class AppearanceMatcher(Matcher):
    """The ``role_slots`` rule of ``rules.json``."""

    def __init__(self, *args, roles: RoleMatcher, **kwargs):
        super().__init__(*args, **kwargs)
        self.roles = roles
        self.rule = self.rules.role_slots
        self._slots = {s.trigger: s for s in role_slots(self.doc)} if self.rule else {}
        self._credits = credit_tokens(self.doc) if self.rule else frozenset()
        self._crew = frozenset((self.rule or {}).get("not_cast_nouns", ())) | MAKERS  # who make a work, not who are in it

    def match(self, sent: Span) -> Iterator[Found]:
        if not self.rule:
            return
        for i in range(sent.start, sent.end):
            slot = self._slots.get(i)
            if slot is None:
                continue
            trigger = self.doc[i]
            people, factor = self._holders(trigger) if slot.holder_noun is None and slot.holder_object is None else ([], 0.0)
            works = [w for start, _ in slot.titles for w in [self.ents.entity_of(self.doc[start])]
                     if w is not None and self.ents.entities[w].type == WORK]
            if slot.work_noun is not None:  # "on the show": the work the article is about
                works += [w for w in self.ents.resolve(self.doc[slot.work_noun]) if self.ents.entities[w].type == WORK]
            if slot.article_work:  # "X, who plays Dr Y,": in a story about one work
                # (a credit just named is not where the part is: "A, best known for X, plays the mayor")
                recent = self.ents.recent_work(trigger, skip=self._credits)
                works += [w for w in [recent if recent is not None else self.ents.article_work()] if w is not None]
            if slot.holder_noun is not None:  # "Her films include A": whose films
                noun = self.doc[slot.holder_noun]
                owned = [*noun.children, *(p for c in noun.children if c.dep_ == "compound" for p in c.children)]  # "Her screen debut"
                owners = [antecedent_of_relative(self.slots, c, trigger.head) if c.lower_ == "whose" and trigger.dep_ == "relcl"
                          else c for c in owned if c.dep_ == "poss"]  # "A, whose credits include X"
                people = self.slots.as_people([i for c in owners for i in self.slots.refs(c)])
                factor = self.slots.blocked(trigger) or 0.0
            if slot.holder_object is not None:  # "viewers will recognise A from X", "B, whom fans know from Y"
                obj = self.doc[slot.holder_object]
                if obj.lower_ in {"whom", "who"}:
                    obj = antecedent_of_relative(self.slots, obj, trigger.head)
                people = self.slots.as_people(self.slots.refs(obj))
                factor = self.slots.blocked(trigger) or 0.0
            for p in dict.fromkeys(self.slots.as_people(people)):  # a role's holder is a person, never a work
                for w in dict.fromkeys(works):
                    yield Found(p, self.rule["relation"], w, self.rule["id"], self.rule["confidence"] * factor)
        yield from self._won_work(sent)
        yield from self._award_went_to(sent)
        yield from self._verb_read_as_a_noun(sent)
        yield from self._led_by(sent)
        yield from self._been_on(sent)

    def _award_went_to(self, sent: Span) -> Iterator[Found]:
        """"The best actress award went to A for the drama X", "The prize for lead actor went to B
        ('Y')": the winner of a performer's prize for a work appears in it (not a prize for a work
        alone, "The best drama award went to X")."""
        text = span_text(sent)
        if " went to " not in text and " goes to " not in text:
            return
        for verb in sent:
            if verb.lemma_.lower() != "go" or verb.pos_ != "VERB":
                continue
            prize = _performers_prize(verb, "nsubj")
            if prize is None:
                continue  # a performer's prize: "best actress", "lead actor", "supporting actor", "host"
            winners = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "to" for p in c.children if p.dep_ == "pobj"]
            works = self._works_after_for([verb, *winners])
            factor = self.slots.blocked(verb)
            people = self.slots.as_people([i for p in winners for i in self.slots.refs(p)]) if factor else []
            for p in people:
                for w in dict.fromkeys(works):
                    yield Found(p, self.rule["relation"], w, self.rule["id"] + ".award", self.rule["confidence"] * factor)

    def _been_on(self, sent: Span) -> Iterator[Found]:
        """"A has been on the show since 2016", "B was on X for three series": a person who is on
        a work (the object of an "on" the copula itself governs, a work; not "was on set", "on
        the network", nor "was a judge on X", the role noun's)."""
        if any(t.lower_ in self._crew or t.pos_ == "VERB" and t.lemma_.lower() in CREW_VERBS for t in sent):
            return  # "The show's writer, B, has been on the show since 2016": behind the camera
        for verb in (t for t in sent if t.lemma_ == "be" and t.dep_ not in {"aux", "auxpass"}):
            if any(c.dep_ in {"attr", "acomp"} for c in verb.children):
                continue
            ons = [c for c in verb.children if c.dep_ == "prep" and c.lower_ == "on"]
            works = [w for on in ons for p in prep_objects(on) for w in self.ents.resolve(p) if self.ents.entities[w].type == WORK]
            factor = self.slots.blocked(verb) if works else None
            if not factor:
                continue
            subjects, _ = self.slots.subjects(verb)
            for p in dict.fromkeys(self.slots.as_people([i for s in subjects for i in self.slots.refs(s)])):
                for w in dict.fromkeys(works):
                    yield Found(p, self.rule["relation"], w, self.rule["id"] + ".on", self.rule["confidence"] * 0.9 * factor)

    def _verb_read_as_a_noun(self, sent: Span) -> Iterator[Found]:
        """"Ada Vey hosts Morning Glory alongside Tom Hale", which the small model reads as one noun
        phrase ("hosts" a plural noun): a person's name, a present-tense verb of being on screen,
        then a title the article reads as a work, read off the surface; with the people named after
        "with" or "alongside" right after the title."""
        doc, ents = self.doc, self.ents
        titles = present_verb_titles(doc)  # (a verb the parser read as one has its frame)
        for verb in (doc[i] for i in range(sent.start, sent.end) if i in titles):
            title = titles[verb.i]
            person, work = ents.entity_of(doc[verb.i - 1]), ents.entity_of(doc[title[0]])
            if person is None or work is None or ents.entities[work].type != WORK:
                continue
            partners = self._co_host(title[1], sent)
            for p in self.slots.as_people([person, *partners]):
                yield Found(p, self.rule["relation"], work, self.rule["id"] + ".surface", self.rule["confidence"] * 0.9)

    def _co_host(self, k: int, sent: Span) -> list[int]:
        """The person right after a title's "with" or "alongside", named there and nothing more
        ("with B.", "alongside B and C"; not "with B's blessing", "with B producing", "with help
        from B", "alongside Channel Six")."""
        doc, ents = self.doc, self.ents
        if k + 1 >= sent.end or doc[k].lower_ not in {"with", "alongside"}:
            return []
        person = ents.entity_of(doc[k + 1])
        end = ents.mention_end(k + 1) if person is not None else k + 1
        if person is None or ents.entities[person].type != PERSON or end < sent.end and not (
                doc[end].is_punct and doc[end].text not in {"'s", "’s"} or doc[end].lower_ in {"and", "every", "each", "this"}):
            return []  # (not "with B on guitar", "with B in the director's chair")
        if end + 1 < sent.end and doc[end].text == "," and doc[end + 1].lower_ in {"her", "his", "their", "a", "an", "the"}:
            return []  # "with B, her producer": what B is there
        return [person]

    def _led_by(self, sent: Span) -> Iterator[Found]:
        """"The Ada Vey-led comedy X", "a Tom Hale-fronted quiz, X": the person a work is led by
        appears in the title right after the phrase's kind (or set off by a comma after it)."""
        doc, ents = self.doc, self.ents
        for hyphen in cue_tokens(sent, {"-"}):
            span = led_by(doc, hyphen.i)
            if span is None:
                continue
            person = ents.entity_of(doc[span[0]])
            k = skip_descriptions(doc, hyphen.i + 2, sent.end)
            k += k < sent.end and doc[k].text == ","  # "a Mara Quill-led drama, Iron Bay"
            work = ents.entity_of(doc[k]) if k < sent.end else None
            if work is None:  # "Iron Bay, a Mara Quill-led drama": the title the phrase describes
                before = span[0] - 1
                while before > sent.start and doc[before].lower_ in {"a", "an", "the"}:
                    before -= 1
                work = ents.entity_of(doc[before - 1]) if before > sent.start and doc[before].text == "," else None
            if person is not None and work is not None and ents.entities[work].type == WORK:
                for p in self.slots.as_people([person]):
                    yield Found(p, self.rule["relation"], work, self.rule["id"] + ".led", self.rule["confidence"])

    def _won_work(self, sent: Span) -> Iterator[Found]:
        """"A won X", "A, who won X in 2022,": winning a show the article reads as a work (a
        contest's title) is taking part in it, as is a performer's prize won for one ("won the best
        actress prize for X"); a prize or an event NER or the lexicon names is no
        work, and neither is one the article gives no other sign of."""
        text = span_text(sent).lower()
        if "win" not in text and "won" not in text:
            return  # most sentences win nothing: skip them without reading their tokens
        for verb in sent:
            if verb.lemma_.lower() != "win" or verb.pos_ != "VERB":
                continue
            works = [w for c in verb.children if c.dep_ == "dobj" for w in [self.ents.entity_of(c)]
                     if w is not None and self.ents.entities[w].type == WORK] or self._prized_work(verb)
            if not works:
                continue
            factor = self.slots.blocked(verb)
            subs, passive = self.slots.subjects(verb)
            people = self.slots.as_people([i for s in subs for i in self.slots.refs(s)]) if factor and not passive else []
            for p in people:
                for w in works:
                    yield Found(p, self.rule["relation"], w, self.rule["id"], self.rule["confidence"] * factor)

    def _prized_work(self, verb: Token) -> list[int]:
        """The work a performer's prize was won for: "won a best actress prize at the festival for
        X", "won the best actor award for his role in Y" (not "best director", "best film")."""
        prize = _performers_prize(verb, "dobj")
        return self._works_after_for([verb, prize]) if prize is not None else []

    def _works_after_for(self, heads: list[Token]) -> list[int]:
        """The works named after a "for" that hangs on one of ``heads`` ("went to A for the drama X")."""
        return list(dict.fromkeys(w for c in heads for f in c.children if f.dep_ == "prep" and f.lower_ == "for"
                                  for t in f.subtree for w in [self.ents.entity_of(t)]
                                  if w is not None and self.ents.entities[w].type == WORK))

    def _holders(self, trigger: Token) -> tuple[list[int], float]:
        """The people whose role the cue names: its subject (through "known for", relative
        clauses and conjunctions), else its possessor; plus co-stars named after "with"."""
        if trigger.dep_ in {"amod", "appos"} and (trigger.pos_ == "ADJ" or trigger.tag_ == "VBN"
                                                  and trigger.lower_ in self.rule["known_words"]):  # "X, famous for Y,", "X, known for Y,"
            factor = self.slots.blocked(trigger)
            return (self.slots.as_people(self.slots.refs(trigger.head)), factor) if factor else ([], 0.0)
        if trigger.lower_ in self.rule["known_words"] and not any(c.dep_ in {"nsubj", "nsubjpass"} for c in trigger.children):
            # "A was an actress in the 1990s, best remembered for X", parsed with A's clause hung on "remembered"
            before = [s for c in trigger.children if c.dep_ == "ccomp" and c.i < trigger.i and _a_performer_was(c, self.ents, self._crew)
                      for s in c.children if s.dep_ == "nsubj"]
            factor = self.slots.blocked(trigger)
            if before and factor:
                return self.slots.as_people([i for s in before for i in self.slots.refs(s)]), factor
        joined = [i for t in joined_people(trigger) for i in self.slots.refs(t)] if trigger.lemma_.lower() == "join" else []
        # "A joins B and C in X": they are in X too
        after = _named_after_the_copula(trigger)  # "Also appearing in X are A and B", "Joining B in X is C"
        if after:
            factor = self.slots.blocked(trigger)
            people = [i for t in after for i in self.slots.refs(t)] + joined
            return (self.slots.as_people(people), factor) if factor else ([], 0.0)
        people, factor = self.roles.possessed_role_holder(trigger)
        if not people:
            return [], 0.0
        shared = []
        if trigger.lower_ == "screen":  # "shared the screen with B in X", "B, with whom she shared the screen in X"
            shared = [i for c in trigger.head.children if c.dep_ == "prep" and c.lower_ == "with" for p in c.children
                      if p.dep_ == "pobj" for i in self.slots.refs(antecedent_of_relative(self.slots, p, trigger.head.head)
                                                                  if p.lower_ == "whom" else p)]
        return people + self.slots.as_people(shared + joined) + costars(trigger, self.slots, frozenset(self.rule["costar_preps"])), factor


def _a_performer_was(clause: Token, ents, crew: frozenset[str]) -> bool:
    """"A was an actress in the 1990s": a copula naming a performer (no crew), no one else named in it
    (not "A was married to B", whose credit it may be)."""
    lex = lexicon()
    attr = next((c for c in clause.children if c.dep_ == "attr"), None)
    subject = {t.i for c in clause.children if c.dep_ == "nsubj" for t in c.subtree}
    others = {ents.entity_of(t) for t in clause.subtree if t.i not in subject} - {None}
    return clause.lemma_ == "be" and attr is not None and (attr.lower_ in lex.role_nouns or occupation(attr.lower_)) \
        and attr.lower_ not in crew and not any(ents.entities[e].type == PERSON for e in others)


def _named_after_the_copula(trigger: Token) -> list[Token]:
    """The people an inverted participle names after its copula: "Also appearing in X are A and
    B", "Joining her in the cast of Y is C" (the participle opens the clause, the copula follows
    its slot, the people follow the copula)."""
    copula = next((c for c in trigger.children if c.dep_ in {"aux", "auxpass"} and c.lemma_ == "be" and c.i > trigger.i), None)
    if trigger.tag_ != "VBG" or copula is None:
        return []
    return [t for c in (*trigger.children, *copula.children) if c.dep_ in {"attr", "nsubj"} and c.i > copula.i
            for t in (c, *c.conjuncts)]  # (the parser hangs them on either)


_PRIZES = frozenset({"award", "prize", "trophy", "honour", "honor", "gong", "statuette"})


def _performers_prize(verb: Token, dep: str) -> Token | None:
    """The prize noun at ``dep`` of ``verb`` when it is a performer's ("the best actress award"), or None."""
    prize = next((c for c in verb.children if c.dep_ == dep and c.lower_ in _PRIZES), None)
    return prize if prize is not None and any(t.lower_ in PRIZED_PERFORMERS for t in prize.subtree) else None


def alongside(rules) -> frozenset[str]:
    """The co-star prepositions that reach across a clause ("alongside", "opposite"; not "with")."""
    return frozenset((rules.role_slots or {}).get("costar_preps", ())) - {"with"}


def crew_job_in(sent: Span, rules, predicates: bool = False) -> bool:
    """A crew job (``role_slots`` ``not_cast_nouns``) held in the sentence: after "as" ("as its
    cinematographer", "where B served as showrunner"; not "executive producer C confirmed"), and
    with ``predicates`` also as a copula's predicate ("where B was an assistant director")."""
    crew = frozenset((rules.role_slots or {}).get("not_cast_nouns", ()))
    return any(t.lower_ in crew and (t.dep_ == "pobj" and t.head.lower_ == "as" or predicates and t.dep_ == "attr")
               for t in sent)


def costars(trigger: Token, slots, preps: frozenset[str]) -> list[int]:
    """The people a role cue's co-star prepositions name: "with B" on the cue itself (anywhere in
    the clause of a "co-" verb: "co-hosts the podcast X with B"); "alongside B", "opposite B"
    anywhere in its clause ("returns to X as a judge alongside her husband, B")."""
    if trigger.lower_.startswith("co-"):
        preps = preps | {"with"}  # "co-hosts the podcast X with B", "co-anchored X with B": B hosts it too
    found = [c for c in trigger.children if c.dep_ == "prep" and c.lower_ in preps]
    anywhere = preps if trigger.lower_.startswith("co-") else preps - {"with"}
    found += [t for t in _clause(trigger) if t.dep_ == "prep" and t.lower_ in anywhere and t not in found]
    subjects = frozenset(i for s in slots.subjects(trigger)[0] for i in slots.refs(s))  # "A starred alongside him": not A
    return [i for c in found for p in c.children if p.dep_ == "pobj" for i in slots.as_people(
        [*slots.refs(p, exclude=subjects), *(j for x in p.conjuncts for j in slots.refs(x))]
        or (names_right_after(p, slots) if p.pos_ == "NOUN" and p.tag_ == "NNS" else []))]
    # ("alongside her sisters, A and B": the names the parser hung elsewhere)


def with_parts(verb: Token, ents) -> list[int]:
    """The people listed after "with" or "alongside" in a role or starring verb's sentence, each
    with a part of their own ("plays A, alongside B as her first mate and C as the surgeon", "stars
    A, with D as a farmhand and veteran actress E as the matriarch"); not "with great charm", "with
    her husband". Read on the surface: the small model scatters such lists."""
    doc, sent = verb.doc, verb.sent
    out: list[int] = []
    for prep in (t for t in sent if t.i > verb.i and t.lower_ in {"with", "alongside"}):
        k = prep.i + 1
        listed: list[int] = []  # "with B, C and D in the ensemble", "with E and F in supporting roles"
        while k < sent.end:
            while k < sent.end and doc[k].is_lower and doc[k].is_alpha and ents.entity_of(doc[k]) is None:
                k += 1  # "veteran actress E"
            eid = ents.entity_of(doc[k]) if k < sent.end else None
            if eid is None or ents.entities[eid].type == WORK:
                break
            k = ents.mention_end(k)
            listed.append(eid)
            glue = _list_glue_end(doc, k, sent.end)  # past ", ", " and " or ", and " to the next name of the list
            if glue is not None and ents.entity_of(doc[glue]) is not None:
                k = glue
                continue
            if _in_the_cast(doc, k, sent.end):
                out += listed
                break
            if k >= sent.end or doc[k].lower_ != "as":
                break
            part = k + 1
            while k < sent.end and doc[k].text not in {",", ";"} and doc[k].lower_ != "and":
                k += 1
            if not any(t.pos_ in {"NOUN", "PROPN"} for t in doc[part:k]):
                break
            out += listed  # "with B as his daughter, and C and D as the neighbours": both of a pair's part
            listed = []
            while k < sent.end and (doc[k].text in {",", ";"} or doc[k].lower_ == "and"):
                k += 1
    return out


def _list_glue_end(doc, k: int, end: int) -> int | None:
    """The token after the glue of a list at ``k`` (",", "and", ", and"), or None when there is none."""
    j = k
    while j < end and j - k < 2 and (doc[j].text == "," or doc[j].lower_ == "and"):
        j += 1
    return j if k < j < end else None


def _in_the_cast(doc, k: int, end: int) -> bool:
    """"in the ensemble", "in supporting roles", "in the cast" at ``k``: a list's parts in the work."""
    if k + 1 < end and doc[k].lower_ in {"also", "both", "all"}:
        k += 1  # "with A and B also in the cast"
    if k + 1 >= end or doc[k].lower_ != "in":
        return False
    j = k + 1
    while j < min(k + 4, end) and doc[j].is_lower and doc[j].lower_ not in _CAST_PARTS:
        j += 1
    crew = any(t.lower_ in _CREW_WORDS for t in doc[k + 1:j])  # "in producing roles", "in executive producer roles"
    return j < end and doc[j].lower_ in _CAST_PARTS and not crew and not (
        j + 1 < end and doc[j + 1].lower_ in {"of", "behind"})  # (not "in the cast of the musical", "behind the camera")


_CAST_PARTS = frozenset({"ensemble", "cast", "role", "roles", "part", "parts", "line-up", "lineup"})
_CREW_WORDS = frozenset({"producing", "producer", "executive", "writing", "directing", "production", "creative", "technical"})


def costars_share_the_work(found: list[tuple[Found, Span]], ents, preps: frozenset[str],
                           not_cast: frozenset[str] = frozenset()) -> list[tuple[Found, Span]]:
    """Whoever a sentence puts in a work, by any rule, shares it with the people named after
    "opposite" or "alongside" in the clause that names the work: "A signed on to star in X,
    opposite B", "A is a regular on the drama X, opposite B", "X (1984), in which he played an
    admiral opposite B" (not "A, who starred in X, was photographed alongside B": another clause;
    not "the host of X, honoured alongside B": the role noun's phrase ends the clause; not
    "alongside director B": ``not_cast`` nouns describe crew and officials)."""
    extra: list[tuple[Found, Span]] = []
    done = {(f.head, f.tail) for f, _ in found if f.relation == "appears_in"}
    kin_nouns = lexicon().male_cues | lexicon().female_cues
    for f, sent in found:
        if f.relation != "appears_in" or not any(t.lower_ in preps or _joining(t) for t in sent):
            continue
        reach = _clause_of_work(sent, f.tail, ents)
        for prep in sent:
            if not (prep.lower_ in preps or _joining(prep)) or prep.head.i not in reach:  # (the tagger may call
                continue  # "opposite" an adjective; "is set to star in X, joining A and B": A and B are in X)
            objects = "dobj" if _joining(prep) else "pobj"
            kin = kin_nouns if objects == "dobj" else frozenset()
            for obj in (p for c in prep.children if c.dep_ == objects for p in (c, *c.conjuncts)):
                if any(t.lower_ in not_cast or t.lower_ in kin for t in obj.subtree if t.i <= obj.i):
                    continue  # (nor, joining someone, "joining her husband B in Rome")
                for who in ents.resolve(obj):
                    if ents.entities[who].type == PERSON and who not in ents.characters and (who, f.tail) not in done:
                        done.add((who, f.tail))
                        extra.append((Found(who, "appears_in", f.tail, f.rule + ".costar", f.confidence), sent))
    return found + extra


def _joining(tok: Token) -> bool:
    """"joining A and B" after a clause that puts someone in a work: a participle with people as object."""
    return tok.lower_ == "joining" and tok.tag_ == "VBG" and tok.dep_ in {"advcl", "xcomp", "acl", "conj"}


def _clause_of_work(sent: Span, work: int, ents) -> set[int]:
    """The tokens on the way from the work's mentions in ``sent`` up to the verb of their
    clause, and the verbs of relative clauses on the work ("X, in which he played ...")."""
    reach: set[int] = set()
    for tok in sent:
        if ents.entity_of(tok) != work:
            continue
        reach.update(c.i for c in tok.children if c.dep_ == "relcl")
        t = tok
        while True:
            reach.add(t.i)
            if t.pos_ in {"VERB", "AUX"} and t.dep_ != "xcomp" or t.head.i == t.i or t.head.pos_ == "PUNCT":
                break  # the verb of the work's own clause ("signed on to star in X": both), not through a comma
            if t.pos_ == "NOUN" and t.dep_ in {"appos", "nsubj", "nsubjpass"} and ents.entity_of(t) != work \
                    and t.lower_ not in lexicon().screen_nouns:
                break  # "A, the host of X, ...": the phrase describing someone, not the verb they go on to
            t = t.head
    return reach


def _clause(verb: Token) -> list[Token]:
    """The tokens of ``verb``'s own clause: its subtree without relative or adverbial clauses."""
    out, stack = [], list(verb.children)
    while stack:
        t = stack.pop()
        if t.dep_ in {"relcl", "advcl", "ccomp", "conj"} and t.pos_ in {"VERB", "AUX"}:
            continue
        out.append(t)
        stack.extend(t.children)
    return out
