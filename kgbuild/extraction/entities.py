"""The entities of one article: its mentions grouped into entities, then typed and gendered.

:class:`EntityTable` builds the table once per article: multi-word names and every non-person
first, then one-word names joined to the one full name they fit, nicknames in quotes as aliases;
a name a pronoun points back to is a person whatever NER said; pronouns vote for genders; roles
("played Stucky Fein") are marked as characters; the work the article is about is found.
Matchers may still register a name a rule's slot opened (:meth:`EntityTable.add_mention`).
:class:`~kgbuild.extraction.coref.ArticleEntities` adds what each token refers to.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from spacy.tokens import Doc, Token

from ..names import QUOTES, fold, is_generational_suffix, looks_like_person_name, split_nickname, strip_title, title_key
from .lexicon import lexicon
from .mentions import (COMPANY_WORDS, ORG, PERSON, REVIEW_WORDS, WORK, Mention, first_line_end, initials, is_initialism, own_part,
                       slot_mention)
from .other_names import name_closes_phrase, needs_full_name, other_name_start
from .titles import GATHERING_ENDINGS, MUSIC_RELEASES, NOT_SCREEN, is_trigger, names_event
from .people import label_of, refine_people, without_description
from .scan import deps, lowers, positions, quotation_around, texts


@dataclass
class Entity:
    """An entity inside one article (mutable while the article is being resolved)."""

    id: int
    name: str
    type: str
    aliases: set[str] = field(default_factory=set)
    gender: Counter = field(default_factory=Counter)
    first: int = 0  # token index of first mention
    split: bool = False  # split off another entity on purpose ("Ansel", son of Ansel Brook)

    @property
    def sex(self) -> str | None:
        if not self.gender:
            return None
        (top, n), *rest = self.gender.most_common(2) + [(None, 0)]
        return top if n > rest[0][1] else None


# verbs whose "as X" names a part played, not a name the person goes by ("known as X")
_AS_A_PART = frozenset({"star", "appear", "cast", "role", "play", "return", "season", "guest", "see", "feature",
                        "debut", "join", "reprise", "step", "portray", "voice", "recast", "co-star", "costar",
                        # a performance noun: "her turn as X", "a monologue as X", "his stint as X"
                        "turn", "performance", "portrayal", "stint", "storyline", "appearance", "cameo", "monologue",
                        "scene", "exit", "arc", "back"})  # "is back as X"


_PLAYING = frozenset({"play", "portray", "voice"})


def _played(tok: Token) -> bool:
    """The subject of a passive playing verb with its player: "Walt was played by A"."""
    verb = tok.head
    return tok.dep_ == "nsubjpass" and verb.lemma_ in _PLAYING and any(c.dep_ == "agent" for c in verb.children)


_OTHER_KIN = frozenset({"mother", "father", "mom", "mum", "dad", "wife", "husband", "cousin", "aunt", "uncle", "niece",
                        "nephew", "grandmother", "grandfather", "partner", "fiance", "fiancé", "fiancee", "fiancée"})


_AFTER_A_NAMED_PART = frozenset({",", ".", ";", ")", "—", "–"})
# a show's offices, which people hold in their own name: "returns as host, A, ..." names no character
_OFFICES = frozenset({"host", "hosts", "co-host", "presenter", "presenters", "judge", "judges", "contestant", "contestants",
                      "panellist", "panelist", "coach", "coaches", "mentor", "narrator", "guest", "guests", "captain"})


def _named_after_a_part(doc: Doc, start: int, end: int) -> bool:
    """The name at [start, end) names the part just before it: "returns as the family patriarch,
    Augustus Vane, and ...", "is back as her son, Peter." ("as", lower-case words ending in a
    noun, a comma, the name, then a comma or the sentence's end), with a verb of taking a part
    (or "back") just before the "as"; a show's office is no part ("returns as host, A, ...")."""
    if start < 3 or doc[start - 1].text != "," or doc[start - 2].pos_ != "NOUN" or not doc[start - 2].is_lower \
            or doc[start - 2].lower_ in _OFFICES or end < doc[start].sent.end and doc[end].text not in _AFTER_A_NAMED_PART:
        return False
    k = start - 2
    while k > doc[start].sent.start and start - k < 7 and doc[k - 1].lower_ != "as" and (
            doc[k - 1].is_lower and doc[k - 1].pos_ in {"NOUN", "ADJ", "DET", "PRON"} or doc[k - 1].tag_ == "POS"):
        k -= 1
    as_ = k - 1
    return as_ >= doc[start].sent.start and doc[as_].lower_ == "as" and any(
        t.lemma_.lower() in _AS_A_PART for t in doc[max(doc[start].sent.start, as_ - 4):as_])


def _words(ent: Entity) -> list[str]:
    """The folded words a person's full name is known by, a nickname in quotes included."""
    plain, nicknames = split_nickname(strip_title(ent.name), brackets=False)
    return [fold(w) for w in plain.split()] + [fold(n) for n in nicknames]


def _by_nickname(people: list[Entity], bare: str) -> Entity | None:
    """The one person whose name has this nickname and surname: 'Slim Carter' after
    'Dwayne "Slim" Carter'."""
    words = [fold(w) for w in bare.split()]
    if len(words) != 2:
        return None
    fits = [e for e in people for a in e.aliases for plain, nicks in [split_nickname(a, brackets=False)]
            if nicks and fold(plain.split()[-1]) == words[1] and words[0] in {fold(n) for n in nicks}]
    return fits[0] if len({e.id for e in fits}) == 1 else None


def _nickname_named_before(people: list[Entity], bare: str, kin: set[int], as_kin: bool) -> Entity | None:
    """The one person named before by this name's nickname and surname, or by the name without its
    nickname: 'Leo Carter' (a headline) before 'Leopold "Leo" Carter' (not when a kin noun introduced
    either: "his father, Robert 'Bobby' Marsh"; ``kin`` holds the people so introduced, ``as_kin``
    says this mention is)."""
    plain, nicks = split_nickname(bare, brackets=False)
    words = [fold(w) for w in plain.split()]
    if not nicks or len(words) < 2 or as_kin:
        return None
    people = [e for e in people if e.id not in kin]
    forms = {tuple(words), *((fold(n), words[-1]) for n in nicks)}
    fits = {e.id: e for e in people if tuple(fold(w) for w in strip_title(e.name).split()) in forms}
    return next(iter(fits.values())) if len(fits) == 1 else None


def _after_a_work_noun(doc: Doc, m: Mention, lex) -> bool:
    """"the documentary Kelce": a title right after the kind of work it is."""
    return m.start > 0 and doc[m.start - 1].lower_ in lex.work_nouns


def _said_of_a_person(tok: Token) -> bool:
    """A name a kin or person noun introduces ("her daughter, Harper"), or whom one marries or dates."""
    lex = lexicon()
    words = lex.male_cues | lex.female_cues | lex.child_nouns | lex.person_nouns
    k = tok.i - 1
    while k >= 0 and tok.doc[k].is_punct:
        k -= 1
    return (k >= 0 and tok.doc[k].lower_ in words) or (tok.dep_ == "appos" and tok.head.lower_ in words) or (
        tok.dep_ == "dobj" and tok.head.lemma_.lower() in {"marry", "wed", "date"})


def _company_short_form(entities: list[Entity], name: str) -> Entity | None:
    """"Crestline" after "Crestline Records", "Paragon Hill" after "Paragon Hill Pictures",
    "Brightwood" after "Brightwood Artist Group" (a company word ends it, one more word at most
    before that): the one company named before whose name the words open; None when there is
    none, or two ("Acme Records", "Acme Films")."""
    words = _company_key(name).split()
    if not words or len(words) == 1 and words[0] in lexicon().given_names:
        return None  # a name of its own; "Harper Productions ... her daughter, Harper"
    fits = [e for e in entities if e.type == ORG and (full := _company_key(e.name).split())[:len(words)] == words
            and 1 <= len(full) - len(words) <= 2 and full[-1] in COMPANY_WORDS]
    return fits[0] if len(fits) == 1 else None


def _surname_first(name: str, lex) -> str:
    """A Korean or Chinese name in either order, as one key: "ji-woo han" -> "han ji-woo" (a
    hyphenated given name beside a surname of the lexicon); any other name as it is."""
    words = name.split()
    if len(words) == 2 and "-" in words[0] and "-" not in words[1] and words[1] in lex.hyphenated_name_surnames:
        return f"{words[1]} {words[0]}"
    return name


_LEGAL_SUFFIXES = frozenset({"inc", "ltd", "llc", "llp", "co", "corp", "plc", "gmbh", "sa", "ag", "limited", "pvt", "private",
                             "incorporated", "corporation", "pty", "bv", "nv", "srl", "spa"})


def _company_key(name: str) -> str:
    """A company's name without its legal form: "Caledon Media plc", "Sehgal Films Pvt. Ltd." -> "caledon media"."""
    words = fold(name).replace(",", " ").replace(".", " ").split()
    while len(words) > 1 and words[-1] in _LEGAL_SUFFIXES:
        words.pop()
    return " ".join(words)


def _containing(people: list[Entity], bare: str, middle_ok: bool = False) -> Entity | None:
    """A known full name that this name extends or abbreviates word by word (``middle_ok``: or
    with a middle name between the same given name and surname)."""
    words = [fold(w) for w in bare.split()]
    for ent in people:
        other = [fold(w) for w in strip_title(ent.name).split()]
        short, long_ = (words, other) if len(words) <= len(other) else (other, words)
        if len(short) >= 2 and long_[: len(short)] == short and not any(
                is_generational_suffix(w) or w in {"elder", "younger"} for w in long_[len(short):]):
            return ent  # "Orvel Quist Jr." is not "Orvel Quist", his father
        if len(short) == 2 and is_generational_suffix(short[-1]) and long_[-2:] == short:
            return ent  # "Quist Jr." is "Orvel Quist Jr."
        if middle_ok and len(short) == 2 and len(long_) == 3 and long_[0] == short[0] and long_[2] == short[1] \
                and not is_generational_suffix(short[1]) and not is_generational_suffix(long_[1]):
            return ent  # "Ada Marie Vey" is "Ada Vey", her middle name given once; "Tiago Lobo Reis" is "Tiago
            # Reis", his mother's surname given once
    return None


def _listed(doc: Doc, m: Mention) -> bool:
    """The name is one of a list ("four children, A, B and Tom Reed Hale"): someone of its own."""
    root = next((t for t in doc[m.start:m.end] if not m.start <= t.head.i < m.end), doc[m.end - 1])
    return root.dep_ == "conj" or any(c.dep_ == "conj" for c in root.children)


def _by_initials(entities: list[Entity], name: str) -> Entity | None:
    """The one company or work whose capitalised words' initials spell ``name`` ("HTN" for
    "Halcyon Television Network", "BFA" for "the Bureau of Film Archives")."""
    fits = [e for e in entities if e.type in {ORG, WORK} and e.name != name and initials(e.name) == name]
    return fits[0] if len(fits) == 1 else None


def _surname(ent: Entity) -> str:
    return _last_name_word(ent.name)


def _last_name_word(name: str) -> str:
    words = [w for w in split_nickname(strip_title(name), brackets=False)[0].split() if not is_generational_suffix(w)]
    return fold(words[-1]) if words else ""


def _surnames(ent: Entity) -> set[str]:
    """The surname of each of a person's full names ("Alejandro Vega Ruiz", known as "Alejandro
    Vega": Ruiz and Vega)."""
    return {_last_name_word(a) for a in ent.aliases | {ent.name} if len(strip_title(a).split()) > 1} | {_surname(ent)}


class EntityTable:
    """The entities of one article and which tokens mention them."""

    def __init__(self, doc: Doc, mentions: list[Mention]):
        self.doc = doc
        self.lex = lexicon()
        self.entities: list[Entity] = []
        self.token_entity: dict[int, int] = {}
        self.mention_at: dict[int, Mention] = {}
        self.couple: tuple[int, int] | None = None  # the couple the story last stated (discourse state)
        self.couple_stated_at: int = -1  # the start of the sentence that stated it
        self.pairs_stated: dict[int, tuple[int, int, str]] = {}  # sentence start -> the last couple it related, exes too
        self.siblings: tuple[int, int] | None = None  # the siblings the story last stated ("The siblings were close")
        self.kin_told: list[tuple[int, str, int]] = []  # family ties stated so far: "her mother" later is the one named
        self._build(refine_people(doc, mentions))
        self._split_spouse_styles()
        _type_by_pronouns(self)
        _people_ner_took_for_companies(self)
        _equate_other_names(self)
        _reviewed_titles(self)
        _vote_gender(self)
        self._name_gender()
        self.counts: Counter = Counter(self.token_entity[m] for m in self.mention_at if m in self.token_entity)
        _works_described_later(self)
        off, self.screen_named = _work_kinds(self)  # the works called by a kind no one appears in, by a screen kind
        self.off_screen = off - self.screen_named  # no one appears in these (see _work_kinds)
        self.topic_work = self._defined_work()
        self.characters = self._find_characters()
        self.bracket_parts = bracket_parts(self)  # "(" -> (actor, character): "A (Dr Nina Vey)", "Dr Nina Vey (A)"
        self.characters |= {part for _, part in self.bracket_parts.values()}
        self.characters -= {actor for actor, _ in self.bracket_parts.values()}  # "A (Kit Delaney)" heading A's section
        people = [e for e in self.entities if e.type == PERSON]
        # the article's subject: the first person it names (headline, lead sentence)
        self.topic: int | None = min(people, key=lambda e: e.first).id if people else None
        self.topic_series = _series_of_topic(self) if self.topic_work is not None else None

    def _new(self, name: str, kind: str, first: int) -> Entity:
        ent = Entity(len(self.entities), name, kind, {name}, Counter(), first)
        self.entities.append(ent)
        return ent

    def _build(self, mentions: list[Mention]) -> None:
        by_key: dict[tuple[str, str], Entity] = {}
        full_people: list[Entity] = []
        kin_named: set[int] = set()  # the people a kin noun introduced ("her son Leo Carrow": someone of his own)
        # pass 1: multi-word names and every non-person
        singles: list[Mention] = []
        initials: list[Mention] = []
        # "Mac Giolla", "Del Toro", "Te Rangi": two words that end a longer name after a surname
        # particle or any word no given name is are a surname, as one word is
        surnames = {tuple(words[-2:]) for m in mentions if m.type == PERSON
                    and len(words := fold(strip_title(m.name)).split()) >= 3
                    and (words[-2] in self.lex.surname_particles or words[-2] not in self.lex.given_names)}
        # the surnames of people named in full: one word NER calls a firm that is one of them is the person
        # ("Farraday's son" beside Gideon Farraday and his firm, Farraday Hospitality Ltd)
        # and a firm's name without its legal form is the firm ("a spokesperson for Acme Hospitality", NER's person,
        # beside "Acme Hospitality Ltd")
        firms = {key for m in mentions if m.type == ORG and (key := _company_key(m.name)) != fold(m.name)}
        mentions = [replace(m, type=ORG) if m.type == PERSON and fold(m.name) in firms
                    and fold(m.name).split()[0] not in self.lex.given_names else m for m in mentions]  # (not "Lena Marsh" of "Lena Marsh Ltd")
        borne = {fold(words[-1]) for m in mentions if m.type == PERSON and len(words := strip_title(m.name).split()) >= 2}
        borne -= {fold(m.name) for m in mentions if m.type == WORK and (m.source == "quote" or _after_a_work_noun(self.doc, m, self.lex))}
        # (not a title in quotes or after its kind, wherever it is named: "the documentary Vey ... also appears in Vey")
        for m in mentions:
            bare = strip_title(m.name)
            if m.type in {ORG, WORK} and " " not in bare and fold(bare) in borne:
                m = replace(m, type=PERSON)  # a surname of someone named in full, whatever NER called it
            if m.type == PERSON and (len(bare.split()) == 1 or tuple(fold(bare).split()) in surnames
                                     and not self._introduced_as_kin(m)):
                singles.append(m)
                continue
            if m.type in {ORG, WORK} and is_initialism(m.name):
                initials.append(m)  # "HTN" (in a headline, before "Halcyon Television Network"): after the full names
                continue
            key = (m.type, _surname_first(fold(bare), self.lex) if m.type == PERSON else title_key(m.name) if m.type == WORK
                   else _company_key(m.name))
            ent = by_key.get(key)
            if ent is None and m.type == PERSON:
                ent = _containing(full_people, bare, middle_ok=not self._introduced_as_kin(m) and not _listed(self.doc, m)) \
                    or self._subject_without_suffix(full_people, bare, m) \
                    or _by_nickname(full_people, bare) or _nickname_named_before(full_people, bare, kin_named, self._introduced_as_kin(m))
            elif ent is None and m.type == ORG and not _said_of_a_person(self.doc[m.start]):
                ent = _company_short_form(self.entities, m.name)
            if ent is None:
                ent = self._new(m.name, m.type, m.start)
                by_key[key] = ent
                if m.type == PERSON:
                    full_people.append(ent)
                    kin_named |= {ent.id} if self._introduced_as_kin(m) else set()
            else:
                ent.aliases.add(m.name)
                if len(m.name) > len(ent.name) and (m.type == PERSON and fold(bare) != fold(strip_title(ent.name))
                                                    or m.type == WORK):  # "The Night Porters" over "Night Porters"
                    ent.name = m.name
            self._assign(m, ent)
            if m.type == PERSON:
                self._title_gender(m, ent)
        for m in initials:
            ent = _by_initials(self.entities, m.name) or by_key.get((m.type, fold(m.name))) \
                or by_key.setdefault((m.type, fold(m.name)), self._new(m.name, m.type, m.start))
            ent.aliases.add(m.name)
            self._assign(m, ent)
        # pass 2: one-word person names join the full name they fit
        for m in singles:
            word = fold(strip_title(m.name)).split()[-1]
            fits = [e for e in full_people if word in _words(e)]
            ent = None
            if len(fits) == 1:
                ent = fits[0]
            elif len(fits) > 1:
                firsts = [e for e in fits if _words(e)[0] == word]
                lasts = [e for e in fits if word in _surnames(e)]
                if len(firsts) == 1:
                    ent = firsts[0]
                elif not firsts and lasts:
                    ent = self._bearer(lasts, m.start, singles)
                else:
                    ent = self._most_recent(fits, m.start)
            if ent is None and not fits and len(m.name.split()) == 1:
                ent = _company_short_form(self.entities, m.name)  # "a spokeswoman for Brightwood", NER's person
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
            if ent.type == PERSON:
                ent.name = label_of(ent.aliases, ent.name)
                ent.aliases.add(ent.name)

    def _introduced_as_kin(self, m: Mention) -> bool:
        """"Her sister Nkechi Obi": a kin noun right before a two-word name introduces someone of
        their own, never the surname of "Sarah Nkechi Obi" named before."""
        k = m.start - 1 - (m.start > 1 and self.doc[m.start - 1].text == ",")
        return k >= 0 and self.doc[k].lower_ in self.lex.sibling_nouns | self.lex.child_nouns | _OTHER_KIN

    def _subject_without_suffix(self, people: list[Entity], bare: str, m: Mention) -> Entity | None:
        """"Orvel Quist" after an article opened on "Orvel Quist Jr.": its subject, unless a kinship
        noun introduces him ("his father Orvel Quist"), as the article is about him."""
        if not people or people[0].first > m.start:
            return None
        subject = min(people, key=lambda e: e.first)
        words = [fold(w) for w in bare.split()]
        core = [fold(w) for w in strip_title(subject.name).split()]
        if len(core) != len(words) + 1 or core[:-1] != words or not is_generational_suffix(core[-1]):
            return None
        i = m.start - 1
        while i >= 0 and self.doc[i].is_punct:
            i -= 1
        kin = i >= 0 and (self.doc[i].lower_ in self.lex.male_cues | self.lex.female_cues)
        return None if kin else subject

    def _split_spouse_styles(self) -> None:
        """"Mrs Tobin Marsh" beside "her husband Tobin Marsh": a style taken from a husband's name
        is his wife, never him. It is told from a woman using her own name ("Mrs Ilse Brandt" beside
        "Ilse Brandt") by the plain name being a man's here: after a male title or cue ("Mr",
        "husband")."""
        styles = {"mrs", "lady"}
        for ent in list(self.entities):
            if ent.type != PERSON:
                continue
            mine = [m for i, m in self.mention_at.items() if self.token_entity.get(i) == ent.id]
            styled = [m for m in mine if m.name.split()[0].lower().rstrip(".") in styles
                      and len(strip_title(m.name).split()) > 1]
            plain = [m for m in mine if m not in styled]
            if not styled or not plain or not any(self._named_as_man(m) for m in plain):
                continue
            wife = self._new(styled[0].name, PERSON, styled[0].start)
            for m in styled:
                self._assign(m, wife)
                wife.aliases.add(m.name)
                ent.aliases.discard(m.name)
                ent.gender["f"] -= 3
                wife.gender["f"] += 3
            ent.gender = +ent.gender
            ent.name = label_of(ent.aliases, ent.name)

    def _named_as_man(self, m: Mention) -> bool:
        first = m.name.split()[0].lower().rstrip(".")
        i = m.start - 1
        while i > 0 and self.doc[i].is_punct:
            i -= 1  # "her husband, Tobin Marsh,"
        before = self.doc[i].lower_ if i >= 0 else ""
        return first in self.lex.bare_male_titles or before in self.lex.male_cues or before in self.lex.bare_male_titles

    def _bearer(self, lasts: list[Entity], at: int, singles: list[Mention]) -> Entity | None:
        """Who a bare surname at token ``at`` shared by several people (a father and son, a
        couple, a mother and daughter) stands for: the bearer the article is about, not merely
        the latest one named.

        Only bearers named before it count (when any is). Someone introduced as a child ("her
        daughter Suri Quist") is not called by the surname alone while a grown-up bearer is
        there. Of the rest: the article's subject (the first person it names) when a bearer;
        else the one named most often so far (in full or by first name); when two are named
        equally often, no one.
        """
        before = [e for e in lasts if e.first < at] or lasts
        grown = [e for e in before if not self._introduced_as_child(e)] or before
        if len(grown) == 1:
            return grown[0]
        people = [e for e in self.entities if e.type == PERSON]
        subject = min(people, key=lambda e: e.first) if people else None
        if subject in grown:
            return subject
        ids = {e.id for e in grown}
        count = Counter(eid for i, eid in self.token_entity.items()
                        if eid in ids and i < at and self.mention_at.get(i) is not None)
        firsts = Counter(fold(strip_title(m.name)) for m in singles if m.start < at)
        for e in grown:
            count[e.id] += firsts[_words(e)[0]]
        best = max(grown, key=lambda e: count[e.id])
        return best if sum(1 for e in grown if count[e.id] == count[best.id]) == 1 else None

    def _introduced_as_child(self, ent: Entity) -> bool:
        """"her daughter Suri Quist", "their son, Orvel Quist": a kinship noun for a child
        right before the entity's first mention."""
        i = ent.first - 1
        while i >= 0 and self.doc[i].text in {",", ":"}:
            i -= 1
        return i >= 0 and self.doc[i].lower_ in self.lex.child_nouns

    def _entity_at(self, start: int) -> Entity | None:
        eid = self.token_entity.get(start)
        return None if eid is None else self.entities[eid]

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

    def _name_gender(self) -> None:
        """A first name that is a woman's or a man's ("Ivy", "Tom") is a weak vote for the
        person's gender: the article's cues (kin nouns, titles) outvote it, and so do pronouns
        that name only this person, but not a pronoun that merely followed the name."""
        for ent in self.entities:
            _census_vote(ent, self.lex)

    def _find_characters(self) -> set[int]:
        """Roles, not people: "played Stucky Fein", "starred as George Tucker". A pronoun
        later on is about the actor, never the character. A first name alone where no part is
        played is someone else's ("his character Tristan Vale ... their twin sons, Tristan and
        Leo": the son has a node of his own)."""
        out = {eid for i, eid in sorted(self.token_entity.items()) if self._plays_part(self.doc[i], eid)}
        namesakes: dict[tuple[int, str], Entity] = {}
        for start, m in sorted(self.mention_at.items()):
            eid = self.token_entity.get(start)
            if eid in out and m.type == PERSON and len(m.name.split()) == 1 and not self._plays_part(self.doc[start], eid):
                key = (eid, fold(m.name))
                if key not in namesakes:
                    namesakes[key] = self._new(m.name, PERSON, start)
                self._assign(m, namesakes[key])
        return out

    def _plays_part(self, tok: Token, eid: int) -> bool:
        head = tok
        while head.dep_ in {"compound", "flat"} and head.head.i != head.i:
            head = head.head
        if head.dep_ == "dobj" and head.head.lemma_ in _PLAYING:
            return True
        if _played(head) or head.dep_ == "appos" and (_played(head.head) or head.head.dep_ in {"dobj", "dative"}
                                                       and head.head.head.lemma_ in _PLAYING):
            return True  # "Walt was played by A", "the landlord, Walt, was played by A", "B voices his grandmother, Fern"
        if head.dep_ == "pobj" and head.head.lower_ == "as" and (head.head.head.lemma_ in _AS_A_PART or (
                self.token_entity.get(head.head.i - 1) is not None and self.token_entity.get(head.head.i - 1) != eid
                and self.entities[self.token_entity[head.head.i - 1]].type == PERSON)):
            return True  # "starred as X", "can be seen as X", "and Tomas Vey as X"
        if head.dep_ in {"appos", "compound"} and head.head.lower_ in {"character", "role", "alter"} \
                or tok.i in self.mention_at and tok.i > 0 and self.doc[tok.i - 1].lower_ == "character" or (
                tok.i + 3 < len(self.doc) and self.doc[tok.i + 1].text == "(" and self.doc[tok.i + 2].lower_ == "played"
                and self.mention_end(tok.i) == tok.i + 1):
            return True  # "his character Tristan Vale", "Mr. Gable (played by Tom)"
        if _named_after_a_part(self.doc, tok.i, self.mention_end(tok.i)):
            return True  # "returns as the family patriarch, Augustus Vane,", however the parser hung the comma
        return self.topic_work is not None and self.actor_in_brackets(tok.i) is not None \
            and not cast_listed(self.doc, tok.i)  # "Dr Ray Vance (Tobin Marsh)"; not "The cast includes A (Ivo)"

    def actor_in_brackets(self, i: int) -> int | None:
        """The person named in brackets right after the name ending at token ``i``
        ("Dr Ray Vance (Tobin Marsh)", "A (Rose, the housemaid)"), or None."""
        doc = self.doc
        if i + 2 >= len(doc) or doc[i + 1].text != "(" or self.token_entity.get(i + 1) is not None:
            return None
        actor = self.token_entity.get(i + 2)
        if actor is None or actor == self.token_entity.get(i) or self.entities[actor].type != PERSON:
            return None
        end = self.mention_end(i + 2)
        if end < len(doc) and doc[end].text == ",":  # "A (Rose, the housemaid whose arrival ...)": a part described
            return actor if _described_part(self, i, end) else None
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
        m = without_description(self.doc, m) or m  # "Singer Moxy Vale married ..."
        bare = fold(strip_title(m.name))
        for ent in self.entities:
            if ent.type == PERSON and bare in {fold(strip_title(a)) for a in ent.aliases}:
                self._assign(m, ent)
                return ent.id
        own = self.token_entity.get(m.end - 1)
        if own is not None and self.entities[own].type == PERSON and set(bare.split()) <= set(_words(self.entities[own])):
            self._assign(m, self.entities[own])  # the name's own person: "actors [Mateo]" of "Mateo and Ivo Lenz"
            return own
        people = [e for e in self.entities if e.type == PERSON]
        if len(bare.split()) > 1:
            ent = _containing(people, strip_title(m.name))
        else:  # a short name the article left open: in a cue's slot, the one of its bearers named last
            ent = self._most_recent([e for e in people if len(_words(e)) > 1 and bare in _words(e)], m.start)
        if ent is None:
            ent = self._new(m.name, PERSON, m.start)
            _census_vote(ent, self.lex)  # as gendered as a name NER found
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
        _census_vote(ent, self.lex)
        self._assign(Mention(start, end, name, kind, "rule"), ent)
        return ent.id

    def entity_of(self, tok: Token) -> int | None:
        return self.token_entity.get(tok.i)

    def people_in(self, start: int, end: int) -> list[int]:
        seen: list[int] = []
        for i in range(start, end):
            eid = self.token_entity.get(i)
            if eid is not None and self.entities[eid].type == PERSON and eid not in seen:
                seen.append(eid)
        return seen

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


def _series_of_topic(table: EntityTable) -> int | None:
    """'"X" is the third episode of the second season of the series Y': the series Y."""
    first = next(iter(table.doc.sents))
    for tok in first:
        if tok.lower_ in table.lex.episode_nouns and tok.dep_ == "attr":
            for t in tok.subtree:
                eid = table.token_entity.get(t.i)
                if eid is not None and eid != table.topic_work and table.entities[eid].type == WORK:
                    return eid
    return None


def _type_by_pronouns(table: EntityTable) -> None:
    """"Britney Spears's lawsuit against her father": a name that he/she/his/her points back to,
    with no person between, is a person, whatever NER said; so is the subject of a sentence that
    names no person when the next one opens with "He" or "She" ("A sued the label. She says ...")."""
    lex = table.lex
    personal = lex.male_pronouns | lex.female_pronouns

    def retype(eid: int) -> None:
        ent = table.entities[eid]
        if _person_named_as_company(ent, lex):
            ent.type = PERSON

    carried: int | None = None  # the last sentence's subject, when it named no person
    doc = table.doc
    forms, labels = lowers(doc), deps(doc)
    for sent in doc.sents:
        opener = next((t for t in sent if not t.is_space and not t.is_punct), None)
        if carried is not None and opener is not None and opener.lower_ in personal and opener.dep_ in {"nsubj", "nsubjpass"}:
            retype(carried)
        last: int | None = None
        subject: int | None = None
        named: int | None = None  # the last name a person may bear, wherever it stands ("ordered to pay A ... after she")
        people = False
        for i in range(sent.start, sent.end):
            eid = table.token_entity.get(i)
            if eid is not None:
                people = people or table.entities[eid].type == PERSON
                named = eid if _person_named_as_company(table.entities[eid], lex) else named
                # only a subject or possessor: "the podcast New Heights with his brother" is no person;
                # a place or a work named between ("A lives in Leeds with her husband") points nowhere
                if labels[i] in {"nsubj", "nsubjpass", "poss"}:
                    last = eid
                    subject = eid if labels[i] in {"nsubj", "nsubjpass"} and subject is None else subject
                elif eid != last and not (doc[i].ent_type_ in {"GPE", "LOC", "FAC"} or table.entities[eid].type == WORK):
                    last = None
            elif forms[i] in personal and last is not None:
                retype(last)
                last = None
            elif forms[i] in personal and named is not None and given_name_sex(table.entities[named].name, lex) == (
                    "m" if forms[i] in lex.male_pronouns else "f"):
                retype(named)  # a given name of the pronoun's sex opens it: "Tom Reed was ordered to pay Ada Vey after she ..."
                named = None
        carried = subject if not people else None


def _person_named_as_company(ent: Entity, lex) -> bool:
    """A name NER called a company that a person may bear: no company word, network or platform
    in it, no word in capitals ("BBC One", "Acme Records" are companies)."""
    return ent.type == ORG and looks_like_person_name(ent.name) and not _company_or_network(ent.name, lex) \
        and not any(w.isupper() and len(w) > 1 for w in ent.name.split())


def _people_ner_took_for_companies(table: EntityTable) -> None:
    """A full name NER called a company once and the story names as a person ("Ingrid Solvik" in a
    headline, and in the body) is one person. Then "Renata" or "Solis" (a person: a pronoun points
    back to her) beside a "Renata Solis" NER called a company ("Mac Giolla" beside "Seán Mac
    Giolla"): the fuller name is hers, one person; only when it is the one such name (no company
    word in it, not "the Renata Group")."""
    people: dict[str, Entity] = {}
    for ent in [e for e in table.entities if e.type == PERSON or _person_named_as_company(e, table.lex)]:
        name = fold(ent.name)
        if len(name.split()) < 2:
            continue
        person = people.setdefault(name, ent)
        if person is not ent and (ent.type == PERSON or person.type == PERSON):
            # "Ingrid Solvik" a company in the headline (made a person by a pronoun or not), a person in the story
            person.type = PERSON
            _merge(table, ent, person)
    for single in [e for e in table.entities if e.type == PERSON and len(e.name.split()) <= 2 and e.aliases]:
        part = fold(single.name).split()  # a given name or a surname, "Mac Giolla" too
        fits = [e for e in table.entities if _person_named_as_company(e, table.lex)
                and len(part) < len(words := fold(e.name).split()) <= 3 + len(part) - 1
                and (words[-len(part):] == part or len(part) == 1 and words[0] == part[0])]
        if len(fits) != 1:
            continue
        fits[0].type = PERSON
        _merge(table, single, fits[0])


def _equate_other_names(table: EntityTable) -> None:
    """One person the article names twice over ("A, whose real name is B", "B, better known as
    A": :func:`~kgbuild.extraction.other_names.other_name_start`): the later-named entity joins the
    first, a name NER missed becomes its alias, and the one entity is a person."""
    doc, lex = table.doc, table.lex
    for start in sorted(table.mention_at):
        eid = table.token_entity.get(start)
        if eid is None or table.token_entity.get(start - 1) == eid:
            continue
        at = other_name_start(doc, table.mention_end(start), lex)
        if at is None or doc[at].lower_ in lex.calendar_words:
            continue  # ("born May 3")
        ent, oid = table.entities[eid], table.token_entity.get(at)
        if oid is not None and table.token_entity.get(at - 1) == oid:
            continue  # a name begun before the phrase's end
        if ent.type != PERSON and (oid is None or table.entities[oid].type != PERSON):
            continue  # (a name NER took for a work or a firm is a person's when the other name is one's: "rapper Blaze, real name B")
        m = slot_mention(doc, at) if oid is None else Mention(at, table.mention_end(at), doc[at:table.mention_end(at)].text, PERSON, "ner")
        if m is None or m.start != at or not name_closes_phrase(doc, m.start, m.end) \
                or needs_full_name(doc, at) and len(m.name.split()) < 2:
            continue  # ("who records under Sam Ruiz's label", "best known as Ruby Hale in X", "whose maiden name is Kell")
        if oid is None:
            if doc[at - 1].lower_ != "born" or fold(doc[at].text) in lex.given_names:
                ent.aliases.add(m.name)  # a name NER did not see: "T-Vox (real name Tobias Kell)" keeps it
                table._assign(Mention(m.start, m.end, m.name, PERSON, "rule"), ent)
            continue
        other = table.entities[oid]
        if oid == eid or other.type == WORK or other.type != PERSON and doc[at - 1].lower_ == "born":
            continue  # ("born London": a place NER found)
        keep, gone = sorted((ent, other), key=lambda e: e.first)
        keep.type = PERSON
        _merge(table, gone, keep)


def _reviewed_titles(table: EntityTable) -> None:
    """A title-case headline's "X Review: ..." read as the work "X Review" while the story names
    X: the work is X (and a name NER gave X on its own, "Moth & Marrow" as a firm, is the work's)."""
    for ent in [e for e in table.entities if e.type == WORK and " " in e.name and e.name.rsplit(" ", 1)[1].lower() in REVIEW_WORDS]:
        stem = ent.name.rsplit(" ", 1)[0]
        other = next((e for e in table.entities if e is not ent and e.aliases and fold(e.name) == fold(stem)), None)
        if other is None:
            continue
        ent.name = stem
        ent.aliases.add(stem)
        _merge(table, other, ent)


def _merge(table: EntityTable, gone: Entity, into: Entity) -> None:
    """One entity found under two: ``gone``'s names and mentions become ``into``'s."""
    into.aliases |= gone.aliases
    into.first = min(into.first, gone.first)
    into.gender.update(gone.gender)
    for i, eid in list(table.token_entity.items()):
        if eid == gone.id:
            table.token_entity[i] = into.id
    gone.aliases, gone.first = set(), len(table.doc)  # merged: no mention is its any more


def mention_start(table: EntityTable, k: int) -> int:
    """The first token of the mention that holds token ``k`` (:meth:`EntityTable.mention_end`'s other end)."""
    eid = table.token_entity.get(k)
    while k > 0 and eid is not None and table.token_entity.get(k - 1) == eid:
        k -= 1
    return k


def _work_kinds(table: EntityTable) -> tuple[frozenset[int], frozenset[int]]:
    """(the works called by a kind no one appears in, the works called by a screen kind somewhere:
    "the sitcom X", "X, the new Netflix film", "X is a 1970 drama film").

    The first less the second are the works the article calls only by a kind that is no screen
    work: "his podcast, X", "her album X", "X, a memoir", "the stage play X" (never "the film X"
    anywhere in it: a novel and its adaptation may share a title), or by a title that ends in such
    a kind ("The Salt Meadow Podcast"). No one appears in them (SCHEMA: a show, a film or a series)."""
    doc, lex = table.doc, table.lex
    off, on = set(), set()
    for k, eid in table.token_entity.items():
        if table.entities[eid].type != WORK or table.token_entity.get(k - 1) == eid:
            continue
        end = table.mention_end(k)
        subject = next((t for t in doc[k:end] if t.dep_ == "nsubj" and t.head.lemma_ == "be"), None)
        nouns = [_kind_before(doc, k, lex.screen_nouns),  # "X is a 1970 drama film": the copula's noun
                 *(c for c in (subject.head.children if subject is not None else ()) if c.dep_ == "attr")]
        if end + 1 < len(doc) and doc[end].text == ",":  # 'X, a memoir', '"X," the new Netflix film'
            nouns.append(_kind_after_comma(doc, end + 1, lex.screen_nouns))
        if end - k > 1 and doc[end - 1].lower_ in _KIND_AT_A_TITLES_END:
            off.add(eid)  # a title that says its kind: "The Salt Meadow Podcast"
        for noun in nouns:
            if noun is None or _source_of_an_adaptation(noun):
                continue  # "The show is based on the novel X": the show may bear the novel's title
            if noun.lower_ in OFF_SCREEN_NOUNS or doc[noun.i - 1].lower_ == "radio":
                off.add(eid)
            elif noun.lower_ in lex.screen_nouns:
                on.add(eid)
    return frozenset(off), frozenset(on)


def _kind_after_comma(doc: Doc, start: int, screen_nouns: frozenset[str]) -> Token | None:
    """The kind an apposition after a title's comma names ("X, a memoir", '"X," the new Netflix
    film', "X, a horror film"): its first word of a kind, past a closing quote and describing
    words, up to the next punctuation."""
    for t in doc[start:min(start + 6, len(doc))]:
        if t.text in QUOTES:
            continue
        if t.is_punct or t.pos_ in {"VERB", "AUX", "PROPN", "PRON"}:
            return None  # "In X, Owen Marsh plays a farmer": no apposition
        if t.pos_ == "NOUN" and (t.lower_ in OFF_SCREEN_NOUNS or t.lower_ in screen_nouns):
            return t
    return None


# kinds a title may end in that no film or show is called by ("The Last Song", "Fair Play" and "The
# Family Album" may be films)
_KIND_AT_A_TITLES_END = frozenset({"podcast", "audiobook", "cookbook"})


def _source_of_an_adaptation(noun: Token) -> bool:
    """The noun names what a work was made from: "based on the novel", "adapted from her memoir",
    "the film adaptation of the book"."""
    prep = noun.head
    return prep.dep_ in {"prep", "agent"} and prep.lower_ in {"on", "from", "of", "by"} \
        and prep.head.lemma_.lower() in {"base", "adapt", "adaptation", "inspire", "version", "remake"}


def _kind_before(doc: Doc, k: int, kinds: frozenset[str]) -> Token | None:
    """The noun naming the kind of the work whose title starts at ``k``: the first noun (or word
    of a kind, however tagged) before it past quotes, a comma, determiners, possessives, numbers
    and adjectives ("her 2022 album 'X'", "his podcast, 'Y'", "the radio show Z"), or None."""
    j = k - 1
    while j >= max(0, k - 6):
        t = doc[j]
        if t.pos_ == "NOUN" or t.lower_ in kinds or t.lower_ in OFF_SCREEN_NOUNS:
            return t
        if not (t.is_punct and t.text != "." or t.pos_ in {"DET", "NUM", "ADJ"} or t.dep_ == "poss"):
            return None
        j -= 1
    return None


# what is no screen work: no one appears in it (a stage play, a record, a book, a podcast)
OFF_SCREEN_NOUNS = NOT_SCREEN | MUSIC_RELEASES | frozenset({"autobiography", "audiobook", "cookbook", "play", "poem", "podcasts",
                                                            "books", "novels", "memoirs", "plays"})


def _works_described_later(table: EntityTable) -> None:
    """"Northgate is back. The series has added new faces": a name NER called an organisation
    that "the series", "the show", "the film" or "the cast" takes up in its sentence or the next is that work,
    when no work is named there or before it for it to be ("The film, X," names its own). Not a
    network ("the Netflix drama", the lexicon's non-work names), a company's name ("Acme Records"),
    a gathering, a name in "at X"/"by X" ("bought the film at Sundance"), a subject that does
    something to something ("Ironwood bought the film": its buyer), nor a name a person may bear
    unless it is what its clause is about ("Ada Vey returns in May. The series ...").
    """
    lex, doc = table.lex, table.doc
    first_work = min((e.first for e in table.entities if e.type == WORK), default=len(doc))
    for tok in (doc[i] for i in positions(doc, lex.work_nouns | _PARTS_OF_ONE_WORK)):
        if tok.lower_ not in lex.work_nouns and tok.lower_ not in _PARTS_OF_ONE_WORK or tok.pos_ != "NOUN" \
                or tok.i > first_work or not any(
                c.dep_ == "det" and c.lower_ == "the" for c in tok.children) or any(
                c.dep_ == "appos" and c.text[:1].isupper() or c.dep_ == "prep" and c.lower_ == "of" for c in tok.children):
            continue  # (not "the first season of X": X's)
        start = doc[tok.sent.start - 1].sent.start if tok.sent.start > 0 else tok.sent.start
        own = {t.i for t in tok.subtree}
        named: list[int] = []  # closest first
        kinds: dict[int, str] = {}  # what NER called each one
        subjects: set[int] = set()
        doers: set[int] = set()
        its_own: set[int] = set()  # "X is losing its matriarch": whatever NER called X, "its" says no person
        for k in range(tok.i - 1, start - 1, -1):
            eid = table.token_entity.get(k)
            if eid is None:
                continue
            kinds.setdefault(eid, doc[k].ent_type_)
            if doc[k].dep_ in {"nsubj", "nsubjpass"}:
                subjects.add(eid)
                if doc[k].dep_ == "nsubj" and any(c.dep_ in {"dobj", "ccomp", "xcomp"} for c in doc[k].head.children) \
                        and not own_part(doc[k].head) and not _its_own(doc[k].head):
                    doers.add(eid)
                if doc[k].dep_ == "nsubj" and _its_own(doc[k].head):
                    its_own.add(eid)
            if k not in own and not _where_or_when(doc[k]):
                named.append(eid)
        if any(table.entities[e].type == WORK for e in named):
            continue  # "the series" is the work just named
        name_of = {e: table.entities[e].name for e in named}
        candidates = [e for e in dict.fromkeys(named) if (table.entities[e].type == ORG and kinds[e] in _TITLE_LABELS
                                                          or table.entities[e].type == PERSON and e in its_own)
                      and not _company_or_network(name_of[e], lex) and not names_event(name_of[e])
                      and fold(name_of[e]) not in lex.given_names and not _named_as_a_group(table, e)
                      and (e in its_own or fold(name_of[e].split()[0]) not in lex.given_names or " " not in name_of[e])
                      and fold(name_of[e]).split()[-1] not in GATHERING_ENDINGS and e not in doers
                      and (e in subjects or not _person_named(table, name_of[e]))]
        if candidates:
            table.entities[candidates[0]].type = WORK
            first_work = min(first_work, table.entities[candidates[0]].first)


def _its_own(verb: Token) -> bool:
    """The verb's object is the subject's own, by "its" ("X is losing its matriarch", "has lost its
    biggest star"): said of a show as readily as of a firm, so no sign of a buyer or a maker; not when
    what is its own is a work ("X has sold its film": a studio's)."""
    works = lexicon().work_nouns
    return any(c.dep_ == "dobj" and c.lower_ not in works and c.lemma_.lower() not in works
               and any(p.dep_ == "poss" and p.lower_ == "its" for p in c.children) for c in verb.children)


# words before a list that make its names the actors ("The cast includes A (Nina)", "It stars B (Ivo)")
CAST_LIST_CUES = frozenset({"cast", "include", "star", "feature", "ensemble", "line-up", "lineup"})


def _described_part(table: EntityTable, i: int, end: int) -> bool:
    """Is the bracket after the name ending at ``i`` a part's name (ending at ``end``, a comma) and
    its description, in a sentence that pairs other names with brackets or in plain words (not "A
    (B, the show's creator, said ...)")?"""
    doc = table.doc
    close = next((k for k in range(end + 1, min(end + 25, len(doc))) if doc[k].text in {"(", ")"}), None)
    if close is None or doc[close].text != ")" or any(
            (e := table.token_entity.get(k)) is not None and table.entities[e].type == PERSON for k in range(end, close)):
        return False
    return _other_bracket_pair(table, i) or _plain_description(table, end + 1, close)


def _plain_description(table: EntityTable, start: int, end: int) -> bool:
    """Is [start, end) a description of a part, not a remark ("the housemaid whose arrival
    sets the story in motion", not "the show's creator, said he ..." or "her husband, is a
    producer"): no clause of its own and no maker or relative named?"""
    doc, lex = table.doc, table.lex
    return not any(t.tag_ in {"VBD", "VBZ", "VBP", "MD"} and t.dep_ not in {"relcl", "acl"} or t.is_lower and (
        t.lower_ in lex.male_cues or t.lower_ in lex.female_cues or t.lemma_ in _MAKER_WORDS) for t in doc[start:end])


def _other_bracket_pair(table: EntityTable, i: int) -> bool:
    """Does the sentence of token ``i`` set a bracket after another person's name too ("B (Lady
    Ruth)"), as a cast list does?"""
    sent = table.doc[i].sent
    return any(table.doc[k].text == "(" and k - 1 != i and (e := table.token_entity.get(k - 1)) is not None
               and table.entities[e].type == PERSON for k in range(sent.start + 1, sent.end))


# who make a show rather than play in it, in a bracket's description ("B, the show's creator")
_MAKER_WORDS = frozenset({"creator", "director", "producer", "writer", "showrunner", "executive", "agent", "manager",
                          "lawyer", "spokesperson", "publicist"})


def bracket_parts(table: EntityTable) -> dict[int, tuple[int, int]]:
    """Two people's names side by side, one in brackets ("Ellie Marr (Detective Rae Quinn)",
    "harbour master Maeve Dunn (Costigan)"): an actor and the part, by the opening bracket. Which
    is which: a part's name has a title or a rank ("Detective", "Mrs"); an actor named by surname
    alone was named in full elsewhere; the one the article names outside brackets is the actor;
    after a cast-list cue the actor comes first; else the one named in full beside a one-word name.
    Undecided pairs are left out."""
    doc, lex = table.doc, table.lex
    ranks = lex.titles | PART_RANKS
    outside = Counter(eid for start in table.mention_at if start == 0 or doc[start - 1].text != "("
                      for eid in [table.token_entity.get(start)] if eid is not None)  # names outside brackets
    out: dict[int, tuple[int, int]] = {}
    undecided: dict[int, tuple[int, int]] = {}
    written = texts(doc)
    for k in (k for k in range(1, len(doc) - 2) if written[k] == "("):
        left = table.token_entity.get(k - 1)
        right = table.actor_in_brackets(k - 1) if doc[k].text == "(" else None
        if left is None or right is None or table.entities[left].type != PERSON:
            continue
        left_first = k - 1  # the first word of the name before the bracket
        while left_first > doc[k].sent.start and table.token_entity.get(left_first - 1) == left:
            left_first -= 1
        left_rank, right_rank = doc[left_first].lower_.rstrip(".") in ranks, doc[k + 1].lower_.rstrip(".") in ranks
        surname_only = table.mention_end(k + 1) == k + 2 and len(table.entities[right].name.split()) > 1
        if left_rank != right_rank:
            out[k] = (right, left) if left_rank else (left, right)
        elif surname_only or (outside[right] > 0) != (outside[left] > 1):  # (the left name is outside once here)
            out[k] = (right, left) if surname_only or outside[right] > 0 else (left, right)
        elif cast_listed(doc, k):
            out[k] = (left, right)
        elif (n_left := len(table.entities[left].name.split())) != (n_right := len(table.entities[right].name.split())) \
                and min(n_left, n_right) == 1 and not (left_rank or right_rank):
            out[k] = (left, right) if n_left > 1 else (right, left)  # "Tom Reed (Jonah)", "Cathal (Ronan Keogh)":
            # news names an actor in full, a part often by one name
        else:
            undecided[k] = (left, right)
    for k, (left, right) in undecided.items():  # "A (Rae Quinn), B (Father Paul)": as the sentence's other pairs
        sides = {out[j][0] == table.token_entity.get(j - 1) for j in out if doc[j].sent.start == doc[k].sent.start}
        if not sides and _heading_pair(doc, k) and (player := _player_below(table, k, (left, right))) is not None:
            sides = {player == left}  # a line "A (Kit Delaney)" heading a section: whoever the section says played a part
        if len(sides) == 1:
            out[k] = (left, right) if sides.pop() else (right, left)
    headings = {out[j][0] == table.token_entity.get(j - 1) for j in out if _heading_pair(doc, j)}
    for k, (left, right) in undecided.items():
        if k not in out and _heading_pair(doc, k) and len(headings) == 1:
            out[k] = (left, right) if next(iter(headings)) else (right, left)  # as the article's other such lines
    return out


def _player_below(table: EntityTable, k: int, pair: tuple[int, int]) -> int | None:
    """Which of a heading's two people the section under it says played or plays a part ("A (Kit
    Delaney)" / "A, who played the school's golden girl, ..."): the subject of a playing verb in the
    next three sentences, before the next heading; None when neither is."""
    doc = table.doc
    sent = doc[k].sent
    for _ in range(3):
        if sent.end >= len(doc):
            return None
        sent = doc[sent.end].sent
        if any(t.text == "(" and _heading_pair(doc, t.i) for t in sent):
            return None
        for verb in (t for t in sent if t.lemma_.lower() in _PLAYING and t.pos_ == "VERB"):
            for subject in (c for c in verb.children if c.dep_ == "nsubj"):
                if subject.tag_ in {"WP", "WDT"} and verb.dep_ == "relcl":
                    subject = verb.head  # "A, who played ...": the relative clause's antecedent
                named = fold(subject.text)  # by a word of the name: a surname may have been read as someone else's
                hit = [eid for eid in pair if table.token_entity.get(subject.i) == eid or subject.pos_ == "PROPN"
                       and named in _words(table.entities[eid])]
                if len(hit) == 1:
                    return hit[0]
    return None


def _heading_pair(doc: Doc, k: int) -> bool:
    """The bracket at ``k`` closes a line of its own with no verb: a section's heading ("A (Kit Delaney)")."""
    words = [t for t in doc[k].sent if not t.is_space]
    return bool(words) and words[-1].text == ")" and not any(t.pos_ in {"VERB", "AUX"} for t in words)


# words before a part's name besides the lexicon's titles: "Detective Rae Quinn", "Nurse Jo Hale"
PART_RANKS = frozenset({"detective", "nurse", "sergeant", "sgt", "inspector", "officer", "agent", "sheriff", "deputy",
                        "constable", "dci", "di", "ds", "pc", "aunt", "uncle", "grandma", "grandpa", "coach", "chief"})


def cast_listed(doc, i: int) -> bool:
    """Whether the name at token ``i`` is in a sentence with a cast-list cue before it ("The cast
    includes A (Nina), B (Ivo)") or a cast noun after it ("A (Nina) and B (Ivo) have joined the
    cast"): the names outside the brackets are the actors, the ones inside the parts."""
    sent = doc[i].sent
    return any(t.lemma_.lower() in CAST_LIST_CUES for t in doc[sent.start:i]) \
        or any(t.lower_ in CAST_NOUNS for t in doc[i:sent.end])


CAST_NOUNS = frozenset({"cast", "ensemble", "line-up", "lineup"})


# what "the ..." may take up of one work besides its kind: "X returns. The cast includes A (Nina)"
_PARTS_OF_ONE_WORK = frozenset({"cast", "season", "finale", "premiere", "sequel", "reboot", "trailer"})


def _named_as_a_group(table: EntityTable, eid: int) -> bool:
    """A name the article gives after a group's noun ("the band Mare Alta", "the duo X"): a band, not a work."""
    first = table.entities[eid].first
    return first > 0 and table.doc[first - 1].lower_ in _GROUP_NOUNS


_GROUP_NOUNS = frozenset({"band", "group", "duo", "trio", "quartet", "choir", "orchestra", "troupe", "collective"})


def _where_or_when(tok: Token) -> bool:
    """A word inside "at X", "from X", "by X", "with X", "for X": a place, a maker or a partner
    ("bought the film at Sundance"), not what "the film" names; or a place NER names "in" a
    noun's phrase in the story ("a family of farmers in Wales"; not "starred in Nashville", which
    may be a show, "her role in X", "a star in X", nor a headline's "New faces in X", the show's world)."""
    while tok.dep_ in {"compound", "flat", "amod"} and tok.head.i != tok.i:
        tok = tok.head
    if tok.dep_ != "pobj":
        return False
    if tok.head.lower_ in {"at", "from", "by", "with", "for", "near", "outside", "during"}:
        return True
    noun, headline = tok.head.head, first_line_end(tok.doc)
    return tok.head.lower_ == "in" and tok.ent_type_ in {"GPE", "LOC"} and noun.pos_ in {"NOUN", "PROPN"} \
        and not is_trigger(noun) and noun.lemma_.lower() not in lexicon().role_nouns \
        and (headline == len(tok.doc) or headline < tok.i)


def _person_named(table: EntityTable, name: str) -> bool:
    """A name a person may bear: a given name and more ("Jo Hart"), or a word of a person's
    name in the article ("Vey" beside "Ada Vey")."""
    words = fold(name).split()
    if len(words) > 1:
        return words[0] in table.lex.given_names
    return any(words[0] in fold(e.name).split() for e in table.entities if e.type == PERSON)


def _company_or_network(name: str, lex) -> bool:
    words = fold(name).split()
    return not words or lex.no_work(words[0]) or lex.no_work(words[-1]) or words[-1] in COMPANY_WORDS


# what NER calls a title it does not see as one (a company, a place, nothing); not a people ("an
# Irish actor") or a person
_TITLE_LABELS = frozenset({"ORG", "PRODUCT", "EVENT", "FAC", "WORK_OF_ART", "", "GPE", "LOC"})


def given_name_sex(name: str, lex) -> str | None:
    """The gender a full name's first word gives, where it is a woman's or a man's name (a lone
    word may be a surname: none)."""
    words = strip_title(name).split()
    first = fold(words[0]) if len(words) > 1 else ""
    return "f" if first in lex.female_names else "m" if first in lex.male_names else None


def _vote_gender(table: "EntityTable") -> None:
    """Pronouns vote for the gender of a person named before them in their sentence: the
    only person named in it (a strong vote), else the closest one before them (a weak one).
    A pronoun before every name of its sentence votes weakly for the one person the sentence
    before named, when it opens its sentence as the subject and no quotation is near ("A hosted
    X for 16 years. He also presented Y")."""
    forms = lowers(table.doc)
    before: tuple[set[int], int] = (set(), 0)  # the people the sentence before named, and where it starts
    for sent in table.doc.sents:
        people = {table.token_entity[i] for i in range(sent.start, sent.end)
                  if i in table.token_entity and table.entities[table.token_entity[i]].type == PERSON}
        _vote_by_opening_pronoun(table, sent, *before)
        before = (people, sent.start)
        last: int | None = None
        last_at = sent.start
        for i in range(sent.start, sent.end):
            eid = table.token_entity.get(i)
            if eid is not None and table.entities[eid].type == PERSON:
                last, last_at = eid, i
                continue
            sex = "m" if forms[i] in table.lex.male_pronouns else "f" if forms[i] in table.lex.female_pronouns else None
            if sex is None:
                continue
            t = table.doc[i]
            if last is None or t.dep_ == "poss" and t.head.dep_ == "appos" and table.token_entity.get(t.head.head.i) == last \
                    or quotation_around(table.doc, i) != quotation_around(table.doc, last_at):
                continue  # "she was there when she met Peter": no one named yet is she; "A, her manager,": not A;
                # not in the same quotation: '"Rhodri taught me a lot," she says' (who speaks is not whom the
                # quotation names), 'A, whose catchphrase "Round and round she goes!"' (a line's "she" is not A)
            table.entities[last].gender[sex] += 2 if len(people) == 1 else 1


def _vote_by_opening_pronoun(table: "EntityTable", sent, before: set[int], prev_start: int) -> None:
    """A subject pronoun opening ``sent`` is a weak vote for the one person the sentence before
    named ("A hosted X for 16 years. He also presented Y"), neither inside a quotation."""
    lex, doc = table.lex, table.doc
    opener = next((t for t in sent if not t.is_space), None)
    sex = None if opener is None else "m" if opener.lower_ in lex.male_pronouns else "f" if opener.lower_ in lex.female_pronouns else None
    if sex is not None and opener.dep_ in {"nsubj", "nsubjpass"} and len(before) == 1 \
            and quotation_around(doc, opener.i) is None and not any(
                quotation_around(doc, k) is not None for k in range(prev_start, sent.start) if table.token_entity.get(k) in before):
        table.entities[next(iter(before))].gender[sex] += 1


def _census_vote(ent: Entity, lex) -> None:
    """A first name that is a woman's or a man's is a vote for a person's gender (3) that outweighs
    one pronoun of a sentence naming only that person (2: "Tom Reed negotiated her stint", her is
    someone else's) and two of a sentence naming others too (1 each), not more."""
    sex = given_name_sex(ent.name, lex) if ent.type == PERSON else None
    if sex is not None:
        ent.gender[sex] += 3
