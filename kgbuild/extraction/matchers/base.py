"""What every matcher shares: the article's slot layer, and the story told so far."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import cached_property

from spacy.tokens import Span, Token

from ..mentions import PERSON, first_line_end
from ..owners import Owners
from ..scan import lemmas, lowers
from ..slots import SlotReader, Slots


@dataclass(frozen=True)
class DescribedDefendant:
    """A defendant the story described without a name ("A sued her former manager"): the
    plaintiffs, the noun that described it, where the sentence that told it starts, how sure
    that sentence is of the suit ("threatened to sue": low), and the noun's modifiers."""

    known: tuple[int, ...]
    noun: str
    at: int
    hedge: float = 1.0
    modifiers: frozenset[str] = frozenset()  # "former" in "her former manager": a later noun has no others


@dataclass(frozen=True)
class DescribedRelative:
    """A relative the story gave by a kin noun and its owner, no name ("The mother of A has ..."):
    the owner, the relation, whether the owner is its head, the kin rule's id and confidence (times
    the sentence's hedge), the noun's gender, and where the sentence that told it starts."""

    owner: int
    relation: str
    owner_first: bool
    rule: str
    confidence: float
    sex: str | None
    at: int


@dataclass
class Story:
    """What the article has told in earlier sentences that a later one refers back to: the
    lawsuit last named, as (plaintiffs, defendants) ("the lawsuit", "were also sued"), and who
    last held roles.
    :class:`~kgbuild.extraction.matching.SentenceMatcher` updates it after each sentence; the
    verb matcher notes defendants named before their plaintiffs."""

    last_suit: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))
    # the people the last sentence with roles gave them ("She shot to fame with X. This was
    # followed by Y (2005)"); emptied by a sentence that names someone and gives no role
    role_holders: tuple[int, ...] = ()
    # the works each person has been found in so far ("Her co-star, B, ...": in her one show)
    works_of: dict[int, list[int]] = field(default_factory=dict)
    # the defendant of the last suit told only by a description, still to be named ("The manager, B,")
    described_defendant: DescribedDefendant | None = None
    # a relative told only by a kin noun and whose it is, still to be named ("B, 52, said her son ...")
    described_relative: DescribedRelative | None = None


class Matcher(SlotReader):
    """A matcher of one relation family over one article's sentences."""

    def __init__(self, slots: Slots, owners: Owners, story: Story):
        super().__init__(slots)
        self.owners = owners
        self.story = story

    def _sentences_since(self, start: int, sent: Span) -> int:
        """How many sentences ``sent`` comes after the one starting at token ``start``."""
        n, k = 0, sent.start
        while k > start:
            k = self.doc[k - 1].sent.start
            n += 1
        return n

    @cached_property
    def in_line_up(self) -> bool:
        """Is the article about a show's line-up or cast (:func:`line_up_story`)? There a role
        without a title is in the story's show, not in a credit named just before."""
        rule = self.rules.work_rules.get("work.name_lines")
        work = self.ents.article_work()
        if rule is None or work is None:
            return False
        tokens = {i for i, e in self.ents.token_entity.items() if e == work}
        first_line = first_line_end(self.doc)
        contest = rule.get("contest_signals", ())
        roots = lemmas(self.doc)
        cues = [*rule["story_cues"], *(rule.get("contest_cues", ()) if any(
            roots[i] in contest for s in itertools.islice(self.doc.sents, 5) for i in range(s.start, s.end)) else ())]
        return line_up_story(self.doc, cues, tokens, headline=any(i < first_line for i in tokens),
                             others=rule["other_stories"], headline_cues=rule.get("headline_cues", ()))


def line_up_story(doc, cues, work_tokens: set[int], headline: bool = False, others=(), headline_cues=()) -> bool:
    """Is the story about a show's line-up or cast: a cue word (``work.name_lines``'
    ``story_cues``: "line-up", "cast", "contestants", as written: not "casting") in one of its
    first five sentences that also names the show (``work_tokens``), or in a story whose first line
    (``headline``) names it, or one of ``headline_cues`` (a show's offices: "X presenters shake-up")
    in a first line that names it; and none of ``others`` in its first two sentences (a festival's
    line-up, award nominees, a red carpet, rumours)?"""
    cues, others = set(cues), set(others)
    opening = list(itertools.islice(doc.sents, 5))  # a byline may take a sentence or two
    forms, roots = lowers(doc), lemmas(doc)
    line_end = first_line_end(doc)
    if headline and _cued(doc, 0, line_end, cues & _HEADLINE_CUES, forms) and not any(
            roots[i] in others or forms[i] in others for i in range(line_end)):
        return True  # "X season 4: who's who": the headline says so, whatever galas or awards its lead goes on to
    if any((roots[i] in others or forms[i] in others) and not (doc[i].pos_ == "ADJ" and roots[i] in _PRAISING)
           for sent in opening[:2] for i in range(sent.start, sent.end)):
        return False  # a festival's, a squad's, an awards night's or a red carpet's line-up; the frontrunners for a part
        # (the favourites for it; not "the nation's favourite reality show")
    if headline and any(forms[i] in headline_cues for i in range(line_end)):
        return True
    for sent in opening:
        if not headline and not any(i in work_tokens for i in range(sent.start, sent.end)):
            continue  # the cue and the work in one sentence ("The X line-up", "X cast: who's who"), or the work in the headline
        if _cued(doc, sent.start, sent.end, cues, forms) or _meets_a_group(doc, sent, forms):
            return True
    return False


def _meets_a_group(doc, sent, forms) -> bool:
    """"Meet the ten pairs racing ...", "meet the new faces": "meet the" and a plural noun within
    the next seven words (not "Meet the X star's new boyfriend": one person)."""
    return any(forms[i] == "meet" and forms[i + 1] == "the" and any(doc[k].tag_ in {"NNS", "NNPS"} for k in range(i + 2, min(i + 9, sent.end)))
               for i in range(sent.start, sent.end - 2))


_PRAISING = frozenset({"favourite", "favorite"})  # an adjective of praise, not the favourites for a part
# what a headline says of a show's cast that no other story's headline says ("X season 4: who's who", "X line-up")
_HEADLINE_CUES = frozenset({"cast", "line-up", "lineup", "who's who", "contestants", "housemates", "islanders", "campmates"})


def _cued(doc, start: int, end: int, cues: set[str], forms) -> bool:
    """A cue word in [start, end) as written, not a verb with an object ("X cast a long shadow"),
    or a cue of several words or signs ("line-up", "who's who") in its text."""
    low = doc[start:end].text.lower()
    return any(forms[i] in cues and not any(c.dep_ == "dobj" for c in doc[i].children) for i in range(start, end)) \
        or any(c in low for c in cues if not c.isalpha())


def in_person_descriptions(sent, ents) -> set[int]:
    """The tokens of ``sent`` inside what describes a person: a relative clause, an apposition, a
    participle or an adjective phrase after a name or after a noun with a name in apposition ("A,
    who starred in X,", "the actor B, so good in Y,"): what is said of that person, not of the story."""
    def person(tok) -> bool:
        return any(e is not None and ents.entities[e].type == PERSON
                   for e in [ents.entity_of(tok), *(ents.entity_of(c) for c in tok.children if c.dep_ == "appos")])
    return {t.i for d in sent if d.dep_ in {"relcl", "appos", "acl", "amod"} and d.i > d.head.i and person(d.head)
            for t in d.subtree}


def in_brackets(tok) -> bool:
    """Is ``tok`` inside round brackets within its sentence?"""
    depth = 0
    for t in tok.sent:
        if t.i >= tok.i:
            return depth > 0
        depth += (t.text == "(") - (t.text == ")")
    return False


def titles_a_relative(title: Token, lex) -> bool:
    """A job title on a name that names someone's relative: "his wife, presenter A", "married to
    host B" (not a contest's place, "his girlfriend, islander C", nor a relative the sentence has
    do something: "her husband, anchor D, will host alone")."""
    if title.lower_.rstrip("s") not in _JOBS:
        return False
    name = title.head if title.dep_ == "compound" else title
    kin = lex.male_cues | lex.female_cues
    return name.dep_ == "appos" and name.head.lower_ in kin and name.head.dep_ not in {"nsubj", "nsubjpass"} \
        or name.dep_ == "pobj" and name.head.lower_ == "to" \
        and name.head.head.lemma_.lower() in {"marry", "married", "marriage", "engage", "engaged", "engagement", "wed"}


def acts_in_its_clause(title: Token) -> bool:
    """The titled name, or the relative it is set beside, is the subject of a verb: "her daughter,
    television presenter A, will guest judge the final"."""
    name = title.head if title.dep_ == "compound" else title
    return name.dep_ in {"nsubj", "nsubjpass"} or name.dep_ == "appos" and name.head.dep_ in {"nsubj", "nsubjpass"}


_JOBS = frozenset({"presenter", "host", "co-host", "anchor", "co-anchor", "newsreader", "meteorologist", "coach",
                   "mentor", "judge", "panellist", "panelist"})
