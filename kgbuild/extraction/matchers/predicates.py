"""Noun-predicate rules: a noun with a preposition links its owner or filer to the person or
work after it ("X's lawsuit against Y", "a lawsuit filed by X against Y", "filed for divorce from
Y", "the star of Y")."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from spacy.tokens import Token

from ...names import QUOTES
from ..lexicon import TIME_SPANS
from ..mentions import PERSON, WORK
from ..owners import Owners, joint_possessor
from ..rules import Found
from ..slots import (CAST_OF_A_GROUP, Slots, a_couple_parting, definite, each_one, listed_members, named_after_misread_to,
                     names_right_after, parted_from_another, prep_objects)
from .base import Matcher, Story


_TOGETHER_FORMS = frozenset({"be", "been", "being", "is", "are", "was", "were", "'re", "’re", "seeing",
                             "move", "moves", "moved", "moving"})  # ("have moved in together")
_SIBLING_PAIR = frozenset({"brother", "sister"})  # "brother and sister", "sister and brother", "brother and brother"
_MARRIED_PAIR = frozenset({"husband", "wife", "man"})
_COUPLE_WORDS = frozenset({"couple", "wife", "team", "duo", "pair", "newlyweds"})
_BREAKUP_FORMS = frozenset({"break", "breaks", "broke", "broken", "breaking", "end", "ends", "ended", "ending",
                            "call", "calls", "called", "calling"})  # ("called it quits")
# what a couple noun's modifier says of the pair: "a married couple", "engaged couple A and B"
_COUPLE_KINDS = {"married": "spouse", "wed": "spouse", "wedded": "spouse", "newlywed": "spouse", "engaged": "partner",
                 "dating": "partner"}
_ROMANTIC = frozenset({"real-life", "real", "life", "romantic", "serious", "committed", "secret", "new", "happy", "loving", "long-term", "on-off",
                       "on-and-off", "whirlwind", "long", "term", "longtime", "long-standing", "longstanding", "acknowledged",
                       "public", "confirmed", "brief", "short-lived", "high-profile", "tumultuous", "turbulent", "rocky",
                       "year", "years", "month", "months", "decade", "year-long", "decade-long", "months-long"})
# (a duration is a relationship's too: "a two-year relationship"; not "a working", "business" or "close" one)


class PredicateMatcher(Matcher):
    """The noun-predicate rules (``rules.json`` ``noun_predicate_rules``)."""

    def __init__(self, slots: Slots, owners: Owners, story: Story):
        super().__init__(slots, owners, story)
        self._preds = {n: r for r in self.rules.noun_predicate_rules for n in r["nouns"]}
        self.couple_nouns = self.rules.couple_nouns()
        # every word (lower case or lemma) one of this matcher's readings starts from
        self.openers = frozenset(self._preds) | _MARRIED_PAIR | _SIBLING_PAIR | _COUPLE_WORDS | _TOGETHER_FORMS \
            | _BREAKUP_FORMS | {"relationship"}

    def match(self, tok: Token) -> Iterator[Found]:
        yield from self._husband_and_wife(tok)
        yield from self._couple(tok)
        yield from self._in_a_relationship(tok)
        yield from self._together(tok)
        yield from self._broke_up(tok)
        rule = self._preds.get(tok.lemma_.lower()) or self._preds.get(tok.lower_)
        if rule is None or tok.pos_ not in {"NOUN", "PROPN"} and not _adjective_as_noun(tok) and not _series_regular(tok):
            return
        needs = rule.get("requires_compound", {}).get(tok.lemma_.lower())
        if needs and not any(c.dep_ in {"compound", "amod"} and c.lower_ in needs or c.dep_ == "prep" and c.lower_ == "of"
                             and any(p.dep_ == "pobj" and _before_the_word(p, needs) for p in c.children) for c in tok.children):
            return  # a "member" of a parliament is no cast member ("a member of the X cast" is)
        tail_toks, said_of = self._tail_tokens(tok, rule)
        factor = self.slots.blocked(tok.head if _series_regular(tok) else tok)  # ("is not a series regular on X")
        if factor is None:
            return
        if not tail_toks and rule.get("head") == "owner":
            yield from self._owner_pair(tok, rule, factor)  # "X and Y finalized their divorce"
            return
        if not tail_toks:
            # "In the complaint brought by X and Y": the suit named before, new plaintiffs
            if rule["relation"] == "sued" and definite(tok) and self.story.last_suit[1]:
                heads = self.slots.filers(tok)
                for h in dict.fromkeys(heads):
                    for t in dict.fromkeys(self.story.last_suit[1]):
                        if h != t:
                            yield Found(h, "sued", t, rule["id"] + ".earlier", rule["confidence"] * factor)
            return
        rel = rule["relation"]
        if rule.get("tail_type") == WORK:
            named_only = _adjective_as_noun(tok) or _series_regular(tok) or tok.lower_ in rule.get("named_work_nouns", ())
            # ("a regular on X", "the face of X": only a title the article reads as one, not "the face of Pellow Cosmetics")
            tails = [w for t in _with_conjuncts(tail_toks) for w in [self.slots.work_at(t, named_only)] if w is not None]
            tails += [w for c in tok.children if c.dep_ == "conj" and c.lemma_.lower() in self.lex.work_nouns
                      for w in [self.slots.work_at(c, True)] if w is not None and w not in tails]
            # "the star of the series X and the film Y", the second work hung on the role noun
            described = tok.head if _series_regular(tok) else tok  # "A, a series regular on X": "series" stands for A
            heads = list(self.slots.referent_of_noun(described)) or _named_after_the_work(self.slots, tok, tail_toks)
            if tok.lower_ in COSTAR_NOUNS or any(c.dep_ == "amod" and c.lower_ == "fellow" for c in tok.children):
                # "B, his co-star in X", "B, his fellow judge on X": his too
                heads += [i for c in tok.children if c.dep_ == "poss"
                          for i in self.slots.refs(c, exclude=frozenset(heads)) if i not in heads]
        elif rule.get("head") == "owner":
            if rule.get("parting") and not a_couple_parting(self.slots, rule, tok.sent, [], tail_toks, self.couple_nouns):
                return  # "her split from her label, C", "from Halo Records"; "ending a musical partnership"
            tails = self.slots.as_people(i for t in tail_toks for i in self.slots.refs(t))
            if tok.lower_ == "marriage" and tails:
                tails = tails[:1]  # one marriage, one spouse: "daughters from his marriage to A, B and C" (B and C are the daughters)
            heads = [h for h in self.owners.of(tok, exclude=set(tails), relaxed=True) if h not in tails]
            rel = self._pending(tok, rule)
        else:
            tails = [i for t in tail_toks for i in self.slots.refs(t, allow_group=True)]
            tails += [i for t in said_of for i in listed_members(self.ents, t.left_edge.i, t.sent.end) if i not in tails]
            heads = self.slots.filers(tok)  # "X's lawsuit against Y", "a lawsuit filed by X against Y"
            if not heads and said_of and definite(tok):
                heads = [h for h in self.story.last_suit[0] if h not in tails]  # the suit the story is telling
        for h in dict.fromkeys(heads):
            for t in dict.fromkeys(tails):
                yield Found(h, rel, t, rule["id"], rule["confidence"] * factor)

    def _tail_tokens(self, tok: Token, rule: dict[str, Any]) -> tuple[list[Token], list[Token]]:
        """The tokens a predicate noun's tail slot names: the objects of its rule's prepositions
        ("X's lawsuit against Y", "filed for divorce from Y"), a work after the name it describes
        ('reality star B, of "X,"'), else whom a suit noun's clause says it is against ("the claim
        is against B", also returned on its own) or the objects of the preposition right after it."""
        preps = set(rule["tail_preps"]) | (set(rule.get("costar_tail_preps", ())) if tok.lower_ in COSTAR_NOUNS else set())
        holders = [tok]
        if tok.dep_ == "pobj" and tok.head.lower_ in {"for", "of"} and rule.get("head") == "owner":
            holders.append(tok.head.head)  # "filed for divorce from Omar Reyes": the PP hangs on the verb
        tail_toks = [p for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ in preps
                     for p in c.children if p.dep_ == "pobj"] + _of_after_the_name(self.ents, tok, rule)
        said_of = _said_of_the_suit(tok) if rule["relation"] == "sued" and not tail_toks else []
        tail_toks = tail_toks or said_of  # "the claim is against B", "the suit also goes after C"
        k = tok.i + 1 + (tok.i + 2 < tok.sent.end and self.doc[tok.i + 1].text == "," and _one_of_several(tok))
        # "his first marriage, to B" (not "spoke about her marriage, to Oprah, in an interview")
        after = self.doc[k] if k < tok.sent.end else None
        if not tail_toks and after is not None and after.lower_ in preps and after.dep_ == "prep":
            # "congratulated her on her marriage to Tom": the parser hung "to Tom" on the verb
            tail_toks = prep_objects(after) or _work_read_after(self.ents, after, rule)  # ("to A and to B")
        elif not tail_toks and after is not None and "to" in preps:
            named = named_after_misread_to(self.ents, after)  # "his marriage to actress B"
            tail_toks = [named] if named is not None else []
        return tail_toks, said_of

    def _owner_pair(self, tok: Token, rule: dict[str, Any], factor: float) -> Iterator[Found]:
        """An owner noun with no tail of its own links the two who share it: "X and Y finalized
        their divorce" (the clause's own two subjects), "the wedding of A and B", "A married B in
        1970, but the marriage was dissolved in 1979"."""
        verb = tok.head
        while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
            verb = verb.head
        subs, passive = self.slots.subjects(verb)
        owners = [] if passive else list(dict.fromkeys(
            i for s in subs for i in self.slots.refs(s) if self.ents.entities[i].type == PERSON))
        poss = next((c for c in tok.children if c.dep_ == "poss"), None)
        joint = joint_possessor(self.ents, poss) if poss is not None and tok.tag_ != "NNS" else []  # (not "A and B's marriages")
        if joint:  # "A and B's divorce was finalised": the two possessors'
            owners = self.slots.as_people([*joint, *self.slots.refs(poss)])
        listed = self.slots.as_people(self.owners.of_list(tok) or ())
        stated = self.ents.pairs_stated.get(tok.sent.start) if not owners and definite(tok) and not any(
            c.dep_ == "prep" for c in tok.children) else None  # (not "the marriage of rock and country")
        if len(listed) == 2:  # "the wedding of A and B", "the divorce of A and B"
            owners = listed
        elif stated and tok.lemma_.lower() == "marriage":
            owners = list(stated[:2])  # "A married B in 1970, but the marriage was dissolved in 1979"
        elif not joint and not _their_own(tok, verb):
            return  # "A and B attended the wedding", "spoke about marriage", "both had failed marriages"
        if rule.get("parting") and not a_couple_parting(self.slots, rule, tok.sent, [], [], self.couple_nouns):
            return  # "the duo announced their split, ending a musical partnership"
        if len(owners) == 2:
            yield Found(owners[0], self._pending(tok, rule), owners[1], rule["id"] + ".pair", rule["confidence"] * factor)

    def _husband_and_wife(self, tok: Token) -> Iterator[Found]:
        """"A and B are husband and wife", "They are now man and wife": the copula's two subjects;
        "A and B are brother and sister" the same way, siblings."""
        for pair, relation, rule in ((_MARRIED_PAIR, "spouse", "noun.spouse.pair"), (_SIBLING_PAIR, "sibling", "noun.sibling.pair")):
            if tok.dep_ != "attr" or tok.lower_ not in pair or not any(
                    c.dep_ == "conj" and c.lower_ in pair - ({tok.lower_} if relation == "spouse" else set()) for c in tok.children):
                continue
            if relation == "sibling" and (any(c.dep_ == "prep" for c in [*tok.head.children, *tok.children]) or any(
                    t.lower_ == "screen" for t in tok.sent)):
                continue  # "are brother and sister in X", "on screen": the parts they play
            factor = self.slots.blocked(tok.head)
            people, _ = self._subject_people(tok.head)
            if relation == "spouse" and _no_longer(tok.head):
                relation, rule = "former_spouse", rule + ".ended"  # "A and B are no longer husband and wife"
            if factor and len(people) == 2:
                yield Found(people[0], relation, people[1], rule, 0.85 * factor)

    def _couple(self, tok: Token) -> Iterator[Found]:
        """A couple noun naming its pair: "A and B are a couple" (dating), "A and B, a married
        couple of 12 years," (the modifier says which), "engaged couple A and B", "husband and
        wife A and B". Not "a couple of days", not a couple in a work ("are a couple in X", "play
        a couple"), not "the couple A and B" without a word for what they are."""
        if tok.lower_ not in _COUPLE_WORDS:
            return  # read on every token: a string test first
        doc = self.doc
        married_pair = tok.lower_ == "wife" and _reads_back(doc, tok.i, ("husband", "and")) or \
            tok.lower_ in {"team", "duo", "pair"} and _reads_back(doc, tok.i, ("husband", "and", "wife"))
        married_pair = married_pair or tok.lower_ == "newlyweds"  # "Newlyweds A and B"
        if tok.lower_ != "couple" and not married_pair:
            return
        if tok.sent[-1].text == "?" or any(t.lemma_.lower() in {"play", "portray"} and t.tag_ == "VBN" for t in tok.sent):
            return  # "Are A and B a couple?", "husband and wife A and B, played by C and D"
        preps = [c for c in tok.subtree if c.dep_ == "prep" and c.i > tok.i]
        if any(not (c.lower_ == "of" and c.head == tok and any(p.lemma_.lower() in TIME_SPANS for p in c.children)
                    or married_pair and c.lower_ not in {"in", "on", "of"}) for c in preps):
            return  # "a couple of days", "a married couple on the show", "of 12 years in the film" (not "the
            # husband-and-wife team behind X")
        mods = [c for c in tok.children if c.dep_ in {"amod", "compound", "nmod", "acl", "relcl", "advmod", "npadvmod"}]
        if not married_pair and any(c.lower_ not in _COUPLE_KINDS and c.lower_ not in _ROMANTIC and c.lower_ not in {"former", "ex"}
                                    for c in mods) or _plays_a_part(tok) or self.doc[tok.i + 1:tok.i + 3].text.lower() == "no more":
            return  # "an odd couple", "a comedy couple", "a couple to watch", "no more"; "plays married couple A and B"
        kinds = {_COUPLE_KINDS[c.lower_] for c in mods if c.lower_ in _COUPLE_KINDS}
        relation = "spouse" if married_pair else next(iter(kinds)) if len(kinds) == 1 else None
        if any(c.lower_ in {"former", "ex"} for c in mods) or tok.i > 1 and self.doc[tok.i - 1].text == "-" \
                and self.doc[tok.i - 2].lower_ == "ex" or married_pair and any(
                    _reads_back(self.doc, tok.i, (former, "husband", "and")) for former in ("ex", "former")):
            relation = "former_spouse" if relation == "spouse" else None  # "former married couple A and B"
        people: list[int] = []
        if tok.dep_ == "attr" and tok.head.lemma_.lower() in {"be", "become"} and not married_pair:
            if any(c.dep_ == "prep" and c.lower_ not in {"for", "since"} for c in [*tok.children, *tok.head.children]):
                return  # "are a couple in the film", "on screen"
            people, passive = self._subject_people(tok.head)
            if passive:
                return
            relation = relation or "partner"
            trigger = tok.head
        elif tok.dep_ == "appos" and tok.head.ent_type_:  # (also "A and B, the husband-and-wife team behind X")
            first = tok.head
            while first.dep_ == "conj" and first.head.i < first.i:
                first = first.head  # "A and B, a couple": from A
            people = [i for t in (first, *first.conjuncts) for i in self.slots.refs(t)]
            relation = relation or "partner"  # "A and B, a couple from Leeds,"
            trigger = tok
        else:
            people = self._pair_after(tok.i + 1)
            trigger = tok
        people = list(dict.fromkeys(self.slots.as_people(people)))
        factor = self.slots.blocked(trigger)
        if relation and factor and len(people) == 2:
            yield Found(people[0], relation, people[1], f"noun.couple.{relation}", 0.8 * factor)

    def _pair_after(self, j: int) -> list[int]:
        """The two names right after ``doc[j - 1]``, joined by "and": "couple A and B"."""
        doc, ents = self.doc, self.ents
        first = ents.entity_of(doc[j]) if j < len(doc) else None
        if first is None:
            return []
        k = ents.mention_end(j)
        if k + 1 >= len(doc) or doc[k].lower_ not in {"and", "&"}:
            return []
        second = ents.entity_of(doc[k + 1])
        return [first, second] if second is not None and second != first else []

    def _in_a_relationship(self, tok: Token) -> Iterator[Found]:
        """"A is in a relationship with B", "A and B are in a relationship", "has been in a relationship with B since May", "after
        ending her relationship with B": dating (not "her relationship with her father", "a working
        relationship with B")."""
        if tok.lower_ != "relationship":
            return  # read on every token: a string test first
        owned = any(c.dep_ == "poss" for c in tok.children)
        ended = tok.dep_ == "dobj" and tok.head.lemma_.lower() in {"end", "confirm"} and owned
        # "went public with his relationship with B": made it known
        public = tok.dep_ == "pobj" and tok.head.lower_ == "with" and owned and any(
            c.lower_ == "public" for c in tok.head.head.children)
        if not (tok.dep_ == "pobj" and tok.head.lower_ == "in" or ended or public) \
                or any(c.dep_ in {"amod", "compound"} and c.lower_ not in _ROMANTIC for c in tok.children):
            return
        verb = tok.head if ended else tok.head.head
        partners = [p for c in tok.children if c.dep_ == "prep" and c.lower_ == "with" for p in c.children if p.dep_ == "pobj"]
        factor = self.slots.blocked(verb) if verb.pos_ in {"VERB", "AUX"} else None
        if factor is None:
            return
        subs, passive = self.slots.subjects(verb)
        heads = self.slots.as_people([i for s in subs for i in self.slots.refs(s)]) if not passive else []
        now = verb.tag_ in {"VBP", "VBZ"} or any(c.dep_ == "aux" and c.lower_ in {"has", "have"} for c in verb.children)
        if not partners and len(set(heads)) == 2 and verb.lemma_ == "be" and now and not each_one(verb) \
                and any(c.dep_ == "det" and c.lower_ == "a" for c in tok.children):
            yield Found(heads[0], "partner", heads[1], "noun.romance.relationship.pair", 0.8 * factor)
            return  # "A and B are (have been) in a relationship" (not "were": the story may go on to their wedding)
        # not "her relationship with her father", "with her manager, B": someone the subject has
        tails = self.slots.as_people([i for p in partners if not any(c.dep_ == "poss" for c in p.children) for i in self.slots.refs(p)])
        for h in dict.fromkeys(heads):
            for t in dict.fromkeys(tails):
                yield Found(h, "partner", t, "noun.romance.relationship", 0.8 * factor)

    def _together(self, verb: Token) -> Iterator[Found]:
        """"A and B have been together for a decade", "A and B are seeing each other", "have moved in together": a couple
        dating, stated of the pair that is the subject (not "worked together", "were together at
        the party": "together" with a time, or "seeing each other")."""
        if verb.lower_ not in _TOGETHER_FORMS:
            return  # read on every token: a string test first
        lemma = verb.lemma_.lower()
        if lemma == "be" and verb.pos_ == "AUX":
            together = next((c for c in verb.children if c.lower_ == "together" and c.dep_ == "advmod"), None)
            if together is None or not any(c.dep_ == "prep" and c.lower_ in {"for", "since"} for c in [*verb.children, *together.children]):
                return
        elif lemma == "move" and verb.pos_ == "VERB":
            if not (any(c.dep_ in {"prt", "advmod"} and c.lower_ == "in" for c in verb.children)
                    and any(c.dep_ == "advmod" and c.lower_ == "together" for c in verb.children)):
                return  # "A and B have moved in together" (not "moved together to Leeds", "moved in with B")
        elif not (lemma == "see" and verb.tag_ == "VBG" and any(
                c.dep_ == "dobj" and c.lower_ == "other" and any(d.lower_ == "each" for d in c.children) for c in verb.children)):
            return
        factor = self.slots.blocked(verb)
        people, passive = self._subject_people(verb)
        if factor and not passive and len(people) == 2:
            yield Found(people[0], "partner", people[1], "verb.date.together", 0.8 * factor)

    def _broke_up(self, verb: Token) -> Iterator[Found]:
        """"A and B have broken up", "A and B ended their relationship": a pair that dated (a
        breakup ends a romance; a married pair's is a divorce, which other rules read)."""
        if verb.lower_ not in _BREAKUP_FORMS:
            return  # read on every token: a string test first
        lemma = verb.lemma_.lower()
        if verb.pos_ != "VERB" or lemma not in {"break", "end", "call"}:
            return
        if lemma == "call" and not any(t.lower_ == "quits" for t in verb.subtree):
            return  # "A and B called it quits", however the parser hung "quits"
        withs = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "with" for p in c.children if p.dep_ == "pobj"]
        if lemma == "break" and (not any(c.dep_ == "prt" and c.lower_ == "up" for c in verb.children)
                                 or any(c.dep_ == "dobj" or c.dep_ == "prep" and c.lower_ == "into" for c in verb.children)):
            return  # (not "broke up the fight", "into groups")
        if lemma == "end" and not any(c.dep_ == "dobj" and c.lemma_.lower() in {"relationship", "romance", "engagement"}
                                      and any(p.lower_ == "their" for p in c.children)
                                      and not any(p.dep_ in {"amod", "compound", "prep"} for p in c.children)
                                      for c in verb.children):
            return  # (not "ended their business relationship", "their relationship with the label")
        if any(c.dep_ == "prep" and c.lower_ == "as" for c in verb.children):
            return  # "ended their relationship as co-hosts"
        factor = self.slots.blocked(verb)
        people, passive = self._subject_people(verb)
        if withs and lemma == "break":  # "A broke up with B" (not "with their partners": a possessed one is someone else's)
            if parted_from_another(withs, self.couple_nouns):
                return  # "broke up with the band"
            tails = self.slots.as_people([i for p in withs if not any(c.dep_ == "poss" for c in p.children) for i in self.slots.refs(p)])
            people = [*people[:1], *tails[:1]] if len(people) == 1 else []
        if factor and not passive and len(people) == 2 and not each_one(verb):
            yield Found(people[0], "partner", people[1], "verb.break_up", 0.75 * factor)

    def _subject_people(self, verb: Token) -> tuple[list[int], bool]:
        """The people a verb's subjects name, groups spelled out ("A and B", "the couple"), and
        whether the verb is passive: the pair a couple predicate speaks of."""
        subs, passive = self.slots.subjects(verb)
        return list(dict.fromkeys(self.slots.as_people([i for s in subs for i in self.slots.refs(s, allow_group=True)]))), passive

    @staticmethod
    def _pending(noun: Token, rule: dict[str, Any]) -> str:
        """"filed for divorce": the marriage has not ended yet; "ended their marriage", "his
        previous marriage": it has."""
        governors = set(rule.get("pending_governors", ()))
        ended = set(rule.get("ended_governors", ()))
        if any(c.dep_ == "amod" and c.lower_ in rule.get("ended_modifiers", ()) for c in noun.children):
            return rule.get("ended_relation", rule["relation"])  # "his first marriage, to A"
        if any(c.dep_ == "amod" and c.lower_ in rule.get("pending_modifiers", ()) for c in noun.children):
            return rule.get("pending_relation", rule["relation"])  # "his upcoming wedding to A": engaged
        counted = noun.tag_ == "NNS" and any(c.dep_ == "nummod" for c in noun.children)  # "two marriages, to A and to B, that ..."
        if any(t.dep_ == "relcl" and t.lemma_.lower() in ended and noun.i < t.i <= noun.i + (14 if counted else 8) and (
                t.head == noun or any(c.lower_ in ({"which", "that"} if counted else {"which"}) and c.dep_ in {"nsubj", "nsubjpass"}
                                      for c in t.children)) for t in noun.sent):
            # (also "two marriages, to A and to B, that ended in divorce")
            return rule.get("ended_relation", rule["relation"])  # "her marriage to A, which ended in divorce"
        t = noun
        for _ in range(4):  # "divorced after four years of marriage": four steps up
            if t.head.i == t.i:
                break
            t = t.head
            if t.lemma_.lower() in governors and (t.lemma_.lower() != "call" or any(
                    c.dep_ == "prt" and c.lower_ == "off" for c in t.children)):  # "called off", not "called it quits"
                return rule.get("pending_relation", rule["relation"])
            phrase = any(t.lemma_.lower() == verb and any(c.dep_ == "dobj" and c.lemma_.lower() == obj for c in t.children)
                         for verb, obj in (p.split() for p in rule.get("ended_phrases", ())))  # "called time on their marriage"
            if (t.lemma_.lower() in ended or phrase) and not any(c.dep_ == "aux" and c.lower_ == "to" for c in t.children) \
                    and not _ended_by_death(t):
                return rule.get("ended_relation", rule["relation"])  # not "pushed him to end his marriage"
            if t.i == noun.head.i and noun.dep_ in {"nsubj", "nsubjpass"} and any(
                    c.dep_ == "conj" and c.lemma_.lower() in ended and not any(s.dep_ in {"nsubj", "nsubjpass", "prt"} for s in c.children)
                    and not any(x.lemma_.lower() in _DEATH_WORDS for x in c.subtree) for c in t.children):
                return rule.get("ended_relation", rule["relation"])  # "her marriage to A lasted 15 years and ended in divorce"
                # (not "ended up stronger", "ended when he died")
        return rule["relation"]


_DEATH_WORDS = frozenset({"die", "death", "pass", "passing"})  # "ended when he died", "ended with her passing"
COSTAR_NOUNS = frozenset(f"{noun}{plural}" for noun in ("co-star", "costar", "castmate", "cast-mate", "co-host", "cohost")
                          for plural in ("", "s"))


def _of_after_the_name(ents, noun: Token, rule: dict[str, Any]) -> list[Token]:
    """The work after ", of" on the name a role noun describes: 'reality star B, of "X,"'."""
    doc, name = noun.doc, noun.head
    if rule.get("tail_type") != WORK or noun.dep_ != "compound" or ents.entity_of(name) is None:
        return []
    k = ents.mention_end(name.i)  # read off the surface: the parser may hang ", of X" anywhere
    if k + 1 >= noun.sent.end or doc[k].text != "," or doc[k + 1].lower_ != "of":
        return []
    return [p for p in doc[k + 1].children if p.dep_ == "pobj"] or _work_read_after(ents, doc[k + 1], rule)


def _work_read_after(ents, prep: Token, rule: dict[str, Any]) -> list[Token]:
    """The work a role noun's preposition names when the parser gave it no object: "co-host of
    daytime chat show "X"" (the show read as a verb): the first work within a few lower-case
    words and quotes after it."""
    if rule.get("tail_type") != WORK:
        return []
    doc = prep.doc
    for k in range(prep.i + 1, min(prep.i + 7, prep.sent.end)):
        eid = ents.entity_of(doc[k])
        if eid is not None and ents.entities[eid].type == WORK:
            return [doc[k]]
        if doc[k].ent_type_ == "NORP" and doc[k].pos_ == "ADJ":
            continue  # "a judge on the Nigerian talent show X": a nationality describes the show
        if eid is not None or not (doc[k].is_lower or doc[k].text in {'"', "“", "'", "‘"}):
            return []
    return []


def _said_of_the_suit(noun: Token) -> list[Token]:
    """The other side of a suit noun that is the subject of "be against" or "go after": "the
    claim is against B", "Her suit also goes after C"."""
    verb, doc = noun.head, noun.doc
    wanted = {"be": "against", "go": "after"}.get(verb.lemma_.lower()) if noun.dep_ == "nsubj" else None
    return [p for c in verb.children if c.dep_ == "prep" and c.lower_ == wanted and doc[c.i - 1].lower_ != "not"
            for p in c.children if p.dep_ == "pobj" and (p.pos_ == "PROPN" or any(
                a.dep_ == "appos" and a.pos_ == "PROPN" for a in p.children))]  # a party by name: "goes after B's brother,
    # C" (not "against the wishes of ...")


def _named_after_the_work(slots: Slots, noun: Token, works: list[Token]) -> list[int]:
    """"her co-star in X, B", "the hosts of Y, C and D", 'the stars of "Z", E and F': the people
    named right after the work a role noun's phrase ends on (the parser hangs them on the work as
    its apposition, or makes them a subject after a closing quote)."""
    if not works or not any(c.dep_ in {"poss", "det"} for c in noun.children):
        return []
    doc, last = noun.doc, works[-1]
    comma = next((k for k in range(last.i + 1, min(last.i + 8, noun.sent.end)) if doc[k].text == ","), None)
    if comma is None or any(not (doc[k].text[:1].isupper() or doc[k].text in QUOTES) for k in range(last.i + 1, comma)) \
            or comma + 1 >= noun.sent.end or slots.ents.entity_of(doc[comma + 1]) is None:
        return []  # (the title's own words at most between the work and the comma, a name right after it)
    return [i for i in names_right_after(doc[comma], slots) if slots.ents.entities[i].type == PERSON]


def _before_the_word(title: Token, words) -> bool:
    """"the X cast", "the "X" cast": a title right before one of ``words`` (the parser may read
    "cast" as a verb), or the word itself."""
    doc = title.doc
    k = title.i + 1 + (title.i + 1 < len(doc) and doc[title.i + 1].tag_ == "''")
    return title.lower_ in words or k < len(doc) and doc[k].lower_ in words and title.pos_ == "PROPN" \
        and title.lower_ not in CAST_OF_A_GROUP  # (not "the Pellow Orchestra cast")


def _adjective_as_noun(tok: Token) -> bool:
    """An adjective standing as a noun, with an article of its own: "a regular on X"."""
    return tok.pos_ == "ADJ" and tok.dep_ in {"attr", "appos", "dobj", "pobj", "nsubj"} and any(
        c.dep_ == "det" for c in tok.children)


def _series_regular(tok: Token) -> bool:
    """"a series regular on X", "a cast regular in Y": the parser makes "regular" an adjective of
    the noun before it, which then stands for the person."""
    return tok.lower_ == "regular" and tok.dep_ == "amod" and tok.head.lower_ in {"series", "cast"} \
        and tok.head.i == tok.i - 1 and any(c.dep_ == "prep" for c in tok.children)


def _with_conjuncts(works: list[Token]) -> list[Token]:
    """The objects of a role noun's preposition with their conjuncts and those of a second
    preposition: "star of the drama X and the film Y", "star of X and of Y"."""
    out = list(works)
    for w in works:  # (the parser may hang the second on the first's title: "the drama [X] and the film Y")
        out += [c for t in (w, *(a for a in w.children if a.dep_ == "appos")) for c in t.conjuncts if c not in out]
        out += [p for prep in w.head.conjuncts if prep.dep_ == "conj" and prep.lower_ == w.head.lower_
                for p in prep.children if p.dep_ == "pobj" and p not in out]
    return out


def _their_own(noun: Token, verb: Token) -> bool:
    """The clause's two subjects share ``noun``: one marriage or divorce, theirs ("A and B
    announced their divorce", "finalized the divorce", "split after ten years of marriage"), not
    one they attend, speak of or each had ("both")."""
    theirs = any(c.dep_ == "poss" and c.lower_ == "their" for c in noun.children) or (
        noun.lemma_.lower() == "divorce" and any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children)) or (
        noun.dep_ == "pobj" and noun.head.lower_ == "of" and noun.head.head.lemma_.lower() in TIME_SPANS)  # "after ten years of marriage"
    return theirs and noun.tag_ != "NNS" and not each_one(verb)


def _no_longer(verb: Token) -> bool:
    """"are no longer husband and wife": a state that has ended."""
    return any(c.lower_ == "longer" and any(d.lower_ == "no" for d in c.children) for c in verb.children)


def _ended_by_death(verb: Token) -> bool:
    """"The marriage ended with his death": a widow's, not a divorce."""
    return any(c.dep_ == "prep" and c.lower_ in {"with", "on", "upon"} and any(
        p.lemma_.lower() in {"death", "passing"} for p in c.children) for c in verb.children)


def _plays_a_part(tok: Token) -> bool:
    """A couple played: "play a married couple", "as married couple A and B", "one half of married couple A and B"."""
    path = [tok, *tok.ancestors]
    return any(a.lemma_.lower() in {"play", "portray"} and path[k - 1].dep_ not in {"nsubj", "nsubjpass"}
               and not (path[k - 1].dep_ == "npadvmod" and path[k - 1].i < a.i)  # the subject, misread
               for k, a in enumerate(path) if k > 0) or tok.head.lower_ == "as" and tok.dep_ == "pobj"
    # (not the players: "Real-life married couple A and B play rivals")


def _reads_back(doc, i: int, words: tuple[str, ...]) -> bool:
    """The words before ``doc[i]`` are ``words``, hyphens aside ("husband and wife", "husband-and-wife")."""
    k = i - 1
    for w in reversed(words):
        while k >= 0 and doc[k].text == "-":
            k -= 1
        if k < 0 or doc[k].lower_ != w:
            return False
        k -= 1
    return True


def _one_of_several(union: Token) -> bool:
    """A union that an ordinal or a sequence word ranks among others ("his first marriage", "her
    previous relationship"), or one a child is "from": its partner may follow after a comma."""
    return any(c.dep_ == "amod" and c.lower_ in {"first", "second", "third", "previous", "earlier", "former", "brief"}
               or c.dep_ == "nummod" and union.tag_ == "NNS" for c in union.children) \
        or union.dep_ == "pobj" and union.head.lower_ == "from"  # ("two marriages, to A and to B")
