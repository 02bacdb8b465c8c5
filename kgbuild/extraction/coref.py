"""Stage 4, resolve references inside one article.

Groups an article's mentions into entities and answers "who does this token refer
to?" for names, short names, pronouns, "the couple" and nominal descriptors
("the 30 Rock star").

- Names: a multi-word name is an entity; a one-word name ("Alec", "Baldwin") joins the
  one full name it fits (first name or surname). When it fits several ("Kim" with
  Kim Kardashian and Kim Basinger) the most recently mentioned of them wins; with none
  mentioned yet it stays unresolved.
- Gender comes from titles ("Princess"), gendered cues naming the entity ("his wife
  Hilaria") and pronoun votes in sentences where the entity is the only person.
- Pronouns: he/she resolve to the closest preceding person of compatible gender,
  preferring the subject of the sentence; they/their/the couple to the pair in the
  closest conjunction ("X and Y"), else the article's couple.
- Anything that cannot be resolved resolves to nothing, and produces no triple.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from spacy.tokens import Doc, Token

from .lexicon import lexicon
from ..names import fold, looks_like_person_name, split_nickname, strip_title
from .mentions import ORG, PERSON, WORK, Mention

_SUBJECT_DEPS = {"nsubj", "nsubjpass"}
WINDOW = 60  # how many tokens back inside its sentence a pronoun looks


@dataclass
class Entity:
    """An entity inside one article (mutable while the article is being resolved)."""

    id: int
    name: str
    type: str
    aliases: set[str] = field(default_factory=set)
    gender: Counter = field(default_factory=Counter)
    first: int = 0  # token index of first mention
    split: bool = False  # split off another entity on purpose ("Paul", son of Paul Desmarais)

    @property
    def sex(self) -> str | None:
        if not self.gender:
            return None
        (top, n), *rest = self.gender.most_common(2) + [(None, 0)]
        return top if n > rest[0][1] else None


class ArticleEntities:
    """The entities of one article and the resolver over its tokens."""

    def __init__(self, doc: Doc, mentions: list[Mention]):
        self.doc = doc
        self.lex = lexicon()
        self.entities: list[Entity] = []
        self.token_entity: dict[int, int] = {}
        self.mention_at: dict[int, Mention] = {}
        self.couple: tuple[int, int] | None = None
        self._resolved: dict[int, tuple[int, ...]] = {}  # pronoun token -> antecedent
        self._depth = 0  # how deep a pronoun's antecedent search follows earlier subject pronouns
        self._build(mentions)
        self._type_by_pronouns()
        self._vote_gender()
        self.counts: Counter = Counter(self.token_entity[m] for m in self.mention_at if m in self.token_entity)
        self.topic_work = self._defined_work()
        self.characters = self._find_characters()
        people = [e for e in self.entities if e.type == PERSON]
        # the article's subject: the first person it names (headline, lead sentence)
        self.topic: int | None = min(people, key=lambda e: e.first).id if people else None
        self.topic_series = self._series_of_topic() if self.topic_work is not None else None

    # -- building ---------------------------------------------------------------------

    def _new(self, name: str, kind: str, first: int) -> Entity:
        ent = Entity(len(self.entities), name, kind, {name}, Counter(), first)
        self.entities.append(ent)
        return ent

    def _build(self, mentions: list[Mention]) -> None:
        by_key: dict[tuple[str, str], Entity] = {}
        full_people: list[Entity] = []
        # pass 1: multi-word names and every non-person
        singles: list[Mention] = []
        for m in mentions:
            bare = strip_title(m.name)
            if m.type == PERSON and len(bare.split()) == 1:
                singles.append(m)
                continue
            key = (m.type, fold(bare) if m.type == PERSON else fold(m.name))
            ent = by_key.get(key)
            if ent is None and m.type == PERSON:
                ent = self._containing(full_people, bare)
            if ent is None:
                ent = self._new(m.name, m.type, m.start)
                by_key[key] = ent
                if m.type == PERSON:
                    full_people.append(ent)
            else:
                ent.aliases.add(m.name)
                if len(m.name) > len(ent.name) and m.type == PERSON and fold(bare) != fold(strip_title(ent.name)):
                    ent.name = m.name
            self._assign(m, ent)
            if m.type == PERSON:
                self._title_gender(m, ent)
        # pass 2: one-word person names join the full name they fit
        for m in singles:
            word = fold(strip_title(m.name))
            fits = [e for e in full_people if word in {fold(w) for w in strip_title(e.name).split()}]
            ent = None
            if len(fits) == 1:
                ent = fits[0]
            elif len(fits) > 1:
                firsts = [e for e in fits if fold(strip_title(e.name).split()[0]) == word]
                lasts = [e for e in fits if fold(strip_title(e.name).split()[-1]) == word]
                if len(firsts) == 1:
                    ent = firsts[0]
                elif not firsts and lasts:
                    # a bare surname shared by several people: the one it already stood for,
                    # else the one of them named last before it ("Holmes divorced Cruise"
                    # after "Tom Cruise"), else the first
                    called = [e for e in lasts if m.name in e.aliases]
                    ent = called[0] if len(called) == 1 else (
                        self._most_recent(lasts, m.start) or min(lasts, key=lambda e: e.first))
                else:
                    ent = self._most_recent(fits, m.start)
            if ent is None and not fits:
                key = (PERSON, word)
                ent = by_key.get(key)
                if ent is None:
                    ent = self._new(m.name, PERSON, m.start)
                    by_key[key] = ent
            if ent is None:
                continue  # ambiguous short name: unresolved
            ent.aliases.add(m.name)
            self._assign(m, ent)
            self._title_gender(m, ent)
        # nicknames stated in quotes inside a name: Eduardo ‘Edu’ Pao Lucas
        for ent in self.entities:
            for alias in list(ent.aliases):
                plain, nicknames = split_nickname(alias, brackets=False)
                if nicknames:
                    ent.aliases.update(nicknames)
                    ent.aliases.add(plain)

    def _containing(self, people: list[Entity], bare: str) -> Entity | None:
        """A known full name that this name extends or abbreviates word by word."""
        words = [fold(w) for w in bare.split()]
        for ent in people:
            other = [fold(w) for w in strip_title(ent.name).split()]
            short, long_ = (words, other) if len(words) <= len(other) else (other, words)
            if len(short) >= 2 and long_[: len(short)] == short:
                return ent
        return None

    def _assign(self, m: Mention, ent: Entity) -> None:
        for i in range(m.start, m.end):
            self.token_entity[i] = ent.id
        self.mention_at[m.start] = m

    def _most_recent(self, pool: list[Entity], before: int) -> Entity | None:
        best, best_i = None, -1
        ids = {e.id for e in pool}
        for i, eid in self.token_entity.items():
            if eid in ids and best_i < i < before:
                best, best_i = self.entities[eid], i
        return best

    def _title_gender(self, m: Mention, ent: Entity) -> None:
        first = m.name.split()[0].lower().rstrip(".")
        if first in self.lex.bare_male_titles:
            ent.gender["m"] += 3
        elif first in self.lex.bare_female_titles:
            ent.gender["f"] += 3

    def _type_by_pronouns(self) -> None:
        """"Britney Spears's lawsuit against her father": a name that he/she/his/her points
        back to, with no person between, is a person, whatever NER said."""
        personal = self.lex.male_pronouns | self.lex.female_pronouns
        for sent in self.doc.sents:
            last: int | None = None
            for t in sent:
                eid = self.token_entity.get(t.i)
                if eid is not None:
                    # only a subject or possessor: "the podcast New Heights with his brother" is no person
                    last = eid if t.dep_ in {"nsubj", "nsubjpass", "poss"} else (last if eid == last else None)
                elif t.lower_ in personal and last is not None:
                    ent = self.entities[last]
                    if ent.type == ORG and looks_like_person_name(ent.name):
                        ent.type = PERSON
                    last = None

    def _vote_gender(self) -> None:
        """Pronouns vote for the gender of a person they follow: the only person named in
        their sentence (a strong vote), else the closest person before them (a weak one)."""
        for sent in self.doc.sents:
            people = {self.token_entity[t.i] for t in sent if t.i in self.token_entity and self.entities[self.token_entity[t.i]].type == PERSON}
            last: int | None = None
            for t in sent:
                eid = self.token_entity.get(t.i)
                if eid is not None and self.entities[eid].type == PERSON:
                    last = eid
                    continue
                sex = "m" if t.lower_ in self.lex.male_pronouns else "f" if t.lower_ in self.lex.female_pronouns else None
                if sex is None:
                    continue
                if len(people) == 1:
                    self.entities[next(iter(people))].gender[sex] += 2
                elif last is not None:
                    self.entities[last].gender[sex] += 1

    def _find_characters(self) -> set[int]:
        """Roles, not people: "played Stucky Fein", "starred as George Tucker". A pronoun
        later on is about the actor, never the character."""
        out: set[int] = set()
        for tok in self.doc:
            eid = self.token_entity.get(tok.i)
            if eid is None:
                continue
            head = tok
            while head.dep_ in {"compound", "flat"} and head.head.i != head.i:
                head = head.head
            if head.dep_ == "dobj" and head.head.lemma_ in {"play", "portray", "voice"}:
                out.add(eid)
            elif head.dep_ == "pobj" and head.head.lower_ == "as" and head.head.head.lemma_ in {
                    "star", "appear", "cast", "role", "play", "return", "season", "guest"}:
                out.add(eid)
            elif self.topic_work is not None and self.actor_in_brackets(tok.i) is not None:
                out.add(eid)  # "Derek Shepherd (Patrick Dempsey)" in an article about a work
        return out

    def actor_in_brackets(self, i: int) -> int | None:
        """The person named in brackets right after the name ending at token ``i``
        ("Derek Shepherd (Patrick Dempsey)"), or None."""
        doc = self.doc
        if i + 2 >= len(doc) or doc[i + 1].text != "(" or self.token_entity.get(i + 1) is not None:
            return None
        actor = self.token_entity.get(i + 2)
        if actor is None or actor == self.token_entity.get(i) or self.entities[actor].type != PERSON:
            return None
        end = self.mention_end(i + 2)
        return actor if end < len(doc) and doc[end].text == ")" else None

    def note_gender(self, eid: int, cue: str) -> None:
        """A gendered cue ("wife", "son") named this entity."""
        cue = cue.lower()
        if cue in self.lex.male_cues:
            self.entities[eid].gender["m"] += 5
        elif cue in self.lex.female_cues:
            self.entities[eid].gender["f"] += 5

    def mention_end(self, start: int) -> int:
        """End token of the mention covering ``start``."""
        eid = self.token_entity.get(start)
        j = start
        while j < len(self.doc) and self.token_entity.get(j) == eid:
            j += 1
        return j

    def add_mention(self, m: Mention) -> int:
        """Register a person name found in a cue's slot; join an entity it fits."""
        bare = fold(strip_title(m.name))
        for ent in self.entities:
            if ent.type == PERSON and bare in {fold(strip_title(a)) for a in ent.aliases}:
                self._assign(m, ent)
                return ent.id
        people = [e for e in self.entities if e.type == PERSON]
        ent = self._containing(people, strip_title(m.name)) if len(bare.split()) > 1 else None
        if ent is None:
            ent = self._new(m.name, PERSON, m.start)
        else:
            ent.aliases.add(m.name)
        self._assign(m, ent)
        return ent.id

    def split_off(self, name: str, start: int, end: int) -> int:
        """A new person for tokens [start, end) that were resolved to someone else."""
        ent = self._new(name, PERSON, start)
        ent.split = True
        self._assign(Mention(start, end, name, PERSON, "rule"), ent)
        return ent.id

    def add_entity(self, name: str, kind: str, start: int, end: int) -> int:
        """Register an entity a rule found (a work title, a group of defendants)."""
        key = fold(name)
        for ent in self.entities:  # rule-found names are few; a linear scan over entities is fine
            if ent.type == kind and (key == fold(ent.name) or any(key == fold(a) for a in ent.aliases)):
                self._assign(Mention(start, end, name, kind, "rule"), ent)
                return ent.id
        ent = self._new(name, kind, start)
        self._assign(Mention(start, end, name, kind, "rule"), ent)
        return ent.id

    # -- resolving --------------------------------------------------------------------

    def entity_of(self, tok: Token) -> int | None:
        return self.token_entity.get(tok.i)

    def people_in(self, start: int, end: int) -> list[int]:
        seen: list[int] = []
        for i in range(start, end):
            eid = self.token_entity.get(i)
            if eid is not None and self.entities[eid].type == PERSON and eid not in seen:
                seen.append(eid)
        return seen

    def resolve(self, tok: Token, exclude: frozenset[int] = frozenset()) -> tuple[int, ...]:
        """The entities ``tok`` refers to: its own entity, a pronoun's antecedent, a couple.

        ``exclude`` lists entities a pronoun cannot be here (the subject of its own
        clause for an object pronoun: in "X sued him", him is not X).
        """
        eid = self.token_entity.get(tok.i)
        if eid is not None:
            return (eid,)
        low = tok.lower_
        if low in self.lex.male_pronouns:
            return self._antecedent(tok, "m", exclude)
        if low in self.lex.female_pronouns:
            return self._antecedent(tok, "f", exclude)
        if (low == "it" and tok.dep_ in {"nsubj", "nsubjpass"}) or (low in self.lex.work_nouns and _definite(tok)):
            return self._topic_work(tok)  # "It stars ...", "The film stars ..."
        if low in self.lex.plural_pronouns or (low in self.lex.group_nouns and _definite(tok)):
            return self._plural(tok)
        if low in self.lex.descriptor_nouns and _definite(tok):
            return self._nominal(tok)
        return ()

    def _defined_work(self) -> int | None:
        """The work an article is about: '"X" is a 1994 film ...' as its first sentence."""
        first = next(iter(self.doc.sents), None)
        if first is None:
            return None
        for i in range(first.start, min(first.start + 2, first.end)):  # the title, maybe after a quote
            eid = self.token_entity.get(i)
            if eid is not None and self.entities[eid].type == WORK:
                return eid
        return None

    def _series_of_topic(self) -> int | None:
        """'"X" is the tenth episode of the ninth season of the series Y': the series Y."""
        first = next(iter(self.doc.sents))
        for tok in first:
            if tok.lower_ in self.lex.episode_nouns and tok.dep_ == "attr":
                for t in tok.subtree:
                    eid = self.token_entity.get(t.i)
                    if eid is not None and eid != self.topic_work and self.entities[eid].type == WORK:
                        return eid
        return None

    def _topic_work(self, tok: Token) -> tuple[int, ...]:
        """"It stars ...": the work that was the subject of a recent sentence, else the work
        the article is about."""
        sent = tok.sent
        start = sent.start
        for _ in range(3):
            if start <= 0:
                break
            prev = self.doc[start - 1].sent
            for t in prev:
                eid = self.token_entity.get(t.i)
                if eid is not None and self.entities[eid].type == WORK and _head_subject(t):
                    return (eid,)
            start = prev.start
        return (self.topic_work,) if self.topic_work is not None else ()

    def _compatible(self, eid: int, sex: str | None) -> bool:
        ent = self.entities[eid]
        if ent.type != PERSON or eid in self.characters:
            return False
        return sex is None or ent.sex in (None, sex)

    def _antecedent(self, tok: Token, sex: str, exclude: frozenset[int] = frozenset()) -> tuple[int, ...]:
        """Who "he"/"she"/"his"/"her" stands for.

        Inside the pronoun's own sentence the closest preceding compatible person
        wins ("pushed their brother Joe to end his marriage": Joe). Across sentences,
        candidates from the two sentences before are scored: recency, being a subject,
        a gender known to match, and how often the article names them.
        """
        if not exclude and tok.i in self._resolved:
            return self._resolved[tok.i]
        found = self._antecedent_uncached(tok, sex, exclude)
        if not exclude:
            self._resolved[tok.i] = found
        return found

    def _antecedent_uncached(self, tok: Token, sex: str, exclude: frozenset[int]) -> tuple[int, ...]:
        sent = tok.sent
        doc = self.doc
        same = self.lex.male_pronouns if sex == "m" else self.lex.female_pronouns
        # a clause, not a page: a run-on "sentence" is searched only near the pronoun
        for i in range(tok.i - 1, max(sent.start, tok.i - WINDOW) - 1, -1):
            eid = self.token_entity.get(i)
            if eid is not None and eid not in exclude and self._compatible(eid, sex) and not _in_list(doc[i]):
                return (eid,)
            if eid is None and doc[i].lower_ in same and doc[i].dep_ in {"nsubj", "nsubjpass"}:
                return self._antecedent(doc[i], sex, exclude)  # "He was succeeded by his son": his = he
        scores: dict[int, float] = {}
        prev_end = sent.start
        for distance in range(1, 3):
            if prev_end <= 0:
                break
            prev = doc[prev_end - 1].sent
            for t in prev:
                eid = self.token_entity.get(t.i)
                if eid is None and t.lower_ in same and t.dep_ in _SUBJECT_DEPS and self._depth < 3:
                    # "He was the brother of X. His son Y ...": the person the last sentence
                    # was about, through its subject pronoun (a short chain, not the whole page)
                    self._depth += 1
                    try:
                        found = self._antecedent(t, sex, exclude)
                    finally:
                        self._depth -= 1
                    eid = found[0] if found else None
                if eid is None or eid in exclude or not self._compatible(eid, sex):
                    continue
                ent = self.entities[eid]
                score = 4.0 / distance + (2.0 if _head_subject(t) else 0.0)
                score += 1.5 if ent.sex == sex else 0.0
                score += min(self.counts[eid], 6) * 0.3
                score += 2.0 if eid == self.topic else 0.0
                scores[eid] = max(scores.get(eid, 0.0), score)
            prev_end = prev.start
        if not scores:
            # nobody in reach: the article's subject, when it fits ("He" three sentences on)
            if self.topic is not None and self.topic not in exclude and self._compatible(self.topic, sex):
                return (self.topic,)
            return ()
        return (max(scores, key=scores.get),)

    def _plural(self, tok: Token) -> tuple[int, ...]:
        """"They", "their", "the couple": the closest pair named together, else the couple."""
        doc = self.doc
        sent = tok.sent
        # a conjunction of two people earlier in this sentence, or in the two before
        start = sent.start
        for _ in range(3):
            window = doc[start:tok.i] if start == sent.start else doc[start:doc[start].sent.end]
            pair = _conj_pair(window, self)
            if pair:
                return pair
            if start <= 0:
                break
            start = doc[start - 1].sent.start
        if self.couple:
            return self.couple
        # the first pair the article named together ("X and Y have welcomed ...")
        return _conj_pair(doc[0:sent.start], self, first=True) or ()

    def _nominal(self, tok: Token) -> tuple[int, ...]:
        """"The singer": who a definite description stands for, when that is clear.

        - the subject of the previous sentence, when that is one person not named here;
        - "The author, 34, and the actor, 45, confirmed" right after "X and Y have
          welcomed": the two descriptions name the pair in order;
        - "The Marvel star is also dad to ...": when the previous subject was a couple,
          the one member whose gender fits the predicate ("dad").
        Anything less clear resolves to nothing.
        """
        doc = self.doc
        sent = tok.sent
        here = set(self.people_in(sent.start, sent.end))
        if sent.start == 0:
            return ()
        prev = doc[sent.start - 1].sent
        subjects = [self.token_entity[t.i] for t in prev if t.i in self.token_entity and _head_subject(t)]
        subjects = [s for s in dict.fromkeys(subjects) if self.entities[s].type == PERSON]
        if len(subjects) == 1 and subjects[0] not in here:
            return (subjects[0],)
        if any(t.lower_ in self.lex.group_nouns and _head_subject(t) for t in prev):
            pair = self._plural(prev[0])  # "The couple ... . The Marvel star is also dad to"
        else:
            pair = _conj_pair(prev, self, subjects_only=True)
        if not pair or len(pair) != 2:
            return ()
        # ordered descriptions: "the author ... and the actor"
        if tok.dep_ == "conj" and tok.head.lower_ in self.lex.descriptor_nouns:
            return (pair[1],)
        if any(c.dep_ == "conj" and c.lower_ in self.lex.descriptor_nouns for c in tok.children):
            return (pair[0],)
        sex = self._predicate_gender(tok)
        if sex:
            fits = [e for e in pair if self.entities[e].sex in (None, sex)]
            if len(fits) == 1:
                return (fits[0],)
        return ()

    def _last_other(self, tok: Token, exclude: set[int]) -> tuple[int, ...]:
        """The person named last in the previous sentence, other than ``exclude`` and
        anyone named in this one."""
        sent = tok.sent
        if sent.start == 0:
            return ()
        here = set(self.people_in(sent.start, sent.end)) | exclude
        prev = self.doc[sent.start - 1].sent
        for i in range(prev.end - 1, prev.start - 1, -1):
            eid = self.token_entity.get(i)
            if eid is not None and self.entities[eid].type == PERSON and eid not in here and eid not in self.characters:
                return (eid,)
        return ()

    def _predicate_gender(self, tok: Token) -> str | None:
        """"The star is also dad to ...": the gender the copula's predicate gives its subject."""
        if tok.dep_ != "nsubj":
            return None
        for c in tok.head.children:
            if c.dep_ in {"attr", "acomp"}:
                if c.lower_ in self.lex.male_cues:
                    return "m"
                if c.lower_ in self.lex.female_cues:
                    return "f"
        return None


def _in_list(tok: Token) -> bool:
    """A name inside a coordination of several ("siblings A, B and C"): a singular
    pronoun later in the sentence does not point at one member of it."""
    head = tok
    while head.dep_ in {"compound", "flat"} and head.head.i != head.i:
        head = head.head
    root = head
    while root.dep_ == "conj" and root.head.i != root.i:
        root = root.head
    members = [root, *root.conjuncts]
    return len(members) >= 2 and all(m.pos_ == "PROPN" for m in members)


def _definite(tok: Token) -> bool:
    return any(c.dep_ == "det" and c.lower_ in {"the", "this", "that"} for c in tok.children)


def _head_subject(tok: Token) -> bool:
    """Whether ``tok`` is (part of) the subject noun phrase of a clause."""
    t = tok
    for _ in range(3):
        if t.dep_ in _SUBJECT_DEPS:
            return True
        if t.dep_ in {"compound", "flat", "appos", "conj"} and t.head.i != t.i:
            t = t.head
            continue
        return False
    return False


def _conj_pair(span, ents: ArticleEntities, first: bool = False,
               subjects_only: bool = False) -> tuple[int, int] | None:
    """The last (or ``first``) two different people joined by "and" inside ``span``
    (``subjects_only``: only a pair that is a clause's subject)."""
    found: tuple[int, int] | None = None
    for tok in span:
        if found and first:
            break
        if tok.dep_ != "conj" or tok.head.i < span.start:
            continue
        if subjects_only and not _head_subject(tok.head):
            continue
        a = ents.token_entity.get(tok.head.i)
        b = ents.token_entity.get(tok.i)
        if a is not None and b is not None and a != b and ents.entities[a].type == PERSON and ents.entities[b].type == PERSON:
            found = (a, b)
    return found
