"""Stage 4, resolve references inside one article.

Over the article's entities (:mod:`kgbuild.extraction.entities`), answers "who does this token
refer to?" for names, short names, pronouns, "the couple" and nominal descriptors
("the 30 Rock star").

- Names: a multi-word name is an entity; a one-word name ("Alec", "Baldwin") joins the
  one full name it fits (first name or surname). When it fits several ("Kim" with
  Ilse Marren and Ilse Brandt) the most recently mentioned of them wins; with none
  mentioned yet it stays unresolved.
- Gender comes from titles ("Princess"), gendered cues naming the entity ("his wife
  Hilaria") and pronoun votes in sentences where the entity is the only person.
- Pronouns: he/she resolve to the closest preceding person of compatible gender,
  preferring the subject of the sentence; they/their/the couple to the pair in the
  closest conjunction ("X and Y"), else the article's couple.
- Anything that cannot be resolved resolves to nothing, and produces no triple.
"""

from __future__ import annotations

import itertools

from spacy.tokens import Doc, Span, Token

from .entities import EntityTable
from .lexicon import lexicon
from .mentions import ORG, PERSON, WORK, Mention, section_headings
from .rules import load_rules
from .scan import quotation_around

_SUBJECT_DEPS = {"nsubj", "nsubjpass"}
WINDOW = 60  # how many tokens back inside its sentence a pronoun looks


class ArticleEntities(EntityTable):
    """The entities of one article (:class:`~kgbuild.extraction.entities.EntityTable`) and the
    resolver over its tokens."""

    def __init__(self, doc: Doc, mentions: list[Mention], sharing_verbs: frozenset[str] | None = None):
        # verbs whose object is a child the subject has "with" another parent (rules.json
        # co_parent_verbs): "shares Skye with her ex-husband" binds "her" to the subject
        self.sharing_verbs = load_rules().co_parent_verbs if sharing_verbs is None else sharing_verbs
        self._resolved: dict[int, tuple[int, ...]] = {}  # pronoun token -> antecedent
        self._depth = 0  # how deep a pronoun's antecedent search follows earlier subject pronouns
        self._dominant: tuple[int] | None = None  # dominant_work(), once counted (-1: none)
        self._article: tuple[int] | None = None  # article_work(), once decided (-1: none)
        self._born: tuple[tuple[int, int], ...] | None = None  # _newborns(), once found
        super().__init__(doc, mentions)

    # -- resolving --------------------------------------------------------------------

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
        if low in _FIRST_PERSON:
            return _speaker(self, tok)  # '"My daughter C is my world," A said': A
        if (low == "it" and tok.dep_ in {"nsubj", "nsubjpass"}) or (low in self.lex.work_nouns and _definite(tok)):
            return self._topic_work(tok)  # "It stars ...", "The film stars ..."
        if low in self.lex.plural_pronouns or (low in self.lex.group_nouns and _definite(tok)):
            return self._plural(tok)
        if (low in self.lex.descriptor_nouns or aged(tok)) and _definite(tok):  # "The singer said", "the 38-year-old"
            # a subject, or a possessor ("the actor's son", read as "his son"), as a pronoun would be
            return self.described(tok) if tok.dep_ in _SUBJECT_DEPS or tok.dep_ == "poss" else self.nominal(tok, cue_sex(tok))
        return ()

    def _topic_work(self, tok: Token) -> tuple[int, ...]:
        """"It stars ...": the work named earlier in the sentence ("on the set of X, as they
        co-starred in the movie"), else the work that was the subject of a recent sentence,
        else the work the article is about."""
        sent = tok.sent
        named = self.recent_work(tok, sentences=1) if tok.lower_ != "it" else None
        if named is not None:
            return (named,)
        start = sent.start
        for _ in range(3):
            if start <= 0:
                break
            prev = self.doc[start - 1].sent
            for t in prev:
                eid = self.token_entity.get(t.i)
                if eid is not None and self.entities[eid].type == WORK and _head_subject(t, inverted=True) \
                        and not _credit_epithet(self, t.i):
                    return (eid,)
            start = prev.start
        topic = story_work_at(self, tok.i)
        return (topic,) if topic is not None else ()

    def recent_work(self, tok: Token, sentences: int = 2, only: bool = False, skip: frozenset[int] = frozenset()) -> int | None:
        """The work named last before ``tok`` in its sentence or, by default, the one before
        in its paragraph ("on the set of X, ... She also played Y"): where a role without a title
        is, before the story's work (a new paragraph is a new focus: a review's "... after her
        drama 'X'.\n\nA is terrific as B" is about the film reviewed). With ``only``, None
        when two works are named there ("starred in X and Y. Her co-star ...": no guess). Titles at
        the tokens of ``skip`` do not count (a credit: "A, best known for X, plays the mayor")."""
        start = tok.sent.start
        if sentences > 1 and start > 0 and "\n" not in self.doc[start - 1].text_with_ws:
            start = self.doc[start - 1].sent.start
        named = (eid for i in range(tok.i - 1, start - 1, -1) if i not in skip for eid in [self.token_entity.get(i)]
                 if eid is not None and self.entities[eid].type == WORK and not _credit_in_brackets(self, i)
                 and not _credit_epithet(self, i))
        last = next(named, None)
        return None if only and any(eid != last for eid in named) else last

    def article_work(self) -> int | None:
        """The work a story is about: the one it defines or keeps coming back to
        (:meth:`dominant_work`), else the only work its lead (first two sentences) names, when no
        other work is named more often."""
        if self.topic_work is not None:
            return self.topic_work
        dominant = self.dominant_work()
        if dominant is not None:
            return dominant
        if self._article is None:  # decided once: a title a rule finds later in the lead does not unseat it
            self._article = (self._lead_work(),)
        return None if self._article[0] < 0 else self._article[0]

    def _lead_work(self) -> int:
        """The only work the lead (first two sentences) names, when no other is named more often; -1 for none."""
        sents = itertools.islice(self.doc.sents, 2)  # asked per sentence: never walk the whole Doc
        lead = {eid for s in sents for i in range(s.start, s.end) for eid in [self.token_entity.get(i)]
                if eid is not None and self.entities[eid].type == WORK and not _credit_in_brackets(self, i)}
        if len(lead) != 1:
            return -1
        (work,) = lead
        return work if all(self.counts[e.id] <= self.counts[work] for e in self.entities if e.type == WORK) else -1

    def dominant_work(self) -> int | None:
        """The work a news article keeps coming back to: named at least twice, and more often
        than any other work ("the show" in a story about one show's new season). A work named
        once is not enough: tried on the dev sets, it cost precision on the unread half."""
        if self._dominant is None:
            best = _most_named_work(self)
            self._dominant = (best if best is not None else -1,)
        return None if self._dominant[0] < 0 else self._dominant[0]

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
        exclude = exclude | _relative_head(tok, self.token_entity) | _own_subject(tok, self.token_entity, self.lex)
        if tok.dep_ == "poss" and tok.head.lower_ in _GROWN_KIN:
            exclude = exclude | self._newborns(tok)  # "... a baby girl, Ivy. The host and her husband": not Ivy's
        same = self.lex.male_pronouns if sex == "m" else self.lex.female_pronouns
        deceased = survivor_of(tok)
        dead = self.resolve(deceased) if deceased is not None and (deceased.lower_ in same or deceased.i in self.token_entity) else ()
        if len(dead) == 1 and self._compatible(dead[0], sex):
            return dead  # "He is survived by his son, A; his sister, B": the dead man's (not "his partner, B, and her son")
        # a name inside a quotation is not whom a pronoun outside it means ('"Rhodri taught me," she says')
        unquoted = quotation_around(doc, tok.i) is None
        # a clause, not a page: a run-on "sentence" is searched only near the pronoun
        for i in range(tok.i - 1, max(sent.start, tok.i - WINDOW) - 1, -1):
            eid = self.token_entity.get(i)
            if eid is not None and unquoted and quotation_around(doc, i) is not None:
                continue
            if eid is not None and eid not in exclude and self._compatible(eid, sex) and not _a_place_named(doc[i], self) and (
                    not _in_list(doc[i]) or _coordinated_with(doc[i], tok)):
                same = introduced_by(doc[i], tok.lower_)
                if same is not None and same.i < tok.i and not compares_with_named(tok) and (
                        listed_together(same.head, tok.head) or _both_parents(same.head, tok.head)
                        or _apposed_list(same.head, tok, self.token_entity)):
                    # "her daughter, Kira, and her husband": the first "her"'s; "His father is B, and his mother, C"
                    return self._antecedent(same, sex, exclude)
                subject = self._subject_over(tok, doc[i], sex, exclude)
                return (subject if subject is not None else eid,)
            if eid is None and doc[i].lower_ in same and doc[i].dep_ in {"nsubj", "nsubjpass"}:
                return self._antecedent(doc[i], sex, exclude)  # "He was followed on the throne by his son": his = he
            if eid is None and self._unnamed_kin(doc[i], sex):
                return ()  # "asked about his wife's film, in which she stars": the wife, whom no name gives
        other = self.lex.female_pronouns if sex == "m" else self.lex.male_pronouns
        # "he sued her": a pronoun of the other gender in the clause makes a known gender count double
        contrast = any(t.lower_ in other and t.pos_ == "PRON" and t.i not in self.token_entity for t in sent)
        return self._recent(sent, sex, exclude, contrast, unquoted)

    def _unnamed_kin(self, tok: Token, sex: str) -> bool:
        """``tok`` is a possessed kin noun of the pronoun's sex, itself owning what follows, that no
        name stands beside ("his wife's film, in which she stars"; not "his wife, Mia,", nor "posed
        with her daughter, and she said"): a person the pronoun after it more likely means than
        anyone named before it."""
        cues = self.lex.female_cues if sex == "f" else self.lex.male_cues if sex == "m" else frozenset()
        if tok.pos_ != "NOUN" or tok.dep_ != "poss" or tok.lower_ not in cues or tok.lower_ in self.lex.person_nouns \
                or tok.lower_ in _NOT_KIN or not any(c.dep_ == "poss" for c in tok.children):
            return False  # only a relative who owns what follows ("his wife's film"), not "with her daughter, she ..."
        named = (c for c in tok.children if c.dep_ in {"appos", "compound"})
        return not any(self.token_entity.get(t.i) is not None for c in named for t in c.subtree)

    def _subject_over(self, tok: Token, found: Token, sex: str, exclude: frozenset[int]) -> int | None:
        """The subject of the pronoun's clause when the person ``found`` closest is only named
        inside that subject's modifiers ("her husband Leo, son of the late Omar Quist, is
        promoting his new film": Leo's), or in the verb's object while the pronoun owns the noun
        of a phrase on the verb ("Owen shares a son, Leo, with his wife Ada": Owen's wife)."""
        verb = tok.head
        while verb.dep_ not in {"ROOT", "advcl", "ccomp", "relcl"} and not (verb.dep_ == "conj" and verb.pos_ in {"VERB", "AUX"}) \
                and verb.head.i != verb.i:
            verb = verb.head  # up from the object phrase to its clause ("started filming his film": started's), past
            # a list of names ("shares three kids, A, B and C, with his ex-wife": the phrase hung on C)
        clause = verb
        while verb.dep_ == "conj" and not any(c.dep_ in _SUBJECT_DEPS for c in verb.children):
            verb = verb.head  # "shares A with B, and her kids with her husband": the first verb's subject
        subject = next((c for c in verb.children if c.dep_ in _SUBJECT_DEPS), None)
        if subject is not None and subject.tag_ in {"WP", "WDT"} and verb.dep_ == "relcl":
            subject = verb.head  # "A, who shares B with his ex-wife, C, ...": the relative clause's antecedent
        elif subject is None and verb.tag_ in {"VBZ", "VBD"}:
            # "A shares B with his ex-wife": the small model reads "A shares" as a noun phrase, the name a compound on the verb
            subject = next((c for c in verb.children if c.dep_ == "compound" and c.i < verb.i), None)
        if subject is None:
            return None
        on_verb = tok.dep_ == "poss" and tok.head.dep_ == "pobj" and _held_by(tok.head.head.head, {verb.i, clause.i})
        in_object = on_verb and verb.i < found.i and not subject.left_edge.i <= found.i <= subject.right_edge.i
        if in_object and not _child_named(self, found, verb):
            in_object = False  # "congratulated Ada on her marriage": the object may be hers
        if not in_object and not subject.left_edge.i <= found.i <= subject.right_edge.i:
            return None
        heads = [subject, *(c for c in subject.children if c.dep_ in {"appos", "compound"})]
        heads += [c for h in heads[1:] for c in h.children if c.dep_ == "compound"]  # "husband Leo-son of ..."
        owner = next((e for h in heads for e in [self.token_entity.get(h.i)] if e is not None), None)
        if owner is None and subject.pos_ == "PRON" and subject.lower_ in (
                self.lex.male_pronouns if sex == "m" else self.lex.female_pronouns):
            owner = next(iter(self._antecedent(subject, sex, exclude)), None)  # "He shares A with his ex-wife": his = he
        if owner is None or owner in exclude or owner == self.token_entity.get(found.i) or not self._compatible(owner, sex):
            return None
        return owner

    def _recent(self, sent: Span, sex: str | None, exclude: frozenset[int] | set[int],
                contrast: bool = False, unquoted: bool = False) -> tuple[int, ...]:
        """The person the two sentences before ``sent`` are most about, scored by recency, being
        a subject, a gender known to match, and how often the article names them; else the
        article's subject when it fits. For a pronoun outside quotation marks (``unquoted``),
        not someone named only inside them."""
        doc = self.doc
        same = self.lex.male_pronouns if sex == "m" else self.lex.female_pronouns if sex == "f" else frozenset()
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
                    found = _chained(self, lambda: self._antecedent(t, sex, exclude))
                    eid = found[0] if found else None
                if eid is None or eid in exclude or not self._compatible(eid, sex) \
                        or unquoted and t.i in self.token_entity and quotation_around(doc, t.i) is not None:
                    continue
                ent = self.entities[eid]
                score = 4.0 / distance + (2.0 if _head_subject(t) else 0.0)
                score += (4.5 if contrast else 1.5) if sex is not None and ent.sex == sex else 0.0
                score += min(self.counts[eid], 6) * 0.3
                score += 2.0 if eid == self.topic else 0.0
                scores[eid] = max(scores.get(eid, 0.0), score)
            prev_end = prev.start
        if not scores:
            # nobody in reach: the article's subject, when it fits ("He" three sentences on)
            if self.topic is not None and self.topic not in exclude and self._compatible(self.topic, sex) \
                    and self.entities[self.topic].first < sent.start:  # named before, not later in this sentence
                return (self.topic,)
            return ()
        return (max(scores, key=scores.get),)

    def _plural(self, tok: Token) -> tuple[int, ...]:
        """"They", "their", "the couple": the closest pair named together, else the couple."""
        doc = self.doc
        sent = tok.sent
        if self.siblings and _the_siblings(tok):
            return self.siblings  # "The siblings were once close": the pair the story stated
        # a conjunction of two people earlier in this sentence, or in the two before
        start = sent.start
        two = tok.lower_ in _PAIR_WORDS
        for _ in range(3):
            window = doc[start:tok.i] if start == sent.start else doc[start:doc[start].sent.end]
            group = _conj_pair(window, self, whole=not two) or _opening_pair(window, self) or _met_pair(window, self) \
                or (None if two else self._sibling_pair(window))
            if not group and not two and self.siblings and any(_the_siblings(t) and t.dep_ in _SUBJECT_DEPS for t in window):
                group = self.siblings  # "The siblings were once close. ... Their mother, C"
            if group:  # "they", "the sisters": everyone named together; "the couple": two
                return group
            if start == sent.start and self.couple and self.couple_stated_at == sent.start:
                return self.couple  # "A married B in 2016, and they have a son"
            stated = self.pairs_stated.get(start)  # this sentence's: a pair its words before ``tok`` stated
            if stated and not (stated[2] == "former_spouse" and tok.lower_ in _CURRENT_PAIR_WORDS):
                return stated[:2]  # "A was married to B, with whom she shares a son. The pair divorced",
                # "A was married to B until 2015; the former couple share a son"
            if start == sent.start and (own := _couple_of_one_named_here(self, tok)) is not None:
                return own  # "Varga posted a photo of the couple and their son": her couple, not the pair named last
            if start <= 0:
                break
            start = doc[start - 1].sent.start
        if self.siblings and tok.dep_ == "poss" and tok.head.lemma_.lower() in _PARENT_NOUNS:
            return self.siblings  # "Their mother, C": the siblings the story stated, never a couple's
        if self.couple:
            return self.couple
        # the first pair the article named together ("X and Y have welcomed ...")
        return _conj_pair(doc[0:sent.start], self, first=True, strict=two) or ()

    def _sibling_pair(self, window) -> tuple[int, ...] | None:
        """A person and the sibling a kin noun names: "His brother, Leo, is a chef. Their mother
        ..." is the mother of both."""
        for tok in window:
            if tok.lower_ not in self.lex.sibling_nouns:
                continue
            owner = next((c for c in tok.children if c.dep_ == "poss"), None)
            named = next((c for c in tok.children if c.dep_ == "appos"), None)
            if owner is None or named is None:
                continue
            a, b = self.resolve(owner), self.token_entity.get(named.i)
            if len(a) == 1 and b is not None and a[0] != b and self.entities[b].type == PERSON:
                return (a[0], b)
        return None

    def nominal(self, tok: Token, sex: str | None = None) -> tuple[int, ...]:
        """:meth:`_nominal_of_any_sex` of the description's gender ("the actress" is no man)."""
        return tuple(e for e in self._nominal_of_any_sex(tok) if self._compatible(e, sex))

    def _nominal_of_any_sex(self, tok: Token) -> tuple[int, ...]:
        """"The singer": who a definite description stands for, when that is clear.

        - the subject of the previous sentence, when that is one person not named here;
        - "The author, 34, and the actor, 45, confirmed" right after "X and Y have
          welcomed": the two descriptions name the pair in order;
        - "The Pine Ridge actor is a father to ...": when the previous subject was a couple,
          the one member whose gender fits the predicate ("dad").
        Anything less clear resolves to nothing.
        """
        doc = self.doc
        sent = tok.sent
        titled = _titled_before(self, tok)
        if titled is not None:
            return (titled,)
        here = set(self.people_in(sent.start, sent.end))
        if sent.start == 0:
            return ()
        prev = doc[sent.start - 1].sent
        subjects = [self.token_entity[t.i] for t in prev if t.i in self.token_entity and _head_subject(t)]
        subjects = [s for s in dict.fromkeys(subjects) if self.entities[s].type == PERSON]
        if len(subjects) == 1 and subjects[0] not in here:
            return (subjects[0],)
        if any(t.lower_ in self.lex.group_nouns and _head_subject(t) for t in prev):
            pair = self._plural(prev[0])  # "The couple ... . The Pine Ridge actor is a father to"
        else:
            pair = _conj_pair(prev, self, subjects_only=True)
        if not pair or len(pair) != 2:
            return ()
        # ordered descriptions: "the author ... and the actor"
        if tok.dep_ == "conj" and tok.head.lower_ in self.lex.descriptor_nouns:
            return (pair[1],)
        if any(c.dep_ == "conj" and c.lower_ in self.lex.descriptor_nouns for c in tok.children):
            return (pair[0],)
        sex = _predicate_gender(self, tok)
        if sex:
            fits = [e for e in pair if self.entities[e].sex in (None, sex)]
            if len(fits) == 1:
                return (fits[0],)
        return ()

    def described(self, tok: Token) -> tuple[int, ...]:
        """"The "Iron Road" actor", "the singer", "the 38-year-old" as a subject: the person the
        sentences before are about (as a pronoun would be read), of the description's gender
        ("actress"), and not anyone this sentence names."""
        sex = cue_sex(tok)
        return self.nominal(tok, sex) or self._recent(tok.sent, sex, self._named_beside(tok) | self._newborns(tok))

    def _newborns(self, tok: Token) -> frozenset[int]:
        """Children named at their birth before ``tok`` ("welcomed a baby girl, Ivy"): never what a
        description of a grown person stands for ("The X host, 39, and her husband ...")."""
        if tok.lower_ in self.lex.child_nouns or tok.lower_ in _BIRTH_WORDS:
            return frozenset()
        if self._born is None:  # (token, entity) of every name given at a birth, read once per article
            self._born = tuple((i, eid) for i, eid in self.token_entity.items() for t in [self.doc[i]]
                               if t.dep_ == "appos" and (t.head.lower_ in self.lex.child_nouns or t.head.lower_ in _BIRTH_WORDS)
                               and any(w.lemma_.lower() in _BIRTH_WORDS for w in t.sent))
        return frozenset(eid for i, eid in self._born if i < tok.i)

    def _named_beside(self, tok: Token) -> frozenset[int]:
        """The people a description cannot stand for: those its sentence names, except in a
        clause after it that reports or explains ("The actor sued B, alleging that she broke
        A's trust": A may be the actor)."""
        sent = tok.sent
        aside = {x.i for t in sent if t.i > tok.i and t.dep_ in {"advcl", "ccomp"} and t.pos_ in {"VERB", "AUX"}
                 and not t.left_edge.i <= tok.i <= t.right_edge.i for x in t.subtree}
        return frozenset(e for i in range(sent.start, sent.end) if i not in aside
                         for e in [self.token_entity.get(i)] if e is not None and self.entities[e].type == PERSON)

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

def _speaker(ents: "ArticleEntities", tok: Token) -> tuple[int, ...]:
    """Who says "I" or "my" inside a quotation: the one person the words outside it say spoke
    it ('"...," A said', '"...," she added', 'A told Variety: "..."'); nobody outside quotation marks."""
    span = quotation_around(ents.doc, tok.i)
    if span is None:
        return ()
    doc = ents.doc
    opening, closing = span
    outside = [doc[closing + 1:doc[closing].sent.end], doc[doc[opening].sent.start:opening]]
    for words in outside:
        for verb in words:
            if not _speech_verb(verb, ents.lex.speech_verbs):
                continue
            people = [i for s in verb.children if (s.dep_ == "nsubj" or s.dep_ == "compound" and verb.pos_ == "NOUN" and s.i < verb.i)
                      and quotation_around(doc, s.i) is None for i in ents.resolve(s) if ents.entities[i].type == PERSON]
            # (a subject outside every quotation: an "I" in another quote never answers for this one)
            # (the speech verb read as a noun with the speaker its compound: '"...," A joked')
            if len(set(people)) == 1:
                return (people[0],)
    return ()


def _predicate_gender(ents: "ArticleEntities", tok: Token) -> str | None:
    """"The star is also dad to ...": the gender the copula's predicate gives its subject."""
    if tok.dep_ != "nsubj":
        return None
    for c in tok.head.children:
        if c.dep_ in {"attr", "acomp"}:
            if c.lower_ in ents.lex.male_cues:
                return "m"
            if c.lower_ in ents.lex.female_cues:
                return "f"
    return None


_NOT_KIN = frozenset({"man", "woman", "boy", "girl", "lady", "gentleman"})  # gendered, but no relative


def _titled_before(ents: "ArticleEntities", tok: Token) -> int | None:
    """The one person earlier in the sentence titled by the description's own noun, for a bare
    description: "ordered rapper A to pay B, who sued the rapper" (A); not two so titled, nor
    "the host of Y", "the actress who replaced her" (someone described on their own)."""
    low = tok.lemma_.lower()
    if tok.pos_ != "NOUN" or tok.i in ents.token_entity or any(
            c.dep_ in {"prep", "relcl", "acl", "appos"} for c in tok.children):
        return None  # "the host of Y, B", "the actress who replaced her, B": a description of someone of its own
    before = [t for t in ents.doc[tok.sent.start:tok.i] if t.lemma_.lower() == low]
    found = {e for t in before if t.dep_ == "compound"
             and (e := ents.token_entity.get(t.head.i)) is not None and ents.entities[e].type == PERSON}
    return found.pop() if len(found) == 1 and len(before) == 1 else None


def _child_named(ents: "ArticleEntities", found: Token, verb: Token) -> bool:
    """``found`` names a child the verb's object introduces ("shares a son, Leo, with ...",
    "has two daughters, Mia and Ada, with ...", "shares Leo with ..."): the one who has them
    is the subject."""
    sharing = verb.lemma_.lower() in ents.sharing_verbs  # "shares Skye with her ex-husband"
    obj = next((c for c in verb.children if c.dep_ == "dobj" or sharing and c.dep_ == "appos" and c.i > verb.i), None)
    # (the object as the verb's apposition where the small model read "A shares" as a noun phrase)
    return obj is not None and (obj.lower_ in ents.lex.child_nouns or sharing) \
        and obj.left_edge.i <= found.i <= obj.right_edge.i


def _chained(ents: "ArticleEntities", resolve) -> tuple[int, ...]:
    """``resolve()`` one step further down a chain of references (a short chain, not the whole page)."""
    ents._depth += 1
    try:
        return resolve()
    finally:
        ents._depth -= 1


def _held_by(tok: Token, verbs: set[int]) -> bool:
    """``tok`` is one of ``verbs`` or a name of its object list ("shares three kids, A, B and C,
    with his ex-wife": the phrase hung on C)."""
    for _ in range(6):  # a verb, its object and a list of up to four names after it
        if tok.i in verbs:
            return True
        if tok.dep_ not in {"conj", "appos", "dobj"} or tok.head.i == tok.i:
            return False
        tok = tok.head
    return False


def cue_sex(tok: Token) -> str | None:
    """The gender a description gives ("the actress": "f"), if any."""
    lex = lexicon()
    return "m" if tok.lower_ in lex.male_cues else "f" if tok.lower_ in lex.female_cues else None


def _couple_of_one_named_here(ents: ArticleEntities, tok: Token) -> tuple[int, ...] | None:
    """The couple the story stated that someone named earlier in this sentence belongs to, the
    latest first (none when nobody named here is in one, or the sentence names a pair itself)."""
    here = {e for t in ents.doc[tok.sent.start:tok.i] for e in [ents.token_entity.get(t.i)]
            if e is not None and ents.entities[e].type == PERSON}
    if not here or len(here) > 1 or any(t.dep_ == "dobj" and t.lower_ in _PAIR_WORDS and any(
            ents.token_entity.get(c.i) in here for c in t.head.children if c.dep_ == "nsubj") for t in ents.doc[tok.sent.start:tok.i + 1]):
        return None  # "Vey congratulated the couple on the birth of their son": another pair than hers
    pairs = [p[:2] for p in ents.pairs_stated.values()
             if not (p[2] == "former_spouse" and tok.lower_ in _CURRENT_PAIR_WORDS | {"couple"})]
    return next((pair for pair in reversed([*pairs, *([ents.couple] if ents.couple else [])]) if here & set(pair)), None)


def _relative_head(tok: Token, token_entity: dict[int, int]) -> frozenset[int]:
    """Who the relative clause whose subject is ``tok`` is about, which ``tok`` is not: in
    "his son, Leo, whom he raised with Ada", "he" is not Leo; nor, in "B, to whom she was
    married", is "she" B (the parser may hang "she" on the auxiliary)."""
    clause = tok.head
    if clause.dep_ in {"aux", "auxpass"} and clause.head.i != clause.i:
        clause = clause.head
    if clause.dep_ != "relcl" or tok.dep_ not in _SUBJECT_DEPS or tok.lower_ in {"who", "that", "which"}:
        return frozenset()
    heads = [clause.head, *(c for c in clause.head.children if c.dep_ == "appos")]  # "his son, Leo, whom he ..."
    found = frozenset(e for h in heads for e in [token_entity.get(h.i)] if e is not None)
    if not found:  # "her split from B, to whom she was married": hung on "split", about the name before it
        start = clause.left_edge.i
        found = frozenset(e for k in range(start - 1, max(clause.head.i, start - 4), -1)
                          for e in [token_entity.get(k)] if e is not None)
        return found if len(found) == 1 else frozenset()
    return found


def introduced_by(name: Token, pronoun: str) -> Token | None:
    """The possessive ``pronoun`` on the noun a name stands beside ("her daughter, Kira": "her"), if any."""
    head = name
    while head.dep_ in {"compound", "flat"} and head.head.i != head.i:
        head = head.head
    if head.dep_ == "attr":
        noun = _copula_subject(head)  # "His father is B"
    elif head.dep_ == "appos" or head.dep_ == "compound" and head.head.pos_ == "NOUN":
        noun = head.head
        if not any(c.dep_ == "poss" for c in noun.children):
            noun = _copula_subject(noun) or noun  # "His father is the stage actor B"
    else:
        return None
    return next((c for c in noun.children if c.dep_ == "poss" and c.lower_ == pronoun), None) if noun is not None else None


def _copula_subject(attr: Token) -> Token | None:
    """The noun a copula says ``attr`` of ("His father is the actor B": father), if any."""
    if attr.dep_ != "attr" or attr.head.lemma_ != "be":
        return None
    return next((c for c in attr.head.children if c.dep_ == "nsubj" and c.pos_ == "NOUN"), None)


def _own_subject(tok: Token, token_entity: dict[int, int], lex) -> frozenset[int]:
    """The people named as the subject of the verb an object pronoun hangs on: "A took him to
    court", "A sued her": him and her are not A (who would be "himself", "herself")."""
    if tok.dep_ not in {"dobj", "dative"} or tok.lower_.endswith(("self", "selves")) \
            or tok.lower_ not in lex.male_pronouns and tok.lower_ not in lex.female_pronouns and tok.lower_ not in lex.plural_pronouns:
        return frozenset()
    subjects = [s for s in tok.head.children if s.dep_ == "nsubj"]
    if len(subjects) != 1:
        return frozenset()  # (two subjects are a misparse: "The ex of singer A is suing her", A read as one)
    return frozenset(token_entity[s.i] for s in subjects if s.i in token_entity)


def listed_together(first: Token, second: Token) -> bool:
    """Two nouns of one coordinated list of companions ("arrived with her daughter, Kira, and her
    husband"), however the parser hung the second (on the first noun or on the name beside it);
    not a list that is a clause's subject, where the pair acts together ("her daughter, Kira,
    and her husband are expecting": Kira's husband), unless the two are her parents ("her mother,
    A, and her father, B, divorced")."""
    parents = {"mother", "father", "mom", "dad", "mum"}
    together = first.dep_ in {"nsubj", "nsubjpass"} and not (first.lemma_.lower() in parents and second.lemma_.lower() in parents)
    return not together and any(second in t.conjuncts for t in (first, *(c for c in first.children if c.dep_ == "appos")))


def _apposed_list(first: Token, pronoun: Token, token_entity: dict[int, int]) -> bool:
    """Two possessed nouns of one list, each with its name set off by commas ("with her father,
    A, her mother, B, and her son, C"), however the parser hung them: between the first noun and
    the second pronoun only a name (a description before it at most) between commas. Not a
    list that is a clause's subject ("Her daughter, Kira, and her husband are expecting")."""
    doc = first.doc
    end = pronoun.i - 1 - (doc[pronoun.i - 1].lower_ in {"and", "&"})
    lex = lexicon()
    if first.lower_ not in lex.male_cues | lex.female_cues | lex.child_nouns | lex.sibling_nouns:
        return False  # (not "his co-star, A, his wife, B": the wife is A's)
    if first.dep_ in {"nsubj", "nsubjpass"} or first.i + 1 >= end or doc[first.i + 1].text != "," or doc[end].text != ",":
        return False
    middle = doc[first.i + 2:end]
    return 0 < len(middle) <= 6 and any(token_entity.get(t.i) is not None for t in middle) \
        and not any(t.pos_ in {"VERB", "AUX"} or t.text in {",", ";"} for t in middle)


_PARENT_NOUNS = frozenset({"mother", "father", "parent", "mom", "dad", "mum", "stepfather", "stepmother"})


def _both_parents(first: Token, second: Token) -> bool:
    """A father and a mother named in one sentence with the same possessive are one person's."""
    a, b = first.lemma_.lower(), second.lemma_.lower()
    return a in _PARENT_NOUNS and b in _PARENT_NOUNS and a != b


def _the_siblings(tok: Token) -> bool:
    """"the siblings", "the sisters", "the brothers": a definite plural for siblings."""
    return tok.lower_ in {"siblings", "sisters", "brothers"} and _definite(tok)


def survivor_of(poss: Token) -> Token | None:
    """The subject of "is survived by" whose list of survivors holds the possessive ``poss``."""
    if poss.dep_ != "poss":
        return None
    verb = next((t for t in poss.sent if t.i < poss.i and t.lemma_.lower() == "survive" and t.tag_ == "VBN"
                 and any(c.dep_ == "agent" and c.i < poss.i for c in t.children)), None)
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None) if verb is not None else None
    return subject if subject is not None and subject.i < verb.i else None


def compares_with_named(poss: Token) -> bool:
    """"his sons A and his younger brothers B": a sibling the possessive's noun ranks by age
    is the one just named's, not the possessor's."""
    noun = poss.head
    return noun.lemma_.lower() in {"brother", "sister", "sibling", "half-brother", "half-sister"} and any(
        c.lower_ in {"younger", "older", "elder", "big", "little", "baby", "kid"} for c in noun.children)


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


def _coordinated_with(name: Token, pronoun: Token) -> bool:
    """"between Ada and her partner Tom": the possessive stands in the same coordination as
    the name right before it, and points at it."""
    noun = pronoun.head
    while noun.dep_ in {"compound", "flat"} and noun.head.i != noun.i:
        noun = noun.head
    head = name
    while head.dep_ in {"compound", "flat"} and head.head.i != head.i:
        head = head.head
    return pronoun.dep_ == "poss" and noun.dep_ == "conj" and noun.head.i == head.i


def _definite(tok: Token) -> bool:
    """"the singer"; also "the singer stars ..." read as one noun phrase, the article on the last word."""
    holders = [tok, tok.head] if tok.dep_ in {"compound", "nmod"} or aged(tok) and tok.dep_ == "amod" else [tok]
    return any(c.dep_ == "det" and c.lower_ in {"the", "this", "that"} for h in holders for c in h.children)


def aged(tok: Token) -> bool:
    """"the 38-year-old" (split "38 - year - old"): an age standing for a person."""
    return tok.lower_ in {"old", "year-old"} and (tok.lower_ == "year-old" or any(
        c.lower_ in {"year", "years"} for c in tok.children))


def _credit_in_brackets(ents: ArticleEntities, i: int) -> bool:
    """The title at ``i`` is a person's credit in brackets after their name ("A (The Glass
    Orchard) joins the cast"): what they did before, not where the sentence's role is."""
    doc = ents.doc
    opening = next((k for k in range(i - 1, max(i - 9, -1), -1) if doc[k].text in {"(", ")"}), None)
    return opening is not None and doc[opening].text == "(" and bracket_owner(ents, opening + 1) is not None


def bracket_owner(ents: ArticleEntities, start: int) -> int | None:
    """The person whose name the bracket opening right before ``start`` follows ("A (The Glass
    Orchard)", "A (Upstairs at Nell's, Cairn) and her daughter"): the words in it are A's credits
    or part, and what is coordinated with them is coordinated with A. A name NER called a firm
    counts ("Luz Marina Vega (X)"); a work's, a place's or a date's bracket does not."""
    doc = ents.doc
    if start < 2 or doc[start - 1].text != "(":
        return None
    eid = ents.token_entity.get(start - 2)
    return eid if eid is not None and ents.entities[eid].type in {PERSON, ORG} and doc[start - 2].ent_type_ not in _PLACE_LABELS \
        else None


_PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})


def _credit_epithet(ents: ArticleEntities, i: int) -> bool:
    """The title at ``i`` names someone by an earlier credit ("The X actress, 52, ...", "the Y
    star") in a story about another work: who they are, not where the sentence's role is."""
    doc, end = ents.doc, ents.mention_end(i)
    end += end < len(doc) and doc[end].text in {"'", "’", '"', "”"}
    if not (end < len(doc) and doc[end].is_lower and doc[end].lower_ in ents.lex.role_nouns):
        return False
    story = ents.topic_work if ents.topic_work is not None else _most_named_work(ents)  # (as the table stands now)
    return story is not None and story != ents.token_entity.get(i)


def _most_named_work(ents: ArticleEntities) -> int | None:
    """The work named most often, at least twice and more often than any other, or None."""
    counts: dict[int, int] = {}
    previous = None
    for i in range(len(ents.doc)):
        eid = ents.token_entity.get(i)
        if eid is not None and eid != previous and ents.entities[eid].type == WORK:
            counts[eid] = counts.get(eid, 0) + 1
        previous = eid
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])
    return ranked[0][0] if ranked and ranked[0][1] >= 2 and (len(ranked) == 1 or ranked[1][1] < ranked[0][1]) else None


_GROWN_KIN = frozenset({"husband", "wife", "spouse", "partner", "boyfriend", "girlfriend", "fiance", "fiancé", "fiancee",
                        "fiancée", "ex-husband", "ex-wife", "ex"})
_BIRTH_WORDS = frozenset({"baby", "newborn", "birth", "welcome", "born", "arrive", "girl", "boy"})


def story_work_at(ents: ArticleEntities, i: int) -> int | None:
    """The work the story is about at token ``i``: in a listing, the one whose heading opens the
    section ``i`` is in ("Copper Road (Netflix)" on its own line, then its paragraph: see
    :func:`~kgbuild.extraction.mentions.section_headings`), else the article's."""
    heads = [start for start, _ in section_headings(ents.doc) if start <= i]  # (a heading may open the sentence: "X: A plays")
    eid = ents.token_entity.get(heads[-1]) if heads else None
    return eid if eid is not None and ents.entities[eid].type == WORK else ents.article_work()


def _head_subject(tok: Token, inverted: bool = False) -> bool:
    """Whether ``tok`` is (part of) the subject noun phrase of a clause; with ``inverted``, also
    of the noun a copula puts last ("Also coming is X": what a work's "It" takes up, never a
    pronoun's person)."""
    t = tok
    for _ in range(3):
        if t.dep_ in _SUBJECT_DEPS or inverted and _inverted_subject(t):
            return True
        if t.dep_ in {"compound", "flat", "appos", "conj"} and t.head.i != t.i:
            t = t.head
            continue
        return False
    return False


def _inverted_subject(tok: Token) -> bool:
    """The noun a copula puts last when a clause or "there" comes first: "Also coming is X",
    "Next up is X", "There is also X" (the parser's attribute, the clause's topic)."""
    if tok.dep_ != "attr":
        return False
    verbs = [tok.head, tok.head.head] if tok.head.dep_ == "aux" else [tok.head]  # "Also coming is X": "is" an auxiliary
    children = [c for v in verbs for c in v.children]
    return any(c.dep_ in {"csubj", "expl"} for c in children) or not any(c.dep_ in {"nsubj", "nsubjpass"} for c in children)


_CURRENT_PAIR_WORDS = frozenset({"newlyweds", "lovebirds", "spouses"})  # never an ex-couple
def _a_place_named(tok: Token, ents: "ArticleEntities") -> bool:
    """A one-word name after "in" or "near" ("lives in Avranches with his wife"), or after "from"
    on a noun ("a dentist from Leicester"): a place NER took for a person, never what a pronoun
    after it stands for."""
    eid = ents.token_entity.get(tok.i)
    if eid is None or len(ents.entities[eid].name.split()) != 1:
        return False
    if tok.dep_ == "pobj" and tok.head.lower_ in {"in", "near"}:
        return True
    before = tok.doc[tok.i - 1] if tok.i > 0 else None  # "from X" however parsed, after a job ("a message from X" is no place)
    return before is not None and before.lower_ == "from" and before.head.lower_ in ents.lex.occupations | ents.lex.person_nouns


_FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself"})


def _speech_verb(tok: Token, verbs: frozenset[str]) -> bool:
    """A verb that tells who spoke, also when the tagger read it as a noun ("A joked." as a noun phrase)."""
    if tok.pos_ == "VERB":
        return tok.lemma_.lower() in verbs
    low = tok.lower_
    return tok.pos_ == "NOUN" and tok.dep_ == "ROOT" and low.endswith("ed") and (
        low[:-1] in verbs or low[:-2] in verbs or len(low) > 4 and low[-3] == low[-4] and low[:-3] in verbs)  # ("admitted")


_PAIR_WORDS = {"couple", "pair", "two", "duo", "newlyweds", "lovebirds", "spouses", "exes"}


def _hung_list(tok: Token) -> bool:
    """The rest of a list the parser hung on its first name as an apposition: in "A, B, C and
    D sued", "B, C and D" (B with conjuncts of its own) under A."""
    return tok.dep_ in {"appos", "npadvmod"} and tok.head.pos_ == "PROPN" and tok.pos_ == "PROPN" \
        and tok.i > 0 and tok.doc[tok.left_edge.i - 1].text == "," and any(c.dep_ == "conj" for c in tok.children)


_MEETING_VERBS = frozenset({"meet", "date"})


def _met_pair(span, ents: ArticleEntities) -> tuple[int, ...] | None:
    """The two people of "A met B" (or "A dated B") inside ``span``: "A met B on a set in 2015;
    they married two years later"."""
    for verb in span:
        if verb.pos_ != "VERB" or verb.lemma_.lower() not in _MEETING_VERBS:
            continue
        subject = next((ents.token_entity.get(c.i) for c in verb.children if c.dep_ == "nsubj"), None)
        other = next((ents.token_entity.get(c.i) for c in verb.children if c.dep_ == "dobj"), None)
        if subject is not None and other is not None and subject != other \
                and ents.entities[subject].type == PERSON and ents.entities[other].type == PERSON:
            return (subject, other)
    return None


def _opening_pair(span, ents: ArticleEntities) -> tuple[int, ...] | None:
    """Two people named at a sentence's start and joined by "and", then a lower-case word ("A and
    B share twins"), however the parser read the words after them (a noun phrase "B share twins")."""
    if not len(span) or span.start != span[0].sent.start:
        return None
    a = ents.token_entity.get(span.start)
    if a is None or ents.entities[a].type != PERSON:
        return None
    k = ents.mention_end(span.start)
    if k + 1 >= span.end or span.doc[k].lower_ != "and":
        return None
    b = ents.token_entity.get(k + 1)
    end = ents.mention_end(k + 1) if b is not None else k + 1
    if b is None or b == a or ents.entities[b].type != PERSON or end >= span.end or not span.doc[end].is_lower:
        return None
    return (a, b)


def _conj_pair(span, ents: ArticleEntities, first: bool = False,
               subjects_only: bool = False, whole: bool = False, strict: bool = False) -> tuple[int, ...] | None:
    """The last (or ``first``) two different people joined by "and" inside ``span``
    (``subjects_only``: only a pair that is a clause's subject); with ``whole``, every person of
    that coordination ("A, B and C": all three), else never two of three or more (the ``first``
    pair may be, unless ``strict``: "they" may be two of them, "the couple" may not)."""
    found: tuple[int, ...] | None = None
    for tok in span:
        if found and first:
            break
        if tok.dep_ != "conj" or tok.head.i < span.start:
            continue
        if subjects_only and not _head_subject(tok.head):
            continue
        a = ents.token_entity.get(tok.head.i)
        b = ents.token_entity.get(tok.i)
        if a is not None and b is not None and a != b and ents._compatible(a, None) and ents._compatible(b, None):
            root = tok.head
            while root.dep_ == "conj" and root.head.i >= span.start or _hung_list(root) and root.head.i >= span.start:
                root = root.head
            co_subjects = [c for c in root.head.children if c.dep_ == root.dep_ and c.i < root.i] \
                if whole and root.dep_ in {"nsubj", "nsubjpass"} else []  # "A, B, C and D filed", parsed as two subjects
            members = [ents.token_entity.get(t.i) for t in [*co_subjects, root, *root.conjuncts, *(
                t for c in root.children if _hung_list(c) for t in [c, *c.conjuncts])]]
            group = tuple(dict.fromkeys(m for m in members if m is not None and ents.entities[m].type == PERSON))
            if whole:
                found = group if len(group) >= 2 else (a, b)
            elif len(group) <= 2 or first and not strict:
                found = (a, b)  # "the couple" is no two of "A, B and C"
    return found
