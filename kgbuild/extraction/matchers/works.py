"""Work rules: a title next to a role noun ("the 30 Rock star"), a show owned by people ("their
TLC reality show The Baldwins"), casts ("The cast includes A, B and C", "X cast A and B in ..."),
"a film starring X / directed by X", "Character (Actor)" in an article about a work."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

from spacy.tokens import Span, Token

from ...names import OPENING_QUOTES, fold
from ..coref import story_work_at
from ..entities import CAST_NOUNS, cast_listed
from ..mentions import ORG, PERSON, WORK, line_up_at
from ..owners import whose_owner
from ..rules import Found
from ..scan import cue_tokens, positions, span_text
from ..slots import MAX_LIST_TOKENS, conjuncts
from ..titles import PRIZE_WORDS, screen_story, starring_subject
from .appearances import alongside, costars, crew_job_in, with_parts
from .base import Matcher, in_brackets, in_person_descriptions
from .predicates import COSTAR_NOUNS


_PLAYED_PARTS = frozenset({"character", "role", "part", "portrayal"})


_HOSTING = frozenset({"host", "co-host", "present", "front", "narrate"})  # "the series, hosted by A,"
_LEADING = frozenset({"lead", "headline", "topline"})  # "a musical drama led by A and B"


def _an_award(name: str, awards: frozenset[str]) -> bool:
    """A folded title that is, opens with or ends with an award's name."""
    return name in awards or name.split(" ")[0] in awards or any(name.endswith(" " + a) for a in awards)


def _listed_outside_brackets(ents, verb) -> list[int]:
    """The people a list after ``verb`` names outside its brackets ("includes A (Nina), B (Ivo) and
    C (Sam)": A, B and C, however the parser hung them), up to the next verb outside a bracket."""
    doc, out, depth = verb.doc, [], 0
    if not any(doc[k].text == "(" for k in range(verb.i + 1, verb.sent.end)):
        return out
    for k in range(verb.i + 1, verb.sent.end):
        t = doc[k]
        depth += (t.text == "(") - (t.text == ")")
        if depth:
            continue
        if t.pos_ in {"VERB", "AUX"} and out:
            break
        eid = ents.token_entity.get(k)
        if eid is not None and ents.entities[eid].type == PERSON and eid not in out:
            out.append(eid)
    return out


def _played_by(ents, rule: dict | None, sent: Span) -> Iterator[Found]:
    """"Nurse Ada Grey (Dana Webb)" in an article about a work, "the town's mayor (Marsh)" in a
    sentence telling a story: a part, then the actor in brackets, who appears in the work (the
    article's defined work, else the one the sentence names, else the story's)."""
    if rule is None or ents.topic_work is None and not cue_tokens(sent, lemma_words=rule.get("story_cues", ())):
        return  # no story told here
    doc = sent.doc
    staff = frozenset(rule.get("staff_words", ()))
    work: int | None = None
    for k in range(sent.start + 1, sent.end - 2):
        if doc[k].text != "(":
            continue
        paired = ents.bracket_parts.get(k)  # "Ellie Marr (Detective Rae Quinn)", "Maeve Dunn (Costigan)"
        character = ents.token_entity.get(k - 1)
        described = character is None and doc[k - 1].is_lower and doc[k - 1].pos_ == "NOUN" \
            and doc[k - 1].lemma_.lower() not in staff  # "the town's mayor (Asante)"
        part_named = character is not None and ents.entities[character].type in {PERSON, ORG} and not cast_listed(doc, k)
        if paired is None and not (described or part_named):
            continue  # (undecided, a named part comes first: "her son, Cathal (Ronan Keogh)")
        actor = paired[0] if paired is not None else ents.actor_in_brackets(k - 1)
        if actor is None:
            continue
        work = work if work is not None else _story_work(ents, sent)
        if work is not None:
            yield Found(actor, rule["relation"], work, rule["id"], rule["confidence"])


def _in_brackets_after_a_name(ents, sent: Span, person: int) -> bool:
    """Every mention of ``person`` in the sentence is a bracket right after another person's name ("A (Nell)")."""
    doc = sent.doc
    starts = [i for i in range(sent.start, sent.end) if ents.token_entity.get(i) == person
              and ents.token_entity.get(i - 1) != person]
    return bool(starts) and all(i >= 2 and doc[i - 1].text == "(" and (other := ents.token_entity.get(i - 2)) is not None
                                and other != person and ents.entities[other].type == PERSON for i in starts)


def _names_return(sent: Span) -> bool:
    """The sentence's first verb of returning has nothing after it but a season, a part or time
    ("A (Nina) and B (Ivo) return for season two", "... are set to reprise their roles", "... are
    all back"): a return to a cast, not a story's ("Nina (A) returns to the farm", "is back in town")."""
    for verb in sent:
        lemma = verb.lemma_.lower()
        back = [c for c in verb.children if c.dep_ == "advmod" and c.lower_ == "back"] if lemma == "be" else []
        if lemma in _RETURN_LEMMAS and (verb.pos_ == "VERB" or not any(c.dep_ in {"det", "poss"} for c in verb.children)) \
                or back:  # (the tagger's noun "return" with no article is the verb)
            after = [c for h in (verb, *(c for c in verb.children if c.lower_ == "back")) for c in h.children
                     if c.i > verb.i and c.dep_ in {"prep", "dobj", "advmod", "npadvmod"}]  # ("back at the clinic")
            return all(c.lower_ in {"back", "again", "also", "too", "as", "well"} or c.dep_ == "prep" and c.lower_ in {"for", "as"}
                       or c.dep_ == "npadvmod" or c.ent_type_ in {"DATE", "TIME"}
                       or c.dep_ == "dobj" and c.lemma_.lower() in {"role", "part"} for c in after)
    return False


_RETURN_LEMMAS = frozenset({"return", "reprise", "rejoin"})


def _bracketed_cast(ents, rules, sent: Span, slots) -> Iterator[Found]:
    """Names listed each with a bracket after it, in a sentence about a cast (a cast verb or noun:
    "join", "return", "cast", "line-up"): "A (Maya), B (Jonah) and C (Edie) return", "D (Harrow
    Lane), E (The Quiet Tenants) and F have joined the cast": a cast list, however the parser hung
    it; its people appear in the story's work (never one named in the brackets: each one's own
    credit, read by the credit rule). Two such names at least, with no verb between them; not told
    in the negative, at a hedge's confidence, nor people a crew noun introduces ("Writers A (X) and
    B (Y)"); a pair the entity layer read the other way round ("Maya (A)") is the part-first rule's."""
    rule = rules.work_rules.get("work.cast_list")
    if rule is None or "(" not in span_text(sent):
        return
    cues = {*(rules.work_rules.get("work.article_role") or {}).get("verbs", ()), *_CAST_CUES} - _NOT_CAST_CUES
    said = {t.lemma_.lower() for t in sent} & cues
    if not said or said <= _RETURN_LEMMAS and not _names_return(sent):
        return  # (not "Nina (A) and Ivo (B) return to the farm": a story's parts)
    doc = sent.doc
    people: dict[int, int] = {}  # person -> the first token of the name before its bracket
    last = None
    for k in range(sent.start + 1, sent.end - 2):
        if doc[k].text != "(":
            continue
        left = ents.token_entity.get(k - 1)
        close = next((j for j in range(k + 2, min(k + 9, sent.end)) if doc[j].text == ")"), None)
        if left is None or close is None or ents.entities[left].type != PERSON \
                or k in ents.bracket_parts and ents.bracket_parts[k][0] != left:
            continue
        if not doc[k + 1].is_title or doc[k + 1].like_num:
            continue  # "(Maya)", "(Harrow Lane)"; not "(left)", "(19)", "(née Cole)"
        if last is not None and any(t.pos_ in {"VERB", "AUX"} for t in doc[last:k - 1]):
            people = {}  # a clause between: no one list
        first = k - 1
        while first > sent.start and ents.token_entity.get(first - 1) == left:
            first -= 1
        people.setdefault(left, first)
        last = close
    work = ents.article_work()
    if len(people) < 2 or work is None or any(ents.token_entity.get(i) == work for i in range(sent.start, sent.end)
                                              if in_brackets(doc[i])):
        return
    factor = slots.blocked(sent.root)
    if factor is None or any(t.dep_ == "neg" for t in sent):
        return  # "A (Maya) and B (Jonah) will not return", "are rumoured to return" (at a hedge's confidence)
    crew = frozenset((rules.role_slots or {}).get("not_cast_nouns", ()))
    before = {p: doc[max(sent.start, first - 2):first] for p, first in people.items()}  # the words before each name
    if any(t.lemma_.lower() in crew and t.tag_ == "NNS" for t in next(iter(before.values()))):
        return  # "Writers A (X) and B (Y) return": the whole list is crew
    for p, words in before.items():
        if p not in ents.characters and not any(t.lemma_.lower() in crew for t in words):
            yield Found(p, rule["relation"], work, rule["id"] + ".brackets", rule["confidence"] * factor)  # (not "Writers A (X)")


_CAST_CUES = CAST_NOUNS | {"reprise"}
_NOT_CAST_CUES = frozenset({"lead", "head", "top", "feature", "complete", "round"})  # (the cast verbs that say other things too)


def _story_work(ents, sent: Span) -> int | None:
    """The work a part in ``sent`` belongs to: the article's defined work, else the one work the
    sentence names, else the story's own."""
    if ents.topic_work is not None:
        return ents.topic_work
    aside = in_person_descriptions(sent, ents)  # "Created by A, who also wrote X, the show follows ...": not X
    named = {e for i in range(sent.start, sent.end) if i not in aside for e in [ents.token_entity.get(i)]
             if e is not None and ents.entities[e].type == WORK}
    return next(iter(named)) if len(named) == 1 else story_work_at(ents, sent.start) if not named else None


_COSTAR_TIMES = frozenset({"former", "ex", "one-time", "onetime", "then", "fellow", "longtime", "long-time", "old"})


def _fellow(first: Token) -> bool:
    """Does "fellow" stand before the title that opens at ``first`` ("his fellow 'X' judge")?"""
    k = first.i - 1 - (first.i > 0 and first.doc[first.i - 1].text in "\"“‘'")
    return k >= 0 and first.doc[k].lower_ == "fellow"


def _fellows_subject(slots, role: Token, named: tuple[int, ...]) -> list[int]:
    """The subject of the clause a "fellow X star B" phrase sits in, with no owner before it ("A is
    dating fellow X contestant B", "A was spotted with fellow X star B"): one of the same kind."""
    verb = next((t for t in role.ancestors if t.pos_ in {"VERB", "AUX"}), None)
    if verb is None or slots.blocked(verb) is None:
        return []
    return [i for s in slots.subjects(verb)[0] for i in slots.refs(s)
            if i not in named and slots.ents.entities[i].type == PERSON]


def _recruits(verb: Token, rule: dict) -> bool:
    """A verb by which a work takes people on: "has cast A as a nurse", "tapped B to play the
    lead", "has added C to its cast" ("add" only to a cast noun: not "added a second season")."""
    lemma = verb.lemma_.lower()
    if lemma not in rule.get("recruiting_verbs", ()) or not any(c.dep_ == "dobj" for c in verb.children):
        return False
    if lemma == "add":  # to a cast, as series regulars, for a season: "added C to its cast", "added D as a series regular"
        return any(c.dep_ == "prep" and (c.lower_ == "to" and any(p.lemma_.lower() in rule["cast_nouns"] for p in c.children)
                                         or c.lower_ == "as" and any(p.lemma_.lower() in _REGULARS for p in c.children))
                   for c in verb.children)
    # besides "cast", taken on to act: "tapped B to play the lead", "hired C as the villain", "promoted D and E to series
    # regulars" (not "to write the score", "as a consultant")
    acting = any(c.dep_ == "xcomp" and c.lemma_.lower() in _ACTING_VERBS for c in verb.children) or any(
        c.dep_ == "prep" and c.lower_ in {"as", "to"} and any(p.lower_ in _PART_WORDS or p.lemma_.lower() in _REGULARS
                                                            for p in c.children) for c in verb.children) \
        or any(t.lemma_.lower() == "regular" and t.doc[t.i - 1].lower_ == "series" for t in verb.subtree)  # (misparsed)
    return lemma == "cast" or acting


_ACTING_VERBS = frozenset({"play", "star", "portray", "voice", "host", "co-star", "appear", "lead", "front", "present"})
_REGULARS = frozenset({"regular", "lead", "co-lead"})  # "as series regulars", "to series regular", "as a co-lead"
_PART_WORDS = frozenset({"lead", "villain", "hero", "heroine", "role", "part", "character", "host", "narrator"})


class WorkMatcher(Matcher):
    """The work rules (``rules.json`` ``work_rules``), over a whole sentence."""

    def match(self, sent: Span) -> Iterator[Found]:
        yield from _played_by(self.ents, self.rules.work_rules.get("work.played_by"), sent)
        yield from _bracketed_cast(self.ents, self.rules, sent, self.slots)
        yield from self._as_character(sent)
        yield from self._part_of_work(sent)
        for m, eid in self._work_mentions(sent):
            yield from self._role_compound(sent, m, eid)
            yield from self._owner_show(sent, m, eid)
            yield from _show_possessive(self, sent, m, eid)
        yield from self._cast_list(sent)
        yield from self._cast_by_director(sent)
        yield from self._starring(sent)

    def _work_mentions(self, sent: Span) -> Iterator[tuple[Span, int]]:
        """The mentions of works in the sentence, in order, with their entities."""
        ents = self.ents
        for start in range(sent.start, sent.end):
            m = ents.mention_at.get(start)
            if m is None:
                continue
            eid = ents.token_entity.get(start)
            if eid is None or ents.entities[eid].type != WORK:
                continue
            yield m, eid

    def _role_compound(self, sent: Span, m: Span, eid: int) -> Iterator[Found]:
        """A title before a role noun: "the Night Ward star", "Glass Harbour star Dana
        Webb", "Tomas and the Glass Harbour star": the person the noun stands for."""
        ents, doc = self.ents, self.doc
        rule = self.rules.work_rules.get("work.role_compound")
        after = m.end
        if after < len(doc) and doc[after].text in "\"”’'" and after + 1 < len(doc):
            after += 1
        if after + 2 < len(doc) and doc[after].lower_ == "co" and doc[after + 1].text == "-":
            after += 2  # "co-stars" in three tokens (a pipeline without kgbuild's tokenizer cases)
        if rule and after < sent.end and doc[after].lemma_.lower() in _PLAYED_PARTS:
            # "Tara Quill's Grey Towers character": the named possessor plays a part in the work
            first = doc[m.start - 1] if m.start > sent.start and doc[m.start - 1].lower_ == "the" else doc[m.start]
            for p in self._costar_of(first):
                if ents.entities[p].type == PERSON:
                    yield Found(p, rule["relation"], eid, rule["id"], rule["confidence"])
            return
        if rule and after + 1 < sent.end and doc[after].is_lower and doc[after].dep_ in {"compound", "amod"} \
                and doc[after].head.i in {after + 1, after + 2} and _role_word(self.lex, doc[doc[after].head.i]):
            after = doc[after].head.i  # "the X guest star", "X breakout star", "the X cast member"
        elif after + 1 < sent.end and doc[after].lower_ == "cast" and doc[after + 1].lemma_.lower() == "member":
            after += 1  # "Former X cast member A", "cast" read as a verb
        if not rule or after >= sent.end or not _role_word(self.lex, doc[after]):
            return
        name = fold(ents.entities[eid].name)
        if _an_award(name, self.lex.awards):
            return  # "the Grammy winner", "the Oscar-winning star", "A and Grammy winner B": an award is no work
        role = doc[after]
        factor = self.slots.blocked(role)
        if factor is None:
            return
        people = self.slots.referent_of_noun(role)
        if role.lower_ not in self.lex.role_nouns:  # "her Pine Ridge co-stars A, B and C", "Pine Ridge stars A and B"
            people = tuple(self.slots.as_people(self._cast_after(role), listed=True)) or people
        first = doc[m.start - 1] if m.start > sent.start and doc[m.start - 1].lower_ == "the" else doc[m.start]
        lead = doc[m.start]
        if not people and lead.dep_ == "conj" and ents.entity_of(lead.head) is not None:
            # "Tomas and the Glass Harbour star" (however the parser hung it)
            if first.lower_ == "the" and ents.entities[ents.entity_of(lead.head)].type == PERSON:
                people = ents._last_other(lead, {ents.entity_of(lead.head)})
        if role.lower_.startswith("co-") or role.lower_ in COSTAR_NOUNS or doc[after - 1].text == "-" and doc[after - 2].lower_ == "co" \
                or _fellow(first):
            # "A's X co-star B", "his X co-stars", "his fellow X judge B"
            people = (*people, *(self._costar_of(first) or _fellows_subject(self.slots, role, people) if _fellow(first) else
                                 self._costar_of(first)))  # "A is dating fellow X contestant B": A is one too
        for p in dict.fromkeys(people):
            if ents.entities[p].type == PERSON:
                yield Found(p, rule["relation"], eid, rule["id"], rule["confidence"] * factor)

    def _costar_of(self, first: Token) -> list[int]:
        """Whose co-star: the named possessor right before the title ("Omar's "River Song"
        co-star", or "Omar and his ... co-stars" when Omar may be a "he"), who is in the work too
        (another pronoun is left alone: NER takes sentence-initial words for names)."""
        doc, ents = self.doc, self.ents
        k = first.i - 1
        if k >= 0 and doc[k].text in "\"“‘'":
            k -= 1
        if k < 0:
            return []
        if doc[k].text in {"'s", "’s"} and k > 0 and ents.entity_of(doc[k - 1]) is not None:
            return [ents.entity_of(doc[k - 1])]
        while k > 0 and doc[k].lower_ in _COSTAR_TIMES:
            k -= 1  # "her former Harbour Lights co-star"
        if doc[k].lower_ in {"his", "her"} and k >= 2 and doc[k - 1].lower_ == "and":
            owner = ents.entity_of(doc[k - 2])  # "Omar and his "River Song" co-stars": Omar's
            sex = "m" if doc[k].lower_ == "his" else "f"
            return [owner] if owner is not None and ents.entities[owner].type == PERSON \
                and ents.entities[owner].sex in (None, sex) else []
        if doc[k].text in {"his", "her"} and k > doc[k].sent.start:  # lower case, inside a sentence: "married his X co-star B"
            # (a full name or a known first name: not "Tributes", a sentence's first word NER took for one)
            return [i for i in ents.resolve(doc[k]) if ents.entities[i].type == PERSON and (
                " " in ents.entities[i].name or fold(ents.entities[i].name) in self.lex.given_names)][:1]
        return []

    def _owner_show(self, sent: Span, m: Span, eid: int) -> Iterator[Found]:
        """A title after a show noun with an owner: "their cable reality show The
        Ostranders", "her cooking show, Salt Lines"; a film's only when it is current: "her new
        film, Flux", "his upcoming movie, called Flux" ("his first film, Flux" may be his as
        director)."""
        doc = self.doc
        rule = self.rules.work_rules.get("work.owner_show")
        if not rule:
            return
        before = m.start - 1
        if before >= sent.start and doc[before].text in OPENING_QUOTES:
            before -= 1  # "her next project, 'Cold Wind'"
        if before >= sent.start and doc[before].lower_ in self.lex.naming_words:
            before -= 1
        if before >= sent.start and doc[before].text in {",", ":"}:
            before -= 1
        if before < sent.start:
            return
        noun = doc[before]
        current = noun.lower_ in rule.get("nouns", ()) and any(
            c.dep_ == "amod" and c.lower_ in rule.get("current_words", ()) for c in noun.children)
        if noun.lower_ in self.lex.show_nouns or current:
            for p in self._show_owners(noun):
                yield Found(p, rule["relation"], eid, rule["id"], rule["confidence"])

    def _cast_list(self, sent: Span) -> Iterator[Found]:
        """A cast noun as the subject of "include" or "be": "The cast includes A, B and C",
        "The main protagonists are A and B", "the cast of Marlow includes ...": the people
        appear in the work after "of", else in the article's work."""
        ents = self.ents
        rule = self.rules.work_rules.get("work.cast_list")
        if not rule:
            return
        for tok in cue_tokens(sent, lemma_words={*rule["nouns"], "member", "up"}):
            objects = _cast_named(tok, rule, ents)
            some = objects is None  # "The cast of X, including A and B, reunited"
            objects = _cast_including(tok) if some else objects
            cast_member = tok.lemma_.lower() == "member" and any(c.lower_ == "cast" for c in tok.children)
            if some and not objects or not (_noun_lemma(tok) in rule["nouns"] or cast_member) or ents.entity_of(tok) is not None \
                    or any(c.dep_ == "prep" and c.lower_ not in {"of", "on", "in", *_INCLUDING} for c in tok.children):
                continue  # (an entity: "Stars Above Kettering is a 1958 film", a title, not "the stars")
            works = _cast_s_work(tok, self.slots, tok.lemma_.lower() in rule.get("owned_nouns", ()), some)
            listed = [i for c in (*objects, *_after_semicolons(objects)) for i in self.slots.refs(c)]
            listed += [i for i in _listed_outside_brackets(ents, _holder(tok).head) if i not in listed]
            people = [p for p in self.slots.as_people(listed, listed=len(listed) > 2) if p not in ents.characters
                      and not _in_brackets_after_a_name(ents, sent, p)]  # (not "A as Fred, Fred's wife Rita (B)": the
            # parts; nor "A (Nell)", a part NER did not call a person)
            for p in people:
                for w in works[:1]:
                    yield Found(p, rule["relation"], w, rule["id"], rule["confidence"])

    def _starring(self, sent: Span) -> Iterator[Found]:
        """"It stars X, Y and Z" (a work as the subject of a starring verb), else "a 1936
        film directed by X and starring Y" (a participle on a work)."""
        starring = self.rules.work_rules.get("work.starring")
        for tok in cue_tokens(sent, lemma_words=self._starring_lemmas):  # every other word starts nothing
            lemma = tok.lemma_.lower()
            verbish = tok.pos_ == "VERB" or (tok.lower_ == "stars" and any(c.dep_ == "nsubj" for c in tok.children))
            if starring and (lemma in starring["verbs"] or _recruits(tok, starring) or _documents(tok, starring, self.ents)) \
                    and verbish:  # (the small model often tags "stars" a noun)
                works = self._subject_works(tok)
                if works:
                    yield from self._cast_of_work(tok, works[0], starring)
                    continue
            yield from self._credited_by_participle(tok, lemma)

    @cached_property
    def _starring_lemmas(self) -> frozenset[str]:
        """The lemmas :meth:`_starring` reads: a starring, recruiting or documentary verb, or a
        participle :meth:`_credited_by_participle` reads."""
        starring = self.rules.work_rules.get("work.starring") or {}
        return frozenset({*starring.get("verbs", ()), *starring.get("recruiting_verbs", ()),
                          *starring.get("documentary_verbs", ()), "star", "direct", *_HOSTING, *_LEADING})

    def _subject_works(self, verb: Token) -> list[int]:
        """The works an active verb has as subject: "Lantern Road stars ...", "The finale of
        Lantern Road featured ..." (a part stands for its work; "the new season" for the story's)."""
        subs, passive = self.slots.subjects(verb)
        parts = self.lex.episode_nouns | {"season", "series", "reunion", "special", "finale", "premiere"}
        subs = [p for s in subs for p in ([p for c in s.children if c.dep_ == "prep" and c.lower_ == "of"
                                            for p in c.children if p.dep_ == "pobj"] if s.lower_ in parts else []) or [s]]
        works = [i for s in subs for i in self.ents.resolve(s) if self.ents.entities[i].type == WORK]
        if not works and any(s.lower_ in parts and any(d.lower_ in {"the", "this", "its"} for d in s.children) for s in subs):
            works = [w for w in [self.ents.article_work()] if w is not None]  # "The new season features A": the story's work
        run = starring_subject(verb)  # "Velvet Lies also stars A", with the title hung anywhere; the title right before
        # ", which stars" or ", starring" first ('"X," starring A, and "Y," starring B': not the list's first)
        surface = [w for w in [self.ents.entity_of(self.doc[run[0]])] if w is not None and self.ents.entities[w].type == WORK] if run else []
        return (surface or works) if not passive else []

    def _cast_of_work(self, verb: Token, work: int, rule: dict) -> Iterator[Found]:
        """The people a starring verb lists: its object and the names after it ("stars
        A as Nurse B, C and D"), and a cast noun's "of"/"by" list ("featured a large
        ensemble cast of A, B and C", "featured guest performances by A and B")."""
        objects = [c for c in verb.children if c.dep_ == "dobj" or c.dep_ == "nsubj" and c.i > verb.i]  # (a misread object)
        objects += [c for c in verb.children if c.dep_ == "conj" and c.pos_ in {"NOUN", "PROPN"} and objects
                    and c.i > objects[0].i and not any(g.dep_ in {"nsubj", "nsubjpass", "dobj"} for g in c.children)]
        # "stars her husband, A, and their son, B": the second object hung on the verb
        people = [i for c in objects for i in self.slots.refs(c)] + _family_followed(objects, rule, self.ents)
        if verb.lemma_.lower() != "include":  # "It includes a scene in which ...": only a named cast below
            people += self._cast_after(verb) + costars(verb, self.slots, alongside(self.rules))  # "X stars A alongside B and C"
            people += with_parts(verb, self.ents)  # "X stars A as Nell, with B as a farmhand and C as her mother"
        for c in verb.children:
            if c.dep_ == "dobj" and c.lemma_.lower() in rule["cast_nouns"]:
                for p in c.children:
                    if p.dep_ == "prep" and p.lower_ in rule["cast_preps"]:
                        people += self._cast_after(p)
        for p in dict.fromkeys(self.slots.as_people(people, listed=len(people) > 2)):
            yield Found(p, rule["relation"], work, rule["id"], rule["confidence"])

    def _credited_by_participle(self, verb: Token, lemma: str) -> Iterator[Found]:
        """A participle or relative clause on a work ("a film directed by A and starring B", "Marlow,
        which stars A", "the series, hosted by C,", "a drama led by D"): its director, cast and host."""
        passive = lemma in _HOSTING | _LEADING and verb.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in verb.children)
        if lemma not in {"star", "direct"} | _HOSTING | _LEADING or verb.dep_ not in {"acl", "conj", "relcl"} and not passive \
                or lemma in _LEADING and verb.tag_ != "VBN":
            return  # ("a drama led by A and B": its leads; not "the studio that leads the deal")
        rule = self.rules.work_rules.get("work.directed_by" if lemma == "direct" else "work.starring")
        if rule is None:
            return
        subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None) if passive else None
        work = self._work_of_acl(verb) if subject is None else next(  # "X is hosted by A", "The drama X is led by B and C"
            (e for e in self.slots.refs(subject) if self.ents.entities[e].type == WORK), None)
        if work is None and lemma == "star" and (run := starring_subject(verb)) is not None:
            work = self.ents.entity_of(self.doc[run[0]])  # "Harbor Lights, starring A, opens Friday"
        if work is None or self.ents.entities[work].type != WORK:
            return
        if lemma in _HOSTING and fold(self.ents.entities[work].name).split()[-1] in PRIZE_WORDS:
            return  # "The Ashford Prize, presented by A,": a prize one hands out, no show
        if lemma == "star":
            people = self.slots.as_people(i for c in verb.children if c.dep_ == "dobj" for i in self.slots.refs(c))
        else:
            people = [i for a in verb.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj" for i in self.slots.refs(p)]
        for p in people:
            if self.ents.entities[p].type == PERSON:
                yield Found(p, rule["relation"], work, rule["id"], rule["confidence"])

    def _cast_by_director(self, sent: Span) -> Iterator[Found]:
        """"Rhea Dunmore cast newcomers Ivo, Lark and Pell in leading roles": the people a
        person casts appear in the work named after "in", else in the article's work."""
        rule, ents = self.rules.work_rules.get("work.cast_by"), self.ents
        for tok in cue_tokens(sent, lemma_words=rule["lemmas"]) if rule else ():
            if tok.lemma_.lower() not in rule["lemmas"] or tok.pos_ != "VERB":
                continue
            subs, passive = self.slots.subjects(tok)
            if passive or not any(s.lower_ in {"he", "she"} or any(ents.entities[i].type in {PERSON, ORG} for i in self.slots.refs(s))
                                  for s in subs):
                continue  # a director or a network casts ("Netflix has cast A in X"; "when he directed her in X", whoever he is)
            factor = self.slots.blocked(tok)
            if factor is None:
                continue
            dobj = [c for c in tok.children if c.dep_ == "dobj"]
            preps = [c for h in (tok, *dobj) for c in h.children if c.dep_ == "prep" and c.lower_ in {"in", "as"}]
            named = [e for c in preps for t in c.subtree for e in [ents.entity_of(t)] if e is not None and ents.entities[e].type == WORK]
            named += [w for c in preps if c.lower_ == "in" for p in c.children if p.dep_ == "pobj"  # ("directed her in the drama
                      for w in [self.slots.work_at(p, True)] if w is not None and w not in named]  # X", X or "in" hung elsewhere)
            works = named[:1] or ([ents.topic_work] if ents.topic_work is not None
                                  and tok.lemma_.lower() not in rule.get("named_work_lemmas", ()) else [])
            casting = {i for s in subs for i in self.slots.refs(s)}
            people = [i for c in dobj for t in [c, *conjuncts(c)] for i in self.slots.refs(t) if i not in casting]
            # (a pronoun the casting person's own name stands nearest to is someone else: "B, who directed him in X")
            people += self._cast_after(dobj[0]) if dobj else []
            if any(t.lower_ in {"himself", "herself"} for c in dobj for t in c.subtree):
                people += [i for s in subs for i in self.slots.refs(s)]  # "... and himself in leading roles"
            for p in dict.fromkeys(self.slots.as_people(people, listed=len(people) > 2)):
                for w in works:
                    yield Found(p, rule["relation"], w, rule["id"], rule["confidence"] * factor)

    def _as_character(self, sent: Span) -> Iterator[Found]:
        """"A as Nurse Grey and B as Dr Cole", "B stepped in as King Otto in season five of X":
        a person in a named character's part, in a sentence that names a work, appears in the
        work named nearest (the person right before "as", else the subject of its verb)."""
        rule = self.rules.work_rules.get("work.as_character")
        works = [(m.start, eid) for m, eid in self._work_mentions(sent)]
        story_work = self.ents.article_work() if not works else None
        if story_work is not None:  # "... to feature A as Ryan": the story's work
            works = [(sent.start, story_work)]
        if rule is None or not works:
            return
        ents, doc = self.ents, self.doc
        for tok in sent:
            if tok.lower_ != "as" or tok.dep_ != "prep" or tok.i + 1 >= sent.end or tok.i == sent.start:
                continue
            character = ents.entity_of(doc[tok.i + 1])
            if not self._character_at(tok.i + 1, sent.end) or doc[tok.i - 1].lower_ in {"such", "known"}:
                continue
            before = ents.token_entity.get(tok.i - 1)
            people = [before] if before is not None and ents.entities[before].type == PERSON else []
            if not people and tok.head.pos_ in {"VERB", "AUX"}:
                subs, passive = self.slots.subjects(tok.head)
                people = [] if passive else self.slots.as_people([i for s in subs for i in self.slots.refs(s)])
            factor = self.slots.blocked(tok.head)
            people = [p for p in people if p != character]
            if factor is None or not people:
                continue
            work = min(works, key=lambda w: abs(w[0] - tok.i))[1]
            for p in people:
                yield Found(p, rule["relation"], work, rule["id"], rule["confidence"] * factor)

    def _part_of_work(self, sent: Span) -> Iterator[Found]:
        """"At the season 4 reunion of X, A and B argued", "A confirmed it in the latest season
        of X", "A met B on the set of X": a clause set in a part of a named work; its subjects
        (and whom they met there) appear in the work. A part that is an object ("fans watched
        the finale of X") or a passive clause says nothing of who appears."""
        rule = self.rules.work_rules.get("work.part_of_work")
        if rule is None or crew_job_in(sent, self.rules, predicates=True):
            return  # ("met on the set of X, where B was an assistant director": no one's part in X is told)
        for prep in cue_tokens(sent, rule["preps"]):
            if prep.dep_ != "prep" or prep.lower_ not in rule["preps"] or prep.head.pos_ not in {"VERB", "AUX"}:
                continue
            works = self._work_of_part(prep, rule["nouns"])
            if not works or prep.lower_ == "at" and any(p.lower_ in _ATTENDED for p in prep.children):
                continue  # (not "met at the premiere of X": the guests of a premiere are no cast)
            verb = prep.head
            subs, passive = self.slots.subjects(verb)
            factor = self.slots.blocked(verb)
            if passive or factor is None:
                continue
            people = [i for s in subs for i in self.slots.refs(s)]
            if verb.lemma_.lower() in {"meet", "join"} or not self.slots.as_people(people):
                # "A met B on the set of X"; "a picture of A and B on the set of X"
                people += [i for c in verb.children if c.dep_ == "dobj" for i in self.slots.refs(c)]
            for p in dict.fromkeys(self.slots.as_people(people)):
                yield Found(p, rule["relation"], works[0], rule["id"], rule["confidence"] * factor)

    def _work_of_part(self, prep: Token, nouns) -> list[int]:
        """The named work a preposition's part noun belongs to: "during the second half of the
        reunion of X" (parts of parts, a few deep)."""
        parts = [p for p in prep.children if p.dep_ == "pobj" and p.lower_ in nouns]  # "the season 4 reunion": two
        for _ in range(3):
            objs = [p for part in parts for c in part.children if c.dep_ == "prep" and c.lower_ == "of"
                    for p in c.children if p.dep_ == "pobj"]
            works = [w for p in _titled_appositions(objs) for w in [self.slots.work_at(p, named_only=True)] if w is not None]
            if works or not objs:
                return works
            parts = [p for p in objs if p.lower_ in nouns]
        return []

    def _character_at(self, k: int, end: int) -> bool:
        """A character's name opens at ``k``: a name that is no work, place or date, or a run of
        capitalised words ("Wolf Girl"); one office word alone ("as President") is none."""
        doc, ents = self.doc, self.ents
        eid = ents.entity_of(doc[k])
        if eid is not None:
            return ents.entities[eid].type in {PERSON, ORG} and doc[k].ent_type_ not in {"GPE", "NORP", "DATE"}
        run = k
        while run < end and doc[run].pos_ == "PROPN" and doc[run].text[:1].isupper():
            run += 1
        return run - k > 1 or (run - k == 1 and doc[k].lower_ not in self.lex.bare_titles and doc[k].lower_ not in self.lex.occupations)

    def _cast_after(self, verb: Token) -> list[int]:
        """"stars Tomas Vey as Jonah Pike, Ilse Marren and Oskar Lund": the names
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
                ids = self.slots.slot_name(t)
                if not ids:
                    break
                eid = ids[0]
            out.append(eid)
            k = ents.mention_end(k)
        return out

    def _show_owners(self, noun: Token) -> list[int]:
        for c in noun.children:
            if c.dep_ == "poss" and c.lower_ == "whose":  # "A, whose talk show X won": A's
                return whose_owner(self.slots, noun, c, set()) or []
            if c.dep_ == "poss":
                return [i for i in self.slots.refs(c) if self.ents.entities[i].type == PERSON]
        return self.owners.preceding_possessive(noun)

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
                return _work_named_by(t, self.ents, self.slots)
        return None


def _role_word(lex, tok: Token) -> bool:
    """A role noun in lower case ("star", "judges", "co-stars", a cast "member"; not a job title's capital)."""
    if not tok.is_lower:
        return False
    return tok.lower_ in lex.role_nouns or (tok.lemma_.lower() in lex.role_nouns and tok.tag_ in {"NNS", "NNPS", "VBZ"}) or (
        tok.lower_ == "member" and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "cast")


def _show_possessive(matcher: Matcher, sent: Span, m: Span, eid: int) -> Iterator[Found]:
    """A work's possessive right before a person's name, or before a role noun and a name: "Night
    Shift's Nell Avery", "Harbor Lights' A and B", "X's lead, B", "X's new host C" (not an award's:
    "the Emmys' host"; not a name after a job or a character: "X's creator, B", "X's villain, B")."""
    rule = matcher.rules.work_rules.get("work.possessor")
    doc, ents = matcher.doc, matcher.ents
    k = m.end if m.end < sent.end and doc[m.end].tag_ == "POS" else m.end - 1 if doc[m.end - 1].tag_ == "POS" else None
    if not rule or k is None or k + 1 >= sent.end or _an_award(fold(ents.entities[eid].name), matcher.lex.awards) \
            or not screen_story(doc):
        return  # (a story of the screen: not 'Her restaurant "Lilac" opened. Lilac's Tom Bale runs the kitchen')
    k = _past_role_noun(matcher.lex, doc, k, sent.end)  # "The Long Hush's lead, A", "Night Shift's new host B"
    first = ents.entity_of(doc[k + 1]) if k + 1 < sent.end else None
    if first is None or ents.entities[first].type != PERSON or ents.mention_at.get(k + 1) is None:
        return
    factor = matcher.slots.blocked(doc[k + 1].head if doc[k + 1].dep_ == "compound" else doc[k + 1])
    root = next((t for t in doc[k + 1:sent.end] if t.dep_ != "compound"), doc[k + 1])
    people = [first, *(i for c in root.conjuncts if c.i > root.i for i in [ents.entity_of(c)] if i is not None)]
    for p in dict.fromkeys(people):
        if factor and ents.entities[p].type == PERSON:
            yield Found(p, rule["relation"], eid, rule["id"], rule["confidence"] * factor)


def _past_role_noun(lex, doc, k: int, end: int) -> int:
    """Past a role noun after a work's possessive at ``k`` (adjectives before it, a comma after
    it): "X's lead, A", "X's new host B", "X's stars A and B"; ``k`` when none follows."""
    j = k + 1
    while j < end and doc[j].is_lower and doc[j].pos_ == "ADJ":
        j += 1
    if j >= end or not _role_word(lex, doc[j]) or doc[j].lower_ in lex.character_role_nouns:
        return k  # (not "X's villain, B": a character)
    return j + 1 if j + 1 < end and doc[j + 1].text == "," else j


def _work_named_by(noun: Token, ents, slots) -> int | None:
    """"Lantern Road is a 1948 film" / "Marlow, the series": the title a work noun stands for."""
    eid = None
    if noun.dep_ == "appos":
        eid = ents.entity_of(noun.head)
    elif noun.dep_ in {"attr"}:
        subs, _ = slots.subjects(noun.head)
        eid = ents.entity_of(subs[0]) if subs else None
    else:  # "The series, hosted by A,": the work the story speaks of
        eid = next(iter(ents.resolve(noun)), None)
    if eid is not None and ents.entities[eid].type == WORK:
        return eid
    return None


def _documents(verb: Token, rule: dict, ents) -> bool:
    """"The reality series X follows A, his wife B and their children C and D": whom a show that
    tells no fiction follows appears in it. A non-fiction word ("reality", "docuseries") before the
    subject, or before the same work anywhere in the article; not a drama's characters ("The drama
    follows Elsie, a widow")."""
    if verb.lemma_.lower() not in rule.get("documentary_verbs", ()):
        return False
    words, doc = frozenset(rule["nonfiction_words"]), verb.doc
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if any(t.lower_ in words for s in subjects for t in s.subtree):
        return True
    works = {w for s in subjects for w in ents.resolve(s) if ents.entities[w].type == WORK}
    return bool(works) and any(ents.entity_of(doc[k]) in works for i in positions(doc, words)
                               for k in range(i + 1, min(i + 5, len(doc))))  # "the reality show X" elsewhere in the article


def _family_followed(objects: list[Token], rule: dict, ents) -> list[int]:
    """Everyone a documentary verb's object lists, kin nouns and appositions between them
    ("follows A, his wife, stylist B, and their two children, C and D")."""
    out, todo = [], [o for o in objects if o.head.lemma_.lower() in rule.get("documentary_verbs", ())]
    while todo:
        t = todo.pop()
        todo += [c for c in t.children if c.dep_ in {"conj", "appos"}]
        if (e := ents.entity_of(t)) is not None and ents.entities[e].type == PERSON:
            out.append(e)
    return out


_ATTENDED = frozenset({"premiere", "premieres", "screening", "screenings"})


# the prepositions that list some of a cast: "The cast of X, including A and B, reunited"
_INCLUDING = frozenset({"including", "like"})
# cast nouns that stand for a work's whole cast (not "the stars", "the judges": any event has some)
_WHOLE_CASTS = frozenset({"cast", "ensemble", "lineup", "line-up"})


def _cast_including(noun: Token) -> list[Token]:
    """Whom a cast noun lists after "including": "The cast of X, including A and B, reunited", "The
    X cast, including A, ..."."""
    if noun.dep_ == "pobj" and noun.head.lower_ == "of":
        return []  # "Family members of the cast of X, including A": A is one of the family
    holders = [noun, *(t for o in _cast_owner(noun) if o.dep_ == "pobj" for t in (o, *o.children) if t is o or t.dep_ == "appos")]
    # ("the cast of the drama X, including A": the parser hangs the list on the title)
    preps = [c for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ in _INCLUDING]
    if any(t.lower_ in {"not", "except", "without"} for c in preps for t in c.subtree):
        return []  # "including A but not B": no reading of who is left out
    return [p for c in preps for p in c.children if p.dep_ == "pobj"]


def _cast_owner(noun: Token) -> list[Token]:
    """What a cast noun is said to belong to: "of X", "X's", "the X cast"."""
    return [p for c in noun.children if c.dep_ == "prep" and c.lower_ in {"of", "on", "in"} for p in c.children
            if p.dep_ == "pobj"] + [p for p in noun.children if p.dep_ in {"poss", "compound"} and p.i < noun.i]


def _cast_s_work(noun: Token, slots, owned_only: bool, some: bool = False) -> tuple[int, ...]:
    """The work a cast noun names ("the cast of Marlow", "the contestants on Marlow", "Marlow's
    judging panel", "the Marlow cast": a title read as a work), else the article's, unless the
    noun is one that must name its work (``owned_only``: a panel may be a festival's or an award's).
    For ``some`` of a cast ("the cast of X, including A"), only a title the article reads as one,
    and the article's work only for a whole cast ("The cast, including A," not "The stars, including
    A," at a gala)."""
    if some:
        return _cast_s_work(noun, slots, True) or (
            slots.ents._topic_work(noun) if _noun_lemma(noun) in _WHOLE_CASTS and not _cast_owner(noun) else ())
    owner = [c for c in noun.children if c.dep_ == "prep" and c.lower_ in {"of", "on", "in"}]
    if owner:
        return tuple(w for p in owner[0].children if p.dep_ == "pobj"
                     for w in [slots.work_at(p, named_only=owned_only)] if w is not None)
    owned = tuple(w for p in noun.children if p.dep_ in {"poss", "compound"} and p.i < noun.i
                  for w in [slots.work_at(p, named_only=True)] if w is not None)
    return owned or (() if owned_only else slots.ents._topic_work(noun))


def _titled_appositions(nouns: list[Token]) -> list[Token]:
    """The nouns and the titles in apposition to them ("the set of the romantic epic "X"")."""
    return [t for p in nouns for t in (p, *(a for a in p.children if a.dep_ == "appos" and a.pos_ == "PROPN"))]


def _after_semicolons(named: list[Token]) -> list[Token]:
    """The rest of a list set off by semicolons, which the parser hangs on its first item as
    appositions ("includes teacher A, 63; student B, 19; and C": B, and C as B's conjunct)."""
    doc = named[0].doc if named else None
    out: list[Token] = []
    for t in named:
        for c in t.children:
            if c.dep_ == "appos" and c.pos_ == "PROPN" and c.left_edge.i > 0 and doc[c.left_edge.i - 1].text == ";":
                out += [c, *c.conjuncts, *_after_semicolons([c])]
    return out


def _holder(noun: Token) -> Token:
    """The noun that stands in the clause for a cast noun: "rest" in "The rest of the cast includes"."""
    if noun.dep_ == "pobj" and noun.head.lower_ == "of" and noun.head.head.lower_ in {"rest", "remainder"}:
        return noun.head.head
    return noun


def _noun_lemma(tok: Token) -> str:
    """A noun's lemma, "line-up" whole where the tokenizer split it ("line", "-", "up")."""
    return "line-up" if line_up_at(tok.doc, tok.i) else tok.lemma_.lower()


def _cast_named(noun: Token, rule: dict, ents) -> list[Token] | None:
    """What a cast noun's verb names: "The cast includes A" (the object or attribute; "consists
    of A", the object of "of"; "includes A as X and B as Y", the names after each part), "The cast
    is led by A" (the agent), "The rest of the cast includes B"; None when the noun is no such subject."""
    noun = _holder(noun)
    verb = noun.head
    if noun.dep_ == "nsubj" and verb.lemma_ in rule["verbs"]:
        named = [c for c in verb.children if c.dep_ in {"attr", "dobj"}]
        named += [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "of" and verb.lemma_ == "consist"
                  for p in c.children if p.dep_ == "pobj"]
        return named + [n for c in verb.children if c.dep_ == "prep" and c.lower_ == "as" for p in c.children
                        if p.dep_ == "pobj" for n in p.conjuncts if ents.entity_of(n) is not None]
    if noun.dep_ == "nsubjpass" and verb.lemma_.lower() in rule.get("led_by_verbs", ()):
        agents = [p for a in verb.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"]
        # "is rounded out by A as X, and B as Y": the parser may hang B on the verb, or on the part X
        return agents + [c for c in verb.children if agents and c.dep_ == "conj" and c.pos_ == "PROPN" and ents.entity_of(c) is not None] \
            + [n for p in agents for c in p.children if c.dep_ == "prep" and c.lower_ == "as" for q in c.children
               if q.dep_ == "pobj" for n in q.conjuncts if ents.entity_of(n) is not None]
    return None
