"""Lawsuit frames beyond "X sued Y": who a suit names, who is a defendant in whose suit, and
case names.

- "The suit also names Tom Bale" / "The complaint accuses Tom Bale of fraud": a lawsuit noun as a
  subject names more defendants of the suit the story is telling (its plaintiffs are the story's);
- "In the lawsuit, Ada Kreel accuses Tom Bale of ...": a person accusing someone in a suit sues them;
- "Nettle Films was named as a defendant in a lawsuit filed by Kip Lorne", "Tom Bale is a
  defendant in the suit": a defendant role, its plaintiffs from the suit's filers or the story;
- "Reyes v Velm", "Reyes vs. Velm" in a sentence about a court case;
- what a defendant does to a suit is :mod:`~kgbuild.extraction.matchers.responses`'s.

Each frame is a small function of one token; words come from ``rules.json`` ``lawsuit_frames``.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from ..entities import mention_start
from ..mentions import MODERN_YEAR, ORG, PERSON, describes_the_noun_after
from ..rules import Found
from ..scan import cue_tokens
from ..slots import as_other_part, clean_items_end, definite, described_party_list, firm_before_its_kind, listed_members, named_after_description, names_listed_after, names_right_after, prep_objects
from .base import Matcher


_COUNTER_NOUNS = frozenset({"countersuit", "counterclaim", "counter-suit", "cross-complaint"})
SENDERS = frozenset({"from", "by"})  # "a lawsuit from A", "a complaint by A"
ANSWERING_VERBS = frozenset({"respond", "hit", "strike", "fire", "retaliate", "counter", "answer", "react", "follow"})


class SuitReader(Matcher):
    """What every lawsuit matcher reads a suit with: the ``lawsuit_frames`` rule of
    ``rules.json`` (its id, with a suffix per frame) and its word lists."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rule = self.rules.lawsuit_frames
        words = self.rule or {}
        self.suit_nouns = frozenset(words.get("suit_nouns", ()))
        self.naming_verbs = frozenset(words.get("naming_verbs", ()))
        self.role_nouns = frozenset(words.get("defendant_nouns", ()))
        self.versus = frozenset(words.get("versus", ()))
        self.court_words = frozenset(words.get("court_words", ()))
        self.defendant_verbs = frozenset(words.get("defendant_verbs", ()))
        self.filing_verbs = frozenset(words.get("filing_verbs", ()))
        self.plaintiff_verbs = frozenset(words.get("plaintiff_verbs", ()))  # "A won/settled a suit against B": A's
        self.served_verbs = frozenset(words.get("served_verbs", ()))
        self.court_verbs = frozenset(words.get("court_verbs", ()))
        self.alleging_verbs = frozenset(words.get("alleging_verbs", ()))
        self.seeking_verbs = frozenset(words.get("seeking_verbs", ()))
        self.plaintiff_nouns = frozenset(words.get("plaintiff_nouns", ()))
        self.damages_nouns = frozenset(words.get("damages_nouns", ()))
        self.aside_modifiers = frozenset(words.get("aside_modifiers", ()))
        self.aside_verbs = frozenset(words.get("aside_verbs", ()))
        # every frame below starts from one of these words: a sentence without any is skipped
        self._cues = self.suit_nouns | self.naming_verbs | self.alleging_verbs | self.role_nouns | self.plaintiff_nouns \
            | self.versus | self.defendant_verbs | self.court_verbs | self.seeking_verbs | {"names"}

    def _found(self, heads, tails, frame: str, factor: float) -> Iterator[Found]:
        for h in dict.fromkeys(heads):
            for t in dict.fromkeys(tails):
                if h != t:
                    yield Found(h, "sued", t, f"{self.rule['id']}.{frame}", self.rule["confidence"] * factor)

    def is_suit(self, tok: Token) -> bool:
        """A lawsuit noun ("suit", "complaint"), not a complaint lodged elsewhere than a court."""
        return tok.lemma_.lower() in self.suit_nouns and tok.pos_ == "NOUN" and not lodged_with_no_court(
            tok, self.court_words, tok.head if tok.dep_ == "dobj" else None)

    def _against(self, holders: list[Token]) -> list[int]:
        """Who is sued, after "against" on any of ``holders`` (groups too: "against the city")."""
        return [i for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ == "against"
                for p in prep_objects(c, NOT_AGAINST)  # "against A and against B"; "against the makers of X, B Pictures"
                for i in self.slots.refs(p, allow_group=True) or named_after_description(self.ents, p, self.rule or {})
                or firm_before_its_kind(self.ents, p)]

    def _plaintiffs(self, suits: list[Token]) -> list[int]:
        """Who filed these suits, else the plaintiffs of the suit the story is telling."""
        return [i for s in suits for i in self.slots.filers(s, SENDERS)] or list(self.story.last_suit[0])


class LawsuitMatcher(SuitReader):
    """The frames that say who a suit is by and against (see the module's account)."""

    def match(self, sent: Span) -> Iterator[Found]:
        if not self.rule or not cue_tokens(sent, self._cues, self._cues):
            return
        for tok in sent:
            yield from self._suit_names(tok)
            yield from self._names_read_as_noun(tok)
            yield from self._accuses_in_suit(tok)
            yield from self._according_to_suit(tok)
            yield from self._defendant(tok)
            yield from _added_defendants(self, tok)
            yield from self._versus(tok, sent)
            yield from self._suit_parties(tok)
            yield from self._to_court(tok)
            yield from self._named_in_suit(tok)
            yield from self._suit_alleging(tok)
            yield from self._seeks_from(tok)
            yield from self._parties_listed(tok)
            self._claims_read_as_noun(tok)

    def filers_told(self, sent: Span) -> list[int]:
        """Who filed a suit the sentence names no defendant of ("The complaint, filed by A, seeks
        damages"): the story's plaintiffs for "It accuses C" next."""
        return list(dict.fromkeys(i for t in cue_tokens(sent, lemma_words=self.suit_nouns) if self.is_suit(t)
                                  for i in self.slots.filers(t, SENDERS)))

    def _suit_names(self, verb: Token) -> Iterator[Found]:
        """"The suit also names C", "The complaint accuses C of fraud", "It names C" after a sentence about
        a suit: the story's plaintiffs; "A's lawsuit names C": A; "A's lawsuit claims C defamed him" (C)."""
        lemma = verb.lemma_.lower()
        misread = _misread_naming(verb, self.is_suit)
        listed = _naming_read_as_listed_noun(verb)  # "A's complaint seeks $3 million and names B", "names" a noun
        if lemma not in self.naming_verbs | self.alleging_verbs or not (verb.pos_ == "VERB" or misread or listed):
            return
        subject = self.doc[verb.i - 1] if misread else next((c for c in verb.children if c.dep_ == "nsubj"), None) or (
            _coordinated_subject(verb)) or (_owned_suit_before(verb, self.is_suit) if lemma in self.naming_verbs else None)
        if subject is not None and subject.lower_ in {"which", "that"} and verb.dep_ == "relcl" and lemma in self.naming_verbs:
            subject = verb.head  # "The suit, which also targets C and D, seeks ...": the suit
        told = subject is not None and subject.lower_ == "it" and _suit_just_told(self, verb.sent)
        if subject is None or not (self.is_suit(subject) or told):
            return
        filers = [] if told else self.slots.filers(subject, SENDERS)  # "A's lawsuit names B", "a suit filed by A names B"
        if misread:  # "A's lawsuit names B", read as the noun phrase "A's lawsuit names"
            filers += [i for c in verb.children if c.dep_ == "poss" for i in self.slots.parties(c)]
        as_defendants = any(c.dep_ == "prep" and c.lower_ == "as" and any(p.lemma_.lower() in self.role_nouns for p in c.children)
                            for c in verb.children)  # "A new lawsuit names B as a defendant"
        if not filers and not (told or definite(subject) or as_defendants or misread and definite(verb)) \
                or not filers and lemma not in self.naming_verbs:
            if not filers and not told and not any(self.story.last_suit):
                self._note_accused(verb)  # "A new lawsuit claims B owes her landlord $40,000. C filed the suit"
            return  # "the lawsuit also claims that the network ...": whom a suit only speaks of is no party
        factor = self.slots.blocked(verb)
        named = [c for c in verb.children if c.dep_ in ({"dobj", "appos"} if misread or listed else {"dobj", "oprd"})]
        after = self.doc[verb.i + 1:min(verb.sent.end, max((c.right_edge.i for c in named), default=verb.i) + 6)]
        if factor is None or any(as_other_part(c, self.role_nouns) for t in [verb, *verb.children] for c in t.children) \
                or named and not any(c.dep_ == "relcl" for c in named[0].subtree) and _named_for_something_else(after, self.role_nouns):
            return  # "the suit names B as a witness", "names experts B and C to testify"
        surface = [*(() if named else names_right_after(verb, self.slots)), *_listed_after(self.ents, verb)] if lemma in self.naming_verbs else []
        if lemma not in self.naming_verbs:  # "the suit claims C defamed him": C, not "that she was harassed"
            named = [s for c in verb.children if c.dep_ == "ccomp" for s in c.children
                     if s.dep_ == "nsubj" and s.lower_ not in self.lex.pronouns]
        plaintiffs = filers or self.story.last_suit[0]
        defendants = [i for c in named for i in [*self.slots.refs(c, allow_group=True), *names_listed_after(self.ents, c)]
                      if i not in plaintiffs]  # the list the parser lost: "names B, production company C and D"
        defendants += [i for i in surface if i not in plaintiffs]  # "The suit names Kay Dunne", the name read as an adverbial
        if not plaintiffs and lemma in self.naming_verbs:
            self.story.last_suit = ([], defendants)  # "A new lawsuit names B. It was filed by A."
        yield from self._found(plaintiffs, defendants, "names", factor)

    def _note_accused(self, verb: Token) -> None:
        """A new suit, no one said to have filed it, that says a named person did a wrong ("A new
        lawsuit claims B owes ...", "... alleges B stole ..."): B is the story's defendant, whoever is
        named next as filing it the plaintiff."""
        if self.slots.blocked(verb) is not None:
            self._note_defendants([i for c in verb.children if c.dep_ == "ccomp" for i in self._accused_in(c)])

    def _claims_read_as_noun(self, tok: Token) -> None:
        """"A new lawsuit claims B owes ...", with "lawsuit claims" read as one noun hung on the
        name after it: the clause B opens is what the suit says (see :meth:`_note_accused`)."""
        if tok.lower_ not in {"claims", "alleges"} or tok.pos_ != "NOUN" or tok.i == 0 or any(self.story.last_suit) \
                or not self.is_suit(self.doc[tok.i - 1]) or tok.dep_ != "compound":
            return
        clause = tok.head
        while clause.dep_ in {"compound", "nsubj", "nsubjpass"} and clause.head.i != clause.i:
            clause = clause.head
        if clause.pos_ == "VERB" and self.slots.blocked(clause) is not None:
            self._note_defendants(self._accused_in(clause, after=tok.i, pronouns=True))

    def _accused_in(self, clause: Token, after: int = -1, pronouns: bool = False) -> list[int]:
        """The subject (after token ``after``; a pronoun too with ``pronouns``) of a clause telling a
        wrong done."""
        if not a_wrong_done(clause):
            return []
        return [i for s in clause.children if s.dep_ == "nsubj" and s.i > after and (pronouns or s.lower_ not in self.lex.pronouns)
                for i in self.slots.refs(s)]

    def _note_defendants(self, accused: list[int]) -> None:
        """The story's suit is against ``accused``, its plaintiff still to come."""
        if accused:
            self.story.last_suit = ([], list(dict.fromkeys(accused)))

    def _names_read_as_noun(self, tok: Token) -> Iterator[Found]:
        """"The suit, brought by A, names B and C", "The suit filed by A names B": the small
        model reads "names" as a noun after a suit noun it cannot attach (or as a verb modifying
        the noun after it: "names [agents] B and C"). Read off the surface:
        the suit opens the clause with no finite verb before "names"; the people after "by"
        there filed it (else the story's plaintiffs); the names right after it are sued."""
        doc, ents = self.doc, self.ents
        if tok.lower_ != "names" or tok.pos_ == "VERB" and not _hung_on_a_noun(tok) \
                or _misread_naming(tok, self.is_suit) or tok.i + 1 >= tok.sent.end:
            return
        suit = next((t for t in doc[tok.sent.start:tok.i] if self.is_suit(t)), None)
        told = {t.i for c in (suit.children if suit is not None else ()) if c.dep_ in {"relcl", "acl"} for t in c.subtree}
        if suit is None or any(t.tag_ in {"VBZ", "VBD", "VBP", "MD"} and t.i not in told for t in doc[suit.i + 1:tok.i]):
            return  # (a clause on the suit may have its own verb: "The lawsuit, which A filed in March, names B")
        defendants = [d for d in dict.fromkeys([*names_right_after(tok, self.slots), *_listed_after(ents, tok)])
                      if not _place_describing(ents, d, tok)]  # (not "names the Edinburgh production company B": B)
        if not defendants:
            return
        if _named_for_something_else(doc[tok.i + 1:tok.sent.end], self.role_nouns):
            return  # "names B as a key witness", "names B among the artists who lost", "names B to testify"
        filers = _filers_after_by(ents, suit, tok) or self.slots.filers(suit, SENDERS) or _namer_after_the_suit(ents, suit, tok)
        factor = self.slots.blocked(suit)
        if factor is not None and not filers and not self.story.last_suit[0]:
            self.story.last_suit = ([], defendants)  # "A lawsuit filed Thursday names B and C. D says ...": D's, named next
        elif factor is not None:
            yield from self._found(filers or self.story.last_suit[0], defendants, "names", factor)

    def _accuses_in_suit(self, verb: Token) -> Iterator[Found]:
        """"In the lawsuit, A accuses B of ...", "A named B as a defendant (in the suit)", "In a
        suit filed Monday, A alleges that B ..." (the named subject of what is alleged): A sues B."""
        lemma = verb.lemma_.lower()
        if lemma not in self.naming_verbs | self.alleging_verbs or verb.pos_ != "VERB":
            return
        # "In the suit, A claims ...", also when the parser hung it on a fronted aside: "In the
        # suit, filed Tuesday in a county court, A claims ..."
        holders = [verb, *(c for c in verb.children if c.dep_ in {"ccomp", "advcl"} and c.i < verb.i
                           and c.lemma_.lower() in self.filing_verbs)]
        if verb.dep_ == "conj" and verb.head.lemma_.lower() in self.naming_verbs | self.alleging_verbs:
            holders.append(verb.head)  # "In the suit, A accuses B of fraud and also names C": the fronted suit is both's
        suits = [p for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ in {"in", "through", "per"}
                 for p in c.children if p.dep_ == "pobj" and (self.is_suit(p) or p.lower_ == "it" and _suit_just_told(self, verb.sent))]
        in_suit = bool(suits) or lemma == "accuse" and _suit_deep_in_charge(verb, self.is_suit)
        as_defendant = any(c.dep_ == "prep" and c.lower_ == "as" and any(
            p.lemma_.lower() in self.role_nouns for p in c.children if p.dep_ == "pobj") for c in verb.children)
        # "A filed a lawsuit against C. She also named B": a plaintiff names more defendants (not "named her X")
        told = lemma == "name" and _suit_just_told(self, verb.sent) and not any(c.dep_ == "oprd" for c in verb.children) \
            and not any(as_other_part(c, self.role_nouns) or c.dep_ == "prep" and c.lower_ == "in" and not any(self.is_suit(p) for p in c.children)
                        for c in verb.children)  # not "named B as her spokesperson", "named B in her memoir"
        papers = lemma in ACCUSING and any(c.dep_ == "prep" and c.lower_ == "in" and any(court_papers(p) for p in c.children)
                                            for c in verb.children)  # "In court papers, A accuses B of ...": A's suit told
        # "A filed suit on Monday. The singer accuses B of fraud": what the one who just filed accuses, said nowhere else
        filed_before = lemma in ACCUSING and verb.tag_ == "VBZ" and _suit_just_told(self, verb.sent) and bool(self.story.last_suit[0]) \
            and not any(c.dep_ in {"advmod", "aux"} and c.lower_ in {"also", "long", "previously", "has", "had"} for c in verb.children) \
            and not any(t.dep_ == "prep" and t.lower_ in {"in", "on", "during"} and not any(self.is_suit(p) for p in t.children)
                        for t in verb.subtree) \
            and not any(t.lemma_.lower() == "sue" and self.slots.blocked(t) is None for t in verb.sent)
        # (its subject must be that filer, below; not "accused B of lying in an interview", "... but is not suing him")
        if not (in_suit or as_defendant or told or papers or filed_before) or any(as_other_part(c, self.role_nouns) for c in verb.children):
            return  # ("... and also names B as a witness")
        factor = self.slots.blocked(verb)
        subs, passive = self.slots.subjects(verb)
        if factor is None or passive:
            return
        plaintiffs = self.slots.as_people([i for s in subs for i in self.slots.refs(s)])
        in_suit = in_suit or papers and (bool(set(plaintiffs) & set(self.story.last_suit[0])) or _suit_just_told(self, verb.sent))
        if not plaintiffs and any(s.lemma_.lower() in _COUNTER_NOUNS for s in suits) and definite(suits[0]) \
                and len(self.story.last_suit[1]) == 1:
            plaintiffs = list(self.story.last_suit[1])  # "In the countersuit, the 51-year-old accuses B": the one sued
        if not (in_suit or as_defendant) and not set(plaintiffs) & set(self.story.last_suit[0]):
            return
        named = [c for c in verb.children if c.dep_ == "dobj"] if lemma in self.naming_verbs else []
        if in_suit and not named:
            named = [s for c in verb.children if c.dep_ == "ccomp" for s in c.children
                     if s.dep_ == "nsubj" and s.lower_ not in self.lex.pronouns]  # not "that C was harassed"
        fronted = [i for i in self._against(holders[1:]) if i not in plaintiffs]  # "In the suit, filed against B, A claims"
        defendants = fronted or [i for c in named for i in self.slots.refs(c, allow_group=True) if i not in plaintiffs]
        defendants += [i for i in _named_after_a_role([] if fronted else named, self.slots) if i not in plaintiffs + defendants]
        if in_suit and not defendants and lemma in self.alleging_verbs:
            defendants = [i for i in _named_after_that(self.ents, verb) if i not in plaintiffs]
        yield from self._found(plaintiffs, defendants, "accuses", factor)

    def _according_to_suit(self, verb: Token) -> Iterator[Found]:
        """"According to a complaint brought by A, B kept her wages" (or "to A's suit", "to the suit"
        the story told): A sues the named subject of what the suit says."""
        suits = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "according" for t in c.children
                 if t.lower_ == "to" for p in t.children if p.dep_ == "pobj" and self.is_suit(p)]
        if not suits or verb.pos_ not in {"VERB", "AUX"}:
            return
        plaintiffs = self.slots.filers(suits[0], SENDERS) or (list(self.story.last_suit[0]) if definite(suits[0]) else [])
        named = [s for s in verb.children if s.dep_ == "nsubj" and s.lower_ not in self.lex.pronouns]
        defendants = [i for n in named for i in self.slots.refs(n) if i not in plaintiffs]
        factor = self.slots.blocked(verb)
        if factor is not None:
            yield from self._found(plaintiffs, defendants, "according", factor)

    def _defendant(self, noun: Token) -> Iterator[Found]:
        """"B was named as a defendant in a lawsuit filed by A", "B is a defendant in the suit"."""
        if noun.lemma_.lower() not in self.role_nouns or noun.pos_ != "NOUN":
            return
        clause = noun.head.head if noun.dep_ == "pobj" and noun.head.lower_ == "as" else noun.head
        if noun.dep_ not in {"attr", "oprd", "pobj"} or clause.pos_ not in {"VERB", "AUX"}:
            return
        factor = self.slots.blocked(clause)
        if factor is None:
            return
        subs, _ = self.slots.subjects(clause)
        objects = [o for c in clause.children if c.dep_ in {"dobj", "oprd"} or c.dep_ == "appos" and c.i > clause.i
                   for o in (c, *c.conjuncts)] if noun.dep_ == "pobj" else []  # ("A names B as ...", B read as an apposition)
        if objects:  # "A named (added) B and C as defendants" (however the parser hung "named"): B and C, by A
            defendants = [i for o in objects for i in self.slots.parties(o)]
            defendants += [i for c in noun.children if c.dep_ == "prep" and c.lower_ == "alongside"
                           for p in prep_objects(c) for i in self.slots.parties(p)]  # "... as a defendant alongside C"
            namer = clause.sent.root if clause.dep_ == "acl" else None
            subs = [namer] if namer is not None and self.ents.entity_of(namer) is not None else subs
            plaintiffs = [i for s in subs for i in self.slots.refs(s) if i not in defendants]
            yield from self._found(plaintiffs, defendants, "defendant", factor)
            return
        defendants = [i for s in subs for i in self.slots.refs(s)]
        if not subs:
            defendants = _named_after_copula(self.ents, clause, noun)
        elif not defendants and (listed := _listed_by_copula(clause)):  # "The executives named as defendants are B and C"
            defendants = [i for c in listed for i in (*self.slots.refs(c), *names_listed_after(self.ents, c))]
        suits = [t for t in noun.sent if self.is_suit(t)]
        plaintiffs = self._plaintiffs(suits)
        yield from self._found(plaintiffs, defendants, "defendant", factor)

    def _parties_listed(self, noun: Token) -> Iterator[Found]:
        """"The defendants include B and C", "The plaintiffs, A and B, worked for her": one side
        of the suit the story is telling, listed by a party noun, against its other side (or
        noted for a later "The suit was filed by A")."""
        lemma = noun.lemma_.lower()
        plaintiffs = lemma in self.plaintiff_nouns
        if noun.pos_ != "NOUN" or not (plaintiffs or lemma in self.role_nouns) or not (
                definite(noun) or any(c.dep_ == "amod" and c.lower_ in {"other", "fellow"} for c in noun.children)):
            return  # ("Other claimants include B and C")
        if any(c.dep_ == "prep" and c.lower_ in {"in", "of"} and any(
                p.tag_ == "NNS" or any(a.lower_ in self.aside_modifiers for a in p.children) for p in c.children) for c in noun.children):
            return  # "Other plaintiffs in similar cases include B": other suits
        listed = [c for c in noun.children if c.dep_ == "appos"]
        if noun.dep_ == "nsubj" and noun.head.lemma_ in {"include", "be"}:
            listed += [c for c in noun.head.children if c.dep_ in {"dobj", "attr"}]
        named = [i for c in listed for i in self.slots.refs(c, allow_group=not plaintiffs)]
        named += [i for c in listed for i in names_listed_after(self.ents, c) if i not in named]  # "A, B and C" lost
        if not named:
            return
        factor = self.slots.blocked(noun.head) or 1.0
        heads, tails = self.story.last_suit
        if plaintiffs:
            heads, tails = named, [t for t in tails if t not in named]
        else:
            heads, tails = [h for h in heads if h not in named], named
        if not heads or not tails:
            self.story.last_suit = (heads, tails)  # "The defendants include B. The suit was filed by A."
            return
        yield from self._found(heads, tails, "parties", factor)

    def _suit_parties(self, noun: Token) -> Iterator[Found]:
        """A suit noun that names both sides: "A's lawsuit against B was dismissed", "the suit A
        filed against B", "a lawsuit filed by A accuses B of fraud", "B was hit with a lawsuit
        by A": the filers (possessor, agent, the relative clause's subject, "from"/"by") sue
        the people after "against" (on the noun or its clause), those the suit accuses or
        names, or the one it was served on."""
        if not self.is_suit(noun):
            return
        clauses = [c for c in noun.children if c.dep_ in {"relcl", "acl"}]
        of = [p for c in noun.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children if p.dep_ == "pobj"]
        filers = [p for c in clauses for a in c.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"]
        defendants = self._against([noun, *clauses, *filers]) or self._against(of)  # "the case of A against B", hung on A;
        # "the suit, filed by A against B," with "against B" hung on A
        plaintiffs = self.slots.filers(noun, SENDERS | ({"of"} if defendants and of else set()))
        governor = noun.head
        if noun.dep_ == "nsubj" and governor.lemma_.lower() in self.naming_verbs:
            defendants += [i for c in governor.children if c.dep_ == "dobj" for i in self.slots.refs(c, allow_group=True)]
        if noun.dep_ == "pobj" and governor.lower_ == "with":
            subs, passive = self.slots.subjects(governor.head)
            if passive and governor.head.lemma_.lower() in self.served_verbs:  # "B was hit with a lawsuit by A"
                defendants += [i for s in subs for i in self.slots.refs(s, allow_group=True)]
            elif not passive and not plaintiffs and governor.head.lemma_.lower() in ANSWERING_VERBS:
                # "A responded (hit back) with a countersuit against B"; not "agreed with the suit against B"
                plaintiffs = [i for s in subs for i in self.slots.parties(s)]
                defendants = defendants or [i for c in governor.head.children if c.dep_ == "prep" and c.lower_ == "at"
                                            for p in prep_objects(c) for i in self.slots.refs(p, allow_group=True)]
                # "A fired back at B with a lawsuit of his own"
            governor = governor.head
        if not defendants:  # "B is the subject of a lawsuit filed by A"
            defendants = _the_suit_s_subject(self.slots, noun, (self.rules.lawsuit_frames or {}).get("subject_nouns", ()))
        if not defendants and noun.lemma_.lower() in {"countersuit", "counterclaim"}:  # "B fired back with a countersuit": against A
            defendants = [i for i in self.story.last_suit[0] if i not in plaintiffs]
        filed = next((c for c in clauses if c.lemma_.lower() in self.filing_verbs), None)
        # the suit's own clause says it was filed, whatever is done to it ("refused to dismiss the case A brought")
        factor = self.slots.blocked(filed if filed is not None else governor if governor.pos_ in {"VERB", "AUX"} else noun)
        if factor is not None and plaintiffs and defendants:
            yield from self._found(self.slots.as_people(plaintiffs) or plaintiffs, defendants, "parties", factor)

    def _to_court(self, verb: Token) -> Iterator[Found]:
        """"A is taking B to court", "A dragged B (back) to court": A sues B."""
        if verb.lemma_.lower() not in self.court_verbs or verb.pos_ != "VERB":
            return
        back = [c for c in verb.children if c.dep_ in {"advmod", "prt"} and c.lower_ == "back"]  # "took B back to court"
        courts = [p for h in (verb, *back) for c in h.children if c.dep_ == "prep" and c.lower_ == "to" for p in c.children]
        courts += [c for c in verb.children if c.dep_ in {"xcomp", "advcl"} and any(a.lower_ == "to" and a.i == c.i - 1 for a in c.children)]
        if not any(c.lower_ == "court" for c in courts):  # the parser reads "to court" as a verb too
            return
        factor = self.slots.blocked(verb)
        subs, passive = self.slots.subjects(verb)
        if factor is None:
            return
        suing = _agents(verb, (self.rule or {}).get("official_nouns", ())) if passive else subs
        sued = subs if passive else [c for c in verb.children if c.dep_ == "dobj"]  # "B was taken to court by A"
        defendants = [i for c in sued for i in self.slots.refs(c, allow_group=True)] or (
            [] if passive or sued else names_right_after(verb, self.slots))  # "has taken screenwriter B to court", the job read
        # as a verb (not "will take it to court with B, her lawyer")
        yield from self._found([i for s in suing for i in self.slots.parties(s)], defendants, "to_court", factor)

    def _named_in_suit(self, verb: Token) -> Iterator[Found]:
        """"B was named in a lawsuit filed by A": a passive naming verb "in" a suit."""
        if verb.lemma_.lower() not in self.naming_verbs or verb.pos_ != "VERB":
            return
        suits = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "in" for p in c.children
                 if p.dep_ == "pobj" and self.is_suit(p)]
        subs, passive = self.slots.subjects(verb)
        factor = self.slots.blocked(verb)
        inverted = not subs and any(c.dep_ == "auxpass" for c in verb.children)
        if not suits or not (passive or inverted) or factor is None:
            return
        if not subs:  # "Also named in the suit are B and C": the names after the auxiliary
            subs = [a for c in verb.children if c.dep_ in {"auxpass", "aux"} for a in c.children if a.dep_ == "attr"]
        defendants = [i for s in subs for i in self.slots.refs(s, allow_group=True)]
        plaintiffs = self._plaintiffs(suits)
        yield from self._found(plaintiffs, defendants, "named_in", factor)

    def _suit_alleging(self, verb: Token) -> Iterator[Found]:
        """"A filed a lawsuit accusing B of fraud", "A filed suit, alleging that B stole her
        songs": a participle on the filing (or on the suit) names the defendant — the object of
        an accusing verb, or the named subject of what is alleged (never a pronoun, never A)."""
        relative = verb.dep_ == "relcl" and any(c.dep_ == "nsubj" and c.lower_ in {"that", "which"} for c in verb.children)
        if verb.lemma_.lower() not in self.alleging_verbs or verb.dep_ not in {"advcl", "acl", "xcomp", "conj"} and not relative:
            return  # (and "a complaint that accuses B of fraud")
        suit = verb.head if self.is_suit(verb.head) else next(
            (c for c in verb.head.children if c.dep_ in {"dobj", "nsubjpass"} and self.is_suit(c)), None)
        if suit is None:
            return
        filing = suit.head if suit.dep_ == "dobj" else verb.head
        plaintiffs = self._filed_by(suit, filing)
        named = [c for c in verb.children if c.dep_ == "dobj"]
        named += [s for c in verb.children if c.dep_ == "ccomp" for s in c.children
                  if s.dep_ in {"nsubj", "nsubjpass"} and s.lower_ not in self.lex.pronouns]
        defendants = [i for n in named for i in self.slots.refs(n) if i not in plaintiffs]
        factor = self.slots.blocked(filing)
        if factor is not None:
            yield from self._found(plaintiffs, defendants, "alleging", factor)

    def _filed_by(self, suit: Token, filing: Token) -> list[int]:
        """Who filed ``suit``: its own filers ("A's suit", "a suit by A"), else the subject of
        ``filing`` when that is a filing verb ("A filed a suit ...")."""
        plaintiffs = self.slots.filers(suit, SENDERS)
        if not plaintiffs and filing.lemma_.lower() in self.filing_verbs:
            subs, passive = self.slots.subjects(filing)
            plaintiffs = [] if passive else [i for s in subs for i in self.slots.parties(s)]
        return plaintiffs

    def _seeks_from(self, verb: Token) -> Iterator[Found]:
        """"A is seeking damages from B in a suit", "a suit seeking $5 million from B": in a
        sentence about a suit or a claim for damages, whoever seeks (else whoever filed it) sues B."""
        if verb.lemma_.lower() not in self.seeking_verbs or verb.pos_ != "VERB":
            return
        holders = [verb, *(c for c in verb.children if c.dep_ == "dobj")]
        sources = [p for h in holders for c in h.children if c.dep_ in {"prep", "conj"} and c.lower_ == "from"
                   for p in c.children if p.dep_ == "pobj"]  # ("from A, and from B": the second "from" read as a conjunct)
        # the suit the seeking belongs to: on the verb ("in a suit"), the noun it describes ("a suit
        # seeking ..."), or the object of the filing it describes ("filed a suit, seeking ...")
        near = [*verb.subtree, *verb.ancestors, *(c for c in verb.head.children if c.dep_ == "dobj")]
        suits = [t for t in near if self.is_suit(t)]
        # "seeking damages from B", "$5 million in damages from B": a claim at law without a suit noun
        claim = any(t.lower_ in self.damages_nouns for h in holders for t in h.subtree if t.i < (sources or [verb])[0].i)
        factor = self.slots.blocked(verb)
        if not sources or not (suits or claim) or factor is None:
            return
        subs, passive = self.slots.subjects(verb)
        plaintiffs = [] if passive else [i for s in subs if not self.is_suit(s) for i in self.slots.parties(s)]
        plaintiffs = plaintiffs or [i for t in suits for i in self._filed_by(t, t.head)] or self._plaintiffs(suits)
        defendants = [i for p in sources for i in self.slots.refs(p, allow_group=True) if i not in plaintiffs]
        yield from self._found(plaintiffs, defendants, "seeks", factor)

    def _versus(self, tok: Token, sent: Span) -> Iterator[Found]:
        """"Reyes v Velm" in a sentence about a court case: the first party sued the second."""
        if tok.lower_ not in self.versus or tok.i == sent.start or tok.i + 1 >= sent.end:
            return
        if not any(t.lemma_.lower() in self.court_words or self.is_suit(t) for t in sent):
            return  # "Reyes vs Velm" on a fight card is no lawsuit
        left = self.ents.entity_of(self.doc[tok.i - 1])
        right = self.ents.entity_of(self.doc[tok.i + 1])
        if left is None or right is None:
            return
        if PERSON not in {self.ents.entities[left].type, self.ents.entities[right].type}:
            return
        yield from self._found([left], [right], "versus", 1.0)


def _added_defendants(reader: SuitReader, noun: Token) -> Iterator[Found]:
    """"A added a second defendant: her former manager, B", "amended his claim to add two
    further defendants: his brother, C, and the contractors D": the names after the colon are
    sued by the verb's subject (of the verb the claim is the object of, or the story's plaintiff)."""
    verb = noun.head
    if noun.lemma_.lower() not in reader.role_nouns or noun.dep_ != "dobj" or verb.lemma_.lower() not in {"add", "name"} \
            or noun.i + 2 >= noun.sent.end or noun.doc[noun.i + 1].text not in {":", "—", "–"}:
        return
    slots = reader.slots
    named = [c for c in noun.children if c.dep_ == "appos" and c.i > noun.i]
    defendants = [i for c in named for i in (*slots.refs(c, allow_group=True), *described_party_list(slots.ents, c))]
    if verb.dep_ == "acl" and reader.is_suit(verb.head) and verb.head.head.pos_ == "VERB":
        verb = verb.head.head  # "amended his claim to add ...": who amended it
    # a named subject ("Hale added"), else the story's plaintiffs ("the plaintiffs added", "the complaint added")
    plaintiffs = [i for s in slots.subjects(verb)[0] if s.pos_ != "NOUN" for i in slots.parties(s) if i not in defendants]
    plaintiffs = plaintiffs or [i for i in reader.story.last_suit[0] if i not in defendants]
    factor = slots.blocked(noun.head)
    if factor is not None:  # (not "declined to add a defendant: B")
        yield from reader._found(plaintiffs, list(dict.fromkeys(defendants)), "defendant", factor)


def _naming_read_as_listed_noun(verb: Token) -> bool:
    """"names" after "and" in a list of verbs, read by the small model as a plural noun ("The
    complaint seeks $3 million and names B"): a naming verb all the same."""
    return verb.lower_ == "names" and verb.tag_ == "NNS" and _listing_verb(verb) is not None and not any(
        c.dep_ in {"det", "poss", "amod"} or c.dep_ == "prep" and c.lower_ == "of" for c in verb.children)  # ("the names of B")


def _listing_verb(verb: Token) -> Token | None:
    """The verb a word after "and" is listed with: its head, or the verb whose object its head is
    ("seeks damages and names B", parsed as "damages and names")."""
    if verb.dep_ != "conj":
        return None
    head = verb.head
    if head.pos_ != "VERB" and head.dep_ == "dobj":
        head = head.head
    return head if head.pos_ == "VERB" else None


def _coordinated_subject(verb: Token) -> Token | None:
    """The subject a verb shares with the verb it is listed with ("A's complaint seeks $3 million
    and names B", "The complaint seeks damages and names B": the complaint)."""
    head = _listing_verb(verb)
    return next((c for c in head.children if c.dep_ == "nsubj"), None) if head is not None else None


def told_aside(lawsuits: LawsuitMatcher, sent: Span) -> bool:
    """Does the sentence tell of another suit beside the story's own: one set apart ("A separate
    complaint, filed by C"), told as over ("was dismissed", "was settled") or dated to a year ("C's
    2019 lawsuit", "filed in 2015")?"""
    return any(lawsuits.is_suit(t) and any(c.lower_ in lawsuits.aside_modifiers for c in t.children)
               or t.pos_ == "VERB" and t.lemma_.lower() in lawsuits.aside_verbs
               or t.ent_type_ == "DATE" and MODERN_YEAR.match(t.text) for t in sent)


def lodged_with_no_court(complaint: Token, courts: frozenset[str], filing: Token | None = None) -> bool:
    """A complaint sent elsewhere than a court is a grievance, not a suit: by a word before it ("a
    police complaint", "an ethics complaint", "a criminal complaint") or by "with" a body that is
    no court, on the complaint or on its filing verb ("filed a complaint with the FCC against B";
    not "with the court")."""
    if complaint.lemma_.lower() not in {"complaint", "claim", "petition", "grievance"}:
        return False
    if any(c.dep_ in {"compound", "amod"} and c.lower_ in _NO_COURT for c in complaint.children):
        return True
    bodies = [p for h in (complaint, filing) if h is not None for c in h.children if c.dep_ == "prep" and c.lower_ == "with"
              for p in c.children if p.dep_ == "pobj" and not _a_person(p)]  # (not "with her sister", "with co-plaintiff B")
    return any(not any(t.lower_ in courts for t in b.subtree) for b in bodies)


def _a_person(tok: Token) -> bool:
    """A person filing beside someone: a name, or a noun a personal possessive owns, or a co-party."""
    return tok.ent_type_ == "PERSON" or any(c.dep_ == "poss" and c.lower_ in {"his", "her", "their", "my", "our"}
                                             for c in tok.children) or tok.lower_.startswith("co-")


# what one acts "against" that is no party: "against the advice of her manager", "against all odds"
NOT_AGAINST = frozenset({"advice", "wish", "will", "odds", "grain", "backdrop", "clock", "wall"})
_NO_COURT = frozenset({"police", "ethics", "criminal", "regulatory", "workplace", "internal", "disciplinary", "hr"})
_SAYING = frozenset({"say", "tell", "add", "confirm", "report", "reveal", "announce", "state", "claim"})


def _named_for_something_else(after: Span, role_nouns) -> bool:
    """The words after a naming verb say what else its names are named for: "as a key witness"
    (not "as defendants", "as well (as)"), "among the artists who lost", "to testify"."""
    return any(t.lower_ == "as" and t.dep_ != "cc" and k + 1 < len(after) and not any(w.lemma_.lower() in role_nouns for w in after[k:k + 4])
               and after[k:k + 2].text.lower() != "as well" and after[max(0, k - 2):k + 1].text.lower() != "as well as"
               for k, t in enumerate(after)) \
        or any(t.lower_ == "among" or t.lower_ == "to" and k + 1 < len(after) and after[k + 1].pos_ == "VERB"
               for k, t in enumerate(after))


def _filers_after_by(ents, suit: Token, verb: Token) -> list[int]:
    """The people and companies after "by" between a suit noun and its naming verb: "filed by A, B
    and C" (not "filed by A in Los Angeles": a place; "by A, a former aide,": a description)."""
    doc = ents.doc
    by = next((t.i for t in doc[suit.i + 1:verb.i] if t.lower_ == "by"), None)
    if by is None:
        return []
    stop = next((t.i for t in doc[by + 1:verb.i] if t.pos_ == "ADP"), verb.i)
    return list(listed_members(ents, by + 1, stop))  # ("A, Tom Reed's ex-wife,": a description, not a filer)


def _namer_after_the_suit(ents, suit: Token, names: Token) -> list[int]:
    """"In the suit, A names B and C", with "names" read as a noun: A, the one named right
    before it after a fronted "in the suit"."""
    if suit.head.lower_ not in {"in", "through"} or names.i < 2:
        return []
    eid = ents.entity_of(names.doc[names.i - 1])
    start = mention_start(ents, names.i - 1) if eid is not None else names.i
    if eid is None or ents.entities[eid].type not in {PERSON, ORG} or start <= suit.i \
            or any(t.pos_ in {"VERB", "AUX"} for t in names.doc[suit.i + 1:start]):
        return []
    return [eid]


def _named_after_a_role(named: list[Token], slots) -> list[int]:
    """The name after a role noun coordinated with a party ("alleges that B and her former agent there,
    C, failed to ...": C), however the parser hung it (on the role noun or on B)."""
    return [i for c in named for j in c.conjuncts if j.pos_ == "NOUN" for a in (*j.children, *c.children)
            if a.dep_ == "appos" and a.i > j.i for i in slots.refs(a)]


def _hung_on_a_noun(verb: Token) -> bool:
    """A verb the parser hung on a noun as no verb hangs: a noun's modifier or object, or a
    conjunct of a name ("filed by A and B names C": "B names" read as one list item)."""
    return verb.dep_ in {"compound", "amod", "nmod", "pobj"} or verb.dep_ == "conj" and verb.head.pos_ in {"PROPN", "NOUN"}


def _owned_suit_before(verb: Token, is_suit) -> Token | None:
    """"Besides B, their lawsuit named C": after an opening phrase the small model may read the
    naming verb as a participle describing the suit noun right before it ("a lawsuit called C");
    a suit noun that is someone's or "the" one told of names C all the same."""
    noun = verb.doc[verb.i - 1] if verb.i > 0 else None
    if verb.dep_ != "acl" or noun is None or verb.head.i != noun.i or not is_suit(noun) \
            or not any(c.dep_ == "poss" or c.dep_ == "det" and c.lower_ == "the" for c in noun.children):
        return None
    return noun


def a_wrong_done(clause: Token) -> bool:
    """A reported clause that can tell a wrong its subject did, or one done to its subject: a
    deed past, ongoing or present ("B forged her signature", "B has been spreading lies", "B is
    keeping her royalties"), a debt ("B owes her $9,000"), fault ("B is liable", "is to blame",
    "was at fault", "is in breach"), a wrong suffered ("she was fired"); not a state, a future,
    a feeling, a telling or a witnessing ("B is kind", "B will testify", "B cried", "B saw it"),
    unless a deed is joined to it ("B knew and did nothing")."""
    if any(c.dep_ == "aux" and c.tag_ == "MD" for c in clause.children):
        return False
    lemma = clause.lemma_.lower()
    if any(c.dep_ == "nsubjpass" for c in clause.children) or any(c.dep_ == "auxpass" for c in clause.children):
        return True  # "she was replaced without notice", "he was defrauded by C"
    if lemma == "be":
        return any(c.dep_ in {"acomp", "attr"} and (c.tag_ == "VBN" or c.lower_.endswith(("ed", "paid", "en")) or c.lower_ in _AT_FAULT)
                   or c.dep_ == "xcomp" and c.lemma_.lower() == "blame"
                   or c.dep_ == "prep" and any(p.lower_ in {"fault", "breach"} for p in c.children) for c in clause.children)
    if lemma in _NO_WRONG:
        return any(c.dep_ == "conj" and c.pos_ == "VERB" and a_wrong_done(c) for c in clause.children)
    return clause.tag_ in {"VBD", "VBN", "VBG", "VBZ", "VBP"}


_AT_FAULT = frozenset({"responsible", "liable", "negligent", "guilty"})
# what a reported clause's subject does that is no wrong done to the plaintiff
_NO_WRONG = frozenset({"be", "have", "seem", "look", "feel", "remain", "become", "tell", "say", "warn", "advise", "confirm",
                       "promise", "assure", "cry", "laugh", "smile", "hear", "see", "watch", "witness", "testify", "discover",
                       "find", "notice", "know", "help", "support", "replace", "join", "praise", "thank", "love", "like",
                       "agree", "give", "call", "visit", "meet", "offer", "want", "wish", "hope", "think", "believe"})


def court_papers(noun: Token) -> bool:
    """Papers filed in a suit: "court papers", "legal documents", "court filings", "documents
    filed in court" ("In court papers, A accuses B of ..." is said in the suit)."""
    if noun.lemma_.lower() not in _PAPERS:
        return False
    return any(c.dep_ in {"compound", "amod"} and c.lower_ in {"court", "legal"} for c in noun.children) or any(
        c.dep_ == "acl" and c.lemma_.lower() in {"file", "submit", "lodge"} for c in noun.children)


ACCUSING = frozenset({"accuse", "blame", "charge"})  # whom: "A accuses B of theft"
_PAPERS = frozenset({"paper", "papers", "document", "documents", "filing", "filings", "record", "records"})


def _misread_naming(verb: Token, is_suit) -> bool:
    """"The lawsuit names B", read by the small model as a plural noun with the suit noun as
    its compound."""
    return verb.tag_ in {"NNS", "VBZ"} and verb.dep_ == "ROOT" and verb.i > verb.sent.start \
        and not any(c.dep_ == "nsubj" for c in verb.children) \
        and is_suit(verb.doc[verb.i - 1]) and verb.doc[verb.i - 1].dep_ == "compound"


def _suit_just_told(reader: SuitReader, sent: Span) -> bool:
    """The sentence before ``sent`` speaks of a suit ("A filed a lawsuit. In it, ...", "A sued B. She also named C")."""
    return sent.start > 0 and any(reader.is_suit(t) or t.lemma_.lower() in {"sue", "countersue"} for t in reader.doc[sent.start - 1].sent)


def _listed_by_copula(clause: Token) -> list[Token]:
    """The complement of the copula whose subject a participle describes: "The two executives
    [named as defendants] are B and C"; "[Also sued] are ..." is :func:`_named_after_copula`'s."""
    if clause.dep_ != "acl" or clause.head.dep_ != "nsubj" or clause.head.head.lemma_ not in {"be", "include"}:
        return []
    return [c for c in clause.head.head.children if c.dep_ in {"attr", "dobj"}]


def _named_after_copula(ents, clause: Token, noun: Token) -> list[int]:
    """"(Also) named as defendants are B and C": a fronted passive lists the defendants after its copula."""
    if clause.tag_ != "VBN" or clause.i > noun.sent.start + 1:
        return []
    be = next((c for c in clause.children if c.lemma_ == "be" and c.i > noun.i), None)
    return list(listed_members(ents, be.i + 1, clean_items_end(ents, be.i + 1, noun.sent.end))) if be is not None else []


def _place_describing(ents, eid: int, verb: Token) -> bool:
    """Every mention of ``eid`` after ``verb`` in its sentence is a place NER names that describes
    the noun after it ("the Edinburgh production company B"): no party."""
    doc = verb.doc
    spots = [k for k in range(verb.i + 1, verb.sent.end) if ents.token_entity.get(k) == eid and ents.token_entity.get(k - 1) != eid]
    return bool(spots) and all(doc[k].ent_type_ in {"GPE", "NORP", "LOC"} and describes_the_noun_after(doc, ents.mention_end(k))
                               for k in spots)


def _listed_after(ents, verb: Token) -> tuple[int, ...]:
    """The parties a naming verb lists, read in token order for the lists the parser loses:
    "names B, who ..., as well as C's label, D, and the publisher E"; none when a preposition
    or an infinitive says what they are named for ("names B and C among the artists who lost
    money", "names experts B and C to testify")."""
    doc = verb.doc
    rest = doc[verb.i + 1:verb.sent.end]
    described = {t.i for v in rest if v.dep_ == "relcl" for t in v.subtree}  # ("C, who managed her from 1975")
    if any((t.pos_ == "ADP" and t.lower_ not in {"as", "of"} or t.tag_ == "TO") and t.i not in described for t in rest):
        return ()
    end = next((t.i for t in rest if t.text == "," and t.i + 1 < rest.end and doc[t.i + 1].lower_ == "and"
                and any(v.pos_ == "VERB" and v.dep_ not in {"amod", "relcl", "acl"} for v in doc[t.i + 2:rest.end])), rest.end)
    speaker = next((s.left_edge.i for v in rest if v.pos_ == "VERB" and v.lemma_.lower() in _SAYING
                    for s in v.children if s.dep_ == "nsubj" and s.i > verb.i), end)
    return listed_members(ents, rest.start, min(end, speaker))
    # (not "names B, and C's lawyer D called it baseless": a new clause; "names B, her lawyer, D, said": who says so)


def _the_suit_s_subject(slots, noun: Token, subject_nouns) -> list[int]:
    """"B is (became) the subject of a lawsuit filed by A", "B is the target of a suit from A":
    the one the copula says the suit is about."""
    of = noun.head
    if noun.dep_ != "pobj" or of.lower_ != "of" or of.head.lemma_.lower() not in subject_nouns \
            or of.head.dep_ not in {"attr", "oprd", "dobj"}:
        return []
    subs, _ = slots.subjects(of.head.head)
    return [i for s in subs for i in slots.refs(s, allow_group=True)]


def _named_after_that(ents, verb: Token) -> list[int]:
    """The first name after "alleges (in a suit) that", when the parser lost the clause
    ("that her ex-husband, B, hid assets", "that B stole her songs" hung on the suit): past
    a lower-case description, no further than six words."""
    doc, sent = verb.doc, verb.sent
    that = next((t for t in doc[verb.i + 1:min(verb.i + 8, sent.end)] if t.lower_ == "that"), None)
    if that is None:
        return []
    for t in doc[that.i + 1:min(that.i + 7, sent.end)]:
        eid = ents.entity_of(t)
        if eid is not None:  # with the rest of a list it opens ("that singer B and guitarist C froze him out")
            return [eid, *(names_listed_after(ents, t) or _and_the_other(ents, t))] if ents.entities[eid].type in {PERSON, ORG} else []
        if not (t.is_lower or t.is_punct or t.pos_ == "PRON" and t.dep_ == "poss"):
            return []
    return []


def _and_the_other(ents, first: Token) -> list[int]:
    """The second of two subjects of an alleged wrong, "B and (guitarist) C" after B, whatever
    the parser made of them ("that singer B and guitarist C froze him out")."""
    doc, end = first.doc, first.sent.end
    k = ents.mention_end(first.i)
    if k >= end or doc[k].lower_ != "and":
        return []
    k += 1
    while k < min(end, first.i + 12) and doc[k].is_lower and doc[k].is_alpha and ents.entity_of(doc[k]) is None:
        k += 1  # a role's words
    eid = ents.entity_of(doc[k]) if k < end else None
    return [eid] if eid is not None and ents.entities[eid].type in {PERSON, ORG} else []


def _suit_deep_in_charge(verb: Token, is_suit) -> bool:
    """"accuses B of cheating her out of royalties in a new lawsuit": the parser hangs the suit
    deep inside the charge, not on the verb."""
    return any(t.dep_ == "prep" and t.lower_ == "in" and any(is_suit(p) for p in t.children if p.dep_ == "pobj")
               for t in verb.subtree if t.i > verb.i)


def _agents(verb: Token, officials) -> list[Token]:
    """Who did what a passive verb says ("by A"); not an official ("by prosecutor X")."""
    return [p for c in verb.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"
            and not any(t.lower_ in officials for t in p.subtree)]
