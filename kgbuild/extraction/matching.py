"""Stage 5, match relations: every matcher over every sentence of one article, in a fixed order.

The order is part of the result: matchers register entities a slot names and note genders and
lawsuits as they go, so a later matcher (and a later sentence) sees what an earlier one found.
"""

from __future__ import annotations

from spacy.tokens import Span

from ..relations import COUPLE_RELATIONS
from .coref import ArticleEntities
from .matchers.appearances import AppearanceMatcher
from .matchers.base import Story
from .settings import DEFAULT_THRESHOLD
from .matchers.billing import BillingMatcher
from .matchers.births import BirthMatcher
from .matchers.careers import CareerMatcher
from .matchers.passed_parts import PassedPartMatcher
from .matchers.casts import CastMatcher
from .matchers.credits import CreditMatcher
from .matchers.described import DescribedDefendantMatcher
from .matchers.entrants import EntrantMatcher
from .matchers.family import FamilyMatcher
from .matchers.headers import CastHeaderMatcher, NameLineMatcher
from .matchers.lawsuits import LawsuitMatcher, told_aside
from .matchers.pairs import KinPairMatcher
from .matchers.partners import PartnerMatcher
from .matchers.plaintiffs import DescribedPlaintiffMatcher
from .matchers.predicates import PredicateMatcher
from .matchers.relatives import DescribedRelativeMatcher
from .matchers.responses import SuitResponseMatcher
from .matchers.reviews import ReviewMatcher
from .matchers.roles import RoleMatcher
from .matchers.verbs import VerbMatcher
from .matchers.works import WorkMatcher
from .mentions import PERSON
from .owners import Owners
from .rules import Found, RuleSet
from .scan import cue_tokens
from .slots import Slots


_CURRENT_COUPLES = COUPLE_RELATIONS - {"former_spouse"}  # "they", "the two": never an ex-couple
_KIN_TOLD = frozenset({"child", "sibling", "spouse"})  # the ties "her mother", "his brother", "her husband" refer back to


class SentenceMatcher:
    """Applies a rule set to the sentences of one article."""

    def __init__(self, rules: RuleSet, ents: ArticleEntities):
        self.rules = rules
        self.ents = ents
        self.slots = Slots(rules, ents)
        self.owners = Owners(self.slots)
        self.story = Story()
        self.family = FamilyMatcher(self.slots, self.owners, self.story)
        roles = RoleMatcher(self.slots, self.owners, self.story)
        self.verbs = VerbMatcher(self.slots, self.owners, self.story, roles)
        self.appearances = AppearanceMatcher(self.slots, self.owners, self.story, roles=roles)
        self.lawsuits = LawsuitMatcher(self.slots, self.owners, self.story)
        self.responses = SuitResponseMatcher(self.slots, self.owners, self.story)
        self.described_plaintiffs = DescribedPlaintiffMatcher(self.slots, self.owners, self.story)
        self.described_defendants = DescribedDefendantMatcher(self.slots, self.owners, self.story)
        self.predicates = PredicateMatcher(self.slots, self.owners, self.story)
        self.works = WorkMatcher(self.slots, self.owners, self.story)
        self.casts = CastMatcher(self.slots, self.owners, self.story, roles=roles)
        self.headers = CastHeaderMatcher(self.slots, self.owners, self.story)
        self.name_lines = NameLineMatcher(self.slots, self.owners, self.story)
        self.entrants = EntrantMatcher(self.slots, self.owners, self.story)
        self.credits = CreditMatcher(self.slots, self.owners, self.story)
        self.careers = CareerMatcher(self.slots, self.owners, self.story)
        self.passed_parts = PassedPartMatcher(self.slots, self.owners, self.story)
        self.partners = PartnerMatcher(self.slots, self.owners, self.story)
        self.billing = BillingMatcher(self.slots, self.owners, self.story)
        self.births = BirthMatcher(self.slots, self.owners, self.story)
        self.reviews = ReviewMatcher(self.slots, self.owners, self.story)
        self.relatives = DescribedRelativeMatcher(self.slots, self.owners, self.story)
        self.kin_pairs = KinPairMatcher(self.slots, self.owners, self.story)
        self.owners.note_cue_genders()  # before any pronoun is resolved
        self.ents.article_work()  # decided from the entities, before a rule adds any
        # the words a token-by-token matcher can start from: every other token is passed over
        self._openers = self.family.openers | self.verbs.openers | self.predicates.openers

    def match(self, sent: Span) -> list[Found]:
        """What the rules find in ``sent``: token by token kinship nouns, verbs, noun
        predicates and births, then the work rules over the whole sentence."""
        found: list[Found] = []
        for tok in cue_tokens(sent, self._openers, self._openers):  # where a token-by-token matcher starts (one token in ten)
            before = len(found)
            found.extend(self.family.match(tok))
            found.extend(self.verbs.match(tok))
            found.extend(self.predicates.match(tok))
            found.extend(self.family.born(tok))
            found.extend(self.family.shared_child(tok))
            if len(found) == before:
                continue  # nothing new: the couple, pair and siblings the story stated stay as they were
            couples = [f for f in found if f.relation in _CURRENT_COUPLES and f.head != f.tail]
            if couples:  # "A married B in 2016, and they have a son": "they" are that couple, from here on
                self.ents.couple, self.ents.couple_stated_at = (couples[-1].head, couples[-1].tail), sent.start
            pairs = [f for f in found if f.relation in COUPLE_RELATIONS and f.head != f.tail]
            if pairs:  # "A was married to B. The pair divorced in 2019": the next sentence's pair, exes too
                self.ents.pairs_stated[sent.start] = (pairs[-1].head, pairs[-1].tail, pairs[-1].relation)
            siblings = [f for f in found if f.relation == "sibling" and f.head != f.tail]
            if siblings:  # "A accused her brother, B, ... The siblings were once close."
                self.ents.siblings = (siblings[-1].head, siblings[-1].tail)
        found.extend(self.relatives.match(sent))  # "B, 52, said her son ...": the relative a kin noun told before
        found.extend(self.kin_pairs.match(sent))  # "Father and daughter A and B"
        self.relatives.note(sent)
        found.extend(self.works.match(sent))
        found.extend(self.appearances.match(sent))
        found.extend(self.casts.match(sent))
        found.extend(self.headers.match(sent))
        found.extend(self.name_lines.match(sent))
        found.extend(self.entrants.match(sent))
        found.extend(self.credits.match(sent))
        found.extend(self.careers.match(sent))
        found.extend(self.passed_parts.match(sent))
        found.extend(self.partners.match(sent))
        found.extend(self.billing.match(sent))
        found.extend(self.births.match(sent))
        found.extend(self.reviews.match(sent))
        found.extend(self.lawsuits.match(sent))
        found.extend(self.responses.match(sent))
        found.extend(self.described_defendants.match(sent))  # "The manager, B,": the one "her former manager" sued
        self.described_defendants.note(sent)
        if not any(f.relation == "sued" for f in found):
            named = list(self.described_plaintiffs.match(sent))
            found.extend(named)
            if not named:  # the matcher yields suits only: none named, maybe one with a described plaintiff
                self.described_plaintiffs.note_described_suit(sent)  # "X's former assistant is suing her"
        suits = [f for f in found if f.relation == "sued"]
        if suits:  # the lawsuit a later "the lawsuit" or "were also sued" refers back to
            self.story.last_suit = ([f.head for f in suits], [f.tail for f in suits])
        elif filers := self.lawsuits.filers_told(sent):
            # "The complaint, filed by A, seeks damages. It accuses B": the plaintiffs of a suit told without them so far;
            # other plaintiffs than the story's: another suit, whose defendants are still to come
            known = self.story.last_suit[0]
            if not known or set(filers) <= set(known):
                self.story.last_suit = (filers, self.story.last_suit[1])
            elif not told_aside(self.lawsuits, sent):  # (not "A separate complaint, filed by C, was dismissed")
                self.story.last_suit = (filers, [])
        found.extend(self._countersued_here(sent, found))
        self._note_role_holders(sent, found)
        found = _ended_marriages_win(found)
        self.ents.kin_told.extend((f.head, f.relation, f.tail) for f in found
                                  if f.relation in _KIN_TOLD and f.head != f.tail and f.confidence >= DEFAULT_THRESHOLD)
        return found

    def _countersued_here(self, sent: Span, found: list[Found]) -> list[Found]:
        """"B, who was sued by A, has now countersued", "A sued B, and B, who then countersued,
        ...": a countersuit with no object against whoever the same sentence says sued its subject
        (the verb rules read it only against a suit told in an earlier sentence)."""
        suits = [f for f in found if f.relation == "sued"]
        out: list[Found] = []
        for verb in (t for t in sent if suits and t.lemma_.lower() == "countersue" and t.pos_ == "VERB"):
            if any(c.dep_ in {"dobj", "prep"} for c in verb.children) or self.slots.blocked(verb) != 1.0:
                continue  # ("countersued A": the verb rules' own; "may countersue", "threatened to countersue": not yet)
            subs, passive = self.slots.subjects(verb)
            subjects = set() if passive else {i for s in subs for i in self.slots.refs(s)}  # (not "was then countersued")
            answered = [f for f in suits if f.tail in subjects and not any(g.head == f.tail and g.tail == f.head for g in suits)]
            if len({f.head for f in answered}) == 1:  # one suit against them here (not "... and was also sued by C")
                out += [Found(f.tail, "sued", f.head, "verb.sue.counter", f.confidence) for f in answered]
        return out

    def _note_role_holders(self, sent: Span, found: list[Found]) -> None:
        """Who the sentence gave roles, for a career told on in the next one; a sentence naming
        someone without giving a role ends that thread."""
        ents = self.ents
        holders = tuple(dict.fromkeys(f.head for f in found if f.relation == "appears_in"
                                      and ents.entities[f.head].type == PERSON))
        for f in found:
            if f.relation == "appears_in" and f.tail not in self.story.works_of.setdefault(f.head, []):
                self.story.works_of[f.head].append(f.tail)
        if holders:
            self.story.role_holders = holders
        elif any(e is not None and ents.entities[e].type == PERSON for e in map(ents.token_entity.get, range(sent.start, sent.end))):
            self.story.role_holders = ()


def _ended_marriages_win(found: list[Found]) -> list[Found]:
    """A sentence that marries a pair and divorces them ("went on to marry B, but they divorced in
    2015", "husband and wife A and B, who divorced in 2018") states a marriage that ended."""
    ended = {frozenset((f.head, f.tail)) for f in found if f.relation == "former_spouse" and f.rule.startswith(WEDDING_RULES)}
    return [f for f in found if not (f.relation == "spouse" and f.rule.startswith(WEDDING_RULES)
                                     and frozenset((f.head, f.tail)) in ended)] if ended else found


# what states a wedding or a divorce itself (not "filed for divorce", still married, nor a kin noun);
# "the marriage ended" (noun.marriage) as well, and the couple a child's parents make ("the daughter
# of A and B", noun.child.parents), which a divorce told beside it ends
WEDDING_RULES = ("verb.marry", "verb.divorce", "noun.couple", "noun.marriage", "noun.child.parents")


__all__ = ["SentenceMatcher", "WEDDING_RULES"]
