"""Plaintiffs a story names after describing them: "A former chef is suing Kai Brown. Mia Cole,
who worked for the actor for three years, alleges she was fired."

News often opens a lawsuit story with who sued as a description ("a former employee", "a
woman", "two neighbours") and names them a sentence later, as the subject of what they allege
or claim (what someone says may be any reaction). The lawsuit the previous sentence told has
defendants and no plaintiff then (:attr:`~kgbuild.extraction.matchers.base.Story.last_suit`); the
person this sentence introduces as the one alleging is its plaintiff. A lawyer or a spokesperson
introduced the same way speaks for someone, and is none; so is anyone the sentence sets beside
the plaintiff.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..coref import cue_sex
from ..entities import given_name_sex
from ..lexicon import lexicon, occupation
from ..mentions import PERSON
from ..rules import Found
from ..scan import cue_tokens
from ..slots import definite, described_party_list, names_listed_after
from .base import Matcher
from .lawsuits import ACCUSING, a_wrong_done

_FIRST_PERSON = frozenset({"i", "me", "my", "we", "us", "our"})  # the sayer in what is said, quoted
_INDEFINITE = frozenset({"a", "an", "two", "three", "four", "several"})
_FILINGS = frozenset({"papers", "paper", "document", "documents", "doc", "docs", "filing", "court"})  # "says in court papers", "per the docs"
_BYSTANDERS = frozenset({"fan", "fans", "supporter", "friend", "eyewitness", "witness", "bystander",
                         "spokesman", "spokeswoman", "spokesperson", "publicist", "rep", "lawyer", "attorney", "judge"})
# what anyone first told of as "a fan", "a former chef" may be called next ("The 19-year-old woman, B, says")
_ANYONE = frozenset({"woman", "man", "girl", "boy", "teen", "teenager", "person"})
_ANOTHER = frozenset({"new", "current", "other", "another", "present", "chief", "head", "senior"})
_ALLEGATIONS = frozenset({"allegation", "accusation", "charge", "claim", "case", "story"})
_STATES = frozenset({"be", "have", "seem", "look", "feel", "remain", "become"})
_THE_TWO = frozenset({"pair", "duo", "two", "both", "they", "them"})  # the ones sued, when they are several
_SUIT_PLACES = frozenset({"complaint", "lawsuit", "suit", "filing", "claim", "petition", "papers", "documents", "court"})
_SPEAKERS = frozenset({"spokesperson", "spokesman", "spokeswoman", "publicist", "rep", "source", "insider",
                       "friend", "judge", "justice", "magistrate", "barrister", "advocate", "witness", "reporter",
                       "journalist", "columnist", "blogger", "expert", "analyst", "manager", "agent", "bodyguard",
                       "co-star", "costar", "producer", "owner", "co-owner", "girlfriend", "boyfriend", "wife",
                       "husband", "mother", "father", "sister", "brother", "daughter", "son"})


class DescribedPlaintiffMatcher(Matcher):
    """The ``lawsuit_frames`` rule's ``named_later`` and ``joined`` frames."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rule = self.rules.lawsuit_frames
        words = self.rule or {}
        self.alleging_verbs = frozenset(words.get("alleging_verbs", ())) - {"say"}  # "B's co-star, C, said she was shocked"
        self.suit_nouns = frozenset(words.get("suit_nouns", ()))
        self.company_nouns = frozenset(words.get("company_nouns", ()))
        self.naming_verbs = frozenset(words.get("naming_verbs", ()))
        self.plaintiff_nouns = frozenset(words.get("plaintiff_nouns", ()))
        self.speakers = _SPEAKERS | frozenset(words.get("representative_nouns", ()))
        self.officials = frozenset(words.get("official_nouns", ()))
        self.kin = self.lex.family_nouns | self.lex.child_nouns | frozenset(self.slots.noun_cues)

    def match(self, sent: Span) -> Iterator[Found]:
        if self.rule:
            yield from self._plaintiffs_in_a_suit(sent)
        if self.rule and self.story.last_suit[1]:
            yield from self._joined(sent)
            yield from self._a_plaintiff(sent)
        plaintiffs, defendants = self.story.last_suit
        if not self.rule or plaintiffs or not defendants:
            return
        nouns = self._described_before(sent)
        unfiled = not nouns and self._suit_by_no_one_before(sent)  # "A lawsuit filed Thursday names B and C."
        if not nouns and not unfiled:
            return
        loose = self._described_before(sent, indefinite_only=True)  # "A former chef is suing B": any allegation next
        for verb in sent:
            subjects = [c for c in verb.children if c.dep_ == "nsubj"]  # ("A, B and C say": two subjects as parsed)
            again = bool(subjects) and all(_named_by_noun(s_, nouns | (_ANYONE if loose else frozenset())) for s_ in subjects) and (
                self._alleging(verb) or verb.lemma_.lower() == "say" and verb.pos_ == "VERB" and any(c.dep_ == "ccomp" for c in verb.children))
            strong = again or self._plaintiff_named(verb) or self._in_the_suit(verb) and self._alleging(verb) \
                or unfiled and self._of_the_sued(verb, defendants) and _tells_a_wrong(verb)
            if not (strong or loose and (self._alleging(verb) or self._reports(verb)) and _tells_a_wrong(verb)):
                continue  # otherwise only what is said in the suit, or by its lead plaintiff (a wrong done: not "claims he supports them")
            factor = self.slots.blocked(verb)
            if factor is None or not subjects or not again and any(self._speaks_for_another(s_) or _another_voice(verb, s_, self._sex_of_named(s_)) for s_ in subjects) \
                    or any(c.dep_ == "advcl" and c.lemma_.lower() in {"represent", "act"} for c in verb.children):
                continue  # "A, acting for the chef, alleges ...": the plaintiff's lawyer
            if self._of_the_suit(verb) or not again and (
                    any(_described_otherwise(s_, nouns | self.plaintiff_nouns) for s_ in subjects) or self._kin_speaking(verb, subjects, defendants, nouns)):
                continue  # "B says the claims are baseless"; "Owls fan C claims"; "D, 39, claims her husband did nothing wrong"
            people = [i for s_ in subjects for i in self.slots.parties(s_) if self.ents.entities[i].type == PERSON]
            introduced = [p for p in people if self.ents.entities[p].first >= sent.start and p not in defendants]
            for p in introduced:
                for d in dict.fromkeys(defendants):
                    yield Found(p, "sued", d, f"{self.rule['id']}.named_later", self.rule["confidence"] * factor)
            if introduced:
                return

    def _sex_of_named(self, subject: Token) -> str | None:
        """The gender the given name beside a described subject gives ("Her neighbour, Tom B,"): a
        pronoun in the claim that follows may not vote for it."""
        named = [e for c in subject.children if c.dep_ == "appos" for e in [self.ents.entity_of(c)] if e is not None]
        return given_name_sex(self.ents.entities[named[0]].name, self.lex) if len(named) == 1 else None

    def _of_the_suit(self, verb: Token) -> bool:
        """What is said of the suit itself ("says the claims are baseless", "the suit has no merit"):
        a defence or a comment, no plaintiff's allegation."""
        return any(s_.dep_ in {"nsubj", "nsubjpass"} and (s_.lemma_.lower() in self.suit_nouns or s_.lemma_.lower() in _ALLEGATIONS)
                   for c in verb.children if c.dep_ == "ccomp" for s_ in c.children)

    def _kin_speaking(self, verb: Token, subjects: list[Token], defendants: list[int], nouns: frozenset[str]) -> bool:
        """A relative of the one sued speaking: a sayer with a defendant's surname, or one who
        says "her husband", "my mother" ("D, 39, claims her husband did nothing wrong"); not
        when the plaintiff was described as a relative ("The parents of A are suing her")."""
        if nouns & self.kin:
            return False
        sued_names = {self.ents.entities[d].name.split()[-1].lower() for d in defendants if self.ents.entities[d].type == PERSON}
        sayers = [i for s_ in subjects for i in self.slots.parties(s_) if self.ents.entities[i].type == PERSON]
        if any(self.ents.entities[i].name.split()[-1].lower() in sued_names for i in sayers):
            return True
        return any(t.lower_ in self.kin and any(c.dep_ == "poss" and c.pos_ == "PRON" for c in t.children)
                   for c in verb.children if c.dep_ == "ccomp" for t in c.subtree)

    def _suit_by_no_one_before(self, sent: Span) -> bool:
        """The sentence before tells a suit by no one at all: "A lawsuit filed Thursday names B",
        "B is facing a lawsuit over a dog bite" (its plaintiff may be named next)."""
        before = self._sentences_before(sent, 1)
        return bool(before) and any(t.lemma_.lower() in self.suit_nouns and t.pos_ == "NOUN"
                                    or t.lemma_.lower() == "sue" and t.tag_ == "VBN" for t in before[0]) \
            and not any(t.dep_ == "agent" or t.lower_ in {"by", "from"} and t.head.lemma_.lower() in self.suit_nouns for t in before[0])
        # ("B is being sued over a hit song")

    def _of_the_sued(self, verb: Token, defendants: list[int]) -> bool:
        """What someone alleges of the ones sued: an alleging verb ("claims", "alleges"), or
        "says" with a clause that names them ("says the pair stole her idea")."""
        lemma = verb.lemma_.lower()
        if verb.pos_ != "VERB" or lemma not in self.alleging_verbs and lemma != "say":
            return False
        doers = [s_ for c in verb.children if c.dep_ == "ccomp" and c.lemma_.lower() not in _STATES
                 for s_ in c.children if s_.dep_ == "nsubj"]  # what they did: "the pair stole", not "she is kind"
        return lemma != "say" or len(defendants) > 1 and any(t.lower_ in _THE_TWO for t in doers) or any(
            i in defendants for t in doers for i in self.slots.refs(t))

    def _joined(self, sent: Span) -> Iterator[Found]:
        """"She is joined as a plaintiff by her mother, B", "C has joined her as a co-plaintiff":
        one more plaintiff against the defendants of the suit the story is telling (joining the
        suit itself is a filing verb's: "B joined the lawsuit")."""
        for verb in sent:
            if verb.lemma_.lower() != "join" or verb.pos_ != "VERB":
                continue
            if self._joins_a_plaintiff(verb):  # "Joining her in the suit are B and C", "B joined A in the lawsuit"
                factor = self.slots.blocked(verb)
                if factor is not None:
                    yield from self._one_more_plaintiff(self.slots.subjects(verb)[0], factor)
                continue
            if not any(c.dep_ == "prep" and c.lower_ == "as" and any(p.lemma_.lower() in self.plaintiff_nouns for p in c.children)
                       for c in verb.children):
                continue
            factor = self.slots.blocked(verb)
            subs, passive = self.slots.subjects(verb)
            if factor is None or not passive and not any(c.dep_ == "dobj" and c.pos_ == "PRON" for c in verb.children):
                continue  # "B joined the suit as a plaintiff": the filing verb's
            joiners = [p for a in verb.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"] if passive else subs
            yield from self._one_more_plaintiff(joiners, factor)

    def _joins_a_plaintiff(self, verb: Token) -> bool:
        """"join" with the story's plaintiff as object, in its suit: "B joined A in the lawsuit"."""
        return any(c.dep_ == "prep" and c.lower_ == "in" and any(p.lemma_.lower() in self.suit_nouns for p in c.children)
                   for c in verb.children) and any(
            c.dep_ == "dobj" and set(self.slots.refs(c)) & set(self.story.last_suit[0]) for c in verb.children)

    def _a_plaintiff(self, sent: Span) -> Iterator[Found]:
        """"B is a plaintiff in her own right", "C is also a plaintiff", "D is among the plaintiffs":
        one more plaintiff against the defendants of the suit the story is telling (not "is not a
        plaintiff", "was a plaintiff in a 2019 case against E")."""
        for noun in sent:
            if noun.lemma_.lower() not in self.plaintiff_nouns or noun.pos_ != "NOUN":
                continue
            among = noun.dep_ == "pobj" and noun.head.lower_ == "among"
            verb = noun.head.head if among else noun.head
            if not (noun.dep_ == "attr" or among) or verb.lemma_.lower() != "be" or any(
                    c.dep_ == "prep" and c.lower_ in {"in", "against"} and not any(
                        p.lower_ == "right" for p in c.subtree) for c in [*noun.children, *verb.children]):
                continue  # (a plaintiff "in a 2019 case", "against E": another suit)
            factor = self.slots.blocked(verb)
            subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
            if factor is not None and subject is not None:
                yield from self._one_more_plaintiff([subject], factor)

    def _plaintiffs_in_a_suit(self, sent: Span) -> Iterator[Found]:
        """"A and B are among the plaintiffs in a lawsuit against C", "A is a plaintiff in the
        suit against C": the subjects sue whom the suit named there is against."""
        for noun in cue_tokens(sent, lemma_words=self.plaintiff_nouns):
            among = noun.dep_ == "pobj" and noun.head.lower_ == "among"
            verb = noun.head.head if among else noun.head
            if noun.lemma_.lower() in self.plaintiff_nouns and noun.pos_ == "NOUN" and (noun.dep_ == "attr" or among) \
                    and verb.lemma_.lower() == "be":
                yield from self._plaintiff_in_a_suit(noun, verb)

    def _plaintiff_in_a_suit(self, noun: Token, verb: Token) -> Iterator[Found]:
        suits = [p for h in (noun, verb) for c in h.children if c.dep_ == "prep" and c.lower_ == "in"
                 for p in c.children if p.dep_ == "pobj" and p.lemma_.lower() in self.suit_nouns and p.pos_ == "NOUN"]
        against = [i for s_ in suits for h in (s_, *(c for c in s_.children if c.dep_ in {"acl", "relcl"}))
                   for c in h.children if c.dep_ == "prep" and c.lower_ == "against"
                   for p in c.children if p.dep_ == "pobj" for i in self.slots.refs(p, allow_group=True)]
        factor = self.slots.blocked(verb)
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if not against or factor is None or subject is None:
            return
        for p in dict.fromkeys(i for i in self.slots.parties(subject) if i not in against):
            for d in dict.fromkeys(against):
                yield Found(p, "sued", d, f"{self.rule['id']}.joined", self.rule["confidence"] * factor)

    def _one_more_plaintiff(self, tokens: list[Token], factor: float) -> Iterator[Found]:
        """The parties ``tokens`` name, as plaintiffs against the defendants of the story's suit."""
        defendants = self.story.last_suit[1]
        for p in dict.fromkeys(i for t in tokens for i in self.slots.parties(t) if i not in defendants):
            for d in dict.fromkeys(defendants):
                yield Found(p, "sued", d, f"{self.rule['id']}.joined", self.rule["confidence"] * factor)

    def note_described_suit(self, sent: Span) -> None:
        """A suit whose plaintiff is a description and whose defendants are named ("X's former
        assistant is suing the actress", "B was named in a lawsuit filed by two of his
        bandmates", "Fans of A have filed a suit against B"): the story's lawsuit is now against
        them, its plaintiff still to be named."""
        defendants: list[int] = []
        for t in cue_tokens(sent, lemma_words=self.suit_nouns | {"sue"}):
            lemma = t.lemma_.lower()
            if lemma == "sue" and t.pos_ == "VERB":
                subs, passive = self.slots.subjects(t)
                if passive:
                    agents = [p for a in t.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"]
                    if agents and all(self._description(a) for a in agents):
                        defendants += [i for s_ in subs for i in self.slots.parties(s_)]
                elif subs and all(self._description(s_) for s_ in subs):
                    objects = [c for c in t.children if c.dep_ == "dobj"]
                    defendants += [i for c in objects for i in self.slots.parties(c)] or [
                        i for s_ in subs for c in s_.children if c.dep_ == "poss" and objects
                        and objects[0].i not in self.ents.token_entity for i in self.slots.refs(c)] or (
                        self._named_in_description(subs[0], t) if objects and definite(objects[0]) else [])
                    # "X's former assistant is suing the star", "A former cook for X is suing the star": the one she worked for
            elif lemma in self.suit_nouns and t.pos_ == "NOUN":
                filers = [p for c in t.children if c.dep_ == "acl" for a in c.children if a.dep_ == "agent"
                          for p in a.children if p.dep_ == "pobj"]  # "a lawsuit filed by two of his bandmates"
                if t.dep_ == "dobj":
                    filers += [s_ for s_ in self.slots.subjects(t.head)[0]]  # "Fans of A have filed a suit"
                hit = t.head.head if t.dep_ == "pobj" and t.head.lower_ == "with" else None  # "B was hit with a suit by a fan"
                hit_by = [p for a in hit.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"] if hit else []
                if hit_by and self.slots.subjects(hit)[1]:
                    filers += hit_by
                    defendants += [i for s_ in self.slots.subjects(hit)[0] for i in self.slots.parties(s_)] \
                        if all(self._description(f) for f in hit_by) else []
                if not filers or not all(self._description(f) for f in filers):
                    continue
                holders = [t, *(c for c in t.children if c.dep_ == "acl"), *filers]  # "a lawsuit filed by a fan against B"
                defendants += [i for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ == "against"
                               for p in c.children if p.dep_ == "pobj"
                               for i in (*self.slots.parties(p), *names_listed_after(self.ents, p),
                                         *described_party_list(self.ents, p))]  # (the parser may lose the list: "against A,
                # production company B and the show's host, C")
                if t.head.dep_ == "prep" and t.head.lower_ == "in" and t.head.head.lemma_.lower() in self.naming_verbs:
                    defendants += [i for s_ in self.slots.subjects(t.head.head)[0] for i in self.slots.parties(s_)]
        if defendants:
            self.story.last_suit = ([], list(dict.fromkeys(defendants)))

    def _named_in_description(self, subject: Token, verb: Token) -> list[int]:
        """The one person named inside a described subject, before its verb: "A former cook for
        actress X has sued the star" (the star is X)."""
        named = {e for t in self.doc[subject.i:verb.i] if (e := self.ents.token_entity.get(t.i)) is not None}
        people = [e for e in named if self.ents.entities[e].type == PERSON]
        return people if len(people) == 1 else []

    def _plaintiff_named(self, verb: Token) -> bool:
        """A verb whose subject a plaintiff noun describes: "Lead plaintiff A says ..."."""
        nouns = self.plaintiff_nouns
        return verb.pos_ in {"VERB", "AUX"} and any(c.dep_ == "nsubj" and (
            any(g.dep_ in {"compound", "amod", "appos"} and g.lower_ in nouns for g in c.children)
            or c.lower_ in nouns and any(g.dep_ == "appos" for g in c.children)) for c in verb.children)  # "The plaintiff, A, says"

    def _alleging(self, verb: Token) -> bool:
        """An alleging verb ("alleges", "claims"; the parser's noun "claim" with a subject), or
        "says" in the suit ("says in her lawsuit")."""
        lemma = verb.lemma_.lower()
        if not (verb.pos_ == "VERB" or verb.dep_ == "ROOT" and any(c.dep_ == "nsubj" for c in verb.children)):
            return False
        return lemma in self.alleging_verbs or lemma == "say" and self._in_the_suit(verb)

    def _reports(self, verb: Token) -> bool:
        """"B says (that) the tree damaged her roof", "C said Kell punched him": "say" with a reported
        clause about the sayer (a pronoun in it), what a plaintiff the sentence before only described
        says of the suit's matter; not a titled third voice ("Sheriff D says deputies visited")."""
        if verb.lemma_.lower() != "say" or verb.pos_ != "VERB":
            return False
        said = [c for c in verb.children if c.dep_ == "ccomp"]
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        titled = subject is not None and any(
            c.dep_ in {"compound", "amod"} and c.i < subject.i and c.text[:1].isupper() and self.ents.entity_of(c) is None
            and (not occupation(c.lower_) or c.lower_ in self.speakers or c.lower_ in self.officials)
            for c in subject.children)  # "Sheriff Dan Bright", "Eyewitness Nadia Kent" (not "Screenwriter C says ... her idea")
        return bool(said) and not titled and any(
            t.lower_ in self.lex.pronouns or t.lower_ in _FIRST_PERSON for c in said for t in c.subtree)

    def _in_the_suit(self, verb: Token) -> bool:
        """"... in the complaint", "in her lawsuit", "in court papers", "per the filing": said in the suit itself."""
        return any(c.dep_ == "prep" and c.lower_ in {"in", "per"} and any(
            p.dep_ == "pobj" and (p.lemma_.lower() in self.suit_nouns or p.lemma_.lower() in _FILINGS) for p in c.children)
            for c in verb.children)

    def _described_before(self, sent: Span, indefinite_only: bool = False) -> frozenset[str]:
        """The nouns of a description by which one of the two sentences before says someone, not
        named, sued or filed ("A former chef is suing B", "B has been sued by a woman", "X's
        former assistant is suing her", "two of his bandmates filed suit"); with
        ``indefinite_only`` the sentence right before, with an indefinite description ("a former
        chef", "two neighbours"). None: empty."""
        nouns: set[str] = set()
        for before in self._sentences_before(sent, 1 if indefinite_only else 2):
            suit = any(t.lemma_.lower() in {"sue", "file"} or t.lemma_.lower() in self.suit_nouns and t.pos_ == "NOUN"
                       for t in before)
            if suit:
                nouns.update(w for t in before if (
                    t.dep_ == "nsubj" or t.dep_ == "pobj" and t.head.lower_ == "by" or _who_sued(t)) and self._description(t, indefinite_only)
                             for w in _noun_words(t))
        return frozenset(nouns)

    def _sentences_before(self, sent: Span, n: int) -> list[Span]:
        out, start = [], sent.start
        while start > 0 and len(out) < n:
            before = self.doc[start - 1].sent
            out.append(before)
            start = before.start
        return out

    def _description(self, t: Token, indefinite_only: bool = False) -> bool:
        """A person described, not named: "a former chef", "two neighbours", "X's assistant",
        "fans of X", "two of his bandmates" (not "the lawsuit", "the label")."""
        if t.i in self.ents.token_entity or t.pos_ not in {"NOUN", "NUM"}:
            return False
        if t.pos_ == "NUM":  # "two of his former bandmates", "four of its artists"
            return any(c.dep_ == "prep" and c.lower_ == "of" and any(p.tag_ == "NNS" for p in c.children) for c in t.children)
        if indefinite_only:  # "a former chef", "two neighbours", "his neighbour", "her former assistant"
            return t.pos_ == "NOUN" and any(
                c.dep_ in {"det", "nummod"} and c.lower_ in _INDEFINITE or c.dep_ == "poss" and c.pos_ == "PRON"
                for c in t.children) or self._of_someone(t)
        low = t.lemma_.lower()
        if low in self.suit_nouns or low in self.company_nouns:
            return False
        return t.tag_ == "NNS" or self._of_someone(t) or any(c.dep_ in {"det", "nummod"} and c.lower_ in _INDEFINITE or c.dep_ == "poss"
                                      for c in t.children)

    def _of_someone(self, t: Token) -> bool:
        """"The ex-boyfriend of pop star A", "the father of B": one person described by whom he is
        to someone named (not "the makers of X": a work's)."""
        return t.pos_ == "NOUN" and t.tag_ == "NN" and t.left_edge.lower_ == "the" and any(
            c.dep_ == "prep" and c.lower_ == "of" and any(
                p.dep_ == "pobj" and (self.slots.as_people(self.slots.refs(p)) or self._split_off(p)) for p in c.children)
            for c in t.children)

    def _split_off(self, noun: Token) -> bool:
        """A person's name right after ``noun`` that the parser split off it ("of pop star | A")."""
        k = noun.right_edge.i + 1
        e = self.ents.token_entity.get(k) if k < len(self.doc) else None
        return noun.is_lower and e is not None and self.ents.entities[e].type == PERSON

    def _speaks_for_another(self, subject: Token) -> bool:
        """"Brown's lawyer, Paul Dane, says ...", "Paul Dane, a spokesman for Brown, said ...":
        a voice for one side, not a party."""
        near = [subject, *subject.children, *(g for c in subject.children for g in c.children)]
        if any(c.dep_ in {"acl", "relcl"} and c.lemma_.lower() in {"represent", "act"} for c in subject.children):
            return True  # "A, representing the chef,", "acting for the chef"
        eid = self.ents.entity_of(subject)
        first = self.ents.entities[eid].name.split()[0].lower() if eid is not None else ""
        return first in self.speakers or any(t.lower_ in self.speakers or t.lemma_.lower() in self.speakers for t in near)


def _noun_words(noun: Token) -> tuple[str, ...]:
    """A description's noun, whole when the tokenizer split it at a hyphen ("ex", "-", "wife")."""
    doc = noun.doc
    if noun.i + 2 < len(doc) and doc[noun.i + 1].text == "-" and not doc[noun.i].whitespace_:
        return (noun.lemma_.lower(), doc[noun.i + 2].lemma_.lower(), f"{noun.lower_}-{doc[noun.i + 2].lower_}")
    return (noun.lemma_.lower(),)


def _tells_a_wrong(verb: Token) -> bool:
    """Whom one accuses, or a reported clause of a wrong done (:func:`a_wrong_done`)."""
    return verb.lemma_.lower() in ACCUSING or any(c.dep_ == "ccomp" and a_wrong_done(c) for c in verb.children)


def _described_otherwise(subject: Token, nouns: frozenset[str]) -> bool:
    """A name with a word before it, other than the description's noun, that makes one a
    bystander ("Owls fan C", "Eyewitness D"): someone else than the plaintiff."""
    titles = [c for c in subject.children if c.dep_ == "compound" and c.i < subject.i and c.pos_ == "NOUN"
              or c.dep_ == "compound" and c.i < subject.i and c.text[:1].isupper() and not c.ent_type_
              and c.lower_ not in lexicon().given_names]  # ("Nina Ruiz", NER missing the given name)
    if not titles or any(t.lemma_.lower() in nouns for t in titles):
        return False
    return any(t.lower_ in _BYSTANDERS for t in titles)  # (a trade may be the plaintiff's own: "Chef C alleges ...")


def _named_by_noun(subject: Token, nouns: frozenset[str]) -> bool:
    """A subject that names the one a description before gave, by its noun: "The assistant, B,"
    (definite, in apposition), "Driver C" (the noun as a title), "The actors, D, E and F"."""
    if not nouns:
        return False
    if any(c.dep_ == "amod" and c.lower_ in _ANOTHER for c in subject.children):
        return False  # "Her new agent, B,": another one
    if subject.pos_ == "PROPN" and any(c.dep_ == "appos" and c.lemma_.lower() in nouns and not any(
            d.dep_ == "amod" and d.lower_ in _ANOTHER for d in c.children) for c in subject.children):
        return True  # "B, a former writer on the show, says ..."
    if subject.lemma_.lower() in nouns and subject.pos_ == "NOUN":
        return any(c.dep_ == "appos" for c in subject.children) and any(
            c.dep_ in {"det", "poss"} and c.lower_ not in {"a", "an", "another"} for c in subject.children)
    return subject.pos_ == "PROPN" and any(c.dep_ == "compound" and c.i < subject.i and c.lemma_.lower() in nouns
                                           for c in subject.children)


def _another_voice(verb: Token, subject: Token, sex: str | None = None) -> bool:
    """Someone the sentence sets beside the plaintiff, not the plaintiff: described in apposition
    ("C, his ex-wife, claims he was never violent", "C, a legal analyst, claims"), told of as one
    more ("who also worked for him", "never paid either"), linked by anything but working for
    someone ("who worked with the chef"), or alleging somewhere other than the suit ("alleges in
    her memoir"; not "in the complaint")."""
    if any(c.dep_ == "appos" and not c.like_num for c in subject.children):
        # (not an age: "B, 27, claims ..."); a description naming the one a wrong was done to is no other
        # voice: "Her neighbor, B, claims A's dog attacked him"
        return not (subject.pos_ == "NOUN" and _done_to_the_speaker(verb, cue_sex(subject) or sex))  # (``sex``: the name's)
    if any(t.lower_ in {"also", "either", "too"} for t in verb.subtree):
        return True
    for clause in (c for c in subject.children if c.dep_ == "relcl"):
        if clause.lemma_.lower() not in {"work", "serve"} or not any(p.dep_ == "prep" and p.lower_ == "for" for p in clause.children):
            return True
    return any(c.dep_ == "prep" and c.lower_ == "in" and not any(
        p.dep_ == "pobj" and (p.lemma_.lower() in _SUIT_PLACES or p.lower_ in _SUIT_PLACES) for p in c.children) for c in verb.children)


_SPEAKER_AS_OBJECT = frozenset({"him", "her", "me", "them", "us"})
_SPEAKER_AS_SUFFERER = frozenset({"he", "she", "i", "they", "we"})
_PRONOUN_SEX = {"him": "m", "he": "m", "her": "f", "she": "f"}


def _done_to_the_speaker(verb: Token, sex: str | None) -> bool:
    """What the verb reports is a wrong done to the one speaking: "claims A's dog attacked him",
    "says she was fired" (a pronoun as the deed's object, or as the subject of a passive, of the
    speaker's gender where the description gives one: not "Her husband, B, says she was harassed")."""
    def the_speaker(t: Token) -> bool:
        own = _PRONOUN_SEX.get(t.lower_)
        return (t.dep_ in {"dobj", "pobj"} and t.lower_ in _SPEAKER_AS_OBJECT
                or t.dep_ == "nsubjpass" and t.lower_ in _SPEAKER_AS_SUFFERER) and (sex is None or own is None or own == sex)
    return any(a_wrong_done(c) and any(the_speaker(t) for t in c.subtree) for c in verb.children if c.dep_ == "ccomp")


def _who_sued(noun: Token) -> bool:
    """A noun a relative clause says sued: "sided with a photographer who sued B"."""
    return any(c.dep_ == "relcl" and c.lemma_.lower() in {"sue", "file"} and any(
        s.dep_ == "nsubj" and s.lower_ in {"who", "that"} for s in c.children) for c in noun.children)
